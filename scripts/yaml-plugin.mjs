// Lets pure game logic import the same chart YAML files the pages render,
// so a table is written once (content/<slug>/tables/*.yaml).
import { load } from 'js-yaml';

export function yamlPlugin() {
  return {
    name: 'aide-de-camp:yaml',
    transform(code, id) {
      if (!/\.ya?ml$/.test(id.split('?')[0])) return null;
      return { code: `export default ${JSON.stringify(load(code))};`, map: null };
    },
  };
}
