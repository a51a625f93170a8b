/**
 * "Recently looked up" (issue 23): the rules a player opened during this game, newest first,
 * kept per game on this device, one tap from the jump box. Each entry keeps the rule's page
 * and title as they were when it was opened, so the list shows without the search index.
 * Stored data is untrusted: a list that fails the check is simply started afresh (it is a
 * convenience the player rebuilds by reading; nothing typed is lost).
 */
import { load, save, type KeyValueStore } from './persist.ts';
import { isRuleIdShape } from './rulings.ts';

export interface RecentRule {
  /** the rule's id, as in its anchor: "8.4" */
  id: string;
  title: string;
  /** the page and anchor it was read at: "/metz-1870/rules/fire/#r-8-4" */
  url: string;
}

export const RECENT_SCHEMA = 'aide-de-camp-recent';
export const RECENT_VERSION = 1;
/** enough for a game's arguments, few enough to fit above a phone's keyboard */
export const RECENT_MAX = 6;
export const recentKey = (game: string) => `adc-recent:${game}`;

/** A rule of `game`, read on one of its rules pages. */
function isRecent(x: unknown, game: string): x is RecentRule {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return false;
  const r = x as Record<string, unknown>;
  return (
    Object.keys(r).length === 3 &&
    typeof r.id === 'string' &&
    isRuleIdShape(r.id) &&
    typeof r.title === 'string' &&
    r.title.length > 0 &&
    r.title.length <= 200 &&
    typeof r.url === 'string' &&
    r.url.startsWith(`/${game}/rules/`) &&
    r.url.length <= 300 &&
    !/[\s"<>\\]/.test(r.url)
  );
}

const isList = (game: string) => (d: unknown): d is RecentRule[] =>
  Array.isArray(d) && d.length <= RECENT_MAX && d.every((x) => isRecent(x, game)) && new Set(d.map((r) => r.id)).size === d.length;

export function readRecent(store: KeyValueStore, game: string): RecentRule[] {
  const r = load(store, recentKey(game), RECENT_SCHEMA, RECENT_VERSION, isList(game));
  return r.ok ? r.data : [];
}

/** Puts `rule` first (once), keeping at most RECENT_MAX; returns the new list. A rule that fails the check changes nothing. */
export function noteRecent(store: KeyValueStore, game: string, rule: RecentRule): RecentRule[] {
  const before = readRecent(store, game);
  if (!isRecent(rule, game)) return before;
  const list = [rule, ...before.filter((r) => r.id !== rule.id)].slice(0, RECENT_MAX);
  save(store, recentKey(game), RECENT_SCHEMA, RECENT_VERSION, list);
  return list;
}

export function clearRecent(store: KeyValueStore, game: string): void {
  try {
    store.removeItem(recentKey(game));
  } catch {
    /* the store refuses: nothing was kept either */
  }
}
