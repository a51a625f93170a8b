/**
 * Force morale (8.1.2): the morale value held by the most steps. When several
 * values share the largest count, the owner picks one of them (and then half
 * his losses, rounded up, fall on steps of that value; the calculator says so).
 */
import { count } from '../../../lib/guard.ts';

export interface ForceMorale {
  morale: number;
  /** the values sharing the largest count, highest first */
  tied: number[];
  tie: boolean;
}

/**
 * counts[i]: steps of morale i + 1. chosen: the value picked on a tie (0: the
 * highest tied); a value that is not tied is refused; without a tie it is ignored.
 */
export function forceMorale(counts: readonly number[], chosen = 0): ForceMorale {
  counts.forEach((c, i) => count(`steps of morale ${i + 1}`, c, { max: 99 }));
  const most = Math.max(0, ...counts);
  if (most === 0) throw new RangeError('count at least one step');
  const tied = counts.map((c, i) => (c === most ? i + 1 : 0)).filter((m) => m > 0).reverse();
  const tie = tied.length > 1;
  if (tie && chosen !== 0 && !tied.includes(chosen)) throw new RangeError(`on this tie the morale is ${tied.join(' or ')}`);
  return { morale: tie && chosen !== 0 ? chosen : tied[0]!, tied, tie };
}
