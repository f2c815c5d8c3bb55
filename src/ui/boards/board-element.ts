import { property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import type { RulesContext } from '../../engine/index.ts';
import type { GameStatus, SystemModule } from '../../systems/types.ts';

/** What the session gives every board (see src/ui/session/boards.ts): its system, the game state, the status and the rules context. */
export class BoardElement extends UmpireElement {
  /** The session's id (to keep per-session view state such as the map's zoom; see saved-view.ts). */
  @property() sessionId = '';
  @property({ attribute: false }) system?: SystemModule;
  @property({ attribute: false }) state?: unknown;
  @property({ attribute: false }) status?: GameStatus;
  @property({ attribute: false }) ctx?: RulesContext;
}
