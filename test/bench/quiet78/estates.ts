// The four made-up companies: services with their runtimes, role map, and the runtime's own way of logging.
import type { Rng } from "./rng.js";

export type Runtime = "node" | "go" | "java" | "python" | "ruby" | "dotnet" | "cpp" | "elixir";
export type Domain = "ride" | "scoot";
export type Role =
  | "edge"
  | "dispatch"
  | "match"
  | "pricing"
  | "ledger"
  | "payments"
  | "tips"
  | "onboarding"
  | "notify"
  | "maps"
  | "unlock"
  | "iot"
  | "telemetry"
  | "geofence"
  | "photo"
  | "battery"
  | "ops";

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  ns: string;
  traced: boolean;
  city: string;
  currency: string;
  svc: Partial<Record<Role, string>>;
  runtime: Record<string, Runtime>;
  /** One harmless error this estate logs all day long. */
  noisy: { svc: string; everyMs: [number, number]; msg: (r: Rng) => string };
}

export const ESTATES: Estate[] = [
  {
    key: "hopride",
    company: "Hopride",
    domain: "ride",
    ns: "hopride-prod",
    traced: true,
    city: "porto",
    currency: "EUR",
    svc: {
      edge: "rider-edge",
      dispatch: "dispatch-core",
      match: "matching-svc",
      pricing: "surge-pricer",
      ledger: "trip-ledger",
      payments: "trip-payments",
      tips: "tip-jar",
      onboarding: "driver-onboarding",
      notify: "notify-hub",
      maps: "eta-router",
    },
    runtime: {
      "rider-edge": "node",
      "dispatch-core": "go",
      "matching-svc": "java",
      "surge-pricer": "python",
      "trip-ledger": "java",
      "trip-payments": "java",
      "tip-jar": "ruby",
      "driver-onboarding": "ruby",
      "notify-hub": "node",
      "eta-router": "go",
    },
    noisy: {
      svc: "eta-router",
      everyMs: [2500, 7000],
      msg: (r) =>
        `osrm: NoRoute between snapped points (${(41.1 + r.next() * 0.1).toFixed(5)},${(-8.6 - r.next() * 0.1).toFixed(5)}) -> ferry-only segment, falling back to haversine estimate`,
    },
  },
  {
    key: "cabwise",
    company: "Cabwise",
    domain: "ride",
    ns: "cabwise-live",
    traced: true,
    city: "manchester",
    currency: "GBP",
    svc: {
      edge: "passenger-api",
      dispatch: "offer-router",
      match: "driver-pool",
      pricing: "fare-quote",
      ledger: "trip-store",
      payments: "payments-orchestrator",
      tips: "gratuity-svc",
      onboarding: "kyc-checks",
      notify: "comms-relay",
      maps: "geo-proxy",
    },
    runtime: {
      "passenger-api": "dotnet",
      "offer-router": "go",
      "driver-pool": "go",
      "fare-quote": "java",
      "trip-store": "dotnet",
      "payments-orchestrator": "java",
      "gratuity-svc": "python",
      "kyc-checks": "python",
      "comms-relay": "node",
      "geo-proxy": "cpp",
    },
    noisy: {
      svc: "comms-relay",
      everyMs: [3000, 9000],
      msg: (r) =>
        `Twilio send failed: RestException [HTTP 400] Unable to create record: The 'To' number +44 7${r.int(100, 999)} ${r.int(100000, 999999)} is not a valid mobile number (code 21614)`,
    },
  },
  {
    key: "zipscoot",
    company: "Zipscoot",
    domain: "scoot",
    ns: "zipscoot-eu",
    traced: false,
    city: "lisbon",
    currency: "EUR",
    svc: {
      edge: "scoot-app-bff",
      unlock: "unlock-api",
      iot: "iot-cmd-bridge",
      telemetry: "fleet-telemetry",
      geofence: "geofence-engine",
      photo: "parking-review",
      battery: "swap-planner",
      payments: "ride-billing",
      notify: "push-sender",
      ops: "ops-console",
    },
    runtime: {
      "scoot-app-bff": "node",
      "unlock-api": "go",
      "iot-cmd-bridge": "node",
      "fleet-telemetry": "go",
      "geofence-engine": "cpp",
      "parking-review": "python",
      "swap-planner": "dotnet",
      "ride-billing": "java",
      "push-sender": "ruby",
      "ops-console": "ruby",
    },
    noisy: {
      svc: "fleet-telemetry",
      everyMs: [1500, 5000],
      msg: (r) =>
        `frame dropped: GNSS fix invalid vehicle=ZS${r.int(10000, 99999)} hdop=${(8 + r.next() * 11).toFixed(1)} sats=${r.int(0, 3)}`,
    },
  },
  {
    key: "voltlane",
    company: "Voltlane",
    domain: "scoot",
    ns: "voltlane",
    traced: false,
    city: "rotterdam",
    currency: "EUR",
    svc: {
      edge: "mobility-gw",
      unlock: "lock-controller",
      iot: "vehicle-link",
      telemetry: "vehicle-registry",
      geofence: "zone-rules",
      photo: "photo-check",
      battery: "charge-ops",
      payments: "wallet-svc",
      notify: "rider-notify",
    },
    runtime: {
      "mobility-gw": "node",
      "lock-controller": "go",
      "vehicle-link": "elixir",
      "vehicle-registry": "java",
      "zone-rules": "python",
      "photo-check": "python",
      "charge-ops": "dotnet",
      "wallet-svc": "java",
      "rider-notify": "node",
    },
    noisy: {
      svc: "rider-notify",
      everyMs: [2500, 8000],
      msg: (r) =>
        `FCM send failed for rider ${r.int(100000, 999999)}: messaging/registration-token-not-registered (Requested entity was not found.) - token pruned`,
    },
  },
];

export const ids = {
  ride: (r: Rng) => `R${r.int(10, 99)}${r.hex(6).toUpperCase()}`,
  driver: (r: Rng) => `drv_${r.hex(8)}`,
  rider: (r: Rng) => `rdr_${r.hex(8)}`,
  vehicle: (e: Estate, r: Rng) => (e.key === "zipscoot" ? `ZS${r.int(10000, 99999)}` : `VL-${r.int(1000, 9999)}`),
  h3: (r: Rng) => `88${r.int(1, 3)}${r.hex(3)}${r.pick(["b", "d", "9", "5"])}${r.hex(3)}fffff`,
  trace: (r: Rng) => r.hex(16),
};

/** An access-log line in the style of the service's stack. */
export function access(
  rt: Runtime,
  svc: string,
  method: string,
  path: string,
  status: number,
  ms: number,
  r: Rng,
): string {
  const reason: Record<number, string> = {
    200: "OK",
    201: "Created",
    202: "Accepted",
    204: "No Content",
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    409: "Conflict",
    422: "Unprocessable Entity",
    429: "Too Many Requests",
    499: "Client Closed Request",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
  };
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${r.int(2, 900)}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc}${path} - ${status} ${r.int(0, 2400)} application/json;+charset=utf-8 ${ms.toFixed(4)}ms`;
    case "go":
      return `request method=${method} path=${path} status=${status} latency=${ms.toFixed(1)}ms bytes=${r.int(0, 3000)}`;
    case "java":
      return `${method} ${path} -> ${status} ${(reason[status] ?? "").toUpperCase().replace(/ /g, "_")} in ${Math.round(ms)} ms`;
    case "python":
      return `10.${r.int(0, 7)}.${r.int(0, 255)}.${r.int(1, 254)}:${r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "ruby":
      return `Completed ${status} ${reason[status] ?? ""} in ${Math.round(ms)}ms (Views: ${(r.next() * 2).toFixed(1)}ms | ActiveRecord: ${(ms * 0.3).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`;
    case "cpp":
      return `[http] ${method} ${path} ${status} ${ms.toFixed(2)}ms`;
    default:
      return `Sent ${status} in ${Math.round(ms)}ms`;
  }
}

/** A process starting again, as its runtime says it. */
export function startup(rt: Runtime, svc: string, version: string, r: Rng): string[] {
  const cls = svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
  switch (rt) {
    case "java":
      return [
        `Starting ${cls}Application v${version} using Java 21.0.4 with PID 1`,
        `HikariPool-1 - Start completed.`,
        `Tomcat started on port 8080 (http) with context path '/'`,
        `Started ${cls}Application in ${(6 + r.next() * 8).toFixed(3)} seconds (process running for ${(8 + r.next() * 8).toFixed(3)})`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production`,
        `Content root path: /app`,
      ];
    case "python":
      return [
        `Started server process [${r.int(7, 40)}]`,
        "Waiting for application startup.",
        "Application startup complete.",
        "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode...`,
        `* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")`,
        `* Listening on http://0.0.0.0:3000`,
        `- Worker 0 (PID: ${r.int(20, 90)}) booted in 2.81s, phase: 0`,
      ];
    case "go":
      return [`starting ${svc} version=${version} go=go1.22.6`, `listening addr=:8080 grpc=:9090`];
    case "node":
      return [
        `${svc}@${version} starting (node v20.17.0, NODE_ENV=production)`,
        `Server listening at http://0.0.0.0:3000`,
      ];
    case "cpp":
      return [
        `${svc} ${version} built with gcc 13.2 -O2`,
        `loaded config /etc/${svc}/config.yaml`,
        `serving on 0.0.0.0:7070 (4 io threads)`,
      ];
    default:
      return [
        `Running ${cls}.Endpoint with Bandit 1.5.7 at :::4000 (http)`,
        `Access ${cls}.Endpoint at http://${svc}:4000`,
      ];
  }
}

/** A deprecation warning as each runtime prints it (harmless; shows up every process start or per request). */
export function deprecation(rt: Runtime, r: Rng): string {
  const opts: Record<Runtime, string[]> = {
    node: [
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
    go: [
      "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
      "config: key 'redis.idle_timeout' is deprecated, use 'redis.conn_max_idle_time'",
    ],
    java: [
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    ],
    python: [
      "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
    ],
    ruby: [
      "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated. Use `with_connection` or `lease_connection` instead. (called from block in <class:DocumentsController> at /app/app/controllers/documents_controller.rb:41)",
    ],
    dotnet: [
      "warn: Microsoft.AspNetCore.DataProtection.Repositories.FileSystemXmlRepository[60] Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container.",
      "The property 'Trip.Route' is configured with a value converter but has no value comparer. Set a value comparer to ensure collection/enumeration elements are compared correctly.",
    ],
    cpp: ["config: option 'geo.simplify_tolerance_m' is deprecated and ignored since 3.0"],
    elixir: ["warning: Logger.warn/1 is deprecated. Use Logger.warning/2 instead"],
  };
  return r.pick(opts[rt]);
}
