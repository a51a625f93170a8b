/**
 * Issue 9, section 1 (charts): 1914, Offensive à outrance charts as data. The
 * printed tables are checked cell by cell against the rulebook; the absent
 * ones stay editable, hold exactly the cells the worked examples reveal (with
 * their source) and nothing else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { chartSchema, type Chart, type ChartCell } from '../../src/lib/schemas.ts';

const dir = join(import.meta.dirname, '../../content/1914-offensive/tables');
const chart = (id: string): Chart => chartSchema.parse(load(readFileSync(join(dir, `${id}.yaml`), 'utf8')));
const val = (c: ChartCell | undefined): string | number | undefined =>
  c === undefined ? undefined : typeof c === 'object' ? ('value' in c ? c.value : undefined) : c;
const isUnknown = (c: ChartCell | undefined) => typeof c === 'object' && c !== null && 'unknown' in c;
/** every known cell of a chart's result columns, as [row, column, value] */
const knownCells = (c: Chart) =>
  c.rows.flatMap((r) => Object.entries(r).filter(([k, v]) => k !== c.editable!.rowKey && !isUnknown(v)).map(([k, v]) => [String(val(r[c.editable!.rowKey])), k, String(val(v))]));

describe('1914 printed tables', () => {
  it('RP cost, 7.7.1', () => {
    expect(chart('rp-cost').rows.map((r) => val(r.rp))).toEqual(['1', '½']);
  });
  it('MP cost to entrain or detrain, 7.7.3: 9, 5, 3', () => {
    expect(chart('entrain-cost').rows.map((r) => val(r.mp))).toEqual([9, 5, 3]);
  });
  it('Combat Intensity Matrix, 9.8: the four combinations', () => {
    const side = (x: ChartCell | undefined) => (val(x) === 'Intense' ? 'I' : 'N');
    expect(chart('combat-intensity').rows.map((r) => `${side(r.attacker)}${side(r.defender)}: ${String(val(r.combat))}`)).toEqual([
      'NN: No Intensity',
      'IN: Attacker Intense',
      'NI: Defender Intense',
      'II: Intense Combat',
    ]);
  });
  it('EC Failure Results, 10.2: −1, −2, −3 + 1 hex, −3 + SR + 2 hexes; CI unknown, Demoralized 2 from the examples', () => {
    const rows = chart('ec-failure').rows;
    expect(rows.slice(0, 4).map((r) => [val(r.cel), val(r.sr), val(r.retreat)])).toEqual([
      ['−1', '-', '-'],
      ['−2', '-', '-'],
      ['−3', '-', '1 hex'],
      ['−3', '1', '2 hexes'],
    ]);
    expect(isUnknown(rows[4]!.retreat)).toBe(true);
    expect(val(rows[5]!.retreat)).toBe('2 hexes');
  });
});

describe('1914 absent charts: editable, the example cells with their source, the rest unknown', () => {
  const absent = ['crt', 'artillery', 'tec', 'forced-march', 'bombardment', 'prep-bombardment', 'inter-phase'];
  it.each(absent)('%s is editable, says it is absent, and every known cell fits its pattern and names its source', (id) => {
    const c = chart(id);
    expect(c.editable, id).toBeDefined();
    expect(c.source).toMatch(/ABSENT/);
    const re = new RegExp(`^(?:${c.editable!.pattern})$`);
    for (const r of c.rows) {
      expect(isUnknown(r[c.editable!.rowKey])).toBe(false);
      for (const [k, v] of Object.entries(r)) {
        if (k === c.editable!.rowKey || isUnknown(v)) continue;
        expect(re.test(String(val(v))), `${id} ${k}=${String(val(v))}`).toBe(true);
        expect(typeof v === 'object' && 'source' in v, `${id} ${k}: a known cell of an absent chart names its source`).toBe(true);
      }
    }
  });
  it('CRT: exactly the three cells of 11.2 and 19.2', () => {
    expect(knownCells(chart('crt'))).toEqual([
      ['white 0, black 4', '6:1', '−1/+4❶'],
      ['white 2, black 3', '1:1', '+3/+3①'],
      ['white 4, black 4', '2:1', '+3s/s'],
    ]);
    expect(chart('crt').columns.slice(1).map((x) => x.key)).toEqual(['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '6:1', '8:1']);
  });
  it('Artillery Table: 12 vs 1 and 14 vs 3 give +1, 4 and 2 vs ¼ give 0; the signless 1 vs 1 stays unknown', () => {
    const a = chart('artillery');
    expect(knownCells(a).sort()).toEqual([
      ['12', '1', '+1'],
      ['14', '3', '+1'],
      ['2', '¼', '0'],
      ['4', '¼', '0'],
    ]);
    const one = a.rows.find((r) => val(r.av) === '1')!['1'];
    expect(isUnknown(one)).toBe(true);
    expect((one as { note: string }).note).toMatch(/sign lost/);
  });
  it('TEC: clear hexside 2 MP, forest hexside 3 MP, mountain +4, minor river −1', () => {
    expect(knownCells(chart('tec')).sort()).toEqual([
      ['Clear hexside', 'mp', '2'],
      ['Forest hexside', 'mp', '3'],
      ['Minor River hexside', 'atk', '−1'],
      ['Mountain hex', 'def', '+4'],
    ]);
  });
  it.each(['forced-march', 'bombardment', 'prep-bombardment'])('%s: no example reveals a cell, so none is filled', (id) => {
    expect(knownCells(chart(id))).toEqual([]);
  });
  it('Inter-Phase Chart: only the one special Belgian RP of the 2nd Inter-Phase (24.5) is known', () => {
    expect(knownCells(chart('inter-phase'))).toEqual([['2 (after GT 6)', 'be-rp', '1']]);
  });
});
