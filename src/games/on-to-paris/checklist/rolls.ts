/**
 * The rolls and forms of the On To Paris! checklist. They travel with the
 * machine (the island validates and pre-fills with them); the words of each
 * step are in step-texts.ts, rendered as HTML.
 */
import type { RollSpec } from '../../../lib/checklist.ts';
import { CP_CAP, TRACKERS, trackerName } from '../command/wallet.ts';
import type { Side } from './context.ts';

export const SETUP_FORM: RollSpec = {
  event: 'SETUP',
  label: 'Start with these settings',
  sides: 0,
  from: 0,
  fields: [
    // what each field means is in the step's words (step-texts.ts), rendered as HTML
    { key: 'startTurn', label: "The scenario's first turn (1-17)", min: 1, max: 17, default: 1, rules: ['4.1'] },
    { key: 'pgs', label: 'Prussian General Staff uses', min: 0, max: 9, default: 0, rules: ['8.8'] },
    { key: 'boxes', label: 'Boxes on your Command Table Use track', min: 4, max: 9, default: 5, rules: ['8.6'] },
  ],
};

export const cpRoll = (side: Side): RollSpec => ({ event: 'CP_ROLL', label: `${side} 2D6 on the Command Point Table`, sides: 6, from: 2, dice: 2 });

export const cpForm = (side: Side): RollSpec => ({
  event: 'CPS',
  label: `Add these ${side} CPs`,
  sides: 0,
  from: 0,
  fields: TRACKERS.map((t) => ({
    key: t,
    label: `${trackerName(t)} CPs from the table`,
    min: 0,
    max: CP_CAP,
    default: 0,
    rules: ['8.2'],
    // the Command Point Table is not in our source: the player's own chart pre-fills it
    fromChart: { chart: 'command-points', column: t, rowFrom: `cpRoll${side}` },
  })),
});

export const initRoll = (side: Side): RollSpec => ({ event: 'INIT', label: `${side} 3D6 for the Initiative`, sides: 6, from: 3, dice: 3 });

export const ERSP_FORM: RollSpec = {
  event: 'ERSP',
  label: 'Spend these IPs',
  sides: 0,
  from: 0,
  fields: [{ key: 'ip', label: 'IPs put toward Emergency Reinforcements', min: 1, max: 15, default: 1, rules: ['7.6'] }],
};
