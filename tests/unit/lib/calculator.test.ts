import { describe, expect, it } from 'vitest';
import { offeredWhen } from '../../../src/lib/handoff.ts';
import { handoffsOffered } from '../handoffs.ts';
import { parseField, parseQuery, run, toQuery, type CalculatorDef } from '../../../src/lib/calculator.ts';

const def: CalculatorDef = {
  id: 't',
  title: 'T',
  summary: '',
  rules: [],
  fields: [
    { kind: 'int', key: 'a', label: 'A', min: 0, max: 9, default: 2 },
    { kind: 'bool', key: 'b', label: 'B', default: false },
    { kind: 'choice', key: 'c', label: 'C', default: 'x', options: ['x', 'y'], choices: { x: 'X', y: 'Y' } },
  ],
  validate: (v): Record<string, string> => (v.a === 7 && v.b === true ? { a: 'no 7 with B' } : {}),
  compute: (v) => ({ steps: [{ label: 'a', value: String(v.a) }], tables: [] }),
};

describe('calculator engine', () => {
  it('parses good values and rejects bad ones with a message', () => {
    expect(parseField(def.fields[0]!, '5')).toEqual({ value: 5 });
    expect(parseField(def.fields[0]!, ' +3 ')).toEqual({ value: 3 });
    expect(parseField(def.fields[0]!, '').error).toMatch(/whole number/);
    expect(parseField(def.fields[0]!, 'abc').error).toMatch(/not a whole number/);
    expect(parseField(def.fields[0]!, '2.5').error).toMatch(/not a whole number/);
    expect(parseField(def.fields[0]!, '-1').error).toMatch(/out of range/);
    expect(parseField(def.fields[0]!, '10').error).toMatch(/out of range/);
    expect(parseField(def.fields[1]!, 'maybe').error).toMatch(/yes or no/);
    expect(parseField(def.fields[2]!, 'z').error).toMatch(/not one of/);
    expect(parseField(def.fields[2]!, null)).toEqual({ value: 'x' });
  });
  it('a link reproduces the values; defaults are left out', () => {
    const q = toQuery(def, { a: 4, b: true, c: 'x' });
    expect(q).toBe('?a=4&b=1');
    expect(parseQuery(def, new URLSearchParams(q.slice(1))).values).toEqual({ a: 4, b: true, c: 'x' });
  });
  it('bad input gives errors and no result; cross-field checks run', () => {
    expect(run(def, { a: 'NaN' }).result).toBeUndefined();
    expect(run(def, { a: 'NaN' }).errors.a).toBeDefined();
    expect(run(def, { a: '7', b: '1' }).errors).toEqual({ a: 'no 7 with B' });
    expect(run(def, { a: '7' }).result?.steps[0]?.value).toBe('7');
  });
  it('a handoff offered only when its inputs allow is hidden while they do not; bad inputs hide nothing', () => {
    const d: CalculatorDef = { ...def, handoff: [{ label: 'L', calc: 'x', params: {}, derive: offeredWhen(() => d, (v) => v.a !== 3) }, { label: 'M', calc: 'y', params: {} }] };
    expect(handoffsOffered(d, { a: '3' })).toEqual([false, true]);
    expect(handoffsOffered(d, new URLSearchParams('a=4'))).toEqual([true, true]);
    expect(handoffsOffered(d, { a: 'x' })).toEqual([true, true]);
    expect(handoffsOffered(def, {})).toEqual([]);
  });
});
