// Storage budgets of DESIGN.md, one JSON line each ({name, value, unit, budget, environment}):
//   session.append.p95.ms     one event appended (one transaction, awaited to commit), 95th percentile
//   session.reopen.5000.ms    a 5,000-event session reopened by a fresh store (snapshot + later events)
// Run: `npx tsx scripts/bench-storage.ts [--node]`. In headless Chromium (Debian's /usr/bin/chromium through
// playwright-core) when it is installed, else, or with --node, in Node on fake-indexeddb (a rough figure).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { benchSessionAppend, benchSessionReopen, type BenchFigure } from './bench-page/storage-figures.ts';

const CHROMIUM = '/usr/bin/chromium';

function print(f: BenchFigure, environment: string): void {
  console.log(
    JSON.stringify({
      name: f.name,
      value: Math.round(f.value * 1000) / 1000,
      unit: f.unit,
      budget: f.budget,
      environment,
    }),
  );
}

async function inNode(): Promise<void> {
  const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
  print(await benchSessionAppend(deps), 'node+fake-indexeddb');
  print(await benchSessionReopen(deps), 'node+fake-indexeddb');
}

async function inChromium(): Promise<void> {
  const entry = fileURLToPath(new URL('./bench-page/storage-figures.ts', import.meta.url));
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: 'umpireBench',
    write: false,
    platform: 'browser',
    target: 'es2022',
  });
  const js = bundle.outputFiles[0]?.text ?? '';
  const server = createServer((req, res) => {
    res.setHeader('content-type', req.url === '/bench.js' ? 'text/javascript' : 'text/html');
    res.end(req.url === '/bench.js' ? js : '<!doctype html><script src="/bench.js"></script>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    type Api = { benchSessionAppend: typeof benchSessionAppend; benchSessionReopen: typeof benchSessionReopen };
    const figures = await page.evaluate(async () => {
      const api = (globalThis as unknown as { umpireBench: Api }).umpireBench;
      return [await api.benchSessionAppend(), await api.benchSessionReopen()];
    });
    for (const f of figures) print(f, 'chromium');
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--node') || !existsSync(CHROMIUM)) {
    if (!process.argv.includes('--node'))
      console.error(
        `bench-storage: ${CHROMIUM} not found, measuring in Node on fake-indexeddb instead (install Debian's chromium for the real figure)`,
      );
    await inNode();
  } else await inChromium();
}

main().catch((e: unknown) => {
  console.error(`bench-storage: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
