import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { AnyProcedure, RulesContext } from '../../../engine/index.ts';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { tapRow } from '../../tap-row.ts';
import { actStyles, choiceButtons, refusedList } from './act-button.ts';
import { squareFacts, TERRAIN_NAME, tokenText, unitText, type SquareView } from './model.ts';
import { attackSources, attackTargets, poolsPresent, type FormKind, type Offer } from './offers.ts';
import type { AttackChoice } from './attack-form.ts';
import './move-form.ts';
import './attack-form.ts';
import './engineer-form.ts';

/**
 * The square looked at (and the second square tapped, if any): what is in it (hidden tokens as hidden), the
 * actions the rules allow between them now, those they do not with the reason one tap away, and the forms for
 * stack splits, attacks from several squares and engineers. When nothing can be done, it says why.
 */
@customElement('umpire-bo-square')
export class OmahaSquare extends UmpireElement {
  static override styles = [
    shared,
    actStyles,
    css`
      header {
        display: flex;
        align-items: center;
        gap: 0.4rem;
      }
      h3 {
        font-size: 1.05rem;
        flex: 1;
      }
      h4 {
        font-size: 0.95rem;
        margin: 0.5rem 0 0.1rem;
      }
      .facts {
        color: var(--ink-2);
        font-size: 0.88rem;
        margin: 0.15rem 0 0.35rem;
        line-height: 1.35;
      }
      ul.units {
        margin: 0 0 0.4rem;
        padding-left: 1.1rem;
        line-height: 1.4;
        font-size: 0.92rem;
      }
      .none {
        color: var(--ink-2);
        font-size: 0.9rem;
        margin: 0.3rem 0;
      }
      details.forms > summary {
        ${tapRow}
        font-weight: 600;
      }
    `,
  ];

  @property({ attribute: false }) square?: SquareView;
  /** The second square tapped: the offers are the actions between the two. */
  @property({ attribute: false }) target?: SquareView;
  @property({ attribute: false }) offers: readonly Offer[] = [];
  @property({ attribute: false }) forms: readonly FormKind[] = [];
  /** Why nothing can be done here, when nothing can. */
  @property() idle = '';
  @property({ attribute: false }) state?: State;
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) ctx?: RulesContext;
  @property({ attribute: false }) procedures: readonly AnyProcedure[] = [];
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  private attackChoices(sq: string, s: State, d: GameData): AttackChoice[] {
    const targets = (s.tokens[sq]?.length ?? 0) > 0 ? [sq] : attackTargets(sq, s, d);
    return targets
      .map((target) => ({
        target,
        sources: attackSources(target, s, d).map((square) => ({ square, pools: poolsPresent(square, s, d) })),
      }))
      .filter((c) => c.sources.length > 0);
  }

  private renderForm(f: FormKind, q: SquareView, s: State, d: GameData) {
    switch (f) {
      case 'move-split': {
        const dests = (d.map.byId.get(q.id)?.adjacent ?? []).filter((n) => d.map.land.has(n));
        return html`<details class="forms">
          <summary>Split the stack</summary>
          <umpire-bo-move-form
            .from=${q.id}
            .units=${q.units.filter((u) => !u.pinned)}
            .destinations=${dests}
            .pools=${poolsPresent(q.id, s, d)}
            .data=${d}
            .check=${this.check}
          ></umpire-bo-move-form>
        </details>`;
      }
      case 'attack':
        return html`<details class="forms">
          <summary>Attack from several squares</summary>
          <umpire-bo-attack-form
            .choices=${this.attackChoices(q.id, s, d)}
            .origin=${q.id}
            .data=${d}
            .check=${this.check}
          ></umpire-bo-attack-form>
        </details>`;
      case 'engineer':
        return html`<umpire-bo-engineer-form
          .square=${q.id}
          .state=${s}
          .data=${d}
          .ctx=${this.ctx}
          .procedures=${this.procedures}
          .check=${this.check}
        ></umpire-bo-engineer-form>`;
    }
  }

  private contents(q: SquareView) {
    return html`${squareFacts(q) ? html`<p class="facts">${squareFacts(q)}</p>` : nothing}
    ${
      q.units.length
        ? html`<ul class="units" aria-label=${`Units in ${q.id}`}>
            ${q.units.map((u) => html`<li>${unitText(u)}</li>`)}
          </ul>`
        : nothing
    }
    ${
      q.tokens.length
        ? html`<ul class="units" aria-label=${`German tokens in ${q.id}`}>
            ${q.tokens.map((t) => html`<li>${tokenText(t)}</li>`)}
          </ul>`
        : nothing
    }`;
  }

  override render() {
    const q = this.square;
    const s = this.state;
    const d = this.data;
    if (!q || !s || !d) return nothing;
    const t = this.target;
    const legal = this.offers.filter((o) => o.legal);
    return html`
      <header>
        <h3>${q.id}${q.label ? ` · ${q.label}` : ''} <span class="muted">${TERRAIN_NAME[q.terrain]}</span></h3>
        <button
          class="btn ghost icon"
          aria-label="Close the square"
          @click=${() => this.emit('umpire-change', { name: 'select', value: '' })}
        >
          ${icons.close}
        </button>
      </header>
      ${this.contents(q)} ${t ? this.renderTarget(t) : nothing}
      ${legal.length ? choiceButtons(this, legal, 'Actions') : html`<p class="none">${this.idle}</p>`}
      ${this.forms.map((f) => this.renderForm(f, q, s, d))} ${refusedList(this.offers)}
    `;
  }

  /** The square chosen next to the first: its name on one line, then what is in it. */
  private renderTarget(t: SquareView) {
    const name = `With ${t.id}${t.label ? ` · ${t.label}` : ''}`;
    return html`<h4>${name} <span class="muted">${TERRAIN_NAME[t.terrain]}</span></h4>
      ${this.contents(t)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-square': OmahaSquare;
  }
}
