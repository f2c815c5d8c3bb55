import { css } from 'lit';

/** Shared look: buttons sized for fingers, focus rings, chips, cards. Colours come from index.html's tokens. */
export const shared = css`
  :host {
    box-sizing: border-box;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  [hidden] {
    display: none !important;
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    line-height: 1.2;
  }
  p {
    margin: 0;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
  }
  :focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  .btn {
    min-height: var(--tap);
    min-width: var(--tap);
    padding: 0 1rem;
    border-radius: var(--radius);
    border: 1px solid var(--control-line);
    background: var(--paper);
    color: var(--ink);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    font-size: 1rem;
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }
  .btn:hover {
    background: var(--paper-2);
  }
  .btn:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .btn.primary {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
  }
  .btn.primary:hover {
    filter: brightness(1.08);
  }
  .btn.danger {
    color: var(--danger);
    border-color: var(--danger);
  }
  .btn.danger.solid {
    background: var(--danger);
    color: var(--paper);
  }
  .btn.ghost {
    border-color: transparent;
    background: transparent;
  }
  .btn.ghost:hover {
    background: var(--paper-2);
  }
  .btn.icon {
    padding: 0;
    width: var(--tap);
  }
  .btn svg,
  .icon-svg {
    width: 1.25em;
    height: 1.25em;
    flex: none;
  }
  .card {
    background: var(--paper);
    border: 1px solid var(--line);
    border-radius: calc(var(--radius) + 2px);
    box-shadow: var(--shadow);
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    padding: 0.25rem 0.6rem;
    border-radius: 999px;
    background: var(--chip);
    border: 1px solid var(--line);
    font-size: 0.9rem;
    line-height: 1.3;
  }
  .chip .src {
    color: var(--ink-2);
    font-size: 0.8rem;
  }
  .muted {
    color: var(--ink-2);
  }
  .badge {
    display: inline-flex;
    align-items: center;
    padding: 0.05rem 0.45rem;
    border-radius: 4px;
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.02em;
    text-transform: uppercase;
    border: 1px solid currentColor;
  }
  .badge.provisional {
    color: var(--warn);
  }
  .badge.changed {
    color: var(--accent);
  }
  .badge.printed {
    color: var(--ink-2);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .error {
    color: var(--danger);
  }
`;
