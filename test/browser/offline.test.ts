import { describe, expect, it } from 'vitest';
import { openProcedure, startSession, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

describe('offline after the first visit', () => {
  it('reloads and resolves a procedure with the network gone', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    // The service worker has installed and precached everything.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await startSession(page, 'Crowbar!');
    await openProcedure(page, 'J-Projector launch');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: /J-Projector launch/ }).waitFor();
    // The network is really gone: a request the service worker does not answer fails (navigator.onLine does not
    // follow the emulated network in every Chromium).
    expect(
      await page.evaluate(() =>
        fetch(`/not-cached-${Date.now()}.json`).then(
          () => 'reached',
          () => 'no network',
        ),
      ),
    ).toBe('no network');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.getByRole('radio', { name: 'Enter dice' }).click();
    await page.getByRole('button', { name: 'Add 4 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Add 5 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    await page.locator('umpire-result-card .summary').getByText('Shaky Hold', { exact: true }).waitFor();

    // Another system's code, never opened online, also comes from the cache.
    await page.goto(base);
    await startSession(page, 'Bloody Beach: Omaha');
    await openProcedure(page, 'Efficiency Check');
    expect(errors).toEqual([]);
    await context.close();
  });
});
