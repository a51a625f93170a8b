/** The 1914, Offensive à outrance turn checklist: the sequence machine plus what the generic island shows. */
import type { AnyMachineSnapshot } from 'xstate';
import { stepRef, type Block, type ChecklistModule, type EventLabels } from '../../lib/checklist.ts';
import { datedNotes } from '../../lib/dated.ts';
import { w14Machine } from './checklist/machine.ts';
import { contextShape, type W14Context } from './checklist/context.ts';
import { dueNow, ownerOf } from './checklist/reminders.ts';
import { DATED } from './checklist/dated.ts';

const ctx = (s: AnyMachineSnapshot) => s.context as W14Context;

/** The notes in force on this game turn at this step (in either Player Turn, or in this one's only). */
export function notesNow(c: W14Context, step: string): string[] {
  const flags = { plans: c.plans, sixth: c.sixth === true };
  return [...new Set([...datedNotes(DATED, c.gt, step, flags), ...datedNotes(DATED, c.gt, `${c.side}.${step}`, flags)])];
}

function extras(s: AnyMachineSnapshot, labels: EventLabels = {}): (Block | { note: string })[] {
  const c = ctx(s);
  const step = stepRef(s)?.step ?? '';
  const name = (k: string) => labels[`REMINDER_${k}`] ?? k;
  const out: (Block | { note: string })[] = [];
  if (step === 'prelim') {
    const due = dueNow(c.reminders, c.gt, c.side);
    if (due.length) out.push({ title: `Due back on GT ${c.gt}`, items: due.map((r) => `${name(r.kind)} (put on the track on GT ${r.from})`), rules: ['4.2.1'] });
  }
  if (step === 'remind' || (step === 'prelim' && c.reminders.some((r) => r.due > c.gt))) {
    const later = c.reminders.filter((r) => r.due > c.gt || step === 'remind');
    out.push({ title: 'On the GT Record Track', items: later.length ? later.map((r) => `GT ${r.due}: ${name(r.kind)}${ownerOf(r) ? ` (${ownerOf(r)})` : ''}`) : ['Nothing.'], rules: ['4.2.1'] });
  }
  if (step !== 'setup') for (const note of notesNow(c, step)) out.push({ note });
  return out;
}

const module: ChecklistModule = {
  schema: '1914-offensive-sequence',
  version: 1,
  machine: w14Machine,
  context: contextShape(),
  counters(s) {
    const c = ctx(s);
    if (s.matches('setup')) return [{ label: 'Game turn', value: 'not set' }];
    const inter = c.gt % 3 === 0 ? `after this one (the ${c.gt / 3}${['th', 'st', 'nd', 'rd'][c.gt / 3] ?? 'th'})` : `after GT ${c.gt + 3 - (c.gt % 3)}`;
    const rows = [
      { label: 'Game turn', value: `${c.gt} of ${c.lastGt}` },
      { label: 'Player Turn', value: s.matches('turn') || s.matches('remind') ? `${c.side} (phasing), ${c.side === 'Allied' ? 'German' : 'Allied'} (non-phasing)` : 'none: Inter-Phase' },
      { label: 'Next Inter-Phase', value: c.gt >= c.lastGt ? 'the final one, after this game turn' : inter },
    ];
    const next = c.reminders.find((r) => r.due >= c.gt);
    rows.push({ label: 'GT Record Track', value: c.reminders.length ? `${c.reminders.length} reminder${c.reminders.length === 1 ? '' : 's'}, next on GT ${next?.due ?? c.gt}` : 'empty' });
    return rows;
  },
  extras,
};

export default module;
