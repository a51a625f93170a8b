/**
 * 1914 Fort abandonment (8.5): the rulebook's Montmédy example (research
 * notes section 8, example 21), counted exactly over the six faces of a d6.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frac } from '../../../src/lib/fraction.ts';
import { abandonment } from '../../../src/games/1914-offensive/forts/abandonment.ts';

describe('worked examples', () => {
  it('8.5 Montmédy example: Abandonment Number 1, a 1 stands and 2-6 abandon: 5/6, the chance the rules page states', () => {
    const r = abandonment(1);
    expect(r.faces).toEqual([2, 3, 4, 5, 6]);
    expect(r.wins).toBe(5n);
    expect(r.total).toBe(6n);
    expect(r.chance.equals(frac(5, 6))).toBe(true);
    const page = readFileSync(join(import.meta.dirname, '../../../content/1914-offensive/rules/specific-unit-types.mdx'), 'utf8');
    expect(page).toMatch(/Abandonment Number 1\b[^\n]*a 5 in 6 chance/);
  });
});

describe('the roll must exceed the number', () => {
  it('each number n abandons on (6 − n)/6; 0 always, 6 never', () => {
    for (let n = 0; n <= 6; n++) expect(abandonment(n).chance.equals(frac(6 - n, 6)), `n = ${n}`).toBe(true);
    expect(abandonment(0).sure).toBe(true);
    expect(abandonment(6).impossible).toBe(true);
  });
  it('refuses what is not a number on a d6', () => {
    for (const bad of [-1, 7, 1.5, Number.NaN]) expect(() => abandonment(bad)).toThrow(RangeError);
  });
});
