import { makeContext, type RulesContext, type TableData } from '../../../engine/index.ts';
import { constant } from '../../../systems/bloody-beach/procedures/common.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { GameAction, SystemModule } from '../../../systems/types.ts';
import { formationsFromState, namesFrom, type Formation } from './counters.ts';
import type { RoadBonus } from './movement.ts';
import { isGameState, roadBonusInGame } from './road-bonus.ts';
import { activationTerms, type ActivationTerms } from '../../../systems/bloody-beach/game/activation.ts';
import { makeRules } from '../../../systems/bloody-beach/game/rules.ts';
import { fieldOf } from '../../../engine/index.ts';

/** What the board is given by the session. */
export interface SessionInputs {
  readonly system?: SystemModule;
  readonly ctx?: RulesContext;
  readonly state?: unknown;
}

/**
 * What the board reads from the session: the rules and their tables, the scenario's names and formations, and the
 * kept game's legal actions, its own check of an action and a unit's road bonus (each kept for one state, as the
 * board asks again with every zoom frame).
 */
export class SessionReader {
  private legalCache?: { state: unknown; ctx: RulesContext; actions: GameAction[] };
  private bonusCache?: {
    state: unknown;
    unit: string;
    doc: MapDoc;
    ctx: RulesContext | undefined;
    value: RoadBonus | undefined;
  };
  private namesCache?: { scenario: unknown; names: ReadonlyMap<string, string> };

  constructor(private readonly from: () => SessionInputs) {}

  /** The session's rules context, else one made from the system's own tables and settings. */
  rules(): RulesContext | undefined {
    const { system, ctx } = this.from();
    if (ctx) return ctx;
    if (system) return makeContext(system.tables, system.settings);
    return undefined;
  }

  table(id: string): TableData | undefined {
    const ctx = this.rules();
    try {
      return ctx?.table(id);
    } catch {
      return this.from().system?.tables.find((t) => t.id === id);
    }
  }

  /** The kept game's state. */
  get state(): unknown {
    return this.from().state;
  }

  /** The scenario the system ships (its printed set-up, names and formations). */
  get scenario(): unknown {
    return this.from().system?.scenarios.find((s) => (s as { kind?: unknown }).kind === 'scenario');
  }

  /** Counter names by unit id, from the scenario. */
  get names(): ReadonlyMap<string, string> {
    const scenario = this.scenario;
    const hit = this.namesCache;
    if (hit && hit.scenario === scenario) return hit.names;
    const names = namesFrom(scenario);
    this.namesCache = { scenario, names };
    return names;
  }

  /** Formations and their HQs: the kept game's when it names HQs, else the scenario's (a game's state may hold only their supply). */
  get formations(): Formation[] {
    const state = formationsFromState(this.from().state);
    return state.some((f) => f.hq) ? state : formationsFromState(this.scenario);
  }

  /** The game's legal actions now (none without a kept game). */
  legal(): GameAction[] {
    const { system, ctx, state } = this.from();
    const game = system?.game;
    if (!game || !ctx || state === undefined) return [];
    if (this.legalCache?.state === state && this.legalCache.ctx === ctx) return this.legalCache.actions;
    let actions: GameAction[] = [];
    try {
      actions = game.legalActions(state, ctx);
    } catch {
      actions = [];
    }
    this.legalCache = { state, ctx, actions };
    return actions;
  }

  /** Why the game refuses an action now, or undefined when it is legal (the rules' own check). */
  why(action: GameAction): string | undefined {
    const { system, ctx, state } = this.from();
    const game = system?.game;
    if (!game || !ctx || state === undefined) return 'no game is kept in this session';
    try {
      return game.check(state, action, ctx);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }

  /** What an activation on offer costs and how many units it puts into action, from the game's own plan (5.2, 4.6). */
  activationTerms(action: GameAction): ActivationTerms | undefined {
    const { ctx, state } = this.from();
    const formation = fieldOf(action, 'formation');
    const pool = fieldOf(action, 'pool');
    if (action.type !== 'activate' || !ctx || !isGameState(state) || typeof formation !== 'string') return undefined;
    try {
      return activationTerms(
        makeRules(ctx),
        state,
        formation,
        typeof pool === 'string' ? pool : undefined,
        fieldOf(action, 'cutoff') === true,
      );
    } catch {
      return undefined;
    }
  }

  /** A unit's road bonus (7.5.2) in the kept game, from the game's own rule. */
  roadBonus(doc: MapDoc, unit: string): RoadBonus | undefined {
    const ctx = this.rules();
    const session = this.from();
    if (!ctx) return undefined;
    const hit = this.bonusCache;
    // keyed on the session's context (rules() makes a fresh one each call when there is none)
    if (hit && hit.state === session.state && hit.unit === unit && hit.doc === doc && hit.ctx === session.ctx)
      return hit.value;
    const value = roadBonusInGame(ctx, doc, session.state, unit);
    this.bonusCache = { state: session.state, unit, doc, ctx: session.ctx, value };
    return value;
  }

  /** The victory points a village or town is worth, from the rules' constants (10.1), as " (n VP)", or empty. */
  placePoints(kind: string): string {
    const ctx = this.rules();
    try {
      return ctx ? ` (${constant(ctx, kind === 'town' ? 'town-points' : 'village-points')} VP)` : '';
    } catch {
      return '';
    }
  }
}
