// The combat calculator's leader status lines after the CRT (13.17): 5.6 and 5.5.1 from the SPs entered, counted by hand.
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/lib/calculator.ts';
import combat from '../../../src/games/on-to-paris/calculators/combat.ts';

const calc = (q: Record<string, string>) => {
  const r = run(combat, q, { charts: {} });
  if (!r.result) throw new Error(JSON.stringify(r.errors ?? r.failure));
  return r.result;
};
const step = (q: Record<string, string>, label: RegExp) => calc(q).steps.find((s) => label.test(s.label));

describe('leader status after the CRT (13.17)', () => {
  it('Prussians attack, French (Defender) lose 3 SPs to 2: the Imperial Command roll is owed, no Recall', () => {
    const q = { rolled: '1', 'a-closs': '2', 'd-closs': '3' };
    const ic = step(q, /^Imperial Command roll/)!;
    expect(ic.label).toMatch(/French 3 > Prussian 2 SPs/);
    expect(ic.value).toMatch(/^owed/);
    expect(ic.rules).toContain('5.6');
    expect(step(q, /Subject to Recall/)!.value).toBe('no');
  });
  it('equal losses 2 and 2: no Imperial Command roll, but the Prussian leader is Subject to Recall', () => {
    const q = { rolled: '1', 'a-closs': '2', 'd-closs': '2' };
    expect(step(q, /^Imperial Command roll/)!.value).toBe('not owed');
    expect(step(q, /Subject to Recall/)!.value).toBe('yes');
  });
  it('the French attack and get a D on the CRT with fewer losses: the roll is owed for the Demoralization', () => {
    const q = { att: 'french', rolled: '1', 'a-closs': '1', 'a-cD': '1', 'd-closs': '3' };
    expect(step(q, /^Imperial Command roll/)!.value).toMatch(/^owed/);
    expect(step(q, /Subject to Recall/)!.value).toBe('yes');
  });
  it('a French side already Demoralized that gains no level is not a new Demoralization', () => {
    const q = { rolled: '1', 'd-dem': '1', 'a-closs': '2', 'd-closs': '1' };
    expect(step(q, /^Imperial Command roll/)!.value).toBe('not owed');
  });
  it('before the CRT is entered, the leader checks are named with both rules', () => {
    const after = calc({}).actions!.find((a) => a.title === 'After the CRT')!.items.join(' ');
    expect(after).toContain('leader checks (5.6, 5.5.1)');
  });
});
