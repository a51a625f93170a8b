/**
 * The rolls and forms of the On To Paris! checklist. They travel with the
 * machine (the island validates and pre-fills with them); their words are
 * phrases the page carries (say.ts), and the words of each step are in
 * step-texts.ts, rendered as HTML.
 */
import type { RollSpec } from '../../../lib/checklist.ts';
import { CP_CAP, TRACKERS, trackerName } from '../command/wallet.ts';
import type { Side } from './context.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

export const SETUP_FORM: RollSpec = {
  event: 'SETUP',
  label: SAY.setup,
  sides: 0,
  from: 0,
  fields: [
    // what each field means is in the step's words (step-texts.ts), rendered as HTML
    { key: 'startTurn', label: SAY.startTurn, min: 1, max: 17, default: 1, rules: ['4.1'] },
    { key: 'pgs', label: SAY.pgs, min: 0, max: 9, default: 0, rules: ['8.8'] },
    { key: 'boxes', label: SAY.boxes, min: 4, max: 9, default: 5, rules: ['8.6'] },
  ],
};

export const cpRoll = (side: Side): RollSpec => ({ event: 'CP_ROLL', label: fill(SAY.cpRoll, { side }), sides: 6, from: 2, dice: 2 });

export const cpForm = (side: Side): RollSpec => ({
  event: 'CPS',
  label: fill(SAY.cpForm, { side }),
  sides: 0,
  from: 0,
  fields: TRACKERS.map((t) => ({
    key: t,
    label: fill(SAY.cpField, { tracker: trackerName(t) }),
    min: 0,
    max: CP_CAP,
    default: 0,
    rules: ['8.2'],
    // the Command Point Table is not in our source: the player's own chart pre-fills it
    fromChart: { chart: 'command-points', column: t, rowFrom: `cpRoll${side}` },
  })),
});

export const initRoll = (side: Side): RollSpec => ({ event: 'INIT', label: fill(SAY.initRoll, { side }), sides: 6, from: 3, dice: 3 });

export const ERSP_FORM: RollSpec = {
  event: 'ERSP',
  label: SAY.erspForm,
  sides: 0,
  from: 0,
  fields: [{ key: 'ip', label: SAY.erspField, min: 1, max: 15, default: 1, rules: ['7.6'] }],
};
