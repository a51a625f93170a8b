/**
 * Naval battle (10.1-10.6): every fleet rolls 1D6 plus its own admiral's
 * combat bonus, each side adds its rolls, and the difference between the
 * totals picks the band (10.1). Coastal batteries add to a harbor's defenders
 * (10.4); a harbor with no fleet rolls for its fortress. Exact over every die.
 */
import { Dist, d6 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { count, modifier } from '../../../lib/guard.ts';

export type Band = 'tie' | 'retreat' | 'one' | 'two' | 'all';

/** 10.1: what the side with the lower total suffers, by the difference. */
export function band(difference: number): Band {
  const d = Math.abs(modifier('difference', difference));
  return d === 0 ? 'tie' : d <= 3 ? 'retreat' : d <= 7 ? 'one' : d <= 11 ? 'two' : 'all';
}

/** Fleets the loser loses in a band: at most the fleets it has. */
export function fleetsLost(b: Band, fleets: number): number {
  count('fleets', fleets);
  return b === 'all' ? fleets : b === 'two' ? Math.min(2, fleets) : b === 'one' ? Math.min(1, fleets) : 0;
}

/** One side's total: one 1D6 per fleet plus its bonus, plus a flat DRM for the side. */
export function sideTotal(bonuses: readonly number[], flat = 0): Dist {
  bonuses.forEach((b, i) => modifier(`fleet ${i + 1} bonus`, b, 20));
  modifier('side DRM', flat, 40);
  if (!bonuses.length) throw new RangeError('a side rolls for at least one fleet (or for its fortress)');
  return bonuses.map((b) => d6.plus(b)).reduce((a, b) => a.plus(b)).plus(flat);
}

/** 10.4: a harbor's fortress with no fleet present rolls 1D6 with +2 per level above the first. */
export function fortressAlone(level: number): Dist {
  count('fortress level', level, { min: 1, max: 3 });
  return d6.plus(2 * (level - 1));
}

/** 10.4: with fleets present, +2 per permanent fortress point. */
export const batteryDrm = (points: number): number => 2 * count('fortress points', points, { min: 0, max: 3 });

export interface BattleOdds {
  /** phasing total minus non-phasing total */
  difference: Dist;
  tie: Fraction;
  /** by band, for the side that loses */
  phasingLoses: Record<Exclude<Band, 'tie'>, Fraction>;
  otherLoses: Record<Exclude<Band, 'tie'>, Fraction>;
}

export function battle(phasing: Dist, other: Dist): BattleOdds {
  const difference = phasing.minus(other);
  const by = (loser: 'phasing' | 'other', b: Band) => difference.prob((v) => (loser === 'phasing' ? v < 0 : v > 0) && band(v) === b);
  const bands = ['retreat', 'one', 'two', 'all'] as const;
  return {
    difference,
    tie: difference.exactly(0),
    phasingLoses: Object.fromEntries(bands.map((b) => [b, by('phasing', b)])) as BattleOdds['phasingLoses'],
    otherLoses: Object.fromEntries(bands.map((b) => [b, by('other', b)])) as BattleOdds['otherLoses'],
  };
}

/** 10.5: a named admiral whose fleet sank dies on a 12 (1/36); the chance that at least one of n dies. */
export function admiralDeath(n: number): Fraction {
  count('admirals', n, { max: 6 });
  const survive = new Fraction(35n ** BigInt(n), 36n ** BigInt(n));
  return new Fraction(1n).sub(survive);
}
