/**
 * The session screen's one hook into sharing. Tiny on purpose: it reads this device's list of shared
 * sessions and loads the sharing code (Yjs and the rest) only for a session that is shared or joined, or when
 * "Share this session" is chosen, so a single-device session never loads it.
 */
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { EventRequest, SessionMeta } from '../../engine/index.ts';
import type { AppendResult } from '../../storage/index.ts';
import { sharedRecord } from '../../sync/registry.ts';
import { store } from '../store.ts';
import type { SharedSessionUi } from './shared-ui.ts';

export class SharingHook implements ReactiveController {
  private ui?: SharedSessionUi;
  private loading?: Promise<SharedSessionUi | undefined>;
  private following = '';

  constructor(private readonly host: ReactiveControllerHost & { readonly sessionId: string }) {
    host.addController(this);
  }

  /** The shared session's side of the screen, once loaded (undefined for a session of this device alone). */
  get shared(): SharedSessionUi | undefined {
    return this.ui;
  }

  hostUpdate(): void {
    const id = this.host.sessionId;
    if (id === this.following) return;
    this.drop();
    this.following = id;
    if (id && sharedRecord(id)) void this.load(id);
  }

  hostDisconnected(): void {
    this.drop();
  }

  /**
   * Writes a request: through the room for a shared session (once its code has loaded: never to this device's
   * own copy of a log another device writes), else to this device's store.
   */
  async append(id: string, request: EventRequest, seenSeq?: number): Promise<AppendResult> {
    const ui = this.ui ?? (await this.loading);
    if (ui) return ui.append(id, request, seenSeq);
    if (this.loading)
      throw new Error(
        'The room of this shared session could not be opened, so nothing was done: check the network and reload.',
      );
    return store.append(id, request, seenSeq);
  }

  /** The status chip for the top bar (nothing when the session is not shared). */
  chip(): TemplateResult | typeof nothing {
    return this.ui?.chip() ?? nothing;
  }

  /** "Share this session": the sharing panel, which starts sharing or shows the room. */
  async openPanel(meta: SessionMeta): Promise<void> {
    const m = await import('./shared-session.ts');
    m.openSharePanel(meta, () => void this.load(meta.id));
  }

  private async load(id: string): Promise<void> {
    const loading = import('./shared-session.ts').then((m) => m.attachSharing(id, () => this.host.requestUpdate()));
    this.loading = loading;
    const ui = await loading;
    if (this.following !== id) return ui?.close();
    this.ui?.close();
    this.ui = ui;
    this.host.requestUpdate();
  }

  private drop(): void {
    this.ui?.close();
    this.ui = undefined;
    this.loading = undefined;
    this.following = '';
  }
}
