import { css } from 'lit';
import { segStyles } from '../../controls/seg-styles.ts';

/**
 * The board's compact controls, shared by the map's toolbar and the map editor: segmented choices on one line
 * (the app's `.seg`), small buttons, and toggles pressed in. Each sets the segments' padding and type itself.
 */
export const controlStyles = [
  segStyles,
  css`
    .seg {
      flex-wrap: nowrap;
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
  `,
];
