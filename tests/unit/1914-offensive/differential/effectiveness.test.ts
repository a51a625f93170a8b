/**
 * Differential test of the 1914 Effectiveness Check calculator against a
 * reference written straight from the rulebook (6.1, 6.2, 7.2.3, 7.4, 10.2,
 * 5.5 (2), 12.2.1 b), not from our implementation: every one of the 36 rolls
 * of 2d6 is walked by hand here and the outcome tallied as an exact fraction.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, type CalcResult, type Values } from '../../../../src/lib/calculator.ts';
import { defaultsOf, valuesArb } from '../../calc-edges.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';
import ec from '../../../../src/games/1914-offensive/calculators/effectiveness.ts';

// ---- reference -----------------------------------------------------------
const ROLLS: number[] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ROLLS.push(a + b);
const P36 = new Fraction(1, 36);
const LADDER = ['full', '−1', '−2', '−3', 'CI', 'D1', 'D2'];
const hexes = (n: number) => (n === 0 ? 'none' : n === 1 ? '1 hex' : `${n} hexes`);

function tally(f: (roll: number) => string | null): Map<string, Fraction> {
  const m = new Map<string, Fraction>();
  for (const r of ROLLS) {
    const k = f(r);
    if (k === null) continue;
    m.set(k, (m.get(k) ?? Fraction.ZERO).add(P36));
  }
  return m;
}

interface Ref {
  pass: Fraction;
  bands?: Map<string, Fraction>;
  formation?: Map<string, Fraction>;
  asset?: Map<string, Fraction>;
  repulse?: Map<string, Fraction>;
}

/** 10.2: 1-3 one level, 4-6 two, 7-9 three and 1 hex, 10+ three, an SR and 2 hexes */
const band = (m: number) => (m <= 0 ? null : m <= 3 ? { r: 1, back: 0, sr: 0 } : m <= 6 ? { r: 2, back: 0, sr: 0 } : m <= 9 ? { r: 3, back: 1, sr: 0 } : { r: 3, back: 2, sr: 1 });

function reference(v: Values): Ref | 'refused' {
  const mode = v.mode as string;
  const unit = v.unit as string;
  // 12.2.1 b: only a post-combat check; 9.5: a Fortress hex cannot be flanked
  if (unit === 'fortress' && (mode !== 'post-combat' || v.flank === true)) return 'refused';
  // 7.2.1: a Forced March gains infantry at most 3 MPs a phase, cavalry 7 (8.2.4 a: a cavalry marker past that stays put at +7)
  if (mode === 'forced-march' && (v.fm as number) > (v.type === 'cavalry' ? 7 : 3)) return 'refused';
  const step = ['0', '1', '2', '3', 'ci', 'd1', 'd2'].indexOf(v.status as string);
  // 6.1: CEL = Base − status; CI, D1, D2 are −3. 5.5 (2): an Asset's printed CE. 12.2.1 b: 11.
  const cel = unit === 'formation' ? (v.base as number) - Math.min(step, 3) : unit === 'asset' ? (v.ce as number) : 11;
  const drm =
    mode === 'post-combat' ? (v.crt as number) + (v.art as number) + (v.flank ? 1 : 0) + (v.prep as number)
    : mode === 'forced-march' ? (v.fm as number) // 7.2.3: +1 per Forced March MP
    : mode === 'repulse-target' ? 1 // 7.4: the repulsed Force tests at +1
    : 0; // 7.4: the repulsing Force after a failure, unmodified
  const margin = (r: number) => r + drm - cel;
  const pass = tally((r) => (margin(r) <= 0 ? 'pass' : null)).get('pass') ?? Fraction.ZERO;
  const out: Ref = { pass };
  if (mode !== 'forced-march')
    out.bands = tally((r) => {
      const m = margin(r);
      return m <= 0 ? 'Pass' : m <= 3 ? 'Failed by 1-3' : m <= 6 ? 'Failed by 4-6' : m <= 9 ? 'Failed by 7-9' : 'Failed by 10 or more';
    });
  if (unit === 'asset' && mode !== 'forced-march') {
    // 5.5 (2): a lone Asset's CEL never drops; a reduction is an SR: flip, or gone if reduced / no back
    const side = v.side as string;
    out.asset = tally((r) => {
      const m = margin(r);
      if (m <= 0) return 'Holds|none';
      let srs: number;
      let back = 0;
      if (mode === 'post-combat') {
        const b = band(m)!;
        srs = (v['asset-sr'] === 'per-level' ? b.r : 1) + b.sr;
        back = b.back;
      } else srs = 1; // 7.4: one CEL reduction
      const fate = side === 'full' && srs === 1 ? 'Flipped (1 SR)' : 'Eliminated';
      return fate === 'Eliminated' ? 'Eliminated|none' : `${fate}|${hexes(back)}`; // an eliminated unit has nothing left to retreat
    });
  } else if (unit === 'formation' && mode === 'post-combat') {
    const ciRetreat = v.ci === '2' ? 2 : 1;
    out.formation = tally((r) => {
      const m = margin(r);
      const b = band(m);
      let to = step;
      let sr = 0;
      let back = 0;
      if (b) {
        const want = step + b.r;
        to = Math.min(6, want);
        // 10.2: a reduction past D2 becomes an SR; 6.1.3 (the other reading): ignored
        if (v.beyond === 'sr') sr += want - to;
        sr += b.sr;
        back += b.back;
      }
      // 10.2: CI or Demoralized before, or made so: 1 or 2 hexes more (Demoralized 2 by the examples)
      const wasOrBecame = to >= 4 && (b !== null || v.already !== 'stays');
      if (wasOrBecame) back += to === 4 ? ciRetreat : 2;
      return `${LADDER[to]}|${sr}|${hexes(back)}`;
    });
  } else if (unit === 'formation' && mode !== 'forced-march') {
    // 7.4: a failure costs one CEL level; 6.1.3: past D2 ignored
    out.repulse = tally((r) => LADDER[margin(r) >= 1 ? Math.min(6, step + 1) : step]!);
  }
  return out;
}

// ---- ours, read from the calculator's output -----------------------------
const frac = (c: unknown) => c as Fraction;
function rowsMap(res: CalcResult, title: string, keyCols: number[]): Map<string, Fraction> | undefined {
  const t = res.tables.find((x) => x.title === title);
  if (!t) return undefined;
  const col = t.columns.findIndex((c) => c.kind === 'prob');
  const m = new Map<string, Fraction>();
  for (const row of t.rows) {
    const k = keyCols.map((i) => String(row.cells[i])).join('|');
    m.set(k, (m.get(k) ?? Fraction.ZERO).add(frac(row.cells[col])));
  }
  return m;
}
const nonZero = (m: Map<string, Fraction> | undefined) => (m ? Object.fromEntries([...m].filter(([, p]) => !p.isZero()).map(([k, p]) => [k, p.toString()])) : undefined);

const query = (v: Values) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'boolean' ? (x ? '1' : '0') : String(x)]));

function compare(v: Values): void {
  const ref = reference(v);
  const got = run(ec, query(v), { charts: {} });
  const ctx = JSON.stringify(v);
  if (ref === 'refused') {
    expect(got.result, ctx).toBeUndefined();
    expect(Object.values(got.errors).join(' '), ctx).toMatch(/\w/);
    return;
  }
  expect(got.failure, ctx).toBeUndefined();
  expect(got.errors, ctx).toEqual({});
  const res = got.result!;
  const s = Object.fromEntries(res.summary!.map((x) => [x.label, x.value]));
  expect(frac(s.Passes).equals(ref.pass), `${ctx} pass ${frac(s.Passes)} vs ${ref.pass}`).toBe(true);
  expect(frac(s.Fails).equals(Fraction.ONE.sub(ref.pass)), ctx).toBe(true);
  if (ref.bands) expect(nonZero(rowsMap(res, 'Margin of failure (modified roll − CEL)', [0])), ctx).toEqual(nonZero(ref.bands));
  if (ref.formation) expect(nonZero(rowsMap(res, 'The Formation after the check', [0, 1, 2])), ctx).toEqual(nonZero(ref.formation));
  if (ref.repulse) expect(nonZero(rowsMap(res, 'The Formation after the check', [0])), ctx).toEqual(nonZero(ref.repulse));
  if (ref.asset) {
    const mine = nonZero(ref.asset);
    expect(nonZero(rowsMap(res, 'The Asset after the check', [0, 1])), ctx).toEqual(mine);
    const elim = [...ref.asset].filter(([k]) => k.startsWith('Eliminated')).reduce((a, [, p]) => a.add(p), Fraction.ZERO);
    expect(frac(s.Eliminated).equals(elim), ctx).toBe(true);
  }
  if (v.unit === 'fortress') expect(frac(s['Flips to its back']).equals(Fraction.ONE.sub(ref.pass)), ctx).toBe(true);
}

const BASE: Values = defaultsOf(ec);

describe('Effectiveness Check: ours against a reference from the rulebook', () => {
  it('post-combat Formation: every Base CE, status and reading, DRMs from −9 to +9 (exhaustive; a Base CE of 2 at −3 is CEL −1 and fails on every roll, once refused as an error)', () => {
    let n = 0;
    for (let base = 2; base <= 12; base++)
      for (const status of ['0', '1', '2', '3', 'ci', 'd1', 'd2'])
        for (const crt of [-9, -4, 0, 1, 4, 9])
          for (const beyond of ['sr', 'ignore'])
            for (const ci of ['1', '2'])
              for (const already of ['retreats', 'stays']) {
                compare({ ...BASE, mode: 'post-combat', unit: 'formation', base, status, crt, art: 0, prep: 0, flank: false, beyond, ci, already });
                n++;
              }
    expect(n).toBe(11 * 7 * 6 * 8);
  });

  it('Repulse checks, both sides, Formations and lone Assets (exhaustive)', () => {
    for (const mode of ['repulse-target', 'repulse-failed'])
      for (let base = 2; base <= 12; base++) {
        for (const status of ['0', '1', '2', '3', 'ci', 'd1', 'd2']) compare({ ...BASE, mode, unit: 'formation', base, status });
        for (const side of ['full', 'reduced', 'no-back']) for (const sr of ['once', 'per-level']) compare({ ...BASE, mode, unit: 'asset', ce: base, side, 'asset-sr': sr });
      }
  });

  it('lone Assets and a lone Fortress after a combat (exhaustive over CE, side, reading and DRM)', () => {
    for (let ce = 2; ce <= 12; ce++)
      for (let crt = -9; crt <= 9; crt++) {
        for (const side of ['full', 'reduced', 'no-back']) for (const sr of ['once', 'per-level']) compare({ ...BASE, mode: 'post-combat', unit: 'asset', ce, side, 'asset-sr': sr, crt });
        compare({ ...BASE, mode: 'post-combat', unit: 'fortress', crt });
        compare({ ...BASE, mode: 'post-combat', unit: 'fortress', crt, flank: true });
      }
  });

  it('any combination of every field (fast-check)', () => {
    const arb = valuesArb(ec);
    fc.assert(fc.property(arb, (v) => compare(v)), { numRuns: 1200 });
  });

  it('a Forced March EC past the MPs a Forced March can give (infantry 3, cavalry 7) is refused (7.2.1)', () => {
    for (let fm = 1; fm <= 7; fm++)
      for (const type of ['infantry', 'cavalry'])
        for (const unit of ['formation', 'asset']) compare({ ...BASE, mode: 'forced-march', type, fm, unit });
    expect(run(ec, { mode: 'forced-march', type: 'infantry', fm: '4' }, { charts: {} }).errors.fm).toMatch(/3/);
  });

  it("Forced March EC with the player's chart entered: each margin's cell and the Formation after it (7.2.3, 7.2.4, 6.1.3; fast-check)", () => {
    const CELLS: [string, number, number, boolean][] = [['-', 0, 0, false], ['1E', 1, 0, false], ['2E', 2, 0, false], ['3E', 3, 0, false], ['S', 0, 1, false], ['PA', 0, 0, true], ['1E S', 1, 1, false], ['2E, PA', 2, 0, true], ['3E S PA', 3, 1, true]];
    const arb = fc.record({
      type: fc.constantFrom('infantry', 'cavalry'),
      base: fc.integer({ min: 2, max: 12 }),
      status: fc.constantFrom('0', '1', '2', '3', 'ci', 'd1', 'd2'),
      fm: fc.integer({ min: 1, max: 7 }),
      column: fc.array(fc.integer({ min: 0, max: CELLS.length - 1 }), { minLength: 12, maxLength: 12 }),
      holes: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ type, base, status, fm, column, holes }) => {
        if (type === 'infantry' && fm > 3) fm = 3;
        const cells = Object.fromEntries(column.map((c, i) => [String(i + 1), CELLS[c]![0]]).filter(([m]) => !(holes && m === '5')));
        const got = run(ec, { mode: 'forced-march', unit: 'formation', type, base: String(base), status, fm: String(fm) }, { charts: { 'forced-march': { [type]: cells } } });
        const res = got.result!;
        const step = ['0', '1', '2', '3', 'ci', 'd1', 'd2'].indexOf(status);
        const cel = base - Math.min(3, step);
        // reference: walk the 36 rolls
        const rows = new Map<string, Fraction>();
        const after = new Map<string, Fraction>();
        let complete = true;
        for (const r of ROLLS) {
          const m = r + fm - cel;
          const cell = m >= 1 && m <= 12 && cells[String(m)] !== undefined ? CELLS.find((c) => c[0] === cells[String(m)])! : undefined;
          if (m >= 1 && !cell) complete = false;
          const k = m < 1 ? 'Pass|no effect' : `Failed by ${m}|${cell ? cell[0] : 'read your card'}`;
          rows.set(k, (rows.get(k) ?? Fraction.ZERO).add(P36));
          const [, e, sr, pa] = m < 1 ? CELLS[0]! : cell ?? CELLS[0]!;
          const a = `${LADDER[Math.min(6, step + e)]}${sr ? `, ${sr} SR` : ''}${pa ? ', PA removed' : ''}`; // 7.2.4: never below D2
          after.set(a, (after.get(a) ?? Fraction.ZERO).add(P36));
        }
        expect(nonZero(rowsMap(res, `Forced March Results Table, ${type} column`, [0, 2]))).toEqual(nonZero(rows));
        const t = rowsMap(res, 'The Formation after the Forced March', [0]);
        if (complete) expect(nonZero(t)).toEqual(nonZero(after));
        else expect(t).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('typed edge inputs are refused with a message, never NaN or a TypeError', () => {
    for (const [k, bad] of [['base', '0'], ['base', '13'], ['base', '1.5'], ['base', 'NaN'], ['base', ''], ['crt', '10'], ['crt', '-10'], ['prep', '-1'], ['fm', '0'], ['fm', '13'], ['status', 'd3'], ['mode', 'x'], ['flank', 'maybe'], ['ce', '1e3']] as const) {
      const got = run(ec, { unit: k === 'ce' ? 'asset' : 'formation', mode: k === 'fm' ? 'forced-march' : 'post-combat', [k]: bad }, { charts: {} });
      expect(got.result, `${k}=${bad}`).toBeUndefined();
      expect(got.failure).toBeUndefined();
      expect(got.errors[k], `${k}=${bad}`).toMatch(/\w/);
    }
  });
});
