/**
 * On To Paris! combat (13.2): the ten steps as one calculator. Overrun before and
 * after artillery, Artillery Strength with the Time Fuse halving, the artillery
 * results, the initial column, every shift, the final column, both DRM ledgers,
 * the Army re-rolls, Cavalry Superiority, the exact losses from the player's CRT
 * column, then leader casualties, Battle Impact DRMs, Demoralization, the Victor,
 * the extra and retreat losses, and the Assault Doctrine and Time Fuse rolls.
 */
import type { CalcContext, CalcResult, CalculatorDef, FieldSpec, OutcomeTable, Step, Values } from '../../../lib/calculator.ts';
import { arrow, bool, num, pick, signed } from '../../../lib/calculator.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { d6 } from '../../../lib/dice.ts';
import type { CombatForce } from '../combat/columns.ts';
import { COLUMNS, columnIndex, combatSP, finalColumn, initialOdds, overrunCost, preArtilleryOverrun, SIZE_NAMES } from '../combat/columns.ts';
import { netShift, shiftLines } from '../combat/shifts.ts';
import type { DrmLine, Fortification, LeaderRating, RatingCapReading, Side, SideInput } from '../combat/drm.ts';
import { armyRerollValue, drmLines, drmTotal, rerollsAvailable } from '../combat/drm.ts';
import { shiftAttempt, superiorityDrm } from '../combat/cavalry.ts';
import { battleImpactDrm, casualtyCap, casualtyChance, casualtyCount, demoralizationLevels, extraDemoralizationLosses, victor } from '../combat/aftermath.ts';
import type { LossDistribution } from '../combat/crt.ts';
import { CRT, CRT_ID, lossDistribution, lossText } from '../combat/crt.ts';
import { ARTILLERY_EFFECTS, artilleryRoll } from '../combat/artillery.ts';
import { ASSAULT_DOCTRINE, boxes, boxRange, removalChance, TIME_FUSE, trackRollDue } from '../combat/tracks.ts';

const SIDES = [
  ['a', 'Attacker'],
  ['d', 'Defender'],
] as const;
type P = 'a' | 'd';
const NAME: Record<P, string> = { a: 'Attacker', d: 'Defender' };
const MAX_ARMIES = 4;
const MAX_CORPS = 4;

const french = (v: Values, p: P) => (v.att === 'french') === (p === 'a');
const TR = { min: -3, max: 6 };

function sideFields(p: P, name: string): FieldSpec[] {
  const g = `${name}`;
  const L = `${name}'s leaders`;
  const out: FieldSpec[] = [
    { kind: 'int', key: `${p}-reg`, label: 'Regular Infantry SPs', group: g, min: 0, max: 99, default: p === 'a' ? 6 : 4, rules: ['13.4'] },
    { kind: 'int', key: `${p}-res`, label: 'Reserve Infantry SPs (Mobile, Landwehr)', group: g, min: 0, max: 99, default: 0, rules: ['13.4', '13.9.3'] },
    { kind: 'int', key: `${p}-ft`, label: 'Franc-Tireur SPs', group: g, min: 0, max: 99, default: 0, rules: ['13.4', '13.9.3'], when: (v) => french(v, p) },
    { kind: 'int', key: `${p}-cav`, label: 'Cavalry SPs (never count for odds or size)', group: g, min: 0, max: 99, default: 0, rules: ['13.4', '13.10'] },
    { kind: 'bool', key: `${p}-dem`, label: 'Began the combat Demoralized', group: g, default: false, rules: ['13.7', '13.14', '13.5'] },
    { kind: 'bool', key: `${p}-sup`, label: 'Out of Combat Supply', group: g, default: false, rules: ['9.3', '13.14'] },
    { kind: 'int', key: `${p}-art`, label: 'Artillery Strength (sum of its factors, fractions dropped; before any Time Fuse halving)', group: g, min: 0, max: 99, default: 0, rules: ['13.3', '13.3.2', '15.2'] },
    { kind: 'int', key: `${p}-armies`, label: 'Armies counted (each Army, or the Army a Corps or Cavalry Division is Attached to)', group: L, min: 0, max: MAX_ARMIES, default: 0, rules: ['13.9.1'] },
    { kind: 'bool', key: `${p}-unatt`, label: 'An unattached Formation takes part (+1 Army in all)', group: L, default: false, rules: ['13.9.1'] },
  ];
  for (let i = 1; i <= MAX_ARMIES; i++)
    out.push({ kind: 'int', key: `${p}-ar${i}`, label: `Army leader ${i}: Army Re-roll Rating`, group: L, ...TR, default: 0, rules: ['13.9.2'], when: (v) => num(v, `${p}-armies`) >= i });
  out.push({ kind: 'int', key: `${p}-corps`, label: 'Corps leaders whose Corps kept an SP after artillery', group: L, min: 0, max: MAX_CORPS, default: 0, rules: ['13.9.2'] });
  for (let i = 1; i <= MAX_CORPS; i++)
    out.push({ kind: 'int', key: `${p}-tr${i}`, label: `Corps leader ${i}: Tactical Rating`, group: L, ...TR, default: 0, rules: ['13.9.2'], when: (v) => num(v, `${p}-corps`) >= i });
  out.push(
    { kind: 'int', key: `${p}-ndiv`, label: 'Division leaders in the combat', group: L, min: 0, max: 4, default: 0, rules: ['13.9.2', '13.12'] },
    { kind: 'int', key: `${p}-dtr`, label: 'Tactical Rating of the one Division leader leading lone SPs (0 if none)', group: L, ...TR, default: 0, rules: ['13.9.2'], when: (v) => num(v, `${p}-ndiv`) > 0 },
  );
  return out;
}

const ART = 'Artillery results (13.3.5)';
function artilleryFields(p: P, name: string): FieldSpec[] {
  const shown = (v: Values) => num(v, `${p}-art`) > 0;
  return [
    { kind: 'int', key: `${p}-amod`, label: `${name}'s artillery roll modifier (town or city for both; an enemy Fortification replaces the other terrain)`, group: ART, min: -9, max: 9, default: 0, rules: ['13.3.3', '13.3.4'], when: shown },
    { kind: 'int', key: `${p}-adrm`, label: `${name}'s result: DRM on its own CRT roll (+1 or +2)`, group: ART, min: 0, max: 2, default: 0, rules: ['13.3.5'], when: shown },
    { kind: 'bool', key: `${p}-aD`, label: `${name}'s result has a D (the enemy is Demoralized after Battle Impact)`, group: ART, default: false, rules: ['13.3.5'], when: shown },
    { kind: 'int', key: `${p}-aloss`, label: `${name}'s result: whole SPs the enemy loses`, group: ART, min: 0, max: 4, default: 0, rules: ['13.3.5'], when: shown },
    { kind: 'bool', key: `${p}-ahalf`, label: `${name}'s result has a ½`, group: ART, default: false, rules: ['13.3.5'], when: shown },
    { kind: 'bool', key: `${p}-ahalfx`, label: `The ½ die came up 1-3: one more SP`, group: ART, default: false, rules: ['13.3.5'], when: (v) => shown(v) && bool(v, `${p}-ahalf`) },
  ];
}

const AFTER = 'After the CRT (13.12-13.16)';
const TRACKS = 'Penalty tracks (13.8, 15.1)';
const SH = 'Column shifts (13.6-13.10)';
const R = 'Readings';
const lead = (v: Values) => num(v, 'a-cav') - num(v, 'd-cav');

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'att', label: 'Attacker', group: 'Combat', default: 'prussian', rules: ['13.1'],
    options: [{ value: 'prussian', label: 'Prussian (the French defend)' }, { value: 'french', label: 'French (the Prussians defend)' }],
  },
  {
    kind: 'choice', key: 'fort', label: "Fortification in the hex held by the Defender", group: 'Combat', default: 'none', rules: ['16.1', '13.3.4'],
    options: [{ value: 'none', label: 'None' }, { value: 'fort', label: 'Fort' }, { value: 'fortress', label: 'Fortress (+1)' }, { value: 'improved-fortress', label: 'Improved Fortress (+2)' }],
  },
  { kind: 'bool', key: 'clear', label: 'The combat hex is clear terrain', group: 'Combat', default: false, rules: ['15.2'] },
  ...SIDES.flatMap(([p, n]) => sideFields(p, n)),
  ...SIDES.flatMap(([p, n]) => artilleryFields(p, n)),
  { kind: 'int', key: 'hex', label: "Left shifts of the Defender's hex terrain (your TEC)", group: SH, min: 0, max: 5, default: 0, rules: ['13.6'] },
  { kind: 'int', key: 'side', label: 'Left shifts of the hexside the Attacker names (the smallest effect above 0 among those crossed)', group: SH, min: 0, max: 5, default: 0, rules: ['13.6'] },
  { kind: 'int', key: 'ff', label: 'Left shifts of a Field Fortification (from your card)', group: SH, min: 0, max: 5, default: 0, rules: ['16.1.1'] },
  {
    kind: 'choice', key: 'cdrm', label: 'Cavalry Superiority DRM roll', group: SH, default: 'roll', rules: ['13.10.1'], when: (v) => num(v, 'a-cav') + num(v, 'd-cav') > 0,
    options: [{ value: 'roll', label: 'Not rolled yet (odds over the roll)' }, { value: 'attacker', label: 'Attacker won' }, { value: 'defender', label: 'Defender won' }, { value: 'tie', label: 'Tie' }],
  },
  {
    kind: 'choice', key: 'cshift', label: 'Cavalry Superiority column shift', group: SH, default: 'roll', rules: ['13.10.2'], when: (v) => lead(v) !== 0,
    options: [{ value: 'roll', label: 'Will try, not rolled yet (odds over the roll)' }, { value: 'yes', label: 'Won' }, { value: 'no', label: 'Not tried or failed' }],
  },
  { kind: 'bool', key: 'ad', label: 'German Infantry Assault Doctrine Penalty in force', group: TRACKS, default: false, rules: ['13.8'] },
  {
    kind: 'choice', key: 'ad-box', label: 'Its marker is in box', group: TRACKS, default: 'Start', rules: ['13.8.2'], when: (v) => bool(v, 'ad'),
    options: boxes(ASSAULT_DOCTRINE).map((b) => ({ value: b, label: b })),
  },
  { kind: 'bool', key: 'tf', label: 'French Artillery Time Fuse Penalty in force', group: TRACKS, default: false, rules: ['15.1', '15.2'] },
  {
    kind: 'choice', key: 'tf-box', label: 'Its marker is in box', group: TRACKS, default: '1', rules: ['15.1'], when: (v) => bool(v, 'tf'),
    options: boxes(TIME_FUSE).map((b) => ({ value: b, label: b })),
  },
  { kind: 'bool', key: 'rolled', label: 'I have rolled the CRT: enter its results', group: AFTER, default: false, rules: ['13.11'] },
  ...SIDES.flatMap(([p, n]): FieldSpec[] => [
    { kind: 'int', key: `${p}-closs`, label: `${n}'s SPs lost on the CRT`, group: AFTER, min: 0, max: 9, default: 0, rules: ['13.11'], when: (v) => bool(v, 'rolled') },
    { kind: 'bool', key: `${p}-cD`, label: `${n} got a D on the CRT`, group: AFTER, default: false, rules: ['13.11', '13.14'], when: (v) => bool(v, 'rolled') },
    { kind: 'bool', key: `${p}-ride`, label: `${n} used a Cavalry Death Ride`, group: AFTER, default: false, rules: ['13.15', '14.5'], when: (v) => bool(v, 'rolled') },
  ]),
  ...SIDES.map(([p, n]): FieldSpec => ({ kind: 'int', key: `${p}-bil`, label: `${n}'s Battle Impact leadership (one Army re-roll rating plus one Corps or Division TR, signed)`, group: AFTER, min: -9, max: 9, default: 0, rules: ['13.13.3'] })),
  { kind: 'int', key: 'bit', label: 'Battle Impact terrain modifier (your card; both rolls)', group: AFTER, min: -5, max: 5, default: 0, rules: ['13.13.3'] },
  { kind: 'int', key: 'conc', label: 'Concentric attack bonus for the Attacker (your card; 3 hexsides +2)', group: AFTER, min: 0, max: 5, default: 0, rules: ['13.13.3'] },
  { kind: 'int', key: 'rzoi', label: "Retreat hexes in an enemy Army or Corps ZOI (the loser's path)", group: AFTER, min: 0, max: 5, default: 0, rules: ['13.16', '13.16.1'] },
  {
    kind: 'choice', key: 'cap', label: 'Leader ratings above +6', group: R, default: 'cap-6', rules: ['13.9.2'],
    ambiguity: 'The sentence on ratings above +6 is cut off in our source. Default: they count as +6.',
    options: [{ value: 'cap-6', label: 'Count as +6' }, { value: 'no-cap', label: 'Count in full' }],
  },
  {
    kind: 'choice', key: 'beyond', label: 'A final column right of 5:1', group: R, default: 'hold', rules: ['13.11', '13.4.3'],
    ambiguity: 'Our source says a column left of 1:3 uses 1:3 but not what happens right of 5:1. Default: 5:1.',
    options: [{ value: 'hold', label: 'Use 5:1' }, { value: 'unstated', label: 'Unknown: read your card' }],
  },
  {
    kind: 'choice', key: 'ovft', label: 'The 12:1 Overrun test before artillery', group: R, default: 'infantry', rules: ['13.5'],
    ambiguity: 'The test counts Infantry SPs; it does not say whether Franc-Tireur SPs count. Default: Infantry only (a side of Franc-Tireurs alone is never overrun by this test).',
    options: [{ value: 'infantry', label: 'Infantry SPs only' }, { value: 'with-ft', label: 'Franc-Tireur SPs count too' }],
  },
];

interface Sd {
  reg: number;
  res: number;
  ft: number;
  cav: number;
  dem: boolean;
  art: number;
}
const readSide = (v: Values, p: P): Sd => ({
  reg: num(v, `${p}-reg`),
  res: num(v, `${p}-res`),
  ft: french(v, p) ? num(v, `${p}-ft`) : 0,
  cav: num(v, `${p}-cav`),
  dem: bool(v, `${p}-dem`),
  art: num(v, `${p}-art`),
});
const force = (s: Sd): CombatForce => ({ infantry: s.reg + s.res, francTireur: s.ft, cavalry: s.cav });
/** Combat SPs after `lost` of them went to artillery (Infantry first; Cavalry never). */
function afterArtillery(f: CombatForce, lost: number): CombatForce {
  const inf = Math.max(0, f.infantry - lost);
  const ft = Math.max(0, f.francTireur - Math.max(0, lost - f.infantry));
  return { infantry: inf, francTireur: ft, cavalry: f.cavalry };
}

/** "3 to 13 or more" for a run of totals, else "2, 5, 7" (a total past 13 or below 1 is its chart line). */
const span = (xs: number[]) => {
  const t = [...new Set(xs.map((x) => Math.min(13, Math.max(1, x))))];
  const w = (x: number) => (x === 1 ? '1 or less' : x === 13 ? '13 or more' : String(x));
  return t.length > 2 && t[t.length - 1]! - t[0]! === t.length - 1 ? `${w(t[0]!)} to ${w(t[t.length - 1]!)}` : t.map(w).join(', ');
};
const roll2 = (n: number) => (n ? `2D6 ${signed(n)}` : '2D6');
const pct = (f: Fraction) => `${f.toString()} (${f.toPercent()})`;
const rating = (r: number, dem: boolean): LeaderRating => ({ rating: r, demoralized: dem });

/** A cavalry case: its chance, who has the Superiority DRM, and the column shift. */
interface Case {
  p: Fraction;
  drm: Side | null;
  shift: number;
}

function cavalryCases(v: Values, aCav: number, dCav: number, steps: Step[]): Case[] {
  let drmCases: { p: Fraction; drm: Side | null }[] = [{ p: Fraction.ONE, drm: null }];
  if (aCav + dCav > 0) {
    const s = superiorityDrm(aCav, dCav);
    steps.push({ label: 'Cavalry Superiority DRM: 1D6 + CSPs each, higher gains +1', value: `Attacker ${pct(s.attackerWins)}, Defender ${pct(s.defenderWins)}, tie ${pct(s.tie)}`, rules: ['13.10.1'] });
    const c = pick(v, 'cdrm', ['roll', 'attacker', 'defender', 'tie'] as const);
    drmCases =
      c === 'roll'
        ? [
            { p: s.attackerWins, drm: 'attacker' as Side },
            { p: s.defenderWins, drm: 'defender' as Side },
            { p: s.tie, drm: null },
          ].filter((x) => !x.p.isZero())
        : [{ p: Fraction.ONE, drm: c === 'tie' ? null : c }];
  }
  let shiftCases: { p: Fraction; shift: number }[] = [{ p: Fraction.ONE, shift: 0 }];
  const t = shiftAttempt(aCav, dCav);
  if (t.side) {
    const dir = t.side === 'attacker' ? 1 : -1;
    steps.push({ label: `Cavalry Superiority shift: the ${t.side} leads by ${t.lead} CSP; needs 1D6 of ${Math.min(t.lead, 6)} or less`, value: pct(t.chance), rules: ['13.10.2'] });
    const c = pick(v, 'cshift', ['roll', 'yes', 'no'] as const);
    shiftCases =
      c === 'roll'
        ? [
            { p: t.chance, shift: dir },
            { p: Fraction.ONE.sub(t.chance), shift: 0 },
          ].filter((x) => !x.p.isZero())
        : [{ p: Fraction.ONE, shift: c === 'yes' ? dir : 0 }];
  }
  return drmCases.flatMap((d) => shiftCases.map((s) => ({ p: d.p.mul(s.p), drm: d.drm, shift: s.shift })));
}

function sideInput(v: Values, p: P, s: Sd, artDrm: number, cavDrm: boolean): SideInput {
  const corps: LeaderRating[] = [];
  for (let i = 1; i <= num(v, `${p}-corps`); i++) corps.push(rating(num(v, `${p}-tr${i}`), s.dem));
  return {
    nationality: french(v, p) ? 'French' : 'Prussian',
    sps: { regular: s.reg, reserve: s.res, francTireur: s.ft },
    artilleryDrm: artDrm,
    cavalrySuperiority: cavDrm,
    corpsLeaders: corps,
    divisionLeader: num(v, `${p}-ndiv`) > 0 ? rating(num(v, `${p}-dtr`), s.dem) : null,
    fortification: p === 'd' ? pick<Fortification>(v, 'fort', ['none', 'fort', 'fortress', 'improved-fortress']) : 'none',
  };
}

/** Add weighted outcomes into a map keyed by text. */
const addTo = (m: Map<string, Fraction>, k: string, w: Fraction) => m.set(k, (m.get(k) ?? Fraction.ZERO).add(w));

function compute(v: Values, ctx?: CalcContext): CalcResult {
  const cap = pick<RatingCapReading>(v, 'cap', ['cap-6', 'no-cap']);
  const S = { a: readSide(v, 'a'), d: readSide(v, 'd') };
  const F = { a: force(S.a), d: force(S.d) };
  const steps: Step[] = [];
  const tables: OutcomeTable[] = [];
  const notes: string[] = [];
  const summary: NonNullable<CalcResult['summary']> = [];
  const after: string[] = [];
  const res: CalcResult = { summary, steps, tables, notes, actions: [] };
  const fortName = pick(v, 'fort', ['none', 'fort', 'fortress', 'improved-fortress'] as const);
  const inf = { a: S.a.reg + S.a.res, d: S.d.reg + S.d.res };

  if (combatSP(F.a) + F.a.cavalry === 0 || combatSP(F.d) + F.d.cavalry === 0) {
    summary.push({ label: 'Combat', value: 'none' });
    notes.push('Enter at least one SP on each side: a combat needs units of both sides in the hex (13.1).');
    return res;
  }
  if (S.a.dem) notes.push('Demoralized units may not start a combat; they may only Overrun, and lose one SP doing it when what they overrun holds an SP (13.5, 13.7).');

  const overrun = (when: string, rule: string): CalcResult => {
    const cost = overrunCost(S.a.dem, combatSP(F.d) + F.d.cavalry);
    summary.unshift({ label: 'Result', value: 'Overrun' });
    steps.push({ label: `Overrun ${when}`, value: 'the Defender is eliminated; no CRT, no Battle Impact', rules: [rule] });
    if (cost) steps.push({ label: 'Demoralized Attacker overrunning', value: 'loses 1 SP', rules: ['13.5'] });
    res.actions!.push({ title: 'Then', items: ['Leader casualty checks for the Defender\'s leaders only (step 7, 13.12).', 'The Attacker is the Victor and may go on spending its MPs (13.5).'] });
    tracksReport(v, ctx, inf, steps, tables, notes);
    return res;
  };

  // Step 1: Overrun before artillery
  const pre = preArtilleryOverrun(F.a, F.d, v.ovft === 'with-ft');
  steps.push({ label: 'Step 1: Infantry SPs before artillery', value: `${inf.a + (v.ovft === 'with-ft' ? S.a.ft : 0)} against ${inf.d + (v.ovft === 'with-ft' ? S.d.ft : 0)}${pre ? ': 12:1 or more' : ''}`, rules: ['13.5'] });
  if (pre) return overrun('before artillery (12:1)', '13.5');

  // Step 2: artillery
  const lost = { a: 0, d: 0 };
  const artDrm = { a: 0, d: 0 };
  const artD = { a: false, d: false };
  for (const [p, n] of SIDES) {
    const s = S[p];
    if (s.art === 0) continue;
    const halve = french(v, p) && bool(v, 'tf') && bool(v, 'clear') && !(p === 'd' && fortName !== 'none');
    const strength = halve ? Math.floor(s.art / 2) : s.art;
    steps.push({ label: `${n}'s Artillery Strength${halve ? ' (Time Fuse: halved, rounded down)' : ''}`, value: halve ? `${s.art} → ${strength}` : String(strength), rules: halve ? ['13.3', '15.2'] : ['13.3'] });
    if (strength > 0) {
      const mod = num(v, `${p}-amod`);
      const r = artilleryRoll(strength, mod, ctx?.charts?.[ARTILLERY_EFFECTS.id]);
      if (r.complete)
        tables.push({
          title: `${n}'s artillery roll: ${roll2(mod)} against strength ${strength}`,
          caption: 'Exact, from your Artillery Effects Table entries. Enter the result you rolled below.',
          columns: [{ label: 'Result' }, { label: 'Probability', kind: 'prob' }],
          rows: r.results.map((x) => ({ cells: [x.result, x.prob] })),
          barColumn: 1,
        });
      else notes.push(`Read your card: ${n}'s artillery rolls ${roll2(mod)} on the Artillery Effects Table at strength ${strength} (our source lacks the table; enter totals ${span(r.missing)} of that line under Charts for the exact odds).`);
    }
    const o: P = p === 'a' ? 'd' : 'a';
    const canLose = combatSP(F[o]);
    const whole = num(v, `${p}-aloss`);
    const half = bool(v, `${p}-ahalf`);
    artDrm[p] = num(v, `${p}-adrm`);
    artD[o] = bool(v, `${p}-aD`);
    const taken = Math.min(canLose, whole + (half && bool(v, `${p}-ahalfx`) ? 1 : 0));
    lost[o] = taken;
    const parts = [artDrm[p] ? `+${artDrm[p]} on its CRT roll` : '', artD[o] ? `${NAME[o]} Demoralized after Battle Impact` : '', `${NAME[o]} loses ${taken} SP`].filter(Boolean);
    steps.push({ label: `${n}'s artillery result (your card: 2D6 + modifiers against strength ${strength})`, value: parts.join('; '), rules: ['13.3.5'] });
    if (half)
      steps.push({ label: `½: 1D6, 1-3 is one more SP for the ${NAME[o]}`, value: whole + 1 > canLose ? 'no effect: no SP left to lose' : `${pct(d6.atMost(3))}; ${bool(v, `${p}-ahalfx`) ? 'rolled: one more' : 'entered as not'}`, rules: ['13.3.5'] });
  }
  const G = { a: afterArtillery(F.a, lost.a), d: afterArtillery(F.d, lost.d) };
  const wiped = { a: combatSP(G.a) + G.a.cavalry === 0, d: combatSP(G.d) + G.d.cavalry === 0 };
  if (wiped.a && wiped.d) {
    summary.push({ label: 'Result', value: 'both eliminated by artillery' });
    steps.push({ label: 'Both sides wiped out by artillery', value: 'the combat ends', rules: ['13.3'] });
    return res;
  }
  if (wiped.d) return overrun('(the Defender lost every SP to artillery)', '13.3');
  if (wiped.a) {
    summary.push({ label: 'Result', value: 'Attacker wiped out' });
    steps.push({ label: 'The Attacker lost every SP to artillery', value: 'treated as an Overrun of the Attacker; leader checks for both sides', rules: ['13.3'] });
    return res;
  }

  // Step 3: initial column
  const odds = initialOdds(G.a, G.d);
  if (odds.kind === 'no-combat') {
    summary.push({ label: 'Combat', value: 'none' });
    notes.push(odds.reason);
    return res;
  }
  if (odds.kind === 'overrun') {
    steps.push({ label: 'Step 3: combat SPs after artillery', value: `${odds.attackerSP} against ${odds.defenderSP}`, rules: ['13.4'] });
    return overrun(odds.reason === 'ratio' ? 'after artillery (12:1)' : '(the Defender has Cavalry SPs only)', odds.reason === 'ratio' ? '13.5' : '13.4');
  }
  if (odds.kind === 'attacker-eliminated') {
    summary.push({ label: 'Result', value: 'Attacker eliminated' });
    steps.push({
      label: 'Step 3: combat SPs after artillery',
      value: `${odds.attackerSP} against ${odds.defenderSP}: ${odds.reason === 'below-1:3' ? 'below 1:3' : 'the Attacker has Cavalry SPs only'}; every attacking unit is eliminated, the Defender loses nothing`,
      rules: ['13.4', '13.4.3'],
    });
    return res;
  }
  const basis =
    odds.basis === 'cavalry-only'
      ? 'both sides Cavalry only: the 0 column, both small'
      : odds.basis === 'differential'
        ? `differential ${signed(odds.differential!)}`
        : `ratio ${odds.attackerSP}:${odds.defenderSP}, rounded for the Defender`;
  steps.push({ label: 'Step 3: combat SPs after artillery (Cavalry never counts)', value: `${odds.attackerSP} against ${odds.defenderSP}`, rules: ['13.4'] });
  steps.push({ label: 'Initial column', value: `${COLUMNS[columnIndex(odds.column)]!.label} (${basis})`, rules: ['13.4.1', '13.4.2'] });
  steps.push({ label: 'Size rows', value: `Attacker ${SIZE_NAMES[odds.sizes.attacker]}, Defender ${SIZE_NAMES[odds.sizes.defender]}`, rules: ['13.11.1'] });

  // Step 4-5: shifts and cavalry
  const armies = (p: P) => num(v, `${p}-armies`) + (bool(v, `${p}-unatt`) ? 1 : 0);
  const lines = shiftLines({
    hexTerrainLeft: num(v, 'hex'), hexsideLeft: num(v, 'side'), fieldFortificationLeft: num(v, 'ff'), defenderDemoralized: S.d.dem,
    attackerArmies: armies('a'), defenderArmies: armies('d'), cavalryShift: 'none',
  });
  for (const l of lines) steps.push({ label: l.label, value: arrow(l.shift), rules: [l.rule] });
  const base = netShift(lines);
  const cases = cavalryCases(v, G.a.cavalry, G.d.cavalry, steps);
  const beyond = pick(v, 'beyond', ['hold', 'unstated'] as const);

  // DRMs per case
  const ledger = (c: Case) =>
    drmLines({
      attacker: sideInput(v, 'a', S.a, artDrm.a, c.drm === 'attacker'),
      defender: sideInput(v, 'd', S.d, artDrm.d, c.drm === 'defender'),
      assaultDoctrineInForce: bool(v, 'ad'),
      ratingCap: cap,
    });
  const fixed = ledger({ p: Fraction.ONE, drm: null, shift: 0 });
  for (const side of ['attacker', 'defender'] as const) {
    const mine = fixed.filter((l: DrmLine) => l.roll === side);
    for (const l of mine) steps.push({ label: `${side === 'attacker' ? 'Attacker' : 'Defender'}'s roll: ${l.label}`, value: signed(l.value), rules: [l.rule] });
    steps.push({ label: `${side === 'attacker' ? 'Attacker' : 'Defender'}'s DRM${cases.some((c) => c.drm === side) ? ' (before Cavalry Superiority)' : ''}`, value: signed(drmTotal(fixed, side)), rules: ['13.11'] });
  }
  const rv = (p: P) => {
    const r: LeaderRating[] = [];
    for (let i = 1; i <= num(v, `${p}-armies`); i++) r.push(rating(num(v, `${p}-ar${i}`), S[p].dem));
    return armyRerollValue(r, cap);
  };
  const rr = rerollsAvailable(rv('a'), rv('d'));
  steps.push({ label: 'Army Re-roll Values', value: `Attacker ${signed(rv('a'))}, Defender ${signed(rv('d'))}: re-rolls Attacker ${rr.attacker}, Defender ${rr.defender}`, rules: ['13.9.2'] });
  if (rr.attacker + rr.defender > 0)
    notes.push('Re-rolls (13.9.2): after both rolls the Attacker re-rolls either roll, one at a time, until he passes; then the Defender may; a Defender re-roll gives the Attacker his turn again. The odds below are before any re-roll.');

  // Step 6: final column(s) and the CRT
  const user = ctx?.charts?.[CRT_ID];
  const sizes = odds.sizes;
  const lossA = new Map<string, Fraction>();
  const lossD = new Map<string, Fraction>();
  const win = new Map<string, Fraction>();
  let complete = true;
  const cols = new Map<string, Fraction>();
  const missing: string[] = [];
  for (const c of cases) {
    const fc = finalColumn(odds.column, base + c.shift, beyond);
    const colLabel = fc.column ? fc.column.label : 'right of 5:1 (not in our source)';
    addTo(cols, colLabel, c.p);
    if (!fc.column) {
      complete = false;
      continue;
    }
    const L = ledger(c);
    const drmA = drmTotal(L, 'attacker');
    const drmD = drmTotal(L, 'defender');
    const byA: LossDistribution = lossDistribution(fc.column.id, 'attacker', sizes.attacker, drmA, user);
    const byD: LossDistribution = lossDistribution(fc.column.id, 'defender', sizes.defender, drmD, user);
    if (!byA.complete || !byD.complete) {
      complete = false;
      if (!byA.complete) missing.push(`${fc.column.label} ${SIZE_NAMES[sizes.attacker]}, totals ${span(byA.missing)}`);
      if (!byD.complete) missing.push(`${fc.column.label} ${SIZE_NAMES[sizes.defender]}, totals ${span(byD.missing)}`);
      continue;
    }
    for (const o of byA.outcomes) addTo(lossD, lossText(o.loss), c.p.mul(o.prob));
    for (const o of byD.outcomes) addTo(lossA, lossText(o.loss), c.p.mul(o.prob));
    for (const oa of byA.outcomes)
      for (const od of byD.outcomes) {
        const w = victor(
          vSide(v, 'a', G.a, od.loss.sp, lost.a, artD.a, od.loss.demoralized),
          vSide(v, 'd', G.d, oa.loss.sp, lost.d, artD.d, oa.loss.demoralized),
        );
        addTo(win, w.winner, c.p.mul(oa.prob).mul(od.prob));
      }
  }
  const colText = [...cols].map(([k, p]) => (cols.size > 1 ? `${k} ${pct(p)}` : k)).join('; ');
  steps.push({ label: 'Final column', value: colText, rules: ['13.11'] });
  summary.push({ label: 'Final column', value: colText.length > 40 ? [...cols.keys()].join(' / ') : colText });
  const drmNow = (side: Side) => signed(drmTotal(fixed, side));
  if (complete) {
    const dist = (title: string, m: Map<string, Fraction>): OutcomeTable => ({
      title,
      caption: 'Exact, from your CRT entries, over the dice (and the Cavalry Superiority rolls not yet made); before any Army re-roll.',
      columns: [{ label: 'Result' }, { label: 'Probability', kind: 'prob' }],
      rows: [...m].sort((x, y) => x[0].localeCompare(y[0])).map(([k, p]) => ({ cells: [k === '-' ? 'no loss' : k, p] })),
      barColumn: 1,
    });
    tables.push(dist("Attacker's losses (from the Defender's roll)", lossA), dist("Defender's losses (from the Attacker's roll)", lossD));
    const wA = win.get('attacker') ?? Fraction.ZERO;
    const wD = win.get('defender') ?? Fraction.ZERO;
    tables.push({
      title: 'Victor (13.15), if Battle Impact changes nothing',
      caption: 'Battle Impact results (their tables are not in our source) can remove Demoralization or give SPs back, which can change the Victor.',
      columns: [{ label: 'Victor' }, { label: 'Probability', kind: 'prob' }],
      rows: [
        { cells: ['Attacker', wA] },
        { cells: ['Defender', wD] },
        ...(win.has('none') ? [{ cells: ['Both eliminated', win.get('none')!] }] : []),
      ],
      barColumn: 1,
    });
    summary.push({ label: 'Attacker wins', value: wA });
  } else {
    summary.push({ label: 'DRMs', value: `A ${drmNow('attacker')}, D ${drmNow('defender')}` });
    notes.push(
      `Read your card: column ${colText}; the Attacker rolls ${roll2(drmTotal(fixed, 'attacker'))} on the ${SIZE_NAMES[sizes.attacker]} row (right number: the Defender's losses), the Defender ${roll2(drmTotal(fixed, 'defender'))} on the ${SIZE_NAMES[sizes.defender]} row (left number: the Attacker's losses). Our source lacks the CRT body: enter ${missing.length ? `these boxes under Charts for the exact losses: ${[...new Set(missing)].slice(0, 4).join('; ')}` : 'it from your card'}.`,
    );
  }
  if (cases.some((c) => c.shift !== 0)) notes.push('A side that wins the Cavalry Superiority shift takes its 1st, 3rd, 5th... CRT losses as Cavalry SPs where it can (13.10.2).');
  aftermathReport(v, S, G, lost, artDrm, artD, steps, after);
  res.actions!.push({ title: 'After the CRT', items: after });
  tracksReport(v, ctx, inf, steps, tables, notes);
  return res;
}

function vSide(v: Values, p: P, g: CombatForce, crt: number, art: number, artDem: boolean, crtDem: boolean) {
  const left = combatSP(g) + g.cavalry;
  const levels = demoralizationLevels({ beganDemoralized: bool(v, `${p}-dem`), artilleryD: artDem, crtD: crtDem, outOfCombatSupply: bool(v, `${p}-sup`) });
  return { eliminated: crt >= left, usedDeathRide: bool(v, 'rolled') && bool(v, `${p}-ride`), spLost: art + Math.min(crt, left), levels, beganDemoralized: bool(v, `${p}-dem`) };
}

function aftermathReport(v: Values, S: Record<P, Sd>, G: Record<P, CombatForce>, lost: Record<P, number>, artDrm: Record<P, number>, artD: Record<P, boolean>, steps: Step[], after: string[]) {
  const rolled = bool(v, 'rolled');
  // Step 7: leaders
  steps.push({ label: 'Leader casualty (if the Possibility roll calls for checks): 2D6 per leader', value: `Division 2-3 ${pct(casualtyChance('division'))}, Corps 3 ${pct(casualtyChance('corps'))}, Army 2 ${pct(casualtyChance('army'))}`, rules: ['13.12', '13.12.1'] });
  for (const [p, n] of SIDES) {
    const leaders = { division: num(v, `${p}-ndiv`), corps: num(v, `${p}-corps`), army: num(v, `${p}-armies`) };
    if (leaders.division + leaders.corps + leaders.army === 0) continue;
    const capN = casualtyCap(rolled ? num(v, `${p}-closs`) : 0);
    const dist = casualtyCount(leaders, capN);
    const atLeastOne = Fraction.ONE.sub(dist[0]!);
    steps.push({
      label: `${n}'s leaders: chance of at least one casualty (cap ${capN}${rolled ? '' : ', with 0-1 SP lost on the CRT'})`,
      value: pct(atLeastOne),
      rules: ['13.12'],
    });
  }
  after.push('Leader casualties (step 7): the Attacker rolls on the Possibility of Leader Casualty table (your card) with both force sizes after artillery; a side takes at most 1 casualty if it lost 0-1 SP on the CRT, else at most the SPs it lost there (13.12).');
  // Step 8: Battle Impact DRMs
  const o = (p: P): P => (p === 'a' ? 'd' : 'a');
  for (const [p, n] of SIDES) {
    const bi = battleImpactDrm({
      leadership: num(v, `${p}-bil`), terrain: num(v, 'bit'), anyReserveLeft: S[p].res > 0, anyFrancTireurLeft: S[p].ft > 0,
      concentric: p === 'a' ? num(v, 'conc') : 0, opponentArtilleryDrm: artDrm[o(p)] > 0, artilleryLosses: lost[p],
    });
    steps.push({ label: `${n}'s Battle Impact DRM${bi.lines.length ? ` (${bi.lines.map((l) => `${l.label} ${signed(l.value)}`).join(', ')})` : ''}`, value: signed(bi.total), rules: ['13.13.3'] });
  }
  if (S.a.res + S.d.res + S.a.ft + S.d.ft > 0) after.push('The Reserve and Franc-Tireur Battle Impact DRMs count while the side still has such an SP: drop them if the CRT took every one.');
  after.push('Battle Impact (step 8): the Defender rolls 2D6 first, then the Attacker, on the tables of your card (13.13).');
  // Step 9
  if (!rolled) {
    after.push('Tick "I have rolled the CRT" and enter the results for the Demoralization levels, the Victor and the extra losses.');
    return;
  }
  const vs = { a: vSide(v, 'a', G.a, num(v, 'a-closs'), lost.a, artD.a, bool(v, 'a-cD')), d: vSide(v, 'd', G.d, num(v, 'd-closs'), lost.d, artD.d, bool(v, 'd-cD')) };
  for (const [p, n] of SIDES) steps.push({ label: `${n}: Demoralization levels`, value: `${vs[p].levels}${vs[p].levels > 1 ? `: loses ${extraDemoralizationLosses(vs[p].levels)} more SP` : ''}`, rules: ['13.14', '13.14.3'] });
  const w = victor(vs.a, vs.d);
  steps.push({ label: `Victor (test ${w.test}: ${w.reason.replace(/\.$/, '')})`, value: w.winner === 'none' ? 'none' : w.winner === 'attacker' ? 'Attacker' : 'Defender', rules: ['13.15'] });
  if (w.winner !== 'none') {
    const loser = w.winner === 'attacker' ? 'Defender' : 'Attacker';
    const r = num(v, 'rzoi');
    steps.push({ label: `${loser} retreats: SPs lost in enemy Army or Corps ZOI`, value: String(r), rules: ['13.16', '13.16.1'] });
  }
}

function tracksReport(v: Values, ctx: CalcContext | undefined, inf: Record<P, number>, steps: Step[], tables: OutcomeTable[], notes: string[]) {
  const due = trackRollDue(inf.a, inf.d);
  for (const [key, chart, name, roller, rules] of [
    ['ad', ASSAULT_DOCTRINE, 'Assault Doctrine Penalty', 'Prussian', ['13.8.2', '13.17']],
    ['tf', TIME_FUSE, 'Time Fuse Penalty', 'French', ['15.1', '13.17']],
  ] as const) {
    if (!bool(v, key)) continue;
    if (!due) {
      steps.push({ label: `${name}: no roll after this combat`, value: 'fewer than 2 Infantry SPs on a side', rules: [...rules] });
      continue;
    }
    const box = String(v[`${key}-box`]);
    const r = boxRange(chart, box, ctx?.charts?.[chart.id]);
    if (r.from === 'unknown') {
      steps.push({ label: `${name}, box ${box}: the ${roller} player's 2D6 after the combat`, value: 'range unknown', rules: [...rules] });
      notes.push(`The ${name} track's box ${box} range is not in our source: read your card, or enter it under Charts for the exact chance.`);
      continue;
    }
    const p = removalChance(r.range);
    const rangeText = r.range ? `${r.range[0]}-${r.range[1]}` : 'no range';
    const src = r.from === 'user' ? ', your chart' : '';
    if (!r.range) steps.push({ label: `${name}, box ${box} (no range${src})`, value: 'no roll: the marker moves one box', rules: [...rules] });
    else steps.push({ label: `${name}, box ${box} (${rangeText}${src}): the ${roller} 2D6 ends it for good`, value: pct(p), rules: [...rules] });
    if (r.range) tables.push({ title: `${name}: the ${roller} roll after this combat`, columns: [{ label: 'Outcome' }, { label: 'Probability', kind: 'prob' }], rows: [{ cells: [`${rangeText}: penalty ends`, p], emphasis: true }, { cells: ['Else: marker one box right', Fraction.ONE.sub(p)] }], barColumn: 1 });
  }
}

const def: CalculatorDef = {
  id: 'combat',
  title: 'Combat',
  summary: 'The ten steps of 13.2: Overrun, artillery, the initial and final CRT column, both DRMs, re-rolls, Cavalry Superiority, the exact losses from your CRT, leaders, Battle Impact DRMs, the Victor and the penalty tracks.',
  rules: ['13.2', '13.4', '13.11', '13.15'],
  fields,
  ...readsCharts(CRT, ARTILLERY_EFFECTS, TIME_FUSE, ASSAULT_DOCTRINE),
  compute,
};

export default def;
