// Differential test of the Nations in Arms morale calculator: rally (8.3.5) and the
// demoralization check (8.3.3) against a reference written from the rulebook, exhaustively.
import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/lib/calculator.ts';
import type { Fraction } from '../../../../src/lib/fraction.ts';
import morale from '../../../../src/games/nations-in-arms/calculators/morale.ts';
import { demoralization, rally, rallyAttempts } from '../../../../src/games/nations-in-arms/morale/rally.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

const frac = (f: Fraction) => f as unknown as { n: bigint; d: bigint };
const eq = (f: Fraction, n: bigint, d: bigint) => frac(f).n * d === n * frac(f).d;
/** faces of 1D6 at most t */
const atMost = (t: number) => Math.min(6, Math.max(0, t));

describe('rally (8.3.5): 1D6 at most morale - 1 + the leader\'s combat value, 3 MP per attempt', () => {
  // rally() takes the force's basic morale and lowers it itself
  it('Charles example: basic morale 3, demoralized, combat 2: rallies on 1-4', () => {
    expect(eq(rally(3, 2).roll.chance, 4n, 6n)).toBe(true);
  });
  it('every basic morale 1-6 and combat 0-5: one attempt, then every MP 0-12', () => {
    for (let m = 1; m <= 6; m++) for (let c = 0; c <= 5; c++) {
      const r = rally(m, c);
      const k = atMost(m - 1 + c);
      expect(eq(r.roll.chance, BigInt(k), 6n), `morale ${m} combat ${c}`).toBe(true);
      for (let mp = 0; mp <= 12; mp++) {
        const n = Math.floor(mp / 3);
        const a = rallyAttempts(r.roll.chance, mp);
        expect(a.attempts).toBe(n);
        // 1 - (1 - k/6)^n
        const den = 6n ** BigInt(n);
        expect(eq(a.chance, den - BigInt(6 - k) ** BigInt(n), den), `m${m} c${c} mp${mp}`).toBe(true);
      }
    }
  });
  it('the calculator lowers the morale typed by 1 for the demoralized force', () => {
    for (let m = 1; m <= 6; m++) for (let c = 0; c <= 5; c++) for (let mp = 0; mp <= 12; mp++) {
      const out = run(morale, { kind: 'rally', morale: String(m), combat: String(c), mp: String(mp) });
      const text = JSON.stringify(out.result, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
      const k = atMost(m - 1 + c);
      const n = Math.floor(mp / 3);
      const den = 6n ** BigInt(n);
      const num = den - BigInt(6 - k) ** BigInt(n);
      // the chance over the attempts the MP allow appears, reduced, somewhere in the result
      const g = (a: bigint, b: bigint): bigint => (b === 0n ? a : g(b, a % b));
      const d = g(num, den) || 1n;
      if (n > 0 && num > 0n && num < den) expect(text, `m${m} c${c} mp${mp}`).toContain(`"n":"${num / d}","d":"${den / d}"`);
    }
  });
});

describe('demoralization (8.3.3): demoralized when 1D6 is above morale + commander - killed - losses - Old Guard', () => {
  it('Blücher example: morale 3, combat 1, 2 more losses: demoralized above 2', () => {
    expect(demoralization({ morale: 3, commanderBonus: 1, commanderKilled: false, lossDifference: 2, oldGuard: false }).target).toBe(2);
  });
  it('every combination, through the calculator', () => {
    for (let m = 1; m <= 6; m++) for (let c = 0; c <= 5; c++) for (const killed of [false, true]) for (let l = 0; l <= 20; l++) for (const guard of [false, true]) {
      const target = m + c - (killed ? 1 : 0) - l - (guard ? 1 : 0);
      const d = demoralization({ morale: m, commanderBonus: c, commanderKilled: killed, lossDifference: l, oldGuard: guard });
      expect(d.target).toBe(target);
      expect(eq(d.roll.chance, BigInt(6 - atMost(target)), 6n), `target ${target}`).toBe(true);
      const out = run(morale, { kind: 'demoralization', morale: String(m), combat: String(c), killed: String(killed), losses: String(l), guard: String(guard) });
      expect(out.failure).toBeUndefined();
      const p = 6 - atMost(target);
      const text = JSON.stringify(out.result, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
      const g = p === 0 ? [0, 1] : p === 6 ? [1, 1] : p === 3 ? [1, 2] : p === 2 ? [1, 3] : p === 4 ? [2, 3] : [p, 6];
      expect(text).toContain(`"n":"${g[0]}","d":"${g[1]}"`);
    }
  });
});

describe('demoralization (8.3.3), both readings of a loser who lost less (losses typed from -20 to 20)', () => {
  it('no modifier below 0 by default; +1 per point below 0 on the signed reading; the same above 0', () => {
    for (const ldiff of ['none', 'signed']) for (let m = 1; m <= 6; m++) for (let c = 0; c <= 5; c += 5) for (let l = -20; l <= 20; l++) {
      const target = m + c - (ldiff === 'signed' ? l : Math.max(0, l));
      const out = run(morale, { kind: 'demoralization', morale: String(m), combat: String(c), losses: String(l), ldiff });
      expect(out.errors).toEqual({});
      const p = 6 - atMost(target);
      const text = JSON.stringify(out.result, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
      const g = p === 0 ? [0, 1] : p === 6 ? [1, 1] : p === 3 ? [1, 2] : p === 2 ? [1, 3] : p === 4 ? [2, 3] : [p, 6];
      expect(text, `${ldiff} m ${m} c ${c} l ${l}`).toContain(`"n":"${g[0]}","d":"${g[1]}"`);
    }
  });
});

describe('found by the differential test', () => {
  it('a loser 25 combat points behind (a battle can reach 58: a result of 30 and a 28-step retreat) is accepted, and demoralized for sure', () => {
    const out = run(morale, { kind: 'demoralization', morale: '3', combat: '1', losses: '25' });
    expect(out.errors).toEqual({});
    const text = JSON.stringify(out.result, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
    expect(text).toContain('"n":"1","d":"1"');
  });
});

describe('morale calculator: every input at its edges', () => {
  it('random in-domain inputs give a result and never NaN', () => sweep(morale, 500));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(morale));
});
