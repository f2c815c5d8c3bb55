// Figures that must be measured in the browser (IndexedDB, canvas). scripts/bench.js builds this page, opens it
// in headless Chromium and prints what it leaves in window.benchResults.
import { benchSessionAppend, benchSessionReopen } from './storage-figures.ts';
import { browserFigures } from './figures.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: string | null;
}

declare global {
  interface Window {
    benchResults?: Figure[];
    benchError?: string;
  }
}

async function main(): Promise<void> {
  // A page opened for the cold first paint measures that alone, before anything else has run in it.
  if (new URLSearchParams(location.search).has('cold')) {
    window.benchResults = await import('./map-figures.ts').then((m) => m.coldFirstPaint());
    return;
  }
  const results: Figure[] = [];
  for (const f of [await benchSessionAppend(), await benchSessionReopen()])
    results.push({ name: f.name, value: f.value, unit: f.unit, budget: f.budget });
  for (const measure of browserFigures) results.push(...(await measure()));
  window.benchResults = results;
}

main().catch((e: unknown) => {
  window.benchError = e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e);
});
