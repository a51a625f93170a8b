/**
 * Metz 1870 fire combat calculator: firing SP, column, every 8.4 shift, the
 * final column, the result odds when the column is known (from our source
 * and the player's own cells), the ammunition chance, and what every result
 * does to the target unit, exactly.
 */
import type { Assumption, CalcContext, CalcResult, CalculatorDef, OutcomeTable, Step, Values } from '../../../lib/calculator.ts';
import { arrow, bool, fill, num, phrases, str, pick } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import type { Ammo, FiringUnit, Marker, RangeCat } from '../fire/sp.ts';
import type { EffectOptions, TargetUnit } from '../morale/hits.ts';
import { effectSummary, retreatAssumed, tcrNow } from '../morale/hits.ts';
import { FIRE_CRT, FIRE_CRT_ID, fireColumn, hitOf, knownCells, LAST_KNOWN, normaliseCode, RESULT_CODES } from '../fire/crt.ts';
import type { ResultCode } from '../fire/crt.ts';
import { DERIVED, fireFields, shiftKey, shiftShown } from '../fire/fields.ts';
import { CONDITION, FIRE_SHIFTS } from '../fire/shifts.ts';
import type { FireType, ShotInput } from '../fire/shot.ts';
import { resolveShot } from '../fire/shot.ts';
import { columnTable, consequencesTable, effectsTable, overallEffects, resultTable } from '../fire/report.ts';
import { SERVER } from '../../../lib/words.ts';

/** What the result says whole: the page carries these words (phrases(), lib/calculator.ts). */
const SAY = phrases('metz-1870-fire', SERVER && {
  noFire: 'A unit needs an initial SP (printed SP less its marker) of at least ½ to fire (8.1.1), and a final SP under ½ is no fire at all (2.3).',
  inferred: 'The "1" column is inferred from the sequence of labels; our source never shows it.',
  beyond: "Read your card: {text}. The card's columns to the right of {last} are not in our source.",
  roll: 'Roll the {colour} and the white d10 together and read the {colour} die on column {column}; keep the white die for any Morale Test (8.5).',
  rollCard: 'Roll the {colour} and the white d10 together and read the {colour} die on your card (8.5).',
  artillery: 'In a Fire Combat Step, mark firing artillery "Artillery Fired" (no move next), or "½ Fire ½ Move" for Horse Artillery firing at half (8.1.6).',
  hitsFirst: 'Casualty Hits first: a Fresh unit flips to Battleworn, a Battleworn unit takes a Break Test for each hit, applying each result before the next (8.6, 10.1).',
  morale: 'Then any Morale Test: white die + MT modifier − modified TCR ({tcr} now; the Battleworn TCR if the unit has just flipped) (9.1).',
  twoUnits: 'Two units in the hex: each takes its own Morale Test on the same white die; one CH goes to the unit with the largest SP (owner’s choice if equal); 2 CH puts one on each (8.5). HQs are never affected (8.10).',
  recovery: 'Recovery (13.2): in a Rally Step one action removes Low Ammo and one flips Rationed to Low. French Division and Horse artillery recover only when stacked with their HQ; French Corps artillery never does in a Battle scenario (13.2.3).',
  worstAmmo: 'Units firing together use the worst ammo marker among them for 8.4 o/p: the rules speak of a single firing unit.',
  infMit: 'Infantry and a Mitrailleuse have different range bands; the rules total the SP before the range adjustment and do not say what to do when only one of them is at Extended Range.',
});

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
  if (v.range === 'canister' && t !== 'artillery') e.range = 'Canister Range is for artillery only, never a Mitrailleuse (8.1.3).';
  if ((t === 'mitrailleuse' || t === 'inf-mit') && v.side !== 'french') e.type = 'Mitrailleuse units are French (4.3).';
  if (t === 'inf-mit' && num(v, 'units') < 2) e.units = 'Infantry combined with a Mitrailleuse is at least two units (8.1.4).';
  if (v[shiftKey('h')] === true && v[shiftKey('i')] === true) e[shiftKey('i')] = 'Tick Hasty Works or Entrenchments, not both.';
  return e;
}

const ALL_CODES = RESULT_CODES.map((r) => r.code);

/** A result with Casualty Hits lands differently on a hex of two units (8.5): the Target Broken figure takes the target as alone. */
const aloneAssumed = (codes: ResultCode[]): Assumption[] =>
  codes.some((c) => hitOf(c).ch > 0) ? [{ text: 'the target unit is alone in its hex (8.5)' }] : [];

function compute(v: Values, ctx?: CalcContext): CalcResult {
  const { shot: input, target, effects } = readFire(v);
  const shot = resolveShot(input);
  if (shot.problems.length) throw new Error(shot.problems.join(' '));
  const steps: Step[] = [...shot.sp.steps];
  const notes: string[] = [];
  if (!shot.canFire || !shot.shift || !shot.final || !shot.start || !shot.ammo)
    return {
      summary: [{ label: 'Firing SP', value: '0: no fire' }],
      steps,
      tables: [],
      notes: [SAY.noFire],
    };
  const start = shot.start;
  const next = start === 'beyond' && (shot.final.column !== undefined || shot.final.beyondRight > 0);
  steps.push({
    label: 'Column holding the firing SP',
    value: start !== 'beyond' ? start.label : next ? `the one just right of ${LAST_KNOWN.label}, which must hold 10 (its label is not in our source)` : `right of ${LAST_KNOWN.label}: the label is not in our source`,
    rules: ['8.2'],
  });
  for (const l of shot.shift.lines)
    steps.push({
      label: `8.4 ${l.id}. ${CONDITION(l.id)}${shot.derived.includes(l.id) ? ' (from the firing units)' : ''}`,
      value: l.counted ? arrow(l.shift) : `${arrow(l.shift)}, ${l.why}`,
      rules: ['8.4'],
    });
  steps.push({ label: 'Net shift', value: shot.shift.net === 0 ? '0 (none)' : arrow(shot.shift.net), rules: ['8.4'] });
  steps.push({ label: 'Final column', value: shot.final.text, rules: ['8.4', '8.5'] });
  const colour = input.side === 'french' ? 'red' : 'gray';
  const T = tcrNow(target, { status: target.status, marker: target.marker });
  steps.push({ label: 'Target’s modified TCR now', value: String(T), rules: ['3.1.2'] });

  const col = shot.final.column;
  const user = ctx?.charts?.[FIRE_CRT_ID];
  const tables: OutcomeTable[] = [];
  const summary: NonNullable<CalcResult['summary']> = [
    { label: 'Final column', value: col ? col.label : 'not in our source' },
    { label: 'Net shift', value: shot.shift.net === 0 ? '0' : arrow(shot.shift.net) },
    { label: 'Ammo Problem (doubles)', value: shot.ammo.prob },
  ];
  const assumptions: Assumption[] = [];
  let codes: ResultCode[] = ALL_CODES;
  if (col) {
    tables.push(columnTable(col.key, user));
    const co = fireColumn(col.key, user);
    const bad = co.results.filter((r) => !normaliseCode(r.result));
    if (co.complete && bad.length === 0) {
      codes = ALL_CODES.filter((c) => co.results.some((r) => r.result === c));
      tables.push(resultTable(col.label, co));
      const overall = overallEffects(co, target, effects);
      tables.push(effectsTable('Target unit after this fire', 'Over both dice and any Break Test rolls. Exact.', overall));
      const ends = effectSummary(overall);
      summary.push({ label: 'Target Broken', value: ends.broken });
      assumptions.push(...aloneAssumed(codes), ...retreatAssumed(ends));
    } else {
      const known = knownCells(col.key);
      summary.push({ label: 'Cells of this column known', value: `${10 - co.missing.length} of 10` });
      notes.push(
        `Read your card: column ${col.label}, roll the ${colour} die. Our source gives ${known.length ? known.map((k) => `${k.roll === 10 ? '0' : k.roll} → ${k.result} (${k.source})`).join('; ') : 'no cell'} of this column; enter the others on the chart page for the exact odds.`,
      );
    }
    if (col.inferred || (start !== 'beyond' && start.inferred)) notes.push(SAY.inferred);
    if (shot.final.clampedLeft) notes.push(`The shifts run ${shot.final.clampedLeft} past the C column; the fire is resolved on C (8.4).`);
  } else notes.push(fill(SAY.beyond, { text: shot.final.text, last: LAST_KNOWN.label }));
  tables.push(consequencesTable(codes, target, effects));

  const firer = [
    col ? fill(SAY.roll, { colour, column: col.label }) : fill(SAY.rollCard, { colour }),
    `Doubles (chance ${shot.ammo.prob.toString()}): after the fire, ${shot.ammo.text} (8.8).`,
  ];
  if (input.type === 'artillery')
    firer.push(SAY.artillery);
  const tgt = [
    SAY.hitsFirst,
    fill(SAY.morale, { tcr: T }),
    SAY.twoUnits,
  ];
  notes.push(SAY.recovery);
  if (input.units.length > 1) notes.push(SAY.worstAmmo);
  if (input.type === 'inf-mit') notes.push(SAY.infMit);
  return { summary, assumptions, steps, tables, actions: [{ title: `Firer (${input.side === 'french' ? 'French' : 'Prussian'})`, items: firer }, { title: 'Target', items: tgt }], notes };
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
    phrases: [SAY, CONDITION.set],
  }),
};

export default def;
