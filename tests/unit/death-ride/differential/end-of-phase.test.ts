/**
 * Differential test of the Death Ride end of the action phase (2.3, 11.2) and
 * the movement costs block against references written from the card alone.
 */
import { describe, expect, it } from 'vitest';
import { endOfPhase, metzModifier } from '../../../../src/games/death-ride/end-of-phase.ts';
import { movementCost } from '../../../../src/games/death-ride/movement.ts';
import eop from '../../../../src/games/death-ride/calculators/end-of-phase.ts';
import mov from '../../../../src/games/death-ride/calculators/movement.ts';
import { run } from '../../../../src/lib/calculator.ts';

/** exact rationals as [numerator, denominator] with a power-of-ten denominator, compared as reduced strings */
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const str = (n: bigint, d: bigint) => {
  if (n === 0n) return '0';
  const g = gcd(n, d);
  return d / g === 1n ? `${n / g}` : `${n / g}/${d / g}`;
};

function refPhase(m: number, counting: 'pair' | 'each', die: '1-10' | '0-9') {
  // before the j-th French impulse: Final if 1d10 + m <= n, n = j (a pair per mark) or 2j (every impulse)
  const rows: { j: number; n: number; check: string; endsAt: string; endedBy: string; reaches: string }[] = [];
  let reachN = 1n, reachD = 1n; // P(French get at least j impulses)
  let expN = 0n, expD = 1n;
  for (let j = 1; j <= 30 && reachN > 0n; j++) {
    const n = counting === 'pair' ? j : 2 * j;
    let faces = 0;
    for (let f = die === '1-10' ? 1 : 0; f <= (die === '1-10' ? 10 : 9); f++) if (f + m <= n) faces++;
    const endsN = reachN * BigInt(faces), endsD = reachD * 10n;
    const endedN = reachD * 10n - reachN * BigInt(10 - faces); // 1 - reach*(1-p)
    rows.push({ j, n, check: str(BigInt(faces), 10n), endsAt: str(endsN, endsD), endedBy: str(endedN, reachD * 10n), reaches: str(reachN, reachD) });
    expN = expN * endsD + BigInt(j) * endsN * expD; expD = expD * endsD;
    reachN = reachN * BigInt(10 - faces); reachD = reachD * 10n;
  }
  return { rows, complete: reachN === 0n, expected: str(expN, expD) };
}

describe('Death Ride 2.3 end of the action phase: ours against the card reference', () => {
  it('every modifier -12..+12, both countings, both die readings', () => {
    for (let m = -12; m <= 12; m++)
      for (const counting of ['pair', 'each'] as const)
        for (const die of ['1-10', '0-9'] as const) {
          const got = endOfPhase(m, { counting, die });
          const want = refPhase(m, counting, die);
          expect({ m, counting, die, rows: got.rows.map((r) => ({ j: r.j, n: r.n, check: String(r.check), endsAt: String(r.endsAt), endedBy: String(r.endedBy), reaches: String(r.reaches) })) }).toEqual({ m, counting, die, rows: want.rows });
          expect({ m, counting, die, complete: got.complete, e: String(got.expected) }).toEqual({ m, counting, die, complete: want.complete, e: want.expected });
        }
  });
  it('Metz: -1 per red area held solely by Germans, -2 at most', () => {
    for (let a = 0; a <= 10; a++) expect(metzModifier(a)).toBe(a === 0 ? 0 : -Math.min(2, a));
  });
  it('the page adds the turn and Metz modifiers and refuses bad input', () => {
    const r = run(eop, { 'modifier-turn': '3', metz: '5' });
    expect(r.result!.steps.find((s) => s.label === 'Modifier m')!.value).toBe('+1');
    for (const q of [{ turn: '8' }, { metz: '-1' }, { 'modifier-turn': 'x' }, { counting: 'odd' }, { die: 'd12' }] as Record<string, string>[]) {
      const bad = run(eop, q);
      expect(Object.keys(bad.errors).length, JSON.stringify(q)).toBeGreaterThan(0);
      expect(bad.result).toBeUndefined();
    }
  });
});

describe('Death Ride movement costs block', () => {
  it('every combination of the five conditions, both readings (exhaustive)', () => {
    for (let k = 0; k < 32; k++) {
      const c = { enterEnemy: !!(k & 1), enterBeaten: !!(k & 2), crossRavine: !!(k & 4), leaveEnemy: !!(k & 8), cavalryWoods: !!(k & 16) };
      const base = c.enterEnemy || c.enterBeaten ? 2 : 1;
      const plus = (c.crossRavine ? 1 : 0) + (c.leaveEnemy ? 1 : 0) + (c.cavalryWoods ? 2 : 0);
      expect(movementCost(c, 'base-plus').cost).toBe(base + plus);
      const single = Math.max(base, c.crossRavine ? 2 : 0, c.leaveEnemy ? 2 : 0, c.cavalryWoods ? 3 : 0);
      expect(movementCost(c, 'highest-single').cost).toBe(single);
      const q = { enemy: c.enterEnemy ? '1' : '0', beaten: c.enterBeaten ? '1' : '0', ravine: c.crossRavine ? '1' : '0', leave: c.leaveEnemy ? '1' : '0', woods: c.cavalryWoods ? '1' : '0' };
      expect(run(mov, q).result!.summary![0]!.value).toBe(String(base + plus));
      expect(run(mov, { ...q, reading: 'highest-single' }).result!.summary![0]!.value).toBe(String(single));
    }
  });
  it('activation by fire: Frossard 1-4, others 1-3, on either die reading', () => {
    for (const [leader, k] of [['frossard', 4], ['other', 3]] as const)
      for (const [die, sides] of [['d6', 6], ['d10', 10]] as const) {
        const got = run(mov, { leader, die }).result!.summary![1]!.value;
        expect(String(got)).toBe(str(BigInt(k), BigInt(sides)));
      }
  });
  it('bad input is refused', () => {
    for (const q of [{ enemy: 'maybe' }, { reading: 'sum' }, { leader: 'bazaine' }, { die: 'd8' }] as Record<string, string>[]) {
      expect(Object.keys(run(mov, q).errors).length, JSON.stringify(q)).toBeGreaterThan(0);
    }
  });
});
