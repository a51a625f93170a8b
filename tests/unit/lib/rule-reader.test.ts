import { describe, expect, it } from 'vitest';
import { badgeKinds, badgePopId, chartIds, firstSentence, glossaryAbbreviations, labelAbbreviations, inSubtree, refIds, ruleBadges, ruleBlocks, ruleLead, rulePopId, termIds, termPopId } from '../../../src/lib/rule-reader.ts';
import { buildBacklinks } from '../../../src/lib/backlinks.ts';
import { parseRuleQuery, subtreeRoot } from '../../../src/lib/rule-id.ts';

const chapter = `---
title: Test
---

<Rule id="5.0" title="Moving">

Units **move** from hex to hex, paying <Term id="mp">movement points</Term> (see <RuleRef id="5.2" />). A second sentence.

</Rule>

<Rule id="5.1" title="Roads">

<Note kind="absent">

The road chart is not in our source.

</Note>

- On a road a unit pays half, e.g. 1/2 MP a hex. Bridges too.
- Another item, <RuleRef id="5.0" /> and <RuleRef id="5.2" /> and <RuleRef id="5.1" />.

</Rule>

<Rule id="5.2" title="Limits" status="cited">

<Note kind="absent">

Only cited by number, in <RuleRef id="5.1">the road rule</RuleRef>.

</Note>

</Rule>

<Rule id="5.3" title="Chart only">

<Chart id="x" />

</Rule>
`;

describe('rule reader: reading the chapters', () => {
  it('finds each rule block, and each term and rule a chapter mentions once', () => {
    expect(ruleBlocks(chapter).map((b) => b.id)).toEqual(['5.0', '5.1', '5.2', '5.3']);
    expect(termIds(chapter)).toEqual(['mp']);
    expect(refIds(chapter)).toEqual(['5.2', '5.0', '5.1']);
    expect([termPopId('mp'), rulePopId('5.2.1'), rulePopId('terrain-key')]).toEqual(['pt-mp', 'pr-5-2-1', 'pr-terrain-key']);
  });
  it("a popover's lead is the first sentence of the rule's own text, its notes only when it has nothing else", () => {
    const [a, b, c, d] = ruleBlocks(chapter);
    expect(ruleLead(a!.body)).toBe('Units move from hex to hex, paying movement points (see 5.2).');
    // "e.g." does not end the sentence; the note before the list is skipped
    expect(ruleLead(b!.body)).toBe('On a road a unit pays half, e.g. 1/2 MP a hex.');
    expect(ruleLead(c!.body)).toBe('Only cited by number, in the road rule.');
    expect(ruleLead(d!.body)).toBe('');
    // a cross-reference reads as the label given (a title for an unnumbered rule)
    expect(ruleLead(a!.body, (id) => `rule ${id}`)).toContain('(see rule 5.2)');
  });
  it('a long sentence is cut at a word, with an ellipsis', () => {
    const s = firstSentence(`${'word '.repeat(60)}end.`, 50);
    expect(s.length).toBeLessThanOrEqual(51);
    expect(s.endsWith('word…')).toBe(true);
    expect(firstSentence('A short one. Two.')).toBe('A short one.');
    expect(firstSentence('Rule 7.4 applies. Then')).toBe('Rule 7.4 applies.');
    // a "?" inside brackets and a run-in label ("**Army.** The top…") do not end it
    expect(firstSentence('With a rating (!, ? or &) roll a die. Next.')).toBe('With a rating (!, ? or &) roll a die.');
    expect(firstSentence('Army. The top level of command. More.')).toBe('Army. The top level of command.');
  });
});

describe('rule reader: the badges of rule headings (issue 20, section 6)', () => {
  it('gives each rule its badges, and a chapter one popover per kind it uses', () => {
    expect(ruleBadges({ status: 'full' })).toEqual([]);
    expect(ruleBadges({ status: 'cited', inferred: true, optional: true })).toEqual(['inferred', 'cited', 'optional']);
    expect(ruleBadges({ status: 'absent' })).toEqual(['absent']);
    const mdx = ['<Rule id="1.1" title="A" inferred>', '<Rule id="1.2" title="B" status="absent">', '<Rule id="1.3" title="C" inferred optional>', '<Rule id="1.4" title="D" status="card">'].join('\n\n</Rule>\n\n');
    expect(badgeKinds(mdx)).toEqual(['inferred', 'absent', 'optional']);
    expect(badgePopId('inferred')).toBe('pb-inferred');
  });
});

describe('rule reader: what points at a rule', () => {
  it('lists the citing rules (not itself, each once, in rule order), steps and calculators', () => {
    const steps = [
      { id: 's-move', title: 'Move', rules: ['5.0', '5.1', '5.0'] },
      { id: 's-end', title: 'End', rules: ['9.9'] },
    ];
    const calcs = [{ id: 'roads', title: 'Road moves', rules: ['5.1'] }];
    const back = buildBacklinks([chapter], steps, calcs, ['5.0', '5.1', '5.2', '5.3']);
    expect(back.get('5.2')).toEqual({ rules: ['5.0', '5.1'], steps: [], calculators: [] });
    // 5.1 cites itself and is cited by 5.2 (a RuleRef with its own words)
    expect(back.get('5.1')).toEqual({ rules: ['5.2'], steps: [{ id: 's-move', title: 'Move' }], calculators: [{ id: 'roads', title: 'Road moves' }] });
    expect(back.get('5.0')).toEqual({ rules: ['5.1'], steps: [{ id: 's-move', title: 'Move' }], calculators: [] });
    expect(back.get('5.3')).toEqual({ rules: [], steps: [], calculators: [] });
    // an id outside the registry gets no entry
    expect(back.has('9.9')).toBe(false);
  });
});

describe('rule jump: exact or subtree', () => {
  const root = (q: string) => subtreeRoot(q, parseRuleQuery(q));
  it('"7.4" is the rule; "7.4." and a chapter number are the rule with its sub-rules', () => {
    expect(['7.4', 'r7.4', '7,4', '7.4 assault'].map(root)).toEqual([undefined, undefined, undefined, undefined]);
    expect(['7.4.', 'rule 7.4.', '§7.4.', '7,4.', '7.4. assault', '7.1.2.'].map(root)).toEqual(['7.4', '7.4', '7.4', '7.4', '7.4', '7.1.2']);
    expect(['7', '7.0', '§7', '7.', '7.0.'].map(root)).toEqual(['7', '7', '7', '7', '7']);
    expect(root('assault')).toBeUndefined();
  });
  it('a subtree holds the rule and its descendants only', () => {
    const ids = ['7.0', '7.1', '7.4', '7.4.1', '7.4.1.2', '7.40', '7.5', '17.4', '8.0', 'terrain-key'];
    expect(ids.filter((i) => inSubtree('7.4', i))).toEqual(['7.4', '7.4.1', '7.4.1.2']);
    expect(ids.filter((i) => inSubtree('7', i))).toEqual(['7.0', '7.1', '7.4', '7.4.1', '7.4.1.2', '7.40', '7.5']);
    expect(ids.filter((i) => inSubtree('7.0', i))).toEqual(ids.filter((i) => inSubtree('7', i)));
  });
});

describe('rule reader: abbreviations in chart headers (issue 20, section 6)', () => {
  const abbr = glossaryAbbreviations([
    { id: 'sp', term: 'Strength Point', aliases: ['SP'] },
    { id: 'drm', term: 'DRM', aliases: ['die roll modifier'] },
    { id: 'aoa', term: 'Area of Attachment', aliases: ['AoA'] },
    { id: 'step', term: 'Step', aliases: ['Steps'] },
  ]);
  it('reads the glossary abbreviations, not its ordinary words', () => {
    expect([...abbr]).toEqual([['SP', 'sp'], ['DRM', 'drm'], ['AoA', 'aoa']]);
  });
  it('finds each abbreviation of a column label once, a plural by its singular', () => {
    expect(labelAbbreviations('Add to SP', abbr)).toEqual([{ word: 'SP', term: 'sp' }]);
    expect(labelAbbreviations('SPs lost (SP)', abbr)).toEqual([{ word: 'SP', term: 'sp' }]);
    expect(labelAbbreviations('Reaction DRM inside the AoA', abbr)).toEqual([{ word: 'DRM', term: 'drm' }, { word: 'AoA', term: 'aoa' }]);
    expect(labelAbbreviations('Steps', abbr)).toEqual([]);
  });
  it('lists the charts a chapter shows', () => {
    expect(chartIds('<Chart id="crt" />\n\n<Chart id="tec"/>\n<Chart id="crt" />')).toEqual(['crt', 'tec']);
  });
});
