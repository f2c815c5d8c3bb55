import { describe, expect, it } from 'vitest';
import { faceWords } from '../../../src/systems/crowbar/procedures/movement-die.ts';
import { tables } from '../../../src/systems/crowbar/tables.ts';

describe('Movement Die faces in words (G-6)', () => {
  it('a face is said from what its row does, and the shipped faces read as printed', () => {
    const t = tables.find((x) => x.id === 'crowbar.movement-dice');
    expect(t?.rows.length).toBe(24);
    for (const row of t?.rows ?? []) expect(faceWords(row.values), row.key).toBe(row.label);
    expect(faceWords({ hits: 3, advance: 1 })).toBe('3 Hits / Advance 1');
    expect(faceWords({})).toBe('No Effect');
  });
});
