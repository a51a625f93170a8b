/**
 * On To Paris! quick odds for the printed aid: the Reaction roll (12.4) by
 * Reaction Rating and net DRM, and the 3D6 Initiative roll of each Action
 * Segment (8.5.1, 8.5.2): who takes it, ties, and the IPs both players get.
 */
import { chance, outOf, signedLabel, span, type OddsTable } from '../../../lib/aid.ts';
import { reactionOdds } from '../reaction/reaction.ts';
import { initiativeOdds, ipDistribution } from '../command/initiative.ts';

const DRMS = span(-3, 3);

const reaction: OddsTable = {
  id: 'reaction',
  title: 'Reaction roll: reacts · up to 2 hexes',
  rules: ['12.4', '12.4.1', '12.2'],
  note:
    'Roll 1D6, add the net DRM and compare with the Reaction Rating (lower ratings are better): below it, no Reaction; ' +
    'the rating or one more, up to 1 hex; two or more above it, up to 2 hexes. Each cell gives the faces, out of 6, that react at all · that allow 2 hexes.',
  corner: 'Reaction Rating',
  columns: DRMS.map((d) => `DRM ${signedLabel(d)}`),
  rows: span(1, 9).map((r) => ({
    label: String(r),
    cells: DRMS.map((d) => {
      const o = reactionOdds(r, d);
      return `${outOf(o.reacts, 6)} · ${outOf(o.twoHexes, 6)}`;
    }),
  })),
};

const PAIRS = 216 * 216;
const odds = initiativeOdds();
const initiative: OddsTable = {
  id: 'initiative',
  title: 'Initiative: 3D6 each, every Segment',
  rules: ['8.5.1', '8.5.2', '8.6', '8.7'],
  note:
    'Both players roll 3D6; the higher total takes the Initiative and each player gets the difference in IPs. Equal totals are a tie (8.6; ignored before the second Segment, 8.7). ' +
    `Chances out of the ${PAIRS.toLocaleString('en')} pairs of rolls.`,
  corner: 'Result',
  columns: ['Chance'],
  rows: [
    { label: 'French take the Initiative', cells: [chance(odds.french, PAIRS, 1)] },
    { label: 'Prussians take the Initiative', cells: [chance(odds.prussian, PAIRS, 1)] },
    { label: 'Tie', cells: [chance(odds.tie, PAIRS, 1)] },
    ...span(1, 15).map((ip) => ({ label: `${ip} IP${ip === 1 ? '' : 's'} each`, cells: [chance(ipDistribution.exactly(ip), PAIRS, 1)] })),
  ],
};

export default [reaction, initiative] satisfies OddsTable[];
