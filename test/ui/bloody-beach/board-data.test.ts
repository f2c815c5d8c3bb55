import { describe, expect, it } from 'vitest';
import { BoardData } from '../../../src/ui/boards/bloody-beach/board-data.ts';
import { SessionReader } from '../../../src/ui/boards/bloody-beach/session-reader.ts';
import { ctx, smallMap, system } from './helpers.ts';

describe('what the board shows', () => {
  const doc = smallMap(['SB', 'CC']);

  it('follows the given map, rebuilds only when it changes, and numbers its hexes', () => {
    const data = new BoardData(new SessionReader(() => ({ system, ctx })));
    expect(data.syncMap(system, ctx, undefined, doc, undefined)).toBe(true);
    expect(data.syncMap(system, ctx, undefined, doc, undefined)).toBe(false);
    const h = data.board?.hex('0201');
    expect(h && data.hexId(h)).toBe('0201');
    expect(h && data.hexTitle(h)).toMatch(/^Hex 0201, /);
    expect(data.moveWorld()?.roadblocks.size).toBe(0);
  });

  it("the editor's draft takes the place of the map in force", () => {
    const data = new BoardData(new SessionReader(() => ({ system, ctx })));
    data.syncMap(system, ctx, undefined, doc, undefined);
    const draft = smallMap(['CC', 'CC']);
    expect(data.syncMap(system, ctx, undefined, doc, draft)).toBe(true);
    expect(data.doc).toBe(draft);
  });

  it("without a kept game, shows the scenario's set-up on the shipped map, marked as such", () => {
    const data = new BoardData(new SessionReader(() => ({ system, ctx })));
    expect(data.syncMap(system, ctx, undefined, undefined, undefined)).toBe(true);
    expect(data.syncCounters(undefined, false)).toBe(true);
    expect(data.fromScenario).toBe(true);
    expect(data.counters.length).toBeGreaterThan(0);
    const first = data.counters[0];
    expect(data.unit(first?.id)).toBe(first);
    expect(first && data.here(first.hex)).toContain(first);
    expect(data.syncCounters(undefined, false)).toBe(false);
  });
});
