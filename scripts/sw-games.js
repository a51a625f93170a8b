// Games kept offline: the part of the service worker Workbox does not write. scripts/offline.mjs
// copies this file to dist/ under its content hash and has the generated dist/sw.js import it.
//   - A game is kept in its own cache, `adc-game-<slug>`: every file of dist/<slug>/offline.json,
//     then that manifest itself, last, so its presence means the game is complete.
//   - The hub page asks for it with postMessage({ keep: slug }) and a MessagePort, on which this
//     answers { done, total } as files arrive, then { ready, bytes } or { error }.
//   - Every Workbox route reads kept games first when it reads a cache (self.adcKept, a plugin in
//     sw.js), with the query string ignored (calculators keep their inputs there).
//   - A new deployment installs a new sw.js; once it is active, each kept game whose manifest
//     changed is brought up to date in the background (changed files fetched, removed ones
//     deleted) and the open pages are told once. Caches of older workers' names are deleted.
//     localStorage (checklist places, players' charts) is not the worker's to touch, and it never does.
/* eslint-env serviceworker */
const GAME = 'adc-game-';
const CURRENT = new Set(['adc-pages', 'adc-assets', 'adc-data']);
const metaUrl = (slug) => `/${slug}/offline.json`;

self.adcKept = async (request) => {
  const url = new URL(request.url);
  if (url.origin !== location.origin) return undefined;
  for (const name of await caches.keys()) {
    if (!name.startsWith(GAME)) continue;
    const hit = await caches.match(url.pathname, { cacheName: name, ignoreSearch: true });
    if (hit) return hit;
  }
  return undefined;
};

async function getManifest(slug) {
  const r = await fetch(metaUrl(slug), { cache: 'no-cache' });
  if (r.status === 404) return null;
  if (!r.ok) throw new Error(`${metaUrl(slug)}: HTTP ${r.status}`);
  return r.json();
}

/** Stores (or brings up to date) one game; `say` gets the progress. */
async function store(slug, next, say = () => {}) {
  const cache = await caches.open(GAME + slug);
  const oldRes = await cache.match(metaUrl(slug));
  const old = oldRes ? await oldRes.json().catch(() => null) : null;
  const had = new Map((old?.files ?? []).map(([u, rev]) => [u, rev]));
  const todo = next.files.filter(([u, rev]) => had.get(u) !== rev);
  let done = next.bytes - todo.reduce((n, f) => n + f[2], 0);
  say({ done, total: next.bytes });
  let i = 0;
  const worker = async () => {
    while (i < todo.length) {
      const [url, , size] = todo[i++];
      const r = await fetch(url, { cache: 'no-cache' });
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      await cache.put(url, r);
      done += size;
      say({ done, total: next.bytes });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const now = new Set(next.files.map((f) => f[0]));
  for (const u of had.keys()) if (!now.has(u)) await cache.delete(u);
  await cache.put(metaUrl(slug), new Response(JSON.stringify(next), { headers: { 'Content-Type': 'application/json' } }));
}

self.addEventListener('message', (e) => {
  const port = e.ports[0];
  const slug = e.data?.keep;
  if (!port || typeof slug !== 'string' || !/^[a-z0-9-]+$/.test(slug)) return;
  const say = (m) => port.postMessage(m);
  e.waitUntil(
    (async () => {
      try {
        const next = await getManifest(slug);
        if (!next) throw new Error('this game has no offline manifest');
        await store(slug, next, say);
        say({ ready: true, bytes: next.bytes });
      } catch (err) {
        say({ error: String(err?.message ?? err) });
      }
    })(),
  );
});

// After a new deployment: bring every kept game up to date, once, without holding up any page.
let refreshing = null;
async function refreshKept() {
  let n = 0;
  for (const name of await caches.keys()) {
    if (!name.startsWith(GAME)) continue;
    const slug = name.slice(GAME.length);
    try {
      const had = await caches.match(metaUrl(slug), { cacheName: name });
      const old = had ? await had.json() : null;
      const next = await getManifest(slug);
      if (!next) {
        await caches.delete(name); // the game is no longer published
        continue;
      }
      if (old?.build === next.build) continue;
      await store(slug, next);
      n++;
    } catch {
      // offline or a failed fetch: the kept copy stays as it was, and the next new worker tries again
    }
  }
  if (n === 0) return;
  const text = `Updated to the site's new version: ${n === 1 ? 'the game' : `${n} games`} you keep offline.`;
  for (const c of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) c.postMessage(text);
}

self.addEventListener('activate', (e) => {
  // caches this worker does not use (older names); Workbox removes outdated precaches itself
  e.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((n) => n.startsWith('adc-') && !n.startsWith(GAME) && !n.startsWith('adc-precache') && !CURRENT.has(n)).map((n) => caches.delete(n))),
    ),
  );
  // not inside waitUntil: pages' requests wait for activation, and this may take a while
  refreshing = refreshKept().finally(() => (refreshing = null));
});
// any event while the refresh runs keeps the worker alive until it ends
self.addEventListener('fetch', (e) => {
  if (refreshing) e.waitUntil(refreshing);
});
