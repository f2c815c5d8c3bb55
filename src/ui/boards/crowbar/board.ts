import { html, svg, nothing, type PropertyValues } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import type { CrowbarAction } from '../../../systems/crowbar/game/actions.ts';
import { crowbarGame } from '../../../systems/crowbar/game/index.ts';
import { rulesFor, type Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';
import { announce } from '../../base.ts';
import { BoardElement } from '../board-element.ts';
import { ZoomPanController } from '../../controllers/zoom-pan-controller.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { choicesFor, targetSpaces, type Choice } from './choices.ts';
import { piecesOf, primaryChoice, tapOn, withPiece } from './grouping.ts';
import { handoverView, screenFor, viewFor, type Screen } from './handover.ts';
import { pieceText } from './german-choices.ts';
import { deciderNow, type WhoDecides } from './decider.ts';
import { germanSvg, markersSvg, rallySvg, rangerSvg } from './counter-svg.ts';
import { CELL, colOf, gapRect, MAP_RECT, rowOf, spaceAtPoint, spaceOf, spaceRect } from './geometry.ts';
import { mapSvg } from './map-svg.ts';
import { boardModel, isCrowbarState, spaceText, type BoardModel } from './model.ts';
import { BOARD_STYLES } from './board-styles.ts';
import { besideRect, showRects, fitView, keyView, mapToScreen, moveCursor, revealRect, screenToMap, zoomLimits, ZOOM_STEP, type View } from './view.ts';
import './choice-card.ts';
import './dice-tray.ts';
import './tracks-view.ts';

/** The space card's width in pixels (narrower on a small stage). */
const CARD_WIDTH = 340;

/** Start with the map as wide as the stage, its sea edge at the bottom (where the game begins). */
function startView(width: number, height: number, limits: readonly [number, number]): View {
  const whole = fitView(MAP_RECT, width, height, 6, limits);
  const k = Math.max(whole.k, Math.min(limits[1], (width - 12) / MAP_RECT.width));
  if (k <= whole.k * 1.05) return whole;
  return { k, x: (width - MAP_RECT.width * k) / 2, y: height - MAP_RECT.height * k - 6 };
}

/**
 * The Crowbar! board: the 12 x 16 grid with its terrain, units and markers, the Movement Dice, the three
 * tracks, and the choices the rules allow now. Only legal actions (from the game's
 * legalActions) can be chosen, one tap each where the space offers one (grouping.ts); every choice is sent as
 * `umpire-game-action`, so it is written to the session log and undone with the session's Undo. With several
 * players it says whose decision it is, and in versus the German player's secret placements get their own
 * screen behind a hand-over screen (handover.ts). Lit renders the SVG; d3-zoom does the zoom and pan
 * arithmetic on the stage element Lit created once.
 */
@customElement('umpire-board-crowbar')
export class CrowbarBoard extends BoardElement {
  static override styles = [shared, BOARD_STYLES];

  @state() private selected = -1;
  @state() private gap = false;
  @state() private pending = false;
  /** Whose screen the tablet shows (hot-seat versus play): the Ranger screen until the German player takes it. */
  @state() private screen: Screen = 'ranger';
  /** The counter or marker picked for placing, where a space offers several (see grouping.ts pieceOf). */
  @state() piece?: string;

  @query('.stage') private stage?: HTMLDivElement;

  /** The board shows the sequence of play and what is due itself (the session leaves out its generic stepper). */
  readonly ownsFlow = true;

  private game?: CrowbarState;
  /** The game as the screen may show it (the public view on the Ranger screen of a versus game). */
  private shown?: CrowbarState;
  /** The game's legal actions now, and every one as a choice; `choices` are those live (with the piece picked). */
  private legal: CrowbarAction[] = [];
  private allChoices: Choice[] = [];
  private rules?: Rules;
  private model?: BoardModel;
  /** The legal choices now, with where each belongs (read by the browser tests too). */
  choices: Choice[] = [];
  /** The obvious next choice, offered as one large button (see grouping.ts). */
  primary?: Choice;
  /** Whose decision it is, in the modes with several players (read by the browser tests too). */
  decider?: WhoDecides;
  private targets = new Set<number>();
  private lastActive: number | null = null;
  private pendingTimer = 0;
  private readonly zoom = new ZoomPanController(this, {
    stage: () => this.stage,
    mapRect: () => MAP_RECT,
    limits: (m, width, height) => zoomLimits(m, width, height, CELL),
    start: (width, height, limits) => startView(width, height, limits),
    initialLimits: [0.3, 3],
  });

  get currentView(): View {
    return this.zoom.view;
  }

  private get view(): View {
    return this.zoom.view;
  }

  private get size(): { width: number; height: number } {
    return this.zoom.size;
  }

  override willUpdate(changed: PropertyValues): void {
    if (changed.has('state') || changed.has('ctx')) {
      this.pending = false;
      const g = isCrowbarState(this.state) ? this.state : undefined;
      this.game = g;
      this.rules = this.ctx ? rulesFor(this.ctx) : undefined;
      this.legal = [];
      if (g && this.rules && this.ctx) {
        try {
          this.legal = crowbarGame.legalActions(g, this.ctx);
        } catch {
          this.legal = [];
        }
      }
    }
    if (changed.has('state') || changed.has('ctx') || changed.has('screen') || changed.has('piece')) this.derive();
  }

  /** Everything drawn, from the state as this screen may show it. */
  private derive(): void {
    const g = this.game;
    const R = this.rules;
    if (!g || !R) {
      this.shown = undefined;
      this.model = undefined;
      this.allChoices = [];
      this.choices = [];
      this.primary = undefined;
      this.decider = undefined;
      this.targets = new Set();
      return;
    }
    const shown = viewFor(g, this.screen);
    this.shown = shown;
    this.model = boardModel(shown, R, this.screen === 'german');
    this.allChoices = choicesFor(shown, R, this.legal);
    const pieces = piecesOf(this.allChoices);
    if (pieces.length && (this.piece === undefined || !pieces.includes(this.piece))) this.piece = pieces[0];
    this.choices = withPiece(this.allChoices, this.piece);
    this.primary = primaryChoice(shown, this.choices);
    this.decider = deciderNow(shown, R, new Set(this.legal.map((a) => a.type)));
    this.targets = targetSpaces(this.choices);
    const active = this.model.activeSpace;
    if (active !== null && active !== this.lastActive) {
      // A new active unit: close any card and bring the unit into view (its choices are one tap away).
      this.selected = -1;
      this.gap = false;
      if (this.size.width) this.setView(revealRect(this.view, spaceRect(colOf(active), rowOf(active)), this.size.width, this.size.height, CELL * this.view.k));
    }
    this.lastActive = active;
    // Choices all out of sight (the German player's deployment inland, say): bring them in.
    const { width, height } = this.size;
    const away = width ? showRects(this.view, [...this.targets].map((t) => spaceRect(colOf(t), rowOf(t))), width, height, this.zoom.limits) : undefined;
    if (away) this.setView(away);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.clearTimeout(this.pendingTimer);
  }

  /** Moves the view through d3-zoom, so its own state follows. */
  setView(v: View): void {
    this.zoom.setView(v);
  }

  private select(s: number, gap: boolean, reveal: boolean): void {
    this.selected = s;
    this.gap = gap;
    if (reveal) this.setView(revealRect(this.view, spaceRect(colOf(s), rowOf(s)), this.size.width, this.size.height));
    const m = this.model;
    const R = this.rules;
    if (m && R) {
      const n = this.choices.filter((c) => c.place === 'space' && c.space === s).length;
      announce(`${spaceText(m, R, s).slice(0, 3).join('; ')}. ${n ? `${n} choice${n > 1 ? 's' : ''} here.` : 'No choice here now.'}`);
    }
  }

  private readonly onStageClick = (e: MouseEvent): void => {
    const stage = this.stage;
    if (!stage) return;
    const r = stage.getBoundingClientRect();
    const p = screenToMap(this.view, { x: e.clientX - r.left, y: e.clientY - r.top });
    const at = spaceAtPoint(p);
    if (!at) return;
    this.tap(spaceOf(at.col, at.row), at.gap);
  };

  /** One tap on a space: its only choice is made at once; several are shown beside it; none, what is there. */
  private tap(s: number, gap: boolean): void {
    const t = gap ? ({ kind: 'look' } as const) : tapOn(this.choices, s, this.primary);
    if (t.kind === 'do') {
      if (this.pending) return;
      this.selected = -1;
      this.send(t.choice);
      return;
    }
    this.select(s, gap, false);
  }

  /** Sends a choice from the board itself (the space and die cards send their own). */
  private send(c: Choice): void {
    this.onAction();
    announce(`${c.label}.`);
    this.emit('umpire-game-action', { action: c.action });
  }

  private readonly onStageKey = (e: KeyboardEvent): void => {
    const { width, height } = this.size;
    if (!width) return;
    if (e.key === 'Escape' && this.selected >= 0) {
      this.selected = -1;
      e.preventDefault();
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ') && this.selected >= 0 && !this.gap) {
      const t = tapOn(this.choices, this.selected, this.primary);
      if (t.kind === 'do') {
        e.preventDefault();
        if (!this.pending) this.send(t.choice);
        return;
      }
    }
    if (e.key === 'Enter' || e.key === ' ') {
      const first = this.renderRoot.querySelector('umpire-crowbar-choices.space-card')?.shadowRoot?.querySelector<HTMLElement>('button');
      if (first) {
        e.preventDefault();
        first.focus();
      }
      return;
    }
    if (!e.shiftKey) {
      const from = this.selected >= 0 ? this.selected : (this.model?.activeSpace ?? spaceOf(1, 0));
      const next = moveCursor(e.key, colOf(from), rowOf(from));
      if (next) {
        e.preventDefault();
        this.select(spaceOf(next.col, next.row), false, true);
        return;
      }
    }
    const v = keyView(e.key, e.shiftKey, this.view, width, height, this.zoom.limits, MAP_RECT);
    if (v) {
      e.preventDefault();
      this.setView(v);
    }
  };

  /** Any choice sent from inside the board: close the space card, hold further taps until the new state arrives (or 4 s pass). */
  private readonly onAction = (): void => {
    this.selected = -1;
    this.pending = true;
    window.clearTimeout(this.pendingTimer);
    this.pendingTimer = window.setTimeout(() => (this.pending = false), 4000);
  };

  /** Puts the space card beside the selected space, on the side with more room, so the space stays in sight. */
  private cardPlace(): string {
    const s = this.selected;
    const { width, height } = this.size;
    if (s < 0 || !width) return '';
    const r = this.gap ? gapRect(colOf(s)) : spaceRect(colOf(s), rowOf(s));
    const a = mapToScreen(this.view, { x: r.x, y: r.y });
    const k = this.view.k;
    const at = besideRect({ x: a.x, y: a.y, width: r.width * k, height: r.height * k }, width, height, CARD_WIDTH);
    const v = at.top !== null ? `top:${at.top}px` : `bottom:${at.bottom ?? 0}px`;
    return `left:${at.left}px;${v};max-height:${at.maxHeight}px`;
  }

  private renderMap() {
    const R = this.rules;
    const m = this.model;
    const g = this.game;
    if (!R || !m || !g) return nothing;
    const v = this.view;
    const sel = this.selected;
    const occupied = new Set<number>([...m.rangers.map((r) => r.space), ...m.germans.map((u) => u.space)]);
    const selRect = sel >= 0 ? (this.gap ? gapRect(colOf(sel)) : spaceRect(colOf(sel), rowOf(sel))) : undefined;
    const active = m.activeSpace;
    return svg`<g transform=${`translate(${v.x} ${v.y}) scale(${v.k})`}>
      ${guard([R.map, m.holds.join()], () => mapSvg(R.map, m.holds))}
      ${active !== null ? svg`<rect class="active-col" x=${spaceRect(colOf(active), 0).x} y=${spaceRect(colOf(active), 15).y} width=${CELL} height=${spaceRect(colOf(active), 0).y + CELL - spaceRect(colOf(active), 15).y}></rect>` : nothing}
      <g class="targets">${[...this.targets].map((s) => {
        const r = spaceRect(colOf(s), rowOf(s));
        return svg`<rect class="target" data-space=${s} x=${r.x + 2} y=${r.y + 2} width=${r.width - 4} height=${r.height - 4} rx="4"></rect>`;
      })}</g>
      <g class="rallies">${m.rally.map((r) => rallySvg(r))}</g>
      <g class="units">${m.germans.map((u) => germanSvg(u))}${m.rangers.map((r) => rangerSvg(r))}</g>
      <g class="space-markers">${[...m.markers].map(([s, mk]) => markersSvg(s, colOf(s), rowOf(s), mk, occupied.has(s)))}</g>
      ${active !== null ? svg`<rect class="active-ring" x=${spaceRect(colOf(active), rowOf(active)).x + 1} y=${spaceRect(colOf(active), rowOf(active)).y + 1} width=${CELL - 2} height=${CELL - 2} rx="5"></rect>` : nothing}
      ${selRect ? svg`<rect class="sel-ring" x=${selRect.x - 1} y=${selRect.y - 1} width=${selRect.width + 2} height=${selRect.height + 2} rx="5"></rect>` : nothing}
    </g>`;
  }

  override render() {
    const g = this.game;
    const v = this.shown;
    const R = this.rules;
    if (!g || !v || !R || !this.model) return html`<p class="muted">The board appears once the game has started.</p>`;
    const need = screenFor(g);
    if (need !== this.screen) return handoverView(g, need, () => (this.screen = need));
    const busy = this.pending;
    const st = this.status;
    const step = st?.steps.find((x) => x.current)?.label ?? '';
    // With several players the board says whose decision it is and what, in place of the status line.
    const prompts = [
      ...(st?.over ? [`Game over${st.result ? `: ${st.result}` : ''}`] : []),
      ...(this.decider ? [] : (st?.prompts ?? []).slice(1)),
    ];
    const pieces = piecesOf(this.allChoices);
    const sel = this.selected;
    const activeText = v.activeCol !== null ? `active unit in column ${v.activeCol}` : 'no unit active';
    return html`
      <div class="wrap" @umpire-game-action=${this.onAction}>
        <umpire-crowbar-choices class="now" show="now" .game=${v} .rules=${R} .model=${this.model} .choices=${this.choices} .primary=${this.primary} .decider=${this.decider} .prompts=${prompts} .heading=${`Turn ${v.turn} · ${step}`} ?busy=${busy}></umpire-crowbar-choices>
        ${pieces.length > 1
          ? html`<div class="pieces" role="group" aria-label="What to place: pick one, then tap a highlighted space">
              ${pieces.map((p) => html`<button class="btn" data-piece=${p} aria-pressed=${p === this.piece ? 'true' : 'false'} @click=${() => (this.piece = p)}>${pieceText(v, R, p)}</button>`)}
            </div>`
          : nothing}
        <umpire-crowbar-dice .game=${v} .rules=${R} .choices=${this.choices.filter((c) => c.place === 'dice')} .primaryKey=${this.primary?.key ?? ''} ?busy=${busy}></umpire-crowbar-dice>
        <div class="stage" tabindex="0" role="application"
          aria-label=${`Crowbar! map, ${this.targets.size} highlighted space${this.targets.size === 1 ? '' : 's'}, ${activeText}. Arrows move the selection, Shift+arrows pan, + and - zoom, 0 shows the whole map, Enter goes to the choices.`}
          @click=${this.onStageClick} @keydown=${this.onStageKey}>
          <svg class="map" aria-hidden="true">${this.renderMap()}</svg>
          <div class="zoom-btns">
            <button class="btn icon" aria-label="Zoom in" @click=${(e: Event) => (e.stopPropagation(), this.zoom.zoomBy(ZOOM_STEP))}>${icons.plus}</button>
            <button class="btn icon" aria-label="Zoom out" @click=${(e: Event) => (e.stopPropagation(), this.zoom.zoomBy(1 / ZOOM_STEP))}>${icons.minus}</button>
            <button class="btn icon fit" aria-label="Show the whole map" @click=${(e: Event) => (e.stopPropagation(), this.setView(fitView(MAP_RECT, this.size.width, this.size.height, 6, this.zoom.limits)))}>⤢</button>
          </div>
          ${sel >= 0
            ? html`<div class="space-wrap card" style=${this.cardPlace()} @click=${(e: Event) => e.stopPropagation()} @pointerdown=${(e: Event) => e.stopPropagation()} @mousedown=${(e: Event) => e.stopPropagation()} @touchstart=${(e: Event) => e.stopPropagation()} @wheel=${(e: Event) => e.stopPropagation()}>
                <button class="btn ghost icon close" aria-label="Close the space card" @click=${() => (this.selected = -1)}>${icons.close}</button>
                <umpire-crowbar-choices class="space-card" show="space" .game=${v} .rules=${R} .model=${this.model} .choices=${this.choices} .primary=${this.primary} .selected=${sel} ?gap=${this.gap} ?busy=${busy}></umpire-crowbar-choices>
              </div>`
            : nothing}
        </div>
        <p class="legend">
          <span class="key us"></span> Rangers (square)
          <span class="key de"></span> Germans (cut corners, diamond)
          <span class="key tgt"></span> a legal choice
          <span class="key act"></span> active unit
          · <b>-1</b> face-down Incoming Fire! · <b>?</b> Possible Gun Location? · ▸ Rally Point
          ${this.screen === 'german' ? html` · <b>G</b>, <b>T</b>, <b>B</b>: your face-down markers by initial (Gun Found!, Trap, Booby Trap), on this screen only` : nothing}
        </p>
        <umpire-crowbar-tracks .game=${v} .rules=${R}></umpire-crowbar-tracks>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-crowbar': CrowbarBoard;
  }
}
