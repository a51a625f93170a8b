import { describe, expect, it } from 'vitest';
import { ACTIONS, price, removeDemoralizationPrice } from '../../../../src/games/on-to-paris/command/costs.ts';
import { addCps, affordable, emptyWallet, minimumActivityPenalty, pay } from '../../../../src/games/on-to-paris/command/wallet.ts';

describe('8.9.1 Action Cost Table: the rulebook examples', () => {
  it('3 SPs without a leader: 2 CP, 2 IP', () => expect(price({ nationality: 'Prussian', action: 'sps', count: 3 })).toMatchObject({ cp: 2, ip: 2 }));
  it('8.10: a French Army (1/2) + a second Army (3/3) + 2 Corps (2/6) + a Cavalry Division (1/3) + a Division Leader with SPs (1/1): 8 CP, 15 IP', () => {
    const p = price({
      nationality: 'French', action: 'army', count: 1,
      combined: [{ id: 'add-army', count: 1 }, { id: 'add-corps-army', count: 2 }, { id: 'add-cavalry-army', count: 1 }, { id: 'add-division-leader', count: 1 }],
    });
    expect([p.cp, p.ip]).toEqual([8, 15]);
  });
  it('8.9.1: removing Demoralization from 2 unattached Prussian Corps and a Cavalry Division in one hex: 3 CP, 1 IP', () => {
    const act = price({ nationality: 'Prussian', action: 'corps', count: 2, combined: [{ id: 'add-cavalry-corps', count: 1 }] });
    expect(removeDemoralizationPrice(act)).toMatchObject({ cp: 3, ip: 1 });
  });
  it('8.9: Prussian 2nd Army with attachments (2 CP, 2 IP) + combined 1st Army (+2, +2) with one out-of-zone penalty: 5 CP', () => {
    const p = price({ nationality: 'Prussian', action: 'army-attached', count: 1, combined: [{ id: 'add-army', count: 1 }], outOfZone: 1 });
    expect([p.cp, p.ip]).toEqual([5, 4]);
  });
  it('8.3.2: the Cavalry Division added outside the Command Zone pays 1 CP more; none when Discretionary CPs pay (outOfZone 0)', () => {
    const base = { nationality: 'Prussian' as const, action: 'army-attached', count: 1, combined: [{ id: 'add-cavalry-army', count: 1 }] };
    expect(price({ ...base, outOfZone: 1 }).cp - price(base).cp).toBe(1);
  });
  it('French and Prussian costs differ where the table says so', () => {
    expect(price({ nationality: 'French', action: 'army-attached', count: 1 }).cp).toBe(3);
    expect(price({ nationality: 'Prussian', action: 'army-attached', count: 1 }).cp).toBe(2);
  });
  it('errata H4: with optional Command Interference an Army carrying Napoleon III costs +1 IP, +2 when its commander also has "*"', () => {
    const base = { nationality: 'French' as const, action: 'army', count: 1 };
    expect(price({ ...base, sovereignArmies: 1 }).ip - price(base).ip).toBe(1);
    expect(price({ ...base, sovereignArmies: 1, starLeaders: 1 }).ip - price(base).ip).toBe(2);
  });
  it('besieged: +1 CP +1 IP and no Combined Activation', () => {
    expect(price({ nationality: 'French', action: 'corps', count: 1, besieged: true })).toMatchObject({ cp: 2, ip: 2 });
    expect(() => price({ nationality: 'French', action: 'corps', count: 1, besieged: true, combined: [{ id: 'add-corps-corps', count: 1 }] })).toThrow(/besieged/);
  });
  it('refuses combinations 8.10 does not allow, and counts that are not whole', () => {
    expect(() => price({ nationality: 'French', action: 'leaders', count: 1, combined: [{ id: 'add-army', count: 1 }] })).toThrow(RangeError);
    expect(() => price({ nationality: 'French', action: 'sps', count: 0 })).toThrow(/count/);
    expect(() => price({ nationality: 'French', action: 'sps', count: Number.NaN })).toThrow(/count/);
  });
  it('leader removals carry their VP', () => expect(price({ nationality: 'Prussian', action: 'army-leader-out', count: 1 })).toMatchObject({ cp: 4, ip: 2, vp: 5 }));
  it('the table has every row once', () => expect(new Set(ACTIONS.map((a) => a.id)).size).toBe(ACTIONS.length));
});

describe('the wallet', () => {
  it('8.9 example: Tertiary 5 and Primary 1; 2 CP from Tertiary, then 1 from Primary and 2 from Tertiary: Tertiary 1, Primary 0', () => {
    let w = { cp: { primary: 1, secondary: 0, tertiary: 5, discretionary: 0 }, ip: 9 };
    const r1 = pay(w, { cp: 2, ip: 2, vp: 0, lines: [] }, { tertiary: 2 });
    expect(r1.ok).toBe(true);
    w = (r1 as { wallet: typeof w }).wallet;
    const r2 = pay(w, { cp: 3, ip: 2, vp: 0, lines: [] }, { primary: 1, tertiary: 2 });
    expect(r2.ok && r2.wallet.cp).toMatchObject({ primary: 0, tertiary: 1 });
  });
  it('refuses what cannot be paid, saying why', () => {
    const w = { cp: { primary: 1, secondary: 0, tertiary: 0, discretionary: 0 }, ip: 1 };
    expect(pay(w, { cp: 2, ip: 1, vp: 0, lines: [] }, { primary: 2 })).toMatchObject({ ok: false, reason: 'Primary has 1 CP, not 2.' });
    expect(pay(w, { cp: 1, ip: 2, vp: 0, lines: [] }, { primary: 1 })).toMatchObject({ ok: false });
    expect(affordable(w, { cp: 2, ip: 1, vp: 0, lines: [] })).toBe(false);
  });
  it('8.2: at most 20 CPs a tracker, the rest is lost', () => {
    const { wallet, lost } = addCps({ ...emptyWallet(), cp: { primary: 18, secondary: 0, tertiary: 0, discretionary: 19 } }, { primary: 5, discretionary: 3 });
    expect([wallet.cp.primary, wallet.cp.discretionary, lost]).toEqual([20, 20, 5]);
  });
  it('8.5.4 minimum activity', () => {
    const w = { ...emptyWallet(), cp: { primary: 2, secondary: 0, tertiary: 0, discretionary: 0 } };
    expect(minimumActivityPenalty(true, false, false, w)).toBe('cp');
    expect(minimumActivityPenalty(true, false, false, emptyWallet())).toBe('sp');
    expect(minimumActivityPenalty(true, true, false, w)).toBe('none');
  });
});
