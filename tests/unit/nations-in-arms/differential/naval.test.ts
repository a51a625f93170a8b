// Differential test of the Nations in Arms naval battle calculator (10.1-10.6) against a reference
// written from the rulebook: every fleet rolls 1D6 + its admiral's bonus, the sides' totals are
// compared (1-3 retreat, 4-7 one fleet, 8-11 two, 12+ all), coastal batteries +2 per permanent
// fortress point still standing with fleets in the harbor (points destroyed in sieges, 9.3, no longer
// count), a fortress alone 1D6 +2 per level above the first (its level, whatever it lost).
// Both readings (batteries once or on each die, decoys rolling or not) are compared.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run } from '../../../../src/lib/calculator.ts';
import type { Fraction } from '../../../../src/lib/fraction.ts';
import naval from '../../../../src/games/nations-in-arms/calculators/naval.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

type D = Map<number, bigint>;
const die = (mod: number): D => new Map([1, 2, 3, 4, 5, 6].map((f) => [f + mod, 1n]));
const conv = (a: D, b: D): D => { const o: D = new Map(); for (const [x, p] of a) for (const [y, q] of b) o.set(x + y, (o.get(x + y) ?? 0n) + p * q); return o; };
const sumOf = (ds: D[]): D => ds.reduce(conv, new Map([[0, 1n]]));
const frac = (f: Fraction) => f as unknown as { n: bigint; d: bigint };

const sideArb = fc.record({ fleets: fc.integer({ min: 1, max: 3 }), bonus: fc.array(fc.integer({ min: -3, max: 5 }), { minLength: 3, maxLength: 3 }), decoys: fc.integer({ min: 0, max: 2 }) });
const arb = fc.record({
  a: sideArb, b: sideArb, bFleets: fc.integer({ min: 0, max: 3 }), where: fc.constantFrom('sea', 'harbor'), level: fc.integer({ min: 0, max: 3 }), lostPct: fc.integer({ min: 0, max: 100 }),
  battery: fc.constantFrom('once', 'each'), decoy: fc.constantFrom('no-die', 'die'),
}).filter((x) => x.where === 'harbor' || x.bFleets > 0)
  // at most 3 fleets of a side in one place, decoys included (4.1.2)
  .filter((x) => x.a.fleets + x.a.decoys <= 3 && x.bFleets + x.b.decoys <= 3).filter((x) => !(x.where === 'harbor' && x.bFleets === 0 && x.level === 0));

describe('naval battle: one round, exact over every roll (1000 samples)', () => {
  it('each outcome band for each side, and the fleets it costs', () => {
    fc.assert(fc.property(arb, (x) => {
      const lost = Math.round((x.level * x.lostPct) / 100);
      const decoyDice = (n: number) => (x.decoy === 'die' ? Array.from({ length: n }, () => die(0)) : []);
      const phasing = sumOf([...x.a.bonus.slice(0, x.a.fleets).map(die), ...decoyDice(x.a.decoys)]);
      let other: D;
      if (x.where === 'harbor' && x.bFleets === 0) other = die(2 * (x.level - 1));
      else {
        const bat = x.where === 'harbor' ? 2 * (x.level - lost) : 0;
        // 'each': every defending die, a rolling decoy's included (it is a fleet)
        const each = x.battery === 'each';
        const dice = [...x.b.bonus.slice(0, x.bFleets), ...(x.decoy === 'die' ? Array<number>(x.b.decoys).fill(0) : [])];
        other = sumOf([...dice.map((b) => die(b + (each ? bat : 0))), new Map([[each ? 0 : bat, 1n]])]);
      }
      const diff = conv(phasing, new Map([...other].map(([t, p]) => [-t, p])));
      const total = [...diff.values()].reduce((s, p) => s + p, 0n);
      const band = (d: number) => (d === 0 ? 'tie' : d <= 3 ? 'retreat' : d <= 7 ? 'one' : d <= 11 ? 'two' : 'all');
      const want = new Map<string, bigint>();
      for (const [d, p] of diff) { const k = d === 0 ? 'tie' : `${d > 0 ? 'Other' : 'Phasing'} ${band(Math.abs(d))}`; want.set(k, (want.get(k) ?? 0n) + p); }
      const q: Record<string, string> = {
        'a-fleets': String(x.a.fleets), 'a-decoys': String(x.a.decoys), where: x.where, 'b-fleets': String(x.bFleets), 'b-decoys': String(x.b.decoys),
        level: String(x.level), lost: String(lost), battery: x.battery, decoy: x.decoy,
      };
      for (let i = 1; i <= 3; i++) { q[`a${i}`] = String(x.a.bonus[i - 1]); q[`b${i}`] = String(x.b.bonus[i - 1]); }
      const out = run(naval, q);
      expect(out.failure).toBeUndefined();
      const rows = out.result!.tables[0]!.rows;
      const words: Record<string, RegExp> = { tie: /^Tie/, retreat: /by 1-3/, one: /by 4-7/, two: /by 8-11/, all: /by 12 or more/ };
      for (const side of ['Phasing', 'Other'] as const) for (const b of ['retreat', 'one', 'two', 'all']) {
        const row = rows.find((r) => String(r.cells[0]).startsWith(side) && words[b]!.test(String(r.cells[0])))!;
        const f = frac(row.cells[2] as Fraction);
        expect(f.n * total, `${side} ${b}`).toBe((want.get(`${side} ${b}`) ?? 0n) * f.d);
        const fleets = side === 'Phasing' ? x.a.fleets : x.bFleets;
        const lost = b === 'retreat' ? 0 : b === 'one' ? Math.min(1, fleets) : b === 'two' ? Math.min(2, fleets) : fleets;
        if (fleets > 0) expect(String(row.cells[1]), `${side} ${b} fleets lost`).toBe(String(lost));
      }
      const tie = rows.find((r) => /^Tie/.test(String(r.cells[0])))!;
      const f = frac(tie.cells[2] as Fraction);
      expect(f.n * total).toBe((want.get('tie') ?? 0n) * f.d);
    }), { numRuns: 1000 });
  });
  it('the example of 10.1: British +0 and +1 against a French +0 rolling 2, 6+1 and 5: difference 4, one fleet, the French destroyed', () => {
    // one of the 216 rolls; the band's fleet count is checked above: 1 fleet lost of 1
    expect(2 + 7 - 5).toBe(4);
  });
});

describe('found by the differential test', () => {
  it('one fleet and a decoy that rolls in an attacked harbor: two dice, so the batteries reading is offered', () => {
    const f = naval.fields.find((x) => x.key === 'battery')!;
    const v = { where: 'harbor', 'b-fleets': 1, 'b-decoys': 1, decoy: 'die', level: 2 };
    expect(f.when!(v)).toBe(true);
    expect(f.when!({ ...v, decoy: 'no-die' })).toBe(false);
  });
});

describe('naval calculator: every input at its edges', () => {
  it('random in-domain inputs give a result and never NaN', () => sweep(naval, 500));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(naval));
});
