/**
 * 1914, Offensive à outrance, the game turn (4.0-4.3, notes 3.2) as a
 * machine: the Allied then the German Player Turn, each through its nine
 * phases (the Special Joint Preliminary Phase while a Strategic Plan is
 * active), the Inter-Phase after every third game turn, and the final
 * Inter-Phase after the scenario's last game turn. From any phase of a
 * Player Turn the players may put a reminder on the GT Record Track and come
 * back to the same phase. Event payloads are untrusted: guards check them.
 */
import { assign } from 'xstate';
import { leanSetup } from '../../../lib/lean-setup.ts';
import { inRange } from '../../../lib/checklist.ts';
import { initialContext, LAST_GT, type Side, type W14Context } from './context.ts';
import { addReminder, dropPast, MAX_REMINDERS, OWNED, REMINDER_KINDS, SIDES, type ReminderKind } from './reminders.ts';
import { SETUP_FORM } from './rolls.ts';

type Ev = { type: string; [k: string]: unknown };
type Args = { context: W14Context; event: Ev };
const set = assign as unknown as (f: ((a: Args) => Partial<W14Context>) | Partial<W14Context>) => never;
const on = (f: (c: W14Context) => boolean) => ({ context }: Args) => f(context);
const step = (name: string, next: string | object | object[]) => ({ meta: { step: name }, on: { NEXT: next } });
/** The next game turn's Allied Player Turn; what fell due before it leaves the track. */
const nextGt = set(({ context: c }) => ({ gt: c.gt + 1, side: 'Allied', reminders: dropPast(c.reminders, c.gt + 1) }));
/** Put a reminder on the track, owned by `side`, or by the phasing player (a relocating Depot), or by its kind's side (reminders.ts). */
const add = (kind: ReminderKind, side?: Side) => ({
  guard: on((c) => c.reminders.length < MAX_REMINDERS),
  target: '#w14.turn.hist',
  actions: set(({ context: c }) => ({ reminders: addReminder(c.reminders, kind, c.gt, side ?? c.side) })),
});
const owned = (k: ReminderKind) => (OWNED as readonly string[]).includes(k);
/** ADD_<kind> for the kinds whose owner is known, ADD_<kind>_<side> for units of either side. */
const ADDS = Object.fromEntries(
  REMINDER_KINDS.flatMap((k) => (owned(k) ? SIDES.map((s) => [`ADD_${k}_${s}`, add(k, s)]) : [[`ADD_${k}`, add(k)]])),
);

export const w14Machine = leanSetup({
  types: { context: {} as W14Context, events: {} as Ev },
}).createMachine({
  id: 'w14',
  context: initialContext,
  initial: 'setup',
  states: {
    setup: {
      meta: { step: 'setup', roll: SETUP_FORM },
      on: {
        SETUP: {
          guard: ({ event: e }: Args) => inRange(e.first, 1, LAST_GT) && inRange(e.last, e.first as number, LAST_GT),
          target: 'turn',
          actions: set(({ event: e }) => ({ gt: e.first as number, lastGt: e.last as number })),
        },
      },
    },
    turn: {
      initial: 'prelim',
      on: { REMIND: 'remind' },
      states: {
        prelim: {
          meta: { step: 'prelim' },
          on: {
            NEXT: [{ guard: on((c) => c.plans), target: 'jointPrelim' }, { target: 'attachment' }],
            // the roll of 26.6 is made up to GT 3; on GT 4 the plan activates by itself
            SIXTH_ACTIVE: { guard: on((c) => c.gt <= 3 && !c.sixth), actions: set({ sixth: true }) },
          },
        },
        jointPrelim: { meta: { step: 'jointPrelim' }, on: { NEXT: 'attachment', PLANS_OVER: { target: 'attachment', actions: set({ plans: false }) } } },
        attachment: step('attachment', 'supply'),
        supply: step('supply', 'rrEngineering'),
        rrEngineering: step('rrEngineering', 'movement'),
        movement: step('movement', 'counterMovement'),
        counterMovement: step('counterMovement', 'attack'),
        attack: step('attack', 'counterAttack'),
        counterAttack: step('counterAttack', 'finishing'),
        finishing: step('finishing', [
          { guard: on((c) => c.side === 'Allied'), target: 'prelim', actions: set({ side: 'German' }) },
          // every third game turn the Inter-Phase, the last game turn's included (its VP segments count: 27.4-27.6)
          { guard: on((c) => c.gt % 3 === 0), target: '#w14.interReplacement' },
          { guard: on((c) => c.gt >= c.lastGt), target: '#w14.finalInterPhase' },
          { target: 'prelim', actions: nextGt },
        ]),
        hist: { type: 'history' },
      },
    },
    remind: {
      meta: { step: 'remind' },
      on: { ...ADDS, CANCEL: '#w14.turn.hist' },
    },
    interReplacement: step('interReplacement', 'interAdmin'),
    interAdmin: step('interAdmin', [{ guard: on((c) => c.gt >= c.lastGt), target: 'finalInterPhase' }, { target: 'turn', actions: nextGt }]),
    finalInterPhase: step('finalInterPhase', 'gameOver'),
    gameOver: { type: 'final', meta: { step: 'gameOver' } },
  },
});
