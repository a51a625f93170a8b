/**
 * On To Paris! sequence of play (4.2) as a machine: the six phases of a turn
 * (turns 1-17 from a chosen start), and the Action Phase loop of 8.5-8.8 as
 * the research notes give it (3.1) with errata H3 and M1: both players' 3D6,
 * ties ignored before two Segments, the Command Table Use track with its VP
 * penalty (sign flipped after the Fall), the Prussian General Staff once a
 * turn, and each half-Segment paid from the command wallet (purse.ts).
 * Event payloads are untrusted: guards check them.
 */
import { assign } from 'xstate';
import { inRange } from '../../../lib/checklist.ts';
import { leanSetup } from '../../../lib/lean-setup.ts';
import { countedTie, KNOWN_BOXES, penaltyVp, pgsCancel, tieCounts, type TrackBox } from '../command/command-table.ts';
import { action, ACTIONS } from '../command/costs.ts';
import { addCps, TRACKERS, type Tracker } from '../command/wallet.ts';
import { acting, cpsOf, emptyCps, empireFallen as fallen, initialContext, LAST_TURN, type OtpContext, type Side } from './context.ts';
import { combinable, newPending, payWith, refusal } from './purse.ts';
import { cpForm, cpRoll, ERSP_FORM, initRoll, SETUP_FORM } from './rolls.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

type Ev = { type: string; value?: unknown; n?: unknown; [k: string]: unknown };
type Args = { context: OtpContext; event: Ev };
/** assign() typed for this machine's context and events (helper-built transitions need it spelled out) */
const set = (f: ((a: Args) => Partial<OtpContext>) | Partial<OtpContext>) => assign<OtpContext, Ev, undefined, Ev, never>(f as never);

/** The track: boxes 1-3 from 8.6, the last one ends on any tie, the ones between unknown (the player's map says). */
export const trackBoxes = (n: number): TrackBox[] =>
  Array.from({ length: n }, (_, i) => (i === n - 1 ? { totals: 'any' as const } : (KNOWN_BOXES[i] ?? { totals: null })));

const total = ({ event }: Args) => (inRange(event.value, 3, 18) ? event.value : null);
const isTie = (a: Args) => total(a) !== null && total(a) === a.context.init.French;
/** the tie as the track reads it; `lists` answers the player's map for an unknown box */
const tie = (c: OtpContext, t: number, lists?: boolean) => {
  const boxes = trackBoxes(c.boxes);
  if (lists !== undefined) boxes[c.box - 1] = { totals: lists ? 'any' : [] };
  return countedTie(boxes, c.box, t, c.reading);
};
const counts = (c: OtpContext) => tieCounts(c.segments, false); // both exhausted ends the phase at the Segment's end (8.5.7)
const countOk = ({ event }: Args) => inRange(event.n, 1, 99);
const badCount = set({ last: SAY.badCount });

/** Events of the Action Cost Table: ACT_<key> picks a row (with the "how many" box), ADD_<key> adds a Combined Activation. */
const pick = (kinds: string[]) =>
  Object.fromEntries(
    ACTIONS.filter((a) => kinds.includes(a.kind)).map((a) => [
      `ACT_${a.id}`,
      [{ guard: countOk, target: 'priced', actions: set(({ event }: Args) => ({ pending: newPending(a.id, event.n as number), last: null })) }, { actions: badCount }],
    ]),
  );
const combine = Object.fromEntries(
  ACTIONS.filter((a) => a.kind === 'combined').map((a) => [
    `ADD_${a.id}`,
    [
      {
        guard: (x: Args) => countOk(x) && combinable(x.context).includes(a.id),
        actions: set(({ context: c, event }: Args) => ({
          pending: { ...c.pending!, combined: { ...c.pending!.combined, [a.id]: (c.pending!.combined[a.id] ?? 0) + (event.n as number) } },
          last: null,
        })),
      },
      { guard: (x: Args) => combinable(x.context).includes(a.id), actions: badCount },
    ],
  ]),
);
const adder = (key: 'outOfZone' | 'lone' | 'star' | 'sovereign') => [
  { guard: countOk, actions: set(({ context: c, event }: Args) => ({ pending: { ...c.pending!, [key]: c.pending![key] + (event.n as number) }, last: null })) },
  { actions: badCount },
];
const toggle = (key: 'besieged' | 'rally') => ({ actions: set(({ context: c }: Args) => ({ pending: { ...c.pending!, [key]: !c.pending![key] } })) });
const pay = Object.fromEntries(
  TRACKERS.map((t) => [
    `PAY_${t.toUpperCase()}`,
    { guard: ({ context }: Args) => refusal(context, t) === null, target: 'menu', actions: set(({ context }: Args) => payWith(context, t)) },
  ]),
);
const penalty = Object.fromEntries(
  TRACKERS.map((t) => [
    `PENALTY_${t.toUpperCase()}`,
    {
      guard: ({ context: c }: Args) => c.cp[acting(c)][t] > 0,
      target: 'afterHalf',
      actions: set(({ context: c }: Args) => ({ cp: { ...c.cp, [acting(c)]: { ...c.cp[acting(c)], [t]: c.cp[acting(c)][t] - 1 } }, last: fill(SAY.penaltyCp, { tracker: t }) })),
    },
  ]),
);

/** A player's Command Point roll and the CPs read for it (8.2, 8.6.1), then `next`. */
const cpPhase = (s: Side, next: string, actions?: ReturnType<typeof set>) => ({
  initial: 'roll',
  states: {
    roll: {
      meta: { step: 'cpRoll', roll: cpRoll(s) },
      on: { CP_ROLL: { guard: ({ event }: Args) => inRange(event.value, 2, 12), target: 'record', actions: set(({ event }: Args) => ({ [`cpRoll${s}`]: event.value })) } },
    },
    record: {
      meta: { step: 'cpRecord', roll: cpForm(s) },
      on: {
        CPS: {
          guard: ({ event }: Args) => TRACKERS.every((t) => inRange(event[t], 0, 20)),
          target: next,
          actions: [
            set(({ context: c, event }: Args) => {
              const add = Object.fromEntries(TRACKERS.map((t) => [t, event[t] as number])) as Record<Tracker, number>;
              const { wallet, lost } = addCps({ cp: c.cp[s], ip: 0 }, add);
              return { cp: { ...c.cp, [s]: wallet.cp }, last: lost ? fill(SAY.capped, { lost: `${lost} ${s} CP${lost === 1 ? '' : 's'}` }) : null };
            }),
            ...(actions ? [actions] : []),
          ],
        },
      },
    },
  },
});

/** A counted tie read against the marker's box (`lists`: the player's map, for an unknown box): the marker's move and the VP penalties. */
function tieUpdate(c: OtpContext, lists?: boolean): Partial<OtpContext> {
  const r = tie(c, c.init.Prussian!, lists);
  const vp = penaltyVp(fallen(c));
  return { box: r.box, vp: c.vp + r.penalties * vp, last: r.penalties ? fill(SAY.tablePenalty, { vp: `${r.penalties * vp > 0 ? '+' : ''}${r.penalties * vp}` }) : null };
}

const newSegment = set({ init: { French: null, Prussian: null } });
const toFrRoll = { target: '#otp.action.frRoll', actions: newSegment };
const fall = { guard: ({ context }: Args) => !fallen(context), actions: set(({ context }: Args) => ({ fellOn: context.turn })) };

export const otpMachine = leanSetup({
  types: { context: {} as OtpContext, events: {} as Ev },
  actions: {
    storePr: set(({ context, event }: Args) => ({ init: { ...context.init, Prussian: event.value as number } })),
    /** a counted tie read against the marker's box (the player's answer for an unknown box): VP penalties, the marker's move */
    applyTie: set(({ context }) => tieUpdate(context)),
    segmentDone: set(({ context }: Args) => ({ segments: context.segments + 1 })),
  },
}).createMachine({
  id: 'otp',
  context: initialContext,
  initial: 'setup',
  on: {
    SET_OPTION: {
      guard: ({ event }: Args) => event.key === 'reading' && (event.value === 'every-tie' || event.value === 'entering-only'),
      actions: set(({ event }: Args) => ({ reading: event.value as OtpContext['reading'] })),
    },
  },
  states: {
    setup: {
      meta: { step: 'setup', roll: SETUP_FORM },
      on: {
        SETUP: {
          guard: ({ event }: Args) => inRange(event.startTurn, 1, LAST_TURN) && inRange(event.pgs, 0, 9) && inRange(event.boxes, 4, 9),
          target: 'regime',
          actions: set(({ event }: Args) => ({ turn: event.startTurn as number, startTurn: event.startTurn as number, pgsLeft: event.pgs as number, boxes: event.boxes as number })),
        },
      },
    },
    regime: {
      meta: { step: 'regime' },
      on: { EMPIRE: 'reinforcement', REPUBLIC: { target: 'reinforcement', actions: set(({ context }: Args) => ({ fellOn: context.turn })) } },
    },
    reinforcement: { meta: { step: 'reinforcement' }, on: { NEXT: 'rl' } },
    rl: { meta: { step: 'rl' }, on: { NEXT: 'cpFrench' } },
    cpFrench: cpPhase('French', '#otp.cpPrussian'),
    cpPrussian: cpPhase('Prussian', '#otp.reorganize'),
    reorganize: {
      meta: { step: 'reorganize' },
      on: { NEXT: { target: 'action', actions: set({ box: 1, segments: 0, initiative: null }) } },
    },
    action: {
      initial: 'frRoll',
      states: {
        frRoll: {
          meta: { step: 'initiative', roll: initRoll('French') },
          on: { INIT: { guard: (a: Args) => total(a) !== null, target: 'prRoll', actions: set(({ context, event }: Args) => ({ init: { ...context.init, French: event.value as number } })) } },
        },
        prRoll: {
          meta: { step: 'initiative', roll: initRoll('Prussian') },
          on: {
            INIT: [
              {
                guard: (a: Args) => total(a) !== null && !isTie(a),
                target: 'free',
                actions: set(({ context: c, event }: Args) => {
                  const fr = c.init.French!;
                  const pr = event.value as number;
                  const ip = Math.abs(fr - pr);
                  return { init: { ...c.init, Prussian: pr }, initiative: (fr > pr ? 'French' : 'Prussian') as Side, ip, ipLeft: ip, half: 1 as const, spentCp: false, enteredSp: false, last: null };
                }),
              },
              { guard: (a: Args) => isTie(a) && !counts(a.context), target: 'ignoredTie', actions: 'storePr' },
              { guard: (a: Args) => isTie(a) && tie(a.context, total(a)!).unknown, target: 'askBox', actions: 'storePr' },
              { guard: (a: Args) => isTie(a) && tie(a.context, total(a)!).endsPhase, target: 'endPending', actions: ['storePr', 'applyTie'] },
              { guard: isTie, target: 'tieMoved', actions: ['storePr', 'applyTie'] },
            ],
          },
        },
        ignoredTie: { meta: { step: 'ignoredTie' }, on: { NEXT: '#otp.cpAgain' } },
        askBox: {
          meta: { step: 'askBox' },
          on: {
            BOX_LISTS: { target: 'endPending', actions: set(({ context }) => tieUpdate(context, true)) },
            BOX_DOES_NOT: { target: 'tieMoved', actions: set(({ context }) => tieUpdate(context, false)) },
          },
        },
        tieMoved: { meta: { step: 'tieMoved' }, on: { NEXT: '#otp.cpAgain' } },
        endPending: {
          meta: { step: 'endPending' },
          on: {
            USE_PGS: {
              guard: ({ context: c }: Args) => c.pgsLeft > 0 && !c.pgsUsed,
              target: 'tieMoved',
              actions: set(({ context: c }: Args) => {
                const r = pgsCancel(trackBoxes(c.boxes), c.box);
                return { box: r.box, pgsLeft: c.pgsLeft - 1, pgsUsed: true, vp: c.vp + r.penalties * penaltyVp(fallen(c)) };
              }),
            },
            END_PHASE: '#otp.phaseEnd',
          },
        },
        free: { meta: { step: 'freeSp' }, on: { NEXT: 'menu' } },
        menu: {
          meta: { step: 'menu' },
          on: {
            MOVE_UNITS: { guard: ({ context }: Args) => context.ipLeft > 0, target: 'pickMove' },
            LEADER_ACTION: { guard: ({ context }: Args) => context.ipLeft > 0, target: 'pickLeader' },
            OTHER_ACTION: { guard: ({ context }: Args) => context.ipLeft > 0, target: 'pickOther' },
            EMERGENCY: { guard: ({ context }: Args) => context.ipLeft > 0, target: 'ersp' },
            FALL: fall,
            // IPs cannot be saved (8.5.4): a half ends once they are all spent...
            END_HALF: [
              { guard: ({ context: c }: Args) => c.ipLeft === 0 && !c.spentCp && !c.enteredSp && cpsOf(c, acting(c)) > 0, target: 'penaltyCp' },
              { guard: ({ context: c }: Args) => c.ipLeft === 0 && !c.spentCp && !c.enteredSp, target: 'penaltySp' },
              { guard: ({ context: c }: Args) => c.ipLeft === 0, target: 'afterHalf' },
            ],
            // ...or earlier only when every CP is spent and every SP entered (the player vouches for the SPs)
            NOTHING_LEFT: { guard: ({ context: c }: Args) => c.ipLeft > 0 && cpsOf(c, acting(c)) === 0, target: 'afterHalf' },
          },
        },
        pickMove: { meta: { step: 'pickMove' }, on: { ...pick(['base']), BACK: 'menu' } },
        pickLeader: { meta: { step: 'pickLeader' }, on: { ...pick(['leader']), BACK: 'menu' } },
        pickOther: { meta: { step: 'pickOther' }, on: { ...pick(['other']), BACK: 'menu' } },
        priced: {
          meta: { step: 'priced' },
          on: {
            ...combine,
            ADD_OUT_OF_ZONE: adder('outOfZone'),
            ADD_LONE: adder('lone'),
            ADD_STAR: adder('star'),
            ADD_SOVEREIGN: adder('sovereign'),
            BESIEGED: toggle('besieged'),
            RALLY: { guard: ({ context }: Args) => !!context.pending && action(context.pending.action).kind === 'base', ...toggle('rally') },
            ...pay,
            CANCEL: { target: 'menu', actions: set({ pending: null, last: null }) },
          },
        },
        ersp: {
          meta: { step: 'ersp', roll: ERSP_FORM },
          on: {
            ERSP: {
              guard: ({ context, event }: Args) => inRange(event.ip, 1, context.ipLeft),
              target: 'menu',
              actions: set(({ context, event }: Args) => ({ ipLeft: context.ipLeft - (event.ip as number), last: fill(SAY.ersp, { ip: event.ip as number }) })),
            },
            BACK: 'menu',
          },
        },
        penaltyCp: { meta: { step: 'penaltyCp' }, on: penalty },
        penaltySp: { meta: { step: 'penaltySp' }, on: { LOSE_SP: 'afterHalf', NO_SP: 'afterHalf' } },
        afterHalf: {
          always: [
            {
              guard: ({ context }: Args) => context.half === 1,
              target: 'menu',
              actions: set(({ context }: Args) => ({ half: 2 as const, ipLeft: context.ip, spentCp: false, enteredSp: false })),
            },
            { guard: ({ context: c }: Args) => cpsOf(c, 'French') + cpsOf(c, 'Prussian') === 0, target: 'askExhausted', actions: 'segmentDone' },
            { target: 'frRoll', actions: ['segmentDone', newSegment] },
          ],
        },
        askExhausted: { meta: { step: 'askExhausted' }, on: { STILL_SPS: toFrRoll, BOTH_EXHAUSTED: '#otp.phaseEnd' } },
      },
    },
    /** after a tie that does not end the phase: both roll for CPs again, then the next Initiative roll */
    cpAgain: cpPhase('French', '#otp.cpAgainPrussian'),
    cpAgainPrussian: cpPhase('Prussian', '#otp.action.frRoll', newSegment),
    phaseEnd: {
      meta: { step: 'phaseEnd' },
      on: { NEXT: { target: 'siege', actions: set(() => ({ cp: { French: emptyCps(), Prussian: emptyCps() }, pending: null, ipLeft: 0 })) } },
    },
    siege: { meta: { step: 'siege' }, on: { NEXT: 'rally' } },
    rally: {
      meta: { step: 'rally' },
      on: { NEXT: 'endTurn', FALL: fall },
    },
    endTurn: {
      meta: { step: 'endTurn' },
      on: {
        NEXT: {
          guard: ({ context }: Args) => context.turn < LAST_TURN,
          target: 'reinforcement',
          actions: set(({ context }: Args) => ({ turn: context.turn + 1, pgsUsed: false, init: { French: null, Prussian: null }, last: null })),
        },
        AUTOMATIC_VICTORY: 'over',
        END_GAME: 'over',
      },
    },
    over: { meta: { step: 'over' }, type: 'final' },
  },
});
