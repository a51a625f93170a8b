/**
 * Generic turn checklist: renders any game's sequence machine (state meta
 * says what to do and which rules apply; the machine says which choices
 * exist now). Progress is saved per game with a version stamp.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { chartDefault, checkRoll, checkRollField, choicesNow, rollMax, stepRef, type ChecklistModule, type RollSpec } from '../lib/checklist.ts';
import { load, save } from '../lib/persist.ts';
import { pageScroll } from '../lib/page-scroll.ts';
import { isUserCells, storageKey, USER_CHART_SCHEMA, USER_CHART_VERSION, type UserCells } from '../lib/user-chart-store.ts';
import { RuleLinks } from './RuleLinksIsland.tsx';
import { useActorSnapshot } from './useActor.ts';
import { loadGameModule } from '../lib/game-module.ts';
import { fill } from '../lib/words.ts';
import { UI } from './checklist-words.ts';


interface Saved {
  history: unknown[];
}
const isSaved = (d: unknown): d is Saved =>
  !!d && typeof d === 'object' && Array.isArray((d as Saved).history) && (d as Saved).history.length > 0 && (d as Saved).history.length <= 500;

interface Props {
  game: string;
  rules: Record<string, string>;
  /** button text per event type, from the game's steps.ts */
  labels: Record<string, string>;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export default function Checklist({ game, rules, labels }: Props) {
  const [mod, setMod] = useState<ChecklistModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [actor, setActor] = useState<AnyActorRef | null>(null);
  const [history, setHistory] = useState<unknown[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const key = `adc-checklist:${game}`;

  useEffect(() => {
    loadGameModule<{ default: ChecklistModule }>(`${game}/checklist`).then((m) => setMod(m.default), () => setFailed(true));
  }, [game]);

  /** The new history, saved at once: a step taken is on disk before anything else happens. */
  const record = (m: ChecklistModule, h: unknown[]) => {
    setHistory(h);
    const store = storage();
    if (store) save(store, key, m.schema, m.version, { history: h.slice(-200) });
  };

  // Restore once the module is here.
  useEffect(() => {
    if (!mod) return;
    const store = storage();
    // every step of the history must fit the game's context shape: undo reaches them all
    const fits = (d: unknown): d is Saved => isSaved(d) && d.history.every((h) => mod.context?.((h as { context?: unknown } | null)?.context) ?? true);
    const res = store ? load(store, key, mod.schema, mod.version, fits) : ({ ok: false, reason: 'none' } as const);
    if (res.ok) {
      const last = res.data.history[res.data.history.length - 1];
      const a = createActor(mod.machine, { snapshot: last as never });
      a.subscribe({ error: () => {} }); // a bad save is handled below, not thrown
      a.start();
      if (a.getSnapshot().status !== 'error') {
        setHistory(res.data.history); // as saved
        setActor(a);
        return;
      }
      a.stop();
      setNotice(UI.mismatch);
    } else if (res.reason !== 'none') {
      setNotice(fill(UI.discarded, { why: res.message }));
    }
    const fresh = createActor(mod.machine).start();
    record(mod, [fresh.getPersistedSnapshot()]);
    setActor(fresh);
  }, [mod]);

  const snap = useActorSnapshot(actor) as AnyMachineSnapshot | null;
  // after a step is taken: the new step's heading gets focus and comes into view above the sticky action bar
  const moved = useRef(false);
  const shown = useRef('');
  useEffect(() => {
    // after Undo or Restart the new actor's snapshot arrives one render later: wait for it
    if (actor && snap !== actor.getSnapshot()) return;
    const h = moved.current && document.getElementById('step-title');
    moved.current = false;
    const step = (snap && stepRef(snap)?.step) ?? '';
    if (h) {
      h.focus({ preventScroll: true });
      showStep(h, step !== shown.current);
    }
    shown.current = step;
  });

  if (failed) return <p class="error" role="alert">{UI.failed}</p>;
  if (!mod || !actor || !snap) return <p aria-busy="true">{UI.loading}</p>;

  const meta = stepRef(snap);
  const send = (ev: { type: string; [k: string]: unknown }) => {
    actor.send(ev as never);
    const next = actor.getSnapshot() as AnyMachineSnapshot;
    if (next !== snap) record(mod, [...history, actor.getPersistedSnapshot()]);
    setNotice(null);
    moved.current = true;
  };
  const restart = () => {
    // kept in the history, so an accidental restart can be undone
    actor.stop();
    const fresh = createActor(mod.machine).start();
    record(mod, [...history, fresh.getPersistedSnapshot()]);
    setActor(fresh);
    setNotice(UI.restarted);
    moved.current = true;
  };
  const undo = () => {
    if (history.length < 2) return;
    const h = history.slice(0, -1);
    actor.stop();
    setActor(createActor(mod.machine, { snapshot: h[h.length - 1] as never }).start());
    record(mod, h);
    setNotice(UI.undone);
    moved.current = true;
  };
  const exclude = [meta?.roll?.event ?? '', 'SET_OPTION'];
  const choices = choicesNow(snap, exclude);
  const showOptions = mod.options?.some((o) => snap.can({ type: 'SET_OPTION', key: o.key, value: String(o.default) } as never));
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
  // a step with a "how many" box (StepText.count) sends its value along
  const choose = (c: string) => send({ type: c, n: +(document.getElementById('step-count') as HTMLInputElement | null)?.value! });
  const button = (c: string, text?: string, note?: string) => (
    // a chip's name begins with what it shows (WCAG 2.5.3), then says what tapping it does
    <button type="button" disabled={!choices.includes(c)} aria-label={text ? `${text}${note ? ` ${note}` : ''} — ${labels[c] ?? c}` : undefined} onClick={() => choose(c)}>
      {text ?? labels[c] ?? c}
      {text && note && <small> {note}</small>}
    </button>
  );

  return (
    <div class="checklist">
      {notice && <p class="notice" role="status">{notice}</p>}
      <dl class="counters" aria-label={UI.where}>
        {mod.counters(snap).map((c) => (
          <div>
            <dt>{c.label}</dt>
            <dd>{c.value}</dd>
          </div>
        ))}
      </dl>
      {meta && (
        <section class="step" aria-live="polite" aria-labelledby="step-title">
          <FromTemplate
            id={`step-${meta.step}`}
            fallback={() => Object.assign(document.createElement('h2'), { id: 'step-title', textContent: meta.step })}
          />
          {/* the step's first line names who acts and what they roll */}
          {meta.roll && <WhoRolls label={meta.roll.label} step={meta.step} />}
          {blocks.map((x) =>
            'note' in x ? (
              <FromTemplate id={`note-${x.note}`} fallback={() => Object.assign(document.createElement('p'), { textContent: x.note })} />
            ) : (
              <div class="notice">
                <strong>{x.title}</strong>
                {x.rules && <> (<RuleLinks ids={x.rules} urls={rules} />)</>}
                {x.choices &&
                  (x.layout === 'chips' ? (
                    <div class="chips">{x.choices.map((c) => button(c.event, c.text ?? labels[c.event] ?? c.event, c.note))}</div>
                  ) : (
                    <ul class="choice-rows">
                      {x.choices.map((c) => (
                        <li>
                          {button(c.event)} {c.note && <span class="meta">{c.note}</span>}
                        </li>
                      ))}
                    </ul>
                  ))}
                {x.items.length > 0 && <ul>{x.items.map((i) => <li>{i}</li>)}</ul>}
              </div>
            ),
          )}
          {listed.length > 0 && (
            <div class={tpl && 'chips' in tpl.dataset ? 'chips' : 'choices step-choices'} role="group" aria-label={UI.now}>
              {listed.map((c) => button(c))}
            </div>
          )}
        </section>
      )}
      {meta?.roll && (
        <RollForm spec={meta.roll} rules={rules} game={game} context={snap.context as Record<string, unknown>} onRoll={(ev) => send(ev)} />
      )}
      {bar.length > 0 && (
        <div class="choices bar" role="group" aria-label={UI.main}>
          {bar.map((c) => button(c))}
        </div>
      )}
      {snap.status === 'done' && <p class="notice">{UI.over}</p>}
      {showOptions && mod.options && (
        // the readings' words are the page's HTML (template#checklist-options); the island sets and reads their values
        <Options context={snap.context as Record<string, unknown>} onSet={(key, value) => send({ type: 'SET_OPTION', key, value })} />
      )}
      <div class="choices secondary-actions">
        <button type="button" class="secondary" onClick={undo} disabled={history.length < 2}>
          {UI.undo}
        </button>
        <button type="button" class="secondary" onClick={restart}>
          {UI.restart}
        </button>
      </div>
    </div>
  );
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

/** The roll a step needs, said in its who-acts line (the template's .who), since "the player named in the roll" needs the name. */
function WhoRolls({ label, step }: { label: string; step: string }) {
  useLayoutEffect(() => {
    const who = document.querySelector('.checklist .step .who');
    if (!who) return;
    who.querySelector('.who-rolls')?.remove();
    who.append(Object.assign(document.createElement('span'), { className: 'who-rolls', textContent: ` — ${label}` }));
  }, [label, step]);
  return null;
}

/** Words rendered at build time in the page's <template id="…"> (a step, a fixed note), cloned into the island. */
function FromTemplate({ id, fallback }: { id: string; fallback: () => Node }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const t = document.getElementById(id);
    if (!host.current) return;
    host.current.replaceChildren(t instanceof HTMLTemplateElement ? t.content.cloneNode(true) : fallback());
  }, [id]);
  return <div ref={host} />;
}

/** The settings of ambiguous rules: the page's words, each list showing the machine's current reading. */
function Options({ context, onSet }: { context: Record<string, unknown>; onSet: (key: string, value: string) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const set = useRef(onSet);
  set.current = onSet;
  useLayoutEffect(() => {
    const t = document.getElementById('checklist-options');
    if (!host.current || !(t instanceof HTMLTemplateElement)) return;
    host.current.replaceChildren(t.content.cloneNode(true));
    host.current.addEventListener('change', (e) => {
      const el = e.target as HTMLSelectElement;
      if (el.name) set.current(el.name, el.value);
    });
  }, []);
  useLayoutEffect(() => {
    for (const el of host.current?.querySelectorAll('select') ?? []) if (context[el.name] !== undefined) el.value = String(context[el.name]);
  });
  return <div ref={host} />;
}

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

function RollForm({
  spec,
  rules,
  game,
  context,
  onRoll,
}: {
  spec: RollSpec;
  rules: Record<string, string>;
  game: string;
  context: Record<string, unknown>;
  onRoll: (ev: { type: string; [k: string]: unknown }) => void;
}) {
  const [die, setDie] = useState('');
  const fieldsInit = useMemo(() => {
    const charts = playerCharts(game, spec);
    return Object.fromEntries((spec.fields ?? []).map((f) => [f.key, String(chartDefault(f, context, charts) ?? f.default)]));
  }, [spec, game, context]);
  const [fields, setFields] = useState<Record<string, string>>(fieldsInit);
  useEffect(() => setFields(fieldsInit), [fieldsInit]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (raw: string) => {
    const errs: Record<string, string> = {};
    const ev: { type: string; [k: string]: unknown } = { type: spec.event };
    const r = spec.sides ? checkRoll(spec, raw) : { value: 0 };
    if ('error' in r) errs.die = r.error;
    else ev.value = r.value;
    for (const f of spec.fields ?? []) {
      const x = checkRollField(f, fields[f.key] ?? '');
      if ('error' in x) errs[f.key] = x.error;
      else ev[f.key] = x.value;
    }
    setErrors(errs);
    if (Object.keys(errs).length === 0) {
      onRoll(ev);
      setDie('');
    }
  };
  const rollForMe = () => {
    // one value per die, summed (3D6 is not a uniform 3-18)
    const buf = crypto.getRandomValues(new Uint32Array(spec.dice ?? 1));
    const v = buf.reduce((t, x) => t + (x % spec.sides), spec.from);
    setDie(String(v));
    submit(String(v));
  };

  return (
    <>
      <form
        id="roll-form"
        class="roll"
        onSubmit={(e) => {
          e.preventDefault();
          submit(die);
        }}
        noValidate
      >
        <fieldset>
          <legend>{spec.label}</legend>
          {(spec.fields ?? []).map((f) => (
            <p>
              <label for={`roll-${f.key}`}>{f.label}</label> <RuleLinks ids={f.rules} urls={rules} />
              <br />
              <input
                id={`roll-${f.key}`}
                inputMode="numeric"
                value={fields[f.key]}
                aria-invalid={errors[f.key] ? 'true' : undefined}
                aria-describedby={errors[f.key] ? `roll-${f.key}-err` : f.help ? `roll-${f.key}-help` : undefined}
                onInput={(e) => setFields({ ...fields, [f.key]: (e.target as HTMLInputElement).value })}
              />
              {f.help && !errors[f.key] && (
                <span class="meta" id={`roll-${f.key}-help`}>
                  {' '}
                  {f.help}
                </span>
              )}
              {errors[f.key] && (
                <span class="field-error error" id={`roll-${f.key}-err`} role="alert">
                  {errors[f.key]}
                </span>
              )}
            </p>
          ))}
        </fieldset>
      </form>
      {/* the roll's main action, kept in reach on a phone (sticky); it belongs to the form above through form= */}
      {/* a form without a die (sides 0) has only its own button */}
      {spec.sides === 0 ? (
        <p class="bar">
          <button type="submit" form="roll-form">
            {spec.label}
          </button>
        </p>
      ) : (
      <p class="bar">
        <label for="roll-die">{fill(UI.rolled, { from: spec.from, max: rollMax(spec) })}</label>{' '}
        <input
          id="roll-die"
          form="roll-form"
          inputMode="numeric"
          size={3}
          value={die}
          aria-invalid={errors.die ? 'true' : undefined}
          aria-describedby={errors.die ? 'roll-die-err' : undefined}
          onInput={(e) => setDie((e.target as HTMLInputElement).value)}
        />{' '}
        <button type="submit" form="roll-form">
          {UI.use}
        </button>{' '}
        <button type="button" class="secondary" onClick={rollForMe}>
          {UI.roll}
        </button>
        {errors.die && (
          <span class="field-error error" id="roll-die-err" role="alert">
            {errors.die}
          </span>
        )}
      </p>
      )}
    </>
  );
}
