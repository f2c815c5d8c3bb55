import type { Locator } from 'playwright-core';

/** The new-session choice for Umpire's random set-up of the pillboxes and nests (tests that do not place them). */
export const RANDOM_SETUP = { 'Pillboxes and resistance nests': 'Umpire sets them up at random' } as const;

/** Shows the display the Bloody Beach board asks for behind its hand-over screen, as the player taking the tablet. */
export async function takeTablet(board: Locator): Promise<void> {
  const curtain = board.getByRole('dialog');
  if ((await curtain.count()) > 0)
    await curtain.getByRole('button', { name: /^Show the (US|German) display$/ }).click();
}
