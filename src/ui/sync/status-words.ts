import { showRoomCode } from '../../sync/room-code.ts';
import type { SharingStatus } from '../../sync/session-sync.ts';

export interface StatusWords {
  /** A few words for the chip in the top bar. */
  readonly short: string;
  /** One or two sentences: what it means and what happens next. */
  readonly long: string;
  readonly tone: 'ok' | 'busy' | 'warn' | 'error';
}

/** What a shared session's status means, in words, from the device's point of view. */
export function statusWords(s: SharingStatus): StatusWords {
  const code = showRoomCode(s.room);
  if (s.problem) return { short: 'Sharing stopped', long: s.problem, tone: 'error' };
  const hostName = s.host?.name ?? 'the host';
  if (s.role === 'host') {
    const others = s.devices.filter((d) => d.role !== 'host').length;
    if (s.link !== 'online') {
      return {
        short: 'Host · offline',
        long: `This device is off the network: everything is saved here, and the other devices wait until it is back (room ${code}).`,
        tone: 'warn',
      };
    }
    return {
      short: `Host · ${code} · ${others} joined`,
      long: `This device writes the shared log; ${others === 1 ? 'one other device follows' : `${others} other devices follow`} it in room ${code}.`,
      tone: 'ok',
    };
  }
  if (s.link !== 'online' || !s.synced) {
    return {
      short: `Offline · event ${s.head}`,
      long: `No link to the room: this shows the game as it was at event ${s.head}, which may be stale. It catches up as soon as the network is back.`,
      tone: 'warn',
    };
  }
  if (!s.hostHere) {
    return {
      short: 'Host gone · waiting',
      long: `${hostName} has left the network. Its device holds the log; this one waits for it to come back, and loses nothing meanwhile.`,
      tone: 'warn',
    };
  }
  if (s.waiting > 0)
    return {
      short: 'Waiting for the host…',
      long: `Your request is with ${hostName}; the result shows here once it is in the log.`,
      tone: 'busy',
    };
  if (s.head < s.roomHead)
    return {
      short: `Catching up · ${s.head} of ${s.roomHead}`,
      long: 'Checking and replaying the events the host wrote meanwhile.',
      tone: 'busy',
    };
  return {
    short: `Joined · ${s.seat.label}`,
    long: `${hostName} hosts this game in room ${code}; this device follows it in the ${s.seat.label} seat.`,
    tone: 'ok',
  };
}
