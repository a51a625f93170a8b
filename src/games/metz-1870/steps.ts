/** What each step of the Metz 1870 turn checklist tells the players (rendered as HTML by the pages). */
import type { StepTexts } from '../../lib/checklist.ts';
import { STEPS } from './machine-steps.ts';

const steps: StepTexts = STEPS;
export default steps;
