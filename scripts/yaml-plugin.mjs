// Lets pure game logic import the same chart YAML files the pages render,
// so a table is written once (content/<slug>/tables/*.yaml). Logic needs the
// rows and columns; the prose a page shows around a chart (its note and
// order) is left out of the JavaScript to keep islands small. The browser
// build also leaves out the chart's source line and rule list: pages read
// those from the content collection, and no logic reads them (tests and the
// server build keep them, so the chart schema still checks what logic reads).
import { load } from 'js-yaml';

const PAGE_ONLY = ['note', 'order'];
const PAGE_ONLY_IN_BROWSER = ['source', 'rules'];

export function yamlPlugin() {
  return {
    name: 'aide-de-camp:yaml',
    transform(code, id, options) {
      if (!/\.ya?ml$/.test(id.split('?')[0])) return null;
      const data = load(code);
      if (data && typeof data === 'object' && !Array.isArray(data) && 'rows' in data)
        for (const k of [...PAGE_ONLY, ...(options?.ssr ? [] : PAGE_ONLY_IN_BROWSER)]) delete data[k];
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}
