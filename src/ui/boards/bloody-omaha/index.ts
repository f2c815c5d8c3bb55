/** The Bloody Omaha board, loaded with the system when a session opens (src/ui/session/boards.ts). */
export { BloodyOmahaBoard } from './board.ts';
