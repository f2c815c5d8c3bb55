import { html, css, svg, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { scaleBand, scaleLinear } from 'd3-scale';
import { UmpireElement } from '../base.ts';
import { ResizeController } from '../controllers/resize-controller.ts';
import { SettingsController } from '../app-settings.ts';
import { percent } from './format.ts';

export interface OddsBar {
  /** Stable key of the outcome (to highlight the one just rolled). */
  readonly key: string;
  readonly label: string;
  readonly p: number;
}

/** Outcomes rarer than this at either end of the list are folded into one line under the chart. */
const TAIL = 0.0005;
/** Beyond this many outcomes only the most likely are drawn until the person asks for all. */
const MOST = 12;

/**
 * The exact odds as horizontal bars, one per outcome with its percentage. d3-scale does the arithmetic; Lit
 * writes the SVG (d3 never touches this element's DOM).
 */
@customElement('umpire-odds-chart')
export class OddsChart extends UmpireElement {
  static override styles = css`
    :host {
      display: block;
    }
    svg {
      display: block;
      overflow: visible;
    }
    .label {
      fill: var(--ink);
      font: 0.875rem var(--font);
      dominant-baseline: central;
    }
    .pct {
      fill: var(--ink);
      font: 600 0.875rem var(--font);
      dominant-baseline: central;
      font-variant-numeric: tabular-nums;
    }
    .bar {
      fill: var(--accent);
      opacity: 0.75;
    }
    .track {
      fill: var(--paper-3);
    }
    .hit .bar {
      opacity: 1;
      fill: var(--focus);
    }
    .hit .label {
      font-weight: 700;
    }
    .note {
      font-size: 0.8rem;
      color: var(--ink-2);
      margin: 0.25rem 0 0;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem;
    }
    .more {
      min-height: 36px;
      padding: 0 0.7rem;
      border: 1px solid var(--line);
      border-radius: 8px;
      background: var(--paper);
      color: var(--ink);
      font: inherit;
      font-size: 0.85rem;
      cursor: pointer;
    }
    .more:focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
    }
  `;

  @property({ attribute: false }) bars: readonly OddsBar[] = [];
  @property() highlight = '';
  @state() private expanded = false;
  private readonly size = new ResizeController(this);
  /** Re-renders when the text size changes (the bars are measured in it). */
  private readonly settings = new SettingsController(this);

  override render() {
    void this.settings.value;
    const width = this.size.width || 320;
    const all = this.bars;
    let lo = 0;
    let hi = all.length;
    while (lo < hi - 1 && (all[lo]?.p ?? 1) < TAIL && all[lo]?.key !== this.highlight) lo++;
    while (hi - 1 > lo && (all[hi - 1]?.p ?? 1) < TAIL && all[hi - 1]?.key !== this.highlight) hi--;
    let shown = all.slice(lo, hi);
    const long = shown.length > MOST;
    if (long && !this.expanded) {
      const keep = new Set(
        [...shown]
          .sort((a, b) => b.p - a.p)
          .slice(0, MOST - 2)
          .map((b) => b.key),
      );
      keep.add(this.highlight);
      shown = shown.filter((b) => keep.has(b.key));
    }
    const folded = all.length - shown.length;
    const kept = new Set(shown.map((b) => b.key));
    const foldedP = all.filter((b) => !kept.has(b.key)).reduce((s, b) => s + b.p, 0);
    // Sizes follow the text size setting (the root font size).
    const k = (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) / 16;
    const rowH = Math.round((shown.length > 10 ? 20 : 26) * k);
    const charW = 8.2 * k;
    const labelW = Math.min(Math.max(...shown.map((b) => b.label.length), 4) * charW + 10, width * 0.45);
    const pctW = 58 * k;
    const height = shown.length * rowH;
    const y = scaleBand<string>()
      .domain(shown.map((b) => b.key))
      .range([0, height])
      .padding(0.18);
    const x = scaleLinear()
      .domain([0, Math.max(...shown.map((b) => b.p), 1e-9)])
      .range([0, Math.max(20, width - labelW - pctW)]);
    const summary = all.map((b) => `${b.label} ${percent(b.p)}`).join(', ');
    return html`<svg width=${width} height=${height} role="img" aria-label=${`Odds: ${summary}`}>
        ${shown.map((b) => {
          const top = y(b.key) ?? 0;
          const bh = y.bandwidth();
          return svg`<g class=${b.key === this.highlight ? 'hit' : ''}>
            <text class="label" x="0" y=${top + bh / 2}>${clip(b.label, labelW, charW)}</text>
            <rect class="track" x=${labelW} y=${top} width=${x.range()[1] ?? 0} height=${bh} rx="3"></rect>
            <rect class="bar" x=${labelW} y=${top} width=${Math.max(b.p > 0 ? 2 : 0, x(b.p))} height=${bh} rx="3"></rect>
            <text class="pct" x=${width} y=${top + bh / 2} text-anchor="end">${percent(b.p)}</text>
          </g>`;
        })}
      </svg>
      ${
        folded > 0 || (long && this.expanded)
          ? html`<p class="note">
              ${folded > 0 ? `${folded} less likely outcome${folded === 1 ? '' : 's'} not drawn (${percent(foldedP)} together). ` : ''}
              ${long ? html`<button class="more" @click=${() => (this.expanded = !this.expanded)} aria-expanded=${this.expanded ? 'true' : 'false'}>${this.expanded ? 'Show the most likely only' : `Show all ${all.length} outcomes`}</button>` : nothing}
            </p>`
          : nothing
      }`;
  }
}

function clip(label: string, px: number, charW: number): string {
  const max = Math.max(4, Math.floor((px - 10) / charW));
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-odds-chart': OddsChart;
  }
}
