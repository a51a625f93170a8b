/**
 * What each step of the On To Paris! turn checklist tells the players (the
 * state meta of checklist/machine.ts names the step). Rendered as HTML by the
 * pages, so the words never travel in the checklist's JavaScript. Wording is
 * ours; rule numbers are the rulebook's.
 */
import type { StepText } from '../../../lib/checklist.ts';

const ACTION = 'Action Phase (3)';
const RESOURCE = 'Resource Phase (2)';
const HALF = 'The acting player';

export const STEPS: Record<string, StepText> = {
  setup: {
    phase: 'Before the game',
    title: 'Set up your scenario',
    who: 'Both',
    todo: [
      'Set up the map and the counters as your scenario says (the Playbook is not in our source).',
      'Below, give the first turn of the scenario, how many General Staff uses the Prussian player has, and how many boxes your Command Table Use track has.',
    ],
    rules: ['4.1', '8.8', '8.6'],
    notes: [
      'The first turn and the General Staff uses come from your scenario in the Playbook, which is not in our source (scenario 2 gives von Moltke 3 uses); the checklist takes your numbers.',
      'Our source calls box 3 of the track the center box, which suggests five boxes, but never says how many there are: count them on your map (5 if in doubt).',
    ],
  },
  regime: {
    phase: 'Before the game',
    title: 'Empire or Republic?',
    who: 'Both',
    todo: [
      'Say whether the Second Empire still stands at the start of your scenario or has already fallen.',
      'It decides the sign of the Command Table VP penalty (-1 VP under the Empire, +1 VP after the Fall) and which leaders and reinforcements are in play.',
    ],
    rules: ['8.6.3', '5.1.5', '7.5.2', '18.2'],
  },
  reinforcement: {
    phase: 'Reinforcement Phase (1)',
    title: 'Reinforcements',
    who: 'Both',
    todo: [
      "Read this turn's line of your Reinforcement Chart: add the SPs to the General Records Track (French Franc-Tireur SPs go to the Available Forces Pool), Armies and Corps to the Available Forces Pool, and leaders whose turn has come to the Available Leaders Pool.",
      'If Paris has ever been captured, the Paris Regular and Mobile SPs are halved, rounding up.',
      'Wounded leaders return (their Replacement Leader comes off for free); leaders promoted last turn join the pool; arriving Division Leaders may go on the map; returning Siege Guns enter free in a supplied friendly city or Fortress at home.',
    ],
    rules: ['7.1', '7.2.2', '7.4', '5.10', '5.3.2', '7.8'],
  },
  rl: {
    phase: RESOURCE,
    title: 'Place the RL markers',
    who: 'Both, alternating (see "Places the first RL marker" above)',
    todo: [
      'Take turns placing one RL marker face down until each side has placed its three: on a friendly Army or on a Military Point (a hex with a friendly Infantry SP, Corps or Fort(ress)), besieged or not.',
      'Never on a Siege Gun, a Depot, a Cavalry Division or a Franc-Tireur. Then reveal them all.',
    ],
    rules: ['8.1', '8.1.1', '8.1.2'],
  },
  cpRoll: {
    phase: RESOURCE,
    title: 'Roll for Command Points',
    who: 'The player named in the roll',
    todo: ['Roll 2D6 on the Command Point Table (type the total, or let the page roll).'],
    rules: ['8.2', '8.6.1'],
    notes: ['The Command Point Table is not in our source. If you typed your card into "my chart" (Charts: Command Point Table), the next step is filled in from it.'],
  },
  cpRecord: {
    phase: RESOURCE,
    title: 'Record the Command Points',
    who: 'The player named in the form',
    todo: [
      'Type the CPs your table gives each RL marker and the Discretionary CPs; they are added to what is left.',
      'A tracker never holds more than 20 CPs; an RL marker that is off the map gets nothing.',
    ],
    rules: ['8.2', '8.6.1', '8.1.2'],
  },
  reorganize: {
    phase: RESOURCE,
    title: 'Reorganize',
    who: 'Both',
    todo: [
      'Move SPs and Division Leaders into or out of Formations in the same hex.',
      "Re-assign Attachments of Corps and Cavalry Divisions inside the target Army's ZOI (besieged units only within their besieged location).",
    ],
    rules: ['6.1.3', '6.4.2'],
  },
  initiative: {
    phase: ACTION,
    title: 'Roll for the Initiative',
    who: 'Both players, each 3D6',
    todo: [
      'Each player rolls 3D6. The higher total takes the Initiative and both players get the difference in IPs for this Segment.',
      'A tie does not count before two Segments have been played; after that it is read on the Command Table Use track.',
    ],
    rules: ['8.5', '8.5.1', '8.5.2', '8.6'],
  },
  ignoredTie: {
    phase: ACTION,
    title: 'Tie before two Segments: roll for CPs again',
    who: 'Both',
    todo: ['The tie is not counted and the Command Table marker stays where it is.', 'Both players roll for Command Points again, then for the Initiative.'],
    rules: ['8.6.3', '8.6.1'],
  },
  askBox: {
    phase: ACTION,
    title: 'A counted tie: read your track',
    who: 'Both',
    todo: [
      'Our source does not give the totals of the box the marker is in (see "Command Table" above). Look at the box on your map: does it list the tied total?',
    ],
    rules: ['8.6', '8.6.2', '8.7'],
  },
  tieMoved: {
    phase: ACTION,
    title: 'The marker moves one box right',
    who: 'Both',
    todo: [
      'Move the Command Table marker to the box shown above. Entering the second-to-last or the last box costs the VP penalty (it is counted above).',
      'Both players roll for Command Points again, then for the Initiative.',
    ],
    rules: ['8.6.2', '8.6.3', '8.6.1'],
  },
  endPending: {
    phase: ACTION,
    title: 'The tie ends the Action Phase',
    who: 'The Prussian player decides about the General Staff',
    todo: [
      'The tied total ends the phase in this box.',
      'Once a turn, while uses are left, the Prussian General Staff may cancel it: flip the von Moltke marker, the Command Table marker moves one box right (or stays in the last box) and both sides roll for CPs again.',
    ],
    rules: ['8.7', '8.8', '8.6.3'],
  },
  freeSp: {
    phase: ACTION,
    title: 'Free reinforcement',
    who: 'The Initiative player',
    todo: ['You may place one available SP of any type for no IP, following the usual placement rules.'],
    rules: ['7.7'],
  },
  menu: {
    phase: ACTION,
    title: 'Your half of the Segment',
    who: HALF,
    todo: [
      'Pick actions one at a time and pay for each from your CP trackers and this half-Segment\'s IPs; resolve it (movement, Reactions, combat) before the next.',
      'Spend every IP of this half-Segment: IPs cannot be saved, and Emergency Reinforcements can always take the ones no other action needs.',
      'Only once all your CP trackers are empty and you have no SP left to enter may you stop with IPs unspent.',
      'If you had CPs or SPs to enter, you must spend at least one CP or enter one SP (the free SP does not count), or the opponent takes 1 CP from you.',
    ],
    rules: ['8.5.4', '8.5.5', '8.9', '7.6'],
    bar: ['MOVE_UNITS', 'END_HALF'],
  },
  pickMove: {
    phase: ACTION,
    title: 'Which units do you activate?',
    who: HALF,
    todo: ['Set "How many" for actions priced per unit (leaders, SPs, divisions, Corps), then pick the action. Combined Activations are added on the next step.'],
    rules: ['8.9', '8.9.1', '8.10'],
    count: 'How many',
  },
  pickLeader: {
    phase: ACTION,
    title: 'Which leader action?',
    who: HALF,
    todo: ['Set "How many" leaders, then pick the action. Removing a leader also changes the VP level: a Prussian cost lowers it, a French one raises it.'],
    rules: ['8.9.1', '5.3.3', '5.4', '5.5.1'],
    count: 'How many',
  },
  pickOther: {
    phase: ACTION,
    title: 'Which other action?',
    who: HALF,
    todo: ['Set "How many" (markers, SPs, Armies, Corps, depots), then pick the action.'],
    rules: ['8.9.1', '7.3', '6.2', '9.4'],
    count: 'How many',
  },
  priced: {
    phase: ACTION,
    title: 'Price the action and pay',
    who: HALF,
    todo: [
      'Pay from one RL marker, topped up from the Discretionary CPs, or from the Discretionary CPs alone. First add what applies (listed under the price), "How many" at a time.',
    ],
    rules: ['8.3.2', '8.3.3', '8.4', '8.9.1', '8.10', '5.1.7'],
    count: 'How many',
    bar: [],
  },
  ersp: {
    phase: ACTION,
    title: 'Emergency Reinforcements',
    who: HALF,
    todo: [
      'Put IPs toward an Emergency Reinforcement SP: Cavalry and Franc-Tireur are paid in full at once; Infantry IPs may build up on the General Records Track across turns.',
      'Our source gives only the Landwehr cost (7 IPs) and the range 7-10.',
    ],
    rules: ['7.6'],
  },
  penaltyCp: {
    phase: ACTION,
    title: 'Minimum activity: lose 1 CP',
    who: 'The opponent chooses',
    todo: ['You spent no CP and entered no SP this half-Segment while you could. The opponent picks which of your trackers loses 1 CP.'],
    rules: ['8.5.4', '8.5.5'],
  },
  penaltySp: {
    phase: ACTION,
    title: 'Minimum activity: an SP?',
    who: 'The acting player answers; the opponent deducts',
    todo: ['All your CP trackers are empty and you entered no SP. If you had an SP you could have entered, the opponent takes 1 SP off one of your SP trackers on the General Records Track, his choice.'],
    rules: ['8.5.4'],
  },
  askExhausted: {
    phase: ACTION,
    title: 'Both players are out of CPs',
    who: 'Both',
    todo: ['Every CP tracker of both players is empty. If neither player has SPs left to enter on the General Records Track, the Action Phase ends.'],
    rules: ['8.5.7'],
  },
  phaseEnd: {
    phase: ACTION,
    title: 'End of the Action Phase',
    who: 'Both',
    todo: ['Remove every RL marker. Set every CP tracker and the Rail and Sea use markers to 0.'],
    rules: ['8.5.7', '11.1.3', '11.2.2'],
  },
  siege: {
    phase: 'Siege Resolution Phase (4)',
    title: 'Resolve sieges',
    who: 'Both',
    todo: ['Each siege gets a roll on the Siege Progress Table; a siege ends when its progress passes the Fort(ress)\'s Siege Number.', 'The siege rules (16.2) and the table are not in our source.'],
    rules: ['4.2', '16.2'],
  },
  rally: {
    phase: 'Rally Phase (5)',
    title: 'Rally',
    who: 'Both',
    todo: [
      'Each hex with Demoralized Forces loses 1 SP (one per hex). Then Demoralized units in Movement Supply recover.',
      'The Collapse of the Empire check and the sovereigns\' VP penalties come from rule 18, which is not in our source.',
    ],
    rules: ['4.2', '13.14.5', '18'],
  },
  endTurn: {
    phase: 'End of Turn Phase (6)',
    title: 'End of the turn',
    who: 'Both',
    todo: [
      'Automatic Victory: the Prussian player wins at once if he holds both Paris hexes (2722, 2822) and can trace a Railway Supply Path from them to a Prussian Supply Source.',
      "Otherwise go on to the next turn, or end the game if this was your scenario's last turn (turn 17 at the latest) and compare the VP level with the Level of Victory table.",
    ],
    rules: ['3.1', '4.2', '3.2'],
  },
  over: {
    phase: 'Game over',
    title: 'The game is over',
    who: 'Both',
    todo: ['Read the Level of Victory from the final VP level (111 or more: Prussian Substantial; 34 or less: French Substantial; the middle rows are not in our source).'],
    rules: ['3.1', '3.2'],
  },
};
