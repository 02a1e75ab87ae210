// Dependency (credit-bureau 503s + breaker, Stripe api_error, AIS provider 502 + breaker, Redis broker refused) and
// disk (Postgres WAL ENOSPC, transcoder scratch full, read-only filesystem on gate kiosks, Node ENOSPC).
import { node } from "./stacks.js";
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;

export const dependency: Scenario[] = [
  {
    estate: "claims",
    cat: "dependency",
    origin: "fraud-scorer",
    hints: ["503", "unavailable", "upstream", "bureau"],
    sev: "medium",
    note: "the external credit bureau API is down (503); fraud-scorer's enrichment fails and its breaker opens; fnol-intake louder with manual-review fallbacks",
    run: (x) => {
      x.every(
        "fraud-scorer",
        "warn",
        0,
        INF,
        2,
        (r) =>
          `[WARNING] enrichment bureau call failed: 503 Service Unavailable from https://api.creditbureau.example/v2/insight (x-request-id ${r.hex(12)})`,
      );
      x.every(
        "fraud-scorer",
        "error",
        30,
        INF,
        10,
        "[ERROR] pybreaker: circuit 'bureau' OPEN after 20 failures; scoring without bureau features",
      );
      x.every(
        "fnol-intake",
        "error",
        2,
        INF,
        1.1,
        (r) =>
          `c.c.f.scoring.FraudClient : score for CLM-${r.int(2026000, 2026999)} degraded (bureau unavailable), routed to manual review`,
      );
    },
  },
  {
    estate: "podcast",
    cat: "dependency",
    origin: "subs-billing",
    hints: ["stripe", "api_error", "provider", "500"],
    sev: "medium",
    note: "Stripe has a partial outage; subs-billing's charges get api_error 500 / 503; renewals fail and are retried",
    run: (x) => {
      x.every(
        "subs-billing",
        "error",
        0,
        INF,
        2,
        (r) =>
          `[error] renewal charge failed for sub_${r.hex(8)}: %Stripe.Error{source: :stripe, code: :api_error, request_id: "req_${r.hex(14)}", message: "An unknown error occurred", extra: %{http_status: ${r.pick([500, 503, 500])}}}`,
      );
      x.every(
        "subs-billing",
        "warn",
        20,
        INF,
        30,
        (r) =>
          `[info] Oban queue=renewals executed=${r.int(30, 90)} failed=${r.int(20, 80)} (last minute), retries scheduled`,
      );
      x.every("user-library", "warn", 30, INF, 8, "entitlements refresh deferred: subscription state pending");
    },
  },
  {
    estate: "port",
    cat: "dependency",
    origin: "vessel-ais",
    hints: ["502", "provider", "circuit", "upstream"],
    sev: "medium",
    note: "the commercial AIS provider returns 502 Bad Gateway; vessel-ais's breaker opens; berth ETAs degrade",
    run: (x) => {
      x.every(
        "vessel-ais",
        "error",
        0,
        INF,
        3,
        (r) =>
          `ERROR ais.provider: GET https://api.aisprovider.example/v1/positions?bbox=NLRTM failed: 502 Bad Gateway (attempt ${r.int(1, 3)}/3)`,
      );
      x.every(
        "vessel-ais",
        "warn",
        30,
        INF,
        20,
        "WARNING ais.provider: circuit 'aisprovider' OPEN, using terrestrial receiver only",
      );
      x.thin("vessel-ais", 0, 0.5);
      x.every(
        "berth-planner",
        "warn",
        60,
        INF,
        12,
        "c.t.berth.EtaService : ETA source degraded (provider feed missing)",
      );
    },
  },
  {
    estate: "claims",
    cat: "dependency",
    origin: "adjuster-assign",
    hints: ["redis", "broker", "refused"],
    sev: "medium",
    note: "the managed Redis used as Celery broker is down (maintenance failover); adjuster-assign can't consume or publish; assignments stop",
    run: (x) => {
      x.silence("adjuster-assign", 0);
      x.every(
        "adjuster-assign",
        "error",
        0,
        INF,
        4,
        "consumer: Cannot connect to redis://redis-celery:6379/0: Error 111 connecting to redis-celery:6379. Connection refused..\nTrying again in 4.00 seconds... (2/100)",
      );
      x.every(
        "fnol-intake",
        "error",
        2,
        INF,
        2,
        "c.c.f.AssignmentClient : enqueue assign_adjuster failed: kombu.exceptions.OperationalError: Error 111 connecting to redis-celery:6379. Connection refused. (HTTP 500 from adjuster-assign)",
      );
      x.every("claims-portal", "warn", 10, INF, 6, "GET /api/v3/claims/{id} 200 adjuster=null (pending)");
    },
  },
];

export const disk: Scenario[] = [
  {
    estate: "claims",
    cat: "disk",
    origin: "claims-pg",
    hints: ["space", "disk", "device"],
    sev: "high",
    note: "claims-pg's WAL volume fills (replication slot of a dead replica retains WAL); PANIC could not write pg_wal: No space left on device",
    run: (x) => {
      x.every(
        "claims-pg",
        "warn",
        -200,
        0,
        40,
        (r) =>
          `WARNING:  replication slot "analytics_replica" is ${r.int(90, 140)} GB behind (restart_lsn 1F/2A000000)`,
      );
      x.at(
        0,
        "claims-pg",
        "fatal",
        `PANIC:  could not write to file "pg_wal/xlogtemp.${x.r.int(1000, 9999)}": No space left on device`,
      );
      x.at(0.2, "claims-pg", "error", "LOG:  WAL writer process (PID 61) was terminated by signal 6: Aborted");
      x.at(0.3, "claims-pg", "error", "LOG:  terminating any other active server processes");
      x.every(
        "claims-pg",
        "error",
        2,
        INF,
        8,
        `FATAL:  could not write to file "pg_wal/xlogtemp.77": No space left on device`,
      );
      x.silence("claims-pg", 0);
      x.every(
        "policy-ledger",
        "error",
        1,
        INF,
        0.8,
        "o.h.engine.jdbc.spi.SqlExceptionHelper : An I/O error occurred while sending to the backend. (SQLState: 08006)",
      );
      x.every(
        "fnol-intake",
        "error",
        2,
        INF,
        0.9,
        "c.c.f.LedgerClient : coverage lookup failed: 503 from policy-ledger",
      );
      x.every(
        "claims-portal",
        "error",
        3,
        INF,
        1.2,
        (r) => `POST /api/v3/claims 503 ${r.int(100, 900)}ms upstream=fnol-intake`,
      );
    },
  },
  {
    estate: "podcast",
    cat: "disk",
    origin: "episode-transcoder",
    hints: ["space", "device", "disk"],
    sev: "medium",
    note: "episode-transcoder's scratch volume fills with leftover segment dirs; writes fail 'no space left on device'",
    run: (x) => {
      x.every(
        "episode-transcoder",
        "warn",
        -120,
        0,
        30,
        (r) => `scratch /scratch usage ${r.int(91, 99)}% (cleanup of aborted jobs disabled)`,
      );
      x.every(
        "episode-transcoder",
        "error",
        0,
        INF,
        3,
        (r) =>
          `transcode ep_${r.hex(10)} failed: write /scratch/ep_${r.hex(10)}/seg_${r.int(1, 999).toString().padStart(4, "0")}.ts: no space left on device`,
      );
      x.every(
        "playback-api",
        "warn",
        15,
        INF,
        3,
        (r) => `rendition aac-64 missing for ep_${r.hex(10)}, serving original enclosure`,
      );
    },
  },
  {
    estate: "port",
    cat: "disk",
    origin: "gate-kiosk",
    hints: ["read-only", "file system", "disk"],
    sev: "high",
    note: "the gate-kiosk node's filesystem remounts read-only after I/O errors; PHP sessions and uploads fail; lanes stop",
    run: (x) => {
      x.at(
        -1,
        "kernel",
        "error",
        "EXT4-fs error (device nvme1n1p1): ext4_journal_check_start:83: comm php-fpm: Detected aborted journal",
      );
      x.at(-0.8, "kernel", "error", "EXT4-fs (nvme1n1p1): Remounting filesystem read-only");
      x.thin("gate-kiosk", 0, 0.1);
      x.every(
        "gate-kiosk",
        "error",
        0,
        INF,
        1.3,
        (r) =>
          `production.ERROR: file_put_contents(/var/www/storage/framework/sessions/${r.hex(40)}): Failed to open stream: Read-only file system {"exception":"[object] (ErrorException(code: 0): file_put_contents(...): Failed to open stream: Read-only file system at /var/www/vendor/laravel/framework/src/Illuminate/Filesystem/Filesystem.php:204)"}`,
      );
      x.every("terminal-api", "warn", 20, INF, 6, (r) => `gate transaction rate dropped to ${r.int(0, 5)}/min`);
    },
  },
  {
    estate: "podcast",
    cat: "disk",
    origin: "playback-api",
    hints: ["enospc", "space"],
    sev: "medium",
    note: "playback-api's local manifest cache dir fills the node's ephemeral disk; ENOSPC writes; kubelet starts evicting",
    run: (x) => {
      x.every(
        "playback-api",
        "error",
        0,
        INF,
        1.5,
        "manifest cache write failed",
        () =>
          node("Error: ENOSPC: no space left on device, write", [
            "Object.writeSync (node:fs:927:3)",
            "ManifestCache.put (/app/dist/manifest/cache.js:58:12)",
          ]) + "\n  errno: -28, syscall: 'write', code: 'ENOSPC'",
      );
      x.every(
        "kubelet",
        "warn",
        60,
        INF,
        20,
        "eviction manager: attempting to reclaim ephemeral-storage; pod playback-api-7c9d4f-x2k8q evicted (ephemeral local storage usage exceeds the total limit of containers 2Gi)",
      );
      x.every(
        "listen-edge",
        "error",
        60,
        INF,
        2,
        (r) => `GET /v2/episodes/:id/stream status=503 dur=${r.int(1, 20)}ms upstream=playback-api no healthy upstream`,
      );
    },
  },
];
