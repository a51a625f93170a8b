/**
 * Mounts a Preact component into each element of the page marked
 * `data-island="<name>"`, with the JSON props in its `data-props`. The pages
 * with islands (calculator, checklist, chart editor) call it from their own
 * bundled <script>. It replaces Astro's `client:load`: Astro's island element
 * and its renderer cost every island page about 2.5 KB gzipped (the custom
 * element's inline script, its loader and the Preact renderer) for what these
 * few lines do; the server already renders the words around each island.
 * `data-mounted` tells tests and styles that the island is live.
 */
import { h, hydrate, render, type ComponentType } from 'preact';

/** `data-ssr` on the element: the page holds the component's own server rendering, which is hydrated rather than replaced. */
export function mount<P>(name: string, component: ComponentType<P>): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const vnode = h(component as ComponentType<object>, JSON.parse(el.dataset.props ?? '{}') as object);
    if (el.hasAttribute('data-ssr')) hydrate(vnode, el);
    else render(vnode, el);
    el.dataset.mounted = '';
  }
}
