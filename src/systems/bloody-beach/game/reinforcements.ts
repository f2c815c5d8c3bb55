import { formatHexNumber } from '../../../boards/hex/index.ts';
import { numberCell, required, stringCell } from '../../../engine/index.ts';
import { constant, T } from '../procedures/common.ts';
import { germanReinforcement } from '../procedures/special.ts';
import { hexDistance } from './grid.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import type { Rules } from './rules.ts';
import { type Action, type GameState, unitOf } from './state.ts';
import { dropDecision, queueDecision } from './decisions.ts';
import { view } from './view.ts';
import { rolled, said } from './words.ts';

export function checkReinforce(rules: Rules, state: GameState): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (state.initiative !== 'german' || state.active.length > 0)
    return 'the German rolls for reinforcements after winning the initiative, before activating (11.4.2, 3.2.4)';
  if (state.reinforceRolled)
    return 'one reinforcement roll for each initiative won on the dice, none when it is passed over (11.4.2)';
  const row = rules.ctx.table(T.reinforcements).rows[state.reinforcementNext];
  if (!row) return 'no groups left on the table';
  if (row.values.turn2 === true && state.turn < 2)
    return `${row.label ?? row.key}: not before the first German activation of turn 2 (11.4.3)`;
  return undefined;
}

const edgeRingOf = new WeakMap<Rules, string[]>();

/** The map's edge hexes in order around it: along the top, down the right side, back along the bottom, up the left. */
function edgeRing(rules: Rules): string[] {
  const known = edgeRingOf.get(rules);
  if (known) return known;
  const { colMin, colMax, rowMin, rowMax, digits } = rules.board.doc.grid;
  const at = (col: number, row: number) => formatHexNumber({ col, row }, digits);
  const out: string[] = [];
  for (let c = colMin; c <= colMax; c++) out.push(at(c, rowMin));
  for (let r = rowMin + 1; r <= rowMax; r++) out.push(at(colMax, r));
  for (let c = colMax - 1; c >= colMin && rowMax > rowMin; c--) out.push(at(c, rowMax));
  for (let r = rowMax - 1; r > rowMin && colMax > colMin; r--) out.push(at(colMin, r));
  edgeRingOf.set(rules, out);
  return out;
}

/**
 * Where a group may enter (11.4.2): its own hex, unless a unit holds it or a US fire zone covers it; then the
 * first free road hex met walking along the map edge each way from it. Umpire's pick (the nearer, then the lower
 * number) comes first. None free: the group waits.
 */
export function entryHexes(rules: Rules, state: GameState, designated: string): string[] {
  const v = view(rules, state);
  const g = v.grid;
  const b = rules.board;
  const zones = v.enemyZones('german');
  const free = (h: string) => v.at(h).length === 0 && !zones[g.index(h)];
  if (free(designated)) return [designated];
  const ring = edgeRing(rules);
  const d = g.index(designated);
  let pos = ring.indexOf(designated);
  if (pos < 0)
    pos = ring.reduce(
      (best, h, i) =>
        hexDistance(g, d, g.index(h)) < hexDistance(g, d, g.index(required(ring[best], 'a ring hex'))) ? i : best,
      0,
    );
  const out = new Set<string>();
  for (const dir of [1, -1]) {
    for (let k = 1; k < ring.length; k++) {
      const h = required(ring[(((pos + dir * k) % ring.length) + ring.length) % ring.length], 'a ring hex');
      if (h !== designated && b.hasRoad(b.hex(h)) && free(h)) {
        out.add(h);
        break;
      }
    }
  }
  return [...out].sort(
    (p, q) => hexDistance(g, d, g.index(p)) - hexDistance(g, d, g.index(q)) || Number(p) - Number(q),
  );
}

/** The roll for the next group of the Reinforcement table (11.4.2), or undefined when none is left. */
export function reinforcementRoll(rules: Rules, state: GameState): RollPlan | undefined {
  const row = rules.ctx.table(T.reinforcements).rows[state.reinforcementNext];
  return row ? { proc: germanReinforcement, inputs: { group: row.key, turn: state.turn } } : undefined;
}

/** The German rolls for the next group of the Reinforcement table (11.4). */
export function reinforce(rules: Rules, state: GameState, roll: Roll): GameState {
  const table = rules.ctx.table(T.reinforcements);
  const row = table.rows[state.reinforcementNext];
  const plan = reinforcementRoll(rules, state);
  if (!row || !plan) return state;
  const r = resolveRoll(rules, plan, roll);
  const lost = r.outcome.lostForGood === true;
  const arrives = r.outcome.arrives === true;
  const log = rolled(
    `Reinforcement roll for ${row.key}, at most ${numberCell(table, row.key, 'roll')} to arrive`,
    rolledDice(r),
    lost ? 'a natural 10: lost for good' : arrives ? 'it arrives' : 'not yet',
    '11.4.2',
  );
  const after = { ...state, reinforceRolled: true };
  if (!arrives && !lost) return { ...after, log: [...state.log, log] };
  if (lost) return { ...after, reinforcementNext: state.reinforcementNext + 1, log: [...state.log, log] };
  const designated = stringCell(table, row.key, 'entry');
  const hexes = entryHexes(rules, state, designated);
  if (hexes.length === 0)
    return {
      ...after,
      log: [...state.log, log, said(`No free entry hex near ${designated}: the group waits (11.4.2)`)],
    };
  const arrived = { ...after, log: [...state.log, log] };
  const [only] = hexes;
  if (only !== undefined && hexes.length === 1) return enterAt(rules, arrived, row.key, only);
  return queueDecision(
    {
      ...arrived,
      log: [
        ...arrived.log,
        said(
          `${designated} is held or under US fire: the German picks the entry hex among ${hexes.join(', ')} (11.4.2)`,
        ),
      ],
    },
    { kind: 'reinforcement-entry', side: 'german', group: row.key, designated, hexes },
  );
}

/** A group that has arrived enters the map at `entry` (11.4.2, 11.4.4, 7.5.3). */
function enterAt(rules: Rules, state: GameState, group: string, entry: string): GameState {
  const table = rules.ctx.table(T.reinforcements);
  const designated = stringCell(table, group, 'entry');
  const units = { ...state.units };
  const assets = { ...state.assets };
  const formations = { ...state.formations };
  for (const u of rules.scenario.units.filter((x) => x.reinforcement === group)) {
    units[u.id] = { ...unitOf(state, u.id), status: 'map', hex: entry, fresh: true };
    const f = rules.scenario.formations.find((x) => x.hq === u.id);
    if (f && f.kind === 'regiment')
      formations[f.id] = {
        ...required(formations[f.id], `formation ${f.id}`),
        supply: constant(rules.ctx, 'entering-german-hq-supply'),
      };
  }
  for (const a of rules.scenario.assets.filter((x) => x.reinforcement === group))
    assets[a.id] = { ...required(assets[a.id], `asset ${a.id}`), status: 'pool', formation: 'de-352' };
  const where =
    entry === designated
      ? `at ${entry}`
      : `at ${entry}, an edge road hex beside ${designated}, which is held or under US fire`;
  const label = table.rows.find((r) => r.key === group)?.label ?? group;
  return {
    ...state,
    units,
    assets,
    formations,
    reinforcementNext: state.reinforcementNext + 1,
    log: [
      ...state.log,
      said(`${label} enters ${where}; doubled movement on its first activation (11.4.2, 11.4.4, 7.5.3)`),
    ],
  };
}

/** The German's answer: the group enters at the chosen hex. */
export function settleEntry(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'reinforcement-entry' }>,
): GameState {
  const d = state.decisions?.[0];
  if (d?.kind !== 'reinforcement-entry') return state;
  return enterAt(rules, dropDecision(state), d.group, a.to);
}
