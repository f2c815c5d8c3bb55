import { html, css } from 'lit';
import { customElement } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { pageStyles } from '../page-styles.ts';
import { appSettings, setDiceMode, setTheme, SettingsController, TEXT_SCALES } from '../app-settings.ts';
import '../controls/segmented-control.ts';

/** This device's preferences: who throws the dice, day or night, and the size of the text. */
@customElement('umpire-settings-view')
export class SettingsView extends UmpireElement {
  static override styles = [
    shared,
    pageStyles,
    css`
      :host {
        max-width: 44rem;
      }
      h1 {
        font-size: 1.4rem;
      }
      section {
        padding: 1rem 0;
        border-bottom: 1px solid var(--line);
        display: grid;
        gap: 0.5rem;
      }
      h2 {
        font-size: 1.05rem;
      }
      .help {
        color: var(--ink-2);
        font-size: 0.92rem;
        line-height: 1.4;
      }
    `,
  ];

  private readonly settings = new SettingsController(this);

  override render() {
    const s = this.settings.value;
    return html`
      <header>
        <button
          class="btn ghost icon"
          aria-label="Back"
          @click=${() => (history.length > 1 ? history.back() : (location.hash = '#/'))}
        >
          ${icons.back}
        </button>
        <h1>Settings</h1>
      </header>
      <main>
        <section>
          <h2 id="dice">Dice</h2>
          <umpire-segmented
            name="dice"
            label="Dice"
            .value=${s.dice}
            .options=${[
              { value: 'roll', label: 'Rolled by Umpire' },
              { value: 'type', label: 'Typed in from the table' },
            ]}
            @umpire-change=${(e: CustomEvent<{ value: unknown }>) => setDiceMode(e.detail.value)}
          ></umpire-segmented>
          <p class="help">
            Rolled dice come from the session's own seeded stream, so a reloaded session goes on with the same dice.
            Typed dice record what the players threw.
          </p>
        </section>
        <section>
          <h2>Theme</h2>
          <umpire-segmented
            name="theme"
            label="Theme"
            .value=${s.theme}
            .options=${[
              { value: 'day', label: 'Day: paper and ink' },
              { value: 'night', label: 'Night: dark slate' },
            ]}
            @umpire-change=${(e: CustomEvent<{ value: unknown }>) => setTheme(e.detail.value)}
          ></umpire-segmented>
        </section>
        <section>
          <h2>Text size</h2>
          <umpire-segmented
            name="textScale"
            label="Text size"
            .value=${String(s.textScale)}
            .options=${TEXT_SCALES.map((t) => ({ value: String(t), label: `${Math.round(t * 100)}%` }))}
            @umpire-change=${(e: CustomEvent<{ value: unknown }>) => appSettings.update({ textScale: Number(e.detail.value) })}
          ></umpire-segmented>
        </section>
      </main>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-settings-view': SettingsView;
  }
}
