/**
 * The rules pages' rulings script: shows the rulings this device keeps for the game under
 * their rules, and loads the editor (rulings-edit.ts) only when a player first asks to add,
 * edit, delete or send one, or opens a link that carries a ruling.
 */
import { readRulings } from '../lib/rulings.ts';
import { gameOf, notify, showRulings } from './rulings-view.ts';

const game = gameOf();
const { rulings, notice } = readRulings(localStorage, game);
showRulings(rulings);
if (notice) notify(notice);

const editor = () => import('./rulings-edit.ts');
const sent = new URLSearchParams(location.search).get('ruling');
if (sent) void editor().then((m) => m.receive(game, sent));
document.addEventListener('click', (e) => {
  const b = (e.target as HTMLElement).closest<HTMLElement>('[data-ruling-add], [data-ruling-action]');
  if (b) void editor().then((m) => m.act(game, b));
});
