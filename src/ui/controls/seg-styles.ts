import { css } from 'lit';

/**
 * The look of a segmented choice (`.seg`: a radio group of buttons in one frame, the chosen one in the accent
 * colour), for the `umpire-segmented` control and the boards' own compact ones. Each sets its segments' padding.
 */
export const segStyles = css`
  .seg {
    display: inline-flex;
    flex-wrap: wrap;
    border: 1px solid var(--control-line);
    border-radius: var(--radius);
    overflow: hidden;
    background: var(--paper);
  }
  .seg button {
    min-height: var(--tap);
    min-width: var(--tap);
    border: 0;
    border-right: 1px solid var(--control-line);
    background: transparent;
    font-size: 0.95rem;
  }
  .seg button:last-child {
    border-right: 0;
  }
  .seg button[aria-checked='true'] {
    background: var(--accent);
    color: var(--accent-ink);
    font-weight: 700;
  }
  .seg button:focus-visible {
    outline-offset: -3px;
  }
`;
