import { html, css } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { Question } from '../../../systems/dday-omaha/game/walk-types.ts';
import { boardCss } from './board-css.ts';
import { tapOption } from './card.ts';
import { toggle } from './controls.ts';
import { sendActions } from './events.ts';

/** A choice the rules leave to the player: one tap answers a pick-one; a pick-n is sent once n are chosen. */
@customElement('umpire-dday-question')
export class WalkQuestion extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    css`
      fieldset {
        border: 2px solid var(--warn);
        border-radius: var(--radius);
        padding: 0.4rem 0.6rem 0.6rem;
        margin: 0;
      }
      fieldset.done {
        border-color: var(--line);
      }
      legend {
        font-weight: 600;
        padding: 0 0.3rem;
      }
      .state {
        font-size: 0.85rem;
        color: var(--ink-2);
        margin-top: 0.3rem;
      }
    `,
  ];

  @property({ attribute: false }) question!: Question;
  @property({ attribute: false }) answer: readonly string[] = [];
  @property({ type: Boolean }) disabled = false;
  @state() private draft: string[] = [];

  override render() {
    const q = this.question;
    const shown = this.draft.length ? this.draft : this.answer;
    const answered = this.answer.length > 0;
    return html`<fieldset class=${answered ? 'done' : ''}>
      <legend>${q.prompt}</legend>
      <div class="row">
        ${q.options.map((o) => toggle(o, shown.includes(o), () => this.tap(o), { disabled: this.disabled }))}
      </div>
      <p class="state" aria-live="polite">
        ${answered && !this.draft.length ? `Answered: ${this.answer.join(', ')}` : q.pick > 1 ? `Choose ${q.pick} (${this.draft.length} chosen)` : 'Choose one'}
      </p>
    </fieldset>`;
  }

  private tap(option: string): void {
    const r = tapOption(this.question, this.draft, option);
    if (r.ready) {
      this.draft = [];
      sendActions(this, { type: 'answer', question: this.question.id, choice: r.draft });
    } else this.draft = r.draft;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-question': WalkQuestion;
  }
}
