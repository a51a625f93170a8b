/**
 * Issue 7, section 1 (charts): On To Paris! charts as data. Each known cell is
 * checked against the value the rulebook gives (seed lines in the names), the
 * absent charts must stay editable with their unknown cells unknown, and the
 * charts that a calculator also knows must agree with the game's logic.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { chartSchema, type Chart, type ChartCell } from '../../src/lib/schemas.ts';
import { superiorityDrm, shiftAttempt } from '../../src/games/on-to-paris/combat/cavalry.ts';
import { COLUMNS } from '../../src/games/on-to-paris/combat/columns.ts';
import { KNOWN_BOXES } from '../../src/games/on-to-paris/command/command-table.ts';
import { artilleryStrength } from '../../src/games/on-to-paris/combat/artillery.ts';
import { Fraction } from '../../src/lib/fraction.ts';

const dir = join(import.meta.dirname, '../../content/on-to-paris/tables');
const chart = (id: string): Chart => chartSchema.parse(load(readFileSync(join(dir, `${id}.yaml`), 'utf8')));
const val = (c: ChartCell | undefined): string | number | undefined =>
  c === undefined ? undefined : typeof c === 'object' ? ('value' in c ? c.value : undefined) : c;
const isUnknown = (c: ChartCell | undefined) => typeof c === 'object' && c !== null && 'unknown' in c;
const cell = (id: string, key: string, rowValue: string, col: string) => {
  const r = chart(id).rows.find((x) => String(val(x[key])) === rowValue);
  if (!r) throw new Error(`${id}: no row ${key}=${rowValue}`);
  return r[col];
};
const unknownCount = (c: Chart) => c.rows.reduce((n, r) => n + Object.values(r).filter(isUnknown).length, 0);

describe('On To Paris! printed tables (every cell as the rulebook gives it)', () => {
  it('ZOI ranges, 6.5.1 (seed 44)', () => {
    const z = Object.fromEntries(chart('zoi-ranges').rows.map((r) => [val(r.unit), val(r.range)]));
    expect(z).toEqual({
      'All Armies': '2 hexes',
      'Prussian and Bavarian Cavalry Divisions': '2 hexes',
      'All Corps': '1 hex',
      'French Cavalry Divisions': '1 hex',
      'All SPs, Siege Guns, and every besieged unit': 'Own hex only',
      'Leaders, Pontoon Bridges, Supply Depots': 'No ZOI',
    });
  });
  it('Movement Points, 10.2.1 (seed 78): the lost cell names the sentence that gives it', () => {
    expect(chart('movement-points').rows.map((r) => val(r.mp))).toEqual([2, 5, 12, 4]);
    expect((cell('movement-points', 'unit', 'All other Forces', 'mp') as { source: string }).source).toMatch(/^Rulebook 10\.2\.1 text above the table \(p\.35\)/);
  });
  it('Formation Reaction Ratings, 12.2 (seed 94) and 5.9', () => {
    expect(chart('reaction-ratings').rows.slice(0, 5).map((r) => val(r.rating))).toEqual([4, 5, 5, 6, 7]);
  });
  it('initial columns in the order the combat logic uses (13.4, seed 104, 110)', () => {
    const cols = chart('initial-column').rows.filter((r) => val(r.order) !== '-').map((r) => val(r.column));
    expect(cols).toEqual(COLUMNS.map((c) => c.label));
  });
  it('size rows, 13.11.1 (seed 110)', () => {
    expect(chart('size-rows').rows.map((r) => [val(r.sps), val(r.row)])).toEqual([
      ['1 to 3', 's (small)'],
      ['4 to 12', 'm (medium)'],
      ['13 or more', 'l (large)'],
    ]);
  });
  it('Leader Casualty numbers, 13.12.1 (seed 112)', () => {
    expect(chart('leader-casualty').rows.map((r) => val(r.roll))).toEqual(['2 or 3', '3', '2']);
  });
  it('Formation VPs, 6.3.3 (seed 42)', () => {
    expect(chart('formation-vp').rows.map((r) => String(val(r.vp)))).toEqual(['-2', '-4', '+1', '+2']);
  });
  it('Cavalry Superiority chances equal the exact counts of the combat logic (13.10, errata L6)', () => {
    for (const r of chart('cavalry-superiority').rows) {
      const m = /^([+−-]?)(\d)/.exec(String(val(r.lead)))!;
      const lead = (m[1] === '−' || m[1] === '-' ? -1 : 1) * Number(m[2]);
      const [mine, theirs] = lead >= 0 ? [lead, 0] : [0, -lead];
      const s = superiorityDrm(mine, theirs);
      const win = String(val(r.win)).split(' ')[0]!;
      expect(win === '0' ? 0n : BigInt(win.split('/')[0]!), `win at ${lead}`).toBe(s.counts.attacker);
      const tie = String(val(r.tie));
      expect(tie === '0' ? 0n : BigInt(tie.split('/')[0]!), `tie at ${lead}`).toBe(s.counts.tie);
      const shift = String(val(r.shift));
      if (lead <= 0) expect(shift).toBe('not allowed');
      else expect(new Fraction(BigInt(shift.split('/')[0]!), 6n).equals(shiftAttempt(mine, theirs).chance), `shift at ${lead}`).toBe(true);
    }
    // the shift cannot exceed certainty with a lead past six (errata L6)
    expect(shiftAttempt(9, 0).chance.equals(new Fraction(1n))).toBe(true);
  });
});

describe('On To Paris! absent charts: editable, known cells from the examples, the rest unknown', () => {
  const absent = [
    'crt', 'artillery-factors', 'artillery-effects', 'terrain-effects', 'command-points', 'command-table-use',
    'assault-doctrine', 'time-fuse', 'leader-casualty-possibility', 'casualty-severity', 'battle-impact',
    'battle-failure', 'cavalry-interdiction', 'supply-paths', 'fortifications', 'victory-levels',
  ];
  it.each(absent)('%s is editable, says it is absent, and has unknown cells', (id) => {
    const c = chart(id);
    expect(c.editable, id).toBeDefined();
    expect(c.source).toMatch(/ABSENT|not in the rulebook text we have/);
    expect(unknownCount(c)).toBeGreaterThan(0);
    // every row key is known, so a player's entry has a row to belong to
    expect(c.rows.every((r) => !isUnknown(r[c.editable!.rowKey]))).toBe(true);
    // every known value fits the chart's own pattern, so a player could have typed it
    const re = new RegExp(`^(?:${c.editable!.pattern})$`);
    for (const r of c.rows)
      for (const [k, v] of Object.entries(r))
        if (k !== c.editable!.rowKey && !isUnknown(v) && !['fortifications'].includes(id)) expect(re.test(String(val(v))), `${id} ${k}=${String(val(v))}`).toBe(true);
  });
  it('the CRT body is wholly unknown: its row labels are lost too (seed 110)', () => {
    const c = chart('crt');
    expect(unknownCount(c)).toBe(c.rows.length * (c.columns.length - 1));
    expect(c.source).toMatch(/row labels/);
    expect(c.columns.slice(1).map((x) => x.label)).toEqual(COLUMNS.map((x) => x.label));
  });
  it('Artillery Strength Factors reproduce the two 13.3.2 examples: 17 and 11 (seed 102)', () => {
    const f = (u: string) => new Fraction(Number(val(cell('artillery-factors', 'unit', u, 'factor'))) * 2, 2);
    const pr = artilleryStrength({ formations: [{ label: 'Corps', factor: f('Prussian Corps'), count: 3 }], sps: 9, pairFactor: f('Prussian SPs, per full pair'), fortification: new Fraction(0n), timeFuseHalving: false });
    expect(pr.whole).toBe(17);
    const fr = artilleryStrength({ formations: [{ label: 'Corps', factor: f('Republican French Corps'), count: 1 }], sps: 6, pairFactor: f('Republican French SPs, per full pair'), fortification: f('French Fortress (French-held)'), timeFuseHalving: false });
    expect(fr.whole).toBe(11);
    expect(val(cell('artillery-factors', 'unit', 'French Fort (held by the Prussians)', 'factor'))).toBe(2);
  });
  it('TEC: 1L forest hexside, 2L rough hexside, Reaction -2 rough, -1 forest hex, +1 friendly town (seed 98, 106, 122)', () => {
    expect(val(cell('terrain-effects', 'terrain', 'Forest hexside', 'combat'))).toBe('1L');
    expect(val(cell('terrain-effects', 'terrain', 'Rough hexside', 'combat'))).toBe('2L');
    expect(val(cell('terrain-effects', 'terrain', 'Rough hexside', 'reaction'))).toBe(-2);
    expect(val(cell('terrain-effects', 'terrain', 'Forest hex', 'reaction'))).toBe(-1);
    expect(val(cell('terrain-effects', 'terrain', 'Town (friendly to the reactor; trigger hex only)', 'reaction'))).toBe('+1');
  });
  it('Command Table Use: boxes 1-3 as the command logic knows them, the rest unknown (8.6, seed 62)', () => {
    const rows = chart('command-table-use').rows;
    const totals = (v: unknown) => (v === '-' ? [] : String(v).split(',').map((x) => Number(x.trim())));
    expect(rows.slice(0, 3).map((r) => totals(val(r.totals)))).toEqual(KNOWN_BOXES.map((b) => b.totals));
    expect(rows.slice(3).map((r) => (isUnknown(r.totals) ? '?' : val(r.totals)))).toEqual(['?', 'any']);
  });
  it('Time Fuse boxes 4 and 5 need 2-3 (15.1, seed 124); the Assault Doctrine range 2-3 is not placed in a box', () => {
    expect(chart('time-fuse').rows.map((r) => (isUnknown(r.range) ? '?' : val(r.range)))).toEqual(['?', '?', '?', '2-3', '2-3', '?', '?']);
    expect(chart('assault-doctrine').rows.filter((r) => !isUnknown(r.range)).map((r) => val(r.range))).toEqual(['-']);
  });
  it('Interdiction: a modified 4 succeeds (14.6, seed 122) and nothing else is filled', () => {
    const known = chart('cavalry-interdiction').rows.filter((r) => !isUnknown(r.result));
    expect(known.map((r) => [val(r.roll), val(r.result)])).toEqual([['4', 'Success']]);
  });
  it('Level of Victory: 111+ and 34 or less, the middle bands unknown (3.3, seed 20)', () => {
    expect(chart('victory-levels').rows.map((r) => (isUnknown(r.vp) ? '?' : val(r.vp)))).toEqual(['111+', '?', '?', '?', '34 or less']);
  });
  it('Fortification DRMs and factors from 13.6, 13.3.2 and 13.3.4 (seed 102, 106)', () => {
    expect(val(cell('fortifications', 'type', 'Fortress', 'artillery'))).toBe(5);
    expect(val(cell('fortifications', 'type', 'Fort', 'artillery'))).toBe(2);
    expect(String(val(cell('fortifications', 'type', 'Improved Fortress', 'combat')))).toMatch(/^\+2 DRM/);
  });
});
