import { html, css, svg, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { unitCounter, UNIT } from './counters.ts';
import { mapStyles } from './map-styles.ts';
import { unitText, type OffMap, type UnitView } from './model.ts';

/** Units off the squares: the Reinforcement Holding box (4.1), the eliminated, and those drifted off the map. */
@customElement('umpire-bo-reserve')
export class OmahaReserve extends UmpireElement {
  static override styles = [
    shared,
    mapStyles,
    css`
      :host {
        display: block;
      }
      section + section {
        margin-top: 0.5rem;
      }
      h4 {
        font-size: 0.85rem;
        margin: 0 0 0.25rem;
        color: var(--ink-2);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
      }
      li {
        display: grid;
        justify-items: center;
      }
      svg {
        width: 54px;
        height: 54px;
        display: block;
      }
    `,
  ];

  @property({ attribute: false }) units?: OffMap;

  private list(title: string, units: readonly UnitView[]) {
    if (!units.length) return nothing;
    return html`<section>
      <h4>${title} (${units.length})</h4>
      <ul>
        ${units.map(
          (u) =>
            html`<li title=${unitText(u)}>
              <svg
                viewBox=${`${-UNIT / 2 - 2} ${-UNIT / 2 - 2} ${UNIT + 4} ${UNIT + 4}`}
                role="img"
                aria-label=${unitText(u)}
              >
                ${svg`${unitCounter(u)}`}
              </svg>
            </li>`,
        )}
      </ul>
    </section>`;
  }

  override render() {
    const u = this.units;
    if (!u) return nothing;
    return html`${this.list('Reinforcement Holding box', u.box)}${this.list('Eliminated', u.eliminated)}${this.list('Drifted off the map', u.offMap)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-reserve': OmahaReserve;
  }
}
