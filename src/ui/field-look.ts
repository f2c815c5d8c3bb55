import { css } from 'lit';

/**
 * How a text field or a drop-down list looks in a form: declarations only, to put under the element's own
 * selector (`select { ${fieldLook} }`), as each form picks its fields differently.
 */
export const fieldLook = css`
  min-height: var(--tap);
  border: 1px solid var(--control-line);
  border-radius: var(--radius);
  background: var(--paper);
  padding: 0 0.5rem;
  font-size: 1rem;
`;
