/**
 * The device's rulings a search finds: the search index cannot hold them (they are this device's
 * own), so the dialog looks through them here and shows them apart, labelled as the player's. A
 * ruling is found when every word searched (queryTerms: question and filler words dropped) begins
 * a word of its rule number, text or source.
 */
import { queryTerms } from './search.ts';
import type { Ruling } from './rulings.ts';

const wordsOf = (s: string) => s.toLowerCase().replace(/[’']/g, '').split(/[^\p{L}\p{N}.]+/u).filter(Boolean);

export function findRulings(list: readonly Ruling[], q: string): Ruling[] {
  const terms = wordsOf(queryTerms(q));
  if (!terms.length) return [];
  return list.filter((r) => {
    const words = wordsOf(`${r.rule} ${r.text} ${r.source ?? ''}`);
    return terms.every((t) => words.some((w) => w.startsWith(t) || w.replace(/\.$/, '') === t));
  });
}
