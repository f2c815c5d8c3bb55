import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';

/** An on/off condition: the whole row is the touch target; Space or Enter toggles it. */
@customElement('umpire-switch')
export class ToggleSwitch extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      button {
        display: flex;
        align-items: center;
        gap: 0.75rem;
        width: 100%;
        min-height: var(--tap);
        padding: 0.25rem 0.5rem;
        border: 1px solid transparent;
        border-radius: var(--radius);
        background: transparent;
        text-align: left;
        font-size: 1rem;
      }
      button:hover {
        background: var(--paper-2);
      }
      .track {
        flex: none;
        width: 46px;
        height: 28px;
        border-radius: 14px;
        background: var(--paper-3);
        border: 1px solid var(--control-line);
        position: relative;
        transition: background 0.15s;
      }
      .thumb {
        position: absolute;
        top: 2px;
        left: 2px;
        width: 22px;
        height: 22px;
        border-radius: 50%;
        background: var(--paper);
        border: 1px solid var(--line);
        box-shadow: var(--shadow);
        transition: transform 0.15s;
      }
      [aria-checked='true'] .track {
        background: var(--accent);
        border-color: var(--accent);
      }
      [aria-checked='true'] .thumb {
        transform: translateX(18px);
      }
      .text {
        display: flex;
        flex-direction: column;
      }
      .help {
        font-size: 0.85rem;
        color: var(--ink-2);
      }
      .state {
        margin-left: auto;
        font-size: 0.8rem;
        color: var(--ink-2);
        text-transform: uppercase;
        letter-spacing: 0.04em;
      }
      @media (prefers-reduced-motion: reduce) {
        .track,
        .thumb {
          transition: none;
        }
      }
    `,
  ];

  @property() name = '';
  @property() label = '';
  @property() help = '';
  @property({ type: Boolean }) checked = false;

  override render() {
    return html`<button
      type="button"
      role="switch"
      aria-checked=${this.checked ? 'true' : 'false'}
      @click=${this.toggle}
    >
      <span class="track" aria-hidden="true"><span class="thumb"></span></span>
      <span class="text"
        ><span>${this.label}</span>${this.help ? html`<span class="help">${this.help}</span>` : ''}</span
      >
      <span class="state" aria-hidden="true">${this.checked ? 'on' : 'off'}</span>
    </button>`;
  }

  private readonly toggle = (): void => {
    this.checked = !this.checked;
    this.emit('umpire-change', { name: this.name, value: this.checked });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-switch': ToggleSwitch;
  }
}
