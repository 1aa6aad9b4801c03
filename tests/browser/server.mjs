// A tiny static file server for the web build, bound to 127.0.0.1 on a free port.
// Serves .wasm as application/wasm so WebAssembly.compileStreaming works, and a file's
// precompressed copy (NAME.br, NAME.gz: scripts/web-build writes them) with its
// Content-Encoding when the browser accepts it. `bytes()` tells how many bytes went out.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ttf': 'font/ttf',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** Starts serving `root`; resolves to { url, close }. */
export async function serve(root) {
  const base = resolve(root);
  let sent = 0;
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    const file = normalize(join(base, path.endsWith('/') ? path + 'index.html' : path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const accepts = String(req.headers['accept-encoding'] ?? '');
      let body = null;
      let encoding = null;
      for (const [token, ext] of [['br', '.br'], ['gzip', '.gz']]) {
        if (!new RegExp(`\\b${token}\\b`).test(accepts)) continue;
        body = await readFile(file + ext).catch(() => null);
        if (body) {
          encoding = token;
          break;
        }
      }
      body ??= await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
      });
      sent += body.length;
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    /** Stops serving (again: nothing); open connections are cut. */
    close: () =>
      new Promise((ok) => {
        if (!server.listening) return ok();
        server.close(() => ok());
        server.closeAllConnections?.();
      }),
    bytes: () => sent,
  };
}
