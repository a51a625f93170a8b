/** What each step of the On To Paris! turn checklist tells the players (rendered as HTML by the pages). */
import type { EventLabels, StepNotes, StepTexts } from '../../lib/checklist.ts';
import { STEPS } from './checklist/step-texts.ts';
import costChart from '../../../content/on-to-paris/tables/action-costs.yaml';
import { chartRows } from '../../lib/charts.ts';
import { KNOWN_BOXES } from './command/command-table.ts';
import { endChance, ipDistribution, tieChance } from './command/initiative.ts';
import type { Fraction } from '../../lib/fraction.ts';

const steps: StepTexts = STEPS;
export default steps;

const pct = (f: Fraction) => `${f.toString()} (${f.toPercent()})`;
const track = [...KNOWN_BOXES, { totals: null }, { totals: 'any' as const }];

/** Button text per machine event; the Action Cost Table's rows name their own buttons. */
export const events: EventLabels = {
  NEXT: 'Done: next step',
  SETUP: 'Start with these settings',
  EMPIRE: 'The Empire stands',
  REPUBLIC: 'The Empire has fallen (Republic)',
  BOX_LISTS: 'Yes: the box lists this total',
  BOX_DOES_NOT: 'No: it does not',
  USE_PGS: 'Prussian uses the General Staff',
  END_PHASE: 'End the Action Phase',
  MOVE_UNITS: 'Activate units (move)',
  LEADER_ACTION: 'Leader action',
  OTHER_ACTION: 'Other action (RL marker, SPs, depots, bridges…)',
  EMERGENCY: 'IPs to Emergency Reinforcements',
  END_HALF: 'End my half-Segment',
  NOTHING_LEFT: 'No CP left and no SP to enter: end my half-Segment',
  FALL: 'The Empire fell just now',
  BACK: 'Back',
  CANCEL: 'Cancel this action',
  ADD_OUT_OF_ZONE: 'Add units outside the Command Zone (+1 CP each)',
  ADD_LONE: 'Add lone Infantry SPs in enemy territory (+1 CP per 2)',
  ADD_STAR: 'Add "*" leaders moving Forces (+1 IP each)',
  ADD_SOVEREIGN: 'Add Armies with a sovereign, optional Command Interference (+1 IP each)',
  BESIEGED: 'Besieged Force: on / off (+1 CP, +1 IP)',
  RALLY: 'Remove Demoralization instead of moving: on / off',
  PAY_PRIMARY: 'Pay from Primary (+ Discretionary)',
  PAY_SECONDARY: 'Pay from Secondary (+ Discretionary)',
  PAY_TERTIARY: 'Pay from Tertiary (+ Discretionary)',
  PAY_DISCRETIONARY: 'Pay from Discretionary only',
  PENALTY_PRIMARY: 'Take 1 CP from Primary',
  PENALTY_SECONDARY: 'Take 1 CP from Secondary',
  PENALTY_TERTIARY: 'Take 1 CP from Tertiary',
  PENALTY_DISCRETIONARY: 'Take 1 CP from Discretionary',
  LOSE_SP: 'I had an SP to enter: lose 1 SP',
  NO_SP: 'I had none: no penalty',
  STILL_SPS: 'SPs are left to enter: next Segment',
  BOTH_EXHAUSTED: 'None left: the phase ends',
  AUTOMATIC_VICTORY: 'Automatic Victory: game over',
  END_GAME: "That was the scenario's last turn: game over",
  // the chart page's wording of each row (the checklist's price lines take their names from here too)
  ...Object.fromEntries(
    chartRows<{ id: string; action: string; kind: string }>(costChart, ['id', 'action', 'kind']).map((a) =>
      a.kind === 'combined' ? [`ADD_${a.id}`, `Add ${a.action.replace(/^Combined: /, '')}`] : [`ACT_${a.id}`, a.action],
    ),
  ),
};

/** Fixed blocks the checklist's extras name. */
export const notes: StepNotes = {
  initChances: {
    title: 'Chances of the two 3D6 rolls',
    items: [
      `A tie on any total: ${pct(tieChance())}; each side takes the Initiative with the rest, half each.`,
      ...track.map((b, i) =>
        b.totals === null
          ? 'Box 4 when the track has five: its totals are not in our source.'
          : `A tie that ends the phase with the marker in box ${i + 1}${b.totals === 'any' ? ' (the last box, any total)' : b.totals.length ? ` (${b.totals.join(', ')})` : ' (none listed)'}: ${pct(endChance(track, i + 1)!)}`,
      ),
      `IPs each player gets: ${ipDistribution
        .table()
        .filter((r) => Number(r.value) > 0 && Number(r.value) <= 8)
        .map((r) => `${r.value}: ${r.exactly.toPercent()}`)
        .join(', ')}; more than 8 is rarer still.`,
    ],
    rules: ['8.5.1', '8.5.2', '8.6'],
  },
  republic: {
    title: 'The Republic is in power',
    items: [
      'From the turn after the Fall, add the "Turn+n" line of the Republic bonus chart to the reinforcements (Corps already received are skipped).',
      'The Command Table VP penalty is +1 VP instead of -1 VP.',
      'Republic leaders are available; Empire-only leaders are gone.',
    ],
    rules: ['7.5.2', '8.6.3', '5.7'],
  },
  fall: {
    title: 'The Empire fell this turn',
    items: [
      'Empire-only leaders are removed at once and replaced free (besieged ones stay until the turn after their siege ends); Leader Confirmed markers come off.',
      'The French may freely remove or demote Army leaders; Republic leaders become available.',
      'The Time Fuse marker advances one box; the Command Table VP penalty becomes +1 VP.',
    ],
    rules: ['5.7', '5.6', '15.1', '8.6.3', '18.2'],
  },
};
