#!/usr/bin/env node
// Prints the figures of DESIGN.md's performance budgets, one JSON object a line:
// {"name", "value", "unit", "budget"}. Timings are medians of warm runs; nothing here is a pass/fail test.
import { register } from 'tsx/esm/api';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

register();
const root = new URL('..', import.meta.url).pathname;

function report(name, value, unit, budget) {
  console.log(JSON.stringify({ name, value: Math.round(value * 1000) / 1000, unit, budget }));
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function odds() {
  const { D6, exactOdds, group } = await import('../src/engine/index.ts');
  // The general method at its worst: every face distinct, a statistic that reads several of them.
  const statistic = (t) => t.largestSet('pool').size * 100 + t.count('pool', 6) * 10 + t.count('pool', 1);
  for (const [dice, budget, runs] of [
    [12, '< 1', 300],
    [30, '< 50', 30],
  ]) {
    const groups = [group('pool', 'pool', D6, dice)];
    const times = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      exactOdds(groups, statistic, (s) => ({ set: Math.floor(s / 100), sixes: Math.floor(s / 10) % 10, ones: s % 10 }));
      times.push(performance.now() - t0);
    }
    report(`odds.${dice}d6.ms`, median(times.slice(runs / 5)), 'ms', budget);
  }
}

/** Wall time of one `node ARGS` process in ms, its stdout, and its exit code. */
function timed(args) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ms: performance.now() - t0, out: r.stdout, err: r.stderr, code: r.status };
}

/**
 * The command as a user meets it: a cold process each time. `cli.odds.cold.ratio` is a cold `umpire odds`
 * against a cold `node -e 0` (medians of alternating runs); the simulate figures are games over the wall time
 * of a cold `umpire simulate` of 4,000 games on every core, starting the process included (the median of three runs).
 */
function cli() {
  const bin = join(root, 'bin', 'umpire.js');
  timed([bin, '--help']); // builds the command first if a source changed
  const node = [];
  const odds = [];
  for (let i = 0; i < 15; i++) {
    node.push(timed(['-e', '0']).ms);
    odds.push(timed([bin, 'odds', 'crowbar.j-projector', '--input', '{}']).ms);
  }
  report('cli.odds.cold.ratio', median(odds) / median(node), 'x node -e 0', '< 3');
  for (const system of ['crowbar', 'bloody-omaha']) {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const r = timed([bin, 'simulate', system, '--games', '4000', '--seed', '1']);
      if (r.code !== 0) {
        console.error(`bench: simulate ${system} failed (${r.err.trim()})`);
        break;
      }
      runs.push(4000 / (r.ms / 1000));
    }
    if (runs.length < 3) continue;
    console.error(`bench: simulate ${system}, games/s of 3 cold runs: ${runs.map((x) => x.toFixed(0)).join(', ')}`);
    report(`simulate.${system}.games_per_s`, median(runs), 'games/s', '>= 2000');
  }
}

function bundle() {
  const dist = join(root, 'dist');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The critical path: the entry script and everything it preloads.
  const files = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const kb = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;
  report('bundle.critical.gzip.kb', kb, 'kB', '< 150');
  const assets = join(dist, 'assets');
  const largest =
    Math.max(
      ...readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(assets, f)).length),
    ) / 1000;
  report('bundle.largest.chunk.kb', largest, 'kB', '< 500');
}

/** Fresh pages the cold first paint is measured on (one sample each). */
const COLD_PAGES = 5;

/** Builds the bench page, serves it on loopback and reads the figures it measures in headless Chromium. */
async function browser() {
  const chromium = '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error('bench: no /usr/bin/chromium (apt-get install -y chromium): browser figures skipped');
    return;
  }
  const { build, preview } = await import('vite');
  const outDir = join(root, '.tmp', 'bench-page');
  await build({
    root: join(root, 'scripts', 'bench-page'),
    base: './',
    logLevel: 'error',
    configFile: false,
    build: { outDir, emptyOutDir: true },
  });
  const server = await preview({
    root: join(root, 'scripts', 'bench-page'),
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const { chromium: pw } = await import('playwright-core');
  const browser = await pw.launch({
    executablePath: chromium,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  /** The figures the bench page measures when opened at `query`, in a fresh page (its own renderer, cold). */
  const figures = async (query) => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(server.resolvedUrls.local[0] + query);
    await page.waitForFunction(() => window.benchResults || window.benchError, undefined, { timeout: 300_000 });
    const error = await page.evaluate(() => window.benchError);
    if (error) throw new Error(`bench page: ${error}`);
    const results = await page.evaluate(() => window.benchResults);
    await page.close();
    return results;
  };
  try {
    for (const f of await figures('')) report(f.name, f.value, f.unit, f.budget);
    // The cold first paint happens once a page: the median of COLD_PAGES pages, each sample on stderr.
    const colds = [];
    for (let i = 0; i < COLD_PAGES; i++) colds.push(...(await figures('?cold')));
    const [cold] = colds;
    if (cold) {
      console.error(
        `bench: ${cold.name} of ${COLD_PAGES} fresh pages: ${colds.map((f) => f.value.toFixed(1)).join(', ')}`,
      );
      report(cold.name, median(colds.map((f) => f.value)), cold.unit, cold.budget);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/** A shared session's event on another device (scripts/bench-sync.ts), against the app bundle() built. */
async function sync() {
  if (!existsSync('/usr/bin/chromium')) return;
  const { syncEventP95 } = await import('./bench-sync.ts');
  report('sync.event.p95.ms', await syncEventP95(join(root, 'dist')), 'ms', '< 150');
}

await odds();
cli();
bundle();
await browser();
await sync();
