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
import { actionSquares, diceCount, highlights, squareRole, type DiceChoice, type Role } from './describe.ts';
import { layoutSquares, type MapLayout } from './layout.ts';
import { offMapUnits, squareText, squareViews, type SquareView, type UnitView } from './model.ts';
import { formsFor, offersFor } from './offers.ts';
import './map-view.ts';
import './tracks.ts';
import './hand.ts';
import './reserve.ts';
import './square-panel.ts';
import './now-panel.ts';

function isState(x: unknown): x is State {
  const s = x as Partial<State> | null;
  return !!s && typeof s === 'object' && Array.isArray(s.units) && typeof s.tokens === 'object' && typeof s.turn === 'number';
}

/**
 * The Bloody Omaha board: the Game Track, the square map (d3-zoom, keyboard), the selected square with its
 * legal actions and the reasons for the others, what the current step asks for, the hand of cards and the
 * units off the map. Every action is sent as `umpire-game-action`; the session checks and records it.
 */
@customElement('umpire-board-bloody-omaha')
export class BloodyOmahaBoard extends BoardElement {
  static override styles = [
    shared,
    css`
      :host { display: block; --bo-map-h: clamp(300px, calc(100dvh - 300px), 820px); }
      @media (orientation: portrait), (max-width: 820px) { :host { --bo-map-h: clamp(300px, 50dvh, 760px); } }
      .mapwrap { position: relative; margin: .4rem 0 .6rem; }
      .sel {
        position: absolute; left: .5rem; bottom: .5rem; z-index: 3; width: min(22rem, 60%); max-height: calc(100% - 1rem);
        overflow: auto; padding: .55rem .75rem .7rem;
      }
      .sel.right { left: auto; right: 3.6rem; }
      section.card { padding: .6rem .75rem .75rem; margin-bottom: .6rem; }
      h3.sec { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--ink-2); margin: 0 0 .45rem; }
      .legend { display: flex; flex-wrap: wrap; gap: .3rem .9rem; font-size: .8rem; color: var(--ink-2); margin: -.2rem 0 .7rem; }
      .legend i { display: inline-block; width: 1.4rem; height: .8rem; vertical-align: -1px; margin-right: .25rem; border-radius: 2px; border: 3px solid var(--accent); }
      .legend i.k-dest { border-style: dashed; }
      .legend i.k-target { border-color: var(--danger); border-style: dashed; }
      .legend i.k-sel { border-color: var(--focus); }
      .msg { color: var(--ink-2); }
      ol.steps { list-style: none; margin: 0 0 .5rem; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem; }
      ol.steps li { padding: .2rem .55rem; border-radius: 999px; border: 1px solid var(--line); font-size: .8rem; color: var(--ink-2); }
      ol.steps li[aria-current='step'] { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); font-weight: 700; }
      umpire-bo-tracks { margin-bottom: .5rem; }
    `,
  ];


  /** The board shows the sequence of play and what is due itself: the session leaves out its generic stepper. */
  readonly ownsFlow = true;

  @state() private selected = '';
  @state() private dice: DiceChoice = { mode: 'umpire', typed: [] };
  /** The side of the map the square's card stands on: away from the square it describes. */
  @state() private cardSide: 'left' | 'right' = 'left';

  private data?: GameData;
  private layout?: MapLayout;
  private squares: SquareView[] = [];
  private legal: Action[] = [];
  private roles: Map<string, Role> = new Map();
  private problem = '';

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
      if (d !== this.data || !this.layout) this.layout = layoutSquares(d.map.squares);
      this.data = d;
      this.squares = squareViews(s, d);
      this.legal = legalActions(s, d, ctx);
      this.roles = highlights(this.legal, s);
    } catch (e) {
      this.problem = `The board could not read this game: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  private readonly check = (a: Action): string | undefined => {
    const ctx = this.rules();
    return ctx && isState(this.state) ? checkAction(this.state, a, ctx) : 'the game is not loaded';
  };

  private onChange(e: CustomEvent<{ name: string; value: boolean | number | string }>): void {
    const { name, value } = e.detail;
    if (name === 'select') {
      e.stopPropagation();
      this.selected = String(value);
      const map = this.renderRoot.querySelector('umpire-bo-map');
      const box = map?.screenBox(this.selected);
      if (map && box) this.cardSide = box.x + box.width / 2 < map.stageWidth / 2 ? 'right' : 'left';
      const q = this.squares.find((x) => x.id === this.selected);
      if (q) announce(squareText(q));
    } else if (name === 'dice-mode') {
      e.stopPropagation();
      this.dice = { mode: value === 'typed' ? 'typed' : 'umpire', typed: [] };
    } else if (name === 'dice') {
      e.stopPropagation();
      const typed = String(value).split(',').filter(Boolean).map(Number).filter((n) => n >= 1 && n <= 6);
      this.dice = { ...this.dice, typed };
    }
  }

  /** Escape in the square's card closes it and returns to the map. */
  private readonly onCardKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    this.selected = '';
    const stage = this.renderRoot.querySelector('umpire-bo-map')?.shadowRoot?.querySelector<HTMLElement>('.stage');
    stage?.focus();
  };

  /** Typed-in dice are used once: cleared as soon as an action goes out. */
  private onAction(): void {
    if (this.dice.typed.length) this.dice = { ...this.dice, typed: [] };
  }

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

  override render() {
    const s = this.state;
    const d = this.data;
    if (this.problem || !isState(s) || !d) return html`<p class="msg">${this.problem || 'Loading the board…'}</p>`;
    const q = this.squares.find((x) => x.id === this.selected);
    const offers = q ? offersFor(q.id, s, d, this.legal, this.check) : [];
    const need = Math.max(0, ...this.legal.map(diceCount));
    return html`<div @umpire-change=${this.onChange} @umpire-game-action=${this.onAction}>
      <umpire-bo-tracks .turn=${s.turn} .lastTurn=${d.turns} .ip1=${s.ip['1st']} .ip29=${s.ip['29th']} .ep=${s.ep} .toAssign=${s.phase === 'points' ? s.toAssign : 0}></umpire-bo-tracks>
      <section class="card now" aria-labelledby="bo-now">
        <h3 class="sec" id="bo-now">Now</h3>
        ${this.status ? html`<ol class="steps" aria-label="Sequence of play">${this.status.steps.map((st) => html`<li aria-current=${st.current ? 'step' : 'false'}>${st.label}</li>`)}</ol>` : nothing}
        <umpire-bo-now .state=${s} .status=${this.status} .legal=${this.legal} .data=${d} .dice=${this.dice} .need=${need} .advancers=${this.advancers(s)} .check=${this.check}></umpire-bo-now>
      </section>
      <div class="mapwrap">
        <umpire-bo-map .squares=${this.squares} .layout=${this.layout} .roles=${this.roles} .related=${this.related(s)} .selected=${this.selected}></umpire-bo-map>
        ${q
          ? html`<div class=${`sel card ${this.cardSide}`} @keydown=${this.onCardKey} role="region" aria-label=${`Square ${q.id}`}>
              <umpire-bo-square .square=${q} .offers=${offers} .forms=${formsFor(q.id, s, d, this.legal)} .dice=${this.dice} .state=${s} .data=${d} .check=${this.check}></umpire-bo-square>
            </div>`
          : nothing}
      </div>
      <div class="legend" aria-hidden="true"><span><i></i>can act</span><span><i class="k-dest"></i>can be entered</span><span><i class="k-target"></i>target</span><span><i class="k-sel"></i>selected</span></div>
      <section class="card" aria-labelledby="bo-hand">
        <h3 class="sec" id="bo-hand">${s.pending?.kind === 'opening' ? 'Opening draw: return one card' : `Hand (${s.hand.length})`}</h3>
        <umpire-bo-hand .hand=${s.hand} .opening=${s.pending?.kind === 'opening' ? s.pending.cards : []} .turn=${s.turn} .legal=${this.legal} .data=${d} .check=${this.check}></umpire-bo-hand>
      </section>
      <section class="card" aria-labelledby="bo-off">
        <h3 class="sec" id="bo-off">Off the map</h3>
        <umpire-bo-reserve .units=${offMapUnits(s, d)}></umpire-bo-reserve>
      </section>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-bloody-omaha': BloodyOmahaBoard;
  }
}
