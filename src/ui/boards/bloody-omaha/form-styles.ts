import { css } from 'lit';
import { fieldLook } from '../../field-look.ts';

/** The small forms for choices listed only by example (stack splits, attack squares, EP payment, advances). */
export const formStyles = css`
  fieldset {
    border: 1px solid var(--line);
    border-radius: var(--radius);
    padding: 0.4rem 0.7rem 0.7rem;
    margin: 0.5rem 0 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0.35rem 0;
  }
  .line > .who {
    min-width: 6.5rem;
    font-weight: 600;
  }
  label.check {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    min-height: var(--tap);
    padding: 0 0.4rem;
    border-radius: 8px;
  }
  label.check input {
    width: 22px;
    height: 22px;
    accent-color: var(--accent);
  }
  select {
    ${fieldLook}
  }
  .why {
    color: var(--danger);
    font-size: 0.92rem;
    margin: 0.35rem 0;
  }
  .ok {
    color: var(--ok);
    font-size: 0.92rem;
    margin: 0.35rem 0;
  }
  .muted {
    font-size: 0.9rem;
  }
`;
