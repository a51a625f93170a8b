// lib/calculator.ts phrases() (words as HTML, lib/words.ts): the server build has the words as written; the browser's reads them from
// the page's JSON (here a stand-in document), and a page without them is an error, never a blank.
import { afterEach, describe, expect, it } from 'vitest';
import { fill, phrases, phrasesId, ruleLinkWords } from '../../../src/lib/words.ts';
import { chartWords } from '../../../src/lib/chart-words.ts';

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
  it("in the browser's build (no words), read from #phrases-<id>; a page without them throws", () => {
    const json = JSON.stringify({ hi: 'Roll {n} dice' });
    (globalThis as { document?: unknown }).document = { getElementById: (id: string) => (id === 'phrases-g-calc' ? { textContent: json } : null) };
    const say = phrases<{ hi: string }>('g-calc', false);
    expect(fill(say.hi, { n: 2 })).toBe('Roll 2 dice');
    expect(() => phrases<{ hi: string }>('other', false)).toThrow(/lacks the words other/);
  });
  it('fill leaves a blank it is not given as it is', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
  it('chartWords: a column of a chart by row; in the browser read from the page when first asked, not when made', () => {
    const chart = { rows: [{ id: 'a', condition: 'Target hex is Town', shift: -3 }, { id: 'b', condition: 'Target hex is Farm', shift: -2 }] };
    const server = chartWords('g-shifts', chart.rows, 'id', 'condition');
    expect(server('b')).toBe('Target hex is Farm');
    expect(phrasesId(server.set)).toBe('g-shifts');
    // the browser's build: no words given, and no page yet when the module loads
    const browser = chartWords('g-shifts', false, 'id', 'condition');
    (globalThis as { document?: unknown }).document = { getElementById: (id: string) => (id === 'phrases-g-shifts' ? { textContent: JSON.stringify(server.set) } : null) };
    expect(browser('a')).toBe('Target hex is Town');
    expect(() => browser('z')).toThrow(/no row z/);
    // a page that lacks them: an error when the words are first needed, never a blank
    expect(() => chartWords('g-other', false, 'id', 'condition')('a')).toThrow(/lacks the words g-other/);
  });
});

describe('ruleLinkWords', () => {
  it('shows a numbered rule as its number and an unnumbered one as its words, as ruleLinkText does with a title', () => {
    expect(ruleLinkWords('7.4')).toBe('7.4');
    expect(ruleLinkWords('13.10.2')).toBe('13.10.2');
    expect(ruleLinkWords('terrain-effects')).toBe('terrain effects');
  });
});
