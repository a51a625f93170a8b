/**
 * Changing the device's rulings (issue 23): writing, adding, replacing and deleting one, and
 * sharing them with the group: a game's rulings as a file, importing one
 * (checked whole first: a bad file is refused and nothing changes; a good one is merged by
 * ruling id, and the plan says what it adds and replaces before anything is written), and
 * one ruling carried in a link. Loaded only when a player asks for it.
 */
import { save, type KeyValueStore } from './persist.ts';
import { compareRuleIds } from './rule-id.ts';
import { RULINGS_SCHEMA, RULINGS_VERSION, isRuling, isRulings, rulingsKey, type Ruling } from './rulings.ts';

export const FILE_SCHEMA = 'aide-de-camp-rulings-file';
export const FILE_VERSION = 1;

export interface RulingsFile {
  schema: string;
  version: number;
  game: string;
  rulings: Ruling[];
}

export const exportRulings = (game: string, rulings: Ruling[]): string =>
  JSON.stringify({ schema: FILE_SCHEMA, version: FILE_VERSION, game, rulings: sortRulings(rulings) } satisfies RulingsFile, null, 2);

export function parseRulingsFile(text: string, game: string): { ok: true; rulings: Ruling[] } | { ok: false; error: string } {
  let d: unknown;
  try {
    d = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a rulings file (it is not JSON).' };
  }
  const f = d as Partial<RulingsFile> | null;
  if (!f || typeof f !== 'object' || f.schema !== FILE_SCHEMA) return { ok: false, error: 'This file is not a rulings file from Aide-de-camp.' };
  if (f.version !== FILE_VERSION) return { ok: false, error: `This rulings file has version ${String(f.version)}; this site reads version ${FILE_VERSION}.` };
  if (f.game !== game) return { ok: false, error: `This file holds rulings for another game (${String(f.game)}).` };
  if (!Array.isArray(f.rulings)) return { ok: false, error: 'This rulings file has no list of rulings.' };
  const bad = f.rulings.findIndex((r) => !isRuling(r));
  if (bad >= 0) return { ok: false, error: `Ruling ${bad + 1} in this file is damaged or incomplete.` };
  if (!isRulings(f.rulings)) return { ok: false, error: 'This file holds two rulings with the same id.' };
  return { ok: true, rulings: f.rulings };
}

export interface MergePlan {
  add: Ruling[];
  replace: { old: Ruling; next: Ruling }[];
  /** already here word for word */
  same: number;
}

const sameRuling = (a: Ruling, b: Ruling) =>
  a.rule === b.rule && a.text === b.text && a.kind === b.kind && a.source === b.source && a.date === b.date;

export function planMerge(have: Ruling[], incoming: Ruling[]): MergePlan {
  const byId = new Map(have.map((r) => [r.id, r]));
  const plan: MergePlan = { add: [], replace: [], same: 0 };
  for (const r of incoming) {
    const old = byId.get(r.id);
    if (!old) plan.add.push(r);
    else if (sameRuling(old, r)) plan.same++;
    else plan.replace.push({ old, next: r });
  }
  return plan;
}

export function applyMerge(have: Ruling[], plan: MergePlan): Ruling[] {
  const next = new Map(have.map((r) => [r.id, r]));
  for (const r of plan.add) next.set(r.id, r);
  for (const { next: r } of plan.replace) next.set(r.id, r);
  return sortRulings([...next.values()]);
}

/** One ruling as a URL parameter value (base64url of its JSON, so any words survive). */
export function encodeRuling(r: Ruling): string {
  const bytes = new TextEncoder().encode(JSON.stringify(r));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The ruling a link carries, or null when it is damaged. */
export function decodeRuling(s: string): Ruling | null {
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    const d: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
    return isRuling(d) ? d : null;
  } catch {
    return null;
  }
}

/** Keeps the list in rule order, oldest first within a rule. False when the browser keeps nothing. */
export function writeRulings(store: KeyValueStore, game: string, rulings: Ruling[]): boolean {
  return save(store, rulingsKey(game), RULINGS_SCHEMA, RULINGS_VERSION, sortRulings(rulings));
}

export const sortRulings = (list: Ruling[]): Ruling[] =>
  [...list].sort((a, b) => compareRuleIds(a.rule, b.rule) || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || (a.id < b.id ? -1 : 1));

/** Adds a ruling, or replaces the one with its id. */
export const upsertRuling = (list: Ruling[], r: Ruling): Ruling[] => sortRulings([...list.filter((x) => x.id !== r.id), r]);
export const removeRuling = (list: Ruling[], id: string): Ruling[] => list.filter((x) => x.id !== id);

/** A fresh id: time plus randomness, unique enough across a group's phones. */
export const newRulingId = (now = Date.now(), rand = Math.random()): string =>
  `${now.toString(36)}-${Math.floor(rand * 36 ** 6).toString(36).padStart(6, '0')}`;
