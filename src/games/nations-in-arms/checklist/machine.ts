/**
 * Nations in Arms, the seasonal turn (2.0, notes 3.2) as a machine: the
 * Spring interphase, diplomacy and declarations, the initiative pool and its
 * draw loop (3.1, 3.2) with each activation's steps (A-E of 2.0), final
 * attrition, conquest (minor conquest and satellites in Winter), victory and
 * the end of the year. The players report each marker drawn; pool.ts says
 * what it does. Event payloads are untrusted: guards check them.
 */
import { assign } from 'xstate';
import { leanSetup } from '../../../lib/lean-setup.ts';
import { inRange } from '../../../lib/checklist.ts';
import { buildPool, isNaval, landValue, MARKERS, navalDue, sideOf, verdict, type Marker, type Side } from './pool.ts';
import { FIRST_YEAR, initialContext, LAST_YEAR, type NiaContext } from './context.ts';
import { SETUP_FORM } from './rolls.ts';

type Ev = { type: string; [k: string]: unknown };
type Args = { context: NiaContext; event: Ev };
const set = assign as unknown as (f: ((a: Args) => Partial<NiaContext>) | Partial<NiaContext>) => never;
const on = (f: (c: NiaContext) => boolean) => ({ context }: Args) => f(context);
const winter = on((c) => c.season === 3);
const without = (list: Marker[], m: Marker) => list.filter((x) => x !== m);

/** A drawn marker: what it does (pool.ts), as the machine's next state and context. */
function draws(m: Marker) {
  const is = (v: string) => ({ context: c }: Args) => c.pool.includes(m) && verdict(c, m) === v;
  const played = set(({ context: c }) => {
    const side = sideOf(m);
    return {
      pool: [...without(c.pool, m), ...c.aside],
      aside: [],
      played: [...c.played, m],
      lastLand: landValue(m) ? side : c.lastLand,
      lastSide: side ?? c.lastSide,
      said: null,
    };
  });
  const aside = (wq: (c: NiaContext) => number) => set(({ context: c }) => ({ pool: without(c.pool, m), aside: [...c.aside, m], wq: wq(c), said: verdict(c, m) }));
  const target = landValue(m) ? 'land' : isNaval(m) ? 'naval' : m === 'NL' ? 'neutralLand' : 'neutralNaval';
  return [
    { guard: is('play'), target, actions: played },
    { guard: is('back'), target: 'draw', reenter: true, actions: set({ said: 'back' }) },
    // a later turn's first draw: Winter Quarters is set aside without counting, unless the reading counts it in Spring and Autumn
    { guard: is('asideFirst'), target: 'draw', reenter: true, actions: aside((c) => c.wq + (m === 'WQ' && c.firstWq === 'counts' && c.season % 2 === 0 ? 1 : 0)) },
    { guard: is('wqIgnored'), target: 'draw', reenter: true, actions: aside((c) => c.wq + 1) },
    { guard: is('end'), target: 'finalAttrition', actions: set(({ context: c }) => ({ wq: c.wq + 1, said: 'end' })) },
    { guard: is('navalThenEnd'), target: 'springNaval', actions: set(({ context: c }) => ({ wq: c.wq + 1, due: navalDue(c), said: 'navalThenEnd' })) },
  ];
}

const drawEvents = Object.fromEntries(MARKERS.map((m) => [`DRAW_${m}`, draws(m)]));
const toggleExtra = (side: Side) => ({
  guard: on((c) => c.extra.includes(side) || !c.extraYear.includes(side)),
  actions: set(({ context: c }) => {
    const had = c.extra.includes(side);
    return { extra: had ? c.extra.filter((s) => s !== side) : [...c.extra, side], extraYear: had ? c.extraYear.filter((s) => s !== side) : [...c.extraYear, side] };
  }),
});
const seasonIs = (season: 0 | 1 | 2 | 3) => ({ target: 'turn', actions: set({ season }) });
const step = (name: string, next: string | object, extra: object = {}) => ({ meta: { step: name }, on: { NEXT: next }, ...extra });
// the final determination: in Autumn or Winter of the last year (errata L12: whether Winter 1814 is played first is open)
const lastTurn = on((c) => c.year === LAST_YEAR && c.season >= 2);

export const niaMachine = leanSetup({
  types: { context: {} as NiaContext, events: {} as Ev },
}).createMachine({
  id: 'nia',
  context: initialContext,
  initial: 'setup',
  on: {
    SET_OPTION: {
      guard: ({ event }: Args) => event.key === 'firstWq' && (event.value === 'free' || event.value === 'counts'),
      actions: set(({ event }) => ({ firstWq: event.value as NiaContext['firstWq'] })),
    },
  },
  states: {
    setup: {
      meta: { step: 'setup', roll: SETUP_FORM },
      on: { SETUP: { guard: ({ event }: Args) => inRange(event.year, FIRST_YEAR, LAST_YEAR), target: 'season', actions: set(({ event }) => ({ year: event.year as number })) } },
    },
    season: { meta: { step: 'season' }, on: { SPRING: seasonIs(0), SUMMER: seasonIs(1), AUTUMN: seasonIs(2), WINTER: seasonIs(3) } },
    // a new turn: the pool and the draw record start again; the last side to act is remembered for the first draw (3.2)
    turn: {
      entry: set(({ context: c }) => ({ pool: [], aside: [], played: [], wq: 0, lastLand: null, prevSide: c.lastSide, lastSide: null, extra: [], due: [], said: null, extraYear: c.season === 0 ? [] : c.extraYear })),
      always: [{ guard: on((c) => c.season === 0), target: 'springEvents' }, { target: 'events' }],
    },
    springEvents: step('springEvents', 'budget'),
    budget: step('budget', 'reinforcement'),
    reinforcement: step('reinforcement', 'diplomacy'),
    events: step('events', 'diplomacy'),
    diplomacy: step('diplomacy', 'declareWar'),
    declareWar: step('declareWar', 'buildPool'),
    buildPool: {
      meta: { step: 'buildPool' },
      on: {
        POOL_READY: { target: 'draw', actions: set(({ context: c }) => ({ pool: buildPool(c.season, c.extra) })) },
        EXTRA_E: toggleExtra('E'),
        EXTRA_C: toggleExtra('C'),
      },
    },
    draw: {
      meta: { step: 'draw' },
      // land markers alternate by side (3.2) and each side has four, so a turn's pool always empties
      always: { guard: on((c) => c.pool.length === 0), target: 'finalAttrition', actions: set({ said: 'empty' }) },
      on: drawEvents,
    },
    land: {
      initial: 'pick',
      states: {
        pick: { meta: { step: 'landPick' }, on: { LEADER: 'supply', LAND_DONE: '#nia.draw' } },
        supply: step('supply', 'rally'),
        rally: step('rally', 'move'),
        move: { meta: { step: 'move' }, on: { BATTLE: 'attritionBattle', MOVE_DONE: 'attritionEnd' } },
        attritionBattle: step('attritionBattle', 'combat'),
        combat: { meta: { step: 'combat' }, on: { WON_MOVE_ON: 'move', NEXT: 'leaderEnd' } },
        attritionEnd: step('attritionEnd', 'leaderEnd'),
        leaderEnd: step('leaderEnd', 'pick'),
      },
    },
    naval: step('naval', 'draw'),
    neutralLand: step('neutralLand', 'draw'),
    neutralNaval: step('neutralNaval', 'draw'),
    // each owed naval activation is the side's activation: the last one decides next turn's first draw (3.2)
    springNaval: step('springNaval', [
      { guard: on((c) => c.due.length > 1), target: 'springNaval', reenter: true, actions: set(({ context: c }) => ({ lastSide: c.due[0]!, due: c.due.slice(1) })) },
      { target: 'finalAttrition', actions: set(({ context: c }) => ({ lastSide: c.due[0] ?? c.lastSide, due: [] })) },
    ]),
    finalAttrition: step('finalAttrition', [{ guard: winter, target: 'winterConquest' }, { target: 'conquest' }]),
    conquest: step('conquest', 'victory'),
    winterConquest: step('winterConquest', 'victory'),
    victory: {
      meta: { step: 'victory' },
      on: {
        NEXT: [
          { guard: on((c) => c.year === LAST_YEAR && c.season === 3), target: 'gameOver' },
          { guard: winter, target: 'yearEnd' },
          { target: 'turn', actions: set(({ context: c }) => ({ season: (c.season + 1) as NiaContext['season'], later: true })) },
        ],
        AUTOMATIC_VICTORY: 'gameOver',
        FINAL_CHECK: { guard: lastTurn, target: 'gameOver' },
      },
    },
    yearEnd: step('yearEnd', { target: 'turn', actions: set(({ context: c }) => ({ season: 0, year: c.year + 1, later: true })) }),
    gameOver: { type: 'final', meta: { step: 'gameOver' } },
  },
});
