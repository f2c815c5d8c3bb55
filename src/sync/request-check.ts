/**
 * What the host refuses before a request from another device reaches the rules: a seat that only watches,
 * table edits (each device keeps its own; the host's are the ones stamped into the log), and settings that are
 * not the system's or were fixed when the session was set up. Everything else is for the rules to judge, as on
 * the host's own screen.
 */
import type { EventRequest, Rules, SessionMeta } from '../engine/index.ts';
import { seatOf } from './seats.ts';

/** Why the request is refused, in one sentence, or undefined when the rules may judge it. */
export function refusal(meta: SessionMeta, rules: Rules, seat: string, request: EventRequest): string | undefined {
  const s = seatOf(meta.system, meta.settings, seat);
  if (!s) return `There is no "${seat}" seat at this game.`;
  if (!s.acts) return `The ${s.label} seat only watches: choose a playing seat to send moves and rolls.`;
  if (request.kind !== 'settings') return undefined;
  if (request.overrides !== undefined)
    return "Table edits stay on the device that made them; only the host's own edits go into the shared log.";
  for (const [key, value] of Object.entries(request.settings ?? {})) {
    const def = rules.settings?.find((d) => d.key === key);
    if (!def) return `This game has no setting "${key}".`;
    if (def.setup) return `"${def.label}" was chosen when the session was set up and cannot change during play.`;
    if (!def.freeForm && !def.options.some((o) => o.value === value))
      return `"${String(value)}" is not one of the choices for "${def.label}".`;
  }
  return undefined;
}
