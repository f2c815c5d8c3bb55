import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  /** A selector for each element at fault, through shadow roots. */
  readonly targets: readonly string[];
}

/**
 * A part of the page by a path of selectors, one for each shadow root on the way down (e.g. `['umpire-app',
 * 'umpire-session-view', '.board-el']`).
 */
export type ShadowPath = readonly string[];

/** Where to look: only inside `include` (default: the whole page), leaving out `exclude`. */
export interface AxeScope {
  readonly include?: readonly ShadowPath[];
  readonly exclude?: readonly ShadowPath[];
}

/**
 * Runs axe-core on the page as it is now (shadow roots included) and returns the serious and critical
 * violations. The script is evaluated through the test driver, so the app's content security policy stays as
 * it ships.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (scope) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: object,
            opts: object,
          ): Promise<{ violations: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const paths = (list: readonly (readonly string[])[] | undefined) => (list ?? []).map((p) => ({ fromShadowDom: p }));
    const context = {
      ...(scope.include ? { include: paths(scope.include) } : { include: [document] }),
      exclude: paths(scope.exclude),
    };
    const r = await axe.run(context, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => JSON.stringify(n.target)),
      }));
  }, scope);
}

/** Fails with every serious or critical axe-core violation on the page now, within `scope` (`where` names the screen). */
export async function expectAxeClean(page: Page, where: string, scope: AxeScope = {}): Promise<void> {
  const found = await axeViolations(page, scope);
  if (found.length)
    throw new Error(
      `axe-core (${where}):\n${found.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n    ${v.targets.slice(0, 5).join('\n    ')}`).join('\n')}`,
    );
}
