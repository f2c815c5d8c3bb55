import { css, html, type TemplateResult } from 'lit';
import type { Badge } from './roster-model.ts';

/** A figure's state word (wounded, stunned, pinned...) in its tone's colour, framed in that colour. */
export const figureBadgeStyles = css`
  .b {
    font-size: 0.8rem;
    font-weight: 650;
    padding: 0 0.4rem;
    border-radius: 4px;
    border: 1px solid currentColor;
  }
  .b.dead,
  .b.muted {
    color: var(--ink-2);
  }
  .b.bad {
    color: var(--danger);
  }
  .b.warn {
    color: var(--warn);
  }
  .b.info {
    color: var(--accent);
  }
`;

export function figureBadge(b: Badge): TemplateResult {
  return html`<span class=${`b ${b.tone}`}>${b.text}</span>`;
}
