/**
 * The cells of the player's own chart that this result needs and they have not entered, asked for
 * in place, a few labelled boxes per column: a player gets this attack's exact odds without leaving
 * the calculator. Checked as the chart editor checks, saved to the same store, and the calculator
 * recomputes at once. Loaded by the calculator island only when a result lacks cells.
 */
import { Component, createRef } from 'preact';
import type { CellRead } from '../lib/cell-reads.ts';
import { pageScroll } from '../lib/page-scroll.ts';
import { canonical, matches, type CellRules } from '../lib/user-chart-check.ts';
import { keepCells, type UserCells } from '../lib/user-chart-store.ts';
import { fill } from '../lib/words.ts';
import { CELLS_UI as SAY } from './cells-words.ts';

interface Props {
  game: string;
  charts: CellRules[];
  missing: CellRead[];
  /** after a save, with how many cells were kept: the calculator reads the store again and says so */
  onSaved: (kept: number) => void;
}

/** How to write a result of the chart: its list of results, else its hint. */
const how = (c: CellRules, oneOf: string, as: string) => (c.codes ? fill(oneOf, { codes: c.codes.join(', ') }) : fill(as, { hint: c.hint }));

const id = (r: CellRead) => `cell-${r.chart}-${r.col}-${r.row}`.replace(/[^\w-]/g, '_');

interface State {
  typed: Record<string, string>;
  errors: Record<string, string>;
  said: string;
}

/** A class, not hooks, as the calculator island is: no calculator page loads Preact's hooks module. */
export default class CellsForm extends Component<Props, State> {
  override state: State = { typed: {}, errors: {}, said: '' };
  first = createRef<HTMLInputElement>();

  // reached from the headline's "Needs N cells" link: the first box takes the focus
  override componentDidMount() {
    if (location.hash !== '#cells-h' || !this.first.current) return;
    this.first.current.focus({ preventScroll: true });
    // the page's own scroll, not the reader's: the site header stays put (site-head.ts)
    pageScroll(() => document.getElementById('cells-h')?.scrollIntoView({ behavior: 'instant' }));
  }

  override render({ game, charts, missing, onSaved }: Props, { typed, errors, said }: State) {
    // one group per chart column, in the order the calculation read them
    const groups: { chart: CellRules; col: string; cells: CellRead[] }[] = [];
    for (const r of missing) {
      const chart = charts.find((c) => c.id === r.chart);
      if (!chart) continue;
      const g = groups.find((x) => x.chart === chart && x.col === r.col);
      if (g) g.cells.push(r);
      else groups.push({ chart, col: r.col, cells: [r] });
    }
    if (!groups.length) return null;

    const submit = (e: Event) => {
      e.preventDefault();
      const errs: Record<string, string> = {};
      const add: Record<string, UserCells> = {};
      for (const g of groups)
        for (const r of g.cells) {
          const raw = (typed[id(r)] ?? '').trim();
          if (!raw) continue;
          const v = canonical(g.chart, raw);
          if (!matches(g.chart, v)) errs[id(r)] = how(g.chart, SAY.notOneOf, SAY.notAs);
          else ((add[g.chart.id] ??= {})[r.col] ??= {})[r.row] = v;
        }
      let n = 0;
      let lost = false;
      for (const [chart, cells] of Object.entries(add)) {
        let kept: number | false = false;
        try {
          kept = keepCells(localStorage, game, chart, cells, true);
        } catch {
          /* no storage at all */
        }
        if (kept === false) lost = true;
        else n += kept;
      }
      this.setState({ errors: errs, said: lost ? SAY.noStorage : n || Object.keys(errs).length ? '' : SAY.typeOne });
      if (n) onSaved(n);
    };

    return (
      <form class="cells-form notice no-print" onSubmit={submit} noValidate aria-labelledby="cells-h">
        <h3 id="cells-h">{fill(SAY.heading, { cells: `${missing.length} cell${missing.length === 1 ? '' : 's'}` })}</h3>
        <p class="meta">{SAY.intro}</p>
        {groups.map((g, i) => (
          <fieldset>
            <legend>
              {fill(SAY.legend, { title: g.chart.title, column: g.chart.columns.find((c) => c.key === g.col)?.label ?? g.col })}
            </legend>
            {groups.findIndex((x) => x.chart === g.chart) === i && <p class="meta">{how(g.chart, SAY.writeOneOf, SAY.writeAs)}</p>}
            <div class="cells">
              {g.cells.map((r, j) => (
                <p>
                  <label for={id(r)}>
                    {g.chart.rowLabel} {r.row}
                  </label>
                  <input
                    ref={i === 0 && j === 0 ? this.first : undefined}
                    id={id(r)}
                    value={typed[id(r)] ?? ''}
                    size={6}
                    autocomplete="off"
                    enterkeyhint="next"
                    aria-invalid={errors[id(r)] ? 'true' : undefined}
                    aria-describedby={errors[id(r)] ? `${id(r)}-err` : undefined}
                    onInput={(e) => {
                      const v = (e.target as HTMLInputElement).value;
                      this.setState((s) => ({ typed: { ...s.typed, [id(r)]: v } }));
                    }}
                  />
                  {errors[id(r)] && (
                    <span class="field-error error" id={`${id(r)}-err`}>
                      {errors[id(r)]}
                    </span>
                  )}
                </p>
              ))}
            </div>
          </fieldset>
        ))}
        <p>
          <button type="submit">{SAY.use}</button> <span role="status">{said}</span>
        </p>
      </form>
    );
  }
}
