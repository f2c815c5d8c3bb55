import { html, css, svg, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState, DieColor, Ranger } from '../../../systems/crowbar/game/types.ts';
import { unitName } from '../../../systems/crowbar/game/core.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { Choice } from './choices.ts';
import { dieSvg } from './die-svg.ts';
import { swapInto } from './dice.ts';

/**
 * The Invasion Approach (C-2): give each LCA of the Company one of the four rolled dice. Tapping a die on an
 * LCA's row swaps it with the LCA that had it; "Assign" sends the order when it is a legal one.
 */
@customElement('umpire-crowbar-approach')
export class CrowbarApproach extends UmpireElement {
  static override styles = [
    shared,
    css`
      /* Assign beside the last row where the bar has room (the map keeps that height), under the rows where not */
      :host {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        gap: 0 0.6rem;
      }
      ul {
        flex: 1 1 30rem;
        list-style: none;
        margin: 0.3rem 0;
        padding: 0;
        display: grid;
        gap: 0.3rem;
      }
      .btn.primary {
        margin-bottom: 0.3rem;
      }

      li {
        display: flex;
        align-items: center;
        gap: 0.35rem;
        flex-wrap: wrap;
      }
      .lca {
        min-width: 9rem;
        font-weight: 600;
        font-size: 0.9rem;
      }
      .pick {
        min-width: var(--tap);
        min-height: var(--tap);
        border-radius: 10px;
        border: 2px solid transparent;
        background: none;
        padding: 2px;
      }
      .pick svg {
        width: 36px;
        height: 36px;
        display: block;
      }
      .pick[aria-pressed='true'] {
        border-color: var(--focus);
        background: var(--paper-2);
      }
      .pick[aria-pressed='false'] svg {
        opacity: 0.45;
      }
      /* beside the dice where the row has room (the map keeps its height), under them where it has not */
      .face {
        font-size: 0.82rem;
        color: var(--ink-2);
        flex: 1 1 12rem;
        padding-left: 0.4rem;
      }
      .why {
        flex-basis: 100%;
        color: var(--ink-2);
        font-size: 0.88rem;
      }
    `,
  ];

  @property({ attribute: false }) game?: CrowbarState;
  @property({ attribute: false }) rules?: Rules;
  @property({ attribute: false }) choices: readonly Choice[] = [];
  @property({ type: Boolean }) busy = false;
  @state() private order: DieColor[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('choices')) {
      const first = this.choices.find((c) => c.action.type === 'approach-assign');
      const known = this.choices.some(
        (c) => c.action.type === 'approach-assign' && c.action.order.join() === this.order.join(),
      );
      if (first?.action.type === 'approach-assign' && !known) this.order = [...first.action.order];
    }
  }

  override render() {
    const g = this.game;
    const R = this.rules;
    const t = g?.stack[g.stack.length - 1];
    if (!g || !R || t?.k !== 'approach-assign') return nothing;
    const zone = R.map.doc.companies.find((c) => c.id === t.company);
    const cols: number[] = [];
    if (zone) for (let c = zone.first; c <= zone.last; c++) cols.push(c);
    const chosen = this.choices.find(
      (c) => c.action.type === 'approach-assign' && c.action.order.join() === this.order.join(),
    );
    return html`
      <ul aria-label="Give each landing craft a die">
        ${cols.map((col, i) => {
          const r: Ranger | null = g.rangers[col - 1] ?? null;
          const mine = this.order[i];
          const face = mine ? R.dice[mine][(t.faces[mine] ?? 1) - 1] : undefined;
          return html`<li>
            <span class="lca">${r ? unitName(r, R) : `Column ${col}`}</span>
            ${(['green', 'yellow', 'red', 'black'] as const).map((d) => {
              const f = R.dice[d][(t.faces[d] ?? 1) - 1];
              return html`<button
                class="pick"
                aria-pressed=${mine === d ? 'true' : 'false'}
                aria-label=${`${d} die (${f?.label ?? ''}) for column ${col}`}
                @click=${() => (this.order = swapInto(this.order, i, d))}
              >
                <svg viewBox="0 0 60 60" aria-hidden="true">${svg`${dieSvg(d, f)}`}</svg>
              </button>`;
            })}
            <span class="face">${mine ? `${mine}: ${face?.label ?? ''}` : ''}</span>
          </li>`;
        })}
      </ul>
      ${
        chosen
          ? html`<button
              class="btn primary"
              data-key=${chosen.key}
              ?disabled=${this.busy}
              @click=${() => this.emit('umpire-game-action', { action: chosen.action })}
            >
              Assign the dice
            </button>`
          : html`<p class="why" role="status">
              This split is not allowed here (in 2-player co-op each half of Dog Company takes its own two dice).
            </p>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-approach': CrowbarApproach;
  }
}
