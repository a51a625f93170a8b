import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, type CalculatorDef } from '../../../src/lib/calculator.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import reaction from '../../../src/games/nations-in-arms/calculators/reaction.ts';

const result = (def: CalculatorDef, q: Record<string, string>) => {
  const r = run(def, q);
  if (!r.result) throw new Error(JSON.stringify(r.errors ?? r.failure));
  return r.result;
};
const sum = (def: CalculatorDef, q: Record<string, string>) => Object.fromEntries(result(def, q).summary!.map((s) => [s.label, String(s.value)]));

describe('Nations in Arms reaction calculator', () => {
  it('5.2.7 example: Ferdinand (3) avoids Napoléon (5) in clear terrain: +1, 9+, 10/36 = 5/18', () => {
    expect(sum(reaction, { kind: 'avoid', own: '3', mover: '5' })).toEqual({ Succeeds: '5/18', 'Natural roll': '9+' });
    const steps = result(reaction, { kind: 'avoid', own: '3', mover: '5' }).steps;
    expect(steps.find((s) => s.label === 'Chance')!.value).toBe('10 of 36 (27.8%)');
  });
  it('avoidance clamp shown in the working: leader 5 + all three +1 = +8, held to +3: 7/12', () => {
    const r = result(reaction, { kind: 'avoid', own: '5', mover: '1', difficult: '1', light: '1', cavleader: '1' });
    expect(r.steps.some((s) => /held between -3 and \+3/.test(s.label))).toBe(true);
    expect(String(r.summary![0]!.value)).toBe('7/12');
  });
  it('automatic avoidance needs no roll', () => {
    expect(sum(reaction, { kind: 'avoid', auto: 'demoralized' })).toEqual({ Succeeds: 'without a roll' });
  });
  it('a demoralized force cannot intercept; MTSOG to an off-map box is not allowed', () => {
    expect(sum(reaction, { kind: 'intercept', 'demoralized-interceptor': '1' })).toEqual({ 'Not allowed': 'no roll' });
    expect(sum(reaction, { kind: 'march', offmap: '1' })).toEqual({ 'Not allowed': 'no roll' });
  });
  it('MTSOG: leader +2, army +1, out of supply -4: -1, 11+, 3/36', () => {
    expect(sum(reaction, { kind: 'march', bonus: '2', army: '1', oos: '1' })).toEqual({ Succeeds: '1/12', 'Natural roll': '11+' });
  });
  it('naval: maneuver +2 used 15/36; hidden 6/36; leaving a blockaded harbor is intercepted', () => {
    expect(sum(reaction, { kind: 'naval-intercept', maneuver: '2' })).toEqual({ Succeeds: '5/12', 'Natural roll': '8+' });
    expect(sum(reaction, { kind: 'naval-avoid', maneuver: '2', use: '0' })).toEqual({ Succeeds: '1/6', 'Natural roll': '10+' });
    expect(sum(reaction, { kind: 'naval-intercept', sea: 'blockade' })).toEqual({ Succeeds: 'without a roll' });
    expect(sum(reaction, { kind: 'naval-avoid', sea: 'harbor' })).toEqual({ 'Not allowed': 'no roll' });
  });
  it('property: a leader\'s avoidance chance never passes 21/36 nor a roll it cannot reach, whatever the inputs', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (own, mover, d, l, c, r) => {
      const q = { kind: 'avoid', own: String(own), mover: String(mover), difficult: d ? '1' : '0', light: l ? '1' : '0', cavleader: c ? '1' : '0', river: r ? '1' : '0' };
      const p = result(reaction, q).summary![0]!.value as Fraction;
      expect(p.toNumber()).toBeLessThanOrEqual(21 / 36);
      expect(p.toNumber()).toBeGreaterThanOrEqual(0);
    }), { numRuns: 60 });
  });
  it('property: the success and failure rows add up to 36 rolls and to certainty', () => {
    const kinds = ['intercept', 'avoid', 'march', 'naval-intercept', 'naval-avoid'];
    fc.assert(fc.property(fc.constantFrom(...kinds), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 5 }), (kind, m, b) => {
      const r = result(reaction, { kind, maneuver: String(m), bonus: String(b), own: String(b), interceptor: String(b) });
      const t = r.tables[0]!;
      expect(Number(t.rows[0]!.cells[2]) + Number(t.rows[1]!.cells[2])).toBe(36);
      expect((t.rows[0]!.cells[3] as Fraction).add(t.rows[1]!.cells[3] as Fraction).equals(new Fraction(1n))).toBe(true);
    }), { numRuns: 60 });
  });
});

import naval from '../../../src/games/nations-in-arms/calculators/naval.ts';

describe('Nations in Arms naval battle calculator', () => {
  it('10.1 example set-up: British +0, +1 against one French +0: British win 1 - 10/216 - their 10/216 retreats', () => {
    const s = sum(naval, { 'a-fleets': '2', a1: '0', a2: '1', 'b-fleets': '1', b1: '0' });
    expect(s.Tie).toBe(new Fraction(10, 216).toString());
    expect(s['Other side wins']).toBe(new Fraction(10, 216).toString());
    expect(s['Phasing side wins']).toBe(new Fraction(196, 216).toString());
  });
  it('10.4 example: a level 2 harbor with no fleet rolls 1D6 + 2', () => {
    const r = result(naval, { 'a-fleets': '1', where: 'harbor', 'b-fleets': '0', level: '2' });
    expect(r.steps.find((x) => /fortress rolls/.test(x.label))!.value).toBe('1D6+2');
  });
  it('10.4 example: one fleet in that harbor rolls 1D6 + 4', () => {
    const r = result(naval, { 'a-fleets': '1', where: 'harbor', 'b-fleets': '1', b1: '0', level: '2' });
    expect(r.steps.find((x) => /Coastal batteries/.test(x.label))!.value).toBe('+4');
  });
  it('no fleet at sea is refused; four fleets of a side are refused', () => {
    expect(run(naval, { 'b-fleets': '0' }).errors['b-fleets']).toMatch(/harbor/);
    expect(run(naval, { 'a-fleets': '3', 'a-decoys': '1' }).errors['a-decoys']).toMatch(/At most 3/);
  });
  it('the admiral table: one sunk 1/36', () => {
    const t = result(naval, {}).tables[1]!;
    expect(String(t.rows[0]!.cells[1])).toBe('1/36');
  });
});

import diplomacy from '../../../src/games/nations-in-arms/calculators/diplomacy.ts';
import morale from '../../../src/games/nations-in-arms/calculators/morale.ts';

describe('Nations in Arms diplomacy calculator', () => {
  it('minor with +2 bribes: 10+, 6/36', () => expect(sum(diplomacy, { kind: 'minor', bribes: '2' })).toEqual({ Succeeds: '1/6', 'Natural roll': '10+' }));
  it('Spain 1807 with nothing: 11+, 3/36; 1809 with 5 allied steps: 8 + 2 = natural 10', () => {
    expect(sum(diplomacy, { kind: 'spain', year: '1807' })).toEqual({ Succeeds: '1/12', 'Natural roll': '11+' });
    expect(sum(diplomacy, { kind: 'spain', year: '1809', steps: '5' })).toEqual({ Succeeds: '1/6', 'Natural roll': '10+' });
  });
  it('Spain 1808: the target is lost, the page gives each possible one and invents none', () => {
    const r = result(diplomacy, { kind: 'spain', year: '1808', steps: '5', subsidy: '2' });
    expect(String(r.summary![0]!.value)).toBe('read your rulebook');
    expect(r.tables[0]!.rows.map((x) => x.cells[0])).toEqual(['7 or more', '8 or more', '9 or more', '10 or more', '11 or more']);
    expect(String(r.tables[0]!.rows[4]!.cells[2])).toBe('1/12'); // 11 or more with net 0: 3/36
  });
  it('Spain: the +2 cap on subsidies is ours, inferred from 11.2.4, and the field and the working say so (14.4.1 shows only £8 for +2)', () => {
    const shown = diplomacy.fields.filter((f) => f.when?.({ kind: 'spain' }) ?? true);
    const subsidy = shown.find((f) => f.rules?.includes('14.4.1') && f.kind === 'int' && f.max === 2)!;
    expect(subsidy.label).toMatch(/at most \+2: inferred/);
    const r = result(diplomacy, { kind: 'spain', year: '1807', subsidy: '2' });
    expect(r.steps.find((st) => st.value === '+2')!.label).toMatch(/£8.*inferred/);
    expect(r.notes!.join(' ')).toMatch(/^Inferred, not stated in 14\.4\.1/);
    // the majors' money of 11.2.4 is the rulebook's own rate: no mark there
    const major = diplomacy.fields.filter((f) => f.when?.({ kind: 'major' }) ?? true).find((f) => f.key === 'money')!;
    expect(major.label).not.toMatch(/inferred/);
  });
  it('Spain before 1805: no check', () => expect(sum(diplomacy, { kind: 'spain', year: '1804' })).toEqual({ Succeeds: 'no check allowed' }));
  it('Turkey: 1/2', () => expect(sum(diplomacy, { kind: 'turkey' })).toEqual({ 'Turkey leaves its war': '1/2' }));
});

describe('Nations in Arms rally and demoralization calculator', () => {
  it('8.3.5 example: Charles (2), morale 3: 2/3 per attempt; 6 MP, two attempts 8/9', () => {
    expect(sum(morale, { kind: 'rally', morale: '3', combat: '2', mp: '6' })).toEqual({ 'One attempt rallies': '2/3', 'With 2 attempts': '8/9' });
  });
  it('8.3.3 example (reconstructed): morale 3, Blücher +1, 2 more lost: demoralized 2/3', () => {
    expect(sum(morale, { kind: 'demoralization', morale: '3', combat: '1', losses: '2' })).toEqual({ Demoralized: '2/3' });
  });
  it('8.3.3 reading: a loser who lost 2 less, morale 3 + 1: no modifier by default (above 4, 1/3); +2 on the signed reading (above 6, never)', () => {
    expect(sum(morale, { kind: 'demoralization', morale: '3', combat: '1', losses: '-2' })).toEqual({ Demoralized: '1/3' });
    expect(sum(morale, { kind: 'demoralization', morale: '3', combat: '1', losses: '-2', ldiff: 'signed' })).toEqual({ Demoralized: '0' });
    expect(sum(morale, { kind: 'demoralization', morale: '3', combat: '1', losses: '2', ldiff: 'signed' })).toEqual({ Demoralized: '2/3' });
  });
});
