import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, type CalcResult } from '../../../src/lib/calculator.ts';
import supply from '../../../src/games/nations-in-arms/calculators/supply.ts';
import { checkSupply, type SupplyAnswers } from '../../../src/games/nations-in-arms/supply/check.ts';
import { hexBlocks, type HexAnswers } from '../../../src/games/nations-in-arms/supply/blocks.ts';

const base: SupplyAnswers = {
  force: 'land', nation: 'major', shelter: 'no', level: 2, steps: 3, source: 'capital', seaOpen: true, blockaded: false,
  links: 'direct', hops: true, clear: true, mp: 'full',
};
const check = (a: Partial<SupplyAnswers>) => checkSupply({ ...base, ...a });
const result = (q: Record<string, string>): CalcResult => {
  const r = run(supply, q);
  if (!r.result) throw new Error(JSON.stringify(r.errors ?? r.failure));
  return r.result;
};
const summary = (q: Record<string, string>) => Object.fromEntries(result(q).summary!.map((s) => [s.label, String(s.value)]));

describe('Nations in Arms supply check (6.0-6.2)', () => {
  it('6.2 example: Munich is not a source for its French ally, Milan is', () => {
    const munich = check({ source: 'minor-capital-open' });
    expect(munich.verdict).toBe('out');
    expect(munich.steps.at(-1)!.value).toMatch(/not a source/);
    expect(check({ source: 'minor-capital-fort' }).verdict).toBe('in');
  });
  it('6.2 example: Venice, once Italian, is a source for Italian units (a national fortress) and only a link for the French', () => {
    expect(check({ nation: 'minor', source: 'national-fortress' }).verdict).toBe('in');
    // for the French the line runs on through Venice as a link to Milan
    expect(check({ nation: 'major', source: 'minor-capital-fort', links: 'valid' }).verdict).toBe('in');
  });
  it('6.2.1 example: Prussian corps in a Russian army trace the army marker’s line', () => {
    const r = check({ nation: 'in-army' });
    expect(r.steps.find((s) => s.text === 'Whose supply line')!.value).toMatch(/army marker's nation/);
    expect(r.verdict).toBe('in');
  });
  it('6.2.2 example: British at Boulogne with a depot at Dover (3 MP) are in supply; blockaded, they are not', () => {
    expect(check({ source: 'harbor-depot', hops: true }).verdict).toBe('in');
    const b = check({ source: 'harbor-depot', blockaded: true });
    expect(b.verdict).toBe('out');
    expect(b.steps.at(-1)!.rules).toEqual(['5.3.2']);
    expect(check({ source: 'harbor-depot', seaOpen: false }).verdict).toBe('out');
  });
  it('the capital of the allied major is a source for the minor’s units only', () => {
    expect(check({ nation: 'minor', source: 'major-capital' }).verdict).toBe('in');
    expect(check({ nation: 'major', source: 'major-capital' }).verdict).toBe('out');
  });
  it('a besieged fortress is never a source; a train or another major’s depot breaks the line; a hop over 4 MP or a blocked hex leaves it out', () => {
    expect(check({ source: 'besieged-fortress' }).verdict).toBe('out');
    expect(check({ links: 'bad' }).verdict).toBe('out');
    const far = check({ hops: false });
    expect(far.verdict).toBe('out');
    expect(far.decidedBy).toMatch(/4 MP or less/);
    expect(check({ clear: false }).decidedBy).toMatch(/blocks supply/);
  });
  it('fortress cap: 5 steps besieged in a level-2 fortress: 2 supplied, 3 not', () => {
    const r = check({ shelter: 'besieged', level: 2, steps: 5 });
    expect([r.verdict, r.supplied, r.unsupplied]).toEqual(['part', 2, 3]);
    expect(check({ shelter: 'sheltered', level: 3, steps: 3 }).verdict).toBe('in');
  });
  it('fleets and national insurgents are always in supply', () => {
    expect(check({ force: 'fleet', source: 'none' }).verdict).toBe('in');
    expect(check({ force: 'insurgent', source: 'none' }).steps.at(-1)!.rules).toEqual(['14.3']);
  });
  it('guards: an answer outside its list or a fortress value of 4 is refused', () => {
    expect(() => check({ source: 'paris' as never })).toThrow(RangeError);
    expect(() => check({ level: 4 })).toThrow(RangeError);
    expect(() => check({ hops: 'yes' as never })).toThrow(RangeError);
  });
});

const noHex: HexAnswers = { zoi: false, zoiDemoralized: false, zoiBattle: false, contact: false, leaderContact: false, enemyUnits: false, enemyFortress: false, forbidden: false };
describe('one hex of a supply line (6.2.1)', () => {
  it('an enemy army’s influence blocks, unless it is demoralized or in a battle hex', () => {
    expect(hexBlocks({ ...noHex, zoi: true }).blocks).toBe(true);
    expect(hexBlocks({ ...noHex, zoi: true, zoiBattle: true }).blocks).toBe(false);
    expect(hexBlocks({ ...noHex, zoi: true, zoiDemoralized: true }).blocks).toBe(false);
  });
  it('a demoralized army has no area of influence: cited to Demoralization Effects (8.3.4, seed 60), not the check (8.3.3)', () => {
    expect(hexBlocks({ ...noHex, zoi: true, zoiDemoralized: true }).steps[0]!.rules).toEqual(['8.3.4']);
    expect(supply.fields.find((f) => f.key === 'b-demo')!.rules).toEqual(['8.3.4']);
  });
  it('each listed blocker blocks; nothing listed leaves the hex open', () => {
    for (const k of ['contact', 'leaderContact', 'enemyUnits', 'enemyFortress', 'forbidden'] as const) expect(hexBlocks({ ...noHex, [k]: true }).blocks).toBe(true);
    expect(hexBlocks(noHex).blocks).toBe(false);
  });
});

describe('supply calculator', () => {
  it('Munich: the verdict, its reason and the out-of-supply effects', () => {
    const r = result({ source: 'minor-capital-open' });
    expect(summary({ source: 'minor-capital-open' }).Verdict).toBe('Out of supply');
    expect(r.steps.map((s) => s.value)).toContain('not a source (only an allied capital with an active fortress is)');
    const effects = r.actions![0]!.items.join(' ');
    expect(effects).toMatch(/−4 DRM in combat/);
    expect(effects).toMatch(/cannot rally/);
  });
  it('a besieged stack: steps supplied shown and effects for the rest', () => {
    const s = summary({ shelter: 'besieged', level: '1', steps: '4' });
    expect(s.Verdict).toBe('Partly in supply');
    expect(s['Steps supplied']).toBe('1 of 4');
    expect(result({ shelter: 'besieged', level: '1', steps: '4' }).actions![0]!.title).toBe('Effects on the 3 unsupplied steps');
  });
  it('one hex mode', () => {
    expect(summary({ check: 'hex', 'b-zoi': '1' }).Verdict).toBe('Blocks the line');
    expect(summary({ check: 'hex', 'b-zoi': '1', 'b-battle': '1' }).Verdict).toBe('Does not block');
  });
  it('property: any answers give a verdict, never NaN or undefined', () => {
    const keys = supply.fields;
    fc.assert(
      fc.property(fc.array(fc.nat(20), { minLength: keys.length, maxLength: keys.length }), (picks) => {
        const q: Record<string, string> = {};
        keys.forEach((f, i) => {
          const n = picks[i]!;
          q[f.key] = f.kind === 'bool' ? (n % 2 ? '1' : '0') : f.kind === 'int' ? String(f.min + (n % (f.max - f.min + 1))) : f.options[n % f.options.length]!;
        });
        const r = result(q);
        expect(['In supply', 'Out of supply', 'Partly in supply', 'Blocks the line', 'Does not block']).toContain(String(r.summary![0]!.value));
        expect(JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(/NaN|undefined|Infinity/);
      }),
      { numRuns: 150 },
    );
  });
  it('bad input in a link is refused, not computed', () => {
    expect(run(supply, { level: '7', shelter: 'besieged' }).errors.level).toMatch(/out of range/);
  });
});

describe('supply calculator: which test decided, in the summary', () => {
  it('names the test and its rule', () => {
    expect(summary({ source: 'minor-capital-open' })['Decided by']).toBe('not a source (6.2)');
    expect(summary({ source: 'harbor-depot', blockaded: '1' })['Decided by']).toBe('a blockade (5.3.2)');
    expect(summary({ hops: '0' })['Decided by']).toBe('a hop over 4 MP (6.2.1)');
    expect(summary({})['Decided by']).toBe('a clear line (6.2.1)');
  });
});

describe('supply calculator: a sheltered stack over the cap', () => {
  it('says what the rulebook leaves open about the excess steps', () => {
    expect(result({ shelter: 'sheltered', level: '1', steps: '3' }).notes![0]).toMatch(/does not say/);
    expect(result({ shelter: 'besieged', level: '1', steps: '3' }).notes).toBeUndefined();
  });
});

describe('supply in a mandatory peace (13.3)', () => {
  it('the defeated country’s fortress is no source for the victor', () => {
    const r = check({ source: 'defeated-fortress' });
    expect([r.verdict, r.reason]).toEqual(['out', 'not a source']);
    expect(r.steps.at(-1)!.rules).toEqual(['13.3']);
  });
});
