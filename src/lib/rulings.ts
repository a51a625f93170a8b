/**
 * The table's own rulings (issue 23): notes a group attaches to a rule (the publisher's
 * errata, a designer's answer, a house rule), kept per game on this device only. This file
 * is what the rules pages' small script reads on load: the shape, the check and reading
 * the store (writing is in rulings-file.ts, loaded with the editor). A store that fails the check is set aside under its own key
 * (never thrown away) and the list starts empty, with a notice to show.
 */
import { load, type KeyValueStore } from './persist.ts';

export type RulingKind = 'errata' | 'clarification' | 'house';
export interface Ruling {
  id: string;
  /** the rule's id, as in its anchor: "8.4" */
  rule: string;
  text: string;
  kind: RulingKind;
  /** a link or a few words: where the ruling comes from */
  source?: string;
  /** the day it was settled, YYYY-MM-DD */
  date: string;
}

export const KINDS: Record<RulingKind, string> = { errata: 'Errata', clarification: 'Clarification', house: 'House rule' };
export const RULINGS_SCHEMA = 'aide-de-camp-rulings';
export const RULINGS_VERSION = 1;
export const MAX_TEXT = 2000;
export const MAX_SOURCE = 300;
export const rulingsKey = (game: string) => `adc-rulings:${game}`;
/** where a damaged store is kept aside, so nothing the players typed is lost */
export const asideKey = (game: string) => `adc-rulings-damaged:${game}`;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ID = /^[\w-]{1,40}$/;
/** a rule id's characters ("8.4", "movement-costs"); a ruling on a rule the game lacks simply shows nowhere */
const RULE = /^[\w.-]{1,40}$/;
/** The shape of a rule id as kept on the device (not rule-id.ts's full check: that module stays off the rules pages' first load). */
export const isRuleIdShape = (id: string) => RULE.test(id);

const str = (v: unknown, max: number): v is string => typeof v === 'string' && v.trim().length > 0 && v.length <= max;

export function isRuling(x: unknown): x is Ruling {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return false;
  const r = x as Record<string, unknown>;
  const keys = Object.keys(r);
  return (
    keys.every((k) => ['id', 'rule', 'text', 'kind', 'source', 'date'].includes(k)) &&
    typeof r.id === 'string' &&
    ID.test(r.id) &&
    typeof r.rule === 'string' &&
    RULE.test(r.rule) &&
    str(r.text, MAX_TEXT) &&
    typeof r.kind === 'string' &&
    Object.hasOwn(KINDS, r.kind) &&
    (r.source === undefined || str(r.source, MAX_SOURCE)) &&
    typeof r.date === 'string' &&
    DAY.test(r.date)
  );
}

export const isRulings = (d: unknown): d is Ruling[] =>
  Array.isArray(d) && d.every(isRuling) && new Set(d.map((r) => r.id)).size === d.length;

export interface ReadResult {
  rulings: Ruling[];
  /** set when a damaged store was set aside */
  notice?: string;
}

export function readRulings(store: KeyValueStore, game: string): ReadResult {
  const r = load(store, rulingsKey(game), RULINGS_SCHEMA, RULINGS_VERSION, isRulings);
  if (r.ok) return { rulings: r.data };
  if (r.reason === 'none') return { rulings: [] };
  try {
    store.setItem(asideKey(game), store.getItem(rulingsKey(game)) ?? '');
    store.removeItem(rulingsKey(game));
  } catch {
    /* the store refuses writes: the damaged data simply stays where it is */
  }
  return {
    rulings: [],
    notice: 'Your saved rulings for this game could not be read. They were set aside on this device, not deleted, and the list starts empty.',
  };
}
