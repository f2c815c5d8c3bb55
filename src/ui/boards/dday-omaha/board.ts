import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { BoardElement } from '../board-element.ts';
import { shared } from '../../styles.ts';
import type { RulesContext } from '../../../engine/index.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import type { GameState } from '../../../systems/dday-omaha/game/state.ts';
import { boardCss } from './board-css.ts';
import { cardVocabulary, EMPTY_DRAFT, type CardDraft } from './card.ts';
import { seg } from './controls.ts';
import { ACTIONS_EVENT, ActionQueue, EXPAND_EVENT } from './events.ts';
import { gameHeadline, isGameState, phaseAction, walkMarks } from './view.ts';
import { editBlocked, sortedPositions, unitGroups, type SectorFilter } from './roster.ts';
import './walk-panel.ts';
import './position-card.ts';
import './unit-card.ts';
import './pools.ts';
import './extra-panel.ts';
import { anyOffer, extraOffers } from './extra-actions.ts';

type Tab = 'positions' | 'units' | 'pools';

const PHASES = [['landing', 'US landing'], ['german', 'German card'], ['us', 'US actions']] as const;

/**
 * The D-Day at Omaha Beach board. The digest has no map, so the board is the roster the player keeps: the German
 * positions and the US units with their state as one-tap toggles and steppers, the Depth pools, the turn with
 * the extended-game mark, and the German turn as a guided walk. Every change is a game action, sent to the
 * session one at a time.
 */
@customElement('umpire-board-dday-omaha')
export class DdayOmahaBoard extends BoardElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; margin-bottom: 1.25rem; }
      .bar { display: flex; align-items: center; gap: .5rem; flex-wrap: wrap; margin-bottom: .6rem; }
      .turn { font-size: 1.2rem; font-weight: 800; }
      .ext { font-size: .85rem; padding: .2rem .55rem; border-radius: 999px; border: 1.5px solid var(--ink-2); }
      .ext.on { border-color: var(--accent); color: var(--accent); font-weight: 700; }
      .grow { flex: 1; }
      ol.phases { list-style: none; margin: 0; padding: 0; display: flex; gap: .25rem; flex-wrap: wrap; }
      ol.phases li { padding: .25rem .6rem; border-radius: 999px; border: 1px solid var(--line); font-size: .85rem; color: var(--ink-2); }
      ol.phases li[aria-current='step'] { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); font-weight: 700; }
      ol.phases li[aria-current='step']::before { content: '▸ '; }
      ul.prompts { margin: 0 0 .6rem; padding-left: 1.2rem; font-size: .95rem; }
      .report { border: 1px solid var(--line); border-radius: var(--radius); background: var(--paper-2); padding: .4rem .7rem; margin-bottom: .7rem; font-size: .92rem; }
      .report summary { min-height: var(--tap); display: flex; align-items: center; gap: .35rem; cursor: pointer; font-weight: 600; }
      .report summary .muted { font-weight: 400; }
      .report ul { margin: 0; padding-left: 1.2rem; white-space: pre-wrap; }
      .tabs { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .9rem 0 .6rem; }
      .list { display: grid; gap: .5rem; }
      h3.group { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--ink-2); margin: .9rem 0 .4rem; }
      details.later { border: 1px solid var(--line); border-radius: var(--radius); padding: 0 .6rem; margin-top: .6rem; background: var(--paper); }
      details.later > summary { min-height: var(--tap); display: flex; align-items: center; cursor: pointer; font-weight: 600; }
      .sched { margin: 0 0 .5rem; padding: 0; list-style: none; display: grid; gap: .2rem; font-size: .92rem; }
      .sched b { display: inline-block; min-width: 4.5rem; }
      .walk { margin-bottom: .4rem; }
    `,
  ];


  /** The board shows the sequence of play and what is due itself (the session leaves out its generic stepper). */
  readonly ownsFlow = true;

  @state() private tab: Tab = 'positions';
  @state() private sector: SectorFilter = 'all';
  @state() private toggled = new Set<string>();
  @state() private draft: CardDraft = EMPTY_DRAFT;
  private readonly queue = new ActionQueue();
  private lastPhase?: string;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener(ACTIONS_EVENT, this.onActions as EventListener);
    this.addEventListener(EXPAND_EVENT, this.onExpand as EventListener);
    this.addEventListener('dday-draft', this.onDraft as EventListener);
  }

  override disconnectedCallback(): void {
    this.removeEventListener(ACTIONS_EVENT, this.onActions as EventListener);
    this.removeEventListener(EXPAND_EVENT, this.onExpand as EventListener);
    this.removeEventListener('dday-draft', this.onDraft as EventListener);
    super.disconnectedCallback();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const phase = isGameState(this.state) ? this.state.phase : undefined;
    if (phase !== this.lastPhase) {
      // A new phase opens on what it is about: landings on the units, the German card on the positions.
      if (phase === 'landing') this.tab = 'units';
      if (phase === 'german') this.tab = 'positions';
      this.lastPhase = phase;
    }
    if (changed.has('state') && changed.get('state') !== undefined) {
      const next = this.queue.settled(Date.now());
      if (next) queueMicrotask(() => this.send(next));
    }
  }

  private send(a: Action): void {
    this.emit('umpire-game-action', { action: a });
  }

  private readonly onActions = (e: CustomEvent<{ actions: Action[] }>): void => {
    e.stopPropagation();
    const first = this.queue.push(e.detail.actions, Date.now());
    if (first) this.send(first);
  };

  private readonly onExpand = (e: CustomEvent<{ id: string }>): void => {
    e.stopPropagation();
    const next = new Set(this.toggled);
    if (next.has(e.detail.id)) next.delete(e.detail.id);
    else next.add(e.detail.id);
    this.toggled = next;
  };

  private readonly onDraft = (e: CustomEvent<CardDraft>): void => {
    e.stopPropagation();
    this.draft = e.detail;
  };

  private readonly check = (a: Action): string | undefined => {
    const g = this.system?.game;
    if (!g || !this.ctx || !isGameState(this.state)) return 'The game is not loaded';
    return g.check(this.state, a, this.ctx);
  };

  override render() {
    const s = this.state;
    const ctx = this.ctx;
    if (!isGameState(s) || !ctx) return html`<p class="note">The game state is not available.</p>`;
    const vocab = cardVocabulary(s, this.system?.scenarios.find((x) => x.id === s.scenario));
    const head = gameHeadline(s, ctx);
    const blocked = editBlocked(s) ?? '';
    const marks = walkMarks(s.walk);
    const next = phaseAction(s);
    const groups = unitGroups(s);
    const legal = this.system?.game ? (this.system.game.legalActions(s, ctx) as Action[]) : [];
    const offers = extraOffers(s, legal);
    const counts = { positions: s.positions.length, units: groups.active.length + groups.dueNow.length };
    return html`
      <div class="bar">
        <span class="turn">${head.turn}</span>
        <span class=${`ext ${head.extRules ? 'on' : ''}`} title=${head.extTitle}>${head.extLabel}</span>
        <ol class="phases" aria-label="Sequence of play">${PHASES.map(([id, label]) => html`<li aria-current=${s.phase === id ? 'step' : 'false'}>${label}</li>`)}</ol>
        <span class="grow"></span>
        ${next ? html`<button class="btn primary" ?disabled=${!!this.check(next.action)} @click=${() => this.send(next.action)}>${next.label}</button>` : nothing}
      </div>
      ${head.lengthNote ? html`<p class="note" role="note">${head.lengthNote}</p>` : nothing}
      ${s.phase === 'us' && this.status?.prompts.length ? html`<ul class="prompts">${this.status.prompts.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
      ${s.lastReport.length
        ? html`<details class="report" ?open=${s.lastReport.length <= 4}><summary>Last result${s.lastReport.length > 4 ? html`: <span class="muted">${s.lastReport[0]?.trim()} (+${s.lastReport.length - 1})</span>` : nothing}</summary>
            <ul aria-live="polite">${s.lastReport.map((l) => html`<li>${l.trim()}</li>`)}</ul></details>`
        : nothing}
      ${s.phase === 'german' || s.walk
        ? html`<div class="walk"><umpire-dday-walk .state=${s} .draft=${this.draft} .colors=${vocab.colors} .symbols=${vocab.symbols}></umpire-dday-walk></div>`
        : nothing}
      ${anyOffer(offers) ? html`<umpire-dday-extras .offers=${offers} .check=${this.check}></umpire-dday-extras>` : nothing}
      <div class="tabs">
        ${seg('Show', [
          { value: 'positions', label: `German positions (${counts.positions})` },
          { value: 'units', label: `US units (${counts.units})` },
          { value: 'pools', label: 'Pools' },
        ] as const, this.tab, (v) => (this.tab = v))}
        ${this.tab !== 'pools' ? seg('Sector', [{ value: 'all', label: 'Both' }, { value: 'east', label: 'East' }, { value: 'west', label: 'West' }] as const, this.sector, (v) => (this.sector = v)) : nothing}
      </div>
      ${this.tab === 'positions' ? this.renderPositions(s, ctx, vocab.colors, blocked, marks.positions, head.extRules) : nothing}
      ${this.tab === 'units' ? this.renderUnits(s, ctx, vocab.symbols, blocked, marks.units, head.extRules) : nothing}
      ${this.tab === 'pools' ? html`<umpire-dday-pools .pools=${s.pools} .eliminated=${s.eliminatedWnUnits} blocked=${blocked}></umpire-dday-pools>` : nothing}
    `;
  }

  private renderPositions(s: GameState, ctx: RulesContext, colors: readonly string[], blocked: string, active: ReadonlySet<string>, ext: boolean) {
    const list = sortedPositions(s.positions, this.sector);
    return html`<div class="list" role="list" aria-label="German positions">
      ${repeat(list, (p) => p.id, (p) => html`<umpire-dday-position role="listitem" .position=${p} .positions=${s.positions} .units=${s.units} .ctx=${ctx} .colors=${colors}
        blocked=${blocked} ?expanded=${this.toggled.has(p.id)} ?active=${active.has(p.id)} ?ext=${ext} phase=${s.phase}></umpire-dday-position>`)}
    </div>`;
  }

  private renderUnits(s: GameState, ctx: RulesContext, symbols: readonly string[], blocked: string, hit: ReadonlySet<string>, ext: boolean) {
    const g = unitGroups(s);
    const inSector = <T extends { sector: string }>(l: readonly T[]) => l.filter((u) => this.sector === 'all' || u.sector === this.sector);
    const card = (u: GameState['units'][number], openByDefault: boolean) => html`<umpire-dday-unit role="listitem" .unit=${u} .positions=${s.positions} .boxes=${s.landingBoxes} .symbols=${symbols}
      .check=${this.check} .ctx=${ctx} blocked=${blocked} ?expanded=${this.toggled.has(u.id) !== openByDefault} ?hit=${hit.has(u.id)} ?ext=${ext} .turn=${s.turn}
      .units=${s.units} phase=${s.phase}></umpire-dday-unit>`;
    const dueNow = inSector(g.dueNow);
    const active = inSector(g.active);
    const later = inSector(g.later);
    const gone = inSector(g.gone);
    const byTurn = new Map<number, string[]>();
    for (const u of later) byTurn.set(u.due, [...(byTurn.get(u.due) ?? []), u.id]);
    return html`
      ${dueNow.length
        ? html`<h3 class="group">To land this turn (${dueNow.length})</h3>
            <div class="list" role="list" aria-label="US units to land this turn">${repeat(dueNow, (u) => u.id, (u) => card(u, s.phase === 'landing'))}</div>`
        : nothing}
      <h3 class="group">Ashore and in landing boxes (${active.length})</h3>
      ${active.length
        ? html`<div class="list" role="list" aria-label="US units ashore and in landing boxes">${repeat(active, (u) => u.id, (u) => card(u, false))}</div>`
        : html`<p class="note">No US unit has landed yet.</p>`}
      ${later.length
        ? html`<details class="later"><summary>Arriving later (${later.length}): the 9.1 schedule</summary>
            <ul class="sched">${[...byTurn].map(([t, ids]) => html`<li><b>Turn ${t}</b> ${ids.join(', ')}</li>`)}</ul></details>`
        : nothing}
      ${gone.length
        ? html`<details class="later"><summary>Eliminated, catastrophic loss box, removed (${gone.length})</summary>
            <div class="list" role="list" aria-label="US units out of play">${repeat(gone, (u) => u.id, (u) => card(u, false))}</div></details>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-dday-omaha': DdayOmahaBoard;
  }
}
