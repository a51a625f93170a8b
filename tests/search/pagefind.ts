// Pagefind's browser module (dist/<slug>/pagefind/pagefind.js) in node, on the built bundles: its
// fetches of site paths ("/death-ride/pagefind/...", any ?ts= dropped) read the files of dist/.
// The node question-set test and the unit tests search through it with src/lib/search.ts, as the
// browser does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openIndex, type PagefindInstance, type PagefindModule } from '../../src/lib/search.ts';

/** A fetch for Pagefind that reads site paths from `root`; every other URL goes to the real fetch. */
export function fileFetch(root: string) {
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/')) return real(input, init);
    try {
      return new Response(readFileSync(join(root, decodeURIComponent(url.split('?')[0]!))));
    } catch {
      return new Response('', { status: 404 });
    }
  }) as typeof fetch;
}

/** Opens games' bundles under `root` (a built dist/, or a test's own), the way the browser does. */
export async function pagefindIn(root: string, games: string[]): Promise<PagefindInstance> {
  fileFetch(root);
  const mod = (await import(pathToFileURL(join(root, games[0]!, 'pagefind', 'pagefind.js')).href)) as PagefindModule;
  return openIndex(mod, games);
}
