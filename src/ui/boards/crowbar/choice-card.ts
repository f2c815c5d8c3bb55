import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { spaceReason, type Choice } from './choices.ts';
import { choicesOn, redeployGroups } from './grouping.ts';
import { holdText, spaceText, type BoardModel } from './model.ts';
import type { PendingRoll } from './roll-card.ts';
import './roll-card.ts';
import '../../controls/number-stepper.ts';

/**
 * The card beside a selected space: what is in it, its legal choices (the obvious one first; Redeploy's
 * strength by stepper, one choice per target), or why it has none. A choice that rolls shows its odds here
 * first (roll-card.ts), so the dice are thrown, or typed in, with the odds in view.
 */
@customElement('umpire-crowbar-choices')
export class CrowbarChoiceCard extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      section {
        padding: 0.45rem 0.7rem 0.55rem;
      }
      h3 {
        font-size: 1rem;
        margin: 0 0 0.35rem;
      }
      .facts {
        margin: 0 0 0.45rem;
        padding-left: 1.1rem;
        font-size: 0.92rem;
        line-height: 1.4;
      }
      .acts {
        display: flex;
        flex-direction: column;
        gap: 0.35rem;
        margin-bottom: 0.45rem;
      }
      .acts .btn {
        width: 100%;
        white-space: normal;
        text-align: left;
        line-height: 1.25;
        padding: 0.35rem 0.8rem;
      }
      .why {
        font-size: 0.92rem;
        color: var(--ink-2);
      }
      .redeploy {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.35rem;
      }
      .redeploy .btn {
        width: auto;
      }
    `,
  ];

  @property({ attribute: false }) game?: CrowbarState;
  @property({ attribute: false }) rules?: Rules;
  @property({ attribute: false }) model?: BoardModel;
  @property({ attribute: false }) choices: readonly Choice[] = [];
  @property({ attribute: false }) primary?: Choice;
  @property({ type: Number }) selected = -1;
  @property({ type: Boolean }) gap = false;
  @property({ type: Boolean }) busy = false;
  /** A roll picked here, shown with its odds before it is made. */
  @property({ attribute: false }) rolling?: PendingRoll;
  @property({ attribute: false }) pick: (c: Choice) => void = () => undefined;
  /** The strength each Redeploy target would receive, by group key. */
  @state() private amounts = new Map<string, number>();

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('selected')) this.amounts = new Map();
  }

  private button(c: Choice, primary: boolean) {
    return html`<button
      class=${`btn ${primary ? 'primary' : ''}`}
      data-key=${c.key}
      ?disabled=${this.busy}
      @click=${() => this.pick(c)}
    >
      ${c.label}
    </button>`;
  }

  override render() {
    const g = this.game;
    const R = this.rules;
    const m = this.model;
    const s = this.selected;
    if (!g || !R || !m || s < 0) return nothing;
    const facts = spaceText(m, R, s);
    if (this.gap) facts.unshift(`Cliff Side of column ${(s % 12) + 1}: ${holdText(g.holds[s % 12])}`);
    if (this.rolling) return html`<umpire-crowbar-roll .roll=${this.rolling} ?busy=${this.busy}></umpire-crowbar-roll>`;
    const here = choicesOn(this.choices, s, this.primary);
    const { single, groups } = redeployGroups(here);
    return html`<section aria-labelledby="space-h">
      <h3 id="space-h">${facts[0] ?? 'Selected space'}</h3>
      ${
        here.length
          ? html`<div class="acts" role="group" aria-label="Choices here">
              ${single.map((c, i) => this.button(c, i === 0))}
              ${groups.map((grp) => {
                const n = this.amounts.get(grp.key) ?? grp.min;
                const c = grp.choices.find((x) => x.action.type === 'special' && x.action.sp === n) ?? grp.choices[0];
                return c
                  ? html`<div class="redeploy">
                      <umpire-stepper
                        label=${`SP to send into column ${grp.col}`}
                        unit="SP"
                        .value=${n}
                        .min=${grp.min}
                        .max=${grp.max}
                        @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => (e.stopPropagation(), (this.amounts = new Map(this.amounts).set(grp.key, Number(e.detail.value))))}
                      ></umpire-stepper>
                      ${this.button(c, false)}
                    </div>`
                  : nothing;
              })}
            </div>`
          : html`<p class="why" role="status">${spaceReason(g, R, s, this.choices)}</p>`
      }
      <ul class="facts">
        ${facts.slice(1).map((f) => html`<li>${f}</li>`)}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-choices': CrowbarChoiceCard;
  }
}
