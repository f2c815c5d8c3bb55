import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../base.ts';
import { shared } from '../styles.ts';
import { pageStyles } from '../page-styles.ts';
import { icons } from '../icons.ts';
import { navigate } from '../router.ts';
import { parseRoomCode, showRoomCode } from '../../sync/room-code.ts';
import { seatsFor, type SeatId } from '../../sync/seats.ts';
import type { SessionSharing } from '../../sync/session-sync.ts';
import { keepJoined, openRoom, serverAddresses } from './sharing.ts';
import { statusWords } from './status-words.ts';
import { valueOf } from '../fields.ts';
import { errorMessage } from '../../engine/index.ts';

/**
 * Joining a shared session: the room code (typed, or from the QR code's link), then the seat; the log the host
 * shared is checked and replayed before the session opens.
 */
@customElement('umpire-join-view')
export class JoinView extends UmpireElement {
  static override styles = [
    shared,
    pageStyles,
    css`
      :host {
        max-width: 40rem;
      }
      h1 {
        font-size: 1.5rem;
      }
      p {
        line-height: 1.45;
        margin-bottom: 0.8rem;
      }
      form {
        display: flex;
        gap: 0.5rem;
        align-items: end;
        flex-wrap: wrap;
        margin-bottom: 1rem;
      }
      label {
        display: grid;
        gap: 0.3rem;
        font-weight: 600;
      }
      input {
        min-height: 56px;
        width: 11ch;
        padding: 0 0.6rem;
        font-size: 1.8rem;
        font-weight: 800;
        letter-spacing: 0.12em;
        text-transform: uppercase;
        border: 1px solid var(--control-line);
        border-radius: var(--radius);
        background: var(--paper);
      }
      .seats {
        display: grid;
        gap: 0.6rem;
      }
      .seat {
        text-align: left;
        justify-content: flex-start;
        white-space: normal;
        padding: 0.7rem 1rem;
        line-height: 1.3;
        min-height: 56px;
      }
      .seat small {
        display: block;
        font-weight: 400;
        color: var(--ink-2);
      }
      .card {
        padding: 1rem;
        margin-bottom: 1rem;
      }
      .taken {
        font-weight: 400;
        color: var(--ink-2);
      }
    `,
  ];

  @property() code = '';
  @state() private typed = '';
  @state() private error = '';
  @state() private busy = false;
  @state() private room?: SessionSharing;
  @state() private tick = 0;
  private unwatch?: () => void;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('code') && this.code) {
      this.typed = this.code;
      void this.open(this.code);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unwatch?.();
    // A room opened here and left without taking a seat is closed; a joined one lives on for the session screen.
    if (this.room && !this.room.sessionId) void this.room.close();
  }

  private async open(text: string): Promise<void> {
    const code = parseRoomCode(text);
    if (typeof code !== 'string') {
      this.error = code.error;
      return;
    }
    const server = await serverAddresses();
    if (!Array.isArray(server)) {
      this.error = (server as { error: string }).error;
      return;
    }
    this.error = '';
    this.unwatch?.();
    if (this.room && !this.room.sessionId) await this.room.close();
    this.room = await openRoom(code);
    this.unwatch = this.room.onChange(() => this.tick++);
  }

  private readonly onSubmit = (e: Event): void => {
    e.preventDefault();
    const code = parseRoomCode(this.typed);
    if (typeof code !== 'string') {
      this.error = code.error;
      return;
    }
    navigate(`#/join/${code}`);
  };

  private async take(seat: SeatId): Promise<void> {
    const room = this.room;
    if (!room || this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      await room.join(seat);
      keepJoined(room);
      this.unwatch?.();
      announce('Joined: the shared log is checked and replayed on this device.');
      navigate({ name: 'session', id: room.sessionId as string });
    } catch (e) {
      this.error = errorMessage(e);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    void this.tick;
    return html`<header>
        <a class="btn ghost icon" href="#/" aria-label="All sessions">${icons.back}</a>
        <h1>Join a shared session</h1>
      </header>
      <p>
        On the host's device the session's menu has "Share this session": it shows a QR code and a six-character room
        code.
      </p>
      <form @submit=${this.onSubmit}>
        <label
          >Room code<input
            name="code"
            .value=${this.typed}
            @input=${(e: Event) => (this.typed = valueOf(e))}
            maxlength="7"
            autocomplete="off"
            autocapitalize="characters"
            spellcheck="false"
            inputmode="text"
        /></label>
        <button class="btn primary" type="submit">Find the session</button>
      </form>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.room ? this.renderRoom(this.room) : nothing}`;
  }

  private renderRoom(room: SessionSharing) {
    const meta = room.roomSession();
    const s = room.status();
    if (!meta) {
      const why =
        s.link === 'online' && s.synced
          ? `No session is shared under ${showRoomCode(room.room)} yet: check the code on the host's screen. This page keeps looking.`
          : 'Reaching the room…';
      return html`<p class="card" role="status">${why}</p>`;
    }
    const host = s.host?.name ?? 'the host';
    const seated = (id: string): string[] => s.devices.filter((d) => d.seat === id).map((d) => d.name);
    return html`<section class="card" aria-labelledby="room-h">
        <h2 id="room-h">${meta.name}</h2>
        <p class="muted">
          Hosted by ${host} · room ${showRoomCode(room.room)}${s.hostHere ? '' : ` · ${statusWords(s).short}`}
        </p>
      </section>
      <p>Which seat is this device? A seat shows only its side of a game with secrets.</p>
      <div class="seats" role="group" aria-label="Seats">
        ${seatsFor(meta.system, meta.settings).map((seat) => {
          const who = seated(seat.id);
          return html`<button class="btn seat" ?disabled=${this.busy} @click=${() => this.take(seat.id)}>
            ${seat.label}${who.length ? html` <span class="taken">(${who.join(', ')})</span>` : nothing}<small
              >${seat.does}</small
            >
          </button>`;
        })}
      </div>
      ${this.busy ? html`<p role="status">Checking and replaying the shared log…</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-join-view': JoinView;
  }
}
