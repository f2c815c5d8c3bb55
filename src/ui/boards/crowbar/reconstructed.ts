import { crowbarScenario } from '../../../systems/crowbar/map/grid.ts';
import { tables } from '../../../systems/crowbar/tables.ts';
import { reconstructedList } from '../reconstructed.ts';

/** What the Crowbar! board draws that the rules text does not print: the map's features, the LCA columns, its tables. */
export const reconstructed = reconstructedList(
  tables.map((t) => t.id),
  () => {
    const doc = crowbarScenario();
    const guessed = doc.features.filter((f) => f.provisional).length;
    const column = doc.mapColumns.find((c) => c.provisional);
    return [
      {
        what: `The map (${guessed} of ${doc.features.length} features placed by a reading)`,
        provisional: doc.provisional,
        note: doc.note,
      },
      { what: 'The landing craft columns', provisional: Boolean(column), note: column?.note },
    ];
  },
);
