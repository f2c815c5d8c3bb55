/**
 * A Lit reactive controller over a Dexie live query: subscribes while its host is connected, re-renders the
 * host on every change (in this tab or another), and unsubscribes when the host leaves the page.
 *
 *   private sessions = new LiveQueryController(this, () => store.list());
 *   render() { return this.sessions.value?.map(...) }
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { liveQuery, type Subscription } from 'dexie';

export class LiveQueryController<T> implements ReactiveController {
  /** The latest result (undefined until the first one arrives). */
  value: T | undefined = undefined;
  /** The latest error, cleared by the next result. */
  error: unknown = undefined;
  /** True once a first result or error has arrived. */
  settled = false;
  private subscription: Subscription | undefined;
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private query: () => T | Promise<T>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.subscribe();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  /** Replaces the query (e.g. when the session shown changes) and resubscribes. */
  setQuery(query: () => T | Promise<T>): void {
    this.query = query;
    if (this.connected) this.subscribe();
  }

  private subscribe(): void {
    this.subscription?.unsubscribe();
    this.subscription = liveQuery(this.query).subscribe({
      next: (value) => {
        this.value = value;
        this.error = undefined;
        this.settled = true;
        this.host.requestUpdate();
      },
      error: (error: unknown) => {
        this.error = error;
        this.settled = true;
        this.host.requestUpdate();
      },
    });
  }
}
