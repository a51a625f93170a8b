/**
 * 1914, Offensive à outrance quick odds for the printed aid: the
 * Effectiveness Check (6.2.1), 2d6 plus DRMs at or below the Force's CEL.
 */
import { chance, rollAgainst, span, twoD6, type OddsTable } from '../../../lib/aid.ts';

const ec: OddsTable = {
  id: 'effectiveness-check',
  title: 'Effectiveness Check: chance of passing',
  rules: ['6.2.1', '6.2.2', '10.0'],
  note:
    'Roll 2d6 and add the DRMs: at or below the Force\'s current CEL it passes. Only the CEL minus the net DRM matters, so read the row of that number; ' +
    'each cell counts the 36 pairs of dice that pass.',
  corner: 'CEL − net DRM',
  columns: ['Passes'],
  rows: span(1, 12).map((x) => ({
    label: x === 1 ? '1 or less' : x === 12 ? '12 or more' : String(x),
    cells: [chance(rollAgainst(twoD6, 0, x, 'at-most'), 36)],
  })),
};

export default [ec] satisfies OddsTable[];
