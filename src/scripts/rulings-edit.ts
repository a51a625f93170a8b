/**
 * The ruling editor, loaded on first use: a small form in place under the rule (kind, the
 * ruling's words, an optional source, the day), edit and delete.
 */
import { KINDS, MAX_SOURCE, MAX_TEXT, isRuling, readRulings, type Ruling, type RulingKind } from '../lib/rulings.ts';
import { decodeRuling, encodeRuling, newRulingId, removeRuling, upsertRuling, writeRulings } from '../lib/rulings-file.ts';
import { notify, showRulings } from './rulings-view.ts';

const today = () => new Date().toISOString().slice(0, 10);
let n = 0;

function field(label: string, input: HTMLElement, hint?: string): HTMLElement {
  const p = document.createElement('p');
  const id = `ruling-f${++n}`;
  input.id = id;
  const l = document.createElement('label');
  l.htmlFor = id;
  l.textContent = label;
  p.append(l, input);
  if (hint) {
    const h = document.createElement('span');
    h.className = 'meta';
    h.id = `${id}-hint`;
    h.textContent = hint;
    input.setAttribute('aria-describedby', h.id);
    p.append(h);
  }
  return p;
}

/** Opens the form under a rule, empty or filled with a ruling to edit (or one sent in a link). */
export function openForm(game: string, section: HTMLElement, r?: Ruling, sent = false): void {
  section.querySelector(':scope > form.ruling-form')?.remove();
  const rule = section.dataset.rule!;
  const form = document.createElement('form');
  form.className = 'ruling-form';
  form.setAttribute('aria-label', `${sent ? 'A ruling sent to you' : r ? 'Edit the ruling' : 'A new ruling'} on rule ${rule}`);
  const fs = document.createElement('fieldset');
  const lg = document.createElement('legend');
  lg.textContent = 'Kind';
  fs.append(lg);
  for (const [k, label] of Object.entries(KINDS)) {
    const l = document.createElement('label');
    const i = document.createElement('input');
    i.type = 'radio';
    i.name = 'kind';
    i.value = k;
    i.checked = (r?.kind ?? 'house') === k;
    l.append(i, ` ${label}`);
    fs.append(l);
  }
  const text = document.createElement('textarea');
  text.name = 'text';
  text.required = true;
  text.maxLength = MAX_TEXT;
  text.rows = 3;
  text.value = r?.text ?? '';
  const source = document.createElement('input');
  source.name = 'source';
  source.maxLength = MAX_SOURCE;
  source.value = r?.source ?? '';
  const date = document.createElement('input');
  date.type = 'date';
  date.name = 'date';
  date.required = true;
  date.value = r?.date ?? today();
  const acts = document.createElement('p');
  acts.className = 'ruling-actions';
  const save = document.createElement('button');
  save.type = 'submit';
  save.className = 'ruling-btn';
  save.textContent = 'Save ruling';
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'ruling-btn';
  cancel.textContent = 'Cancel';
  acts.append(save, cancel);
  form.append(fs, field('The ruling', text), field('Source (optional)', source, 'A link, or a few words: "designer on the forum", "our group".'), field('Date', date), acts);
  section.querySelector(':scope > [data-rulings]')!.after(form);
  const close = () => {
    form.remove();
    section.querySelector<HTMLElement>('[data-ruling-add]')?.focus();
  };
  cancel.addEventListener('click', close);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const d = new FormData(form);
    const src = String(d.get('source') ?? '').trim();
    const next = {
      id: r?.id ?? newRulingId(),
      rule,
      text: String(d.get('text') ?? '').trim(),
      kind: String(d.get('kind')) as RulingKind,
      ...(src ? { source: src } : {}),
      date: String(d.get('date') ?? ''),
    };
    if (!isRuling(next)) {
      notify('This ruling cannot be saved: it needs its words and a date.');
      return;
    }
    const list = upsertRuling(readRulings(localStorage, game).rulings, next);
    if (!writeRulings(localStorage, game, list)) {
      notify('This browser keeps nothing (private mode or full storage): the ruling was not saved.');
      return;
    }
    showRulings(list);
    form.remove();
    notify(`Ruling on rule ${rule} saved on this device.`);
    section.querySelector<HTMLElement>(`[data-ruling-item="${next.id}"] [data-ruling-action="edit"]`)?.focus();
  });
  text.focus();
}

/** A link's ruling (?ruling=...): opened in the form under its rule, ready to save. */
export function receive(game: string, param: string): void {
  const r = decodeRuling(param);
  // a reload or a bookmark of the page must not offer it again
  history.replaceState(null, '', location.pathname + location.hash);
  const section = r && document.querySelector<HTMLElement>(`section.rule[data-rule="${CSS.escape(r.rule)}"]`);
  if (!r || !section) return notify('The ruling in this link is damaged or not for a rule on this page: nothing was kept.');
  openForm(game, section, r, true);
  notify(`A ruling on rule ${r.rule} was sent to you: check it and tap "Save ruling" to keep it on this device.`);
}

/** "Send": the link that carries this ruling, shared through the phone when it can, else shown to copy. */
function send(section: HTMLElement, r: Ruling) {
  const url = `${location.origin}${location.pathname}?ruling=${encodeRuling(r)}#${section.firstElementChild!.id}`;
  const item = section.querySelector<HTMLElement>(`[data-ruling-item="${r.id}"]`)!;
  item.querySelector('.ruling-link')?.remove();
  const input = document.createElement('input');
  input.readOnly = true;
  input.value = url;
  const p = field('Link to this ruling: send it to your group', input);
  p.className = 'ruling-link no-print';
  item.append(p);
  input.select();
  void navigator.share?.({ title: `Our ruling on rule ${r.rule}`, url }).catch(() => {});
}

/** What a tap on "Add a ruling", Edit, Delete or Send does. */
export function act(game: string, b: HTMLElement): void {
  const section = b.closest<HTMLElement>('section.rule[data-rule]');
  if (!section) return;
  if (b.dataset.rulingAdd !== undefined) return openForm(game, section);
  const list = readRulings(localStorage, game).rulings;
  const r = list.find((x) => x.id === b.dataset.rulingId);
  if (!r) return;
  if (b.dataset.rulingAction === 'edit') return openForm(game, section, r);
  if (b.dataset.rulingAction === 'send') return send(section, r);
  if (b.dataset.rulingAction === 'delete') {
    const rest = removeRuling(list, r.id);
    writeRulings(localStorage, game, rest);
    showRulings(rest);
    notify(`Ruling on rule ${r.rule} deleted.`);
    section.querySelector<HTMLElement>('[data-ruling-add]')?.focus();
  }
}
