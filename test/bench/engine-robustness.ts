// Independent incident generator for the diagnosis engine, in a style unlike the dev set
// (../shared/data/incidents): other estates (checkout, bank, IoT, streaming, clinic scheduling,
// CI/CD), other runtimes (Spring/Java with stack traces, Go zap, Python, Node, Rust tracing, .NET,
// nginx/envoy access lines), other wording, 1k-200k lines, the same six formats and the same kinds
// of red herrings, plus quiet windows. Not part of `npm test`.
//
//   npx tsx test/bench/engine-robustness.ts [--out DIR] [--small]   # writes files + labels.json
//   npx tsx test/bench/engine-robustness.ts --score [--out DIR]     # generates, then scores via the CLI
//
// The scenarios were written before looking at how the engine classifies anything; keep it so.
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// ---------------------------------------------------------------- randomness
export interface Rng {
  f(lo: number, hi: number): number;
  i(lo: number, hi: number): number;
  p<T>(xs: readonly T[]): T;
  c(p: number): boolean;
  hex(n: number): string;
}
function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    f: (lo, hi) => lo + (hi - lo) * next(),
    i: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    p: (xs) => xs[Math.floor(next() * xs.length)],
    c: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
  };
}

type Level = "debug" | "info" | "warn" | "error" | "fatal";
type Line = [Level, string];
type Gen = (r: Rng, callee: string) => Line | Line[];
type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
type Runtime = "java" | "go" | "python" | "node" | "rust" | "dotnet" | "nginx";

// ---------------------------------------------------------------- estates
interface Service {
  name: string;
  rt: Runtime;
  ok: Array<(r: Rng) => string>;
}
interface Estate {
  services: Service[];
  routes: string[][];
}
const ip = (r: Rng) => `10.${r.i(0, 40)}.${r.i(0, 255)}.${r.i(1, 254)}`;
const ms = (r: Rng, lo = 2, hi = 400) => r.i(lo, hi);
const uuid = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`;

function httpOk(rt: Runtime, method: string, path: (r: Rng) => string): (r: Rng) => string {
  switch (rt) {
    case "java":
      return (r) => `Completed 200 OK for ${method} ${path(r)} in ${ms(r)} ms`;
    case "go":
      return (r) => `request served method=${method} path=${path(r)} status=200 latency=${r.f(0.4, 90).toFixed(2)}ms`;
    case "python":
      return (r) => `${ip(r)}:${r.i(30000, 60000)} - "${method} ${path(r)} HTTP/1.1" 200`;
    case "node":
      return (r) => `request completed ${method} ${path(r)} statusCode=200 responseTime=${ms(r)}`;
    case "rust":
      return (r) => `finished processing request method=${method} uri=${path(r)} status=200 latency_ms=${ms(r)}`;
    case "dotnet":
      return (r) =>
        `Request finished HTTP/1.1 ${method} http://app${path(r)} - 200 - application/json ${r.f(1, 300).toFixed(4)}ms`;
    default:
      return (r) =>
        `${ip(r)} - - "${method} ${path(r)} HTTP/1.1" 200 ${r.i(120, 9000)} "-" "Mozilla/5.0" rt=${r.f(0.001, 0.4).toFixed(3)}`;
  }
}
const svc = (name: string, rt: Runtime, ...ok: Array<(r: Rng) => string>): Service => ({ name, rt, ok });

const SHOP: Estate = {
  services: [
    svc(
      "storefront-edge",
      "nginx",
      httpOk("nginx", "GET", (r) => `/p/${r.i(1000, 99999)}`),
      httpOk("nginx", "POST", () => "/checkout"),
    ),
    svc(
      "checkout-api",
      "java",
      httpOk("java", "POST", (r) => `/api/v2/checkout/${uuid(r)}`),
      (r) => `Cart ${r.hex(10)} priced: ${r.i(1, 9)} items, total ${r.f(5, 800).toFixed(2)} USD`,
    ),
    svc(
      "cart-svc",
      "node",
      httpOk("node", "GET", (r) => `/carts/${r.hex(12)}`),
      (r) => `cart merged guest=${r.hex(8)} items=${r.i(1, 12)}`,
    ),
    svc(
      "pricing-engine-v2",
      "go",
      httpOk("go", "POST", () => "/v1/quote"),
      (r) => `promo rules evaluated rules=${r.i(10, 80)} matched=${r.i(0, 3)} took=${r.i(1, 20)}ms`,
    ),
    svc(
      "inventory-svc",
      "python",
      httpOk("python", "GET", (r) => `/stock/SKU-${r.i(10000, 99999)}`),
      (r) => `reserved sku=SKU-${r.i(10000, 99999)} qty=${r.i(1, 5)} warehouse=${r.p(["ORD1", "DFW2", "EWR3"])}`,
    ),
    svc(
      "payment-svc-7d9f8b-x2x",
      "java",
      (r) => `PaymentIntent pi_${r.hex(14)} confirmed amount=${r.i(500, 90000)} currency=usd`,
      httpOk("java", "POST", () => "/payments/authorize"),
    ),
    svc(
      "order-events-consumer",
      "java",
      (r) =>
        `Consumed record topic=orders.v1 partition=${r.i(0, 11)} offset=${r.i(100000, 999999)} key=ord_${r.hex(8)}`,
    ),
    svc(
      "email-notifier",
      "node",
      (r) => `queued template=${r.p(["order_confirmed", "shipped", "receipt"])} to=user_${r.i(1000, 99999)}`,
    ),
  ],
  routes: [
    ["storefront-edge", "checkout-api", "pricing-engine-v2"],
    ["storefront-edge", "checkout-api", "inventory-svc"],
    ["storefront-edge", "checkout-api", "payment-svc-7d9f8b-x2x"],
    ["storefront-edge", "cart-svc", "pricing-engine-v2"],
    ["storefront-edge", "cart-svc"],
    ["order-events-consumer", "email-notifier"],
    ["order-events-consumer", "inventory-svc"],
  ],
};
const BANK: Estate = {
  services: [
    svc(
      "mobile-banking-bff",
      "node",
      httpOk("node", "GET", () => "/v3/accounts/summary"),
      httpOk("node", "POST", () => "/v3/transfers"),
    ),
    svc(
      "accounts-core",
      "java",
      (r) => `Balance read acct=****${r.i(1000, 9999)} ledgerVersion=${r.i(1, 99999)}`,
      httpOk("java", "GET", (r) => `/accounts/${r.i(1e6, 9e6)}`),
    ),
    svc(
      "ledger-writer",
      "java",
      (r) => `Posted journal entry JE-${r.i(1e7, 9e7)} lines=2 amount=${r.f(1, 5000).toFixed(2)} EUR`,
    ),
    svc(
      "fraud-scoring-2",
      "python",
      (r) => `scored txn=${r.hex(10)} model=gbm-v14 score=${r.f(0, 0.3).toFixed(3)} decision=allow`,
    ),
    svc(
      "card-auth",
      "go",
      (r) => `authorization approved pan_suffix=${r.i(1000, 9999)} mcc=${r.i(4000, 5999)} rrn=${r.i(1e11, 9e11)}`,
    ),
    svc(
      "statement-gen",
      "dotnet",
      (r) => `Statement rendered for customer ${r.i(1e5, 9e5)} period 2026-04 pages=${r.i(1, 7)}`,
    ),
    svc(
      "kyc-checker",
      "rust",
      (r) => `kyc check completed applicant_id=${uuid(r)} result=clear elapsed_ms=${r.i(30, 900)}`,
    ),
  ],
  routes: [
    ["mobile-banking-bff", "accounts-core", "ledger-writer"],
    ["mobile-banking-bff", "accounts-core"],
    ["mobile-banking-bff", "fraud-scoring-2"],
    ["card-auth", "fraud-scoring-2"],
    ["card-auth", "accounts-core", "ledger-writer"],
    ["mobile-banking-bff", "kyc-checker"],
    ["statement-gen", "accounts-core"],
  ],
};
const IOT: Estate = {
  services: [
    svc(
      "device-gateway",
      "go",
      (r) =>
        `mqtt publish accepted client_id=dev-${r.hex(6)} topic=t/${r.i(1, 900)}/telemetry qos=1 bytes=${r.i(80, 900)}`,
    ),
    svc(
      "telemetry-ingest",
      "rust",
      (r) => `batch committed batch_id=${r.i(1e5, 9e5)} records=${r.i(50, 500)} elapsed_ms=${r.i(2, 80)}`,
    ),
    svc("rules-engine", "java", (r) => `Evaluated ${r.i(3, 40)} rules for device dev-${r.hex(6)}: 0 alerts`),
    svc(
      "tsdb-writer",
      "go",
      (r) => `flushed points=${r.i(500, 5000)} series=${r.i(20, 400)} shard=${r.i(0, 15)} dur=${r.i(3, 60)}ms`,
    ),
    svc("alerts-dispatcher", "python", (r) => `dispatch skipped device=dev-${r.hex(6)} reason=below_threshold`),
    svc(
      "fleet-api",
      "node",
      httpOk("node", "GET", (r) => `/fleets/${r.i(1, 80)}/devices`),
      httpOk("node", "PATCH", (r) => `/devices/dev-${r.hex(6)}`),
    ),
    svc(
      "firmware-ota",
      "rust",
      (r) => `ota manifest served device=dev-${r.hex(6)} version=4.${r.i(0, 9)}.${r.i(0, 30)}`,
    ),
  ],
  routes: [
    ["device-gateway", "telemetry-ingest", "tsdb-writer"],
    ["device-gateway", "telemetry-ingest", "rules-engine", "alerts-dispatcher"],
    ["fleet-api", "tsdb-writer"],
    ["fleet-api", "firmware-ota"],
    ["device-gateway", "firmware-ota"],
  ],
};
const VIDEO: Estate = {
  services: [
    svc(
      "playback-api",
      "go",
      httpOk("go", "GET", (r) => `/v1/play/${r.hex(10)}`),
      (r) => `playback session started sid=${r.hex(16)} bitrate=${r.p([1200, 2500, 6000])}k`,
    ),
    svc(
      "manifest-builder",
      "rust",
      (r) => `built HLS manifest asset=${r.hex(10)} renditions=${r.i(3, 7)} elapsed_ms=${r.i(1, 40)}`,
    ),
    svc(
      "drm-license",
      "dotnet",
      (r) => `License issued for content ${r.hex(10)} key system Widevine policy=${r.p(["sd", "hd", "uhd"])}`,
    ),
    svc(
      "transcoder-worker-3",
      "python",
      (r) => `segment encoded job=${r.hex(8)} seg=${r.i(1, 900)} codec=h264 fps=${r.f(24, 60).toFixed(1)}`,
    ),
    svc(
      "catalog-graphql",
      "node",
      (r) =>
        `graphql operation=${r.p(["HomeRails", "TitleDetail", "Search"])} complexity=${r.i(10, 300)} duration=${r.i(3, 200)}ms`,
    ),
    svc(
      "recs-service",
      "python",
      (r) => `recommendations computed profile=${r.hex(8)} n=${r.i(10, 40)} model=two-tower-v7`,
    ),
    svc("session-tracker", "java", (r) => `Heartbeat stored sid=${r.hex(16)} position=${r.i(0, 7200)}s`),
  ],
  routes: [
    ["playback-api", "manifest-builder"],
    ["playback-api", "drm-license"],
    ["playback-api", "session-tracker"],
    ["catalog-graphql", "recs-service"],
    ["catalog-graphql", "playback-api", "manifest-builder"],
    ["transcoder-worker-3"],
  ],
};
const CLINIC: Estate = {
  services: [
    svc(
      "patient-portal",
      "node",
      httpOk("node", "GET", () => "/appointments/upcoming"),
      httpOk("node", "POST", () => "/appointments"),
    ),
    svc(
      "scheduling-svc",
      "dotnet",
      (r) =>
        `Slot ${r.i(1e5, 9e5)} booked for provider ${r.i(100, 999)} at 2026-06-${String(r.i(1, 28)).padStart(2, "0")}T${r.i(8, 17)}:00`,
    ),
    svc(
      "provider-directory",
      "java",
      (r) => `Provider search specialty=${r.p(["cardiology", "dermatology", "pediatrics"])} results=${r.i(0, 40)}`,
    ),
    svc(
      "insurance-eligibility",
      "python",
      (r) => `eligibility verified member=${r.hex(9)} payer=${r.p(["aetna", "bcbs", "cigna"])} active=true`,
    ),
    svc("reminder-sms", "go", (r) => `reminder queued appointment=${r.i(1e5, 9e5)} channel=sms send_at=-24h`),
    svc("ehr-sync", "java", (r) => `FHIR bundle synced Encounter count=${r.i(1, 30)} in ${r.i(20, 800)} ms`),
    svc(
      "audit-trail",
      "rust",
      (r) => `audit event appended actor=${r.hex(6)} action=${r.p(["read", "update"])} resource=Appointment`,
    ),
  ],
  routes: [
    ["patient-portal", "scheduling-svc", "provider-directory"],
    ["patient-portal", "scheduling-svc", "insurance-eligibility"],
    ["patient-portal", "scheduling-svc", "audit-trail"],
    ["scheduling-svc", "reminder-sms"],
    ["ehr-sync", "scheduling-svc"],
    ["patient-portal", "provider-directory"],
  ],
};
const CICD: Estate = {
  services: [
    svc(
      "webhook-receiver",
      "go",
      (r) => `webhook accepted event=push repo=org/${r.p(["api", "web", "infra"])} delivery=${uuid(r)}`,
    ),
    svc(
      "build-api",
      "python",
      httpOk("python", "POST", () => "/builds"),
      httpOk("python", "GET", (r) => `/builds/${r.i(1e5, 9e5)}`),
    ),
    svc(
      "runner-controller",
      "go",
      (r) => `job scheduled job_id=${r.i(1e6, 9e6)} runner=r-${r.hex(5)} queue_wait=${r.i(1, 40)}s`,
    ),
    svc(
      "artifact-store",
      "rust",
      (r) => `artifact uploaded key=builds/${r.i(1e5, 9e5)}/out.tar.zst size_bytes=${r.i(1e5, 9e8)}`,
    ),
    svc("log-streamer", "node", (r) => `streamed ${r.i(10, 900)} lines for job ${r.i(1e6, 9e6)}`),
    svc("secrets-broker", "java", (r) => `Issued scoped token for job ${r.i(1e6, 9e6)} ttl=900s`),
    svc(
      "k8s-executor",
      "go",
      (r) => `pod ci-job-${r.i(1e6, 9e6)}-${r.hex(5)} phase=Succeeded duration=${r.i(20, 900)}s`,
    ),
  ],
  routes: [
    ["webhook-receiver", "build-api", "runner-controller", "k8s-executor"],
    ["build-api", "artifact-store"],
    ["runner-controller", "secrets-broker"],
    ["k8s-executor", "log-streamer"],
    ["build-api", "runner-controller"],
  ],
};

// ---------------------------------------------------------------- how callers word a callee's failure
const callerWords: Record<Runtime, Gen> = {
  java: (r, c) => [
    "error",
    r.p([
      `Call to ${c} failed: 503 Service Unavailable`,
      `feign.FeignException$InternalServerError: [500] during [POST] to [http://${c}/api]`,
      `I/O error on POST request for "http://${c}:8080/api": 502 Bad Gateway`,
    ]),
  ],
  go: (r, c) => [
    "error",
    r.p([
      `upstream ${c} returned status=502`,
      `rpc error: code = Unavailable desc = ${c}: upstream failure`,
      `call failed svc=${c} err="unexpected status 500"`,
    ]),
  ],
  python: (r, c) => [
    "error",
    r.p([
      `httpx.HTTPStatusError: Server error '500 Internal Server Error' for url 'http://${c}/v1'`,
      `dependency ${c} failed with 503`,
    ]),
  ],
  node: (r, c) => [
    "error",
    r.p([`request to ${c} failed with status code 502`, `AxiosError: Request failed with status code 500 (${c})`]),
  ],
  rust: (r, c) => ["error", `upstream error service=${c} status=503`],
  dotnet: (r, c) => [
    "error",
    `System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error). Upstream=${c}`,
  ],
  nginx: (r, c) => [
    "error",
    `${ip(r)} - - "POST /checkout HTTP/1.1" ${r.p([502, 503, 504])} 0 "-" "Mozilla/5.0" rt=${r.f(0.1, 5).toFixed(3)} upstream=${c}`,
  ],
};
const retryWords: Gen = (r, c) => [
  ["warn", `retrying ${c} attempt=2/4 backoff=${r.i(50, 400)}ms`],
  ["warn", `retrying ${c} attempt=3/4 backoff=${r.i(400, 1600)}ms`],
  ["error", `giving up on ${c} after 4 attempts`],
];

// ---------------------------------------------------------------- stack traces
const javaTrace = (ex: string, msg: string, pkg: string) =>
  `${ex}: ${msg}\n\tat ${pkg}.service.Handler.process(Handler.java:${88})\n\tat ${pkg}.web.Controller.handle(Controller.java:41)\n\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:897)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`;
const pyTrace = (head: string, last: string, file: string) =>
  `${head}\nTraceback (most recent call last):\n  File "/app/${file}.py", line 212, in handle\n    result = await self.process(payload)\n  File "/app/${file}.py", line 97, in process\n    return self.lookup(payload)\n${last}`;

// ---------------------------------------------------------------- scenarios
interface Fault {
  at: string;
  rate: number; // share of requests through `at` that fail
  origin: (r: Rng) => Line;
  caller?: "default" | "retry" | "silent";
  originShare?: number; // share of failures the origin itself logs (1 when unset)
  periodic?: [number, (r: Rng) => Line]; // seconds between lines at the origin, after the start
  onset?: Array<[number, Level, string]>; // seconds relative to the start, at the origin
  precursor?: [number, (r: Rng) => Line]; // origin lines in the minutes before (slow build-up, e.g. memory)
}
interface Scenario {
  id: string;
  estate: Estate;
  format: Format;
  lines: number;
  minutes: number;
  category: string | null;
  hints: string[];
  severity?: "medium" | "high";
  faultAt?: number;
  /** The fault is fixed at this share of the window (default: it lasts to the end). */
  faultEnd?: number;
  fault?: Fault;
  noise?: Array<[string, number, (r: Rng) => Line]>; // service, every seconds, line: from minute one
  events?: Array<[number, string, Level, string]>; // frac of span, service
  ramp?: number; // traffic at the end of the window relative to its start (linear), e.g. a morning rise
  perRequest?: Array<[string, number, (r: Rng) => Line]>; // service, share of its requests, line: load-borne errors
}

const S: Scenario[] = [];
const noiseLib = {
  flags: (s: string): [string, number, (r: Rng) => Line] => [
    s,
    7,
    (r) => ["error", `feature flag refresh failed: GET https://flags.internal/v2/env 404 (etag ${r.hex(6)})`],
  ],
  dedupe: (s: string): [string, number, (r: Rng) => Line] => [
    s,
    5,
    (r) => ["error", `duplicate message ignored id=${uuid(r)}`],
  ],
  timeoutNoise: (s: string): [string, number, (r: Rng) => Line] => [
    s,
    11,
    (r) => ["error", `analytics beacon timed out after 2000ms (batch ${r.i(1, 999)}) - dropped`],
  ],
  badClient: (s: string): [string, number, (r: Rng) => Line] => [
    s,
    4,
    (r) => ["warn", `rejected request from ${ip(r)}: 400 invalid query parameter 'page'`],
  ],
  npeOld: (s: string): [string, number, (r: Rng) => Line] => [
    s,
    20,
    (r) => ["error", `legacy export skipped: customer ${r.i(1e5, 9e5)} has no email (null)`],
  ],
  authNoise: (s: string): [string, number, (r: Rng) => Line] => [
    s,
    9,
    (r) => ["warn", `login failed for user u${r.i(1000, 99999)}: invalid password`],
  ],
  gc: (s: string): [string, number, (r: Rng) => Line] => [
    s,
    30,
    (r) => [
      "info",
      `GC pause (G1 Evacuation Pause) young ${r.i(3, 40)}ms heap ${r.i(300, 700)}M->${r.i(200, 400)}M(1024M)`,
    ],
  ],
};
const deploy = (frac: number, s: string): [number, string, Level, string] => [
  frac,
  s,
  "info",
  `Deployed ${s} version 2026.05.${frac > 0.5 ? 3 : 2}-${"abc1234".slice(0, 7)} (rolling, 4/4 ready)`,
];

function add(sc: Scenario): void {
  S.push(sc);
}

// --- authentication
add({
  id: "rb-auth-jwks",
  estate: BANK,
  format: "datadog",
  lines: 6000,
  minutes: 30,
  category: "authentication",
  hints: ["jwt", "jwks", "token", "kid", "signature", "key"],
  severity: "high",
  fault: {
    at: "accounts-core",
    rate: 0.9,
    origin: (r) => [
      "error",
      `JWT validation failed: no key with kid "rk-2026-05-${r.p(["a", "b"])}" in JWKS from https://idp.bank.example/.well-known/jwks.json; rejecting request`,
    ],
    caller: "default",
  },
  noise: [noiseLib.flags("statement-gen"), noiseLib.authNoise("mobile-banking-bff")],
  events: [deploy(0.45, "kyc-checker")],
});
add({
  id: "rb-auth-pgpass",
  estate: CLINIC,
  format: "logfmt",
  lines: 3000,
  minutes: 20,
  category: "authentication",
  hints: ["password", "authentication", "credential", "28p01"],
  severity: "high",
  fault: {
    at: "provider-directory",
    rate: 1,
    origin: () => [
      "error",
      `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "directory_ro"`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.timeoutNoise("patient-portal")],
  events: [
    [0.49, "provider-directory", "info", "Secret rotation picked up: spring.datasource.password reloaded from vault"],
  ],
});
add({
  id: "rb-auth-oauth",
  estate: CICD,
  format: "ecs",
  lines: 12000,
  minutes: 40,
  category: "authentication",
  hints: ["oauth", "invalid_client", "unauthorized", "401", "secret", "token"],
  severity: "medium",
  fault: {
    at: "secrets-broker",
    rate: 0.8,
    origin: () => [
      "warn",
      `Token exchange with https://login.idp.example/oauth2/token rejected: 401 invalid_client (client secret expired)`,
    ],
  },
  noise: [noiseLib.dedupe("webhook-receiver")],
});
// --- authorization
add({
  id: "rb-authz-s3",
  estate: VIDEO,
  format: "gcp",
  lines: 8000,
  minutes: 35,
  category: "authorization",
  hints: ["accessdenied", "access denied", "forbidden", "403", "permission", "not authorized"],
  severity: "medium",
  fault: {
    at: "transcoder-worker-3",
    rate: 1,
    origin: (r) => [
      "error",
      `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::4411:assumed-role/transcoder-role/i-${r.hex(8)} is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::vod-segments/${r.hex(8)}.ts`,
    ],
    periodic: [3, (r) => ["error", `segment upload failed job=${r.hex(8)} status=403`]],
  },
  noise: [noiseLib.badClient("playback-api"), noiseLib.flags("catalog-graphql")],
  events: [[0.48, "transcoder-worker-3", "info", "IAM policy vod-writer v7 attached by terraform"]],
});
add({
  id: "rb-authz-rbac",
  estate: CICD,
  format: "jsonl",
  lines: 2500,
  minutes: 15,
  category: "authorization",
  hints: ["forbidden", "rbac", "permission", "403", "cannot create"],
  severity: "high",
  fault: {
    at: "k8s-executor",
    rate: 1,
    origin: (r) => [
      "error",
      `failed to create pod: pods is forbidden: User "system:serviceaccount:ci:executor" cannot create resource "pods" in API group "" in the namespace "builds-${r.i(1, 3)}"`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.npeOld("build-api")],
  events: [deploy(0.52, "log-streamer")],
});
add({
  id: "rb-authz-scope",
  estate: CLINIC,
  format: "compose",
  lines: 20000,
  minutes: 60,
  category: "authorization",
  hints: ["forbidden", "scope", "403", "permission", "insufficient"],
  severity: "medium",
  fault: {
    at: "insurance-eligibility",
    rate: 0.95,
    origin: () => [
      "error",
      `payer API denied request: 403 Forbidden - insufficient_scope (required: eligibility.read)`,
    ],
  },
  noise: [noiseLib.authNoise("patient-portal"), noiseLib.dedupe("reminder-sms")],
});
// --- database
add({
  id: "rb-db-hikari",
  estate: SHOP,
  format: "ecs",
  lines: 40000,
  minutes: 60,
  category: "database",
  hints: ["connection", "hikari", "pool", "database", "sql", "jdbc"],
  severity: "high",
  fault: {
    at: "inventory-svc",
    rate: 0.7,
    origin: () => [
      "error",
      pyTrace(
        "stock reservation failed",
        `sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00`,
        "stock",
      ),
    ],
    caller: "retry",
    periodic: [20, (r) => ["warn", `db pool saturated in_use=30/30 waiting=${r.i(5, 90)}`]],
  },
  noise: [noiseLib.flags("cart-svc"), noiseLib.timeoutNoise("storefront-edge")],
  events: [deploy(0.55, "email-notifier")],
});
add({
  id: "rb-db-deadlock",
  estate: BANK,
  format: "compose",
  lines: 5000,
  minutes: 25,
  category: "database",
  hints: ["deadlock", "40p01", "sql", "postgres", "serializ"],
  severity: "medium",
  fault: {
    at: "ledger-writer",
    rate: 0.6,
    origin: () => [
      "error",
      javaTrace(
        "org.springframework.dao.CannotAcquireLockException",
        `could not execute statement; SQL [n/a]; nested exception is org.postgresql.util.PSQLException: ERROR: deadlock detected (SQLSTATE 40P01)`,
        "com.bank.ledger",
      ),
    ],
  },
  noise: [noiseLib.gc("accounts-core"), noiseLib.npeOld("statement-gen")],
});
add({
  id: "rb-db-mongo",
  estate: IOT,
  format: "jsonl",
  lines: 90000,
  minutes: 90,
  category: "database",
  hints: ["mongo", "primary", "database", "replica", "notwritableprimary"],
  severity: "high",
  fault: {
    at: "fleet-api",
    rate: 0.85,
    origin: () => [
      "error",
      `MongoServerError: not primary and secondaryOk=false (NotWritablePrimary) on replica set rs-fleet`,
    ],
  },
  noise: [noiseLib.dedupe("telemetry-ingest"), noiseLib.flags("rules-engine")],
  events: [deploy(0.6, "firmware-ota")],
});
// --- network
add({
  id: "rb-net-dns",
  estate: SHOP,
  format: "logfmt",
  lines: 15000,
  minutes: 45,
  category: "network",
  hints: ["dns", "lookup", "no such host", "nxdomain", "resolve"],
  severity: "high",
  fault: {
    at: "pricing-engine-v2",
    rate: 1,
    origin: (r) => [
      "error",
      `failed to load promo rules: dial tcp: lookup promo-redis.cache.svc.cluster.local on 10.96.0.10:53: no such host (attempt ${r.i(1, 3)})`,
    ],
    caller: "default",
  },
  noise: [noiseLib.badClient("storefront-edge"), noiseLib.npeOld("order-events-consumer")],
  events: [deploy(0.47, "cart-svc")],
});
add({
  id: "rb-net-tls",
  estate: CLINIC,
  format: "datadog",
  lines: 4000,
  minutes: 25,
  category: "network",
  hints: ["tls", "x509", "certificate", "handshake", "ssl", "pkix"],
  severity: "high",
  fault: {
    at: "ehr-sync",
    rate: 1,
    origin: () => [
      "error",
      javaTrace(
        "javax.net.ssl.SSLHandshakeException",
        `PKIX path validation failed: java.security.cert.CertPathValidatorException: validity check failed (certificate expired on 2026-05-31T23:59:59Z)`,
        "org.clinic.ehr",
      ),
    ],
    periodic: [6, (r) => ["error", `FHIR sync batch ${r.i(1e4, 9e4)} aborted, 0 of ${r.i(5, 30)} encounters sent`]],
  },
  noise: [noiseLib.dedupe("audit-trail")],
});
add({
  id: "rb-net-reset",
  estate: IOT,
  format: "gcp",
  lines: 30000,
  minutes: 50,
  category: "network",
  hints: ["reset", "connection", "econnreset", "network", "broken pipe", "socket"],
  severity: "medium",
  fault: {
    at: "device-gateway",
    rate: 0.5,
    origin: (r) => [
      "warn",
      `mqtt bridge write failed: write tcp ${ip(r)}:${r.i(30000, 60000)}->10.4.0.7:8883: write: connection reset by peer`,
    ],
    caller: "silent",
  },
  noise: [noiseLib.flags("fleet-api"), noiseLib.timeoutNoise("alerts-dispatcher")],
  events: [deploy(0.4, "tsdb-writer")],
});
// --- timeout
add({
  id: "rb-to-grpc",
  estate: VIDEO,
  format: "logfmt",
  lines: 25000,
  minutes: 40,
  category: "timeout",
  hints: ["deadline", "timeout", "deadline_exceeded", "timed out"],
  severity: "high",
  fault: {
    at: "drm-license",
    rate: 0.8,
    origin: (r) => [
      "error",
      `Key server call exceeded deadline after ${r.i(5000, 5100)}ms: Status(StatusCode="DeadlineExceeded", Detail="Deadline Exceeded")`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.badClient("playback-api"), noiseLib.dedupe("session-tracker")],
});
add({
  id: "rb-to-read",
  estate: SHOP,
  format: "datadog",
  lines: 10000,
  minutes: 30,
  category: "timeout",
  hints: ["timeout", "timed out", "sockettimeout", "read timed out"],
  severity: "high",
  fault: {
    at: "payment-svc-7d9f8b-x2x",
    rate: 0.9,
    origin: () => ["error", javaTrace("java.net.SocketTimeoutException", "Read timed out", "com.shop.payments")],
  },
  noise: [noiseLib.flags("cart-svc"), noiseLib.npeOld("order-events-consumer")],
  events: [deploy(0.5, "pricing-engine-v2")],
});
add({
  id: "rb-to-lock",
  estate: CICD,
  format: "compose",
  lines: 8000,
  minutes: 30,
  category: "timeout",
  hints: ["timeout", "lock", "timed out", "waited"],
  severity: "medium",
  fault: {
    at: "artifact-store",
    rate: 0.7,
    origin: (r) => ["warn", `upload of builds/${r.i(1e5, 9e5)} stalled: timed out after 30s waiting for shard lock`],
  },
  noise: [noiseLib.dedupe("webhook-receiver")],
});
// --- rate limiting
add({
  id: "rb-rl-twilio",
  estate: CLINIC,
  format: "jsonl",
  lines: 6000,
  minutes: 30,
  category: "rate_limiting",
  hints: ["429", "too many", "rate", "throttl"],
  severity: "medium",
  fault: {
    at: "reminder-sms",
    rate: 1,
    origin: (r) => [
      "error",
      `twilio send failed sid=SM${r.hex(10)} http_status=429 code=20429 msg="Too Many Requests"`,
    ],
    periodic: [2, (r) => ["warn", `sms backlog growing queue_depth=${r.i(100, 9000)}`]],
  },
  noise: [noiseLib.timeoutNoise("patient-portal")],
});
add({
  id: "rb-rl-dynamo",
  estate: IOT,
  format: "ecs",
  lines: 50000,
  minutes: 60,
  category: "rate_limiting",
  hints: ["throttl", "rate", "provisionedthroughput", "exceeded"],
  severity: "medium",
  fault: {
    at: "telemetry-ingest",
    rate: 0.6,
    origin: () => [
      "error",
      `put_batch failed: ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.flags("fleet-api")],
  events: [deploy(0.3, "rules-engine")],
});
add({
  id: "rb-rl-quota",
  estate: BANK,
  format: "gcp",
  lines: 3000,
  minutes: 20,
  category: "rate_limiting",
  hints: ["rate", "limit", "quota", "429", "throttl"],
  severity: "medium",
  fault: {
    at: "kyc-checker",
    rate: 0.9,
    origin: () => ["warn", `identity vendor responded 429, quota of 300 requests/min exhausted; retry-after=60`],
  },
  noise: [noiseLib.authNoise("mobile-banking-bff")],
});
// --- validation
add({
  id: "rb-val-pydantic",
  estate: SHOP,
  format: "compose",
  lines: 12000,
  minutes: 40,
  category: "validation",
  hints: ["validation", "invalid", "schema", "422", "type"],
  severity: "medium",
  fault: {
    at: "inventory-svc",
    rate: 0.8,
    origin: () => [
      "error",
      `request rejected: 1 validation error for ReserveRequest\nquantity\n  Input should be a valid integer, got a number with a fractional part [type=int_from_float]`,
    ],
    onset: [[-40, "info", "inventory-svc 3.8.0 started (schema ReserveRequest v5)"]],
  },
  noise: [noiseLib.flags("cart-svc")],
});
add({
  id: "rb-val-avro",
  estate: IOT,
  format: "datadog",
  lines: 20000,
  minutes: 45,
  category: "validation",
  hints: ["schema", "deserializ", "validation", "avro", "incompatible"],
  severity: "medium",
  fault: {
    at: "rules-engine",
    rate: 0.9,
    origin: () => [
      "error",
      javaTrace(
        "org.apache.kafka.common.errors.SerializationException",
        "Error deserializing Avro message for id 412: field 'ambient_c' missing and has no default",
        "io.iot.rules",
      ),
    ],
  },
  noise: [noiseLib.dedupe("device-gateway")],
  events: [[0.49, "device-gateway", "info", "firmware 4.6.0 telemetry schema v13 registered"]],
});
add({
  id: "rb-val-400",
  estate: CLINIC,
  format: "ecs",
  lines: 2000,
  minutes: 15,
  category: "validation",
  hints: ["validation", "invalid", "400", "bad request", "must"],
  severity: "medium",
  fault: {
    at: "scheduling-svc",
    rate: 0.9,
    origin: () => [
      "warn",
      `One or more validation errors occurred: 'StartTime' must be in ISO-8601 format (value '06/14/2026 9:00 AM')`,
    ],
  },
  noise: [noiseLib.timeoutNoise("ehr-sync")],
});
// --- null reference
add({
  id: "rb-null-npe",
  estate: CLINIC,
  format: "gcp",
  lines: 10000,
  minutes: 30,
  category: "null_reference",
  hints: ["nullpointer", "null"],
  severity: "high",
  fault: {
    at: "provider-directory",
    rate: 0.7,
    origin: () => [
      "error",
      javaTrace(
        "java.lang.NullPointerException",
        `Cannot invoke "org.clinic.Provider.getNpi()" because "provider" is null`,
        "org.clinic.directory",
      ),
    ],
  },
  noise: [noiseLib.npeOld("ehr-sync"), noiseLib.authNoise("patient-portal")],
  events: [deploy(0.49, "provider-directory")],
});
add({
  id: "rb-null-ts",
  estate: SHOP,
  format: "jsonl",
  lines: 5000,
  minutes: 25,
  category: "null_reference",
  hints: ["typeerror", "undefined", "null", "cannot read"],
  severity: "high",
  fault: {
    at: "cart-svc",
    rate: 0.6,
    origin: () => [
      "error",
      `TypeError: Cannot read properties of undefined (reading 'currency')\n    at applyCoupon (/srv/app/dist/coupons.js:88:31)\n    at async CartController.merge (/srv/app/dist/cart.js:140:9)`,
    ],
  },
  noise: [noiseLib.flags("checkout-api")],
});
add({
  id: "rb-null-none",
  estate: VIDEO,
  format: "datadog",
  lines: 7000,
  minutes: 30,
  category: "null_reference",
  hints: ["nonetype", "attributeerror", "none", "null"],
  severity: "medium",
  fault: {
    at: "recs-service",
    rate: 0.75,
    origin: () => [
      "error",
      pyTrace(
        "unhandled exception in /v1/recs",
        `AttributeError: 'NoneType' object has no attribute 'embedding'`,
        "ranker",
      ),
    ],
  },
  noise: [noiseLib.dedupe("session-tracker")],
});
add({
  id: "rb-null-gonil",
  estate: CICD,
  format: "logfmt",
  lines: 4000,
  minutes: 20,
  category: "null_reference",
  hints: ["nil", "pointer", "panic", "null"],
  severity: "high",
  fault: {
    at: "runner-controller",
    rate: 0.5,
    origin: () => [
      "error",
      `panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8a1f2c]\n\ngoroutine 88 [running]:\nmain.(*Scheduler).assign(0x0, 0xc000412000)\n\t/src/sched/assign.go:57 +0x2c`,
    ],
  },
  noise: [noiseLib.dedupe("webhook-receiver")],
});
// --- configuration
add({
  id: "rb-cfg-placeholder",
  estate: SHOP,
  format: "gcp",
  lines: 9000,
  minutes: 30,
  category: "configuration",
  hints: ["config", "placeholder", "property", "missing", "setting"],
  severity: "high",
  fault: {
    at: "payment-svc-7d9f8b-x2x",
    rate: 1,
    origin: () => [
      "error",
      javaTrace(
        "java.lang.IllegalArgumentException",
        `Could not resolve placeholder 'stripe.webhook.signing-secret' in value "\${stripe.webhook.signing-secret}"`,
        "com.shop.payments",
      ),
    ],
    onset: [
      [
        -30,
        "info",
        "Started PaymentApplication in 9.2 seconds (JVM running for 10.1), profile=prod, release=2026.05.3",
      ],
    ],
  },
  noise: [noiseLib.flags("cart-svc"), noiseLib.timeoutNoise("storefront-edge")],
  events: [deploy(0.3, "email-notifier")],
});
add({
  id: "rb-cfg-region",
  estate: VIDEO,
  format: "compose",
  lines: 3500,
  minutes: 20,
  category: "configuration",
  hints: ["config", "region", "invalid", "setting", "env"],
  severity: "medium",
  fault: {
    at: "manifest-builder",
    rate: 0.95,
    origin: () => [
      "error",
      `invalid configuration: CDN_ORIGIN_REGION="eu-central-9" is not a known region; falling back to none`,
    ],
    onset: [[-20, "info", "config reloaded from configmap manifest-builder-env (revision 42)"]],
  },
  noise: [noiseLib.dedupe("session-tracker")],
});
add({
  id: "rb-cfg-rustfield",
  estate: IOT,
  format: "datadog",
  lines: 1500,
  minutes: 15,
  category: "configuration",
  hints: ["config", "missing field", "missing", "setting"],
  severity: "medium",
  fault: {
    at: "tsdb-writer",
    rate: 1,
    origin: () => [
      "error",
      `startup aborted: error loading settings: missing field \`retention_policy\` in [storage] (/etc/tsdb/writer.toml)`,
    ],
    periodic: [10, () => ["warn", "back-off restarting container, attempt will follow"]],
    onset: [[-10, "info", "release 7.1.0 rolled out to tsdb-writer"]],
  },
  noise: [noiseLib.flags("fleet-api")],
});
// --- dependency
add({
  id: "rb-dep-stripe",
  estate: SHOP,
  format: "logfmt",
  lines: 60000,
  minutes: 60,
  category: "dependency",
  hints: ["stripe", "vendor", "502", "5xx", "api_error", "dependency", "bad gateway"],
  severity: "high",
  fault: {
    at: "payment-svc-7d9f8b-x2x",
    rate: 0.85,
    origin: (r) => [
      "error",
      `Stripe API error: status=502 type=api_error request_id=req_${r.hex(12)} message="Bad Gateway"`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.flags("cart-svc"), noiseLib.badClient("storefront-edge")],
  events: [deploy(0.58, "checkout-api")],
});
add({
  id: "rb-dep-rabbit",
  estate: CLINIC,
  format: "ecs",
  lines: 7000,
  minutes: 30,
  category: "dependency",
  hints: ["broker", "rabbitmq", "amqp", "unavailable", "dependency"],
  severity: "medium",
  fault: {
    at: "reminder-sms",
    rate: 1,
    origin: () => [
      "error",
      `amqp: publish failed: Exception (504) Reason: "channel/connection is not open" (broker rabbitmq-main unavailable)`,
    ],
    periodic: [4, (r) => ["warn", `amqp reconnect attempt ${r.i(1, 50)} to rabbitmq-main failed`]],
  },
  noise: [noiseLib.dedupe("audit-trail")],
});
add({
  id: "rb-dep-breaker",
  estate: BANK,
  format: "jsonl",
  lines: 1500,
  minutes: 12,
  category: "dependency",
  hints: ["circuit", "breaker", "vendor", "unavailable", "503"],
  severity: "medium",
  fault: {
    at: "card-auth",
    rate: 1,
    origin: () => [
      "error",
      `card network gateway returned 503 Service Unavailable; circuit breaker visa-direct OPEN for 30s`,
    ],
  },
  noise: [noiseLib.gc("accounts-core")],
});
// --- memory
add({
  id: "rb-mem-gc",
  estate: BANK,
  format: "ecs",
  lines: 15000,
  minutes: 45,
  category: "memory",
  hints: ["outofmemory", "gc overhead", "heap", "memory"],
  severity: "high",
  fault: {
    at: "statement-gen",
    rate: 0.6,
    origin: () => [
      "error",
      `Unhandled exception. System.OutOfMemoryError: Insufficient memory to continue the execution of the program.\n   at Statements.PdfRenderer.Render(Statement s)\n   at Statements.Worker.ExecuteAsync(CancellationToken ct)`,
    ],
    precursor: [
      30,
      (r) => ["warn", `GC heap size ${r.i(1500, 1990)}MB approaching limit 2048MB (gen2 collections ${r.i(100, 900)})`],
    ],
  },
  noise: [noiseLib.authNoise("mobile-banking-bff")],
});
add({
  id: "rb-mem-oomkilled",
  estate: VIDEO,
  format: "jsonl",
  lines: 200000,
  minutes: 120,
  category: "memory",
  hints: ["oom", "memory", "137", "killed"],
  severity: "high",
  fault: {
    at: "transcoder-worker-3",
    rate: 0.2,
    origin: () => [
      "error",
      `worker process exited: OOMKilled (exit code 137) - memory limit 4Gi reached while encoding 4K ladder`,
    ],
    onset: [
      [5, "info", "transcoder-worker-3 restarting (restart count 1)"],
      [65, "info", "transcoder-worker-3 restarting (restart count 2)"],
    ],
  },
  noise: [noiseLib.badClient("playback-api"), noiseLib.flags("catalog-graphql"), noiseLib.gc("session-tracker")],
});
add({
  id: "rb-mem-node",
  estate: CICD,
  format: "gcp",
  lines: 2500,
  minutes: 20,
  category: "memory",
  hints: ["heap", "memory", "allocation"],
  severity: "high",
  fault: {
    at: "log-streamer",
    rate: 0.4,
    origin: () => [
      "fatal",
      `FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8a0f0 node::Abort() [node]\n 2: 0xa9c7d2 v8::internal::Heap::FatalProcessOutOfMemory [node]`,
    ],
    precursor: [40, (r) => ["warn", `buffered ${r.i(1e5, 9e5)} lines across ${r.i(200, 900)} open streams`]],
  },
  noise: [noiseLib.dedupe("webhook-receiver")],
});
// --- disk
add({
  id: "rb-disk-enospc",
  estate: CICD,
  format: "datadog",
  lines: 30000,
  minutes: 60,
  category: "disk",
  hints: ["enospc", "no space", "disk", "space"],
  severity: "high",
  fault: {
    at: "artifact-store",
    rate: 1,
    origin: (r) => [
      "error",
      `failed to persist artifact builds/${r.i(1e5, 9e5)}/out.tar.zst: No space left on device (os error 28)`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.npeOld("build-api"), noiseLib.dedupe("webhook-receiver")],
  events: [deploy(0.55, "secrets-broker")],
});
add({
  id: "rb-disk-rofs",
  estate: VIDEO,
  format: "ecs",
  lines: 5000,
  minutes: 25,
  category: "disk",
  hints: ["read-only", "erofs", "disk", "file system", "readonly"],
  severity: "medium",
  fault: {
    at: "session-tracker",
    rate: 0.9,
    origin: () => [
      "warn",
      `Could not append heartbeat journal /var/lib/tracker/wal/000173.log: java.io.IOException: Read-only file system`,
    ],
  },
  noise: [noiseLib.badClient("playback-api")],
});
add({
  id: "rb-disk-flood",
  estate: IOT,
  format: "compose",
  lines: 2200,
  minutes: 15,
  category: "disk",
  hints: ["disk", "flood", "watermark", "read-only", "block"],
  severity: "medium",
  fault: {
    at: "alerts-dispatcher",
    rate: 1,
    origin: (r) => [
      "error",
      `elasticsearch index alerts-2026.06 write refused: cluster_block_exception [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block] (doc ${r.hex(8)})`,
    ],
  },
  noise: [noiseLib.flags("fleet-api")],
});
// --- unknown
add({
  id: "rb-unk-exit",
  estate: SHOP,
  format: "gcp",
  lines: 4500,
  minutes: 25,
  category: "unknown",
  hints: [],
  severity: "medium",
  fault: {
    at: "pricing-engine-v2",
    rate: 0.8,
    origin: (r) => ["error", `quote failed id=${r.hex(8)} err="internal error"`],
    caller: "default",
  },
  noise: [noiseLib.badClient("storefront-edge")],
});
add({
  id: "rb-unk-500",
  estate: CLINIC,
  format: "datadog",
  lines: 9000,
  minutes: 35,
  category: "unknown",
  hints: [],
  severity: "medium",
  fault: {
    at: "audit-trail",
    rate: 0.9,
    origin: (r) => ["error", `append failed for event ${r.hex(10)}; see upstream trace ${r.hex(16)}`],
  },
  noise: [noiseLib.timeoutNoise("ehr-sync")],
});
add({
  id: "rb-unk-crash",
  estate: IOT,
  format: "logfmt",
  lines: 1800,
  minutes: 15,
  category: "unknown",
  hints: [],
  severity: "medium",
  fault: {
    at: "firmware-ota",
    rate: 0.7,
    origin: (r) => ["error", `manifest request ${r.hex(6)} aborted`],
    periodic: [15, () => ["warn", "worker restarted"]],
  },
  noise: [noiseLib.dedupe("device-gateway")],
});
// --- more variants in other formats, to see each category in several styles
add({
  id: "rb-auth-cert-mtls",
  estate: SHOP,
  format: "compose",
  lines: 2600,
  minutes: 15,
  category: "authentication",
  hints: ["unauthenticated", "credential", "token", "401", "auth"],
  severity: "medium",
  fault: {
    at: "inventory-svc",
    rate: 1,
    origin: () => [
      "error",
      `warehouse API returned 401 Unauthorized: API key revoked or invalid (key id wh_live_***9f)`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.dedupe("order-events-consumer")],
});
add({
  id: "rb-to-pg-stmt",
  estate: BANK,
  format: "logfmt",
  lines: 2400,
  minutes: 15,
  category: "timeout",
  hints: ["timeout", "canceling statement", "57014", "statement"],
  severity: "medium",
  fault: {
    at: "accounts-core",
    rate: 0.7,
    origin: () => [
      "error",
      `ERROR: canceling statement due to statement timeout (SQLSTATE 57014) while reading balances`,
    ],
  },
  noise: [noiseLib.npeOld("statement-gen")],
});
add({
  id: "rb-dep-s3",
  estate: CICD,
  format: "jsonl",
  lines: 2800,
  minutes: 15,
  category: "dependency",
  hints: ["s3", "503", "slowdown", "unavailable", "dependency"],
  severity: "medium",
  fault: {
    at: "artifact-store",
    rate: 0.8,
    origin: () => [
      "error",
      `S3 PutObject failed: service error: 503 Service Unavailable (SlowDown) bucket=ci-artifacts`,
    ],
  },
  noise: [noiseLib.dedupe("webhook-receiver")],
});
add({
  id: "rb-cfg-envmissing",
  estate: CLINIC,
  format: "jsonl",
  lines: 1600,
  minutes: 12,
  category: "configuration",
  hints: ["config", "environment", "missing", "variable", "env"],
  severity: "medium",
  fault: {
    at: "reminder-sms",
    rate: 1,
    origin: () => ["error", `sender init failed: environment variable SMS_FROM_NUMBER is not set`],
    onset: [[-15, "info", "reminder-sms v2.9.0 rolled out"]],
  },
  noise: [noiseLib.authNoise("patient-portal")],
});

// quiet windows: noisy constant errors, deploys, a restart, client 4xx, slow requests
const quiet = (
  id: string,
  estate: Estate,
  format: Format,
  lines: number,
  minutes: number,
  noise: Scenario["noise"],
  events: Scenario["events"],
) => add({ id, estate, format, lines, minutes, category: null, hints: [], noise, events });
quiet(
  "rb-quiet-shop",
  SHOP,
  "datadog",
  20000,
  45,
  [noiseLib.flags("cart-svc"), noiseLib.badClient("storefront-edge"), noiseLib.npeOld("order-events-consumer")],
  [deploy(0.5, "checkout-api"), [0.501, "checkout-api", "info", "Started CheckoutApplication in 11.4 seconds"]],
);
quiet(
  "rb-quiet-bank",
  BANK,
  "logfmt",
  3000,
  20,
  [noiseLib.authNoise("mobile-banking-bff"), noiseLib.gc("accounts-core")],
  [deploy(0.7, "kyc-checker")],
);
quiet(
  "rb-quiet-iot",
  IOT,
  "gcp",
  60000,
  90,
  [noiseLib.dedupe("telemetry-ingest"), noiseLib.timeoutNoise("alerts-dispatcher")],
  [[0.3, "tsdb-writer", "warn", "compaction took 41s (threshold 30s)"], deploy(0.62, "firmware-ota")],
);
quiet(
  "rb-quiet-video",
  VIDEO,
  "compose",
  8000,
  30,
  [noiseLib.badClient("playback-api"), noiseLib.flags("catalog-graphql")],
  [[0.45, "transcoder-worker-3", "warn", "worker restarted after scheduled node drain"]],
);
quiet(
  "rb-quiet-cicd",
  CICD,
  "ecs",
  2000,
  15,
  [noiseLib.npeOld("build-api")],
  [deploy(0.2, "runner-controller"), deploy(0.8, "artifact-store")],
);

// ---- held-out batch "rh-": written after the engine was tuned on the "rb-" batch above, and run
// once before any further change, to see how far the tuning generalises. Several make the origin
// quieter than its callers (it logs only some failures) and carry pre-existing errors.
add({
  id: "rh-auth-keycloak",
  estate: CLINIC,
  format: "gcp",
  lines: 5000,
  minutes: 25,
  category: "authentication",
  hints: ["token", "invalid_token", "401", "verification"],
  severity: "medium",
  fault: {
    at: "scheduling-svc",
    rate: 0.9,
    originShare: 0.4,
    origin: () => [
      "error",
      `Keycloak introspection returned 401 {"error":"invalid_token","error_description":"Token verification failed"}`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.npeOld("ehr-sync"), noiseLib.authNoise("patient-portal")],
});
add({
  id: "rh-authz-gcs",
  estate: CICD,
  format: "logfmt",
  lines: 6000,
  minutes: 30,
  category: "authorization",
  hints: ["403", "forbidden", "access", "permission"],
  severity: "medium",
  fault: {
    at: "artifact-store",
    rate: 1,
    origin: () => [
      "error",
      `googleapi: Error 403: ci-artifacts@proj-77.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object., forbidden`,
    ],
  },
  noise: [noiseLib.dedupe("webhook-receiver")],
  events: [deploy(0.5, "artifact-store")],
});
add({
  id: "rh-db-cassandra",
  estate: IOT,
  format: "datadog",
  lines: 12000,
  minutes: 40,
  category: "database",
  hints: ["cassandra", "host", "database", "nohostavailable"],
  severity: "high",
  fault: {
    at: "tsdb-writer",
    rate: 0.9,
    originShare: 0.3,
    origin: () => [
      "error",
      `gocql: no hosts available in the pool (NoHostAvailable: All host(s) tried for query failed)`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.flags("fleet-api")],
});
add({
  id: "rh-db-dupkey",
  estate: SHOP,
  format: "jsonl",
  lines: 3000,
  minutes: 20,
  category: "database",
  hints: ["duplicate", "1062", "23000", "sql", "constraint"],
  severity: "medium",
  fault: {
    at: "order-events-consumer",
    rate: 0.8,
    origin: (r) => ["error", `Error 1062 (23000): Duplicate entry 'ord_${r.hex(8)}' for key 'orders.PRIMARY'`],
  },
  noise: [noiseLib.flags("cart-svc")],
});
add({
  id: "rh-net-envoy",
  estate: VIDEO,
  format: "ecs",
  lines: 9000,
  minutes: 30,
  category: "network",
  hints: ["tls", "certificate", "connect", "reset", "ssl"],
  severity: "medium",
  fault: {
    at: "drm-license",
    rate: 0.9,
    origin: () => [
      "warn",
      `upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: TLS error: 268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED`,
    ],
  },
  noise: [noiseLib.badClient("playback-api")],
});
add({
  id: "rh-to-lockwait",
  estate: BANK,
  format: "compose",
  lines: 4000,
  minutes: 20,
  category: "timeout",
  hints: ["lock", "timeout", "1205"],
  severity: "medium",
  fault: {
    at: "ledger-writer",
    rate: 0.6,
    origin: () => [
      "error",
      `SQL Error: 1205, SQLState: 40001 - Lock wait timeout exceeded; try restarting transaction`,
    ],
  },
  noise: [noiseLib.gc("accounts-core")],
});
add({
  id: "rh-to-httpx",
  estate: CLINIC,
  format: "datadog",
  lines: 8000,
  minutes: 30,
  category: "timeout",
  hints: ["timeout", "readtimeout", "timed out"],
  severity: "medium",
  fault: {
    at: "insurance-eligibility",
    rate: 0.8,
    originShare: 0.5,
    origin: () => [
      "error",
      pyTrace("payer lookup crashed", `httpx.ReadTimeout: The read operation timed out`, "payers"),
    ],
    caller: "retry",
  },
  noise: [noiseLib.timeoutNoise("patient-portal")],
});
add({
  id: "rh-rl-github",
  estate: CICD,
  format: "gcp",
  lines: 2500,
  minutes: 15,
  category: "rate_limiting",
  hints: ["rate", "limit", "403", "429"],
  severity: "medium",
  fault: {
    at: "webhook-receiver",
    rate: 0.9,
    origin: () => ["warn", `GitHub API rate limit exceeded for installation 42817; resets at 16:00:00Z`],
  },
  noise: [noiseLib.npeOld("build-api")],
});
add({
  id: "rh-rl-llm",
  estate: VIDEO,
  format: "jsonl",
  lines: 7000,
  minutes: 30,
  category: "rate_limiting",
  hints: ["429", "rate"],
  severity: "medium",
  fault: {
    at: "recs-service",
    rate: 0.7,
    origin: () => [
      "error",
      `Error code: 429 - {'error': {'message': 'Rate limit reached for requests per min', 'type': 'requests'}}`,
    ],
  },
  noise: [noiseLib.dedupe("session-tracker")],
});
add({
  id: "rh-val-unmarshal",
  estate: IOT,
  format: "compose",
  lines: 6000,
  minutes: 25,
  category: "validation",
  hints: ["unmarshal", "json", "type", "invalid"],
  severity: "medium",
  fault: {
    at: "device-gateway",
    rate: 0.8,
    origin: () => ["error", `json: cannot unmarshal string into Go struct field Reading.temperature of type float64`],
    onset: [[-30, "info", "device-gateway 5.0.0 started"]],
  },
  noise: [noiseLib.flags("fleet-api")],
});
add({
  id: "rh-null-unwrap",
  estate: IOT,
  format: "ecs",
  lines: 5000,
  minutes: 25,
  category: "null_reference",
  hints: ["none", "unwrap", "option", "null", "panic"],
  severity: "medium",
  fault: {
    at: "telemetry-ingest",
    rate: 0.5,
    origin: () => [
      "error",
      "thread 'tokio-runtime-worker' panicked at 'called `Option::unwrap()` on a `None` value', src/ingest/batch.rs:88:41",
    ],
  },
  noise: [noiseLib.dedupe("device-gateway")],
});
add({
  id: "rh-null-dotnet",
  estate: CLINIC,
  format: "compose",
  lines: 3000,
  minutes: 20,
  category: "null_reference",
  hints: ["nullreference", "null", "object reference"],
  severity: "medium",
  fault: {
    at: "scheduling-svc",
    rate: 0.6,
    origin: () => [
      "error",
      `System.NullReferenceException: Object reference not set to an instance of an object.\n   at Scheduling.SlotService.Book(BookingRequest req) in /src/SlotService.cs:line 57`,
    ],
  },
  noise: [noiseLib.authNoise("patient-portal")],
});
add({
  id: "rh-cfg-keyerror",
  estate: BANK,
  format: "ecs",
  lines: 3500,
  minutes: 20,
  category: "configuration",
  hints: ["keyerror", "config", "missing", "env"],
  severity: "medium",
  fault: {
    at: "fraud-scoring-2",
    rate: 1,
    origin: () => [
      "error",
      pyTrace("model server failed to start scoring", `KeyError: 'MODEL_BUCKET_URI'`, "settings"),
    ],
    onset: [[-20, "info", "fraud-scoring-2 release 14.2 deployed"]],
  },
  noise: [noiseLib.npeOld("statement-gen")],
});
add({
  id: "rh-cfg-module",
  estate: SHOP,
  format: "datadog",
  lines: 2500,
  minutes: 15,
  category: "configuration",
  hints: ["config", "module", "cannot find", "missing"],
  severity: "medium",
  fault: {
    at: "email-notifier",
    rate: 1,
    origin: () => [
      "error",
      `Error: Cannot find module '/app/config/production.json'\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1140:15)`,
    ],
    onset: [[-10, "info", "email-notifier image 2026.06.1 rolled out"]],
  },
  noise: [noiseLib.flags("cart-svc")],
});
add({
  id: "rh-dep-sendgrid",
  estate: CLINIC,
  format: "logfmt",
  lines: 9000,
  minutes: 30,
  category: "dependency",
  hints: ["sendgrid", "500", "vendor", "5xx"],
  severity: "medium",
  fault: {
    at: "reminder-sms",
    rate: 0.8,
    origin: () => ["error", `SendGrid responded 500 Internal Server Error for POST /v3/mail/send`],
  },
  noise: [noiseLib.dedupe("audit-trail")],
});
add({
  id: "rh-dep-kafka",
  estate: SHOP,
  format: "gcp",
  lines: 6000,
  minutes: 25,
  category: "dependency",
  hints: ["kafka", "broker", "brokers"],
  severity: "medium",
  fault: {
    at: "order-events-consumer",
    rate: 1,
    origin: () => ["error", `kafka: client has run out of available brokers to talk to (Is your cluster reachable?)`],
    periodic: [5, () => ["warn", "consumer group rebalance failed, retrying"]],
  },
  noise: [noiseLib.flags("cart-svc")],
});
add({
  id: "rh-mem-go",
  estate: CICD,
  format: "compose",
  lines: 5000,
  minutes: 25,
  category: "memory",
  hints: ["memory", "out of memory", "allocate"],
  severity: "high",
  fault: {
    at: "runner-controller",
    rate: 0.3,
    origin: () => [
      "fatal",
      `fatal error: runtime: out of memory\nruntime: cannot allocate 8388608-byte block (4127195136 in use)`,
    ],
    onset: [[3, "info", "runner-controller starting (pid 1)"]],
  },
  noise: [noiseLib.dedupe("webhook-receiver")],
});
add({
  id: "rh-disk-wal",
  estate: BANK,
  format: "jsonl",
  lines: 6000,
  minutes: 25,
  category: "disk",
  hints: ["no space", "disk", "space"],
  severity: "high",
  fault: {
    at: "ledger-writer",
    rate: 0.9,
    originShare: 0.5,
    origin: () => [
      "error",
      `org.postgresql.util.PSQLException: ERROR: could not extend file "base/16384/24576": No space left on device`,
    ],
    caller: "retry",
  },
  noise: [noiseLib.gc("accounts-core")],
});
add({
  id: "rh-disk-quota",
  estate: VIDEO,
  format: "logfmt",
  lines: 4000,
  minutes: 20,
  category: "disk",
  hints: ["quota", "disk"],
  severity: "medium",
  fault: {
    at: "transcoder-worker-3",
    rate: 1,
    origin: () => ["error", `OSError: [Errno 122] Disk quota exceeded: '/scratch/job-77/seg-0042.ts'`],
  },
  noise: [noiseLib.badClient("playback-api")],
});
add({
  id: "rh-unk-generic",
  estate: BANK,
  format: "datadog",
  lines: 5000,
  minutes: 25,
  category: "unknown",
  hints: [],
  severity: "medium",
  fault: {
    at: "kyc-checker",
    rate: 0.8,
    originShare: 0.6,
    origin: (r) => ["error", `unexpected error occurred request_id=${uuid(r)}`],
    caller: "retry",
  },
  noise: [noiseLib.authNoise("mobile-banking-bff")],
});
quiet(
  "rh-quiet-clinic",
  CLINIC,
  "jsonl",
  9000,
  40,
  [noiseLib.authNoise("patient-portal"), noiseLib.timeoutNoise("ehr-sync")],
  [deploy(0.5, "scheduling-svc")],
);
quiet(
  "rh-quiet-shop",
  SHOP,
  "compose",
  4000,
  20,
  [noiseLib.badClient("storefront-edge"), noiseLib.flags("cart-svc")],
  [[0.6, "payment-svc-7d9f8b-x2x", "warn", "Stripe webhook retried (evt_1x) after 502 - delivered on attempt 2"]],
);

// ---- localisation stress batch "rx-" (written blind, like rh-): origins that log WARN only and
// only a fraction of their failures, callers that retry loudly and name the origin, a noisy
// service whose constant errors already mention the origin, and a second deploy at the onset.
add({
  id: "rx-quiet-origin-db",
  estate: SHOP,
  format: "logfmt",
  lines: 20000,
  minutes: 40,
  category: "database",
  hints: ["connection", "database", "postgres", "too many"],
  severity: "medium",
  fault: {
    at: "pricing-engine-v2",
    rate: 0.9,
    originShare: 0.15,
    origin: () => ["warn", `pq: sorry, too many clients already (promo-db:5432)`],
    caller: "retry",
  },
  noise: [
    noiseLib.flags("cart-svc"),
    ["checkout-api", 6, (r) => ["error", `pricing-engine-v2 quote cache miss storm suppressed (${r.i(1, 9)} keys)`]],
  ],
  events: [deploy(0.5, "checkout-api"), deploy(0.51, "cart-svc")],
});
add({
  id: "rx-quiet-origin-rl",
  estate: BANK,
  format: "jsonl",
  lines: 15000,
  minutes: 40,
  category: "rate_limiting",
  hints: ["throttl", "rate", "429"],
  severity: "medium",
  fault: {
    at: "fraud-scoring-2",
    rate: 0.8,
    originShare: 0.2,
    origin: () => ["warn", `feature store call throttled by provider (HTTP 429), request dropped`],
    caller: "retry",
  },
  noise: [noiseLib.authNoise("mobile-banking-bff"), noiseLib.timeoutNoise("card-auth")],
});
add({
  id: "rx-deep-chain",
  estate: IOT,
  format: "ecs",
  lines: 30000,
  minutes: 45,
  category: "timeout",
  hints: ["timeout", "deadline", "timed out"],
  severity: "medium",
  fault: {
    at: "alerts-dispatcher",
    rate: 0.9,
    originShare: 0.3,
    origin: () => ["warn", `pager provider call exceeded 10s deadline, alert delivery deferred`],
  },
  noise: [
    noiseLib.dedupe("telemetry-ingest"),
    ["rules-engine", 8, () => ["error", "rule cache refresh failed: stale entries kept"]],
  ],
  events: [deploy(0.55, "rules-engine")],
});
add({
  id: "rx-noisy-peer",
  estate: VIDEO,
  format: "compose",
  lines: 12000,
  minutes: 30,
  category: "authorization",
  hints: ["permission", "forbidden", "403", "denied"],
  severity: "medium",
  fault: {
    at: "manifest-builder",
    rate: 0.9,
    originShare: 0.25,
    origin: () => ["error", `origin storage denied GetObject: 403 permission denied for role manifest-reader`],
    caller: "retry",
  },
  noise: [
    ["playback-api", 3, (r) => ["error", `manifest-builder slow response ${r.i(900, 3000)}ms for asset ${r.hex(8)}`]],
    noiseLib.flags("catalog-graphql"),
  ],
});

// ---- traffic batch "rr-" (written blind): the load rises several-fold over the window (a morning
// ramp), and client errors, declines and 404s rise with it. Quiet unless something else changes.
const clientErrors = {
  notFound: (s: string, share = 0.05): [string, number, (r: Rng) => Line] => [
    s,
    share,
    (r) => ["warn", `GET /api/v1/items/${r.i(1e5, 9e5)} -> 404 Not Found (${r.i(2, 40)}ms)`],
  ],
  declined: (s: string, share = 0.03): [string, number, (r: Rng) => Line] => [
    s,
    share,
    (r) => [
      "error",
      `authorization declined by issuer: code=${r.p(["51", "05", "54"])} (insufficient funds / do not honor)`,
    ],
  ],
  badInput: (s: string, share = 0.04): [string, number, (r: Rng) => Line] => [
    s,
    share,
    (r) => ["warn", `request rejected: 422 field 'postcode' invalid (value len=${r.i(1, 12)})`],
  ],
};
add({
  id: "rr-quiet-ramp-shop",
  estate: SHOP,
  format: "jsonl",
  lines: 40000,
  minutes: 60,
  category: null,
  hints: [],
  ramp: 6,
  perRequest: [clientErrors.notFound("storefront-edge"), clientErrors.badInput("checkout-api")],
  noise: [noiseLib.flags("cart-svc")],
  events: [deploy(0.4, "cart-svc")],
});
add({
  id: "rr-quiet-ramp-bank",
  estate: BANK,
  format: "datadog",
  lines: 25000,
  minutes: 45,
  category: null,
  hints: [],
  ramp: 5,
  perRequest: [clientErrors.declined("card-auth"), clientErrors.notFound("mobile-banking-bff", 0.08)],
  noise: [noiseLib.authNoise("mobile-banking-bff")],
});
add({
  id: "rr-db-ramp",
  estate: SHOP,
  format: "ecs",
  lines: 40000,
  minutes: 60,
  category: "database",
  hints: ["connection", "pool", "database"],
  severity: "medium",
  ramp: 5,
  faultAt: 0.7,
  perRequest: [clientErrors.notFound("storefront-edge"), clientErrors.badInput("checkout-api")],
  fault: {
    at: "inventory-svc",
    rate: 0.5,
    origin: () => ["error", "HikariPool-2 - Connection is not available, request timed out after 30000ms (stock-db)"],
  },
});

// ---- batch "ip-": the incident is already in progress when the window opens (the on-call engineer asks about
// "the last 15 minutes" of an outage that began before them). Same faults as their mid-window counterparts, so the
// same origin, category and severity are expected; there is no quiet stretch to compare against.
for (const [from, id] of [
  ["rb-db-hikari", "ip-db-hikari"],
  ["rb-to-pg-stmt", "ip-to-pg-stmt"],
  ["rb-dep-breaker", "ip-dep-breaker"],
  ["rb-authz-rbac", "ip-authz-rbac"],
  ["rh-rl-github", "ip-rl-github"],
  ["rb-disk-flood", "ip-disk-flood"],
] as const) {
  const sc = S.find((x) => x.id === from);
  if (sc) add({ ...sc, id, faultAt: 0, events: [] });
}
// ... and fixed before it closes ("what went wrong between 10:02 and 10:20" about an outage from 09:55 to 10:12).
for (const [from, id, end] of [
  ["rb-db-deadlock", "ip-db-deadlock-fixed", 0.6],
  ["rb-dep-s3", "ip-dep-s3-fixed", 0.7],
] as const) {
  const sc = S.find((x) => x.id === from);
  if (sc) add({ ...sc, id, faultAt: 0, faultEnd: end, events: [] });
}

// ---------------------------------------------------------------- simulation
interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}
function simulate(sc: Scenario, r: Rng): { recs: Rec[]; tf: number } {
  const t0 = Date.parse("2026-06-02T09:00:00Z") + r.i(0, 20) * 86400000 + r.i(0, 600) * 60000;
  const span = sc.minutes * 60000;
  const tEnd = t0 + span;
  const tf = t0 + span * (sc.faultAt ?? r.f(0.45, 0.7));
  const tfEnd = sc.faultEnd === undefined ? tEnd : t0 + span * sc.faultEnd;
  const byName = new Map(sc.estate.services.map((s) => [s.name, s]));
  const skew = new Map(sc.estate.services.map((s) => [s.name, r.i(-1000, 1000)]));
  const recs: Rec[] = [];
  const emit = (t: number, s: string, line: Line | Line[], req?: string) => {
    const ls = Array.isArray(line[0]) ? (line as Line[]) : [line as Line];
    for (const [level, msg] of ls) recs.push({ t: t + (skew.get(s) ?? 0), svc: s, level, msg, req });
  };
  const hops = sc.estate.routes.reduce((a, x) => a + x.length, 0) / sc.estate.routes.length;
  const ramp = sc.ramp ?? 1;
  const gap = (span / Math.max(10, (sc.lines * 0.9) / (hops + 0.5))) * ((1 + ramp) / 2);
  const load = (t: number) => 1 + ((ramp - 1) * (t - t0)) / span;
  const f = sc.fault;
  for (let t = t0 + r.f(0, gap); t < tEnd; t += (gap * r.f(0.2, 1.8)) / load(t)) {
    const route = r.p(sc.estate.routes);
    const req = r.hex(16);
    const cut = f && t >= tf && t < tfEnd && route.includes(f.at) && r.c(f.rate) ? route.indexOf(f.at) : -1;
    let tt = t;
    for (let h = 0; h < route.length; h++) {
      tt += r.f(0.5, 25);
      if (h === cut) break;
      const s = byName.get(route[h]);
      if (s && (cut < 0 || h > cut || r.c(0.6))) emit(tt, s.name, ["info", r.p(s.ok)(r)], req);
      else if (s && cut >= 0 && r.c(0.3)) emit(tt, s.name, ["debug", `forwarding request to ${route[h + 1]}`], req);
      for (const [svc, share, gen] of sc.perRequest ?? []) {
        if (s?.name === svc && r.c(share)) emit(tt + 1, svc, gen(r), req);
      }
    }
    if (!f || cut < 0) continue;
    let te = tt + r.f(1, 80);
    if (r.c(f.originShare ?? 1)) emit(te, f.at, f.origin(r), req);
    for (let h = cut - 1; h >= 0; h--) {
      te += r.f(2, 60);
      const caller = byName.get(route[h]);
      if (!caller || f.caller === "silent") continue;
      emit(
        te,
        caller.name,
        h === cut - 1 && f.caller === "retry" ? retryWords(r, route[h + 1]) : callerWords[caller.rt](r, route[h + 1]),
        req,
      );
    }
  }
  if (f?.periodic)
    for (let t = tf + r.f(500, 3000); t < tfEnd; t += f.periodic[0] * 1000 * r.f(0.7, 1.3))
      emit(t, f.at, f.periodic[1](r));
  if (f?.precursor)
    for (let t = tf - 8 * 60000; t < tf; t += f.precursor[0] * 1000 * r.f(0.7, 1.3)) emit(t, f.at, f.precursor[1](r));
  for (const [dt, level, msg] of f?.onset ?? []) emit(tf + dt * 1000, f?.at ?? "", [level, msg]);
  for (const [s, every, gen] of sc.noise ?? [])
    for (let t = t0 + r.f(0, every * 1000); t < tEnd; t += every * 1000 * r.f(0.6, 1.4)) emit(t, s, gen(r));
  for (const [frac, s, level, msg] of sc.events ?? []) emit(t0 + frac * span, s, [level, msg]);
  for (const s of sc.estate.services)
    for (let t = t0 + r.f(0, 30000); t < tEnd; t += 30000 * r.f(0.8, 1.2))
      emit(t, s.name, ["debug", `health check ok (${s.rt})`]);
  recs.sort((a, b) => a.t - b.t);
  return { recs, tf };
}

// ---------------------------------------------------------------- rendering
const SEV: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const qv = (s: string) =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
function innerText(rt: Runtime, ts: string, level: Level, head: string, r: Rng): string {
  const d = ts.replace("T", " ").replace("Z", "");
  switch (rt) {
    case "java":
      return `${d}  ${level === "warn" ? "WARN" : level.toUpperCase().padStart(5)} 1 --- [nio-8080-exec-${r.i(1, 9)}] c.a.${r.p(["web.ApiController", "service.Worker", "repo.Store"])} : ${head}`;
    case "go":
      return `${ts}\t${level.toUpperCase()}\t${r.p(["handler/http.go:88", "worker/loop.go:41"])}\t${head}`;
    case "rust":
      return `${ts} ${level.toUpperCase().padStart(5)} app::server: ${head}`;
    case "python":
      return `${ts} [${level}] ${head}`;
    default:
      return `${d} | ${SEV[level].padEnd(8)} | ${head}`;
  }
}
function render(format: Format, recs: Rec[], rtOf: Map<string, Runtime>, r: Rng): string[] {
  const width = recs.reduce((m, x) => Math.max(m, x.svc.length), 0) + 3;
  const out: string[] = [];
  for (const x of recs) {
    const ts = new Date(Math.round(x.t)).toISOString();
    const [head, ...rest] = x.msg.split("\n");
    switch (format) {
      case "jsonl":
        out.push(
          JSON.stringify({
            timestamp: ts,
            service: x.svc,
            level: x.level,
            message: x.msg,
            ...(x.req ? { trace_id: x.req } : {}),
          }),
        );
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            status: x.level === "fatal" ? "critical" : x.level === "warn" ? "warning" : x.level,
            service: x.svc,
            message: x.msg,
            host: `ip-10-1-${x.svc.length}-7`,
            ddsource: rtOf.get(x.svc),
            ...(x.req ? { dd: { trace_id: x.req } } : {}),
          }),
        );
        break;
      case "ecs":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            "log.level": x.level,
            "service.name": x.svc,
            message: head,
            ...(rest.length ? { "error.stack_trace": rest.join("\n") } : {}),
            "ecs.version": "8.11.0",
            ...(x.req ? { "trace.id": x.req } : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: SEV[x.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: x.svc, namespace_name: "prod", pod_name: `${x.svc}-${r.hex(5)}` },
            },
            jsonPayload: { message: x.msg },
            ...(x.req ? { "logging.googleapis.com/trace": x.req } : {}),
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${qv(x.svc)} msg=${qv(head)}${x.req ? ` trace_id=${x.req}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      default: {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        out.push(`${pre}${innerText(rtOf.get(x.svc) ?? "node", ts, x.level, head, r)}`);
        for (const l of rest) out.push(pre + l);
      }
    }
  }
  return out;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface RobustLabel {
  id: string;
  file: string;
  format: Format;
  isIncident: boolean;
  originService: string | null;
  category: string | null;
  errorTypeHints: string[];
  incidentStart: string | null;
  expectedSeverityAtLeast: string | null;
}

export function generate(outDir: string, opts: { maxLines?: number; ids?: string[] } = {}): RobustLabel[] {
  mkdirSync(outDir, { recursive: true });
  const labels: RobustLabel[] = [];
  S.forEach((sc, k) => {
    if (opts.ids && !opts.ids.includes(sc.id)) return;
    if (opts.maxLines && sc.lines > opts.maxLines) return;
    const r = rng(7001 + k * 977);
    const { recs, tf } = simulate(sc, r);
    const rtOf = new Map(sc.estate.services.map((s) => [s.name, s.rt]));
    const lines = render(sc.format, recs, rtOf, r);
    const file = `${sc.id}.${EXT[sc.format]}`;
    writeFileSync(join(outDir, file), `${lines.join("\n")}\n`);
    const inc = sc.category !== null;
    labels.push({
      id: sc.id,
      file,
      format: sc.format,
      isIncident: inc,
      originService: inc ? (sc.fault?.at ?? null) : null,
      category: sc.category,
      errorTypeHints: sc.hints,
      incidentStart: inc ? new Date(tf).toISOString() : null,
      expectedSeverityAtLeast: inc ? (sc.severity ?? "medium") : null,
    });
  });
  writeFileSync(join(outDir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

async function main(): Promise<void> {
  const i = process.argv.indexOf("--out");
  const out = i > 0 ? resolve(process.argv[i + 1]) : join(tmpdir(), "logdx-engine-robustness");
  const p = process.argv.indexOf("--prefix");
  const ids = p > 0 ? S.map((x) => x.id).filter((x) => x.startsWith(process.argv[p + 1])) : undefined;
  const labels = generate(out, { maxLines: process.argv.includes("--small") ? 3000 : undefined, ids });
  console.log(`${labels.length} scenarios (${labels.filter((l) => l.isIncident).length} incidents) in ${out}`);
  if (process.argv.includes("--score")) {
    const { incidentBench } = await import("./engine.js");
    const res = incidentBench(out);
    for (const [k, v] of Object.entries(res))
      console.log(`  ${k.padEnd(16)} ${k === "linesPerSecond" ? Math.round(v) : v.toFixed(3)}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
