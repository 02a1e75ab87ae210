// Harmless noise that looks alarming: declined taps, offline validators syncing later, stale depot vehicles,
// cancelled trips... Each kind can run mild (a few lines anywhere) or loud (a burst that would page someone).
import type { Estate, Role } from "./estates.js";
import type { Level } from "./formats.js";
import { chance, digits, hex, int, pick, type Rng } from "./rng.js";

export interface NCtx {
  r: Rng;
  est: Estate;
  t0: number;
  t1: number;
  emit: (svc: string, level: Level, msg: string, t: number, stack?: string[]) => void;
}
export interface Noise {
  kind: string;
  run: (c: NCtx, loud: boolean) => void;
}

const svc = (c: NCtx, role: Role) => c.est.roles[role];
const pan4 = (r: Rng) => digits(r, 4);

/** Calls `fn` at times spread over the window (mild) or packed into a 1-4 minute burst (loud). */
function scatter(c: NCtx, loud: boolean, fn: (t: number, i: number) => void, mild: [number, number] = [2, 8]): void {
  const { r, t0, t1 } = c;
  if (!loud) {
    const n = int(r, mild[0], mild[1]);
    for (let i = 0; i < n; i++) fn(t0 + r() * (t1 - t0), i);
    return;
  }
  const len = int(r, 60, 240) * 1000;
  const start = t0 + (t1 - t0 - len) * (0.15 + r() * 0.7);
  const n = int(r, 40, 160);
  for (let i = 0; i < n; i++) fn(start + r() * len, i);
}

export const NOISES: readonly Noise[] = [
  {
    kind: "expired-card-declines",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "tap"),
          "warn",
          `tap declined token=${hex(c.r, 16)} reason=CARD_EXPIRED exp=${pick(c.r, ["09/26", "08/26", "10/26"])} pan=****${pan4(c.r)}`,
          t,
        ),
      ),
  },
  {
    kind: "issuer-soft-declines",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "pay"),
          "error",
          `Authorization declined {ResponseCode="51", Reason="Insufficient funds", Acquirer="adyen-eu", Rrn="${digits(c.r, 12)}"} - card moved to debt recovery`,
          t,
        ),
      ),
  },
  {
    kind: "denylisted-card-taps",
    run: (c, loud) =>
      scatter(c, loud, (t) => {
        const tok = hex(c.r, 12);
        c.emit(
          svc(c, "risk"),
          "warn",
          `token ${tok} is on denylist (reason=DEBT_RECOVERY since 2026-09-${int(c.r, 10, 28)})`,
          t,
        );
        c.emit(svc(c, "tap"), "error", `tap rejected token=${tok} code=DENYLISTED`, t + int(c.r, 5, 40));
      }),
  },
  {
    kind: "validator-offline-tunnel",
    run: (c, loud) => {
      const n = loud ? int(c.r, 8, 22) : int(c.r, 1, 3);
      for (let i = 0; i < n; i++) {
        const v = `VAL-${digits(c.r, 5)}`;
        const t = c.t0 + c.r() * (c.t1 - c.t0) * 0.6;
        const off = int(c.r, 90, 420) * 1000;
        c.emit(
          svc(c, "vehicle"),
          "warn",
          `validator ${v} (bus ${int(c.r, 1000, 4999)}) missed 3 heartbeats, marking OFFLINE`,
          t,
        );
        c.emit(
          svc(c, "vehicle"),
          "info",
          `validator ${v} back online after ${Math.round(off / 1000)}s, uploading ${int(c.r, 12, 340)} offline taps`,
          t + off,
        );
      }
    },
  },
  {
    kind: "offline-tap-duplicates",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "ledger"),
          "warn",
          `duplicate tap ${hex(c.r, 8)} from offline batch ignored (already recorded at ${new Date(t - int(c.r, 60, 900) * 1000).toISOString()})`,
          t,
        ),
      ),
  },
  {
    kind: "stale-depot-positions",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "vehicle"),
          "warn",
          `vehicle ${int(c.r, 1000, 4999)} position stale (last fix ${int(c.r, 1800, 14000)}s ago) at depot ${pick(c.r, ["East", "Quarry Rd", "North"])} - not in service`,
          t,
        ),
      ),
  },
  {
    kind: "cancelled-trip-updates",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "feed"),
          "warn",
          `TripUpdate trip_id=${digits(c.r, 8)}_${pick(c.r, ["WKD", "SAT"])} schedule_relationship=CANCELED has no stop_time_update, dropping predictions`,
          t,
        ),
      ),
  },
  {
    kind: "unknown-trip-ids",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "feed"),
          "error",
          `entity ${hex(c.r, 6)}: trip_id "${digits(c.r, 7)}" not found in static GTFS (feed version 20261002), skipping`,
          t,
        ),
      ),
  },
  {
    kind: "display-heartbeat-flaps",
    run: (c, loud) =>
      scatter(c, loud, (t) => {
        const d = `PID-${digits(c.r, 4)}`;
        c.emit(svc(c, "display"), "error", `${d}: heartbeat lost (tcp keepalive expired), scheduling reconnect`, t);
        c.emit(svc(c, "display"), "info", `${d}: reconnected, resent full frame`, t + int(c.r, 4, 40) * 1000);
      }),
  },
  {
    kind: "night-no-predictions",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "display"),
          "warn",
          `PID-${digits(c.r, 4)}: no predictions for stop ${digits(c.r, 4)} in next 90 min, showing "No more services today"`,
          t,
        ),
      ),
  },
  {
    kind: "daily-cap-reached",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "jvm"),
          "warn",
          `Daily cap reached for token ${hex(c.r, 12)}: charged 9.40, further taps today zero-rated`,
          t,
        ),
      ),
  },
  {
    kind: "debt-recovery-retries",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "risk"),
          "error",
          `debt recovery attempt ${int(c.r, 1, 3)}/3 failed for token ${hex(c.r, 12)}: issuer declined (05 Do not honour); card stays denylisted`,
          t,
        ),
      ),
  },
  {
    kind: "successful-retries",
    run: (c, loud) =>
      scatter(c, loud, (t) => {
        const s = svc(c, "node");
        c.emit(s, "warn", `upstream request failed (ECONNRESET), retry 1/3 in 200ms`, t);
        c.emit(s, "info", `upstream request succeeded on attempt 2`, t + int(c.r, 210, 400));
      }),
  },
  {
    kind: "reconciliation-mismatch",
    run: (c, loud) => {
      const s = svc(c, "batch");
      const t = c.t0 + (c.t1 - c.t0) * (0.2 + c.r() * 0.3);
      c.emit(s, "info", "reconciliation job started (acquirer settlement file ADY-20261009.csv)", t);
      const n = loud ? int(c.r, 30, 90) : int(c.r, 2, 6);
      for (let i = 0; i < n; i++)
        c.emit(
          s,
          "error",
          `reconcile: record ${hex(c.r, 10)} amount mismatch ledger=${(c.r() * 9).toFixed(2)} acquirer=0.00 (pending presentment)`,
          t + 2000 + i * int(c.r, 80, 900),
        );
      c.emit(
        s,
        "info",
        `reconciliation finished: ${int(c.r, 40000, 90000)} matched, ${n} pending presentment, 0 failed`,
        t + 4000 + n * 900,
      );
    },
  },
  {
    kind: "deprecation-warnings",
    run: (c, loud) =>
      scatter(
        c,
        loud,
        (t) => {
          const s = pick(c.r, [svc(c, "py"), svc(c, "node"), svc(c, "jvm")]);
          const rt = c.est.runtime[s];
          const msg =
            rt === "python"
              ? "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects"
              : rt === "node"
                ? "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead."
                : "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)";
          c.emit(s, "warn", msg, t);
        },
        [1, 3],
      ),
  },
  {
    kind: "readiness-during-rollout",
    run: (c, loud) => {
      const s = pick(c.r, c.est.probed);
      const t = c.t0 + (c.t1 - c.t0) * (0.3 + c.r() * 0.4);
      c.emit(s, "info", `received SIGTERM, draining connections (grace 30s)`, t);
      const n = loud ? int(c.r, 10, 30) : int(c.r, 2, 4);
      for (let i = 0; i < n; i++)
        c.emit(
          s,
          "warn",
          `GET /readyz 503 (starting: ${pick(c.r, ["warming caches", "waiting for config", "loading keys"])})`,
          t + 5000 + i * 2000,
        );
      c.emit(s, "info", `ready: serving on :8080`, t + 6000 + n * 2000);
    },
  },
  {
    kind: "cert-expiry-warning",
    run: (c, loud) =>
      scatter(
        c,
        loud,
        (t) =>
          c.emit(
            svc(c, "pay"),
            "warn",
            `TLS client certificate CN=${c.est.key}-acq-client expires in ${int(c.r, 18, 24)} days (2026-10-31T00:00:00Z); renewal ticket OPS-${digits(c.r, 4)}`,
            t,
          ),
        [1, 2],
      ),
  },
  {
    kind: "no-route-found",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "planner"),
          "warn",
          `No itinerary found: PATH_NOT_FOUND (from ${(52 + c.r()).toFixed(5)},${(4 + c.r()).toFixed(5)} outside service area)`,
          t,
        ),
      ),
  },
  {
    kind: "expired-app-sessions",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "edge"),
          "warn",
          `401 Unauthorized GET /api/v3/${pick(c.r, ["wallet", "profile", "tickets"])}: TokenExpiredError: jwt expired (app ${pick(c.r, ["ios-5.12.0", "android-5.11.2"])})`,
          t,
        ),
      ),
  },
  {
    kind: "client-throttled-429",
    run: (c, loud) => {
      const ip = `203.0.113.${int(c.r, 2, 250)}`;
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "edge"),
          "warn",
          `429 Too Many Requests GET /v1/stops/*/departures client=${ip} (limit 120/min, scraper)`,
          t,
        ),
      );
    },
  },
  {
    kind: "push-bad-tokens",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "push"),
          "error",
          `FCM send failed: messaging/registration-token-not-registered (${int(c.r, 1, 40)} tokens), pruning`,
          t,
        ),
      ),
  },
  {
    kind: "double-inspection-scans",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "tap"),
          "warn",
          `scan rejected ticket=T-${digits(c.r, 8)} reason=ALREADY_INSPECTED device=HHD-${digits(c.r, 3)} (same inspector, ${int(c.r, 2, 20)}s ago)`,
          t,
        ),
      ),
  },
  {
    kind: "gc-pauses",
    run: (c, loud) =>
      scatter(
        c,
        loud,
        (t) =>
          c.emit(
            svc(c, "jvm"),
            "warn",
            `[gc] GC(${int(c.r, 1000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${int(c.r, 900, 1400)}M->${int(c.r, 300, 500)}M(2048M) ${int(c.r, 210, 480)}.${int(c.r, 100, 999)}ms`,
            t,
          ),
        [2, 5],
      ),
  },
  {
    kind: "cache-warm-misses",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "go"),
          "warn",
          `cache miss storm: ${int(c.r, 400, 2000)} misses/s after key expiry at top of hour, backfilling`,
          t,
        ),
      ),
  },
  {
    kind: "gtfs-validation-warnings",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "batch"),
          "warn",
          `GTFS validator: stop_times.txt row ${int(c.r, 10000, 900000)}: missing shape_dist_traveled (notice fast_travel_between_consecutive_stops)`,
          t,
        ),
      ),
  },
  {
    kind: "validator-clock-drift",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "vehicle"),
          "warn",
          `validator VAL-${digits(c.r, 5)} clock offset ${(1 + c.r() * 3).toFixed(2)}s vs NTP, tap timestamps corrected`,
          t,
        ),
      ),
  },
  {
    kind: "consumer-rebalance",
    run: (c, loud) => {
      const s = svc(c, "jvm");
      const t = c.t0 + (c.t1 - c.t0) * (0.2 + c.r() * 0.6);
      c.emit(
        s,
        "warn",
        `[Consumer clientId=${s}-0, groupId=${s}] Request joining group due to: group is already rebalancing`,
        t,
      );
      if (loud)
        for (let i = 0; i < int(c.r, 8, 20); i++)
          c.emit(
            s,
            "warn",
            `[Consumer clientId=${s}-0, groupId=${s}] Offset commit failed on partition taps-${i % 12}: RebalanceInProgressException`,
            t + 200 + i * 150,
          );
      c.emit(
        s,
        "info",
        `[Consumer clientId=${s}-0, groupId=${s}] Successfully joined group with generation Generation{generationId=${int(c.r, 200, 900)}}`,
        t + 4200,
      );
    },
  },
  {
    kind: "slow-report-query",
    run: (c, loud) =>
      scatter(
        c,
        loud,
        (t) =>
          c.emit(
            svc(c, "edge"),
            "warn",
            `slow query (${int(c.r, 2100, 9000)} ms): SELECT route_id, count(*) FROM taps WHERE day >= $1 GROUP BY 1 -- monthly ridership report`,
            t,
          ),
        [1, 3],
      ),
  },
  {
    kind: "gps-fix-rejected",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "vehicle"),
          "error",
          `bus ${int(c.r, 1000, 4999)}: GPS fix rejected (hdop ${(8 + c.r() * 10).toFixed(1)}, urban canyon)`,
          t,
        ),
      ),
  },
  {
    kind: "client-aborts",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "node"),
          "warn",
          `request aborted by client: GET /api/v3/${pick(c.r, ["wallet", "departures"])} (499 after ${int(c.r, 800, 5000)}ms, app backgrounded)`,
          t,
        ),
      ),
  },
  {
    kind: "odometer-reset",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "vehicle"),
          "warn",
          `vehicle ${int(c.r, 1000, 4999)}: odometer went backwards (${int(c.r, 100, 900)} m), AVL unit rebooted; ignoring sample`,
          t,
        ),
      ),
  },
  {
    kind: "blocked-card-hotlist-sync",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "risk"),
          "warn",
          `device ${pick(c.r, ["VAL", "GATE"])}-${digits(c.r, 5)} still on hotlist version ${int(c.r, 88100, 88200)} (current 88213), will receive full snapshot`,
          t,
        ),
      ),
  },
  {
    kind: "pass-update-unregistered",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "batch"),
          "warn",
          `pass update push skipped serial=${hex(c.r, 12)}: device library unregistered (pass removed by user)`,
          t,
        ),
      ),
  },
  {
    kind: "failed-login-lockouts",
    run: (c, loud) =>
      scatter(c, loud, (t) =>
        c.emit(
          svc(c, "account"),
          "warn",
          `login failed for ${pick(c.r, ["a.k", "j.m", "s.v", "r.o"])}***@${pick(c.r, ["gmail.com", "outlook.com"])}: invalid password (${int(c.r, 1, 5)}/5)`,
          t,
        ),
      ),
  },
  {
    kind: "night-maintenance-vacuum",
    run: (c, loud) => {
      const s = svc(c, "ledger");
      const t = c.t0 + (c.t1 - c.t0) * (0.1 + c.r() * 0.5);
      c.emit(s, "info", "maintenance window: VACUUM ANALYZE taps_2026_10 started", t);
      const n = loud ? int(c.r, 10, 40) : 1;
      for (let i = 0; i < n; i++)
        c.emit(
          s,
          "warn",
          `statement took ${int(c.r, 1200, 4000)}ms (> 1000ms) while maintenance running: INSERT INTO taps ...`,
          t + 3000 + i * int(c.r, 1000, 5000),
        );
      c.emit(s, "info", `maintenance window: VACUUM ANALYZE finished in ${int(c.r, 60, 200)}s`, t + 200_000);
    },
  },
];

/** Background every window gets: one unrelated deploy or config reload at time `t`. */
export function changeEvent(c: NCtx, t: number, exclude?: string): void {
  const s = pick(
    c.r,
    c.est.services.filter((x) => x !== exclude),
  );
  const rt = c.est.runtime[s];
  const v = `v${int(c.r, 3, 9)}.${int(c.r, 0, 40)}.${int(c.r, 0, 9)}`;
  if (chance(c.r, 0.5)) {
    c.emit(s, "info", `deploy: image ${s}:${v} rolled out (2/2 pods ready)`, t);
    c.emit(
      s,
      "info",
      rt === "java"
        ? `Started Application in ${(8 + c.r() * 9).toFixed(3)} seconds (process running for ${int(c.r, 9, 20)}.2)`
        : `starting ${s} ${v} (commit ${hex(c.r, 7)})`,
      t + 800,
    );
  } else {
    c.emit(
      s,
      "info",
      `config reloaded from ConfigMap ${s}-config (resourceVersion ${digits(c.r, 8)}): log level, feature flags`,
      t,
    );
  }
}

/** Which kinds fit which estate, in the order quiet windows take them as their loud kind. */
export const FIT: Record<string, string[]> = {
  tapline: [
    "expired-card-declines",
    "issuer-soft-declines",
    "denylisted-card-taps",
    "validator-offline-tunnel",
    "offline-tap-duplicates",
    "daily-cap-reached",
    "debt-recovery-retries",
    "reconciliation-mismatch",
    "validator-clock-drift",
    "night-maintenance-vacuum",
  ],
  lumen: [
    "stale-depot-positions",
    "cancelled-trip-updates",
    "unknown-trip-ids",
    "display-heartbeat-flaps",
    "night-no-predictions",
    "no-route-found",
    "client-throttled-429",
    "cache-warm-misses",
    "gtfs-validation-warnings",
    "odometer-reset",
    "gps-fix-rejected",
  ],
  fairway: [
    "expired-app-sessions",
    "push-bad-tokens",
    "double-inspection-scans",
    "pass-update-unregistered",
    "failed-login-lockouts",
    "client-aborts",
    "successful-retries",
    "gc-pauses",
    "cert-expiry-warning",
    "deprecation-warnings",
  ],
  northvale: [
    "blocked-card-hotlist-sync",
    "consumer-rebalance",
    "readiness-during-rollout",
    "slow-report-query",
    "stale-depot-positions",
    "denylisted-card-taps",
    "expired-card-declines",
    "issuer-soft-declines",
    "debt-recovery-retries",
    "odometer-reset",
  ],
};

export const noiseByKind = (kind: string): Noise => {
  const n = NOISES.find((x) => x.kind === kind);
  if (!n) throw new Error(`no noise kind ${kind}`);
  return n;
};
