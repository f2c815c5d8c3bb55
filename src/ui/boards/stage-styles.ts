import { css } from 'lit';

/**
 * The framed stage a board's map is drawn in: it takes the keyboard (with a focus ring), and d3-zoom owns its
 * drags and pinches, so the page neither scrolls nor selects text under a finger. Each board sets the stage's
 * place, size and background; an `svg.map` in it covers it whole.
 */
export const stageStyles = css`
  .stage {
    border: 1px solid var(--line);
    border-radius: var(--radius);
    overflow: hidden;
    touch-action: none;
    outline: none;
    user-select: none;
    -webkit-user-select: none;
    cursor: grab;
  }
  .stage:focus-visible {
    box-shadow: 0 0 0 3px var(--focus);
  }
  svg.map {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    display: block;
  }
`;
