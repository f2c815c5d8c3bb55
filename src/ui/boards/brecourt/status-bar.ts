import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { boxStyle } from './box-style.ts';
import { play } from './events.ts';
import { elapsedAt, formatDuration } from '../../../systems/brecourt/game/clock.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import type { BrecourtAction } from '../../../systems/brecourt/game/actions.ts';

/** The three-hour clock (start and pause; it ticks between actions) and whether the Germans are aware yet. */
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

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = window.setInterval(() => this.onTick(), 1000);
  }
  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  private onTick(): void {
    const c = this.state?.clock;
    if (!c || c.runningSince === null) return;
    this.requestUpdate();
    // Three hours are up: one check action lets the game end itself (and records when).
    if (!this.state.over && elapsedAt(c, Date.now()) >= c.limitMs && !this.checkedLimit) {
      this.checkedLimit = true;
      this.play({ type: 'clock-check', at: Date.now() });
    }
  }

  private play(action: BrecourtAction): void {
    play(this, action);
  }

  override render() {
    const s = this.state;
    if (!s) return nothing;
    const c = s.clock;
    const running = c.runningSince !== null;
    const elapsed = elapsedAt(c, running ? Math.max(Date.now(), c.lastAt ?? 0) : c.lastAt);
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
