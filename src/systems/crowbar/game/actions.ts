import type { Company, DieColor } from './types.ts';

/** Every player decision is one of these plain objects. `dice` carries dice thrown at the table (1-6 each), used first. */
export type CrowbarAction =
  | { type: 'place-flashlamp'; col: number; row: number }
  | { type: 'approach-company'; company: Company; dice?: number[] }
  | { type: 'approach-assign'; order: DieColor[]; dice?: number[] }
  | { type: 'select-company'; company: Company }
  | { type: 'activate'; col: number }
  | { type: 'order-fire'; commander: string }
  | { type: 'rudder-chit' }
  | { type: 'commander-rally'; commander: string; col: number }
  | { type: 'heroic-rally'; col: number }
  | { type: 'consolidate'; option: 'markers' | 'rally' | 'recover' | 'fallback' | 'hq'; row?: number }
  | { type: 'roll'; die: DieColor; dice?: number[] }
  | { type: 'reroll'; by: 'commander' | 'heroic'; commander?: string; dice?: number[] }
  | { type: 'accept'; dice?: number[] }
  | { type: 'move'; dir: 'forward' | 'back'; bonus?: 'commander' | 'heroic'; dice?: number[] }
  | { type: 'special'; action: 'recon' | 'grapple' | 'regroup-shaken' | 'regroup-pinned' | 'hasty' | 'redeploy'; space?: number; gid?: number; col?: number; row?: number; sp?: number; bonus?: 'commander'; dice?: number[] }
  | { type: 'supplies'; do: 'drop' | 'pick-up' }
  | { type: 'end-advances'; dice?: number[] }
  | { type: 'cc-bonus'; commander: boolean; heroic: boolean; dice?: number[] }
  | { type: 'use-supplies'; use: boolean }
  | { type: 'fire'; target: number | null; heroic?: boolean; commander?: boolean; dice?: number[] }
  | { type: 'choose'; option: string; dice?: number[] }
  | { type: 'attach'; commander: string; col: number }
  | { type: 'rudder-relief' }
  /** Co-op R-7: hand Rudder to a seat by agreement, or `roll` to settle it with the dice. */
  | { type: 'rudder-handoff'; to: string; dice?: number[] }
  /** 2-player co-op S-8: the same hand-off for Slater, who then joins a Dog unit of that seat. */
  | { type: 'slater-handoff'; to: string; dice?: number[] }
  /** Co-op R-4: a "player's choice" Ranger chit kept (`to` the drawer), given to another seat, or 'decline'd. */
  | { type: 'give-chit'; to: string }
  /** B-6 option: swap two landing-craft stacks (LCA, Ranger unit, Commander, Supplies) of one Company. */
  | { type: 'deploy-swap'; a: number; b: number }
  /** B-6 option: deployment done; Operation Flashlamp follows (its die may be typed in). */
  | { type: 'deploy-done'; dice?: number[] }
  | { type: 'end-turn'; dice?: number[] }
  | GermanAction;

/** T) The German player's decisions (see versus.ts). */
export type GermanAction =
  | { type: 'german-deploy'; unit: string; col: number; row: number }
  /** `marker` is an index into the secret hand, so the action (and the session log) never names the marker. */
  | { type: 'german-place-marker'; marker: number; col: number; row: number }
  | { type: 'german-ambush'; col: number; dice?: number[] }
  | { type: 'german-obstacle'; col: number; dice?: number[] }
  | { type: 'german-patrol'; unit: string; col: number; dice?: number[] }
  | { type: 'german-assault'; gid: number; go: boolean; dice?: number[] }
  | { type: 'german-commander-hit'; commander: string; dice?: number[] }
  | { type: 'german-ca-target'; company: Company; dice?: number[] }
  | { type: 'german-counterattack'; unit: string; col: number; dice?: number[] };

export type ActionType = CrowbarAction['type'];
