/**
 * On To Paris! combat (13.2): the ten steps as one calculator. Overrun before and
 * after artillery, Artillery Strength with the Time Fuse halving, the artillery
 * results, the initial column, every shift, the final column, both DRM ledgers,
 * the Army re-rolls, Cavalry Superiority, the exact losses from the player's CRT
 * column, then leader casualties, Battle Impact DRMs, Demoralization, the Victor,
 * the extra and retreat losses, and the Assault Doctrine and Time Fuse rolls.
 */
import type { CalcContext, CalcResult, CalculatorDef, OutcomeTable, Step, Values } from '../../../lib/calculator.ts';
import { arrow, bool, num, pick, signed } from '../../../lib/calculator.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { part, use } from '../../../lib/part.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { CombatForce } from '../combat/columns.ts';
import { COLUMNS, columnIndex, combatSP, finalColumn, initialOdds, overrunCost, preArtilleryOverrun, SIZE_NAMES } from '../combat/columns.ts';
import { netShift, shiftLines } from '../combat/shifts.ts';
import type { DrmLine, Fortification, LeaderRating, RatingCapReading, Side, SideInput } from '../combat/drm.ts';
import { armyRerollValue, drmLines, drmTotal, rerollsAvailable } from '../combat/drm.ts';
import { shiftAttempt, superiorityDrm } from '../combat/cavalry.ts';
import type { LossDistribution } from '../combat/crt.ts';
import { CRT, CRT_ID, lossDistribution, lossText } from '../combat/crt.ts';
import { ARTILLERY_EFFECTS, ASSAULT_DOCTRINE, TIME_FUSE } from '../combat/charts.ts';
import type { P, Sd } from './combat/fields.ts';
import { fields, french, readSide } from './combat/fields.ts';
import { aftermathReport } from './combat/report.ts';
import type { AfterArtillery, Combat } from './combat/state.ts';
import { pct, roll2, span } from './combat/state.ts';
import { fill, SERVER } from '../../../lib/words.ts';
import { SAY } from './combat/say.ts';
import { SAY as PROCEDURE } from '../combat/say.ts';

/**
 * The steps only some combats have, loaded when the inputs first ask for them (lib/part.ts): artillery
 * (a side with Artillery Strength), the penalty tracks (one in force), and what follows the CRT (rolled,
 * or the Victor's odds once the player's CRT cells are in). The page as it opens loads none of them.
 */
const ARTILLERY = part(() => import('./combat/artillery-step.ts'));
const TRACKS = part(() => import('./combat/tracks-step.ts'));
const VICTOR = part(() => import('./combat/victor-step.ts'));
if (import.meta.env.SSR) await Promise.all([ARTILLERY.load(), TRACKS.load(), VICTOR.load()]);

const force = (s: Sd): CombatForce => ({ infantry: s.reg + s.res, francTireur: s.ft, cavalry: s.cav });
const rating = (r: number, dem: boolean): LeaderRating => ({ rating: r, demoralized: dem });

/** A cavalry case: its chance, who has the Superiority DRM, and the column shift. */
interface Case {
  p: Fraction;
  drm: Side | null;
  shift: number;
}

function cavalryCases(v: Values, aCav: number, dCav: number, steps: Step[]): Case[] {
  let drmCases: { p: Fraction; drm: Side | null }[] = [{ p: Fraction.ONE, drm: null }];
  if (aCav + dCav > 0 || v.cs0 === 'roll') {
    const s = superiorityDrm(aCav, dCav);
    steps.push({ label: SAY.superiorityDrm, value: fill(SAY.superiorityOdds, { attacker: pct(s.attackerWins), defender: pct(s.defenderWins), tie: pct(s.tie) }), rules: ['13.10.1'] });
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
    steps.push({ label: fill(SAY.superiorityShift, { side: t.side, lead: t.lead, need: Math.min(t.lead, 6) }), value: pct(t.chance), rules: ['13.10.2'] });
    const c = pick(v, 'cshift', ['roll', 'yes', 'no'] as const);
    shiftCases =
      c === 'roll'
        ? [
            { p: t.chance, shift: dir },
            { p: Fraction.ONE.sub(t.chance), shift: 0 },
          ].filter((x) => !x.p.isZero())
        : [{ p: Fraction.ONE, shift: c === 'yes' ? dir : 0 }];
  }
  // 13.10.2: only the side that won the Superiority roll may try for the shift
  return drmCases.flatMap((d) => (d.drm === t.side ? shiftCases : [{ p: Fraction.ONE, shift: 0 }]).map((s) => ({ p: d.p.mul(s.p), drm: d.drm, shift: s.shift })));
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

/** An Overrun ends the combat (13.5): its cost, what follows, and the penalty tracks. */
function overrun(c: Combat, when: string, rule: string, left: CombatForce): CalcResult {
  const { S, res, summary, steps } = c;
  const cost = overrunCost(S.a.dem, left);
  summary.unshift({ label: SAY.result, value: SAY.overrunResult });
  steps.push({ label: fill(SAY.overrun, { when }), value: SAY.overrunValue, rules: [rule] });
  if (cost) steps.push({ label: SAY.demoralizedOverrun, value: SAY.losesOneSp, rules: ['13.5'] });
  res.actions!.push({ title: SAY.then, items: [SAY.overrunLeaderChecks, SAY.overrunVictor] });
  penaltyTracks(c);
  return res;
}

/** The penalty tracks' rolls after the combat (13.8.2, 15.1), when one is in force. */
function penaltyTracks({ v, ctx, inf, steps, tables, notes }: Combat) {
  if (bool(v, 'ad') || bool(v, 'tf')) use(TRACKS).tracksReport(v, ctx, inf, steps, tables, notes);
}

/** Step 1: Overrun before artillery (12 to 1 or better, 13.5). */
function overrunBeforeArtillery(c: Combat): CalcResult | null {
  const { v, S, F, inf, steps } = c;
  const pre = preArtilleryOverrun(F.a, F.d, v.ovft === 'with-ft');
  steps.push({ label: SAY.step1, value: fill(SAY.against, { attacker: inf.a + (v.ovft === 'with-ft' ? S.a.ft : 0), defender: inf.d + (v.ovft === 'with-ft' ? S.d.ft : 0) }) + (pre ? SAY.twelveToOne : ''), rules: ['13.5'] });
  return pre ? overrun(c, SAY.beforeArtillery12, '13.5', F.d) : null;
}

/** Step 2: artillery (13.3), when a side has some; without it, nothing changes. */
function artillery(c: Combat, fortName: Fortification): AfterArtillery {
  const { S, F } = c;
  if (S.a.art || S.d.art) return use(ARTILLERY).artillery(c, fortName);
  return { G: F, lost: { a: 0, d: 0 }, artDrm: { a: 0, d: 0 }, artD: { a: false, d: false } };
}

/** A side left with no SP after artillery ends the combat (13.3): both, the Defender (an Overrun) or the Attacker. */
function wipedByArtillery(c: Combat, { G }: AfterArtillery): CalcResult | null {
  const { res, summary, steps } = c;
  const wiped = { a: combatSP(G.a) + G.a.cavalry === 0, d: combatSP(G.d) + G.d.cavalry === 0 };
  if (wiped.a && wiped.d) {
    summary.push({ label: SAY.result, value: SAY.bothWipedResult });
    steps.push({ label: SAY.bothWiped, value: SAY.combatEnds, rules: ['13.3'] });
    return res;
  }
  if (wiped.d) return overrun(c, SAY.defenderLostAll, '13.3', G.d);
  if (wiped.a) {
    summary.push({ label: SAY.result, value: SAY.attackerWipedResult });
    steps.push({ label: SAY.attackerWiped, value: SAY.attackerWipedValue, rules: ['13.3'] });
    return res;
  }
  return null;
}

/** Step 3: the initial column from the SPs left (13.4), or the end of the combat: no combat, an Overrun, or the Attacker eliminated. */
function initialColumn(c: Combat, { G }: AfterArtillery): Extract<ReturnType<typeof initialOdds>, { kind: 'column' }> | CalcResult {
  const { res, summary, steps, notes } = c;
  const odds = initialOdds(G.a, G.d);
  if (odds.kind === 'no-combat') {
    summary.push({ label: SAY.combat, value: SAY.none });
    notes.push(odds.reason);
    return res;
  }
  if (odds.kind === 'overrun') {
    steps.push({ label: SAY.step3, value: fill(SAY.against, { attacker: odds.attackerSP, defender: odds.defenderSP }), rules: ['13.4'] });
    return overrun(c, odds.reason === 'ratio' ? SAY.afterArtillery12 : SAY.defenderCavalryOnly, odds.reason === 'ratio' ? '13.5' : '13.4', G.d);
  }
  if (odds.kind === 'attacker-eliminated') {
    summary.push({ label: SAY.result, value: SAY.attackerEliminatedResult });
    steps.push({
      label: SAY.step3,
      value: fill(SAY.attackerEliminated, { attacker: odds.attackerSP, defender: odds.defenderSP, why: odds.reason === 'below-1:3' ? SAY.below13 : SAY.attackerCavalryOnly }),
      rules: ['13.4', '13.4.3'],
    });
    return res;
  }
  const basis =
    odds.basis === 'cavalry-only'
      ? SAY.cavalryOnlyBasis
      : odds.basis === 'differential'
        ? fill(SAY.differential, { differential: signed(odds.differential!) })
        : fill(SAY.ratio, { attacker: odds.attackerSP, defender: odds.defenderSP });
  steps.push({ label: SAY.step3Cavalry, value: fill(SAY.against, { attacker: odds.attackerSP, defender: odds.defenderSP }), rules: ['13.4'] });
  steps.push({ label: SAY.initialColumn, value: `${COLUMNS[columnIndex(odds.column)]!.label} (${basis})`, rules: ['13.4.1', '13.4.2'] });
  steps.push({ label: SAY.sizeRows, value: fill(SAY.eachSide, { attacker: SIZE_NAMES[odds.sizes.attacker], defender: SIZE_NAMES[odds.sizes.defender] }), rules: ['13.11.1'] });
  return odds;
}

/** Steps 4-5: the column shifts (13.6-13.9) and the Cavalry Superiority cases (13.10). */
function columnShifts(c: Combat, { G }: AfterArtillery): { base: number; cases: Case[] } {
  const { v, S, steps } = c;
  const armies = (p: P) => num(v, `${p}-armies`) + num(v, `${p}-attd`) + (bool(v, `${p}-unatt`) ? 1 : 0);
  const lines = shiftLines({
    hexTerrainLeft: num(v, 'hex'), hexsideLeft: num(v, 'side'), fieldFortificationLeft: num(v, 'ff'), defenderDemoralized: S.d.dem,
    attackerArmies: armies('a'), defenderArmies: armies('d'), cavalryShift: 'none',
  });
  for (const l of lines) steps.push({ label: l.label, value: arrow(l.shift), rules: [l.rule] });
  return { base: netShift(lines), cases: cavalryCases(v, G.a.cavalry, G.d.cavalry, steps) };
}

/** Each side's DRM ledger for a Cavalry Superiority case (13.11), the one shown, and the Army re-rolls (13.9.2). */
function drms(c: Combat, { artDrm }: AfterArtillery, cases: Case[], cap: RatingCapReading) {
  const { v, S, steps, notes } = c;
  const ledger = (k: Case) =>
    drmLines({
      attacker: sideInput(v, 'a', S.a, artDrm.a, k.drm === 'attacker'),
      defender: sideInput(v, 'd', S.d, artDrm.d, k.drm === 'defender'),
      assaultDoctrineInForce: bool(v, 'ad'),
      ratingCap: cap,
    });
  // a Cavalry Superiority result entered as rolled belongs in the DRMs shown and in the roll the player is told to make
  const one = cases.every((k) => k.drm === cases[0]!.drm);
  const fixed = ledger(one ? cases[0]! : { p: Fraction.ONE, drm: null, shift: 0 });
  for (const side of ['attacker', 'defender'] as const) {
    const mine = fixed.filter((l: DrmLine) => l.roll === side);
    const name = SAY[side];
    for (const l of mine) steps.push({ label: fill(SAY.sideRoll, { side: name, line: l.label }), value: signed(l.value), rules: [l.rule] });
    steps.push({ label: fill(SAY.sideDrm, { side: name }) + (!one && cases.some((k) => k.drm === side) ? SAY.beforeSuperiority : ''), value: signed(drmTotal(fixed, side)), rules: ['13.11'] });
  }
  const rv = (p: P) => {
    const r: LeaderRating[] = [];
    for (let i = 1; i <= num(v, `${p}-armies`); i++) r.push(rating(num(v, `${p}-ar${i}`), S[p].dem));
    return armyRerollValue(r, cap);
  };
  const rr = rerollsAvailable(rv('a'), rv('d'), pick(v, 'rrneg', ['net', 'move'] as const));
  steps.push({ label: SAY.rerollValues, value: fill(SAY.rerollCounts, { attacker: signed(rv('a')), defender: signed(rv('d')), attackerRerolls: rr.attacker, defenderRerolls: rr.defender }), rules: ['13.9.2'] });
  if (rr.attacker + rr.defender > 0) notes.push(SAY.rerolls);
  return { ledger, fixed };
}

/**
 * Step 6: the final column of each case and both CRT rolls on the player's CRT (13.11): each side's exact
 * losses and the Victor over both rolls, or, with boxes missing, the rolls to read on the card.
 */
function crtRolls(c: Combat, A: AfterArtillery, odds: Extract<ReturnType<typeof initialOdds>, { kind: 'column' }>, base: number, cases: Case[], beyond: 'hold' | 'unstated', { ledger, fixed }: ReturnType<typeof drms>) {
  const { v, ctx, summary, steps, tables, notes } = c;
  const user = ctx?.charts?.[CRT_ID];
  const sizes = odds.sizes;
  const lossA = new Map<string, Fraction>();
  const lossD = new Map<string, Fraction>();
  const win = new Map<string, Fraction>();
  let complete = true;
  const cols = new Map<string, Fraction>();
  const missing: string[] = [];
  for (const k of cases) {
    const fc = finalColumn(odds.column, base + k.shift, beyond);
    const colLabel = fc.column ? fc.column.label : SAY.rightOf5;
    addTo(cols, colLabel, k.p);
    if (!fc.column) {
      complete = false;
      continue;
    }
    const L = ledger(k);
    const drmA = drmTotal(L, 'attacker');
    const drmD = drmTotal(L, 'defender');
    const byA: LossDistribution = lossDistribution(fc.column.id, 'attacker', sizes.attacker, drmA, user);
    const byD: LossDistribution = lossDistribution(fc.column.id, 'defender', sizes.defender, drmD, user);
    if (!byA.complete || !byD.complete) {
      complete = false;
      if (!byA.complete) missing.push(fill(SAY.missingBoxes, { column: fc.column.label, size: SIZE_NAMES[sizes.attacker], totals: span(byA.missing) }));
      if (!byD.complete) missing.push(fill(SAY.missingBoxes, { column: fc.column.label, size: SIZE_NAMES[sizes.defender], totals: span(byD.missing) }));
      continue;
    }
    for (const o of byA.outcomes) addTo(lossD, lossText(o.loss), k.p.mul(o.prob));
    for (const o of byD.outcomes) addTo(lossA, lossText(o.loss), k.p.mul(o.prob));
    const { winner } = use(VICTOR);
    // the Defender's roll takes the Attacker's SPs, and the other way round
    for (const oa of byA.outcomes) for (const od of byD.outcomes) addTo(win, winner(v, A, { a: od.loss, d: oa.loss }), k.p.mul(oa.prob).mul(od.prob));
  }
  const colText = [...cols].map(([k, p]) => (cols.size > 1 ? `${k} ${pct(p)}` : k)).join('; ');
  steps.push({ label: SAY.finalColumn, value: colText, rules: ['13.11'] });
  summary.push({ label: SAY.finalColumn, value: colText.length > 40 ? [...cols.keys()].join(' / ') : colText });
  const drmNow = (side: Side) => signed(drmTotal(fixed, side));
  if (complete) {
    const dist = (title: string, m: Map<string, Fraction>): OutcomeTable => ({
      title,
      caption: SAY.crtExact,
      columns: [{ label: SAY.result }, { label: SAY.probability, kind: 'prob' }],
      rows: [...m].sort((x, y) => x[0].localeCompare(y[0])).map(([k, p]) => ({ cells: [k === '-' ? SAY.noLoss : k, p] })),
      barColumn: 1,
    });
    tables.push(dist(SAY.attackerLosses, lossA), dist(SAY.defenderLosses, lossD));
    const wA = win.get('attacker') ?? Fraction.ZERO;
    const wD = win.get('defender') ?? Fraction.ZERO;
    tables.push({
      title: SAY.victorTable,
      caption: SAY.battleImpact,
      columns: [{ label: SAY.victor }, { label: SAY.probability, kind: 'prob' }],
      rows: [
        { cells: [SAY.attacker, wA] },
        { cells: [SAY.defender, wD] },
        ...(win.has('none') ? [{ cells: [SAY.bothEliminated, win.get('none')!] }] : []),
      ],
      barColumn: 1,
    });
    summary.push({ label: SAY.attackerWins, value: wA });
  } else {
    summary.push({ label: SAY.drms, value: fill(SAY.drmsValue, { attacker: drmNow('attacker'), defender: drmNow('defender') }) });
    notes.push(
      fill(SAY.readCrt, {
        column: colText,
        attackerRoll: roll2(drmTotal(fixed, 'attacker')),
        attackerSize: SIZE_NAMES[sizes.attacker],
        defenderRoll: roll2(drmTotal(fixed, 'defender')),
        defenderSize: SIZE_NAMES[sizes.defender],
        enter: missing.length ? fill(SAY.enterBoxes, { boxes: [...new Set(missing)].slice(0, 4).join('; ') }) : SAY.enterFromCard,
      }),
    );
  }
  if (cases.some((k) => k.shift !== 0)) notes.push(SAY.cavalryLosses);
}

/** 13.2's ten steps in order; a step that ends the combat returns the result as it then stands. */
function compute(v: Values, ctx?: CalcContext): CalcResult {
  // the readings first: a value they do not allow is refused whatever the combat comes to
  const cap = pick<RatingCapReading>(v, 'cap', ['cap-6', 'no-cap']);
  const S = { a: readSide(v, 'a'), d: readSide(v, 'd') };
  const F = { a: force(S.a), d: force(S.d) };
  const res: CalcResult = { summary: [], steps: [], tables: [], notes: [], actions: [], assumptions: [] };
  const fortName = pick<Fortification>(v, 'fort', ['none', 'fort', 'fortress', 'improved-fortress']);
  const c: Combat = { v, ctx, S, F, inf: { a: S.a.reg + S.a.res, d: S.d.reg + S.d.res }, res, summary: res.summary!, steps: res.steps, tables: res.tables, notes: res.notes! };

  if (combatSP(F.a) + F.a.cavalry === 0 || combatSP(F.d) + F.d.cavalry === 0) {
    c.summary.push({ label: SAY.combat, value: SAY.none });
    c.notes.push(SAY.bothSides);
    return res;
  }
  if (S.a.dem) c.notes.push(SAY.demoralized);

  const ended = overrunBeforeArtillery(c);
  if (ended) return ended;
  const A = artillery(c, fortName);
  const wiped = wipedByArtillery(c, A);
  if (wiped) return wiped;
  const odds = initialColumn(c, A);
  if (!('kind' in odds)) return odds;
  const { base, cases } = columnShifts(c, A);
  const beyond = pick(v, 'beyond', ['hold', 'unstated'] as const);
  crtRolls(c, A, odds, base, cases, beyond, drms(c, A, cases, cap));
  // Steps 7-10: leaders, Battle Impact, the Victor and the retreat; then the penalty tracks
  const after: string[] = [];
  aftermathReport(v, S, A, c.steps, after);
  if (bool(v, 'rolled')) use(VICTOR).afterTheRoll(v, A, c.steps);
  else after.push(SAY.tickRolled);
  res.actions!.push({ title: SAY.afterTheCrt, items: after });
  penaltyTracks(c);
  return res;
}

const def: CalculatorDef = {
  id: 'combat',
  fields,
  ...readsCharts(CRT, ARTILLERY_EFFECTS, TIME_FUSE, ASSAULT_DOCTRINE),
  compute,
  ...(SERVER && {
    title: 'Combat',
    summary: 'The ten steps of 13.2: Overrun, artillery, the initial and final CRT column, both DRMs, re-rolls, Cavalry Superiority, the exact losses from your CRT, leaders, Battle Impact DRMs, the Victor and the penalty tracks.',
    rules: ['13.2', '13.4', '13.11', '13.15'],
    phrases: [SAY, PROCEDURE],
  }),
};

export default def;