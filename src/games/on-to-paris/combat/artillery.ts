/**
 * On To Paris! 13.3: artillery. Strength is the sum of factors from the Artillery
 * Strength Factors Chart (absent from our source: the player's values, with the
 * few the rules' examples give), SP factors counting per full pair of SPs on the
 * side, fractions dropped at the end; halved (down) for the French under the Time
 * Fuse Penalty in clear terrain without a friendly Fortification (15.2).
 * A result read on the (absent) Artillery Effects Table is parsed from what the
 * player types, in the rules' own notation: "+2(D), 2½".
 */
import type { UserCells } from '../../../lib/user-chart.ts';
import { cellState } from '../../../lib/user-chart.ts';
import { ARTILLERY_EFFECTS } from './charts.ts';
import { Dist } from '../../../lib/dice.ts';
import { count, modifier, quote } from '../../../lib/guard.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

export interface FactorLine {
  label: string;
  /** artillery factor of one unit (may be a half, e.g. 1.5) */
  factor: Fraction;
  count: number;
}

export interface StrengthInput {
  /** Formations (each factor x count) */
  formations: FactorLine[];
  /** SPs on the side, pooled (13.3.2 examples pool a side's SPs into pairs) */
  sps: number;
  /** the factor of one full pair of SPs */
  pairFactor: Fraction;
  /** a friendly-controlled Fortification's factor, 0 if none */
  fortification: Fraction;
  /** French side under the Time Fuse Penalty, fighting in clear terrain without a friendly Fortification */
  timeFuseHalving: boolean;
}

export interface Strength {
  raw: Fraction;
  /** after dropping fractions */
  whole: number;
  /** after the Time Fuse halving, if any */
  strength: number;
  pairs: number;
}

const checkCount = (name: string, v: number) => count(name, v, { max: 999 });
function checkFactor(name: string, f: Fraction): void {
  if (f.n < 0n) throw new RangeError(`${name} must not be negative`);
}

const floorFrac = (f: Fraction): number => Number(f.n / f.d);

export function artilleryStrength(i: StrengthInput): Strength {
  checkCount('SPs', i.sps);
  checkFactor('pair factor', i.pairFactor);
  checkFactor('fortification factor', i.fortification);
  let raw = Fraction.ZERO;
  for (const f of i.formations) {
    checkCount(`${f.label} count`, f.count);
    checkFactor(`${f.label} factor`, f.factor);
    raw = raw.add(f.factor.mul(new Fraction(f.count)));
  }
  const pairs = Math.floor(i.sps / 2);
  raw = raw.add(i.pairFactor.mul(new Fraction(pairs))).add(i.fortification);
  const whole = floorFrac(raw);
  return { raw, whole, strength: i.timeFuseHalving ? Math.floor(whole / 2) : whole, pairs };
}

/** A result of the Artillery Effects Table as the rules write it. */
export interface ArtilleryResult {
  /** +1 or +2 on the firer's own CRT roll */
  drm: number;
  /** "D": the enemy is Demoralized after Battle Impact */
  demoralize: boolean;
  /** whole SPs the enemy loses at once */
  losses: number;
  /** a "½": roll 1D6, 1-3 is one more SP */
  half: boolean;
}

export const NO_RESULT: ArtilleryResult = { drm: 0, demoralize: false, losses: 0, half: false };

/**
 * Parse "+2(D), 2½", "+1", "D", "1", "2 1/2", "1.5", "-" (no effect). Returns a
 * message instead of a result when the text is not one of these; quotes at most
 * 24 characters of it.
 */
export function parseArtilleryResult(text: string): ArtilleryResult | { error: string } {
  const t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(\d) ?(?:1\/2|\.5)/g, '$1½')
    .replace(/(^|[ ,;])(?:1\/2|\.5)/g, '$1½');
  const quoted = quote(t);
  if (t === '' || t === '-' || t === '—' || t === '–' || /^no effect$/i.test(t)) return { ...NO_RESULT };
  const out = { ...NO_RESULT };
  for (const raw of t.split(/\s*[,;]\s*|\s+(?=[+\d])/)) {
    const part = raw.trim();
    if (!part) continue;
    let m = /^\+([12])\s*(\(D\))?$/i.exec(part);
    if (m) {
      out.drm = Number(m[1]);
      if (m[2]) out.demoralize = true;
      continue;
    }
    if (/^\(?D\)?$/i.test(part)) {
      out.demoralize = true;
      continue;
    }
    m = /^([0-4])?(½)?$/.exec(part);
    if (m && (m[1] || m[2])) {
      out.losses = Number(m[1] ?? 0);
      out.half = !!m[2];
      continue;
    }
    return { error: fill(SAY.notArtilleryResult, { text: quoted }) };
  }
  if (out.losses > 4) return { error: fill(SAY.artilleryAtMost4, { text: quoted }) };
  return out;
}

/**
 * The exact SP losses a result inflicts, as (losses, chance) rows, capped at
 * the SPs the enemy can lose. `name` says whose result a refusal is about.
 */
export function artilleryLosses(r: ArtilleryResult, enemyLosableSps: number, name = 'artillery result'): { losses: number; chance: Fraction }[] {
  count(`${name} losses`, r.losses, { max: 4 });
  count(`${name} DRM`, r.drm, { max: 2 });
  checkCount('SPs that artillery can take', enemyLosableSps);
  const cap = (n: number) => Math.min(n, enemyLosableSps);
  if (!r.half) return [{ losses: cap(r.losses), chance: Fraction.ONE }];
  const a = cap(r.losses);
  const b = cap(r.losses + 1);
  if (a === b) return [{ losses: a, chance: Fraction.ONE }];
  return [
    { losses: a, chance: new Fraction(1, 2) },
    { losses: b, chance: new Fraction(1, 2) },
  ];
}

/**
 * The exact result of one side's roll on the player's Artillery Effects Table
 * (charts.ts), 2D6 + modifiers against its strength, once the totals it can
 * reach are entered.
 */
export function artilleryRoll(
  strength: number,
  mod: number,
  user: UserCells | undefined,
): { complete: boolean; missing: number[]; results: { result: string; prob: Fraction }[] } {
  count('Artillery Strength', strength, { min: 1, max: 999 });
  modifier('artillery roll modifier', mod, 99);
  const row = strength >= 25 ? '25 or more' : String(strength);
  const roll = Dist.die(6).times(2).plus(mod);
  const missing: number[] = [];
  const by = new Map<string, bigint>();
  for (const [t, w] of roll.weights) {
    const col = t <= 1 ? '1 or less' : t >= 13 ? '13 or more' : String(t);
    const s = cellState(ARTILLERY_EFFECTS, col, row, user);
    const v = s.kind === 'unknown' ? null : s.value.trim();
    if (v === null || 'error' in parseArtilleryResult(v)) missing.push(t);
    else by.set(v, (by.get(v) ?? 0n) + w);
  }
  return { complete: missing.length === 0, missing, results: [...by].map(([result, w]) => ({ result, prob: new Fraction(w, roll.total) })) };
}
