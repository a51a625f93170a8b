/**
 * The only script on rules pages: theme toggle, opening the search dialog
 * (already in the page), and the listeners that load the rule-number jump and
 * the search code with its index (site-lazy.ts) on first use. Kept tiny on
 * purpose (budget: 5 KB gzipped on rules pages).
 */

const $ = <T extends Element>(sel: string) => document.querySelector<T>(sel);

// ---- theme -------------------------------------------------------------
const root = document.documentElement;
const themeBtn = $<HTMLButtonElement>('[data-theme-toggle]');
function showTheme() {
  const t = root.dataset.theme ?? 'system';
  themeBtn?.setAttribute('aria-label', `Colour theme: ${t}. Switch theme`);
}
themeBtn?.addEventListener('click', () => {
  const dark = root.dataset.theme ? root.dataset.theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  root.dataset.theme = dark ? 'light' : 'dark';
  try {
    localStorage.setItem('adc-theme', root.dataset.theme);
  } catch {
    /* private mode: the choice lasts for this page */
  }
  showTheme();
});
showTheme();

// ---- on a phone the game's sections are one line that scrolls sideways: the current one in view
const here = $<HTMLElement>('.game-nav [aria-current]');
if (here) here.parentElement!.scrollLeft = here.offsetLeft - 12;

// ---- header within reach: its code loads on the first scroll (site-head.ts) ----
const head = $<HTMLElement>('.site-header');
if (head)
  addEventListener(
    'scroll',
    () => {
      const y = scrollY;
      void import('./site-head.ts').then((m) => m.follow(head, y));
    },
    { once: true, passive: true },
  );

// ---- jump box and search: loaded on first use --------------------------
const lazy = () => import('./site-lazy.ts');
// when that code cannot be fetched (the connection dropped, or a new version of the site replaced it),
// the player is told so instead of Go or Search doing nothing
const unloaded = (sel: string) => () => ($(sel)!.textContent = 'The search code could not be loaded: check the connection and try again.');
const jumpForm = $<HTMLFormElement>('[data-jump]');
jumpForm?.addEventListener('submit', (ev) => {
  ev.preventDefault();
  // elsewhere than /search/, the form goes there as it would without JavaScript: a fresh page fetches the code again
  void lazy().then((m) => m.jump(jumpForm), location.pathname === '/search/' ? unloaded('[data-jump-msg]') : () => jumpForm.submit());
});
// the rules opened in this game, under the jump box while it is empty (recent-panel.ts, loaded on first focus)
if (jumpForm?.dataset.game) jumpForm.querySelector('input[name=q]')?.addEventListener('focus', () => void import('./recent-panel.ts').then((m) => m.show(jumpForm)));
// The dialog and its input are in the page: open and focus them at once, so
// every letter typed from here on lands in the box; the search code and its
// index load meanwhile and search whatever the box holds when they arrive.
const dialog = $<HTMLDialogElement>('[data-search-dialog]');
const input = $<HTMLInputElement>('[data-search-input]');
let returnFocus: Element | null = null;
function open(q?: string) {
  if (!dialog || !input) return;
  if (!dialog.open) {
    returnFocus = document.activeElement;
    dialog.showModal();
  }
  if (q !== undefined) input.value = q;
  input.focus();
  void lazy().then((m) => m.startSearch(), unloaded('[data-search-status]'));
}
dialog?.addEventListener('close', () => (returnFocus as HTMLElement | null)?.focus?.());
$('[data-search-open]')?.addEventListener('click', () => open());
document.addEventListener('keydown', (e) => {
  const t = e.target as HTMLElement;
  if (e.key === '/' && !e.ctrlKey && !e.metaKey && !/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) && !t.isContentEditable) {
    e.preventDefault();
    open();
  }
});
// the jump box hands words (not a rule number) to search
addEventListener('adc:search', (e) => open((e as CustomEvent<string>).detail));
// the jump box without its script (Go pressed before this script ran, or no JavaScript) submits
// here: a rule number still jumps, words open search
if (location.pathname === '/search/') {
  const params = new URLSearchParams(location.search);
  const q = params.get('q');
  if (q) void lazy().then((m) => m.jumpTo(q, params.get('game') ?? ''), unloaded('[data-jump-msg]'));
}

// ---- offline: the service worker (dist/sw.js, scripts/offline.mjs) keeps what is opened; its only word to a page (stored games updated) shows in the status line
const sw = navigator.serviceWorker;
if (sw) {
  sw.register('/sw.js').catch(() => {});
  sw.onmessage = (e) => ($('[data-jump-msg]')!.textContent = e.data);
}
