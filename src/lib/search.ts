/**
 * Search, a thin client over Pagefind (each game's bundle, dist/<slug>/pagefind/, written by
 * scripts/search-index.mjs: one record per rule, glossary term, chart, step of the sequence of play
 * and step of the example of play). Pagefind ranks; this file only
 *  - drops question and filler words from what the player typed ("what happens when a leader is
 *    killed" searches "leader killed"), since Pagefind wants every word it knows in a result;
 *  - asks twice, rules first: records of kind rule, then the others (terms, charts, steps, example);
 *  - when a search finds fewer than three, asks again leaving out one word at a time, so one word the
 *    record lacks does not empty the list (those results come after the ones holding every word);
 *  - turns Pagefind's result data into what the dialog shows: number and title, the sub-heading a
 *    hit is under (linked), a line of text with the matches marked.
 * Everything else (players' words, spellings, number forms, abbreviations, weights) is in the index.
 * Pure code (no DOM): the browser (src/scripts/site-lazy.ts) and the node tests give it Pagefind.
 */

/** What Pagefind's browser module (pagefind.js, `createInstance`) offers that we use. */
export interface PagefindModule {
  createInstance(options: PagefindOptions): PagefindInstance;
}
export interface PagefindOptions {
  basePath: string;
  baseUrl?: string;
  noWorker?: boolean;
  excerptLength?: number;
  excerptEllipsis?: string;
  ranking?: Record<string, unknown>;
}
export interface PagefindInstance {
  search(term: string | null, options?: { filters?: Record<string, unknown> }): Promise<{ results: PagefindResult[] } | null>;
  preload(term: string, options?: { filters?: Record<string, unknown> }): Promise<void>;
  mergeIndex(basePath: string, options?: Omit<PagefindOptions, 'basePath'>): Promise<void>;
}
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
interface Location {
  weight: number;
  balanced_score: number;
  location: number;
}
export interface PagefindSub {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id: string };
  weighted_locations: Location[];
}
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sub_results: PagefindSub[];
  weighted_locations: Location[];
}

export type Kind = 'rule' | 'term' | 'chart' | 'step' | 'example';
/** One result as the dialog shows it. */
export interface Hit {
  kind: Kind;
  id: string;
  game: string;
  title: string;
  /** where the link goes: the record, or the sub-heading the best match is under */
  url: string;
  /** that sub-heading's text */
  sub?: string;
  /** a line of the record's text with the matches in <mark> (HTML, escaped by Pagefind) */
  excerpt: string;
  /** rule status when not 'full' (e.g. 'cited') */
  status?: string;
  /** found without every word of the query (a word left out) */
  partial?: true;
}
export interface Answer {
  hits: Hit[];
  /** how many records hold every word */
  all: number;
}

/**
 * How Pagefind ranks our records (scripts/search-records.mjs writes them): a word of the title
 * counts most, then players' words; the text's own weights are in the documents.
 */
export const OPTIONS: Omit<PagefindOptions, 'basePath' | 'noWorker'> = {
  baseUrl: '/',
  excerptLength: 26,
  excerptEllipsis: '…',
  ranking: { metaWeights: { title: 6, words: 4, also: 1 }, termFrequency: 0.3 },
};

/** A game's bundle, as the site serves it. */
export const bundlePath = (game: string) => `/${game}/pagefind/`;

/**
 * One Pagefind over the given games' bundles: the first game's, with the others merged into it
 * (the all-games search). On the page, not in a web worker: the worker is a second copy of
 * Pagefind's code to download (12 KB), and searching a game's records takes milliseconds.
 */
export async function openIndex(mod: PagefindModule, games: string[]): Promise<PagefindInstance> {
  const pf = mod.createInstance({ basePath: bundlePath(games[0]!), noWorker: true, ...OPTIONS });
  await Promise.all(games.slice(1).map((g) => pf.mergeIndex(bundlePath(g), OPTIONS)));
  return pf;
}

/** Question and filler words: they say how a player asks, not what about. */
const STOP = new Set(
  (
    'a an the of to in on at by for from with and or is are be been being was were do does did doing done can could may might must shall should will would ' +
    'how what when where which who whom whose why whats whens wheres i im me my we our us you your it its this that these those there theres here ' +
    'if than then so get gets got getting have has had having am any some many much far them they their he she his her ' +
    'happen happens happened happening after into onto about way ways ever still need needs just also really lot lots kind sort thing things ' +
    'rule rules allowed able work works'
  ).split(' '),
);

/** The words searched for: what was typed, less question and filler words (all of it if nothing else is left). */
export function queryTerms(q: string): string {
  const ws = q.toLowerCase().replace(/[’']/g, '').replace(/[?!,;"()]/g, ' ').split(/\s+/).filter(Boolean);
  const kept = ws.filter((w) => !STOP.has(w));
  return (kept.length ? kept : ws).join(' ');
}

const RULES = { kind: 'rule' };
const OTHERS = { kind: { any: ['term', 'chart', 'step', 'example'] } };

/** Pagefind's results for `term`, then (below three) those of the term less one word, best first. */
async function find(pf: PagefindInstance, term: string, filters: Record<string, unknown>): Promise<{ found: PagefindResult[]; more: PagefindResult[] }> {
  const found = (await pf.search(term, { filters }))?.results ?? [];
  const words = term.split(' ');
  const more: PagefindResult[] = [];
  if (found.length >= 3 || words.length < 2) return { found, more };
  const seen = new Set(found.map((r) => r.id));
  const parts = await Promise.all(words.map((_, i) => pf.search(words.filter((__, j) => j !== i).join(' '), { filters })));
  for (const p of parts) for (const r of p?.results ?? []) if (!seen.has(r.id)) seen.add(r.id), more.push(r);
  return { found, more: more.sort((a, b) => b.score - a.score) };
}

/** What Pagefind finds for what was typed, rules first, as many as shown, with their data loaded. */
export async function search(pf: PagefindInstance, q: string, limit = 10): Promise<Answer> {
  const term = queryTerms(q);
  if (!term) return { hits: [], all: 0 };
  const [rules, others] = await Promise.all([find(pf, term, RULES), find(pf, term, OTHERS)]);
  const partial = new Set([...rules.more, ...others.more]);
  const shown = [...rules.found, ...rules.more, ...others.found, ...others.more].slice(0, limit);
  const hits = await Promise.all(shown.map(async (r) => ({ ...toHit(await r.data()), ...(partial.has(r) ? { partial: true as const } : {}) })));
  return { hits, all: rules.found.length + others.found.length };
}

/** Starts loading the index chunks a term needs (while the player is still typing). */
export function preload(pf: PagefindInstance, q: string) {
  const term = queryTerms(q);
  if (term) void pf.preload(term, { filters: RULES }).catch(() => {});
}

/** The record of rule `id` (of `game`, when several games are open), or null. */
export async function ruleHit(pf: PagefindInstance, id: string, game?: string): Promise<Hit | null> {
  const r = (await pf.search(null, { filters: { kind: 'rule', id, ...(game ? { game } : {}) } }))?.results[0];
  return r ? toHit(await r.data()) : null;
}

/** Pagefind marks a whole word with the punctuation around it: the punctuation goes outside the mark. */
const tidy = (html: string) => html.replace(/<mark>([(“"‘']*)/g, '$1<mark>').replace(/([.,;:!?)”"’']+)<\/mark>/g, '</mark>$1');

const weight = (ls: Location[]) => ls.reduce((n, l) => n + l.balanced_score, 0);

/** The dialog's view of one record: the best-matching part of it (a sub-heading's, if that wins). */
export function toHit(d: PagefindData): Hit {
  const best = d.sub_results.reduce<PagefindSub | undefined>((b, s) => (!b || weight(s.weighted_locations) > weight(b.weighted_locations) ? s : b), undefined);
  const under = best?.anchor ? best : undefined;
  const f = (k: string) => d.filters[k]?.[0];
  return {
    kind: (f('kind') ?? 'rule') as Kind,
    id: f('id') ?? '',
    game: f('game') ?? '',
    title: d.meta.title ?? '',
    url: under?.url ?? d.url,
    ...(under ? { sub: under.title } : {}),
    excerpt: tidy((under ?? d).excerpt),
    ...(f('status') ? { status: f('status') } : {}),
  };
}

export const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
