import { Rng } from '../../../engine/index.ts';
import type { MapDoc } from './types.ts';

/**
 * A synthetic map in the map format, for benchmarks and tests: `cols` x `rows` hexes (90 x 56 is about 5,000),
 * sea along the top, a beach band, then random inland terrain from a seeded generator.
 */
export function generateTestMap(cols = 90, rows = 56, seed: number | string = 1): MapDoc {
  const rng = Rng.fromSeed(`bloody-beach-test-map:${seed}`);
  const inland = 'CCCHHHHWVM';
  const terrain: string[] = [];
  const elevation: string[] = [];
  for (let r = 0; r < rows; r++) {
    let t = '';
    let e = '';
    for (let c = 0; c < cols; c++) {
      const code =
        r < 3 ? 'S' : r === 3 ? 'P' : r === 4 ? 'B' : r === 5 ? 'F' : (inland[rng.int(inland.length)] as string);
      t += code;
      e += r < 5 ? '0' : r === 5 ? '1' : '2';
    }
    terrain.push(t);
    elevation.push(e);
  }
  const hexes = (row: number) =>
    Array.from(
      { length: Math.min(cols, 10) },
      (_, i) => `${String(i + 1).padStart(2, '0')}${String(row).padStart(2, '0')}`,
    );
  return {
    id: `bloody-beach.test-map-${cols}x${rows}`,
    system: 'bloody-beach',
    title: `Synthetic test map ${cols} x ${rows}`,
    kind: 'map',
    provisional: true,
    note: 'Random terrain for benchmarks and tests; not a map of the battle.',
    grid: { colMin: 1, colMax: cols, rowMin: 1, rowMax: rows, parity: 'even-q', digits: 2, metresPerHex: 300 },
    legend: {
      S: 'sea',
      P: 'partial-beach',
      B: 'beach',
      F: 'bluff',
      C: 'clear',
      H: 'bocage',
      W: 'woods',
      V: 'village',
      M: 'marsh',
    },
    terrain,
    elevation,
    hexsides: [],
    roads: [
      {
        kind: 'road',
        name: 'Test road',
        hexes: Array.from({ length: rows - 6 }, (_, i) => `05${String(i + 7).padStart(2, '0')}`),
      },
    ],
    places: [],
    sectors: [{ id: 'test', name: 'Test beach', hexes: hexes(5) }],
    draws: [],
    landingBoxes: [{ id: 'test', name: 'Test box', sector: 'test', hexes: hexes(4) }],
    roadblocks: [],
    labels: [],
  };
}
