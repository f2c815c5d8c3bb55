import { property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import type { RulesContext } from '../../../engine/index.ts';
import type { Action, PositionPatch, UnitPatch } from '../../../systems/dday-omaha/game/actions.ts';
import type { Position, Unit } from '../../../systems/dday-omaha/game/state.ts';
import { sendActions } from './events.ts';

/** What a US unit's card and its details panel are both given, and how both change the unit. */
export class UnitElement extends UmpireElement {
  @property({ attribute: false }) unit!: Unit;
  @property({ attribute: false }) positions: readonly Position[] = [];
  @property({ attribute: false }) boxes: readonly string[] = [];
  @property({ attribute: false }) symbols: readonly string[] = [];
  /** Checks an action against the rules; undefined when legal. */
  @property({ attribute: false }) check?: (a: Action) => string | undefined;
  @property({ attribute: false }) ctx?: RulesContext;
  /** Why editing is closed now, if it is. */
  @property() blocked = '';
  @property({ type: Boolean }) ext = false;
  @property({ type: Number }) turn = 1;
  /** Every US unit (an attack adds the others it chooses). */
  @property({ attribute: false }) units: readonly Unit[] = [];
  @property() phase = '';

  protected set(patch: UnitPatch): void {
    sendActions(this, { type: 'set-unit', id: this.unit.id, patch });
  }
}

/** What a German position's card and its details panel are both given, and how both change the position. */
export class PositionElement extends UmpireElement {
  @property({ attribute: false }) position!: Position;
  @property({ attribute: false }) positions: readonly Position[] = [];
  @property({ attribute: false }) units: readonly Unit[] = [];
  @property({ attribute: false }) ctx?: RulesContext;
  @property({ attribute: false }) colors: readonly string[] = [];
  /** Why editing is closed now, if it is. */
  @property() blocked = '';
  @property({ type: Boolean }) ext = false;
  @property() phase = '';

  protected set(patch: PositionPatch): void {
    sendActions(this, { type: 'set-position', id: this.position.id, patch });
  }
}
