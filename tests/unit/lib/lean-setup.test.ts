import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { leanSetup } from '../../../src/lib/lean-setup.ts';

describe('leanSetup: setup() without the unused action creators', () => {
  const impl = {
    types: { context: {} as { n: number }, events: {} as { type: 'ADD'; by: number } | { type: 'GO' } },
    actions: { add: assign(({ context }, p: { by: number }) => ({ n: context.n + p.by })) },
    guards: { small: ({ context }: { context: { n: number } }) => context.n < 3 },
  };
  const config = {
    context: { n: 0 },
    initial: 'a',
    states: {
      a: {
        on: {
          ADD: { actions: { type: 'add' as const, params: ({ event }: { event: { type: string; by?: number } }) => ({ by: event.by ?? 0 }) } },
          GO: [{ guard: 'small' as const, target: 'b' }, { target: 'c' }],
        },
      },
      b: {},
      c: {},
    },
  };
  const run = (m: ReturnType<ReturnType<typeof setup>['createMachine']>, events: object[]) => {
    const a = createActor(m).start();
    for (const e of events) a.send(e as never);
    return a.getSnapshot();
  };
  it('returns only createMachine', () => {
    expect(Object.keys(leanSetup(impl as never))).toEqual(['createMachine']);
  });
  it('runs actions with params and guards exactly as setup() does', () => {
    const lean = leanSetup(impl as never).createMachine(config as never);
    const full = setup(impl as never).createMachine(config as never);
    for (const events of [[{ type: 'ADD', by: 2 }, { type: 'GO' }], [{ type: 'ADD', by: 2 }, { type: 'ADD', by: 1 }, { type: 'GO' }]]) {
      const [l, f] = [run(lean as never, events), run(full as never, events)];
      expect([l.value, l.context]).toEqual([f.value, f.context]);
    }
    expect(run(lean as never, [{ type: 'ADD', by: 2 }, { type: 'GO' }]).value).toBe('b');
    expect(run(lean as never, [{ type: 'ADD', by: 3 }, { type: 'GO' }]).value).toBe('c');
  });
});
