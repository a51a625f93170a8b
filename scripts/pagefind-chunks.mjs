// Smaller word-index chunks for a Pagefind bundle (used by scripts/search-index.mjs after Pagefind
// writes each game's bundle).
//
// Why: Pagefind splits a bundle's word index into chunks of about 20,000 word positions, a size it
// does not let us set (pagefind/src/index/mod.rs: `chunk_index(word_map, 20000)`, "TODO: Parameterize
// these chunk sizes"). A game's index is 4 to 6 such chunks of about 22 KB, and a search fetches the
// chunk of every word it asks for: a question of six words touches nearly every chunk, so a player's
// first sentence fetched the whole index (up to 225 KB for the first search in all). Cut into chunks
// of UNITS positions, a search fetches only about as many bytes as its words need.
//
// How: the bundle's files are Pagefind's own format, gzipped "pagefind_dcd" + CBOR (minicbor: definite
// lengths, smallest integer forms). The word chunks are read in order, their words (already sorted)
// cut again, and written under new content-hash names; the metadata's chunk list (from, to, hash) is
// rewritten the way Pagefind writes it (each boundary the shortest prefixes that tell the two sides
// apart) and saved under a new name, which pagefind-entry.json then points to. Nothing else changes:
// every word keeps every page and position it had. Every file is decoded and encoded back before
// anything is written, and a file that does not come back byte for byte (a Pagefind version that
// writes something else) stops the build rather than produce a bundle Pagefind cannot read.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/** Word positions (plus one per page a word is on, as Pagefind counts) in a chunk we write. */
export const UNITS = 2500;

const HEAD = Buffer.from('pagefind_dcd');

/** CBOR (RFC 8949) as minicbor writes it: unsigned and negative integers, text, bytes, arrays, maps, booleans, null. */
export function decode(buf) {
  let i = 0;
  const arg = (info) => {
    if (info < 24) return info;
    if (info === 24) return buf[i++];
    if (info === 25) return (i += 2), buf.readUInt16BE(i - 2);
    if (info === 26) return (i += 4), buf.readUInt32BE(i - 4);
    if (info === 27) return (i += 8), Number(buf.readBigUInt64BE(i - 8));
    throw new Error(`CBOR: indefinite or reserved length (${info}) at ${i}`);
  };
  const item = () => {
    const b = buf[i++];
    const major = b >> 5;
    const info = b & 31;
    if (major === 7) {
      if (info === 20 || info === 21) return info === 21;
      if (info === 22) return null;
      throw new Error(`CBOR: simple value ${info} at ${i - 1}`);
    }
    const n = arg(info);
    if (major === 0) return n;
    if (major === 1) return -1 - n;
    if (major === 2) return { bytes: Buffer.from(buf.subarray(i, (i += n))) };
    if (major === 3) return buf.toString('utf8', i, (i += n));
    if (major === 4) return Array.from({ length: n }, item);
    if (major === 5) return new Map(Array.from({ length: n }, () => [item(), item()]));
    throw new Error(`CBOR: major type ${major} at ${i - 1}`);
  };
  const v = item();
  if (i !== buf.length) throw new Error(`CBOR: ${buf.length - i} bytes after the value`);
  return v;
}

export function encode(value) {
  const out = [];
  const head = (major, n) => {
    if (n < 24) out.push(Buffer.from([(major << 5) | n]));
    else if (n < 0x100) out.push(Buffer.from([(major << 5) | 24, n]));
    else if (n < 0x10000) out.push(Buffer.from([(major << 5) | 25, n >> 8, n & 255]));
    else if (n < 0x100000000) {
      const b = Buffer.alloc(5);
      b[0] = (major << 5) | 26;
      b.writeUInt32BE(n, 1);
      out.push(b);
    } else {
      const b = Buffer.alloc(9);
      b[0] = (major << 5) | 27;
      b.writeBigUInt64BE(BigInt(n), 1);
      out.push(b);
    }
  };
  const item = (v) => {
    if (v === null) out.push(Buffer.from([0xf6]));
    else if (typeof v === 'boolean') out.push(Buffer.from([v ? 0xf5 : 0xf4]));
    else if (typeof v === 'number') {
      if (!Number.isSafeInteger(v)) throw new Error(`CBOR: not an integer: ${v}`);
      if (v >= 0) head(0, v);
      else head(1, -1 - v);
    } else if (typeof v === 'string') {
      const b = Buffer.from(v, 'utf8');
      head(3, b.length);
      out.push(b);
    } else if (Array.isArray(v)) {
      head(4, v.length);
      v.forEach(item);
    } else if (v instanceof Map) {
      head(5, v.size);
      for (const [k, x] of v) item(k), item(x);
    } else if (v && Buffer.isBuffer(v.bytes)) {
      head(2, v.bytes.length);
      out.push(v.bytes);
    } else throw new Error(`CBOR: cannot encode ${typeof v}`);
  };
  item(value);
  return Buffer.concat(out);
}

/** A Pagefind file's value, after checking it encodes back to the very same bytes. */
function readFile(path) {
  const raw = gunzipSync(readFileSync(path));
  if (!raw.subarray(0, HEAD.length).equals(HEAD)) throw new Error(`${path}: not a Pagefind file (no pagefind_dcd header)`);
  const body = raw.subarray(HEAD.length);
  const v = decode(body);
  if (!encode(v).equals(body)) throw new Error(`${path}: Pagefind's encoding is not the one this script writes back (Pagefind upgraded?)`);
  return v;
}

const pack = (v) => gzipSync(Buffer.concat([HEAD, encode(v)]), { level: 9 });

/** Pagefind's chunk names: the language, then the shortest prefix of the content's hash no other chunk has. */
function names(lang, bodies, length) {
  const taken = new Set();
  return bodies.map((b) => {
    const hash = createHash('sha1').update(b).digest('hex');
    let n = length;
    while (taken.has(hash.slice(0, n))) n++;
    taken.add(hash.slice(0, n));
    return `${lang}_${hash.slice(0, n)}`;
  });
}

const units = (word) => word[1].reduce((n, page) => n + page[1].length + 1, 0);

/** How many leading characters two words share. */
const shared = (a, b) => {
  const x = [...a];
  const y = [...b];
  let k = 0;
  while (k < x.length && k < y.length && x[k] === y[k]) k++;
  return k;
};

/**
 * The words of a game cut into runs of about `size` units (half to twice it; a single word may be
 * more). A word typed as the start of longer ones ("demoral") is looked up in one chunk only, so a run
 * ends where the next word shares the fewest leading letters with its last (between "hexes" and
 * "hold", not between "demoralised" and "demoralized"), nearest the size among equals: the cuts then
 * split no family of words, only the shortest prefixes.
 */
export function cut(words, size = UNITS) {
  const chunks = [];
  let start = 0;
  while (start < words.length) {
    let end = start + 1;
    let best = [Infinity, Infinity];
    let n = units(words[start]);
    for (let j = start + 1; n <= 2 * size; j++) {
      if (n >= size / 2 || j === words.length) {
        const score = [j === words.length ? -1 : shared(words[j - 1][0], words[j][0]), Math.abs(n - size)];
        if (score[0] < best[0] || (score[0] === best[0] && score[1] < best[1])) (best = score), (end = j);
      }
      if (j === words.length) break;
      n += units(words[j]);
    }
    chunks.push(words.slice(start, end));
    start = end;
  }
  return chunks;
}

/** Pagefind's boundaries (chunk_meta, get_prefixes): each side of a cut the shortest prefix that tells them apart. */
export function bounds(chunks) {
  const out = chunks.map((c) => ({ from: c[0][0], to: c.at(-1)[0] }));
  for (let k = 0; k + 1 < out.length; k++) {
    const a = [...out[k].to];
    const b = [...out[k + 1].from];
    let same = 0;
    while (same < a.length && same < b.length && a[same] === b[same]) same++;
    out[k].to = a.slice(0, same + 1).join('');
    out[k + 1].from = b.slice(0, same + 1).join('');
  }
  return out;
}

/** Re-cuts the word index of the Pagefind bundle in `dir`; returns the number of chunks before and after. */
export function rechunk(dir, size = UNITS) {
  const entryPath = join(dir, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryPath, 'utf8'));
  let before = 0;
  let after = 0;
  for (const lang of Object.values(entry.languages)) {
    const metaPath = join(dir, `pagefind.${lang.hash}.pf_meta`);
    const meta = readFile(metaPath);
    // [version, pages, index chunks [from, to, hash], filters, sorts, meta fields]
    const list = meta[2];
    if (!Array.isArray(list) || !list.every((c) => Array.isArray(c) && c.length === 3 && c.every((s) => typeof s === 'string')))
      throw new Error(`${metaPath}: no chunk list where Pagefind ${meta[0]} had it`);
    const prefix = lang.hash.split('_')[0];
    const words = [];
    for (const [, , hash] of list) {
      const chunk = readFile(join(dir, 'index', `${hash}.pf_index`));
      if (!Array.isArray(chunk) || chunk.length !== 1 || !Array.isArray(chunk[0])) throw new Error(`index/${hash}.pf_index: not a list of words`);
      words.push(...chunk[0]);
    }
    for (let k = 1; k < words.length; k++)
      if (Buffer.compare(Buffer.from(words[k - 1][0]), Buffer.from(words[k][0])) >= 0) throw new Error(`${dir}: words out of order at ${words[k][0]}`);
    const chunks = cut(words, size);
    const bodies = chunks.map((c) => pack([c]));
    const hashes = names(prefix, bodies, 7);
    for (const [, , hash] of list) rmSync(join(dir, 'index', `${hash}.pf_index`));
    bodies.forEach((b, k) => writeFileSync(join(dir, 'index', `${hashes[k]}.pf_index`), b));
    meta[2] = bounds(chunks).map((b, k) => [b.from, b.to, hashes[k]]);
    const metaBody = pack(meta);
    const [metaHash] = names(prefix, [metaBody], 10);
    rmSync(metaPath);
    writeFileSync(join(dir, `pagefind.${metaHash}.pf_meta`), metaBody);
    lang.hash = metaHash;
    before += list.length;
    after += chunks.length;
  }
  writeFileSync(entryPath, JSON.stringify(entry));
  return { before, after };
}
