// Rough storage figures in Node (fake-indexeddb, in memory): `npx tsx scripts/bench-storage.ts`.
// The budgets are meant for headless Chromium: call benchSessionAppend / benchSessionReopen from a page there.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { benchSessionAppend, benchSessionReopen } from '../src/storage/bench.ts';

async function main(): Promise<void> {
  const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
  const append = await benchSessionAppend(deps);
  const reopen = await benchSessionReopen(deps);
  for (const f of [append, reopen]) console.log(JSON.stringify({ ...f, value: Math.round(f.value * 1000) / 1000, environment: 'node+fake-indexeddb' }));
}

void main();
