/**
 * The die rolls the Metz 1870 checklist asks for. They travel with the
 * machine (the checklist needs them to validate and pre-fill); their words are
 * phrases the page carries (say.ts), and the words of each step stay in
 * step-texts.ts, rendered as HTML by the pages.
 */
import type { RollSpec } from '../../../lib/checklist.ts';
import { SAY } from './say.ts';

export const FOW_ROLL: RollSpec = { event: 'FOW_ROLL', label: SAY.fowRoll, sides: 10, from: 1 };

export const MALAISE_ROLL: RollSpec = {
  event: 'MALAISE_ROLL',
  label: SAY.malaiseRoll,
  sides: 10,
  from: 1,
  fields: [
    {
      key: 'cancelUpTo',
      label: SAY.cancelUpTo,
      min: 0,
      max: 10,
      default: 3,
      rules: ['6.3.2'],
      help: SAY.cancelUpToHelp,
    },
  ],
};
