import { css } from 'lit';

/**
 * A screen of the app outside a session (settings, tables, joining): a centred column, each screen setting its
 * width, under a header row of the back button and the title.
 */
export const pageStyles = css`
  :host {
    display: block;
    margin: 0 auto;
    padding: 1rem 1.25rem 3rem;
  }
  header {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 1rem;
  }
`;
