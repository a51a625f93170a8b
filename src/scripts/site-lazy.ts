/**
 * The rule-number jump and the search dialog, loaded on first use (a submit
 * in the jump box, the Search button or the "/" key) to keep every page's
 * first load small.
 */
import { parseRuleQuery, resolveRuleQuery, subtreeRoot, type PublishedRule } from '../lib/rule-id.ts';
import { bundlePath, esc, openIndex, preload, ruleHit, search as runSearch, type Hit, type PagefindInstance, type PagefindModule } from '../lib/search.ts';
import { readRulings } from '../lib/rulings.ts';
import { findRulings } from '../lib/rulings-search.ts';

const $ = <T extends Element>(sel: string) => document.querySelector<T>(sel);

// ---- rule jump ----------------------------------------------------------
const jumpMsg = $<HTMLElement>('[data-jump-msg]');
const say = (html: string) => {
  if (jumpMsg) jumpMsg.innerHTML = html;
};

async function fetchJson<T>(url: string): Promise<T> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return (await r.json()) as T;
}

export function jump(jumpForm: HTMLFormElement) {
  return jumpTo((jumpForm.elements.namedItem('q') as HTMLInputElement).value, jumpForm.dataset.game);
}

/**
 * Go to rule `q` of `game` (every game when empty). Also run on /search/?q=…&game=…, where the
 * jump box's own submit lands when Go is pressed before this page's script has run.
 */
export async function jumpTo(q: string, game?: string) {
  const cands = parseRuleQuery(q);
  if (!cands) {
    // words, not a rule number: the site script opens search with them
    dispatchEvent(new CustomEvent('adc:search', { detail: q }));
    return;
  }
  // "7.4." or a chapter number: the rule with all its sub-rules, marked on its chapter's page (site.ts)
  const tree = subtreeRoot(q, cands);
  const to = (url: string) => (tree ? url.replace('#', `?tree=${tree}#`) : url);
  try {
    if (game) {
      // the rule, or for a chapter number ("7") the first rule of that chapter
      const hit = resolveRuleQuery(q, await fetchJson<PublishedRule[]>(`/${game}/rules.json`));
      if (hit) location.assign(to(hit.url));
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
    else if (hits.length === 1) location.assign(to(hits[0]!.r.url));
    else
      say(
        `Rule ${esc(cands[0]!)} in: ` +
          hits.map(({ g, r }) => `<a href="${esc(to(r.url))}">${esc(g.title)}: ${esc(r.id)} ${esc(r.title)}</a>`).join(' · '),
      );
  } catch {
    say('The rule index could not be loaded.');
  }
}

// ---- search -------------------------------------------------------------
const input = $<HTMLInputElement>('[data-search-input]');
const status = $<HTMLElement>('[data-search-status]');
const results = $<HTMLElement>('[data-search-results]');
const thisGame = $<HTMLInputElement>('[data-search-this-game]');

// Pagefind: its browser module (the same file in every game's bundle: the first game's is loaded) and
// one index per set of games searched, opened once on first use; the all-games search merges the bundles
let pagefind: Promise<PagefindModule> | null = null;
let tries = 0;
const indexes = new Map<string, Promise<PagefindInstance>>();
function indexFor(slugs: string[]): Promise<PagefindInstance> {
  const key = slugs.join(' ');
  let ix = indexes.get(key);
  if (!ix) {
    // not loaded (no connection, the game not kept): the next search tries again, under another URL,
    // since the browser remembers a module that failed to load
    pagefind ??= (import(/* @vite-ignore */ `${bundlePath(slugs[0]!)}pagefind.js${tries ? `?try=${tries}` : ''}`) as Promise<PagefindModule>).catch((e) => {
      pagefind = null;
      tries++;
      throw e;
    });
    indexes.set(key, (ix = pagefind.then((m) => openIndex(m, slugs))));
    ix.catch(() => indexes.delete(key)); // offline or a failed fetch: the next search tries again
  }
  return ix;
}
let allGames: Promise<{ game: string; title: string }[]> | null = null;
/** The games searched: this one (checked "this game only"), else all, this one first. */
async function scope(): Promise<{ slugs: string[]; titles: Map<string, string> }> {
  const one = thisGame?.checked ? thisGame.dataset.game : undefined;
  if (one) return { slugs: [one], titles: new Map([[one, thisGame!.dataset.gameTitle ?? one]]) };
  const all = await (allGames ??= fetchJson<{ game: string; title: string }[]>('/search-games.json'));
  const here = thisGame?.dataset.game;
  const slugs = all.map((g) => g.game).sort((a, b) => Number(b === here) - Number(a === here));
  return { slugs, titles: new Map(all.map((g) => [g.game, g.title])) };
}

/** A rule number typed in the box: that rule (in every game searched that has it), shown first. */
async function numbered(pf: PagefindInstance, q: string, slugs: string[]): Promise<Hit[]> {
  if (!parseRuleQuery(q)) return [];
  const lists = await Promise.all(slugs.map((g) => fetchJson<PublishedRule[]>(`/${g}/rules.json`).catch(() => [])));
  const found = await Promise.all(
    slugs.map((g, i) => {
      const r = resolveRuleQuery(q, lists[i]!);
      return r ? ruleHit(pf, r.id, slugs.length > 1 ? g : undefined) : null;
    }),
  );
  return found.filter((h): h is Hit => !!h);
}

/** Called by the site script each time it opens the dialog: never touches the box's text. */
export function startSearch() {
  void search();
}

const KIND: Record<string, string> = { term: 'Glossary', chart: 'Chart', step: 'Turn step', example: 'Example of play' };

/** One result: its kind (unless a rule), number and title apart, the sub-heading it is under, a line of its text. */
function item(h: Hit, gameTitle?: string): string {
  const num = h.kind === 'rule' && /^\d/.test(h.id) ? `<span class="r-num">${esc(h.id)}</span> ` : '';
  const kind = h.kind === 'rule' ? '' : `<span class="r-kind">${KIND[h.kind]}</span> `;
  return (
    `<li data-kind="${h.kind}" data-id="${esc(h.id)}" data-game="${esc(h.game)}">` +
    `${kind}<a href="${esc(h.url)}">${num}<span class="r-title">${esc(h.title)}</span>` +
    (h.sub ? ` <span class="r-sub">› ${esc(h.sub)}</span>` : '') +
    `</a>` +
    (h.status === 'cited' ? ` <span class="r-status">cited only</span>` : '') +
    (gameTitle ? ` <span class="r-game">${esc(gameTitle)}</span>` : '') +
    (h.excerpt ? `<p class="r-ex">${h.excerpt}</p>` : '') +
    `</li>`
  );
}

/**
 * The results, as labelled groups in order: the index's results (unlabelled) now; a group of
 * another source (the player's own notes) is one more entry with its label.
 */
interface Group {
  label?: string;
  hits: Hit[];
}
function render(groups: Group[], titles?: Map<string, string>): string {
  return groups
    .filter((g) => g.hits.length)
    .map(
      (g) =>
        (g.label ? `<h2 class="r-group">${esc(g.label)}</h2>` : '') +
        `<ul class="search-results"${g.label ? ` aria-label="${esc(g.label)}"` : ''}>${g.hits.map((h) => item(h, titles?.get(h.game))).join('')}</ul>`,
    )
    .join('');
}

/** The device's own rulings that hold the words, in the games searched: each links to its rule. */
async function rulingHits(q: string, slugs: string[]): Promise<Hit[]> {
  const out: Hit[] = [];
  for (const g of slugs) {
    let found;
    try {
      found = findRulings(readRulings(localStorage, g).rulings, q);
    } catch {
      continue; // no storage
    }
    if (!found.length) continue;
    const rules = await fetchJson<PublishedRule[]>(`/${g}/rules.json`).catch((): PublishedRule[] => []);
    for (const r of found) {
      const rule = rules.find((x) => x.id === r.rule);
      out.push({ kind: 'rule', id: r.rule, game: g, title: rule?.title ?? r.rule, url: rule?.url ?? `/${g}/rulings/`, sub: 'your ruling', excerpt: esc(r.text.length > 160 ? `${r.text.slice(0, 159)}…` : r.text) });
    }
  }
  return out;
}

let seq = 0;
/** The index the last search used: typing on preloads what the words need there. */
let last: Promise<PagefindInstance> | undefined;
async function search() {
  if (!input || !results || !status) return;
  const q = input.value.trim();
  const mine = ++seq;
  if (!q) {
    results.innerHTML = '';
    status.textContent = 'Type to search.';
    return;
  }
  status.textContent = 'Searching…';
  let own: Hit[] = [];
  const OWN = 'Your rulings (kept on this device)';
  try {
    const { slugs, titles } = await scope();
    own = await rulingHits(q, slugs);
    const pf = await (last = indexFor(slugs));
    // what the box holds now (the player may have typed on while the index loaded)
    if (mine !== seq) return;
    const now = input.value.trim();
    const [exact, res] = await Promise.all([numbered(pf, now, slugs), runSearch(pf, now, 10)]);
    if (mine !== seq) return;
    const seen = new Set(exact.map((h) => `${h.game} ${h.kind} ${h.id}`));
    const hits = [...exact, ...res.hits.filter((h) => !seen.has(`${h.game} ${h.kind} ${h.id}`))].slice(0, 10);
    status.textContent = hits.length
      ? res.all
        ? `${res.all} ${res.all === 1 ? 'result has' : 'results have'} every word.`
        : exact.length
          ? `Rule ${exact[0]!.id}:`
          : 'Nothing holds every word; the closest matches:'
      : 'Nothing found.';
    results.innerHTML = render([{ label: OWN, hits: own }, { label: own.length ? 'The rules' : undefined, hits }], slugs.length > 1 ? titles : undefined);
    results.dataset.q = now; // which query the list answers (tests wait on it)
  } catch {
    if (mine !== seq) return;
    // the rulings are this device's own: found without the index
    results.innerHTML = render([{ label: OWN, hits: own }]);
    status.textContent = 'Search is not available (it works on the built site, not in dev, and needs this game kept offline to work without a connection).';
  }
}
// one search per pause in typing, not per keystroke; the index chunks the words need load meanwhile
let timer: ReturnType<typeof setTimeout> | undefined;
input?.addEventListener('input', () => {
  clearTimeout(timer);
  void last?.then((pf) => preload(pf, input.value), () => {});
  timer = setTimeout(() => void search(), 25);
});
input?.addEventListener('keydown', (e) => {
  // Escape closes at once (a search field would first only clear its text)
  if (e.key === 'Escape') {
    e.preventDefault();
    $<HTMLDialogElement>('[data-search-dialog]')?.close();
  }
});
thisGame?.addEventListener('change', () => void search());
