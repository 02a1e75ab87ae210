// Harmless episodes for quiet windows (and extra cover in incident files): bursts that look alarming but are normal.
import type { Line } from "./estates.js";
import type { Rng } from "./rng.js";

/** [service, lines per burst, line] per estate */
export const EPISODES: Record<string, [string, number, (r: Rng) => Line][]> = {
  tessera: [
    [
      "tile-edge",
      40,
      (r) => [
        "WARN",
        `rate limited client 203.0.113.${r.int(2, 250)} (ua="python-requests/2.31") 429 on /v4/streets-v9 bulk scrape`,
      ],
    ],
    [
      "geocoder",
      25,
      (r) => [
        "WARN",
        `no match for '${r.pick(["Postbus", "PO Box", "Antwoord"])} ${r.int(1, 9999)}' (layers=address, country=NLD)`,
      ],
    ],
    [
      "render-queue",
      12,
      (r) => [
        "WARN",
        `Task tiles.tasks.render_metatile[${r.hex(8)}] retry: Retry in 5s: SoftTimeLimitExceeded() (attempt 1/3)`,
      ],
    ],
  ],
  wayfare: [
    [
      "route-gw",
      30,
      (r) => [
        "WARN",
        `NoRoute: Impossible route between points (53.${r.int(3000, 4999)},5.${r.int(1000, 4999)} -> 53.${r.int(1000, 2999)},4.${r.int(7000, 9999)}) profile=car (island without ferry)`,
      ],
    ],
    [
      "quota-svc",
      25,
      (r) => ["WARN", `Key k_${r.hex(10)} exceeded plan quota (free: 2500/2500 per day), responding 429`],
    ],
    [
      "eta-predict",
      8,
      (r) => ["WARN", `traffic snapshot ${r.int(40, 110)}s old, using historical profile for ${r.int(2, 40)} segments`],
    ],
  ],
  nimbus: [
    [
      "grib-ingest",
      10,
      (r) => [
        "WARN",
        `gfs run 2026113006 not yet complete on nomads (f${String(r.int(60, 120)).padStart(3, "0")} missing), retrying in 120s`,
      ],
    ],
    ["api-keys", 30, (r) => ["WARN", `key k_${r.hex(10)} over plan quota (starter: 10000/day), returning 429`]],
    [
      "radar-mosaic",
      15,
      (r) => ["WARN", `skipping stale frame from ${r.pick(["DEBOO", "NLHRW", "BEJAB"])} (age ${r.int(11, 30)}m > 10m)`],
    ],
  ],
  stormline: [
    [
      "radar-frames",
      15,
      (r) => [
        "WARN",
        `stale frame from ${r.pick(["KLOT", "KDVN"])} skipped (volume scan ${r.int(11, 20)}m old, site in maintenance)`,
      ],
    ],
    ["push-sender", 20, (r) => ["WARN", `fcm: ${r.int(5, 90)} tokens returned UNREGISTERED, scheduled for removal`]],
    [
      "cap-ingest",
      10,
      (r) => ["WARN", `api.weather.gov responded 503 for /alerts/active, retrying in ${r.int(2, 9)}s (attempt 1/5)`],
    ],
  ],
};
