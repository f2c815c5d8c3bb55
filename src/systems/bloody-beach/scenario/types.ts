export type Side = 'us' | 'german';

export interface FormationDoc {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly kind: 'division' | 'regiment' | 'battalion' | 'coastal';
  readonly parent?: string;
  /** The unit id of its HQ counter (the Coastal Defense Group has none, 4.6.3). */
  readonly hq?: string;
  /** Its starting Efficiency Rating: a row of bloody-beach.efficiency-check (11.1.2, 11.2.7, 4.6.3). */
  readonly ratingRow?: string;
  /** Its starting supply: a row of bloody-beach.constants (4.3.1); none starts with nothing. */
  readonly supplyRow?: string;
  readonly independent?: boolean;
  readonly arrives?: string;
}

export interface UnitDoc {
  readonly id: string;
  readonly name: string;
  /** Row key of bloody-beach.unit-types. */
  readonly type: string;
  readonly side: Side;
  readonly formation: string;
  /** US wave (1-4) or follow-up group. */
  readonly wave?: number | string;
  readonly box?: string;
  /** Printed hex for units set up on the map. */
  readonly hex?: string;
  /** Side (0-5) of the vertex a pillbox faces, clockwise from the top (6.1.1). */
  readonly facing?: number;
  readonly hidden?: boolean;
  /** Row key of the German Reinforcement table. */
  readonly reinforcement?: string;
}

/** An asset is set up as a unit is, less the map placement. */
export interface AssetDoc extends Pick<
  UnitDoc,
  'id' | 'name' | 'side' | 'formation' | 'wave' | 'box' | 'reinforcement'
> {
  /** Row key of bloody-beach.asset-types. */
  readonly type: string;
}

export interface ScenarioDoc {
  readonly id: string;
  readonly system: 'bloody-beach';
  readonly title: string;
  readonly kind: 'scenario';
  readonly provisional: boolean;
  readonly note: string;
  readonly map: string;
  readonly formations: readonly FormationDoc[];
  readonly units: readonly UnitDoc[];
  readonly assets: readonly AssetDoc[];
  readonly coastalDefenses: {
    readonly pillboxes: Readonly<Record<string, number>>;
    readonly nests: number;
    readonly zone: string;
    readonly note: string;
  };
  readonly waves: readonly number[];
  /** Follow-up groups landing after the four waves, and the first turn each may land (9.1.6). */
  readonly followUps: readonly { readonly wave: string; readonly turn: number; readonly source?: string }[];
  /** The reserve Rangers: their group, the boxes they may land at and the battalion each box gives them (4.5.2-4.5.3). */
  readonly rangerReinforcements: {
    readonly wave: string;
    readonly boxes: readonly string[];
    readonly formations: Readonly<Record<string, string>>;
    readonly source?: string;
  };
}
