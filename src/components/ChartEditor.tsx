/**
 * "My chart": the player types the cells our source lacks from their own
 * printed card. Kept in this browser; exported and imported as JSON. A bad
 * import is rejected with the reasons and the chart in use is kept.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { load, save } from '../lib/persist.ts';
import { pageScroll } from '../lib/page-scroll.ts';
import {
  cellState,
  isUserCells,
  rollOf,
  storageKey,
  USER_CHART_SCHEMA,
  USER_CHART_VERSION,
  type EditableChart,
  type UserCells,
} from '../lib/user-chart.ts';
import { canonical, checkValue, coverage, exportFile, fill, importFile, nextDown, pasteBlock } from '../lib/user-chart-edit.ts';

export default function ChartEditor({ chart }: { chart: EditableChart }) {
  const key = storageKey(chart.game, chart.id);
  const [cells, setCells] = useState<UserCells>({});
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; bad?: boolean; list?: string[] } | null>(null);
  const [ready, setReady] = useState(false);
  /** the cell last focused: where Fill down / Fill right start */
  const [at, setAt] = useState<[string, string] | null>(null);
  /** Enter (a phone keyboard's Next) goes to the box below, the way a card is read down its columns */
  const [down, setDown] = useState(true);
  const grid = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    try {
      const r = load(localStorage, key, USER_CHART_SCHEMA, USER_CHART_VERSION, isUserCells);
      if (r.ok) setCells(r.data);
      else if (r.reason !== 'none') setMessage({ text: r.message, bad: true });
    } catch {
      setMessage({ text: 'This browser does not keep data: your entries last until you leave the page.', bad: true });
    }
    setReady(true);
  }, [key]);

  const persist = (next: UserCells) => {
    setCells(next);
    try {
      save(localStorage, key, USER_CHART_SCHEMA, USER_CHART_VERSION, next);
    } catch {
      /* kept in memory */
    }
  };

  const id = (col: string, roll: string) => `${col}|${roll}`;
  /**
   * The focused box clear of the grid's sticky header row and row labels, and on the page the grid's
   * top just under the box's name, so neither header nor label is ever off screen while typing.
   */
  const reveal = (input: HTMLElement) => {
    const w = grid.current!;
    const box = input.parentElement!.getBoundingClientRect();
    const head = w.querySelector('thead')!.getBoundingClientRect();
    const side = input.closest('tr')!.firstElementChild!.getBoundingClientRect();
    if (box.top < head.bottom) w.scrollTop -= head.bottom - box.top;
    if (box.left < side.right) w.scrollLeft -= side.right - box.left;
    const g = w.getBoundingClientRect();
    const l = line.current!.getBoundingClientRect();
    if (g.top < l.bottom - 1 || g.bottom > innerHeight + 1) {
      // our own scroll, not the reader's: the site header stays put away (site-head.ts)
      pageScroll(() => scrollBy({ top: g.top - l.height, behavior: 'instant' }));
    }
  };
  const onKey = (col: string, roll: string, e: KeyboardEvent) => {
    if (!down || e.key !== 'Enter' || e.isComposing) return;
    e.preventDefault();
    const next = nextDown(chart, col, roll);
    if (next) [...grid.current!.querySelectorAll('input')].find((i) => i.dataset.cell === id(...next))?.focus();
  };
  const atCol = at && chart.columns.find((c) => c.key === at[0]);
  const atValue = at ? (draft[id(...at)] ?? cells[at[0]]?.[at[1]] ?? '') : '';
  const onCell = (col: string, roll: string, value: string) => {
    const k = id(col, roll);
    setDraft({ ...draft, [k]: value });
    const bad = checkValue(chart, value);
    const errs = { ...errors };
    if (bad) {
      errs[k] = bad;
      setErrors(errs);
      return;
    }
    delete errs[k];
    setErrors(errs);
    const next: UserCells = JSON.parse(JSON.stringify(cells));
    if (value.trim() === '') delete next[col]?.[roll];
    else (next[col] ??= {})[roll] = canonical(chart, value);
    persist(next);
  };
  /** Fill down / right, or a pasted block: the new cells replace the drafts they cover. */
  const apply = (next: UserCells, text: string, list?: string[]) => {
    persist(next);
    setDraft({});
    setErrors({});
    setMessage({ text, bad: !!list?.length, list });
  };
  const doFill = (dir: 'down' | 'right') => {
    if (!at) return;
    const r = fill(chart, cells, at[0], at[1], dir);
    apply(r.cells, `Filled ${r.filled} empty ${r.filled === 1 ? 'cell' : 'cells'} ${dir === 'down' ? 'below' : 'to the right'}.`);
  };
  const onPaste = (col: string, roll: string, e: ClipboardEvent) => {
    const text = e.clipboardData?.getData('text') ?? '';
    if (!/[\t\n,]/.test(text.trim())) return; // one value: an ordinary paste
    e.preventDefault();
    const r = pasteBlock(chart, cells, col, roll, text);
    apply(
      r.cells,
      `Pasted ${r.filled} ${r.filled === 1 ? 'cell' : 'cells'}${r.skipped ? `; ${r.skipped} left out (given by our source, or outside the chart)` : ''}${r.errors.length ? '; these were not results of this table:' : '.'}`,
      r.errors,
    );
  };

  const doExport = () => {
    const blob = new Blob([JSON.stringify(exportFile(chart, cells), null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${chart.game}-${chart.id}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    setMessage({ text: `Exported ${a.download}.` });
  };
  const doImport = async (file: File | undefined) => {
    if (!file) return;
    const r = importFile(chart, await file.text());
    if (!r.ok) {
      setMessage({ text: `The file was not imported; your chart is unchanged.`, bad: true, list: r.errors });
      return;
    }
    persist(r.cells);
    setDraft({});
    setErrors({});
    const c = coverage(chart, r.cells);
    setMessage({ text: `Imported: ${c.filled} of ${c.unknown} missing cells filled.` });
  };
  const [confirmClear, setConfirmClear] = useState(false);

  const cov = coverage(chart, cells);
  // came from a calculator ("Enter the missing cells from your card"): a way back to that very calculation
  const back = typeof location === 'object' ? new URLSearchParams(location.search).get('back') : null;
  const backOk = back && new RegExp(`^/${chart.game}/calculators/[a-z0-9-]+/(\\?[^#]*)?$`).test(back);
  return (
    <div class="chart-editor">
      <p role="status" aria-live="polite">
        {ready ? `${cov.filled} of the ${cov.unknown} cells missing from our source are filled in from your card.` : 'Loading your chart…'}
      </p>
      {backOk && (
        <p>
          <a class="calc-link" href={back}>
            Back to the calculator with your inputs
          </a>
        </p>
      )}
      {message && (
        <div class={message.bad ? 'note absent' : 'notice'} role={message.bad ? 'alert' : 'status'}>
          {message.text}
          {message.list && <ul>{message.list.slice(0, 12).map((e) => <li>{e}</li>)}</ul>}
        </div>
      )}
      <label class="editor-down no-print">
        <input type="checkbox" checked={down} onChange={(e) => setDown((e.target as HTMLInputElement).checked)} />
        Enter (Next on a phone) goes down the column
      </label>
      <p class="editor-at" ref={line}>
        {at && atCol ? `${atCol.label} · ${at[1]} · ${atValue.trim() || 'empty'}` : 'No box in focus yet.'}
      </p>
      <div class="table-wrap sticky-first editor-grid" tabIndex={0} role="region" aria-label={chart.title} ref={grid}>
        <table class="editor-table">
          <caption>
            {chart.title}. Shaded cells come from our source; type the others from your own copy ({chart.hint}).
          </caption>
          <thead>
            <tr>
              <th scope="col">{chart.rowLabel}</th>
              {chart.columns.map((c) => (
                <th scope="col" class={at?.[0] === c.key ? 'on' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => {
              const roll = rollOf(chart, row);
              return (
                <tr>
                  <th scope="row" class={at?.[1] === roll ? 'on' : undefined}>
                    {roll}
                  </th>
                  {chart.columns.map((c) => {
                    const s = cellState(chart, c.key, roll, cells);
                    if (s.kind === 'known')
                      return (
                        <td class="known" title={s.source ? `From our source: ${s.source}` : 'From our source'}>
                          {s.value}
                        </td>
                      );
                    const k = id(c.key, roll);
                    // a stored cell the chart does not allow (an old or hand-edited save) is marked like a typed one
                    const err = errors[k] ?? (draft[k] === undefined && s.kind === 'user' ? checkValue(chart, s.value) : null);
                    return (
                      <td class={err ? 'bad' : undefined}>
                        <input
                          aria-label={`${c.label}, ${chart.rowLabel.toLowerCase()} ${roll}`}
                          value={draft[k] ?? (s.kind === 'user' ? s.value : '')}
                          size={6}
                          data-cell={k}
                          enterkeyhint={down ? 'next' : undefined}
                          disabled={!ready}
                          aria-invalid={err ? 'true' : undefined}
                          aria-describedby={err ? `err-${k}` : undefined}
                          onInput={(e) => onCell(c.key, roll, (e.target as HTMLInputElement).value)}
                          onFocus={(e) => {
                            setAt([c.key, roll]);
                            const input = e.target as HTMLInputElement;
                            requestAnimationFrame(() => reveal(input));
                          }}
                          onKeyDown={(e) => onKey(c.key, roll, e)}
                          onPaste={(e) => onPaste(c.key, roll, e)}
                          onChange={() => {
                            // leaving the cell shows what was stored, in its canonical spelling
                            if (!errors[k]) setDraft(({ [k]: _, ...d }) => d);
                          }}
                        />
                        {err && (
                          <span class="field-error error" id={`err-${k}`} role="alert">
                            {err}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="meta no-print">
        Fill copies the last cell you were in into the empty cells below it or to its right. You can paste a block copied from a spreadsheet (rows
        of cells separated by tabs or commas) into any cell: it fills from there.
      </p>
      <div class="choices no-print">
        <button type="button" class="secondary" onClick={() => doFill('down')} disabled={!at}>
          Fill down
        </button>
        <button type="button" class="secondary" onClick={() => doFill('right')} disabled={!at}>
          Fill right
        </button>
        <button type="button" class="secondary" onClick={doExport} disabled={!ready}>
          Export as a file
        </button>
        <label class="button secondary">
          Import a file
          <input type="file" accept="application/json,.json" class="sr-only" disabled={!ready} onChange={(e) => void doImport((e.target as HTMLInputElement).files?.[0])} />
        </label>
        {!confirmClear ? (
          <button type="button" class="secondary" onClick={() => setConfirmClear(true)}>
            Clear my cells
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              persist({});
              setDraft({});
              setErrors({});
              setConfirmClear(false);
              setMessage({ text: 'Your cells were cleared.' });
            }}
          >
            Really clear {cov.filled} cells?
          </button>
        )}
      </div>
    </div>
  );
}
