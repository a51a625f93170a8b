// Bad input from a link (issue 14, section 8): read as the player meant it, or say what was used.
import { describe, expect, it } from 'vitest';
import { parseField, parseQuery, quote, run, type CalculatorDef } from '../../../src/lib/calculator.ts';

const def: CalculatorDef = {
  id: 't',
  title: 'T',
  summary: '',
  rules: [],
  fields: [
    { kind: 'int', key: 'cr', label: 'CR', min: 0, max: 6, default: 3 },
    { kind: 'bool', key: 'enemy4', label: 'Enemy', default: true },
    { kind: 'choice', key: 'reading', label: 'R', default: 'base-plus', options: ['base-plus', 'highest-single'], choices: { 'base-plus': 'B', 'highest-single': 'H' } },
  ],
  compute: (v) => ({ steps: [{ label: 'v', value: JSON.stringify(v) }], tables: [] }),
};
const [cr, enemy4, reading] = def.fields as [CalculatorDef['fields'][0], CalculatorDef['fields'][0], CalculatorDef['fields'][0]];
const q = (s: string) => parseQuery(def, new URLSearchParams(s));

describe('checkbox values from a link', () => {
  it('reads every spelling of yes and no, in any case and with spaces', () => {
    for (const s of ['1', ' 1 ', 'true', 'TRUE', 'yes', 'Yes', 'on', 'ON']) expect(parseField(enemy4, s), s).toEqual({ value: true });
    for (const s of ['0', 'false', 'No', ' off ']) expect(parseField(enemy4, s), s).toEqual({ value: false });
  });
  it('an empty value keeps the default and says so (not a silent "no")', () => {
    const p = q('enemy4=');
    expect(p.values.enemy4).toBe(true);
    expect(p.notes.enemy4).toMatch(/default \(yes\)/);
  });
  it('anything else is refused with a word', () => {
    expect(q('enemy4=maybe').errors.enemy4).toMatch(/not yes or no/);
  });
});

describe('lists, repeats and key case', () => {
  it('a list value with stray spaces or another case is the option it names', () => {
    expect(q('reading=%20highest-single%20').values.reading).toBe('highest-single');
    expect(q('reading=Highest-Single').values.reading).toBe('highest-single');
    expect(q('reading=nope').errors.reading).toMatch(/not one of/);
  });
  it('a key in the wrong case is the field it names', () => {
    expect(q('CR=0').values.cr).toBe(0);
    expect(q('Enemy4=no').values.enemy4).toBe(false);
    expect(q('cr=1&CR=5').values.cr).toBe(1); // the exact key wins
  });
  it('a repeated key uses the first value and says so', () => {
    const p = q('cr=1&cr=5');
    expect(p.values.cr).toBe(1);
    expect(p.notes.cr).toMatch(/2 times.*"1"/);
    expect(q('cr=1&cr=1').notes.cr).toBeUndefined();
  });
  it('notes do not block the result', () => {
    const r = run(def, new URLSearchParams('cr=1&cr=5&enemy4='));
    expect(r.result).toBeDefined();
    expect(Object.keys(r.notes).sort()).toEqual(['cr', 'enemy4']);
  });
});

describe('messages quote a bad value short', () => {
  const long = 'x'.repeat(10_000);
  it('every message of a 10,000-character value stays short', () => {
    for (const f of [cr, enemy4, reading]) {
      const e = parseField(f, long).error!;
      expect(e.length, f.key).toBeLessThan(80);
    }
    expect(parseField(cr, '9'.repeat(10_000)).error!.length).toBeLessThan(80);
    expect(q(`cr=1&cr=${long}`).notes.cr!.length).toBeLessThan(80);
  });
  it('quote keeps short values whole and cuts long ones', () => {
    expect(quote('abc')).toBe('"abc"');
    expect(quote('a'.repeat(30))).toBe(`"${'a'.repeat(24)}…"`);
  });
});
