// src/lib/search.ts on real Pagefind bundles: a few records go through the index script's own
// steps (scripts/search-records.mjs, then Pagefind's Node API, then scripts/pagefind-chunks.mjs) into a
// bundle per game in a temporary folder, and Pagefind's browser module searches them in node (tests/search/pagefind.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abbreviations, recordHtml, sharedWords, variants } from '../../../scripts/search-records.mjs';
import { rechunk } from '../../../scripts/pagefind-chunks.mjs';
import { hitOf, queryTerms, ruleHit, search, type PagefindInstance } from '../../../src/lib/search.ts';
import { pagefindIn } from '../../search/pagefind.ts';

interface Rec {
  k: string;
  id: string;
  t: string;
  u: string;
  a?: string[];
  parts: { head?: [string, string]; text: string }[];
  w?: string[];
  v?: string[];
}
const rule = (id: string, t: string, text: string, extra: Partial<Rec> = {}): Rec => ({ k: 'rule', id, t, u: `/g/rules/c/#r-${id.replace(/\./g, '-')}`, parts: [{ text }], ...extra });

const g: Rec[] = [
  rule('4.1', 'Stacking', 'At most three units may end their movement in one hex.'),
  rule('4.2', 'Hexsides and units', 'Many units cross a hexside at a bridge; units in a hex can be many, and a hex may hold units of both sides.'),
  rule('11.6', 'Cavalry charges', 'Cavalry may charge an enemy hex during movement and gain a weight bonus.'),
  rule('11.7', 'Cavalry countercharges', 'A defending cavalry unit may countercharge charging cavalry before the assault.'),
  rule('12.0', 'Assault Combat', 'Units adjacent to an enemy hex may assault it. The assault uses the ACRT.', { w: ['melee', 'hand-to-hand'] }),
  rule('12.8', 'Retreats', 'A unit that loses moves away from the enemy.', {
    parts: [{ text: 'A unit that loses moves away from the enemy.' }, { head: ['a. Cavalry withdrawal', 'a-cavalry-withdrawal'], text: 'Cavalry retreat two hexes and may screen.' }],
  }),
  rule('13.4', 'Odds', 'At 3:1 the defender retreats; at 1:3 the attacker does. A ½ SP loss is rolled for.'),
  rule('13.12', 'Leader casualty', 'Roll for each leader in a lost combat.'),
  rule('9.9', 'Skirmishers', 'Light troops harass the guns and fall back through the ranks.'),
  rule('3.2', 'Awarding', 'Each side scores Victory Points for cities.'),
  rule('5.2.8', 'Overrun', 'A force ten times larger destroys a small force in its path.', { w: ['walk over', 'crush'] }),
  rule('5.1', 'Movement', 'Armies walk from hex to hex. A force may crush resistance, march over a garrison and destroy small forces, as later rules explain for every case.'),
  { k: 'term', id: 'vp', t: 'Victory Points', a: ['VP'], u: '/g/glossary/#g-vp', parts: [{ text: 'What a side scores.' }] },
  { k: 'chart', id: 'chart-assault', t: 'Assault table', u: '/g/charts/#chart-assault', parts: [{ text: 'assault assault assault cavalry assault' }] },
];
const h: Rec[] = [rule('7.4', 'Assault', 'Infantry assault an enemy hex with the bayonet.')];

let root: string;
let pf: PagefindInstance;
let both: PagefindInstance;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'adc-search-'));
  const also = sharedWords([{ words: ['killed', 'dead'], means: ['casualt'] }]);
  const spelled = abbreviations(g.filter((r) => r.k === 'term'));
  for (const [game, recs] of [['g', g], ['h', h]] as const) {
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    for (const r of recs) {
      const own = [r.t, ...r.parts.map((p) => p.text)].join(' ');
      await index!.addHTMLFile({ url: r.u, content: recordHtml({ ...r, v: [...also(own), ...spelled(own), ...variants(own)] }, game) });
    }
    for (const f of (await index!.getFiles()).files) {
      mkdirSync(dirname(join(root, game, 'pagefind', f.path)), { recursive: true });
      writeFileSync(join(root, game, 'pagefind', f.path), f.content);
    }
    // cut as the build cuts them (scripts/pagefind-chunks.mjs), here into chunks of a few words each,
    // so every search below also reads Pagefind bundles of many chunks
    expect(rechunk(join(root, game, 'pagefind'), 6).after).toBeGreaterThan(game === 'g' ? 10 : 2);
  }
  await pagefind.close();
  // opened together, as the dialog may open the game's index and the all-games one: Pagefind keeps one
  // WebAssembly instance for all, and two loading at once broke the first's searches
  [pf, both] = await Promise.all([pagefindIn(root, ['g']), pagefindIn(root, ['g', 'h'])]);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ids = async (q: string, p = pf) => (await search(p, q)).hits.map((x) => (x.kind === 'rule' ? x.id : `${x.kind}:${x.id}`));

describe('search, a thin client over Pagefind', () => {
  it('drops question and filler words, unless nothing else is left', () => {
    expect(queryTerms('What happens when a leader is killed?')).toBe('leader killed');
    expect(queryTerms('how many units can stack in a hex')).toBe('units stack hex');
    expect(queryTerms('who is it')).toBe('who is it');
  });
  it('a rule whose title holds the key word outranks a record holding all the common words', async () => {
    expect((await ids('how many units can stack in a hex'))[0]).toBe('4.1');
  });
  it('a longer question is also searched less a word: the rule named by its players\' words outranks a text holding every word', async () => {
    const a = await search(pf, 'what if my army walks over a small garrison');
    expect(a.all).toBe(1); // only 5.1 holds every word
    expect(a.hits[0]!.id).toBe('5.2.8');
    expect(a.hits.map((x) => x.id)).toContain('5.1');
  });
  it('puts rules before charts and terms, however strong the chart', async () => {
    const r = await ids('assault');
    expect(r[0]).toBe('12.0');
    expect(r.indexOf('chart:chart-assault')).toBeGreaterThan(r.lastIndexOf('11.7'));
  });
  it('a word the record lacks does not empty the list: the other words still find it, after those holding every word', async () => {
    const a = await search(pf, 'countercharge bridge');
    expect(a.all).toBe(0);
    expect(a.hits.map((x) => x.id)).toContain('11.7');
  });
  it('a long question is searched by its rarest words: a record holding five of eleven is still found', async () => {
    // eleven words, each in one record; 9.9 holds five. Its rarest eight (the first eight here) would
    // need 9.9 to hold six of them (less each two); the rarest six find it less one word.
    const q = 'my skirmishers harass the guns: ranks, light, bridge, cities, garrison, leader, odds, countercharge';
    expect(queryTerms(q).split(' ')).toHaveLength(11);
    expect(await ids(q)).toContain('9.9');
  });
  it("players' words find the record and are never shown", async () => {
    const [hit] = (await search(pf, 'melee')).hits;
    expect(hit!.id).toBe('12.0');
    expect(hit!.excerpt).not.toMatch(/melee/i);
  });
  it('a hit under a sub-heading names it and links to its anchor', async () => {
    const [hit] = (await search(pf, 'withdrawal screen')).hits;
    expect(hit).toMatchObject({ id: '12.8', title: 'Retreats', sub: 'a. Cavalry withdrawal', url: '/g/rules/c/#a-cavalry-withdrawal' });
  });
  it('marks the matches in the line of text, and the line does not repeat the title', async () => {
    const [hit] = (await search(pf, 'ACRT')).hits;
    expect(hit!.excerpt).toContain('<mark>ACRT</mark>.');
    expect(hit!.excerpt).not.toContain('Assault Combat');
  });
  it('number forms, abbreviations and everyday words, written into the index, find the record', async () => {
    expect((await ids('odds 3 to 1'))[0]).toBe('13.4');
    expect((await ids('3-1'))[0]).toBe('13.4');
    expect((await ids('half sp loss'))[0]).toBe('13.4');
    expect((await ids('vps'))[0]).toBe('3.2');
    expect((await ids('leader killed'))[0]).toBe('13.12');
  });
  it('the same record read for two searches at once shows each its own part (Pagefind hands both the same object and rewrites it)', async () => {
    const fresh = await pagefindIn(root, ['g']);
    const [byNumber] = (await fresh.search(null, { filters: { kind: 'rule', id: '12.8' } }))!.results;
    const [byWords] = (await fresh.search('withdrawal screen', { filters: { kind: 'rule' } }))!.results;
    const [a, b] = await Promise.all([hitOf(byNumber!), hitOf(byWords!)]);
    expect(a).toMatchObject({ id: '12.8', url: '/g/rules/c/#r-12-8' });
    expect(a).not.toHaveProperty('sub');
    expect(b).toMatchObject({ id: '12.8', url: '/g/rules/c/#a-cavalry-withdrawal', sub: 'a. Cavalry withdrawal' });
  });
  it('finds a rule by its number, in the game asked for', async () => {
    expect(await ruleHit(pf, '12.8')).toMatchObject({ id: '12.8', title: 'Retreats', game: 'g', url: '/g/rules/c/#r-12-8' });
    expect(await ruleHit(both, '7.4', 'h')).toMatchObject({ id: '7.4', game: 'h' });
    expect(await ruleHit(pf, '99.9')).toBeNull();
  });
  it('searches several games at once, each result naming its game', async () => {
    const hits = (await search(both, 'assault')).hits;
    expect(new Set(hits.map((x) => x.game))).toEqual(new Set(['g', 'h']));
    expect((await search(pf, 'bayonet')).hits).toEqual([]);
  });
});

describe('indexes opened together', () => {
  it('each finds its rules: Pagefind loads its WebAssembly once, not once per index opened at the same moment', async () => {
    const many = await Promise.all([['g'], ['g', 'h'], ['g'], ['g', 'h'], ['g']].map((games) => pagefindIn(root, games)));
    for (const p of many) expect(await ruleHit(p, '12.8')).toMatchObject({ id: '12.8', game: 'g' });
  });
});
