/**
 * The rule-number jump and the search dialog, loaded on first use (a submit
 * in the jump box, the Search button or the "/" key) to keep every page's
 * first load small.
 */
import { parseRuleQuery, resolveRuleQuery, subtreeRoot, type PublishedRule } from '../lib/rule-id.ts';
import { buildIndex, esc, excerpt, search as runSearch, type GameIndex, type Index } from '../lib/search.ts';

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
const list = $<HTMLUListElement>('[data-search-results]');
const thisGame = $<HTMLInputElement>('[data-search-this-game]');

// each game's index (dist/<slug>/search.json), fetched once on first use
const games = new Map<string, Promise<GameIndex>>();
const getGame = (slug: string) => {
  let p = games.get(slug);
  if (!p) games.set(slug, (p = fetchJson<GameIndex>(`/${slug}/search.json`)));
  return p;
};
let allGames: Promise<{ game: string }[]> | null = null;
const built = new Map<string, Index>();
async function indexFor(slugs: string[]): Promise<Index> {
  const key = slugs.join(' ');
  let ix = built.get(key);
  if (!ix) built.set(key, (ix = buildIndex(await Promise.all(slugs.map(getGame)))));
  return ix;
}

/** Called by the site script each time it opens the dialog: never touches the box's text. */
export function startSearch() {
  void search();
}

const KIND: Record<string, string> = { term: 'Glossary', chart: 'Chart', step: 'Turn step', example: 'Example of play' };
let seq = 0;
async function search() {
  if (!input || !list || !status) return;
  const q = input.value.trim();
  const mine = ++seq;
  if (!q) {
    list.innerHTML = '';
    status.textContent = 'Type to search.';
    return;
  }
  status.textContent = 'Searching…';
  try {
    const one = thisGame?.checked ? thisGame.dataset.game : undefined;
    const slugs = one ? [one] : (await (allGames ??= fetchJson<{ game: string }[]>('/search-games.json'))).map((g) => g.game);
    const ix = await indexFor(slugs);
    // what the box holds now (the player may have typed on while the index loaded)
    if (mine !== seq) return;
    const res = runSearch(ix, input.value.trim(), 10);
    const many = slugs.length > 1;
    status.textContent = res.hits.length
      ? res.all
        ? `${res.all} ${res.all === 1 ? "result has" : "results have"} every word.`
        : 'Nothing holds every word; the closest matches:'
      : 'Nothing found.';
    list.innerHTML = res.hits
      .map((h) => {
        const d = h.doc;
        const ex = excerpt(h, ix);
        const num = d.k === 'rule' && /^\d/.test(d.id) ? `<span class="r-num">${esc(d.id)}</span> ` : '';
        const kind = d.k === 'rule' ? '' : `<span class="r-kind">${KIND[d.k]}</span> `;
        const url = ex.head ? `${d.u.replace(/#.*$/, '')}#${ex.head[1]}` : d.u;
        return (
          `<li data-kind="${d.k}" data-id="${esc(d.id)}" data-game="${esc(h.game.game)}">` +
          `${kind}<a href="${esc(url)}">${num}<span class="r-title">${esc(d.t)}</span>` +
          (ex.head ? ` <span class="r-sub">› ${esc(ex.head[0])}</span>` : '') +
          `</a>` +
          (d.s === 'cited' ? ` <span class="r-status">cited only</span>` : '') +
          (many ? ` <span class="r-game">${esc(h.game.title)}</span>` : '') +
          (ex.html ? `<p class="r-ex">${ex.html}</p>` : '') +
          `</li>`
        );
      })
      .join('');
    list.dataset.q = input.value.trim(); // which query the list answers (tests wait on it)
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
  timer = setTimeout(() => void search(), 80);
});
input?.addEventListener('keydown', (e) => {
  // Escape closes at once (a search field would first only clear its text)
  if (e.key === 'Escape') {
    e.preventDefault();
    $<HTMLDialogElement>('[data-search-dialog]')?.close();
  }
});
thisGame?.addEventListener('change', () => void search());
