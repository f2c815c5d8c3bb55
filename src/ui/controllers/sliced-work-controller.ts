import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Long work done a slice at a time, so the page never stalls on it: the work is a generator that pauses now and then;
 * it runs in slices of a few milliseconds, the first at once and the rest between frames, and its host re-renders
 * when the result is ready. Asked for other keys, it drops the work under way and starts afresh.
 */
export class SlicedWorkController<T> implements ReactiveController {
  private keys?: readonly unknown[];
  private result?: { readonly value: T };
  /** Bumped to drop the work under way. */
  private run = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly sliceMs = 12,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.run++;
    this.keys = undefined;
  }

  /** The result of the work for these keys (compared one by one, by identity), or undefined while it is worked out. */
  get(keys: readonly unknown[], start: () => Generator<unknown, T>): T | undefined {
    if (this.keys?.length === keys.length && this.keys.every((k, i) => k === keys[i])) return this.result?.value;
    this.keys = keys;
    this.result = undefined;
    return this.slice(start(), ++this.run);
  }

  /**
   * Works for one slice and gives the result when it is done, or leaves the rest to a later task (unless the work is
   * dropped meanwhile), which renders the host at the end.
   */
  private slice(work: Generator<unknown, T>, run: number): T | undefined {
    const end = performance.now() + this.sliceMs;
    for (;;) {
      const step = work.next();
      if (step.done) {
        this.result = { value: step.value };
        return step.value;
      }
      if (performance.now() >= end) break;
    }
    setTimeout(() => {
      if (run === this.run && this.slice(work, run) !== undefined) this.host.requestUpdate();
    }, 0);
    return undefined;
  }
}
