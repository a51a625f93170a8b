/** Edge inputs on every On To Paris! calculator page: every field, option and reading at random, both ends of each number. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import combat from '../../../../src/games/on-to-paris/calculators/combat.ts';
import reaction from '../../../../src/games/on-to-paris/calculators/reaction.ts';
import supply from '../../../../src/games/on-to-paris/calculators/supply.ts';
import { checkEdges } from '../../calc-edges.ts';
import { run } from '../../../../src/lib/calculator.ts';

describe('On To Paris! calculators at the edges of their inputs', () => {
  it('combat', () => checkEdges(combat, 1000));
  it('combat with a whole CRT typed in (every box at random)', () => {
    const cols = ['1:3', '1:2', '-3', '-2,-1', '0', '+1,+2', '+3,+4', '+5', '2:1', '3:1', '4:1', '5:1'];
    const rows = ['s', 'm', 'l'].flatMap((z) => Array.from({ length: 13 }, (_, i) => `${i === 0 ? '1 or less' : i === 12 ? '13 or more' : i + 1} ${z}`));
    const half = fc.constantFrom('-', 'D', '1', '2', '3', 'D1', 'D2');
    const crt = fc.array(fc.tuple(half, half), { minLength: cols.length * rows.length, maxLength: cols.length * rows.length }).map((boxes) => ({
      charts: { crt: Object.fromEntries(cols.map((c, i) => [c, Object.fromEntries(rows.map((r, j) => [r, `${boxes[i * rows.length + j]![0]} / ${boxes[i * rows.length + j]![1]}`]))])) },
    }));
    checkEdges(combat, 300, crt);
    // the typed chart is read: with every box known the page gives the Victor's odds
    const full = fc.sample(crt, 1)[0]!;
    expect(run(combat, {}, full).result!.summary!.map((x) => x.label)).toContain('Attacker wins');
  });
  it('reaction', () => checkEdges(reaction, 1500));
  it('supply', () => checkEdges(supply, 1500));
});
