/**
 * The seats a device can take at a shared session, as each system has them. A seat says whose eyes are on
 * the device: `side` is the side whose secrets it reads (the log's words and the board's hidden things, see
 * engine/told.ts), and `acts` whether it sends requests at all (an observer only watches).
 */
import type { Settings } from '../engine/index.ts';

export type SeatId = 'referee' | 'us' | 'german' | 'observer';

export interface Seat {
  readonly id: SeatId;
  readonly label: string;
  /** What the seat does at this table, in a few words. */
  readonly does: string;
  readonly side?: 'us' | 'german';
  readonly acts: boolean;
}

const OBSERVER: Seat = {
  id: 'observer',
  label: 'Observer',
  does: 'watches the game and the odds; sends nothing',
  acts: false,
};

/** Versus modes with a German player (in "not so co-op" the Ranger players choose for the Germans in turn). */
function crowbarVersus(settings: Settings): boolean {
  const mode = settings.mode;
  return typeof mode === 'string' && mode.startsWith('versus');
}

/** The seats of a session of `system`, the acting ones first. */
export function seatsFor(system: string, settings: Settings): readonly Seat[] {
  switch (system) {
    case 'brecourt':
      return [
        { id: 'referee', label: 'Referee', does: 'runs the Germans and the clock, rolls for everyone', acts: true },
        { id: 'us', label: 'US player', does: 'moves and fires the paratroopers', side: 'us', acts: true },
        OBSERVER,
      ];
    case 'crowbar':
      return crowbarVersus(settings)
        ? [
            {
              id: 'us',
              label: 'Rangers',
              does: 'play the Ranger Companies; the German markers stay face down',
              side: 'us',
              acts: true,
            },
            {
              id: 'german',
              label: 'German player',
              does: 'places the secret markers and plays the Germans',
              side: 'german',
              acts: true,
            },
            OBSERVER,
          ]
        : [{ id: 'us', label: 'Rangers', does: 'play the Ranger Companies', side: 'us', acts: true }, OBSERVER];
    case 'bloody-beach':
    case 'bloody-omaha':
      return [
        {
          id: 'us',
          label: 'US player',
          does: 'plays the US side; German positions stay face down until revealed',
          side: 'us',
          acts: true,
        },
        { id: 'german', label: 'German player', does: 'plays the German side', side: 'german', acts: true },
        OBSERVER,
      ];
    default:
      return [{ id: 'us', label: 'Player', does: 'plays the game', side: 'us', acts: true }, OBSERVER];
  }
}

export function seatOf(system: string, settings: Settings, id: string): Seat | undefined {
  return seatsFor(system, settings).find((s) => s.id === id);
}
