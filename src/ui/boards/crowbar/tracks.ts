import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';

/** The three tracks of the Game Tracks card (H), as boxes to draw: Time Increment, German Counterattack, Relief Column. */

export interface TrackBox {
  readonly label: string;
  readonly here: boolean;
  readonly night?: boolean;
  /** The box that ends the game or launches an attack. */
  readonly last?: boolean;
}

export interface TimeDay {
  readonly day: number;
  readonly name: string;
  readonly boxes: readonly TrackBox[];
}

const DAY_NAMES = ['June 6', 'June 7', 'June 8'];

export function dayName(day: number): string {
  return DAY_NAMES[day - 1] ?? `Day ${day}`;
}

export function timeTrack(g: CrowbarState, R: Rules): TimeDay[] {
  const out: TimeDay[] = [];
  const t = R.track;
  for (let day = 1; day <= t.days; day++) {
    const n = day === t.days ? t.lastInc : t.perDay;
    const boxes: TrackBox[] = [];
    for (let inc = 1; inc <= n; inc++) {
      boxes.push({
        label: String(inc),
        here: g.time.day === day && g.time.inc === inc,
        night: inc > t.daytime,
        last: day === t.days && inc === n,
      });
    }
    out.push({ day, name: dayName(day), boxes });
  }
  return out;
}

export function isNightNow(g: CrowbarState, R: Rules): boolean {
  return g.time.inc > R.track.daytime;
}

/** All Quiet, then the spaces up to Attack Launched!; after the last Counterattack the marker is off the track. */
export function counterattackTrack(
  g: CrowbarState,
  R: Rules,
): { number: number; of: number; done: boolean; boxes: TrackBox[] } {
  const of = g.mode === 'coop3' || g.mode === 'coop2' ? Math.min(3, R.track.counterattacks) : R.track.counterattacks;
  const done = g.ca.number > of;
  const boxes: TrackBox[] = [];
  for (let i = 0; i <= R.track.caSpaces; i++) {
    boxes.push({
      label: i === 0 ? 'All Quiet' : i === R.track.caSpaces ? 'Attack Launched!' : String(i),
      here: !done && g.ca.pos === i,
      last: i === R.track.caSpaces,
    });
  }
  return { number: Math.min(g.ca.number, of), of, done, boxes };
}

export function reliefTrack(g: CrowbarState, R: Rules): TrackBox[] {
  const boxes: TrackBox[] = [];
  for (let i = 0; i <= R.track.reliefSpaces; i++) {
    boxes.push({
      label: i === 0 ? 'Invasion Approach' : i === R.track.reliefSpaces ? 'Rangers Relieved!' : String(i),
      here: g.relief === i,
      last: i === R.track.reliefSpaces,
    });
  }
  return boxes;
}

/** One line for screen readers and the collapsed view. */
export function tracksSummary(g: CrowbarState, R: Rules): string {
  const ca = counterattackTrack(g, R);
  const night = isNightNow(g, R) ? 'night' : 'day';
  const caText = ca.done
    ? 'all Counterattacks launched'
    : `Counterattack ${ca.number} of ${ca.of} at ${g.ca.pos === 0 ? 'All Quiet' : `space ${g.ca.pos} of ${R.track.caSpaces}`}`;
  return `${dayName(g.time.day)}, Time Increment ${g.time.inc} (${night}); ${caText}; Relief Column at ${g.relief} of ${R.track.reliefSpaces}`;
}

/** The tracks folded to three short lines (beside the map while the Movement Dice need the room). */
export function trackLines(g: CrowbarState, R: Rules): [string, string, string] {
  const ca = counterattackTrack(g, R);
  const caAt = ca.boxes.find((b) => b.here)?.label ?? '';
  const relief = reliefTrack(g, R).find((b) => b.here)?.label ?? '';
  return [
    `${dayName(g.time.day)}, Time ${g.time.inc} (${isNightNow(g, R) ? 'night' : 'day'})`,
    ca.done ? 'Counterattacks: all launched' : `Counterattack #${ca.number}: ${boxWords(caAt)}`,
    `Relief Column: ${boxWords(relief)}`,
  ];
}

/** A track box's label as a line says it: a number is a space ("space 5"), a named box keeps its name. */
function boxWords(label: string): string {
  return /^\d+$/.test(label) ? `space ${label}` : label;
}
