import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { BrecourtState, Figure } from '../../../systems/brecourt/game/types.ts';
import { play, send } from './events.ts';
import { eligible, type Pick } from './figure-acts.ts';
import { sideMark } from './marks.ts';
import { figureBadges, rosterGroups, type RosterGroup } from './roster-model.ts';
import { figureBadge, figureBadgeStyles } from './figure-badge.ts';
import { weaponLabel } from '../../../systems/brecourt/game/words.ts';
import { boundElement } from '../../fields.ts';

/**
 * Both sides' figures by group: paratroopers by name, the gun crews, MG42 teams, riflemen, the Fallschirmjäger
 * and Spiers' men once they arrive. Every row is one button: tap to select, or to take as a target while
 * choosing targets (only the figures the rules allow are offered then). The roster is one stop for the Tab key:
 * arrows move between figures (up and down a side, left and right across), Enter or Space chooses.
 */
@customElement('umpire-bc-roster')
export class BrecourtRoster extends UmpireElement {
  static override styles = [
    shared,
    figureBadgeStyles,
    css`
      :host {
        display: block;
      }
      .sides {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
        gap: 0.9rem;
        align-items: start;
      }
      h3 {
        display: flex;
        align-items: center;
        gap: 0.3rem;
        font-size: 0.95rem;
        margin: 0 0 0.35rem;
        padding-bottom: 0.25rem;
      }
      .us h3 {
        border-bottom: 3px solid var(--us);
      }
      .german h3 {
        border-bottom: 3px dashed var(--de);
      }
      h3 .n {
        font-weight: 500;
        color: var(--ink-2);
        font-size: 0.8rem;
        margin-left: auto;
        white-space: nowrap;
      }
      h4 {
        font-size: 0.75rem;
        text-transform: uppercase;
        letter-spacing: 0.05em;
        color: var(--ink-2);
        margin: 0.55rem 0 0.25rem;
        display: flex;
        gap: 0.4rem;
      }
      h4 .n {
        font-weight: 500;
        text-transform: none;
        letter-spacing: 0;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 3px;
      }
      button.fig {
        scroll-margin-top: calc(var(--bc-head, 0px) + 0.5rem);
        width: 100%;
        min-height: var(--tap);
        display: grid;
        grid-template-columns: 22px 1fr;
        gap: 0.1rem 0.45rem;
        align-items: center;
        text-align: left;
        padding: 0.25rem 0.45rem;
        border: 1px solid var(--line);
        border-radius: 8px;
        background: var(--paper);
        line-height: 1.2;
      }
      .us button.fig {
        border-left: 4px solid var(--us);
      }
      .german button.fig {
        border-left: 4px double var(--de);
      }
      button.fig:hover {
        background: var(--paper-2);
      }
      /* a long name takes a second line: a tablet cannot hover to read the rest of an ellipsis */
      button.fig .name {
        font-weight: 650;
        font-size: 0.95rem;
        overflow-wrap: anywhere;
      }
      button.fig .w {
        font-weight: 500;
        color: var(--ink-2);
        font-size: 0.8rem;
        margin-right: 0.15rem;
      }
      button.fig .badges {
        grid-column: 2;
        display: flex;
        flex-wrap: wrap;
        gap: 3px;
      }
      .b {
        padding: 0 0.35rem;
        line-height: 1.35;
      }
      .b.muted {
        border-color: var(--line);
      }
      button.fig.gone {
        opacity: 0.62;
      }
      button.fig.gone .name {
        text-decoration: line-through;
        text-decoration-thickness: 1.5px;
      }
      button.fig[aria-pressed='true'] {
        outline: 3px solid var(--accent);
        outline-offset: 0;
        background: var(--paper-2);
      }
      button.fig.target {
        outline: 3px solid var(--danger);
        outline-offset: 0;
      }
      button.fig.can {
        border-style: dashed;
        border-color: var(--danger);
      }
      button.fig[aria-disabled='true'] {
        opacity: 0.45;
      }
      .role {
        font-size: 0.75rem;
        font-weight: 800;
        text-transform: uppercase;
        color: var(--accent-ink);
        background: var(--accent);
        border-radius: 4px;
        padding: 0 0.3rem;
      }
      .role.t {
        background: var(--danger);
        color: var(--paper);
      }
      details summary {
        min-height: var(--tap);
        display: block;
        padding: 0.6rem 0 0.4rem;
        cursor: pointer;
        color: var(--ink-2);
        font-size: 0.9rem;
        line-height: 1.3;
        list-style: none;
      }
      details summary::-webkit-details-marker {
        display: none;
      }
      details summary::before {
        content: '▸ ';
      }
      .btn.bring {
        margin-top: 0.35rem;
        width: 100%;
        white-space: normal;
        font-size: 0.9rem;
      }
      details[open] summary::before {
        content: '▾ ';
      }
    `,
  ];

  @property({ attribute: false }) state!: BrecourtState;
  @property() selected = '';
  @property({ attribute: false }) pick?: Pick;
  /** The row the arrow keys are on (the roster's one Tab stop). */
  @state() private focusId = '';

  override render() {
    const s = this.state;
    if (!s) return nothing;
    const { us, german } = rosterGroups(s);
    const ids = [...us, ...german].flatMap((g) => g.figures.map((f) => f.id));
    const stop = ids.includes(this.focusId) ? this.focusId : ids[0];
    const count = (gs: RosterGroup[]): string => {
      const all = gs.flatMap((g) => g.figures);
      return `${all.filter((f) => f.status === 'active').length}/${all.filter((f) => f.status !== 'reserve').length} fighting`;
    };
    return html`<div class="sides">
      <section class="us" aria-labelledby="h-us">
        <h3 id="h-us">${sideMark('us')} US paratroopers <span class="n">${count(us)}</span></h3>
        ${us.map((g) => this.group(g, stop))}
      </section>
      <section class="german" aria-labelledby="h-de">
        <h3 id="h-de">${sideMark('german')} Germans <span class="n">${count(german)}</span></h3>
        ${german.map((g) => this.group(g, stop))}
      </section>
    </div>`;
  }

  /** `stop`: the row that is the roster's Tab stop. */
  private group(g: RosterGroup, stop: string | undefined) {
    const list = html`<ul>
      ${g.figures.map((f) => html`<li>${this.row(f, f.id === stop)}</li>`)}
    </ul>`;
    if (g.reserve) {
      const group = g.id === 'spiers' ? 'spiers' : g.id.startsWith('fj') ? 'fallschirmjager' : undefined;
      return html`<details>
        <summary>${g.label} <span class="muted">(${g.figures.length}, not arrived)</span></summary>
        ${list}
        ${
          group && !this.state.over
            ? html`<button class="btn bring" @click=${() => play(this, { type: 'reinforce', group, at: Date.now() })}>
                ${group === 'spiers' ? 'Bring Spiers and his men on now' : 'Bring every Fallschirmjäger group on now'}
              </button>`
            : nothing
        }
      </details>`;
    }
    return html`<h4>
        ${g.label} <span class="n">${g.figures.filter((f) => f.status === 'active').length}/${g.figures.length}</span>
      </h4>
      ${list}`;
  }

  private row(f: Figure, stop: boolean) {
    const s = this.state;
    const p = this.pick;
    const isActor = p?.actor === f.id || (!p && this.selected === f.id);
    const isTarget = p?.targets.includes(f.id) ?? false;
    const can = p ? eligible(s, p, f) : true;
    const gone = f.status === 'killed' || f.status === 'ran-off';
    const badges = figureBadges(f, s);
    const role = isActor ? (p ? 'Acting' : '') : isTarget ? 'Target' : '';
    return html`<button
      class=${`fig ${gone ? 'gone' : ''} ${isTarget ? 'target' : ''} ${p && can && !isTarget ? 'can' : ''}`}
      data-id=${f.id}
      tabindex=${stop ? 0 : -1}
      aria-pressed=${isActor || isTarget ? 'true' : 'false'}
      aria-disabled=${p && !can && !isActor ? 'true' : 'false'}
      @click=${() => send(this, 'bc-tap', { id: f.id })}
      @keydown=${this.onKey}
      @focus=${() => (this.focusId = f.id)}
    >
      ${sideMark(f.side, f.status, f.fallschirmjager)}
      <span class="name">${f.name}</span>
      <span class="badges"
        >${role ? html`<span class=${`role ${isTarget ? 't' : ''}`}>${role}</span>` : nothing}<span class="w"
          >${weaponLabel(f.weapon)}</span
        >${badges.map(figureBadge)}${p && !can && !isActor ? html`<span class="sr-only">cannot be chosen now</span>` : nothing}</span
      >
    </button>`;
  }

  /** The rows a key may move to in one side of the roster: those on screen (a closed reinforcement group hides its own). */
  private visibleRows(side: 'us' | 'german'): HTMLButtonElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLButtonElement>(`section.${side} button.fig`)].filter(
      (b) => b.getClientRects().length > 0,
    );
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const from = boundElement(e);
    const side = from.closest('section')?.classList.contains('us') ? 'us' : 'german';
    const rows = this.visibleRows(side);
    const i = rows.findIndex((row) => row === from);
    let to: HTMLButtonElement | undefined;
    switch (e.key) {
      case 'ArrowDown':
        to = rows[Math.min(rows.length - 1, i + 1)];
        break;
      case 'ArrowUp':
        to = rows[Math.max(0, i - 1)];
        break;
      case 'Home':
        to = rows[0];
        break;
      case 'End':
        to = rows[rows.length - 1];
        break;
      case 'ArrowLeft':
      case 'ArrowRight': {
        const other = this.visibleRows(side === 'us' ? 'german' : 'us');
        to = other[Math.min(other.length - 1, i)];
        break;
      }
      default:
        return;
    }
    e.preventDefault();
    if (!to) return;
    this.focusId = to.dataset.id ?? '';
    to.focus();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-roster': BrecourtRoster;
  }
}
