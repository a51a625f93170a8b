import { describe, expect, it } from 'vitest';
import { buildRegistry, compareRuleIds, extractRuleRefs, extractRules, parseRuleQuery, resolveRuleQuery, ruleAnchor, ruleDepth, ruleFullName, ruleLinkText } from '../../../src/lib/rule-id.ts';

describe('rule ids', () => {
  it('a link reads as the number, or the title of an unnumbered entry; a full name puts the number first', () => {
    expect([ruleLinkText('7.4', 'Assault'), ruleLinkText('combat-eligibility', 'Combat eligibility')]).toEqual(['7.4', 'Combat eligibility']);
    expect([ruleFullName('11.6.1', 'Weight bonus'), ruleFullName('counters', 'Counters')]).toEqual(['11.6.1 Weight bonus', 'Counters']);
  });
  it('anchors: dots become hyphens', () => {
    expect(ruleAnchor('7.4')).toBe('r-7-4');
    expect(ruleAnchor('7.1.2')).toBe('r-7-1-2');
    expect(ruleAnchor('movement-costs')).toBe('r-movement-costs');
    expect(() => ruleAnchor('7 4')).toThrow();
  });
  it('depth and order', () => {
    expect(ruleDepth('7.0')).toBe(2);
    expect(ruleDepth('7.4')).toBe(3);
    expect(ruleDepth('7.1.2')).toBe(4);
    expect(['2.10', '2.3.2', '2.3', 'sequence-of-play', '10.1', '2.5'].sort(compareRuleIds)).toEqual(['2.3', '2.3.2', '2.5', '2.10', '10.1', 'sequence-of-play']);
  });
  it('extracts <Rule> declarations and refs from MDX', () => {
    const mdx = `<Rule id="7.1" title="Bombardment" status="card">\n\ntext <RuleRef id="7.7" />\n\n</Rule>\n<Rule id="7.1.2" title="Range from a Hill" status="cited">\n`;
    expect(extractRules(mdx, 'combat')).toEqual([
      { id: '7.1', title: 'Bombardment', chapter: 'combat', status: 'card' },
      { id: '7.1.2', title: 'Range from a Hill', chapter: 'combat', status: 'cited' },
    ]);
    expect(extractRuleRefs(mdx)).toEqual(['7.7']);
    expect(() => extractRules('<Rule id="7.1">', 'x')).toThrow(/without id or title/);
    expect(() => extractRules('<Rule id="7 1" title="x">', 'x')).toThrow(/Invalid/);
  });
  it('reads status="absent" and the bare optional / inferred flags, set only when present', () => {
    const mdx = [
      '<Rule id="16.2" title="Initiating and Removing a Siege" status="absent">',
      '<Rule id="5.3.3" title="Appointment of an optional leader" optional>',
      '<Rule id="6.1.2" title="French Heavy Corps" inferred>',
      '<Rule id="9.6" title="Supply Depot as Rail Bypass" optional inferred status="full">',
    ].join('\n');
    expect(extractRules(mdx, 'c')).toEqual([
      { id: '16.2', title: 'Initiating and Removing a Siege', chapter: 'c', status: 'absent' },
      { id: '5.3.3', title: 'Appointment of an optional leader', chapter: 'c', status: 'full', optional: true },
      { id: '6.1.2', title: 'French Heavy Corps', chapter: 'c', status: 'full', inferred: true },
      { id: '9.6', title: 'Supply Depot as Rail Bypass', chapter: 'c', status: 'full', optional: true, inferred: true },
    ]);
    // a word inside a title is not a flag
    expect(extractRules('<Rule id="5.1" title="optional inferred">', 'c')[0]).not.toHaveProperty('optional');
    expect(() => extractRules('<Rule id="5.1" title="x" status="gone">', 'c')).toThrow(/Bad status/);
    expect(() => extractRules('<Rule id="5.1" title="x" optinal>', 'c')).toThrow(/Unknown bare attribute "optinal"/);
    expect(() => extractRules('<Rule id="5.1" title="x" optional="true">', 'c')).toThrow(/bare attribute/);
  });
  it('fails on duplicate ids', () => {
    const a = { id: '7.1', title: 'a', chapter: 'x', status: 'full' as const };
    expect(() => buildRegistry([a, { ...a, chapter: 'y' }])).toThrow(/Duplicate rule id 7.1/);
  });
  it('parses what players type in the jump box', () => {
    expect(parseRuleQuery('7.4')).toEqual(['7.4']);
    expect(parseRuleQuery(' 7.4 assault')).toEqual(['7.4']);
    expect(parseRuleQuery('rule 14')).toEqual(['14', '14.0']);
    expect(parseRuleQuery('§14.0')).toEqual(['14.0', '14']);
    expect(parseRuleQuery('assault')).toBeNull();
    const rules = [{ id: '14.0', title: 'Set-up', url: '/g/rules/setup/#r-14-0', status: 'card' as const }];
    expect(resolveRuleQuery('14', rules)?.id).toBe('14.0');
    expect(resolveRuleQuery('8.4', rules)).toBeNull();
    expect(resolveRuleQuery('cavalry', rules)).toBeUndefined();
  });
  it('reads a rule number however a player types it', () => {
    for (const q of ['7.4', '7,4', '7 4', 'r7.4', 'r 7.4', 'R 7.4', 'R7.4', 'rule 7.4', 'Rule 7.4', 'rules 7.4', 'r.7.4', '§7.4', '§ 7.4', '§§7.4', ' 7.4. ', '7.4 assault', '7 4 assault', 'rule 7.4: assault'])
      expect(parseRuleQuery(q), q).toEqual(['7.4']);
    expect(parseRuleQuery('7,4,2')).toEqual(['7.4.2']);
    expect(parseRuleQuery('7.4a')).toEqual(['7.4a']);
    expect(parseRuleQuery('7 assault')).toEqual(['7', '7.0']);
    for (const q of ['rally 7', 'road', '2d6', 'r', '', '§', 'rule']) expect(parseRuleQuery(q), q).toBeNull();
  });
  it('a chapter number opens the first rule of that chapter when there is no N.0', () => {
    const r = (id: string, chapter: string) => ({ id, title: id, url: `/g/rules/${chapter}/#r-${id.replace(/\./g, '-')}`, status: 'card' as const });
    // Death Ride's card: 7.1-7.7 with no 7.0, listed out of order on purpose
    const rules = [r('7.3', 'combat'), r('7.1.2', 'combat'), r('7.1', 'combat'), r('7.4', 'combat'), r('17.2', 'x'), r('4.0', 'command'), r('combat-eligibility', 'combat')];
    expect(resolveRuleQuery('7', rules)?.id).toBe('7.1');
    expect(resolveRuleQuery('7.0', rules)?.id).toBe('7.1');
    expect(resolveRuleQuery('rule 7', rules)?.url).toBe('/g/rules/combat/#r-7-1');
    expect(resolveRuleQuery('4', rules)?.id).toBe('4.0');
    expect(resolveRuleQuery('7 4', rules)?.id).toBe('7.4');
    // an unknown rule of a known chapter, and an unknown chapter, stay unknown
    expect(resolveRuleQuery('7.6', rules)).toBeNull();
    expect(resolveRuleQuery('1', rules)).toBeNull();
    expect(resolveRuleQuery('99', rules)).toBeNull();
  });
});

