/**
 * The generic turn checklist: draws any game's sequence machine (state meta says what to do and which
 * rules apply; the machine says which choices exist now) and saves the progress per game with a
 * version stamp. Drawn with the DOM itself, not Preact: the page already holds every word (each step's
 * template, the notes, the settings, the phrases), so the island only clones, fills and wires them,
 * and Preact's 5.9 KB gzipped was a fifth of the page for it (issue 24). The calculators, whose
 * working changes with every keystroke, keep Preact.
 *
 * What stays from one render to the next, as a framework would keep it: the step's words while the
 * step is the same (its "how many" box keeps its value), each fixed note, the settings, and any block
 * that reads the same, so the step's live region announces what changed, not the whole step again.
 */
import { createActor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { chartDefault, checkRoll, checkRollField, choicesNow, rollMax, stepRef, type ChecklistModule, type RollSpec } from '../lib/checklist.ts';
import { load, save } from '../lib/persist.ts';
import { pageScroll } from '../lib/page-scroll.ts';
import { isUserCells, storageKey, USER_CHART_SCHEMA, USER_CHART_VERSION, type UserCells } from '../lib/user-chart-store.ts';
import { loadGameModule } from '../lib/game-module.ts';
import { fill, ruleLinkWords } from '../lib/words.ts';
import { UI } from './checklist-words.ts';

interface Props {
  game: string;
  rules: Record<string, string>;
  /** button text per event type, from the game's steps.ts */
  labels: Record<string, string>;
}
interface Saved {
  history: unknown[];
}
const isSaved = (d: unknown): d is Saved =>
  !!d && typeof d === 'object' && Array.isArray((d as Saved).history) && (d as Saved).history.length > 0 && (d as Saved).history.length <= 500;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type Kid = Node | string | null | undefined | false;
/** An element: attributes left out when undefined or false, `on…` functions as listeners, then its children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, unknown> = {}, ...kids: Kid[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs))
    if (typeof v === 'function') e.addEventListener(k.slice(2), v as EventListener);
    else if (v !== undefined && v !== false) e.setAttribute(k, v === true ? '' : String(v));
  e.append(...(kids.filter((k) => k != null && k !== false) as (Node | string)[]));
  return e;
}

/** Puts `kids` in `parent` in this order, moving only what is not in place; with `same`, a new node that reads exactly as the one in its place leaves that one there. */
function place(parent: Element, kids: Node[], same = false): void {
  kids.forEach((k, i) => {
    const old = parent.childNodes[i];
    if (old === k || (same && old?.isEqualNode(k))) return;
    parent.insertBefore(k, old ?? null);
  });
  while (parent.childNodes.length > kids.length) parent.lastChild!.remove();
}

/** Rule links: only urls reach the island, so each reads as ruleLinkWords(id). */
function ruleLinks(ids: string[] | undefined, urls: Record<string, string>): Node | null {
  if (!ids?.length) return null;
  const s = el('span', { class: 'rule-links' });
  ids.forEach((id, i) => s.append(...(i ? [', '] : []), urls[id] ? el('a', { href: urls[id] }, ruleLinkWords(id)) : el('span', {}, id)));
  return s;
}

/** Words rendered at build time in the page's <template id="…"> (a step, a fixed note), cloned; `fallback` without one. */
const fromTemplate = (id: string, fallback: () => Node) => {
  const t = document.getElementById(id);
  return el('div', {}, t instanceof HTMLTemplateElement ? t.content.cloneNode(true) : fallback());
};

/** The player's own cells of the charts a roll form pre-fills from. */
function playerCharts(game: string, spec: RollSpec): Record<string, UserCells> {
  const out: Record<string, UserCells> = {};
  try {
    for (const f of spec.fields ?? []) {
      if (!f.fromChart || out[f.fromChart.chart]) continue;
      const r = load(localStorage, storageKey(game, f.fromChart.chart), USER_CHART_SCHEMA, USER_CHART_VERSION, isUserCells);
      if (r.ok) out[f.fromChart.chart] = r.data;
    }
  } catch {
    /* no storage: plain defaults */
  }
  return out;
}

/**
 * After a step is taken (or undone): its title and first instruction must be on screen, neither above
 * it nor under the bar at its foot. A new step comes to the top of the screen, so its choices follow it
 * into view; a tap that keeps the step moves the page only if they are not on screen.
 */
function showStep(h: HTMLElement, isNew: boolean) {
  const first = h.parentElement?.querySelector('ul > li') ?? h;
  const foot = Math.min(...[...document.querySelectorAll<HTMLElement>('.checklist .bar')].map((b) => b.getBoundingClientRect().top).filter((t) => t > 0), innerHeight);
  const head = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (isNew || h.getBoundingClientRect().top < head || first.getBoundingClientRect().bottom > foot) {
    // the step to the top of the screen; the header stays away (site-head.ts), so it covers nothing
    pageScroll(() => scrollTo({ top: scrollY + h.getBoundingClientRect().top - 8, behavior: 'instant' }));
  }
}

/**
 * The roll a step needs: its extra fields and the die, typed or rolled by the page. Returns the form and
 * its bar (the main action, kept in reach on a phone; it belongs to the form through form=).
 */
function rollForm(spec: RollSpec, game: string, rules: Record<string, string>, context: Record<string, unknown>, onRoll: (ev: { type: string; [k: string]: unknown }) => void): Node[] {
  const charts = playerCharts(game, spec);
  /** an input's error said at the end of its line (its help hidden meanwhile), or its help back in place */
  const mark = (input: HTMLInputElement, help: HTMLElement | null, error?: string) => {
    const line = input.parentElement!;
    line.querySelector('.field-error')?.remove();
    help?.remove();
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${input.id}-err`);
      line.append(el('span', { class: 'field-error error', id: `${input.id}-err`, role: 'alert' }, error));
    } else {
      input.removeAttribute('aria-invalid');
      if (help) input.after(help), input.setAttribute('aria-describedby', help.id);
      else input.removeAttribute('aria-describedby');
    }
  };
  const fields = (spec.fields ?? []).map((f) => {
    const help = f.help ? el('span', { class: 'meta', id: `roll-${f.key}-help` }, ' ', f.help) : null;
    const input = el('input', { id: `roll-${f.key}`, inputmode: 'numeric', value: String(chartDefault(f, context, charts) ?? f.default), 'aria-describedby': help?.id });
    return { f, input, help, row: el('p', {}, el('label', { for: input.id }, f.label), ' ', ruleLinks(f.rules, rules), el('br'), input, help) };
  });
  const die = spec.sides ? el('input', { id: 'roll-die', form: 'roll-form', inputmode: 'numeric', size: 3 }) : null;
  const submit = (raw: string) => {
    const ev: { type: string; [k: string]: unknown } = { type: spec.event };
    let ok = true;
    const r = spec.sides ? checkRoll(spec, raw) : { value: 0 };
    if (die) mark(die, null, 'error' in r ? r.error : undefined);
    if ('error' in r) ok = false;
    else ev.value = r.value;
    for (const { f, input, help } of fields) {
      const x = checkRollField(f, input.value);
      mark(input, help, 'error' in x ? x.error : undefined);
      if ('error' in x) ok = false;
      else ev[f.key] = x.value;
    }
    if (ok) onRoll(ev);
  };
  const rollForMe = () => {
    // one value per die, summed (3D6 is not a uniform 3-18)
    const buf = crypto.getRandomValues(new Uint32Array(spec.dice ?? 1));
    const v = buf.reduce((t, x) => t + (x % spec.sides), spec.from);
    die!.value = String(v);
    submit(String(v));
  };
  const form = el(
    'form',
    {
      id: 'roll-form',
      class: 'roll',
      novalidate: true,
      onsubmit: (e: Event) => {
        e.preventDefault();
        submit(die?.value ?? '');
      },
    },
    el('fieldset', {}, el('legend', {}, spec.label), ...fields.map((x) => x.row)),
  );
  // a form without a die (sides 0) has only its own button
  const bar = die
    ? el(
        'p',
        { class: 'bar' },
        el('label', { for: 'roll-die' }, fill(UI.rolled, { from: spec.from, max: rollMax(spec) })),
        ' ',
        die,
        ' ',
        el('button', { type: 'submit', form: 'roll-form' }, UI.use),
        ' ',
        el('button', { type: 'button', class: 'secondary', onclick: rollForMe }, UI.roll),
      )
    : el('p', { class: 'bar' }, el('button', { type: 'submit', form: 'roll-form' }, spec.label));
  return [form, bar];
}

/** The checklist of one game in `host`, once its module has loaded. */
function start(host: HTMLElement, { game, rules, labels }: Props, mod: ChecklistModule): void {
  const key = `adc-checklist:${game}`;
  let history: unknown[] = [];
  let notice: string | null = null;
  let actor: AnyActorRef;
  /** The new history, saved at once: a step taken is on disk before anything else happens. */
  const record = (h: unknown[]) => {
    history = h;
    const store = storage();
    if (store) save(store, key, mod.schema, mod.version, { history: h.slice(-200) });
  };
  const fresh = () => {
    actor = createActor(mod.machine).start();
    return actor.getPersistedSnapshot();
  };

  // ---- restore: every step of the history must fit the game's context shape (undo reaches them all)
  const store = storage();
  const fits = (d: unknown): d is Saved => isSaved(d) && d.history.every((h) => mod.context?.((h as { context?: unknown } | null)?.context) ?? true);
  const res = store ? load(store, key, mod.schema, mod.version, fits) : ({ ok: false, reason: 'none' } as const);
  let restored = false;
  if (res.ok) {
    const a = createActor(mod.machine, { snapshot: res.data.history[res.data.history.length - 1] as never });
    a.subscribe({ error: () => {} }); // a bad save is handled below, not thrown
    a.start();
    if (a.getSnapshot().status !== 'error') {
      history = res.data.history; // as saved
      actor = a;
      restored = true;
    } else {
      a.stop();
      notice = UI.mismatch;
    }
  } else if (res.reason !== 'none') notice = fill(UI.discarded, { why: res.message });
  if (!restored) record([fresh()]);

  // ---- what a player does
  let moved = false;
  const send = (ev: { type: string; [k: string]: unknown }) => {
    const before = actor.getSnapshot();
    actor.send(ev as never);
    if (actor.getSnapshot() !== before) record([...history, actor.getPersistedSnapshot()]);
    notice = null;
    moved = true;
    render();
  };
  const restart = () => {
    // kept in the history, so an accidental restart can be undone
    actor.stop();
    record([...history, fresh()]);
    notice = UI.restarted;
    moved = true;
    render();
  };
  const undo = () => {
    if (history.length < 2) return;
    const h = history.slice(0, -1);
    actor.stop();
    actor = createActor(mod.machine, { snapshot: h[h.length - 1] as never }).start();
    record(h);
    notice = UI.undone;
    moved = true;
    render();
  };
  // a step with a "how many" box (StepText.count) sends its value along
  const choose = (c: string) => send({ type: c, n: +(document.getElementById('step-count') as HTMLInputElement | null)?.value! });

  // ---- the parts kept between renders
  const root = el('div', { class: 'checklist' });
  // every choice button, wherever it is laid out, says its event (data-ev): one listener takes them all
  root.addEventListener('click', (e) => {
    const b = (e.target as Element).closest<HTMLButtonElement>('button[data-ev]');
    if (b && !b.disabled) choose(b.dataset.ev!);
  });
  const counters = el('dl', { class: 'counters', 'aria-label': UI.where });
  const section = el('section', { class: 'step', 'aria-live': 'polite', 'aria-labelledby': 'step-title' });
  let stepHost: HTMLElement | null = null;
  let stepKey = '';
  let notes = new Map<string, HTMLElement>();
  let options: HTMLElement | null = null;
  const undoButton = el('button', { type: 'button', class: 'secondary', onclick: undo }, UI.undo);
  const actions = el('div', { class: 'choices secondary-actions' }, undoButton, el('button', { type: 'button', class: 'secondary', onclick: restart }, UI.restart));
  let shown = '';

  function render() {
    const snap = actor.getSnapshot() as AnyMachineSnapshot;
    const context = snap.context as Record<string, unknown>;
    const meta = stepRef(snap);
    place(counters, mod.counters(snap).map((c) => el('div', {}, el('dt', {}, c.label), el('dd', {}, c.value))), true);
    const choices = choicesNow(snap, [meta?.roll?.event ?? '', 'SET_OPTION']);
    const blocks = mod.extras?.(snap, labels) ?? [];
    // where each choice is laid out: in the block that explains it, in the bar (the step's main actions: at
    // most two, so the bar never hides the step; by default a step's one or two choices, else its NEXT), or in
    // the step's own list
    const hosted = new Set(blocks.flatMap((b) => ('choices' in b ? (b.choices ?? []).map((c) => c.event) : [])));
    const free = choices.filter((c) => !hosted.has(c));
    const tpl = meta && (document.getElementById(`step-${meta.step}`) as HTMLTemplateElement | null);
    const wanted = tpl?.dataset.bar?.split(' ');
    const bar = (wanted ? free.filter((c) => wanted.includes(c)) : free.length <= 2 ? free : free.filter((c) => c === 'NEXT')).slice(0, 2);
    const listed = free.filter((c) => !bar.includes(c));
    // a chip's name begins with what it shows (WCAG 2.5.3), then says what tapping it does
    const button = (c: string, text?: string, note?: string) =>
      el(
        'button',
        { type: 'button', 'data-ev': c, disabled: !choices.includes(c), 'aria-label': text ? `${text}${note ? ` ${note}` : ''} — ${labels[c] ?? c}` : undefined },
        text ?? labels[c] ?? c,
        !!text && !!note && el('small', {}, ` ${note}`),
      );

    const kids: Kid[] = [notice && el('p', { class: 'notice', role: 'status' }, notice), counters];
    if (meta) {
      if (!stepHost || stepKey !== meta.step) {
        stepHost = fromTemplate(`step-${meta.step}`, () => el('h2', { id: 'step-title' }, meta.step));
        stepKey = meta.step;
      }
      // the step's first line names who acts and what they roll ("the player named in the roll" needs the name)
      const who = stepHost.querySelector('.who');
      who?.querySelector('.who-rolls')?.remove();
      if (meta.roll) who?.append(el('span', { class: 'who-rolls' }, ` — ${meta.roll.label}`));
      const kept = new Map<string, HTMLElement>();
      const parts: Node[] = [stepHost];
      for (const x of blocks) {
        if ('note' in x) {
          const n = notes.get(x.note) ?? fromTemplate(`note-${x.note}`, () => el('p', {}, x.note));
          kept.set(x.note, n);
          parts.push(n);
          continue;
        }
        const choiceList =
          x.choices &&
          (x.layout === 'chips'
            ? el('div', { class: 'chips' }, ...x.choices.map((c) => button(c.event, c.text ?? labels[c.event] ?? c.event, c.note)))
            : el('ul', { class: 'choice-rows' }, ...x.choices.map((c) => el('li', {}, button(c.event), ' ', c.note && el('span', { class: 'meta' }, c.note)))));
        const links = ruleLinks(x.rules, rules);
        parts.push(
          el(
            'div',
            { class: 'notice' },
            el('strong', {}, x.title),
            ...(links ? [' (', links, ')'] : []),
            choiceList,
            x.items.length > 0 && el('ul', {}, ...x.items.map((i) => el('li', {}, i))),
          ),
        );
      }
      notes = kept;
      if (listed.length > 0)
        parts.push(el('div', { class: tpl && 'chips' in tpl.dataset ? 'chips' : 'choices step-choices', role: 'group', 'aria-label': UI.now }, ...listed.map((c) => button(c))));
      place(section, parts, true);
      kids.push(section);
    }
    if (meta?.roll) kids.push(...rollForm(meta.roll, game, rules, context, send));
    if (bar.length > 0) kids.push(el('div', { class: 'choices bar', role: 'group', 'aria-label': UI.main }, ...bar.map((c) => button(c))));
    if (snap.status === 'done') kids.push(el('p', { class: 'notice' }, UI.over));
    // the settings of ambiguous rules: the page's words (template#checklist-options), each list showing the machine's current reading
    if (mod.options?.some((o) => snap.can({ type: 'SET_OPTION', key: o.key, value: String(o.default) } as never))) {
      if (!options) {
        const t = document.getElementById('checklist-options');
        options = el('div', {
          onchange: ({ target: t }: Event) => {
            const { name, value } = t as HTMLSelectElement;
            if (name) send({ type: 'SET_OPTION', key: name, value });
          },
        });
        if (t instanceof HTMLTemplateElement) options.append(t.content.cloneNode(true));
      }
      for (const s of options.querySelectorAll('select')) if (context[s.name] !== undefined) s.value = String(context[s.name]);
      kids.push(options);
    } else options = null;
    undoButton.disabled = history.length < 2;
    kids.push(actions);
    place(root, kids.filter((k): k is Node => !!k && typeof k !== 'string'));

    // after a step is taken: the new step's heading gets focus and comes into view above the sticky action bar
    const h = moved && document.getElementById('step-title');
    moved = false;
    const step = meta?.step ?? '';
    if (h) {
      h.focus({ preventScroll: true });
      showStep(h, step !== shown);
    }
    shown = step;
  }

  host.replaceChildren(root);
  render();
}

/** Every checklist island of the page (data-island="checklist", its props in data-props); data-mounted tells tests and styles it is live. */
export function mountChecklists(): void {
  for (const host of document.querySelectorAll<HTMLElement>('[data-island="checklist"]')) {
    const props = JSON.parse(host.dataset.props ?? '{}') as Props;
    host.dataset.mounted = '';
    loadGameModule<{ default: ChecklistModule }>(`${props.game}/checklist`).then(
      (m) => start(host, props, m.default),
      () => host.replaceChildren(el('p', { class: 'error', role: 'alert' }, UI.failed)),
    );
  }
}
