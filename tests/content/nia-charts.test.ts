/**
 * Issue 8, section 1 (charts): Nations in Arms charts as data. Known cells are
 * checked against the rulebook (the rule in each test's name) and its worked
 * examples; the absent charts must stay editable, their unknown cells unknown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { chartSchema, type Chart, type ChartCell } from '../../src/lib/schemas.ts';
import { band } from '../../src/games/nations-in-arms/naval/battle.ts';

const dir = join(import.meta.dirname, '../../content/nations-in-arms/tables');
const chart = (id: string): Chart => chartSchema.parse(load(readFileSync(join(dir, `${id}.yaml`), 'utf8')));
const val = (c: ChartCell | undefined): string | number | undefined =>
  c === undefined ? undefined : typeof c === 'object' ? ('value' in c ? c.value : undefined) : c;
const isUnknown = (c: ChartCell | undefined) => typeof c === 'object' && c !== null && 'unknown' in c;
const col = (id: string, key: string) => chart(id).rows.map((r) => val(r[key]));
const cell = (id: string, key: string, rowValue: string, c: string) => {
  const r = chart(id).rows.find((x) => String(val(x[key])) === rowValue);
  if (!r) throw new Error(`${id}: no row ${key}=${rowValue}`);
  return r[c];
};
const unknownCount = (c: Chart) => c.rows.reduce((n, r) => n + Object.values(r).filter(isUnknown).length, 0);

describe('Nations in Arms printed charts (the rulebook gives every cell)', () => {
  it('naval battle bands, 10.1: 1-3 retreat, 4-7 one fleet, 8-11 two, 12+ all', () => {
    expect(col('naval-battle', 'difference')).toEqual(['0 (tie)', '1 to 3', '4 to 7', '8 to 11', '12 or more']);
    expect(String(val(cell('naval-battle', 'difference', '4 to 7', 'result')))).toMatch(/1 fleet/);
    expect(String(val(cell('naval-battle', 'difference', '8 to 11', 'result')))).toMatch(/2 fleets/);
    expect(String(val(cell('naval-battle', 'difference', '1 to 3', 'result')))).toMatch(/no fleet lost/);
  });
  it('the naval calculator reads the same bands as the chart prints', () => {
    const expected = ['tie', 'retreat', 'one', 'two', 'all'];
    chart('naval-battle').rows.forEach((r, i) => {
      const [lo, hi] = (String(val(r.difference)).match(/\d+/g) ?? []).map(Number);
      expect(band(lo!), String(lo)).toBe(expected[i]);
      if (hi !== undefined) expect(band(hi), String(hi)).toBe(expected[i]);
      expect(band(lo! + (i === 0 ? 0 : -1)) === expected[i], `edge below ${lo}`).toBe(i === 0);
    });
  });
  it('March to the Sound of the Guns DRMs, 8.1.1: river -4 (-2), demoralized -4, out of supply -4', () => {
    expect(col('march-to-the-guns', 'value')).toEqual(['+ bonus', '+ bonus', '-4 (-2 with engineers)', '-4', '-4']);
  });
  it('battle sizes, 8.0: 8 or fewer, 9 to 20, 21+ with 9 on the weaker side', () => {
    expect(col('battle-size', 'size')).toEqual(['Skirmish', 'Minor battle', 'Major battle']);
    expect(String(val(cell('battle-size', 'size', 'Skirmish', 'steps')))).toBe('8 or fewer');
    expect(String(val(cell('battle-size', 'size', 'Major battle', 'steps')))).toMatch(/21 or more, with at least 9/);
  });
  it('peace criterion cities, 13.3: counts per power, capital first', () => {
    expect(Object.fromEntries(chart('peace-cities').rows.map((r) => [val(r.power), val(r.count)]))).toEqual({
      Austria: '2', France: '3-4', Britain: '1', Prussia: '2-3', Russia: '2-3', Spain: '1', Turkey: '1',
    });
    for (const r of chart('peace-cities').rows) {
      const first = { Austria: 'Vienna', France: 'Paris', Britain: 'London', Prussia: 'Berlin', Russia: 'Moscow', Spain: 'Madrid', Turkey: 'Constantinople' }[String(val(r.power))];
      expect(String(val(r.cities)).startsWith(first!)).toBe(true);
    }
  });
  it('alliance credit, 15.1: the twelve changes', () => {
    expect(col('alliance-credit', 'change')).toEqual(['-1', '-2', '-3', '-1', '+3', '+1', '+2', '+1 / -1', '+1', '-1', '+1', '+1 (at most +2)']);
  });
  it('event draws, 11.1: France 2 (at most 5), Britain 2, allies 1; the 1809 example gives 2 + 3 - 1 = 4', () => {
    expect(col('event-draws', 'cards')).toEqual([2, 2, 1, 1]);
    const france = String(val(cell('event-draws', 'power', 'France', 'changes')));
    const plus = france.split(';').filter((s) => s.trim().startsWith('+1')).length;
    expect(plus).toBe(3);
    expect(france).toMatch(/at most 5/);
    expect(2 + plus - 1).toBe(4); // Flanders, Northern Italy, Rhine; -1 for the Liberation War
  });
});

describe('Nations in Arms absent charts: editable, known cells from the text, the rest unknown', () => {
  const absent = ['crt', 'odds-drm', 'terrain-effects', 'leader-casualty', 'attrition', 'siege', 'corsairs', 'production', 'resources'];
  it.each(absent)('%s is editable, says it is absent, and has unknown cells', (id) => {
    const c = chart(id);
    expect(c.editable, id).toBeDefined();
    expect(c.source).toMatch(/ABSENT/);
    expect(unknownCount(c)).toBeGreaterThan(0);
    expect(c.rows.every((r) => !isUnknown(r[c.editable!.rowKey]))).toBe(true);
    // known values a player could have typed fit the pattern (the TEC's known cells carry words)
    const re = new RegExp(`^(?:${c.editable!.pattern})$`);
    for (const r of c.rows)
      for (const [k, v] of Object.entries(r))
        if (k !== c.editable!.rowKey && !isUnknown(v) && id !== 'terrain-effects') expect(re.test(String(val(v))), `${id} ${k}=${String(val(v))}`).toBe(true);
  });
  it('CRT: three columns by battle size, wholly unknown, codes + C L accepted', () => {
    const c = chart('crt');
    expect(c.columns.slice(1).map((x) => x.label)).toEqual(['Skirmish', 'Minor battle', 'Major battle']);
    expect(unknownCount(c)).toBe(c.rows.length * 3);
    const re = new RegExp(`^(?:${c.editable!.pattern})$`);
    for (const ok of ['2', '3+', '1C', '4+L', '2CL', '0', '-']) expect(re.test(ok), ok).toBe(true);
    for (const bad of ['x', '2D', '+', '123']) expect(re.test(bad), bad).toBe(false);
  });
  it('attrition: the 7.4 example (3 steps, 5 MP, 10 +3 -1 = 12) gives *, every other cell unknown', () => {
    expect(val(cell('attrition', 'roll', '12', 'example'))).toBe('*');
    expect(10 + 3 - 1).toBe(12);
    expect(unknownCount(chart('attrition'))).toBe(chart('attrition').rows.length * 2 - 1);
  });
  it('production: the 12.4 costs reproduce the example trace 72 -> 61 -> 48 -> 36 -> 20 -> 11', () => {
    const cost = (item: string) => Number(val(cell('production', 'item', item, 'cost')));
    const inf = cost('Infantry step');
    const art = cost("Corps artillery point (the counter's front side)");
    const spends = [
      2 * cost('Guard infantry step') + art,
      2 * cost('Cavalry step (the new cavalry corps of the example)') + art,
      2 * cost('Light cavalry step') + 2 * art,
      4 * inf + 4 * art,
      3 * inf + 0 * cost('Detachment marker'),
    ];
    const trace = spends.reduce<number[]>((acc, s) => [...acc, acc.at(-1)! - s], [72]);
    expect(trace).toEqual([72, 61, 48, 36, 20, 11]);
  });
  it('resources: France 1805 22/7, Russia 1811 55 and 18/6', () => {
    expect(val(cell('resources', 'power', 'France (1805)', 'level'))).toBe('22/7');
    expect(val(cell('resources', 'power', 'Russia (Spring 1811)', 'budget'))).toBe(55);
    expect(val(cell('resources', 'power', 'Russia (Spring 1811)', 'level'))).toBe('18/6');
  });
  it('TEC: river and mountain cells from 5.2.10 name their source', () => {
    const c = cell('terrain-effects', 'terrain', 'River hexside without a bridge', 'combat') as { value: string; source: string };
    expect(c.value).toMatch(/^-3/);
    expect(c.source).toMatch(/5\.2\.10/);
    expect(val(cell('terrain-effects', 'terrain', 'Mountain hex', 'mp'))).toBe(4);
  });
  it('siege codes are the six results of 9.3', () => {
    expect(chart('siege').editable!.codes).toEqual(['NE', 'R', 'R*', 'A', 'B', 'H']);
  });
});
