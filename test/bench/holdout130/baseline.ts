// Normal traffic of a management company: owner requests through the portal, periodic jobs, health checks,
// one constantly noisy service, deprecation warnings, retries that succeed and an unrelated deploy.
import type { Role, Runtime, Svc } from "./estates.js";
import type { Scn } from "./stream.js";

const COMMUNITIES = [
  "Oak Hollow",
  "Harbor Point Condos",
  "Cypress Landing",
  "Marsh Wren Villas",
  "Willow Bend",
  "The Lofts at Fifth",
  "Saddle Ridge",
  "Bayview Towers",
];
const STREETS = ["Marsh Wren Ct", "Heron Way", "Pelican Dr", "Cedar Loop", "Ridge Rd", "Lakeview Ter", "Sawgrass Ln"];
const VENDORS = ["GreenLeaf Irrigation", "Apex Plumbing", "BrightLine Electric", "PoolPro Services", "Summit Roofing"];
const AMEN = ["Pool Deck", "Clubhouse", "Tennis Court 2", "Fitness Room", "Party Room", "Guest Suite"];

export function acct(s: Scn): string {
  return `${s.estate.owner}-${s.rng.int(100000, 199999)}`;
}
export function unit(s: Scn): string {
  return `${s.rng.int(1, 12)}-${s.rng.int(101, 420)}`;
}
export function community(s: Scn): string {
  return s.rng.pick(COMMUNITIES);
}
export function vendor(s: Scn): string {
  return s.rng.pick(VENDORS);
}
export function amenity(s: Scn): string {
  return s.rng.pick(AMEN);
}
export function money(s: Scn, lo = 120, hi = 900): string {
  return (s.rng.int(lo * 100, hi * 100) / 100).toFixed(2);
}

const RAILS: Record<number, string> = {
  200: "OK",
  201: "Created",
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  422: "Unprocessable Entity",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** One access-log line the way the runtime's usual middleware prints it. */
export function access(s: Scn, v: Svc, method: string, path: string, status: number, ms: number): string {
  const r = s.rng;
  const host = `${v.name}:8080`;
  const rt: Runtime = v.rt;
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${(ms + r.next()).toFixed(3)} ms - ${r.int(80, 4200)}`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "go":
      return `http request method=${method} path=${path} status=${status} dur=${(ms * 1.0).toFixed(1)}ms`;
    case "python":
      return `10.42.${r.int(0, 9)}.${r.int(2, 250)} - - "${method} ${path} HTTP/1.1" ${status} ${r.int(120, 9000)} "-" "${r.pick(["okhttp/4.12.0", "python-requests/2.31.0", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"])}"`;
    case "ruby":
      return `Completed ${status} ${RAILS[status] ?? "Internal Server Error"} in ${ms}ms (Views: ${(ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.int(900, 19000)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${host}${path} - ${status} ${r.int(0, 4000)} application/json;+charset=utf-8 ${(ms + r.next()).toFixed(4)}ms`;
    default:
      return `${method} ${path} ${status} ${ms}ms`;
  }
}

interface Route {
  role: Role;
  method: string;
  path: (s: Scn) => string;
  work: (s: Scn, t: number, v: Svc, trace: string | undefined, path: string) => void;
}

const ROUTES: Route[] = [
  {
    role: "ledger",
    method: "GET",
    path: (s) => `/api/accounts/${acct(s)}/balance`,
    work: (s, t, v, tr, path) =>
      s.emit(
        v.name,
        t,
        "info",
        `balance for account ${path.split("/")[3]} unit ${unit(s)}: ${money(s)} USD (dues ${money(s, 180, 420)}, special assessment ${money(s, 0, 300)})`,
        undefined,
        tr,
      ),
  },
  {
    role: "ledger",
    method: "POST",
    path: () => "/api/payments",
    work: (s, t, v, tr) =>
      s.emit(
        v.name,
        t,
        "info",
        `posted one-time payment PMT-${s.rng.int(3000000, 3999999)} ${money(s)} USD to ${acct(s)} (card ****${s.rng.int(1000, 9999)})`,
        undefined,
        tr,
      ),
  },
  {
    role: "amenity",
    method: "POST",
    path: () => "/api/amenities/bookings",
    work: (s, t, v, tr) => {
      const cap = s.rng.int(12, 60);
      s.emit(
        v.name,
        t,
        "info",
        `booking BK-${s.rng.int(500000, 599999)} ${amenity(s)} ${community(s)} confirmed for ${s.rng.int(10, 21)}:00 (${s.rng.int(1, cap)}/${cap} reserved), fob window opened`,
        undefined,
        tr,
      );
    },
  },
  {
    role: "violations",
    method: "GET",
    path: (s) => `/api/violations?unit=${unit(s)}`,
    work: (s, t, v, tr, path) =>
      s.emit(
        v.name,
        t,
        "info",
        `loaded ${s.rng.int(0, 3)} open violations for unit ${path.split("=")[1]} (${s.rng.pick(["landscaping", "trash bins visible", "unapproved paint color", "parking", "holiday lights after Jan 31"])})`,
        undefined,
        tr,
      ),
  },
  {
    role: "workorders",
    method: "POST",
    path: () => "/api/work-orders",
    work: (s, t, v, tr) =>
      s.emit(
        v.name,
        t,
        "info",
        `work order WO-${s.rng.int(80000, 89999)} created: "${s.rng.pick(["leaking irrigation valve", "pool pump noise", "gate arm stuck", "hallway light out", "roof drip over unit"])}" community=${community(s).replace(/ /g, "_")} vendor=${vendor(s).replace(/ /g, "_")}`,
        undefined,
        tr,
      ),
  },
  {
    role: "board",
    method: "POST",
    path: () => "/api/arc-requests",
    work: (s, t, v, tr) =>
      s.emit(
        v.name,
        t,
        "info",
        `ARC request ARC-${s.rng.int(2000, 4999)} submitted (${s.rng.pick(["fence replacement", "solar panels", "exterior paint", "paver patio", "screen enclosure"])}), routed to ${s.rng.int(3, 5)} board members for approval`,
        undefined,
        tr,
      ),
  },
  {
    role: "resale",
    method: "POST",
    path: () => "/api/resale-certificates",
    work: (s, t, v, tr) =>
      s.emit(
        v.name,
        t,
        "info",
        `resale certificate RC-${s.rng.int(10000, 19999)} ordered for ${s.rng.int(10, 999)} ${s.rng.pick(STREETS)}, closing in ${s.rng.int(5, 30)} days, fee 250.00 (rush: ${s.rng.chance(0.3)})`,
        undefined,
        tr,
      ),
  },
  {
    role: "autopay",
    method: "PUT",
    path: () => "/api/autopay/enrollment",
    work: (s, t, v, tr) =>
      s.emit(
        v.name,
        t,
        "info",
        `autopay enrollment saved for ${acct(s)}: bank ****${s.rng.int(1000, 9999)}, draft day ${s.rng.pick([1, 5, 10])}`,
        undefined,
        tr,
      ),
  },
];

const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  go: "WARN: AWS SDK for Go v1 is in maintenance mode; migrate to aws-sdk-go-v2",
  python:
    "/app/.venv/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  ruby: "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.1. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
  dotnet:
    "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager: No XML encryptor configured. Key {3f1c2a9e-5b7d-4e21-9c0a-2d6f1b8e7a44} may be persisted to storage in unencrypted form.",
  cpp: "config key 'controller_poll_ms' is deprecated, use 'poll.interval_ms'",
  es: "[o.e.d.c.s.Settings] [records-es-0] [discovery.zen.minimum_master_nodes] setting was deprecated in Elasticsearch and will be removed in a future release.",
};

/** The domain's own periodic work per role. */
function periodic(s: Scn, v: Svc): void {
  const r = s.rng;
  const E = s.end;
  const S0 = s.start;
  switch (v.role) {
    case "autopay":
      s.every(S0, E, 2500, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `ACH debit queued: ${acct(s)} amount ${money(s, 180, 420)} SEC=PPD effective ${new Date(s.start + 86400000).toISOString().slice(0, 10)}`,
        ),
      );
      s.every(S0, E, 150000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `NACHA batch ${r.int(1000000, 1999999)} built: ${r.int(80, 400)} entries, total debit ${r.int(30000, 160000)}.00, file sent to ODFI via SFTP`,
        ),
      );
      break;
    case "access":
      s.every(S0, E, 9000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `site BLD-${r.int(1000, 1099)} (${community(s)}): pushed ${r.int(0, 6)} credential changes to ${r.int(2, 8)} controllers in ${r.int(80, 900)}ms`,
        ),
      );
      s.every(S0, E, 6000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `fob 0x${r.hex(6).toUpperCase()} granted at ${r.pick(["Pool Gate North", "Clubhouse East", "Fitness Room", "Garage Level 1"])}`,
        ),
      );
      break;
    case "notify":
      s.every(S0, E, 1800, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          r.chance(0.6)
            ? `email sent template=${r.pick(["dues_reminder", "violation_notice", "booking_confirmation", "meeting_notice", "work_order_update"])} to owner ${acct(s)} (msg id <${r.hex(12)}@mail.${s.estate.key}.example>)`
            : `sms queued to +1${r.int(2000000000, 9899999999)} template=${r.pick(["gate_code", "booking_reminder", "payment_received"])}`,
        ),
      );
      break;
    case "photos":
      s.every(S0, E, 3500, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `stored photo for violation V-${r.int(60000, 69999)}: ${(r.int(8, 60) / 10).toFixed(1)}MB 4032x3024, thumbnail 320x240 in ${r.int(40, 400)}ms`,
        ),
      );
      break;
    case "violations":
      s.every(S0, E, 20000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `inspection route ${community(s)}: ${r.int(6, 30)} stops synced from inspector app, ${r.int(0, 5)} new violations, courtesy notices drafted`,
        ),
      );
      break;
    case "workorders":
      s.every(S0, E, 12000, (t) =>
        s.emit(v.name, t, "info", `vendor ${vendor(s)} acknowledged WO-${r.int(80000, 89999)}, ETA ${r.int(1, 5)}d`),
      );
      break;
    case "board":
      s.every(S0, E, 15000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          r.chance(0.5)
            ? `ballot cast on motion M-${r.int(100, 299)} (${r.pick(["2026 reserve study", "pool resurfacing bid", "special assessment for roof", "landscaping contract renewal"])}), ${r.int(20, 90)}/${r.int(90, 140)} units voted`
            : `ARC-${r.int(2000, 4999)} ${r.pick(["approved", "approved with conditions", "returned for more information"])} by board (${r.int(3, 5)} votes)`,
        ),
      );
      break;
    case "resale":
      s.every(S0, E, 14000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `certificate RC-${r.int(10000, 19999)} rendered (${r.int(5, 14)} pages) in ${(r.int(8, 40) / 10).toFixed(1)}s and emailed to title company`,
        ),
      );
      break;
    case "ledger":
      s.every(S0, E, 30000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `ACH settlement file applied: ${r.int(10, 120)} payments, ${r.int(0, 3)} returns, ledger balanced`,
        ),
      );
      break;
    case "search":
      s.every(S0, E, 4000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `[records-es-${r.int(0, 2)}] [violations-2026.${String(r.int(1, 6)).padStart(2, "0")}][${r.int(0, 2)}] took[${r.int(2, 80)}ms], took_millis[${r.int(2, 80)}], total_hits[${r.int(0, 900)} hits], search_type[QUERY_THEN_FETCH]`,
          undefined,
          undefined,
          r.int(0, 2),
        ),
      );
      s.every(S0, E, 60000, (t) =>
        s.emit(
          v.name,
          t,
          "info",
          `[records-es-0] [gc][${r.int(100000, 200000)}] overhead, spent [${r.int(100, 300)}ms] collecting in the last [1s]`,
        ),
      );
      break;
    default:
      break;
  }
}

export interface BackgroundOpts {
  noisy: Role;
  deployRole: Role;
  deployAt: number;
  trafficMs: number;
}

const NOISY: Partial<Record<Role, (s: Scn, v: Svc, t: number) => void>> = {
  autopay: (s, v, t) =>
    s.emit(
      v.name,
      t,
      "error",
      `ACH return ${s.rng.pick(["R02 (Account Closed)", "R01 (Insufficient Funds)", "R03 (No Account/Unable to Locate)"])} for ${acct(s)} trace ${s.rng.int(100000000, 999999999)}${s.rng.int(100000, 999999)}; autopay suspended, owner notified`,
    ),
  access: (s, v, t) =>
    s.emit(
      v.name,
      t,
      "warn",
      `fob 0x${s.rng.hex(6).toUpperCase()} denied at ${s.rng.pick(["Pool Gate North", "Clubhouse East", "Fitness Room"])}: unit ${unit(s)} in arrears (balance ${money(s, 400, 3000)}), amenity access suspended`,
    ),
  photos: (s, v, t) =>
    s.emit(
      v.name,
      t,
      "error",
      `upload rejected: IMG_${s.rng.int(1000, 9999)}.HEIC ${(s.rng.int(105, 260) / 10).toFixed(1)}MB exceeds 10MB limit (inspector ${s.rng.pick(["jdiaz", "mkowalski", "tnguyen", "rbrooks"])})`,
    ),
  amenity: (s, v, t) =>
    s.emit(
      v.name,
      t,
      "warn",
      `booking refused: ${amenity(s)} at capacity for ${s.rng.int(10, 20)}:00 slot, owner offered waitlist`,
    ),
  workorders: (s, v, t) =>
    s.emit(
      v.name,
      t,
      "warn",
      `vendor ${vendor(s)} has not acknowledged WO-${s.rng.int(80000, 89999)} after ${s.rng.int(4, 48)}h; re-sending dispatch (attempt ${s.rng.int(2, 6)})`,
    ),
  notify: (s, v, t) =>
    s.emit(
      v.name,
      t,
      "error",
      `bounce for owner ${acct(s)}: 550 5.1.1 <${s.rng.hex(6)}@${s.rng.pick(["aol.com", "yahoo.com", "comcast.net"])}>: Recipient address rejected: User unknown`,
    ),
};

export const NOISY_ROLES = Object.keys(NOISY) as Role[];

export function background(s: Scn, o: BackgroundOpts): void {
  const r = s.rng;
  s.bg = true;
  const portal = s.svc("portal");
  const routes = ROUTES.filter((x) => s.has(x.role));
  // owner traffic through the portal
  s.every(s.start, s.end, o.trafficMs, (t) => {
    const rt = r.pick(routes);
    const v = s.svc(rt.role);
    const tr = s.id();
    const path = rt.path(s);
    const h = s.failing(rt.role, t);
    if (h) {
      s.bg = false;
      h.fail(t, portal, tr);
      s.bg = true;
      return;
    }
    const ms = r.int(8, 180);
    rt.work(s, t + 3, v, tr, path);
    s.emit(
      v.name,
      t + ms - 2,
      "info",
      access(s, v, rt.method, path, rt.method === "POST" ? 201 : 200, ms - 6),
      undefined,
      tr,
    );
    s.emit(
      portal.name,
      t + ms + 4,
      "info",
      access(s, portal, rt.method, path.replace("/api/", "/owner/"), 200, ms + 9),
      undefined,
      tr,
    );
  });
  for (const v of s.estate.svcs) {
    periodic(s, v);
    if (v.rt !== "cpp" && v.rt !== "es" && r.chance(0.7)) {
      s.every(s.start, s.end, 15000, (t) =>
        s.emit(v.name, t, r.chance(0.5) ? "debug" : "info", access(s, v, "GET", "/healthz", 200, r.int(1, 3))),
      );
    }
  }
  // one noisy service from the first minute
  const nv = s.svc(o.noisy);
  const nf = NOISY[o.noisy];
  if (nf) s.every(s.start, s.end, r.int(2500, 6000), (t) => nf(s, nv, t));
  // deprecation warnings on two services
  for (const v of [r.pick(s.estate.svcs), r.pick(s.estate.svcs)]) {
    s.every(s.start, s.end, 240000, (t) => s.emit(v.name, t, "warn", DEPRECATION[v.rt]));
  }
  // retries that succeed
  s.every(s.start, s.end, 70000, (t) => {
    const rt = r.pick(routes);
    const callee = s.S(rt.role);
    s.emit(
      portal.name,
      t,
      "warn",
      `upstream ${callee} returned 503 on ${rt.method} ${rt.path(s)}, retrying (attempt 2/3) in 200ms`,
    );
    s.emit(portal.name, t + 260, "info", `retry succeeded for ${callee} after 1 retry`);
  });
  if (s.has("autopay")) {
    const ap = s.S("autopay");
    s.every(s.start, s.end, 180000, (t) => {
      s.emit(ap, t, "warn", "ODFI SFTP connect attempt 1 failed: i/o timeout; retrying in 5s");
      s.emit(ap, t + 5400, "info", "ODFI SFTP connected (attempt 2), uploaded 0 pending files");
    });
  }
  deploy(s, s.svc(o.deployRole), o.deployAt);
  s.bg = false;
}

/** An unrelated rollout of one service: shutdown, start-up banner and readiness. */
export function deploy(s: Scn, v: Svc, at: number): void {
  const ver = `2026.${s.rng.int(4, 7)}.${s.rng.int(1, 30)}`;
  const lines: Record<Runtime, string[]> = {
    node: ["SIGTERM received, draining connections", `${v.name}@${ver} listening on :8080 (node v20.14.0)`],
    java: [
      "Commencing graceful shutdown. Waiting for active requests to complete",
      `Started ${v.name.replace(/-./g, (m) => m[1]!.toUpperCase())}Application in 14.82 seconds (process running for 16.1)`,
    ],
    go: [
      "shutting down: received signal terminated",
      `starting ${v.name} version=${ver} commit=${s.rng.hex(7)} addr=:8080`,
    ],
    python: ["[INFO] Handling signal: term", `[INFO] Booting worker with pid: ${s.rng.int(7, 60)} (${v.name} ${ver})`],
    ruby: [
      "- Gracefully stopping, waiting for requests to finish",
      `* Puma version: 6.4.2 (ruby 3.3.1) ${v.name} release ${ver}`,
    ],
    dotnet: [
      "Application is shutting down...",
      `Now listening on: http://[::]:8080 (${v.name} ${ver}); Application started. Hosting environment: Production`,
    ],
    cpp: ["caught SIGTERM, flushing controller queue", `${v.name} ${ver} starting, 4 worker threads`],
    es: ["[o.e.n.Node] [records-es-1] stopping ...", "[o.e.n.Node] [records-es-1] started"],
  };
  const [a, b] = lines[v.rt];
  s.emit(v.name, at, "info", a!);
  s.silence(v.name, at + 50, 1, at + 9000);
  s.emit(v.name, at + 9500, "info", b!, undefined, undefined, 1);
}

export function configReload(s: Scn, v: Svc, at: number, what: string): void {
  s.emit(v.name, at, "info", `configuration reloaded from ${what} (${s.rng.int(2, 9)} keys changed)`);
}
