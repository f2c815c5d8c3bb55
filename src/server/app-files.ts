import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose name changes with their content may be cached for good; the rest are checked every time. */
function cacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built app from `root`: GET and HEAD only, paths kept inside the folder, the app's page for any
 * address that is not a file (the app routes by the address's hash, so that is only `/`).
 */
export function appFiles(root: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const base = normalize(root + sep);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Only GET and HEAD are served here.\n');
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('That address is not well formed.\n');
      return;
    }
    let file = normalize(join(base, path));
    if (!file.startsWith(base)) {
      res.writeHead(404).end();
      return;
    }
    let info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      // A folder or an unknown path that is not an asset gets the app's page.
      if (extname(path) !== '' && !info?.isDirectory()) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`No file ${path} in the app.\n`);
        return;
      }
      file = join(base, 'index.html');
      info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) {
        res
          .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('The app is not built here (no index.html).\n');
        return;
      }
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': cacheControl(file),
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
