/**
 * The printed aid's "Our rulings": shown only when this device keeps rulings for the game; the code
 * that lists them loads only then.
 */
import { readRulings } from '../lib/rulings.ts';

const game = location.pathname.split('/')[1] ?? '';
const { rulings } = readRulings(localStorage, game);
const section = document.querySelector<HTMLElement>('[data-aid-rulings]');
if (rulings.length && section) {
  section.hidden = false;
  void import('./rulings-fill.ts').then((m) => m.fillRulings(game, rulings, section.querySelector<HTMLElement>('[data-rulings-page]')!, 'h3'));
}
