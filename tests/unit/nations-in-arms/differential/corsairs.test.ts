// Differential test of the Nations in Arms corsairs calculator (12.2.4 / 10.7): each fleet finds the
// corsair on 1D6 + maneuver - corsair value >= 5, then sinks it on 1D6 + combat >= 5; the corsair
// survives only if no fleet both finds and sinks it. Reference from the rulebook, exhaustive.
import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/lib/calculator.ts';
import type { Fraction } from '../../../../src/lib/fraction.ts';
import corsairs from '../../../../src/games/nations-in-arms/calculators/corsairs.ts';
import { hunt, sunk } from '../../../../src/games/nations-in-arms/naval/corsairs.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

const frac = (f: Fraction) => f as unknown as { n: bigint; d: bigint };
const eq = (f: Fraction, n: bigint, d: bigint) => frac(f).n * d === n * frac(f).d;
/** faces of 1D6 with die + mod >= 5 */
const faces = (mod: number) => Math.min(6, Math.max(0, 7 - (5 - mod)));

describe('corsairs: exhaustive over values 0-5 and one to three fleets of maneuver and combat -3..5', () => {
  it('one fleet: finds, and finds and sinks', () => {
    for (let v = 0; v <= 5; v++) for (let m = -3; m <= 5; m++) for (let c = -3; c <= 5; c++) {
      const h = hunt({ maneuver: m, combat: c }, v);
      expect(eq(h.detect.chance, BigInt(faces(m - v)), 6n)).toBe(true);
      expect(eq(h.sink.chance, BigInt(faces(c)), 6n)).toBe(true);
      expect(eq(h.both, BigInt(faces(m - v) * faces(c)), 36n)).toBe(true);
    }
  });
  it('two and three fleets: 1 - the product of each fleet failing, through the calculator', () => {
    const vals = [-3, -1, 0, 1, 2, 3, 5];
    for (let v = 0; v <= 5; v++) for (const m1 of vals) for (const c1 of vals) for (const m2 of [-3, 0, 2, 5]) for (const c2 of [-3, 0, 2, 5]) for (const n of [1, 2, 3]) {
      const fl = [{ maneuver: m1, combat: c1 }, { maneuver: m2, combat: c2 }, { maneuver: m2, combat: c1 }].slice(0, n);
      const miss = fl.reduce((s, f) => s * BigInt(36 - faces(f.maneuver - v) * faces(f.combat)), 1n);
      const den = 36n ** BigInt(n);
      expect(eq(sunk(fl, v).sunk, den - miss, den), JSON.stringify([v, fl])).toBe(true);
      if (m1 === 0 && c1 === 0) {
        const q: Record<string, string> = { value: String(v), fleets: String(n) };
        fl.forEach((f, i) => { q[`m${i + 1}`] = String(f.maneuver); q[`c${i + 1}`] = String(f.combat); });
        const out = run(corsairs, q);
        expect(out.failure).toBeUndefined();
        const s = out.result!.summary!.find((x) => /sunk/i.test(x.label));
        expect(s, out.result!.summary!.map((x) => x.label).join('; ')).toBeTruthy();
        expect(eq(s!.value as Fraction, den - miss, den)).toBe(true);
      }
    }
  });
});

describe('corsairs calculator: every input at its edges', () => {
  it('random in-domain inputs give a result and never NaN', () => sweep(corsairs, 500));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(corsairs));
});
