import { describe, expect, it } from 'vitest';
import { makeContext, resolveProcedure, type ResolvedRoll, type SessionEvent } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import { clearBinding, loadBinding, pendingFrom, pendingKey, saveBinding, type SavedBinding } from '../../../src/ui/boards/brecourt/pending-apply.ts';

const ctx = makeContext(system.tables, system.settings, {});
const T0 = Date.parse('2026-06-06T06:00:00.000Z');

function result(procedure: string, inputs: Record<string, unknown>, dice: string): ResolvedRoll {
  const proc = system.procedures.find((p) => p.id === procedure);
  if (!proc) throw new Error(procedure);
  return resolveProcedure(proc, ctx, { inputs, dice });
}

/** A log of events with only the fields the restore reads (ids e1, e2... one second apart from T0). */
function log(...bodies: SessionEvent['body'][]): SessionEvent[] {
  return bodies.map((body, i) => ({ id: `e${i + 1}`, sessionId: 's', seq: i + 1, at: new Date(T0 + (i + 1) * 1000).toISOString(), body }) as unknown as SessionEvent);
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v);
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

const saved: SavedBinding = { binding: { procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'] }, openedAt: T0 };
const shot = result('brecourt.us-fire', { weapon: 'rifle', cover: 'hard', rangeInches: 10 }, '3,3,5,1');
const roll = { kind: 'roll', procedure: 'brecourt.us-fire', inputs: shot.inputs, result: shot } as const;
const applyIt = { kind: 'action', action: { type: 'resolve', procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'], dice: { pool: [3, 3, 5, 1] } } } as const;

describe('the Apply waiting under a roll survives a reload', () => {
  it('keeps the bound figures per session in storage and reads them back', () => {
    const st = new MemoryStorage();
    saveBinding(st, 'abc', saved);
    expect(st.items.has(pendingKey('abc'))).toBe(true);
    expect(loadBinding(st, 'abc')).toEqual(saved);
    expect(loadBinding(st, 'other')).toBeUndefined();
    clearBinding(st, 'abc');
    expect(loadBinding(st, 'abc')).toBeUndefined();
  });

  it('ignores a stored binding that is not one', () => {
    const st = new MemoryStorage();
    for (const bad of ['{', '"x"', '{"binding":{"procedure":"crowbar.x"},"openedAt":1}', '{"binding":{"procedure":"brecourt.us-fire","targets":[3]},"openedAt":1}', '{"binding":{"procedure":"brecourt.us-fire"}}']) {
      st.setItem(pendingKey('s'), bad);
      expect(loadBinding(st, 's')).toBeUndefined();
    }
  });

  it('finds the latest roll of the bound procedure made since it was opened, with its result', () => {
    const p = pendingFrom(log(roll), saved);
    expect(p?.rollId).toBe('e1');
    expect(p?.binding).toEqual(saved.binding);
    expect(p?.result.summary).toBe('1 suppression');
  });

  it('finds nothing once the roll was applied, undone, superseded by another procedure, or made before the binding', () => {
    expect(pendingFrom(log(roll, applyIt), saved)).toBeUndefined();
    expect(pendingFrom(log(roll, { kind: 'undo', target: 'e1' }), saved)).toBeUndefined();
    const other = result('brecourt.wound', {}, '1,2,3');
    expect(pendingFrom(log(roll, { kind: 'roll', procedure: 'brecourt.wound', inputs: other.inputs, result: other }), saved)).toBeUndefined();
    expect(pendingFrom(log(roll), { ...saved, openedAt: T0 + 5000 })).toBeUndefined();
    expect(pendingFrom([], saved)).toBeUndefined();
  });

  it('an undone Apply leaves the roll waiting again; a second roll replaces the first', () => {
    expect(pendingFrom(log(roll, applyIt, { kind: 'undo', target: 'e2' }), saved)?.rollId).toBe('e1');
    expect(pendingFrom(log(roll, roll), saved)?.rollId).toBe('e2');
    // Another action in between (a step, a guard) does not take the Apply away.
    expect(pendingFrom(log(roll, { kind: 'action', action: { type: 'next-step' } }), saved)?.rollId).toBe('e1');
  });
});
