// Words meant for us never reach a player: no built page may say "seed" or "scrape(d)", the
// words of our own notes about where a rule's text came from, nor cite a line number of our text
// file of a rulebook ("line 1328") or a section of our research notes ("notes §11.2"): the printed
// book has neither. A page cites the rulebook by rule, example and page (a moment of an example by
// its units and hexes), and says "not in the rulebook text we have" where something is lost.
// What a player sees is checked: text nodes and the attributes read aloud or shown (title,
// aria-label, alt, placeholder, a meta description), parsed with a real HTML parser; scripts,
// styles and JSON (an island's props) are not text a player reads.
// Usage: node scripts/check-words.mjs (after npm run build) checks every page of dist/;
// node scripts/check-words.mjs /1914-offensive/ / checks those pages only (a folder: every page
// under it; "/" alone: the home page), for checking one game while the others are rewritten.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, NodeType } from 'node-html-parser';

export const WORDS = /\b(seeds?|scrap(?:e|ed|es|ing))\b/gi;
/** A line number of our text file ("line 1328", "lines 1257, 1298"): a player's rulebook has no line numbers. */
export const LINES = /\blines? \d{3,5}\b/gi;
/** A section of our research notes ("notes §11.2"): a player has no such notes. */
export const NOTES = /\bnotes? §\s?\d[\d.]*/gi;
/** Our research notes themselves ("our research notes left out…"): a player has none; a page says what the rule is. */
export const RESEARCH = /\bresearch notes?\b/gi;
const OURS = [WORDS, LINES, NOTES, RESEARCH];
const SHOWN = ['title', 'alt', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-placeholder', 'placeholder', 'label'];
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

/** Each forbidden word, line number or notes section in what a player sees of one HTML document, with where it stands. */
export function ourWords(html) {
  const found = [];
  const look = (text, where) => {
    const here = OURS.flatMap((re) => [...text.matchAll(re)]).sort((a, b) => a.index - b.index);
    for (const m of here) found.push({ word: m[0], where, context: around(text, m.index, m[0].length) });
  };
  (function walk(node) {
    for (const c of node.childNodes) {
      if (c.nodeType === NodeType.TEXT_NODE) look(c.text, 'text');
      else if (c.nodeType === NodeType.ELEMENT_NODE) {
        if (SKIP.has(c.tagName)) continue;
        const attrs = c.attributes;
        for (const a of SHOWN) if (a in attrs) look(attrs[a], `${c.tagName.toLowerCase()} ${a}=`);
        if (c.tagName === 'META' && /^(description|og:|twitter:)/.test(attrs.name ?? attrs.property ?? '')) look(attrs.content ?? '', 'meta content=');
        walk(c);
      }
    }
  })(parse(html, { comment: false }));
  return found;
}

function around(text, at, len) {
  const s = text.slice(Math.max(0, at - 40), at + len + 40).replace(/\s+/g, ' ').trim();
  return s;
}

function pagesUnder(dir) {
  const out = [];
  (function walk(d) {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (e.endsWith('.html')) out.push(p);
    }
  })(dir);
  return out;
}

/** The pages to check: all of dist/, or the pages the arguments name ("/" is the home page). */
export function pagesToCheck(dist, args) {
  if (!args.length) return pagesUnder(dist);
  return args.flatMap((a) => {
    const p = join(dist, a);
    if (a === '/' || a === '') return [join(dist, 'index.html')];
    if (!existsSync(p)) throw new Error(`check-words: no ${p}`);
    return statSync(p).isDirectory() ? pagesUnder(p) : [p];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = 'dist';
  if (!existsSync(dist)) {
    console.error('check-words: no dist/ (run npm run build first)');
    process.exit(1);
  }
  const pages = pagesToCheck(dist, process.argv.slice(2));
  const bad = [];
  for (const page of pages) {
    const rel = '/' + page.slice(dist.length + 1).replace(/index\.html$/, '');
    for (const f of ourWords(readFileSync(page, 'utf8'))) bad.push(`${rel}: "${f.word}" in ${f.where} … ${f.context} …`);
  }
  for (const b of bad) console.log(`  FAIL ${b}`);
  const pagesBad = new Set(bad.map((b) => b.slice(0, b.indexOf(': ')))).size;
  console.log(`words meant for us: ${pages.length} pages checked, ${pagesBad} pages with ${bad.length} uses of "seed", "scrape", a line number of our text or a section of our notes`);
  process.exit(bad.length ? 1 : 0);
}
