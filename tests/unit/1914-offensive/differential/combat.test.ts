/**
 * Differential test of the 1914 Combat calculator against a reference written
 * from the rulebook (9.1.1 e, 9.6, 9.6.1, 9.6.2, 9.7, 9.8, 9.9, 10.0, 21.1),
 * not from our implementation: the odds ladder and its extensions, the shifts,
 * the PR DRM, the Allied doctrine re-roll walked over all 36 × 36 dice, and
 * Combat Intensity, on random player-entered CRT columns; Ammo halving (9.4),
 * the attacker's combat stacking (3.1.2), the 6:1 cell's two readings (19.2),
 * Prep "s" (13.3), the Fortress flip (11.1.2), surrender (11.1.6) and the
 * defender's EC link withheld below 1:4 (10.0).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, type Values } from '../../../../src/lib/calculator.ts';
import { handoffsOffered } from '../../handoffs.ts';
import { asQuery, defaultsOf, valuesArb } from '../../calc-edges.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';
import combat from '../../../../src/games/1914-offensive/calculators/combat.ts';
import { finalColumn, initialPosition, label } from '../../../../src/games/1914-offensive/combat/odds.ts';

// ---- reference: the odds ladder --------------------------------------------
// position 0 = 1:4 ... 8 = 8:1 (9.9: no 5:1 or 7:1); below 1:4 one column per
// step (1:5, 1:6, ...); above 8:1 two odds points per step (10:1, 12:1, ...) (9.6.2)
const IN_TABLE: [number, number][] = [[1, 4], [1, 3], [1, 2], [1, 1], [2, 1], [3, 1], [4, 1], [6, 1], [8, 1]];
const ratioAt = (p: number): Fraction => (p < 0 ? new Fraction(1, 4 - p) : p > 8 ? new Fraction(8 + 2 * (p - 8)) : new Fraction(IN_TABLE[p]![0], IN_TABLE[p]![1]));
const name = (p: number) => (p < 0 ? `1:${4 - p}` : p > 8 ? `${8 + 2 * (p - 8)}:1` : `${IN_TABLE[p]![0]}:${IN_TABLE[p]![1]}`);
const cmp = (a: Fraction, b: Fraction) => Math.sign(a.sub(b).toNumber());
function refInitial(as: number | Fraction, ds: number | Fraction, rounding: 'down' | 'up'): number {
  const r = (typeof as === 'number' ? new Fraction(as) : as).div(typeof ds === 'number' ? new Fraction(ds) : ds);
  // down: the highest rung not above the ratio (9.1.1 e); up: the lowest rung not below it
  let p = 0;
  if (rounding === 'down') {
    if (cmp(r, ratioAt(0)) < 0) { while (cmp(ratioAt(p), r) > 0) p--; return p; }
    while (cmp(ratioAt(p + 1), r) <= 0) p++;
    return p;
  }
  if (cmp(r, ratioAt(0)) <= 0) { while (cmp(ratioAt(p - 1), r) >= 0) p--; return p; }
  while (cmp(ratioAt(p), r) < 0) p++;
  return p;
}

// ---- reference: the dice ---------------------------------------------------
/** weights over 216ths of each (white, black); 21.1: one re-roll of both dice on a black 1 (Allied attacker) or 6 (Allied defender) */
function dice(reroll: 0 | 1 | 6): Map<string, number> {
  const m = new Map<string, number>();
  const add = (w: number, b: number, x: number) => m.set(`${w},${b}`, (m.get(`${w},${b}`) ?? 0) + x);
  for (let w = 1; w <= 6; w++)
    for (let b = 1; b <= 6; b++) {
      if (b === reroll) { for (let w2 = 1; w2 <= 6; w2++) for (let b2 = 1; b2 <= 6; b2++) add(w2, b2, 1); }
      else add(w, b, 36);
    }
  return m; // total 1296
}

// ---- reference: one CRT cell -------------------------------------------------
interface Cell { text: string; aS: number; dS: number; glyph: 'none' | 'b1' | 'b2' | 'w1' }
const cellArb: fc.Arbitrary<Cell> = fc
  .record({ ae: fc.boolean(), ad: fc.integer({ min: -3, max: 4 }), as: fc.integer({ min: 0, max: 2 }), de: fc.boolean(), dd: fc.integer({ min: -3, max: 4 }), ds: fc.integer({ min: 0, max: 2 }), glyph: fc.constantFrom('none', 'b1', 'b2', 'w1') as fc.Arbitrary<Cell['glyph']> })
  .map((x) => {
    const side = (e: boolean, d: number, s: number) => (!e && d === 0 && s === 0 ? '-' : `${e ? 'E' : ''}${d ? (d > 0 ? `+${d}` : `−${-d}`) : ''}${'s'.repeat(s)}`);
    const g = { none: '', b1: '❶', b2: '❷', w1: '①' }[x.glyph];
    return { text: `${side(x.ae, x.ad, x.as)}/${side(x.de, x.dd, x.ds)}${g}`, aS: x.as, dS: x.ds, glyph: x.glyph };
  });
/** 9.8: which retreats count, and the Intensity SRs */
function intensity(c: Pick<Cell, 'glyph' | 'aS' | 'dS'>, ai: boolean, di: boolean) {
  const black = c.glyph === 'b1' || c.glyph === 'b2';
  const hexes = c.glyph === 'b2' ? 2 : 1;
  let retreat = 0;
  let aSr = 0;
  let dSr = 0;
  if (!ai && !di) retreat = black ? hexes : 0;
  else if (ai && !di) {
    retreat = c.glyph === 'none' ? 0 : hexes;
    if (c.glyph === 'none' || c.glyph === 'w1') aSr = 1;
  } else if (!ai && di) {
    if (c.glyph !== 'none') dSr = 1;
  } else {
    retreat = black ? hexes : 0;
    if (c.glyph === 'none' || c.glyph === 'w1') aSr = 1;
    if (c.glyph !== 'none') dSr = 1;
  }
  return { retreat, aSr: c.aS + aSr, dSr: c.dS + dSr };
}

const KNOWN: Record<string, Record<string, string>> = { '6:1': { 'white 0, black 4': '−1/+4❶' }, '1:1': { 'white 2, black 3': '+3/+3①' }, '2:1': { 'white 4, black 4': '+3s/s' } };
/** 19.2: the printed "1/+4u" lost its sign; the reading field picks −1 or +1 */
const known61 = (v: Values) => (v.c61 === '+1' ? '+1/+4❶' : '−1/+4❶');

// ---- reference: Ammo (9.4) ----------------------------------------------------
/** the total with the part `x` of units without Ammo halved: exact keeps the half; up / down round the half */
function afterAmmo(total: number, x: number, reading: unknown): Fraction {
  if (reading === 'up') return new Fraction(total - Math.floor(x / 2)); // x − ⌈x/2⌉ = ⌊x/2⌋ lost
  if (reading === 'down') return new Fraction(total - Math.ceil(x / 2));
  return new Fraction(2 * total - x, 2);
}
/** an AV must be whole for the Artillery Table: the exact reading rounds its half up (as 10.1 does on an escarpment) */
const avAfterAmmo = (total: number, x: number, reading: unknown): number => total - (reading === 'down' ? Math.ceil(x / 2) : Math.floor(x / 2));
const strengths = (v: Values) => ({ as: afterAmmo(v.as as number, v['as-x'] as number, v.ammo), ds: afterAmmo(v.ds as number, v['ds-x'] as number, v.ammo).add(new Fraction(v.terrain as number)) });
const rowKey = (w: number, b: number) => `white ${w < 0 ? `−${-w}` : w}, black ${b}`;
const hexText = (n: number) => (n === 0 ? 'none' : n === 1 ? '1 hex' : `${n} hexes`);
const q = asQuery;
const BASE: Values = defaultsOf(combat);

function refusal(v: Values): string | null {
  const dde = Number(v.dde);
  if (dde > (v.steep ? 5 : 9) || (v.assets as number) > 2) return 'dde'; // 3.1.2: 2¼ DE (1¼ Steep Mountain), 2 Assets
  // 3.1.2: the same limit from each attacking hex; 1¼ attacking into or out of Steep Mountain or across its hexside
  if (Number(v.ahde) > (v.steep || v.asteep ? 5 : 9) || (v.ahassets as number) > 2) return 'ahde';
  for (const [x, of] of [['as-x', 'as'], ['ds-x', 'ds'], ['aav-x', 'aav'], ['dav-x', 'dav']]) if ((v[x!] as number) > (v[of!] as number)) return x!;
  const st = strengths(v);
  if (st.as.isZero()) return 'as-x';
  if (st.ds.isZero()) return 'ds-x';
  if ((v.corps as number) > 2) return 'corps'; // 9.2.2
  if (v.armies) return 'armies';
  if (v.fortress && v.flank) return 'flank'; // 9.5: a Fortress hex is never flanked
  if (v.naval && v.allied !== 'defender') return 'naval'; // 21.2
  return null;
}

function compare(v: Values, entered: Map<string, Cell>): void {
  const ctx = JSON.stringify(v);
  const got = run(combat, q(v), { charts: { crt: Object.fromEntries(['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '6:1', '8:1'].map((c) => [c, Object.fromEntries([...entered].map(([k, x]) => [k, x.text]))])) } });
  const why = refusal(v);
  if (why) {
    expect(got.result, ctx).toBeUndefined();
    expect(got.errors[why], ctx).toMatch(/\w/);
    return;
  }
  expect(got.failure, ctx).toBeUndefined();
  expect(got.errors, ctx).toEqual({});
  const res = got.result!;
  const fortress = v.fortress === true;
  const st = strengths(v);
  const p0 = refInitial(st.as, st.ds, v.rounding as 'down' | 'up');
  const right = (v.pa ? 1 : 0) + (v.flank ? 2 : 0) + (fortress ? 0 : (v.prep as number)); // 13.3: no Prep shift on a Fortress hex
  const left = Number(v.ip) + (v.river === 'great' ? 1 : v.river === 'grand' ? 2 : 0) + (v.uphill ? 1 : 0) + (v.naval ? 2 : 0);
  const pos = p0 + right - left;
  const column = name(Math.max(0, Math.min(8, pos)));
  const s = Object.fromEntries(res.summary!.map((x) => [x.label, x.value]));
  expect(res.steps.find((x) => x.label.startsWith('Initial odds'))?.value, ctx).toBe(name(p0));
  expect(s.Column, ctx).toBe(column);
  expect(res.steps.some((x) => x.label === 'Odds below 1:4'), ctx).toBe(pos < 0);
  // 10.0: no defender's EC below 1:4, so no link to one; the attacker's link stays
  expect(handoffsOffered(combat, q(v)), ctx).toEqual([pos >= 0, true]);
  expect(res.steps.find((x) => x.label.startsWith("Artillery: attacker's AV"))?.label, ctx).toContain(`AV ${avAfterAmmo(v.aav as number, v['aav-x'] as number, v.ammo)} against`);
  expect(res.steps.find((x) => x.label.startsWith("Artillery: defender's AV"))?.label, ctx).toContain(`AV ${avAfterAmmo(v.dav as number, v['dav-x'] as number, v.ammo)} against`);
  const ch = v.chasseurs;
  const drm = (fortress ? 5 : (v.dpr as number)) + (ch === 'defender' ? 1 : 0) - (v.apr as number) - (ch === 'attacker' ? 1 : 0);
  expect(s['White die DRM'], ctx).toBe(drm > 0 ? `+${drm}` : String(drm));
  const reroll = (v.gt as number) <= 5 ? (v.allied === 'defender' ? 6 : 1) : 0;
  const known: Record<string, string> = { ...KNOWN[column], ...(column === '6:1' ? { 'white 0, black 4': known61(v) } : {}) };
  const expectTable = new Map<string, Fraction>();
  let retreats = Fraction.ZERO;
  let complete = true;
  for (const [k, w] of dice(reroll)) {
    const [white, black] = k.split(',').map(Number) as [number, number];
    const mw = white + drm;
    const key = rowKey(mw, black);
    if (mw < -3 || mw > 9) { complete = false; continue; }
    const text = known[key] ?? entered.get(key)!.text;
    const cell: Cell = known[key] ? (key === 'white 0, black 4' ? { text, aS: 0, dS: 0, glyph: 'b1' } : key === 'white 2, black 3' ? { text, aS: 0, dS: 0, glyph: 'w1' } : { text, aS: 1, dS: 1, glyph: 'none' }) : entered.get(key)!;
    const x = intensity(cell, v.ai === true, v.di === true);
    const p = new Fraction(w, 1296);
    const t = `${text}|${hexText(x.retreat)}|${x.aSr}|${x.dSr}`;
    expectTable.set(t, (expectTable.get(t) ?? Fraction.ZERO).add(p));
    if (x.retreat > 0) retreats = retreats.add(p);
  }
  const t = res.tables[0];
  if (!complete) {
    expect(t, ctx).toBeUndefined();
    if (!v.typed) expect(s.Result, ctx).toBe('read your card');
  } else {
    expect(t, ctx).toBeDefined();
    const mine = new Map<string, Fraction>();
    for (const r of t!.rows) {
      const k = r.cells.slice(0, 4).map(String).join('|');
      mine.set(k, (mine.get(k) ?? Fraction.ZERO).add(r.cells[4] as Fraction));
    }
    const flat = (m: Map<string, Fraction>) => Object.fromEntries([...m].filter(([, p]) => !p.isZero()).map(([k, p]) => [k, p.toString()]).sort());
    expect(flat(mine), ctx).toEqual(flat(expectTable));
    if (!v.typed) expect((s['Defender retreats'] as Fraction).equals(retreats), ctx).toBe(true);
  }
  if (v.typed) {
    const typedCell = { glyph: v.ret as Cell['glyph'], aS: v['a-s'] as number, dS: v['d-s'] as number };
    const x = intensity(typedCell, v.ai === true, v.di === true);
    expect(s['Defender retreats'], ctx).toBe(hexText(x.retreat));
    // 10.1: the Artillery Table's DRM where the rulebook's examples give its cell (11.2, 19.2), no AV none,
    // else the one the player typed from the card
    const ART_KNOWN: Record<string, number> = { '2|1': 0, '4|1': 0, '12|4': 1, '14|12': 1 }; // AV | enemy DE in quarters
    const art = (av: number, deq: string, typed: number) => (av <= 0 ? 0 : (ART_KNOWN[`${av}|${deq}`] ?? typed));
    const aEc = (v['a-drm'] as number) + art(avAfterAmmo(v.dav as number, v['dav-x'] as number, v.ammo), String(v.ade), v['art-a'] as number);
    const dEc = (v['d-drm'] as number) + art(avAfterAmmo(v.aav as number, v['aav-x'] as number, v.ammo), String(v.dde), v['art-d'] as number) + (v.flank ? 1 : 0) + (v['prep-e'] as number);
    const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
    expect(res.steps.find((x) => x.label.startsWith("Attacker's EC DRM"))?.value, ctx).toBe(sign(aEc));
    expect(res.steps.find((x) => x.label.startsWith("Defender's EC DRM"))?.value, ctx).toBe(pos < 0 ? 'no EC' : sign(dEc));
    const att = res.actions![0]!.items.join(' ');
    const def = res.actions![1]!.items.join(' ');
    expect(att, ctx).toContain(x.aSr ? `${x.aSr} SR` : 'No SR.');
    // 11.1.3-11.1.5: each hex not made costs a CE level and an SR; of the hexes it does retreat, each in an
    // unnegated EZOC costs a CE level; crossing a Mountain Ridge or Grand River (which needs a hex actually
    // retreated) costs both
    if (x.retreat) {
      const short = Math.min(v.short as number, x.retreat);
      const moved = x.retreat - short;
      const ezoc = Math.min(v.ezoc as number, moved);
      const ridge = moved > 0 && v.ridge === true ? 1 : 0;
      const ce = ezoc + ridge + short;
      const sr = ridge + short;
      expect(def, ctx).toContain(ce ? `${ce} CE level${ce > 1 ? 's' : ''} lost on the way (${ezoc} enemy ZOC, ${ridge} ridge or Grand River, ${short} hex${short === 1 ? '' : 'es'} not made) and ${sr} SR${sr === 1 ? '' : 's'}` : `Retreat ${hexText(x.retreat)}; `);
    }
    // 13.3: a Prep "s" is one more SR for the defender
    const dSr = x.dSr + (v['prep-s'] as number);
    expect(def, ctx).toContain(dSr ? `${dSr} SR` : 'No SR.');
    // 11.1.2: a CRT retreat flips a Fortress
    expect(def.includes('flips the Fortress'), ctx).toBe(v.fortress === true && x.retreat > 0);
    // 11.1.6: Isolated and Demoralized, and a hex of the retreat not made or one in an unnegated EZOC: it surrenders
    const short = Math.min(v.short as number, x.retreat);
    const inZoc = Math.min(v.ezoc as number, x.retreat - short);
    expect(def.includes('Surrenders'), ctx).toBe(v.isodem === true && (short > 0 || inZoc > 0));
  }
}

const columnArb = fc.array(cellArb, { minLength: 13 * 6, maxLength: 13 * 6 }).map((cells) => {
  const m = new Map<string, Cell>();
  let i = 0;
  for (let w = -3; w <= 9; w++) for (let b = 1; b <= 6; b++) m.set(rowKey(w, b), cells[i++]!);
  return m;
});
const fieldsArb = valuesArb(combat);

describe('Combat: ours against a reference from the rulebook', () => {
  it('initial odds for every strength 1-200 against 1-60, both roundings (exhaustive)', () => {
    for (const rounding of ['down', 'up'] as const)
      for (let as = 1; as <= 200; as++)
        for (let ds = 1; ds <= 60; ds++) {
          const p = refInitial(as, ds, rounding);
          expect(label(initialPosition(as, ds, rounding)), `${as}:${ds} ${rounding}`).toBe(name(p));
        }
  });
  it('initial odds with half points (strength halved for lack of Ammo, 9.4): every ½ to 100 against ½ to 40, both roundings (exhaustive)', () => {
    for (const rounding of ['down', 'up'] as const)
      for (let a2 = 1; a2 <= 200; a2++)
        for (let d2 = 1; d2 <= 80; d2++)
          expect(label(initialPosition(a2 / 2, d2 / 2, rounding)), `${a2}/2 : ${d2}/2 ${rounding}`).toBe(name(refInitial(new Fraction(a2, 2), new Fraction(d2, 2), rounding)));
  });
  it('final column for every initial position and net shift from −9 to +9', () => {
    for (let p = -20; p <= 40; p++)
      for (let net = -9; net <= 9; net++) {
        const f = finalColumn(p, net);
        expect(f.column, `${name(p)} ${net}`).toBe(name(Math.max(0, Math.min(8, p + net))));
      }
  });
  it('the Inferior Allied Combat Doctrine re-roll: black 1 is 1/36, the others 7/36 (21.1)', () => {
    const d = dice(1);
    const black = (b: number) => [...d].filter(([k]) => k.endsWith(`,${b}`)).reduce((s, [, w]) => s + w, 0);
    expect(new Fraction(black(1), 1296).equals(new Fraction(1, 36))).toBe(true);
    expect(new Fraction(black(2), 1296).equals(new Fraction(7, 36))).toBe(true);
  });
  it('every field at random with a random entered CRT (fast-check)', () => {
    fc.assert(fc.property(fieldsArb, columnArb, (v, col) => compare(v, col)), { numRuns: 500 });
  });
  it('combinations the rules allow, at random, with a random entered CRT (fast-check)', () => {
    let tables = 0;
    const allowed = fieldsArb.map((v): Values => {
      const steep = v.steep === true && Number(v.dde) <= 5;
      const asteep = v.asteep === true && Number(v.ahde) <= 5;
      const part = (x: string, of: string) => (v[x] as number) % ((v[of] as number) + 1);
      return {
        ...v, corps: 1 + ((v.corps as number) % 2), armies: false, assets: (v.assets as number) % 3, steep, naval: v.naval === true && v.allied === 'defender', flank: v.flank === true && v.fortress !== true,
        ahde: String(1 + ((Number(v.ahde) - 1) % (steep || asteep ? 5 : 9))), ahassets: (v.ahassets as number) % 3, asteep,
        'as-x': (v.as as number) === 1 && v.ammo === 'down' ? 0 : part('as-x', 'as'), 'ds-x': (v.ds as number) === 1 && v.ammo === 'down' ? 0 : part('ds-x', 'ds'), 'aav-x': part('aav-x', 'aav'), 'dav-x': part('dav-x', 'dav'),
      };
    });
    fc.assert(
      fc.property(allowed, columnArb, (v, col) => {
        compare(v, col);
        const r = run(combat, q(v), { charts: {} });
        expect(r.errors).toEqual({});
        if (Math.abs((v.dpr as number) - (v.apr as number)) <= 2 && !v.fortress && v.chasseurs === 'none') tables++;
      }),
      { numRuns: 500 },
    );
    expect(tables).toBeGreaterThan(30);
  });
  it('every Intensity, doctrine side and PR DRM on a no-shift 1:1 attack (exhaustive)', () => {
    const col = fc.sample(columnArb, { numRuns: 1, seed: 1914 })[0]!;
    for (const ai of [false, true])
      for (const di of [false, true])
        for (const gt of [1, 5, 6])
          for (const allied of ['attacker', 'defender'])
            // every PR DRM from −5 to +5
            for (const [apr, dpr] of [[6, 1], [5, 1], [4, 1], [3, 1], [2, 1], [1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6]] as const) compare({ ...BASE, as: 6, ds: 6, ai, di, gt, allied, apr, dpr }, col);
  });
  it('a retreat it cannot make at all enters no EZOC and crosses no ridge (11.1.3-11.1.5)', () => {
    const col = fc.sample(columnArb, { numRuns: 1, seed: 7 })[0]!;
    for (const ret of ['b1', 'b2', 'w1', 'none'])
      for (let ezoc = 0; ezoc <= 3; ezoc++)
        for (let short = 0; short <= 3; short++)
          for (const ridge of [false, true]) for (const ai of [false, true]) compare({ ...BASE, typed: true, ret, ezoc, short, ridge, ai }, col);
  });
  it('typed edge inputs are refused with a message, never NaN or a TypeError', () => {
    for (const [k, bad] of [['as', '0'], ['as', '201'], ['ds', '-1'], ['ds', 'x'], ['apr', '7'], ['dde', '10'], ['prep', '8'], ['gt', '0'], ['ip', '3'], ['a-s', '4'], ['d-drm', '1.5']] as const) {
      const got = run(combat, { typed: '1', [k]: bad }, { charts: {} });
      expect(got.result, `${k}=${bad}`).toBeUndefined();
      expect(got.failure).toBeUndefined();
      expect(got.errors[k], `${k}=${bad}`).toMatch(/\w/);
    }
  });
});
