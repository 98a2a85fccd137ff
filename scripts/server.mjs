#!/usr/bin/env node
// The development/static server for spire-map: serves a folder (the repository
// root by default) over HTTP on loopback.
//
//   node scripts/server.mjs [--port N] [--host H] [--root DIR] [--no-minify] [--quiet]
//                                                             (PORT env: default 8080)
//
// As a module (the tests use it):
//   import { startServer } from './scripts/server.mjs';
//   const srv = await startServer({ port: 0, root });  // port 0: a free port
//   srv.url  // 'http://127.0.0.1:PORT/'
//   await srv.close();
//
// The page's JavaScript and CSS (www/**/*.js, .mjs, .css and sw.js, paths relative to
// the root) are served minified, as scripts/minify.mjs makes them and as
// scripts/build-site writes them for a deployment; every other file is served as it
// is. The minified bytes are kept per file, keyed by its path, mtime and size, so a
// file is minified again only when it changes. `--no-minify` (`startServer({ minify:
// false })`) serves the sources byte for byte, for debugging. Minifying needs the npm
// devDependency esbuild: without it the server refuses to start (saying to run
// `npm ci`), rather than serve sources unannounced.
//
// Every response (errors included) carries the strict Content-Security-Policy
// the page must work under, `Cache-Control: no-cache` and `nosniff`. Only GET
// and HEAD; no directory listings; paths are decoded once, must stay inside
// the root (symbolic links included) and may not name dotfiles (.git, .env).

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadMinifier, minifyFile } from './minify.mjs';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors *";

/** Content types by file extension (lower case). Unknown: application/octet-stream. */
export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.run': 'application/json; charset=utf-8',
};

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The content type served for a file name. */
export function contentType(file) {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a request target to a path inside `root`, or returns an HTTP status
 * (400 malformed, 404 refused) when it must not be served. Pure: no file access.
 */
export function resolveRequestPath(root, target) {
  let pathname;
  try {
    pathname = new URL(target, 'http://localhost').pathname;
  } catch {
    return { status: 400 };
  }
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400 };
  const segments = decoded.split('/');
  // `..` never survives URL parsing unencoded; encoded (%2e%2e) it would.
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return { status: 404 };
  const file = path.join(root, ...segments);
  if (file !== root && !file.startsWith(root + path.sep)) return { status: 404 };
  return { file, trailingSlash: decoded.endsWith('/') };
}

function send(res, status, headers, body, method) {
  const text = body ?? `${status} ${http.STATUS_CODES[status] ?? ''}\n`;
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(method === 'HEAD' ? undefined : text);
}

/** Extensions of the files minifyFile may change (the others are streamed without reading them whole). */
const MINIFIABLE = new Set(['.js', '.mjs', '.css']);

/**
 * The served bytes of a file when they differ from its bytes on disk (minified), else null.
 * `cache` maps a file's path to { mtimeMs, size, body } of its last minification.
 */
async function servedBody(realRoot, file, stat, cache) {
  if (!cache || !MINIFIABLE.has(path.extname(file).toLowerCase())) return null;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.body;
  const rel = path.relative(realRoot, file).split(path.sep).join('/');
  const body = minifyFile(rel, await fsp.readFile(file));
  cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, body });
  return body;
}

async function handle(realRoot, req, res, cache, quiet) {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    return send(res, 405, { Allow: 'GET, HEAD' }, undefined, method);
  }
  const target = resolveRequestPath(realRoot, req.url ?? '/');
  if (target.status) return send(res, target.status, {}, undefined, method);
  let file = target.file;
  let stat;
  try {
    // Refuse symbolic links that lead out of the root.
    const real = await fsp.realpath(file);
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return send(res, 404, {}, undefined, method);
    stat = await fsp.stat(real);
    if (stat.isDirectory()) {
      if (!target.trailingSlash) {
        const url = new URL(req.url ?? '/', 'http://localhost');
        return send(res, 301, { Location: url.pathname + '/' + url.search }, undefined, method);
      }
      file = path.join(real, 'index.html');
      stat = await fsp.stat(file);
    } else {
      file = real;
    }
    if (!stat.isFile()) return send(res, 404, {}, undefined, method);
  } catch {
    return send(res, 404, {}, undefined, method);
  }
  let body;
  try {
    body = await servedBody(realRoot, file, stat, cache);
  } catch (e) {
    // A source that does not parse: say so (the page would break on it anyway).
    if (!quiet) console.error(e.message);
    return send(res, 500, {}, `500 ${e.message}\n`, method);
  }
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${body ? '-min' : ''}"`;
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': contentType(file),
    'Content-Length': body ? body.length : stat.size,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    delete headers['Content-Length'];
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, headers);
  if (method === 'HEAD') return res.end();
  if (body) return res.end(body);
  const stream = fs.createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * Starts the server. `port` 0 picks a free port; `host` defaults to 127.0.0.1
 * (loopback only); `root` defaults to the repository root; `minify` (default true)
 * serves the page's JavaScript and CSS minified (scripts/minify.mjs), false serves
 * every file as it is. Resolves to `{ server, port, host, root, minify, url, close() }`
 * once listening; rejects at once, naming the package, when minifying is asked for
 * and esbuild cannot be loaded.
 */
export async function startServer({ port = 8080, host = '127.0.0.1', root, quiet = true, minify = true } = {}) {
  if (minify) loadMinifier();
  const realRoot = await fsp.realpath(root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const cache = minify ? new Map() : null;
  const server = http.createServer((req, res) => {
    handle(realRoot, req, res, cache, quiet)
      .catch(() => {
        if (!res.headersSent) send(res, 500, {}, undefined, req.method);
        else res.destroy();
      })
      .finally(() => {
        if (!quiet) console.log(`${res.statusCode} ${req.method} ${req.url}`);
      });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = server.address().port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    server,
    port: actual,
    host,
    root: realRoot,
    minify,
    url: `http://${shownHost}:${actual}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}

function parseArgs(argv) {
  const opts = { port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1', root: undefined, minify: true };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (name === '--port') opts.port = Number(value());
    else if (name === '--host') opts.host = value();
    else if (name === '--root') opts.root = path.resolve(value());
    else if (name === '--quiet') opts.quiet = true;
    else if (name === '--no-minify') opts.minify = false;
    else {
      console.error(`unknown argument ${argv[i]}\nusage: node scripts/server.mjs [--port N] [--host H] [--root DIR] [--no-minify] [--quiet]`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) {
    console.error(`invalid port: ${opts.port}`);
    process.exit(2);
  }
  return opts;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  const srv = await startServer({ ...opts, quiet: opts.quiet ?? false }).catch((e) => {
    if (!e.code) console.error(e.message);
    else console.error(`cannot listen on ${opts.host}:${opts.port}: ${e.message}` + (e.code === 'EADDRINUSE' ? ' (set PORT to use another port)' : ''));
    process.exit(1);
  });
  const local = srv.host === '127.0.0.1' ? `http://localhost:${srv.port}/` : srv.url;
  const how = srv.minify ? 'JavaScript and CSS minified' : 'sources as they are: --no-minify';
  console.log(`spire-map: serving ${srv.root} on ${local} (${how}; Ctrl-C stops)`);
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => srv.close().then(() => process.exit(0)));
  }
}
