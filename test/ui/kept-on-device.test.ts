import { describe, expect, it } from 'vitest';
import { forgetSession } from '../../src/ui/kept-on-device.ts';

/** A Web Storage held in memory, with the methods forgetSession reads. */
function storage(
  keys: readonly string[],
): { items: Map<string, string> } & Pick<Storage, 'length' | 'key' | 'removeItem'> {
  const items = new Map(keys.map((k) => [k, '{}']));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
  };
}

describe('what the device keeps beside a session', () => {
  it('is forgotten with the session, and only that session', () => {
    const store = storage([
      'umpire.view.s1',
      'umpire.procedure.s1',
      'umpire.brecourt.draft.s1',
      'umpire.view.s12',
      'umpire.procedure.xs1',
      'umpire.settings',
      'other.s1',
    ]);
    forgetSession('s1', store);
    expect([...store.items.keys()]).toEqual(['umpire.view.s12', 'umpire.procedure.xs1', 'umpire.settings', 'other.s1']);
  });
});
