/**
 * At Any Cost: Metz 1870, sequence of play (5.0) as a machine: the turn type
 * (day or an overnight turn, 18.0), the Planning phase filling the cup (5.1),
 * the chit draw loop (5.2) with Fortunes of War (6.4), events (6.3), CIC
 * chits (6.2) and activations a-f (5.3) with their degraded, enhanced, CIC
 * and night variants, held events before the end (Prussian first), and the
 * End Turn phase (5.4, 15.1-15.4). The scenario's length is in the absent
 * Play Book, so the players end the game at Victory Determination.
 *
 * Chits of one kind are counted, not named (cup.ts); the player reports
 * which kind was drawn. Event payloads are untrusted: guards check them.
 */
import { assign } from 'xstate';
import { leanSetup } from '../../../lib/lean-setup.ts';
import { activationsLeft, adjustBy, cupSize, fillCup, has, take, type ChitKind, type Side, type TurnType } from './cup.ts';
import { drawMode, initialContext, turnReset, type MetzContext, type MetzEvent, type MetzInput, type Mode, type Posture } from './context.ts';
import type { NamedKey } from './formations.ts';
import { FOW_ROLL, MALAISE_ROLL } from './rolls.ts';
import {
  A,
  ALL_KINDS,
  c,
  chitOf,
  done,
  DRAW,
  drawActivation,
  drawEvent,
  fowIs,
  heldGuard,
  isA,
  isCic,
  malaiseOk,
  namedDraws,
  NIGHT_KINDS,
  planEdits,
  playHeld,
  postures,
  toHq,
  turnType,
  type Args,
} from './transitions.ts';

export const metzMachine = leanSetup({
  types: {
    context: {} as MetzContext,
    events: {} as MetzEvent,
    input: {} as MetzInput | undefined,
  },
  actions: {
    resetTurn: assign(() => turnReset()),
    nextTurn: assign(({ context }) => ({ turn: context.turn + 1 })),
    setTurnType: assign((_, p: { turnType: TurnType }) => ({ turnType: p.turnType })),
    // n chits at once (the checklist sends its "how many" box with the event), as many as fit
    planAdjust: assign(({ context, event }, p: { kind: ChitKind; delta: 1 | -1 }) => ({
      plan: adjustBy(context.plan, p.kind, p.delta, (event as { n?: unknown }).n as number, context.limits),
    })),
    fill: assign(({ context }) => {
      const cup = fillCup(context.plan, context.turnType);
      return { cup, filled: cup };
    }),
    takeChit: assign(({ context }, p: { kind: ChitKind }) => ({ cup: take(context.cup, p.kind) })),
    /** Degrade and Enhance are used up by the chit drawn after them, a Lull stays (6.4); a Leader Casualty by the next Activation chit. */
    startAct: assign(({ context }, p: { side: Side; kind: 'formation' | 'cic' }) => ({
      cup: take(context.cup, chitOf(p.side, p.kind)),
      act: { side: p.side, kind: p.kind, mode: drawMode(context), posture: null },
      fow: 'none' as const,
      leaderCasualty: p.kind === 'formation' ? false : context.leaderCasualty,
    })),
    nameChit: assign(({ context }, p: { key: NamedKey }) => ({ named: [...context.named, p.key] })),
    drawEventChit: assign(({ context }, p: { side: Side }) => ({
      cup: take(context.cup, p.side === 'French' ? 'frenchEvent' : 'prussianEvent'),
      eventSide: p.side,
      fow: 'none' as const,
    })),
    clearEvent: assign({ eventSide: null }),
    holdEvent: assign(({ context }) => (context.eventSide ? { held: { ...context.held, [context.eventSide]: context.held[context.eventSide] + 1 } } : {})),
    commandEvent: assign(({ context }) => (context.eventSide ? { tracks: { ...context.tracks, [context.eventSide]: context.tracks[context.eventSide] + 1 } } : {})),
    placeMalaise: assign({ malaise: true }),
    playHeld: assign(({ context }, p: { side: Side }) => ({ held: { ...context.held, [p.side]: Math.max(0, context.held[p.side] - 1) } })),
    loseHeld: assign(({ context }, p: { side: Side }) => ({ held: { ...context.held, [p.side]: 0 } })),
    holdStaff: assign(({ context }) => ({ staff: context.act?.mode === 'enhanced' ? ('heldEnhanced' as const) : ('held' as const), act: null })),
    /** A held General Staff chit played at the start of a Chit Draw Phase: a Lull degrades it (our reading); a pending Degrade or Enhance waits for the next chit drawn. */
    playStaff: assign(({ context }) => ({
      act: { side: 'Prussian' as const, kind: 'cic' as const, mode: (context.lull ? 'degraded' : context.staff === 'heldEnhanced' ? 'enhanced' : 'normal') as Mode, posture: null },
      staff: 'none' as const,
    })),
    recordFow: assign(({ event }) => (event.type === 'FOW_ROLL' ? { lastFow: event.value } : {})),
    setFow: assign((_, p: { fow: 'degrade' | 'enhance' }) => ({ fow: p.fow })),
    setLeader: assign({ leaderCasualty: true }),
    setLull: assign({ lull: true }),
    recordMalaise: assign(({ event }) =>
      event.type === 'MALAISE_ROLL' ? { malaise: false, lastMalaise: { roll: event.value, cancelUpTo: event.cancelUpTo, cancelled: event.value <= event.cancelUpTo } } : {},
    ),
    malaiseUncontested: assign({ malaise: false, lastMalaise: null }),
    setPosture: assign(({ context }, p: { posture: Posture }) => ({ act: context.act ? { ...context.act, posture: p.posture } : null })),
    endAct: assign({ act: null }),
  },
}).createMachine({
  id: 'metz',
  context: ({ input }) => initialContext(input),
  initial: 'setup',
  states: {
    setup: { meta: { step: 'setup' }, on: { NEXT: 'turnStart' } },
    turnStart: {
      meta: { step: 'turnStart' },
      entry: 'resetTurn',
      on: {
        TURN_DAY: { target: 'planning', actions: turnType('day') },
        TURN_DUSK: { target: 'planning', actions: turnType('dusk') },
        TURN_EVENING: { target: 'nightStart', actions: turnType('evening') },
        TURN_DEEP_NIGHT: { target: 'nightStart', actions: turnType('deepNight') },
        TURN_DAWN: { target: 'dawnStart', actions: turnType('dawn') },
      },
    },
    nightStart: { meta: { step: 'nightStart' }, on: { NEXT: 'nightPlanning' } },
    dawnStart: { meta: { step: 'dawnStart' }, on: { NEXT: 'planning' } },
    // CUP_READY first: the checklist lists choices in this order, and the first stays in reach on a phone
    planning: { meta: { step: 'planning' }, on: { CUP_READY: { target: 'play', actions: 'fill' }, ...planEdits(ALL_KINDS) } },
    nightPlanning: { meta: { step: 'nightPlanning' }, on: { CUP_READY: { target: 'play', actions: 'fill' }, ...planEdits(NIGHT_KINDS) } },
    play: {
      initial: 'draw',
      on: {
        PLAY_HELD_PRUSSIAN: { guard: heldGuard('Prussian'), actions: playHeld('Prussian') },
        PLAY_HELD_FRENCH: { guard: heldGuard('French'), actions: playHeld('French') },
      },
      states: {
        draw: {
          meta: { step: 'draw' },
          always: [
            { guard: c((x) => cupSize(x.cup) === 0 && x.held.Prussian > 0), target: '#metz.heldPrussian' },
            { guard: c((x) => cupSize(x.cup) === 0 && x.held.French > 0), target: '#metz.heldFrench' },
            { guard: c((x) => cupSize(x.cup) === 0), target: '#metz.endFrench' },
          ],
          on: {
            PLAY_HELD_STAFF: [
              { guard: c((x) => x.staff !== 'none' && x.lull), target: `${A}.hqDegraded`, actions: 'playStaff' },
              { guard: c((x) => x.staff === 'heldEnhanced'), target: `${A}.hqEnhanced`, actions: 'playStaff' },
              { guard: c((x) => x.staff === 'held'), target: `${A}.hqCic`, actions: 'playStaff' },
            ],
            ...namedDraws(),
            DRAW_FRENCH_FORMATION: drawActivation('French', 'formation'),
            DRAW_PRUSSIAN_FORMATION: drawActivation('Prussian', 'formation'),
            DRAW_BAZAINE: drawActivation('French', 'cic'),
            DRAW_GENERAL_STAFF: drawActivation('Prussian', 'cic'),
            DRAW_FOW: { guard: c((x) => has(x.cup, 'fow')), target: 'fow', actions: { type: 'takeChit', params: { kind: 'fow' } } },
            DRAW_FRENCH_EVENT: drawEvent('French'),
            DRAW_PRUSSIAN_EVENT: drawEvent('Prussian'),
          },
        },
        staffChoice: {
          meta: { step: 'staffChoice' },
          on: {
            PLAY_NOW: toHq(),
            HOLD: { target: 'draw', actions: 'holdStaff' },
          },
        },
        fow: {
          initial: 'roll',
          states: {
            roll: {
              meta: { step: 'fowRoll', roll: FOW_ROLL },
              on: {
                FOW_ROLL: [
                  { guard: fowIs('waywardFrench'), target: 'waywardFrench', actions: 'recordFow' },
                  { guard: fowIs('waywardPrussian'), target: 'waywardPrussian', actions: 'recordFow' },
                  { guard: fowIs('degrade'), target: 'degrade', actions: ['recordFow', { type: 'setFow', params: { fow: 'degrade' } }] },
                  { guard: fowIs('enhance'), target: 'enhance', actions: ['recordFow', { type: 'setFow', params: { fow: 'enhance' } }] },
                  {
                    guard: (a: Args) => fowIs('leader')(a) && activationsLeft(a.context.cup) > 0,
                    target: 'leader',
                    actions: ['recordFow', 'setLeader'],
                  },
                  { guard: fowIs('leader'), target: 'leaderNone', actions: 'recordFow' },
                  { guard: fowIs('lull'), target: 'lull', actions: ['recordFow', 'setLull'] },
                ],
              },
            },
            waywardFrench: { meta: { step: 'waywardFrench' }, on: { NEXT: DRAW } },
            waywardPrussian: { meta: { step: 'waywardPrussian' }, on: { NEXT: DRAW } },
            degrade: { meta: { step: 'fowDegrade' }, on: { NEXT: DRAW } },
            enhance: { meta: { step: 'fowEnhance' }, on: { NEXT: DRAW } },
            leader: { meta: { step: 'fowLeader' }, on: { NEXT: DRAW } },
            leaderNone: { meta: { step: 'fowLeaderNone' }, on: { NEXT: DRAW } },
            lull: { meta: { step: 'fowLull' }, on: { NEXT: DRAW } },
          },
        },
        event: {
          initial: 'choice',
          states: {
            discarded: { meta: { step: 'eventDiscarded' }, on: { NEXT: { target: DRAW, actions: 'clearEvent' } } },
            bonus: { meta: { step: 'eventBonus' }, on: { NEXT: 'choice' } },
            choice: {
              meta: { step: 'eventChoice' },
              on: {
                PLAY_NOW: { target: DRAW, actions: 'clearEvent' },
                HOLD: { target: DRAW, actions: ['holdEvent', 'clearEvent'] },
                COMMAND_EVENT: { target: DRAW, actions: ['commandEvent', 'clearEvent'] },
                PLACE_MALAISE: { guard: c((x) => x.eventSide === 'Prussian' && !x.malaise), target: DRAW, actions: ['placeMalaise', 'clearEvent'] },
              },
            },
          },
        },
        activation: {
          initial: 'hq',
          states: {
            leaderMarker: {
              meta: { step: 'leaderMarker' },
              on: { NEXT: [{ guard: c((x) => x.act?.side === 'French' && x.malaise), target: 'malaiseAsk' }, ...toHq()] },
            },
            malaiseAsk: { meta: { step: 'malaiseAsk' }, on: { THIS_HQ: 'malaiseRoll', OTHER_HQ: toHq() } },
            malaiseRoll: {
              meta: { step: 'malaiseRoll', roll: MALAISE_ROLL },
              on: {
                MALAISE_ROLL: [
                  { guard: ({ event }) => malaiseOk(event) && event.value <= event.cancelUpTo, target: 'malaiseCancelled', actions: 'recordMalaise' },
                  { guard: ({ event }) => malaiseOk(event), target: 'malaiseStands', actions: 'recordMalaise' },
                ],
                MALAISE_STANDS: { target: 'malaiseStands', actions: 'malaiseUncontested' },
              },
            },
            malaiseCancelled: { meta: { step: 'malaiseCancelled' }, on: { NEXT: toHq() } },
            malaiseStands: { meta: { step: 'malaiseStands' }, on: { NEXT: done } },
            hq: { meta: { step: 'hq' }, on: postures },
            hqCic: { meta: { step: 'hqCic' }, on: postures },
            hqEnhanced: { meta: { step: 'hqEnhanced' }, on: { NEXT: { target: 'fire', actions: { type: 'setPosture', params: { posture: 'S' } } } } },
            hqDegraded: { meta: { step: 'hqDegraded' }, on: { NEXT: { target: 'degradedFire', actions: { type: 'setPosture', params: { posture: 'D' } } } } },
            degradedFire: { meta: { step: 'degradedFire' }, on: { NEXT: done } },
            fire: { meta: { step: 'fire' }, on: { NEXT: 'movement' } },
            movement: { meta: { step: 'movement' }, on: { NEXT: 'assault' } },
            assault: {
              meta: { step: 'assault' },
              on: { NEXT: [{ guard: c((x) => isA(x) && isCic(x)), ...done }, { guard: c(isA), target: 'ooc' }, { target: 'rally' }] },
            },
            rally: { meta: { step: 'rally' }, on: { NEXT: [{ guard: c(isCic), ...done }, { target: 'ooc' }] } },
            ooc: { meta: { step: 'ooc' }, on: { NEXT: done } },
            nightMove: {
              meta: { step: 'nightMove' },
              on: { NEXT: [{ guard: c((x) => isA(x) && isCic(x)), ...done }, { guard: c(isA), target: 'nightOoc' }, { target: 'nightCamp' }] },
            },
            nightCamp: { meta: { step: 'nightCamp' }, on: { NEXT: [{ guard: c(isCic), ...done }, { target: 'nightOoc' }] } },
            nightOoc: { meta: { step: 'nightOoc' }, on: { NEXT: done } },
          },
        },
      },
    },
    heldPrussian: {
      meta: { step: 'heldPrussian' },
      on: {
        PLAY_HELD_PRUSSIAN: { guard: heldGuard('Prussian'), actions: playHeld('Prussian') },
        NEXT: [
          { guard: c((x) => x.held.French > 0), target: 'heldFrench', actions: { type: 'loseHeld', params: { side: 'Prussian' } } },
          { target: 'endFrench', actions: { type: 'loseHeld', params: { side: 'Prussian' } } },
        ],
      },
    },
    heldFrench: {
      meta: { step: 'heldFrench' },
      on: { PLAY_HELD_FRENCH: { guard: heldGuard('French'), actions: playHeld('French') }, NEXT: { target: 'endFrench', actions: { type: 'loseHeld', params: { side: 'French' } } } },
    },
    endFrench: { meta: { step: 'endFrench' }, on: { NEXT: 'endPrussian' } },
    endPrussian: { meta: { step: 'endPrussian' }, on: { NEXT: 'victory' } },
    victory: { meta: { step: 'victory' }, on: { NEXT: 'housekeeping', AUTOMATIC_VICTORY: 'gameOver', END_GAME: 'gameOver' } },
    housekeeping: {
      meta: { step: 'housekeeping' },
      on: { NEXT: { target: 'turnStart', actions: 'nextTurn' } },
    },
    gameOver: { type: 'final', meta: { step: 'gameOver' } },
  },
});
