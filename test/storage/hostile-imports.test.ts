import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.ts';
import { exportText, ImportError, type SessionStore } from '../../src/storage/sessions.ts';
import { INTERNALS, mutateDocument, mutateText } from '../hostile.ts';
import { EFF, J, makeStore, systemRules } from './fixtures.ts';

/** Everything the database holds, in a stable order: equal before and after a refused import. */
async function dump(store: SessionStore): Promise<string> {
  const tables = await Promise.all([
    store.db.sessions.toArray(),
    store.db.events.toArray(),
    store.db.snapshots.toArray(),
    store.db.overrides.toArray(),
  ]);
  return JSON.stringify(tables.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}

/** The files a device exports: a Crowbar! and a Bloody Beach session, a backup of both, and a pack. */
async function validFiles(): Promise<{ session: unknown; backup: unknown; pack: unknown }> {
  const store = makeStore({ rules: systemRules });
  const c = await store.create('crowbar', 'Cliff', { seed: 'fuzz' });
  await store.setOverrideCell(J, 'shaky', 'min', 8);
  await store.append(c.meta.id, { kind: 'roll', procedure: J });
  await store.append(c.meta.id, { kind: 'roll', procedure: J, dice: '4,5' });
  await store.undo(c.meta.id);
  const b = await store.create('bloody-beach', 'Beach', { seed: 'fuzz' });
  await store.append(b.meta.id, { kind: 'roll', procedure: EFF, inputs: { rating: 7 }, dice: '0' });
  await store.append(b.meta.id, { kind: 'settings', settings: { note: 'x' } });
  return {
    session: JSON.parse(exportText(await store.exportSession(c.meta.id))),
    backup: JSON.parse(exportText(await store.exportAll())),
    pack: JSON.parse(JSON.stringify(await store.exportPack('crowbar'))),
  };
}

describe('fuzz: hostile imports', () => {
  it('2,400 damaged sessions, backups and packs: each imported whole or refused with one clean sentence, nothing half-written', async () => {
    const files = await validFiles();
    const store = makeStore({ rules: systemRules });
    await store.create('crowbar', 'Already here', { seed: 'here' });
    await store.setOverrideCell('crowbar.grappling', 'firm', 'min', 11);
    const rng = Rng.fromSeed('hostile-imports');
    const kinds = ['session', 'backup', 'pack'] as const;
    let refused = 0;
    for (let n = 0; n < 2400; n++) {
      const kind = kinds[n % 3] as (typeof kinds)[number];
      // One to three changes to the document, then perhaps damage to its text.
      let doc = files[kind];
      for (let k = 1 + rng.int(3); k > 0; k--) doc = mutateDocument(doc, rng);
      // As the text of a file, perhaps damaged as text too, or as the parsed document.
      const input = rng.int(3) === 0 ? doc : mutateText(JSON.stringify(doc), rng);
      const before = await dump(store);
      const where = `case ${n} (${kind})`;
      try {
        if (kind === 'pack') await store.importPack(input, 'f.json');
        else if (kind === 'backup') await store.importAll(input, 'f.json');
        else await store.importSession(input, 'f.json');
      } catch (e) {
        refused++;
        expect(e, where).toBeInstanceOf(ImportError);
        const message = (e as Error).message;
        expect(message, where).toMatch(/^(Cannot import f\.json|The import of f\.json)/);
        expect(message, where).not.toMatch(INTERNALS);
        expect(message.split('\n'), `${where}: ${message}`).toHaveLength(1);
        expect(await dump(store), where).toBe(before);
      }
    }
    // Most damage is caught; some (a changed name, a table edit still in range) is a different valid file.
    expect(refused).toBeGreaterThan(1500);
  });
});
