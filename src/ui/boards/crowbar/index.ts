import { registerDieArt } from '../../procedure/dice-face.ts';
import { movementDieArt } from './die-svg.ts';

/** The Crowbar! board, loaded with the system when a session opens (src/ui/session/boards.ts). */
export { CrowbarBoard } from './board.ts';

// The session log and the recap draw the Movement Dice the game tells with their own faces.
registerDieArt(movementDieArt);
