/**
 * The calculator island's own lines (not a game's): the same on every calculator page, so every page
 * carries them as JSON (phrases(), lib/words.ts) and the island's script holds none of them. Its
 * loading and loading-failed lines stay in the script: they must show when nothing else can.
 */
import { phrases, SERVER } from '../lib/words.ts';

export const UI = phrases('calculator', SERVER && {
  working: 'Working and all outcomes',
  fix: 'Fix the {fields} marked above to see the result.',
  linked: 'This link brought {cells} of a chart you have not entered; the result uses them.',
  keep: 'Keep them in my chart',
  kept: '{cells} kept in your chart.',
  nothingKept: 'This browser keeps nothing (private mode or full storage): the cells stay in this link only.',
  onTheWay: 'From your card: {cells} this result needs (the boxes are on their way).',
  cellsFailed: 'From your card: {cells} this result needs, but the boxes could not be loaded (no connection?): reload the page, or enter them under Charts.',
  assume: 'These figures assume:',
  enterMissing: 'Enter the missing cells from your card: {title}',
  unsettled: 'What the source does not settle',
});
