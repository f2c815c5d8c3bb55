import { css } from 'lit';
import { segStyles } from '../../controls/seg-styles.ts';

/** The D-Day at Omaha Beach board's own look: each part a block, pressable toggles, compact rows. */
export const boardCss = [
  segStyles,
  css`
    :host {
      display: block;
    }
    .tog {
      min-height: var(--tap);
      min-width: var(--tap);
      padding: 0 0.65rem;
      border-radius: var(--radius);
      border: 1px solid var(--control-line);
      background: var(--paper);
      display: inline-flex;
      align-items: center;
      gap: 0.4rem;
      font-size: 0.95rem;
      line-height: 1.15;
    }
    .tog:hover {
      background: var(--paper-2);
    }
    .tog .tick {
      width: 1.05rem;
      height: 1.05rem;
      border: 2px solid currentColor;
      border-radius: 4px;
      display: grid;
      place-items: center;
      flex: none;
    }
    .tog .tick svg {
      width: 0.85rem;
      height: 0.85rem;
      visibility: hidden;
    }
    .tog[aria-pressed='true'],
    .tog[aria-checked='true'] {
      background: var(--accent);
      color: var(--accent-ink);
      border-color: var(--accent);
      font-weight: 600;
    }
    .tog[aria-pressed='true'] .tick svg,
    .tog[aria-checked='true'] .tick svg {
      visibility: visible;
    }
    .tog:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: center;
    }
    .seg button {
      padding: 0 0.6rem;
    }
    .seg button:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    umpire-stepper[inert] {
      opacity: 0.5;
    }
    .lbl {
      font-size: 0.8rem;
      color: var(--ink-2);
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    .field {
      display: grid;
      gap: 0.2rem;
    }
    .swatch {
      display: inline-block;
      width: 0.95rem;
      height: 0.95rem;
      border-radius: 50%;
      border: 1.5px solid var(--ink);
      vertical-align: -2px;
    }
    .swatch.white {
      background: #fbfaf5;
    }
    .swatch.grey {
      background: #8d918f;
    }
    .swatch.brown {
      background: #8a5a32;
    }
    .note {
      font-size: 0.9rem;
      color: var(--ink-2);
    }
    h3 {
      font-size: 1.05rem;
    }
  `,
];
