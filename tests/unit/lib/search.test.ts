import { describe, expect, it } from 'vitest';
import { abbreviations, buildIndex, excerpt, queryWords, search, slips, stem, terms, words, type Doc, type GameIndex } from '../../../src/lib/search.ts';

const game = (docs: Doc[]): GameIndex => ({ game: 'g', title: 'G', docs });
const rule = (id: string, t: string, x: string, extra: Partial<Doc> = {}): Doc => ({ k: 'rule', id, t, u: `/g/rules/c/#r-${id.replace(/\./g, '-')}`, x, ...extra });
const ids = (ix: ReturnType<typeof buildIndex>, q: string) => search(ix, q).hits.map((h) => (h.doc.k === 'rule' ? h.doc.id : `${h.doc.k}:${h.doc.id}`));

const docs: Doc[] = [
  rule('11.6', 'Cavalry charges', 'Cavalry may charge an enemy hex during movement and gain a weight bonus.'),
  rule('11.7', 'Cavalry countercharges', 'A defending cavalry unit may countercharge charging cavalry before the assault.'),
  rule('12.0', 'Assault Combat', 'Units adjacent to an enemy hex may assault it. The assault uses the ACRT.', { w: ['melee', 'hand-to-hand'] }),
  rule('12.8', 'Retreats', 'A unit that retreats moves away from the enemy. Cavalry retreat two hexes.', {
    h: [['a. Cavalry withdrawal', 'a-cavalry-withdrawal']],
  }),
  rule('9.1', 'Morale Test result', 'Roll a die against the unit TCR: the unit passes or takes a morale hit. Cavalry cavalry cavalry.'),
  { k: 'term', id: 'tcr', t: 'TCR', a: ['Tactical Cohesion Rating'], u: '/g/glossary/#g-tcr', x: 'The quality of a unit, rolled against in morale tests.' },
  { k: 'chart', id: 'chart-assault', t: 'Assault table', u: '/g/charts/#chart-assault', x: 'assault assault assault cavalry' },
];
const ix = buildIndex([game(docs)]);

describe('search', () => {
  it('stems plurals and verb forms alike', () => {
    expect(stem('charges')).toBe(stem('charge'));
    expect(stem('charging')).toBe(stem('charged'));
    expect(stem('retreats')).toBe(stem('retreat'));
    expect(stem('loss')).toBe('loss');
    expect(stem('deactivation')).toBe(stem('deactivated'));
    expect(stem('activations')).toBe(stem('activate'));
  });
  it('drops filler words, unless nothing else is left', () => {
    expect(queryWords('how does a countercharge work')).toEqual(['countercharge', 'work']);
    expect(queryWords('who is it')).toEqual(['who', 'is', 'it']);
  });
  it('puts rules before charts and terms, however strong the chart', () => {
    const r = ids(ix, 'assault');
    expect(r[0]).toBe('12.0');
    expect(r.indexOf('chart:chart-assault')).toBeGreaterThan(r.lastIndexOf('12.8'));
  });
  it('a query that is a term or a rule title puts it first', () => {
    expect(ids(ix, 'tactical cohesion rating')[0]).toBe('term:tcr');
    expect(ids(ix, 'Retreats')[0]).toBe('12.8');
    expect(ids(ix, 'morale test result')[0]).toBe('9.1');
  });
  it('a word the rules do not use does not empty the list: the other words still find the rule', () => {
    const a = search(ix, 'how can cavalry countercharge sideways');
    expect(a.all).toBe(0);
    expect(a.hits[0]!.doc.id).toBe('11.7');
  });
  it('the rare word decides, not the common one', () => {
    // "cavalry" is everywhere (and repeated in 9.1), "withdrawal" only in 12.8's sub-heading
    expect(ids(ix, 'cavalry withdrawal')[0]).toBe('12.8');
  });
  it('players words find the rule, and are never shown', () => {
    const a = search(ix, 'melee');
    expect(a.hits[0]!.doc.id).toBe('12.0');
    expect(excerpt(a.hits[0]!, ix).html).not.toMatch(/melee/i);
  });
  it('a hit in a sub-heading names it and its anchor, under the rule', () => {
    const h = search(ix, 'withdrawal').hits[0]!;
    expect(h.doc.id).toBe('12.8');
    expect(excerpt(h, ix).head).toEqual(['a. Cavalry withdrawal', 'a-cavalry-withdrawal']);
  });
  it('marks the matches in the excerpt, escaped', () => {
    const h = search(ix, 'ACRT').hits[0]!;
    expect(excerpt(h, ix).html).toContain('<mark>ACRT</mark>');
  });
  it('finds a word typed halfway', () => {
    expect(ids(ix, 'counterch')[0]).toBe('11.7');
  });
  it("a counter's abbreviation in the plural is the abbreviation (SPs, CPs, MPs, HQs), other short words are kept", () => {
    for (const [pl, one] of [['sps', 'sp'], ['cps', 'cp'], ['mps', 'mp'], ['hqs', 'hq'], ['vps', 'vp']]) expect(stem(pl!)).toBe(stem(one!));
    expect(stem('gas')).toBe('gas');
    expect(stem('bus')).toBe('bus');
    expect(stem('yes')).toBe('yes');
  });
  it('British spellings meet American ones, every form of a short root alike', () => {
    expect(stem('demoralised')).toBe(stem('demoralized'));
    expect(stem('reorganise')).toBe(stem('reorganize'));
    expect(stem('harbours')).toBe(stem('harbor'));
    expect(stem('raise')).toBe(stem('raised'));
    expect(stem('raising')).toBe(stem('raises'));
  });
  it('counts slips: a letter added, dropped, changed, or two swapped', () => {
    expect(slips('reinforcment', 'reinforcement', 2)).toBe(1);
    expect(slips('cavlary', 'cavalry', 1)).toBe(1);
    expect(slips('morale', 'moral', 1)).toBe(1);
    expect(slips('assault', 'retreat', 2)).toBe(3);
  });
  it('a word the index does not know, typed wrong, finds the word one slip away; a known word is not fuzzed', () => {
    expect(ids(ix, 'countrcharge')[0]).toBe('11.7');
    expect(ids(ix, 'cavlary withdrawal')[0]).toBe('12.8');
    // "retreats" is known: it does not also match words a slip away
    expect(search(ix, 'retreats').hits.map((h) => h.doc.id)).toEqual(['12.8']);
  });
  it("a glossary term's names count as players' words of the rules it lists", () => {
    const ix2 = buildIndex([
      game([
        rule('3.2', 'Awarding points', 'Each side scores for cities held.'),
        rule('5.1', 'Other', 'Cities block movement.'),
        { k: 'term', id: 'vp', t: 'Victory Points', a: ['VP', 'VPs'], u: '/g/glossary/#g-vp', x: 'What a side scores.', r: ['3.2'] },
      ]),
    ]);
    expect(ids(ix2, 'victory cities')[0]).toBe('3.2');
    expect(ids(ix2, 'vps cities')[0]).toBe('3.2');
  });
  it('a glossary abbreviation finds the rules that spell it out (VP ~ Victory Points), not the reverse', () => {
    const spell = abbreviations([
      { k: 'term', id: 'vp', t: 'Victory Points', a: ['VP', 'VPs', 'Points'], u: '', x: '' },
      { k: 'term', id: 'zoi', t: 'Zone of Influence', a: ['ZOI', 'Zone'], u: '', x: '' },
    ]);
    expect(spell(terms('gain Victory Points now'))).toEqual([...terms('gain Victory Points now'), 'vp']);
    expect(spell(terms('zone of influence'))).toEqual([...terms('zone of influence'), 'zoi']);
    // the abbreviation alone adds nothing (common words like "point" would flood the index)
    expect(spell(['vp', 'zoi'])).toEqual(['vp', 'zoi']);
    expect(spell(terms('victory lap'))).toEqual(terms('victory lap'));
    const ix2 = buildIndex([
      game([
        rule('3.2', 'Awarding', 'Each side scores Victory Points for cities.'),
        rule('5.1', 'Other', 'Cities block movement; points of entry.'),
        { k: 'term', id: 'vp', t: 'Victory Points', a: ['VP'], u: '/g/glossary/#g-vp', x: 'What a side scores.' },
      ]),
    ]);
    expect(ids(ix2, 'vps')).toContain('3.2');
  });
  it('number forms: ½ and 1/2 are "half"; odds 3:1, 3-1 and 3 to 1 are one word', () => {
    expect(words('2½ SPs')).toEqual(['2', 'half', 'sps']);
    expect(words('at least 1/2 SP')).toEqual(['at', 'least', 'half', 'sp']);
    expect(words('1/24')).toEqual(['1', '24']);
    for (const q of ['odds 3:1', 'odds 3-1', 'odds 3 to 1', 'odds 3 : 1']) expect(words(q)).toContain('3to1');
    expect(words('rule 13.4.1')).toEqual(['rule', '13.4.1']);
    const ix2 = buildIndex([game([rule('1', 'Odds', 'At 3:1 the defender retreats; at 1:3 the attacker does.'), rule('2', 'Dice', 'Roll 2D6.')])]);
    expect(ids(ix2, 'odds 3-1')[0]).toBe('1');
    expect(search(ix2, 'odds 4-1').hits.map((h) => h.doc.id)).toEqual(['1']); // the closest, not an exact column
    const ix3 = buildIndex([game([rule('1', 'Artillery', 'A ½ loss: roll 1D6, on 1-3 one more SP is lost.'), rule('2', 'Loss', 'Lose one SP.')])]);
    expect(ids(ix3, 'half sp loss')[0]).toBe('1');
  });
  it("players' everyday words find the rulebook's word: killed ~ casualty, not enough ~ insufficient, next to ~ adjacent", () => {
    const ix2 = buildIndex([
      game([
        rule('7.8', 'Insufficient movement points', 'A unit short of points may spend them over two turns.'),
        rule('7.1', 'Movement points', 'Each unit has nine movement points; it is not allowed to enter the sea.'),
        rule('13.12', 'Leader casualty', 'Roll for each leader in a lost combat.'),
        rule('5.4', 'Leader removal', 'A leader may be removed from command.'),
        rule('11.3', 'Engagement', 'A unit that moves adjacent to the enemy stops.'),
        rule('13.9.1', 'Multiple armies', 'Forces of two armies in one combat give the enemy a shift.'),
      ]),
    ]);
    expect(ids(ix2, 'several armies')[0]).toBe('13.9.1');
    expect(ids(ix2, 'not enough movement points')[0]).toBe('7.8');
    expect(ids(ix2, 'leader killed')[0]).toBe('13.12');
    expect(ids(ix2, 'moving next to enemy')[0]).toBe('11.3');
    // "next" alone is not "adjacent"
    expect(ids(ix2, 'next leader')).not.toContain('11.3');
  });
  it('a misspelt word takes only the nearest index words; two slips from 7 letters up (calvary ~ cavalry, seige ~ siege)', () => {
    const ix2 = buildIndex([
      game([
        rule('16.2', 'Sieges', 'A fortress under siege may be stormed.'),
        rule('11.6', 'Cavalry charges', 'Cavalry may charge.'),
        rule('3.1', 'Calories', 'Rations.'),
      ]),
    ]);
    expect(ids(ix2, 'seige')[0]).toBe('16.2');
    expect(ids(ix2, 'calvary charge')[0]).toBe('11.6');
    // "calorys" is one slip from "calory" (Calories) and two from "cavalry": only the nearest counts
    expect(ids(ix2, 'calorys')).toEqual(['3.1']);
  });
  it('a word written as one that the index knows as two finds them (roadmarch, counterattack)', () => {
    const ix2 = buildIndex([game([rule('11.9', 'Road march column', 'Units in road march move faster.'), rule('2.2', 'Roads', 'Roads.')])]);
    expect(ids(ix2, 'roadmarch')[0]).toBe('11.9');
  });
  it('SPs in the text are found by SP in the query, and the reverse', () => {
    const ix2 = buildIndex([game([rule('1', 'Losses', 'Remove two SPs from the stack.'), rule('2', 'Other', 'Something else.')])]);
    expect(ids(ix2, 'sp')[0]).toBe('1');
    expect(ids(buildIndex([game([rule('1', 'Losses', 'Remove one SP.')])]), 'sps')[0]).toBe('1');
  });
});
