/**
 * Death Ride: how long the action phase lasts (2.3). Before each French
 * impulse, 1d10 + modifier <= impulse number makes it the Final French
 * Impulse. Lists, for each French impulse, the exact chance it is the last.
 */
import type { Assumption, CalcContext, CalcResult, CalculatorDef, Values } from '../../../lib/calculator.ts';
import { num, signed, str } from '../../../lib/calculator.ts';
import { toFixedExact } from '../../../lib/sequence.ts';
import { cellState, editableChart } from '../../../lib/user-chart.ts';
import { matches, readsCharts } from '../../../lib/user-chart-check.ts';
import type { Chart } from '../../../lib/schemas.ts';
import turnTrack from '../../../../content/death-ride/tables/turn-track.yaml';
import { endOfPhase, metzModifier } from '../end-of-phase.ts';
import type { Counting, DieReading } from '../end-of-phase.ts';
import { SERVER } from '../../../lib/words.ts';

const TURN_TRACK = editableChart('death-ride', 'turn-track', turnTrack as Chart);

/**
 * The Turn track is not in the rulebook text we have, so every figure rests on the turn modifier: left
 * at 0 with no turn chosen, or typed in place of a turn the player's Turn track lacks, the headline says so.
 */
function turnAssumed(turnNo: number, fromTrack: boolean, turn: number): Assumption[] {
  if (turnNo === 0) return turn === 0 ? [{ text: 'a Turn track modifier of 0 (not entered)', field: 'modifier-turn' }] : [];
  return fromTrack ? [] : [{ text: `a Turn track modifier of ${signed(turn)} for turn ${turnNo} (not on your Turn track)`, field: 'turn' }];
}

const def: CalculatorDef = {
  id: 'end-of-phase',
  ...readsCharts(TURN_TRACK),
  fields: [
    {
      kind: 'int', key: 'turn', min: 0, max: 7, default: 0,
      ...(SERVER && {
        label: 'Turn (0 = type the modifier below)',
        rules: ['2.3', '15.0'],
        group: 'Modifier',
        help: 'With a turn chosen, the modifier comes from the Turn track values you entered under Charts (My Turn track modifiers).',
      }),
    },
    {
      kind: 'int', key: 'modifier-turn', min: -9, max: 9, default: 0,
      ...(SERVER && {
        label: 'Turn modifier',
        rules: ['2.3'],
        group: 'Modifier',
        help: "Printed on the map's Turn track for the current turn. Our source lacks the Turn track, so enter the value from your map.",
      }),
    },
    {
      kind: 'int', key: 'metz', min: 0, max: 10, default: 0,
      ...(SERVER && {
        label: 'Red "Metz" areas occupied solely by Germans',
        rules: ['2.3', '11.2'],
        group: 'Modifier',
        help: '-1 each, at most -2.',
      }),
    },
    {
      kind: 'choice', key: 'counting', default: 'pair', options: ['pair', 'each'],
      ...(SERVER && {
        label: 'Impulse number of the j-th French impulse',
        rules: ['2.3'],
        group: 'Readings',
        ambiguity: 'Ending Action Phase (2.3): "1D10 + Modifier ≤ Impulse Number" does not say how the Impulse track counts. Default: once per pair of impulses, so the j-th French impulse is checked at j.',
        choices: { pair: 'j: the marker moves once per German + French pair (default)', each: '2j: the marker counts every impulse' },
      }),
    },
    {
      kind: 'choice', key: 'die', default: '1-10', options: ['1-10', '0-9'],
      ...(SERVER && {
        label: 'd10 faces',
        rules: ['2.3'],
        group: 'Readings',
        ambiguity: 'Ending Action Phase (2.3): the card does not say whether the d10 reads 1-10 or 0-9. Default: 1-10.',
        choices: { '1-10': '1 to 10 (default)', '0-9': '0 to 9' },
      }),
    },
  ],
  compute(v: Values, ctx?: CalcContext): CalcResult {
    const turnNo = num(v, 'turn');
    // read as every chart cell is read, so a turn the player has not entered is asked for in place
    const state = turnNo > 0 ? cellState(TURN_TRACK, 'modifier', String(turnNo), ctx?.charts['turn-track'] ?? {}) : undefined;
    const cell = state?.kind === 'user' ? state.value.trim().replace('−', '-') : undefined;
    // the page fits the cells to the chart first; called without that, a cell the chart does not allow is not read
    const entered = cell !== undefined && matches(TURN_TRACK, cell) ? cell : undefined;
    const turn = entered !== undefined ? Number(entered) : num(v, 'modifier-turn');
    const turnSource =
      turnNo === 0
        ? 'typed'
        : entered !== undefined
          ? `your Turn track entry for turn ${turnNo}`
          : cell
            ? `typed: your Turn track entry for turn ${turnNo} is not a whole number from -9 to +9`
            : `typed: you have not entered turn ${turnNo} on your Turn track`;
    const metz = metzModifier(num(v, 'metz'));
    const m = turn + metz;
    const counting: Counting = str(v, 'counting') === 'each' ? 'each' : 'pair';
    const die: DieReading = str(v, 'die') === '0-9' ? '0-9' : '1-10';
    const r = endOfPhase(m, { counting, die });
    const dieText = die === '1-10' ? '1d10 (1-10)' : '1d10 (0-9)';
    const probText = die === '1-10' ? '(n - m) / 10' : '(n - m + 1) / 10';
    return {
      summary: [
        { label: 'Modifier m', value: signed(m) },
        { label: 'First French impulse is the last', value: r.rows[0]!.endsAt },
        ...(r.complete ? [{ label: 'French impulses expected', value: `about ${toFixedExact(r.expected, 2)}` }] : []),
      ],
      assumptions: turnAssumed(turnNo, entered !== undefined, turn),
      steps: [
        { label: `Turn modifier (${turnSource})`, value: signed(turn), rules: ['2.3'] },
        { label: 'Metz modifier: -1 per red area held solely by Germans, at most -2', value: signed(metz), rules: ['11.2'] },
        { label: 'Modifier m', value: signed(m), rules: ['2.3'] },
        { label: 'Final French Impulse if', value: `${dieText} ${m < 0 ? '-' : '+'} ${Math.abs(m)} ≤ impulse number n`, rules: ['2.3'] },
        { label: 'Chance at impulse number n', value: `${probText}, between 0 and 1; n = ${counting === 'pair' ? 'j' : '2j'}` },
        { label: 'Expected French impulses E[j]', value: `${r.expected.toString()} (about ${toFixedExact(r.expected, 4)})` },
      ],
      tables: [
        {
          title: 'When the action phase ends',
          caption: 'j counts French impulses; the German impulse comes first in each pair.',
          columns: [
            { label: 'j' },
            { label: 'Impulse number' },
            { label: 'P(last at j)', kind: 'prob' },
            { label: 'P(ended by j)', kind: 'prob' },
            { label: 'P(French get at least j impulses)', kind: 'prob' },
          ],
          rows: r.rows.map((x) => ({ cells: [x.j, x.n, x.endsAt, x.endedBy, x.reaches] })),
          barColumn: 2,
        },
      ],
      actions: [
        { title: 'Before each French impulse', items: [`Roll 1d10 and add ${signed(m)}. If the total is at most the impulse number, this is the Final French Impulse.`] },
        { title: 'Final French Impulse', items: ['The French may only Reorganise (two Spent units or one cavalry division) (2.3.2).', 'The German may then allow one more impulse to each side.'] },
      ],
      notes: [
        "The Turn track's modifiers are not in our source; the result is only as good as the turn modifier you enter.",
        'If the German grants the extra impulses, the French get one more impulse than j.',
        ...(r.complete ? [] : ['The phase can run beyond the rows listed; E[j] counts only the rows shown.']),
      ],
    };
  },
  ...(SERVER && {
    title: 'End of the action phase',
    summary: 'Chance that each French impulse is the last one of the action phase, and how many impulses the French can expect.',
    rules: ['2.3', '11.2'],
  }),
};

export default def;
