import { describe, expect, it } from 'vitest';
import { sequenceOutline, type OutlineStep } from '../../../src/lib/checklist.ts';
import dr from '../../../src/games/death-ride/checklist.ts';
import metz from '../../../src/games/metz-1870/checklist.ts';
import drSteps, { events as drEvents } from '../../../src/games/death-ride/steps.ts';
import metzSteps, { events as metzEvents } from '../../../src/games/metz-1870/steps.ts';

describe('the sequence of play as a static outline', () => {
  it('Death Ride: every step in machine order, with where each choice leads', () => {
    const o = sequenceOutline(dr.machine, drEvents, drSteps);
    expect(o.map((s) => s.id.split('.').pop())).toEqual([
      'turnStart', 'cfz', 'germanImpulse', 'endCheck', 'frenchImpulse', 'extension', 'extraFrench',
      'extraGerman', 'extraFrenchAfter', 'finalFrench', 'regroup', 'gameEnd',
    ]);
    const end = o.find((s) => s.id.endsWith('endCheck'))!;
    expect(end.next).toEqual([
      { event: 'ROLL', label: 'End-of-phase roll (1d10)', targets: ['death-ride.extension', 'death-ride.finalFrench', 'death-ride.frenchImpulse'], guarded: true },
    ]);
    const german = o.find((s) => s.id.endsWith('germanImpulse'))!;
    expect(german.next.map((n) => [n.label, n.targets])).toContainEqual(['Pass', ['death-ride.endCheck']]);
    expect(o.find((s) => s.id.endsWith('gameEnd'))!.next).toEqual([]);
  });
  it('Metz 1870: every titled state of the chit-pull machine appears once, each choice labelled', () => {
    const o = sequenceOutline(metz.machine, metzEvents, metzSteps);
    expect(new Set(o.map((s) => s.id)).size).toBe(o.length);
    expect(o.length).toBeGreaterThanOrEqual(40);
    // every choice has words for the player (a button label, or the roll's label)
    const unlabelled = o.flatMap((s) => s.next.filter((n) => n.label === n.event).map((n) => `${s.id}: ${n.event}`));
    expect(unlabelled).toEqual([]);
  });
  // Every event a step accepts appears in the outline with words for players (its
  // steps.ts label, the roll's label or the settings' names), never its machine name.
  for (const [name, mod, labels, texts] of [
    ['Death Ride', dr, drEvents, drSteps],
    ['Metz 1870', metz, metzEvents, metzSteps],
  ] as const) {
    it(`${name}: no choice is shown by its machine event name, and none is dropped`, () => {
      const o = sequenceOutline(mod.machine, labels, texts, mod.options);
      const named = (n: OutlineStep['next'][number]) => /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/.test(n.label) || n.label === n.event;
      expect(o.flatMap((s) => s.next.filter(named).map((n) => `${s.step}: ${n.label}`))).toEqual([]);
      type Node = { meta?: { step?: string }; on?: Record<string, unknown>; states?: Record<string, Node> };
      const accepted: string[] = [];
      const walk = (n: Node) => {
        if (n.meta?.step) accepted.push(...Object.keys(n.on ?? {}).filter((e) => e !== '*' && !e.startsWith('xstate.')));
        Object.values(n.states ?? {}).forEach(walk);
      };
      walk(mod.machine.root as unknown as Node);
      expect(o.flatMap((s) => s.next.map((n) => n.event))).toEqual(accepted);
    });
  }
  it('Death Ride: changing a setting at the start of a turn reads as words and keeps the step', () => {
    const o = sequenceOutline(dr.machine, drEvents, drSteps, dr.options);
    const start = o.find((s) => s.step === 'turnStart')!;
    expect(start.next).toContainEqual({ event: 'SET_OPTION', label: 'Choosing a setting (Impulse number, Extra impulses)', targets: [], guarded: false });
  });
});
