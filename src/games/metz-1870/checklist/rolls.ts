/**
 * The die rolls the Metz 1870 checklist asks for. They travel with the
 * machine (the checklist needs them to validate and pre-fill); the words of
 * each step stay in step-texts.ts, rendered as HTML by the pages.
 */
import type { RollSpec } from '../../../lib/checklist.ts';

export const FOW_ROLL: RollSpec = { event: 'FOW_ROLL', label: 'Fortunes of War roll (1d10, a 0 counts as 10)', sides: 10, from: 1 };

export const MALAISE_ROLL: RollSpec = {
  event: 'MALAISE_ROLL',
  label: "Roll to cancel BAZAINE'S MALAISE (1d10, a 0 counts as 10)",
  sides: 10,
  from: 1,
  fields: [
    {
      key: 'cancelUpTo',
      label: 'Highest roll that cancels it',
      min: 0,
      max: 10,
      default: 3,
      rules: ['6.3.2'],
      help: "Read it from Bazaine's Leadership Track on your scenario card (not in our source). In the example of play one chit on the track cancels on 1-3.",
    },
  ],
};
