/**
 * The rule-number jump and the search dialog, loaded on first use (a submit
 * in the jump box, the Search button or the "/" key) to keep every page's
 * first load small.
 */
import { parseRuleQuery, resolveRuleQuery, type PublishedRule } from '../lib/rule-id.ts';

const $ = <T extends Element>(sel: string) => document.querySelector<T>(sel);

// ---- rule jump ----------------------------------------------------------
const jumpMsg = $<HTMLElement>('[data-jump-msg]');
const say = (html: string) => {
  if (jumpMsg) jumpMsg.innerHTML = html;
};
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function fetchJson<T>(url: string): Promise<T> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return (await r.json()) as T;
}

export async function jump(jumpForm: HTMLFormElement) {
  const q = (jumpForm.elements.namedItem('q') as HTMLInputElement).value;
  const cands = parseRuleQuery(q);
  if (!cands) {
    openSearch(q);
    return;
  }
  const game = jumpForm.dataset.game;
  try {
    if (game) {
      // the rule, or for a chapter number ("7") the first rule of that chapter
      const hit = resolveRuleQuery(q, await fetchJson<PublishedRule[]>(`/${game}/rules.json`));
      if (hit) location.assign(hit.url);
      else say(`There is no rule ${esc(cands[0]!)} in this game. <a href="/${esc(game)}/rules/">All rules</a>`);
      return;
    }
    // home page: every game that has the number
    const all = await fetchJson<{ game: string; title: string; rules: PublishedRule[] }[]>('/rules-index.json');
    const hits = all.flatMap((g) => {
      const r = resolveRuleQuery(q, g.rules);
      return r ? [{ g, r }] : [];
    });
    if (hits.length === 0) say(`No game has a rule ${esc(cands[0]!)}.`);
    else if (hits.length === 1) location.assign(hits[0]!.r.url);
    else
      say(
        `Rule ${esc(cands[0]!)} in: ` +
          hits.map(({ g, r }) => `<a href="${esc(r.url)}">${esc(g.title)}: ${esc(r.id)} ${esc(r.title)}</a>`).join(' · '),
      );
  } catch {
    say('The rule index could not be loaded.');
  }
}

// ---- search -------------------------------------------------------------
interface PagefindResult {
  url: string;
  meta: { title?: string };
  excerpt: string;
  sub_results?: { url: string; title: string; excerpt: string; weighted_locations?: { balanced_score: number }[] }[];
}
interface Pagefind {
  search(q: string, opts?: { filters?: Record<string, string> }): Promise<{ results: { data(): Promise<PagefindResult> }[] }>;
}
let pagefind: Promise<Pagefind> | null = null;
const dialog = $<HTMLDialogElement>('[data-search-dialog]');
const input = $<HTMLInputElement>('[data-search-input]');
const status = $<HTMLElement>('[data-search-status]');
const list = $<HTMLUListElement>('[data-search-results]');
const thisGame = $<HTMLInputElement>('[data-search-this-game]');
let opener: Element | null = null;

export function openSearch(q = '') {
  if (!dialog || !input) return;
  opener = document.activeElement;
  if (!dialog.open) dialog.showModal();
  input.value = q;
  input.focus();
  pagefind ??= import(/* @vite-ignore */ `${'/pagefind/'}pagefind.js`) as Promise<Pagefind>;
  void search();
}
dialog?.addEventListener('close', () => (opener as HTMLElement | null)?.focus?.());

const score = (s: { weighted_locations?: { balanced_score: number }[] }) =>
  (s.weighted_locations ?? []).reduce((n, w) => n + w.balanced_score, 0);

let seq = 0;
async function search() {
  if (!input || !list || !status || !pagefind) return;
  const q = input.value.trim();
  const mine = ++seq;
  if (!q) {
    list.innerHTML = '';
    status.textContent = 'Type to search.';
    return;
  }
  status.textContent = 'Searching…';
  try {
    const pf = await pagefind;
    const filters = thisGame?.checked ? { game: thisGame.dataset.gameTitle ?? '' } : undefined;
    const res = await pf.search(q, filters ? { filters } : {});
    const data = await Promise.all(res.results.slice(0, 10).map((r) => r.data()));
    if (mine !== seq) return;
    status.textContent = data.length ? `${res.results.length} pages match.` : 'Nothing found.';
    list.innerHTML = data
      .map(
        (d) =>
          `<li><a href="${esc(d.url)}">${esc(d.meta.title ?? d.url)}</a>` +
          // the rules with the strongest matches first, not the first in page order
          [...(d.sub_results ?? [])]
            .sort((a, b) => score(b) - score(a))
            .slice(0, 4)
            .map((s) => `<div class="sub"><a href="${esc(s.url)}">${esc(s.title)}</a><br>${s.excerpt}</div>`)
            .join('') +
          `</li>`,
      )
      .join('');
  } catch {
    if (mine !== seq) return;
    list.innerHTML = '';
    status.textContent = 'Search is not available (it works on the built site, not in dev).';
  }
}
// one search per pause in typing, not per keystroke
let timer: ReturnType<typeof setTimeout> | undefined;
input?.addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(() => void search(), 150);
});
input?.addEventListener('keydown', (e) => {
  // Escape closes at once (a search field would first only clear its text)
  if (e.key === 'Escape') {
    e.preventDefault();
    dialog?.close();
  }
});
thisGame?.addEventListener('change', () => void search());

