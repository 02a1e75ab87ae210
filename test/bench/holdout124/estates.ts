// The three made-up estates of holdout124 (an aquarium group, a city zoo, a wildlife park): services and runtimes,
// request routes, and the domain's everyday noise (probe drift, double scans, late handheld syncs ...).
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "node" | "java" | "go" | "python" | "dotnet" | "ruby" | "cpp";
export type CallKind = "timeout" | "status5xx" | "refused" | "reset" | "breaker" | "status4xx" | "unauth" | "forbidden";
export type Say = (r: Rng) => [Level, string];

export interface Hop {
  svc: string;
  ok: (r: Rng, ms: number) => string;
}
export interface Route {
  name: string;
  method: string;
  path: string;
  hops: Hop[];
  weight?: number;
  every?: number;
}
export interface Background {
  svc: string;
  every: number;
  say: Say;
}
export interface Estate {
  key: "A" | "B" | "C";
  company: string;
  namespace: string;
  ids: "trace" | "edge" | "none";
  runtimes: Record<string, Runtime>;
  routes: Route[];
  jobs: Background[];
  noisy: Background;
  noise: Background[];
  deprecations: Background[];
}

const ip = (r: Rng): string => `10.${r.int(8, 60)}.${r.int(0, 9)}.${r.int(2, 250)}`;
const port = (r: Rng): number => r.int(32768, 60999);

/** How a caller of the given runtime words a failed call to `callee`. */
export function callerSays(rt: Runtime, kind: CallKind, callee: string, method: string, path: string, r: Rng): string {
  const url = `http://${callee}:8080${path}`;
  if (kind === "unauth" || kind === "forbidden") {
    const code = kind === "unauth" ? 401 : 403;
    const text = kind === "unauth" ? "Unauthorized" : "Forbidden";
    return {
      node: `${callee} rejected ${method} ${path}: ${code} ${text}`,
      java: `org.springframework.web.client.HttpClientErrorException$${text}: ${code} ${text}: [no body] (${method} ${url})`,
      go: `${callee} call failed: unexpected status ${code} ${text}`,
      python: `${code} Client Error: ${text} for url: ${url}`,
      dotnet: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code} (${text}). (${method} ${url})`,
      ruby: `Faraday::${text}Error: the server responded with status ${code} (${method} ${url})`,
      cpp: `poll ${callee}: HTTP ${code}`,
    }[rt];
  }
  switch (rt) {
    case "node":
      return {
        timeout: `${method} ${url} failed: timeout of 5000ms exceeded`,
        status5xx: `upstream ${callee} answered ${r.pick([500, 502, 503])} for ${method} ${path}`,
        refused: `request to ${url} failed, reason: connect ECONNREFUSED ${ip(r)}:8080`,
        reset: `request to ${url} failed, reason: socket hang up (ECONNRESET)`,
        breaker: `Breaker is open: ${callee}-client (fallback served)`,
        status4xx: `${callee} rejected ${method} ${path} with ${r.pick([400, 422])}`,
      }[kind];
    case "java":
      return {
        timeout: `I/O error on ${method} request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        status5xx: `org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable: 503 Service Unavailable from ${method} ${url}`,
        refused: `I/O error on ${method} request for "${url}": Connection refused; nested exception is java.net.ConnectException: Connection refused`,
        reset: `I/O error on ${method} request for "${url}": Connection reset; nested exception is java.net.SocketException: Connection reset`,
        breaker: `CallNotPermittedException: CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
        status4xx: `400 Bad Request from ${method} ${url}`,
      }[kind];
    case "go":
      return {
        timeout: `${callee} call failed: ${method === "GET" ? "Get" : "Post"} "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        status5xx: `${callee} call failed: unexpected status 503 Service Unavailable`,
        refused: `${callee} call failed: dial tcp ${ip(r)}:8080: connect: connection refused`,
        reset: `${callee} call failed: read tcp ${ip(r)}:${port(r)}->${ip(r)}:8080: read: connection reset by peer`,
        breaker: `${callee} call skipped: circuit breaker is open`,
        status4xx: `${callee} call failed: unexpected status 422 Unprocessable Entity`,
      }[kind];
    case "python":
      return {
        timeout: `HTTPConnectionPool(host='${callee}', port=8080): Read timed out. (read timeout=5.0)`,
        status5xx: `503 Server Error: Service Unavailable for url: ${url}`,
        refused: `HTTPConnectionPool(host='${callee}', port=8080): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        reset: `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${url}`,
        breaker: `CircuitBreakerError: Failures threshold reached, circuit breaker '${callee}' opened`,
        status4xx: `422 Client Error: Unprocessable Entity for url: ${url}`,
      }[kind];
    case "dotnet":
      return {
        timeout: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (${callee})`,
        status5xx: `System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable). (${method} ${url})`,
        refused: `System.Net.Http.HttpRequestException: Connection refused (${callee}:8080)`,
        reset: `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer. (${callee})`,
        breaker: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
        status4xx: `System.Net.Http.HttpRequestException: Response status code does not indicate success: 400 (Bad Request). (${method} ${url})`,
      }[kind];
    case "ruby":
      return {
        timeout: `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (${method} ${url})`,
        status5xx: `Faraday::ServerError: the server responded with status 503 (${method} ${url})`,
        refused: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080)`,
        reset: `Faraday::ConnectionFailed: Connection reset by peer (${method} ${url})`,
        breaker: `Circuitbox::OpenCircuitError: ${callee} circuit open`,
        status4xx: `Faraday::UnprocessableEntityError: the server responded with status 422 (${method} ${url})`,
      }[kind];
    default:
      return {
        timeout: `poll ${callee}: no reply within 2000 ms`,
        status5xx: `poll ${callee}: HTTP 503`,
        refused: `connect(${callee}:8080): Connection refused`,
        reset: `recv(${callee}): Connection reset by peer`,
        breaker: `poll ${callee}: suspended after 5 consecutive failures`,
        status4xx: `poll ${callee}: HTTP 400`,
      }[kind];
  }
}

/** How a caller of the given runtime words a retry that will be attempted again. */
export function retrySays(rt: Runtime, callee: string, path: string, attempt: number, r: Rng): string {
  const wait = 100 * 2 ** attempt + r.int(0, 90);
  switch (rt) {
    case "node":
      return `retrying http://${callee}:8080${path} in ${wait}ms (attempt ${attempt + 1}/4)`;
    case "java":
      return `Retry '${callee}' recorded a failed retry attempt. Number of retry attempts: '${attempt}'. Waiting PT${(wait / 1000).toFixed(3)}S until the next attempt.`;
    case "go":
      return `${callee}: attempt ${attempt}/3 failed, backing off ${wait}ms`;
    case "python":
      return `Retrying (Retry(total=${3 - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPConnectionPool(host='${callee}', port=8080): Read timed out.")': ${path}`;
    case "dotnet":
      return `Delaying for ${wait}ms, then making retry ${attempt}. (${callee})`;
    case "ruby":
      return `Retrying ${callee} request (attempt ${attempt + 1} of 4) after ${(wait / 1000).toFixed(2)}s`;
    default:
      return `retry ${attempt} for ${callee}`;
  }
}

/** The access line an edge service writes for one request. */
export function accessLine(rt: Runtime, method: string, path: string, status: number, ms: number, r: Rng): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${(ms + r.next()).toFixed(3)} ms - ${r.int(80, 9000)}`;
    case "go":
      return `${method} ${path} status=${status} dur=${ms}ms bytes=${r.int(60, 4000)}`;
    case "java":
      return `${method} ${path} completed with ${status} in ${ms} ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${r.pick(["app", "web"])}/${path.slice(1)} - ${status} ${r.int(60, 3000)} application/json ${ms.toFixed(4)}ms`;
    case "python":
      return `${ip(r)}:${port(r)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : "Internal Server Error"} in ${ms}ms (Views: ${r.int(0, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 40)}.${r.int(0, 9)}ms)`;
    default:
      return `${method} ${path} -> ${status} (${ms} ms)`;
  }
}

const species = [
  "blacktip reef shark",
  "green sea turtle",
  "Humboldt penguin",
  "moon jelly",
  "giant Pacific octopus",
  "California sea lion",
  "clownfish",
  "lionfish",
  "sea otter",
  "leafy seadragon",
];
const zooAnimals = [
  "Sumatran tiger",
  "African elephant",
  "red panda",
  "Asiatic lion",
  "reticulated giraffe",
  "western lowland gorilla",
  "meerkat",
  "Komodo dragon",
  "snow leopard",
  "ring-tailed lemur",
];
const tanks = [
  "REEF-1",
  "REEF-2",
  "OPEN-OCEAN",
  "PENGUIN-POOL",
  "JELLY-GAL-3",
  "TOUCH-POOL",
  "KELP-FOREST",
  "QUARANTINE-Q4",
];
const probes = ["pH", "ORP", "temp", "salinity", "DO"];
const gates = ["MAIN-N1", "MAIN-N2", "MAIN-N3", "GROUP-G1", "SOUTH-S1", "MEMBERS-M1"];
const slot = (r: Rng): string =>
  `${r.pick(["09", "10", "11", "12", "13", "14", "15", "16"])}:${r.pick(["00", "15", "30", "45"])}`;
const tix = (r: Rng): string => `T${r.int(10000000, 99999999)}`;
const mem = (r: Rng): string => `M-${r.int(100000, 999999)}`;
const keeper = (r: Rng): string => `K${r.int(100, 480)}`;
const handheld = (r: Rng): string => `HH-${r.int(10, 79)}`;

// ---------------------------------------------------------------- A: Harbourline Aquarium Group (trace ids)
const A: Estate = {
  key: "A",
  company: "Harbourline Aquarium Group",
  namespace: "harbourline-prod",
  ids: "trace",
  runtimes: {
    "visit-gw": "node",
    "entry-slots": "java",
    "member-ledger": "ruby",
    "gate-readers": "go",
    "lss-hub": "python",
    "pump-plc-bridge": "cpp",
    "husbandry-api": "dotnet",
    "keeper-sync": "java",
    showtimes: "node",
    "pos-relay": "dotnet",
  },
  routes: [
    {
      name: "book",
      method: "POST",
      path: "/v1/bookings",
      weight: 4,
      hops: [
        { svc: "visit-gw", ok: (r, ms) => accessLine("node", "POST", "/v1/bookings", 201, ms, r) },
        {
          svc: "entry-slots",
          ok: (r) =>
            `Reserved ${r.int(1, 6)} tickets for slot ${slot(r)} (capacity left ${r.int(3, 220)}), order HL-${r.int(100000, 999999)}`,
        },
      ],
    },
    {
      name: "member-book",
      method: "POST",
      path: "/v1/bookings/member",
      weight: 2,
      hops: [
        { svc: "visit-gw", ok: (r, ms) => accessLine("node", "POST", "/v1/bookings/member", 201, ms, r) },
        { svc: "entry-slots", ok: (r) => `Member reservation for slot ${slot(r)} accepted, guests=${r.int(1, 4)}` },
        {
          svc: "member-ledger",
          ok: (r) =>
            `Completed 200 OK in ${r.int(8, 60)}ms (Views: 0.4ms | ActiveRecord: ${r.int(2, 20)}.${r.int(0, 9)}ms) membership ${mem(r)} active`,
        },
      ],
    },
    {
      name: "shows",
      method: "GET",
      path: "/v1/shows/today",
      weight: 3,
      hops: [
        { svc: "visit-gw", ok: (r, ms) => accessLine("node", "GET", "/v1/shows/today", 200, ms, r) },
        {
          svc: "showtimes",
          ok: (r) =>
            `served ${r.int(6, 14)} shows for venue harbourline-main (cache ${r.pick(["hit", "hit", "miss"])})`,
        },
      ],
    },
    {
      name: "scan",
      method: "POST",
      path: "/v1/scan",
      weight: 5,
      hops: [
        { svc: "gate-readers", ok: (r, ms) => `gate=${r.pick(gates)} ticket=${tix(r)} result=ADMIT dur=${ms}ms` },
        { svc: "entry-slots", ok: (r) => `Ticket ${tix(r)} redeemed for slot ${slot(r)}` },
      ],
    },
    {
      name: "member-scan",
      method: "POST",
      path: "/v1/scan/member",
      weight: 1,
      hops: [
        { svc: "gate-readers", ok: (r, ms) => `gate=${r.pick(gates)} member=${mem(r)} result=ADMIT dur=${ms}ms` },
        {
          svc: "member-ledger",
          ok: (r) =>
            `Completed 200 OK in ${r.int(5, 40)}ms (Views: 0.2ms | ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms)`,
        },
      ],
    },
    {
      name: "pos-discount",
      method: "GET",
      path: "/v1/members/discount",
      weight: 2,
      hops: [
        {
          svc: "pos-relay",
          ok: (r) =>
            `Till ${r.pick(["CAFE-2", "REEF-SHOP", "KIOSK-7", "CAFE-1"])} sale ${r.int(3, 90)}.${r.int(10, 99)} GBP settled, member discount applied`,
        },
        {
          svc: "member-ledger",
          ok: (r) =>
            `Completed 200 OK in ${r.int(4, 30)}ms (Views: 0.1ms | ActiveRecord: ${r.int(1, 8)}.${r.int(0, 9)}ms)`,
        },
      ],
    },
    {
      name: "care-upload",
      method: "POST",
      path: "/api/care-records",
      weight: 2,
      hops: [
        {
          svc: "keeper-sync",
          ok: (r) => `Synced ${r.int(1, 12)} records from handheld ${handheld(r)} (keeper ${keeper(r)})`,
        },
        {
          svc: "husbandry-api",
          ok: (r) =>
            `Care record saved: ${r.pick(species)} in ${r.pick(tanks)}, ${r.pick(["feed", "observation", "weight", "medication"])} entry by ${keeper(r)}`,
        },
      ],
    },
    {
      name: "lss-poll",
      method: "GET",
      path: "/registers",
      every: 5000,
      hops: [
        {
          svc: "lss-hub",
          ok: (r) =>
            `tank ${r.pick(tanks)} ${r.pick(probes)} ok; pumps ${r.int(2, 4)}/4 running, chiller CH-${r.int(1, 3)} ${r.pick(["idle", "cooling"])}`,
        },
        {
          svc: "pump-plc-bridge",
          ok: (r) =>
            `modbus read unit=${r.int(1, 24)} fc=03 addr=${r.int(40001, 40120)} n=${r.int(4, 32)} ok ${r.int(3, 19)}ms`,
        },
      ],
    },
    {
      name: "feed-times",
      method: "GET",
      path: "/api/feedings/today",
      every: 30000,
      hops: [
        { svc: "showtimes", ok: (r) => `refreshed feeding talks from husbandry-api (${r.int(4, 9)} slots)` },
        { svc: "husbandry-api", ok: (r) => accessLine("dotnet", "GET", "/api/feedings/today", 200, r.int(8, 60), r) },
      ],
    },
  ],
  jobs: [
    {
      svc: "lss-hub",
      every: 60000,
      say: (r) => [
        "info",
        `ozone generator OZ-${r.int(1, 3)} ORP setpoint ${r.int(330, 360)} mV, measured ${r.int(320, 370)} mV`,
      ],
    },
    {
      svc: "entry-slots",
      every: 120000,
      say: (r) => ["info", `Released ${r.int(0, 14)} expired holds (job slot-hold-sweeper)`],
    },
    {
      svc: "member-ledger",
      every: 90000,
      say: (r) => [
        "info",
        `[ActiveJob] [RenewalReminderJob] Performed in ${r.int(40, 900)}ms, ${r.int(0, 30)} reminders queued`,
      ],
    },
    { svc: "husbandry-api", every: 45000, say: () => ["info", "Health check completed: Healthy (db, blob)"] },
    {
      svc: "visit-gw",
      every: 15000,
      say: (r) => ["info", accessLine("node", "GET", "/healthz", 200, r.int(1, 4) + 0.2, r)],
    },
    {
      svc: "gate-readers",
      every: 20000,
      say: (r) => ["info", `heartbeat: ${r.int(11, 12)}/12 lanes online, offline cache ${r.int(1200, 4800)} tickets`],
    },
  ],
  noisy: {
    svc: "pos-relay",
    every: 7000,
    say: (r) => [
      "error",
      `Receipt printer ${r.pick(["CAFE-2", "REEF-SHOP"])}-PRN returned PAPER_LOW; receipt ${r.int(100000, 999999)} sent by e-mail instead`,
    ],
  },
  noise: [
    {
      svc: "lss-hub",
      every: 55000,
      say: (r) => [
        "warn",
        `probe ${r.pick(tanks)}/${r.pick(probes)} drift ${r.int(2, 9)}% vs reference, flagged for recalibration`,
      ],
    },
    {
      svc: "lss-hub",
      every: 140000,
      say: (r) => ["info", `probe ${r.pick(tanks)}/${r.pick(probes)} recalibrated by ${keeper(r)} (2-point)`],
    },
    {
      svc: "gate-readers",
      every: 25000,
      say: (r) => ["warn", `gate=${r.pick(gates)} ticket=${tix(r)} result=REJECT reason=ALREADY_SCANNED`],
    },
    {
      svc: "member-ledger",
      every: 70000,
      say: (r) => ["warn", `Membership ${mem(r)} expired ${r.int(1, 40)} days ago; admission refused at gate`],
    },
    {
      svc: "keeper-sync",
      every: 65000,
      say: (r) => [
        "warn",
        `Handheld ${handheld(r)} synced ${r.int(9, 95)} min late (last seen AP ${r.pick(["SHARK-TUNNEL", "BACK-OF-HOUSE-3", "QUARANTINE"])})`,
      ],
    },
    {
      svc: "pos-relay",
      every: 80000,
      say: (r) => [
        "warn",
        `Donation of ${r.int(2, 20)}.00 GBP declined at ${r.pick(["KIOSK-7", "EXIT-DONATE-1"])}: card issuer response 05 (do not honour)`,
      ],
    },
    {
      svc: "showtimes",
      every: 150000,
      say: () => ["info", "sea lion presentation 15:30 cancelled: outdoor arena closed (wind)"],
    },
  ],
  deprecations: [
    {
      svc: "visit-gw",
      every: 240000,
      say: () => [
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ],
    },
    {
      svc: "member-ledger",
      every: 300000,
      say: () => [
        "warn",
        "DEPRECATION WARNING: `ActiveRecord::Base.legacy_connection_handling` is deprecated and will be removed in Rails 7.1",
      ],
    },
  ],
};

// ---------------------------------------------------------------- B: Northfield Zoo (no request ids)
const B: Estate = {
  key: "B",
  company: "Northfield Zoo",
  namespace: "northfield-zoo",
  ids: "none",
  runtimes: {
    "zoo-web": "node",
    "app-bff": "node",
    ticketing: "java",
    memberships: "dotnet",
    turnstiles: "go",
    "animal-records": "python",
    "feed-scheduler": "ruby",
    "handheld-api": "go",
    "edu-bookings": "python",
    "till-service": "java",
  },
  routes: [
    {
      name: "web-buy",
      method: "POST",
      path: "/api/tickets",
      weight: 3,
      hops: [
        { svc: "zoo-web", ok: (r, ms) => accessLine("node", "POST", "/api/tickets", 200, ms, r) },
        {
          svc: "ticketing",
          ok: (r) =>
            `order NZ-${r.int(1000000, 9999999)} confirmed: ${r.int(1, 6)} x ${r.pick(["ADULT", "CHILD", "CONCESSION", "FAMILY"])} for ${slot(r)} entry`,
        },
      ],
    },
    {
      name: "web-renew",
      method: "POST",
      path: "/api/membership/renew",
      weight: 1,
      hops: [
        { svc: "zoo-web", ok: (r, ms) => accessLine("node", "POST", "/api/membership/renew", 200, ms, r) },
        { svc: "ticketing", ok: (r) => `membership checkout basket B${r.int(100000, 999999)} priced` },
        {
          svc: "memberships",
          ok: (r) =>
            `Renewal quote issued for ${mem(r)}: ${r.pick(["Family", "Individual", "Patron"])} tier, 12 months`,
        },
      ],
    },
    {
      name: "app-buy",
      method: "POST",
      path: "/bff/tickets",
      weight: 3,
      hops: [
        { svc: "app-bff", ok: (r, ms) => accessLine("node", "POST", "/bff/tickets", 200, ms, r) },
        {
          svc: "ticketing",
          ok: (r) => `order NZ-${r.int(1000000, 9999999)} confirmed via app: ${r.int(1, 5)} tickets, entry ${slot(r)}`,
        },
      ],
    },
    {
      name: "app-talks",
      method: "GET",
      path: "/bff/talks",
      weight: 3,
      hops: [
        { svc: "app-bff", ok: (r, ms) => accessLine("node", "GET", "/bff/talks", 200, ms, r) },
        { svc: "edu-bookings", ok: (r) => `${ip(r)}:${port(r)} - "GET /talks?date=today HTTP/1.1" 200` },
      ],
    },
    {
      name: "school-book",
      method: "POST",
      path: "/api/schools/book",
      weight: 1,
      hops: [
        { svc: "zoo-web", ok: (r, ms) => accessLine("node", "POST", "/api/schools/book", 200, ms, r) },
        {
          svc: "edu-bookings",
          ok: (r) =>
            `school visit booked: ${r.int(12, 60)} pupils, workshop ${r.pick(["Rainforest Explorers", "Adaptations KS2", "Big Cats KS3"])}`,
        },
      ],
    },
    {
      name: "turnstile",
      method: "POST",
      path: "/validate",
      weight: 5,
      hops: [
        { svc: "turnstiles", ok: (r, ms) => `lane=${r.pick(gates)} code=${tix(r)} verdict=ok latency=${ms}ms` },
        { svc: "ticketing", ok: (r) => `ticket ${tix(r)} admitted at ${r.pick(gates)}` },
      ],
    },
    {
      name: "turnstile-member",
      method: "POST",
      path: "/validate/member",
      weight: 1,
      hops: [
        { svc: "turnstiles", ok: (r, ms) => `lane=${r.pick(gates)} card=${mem(r)} verdict=ok latency=${ms}ms` },
        { svc: "memberships", ok: (r) => `Member ${mem(r)} admitted (${r.int(1, 5)} guests)` },
      ],
    },
    {
      name: "till",
      method: "GET",
      path: "/members/lookup",
      weight: 2,
      hops: [
        {
          svc: "till-service",
          ok: (r) =>
            `sale ${r.int(100000, 999999)} at ${r.pick(["SAFARI-CAFE", "GIFT-SHOP", "ICE-CREAM-2"])} total ${r.int(2, 60)}.${r.int(10, 99)} GBP (member 10%)`,
        },
        { svc: "memberships", ok: (r) => `Member lookup ${mem(r)} -> active` },
      ],
    },
    {
      name: "handheld",
      method: "POST",
      path: "/records",
      weight: 2,
      hops: [
        {
          svc: "handheld-api",
          ok: (r, ms) => `device=${handheld(r)} keeper=${keeper(r)} upload accepted items=${r.int(1, 9)} took=${ms}ms`,
        },
        {
          svc: "animal-records",
          ok: (r) =>
            `saved ${r.pick(["diet", "weight", "behaviour", "enrichment"])} note for ${r.pick(zooAnimals)} (${r.pick(["Tiger Territory", "Elephant House", "Lemur Walk", "Reptile House"])})`,
        },
      ],
    },
    {
      name: "feeds",
      method: "GET",
      path: "/api/feeds/due",
      every: 20000,
      hops: [
        {
          svc: "feed-scheduler",
          ok: (r) => `FeedDueJob JID-${r.hex(24)} INFO: done: ${(r.int(5, 90) / 100).toFixed(3)} sec`,
        },
        { svc: "animal-records", ok: (r) => `${ip(r)}:${port(r)} - "GET /api/feeds/due HTTP/1.1" 200` },
      ],
    },
  ],
  jobs: [
    {
      svc: "ticketing",
      every: 60000,
      say: (r) => [
        "info",
        `capacity snapshot: ${r.int(900, 4200)} admitted, ${r.int(100, 900)} pre-booked for next hour`,
      ],
    },
    {
      svc: "memberships",
      every: 120000,
      say: (r) => ["info", `Direct debit batch DD-${r.int(1000, 9999)} submitted (${r.int(3, 80)} renewals)`],
    },
    {
      svc: "turnstiles",
      every: 20000,
      say: (r) => ["info", `heartbeat lanes_online=${r.int(9, 10)}/10 queue_depth=${r.int(0, 40)}`],
    },
    {
      svc: "zoo-web",
      every: 15000,
      say: (r) => ["info", accessLine("node", "GET", "/api/health", 200, r.int(1, 3) + 0.4, r)],
    },
    { svc: "animal-records", every: 30000, say: (r) => ["info", `${ip(r)}:${port(r)} - "GET /healthz HTTP/1.1" 200`] },
  ],
  noisy: {
    svc: "app-bff",
    every: 6000,
    say: (r) => ["warn", `push token for device ${r.hex(8)} unregistered (FCM: NotRegistered), dropping`],
  },
  noise: [
    {
      svc: "turnstiles",
      every: 20000,
      say: (r) => ["warn", `lane=${r.pick(gates)} code=${tix(r)} verdict=denied reason=already_used`],
    },
    {
      svc: "memberships",
      every: 60000,
      say: (r) => [
        "warn",
        `Member ${mem(r)} refused at ${r.pick(gates)}: membership lapsed on 2026-${r.pick(["03", "04", "05"])}-${r.int(10, 28)}`,
      ],
    },
    {
      svc: "handheld-api",
      every: 75000,
      say: (r) => [
        "warn",
        `device=${handheld(r)} sync delayed ${r.int(12, 120)}m (last ap=${r.pick(["ELEPHANT-BARN", "TIGER-BACK", "NIGHT-HOUSE"])})`,
      ],
    },
    {
      svc: "edu-bookings",
      every: 160000,
      say: () => ["info", "Keeper talk 'Penguin Parade' 14:00 cancelled: heavy rain warning"],
    },
    {
      svc: "till-service",
      every: 90000,
      say: (r) => [
        "warn",
        `donation ${r.int(1, 10)}.00 GBP declined at EXIT-DONATE: issuer response 51 (insufficient funds)`,
      ],
    },
    {
      svc: "feed-scheduler",
      every: 110000,
      say: (r) => ["info", `FeedReminderJob: ${r.int(2, 9)} reminders sent to keepers for ${r.pick(zooAnimals)}`],
    },
  ],
  deprecations: [
    {
      svc: "edu-bookings",
      every: 200000,
      say: () => [
        "warn",
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      ],
    },
    {
      svc: "till-service",
      every: 260000,
      say: () => [
        "warn",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
      ],
    },
  ],
};

// ---------------------------------------------------------------- C: Wildmoor Wildlife Park (request ids at the edge)
const C: Estate = {
  key: "C",
  company: "Wildmoor Wildlife Park",
  namespace: "wildmoor",
  ids: "edge",
  runtimes: {
    "guest-api": "node",
    "tix-engine": "dotnet",
    passholders: "java",
    "gate-fleet": "go",
    "vet-records": "python",
    "diet-planner": "ruby",
    "habitat-sensors": "python",
    "lss-controller": "cpp",
    "events-desk": "ruby",
    "map-times": "node",
  },
  routes: [
    {
      name: "buy",
      method: "POST",
      path: "/v2/orders",
      weight: 3,
      hops: [
        { svc: "guest-api", ok: (r, ms) => accessLine("node", "POST", "/v2/orders", 201, ms, r) },
        {
          svc: "tix-engine",
          ok: (r) => `Order WM${r.int(100000, 999999)} created: ${r.int(1, 6)} tickets, timed entry ${slot(r)}`,
        },
      ],
    },
    {
      name: "pass-buy",
      method: "POST",
      path: "/v2/orders/pass",
      weight: 2,
      hops: [
        { svc: "guest-api", ok: (r, ms) => accessLine("node", "POST", "/v2/orders/pass", 201, ms, r) },
        { svc: "tix-engine", ok: (r) => `Passholder booking for ${slot(r)} priced at 0.00` },
        { svc: "passholders", ok: (r) => `pass ${mem(r)} verified (annual, ${r.int(1, 300)} days left)` },
      ],
    },
    {
      name: "events",
      method: "GET",
      path: "/v2/experiences",
      weight: 2,
      hops: [
        { svc: "guest-api", ok: (r, ms) => accessLine("node", "GET", "/v2/experiences", 200, ms, r) },
        {
          svc: "events-desk",
          ok: (r) =>
            `Completed 200 OK in ${r.int(20, 140)}ms (Views: ${r.int(3, 30)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms)`,
        },
      ],
    },
    {
      name: "map",
      method: "GET",
      path: "/v2/map/times",
      weight: 3,
      hops: [
        { svc: "guest-api", ok: (r, ms) => accessLine("node", "GET", "/v2/map/times", 200, ms, r) },
        {
          svc: "map-times",
          ok: (r) => `map layer ${r.pick(["shows", "feeds", "facilities"])} served (${r.int(10, 60)} pins)`,
        },
      ],
    },
    {
      name: "gate",
      method: "POST",
      path: "/api/admit",
      weight: 5,
      hops: [
        {
          svc: "gate-fleet",
          ok: (r, ms) =>
            `admit ok gate=${r.pick(["G1", "G2", "G3", "COACH", "SAFARI-DRIVE"])} barcode=${tix(r)} took=${ms}ms`,
        },
        { svc: "tix-engine", ok: (r) => `Ticket ${tix(r)} admitted` },
      ],
    },
    {
      name: "gate-pass",
      method: "POST",
      path: "/api/admit/pass",
      weight: 1,
      hops: [
        { svc: "gate-fleet", ok: (r, ms) => `admit ok gate=${r.pick(["G1", "G2", "G3"])} pass=${mem(r)} took=${ms}ms` },
        { svc: "passholders", ok: (r) => `pass ${mem(r)} admitted, visit ${r.int(1, 60)} this year` },
      ],
    },
    {
      name: "diet",
      method: "GET",
      path: "/api/animals/weights",
      weight: 1,
      hops: [
        { svc: "diet-planner", ok: (r) => `diet sheet recalculated for ${r.pick(zooAnimals)} (${r.int(2, 14)} items)` },
        { svc: "vet-records", ok: (r) => `${ip(r)}:${port(r)} - "GET /api/animals/weights HTTP/1.1" 200` },
      ],
    },
    {
      name: "vet-ui",
      method: "POST",
      path: "/api/treatments",
      weight: 1,
      hops: [
        {
          svc: "vet-records",
          ok: (r) =>
            `treatment logged for ${r.pick(zooAnimals)} by Dr ${r.pick(["Okafor", "Lind", "Marsh", "Ibáñez"])}`,
        },
      ],
    },
    {
      name: "habitat",
      method: "GET",
      path: "/plc",
      every: 5000,
      hops: [
        {
          svc: "habitat-sensors",
          ok: (r) =>
            `${r.pick(["reptile-house", "rainforest-dome", "penguin-cove", "otter-pool"])} temp=${r.int(180, 290) / 10}C rh=${r.int(40, 85)}% ok`,
        },
        {
          svc: "lss-controller",
          ok: (r) =>
            `PLC ${r.pick(["RH-1", "RD-2", "PC-1", "OP-1"])} scan ok (${r.int(2, 14)} ms), chiller ${r.pick(["on", "off"])}, ozone ${r.int(280, 340)} mV`,
        },
      ],
    },
    {
      name: "times-sync",
      method: "GET",
      path: "/api/sessions/today",
      every: 30000,
      hops: [
        { svc: "map-times", ok: (r) => `synced ${r.int(8, 20)} sessions from events-desk` },
        {
          svc: "events-desk",
          ok: (r) =>
            `Completed 200 OK in ${r.int(10, 60)}ms (Views: 0.6ms | ActiveRecord: ${r.int(2, 9)}.${r.int(0, 9)}ms)`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "tix-engine",
      every: 60000,
      say: (r) => [
        "info",
        `Capacity recalculated: ${r.int(200, 3000)} on site, next slot ${slot(r)} ${r.int(10, 95)}% sold`,
      ],
    },
    { svc: "passholders", every: 180000, say: (r) => ["info", `RenewalNoticeJob finished: ${r.int(0, 40)} notices`] },
    {
      svc: "guest-api",
      every: 15000,
      say: (r) => ["info", accessLine("node", "GET", "/healthz", 200, r.int(1, 3) + 0.1, r)],
    },
    {
      svc: "gate-fleet",
      every: 20000,
      say: (r) => ["info", `fleet heartbeat: ${r.int(14, 16)}/16 scanners reporting`],
    },
    { svc: "vet-records", every: 30000, say: (r) => ["info", `${ip(r)}:${port(r)} - "GET /healthz HTTP/1.1" 200`] },
  ],
  noisy: {
    svc: "habitat-sensors",
    every: 8000,
    say: () => ["error", "sensor otter-pool/turbidity NTU-3 read failed: CRC mismatch on RS-485 (value discarded)"],
  },
  noise: [
    {
      svc: "gate-fleet",
      every: 22000,
      say: (r) => ["warn", `admit denied gate=${r.pick(["G1", "G2"])} barcode=${tix(r)} reason=duplicate_scan`],
    },
    {
      svc: "passholders",
      every: 60000,
      say: (r) => [
        "warn",
        `pass ${mem(r)} expired on 2026-${r.pick(["02", "04", "05"])}-${r.int(10, 28)}, entry refused`,
      ],
    },
    {
      svc: "habitat-sensors",
      every: 70000,
      say: (r) => [
        "warn",
        `probe ${r.pick(["penguin-cove", "otter-pool"])}/${r.pick(probes)} drifting (+${r.int(2, 8)}%), recalibration requested`,
      ],
    },
    {
      svc: "vet-records",
      every: 90000,
      say: (r) => ["warn", `handheld ${handheld(r)} upload arrived ${r.int(15, 90)} min after capture (offline queue)`],
    },
    {
      svc: "events-desk",
      every: 170000,
      say: () => ["info", "Birds of prey display 13:30 cancelled: wind above 25 mph"],
    },
    {
      svc: "tix-engine",
      every: 85000,
      say: (r) => [
        "warn",
        `Donation add-on declined for order WM${r.int(100000, 999999)}: card_declined (generic_decline)`,
      ],
    },
  ],
  deprecations: [
    {
      svc: "map-times",
      every: 220000,
      say: () => [
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    },
    {
      svc: "passholders",
      every: 280000,
      say: () => [
        "warn",
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      ],
    },
  ],
};

export const ESTATES: Record<"A" | "B" | "C", Estate> = { A, B, C };
export const services = (e: Estate): string[] => Object.keys(e.runtimes);
