// The 48 windows: 8 incidents and 40 quiet hours, each given a format (eight per format) and a day.
import { FORMATS, type Format } from "./formats.js";
import { INCIDENTS } from "./incidents.js";
import { QUIET_PLATFORM } from "./quiet-platform.js";
import { QUIET_SITE } from "./quiet-site.js";
import { QUIET_WEB } from "./quiet-web.js";
import type { Rng } from "./rng.js";
import type { Scenario } from "./scenario.js";

export interface Planned {
  sc: Scenario;
  format: Format;
  day: number;
}

/** Quiet kinds that appear twice, on another estate the second time. */
const REPEATS: Array<[string, string]> = [
  ["season-opening-rush", "coastline"],
  ["rolling-deploy", "heatherdene"],
];

export function plan(rng: Rng): Planned[] {
  const quiet = [...QUIET_WEB, ...QUIET_PLATFORM, ...QUIET_SITE];
  for (const [kind, estate] of REPEATS) {
    const base = quiet.find((q) => q.kind === kind);
    if (base) quiet.push({ ...base, estate });
  }
  if (quiet.length !== 40) throw new Error(`expected 40 quiet windows, have ${quiet.length}`);
  // each incident gets a different format first (two formats get a second), then quiet windows fill to 8 each
  const formats: Format[] = [];
  for (let i = 0; i < 8; i++) for (const f of FORMATS) formats.push(f);
  const incFormats = rng.shuffle([...FORMATS, ...rng.shuffle([...FORMATS]).slice(0, 2)]);
  const left = [...formats];
  for (const f of incFormats) left.splice(left.indexOf(f), 1);
  const quietFormats = rng.shuffle(left);
  const all: Array<{ sc: Scenario; format: Format }> = [
    ...INCIDENTS.map((sc, i) => ({ sc, format: incFormats[i] })),
    ...quiet.map((sc, i) => ({ sc, format: quietFormats[i] })),
  ];
  const days = rng.shuffle(Array.from({ length: 110 }, (_, i) => i)).slice(0, all.length);
  return rng.shuffle(all).map((p, i) => ({ ...p, day: days[i] }));
}
