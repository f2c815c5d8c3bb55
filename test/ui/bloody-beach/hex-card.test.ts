import { describe, expect, it } from 'vitest';
import { cardCorner, moveHint } from '../../../src/ui/boards/bloody-beach/hex-card.ts';
import { hexFacts } from '../../../src/ui/boards/bloody-beach/hex-facts.ts';
import { procedureInputs, proceduresFor } from '../../../src/ui/boards/bloody-beach/unit-procedures.ts';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import { boardOf, smallMap } from './helpers.ts';

const unit = (extra: Partial<CounterView> = {}): CounterView => ({
  id: 'A',
  label: 'A',
  type: 'us-rifle',
  side: 'us',
  unitClass: 'infantry',
  symbol: 'infantry',
  hex: { q: 0, r: 0 },
  hexId: '',
  steps: 4,
  maxSteps: 4,
  hits: 0,
  reduced: false,
  pinned: false,
  revealed: true,
  firepower: 4,
  antiTank: 0,
  armor: 0,
  morale: 6,
  movement: 4,
  activated: true,
  acted: false,
  ...extra,
});

describe('the hex card', () => {
  it('takes the corner away from the selected hex and the unit acting into it', () => {
    expect(cardCorner({ x: 100, y: 600 }, { x: 100, y: 600 }, 1000, 800)).toEqual({ top: true, right: true });
    expect(cardCorner({ x: 900, y: 100 }, { x: 900, y: 100 }, 1000, 800)).toEqual({ top: false, right: false });
    // the midpoint decides: a hex low on the right, fired on from high on the left
    expect(cardCorner({ x: 900, y: 700 }, { x: 300, y: 300 }, 1000, 800)).toEqual({ top: true, right: false });
  });

  it('7.2.3 the move hint: a lone unit with its road bonus sentence; a stack with what its numbers and red hexes mean', () => {
    expect(moveHint('E/16', false, ' Bonus.')).toBe(
      "Tap a highlighted hex to trace E/16's move; the numbers are movement points spent. Bonus.",
    );
    expect(moveHint('E/16', true, '')).toMatch(
      /the stack move; .* member that spends most; red hexes would be overstacked \(7\.2\.3\)\.$/,
    );
  });

  it("reads the hex's terrain from the map: costs, modifiers, elevation, roads, landing box, roadblock", () => {
    const doc = smallMap(['CB'], {
      roads: [{ id: 'r', kind: 'road', name: 'N13', hexes: ['0101'] }],
      landingBoxes: [{ id: 'b', name: 'Dog Green', hexes: ['0101'] }],
      roadblocks: ['0101'],
    } as never);
    const board = boardOf(doc);
    const facts = hexFacts(board, doc, board.hex('0101'), '0101', () => '');
    expect(facts[0]).toMatch(/^Clear: \d+ MP on foot, \d+ MP for vehicles$/);
    expect(facts[1]).toMatch(/^morale [+-]?\d+, fire [+-]?\d+/);
    expect(facts).toContain('elevation 0');
    expect(facts).toContain('road (N13)');
    expect(facts).toContain('landing box Dog Green');
    expect(facts[facts.length - 1]).toBe('roadblock');
  });

  it('offers the procedures that fit the unit, among those the system has, and presets only their own inputs', () => {
    const has = (id: string) => id !== 'bloody-beach.anti-tank-fire';
    expect(proceduresFor(unit({ antiTank: 2 }), has).map((p) => p.label)).toEqual([
      'Movement cost',
      'Small arms fire',
      'Morale check',
      'Close combat',
    ]);
    expect(
      proceduresFor(unit({ unitClass: 'hq', pinned: true, firepower: 0, movement: 0 }), has).map((p) => p.label),
    ).toEqual(['Morale check', 'Unpin', 'HQ displacement']);
    expect(procedureInputs({ inputs: [{ name: 'a' }, { name: 'b' }] as never }, { a: 1, b: undefined, c: 3 })).toEqual({
      a: 1,
    });
  });
});
