/**
 * The sharing side of a session screen (loaded by session-hook.ts only for a shared session): the status
 * chip, the seat's view, requests routed through the room, and the sharing panel.
 */
import { html } from 'lit';
import type { SessionMeta } from '../../engine/index.ts';
import type { SessionSharing } from '../../sync/session-sync.ts';
import type { SharedSessionUi } from './shared-ui.ts';
import { sharingOf } from './sharing.ts';
import { statusWords } from './status-words.ts';
import './sync-chip.ts';
import './share-panel.ts';

/** The shared session's side of the screen, or undefined when the room cannot be opened. */
export async function attachSharing(sessionId: string, changed: () => void): Promise<SharedSessionUi | undefined> {
  let sharing: SessionSharing | undefined;
  try {
    sharing = await sharingOf(sessionId);
  } catch {
    return undefined;
  }
  if (!sharing) return undefined;
  const s = sharing;
  const unwatch = s.onChange(changed);
  return {
    get viewer() {
      return s.seat.side;
    },
    get seat() {
      return s.seat.id;
    },
    get held() {
      return s.held();
    },
    append: (id, request, seenSeq) => s.append(id, request, seenSeq),
    chip: () =>
      html`<umpire-sync-chip .words=${statusWords(s.status())} @click=${() => openRoomPanel(s)}></umpire-sync-chip>`,
    close: unwatch,
  };
}

/** The sharing panel of a session already shared or joined (the chip's tap). */
function openRoomPanel(s: SessionSharing): void {
  const meta = s.roomSession();
  if (meta) openSharePanel(meta, () => {});
}

/** Opens the sharing panel over the page. */
export function openSharePanel(meta: SessionMeta, onShared: () => void): void {
  const panel = document.createElement('umpire-share-panel');
  panel.meta = meta;
  panel.onShared = onShared;
  const running = sharingOf(meta.id);
  if (running) void running.then((s) => (panel.sharing = s)).finally(() => document.body.append(panel));
  else document.body.append(panel);
}
