import { loseBeachheads } from './beachheads.ts';
import type { Rules } from './rules.ts';
import { type Advance, type GameState, unitOf, type UnitState } from './state.ts';
import { said, type LogEntry } from './words.ts';

/** Close-combat attackers still on the map move into the emptied hex, take a village or town, and may remove beachheads next to it (8.5.3, 10.1, 9.4.2). */
export function advanceInto(rules: Rules, state: GameState, a: Advance): GameState {
  const b = rules.board;
  let s = state;
  const lines: LogEntry[] = [];
  const moved: UnitState[] = [];
  for (const id of a.units) {
    const x = s.units[id];
    if (!x || x.status !== 'map') continue;
    const u = { ...x, hex: a.hex };
    s = { ...s, units: { ...s.units, [id]: u } };
    moved.push(u);
    lines.push(said(`${id} advances into ${a.hex} (8.5.3)`));
  }
  if (moved.length > 0 && b.place(b.hex(a.hex))) s = { ...s, control: { ...s.control, [a.hex]: a.side } };
  s = { ...s, log: [...s.log, ...lines] };
  for (const u of moved) s = loseBeachheads(rules, s, unitOf(s, u.id));
  return s;
}
