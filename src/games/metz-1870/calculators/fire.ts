/**
 * Metz 1870 fire combat calculator: firing SP, column, every 8.4 shift, the
 * final column, the result odds when the column is known (from our source
 * and the player's own cells), the ammunition chance, and what every result
 * does to the target unit, exactly.
 */
import type { Assumption, CalcContext, CalcResult, CalculatorDef, Filling, Step, Values } from '../../../lib/calculator.ts';
import { arrow, bool, num, str, pick } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import type { UserCells } from '../../../lib/user-chart.ts';
import type { Ammo, FiringUnit, Marker, RangeCat } from '../fire/sp.ts';
import type { EffectOptions, TargetUnit } from '../morale/hits.ts';
import { effectSummary, retreatAssumed, tcrNow } from '../morale/hits.ts';
import { CELL_SOURCE, FIRE_CRT, FIRE_CRT_ID, fireColumn, hitOf, knownCells, LAST_KNOWN, normaliseCode, RESULT_CODES } from '../fire/crt.ts';
import type { ResultCode } from '../fire/crt.ts';
import { DERIVED, fireFields, shiftKey, shiftShown } from '../fire/fields.ts';
import { CONDITION, FIRE_SHIFTS } from '../fire/shifts.ts';
import type { FireType, ShotInput } from '../fire/shot.ts';
import { resolveShot } from '../fire/shot.ts';
import { columnTable, consequencesTable, effectsTable, overallEffects, resultTable } from '../fire/report.ts';
import { SAY } from '../fire/say.ts';
import { TABLE_SAY } from '../fire/table-say.ts';
import { SAY as MORALE_SAY } from '../morale/say.ts';
import { fill, SERVER } from '../../../lib/words.ts';

const MARKERS = ['none', 'shaken', 'disrupted'] as const;
const spOf = (s: string) => (s === 'C' ? new Fraction(1, 2) : new Fraction(Number(s)));

/** The typed inputs of a fire from the calculator's values. */
export function readFire(v: Values): { shot: ShotInput; target: TargetUnit; effects: EffectOptions } {
  const type = pick<FireType>(v, 'type', ['infantry', 'artillery', 'mitrailleuse', 'inf-mit']);
  const units: FiringUnit[] = [];
  for (let i = 1; i <= num(v, 'units'); i++)
    units.push({
      printed: spOf(str(v, `u${i}-sp`)),
      marker: pick<Marker>(v, `u${i}-marker`, MARKERS),
      horseHalf: type === 'artillery' && bool(v, `u${i}-horse`),
      cautious: bool(v, `u${i}-cautious`),
      ammo: pick<Ammo>(v, `u${i}-ammo`, ['none', 'low', 'rationed']),
    });
  const shifts = FIRE_SHIFTS.filter((r) => !(r.id in DERIVED) && shiftShown(r.id, v) && bool(v, shiftKey(r.id))).map((r) => r.id);
  return {
    shot: {
      side: pick(v, 'side', ['prussian', 'french'] as const),
      type,
      units,
      range: pick<RangeCat>(v, 'range', ['effective', 'extended', 'canister']),
      shifts,
      earthworks: pick(v, 'works-stack', ['stack', 'terrain'] as const),
      ammoWho: pick(v, 'ammo-who', ['largest', 'owner'] as const),
      mitPlunge: str(v, 'mit-plunge') === 'yes',
    },
    target: {
      status: pick(v, 't-status', ['fresh', 'bw'] as const),
      tcrFresh: num(v, 't-tcr-fr'),
      tcrBw: num(v, 't-tcr-bw'),
      marker: pick<Marker>(v, 't-marker', MARKERS),
      works: shifts.includes('i') ? 'entrenchment' : shifts.includes('h') ? 'hasty' : 'none',
      duskDawn: bool(v, 't-dusk'),
    },
    effects: { worksKept: bool(v, 'works-kept'), mtAfterRetreat: pick(v, 'mt-after-retreat', ['tests', 'spared'] as const) },
  };
}

function validate(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  const t = str(v, 'type');
  if (v.range === 'canister' && t !== 'artillery') e.range = SAY.canisterForArtillery;
  if ((t === 'mitrailleuse' || t === 'inf-mit') && v.side !== 'french') e.type = SAY.mitrailleuseFrench;
  if (t === 'inf-mit' && num(v, 'units') < 2) e.units = SAY.infMitTwoUnits;
  if (v[shiftKey('h')] === true && v[shiftKey('i')] === true) e[shiftKey('i')] = SAY.worksOrEntrenchments;
  return e;
}

const ALL_CODES = RESULT_CODES.map((r) => r.code);

/** A result with Casualty Hits lands differently on a hex of two units (8.5): the Target Broken figure takes the target as alone. */
const aloneAssumed = (codes: ResultCode[]): Assumption[] =>
  codes.some((c) => hitOf(c).ch > 0) ? [{ text: SAY.alone }] : [];

type Shot = ReturnType<typeof resolveShot>;
/** What the steps below fill in, in the order the page shows it. */
type FireResult = Filling<'summary' | 'notes' | 'assumptions'>;
type Fire = ReturnType<typeof readFire>;

/** 8.2-8.5, 3.1.2: the column the firers' SP hold, every shift of 8.4, the final column, and the target's TCR now. */
function columnSteps(shot: Shot, start: NonNullable<Shot['start']>, target: Fire['target'], steps: Step[]): number {
  const final = shot.final!;
  const next = start === 'beyond' && (final.column !== undefined || final.beyondRight > 0);
  steps.push({
    label: SAY.columnHolding,
    value: start !== 'beyond' ? start.label : fill(next ? SAY.nextColumn : SAY.rightOfLast, { last: LAST_KNOWN.label }),
    rules: ['8.2'],
  });
  for (const l of shot.shift!.lines)
    steps.push({
      label: `8.4 ${l.id}. ${CONDITION(l.id)}${shot.derived.includes(l.id) ? SAY.fromFirers : ''}`,
      value: l.counted ? arrow(l.shift) : `${arrow(l.shift)}, ${l.why}`,
      rules: ['8.4'],
    });
  steps.push({ label: SAY.netShift, value: shot.shift!.net === 0 ? SAY.noShift : arrow(shot.shift!.net), rules: ['8.4'] });
  steps.push({ label: SAY.finalColumn, value: final.text, rules: ['8.4', '8.5'] });
  const T = tcrNow(target, { status: target.status, marker: target.marker });
  steps.push({ label: SAY.tcrNow, value: String(T), rules: ['3.1.2'] });
  return T;
}

/**
 * 8.5-8.6: the final column's two dice on the Fire CRT: with every cell known (ours or the player's), each result's
 * chance and what it does to the target; else the column to read and the cells known. Returns the results it can give.
 */
function crtColumn(shot: Shot, start: NonNullable<Shot['start']>, fire: Fire, user: UserCells | undefined, res: FireResult): ResultCode[] {
  const col = shot.final!.column;
  if (!col) {
    res.notes.push(fill(SAY.beyond, { text: shot.final!.text, last: LAST_KNOWN.label }));
    return ALL_CODES;
  }
  let codes = ALL_CODES;
  res.tables.push(columnTable(col.key, user));
  const co = fireColumn(col.key, user);
  if (co.complete && co.results.every((r) => normaliseCode(r.result))) {
    codes = ALL_CODES.filter((c) => co.results.some((r) => r.result === c));
    res.tables.push(resultTable(col.label, co));
    const overall = overallEffects(co, fire.target, fire.effects);
    res.tables.push(effectsTable(SAY.targetAfter, SAY.overBothDice, overall));
    const ends = effectSummary(overall);
    res.summary.push({ label: SAY.targetBroken, value: ends.broken });
    res.assumptions.push(...aloneAssumed(codes), ...retreatAssumed(ends));
  } else {
    const known = knownCells(col.key);
    res.summary.push({ label: SAY.cellsKnown, value: fill(SAY.cellsOfTen, { known: 10 - co.missing.length }) });
    const cells = known.length ? known.map((k) => `${k.roll === 10 ? '0' : k.roll} → ${k.result} (${k.source})`).join('; ') : SAY.noCell;
    res.notes.push(fill(SAY.readColumn, { column: col.label, colour: colourOf(fire), cells }));
  }
  if (col.inferred || (start !== 'beyond' && start.inferred)) res.notes.push(SAY.inferred);
  if (shot.final!.clampedLeft) res.notes.push(fill(SAY.clampedLeft, { n: shot.final!.clampedLeft }));
  return codes;
}

/** The colour of the firer's dice: red for the French, gray for the Prussians. */
const colourOf = (fire: Fire) => (fire.shot.side === 'french' ? 'red' : 'gray');

/** Fire combat in its order (8.2-8.6): the firers' column and shifts, the roll on the Fire CRT, what each result does. */
function compute(v: Values, ctx?: CalcContext): CalcResult {
  const fire = readFire(v);
  const { shot: input, target, effects } = fire;
  const shot = resolveShot(input);
  if (shot.problems.length) throw new Error(shot.problems.join(' '));
  const steps: Step[] = [...shot.sp.steps];
  if (!shot.canFire || !shot.shift || !shot.final || !shot.start || !shot.ammo)
    return {
      summary: [{ label: SAY.firingSp, value: SAY.noFireValue }],
      steps,
      tables: [],
      notes: [SAY.noFire],
    };
  const T = columnSteps(shot, shot.start, target, steps);
  const col = shot.final.column;
  const res: FireResult = {
    summary: [
      { label: SAY.finalColumn, value: col ? col.label : SAY.notInSource },
      { label: SAY.netShift, value: shot.shift.net === 0 ? '0' : arrow(shot.shift.net) },
      { label: SAY.ammoProblem, value: shot.ammo.prob },
    ],
    steps,
    tables: [],
    notes: [],
    assumptions: [],
  };
  const codes = crtColumn(shot, shot.start, fire, ctx?.charts?.[FIRE_CRT_ID], res);
  res.tables.push(consequencesTable(codes, target, effects));

  const colour = colourOf(fire);
  const firer = [
    col ? fill(SAY.roll, { colour, column: col.label }) : fill(SAY.rollCard, { colour }),
    fill(SAY.doubles, { chance: shot.ammo.prob.toString(), who: shot.ammo.text }),
  ];
  if (input.type === 'artillery')
    firer.push(SAY.artillery);
  const tgt = [
    SAY.hitsFirst,
    fill(SAY.morale, { tcr: T }),
    SAY.twoUnits,
  ];
  const { notes } = res;
  notes.push(SAY.recovery);
  if (input.units.length > 1) notes.push(SAY.worstAmmo);
  if (input.type === 'inf-mit') notes.push(SAY.infMit);
  return { summary: res.summary, assumptions: res.assumptions, steps, tables: res.tables, actions: [{ title: fill(SAY.firer, { side: input.side === 'french' ? 'French' : 'Prussian' }), items: firer }, { title: 'Target', items: tgt }], notes };
}

const def: CalculatorDef = {
  id: 'fire',
  fields: fireFields,
  ...readsCharts(FIRE_CRT),
  validate,
  compute,
  ...(SERVER && {
    title: 'Fire combat',
    summary: 'Firing SP, every column shift a–v, the final Fire CRT column, the ammunition risk and exactly what each result does to the target.',
    rules: ['8.1.1', '8.1.3', '8.1.4', '8.2', '8.3', '8.4', '8.5', '8.6', '8.8', '9.1', '9.2', '10.1', '13.2', '2.3'],
    phrases: [SAY, TABLE_SAY, MORALE_SAY, CONDITION.set, CELL_SOURCE.set],
  }),
};

export default def;
