/**
 * What the Metz 1870 morale logic says whole of a target unit's end (hits.ts): the page carries these
 * words (phrases(), lib/words.ts). The fire, morale, charge and reaction fire calculators load
 * hits.ts, so their pages carry this set.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const SAY = phrases('metz-1870-morale', SERVER && {
  broken: 'Broken: removed from the map',
  unchanged: ' (unchanged)',
  retreatsOnMap: 'every retreat stays on the map and out of enemy hexes (12.8)',
});
