/** The Bloody Beach board and its map editor, loaded with the system when a session opens (src/ui/session/boards.ts). */
export { BloodyBeachBoard, HEX_RADIUS } from './board.ts';
export { MapEditor } from './map-editor.ts';
