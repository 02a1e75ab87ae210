// Every estate, incident and quiet window of the set, in one place.
import { crumbKettle } from "./estates/crumb-kettle.js";
import { grainline } from "./estates/grainline.js";
import { hearthStreet } from "./estates/hearth-street.js";
import { millPour } from "./estates/mill-pour.js";
import { crumbKettleIncidents } from "./incidents/crumb-kettle.js";
import { grainlineIncidents } from "./incidents/grainline.js";
import { hearthStreetIncidents } from "./incidents/hearth-street.js";
import { millPourIncidents } from "./incidents/mill-pour.js";
import { crumbKettleQuiet } from "./quiet/crumb-kettle.js";
import { grainlineQuiet } from "./quiet/grainline.js";
import { hearthStreetQuiet } from "./quiet/hearth-street.js";
import { millPourQuiet } from "./quiet/mill-pour.js";
import type { Estate, EstateKey, Incident, Quiet } from "./types.js";

export const ESTATES: Record<EstateKey, Estate> = {
  "crumb-kettle": crumbKettle,
  "hearth-street": hearthStreet,
  "mill-pour": millPour,
  grainline,
};

export const INCIDENTS: Incident[] = [
  ...crumbKettleIncidents,
  ...hearthStreetIncidents,
  ...millPourIncidents,
  ...grainlineIncidents,
];

export const QUIETS: Quiet[] = [...crumbKettleQuiet, ...hearthStreetQuiet, ...millPourQuiet, ...grainlineQuiet];
