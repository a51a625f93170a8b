/**
 * What the Nations in Arms checklist says whole (its counters, the pool of markers, its form), blanks
 * filled by fill(): the page carries these words (phrases(), lib/words.ts), so the browser's module
 * holds only the logic.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const SAY = phrases('nations-in-arms/checklist', SERVER && {
  // what drawing a marker would do, in a few words
  asideFirst: 'set aside: not as the first marker',
  wqIgnored: 'ignored, set aside',
  end: 'ends the Operations Phase',
  navalThenEnd: 'owed naval activations, then the end',
  // the pool
  inThePool: 'In the pool: {n}. Tap the one drawn',
  eachMarker: 'Each marker: the chance it comes out next, and what drawing it does',
  nextPlayed: '; next to be played {chance}',
  aside: 'Set aside until a marker is played',
  played: 'Played this turn',
  // the counters
  wq: 'Winter Quarters',
  wqDrawn: 'drawn {n}; the {nth} draw ends the phase',
  noWq: 'not in the pool in Summer',
  lastLand: 'Last land activation',
  noneYetSince: 'none yet (last turn ended with the {side})',
  playing: '{side} land {n}: leaders of initiative {n} or more',
  owes: 'Owes its naval activation',
  extra: 'Extra naval markers',
  // the form
  setup: 'Start in this year',
  year: 'The year of the first turn ({first}-{last})',
});
