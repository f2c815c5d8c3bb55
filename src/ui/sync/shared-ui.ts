import type { TemplateResult } from 'lit';
import type { EventRequest } from '../../engine/index.ts';
import type { AppendResult } from '../../storage/index.ts';
import type { HeldSession } from '../../sync/joiner.ts';

/** What the session screen uses of a shared session. */
export interface SharedSessionUi {
  /** The side of this device's seat: the log's words and the board's hidden things are that side's. */
  readonly viewer: string | undefined;
  /** The seat's id (referee, us, german, observer), for a board that shows one seat's view. */
  readonly seat: string;
  /** On a joined device, the session as last checked and stored here: shown at once, not read back. */
  readonly held: HeldSession | undefined;
  /** Writes a request: to this device's store on the host, as a request to the host elsewhere. */
  append(id: string, request: EventRequest, seenSeq?: number): Promise<AppendResult>;
  chip(): TemplateResult;
  close(): void;
}
