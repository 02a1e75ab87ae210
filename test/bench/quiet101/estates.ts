// The four made-up home-solar companies of quiet101: who runs which service in which runtime, and how each
// runtime prints an access line, a handled exception and a deprecation warning.
import type { Rng } from "./rng.js";

export type Runtime = "node" | "go" | "java" | "python" | "dotnet" | "ruby" | "cpp" | "rust";
export type Role =
  | "gw"
  | "ingest"
  | "registry"
  | "planner"
  | "ota"
  | "notify"
  | "installer"
  | "vpp"
  | "rollup"
  | "tariff";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** trace ids travel across services in this estate */
  traces: boolean;
  /** device serial prefix and site id prefix */
  serial: string;
  site: string;
  pkg: string;
  gridOperator: string;
  market: string;
  tz: string;
  roles: Partial<Record<Role, Svc>>;
}

export const ESTATES: Estate[] = [
  {
    key: "sunmesh",
    company: "Sunmesh Home Energy",
    namespace: "sunmesh-prod",
    traces: true,
    serial: "SMX",
    site: "S",
    pkg: "io.sunmesh",
    gridOperator: "SA Power Networks",
    market: "AEMO",
    tz: "Australia/Adelaide",
    roles: {
      gw: { name: "app-bff", rt: "node" },
      ingest: { name: "ingest-gw", rt: "go" },
      registry: { name: "fleet-registry", rt: "java" },
      planner: { name: "tou-planner", rt: "python" },
      ota: { name: "ota-rollout", rt: "go" },
      notify: { name: "push-notify", rt: "node" },
      installer: { name: "install-portal", rt: "ruby" },
      vpp: { name: "vpp-orchestrator", rt: "dotnet" },
      rollup: { name: "metrics-rollup", rt: "python" },
      tariff: { name: "tariff-catalog", rt: "java" },
    },
  },
  {
    key: "kilnwatt",
    company: "Kilnwatt",
    namespace: "kw-live",
    traces: false,
    serial: "KW",
    site: "HOME-",
    pkg: "com.kilnwatt",
    gridOperator: "Western Power Distribution",
    market: "National Grid ESO",
    tz: "Europe/London",
    roles: {
      gw: { name: "customer-api", rt: "java" },
      ingest: { name: "telemetry-rx", rt: "rust" },
      registry: { name: "site-directory", rt: "go" },
      planner: { name: "battery-optimizer", rt: "python" },
      ota: { name: "firmware-depot", rt: "node" },
      notify: { name: "alerts-mailer", rt: "ruby" },
      installer: { name: "commissioner", rt: "dotnet" },
      vpp: { name: "dispatch-broker", rt: "java" },
      rollup: { name: "yield-analytics", rt: "python" },
    },
  },
  {
    key: "brightroof",
    company: "Brightroof Solar",
    namespace: "brightroof",
    traces: false,
    serial: "BR",
    site: "site-",
    pkg: "brightroof",
    gridOperator: "PG&E",
    market: "CAISO",
    tz: "America/Los_Angeles",
    roles: {
      gw: { name: "homeowner-web", rt: "node" },
      ingest: { name: "modbus-poller", rt: "cpp" },
      registry: { name: "device-shadow", rt: "go" },
      planner: { name: "schedule-svc", rt: "java" },
      ota: { name: "ota-manager", rt: "go" },
      notify: { name: "email-digest", rt: "python" },
      installer: { name: "installer-app-api", rt: "ruby" },
      vpp: { name: "curtailment-agent", rt: "python" },
      rollup: { name: "energy-ledger", rt: "dotnet" },
    },
  },
  {
    key: "voltnest",
    company: "Voltnest",
    namespace: "voltnest-eu",
    traces: true,
    serial: "VN",
    site: "hh-",
    pkg: "de.voltnest",
    gridOperator: "Netze BW",
    market: "TenneT",
    tz: "Europe/Berlin",
    roles: {
      gw: { name: "mobile-gw", rt: "go" },
      ingest: { name: "stream-decoder", rt: "java" },
      registry: { name: "inverter-catalog", rt: "python" },
      planner: { name: "charge-planner", rt: "python" },
      ota: { name: "fw-distributor", rt: "node" },
      notify: { name: "alarm-router", rt: "node" },
      installer: { name: "site-survey", rt: "ruby" },
      vpp: { name: "vpp-bidder", rt: "java" },
      rollup: { name: "usage-warehouse", rt: "python" },
      tariff: { name: "tariff-sync", rt: "go" },
    },
  },
];

export function svc(e: Estate, r: Role): Svc {
  const s = e.roles[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s;
}

export function services(e: Estate): Svc[] {
  return Object.values(e.roles).filter((s): s is Svc => s !== undefined);
}

/** One served HTTP request as the runtime's usual middleware prints it. */
export function access(rt: Runtime, method: string, path: string, status: number, ms: number, rng: Rng): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}.${rng.int(100, 999)} ms - ${rng.int(120, 9800)}`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${ms}.${rng.int(100, 999)}ms bytes=${rng.int(90, 12000)}`;
    case "java":
      return `${method} ${path} completed with ${status} in ${ms} ms`;
    case "python":
      return `10.${rng.int(0, 3)}.${rng.int(0, 255)}.${rng.int(2, 250)}:${rng.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://+:8080${path} - ${status} ${rng.int(90, 9000)} application/json;+charset=utf-8 ${ms}.${rng.int(1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 300 ? "OK" : status === 404 ? "Not Found" : status === 422 ? "Unprocessable Entity" : "Internal Server Error"} in ${ms}ms (Views: ${rng.int(0, 9)}.${rng.int(0, 9)}ms | ActiveRecord: ${rng.int(0, Math.max(1, ms >> 1))}.${rng.int(0, 9)}ms | Allocations: ${rng.int(800, 30000)})`;
    case "cpp":
      return `http: ${method} ${path} -> ${status} (${ms} ms)`;
    case "rust":
      return `request{method=${method} uri=${path}}: finished processing request latency=${ms} ms status=${status}`;
  }
}

export function healthLine(rt: Runtime, rng: Rng): string {
  const p =
    rt === "java" ? "/actuator/health" : rt === "dotnet" ? "/health/ready" : rng.chance(0.5) ? "/healthz" : "/readyz";
  return access(rt, "GET", p, 200, rng.int(0, 3), rng);
}

export function deprecation(rt: Runtime, e: Estate): string {
  switch (rt) {
    case "node":
      return "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.";
    case "go":
      return "grpc: Dial is deprecated: use NewClient instead; WithBlock is ignored by NewClient";
    case "java":
      return `HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)`;
    case "python":
      return "/usr/local/lib/python3.12/site-packages/apscheduler/util.py:436: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).";
    case "dotnet":
      return `warning: Microsoft.AspNetCore.Server.Kestrel: Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.`;
    case "ruby":
      return "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord.default_timezone` instead.";
    case "cpp":
      return `config: option 'poll_interval' is deprecated, use 'poll.interval_ms' (${e.key}.conf line 14)`;
    case "rust":
      return "WARN rumqttc::eventloop: `MqttOptions::set_clean_session` is deprecated since 0.22, use `set_clean_start`";
  }
}
