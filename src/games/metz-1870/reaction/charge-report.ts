/**
 * Results of the Metz 1870 charge calculator for the three cavalry
 * reactions: Charge (11.6), Countercharge (11.7) and Opportunity Charge
 * (11.8). Eligibility from cavalry.ts, the d10 against the modified
 * TCR (3.1.2), the enemy's countercharge chances, the weight bonus (11.6.1)
 * and the Charge Disorganization hit (11.6.2), all exact.
 */
import type { Assumption, CalcResult, OutcomeTable, Step, Values } from '../../../lib/calculator.ts';
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
  return kind === 'charge' && !short && atAssault === 'none' ? [{ text: 'no Defensive Fire hit on its way to the target (11.4)', field: 'c-assault-morale' }] : [];
}

function problemsOf(v: Values, kind: ChargeKind, morale: Marker): string[] {
  const shaken = morale !== 'none';
  if (kind === 'charge') {
    const p = chargeProblems({
      horseArtillery: bool(v, 'c-horse'), mayEngageAndAssault: bool(v, 'c-engage'), shakenOrDisrupted: shaken, adjacentAtStart: bool(v, 'c-adjacent'),
      losToTarget: bool(v, 'c-los'), pathThroughUnits: bool(v, 'c-path-units'), pathBadTerrain: bool(v, 'c-path-terrain'), crossesSteepSlope: bool(v, 'c-steep'),
      target: pick<HexTerrain>(v, 'c-target', TERRAINS),
    });
    if (bool(v, 'dusk')) p.push('At Dusk and Dawn sight reaches only the next hex, and a charger may not start there: no Charge is possible (18.1, 18.4 with 11.6; our inference).');
    return p;
  }
  if (kind === 'opportunity-charge') {
    const p = opportunityProblems({ enemyMovementStep: bool(v, 'oc-step'), shakenOrDisrupted: shaken, chargeTarget: bool(v, 'oc-charged'), failedBefore: bool(v, 'oc-failed'), moverHex: pick<HexTerrain>(v, 'oc-hex', TERRAINS) });
    if (bool(v, 'oc-hq')) p.push('Only an enemy combat unit calls for it, not an HQ.');
    return p;
  }
  const p: string[] = [];
  if (!bool(v, 'cc-target-hex')) p.push('Only cavalry in the hex being charged may Countercharge.');
  if (bool(v, 'cc-active')) p.push('Only a non-active unit may Countercharge.');
  if (shaken) p.push('A Shaken or Disrupted unit cannot Countercharge.');
  if (bool(v, 'cc-failed')) p.push('It already failed against this charger this turn; it may still try against another.');
  return p;
}

export function cavalryReaction(v: Values, kind: ChargeKind): CalcResult {
  const rule = REACTION_RULE[kind];
  const morale = pick<Marker>(v, 'morale', MARKERS);
  const works = pick<Works>(v, 'works', ['none', 'hasty', 'entrenchment']);
  const dusk = bool(v, 'dusk');
  const problems = problemsOf(v, kind, morale);
  const steps: Step[] = problems.map((p) => ({ label: 'Not allowed', value: p, rules: [rule] }));
  if (problems.length) return { summary: [{ label: `${NAME[kind]} allowed`, value: 'no' }], steps, tables: [] };

  const terms = tcrTerms({ tcr: num(v, 'tcr'), marker: 'none', works, duskDawn: dusk });
  const tcrOf = (t: number) => modifiedTcr({ tcr: t, marker: 'none', works, duskDawn: dusk });
  const T = tcrOf(num(v, 'tcr'));
  const rolled = num(v, 'roll');
  const roll = tcrRoll(T, rolled || undefined);
  const termText = terms.length > 1 ? `${terms.map((t, i) => (i ? ` ${t.value > 0 ? '+' : '−'} ${Math.abs(t.value)} (${t.label})` : String(t.value))).join('')} = ${T}` : String(T);
  steps.push(
    { label: 'TCR tested', value: termText, rules: ['3.1.2', ...terms.slice(1).map((t) => t.rule)] },
    { label: `Chance of the ${NAME[kind]}`, value: roll.pass.prob.toString(), rules: [rule] },
  );
  if (roll.rolled) steps.push({ label: `Die rolled: ${rolled === 10 ? '0 (10)' : rolled}`, value: roll.rolled === 'pass' ? 'success' : 'failure', rules: [rule] });
  const tables: OutcomeTable[] = [];
  const summary: NonNullable<CalcResult['summary']> = [{ label: `Chance of the ${NAME[kind]}`, value: roll.pass.prob }];

  // the rolls
  if (kind === 'charge') {
    tables.push(rollTable('Charge roll', roll, 'Charge Move: marker on, must assault', 'no Charge Move; it may still move and assault normally'));
    const n = num(v, 'c-cc');
    if (n > 0) {
      const tcrs = Array.from({ length: n }, (_, i) => num(v, `c-cc-tcr${i + 1}`));
      const o = chargeOutcome(T, tcrs);
      steps.push({ label: 'Enemy Countercharge, if the charge goes', value: countercharge(tcrs).any.toString(), rules: ['11.7'] });
      summary.push({ label: 'Charge reaches the target', value: o.through });
      tables.push({
        title: 'How the charge ends',
        caption: 'The charge roll, then each enemy candidate in turn until one succeeds (11.7). Exact.',
        columns: [{ label: 'Outcome' }, { label: 'Chance', kind: 'prob' }],
        rows: [
          { cells: ['Charge roll fails', o.fail] },
          ...o.countered.map((p, i) => ({ cells: [`Countercharged by enemy candidate ${i + 1} (TCR ${tcrs[i]})`, p] })),
          { cells: ['Not countercharged: it moves next to the target', o.through], emphasis: true },
        ],
        barColumn: 1,
      });
    }
  } else if (kind === 'countercharge') {
    const tcrs = [T, ...Array.from({ length: num(v, 'cc-units') - 1 }, (_, i) => tcrOf(num(v, `cc-tcr${i + 2}`)))];
    const o = countercharge(tcrs);
    tables.push(rollTable(tcrs.length > 1 ? 'First candidate’s roll' : 'Countercharge roll', roll, 'moves one hex to block the charger', 'nothing happens'));
    if (tcrs.length > 1) {
      summary[0] = { label: 'Chance one countercharges', value: o.any };
      tables.push({
        title: 'Which candidate countercharges',
        caption: 'Each rolls in turn; only the first to succeed acts (11.7). TCRs include the same earthworks and Dusk/Dawn modifiers.',
        columns: [{ label: 'Outcome' }, { label: 'Chance', kind: 'prob' }],
        rows: [...o.each.map((p, i) => ({ cells: [`Candidate ${i + 1} (TCR ${tcrs[i]})`, p] })), { cells: ['No one', Fraction.ONE.sub(o.any)] }],
        barColumn: 1,
      });
    }
  } else tables.push(rollTable('Opportunity Charge roll', roll, 'assault the mover at once', 'nothing; the mover goes on'));

  // a failed roll that settles it: no Charge Move, so no weight bonus and no Charge Disorganization (11.6.1, 11.6.2)
  if (roll.rolled === 'fail' && (kind !== 'countercharge' || num(v, 'cc-units') === 1)) {
    const after =
      kind === 'charge'
        ? bool(v, 'c-advance')
          ? 'no Charge Move; under its Advance marker it must still move next to the target and assault, without the weight bonus'
          : 'no Charge Move; it may still move and assault as usual, without the weight bonus'
        : kind === 'countercharge'
          ? 'no Countercharge; it may still try against another charger this turn'
          : 'no Opportunity Charge; the mover goes on, and this unit may still try against another mover this turn';
    steps.push({ label: 'So', value: `${after}. No Charge Disorganization hit.`, rules: [rule, '11.6.1', '11.6.2', ...(kind === 'charge' && bool(v, 'c-advance') ? ['14.3'] : [])] });
    summary.push({ label: 'Outcome', value: `no ${NAME[kind]}` });
    return { summary, steps, tables, actions: actionsFor(kind, v, false) };
  }

  // the assault
  const short = kind === 'charge' && bool(v, 'c-short');
  const atAssault = kind === 'charge' ? pick<Marker>(v, 'c-assault-morale', MARKERS) : 'none';
  const weight = pick<Weight>(v, 'weight', ['light', 'medium', 'heavy']);
  const printed = parsePrintedSp(str(v, 'sp'));
  if (!printed) throw new Error('the SP is not C or a whole number');
  const s = chargeStrength(weight, printed, atAssault);
  const notes: string[] = [];
  if (short) steps.push({ label: 'Stopped short', value: 'it cannot reach the target, so there is no assault (11.4)', rules: ['11.4', '11.6'] });
  else {
    const pen = atAssault === 'none' ? '' : ` ${atAssault === 'shaken' ? '−1 Shaken' : '−2 Disrupted'} = ${spText(s.initial)}`;
    steps.push({
      label: `SP in the assault (${kind === 'countercharge' ? 'defending' : 'attacking'})`,
      value: s.spent ? `${spText(printed)}${pen}: 0 or less, it adds nothing` : `${spText(printed)}${pen}, ${weight} charge +${spText(s.bonus)} = ${spText(s.total)}`,
      rules: ['3.1.3', '11.6.1'],
    });
    summary.push({ label: 'SP in the assault', value: spText(s.total) });
    if (s.total.d !== 1n) notes.push('Keep the ½ SP: fractions are dropped only from the Assault Differential (2.3), in the assault calculator.');
    if (s.spent && kind === 'charge') notes.push('With 0 SP or less it cannot attack (3.1.3), yet a charger that survives must assault (11.6): our source does not reconcile the two.');
  }

  // 11.6.2
  const hit = !(short && v['c-short-reading'] === 'no-mh');
  if (hit) {
    const d = disorganization({ marker: pick<Marker>(v, 'after-marker', MARKERS), status: pick(v, 'after-side', ['fresh', 'bw'] as const), tcrBw: num(v, 'after-tcr'), duskDawn: dusk });
    const top = d.outcomes.length === 1 ? d.outcomes[0]!.label : `a Casualty Hit, so a Break Test against ${d.breakTcr} (table below)`;
    steps.push({ label: 'Charge Disorganization: 1 Morale Hit', value: `${MARKER_NAME[pick<Marker>(v, 'after-marker', MARKERS)]} → ${top}`, rules: ['11.6.2', '9.2', ...(d.ch ? ['8.6', '10.1'] : [])] });
    const broken = d.outcomes.filter((o) => o.label.startsWith('Broken')).reduce<Fraction | undefined>((a, o) => (a ? a.add(o.prob) : o.prob), undefined);
    if (broken) summary.push({ label: 'Broken by the hit', value: broken });
    if (d.outcomes.length > 1 || d.ch > 0)
      tables.push({
        title: 'After Charge Disorganization',
        caption: d.breakTcr !== undefined ? `The hit finds it Disrupted and Battleworn: a Casualty Hit, so a Break Test on one d10 against ${d.breakTcr} (10.1).` : 'The hit finds it Disrupted: a Casualty Hit flips it to Battleworn (9.2, 8.6).',
        columns: [{ label: 'It ends' }, { label: 'Chance', kind: 'prob' }],
        rows: d.outcomes.map((o) => ({ cells: [o.label, o.prob] })),
        barColumn: 1,
      });
  } else steps.push({ label: 'Charge Disorganization', value: 'none, under the reading chosen', rules: ['11.6.2'] });
  if (kind === 'charge' && !short && atAssault !== 'none')
    steps.push({ label: 'Breakthrough if it wins', value: v['c-bt-reading'] === 'must-advance' ? 'it must still enter the vacated hex' : 'it may not advance while Shaken or Disrupted', rules: ['12.9'] });
  if (kind === 'opportunity-charge')
    steps.push({ label: 'When the Morale Hit comes', value: v['oc-mh-reading'] === 'own' ? 'right after its own assault and any Breakthrough' : 'at the end of the phase’s Assault Combat Step', rules: ['11.6.2'] });

  return { summary, assumptions: fireAssumed(kind, short, atAssault), steps, tables, actions: actionsFor(kind, v, short), notes: [...notes, 'The Assault CRT is not in our source: resolve the assault itself with the assault calculator, giving this unit its weight class.'] };
}

function actionsFor(kind: ChargeKind, v: Values, short: boolean): NonNullable<CalcResult['actions']> {
  if (kind === 'charge')
    return [
      {
        title: 'Charging player',
        items: [
          'Announce the charge and its target before moving, then roll (11.6).',
          bool(v, 'c-advance')
            ? 'Failure: under Advance it must still move next to that enemy and assault, without the bonus (14.3; example of play: the 15/6 charge on 2/Del/IG).'
            : 'Failure: no Charge Move, but it may still move and assault normally, without the bonus (11.6).',
          'Success: Cavalry Charge marker on; move it next to the target, taking any Defensive Fire on the way (11.4).',
          ...(short ? ['Stopped by Defensive Fire before reaching the target: its move is over (11.4).'] : chargeEffects()),
        ],
      },
      {
        title: 'Defending player',
        items: [
          'Cavalry in the target hex that is not active, Shaken or Disrupted may try to Countercharge before the charger enters the last hex (11.7).',
          'Defensive Fire at a hex that is half or more cavalry by SP gets 3▶ (8.4 j).',
          'A defending cavalry unit that countercharges gives up Cavalry Withdrawal (12.3).',
        ],
      },
    ];
  if (kind === 'countercharge')
    return [
      {
        title: 'Countercharging player',
        items: [
          'Roll before the charger enters the hex next to its target; several candidates roll in turn and only the first success acts (11.7).',
          'Success: move it one hex into that hex; the charger’s move ends there (11.7).',
          'Failure: nothing happens; it may not try again against this charger this turn, but may against another (11.7).',
          'It defends in the coming assault with its own weight bonus, and can no longer withdraw before combat (11.7, 12.3).',
          'After the Assault Combat Step it takes 1 Morale Hit (11.6.2).',
        ],
      },
      { title: 'Charging player', items: ['It never reaches its first target; in the Assault Combat Step it attacks the countercharger, keeps its own bonus and may bring supports (11.7).'] },
    ];
  return [
    {
      title: 'Cavalry player',
      items: [
        'Roll as soon as the enemy unit enters the adjacent hex (11.8).',
        'Success: fight an Assault Combat at once as the attacker, with the weight bonus (11.8, 11.6.1); winning, it makes the charger’s Breakthrough (12.9).',
        'Failure: nothing; it may try against other enemy units this turn, not this one (11.8).',
        'It takes 1 Morale Hit for Charge Disorganization (11.6.2).',
      ],
    },
    {
      title: 'Moving player',
      items: [
        'After that assault the mover moves no further, whatever the result; it may still assault in its own Assault Combat Step (11.8).',
        'Infantry or artillery assaulted by charging cavalry may not abandon the position (12.3).',
      ],
    },
  ];
}
