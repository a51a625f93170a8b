/**
 * The printed player aid's words for the Metz steps whose own first line runs past what one line of
 * the printed sequence holds, or points at the screen (src/lib/aid.ts, paperStep). Shortened from
 * steps.ts, nothing added.
 */
import type { AidSequence } from '../../../lib/aid.ts';

const paper: AidSequence = {
  nightStart: { line: 'A broken-down parent brigade may go to the Available for Rebuild box, Battleworn side up, once its owner has taken its Detachments off the map.' },
  draw: { line: 'Draw one chit at random from the cup (before it, the Prussian may play a held General Staff chit); it leaves the cup.' },
  eventChoice: { who: 'The owner of the chit' },
  nightCamp: { line: 'Defensive Posture: the formation may Bivouac (HQ turned sideways); units that did not move or dig roll to Revive, Muster, Supply and for Leader Recovery.' },
  gameOver: { line: 'Your scenario’s victory conditions decide: town hexes (Small Battle), mandatory and determination hexes (Battle), French Victory Points (Campaign).' },
};
export default paper;
