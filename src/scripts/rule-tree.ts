/**
 * The rule jump's subtree view, on chapter pages only: ".../rules/fire/?tree=8.1#r-8-1"
 * (what "8.1." or a chapter number typed in the jump box opens) marks the rule and every
 * sub-rule, all on this page (a content test checks that every subtree lies in one
 * chapter), and says so under the rule's heading, so the heading the browser scrolled to
 * stays where it is. Chapter pages only (not site.ts: island pages, at their budgets, never need it),
 * written into the page by Astro since it imports nothing that another script shares.
 */
import { inSubtree } from '../lib/rule-reader.ts';

const tree = new URLSearchParams(location.search).get('tree');
if (tree) {
  const marked = [...document.querySelectorAll<HTMLElement>('section.rule[data-rule]')].filter((s) => inSubtree(tree, s.dataset.rule!));
  marked.forEach((s) => s.classList.add('in-tree'));
  const note = document.createElement('p');
  note.className = 'notice tree-note';
  note.textContent = `${tree.includes('.') ? `Rule ${tree} with its sub-rules` : `Chapter ${tree}`}: ${marked.length} ${marked.length === 1 ? 'rule' : 'rules'}, marked by the bar at their left.`;
  marked[0]?.firstElementChild?.after(note);
}

// The rule reader from the keyboard: a "?" button reached with Tab shows its definition at once
// (a tap opens it through popovertarget; :focus-visible is false then). Its buttons only show
// (popovertargetaction="show"), so Enter on a shown one keeps it; Escape closes it and puts
// focus back on the button, which must not open it again.
let escaped = false;
document.addEventListener('keydown', (e) => (escaped = e.key === 'Escape'));
document.addEventListener('focusin', (e) => {
  const b = e.target as HTMLElement;
  if (!escaped && b.matches?.('.peek:focus-visible')) document.getElementById(b.getAttribute('popovertarget')!)?.showPopover?.();
  escaped = false;
});
