/**
 * What each step of the Metz 1870 turn checklist tells the players: the
 * state meta of the sequence machine (phase, title, who, todo, rules).
 * Wording is ours; rule numbers are the rulebook's.
 */
import type { StepText } from '../../../lib/checklist.ts';
import { ACTIVATION_STEPS } from './step-texts-activation.ts';

const PLAN = 'Planning phase';
const DRAW = 'Chit draw phase';
const END = 'End turn phase';
const DRAWER = 'The drawer (French on odd turns, Prussian on even turns)';


export const STEPS = {
  setup: {
    phase: 'Before the game',
    title: 'Set up the scenario',
    who: 'Both',
    todo: [
      'Set up the map, the units, the tracks and the reinforcements as your scenario says (the Play Book is not in our source).',
      'Mix the thirteen Out of Command markers face down in a pile, or in a second cup if you use that option.',
      'Each side takes its eleven Event chits; keep the four dice at hand (red and white French, gray and white Prussian; a 0 reads as 10).',
    ],
    rules: ['3.9', '3.10', '3.11', '7.5', '19.0'],
  },
  turnStart: {
    phase: 'Start of turn',
    title: 'Which kind of turn is this?',
    who: 'Both',
    todo: [
      'Read the Game Turn track of your scenario: an ordinary day turn, or one of the overnight turns of a Campaign scenario (Dusk, Evening, Deep Night, Dawn).',
      'Choose it below; the checklist adapts the cup and the activation steps.',
    ],
    rules: ['5.0', '18.0'],
    chips: true,
  },
  nightStart: {
    phase: 'Start of turn',
    title: 'Overnight turn: recover broken-down brigades',
    who: 'Both',
    todo: [
      'A parent brigade that was broken down into Infantry Detachments may go into the Available for Rebuild box on its Battleworn side, once its owner has taken off the map any of its Detachments still there.',
      'No combat, no Engagement and no Rally this turn: units move, dig in or Bivouac.',
    ],
    rules: ['18.2', '18.3', '17.0'],
  },
  dawnStart: {
    phase: 'Start of turn',
    title: 'Dawn: leave Bivouac',
    who: 'Both',
    todo: [
      'Every formation in Bivouac leaves it now (turn its HQ upright).',
      'French HQs are re-activated for the new day under the French Morning Deployment of your scenario.',
    ],
    rules: ['18.4', '18.6'],
  },
  planning: {
    phase: PLAN,
    title: 'Fill the draw cup',
    who: 'Both, at the same time',
    todo: [
      'Each player secretly picks one of his eleven Event chits as his Planned Event and both drop it in the cup together.',
      'Each turns his other ten chits to the Command Event side, mixes them, and adds five of them unseen; the other five sit out the turn unseen.',
      'Add the Activation chit of every formation on the map or arriving this turn, the CIC chits your scenario allows, and the Fortunes of War chit if the scenario uses it.',
      'Match the counts below to your cup (they are kept for the next turn), then let the drawer shake it.',
    ],
    rules: ['5.1', '6.1', '6.2', '6.3', '6.4'],
    notes: ['Scenarios may change the Planning procedure (Play Book, not in our source): set the Event chit counts to what yours says.'],
    count: 'Chits each Add or Take out button moves',
    bar: ['CUP_READY'],
  },
  nightPlanning: {
    phase: PLAN,
    title: 'Fill the draw cup (overnight)',
    who: 'Both',
    todo: [
      'Only Activation and CIC chits go in the cup this turn: no Event chits and no Fortunes of War chit.',
      'Match the formation and CIC counts below to your cup, then let the drawer shake it.',
    ],
    rules: ['5.1', '18.2', '18.3'],
    count: 'Chits each Add or Take out button moves',
    bar: ['CUP_READY'],
  },
  draw: {
    phase: DRAW,
    title: 'Draw a chit',
    who: DRAWER,
    todo: [
      'Draw one chit at random and tap it in the cup below; it leaves the cup.',
      'A formation the rulebook names has its own chip; tap "Other French" or "Other Prussian" for any other.',
      'Before drawing, the Prussian may play a held General Staff chit.',
    ],
    rules: ['5.2', '5.2.1', '5.2.2', '5.2.3', '6.1', '6.2.1'],
  },
  staffChoice: {
    phase: DRAW,
    title: 'Prussian General Staff: use it now or hold it?',
    who: 'Prussian',
    todo: [
      'Use it now for a CIC activation, or keep it to play at the start of a later Chit Draw Phase this turn.',
    ],
    rules: ['6.2', '6.2.1'],
    notes: ['Held under an Enhance result, our reading keeps the Special Posture for when it is played; the rules do not say.'],
  },
  fowRoll: {
    phase: DRAW,
    title: 'Fortunes of War',
    who: 'The player who did not draw',
    todo: ['Roll 1d10 on the Fortunes of War table: 1 and 2 wayward units, 3-5 degrade the next chit, 6-8 enhance it, 9 leader casualty, 0 a lull.'],
    rules: ['6.4'],
  },
  waywardFrench: {
    phase: DRAW,
    title: 'Wayward French unit',
    who: 'Prussian',
    todo: [
      'The Prussian may move any one French unit on the map (combat unit or HQ) one hex in the direction he likes, obeying movement and stacking; never off the map.',
      'Moved next to a Prussian unit, it can draw Defensive Fire.',
    ],
    rules: ['6.4', '11.4'],
  },
  waywardPrussian: {
    phase: DRAW,
    title: 'Wayward Prussian unit',
    who: 'French',
    todo: [
      'The French may move any one Prussian unit on the map (combat unit or HQ) one hex in the direction he likes, obeying movement and stacking; never off the map.',
      'Moved next to a French unit, it can draw Defensive Fire.',
    ],
    rules: ['6.4', '11.4'],
  },
  fowDegrade: {
    phase: DRAW,
    title: 'Degrade the next chit',
    who: 'Both',
    todo: [
      'Put the Fortunes of War chit beside the cup, Degrade side up.',
      'Next chit an Event: it is lost with no effect. Next an Activation or CIC chit: Defensive Posture and the Fire Combat Step only.',
    ],
    rules: ['6.4'],
  },
  fowEnhance: {
    phase: DRAW,
    title: 'Enhance the next chit',
    who: 'Both',
    todo: [
      'Put the Fortunes of War chit beside the cup, Enhance side up.',
      "Next chit an Event: its owner also gets a free KRUPP'S GUNS (Prussian) or BEATEN ZONE (French). Next an Activation or CIC chit: Special Posture.",
    ],
    rules: ['6.4'],
  },
  fowLeader: {
    phase: DRAW,
    title: 'Leader casualty',
    who: 'Both',
    todo: ['Put a Leader Casualty -1 CR marker beside the cup: the HQ of the next Activation chit drawn (not a CIC chit) takes it.'],
    rules: ['6.4'],
  },
  fowLeaderNone: {
    phase: DRAW,
    title: 'Leader casualty: no effect',
    who: 'Both',
    todo: ['No Activation chit is left in the cup, so the result has no effect: set the chit aside.'],
    rules: ['6.4'],
  },
  fowLull: {
    phase: DRAW,
    title: 'Lull in the battle',
    who: 'Both',
    todo: [
      'Put the Fortunes of War chit beside the cup, Degrade side up: every chit drawn for the rest of this turn is degraded.',
      'Events drawn are lost; activations are Defensive Posture with the Fire Combat Step only.',
    ],
    rules: ['6.4'],
    notes: ['Our reading: a General Staff chit held from earlier is also degraded if played during the lull.'],
  },
  eventDiscarded: {
    phase: DRAW,
    title: 'Event chit lost (degraded)',
    who: 'Both',
    todo: ['The chit was drawn under a Degrade or Lull: set it aside with no effect for this turn.'],
    rules: ['6.4', '6.3'],
  },
  eventBonus: {
    phase: DRAW,
    title: 'Enhanced event: a free extra event',
    who: 'The owner of the chit',
    todo: [
      "Besides the drawn chit, the owner gets a free KRUPP'S GUNS (Prussian) or BEATEN ZONE (French), to use at once, before or after the drawn chit.",
    ],
    rules: ['6.4'],
  },
  eventChoice: {
    phase: DRAW,
    title: 'Event chit: which side will you use?',
    who: 'The owner of the chit (see the counters)',
    todo: [
      'Choose once, for good: the Unique Event on the front or, in a scenario with Command Events, the Command Event on the back (placed on one of your tracks).',
      'A Unique Event is played at once, held face down for later, or must be held, as its description says (Player Aid card).',
      "BAZAINE'S MALAISE (Prussian) goes on a French HQ and waits for that HQ's chit.",
    ],
    rules: ['6.3', '6.3.1', '6.3.2', '5.2.2'],
  },
  ...ACTIVATION_STEPS,
  heldPrussian: {
    phase: 'Before the End Turn phase',
    title: 'Held Unique Events: Prussian',
    who: 'Prussian',
    todo: ['The cup is empty. The Prussian plays any held Unique Events he wants to; those not played now are lost.'],
    rules: ['15.0', '6.3.1'],
    notes: ['A held General Staff chit is played only at the start of a Chit Draw Phase; with the cup empty there is none left (our reading).'],
  },
  heldFrench: {
    phase: 'Before the End Turn phase',
    title: 'Held Unique Events: French',
    who: 'French',
    todo: ['The French plays any held Unique Events he wants to; those not played now are lost.'],
    rules: ['15.0', '6.3.1'],
  },
  endFrench: {
    phase: END,
    title: 'a. French Command Events',
    who: 'French',
    todo: ["Resolve the French Command Event tracks of your scenario and apply the results at once (and any other tasks your scenario puts here)."],
    rules: ['5.4', '15.1', '6.3.2'],
  },
  endPrussian: {
    phase: END,
    title: 'b. Prussian Command Events',
    who: 'Prussian',
    todo: ['Resolve the Prussian Command Event tracks of your scenario and apply the results at once.'],
    rules: ['5.4', '15.2', '6.3.2'],
  },
  victory: {
    phase: END,
    title: 'c. Victory Determination',
    who: 'Both',
    todo: [
      'Has either side met an Automatic Victory (or, in a Campaign, Automatic Loss) condition of your scenario?',
      'If this was the last turn of the scenario, the game ends: determine the level of victory.',
    ],
    rules: ['15.3', '19.0', '19.1', '19.2', '19.3'],
  },
  housekeeping: {
    phase: END,
    title: 'd. Housekeeping',
    who: 'Both',
    todo: [
      'All Activation and Event chits go back to their owners, including those on Command Event tracks. Remove markers no longer needed (HQ Overrun and the like).',
      'Units in the Eliminated box move to the Available for Rebuild box. Advance the Game Turn marker.',
      'After an Evening turn, move the Campaign Day marker to the next day.',
    ],
    rules: ['15.4', '18.2', '10.2'],
  },
  gameOver: {
    phase: 'End of game',
    title: 'Game over',
    who: 'Both',
    todo: ['Determine the winner with the victory conditions of your scenario: town hexes (Small Battle), mandatory and determination hexes (Battle), or French Victory Points (Campaign).'],
    rules: ['19.0', '19.1', '19.2', '19.3'],
  },
} satisfies Record<string, StepText>;
