import { css } from 'lit';

/** The map's look: muted terrain, hexsides drawn as the printed map would, counters, marks for choosing. */
export const mapCss = css`
  .hex {
    stroke: color-mix(in srgb, var(--ink) 22%, transparent);
    stroke-width: 1;
  }
  .t-tidal {
    fill: color-mix(in srgb, var(--beach), var(--sea) 55%);
  }
  .t-beach {
    fill: var(--beach);
  }
  .t-pavillon {
    fill: color-mix(in srgb, var(--beach), var(--town) 45%);
  }
  .t-draw {
    fill: color-mix(in srgb, var(--bluff), var(--beach) 45%);
  }
  .t-high-ground {
    fill: var(--bluff);
  }
  .t-bocage {
    fill: var(--bocage);
  }
  .t-orchard {
    fill: color-mix(in srgb, var(--bocage), var(--paper) 30%);
  }
  .t-woods {
    fill: color-mix(in srgb, var(--bocage), var(--ink) 22%);
  }
  .t-buildings {
    fill: var(--town);
  }
  .t-rough {
    fill: color-mix(in srgb, var(--bluff), var(--ink) 35%);
  }
  .side {
    fill: none;
    stroke-linecap: round;
  }
  .s-bluff {
    stroke: color-mix(in srgb, var(--de), var(--bluff) 20%);
    stroke-width: 6;
    stroke-dasharray: 2 5;
  }
  .s-slope {
    stroke: color-mix(in srgb, var(--de), var(--bluff) 50%);
    stroke-width: 3;
    stroke-dasharray: 2 6;
  }
  .s-shingle {
    stroke: var(--ink-2);
    stroke-width: 3;
    stroke-dasharray: 1 4;
  }
  .s-seawall {
    stroke: var(--ink);
    stroke-width: 5;
  }
  .s-anti-tank-ditch {
    stroke: var(--danger);
    stroke-width: 5;
  }
  .s-scaleable-cliff {
    stroke: var(--ink);
    stroke-width: 7;
    stroke-dasharray: 10 4;
  }
  .s-sheer-cliff {
    stroke: var(--ink);
    stroke-width: 9;
  }
  .road {
    fill: none;
    stroke: color-mix(in srgb, var(--paper), var(--ink) 10%);
    stroke-width: 6;
    stroke-linejoin: round;
  }
  .road.major {
    stroke-width: 9;
  }
  .exit {
    font: 700 24px var(--font);
    fill: var(--ink);
  }
  .obstacle {
    stroke: var(--ink);
    stroke-width: 3;
    fill: none;
    opacity: 0.7;
  }
  .pos-hex {
    fill-opacity: 0.5;
    stroke: var(--de);
    stroke-width: 4;
  }
  .pos-hex.empty {
    stroke-dasharray: 8 6;
    fill-opacity: 0.25;
  }
  .pos-hex.color-white {
    fill: #fbfaf5;
  }
  .pos-hex.color-grey {
    fill: #8d918f;
  }
  .pos-hex.color-brown {
    fill: #8a5a32;
  }
  .pos .diamond {
    fill: var(--de);
    stroke: var(--paper);
    stroke-width: 2;
  }
  .pos.empty .diamond {
    fill: var(--paper);
    stroke: var(--de);
    stroke-dasharray: 3 2;
  }
  .pos .name,
  .pos .depth {
    font: 700 20px var(--font);
    fill: var(--ink);
    paint-order: stroke;
    stroke: var(--paper);
    stroke-width: 4px;
  }
  .pos .q {
    font: 700 14px var(--font);
    fill: var(--paper);
  }
  .pos .dmark,
  .counter .dmark {
    stroke: var(--danger);
    stroke-width: 5;
  }
  .counter .face {
    fill: color-mix(in srgb, var(--us) 18%, var(--paper));
    stroke: var(--us);
    stroke-width: 3;
  }
  .counter .under {
    fill: color-mix(in srgb, var(--us) 35%, var(--paper));
    stroke: var(--us);
    stroke-width: 2;
  }
  .counter.leader .face {
    fill: color-mix(in srgb, var(--us) 40%, var(--paper));
  }
  .counter.planned .face {
    stroke-dasharray: 6 4;
    fill: var(--paper);
  }
  .counter .glyph {
    fill: none;
    stroke: var(--us);
    stroke-width: 2;
    opacity: 0.35;
  }
  .counter .label {
    font: 700 20px var(--font);
    fill: var(--ink);
  }
  .counter .pip {
    fill: none;
    stroke: var(--us);
    stroke-width: 1.5;
  }
  .counter .pip.on {
    fill: var(--us);
  }
  .counter .hero {
    fill: var(--warn);
  }
  .counter .tag {
    font: 700 12px var(--font);
    fill: var(--us);
  }
  .counter .more {
    font: 700 16px var(--font);
    fill: var(--paper);
    paint-order: stroke;
    stroke: var(--us);
    stroke-width: 4px;
  }
  .counter.selected .face {
    stroke: var(--focus);
    stroke-width: 5;
  }
  .counter.hit .face {
    stroke: var(--danger);
    stroke-width: 5;
  }
  .fof circle.solid {
    fill: var(--de);
  }
  .fof circle.ring,
  .fof path {
    fill: none;
    stroke: var(--de);
    stroke-width: 3;
  }
  .box .frame {
    fill: color-mix(in srgb, var(--sea), var(--paper) 25%);
    stroke: var(--ink-2);
    stroke-width: 2;
  }
  .box .boxname {
    font: 700 20px var(--font);
    fill: var(--ink);
  }
  .box.selected .frame,
  .box.cursor .frame {
    stroke: var(--focus);
    stroke-width: 5;
  }
  .box.r-target .frame {
    stroke: var(--accent);
    stroke-width: 5;
    stroke-dasharray: 10 5;
  }
  .box.r-affected .frame {
    stroke: var(--danger);
    stroke-width: 5;
  }
  .mark {
    fill: none;
    pointer-events: none;
  }
  .mark.selected {
    stroke: var(--focus);
    stroke-width: 6;
  }
  .mark.cursor {
    stroke: var(--focus);
    stroke-width: 4;
    stroke-dasharray: 6 4;
  }
  .mark.r-target {
    stroke: var(--accent);
    stroke-width: 5;
    fill: color-mix(in srgb, var(--accent) 18%, transparent);
  }
  .mark.r-attack {
    stroke: var(--danger);
    stroke-width: 5;
    fill: color-mix(in srgb, var(--danger) 14%, transparent);
  }
  .mark.r-acting {
    stroke: var(--de);
    stroke-width: 6;
  }
  .mark.r-hit {
    stroke: var(--danger);
    stroke-width: 6;
  }
  .mark.r-affected {
    stroke: var(--danger);
    stroke-width: 4;
    stroke-dasharray: 4 4;
  }
`;
