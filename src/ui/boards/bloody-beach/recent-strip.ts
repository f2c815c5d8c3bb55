import { html, nothing, type TemplateResult } from 'lit';
import { withNames } from './recent.ts';

/**
 * "What just happened": the game log's last three lines (rolls, hits, results), newest last, read out politely and
 * numbered as in the whole log, which opens under them with one tap, newest first (drawn only while open).
 */
export function recentStrip(log: readonly string[], names: ReadonlyMap<string, string>, open: boolean, toggle: (open: boolean) => void): TemplateResult | typeof nothing {
  if (log.length === 0) return nothing;
  const lines = log.slice(-3);
  return html`<section class="recent" aria-label="What just happened">
    <ol start=${log.length - lines.length + 1} aria-live="polite">${lines.map((l) => html`<li>${withNames(l, names)}</li>`)}</ol>
    <details class="whole-log" @toggle=${(e: Event) => toggle((e.target as HTMLDetailsElement).open)}>
      <summary>Whole game log (${log.length} line${log.length === 1 ? '' : 's'})</summary>
      ${open ? html`<ol reversed aria-label="Game log, newest first">${[...log].reverse().map((l) => html`<li>${withNames(l, names)}</li>`)}</ol>` : nothing}
    </details>
  </section>`;
}
