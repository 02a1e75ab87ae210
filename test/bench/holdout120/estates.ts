// The four made-up estates of holdout120 (a marina chain, a dry-stack operator, a yacht haven with a yard, a mixed
// marina + dry-stack group) and the everyday lines of each role in them.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "node" | "java" | "python" | "go" | "dotnet" | "ruby" | "cpp";
export type Role =
  | "gw"
  | "resv"
  | "launch"
  | "forklift"
  | "rack"
  | "fuel"
  | "power"
  | "access"
  | "orders"
  | "parts"
  | "billing"
  | "payments"
  | "notify"
  | "weather"
  | "haul";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Noisy {
  role: Role;
  level: Level;
  everySec: number;
  f: (r: Rng) => string;
}

export interface Estate {
  key: string;
  namespace: string;
  trace: boolean;
  day: string;
  roles: Partial<Record<Role, Svc>>;
  noisy: Noisy;
}

export interface Tpl {
  w: number;
  level: Level;
  f: (r: Rng) => string;
  /** for gateway lines: the role the request lands on (suppressed when that role is down) */
  dep?: Role;
}

const letters = "ABCDEFG";
export const slip = (r: Rng) => `${letters[r.int(0, 6)]}-${r.int(1, 64)}`;
export const member = (r: Rng) => `M${r.int(10000, 99999)}`;
export const boat = (r: Rng) => `${r.pick(["HIN", "BT"])}${r.int(100000, 999999)}`;
export const wo = (r: Rng) => `WO-${r.int(18000, 24999)}`;
export const ms = (r: Rng, lo = 8, hi = 240) => r.int(lo, hi);
export const card = (r: Rng) => `0x${r.hex(8).toUpperCase()}`;

export const ESTATES: Estate[] = [
  {
    key: "harborline",
    namespace: "harborline-prod",
    trace: true,
    day: "2026-07-11",
    roles: {
      gw: { name: "slipway-api", rt: "node" },
      resv: { name: "slip-reservations", rt: "java" },
      fuel: { name: "fueldock-pos", rt: "dotnet" },
      power: { name: "pedestal-meter", rt: "go" },
      access: { name: "gatekeeper", rt: "python" },
      orders: { name: "yard-orders", rt: "ruby" },
      billing: { name: "member-billing", rt: "java" },
      notify: { name: "notify-hub", rt: "node" },
      weather: { name: "tidecast", rt: "python" },
    },
    noisy: {
      role: "power",
      level: "error",
      everySec: 9,
      f: (r) =>
        `modbus read failed unit=${r.pick([47, 48, 52])} dock=D: read tcp 10.40.4.9:${r.int(40000, 60000)}->10.40.4.250:502: i/o timeout`,
    },
  },
  {
    key: "stackhaus",
    namespace: "stackhaus",
    trace: false,
    day: "2026-08-02",
    roles: {
      gw: { name: "boater-app-bff", rt: "node" },
      launch: { name: "launch-queue", rt: "go" },
      forklift: { name: "forklift-dispatch", rt: "cpp" },
      rack: { name: "rack-inventory", rt: "java" },
      weather: { name: "weather-hold", rt: "python" },
      fuel: { name: "fuel-pos", rt: "dotnet" },
      access: { name: "cardgate", rt: "go" },
      billing: { name: "member-accounts", rt: "ruby" },
      notify: { name: "push-sender", rt: "node" },
    },
    noisy: {
      role: "notify",
      level: "error",
      everySec: 7,
      f: (r) =>
        `FCM send failed for device ${r.hex(10)}…: messaging/registration-token-not-registered (token removed from member profile)`,
    },
  },
  {
    key: "bluewater",
    namespace: "bluewater-haven",
    trace: true,
    day: "2026-09-19",
    roles: {
      gw: { name: "haven-web", rt: "python" },
      resv: { name: "berth-booking", rt: "python" },
      haul: { name: "haulout-scheduler", rt: "java" },
      orders: { name: "repair-orders", rt: "python" },
      parts: { name: "parts-catalog", rt: "python" },
      power: { name: "shorepower-collector", rt: "python" },
      access: { name: "dockaccess", rt: "go" },
      billing: { name: "billing-runner", rt: "python" },
      payments: { name: "payments-gw", rt: "python" },
      notify: { name: "mailer", rt: "python" },
    },
    noisy: {
      role: "parts",
      level: "error",
      everySec: 11,
      f: (r) =>
        `supplier feed row ${r.int(2, 9000)} skipped: SKU ${r.pick(["YAM-6CE-WS", "VOL-3862", "MER-8M0", "JAB-29200"])}${r.int(10, 99)} has no list price`,
    },
  },
  {
    key: "tidewater",
    namespace: "tidewater",
    trace: false,
    day: "2026-10-04",
    roles: {
      gw: { name: "member-portal", rt: "dotnet" },
      resv: { name: "mooring-book", rt: "ruby" },
      launch: { name: "drystack-launch", rt: "dotnet" },
      forklift: { name: "lift-telemetry", rt: "go" },
      fuel: { name: "pump-controller", rt: "go" },
      power: { name: "meter-bridge", rt: "go" },
      access: { name: "access-svc", rt: "ruby" },
      billing: { name: "ledger-worker", rt: "ruby" },
      orders: { name: "service-desk", rt: "node" },
      weather: { name: "wx-ingest", rt: "go" },
    },
    noisy: {
      role: "access",
      level: "error",
      everySec: 8,
      f: (r) =>
        `Reader #${r.pick([3, 7])} (Fuel dock gate) heartbeat missed; ZKTeco controller 10.8.1.${r.pick([31, 37])} returned CRC mismatch, frame dropped`,
    },
  },
];

export function svc(e: Estate, role: Role): string {
  const s = e.roles[role];
  if (!s) throw new Error(`${e.key} has no ${role}`);
  return s.name;
}

/** Request lines of the public edge, in the runtime's own access-log style. */
function edge(rt: Runtime, method: string, path: string, status: number, t: number): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${t}.${t % 10} ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${t * 7 + 112} ${t}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://member-portal${path} - ${status} - application/json ${t}.${t % 7}ms`;
    default:
      return `${method} ${path} status=${status} dur=${t}ms`;
  }
}

export function gatewayTemplates(e: Estate): Tpl[] {
  const rt = e.roles.gw?.rt ?? "node";
  const has = (r: Role) => e.roles[r] !== undefined;
  const out: Tpl[] = [];
  const add = (w: number, dep: Role, method: string, path: (r: Rng) => string) => {
    if (has(dep))
      out.push({
        w,
        dep,
        level: "info",
        f: (r) => edge(rt, method, path(r), method === "POST" && r.chance(0.5) ? 201 : 200, ms(r)),
      });
  };
  add(
    6,
    "resv",
    "GET",
    (r) => `/api/v2/slips/availability?marina=${r.pick(["PTW", "BHS", "NRK"])}&loa=${r.int(18, 62)}`,
  );
  add(3, "resv", "POST", () => "/api/v2/reservations");
  add(6, "launch", "POST", () => "/api/v1/launches");
  add(4, "launch", "GET", (r) => `/api/v1/launches/${r.int(100000, 999999)}`);
  add(2, "forklift", "GET", () => "/api/v1/launch-slots");
  add(2, "rack", "GET", (r) => `/api/v1/boats/${boat(r)}/rack`);
  add(3, "fuel", "GET", () => "/api/v1/fuel/prices");
  add(3, "power", "GET", (r) => `/api/v1/pedestals/${slip(r)}/usage`);
  add(2, "access", "GET", () => "/api/v1/me/access-cards");
  add(3, "orders", "GET", (r) => `/api/v1/work-orders/${wo(r)}`);
  add(2, "haul", "GET", () => "/api/v1/haulouts/calendar");
  add(2, "parts", "GET", (r) => `/api/v1/parts?q=${r.pick(["impeller", "zinc+anode", "bilge+pump", "fuel+filter"])}`);
  add(4, "billing", "GET", () => "/api/v1/me/invoices");
  add(2, "payments", "POST", () => "/api/v1/payments/intents");
  add(3, "weather", "GET", () => "/api/v1/conditions");
  return out;
}

/** Everyday work lines per role, including the domain's harmless noise. */
export function roleTemplates(role: Role, v: number): Tpl[] {
  const w = (a: string, b: string) => (v % 2 === 0 ? a : b);
  switch (role) {
    case "resv":
      return [
        {
          w: 5,
          level: "info",
          f: (r) =>
            `availability ${w("computed", "resolved")} for loa=${r.int(18, 62)}ft beam=${r.int(6, 18)}ft: ${r.int(0, 14)} slips free (${ms(r, 4, 60)}ms)`,
        },
        {
          w: 2,
          level: "info",
          f: (r) =>
            `reservation R${r.int(400000, 499999)} confirmed slip ${slip(r)} ${r.int(1, 14)} nights member=${member(r)}`,
        },
        { w: 1, level: "info", f: (r) => `transient hold on ${slip(r)} released after 15m without payment` },
        {
          w: 1,
          level: "warn",
          f: (r) =>
            `mooring ball ${r.int(1, 40)} requested by ${member(r)} but boat LOA ${r.int(46, 60)}ft exceeds ball rating, offered slip instead`,
        },
      ];
    case "launch":
      return [
        {
          w: 5,
          level: "info",
          f: (r) =>
            `launch request ${r.int(100000, 999999)} boat=${boat(r)} queued for ${String(r.int(7, 18)).padStart(2, "0")}:${r.pick(["00", "15", "30", "45"])} position=${r.int(1, 22)}`,
        },
        { w: 2, level: "info", f: (r) => `boat ${boat(r)} in water at wet slip ${r.int(1, 24)}, ticket closed` },
        {
          w: 1,
          level: "warn",
          f: (r) =>
            `launch request for ${boat(r)} outside operating hours (${r.int(19, 22)}:${r.int(10, 59)} > 19:00 close), deferred to 07:00`,
        },
        {
          w: 1,
          level: "warn",
          f: (r) => `launch ${r.int(100000, 999999)} on weather hold: gusts ${r.int(23, 31)}kt over ramp limit 22kt`,
        },
      ];
    case "forklift":
      return [
        {
          w: 4,
          level: "info",
          f: (r) =>
            `lift ${r.pick(["WL-1", "WL-2", "FL-3"])} cycle done rack=${r.pick(["A", "B", "C"])}${r.int(1, 8)}-${r.int(1, 40)} load=${r.int(2800, 9800)}kg t=${r.int(140, 420)}s`,
        },
        {
          w: 3,
          level: "info",
          f: (r) =>
            `telemetry ${r.pick(["WL-1", "WL-2", "FL-3"])} mast=${r.int(0, 12)}.${r.int(0, 9)}m battery=${r.int(38, 99)}% hyd=${r.int(160, 210)}bar`,
        },
        {
          w: 1,
          level: "warn",
          f: (r) =>
            `operator badge ${r.int(200, 299)} idle on ${r.pick(["WL-1", "WL-2"])} for ${r.int(6, 15)}m, auto-logout`,
        },
      ];
    case "rack":
      return [
        {
          w: 4,
          level: "info",
          f: (r) =>
            `rack slot ${r.pick(["A", "B", "C"])}${r.int(1, 8)}-${r.int(1, 40)} occupancy updated boat=${boat(r)} (${ms(r, 3, 40)} ms)`,
        },
        { w: 2, level: "info", f: (r) => `GET /internal/racks/${boat(r)} -> 200 (${ms(r, 3, 60)} ms)` },
        {
          w: 1,
          level: "warn",
          f: (r) =>
            `boat ${boat(r)} weighed ${r.int(4200, 5600)}kg, above rack tier limit; flagged for ground-level slot`,
        },
      ];
    case "fuel":
      return [
        {
          w: 4,
          level: "info",
          f: (r) =>
            `Pump ${r.int(1, 6)} sale completed: ${r.int(20, 480)}.${r.int(10, 99)} gal ${r.pick(["ValvTect 89", "Marine Diesel", "Rec-90"])} auth=${r.hex(6).toUpperCase()}`,
        },
        { w: 2, level: "info", f: (r) => `Pre-auth $${r.pick([150, 300, 500])}.00 approved for pump ${r.int(1, 6)}` },
        {
          w: 1,
          level: "warn",
          f: (r) =>
            `Card declined at pump ${r.int(1, 6)}: ${r.pick(["05 Do Not Honor", "51 Insufficient Funds", "54 Expired Card", "N7 CVV2 mismatch"])}`,
        },
      ];
    case "power":
      return [
        {
          w: 4,
          level: "info",
          f: (r) =>
            `polled dock ${letters[r.int(0, 4)]}: ${r.int(28, 64)} pedestals, ${r.int(120, 900)}.${r.int(0, 9)} kWh since last poll (${ms(r, 40, 900)}ms)`,
        },
        {
          w: 2,
          level: "info",
          f: (r) => `pedestal ${slip(r)} breaker ${r.pick(["30A", "50A"])} energized for ${member(r)}`,
        },
        {
          w: 1,
          level: "warn",
          f: (r) =>
            `pedestal ${letters[r.int(0, 4)]}-${r.int(58, 64)} offline (end of dock, last seen ${r.int(300, 3600)}s ago)`,
        },
      ];
    case "access":
      return [
        {
          w: 4,
          level: "info",
          f: (r) => `card ${card(r)} granted at ${r.pick(["Gate 1", "Gate 2", "Dock B", "Dock C", "Fuel dock"])}`,
        },
        {
          w: 2,
          level: "info",
          f: (r) =>
            `card ${card(r)} denied at ${r.pick(["Gate 1", "Gate 2", "Dock B"])}: membership lapsed ${r.int(1, 30)} days ago`,
        },
        {
          w: 1,
          level: "warn",
          f: (r) => `card ${card(r)} reported lost by ${member(r)}, blocked on ${r.int(3, 9)} readers`,
        },
      ];
    case "orders":
      return [
        {
          w: 3,
          level: "info",
          f: (r) =>
            `${wo(r)} ${r.pick(["bottom paint", "zinc replacement", "impeller service", "shaft seal", "winterization"])} status=${r.pick(["scheduled", "in_progress", "done"])}`,
        },
        {
          w: 2,
          level: "info",
          f: (r) =>
            `${wo(r)} waiting on parts: ${r.pick(["raw water impeller kit", "outdrive bellows", "trim tab actuator"])} (ETA ${r.int(2, 9)}d)`,
        },
        {
          w: 1,
          level: "info",
          f: (r) => `estimate E-${r.int(5000, 9999)} sent to ${member(r)} total=$${r.int(180, 9400)}`,
        },
      ];
    case "parts":
      return [
        {
          w: 4,
          level: "info",
          f: (r) =>
            `search "${r.pick(["impeller", "zinc anode", "bilge pump", "fuel filter", "bellows"])}" -> ${r.int(0, 60)} parts (${ms(r, 5, 80)}ms)`,
        },
        {
          w: 1,
          level: "info",
          f: (r) => `reserved ${r.int(1, 4)}x ${r.pick(["47-8M0100526", "18-3251", "35-8M0065104"])} for ${wo(r)}`,
        },
      ];
    case "billing":
      return [
        {
          w: 4,
          level: "info",
          f: (r) =>
            `invoice INV-${r.int(700000, 799999)} posted for ${member(r)}: slip $${r.int(300, 4200)} power $${r.int(10, 260)}.${r.int(10, 99)}`,
        },
        { w: 2, level: "info", f: (r) => `GET /internal/members/${member(r)}/balance 200 ${ms(r, 3, 40)}ms` },
        {
          w: 1,
          level: "warn",
          f: (r) => `member ${member(r)} past due ${r.int(31, 120)} days, access suspension queued`,
        },
      ];
    case "payments":
      return [
        {
          w: 4,
          level: "info",
          f: (r) => `PaymentIntent pi_${r.hex(14)} succeeded amount=${r.int(2000, 400000)} currency=usd`,
        },
        {
          w: 1,
          level: "warn",
          f: (r) =>
            `card_declined (${r.pick(["insufficient_funds", "do_not_honor", "expired_card"])}) for ${member(r)}`,
        },
      ];
    case "notify":
      return [
        {
          w: 4,
          level: "info",
          f: (r) =>
            `sent ${r.pick(["launch_ready", "weather_hold", "invoice_due", "slip_confirmed"])} to ${member(r)} via ${r.pick(["push", "sms", "email"])}`,
        },
        { w: 1, level: "info", f: (r) => `batch flush: ${r.int(10, 120)} messages, ${r.int(0, 3)} deferred` },
      ];
    case "weather":
      return [
        {
          w: 3,
          level: "info",
          f: (r) =>
            `station ${r.pick(["KPTW1", "44025", "BHSM1"])}: wind ${r.int(4, 26)}kt gust ${r.int(8, 34)}kt dir ${r.int(0, 359)}° wave ${r.int(1, 6)}ft`,
        },
        {
          w: 1,
          level: "warn",
          f: (r) =>
            `ramp hold active: gusts ${r.int(23, 33)}kt exceed ${w("22", "25")}kt limit, dry-stack launches paused`,
        },
        { w: 1, level: "info", f: () => "small craft advisory unchanged" },
      ];
    case "haul":
      return [
        {
          w: 3,
          level: "info",
          f: (r) =>
            `haul-out H-${r.int(3000, 3999)} scheduled travelift ${r.pick(["TL-70", "TL-35"])} ${r.int(7, 15)}:00 boat=${boat(r)}`,
        },
        { w: 1, level: "info", f: (r) => `blocking plan computed for LOA ${r.int(24, 70)}ft (${r.int(4, 8)} stands)` },
        {
          w: 1,
          level: "warn",
          f: (r) => `haul-out H-${r.int(3000, 3999)} postponed: travelift TL-70 sling inspection due`,
        },
      ];
    case "gw":
      return [];
  }
}

/** Health probes, deprecation warnings, successful retries and start-up banners in each runtime's voice. */
export function health(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "node":
      return `GET /healthz 200 ${r.int(0, 3)}.${r.int(100, 999)} ms - 15`;
    case "java":
      return `GET /actuator/health/liveness -> 200 (${r.int(1, 6)} ms)`;
    case "python":
      return `10.${r.int(1, 3)}.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "go":
      return `GET /healthz 200 ${r.int(80, 900)}µs`;
    case "dotnet":
      return `Health check "self" completed after ${r.int(0, 4)}.${r.int(1000, 9999)}ms with status Healthy`;
    case "ruby":
      return `Completed 200 OK in ${r.int(1, 4)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: 0.0ms | Allocations: ${r.int(120, 400)}) GET /up`;
    case "cpp":
      return `health probe ok uptime=${r.int(8000, 90000)}s queue=${r.int(0, 6)}`;
  }
}

export function deprecation(rt: Runtime): string {
  switch (rt) {
    case "node":
      return "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.";
    case "java":
      return "HHH90000026: PostgreSQL10Dialect has been deprecated; use org.hibernate.dialect.PostgreSQLDialect instead";
    case "python":
      return "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).";
    case "go":
      return `config key "poll_interval" is deprecated and will be removed in v2, use "poll.interval"`;
    case "dotnet":
      return "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.";
    case "ruby":
      return "DEPRECATION WARNING: to_time will always preserve the receiver timezone rather than system local time in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.";
    case "cpp":
      return "config: option 'plc.timeout_ms' is deprecated, mapped to 'plc.read_timeout_ms'";
  }
}

export function retryOk(rt: Runtime, r: Rng, target: string): [string, string] {
  const n = r.int(1, 2);
  switch (rt) {
    case "java":
      return [
        `Retrying call to ${target} (attempt ${n}/3) after 503`,
        `call to ${target} succeeded on attempt ${n + 1}`,
      ];
    case "python":
      return [
        `Retrying (Retry(total=${3 - n}, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /internal/v1/${target}`,
        `${target} call ok after ${n} retr${n === 1 ? "y" : "ies"}`,
      ];
    case "dotnet":
      return [
        `Execution attempt. Source: '${target}-pipeline//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '${n - 1}'`,
        `Execution attempt. Source: '${target}-pipeline//Standard-Retry', Operation Key: '', Result: '200', Handled: 'False', Attempt: '${n}'`,
      ];
    default:
      return [
        `retry ${n}/3 calling ${target}: upstream 502, backing off ${n * 200}ms`,
        `${target} ok after retry ${n}`,
      ];
  }
}

export function banner(rt: Runtime, name: string, r: Rng): string[] {
  const ver = `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  switch (rt) {
    case "node":
      return [
        `received SIGTERM, draining ${r.int(2, 30)} connections`,
        `${name}@${ver} listening on :8080 (NODE_ENV=production)`,
      ];
    case "java":
      return [
        "Commencing graceful shutdown. Waiting for active requests to complete",
        `Starting ${name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application v${ver} using Java 21.0.4`,
        `Started in ${r.int(8, 24)}.${r.int(100, 999)} seconds (process running for ${r.int(25, 30)}.${r.int(1, 9)})`,
      ];
    case "python":
      return [
        "Handling signal: term",
        `Starting gunicorn 22.0.0`,
        `Listening at: http://0.0.0.0:8000 (1)`,
        `Booting worker with pid: ${r.int(7, 40)}`,
      ];
    case "go":
      return ["shutting down: signal terminated", `starting ${name} version=v${ver} commit=${r.hex(7)} go=go1.22.6`];
    case "dotnet":
      return [
        "Application is shutting down...",
        "Now listening on: http://[::]:8080",
        "Application started. Press Ctrl+C to shut down.",
        "Hosting environment: Production",
      ];
    case "ruby":
      return [
        "- Gracefully stopping, waiting for requests to finish",
        "Puma starting in cluster mode...",
        `* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")`,
        "* Listening on http://0.0.0.0:3000",
      ];
    case "cpp":
      return ["caught SIGTERM, finishing current lift cycle", `${name} ${ver} starting (built with gcc 12.2.0, -O2)`];
  }
}

export function reload(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return `Refreshing keys for scope refresh: [app.pricing.season-multiplier, app.feature.${r.pick(["waitlist", "transient-promo"])}]`;
    case "dotnet":
      return "Configuration reloaded from appsettings.Production.json (1 keys changed)";
    case "python":
      return `settings reloaded from /etc/app/settings.yaml (changed: ${r.pick(["LOG_SAMPLING", "FEATURE_EARLY_BIRD"])})`;
    default:
      return `config reloaded (checksum ${r.hex(8)} -> ${r.hex(8)})`;
  }
}
