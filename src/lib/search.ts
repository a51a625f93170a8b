/**
 * Search, a thin client over Pagefind (each game's bundle, dist/<slug>/pagefind/, written by
 * scripts/search-index.mjs: one record per rule, glossary term, chart, step of the sequence of play
 * and step of the example of play). Pagefind ranks; this file only
 *  - drops question and filler words from what the player typed ("what happens when a leader is
 *    killed" searches "leader killed"), since Pagefind wants every word it knows in a result;
 *  - asks twice, rules first: records of kind rule, then the others (terms, charts, steps, example);
 *  - asks again leaving words out, where Pagefind's "every word" would miss the rule: a question of
 *    four words or more also less each one (five or more, less each two), each record kept at its
 *    best score; and when fewer than three are found, less one more word, then two, so a word the
 *    record lacks does not empty the list;
 *  - of a long question (five words or more), searches only the words some record holds, and of
 *    more than eight the rarest eight; when those find nothing, the rarest six;
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
export function openIndex(mod: PagefindModule, games: string[]): Promise<PagefindInstance> {
  const next = opening.then(async () => {
    const pf = mod.createInstance({ basePath: bundlePath(games[0]!), noWorker: true, ...OPTIONS });
    // (init() resolves at once on the page's thread; a search waits for the WebAssembly: this one, for
    // no words, loads only the filter every search asks for; filters() would load every filter, the
    // rule numbers' among them, 3 KB more of the first search)
    await pf.preload('', { filters: RULES });
    for (const g of games.slice(1)) await pf.mergeIndex(bundlePath(g), OPTIONS);
    return pf;
  });
  opening = next.catch(() => undefined);
  return next;
}
/**
 * Indexes open one after another, each once its WebAssembly is in place. Pagefind's module keeps a
 * single WebAssembly instance for all its instances, set by the first to finish loading: two opened
 * at once each load one, the second replaces the first, and the first's searches then read memory
 * that is not theirs ("memory access out of bounds"). The search dialog may open the game's index and
 * the all-games one close together (the "This game only" box), so the order is kept here.
 */
let opening: Promise<unknown> = Promise.resolve();

/** Question and filler words: they say how a player asks, not what about. */
const STOP = new Set(
  (
    'a an the of to in on at by for from with and or is are be been being was were do does did doing done can could may might must shall should will would ' +
    'how what when where which who whom whose why whats whens wheres i im me my we our us you your it its this that these those there theres here ' +
    'if than then so get gets got getting have has had having am any some many much far them they their he she his her ' +
    'happen happens happened happening after into onto about way ways ever still need needs just also really lot lots kind sort thing things ' +
    'rule rules allowed able work works want wants try tries trying let lets mean means say says tell know now again going goes '
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
/** From this many words on, a question is also searched less each one of them. */
const LONG = 4;
/** From this many on, also less each two of them. */
const LONGER = 5;
/** The most searches one question runs per kind of record. */
const SEARCHES = 64;
/** The most words searched together: less each one and less each two still fit in SEARCHES (10 + 45). */
const MOST = 8;
/** When MOST words find nothing at all, the fewest rarest words a question is searched by again. */
const FEWER = 6;

/** Every way of keeping `k` of the words, in order. */
function keep(words: string[], k: number): string[][] {
  if (k === 0) return [[]];
  if (words.length < k) return [];
  const [first, ...rest] = words;
  return [...keep(rest, k - 1).map((c) => [first!, ...c]), ...keep(rest, k)];
}

/**
 * Pagefind's search, each term and filter asked once per index: a question typed on, letter by
 * letter, asks again for much of what it asked before (its words less one, less two).
 */
const asked = new WeakMap<PagefindInstance, Map<string, Promise<PagefindResult[]>>>();
function ask(pf: PagefindInstance, term: string | null, filters: Record<string, unknown>): Promise<PagefindResult[]> {
  let m = asked.get(pf);
  if (!m || m.size > 2000) asked.set(pf, (m = new Map()));
  const key = `${JSON.stringify(filters)} ${term}`;
  let p = m.get(key);
  if (!p) {
    m.set(key, (p = pf.search(term, { filters }).then((r) => r?.results ?? [])));
    p.catch(() => m.delete(key));
  }
  return p;
}

/** `first` and the results of the searches for `terms`, each record once at the best score Pagefind gave it, best first. */
async function merged(pf: PagefindInstance, first: PagefindResult[], terms: string[][], filters: Record<string, unknown>): Promise<PagefindResult[]> {
  const best = new Map(first.map((r) => [r.id, r]));
  for (const p of await Promise.all(terms.map((w) => ask(pf, w.join(' '), filters))))
    for (const r of p) if ((best.get(r.id)?.score ?? -1) < r.score) best.set(r.id, r);
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * Pagefind's results for `term`. A question of LONG words or more is also searched less each one of
 * its words (from LONGER words, less each two), each record at its best score: a rule whose title or
 * players' words hold the key words then outranks a long text that merely holds every common word.
 * When fewer than three are found, the results of the term less one more word (then two, and so on)
 * follow, best first, so a word the record lacks does not empty the list. At most SEARCHES searches:
 * one for a common word takes a few milliseconds.
 */
async function find(pf: PagefindInstance, term: string, filters: Record<string, unknown>, widen: boolean): Promise<{ ranked: PagefindResult[]; every: Set<string> }> {
  const words = term.split(' ');
  const n = words.length;
  const found = await ask(pf, term, filters);
  let budget = SEARCHES;
  /** The searches leaving out n - k words, or null when they would go over the budget. */
  const less = (k: number) => {
    const ks = keep(words, k);
    if (ks.length > budget) return null;
    budget -= ks.length;
    return ks;
  };
  const always = !widen ? 0 : n >= LONGER ? 2 : n >= LONG ? 1 : 0;
  let k = n - 1;
  const wide: string[][] = [];
  for (let ks; k >= n - always && (ks = less(k)); k--) wide.push(...ks);
  const ranked = wide.length ? await merged(pf, found, wide, filters) : [...found];
  for (let ks; k >= 1 && ranked.length < 3 && (ks = less(k)); k--) {
    const seen = new Set(ranked.map((r) => r.id));
    ranked.push(...(await merged(pf, [], ks, filters)).filter((r) => !seen.has(r.id)));
  }
  return { ranked, every: new Set(found.map((r) => r.id)) };
}

/**
 * The words of a long question worth searching: from LONGER words on, those no record holds are left
 * out (Pagefind passes over them, but each would still cost the searches less a word), and of more
 * than `most` the rarest are kept, in the player's order, so the searches less one and less two fit
 * in SEARCHES. "my hussars gallop out of two areas the enemy guns are covering before they hit the
 * infantry line" finds nothing by its rarest eight, and 7.4 by its rarest six. Each word alone is
 * one search, kept for the searches that follow.
 */
async function keyWords(pf: PagefindInstance, term: string, most = MOST): Promise<string> {
  const words = term.split(' ');
  if (words.length < LONGER) return term;
  const held = await Promise.all(words.map((w) => ask(pf, w, {}).then((r) => r.length)));
  const known = words.map((w, i) => ({ w, i, n: held[i]! })).filter((x) => x.n > 0);
  if (!known.length) return term;
  const rarest = [...known].sort((a, b) => a.n - b.n || a.i - b.i).slice(0, most);
  return known.filter((x) => rarest.includes(x)).map((x) => x.w).join(' ');
}

/** What Pagefind finds for what was typed, rules first, as many as shown, with their data loaded. */
export async function search(pf: PagefindInstance, q: string, limit = 10): Promise<Answer> {
  const typed = queryTerms(q);
  if (!typed) return { hits: [], all: 0 };
  let term = await keyWords(pf, typed);
  let [rules, others] = await Promise.all([find(pf, term, RULES, true), find(pf, term, OTHERS, false)]);
  if (!rules.ranked.length && !others.ranked.length && term.split(' ').length > FEWER) {
    term = await keyWords(pf, typed, FEWER);
    [rules, others] = await Promise.all([find(pf, term, RULES, true), find(pf, term, OTHERS, false)]);
  }
  const shown = [...rules.ranked, ...others.ranked].slice(0, limit);
  const hits = await Promise.all(shown.map(hitOf));
  return { hits, all: rules.every.size + others.every.size };
}

/** Starts loading the index chunks a term needs (while the player is still typing). */
export function preload(pf: PagefindInstance, q: string) {
  const term = queryTerms(q);
  if (term) void pf.preload(term, { filters: RULES }).catch(() => {});
}

/** The record of rule `id` (of `game`, when several games are open), or null. */
export async function ruleHit(pf: PagefindInstance, id: string, game?: string): Promise<Hit | null> {
  const [r] = await ask(pf, null, { kind: 'rule', id, ...(game ? { game } : {}) });
  return r ? hitOf(r) : null;
}

/**
 * A result's data as the dialog shows it. Pagefind hands every search asking for a record the same
 * object and rewrites its matches, line of text and sub-headings for each: one search reads it before
 * the next may ask for the same record.
 */
const reading = new Map<string, Promise<unknown>>();
export function hitOf(r: PagefindResult): Promise<Hit> {
  const next = (reading.get(r.id) ?? Promise.resolve()).then(() => r.data().then(toHit));
  const done = next.catch(() => {});
  reading.set(r.id, done);
  void done.then(() => reading.get(r.id) === done && reading.delete(r.id));
  return next;
}

/** Pagefind marks a whole word with the punctuation around it: the punctuation goes outside the mark. */
const tidy = (html: string) => html.replace(/<mark>([(“"‘']*)/g, '$1<mark>').replace(/([.,;:!?)”"’']+)<\/mark>/g, '</mark>$1');

const weight = (ls: Location[]) => ls.reduce((n, l) => n + l.balanced_score, 0);

/** The dialog's view of one record: the best-matching part of it (a sub-heading's, if that wins). */
function toHit(d: PagefindData): Hit {
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
