// Writes each game's search index, dist/<slug>/search.json, from the built pages
// (run by `npm run build` after Astro). One record per thing a player looks up:
//   rule   every <Rule> section of the chapters (its own text, not its sub-rules'; the
//          sub-headings inside it, with their anchors, so a hit there still names the rule)
//   term   every glossary entry (content/<slug>/glossary.yaml)
//   chart  every chart of the charts page
//   step   every step of the sequence of play
//   example every numbered step of the example of play
// plus the players' words of content/<slug>/aliases.yaml, attached to the rule or term they
// name (validated by the content collection at build time and by the content tests).
// The browser reads it with src/lib/search.ts; nothing here is shown that the pages do not show.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from 'js-yaml';

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

function ruleRecords(slug, rulesJson) {
  const byId = new Map(rulesJson.map((r) => [r.id, r]));
  const recs = new Map();
  const chapters = readdirSync(join(dist, slug, 'rules'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'example-of-play');
  for (const ch of chapters) {
    const path = file(slug, 'rules', ch.name);
    if (!existsSync(path)) continue;
    const url = `/${slug}/rules/${ch.name}/`;
    walk(readFileSync(path, 'utf8'), {
      open(el, stack) {
        const id = attr(el.attrs, 'data-rule');
        if (el.tag === 'section' && id !== undefined) {
          el.rule = id;
          if (!recs.has(id)) recs.set(id, { id, text: [], heads: [] });
        }
        if (/^h[1-6]$/.test(el.tag)) {
          el.head = attr(el.attrs, 'id') ?? '';
          el.buf = [];
        }
        if (BLOCK.test(el.tag)) {
          const r = stack.findLast((e) => e.rule);
          if (r) recs.get(r.rule).text.push(' ');
        }
      },
      text(t, stack) {
        const h = stack.findLast((e) => e.buf);
        if (h) h.buf.push(t);
        const r = stack.findLast((e) => e.rule);
        if (r && !h) recs.get(r.rule).text.push(t);
      },
      close(el, stack) {
        if (!el.buf) return;
        const r = stack.findLast((e) => e.rule);
        // the rule's own heading gives nothing (number and title come from rules.json)
        if (r && !el.head.startsWith('r-')) recs.get(r.rule).heads.push([squash(el.buf.join('')), el.head]);
      },
    });
    void url;
  }
  return [...recs.values()].flatMap((r) => {
    const pub = byId.get(r.id);
    if (!pub) return [];
    return [{ k: 'rule', id: r.id, t: pub.title, u: pub.url, s: pub.status === 'full' ? undefined : pub.status, h: r.heads.filter((h) => h[0]), x: squash(r.text.join('')) }];
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
  return recs.map(({ k, id, t, u, x }) => ({ k, id, t: t || id, u, x: squash(x.join('')) }));
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

const games = readdirSync(content).filter((d) => existsSync(join(content, d, 'game.yaml')) && existsSync(join(dist, d)));
const list = [];
for (const slug of games) {
  const game = load(readFileSync(join(content, slug, 'game.yaml'), 'utf8'));
  const rulesJson = JSON.parse(readFileSync(join(dist, slug, 'rules.json'), 'utf8'));
  const gloss = existsSync(join(content, slug, 'glossary.yaml')) ? load(readFileSync(join(content, slug, 'glossary.yaml'), 'utf8')).terms ?? [] : [];
  const docs = [
    ...ruleRecords(slug, rulesJson),
    ...gloss.map((g) => ({ k: 'term', id: g.id, t: g.term, u: `/${slug}/glossary/#g-${g.id}`, a: g.aliases.length ? g.aliases : undefined, x: squash(g.definition), r: g.rules })),
    ...blockRecords(file(slug, 'charts'), `/${slug}/charts/`, 'chart', (el) => el.tag === 'figure' && /\bchart\b/.test(el.attrs) && attr(el.attrs, 'id')),
    ...blockRecords(file(slug, 'sequence'), `/${slug}/sequence/`, 'step', (el) => el.tag === 'section' && /\brule\b/.test(el.attrs) && attr(el.attrs, 'aria-labelledby')),
    ...blockRecords(file(slug, 'rules', 'example-of-play'), `/${slug}/rules/example-of-play/`, 'example', (el) => el.tag === 'h2' && attr(el.attrs, 'id')),
  ];
  // players' words, kept apart from the text (never shown, weighted below the record's own words)
  const aliases = aliasMap(slug);
  for (const d of docs) {
    const w = aliases.get(`${d.k}:${d.id}`);
    if (w) d.w = w;
  }
  const json = JSON.stringify({ game: slug, title: game.short, docs });
  writeFileSync(join(dist, slug, 'search.json'), json);
  list.push({ game: slug, title: game.short });
  console.log(`search index ${slug}: ${docs.length} records, ${(json.length / 1024).toFixed(1)} KB, ${(gzipSync(json).length / 1024).toFixed(1)} KB gz`);
}
writeFileSync(join(dist, 'search-games.json'), JSON.stringify(list));
