import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openProcedure, startSession, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

/** Collects every Content-Security-Policy violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.slice());
}

describe('the built app under its Content-Security-Policy', () => {
  it('runs every system, a roll, the tables and the settings with no violation, while an injected inline script is refused', async () => {
    const { context, page, errors } = await newPage();
    const violations = await watchViolations(page);
    await page.goto(base);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-eval');

    for (const system of ['Brécourt Manor', 'Bloody Omaha', 'D-Day at Omaha Beach', 'Bloody Beach: Omaha']) {
      await page.goto(base);
      await startSession(page, system);
      await page.locator('umpire-session-view .who h1').waitFor();
    }
    await page.goto(base);
    await startSession(page, 'Crowbar!');
    await openProcedure(page, 'J-Projector launch');
    await page.getByRole('button', { name: /^Roll/ }).first().click();
    await page.locator('umpire-result-card .summary').waitFor();
    await page.goto(`${base}#/tables/crowbar`);
    await page.getByRole('heading', { name: 'Tables: Crowbar!' }).waitFor();
    await page.goto(`${base}#/settings`);
    await page.waitForTimeout(200);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);

    // The policy is in force: an injected inline script is refused, and reported. (Eval cannot be tried from
    // here, as the test's own evaluate runs outside the page's policy; the policy grants no 'unsafe-eval'.)
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.body.append(s);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
    await context.close();
  });
});
