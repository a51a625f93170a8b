// Builds each game's search index with Pagefind (run by `npm run build` after Astro): one record per
// thing a player looks up, read from the built pages:
//   rule   every <Rule> section of the chapters (its own text, not its sub-rules', with the
//          sub-headings inside it in place, so a hit under one links to it)
//   term   every glossary entry (content/<slug>/glossary.yaml)
//   chart  every chart of the charts page
//   step   every step of the sequence of play
//   example every numbered step of the example of play
// plus players' words that are searched and never shown: content/<slug>/aliases.yaml (validated by
// the content collection at build time and by the content tests), the everyday words and other
// spellings of content/search-words.yaml, a glossary term's names for the rules it lists, and the
// variants scripts/search-records.mjs writes (number forms, abbreviations).
// Each record goes to Pagefind's Node API as a small document (scripts/search-records.mjs); each game
// gets its own bundle, dist/<slug>/pagefind/ (a kept game holds its own, and "this game only" loads
// nothing of the others); dist/search-games.json lists the games for the all-games search, which
// merges the bundles (src/lib/search.ts). Nothing here is shown that the pages do not show.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { load } from 'js-yaml';
import * as pagefind from 'pagefind';
import { abbreviations, recordHtml, sharedWords, variants } from './search-records.mjs';
import { rechunk } from './pagefind-chunks.mjs';

const dist = 'dist';
const content = 'content';
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ENT = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', ndash: '–', mdash: '—', hellip: '…', minus: '−', times: '×' };
const decode = (s) =>
  s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENT[e] ?? m),
  ).replace(/\u2060/g, ''); // the word joiner that keeps a term's popover button on its line
const attr = (a, name) => a.match(new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|/|$)`))?.[1] ?? (new RegExp(`(?:^|\\s)${name}(?=[\\s=/]|$)`).test(a) ? '' : undefined);

/** Walks the <main> of a page: calls open(tag, attrs, stack), text(str, stack), close(el, stack). */
function walk(html, { open = () => {}, text = () => {}, close = () => {} }) {
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  const stack = [];
  const re = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
  for (const m of main.matchAll(re)) {
    if (m[5] !== undefined) {
      const t = decode(m[5]);
      if (!stack.some((e) => e.ignore)) text(t, stack);
    } else if (m[3]) {
      const tag = m[3].toLowerCase();
      if (m[2]) {
        const i = stack.findLastIndex((e) => e.tag === tag);
        if (i < 0) continue;
        while (stack.length > i) close(stack.pop(), stack);
      } else if (!VOID.has(tag)) {
        const a = m[4];
        const el = { tag, attrs: a, ignore: attr(a, 'data-search-ignore') !== undefined || /class="[^"]*\b(?:rule-anchor|peek)\b/.test(a) };
        stack.push(el);
        open(el, stack);
      } else if (tag === 'br') text(' ', stack);
    }
  }
}
const BLOCK = /^(p|li|dt|dd|h[1-6]|tr|td|th|div|section|figure|caption|ul|ol|table|blockquote|figcaption|pre)$/;
const squash = (s) => s.replace(/\s+/g, ' ').trim();
const file = (...p) => join(dist, ...p, 'index.html');
// the files of a Pagefind bundle the site's search loads (src/lib/search.ts runs Pagefind on the page,
// without its web worker or its ready-made interfaces): the script, the English WebAssembly, the
// entry and metadata, and the index, filter and fragment chunks
const KEEP = /^(pagefind\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|wasm\.en\.pagefind|(index|filter|fragment)\/[^/]+)$/;

function ruleRecords(slug, rulesJson) {
  const byId = new Map(rulesJson.map((r) => [r.id, r]));
  const recs = new Map();
  const chapters = readdirSync(join(dist, slug, 'rules'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'example-of-play');
  // the rule's text in parts: what comes before its first sub-heading, then each sub-heading with what follows it
  const last = (id) => recs.get(id).parts.at(-1).text;
  for (const ch of chapters) {
    const path = file(slug, 'rules', ch.name);
    if (!existsSync(path)) continue;
    walk(readFileSync(path, 'utf8'), {
      open(el, stack) {
        const id = attr(el.attrs, 'data-rule');
        if (el.tag === 'section' && id !== undefined) {
          el.rule = id;
          if (!recs.has(id)) recs.set(id, { id, parts: [{ text: [] }] });
        }
        if (/^h[1-6]$/.test(el.tag)) {
          el.head = attr(el.attrs, 'id') ?? '';
          el.buf = [];
        }
        if (BLOCK.test(el.tag)) {
          const r = stack.findLast((e) => e.rule);
          if (r) last(r.rule).push(' ');
        }
      },
      text(t, stack) {
        const h = stack.findLast((e) => e.buf);
        if (h) h.buf.push(t);
        const r = stack.findLast((e) => e.rule);
        if (r && !h) last(r.rule).push(t);
      },
      close(el, stack) {
        if (!el.buf) return;
        const r = stack.findLast((e) => e.rule);
        const head = squash(el.buf.join(''));
        // the rule's own heading gives nothing (number and title come from rules.json)
        if (r && head && !el.head.startsWith('r-')) recs.get(r.rule).parts.push({ head: [head, el.head], text: [] });
      },
    });
  }
  return [...recs.values()].flatMap((r) => {
    const pub = byId.get(r.id);
    if (!pub) return [];
    const parts = r.parts.map((p) => ({ ...p, text: squash(p.text.join('')) }));
    return [{ k: 'rule', id: r.id, t: pub.title, u: pub.url, s: pub.status === 'full' ? undefined : pub.status, parts }];
  });
}

/** Records delimited by a heading or an element with an id (charts, steps, example). */
function blockRecords(path, url, kind, isStart) {
  if (!existsSync(path)) return [];
  const recs = [];
  let cur = null;
  walk(readFileSync(path, 'utf8'), {
    open(el) {
      const id = isStart(el);
      if (id) {
        cur = { k: kind, id, t: '', u: `${url}#${id}`, x: [], titleEl: null };
        recs.push(cur);
        el.start = cur;
      }
      if (cur && !cur.titleEl && /^h[2-4]$/.test(el.tag)) {
        cur.titleEl = el;
        el.title = cur;
        cur.tbuf = [];
      }
      if (cur && BLOCK.test(el.tag)) cur.x.push(' ');
    },
    text(t, stack) {
      if (!cur) return;
      const tt = stack.findLast((e) => e.title);
      if (tt && !stack.some((e) => /\brule-status\b/.test(e.attrs))) tt.title.tbuf.push(t);
      else if (!tt) cur.x.push(t);
    },
    close(el) {
      if (el.title) el.title.t = squash(el.title.tbuf.join(''));
    },
  });
  return recs.map(({ k, id, t, u, x }) => ({ k, id, t: t || id, u, parts: [{ text: squash(x.join('')) }] }));
}

function aliasMap(slug) {
  const p = join(content, slug, 'aliases.yaml');
  const out = new Map();
  if (!existsSync(p)) return out;
  for (const a of load(readFileSync(p, 'utf8')).aliases ?? []) {
    for (const key of [...(a.rules ?? []).map((r) => `rule:${r}`), ...(a.terms ?? []).map((t) => `term:${t}`)]) {
      out.set(key, [...(out.get(key) ?? []), ...a.words]);
    }
  }
  return out;
}

/** Every word of a record the player can read: title, other names, sub-headings, text. */
const ownWords = (d) => [d.t, ...(d.a ?? []), ...d.parts.flatMap((p) => [p.head?.[0] ?? '', p.text])].join(' ');

const shared = sharedWords(load(readFileSync(join(content, 'search-words.yaml'), 'utf8')).words);
const games = readdirSync(content).filter((d) => existsSync(join(content, d, 'game.yaml')) && existsSync(join(dist, d)));
const started = Date.now();
/** Builds one game's bundle; returns its entry of the games list. */
async function build(slug) {
  const game = load(readFileSync(join(content, slug, 'game.yaml'), 'utf8'));
  const rulesJson = JSON.parse(readFileSync(join(dist, slug, 'rules.json'), 'utf8'));
  const gloss = existsSync(join(content, slug, 'glossary.yaml')) ? load(readFileSync(join(content, slug, 'glossary.yaml'), 'utf8')).terms ?? [] : [];
  const docs = [
    ...ruleRecords(slug, rulesJson),
    ...gloss.map((g) => ({ k: 'term', id: g.id, t: g.term, u: `/${slug}/glossary/#g-${g.id}`, a: g.aliases.length ? g.aliases : undefined, parts: [{ text: squash(g.definition) }] })),
    ...blockRecords(file(slug, 'charts'), `/${slug}/charts/`, 'chart', (el) => el.tag === 'figure' && /\bchart\b/.test(el.attrs) && attr(el.attrs, 'id')),
    ...blockRecords(file(slug, 'sequence'), `/${slug}/sequence/`, 'step', (el) => el.tag === 'section' && /\brule\b/.test(el.attrs) && attr(el.attrs, 'aria-labelledby')),
    ...blockRecords(file(slug, 'rules', 'example-of-play'), `/${slug}/rules/example-of-play/`, 'example', (el) => el.tag === 'h2' && attr(el.attrs, 'id')),
  ];
  // players' words, kept apart from the text (searched, never shown, weighted below the record's own words)
  const aliases = aliasMap(slug);
  // a glossary term's names count as players' words of the rules it lists
  for (const g of gloss) for (const r of g.rules ?? []) aliases.set(`rule:${r}`, [...(aliases.get(`rule:${r}`) ?? []), g.term, ...g.aliases]);
  const spelled = abbreviations(docs.filter((d) => d.k === 'term'));
  for (const d of docs) {
    const own = ownWords(d);
    d.w = aliases.get(`${d.k}:${d.id}`);
    d.v = [...shared(own), ...spelled(own), ...variants(own)];
  }
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  // all at once: one by one, each record waits for a round trip to Pagefind's process
  await Promise.all(
    docs.map(async (d) => {
      const r = await index.addHTMLFile({ url: d.u, content: recordHtml(d, slug) });
      if (r.errors.length) throw new Error(`pagefind, ${slug} ${d.k} ${d.id}: ${r.errors.join('; ')}`);
    }),
  );
  const out = join(dist, slug, 'pagefind');
  rmSync(out, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: out });
  if (written.errors.length) throw new Error(`pagefind, ${slug}: ${written.errors.join('; ')}`);
  await index.deleteIndex();
  // Pagefind's own chunks are about 20,000 word positions: cut smaller, a first search fetches what its words need
  const chunks = rechunk(out);
  let bytes = 0;
  for (const f of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!f.isFile()) continue;
    const path = relative(out, join(f.parentPath, f.name)).split(sep).join('/');
    if (KEEP.test(path)) bytes += statSync(join(out, path)).size;
    else rmSync(join(out, path));
  }
  console.log(`search index ${slug}: ${docs.length} records, ${(bytes / 1024).toFixed(0)} KB of Pagefind files, the words in ${chunks.after} chunks (Pagefind wrote ${chunks.before})`);
  return { game: slug, title: game.short };
}
const list = [];
for (const slug of games) list.push(await build(slug));
await pagefind.close();
writeFileSync(join(dist, 'search-games.json'), JSON.stringify(list));
console.log(`search indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
