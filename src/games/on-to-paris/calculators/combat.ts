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
import { count } from '../../../lib/guard.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { d6 } from '../../../lib/dice.ts';
import type { CombatForce } from '../combat/columns.ts';
import { COLUMNS, columnIndex, combatSP, finalColumn, initialOdds, overrunCost, preArtilleryOverrun, SIZE_NAMES } from '../combat/columns.ts';
import { netShift, shiftLines } from '../combat/shifts.ts';
import type { DrmLine, Fortification, LeaderRating, RatingCapReading, Side, SideInput } from '../combat/drm.ts';
import { armyRerollValue, drmLines, drmTotal, rerollsAvailable } from '../combat/drm.ts';
import { shiftAttempt, superiorityDrm } from '../combat/cavalry.ts';
import { victor } from '../combat/aftermath.ts';
import type { LossDistribution } from '../combat/crt.ts';
import { CRT, CRT_ID, lossDistribution, lossText } from '../combat/crt.ts';
import { ARTILLERY_EFFECTS, artilleryRoll } from '../combat/artillery.ts';
import { ASSAULT_DOCTRINE, TIME_FUSE } from '../combat/tracks.ts';
import type { P, Sd } from './combat/fields.ts';
import { fields, french, NAME, readSide, SIDES } from './combat/fields.ts';
import { aftermathReport, pct, tracksReport, vSide } from './combat/report.ts';
import { fill, SERVER } from '../../../lib/words.ts';
import { SAY } from './combat/say.ts';
import { SAY as PROCEDURE } from '../combat/say.ts';

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

/** What every step of 13.2 reads and writes: the inputs, the two sides as entered, and the result being built. */
interface Combat {
  v: Values;
  ctx: CalcContext | undefined;
  S: Record<P, Sd>;
  F: Record<P, CombatForce>;
  /** Infantry SPs (Regular and Reserve) of each side, for the penalty tracks (13.17) */
  inf: Record<P, number>;
  res: CalcResult;
  summary: NonNullable<CalcResult['summary']>;
  steps: Step[];
  tables: OutcomeTable[];
  notes: string[];
}

/** After artillery (13.3): what each side has left, the SPs it lost, its own CRT DRM and whether it was made Demoralized. */
interface AfterArtillery {
  G: Record<P, CombatForce>;
  lost: Record<P, number>;
  artDrm: Record<P, number>;
  artD: Record<P, boolean>;
}

/** An Overrun ends the combat (13.5): its cost, what follows, and the penalty tracks. */
function overrun(c: Combat, when: string, rule: string, left: CombatForce): CalcResult {
  const { v, ctx, S, res, summary, steps, tables, notes, inf } = c;
  const cost = overrunCost(S.a.dem, left);
  summary.unshift({ label: SAY.result, value: SAY.overrunResult });
  steps.push({ label: fill(SAY.overrun, { when }), value: SAY.overrunValue, rules: [rule] });
  if (cost) steps.push({ label: SAY.demoralizedOverrun, value: SAY.losesOneSp, rules: ['13.5'] });
  res.actions!.push({ title: SAY.then, items: [SAY.overrunLeaderChecks, SAY.overrunVictor] });
  tracksReport(v, ctx, inf, steps, tables, notes);
  return res;
}

/** Step 1: Overrun before artillery (12 to 1 or better, 13.5). */
function overrunBeforeArtillery(c: Combat): CalcResult | null {
  const { v, S, F, inf, steps } = c;
  const pre = preArtilleryOverrun(F.a, F.d, v.ovft === 'with-ft');
  steps.push({ label: SAY.step1, value: fill(SAY.against, { attacker: inf.a + (v.ovft === 'with-ft' ? S.a.ft : 0), defender: inf.d + (v.ovft === 'with-ft' ? S.d.ft : 0) }) + (pre ? SAY.twelveToOne : ''), rules: ['13.5'] });
  return pre ? overrun(c, SAY.beforeArtillery12, '13.5', F.d) : null;
}

/** Step 2: each side's Artillery Strength (Time Fuse halving, 15.2), its roll on the Artillery Effects Table and the result entered (13.3). */
function artillery(c: Combat, fortName: Fortification): AfterArtillery {
  const { v, ctx, S, F, res, steps, tables, notes } = c;
  const lost = { a: 0, d: 0 };
  const artDrm = { a: 0, d: 0 };
  const artD = { a: false, d: false };
  for (const [p, n] of SIDES) {
    const s = S[p];
    if (s.art === 0) continue;
    // 15.2: a friendly Fortification stops the halving; 16.1: a Field Fortification marker is one (the Defender's)
    const halve = french(v, p) && bool(v, 'tf') && bool(v, 'clear') && !(p === 'd' && (fortName !== 'none' || num(v, 'ff') > 0));
    const strength = halve ? Math.floor(s.art / 2) : s.art;
    steps.push({ label: fill(SAY.artilleryStrength, { side: n }) + (halve ? SAY.timeFuseHalved : ''), value: halve ? `${s.art} → ${strength}` : String(strength), rules: halve ? ['13.3', '15.2'] : ['13.3'] });
    if (strength > 0) {
      const mod = num(v, `${p}-amod`);
      const r = artilleryRoll(strength, mod, ctx?.charts?.[ARTILLERY_EFFECTS.id]);
      if (r.complete)
        tables.push({
          title: fill(SAY.artilleryRoll, { side: n, roll: roll2(mod), strength }),
          caption: SAY.artilleryExact,
          columns: [{ label: SAY.result }, { label: SAY.probability, kind: 'prob' }],
          rows: r.results.map((x) => ({ cells: [x.result, x.prob] })),
          barColumn: 1,
        });
      else notes.push(fill(SAY.readArtillery, { side: n, roll: roll2(mod), strength, totals: span(r.missing) }));
    }
    const o: P = p === 'a' ? 'd' : 'a';
    const canLose = combatSP(F[o]);
    // a value from outside the page (0.5) is refused under its own field's name
    const whole = count(fill(SAY.wholeSps, { side: n }), num(v, `${p}-aloss`), { max: 4 });
    const half = bool(v, `${p}-ahalf`);
    artDrm[p] = num(v, `${p}-adrm`);
    artD[o] = bool(v, `${p}-aD`);
    // nothing entered for a roll that must be made: every figure below takes it as no effect, and the headline says so
    if (strength > 0 && whole === 0 && !half && artDrm[p] === 0 && !artD[o])
      res.assumptions!.push({ text: fill(SAY.artilleryNoEffect, { side: n }), field: `${p}-aloss` });
    const taken = Math.min(canLose, whole + (half && bool(v, `${p}-ahalfx`) ? 1 : 0));
    lost[o] = taken;
    const parts = [artDrm[p] ? fill(SAY.onItsCrtRoll, { drm: artDrm[p] }) : '', artD[o] ? fill(SAY.demoralizedAfterImpact, { side: NAME[o] }) : '', fill(SAY.losesSps, { side: NAME[o], sp: taken })].filter(Boolean);
    steps.push({ label: fill(SAY.artilleryResult, { side: n, strength }), value: parts.join('; '), rules: ['13.3.5'] });
    if (half)
      steps.push({ label: fill(SAY.halfRoll, { side: NAME[o] }), value: whole + 1 > canLose ? SAY.noSpLeft : `${pct(d6.atMost(3))}; ${bool(v, `${p}-ahalfx`) ? SAY.halfRolled : SAY.halfNotRolled}`, rules: ['13.3.5'] });
  }
  return { G: { a: afterArtillery(F.a, lost.a), d: afterArtillery(F.d, lost.d) }, lost, artDrm, artD };
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
  const { G, lost, artD } = A;
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
    for (const oa of byA.outcomes)
      for (const od of byD.outcomes) {
        const w = victor(
          vSide(v, 'a', G.a, od.loss.sp, lost.a, artD.a, od.loss.demoralized),
          vSide(v, 'd', G.d, oa.loss.sp, lost.d, artD.d, oa.loss.demoralized),
        );
        addTo(win, w.winner, k.p.mul(oa.prob).mul(od.prob));
      }
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
  aftermathReport(v, S, A.G, A.lost, A.artDrm, A.artD, c.steps, after);
  res.actions!.push({ title: SAY.afterTheCrt, items: after });
  tracksReport(v, ctx, c.inf, c.steps, c.tables, c.notes);
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