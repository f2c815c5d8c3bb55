import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import type { SystemModule } from '../../systems/types.ts';

/** Where a procedure is when the system's help does not say: every procedure is in the Procedures drawer. */
const FROM_DRAWER = 'Procedures, in the top bar';

/**
 * A system's quick reference (SystemModule.help): the sequence of play with what Umpire does at each step and
 * the section, how to read the board, and where each procedure is (titles and sections from the procedures
 * themselves). Then how the session screen works, which is the same for every system.
 */
@customElement('umpire-system-help')
export class SystemHelpView extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        line-height: 1.45;
      }
      section {
        margin-bottom: 1.5rem;
      }
      h3 {
        font-size: 1.1rem;
        margin-bottom: 0.5rem;
      }
      .none {
        padding: 0.75rem 1rem;
        border: 1px dashed var(--line);
        border-radius: var(--radius);
        color: var(--ink-2);
        margin-bottom: 1.25rem;
      }
      table {
        border-collapse: collapse;
        width: 100%;
      }
      th,
      td {
        text-align: left;
        vertical-align: top;
        padding: 0.45rem 0.5rem;
        border-bottom: 1px solid var(--line);
      }
      th {
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.05em;
        color: var(--ink-2);
        font-weight: 700;
      }
      td.src {
        white-space: nowrap;
        color: var(--ink-2);
        font-size: 0.9rem;
      }
      ol.seq {
        margin: 0;
        padding-left: 1.4rem;
        display: grid;
        gap: 0.5rem;
      }
      ol.seq .step {
        font-weight: 700;
      }
      ol.seq .src {
        color: var(--ink-2);
        font-size: 0.9rem;
      }
      dl {
        margin: 0;
        display: grid;
        grid-template-columns: minmax(8rem, max-content) 1fr;
        gap: 0.4rem 1rem;
      }
      dt {
        font-weight: 700;
      }
      dd {
        margin: 0;
      }
      kbd {
        font-family: var(--mono);
        font-size: 0.9em;
        padding: 0 0.3rem;
        border: 1px solid var(--line);
        border-radius: 4px;
        background: var(--paper-2);
      }
    `,
  ];

  @property({ attribute: false }) system!: SystemModule;

  override render() {
    const sys = this.system;
    const help = sys.help;
    return html`
      ${help ? nothing : html`<p class="none">No quick reference yet for ${sys.info.name}. Its procedures are listed below with their sections; the rules notes say where a text is ambiguous.</p>`}
      ${
        help?.sequence.length
          ? html`<section aria-labelledby="h-seq">
              <h3 id="h-seq">Sequence of play</h3>
              <ol class="seq">
                ${help.sequence.map((s) => html`<li><span class="step">${s.step}</span> <span class="src">(${s.source})</span><br />${s.umpire}</li>`)}
              </ol>
            </section>`
          : nothing
      }
      ${
        help?.counters.length
          ? html`<section aria-labelledby="h-read">
              <h3 id="h-read">Reading the board</h3>
              <dl>
                ${help.counters.map(
                  (c) =>
                    html`<dt>${c.what}</dt>
                      <dd>${c.reads}</dd>`,
                )}
              </dl>
            </section>`
          : nothing
      }
      ${this.renderProcedures()} ${this.renderScreen()}
    `;
  }

  /** Every procedure of the system, by title and section, with where it is reached. */
  private renderProcedures() {
    const sys = this.system;
    if (sys.procedures.length === 0) return nothing;
    const where = new Map((sys.help?.procedures ?? []).map((p) => [p.procedure, p.where]));
    return html`<section aria-labelledby="h-proc">
      <h3 id="h-proc">Where each procedure is</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Procedure</th>
            <th scope="col">Section</th>
            <th scope="col">Where</th>
          </tr>
        </thead>
        <tbody>
          ${sys.procedures.map(
            (p) =>
              html`<tr>
                <td>${p.title}</td>
                <td class="src">${p.source}</td>
                <td>${where.get(p.id) ?? FROM_DRAWER}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }

  /** How a session screen works: the same for every system. */
  private renderScreen() {
    return html`<section aria-labelledby="h-screen">
      <h3 id="h-screen">This screen</h3>
      <dl>
        <dt>The board</dt>
        <dd>Most of the screen. Choose on it: tap a unit, figure, square or hex to see what it may do now.</dd>
        <dt>Due now, Just now</dt>
        <dd>
          One line each over the board: what the rules require now, and what the last choice did. "More" opens the whole
          of it.
        </dd>
        <dt>A procedure</dt>
        <dd>
          Opens beside the board (a sheet from the bottom when the screen is upright): inputs, odds, then the roll or
          the dice thrown, and the result.
        </dd>
        <dt>Procedures, Log</dt>
        <dd>
          Drawers from the top bar: every procedure of the system, and every event of the session with undo and export.
        </dd>
        <dt>Keyboard</dt>
        <dd>
          <kbd>Tab</kbd> first reaches "Skip to the board"; <kbd>Escape</kbd> closes a drawer or menu;
          <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes the last event (undo is recorded too; the dice are never rolled back).
        </dd>
      </dl>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-system-help': SystemHelpView;
  }
}
