import { css, unsafeCSS } from 'lit';
import { CF_SIZE, CF_TAGGED_SIZE, TEXT } from './unit-layout.ts';

/** The size of every word on a counter (see counters.ts). */
const text = unsafeCSS(`${TEXT}px`);

/**
 * The map's look, from the theme's variables (index.html) so day and night need nothing more: sea, beach,
 * bluff, bocage and town in muted cartographic tones; terrain told by its border as the printed map does
 * (beach yellow, strongpoint red, town grey, hedgerow green). The three US formations share the US blue
 * family in three shades; German tokens are brown octagons.
 */
export const mapStyles = css`
  :host {
    --bo-1st: var(--us);
    --bo-29th: #2f5f63;
    --bo-rng: #46406b;
    --bo-on: var(--paper);
    --bo-beach-line: #b08a1e;
    --bo-town-line: #6f6a64;
    --bo-hedge-line: #4d6a3a;
    --bo-lettering: #245c8f;
    --bo-tank: #55603d;
    --bo-pin: #e0a21b;
  }
  :host-context([data-theme='night']) {
    --bo-29th: #8cc3c3;
    --bo-rng: #b9b3e0;
    --bo-beach-line: #d9b44a;
    --bo-town-line: #a8a29c;
    --bo-hedge-line: #8fb07a;
    --bo-lettering: #9cc7f0;
    --bo-tank: #a4b27e;
  }
  text {
    font-family: var(--font);
  }
  .sq .ground {
    stroke-width: 2;
  }
  .sea-r .ground {
    fill: color-mix(in srgb, var(--sea), var(--ink) 14%);
    stroke: color-mix(in srgb, var(--sea), var(--ink) 30%);
  }
  .sea-2 .ground {
    fill: var(--sea);
    stroke: color-mix(in srgb, var(--sea), var(--ink) 22%);
  }
  .sea-1 .ground {
    fill: color-mix(in srgb, var(--sea), var(--paper) 30%);
    stroke: color-mix(in srgb, var(--sea), var(--ink) 18%);
  }
  .beach .ground {
    fill: var(--beach);
    stroke: var(--bo-beach-line);
    stroke-width: 4;
  }
  .sp .ground {
    fill: var(--bluff);
    stroke: var(--danger);
    stroke-width: 4;
  }
  .town .ground {
    fill: var(--town);
    stroke: var(--bo-town-line);
    stroke-width: 4;
  }
  .hedge .ground {
    fill: var(--bocage);
    stroke: var(--bo-hedge-line);
    stroke-width: 3;
  }
  .hedge .hedges {
    fill: none;
    stroke: var(--bo-hedge-line);
    stroke-width: 1.2;
    stroke-dasharray: 2 5;
    transform-box: fill-box;
    transform-origin: center;
    transform: scale(0.9);
    opacity: 0.8;
  }
  .hedge.deep .ground {
    stroke-width: 5;
  }
  .id {
    font-size: 15px;
    font-weight: 800;
    fill: var(--ink);
  }
  .id .alias {
    font-weight: 500;
    fill: var(--ink-2);
    font-size: 11px;
  }
  .beach-name {
    font-size: ${text};
    font-style: italic;
    font-weight: 700;
    fill: var(--bo-lettering);
    text-anchor: middle;
  }
  .row-name {
    font-size: 15px;
    font-weight: 700;
    fill: var(--ink-2);
    text-anchor: middle;
  }
  .sector {
    fill: none;
    stroke: var(--ink-2);
    stroke-width: 1.5;
  }
  .sector-name {
    font-size: 15px;
    font-weight: 700;
    fill: var(--ink-2);
    text-anchor: middle;
  }
  .vp circle {
    fill: var(--paper);
    stroke: var(--ink);
    stroke-width: 1.5;
  }
  .vp text {
    font-size: 12px;
    font-weight: 800;
    fill: var(--ink);
    text-anchor: middle;
  }
  .house {
    fill: var(--ink-2);
  }
  .exit rect {
    fill: var(--paper);
    stroke: var(--danger);
    stroke-width: 2;
  }
  .exit text {
    font-size: 12px;
    font-weight: 800;
    fill: var(--danger);
    text-anchor: middle;
  }
  .obstacle path {
    stroke: var(--ink);
    stroke-width: 2.6;
    stroke-linecap: round;
    fill: none;
  }
  .gap rect {
    fill: var(--ok);
  }
  .gap text {
    font-size: 12px;
    font-weight: 800;
    fill: var(--paper);
    text-anchor: middle;
  }

  .unit .body {
    stroke: var(--ink);
    stroke-width: 1.2;
  }
  .unit.d1 {
    --c: var(--bo-1st);
  }
  .unit.d29 {
    --c: var(--bo-29th);
  }
  .unit.dr {
    --c: var(--bo-rng);
  }
  .unit .body {
    fill: var(--c);
  }
  .unit text {
    fill: var(--bo-on);
    text-anchor: middle;
  }
  .unit .name {
    font-size: ${text};
    font-weight: 700;
  }
  /* the sizes unit-layout.ts places them by */
  .unit .cf {
    font-size: ${unsafeCSS(`${CF_SIZE}px`)};
    font-weight: 800;
  }
  .unit.tagged .cf {
    font-size: ${unsafeCSS(`${CF_TAGGED_SIZE}px`)};
  }
  .unit .sym {
    fill: none;
    stroke: var(--bo-on);
    stroke-width: 1.6;
  }
  .unit .sym-fill {
    fill: var(--bo-on);
  }
  .unit.disrupted .body {
    fill: var(--paper);
    stroke: var(--c);
    stroke-width: 3;
  }
  .unit.disrupted text {
    fill: var(--c);
  }
  .unit.disrupted .sym {
    stroke: var(--c);
  }
  .unit.disrupted .sym-fill,
  .unit .plate {
    fill: var(--c);
  }
  .unit.disrupted .cf {
    fill: var(--paper);
  }
  .pin rect {
    fill: var(--bo-pin);
    stroke: var(--ink);
    stroke-width: 0.8;
  }
  .unit .pin text,
  .pin text {
    fill: #1f2521;
    font-size: ${text};
    font-weight: 800;
    text-anchor: middle;
  }
  .tank rect {
    fill: var(--bo-tank);
    stroke: var(--ink);
    stroke-width: 0.8;
  }
  .unit .tank text,
  .tank text {
    fill: var(--paper);
    font-size: ${text};
    font-weight: 800;
    text-anchor: middle;
  }
  .edge {
    stroke: var(--ink);
    stroke-width: 1.2;
  }
  .edge.unit.d1 {
    fill: var(--bo-1st);
  }
  .edge.unit.d29 {
    fill: var(--bo-29th);
  }
  .edge.unit.dr {
    fill: var(--bo-rng);
  }
  .edge.token {
    fill: var(--de);
  }
  .count circle {
    fill: var(--paper);
    stroke: var(--ink);
    stroke-width: 1.5;
  }
  .count text {
    font-size: ${text};
    font-weight: 800;
    fill: var(--ink);
    text-anchor: middle;
  }

  .token .body {
    stroke-width: 2;
  }
  .token.back .body {
    fill: var(--paper-2);
  }
  .token.back.sp .body {
    stroke: var(--danger);
  }
  .token.back.sp .cross {
    fill: var(--danger);
  }
  .token.back.enc .body {
    stroke: var(--ink);
  }
  .token.back.enc .cross {
    fill: var(--ink);
  }
  .token.face .body {
    fill: var(--de);
    stroke: var(--ink);
  }
  .token.face.sp .body {
    stroke: var(--danger);
    stroke-width: 3;
  }
  .token text {
    fill: var(--paper);
    text-anchor: middle;
    font-weight: 800;
  }
  .token .big {
    font-size: 28px;
  }
  .token .small {
    font-size: ${text};
  }
  .token .glyph {
    fill: none;
    stroke: var(--paper);
    stroke-width: 1.8;
  }

  .mark {
    fill: none;
    pointer-events: none;
  }
  .mark.hl.acts {
    stroke: var(--accent);
    stroke-width: 3.5;
  }
  .mark.hl.dest {
    stroke: var(--accent);
    stroke-width: 3.5;
    stroke-dasharray: 9 5;
  }
  .mark.hl.target {
    stroke: var(--danger);
    stroke-width: 4;
    stroke-dasharray: 14 4 3 4;
  }
  .mark.hl.strong {
    stroke-width: 6;
    fill: var(--accent);
    fill-opacity: 0.14;
  }
  .mark.hl.target.strong {
    fill: var(--danger);
    fill-opacity: 0.12;
  }
  .mark.selected {
    stroke: var(--focus);
    stroke-width: 7;
  }
  .mark.cursor {
    stroke: var(--focus);
    stroke-width: 4;
    stroke-dasharray: 4 3;
  }
`;
