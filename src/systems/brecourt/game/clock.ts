import type { BrecourtState, Clock } from './types.ts';

/** Play time so far, as of action time `at` (the clock only moves with actions, so replays agree). */
export function elapsedAt(clock: Clock, at: number | null): number {
  if (clock.runningSince === null || at === null) return clock.elapsedMs;
  return clock.elapsedMs + Math.max(0, at - clock.runningSince);
}

export function startClock(clock: Clock, at: number): Clock {
  if (clock.runningSince !== null) return { ...clock, lastAt: at };
  return { ...clock, runningSince: at, lastAt: at };
}

export function pauseClock(clock: Clock, at: number): Clock {
  if (clock.runningSince === null) return { ...clock, lastAt: at };
  return { ...clock, elapsedMs: elapsedAt(clock, at), runningSince: null, lastAt: at };
}

/** Notes the action's time; banks running time so elapsed never depends on anything but action times. */
export function tick(clock: Clock, at: number | undefined): Clock {
  if (at === undefined) return clock;
  const t = clock.lastAt === null ? at : Math.max(clock.lastAt, at);
  if (clock.runningSince === null) return { ...clock, lastAt: t };
  return { ...clock, elapsedMs: elapsedAt(clock, t), runningSince: t, lastAt: t };
}

/** How long the clock may run unwatched (Umpire closed, the device asleep) before the referee is asked about it. */
export const AWAY_MS = 15 * 60 * 1000;

/**
 * When the running clock was last watched, if it has since run unwatched for AWAY_MS or more: the board's last look
 * (`watched`), else the last action (on opening a session), whichever is later. Undefined while stopped or watched.
 */
export function awaySince(clock: Clock, now: number, watched: number | undefined): number | undefined {
  if (clock.runningSince === null) return undefined;
  const since = Math.max(watched ?? 0, clock.lastAt ?? clock.runningSince);
  return now - since >= AWAY_MS ? since : undefined;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** How far the clock of the device that chose an action may run ahead of the one that recorded it. */
export const SKEW_MS = 60 * 60 * 1000;

/** A moment as the referee reads it ("2026-06-06 09:00 UTC"), or its raw number when no calendar has it. */
function moment(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? `${ms} ms` : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Why an action's clock time (`at`) cannot be right for an event recorded at `recordedAt`: later than it (a start, or
 * the end of a pause, in the future). Earlier is allowed: a pause goes back to the clock's last look, and the
 * simulators time their actions from 0.
 */
export function recordedTimeProblem(at: number | undefined, recordedAt: number): string | undefined {
  if (at === undefined || at <= recordedAt + SKEW_MS) return undefined;
  return `its clock time (${moment(at)}) is after the moment the event was recorded (${moment(recordedAt)})`;
}

export function timeUp(state: BrecourtState): boolean {
  return state.clock.elapsedMs >= state.clock.limitMs;
}

export function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
