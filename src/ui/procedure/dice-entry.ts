import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { faceWeights, parseFace, type DiceGroup, type Face } from '../../engine/index.ts';
import { faceText } from './dice-face.ts';
import './dice-face.ts';
import { boundElement, inputOf } from '../fields.ts';

/** Dice with more distinct faces than this are typed as numbers rather than tapped. */
const MAX_BUTTONS = 12;

/**
 * "Enter dice": for each dice group a row of face buttons to tap in what the players threw, the dice entered
 * so far (tap one to take it back), and the optional groups marked with when they are owed. Keys work too:
 * a face's number adds it, Backspace takes the last one back.
 */
@customElement('umpire-dice-entry')
export class DiceEntry extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: grid;
        gap: 0.75rem;
      }
      fieldset {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 0.5rem 0.75rem 0.75rem;
        margin: 0;
        min-width: 0;
      }
      legend {
        padding: 0 0.3rem;
        font-weight: 600;
      }
      legend .count {
        font-weight: 400;
        color: var(--ink-2);
      }
      .optional {
        font-size: 0.85rem;
        color: var(--warn);
        margin: 0 0 0.4rem;
      }
      .faces {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .faces button {
        min-width: var(--tap);
        min-height: var(--tap);
        padding: 0 0.35rem;
        border-radius: 8px;
        border: 1px solid var(--control-line);
        background: var(--paper-2);
        font-weight: 700;
        font-size: 1.05rem;
      }
      .faces button:disabled {
        opacity: 0.4;
        cursor: not-allowed;
      }
      .entered {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        min-height: 48px;
        margin-top: 0.5rem;
        padding: 0.2rem;
        border-radius: 8px;
        background: var(--paper-2);
      }
      .entered button {
        padding: 0;
        border: 0;
        background: none;
        border-radius: 10px;
        --die-size: 2.625rem;
      }
      .slot {
        width: 2.625rem;
        height: 2.625rem;
        border: 2px dashed var(--line);
        border-radius: 10px;
      }
      .clear {
        margin-left: auto;
      }
      input {
        min-height: var(--tap);
        width: 7rem;
        padding: 0 0.5rem;
        border: 1px solid var(--control-line);
        border-radius: var(--radius);
        background: var(--paper);
        font-size: 1.05rem;
      }
      .typed {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        flex-wrap: wrap;
      }
      .err {
        color: var(--danger);
        font-size: 0.9rem;
      }
    `,
  ];

  @property({ attribute: false }) groups: readonly DiceGroup[] = [];
  @property({ attribute: false }) values: Readonly<Record<string, readonly Face[]>> = {};
  private typedError: Record<string, string> = {};

  override render() {
    const rolling = this.groups.filter((g) => g.count > 0);
    if (rolling.length === 0) return html`<p class="muted">This procedure throws no dice.</p>`;
    return html`${rolling.map((g) => this.renderGroup(g))}`;
  }

  private renderGroup(g: DiceGroup) {
    const have = this.values[g.name] ?? [];
    const full = have.length >= g.count;
    const distinct = faceWeights(g.die).faces;
    const id = `g-${g.name}`;
    return html`<fieldset
      @keydown=${(e: KeyboardEvent) => this.onKey(e, g)}
      aria-describedby=${g.optional ? `${id}-opt` : nothing}
    >
      <legend>
        ${g.label} <span class="count">(${have.length} of ${g.count} ${g.die.label}${g.count === 1 ? '' : 's'})</span>
      </legend>
      ${g.optional ? html`<p class="optional" id=${`${id}-opt`}>Optional: ${g.note ?? 'only when the rules call for it'}</p>` : nothing}
      ${
        distinct.length <= MAX_BUTTONS
          ? html`<div class="faces" role="group" aria-label=${`Add a ${g.die.label} of ${g.label}`}>
              ${distinct.map(
                (f) =>
                  html`<button
                    type="button"
                    ?disabled=${full}
                    aria-label=${`Add ${faceText(g.die, f)} to ${g.label}`}
                    @click=${() => this.add(g, f)}
                  >
                    ${faceText(g.die, f)}
                  </button>`,
              )}
            </div>`
          : html`<div class="typed">
              <label for=${id}>Face thrown</label>
              <input
                id=${id}
                inputmode="numeric"
                ?disabled=${full}
                aria-invalid=${this.typedError[g.name] ? 'true' : 'false'}
                @keydown=${(e: KeyboardEvent) => this.onTyped(e, g)}
              />
              <button
                class="btn"
                type="button"
                ?disabled=${full}
                @click=${(e: Event) => this.addTypedBefore(g, boundElement(e))}
              >
                Add
              </button>
              ${this.typedError[g.name] ? html`<span class="err" role="alert">${this.typedError[g.name]}</span>` : nothing}
            </div>`
      }
      <div class="entered" aria-label=${`${g.label} entered`} role="group">
        ${have.map(
          (f, i) =>
            html`<button
              type="button"
              aria-label=${`Remove ${faceText(g.die, f)} (die ${i + 1})`}
              @click=${() => this.removeAt(g, i)}
            >
              <umpire-die .face=${f} .die=${g.die}></umpire-die>
            </button>`,
        )}
        ${Array.from({ length: Math.max(0, Math.min(g.count, 12) - have.length) }, () => html`<span class="slot" aria-hidden="true"></span>`)}
        ${have.length > 0 ? html`<button class="btn ghost clear" type="button" @click=${() => this.set(g, [])} aria-label=${`Clear ${g.label}`}>${icons.close} Clear</button>` : nothing}
      </div>
    </fieldset>`;
  }

  private set(g: DiceGroup, values: Face[]): void {
    this.values = { ...this.values, [g.name]: values };
    this.emit('umpire-dice', { group: g.name, values });
  }
  private add(g: DiceGroup, f: Face): void {
    const have = this.values[g.name] ?? [];
    if (have.length >= g.count) return;
    this.set(g, [...have, f]);
  }
  private removeAt(g: DiceGroup, i: number): void {
    const have = [...(this.values[g.name] ?? [])];
    have.splice(i, 1);
    this.set(g, have);
  }
  private onKey(e: KeyboardEvent, g: DiceGroup): void {
    if (e.target instanceof HTMLInputElement) return;
    if (e.key === 'Backspace') {
      const have = this.values[g.name] ?? [];
      if (have.length) {
        e.preventDefault();
        this.removeAt(g, have.length - 1);
      }
      return;
    }
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    const f = parseFace(g.die, e.key);
    if (f !== undefined) {
      e.preventDefault();
      this.add(g, f);
    }
  }
  private onTyped(e: KeyboardEvent, g: DiceGroup): void {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    this.addTyped(g, inputOf(e));
  }
  /** The Add button adds what was typed in the input just before it. */
  private addTypedBefore(g: DiceGroup, button: HTMLElement): void {
    const input = button.previousElementSibling;
    if (input instanceof HTMLInputElement) this.addTyped(g, input);
  }
  private addTyped(g: DiceGroup, input: HTMLInputElement): void {
    const f = parseFace(g.die, input.value);
    if (f === undefined) {
      this.typedError = { ...this.typedError, [g.name]: `"${input.value}" is not a face of the ${g.die.label}.` };
      this.requestUpdate();
      return;
    }
    this.typedError = { ...this.typedError, [g.name]: '' };
    input.value = '';
    this.add(g, f);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dice-entry': DiceEntry;
  }
}
