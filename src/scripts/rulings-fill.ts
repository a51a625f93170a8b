/**
 * The device's rulings for a game, by rule number, each rule under its title and a link (from the
 * game's rules.json, the list the jump box reads too): the "Our rulings" page and the printed aid.
 */
import { compareRuleIds, ruleFullName, type PublishedRule } from '../lib/rule-id.ts';
import type { Ruling } from '../lib/rulings.ts';
import { rulingItem } from './rulings-view.ts';

/** `heading`: the level of each rule's heading (h3 inside the aid's own section). */
export async function fillRulings(game: string, list: Ruling[], box: HTMLElement, heading: 'h2' | 'h3' = 'h2'): Promise<void> {
  const rules: PublishedRule[] = await fetch(`/${game}/rules.json`)
    .then((r) => r.json() as Promise<PublishedRule[]>)
    .catch(() => []);
  const byId = new Map(rules.map((r) => [r.id, r]));
  box.replaceChildren();
  const ids = [...new Set(list.map((r) => r.rule))].sort(compareRuleIds);
  for (const id of ids) {
    const rule = byId.get(id);
    const sec = document.createElement('section');
    sec.className = 'rulings-rule';
    sec.dataset.rule = id;
    const h = document.createElement(heading);
    if (rule) {
      const a = document.createElement('a');
      a.href = rule.url;
      a.textContent = ruleFullName(id, rule.title);
      h.append(a);
    } else h.textContent = `${id} (not a rule of this game)`;
    const ul = document.createElement('ul');
    ul.className = 'ruling-list';
    ul.append(...list.filter((r) => r.rule === id).map((r) => rulingItem(r, false)));
    sec.append(h, ul);
    box.append(sec);
  }
  box.parentElement?.querySelector('[data-rulings-empty]')?.remove();
}
