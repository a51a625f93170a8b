/**
 * Turn a combat result into the calculator's steps, tables, actions and
 * notes. Kept apart from the field definitions so it can be tested alone.
 */
import type { CalcResult, OutcomeTable, Step } from '../../../lib/calculator.ts';
import { signed } from '../../../lib/calculator.ts';
import type { CasualtySide, CombatResult, Side } from './tables.ts';

const SIDE_NAME: Record<CasualtySide, string> = { target: 'Target', firer: 'Firers', attacker: 'Attacker' };
const NAT: Record<Side, string> = { french: 'French', german: 'German' };
const ABSORB_HOW = 'option A (flip or eliminate units, retreat none) or option B (retreat all units first, then flip or eliminate)';

export function combatSteps(r: CombatResult): Step[] {
  const lo = r.d.min();
  const hi = r.d.max();
  return [
    ...r.av.map((t) => ({ label: `AV · ${t.label}`, value: signed(t.value), rules: [t.rule] })),
    { label: 'Attacker Value, fixed part', value: `${r.avFixed} + 1d6`, rules: [r.rule] },
    ...r.tv.map((t) => ({ label: `TV · ${t.label}`, value: signed(t.value), rules: [t.rule] })),
    { label: 'Target Value, fixed part', value: `${r.tvFixed} + 1d6`, rules: [r.rule] },
    { label: 'M = fixed AV - fixed TV', value: signed(r.m) },
    { label: 'D = M + (1d6 - 1d6)', value: `${signed(r.m)} + (1d6 - 1d6): ${lo} to ${hi}, 36 equally likely die pairs` },
    ...r.sidesHit.map((s) => ({
      label: `Expected casualty points, ${SIDE_NAME[s].toLowerCase()}`,
      value: `${r.expected[s].toString()} (about ${r.expected[s].toNumber().toFixed(2)})`,
      rules: ['7.7'],
    })),
  ];
}

export function combatTables(r: CombatResult): OutcomeTable[] {
  const other: CasualtySide = r.procedure === 'rifle' ? 'firer' : 'attacker';
  const most = r.outcomes.reduce((m, o) => (o.weight > m ? o.weight : m), 0n);
  const outcomes: OutcomeTable = {
    title: 'Outcomes',
    caption: 'Every one of the 36 die pairs, grouped by what happens. CP = casualty points.',
    columns: [
      { label: 'Outcome' },
      { label: 'Die pairs of 36' },
      { label: 'Probability', kind: 'prob' },
      { label: 'Target CP' },
      { label: `${SIDE_NAME[other]} CP` },
      { label: 'What happens' },
    ],
    rows: r.outcomes.map((o) => ({
      cells: [o.label, Number(o.weight), o.prob, o.casualties.target, o.casualties[other], o.effects.join('; ')],
      ...(o.weight === most ? { emphasis: true } : {}),
    })),
    barColumn: 2,
  };
  const cpTables: OutcomeTable[] = r.sidesHit.map((s) => ({
    title: `Casualty points taken by the ${SIDE_NAME[s].toLowerCase()}`,
    caption: `Expected ${r.expected[s].toString()}.`,
    columns: [{ label: 'CP' }, { label: 'Exactly', kind: 'prob' }, { label: 'At least', kind: 'prob' }],
    rows: r.cp[s].table().map((row) => ({ cells: [row.value, row.exactly, row.atLeast] })),
    barColumn: 1,
  }));
  return [outcomes, ...cpTables];
}

export function combatActions(r: CombatResult, side: Side): { title: string; items: string[] }[] {
  const tSide: Side = side === 'french' ? 'german' : 'french';
  const atk = `${r.procedure === 'rifle' || r.procedure === 'bombardment' || r.procedure === 'chassepot' ? 'Firer' : 'Attacker'} (${NAT[side]})`;
  const tgt = `Target (${NAT[tSide]})`;
  const absorb = (who: string, when: string) => `${when}: absorb the casualty points (7.7), ${who === 'target' ? NAT[tSide] : NAT[side]} costs: ${ABSORB_HOW}.`;
  switch (r.procedure) {
    case 'bombardment':
      return [
        { title: atk, items: ['If TV ≥ AV: mark all firing artillery Spent.', 'If AV > TV: the firers stay Fresh.'] },
        { title: tgt, items: [absorb('target', 'If AV > TV, AV - TV CP'), 'Any artillery in the target area counts as the Lead unit(s).'] },
      ];
    case 'rifle':
      return [
        { title: atk, items: [absorb('firer', 'If TV - AV ≥ 2, (TV - AV) minus 1 per Activated Fresh target unit, if positive'), absorb('firer', 'If within 1, 2 CP')] },
        { title: tgt, items: [absorb('target', 'If AV - TV ≥ 2, AV - TV CP'), absorb('target', 'If within 1, 2 CP'), 'The target is not Spent by winning.'] },
      ];
    case 'chassepot':
      return [
        { title: 'Firer (French)', items: ['The firing units are not Spent.'] },
        { title: 'Target (German)', items: [absorb('target', 'If AV ≥ TV, half the difference in CP'), 'The move may continue.'] },
      ];
    case 'cav-vs-cav':
      return [
        { title: atk, items: ['Mark all attacking units Spent, whatever the result.', 'If TV ≥ AV: eliminate the attacking lead unit.'] },
        { title: tgt, items: [absorb('target', 'If AV > TV, AV - TV CP')] },
      ];
    case 'assault':
      return [
        {
          title: atk,
          items: [
            'Mark all attacking units Spent, whatever the result.',
            'If TV > AV: eliminate the lead unit (two units for cavalry attacking infantry), deactivate a committed leader; the attackers halt in the area just exited.',
            `If TV = AV: deactivate a committed leader and absorb 2 casualty points (7.7), ${NAT[side]} costs: ${ABSORB_HOW}.`,
            'If cavalry wins by only 1 or 2: eliminate the attacking lead unit.',
          ],
        },
        { title: tgt, items: [absorb('target', 'If AV > TV, AV - TV CP (doubled for infantry attacked by cavalry)')] },
      ];
  }
}

/** Headline: chance each side takes casualty points, and how many on average. */
export function combatSummary(r: CombatResult): NonNullable<CalcResult['summary']> {
  return r.sidesHit.flatMap((s) => [
    { label: `${SIDE_NAME[s]} takes casualty points`, value: r.cp[s].atLeast(1) },
    { label: `${SIDE_NAME[s]} CP on average`, value: `${r.expected[s].toNumber().toFixed(2)}` },
  ]);
}

export function combatReport(r: CombatResult, side: Side): CalcResult {
  return {
    summary: combatSummary(r),
    steps: combatSteps(r),
    tables: combatTables(r),
    actions: combatActions(r, side),
    notes: [...r.notes, 'Cover values and most combat values are on the map and counters, which our source lacks: enter them from your game.'],
  };
}
