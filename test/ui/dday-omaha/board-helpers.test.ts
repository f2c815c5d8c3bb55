import { describe, expect, it } from 'vitest';
import { makeContext, Rng } from '../../../src/engine/index.ts';
import { omahaTyped, system } from '../../../src/systems/dday-omaha/index.ts';
import type { GameState } from '../../../src/systems/dday-omaha/game/state.ts';
import { counterLines } from '../../../src/ui/boards/dday-omaha/counters.ts';
import { MapLayout } from '../../../src/ui/boards/dday-omaha/map-layout.ts';
import { landingPlan, moveTargets, placeWords, world } from '../../../src/ui/boards/dday-omaha/offers.ts';
import { positionFacts, unitSummary } from '../../../src/ui/boards/dday-omaha/labels.ts';

const C = makeContext(system.tables, system.settings, {});
const start = (): GameState => omahaTyped.setup({}, Rng.fromSeed('ui'), C);

describe('the map layout: hexes, boxes and the arrow keys', () => {
  const s = start();
  const l = new MapLayout(world.map, s.landingBoxes);
  it('finds the hex under its own centre, and a box under the strip below the beach', () => {
    for (const id of ['0101', '0712', '3012', '1507']) expect(l.hexAt(l.center(id))).toBe(id);
    const fr = l.boxes.find((b) => b.box === 'FR');
    expect(l.boxAt({ x: (fr?.x ?? 0) + 5, y: (fr?.y ?? 0) + 5 })).toBe('FR');
    expect(l.boxes.map((b) => b.box)).toEqual(s.landingBoxes);
  });
  it('walks left, right, up and down; down from the sea edge into the box that faces the column, up out of it', () => {
    expect(l.step('0707', 'ArrowRight')).toBe('0807');
    expect(l.step('0707', 'ArrowUp')).toBe('0706');
    expect(l.step('0112', 'ArrowDown')).toBe('FR');
    expect(l.step('FR', 'ArrowRight')).toBe('FG');
    expect(l.step('FR', 'ArrowUp')).toBe('0112');
    expect(l.step('0101', 'ArrowLeft')).toBeUndefined();
  });
});

describe('what the board offers, read from the game', () => {
  it("a landing plan puts every unit it can in a box of its sector, two a box, keeping the player's choices", () => {
    const s = start();
    const plan = landingPlan(s, C);
    const per = new Map<string, number>();
    for (const [id, box] of plan) {
      const u = s.units.find((x) => x.id === id);
      expect(s.boxSectors[box]).toBe(u?.sector);
      per.set(box, (per.get(box) ?? 0) + 1);
    }
    expect(Math.max(...per.values())).toBeLessThanOrEqual(2);
    const kept = landingPlan(s, C, new Map([['E/2/16', 'FG']]));
    expect(kept.get('E/2/16')).toBe('FG');
  });
  it('a unit in a box may go ashore only in the hexes its box faces', () => {
    const s = {
      ...start(),
      phase: 'us' as const,
      units: start().units.map((u) => (u.id === 'E/2/16' ? { ...u, where: 'box' as const, box: 'FR' } : u)),
    };
    expect(
      moveTargets(
        s,
        s.units.find((u) => u.id === 'E/2/16')!,
        C,
      ).sort(),
    ).toEqual(['0112', '0212', '0312']);
  });
  it('a hex and a box in words, for the cursor and the hex card', () => {
    const s = start();
    expect(placeWords(s, '0707')).toBe('Hex 0707, high ground, east sector; WN 62');
    expect(placeWords(s, 'FR')).toBe('Fox Red box, empty');
  });
});

describe('counters and labels', () => {
  it('a designation on two lines', () => {
    expect(counterLines('E/2/16')).toEqual(['E/2', '16']);
    expect(counterLines('1/B/741')).toEqual(['1/B', '741']);
    expect(counterLines('Gen. Cota')).toEqual(['Gen.', 'Cota']);
    expect(counterLines('58AFA')).toEqual(['58AFA']);
  });
  it('a unit and a position in one line each', () => {
    const s = start();
    expect(unitSummary(s.units.find((u) => u.id === '1/B/741')!)).toBe(
      'Tank, 2 of 2 steps, symbol armor, lands from turn 1 (turn 0 in 9.1)',
    );
    expect(positionFacts(s.positions.find((p) => p.id === 'WN62')!)).toBe(
      'white, 75 mm, VP position, strength 4, an attack needs DE, FL',
    );
  });
});
