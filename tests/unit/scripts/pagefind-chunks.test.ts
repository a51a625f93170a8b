// scripts/pagefind-chunks.mjs: Pagefind's word index cut into smaller chunks. That Pagefind reads
// the chunks it writes is tested by tests/unit/lib/search.test.ts (every search there runs on
// re-cut bundles) and by the question sets on the built site; here, its parts.
import { describe, expect, it } from 'vitest';
import { bounds, cut, decode, encode } from '../../../scripts/pagefind-chunks.mjs';

const hex = (v: unknown) => encode(v).toString('hex');

describe('CBOR as minicbor writes it', () => {
  it('encodes integers, text and arrays in their shortest forms (RFC 8949, appendix A)', () => {
    expect([0, 23, 24, 100, 1000, 1000000, 1000000000000].map(hex)).toEqual(['00', '17', '1818', '1864', '1903e8', '1a000f4240', '1b000000e8d4a51000']);
    expect([-1, -10, -100, -1000].map(hex)).toEqual(['20', '29', '3863', '3903e7']);
    expect(['', 'a', 'IETF', 'ü'].map(hex)).toEqual(['60', '6161', '6449455446', '62c3bc']);
    expect(hex([1, [2, 3], [4, 5]])).toBe('8301820203820405');
    expect(hex([])).toBe('80');
  });
  it('decodes what it encodes, and refuses what it cannot write back', () => {
    const v = [['word', [[24, [-25, 24, 300], []]], []], 'x', 70000];
    expect(decode(encode(v))).toEqual(v);
    expect(() => decode(Buffer.from('9f01ff', 'hex'))).toThrow(/indefinite/); // an indefinite-length array
    expect(() => decode(Buffer.from('0102', 'hex'))).toThrow(/after the value/);
  });
});

/** A word entry as Pagefind packs it: [word, [[page, positions, ...]], ...]; `n` positions on one page. */
type Word = [string, [number, number[], number[]][], unknown[]];
const word = (w: string, n: number): Word => [w, [[0, Array.from({ length: n }, (_, i) => i), []]], []];

describe('cutting the words', () => {
  it("sets each boundary to the shortest prefixes that tell its sides apart, as Pagefind's chunk_meta does", () => {
    // Pagefind's own test (pagefind/src/index/mod.rs, build_chunk_meta)
    const chunks = [[word('apple', 1)], [word('apricot', 1), word('banana', 1)], [word('peach', 1)]];
    expect(bounds(chunks)).toEqual([
      { from: 'apple', to: 'app' },
      { from: 'apr', to: 'b' },
      { from: 'p', to: 'peach' },
    ]);
  });
  it('keeps every word once, in order, each chunk from the size up to twice it', () => {
    const words = Array.from({ length: 200 }, (_, i) => word(`w${String(i).padStart(3, '0')}`, (i % 5) + 1));
    const chunks = cut(words, 20);
    expect(chunks.flat()).toEqual(words);
    // a unit is a position, plus one for each page the word is on
    const units = (c: Word[]) => c.reduce((n, w) => n + w[1][0]![1].length + 1, 0);
    for (const c of chunks.slice(0, -1)) {
      expect(units(c)).toBeGreaterThanOrEqual(20);
      expect(units(c)).toBeLessThan(2 * 20 + 6);
    }
  });
  it('ends a chunk where the next word shares the fewest letters with its last, not inside a family of words', () => {
    const words = ['charge', 'charged', 'charges', 'charging', 'column', 'demoralised', 'demoralized', 'demoralizes'].map((w) => word(w, 4));
    // 5 units a word: the size is reached inside "charg...", the cut waits for "column"
    expect(cut(words, 10).map((c: Word[]) => c.map((w) => w[0]))).toEqual([
      ['charge', 'charged', 'charges', 'charging'],
      ['column', 'demoralised', 'demoralized', 'demoralizes'],
    ]);
  });
  it('cuts a word list smaller than the size into one chunk', () => {
    expect(cut([word('a', 1), word('b', 1)], 100)).toHaveLength(1);
  });
});
