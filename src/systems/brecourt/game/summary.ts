import { formatDuration } from './clock.ts';
import { resultLine, score, type Score } from './score.ts';
import type { BrecourtState } from './types.ts';

export interface GameSummary {
  readonly system: 'brecourt';
  readonly scenario: string;
  readonly over: boolean;
  readonly endReason: BrecourtState['endReason'];
  readonly turn: number;
  readonly lastTurn: number;
  readonly playTime: string;
  readonly playTimeMs: number;
  readonly result: string;
  readonly score: Score;
  readonly howitzers: readonly { readonly name: string; readonly status: string; readonly shots: number }[];
  readonly us: {
    readonly killed: string[];
    readonly wounded: { readonly name: string; readonly wounds: number }[];
    readonly standing: number;
  };
  readonly german: {
    readonly killed: string[];
    readonly prisoners: string[];
    readonly ranOff: string[];
    readonly standing: number;
  };
  readonly germanGrenadesUsed: number;
  readonly settings: BrecourtState['settings'];
}

/** The end-of-game (or so-far) summary, plain JSON for export. */
export function summarize(state: BrecourtState): GameSummary {
  const s = score(state);
  const us = state.figures.filter((f) => f.side === 'us');
  const de = state.figures.filter((f) => f.side === 'german');
  return {
    system: 'brecourt',
    scenario: state.scenario,
    over: state.over,
    endReason: state.endReason,
    turn: state.turn,
    lastTurn: state.lastTurn,
    playTime: formatDuration(state.clock.elapsedMs),
    playTimeMs: state.clock.elapsedMs,
    result: state.over ? resultLine(s) : `In progress: ${resultLine(s).replace(/^[^,]*, /, '')}`,
    score: s,
    howitzers: state.howitzers.map((h) => ({ name: h.name, status: h.status, shots: h.firedTurns.length })),
    us: {
      killed: us.filter((f) => f.status === 'killed').map((f) => f.name),
      wounded: us.filter((f) => f.status === 'active' && f.wounds > 0).map((f) => ({ name: f.name, wounds: f.wounds })),
      standing: us.filter((f) => f.status === 'active').length,
    },
    german: {
      killed: de.filter((f) => f.status === 'killed').map((f) => f.name),
      prisoners: de.filter((f) => f.status === 'surrendered').map((f) => f.name),
      ranOff: de.filter((f) => f.status === 'ran-off').map((f) => f.name),
      standing: de.filter((f) => f.status === 'active').length,
    },
    germanGrenadesUsed: state.germanGrenadesTotal - state.germanGrenadesLeft,
    settings: state.settings,
  };
}
