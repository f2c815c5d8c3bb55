import { describe, expect, it } from 'vitest';
import { makeContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/dday-omaha/index.ts';
import { reconstructed } from '../../../src/ui/boards/dday-omaha/reconstructed.ts';

describe('Provisional where the player sees it: what the D-Day board says is reconstructed', () => {
  const ctx = makeContext(system.tables, system.settings, {}, {});
  const items = reconstructed(system.scenarios[0], system.tables, ctx);

  it("the map and the German positions, from the scenario's notes", () => {
    expect(items.map((i) => i.what).slice(0, 2)).toEqual(['The map', 'The German positions and pools']);
    expect(items[0]?.note).toMatch(/digest gives no map/);
  });

  it('every table that is provisional, or has provisional rows, with the table to replace it', () => {
    const flagged = system.tables.filter((t) => t.provisional || t.rows.some((r) => r.provisional)).map((t) => t.id);
    expect(items.flatMap((i) => (i.table ? [i.table] : []))).toEqual(flagged);
    expect(items.find((i) => i.table === 'dday-omaha.rules')?.note).toMatch(/one hex in the standard game is assumed/);
  });
});
