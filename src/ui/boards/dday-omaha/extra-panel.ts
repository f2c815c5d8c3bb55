import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import { boardCss } from './board-css.ts';
import { seg } from './controls.ts';
import { sendActions } from './events.ts';
import type { ExtraOffers, MineOffer } from './extra-actions.ts';

type Sector = 'east' | 'west';

/**
 * The occasional actions the game allows now (see extraOffers): a mine symbol for a landing unit, an HQ following
 * the unit that drifted, Kampfgruppe Meyer and an event-card reinforcement. Each button sends one game action
 * through the board's queue; when the game refuses the choice, check()'s reason is shown under it.
 */
@customElement('umpire-dday-extras')
export class ExtraPanel extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; }
      section { border: 1px solid var(--line); border-radius: var(--radius); background: var(--paper-2); padding: .4rem .7rem .6rem; margin-bottom: .6rem; }
      .item { margin-top: .4rem; display: grid; gap: .3rem; }
      .btn { min-height: var(--tap); }
    `,
  ];

  @property({ attribute: false }) offers?: ExtraOffers;
  @property({ attribute: false }) check?: (a: Action) => string | undefined;
  @state() private victims: Record<string, string> = {};
  @state() private sector?: Sector;

  private fire(a: Action, said: string): void {
    sendActions(this, a);
    announce(said);
  }

  private renderMine(m: MineOffer) {
    const victim = this.victims[m.unit] ?? m.unit;
    const a: Action = victim === m.unit ? { type: 'mine', unit: m.unit } : { type: 'mine', unit: m.unit, victim };
    const why = this.check?.(a);
    return html`<div class="item">
      ${m.victims.length > 1
        ? seg(`Step lost to the mine in box ${m.box}`, m.victims.map((v) => ({ value: v, label: v })), victim, (v) => (this.victims = { ...this.victims, [m.unit]: v }))
        : nothing}
      <div class="row"><button type="button" class="btn" ?disabled=${!!why} @click=${() => this.fire(a, `Mine for ${m.unit}`)}>Mine symbol for ${m.unit} (box ${m.box})</button></div>
      ${why ? html`<p class="error" role="alert">${why}</p>` : nothing}
    </div>`;
  }

  override render() {
    const o = this.offers;
    if (!o) return nothing;
    const landing = o.mines.length > 0 || o.drifts.length > 0;
    const german = o.meyer || o.eventSectors.length > 0;
    const sector: Sector = this.sector ?? o.eventSectors[0] ?? 'east';
    const event: Action = { type: 'event-reinforcement', sector };
    const eventWhy = o.eventSectors.length ? this.check?.(event) : undefined;
    const meyer: Action = { type: 'kampfgruppe-meyer' };
    const meyerWhy = o.meyer ? this.check?.(meyer) : undefined;
    return html`
      ${landing
        ? html`<section aria-label="Landing events">
            <h4>Landing events</h4>
            ${o.drifts.map((d) => {
              const a: Action = { type: 'drift-with', leader: d.leader, unit: d.unit };
              const why = this.check?.(a);
              return html`<div class="item"><div class="row"><button type="button" class="btn" ?disabled=${!!why} @click=${() => this.fire(a, `${d.leader} follows ${d.unit}`)}>HQ follows the drifted unit: ${d.leader} with ${d.unit}</button></div>
                ${why ? html`<p class="error" role="alert">${why}</p>` : nothing}</div>`;
            })}
            ${o.mines.map((m) => this.renderMine(m))}
          </section>`
        : nothing}
      ${german
        ? html`<section aria-label="German event cards">
            <h4>German event cards</h4>
            ${o.meyer
              ? html`<div class="item"><div class="row"><button type="button" class="btn" ?disabled=${!!meyerWhy} @click=${() => this.fire(meyer, 'Kampfgruppe Meyer arrives')}>Kampfgruppe Meyer arrives</button></div>
                  ${meyerWhy ? html`<p class="error" role="alert">${meyerWhy}</p>` : nothing}</div>`
              : nothing}
            ${o.eventSectors.length
              ? html`<div class="item">
                  <div class="row">
                    ${seg('Event reinforcement sector', [{ value: 'east', label: 'East' }, { value: 'west', label: 'West' }] as const, sector, (v) => (this.sector = v))}
                    <button type="button" class="btn" ?disabled=${!!eventWhy} @click=${() => this.fire(event, `Event reinforcement in the ${sector}`)}>Event reinforcement (${sector})</button>
                  </div>
                  ${eventWhy ? html`<p class="error" role="alert">${eventWhy}</p>` : nothing}</div>`
              : nothing}
          </section>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-extras': ExtraPanel;
  }
}
