import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { GameAction } from '../../../systems/types.ts';
import type { AmountChoice, ChoiceGroup, FlowView } from './flow.ts';
import { valueOf } from '../../fields.ts';

/** More than this many like choices are picked from a list rather than shown as buttons. */
const MOST_BUTTONS = 6;

/**
 * The words on the button that opens the strip's other choices: the first list's title, so the main choice of a
 * step ("Activate or land…") never hides behind a bare "More" ("More" only for a strip without lists).
 */
export function foldedLabel(f: FlowView): string {
  const first = f.amounts[0]?.title ?? f.groups[0]?.title;
  return first === undefined ? 'More' : `${first}…`;
}

/**
 * The strip above the map: what is due in one line with the main actions beside it; the other choices (supply by
 * stepper, activations, support) open under it on demand. Sends `bb-choose` with the action picked.
 */
@customElement('umpire-bb-flow')
export class FlowStrip extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      /* the buttons go under what is due when they leave it less than a line's room: at the larger text sizes the
         due words stood in a column a few words wide, eight lines tall, and pushed the map down */
      .line {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem;
        min-height: var(--tap);
      }
      /* what is due is read in full, over as many lines as it takes: a tablet has no hover to read a cut line */
      .due {
        flex: 1 1 20rem;
        min-width: 0;
        margin: 0.2rem 0;
      }
      .due .hint {
        color: var(--ink-2);
      }
      .line .btn {
        white-space: nowrap;
      }
      /* the buttons wrap as one group, so they go under what is due together, in one row */
      .acts {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      }
      .more {
        display: grid;
        gap: 0.5rem;
        padding: 0.5rem 0 0.2rem;
      }
      fieldset {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 0.3rem 0.6rem 0.5rem;
        margin: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      legend {
        font-size: 0.85rem;
        color: var(--ink-2);
        font-weight: 600;
        padding: 0 0.3rem;
      }
      select {
        min-height: var(--tap);
        max-width: 100%;
        font: inherit;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--paper);
        color: var(--ink);
        padding: 0 0.5rem;
      }
      .stepper {
        display: inline-flex;
        align-items: center;
        gap: 0.2rem;
      }
      .stepper output {
        min-width: 2.2rem;
        text-align: center;
        font-weight: 700;
        font-size: 1.1rem;
      }
    `,
  ];

  @property({ attribute: false }) flow?: FlowView;
  @property({ type: Boolean }) busy = false;
  @state() private open = false;
  /** The target and amount each stepper shows, by its title. */
  @state() private picked: Readonly<Record<string, { id: string; points: number }>> = {};
  /** The choice each list shows, by its title. */
  @state() private listed: Readonly<Record<string, number>> = {};

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('flow')) this.listed = {};
  }

  /** A choice from a list starts something (an activation, a landing, a strike): the lists fold away for the map. */
  private chooseAndFold(action: GameAction | undefined): void {
    this.open = false;
    this.choose(action);
  }

  private choose(action: GameAction | undefined): void {
    if (action) this.dispatchEvent(new CustomEvent('bb-choose', { detail: { action }, bubbles: true, composed: true }));
  }

  private amount(a: AmountChoice) {
    const first = a.targets[0];
    if (!first) return nothing;
    const cur = this.picked[a.title];
    const target = a.targets.find((t) => t.id === cur?.id) ?? first;
    const points = Math.min(Math.max(1, cur?.points ?? 1), target.max);
    const set = (id: string, p: number) => (this.picked = { ...this.picked, [a.title]: { id, points: p } });
    return html`<fieldset>
      <legend>${a.title}</legend>
      ${
        a.targets.length > 1
          ? html`<select aria-label=${`${a.title}: to`} @change=${(e: Event) => set(valueOf(e), points)}>
              ${a.targets.map((t) => html`<option value=${t.id} ?selected=${t.id === target.id}>${t.label}</option>`)}
            </select>`
          : html`<span>${target.label}</span>`
      }
      <span class="stepper" role="group" aria-label=${`${a.title}: points`}>
        <button
          class="btn icon small"
          aria-label="One point fewer"
          ?disabled=${points <= 1}
          @click=${() => set(target.id, points - 1)}
        >
          −
        </button>
        <output aria-live="polite" aria-label="Points">${points}</output>
        <button
          class="btn icon small"
          aria-label="One point more"
          ?disabled=${points >= target.max}
          @click=${() => set(target.id, points + 1)}
        >
          +
        </button>
      </span>
      <button class="btn small primary" ?disabled=${this.busy} @click=${() => this.choose(a.make(target.id, points))}>
        ${a.verb} ${points} to ${target.label}
      </button>
    </fieldset>`;
  }

  private group(g: ChoiceGroup) {
    if (g.choices.length <= MOST_BUTTONS) {
      return html`<fieldset>
        <legend>${g.title}</legend>
        ${g.choices.map((c) => html`<button class="btn small" ?disabled=${this.busy} @click=${() => this.chooseAndFold(c.action)}>${c.label}</button>`)}
      </fieldset>`;
    }
    const i = Math.min(this.listed[g.title] ?? 0, g.choices.length - 1);
    return html`<fieldset>
      <legend>${g.title}</legend>
      <select
        aria-label=${g.title}
        @change=${(e: Event) => (this.listed = { ...this.listed, [g.title]: Number(valueOf(e)) })}
      >
        ${g.choices.map((c, k) => html`<option value=${k} ?selected=${k === i}>${c.label}</option>`)}
      </select>
      <button class="btn small primary" ?disabled=${this.busy} @click=${() => this.chooseAndFold(g.choices[i]?.action)}>
        Go
      </button>
    </fieldset>`;
  }

  override render() {
    const f = this.flow;
    if (!f) return nothing;
    const extra = f.amounts.length + f.groups.length;
    return html`<div class=${`line${this.open ? ' open' : ''}`}>
        <p class="due">${f.due}${f.hint ? html` <span class="hint">${f.hint}</span>` : nothing}</p>
        <span class="acts">
          ${f.main.map((c, i) => html`<button class=${`btn small${i === f.main.length - 1 && extra === 0 ? ' primary' : ''}`} ?disabled=${this.busy} @click=${() => this.chooseAndFold(c.action)}>${c.label}</button>`)}
          ${extra ? html`<button class="btn small" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="more" @click=${() => (this.open = !this.open)}>${this.open ? 'Less' : foldedLabel(f)}</button>` : nothing}
        </span>
      </div>
      ${this.open && extra ? html`<div class="more" id="more">${f.amounts.map((a) => this.amount(a))}${f.groups.map((g) => this.group(g))}</div>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bb-flow': FlowStrip;
  }
}
