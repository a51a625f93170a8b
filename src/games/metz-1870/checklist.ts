/** The Metz 1870 turn checklist: the sequence machine plus what the generic island shows. */
import type { AnyMachineSnapshot } from 'xstate';
import type { Block, ChecklistModule, EventLabels } from '../../lib/checklist.ts';
import { chitChance, CHITS, CHIT_KINDS, cupSize, describeCup, drawChances, drawnSoFar, fillCup, sideChance, type Cup } from './checklist/cup.ts';
import { drawer, nonDrawer, TURN_TYPE_LABELS, type MetzContext } from './checklist/context.ts';
import { metzMachine } from './checklist/machine.ts';
import type { Fraction } from '../../lib/fraction.ts';
import { array, bool, int, nullable, object, oneOf, record } from '../../lib/shape.ts';
import { NAMED_KEYS, sideOf, type NamedKey } from './checklist/formations.ts';
import { SAY } from './checklist/say.ts';
import { fill, SERVER } from '../../lib/words.ts';


const ctx = (s: { context: unknown }) => s.context as MetzContext;

/** What a save's context must be (the turn and the counts within sane bounds, not rules). */
function contextShape() {
  const side = oneOf('French', 'Prussian');
  const count = int(0, 99);
  const cup = record(CHIT_KINDS, count);
  const perSide = record(['French', 'Prussian'], count);
  const roll = nullable(int(1, 10));
  return object({
    turn: int(1, 99),
    turnType: oneOf('day', 'dusk', 'evening', 'deepNight', 'dawn'),
    limits: object({ formations: count, events: count }),
    plan: cup,
    filled: cup,
    cup,
    fow: oneOf('none', 'degrade', 'enhance'),
    lull: bool,
    leaderCasualty: bool,
    malaise: bool,
    held: perSide,
    staff: oneOf('none', 'held', 'heldEnhanced'),
    tracks: perSide,
    named: array(oneOf(...NAMED_KEYS), NAMED_KEYS.length),
    act: nullable(object({ side, kind: oneOf('formation', 'cic'), mode: oneOf('normal', 'degraded', 'enhanced'), posture: nullable(oneOf('A', 'D', 'S')) })),
    eventSide: nullable(side),
    lastFow: roll,
    lastMalaise: nullable(object({ roll: int(1, 10), cancelUpTo: int(0, 10), cancelled: bool })),
  });
}
const pct = (f: Fraction) => `${f.toString()} (${f.toPercent()})`;

function pending(c: MetzContext): string[] {
  const out: string[] = [];
  if (c.lull) out.push(SAY.lull);
  else if (c.fow === 'degrade') out.push(SAY.degrade);
  else if (c.fow === 'enhance') out.push(SAY.enhance);
  if (c.leaderCasualty) out.push(SAY.leaderCasualty);
  if (c.malaise) out.push(SAY.malaise);
  return out;
}

/** The cup with each kind's chance of coming out next, one given chit's, and each named formation's not drawn yet. */
export function cupBlock(cup: Cup, filled: Cup, named: NamedKey[] = [], labels: EventLabels = {}): Block[] {
  const name = (k: NamedKey) => labels[`NAMED_${k}`] ?? k;
  const n = cupSize(cup);
  const rows = drawChances(cup).map(
    (r) => fill(SAY.kindNext, { kind: r.label, next: pct(r.next) }) + (r.count > 1 ? fill(SAY.oneOfThem, { one: pct(r.one) }) : ''),
  );
  for (const k of NAMED_KEYS) {
    const one = chitChance(cup, sideOf(k) === 'French' ? 'frenchFormation' : 'prussianFormation');
    if (!named.includes(k) && !one.isZero()) rows.push(fill(SAY.namedNext, { name: name(k), next: pct(one) }));
  }
  const sides = n === 0 ? [] : [fill(SAY.sides, { french: pct(sideChance(cup, 'French')), prussian: pct(sideChance(cup, 'Prussian')) })];
  const drawn = [...named.map(name), ...describeCup(drawnSoFar(filled, cup))];
  // a chip for each chit that can come out, its chance on it: tap the one drawn
  const chips = [
    ...drawChances(cup).map((r) => ({ event: `DRAW_${CHITS[r.kind].key}`, text: labels[`CHIP_${CHITS[r.kind].key}`], note: r.next.toString() })),
    ...NAMED_KEYS.filter((k) => !named.includes(k)).map((k) => ({ event: `DRAW_${k}`, text: name(k), note: chitChance(cup, sideOf(k) === 'French' ? 'frenchFormation' : 'prussianFormation').toString() })),
  ];
  return [
    { title: fill(SAY.inTheCup, { n: `${n} chit${n === 1 ? '' : 's'}` }), items: n === 0 ? [SAY.cupEmpty] : [...rows, ...sides], rules: ['5.2'], layout: 'chips', choices: chips },
    { title: SAY.drawn, items: drawn.length ? drawn : [SAY.nothingYet], rules: ['5.2.1'] },
  ];
}

function extras(s: AnyMachineSnapshot, labels?: EventLabels): (Block | { note: string })[] {
  const c = ctx(s);
  const out: (Block | { note: string })[] = [];
  const inTurn = !s.matches('setup') && !s.matches('turnStart') && !s.matches('gameOver');
  // the cup, where a draw is tapped, comes first
  if (s.matches({ play: 'draw' })) out.push(...cupBlock(c.cup, c.filled, c.named, labels));
  if (inTurn && c.turnType !== 'day') out.push({ note: c.turnType }); // the rules of that turn type, from steps.ts
  if (s.matches('planning') || s.matches('nightPlanning')) {
    const cup = fillCup(c.plan, c.turnType);
    const lines = describeCup(cup);
    out.push({ title: fill(SAY.thisCup, { n: cupSize(cup) }), items: lines.length ? lines : [SAY.nothingAdded], rules: ['5.1'] });
  }
  const p = pending(c);
  if (s.matches('play') && p.length) out.push({ title: SAY.waiting, items: p, rules: ['6.4', '6.3.1'] });
  if (s.matches({ play: { fow: 'roll' } })) {
    out.push({ note: 'fowChances' }); // fixed words: rendered from the chart at build time (steps.ts)
  }
  if (s.matches({ play: 'fow' }) && !s.matches({ play: { fow: 'roll' } }) && c.lastFow !== null) {
    out.push({ title: SAY.fowRolled, items: [`Rolled ${c.lastFow === 10 ? '0 (10)' : c.lastFow}.`], rules: ['6.4'] });
  }
  if ((s.matches({ play: { activation: 'malaiseCancelled' } }) || s.matches({ play: { activation: 'malaiseStands' } })) && c.lastMalaise) {
    const m = c.lastMalaise;
    out.push({ title: SAY.malaiseRolled, items: [fill(SAY.malaiseResult, { roll: m.roll, upTo: m.cancelUpTo, result: m.cancelled ? 'cancelled' : 'not cancelled' })], rules: ['6.3.1'] });
  }
  if (s.matches('endFrench') || s.matches('endPrussian')) {
    const side = s.matches('endFrench') ? 'French' : 'Prussian';
    out.push({ title: SAY.tracks, items: [fill(SAY.tracked, { n: c.tracks[side], side })], rules: ['6.3.2'] });
  }
  return out;
}

function activationLabel(c: MetzContext): string {
  const a = c.act;
  if (!a) return 'none';
  const what = a.kind === 'cic' ? (a.side === 'French' ? SAY.bazaineCic : SAY.staffCic) : `${a.side} formation`;
  const mode = a.mode === 'normal' ? '' : `, ${a.mode}`;
  const posture = a.posture ? `, posture ${a.posture === 'S' ? 'Special' : a.posture}` : '';
  return `${what}${mode}${posture}`;
}

const BEFORE_CUP = ['setup', 'turnStart', 'nightStart', 'dawnStart', 'planning', 'nightPlanning'];

const module: ChecklistModule = {
  schema: 'metz-1870-sequence',
  version: 2,
  machine: metzMachine,
  context: contextShape(),
  counters(s) {
    const c = ctx(s);
    const held = fill(SAY.heldCounts, { french: c.held.French, prussian: c.held.Prussian }) + (c.staff === 'none' ? '' : SAY.staffHeld);
    const p = pending(c);
    return [
      { label: SAY.turn, value: `${c.turn}${s.matches('setup') || s.matches('turnStart') ? '' : `, ${TURN_TYPE_LABELS[c.turnType]}`}` },
      { label: SAY.draws, value: drawer(c.turn) },
      { label: SAY.rollsFow, value: nonDrawer(c.turn) },
      { label: SAY.inCup, value: BEFORE_CUP.some((x) => s.matches(x)) ? SAY.notFilled : `${cupSize(c.cup)} of ${cupSize(c.filled)}` },
      { label: SAY.held, value: held },
      { label: SAY.pending, value: p.length ? p.join('; ') : 'nothing' },
      { label: SAY.activation, value: activationLabel(c) },
      ...(c.eventSide ? [{ label: SAY.eventOf, value: c.eventSide }] : []),
    ];
  },
  extras,
  ...(SERVER && { phrases: [SAY] }),
};

export default module;
