import { describe, expect, it } from 'vitest';
import { memoryStore, save } from '../../../src/lib/persist.ts';
import {
  RULINGS_SCHEMA,
  RULINGS_VERSION,
  asideKey,
  isRuling,
  readRulings,
  rulingsKey,
  type Ruling,
} from '../../../src/lib/rulings.ts';
import {
  applyMerge,
  decodeRuling,
  encodeRuling,
  exportRulings,
  newRulingId,
  parseRulingsFile,
  planMerge,
  removeRuling,
  upsertRuling,
  writeRulings,
} from '../../../src/lib/rulings-file.ts';

const r = (id: string, rule: string, text = 'We let the cavalry retreat first.', date = '2026-03-12'): Ruling => ({ id, rule, text, kind: 'house', date });

describe('rulings store', () => {
  it('keeps rulings per game, in rule order (8.10 after 8.9)', () => {
    const s = memoryStore();
    expect(writeRulings(s, 'metz-1870', [r('b', '8.10'), r('a', '8.9'), r('c', '2.1')])).toBe(true);
    expect(readRulings(s, 'metz-1870').rulings.map((x) => x.rule)).toEqual(['2.1', '8.9', '8.10']);
    expect(readRulings(s, 'death-ride')).toEqual({ rulings: [] });
  });
  it('adds, replaces by id and deletes', () => {
    let list = upsertRuling([], r('a', '8.4'));
    list = upsertRuling(list, { ...r('a', '8.4'), text: 'Changed our minds.' });
    expect(list).toHaveLength(1);
    expect(list[0]!.text).toBe('Changed our minds.');
    expect(removeRuling(list, 'a')).toEqual([]);
  });
  it('checks every field', () => {
    expect(isRuling(r('a', '8.4'))).toBe(true);
    expect(isRuling({ ...r('a', '8.4'), source: 'https://example.org/faq' })).toBe(true);
    expect(isRuling({ ...r('a', '8.4'), kind: 'rumour' })).toBe(false);
    expect(isRuling({ ...r('a', '8.4'), text: '   ' })).toBe(false);
    expect(isRuling({ ...r('a', '8.4'), date: '2026-13-01' })).toBe(false);
    expect(isRuling({ ...r('a', '8.4'), rule: '<script>' })).toBe(false);
    expect(isRuling({ ...r('a', '8.4'), extra: 1 })).toBe(false);
    expect(isRuling({ ...r('a', '8.4'), source: '' })).toBe(false);
  });
  it('sets a damaged store aside, starts empty and says so once', () => {
    const s = memoryStore();
    s.setItem(rulingsKey('metz-1870'), '{"broken');
    const got = readRulings(s, 'metz-1870');
    expect(got.rulings).toEqual([]);
    expect(got.notice).toMatch(/set aside/);
    expect(s.getItem(asideKey('metz-1870'))).toBe('{"broken');
    expect(readRulings(s, 'metz-1870')).toEqual({ rulings: [] });
  });
  it('treats a list with a bad ruling or a repeated id as damaged', () => {
    const s = memoryStore();
    save(s, rulingsKey('g'), RULINGS_SCHEMA, RULINGS_VERSION, [r('a', '1.1'), r('a', '1.2')]);
    expect(readRulings(s, 'g').notice).toBeTruthy();
    save(s, rulingsKey('g'), RULINGS_SCHEMA, RULINGS_VERSION, [{ ...r('a', '1.1'), kind: 'x' }]);
    expect(readRulings(s, 'g').notice).toBeTruthy();
  });
  it('makes ids the check accepts', () => {
    expect(isRuling({ ...r(newRulingId(), '1.1') })).toBe(true);
    expect(newRulingId(0, 0)).not.toBe(newRulingId(0, 0.5));
  });
});

describe('rulings file and link', () => {
  it('round-trips a file and refuses bad ones with a reason', () => {
    const list = [r('a', '8.4'), r('b', '2.1')];
    const f = exportRulings('metz-1870', list);
    expect(parseRulingsFile(f, 'metz-1870')).toEqual({ ok: true, rulings: [list[1], list[0]] });
    expect(parseRulingsFile(f, 'death-ride')).toMatchObject({ ok: false, error: expect.stringMatching(/another game/) });
    expect(parseRulingsFile('not json', 'metz-1870')).toMatchObject({ ok: false });
    expect(parseRulingsFile('{"schema":"aide-de-camp-user-chart"}', 'metz-1870')).toMatchObject({ ok: false });
    const bad = JSON.parse(f);
    bad.rulings[1].date = 'yesterday';
    expect(parseRulingsFile(JSON.stringify(bad), 'metz-1870')).toMatchObject({ ok: false, error: expect.stringMatching(/Ruling 2/) });
  });
  it('plans a merge by ruling id: what it adds, replaces and already has', () => {
    const have = [r('a', '8.4'), r('b', '2.1')];
    const incoming = [r('a', '8.4', 'Another answer.'), r('b', '2.1'), r('c', '3.3')];
    const plan = planMerge(have, incoming);
    expect(plan.add.map((x) => x.id)).toEqual(['c']);
    expect(plan.replace.map((x) => [x.old.text, x.next.text])).toEqual([['We let the cavalry retreat first.', 'Another answer.']]);
    expect(plan.same).toBe(1);
    expect(applyMerge(have, plan).map((x) => [x.id, x.text])).toEqual([
      ['b', 'We let the cavalry retreat first.'],
      ['c', 'We let the cavalry retreat first.'],
      ['a', 'Another answer.'],
    ]);
  });
  it('carries one ruling in a link, any words, and refuses a damaged one', () => {
    const one = { ...r('a', '8.4', 'Jägers ignore it — « même » 🎲'), source: 'forum, 3 May' };
    const s = encodeRuling(one);
    expect(s).toMatch(/^[\w-]+$/);
    expect(decodeRuling(s)).toEqual(one);
    expect(decodeRuling(s.slice(0, -4))).toBeNull();
    expect(decodeRuling('%%%')).toBeNull();
  });
});
