/**
 * Search over the per-game index written by scripts/search-index.mjs: one record per
 * rule, glossary term, chart, step of the sequence of play and step of the example of
 * play. Pure code (no DOM), loaded with the search dialog on first use.
 *
 * Ranking, in order:
 *  1. a query that is a rule's or glossary term's name (or number) puts it first;
 *  2. rules before everything else (terms, charts, steps, example);
 *  3. records holding every word of the query before those holding only some
 *     ("how", "can", "the" and the like are ignored), so a word the rules do not
 *     use still finds the rule by the other words;
 *  4. then BM25F: a record's title counts most, then its sub-headings and glossary
 *     names, then its text, then the players' words (aliases.yaml) that point at it;
 *     a rare word of the query counts for more than a common one.
 */

export type Kind = 'rule' | 'term' | 'chart' | 'step' | 'example';
export interface Doc {
  k: Kind;
  id: string;
  /** title (rules: without the number) */
  t: string;
  u: string;
  /** rule status when not 'full' */
  s?: string;
  /** sub-headings inside a rule: [text, anchor] */
  h?: [string, string][];
  /** text */
  x: string;
  /** other names the page shows (glossary "also ...") */
  a?: string[];
  /** players' words from aliases.yaml: searched, never shown */
  w?: string[];
  /** glossary terms: the rules that use the term (glossary.yaml `rules`) */
  r?: string[];
}
export interface GameIndex {
  game: string;
  title: string;
  docs: Doc[];
}

const STOP = new Set(
  'a an the of to in on at by for and or is are be been was were do does did can could may might must shall should will would how what when where which who whom whose why i me my we our you your it its this that these those there if than then get gets got'.split(' '),
);
const KIND_ORDER: Record<Kind, number> = { rule: 0, term: 1, chart: 2, step: 3, example: 4 };

/** Light English stemming, the same for the index and the query. */
export function stem(w: string): string {
  if (/\d/.test(w)) return w;
  // the plural of a counter's abbreviation: SPs, CPs, IPs, MPs, VPs, HQs
  if (w.length === 3) return /[^aeiouys]s$/.test(w) ? w.slice(0, 2) : w;
  if (w.length < 4) return w;
  // British spellings meet American ones: demoralised ~ demoralized, harbour ~ harbor
  // (on a long enough root only, the same for every form: raise, raised and raising stay together)
  let s = w.replace(/^([a-z]{4,})is(e|es|ed|ing|ation|ations)$/, '$1iz$2').replace(/^([a-z]{3,})our(s?)$/, '$1or$2');
  if (s.endsWith('ies') && s.length > 4) s = s.slice(0, -3) + 'y';
  else if (s.endsWith('sses')) s = s.slice(0, -2);
  else if (/(ss|us|is)$/.test(s)) {
    /* keep: loss, status, crisis */
  } else if (/(x|ch|sh|ss)es$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith('s')) s = s.slice(0, -1);
  if (s.endsWith('ation') && s.length > 7) s = s.slice(0, -3); // activation ~ activated ~ activate
  else if (s.endsWith('ied') && s.length > 4) s = s.slice(0, -3) + 'y';
  else if (s.endsWith('ing') && s.length > 5) s = s.slice(0, -3);
  else if (s.endsWith('ed') && s.length > 4) s = s.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|ff|zz)$/.test(s)) s = s.slice(0, -1);
  if (s.endsWith('e') && s.length > 4) s = s.slice(0, -1);
  return s;
}

export function words(s: string): string[] {
  return s
    // number forms: ½ and 1/2 are "half"; odds and ranges written 3:1, 3-1 or 3 to 1 are one word too
    .replace(/(\d*)½|(^|[^\d/])1\/2(?![\d/])/g, (_, n, pre) => (n === undefined ? `${pre} half ` : `${n} half `))
    .replace(/(\d+) ?(?::|-|–|\bto\b) ?(\d+)(?![\d.])/gi, '$1 $2 $1to$2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean)
    .flatMap((w) => (/^[\d.]+$/.test(w) ? [w] : w.split('.')));
}
export const terms = (s: string) => words(s).map(stem);

// field weights: title, other names + sub-headings, text, players' words (below every field of the record's own words)
const FIELDS = ['t', 'n', 'x', 'w'] as const; // title, other names + sub-headings, text, players' words
type Field = (typeof FIELDS)[number];
const WEIGHT: Record<Field, number> = { t: 6, n: 3, x: 1, w: 0.8 };
const K1 = 1.2;
const B = 0.75;

interface Entry {
  doc: Doc;
  game: GameIndex;
  /** the record's names, normalised, for the exact-name rule */
  names: string[];
}
export interface Index {
  entries: Entry[];
  /** term -> the records holding it and the term's weighted, length-normalised count in each (BM25F) */
  post: Map<string, { e: number[]; w: number[] }>;
  /** term -> number of records holding it */
  df: Map<string, number>;
  vocab: string[];
}

const norm = (s: string) => words(s).join(' ');

/**
 * The glossary's abbreviations and their long forms (VP and Victory Points, ZOI and Zone of
 * Influence): returns a function that adds to a field's terms the other form of each one it holds,
 * so the abbreviation finds the rules that spell it out and the reverse.
 */
export function abbreviations(docs: Doc[]): (ts: string[]) => string[] {
  const long = new Map<string, { phrase: string[]; short: string[] }[]>(); // first term of a long form -> its forms
  const short = new Map<string, string[]>(); // abbreviation term -> the long form's terms
  for (const d of docs) {
    if (d.k !== 'term') continue;
    const names = [d.t, ...(d.a ?? [])];
    const abbr = names.filter((n) => /^[A-Z][A-Za-z]{0,4}$/.test(n) && /[A-Z].*[A-Z]/.test(n)).map((n) => terms(n)[0]!);
    const phrases = names.map(terms).filter((p) => p.length >= 2);
    if (!abbr.length || !phrases.length) continue;
    const uniq = [...new Set(abbr)];
    for (const p of phrases) long.set(p[0]!, [...(long.get(p[0]!) ?? []), { phrase: p, short: uniq }]);
    for (const a of uniq) if (!short.has(a)) short.set(a, phrases[0]!);
  }
  if (!short.size) return (ts) => ts;
  return (ts) => {
    const add: string[] = [];
    ts.forEach((t, i) => {
      for (const f of long.get(t) ?? []) if (f.phrase.every((p, j) => ts[i + j] === p)) add.push(...f.short);
    });
    return add.length ? ts.concat(add) : ts;
  };
}

export function buildIndex(games: GameIndex[]): Index {
  const entries: Entry[] = [];
  const toks: string[][][] = [];
  const tot = [0, 0, 0, 0];
  for (const game of games) {
    // a glossary term's names (its abbreviation too) count as players' words of the rules that use it
    const named = new Map<string, string[]>();
    for (const d of game.docs)
      if (d.k === 'term') for (const r of d.r ?? []) named.set(r, [...(named.get(r) ?? []), d.t, ...(d.a ?? [])]);
    const spell = abbreviations(game.docs);
    for (const doc of game.docs) {
      const fields = [
        doc.k === 'rule' ? `${doc.id} ${doc.t}` : doc.t,
        [...(doc.a ?? []), ...(doc.h ?? []).map((h) => h[0])].join(' '),
        doc.x,
        [...(doc.w ?? []), ...((doc.k === 'rule' && named.get(doc.id)) || [])].join(' '),
      ].map((f) => spell(terms(f)));
      fields.forEach((ts, f) => (tot[f]! += ts.length));
      toks.push(fields);
      const names = [doc.t, ...(doc.a ?? [])].map(norm);
      if (doc.k === 'rule') names.push(doc.id);
      entries.push({ doc, game, names });
    }
  }
  const n = Math.max(entries.length, 1);
  const avg = tot.map((t) => Math.max(t / n, 1));
  const post = new Map<string, { e: number[]; w: number[] }>();
  toks.forEach((fields, i) => {
    const wtf = new Map<string, number>();
    fields.forEach((ts, f) => {
      const k = WEIGHT[FIELDS[f]!] / (1 - B + (B * ts.length) / avg[f]!);
      for (const t of ts) wtf.set(t, (wtf.get(t) ?? 0) + k);
    });
    for (const [t, w] of wtf) {
      let p = post.get(t);
      if (!p) post.set(t, (p = { e: [], w: [] }));
      p.e.push(i);
      p.w.push(w);
    }
  });
  const df = new Map([...post].map(([t, p]) => [t, p.e.length]));
  return { entries, post, df, vocab: [...post.keys()] };
}

export interface Hit {
  doc: Doc;
  game: GameIndex;
  score: number;
  /** how many of the query's words it holds */
  matched: number;
  exact: boolean;
  /** the query's terms (with the index terms their prefixes stand for) */
  qterms: Set<string>;
}
export interface Answer {
  hits: Hit[];
  /** how many records hold every word */
  all: number;
  /** the words that counted (stop words dropped) */
  used: string[];
}

/**
 * Players' everyday words and the words rulebooks use for them, the same in every game: a query
 * word (or each word of a phrase) also finds its rulebook word, weighted a little below the word
 * itself. Values are stemmed on use.
 */
const PLAIN: Record<string, string[]> = {
  'not enough': ['insufficient'],
  'next to': ['adjacent'],
  'too many': ['overstack'],
  kill: ['casualty', 'eliminate', 'incapacitated'],
  killed: ['casualty', 'eliminate', 'incapacitated'],
  dies: ['casualty', 'eliminate'],
  dead: ['casualty', 'eliminate'],
  destroy: ['eliminate'],
  build: ['create', 'form'],
  shoot: ['fire'],
  shot: ['fire'],
  flee: ['retreat'],
  fight: ['combat', 'battle'],
  several: ['multiple'],
  'more than one': ['multiple'],
};
const SYN = new Map(Object.entries(PLAIN).map(([k, v]) => [norm(k), v.map(stem)]));

/** Query words after dropping filler words (all of them kept if nothing else is left). */
export function queryWords(q: string): string[] {
  const ws = words(q);
  const kept = ws.filter((w) => !STOP.has(w));
  return kept.length ? kept : ws;
}

/** Edits (a letter added, dropped, changed, or two swapped) from a to b, or max + 1 when more. */
export function slips(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const m = a.length;
  const n = b.length;
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    let low = i;
    for (let j = 1; j <= n; j++) {
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      if (d < low) low = d;
    }
    if (low > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return Math.min(prev[n]!, max + 1);
}

/** A word the index does not know, written as one (roadmarch, counterattack): its two known halves. */
function split(index: Index, w: string): string[] {
  if (w.length < 6 || /\d/.test(w) || index.post.has(stem(w)) || index.vocab.some((v) => v.startsWith(w))) return [w];
  for (let i = 3; i <= w.length - 3; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (index.post.has(stem(a)) && index.post.has(stem(b))) return [a, b];
  }
  return [w];
}

export function search(index: Index, q: string, limit = 12): Answer {
  const used = queryWords(q).flatMap((w) => split(index, w));
  const qn = norm(q);
  const N = index.entries.length;
  // each query word: its own term, plus (at 3+ letters) the index terms it begins, for words typed halfway
  const groups = used.map((w) => {
    const own = stem(w);
    const alts = new Map<string, number>([[own, 1]]);
    for (const [k, v] of SYN) if (k === w || (k.includes(' ') && k.split(' ').includes(w) && ` ${qn} `.includes(` ${k} `))) for (const t of v) if (index.post.has(t)) alts.set(t, 0.8);
    if (w.length >= 3 && !/\d/.test(w))
      for (const v of index.vocab) if (v !== own && (v.startsWith(w) || v.startsWith(own))) alts.set(v, 0.5);
    // a word the index does not know at all, typed wrong: the nearest index words, one slip
    // away, or two in a word of 7 letters or more (seige ~ siege, calvary ~ cavalry)
    if (alts.size === 1 && !index.post.has(own) && w.length >= 5 && !/\d/.test(own)) {
      const max = w.length >= 7 ? 2 : 1;
      let near = max + 1;
      const found: [string, number][] = [];
      for (const v of index.vocab)
        if (Math.abs(v.length - own.length) <= max) {
          const d = slips(own, v, max);
          if (d <= max) found.push([v, d]), (near = Math.min(near, d));
        }
      for (const [v, d] of found) if (d === near) alts.set(v, 0.5);
    }
    return alts;
  });
  const qterms = new Set(groups.flatMap((g) => [...g.keys()]));
  const idf = (t: string) => {
    const n = index.df.get(t) ?? 0;
    return Math.log(1 + (N - n + 0.5) / (n + 0.5));
  };
  const G = groups.length;
  // best score of each query word in each record
  const best = new Float64Array(N * G);
  groups.forEach((g, gi) => {
    for (const [t, factor] of g) {
      const p = index.post.get(t);
      if (!p) continue;
      const w = factor * idf(t);
      for (let j = 0; j < p.e.length; j++) {
        const wtf = p.w[j]!;
        const v = (w * wtf * (K1 + 1)) / (wtf + K1);
        const at = p.e[j]! * G + gi;
        if (v > best[at]!) best[at] = v;
      }
    }
  });
  const hits: Hit[] = [];
  index.entries.forEach((e, i) => {
    let score = 0;
    let matched = 0;
    for (let gi = 0; gi < G; gi++) {
      const v = best[i * G + gi]!;
      if (v) matched++;
      score += v;
    }
    if (!matched) return;
    const exact = (e.doc.k === 'rule' || e.doc.k === 'term') && e.names.includes(qn);
    hits.push({ doc: e.doc, game: e.game, score, matched, exact, qterms });
  });
  const want = groups.length;
  const all = hits.filter((h) => h.matched === want).length;
  hits.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      (a.exact && b.exact ? KIND_ORDER[a.doc.k] - KIND_ORDER[b.doc.k] : 0) ||
      Number(a.doc.k !== 'rule') - Number(b.doc.k !== 'rule') ||
      b.matched - a.matched ||
      b.score - a.score,
  );
  // every record with all the words; when that is less than a handful, the best partial ones too
  const keep = hits.filter((h) => h.matched === want || all < 5);
  return { hits: keep.slice(0, limit), all, used };
}

const WORD = /[\p{L}\p{N}]+(?:[.’'][\p{L}\p{N}]+)*/gu;

/** A line of the record's text around its rarest matching word, with the matches marked. */
export function excerpt(hit: Hit, index: Index, max = 170): { html: string; head?: [string, string] } {
  const { doc, qterms } = hit;
  const isMatch = (w: string) => qterms.has(stem(w));
  const head = (doc.h ?? []).find(([t]) => words(t).some(isMatch));
  const text = doc.x;
  const toks = [...text.matchAll(WORD)];
  let at = -1;
  let bestIdf = -1;
  for (const m of toks) {
    const w = words(m[0])[0];
    if (w && isMatch(w)) {
      const n = index.df.get(stem(w)) ?? 1;
      const v = 1 / n;
      if (v > bestIdf) {
        bestIdf = v;
        at = m.index!;
      }
    }
  }
  let start = at < 0 ? 0 : Math.max(0, at - Math.floor(max / 3));
  if (start > 0) {
    const sp = text.indexOf(' ', start);
    start = sp < 0 || sp > at ? start : sp + 1;
  }
  let end = Math.min(text.length, start + max);
  if (end < text.length) {
    const sp = text.lastIndexOf(' ', end);
    if (sp > start + max / 2) end = sp;
  }
  const part = text.slice(start, end);
  const html = part.replace(/[\p{L}\p{N}]+(?:[.’'][\p{L}\p{N}]+)*|[^\p{L}\p{N}]+/gu, (m) => {
    const e = esc(m);
    const w = words(m)[0];
    return /[\p{L}\p{N}]/u.test(m[0]!) && w && isMatch(w) ? `<mark>${e}</mark>` : e;
  });
  return { html: (start > 0 ? '… ' : '') + html + (end < text.length ? ' …' : ''), head };
}

export const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
