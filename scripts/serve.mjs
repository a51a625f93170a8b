// Serves the built site (dist/) on localhost with no dependencies.
// Usage: node scripts/serve.mjs [--port 4321]; PORT also works.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.env.DIST ?? 'dist');
const argPort = process.argv.indexOf('--port');
const port = Number(argPort > -1 ? process.argv[argPort + 1] : (process.env.PORT ?? 4321));
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

export function startServer(p = port) {
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
  return new Promise((ok) => server.listen(p, '127.0.0.1', () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startServer();
  console.log(`Aide-de-camp is served at http://localhost:${port}/ (Ctrl+C to stop)`);
}
