import { describe, expect, it } from 'vitest';
import type { GameAction } from '../../../src/systems/types.ts';
import { flowView } from '../../../src/ui/boards/bloody-beach/flow.ts';
import { foldedLabel } from '../../../src/ui/boards/bloody-beach/flow-strip.ts';

const act = (a: Record<string, unknown>) => a as GameAction;
const name = (id: string) => id;
const due = 'Both players: Division HQs may send supply to their regiments';

describe('the strip in a Planning Phase after the first (3.2.2, 4.2.2)', () => {
  it('says no Division HQ can send supply when none may, so ending planning is the way on', () => {
    const f = flowView({ phase: 'planning', turn: 2 }, [act({ type: 'end-planning' })], due, name);
    expect(f.hint).toMatch(/^No Division HQ can send supply now \(4\.2\.2\): end planning\.$/);
    expect(f.main.map((c) => c.label)).toEqual(['End planning']);
  });

  it('offers the sends, without that word, when a Division HQ may send', () => {
    const legal = [
      act({ type: 'send-supply', from: 'us-1', to: '16-1', points: 1 }),
      act({ type: 'send-supply', from: 'us-1', to: '16-1', points: 2 }),
      act({ type: 'end-planning' }),
    ];
    const f = flowView({ phase: 'planning', turn: 2 }, legal, due, name);
    expect(f.hint).toBeUndefined();
    expect(f.amounts.map((a) => a.title)).toEqual(['Send division supply']);
  });
});

describe("the button that opens the strip's other choices", () => {
  it('is named for the first list it opens, and is "More" for a strip without lists', () => {
    const legal = [
      act({ type: 'activate', formation: '16-1' }),
      act({ type: 'air-strike', formation: '916' }),
      act({ type: 'pass' }),
    ];
    const f = flowView({ phase: 'action', initiative: 'us', active: [] }, legal, 'US player: activate', name);
    expect(f.groups.map((g) => g.title)).toEqual(['Activate', 'Air support']);
    expect(foldedLabel(f)).toBe('Activate…');
    expect(foldedLabel({ ...f, groups: [] })).toBe('More');
  });

  it('promises a landing only when a wave may land (the German player never lands, 9.1)', () => {
    const legal = [act({ type: 'activate', formation: '16-1' }), act({ type: 'land-wave', formation: '16-1' })];
    const f = flowView({ phase: 'action', initiative: 'us', active: [] }, legal, 'US player: activate', name);
    expect(foldedLabel(f)).toBe('Activate or land…');
  });
});
