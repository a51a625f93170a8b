/**
 * 1914, Offensive à outrance quick odds for the printed aid: the
 * Effectiveness Check (6.2.1), 2d6 plus DRMs at or below the Force's CEL, and
 * a Fort's involuntary abandonment (8.5), 1d6 above its Abandonment Number.
 */
import { chance, rollAgainst, span, twoD6, type OddsTable } from '../../../lib/aid.ts';
import { abandonment } from '../forts/abandonment.ts';

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

const fort: OddsTable = {
  id: 'fort-abandonment',
  title: 'Fort involuntary abandonment: chance it is abandoned',
  rules: ['8.5'],
  note:
    'Once only, the first moment an enemy Combat unit stands next to a Fort with no friendly Combat unit in its hex: roll 1d6; above the Fort\'s printed ' +
    'Abandonment Number it is abandoned (flipped or eliminated, then retreated 3 hexes). Each cell counts the faces of the die that abandon it. ' +
    'Montmédy, number 1: 5 in 6.',
  corner: 'Abandonment Number',
  columns: ['Abandoned'],
  rows: span(1, 5).map((n) => ({ label: String(n), cells: [chance(abandonment(n).chance, 6)] })),
};

export default [ec, fort] satisfies OddsTable[];
