/**
 * 1914 supply penalty (15.4 step 4): an Out of Supply Force loses one CE
 * status level, an Isolated one three. The rule speaks of the CEL; what moves
 * is the CE status (6.1: status falls with supply), down the ladder of
 * effectiveness/ladder.ts, where reductions past D2 are ignored (6.1.3: only a
 * post-combat EC turns them into SRs). A lone Asset's CEL never changes: each
 * loss becomes a Strength Reduction (5.5.2), one for the whole loss or one per
 * level, the reading the Effectiveness Check offers too.
 */
import { count } from '../../../lib/guard.ts';
import { oneOf } from '../../../lib/answers.ts';
import { celOf, D2, reduce, statusLabel } from '../effectiveness/ladder.ts';
import type { AssetState } from '../effectiveness/post-combat.ts';

export const ASSET_STATES: readonly AssetState[] = ['full', 'reduced', 'no-back'];

export interface FormationPenalty {
  /** CE status step before and after (0 full … 6 D2) */
  from: number;
  to: number;
  celBefore: number;
  celAfter: number;
  /** reductions past D2, ignored */
  ignored: number;
}

export function formationPenalty(base: number, step: number, reductions: number): FormationPenalty {
  count('CE status step', step, { max: D2 });
  count('reductions', reductions, { max: 3 });
  const r = reduce(step, reductions, 'ignore');
  return { from: step, to: r.step, celBefore: celOf(base, step), celAfter: celOf(base, r.step), ignored: r.lost };
}

export interface AssetPenalty {
  sr: number;
  fate: 'holds' | 'flipped' | 'eliminated';
}

/** A lone Asset: no loss, one SR (flipped if it has a full side to lose), or elimination. */
export function assetPenalty(state: AssetState, reductions: number, perLevel: boolean): AssetPenalty {
  oneOf('Asset strength side', state, ASSET_STATES);
  count('reductions', reductions, { max: 3 });
  if (reductions === 0) return { sr: 0, fate: 'holds' };
  const sr = perLevel ? reductions : 1;
  return { sr, fate: state === 'full' && sr === 1 ? 'flipped' : 'eliminated' };
}

export const statusText = (step: number): string => (step === 0 ? 'full' : statusLabel(step));
