import { describe, expect, it } from 'vitest';
import { memoryStore, save } from '../../../src/lib/persist.ts';
import { RECENT_MAX, RECENT_SCHEMA, RECENT_VERSION, clearRecent, noteRecent, readRecent, recentKey } from '../../../src/lib/recent.ts';

const at = (id: string, title = `Rule ${id}`, chapter = 'fire') => ({ id, title, url: `/metz-1870/rules/${chapter}/#r-${id.replace(/\./g, '-')}` });

describe('recently looked up', () => {
  it('keeps the newest first, each rule once, per game', () => {
    const s = memoryStore();
    noteRecent(s, 'metz-1870', at('8.4'));
    noteRecent(s, 'metz-1870', at('2.1'));
    noteRecent(s, 'metz-1870', at('8.4'));
    expect(readRecent(s, 'metz-1870').map((r) => r.id)).toEqual(['8.4', '2.1']);
    expect(readRecent(s, 'death-ride')).toEqual([]);
  });

  it(`keeps at most ${RECENT_MAX}, dropping the oldest`, () => {
    const s = memoryStore();
    for (let i = 1; i <= RECENT_MAX + 2; i++) noteRecent(s, 'metz-1870', at(`${i}.1`));
    const ids = readRecent(s, 'metz-1870').map((r) => r.id);
    expect(ids).toHaveLength(RECENT_MAX);
    expect(ids[0]).toBe(`${RECENT_MAX + 2}.1`);
    expect(ids).not.toContain('1.1');
    expect(ids).not.toContain('2.1');
  });

  it("refuses a rule of another game's pages or a URL that could carry markup", () => {
    const s = memoryStore();
    expect(noteRecent(s, 'metz-1870', { id: '8.4', title: 'Fire', url: '/death-ride/rules/fire/#r-8-4' })).toEqual([]);
    expect(noteRecent(s, 'metz-1870', { id: '8.4', title: 'Fire', url: '/metz-1870/rules/x/"><script>' })).toEqual([]);
    expect(noteRecent(s, 'metz-1870', { id: '8.4', title: '', url: '/metz-1870/rules/fire/#r-8-4' })).toEqual([]);
    expect(s.getItem(recentKey('metz-1870'))).toBeNull();
  });

  it('starts afresh from a damaged or foreign store, and Clear empties it', () => {
    const s = memoryStore();
    s.setItem(recentKey('metz-1870'), '{not json');
    expect(readRecent(s, 'metz-1870')).toEqual([]);
    save(s, recentKey('metz-1870'), RECENT_SCHEMA, RECENT_VERSION, [{ id: '8.4', title: 'Fire', url: 'javascript:alert(1)' }]);
    expect(readRecent(s, 'metz-1870')).toEqual([]);
    save(s, recentKey('metz-1870'), RECENT_SCHEMA, RECENT_VERSION, [at('8.4'), at('8.4')]);
    expect(readRecent(s, 'metz-1870')).toEqual([]);
    noteRecent(s, 'metz-1870', at('8.4'));
    expect(readRecent(s, 'metz-1870')).toHaveLength(1);
    clearRecent(s, 'metz-1870');
    expect(readRecent(s, 'metz-1870')).toEqual([]);
  });
});
