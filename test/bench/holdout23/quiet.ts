// The 12 quiet windows of holdout23: short windows that look bad but are harmless.
import type { Level } from "./render.js";
import type { Fault, Sched } from "./window.js";

export interface Quiet extends Fault {
  note: string;
  /** how long the harmless disturbance lasts (seconds) */
  secs: number;
}

const E = (
  svc: string,
  lvl: Level,
  msg: string,
  at: number,
  every?: number,
  count?: number,
  sticky?: boolean,
): Sched => ({
  svc,
  lvl,
  msg,
  at,
  every,
  count,
  sticky,
});

export const QUIETS: Quiet[] = [
  {
    estate: "rides",
    origin: "dispatch-svc",
    secs: 4,
    mode: "loud",
    failRate: 0.6,
    kind: "5xx",
    originErr: [
      { lvl: "error", msg: 'assign failed err="unexpected EOF" (pgx conn closed by server during idle reap)' },
    ],
    note: "dispatch-svc throws a four-second burst of pgx 'unexpected EOF' errors after an idle-connection reap and recovers on its own.",
  },
  {
    estate: "metrics",
    origin: "",
    secs: 6,
    mode: "few",
    kind: "5xx",
    events: [
      E(
        "collector",
        "error",
        'produce failed topic=samples partition={k} err="kafka server: In the middle of a leadership election, there is currently no leader for this partition"',
        0,
        1,
        5,
      ),
      E(
        "ingest-kafka",
        "info",
        "[Controller id=2] Partition samples-{k} leader moved to broker 3 (preferred replica election)",
        1,
      ),
      E("collector", "info", "produce recovered topic=samples retried={n} dropped=0", 7),
    ],
    note: "A Kafka preferred-leader election makes collector log five produce errors within seconds; retries succeed and nothing is dropped.",
  },
  {
    estate: "stream",
    origin: "catalog-svc",
    secs: 3,
    mode: "loud",
    failRate: 0.5,
    kind: "5xx",
    originErr: [
      { lvl: "error", msg: 'rows cache miss storm {"err":"ETIMEDOUT","key":"rows:home:{k}","fallback":"origin"}' },
    ],
    note: "catalog-svc logs a three-second burst of cache timeouts during a cache node failover and is fine again right after.",
  },
  {
    estate: "grocer",
    origin: "cart-service",
    secs: 5,
    mode: "silent",
    failRate: 0.7,
    kind: "refused",
    events: [
      E("ecs-agent", "info", "Task [a1c9e2] cart-service:311 -> PENDING (deployment ecs-svc/2026-06-rolling)", -12),
      E("cart-service", "info", "- Gracefully stopping, waiting for requests to finish (SIGTERM)", -1),
      E("cart-service", "info", "Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango", 4),
      E("cart-service", "info", "* Listening on http://0.0.0.0:3000 - Use Ctrl-C to stop", 5),
    ],
    note: "A rolling deploy restarts cart-service; storefront-nginx logs a few seconds of connection-refused 503s, then traffic is normal.",
  },
  {
    estate: "ledger",
    origin: "accounts-api",
    secs: 3,
    mode: "silent",
    failRate: 0.5,
    kind: "5xx",
    events: [
      E(
        "kubelet",
        "info",
        'Killing container with a grace period pod="fin-prod/accounts-api-7f4" containerName="accounts-api" gracePeriod=30',
        -2,
      ),
      E("accounts-api", "info", "Application is shutting down...", -1),
      E("accounts-api", "info", "Now listening on: http://[::]:8080", 3),
      E("accounts-api", "info", "Application started. Press Ctrl+C to shut down. Hosting environment: Production", 3),
    ],
    note: "accounts-api restarts during a routine rollout; a handful of 502s at api-gateway in three seconds, then healthy.",
  },
  {
    estate: "clinic",
    origin: "",
    secs: 1,
    mode: "few",
    kind: "5xx",
    events: [
      E(
        "portal-nginx",
        "warn",
        '10.9.44.12 - - "GET /api/appointments HTTP/1.1" 401 61 "-" "KioskApp/2.1" rt=0.004 ups=appointments-api:8080 ups_status=401 rid={uuid}',
        -900,
        2.5,
        undefined,
        true,
      ),
      E(
        "appointments-api",
        "warn",
        "Bearer token expired for client kiosk-lobby-3 (exp 2026-06-01T06:00:00Z)",
        -900,
        2.5,
        undefined,
        true,
      ),
    ],
    note: "One lobby kiosk with an expired token hammers the portal and gets 401 every few seconds for the whole window; everyone else is fine.",
  },
  {
    estate: "ledger",
    origin: "",
    secs: 1,
    mode: "few",
    kind: "5xx",
    events: [
      E(
        "api-gateway",
        "warn",
        '"GET /v1/fx HTTP/1.1" 429 RL 0 88 0 0 "10.30.1.9" "partner-acme-sync/0.9" "{uuid}" cluster=fx-rates client_id=partner-acme',
        -900,
        1.5,
        undefined,
        true,
      ),
    ],
    note: "A single partner integration polls /v1/fx too fast and is rate limited with 429 for the whole window; other clients are unaffected.",
  },
  {
    estate: "grocer",
    origin: "",
    secs: 1,
    mode: "few",
    kind: "5xx",
    events: [
      E(
        "storefront-nginx",
        "warn",
        '185.220.{k}.{n} - - "GET /wp-login.php HTTP/1.1" 404 153 "-" "Mozilla/5.0 zgrab/0.x" rt=0.001 ups=-:8080 ups_status=- rid={uuid}',
        -900,
        1.2,
        undefined,
        true,
      ),
      E(
        "storefront-nginx",
        "error",
        '31#31: *{id} open() "/usr/share/nginx/html/.env" failed (2: No such file or directory), client: 185.220.{k}.{n}, server: shop',
        -900,
        3,
        undefined,
        true,
      ),
    ],
    note: "A scanner probes storefront-nginx for WordPress and .env files and collects 404s the whole window; real traffic is unaffected.",
  },
  {
    estate: "grocer",
    origin: "",
    secs: 2,
    mode: "few",
    kind: "5xx",
    events: [
      E(
        "payments-adapter",
        "warn",
        'paygate responded 503 Service Unavailable {"vendor_request_id":"req_{hex}","attempt":1}',
        0,
        0.8,
        2,
      ),
      E("payments-adapter", "info", 'charge succeeded after retry {"attempt":2,"latencyMs":{n}}', 2),
    ],
    note: "The card vendor blips with two 503s; payments-adapter's retry succeeds and no checkout fails.",
  },
  {
    estate: "clinic",
    origin: "",
    secs: 2,
    mode: "few",
    kind: "5xx",
    events: [
      E(
        "coverage-check",
        "warn",
        'eligibility call slow payer=avail err="context deadline exceeded" attempt=1 retrying=true',
        0,
      ),
      E("coverage-check", "info", "eligibility ok payer=avail attempt=2 duration=812ms", 1),
    ],
    note: "One payer call times out once and succeeds on retry; nothing else happens.",
  },
  {
    estate: "metrics",
    origin: "",
    secs: 1,
    mode: "few",
    kind: "5xx",
    note: "Only the estate's chronic noise (out-of-order samples, missing billing contacts) and an unrelated deploy; no incident.",
  },
  {
    estate: "stream",
    origin: "",
    secs: 1,
    mode: "few",
    kind: "5xx",
    events: [
      E("license-server", "warn", "slow request POST /license/widevine took 4{n}ms (device attestation retry)", 0),
    ],
    note: "Chronic artwork-missing errors, one slow licence request and an unrelated deploy; no incident.",
  },
];
