import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { View } from '../../src/ui/boards/viewport.ts';

/**
 * The zoom-and-pan controller outside a browser: a stage that only records what d3-zoom asks of an element,
 * and the few globals d3-zoom and the controller touch (Node has no DOM).
 */
class Stage {
  readonly style = { setProperty: (): void => undefined, removeProperty: (): void => undefined };
  readonly clientWidth = 800;
  readonly clientHeight = 600;
  addEventListener(): void {}
  removeEventListener(): void {}
  getBoundingClientRect(): { width: number; height: number } {
    return { width: this.clientWidth, height: this.clientHeight };
  }
}

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v);
  }
  clear(): void {
    this.items.clear();
  }
}

const host: ReactiveControllerHost = {
  addController: (_: ReactiveController) => undefined,
  removeController: () => undefined,
  requestUpdate: () => undefined,
  updateComplete: Promise.resolve(true),
};

const storage = new MemoryStorage();
const globals = globalThis as Record<string, unknown>;
const stubbed = ['localStorage', 'ResizeObserver', 'SVGElement', 'navigator'].filter((k) => !(k in globals));

beforeAll(() => {
  globals.localStorage = storage;
  globals.ResizeObserver ??= class {
    observe(): void {}
    disconnect(): void {}
  };
  globals.SVGElement ??= class {};
  globals.navigator ??= { maxTouchPoints: 0 };
});
afterAll(() => {
  for (const k of stubbed) delete globals[k];
});
beforeEach(() => storage.clear());

const START: View = { k: 1, x: 10, y: 20 };

async function mounted(sessionId?: string, constrain?: (v: View, width: number, height: number) => View) {
  const { ZoomPanController } = await import('../../src/ui/controllers/zoom-pan-controller.ts');
  const stage = new Stage();
  const zoom = new ZoomPanController(host, {
    stage: () => stage as unknown as HTMLElement,
    mapRect: () => ({ x: 0, y: 0, width: 1000, height: 1000 }),
    limits: () => [0.5, 3],
    start: () => START,
    ...(sessionId !== undefined ? { sessionId: () => sessionId } : {}),
    ...(constrain ? { constrain } : {}),
  });
  zoom.hostUpdated();
  return zoom;
}

describe('ZoomPanController keeps a session view on the device', () => {
  it('shows the start view the first time, then keeps every change for the session', async () => {
    const zoom = await mounted('s1');
    expect(zoom.view).toEqual(START);
    zoom.setView({ k: 2, x: -150, y: 40 });
    expect(JSON.parse(storage.getItem('umpire.view.s1') ?? 'null')).toEqual({ k: 2, x: -150, y: 40 });
  });

  it('after a reload comes back to the view kept for that session, and only that one', async () => {
    (await mounted('s1')).setView({ k: 2, x: -150, y: 40 });
    expect((await mounted('s1')).view).toEqual({ k: 2, x: -150, y: 40 });
    expect((await mounted('s2')).view).toEqual(START);
  });

  it('keeps a kept view within the zoom limits of the stage now', async () => {
    storage.setItem('umpire.view.s1', JSON.stringify({ k: 9, x: 0, y: 0 }));
    expect((await mounted('s1')).view.k).toBe(3);
  });

  it('a forced refit shows the start view again', async () => {
    const zoom = await mounted('s1');
    zoom.setView({ k: 2, x: -150, y: 40 });
    zoom.resize(true);
    expect(zoom.view).toEqual(START);
  });

  it('without a session keeps nothing', async () => {
    const zoom = await mounted();
    zoom.setView({ k: 2, x: 0, y: 0 });
    expect((await mounted()).view).toEqual(START);
  });
});

describe('ZoomPanController with bounds of its own', () => {
  it('moves every view it is given back within them, for a stage of its size', async () => {
    const seen: [number, number][] = [];
    const zoom = await mounted(undefined, (v, width, height) => {
      seen.push([width, height]);
      return { ...v, x: Math.min(v.x, 0) };
    });
    expect(zoom.view).toEqual({ ...START, x: 0 });
    zoom.setView({ k: 2, x: 300, y: 40 });
    expect(zoom.view).toEqual({ k: 2, x: 0, y: 40 });
    zoom.setView({ k: 2, x: -300, y: 40 });
    expect(zoom.view).toEqual({ k: 2, x: -300, y: 40 });
    expect(seen).toContainEqual([800, 600]);
  });
});
