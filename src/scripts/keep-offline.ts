/**
 * The hub's "Keep this game offline" control (hub pages only; plain script, no island). The game's
 * file list and size come from dist/<slug>/offline.json (scripts/offline.mjs); the service worker
 * (scripts/sw-games.js) stores them in the cache `adc-game-<slug>` and reports progress on a
 * MessagePort. Removing deletes that cache; localStorage (checklist places, charts) is not touched.
 */
type Manifest = { game: string; bytes: number; files: unknown[] };
const box = document.querySelector<HTMLElement>('[data-keep]');
if (box) void setup(box);

function mb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

async function setup(box: HTMLElement) {
  const slug = box.dataset.game!;
  const status = box.querySelector<HTMLElement>('[data-keep-status]')!;
  const bar = box.querySelector<HTMLProgressElement>('progress')!;
  const keep = box.querySelector<HTMLButtonElement>('[data-keep-add]')!;
  const drop = box.querySelector<HTMLButtonElement>('[data-keep-remove]')!;
  const name = `adc-game-${slug}`;
  const metaUrl = `/${slug}/offline.json`;
  const cs = self.caches;
  if (!navigator.serviceWorker || !cs) {
    status.textContent = 'This browser cannot keep pages for offline use here.';
    keep.hidden = true;
    return;
  }
  const show = (kept: Manifest | null, m: Manifest | null) => {
    bar.hidden = true;
    keep.hidden = !!kept;
    drop.hidden = !kept;
    keep.disabled = false;
    status.textContent = kept
      ? `Ready offline: every page of this game, its calculators, checklist and search are stored on this device (${mb(kept.bytes)}).`
      : m
        ? `Store every page of this game on this device (${m.files.length} files, ${mb(m.bytes)}) to use it without a connection.`
        : 'The size of this game could not be read; keeping it offline needs a connection.';
  };
  const stored = async (): Promise<Manifest | null> => {
    const r = await cs.match(metaUrl, { cacheName: name });
    return r ? ((await r.json()) as Manifest) : null;
  };
  let manifest: Manifest | null = null;
  try {
    const r = await fetch(metaUrl);
    if (r.ok) manifest = (await r.json()) as Manifest;
  } catch {
    /* offline and not kept: the message says so */
  }
  show(await stored(), manifest);

  keep.addEventListener('click', async () => {
    keep.disabled = true;
    bar.hidden = false;
    bar.removeAttribute('value');
    status.textContent = 'Preparing to store this game…';
    const reg = await navigator.serviceWorker.ready;
    let said = -1;
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = async (e: MessageEvent<{ done?: number; total?: number; ready?: boolean; error?: string }>) => {
      const d = e.data;
      if (d.error) {
        show(await stored(), manifest);
        status.textContent = `Could not store this game (${d.error}). Try again with a connection.`;
      } else if (d.ready) {
        show(await stored(), manifest);
        drop.focus(); // the button pressed is gone: focus its counterpart
      }
      else if (d.total) {
        bar.max = d.total;
        bar.value = d.done ?? 0;
        // the bar moves with every file; the words (read out by screen readers) every tenth
        const tenth = Math.floor((10 * (d.done ?? 0)) / d.total);
        if (tenth !== said) status.textContent = `Storing this game: ${mb(d.done ?? 0)} of ${mb(d.total)}…`;
        said = tenth;
      }
    };
    reg.active!.postMessage({ keep: slug }, [port2]);
  });
  drop.addEventListener('click', async () => {
    await cs.delete(name);
    show(null, manifest);
    status.textContent = `Removed from this device. ${status.textContent}`;
    keep.focus();
  });
}
