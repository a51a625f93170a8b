/** The forms of the Nations in Arms checklist; their words are phrases the page carries (say.ts), those of each step are in step-texts.ts, rendered as HTML. */
import type { RollSpec } from '../../../lib/checklist.ts';
import { FIRST_YEAR, LAST_YEAR } from './context.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

export const SETUP_FORM: RollSpec = {
  event: 'SETUP',
  label: SAY.setup,
  sides: 0,
  from: 0,
  fields: [{ key: 'year', label: fill(SAY.year, { first: FIRST_YEAR, last: LAST_YEAR }), min: FIRST_YEAR, max: LAST_YEAR, default: 1805, rules: ['2.0'] }],
};
