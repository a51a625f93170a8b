/**
 * 1914 rail movement (7.7): the rulebook's rail examples (research notes
 * section 8, examples 14, 15, 16 and 42) read against the RP Cost and
 * En/Detrain MP Cost charts. The rate of 10 rail hexes per MP, rounded up, is
 * rules text with no code yet, so the tests do that division themselves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { chartSchema, type Chart, type ChartCell } from '../../../src/lib/schemas.ts';
import { ALLOWANCE } from '../../../src/games/1914-offensive/cavalry/marker.ts';

const dir = join(import.meta.dirname, '../../../content/1914-offensive/tables');
const chart = (id: string): Chart => chartSchema.parse(load(readFileSync(join(dir, `${id}.yaml`), 'utf8')));
const val = (c: ChartCell | undefined): string | number | undefined =>
  c === undefined ? undefined : typeof c === 'object' ? ('value' in c ? c.value : undefined) : c;
/** the chart's value in `col` on the one row whose unit column matches `unit` */
const cost = (id: string, col: string, unit: RegExp) => {
  const rows = chart(id).rows.filter((r) => unit.test(String(val(r.unit))));
  expect(rows, `${id}: one row for ${String(unit)}`).toHaveLength(1);
  return val(rows[0]![col]);
};

const BRIGADE = /^Infantry Brigade\b/;
const REGIMENT = /^Infantry Regiment\b/;

describe('worked examples', () => {
  it('7.7.3 entrain example: a brigade (En/Detrain 5) entrains at the start of its Movement Phase and has 4 MPs left for rail movement', () => {
    const entrain = Number(cost('entrain-cost', 'mp', BRIGADE));
    expect(entrain).toBe(5);
    expect(ALLOWANCE.movement - entrain).toBe(4);
  });
  it('7.7.3 partial entrain example: a regiment (En/Detrain 3) that spends 2 gets a marker at 2 and needs 1 MP in the next phase', () => {
    const entrain = Number(cost('entrain-cost', 'mp', REGIMENT));
    expect(entrain).toBe(3);
    expect(entrain - 2).toBe(1);
  });
  it('7.7 comprehensive example: the 37th Landwehr Brigade pays ½ RP and 5 MPs; 28 hexes are 2.8, so 3 MPs; 8 spent leaves 1 MP, which goes into detraining', () => {
    // a brigade is not on the 1 RP row, so it pays the "every other" ½
    expect(cost('rp-cost', 'unit', /^Infantry Division\b/)).not.toMatch(/Brigade/);
    expect(cost('rp-cost', 'rp', /^Every other size and type$/)).toBe('½');
    const entrain = Number(cost('entrain-cost', 'mp', BRIGADE));
    const rail = Math.ceil(28 / 10);
    expect(rail).toBe(3);
    expect(entrain + rail).toBe(8);
    expect(ALLOWANCE.movement - entrain - rail).toBe(1);
    // 1 MP is less than the 5 detraining costs: the rest is carried on a marker at 1 (7.8)
    expect(ALLOWANCE.movement - entrain - rail).toBeLessThan(entrain);
  });
});
