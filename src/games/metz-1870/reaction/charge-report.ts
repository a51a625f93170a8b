/**
 * Results of the Metz 1870 charge calculator for the three cavalry
 * reactions: Charge (11.6), Countercharge (11.7) and Opportunity Charge
 * (11.8). Eligibility from cavalry.ts, the d10 against the modified
 * TCR (3.1.2), the enemy's countercharge chances, the weight bonus (11.6.1)
 * and the Charge Disorganization hit (11.6.2), all exact.
 */
import type { Assumption, CalcResult, Filling, OutcomeTable, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, str } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Weight } from '../assault/sp.ts';
import { parsePrintedSp, spText } from '../assault/sp.ts';
import type { HexTerrain } from './cavalry.ts';
import { chargeEffects, chargeProblems, countercharge, opportunityProblems } from './cavalry.ts';
import type { Marker, Works } from '../morale/tests.ts';
import { MARKER_NAME, modifiedTcr, rollsText, tcrTerms } from '../morale/tests.ts';
import type { TcrRoll } from './charge.ts';
import { chargeOutcome, chargeStrength, disorganization, tcrRoll } from './charge.ts';
import type { ChargeKind } from './kinds.ts';
import { REACTION_RULE } from './kinds.ts';
import { SAY } from './say.ts';

/** The morale markers and hex terrains the charge calculator's choices offer, in order. */
export const MARKERS: readonly Marker[] = ['none', 'shaken', 'disrupted'];
export const TERRAINS: readonly HexTerrain[] = ['clear', 'clear-road', 'stream', 'ravine', 'other'];
const NAME: Record<ChargeKind, string> = { charge: 'Charge', countercharge: 'Countercharge', 'opportunity-charge': 'Opportunity Charge' };

function rollTable(title: string, r: TcrRoll, pass: string, fail: string): OutcomeTable {
  return {
    title,
    caption: `One d10 (a 0 is 10) at or under the modified TCR ${r.tcr} succeeds.`,
    columns: [{ label: 'Die' }, { label: 'Result' }, { label: 'Chance', kind: 'prob' }],
    rows: [
      { cells: [rollsText(r.pass.rolls), pass, r.pass.prob], emphasis: r.rolled === 'pass' },
      { cells: [rollsText(r.fail.rolls), fail, r.fail.prob], emphasis: r.rolled === 'fail' },
    ],
    barColumn: 2,
  };
}

/**
 * A charger hit by Defensive Fire on its way stops there (11.4) and fights, if at all, with that hit's
 * marker: until the player enters one, the chance it gets through and its SP take no such hit.
 */
function fireAssumed(kind: ChargeKind, short: boolean, atAssault: Marker): Assumption[] {
  return kind === 'charge' && !short && atAssault === 'none' ? [{ text: SAY.noDefensiveFireHit, field: 'c-assault-morale' }] : [];
}

function problemsOf(v: Values, kind: ChargeKind, morale: Marker): string[] {
  const shaken = morale !== 'none';
  if (kind === 'charge') {
    const p = chargeProblems({
      horseArtillery: bool(v, 'c-horse'), mayEngageAndAssault: bool(v, 'c-engage'), shakenOrDisrupted: shaken, adjacentAtStart: bool(v, 'c-adjacent'),
      losToTarget: bool(v, 'c-los'), pathThroughUnits: bool(v, 'c-path-units'), pathBadTerrain: bool(v, 'c-path-terrain'), crossesSteepSlope: bool(v, 'c-steep'),
      target: pick<HexTerrain>(v, 'c-target', TERRAINS),
    });
    if (bool(v, 'dusk')) p.push(SAY.atDuskAndDawn);
    return p;
  }
  if (kind === 'opportunity-charge') {
    const p = opportunityProblems({ enemyMovementStep: bool(v, 'oc-step'), shakenOrDisrupted: shaken, chargeTarget: bool(v, 'oc-charged'), failedBefore: bool(v, 'oc-failed'), moverHex: pick<HexTerrain>(v, 'oc-hex', TERRAINS) });
    if (bool(v, 'oc-hq')) p.push(SAY.onlyAnEnemyCombat);
    return p;
  }
  const p: string[] = [];
  if (!bool(v, 'cc-target-hex')) p.push(SAY.onlyCavalryInThe);
  if (bool(v, 'cc-active')) p.push(SAY.nonActive);
  if (shaken) p.push(SAY.aShakenOrDisrupted);
  if (bool(v, 'cc-failed')) p.push(SAY.itAlreadyFailedAgainst);
  return p;
}

/** What the steps below fill in. */
type Report = Filling<'summary'>;

/** 3.1.2: the TCR the d10 is rolled against, modified by works and dusk; the roll's chances, or the die rolled. */
function tcrSteps(v: Values, kind: ChargeKind, res: Report) {
  const rule = REACTION_RULE[kind];
  const works = pick<Works>(v, 'works', ['none', 'hasty', 'entrenchment']);
  const dusk = bool(v, 'dusk');
  const terms = tcrTerms({ tcr: num(v, 'tcr'), marker: 'none', works, duskDawn: dusk });
  const tcrOf = (t: number) => modifiedTcr({ tcr: t, marker: 'none', works, duskDawn: dusk });
  const T = tcrOf(num(v, 'tcr'));
  const rolled = num(v, 'roll');
  const roll = tcrRoll(T, rolled || undefined);
  const termText = terms.length > 1 ? `${terms.map((t, i) => (i ? ` ${t.value > 0 ? '+' : '−'} ${Math.abs(t.value)} (${t.label})` : String(t.value))).join('')} = ${T}` : String(T);
  res.steps.push(
    { label: 'TCR tested', value: termText, rules: ['3.1.2', ...terms.slice(1).map((t) => t.rule)] },
    { label: `Chance of the ${NAME[kind]}`, value: roll.pass.prob.toString(), rules: [rule] },
  );
  if (roll.rolled) res.steps.push({ label: `Die rolled: ${rolled === 10 ? '0 (10)' : rolled}`, value: roll.rolled === 'pass' ? 'success' : 'failure', rules: [rule] });
  res.summary.push({ label: `Chance of the ${NAME[kind]}`, value: roll.pass.prob });
  return { T, roll, tcrOf };
}

/** 11.6 and 11.7: a Charge's roll, then the enemy's countercharges that may stop it before it reaches the target. */
function chargeRolls(v: Values, T: number, roll: TcrRoll, res: Report) {
  res.tables.push(rollTable('Charge roll', roll, SAY.chargeMove, SAY.noChargeMoveIt));
  const n = num(v, 'c-cc');
  if (n === 0) return;
  const tcrs = Array.from({ length: n }, (_, i) => num(v, `c-cc-tcr${i + 1}`));
  const o = chargeOutcome(T, tcrs);
  res.steps.push({ label: SAY.enemyCountercharge, value: countercharge(tcrs).any.toString(), rules: ['11.7'] });
  res.summary.push({ label: 'Charge reaches the target', value: o.through });
  res.tables.push({
    title: 'How the charge ends',
    caption: SAY.theChargeRollThen,
    columns: [{ label: 'Outcome' }, { label: 'Chance', kind: 'prob' }],
    rows: [
      { cells: ['Charge roll fails', o.fail] },
      ...o.countered.map((p, i) => ({ cells: [`Countercharged by enemy candidate ${i + 1} (TCR ${tcrs[i]})`, p] })),
      { cells: [SAY.notCounterchargedItMoves, o.through], emphasis: true },
    ],
    barColumn: 1,
  });
}

/** 11.7: a Countercharge's roll; with several candidates, each rolls in turn until one succeeds. */
function counterchargeRolls(v: Values, T: number, roll: TcrRoll, tcrOf: (t: number) => number, res: Report) {
  const tcrs = [T, ...Array.from({ length: num(v, 'cc-units') - 1 }, (_, i) => tcrOf(num(v, `cc-tcr${i + 2}`)))];
  const o = countercharge(tcrs);
  res.tables.push(rollTable(tcrs.length > 1 ? 'First candidate’s roll' : 'Countercharge roll', roll, SAY.blocks, 'nothing happens'));
  if (tcrs.length === 1) return;
  res.summary[0] = { label: 'Chance one countercharges', value: o.any };
  res.tables.push({
    title: 'Which candidate countercharges',
    caption: SAY.eachRollsInTurn,
    columns: [{ label: 'Outcome' }, { label: 'Chance', kind: 'prob' }],
    rows: [...o.each.map((p, i) => ({ cells: [`Candidate ${i + 1} (TCR ${tcrs[i]})`, p] })), { cells: ['No one', Fraction.ONE.sub(o.any)] }],
    barColumn: 1,
  });
}

/** A failed roll that settles it: no Charge Move, so no weight bonus and no Charge Disorganization (11.6.1, 11.6.2). */
function failedRoll(v: Values, kind: ChargeKind, res: Report): CalcResult {
  const after =
    kind === 'charge'
      ? bool(v, 'c-advance')
        ? SAY.noChargeMoveUnder
        : SAY.noChargeMoveNoBonus
      : kind === 'countercharge'
        ? SAY.noCounterchargeItMay
        : SAY.noOpportunityChargeThe;
  res.steps.push({ label: 'So', value: `${after}. No Charge Disorganization hit.`, rules: [REACTION_RULE[kind], '11.6.1', '11.6.2', ...(kind === 'charge' && bool(v, 'c-advance') ? ['14.3'] : [])] });
  res.summary.push({ label: 'Outcome', value: `no ${NAME[kind]}` });
  return { summary: res.summary, steps: res.steps, tables: res.tables, actions: actionsFor(kind, v, false) };
}

/** 3.1.3 and 11.6.1: the charger's SP in the assault, less its marker, plus the weight bonus; none when stopped short (11.4). */
function assaultSp(v: Values, kind: ChargeKind, short: boolean, atAssault: Marker, res: Report, notes: string[]) {
  const weight = pick<Weight>(v, 'weight', ['light', 'medium', 'heavy']);
  const printed = parsePrintedSp(str(v, 'sp'));
  if (!printed) throw new Error('the SP is not C or a whole number');
  const s = chargeStrength(weight, printed, atAssault);
  if (short) {
    res.steps.push({ label: 'Stopped short', value: SAY.itCannotReachThe, rules: ['11.4', '11.6'] });
    return;
  }
  const pen = atAssault === 'none' ? '' : ` ${atAssault === 'shaken' ? '−1 Shaken' : '−2 Disrupted'} = ${spText(s.initial)}`;
  res.steps.push({
    label: `SP in the assault (${kind === 'countercharge' ? 'defending' : 'attacking'})`,
    value: s.spent ? `${spText(printed)}${pen}: 0 or less, it adds nothing` : `${spText(printed)}${pen}, ${weight} charge +${spText(s.bonus)} = ${spText(s.total)}`,
    rules: ['3.1.3', '11.6.1'],
  });
  res.summary.push({ label: 'SP in the assault', value: spText(s.total) });
  if (s.total.d !== 1n) notes.push(SAY.keepTheSpFractions);
  if (s.spent && kind === 'charge') notes.push(SAY.withSpOrLess);
}

/** 11.6.2: the Charge Disorganization hit after the assault (none for a charger stopped short, on that reading). */
function disorganizationSteps(v: Values, short: boolean, res: Report) {
  if (short && v['c-short-reading'] === 'no-mh') {
    res.steps.push({ label: 'Charge Disorganization', value: 'none, under the reading chosen', rules: ['11.6.2'] });
    return;
  }
  const marker = pick<Marker>(v, 'after-marker', MARKERS);
  const d = disorganization({ marker, status: pick(v, 'after-side', ['fresh', 'bw'] as const), tcrBw: num(v, 'after-tcr'), duskDawn: bool(v, 'dusk') });
  const top = d.outcomes.length === 1 ? d.outcomes[0]!.label : `a Casualty Hit, so a Break Test against ${d.breakTcr} (table below)`;
  res.steps.push({ label: SAY.disorganization, value: `${MARKER_NAME[marker]} → ${top}`, rules: ['11.6.2', '9.2', ...(d.ch ? ['8.6', '10.1'] : [])] });
  const broken = d.outcomes.filter((o) => o.label.startsWith('Broken')).reduce<Fraction | undefined>((a, o) => (a ? a.add(o.prob) : o.prob), undefined);
  if (broken) res.summary.push({ label: 'Broken by the hit', value: broken });
  if (d.outcomes.length > 1 || d.ch > 0)
    res.tables.push({
      title: 'After Charge Disorganization',
      caption: d.breakTcr !== undefined ? `The hit finds it Disrupted and Battleworn: a Casualty Hit, so a Break Test on one d10 against ${d.breakTcr} (10.1).` : SAY.theHitFindsIt,
      columns: [{ label: 'It ends' }, { label: 'Chance', kind: 'prob' }],
      rows: d.outcomes.map((o) => ({ cells: [o.label, o.prob] })),
      barColumn: 1,
    });
}

/** The readings that follow the assault: a marked charger's Breakthrough (12.9), when an Opportunity Charge's hit comes (11.6.2). */
function readingSteps(v: Values, kind: ChargeKind, short: boolean, atAssault: Marker, res: Report) {
  if (kind === 'charge' && !short && atAssault !== 'none')
    res.steps.push({ label: 'Breakthrough if it wins', value: v['c-bt-reading'] === 'must-advance' ? SAY.mustEnter : SAY.noAdvance, rules: ['12.9'] });
  if (kind === 'opportunity-charge')
    res.steps.push({ label: 'When the Morale Hit comes', value: v['oc-mh-reading'] === 'own' ? SAY.rightAfterItsOwn : SAY.atTheEndOf, rules: ['11.6.2'] });
}

/** A cavalry reaction in its order: may it, the roll, then the assault it leads to and the hit it costs (11.6-11.8). */
export function cavalryReaction(v: Values, kind: ChargeKind): CalcResult {
  const problems = problemsOf(v, kind, pick<Marker>(v, 'morale', MARKERS));
  const res: Report = { summary: [], steps: problems.map((p) => ({ label: 'Not allowed', value: p, rules: [REACTION_RULE[kind]] })), tables: [] };
  if (problems.length) return { summary: [{ label: `${NAME[kind]} allowed`, value: 'no' }], steps: res.steps, tables: [] };

  const { T, roll, tcrOf } = tcrSteps(v, kind, res);
  if (kind === 'charge') chargeRolls(v, T, roll, res);
  else if (kind === 'countercharge') counterchargeRolls(v, T, roll, tcrOf, res);
  else res.tables.push(rollTable('Opportunity Charge roll', roll, 'assault the mover at once', 'nothing; the mover goes on'));
  if (roll.rolled === 'fail' && (kind !== 'countercharge' || num(v, 'cc-units') === 1)) return failedRoll(v, kind, res);

  const short = kind === 'charge' && bool(v, 'c-short');
  const atAssault = kind === 'charge' ? pick<Marker>(v, 'c-assault-morale', MARKERS) : 'none';
  const notes: string[] = [];
  assaultSp(v, kind, short, atAssault, res, notes);
  disorganizationSteps(v, short, res);
  readingSteps(v, kind, short, atAssault, res);
  return { summary: res.summary, assumptions: fireAssumed(kind, short, atAssault), steps: res.steps, tables: res.tables, actions: actionsFor(kind, v, short), notes: [...notes, SAY.theAssaultCrtIs] };
}

function actionsFor(kind: ChargeKind, v: Values, short: boolean): NonNullable<CalcResult['actions']> {
  if (kind === 'charge')
    return [
      {
        title: 'Charging player',
        items: [
          SAY.announceTheChargeAnd,
          bool(v, 'c-advance')
            ? SAY.failureUnderAdvanceIt
            : SAY.failureNoChargeMove,
          SAY.successCavalryChargeMarker,
          ...(short ? [SAY.stoppedByDefensiveFire] : chargeEffects()),
        ],
      },
      {
        title: 'Defending player',
        items: [
          SAY.cavalryInTheTarget,
          SAY.defensiveFireAtA,
          SAY.aDefendingCavalryUnit,
        ],
      },
    ];
  if (kind === 'countercharge')
    return [
      {
        title: 'Countercharging player',
        items: [
          SAY.rollBeforeTheCharger,
          SAY.successMoveItOne,
          SAY.failureNothingHappensIt,
          SAY.itDefendsInThe,
          SAY.afterTheAssaultCombat,
        ],
      },
      { title: 'Charging player', items: [SAY.itNeverReachesIts] },
    ];
  return [
    {
      title: 'Cavalry player',
      items: [
        SAY.rollAsSoonAs,
        SAY.successFightAnAssault,
        SAY.failureNothingItMay,
        SAY.itTakesMoraleHit,
      ],
    },
    {
      title: 'Moving player',
      items: [
        SAY.afterThatAssaultThe,
        SAY.infantryOrArtilleryAssaulted,
      ],
    },
  ];
}
