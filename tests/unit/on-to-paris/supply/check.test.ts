// The supply check of 9 walked branch by branch; each test names the rule it follows.
import { describe, expect, it } from 'vitest';
import { checkSupply, type SupplyAnswers } from '../../../../src/games/on-to-paris/supply/check.ts';

const base: SupplyAnswers = {
  check: 'movement', side: 'prussian', who: 'unit', role: 'active', outAtActivation: false, unitPath: { hexes: null, from: 'unknown' },
  toSource: false, toRail: false, railEnd: 'none', toDepot: false, depotPath: 'none', depotRailEnd: 'none', spendDepot: false, railDepot: 'kept',
  gunOnRail: false, gunRailToSource: false, gunOwnPath: false,
};
const check = (a: Partial<SupplyAnswers>) => checkSupply({ ...base, ...a });
const combat = (a: Partial<SupplyAnswers>) => check({ check: 'combat', role: 'attacker', ...a });
const rulesOf = (r: ReturnType<typeof checkSupply>) => r.steps.flatMap((s) => s.rules);
const effects = (r: ReturnType<typeof checkSupply>) => r.effects.map((e) => e.text).join(' | ');
const U = 'Unit Supply Path';
const D = 'Supply Depot Path';
const R = 'Railway Supply Path';

describe('who is checked, and which check', () => {
  it('9.1: a Franc-Tireur SP is in supply without tracing anything, for either check', () => {
    for (const c of ['movement', 'combat'] as const) {
      const r = check({ check: c, who: 'franc-tireur', role: c === 'combat' ? 'defender' : 'active' });
      expect(r).toMatchObject({ verdict: 'in', depot: 'none', route: [] });
      expect(rulesOf(r)).toEqual(['9.1']);
    }
  });
  it('9.2.2: the non-moving player never checks Movement Supply, even to react; it checks Combat Supply later', () => {
    const r = check({ role: 'non-active', toSource: true });
    expect(r.verdict).toBe('not-checked');
    expect(rulesOf(r)).toEqual(['9.2.2']);
    expect(r.effects[0]!.rules).toContain('9.3');
  });
  it('9.2.1: an attacker out of Movement Supply at its activation has no Combat Supply, whatever the map', () => {
    const r = combat({ outAtActivation: true, toSource: true });
    expect(r.verdict).toBe('out');
    expect(rulesOf(r)).toContain('9.2.1');
  });
  it('9.2.1 concerns attackers: a defender never traced Movement Supply, so the answer is not read', () => {
    expect(combat({ role: 'defender', outAtActivation: true, toSource: true }).verdict).toBe('in');
  });
  it('9.2: a hex traces as if a unit stood there; who is asked about does not matter', () => {
    const r = check({ check: 'hex', who: 'franc-tireur', toDepot: true });
    expect(r).toMatchObject({ verdict: 'in', depot: 'kept' });
    expect(rulesOf(r)[0]).toBe('9.2');
  });
});

describe('the path parts in their order (9.4.2, 9.7)', () => {
  it('9.4.1: a Unit Supply Path straight to a source that is not a depot', () => {
    for (const c of ['movement', 'combat', 'hex'] as const) {
      const r = check({ check: c, role: c === 'combat' ? 'defender' : 'active', toSource: true });
      expect(r).toMatchObject({ verdict: 'in', depot: 'none', route: [U, 'Supply Source'] });
      expect(rulesOf(r)).toContain('9.4.1');
    }
  });
  it('9.4.5: Unit path to a friendly rail hex, then a Railway path to a source', () => {
    const r = combat({ toRail: true, railEnd: 'source' });
    expect(r).toMatchObject({ verdict: 'in', depot: 'none', route: [U, R, 'Supply Source'] });
    expect(rulesOf(r)).toContain('9.4.5');
  });
  it('9.4.5 / 9.5.1: a Railway path ending at a depot supplies movement and the depot stays', () => {
    expect(check({ toRail: true, railEnd: 'depot' })).toMatchObject({ verdict: 'in', depot: 'kept', route: [U, R, 'Supply Depot'] });
  });
  it('9.4.5 as written (the default reading): for Combat Supply that depot is not spent', () => {
    expect(combat({ toRail: true, railEnd: 'depot' })).toMatchObject({ verdict: 'in', depot: 'kept' });
  });
  it('9.5.1 (the other reading): that depot gives the Combat Supply and is eliminated after the combat', () => {
    const r = combat({ toRail: true, railEnd: 'depot', railDepot: 'spent' });
    expect(r).toMatchObject({ verdict: 'in', depot: 'spent' });
    expect(effects(r)).toMatch(/eliminated when this combat is over/);
  });
  it('9.4.5: a Railway path that reaches nothing sends the trace on to the depot question', () => {
    expect(check({ toRail: true, railEnd: 'none' }).verdict).toBe('out');
    expect(check({ toRail: true, railEnd: 'none', toDepot: true }).verdict).toBe('in');
  });
  it('9.4.2 / 9.7: nothing reached at all is out of supply', () => {
    for (const c of ['movement', 'combat', 'hex'] as const) {
      const r = check({ check: c, role: c === 'combat' ? 'attacker' : 'active' });
      expect(r.verdict).toBe('out');
      expect(rulesOf(r)).toContain('9.7');
    }
  });
  it('9.5.1: a depot is a source for Movement Supply and is never used up by it', () => {
    const r = check({ toDepot: true, spendDepot: false, depotPath: 'none' });
    expect(r).toMatchObject({ verdict: 'in', depot: 'kept', route: [U, 'Supply Depot'] });
    expect(rulesOf(r)).toContain('9.5.1');
  });
});

describe('Combat Supply through a depot (9.4.6, 9.5.1)', () => {
  it('9.4.6: a Depot path to a source keeps the depot', () => {
    expect(combat({ toDepot: true, depotPath: 'source' })).toMatchObject({ verdict: 'in', depot: 'kept', route: [U, D, 'Supply Source'] });
  });
  it('9.4.6 example: the Prussian 3rd Army, more than four hexes from rail 2630, goes Unit path to depot 2635, Depot path via depot 2538 to rail 2630, Railway path to a source', () => {
    const r = combat({ unitPath: { hexes: 4, from: 'your chart' }, toRail: false, toDepot: true, depotPath: 'rail', depotRailEnd: 'source' });
    expect(r).toMatchObject({ verdict: 'in', depot: 'kept', route: [U, D, R, 'Supply Source'] });
    expect(r.steps[1]!.value).toBe('4 hexes or fewer');
    // for Movement Supply the depot in 2635 is itself the source
    expect(check({ toDepot: true, depotPath: 'rail', depotRailEnd: 'source' })).toMatchObject({ verdict: 'in', route: [U, 'Supply Depot'] });
  });
  it('9.4.5 readings apply after a Depot path as well', () => {
    expect(combat({ toDepot: true, depotPath: 'rail', depotRailEnd: 'depot' }).depot).toBe('kept');
    expect(combat({ toDepot: true, depotPath: 'rail', depotRailEnd: 'depot', railDepot: 'spent' }).depot).toBe('spent');
  });
  it('9.5.1: with no onward path, the depot may be spent as the source; kept, the unit is out of supply', () => {
    for (const more of [{ depotPath: 'none' as const }, { depotPath: 'rail' as const, depotRailEnd: 'none' as const }]) {
      expect(combat({ toDepot: true, ...more, spendDepot: true })).toMatchObject({ verdict: 'in', depot: 'spent', route: [U, 'Supply Depot (used up)'] });
      expect(combat({ toDepot: true, ...more, spendDepot: false })).toMatchObject({ verdict: 'out', depot: 'none' });
    }
  });
});

describe('Siege Guns (9.8)', () => {
  it('off a rail line hex, or with no Railway path to a source: out of supply', () => {
    expect(check({ who: 'siege-gun', gunOnRail: false, gunRailToSource: true }).verdict).toBe('out');
    expect(check({ who: 'siege-gun', gunOnRail: true, gunRailToSource: false }).verdict).toBe('out');
  });
  it('9.8 example: two guns besieging Paris each need a rail path of their own to add the modifier; one sharing rail hexes is in supply without it', () => {
    const own = check({ who: 'siege-gun', gunOnRail: true, gunRailToSource: true, gunOwnPath: true });
    const shared = check({ who: 'siege-gun', gunOnRail: true, gunRailToSource: true, gunOwnPath: false });
    expect(own).toMatchObject({ verdict: 'in', route: [R, 'Supply Source'] });
    expect(shared.verdict).toBe('in');
    expect(effects(own)).toMatch(/may add its modifier/);
    expect(effects(shared)).toMatch(/may not add its modifier/);
  });
});

describe('effects of the verdict', () => {
  it('9.2.3 / 10.2.5: out of Movement Supply costs 1 MP, Combat Supply, recovery and building', () => {
    const r = check({});
    expect(effects(r)).toMatch(/One MP fewer/);
    expect(effects(r)).toMatch(/Pontoon Bridge/);
    expect(r.effects.flatMap((e) => e.rules)).toEqual(expect.arrayContaining(['10.2.5', '9.2.3', '13.14.5', '11.3.1', '16.1.1']));
  });
  it('9.3.1: out of Combat Supply is a Demoralization at the end of the combat and nothing else', () => {
    const r = combat({});
    expect(effects(r)).toMatch(/Demoralized at the end of the combat/);
    expect(effects(r)).toMatch(/No other effect/);
    expect(effects(r)).not.toMatch(/MP/);
  });
  it('9.2.3: a hex out of Movement Supply takes no new Army, Corps, depot or reinforcements', () => {
    expect(effects(check({ check: 'hex' }))).toMatch(/Nothing that needs a hex in Movement Supply/);
    expect(effects(check({ check: 'hex', toSource: true }))).toMatch(/may take a new Army or Corps/);
  });
  it('the unknown Unit Supply Path length is said to be on the player aid card', () => {
    expect(check({}).steps.find((s) => s.text.startsWith('Unit Supply Path'))!.value).toMatch(/player aid card/);
  });
});

describe('input checks', () => {
  it('refuses values outside their lists, a role the check does not have, and a bad length', () => {
    expect(() => check({ check: 'siege' as never })).toThrow(RangeError);
    expect(() => check({ role: 'attacker' })).toThrow(/role/);
    expect(() => combat({ role: 'active' })).toThrow(/role/);
    expect(() => check({ toSource: 'yes' as never })).toThrow(/toSource/);
    expect(() => check({ unitPath: { hexes: Number.NaN, from: 'your chart' } })).toThrow(/length/);
    expect(() => check({ unitPath: { hexes: -1, from: 'your chart' } })).toThrow(/length/);
  });
});
