// Differential test of the Nations in Arms attrition calculator (7.1-7.4) against a reference from
// the rulebook: who owes a check (7.1 exemptions, 7.2 triggers, with the sheltered steps above a
// fortress's value that 5.2.10 adds to the final phase; 5.2.1 leaders alone), the DRMs
// (demoralized +3; French or Russian -1 with at least half the steps, the French one gone after the
// second conscription; the card's supply unit, forced-march and terrain DRMs; any other) and the
// modified 2D6 read on a random column of the player's Attrition Table.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run } from '../../../../src/lib/calculator.ts';
import type { Fraction } from '../../../../src/lib/fraction.ts';
import attrition from '../../../../src/games/nations-in-arms/calculators/attrition.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

const LINES = ['1 or less', ...Array.from({ length: 14 }, (_, i) => String(i + 2)), '16 or more'];
const CARD = ['-4', '-3', '-2', '-1', '1', '2', '3', '4'];
const frac = (f: Fraction) => f as unknown as { n: bigint; d: bigint };
const arb = fc.record({
  trigger: fc.constantFrom('oos', 'forced', 'extended', 'final', 'reaction'), final: fc.constantFrom('demoralized', 'oos', 'besieged', 'sheltered'),
  who: fc.constantFrom('force', 'leader-alone', 'exempt'), oos: fc.boolean(), steps: fc.integer({ min: 1, max: 99 }), mp: fc.integer({ min: 0, max: 40 }),
  demoralized: fc.boolean(), nationality: fc.constantFrom('none', 'french', 'russian'), natFrac: fc.integer({ min: 0, max: 100 }), conscripts: fc.boolean(),
  'supply-unit': fc.constantFrom('no', 'unknown', ...CARD), 'oos-fm': fc.constantFrom('unknown', ...CARD), terrain: fc.constantFrom('no', 'unknown', ...CARD),
  other: fc.integer({ min: -9, max: 9 }),
});
const column = fc.array(fc.constantFrom('0', '1', '2', '3', '*', '2*', '-'), { minLength: 16, maxLength: 16 });

describe('attrition: owed, DRM and the result from a random column (1500 samples)', () => {
  it('matches the reference', () => {
    fc.assert(fc.property(arb, column, (x, col) => {
      const natSteps = Math.round((x.steps * x.natFrac) / 100);
      const q: Record<string, string> = Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'natFrac').map(([k, v]) => [k, String(v)]));
      q['nat-steps'] = String(natSteps);
      q.column = 'yours';
      const out = run(attrition, q, { charts: { attrition: { yours: Object.fromEntries(LINES.map((l, i) => [l, col[i]!])) } } });
      expect(out.failure).toBeUndefined();
      // leaders alone: the rulebook speaks of them only for forced and extended marches
      if (x.who === 'leader-alone' && (x.trigger === 'oos' || x.trigger === 'final')) { expect(out.errors.who).toBeTruthy(); return; }
      const owes = x.trigger !== 'reaction' && x.who === 'force';
      const allowed = x.nationality === 'none' || (2 * natSteps >= x.steps && !(x.nationality === 'french' && x.conscripts));
      if (owes && !allowed) { expect(Object.keys(out.errors).length, JSON.stringify(q)).toBeGreaterThan(0); return; }
      expect(out.errors).toEqual({});
      const res = out.result!;
      if (!owes) { expect(String(res.summary![0]!.value)).toBe('none owed'); return; }
      const cards = [x['supply-unit'], x.trigger === 'forced' && x.oos ? x['oos-fm'] : 'no', x.terrain];
      const complete = !cards.includes('unknown');
      // a demoralized force checking in the final phase because it is demoralized has the +3
      const dem = x.demoralized || (x.trigger === 'final' && x.final === 'demoralized');
      const drm = (dem ? 3 : 0) + (x.nationality !== 'none' ? -1 : 0) + cards.filter((c) => c !== 'no' && c !== 'unknown').reduce((s, c) => s + Number(c), 0) + x.other;
      const net = res.steps.find((s) => s.label === 'Net DRM')!.value;
      expect(net.replace('−', '-'), JSON.stringify(q)).toMatch(new RegExp(`^${drm > 0 ? '\\+' : ''}${drm}${complete ? '$' : ' plus'}`));
      if (!complete) return;
      const want = new Map<string, number>();
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) { const r = col[Math.min(16, Math.max(1, a + b + drm)) - 1]!; const k = r === '-' ? '0' : r; want.set(k, (want.get(k) ?? 0) + 1); }
      const table = res.tables.find((t) => t.columns[0]!.label === 'Result')!;
      const got = new Map<string, bigint>();
      for (const r of table.rows) { const f = frac(r.cells[2] as Fraction); const t = String(r.cells[0]);
        const k = /^(none|no loss)/i.test(t) ? '0' : `${/^\d+/.exec(t)?.[0] ?? ''}${t.includes('*') ? '*' : ''}`; got.set(k, (got.get(k) ?? 0n) + (f.n * 36n) / f.d); }
      const norm = (m: Map<string, number | bigint>) => [...m].map(([k, v]) => `${k}:${v}`).sort();
      expect(norm(got), JSON.stringify(table.rows.map((r) => r.cells[0]))).toEqual(norm(want));
    }), { numRuns: 1500 });
  });
});

describe('attrition calculator: every input at its edges', () => {
  it('random in-domain inputs give a result and never NaN', () => sweep(attrition, 500));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(attrition));
});
