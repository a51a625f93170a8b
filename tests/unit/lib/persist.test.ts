import { describe, expect, it } from 'vitest';
import { load, memoryStore, save } from '../../../src/lib/persist.ts';

const isNums = (d: unknown): d is number[] => Array.isArray(d) && d.every((x) => typeof x === 'number');

describe('versioned persistence', () => {
  it('round-trips', () => {
    const s = memoryStore();
    expect(save(s, 'k', 'sch', 2, [1, 2])).toBe(true);
    expect(load(s, 'k', 'sch', 2, isNums)).toEqual({ ok: true, data: [1, 2] });
  });
  it('reports nothing saved', () => {
    expect(load(memoryStore(), 'k', 'sch', 1, isNums)).toEqual({ ok: false, reason: 'none' });
  });
  it('discards corrupt, foreign, outdated and damaged saves with a reason', () => {
    const s = memoryStore();
    s.setItem('k', '{not json');
    expect(load(s, 'k', 'sch', 1, isNums)).toMatchObject({ ok: false, reason: 'corrupt' });
    s.setItem('k', JSON.stringify({ schema: 'other', version: 1, data: [] }));
    expect(load(s, 'k', 'sch', 1, isNums)).toMatchObject({ ok: false, reason: 'corrupt' });
    save(s, 'k', 'sch', 1, [1]);
    const r = load(s, 'k', 'sch', 2, isNums);
    expect(r).toMatchObject({ ok: false, reason: 'outdated' });
    expect(r.ok === false && r.reason === 'outdated' && r.message).toContain('v1');
    s.setItem('k', JSON.stringify({ schema: 'sch', version: 1, data: ['x'] }));
    expect(load(s, 'k', 'sch', 1, isNums)).toMatchObject({ ok: false, reason: 'corrupt' });
    s.setItem('k', 'null');
    expect(load(s, 'k', 'sch', 1, isNums)).toMatchObject({ ok: false, reason: 'corrupt' });
  });
  it('survives a store that throws', () => {
    const bad = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => {} };
    expect(save(bad, 'k', 's', 1, [])).toBe(false);
    expect(load(bad, 'k', 's', 1, isNums)).toEqual({ ok: false, reason: 'none' });
  });
});
