import { html, css, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../base.ts';
import { shared } from '../styles.ts';
import { dialogStyles } from '../dialog-styles.ts';
import { icons } from '../icons.ts';
import { store } from '../store.ts';
import { stateHash, type SessionMeta } from '../../engine/index.ts';
import { nameThisDevice } from '../../sync/device.ts';
import { showRoomCode } from '../../sync/room-code.ts';
import { seatsFor, seatOf, type SeatId } from '../../sync/seats.ts';
import type { SessionSharing, SharingStatus } from '../../sync/session-sync.ts';
import type { Presence } from '../../sync/connection.ts';
import { serverAddresses, startSharing } from './sharing.ts';
import { statusWords } from './status-words.ts';
import './qr-code.ts';
import { errorMessage } from '../../engine/index.ts';

/** "3F2A 91C0": the first eight hex digits of the state's digest, for people to compare across devices. */
function fingerprint(hash: string): string {
  return `${hash.slice(0, 4)} ${hash.slice(4, 8)}`.toUpperCase();
}

/**
 * "Share this session": where other devices join (a QR code of the link and the short room code), who is in
 * which seat, the host role handed to another device, and a fingerprint of the state that every device in the
 * room shows alike when their copies agree. Before the session is shared: the seat of this device, and a word
 * when the app was not opened from `umpire serve` (sharing needs it).
 */
@customElement('umpire-share-panel')
export class SharePanel extends UmpireElement {
  static override styles = [
    shared,
    dialogStyles,
    css`
      dialog {
        padding: 1.1rem 1.25rem;
        width: min(34rem, calc(100vw - 1.5rem));
        max-height: calc(100dvh - 1.5rem);
        overflow: auto;
      }
      header {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        margin-bottom: 0.75rem;
      }
      header h2 {
        flex: 1;
        font-size: 1.25rem;
      }
      p {
        line-height: 1.45;
        margin-bottom: 0.75rem;
      }
      .join {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 1rem;
        align-items: center;
        margin-bottom: 1rem;
      }
      .code {
        font-size: 2.2rem;
        font-weight: 800;
        letter-spacing: 0.12em;
        font-variant-numeric: tabular-nums;
      }
      .link {
        font-size: 0.85rem;
        word-break: break-all;
        color: var(--ink-2);
      }
      h3 {
        font-size: 0.85rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--ink-2);
        margin: 1rem 0 0.45rem;
      }
      ul {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 0.4rem;
      }
      li {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        flex-wrap: wrap;
        padding: 0.4rem 0.6rem;
        border: 1px solid var(--line);
        border-radius: var(--radius);
      }
      li .who {
        flex: 1;
        min-width: 8rem;
      }
      .seats {
        display: grid;
        gap: 0.5rem;
      }
      .seat {
        text-align: left;
        justify-content: flex-start;
        white-space: normal;
        padding: 0.55rem 0.9rem;
        line-height: 1.3;
      }
      .seat small {
        display: block;
        font-weight: 400;
        color: var(--ink-2);
      }
      .fp {
        font-family: ui-monospace, monospace;
        font-size: 1.1rem;
        font-weight: 700;
      }
      .name {
        display: flex;
        gap: 0.5rem;
        align-items: end;
        flex-wrap: wrap;
      }
      .name label {
        display: grid;
        gap: 0.25rem;
        flex: 1;
        min-width: 10rem;
        font-weight: 600;
      }
      input {
        min-height: var(--tap);
        padding: 0 0.6rem;
        border: 1px solid var(--control-line);
        border-radius: var(--radius);
        background: var(--paper);
      }
      .status {
        padding: 0.55rem 0.75rem;
        border-radius: var(--radius);
        background: var(--paper-2);
        margin-bottom: 0.75rem;
      }
      @media (max-width: 560px) {
        .join {
          grid-template-columns: 1fr;
          justify-items: center;
          text-align: center;
        }
      }
    `,
  ];

  @property({ attribute: false }) meta?: SessionMeta;
  @property({ attribute: false }) sharing?: SessionSharing;
  /** Called once this panel has started sharing the session. */
  @property({ attribute: false }) onShared?: (s: SessionSharing) => void;
  @state() private status?: SharingStatus;
  @state() private addresses?: readonly string[];
  @state() private error = '';
  @state() private busy = false;
  @state() private print = '';
  @query('dialog') private dialog!: HTMLDialogElement;
  private unwatch?: () => void;

  override connectedCallback(): void {
    super.connectedCallback();
    void serverAddresses().then((a) => {
      if (Array.isArray(a)) this.addresses = a;
      else this.error = (a as { error: string }).error;
    });
    this.watch();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unwatch?.();
  }

  override firstUpdated(): void {
    this.dialog.showModal();
  }

  private watch(): void {
    this.unwatch?.();
    const s = this.sharing;
    if (!s) return;
    const update = (): void => {
      this.status = s.status();
      void this.refreshPrint();
    };
    this.unwatch = s.onChange(update);
    update();
  }

  /** The state's fingerprint as this device holds it now. */
  private async refreshPrint(): Promise<void> {
    const id = this.meta?.id;
    if (!id) return;
    try {
      this.print = fingerprint(stateHash((await store.open(id)).state));
    } catch {
      this.print = '';
    }
  }

  private close(): void {
    this.dialog.close();
    this.remove();
  }

  private async share(seat: SeatId): Promise<void> {
    const m = this.meta;
    if (!m || this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      this.sharing = await startSharing(m.id, seat);
      this.watch();
      this.onShared?.(this.sharing);
      announce(`Shared: other devices join with the code ${showRoomCode(this.sharing.room)}.`);
    } catch (e) {
      this.error = errorMessage(e);
    } finally {
      this.busy = false;
    }
  }

  private async handOver(to: Presence): Promise<void> {
    if (!this.sharing || this.busy) return;
    this.busy = true;
    try {
      await this.sharing.handOver(to);
      announce(`${to.name} is the host now; this device follows it.`);
    } catch (e) {
      this.error = errorMessage(e);
    } finally {
      this.busy = false;
    }
  }

  private rename(e: Event): void {
    e.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('#device-name');
    if (input) nameThisDevice(input.value);
    announce("This device's name is saved; the others see it when it next joins.");
  }

  override render() {
    const m = this.meta;
    return html`<dialog aria-labelledby="share-h" @cancel=${() => this.close()}>
      <header>
        <h2 id="share-h">${this.sharing ? 'Shared session' : 'Share this session'}</h2>
        <button class="btn ghost icon" aria-label="Close" @click=${() => this.close()}>${icons.close}</button>
      </header>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${m && this.sharing && this.status ? this.renderShared(m, this.sharing, this.status) : m && this.addresses ? this.renderStart(m) : nothing}
    </dialog>`;
  }

  private renderStart(m: SessionMeta) {
    return html`<p>
        Other devices on this network follow this session live and send their moves and rolls to this device, which
        keeps the log. Which seat is this device?
      </p>
      <div class="seats" role="group" aria-label="This device's seat">
        ${seatsFor(m.system, m.settings).map((s) => html`<button class="btn seat" ?disabled=${this.busy} @click=${() => this.share(s.id)}>${s.label}<small>${s.does}</small></button>`)}
      </div>
      <p class="muted" style="margin-top:.75rem">
        Every device in the room holds the whole log, secrets included, as at a table passing one tablet round: each
        seat's screen shows only its side.
      </p>`;
  }

  private renderShared(m: SessionMeta, sharing: SessionSharing, s: SharingStatus) {
    const base = this.addresses?.[0] ?? `${location.origin}/`;
    const link = `${base}#/join/${s.room}`;
    const words = statusWords(s);
    const host = s.role === 'host';
    return html` <p class="status" role="status">${words.long}</p>
      <div class="join">
        <umpire-qr .text=${link} label=${`QR code of the link to join: ${link}`}></umpire-qr>
        <div>
          <div class="muted">Room code</div>
          <div class="code" aria-label=${`Room code ${[...showRoomCode(s.room)].join(' ')}`}>
            ${showRoomCode(s.room)}
          </div>
          <div class="link">${link}</div>
        </div>
      </div>
      <h3>At the table</h3>
      <ul>
        ${s.devices.map((d) => this.renderDevice(m, d, d.device === sharing.device.id, host))}
      </ul>
      <h3>Check</h3>
      <p>
        This device holds ${s.head} event${s.head === 1 ? '' : 's'}. State
        <span class="fp" aria-label=${`state fingerprint ${this.print}`}>${this.print}</span>: every device that is up
        to date shows the same.
      </p>
      <form class="name" @submit=${this.rename}>
        <label
          >This device's name<input id="device-name" .value=${sharing.device.name} maxlength="40" autocomplete="off"
        /></label>
        <button class="btn" type="submit">Save name</button>
      </form>`;
  }

  private renderDevice(m: SessionMeta, d: Presence, mine: boolean, host: boolean) {
    const seat = seatOf(m.system, m.settings, d.seat)?.label ?? d.seat;
    return html`<li>
      <span class="who"
        ><b>${d.name}</b>${mine ? ' (this device)' : ''} · ${seat}${d.role === 'host' ? ' · host' : ''}</span
      >
      ${host && !mine ? html`<button class="btn" ?disabled=${this.busy} @click=${() => this.handOver(d)} aria-label=${`Make host: ${d.name}`}>Make host</button>` : nothing}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-share-panel': SharePanel;
  }
}
