// Does one hex block a supply path (9.4.3, 9.4.5, 9.6.2)? Each branch with the rule it follows.
import { describe, expect, it } from 'vitest';
import { hexBlocks, type HexAnswers } from '../../../../src/games/on-to-paris/supply/blocks.ts';

const open: HexAnswers = {
  enemyUnit: false, cannotEnter: false, enemyCityOrFort: false, cavalryZoi: false, cavalryCancelled: false, defender: false,
  entryHex: false, besideEntryInZoi: false, defenderCancels: false, railway: false, enemyFort: false, railBypass: false, friendlyRail: false,
};
const hex = (a: Partial<HexAnswers>) => hexBlocks({ ...open, ...a });
const lastRules = (r: ReturnType<typeof hexBlocks>) => r.steps.at(-1)!.rules;

describe('9.4.3 prohibitions', () => {
  it('a hex none of them touches is open', () => {
    const r = hex({});
    expect(r.blocks).toBe(false);
    expect(r.steps.at(-1)!.value).toBe('open');
  });
  it('a non-besieged enemy SP or Formation blocks', () => {
    expect(hex({ enemyUnit: true }).blocks).toBe(true);
    expect(lastRules(hex({ enemyUnit: true }))).toEqual(['9.4.3']);
  });
  it('a hex or hexside the tracing unit could not enter or cross blocks', () => expect(hex({ cannotEnter: true }).blocks).toBe(true));
  it('an enemy-controlled city or non-besieged enemy Fort(ress) blocks', () => {
    expect(hex({ enemyCityOrFort: true }).blocks).toBe(true);
    expect(lastRules(hex({ enemyCityOrFort: true }))).toContain('10.10');
  });
  it('an enemy Cavalry Division ZOI blocks unless something friendly in the hex (a city, an SP, a Formation, or a Fort(ress) not under siege) cancels it', () => {
    expect(hex({ cavalryZoi: true }).blocks).toBe(true);
    expect(hex({ cavalryZoi: true, cavalryCancelled: true }).blocks).toBe(false);
  });
  it('the defender rule is read only for a defender', () => {
    expect(hex({ entryHex: true, besideEntryInZoi: true }).blocks).toBe(false);
    expect(hex({ defender: true, entryHex: true }).blocks).toBe(true);
  });
  it('9.4.3 example: the French 2nd Corps attacked by the 1st Army and III Corps traces through 3118 or 3017, where the river kept the Army’s ZOI out', () => {
    expect(hex({ defender: true, besideEntryInZoi: false }).blocks).toBe(false);
  });
  it('9.4.3 example: 2918, beside the III Corps’ entry hex inside its ZOI, is blocked; a French SP there, or no III Corps in the attack, opens it', () => {
    expect(hex({ defender: true, besideEntryInZoi: true }).blocks).toBe(true);
    expect(hex({ defender: true, besideEntryInZoi: true, defenderCancels: true }).blocks).toBe(false);
    expect(hex({ defender: true, besideEntryInZoi: false }).blocks).toBe(false);
  });
});

describe('9.4.5 the Railway path', () => {
  it('runs only along friendly-controlled rail line hexes', () => {
    expect(hex({ railway: true, friendlyRail: false }).blocks).toBe(true);
    expect(hex({ railway: true, friendlyRail: true }).blocks).toBe(false);
    expect(lastRules(hex({ railway: true }))).toContain('9.4.5');
  });
  it('never through an enemy Fort(ress), even besieged', () => {
    expect(hex({ railway: true, enemyFort: true, friendlyRail: true }).blocks).toBe(true);
  });
  it('9.6.2: the Prussian Rail Bypass depot lets a Prussian Railway path through the besieged Fort(ress)', () => {
    const r = hex({ railway: true, enemyFort: true, railBypass: true });
    expect(r.blocks).toBe(false);
    expect(r.steps.at(-2)!.rules).toEqual(['9.6.2']);
  });
  it('a Unit path is not held to rail: a besieged enemy Fort(ress) off the Railway path does not block', () => {
    expect(hex({ railway: false, enemyFort: true }).blocks).toBe(false);
  });
});

it('refuses answers that are not yes or no', () => {
  expect(() => hex({ enemyUnit: 1 as never })).toThrow(/enemyUnit/);
  expect(() => hex({ railBypass: undefined as never })).toThrow(/railBypass/);
});
