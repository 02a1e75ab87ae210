// Quiet windows: alarming-looking but not incidents (batch warnings, GC pauses, a fine deploy / config reload,
// retries that succeed, one client's 4xx, a cache-miss burst that recovers in seconds, a consumer rebalance).
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;
const Q: Pick<Scenario, "cat" | "origin" | "hints" | "sev"> = { cat: null, origin: null, hints: [], sev: null };

export const quiet: Scenario[] = [
  {
    ...Q,
    estate: "claims",
    note: "quiet: nightly policy-letter batch logs expected warnings for policies without a beneficiary all window long",
    run: (x) => {
      x.every(
        "policy-ledger",
        "warn",
        -9999,
        INF,
        4,
        (r) => `c.c.l.LetterBatch : policy POL-HO-${r.int(100000, 999999)} has no beneficiary on file, letter skipped`,
      );
      x.every(
        "policy-ledger",
        "info",
        -9999,
        INF,
        60,
        (r) => `c.c.l.LetterBatch : progress ${r.int(1, 99)}% (${r.int(1000, 90000)} letters)`,
      );
    },
  },
  {
    ...Q,
    estate: "claims",
    note: "quiet: a few long G1 pauses on policy-ledger, throughput unaffected, no errors",
    run: (x) => {
      for (const t of [0, 140, 400])
        x.at(
          t,
          "policy-ledger",
          "warn",
          `[gc] Pause Young (Normal) (G1 Evacuation Pause) 2811M->640M(4096M) ${x.r.int(480, 760)}.${x.r.int(100, 999)}ms`,
        );
      x.at(1, "fnol-intake", "warn", "c.c.f.LedgerClient : policy-ledger slow response (712ms), within SLA");
    },
  },
  {
    ...Q,
    estate: "claims",
    note: "quiet: fraud-scorer rolling deploy and a payout-engine config reload, both healthy",
    run: (x) => {
      x.deploy(0, "fraud-scorer", "gbm-2026.08.1", "python");
      x.at(4, "fraud-scorer", "info", "model gbm-2026.08.1 loaded (412 trees, AUC 0.913)");
      x.at(
        60,
        "payout-engine",
        "info",
        "Configuration reloaded from appsettings.Production.json (SepaCutoff=15:30, BatchSize=500)",
      );
      x.at(8, "fnol-intake", "warn", "c.c.f.scoring.FraudClient : POST /v1/score took 1840ms (model warm-up)");
    },
  },
  {
    ...Q,
    estate: "claims",
    note: "quiet: one broker integration keeps sending claims with invalid VINs; 422s for that client only",
    run: (x) => {
      x.every(
        "claims-portal",
        "warn",
        -9999,
        INF,
        6,
        (r) => `POST /api/v3/claims 422 ${r.int(5, 30)}ms client=broker-api:bk_7731 err="vehicle.vin failed checksum"`,
      );
      x.every(
        "fnol-intake",
        "warn",
        -9999,
        INF,
        6,
        (r) =>
          `c.c.f.Validation : rejected claim from bk_7731: vehicle.vin 'WVWZZZ1JZ${r.int(1e7, 9e7)}' failed check digit`,
      );
    },
  },
  {
    ...Q,
    estate: "podcast",
    note: "quiet: a CDN purge of a popular show causes a 20-second cache-miss burst at listen-edge that recovers",
    run: (x) => {
      x.at(0, "cdn-purger", "info", "purged 4812 paths /audio/show_48812/* edge_ack=200/200");
      x.every(
        "listen-edge",
        "warn",
        1,
        22,
        0.3,
        (r) =>
          `GET /v2/episodes/:id/stream status=200 dur=${r.int(400, 1900)}ms cache=MISS upstream=playback-api (slow)`,
      );
      x.every("playback-api", "warn", 1, 20, 2, "origin fetch queue depth high (312), serving");
      x.at(25, "listen-edge", "info", "cache hit ratio back to 97.8%");
    },
  },
  {
    ...Q,
    estate: "podcast",
    note: "quiet: subs-billing sees occasional Stripe connection resets that succeed on retry",
    run: (x) => {
      x.every(
        "subs-billing",
        "warn",
        -9999,
        INF,
        40,
        (r) => `[warning] Stripe request req_${r.hex(14)} failed (:closed / econnreset), retrying 1/3`,
      );
      x.every(
        "subs-billing",
        "info",
        -9999,
        INF,
        40,
        (r) => `[info] Stripe request succeeded on retry 1 (charge ch_${r.hex(14)})`,
      );
    },
  },
  {
    ...Q,
    estate: "podcast",
    note: "quiet: feed-crawler keeps failing on dead publisher feeds (404/410/timeouts) at a constant rate, as every day",
    decoy: 0,
    run: (x) => {
      x.every(
        "feed-crawler",
        "error",
        -9999,
        INF,
        5,
        (r) =>
          `fetch failed for show_${r.int(10000, 99999)}: ReadTimeout(HTTPSConnectionPool(host='feeds.deadhost.example', port=443): Read timed out. (read timeout=15))`,
      );
    },
  },
  {
    ...Q,
    estate: "podcast",
    note: "quiet: playback-api rolling update; two readiness probe failures during start-up, then ready",
    run: (x) => {
      x.at(0, "kubelet", "info", "Scaled up replica set playback-api-85f6c to 6");
      x.at(
        3,
        "kubelet",
        "warn",
        'Readiness probe failed for playback-api-85f6c-k2w7d: Get "http://10.44.3.9:3000/readyz": dial tcp 10.44.3.9:3000: connect: connection refused',
      );
      x.at(
        8,
        "kubelet",
        "warn",
        "Readiness probe failed for playback-api-85f6c-k2w7d: HTTP probe failed with statuscode: 503",
      );
      x.deploy(9, "playback-api", "2026.08.02", "node");
      x.at(30, "kubelet", "info", "Scaled down replica set playback-api-6d2b1 to 0");
    },
  },
  {
    ...Q,
    estate: "port",
    note: "quiet: nightly tariff recalculation warns about containers with missing weights, expected",
    run: (x) => {
      x.every(
        "billing-tariffs",
        "warn",
        -9999,
        INF,
        5,
        (r) =>
          `WARNING tariffs.recalc: container ${r.pick(["MSCU", "OOLU"])}${r.int(1000000, 9999999)} has no VGM weight, using tare + declared`,
      );
    },
  },
  {
    ...Q,
    estate: "port",
    note: "quiet: reefer temperature alarms for a handful of containers (cargo events, handled by technicians)",
    run: (x) => {
      x.every(
        "reefer-monitor",
        "warn",
        -9999,
        INF,
        60,
        (r) =>
          `[warning] reefer ${r.pick(["MSCU", "CMAU"])}${r.int(1000000, 9999999)} temp deviation +${r.float(1.5, 3).toFixed(1)}C from setpoint, technician ticket opened`,
      );
    },
  },
  {
    ...Q,
    estate: "port",
    note: "quiet: yard-tos JVM logs a couple of long GC pauses; crane-telemetry stale-sensor errors as always",
    decoy: 0,
    run: (x) => {
      for (const t of [0, 300])
        x.at(
          t,
          "yard-tos",
          "warn",
          `[gc] Pause Young (Concurrent Start) (G1 Humongous Allocation) 3012M->1204M(4096M) ${x.r.int(300, 600)}.${x.r.int(100, 999)}ms`,
        );
    },
  },
  {
    ...Q,
    estate: "port",
    note: "quiet: yard-tos scale-up triggers a Kafka consumer group rebalance; partitions reassigned within seconds",
    run: (x) => {
      x.at(
        0,
        "yard-tos",
        "info",
        "o.a.k.c.c.i.ConsumerCoordinator : [Consumer clientId=yard-tos-2, groupId=yard-moves] Request joining group due to: group is already rebalancing",
      );
      x.at(
        0.2,
        "yard-tos",
        "warn",
        "o.a.k.c.c.i.ConsumerCoordinator : [Consumer clientId=yard-tos-1, groupId=yard-moves] Offset commit failed on partition moves-3 at offset 882716: The coordinator is not aware of this member.",
      );
      x.at(
        3,
        "yard-tos",
        "info",
        "o.a.k.c.c.i.ConsumerCoordinator : [Consumer clientId=yard-tos-2, groupId=yard-moves] Adding newly assigned partitions: moves-4, moves-5",
      );
    },
  },
];
