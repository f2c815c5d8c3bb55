/** The D-Day at Omaha Beach board (the roster of positions and units, and the German walk), loaded with its system. */
export { DdayOmahaBoard } from './board.ts';
