// Quiet windows: alarming-looking but no incident (constant background errors, a clean deploy, a retry that
// succeeds, cron warnings, a self-healing probe flap, one 4xx-spamming client, ...).
import { E, ip, once, seq } from "./dsl.js";
import type { Rng } from "./rng.js";
import type { Spec } from "./types.js";

const q = (estate: Spec["estate"], note: string, emits: Spec["emits"], minOnset?: number): Spec => ({
  estate,
  cat: null,
  origin: null,
  hints: [],
  sev: null,
  note: `quiet: ${note}`,
  emits,
  minOnset,
});
const pl = (r: Rng) => `p_${r.hex(10)}`;
const ord = (r: Rng) => `O-${r.int(4100000, 4999999)}`;

export const quietSpecs: Spec[] = [
  q("grocery", "two steady background errors at a constant rate all window long, nothing changes", [
    E(
      "courier-dispatch",
      "error",
      25,
      (r) => `geofence lookup for courier K-${r.int(1000, 9999)} outside all zones, ignored`,
      { lag: -3600 },
    ),
  ]),
  q("ehr", "fhir-facade rolling deploy with brief readiness failures while pods start, then healthy", [
    ...seq("fhir-facade", "info", 0, 3, [
      "received SIGTERM, shutting down (rollout fhir-facade:6.3.1)",
      "Starting FhirFacadeApplication v6.3.1 using Java 21.0.3 with PID 1",
    ]),
    E(
      "kubelet",
      "warn",
      5,
      () =>
        'Readiness probe failed: Get "http://10.42.3.17:8080/actuator/health/readiness": dial tcp 10.42.3.17:8080: connect: connection refused',
      { lag: 4, count: 4 },
    ),
    once("fhir-facade", "info", 28, "Started FhirFacadeApplication in 21.84 seconds (process running for 23.1)"),
    E(
      "ehr-portal",
      "warn",
      2,
      (r) =>
        `HTTP GET /patients/MRN${r.int(1000000, 9999999)}/summary retried once (fhir-facade connection reset during rollout), succeeded`,
      { lag: 3, count: 3 },
    ),
  ]),
  q("game", "transient reset on a few calls, retry succeeds every time", [
    E(
      "matchmaker",
      "warn",
      4,
      (r) =>
        `profile fetch for ticket t_${r.hex(8)}: rpc error: code = Unavailable desc = connection reset by peer; retry 1/3`,
      { count: 6 },
    ),
    E(
      "matchmaker",
      "info",
      4,
      (r) => `profile fetch for ticket t_${r.hex(8)} succeeded on retry 2/3 (${r.int(20, 90)}ms)`,
      { lag: 0.3, count: 6 },
    ),
  ]),
  q("grocery", "nightly stock reconciliation cron logs many expected mismatch warnings and finishes", [
    once("inventory-ledger", "info", 0, "cron stock-reconcile started for 6 stores"),
    E(
      "inventory-ledger",
      "warn",
      0.8,
      (r) =>
        `reconcile: SKU 87${r.int(10000000000, 99999999999)} count mismatch at AMS-0${r.int(1, 9)} (ledger ${r.int(0, 40)}, scan ${r.int(0, 40)}) - corrected`,
      { lag: 1, dur: 420 },
    ),
    once("inventory-ledger", "info", 425, "cron stock-reconcile finished: 512 corrections, 0 failures (7m05s)"),
  ]),
  q("ehr", "lab-results liveness probe flaps twice and recovers within seconds", [
    E("kubelet", "warn", 3, () => "Liveness probe failed: HTTP probe failed with statuscode: 503", { count: 2 }),
    once("lab-results", "warn", 1, "health: database ping took 4.2s (threshold 3s)"),
    once("lab-results", "info", 9, "health: all checks passing"),
  ]),
  q("game", "one bot client spams invalid tokens: steady 401s at the edge for a single client id", [
    E(
      "edge-gateway",
      "warn",
      0.9,
      (r) =>
        `GET /v2/profile/me 401 ${r.int(1, 4)}ms client=bot-scraper/0.3 ip=203.0.113.${r.int(2, 40)} reason=invalid_token`,
      { lag: -3600 },
    ),
  ]),
  q("grocery", "payments-adapter deploy goes fine; cache warm-up warnings only", [
    ...seq("payments-adapter", "info", 0, 2, [
      "Application is shutting down... (rolling update to payments-adapter:2.32.1)",
      "Now listening on: http://[::]:8080",
      "Hosting environment: Production; version 2.32.1",
    ]),
    E("payments-adapter", "warn", 2, () => "PSP capabilities cache cold, fetching from checkout-live.adyen.com", {
      lag: 5,
      count: 4,
    }),
    E(
      "payments-adapter",
      "info",
      2,
      (r) => `Authorization succeeded for ${ord(r)} amount ${r.f(12, 190, 2)} EUR (first after deploy)`,
      { lag: 8, count: 3 },
    ),
  ]),
  q("ehr", "nightly backup job with slow-query warnings that completes", [
    once("audit-trail", "info", 0, "snapshot of segments 100-412 to s3://stmarys-audit-archive started"),
    E(
      "patient-index",
      "warn",
      20,
      (r) => `slow query (${r.int(1200, 4000)}ms) during backup window: SELECT ... FROM mpi_links WHERE ...`,
      { lag: 5, dur: 600 },
    ),
    once("audit-trail", "info", 610, "snapshot complete: 312 segments, 48.1GiB, checksum ok"),
  ]),
  q("game", "peak-hour matchmaking waits exceed target (warnings), no errors, matches keep forming", [
    E(
      "matchmaker",
      "warn",
      6,
      (r) => `queue ranked-solo wait p95=${r.int(65, 110)}s above target 60s (population ${r.int(8000, 14000)})`,
      { dur: 900 },
    ),
    E(
      "session-allocator",
      "info",
      30,
      (r) => `fleet autoscaler: scaling eu-west-1 from ${r.int(60, 80)} to ${r.int(90, 120)} ready servers`,
      { count: 5 },
    ),
  ]),
  q("grocery", "node drain evicts cart-svc pod; replacement becomes ready normally", [
    once(
      "kubelet",
      "warn",
      0,
      "Evicted pod cart-svc-7c5d9b-2mzkq: node ip-10-42-3-88 is being drained (scheduled maintenance)",
    ),
    once("cart-svc", "info", 1, "received SIGTERM, draining 14 in-flight requests"),
    once("cart-svc", "info", 9, "cart-svc starting (build 5f2c1aa), listening on :8080"),
    once("storefront-bff", "warn", 3, "cart-svc upstream endpoint removed, 2 of 3 remaining"),
    once("storefront-bff", "info", 12, "cart-svc upstream endpoint added, 3 of 3 healthy"),
  ]),
  q("ehr", "cert-manager renews the portal certificate; brief TLS warnings while the secret reloads", [
    once("cert-manager", "info", 0, "Certificate stmarys-clinical/portal-tls: renewing (expires in 29d)"),
    E("ehr-portal", "warn", 2, (r) => `TLS handshake from ${ip(r)} failed during certificate reload, client retried`, {
      lag: 20,
      count: 3,
    }),
    once("cert-manager", "info", 25, "Certificate stmarys-clinical/portal-tls: Issued (Ready=True)"),
  ]),
  q("game", "payment provider blip: three 502s retried successfully within ten seconds", [
    E(
      "purchase-api",
      "error",
      3,
      (r) => `charge for ${pl(r)} got 502 Bad Gateway from api.stripe.com; retrying (idempotency key ik_${r.hex(12)})`,
      { count: 3 },
    ),
    E("purchase-api", "info", 3, (r) => `charge for ${pl(r)} succeeded on retry (status 200)`, { lag: 1, count: 3 }),
  ]),
];
