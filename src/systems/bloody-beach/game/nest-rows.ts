import { DIRECTIONS, neighbors, type Axial } from '../../../boards/hex/index.ts';
import type { Rules } from './rules.ts';

/** Session setting: what "more than three in a row" forbids (rules note `nests-in-a-row`). */
export const NEST_ROWS_SETTING = 'nestRows';

const step = (h: Axial, d: Axial, n: number): Axial => ({ q: h.q + d.q * n, r: h.r + d.r * n });

/** The longest straight line of nests through `h` along one of the three hex axes, `h` included. */
function longestLine(rules: Rules, nests: ReadonlySet<string>, h: Axial): number {
  const b = rules.board;
  const run = (d: Axial): number => {
    let n = 0;
    for (let at = step(h, d, 1); b.inMap(at) && nests.has(b.id(at)); at = step(at, d, 1)) n++;
    return n;
  };
  return Math.max(...DIRECTIONS.slice(0, 3).map((d) => 1 + run(d) + run({ q: -d.q, r: -d.r })));
}

/** The nests connected to `h` through neighbouring nests, `h` included. */
function groupAround(rules: Rules, nests: ReadonlySet<string>, h: Axial): number {
  const b = rules.board;
  const seen = new Set([b.id(h)]);
  const todo = [h];
  for (let next = todo.pop(); next; next = todo.pop())
    for (const n of neighbors(next))
      if (b.inMap(n) && nests.has(b.id(n)) && !seen.has(b.id(n))) {
        seen.add(b.id(n));
        todo.push(n);
      }
  return seen.size;
}

/**
 * Whether a nest at `h` would make more than `limit` nests in a row (11.2.3): a straight line along a hex axis, or,
 * with the setting, any group of touching nests.
 */
export function tooManyInARow(rules: Rules, nests: ReadonlySet<string>, h: Axial, limit: number): boolean {
  const count = rules.ctx.setting(NEST_ROWS_SETTING) === 'group' ? groupAround : longestLine;
  return count(rules, nests, h) > limit;
}
