/** What each step of the Metz 1870 turn checklist tells the players (rendered as HTML by the pages). */
import type { EventLabels, StepNotes, StepTexts } from '../../lib/checklist.ts';
import { STEPS } from './checklist/step-texts.ts';
import { FOW_TABLE } from './command/fow.ts';

const steps: StepTexts = STEPS;
export default steps;

/** Button text per machine event. */
export const events: EventLabels = {
  NEXT: 'Done: next step',
  TURN_DAY: 'Day turn',
  TURN_DUSK: 'Dusk (9 pm)',
  TURN_EVENING: 'Evening (10 pm-12 am)',
  TURN_DEEP_NIGHT: 'Deep Night (1-3 am)',
  TURN_DAWN: 'Dawn (4 am)',
  ADD_FRENCH_FORMATION: 'Add French formation chits',
  REMOVE_FRENCH_FORMATION: 'Take out French formation chits',
  ADD_PRUSSIAN_FORMATION: 'Add Prussian formation chits',
  REMOVE_PRUSSIAN_FORMATION: 'Take out Prussian formation chits',
  ADD_BAZAINE: 'Put in the Marshal Bazaine chit',
  REMOVE_BAZAINE: 'Leave out the Marshal Bazaine chit',
  ADD_GENERAL_STAFF: 'Put in the General Staff chit',
  REMOVE_GENERAL_STAFF: 'Leave out the General Staff chit',
  ADD_FOW: 'Put in the Fortunes of War chit',
  REMOVE_FOW: 'Leave out the Fortunes of War chit',
  ADD_FRENCH_EVENT: 'Add French Event chits',
  REMOVE_FRENCH_EVENT: 'Take out French Event chits',
  ADD_PRUSSIAN_EVENT: 'Add Prussian Event chits',
  REMOVE_PRUSSIAN_EVENT: 'Take out Prussian Event chits',
  CUP_READY: 'The cup is ready: start drawing',
  // the cup's chips (checklist.ts cupBlock): what each shows, its chance beside it
  CHIP_FRENCH_FORMATION: 'Other French',
  CHIP_PRUSSIAN_FORMATION: 'Other Prussian',
  CHIP_BAZAINE: 'Bazaine',
  CHIP_GENERAL_STAFF: 'General Staff',
  CHIP_FOW: 'Fortunes of War',
  CHIP_FRENCH_EVENT: 'French Event',
  CHIP_PRUSSIAN_EVENT: 'Prussian Event',
  DRAW_FRENCH_FORMATION: 'Drew a chit of another French formation',
  DRAW_PRUSSIAN_FORMATION: 'Drew a chit of another Prussian formation',
  DRAW_P2: 'Drew the Prussian II Corps chit',
  DRAW_P3: 'Drew the Prussian III Corps chit',
  DRAW_P10: 'Drew the Prussian X Corps chit',
  DRAW_P6C: 'Drew the Prussian 6th Cavalry Division chit',
  DRAW_F2: 'Drew the French II Corps chit',
  DRAW_F3: 'Drew the French III Corps chit',
  DRAW_F6: 'Drew the French VI Corps chit',
  DRAW_FIG: 'Drew the French Imperial Guard Corps chit',
  // the names the cup blocks show (checklist/formations.ts): page words, not script
  NAMED_P2: 'Prussian II Corps',
  NAMED_P3: 'Prussian III Corps',
  NAMED_P10: 'Prussian X Corps',
  NAMED_P6C: 'Prussian 6th Cavalry Division',
  NAMED_F2: 'French II Corps',
  NAMED_F3: 'French III Corps',
  NAMED_F6: 'French VI Corps',
  NAMED_FIG: 'French Imperial Guard Corps',
  DRAW_BAZAINE: 'Drew Marshal Bazaine',
  DRAW_GENERAL_STAFF: 'Drew the General Staff',
  DRAW_FOW: 'Drew Fortunes of War',
  DRAW_FRENCH_EVENT: 'Drew a French Event chit',
  DRAW_PRUSSIAN_EVENT: 'Drew a Prussian Event chit',
  PLAY_HELD_STAFF: 'Prussian plays the held General Staff chit',
  PLAY_HELD_FRENCH: 'French plays a held event',
  PLAY_HELD_PRUSSIAN: 'Prussian plays a held event',
  PLAY_NOW: 'Use it now',
  HOLD: 'Hold it for later',
  COMMAND_EVENT: 'Command Event: on a track',
  PLACE_MALAISE: "BAZAINE'S MALAISE on a French HQ",
  POSTURE_A: 'Aggressive posture',
  POSTURE_D: 'Defensive posture',
  THIS_HQ: 'Yes, this HQ',
  OTHER_HQ: 'No, another HQ',
  MALAISE_STANDS: 'No chit on the track: it takes effect',
  AUTOMATIC_VICTORY: 'Automatic victory: game over',
  END_GAME: 'That was the last turn: game over',
};

/** The rules in force for each overnight turn type (18.1-18.4), shown under every step of such a turn. */
export const notes: StepNotes = {
  fowChances: {
    title: 'Chances of each result',
    items: FOW_TABLE.map((l) => `${l.roll}: ${l.label}, ${l.prob.toString()} (${l.prob.toPercent()})`),
    rules: ['6.4'],
  },
  dusk: {
    title: 'Dusk rules this turn',
    items: ['Line of sight reaches adjacent hexes only.', 'Off-road hexes cost double; road movement and road march as usual.', 'Every TCR is one lower.'],
    rules: ['18.1'],
  },
  evening: {
    title: 'Evening rules this turn',
    items: [
      'No Event or Fortunes of War chits; no Engagement, combat or Rally: move or build earthworks only.',
      'Off-road hexes cost double. Formations may Bivouac.',
      'A unit that moves at all, or tries an Entrenchment, takes one Morale Hit afterwards.',
      'At the end of the turn the Campaign Day marker advances.',
    ],
    rules: ['18.2', '18.6'],
  },
  deepNight: {
    title: 'Deep Night rules this turn',
    items: [
      'No Event or Fortunes of War chits; no Engagement, combat or Rally: move or build earthworks only.',
      'Off-road hexes cost double. Formations may Bivouac.',
      'Each unit not in Bivouac takes one Morale Hit at the end of its activation.',
    ],
    rules: ['18.3', '18.6'],
  },
  dawn: {
    title: 'Dawn rules this turn',
    items: ['Line of sight reaches adjacent hexes only.', 'Off-road hexes cost double; road movement as usual.', 'Every TCR is one lower.'],
    rules: ['18.4'],
  },
};
