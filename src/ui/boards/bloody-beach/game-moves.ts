import { fieldOf } from '../../../engine/index.ts';
import type { GameAction, SystemModule } from '../../../systems/types.ts';
import type { BoardData } from './board-data.ts';
import type { CounterView, SideId } from './counters.ts';
import { stackPlan } from './game-stack.ts';
import type { Plan, StackReach } from './move-plan.ts';
import type { Member } from './stack-move.ts';
import type { RoadBonus } from './movement.ts';
import { actionWords } from './action-words.ts';
import { withNames } from './recent.ts';
import { termsWords } from './flow.ts';
import { enemyOffers, legalTargets, unitOffers, type Offer } from './offers.ts';
import type { SessionReader } from './session-reader.ts';
import { smallArmsTargets } from './zones.ts';

/** The formation of an asset in a kept game's state, read defensively (the board sees the state as unknown). */
function assetFormation(state: unknown, id: string): string | undefined {
  const f = fieldOf(fieldOf(fieldOf(state, 'assets'), id), 'formation');
  return typeof f === 'string' ? f : undefined;
}

/** The formations active in the current activation (5.2). */
function activeFormations(state: unknown): string[] {
  const active = fieldOf(state, 'active');
  return Array.isArray(active) ? active.filter((f): f is string => typeof f === 'string') : [];
}

/**
 * What the kept game lets the units on the board do: its legal actions, whom a unit may fire at, what the selected
 * unit may do and a unit's road bonus. The scenario's printed set-up is no game: it offers nothing, and a unit's
 * targets then come from the fire rules alone.
 */
export class GameMoves {
  constructor(
    private readonly data: BoardData,
    private readonly session: SessionReader,
    private readonly system: () => SystemModule | undefined,
  ) {}

  /** A game is kept and shown (not the scenario's set-up). */
  get playing(): boolean {
    return !!this.system()?.game && !this.data.fromScenario;
  }

  /** The game's legal actions now (none for the scenario's set-up). */
  /** An activation's cost and the units it puts into action, in words (see flow.ts). */
  terms(a: GameAction): string | undefined {
    const t = this.session.activationTerms(a);
    return t && termsWords(t);
  }

  legal(): GameAction[] {
    return this.data.fromScenario ? [] : this.session.legal();
  }

  /** Enemy units a unit may fire at or close with now: from the game's legal actions, else by the fire rules. */
  targetsOf(unit: CounterView, viewer: SideId): Set<string> {
    if (this.playing) return legalTargets(this.legal(), unit, this.data.counters, (h) => this.data.hexId(h));
    const board = this.data.board;
    return board ? new Set(smallArmsTargets(unit, this.data.counters, board, viewer).map((c) => c.id)) : new Set();
  }

  /** What the viewer's selected unit may do now (see offers.ts). */
  offers(
    unit: CounterView,
    viewer: SideId,
    target: CounterView | undefined,
    plan: Plan | undefined,
    phase: string | undefined,
  ): Offer[] {
    if (!this.playing) return [];
    const why = (a: GameAction) => {
      const w = this.session.why(a);
      return w === undefined ? undefined : withNames(w, this.session.names);
    };
    const c = {
      legal: this.legal(),
      why,
      hexId: (h: CounterView['hex']) => this.data.hexId(h),
      name: (id: string) => this.name(id),
      assetFormation: (id: string) => assetFormation(this.session.state, id),
      active: activeFormations(this.session.state),
      terms: (a: GameAction) => this.terms(a),
      ...(phase ? { phase } : {}),
    };
    return unit.side === viewer ? unitOffers(unit, target, plan, c) : enemyOffers(unit, c);
  }

  /** An action in words, by printed names. */
  words(a: GameAction): string {
    return actionWords(a, (id) => this.name(id));
  }

  /** A unit's, formation's, asset's, landing box's or reinforcement group's printed name by its id. */
  name(id: string): string {
    return (
      this.data.unit(id)?.label ??
      this.session.names.get(id) ??
      this.data.doc?.landingBoxes.find((b) => b.id === id)?.name ??
      this.session.table('bloody-beach.german-reinforcements')?.rows.find((r) => r.key === id)?.label ??
      id
    );
  }

  /** A stack's reach and overstacked hexes by the game's own stack rule (7.2.2, 7.2.3). */
  stackReach(members: readonly Member[]): StackReach | undefined {
    const ctx = this.session.rules();
    const { doc, board } = this.data;
    return ctx && doc && board ? stackPlan(members, board, ctx, doc, this.session.state) : undefined;
  }

  /** A unit's road bonus (7.5.2) in the kept game (none for the scenario's set-up). */
  roadBonus(c: CounterView): RoadBonus | undefined {
    return this.data.doc && !this.data.fromScenario ? this.session.roadBonus(this.data.doc, c.id) : undefined;
  }
}
