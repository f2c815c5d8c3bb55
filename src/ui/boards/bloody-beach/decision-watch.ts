import type { GameAction } from '../../../systems/types.ts';
import type { BoardData } from './board-data.ts';
import { pendingDecision, type DecisionView, type Naming } from './decision.ts';
import type { SessionReader } from './session-reader.ts';

/**
 * The owner decision the game waits for, named as the board names things (counters, reinforcement groups,
 * formations and their HQs' hexes), kept for one state; and whether it is new, so the map brings its hexes into
 * view once for each.
 */
export class DecisionWatch {
  private cache?: { state: unknown; value: DecisionView | undefined };
  private seen?: string;

  constructor(
    private readonly data: BoardData,
    private readonly session: SessionReader,
  ) {}

  current(state: unknown, legal: () => readonly GameAction[]): DecisionView | undefined {
    const hit = this.cache;
    if (hit && hit.state === state) return hit.value;
    const value = pendingDecision(state, legal(), this.naming());
    this.cache = { state, value };
    return value;
  }

  /** True the first time a decision (by its answers) is seen. */
  isNew(d: DecisionView | undefined): boolean {
    const key = d ? JSON.stringify(d.answers.map((a) => a.action)) : undefined;
    const fresh = !!d && key !== this.seen;
    this.seen = key;
    return fresh;
  }

  private naming(): Naming {
    const { data, session } = this;
    const reinforcements = session.table('bloody-beach.german-reinforcements');
    return {
      unit: (id) => data.unit(id)?.label ?? session.names.get(id) ?? id,
      group: (key) => reinforcements?.rows.find((r) => r.key === key)?.label ?? key,
      formation: (id) => {
        const f = session.formations.find((x) => x.id === id);
        const hq = data.unit(f?.hq);
        return { name: f?.name ?? id, ...(hq ? { hq: data.hexId(hq.hex) } : {}) };
      },
    };
  }
}
