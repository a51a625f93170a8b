/**
 * Versioned persistence of player progress. Stored data is untrusted: a save
 * that does not parse, has another version or another schema is discarded
 * with a reason the UI can show, never thrown.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Envelope<T> {
  schema: string;
  version: number;
  savedAt: string;
  data: T;
}

export type LoadResult<T> =
  | { ok: true; data: T }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'corrupt' | 'outdated'; message: string };

export function save<T>(store: KeyValueStore, key: string, schema: string, version: number, data: T): boolean {
  const env: Envelope<T> = { schema, version, savedAt: new Date().toISOString(), data };
  try {
    store.setItem(key, JSON.stringify(env));
    return true;
  } catch {
    return false; // quota or private mode: progress simply is not kept
  }
}

export function load<T>(
  store: KeyValueStore,
  key: string,
  schema: string,
  version: number,
  check: (data: unknown) => data is T,
): LoadResult<T> {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return { ok: false, reason: 'none' };
  }
  if (raw === null) return { ok: false, reason: 'none' };
  let env: unknown;
  try {
    env = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'corrupt', message: 'The saved progress could not be read and was discarded.' };
  }
  if (!env || typeof env !== 'object') {
    return { ok: false, reason: 'corrupt', message: 'The saved progress could not be read and was discarded.' };
  }
  const e = env as Partial<Envelope<unknown>>;
  if (e.schema !== schema) {
    return { ok: false, reason: 'corrupt', message: 'The saved progress belongs to something else and was discarded.' };
  }
  if (e.version !== version) {
    return {
      ok: false,
      reason: 'outdated',
      message: `The saved progress was made by an older version of this checklist (v${String(e.version)}, now v${version}) and was discarded.`,
    };
  }
  if (!check(e.data)) {
    return { ok: false, reason: 'corrupt', message: 'The saved progress was damaged and was discarded.' };
  }
  return { ok: true, data: e.data };
}

/** A store in memory, for tests and for browsers that refuse localStorage. */
export function memoryStore(): KeyValueStore & { dump(): Record<string, string> } {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    dump: () => Object.fromEntries(m),
  };
}
