/**
 * "Recently looked up" under the jump box (issue 23): while the box has focus and is empty, the
 * rules opened in this game (recent-note.ts keeps them), newest first, each one tap away, with
 * Clear. Loaded on the jump box's first focus; it hides again when the player types, presses
 * Escape, or touches or tabs anywhere outside the box and the list.
 */
import { clearRecent, readRecent } from '../lib/recent.ts';
import { isNumberedId } from '../lib/rule-id.ts';

let panel: HTMLElement | null = null;

function build(form: HTMLFormElement): HTMLElement {
  const p = document.createElement('section');
  p.className = 'recent';
  p.hidden = true;
  p.setAttribute('aria-labelledby', 'recent-h');
  p.dataset.recent = '';
  p.dataset.searchIgnore = '';
  // right after the box in the page's order, so Tab goes from Go to the list; shown under the header bar (CSS)
  form.after(p);
  const input = form.querySelector<HTMLInputElement>('input[name=q]')!;
  const inside = (t: EventTarget | null) => t instanceof Node && (form.contains(t) || p.contains(t));
  input.addEventListener('input', () => show(form));
  document.addEventListener('pointerdown', (e) => !inside(e.target) && hide());
  document.addEventListener('focusin', (e) => !inside(e.target) && hide());
  for (const el of [form, p])
    el.addEventListener('keydown', (e) => {
      if ((e as KeyboardEvent).key === 'Escape' && !p.hidden) {
        hide();
        input.focus();
      }
    });
  return p;
}

function hide() {
  if (panel) panel.hidden = true;
}

export function show(form: HTMLFormElement) {
  const game = form.dataset.game;
  if (!game) return;
  panel ??= build(form);
  const input = form.querySelector<HTMLInputElement>('input[name=q]')!;
  let list: ReturnType<typeof readRecent> = [];
  try {
    list = readRecent(localStorage, game);
  } catch {
    /* no storage: nothing was kept */
  }
  if (input.value.trim() !== '' || list.length === 0) return hide();
  const h = document.createElement('p');
  h.id = 'recent-h';
  h.className = 'recent-h';
  h.textContent = 'Recently looked up';
  const ul = document.createElement('ul');
  for (const r of list) {
    const a = document.createElement('a');
    a.href = r.url;
    if (isNumberedId(r.id)) {
      const num = document.createElement('span');
      num.className = 'rule-num';
      num.textContent = r.id;
      a.append(num, ' ');
    }
    a.append(r.title);
    const li = document.createElement('li');
    li.append(a);
    ul.append(li);
  }
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.className = 'secondary';
  clear.textContent = 'Clear';
  clear.setAttribute('aria-label', 'Clear the rules recently looked up');
  clear.addEventListener('click', () => {
    clearRecent(localStorage, game);
    hide();
    input.focus();
    const msg = document.querySelector('[data-jump-msg]');
    if (msg) msg.textContent = 'Recently looked up: cleared.';
  });
  // Clear last in the page's order (Tab reaches the rules first), drawn beside the heading (CSS)
  panel.replaceChildren(h, ul, clear);
  panel.hidden = false;
}
