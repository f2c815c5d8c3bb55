import { describe, expect, it } from 'vitest';
import { sharedLead } from '../../../src/ui/boards/crowbar/due-bar.ts';

describe('the words the due line says once before its buttons', () => {
  it('are the whole words every label starts with, leaving each button a word or more', () => {
    expect(
      sharedLead([
        'Roll the Invasion Approach for Easy Company',
        'Roll the Invasion Approach for Dog Company',
        'Roll the Invasion Approach for Fox Company',
      ]),
    ).toBe('Roll the Invasion Approach for');
    expect(sharedLead(['Close Combat without bonuses', 'Close Combat with the Commander'])).toBe('Close Combat');
    expect(sharedLead(['Climb the cliff to Cliff Top 5 (1 Advance)', 'Save 2 Advances for the next die'])).toBe('');
    expect(sharedLead(['Hold fire'])).toBe('');
    // A label that is all lead would leave its button empty.
    expect(sharedLead(['Decline', 'Decline and draw'])).toBe('');
    expect(sharedLead(['Activate Easy', 'Activate Easygoing'])).toBe('Activate');
  });
});
