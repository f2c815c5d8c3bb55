import { validateTable, type TableData } from '../../engine/index.ts';
import attackDrms from '../../../tables/bloody-omaha/attack-drms.json';
import attack from '../../../tables/bloody-omaha/attack.json';
import beachDisruption from '../../../tables/bloody-omaha/beach-disruption.json';
import cards from '../../../tables/bloody-omaha/cards.json';
import drift from '../../../tables/bloody-omaha/drift.json';
import engineerDrms from '../../../tables/bloody-omaha/engineer-drms.json';
import engineer from '../../../tables/bloody-omaha/engineer.json';
import eventLocation from '../../../tables/bloody-omaha/event-location.json';
import eventsBeach from '../../../tables/bloody-omaha/events-beach.json';
import eventsHedgerow from '../../../tables/bloody-omaha/events-hedgerow.json';
import eventsStrongpoint from '../../../tables/bloody-omaha/events-strongpoint.json';
import eventsTown from '../../../tables/bloody-omaha/events-town.json';
import landingDrms from '../../../tables/bloody-omaha/landing-drms.json';
import mineEntry from '../../../tables/bloody-omaha/mine-entry.json';
import tokens from '../../../tables/bloody-omaha/tokens.json';
import units from '../../../tables/bloody-omaha/units.json';

/** Table ids, so that code never spells them twice. */
export const T = {
  drift: 'bloody-omaha.drift',
  beach: 'bloody-omaha.beach-disruption',
  landingDrms: 'bloody-omaha.landing-drms',
  location: 'bloody-omaha.event-location',
  events: {
    beach: 'bloody-omaha.events-beach',
    strongpoint: 'bloody-omaha.events-strongpoint',
    town: 'bloody-omaha.events-town',
    hedgerow: 'bloody-omaha.events-hedgerow',
  },
  attack: 'bloody-omaha.attack',
  attackDrms: 'bloody-omaha.attack-drms',
  engineer: 'bloody-omaha.engineer',
  engineerDrms: 'bloody-omaha.engineer-drms',
  mineEntry: 'bloody-omaha.mine-entry',
  units: 'bloody-omaha.units',
  tokens: 'bloody-omaha.tokens',
  cards: 'bloody-omaha.cards',
} as const;

const p = (name: string): string => `tables/bloody-omaha/${name}.json`;

/** Every table of the game, each checked against the table schema with its file path. */
export const tables: readonly TableData[] = [
  validateTable(drift, p('drift')),
  validateTable(beachDisruption, p('beach-disruption')),
  validateTable(landingDrms, p('landing-drms')),
  validateTable(eventLocation, p('event-location')),
  validateTable(eventsBeach, p('events-beach')),
  validateTable(eventsStrongpoint, p('events-strongpoint')),
  validateTable(eventsTown, p('events-town')),
  validateTable(eventsHedgerow, p('events-hedgerow')),
  validateTable(attack, p('attack')),
  validateTable(attackDrms, p('attack-drms')),
  validateTable(engineer, p('engineer')),
  validateTable(engineerDrms, p('engineer-drms')),
  validateTable(mineEntry, p('mine-entry')),
  validateTable(units, p('units')),
  validateTable(tokens, p('tokens')),
  validateTable(cards, p('cards')),
];
