#!/usr/bin/env node
// `npm test`: the type check (tsc), the lint (`npm run lint`: ESLint, Prettier, the layer and cycle check), the
// unit tests (vitest), then the browser tests in Debian's Chromium (vitest.browser.config.ts). A type error counts
// as one failure, and so does a failed lint.
// Ends with the plain line `N passed, N failed` summing both runs, and a non-zero exit on any failure.
// Without /usr/bin/chromium the browser tests are skipped and the LAST lines say so loudly; with CI=true a
// missing Chromium is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CI = process.env.CI === 'true' || process.env.CI === '1';
const OUT = '.tmp/test-results';
mkdirSync(OUT, { recursive: true });

/** Runs vitest with the default and JSON reporters; returns the counts from the JSON report. */
function vitest(name, args) {
  const file = `${OUT}/${name}.json`;
  rmSync(file, { force: true });
  const r = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { stdio: 'inherit', env: process.env },
  );
  let passed = 0;
  let failed = 0;
  let ok = r.status === 0;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    // A suite that failed to load counts as a failure even when no test inside it ran.
    const brokenFiles = (report.testResults ?? []).filter(
      (t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0,
    ).length;
    failed += Math.max(0, brokenFiles - (report.numRuntimeErrorTestSuites ?? 0));
  } else if (!ok) failed = 1;
  if (r.status !== 0 && failed === 0) failed = 1;
  ok = ok && failed === 0;
  return { passed, failed, ok };
}

const types = spawnSync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { stdio: 'inherit', env: process.env });
const typesOk = types.status === 0;
if (!typesOk) console.log('typecheck: tsc found type errors (above)');
const lint = spawnSync('npm', ['run', '--silent', 'lint'], { stdio: 'inherit', env: process.env });
const lintOk = lint.status === 0;
if (!lintOk) console.log('lint: ESLint, Prettier or the layer check found problems (above)');
const unit = vitest('unit', []);
let browser = { passed: 0, failed: 0, ok: true };
const haveChromium = existsSync(CHROMIUM);
if (haveChromium) browser = vitest('browser', ['--config', 'vitest.browser.config.ts']);

const passed = unit.passed + browser.passed;
let failed = unit.failed + browser.failed + (typesOk ? 0 : 1) + (lintOk ? 0 : 1);
console.log('');
console.log(
  `typecheck: ${typesOk ? 'clean' : 'FAILED'}; lint: ${lintOk ? 'clean' : 'FAILED'}; unit: ${unit.passed} passed, ${unit.failed} failed${haveChromium ? `; browser: ${browser.passed} passed, ${browser.failed} failed` : ''}`,
);
if (!haveChromium) {
  if (CI) failed += 1;
  const bar = '!'.repeat(78);
  console.log(bar);
  console.log(`!!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}.`);
  console.log('!!! Install it with:  sudo apt-get install -y chromium   (or run bash .ci/run)');
  console.log(
    CI
      ? '!!! CI=true: a missing Chromium is a FAILURE.'
      : '!!! Only the unit tests ran; the app itself was NOT tested in a browser.',
  );
  console.log(bar);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || !unit.ok || !browser.ok ? 1 : 0);
