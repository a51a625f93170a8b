/**
 * The printed player aid's words for the Nations in Arms steps whose own words point at the screen
 * (its buttons, the box naming the side) or run past what one line of the printed sequence holds
 * (src/lib/aid.ts, paperStep). Shortened from steps.ts, nothing added.
 */
import type { AidSequence } from '../../../lib/aid.ts';

const paper: AidSequence = {
  buildPool: { line: 'Into the cup: land markers 1-4 of each side, each side’s Naval 1, the Neutral land and naval markers, and Winter Quarters unless it is Summer.' },
  draw: { line: 'Draw one marker blind and apply the draw rules: what goes back in the cup, what is set aside, when Winter Quarters ends the phase.' },
  attritionBattle: { line: 'Roll the attrition owed so far (out of supply, forced march, extended movement) before the battle; an army, a separate corps and units dropped off roll apart.' },
  attritionEnd: { line: 'No battle: roll the attrition owed (out of supply, forced march, extended movement) now; each army, separate corps and dropped-off unit rolls apart.' },
  springNaval: { who: 'The side whose naval marker had not come out' },
  finalAttrition: { line: 'Attrition checks: every demoralized unit, every unit out of supply that did not activate, besieged or sheltered steps beyond the fortress value.' },
  victory: { line: 'The Coalition wins at once if France is conquered; France if Britain is, if the Continental System stood two Winter victory phases, or on the Winter 1813 terms.' },
  gameOver: { line: 'Note the result.' },
};
export default paper;
