import { describe, expect, it } from 'vitest';
import { distance } from '../../../src/boards/hex/index.ts';
import { generateTestMap } from '../../fixtures/bloody-beach/test-map.ts';
import { makeRules } from '../../../src/systems/bloody-beach/game/rules.ts';
import { stackReach } from '../../../src/systems/bloody-beach/game/stack-reach.ts';
import type { GameState, UnitState } from '../../../src/systems/bloody-beach/game/state.ts';
import { ctx, scene } from './scene.ts';

// a small flat map of clear hexes, 8 columns by 6 rows: marsh at 0401, woods at 0403
const base = generateTestMap(8, 6);
const map = {
  ...base,
  id: 'bloody-beach.stack-test',
  terrain: ['CCCMCCCC', 'CCCCCCCC', 'CCCWCCCC', 'CCCCCCCC', 'CCCCCCCC', 'CCCCCCCC'],
  elevation: Array.from({ length: 6 }, () => '00000000'),
  roads: [],
  sectors: [],
  landingBoxes: [],
};
const rules = makeRules(ctx, map);
const b = rules.board;

/** The company 16-1-A and the tank platoon 741-A1 activated together at 0402, unmoved. */
function stack(patch: Record<string, Partial<UnitState> & { hex: string }> = {}): GameState {
  const ready = (mp: number) => ({ hex: '0402', activated: true, acted: false, mp, pinned: false });
  return scene({ '16-1-A': ready(4), '741-A1': ready(8), ...patch });
}

describe('7.2.2 and 7.3 a stack moving together: the preview of its reach', () => {
  it('each hex costs what its most restrictive member pays; a hex one member may not enter is out of reach', () => {
    const reach = stackReach(rules, stack(), ['16-1-A', '741-A1']);
    // woods: infantry 2, vehicles 4 (Terrain Effects Chart)
    expect(reach.get('0403')).toMatchObject({ cost: 4, left: 2, path: ['0403'] });
    // clear: 1 for both; the company has 3 left
    expect(reach.get('0502')).toMatchObject({ cost: 1, left: 3 });
    // marsh is closed to vehicles, so to the stack
    expect(reach.has('0401')).toBe(false);
    expect(stackReach(rules, stack(), ['16-1-A']).get('0401')).toMatchObject({ cost: 3, left: 1 });
  });
  it("the company's four points bound the stack, while the platoon alone goes farther", () => {
    const together = stackReach(rules, stack(), ['16-1-A', '741-A1']);
    const alone = stackReach(rules, stack(), ['741-A1']);
    const from = b.hex('0402');
    for (const r of together.values()) {
      expect(r.left).toBeGreaterThanOrEqual(0);
      expect(distance(from, b.hex(r.hex))).toBeLessThanOrEqual(4);
      expect(r.path.at(-1)).toBe(r.hex);
    }
    expect([...together.values()].some((r) => distance(from, b.hex(r.hex)) === 4)).toBe(true);
    expect([...alone.values()].some((r) => distance(from, b.hex(r.hex)) > 4)).toBe(true);
  });
  it('7.2.1 and 7.2.3 flags a destination the stack would overstack', () => {
    const s = stack({ '16-1-B': { hex: '0502' } });
    const reach = stackReach(rules, s, ['16-1-A', '741-A1']);
    // a company already there, plus a company and a platoon: 2.5 companies
    expect(reach.get('0502')).toMatchObject({ stacking: 2.5, overstacked: true });
    expect(reach.get('0403')).toMatchObject({ stacking: 1.5, overstacked: false });
  });
  it('a stack that may not move together previews nothing', () => {
    expect(
      stackReach(rules, stack({ '741-A1': { hex: '0402', activated: true, acted: false, mp: 8, pinned: true } }), [
        '16-1-A',
        '741-A1',
      ]).size,
    ).toBe(0);
    expect(
      stackReach(rules, stack({ '741-A1': { hex: '0502', activated: true, acted: false, mp: 8 } }), [
        '16-1-A',
        '741-A1',
      ]).size,
    ).toBe(0);
  });
});
