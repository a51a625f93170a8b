// Differential test of the Nations in Arms reaction calculator: land interception (5.2.6),
// avoidance (5.2.7, with its -3..+3 clamp and the cossacks/guerrillas +5), March to the Sound of
// the Guns (8.1.1) and naval interception/avoidance (5.3.1): all 2D6 + DRM >= 10. The reference is
// written from the rulebook; every combination of the inputs is compared, through the calculator.
import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/lib/calculator.ts';
import type { Fraction } from '../../../../src/lib/fraction.ts';
import reaction from '../../../../src/games/nations-in-arms/calculators/reaction.ts';
import { avoidance, interception } from '../../../../src/games/nations-in-arms/reaction/land.ts';
import { march } from '../../../../src/games/nations-in-arms/reaction/march.ts';
import { navalCheck } from '../../../../src/games/nations-in-arms/reaction/naval.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

const frac = (f: Fraction) => f as unknown as { n: bigint; d: bigint };
/** rolls of 36 with 2D6 + drm >= 10 */
const wins = (drm: number) => { let w = 0; for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + drm >= 10) w++; return w; };
const is36 = (f: Fraction, w: number) => frac(f).n * 36n === BigInt(w) * frac(f).d;
const B = [false, true];
const text = (q: Record<string, string>) => JSON.stringify(run(reaction, q).result, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
const reduced = (w: number): string => { const g = (a: number, b: number): number => (b ? g(b, a % b) : a); const d = g(w, 36) || 1; return `"n":"${w / d}","d":"${36 / d}"`; };

describe('land interception (5.2.6)', () => {
  it('every combination of the DRMs and initiatives 0-6', () => {
    for (const light of B) for (const cav of B) for (const costly of B) for (const river of B) for (const powers of B) for (let i = 0; i <= 6; i++) for (let p = 0; p <= 6; p++) {
      const drm = +light + +cav - +costly - 3 * +river + Math.sign(i - p) - +powers;
      const c = interception({ lightCavalry: light, cavalryLeader: cav, costlyHex: costly, acrossRiver: river, interceptorInitiative: i, phasingInitiative: p, severalPowers: powers });
      expect(c.net).toBe(drm);
      expect(is36(c.roll.chance, wins(drm))).toBe(true);
      if (p === 3) {
        const t = text({ kind: 'intercept', light: String(light), cavleader: String(cav), difficult: String(costly), river: String(river), powers: String(powers), interceptor: String(i), mover: String(p) });
        if (wins(drm) > 0 && wins(drm) < 36) expect(t).toContain(reduced(wins(drm)));
      }
    }
  });
});

describe('land interception refused', () => {
  it('demoralized units cannot intercept (5.2.6, 8.3.4): no chance is offered', () => {
    const r = run(reaction, { kind: 'intercept', 'demoralized-interceptor': '1' });
    const s = r.result!.summary!.map((x) => String(x.value)).join(' ');
    expect(JSON.stringify(r.result?.summary ?? []), s).not.toMatch(/"n":"[1-9]/);
  });
});

describe('land avoidance (5.2.7)', () => {
  it('Ferdinand example: initiative 3 against Napoleon 5, nothing else: +1', () => {
    const c = avoidance({ avoider: 'leader', leaderInitiative: 3, movingInitiative: 5, difficultTerrain: false, lightCavalry: false, cavalryLeader: false, acrossRiver: false, lone: 'no-initiative' });
    expect(c.net).toBe(1);
  });
  it('a leader: own initiative, minus the shortfall on the mover, terrain, cavalry, river; clamped to -3..+3', () => {
    for (const dif of B) for (const light of B) for (const cav of B) for (const river of B) for (let o = 0; o <= 6; o++) for (let m = 0; m <= 6; m++) {
      const raw = o + Math.min(0, o - m) + +dif + +light + +cav - 3 * +river;
      const net = Math.max(-3, Math.min(3, raw));
      const c = avoidance({ avoider: 'leader', leaderInitiative: o, movingInitiative: m, difficultTerrain: dif, lightCavalry: light, cavalryLeader: cav, acrossRiver: river, lone: 'no-initiative' });
      expect([c.raw, c.net]).toEqual([raw, net]);
      expect(is36(c.roll.chance, wins(net))).toBe(true);
      if (m === 4) {
        const t = text({ kind: 'avoid', avoider: 'leader', own: String(o), mover: String(m), difficult: String(dif), light: String(light), cavleader: String(cav), river: String(river) });
        if (wins(net) > 0 && wins(net) < 36) expect(t).toContain(reduced(wins(net)));
      }
    }
  });
  it('cossacks or guerrillas alone: +5 and the other DRMs, never clamped; both initiative readings', () => {
    for (const dif of B) for (const light of B) for (const cav of B) for (const river of B) for (let m = 0; m <= 6; m++) for (const lone of ['no-initiative', 'zero-initiative'] as const) {
      const raw = 5 + +dif + +light + +cav - 3 * +river + (lone === 'zero-initiative' ? -m : 0);
      const c = avoidance({ avoider: 'cossacks-guerrillas', leaderInitiative: 0, movingInitiative: m, difficultTerrain: dif, lightCavalry: light, cavalryLeader: cav, acrossRiver: river, lone });
      expect([c.raw, c.net]).toEqual([raw, raw]);
      expect(is36(c.roll.chance, wins(raw))).toBe(true);
    }
  });
});

describe('March to the Sound of the Guns (8.1.1)', () => {
  it('leader + army bonus, river -4 (-2 with engineers), demoralized -4, out of supply -4', () => {
    for (let l = 0; l <= 5; l++) for (let a = 0; a <= 5; a++) for (const river of ['none', 'unbridged', 'unbridged-engineers'] as const) for (const dem of B) for (const oos of B) {
      const drm = l + a + (river === 'unbridged' ? -4 : river === 'unbridged-engineers' ? -2 : 0) - 4 * +dem - 4 * +oos;
      const c = march({ leaderBonus: l, armyBonus: a, river, demoralized: dem, outOfSupply: oos });
      expect(c.net).toBe(drm);
      expect(is36(c.roll.chance, wins(drm))).toBe(true);
    }
  });
  it('refused from the map into an off-map box and back', () => {
    const r = run(reaction, { kind: 'march', offmap: '1' });
    expect(JSON.stringify(r.result ?? r.errors)).toMatch(/off-map/i);
  });
});

describe('naval interception and avoidance (5.3.1): 2D6 + the maneuver factor (optional) >= 10', () => {
  it('maneuver -5..5, used or not', () => {
    for (let m = -5; m <= 5; m++) for (const use of B) {
      const c = navalCheck(m, use);
      expect(is36(c.roll.chance, wins(use ? m : 0))).toBe(true);
    }
  });
});

describe('reaction calculator: every input at its edges', () => {
  it('random in-domain inputs give a result and never NaN', () => sweep(reaction, 800));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(reaction));
});
