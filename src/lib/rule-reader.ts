/**
 * The rule reader, at build time: what a popover shows about a rule (its first
 * sentence), which glossary terms and rules a chapter mentions (one popover each
 * per page), and what points at each rule ("Referenced by" other rules, checklist
 * steps, calculators: backlinks.ts). Pure functions over the MDX sources; the jump
 * box and the chapter pages' subtree view use the last two in the browser.
 */
import { extractRules, type RuleEntry } from './rule-id.ts';

/** One <Rule> of a chapter: its id and the MDX between its tags. */
export interface RuleBlock {
  id: string;
  body: string;
}

const BLOCK = /<Rule\s+([^>]*?)>([\s\S]*?)<\/Rule>/g;

/** Every <Rule id="…">…</Rule> block of a chapter, in page order (rules are siblings, never nested). */
export function ruleBlocks(mdx: string): RuleBlock[] {
  return [...mdx.matchAll(BLOCK)].map((m) => ({ id: /\bid="([^"]+)"/.exec(m[1]!)?.[1] ?? '', body: m[2]! })).filter((b) => b.id);
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

/** The glossary term ids a chapter uses, each once, in order of first use. */
export const termIds = (mdx: string): string[] => unique([...mdx.matchAll(/<Term\s+[^>]*?id="([^"]+)"/g)].map((m) => m[1]!));

/** The rule ids a chapter cross-references, each once, in order of first use. */
export const refIds = (mdx: string): string[] => unique([...mdx.matchAll(/<RuleRef\s+[^>]*?id="([^"]+)"/g)].map((m) => m[1]!));

/** Popover element ids: one per distinct term or rule on a page. */
export const termPopId = (term: string) => `pt-${term}`;
export const rulePopId = (rule: string) => `pr-${rule.replace(/\./g, '-')}`;

/**
 * The badges a rule's heading may carry and what each means. A badge is a button that opens its
 * explanation (a phone shows no hover tooltip); a page renders one popover per kind it uses.
 */
export const RULE_BADGES = {
  inferred: {
    label: 'no. inferred',
    text: 'The rulebook text we have lost this sub-number. We inferred it from the rulebook’s cross-references and the order of its headings, so your printed rulebook may number it differently.',
  },
  cited: { label: 'cited only', text: 'The rulebook text we have only cites this rule by its number: its own text is not in it.' },
  absent: {
    label: 'not in our source',
    text: 'This part of the rulebook is not in the rulebook text we have. The entry lists only what the surviving rules say about it.',
  },
  optional: { label: 'Optional', text: 'The rulebook marks this rule OPTIONAL: it is in force only if the players choose to use it.' },
} as const;
export type RuleBadge = keyof typeof RULE_BADGES;

/** The badges of one rule, in heading order. */
export function ruleBadges(rule: { status: RuleEntry['status']; optional?: boolean; inferred?: boolean }): RuleBadge[] {
  const out: RuleBadge[] = [];
  if (rule.inferred) out.push('inferred');
  if (rule.status === 'cited' || rule.status === 'absent') out.push(rule.status);
  if (rule.optional) out.push('optional');
  return out;
}

/** The badge kinds a chapter's rules carry, each once, in order of first use. */
export const badgeKinds = (mdx: string): RuleBadge[] => unique(extractRules(mdx, 'page').flatMap(ruleBadges));

export const badgePopId = (badge: RuleBadge) => `pb-${badge}`;

/** An abbreviation as the glossary writes one: two to five letters, two of them capitals (SP, CEL, AoA). */
const ABBREVIATION = (w: string) => /^[A-Z][A-Za-z]{1,4}$/.test(w) && /[A-Z].*[A-Z]/.test(w);

/** A glossary's abbreviations (a term's name or alias) and the term each stands for. */
export function glossaryAbbreviations(terms: readonly { id: string; term: string; aliases?: readonly string[] }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of terms) for (const n of [t.term, ...(t.aliases ?? [])]) if (ABBREVIATION(n) && !out.has(n)) out.set(n, t.id);
  return out;
}

/**
 * The abbreviations a chart's column label uses and their glossary terms, each once, in order:
 * "CP (French)" gives CP; a plural ("SPs") is named by its singular when the glossary has it.
 */
export function labelAbbreviations(label: string, abbreviations: ReadonlyMap<string, string>): { word: string; term: string }[] {
  const out: { word: string; term: string }[] = [];
  for (const [found] of label.matchAll(/\b[A-Z][A-Za-z]{1,5}\b/g)) {
    const word = found.endsWith('s') && abbreviations.has(found.slice(0, -1)) ? found.slice(0, -1) : found;
    const term = abbreviations.get(word);
    if (term && !out.some((x) => x.term === term)) out.push({ word, term });
  }
  return out;
}

/** The `<Chart id="...">` ids a chapter shows. */
export const chartIds = (mdx: string): string[] => unique([...mdx.matchAll(/<Chart\s+[^>]*?id="([^"]+)"/g)].map((m) => m[1]!));

/** The anchor of a checklist step on the sequence-of-play page (state id "death-ride.impulse.fire" -> "s-impulse-fire"). */
export const stepAnchor = (stateId: string) => `s-${stateId.split('.').slice(1).join('-')}`;

// words whose full stop does not end a sentence
const ABBREV = /(?:^|\s)(?:e\.g|i\.e|etc|vs|cf|no|nos|p|pp|approx|incl)\.$/i;

/** Plain text of an MDX fragment: components and Markdown marks removed, one string per paragraph or list item. */
function paragraphs(mdx: string, label: (id: string) => string): string[] {
  const text = mdx
    .replace(/<RuleRef\s+[^>]*?id="([^"]+)"[^>]*?\/>/g, (_, id: string) => label(id))
    .replace(/<RuleRef\s+[^>]*>([\s\S]*?)<\/RuleRef>/g, '$1')
    .replace(/<Term\s+[^>]*>([\s\S]*?)<\/Term>/g, '$1')
    .replace(/<CalcLink\s[\s\S]*?<\/CalcLink>/g, '')
    .replace(/<[A-Za-z][^>]*\/>/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_]/g, '$1$2');
  const out: string[] = [];
  let cur: string[] = [];
  const flush = () => {
    if (cur.length) out.push(cur.join(' ').replace(/\s+/g, ' ').trim());
    cur = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('|') || /^#{1,6}\s/.test(line) || /^(-{3,}|\{\/\*.*\*\/\})$/.test(line)) {
      flush();
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      cur.push(item[1]!);
    } else cur.push(line.replace(/^>\s?/, ''));
  }
  flush();
  return out.filter((p) => /[A-Za-z0-9]/.test(p));
}

/** The first sentence of a text, cut at a word near `max` characters with "…" when longer. */
export function firstSentence(text: string, max = 200): string {
  const opens = (t: string) => (t.match(/\(/g)?.length ?? 0) - (t.match(/\)/g)?.length ?? 0);
  let end = text.length;
  for (const m of text.matchAll(/[.!?](?=\s|$)/g)) {
    const upTo = text.slice(0, m.index! + 1);
    if (m[0] === '.' && ABBREV.test(upTo)) continue;
    // not inside brackets ("(5.1.7: !, ?)"), and not a run-in label of one or two words ("Army. The top level…")
    if (opens(upTo) > 0 || upTo.trim().split(/\s+/).length <= 2) continue;
    end = upTo.length;
    break;
  }
  const s = text.slice(0, end).trim();
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).replace(/[\s,;:(]+$/, '')}…`;
}

/**
 * What a cross-reference popover says under the rule's title: the first sentence of
 * the rule's own text, not counting its notes; a rule whose only text is a note (a
 * part our source lacks, say) gives the note's first sentence; "" when it has no text.
 * `label` turns a cross-reference inside the text into words (its number, or a title).
 */
export function ruleLead(body: string, label: (id: string) => string = (id) => id, max = 200): string {
  const own = paragraphs(body.replace(/<Note\b[\s\S]*?<\/Note>/g, ''), label);
  const first = own[0] ?? paragraphs(body, label)[0];
  return first ? firstSentence(first, max) : '';
}

/** Is rule `id` in the subtree rooted at `root`? "7" and "7.0" hold every 7.x rule; "7.4" holds 7.4 and 7.4.x. */
export function inSubtree(root: string, id: string): boolean {
  const r = root.replace(/^(\d+)\.0$/, '$1');
  return id === r || id === `${r}.0` || id.startsWith(`${r}.`);
}
