import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { isActive } from '../../../systems/brecourt/game/figures.ts';
import {
  HOWITZER_STATUSES,
  type BrecourtState,
  type Howitzer,
  type HowitzerStatus,
} from '../../../systems/brecourt/game/types.ts';
import { play, send } from './events.ts';
import type { Pick } from './figure-acts.ts';
import { gunMark } from './marks.ts';
import { valueOf } from '../../fields.ts';
import { isOneOf } from '../../../engine/index.ts';

const STATUS_TEXT: Record<HowitzerStatus, string> = { intact: 'Intact', destroyed: 'Destroyed', captured: 'Captured' };

/** The four 105s: state (corrected here), shots fired (German points), crew left; where a charge is set. */
@customElement('umpire-bc-guns')
export class BrecourtGuns extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        /* The board sets wider tiles where the strip sits in its side column. */
        grid-template-columns: repeat(auto-fit, minmax(var(--gun-tile-min, 7.5rem), 1fr));
        gap: 0.4rem;
      }
      li {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--paper);
        padding: 0.35rem 0.45rem;
        display: grid;
        gap: 0.25rem;
        align-content: start;
      }
      li.destroyed {
        background: var(--paper-3);
      }
      li.captured {
        border-color: var(--us);
        border-width: 2px;
      }
      .head {
        display: flex;
        align-items: center;
        gap: 0.35rem;
        font-weight: 700;
      }
      select.st {
        font-weight: 700;
      }
      select.destroyed {
        color: var(--danger);
      }
      select.captured {
        color: var(--us);
      }
      .meta {
        font-size: 0.8rem;
        color: var(--ink-2);
      }
      select {
        min-height: var(--tap);
        width: 100%;
        border: 1px solid var(--control-line);
        border-radius: var(--radius);
        background: var(--paper);
        padding: 0 0.3rem;
        font-size: 0.9rem;
      }
      .btn {
        min-height: var(--tap);
        padding: 0 0.5rem;
        font-size: 0.9rem;
        width: 100%;
      }
      .pickme {
        border: 2px dashed var(--accent);
      }
      .pickme.chosen {
        border: 3px solid var(--accent);
        background: var(--paper-2);
      }
    `,
  ];

  @property({ attribute: false }) state!: BrecourtState;
  @property({ attribute: false }) pick?: Pick;
  @property({ type: Boolean }) busy = false;

  override render() {
    const s = this.state;
    if (!s) return nothing;
    return html`<ul aria-label="The four howitzers">
      ${s.howitzers.map((h) => this.tile(h))}
    </ul>`;
  }

  private tile(h: Howitzer) {
    const s = this.state;
    const crew = s.figures.filter((f) => f.gun === h.id);
    const alive = crew.filter(isActive).length;
    const short = h.name.replace(/^105 mm howitzer/, 'Howitzer');
    const picking = this.pick?.kind === 'demolition';
    const canPick = picking && h.status !== 'destroyed';
    const chosen = picking && this.pick?.gun === h.id;
    return html`<li
      class=${`${h.status} ${canPick ? 'pickme' : ''} ${chosen ? 'chosen' : ''}`}
      aria-label=${`${short}: ${STATUS_TEXT[h.status]}, ${h.firedTurns.length} shots, crew ${alive} of ${crew.length}`}
    >
      <span class="head">${gunMark(h.status)}${short}</span>
      <span class="meta"
        >${h.firedTurns.length} shot${h.firedTurns.length === 1 ? '' : 's'} · crew ${alive}/${crew.length}</span
      >
      ${
        canPick
          ? html`<button
              class="btn ${chosen ? 'primary' : ''}"
              aria-pressed=${chosen ? 'true' : 'false'}
              ?disabled=${this.busy}
              @click=${() => send(this, 'bc-gun', { gun: h.id })}
            >
              ${chosen ? 'Charge set' : 'Charge here'}
            </button>`
          : nothing
      }
      <select
        class=${`st ${h.status}`}
        aria-label=${`State of ${short}${h.destroyedOrder ? `, destroyed ${ordinal(h.destroyedOrder)}` : ''}`}
        ?disabled=${this.busy}
        @change=${(e: Event) => this.setStatus(h, e)}
      >
        ${HOWITZER_STATUSES.map((st) => html`<option value=${st} ?selected=${st === h.status}>${STATUS_TEXT[st]}${st === h.status && h.destroyedOrder && st === 'destroyed' ? ` (${ordinal(h.destroyedOrder)})` : ''}</option>`)}
      </select>
    </li>`;
  }

  private setStatus(h: Howitzer, e: Event): void {
    const value = valueOf(e);
    if (!isOneOf(HOWITZER_STATUSES, value) || value === h.status) return;
    play(this, { type: 'howitzer-status', gun: h.id, status: value, at: Date.now() });
  }
}

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-guns': BrecourtGuns;
  }
}
