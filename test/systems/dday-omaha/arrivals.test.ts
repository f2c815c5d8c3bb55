import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import {
  depthMarkerPreview,
  eventReinforcementPreview,
} from '../../../src/systems/dday-omaha/game/german-reinforcements.ts';
import { at, C, game, only, play, pos, setPos, step, told, W } from './scene.ts';

/** The German card phase of turn 1 with nobody on the map. */
const german = (extra: Action[] = []) => play([...only(), ...extra, { type: 'next-phase' }]);

describe('2. German Reinforcement: Kampfgruppe Meyer and event cards', () => {
  it('Kampfgruppe Meyer adds 4 units to the Division pool and 2 Depth to the Mobile pool, once', () => {
    const s = german();
    expect(game.legalActions(s, C)).toContainEqual({ type: 'kampfgruppe-meyer' });
    const after = step(s, { type: 'kampfgruppe-meyer' });
    expect(after.pools.division).toBe(s.pools.division + 4);
    expect(after.pools.mobile).toBe(s.pools.mobile + 2);
    expect(game.check(after, { type: 'kampfgruppe-meyer' }, C)).toMatch(/Kampfgruppe Meyer \(2\)/);
    expect(game.check(play([]), { type: 'kampfgruppe-meyer' }, C)).toMatch(/\(2\).*German card phase/);
  });

  it('an event reinforcement with nobody near goes to the lowest numbered empty position of the sector, face down, from the Tactical pool', () => {
    const s = german();
    const after = step(s, { type: 'event-reinforcement', sector: 'east' });
    expect(pos(after, 'B1')).toMatchObject({ occupied: true, units: 1, revealed: false, depth: 0 });
    expect(after.pools.tactical).toBe(s.pools.tactical - 1);
  });

  it('a position next to a US unit comes before a lower number; within 2 hexes before the rest of the sector (distances from the map)', () => {
    const d5 = pos(play([]), 'D5');
    const c3 = pos(play([]), 'C3');
    const nearD5 = [...game.world.map.hexes.values()].find(
      (h) => game.world.map.distanceTo(h.id, d5.hexes) === 1 && game.world.map.distanceTo(h.id, c3.hexes) > 2,
    )?.id as string;
    const a = step(german([at('E/2/16', nearD5)]), { type: 'event-reinforcement', sector: 'east' });
    expect(pos(a, 'D5').occupied).toBe(true);
    expect(pos(a, 'B1').occupied).toBe(false);
    expect(told(a)).toContain('adjacent to a US unit');
  });

  it('with the Tactical pool empty the unit comes from the Division pool with a Depth marker', () => {
    const s = german([{ type: 'set-pool', pool: 'tactical', count: 0 }]);
    const after = step(s, { type: 'event-reinforcement', sector: 'west' });
    expect(pos(after, 'C3')).toMatchObject({ occupied: true, depth: 1, revealed: false });
    expect(after.pools.division).toBe(s.pools.division - 1);
    expect(after.pools.building).toBe(s.pools.building - 1);
  });

  it('refused when both pools are empty, naming section 2', () => {
    const s = german([
      { type: 'set-pool', pool: 'tactical', count: 0 },
      { type: 'set-pool', pool: 'division', count: 0 },
    ]);
    expect(game.check(s, { type: 'event-reinforcement', sector: 'east' }, C)).toMatch(
      /Event reinforcement \(2\).*empty/,
    );
    expect(game.legalActions(s, C).some((a) => a.type === 'event-reinforcement')).toBe(false);
  });
});

describe('2. German Depth: who receives a Depth marker, and the reinforcement a WN Depth triggers', () => {
  it('the German unit in communication, without Depth, closest to a US unit takes it, from its pool', () => {
    const s = german([at('E/2/16', '0708')]);
    const after = step(s, { type: 'depth-marker' });
    const took = after.positions.filter((p) => p.depth === 1).map((p) => p.id);
    expect(took).toHaveLength(1);
    expect(['WN61', 'WN62']).toContain(took[0]);
    expect(after.pools.wn).toBe(s.pools.wn - 1);
    expect(told(after)).toMatch(/WN 6[12] takes a Depth marker: closest to a US unit/);
  });

  it('equally close: a 1-hex WN before a 2-hex WN (WN 61 before WN 62)', () => {
    const both = [...game.world.map.hexes.values()].find(
      (h) => game.world.map.distanceTo(h.id, ['0608']) === 1 && game.world.map.distanceTo(h.id, ['0707', '0807']) === 1,
    )?.id as string;
    const after = step(german([at('E/2/16', both)]), { type: 'depth-marker' });
    expect(pos(after, 'WN61').depth).toBe(1);
    expect(told(after)).toContain('1-hex WN, then 2-hex WN, then Reinforcement');
  });

  it('when the WN Depth pool is empty, a Tactical reinforcement goes face down to the empty Reinforcement position nearest that WN', () => {
    const s = german([at('E/2/16', '0708'), setPos('WN61', { depth: 1 }), { type: 'set-pool', pool: 'wn', count: 0 }]);
    const after = step(s, { type: 'depth-marker' });
    expect(pos(after, 'WN62').depth).toBe(0);
    expect(told(after)).toContain('WN 62: the WN Depth pool is empty, so a Tactical reinforcement arrives');
    expect(after.pools.tactical).toBe(s.pools.tactical - 1);
    expect(pos(after, 'B1')).toMatchObject({ occupied: true, revealed: false, depth: 0 });
  });

  it('2: the board is told who takes the Depth marker, or where the reinforcement goes, before it is applied: the words of the step itself', () => {
    const near = german([at('E/2/16', '0708')]);
    expect(depthMarkerPreview(near, W, C)).toEqual(step(near, { type: 'depth-marker' }).lastReport[0]);
    const empty = german([
      at('E/2/16', '0708'),
      setPos('WN61', { depth: 1 }),
      { type: 'set-pool', pool: 'wn', count: 0 },
    ]);
    expect(depthMarkerPreview(empty, W, C)?.outcome).toMatch(/placed face down in B1/);
    expect(eventReinforcementPreview(near, W, 'west', C)).toEqual(
      step(near, { type: 'event-reinforcement', sector: 'west' }).lastReport[0],
    );
    const none = german([
      { type: 'set-pool', pool: 'tactical', count: 0 },
      { type: 'set-pool', pool: 'division', count: 0 },
    ]);
    expect(eventReinforcementPreview(none, W, 'east', C)).toBeUndefined();
    expect(depthMarkerPreview(play([]), W, C)).toBeUndefined();
  });

  it('nobody without a Depth marker in communication: refused with section 2', () => {
    const all = play([])
      .positions.filter((p) => p.occupied)
      .map((p) => setPos(p.id, { depth: 1 }));
    expect(game.check(german(all), { type: 'depth-marker' }, C)).toMatch(/Depth marker \(2\)/);
  });
});
