// Harmless episodes that look alarming on a connected-vehicle platform: each is what pages somebody at 3 a.m.
// for nothing (cars asleep, paused downloads, late telemetry, old dealer tools ...). Forty kinds.
import type { Ctx, Episode, Role } from "./stream.js";

export interface QuietKind extends Episode {
  key: string;
  note: string;
}

type Line = ["debug" | "info" | "warn" | "error", string];
const burst = (c: Ctx, role: Role, at: number, dur: number, gap: number, fn: (t: number) => Line | null) =>
  c.every(role, at, Math.min(at + dur, c.t1), gap, fn);
const cid = (c: Ctx) => `${c.r.hex(8)}-${c.r.hex(4)}`;
const ip = (c: Ctx) => `${c.r.int(31, 217)}.${c.r.int(0, 255)}.${c.r.int(0, 255)}.${c.r.int(2, 250)}`;

const k = (key: string, needs: Role[], note: string, run: (c: Ctx, at: number) => void): QuietKind => ({
  key,
  needs,
  note,
  run,
});

export const QUIET: readonly QuietKind[] = [
  k(
    "car-asleep",
    ["cmd", "app"],
    "Remote unlocks to cars parked asleep in garages expire without ACK after a wake-up SMS; other commands execute normally.",
    (c, at) =>
      burst(c, "cmd", at, 240000, 9000, (t) => {
        const v = c.vin();
        const id = c.id();
        c.add(t - 120000, "cmd", "info", `Vehicle ${v} not connected, sending wake-up SMS before RDU`, id);
        c.add(t + 40, "app", "warn", `POST /v3/vehicles/${v}/commands 504 ${c.r.int(120010, 120090)}ms`, id);
        return [
          "error",
          `Command ${cid(c)} for ${v} expired after 120000 ms without vehicle ACK (state=EXPIRED, last_seen=${c.r.int(2, 19)}d ago)`,
        ];
      }),
  ),
  k(
    "ota-low-battery",
    ["ota"],
    "An overnight OTA wave pauses downloads on many cars whose 12V battery is below the campaign threshold.",
    (c, at) =>
      burst(c, "ota", at, 300000, 2500, () => [
        "warn",
        `Campaign CMP-2611-04: download paused on ${c.vin()}: 12V battery SoC ${c.r.int(9, 29)}% below threshold 30% (will resume on next ignition)`,
      ]),
  ),
  k(
    "telemetry-late",
    ["gw", "tlm"],
    "Cars leaving tunnels and underground car parks upload buffered telemetry minutes late; backfill accepts it.",
    (c, at) => {
      burst(c, "gw", at, 200000, 3000, () => [
        "warn",
        `late uplink vin=${c.vin()} buffered_frames=${c.r.int(300, 4000)} oldest_frame_age=${c.r.int(180, 900)}s`,
      ]);
      burst(c, "tlm", at + 2000, 200000, 2500, () => [
        "warn",
        `out-of-order points for vin=${c.vin()} routed to backfill, late by ${c.r.int(3, 14)}m${c.r.int(0, 59)}s`,
      ]);
    },
  ),
  k(
    "vin-not-enrolled",
    ["vin", "app"],
    "A batch of app users add cars that are not enrolled in connected services and get 404s.",
    (c, at) =>
      burst(c, "vin", at, 360000, 5000, (t) => {
        const v = c.vin().replace(/^.../, c.r.pick(["WVW", "WBA", "VF1"]));
        c.add(
          t + c.r.int(5, 30),
          "app",
          "warn",
          `GET /v3/vehicles/${v}/status 404 ${c.r.int(10, 40)}ms code=VEHICLE_NOT_ENROLLED`,
        );
        return [
          "error",
          `Vehicle ${v} not found in registry: not enrolled in connected services (KeyNotFoundException)`,
        ];
      }),
  ),
  k(
    "dealer-old-version",
    ["dealer"],
    "Workshops on an outdated diagnostic tool version get 426 Upgrade Required all night.",
    (c, at) =>
      burst(c, "dealer", at, 400000, 6000, () => [
        "warn",
        `Rejected diagnostic client ODIS-Service ${c.r.pick(["9.1.2", "9.2.0", "8.7.4"])} from workshop ${c.r.int(1000, 9999)}: minimum supported 10.0.0 (426 Upgrade Required)`,
      ]),
  ),
  k(
    "fleet-rate-limit",
    ["fleet"],
    "One leasing customer's integration polls far too often and gets 429s; every other customer is served.",
    (c, at) =>
      burst(c, "fleet", at, 300000, 900, () => [
        "warn",
        `${ip(c)}:${c.r.int(30000, 60000)} - "GET /fleet/v1/vehicles/positions?page=1 HTTP/1.1" 429 (api_key=fk_live_…9Q2 customer=northlease quota 600/min exceeded)`,
      ]),
  ),
  k(
    "push-unregistered",
    ["app"],
    "After an app release, many push tokens are reported unregistered and pruned.",
    (c, at) =>
      burst(c, "app", at, 240000, 1500, () => [
        "error",
        `APNs push failed: 410 Unregistered device=${c.r.hex(12)}… (token pruned)`,
      ]),
  ),
  k(
    "mqtt-reconnect-wave",
    ["gw"],
    "A planned broker node restart disconnects thousands of cars which reconnect within two minutes.",
    (c, at) => {
      c.add(
        at,
        "gw",
        "warn",
        `broker node emqx@10.3.1.${c.r.int(10, 40)} left cluster (planned maintenance CHG-${c.r.int(10000, 99999)}), sessions being taken over`,
      );
      burst(c, "gw", at + 500, 90000, 200, () => [
        "warn",
        `client disconnected vin=${c.vin()} reason=keepalive_timeout`,
      ]);
      burst(c, "gw", at + 15000, 120000, 250, () => [
        "info",
        `client connected vin=${c.vin()} clean_session=false session_present=true`,
      ]);
    },
  ),
  k(
    "tcu-cert-expired",
    ["gw"],
    "A handful of cars parked for months reconnect with expired TCU client certificates and are refused until re-provisioned.",
    (c, at) =>
      burst(c, "gw", at, 400000, 12000, () => [
        "error",
        `tls handshake failed remote=${ip(c)}:${c.r.int(30000, 60000)}: x509: certificate has expired or is not yet valid: current time 2026-11-${c.r.int(10, 28)}T03:12:44Z is after 2026-09-30T23:59:59Z (CN=${c.vin()})`,
      ]),
  ),
  k("gps-no-fix", ["tlm"], "Cars in multi-storey car parks report 0,0 positions which are rejected.", (c, at) =>
    burst(c, "tlm", at, 300000, 1800, () => [
      "warn",
      `rejected position vin=${c.vin()} lat=0.000000 lon=0.000000 hdop=99.9 (no fix)`,
    ]),
  ),
  k(
    "ocpp-suspended",
    ["charge"],
    "Public charge points report SuspendedEV and EVDisconnected as owners unplug; sessions close normally.",
    (c, at) =>
      burst(c, "charge", at, 360000, 4000, () =>
        c.r.chance(0.5)
          ? [
              "warn",
              `StatusNotification cp=DE*ION*E${c.r.int(10000, 99999)} connector=${c.r.int(1, 2)} status=SuspendedEV errorCode=NoError`,
            ]
          : [
              "error",
              `Transaction ${c.r.int(1000000, 9999999)} stopped with reason=EVDisconnected before target SoC (vin=${c.vin()})`,
            ],
      ),
  ),
  k(
    "climate-refused",
    ["cmd"],
    "Cold morning: many climate preconditioning requests are refused by cars with low traction battery.",
    (c, at) =>
      burst(c, "cmd", at, 300000, 3000, (t) => {
        const v = c.vin();
        c.add(t + 30, "app", "warn", `POST /v3/vehicles/${v}/commands 409 ${c.r.int(2000, 7000)}ms`);
        return [
          "warn",
          `CLIMATE_START ${cid(c)} rejected by ${v}: PRECONDITION_FAILED (HV battery SoC ${c.r.int(4, 14)}% < 15%)`,
        ];
      }),
  ),
  k(
    "wrong-pin",
    ["app"],
    "Users mistype the security PIN for remote unlock; a few accounts are locked for 15 minutes.",
    (c, at) =>
      burst(c, "app", at, 360000, 4000, () =>
        c.r.chance(0.8)
          ? ["warn", `S-PIN verification failed user=${c.r.int(100000, 999999)} attempts_left=${c.r.int(1, 2)} (401)`]
          : ["error", `account ${c.r.int(100000, 999999)} locked for 900s after 3 failed S-PIN attempts (423 Locked)`],
      ),
  ),
  k(
    "consent-revoked",
    ["trips"],
    "Owners who switched off location sharing get 403 on trip history as designed.",
    (c, at) =>
      burst(c, "trips", at, 360000, 3500, () => [
        "warn",
        `Forbidden (403): location data sharing disabled by primary user for vin=${c.vin()}: /api/v1/trips`,
      ]),
  ),
  k(
    "kafka-rebalance",
    ["tlm"],
    "A consumer group rebalance during a scale-out pauses telemetry writes for a minute; lag builds and drains.",
    (c, at) => {
      c.add(
        at,
        "tlm",
        "warn",
        "kafka: consumer group tlm-writer rebalance in progress: revoking partitions [0 1 2 3 4 5 6 7 8 9 10 11]",
      );
      c.silence("tlm", at, at + 50000);
      c.add(at + 50000, "tlm", "info", "kafka: assigned partitions [0 2 4 6 8 10 12 14 16 18 20 22] generation=412");
      let lag = 40000;
      burst(c, "tlm", at + 20000, 120000, 10000, () => {
        lag = Math.max(300, Math.round(lag * (lag > 150000 ? 0.4 : 1.9)));
        return [
          lag > 20000 ? "warn" : "info",
          `consumer group tlm-writer lag total=${lag} max_partition=${c.r.int(0, 23)}`,
        ];
      });
    },
  ),
  k(
    "gc-pause",
    ["cmd"],
    "Long G1 pauses on the command service during a heap resize; all commands still complete.",
    (c, at) =>
      burst(c, "cmd", at, 240000, 15000, () => [
        "warn",
        `[gc] GC(${c.r.int(4000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${c.r.int(1400, 2200)}M->${c.r.int(500, 900)}M(4096M) ${c.r.int(600, 1400)}.${c.r.int(100, 999)}ms`,
      ]),
  ),
  k(
    "export-disk-rotation",
    ["trips"],
    "The trip export volume crosses its warning mark and the pruning job frees it.",
    (c, at) => {
      for (let i = 0; i < 6; i++)
        c.add(at + i * 30000, "trips", "warn", `disk usage on /var/lib/trip-exports at ${84 + i}% (warn 85%)`);
      c.add(
        at + 190000,
        "trips",
        "info",
        `export pruning: removed ${c.r.int(300, 900)} files older than 7d, usage now 58%`,
      );
    },
  ),
  k(
    "replica-lag",
    ["trips"],
    "A nightly rollup makes the read replica lag; reads are routed to the primary and it catches up.",
    (c, at) => {
      burst(c, "trips", at, 150000, 7000, () => [
        "warn",
        `read replica trips-ro lag ${(c.r.next() * 20 + 5).toFixed(1)}s > 5s, routing reads to primary`,
      ]);
      c.add(at + 160000, "trips", "info", "read replica trips-ro lag 0.3s, reads back on replica");
    },
  ),
  k(
    "cache-warmup",
    ["vin"],
    "A cache flush makes the vehicle registry miss and run slow for a few minutes; no request fails.",
    (c, at) => {
      c.add(at, "vin", "warn", "Redis cache cleared by maintenance job; cold start, expect elevated latency");
      burst(c, "vin", at, 200000, 2500, () => [
        "warn",
        `Slow request: GET /api/vehicles/${c.vin()} took ${c.r.int(900, 2400)} ms (cache miss, threshold 800 ms)`,
      ]);
    },
  ),
  k(
    "synthetic-probe",
    ["app"],
    "Synthetic monitoring hits the API with a test VIN that is deliberately unknown.",
    (c, at) =>
      burst(c, "app", at, 500000, 10000, () => [
        "error",
        `POST /v3/vehicles/SYN0000000000000${c.r.int(1, 9)}/commands 404 ${c.r.int(8, 30)}ms ua="Datadog/Synthetics" code=VEHICLE_NOT_FOUND`,
      ]),
  ),
  k(
    "odometer-regression",
    ["trips"],
    "Cars with replaced instrument clusters report odometer going backwards; samples ignored.",
    (c, at) =>
      burst(c, "trips", at, 360000, 9000, () => [
        "warn",
        `odometer decreased for vin=${c.vin()} (${c.r.int(40000, 220000)} -> ${c.r.int(0, 300)} km); cluster replaced? sample ignored`,
      ]),
  ),
  k(
    "qos1-duplicates",
    ["tlm"],
    "QoS1 redeliveries after reconnects produce duplicate telemetry messages that are dropped.",
    (c, at) =>
      burst(c, "tlm", at, 240000, 700, () => [
        "warn",
        `duplicate message id=${c.r.int(1, 65535)} vin=${c.vin()} (QoS1 redelivery), dropped`,
      ]),
  ),
  k(
    "ota-install-failed",
    ["ota"],
    "The end of an OTA wave reports per-car install failures rolled back on the vehicle, within tolerance.",
    (c, at) => {
      burst(c, "ota", at, 240000, 3000, () => [
        "error",
        `Campaign CMP-2611-02: ${c.vin()} reported INSTALL_FAILED (ECU ${c.r.pick(["HVAC", "BCM", "IVI"])} precondition not met), rolled back on vehicle, retry on next ignition`,
      ]);
      c.add(
        at + 250000,
        "ota",
        "info",
        `Campaign CMP-2611-02 wave 3 finished: ${c.r.int(4000, 6000)} succeeded, ${c.r.int(60, 110)} failed (1.9%), within tolerance 5%`,
      );
    },
  ),
  k(
    "flag-unknown",
    ["app"],
    "The feature-flag SDK reports an unknown flag key after a flag cleanup; default used.",
    (c, at) =>
      burst(c, "app", at, 500000, 8000, () => [
        "warn",
        '[LaunchDarkly] Unknown feature flag "cmd-v2-routing"; returning default value',
      ]),
  ),
  k(
    "dtc-reports",
    ["dealer"],
    "Workshops upload vehicle trouble codes which the diagnostic service logs at ERROR.",
    (c, at) =>
      burst(c, "dealer", at, 400000, 5000, () => [
        "error",
        `DTC ${c.r.pick(["P0420 Catalyst System Efficiency Below Threshold", "U0100 Lost Communication With ECM/PCM A", "B1318 Battery Voltage Low", "P0A80 Replace Hybrid Battery Pack"])} reported for ${c.vin()} (workshop ${c.r.int(1000, 9999)})`,
      ]),
  ),
  k("client-crash-reports", ["app"], "The app forwards client-side crash reports from an old iOS build.", (c, at) =>
    burst(c, "app", at, 400000, 7000, () => [
      "error",
      `client error report app=ios-6.3.1 user=${c.r.int(100000, 999999)}\nTypeError: undefined is not an object (evaluating 'trip.route.polyline')\n    at TripMap (main.jsbundle:1:${c.r.int(100000, 999999)})\n    at renderWithHooks (main.jsbundle:1:${c.r.int(100000, 999999)})`,
    ]),
  ),
  k("scanner", ["app"], "An internet scanner probes the public API for common paths and gets 404s.", (c, at) =>
    burst(c, "app", at, 120000, 400, () => [
      "warn",
      `GET ${c.r.pick(["/wp-login.php", "/.env", "/actuator/env", "/.git/config", "/phpmyadmin/", "/server-status"])} 404 1ms ip=${ip(c)}`,
    ]),
  ),
  k(
    "token-refresh",
    ["app"],
    "Access tokens expire for a cohort of users; clients refresh and retry successfully.",
    (c, at) =>
      burst(c, "app", at, 300000, 2000, (t) => {
        const u = c.r.int(100000, 999999);
        c.add(t + c.r.int(150, 900), "app", "info", `POST /oauth/token grant_type=refresh_token 200 user=${u}`);
        return ["warn", `JWT verification failed user=${u}: TokenExpiredError: jwt expired (401, client will refresh)`];
      }),
  ),
  k(
    "poi-slow",
    ["charge"],
    "The charging station availability provider is slow; cached availability is served.",
    (c, at) =>
      burst(c, "charge", at, 300000, 6000, () => [
        "warn",
        `Availability provider slow (${c.r.int(2500, 4800)} ms) for bbox ${(c.r.next() * 10 + 45).toFixed(2)},${(c.r.next() * 10 + 5).toFixed(2)}; served cached data (age ${c.r.int(40, 300)}s)`,
      ]),
  ),
  k("tariff-503-retry", ["charge"], "The roaming hub answers 503 to a few tariff pulls; retries succeed.", (c, at) =>
    burst(c, "charge", at, 300000, 20000, (t) => {
      c.add(t + 2100, "charge", "info", "OCPI GET /ocpi/2.2/tariffs succeeded on retry 1/3");
      return ["warn", "OCPI GET /ocpi/2.2/tariffs returned 503 Service Unavailable, retry 1/3 in 2000 ms"];
    }),
  ),
  k(
    "sms-dlr-delayed",
    ["sms"],
    "A carrier delays SMS delivery receipts; wake-ups are delivered, receipts arrive late.",
    (c, at) =>
      burst(c, "sms", at, 300000, 4000, () => [
        "warn",
        `status callback overdue sid=SM${c.r.hex(32)} carrier=${c.r.pick(["Telia", "Vodafone DE", "Orange FR"])} pending ${c.r.int(300, 900)}s`,
      ]),
  ),
  k(
    "pod-scale-in",
    ["app"],
    "The autoscaler removes app pods; draining pods answer readiness probes with 503 and exit cleanly.",
    (c, at) => {
      c.add(at, "app", "info", "SIGTERM received, draining connections (grace 30s)");
      burst(c, "app", at + 500, 30000, 3000, () => ["warn", "GET /healthz 503 0ms (shutting down)"]);
      c.add(at + 31000, "app", "info", `closed server, ${c.r.int(0, 3)} in-flight requests finished`);
    },
  ),
  k("retention-purge", ["trips"], "The retention job deletes old trips and waits on locks; nothing fails.", (c, at) => {
    c.add(at, "trips", "info", "retention purge started: trips older than 36 months");
    burst(c, "trips", at, 240000, 12000, () => [
      "warn",
      `retention purge: lock wait ${(c.r.next() * 3 + 1).toFixed(1)}s on trips_2023_q${c.r.int(1, 4)}, continuing`,
    ]);
    c.add(at + 250000, "trips", "info", `retention purge finished: deleted ${c.r.int(80000, 200000)} rows`);
  }),
  k(
    "vehicle-in-motion",
    ["cmd"],
    "Horn-and-flash and unlock commands are refused by moving cars (safety interlock).",
    (c, at) =>
      burst(c, "cmd", at, 400000, 6000, () => [
        "warn",
        `${c.r.pick(["HONK_FLASH", "RDU"])} ${cid(c)} rejected by ${c.vin()}: VEHICLE_IN_MOTION (speed ${c.r.int(8, 120)} km/h)`,
      ]),
  ),
  k(
    "geofence-alerts",
    ["fleet"],
    "Fleet vehicles leaving depots trigger geofence alerts logged at ERROR for the customer feed.",
    (c, at) =>
      burst(c, "fleet", at, 400000, 5000, () => [
        "error",
        `GEOFENCE_BREACH vehicle=${c.vin()} zone="${c.r.pick(["Depot Nord", "Yard 3", "Airport P7"])}" direction=exit (alert pushed to customer webhook)`,
      ]),
  ),
  k(
    "rtc-reset",
    ["gw"],
    "TCUs after a 12V battery change report year-2000 timestamps; receive time is used.",
    (c, at) =>
      burst(c, "gw", at, 300000, 5000, () => [
        "warn",
        `tcu clock invalid vin=${c.vin()} reported_ts=2000-01-01T00:0${c.r.int(0, 9)}:12Z, using receive time`,
      ]),
  ),
  k("unknown-signals", ["tlm"], "Cars on an older firmware send retired signal ids which are ignored.", (c, at) =>
    burst(c, "tlm", at, 400000, 2000, () => ["warn", `unknown signal id 0x4A1 from fw 22.3.1 vin=${c.vin()}, ignored`]),
  ),
  k(
    "hikari-clock-leap",
    ["charge"],
    "A VM live migration makes the connection pool warn about a clock leap.",
    (c, at) => {
      c.add(
        at,
        "charge",
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=58s702ms).",
      );
      c.add(
        at + 40,
        "charge",
        "warn",
        "HikariPool-2 - Thread starvation or clock leap detected (housekeeper delta=58s655ms).",
      );
    },
  ),
  k(
    "max-listeners",
    ["sms"],
    "The SMS service prints a Node MaxListenersExceededWarning at every reconnect of its provider socket.",
    (c, at) =>
      burst(c, "sms", at, 500000, 60000, () => [
        "warn",
        "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 error listeners added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit",
      ]),
  ),
  k(
    "client-cancelled",
    ["vin"],
    "App users close the app mid-request; the registry logs cancelled requests with stack traces.",
    (c, at) =>
      burst(c, "vin", at, 400000, 8000, () => [
        "error",
        `An unhandled exception has occurred while executing the request.\nSystem.OperationCanceledException: The operation was canceled.\n   at System.Threading.CancellationToken.ThrowOperationCanceledException()\n   at Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)\n   at VehicleRegistry.Api.Controllers.VehiclesController.Get(String vin, CancellationToken ct) in /src/Api/Controllers/VehiclesController.cs:line ${c.r.int(30, 90)}`,
      ]),
  ),
];
