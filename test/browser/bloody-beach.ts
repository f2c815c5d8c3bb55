import type { Locator, Page } from 'playwright-core';
import { newSession, type SessionExport } from '../../src/engine/index.ts';
import { rulesOf } from '../../src/systems/catalog.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { sessionExportOf } from './session-files.ts';

/** The new-session choice for Umpire's random set-up of the pillboxes and nests (tests that do not place them). */
export const RANDOM_SETUP = { 'Pillboxes and resistance nests': 'Umpire sets them up at random' } as const;

/** Shows the display the Bloody Beach board asks for behind its hand-over screen, as the player taking the tablet. */
export async function takeTablet(board: Locator): Promise<void> {
  const curtain = board.getByRole('dialog');
  if ((await curtain.count()) > 0)
    await curtain.getByRole('button', { name: /^Show the (US|German) display$/ }).click();
}

/**
 * A Bloody Beach game not yet begun, from a fixed seed, saved as the app exports it: Umpire sets up the pillboxes
 * and nests at random, so the seed fixes where they stand and how the first wave lands.
 */
export async function fixedSeedGame(seed: string): Promise<SessionExport> {
  const rules = rulesOf(await loadSystem('bloody-beach'));
  const { meta, state } = newSession(
    {
      id: `game-${seed}`,
      system: 'bloody-beach',
      name: 'Omaha from a fixed seed',
      seed,
      rulesVersion: '1',
      settings: { germanDeployment: 'umpire' },
      now: new Date(Date.UTC(2026, 5, 6, 6, 30)),
    },
    rules,
  );
  return sessionExportOf(meta, [], state);
}

/** Imports a session file on the home screen and resumes it, as a player would. */
export async function importAndResume(page: Page, base: string, file: SessionExport): Promise<void> {
  await page.goto(base);
  await page.locator('umpire-home input[type="file"]').setInputFiles({
    name: `${file.meta.id}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await page.getByRole('link', { name: `Resume ${file.meta.name}` }).click();
  await page.locator('umpire-board-bloody-beach .stage canvas').waitFor();
}
