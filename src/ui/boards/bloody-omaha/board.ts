import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { makeContext, type RulesContext } from '../../../engine/index.ts';
import { gameData, type GameData } from '../../../systems/bloody-omaha/game/data.ts';
import { check as checkAction } from '../../../systems/bloody-omaha/game/game.ts';
import { legalActions } from '../../../systems/bloody-omaha/game/legal.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';
import { announce } from '../../base.ts';
import { BoardElement } from '../board-element.ts';
import { shared } from '../../styles.ts';
import { actionSquares, highlights, squareRole, type Role } from './describe.ts';
import { layoutSquares, type MapLayout } from './layout.ts';
import { offMapUnits, squareText, squareViews, type SquareView, type UnitView } from './model.ts';
import { formsFor, idleReason, offersFor } from './offers.ts';
import { reconstructed } from './reconstructed.ts';
import './map-view.ts';
import './tracks.ts';
import './hand.ts';
import './reserve.ts';
import './square-panel.ts';
import './now-panel.ts';
import '../provisional-badge.ts';

function isState(x: unknown): x is State {
  const s = x as Partial<State> | null;
  return (
    !!s && typeof s === 'object' && Array.isArray(s.units) && typeof s.tokens === 'object' && typeof s.turn === 'number'
  );
}

/**
 * The Bloody Omaha board: the square map fills the screen (d3-zoom, keyboard), and beside it (below it in
 * portrait) the Game Track, what the current step asks for with the odds of its roll, the square chosen with
 * what it allows, the hand of cards and the units off the map. A square is chosen by tapping it; tapping a
 * highlighted square next to it offers what its units can do there. Every action is sent as
 * `umpire-game-action`; the session checks it, records it and tells what happened.
 */
@customElement('umpire-board-bloody-omaha')
export class BloodyOmahaBoard extends BoardElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        container-type: inline-size;
        --bo-side: 14rem;
        --bo-zoom-row: calc(var(--tap) + 0.4rem);
        --bo-map-h: clamp(320px, calc(100dvh - 136px), 900px);
      }
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) var(--bo-side);
        gap: 0.6rem;
        align-items: start;
      }
      /* beside the map, the side column leaves its top to the map's zoom buttons (map-view.ts), out of the map */
      .side {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.5rem;
        margin-top: var(--bo-zoom-row);
        max-height: calc(var(--bo-map-h) - var(--bo-zoom-row));
        overflow: hidden auto;
        padding-right: 0.15rem;
        /* Roll stays in sight under a long odds chart while the column scrolls (above all at text size 1.3) */
        --roll-actions-position: sticky;
        --roll-actions-bg: var(--paper);
      }
      @media (max-width: 820px) {
        :host {
          --bo-map-h: clamp(320px, 62dvh, 820px);
        }
      }
      /* narrow (portrait, or a procedure open beside the board): the side column goes under the map */
      @container (max-width: 800px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
        .side {
          margin-top: 0;
          max-height: none;
          overflow: visible;
        }
      }
      /*
       * Portrait: the map keeps the top of the screen and the side column scrolls on its own below it, so what is
       * due now stands under the map (its first view zooms to where the units are when the whole map would not
       * read) and reaching a button never scrolls the map away. The provisional badge goes to the foot.
       */
      @media (orientation: portrait) {
        :host {
          --bo-map-h: clamp(280px, calc(100cqh - 16.5rem), 1100px);
        }
        @container (max-width: 800px) {
          .layout {
            height: max(480px, calc(100cqh - 1.5rem));
            grid-template-rows: auto minmax(0, 1fr);
          }
          .side {
            align-self: stretch;
            overflow: hidden auto;
          }
          /* the top bar names the phase: the Now card's heading is left to screen readers, for the roll's room */
          .now h3.sec {
            position: absolute;
            width: 1px;
            height: 1px;
            overflow: hidden;
            clip-path: inset(50%);
            white-space: nowrap;
          }
          .side umpire-bo-tracks,
          .side .hand {
            order: 1;
          }
          .side umpire-provisional {
            order: 2;
          }
          .side .off {
            order: 3;
          }
        }
      }
      section.card {
        padding: 0.5rem 0.65rem 0.6rem;
      }
      h3.sec {
        font-size: 0.75rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--ink-2);
        margin: 0 0 0.35rem;
      }
      .msg {
        color: var(--ink-2);
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.8rem;
        font-size: 0.8rem;
        color: var(--ink-2);
      }
      .legend i {
        display: inline-block;
        width: 1.3rem;
        height: 0.75rem;
        vertical-align: -1px;
        margin-right: 0.25rem;
        border-radius: 2px;
        border: 3px solid var(--accent);
      }
      .legend i.k-dest {
        border-style: dashed;
      }
      .legend i.k-target {
        border-color: var(--danger);
        border-style: dashed;
      }
      .legend i.k-sel {
        border-color: var(--focus);
      }
    `,
  ];

  /** The board shows the sequence of play and what is due itself: the session leaves out its generic stepper. */
  readonly ownsFlow = true;

  @state() private selected = '';
  /** A second square, tapped among those highlighted for the first: the card offers what happens between them. */
  @state() private target = '';

  private data?: GameData;
  private layout?: MapLayout;
  private squares: SquareView[] = [];
  private legal: Action[] = [];
  private roles: Map<string, Role> = new Map();
  private problem = '';
  /** The current step as the Now card tells it (turn, phase, first prompt): when it changes, the card is shown. */
  private nowKey = '';

  private rules(): RulesContext | undefined {
    if (this.ctx) return this.ctx;
    return this.system ? makeContext(this.system.tables, this.system.settings) : undefined;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('state') && !changed.has('ctx') && !changed.has('system')) return;
    const ctx = this.rules();
    const s = this.state;
    this.problem = '';
    if (!ctx || !isState(s)) {
      this.problem = 'This session holds no Bloody Omaha game yet.';
      return;
    }
    try {
      const d = gameData(ctx);
      // the layout follows the map alone, so a new rules context (a table edit) never re-fits the view
      if (d.map !== this.data?.map || !this.layout) this.layout = layoutSquares(d.map.squares);
      this.data = d;
      this.squares = squareViews(s, d);
      this.legal = legalActions(s, d, ctx);
      this.roles = highlights(this.legal, s);
      if (this.target && !this.related(s).has(this.target)) this.target = '';
    } catch (e) {
      this.problem = `The board could not read this game: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  override updated(changed: PropertyValues<this>): void {
    if (!changed.has('status')) return;
    const key = `${this.status?.turn}|${this.status?.phase}|${this.status?.prompts[0] ?? ''}`;
    const moved = this.nowKey !== '' && key !== this.nowKey;
    this.nowKey = key;
    if (moved) this.bringNowIntoView();
  }

  /**
   * The next step's words and buttons are brought into the side column's view: a roll made far down the column
   * (under a long odds chart, or from the hand) leaves them above its fold, a square's card above them pushes them
   * below it. The card's top stays in view first.
   */
  private bringNowIntoView(): void {
    const side = this.renderRoot.querySelector<HTMLElement>('.side');
    const now = side?.querySelector<HTMLElement>('.now');
    if (!side || !now) return;
    const s = side.getBoundingClientRect();
    const n = now.getBoundingClientRect();
    const above = n.top - s.top;
    const below = n.bottom - s.bottom;
    if (above < 0) side.scrollTop += above;
    else if (below > 0) side.scrollTop += Math.min(above, below);
  }

  private readonly check = (a: Action): string | undefined => {
    const ctx = this.rules();
    return ctx && isState(this.state) ? checkAction(this.state, a, ctx) : 'the game is not loaded';
  };

  /** A tap (or Enter) on a square: a highlighted neighbour of the chosen square becomes its target, else it is chosen. */
  private choose(id: string): void {
    const s = this.state;
    if (!isState(s)) return;
    if (id && this.selected && id !== this.selected && this.related(s).has(id)) {
      this.target = id === this.target ? '' : id;
    } else {
      this.selected = id === this.selected && !this.target ? '' : id;
      this.target = '';
    }
    const q = this.squares.find((x) => x.id === (this.target || this.selected));
    if (q) announce(squareText(q));
    // the square's card stands at the top of the side column: bring it into view
    void this.updateComplete.then(() => this.renderRoot.querySelector('.side')?.scrollTo({ top: 0 }));
  }

  private onChange(e: CustomEvent<{ name: string; value: boolean | number | string }>): void {
    if (e.detail.name !== 'select') return;
    e.stopPropagation();
    this.choose(String(e.detail.value));
  }

  /** Escape in the square's card closes it and returns to the map. */
  private readonly onCardKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    this.selected = '';
    this.target = '';
    this.renderRoot.querySelector('umpire-bo-map')?.shadowRoot?.querySelector<HTMLElement>('.stage')?.focus();
  };

  /** The squares the chosen square's actions concern, with the role each plays. */
  private related(s: State): Map<string, Role> {
    const out = new Map<string, Role>();
    if (!this.selected) return out;
    for (const a of this.legal) {
      const sqs = actionSquares(a, s);
      if (!sqs.includes(this.selected)) continue;
      for (const sq of sqs) {
        if (sq === this.selected) continue;
        const r = squareRole(a, s, sq);
        if (r && (!out.has(sq) || r === 'target')) out.set(sq, r);
      }
    }
    return out;
  }

  private advancers(s: State): UnitView[] {
    const a = s.attack;
    if (!a) return [];
    const all = this.squares.flatMap((q) => q.units);
    return a.units.map((id) => all.find((u) => u.id === id)).filter((u): u is UnitView => !!u && !u.pinned);
  }

  private renderSquare(s: State, d: GameData, related: Map<string, Role>) {
    const q = this.squares.find((x) => x.id === this.selected);
    if (!q) return nothing;
    const t = this.squares.find((x) => x.id === this.target);
    return html`<section class="card" role="region" aria-label=${`Square ${q.id}`} @keydown=${this.onCardKey}>
      <umpire-bo-square
        .square=${q}
        .target=${t}
        .offers=${offersFor(q.id, this.target, s, d, this.legal, this.check)}
        .forms=${t ? [] : formsFor(q.id, s, d, this.legal)}
        idle=${idleReason(q.id, s, d, related.size)}
        .state=${s}
        .data=${d}
        .ctx=${this.rules()}
        .procedures=${this.system?.procedures ?? []}
        .check=${this.check}
      ></umpire-bo-square>
    </section>`;
  }

  override render() {
    const s = this.state;
    const d = this.data;
    const ctx = this.rules();
    if (this.problem || !isState(s) || !d || !ctx)
      return html`<p class="msg">${this.problem || 'Loading the board…'}</p>`;
    const related = this.related(s);
    return html`<div class="layout" @umpire-change=${this.onChange}>
      <div class="mapcol">
        <umpire-bo-map
          .squares=${this.squares}
          .layout=${this.layout}
          .roles=${this.roles}
          .related=${related}
          .selected=${this.selected}
          .target=${this.target}
          .sessionId=${this.sessionId}
          ><div class="legend" aria-hidden="true">
            <span><i></i>can act</span><span><i class="k-dest"></i>can be entered</span
            ><span><i class="k-target"></i>target</span><span><i class="k-sel"></i>chosen</span>
          </div></umpire-bo-map
        >
      </div>
      <div class="side">
        <umpire-bo-tracks
          .turn=${s.turn}
          .lastTurn=${d.turns}
          .ip1=${s.ip['1st']}
          .ip29=${s.ip['29th']}
          .ep=${s.ep}
          .toAssign=${s.phase === 'points' ? s.toAssign : 0}
        ></umpire-bo-tracks>
        <umpire-provisional system="bloody-omaha" .items=${reconstructed(ctx, d.scen)}></umpire-provisional>
        ${this.renderSquare(s, d, related)}
        <section class="card now" aria-labelledby="bo-now">
          <h3 class="sec" id="bo-now">Now · ${this.status?.phase ?? ''}</h3>
          <umpire-bo-now
            .state=${s}
            .status=${this.status}
            .legal=${this.legal}
            .data=${d}
            .ctx=${ctx}
            .procedures=${this.system?.procedures ?? []}
            .advancers=${this.advancers(s)}
            .check=${this.check}
          ></umpire-bo-now>
        </section>
        <section class="card hand" aria-labelledby="bo-hand">
          <h3 class="sec" id="bo-hand">
            ${s.pending?.kind === 'opening' ? 'Opening draw: return one card' : `Hand (${s.hand.length})`}
          </h3>
          <umpire-bo-hand
            .hand=${s.hand}
            .opening=${s.pending?.kind === 'opening' ? s.pending.cards : []}
            .turn=${s.turn}
            .legal=${this.legal}
            .data=${d}
            .check=${this.check}
          ></umpire-bo-hand>
        </section>
        <section class="card off" aria-labelledby="bo-off">
          <h3 class="sec" id="bo-off">Off the map</h3>
          <umpire-bo-reserve .units=${offMapUnits(s, d)}></umpire-bo-reserve>
        </section>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-bloody-omaha': BloodyOmahaBoard;
  }
}
