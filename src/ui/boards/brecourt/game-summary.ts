import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { play } from './events.ts';
import { ask } from '../../controls/confirm-dialog.ts';
import { saveFile } from '../../store.ts';
import { summarize, type GameSummary } from '../../../systems/brecourt/game/summary.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import { summaryFileName, summaryText } from './summary-model.ts';

/** The end-of-game (or so-far) summary: result, points by item, guns, losses; exported as a JSON file. */
@customElement('umpire-bc-summary')
export class BrecourtSummary extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .result {
        font-size: 1.3rem;
        font-weight: 800;
        margin: 0.2rem 0 0.5rem;
      }
      .cols {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
        gap: 0.6rem;
      }
      .col {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 0.5rem 0.6rem;
        background: var(--paper);
      }
      .col.us {
        border-top: 4px solid var(--us);
      }
      .col.de {
        border-top: 4px dashed var(--de);
      }
      h4 {
        margin: 0 0 0.3rem;
        font-size: 1rem;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 0.92rem;
      }
      td {
        padding: 0.15rem 0.2rem;
        border-bottom: 1px solid var(--line);
      }
      td.n {
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
      tr.total td {
        font-weight: 800;
        border-bottom: 0;
      }
      p.list {
        font-size: 0.9rem;
        margin-top: 0.35rem;
        line-height: 1.35;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin-top: 0.6rem;
      }
    `,
  ];

  @property({ attribute: false }) state!: BrecourtState;
  @property({ type: Boolean }) busy = false;

  override render() {
    if (!this.state) return nothing;
    const g = summarize(this.state);
    return html` <p class="result" role="status">${g.result}</p>
      <p class="muted">
        Turn ${g.turn} of ${g.lastTurn} · play time
        ${g.playTime}${g.endReason ? ` · ended by ${endWords(g.endReason)}` : ''}
      </p>
      <div class="cols" style="margin-top:.5rem">
        ${this.side('US', 'us', g.score.us, g)} ${this.side('Germans', 'de', g.score.german, g)}
      </div>
      <div class="actions">
        <button class="btn" @click=${() => saveFile(summaryFileName(this.state), summaryText(this.state))}>
          ${icons.download} Export the summary
        </button>
        ${this.state.over ? nothing : html`<button class="btn danger" ?disabled=${this.busy} @click=${this.end}>End the game now</button>`}
      </div>`;
  }

  private side(title: string, cls: string, sc: GameSummary['score']['us'], g: GameSummary) {
    const us = cls === 'us';
    return html`<div class=${`col ${cls}`}>
      <h4>${title}</h4>
      <table>
        <tbody>
          ${sc.items.map(
            (i) =>
              html`<tr>
                <td>${i.label}</td>
                <td class="n">${i.count}</td>
                <td class="n">${i.points} pt</td>
              </tr>`,
          )}
          <tr class="total">
            <td>Total</td>
            <td></td>
            <td class="n">${sc.total} pt</td>
          </tr>
        </tbody>
      </table>
      ${
        us
          ? html`<p class="list">
              ${g.us.standing} standing. Killed:
              ${g.us.killed.join(', ') || 'none'}.${g.us.wounded.length ? ` Wounded: ${g.us.wounded.map((w) => `${w.name} (${w.wounds})`).join(', ')}.` : ''}
            </p>`
          : html`<p class="list">
                ${g.german.standing} standing. Killed: ${g.german.killed.length}. Prisoners:
                ${g.german.prisoners.length}. Ran off: ${g.german.ranOff.length}. Grenades used:
                ${g.germanGrenadesUsed}.
              </p>
              <p class="list">
                ${g.howitzers.map((h) => `${h.name.replace(/^105 mm howitzer/, 'Howitzer')}: ${h.status}${h.shots ? `, ${h.shots} shot${h.shots === 1 ? '' : 's'}` : ''}`).join('; ')}
              </p>`
      }
    </div>`;
  }

  private readonly end = async (): Promise<void> => {
    const r = await ask({
      heading: 'End the game now?',
      message: 'The score stands as it is. Undo can take it back.',
      confirmLabel: 'End the game',
      danger: true,
    });
    if (r.confirmed) play(this, { type: 'end-game', at: Date.now() });
  };
}

function endWords(r: NonNullable<GameSummary['endReason']>): string {
  return r === 'turns' ? 'the last turn' : r === 'time' ? 'the clock' : 'the referee';
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-summary': BrecourtSummary;
  }
}
