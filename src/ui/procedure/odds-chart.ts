import { html, css, svg, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { scaleBand, scaleLinear } from 'd3-scale';
import { UmpireElement } from '../base.ts';
import { ResizeController } from '../controllers/resize-controller.ts';
import { percent } from './format.ts';

export interface OddsBar {
  /** Stable key of the outcome (to highlight the one just rolled). */
  readonly key: string;
  readonly label: string;
  readonly p: number;
}

/** Outcomes rarer than this at either end of the list are folded into one line under the chart. */
const TAIL = 0.0005;

/**
 * The exact odds as horizontal bars, one per outcome with its percentage. d3-scale does the arithmetic; Lit
 * writes the SVG (d3 never touches this element's DOM).
 */
@customElement('umpire-odds-chart')
export class OddsChart extends UmpireElement {
  static override styles = css`
    :host { display: block; }
    svg { display: block; overflow: visible; }
    .label { fill: var(--ink); font: 14px var(--font); dominant-baseline: central; }
    .pct { fill: var(--ink); font: 600 14px var(--font); dominant-baseline: central; font-variant-numeric: tabular-nums; }
    .bar { fill: var(--accent); opacity: .75; }
    .track { fill: var(--paper-3); }
    .hit .bar { opacity: 1; fill: var(--focus); }
    .hit .label { font-weight: 700; }
    .note { font-size: .8rem; color: var(--ink-2); margin-top: .25rem; }
  `;

  @property({ attribute: false }) bars: readonly OddsBar[] = [];
  @property() highlight = '';
  private readonly size = new ResizeController(this);

  override render() {
    const width = this.size.width || 320;
    const all = this.bars;
    let lo = 0;
    let hi = all.length;
    while (lo < hi - 1 && (all[lo]?.p ?? 1) < TAIL && all[lo]?.key !== this.highlight) lo++;
    while (hi - 1 > lo && (all[hi - 1]?.p ?? 1) < TAIL && all[hi - 1]?.key !== this.highlight) hi--;
    const shown = all.slice(lo, hi);
    const folded = all.length - shown.length;
    const foldedP = [...all.slice(0, lo), ...all.slice(hi)].reduce((s, b) => s + b.p, 0);
    const rowH = shown.length > 10 ? 20 : 26;
    const labelW = Math.min(Math.max(...shown.map((b) => b.label.length), 4) * 7.5 + 8, width * 0.45);
    const pctW = 58;
    const height = shown.length * rowH;
    const y = scaleBand<string>().domain(shown.map((b) => b.key)).range([0, height]).padding(0.18);
    const x = scaleLinear().domain([0, Math.max(...shown.map((b) => b.p), 1e-9)]).range([0, Math.max(20, width - labelW - pctW)]);
    const summary = all.map((b) => `${b.label} ${percent(b.p)}`).join(', ');
    return html`<svg width=${width} height=${height} role="img" aria-label=${`Odds: ${summary}`}>
        ${shown.map((b) => {
          const top = y(b.key) ?? 0;
          const bh = y.bandwidth();
          return svg`<g class=${b.key === this.highlight ? 'hit' : ''}>
            <text class="label" x="0" y=${top + bh / 2}>${clip(b.label, labelW)}</text>
            <rect class="track" x=${labelW} y=${top} width=${x.range()[1] ?? 0} height=${bh} rx="3"></rect>
            <rect class="bar" x=${labelW} y=${top} width=${Math.max(b.p > 0 ? 2 : 0, x(b.p))} height=${bh} rx="3"></rect>
            <text class="pct" x=${width} y=${top + bh / 2} text-anchor="end">${percent(b.p)}</text>
          </g>`;
        })}
      </svg>
      ${folded > 0 ? html`<p class="note">${folded} rarer outcome${folded === 1 ? '' : 's'} not drawn (${percent(foldedP)} together).</p>` : nothing}`;
  }
}

function clip(label: string, px: number): string {
  const max = Math.max(4, Math.floor(px / 7.5));
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-odds-chart': OddsChart;
  }
}
