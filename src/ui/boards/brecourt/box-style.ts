import { css, unsafeCSS, type CSSResult } from 'lit';

/** The framed box of the board's top row (the clock, the awareness switch, the score), for `selector`. */
export function boxStyle(selector: string, gap: string): CSSResult {
  return css`
    ${unsafeCSS(selector)} {
      border: 1px solid var(--line);
      border-radius: var(--radius);
      background: var(--paper);
      padding: 0.25rem 0.6rem;
      display: flex;
      align-items: center;
      gap: ${unsafeCSS(gap)};
      min-height: var(--tap);
    }
  `;
}
