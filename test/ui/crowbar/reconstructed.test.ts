import { describe, expect, it } from 'vitest';
import { makeContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/crowbar/index.ts';
import { reconstructed } from '../../../src/ui/boards/crowbar/reconstructed.ts';

const ctx = makeContext(system.tables, system.settings, {});
const ids = system.tables.map((t) => t.id);

describe('Crowbar! board: what is reconstructed is said on the board', () => {
  it('names the map with how many features are placed by a reading, and the landing craft columns', () => {
    const items = reconstructed(ctx, ids);
    expect(items[0]?.what).toMatch(/^The map \(\d+ of \d+ features placed by a reading\)$/);
    expect(items.map((i) => i.what)).toContain('The landing craft columns');
  });

  it('lists each provisional table row once, with its table to replace it, and no printed row', () => {
    const rows = reconstructed(ctx, ids).filter((i) => i.table);
    const expected = system.tables.flatMap((t) => t.rows.filter((r) => r.provisional ?? t.provisional).map(() => t.id));
    expect(rows.map((r) => r.table)).toEqual(expected);
    expect(rows.some((r) => r.table === 'crowbar.commander-hit')).toBe(true);
  });
});
