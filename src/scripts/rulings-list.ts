/**
 * The game's rules list (/<game>/rules/): marks each rule this device holds a ruling on.
 */
import { readRulings } from '../lib/rulings.ts';

const { rulings } = readRulings(localStorage, location.pathname.split('/')[1] ?? '');
const count = new Map<string, number>();
for (const r of rulings) count.set(r.rule, (count.get(r.rule) ?? 0) + 1);
for (const li of document.querySelectorAll<HTMLElement>('li[data-rule]')) {
  const n = count.get(li.dataset.rule!);
  if (!n) continue;
  const s = document.createElement('span');
  s.className = 'rule-list-mark';
  s.textContent = ` · ${n === 1 ? 'our ruling' : `${n} of our rulings`}`;
  li.append(s);
}
