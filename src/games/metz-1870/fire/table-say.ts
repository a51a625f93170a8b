/**
 * What the Metz 1870 Fire CRT and the tables of fire results say whole (crt.ts, report.ts), blanks
 * filled by fill(): the page carries these words (phrases(), lib/words.ts). Apart from say.ts
 * because the morale and reaction fire calculators load these modules too: their pages carry this
 * set, not the fire calculator's.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const TABLE_SAY = phrases('metz-1870-fire-tables', SERVER && {
  // 8.5: what each result is
  noEffect: 'no effect',
  moraleTest: 'Morale Test',
  moraleTestPlus1: 'Morale Test, white die +1',
  moraleTestPlus2: 'Morale Test, white die +2',
  moraleTestPlus3: 'Morale Test, white die +3',
  oneHit: 'one Casualty Hit',
  oneHitThenTest: 'one Casualty Hit, then a Morale Test',
  twoHits: 'two Casualty Hits',
  twoHitsThenTest: 'two Casualty Hits, then a Morale Test',
  // the final column (8.4)
  beyondLast: 'the column of your card that holds this SP (right of {last}), shifted {shift}: our source does not have these columns',
  pastLast: '{columns} right of {last}: our source does not have the columns past {last}, nor says what happens at the right edge',
  clampedOnC: ' (shifts past C end on C)',
  // the Ammo Problem (8.8)
  ownerPicks: 'the owner picks one of units {units}',
  alreadyRationed: 'unit {n} already has Rationed Ammo: no further effect',
  ammoChange: 'unit {n}: {from} → {to}',
  noAmmoMarker: 'no ammo marker',
  lowAmmo: 'Low Ammo',
  rationedAmmo: 'Rationed Ammo',
  // the tables
  columnTitle: 'Column {column} of the Fire CRT',
  columnCaption: 'Coloured die (red French, gray Prussian; 0 = 10). Cells our source lacks can be entered from your own card on the chart page.',
  colouredDie: 'Coloured die',
  result: 'Result',
  from: 'From',
  ourSource: 'our source',
  yourCard: 'your card (entered)',
  resultsTitle: 'Results on column {column}',
  resultsCaption: 'Exact over the ten faces of the coloured die.',
  probability: 'Probability',
  targetEnds: 'Target ends',
  breakTestsTaken: 'Break Tests taken',
  eachResultTitle: 'What each result does to the target unit',
  eachResultCaption: 'Given the result: Casualty Hits first, then the Morale Test on the white die (d10), each Break Test on a new d10. Exact.',
});
