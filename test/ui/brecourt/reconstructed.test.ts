import { describe, expect, it } from 'vitest';
import { makeContext, Rng } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import type { BrecourtState } from '../../../src/systems/brecourt/game/types.ts';
import { reconstructed } from '../../../src/ui/boards/brecourt/reconstructed.ts';

const ctx = makeContext(system.tables, system.settings, {});
const state = system.game?.setup({}, Rng.fromSeed(1), ctx) as BrecourtState;
const ids = system.tables.map((t) => t.id);

describe('Brécourt board: what is provisional is said on the board', () => {
  it('names the reconstructed roster with the scenario note', () => {
    const roster = reconstructed(state, ctx, ids).find((r) => r.what.startsWith('The roster'));
    expect(roster?.note).toMatch(/no roster/);
    expect(roster?.table).toBeUndefined();
  });

  it('lists each provisional table row with its note and a link to its table, and no printed row', () => {
    const items = reconstructed(state, ctx, ids).filter((r) => r.table);
    const provisionalRows = system.tables.flatMap((t) =>
      t.rows.filter((r) => r.provisional ?? t.provisional).map(() => t.id),
    );
    expect(items.map((i) => i.table)).toEqual(provisionalRows);
    expect(items.every((i) => i.note.length > 10)).toBe(true);
    expect(items.some((i) => i.table === 'brecourt.target-cover')).toBe(true);
  });
});
