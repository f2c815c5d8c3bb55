/** The Brécourt Manor roster board, loaded with the system when a session opens (src/ui/session/boards.ts). */
export { BrecourtBoard } from './board.ts';
