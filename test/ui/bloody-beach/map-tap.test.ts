import { describe, expect, it } from 'vitest';
import type { GameAction } from '../../../src/systems/types.ts';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import { tapMeaning, type TapContext } from '../../../src/ui/boards/bloody-beach/map-tap.ts';

const counter = (id: string, q: number, extra: Partial<CounterView> = {}): CounterView => ({
  id,
  label: id,
  type: 'us-rifle',
  side: 'us',
  unitClass: 'infantry',
  symbol: 'infantry',
  hex: { q, r: 0 },
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
const a = counter('A', 0);
const e1 = counter('E1', 1, { side: 'german' });
const e2 = counter('E2', 1, { side: 'german' });
const b = counter('B', 1);
const at = { q: 1, r: 0 };
const base: TapContext = { hexId: '0201', here: [e1, b, e2], reaches: false, viewer: 'us', targets: () => new Set() };

describe('a tap on the map', () => {
  it('2.4.5 answers the decision due when the hex is one of its answers, before anything else', () => {
    const answer = { hex: '0201', label: 'to 0201', action: { type: 'displace-hq' } as GameAction };
    const decision = { side: 'german' as const, question: 'q', hexes: ['0201'], answers: [answer] };
    expect(tapMeaning(at, { ...base, decision, reaches: true })).toEqual({ kind: 'answer', answer });
    expect(tapMeaning(at, { ...base, decision, hexId: '0301' }).kind).toBe('select');
  });

  it('traces the previewed move to a hex in reach', () => {
    expect(tapMeaning(at, { ...base, reaches: true, selected: a, targets: () => new Set(['E2']) })).toEqual({
      kind: 'trace',
    });
  });

  it("picks the topmost enemy the viewer's selected unit may fire at as its target", () => {
    expect(tapMeaning(at, { ...base, selected: a, targets: () => new Set(['E1', 'E2']) })).toEqual({
      kind: 'target',
      unit: e2,
    });
    expect(tapMeaning(at, { ...base, selected: a, targets: () => new Set(['E1']) })).toEqual({
      kind: 'target',
      unit: e1,
    });
    // a unit selected in the tapped hex itself picks no target there
    expect(tapMeaning(at, { ...base, selected: e1, viewer: 'german', targets: () => new Set(['B']) }).kind).toBe(
      'select',
    );
  });

  it("else selects the hex with its top unit, the viewer's own first", () => {
    expect(tapMeaning(at, base)).toEqual({ kind: 'select', unit: b });
    expect(tapMeaning(at, { ...base, viewer: 'german' })).toEqual({ kind: 'select', unit: e2 });
    expect(tapMeaning(at, { ...base, here: [e1] })).toEqual({ kind: 'select', unit: e1 });
    expect(tapMeaning(at, { ...base, here: [] })).toEqual({ kind: 'select' });
  });
});
