/**
 * On To Paris! the command wallet inside the turn checklist: the price of the
 * action being built (8.9-8.10, command/costs.ts) and whether a given RL
 * marker, topped up from the Discretionary CPs (8.4), can pay it now.
 */
import { action, COMBINES_WITH, price, removeDemoralizationPrice, type Names, type Price } from '../command/costs.ts';
import { TRACKERS, trackerName, type Tracker } from '../command/wallet.ts';
import { acting, type OtpContext, type Pending } from './context.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

const cps = (n: number) => `${n} CP${n === 1 ? '' : 's'}`;

export const newPending = (id: string, n: number): Pending => ({
  action: id,
  n: action(id).per === 'action' ? 1 : n,
  combined: {},
  outOfZone: 0,
  lone: 0,
  star: 0,
  sovereign: 0,
  besieged: false,
  rally: false,
});

/** The price of the pending action when `payer` pays it: Discretionary CPs carry no Command Zone penalty (8.4). */
export function pendingPrice(c: OtpContext, payer: Tracker = 'primary', names?: Names): Price | { error: string } {
  const p = c.pending;
  if (!p) return { error: SAY.noAction };
  try {
    const base = price({
      nationality: acting(c),
      action: p.action,
      count: p.n,
      combined: Object.entries(p.combined).map(([id, count]) => ({ id, count })),
      outOfZone: payer === 'discretionary' ? 0 : p.outOfZone,
      loneSpsInEnemyTerritory: p.lone,
      starLeaders: p.star,
      sovereignArmies: p.sovereign,
      besieged: p.besieged,
    }, names);
    return p.rally ? removeDemoralizationPrice(base) : base;
  } catch (e) {
    return { error: e instanceof RangeError ? `${e.message}.` : SAY.unpriced };
  }
}

/** The CPs each tracker gives when `payer` pays `cp` (the rest from Discretionary), or why it cannot. */
export function split(c: OtpContext, payer: Tracker, cp: number): Record<Tracker, number> | string {
  const have = c.cp[acting(c)];
  const out = Object.fromEntries(TRACKERS.map((t) => [t, 0])) as Record<Tracker, number>;
  const own = Math.min(have[payer], cp);
  out[payer] = own;
  if (payer !== 'discretionary') out.discretionary = cp - own;
  if (out.discretionary > have.discretionary || (payer === 'discretionary' && own < cp)) {
    return payer === 'discretionary'
      ? fill(SAY.discretionaryShort, { have: cps(have.discretionary), cp })
      : fill(SAY.trackersShort, { tracker: trackerName(payer), have: have[payer], discretionary: have.discretionary, cp: cps(cp) });
  }
  return out;
}

/** Why `payer` cannot pay the pending action now, or null when it can. */
export function refusal(c: OtpContext, payer: Tracker): string | null {
  const p = pendingPrice(c, payer);
  if ('error' in p) return p.error;
  if (p.ip > c.ipLeft) return fill(SAY.ipShort, { ip: `${p.ip} IP${p.ip === 1 ? '' : 's'}`, left: `${c.ipLeft} ${c.ipLeft === 1 ? 'is' : 'are'}` });
  const s = split(c, payer, p.cp);
  return typeof s === 'string' ? s : null;
}

/** The wallet after `payer` pays (call only when refusal() is null). */
export function payWith(c: OtpContext, payer: Tracker): Partial<OtpContext> {
  const p = pendingPrice(c, payer) as Price;
  const s = split(c, payer, p.cp) as Record<Tracker, number>;
  const side = acting(c);
  const cp = { ...c.cp, [side]: Object.fromEntries(TRACKERS.map((t) => [t, c.cp[side][t] - s[t]])) as Record<Tracker, number> };
  const sign = side === 'Prussian' ? -1 : 1; // a Prussian VP cost lowers the level, a French one raises it (8.9.1)
  const paid = TRACKERS.filter((t) => s[t] > 0).map((t) => `${s[t]} from ${t}`);
  return {
    cp,
    ipLeft: c.ipLeft - p.ip,
    vp: c.vp + sign * p.vp,
    spentCp: c.spentCp || p.cp > 0,
    enteredSp: c.enteredSp || c.pending!.action === 'enter-sps',
    pending: null,
    last: `Paid ${p.cp} CP${p.cp === 1 ? '' : 's'}${paid.length ? ` (${paid.join(', ')})` : ''} and ${p.ip} IP${p.ip === 1 ? '' : 's'}${p.vp ? `; VP ${sign * p.vp > 0 ? '+' : ''}${sign * p.vp}` : ''}.`,
  };
}

/** Combined Activations the pending base action may take (none for a besieged Force, 8.3.3). */
export const combinable = (c: OtpContext): readonly string[] => (c.pending && !c.pending.besieged ? (COMBINES_WITH[c.pending.action] ?? []) : []);
