/** The new-session choice for Umpire's random set-up of the pillboxes and nests (tests that do not place them). */
export const RANDOM_SETUP = { 'Pillboxes and resistance nests': 'Umpire sets them up at random' } as const;
