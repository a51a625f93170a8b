/**
 * Fills the "Our rulings" page: the device's rulings for the game, by rule number, each rule
 * with its title and a link (from the game's rules.json, the list the jump box reads too).
 */
import { compareRuleIds, ruleFullName, type PublishedRule } from '../lib/rule-id.ts';
import { readRulings, type Ruling } from '../lib/rulings.ts';
import { gameOf, notify, rulingItem } from './rulings-view.ts';

const game = gameOf();
const { rulings, notice } = readRulings(localStorage, game);
if (notice) notify(notice);
if (rulings.length) void fill(rulings);

async function fill(list: Ruling[]) {
  const rules: PublishedRule[] = await fetch(`/${game}/rules.json`)
    .then((r) => r.json() as Promise<PublishedRule[]>)
    .catch(() => []);
  const byId = new Map(rules.map((r) => [r.id, r]));
  const box = document.querySelector<HTMLElement>('[data-rulings-page]')!;
  const ids = [...new Set(list.map((r) => r.rule))].sort(compareRuleIds);
  for (const id of ids) {
    const rule = byId.get(id);
    const sec = document.createElement('section');
    sec.className = 'rulings-rule';
    sec.dataset.rule = id;
    const h = document.createElement('h2');
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
  document.querySelector('[data-rulings-empty]')?.remove();
}
