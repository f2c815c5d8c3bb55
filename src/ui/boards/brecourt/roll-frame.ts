import { css } from 'lit';

/** The frame of the cards beside the roster that set up a roll and then hold it until it is applied. */
export const rollFrameStyles = css`
  :host {
    display: block;
  }
  section {
    border: 2px solid var(--accent);
    border-radius: var(--radius);
    background: var(--paper);
    padding: 0.6rem 0.7rem;
    display: grid;
    gap: 0.5rem;
  }
`;

/** The small capitals over a roll the frame holds ("Rolled", "Rolled, waiting to be applied"). */
export const rollCaption = css`
  h3 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--ink-2);
    margin: 0;
  }
`;
