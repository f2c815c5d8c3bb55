import type { TableData } from '../../../engine/index.ts';
import { numberCell } from '../../../engine/index.ts';
import type { BrecourtState } from './types.ts';

export interface SideScore {
  readonly total: number;
  readonly items: readonly {
    readonly key: string;
    readonly label: string;
    readonly count: number;
    readonly points: number;
  }[];
}

export interface Score {
  readonly us: SideScore;
  readonly german: SideScore;
  readonly leader: 'us' | 'german' | 'level';
}

/** Points per row of the scoring table, kept in the state so the score can be read without a context. */
export function pointsOf(scoring: TableData): Record<string, number> {
  return Object.fromEntries(scoring.rows.map((r) => [r.key, numberCell(scoring, r.key, 'points')]));
}

/** Both sides' points from the figures and guns as they stand (live during play). */
export function score(state: BrecourtState): Score {
  const pts = (key: string): number => state.points[key] ?? 0;
  const settings = state.settings;
  const dead = state.figures.filter((f) => f.side === 'us' && f.status === 'killed').length;
  const prisoners = state.figures.filter((f) => f.side === 'german' && f.status === 'surrendered').length;
  const capturedScore = settings.capturedGunsScore === true;
  const scored = state.howitzers
    .filter((h) => h.status === 'destroyed' || (capturedScore && h.status === 'captured'))
    .map((h) => (capturedScore ? h.downOrder : h.destroyedOrder) ?? 99)
    .sort((a, b) => a - b);
  let gunPoints = 0;
  scored.forEach((_, i) => {
    gunPoints += pts(`gun-${Math.min(i + 1, 4)}`);
  });
  const mode = String(settings.deadParatrooper ?? 'german-5');
  const usItems = [
    { key: 'guns', label: 'Howitzers destroyed', count: scored.length, points: gunPoints },
    { key: 'prisoners', label: 'German prisoners', count: prisoners, points: prisoners * pts('prisoner') },
    ...(mode === 'us-minus-1' || mode === 'both'
      ? [{ key: 'dead', label: 'Dead paratroopers', count: dead, points: dead * pts('dead-paratrooper-us') }]
      : []),
  ];
  const fires = state.howitzers.reduce((s, h) => s + h.firedTurns.length, 0);
  const germanItems = [
    { key: 'gun-shots', label: 'Howitzer shots', count: fires, points: fires * pts('howitzer-fires') },
    ...(mode === 'german-5' || mode === 'both'
      ? [{ key: 'kills', label: 'Paratroopers killed', count: dead, points: dead * pts('paratrooper-killed') }]
      : []),
  ];
  const us = usItems.reduce((s, x) => s + x.points, 0);
  const german = germanItems.reduce((s, x) => s + x.points, 0);
  return {
    us: { total: us, items: usItems },
    german: { total: german, items: germanItems },
    leader: us > german ? 'us' : german > us ? 'german' : 'level',
  };
}

export function scoreLine(s: Score): string {
  return `US ${s.us.total} – Germans ${s.german.total}`;
}

export function resultLine(s: Score): string {
  return s.leader === 'us'
    ? `US win, ${scoreLine(s)}`
    : s.leader === 'german'
      ? `German win, ${scoreLine(s)}`
      : `Drawn, ${scoreLine(s)}`;
}
