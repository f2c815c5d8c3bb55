import { html, css } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { dialogStyles } from '../dialog-styles.ts';
import { deepActiveElement } from '../focus.ts';
import type { SettingDef, SettingValue } from '../../engine/index.ts';
import './segmented-control.ts';

export interface AskAnswer {
  readonly confirmed: boolean;
  readonly value: string;
  /** The option picked for each of the `choices`, by setting key. */
  readonly choices: Readonly<Record<string, SettingValue>>;
}

/**
 * A modal question on the native <dialog> (focus trapped, Escape cancels). With `inputLabel` it asks for a
 * line of text (rename); with `choices` it asks for one option of each (a new session's setup). Use the `ask()`
 * helper rather than creating it by hand.
 */
@customElement('umpire-confirm')
export class ConfirmDialog extends UmpireElement {
  static override styles = [
    shared,
    dialogStyles,
    css`
      dialog {
        padding: 1.25rem;
        max-width: min(28rem, calc(100vw - 2rem));
      }
      h2 {
        font-size: 1.2rem;
        margin-bottom: 0.5rem;
      }
      p {
        margin-bottom: 1rem;
        line-height: 1.4;
      }
      label {
        display: block;
        font-weight: 600;
        margin-bottom: 0.35rem;
      }
      input {
        width: 100%;
        min-height: var(--tap);
        padding: 0 0.6rem;
        border: 1px solid var(--control-line);
        border-radius: var(--radius);
        background: var(--paper);
        margin-bottom: 1rem;
        font-size: 1rem;
      }
      fieldset {
        border: 0;
        padding: 0;
        margin: 0 0 1rem;
        display: grid;
        gap: 0.35rem;
      }
      legend {
        font-weight: 600;
        padding: 0;
        margin-bottom: 0.35rem;
      }
      .actions {
        display: flex;
        justify-content: flex-end;
        gap: 0.5rem;
        flex-wrap: wrap;
      }
    `,
  ];

  @property() heading = '';
  @property() message = '';
  @property() confirmLabel = 'OK';
  @property() cancelLabel = 'Cancel';
  @property({ type: Boolean }) danger = false;
  @property() inputLabel = '';
  @property() inputValue = '';
  @property({ attribute: false }) choices: readonly SettingDef[] = [];
  @state() private picked: Record<string, SettingValue> = {};
  @query('dialog') private dialog!: HTMLDialogElement;
  @query('input') private input?: HTMLInputElement;

  result: Promise<AskAnswer> = new Promise((resolve) => {
    this.settle = resolve;
  });
  private settle!: (r: AskAnswer) => void;

  override firstUpdated(): void {
    this.dialog.showModal();
    if (this.input) {
      this.input.focus();
      this.input.select();
    } else if (this.danger) {
      // A destructive question starts on Cancel, so Enter alone never destroys anything.
      this.renderRoot.querySelector<HTMLButtonElement>('button[type="button"]')?.focus();
    }
  }

  override render() {
    return html`<dialog aria-labelledby="h" @close=${this.onClose} @cancel=${() => this.finish(false)}>
      <form method="dialog" @submit=${this.onSubmit}>
        <h2 id="h">${this.heading}</h2>
        ${this.message ? html`<p>${this.message}</p>` : ''}
        ${this.inputLabel ? html`<label for="v">${this.inputLabel}</label><input id="v" .value=${this.inputValue} maxlength="120" required />` : ''}
        ${this.choices.map((c) => this.renderChoice(c))}
        <div class="actions">
          <button class="btn" type="button" @click=${() => this.finish(false)}>${this.cancelLabel}</button>
          <button class="btn ${this.danger ? 'danger solid' : 'primary'}" type="submit">${this.confirmLabel}</button>
        </div>
      </form>
    </dialog>`;
  }

  private renderChoice(def: SettingDef) {
    const current = def.key in this.picked ? this.picked[def.key] : def.default;
    const index = Math.max(
      0,
      def.options.findIndex((o) => o.value === current),
    );
    return html`<fieldset>
      <legend>${def.label}</legend>
      <umpire-segmented
        name=${def.key}
        label=${def.label}
        vertical
        .value=${String(index)}
        .options=${def.options.map((o, i) => ({ value: String(i), label: o.label }))}
        @umpire-change=${(e: CustomEvent<{ value: string }>) => {
          e.stopPropagation();
          const opt = def.options[Number(e.detail.value)];
          if (opt) this.picked = { ...this.picked, [def.key]: opt.value };
        }}
      ></umpire-segmented>
    </fieldset>`;
  }

  private done = false;
  private finish(confirmed: boolean): void {
    if (this.done) return;
    this.done = true;
    const value = this.input?.value.trim() ?? '';
    const choices = Object.fromEntries(this.choices.map((c) => [c.key, this.picked[c.key] ?? c.default]));
    this.settle({ confirmed: confirmed && (!this.inputLabel || value !== ''), value, choices });
    this.dialog.close();
    this.remove();
  }
  private readonly onSubmit = (e: Event): void => {
    e.preventDefault();
    this.finish(true);
  };
  private readonly onClose = (): void => this.finish(false);
}

export interface AskOptions {
  heading: string;
  message?: string;
  confirmLabel?: string;
  danger?: boolean;
  inputLabel?: string;
  inputValue?: string;
  choices?: readonly SettingDef[];
}

/** Shows a modal question and resolves with the answer; focus returns to where it was. */
export async function ask(opts: AskOptions): Promise<AskAnswer> {
  const before = deepActiveElement();
  const el = document.createElement('umpire-confirm');
  el.heading = opts.heading;
  el.message = opts.message ?? '';
  el.confirmLabel = opts.confirmLabel ?? 'OK';
  el.danger = opts.danger ?? false;
  el.inputLabel = opts.inputLabel ?? '';
  el.inputValue = opts.inputValue ?? '';
  el.choices = opts.choices ?? [];
  document.body.append(el);
  const r = await el.result;
  before?.focus();
  return r;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-confirm': ConfirmDialog;
  }
}
