import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons, type IconName } from '../icons.ts';
import { shared } from '../styles.ts';

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly icon?: IconName;
}

/** A button opening a menu (arrow keys move, Escape closes and returns focus). Emits `umpire-menu` with the item id. */
@customElement('umpire-menu')
export class MenuButton extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        position: relative;
        display: inline-block;
      }
      [role='menu'] {
        position: absolute;
        right: 0;
        top: calc(100% + 4px);
        z-index: 40;
        min-width: 14rem;
        padding: 0.3rem;
        margin: 0;
        list-style: none;
        background: var(--paper);
        border: 1px solid var(--line);
        border-radius: var(--radius);
        box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
      }
      [role='menuitem'] {
        width: 100%;
        justify-content: flex-start;
        border: 0;
        background: transparent;
      }
      [role='menuitem']:hover,
      [role='menuitem']:focus-visible {
        background: var(--paper-2);
      }
      .lbl {
        margin-left: 0.3rem;
      }
      /* In the session's top bar: words only while the bar has room for them at the chosen text size. */
      @container topbar (max-width: 60rem) {
        .lbl {
          display: none;
        }
      }
    `,
  ];

  @property() label = 'Menu';
  @property({ attribute: false }) items: readonly MenuItem[] = [];
  @state() private open = false;

  override render() {
    return html`<button
        class="btn ghost"
        aria-haspopup="menu"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-label=${this.label}
        @click=${this.toggle}
        @keydown=${this.onButtonKey}
      >
        ${icons.menu}<span class="lbl">${this.label}</span>
      </button>
      ${
        this.open
          ? html`<ul role="menu" aria-label=${this.label} @keydown=${this.onMenuKey}>
              ${this.items.map((i) => html`<li role="none"><button class="btn" role="menuitem" tabindex="-1" @click=${() => this.pick(i.id)}>${i.icon ? icons[i.icon] : nothing} ${i.label}</button></li>`)}
            </ul>`
          : nothing
      }`;
  }

  private readonly outside = (e: Event): void => {
    if (!e.composedPath().includes(this)) this.close(false);
  };

  private readonly toggle = (): void => (this.open ? this.close(true) : this.show(0));

  private show(index: number): void {
    this.open = true;
    document.addEventListener('pointerdown', this.outside, true);
    void this.updateComplete.then(() => this.items_()[index]?.focus());
  }

  private close(focusButton: boolean): void {
    this.open = false;
    document.removeEventListener('pointerdown', this.outside, true);
    if (focusButton) this.renderRoot.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.focus();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.outside, true);
  }

  private items_(): HTMLButtonElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  }

  private pick(id: string): void {
    this.close(true);
    this.emit('umpire-menu', { id });
  }

  private readonly onButtonKey = (e: KeyboardEvent): void => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      this.show(0);
    }
  };

  private readonly onMenuKey = (e: KeyboardEvent): void => {
    const items = this.items_();
    const active = this.renderRoot instanceof ShadowRoot ? this.renderRoot.activeElement : items[0];
    const i = items.findIndex((item) => item === active);
    let next = -1;
    if (e.key === 'ArrowDown') next = (i + 1) % items.length;
    else if (e.key === 'ArrowUp') next = (i - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    else if (e.key === 'Escape') {
      e.preventDefault();
      this.close(true);
      return;
    } else if (e.key === 'Tab') {
      this.close(false);
      return;
    }
    if (next >= 0) {
      e.preventDefault();
      items[next]?.focus();
    }
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-menu': MenuButton;
  }
}
