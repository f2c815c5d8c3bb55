import { css, html, type TemplateResult } from 'lit';

/** One step of a sequence of play, and whether the game stands at it. */
export interface PillStep {
  readonly label: string;
  readonly current: boolean;
}

/** The sequence of play as a row of pills, the current step filled in the accent colour. */
export const stepPillStyles = css`
  ol.step-pills {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  ol.step-pills li {
    padding: 0.3rem 0.6rem;
    border-radius: 999px;
    border: 1px solid var(--line);
    font-size: 0.85rem;
    color: var(--ink-2);
  }
  ol.step-pills li[aria-current='step'] {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
    font-weight: 700;
  }
`;

/** The pills (with `stepPillStyles` in the element's styles); `cls` names the list for the element's own rules. */
export function stepPills(steps: readonly PillStep[], cls: string): TemplateResult {
  return html`<ol class=${`step-pills ${cls}`} aria-label="Sequence of play">
    ${steps.map((st) => html`<li aria-current=${st.current ? 'step' : 'false'}>${st.label}</li>`)}
  </ol>`;
}
