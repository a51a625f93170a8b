// Serves the built site (dist/) with no dependencies.
// Usage: node scripts/serve.mjs [--port 4321] [--check]
//   PORT=4322          another port (--port wins over it)
//   HOST=0.0.0.0       serve on the local network too, and print the addresses a phone can type
//   --check            only see whether the port is free: `npm start` runs it before building, so a busy
//                      port is answered at once in one line instead of after a minute of building
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.env.DIST ?? 'dist');
const argPort = process.argv.indexOf('--port');
const port = Number(argPort > -1 ? process.argv[argPort + 1] : (process.env.PORT ?? 4321));
const host = process.env.HOST || '127.0.0.1';
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

async function resolveFile(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, clean);
  if (!file.startsWith(root)) return null;
  try {
    const s = await stat(file);
    if (s.isDirectory()) file = join(file, 'index.html');
    await stat(file);
    return file;
  } catch {
    try {
      await stat(`${file}.html`);
      return `${file}.html`;
    } catch {
      return null;
    }
  }
}

/** Every host that listens on all interfaces, rather than on one address. */
const ALL = new Set(['0.0.0.0', '::']);

/**
 * The addresses a phone on the same network can type to reach a server listening on every interface:
 * each IPv4 address of this computer that is not its loopback (a phone's browser takes these more
 * readily than IPv6 ones). `interfaces` is what os.networkInterfaces() returns.
 */
export function lanUrls(interfaces, p) {
  const out = [];
  for (const list of Object.values(interfaces)) {
    for (const a of list ?? []) if ((a.family === 'IPv4' || a.family === 4) && !a.internal) out.push(`http://${a.address}:${p}/`);
  }
  return [...new Set(out)];
}

/** What the server prints once it listens: where to open the site, on this computer and on a phone. */
export function servingMessage(h, p, interfaces = networkInterfaces()) {
  const local = `http://localhost:${p}/`;
  if (['127.0.0.1', 'localhost', '::1'].includes(h)) {
    return [`Aide-de-camp is served at ${local} (Ctrl+C to stop)`, '  to open it on a phone on the same network as well: HOST=0.0.0.0 npm start'];
  }
  if (!ALL.has(h)) return [`Aide-de-camp is served at http://${h.includes(':') ? `[${h}]` : h}:${p}/ (Ctrl+C to stop)`];
  const lan = lanUrls(interfaces, p);
  return [
    `Aide-de-camp is served at ${local} on this computer (Ctrl+C to stop)`,
    ...(lan.length
      ? lan.map((u) => `  on a phone or tablet on the same network, type: ${u}`)
      : ['  this computer has no network address besides its own (is it on the Wi-Fi?)']),
  ];
}

/** The one line a busy port gets, with what to do about it. */
export const busyMessage = (h, p) =>
  `Port ${p} is already in use on ${h} (another copy of the site, or another program): stop it, or choose another port, e.g. PORT=${p + 1} npm start`;

/** Resolves when host:port can be listened on; rejects with the listen error (EADDRINUSE, EACCES...) otherwise. */
export function portFree(p, h = host) {
  return new Promise((ok, fail) => {
    const probe = createTcpServer();
    probe.once('error', fail);
    probe.listen(p, h, () => probe.close(() => ok()));
  });
}

export function startServer(p = port, h = '127.0.0.1') {
  const server = createServer(async (req, res) => {
    // one bad request must never stop the server: a path it cannot decode is the client's error (400),
    // anything else that goes wrong answers 500 and the next request is served as usual
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file;
      try {
        file = await resolveFile(url.pathname);
      } catch (e) {
        if (!(e instanceof URIError)) throw e;
        res.writeHead(400, { 'Content-Type': types['.txt'] });
        res.end('Bad request: the path is not valid percent-encoding.');
        return;
      }
      if (!file) {
        const body = await readFile(join(root, '404.html')).catch(() => 'Not found');
        res.writeHead(404, { 'Content-Type': types['.html'] });
        res.end(body);
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
      res.end(body);
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': types['.txt'] });
      res.end('Server error.');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(p, h, () => {
      server.off('error', fail);
      ok(server);
    });
  });
}

/** A listen error a user can act on, as one line; anything else stays a stack trace. */
function explain(e) {
  if (e?.code === 'EADDRINUSE') return busyMessage(host, port);
  if (e?.code === 'EACCES') return `Port ${port} on ${host} needs more rights than this user has: choose a port above 1023, e.g. PORT=4321 npm start`;
  if (e?.code === 'EADDRNOTAVAIL' || e?.code === 'ENOTFOUND') return `HOST=${host} is not an address of this computer: use HOST=0.0.0.0 to serve on every network it is on`;
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    if (process.argv.includes('--check')) await portFree(port, host);
    else for (const line of servingMessage(host, (await startServer(port, host)).address().port)) console.log(line);
  } catch (e) {
    const line = explain(e);
    if (!line) throw e;
    console.error(line);
    process.exit(1);
  }
}
