/** The Metz 1870 turn checklist: the sequence machine plus what the generic island shows. */
import type { AnyMachineSnapshot } from 'xstate';
import type { Block, ChecklistModule, EventLabels } from '../../lib/checklist.ts';
import { chitChance, CHITS, CHIT_KINDS, cupSize, describeCup, drawChances, drawnSoFar, fillCup, sideChance, type Cup } from './checklist/cup.ts';
import { drawer, nonDrawer, TURN_TYPE_LABELS, type MetzContext } from './checklist/context.ts';
import { metzMachine } from './checklist/machine.ts';
import type { Fraction } from '../../lib/fraction.ts';
import { array, bool, int, nullable, object, oneOf, record } from '../../lib/shape.ts';
import { NAMED_KEYS, sideOf, type NamedKey } from './checklist/formations.ts';


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
  if (c.lull) out.push('Lull: every chit is degraded for the rest of the turn');
  else if (c.fow === 'degrade') out.push('Degrade the next chit');
  else if (c.fow === 'enhance') out.push('Enhance the next chit');
  if (c.leaderCasualty) out.push('Leader Casualty for the next Activation chit');
  if (c.malaise) out.push("BAZAINE'S MALAISE waits on a French HQ");
  return out;
}

/** The cup with each kind's chance of coming out next, one given chit's, and each named formation's not drawn yet. */
export function cupBlock(cup: Cup, filled: Cup, named: NamedKey[] = [], labels: EventLabels = {}): Block[] {
  const name = (k: NamedKey) => labels[`NAMED_${k}`] ?? k;
  const n = cupSize(cup);
  const rows = drawChances(cup).map(
    (r) => `${r.label}: this kind next ${pct(r.next)}${r.count > 1 ? `; one given chit of them ${pct(r.one)}` : ''}`,
  );
  for (const k of NAMED_KEYS) {
    const one = chitChance(cup, sideOf(k) === 'French' ? 'frenchFormation' : 'prussianFormation');
    if (!named.includes(k) && !one.isZero()) rows.push(`${name(k)}, if its chit is in: next ${pct(one)}`);
  }
  const sides = n === 0 ? [] : [`Next chit French: ${pct(sideChance(cup, 'French'))}; Prussian: ${pct(sideChance(cup, 'Prussian'))}.`];
  const drawn = [...named.map(name), ...describeCup(drawnSoFar(filled, cup))];
  // a chip for each chit that can come out, its chance on it: tap the one drawn
  const chips = [
    ...drawChances(cup).map((r) => ({ event: `DRAW_${CHITS[r.kind].key}`, text: labels[`CHIP_${CHITS[r.kind].key}`], note: r.next.toString() })),
    ...NAMED_KEYS.filter((k) => !named.includes(k)).map((k) => ({ event: `DRAW_${k}`, text: name(k), note: chitChance(cup, sideOf(k) === 'French' ? 'frenchFormation' : 'prussianFormation').toString() })),
  ];
  return [
    { title: `In the cup: ${n} chit${n === 1 ? '' : 's'}. Tap the one drawn`, items: n === 0 ? ['The cup is empty.'] : [...rows, ...sides], rules: ['5.2'], layout: 'chips', choices: chips },
    { title: 'Drawn so far this turn', items: drawn.length ? drawn : ['Nothing yet.'], rules: ['5.2.1'] },
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
    out.push({ title: `This turn's cup: ${cupSize(cup)} chits`, items: lines.length ? lines : ['Nothing yet: add the chits below.'], rules: ['5.1'] });
  }
  const p = pending(c);
  if (s.matches('play') && p.length) out.push({ title: 'Waiting for a chit', items: p, rules: ['6.4', '6.3.1'] });
  if (s.matches({ play: { fow: 'roll' } })) {
    out.push({ note: 'fowChances' }); // fixed words: rendered from the chart at build time (steps.ts)
  }
  if (s.matches({ play: 'fow' }) && !s.matches({ play: { fow: 'roll' } }) && c.lastFow !== null) {
    out.push({ title: 'Fortunes of War roll', items: [`Rolled ${c.lastFow === 10 ? '0 (10)' : c.lastFow}.`], rules: ['6.4'] });
  }
  if ((s.matches({ play: { activation: 'malaiseCancelled' } }) || s.matches({ play: { activation: 'malaiseStands' } })) && c.lastMalaise) {
    const m = c.lastMalaise;
    out.push({ title: 'Malaise roll', items: [`Rolled ${m.roll} against 1-${m.cancelUpTo}: ${m.cancelled ? 'cancelled' : 'not cancelled'}.`], rules: ['6.3.1'] });
  }
  if (s.matches('endFrench') || s.matches('endPrussian')) {
    const side = s.matches('endFrench') ? 'French' : 'Prussian';
    out.push({ title: 'Command Events this turn', items: [`${c.tracks[side]} ${side} Event chit(s) went on a Command Event track this turn.`], rules: ['6.3.2'] });
  }
  return out;
}

function activationLabel(c: MetzContext): string {
  const a = c.act;
  if (!a) return 'none';
  const what = a.kind === 'cic' ? (a.side === 'French' ? 'Marshal Bazaine (CIC)' : 'General Staff (CIC)') : `${a.side} formation`;
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
    const held = `French ${c.held.French}, Prussian ${c.held.Prussian}${c.staff === 'none' ? '' : '; General Staff chit held'}`;
    const p = pending(c);
    return [
      { label: 'Turn', value: `${c.turn}${s.matches('setup') || s.matches('turnStart') ? '' : `, ${TURN_TYPE_LABELS[c.turnType]}`}` },
      { label: 'Draws the chits', value: drawer(c.turn) },
      { label: 'Rolls for Fortunes of War', value: nonDrawer(c.turn) },
      { label: 'Chits in the cup', value: BEFORE_CUP.some((x) => s.matches(x)) ? 'not filled yet' : `${cupSize(c.cup)} of ${cupSize(c.filled)}` },
      { label: 'Held events', value: held },
      { label: 'Waiting', value: p.length ? p.join('; ') : 'nothing' },
      { label: 'Activation', value: activationLabel(c) },
      ...(c.eventSide ? [{ label: 'Event chit of', value: c.eventSide }] : []),
    ];
  },
  extras,
};

export default module;
