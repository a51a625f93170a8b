// Differential test of the Nations in Arms siege calculator (9.2-9.3) against a reference from the
// rulebook: DRM = artillery superiority (the player's card) + the leaders' combat bonus difference
// + 1 per supplied engineer unit + 1 per army marker (out of supply only under the reading that
// keeps it, 9.2 against 6.1.2) + 1 per siege level; the total read on the fortress level's column
// of the player's Siege Table, for both dice readings.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run } from '../../../../src/lib/calculator.ts';
import type { Fraction } from '../../../../src/lib/fraction.ts';
import siege from '../../../../src/games/nations-in-arms/calculators/siege.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

const LINES = ['1 or less', ...Array.from({ length: 13 }, (_, i) => String(i + 2)), '15 or more'];
const CODES = ['NE', 'R', 'R*', 'A', 'B', 'H'];
const frac = (f: Fraction) => f as unknown as { n: bigint; d: bigint };
const chartArb = fc.array(fc.array(fc.constantFrom(...CODES), { minLength: 15, maxLength: 15 }), { minLength: 3, maxLength: 3 });
const arb = fc.record({
  level: fc.integer({ min: 1, max: 3 }), artillery: fc.integer({ min: -5, max: 5 }), mine: fc.integer({ min: 0, max: 5 }), theirs: fc.integer({ min: 0, max: 5 }),
  engineers: fc.integer({ min: 0, max: 5 }), armies: fc.integer({ min: 0, max: 3 }), duration: fc.integer({ min: 0, max: 10 }), oos: fc.boolean(), dice: fc.constantFrom('2d6', '1d6'),
  'army-oos': fc.constantFrom('kept', 'lost'),
});

describe('siege attempt: exact result chances from a random Siege Table (1000 samples)', () => {
  it('each result and its chance', () => {
    fc.assert(fc.property(arb, chartArb, (x, chart) => {
      const armyEngineers = x.oos && x['army-oos'] === 'lost' ? 0 : x.armies;
      const drm = x.artillery + x.mine - x.theirs + (x.oos ? 0 : x.engineers) + armyEngineers + x.duration;
      const col = chart[x.level - 1]!;
      const want = new Map<string, number>();
      const faces = x.dice === '2d6' ? [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => a + b)) : [1, 2, 3, 4, 5, 6];
      for (const t of faces) { const r = col[Math.min(15, Math.max(1, t + drm)) - 1]!; want.set(r, (want.get(r) ?? 0) + 1); }
      const charts = { siege: Object.fromEntries(['l1', 'l2', 'l3'].map((c, i) => [c, Object.fromEntries(LINES.map((l, j) => [l, chart[i]![j]!]))])) };
      const out = run(siege, Object.fromEntries(Object.entries(x).map(([k, v]) => [k, String(v)])), { charts });
      expect(out.failure).toBeUndefined();
      const net = out.result!.steps.find((s) => s.label === 'Net DRM')?.value ?? '0';
      expect(Number(net.replace('−', '-'))).toBe(drm);
      const rows = out.result!.tables[0]!.rows;
      const got = new Map(rows.map((r) => [String(r.cells[0]), r.cells[2] as Fraction]));
      expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
      for (const [r, n] of want) { const f = frac(got.get(r)!); expect(f.n * BigInt(faces.length), r).toBe(BigInt(n) * f.d); }
    }), { numRuns: 1000 });
  });
});

describe('siege calculator: every input at its edges', () => {
  it('random in-domain inputs give a result and never NaN', () => sweep(siege, 400));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(siege));
});
