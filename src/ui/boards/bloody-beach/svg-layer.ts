import { html, svg, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { hexKey, hexToPixel, type Axial, type Layout } from '../../../boards/hex/index.ts';
import { counterSvg, COUNTER, facingAngle, stackOffset } from './counter-svg.ts';
import { faceDown, type SideId, type Stack } from './counters.ts';
import { fmtPoints, type Reach } from './movement.ts';
import type { PartyStep } from './stack-move.ts';
import { hexRadiusOnScreen, type View } from './viewport.ts';

/** Below this hex radius on screen (CSS px) counters are drawn as plain chips: too small to read anyway. */
export const CHIP_RADIUS = 11;

/** From this hex radius on screen (CSS px) the reach shows each hex's movement cost. */
const COST_RADIUS = 26;

/** What the SVG layer above the canvas draws, all in map coordinates. */
export interface SvgLayerView {
  readonly view: View;
  readonly layout: Layout;
  /** The stacks near the viewport. */
  readonly stacks: readonly Stack[];
  readonly viewer: SideId;
  /** Units drawn as selected: the selected unit, its target, the units moving. */
  readonly picked: (id: string) => boolean;
  /** Enemy units the selected unit may fire at or close with. */
  readonly targets: ReadonlySet<string>;
  /** The hexes the moving unit or stack reaches (at a cost), with those it would overstack (7.2.3) by hex number. */
  readonly reach: readonly Reach[];
  readonly overstacked: (h: Axial) => boolean;
  /**
   * The hexes that answer the decision due (or that it is about), and Umpire's suggestion among them: filled under
   * the counters and outlined again over them, so a hex under a stack still shows.
   */
  readonly choices: readonly Axial[];
  readonly suggested?: Axial;
  readonly selected?: Axial;
  /** The traced path, and what each step of it costs. */
  readonly path: readonly Axial[];
  readonly steps?: readonly PartyStep[];
  /** The hex picked for a pillbox or nest being set up, with the vertices it may face, Umpire's suggestion first (6.1.1, 11.2.5). */
  readonly facings?: { readonly hex: Axial; readonly options: readonly number[] };
}

/**
 * An arrow from a hex's middle to each vertex a pillbox or nest set up there may face, the suggested one (the
 * first) drawn bold: the German sees on the map where each facing points before choosing it (6.1.1, 11.2.5).
 */
function facingChoices(v: SvgLayerView): unknown {
  const f = v.facings;
  if (!f) return nothing;
  const c = hexToPixel(v.layout, f.hex);
  const r = v.layout.size.x;
  return f.options.map(
    (facing, i) =>
      svg`<g class=${`facing-choice${i === 0 ? ' suggested' : ''}`} transform=${`translate(${c.x},${c.y}) rotate(${facingAngle(facing)})`}><path class="shaft" d=${`M${r * 0.22},0H${r * 0.62}`}></path><path class="head" d=${`M${r * 0.58},${-r * 0.2}L${r * 0.95},0L${r * 0.58},${r * 0.2}Z`}></path></g>`,
  );
}

/** A hex's outline as an SVG path. */
export function hexOutline(l: Layout, h: Axial): string {
  const c = hexToPixel(l, h);
  const r = l.size.x;
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    d += `${i ? 'L' : 'M'}${(c.x + r * Math.cos(a)).toFixed(1)},${(c.y + r * Math.sin(a)).toFixed(1)}`;
  }
  return `${d}Z`;
}

/** Zoomed far out, each stack is one chip in its side's shape (a square for the US, a disc for the Germans). */
function chips(v: SvgLayerView): unknown {
  const l = v.layout;
  return repeat(
    v.stacks,
    (s) => s.key,
    (s) => {
      const c = hexToPixel(l, s.hex);
      const top = s.counters.at(-1);
      if (!top) return nothing;
      const cls = faceDown(top, v.viewer) ? 'chip hidden' : `chip ${top.side === 'us' ? 'us' : 'de'}`;
      return top.side === 'us'
        ? svg`<rect class=${cls} x=${c.x - 9} y=${c.y - 9} width="18" height="18"></rect>`
        : svg`<circle class=${cls} cx=${c.x} cy=${c.y} r="10"></circle>`;
    },
  );
}

/** Each stack's counters, fanned out, with the count on stacks of more than two. */
function counters(v: SvgLayerView): unknown {
  return repeat(
    v.stacks,
    (s) => s.key,
    (s) => {
      const c = hexToPixel(v.layout, s.hex);
      const n = s.counters.length;
      return svg`<g transform=${`translate(${c.x},${c.y})`}>
      ${s.counters.map((x, i) => {
        const o = stackOffset(i, n);
        return svg`<g transform=${`translate(${o.x},${o.y})`}>${counterSvg(x, v.viewer, { selected: v.picked(x.id), target: v.targets.has(x.id) && !v.picked(x.id) })}</g>`;
      })}
      ${n > 2 ? svg`<text class="stack-n" x=${COUNTER / 2 + 3} y=${COUNTER / 2 + 4}>${n}</text>` : nothing}
    </g>`;
    },
  );
}

/** The points spent so far at each step of the traced path, red where it fails or overstacks, × where it may not go. */
function pathCosts(v: SvgLayerView): unknown {
  const l = v.layout;
  return (v.steps ?? []).map((s, i) => {
    const to = v.path[i + 1];
    if (!to) return nothing;
    const c = hexToPixel(l, to);
    const bad = !s.allowed || s.over;
    return svg`<g class=${`path-cost${bad ? ' bad' : ''}${s.forfeit > 0 ? ' forfeit' : ''}`} transform=${`translate(${c.x + l.size.x * 0.55},${c.y - l.size.y * 0.55})`}><circle r="5"></circle><text y="2.1">${bad && !s.allowed ? '×' : fmtPoints(s.total)}</text>${s.warning ? svg`<title>${s.warning}</title>` : nothing}</g>`;
  });
}

/**
 * The SVG layer: the moving unit's reach (with costs when zoomed in), the decision's hexes, the selection, the
 * traced path and its costs, and the counters. It is moved and scaled as a whole by a CSS transform on an HTML
 * frame around the <svg>, so a zoom frame changes one style: Chromium lays out an SVG's text again and repaints it
 * when the <svg>'s own transform scales, but not when an HTML ancestor's does.
 */
export function svgLayer(v: SvgLayerView): TemplateResult {
  const l = v.layout;
  const radius = hexRadiusOnScreen(l, v.view);
  const mark = v.suggested ? hexToPixel(l, v.suggested) : undefined;
  const suggested = v.suggested ? hexKey(v.suggested) : undefined;
  return html`<div
    class="overlay-frame"
    style=${`transform: translate(${v.view.x}px, ${v.view.y}px) scale(${v.view.k})`}
  >
    <svg class="overlay" aria-hidden="true">
      <g>
        ${v.reach.map((r) => svg`<path class=${v.overstacked(r.hex) ? 'reach over' : 'reach'} d=${hexOutline(l, r.hex)}></path>`)}
        ${v.choices.map((h) => svg`<path class=${`choice${hexKey(h) === suggested ? ' suggested' : ''}`} d=${hexOutline(l, h)}></path>`)}
        ${
          radius >= COST_RADIUS
            ? v.reach.map((r) => {
                const c = hexToPixel(l, r.hex);
                return svg`<text class=${`reach-cost${r.bonus ? ' bonus' : ''}`} x=${c.x} y=${c.y + l.size.y * 0.72}>${fmtPoints(r.cost + r.lost)}</text>`;
              })
            : nothing
        }
        ${v.selected ? svg`<path class="sel-hex" d=${hexOutline(l, v.selected)}></path>` : nothing}
        ${
          v.path.length > 1
            ? svg`<polyline class="path" points=${v.path
                .map((h) => {
                  const c = hexToPixel(l, h);
                  return `${c.x},${c.y}`;
                })
                .join(' ')}></polyline>`
            : nothing
        }
        ${radius < CHIP_RADIUS ? chips(v) : counters(v)}
        ${v.choices.map((h) => svg`<path class=${`choice-ring${hexKey(h) === suggested ? ' suggested' : ''}`} d=${hexOutline(l, h)}></path>`)}
        ${mark ? svg`<text class="choice-mark" x=${mark.x} y=${mark.y - l.size.y * 0.4}>★</text>` : nothing}
        ${pathCosts(v)} ${facingChoices(v)}
      </g>
    </svg>
  </div>`;
}
