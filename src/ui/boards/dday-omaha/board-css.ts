import { css, unsafeCSS } from 'lit';
import { MARK_CSS } from './marks.ts';

/** The D-Day at Omaha Beach board's own look: pressable toggles, compact rows, the side marks. */
export const boardCss = [
  unsafeCSS(MARK_CSS),
  css`
    .tog {
      min-height: var(--tap); min-width: var(--tap); padding: 0 .65rem; border-radius: var(--radius); border: 1px solid var(--control-line);
      background: var(--paper); display: inline-flex; align-items: center; gap: .4rem; font-size: .95rem; line-height: 1.15;
    }
    .tog:hover { background: var(--paper-2); }
    .tog .tick { width: 1.05rem; height: 1.05rem; border: 2px solid currentColor; border-radius: 4px; display: grid; place-items: center; flex: none; }
    .tog .tick svg { width: .85rem; height: .85rem; visibility: hidden; }
    .tog[aria-pressed='true'], .tog[aria-checked='true'] { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); font-weight: 600; }
    .tog[aria-pressed='true'] .tick svg, .tog[aria-checked='true'] .tick svg { visibility: visible; }
    .tog:disabled { opacity: .5; cursor: not-allowed; }
    .row { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
    .seg { display: inline-flex; flex-wrap: wrap; border: 1px solid var(--control-line); border-radius: var(--radius); overflow: hidden; background: var(--paper); }
    .seg button { min-height: var(--tap); min-width: var(--tap); padding: 0 .6rem; border: 0; border-right: 1px solid var(--control-line); background: transparent; font-size: .95rem; }
    .seg button:last-child { border-right: 0; }
    .seg button[aria-checked='true'] { background: var(--accent); color: var(--accent-ink); font-weight: 700; }
    .seg button:disabled { opacity: .5; cursor: not-allowed; }
    .seg button:focus-visible { outline-offset: -3px; }
    umpire-stepper[inert] { opacity: .5; }
    .lbl { font-size: .8rem; color: var(--ink-2); text-transform: uppercase; letter-spacing: .04em; }
    .field { display: grid; gap: .2rem; }
    .swatch { display: inline-block; width: .95rem; height: .95rem; border-radius: 50%; border: 1.5px solid var(--ink); vertical-align: -2px; }
    .swatch.white { background: #fbfaf5; }
    .swatch.grey { background: #8d918f; }
    .swatch.brown { background: #8a5a32; }
    .pip { display: inline-block; width: .7rem; height: .7rem; border-radius: 50%; border: 1.5px solid var(--us); margin-right: 2px; }
    .pip.on { background: var(--us); }
    .why { font-size: .88rem; color: var(--ink-2); }
    .note { font-size: .9rem; color: var(--ink-2); }
    h3 { font-size: 1.05rem; }
    h4 { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: var(--ink-2); margin: .6rem 0 .3rem; }
    select, input[type='text'] { min-height: var(--tap); border-radius: var(--radius); border: 1px solid var(--control-line); background: var(--paper); padding: 0 .5rem; font-size: 1rem; }
  `,
];

/** The result box under the US attack and barrage forms. */
export const resultCss = css`
  .result { margin-top: .6rem; padding: .5rem .7rem; border-radius: var(--radius); background: var(--paper-2); border: 1px solid var(--line); }
  .result strong { font-size: 1.1rem; display: block; }
`;
