/** The Nations in Arms turn checklist: the sequence machine plus what the generic island shows. */
import type { AnyMachineSnapshot } from 'xstate';
import { stepRef, type Block, type ChecklistModule, type EventLabels } from '../../lib/checklist.ts';
import { datedNotes } from '../../lib/dated.ts';
import type { Fraction } from '../../lib/fraction.ts';
import { niaMachine } from './checklist/machine.ts';
import { contextShape, current, SEASONS, turnIndex, type NiaContext } from './checklist/context.ts';
import { countingChance, landValue, poolChances, WQ_IGNORED, type Marker, type Verdict } from './checklist/pool.ts';
import { DATED } from './checklist/dated.ts';
import { fill, SERVER } from '../../lib/words.ts';
import { SAY } from './checklist/say.ts';

const ctx = (s: AnyMachineSnapshot) => s.context as NiaContext;
const pct = (f: Fraction) => `${f.toString()} (${f.toPercent()})`;
const SIDE = { E: 'Empire', C: 'Coalition' };

/** What drawing a marker would do, in a few words (the rules are in the notes the draw shows). */
const DOES: Partial<Record<Verdict, string>> = {
  back: 'goes back',
  asideFirst: SAY.asideFirst,
  wqIgnored: SAY.wqIgnored,
  end: SAY.end,
  navalThenEnd: SAY.navalThenEnd,
};

function poolBlocks(c: NiaContext, name: (m: Marker) => string): Block[] {
  const chances = poolChances(c, c.pool);
  const rows = chances.map((r) => {
    const does = DOES[r.verdict];
    return `${name(r.marker)}: next ${pct(r.next)}${does ? ` (${does})` : fill(SAY.nextPlayed, { chance: pct(countingChance(c, c.pool, r.marker)) })}`;
  });
  // one chip a marker still in the pool: tap the one drawn; its chance of coming out next is on it
  const chips = chances.map((r) => ({ event: `DRAW_${r.marker}`, text: name(r.marker), note: r.next.toString() }));
  const out: Block[] = [
    { title: fill(SAY.inThePool, { n: `${c.pool.length} marker${c.pool.length === 1 ? '' : 's'}` }), items: [], choices: chips, layout: 'chips', rules: ['3.1', '3.2'] },
    { title: SAY.eachMarker, items: rows, rules: ['3.1', '3.2'] },
  ];
  if (c.aside.length) out.push({ title: SAY.aside, items: c.aside.map(name), rules: ['3.1', '3.2'] });
  out.push({ title: SAY.played, items: c.played.length ? c.played.map(name) : ['Nothing yet.'], rules: ['3.2'] });
  return out;
}

function extras(s: AnyMachineSnapshot, labels: EventLabels = {}): (Block | { note: string })[] {
  const c = ctx(s);
  const name = (m: Marker) => labels[`MARKER_${m}`] ?? m;
  const out: (Block | { note: string })[] = [];
  const step = stepRef(s)?.step ?? '';
  // the pool, where the draw is tapped, comes first; then what the last draw did
  const [pool, ...rest] = step === 'draw' ? poolBlocks(c, name) : [];
  if (pool) out.push(pool);
  if (c.said && (step === 'draw' || step === 'springNaval' || step === 'finalAttrition')) out.push({ note: `said-${c.said}` });
  if (step === 'springEvents') out.push({ note: 'drawCounts' });
  if (step === 'draw') {
    if (!c.later && !c.played.length) out.push({ note: 'firstPick' });
    out.push(...rest);
  }
  if (step === 'landPick') out.push({ note: 'landRules' });
  if (!s.matches('setup') && !s.matches('season')) for (const note of datedNotes(DATED, turnIndex(c.year, c.season), step)) out.push({ note });
  return out;
}

const module: ChecklistModule = {
  schema: 'nations-in-arms-sequence',
  version: 1,
  machine: niaMachine,
  context: contextShape(),
  counters(s) {
    const c = ctx(s);
    if (s.matches('setup') || s.matches('season')) return [{ label: 'Year', value: s.matches('setup') ? 'not set' : String(c.year) }];
    const rows = [{ label: 'Turn', value: `${SEASONS[c.season]} ${c.year}` }];
    const ops = s.matches('draw') || s.matches('land') || s.matches('naval') || s.matches('neutralLand') || s.matches('neutralNaval') || s.matches('springNaval');
    if (ops) {
      const ignored = WQ_IGNORED[c.season];
      const ends = ignored === null ? 0 : ignored + 1; // the draw that ends the phase
      rows.push(
        { label: SAY.wq, value: ends ? fill(SAY.wqDrawn, { n: `${c.wq} time${c.wq === 1 ? '' : 's'}`, nth: ['', '1st', '2nd', '3rd'][ends]! }) : SAY.noWq },
        { label: SAY.lastLand, value: c.lastLand ? SIDE[c.lastLand] : c.prevSide ? fill(SAY.noneYetSince, { side: SIDE[c.prevSide] }) : 'none yet' },
      );
      const m = current(c);
      if (m && s.matches('land')) rows.push({ label: 'Playing', value: fill(SAY.playing, { side: SIDE[m[0] as 'E' | 'C'], n: landValue(m) }) });
      if (s.matches('springNaval')) rows.push({ label: SAY.owes, value: c.due.map((d) => SIDE[d]).join(', then ') });
    }
    if (s.matches('buildPool')) rows.push({ label: SAY.extra, value: c.extra.length ? c.extra.map((d) => SIDE[d]).join(' and ') : 'none' });
    return rows;
  },
  extras,
  ...(SERVER && { phrases: [SAY] }),
  options: [
    {
      kind: 'choice', key: 'firstWq', default: 'free', options: ['free', 'counts'],
      ...(SERVER && {
        label: 'Winter Quarters as a later turn’s first draw',
        rules: ['3.1', '3.2'],
        ambiguity: 'It is set aside (3.2), but does it also use up one of the draws Spring and Autumn ignore (3.1)? The rulebook does not say; by default it does not.',
        choices: { free: 'Set aside only (default)', counts: 'Also counts as an ignored draw' },
      }),
    },
  ],
};

export default module;
