import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { boxStyle } from './box-style.ts';
import { play } from './events.ts';
import { awaySince, elapsedAt, formatDuration } from '../../../systems/brecourt/game/clock.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import type { BrecourtAction } from '../../../systems/brecourt/game/actions.ts';

/**
 * The three-hour clock (start and pause; it ticks between actions) and whether the Germans are aware yet. A clock
 * that ran unwatched for a while (Umpire closed, the tablet asleep) waits for the referee to count that time or
 * leave it out before it can end the game.
 */
@customElement('umpire-bc-status')
export class BrecourtStatus extends UmpireElement {
  static override styles = [
    shared,
    boxStyle('.box', '0.5rem'),
    css`
      :host {
        display: block;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: stretch;
      }
      .clock .time {
        font-family: var(--mono);
        font-size: 1.15rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .clock .of {
        color: var(--ink-2);
        font-size: 0.85rem;
      }
      .clock.late .time {
        color: var(--danger);
      }
      .clock .btn {
        padding: 0 0.8rem;
      }
      .box.clock {
        padding: 0 0 0 0.6rem;
        overflow: hidden;
      }
      .box.clock .btn {
        border-width: 0 0 0 1px;
        border-radius: 0;
      }
      .box.away {
        flex-wrap: wrap;
        border-color: var(--accent);
      }
      .box.aware {
        padding: 0 0 0 0.6rem;
        overflow: hidden;
        font-weight: 600;
      }
      .box.aware .btn {
        border-width: 0 0 0 1px;
        border-radius: 0;
        padding: 0 0.8rem;
      }
    `,
  ];

  @property({ attribute: false }) state!: BrecourtState;
  @property({ type: Boolean }) busy = false;

  private timer = 0;
  private checkedLimit = false;
  /** When the board last saw the clock running. */
  private watched: number | undefined;
  /** When the clock was last watched, while the referee has not said whether the unwatched time counts. */
  @state() private away: number | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = window.setInterval(() => this.onTick(), 1000);
  }
  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('state')) this.look();
  }

  /** Notes an unwatched run of the clock, and that it is watched now. */
  private look(): void {
    const c = this.state?.clock;
    if (!c || c.runningSince === null) {
      this.watched = undefined;
      this.away = undefined;
      return;
    }
    const now = Date.now();
    this.away ??= awaySince(c, now, this.watched);
    this.watched = now;
  }

  private onTick(): void {
    const c = this.state?.clock;
    if (!c || c.runningSince === null) return;
    this.look();
    this.requestUpdate();
    if (this.away !== undefined) return;
    // Three hours are up: one check action lets the game end itself (and records when).
    if (!this.state.over && elapsedAt(c, Date.now()) >= c.limitMs && !this.checkedLimit) {
      this.checkedLimit = true;
      this.play({ type: 'clock-check', at: Date.now() });
    }
  }

  /** The question after an unwatched run: count the time, or pause the clock where it was last watched. */
  private renderAway(away: number) {
    const gone = formatDuration(Date.now() - away);
    const decide = (action?: BrecourtAction) => {
      this.away = undefined;
      if (action) this.play(action);
    };
    return html`<div class="box away" role="alert">
      <span>Umpire was closed or asleep while the clock ran: ${gone} since it last saw it. Count that time?</span>
      <button class="btn" ?disabled=${this.busy} @click=${() => decide({ type: 'clock-pause', at: away })}>
        Leave it out (pause)
      </button>
      <button class="btn" ?disabled=${this.busy} @click=${() => decide()}>Count it</button>
    </div>`;
  }

  private play(action: BrecourtAction): void {
    play(this, action);
  }

  override render() {
    const s = this.state;
    if (!s) return nothing;
    const c = s.clock;
    const running = c.runningSince !== null;
    const away = this.away;
    const elapsed = elapsedAt(c, running ? (away ?? Math.max(Date.now(), c.lastAt ?? 0)) : c.lastAt);
    const late = elapsed >= c.limitMs * 0.9;
    return html`<div class="bar">
      <div
        class=${`box clock ${late ? 'late' : ''}`}
        role="timer"
        aria-label=${`Game clock ${formatDuration(elapsed)} of ${formatDuration(c.limitMs)}, ${running ? 'running' : 'paused'}`}
      >
        <span class="time" aria-hidden="true">${formatDuration(elapsed)}</span
        ><span class="of" aria-hidden="true">/ ${formatDuration(c.limitMs).replace(/:00$/, '')}</span>
        ${
          s.over
            ? nothing
            : running
              ? html`<button
                  class="btn"
                  ?disabled=${this.busy}
                  @click=${() => this.play({ type: 'clock-pause', at: Date.now() })}
                  aria-label="Pause the game clock"
                >
                  Pause
                </button>`
              : html`<button
                  class="btn"
                  ?disabled=${this.busy}
                  @click=${() => this.play({ type: 'clock-start', at: Date.now() })}
                  aria-label=${`${c.elapsedMs > 0 ? 'Resume' : 'Start'} the game clock`}
                >
                  ${icons.play} ${c.elapsedMs > 0 ? 'Resume' : 'Start'}
                </button>`
        }
      </div>
      ${away === undefined || s.over ? nothing : this.renderAway(away)}
      <div class="box aware">
        ${
          s.awareTurn !== null
            ? html`<span>Germans aware since turn ${s.awareTurn}</span>`
            : html`<span>Germans unaware</span
                >${s.over ? nothing : html`<button class="btn" ?disabled=${this.busy} @click=${() => this.play({ type: 'germans-aware', at: Date.now() })}>Mark them aware</button>`}`
        }
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-status': BrecourtStatus;
  }
}
