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
/** What an import of `id` holding `yaml` gives the browser's build (or, with ssr, the server's). */
const importOf = (yaml: string, id: string, ssr = false) => {
  const out = (yamlPlugin().transform as unknown as Transform)(yaml, id, { ssr });
  return JSON.parse(out!.code.replace(/^export default /, '').replace(/;$/, ''));
};
const run = (id: string, ssr = false) => importOf(chart, id, ssr);
/** A grid with an unknown cell, an unknown cell with a note, and a value with its source. */
const grid = `title: G
columns:
  - { key: roll, label: Roll }
  - { key: a, label: A }
  - { key: b, label: B }
rows:
  - { roll: 1, a: { unknown: true }, b: { value: "2", source: "example" } }
  - { roll: 2, a: { unknown: true, note: "garbled" }, b: "-" }
`;

describe('the YAML plugin', () => {
  it('keeps every column without a query, and drops the page-only prose', () => {
    const d = run('/c/t.yaml');
    expect(d.rows[0]).toEqual({ roll: 1, effect: 'a long sentence only the page shows' });
    expect(d.note).toBeUndefined();
  });

  it('keeps only the columns an import names; the browser gets their rows, not the chart\'s title and column labels', () => {
    const server = run('/c/t.yaml?columns=roll&cells', true);
    expect(server.rows[0]).toEqual({ roll: 1 });
    expect(server.columns).toEqual([{ key: 'roll', label: 'Roll' }]);
    expect(server.title).toBe('T');
    const browser = run('/c/t.yaml?columns=roll&cells');
    expect(browser.rows[0]).toEqual({ roll: 1 });
    expect(browser.columns).toBeUndefined();
    expect(browser.title).toBeUndefined();
  });

  it('with ?sparse leaves out the cells that are only unknown, and keeps a note, a value and the row name', () => {
    const d = importOf(grid, '/c/g.yaml?sparse&cells');
    expect(d.rows).toEqual([{ roll: 1, b: { value: '2', source: 'example' } }, { roll: 2, a: { unknown: true, note: 'garbled' }, b: '-' }]);
    expect(run('/c/t.yaml?sparse&cells').rows[0]).toEqual({ roll: 1, effect: 'a long sentence only the page shows' });
  });

  it('with &plain the browser gets no cell sources or notes (the page has them), and an unknown cell with a note is left out', () => {
    const read = (ssr: boolean) => importOf(grid, '/c/g.yaml?sparse&plain&cells', ssr);
    expect(read(false).rows).toEqual([{ roll: 1, b: { value: '2' } }, { roll: 2, b: '-' }]);
    expect(read(true).rows).toEqual([
      { roll: 1, b: { value: '2', source: 'example' } },
      { roll: 2, a: { unknown: true, note: 'garbled' }, b: '-' },
    ]);
  });

  it("with &plain an editable chart's title, hint and column labels stay out of the browser's build (the page has them); its pattern and keys stay", () => {
    const editable = `title: E
editable: { rowKey: roll, pattern: "[0-9]", hint: "a digit such as 3" }
columns:
  - { key: roll, label: Roll }
  - { key: a, label: Column A }
rows:
  - { roll: 1, a: { unknown: true } }
`;
    const browser = importOf(editable, '/c/e.yaml?sparse&plain&cells');
    expect(browser.title).toBeUndefined();
    expect(browser.editable).toEqual({ rowKey: 'roll', pattern: '[0-9]' });
    expect(browser.columns).toEqual([{ key: 'roll' }, { key: 'a' }]);
    const server = importOf(editable, '/c/e.yaml?sparse&plain&cells', true);
    expect([server.title, server.editable.hint, server.columns[1].label]).toEqual(['E', 'a digit such as 3', 'Column A']);
    // without &plain the browser keeps them
    expect(importOf(editable, '/c/e.yaml?sparse&cells').columns[1].label).toBe('Column A');
  });

  it("with &rowless the browser's build leaves out an editable chart's rows that hold nothing but their name; the server's keeps them", () => {
    const editable = `title: E
editable: { rowKey: roll, pattern: "[0-9]", hint: "a digit" }
columns:
  - { key: roll, label: Roll }
  - { key: a, label: A }
rows:
  - { roll: 1, a: { unknown: true } }
  - { roll: 2, a: "3" }
  - { roll: 3, a: { unknown: true, note: "garbled" } }
`;
    expect(importOf(editable, '/c/e.yaml?sparse&plain&rowless&cells').rows).toEqual([{ roll: 2, a: '3' }]);
    // without &plain a note keeps its row
    expect(importOf(editable, '/c/e.yaml?sparse&rowless&cells').rows).toEqual([{ roll: 2, a: '3' }, { roll: 3, a: { unknown: true, note: 'garbled' } }]);
    expect(importOf(editable, '/c/e.yaml?sparse&plain&rowless&cells', true).rows).toHaveLength(3);
  });

  it('refuses a column the chart lacks', () => {
    expect(() => run('/c/t.yaml?columns=roll,nope&cells')).toThrow(/no column "nope"/);
  });
});
