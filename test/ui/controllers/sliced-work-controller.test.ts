import { describe, expect, it } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SlicedWorkController } from '../../../src/ui/controllers/sliced-work-controller.ts';

/** A host that counts the renders asked of it, and resolves a promise at each. */
class Host implements ReactiveControllerHost {
  updates = 0;
  private waiting: (() => void)[] = [];
  addController(_c: ReactiveController): void {}
  removeController(): void {}
  requestUpdate(): void {
    this.updates++;
    for (const w of this.waiting.splice(0)) w();
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
  nextUpdate(): Promise<void> {
    return new Promise((r) => this.waiting.push(r));
  }
}

/** Work of `n` steps that pause, each taking about `ms` milliseconds; its result is `n`. */
function* steps(n: number, ms: number, done: string[] = [], name = ''): Generator<void, number> {
  for (let i = 0; i < n; i++) {
    const end = performance.now() + ms;
    while (performance.now() < end);
    yield;
  }
  done.push(name);
  return n;
}

describe('SlicedWorkController', () => {
  it('gives a quick result at once, and a long one a slice at a time, rendering its host when it is ready', async () => {
    const host = new Host();
    const work = new SlicedWorkController<number>(host, 5);
    const keys = [{}];
    expect(work.get([{}], () => steps(3, 0))).toBe(3);
    // 40 steps of 1 ms do not fit in one slice of 5 ms: nothing yet, the page is free
    const started = performance.now();
    expect(work.get(keys, () => steps(40, 1))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(30);
    expect(work.get(keys, () => steps(1, 0))).toBeUndefined();
    await host.nextUpdate();
    expect(work.get(keys, () => steps(1, 0))).toBe(40);
    expect(host.updates).toBe(1);
  });

  it('drops the work under way when asked for other keys', async () => {
    const host = new Host();
    const work = new SlicedWorkController<number>(host, 2);
    const done: string[] = [];
    expect(work.get(['old'], () => steps(20, 1, done, 'old'))).toBeUndefined();
    expect(work.get(['new'], () => steps(30, 1, done, 'new'))).toBeUndefined();
    await host.nextUpdate();
    expect(work.get(['new'], () => steps(1, 0))).toBe(30);
    expect(done).toEqual(['new']);
    expect(host.updates).toBe(1);
  });
});
