/**
 * Results of the Metz 1870 reaction fire calculator for the two fires that
 * answer a move: Defensive Fire (11.4) and Opportunity Fire (11.5). The fire itself
 * is the fire calculator's; here come the eligibility, the repeat penalty
 * (8.4 s) and the exact chance the mover is stopped, over the player's own
 * cells of the Fire CRT column when the whole column is known.
 */
import type { CalcContext, CalcResult, OutcomeTable, Step, Values } from '../../../lib/calculator.ts';
import { arrow, bool, num, pick, str } from '../../../lib/calculator.ts';
import { DOUBLES, FIRE_COLUMNS, FIRE_CRT_ID, finalColumn, fireColumn, knownCells, normaliseCode } from '../fire/crt.ts';
import { columnTable } from '../fire/report.ts';
import { rollsText } from '../morale/tests.ts';
import type { DfScope } from './fire.ts';
import { ALL_RESULTS, defensiveFirePenalty, haltChance, haltOverColumn, haltWhen } from './fire.ts';

export interface ShotOdds {
  summary: NonNullable<CalcResult['summary']>;
  steps: Step[];
  tables: OutcomeTable[];
  notes: string[];
}

/** The chance the mover stops, by result and (when the column is complete) overall; `penalty` is the repeat shift. */
export function shotOdds(v: Values, ctx: CalcContext | undefined, penalty: number): ShotOdds {
  const T = num(v, 'mover-tcr');
  const out: ShotOdds = { summary: [], steps: [], tables: [], notes: [] };
  out.tables.push({
    title: `Is the mover stopped? By fire result (lowest modified TCR ${T})`,
    caption: 'A Casualty Hit stops it; a Morale Test stops it when the white die gives a Morale Hit (9.1). Exact over the white d10.',
    columns: [{ label: 'Result' }, { label: 'Stops it' }, { label: 'Chance', kind: 'prob' }],
    rows: ALL_RESULTS.map((c) => ({ cells: [c, haltWhen(c, T), haltChance(c, T)] })),
    barColumn: 2,
  });
  const start = FIRE_COLUMNS.find((c) => c.key === str(v, 'column'));
  if (!start) {
    out.notes.push('Pick the final column from the fire calculator to see the odds of this very fire.');
    return out;
  }
  const fc = finalColumn(start, penalty);
  const col = fc.column ?? start;
  out.steps.push({ label: 'Column to read', value: penalty ? `${start.label} ${arrow(penalty)} → ${fc.text}` : col.label, rules: ['8.4', '8.5'] });
  out.summary.push({ label: 'Column', value: col.label });
  const user = ctx?.charts?.[FIRE_CRT_ID];
  const co = fireColumn(col.key, user);
  const rs = co.results.map((r) => ({ result: normaliseCode(r.result), prob: r.prob, rolls: r.rolls }));
  if (co.complete && rs.every((r) => r.result)) {
    const known = rs.map((r) => ({ ...r, result: r.result! }));
    out.summary.push({ label: 'Mover stopped', value: haltOverColumn(known, T) });
    out.tables.push({
      title: `This fire on column ${col.label}`,
      caption: 'Coloured d10 on the column (your own cells where our source has none), then the white die for any Morale Test. Exact.',
      columns: [{ label: 'Coloured die' }, { label: 'Result' }, { label: 'Chance', kind: 'prob' }, { label: 'Then stopped', kind: 'prob' }, { label: 'Stopped this way', kind: 'prob' }],
      rows: known.map((r) => {
        const h = haltChance(r.result, T);
        return { cells: [rollsText(r.rolls), r.result, r.prob, h, r.prob.mul(h)] };
      }),
      barColumn: 4,
    });
  } else {
    const k = knownCells(col.key);
    out.summary.push({ label: 'Cells of this column known', value: `${10 - co.missing.length} of 10` });
    out.tables.push(columnTable(col.key, user));
    out.notes.push(
      `Read your card: column ${col.label}. Our source gives ${k.length ? k.map((c) => `${c.roll === 10 ? '0' : c.roll} → ${c.result} (${c.source})`).join('; ') : 'none of its cells'}; enter the others on the Fire CRT chart page for the exact chance the mover is stopped.`,
    );
  }
  return out;
}

export function defensiveFire(v: Values, ctx?: CalcContext): CalcResult {
  const firer = str(v, 'df-firer');
  const move = str(v, 'df-move');
  const scope = pick<DfScope>(v, 'df-scope', ['step', 'phase']);
  const pen = defensiveFirePenalty(num(v, 'df-prior'), num(v, 'df-earlier'), scope);
  const problems: string[] = [];
  if (firer === 'cavalry') problems.push('Cavalry never fires (8.1); it may try an Opportunity Charge instead (11.8).');
  if (firer === 'hq') problems.push('An HQ never fires (8.10).');
  if (move === 'breakthrough') problems.push('No Defensive Fire at a unit making a Breakthrough Move (11.4, 12.9).');
  if (bool(v, 'df-ooc') && v['df-ooc-reading'] === 'not') problems.push('Under the reading chosen, a unit with an Out of Command marker does nothing before its Out of Command Step (14.1).');
  const steps = [
    { label: 'Trigger', value: `an enemy unit or stack moves next to a friendly infantry or artillery unit (${move === 'breakthrough' ? 'not by Breakthrough' : move === 'retreat' ? 'retreats count' : move === 'event' ? 'event moves count' : 'regular movement'})`, rules: ['11.4'] },
    ...problems.map((p) => ({ label: 'Not allowed', value: p, rules: ['11.4'] })),
  ];
  if (problems.length) return { summary: [{ label: 'May fire', value: 'no' }], steps, tables: [] };
  steps.push(
    { label: `This unit’s Defensive Fire in this ${scope === 'phase' ? 'phase' : 'Step'}`, value: `number ${pen.nth}`, rules: ['11.4'] },
    { label: 'Repeat penalty (8.4 s)', value: pen.shift ? `${arrow(pen.shift)}, flat however many repeats` : 'none: its first', rules: ['8.4', '11.4'] },
    { label: 'Ammo Problem on doubles', value: DOUBLES.toString(), rules: ['8.5', '8.8'] },
  );
  const shot = shotOdds(v, ctx, pen.shift);
  return {
    summary: [{ label: 'Repeat penalty', value: pen.shift ? arrow(pen.shift) : 'none' }, ...shot.summary],
    steps: [...steps, ...shot.steps],
    tables: shot.tables,
    actions: [
      {
        title: 'Firing player',
        items: [
          'Halt the mover in the hex it entered; each adjacent friendly hex of infantry or artillery fires separately, at the moving unit or stack only (11.4).',
          `Resolve it with the fire calculator${pen.shift ? ', ticking 8.4 s (◀2)' : ''}; a mover entering a hex with a friendly unit is fired at with it, as one stack (11.4).`,
          'Doubles: the usual Ammo Problem (8.8).',
        ],
      },
      {
        title: 'Moving player',
        items: [
          'Any Morale or Casualty Hit: the mover goes no further this phase; a retreating unit simply keeps retreating (11.4).',
          'No effect: it may go on, and may be fired at again further along, even by the same unit (at ◀2) (11.4).',
        ],
      },
    ],
    notes: [
      'Units of one hex firing together when only some have fired before: the rules count fires per unit and do not say which count sets the penalty.',
      ...shot.notes,
    ],
  };
}

export function opportunityFire(v: Values, ctx?: CalcContext): CalcResult {
  const chit = pick(v, 'of-chit', ['beaten', 'krupp', 'cloud'] as const);
  const name = { beaten: 'BEATEN ZONE (French)', krupp: 'KRUPP’S GUNS (Prussian)', cloud: 'A CLOUD OF SKIRMISHERS (side not in our source)' }[chit];
  const steps = [
    { label: 'Event chit', value: name, rules: ['11.5', '6.3.1'] },
    { label: 'Method', value: chit === 'cloud' ? 'its own, on the Event Chits Description card: not in our source' : 'a normal Fire Combat', rules: ['11.5'] },
    { label: 'When', value: 'once an enemy action is announced: before it, during it or just after it; it interrupts anything, events too', rules: ['11.5'] },
    { label: 'Repeat penalty', value: 'none: 8.4 s concerns Defensive Fire only', rules: ['8.4'] },
  ];
  if (bool(v, 'of-hex-used'))
    return { summary: [{ label: 'May fire', value: 'no' }], steps: [...steps, { label: 'Not allowed', value: 'Only one Opportunity Fire chit per hex the mover enters (11.5).', rules: ['11.5'] }], tables: [] };
  const shot = chit === 'cloud' ? { summary: [], steps: [], tables: [], notes: [] } : shotOdds(v, ctx, 0);
  if (chit !== 'cloud') steps.push({ label: 'Ammo Problem on doubles', value: DOUBLES.toString(), rules: ['8.5', '8.8'] });
  return {
    summary: shot.summary,
    steps: [...steps, ...shot.steps],
    tables: shot.tables,
    actions: [
      {
        title: 'Firing player',
        items: [
          'Announce the chit and fire at once (11.5). If the unit also fires Defensive Fire at this mover, that comes first (11.5).',
          'Set the chit aside for the rest of the turn, as in the example of play when 2/Verge/II fires at 10/Stulp/III.',
        ],
      },
      { title: 'Moving player', items: ['Any Morale or Casualty Hit on a moving unit stops it; no effect lets it go on (11.5).', 'Several chits may hit one unit, one per hex it enters (11.5).'] },
    ],
    notes: [
      'The Event Chits Description card is not in our source: which units each chit lets fire, and any limit on range or shifts, are unknown. The example of play fires a Mitrailleuse and an infantry unit with BEATEN ZONE and a corps artillery unit with KRUPP’S GUNS (the Verge Mitrailleuse at #2227, 2/Verge/II at #2326, Corps/III at Flavigny).',
      'A Fortunes of War Enhance result can give a free KRUPP’S GUNS or BEATEN ZONE, to be used at once (6.4 d).',
      ...shot.notes,
    ],
  };
}

