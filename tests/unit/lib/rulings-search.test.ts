import { describe, expect, it } from 'vitest';
import { findRulings } from '../../../src/lib/rulings-search.ts';
import type { Ruling } from '../../../src/lib/rulings.ts';

const R = (id: string, rule: string, text: string, source?: string): Ruling => ({ id, rule, text, kind: 'house', date: '2026-03-12', ...(source ? { source } : {}) });
const list = [R('a', '8.1', 'Both units in the hex take the result.'), R('b', '12.3', 'Cavalry retreats two hexes, never into a wood.', 'designer on the forum'), R('c', '2.1', 'We use the printed hexes.')];
const ids = (q: string) => findRulings(list, q).map((r) => r.id);

describe('the rulings a search finds', () => {
  it('every word searched begins a word of the ruling', () => {
    expect(ids('cavalry retreat')).toEqual(['b']);
    expect(ids('hex')).toEqual(['a', 'b', 'c']);
    expect(ids('cavalry wood tank')).toEqual([]);
  });
  it('a question is read by its words, the filler dropped', () => expect(ids('what happens when cavalry retreats?')).toEqual(['b']));
  it('the source and the rule number are searched too', () => {
    expect(ids('forum')).toEqual(['b']);
    expect(ids('8.1')).toEqual(['a']);
  });
  it('nothing typed, nothing found', () => expect(ids('  ')).toEqual([]));
});
