/** The Crowbar! board, loaded with the system when a session opens (src/ui/session/boards.ts). */
export { CrowbarBoard } from './board.ts';
