/**
 * 1914 calculators through their URL (the entry the island and a shared link
 * use): the worked examples and hand-counted chances.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/lib/calculator.ts';
import { Fraction, frac } from '../../../src/lib/fraction.ts';
import ec from '../../../src/games/1914-offensive/calculators/effectiveness.ts';

const value = (r: ReturnType<typeof run>, label: string) => r.result!.summary!.find((s) => s.label === label)?.value as Fraction;
const table = (r: ReturnType<typeof run>, title: RegExp) => r.result!.tables.find((t) => title.test(t.title))!;
const cells = (r: ReturnType<typeof run>, title: RegExp) => table(r, title).rows.map((x) => x.cells.map(String));

describe('Effectiveness Check calculator', () => {
  it('10.2 example, Formation 2: Base 10 at −3 with CRT +2 passes on 5 or less; 9 to 11 fail by 4-6 into D1 with 2 hexes, 12 into D2 with 3', () => {
    const r = run(ec, { base: '10', status: '3', crt: '2' }, { charts: {} });
    expect(value(r, 'Passes').equals(frac(10, 36))).toBe(true);
    const rows = cells(r, /Formation after/);
    // roll − 5: passes on 2-5 (10/36); 6-8 fail by 1-3 (16/36, CI, 1 hex as read); 9-11 by 4-6 (9/36, D1, 2 hexes); 12 by 7 (D2, 1 + 2)
    expect(rows).toEqual([
      ['−3', '0', 'none', '5/18'],
      ['CI', '0', '1 hex', '4/9'],
      ['D1', '0', '2 hexes', '1/4'],
      ['D2', '0', '3 hexes', '1/36'],
    ]);
  });
  it('11.1.2: where a failed check can make a Formation retreat, the page says a Fortress flips once every Combat unit of its hex has retreated; never where no roll retreats', () => {
    const note = /every Combat unit there retreats after failed ECs, the Fortress flips/;
    expect(run(ec, { base: '10', status: '3', crt: '2' }, { charts: {} }).result!.notes!.join(' ')).toMatch(note);
    // CEL 12 with a −9 DRM: every roll passes, nothing retreats
    expect(run(ec, { base: '12', crt: '-9' }, { charts: {} }).result!.notes!.join(' ')).not.toMatch(note);
  });
  it('11.2 example: the German 11/6 (CEL 11) at CRT +3 and artillery +1 passes on 7 or less, 21/36', () => {
    const r = run(ec, { base: '11', crt: '3', art: '1' }, { charts: {} });
    expect(value(r, 'Passes').equals(frac(21, 36))).toBe(true);
    expect(r.result!.steps.find((s) => s.label === 'Net DRM')!.value).toBe('+4');
  });
  it('a flanked defender takes +1; a Fortress alone tests at CEL 11 and cannot be flanked', () => {
    expect(value(run(ec, { base: '9', flank: 'yes' }, { charts: {} }), 'Passes').equals(frac(26, 36))).toBe(true);
    const f = run(ec, { unit: 'fortress', crt: '2' }, { charts: {} });
    expect(value(f, 'Passes').equals(frac(30, 36))).toBe(true);
    expect(run(ec, { unit: 'fortress', flank: 'yes' }).errors.flank).toMatch(/cannot be flanked/);
  });
  it('7.4 Example 1: the repulsed Z at CEL 9 (+1) fails on 9 or more, 10/36, and loses one level', () => {
    const r = run(ec, { mode: 'repulse-target', base: '9' }, { charts: {} });
    expect(value(r, 'Fails').equals(frac(10, 36))).toBe(true);
    expect(cells(r, /Formation after/)).toEqual([
      ['full', '13/18'],
      ['−1', '5/18'],
    ].map(([s, p]) => [s!, `${p}`]));
  });
  it('7.2.3: 2 Forced March MPs at CEL 9; without the chart every failing margin says "read your card"; with it, the status', () => {
    const r = run(ec, { mode: 'forced-march', base: '9', fm: '2' }, { charts: {} });
    expect(value(r, 'Passes').equals(frac(21, 36))).toBe(true);
    const rows = cells(r, /Forced March Results/);
    expect(rows[0]![0]).toBe('Pass');
    expect(rows.slice(1).every((x) => x[2] === 'read your card')).toBe(true);
    const fm = { infantry: { '1': '1E', '2': '1E', '3': '1E', '4': '2E', '5': '2E S' } };
    const w = run(ec, { mode: 'forced-march', base: '9', fm: '2' }, { charts: { 'forced-march': fm } });
    expect(cells(w, /after the Forced March/)).toContainEqual(['−2, 1 SR', '1/36']);
  });
  it('a lone Asset at CE 8, already reduced: any failure eliminates it', () => {
    const r = run(ec, { unit: 'asset', ce: '8', side: 'reduced' }, { charts: {} });
    expect(value(r, 'Passes').add(value(r, 'Fails'))).toEqual(frac(1));
    expect(cells(r, /Asset after/)).toContainEqual(['Eliminated', 'none', '5/18']);
  });
});

import combat from '../../../src/games/1914-offensive/calculators/combat.ts';
import { handoffsOffered } from '../handoffs.ts';

describe('Combat calculator', () => {
  const ex112 = { as: '37', ds: '15', apr: '5', dpr: '5', uphill: '1', ai: '1', di: '1', aav: '12', dav: '14', ade: '12', dde: '4' };
  it('11.2: 37 : 15 is 2:1, elevation one left, resolved on 1:1 with no DRM; the artillery cells of the example are read', () => {
    const r = run(combat, ex112, { charts: {} });
    const step = (l: RegExp) => r.result!.steps.find((s) => l.test(s.label))!.value;
    expect(step(/^Initial odds/)).toBe('2:1');
    expect(step(/^Final odds/)).toBe('1:1');
    expect(step(/^PR DRM/)).toBe('0 on the white die');
    expect(step(/attacker's AV 12/)).toBe('+1 to the defender');
    expect(step(/defender's AV 14/)).toBe('+1 to the attacker');
    expect(r.result!.summary![2]!.value).toBe('read your card');
    expect(r.result!.notes!.join(' ')).toContain('white 2, black 3: +3/+3①');
  });
  it('11.2 with the result typed: +3/+3① in Intense combat: no retreat, an SR each, EC DRMs +4 (French) and +4 (German)', () => {
    const r = run(combat, { ...ex112, typed: '1', 'a-drm': '3', 'd-drm': '3', ret: 'w1', 'art-a': '1', 'art-d': '1' }, { charts: {} });
    const step = (l: RegExp) => r.result!.steps.find((s) => l.test(s.label))!.value;
    expect(step(/^Attacker's EC DRM/)).toBe('+4');
    expect(step(/^Defender's EC DRM/)).toBe('+4');
    expect(r.result!.summary![2]).toEqual({ label: 'Defender retreats', value: 'none' });
    expect(r.result!.actions![0]!.items[0]).toMatch(/^1 SR \(CRT 0, Intensity 1\)/);
    expect(r.result!.actions![1]!.items[1]).toMatch(/^1 SR \(CRT 0, Intensity 1\)/);
  });
  it('19.2, the 14/7: 12 : 3 with a PA is 6:1, DRM −2; a Fortress in the hex gives PR 5 and cancels a Prep shift', () => {
    const r = run(combat, { as: '12', ds: '3', apr: '5', dpr: '3', pa: '1' }, { charts: {} });
    expect(r.result!.summary![0]!.value).toBe('6:1');
    expect(r.result!.summary![1]!.value).toBe('-2');
    const f = run(combat, { as: '12', ds: '3', apr: '5', dpr: '3', fortress: '1', prep: '2' }, { charts: {} });
    expect(f.result!.summary![0]!.value).toBe('4:1');
    expect(f.result!.summary![1]!.value).toBe('0');
  });
  it('with a whole column entered, the exact distribution; the Allied re-roll weighs black 1 at 1/216', () => {
    const col: Record<string, string> = {};
    for (let w = -3; w <= 9; w++) for (let b = 1; b <= 6; b++) col[`white ${w < 0 ? `−${-w}` : w}, black ${b}`] = b === 1 ? '-/+1❶' : '+1/+1';
    const r = run(combat, { as: '9', ds: '3', gt: '2' }, { charts: { crt: { '3:1': col } } });
    const t = r.result!.tables[0]!;
    expect(t.rows.map((x) => [String(x.cells[0]), String(x.cells[4])])).toEqual([['-/+1❶', '1/36'], ['+1/+1', '35/36']]);
    expect(String(r.result!.summary![2]!.value)).toBe('1/36');
    const plain = run(combat, { as: '9', ds: '3', gt: '6' }, { charts: { crt: { '3:1': col } } });
    expect(String(plain.result!.summary![2]!.value)).toBe('1/6');
  });
  it('refuses an over-stacked defender and a flanked Fortress', () => {
    expect(run(combat, { dde: '9', steep: '1' }).errors.dde).toMatch(/1¼/);
    expect(run(combat, { fortress: '1', flank: '1' }).errors.flank).toMatch(/Fortress/);
  });
});

describe('Combat calculator: retreat penalties (11.1.3-11.1.5)', () => {
  it('a 2-hex retreat through one enemy ZOC and over a Grand River costs 2 CE levels and 1 SR; 1 hex not made costs 1 more of each', () => {
    const base = { as: '20', ds: '5', typed: '1', ret: 'b2', ezoc: '1', ridge: '1' };
    const items = (q: Record<string, string>) => run(combat, q, { charts: {} }).result!.actions![1]!.items[0]!;
    expect(items(base)).toMatch(/^Retreat 2 hexes: 2 CE levels lost on the way \(1 enemy ZOC, 1 ridge or Grand River, 0 hexes not made\) and 1 SR;/);
    expect(items({ ...base, short: '1' })).toMatch(/3 CE levels .* and 2 SRs/);
    expect(items({ ...base, ret: 'none' })).toBe('No CRT retreat.');
  });
});

describe('Combat calculator: who may combine (9.2.2)', () => {
  it('refuses three corps or two armies', () => {
    expect(run(combat, { corps: '3' }).errors.corps).toMatch(/two corps/);
    expect(run(combat, { armies: '1' }).errors.armies).toMatch(/armies/);
    expect(run(combat, { corps: '2' }).result).toBeDefined();
  });
});

describe('Combat calculator: audit findings', () => {
  const res = (q: Record<string, string>) => run(combat, q, { charts: {} }).result!;
  const step = (q: Record<string, string>, l: RegExp) => res(q).steps.find((s) => l.test(s.label))?.value;
  const defender = (q: Record<string, string>) => res(q).actions![1]!.items.join(' ');

  it('9.4: the strength and AV of units without Ammo are halved, shown as steps; the half point is kept by default', () => {
    const q = { as: '13', 'as-x': '1', ds: '25' };
    expect(step(q, /^Attack Strength 13, of which 1 without Ammo halved \(kept exact\)/)).toBe('12½');
    expect(step(q, /^Initial odds: 12½ : 25/)).toBe('1:2');
    expect(step({ ...q, ammo: 'down' }, /^Initial odds/)).toBe('1:3');
    expect(step({ ...q, ammo: 'up' }, /^Initial odds/)).toBe('1:2');
    expect(step({ as: '6', ds: '6', 'ds-x': '3', terrain: '2' }, /^Defence Strength 6, of which 3/)).toBe('4½');
    expect(step({ as: '6', ds: '6', 'ds-x': '3', terrain: '2' }, /^Defence Strength 4½ \+ terrain 2/)).toBe('6½');
    // the Artillery Table needs a whole AV: 12 with 3 halved is 10½, rounded up (10.1); down gives 10
    expect(step({ aav: '12', 'aav-x': '3', dde: '4' }, /^Attacker's AV 12, of which 3 without Ammo halved \(rounded up, as 10.1 does\)/)).toBe('11');
    expect(res({ aav: '12', 'aav-x': '3', dde: '4' }).steps.some((s) => s.label === "Artillery: attacker's AV 11 against 1 DE")).toBe(true);
    expect(step({ dav: '12', 'dav-x': '3', ammo: 'down' }, /^Defender's AV 12/)).toBe('10');
    expect(run(combat, { as: '5', 'as-x': '6' }).errors['as-x']).toMatch(/part of the total/);
    expect(run(combat, { as: '1', 'as-x': '1', ammo: 'down' }).errors['as-x']).toMatch(/no Attack Strength/);
    expect(run(combat, { as: '1', 'as-x': '1' }).result).toBeDefined();
  });
  it('11.1.6: an Isolated, Demoralized defender that cannot make its retreat, or must enter an enemy ZOC, surrenders', () => {
    const q = { as: '20', ds: '5', typed: '1', ret: 'b2', isodem: '1' };
    expect(defender(q)).not.toMatch(/Surrenders/);
    expect(defender({ ...q, short: '1' })).toMatch(/Surrenders: .*cannot make its whole retreat.*\(11\.1\.6\)/);
    expect(defender({ ...q, ezoc: '1' })).toMatch(/Surrenders: .*enemy ZOC/);
    expect(defender({ ...q, ezoc: '1', isodem: '0' })).not.toMatch(/Surrenders/);
    // a retreat cancelled by the Defender's Intensity is not made at all (9.8)
    expect(defender({ ...q, short: '1', di: '1' })).not.toMatch(/Surrenders/);
  });
  it('11.1.2: a CRT retreat flips a Fortress in the defending hex', () => {
    const q = { as: '20', ds: '5', typed: '1', ret: 'b1', fortress: '1' };
    expect(defender(q)).toMatch(/flips the Fortress unit to its back \(11\.1\.2\)/);
    expect(defender({ ...q, fortress: '0' })).not.toMatch(/Fortress/);
    expect(defender({ ...q, ret: 'none' })).not.toMatch(/flips/);
  });
  it('19.2: the 6:1 cell is read −1/+4❶ by default, +1/+4❶ under the other reading', () => {
    const q = { as: '12', ds: '3', apr: '5', dpr: '3', pa: '1' };
    expect(res(q).notes!.join(' ')).toContain('white 0, black 4: −1/+4❶');
    expect(res({ ...q, c61: '+1' }).notes!.join(' ')).toContain('white 0, black 4: +1/+4❶');
  });
  it("10.0: below 1:4 the link to the defender's Effectiveness Check is withheld; the attacker's stays", () => {
    expect(handoffsOffered(combat, { as: '1', ds: '6' })).toEqual([false, true]);
    expect(handoffsOffered(combat, { as: '1', ds: '4' })).toEqual([true, true]);
    // a shift that brings the odds back to 1:4 brings the link back
    expect(handoffsOffered(combat, { as: '1', ds: '5', pa: '1' })).toEqual([true, true]);
    expect(handoffsOffered(combat, { as: '2', 'as-x': '2', ds: '5' })).toEqual([false, true]);
  });
  it('13.3: a Prep Bombardment "s" is one more SR for the defender', () => {
    const q = { as: '20', ds: '5', typed: '1', 'd-s': '1', 'prep-s': '1' };
    expect(defender(q)).toContain('2 SRs (CRT 1, Intensity 0, Prep 1).');
    expect(defender({ ...q, 'd-s': '0' })).toContain('1 SR (CRT 0, Intensity 0, Prep 1).');
  });
  it('3.1.2: the largest attacking hex is held to 2¼ DE and two Assets, 1¼ DE into, out of or across Steep Mountain', () => {
    expect(run(combat, { ahde: '10' }).errors.ahde).toMatch(/2¼/);
    expect(run(combat, { ahde: '9', ahassets: '2' }).result).toBeDefined();
    expect(run(combat, { ahassets: '3' }).errors.ahde).toMatch(/two Asset/);
    expect(run(combat, { ahde: '6', asteep: '1' }).errors.ahde).toMatch(/1¼/);
    expect(run(combat, { ahde: '6', steep: '1', dde: '4' }).errors.ahde).toMatch(/1¼/);
  });
});

describe('Combat calculator: the artillery DRM of the EC (10.1) once the result is typed', () => {
  const ex112 = { as: '37', ds: '15', apr: '5', dpr: '5', uphill: '1', ai: '1', di: '1', aav: '12', dav: '14', ade: '12', dde: '4' };
  const typedRes = { ...ex112, typed: '1', 'a-drm': '3', 'd-drm': '3', ret: 'w1' };
  const step = (r: ReturnType<typeof run>, l: RegExp) => r.result!.steps.find((s) => l.test(s.label))!;
  it('11.2: the table cells our source gives (+1 each way) count without being typed again: EC DRMs +4 and +4, and they travel with the EC links', () => {
    const r = run(combat, typedRes, { charts: {} });
    expect(step(r, /^Attacker's EC DRM/).value).toBe('+4');
    expect(step(r, /^Attacker's EC DRM/).label).toBe("Attacker's EC DRM: CRT +3, artillery +1 (Artillery Table)");
    expect(step(r, /^Defender's EC DRM/).value).toBe('+4');
    expect(r.result!.carry).toEqual({ 'art-a': '1', 'art-d': '1' });
    expect(r.result!.assumptions).toEqual([]);
  });
  it('a typed artillery DRM that differs from the known cell is named and not used', () => {
    const r = run(combat, { ...typedRes, 'art-d': '3' }, { charts: {} });
    expect(step(r, /^Defender's EC DRM/).value).toBe('+4');
    expect(r.result!.notes!.join(' ')).toContain('You typed +3 for the artillery DRM to the defender; the Artillery Table gives +1, which is used (10.1).');
  });
  it("the player's own Artillery Table cell is used when our source lacks it", () => {
    // attacker's AV 5 against 1 DE: no cell in our source
    const q = { ...typedRes, aav: '5' };
    const without = run(combat, q, { charts: {} });
    expect(step(without, /^Defender's EC DRM/).value).toBe('+3');
    expect(step(without, /^Defender's EC DRM/).label).toMatch(/artillery 0 \(typed\)/);
    expect(without.result!.assumptions).toEqual([{ text: "no artillery DRM to the defender's EC (the Artillery Table cell is not known)", field: 'art-d' }]);
    const typedArt = run(combat, { ...q, 'art-d': '2' }, { charts: {} });
    expect(step(typedArt, /^Defender's EC DRM/).value).toBe('+5');
    expect(typedArt.result!.carry!['art-d']).toBe('2');
    const withCard = run(combat, q, { charts: { artillery: { '1': { '5': '+2' } } } });
    expect(step(withCard, /^Defender's EC DRM/).value).toBe('+5');
    expect(withCard.result!.carry!['art-d']).toBe('2');
    expect(withCard.result!.assumptions).toEqual([]);
  });
  it('the artillery DRM box of a side is asked for only while its Artillery Table cell is unknown', () => {
    const shown = (key: string, q: Record<string, string>, charts = {}) => {
      const f = combat.fields.find((x) => x.key === key)!;
      return f.when!(run(combat, q, { charts }).values, { charts });
    };
    expect(shown('art-d', ex112)).toBe(false); // the result is not typed yet
    expect(shown('art-d', typedRes)).toBe(false); // 12 AV against 1 DE: +1, given by our source
    expect(shown('art-a', typedRes)).toBe(false);
    const q = { ...typedRes, aav: '5' };
    expect(shown('art-d', q)).toBe(true); // 5 AV against 1 DE: not in our source
    expect(shown('art-a', q)).toBe(false);
    expect(shown('art-d', q, { artillery: { '1': { '5': '+2' } } })).toBe(false); // the player's card
    expect(shown('art-d', { ...typedRes, aav: '0' })).toBe(false); // no AV: no DRM
    expect(shown('art-d', { ...q, 'aav-x': '99' })).toBe(true); // a value refused elsewhere does not hide the box
  });
  it('no AV: no artillery DRM, said as such', () => {
    const r = run(combat, { ...typedRes, aav: '0' }, { charts: {} });
    expect(step(r, /^Defender's EC DRM/).label).toBe("Defender's EC DRM: CRT +3, artillery 0 (no AV)");
    expect(step(r, /^Defender's EC DRM/).value).toBe('+3');
  });
});
