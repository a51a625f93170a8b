/**
 * "Referenced by": what points at each rule of a game, built at build time from
 * the sources the content tests check every id against: the chapters' <RuleRef>s
 * (inside which <Rule>), the checklist steps' rules (as the sequence-of-play page
 * lists them) and the calculators' rules and field rules. Build-time only: it reads
 * the games' machines and calculator definitions, which no rules page ships.
 */
import { compareRuleIds } from './rule-id.ts';
import { citedRules, type CalculatorDef } from './calculator.ts';
import { needWords } from './words.ts';
import { sequenceOutline, type ChecklistModule, type EventLabels, type StepTexts } from './checklist.ts';
import { refIds, ruleBlocks, stepAnchor } from './rule-reader.ts';

/** A place that cites a rule: a checklist step or a calculator. */
export interface Citer {
  /** step: its anchor on the sequence page; calculator: its id */
  id: string;
  title: string;
  rules: string[];
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

export interface Backlinks {
  /** other rules whose text cross-references this one */
  rules: string[];
  steps: { id: string; title: string }[];
  calculators: { id: string; title: string }[];
}

/**
 * Who points at each rule: the rules whose text holds a <RuleRef> to it (a rule
 * citing itself does not count), the checklist steps and the calculators citing it.
 * Only ids of `known` get an entry; a citation of an unknown id is the content
 * tests' business (they fail on it), not this index's.
 */
export function buildBacklinks(chapters: string[], steps: Citer[], calculators: Citer[], known: Iterable<string>): Map<string, Backlinks> {
  const map = new Map<string, Backlinks>();
  for (const id of known) map.set(id, { rules: [], steps: [], calculators: [] });
  for (const mdx of chapters)
    for (const b of ruleBlocks(mdx))
      for (const target of refIds(b.body)) {
        const e = map.get(target);
        if (e && target !== b.id && !e.rules.includes(b.id)) e.rules.push(b.id);
      }
  const add = (list: Citer[], key: 'steps' | 'calculators') => {
    for (const c of list)
      for (const r of unique(c.rules)) {
        const e = map.get(r);
        if (e && !e[key].some((x) => x.id === c.id)) e[key].push({ id: c.id, title: c.title });
      }
  };
  add(steps, 'steps');
  add(calculators, 'calculators');
  for (const e of map.values()) e.rules.sort(compareRuleIds);
  return map;
}

/** Every step of a checklist as a citer: its anchor on the sequence page, its title, its rules and its roll fields' rules. */
export function stepCiters(mod: ChecklistModule | undefined, labels: EventLabels, texts: StepTexts): Citer[] {
  if (!mod) return [];
  return sequenceOutline(mod.machine, labels, texts, mod.options).map((s) => ({
    id: stepAnchor(s.id),
    title: s.meta.title,
    rules: [...s.meta.rules, ...(s.meta.roll?.fields ?? []).flatMap((f) => f.rules ?? [])],
  }));
}

/** Every calculator as a citer: its rules and its fields' rules. */
export const calculatorCiters = (defs: CalculatorDef[]): Citer[] => defs.map((c) => ({ id: c.id, title: needWords(c.title, `calculator ${c.id}`), rules: citedRules(c) }));
