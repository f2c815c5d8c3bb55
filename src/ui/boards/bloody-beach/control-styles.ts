import { css } from 'lit';

/**
 * The board's compact controls, shared by the map's toolbar and the map editor: a segmented choice (`.seg`, a
 * radio group of buttons, the chosen one in the accent colour), small buttons, and toggles pressed in.
 * Each sets the segments' padding and type itself.
 */
export const controlStyles = css`
  .seg {
    display: inline-flex;
    border: 1px solid var(--line);
    border-radius: var(--radius);
    overflow: hidden;
  }
  .seg button {
    min-height: var(--tap);
    border: 0;
    background: var(--paper);
    border-right: 1px solid var(--line);
  }
  .seg button:last-child {
    border-right: 0;
  }
  .seg button[aria-checked='true'] {
    background: var(--accent);
    color: var(--accent-ink);
    font-weight: 700;
  }
  .btn.small {
    padding: 0 0.65rem;
    font-size: 0.92rem;
  }
  .btn[aria-pressed='true'] {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
  }
`;
