/**
 * The printed player aid's words for the 1914 steps whose own words point at the screen (the "Player
 * Turn" box, the reminders listed by the checklist) or run past what one line of the printed sequence
 * holds (src/lib/aid.ts, paperStep). Shortened from steps.ts, nothing added.
 */
import type { AidSequence } from '../../../lib/aid.ts';

const PHASING = 'The phasing player';

const paper: AidSequence = {
  prelim: { who: PHASING, line: 'Read the GT Record Track: whatever falls due this game turn comes back now. Then reinforcements, withdrawals, substitutions and repairs.' },
  attachment: { who: PHASING, line: 'Draw each army’s Area of Attachment; attach each corps to an army, then each Formation to a corps or as Independent.' },
  supply: { who: PHASING },
  rrEngineering: { who: PHASING },
  movement: { who: PHASING },
  attack: { who: PHASING },
  remind: { line: 'Put on the GT Record Track what comes back later, on the game turn it is due, in its owner’s Player Turn.' },
  gameOver: { line: 'Compare the VP total with your scenario’s victory levels.' },
};
export default paper;
