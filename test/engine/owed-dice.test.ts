import { describe, expect, it } from 'vitest';
import { resolveProcedure, rollToldOf, Rng } from '../../src/engine/index.ts';
import { PROCEDURES } from '../../src/systems/brecourt/procedures/index.ts';
import { ctxWith } from '../systems/brecourt/helpers.ts';

const morale = PROCEDURES.find((p) => p.id === 'brecourt.german-morale');

/** German morale within 12" against `markers` suppression markers, Umpire rolling from `seed`. */
function rolled(markers: number, seed: string) {
  if (!morale) throw new Error('no German morale procedure');
  const rng = Rng.fromSeed(seed);
  const r = resolveProcedure(morale, ctxWith(), { inputs: { suppressionMarkers: markers, rangeInches: 8 }, rng });
  return { r, next: rng.int(1_000_000) };
}

describe('An optional die is thrown only when owed (German Sheet: German Morale)', () => {
  it('a test that holds shows and tells no surrender-or-run die, yet draws the same dice from the generator', () => {
    // no markers: any test holds
    const { r, next } = rolled(0, 'owed-1');
    expect(r.outcome).toMatchObject({ passed: true, result: 'holds' });
    expect(r.pool.find((g) => g.group === 'outcome')?.values).toEqual([]);
    expect(rollToldOf(r, 'a grenadier tests', false).dice?.map((d) => d.values.length)).toEqual([1]);
    // a failed test from the same seed drew as many dice: the generator stands at the same place afterwards
    expect(rolled(20, 'owed-1').next).toBe(next);
  });

  it('a test that fails within 12" keeps its surrender-or-run die, told after the test die', () => {
    const { r } = rolled(20, 'owed-2');
    expect(r.outcome).toMatchObject({ passed: false });
    expect(r.pool.find((g) => g.group === 'outcome')?.values).toHaveLength(1);
    expect(rollToldOf(r, 'a grenadier tests', false).dice).toHaveLength(2);
  });
});
