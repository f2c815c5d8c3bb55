import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { Choice } from './choices.ts';
import type { WhoDecides } from './decider.ts';
import './approach-assign.ts';

/**
 * What is due now, in one line above the map: whose decision and what it is, and the choices that belong to no
 * space (the obvious next one large). The step is named for screen readers only: the top bar shows it. The other
 * lines of the prompt open on demand.
 */
@customElement('umpire-crowbar-due')
export class CrowbarDueBar extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      section {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.35rem 0.6rem;
        padding: 0.3rem 0.6rem;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--paper);
      }
      .what {
        flex: 1 1 14rem;
        min-width: 0;
        margin: 0;
        font-size: 0.98rem;
        line-height: 1.3;
      }
      .what.one {
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .what b {
        font-weight: 700;
      }
      .more {
        min-height: 2rem;
        padding: 0.1rem 0.55rem;
        font-size: 0.85rem;
      }
      .acts {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .acts .btn {
        white-space: normal;
        text-align: left;
        line-height: 1.2;
        padding: 0.3rem 0.75rem;
      }
      .acts .btn.primary {
        font-weight: 700;
      }
      .hint {
        color: var(--ink-2);
      }
      .acts .lead {
        align-self: center;
        font-size: 0.95rem;
      }
      .lines {
        flex-basis: 100%;
        margin: 0;
        padding-left: 1.1rem;
        font-size: 0.92rem;
        line-height: 1.4;
      }
      umpire-crowbar-approach {
        flex-basis: 100%;
      }
    `,
  ];

  @property({ attribute: false }) game?: CrowbarState;
  @property({ attribute: false }) rules?: Rules;
  @property({ attribute: false }) choices: readonly Choice[] = [];
  @property({ attribute: false }) primary?: Choice;
  @property({ attribute: false }) decider?: WhoDecides;
  @property({ attribute: false }) prompts: readonly string[] = [];
  @property() heading = '';
  @property({ type: Boolean }) busy = false;
  /** What the board does with a choice picked here (send it, or first show the odds of its roll). */
  @property({ attribute: false }) pick: (c: Choice) => void = () => undefined;
  @state() private open = false;
  /** The one line is cut at its end (a tablet cannot hover to read the rest): More shows it whole. */
  @state() private cut = false;

  /** A choice's button: its label less the `lead` said once before the buttons (its full label its name). */
  private button(c: Choice, primary: boolean, lead: string) {
    return html`<button
      class=${`btn ${primary ? 'primary' : ''}`}
      data-key=${c.key}
      aria-label=${lead ? c.label : nothing}
      ?disabled=${this.busy}
      @click=${() => this.pick(c)}
    >
      ${lead ? c.label.slice(lead.length + 1) : c.label}
    </button>`;
  }

  /**
   * Measured once a line is drawn without More, and kept until the line changes: More itself takes room from the
   * line, so measuring with it could switch it off and on without end.
   */
  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('decider') || changed.has('prompts') || changed.has('choices')) this.cut = false;
  }

  override updated(): void {
    const what = this.renderRoot.querySelector('.what.one');
    if (!this.cut && what && what.scrollWidth > what.clientWidth + 1) this.cut = true;
  }

  private renderActs(primary: Choice | undefined, panel: readonly Choice[]) {
    const lead = sharedLead([...(primary ? [primary] : []), ...panel].map((c) => c.label));
    return html`<div class="acts">
      ${lead ? html`<span class="lead" aria-hidden="true">${lead}</span>` : nothing}
      ${primary ? this.button(primary, true, lead) : nothing}${panel.map((c, i) => this.button(c, !primary && i === 0 && panel.length <= 2, lead))}
    </div>`;
  }

  override render() {
    const g = this.game;
    const R = this.rules;
    if (!g || !R) return nothing;
    const primary = this.primary;
    const panel = this.choices.filter(
      (c) => c.place === 'panel' && c.action.type !== 'approach-assign' && c.key !== primary?.key,
    );
    const approach = this.choices.some((c) => c.action.type === 'approach-assign');
    const onMap = this.choices.some((c) => c.place === 'space');
    // Where the map is the only place to choose, the line says so after its words (cut off first where it is long).
    const hint = onMap && !primary && !panel.length && !approach && (this.decider || this.prompts.length);
    const first = this.decider
      ? html`<b>${this.decider.who}</b>: ${this.decider.what}`
      : (this.prompts[0] ?? (onMap ? 'Tap a highlighted space.' : ''));
    const rest = this.decider ? this.prompts : this.prompts.slice(1);
    return html`<section aria-labelledby="due-h">
      <h2 id="due-h" class="sr-only">${this.heading}</h2>
      <p class=${`what ${this.open ? '' : 'one'}`} id="due-what" role="status">
        ${first}${hint ? html`<span class="hint"> · Tap a highlighted space</span>` : nothing}
      </p>
      ${
        rest.length || this.cut
          ? html`<button
              class="btn ghost more"
              aria-expanded=${this.open ? 'true' : 'false'}
              aria-controls="due-what"
              @click=${() => (this.open = !this.open)}
            >
              ${this.open ? 'Less' : 'More'}
            </button>`
          : nothing
      }
      ${primary || panel.length ? this.renderActs(primary, panel) : nothing}
      ${
        this.open && rest.length
          ? html`<ul class="lines" id="due-lines">
              ${rest.map((p) => html`<li>${p}</li>`)}
            </ul>`
          : nothing
      }
      ${approach ? html`<umpire-crowbar-approach .game=${g} .rules=${R} .choices=${this.choices} ?busy=${this.busy}></umpire-crowbar-approach>` : nothing}
    </section>`;
  }
}

/**
 * The words that every one of several labels starts with ("Roll the Invasion Approach for"), so that they are said
 * once before the buttons and long choices share one line; '' when there is one label, or none is shared, or a
 * label would be left empty.
 */
export function sharedLead(labels: readonly string[]): string {
  if (labels.length < 2) return '';
  const words = labels.map((l) => l.split(' '));
  const first = words[0] ?? [];
  let n = 0;
  while (words.every((w) => w.length > n + 1 && w[n] === first[n])) n++;
  return first.slice(0, n).join(' ');
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-due': CrowbarDueBar;
  }
}
