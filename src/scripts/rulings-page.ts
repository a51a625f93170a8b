/**
 * Fills the "Our rulings" page: the device's rulings for the game, by rule number, each rule
 * with its title and a link (from the game's rules.json, the list the jump box reads too).
 */
import { KINDS, readRulings } from '../lib/rulings.ts';
import { applyMerge, exportRulings, parseRulingsFile, planMerge, writeRulings } from '../lib/rulings-file.ts';
import { gameOf, notify } from './rulings-view.ts';
import { fillRulings } from './rulings-fill.ts';

const game = gameOf();
const { rulings, notice } = readRulings(localStorage, game);
if (notice) notify(notice);

const $ = <T extends Element>(s: string) => document.querySelector<T>(s)!;
const fill = (list: Parameters<typeof fillRulings>[1]) => fillRulings(game, list, $<HTMLElement>('[data-rulings-page]'));
if (rulings.length) void fill(rulings);

$('[data-rulings-export]').addEventListener('click', () => {
  const list = readRulings(localStorage, game).rulings;
  if (!list.length) return notify('There are no rulings on this device to save yet.');
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([exportRulings(game, list)], { type: 'application/json' }));
  a.download = `rulings-${game}-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  notify(`${list.length} ${list.length === 1 ? 'ruling' : 'rulings'} saved as ${a.download}.`);
});

const fileInput = $<HTMLInputElement>('[data-rulings-import]');
const planBox = $<HTMLElement>('[data-rulings-plan]');
fileInput.addEventListener('change', async () => {
  const file = fileInput.files?.[0];
  planBox.replaceChildren();
  if (!file) return;
  const got = parseRulingsFile(await file.text(), game);
  fileInput.value = '';
  if (!got.ok) return notify(`${got.error} Nothing was changed.`);
  const have = readRulings(localStorage, game).rulings;
  const plan = planMerge(have, got.rulings);
  const p = (t: string) => Object.assign(document.createElement('p'), { textContent: t });
  const line = (t: string) => Object.assign(document.createElement('li'), { textContent: t });
  const h = document.createElement('h3');
  h.textContent = `This file adds ${plan.add.length}, replaces ${plan.replace.length}${plan.same ? ` (${plan.same} already here)` : ''}`;
  planBox.append(h);
  if (plan.add.length || plan.replace.length) {
    const ul = document.createElement('ul');
    ul.append(
      ...plan.add.map((r) => line(`Adds to ${r.rule}: ${KINDS[r.kind]}, “${r.text}”`)),
      ...plan.replace.map(({ old, next }) => line(`Replaces on ${next.rule}: “${old.text}” with “${next.text}”`)),
    );
    const ok = Object.assign(document.createElement('button'), { type: 'button', className: 'ruling-btn', textContent: 'Add them' });
    const no = Object.assign(document.createElement('button'), { type: 'button', className: 'ruling-btn', textContent: 'Cancel' });
    const acts = document.createElement('p');
    acts.className = 'ruling-actions';
    acts.append(ok, no);
    planBox.append(ul, acts);
    no.addEventListener('click', () => {
      planBox.replaceChildren();
      notify('Nothing was changed.');
    });
    ok.addEventListener('click', () => {
      const next = applyMerge(readRulings(localStorage, game).rulings, plan);
      if (!writeRulings(localStorage, game, next)) return notify('This browser keeps nothing (private mode or full storage): nothing was changed.');
      planBox.replaceChildren();
      void fill(next);
      notify(`Added ${plan.add.length} and replaced ${plan.replace.length} ${plan.add.length + plan.replace.length === 1 ? 'ruling' : 'rulings'}.`);
    });
    ok.focus();
  } else planBox.append(p('Nothing to add: every ruling in this file is already here.'));
});
