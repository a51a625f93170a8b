/**
 * The rules pages' rulings script: shows the rulings this device keeps for the game under
 * their rules, and loads the editor (rulings-edit.ts) only when a player first asks to add,
 * edit or delete one.
 */
import { readRulings } from '../lib/rulings.ts';
import { gameOf, notify, showRulings } from './rulings-view.ts';

const game = gameOf();
const { rulings, notice } = readRulings(localStorage, game);
showRulings(rulings);
if (notice) notify(notice);

const editor = () => import('./rulings-edit.ts');
document.addEventListener('click', (e) => {
  const b = (e.target as HTMLElement).closest<HTMLElement>('[data-ruling-add], [data-ruling-action]');
  if (b) void editor().then((m) => m.act(game, b));
});
