/**
 * What the Metz 1870 assault result says whole, its blanks filled by fill(): the page carries these
 * words (phrases(), lib/words.ts), so the browser's module holds only the logic.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const SAY = phrases('metz-1870-assault', SERVER && {
  abandon: "Before rolling, the defender may abandon the position (12.3): cavalry facing only infantry or heavier cavalry, or infantry and artillery after 1 Morale Hit (not against charging cavalry).",
  lossPoints: "Only Lead-hex and Defending-hex units take Loss Points (12.7); a stacked HQ takes none and may retreat or advance with its unit (12.10).",
  retreats: "Retreats count hexes, not MP: away from the winner, around over-stacked hexes if possible, towards the HQ; off the map or into an enemy hex the unit is Broken (12.8).",
  advance: "If the Defending hex is left empty, attackers not Shaken or Disrupted may advance (12.9); charging cavalry must, and may go one hex further.",
  chargedHit: "After the step and any Breakthrough, every unit that charged takes 1 Morale Hit (11.6.2).",
  outside: "Column {column} is outside the columns {first} to {last} kept here; the printed table's range, and what a shift past its edge does, are not in our source: read your card.",
  exact: 'Every roll of this column is known or entered: the distribution is exact.',
  missing: 'Rolls {rolls} are not in our source: enter this column from your card (charts page) or read your card.',
  split: '{result} is a split result: roll again as your card says to see which applies (12.7.3).',
  twoUnits: 'Two units: the larger printed-SP unit takes a hit before the smaller takes any. ',
  star: 'At least one Casualty Hit. ',
  tenacious: 'If the loser retreats no hex, the winner also applies 1 Loss Point. ',
  eachRetreat: 'Each retreat moves every losing unit 1 hex; apply every Loss Point you can.',
  tough: 'Each side rolls a d10 against its best modified TCR (artillery halved): attacker {att}, pass {attPass}; defender {def}, pass {defPass}. No retreat and no Breakthrough.',
  oddsLeftOut: 'Odds shift (12.5 a) left out: no Support hexes, under the "support hexes only" reading.',
  noAttacker: 'No Lead-hex unit can attack: a unit needs more than 0 SP after its morale marker (3.1.3).',
  supportTwoHexes: 'Support SP needs at least 2 attacking hexes.',
  supportSp: 'With Support hexes, enter their SP (units of 0 SP cannot attack).',
  charging: 'Charging cavalry: the defending infantry or artillery may not abandon the position (12.3 b); the charger takes 1 Morale Hit after the Assault Combat Step (11.6.2).',
});
