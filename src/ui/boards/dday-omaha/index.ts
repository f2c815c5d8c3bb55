/** The D-Day at Omaha Beach board (the reconstructed map, the side panel of actions and the German walk), loaded with its system. */
export { DdayOmahaBoard } from './board.ts';
