// lib/words.ts phrases(): the server build has the words as written; the browser's reads them from
// the page's JSON (here a stand-in document), and a phrase the page lacks is an error, never a blank.
import { afterEach, describe, expect, it } from 'vitest';
import { fill, phrases, phrasesId } from '../../../src/lib/words.ts';

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('phrases', () => {
  it('as written where the words exist, with the id the page carries them under', () => {
    const say = phrases('g-calc', { hi: 'Roll {n} dice' });
    expect(say.hi).toBe('Roll {n} dice');
    expect(phrasesId(say)).toBe('g-calc');
    expect(() => phrasesId({})).toThrow();
  });
  it("in the browser's build (no words), read from #phrases-<id>; a missing one throws", () => {
    const json = JSON.stringify({ hi: 'Roll {n} dice' });
    (globalThis as { document?: unknown }).document = { getElementById: (id: string) => (id === 'phrases-g-calc' ? { textContent: json } : null) };
    const say = phrases<{ hi: string; gone: string }>('g-calc', false);
    expect(fill(say.hi, { n: 2 })).toBe('Roll 2 dice');
    expect(() => say.gone).toThrow(/g-calc\.gone/);
    expect(() => phrases<{ hi: string }>('other', false).hi).toThrow(/other\.hi/);
  });
  it('fill leaves a blank it is not given as it is', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
