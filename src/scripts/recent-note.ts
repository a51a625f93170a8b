/**
 * Chapter pages: notes the rule a player opens (the page's anchor on arrival, then every jump
 * within the page) in the game's "Recently looked up" list, which the jump box shows
 * (recent-panel.ts).
 */
import { noteRecent } from '../lib/recent.ts';
import { gameOf } from './rulings-view.ts';

const game = gameOf();

function noteOpened() {
  let target: HTMLElement | null = null;
  try {
    target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  } catch {
    return; // a malformed hash names no rule
  }
  const rule = target?.closest<HTMLElement>('section.rule[data-rule]');
  const head = rule?.firstElementChild;
  if (!rule || !head?.id) return;
  const title = head.querySelector(':scope > span:not(.rule-num)')?.textContent?.trim();
  try {
    if (title) noteRecent(localStorage, game, { id: rule.dataset.rule!, title, url: `${location.pathname}#${head.id}` });
  } catch {
    /* no storage (private mode, blocked): nothing is kept */
  }
}
noteOpened();
addEventListener('hashchange', noteOpened);
