/**
 * Metz 1870 quick odds for the printed aid: the Morale Test (9.1) by modified
 * TCR and MT modifier, and the Break Test (10.1) by modified TCR. Both read
 * one d10 (a 0 is 10), so every cell counts faces out of 10.
 */
import { outOf, signedLabel, span, type OddsTable } from '../../../lib/aid.ts';
import { breakTest, moraleTest, BREAK_NAME } from '../morale/tests.ts';

const TCRS = span(0, 12);
const MT = span(0, 3);

const morale: OddsTable = {
  id: 'morale-test',
  title: 'Morale Test: no hit · one hit · two hits',
  rules: ['9.1', '3.1.2', '8.5'],
  note:
    'The white die of the fire roll plus the MT modifier of the result (0 for MT or CH+MT, +1 to +3 for MT+1 to MT+3), minus the unit\'s modified TCR. ' +
    'Each cell gives the white faces, out of 10, that pass · give one Morale Hit · give two.',
  corner: 'Modified TCR',
  columns: MT.map((m) => `MT modifier ${signedLabel(m)}`),
  rows: TCRS.map((t) => {
    const cells = MT.map((m) => {
      const r = moraleTest(t, m).byHits;
      return [r[0], r[1], r[2]].map((x) => outOf(x.prob, 10)).join(' · ');
    });
    return { label: String(t), cells };
  }),
};

const KINDS = ['confident', 'normal', 'uneasy', 'broken'] as const;
const breakT: OddsTable = {
  id: 'break-test',
  title: 'Break Test result by modified TCR',
  rules: ['10.1', '3.1.2'],
  note: 'One d10 against the unit\'s modified TCR. Each cell counts the faces, out of 10, that give the result.',
  corner: 'Modified TCR',
  columns: KINDS.map((k) => BREAK_NAME[k]),
  rows: TCRS.map((t) => {
    const r = breakTest(t);
    return { label: String(t), cells: KINDS.map((k) => outOf(r[k].prob, 10)) };
  }),
};

export default [morale, breakT] satisfies OddsTable[];
