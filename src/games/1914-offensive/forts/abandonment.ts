/**
 * 1914 involuntary Fort abandonment (8.5): once, when a Fort left without
 * friendly Combat units first has an enemy Combat unit next to it, the owner
 * rolls a d6. Beating the Fort's printed Abandonment Number abandons it (see
 * the rules page for the flip and the 3-hex retreat). Exact over six faces.
 */
import { d6 } from '../../../lib/dice.ts';
import { count } from '../../../lib/guard.ts';
import { rollAgainst, type TargetRoll } from '../../../lib/target-roll.ts';

/** The rolls that abandon a Fort with this Abandonment Number (0 to 6: 0 always, 6 never). */
export function abandonment(number: number): TargetRoll {
  count('Abandonment Number', number, { max: 6 });
  return rollAgainst(d6, number + 1, 0, 'at least');
}
