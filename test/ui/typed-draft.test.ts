import { describe, expect, it } from 'vitest';
import { D6, type DiceGroup } from '../../src/engine/index.ts';
import { clearTyped, loadTyped, saveTyped, type TypedStore } from '../../src/ui/procedure/typed-draft.ts';

function memory(): TypedStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const groups: DiceGroup[] = [
  { name: 'test', label: '1d6 test', die: D6, count: 1 },
  { name: 'outcome', label: 'surrender-or-run d6', die: D6, count: 1, optional: true },
];

describe('dice typed in so far, kept for a reload', () => {
  it('come back for the same roll only, and are gone once it is rolled', () => {
    const store = memory();
    saveTyped(store, 'morale of Grenadier 1', { test: [1] });
    expect(loadTyped(store, 'morale of Grenadier 1', groups)).toEqual({ test: [1] });
    expect(loadTyped(store, 'morale of Grenadier 2', groups)).toBeUndefined();
    clearTyped(store);
    expect(loadTyped(store, 'morale of Grenadier 1', groups)).toBeUndefined();
  });

  it('keep only faces of the die, no more than the group throws', () => {
    const store = memory();
    store.setItem('umpire.typed-dice', JSON.stringify({ roll: 'r', typed: { test: [9, 'x', 4, 5], other: [1] } }));
    expect(loadTyped(store, 'r', groups)).toEqual({ test: [4] });
    store.setItem('umpire.typed-dice', '{not json');
    expect(loadTyped(store, 'r', groups)).toBeUndefined();
  });
});
