import { describe, expect, it } from 'vitest';
import { phaseGroups, type OutlineStep } from '../../../src/lib/checklist.ts';

const step = (id: string, phase: string, key = id): OutlineStep => ({ id, step: key, meta: { phase, title: id, who: '', todo: [], rules: [] }, next: [] });
// a turn that comes back to phase A after B, and to step a1 (same key) inside it
const outline = [step('a1', 'A'), step('a2', 'A'), step('b1', 'B'), step('a1bis', 'A', 'a1'), step('c1', 'C')];
const shape = (g: ReturnType<typeof phaseGroups>) => g.map((x) => `${x.phase}:${x.steps.map((s) => s.id).join(',')}`);

describe('phase groups of a sequence outline', () => {
  it('runs: the machine’s order, a phase met again opening a new group (the sequence page)', () => {
    expect(shape(phaseGroups(outline, 'runs'))).toEqual(['A:a1,a2', 'B:b1', 'A:a1bis', 'C:c1']);
  });
  it('once: one group a phase in order of first appearance, each step once (the printed aid)', () => {
    expect(shape(phaseGroups(outline, 'once'))).toEqual(['A:a1,a2', 'B:b1', 'C:c1']);
  });
});
