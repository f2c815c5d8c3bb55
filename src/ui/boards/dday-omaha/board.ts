import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { BoardElement } from '../board-element.ts';
import { announce } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { tapRow } from '../../tap-row.ts';
import { stepPills, stepPillStyles } from '../../controls/step-pills.ts';
import type { DiceRoll, RollPreview, RulesContext } from '../../../engine/index.ts';
import { omahaTyped } from '../../../systems/dday-omaha/index.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import { onMap } from '../../../systems/dday-omaha/game/ground.ts';
import { boxName } from '../../../systems/dday-omaha/game/world.ts';
import type { GameState } from '../../../systems/dday-omaha/game/state.ts';
import type { WaveBar } from '../../../systems/dday-omaha/game/wave-odds.ts';
import { SlicedWorkController } from '../../controllers/sliced-work-controller.ts';
import { rule } from '../../../systems/dday-omaha/rules/numbers.ts';
import { isLeader, type Intensity } from '../../../systems/dday-omaha/rules/units.ts';
import { boardCss } from './board-css.ts';
import { cardVocabulary, EMPTY_DRAFT, type CardDraft } from './card.ts';
import { ACTIONS_EVENT, ActionQueue, PICK_EVENT } from './events.ts';
import { MapLayout } from './map-layout.ts';
import type { DdayMap, Role } from './map-view.ts';
import { barrageTargets, landingBoxes, landingPlan, mineOffer, moveTargets, placeWords, world } from './offers.ts';
import { MoreBelow } from './more-below.ts';
import { renderSide, type PanelHost } from './panels.ts';
import { gameHeadline, isGameState, phaseAction, walkMarks } from './view.ts';
import { reconstructed } from './reconstructed.ts';
import '../../procedure/board-roll.ts';
import './map-view.ts';
import '../provisional-badge.ts';
import './walk-panel.ts';
import './pools.ts';

const PHASES = [
  ['landing', 'US landing'],
  ['german', 'German card'],
  ['us', 'US actions'],
] as const;

/** The words of the button that leaves the thing chosen for what the phase asks. */
function backLabel(phase: string): string {
  const name = PHASES.find(([id]) => id === phase)?.[1];
  return name ? `Back to ${name}` : 'Back';
}

/**
 * The D-Day at Omaha Beach board: the reconstructed map fills the screen with the German positions, the US units
 * and the landing boxes; a side panel holds what the thing chosen may do now, the German card and its walk, and
 * the odds before every card the game draws. A tap on a hex, a box or a position chooses; the game checks every
 * action (check()), so nothing illegal is offered.
 */
@customElement('umpire-board-dday-omaha')
export class DdayOmahaBoard extends BoardElement implements PanelHost {
  static override styles = [
    shared,
    stepPillStyles,
    boardCss,
    css`
      /* the height of the session's board area (a size container, less the padding around the board) */
      :host {
        --board-h: max(380px, calc(100cqh - 1.5rem));
      }
      .frame {
        display: grid;
        grid-template-rows: auto minmax(0, 1fr);
        height: var(--board-h);
        gap: 0.4rem;
      }
      .head {
        display: flex;
        align-items: center;
        gap: 0.4rem 0.5rem;
        flex-wrap: wrap;
        min-height: var(--tap);
      }
      .head .btn {
        min-height: 40px;
      }
      .head .turn {
        font-size: 1.1rem;
        font-weight: 800;
      }
      .ext {
        font-size: 0.85rem;
        padding: 0.15rem 0.5rem;
        border-radius: 999px;
        border: 1.5px solid var(--ink-2);
      }
      .ext.on {
        border-color: var(--accent);
        color: var(--accent);
        font-weight: 700;
      }
      ol.phases li {
        padding: 0.2rem 0.55rem;
      }
      /* the phase's button at the right end of the line (one line at 1024 px wide, with the provisional badge) */
      .head > .btn:last-child {
        margin-left: auto;
      }
      .why-not {
        font-size: 0.85rem;
        color: var(--ink-2);
        margin: 0 0 0.4rem;
        padding-bottom: 0.3rem;
        border-bottom: 1px solid var(--line);
      }
      .body {
        display: grid;
        grid-template-columns: minmax(0, 1fr) clamp(250px, 28%, 360px);
        gap: 0.5rem;
        min-height: 0;
      }
      umpire-dday-map {
        min-height: 0;
      }
      .side {
        overflow: auto;
        min-height: 0;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--paper);
        padding: 0.5rem 0.65rem 0.8rem;
      }
      .side h2 {
        font-size: 1.1rem;
        margin: 0 0 0.3rem;
      }
      .side h3 {
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.05em;
        color: var(--ink-2);
        margin: 0.7rem 0 0.3rem;
      }
      .side .btn {
        min-height: var(--tap);
      }
      .side .back {
        max-width: 100%;
        white-space: normal;
        text-align: start;
        margin-bottom: 0.4rem;
      }
      .side .list {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .side .facts {
        font-size: 0.92rem;
        color: var(--ink-2);
        margin: 0.1rem 0 0.3rem;
      }
      .side .tip {
        font-size: 0.9rem;
        color: var(--ink-2);
        margin: 0.4rem 0;
      }
      .side details {
        margin-top: 0.6rem;
        border-top: 1px solid var(--line);
        padding-top: 0.3rem;
      }
      .side summary {
        ${tapRow}
        font-weight: 600;
      }
      /* a tap row hides the browser's own disclosure triangle: a chevron says the line opens (down once open) */
      .side summary::before {
        content: '';
        flex: none;
        width: 0.5rem;
        height: 0.5rem;
        margin-inline: 0.15rem 0.65rem;
        border: solid currentColor;
        border-width: 0 2px 2px 0;
        transform: rotate(-45deg);
      }
      .side details[open] > summary::before {
        transform: rotate(45deg);
      }
      .side .warn {
        color: var(--danger);
        font-weight: 600;
      }
      /* pinned to the panel's foot while more of it lies below, over whatever the fold would cut in half */
      .side .more-below {
        position: sticky;
        bottom: -0.8rem;
        width: calc(100% + 1.3rem);
        margin: 0.4rem -0.65rem -0.8rem;
        justify-content: center;
        border-radius: 0 0 var(--radius) var(--radius);
        border-width: 1px 0 0;
        background: var(--paper-2);
        box-shadow: 0 -0.6rem 0.8rem -0.4rem var(--paper);
      }
      .side ul.letters {
        list-style: none;
        padding: 0;
        margin: 0 0 0.5rem;
        display: grid;
        gap: 0.2rem;
      }
      .side ul.letters li {
        display: flex;
        align-items: baseline;
        gap: 0.4rem;
      }
      .side ul.letters b {
        flex: none;
        text-align: center;
        min-width: 1.6rem;
        border: 1.5px solid var(--ink);
        border-radius: 4px;
      }
      @media (orientation: portrait), (max-width: 820px) {
        :host {
          --board-h: auto;
        }
        .frame {
          height: auto;
        }
        .body {
          grid-template-columns: 1fr;
        }
        umpire-dday-map {
          height: clamp(320px, 58dvh, 900px);
        }
        .side {
          overflow: visible;
        }
      }
      /* portrait: the map keeps the top of the screen and the side panel scrolls on its own under it, so reaching
         a button at its foot never scrolls the map (and the boxes being landed in) away */
      @media (orientation: portrait) {
        :host {
          --board-h: max(480px, calc(100cqh - 1.5rem));
        }
        .frame {
          height: var(--board-h);
        }
        .body {
          grid-template-rows: auto minmax(0, 1fr);
        }
        umpire-dday-map {
          height: clamp(300px, 50dvh, 900px);
        }
        .side {
          overflow: auto;
        }
      }
    `,
  ];

  /** The board shows the sequence of play and what is due itself (the session leaves out its generic stepper). */
  readonly ownsFlow = true;

  @state() place = '';
  @state() unit = '';
  @state() pending?: { action: Action; preview: RollPreview };
  @state() team = new Set<string>();
  @state() heroUse = '';
  @state() naval: '' | 'bonus' | 'weapons' = '';
  @state() plan = new Map<string, string>();
  @state() draft: CardDraft = EMPTY_DRAFT;
  @state() byHand = false;
  @state() mining = false;
  @query('umpire-dday-map') private mapEl?: DdayMap;
  private readonly queue = new ActionQueue();
  readonly waveWork = new SlicedWorkController<Map<string, WaveBar[]>>(this);
  private readonly more = new MoreBelow(this, () => this.renderRoot.querySelector<HTMLElement>('section.side'));
  private layoutFor?: { boxes: readonly string[]; layout: MapLayout };
  private planned = '';
  /**
   * The turn, phase and step of the German card the side panel was last drawn for: a new one opens the panel at
   * its top, on its title.
   */
  private sidePhase = '';

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener(ACTIONS_EVENT, this.onActions);
    this.addEventListener(PICK_EVENT, this.onPick);
    this.addEventListener('dday-draft', this.onDraft);
  }

  override disconnectedCallback(): void {
    this.removeEventListener(ACTIONS_EVENT, this.onActions);
    this.removeEventListener(PICK_EVENT, this.onPick);
    this.removeEventListener('dday-draft', this.onDraft);
    super.disconnectedCallback();
  }

  get game(): GameState | undefined {
    return isGameState(this.state) ? this.state : undefined;
  }

  get rules(): RulesContext | undefined {
    return this.ctx;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const s = this.game;
    const ctx = this.ctx;
    if (!s || !ctx) return;
    if (changed.has('state')) {
      const prev = changed.get('state') as GameState | undefined;
      this.pending = undefined;
      if (prev && prev.phase !== s.phase) this.clear();
      const u = this.unit ? s.units.find((x) => x.id === this.unit) : undefined;
      if (u && onMap(u)) this.place = u.hex;
      if (u && u.where !== 'map' && u.where !== 'box' && !(s.phase === 'landing' && u.where === 'due')) this.unit = '';
      // A unit that has just landed leaves the choice to the rest of the wave.
      if (u && s.phase === 'landing' && u.where !== 'due' && prev?.units.find((x) => x.id === u.id)?.where === 'due')
        this.clear();
      if (prev !== undefined) {
        const next = this.queue.settled(Date.now());
        if (next) queueMicrotask(() => this.send(next));
      }
    }
    // A fresh landing phase gets a plan: every unit due in a box of its sector, changed by taps.
    const key = `${s.turn}:${s.phase}:${s.units
      .filter((u) => u.where === 'due' && u.due <= s.turn)
      .map((u) => u.id)
      .join()}`;
    if (s.phase === 'landing' && key !== this.planned) {
      this.plan = landingPlan(s, ctx, this.plan);
      this.planned = key;
    }
  }

  override updated(): void {
    const s = this.game;
    if (!s) return;
    const key = `${s.turn}:${s.phase}:${s.walk ? 'card resolved' : ''}`;
    if (key === this.sidePhase) return;
    const first = this.sidePhase === '';
    this.sidePhase = key;
    // a card resolved or applied from the foot of a long panel left it scrolled there
    if (!first) this.renderRoot.querySelector('.side')?.scrollTo({ top: 0 });
  }

  /** Lands every planned unit, one card each, as one event: the recap and the log tell each landing. */
  landWave(): void {
    this.send({ type: 'land-wave', landings: [...this.plan].map(([unit, box]) => ({ unit, box })) });
  }

  private clear(): void {
    this.place = '';
    this.unit = '';
    this.team = new Set();
    this.heroUse = '';
    this.naval = '';
    this.byHand = false;
    this.mining = false;
  }

  send(a: Action): void {
    this.emit('umpire-game-action', { action: a });
  }

  /** Several actions, sent one at a time (each one logged event). */
  sendAll(actions: readonly Action[]): void {
    const first = this.queue.push(actions, Date.now());
    if (first) this.send(first);
  }

  /** An action that draws a card or reads a table: its odds first, then the card (drawn or typed). */
  ask(a: Action): void {
    const s = this.game;
    const ctx = this.ctx;
    if (!s || !ctx) return;
    const preview = omahaTyped.rollFor?.(s, a, ctx);
    if (preview) this.pending = { action: a, preview };
    else this.send(a);
  }

  why(a: Action): string | undefined {
    const s = this.game;
    return s && this.ctx ? omahaTyped.check(s, a, this.ctx) : 'The game is not loaded';
  }

  choose(
    patch: Partial<Pick<PanelHost, 'place' | 'unit' | 'byHand' | 'mining' | 'heroUse' | 'naval'>> & {
      team?: Set<string>;
    },
  ): void {
    Object.assign(this, patch);
    if (patch.unit !== undefined) this.mapEl?.reveal(this.place || this.landingBox(patch.unit));
  }

  /** The box a unit due to land is planned for, or the first that takes it ('' when none, or not landing). */
  private landingBox(id: string): string {
    const s = this.game;
    const u = s?.units.find((x) => x.id === id);
    if (!s || !this.ctx || !u || s.phase !== 'landing' || u.where !== 'due') return '';
    return this.plan.get(id) ?? landingBoxes(s, u, this.ctx)[0] ?? '';
  }

  /** Back from the thing chosen to what the phase asks for (a tablet has no Escape key). */
  private back(): void {
    this.pending = undefined;
    this.clear();
  }

  readonly onRoll = (e: CustomEvent<{ dice?: DiceRoll }>): void => {
    e.stopPropagation();
    const p = this.pending;
    if (!p) return;
    const a = e.detail.dice ? ({ ...p.action, dice: e.detail.dice } as Action) : p.action;
    this.pending = undefined;
    this.send(a);
  };

  private readonly onActions = (e: CustomEvent<{ actions: Action[] }>): void => {
    e.stopPropagation();
    this.sendAll(e.detail.actions);
  };

  private readonly onDraft = (e: CustomEvent<CardDraft>): void => {
    e.stopPropagation();
    this.draft = e.detail;
  };

  /** A tap on the map: a move or a target for the unit chosen, a box for a unit to land, else a new choice. */
  private readonly onPick = (e: CustomEvent<{ id: string }>): void => {
    e.stopPropagation();
    const s = this.game;
    const ctx = this.ctx;
    const id = e.detail.id;
    if (!s || !ctx) return;
    if (!id) return this.clear();
    this.pending = undefined;
    const u = this.unit ? s.units.find((x) => x.id === this.unit) : undefined;
    const isBox = s.landingBoxes.includes(id);
    if (u && this.byHand) {
      this.byHand = false;
      this.send(
        isBox
          ? { type: 'set-unit', id: u.id, patch: { where: 'box', box: id } }
          : { type: 'set-unit', id: u.id, patch: { where: 'map', hex: id } },
      );
      return;
    }
    if (u && s.phase === 'landing' && u.where === 'due' && isBox && landingBoxes(s, u, ctx).includes(id)) {
      const next = new Map(this.plan).set(u.id, id);
      const full =
        !isLeader(u.type) &&
        [...next].filter(([x, b]) => b === id && !isLeader(s.units.find((v) => v.id === x)?.type ?? 'hq')).length +
          s.units.filter((x) => x.where === 'box' && x.box === id && !isLeader(x.type)).length >
          rule(ctx, 'landing-box-max');
      if (full)
        return announce(`The ${boxName(world, id)} is full: at most ${rule(ctx, 'landing-box-max')} units a box (1)`);
      this.plan = next;
      announce(`${u.id} planned for the ${boxName(world, id)}`);
      return;
    }
    if (u && s.phase === 'us' && !isBox) {
      if (moveTargets(s, u, ctx).includes(id))
        return this.ask({ type: 'move', units: [u.id, ...[...this.team].filter((x) => x !== u.id)], path: [id] });
      const target = barrageTargets(s, u, ctx).find((p) => p.hexes.includes(id));
      if (target) return this.ask({ type: 'barrage', unit: u.id, position: target.id });
    }
    this.selectPlace(s, id);
  };

  private selectPlace(s: GameState, id: string): void {
    this.place = id;
    this.team = new Set();
    this.heroUse = '';
    this.naval = '';
    this.mining = false;
    const here = s.units.filter(
      (x) =>
        (x.where === 'map' && x.hex === id) ||
        (x.where === 'box' && x.box === id) ||
        (s.phase === 'landing' && this.plan.get(x.id) === id),
    );
    const first = here.find((x) => !isLeader(x.type)) ?? here[0];
    this.unit = first?.id ?? '';
    announce(placeWords(s, id));
  }

  private roles(s: GameState, ctx: RulesContext): Map<string, Role> {
    const roles = new Map<string, Role>();
    const u = this.unit ? s.units.find((x) => x.id === this.unit) : undefined;
    if (this.mining) for (const b of mineOffer(s, ctx).boxes) roles.set(b, 'affected');
    if (u && s.phase === 'landing' && u.where === 'due')
      for (const b of landingBoxes(s, u, ctx)) roles.set(b, 'target');
    if (u && s.phase === 'us') {
      for (const h of moveTargets(s, u, ctx)) roles.set(h, 'target');
      for (const p of barrageTargets(s, u, ctx)) for (const h of p.hexes) roles.set(h, 'attack');
    }
    const marks = walkMarks(s.walk);
    for (const p of s.positions)
      if (marks.positions.has(p.id)) for (const h of p.hexes) if (!roles.has(h)) roles.set(h, 'acting');
    return roles;
  }

  private fire(s: GameState): Map<string, Intensity> {
    const p = s.positions.find((x) => x.hexes.includes(this.place));
    return p ? new Map(world.map.fieldOfFire(p.id)) : new Map<string, Intensity>();
  }

  private layout(s: GameState): MapLayout {
    if (!this.layoutFor || this.layoutFor.boxes !== s.landingBoxes)
      this.layoutFor = { boxes: s.landingBoxes, layout: new MapLayout(world.map, s.landingBoxes) };
    return this.layoutFor.layout;
  }

  private provisional(ctx: RulesContext) {
    return reconstructed(
      ctx,
      this.system?.scenarios.find((x) => x.id === this.game?.scenario),
    );
  }

  override render() {
    const s = this.game;
    const ctx = this.ctx;
    if (!s || !ctx) return html`<p class="note">The game state is not available.</p>`;
    const head = gameHeadline(s, ctx);
    const next = phaseAction(s);
    const blocked = next ? this.why(next.action) : undefined;
    const marks = walkMarks(s.walk);
    const vocab = cardVocabulary(
      s,
      this.system?.scenarios.find((x) => x.id === s.scenario),
    );
    return html`<div class="frame">
      <div class="head">
        <span class="turn">${head.turn}</span>
        <span class=${`ext ${head.extRules ? 'on' : ''}`} title=${head.extTitle}>${head.extLabel}</span>
        ${stepPills(
          PHASES.map(([id, label]) => ({ label, current: s.phase === id })),
          'phases',
        )}
        <umpire-provisional drop system="dday-omaha" .items=${this.provisional(ctx)}></umpire-provisional>
        ${next ? html`<button class="btn primary" ?disabled=${!!blocked} aria-describedby=${blocked ? 'next-why' : nothing} @click=${() => this.send(next.action)}>${next.label}</button>` : nothing}
      </div>
      <div class="body">
        <umpire-dday-map
          .layout=${this.layout(s)}
          .state=${s}
          sessionId=${this.sessionId}
          selected=${this.place}
          selectedUnit=${this.unit}
          .fire=${this.fire(s)}
          .roles=${this.roles(s, ctx)}
          .hitUnits=${marks.units}
          .acting=${marks.positions}
          .plan=${s.phase === 'landing' ? this.plan : new Map()}
          .describe=${(id: string) => placeWords(s, id)}
          .boxNames=${world.boxNames}
        ></umpire-dday-map>
        <section class="side" aria-label="Chosen and what it may do">
          ${next && blocked ? html`<p class="why-not" id="next-why">${blocked}, then “${next.label}”.</p>` : nothing}
          ${this.unit || this.place ? html`<button class="btn back" @click=${() => this.back()}>${backLabel(s.phase)}</button>` : nothing}
          ${renderSide(this, s, ctx, vocab)}
          ${this.more.shown ? html`<button class="btn more-below" @click=${() => this.more.next()}>${icons.down} More below</button>` : nothing}
        </section>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-dday-omaha': DdayOmahaBoard;
  }
}
