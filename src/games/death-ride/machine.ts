/**
 * Death Ride: Mars-la-Tour 1870, sequence of play as printed on the player
 * aid card: Chassepot fire zones, then alternating impulses (German first)
 * with the end-of-phase roll before each French impulse (2.3), the German
 * option of one more impulse for each side, the French final impulse
 * (re-organise only), regroup and end (2.5); turns 1-7 (08:00-18:30).
 *
 * Two readings of the card are settings (SET_OPTION at the start of a turn):
 * - counting: the Impulse marker advances per German+French pair (default,
 *   the j-th French impulse is checked at impulse number j) or per impulse
 *   (checked at 2j);
 * - extension: the German decides on the extra impulses as soon as the roll
 *   makes the coming French impulse the last (default), or after the final
 *   French impulse.
 */
import { assign } from 'xstate';
import { leanSetup } from '../../lib/lean-setup.ts';
import { inRange } from '../../lib/checklist.ts';
import { impulseNumber, isFinal, phaseModifier, type Counting } from './end-of-phase-rule.ts';

export const LAST_TURN = 7;
export const TURN_TIMES = ['08:00-09:30', '09:30-11:00', '11:00-12:30', '12:30-14:00', '14:00-15:30', '15:30-17:00', '17:00-18:30'];

export type Extension = 'before-final' | 'after-final';

export interface DRContext {
  turn: number;
  /** French impulses played this turn (the final one included once played) */
  french: number;
  german: number;
  counting: Counting;
  extension: Extension;
  granted: boolean;
  lastCheck: { roll: number; modifier: number; impulse: number; final: boolean } | null;
}

export type DREvent =
  | { type: 'NEXT' }
  | { type: 'PASS' }
  | { type: 'ACTIVATE_LEADER' }
  | { type: 'ACTIVATE_AREA' }
  | { type: 'REORGANISE' }
  | { type: 'ROLL'; value: number; turnModifier: number; metzAreas: number }
  | { type: 'GRANT' }
  | { type: 'DECLINE' }
  | { type: 'SET_OPTION'; key: string; value: string };

/** Impulse number at the check before the next French impulse (2.3). */
export function checkImpulse(ctx: Pick<DRContext, 'french' | 'counting'>): number {
  return impulseNumber(ctx.french + 1, ctx.counting);
}

const rollOk = ({ event }: { event: DREvent }) =>
  event.type === 'ROLL' && inRange(event.value, 1, 10) && inRange(event.turnModifier, -9, 9) && inRange(event.metzAreas, 0, 10);


/** The four operations of an impulse (2.3.2): each ends the impulse the same way. */
function impulseEvents<T extends string, A extends 'countFrench' | 'countGerman'>(target: T, action: A) {
  const t = { target, actions: action } as const;
  return { PASS: t, ACTIVATE_LEADER: t, ACTIVATE_AREA: t, REORGANISE: t };
}

export const deathRideMachine = leanSetup({
  types: {
    context: {} as DRContext,
    events: {} as DREvent,
    input: {} as Partial<Pick<DRContext, 'counting' | 'extension'>> | undefined,
  },
  guards: {
    finalAndDecideNow: ({ context, event }) =>
      rollOk({ event }) &&
      event.type === 'ROLL' &&
      context.extension === 'before-final' &&
      isFinal(event.value, phaseModifier(event.turnModifier, event.metzAreas), checkImpulse(context)),
    finalNoDecision: ({ context, event }) =>
      rollOk({ event }) &&
      event.type === 'ROLL' &&
      context.extension === 'after-final' &&
      isFinal(event.value, phaseModifier(event.turnModifier, event.metzAreas), checkImpulse(context)),
    rollValid: ({ event }) => rollOk({ event }),
    decideBeforeFinal: ({ context }) => context.extension === 'before-final',
    moreTurns: ({ context }) => context.turn < LAST_TURN,
  },
  actions: {
    recordCheck: assign(({ context, event }) => {
      if (event.type !== 'ROLL') return {};
      const modifier = phaseModifier(event.turnModifier, event.metzAreas);
      const impulse = checkImpulse(context);
      return { lastCheck: { roll: event.value, modifier, impulse, final: isFinal(event.value, modifier, impulse) } };
    }),
    countFrench: assign(({ context }) => ({ french: context.french + 1 })),
    countGerman: assign(({ context }) => ({ german: context.german + 1 })),
  },
}).createMachine({
  id: 'death-ride',
  context: ({ input }) => ({
    turn: 1,
    french: 0,
    german: 0,
    counting: input?.counting ?? 'pair',
    extension: input?.extension ?? 'before-final',
    granted: false,
    lastCheck: null,
  }),
  initial: 'turnStart',
  states: {
    turnStart: {
      meta: { step: 'turnStart' },
      entry: assign({ french: 0, german: 0, granted: false, lastCheck: null }),
      on: {
        NEXT: 'cfz',
        SET_OPTION: {
          actions: assign(({ event, context }) => {
            if (event.key === 'counting' && (event.value === 'pair' || event.value === 'each')) return { counting: event.value };
            if (event.key === 'extension' && (event.value === 'before-final' || event.value === 'after-final')) return { extension: event.value };
            return { counting: context.counting };
          }),
        },
      },
    },
    cfz: {
      meta: { step: 'cfz' },
      on: { NEXT: 'germanImpulse' },
    },
    germanImpulse: {
      meta: { step: 'germanImpulse' },
      on: impulseEvents('endCheck', 'countGerman'),
    },
    endCheck: {
      meta: { step: 'endCheck', roll: {
          event: 'ROLL',
          label: 'End-of-phase roll (1d10)',
          sides: 10,
          from: 1,
          fields: [
            {
              key: 'turnModifier',
              label: 'Turn modifier (from the Turn track on your map)',
              min: -9,
              max: 9,
              default: 0,
              rules: ['2.3'],
              help: 'Our source does not have the Turn track: read it from your map, or enter the whole track once under Charts and it is filled in here.',
              fromChart: { chart: 'turn-track', column: 'modifier', rowFrom: 'turn' },
            },
            { key: 'metzAreas', label: 'Red Metz areas held only by Germans', min: 0, max: 10, default: 0, rules: ['11.2'] },
          ],
        } },
      on: {
        ROLL: [
          { guard: 'finalAndDecideNow', target: 'extension', actions: 'recordCheck' },
          { guard: 'finalNoDecision', target: 'finalFrench', actions: 'recordCheck' },
          { guard: 'rollValid', target: 'frenchImpulse', actions: 'recordCheck' },
        ],
      },
    },
    frenchImpulse: {
      meta: { step: 'frenchImpulse' },
      on: impulseEvents('germanImpulse', 'countFrench'),
    },
    extension: {
      meta: { step: 'extension' },
      on: {
        GRANT: [
          { guard: 'decideBeforeFinal', target: 'extraFrench', actions: assign({ granted: true }) },
          { target: 'extraGerman', actions: assign({ granted: true }) },
        ],
        DECLINE: [{ guard: 'decideBeforeFinal', target: 'finalFrench' }, { target: 'regroup' }],
      },
    },
    extraFrench: {
      meta: { step: 'extraFrench' },
      on: impulseEvents('extraGerman', 'countFrench'),
    },
    extraGerman: {
      meta: { step: 'extraGerman' },
      on: (() => {
        const t = [
          { guard: 'decideBeforeFinal', target: 'finalFrench', actions: 'countGerman' },
          { target: 'extraFrenchAfter', actions: 'countGerman' },
        ] as const;
        return { PASS: t, ACTIVATE_LEADER: t, ACTIVATE_AREA: t, REORGANISE: t };
      })(),
    },
    extraFrenchAfter: {
      meta: { step: 'extraFrenchAfter' },
      on: impulseEvents('regroup', 'countFrench'),
    },
    finalFrench: {
      meta: { step: 'finalFrench' },
      on: {
        REORGANISE: [{ guard: 'decideBeforeFinal', target: 'regroup', actions: 'countFrench' }, { target: 'extension', actions: 'countFrench' }],
      },
    },
    regroup: {
      meta: { step: 'regroup' },
      on: {
        NEXT: [
          { guard: 'moreTurns', target: 'turnStart', actions: assign(({ context }) => ({ turn: context.turn + 1 })) },
          { target: 'gameEnd' },
        ],
      },
    },
    gameEnd: {
      type: 'final',
      meta: { step: 'gameEnd' },
    },
  },
});
