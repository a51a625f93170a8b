// How a search record becomes a document for Pagefind (used by scripts/search-index.mjs, and by
// the unit tests that build small indexes). Pagefind's unit is a page; ours is a record (a rule, a
// glossary term, a chart, a step of the sequence of play or of the example of play), so each record is
// handed to Pagefind's Node API as a small HTML document of its own:
//   title        meta `title`, searched and weighted by Pagefind's metaWeights (not in the text, so a
//                result's line of text never repeats it)
//   other names  a glossary term's "also ..." names: weighted like sub-headings
//   text         the record's own words, weight 1, with its sub-headings (weight 5) in place as
//                <h2 id>, so a hit under one is a sub-result that links to it
//   words        players' words for this record (aliases.yaml, a glossary term's names for the rules
//                it lists): meta `words`, searched and weighted by metaWeights, never shown
//   also         what the record's own words imply (content/search-words.yaml's everyday words and
//                spellings, the variants written below): meta `also`, weighted like the text, never shown
//   filters      kind (rule first: two filtered searches), game (all-games search), id, status
// Everything query-side Pagefind cannot do is written here into `also` instead: number forms
// (½ and 1/2 are "half"; odds 3:1, 3-1 and 3 to 1 are one another; 2 is "two"), the plural of counter
// abbreviations (SPs, MPs), a glossary abbreviation for the words it stands for (VP for Victory Points).

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Weights of the record's parts inside its document (Pagefind's data-pagefind-weight, 0-10). */
export const WEIGHT = { names: 5, head: 5, text: 1 };

/**
 * The document Pagefind indexes for one record.
 * rec: { k, id, t, u, s?, a?: string[], parts: { head?: [text, anchor], text }[], w?: string[], v?: string[] }, game: slug
 */
export function recordHtml(rec, game) {
  const parts = rec.parts
    .map((p) => (p.head ? `<h2 id="${esc(p.head[1])}" data-pagefind-weight="${WEIGHT.head}">${esc(p.head[0])}</h2>` : '') + (p.text ? `<p>${esc(p.text)}</p>` : ''))
    .join('');
  const names = rec.a?.length ? `<p data-pagefind-weight="${WEIGHT.names}">${esc(rec.a.join(', '))}</p>` : '';
  const meta = (key, ws) => (ws?.length ? `<div data-pagefind-meta="${key}">${esc([...new Set(ws)].join(', '))}</div>` : '');
  const words = meta('words', rec.w) + meta('also', rec.v);
  const filters = [['kind', rec.k], ['game', game], ['id', rec.id], ...(rec.s ? [['status', rec.s]] : [])]
    .map(([k, v]) => `<span data-pagefind-filter="${k}">${esc(v)}</span>`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><title>${esc(rec.t)}</title></head><body>` +
    `<main data-pagefind-body>${names}${parts}</main>` +
    `<div data-pagefind-meta="title">${esc(rec.t)}</div>${words}${filters}</body></html>`
  );
}

const NUMBER = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');

/** The plural or singular of a counter's abbreviation (SP ~ SPs, HQs ~ HQ). */
const ABBR = /\b([A-Z]{2,4})(s?)\b/g;

/**
 * Words a record's own text implies that Pagefind cannot find from the query: the other ways of
 * writing its numbers and its abbreviations. Returned as players' words (searched, never shown).
 */
export function variants(text) {
  const out = new Set();
  if (/½|(^|[^\d/])1\/2(?![\d/])/.test(text)) for (const w of ['half', '½', '1/2']) out.add(w);
  for (const m of text.matchAll(/(?<![\d.])(\d{1,2}) ?(?::|-|–|\bto\b) ?(\d{1,2})(?![\d.])/g)) {
    const [, a, b] = m;
    for (const w of [`${a}:${b}`, `${a}-${b}`, `${a} to ${b}`]) out.add(w);
  }
  for (const m of text.matchAll(ABBR)) out.add(m[2] ? m[1] : `${m[1]}s`);
  // small numbers as words: "within one", "two hexes", "a third"
  for (const m of text.matchAll(/(?<![\d.:/-])(1[0-2]|[1-9])(?![\d.:/-])/g)) out.add(NUMBER[Number(m[1]) - 1]);
  return [...out];
}

/**
 * Everyday words and other spellings, the same for every game (content/search-words.yaml): each
 * entry's `words` become players' words of every record whose own words hold one of its `means`
 * (as a whole word, any ending: "eliminat" finds eliminated, elimination).
 */
export function sharedWords(entries) {
  const tests = entries.map((e) => ({ words: e.words, re: new RegExp(`\\b(?:${e.means.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'i') }));
  return (text) => tests.filter((t) => t.re.test(text)).flatMap((t) => t.words);
}

/**
 * A glossary's abbreviations and the words they stand for (VP and Victory Points, ZOI and Zone of
 * Influence): a record that spells out the long form is found by the abbreviation too, and one that
 * uses the abbreviation by the long form.
 * terms: glossary records { t, a?: string[] }. Returns text -> the other forms of those it holds.
 */
export function abbreviations(terms) {
  const pairs = [];
  const re = (forms) => new RegExp(`\\b(?:${forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')).join('|')})\\b`);
  for (const d of terms) {
    const names = [d.t, ...(d.a ?? [])];
    const abbr = names.filter((n) => /^[A-Z][A-Za-z]{0,4}$/.test(n) && /[A-Z].*[A-Z]/.test(n));
    const long = names.filter((n) => n.trim().split(/\s+/).length >= 2);
    if (!abbr.length || !long.length) continue;
    const short = [...new Set(abbr.flatMap((a) => [a, `${a}s`]))];
    pairs.push({ has: new RegExp(re(long).source, 'i'), add: short });
    pairs.push({ has: re(short), add: long });
  }
  return (text) => pairs.filter((p) => p.has.test(text)).flatMap((p) => p.add);
}
