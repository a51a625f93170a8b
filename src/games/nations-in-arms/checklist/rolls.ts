/** The forms of the Nations in Arms checklist; the words of each step are in step-texts.ts, rendered as HTML. */
import type { RollSpec } from '../../../lib/checklist.ts';
import { FIRST_YEAR, LAST_YEAR } from './context.ts';

export const SETUP_FORM: RollSpec = {
  event: 'SETUP',
  label: 'Start in this year',
  sides: 0,
  from: 0,
  fields: [{ key: 'year', label: `The year of the first turn (${FIRST_YEAR}-${LAST_YEAR})`, min: FIRST_YEAR, max: LAST_YEAR, default: 1805, rules: ['2.0'] }],
};
