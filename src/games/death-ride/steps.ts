/**
 * What each step of the Death Ride turn checklist tells the players; the
 * machine only names the step. Wording is ours; rule numbers are the card's.
 */
import type { EventLabels, StepTexts } from '../../lib/checklist.ts';

/** The four operations of an impulse (2.3.2), the same for every impulse step. */
const impulse = (who: 'German' | 'French'): string[] => [
  `${who}: choose one operation: pass, activate one Inactive leader, activate the Unactivated Fresh units of one area, or re-organise (two Spent units, or a single cavalry division).`,
  'Units activated this impulse may move and assault, fire rifles or bombard, by type (see combat eligibility).',
  ...(who === 'German' ? ['French infantry exerting a Chassepot Fire Zone may volley at your moving units (7.3).'] : []),
];
const ACTION = 'Action phase';

const steps: StepTexts = {
  turnStart: {
    phase: 'Start of turn',
    title: 'New turn',
    who: 'Both',
    todo: [
      "Move the Turn marker. Bring on this turn's reinforcements in their listed areas (15.0).",
      'The card does not say when in the turn reinforcements enter, nor how Activated markers and leader status are reset: follow the rulebook.',
    ],
    rules: ['15.0', 'sequence-of-play'],
  },
  cfz: {
    phase: 'Chassepot fire zones',
    title: 'Place Chassepot Fire Zones',
    who: 'French',
    todo: [
      'Each French unit that is not in Bivouac may place a Chassepot Fire Zone marker.',
      'Only French infantry exerting a zone can volley this turn (7.3).',
    ],
    rules: ['sequence-of-play', '7.3'],
  },
  germanImpulse: {
    phase: ACTION,
    title: 'German impulse',
    who: 'German',
    todo: impulse('German'),
    rules: ['2.3.2', '4.0', 'combat-eligibility'],
  },
  endCheck: {
    phase: ACTION,
    title: 'Is the next French impulse the last?',
    who: 'French',
    todo: [
      'Roll 1d10 and add the modifier: the turn modifier from the Turn track on the map, and -1 for each red Metz area held only by Germans (-2 at most).',
      'If the total is at most the impulse number, the coming French impulse is the final one.',
    ],
    rules: ['2.3', '11.2'],
    notes: [
      'Reading of the impulse number and die range are settings (start of turn); defaults: one step per German and French pair, die read 1-10.',
    ],
  },
  frenchImpulse: {
    phase: ACTION,
    title: 'French impulse',
    who: 'French',
    todo: impulse('French'),
    rules: ['2.3.2', '4.0', '3.2.1'],
  },
  extension: {
    phase: ACTION,
    title: 'Grant one more impulse to each side?',
    who: 'German',
    todo: [
      'The German player may allow one more impulse for each side, or end the phase as rolled.',
    ],
    rules: ['2.3'],
    notes: [
      'The card does not order the extra impulses; see the setting at the start of a turn and the note under 2.3.',
    ],
  },
  extraFrench: {
    phase: ACTION,
    title: 'French extra impulse',
    who: 'French',
    todo: impulse('French'),
    rules: ['2.3', '2.3.2'],
  },
  extraGerman: {
    phase: ACTION,
    title: 'German extra impulse',
    who: 'German',
    todo: impulse('German'),
    rules: ['2.3', '2.3.2'],
  },
  extraFrenchAfter: {
    phase: ACTION,
    title: 'French extra impulse (after the final one)',
    who: 'French',
    todo: impulse('French'),
    rules: ['2.3', '2.3.2'],
    notes: [
      'Whether this extra impulse is also limited to re-organising is not on the card.',
    ],
  },
  finalFrench: {
    phase: ACTION,
    title: 'French final impulse',
    who: 'French',
    todo: [
      'The only option on the final French impulse is to re-organise: two Spent units, or one cavalry division.',
    ],
    rules: ['2.3', '2.3.2'],
  },
  regroup: {
    phase: 'Regroup and end',
    title: 'Regroup',
    who: 'Both',
    todo: [
      'Each player may move the units of one division (kept together) or one leader into one adjacent area that holds no enemy, is not adjacent to the enemy and is outside any potential Beaten Zone.',
      'Playing the Unfairness rule? Write down how many impulses this turn had (13.6).',
    ],
    rules: ['2.5', '13.6'],
  },
  gameEnd: {
    phase: 'End of game',
    title: 'Count victory points',
    who: 'Both',
    todo: [
      'The card lists reinforcements to turn 7 (17:00-18:30). Count victory points (12.0); the card gives no thresholds.',
    ],
    rules: ['12.0'],
  },
};

export default steps;

/** Button text per machine event. */
export const events: EventLabels = {
  NEXT: 'Done: next step',
  PASS: 'Pass',
  ACTIVATE_LEADER: 'Activate a leader',
  ACTIVATE_AREA: 'Activate units in one area',
  REORGANISE: 'Re-organise',
  GRANT: 'Grant one more impulse each',
  DECLINE: 'End the phase',
};
