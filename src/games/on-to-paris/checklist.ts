/** The On To Paris! turn checklist: the sequence machine plus what the generic island shows. */
import type { AnyMachineSnapshot } from 'xstate';
import type { Block, ChecklistModule, EventLabels } from '../../lib/checklist.ts';
import { trackBoxes, otpMachine } from './checklist/machine.ts';
import { acting, contextShape, empireFallen as fallen, other, type OtpContext, type Side } from './checklist/context.ts';
import { pendingPrice, refusal } from './checklist/purse.ts';
import { TRACKERS, trackerName } from './command/wallet.ts';
import { penaltyVp } from './command/command-table.ts';
import { fill, SERVER } from '../../lib/words.ts';
import { SAY } from './checklist/say.ts';
import { SAY as PRICE_SAY } from './command/say.ts';

const ctx = (s: AnyMachineSnapshot) => s.context as OtpContext;
const cps = (c: OtpContext, side: Side) => TRACKERS.map((t) => `${trackerName(t)} ${c.cp[side][t]}`).join(' · ');
// lib/calculator.ts has the same one-liner; importing it (or a shared module) costs this page, at its budget, 0.1-1.2 KB
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const inAction = (s: AnyMachineSnapshot) => s.matches('action');

function boxLabel(c: OtpContext): string {
  const b = trackBoxes(c.boxes)[c.box - 1]!;
  const what = b.totals === 'any' ? SAY.lastBox : b.totals === null ? SAY.unknownBox : b.totals.length ? fill(SAY.lists, { totals: b.totals.join(', ') }) : SAY.noTotal;
  return fill(SAY.box, { box: c.box, boxes: c.boxes, what });
}

/** The Action Cost Table's row names, from the buttons' words (steps.ts): ACT_<key> and ADD_<key>. */
const rowNames = (labels: EventLabels) =>
  Object.fromEntries(Object.entries(labels).flatMap(([e, l]) => (/^(ACT|ADD)_[a-z]/.test(e) ? [[e.slice(4), l.replace(/^Add /, '')]] : [])));

function extras(s: AnyMachineSnapshot, labels: EventLabels = {}): (Block | { note: string })[] {
  const c = ctx(s);
  const out: (Block | { note: string })[] = [];
  if (c.last) out.push({ title: 'Done', items: [c.last] });
  if (fallen(c) && c.fellOn === c.turn && !s.matches('setup') && !s.matches('regime')) out.push({ note: 'fall' });
  if (fallen(c) && s.matches('reinforcement')) out.push({ note: 'republic' });
  if (s.matches({ action: 'frRoll' }) || s.matches({ action: 'prRoll' })) {
    out.push({ note: 'initChances' });
    if (c.init.French !== null && s.matches({ action: 'prRoll' })) out.push({ title: SAY.rolledSoFar, items: [`French ${c.init.French}.`], rules: ['8.5.1'] });
  }
  if (s.matches({ action: 'askBox' })) out.push({ title: SAY.tie, items: [fill(SAY.tieAt, { total: c.init.Prussian!, box: boxLabel(c) })], rules: ['8.6'] });
  if (s.matches({ action: 'priced' }) && c.pending) {
    const p = pendingPrice(c, 'primary', rowNames(labels));
    if ('error' in p) out.push({ title: SAY.cannotTake, items: [p.error], rules: ['8.10', '8.3.3'] });
    else {
      const d = pendingPrice(c, 'discretionary');
      const lines = p.lines.map((l) => `${l.label}: ${l.cp} CP, ${l.ip} IP${l.vp ? `, ${l.vp} VP` : ''} (${l.rule})`);
      const total = `${p.cp} CP and ${p.ip} IP${p.vp ? `, VP ${signed((acting(c) === 'Prussian' ? -1 : 1) * p.vp)}` : ''}`;
      const alone = !('error' in d) && d.cp !== p.cp ? [fill(SAY.alone, { cp: d.cp })] : [];
      // the price, and beside it the trackers that can pay it (why one cannot, when it holds CPs)
      const refused = TRACKERS.flatMap((t) => (refusal(c, t) && c.cp[acting(c)][t] > 0 ? [`${trackerName(t)}: ${refusal(c, t)}`] : []));
      out.push({
        title: fill(SAY.price, { total, left: `${c.ipLeft} IP${c.ipLeft === 1 ? '' : 's'}` }),
        items: [...lines, ...alone, ...refused],
        rules: ['8.9.1', '8.4', '8.5.4'],
        layout: 'chips',
        choices: TRACKERS.map((t) => ({ event: `PAY_${t.toUpperCase()}`, text: trackerName(t), note: `${c.cp[acting(c)][t]} CP` })),
      });
      const adders = Object.keys(labels).filter((e) => (/^ADD_/.test(e) || e === 'BESIEGED' || e === 'RALLY') && s.can({ type: e } as never));
      if (adders.length) out.push({ title: SAY.addToPrice, items: [], rules: ['8.3.2', '8.4', '8.9.1'], choices: adders.map((event) => ({ event })) });
    }
  }
  if (s.matches({ action: 'penaltyCp' }))
    out.push({ title: SAY.penaltyFrom, items: [], rules: ['8.5.4'], layout: 'chips', choices: TRACKERS.map((t) => ({ event: `PENALTY_${t.toUpperCase()}`, text: trackerName(t), note: `${c.cp[acting(c)][t]} CP` })) });
  return out;
}

const module: ChecklistModule = {
  schema: 'on-to-paris-sequence',
  version: 1,
  machine: otpMachine,
  context: contextShape(),
  counters(s) {
    const c = ctx(s);
    const setup = s.matches('setup') || s.matches('regime');
    const rows = [
      { label: 'Turn', value: `${c.turn} of 17` },
      { label: SAY.regime, value: fill(fallen(c) ? SAY.republic : SAY.empire, { vp: signed(penaltyVp(fallen(c))) }) },
      { label: SAY.vpHere, value: signed(c.vp) },
      { label: SAY.staff, value: `${c.pgsLeft} use${c.pgsLeft === 1 ? '' : 's'} left${c.pgsUsed ? ', used this turn' : ''}` },
    ];
    if (s.matches('rl')) rows.push({ label: SAY.firstRl, value: c.turn === c.startTurn || !c.initiative ? 'French' : other(c.initiative) });
    if (inAction(s) || s.matches('cpAgain') || s.matches('cpAgainPrussian')) {
      rows.push({ label: SAY.table, value: boxLabel(c) }, { label: SAY.segments, value: String(c.segments) });
    }
    if (inAction(s) && c.initiative && !s.matches({ action: 'frRoll' }) && !s.matches({ action: 'prRoll' })) {
      rows.push({ label: 'Initiative', value: `${c.initiative}, ${c.ip} IP${c.ip === 1 ? '' : 's'} each` }, { label: 'Acting', value: `${acting(c)}, ${c.ipLeft} IP${c.ipLeft === 1 ? '' : 's'} left` });
    }
    if (!setup) rows.push({ label: SAY.frenchCps, value: cps(c, 'French') }, { label: SAY.prussianCps, value: cps(c, 'Prussian') });
    return rows;
  },
  extras,
  ...(SERVER && { phrases: [SAY, PRICE_SAY] }),
  options: [
    {
      kind: 'choice', key: 'reading', default: 'every-tie', options: ['every-tie', 'entering-only'],
      ...(SERVER && {
        label: 'VP penalty in the second-to-last box',
        rules: ['8.6.3'],
        ambiguity: 'Does a tie that ends the phase in the second-to-last box cost the penalty? We read "each use from entering that box" as yes (default).',
        choices: { 'every-tie': 'Every counted tie from the second-to-last box on', 'entering-only': 'Only entering the boxes, and ties in the last box' },
      }),
    },
  ],
};

export default module;
