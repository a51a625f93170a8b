/** The forms of the 1914 checklist; the words of each step are in step-texts.ts, rendered as HTML. */
import type { RollSpec } from '../../../lib/checklist.ts';
import { LAST_GT } from './context.ts';

export const SETUP_FORM: RollSpec = {
  event: 'SETUP',
  label: 'Start with these game turns',
  sides: 0,
  from: 0,
  fields: [
    { key: 'first', label: `The scenario's first game turn (1-${LAST_GT})`, min: 1, max: LAST_GT, default: 1, rules: ['4.0'] },
    { key: 'last', label: `Its last game turn (1-${LAST_GT})`, min: 1, max: LAST_GT, default: LAST_GT, rules: ['4.0'] },
  ],
};
