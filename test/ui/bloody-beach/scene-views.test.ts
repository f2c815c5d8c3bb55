import { describe, expect, it } from 'vitest';
import { layout } from '../../../src/boards/hex/index.ts';
import { BoardData } from '../../../src/ui/boards/bloody-beach/board-data.ts';
import { MovePreview } from '../../../src/ui/boards/bloody-beach/move-preview.ts';
import {
  hexCardView,
  svgLayerView,
  type CardSources,
  type Scene,
} from '../../../src/ui/boards/bloody-beach/scene-views.ts';
import { SessionReader } from '../../../src/ui/boards/bloody-beach/session-reader.ts';
import { ctx, system } from './helpers.ts';

function scene(extra: Partial<Scene> = {}): Scene {
  const data = new BoardData(new SessionReader(() => ({ system, ctx })));
  data.syncMap(system, ctx, undefined, undefined, undefined);
  data.syncCounters(undefined, false);
  const preview = new MovePreview({
    counters: () => data.counters,
    viewer: () => 'german',
    unit: (id) => data.unit(id),
    moveWorld: () => data.moveWorld(),
    roadBonus: () => undefined,
    gameActions: () => undefined,
    stackReach: () => undefined,
    hexId: (h) => data.hexId(h),
    requestUpdate: () => undefined,
  });
  return { data, preview, layout: layout(20), viewer: 'german', editing: false, ...extra };
}

const sources: CardSources = {
  view: { k: 1, x: 0, y: 0 },
  width: 1000,
  height: 800,
  loc: () => undefined,
  roadBonus: () => undefined,
  offers: () => [],
  points: () => '',
  hasProcedure: () => true,
};

describe("the views of the board's state", () => {
  it("the card of a hex with the scenario's units: its units, the selected one's procedures, the map's facts", () => {
    const s0 = scene();
    const de = s0.data.counters.find(
      (c) => c.side === 'german' && c.movement > 0 && c.unitClass !== 'pillbox' && c.unitClass !== 'nest',
    );
    expect(de).toBeDefined();
    if (!de) return;
    const s = { ...s0, selected: de.hex, selectedUnit: de.id };
    s.preview.start([de.id]);
    const card = hexCardView(s, de.hex, sources);
    expect(card?.id).toBe(s.data.hexId(de.hex));
    expect(card?.here.map((c) => c.id)).toContain(de.id);
    expect(card?.unit?.id).toBe(de.id);
    expect(card?.away).toBeUndefined();
    expect(card?.moveHint).toMatch(/^Tap a highlighted hex/);
    expect(card?.procedures.map((p) => p.label)).toContain('Movement cost');
    expect(card?.facts.some((f) => f.startsWith('elevation'))).toBe(true);
    expect(hexCardView(s, { q: -99, r: -99 }, sources)).toBeUndefined();
  });

  it('the SVG layer: the stacks near the view, none while editing; the reach of the unit moving', () => {
    const s0 = scene();
    const de = s0.data.counters.find(
      (c) => c.side === 'german' && c.movement > 0 && c.unitClass !== 'pillbox' && c.unitClass !== 'nest',
    );
    if (!de) return;
    const s = { ...s0, selected: de.hex, selectedUnit: de.id };
    s.preview.start([de.id]);
    const all = svgLayerView(
      s,
      { k: 1, x: 0, y: 0 },
      () => true,
      () => new Set(),
      undefined,
    );
    expect(all.stacks.length).toBeGreaterThan(0);
    expect(all.reach.length).toBeGreaterThan(0);
    expect(all.picked(de.id)).toBe(true);
    expect(
      svgLayerView(
        s,
        { k: 1, x: 0, y: 0 },
        () => false,
        () => new Set(),
        undefined,
      ).stacks,
    ).toEqual([]);
    const editing = svgLayerView(
      { ...s, editing: true },
      { k: 1, x: 0, y: 0 },
      () => true,
      () => new Set(),
      undefined,
    );
    expect(editing.stacks).toEqual([]);
    expect(editing.reach).toEqual([]);
  });
});
