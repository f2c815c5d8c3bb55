import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { actButton, actStyles, refusedList } from './act-button.ts';
import type { DiceChoice } from './describe.ts';
import { squareFacts, TERRAIN_NAME, tokenText, unitText, type SquareView } from './model.ts';
import { attackSources, attackTargets, poolsPresent, type FormKind, type Offer } from './offers.ts';
import type { AttackChoice } from './attack-form.ts';
import './move-form.ts';
import './attack-form.ts';
import './engineer-form.ts';

/**
 * The selected square: what is in it (hidden tokens as hidden), the actions the rules allow it now, those
 * they do not with the reason one tap away, and the forms for stack splits, attacks and engineers.
 */
@customElement('umpire-bo-square')
export class OmahaSquare extends UmpireElement {
  static override styles = [
    shared,
    actStyles,
    css`
      :host { display: block; }
      header { display: flex; align-items: center; gap: .4rem; }
      h3 { font-size: 1.1rem; flex: 1; }
      .facts { color: var(--ink-2); font-size: .92rem; margin: .2rem 0 .45rem; line-height: 1.4; }
      ul.units { margin: 0 0 .5rem; padding-left: 1.1rem; line-height: 1.45; }
      .none { color: var(--ink-2); font-size: .92rem; margin: .3rem 0; }
    `,
  ];

  @property({ attribute: false }) square?: SquareView;
  @property({ attribute: false }) offers: readonly Offer[] = [];
  @property({ attribute: false }) forms: readonly FormKind[] = [];
  @property({ attribute: false }) dice: DiceChoice = { mode: 'umpire', typed: [] };
  @property({ attribute: false }) state?: State;
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  private attackChoices(sq: string, s: State, d: GameData): AttackChoice[] {
    const targets = (s.tokens[sq]?.length ?? 0) > 0 ? [sq] : attackTargets(sq, s, d);
    return targets.map((target) => ({ target, sources: attackSources(target, s, d).map((square) => ({ square, pools: poolsPresent(square, s, d) })) })).filter((c) => c.sources.length > 0);
  }

  private renderForms(q: SquareView) {
    const s = this.state;
    const d = this.data;
    if (!s || !d) return nothing;
    return this.forms.map((f) => {
      switch (f) {
        case 'move-split': {
          const dests = (d.map.byId.get(q.id)?.adjacent ?? []).filter((n) => d.map.land.has(n));
          return html`<umpire-bo-move-form .from=${q.id} .units=${q.units.filter((u) => !u.pinned)} .destinations=${dests} .pools=${poolsPresent(q.id, s, d)} .data=${d} .check=${this.check}></umpire-bo-move-form>`;
        }
        case 'attack':
          return html`<umpire-bo-attack-form .choices=${this.attackChoices(q.id, s, d)} .origin=${q.id} .data=${d} .check=${this.check}></umpire-bo-attack-form>`;
        case 'engineer':
          return html`<umpire-bo-engineer-form .square=${q.id} .ep=${s.ep} .ip=${s.ip} .dice=${this.dice} .data=${d} .check=${this.check}></umpire-bo-engineer-form>`;
      }
    });
  }

  override render() {
    const q = this.square;
    if (!q) return nothing;
    const legal = this.offers.filter((o) => o.legal);
    return html`
      <header>
        <h3>${q.id}${q.label ? ` · ${q.label}` : ''} <span class="muted">${TERRAIN_NAME[q.terrain]}</span></h3>
        <button class="btn ghost icon" aria-label="Close the square" @click=${() => this.emit('umpire-change', { name: 'select', value: '' })}>${icons.close}</button>
      </header>
      ${squareFacts(q) ? html`<p class="facts">${squareFacts(q)}</p>` : nothing}
      ${q.units.length ? html`<ul class="units" aria-label="Units">${q.units.map((u) => html`<li>${unitText(u)}</li>`)}</ul>` : nothing}
      ${q.tokens.length ? html`<ul class="units" aria-label="German tokens">${q.tokens.map((t) => html`<li>${tokenText(t)}</li>`)}</ul>` : nothing}
      ${legal.length
        ? html`<div class="acts" role="group" aria-label=${`Actions for ${q.id}`}>${legal.map((o) => actButton(this, o.action, o.label, this.dice))}</div>`
        : html`<p class="none">Nothing can be done here now.</p>`}
      ${this.renderForms(q)}
      ${refusedList(this.offers)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-square': OmahaSquare;
  }
}
