import { describe, expect, it } from 'vitest';
import { yamlPlugin } from '../../../scripts/yaml-plugin.mjs';

const chart = `title: T
note: page words
columns:
  - { key: roll, label: Roll }
  - { key: effect, label: Effect }
rows:
  - { roll: 1, effect: "a long sentence only the page shows" }
`;
type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const run = (id: string, ssr = false) => {
  const out = (yamlPlugin().transform as unknown as Transform)(chart, id, { ssr });
  return JSON.parse(out!.code.replace(/^export default /, '').replace(/;$/, ''));
};

describe('the YAML plugin', () => {
  it('keeps every column without a query, and drops the page-only prose', () => {
    const d = run('/c/t.yaml');
    expect(d.rows[0]).toEqual({ roll: 1, effect: 'a long sentence only the page shows' });
    expect(d.note).toBeUndefined();
  });

  it('keeps only the columns an import names', () => {
    const d = run('/c/t.yaml?columns=roll&cells');
    expect(d.rows[0]).toEqual({ roll: 1 });
    expect(d.columns).toEqual([{ key: 'roll', label: 'Roll' }]);
  });

  it('refuses a column the chart lacks', () => {
    expect(() => run('/c/t.yaml?columns=roll,nope&cells')).toThrow(/no column "nope"/);
  });
});
