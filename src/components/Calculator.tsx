/**
 * Generic calculator island: renders any CalculatorDef. Inputs live in the
 * URL query (a link reproduces the calculation); bad input gets a message
 * beside its field and no result, never NaN.
 */
import { useEffect, useState } from 'preact/hooks';
import { readQuery, run, toQuery, type CalcContext, type CalcResult, type CalculatorDef, type Cell, type FieldSpec, type Value } from '../lib/calculator.ts';
import { load } from '../lib/persist.ts';
import { isUserCells, storageKey, USER_CHART_SCHEMA, USER_CHART_VERSION } from '../lib/user-chart-store.ts';
import { Fraction } from '../lib/fraction.ts';
import { RuleLinks } from './RuleLinksIsland.tsx';
import { loadGameModule } from '../lib/game-module.ts';


interface Props {
  game: string;
  calc: string;
  rules: Record<string, string>;
}

type Raw = Record<string, string>;

/** The player's own chart cells for the charts this calculator reads, as far as each chart allows them. */
function userCharts(game: string, def: CalculatorDef): { ctx: CalcContext; notes: string[] } {
  const charts: CalcContext['charts'] = {};
  try {
    for (const { id } of def.charts ?? []) {
      const r = load(localStorage, storageKey(game, id), USER_CHART_SCHEMA, USER_CHART_VERSION, isUserCells);
      if (r.ok) charts[id] = r.data;
    }
  } catch {
    /* no storage: the source's cells only */
  }
  const fit = def.fit?.(charts) ?? { charts: {}, notes: [] };
  return { ctx: { charts: fit.charts }, notes: fit.notes };
}

/** The fields' text as the link gives it (defaults where it gives none). */
function rawFromUrl(def: CalculatorDef): Raw {
  const { raw } = readQuery(def, new URLSearchParams(location.search));
  return Object.fromEntries(def.fields.map((f) => [f.key, raw[f.key] ?? (typeof f.default === 'boolean' ? (f.default ? '1' : '0') : String(f.default))]));
}


export default function Calculator({ game, calc, rules }: Props) {
  const [def, setDef] = useState<CalculatorDef | null>(null);
  const [missing, setMissing] = useState(false);
  const [raw, setRaw] = useState<Raw>({});
  const [copied, setCopied] = useState('');
  const [{ ctx, notes: chartNotes }, setCharts] = useState<{ ctx: CalcContext; notes: string[] }>({ ctx: { charts: {} }, notes: [] });

  useEffect(() => {
    loadGameModule<{ default: CalculatorDef }>(`${game}/calculators/${calc}`).then(
      (m) => {
        setDef(m.default);
        setRaw(rawFromUrl(m.default));
        setCharts(userCharts(game, m.default));
      },
      () => setMissing(true),
    );
  }, [game, calc]);

  useEffect(() => {
    if (!def) return;
    const onPop = () => setRaw(rawFromUrl(def));
    const onStorage = () => setCharts(userCharts(game, def));
    addEventListener('popstate', onPop);
    addEventListener('storage', onStorage);
    return () => {
      removeEventListener('popstate', onPop);
      removeEventListener('storage', onStorage);
    };
  }, [def]);

  if (missing) return <p class="error" role="alert">This calculator could not be loaded.</p>;
  if (!def) return <p aria-busy="true">Loading the calculator…</p>;

  const { values, errors, notes: parseNotes, result, failure } = run(def, raw, ctx);
  // what the link says twice is said until the field's value is put in the link anew
  const notes = { ...readQuery(def, new URLSearchParams(location.search)).notes, ...parseNotes };

  // every change replaces the URL (no history entry per input: Back leaves the calculator, whatever was changed)
  const update = (f: FieldSpec, v: string) => {
    const next = { ...raw, [f.key]: v };
    setRaw(next);
    const ev = run(def, next, ctx);
    // the URL holds valid inputs only; a half-typed number does not break the link
    if (!ev.errors[f.key]) history.replaceState(null, '', location.pathname + toQuery(def, ev.values));
  };

  const visible = (f: FieldSpec) => !f.when || f.when(values);
  const shown = def.fields.filter(visible);
  // a group whose fields are all hidden gets no empty box
  const groups = [...new Set(shown.map((f) => f.group ?? ''))];

  return (
    <div class="calculator">
      {result?.summary && (
        <div class="calc-summary no-print">
          {result.summary.map((x) => (
            <span>
              {x.label}: <strong>{cellText(x.value)}</strong>
            </span>
          ))}
          <a href="#result-title">Working and all outcomes</a>
        </div>
      )}
      <form
        class="calc-inputs"
        onSubmit={(e) => {
          e.preventDefault();
          document.getElementById('result-title')?.focus();
        }}
        noValidate
      >
        {groups.map((g) => (
          <fieldset>
            {g && <legend>{g}</legend>}
            {shown.filter((f) => (f.group ?? '') === g).map((f) => (
              <Field f={f} raw={raw[f.key] ?? ''} value={values[f.key]!} error={errors[f.key]} note={notes[f.key]} rules={rules} onChange={update} />
            ))}
          </fieldset>
        ))}
        <button type="submit">Show the result</button>
      </form>
      <section class="calc-result" aria-live="polite" aria-labelledby="result-title">
        <h2 id="result-title" tabIndex={-1}>
          Result
        </h2>
        {Object.keys(errors).length > 0 && (
          <p class="error" role="alert">
            Fix the {Object.keys(errors).length === 1 ? 'field' : 'fields'} marked above to see the result.
          </p>
        )}
        {failure && <p class="error" role="alert">{failure}</p>}
        {chartNotes.slice(0, 3).map((n) => (
          <p class="notice chart-note">{n}</p>
        ))}
        {result && <Result result={result} rules={rules} />}
        {/* a cell our source lacks: enter it from your card, and come back to this calculation */}
        {result &&
          [...(result.notes ?? []), ...result.tables.map((t) => t.caption)].some((n) => /read your card/i.test(n ?? '')) &&
          def.charts?.map((c) => (
            <p class="no-print">
              <a class="calc-link" href={`/${game}/charts/${c.id}/?back=${encodeURIComponent(location.pathname + location.search)}`}>
                Enter the missing cells from your card: {c.title}
              </a>
            </p>
          ))}
        {result && (
          <p class="no-print">
            <button
              type="button"
              class="secondary"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(location.href);
                  setCopied('Link copied');
                } catch {
                  setCopied(`Copy this link: ${location.href}`);
                }
              }}
            >
              Copy link
            </button>{' '}
            <span role="status">{copied}</span>
          </p>
        )}
      </section>
    </div>
  );
}

// Checkboxes and lists show the value computed with (a link's "yes" or " highest " included);
// a number box shows the text typed, which is computed with exactly or refused beside it.
function Field({ f, raw, value, error, note, rules, onChange }: { f: FieldSpec; raw: string; value: Value; error?: string; note?: string; rules: Record<string, string>; onChange: (f: FieldSpec, v: string) => void }) {
  const id = `f-${f.key}`;
  const describedBy = [error ? `${id}-err` : '', note ? `${id}-note` : '', f.help || f.ambiguity ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const help = (f.help || f.ambiguity) && (
    <span class="meta field-help" id={`${id}-help`}>
      {f.help} {f.ambiguity && <em>Ambiguous: {f.ambiguity}</em>}
    </span>
  );
  const err = error && (
    <span class="field-error error" id={`${id}-err`} role="alert">
      {error}
    </span>
  );
  const noteText = note && (
    <span class="field-help meta" id={`${id}-note`}>
      {note}
    </span>
  );
  const links = f.rules && f.rules.length > 0 && (
    <span class="meta">
      {' '}
      (<RuleLinks ids={f.rules} urls={rules} />)
    </span>
  );
  if (f.kind === 'bool')
    return (
      <p class="field">
        <label>
          <input type="checkbox" id={id} checked={value === true} aria-describedby={describedBy} onChange={(e) => onChange(f, (e.target as HTMLInputElement).checked ? '1' : '0')} />{' '}
          {f.label}
        </label>
        {links}
        {help}
        {noteText}
        {err}
      </p>
    );
  if (f.kind === 'choice')
    return (
      <p class="field">
        <label for={id}>{f.label}</label>
        {links}
        <br />
        <select id={id} value={String(value)} aria-invalid={error ? 'true' : undefined} aria-describedby={describedBy} onChange={(e) => onChange(f, (e.target as HTMLSelectElement).value)}>
          {f.options.map((o) => (
            <option value={o.value}>{o.label}</option>
          ))}
        </select>
        {help}
        {noteText}
        {err}
      </p>
    );
  return (
    <p class="field">
      <label for={id}>{f.label}</label>
      {links}
      <br />
      <span class="stepper">
        <button type="button" class="secondary" aria-label={`Decrease ${f.label}`} onClick={() => onChange(f, String(Math.max(f.min, (parseInt(raw, 10) || 0) - 1)))}>
          −
        </button>
        <input id={id} inputMode="numeric" value={raw} size={4} aria-invalid={error ? 'true' : undefined} aria-describedby={describedBy} onInput={(e) => onChange(f, (e.target as HTMLInputElement).value)} />
        <button type="button" class="secondary" aria-label={`Increase ${f.label}`} onClick={() => onChange(f, String(Math.min(f.max, (parseInt(raw, 10) || 0) + 1)))}>
          +
        </button>
      </span>
      <span class="meta"> {f.min} to {f.max}</span>
      {help}
      {noteText}
      {err}
    </p>
  );
}

function cellText(c: Cell): string {
  if (c instanceof Fraction) return `${c.toString()} (${c.toPercent()})`;
  return String(c);
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
          <span class="note-title">What the source does not settle</span>
          <ul>{result.notes.map((n) => <li>{n}</li>)}</ul>
        </aside>
      )}
    </>
  );
}
