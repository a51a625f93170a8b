/**
 * The Metz 1870 assault calculator's result: steps from SP to the final
 * ACRT column, the column's d10 outcome from the known and player-entered
 * cells, the Loss Point options and the Tough Fight odds.
 */
import type { CalcResult, OutcomeTable, Step } from '../../../lib/calculator.ts';
import { signed } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { UserCells } from '../../../lib/user-chart.ts';
import { lossOptions, parseAcrtResult, readAcrt, spText, ACRT_COLUMNS } from './resolve.ts';
import type { AssaultResolution, LossResult } from './resolve.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';


export interface LossRequest {
  loss: LossResult;
  units: 1 | 2;
  /** where the request came from: "the roll's result D2" or "the fields" */
  from: string;
}

const FROM = { known: 'rulebook example', user: 'your card', unknown: '' } as const;
const colText = (c: number) => signed(c);

/** 12.2-12.5: from each unit's SP to the Assault Differential, the odds, every shift and the final ACRT column. */
function columnSteps(a: AssaultResolution): Step[] {
  const steps: Step[] = [];
  for (const u of a.lead) steps.push({ label: `Lead: ${u.unit.name}`, value: u.excluded ? `does not attack (${u.excluded})` : u.detail, rules: ['12.4'] });
  for (const u of a.defenders) steps.push({ label: `Defending: ${u.unit.name}`, value: u.detail, rules: ['12.4'] });
  steps.push({ label: 'Lead hex SP', value: spText(a.leadSp), rules: ['12.2'] });
  steps.push({ label: 'Defending hex SP', value: spText(a.defenderSp), rules: ['12.2'] });
  const adNote = a.adExact.d === 1n ? '' : ` (${spText(a.adExact)}, fraction dropped)`;
  steps.push({ label: 'Assault Differential', value: `${colText(a.ad)}${adNote}`, rules: ['12.2', '2.3'] });
  steps.push({ label: 'All attacking SP : defending SP', value: `${spText(a.attackSp)} : ${spText(a.defenderSp)} = ${a.odds.ratioText}, ${a.odds.band}${a.odds.defined ? '' : ' (not defined by 12.5 a)'}`, rules: ['12.5'] });
  for (const l of a.shifts)
    steps.push({ label: `${l.id}: ${l.label}`, value: l.applied ? signed(l.shift) : `not counted${l.why ? `: ${l.why}` : ''}`, rules: ['12.5'] });
  steps.push({ label: 'Net shift', value: signed(a.net), rules: ['12.5'] });
  steps.push({ label: 'Final ACRT column', value: colText(a.column), rules: ['12.2'] });
  return steps;
}

/** 12.2, 12.7: the final column's d10 outcomes, from the rulebook's cells and the player's; returns the result of the roll where known. */
function acrtColumn(a: AssaultResolution, user: UserCells | undefined, roll: number, tables: OutcomeTable[], notes: string[]): string {
  const read = readAcrt(a.column, user, roll || undefined);
  let rollResult = roll ? 'read your card' : 'not rolled';
  if (!read.listed) {
    notes.push(fill(SAY.outside, { column: colText(a.column), first: colText(ACRT_COLUMNS[0]!), last: colText(ACRT_COLUMNS.at(-1)!) }));
    return rollResult;
  }
  const o = read.outcome!;
  if (read.cell && read.cell.kind !== 'unknown') rollResult = read.cell.value;
  tables.push({
    title: `ACRT column ${colText(a.column)}, one d10`,
    caption: o.complete ? SAY.exact : fill(SAY.missing, { rolls: o.missing.join(', ') }),
    columns: [{ label: 'Result' }, { label: 'Rolls' }, { label: 'From' }, { label: 'Chance', kind: 'prob' }],
    rows: [
      ...o.results.map((r) => ({ cells: [r.result, r.rolls.join(', '), [...new Set(r.from.map((f) => FROM[f]))].join(', '), r.prob], emphasis: roll > 0 && r.rolls.includes(roll) })),
      ...(o.missing.length ? [{ cells: ['unknown: read your card', o.missing.join(', '), '', new Fraction(o.missing.length, 10)] }] : []),
    ],
    barColumn: 3,
  });
  return rollResult;
}

/**
 * 12.7.1: the ways to apply the Loss Points of the result rolled, or of the one entered in the fields; none
 * for a Tough Fight or a split result (12.7.2).
 */
function lossPoints(rollResult: string, manual: LossRequest | null, losing: { A: 1 | 2; D: 1 | 2 }, tables: OutcomeTable[], notes: string[]) {
  let request = manual;
  const parsed = rollResult !== 'not rolled' && rollResult !== 'read your card' ? parseAcrtResult(rollResult) : null;
  if (parsed?.kind === 'loss') request = { loss: parsed, units: losing[parsed.loser], from: `the roll's result ${rollResult}` };
  if (parsed?.kind === 'split') notes.push(fill(SAY.split, { result: rollResult }));
  if (parsed?.kind === 'tf' || parsed?.kind === 'split') request = null;
  if (!request) return;
  const { loss, units } = request;
  const opts = lossOptions(loss.lp, units, loss.star, loss.tenacious);
  tables.push({
    title: `${loss.loser === 'A' ? 'Attacker' : 'Defender'} applies ${loss.lp} Loss Point${loss.lp === 1 ? '' : 's'} (${request.from})`,
    caption: `${units === 2 ? SAY.twoUnits : ''}${loss.star ? SAY.star : ''}${loss.tenacious ? SAY.tenacious : ''}${SAY.eachRetreat}`,
    columns: [{ label: 'Way to apply' }, { label: 'Retreat' }, { label: 'Morale Hits' }, { label: 'Casualty Hits' }],
    rows: opts.map((o) => ({ cells: [o.label, String(o.retreat), String(o.mh[0] + o.mh[1]), String(o.ch[0] + o.ch[1])] })),
  });
}

/** 12.7.3: a Tough Fight: both sides' TCR tests and what each pair of results does. */
function toughFight(a: AssaultResolution): OutcomeTable {
  const t = a.tough;
  return {
    title: 'If the result is a Tough Fight',
    caption: fill(SAY.tough, { att: spText(t.attacker.tcr), attPass: String(t.attacker.pass), def: spText(t.defender.tcr), defPass: String(t.defender.pass) }),
    columns: [{ label: 'Attacker' }, { label: 'Defender' }, { label: 'Effects' }, { label: 'Chance', kind: 'prob' }],
    rows: t.joint.map((j) => ({ cells: [j.attackerPasses ? 'passes' : 'fails', j.defenderPasses ? 'passes' : 'fails', j.effects.join('; '), j.prob] })),
    barColumn: 3,
  };
}

/** The assault in its order (12.2-12.7): the column, its roll, the Loss Points, and a Tough Fight's odds. */
export function assaultReport(a: AssaultResolution, user: UserCells | undefined, roll: number, manual: LossRequest | null, losing: { A: 1 | 2; D: 1 | 2 }): CalcResult {
  const steps = columnSteps(a);
  const tables: OutcomeTable[] = [];
  const notes = [...a.warnings];
  const rollResult = acrtColumn(a, user, roll, tables, notes);
  lossPoints(rollResult, manual, losing, tables, notes);
  tables.push(toughFight(a));

  return {
    summary: [
      { label: 'Assault Differential', value: colText(a.ad) },
      { label: 'Odds', value: `${a.odds.ratioText} (${a.oddsApplied ? signed(a.odds.shift) : 'not used'})` },
      { label: 'Net shift', value: signed(a.net) },
      { label: 'ACRT column', value: colText(a.column) },
      { label: roll ? `Roll ${roll}` : 'Roll', value: rollResult },
    ],
    steps,
    tables,
    actions: [
      {
        title: 'Assault procedure',
        items: [
          SAY.abandon,
          `Roll one d10 on column ${colText(a.column)}.`,
          SAY.lossPoints,
          SAY.retreats,
          SAY.advance,
          SAY.chargedHit,
        ],
      },
    ],
    notes,
  };
}
