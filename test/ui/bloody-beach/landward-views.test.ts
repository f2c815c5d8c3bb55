import { describe, expect, it } from 'vitest';
import { hexToPixel, layout, mapPixelBounds, type Axial, type Point } from '../../../src/boards/hex/index.ts';
import { Rng } from '../../../src/engine/index.ts';
import { countersFromState, type CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import { pendingDecision } from '../../../src/ui/boards/bloody-beach/decision.ts';
import { firstView, groundOf, readingZoom } from '../../../src/ui/boards/bloody-beach/map-stage.ts';
import {
  centreOn,
  followView,
  keepOnMap,
  shownWithin,
  visibleMapRect,
  zoomLimits,
  type View,
} from '../../../src/ui/boards/bloody-beach/viewport.ts';
import { sessionMap } from '../../../src/systems/bloody-beach/game/rules.ts';
import type { Action, GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { ctx, game, LANDING } from '../../systems/bloody-beach/scene.ts';
import { boardOf } from './helpers.ts';

/**
 * The views the board moves to by itself (the opening, the units coming into play, a decision due), measured on
 * the shipped map over many games with Umpire's random set-up: the share of sea among the hexes in view (their
 * middles on screen) and what each has to show. The stage of a 768x1024 portrait screen is 744x840 (1000x585 in
 * landscape), HEX_RADIUS 20.
 */
const L = layout(20);
const doc = sessionMap(ctx);
const board = boardOf(doc);
const map = mapPixelBounds(L, doc.grid, doc.grid.parity);
const ground = groundOf(board, L);
const unitTypes = ctx.table('bloody-beach.unit-types');
/**
 * The stages measured, with what each must show: German positions in the opening, the share of the first wave in
 * view after it lands.
 */
const SIZES = {
  portrait: { width: 744, height: 840, textScale: 1, positions: 12, wave: 1 / 2 },
  // at text size 1.3 the strips above the map take more of the screen, and the reading zoom is closer: a view
  // holds half as many hexes
  'portrait, text 1.3': { width: 736, height: 723, textScale: 1.3, positions: 6, wave: 2 / 5 },
  landscape: { width: 1000, height: 585, textScale: 1, positions: 12, wave: 1 / 2 },
} as const;
const SEEDS = Array.from({ length: 40 }, (_, i) => `omaha-${i + 1}`);

const at = (h: Axial): Point => hexToPixel(L, h);
const countersOf = (s: GameState): CounterView[] => countersFromState(s, unitTypes, doc.grid.parity, doc.grid.digits);

/** The share of sea among the hexes whose middles a view shows. */
function seaShare(v: View, width: number, height: number): number {
  const r = visibleMapRect(v, width, height);
  const inside = (p: Point) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
  const sea = ground.sea.filter(inside).length;
  return sea / (sea + ground.land.filter(inside).length);
}

describe('the views that follow the play show the land, not the sea, whatever the game', () => {
  for (const [name, { width, height, textScale, positions: least, wave }] of Object.entries(SIZES)) {
    const limits = zoomLimits(map, width, height, 20);
    const k = readingZoom(limits, textScale);

    /** The view a game opens on, at this size. */
    const opening = (s: GameState): View =>
      firstView(
        doc,
        board,
        L,
        width,
        height,
        limits,
        'landing',
        textScale,
        countersOf(s).map((c) => c.hex),
      );

    it(`opens on the beaches and the German positions at the reading zoom, under a quarter sea (${name})`, () => {
      const boxes = doc.landingBoxes.filter((b) => b.id !== 'pointe-du-hoc').flatMap((b) => b.hexes);
      for (const seed of SEEDS) {
        const s = game.setup({}, Rng.fromSeed(seed), ctx);
        const counters = countersOf(s);
        const v = opening(s);
        expect(v.k).toBe(k);
        expect(seaShare(v, width, height), seed).toBeLessThan(0.25);
        const positions = counters.filter((c) => c.unitClass === 'pillbox' || c.unitClass === 'nest');
        expect(
          shownWithin(
            v,
            width,
            height,
            positions.map((c) => at(c.hex)),
            20,
          ),
          seed,
        ).toBeGreaterThanOrEqual(least);
        expect(
          shownWithin(
            v,
            width,
            height,
            boxes.map((id) => at(board.hex(id))),
            20,
          ),
          seed,
        ).toBeGreaterThanOrEqual(4);
      }
    });

    it(`follows the first wave ashore at the reading zoom, under a quarter sea (${name})`, () => {
      for (const seed of SEEDS) {
        const rng = Rng.fromSeed(seed);
        let s = game.setup({}, rng, ctx);
        const before = new Set(countersOf(s).map((c) => c.id));
        const open = opening(s);
        for (const a of LANDING) s = game.apply(s, a, rng, ctx);
        const landed = countersOf(s)
          .filter((c) => !before.has(c.id))
          .map((c) => at(c.hex));
        const v = followView(open, width, height, landed, 20, map, { minK: k, ground }) ?? open;
        expect(v.k).toBeGreaterThanOrEqual(k);
        expect(seaShare(v, width, height), seed).toBeLessThan(0.25);
        // the wave spans some 22 columns of beach, wider than a view that reads
        expect(shownWithin(v, width, height, landed, 20), seed).toBeGreaterThanOrEqual(landed.length * wave);
      }
    });
  }
});

/** A seeded choice among n. */
function picker(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

const naming = {
  unit: (id: string) => id,
  group: (key: string) => key,
  formation: (id: string) => ({ name: id }),
};

/** The decisions with hexes that random legal play meets after the landing, from a few seeds. */
function decisionsMet(): { seed: string; hexes: string[] }[] {
  const met: { seed: string; hexes: string[] }[] = [];
  for (const seed of SEEDS.slice(0, 12)) {
    const rng = Rng.fromSeed(seed);
    const pick = picker(seed.length * 7919 + Number(seed.slice(6)));
    let s = game.setup({}, rng, ctx);
    for (const a of LANDING) s = game.apply(s, a, rng, ctx);
    for (let step = 0; step < 120; step++) {
      const legal = game.legalActions(s, ctx);
      if (legal.length === 0) break;
      const d = pendingDecision(s, legal, naming);
      if (d && d.hexes.length > 0) met.push({ seed, hexes: [...d.hexes] });
      // pass and ending seldom, so the play reaches fire and close combat
      const busy = legal.filter((a) => !['pass', 'end-activation', 'end-reaction'].includes(a.type));
      const from = busy.length > 0 && pick(8) > 0 ? busy : legal;
      s = game.apply(s, from[pick(from.length)] as Action, rng, ctx);
    }
  }
  return met;
}

describe('a decision due is shown on land', () => {
  const met = decisionsMet();
  it('random play meets decisions with hexes', () => {
    expect(met.length).toBeGreaterThanOrEqual(5);
  });
  for (const [name, { width, height, textScale }] of Object.entries(SIZES))
    it(`shows every hex of each decision at the reading zoom, under a quarter sea (${name})`, () => {
      const k = readingZoom(zoomLimits(map, width, height, 20), textScale);
      for (const d of met) {
        const points = d.hexes.map((id) => at(board.hex(id)));
        // from a view centred on its hexes: they are all in view, and so was much sea
        const r = { ...points[0]!, width: 0, height: 0 };
        const start = keepOnMap(centreOn(r, width, height, k), width, height, map);
        const v = followView(start, width, height, points, 40, map, { minK: k, ground, keepAll: true }) ?? start;
        const shown = shownWithin(start, width, height, points, 40);
        expect(shownWithin(v, width, height, points, 40), `${d.seed} ${d.hexes.join(' ')}`).toBe(shown);
        expect(seaShare(v, width, height), `${d.seed} ${d.hexes.join(' ')}`).toBeLessThan(0.25);
      }
    });
});
