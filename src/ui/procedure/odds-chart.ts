import { html, css, svg, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { scaleLinear } from 'd3-scale';
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
    const rows = layOut(shown, width, k, shown.length > 10 ? 20 : 26, labelWidth(this, k));
    const x = scaleLinear()
      .domain([0, Math.max(...shown.map((b) => b.p), 1e-9)])
      .range([0, Math.max(20, rows.barRight - rows.barLeft)]);
    const summary = all.map((b) => `${b.label} ${percent(b.p)}`).join(', ');
    return html`<svg width=${width} height=${rows.height} role="img" aria-label=${`Odds: ${summary}`}>
        ${rows.rows.map(
          ({ bar: b, lines, lineY, barY }) => svg`<g class=${b.key === this.highlight ? 'hit' : ''}>
            ${lines.map((line, i) => svg`<text class="label" x="0" y=${lineY[i] ?? 0}>${line}</text>`)}
            <rect class="track" x=${rows.barLeft} y=${barY} width=${x.range()[1] ?? 0} height=${rows.barH} rx="3"></rect>
            <rect class="bar" x=${rows.barLeft} y=${barY} width=${Math.max(b.p > 0 ? 2 : 0, x(b.p))} height=${rows.barH} rx="3"></rect>
            <text class="pct" x=${width} y=${barY + rows.barH / 2} text-anchor="end">${percent(b.p)}</text>
          </g>`,
        )}
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

interface BarRow {
  readonly bar: OddsBar;
  /** The label's lines, each at its own baseline-centre. */
  readonly lines: readonly string[];
  readonly lineY: readonly number[];
  readonly barY: number;
}

/**
 * Where each label, bar and percentage goes. Labels sit beside their bars, on two lines when they must; when a
 * label would need more (a narrow side panel), every label goes over its bar across the whole width instead, so
 * each is read in full and never cut.
 */
function layOut(bars: readonly OddsBar[], width: number, k: number, rowPx: number, measure: (text: string) => number) {
  const rowH = Math.round(rowPx * k);
  const barH = Math.round(rowH * 0.8);
  const lineH = Math.round(17 * k);
  const pctW = 58 * k;
  const labelW = Math.min(Math.max(...bars.map((b) => measure(b.label)), 32 * k) + 10, width * 0.45);
  const wrapped = bars.map((b) => wrap(b.label, labelW - 10, measure));
  const beside = wrapped.every((lines) => lines.length <= 2 && lines.every((l) => measure(l) <= labelW - 10));
  let top = 0;
  const rows: BarRow[] = bars.map((bar, i) => {
    const lines = beside ? (wrapped[i] ?? []) : wrap(bar.label, width, measure);
    const textH = lines.length * lineH;
    const h = beside ? Math.max(rowH, textH + 4) : textH + barH + Math.round(8 * k);
    const textTop = beside ? top + (h - textH) / 2 : top;
    const row = {
      bar,
      lines,
      lineY: lines.map((_, n) => textTop + (n + 0.5) * lineH),
      barY: beside ? top + (h - barH) / 2 : top + textH + 1,
    };
    top += h;
    return row;
  });
  return { rows, height: top, barH, barLeft: beside ? labelW : 0, barRight: width - pctW };
}

/** The label in lines at most `max` px wide, broken between words (a longer word gets a line of its own). */
function wrap(label: string, max: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && measure(`${last} ${word}`) <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

let pen: CanvasRenderingContext2D | null | undefined;

/** The width of a label in the chart's font, bold as a highlighted one is; estimated where no canvas measures it. */
function labelWidth(host: Element, k: number): (text: string) => number {
  pen ??= document.createElement('canvas').getContext('2d');
  const measuring = pen;
  if (!measuring) return (text) => text.length * 8.2 * k;
  const style = getComputedStyle(host);
  measuring.font = `700 ${14 * k}px ${style.getPropertyValue('--font').trim() || style.fontFamily}`;
  return (text) => measuring.measureText(text).width;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-odds-chart': OddsChart;
  }
}
