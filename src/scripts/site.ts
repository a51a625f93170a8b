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

// ---- header within reach -------------------------------------------------
// Once the reader is past the header, any scroll up brings it back pinned to
// the top (scrolling down puts it away again), so the jump box and Search are
// always one flick away. In its own place it is never pinned, so it covers
// nothing there; body padding keeps the page from jumping while it is pinned,
// and --head-h keeps anchors clear of it (scroll-padding-top in global.css).
const head = $<HTMLElement>('.site-header');
if (head) {
  let lastY = scrollY;
  const measure = () => root.style.setProperty('--head-h', `${head.offsetHeight}px`);
  measure();
  new ResizeObserver(measure).observe(head);
  const pin = (on: boolean) => root.classList.toggle('head-pinned', on);
  addEventListener(
    'scroll',
    () => {
      const y = scrollY;
      if (Math.abs(y - lastY) < 4) return;
      // past the header's own place: up pins it, down puts it away
      pin(y > head.offsetHeight && (y < lastY || head.contains(document.activeElement)));
      lastY = y;
    },
    { passive: true },
  );
  head.addEventListener('focusin', () => pin(scrollY > head.offsetHeight));
}

// ---- jump box and search: loaded on first use --------------------------
const lazy = () => import('./site-lazy.ts');
const jumpForm = $<HTMLFormElement>('[data-jump]');
jumpForm?.addEventListener('submit', (ev) => {
  ev.preventDefault();
  void lazy().then((m) => m.jump(jumpForm));
});
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
  void lazy().then((m) => m.startSearch());
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
if (location.pathname === '/search/') {
  const q = new URLSearchParams(location.search).get('q');
  if (q) open(q);
}
