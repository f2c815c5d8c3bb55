/**
 * The short code a shared session is joined by: six characters from an alphabet without the look-alikes
 * (0/O, 1/I/L), shown as two groups of three ("K7M-4QX") and typed in any case, with or without the dash.
 * It names the Yjs room; it is not a secret, only a handle on the club's own network.
 */

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

export type RoomCode = string & { readonly __roomCode: unique symbol };

/** A new random code (crypto.getRandomValues). */
export function newRoomCode(): RoomCode {
  // Bytes at or above the last whole multiple of the alphabet's length are drawn again, so no character is likelier.
  const limit = 256 - (256 % ALPHABET.length);
  let code = '';
  const byte = new Uint8Array(1);
  while (code.length < LENGTH) {
    globalThis.crypto.getRandomValues(byte);
    const b = byte[0] ?? limit;
    if (b < limit) code += ALPHABET[b % ALPHABET.length];
  }
  return code as RoomCode;
}

/** The code as typed or read from a link, or a sentence saying what is wrong with it. */
export function parseRoomCode(text: string): RoomCode | { readonly error: string } {
  const clean = text.toUpperCase().replace(/[\s-]/g, '');
  if (clean.length !== LENGTH)
    return { error: `A room code has ${LENGTH} characters (like K7M-4QX); "${text.trim()}" has ${clean.length}.` };
  const bad = [...clean].find((c) => !ALPHABET.includes(c));
  if (bad !== undefined)
    return { error: `A room code has no "${bad}": it uses the letters A-Z and digits 2-9, without I, L, O, 0 and 1.` };
  return clean as RoomCode;
}

export function isRoomCode(text: string): text is RoomCode {
  return typeof parseRoomCode(text) === 'string' && text === text.toUpperCase() && !text.includes('-');
}

/** "K7M-4QX" */
export function showRoomCode(code: RoomCode): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** The websocket path of a room on the serving origin: `/sync/<code>`. */
export const SYNC_PATH = '/sync';
