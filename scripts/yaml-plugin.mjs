// Lets pure game logic import the same chart YAML files the pages render,
// so a table is written once (content/<slug>/tables/*.yaml). Logic needs the
// rows and columns; the prose a page shows around a chart (its note and
// order) is left out of the JavaScript to keep islands small. The browser
// build also leaves out the chart's source line and rule list: pages read
// those from the content collection, and no logic reads them (tests and the
// server build keep them, so the chart schema still checks what logic reads).
// An import may name the columns its logic reads, `chart.yaml?columns=roll,item&cells`:
// the other columns (a chart's prose, such as effect descriptions) then stay out
// of that module's JavaScript. (The `&cells` ending is what src/env.d.ts types.)
// Logic reads such an import through chartRows() (src/lib/charts.ts), its rows only: the
// browser's build leaves out its title and column list too.
// `chart.yaml?sparse&cells` leaves out every cell that is nothing but `{ unknown: true }`:
// cellState (src/lib/user-chart.ts), the only reader of an editable chart's cells, reads a
// missing cell as unknown, so a large chart our source lacks (On To Paris!'s CRT, 468 unknown
// boxes) costs its calculator only its row names. With `&plain` as well (`chart.yaml?sparse&plain&cells`),
// the browser's build also leaves out what each cell says beside its value (its source, its note), so a
// cell that is unknown with a note is left out too: logic that says a cell's source reads it from the page
// (chartWords of src/lib/chart-words.ts over the whole chart, as src/games/metz-1870/fire/crt.ts does).
// `&rowless` also leaves out, in the browser's build, each row of an editable chart that has no cell left but its
// name (On To Paris!'s CRT: 39 rows, none known), for logic that only looks rows up.
// An editable chart imported `&plain` also loses its title, hint and column labels in the browser's build:
// editableChart() of src/lib/user-chart.ts reads them from the calculator page (chartPhrases there).
import { load } from 'js-yaml';

const PAGE_ONLY = ['note', 'order'];
const PAGE_ONLY_IN_BROWSER = ['source', 'rules'];

export function yamlPlugin() {
  return {
    name: 'aide-de-camp:yaml',
    transform(code, id, options) {
      const [path, query = ''] = id.split('?');
      if (!/\.ya?ml$/.test(path)) return null;
      const data = load(code);
      if (data && typeof data === 'object' && !Array.isArray(data) && 'rows' in data) {
        for (const k of [...PAGE_ONLY, ...(options?.ssr ? [] : PAGE_ONLY_IN_BROWSER)]) delete data[k];
        const q = new URLSearchParams(query);
        const keep = q.get('columns');
        if (keep !== null) {
          pick(data, keep.split(','), path);
          if (!options?.ssr) for (const k of ['title', 'columns']) delete data[k];
        }
        if (q.has('plain') && !options?.ssr) {
          data.rows = data.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, c]) => [k, withoutWords(c)])));
          // an editable chart's own words (title, hint, column labels): the calculator page has them
          // (chartPhrases of src/lib/user-chart.ts), and editableChart() reads them there
          if (data.editable) {
            delete data.title;
            delete data.editable.hint;
            data.columns = data.columns?.map(({ key }) => ({ key }));
          }
        }
        if (q.has('sparse')) data.rows = data.rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, c]) => !onlyUnknown(c))));
        // `&rowless` (browser build, editable charts): a row left with nothing but its name is left out too, for logic
        // that looks a row up (cellState reads a missing row as unknown) and never lists the chart's rows
        if (q.has('rowless') && !options?.ssr && data.editable) data.rows = data.rows.filter((r) => Object.keys(r).some((k) => k !== data.editable.rowKey));
      }
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}

const withoutWords = (c) => {
  if (c === null || typeof c !== 'object') return c;
  const { source: _source, note: _note, ...rest } = c;
  return rest;
};
const onlyUnknown = (c) => c !== null && typeof c === 'object' && c.unknown === true && Object.keys(c).length === 1;

/** Keep only the named columns (and each row's cells of them); a name the chart lacks is an error. */
function pick(data, keys, path) {
  const known = new Set((data.columns ?? []).map((c) => c.key));
  for (const k of keys) if (!known.has(k)) throw new Error(`${path} has no column "${k}"`);
  data.columns = data.columns.filter((c) => keys.includes(c.key));
  data.rows = data.rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keys.includes(k))));
}
