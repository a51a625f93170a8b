// A part of a procedure loaded when the inputs ask for it (lib/part.ts), through the one entry point the
// island and the tests share (run()): pending while it loads, the result once it has come, a failure
// (never a widget left waiting) when it cannot be fetched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run, type CalculatorDef } from '../../../src/lib/calculator.ts';
import { part, use } from '../../../src/lib/part.ts';

/** A calculator whose doubling step is a part, used only when "double" is ticked. */
function calculator(importer: () => Promise<{ twice: (n: number) => number }>) {
  const DOUBLE = part(importer);
  const def: CalculatorDef = {
    id: 't',
    fields: [
      { kind: 'int', key: 'n', min: 0, max: 9, default: 3 },
      { kind: 'bool', key: 'double', default: false },
    ],
    compute: (v) => ({ steps: [{ label: 'n', value: String(v.double ? use(DOUBLE).twice(v.n as number) : v.n) }], tables: [] }),
  };
  return { def, DOUBLE };
}

describe('parts of a procedure loaded when the inputs ask for them', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('inputs that do not need the part compute at once, without loading it', () => {
    let asked = 0;
    const { def, DOUBLE } = calculator(async () => (asked++, { twice: (n) => 2 * n }));
    expect(run(def, { n: '4' }).result?.steps[0]?.value).toBe('4');
    expect(asked).toBe(0);
    expect(DOUBLE.mod).toBeUndefined();
  });

  it('inputs that need it are pending, loaded once, and computed once it has come', async () => {
    let asked = 0;
    // the page's island computes again on the window's adc:part, sent once the part has come
    const said: string[] = [];
    vi.stubGlobal('dispatchEvent', (e: Event) => said.push(e.type));
    const { def } = calculator(async () => (asked++, { twice: (n) => 2 * n }));
    const first = run(def, { n: '4', double: '1' });
    expect(first.pending).toBeInstanceOf(Promise);
    expect(first.result).toBeUndefined();
    expect(first.failure).toBeUndefined();
    // the values are read meanwhile: the form and the link stay right while the part loads
    expect(first.values).toEqual({ n: 4, double: true });
    const again = run(def, { n: '5', double: '1' });
    expect(again.pending).toBe(first.pending);
    expect(said).toEqual([]);
    await first.pending;
    expect(asked).toBe(1);
    expect(said).toEqual(['adc:part']);
    const done = run(def, { n: '4', double: '1' });
    expect(done.pending).toBeUndefined();
    expect(done.result?.steps[0]?.value).toBe('8');
  });

  it('a part that cannot be fetched settles its promise and is then the result\'s failure', async () => {
    const { def } = calculator(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const first = run(def, { n: '4', double: '1' });
    // settled, not rejected: whoever waits for it computes again
    await first.pending;
    const after = run(def, { n: '4', double: '1' });
    expect(after.pending).toBeUndefined();
    expect(after.result).toBeUndefined();
    expect(after.failure).toMatch(/^This input could not be computed: the code for these inputs could not be loaded .*reload the page$/);
    // the inputs that do not need it still compute
    expect(run(def, { n: '4' }).result?.steps[0]?.value).toBe('4');
  });
});
