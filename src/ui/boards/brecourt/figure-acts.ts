import type { RulesContext } from '../../../engine/index.ts';
import type { BrecourtAction } from '../../../systems/brecourt/game/actions.ts';
import { isActive } from '../../../systems/brecourt/game/figures.ts';
import { confusedNow, confusionOwed, mayRunNow, moraleOwed, stepId } from '../../../systems/brecourt/game/sequence.ts';
import type { BrecourtState, Figure, MoveMode } from '../../../systems/brecourt/game/types.ts';
import { moveAllowance } from '../../../systems/brecourt/procedures/movement.ts';
import { moveInputs } from '../../../systems/brecourt/game/suggest.ts';
import type { BrecourtGame, RollTarget } from './roll-model.ts';

/** Setting up a roll: which procedure, who acts, and what may be tapped (a check taps nothing more). */
export type PickKind = 'fire' | 'us-grenade' | 'hand-to-hand' | 'caught' | 'demolition' | 'check';

export interface Pick {
  readonly kind: PickKind;
  readonly procedure: string;
  readonly actor?: string;
  readonly grenade?: string;
  readonly targets: readonly string[];
  readonly gun?: string;
}

export type ActDo =
  { readonly kind: 'pick'; readonly pick: Pick } | { readonly kind: 'action'; readonly action: BrecourtAction };

/** One thing the selected figure may do now (or, with `why`, may not). */
export interface Act {
  readonly id: string;
  readonly label: string;
  readonly why?: string;
  readonly do: ActDo;
}

export const MOVE_MODES: readonly { readonly mode: MoveMode; readonly label: string }[] = [
  { mode: 'none', label: 'Stays' },
  { mode: 'normal', label: 'Normal' },
  { mode: 'fast', label: 'Fast' },
  { mode: 'move-and-fire', label: 'Move & fire' },
  { mode: 'sneak', label: 'Sneak' },
];

export function isTemplateWeapon(f: Figure): boolean {
  return f.weapon === 'smg' || f.weapon === '30cal' || f.weapon === 'mg42';
}

/** A check that needs nothing tapped: the figure (or nobody) rolls. */
export function checkPick(procedure: string, actor?: string, targets: readonly string[] = []): Pick {
  return { kind: 'check', procedure, ...(actor ? { actor } : {}), targets };
}

/** The move modes open to this figure now, with its allowance in inches by the movement tables, and the game's reason when a mode is not open. */
export function moveChoices(
  game: BrecourtGame,
  state: BrecourtState,
  ctx: RulesContext,
  f: Figure,
  at: number,
): { mode: MoveMode; label: string; inches?: number; why?: string }[] {
  return MOVE_MODES.filter((m) => f.side === 'us' || m.mode !== 'move-and-fire' || f.fallschirmjager).map((m) => {
    const why =
      m.mode === f.moveMode ? undefined : game.check(state, { type: 'set-move', figure: f.id, mode: m.mode, at }, ctx);
    const inches = m.mode === 'none' ? undefined : moveAllowance({ ...moveInputs(f), mode: m.mode }, ctx);
    return { ...m, ...(inches?.allowed ? { inches: inches.inches } : {}), ...(why ? { why } : {}) };
  });
}

/** Whether this figure can move at all in this step (so the move row is worth showing). */
export function movesNow(state: BrecourtState, f: Figure): boolean {
  if (!isActive(f)) return false;
  const step = stepId(state);
  return f.side === 'us' ? step === 'us-move-fire' : step === 'german-move' || step === 'german-fire';
}

/** What the selected figure may do now, by the game's own checks. */
export function actsFor(game: BrecourtGame, state: BrecourtState, ctx: RulesContext, f: Figure, at: number): Act[] {
  const out: Act[] = [];
  const step = stepId(state);
  const check = (a: BrecourtAction): string | undefined => game.check(state, a, ctx);
  const act = (id: string, label: string, d: ActDo, why: string | undefined): Act =>
    why ? { id, label, do: d, why } : { id, label, do: d };
  /** A roll set up by tapping its targets on the roster. */
  const aim = (kind: PickKind, procedure: string): ActDo => ({
    kind: 'pick',
    pick: { kind, procedure, actor: f.id, targets: [] },
  });
  /** An action played at once, open when the game accepts it now. */
  const direct = (id: string, label: string, a: BrecourtAction): Act =>
    act(id, label, { kind: 'action', action: a }, check(a));
  /** Why the game would not resolve this figure's roll now, if it would not. */
  const resolves = (procedure: string): string | undefined => check({ type: 'resolve', procedure, actor: f.id, at });
  if (state.over) return out;
  if (f.status === 'active') {
    const owed = state.owed.find((o) => o.figure === f.id);
    if (owed)
      out.push(
        act('wound', 'Wound roll', { kind: 'pick', pick: checkPick('brecourt.wound', undefined, [f.id]) }, undefined),
      );
    if (f.side === 'us') {
      if (step === 'us-move-fire') {
        out.push(act('fire', 'Fire', aim('fire', 'brecourt.us-fire'), resolves('brecourt.us-fire')));
        out.push(
          act(
            'grenade',
            'Throw grenade',
            aim('us-grenade', 'brecourt.us-grenade-scatter'),
            resolves('brecourt.us-grenade-scatter'),
          ),
        );
        if (f.explosives)
          out.push(
            act(
              'demolition',
              'Blow up a gun',
              aim('demolition', 'brecourt.howitzer-destruction'),
              state.howitzers.every((h) => h.status === 'destroyed') ? 'every gun is already destroyed' : undefined,
            ),
          );
      }
      if (step === 'us-move-fire' || step === 'german-move')
        out.push(
          act(
            'h2h',
            'Hand to hand',
            aim('hand-to-hand', 'brecourt.hand-to-hand'),
            f.stunned ? `${f.name} is stunned` : undefined,
          ),
        );
    } else {
      if (step === 'german-morale' && moraleOwed(state).some((x) => x.id === f.id))
        out.push(
          act('morale', 'Morale test', { kind: 'pick', pick: checkPick('brecourt.german-morale', f.id) }, undefined),
        );
      if (step === 'german-fire') {
        if (confusionOwed(state).some((x) => x.id === f.id))
          out.push(
            act(
              'confusion',
              'Confusion roll',
              { kind: 'pick', pick: checkPick('brecourt.mg42-confusion', f.id) },
              undefined,
            ),
          );
        out.push(act('fire', 'Fire', aim('fire', 'brecourt.german-fire'), resolves('brecourt.german-fire')));
        out.push(
          direct('throw', `Throw grenade (${state.germanGrenadesLeft} left)`, {
            type: 'throw-grenade',
            thrower: f.id,
            at,
          }),
        );
      }
    }
  }
  if (mayRunNow(state, f)) out.push(direct('escape', 'Runs (unguarded)', { type: 'escape', figure: f.id, at }));
  return out;
}

/**
 * Whether a figure has nothing left to roll now: every act is closed but hand to hand, which comes from a contact
 * made later and is reached again by tapping him.
 */
export function doneForNow(acts: readonly Act[]): boolean {
  return acts.every((a) => a.why !== undefined || a.id === 'h2h');
}

/** Who may be tapped as a target in this pick (the actor never). */
export function eligible(state: BrecourtState, pick: Pick, f: Figure): boolean {
  if (f.id === pick.actor || !isActive(f)) return false;
  const actor = pick.actor ? state.figures.find((x) => x.id === pick.actor) : undefined;
  switch (pick.kind) {
    case 'fire':
      // A confused MG42 fires on its own side.
      return actor !== undefined && (actor.side === f.side) === (confusedNow(state, actor) === true);
    case 'us-grenade':
      return true;
    case 'hand-to-hand':
      return true;
    case 'caught':
      return f.side === 'us';
    case 'demolition':
    case 'check':
      return false;
  }
}

/** The side the referee taps targets on in this pick (a confused MG42 fires on its own side), if any. */
export function targetSide(state: BrecourtState, pick: Pick): 'us' | 'german' | undefined {
  const actor = pick.actor ? state.figures.find((x) => x.id === pick.actor) : undefined;
  switch (pick.kind) {
    case 'fire':
      return actor
        ? confusedNow(state, actor) === true
          ? actor.side
          : actor.side === 'us'
            ? 'german'
            : 'us'
        : undefined;
    case 'us-grenade':
    case 'hand-to-hand':
      return 'german';
    case 'caught':
      return 'us';
    case 'demolition':
    case 'check':
      return undefined;
  }
}

/** Several targets for template weapons, blasts and a second paratrooper in a fight; otherwise one. */
export function toggleTarget(state: BrecourtState, pick: Pick, id: string): Pick {
  const has = pick.targets.includes(id);
  const actor = pick.actor ? state.figures.find((x) => x.id === pick.actor) : undefined;
  const f = state.figures.find((x) => x.id === id);
  if (!f) return pick;
  let targets: string[];
  switch (pick.kind) {
    case 'fire':
      targets =
        actor && isTemplateWeapon(actor)
          ? has
            ? pick.targets.filter((t) => t !== id)
            : [...pick.targets, id]
          : has
            ? []
            : [id];
      break;
    case 'hand-to-hand': {
      // One German, and at most one more paratrooper beside the actor: a new one of a side replaces the old.
      const side = (t: string): string | undefined => state.figures.find((x) => x.id === t)?.side;
      targets = has ? pick.targets.filter((t) => t !== id) : [...pick.targets.filter((t) => side(t) !== f.side), id];
      break;
    }
    default:
      targets = has ? pick.targets.filter((t) => t !== id) : [...pick.targets, id];
  }
  // Blast: the scatter roll comes first; once figures are chosen the blast itself is resolved.
  const procedure =
    pick.kind === 'us-grenade'
      ? targets.length
        ? 'brecourt.us-grenade-blast'
        : 'brecourt.us-grenade-scatter'
      : pick.procedure;
  return { ...pick, targets, procedure };
}

/** The roll this pick sets up as it stands. */
export function rollOf(pick: Pick): RollTarget {
  return {
    procedure: pick.procedure,
    ...(pick.actor ? { actor: pick.actor } : {}),
    ...(pick.targets.length ? { targets: pick.targets } : {}),
    ...(pick.grenade ? { grenade: pick.grenade } : {}),
    ...(pick.gun ? { gun: pick.gun } : {}),
  };
}

/** One line telling the referee what to tap next. */
export function pickHint(state: BrecourtState, pick: Pick): string {
  const name = (id: string | undefined): string => state.figures.find((f) => f.id === id)?.name ?? '';
  const n = pick.targets.length;
  switch (pick.kind) {
    case 'fire': {
      const actor = state.figures.find((f) => f.id === pick.actor);
      const many = actor ? isTemplateWeapon(actor) : false;
      const own = actor ? confusedNow(state, actor) === true : false;
      if (n) return many ? 'Tap more figures under the template, or roll.' : '';
      return `Tap the ${own ? 'German (he is confused) ' : 'figure '}${name(pick.actor)} fires at${many ? ' (and the others under the template)' : ''}.`;
    }
    case 'us-grenade': {
      const thrown = state.figures.find((f) => f.id === pick.actor)?.grenadeThrownTurn === state.turn;
      if (n) return 'Tap every figure under the template.';
      return thrown
        ? 'Grenade landed: tap every figure under the template for the blast.'
        : 'Roll where the grenade lands; then tap the figures under the template.';
    }
    case 'hand-to-hand':
      return n
        ? 'A second paratrooper may join: tap him.'
        : `Tap the German ${name(pick.actor)} fights (and a second paratrooper if two attack).`;
    case 'caught':
      return 'Tap every paratrooper still under the template (none if all got clear).';
    case 'demolition':
      return pick.gun ? '' : `Tap the gun ${name(pick.actor)} has stood beside for a whole move.`;
    case 'check':
      return '';
  }
}
