import { css } from 'lit';

/**
 * The small capital label at the start of a one-line strip over the board ("Just now", "Due now"): declarations
 * only, for the strip's own heading selector.
 */
export const stripLabel = css`
  font-size: 0.72rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: var(--ink-2);
  white-space: nowrap;
`;
