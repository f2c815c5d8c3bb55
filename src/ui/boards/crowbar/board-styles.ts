import { css, unsafeCSS } from 'lit';
import { COUNTER_TEXT } from './counter-svg.ts';

/** The side panel's width beside the map in landscape, in CSS pixels (board.ts fits the map beside it). */
export const SIDE_WIDTH = 280;
const SIDE = unsafeCSS(SIDE_WIDTH);
/** The smallest counter text at the text size set (--t on the map). */
const WORD = unsafeCSS(`calc(${COUNTER_TEXT}px * var(--t, 1))`);

/** The board's look: map-room colours from the app's tokens, so day and night themes both work. */
export const BOARD_STYLES = css`
  :host {
    display: block;
  }
  /* the board takes the height of the session's board area (a size container, less the padding around the
     board): the map gets what the due bar, the dice above it in portrait and the tracks under it leave */
  .wrap {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    height: max(420px, calc(100cqh - 1.5rem));
  }
  .field {
    position: relative;
    flex: 1 1 0;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
  }
  .stage {
    position: relative;
    flex: 1 1 0;
    min-height: 320px;
    background: var(--paper-3);
  }
  svg.map {
    pointer-events: none;
  }
  /* the zoom buttons and the provisional badge sit off the map, so nothing a player needs hides under them:
     at the top and the foot of the side panel in landscape, in a row under the map in portrait */
  .zoom-btns {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .zoom-btns .btn {
    font-size: 1.2rem;
  }
  .side .zoom-btns {
    position: sticky;
    top: -0.45rem;
    z-index: 1;
    margin: -0.45rem 0 0;
    padding: 0.45rem 0 0;
    background: var(--paper);
  }
  .map-foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  /* unfolded, the tracks are wider than the row: they take a line of their own */
  .map-foot umpire-crowbar-tracks {
    flex: 0 1 auto;
  }
  /* the badge's notes open upward over the map, so the tracks below hold still */
  .badge-slot {
    position: relative;
    flex: 1 1 auto;
    align-self: stretch;
  }
  .badge-slot .provisional {
    position: absolute;
    left: 0;
    bottom: 0;
    z-index: 3;
    max-width: min(26rem, 100%);
    max-height: 70vh;
    overflow: auto;
  }
  .side {
    background: color-mix(in srgb, var(--paper) 94%, transparent);
    border: 1px solid var(--line);
    border-radius: var(--radius);
    padding: 0.45rem 0.55rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.45rem;
    align-content: start;
  }
  .field.beside .side {
    position: absolute;
    top: 0.4rem;
    right: 0.4rem;
    width: ${SIDE}px;
    max-height: calc(100% - 0.8rem);
    overflow: auto;
    z-index: 2;
    box-shadow: var(--shadow);
    /* a roll card picked off the map keeps Roll in sight under a long odds chart, as on the map */
    --roll-actions-position: sticky;
    --roll-actions-bg: var(--paper);
  }
  .space-wrap {
    position: absolute;
    z-index: 3;
    width: min(340px, calc(100% - 0.8rem));
    overflow: auto;
    --roll-actions-position: sticky;
    --roll-actions-bg: var(--paper);
    box-shadow: var(--shadow);
    cursor: auto;
  }
  .space-wrap .close {
    position: absolute;
    right: 0.1rem;
    top: 0.1rem;
    z-index: 1;
  }
  .space-wrap umpire-crowbar-choices,
  .space-wrap umpire-crowbar-roll {
    padding-right: 2.4rem;
  }
  .pieces {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .pieces .btn {
    white-space: normal;
    text-align: start;
  }
  .pieces .btn[aria-pressed='true'] {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
  }
  .handover {
    border: 1px solid var(--line);
    border-radius: var(--radius);
    background: var(--paper-2);
    padding: 2rem 1.5rem;
    text-align: center;
    min-height: 50dvh;
    display: grid;
    place-content: center;
    gap: 0.8rem;
  }
  .handover h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  .handover p {
    margin: 0;
    color: var(--ink-2);
    max-width: 34rem;
  }
  .handover .big {
    min-height: 3.4rem;
    font-size: 1.1rem;
    font-weight: 700;
    justify-self: center;
    padding: 0.5rem 1.5rem;
  }
  /* the key opens beside its button: left of the side panel in landscape, over the map's foot in portrait */
  .key-wrap {
    position: absolute;
    z-index: 3;
    top: 0.4rem;
    right: calc(${SIDE}px + 0.8rem);
    width: min(24rem, calc(100% - ${SIDE}px - 1.2rem));
    max-height: calc(100% - 0.8rem);
    overflow: auto;
    padding: 0.5rem 0.75rem;
    box-shadow: var(--shadow);
    cursor: auto;
  }
  .field.stacked .key-wrap {
    top: auto;
    bottom: 0.4rem;
    right: 0.4rem;
    width: min(24rem, calc(100% - 0.8rem));
  }
  .key-wrap .close {
    position: absolute;
    right: 0.1rem;
    top: 0.1rem;
  }
  .legend {
    font-size: 0.875rem;
    color: var(--ink-2);
    margin: 0;
    padding: 0 2.4rem 0 0;
    list-style: none;
    line-height: 1.6;
  }
  .legend .key {
    display: inline-block;
    width: 0.9rem;
    height: 0.9rem;
    vertical-align: -2px;
    margin: 0 0.15rem 0 0;
    border: 1px solid var(--ink);
  }
  .legend .key.us {
    background: var(--us);
    border-radius: 2px;
  }
  .legend .key.de {
    background: var(--de);
    clip-path: polygon(25% 0, 75% 0, 100% 25%, 100% 75%, 75% 100%, 25% 100%, 0 75%, 0 25%);
  }
  .legend .key.tgt {
    border: 2px dashed var(--focus);
    background: transparent;
  }
  .legend .key.act {
    border: 3px solid var(--accent);
    background: transparent;
  }

  /* terrain */
  .sp {
    stroke: none;
  }
  .t-start {
    fill: color-mix(in srgb, var(--sea) 78%, #1d3b52);
  }
  .t-sea {
    fill: var(--sea);
  }
  .t-beach {
    fill: var(--beach);
  }
  .t-cliff-top {
    fill: var(--bluff);
  }
  .t-clear {
    fill: color-mix(in srgb, var(--bocage) 45%, var(--paper));
  }
  .t-woods {
    fill: color-mix(in srgb, var(--bocage) 80%, #2f4a2a);
  }
  .t-minefield {
    fill: color-mix(in srgb, var(--bocage) 40%, #c9b59b);
  }
  .t-highway {
    fill: color-mix(in srgb, var(--bocage) 45%, var(--paper));
  }
  .road {
    fill: color-mix(in srgb, var(--ink-2) 55%, var(--paper));
  }
  .grid line {
    stroke: var(--ink);
    stroke-opacity: 0.28;
    stroke-width: 0.6;
  }
  .cliff {
    fill: #6e5a45;
  }
  .rally-strip {
    fill: color-mix(in srgb, var(--sea) 50%, #1d3b52);
  }
  .woods-g circle {
    fill: #3e5e35;
    stroke: #24361f;
    stroke-width: 0.8;
  }
  .mines-g path {
    stroke: #7a2a1f;
    stroke-width: 1.3;
    fill: none;
  }
  .bldg-g path,
  .bldg-g rect {
    fill: #9a7f69;
    stroke: #3b2e23;
    stroke-width: 1;
  }
  .bunker-g rect {
    fill: #8d9196;
    stroke: #3a3e42;
    stroke-width: 1.2;
  }
  .bunker-g .slit {
    fill: #2a2d30;
    stroke: none;
  }
  .gun-g circle {
    fill: #b9b3a6;
    stroke: #3a3e42;
    stroke-width: 1.4;
  }
  .gun-g .inner {
    fill: #8d9196;
  }
  .mg-g path {
    fill: #7d6e5d;
    stroke: #2e261e;
    stroke-width: 1;
  }
  .park-g rect {
    fill: none;
    stroke: #3a3e42;
    stroke-width: 1.4;
    stroke-dasharray: 3 2;
  }
  .glyph-t {
    font: 800 9px var(--font);
    text-anchor: middle;
    fill: #1f2521;
  }
  .glyph-t.light {
    fill: #fff;
  }
  .glyph-t.small {
    font-size: 7.5px;
  }
  .star {
    fill: #fff;
    stroke: #1f2521;
    stroke-width: 0.7;
  }
  .wire {
    fill: none;
    stroke: #4a3a30;
    stroke-width: 1.6;
  }
  .area rect {
    fill: none;
    stroke: var(--ink);
    stroke-opacity: 0.55;
    stroke-width: 1.2;
    stroke-dasharray: 5 3;
  }
  .area text {
    font: 800 10px var(--font);
    fill: var(--ink);
    fill-opacity: 0.8;
  }
  .zone-sep {
    stroke: var(--ink);
    stroke-width: 2.2;
  }
  .zone rect {
    fill: var(--paper-2);
    stroke: var(--line);
  }
  .zone text {
    font: 700 12px var(--font);
    fill: var(--ink);
    text-anchor: middle;
  }
  .row-l {
    font: 600 11px var(--font);
    fill: var(--ink);
    text-anchor: end;
  }
  .row-l.small,
  .cliff-l {
    font: 600 8.5px var(--font);
    fill: var(--ink-2);
    text-anchor: end;
  }
  .col-l {
    font: 600 11px var(--font);
    fill: var(--ink-2);
    text-anchor: middle;
  }
  .compass {
    font: 700 9px var(--font);
    fill: var(--ink-2);
  }
  .hold rect {
    fill: #e9d9a8;
    stroke: #3b2e23;
    stroke-width: 1;
  }
  .hold.firm rect {
    fill: #f2c14e;
  }
  .hold path {
    stroke: #3b2e23;
    stroke-width: 1.6;
    fill: none;
  }
  .hold text {
    font: 800 8px var(--font);
    fill: #1f2521;
    text-anchor: middle;
  }

  /* highlights */
  .active-col {
    fill: var(--accent);
    fill-opacity: 0.08;
    pointer-events: none;
  }
  .target {
    fill: var(--focus);
    fill-opacity: 0.16;
    stroke: var(--focus);
    stroke-width: 2;
    stroke-dasharray: 5 3;
  }
  .active-ring {
    fill: none;
    stroke: var(--accent);
    stroke-width: 3.5;
  }
  .sel-ring {
    fill: none;
    stroke: var(--ink);
    stroke-width: 2.5;
    stroke-dasharray: 2 2;
  }

  /* counters: every text COUNTER_TEXT map units or more (counter-svg.ts), times the text size (--t, set on the
     map by the board) */
  .counter .body {
    stroke: #10151a;
    stroke-width: 1.1;
  }
  .counter.us .body {
    fill: #3d5a80;
  }
  .counter.de .body {
    fill: #6b4f3a;
  }
  .counter.done .body {
    fill-opacity: 0.72;
  }
  .counter .sym {
    fill: none;
    stroke: #fff;
    stroke-width: 1.3;
  }
  .counter text {
    font-family: var(--font);
    text-anchor: middle;
    fill: #fff;
    font-weight: 800;
  }
  .counter .sp {
    font-size: 17px;
  }
  .counter .de-sp {
    font-size: max(13px, ${WORD});
  }
  .counter .co {
    font-size: ${WORD};
    text-anchor: start;
  }
  .counter .sp.start {
    text-anchor: start;
  }
  .counter .kind {
    font-size: ${WORD};
  }
  .counter .plate {
    fill: #f3e9d2;
  }
  .counter.reduced .de-sp {
    fill: #1f2521;
  }
  .counter .tick,
  .rally .tick {
    fill: none;
    stroke: #b8f0c0;
    stroke-width: 1.8;
    stroke-linecap: round;
  }
  .counter.active .body {
    stroke: #f2c14e;
    stroke-width: 2.4;
  }
  .lca {
    fill: #56626b;
    stroke: #1b2227;
    stroke-width: 1;
  }
  .lca.damaged {
    fill: #7b5149;
    stroke-dasharray: 3 2;
  }
  .tag rect {
    stroke: #1f2521;
    stroke-width: 0.7;
  }
  .tag text {
    font: 800 ${WORD} var(--font);
    text-anchor: middle;
    fill: #1f2521;
  }
  .tag.pin rect {
    fill: #f2c14e;
  }
  .crate rect {
    fill: #d9ccb0;
    stroke: #1f2521;
    stroke-width: 0.8;
  }
  .crate path {
    stroke: #1f2521;
    stroke-width: 0.8;
    fill: none;
  }
  .shaken-b rect {
    fill: #f2b33d;
    stroke: #1f2521;
    stroke-width: 0.7;
  }
  .hero polygon {
    fill: #f2c14e;
    stroke: #1f2521;
    stroke-width: 0.7;
  }
  .cmd circle {
    fill: #f2c14e;
    stroke: #1f2521;
    stroke-width: 0.8;
  }
  .cmd.used circle {
    fill: #9aa0a6;
  }
  .cmd text {
    font-size: ${WORD};
    fill: #1f2521;
  }
  .tag.if-token rect {
    fill: #4b5258;
    stroke: #f4efe3;
  }
  .tag.if-token text {
    fill: #fff;
  }
  .tag.gun-token rect {
    fill: #d9ccb0;
  }
  .tag.gun-token.revealed rect {
    fill: #f2c14e;
  }
  .tag.gun-token.secret rect {
    fill: #6b4f3a;
    stroke: #f2c14e;
  }
  .tag.gun-token.secret text {
    fill: #fff;
  }
  .obstacle {
    stroke: #7a2a1f;
    stroke-width: 2.5;
  }
  .hq path {
    fill: #c8541c;
    stroke: #1f2521;
    stroke-width: 0.8;
  }
  .rally path {
    fill: #e34f3a;
    stroke: #1f2521;
    stroke-width: 0.9;
  }
  .rally.flipped path {
    fill: #7d868c;
  }
`;
