import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { settingValue, type SettingDef, type SettingValue } from '../../engine/index.ts';
import type { SystemModule } from '../../systems/types.ts';
import '../controls/segmented-control.ts';

/**
 * A system's rules notes: where the texts are ambiguous or contradict themselves, what they say, the reading
 * in force and why, with a switch where both readings are playable. Emits `umpire-change` with the setting.
 */
@customElement('umpire-rules-notes')
export class RulesNotes extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      article {
        padding: 1rem;
        margin-bottom: 0.75rem;
        display: grid;
        gap: 0.45rem;
      }
      h3 {
        font-size: 1.1rem;
      }
      .sections {
        font-size: 0.85rem;
        color: var(--ink-2);
      }
      dl {
        margin: 0;
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: 0.3rem 0.75rem;
        line-height: 1.4;
      }
      dt {
        font-weight: 700;
        color: var(--ink-2);
      }
      dd {
        margin: 0;
      }
      .empty {
        color: var(--ink-2);
      }
      .setting {
        display: grid;
        gap: 0.3rem;
        margin-top: 0.25rem;
      }
      .setting .l {
        font-weight: 600;
      }
      .fixed {
        color: var(--ink-2);
        font-size: 0.9rem;
      }
    `,
  ];

  @property({ attribute: false }) system!: SystemModule;
  @property({ attribute: false }) values: Readonly<Record<string, SettingValue>> = {};
  @property({ type: Boolean }) busy = false;

  override render() {
    const s = this.system;
    const noted = new Set(s.rulesNotes.map((n) => n.setting).filter(Boolean));
    const loose = s.settings.filter((d) => !noted.has(d.key) && !d.freeForm);
    return html`
      ${s.rulesNotes.length === 0 ? html`<p class="empty">No rules notes for ${s.info.name} yet.</p>` : nothing}
      ${s.rulesNotes.map((n) => {
        const def = n.setting ? s.settings.find((d) => d.key === n.setting) : undefined;
        return html`<article class="card" aria-labelledby=${`n-${n.id}`}>
          <h3 id=${`n-${n.id}`}>${n.title}</h3>
          <p class="sections">Sections: ${n.sections.join(', ')}</p>
          <dl>
            <dt>The text</dt>
            <dd>${n.says}</dd>
            <dt>Reading</dt>
            <dd>${n.reading}</dd>
            <dt>Why</dt>
            <dd>${n.why}</dd>
          </dl>
          ${def ? this.renderSetting(def) : nothing}
        </article>`;
      })}
      ${
        loose.length
          ? html`<h3 style="margin:1rem 0 .5rem">Other options</h3>
              ${loose.map((d) => html`<article class="card">${this.renderSetting(d)}</article>`)}`
          : nothing
      }
    `;
  }

  private renderSetting(def: SettingDef) {
    const current = settingValue(def, this.values);
    const index = Math.max(
      0,
      def.options.findIndex((o) => o.value === current),
    );
    if (def.setup) {
      return html`<div class="setting">
        <span class="l">${def.label}</span>
        <span
          ><b>${def.options[index]?.label ?? String(current)}</b>
          <span class="fixed">(chosen when the session was created; fixed for the whole game)</span></span
        >
      </div>`;
    }
    return html`<div class="setting">
      <span class="l">${def.label}</span>
      <umpire-segmented
        name=${def.key}
        label=${def.label}
        .value=${String(index)}
        .options=${def.options.map((o, i) => ({ value: String(i), label: o.label }))}
        @umpire-change=${(e: CustomEvent<{ value: unknown }>) => {
          e.stopPropagation();
          const opt = def.options[Number(e.detail.value)];
          if (opt && !this.busy) this.emit('umpire-change', { name: def.key, value: opt.value });
        }}
      ></umpire-segmented>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-rules-notes': RulesNotes;
  }
}
