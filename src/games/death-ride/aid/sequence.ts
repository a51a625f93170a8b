/**
 * The printed player aid's words for the Death Ride steps whose own first line runs past what one
 * line of the printed sequence holds (src/lib/aid.ts, paperStep). Shortened from steps.ts, nothing added.
 */
import type { AidSequence } from '../../../lib/aid.ts';

const IMPULSE = 'Pass, activate an Inactive leader, activate the Unactivated Fresh units of one area, or re-organise (two Spent units, or a single cavalry division).';

const paper: AidSequence = {
  germanImpulse: { line: IMPULSE },
  frenchImpulse: { line: IMPULSE },
  extraFrench: { line: IMPULSE },
  extraGerman: { line: IMPULSE },
  extraFrenchAfter: { line: IMPULSE },
  regroup: { line: 'Each player may move one division (kept together) or one leader to an adjacent area free of the enemy, not next to it, and outside any potential Beaten Zone.' },
};
export default paper;
