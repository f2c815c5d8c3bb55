import { css } from 'lit';

/**
 * A line a finger can tap that shows it can be, such as a disclosure's summary: declarations only, to put under
 * the element's own selector (`summary { ${tapRow} }`) beside its own type and colour.
 */
export const tapRow = css`
  min-height: var(--tap);
  display: flex;
  align-items: center;
  cursor: pointer;
`;
