import { css } from 'lit';

/** The rows of Brécourt's figure forms (adding a figure, correcting one): a label word, then its field. */
export const fieldRowStyles = css`
  .field {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  .field > span {
    font-size: 0.92rem;
  }
`;
