import { css } from 'lit';

/** The app's modal <dialog>: a paper card over a dimmed screen. Each dialog sets its own padding and size. */
export const dialogStyles = css`
  dialog {
    border: 1px solid var(--line);
    border-radius: 14px;
    background: var(--paper);
    color: var(--ink);
    box-shadow: 0 10px 40px rgba(0, 0, 0, 0.35);
  }
  dialog::backdrop {
    background: rgba(15, 20, 18, 0.45);
  }
`;
