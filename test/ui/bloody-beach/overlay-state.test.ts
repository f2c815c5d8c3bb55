import { describe, expect, it } from 'vitest';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import { OverlayState, type OverlayInputs } from '../../../src/ui/boards/bloody-beach/overlay-state.ts';
import { boardOf, smallMap } from './helpers.ts';

const board = boardOf(smallMap(['CCCC', 'CCCC']));
const counter = (id: string, hex: string, extra: Partial<CounterView> = {}): CounterView => ({
  id,
  label: id,
  type: 'us-rifle',
  side: 'us',
  unitClass: 'infantry',
  symbol: 'infantry',
  hex: board.hex(hex),
  hexId: hex,
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
  activated: false,
  acted: false,
  formation: 'f',
  ...extra,
});

describe('the overlays the players turn on', () => {
  let read = 0;
  const inputs: OverlayInputs = {
    counters: [counter('A', '0101'), counter('HQ', '0401', { unitClass: 'hq' })],
    formations: () => {
      read++;
      return [{ id: 'f', hq: 'HQ', name: 'First' }];
    },
    board,
    viewer: 'us',
    names: new Map(),
  };

  it('draws nothing extra while off, and nothing of the game while the map is edited', () => {
    const o = new OverlayState();
    expect(o.frame(inputs, undefined, false)).toEqual({ fireZones: false, loc: false });
    o.zones = true;
    expect(o.frame(inputs, undefined, true).fireZones).toBe(false);
    expect(o.frame(inputs, undefined, false).zonesUs?.size).toBeGreaterThan(0);
  });

  it("2.2 lines to HQ: the selected unit's line drawn and told in words; computed once until something changes", () => {
    const o = new OverlayState();
    o.loc = true;
    read = 0;
    const first = o.frame(inputs, 'A', false);
    expect(first.locPaths).toHaveLength(1);
    expect(o.frame(inputs, 'A', false)).toEqual(first);
    expect(read).toBe(1);
    o.invalidate();
    o.frame(inputs, 'A', false);
    expect(read).toBe(2);
    expect(o.locText(inputs.counters[0] as CounterView, inputs)).toBe('Line to HQ: traced to HQ, 3 hexes (2.2).');
    expect(o.locText(inputs.counters[1] as CounterView, inputs)).toBeUndefined();
    o.loc = false;
    expect(o.locText(inputs.counters[0] as CounterView, inputs)).toBeUndefined();
  });
});
