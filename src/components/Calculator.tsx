/**
 * Generic calculator island: renders any CalculatorDef. Inputs live in the
 * URL query (a link reproduces the calculation); bad input gets a message
 * beside its field and no result, never NaN.
 */
import { Component, createRef, render } from 'preact';
import { plural, readQuery, run, toQuery, type Assumption, type CalcContext, type CalcResult, type CalculatorDef, type Values } from '../lib/calculator.ts';
import { fill } from '../lib/words.ts';
import { load } from '../lib/persist.ts';
import { isUserCells, keepCells, storageKey, USER_CHART_SCHEMA, USER_CHART_VERSION, type UserCells } from '../lib/user-chart-store.ts';
import type { CellRead } from '../lib/cell-reads.ts';
import type { ComponentType } from 'preact';
import { Fraction } from '../lib/fraction.ts';
import { RuleLinks } from './RuleLinksIsland.tsx';
import { loadGameModule } from '../lib/game-module.ts';
import { UI } from './calculator-words.ts';
import { cellText, summaryBar } from './SummaryBar.tsx';


interface Props {
  game: string;
  calc: string;
  rules: Record<string, string>;
}

type Raw = Record<string, string>;

interface Charts {
  ctx: CalcContext;
  notes: string[];
  /** cells a shared link brought that this browser's chart lacks: the result uses them, the player may keep them */
  fromLink: Record<string, UserCells>;
}

/** A link's chart cells, `cells=chart~column~row~value;…` (Copy link writes the cells the result used). */
const CELLS = 'cells';
function linkCells(): Record<string, UserCells> {
  const out: Record<string, UserCells> = {};
  for (const part of (new URLSearchParams(location.search).get(CELLS) ?? '').split(';')) {
    const [chart, col, row, v] = part.split('~');
    if (chart && col && row && v) ((out[chart] ??= {})[col] ??= {})[row] = v;
  }
  return out;
}

/** The player's own chart cells for the charts this calculator reads, as far as each chart allows them; a link's fill the gaps. */
function userCharts(game: string, def: CalculatorDef): Charts {
  const charts: CalcContext['charts'] = {};
  const fromLink: Record<string, UserCells> = {};
  const link = linkCells();
  for (const { id } of def.charts ?? []) {
    try {
      const r = load(localStorage, storageKey(game, id), USER_CHART_SCHEMA, USER_CHART_VERSION, isUserCells);
      if (r.ok) charts[id] = r.data;
    } catch {
      /* no storage: the source's and the link's cells only */
    }
    for (const [col, rows] of Object.entries(link[id] ?? {}))
      for (const [row, v] of Object.entries(rows))
        if (!charts[id]?.[col]?.[row]) (((charts[id] ??= {})[col] ??= {})[row] = v), (((fromLink[id] ??= {})[col] ??= {})[row] = v);
  }
  const fit = def.fit?.(charts) ?? { charts: {}, notes: [] };
  return { ctx: { charts: fit.charts }, notes: fit.notes, fromLink };
}

const count = (c: Record<string, UserCells>) => Object.values(c).reduce((n, cols) => n + Object.values(cols).reduce((m, rows) => m + Object.keys(rows).length, 0), 0);

/** The fields' text as the link gives it; where it gives none, what the form holds (a player may have typed before the page was ready), else the default. */
function rawFromUrl(def: CalculatorDef, f: HTMLFormElement | null): Raw {
  const { raw } = readQuery(def, new URLSearchParams(location.search));
  const typed = (key: string) => {
    const el = f && input(key);
    return !el ? null : el instanceof HTMLInputElement && el.type === 'checkbox' ? (el.checked ? '1' : '0') : el.value;
  };
  return Object.fromEntries(def.fields.map((x) => [x.key, raw[x.key] ?? typed(x.key) ?? (typeof x.default === 'boolean' ? (x.default ? '1' : '0') : String(x.default))]));
}


/** What a render computed, for the work done once it is on the page (componentDidMount/DidUpdate). */
interface View {
  parsed: ReturnType<typeof run> | null;
  lacking: CellRead[];
  notes: Record<string, string>;
  assumed: Assumption[];
}

interface State {
  def: CalculatorDef | null;
  missing: boolean;
  raw: Raw;
  copied: string;
  kept: string;
  charts: Charts;
  Cells: ComponentType<{ game: string; charts: NonNullable<CalculatorDef['charts']>; missing: CellRead[]; onSaved: (kept: number) => void }> | null;
  /** the cells form's code could not be fetched: said in its place, not a promise that never comes */
  cellsFailed: boolean;
}

/**
 * A class, not hooks: what the island keeps between renders is a handful of fields, and Preact's hooks
 * module (about 1 KB gz) would be loaded by every calculator page for them.
 */
export default class Calculator extends Component<Props, State> {
  override state: State = { def: null, missing: false, raw: {}, copied: '', kept: '', charts: { ctx: { charts: {} }, notes: [], fromLink: {} }, Cells: null, cellsFailed: false };
  /** the fields' text as last changed, ahead of the render that shows it */
  raw: Raw = {};
  slot = createRef<HTMLParagraphElement>();
  io: IntersectionObserver | null = null;
  view: View = { parsed: null, lacking: [], notes: {}, assumed: [] };
  /** the readings assumed for the last def, raw and chart cells (recomputed when one of them changes) */
  memo: { key: unknown[]; out: Assumption[] } = { key: [], out: [] };
  off: (() => void) | null = null;

  override componentDidMount() {
    const { game, calc } = this.props;
    loadGameModule<{ default: CalculatorDef }>(`${game}/calculators/${calc}`).then(
      (m) => {
        this.raw = rawFromUrl(m.default, form());
        this.setState({ def: m.default, raw: this.raw, charts: userCharts(game, m.default) });
        this.listen(m.default);
      },
      () => this.setState({ missing: true }),
    );
    this.sync();
  }

  override componentDidUpdate() {
    this.sync();
  }

  override componentWillUnmount() {
    this.off?.();
    this.io?.disconnect();
  }

  /** the form is the page's HTML: every change of it is read here, and what the island decides is written back into it */
  listen(def: CalculatorDef) {
    const f = form();
    if (!f) return;
    // every change replaces the URL (no history entry per input: Back leaves the calculator, whatever was changed)
    const update = (key: string, v: string) => {
      this.raw = { ...this.raw, [key]: v };
      this.setState({ raw: this.raw });
      const ev = run(def, this.raw, this.state.charts.ctx);
      // the URL holds valid inputs only; a half-typed number does not break the link
      if (!ev.errors[key]) history.replaceState(null, '', location.pathname + toQuery(def, ev.values));
    };
    const onInput = (e: Event) => {
      const el = e.target as HTMLInputElement | HTMLSelectElement;
      if (el.name) update(el.name, el instanceof HTMLInputElement && el.type === 'checkbox' ? (el.checked ? '1' : '0') : el.value);
    };
    const onClick = (e: Event) => {
      const b = (e.target as Element).closest<HTMLButtonElement>('button[data-step]');
      const input = b?.parentElement?.querySelector('input');
      const spec = input && def.fields.find((x) => x.key === input.name);
      if (!b || !input || spec?.kind !== 'int') return;
      input.value = String(Math.min(spec.max, Math.max(spec.min, (parseInt(input.value, 10) || 0) + Number(b.dataset.step))));
      update(input.name, input.value);
    };
    const onSubmit = (e: Event) => {
      e.preventDefault();
      document.getElementById('result-title')?.focus();
    };
    const onPop = () => this.setState({ raw: (this.raw = rawFromUrl(def, null)) });
    // the player's charts changed in another tab, or a part of the procedure has come (lib/part.ts): all is computed again
    const onStorage = () => this.setState({ charts: userCharts(this.props.game, def) });
    const on: [EventTarget, string, (e: Event) => void][] = [
      [f, 'input', onInput],
      [f, 'change', onInput],
      [f, 'click', onClick],
      [f, 'submit', onSubmit],
      [window, 'popstate', onPop],
      [window, 'storage', onStorage],
      [window, 'adc:part', onStorage],
    ];
    for (const [t, type, fn] of on) t.addEventListener(type, fn);
    this.off = () => on.forEach(([t, type, fn]) => t.removeEventListener(type, fn));
  }

  /** What follows a render on the page, outside the island's own markup (what hooks' effects did). */
  sync() {
    const { def, raw, charts, Cells, cellsFailed } = this.state;
    const { parsed, lacking, notes, assumed } = this.view;
    // the values the result used for fields it did not take as typed go with the "Carry on" links (the page's link script)
    const carry = JSON.stringify(parsed?.result?.carry ?? {});
    const nav = document.querySelector<HTMLElement>('[data-carry]');
    if (nav && nav.dataset.carry !== carry) (nav.dataset.carry = carry), dispatchEvent(new Event('adc:carry'));
    // the cells form's code loads when its place nears the screen (on a phone the result is below the inputs)
    const el = this.slot.current;
    if (lacking.length && !Cells && !cellsFailed && el && !this.io) {
      const load = () =>
        void import('./CellsForm.tsx').then(
          (m) => this.setState({ Cells: m.default }),
          () => this.setState({ cellsFailed: true }),
        );
      if (typeof IntersectionObserver === 'undefined') load();
      else {
        const io = (this.io = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && (io.disconnect(), load()), { rootMargin: '50% 0px' }));
        io.observe(el);
      }
    } else if (this.io && (!lacking.length || Cells)) this.io.disconnect(), (this.io = null);
    // the form shows what is computed with: values, the fields the choices leave relevant, each field's error and note
    const f = form();
    if (def && parsed && f) showInForm(f, def, raw, charts.ctx, parsed.values, parsed.errors, notes);
    // the summary a player wants first, kept in view above the inputs (the page's #calc-summary, outside this island),
    // with what its figures assume and the cells it still lacks, each linked to what would settle it
    const summary = parsed?.result?.summary;
    const host = document.getElementById('calc-summary');
    // a calculator that could not be loaded has no figures: the place the page kept for them goes
    if (host && this.state.missing) host.hidden = true;
    // while the module or a part of it is on its way, the bar keeps its place and what it shows (hidden, then
    // shown again, it would move the page twice); it hides only when the inputs give no result. The figures
    // the page came with are the default inputs', unseen (data-ssr): from here on the bar shows the island's.
    if (!host || !parsed || parsed.pending) return;
    host.hidden = !summary;
    host.removeAttribute('data-ssr');
    render(summary ? summaryBar(summary, assumed, lacking.length) : null, host);
    // what the page jumps to lands below the headline, not under it
    document.documentElement.style.setProperty('--sum-h', `${summary ? host.offsetHeight : 0}px`);
  }

  override render({ game, rules }: Props, { def, missing, raw, copied, kept, charts, Cells, cellsFailed }: State) {
    const { ctx, notes: chartNotes, fromLink } = charts;
    const parsed = def ? run(def, raw, ctx) : null;
    // the cells of the player's charts this result read: the missing ones are asked for in place, the entered ones travel in a copied link
    const lacking = parsed?.reads?.filter((r) => r.value === undefined) ?? [];
    const used = parsed?.reads?.filter((r) => r.value !== undefined) ?? [];
    const linked = count(fromLink);
    // what the link says twice is said until the field's value is put in the link anew
    const notes = def && parsed ? { ...readQuery(def, new URLSearchParams(location.search)).notes, ...parsed.notes } : {};
    const key = [def, raw, ctx];
    if (key.some((k, i) => k !== this.memo.key[i]))
      this.memo = { key, out: def && parsed?.result ? readingsAssumed(def, raw, ctx, parsed.values, summaryText(parsed.result.summary)) : [] };
    const assumed = [...(parsed?.result?.assumptions ?? []), ...this.memo.out];
    this.view = { parsed, lacking, notes, assumed };

    if (missing) return <p class="error" role="alert">This calculator could not be loaded.</p>;
    if (!def || !parsed || parsed.pending) return <p aria-busy="true">Loading the calculator…</p>;
    const { errors, result, failure } = parsed;
    const saved = (n: number) => this.setState({ kept: fill(UI.kept, { cells: plural(n, 'cell') }), charts: userCharts(game, def) });

    return (
      <>
        <section class="calc-result" aria-live="polite" aria-labelledby="result-title">
          <h2 id="result-title" tabIndex={-1}>
            Result
          </h2>
          {Object.keys(errors).length > 0 && (
            <p class="error" role="alert">
              {fill(UI.fix, { fields: Object.keys(errors).length === 1 ? 'field' : 'fields' })}
            </p>
          )}
          {failure && <p class="error" role="alert">{failure}</p>}
          {chartNotes.slice(0, 3).map((n) => (
            <p class="notice chart-note">{n}</p>
          ))}
          {linked > 0 && (
            <p class="notice chart-note">
              {fill(UI.linked, { cells: plural(linked, 'cell') })}{' '}
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  let n = 0;
                  try {
                    for (const [id, cells] of Object.entries(fromLink)) n += keepCells(localStorage, game, id, cells, false) || 0;
                  } catch {
                    /* no storage: nothing kept */
                  }
                  if (n) saved(n);
                  else this.setState({ kept: UI.nothingKept, charts: userCharts(game, def) });
                }}
              >
                {UI.keep}
              </button>
            </p>
          )}
          {!Cells && lacking.length > 0 && (
            <p ref={this.slot} id="cells-h" class="notice" role={cellsFailed ? 'alert' : undefined}>
              {fill(cellsFailed ? UI.cellsFailed : UI.onTheWay, { cells: plural(lacking.length, 'cell') })}
            </p>
          )}
          {Cells && lacking.length > 0 && def.charts && <Cells game={game} charts={def.charts} missing={lacking} onSaved={saved} />}
          <p role="status" class="meta cells-kept">{kept}</p>
          {assumed.length > 0 && (
            <div class="notice" id="assumed">
              <p>{UI.assume}</p>
              <ul>
                {assumed.map((a) => (
                  <li>{a.field ? <a href={`#fw-${a.field}`}>{a.text}</a> : a.text}</li>
                ))}
              </ul>
            </div>
          )}
          {result && <Result result={result} rules={rules} />}
          {/* a cell our source lacks: enter it from your card, and come back to this calculation */}
          {result &&
            [...(result.notes ?? []), ...result.tables.map((t) => t.caption)].some((n) => /read your card/i.test(n ?? '')) &&
            def.charts?.map((c) => (
              <p class="no-print">
                <a class="calc-link" href={`/${game}/charts/${c.id}/?back=${encodeURIComponent(location.pathname + location.search)}`}>
                  {fill(UI.enterMissing, { title: c.title })}
                </a>
              </p>
            ))}
          {result && (
            <p class="no-print">
              <button
                type="button"
                class="secondary"
                onClick={async () => {
                  // the link carries the chart cells this result used, so another phone computes the same
                  const url = new URL(location.href);
                  if (used.length) url.searchParams.set(CELLS, used.map((r) => [r.chart, r.col, r.row, r.value].join('~')).join(';'));
                  try {
                    await navigator.clipboard.writeText(url.href);
                    this.setState({ copied: 'Link copied' });
                  } catch {
                    this.setState({ copied: `Copy this link: ${url.href}` });
                  }
                }}
              >
                Copy link
              </button>{' '}
              <span role="status">{copied}</span>
            </p>
          )}
        </section>
      </>
    );
  }
}

const form = () => document.getElementById('calc-form') as HTMLFormElement | null;
/** A field's control, by its id (a form's named items mix names and ids: key "f-depot" is also the id of field "depot"). */
const input = (key: string) => document.getElementById(`f-${key}`) as HTMLInputElement | HTMLSelectElement | null;

/** Write what the island decided into the page's form: each field's value, whether it shows, its error and note. */
function showInForm(f: HTMLFormElement, def: CalculatorDef, raw: Raw, ctx: CalcContext, values: Values, errors: Record<string, string>, notes: Record<string, string>) {
  for (const spec of def.fields) {
    const el = input(spec.key);
    const wrap = document.getElementById(`fw-${spec.key}`);
    if (!el || !wrap) continue;
    // checkboxes and lists show the value computed with (a link's "yes" or " highest " included);
    // a number box shows the text typed, which is computed with exactly or refused beside it
    if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = values[spec.key] === true;
    else if (el instanceof HTMLSelectElement) el.value = String(values[spec.key]);
    else if (el.value !== (raw[spec.key] ?? '')) el.value = raw[spec.key] ?? '';
    wrap.hidden = !!spec.when && !spec.when(values, ctx);
    const said = (kind: 'err' | 'note', text: string | undefined) => {
      const s = document.getElementById(`f-${spec.key}-${kind}`);
      if (s && s.textContent !== (text ?? '')) s.textContent = text ?? '';
      if (s) s.hidden = !text;
      return text ? `f-${spec.key}-${kind}` : '';
    };
    const ids = [said('err', errors[spec.key]), said('note', notes[spec.key]), document.getElementById(`f-${spec.key}-help`) ? `f-${spec.key}-help` : ''].filter(Boolean).join(' ');
    if (ids) el.setAttribute('aria-describedby', ids);
    else el.removeAttribute('aria-describedby');
    if (errors[spec.key] && !(el instanceof HTMLInputElement && el.type === 'checkbox')) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
  }
  // a group whose fields are all hidden shows no empty box
  for (const fs of f.querySelectorAll('fieldset')) fs.hidden = [...fs.querySelectorAll<HTMLElement>('.field')].every((w) => w.hidden);
}

const summaryText = (s: CalcResult['summary']) => (s ?? []).map((x) => `${x.label}: ${cellText(x.value)}`).join('\n');

/**
 * The readings of the source (fields the page marks data-reading) left at their default whose other
 * choices would change the summary: the headline says which one it assumes. Read from the page's
 * HTML: the island has no words of its own.
 */
function readingsAssumed(def: CalculatorDef, raw: Raw, ctx: CalcContext, values: Values, now: string): Assumption[] {
  const out: Assumption[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('#calc-form [data-reading]')) {
    const spec = def.fields.find((f) => f.key === el.dataset.key);
    if (!spec || spec.kind === 'int' || values[spec.key] !== spec.default || (spec.when && !spec.when(values, ctx))) continue;
    const others = spec.kind === 'bool' ? [spec.default ? '0' : '1'] : spec.options.filter((o) => o !== spec.default);
    // a choice whose part of the procedure is on its way is weighed once it has come (listen(): adc:part)
    const differs = (o: string) => {
      const r = run(def, { ...raw, [spec.key]: o }, ctx);
      return !r.pending && summaryText(r.result?.summary) !== now;
    };
    if (!others.some(differs)) continue;
    const box = input(spec.key);
    const label = (spec.kind === 'bool' ? el.querySelector('label') : el.querySelector(`label[for="f-${spec.key}"]`))?.textContent?.trim() ?? spec.key;
    const choice = box instanceof HTMLSelectElement ? [...box.options].find((o) => o.value === spec.default)?.textContent?.trim() : spec.default ? 'yes' : 'no';
    out.push({ text: `${label}: ${choice}`, field: spec.key });
  }
  return out;
}

function Result({ result, rules }: { result: CalcResult; rules: Record<string, string> }) {
  return (
    <>
      <h3>Working</h3>
      <div class="table-wrap" tabIndex={0} role="region" aria-label="Working">
        <table class="steps">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col" class="num">Value</th>
              <th scope="col">Rule</th>
            </tr>
          </thead>
          <tbody>
            {result.steps.map((s) => (
              <tr>
                <td>{s.label}</td>
                <td class="num">{s.value}</td>
                <td>
                  <RuleLinks ids={s.rules} urls={rules} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.tables.map((t) => (
        <div class="table-wrap" tabIndex={0} role="region" aria-label={t.title}>
          <table class="outcomes">
            <caption>{t.title}</caption>
            <thead>
              <tr>
                {t.columns.map((c) => (
                  <th scope="col" class={c.kind === 'prob' ? 'num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {t.rows.map((r) => (
                <tr class={r.emphasis ? 'emphasis' : undefined}>
                  {r.cells.map((c, i) => (
                    <td class={t.columns[i]?.kind === 'prob' ? 'num' : undefined}>
                      {cellText(c)}
                      {i === t.barColumn && c instanceof Fraction && <span class="prob-bar" aria-hidden="true" style={{ width: `${Math.round(c.toNumber() * 100)}%` }} />}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {t.caption && <p class="meta">{t.caption}</p>}
        </div>
      ))}
      {result.actions?.map((a) => (
        <div class="notice">
          <strong>{a.title}</strong>
          <ul>{a.items.map((i) => <li>{i}</li>)}</ul>
        </div>
      ))}
      {result.notes && result.notes.length > 0 && (
        <aside class="note absent">
          <span class="note-title">{UI.unsettled}</span>
          <ul>{result.notes.map((n) => <li>{n}</li>)}</ul>
        </aside>
      )}
    </>
  );
}
