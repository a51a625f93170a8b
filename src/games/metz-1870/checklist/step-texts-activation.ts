/**
 * The Activation phase steps of the Metz 1870 checklist (5.3 a-f) with the
 * leader casualty and Malaise checks, and the degraded, enhanced, CIC and
 * overnight variants. Wording is ours; rule numbers are the rulebook's.
 */
import type { StepText } from '../../../lib/checklist.ts';

const ACT = 'Activation phase';


export const ACTIVATION_STEPS = {
  leaderMarker: {
    phase: ACT,
    title: 'Leader casualty on this HQ',
    who: 'The owner of the chit',
    todo: [
      'Put the Leader Casualty -1 CR marker under this HQ: both its Command Ratings drop by one for the rest of the game.',
      'If it already had one, remove the marker instead: the ratings are back to printed values.',
    ],
    rules: ['6.4', '3.5.3'],
  },
  malaiseAsk: {
    phase: ACT,
    title: "Is BAZAINE'S MALAISE on this HQ?",
    who: 'French',
    todo: ["The Prussian placed BAZAINE'S MALAISE on a French HQ this turn. Is it the HQ of the chit just drawn?"],
    rules: ['6.3.1'],
  },
  malaiseRoll: {
    phase: ACT,
    title: "Try to cancel BAZAINE'S MALAISE",
    who: 'French',
    todo: [
      "With at least one Command Event chit on Bazaine's Leadership Track, roll 1d10: a low enough roll cancels the Malaise.",
      'With no chit on that track there is no roll: the Malaise takes effect.',
    ],
    rules: ['6.3.1', '6.3.2'],
    notes: ["Bazaine's Leadership Track is on the scenario card, which our source lacks; the one known point is 1-3 with one chit."],
  },
  malaiseCancelled: {
    phase: ACT,
    title: 'Malaise cancelled',
    who: 'French',
    todo: ['The roll cancels BAZAINE\'S MALAISE: take it off the HQ; the activation goes on as usual.'],
    rules: ['6.3.1'],
  },
  malaiseStands: {
    phase: ACT,
    title: 'Activation cancelled',
    who: 'French',
    todo: [
      'The Malaise takes effect: this formation does nothing with its chit, which is set aside for the turn.',
      'If it was the Imperial Guard chit, the fortress may still fire (10 SP, once this turn).',
    ],
    rules: ['6.3.1', '8.9'],
  },
  hq: {
    phase: ACT,
    title: 'a. HQ Command: posture and command',
    who: 'The owner of the chit',
    todo: [
      'Choose the posture by flipping the HQ: Aggressive (engage, fire, assault, charge) or Defensive (road march, fire, rally, earthworks).',
      'Check who is In Command: within Command Range of the HQ, or adjacent to an In Command unit of the formation (chains count). Reinforcements are In Command on their turn of entry.',
      'Each Out of Command hex gets one face-down OOC marker (one at the head of a roadbound column).',
    ],
    rules: ['5.3', '7.0', '7.2', '7.3', '7.4', '7.5', '11.10'],
  },
  hqCic: {
    phase: ACT,
    title: 'a. CIC activation: choose the units and a posture',
    who: 'The owner of the chit',
    todo: [
      'Pick one unit or one Grouped Division (units of one division, each within two hexes of another of them); they may have activated already.',
      'They are all In Command for this activation: no OOC markers. Choose the posture and flip their HQ to match.',
    ],
    rules: ['6.2', '6.2.1', '6.2.2', '7.2'],
  },
  hqEnhanced: {
    phase: ACT,
    title: 'a. HQ Command: Special Posture (enhanced)',
    who: 'The owner of the chit',
    todo: [
      'No posture to choose: the formation has the Special Posture, with the combat allowances of Aggressive plus road march, earthworks and Rally of Defensive.',
      'Flip the HQ to its side with the higher Command Rating, then check command and place OOC markers as usual (a CIC activation first picks its units, all In Command).',
    ],
    rules: ['6.4', '7.2', '7.4', '7.5'],
  },
  hqDegraded: {
    phase: ACT,
    title: 'a. HQ Command: degraded activation',
    who: 'The owner of the chit',
    todo: [
      'The HQ goes to Defensive Posture. A CIC chit still picks its unit or Grouped Division.',
      'Units Out of Command get no OOC marker and do nothing: there is no Out of Command Step.',
    ],
    rules: ['6.4', '7.2.2'],
  },
  fire: {
    phase: ACT,
    title: 'b. Fire Combat',
    who: 'The owner of the chit',
    todo: [
      'Each eligible In Command unit (not cavalry, not an HQ) may fire once.',
      'Mark artillery that fired: it cannot move this activation (horse artillery at half SP may still move half).',
      'Imperial Guard chit: the fortress may fire 10 SP at one Prussian hex within two hexes, once this turn.',
    ],
    rules: ['8.0', '8.1', '8.1.6', '8.2', '8.9'],
  },
  degradedFire: {
    phase: ACT,
    title: 'b. Fire Combat only (degraded)',
    who: 'The owner of the chit',
    todo: [
      'In Command units may fire; Out of Command units may not.',
      'Nothing else: no movement, assault, rally or Out of Command Step. The chit is then set aside.',
      'Imperial Guard chit: the fortress may fire as usual.',
    ],
    rules: ['6.4', '8.0', '8.9'],
  },
  movement: {
    phase: ACT,
    title: 'c. Movement',
    who: 'The owner of the chit; the enemy reacts',
    todo: [
      'First break brigades down into Detachments or recombine them, then move In Command units (announce cavalry charges before moving).',
      'The enemy may answer moves with Defensive Fire, Opportunity Fire events, Opportunity Charges and Countercharges.',
      'A lone HQ next to an enemy combat unit at the end of a move is overrun.',
    ],
    rules: ['11.0', '11.4', '11.5', '11.6', '11.7', '11.8', '11.11', '17.0'],
  },
  assault: {
    phase: ACT,
    title: 'd. Assault Combat',
    who: 'The owner of the chit; the defender may abandon position',
    todo: [
      'Aggressive or Special Posture: announce every assault with Assault markers, then resolve them one by one in any order.',
      'Defensive Posture: only cavalry that began the phase next to an enemy may assault, and without charging.',
      'When the step ends, each unit that charged takes its Charge Disorganization Morale Hit.',
    ],
    rules: ['12.0', '12.1', '12.2', '12.3', '7.2', '11.6.2'],
  },
  rally: {
    phase: ACT,
    title: 'e. Rally',
    who: 'The owner of the chit',
    todo: [
      'Defensive or Special Posture only: Recovery actions first, then Rebuild rolls, up to the HQ Command Rating in all.',
      'At the end of the step, infantry that did nothing else may try to build Hasty Works.',
    ],
    rules: ['13.0', '13.1', '13.4', '16.2'],
  },
  ooc: {
    phase: ACT,
    title: 'f. Out of Command',
    who: 'The owner of the chit (the enemy settles ties)',
    todo: ['Turn over each OOC marker in the order you like and carry it out hex by hex: Withdraw, Frozen, Cautious, Maneuver or Advance.'],
    rules: ['14.0', '14.2', '14.3'],
  },
  nightMove: {
    phase: ACT,
    title: 'c. Movement (overnight)',
    who: 'The owner of the chit',
    todo: [
      'No fire, no Engagement and no assault this turn: units only move (or dig in later).',
      'Off roads, hexes cost double.',
      'Evening: each unit that moves at all takes one Morale Hit at the end of its move.',
    ],
    rules: ['18.2', '18.3', '11.0'],
  },
  nightCamp: {
    phase: ACT,
    title: 'e. Bivouac and earthworks (overnight)',
    who: 'The owner of the chit',
    todo: [
      'Defensive Posture: the formation may go into Bivouac (turn the HQ sideways); units that did not move or dig roll to Revive, Muster, Supply and for Leader Recovery.',
      'Units may try Hasty Works or Entrenchments (Evening: a unit attempting an Entrenchment takes one Morale Hit).',
      'No normal Rally tonight.',
    ],
    rules: ['18.6', '18.5', '16.2', '16.3', '18.2'],
  },
  nightOoc: {
    phase: ACT,
    title: 'f. Out of Command (overnight)',
    who: 'The owner of the chit',
    todo: [
      'Carry out the OOC markers as usual, but no combat is allowed tonight.',
      'Deep Night: when the activation ends, each unit of the formation that is not in Bivouac takes one Morale Hit.',
    ],
    rules: ['14.0', '18.3'],
    notes: ['The rules do not say how an Advance result (fire and assault) works on a no-combat night: agree on it before play.'],
  },
} satisfies Record<string, StepText>;
