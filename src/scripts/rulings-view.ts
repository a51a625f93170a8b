/**
 * Shows the device's rulings in place under their rules on a chapter page, and marks each
 * such rule's heading. Plain DOM, no framework: it runs on every rules page at load when the
 * device holds rulings for the game (site budget: 5 KB of script before interaction).
 */
import { KINDS, type Ruling } from '../lib/rulings.ts';

export const gameOf = () => location.pathname.split('/')[1] ?? '';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

function button(text: string, action: string, id: string, label: string) {
  const b = el('button', 'ruling-btn', text);
  b.type = 'button';
  b.dataset.rulingAction = action;
  b.dataset.rulingId = id;
  b.setAttribute('aria-label', label);
  return b;
}

/** One ruling; `actions`: with its Edit and Delete buttons (on its rule's page). */
export function rulingItem(r: Ruling, actions = true): HTMLElement {
  const li = el('li', `ruling ruling-${r.kind}`);
  li.dataset.rulingItem = r.id;
  const head = el('p', 'ruling-head');
  head.append(el('strong', undefined, KINDS[r.kind]), ` · ${r.date}`);
  const text = el('p', 'ruling-text', r.text);
  li.append(head, text);
  if (r.source) {
    const src = el('p', 'ruling-source', 'Source: ');
    if (/^https?:\/\/\S+$/.test(r.source)) {
      const a = el('a', undefined, r.source);
      a.href = r.source;
      a.rel = 'noopener noreferrer';
      src.append(a);
    } else src.append(r.source);
    li.append(src);
  }
  if (!actions) return li;
  const acts = el('p', 'ruling-actions no-print');
  const what = `${KINDS[r.kind].toLowerCase()} on rule ${r.rule}`;
  acts.append(
    button('Edit', 'edit', r.id, `Edit ${what}`),
    button('Delete', 'delete', r.id, `Delete ${what}`),
    button('Send', 'send', r.id, `Send this ${what}`),
  );
  li.append(acts);
  return li;
}

/** Under a rule's own text (before what points at it): where its rulings show, and "Add a ruling". */
function addBox(s: HTMLElement): HTMLElement {
  const box = el('div');
  box.dataset.rulings = '';
  const row = el('p', 'ruling-add-row no-print');
  const b = el('button', 'ruling-btn', 'Add a ruling');
  b.type = 'button';
  b.dataset.rulingAdd = '';
  b.setAttribute('aria-label', `Add a ruling on rule ${s.dataset.rule!}`);
  row.append(b);
  const after = s.querySelector(':scope > details.cited-by');
  if (after) after.before(box, row);
  else s.append(box, row);
  return box;
}

/** Puts every ruling under its rule (replacing what was shown) and marks the rules that have some. */
export function showRulings(rulings: Ruling[]): void {
  for (const s of document.querySelectorAll<HTMLElement>('section.rule[data-rule]')) {
    const mine = rulings.filter((r) => r.rule === s.dataset.rule);
    const head = s.firstElementChild;
    head?.querySelector('.ruling-mark')?.remove();
    const box = s.querySelector<HTMLElement>(':scope > [data-rulings]') ?? addBox(s);
    box.replaceChildren();
    s.classList.toggle('has-ruling', mine.length > 0);
    if (!mine.length) continue;
    const n = mine.length;
    head?.querySelector('.rule-anchor')?.before(el('span', 'ruling-mark', n === 1 ? 'our ruling' : `${n} rulings`));
    const h = el('h3', 'ruling-title', n === 1 ? 'Our ruling' : 'Our rulings');
    h.id = `rulings-${s.dataset.rule!.replace(/\./g, '-')}`;
    const ul = el('ul', 'ruling-list');
    ul.setAttribute('aria-labelledby', h.id);
    ul.append(...mine.map((r) => rulingItem(r)));
    box.append(h, ul);
  }
}

/** A notice at the top of the page (a damaged store was set aside, a ruling saved or deleted). */
export function notify(text: string): void {
  let p = document.querySelector<HTMLElement>('[data-rulings-notice]');
  if (!p) {
    p = el('p', 'notice');
    p.dataset.rulingsNotice = '';
    p.setAttribute('role', 'status');
    document.querySelector('main h1')?.after(p);
  }
  p.textContent = text;
}
