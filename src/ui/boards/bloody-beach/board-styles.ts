import { css } from 'lit';

/** The Bloody Beach board's styles: the toolbar and strips above the map, the stage, counters, overlays and the hex card. */
export const boardStyles = css`
  :host {
    display: block;
    position: relative;
  }
  /* the map takes the height of the session's board area (a size container) left under the toolbar and the strip,
     however tall the strip grows and whatever the session shows above the board */
  .frame {
    display: flex;
    flex-direction: column;
    height: max(360px, calc(100cqh - 1.5rem));
  }
  umpire-bb-flow,
  .decision,
  .handover-line {
    margin: 0 0 0.35rem;
  }
  .decision,
  .handover-line {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-height: var(--tap);
  }
  /* the question has its own line and the answers wrap under it, so it never shrinks to a column beside them */
  .decision {
    flex-wrap: wrap;
    padding: 0.1rem 0.4rem 0.3rem;
    border: 2px solid var(--focus);
    border-radius: var(--radius);
    background: var(--paper);
  }
  /* a decision or a hand-over is read in full (no title to hover on a tablet): it wraps, the map gives up the line */
  .decision .q,
  .handover-line p {
    flex: 1;
    min-width: 0;
    margin: 0;
    padding: 0.2rem 0;
  }
  .decision .q {
    flex-basis: 100%;
  }
  .decision.placement {
    padding: 0.25rem 0.4rem;
  }
  .decision.placement .q {
    font-weight: 600;
    white-space: normal;
  }
  .decision.placement .ask {
    flex: 1 1 100%;
    margin: 0;
  }
  .decision.placement .facings {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .decision select {
    min-height: var(--tap);
    font: inherit;
    border: 1px solid var(--line);
    border-radius: var(--radius);
    background: var(--paper);
    color: var(--ink);
  }
  .roll-sheet {
    position: absolute;
    left: 0.5rem;
    bottom: 0.5rem;
    z-index: 4;
    width: min(26rem, calc(100% - 4.5rem));
    max-height: calc(100% - 1rem);
    overflow: auto;
    padding: 0.6rem 0.75rem 0.75rem;
    background: var(--paper);
    border: 1px solid var(--line);
    border-radius: var(--radius);
    box-shadow: var(--shadow);
  }
  .roll-sheet .close {
    float: right;
    margin: -0.2rem -0.3rem 0 0.3rem;
  }
  .choice {
    fill: var(--focus);
    fill-opacity: 0.28;
    stroke: var(--focus);
    stroke-width: 2.4;
    stroke-dasharray: 4 2;
  }
  .choice.suggested {
    fill-opacity: 0.45;
    stroke-dasharray: none;
  }
  .choice-ring {
    fill: none;
    stroke: var(--focus);
    stroke-width: 3.2;
    stroke-dasharray: 6 3;
  }
  .choice-ring.suggested {
    stroke-dasharray: none;
  }
  .choice-mark {
    fill: var(--ink);
    font: 800 9px var(--font);
    text-anchor: middle;
    paint-order: stroke;
    stroke: var(--paper);
    stroke-width: 1.8px;
  }
  .toolbar {
    display: flex;
    flex-wrap: nowrap;
    gap: 0.35rem;
    align-items: center;
    margin-bottom: 0.35rem;
    overflow-x: auto;
  }
  .toolbar .grow {
    flex: 1;
  }
  .seg button {
    padding: 0 0.7rem;
    font-weight: 500;
  }
  .stage {
    position: relative;
    flex: 1 1 0;
    min-height: 300px;
    background: var(--paper-3);
  }
  .stage.editing {
    cursor: crosshair;
  }
  canvas,
  svg.overlay {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    display: block;
  }
  svg.overlay {
    pointer-events: none;
    overflow: visible;
  }
  .overlay-frame {
    position: absolute;
    inset: 0;
    pointer-events: none;
    transform-origin: 0 0;
  }
  .chip {
    stroke: var(--ink);
    stroke-width: 1.2;
  }
  .chip.us {
    fill: var(--us);
  }
  .chip.de {
    fill: var(--de);
  }
  .chip.hidden {
    fill: var(--paper-3);
    stroke: var(--de);
  }
  .counter .body {
    stroke: var(--ink);
    stroke-width: 0.7;
  }
  .counter.us .body {
    fill: var(--us);
  }
  .counter.de .body {
    fill: var(--de);
  }
  .counter text {
    fill: var(--paper);
    font-family: var(--font);
    text-anchor: middle;
  }
  .counter .name {
    font-size: 6.4px;
    font-weight: 700;
  }
  .counter .values {
    font-size: 7.6px;
    font-weight: 800;
    letter-spacing: 0.1px;
  }
  .counter .mp {
    font-size: 6.4px;
    font-weight: 700;
    text-anchor: end;
  }
  .counter .sym {
    fill: none;
    stroke: var(--paper);
    stroke-width: 0.8;
  }
  .counter .sym-fill {
    fill: var(--paper);
  }
  .counter .sym-text {
    font-size: 3.2px;
    font-weight: 700;
  }
  .counter .sym-text.big {
    font-size: 6.4px;
  }
  .counter .mark {
    fill: var(--paper);
    opacity: 0.9;
  }
  .counter .band {
    fill: var(--paper);
    opacity: 0.28;
  }
  .counter .pip {
    fill: none;
    stroke: var(--paper);
    stroke-width: 0.5;
  }
  .counter .pip.on {
    fill: var(--paper);
  }
  .counter .hit {
    fill: var(--danger);
    stroke: var(--paper);
    stroke-width: 0.6;
  }
  .counter .hit-t {
    fill: #fff;
    font-size: 6.4px;
    font-weight: 800;
  }
  .counter .pin rect {
    fill: #e0a21b;
    stroke: var(--ink);
    stroke-width: 0.4;
  }
  .counter .pin text {
    fill: #1f2521;
    font-size: 6.4px;
    font-weight: 800;
  }
  .counter .facing {
    fill: var(--ink);
    stroke: var(--paper);
    stroke-width: 0.9;
  }
  .facing-choice .shaft {
    stroke: var(--de);
    stroke-width: 1.6;
  }
  .facing-choice .head {
    fill: var(--de);
    stroke: var(--paper);
    stroke-width: 0.6;
  }
  .facing-choice.suggested .shaft {
    stroke: var(--ink);
    stroke-width: 2.6;
  }
  .facing-choice.suggested .head {
    fill: var(--ink);
  }
  .counter.face-down .body {
    fill: var(--paper-3);
    stroke: var(--de);
    stroke-width: 1.2;
  }
  .counter.face-down .mark {
    fill: var(--de);
  }
  .counter .hidden-q {
    fill: var(--de);
    font-size: 12px;
    font-weight: 800;
  }
  .selected-ring {
    fill: none;
    stroke: var(--focus);
    stroke-width: 2.2;
  }
  .target-ring {
    fill: none;
    stroke: var(--danger);
    stroke-width: 2;
    stroke-dasharray: 3 2;
  }
  .sel-hex {
    fill: none;
    stroke: var(--focus);
    stroke-width: 2.6;
  }
  .reach {
    fill: var(--accent);
    fill-opacity: 0.18;
    stroke: var(--accent);
    stroke-opacity: 0.5;
    stroke-width: 0.6;
  }
  .reach.over {
    fill: var(--danger);
    stroke: var(--danger);
  }
  .reach-cost {
    fill: var(--ink);
    font: 700 6px var(--font);
    text-anchor: middle;
    paint-order: stroke;
    stroke: var(--paper);
    stroke-width: 1.6px;
  }
  .reach-cost.bonus {
    text-decoration: underline;
  }
  .path-cost.forfeit circle {
    stroke: var(--danger);
    stroke-width: 1.2;
  }
  .path {
    fill: none;
    stroke: var(--focus);
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .path-cost circle {
    fill: var(--focus);
  }
  .path-cost text {
    fill: #fff;
    font: 800 6px var(--font);
    text-anchor: middle;
  }
  .path-cost.bad circle {
    fill: var(--danger);
  }
  .stack-n {
    fill: var(--ink);
    font: 800 6px var(--font);
    text-anchor: middle;
    paint-order: stroke;
    stroke: var(--paper);
    stroke-width: 1.8px;
  }
  .reticle {
    position: absolute;
    transform: translate(-50%, -50%);
    border: 3px solid var(--focus);
    border-radius: 50%;
    pointer-events: none;
    z-index: 1;
  }
  /* the badge sits beside the toolbar, outside its scrolling, so it covers no hex and its notes are never clipped */
  .bar {
    display: flex;
    align-items: center;
    gap: 0.35rem;
    margin-bottom: 0.35rem;
  }
  .bar .toolbar {
    flex: 1;
    min-width: 0;
    margin-bottom: 0;
  }
  .provisional {
    flex: none;
    z-index: 5;
  }
  .legend {
    position: absolute;
    right: 3.6rem;
    bottom: 0.5rem;
    z-index: 2;
    font-size: 0.8rem;
    background: var(--paper);
    border: 1px solid var(--line);
    border-radius: 8px;
    padding: 0.25rem 0.5rem;
    display: flex;
    gap: 0.6rem;
    align-items: center;
    box-shadow: var(--shadow);
  }
  .sw {
    display: inline-block;
    width: 0.9rem;
    height: 0.9rem;
    border: 1px solid var(--ink);
    vertical-align: -2px;
    margin-right: 0.2rem;
  }
  .sw.us {
    background: repeating-linear-gradient(-45deg, var(--us) 0 2px, transparent 2px 5px);
  }
  .sw.de {
    background: repeating-linear-gradient(45deg, var(--danger) 0 2px, transparent 2px 5px);
  }
  .sw.loc {
    background: var(--accent);
    height: 0.3rem;
    border: 0;
    vertical-align: middle;
  }
  .card {
    position: absolute;
    left: 0.5rem;
    bottom: 0.5rem;
    z-index: 3;
    width: min(22rem, calc(100% - 4.5rem));
    max-height: min(calc(100% - 1rem), 24rem);
    overflow: auto;
    padding: 0.6rem 0.75rem 0.75rem;
    box-shadow: var(--shadow);
  }
  .card.top {
    bottom: auto;
    top: 0.5rem;
  }
  .card.right {
    left: auto;
    right: 0.5rem;
  }
  .card.right.top {
    right: 3.6rem;
    width: min(22rem, calc(100% - 8rem));
  }
  .card header {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  .card h3 {
    font-size: 1.05rem;
    flex: 1;
  }
  .card .facts {
    font-size: 0.9rem;
    color: var(--ink-2);
    margin: 0.25rem 0 0.4rem;
    line-height: 1.4;
  }
  .card ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.3rem;
  }
  .card li button.unit {
    width: 100%;
    text-align: left;
    justify-content: flex-start;
    min-height: var(--tap);
    padding: 0.2rem 0.6rem;
    white-space: normal;
    line-height: 1.25;
  }
  /* the selected unit is ringed, its text kept dark on paper (the accent fill would put dark text on dark) */
  .card li button.unit[aria-pressed='true'] {
    background: var(--paper-2);
    color: var(--ink);
    border-color: var(--focus);
    box-shadow: inset 0 0 0 2px var(--focus);
  }
  .card .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin-top: 0.5rem;
    align-items: center;
  }
  .card .procs {
    font-size: 0.88rem;
  }
  .card .stack-toggle {
    margin-top: 0.4rem;
  }
  .card .why {
    font-size: 0.88rem;
    color: var(--ink-2);
    margin-top: 0.4rem;
  }
  .card .move {
    margin-top: 0.45rem;
    font-weight: 600;
  }
  .card .move.bad {
    color: var(--danger);
  }
  .banner {
    position: absolute;
    left: 50%;
    transform: translateX(-50%);
    bottom: 0.5rem;
    z-index: 2;
    font-size: 0.82rem;
    background: var(--paper);
    border: 1px solid var(--line);
    border-radius: 999px;
    padding: 0.2rem 0.7rem;
    color: var(--ink-2);
    white-space: nowrap;
    max-width: calc(100% - 1rem);
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .curtain {
    position: absolute;
    inset: 0;
    z-index: 5;
    display: grid;
    place-items: center;
    text-align: center;
    padding: 1.5rem;
    background: var(--paper-2);
    border-radius: var(--radius);
  }
  .curtain h3 {
    font-size: 1.3rem;
    margin-bottom: 0.5rem;
  }
  .curtain p {
    margin-bottom: 1rem;
    color: var(--ink-2);
  }
  .problem {
    color: var(--danger);
    font-size: 0.9rem;
    margin: 0.3rem 0;
  }
  umpire-bb-map-editor {
    display: block;
    margin-bottom: 0.4rem;
  }
`;
