/**
 * What the price of an action says whole (its lines beyond the table's rows, what the table does not
 * allow), blanks filled by fill(): the page of the checklist, the one that prices actions, carries
 * these words (phrases(), lib/words.ts), so the browser's module holds only the logic.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const SAY = phrases('on-to-paris/command', SERVER && {
  combinedAlone: '"{name}" is added to a base action, not picked alone',
  besiegedCombined: 'a besieged Force cannot use Combined Activation (8.3.3)',
  notCombined: '"{name}" cannot be added to "{row}" (8.10)',
  outOfZone: 'Outside the Command Zone × {n}',
  lone: 'Lone Infantry SPs in enemy territory ({n})',
  star: '"*" leader moving Forces × {n}',
  sovereign: 'Command Interference (optional) × {n}',
  besieged: 'Besieged Force',
  demoralization: 'Remove Demoralization: the activation cost in CPs',
});
