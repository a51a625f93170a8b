/**
 * On To Paris! the command wallet of 8.1-8.5: CPs on the Primary, Secondary and
 * Tertiary RL markers and the Discretionary CPs (at most 20 each, 8.2 and errata
 * M4), and the IPs of the current half-Segment (they cannot be saved).
 */
import { count } from '../../../lib/guard.ts';
import type { Price } from './costs.ts';

export const TRACKERS = ['primary', 'secondary', 'tertiary', 'discretionary'] as const;
export type Tracker = (typeof TRACKERS)[number];
export const CP_CAP = 20;

export interface Wallet {
  cp: Record<Tracker, number>;
  /** IPs left in this half-Segment */
  ip: number;
}

export const emptyWallet = (): Wallet => ({ cp: { primary: 0, secondary: 0, tertiary: 0, discretionary: 0 }, ip: 0 });

export function checkWallet(w: Wallet): void {
  for (const t of TRACKERS) count(`${t} CPs`, w.cp[t], { max: CP_CAP });
  count('IPs', w.ip, { max: 15 });
}

/** 8.2: add a CP roll's results; each tracker keeps at most 20. Off-map RL markers get nothing (pass 0). */
export function addCps(w: Wallet, add: Partial<Record<Tracker, number>>): { wallet: Wallet; lost: number } {
  checkWallet(w);
  const cp = { ...w.cp };
  let lost = 0;
  for (const t of TRACKERS) {
    const n = add[t] ?? 0;
    count(`CPs added to ${t}`, n, { max: 99 });
    const next = cp[t] + n;
    lost += Math.max(0, next - CP_CAP);
    cp[t] = Math.min(CP_CAP, next);
  }
  return { wallet: { ...w, cp }, lost };
}

export const totalCps = (w: Wallet): number => TRACKERS.reduce((s, t) => s + w.cp[t], 0);

export type PayResult = { ok: true; wallet: Wallet } | { ok: false; reason: string };

/**
 * Pay a price from the named trackers (the split must add up to the CP cost) and
 * the half-Segment's IPs. Nothing may go below zero (8.5.4).
 */
export function pay(w: Wallet, p: Price, split: Partial<Record<Tracker, number>>): PayResult {
  checkWallet(w);
  let paid = 0;
  const cp = { ...w.cp };
  for (const t of TRACKERS) {
    const n = split[t] ?? 0;
    if (!Number.isInteger(n) || n < 0) return { ok: false, reason: `CPs from ${t} must be a whole number, 0 or more.` };
    if (n > cp[t]) return { ok: false, reason: `${trackerName(t)} has ${cp[t]} CP${cp[t] === 1 ? '' : 's'}, not ${n}.` };
    cp[t] -= n;
    paid += n;
  }
  if (paid !== p.cp) return { ok: false, reason: `The action costs ${p.cp} CP${p.cp === 1 ? '' : 's'}; ${paid} ${paid === 1 ? 'is' : 'are'} being paid.` };
  if (p.ip > w.ip) return { ok: false, reason: `The action costs ${p.ip} IP${p.ip === 1 ? '' : 's'}; ${w.ip} ${w.ip === 1 ? 'is' : 'are'} left in this half-Segment.` };
  return { ok: true, wallet: { cp, ip: w.ip - p.ip } };
}

/** Whether some split of the trackers can pay the price at all. */
export const affordable = (w: Wallet, p: Price): boolean => p.cp <= totalCps(w) && p.ip <= w.ip;

/**
 * 8.5.4 (both players, errata M3): a player who had a CP or an SP to enter and
 * spent no CP and entered no SP (the free SP does not count) loses 1 CP from a
 * tracker of the opponent's choice, or 1 SP when every tracker is at 0.
 */
export function minimumActivityPenalty(hadCpOrSp: boolean, spentCp: boolean, enteredSp: boolean, w: Wallet): 'none' | 'cp' | 'sp' {
  if (!hadCpOrSp || spentCp || enteredSp) return 'none';
  return totalCps(w) > 0 ? 'cp' : 'sp';
}

/** A tracker's name for players: "Primary". */
export const trackerName = (t: Tracker) => t[0]!.toUpperCase() + t.slice(1);
