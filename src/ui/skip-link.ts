import { css } from 'lit';

/** A screen's skip link (`.skip`): out of sight above the top until the keyboard reaches it, then in the corner. */
export const skipLinkStyles = css`
  .skip {
    position: absolute;
    left: 0.5rem;
    top: 0.5rem;
    z-index: 60;
    transform: translateY(-200%);
  }
  .skip:focus {
    transform: none;
  }
`;
