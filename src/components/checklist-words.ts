/**
 * The checklist island's own lines (not a game's): the same on every checklist page, so every page
 * carries them as JSON (phrases(), lib/words.ts) and the island's script holds none of them.
 */
import { phrases, SERVER } from '../lib/words.ts';

export const UI = phrases('checklist', SERVER && {
  loading: 'Loading the checklist…',
  failed: 'This game has no checklist, or it could not be loaded.',
  mismatch: 'Your saved progress no longer matches this checklist and was discarded. Starting at turn 1.',
  discarded: '{why} Starting at turn 1.',
  restarted: 'Restarted at turn 1. Undo brings your game back.',
  undone: 'Undid the last step.',
  over: 'The game is over. Restart to play again.',
  where: 'Where you are',
  now: 'What you can do now',
  main: 'Main action',
  rolled: 'Rolled value ({from}-{max})',
  use: 'Use this roll',
  roll: 'Roll for me',
  undo: 'Undo',
  restart: 'Restart',
});
