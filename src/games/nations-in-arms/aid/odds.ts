/**
 * Nations in Arms quick odds for the printed aid: the 2D6 rolls the rules
 * give a target for. Land interception (5.2.6) and combat avoidance (5.2.7)
 * need 10 or more after DRMs; the Spanish influence check (14.4.1) must reach
 * the year's target, 8 in 1809 and 7 in a later year (the 1808 target is lost).
 */
import { chance, rollAgainst, signedLabel, span, twoD6, type OddsTable } from '../../../lib/aid.ts';

const TARGETS = [
  { target: 10, label: '10 or more: interception, avoidance' },
  { target: 8, label: '8 or more: Spanish check, 1809' },
  { target: 7, label: '7 or more: Spanish check, a later year' },
];

const twoD6Table: OddsTable = {
  id: 'two-d6',
  title: '2D6 plus modifier against a target',
  rules: ['5.2.6', '5.2.7', '14.4.1'],
  note:
    'Roll 2D6 and add the net modifier (for avoidance held between −3 and +3, except the +5 of cossacks or guerrillas alone in a hex). ' +
    'Each cell counts the 36 pairs of dice that reach the target. The 1808 Spanish target is not in our source, so it has no column.',
  corner: 'Net modifier',
  columns: TARGETS.map((t) => t.label),
  rows: span(-4, 5).map((m) => ({ label: signedLabel(m), cells: TARGETS.map((t) => chance(rollAgainst(twoD6, m, t.target, 'at-least'), 36)) })),
};

export default [twoD6Table] satisfies OddsTable[];
