import type { BrecourtState, Figure } from '../../../systems/brecourt/game/types.ts';
import type { Side } from '../../../systems/brecourt/scenario.ts';
import { grenadesDue, moraleOwed, stepId } from '../../../systems/brecourt/game/sequence.ts';
import { guardOf } from '../../../systems/brecourt/game/figures.ts';

/** One block of the roster: a team, a gun crew, a reinforcement group. */
export interface RosterGroup {
  readonly id: string;
  readonly label: string;
  readonly side: Side;
  readonly figures: readonly Figure[];
  /** Every figure still waiting off table. */
  readonly reserve: boolean;
}

/** "30cal-1" → ".30 cal team 1", "mg42-2" → "MG42 team 2". */
export function teamLabel(team: string): string {
  const m = /^(30cal|mg42)-(\d+)$/.exec(team);
  if (!m) return `Team ${team}`;
  return `${m[1] === '30cal' ? '.30 cal' : 'MG42'} team ${m[2]}`;
}

function groupOf(f: Figure, gunNames: ReadonlyMap<string, string>): { id: string; label: string; order: number } {
  if (f.side === 'us') {
    if (f.arrives === 'spiers') return { id: 'spiers', label: 'Spiers and his men', order: 3 };
    if (f.team) return { id: `team-${f.team}`, label: teamLabel(f.team), order: 2 };
    return { id: 'easy', label: 'Easy Company', order: 1 };
  }
  if (f.gun) return { id: `crew-${f.gun}`, label: `Crew of ${gunNames.get(f.gun) ?? f.gun}`, order: 1 };
  if (f.fallschirmjager)
    return f.entryGroup !== null
      ? { id: `fj-${f.entryGroup}`, label: `Fallschirmjäger group ${f.entryGroup}`, order: 4 + f.entryGroup }
      : { id: 'fj', label: 'Fallschirmjäger', order: 8 };
  if (f.team) return { id: `team-${f.team}`, label: teamLabel(f.team), order: 2 };
  return { id: 'riflemen', label: 'Riflemen and NCO', order: 3 };
}

/** The roster by side and group, in the order the scenario lists figures within a group. */
export function rosterGroups(state: BrecourtState): { us: RosterGroup[]; german: RosterGroup[] } {
  const gunNames = new Map(state.howitzers.map((h) => [h.id, h.name.replace(/^105 mm /, '')]));
  const map = new Map<string, { id: string; label: string; order: number; side: Side; figures: Figure[] }>();
  for (const f of state.figures) {
    const g = groupOf(f, gunNames);
    const key = `${f.side}:${g.id}`;
    const entry = map.get(key) ?? { ...g, side: f.side, figures: [] };
    entry.figures.push(f);
    map.set(key, entry);
  }
  const all = [...map.values()]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en', { numeric: true }))
    .map((g): RosterGroup => ({
      id: g.id,
      label: g.label,
      side: g.side,
      figures: g.figures,
      reserve: g.figures.every((f) => f.status === 'reserve'),
    }));
  return { us: all.filter((g) => g.side === 'us'), german: all.filter((g) => g.side === 'german') };
}

export type BadgeTone = 'dead' | 'bad' | 'warn' | 'info' | 'muted';

/** A short marker on a roster row (its words are what a screen reader says too). */
export interface Badge {
  readonly key: string;
  readonly text: string;
  readonly tone: BadgeTone;
}

const MOVE_TEXT: Record<Figure['moveMode'], string> = {
  none: '',
  normal: 'Moved',
  fast: 'Fast',
  'move-and-fire': 'Move+fire',
  sneak: 'Sneak',
};

/** Everything the referee needs to see of a figure at a glance, worst news first. */
export function figureBadges(f: Figure, state: BrecourtState): Badge[] {
  const out: Badge[] = [];
  switch (f.status) {
    case 'killed':
      out.push({ key: 'killed', text: 'Killed', tone: 'dead' });
      return out;
    case 'ran-off':
      out.push({ key: 'ran', text: 'Ran off', tone: 'dead' });
      return out;
    case 'reserve':
      out.push({ key: 'reserve', text: 'Not arrived', tone: 'muted' });
      return out;
    case 'surrendered': {
      const guard = guardOf(state, f);
      out.push(
        guard
          ? { key: 'prisoner', text: `Prisoner · ${shortName(guard.name)}`, tone: 'info' }
          : { key: 'prisoner', text: 'Prisoner, unguarded', tone: 'warn' },
      );
      return out;
    }
    case 'active':
      break;
  }
  if (state.owed.some((o) => o.figure === f.id)) out.push({ key: 'owed', text: 'Wound roll due', tone: 'bad' });
  if (f.wounds > 0) out.push({ key: 'wounds', text: `${f.wounds} wound${f.wounds === 1 ? '' : 's'}`, tone: 'bad' });
  if (f.suppression > 0)
    out.push({ key: 'supp', text: f.suppression === 1 ? 'Suppressed' : `Suppressed ×${f.suppression}`, tone: 'warn' });
  if (f.stunned) out.push({ key: 'stunned', text: 'Stunned', tone: 'warn' });
  if (f.outOfActionTurn === state.turn) out.push({ key: 'out', text: 'Sits out', tone: 'warn' });
  if (f.prone) out.push({ key: 'prone', text: 'Prone', tone: 'info' });
  if (stepId(state) === 'german-morale' && moraleOwed(state).some((x) => x.id === f.id))
    out.push({ key: 'morale', text: 'Morale test due', tone: 'bad' });
  if (f.moveMode !== 'none') out.push({ key: 'move', text: MOVE_TEXT[f.moveMode], tone: 'info' });
  if (f.firedTurn === state.turn) out.push({ key: 'fired', text: 'Fired', tone: 'muted' });
  if (f.side === 'us' && f.grenades > 0)
    out.push({ key: 'grenades', text: `${f.grenades} grenade${f.grenades === 1 ? '' : 's'}`, tone: 'muted' });
  if (f.explosives) out.push({ key: 'explosives', text: 'Explosives', tone: 'muted' });
  if (f.location === 'tree-line' || f.location === 'open')
    out.push({ key: 'where', text: f.location === 'open' ? 'In the open' : 'Tree line', tone: 'muted' });
  if (state.grenades.some((g) => g.thrower === f.id) && grenadesDue(state).length === 0)
    out.push({ key: 'threw', text: 'Grenade in the air', tone: 'muted' });
  return out;
}

/** "Sgt Carwood Lipton" → "Lipton"; "Grenadier 3" stays. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words[words.length - 1] ?? name;
  return /^\d/.test(last) || words.length < 3 ? name : last;
}
