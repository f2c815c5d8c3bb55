import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { icons } from '../../icons.ts';
import {
  counterattackTrack,
  isNightNow,
  reliefTrack,
  timeTrack,
  trackLines,
  tracksSummary,
  type TrackBox,
} from './tracks.ts';

/** The Game Tracks card: Time Increments by Game Day (night boxes shaded), German Counterattack, Relief Column. */
@customElement('umpire-crowbar-tracks')
export class CrowbarTracks extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        font-size: 0.78rem;
      }
      .track {
        display: grid;
        grid-template-columns: 6rem 1fr;
        align-items: center;
        gap: 0.4rem;
        margin-bottom: 0.2rem;
      }
      .box.time {
        min-width: 0.62rem;
        padding: 0;
        font-size: 0.55rem;
      }
      .box.time.here {
        min-width: 1.1rem;
        font-size: 0.7rem;
      }
      .name {
        font-weight: 700;
        color: var(--ink-2);
        line-height: 1.1;
        overflow-wrap: anywhere;
      }
      .name small {
        font-weight: 500;
      }
      .boxes {
        display: flex;
        flex-wrap: wrap;
        gap: 2px;
        align-items: center;
      }
      .day {
        display: inline-flex;
        gap: 1px;
        align-items: center;
        margin-right: 0.3rem;
        flex-wrap: nowrap;
      }
      .day b {
        font-size: 0.7rem;
        margin-right: 0.2rem;
        color: var(--ink-2);
        font-weight: 600;
      }
      .box {
        min-width: 0.95rem;
        height: 1.05rem;
        padding: 0 0.1rem;
        border: 1px solid var(--line);
        background: var(--paper);
        display: grid;
        place-items: center;
        font-size: 0.62rem;
        color: var(--ink-2);
        border-radius: 3px;
      }
      .box.night {
        background: #3a4350;
        color: #e6e9ec;
        border-color: #3a4350;
      }
      .box.last {
        border-color: var(--danger);
        font-weight: 700;
      }
      .box.word {
        padding: 0 0.3rem;
      }
      .box.here {
        background: var(--focus);
        color: #fff;
        border-color: var(--ink);
        font-weight: 800;
        outline: 2px solid var(--ink);
        outline-offset: 0;
      }
      .box.relief.here {
        background: var(--us);
      }
      .box.ca.here {
        background: var(--de);
      }
      .note {
        color: var(--ink-2);
      }
      :host([compact]) .track {
        grid-template-columns: 4.4rem minmax(0, 1fr);
      }
      :host([compact]) .day {
        margin-right: 0;
        flex-wrap: wrap;
      }
      .fold {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        width: 100%;
        min-height: var(--tap);
        padding: 0.2rem 0.45rem;
        margin-bottom: 0.2rem;
        text-align: start;
        font-size: 0.78rem;
        font-weight: 500;
        line-height: 1.25;
        white-space: normal;
      }
      .fold .lines {
        flex: 1;
        display: grid;
      }
      .fold b {
        color: var(--ink-2);
      }
      .fold svg {
        flex: none;
        width: 1.1rem;
        height: 1.1rem;
      }
      .fold[aria-expanded='true'] svg {
        transform: rotate(180deg);
      }
    `,
  ];

  @property({ attribute: false }) game?: CrowbarState;
  @property({ attribute: false }) rules?: Rules;
  /** Narrow, beside the map. */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** Folded to three lines behind a button that unfolds them (beside the map while the dice need the room). */
  @property({ type: Boolean }) foldable = false;
  /** Folded to the button's title alone (at the largest text sizes, where three lines would crowd out the dice). */
  @property({ type: Boolean }) brief = false;
  @state() private open = false;

  private box(b: TrackBox, kind: string) {
    const cls = `box ${kind} ${b.night ? 'night' : ''} ${b.last ? 'last' : ''} ${b.here ? 'here' : ''} ${b.label.length > 2 ? 'word' : ''}`;
    const text = kind === 'time' && !b.here && !b.last && b.label !== '1' ? '' : b.label;
    return html`<span class=${cls} aria-hidden="true">${text}</span>`;
  }

  override render() {
    const g = this.game;
    const R = this.rules;
    if (!g || !R) return nothing;
    const fold = this.foldable
      ? html`<button
          class="btn fold"
          aria-expanded=${this.open ? 'true' : 'false'}
          @click=${() => (this.open = !this.open)}
        >
          <span class="lines"
            ><b>Game tracks</b
            >${this.open || this.brief ? nothing : trackLines(g, R).map((l) => html`<span>${l}</span>`)}</span
          >
          ${icons.down}
        </button>`
      : nothing;
    if (this.foldable && !this.open)
      return html`${fold}
        <p class="sr-only" role="status">${tracksSummary(g, R)}</p>`;
    const ca = counterattackTrack(g, R);
    return html`
      ${fold}
      <div role="group" aria-label="Game tracks">
        <p class="sr-only" role="status">${tracksSummary(g, R)}</p>
        <div class="track">
          <span class="name">Time<br /><small>${isNightNow(g, R) ? 'night' : 'daytime'}</small></span>
          <div class="boxes">
            ${timeTrack(g, R).map((d) => html`<span class="day"><b>${d.name}</b>${d.boxes.map((b) => this.box(b, 'time'))}</span>`)}
          </div>
        </div>
        <div class="track">
          <span class="name"
            >Counter&shy;attack<br /><small>${ca.done ? 'all launched' : `#${ca.number} of ${ca.of}`}</small></span
          >
          <div class="boxes">${ca.boxes.map((b) => this.box(b, 'ca'))}</div>
        </div>
        <div class="track">
          <span class="name">Relief Column</span>
          <div class="boxes">${reliefTrack(g, R).map((b) => this.box(b, 'relief'))}</div>
        </div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-tracks': CrowbarTracks;
  }
}
