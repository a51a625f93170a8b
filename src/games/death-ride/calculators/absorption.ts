/**
 * Death Ride: ways for a stack to absorb casualty points exactly (7.7), in
 * mode A (no retreats) and mode B (every unit retreats first).
 */
import type { CalcResult, CalculatorDef, OutcomeTable, Values } from '../../../lib/calculator.ts';
import { num, str } from '../../../lib/calculator.ts';
import { absorb, CP_COSTS } from '../casualties.ts';
import type { ModeAbsorption, Nationality } from '../casualties.ts';
import { SERVER } from '../../../lib/words.ts';

const MAX_ROWS = 40;
const MODE_NAME = { A: 'Option A: flip or eliminate, retreat none', B: 'Option B: retreat every unit, then flip or eliminate' };

function modeTable(m: ModeAbsorption, cp: number): OutcomeTable {
  const shown = m.options.slice(0, MAX_ROWS);
  return {
    title: MODE_NAME[m.mode],
    caption: m.exact
      ? `${m.options.length} way${m.options.length === 1 ? '' : 's'} to absorb exactly ${cp} CP${m.options.length > MAX_ROWS ? `; the first ${MAX_ROWS} are shown` : ''}.`
      : `${cp} CP cannot be matched exactly in this mode.`,
    columns: [{ label: 'Losses' }, { label: 'Retreats' }, { label: 'Flipped' }, { label: 'Fresh eliminated' }, { label: 'Spent eliminated' }, { label: 'CP' }],
    rows: shown.map((o) => ({ cells: [o.label, o.retreat, o.flip, o.elimFresh, o.elimSpent, o.total] })),
  };
}

function modeAction(m: ModeAbsorption, cp: number): string {
  if (m.exact) return `${MODE_NAME[m.mode]}: ${m.options.length} way${m.options.length === 1 ? '' : 's'}, e.g. ${m.options[0]!.label}.`;
  const near = [m.below !== undefined ? `${m.below} below` : '', m.above !== undefined ? `${m.above} above` : ''].filter(Boolean).join(', ');
  return `${MODE_NAME[m.mode]}: ${cp} CP cannot be matched exactly${near ? ` (nearest reachable: ${near})` : ''}.`;
}

const def: CalculatorDef = {
  id: 'absorption',
  fields: [
    {
      kind: 'choice', key: 'nationality', default: 'french', options: ['french', 'german'],
      ...(SERVER && {
        label: 'Nationality of the stack',
        rules: ['7.7'],
        group: 'Stack',
        help: 'Eliminating costs French 3 (Spent) or 4 (Fresh), German 2 or 3. Retreating or flipping costs 1 for both.',
        choices: { french: 'French', german: 'German' },
      }),
    },
    { kind: 'int', key: 'fresh', min: 0, max: 12, default: 1, ...(SERVER && { label: 'Fresh units in the stack', rules: ['7.7'], group: 'Stack' }) },
    { kind: 'int', key: 'spent', min: 0, max: 12, default: 0, ...(SERVER && { label: 'Spent units in the stack', rules: ['7.7'], group: 'Stack' }) },
    { kind: 'int', key: 'cp', min: 0, max: 60, default: 2, ...(SERVER && { label: 'Casualty points to absorb', rules: ['7.7'], group: 'Casualty points' }) },
  ],
  validate(v: Values): Record<string, string> {
    return num(v, 'fresh') + num(v, 'spent') === 0 ? { fresh: 'A stack needs at least one unit.' } : {};
  },
  compute(v: Values): CalcResult {
    const nat: Nationality = str(v, 'nationality') === 'german' ? 'german' : 'french';
    const fresh = num(v, 'fresh');
    const spent = num(v, 'spent');
    const cp = num(v, 'cp');
    const c = CP_COSTS[nat];
    const r = absorb(nat, fresh, spent, cp);
    const who = nat === 'french' ? 'French' : 'German';
    return {
      steps: [
        { label: `${who} costs`, value: `retreat ${c.retreat}, flip ${c.flip}, eliminate Spent ${c.elimSpent}, eliminate Fresh ${c.elimFresh}`, rules: ['7.7'] },
        { label: 'Most the stack can absorb, option A', value: `${r.A.capacity} CP`, rules: ['7.7'] },
        { label: 'Most the stack can absorb, option B', value: `${r.B.capacity} CP`, rules: ['7.7'] },
        { label: 'Totals reachable exactly, option A', value: r.A.totals.join(', ') },
        { label: 'Totals reachable exactly, option B', value: r.B.totals.join(', ') },
      ],
      tables: [modeTable(r.A, cp), modeTable(r.B, cp)],
      actions: [{ title: `${who} stack: absorb ${cp} CP (7.7) in one of two ways`, items: [modeAction(r.A, cp), modeAction(r.B, cp)] }],
      notes: r.notes,
    };
  },
  ...(SERVER && {
    title: 'Absorbing casualty points',
    summary: 'Every way a stack can absorb a number of casualty points exactly, with and without retreating.',
    rules: ['7.7'],
  }),
};

export default def;
