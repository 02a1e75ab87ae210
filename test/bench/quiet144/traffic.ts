// Wording of ordinary traffic: edge proxy access lines per proxy, per-runtime request lines, domain work per role.
import type { Rng } from "./rng.js";
import type { Estate, ProxyKind, Role, Runtime, Service } from "./types.js";

export interface Req {
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  upstream: Service;
  /** Envoy response flags / haproxy termination state / nginx error text, when the proxy itself reports. */
  flag?: string;
}

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
  "Dockwise/5.12.0 (Android 14)",
  "Dockwise/5.12.1 (iOS 18.1)",
  "okhttp/4.12.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15",
];

export function clientIp(r: Rng): string {
  return `${r.pick(["86", "92", "81", "2", "185", "31", "213", "77"])}.${r.int(1, 254)}.${r.int(0, 254)}.${r.int(1, 254)}`;
}

export function podIp(e: Estate, r: Rng): string {
  return `${e.net}.${r.int(0, 7)}.${r.int(2, 250)}`;
}

export function accessLine(kind: ProxyKind, e: Estate, r: Rng, q: Req, rid: string | undefined): string {
  const ua = r.pick(UAS);
  const up = `${podIp(e, r)}:${q.upstream.runtime === "java" ? 8080 : q.upstream.runtime === "dotnet" ? 5000 : 3000}`;
  switch (kind) {
    case "envoy":
      return `[access] "${q.method} ${q.path} HTTP/1.1" ${q.status} ${q.flag ?? "-"} ${q.method === "GET" ? 0 : r.int(80, 900)} ${q.bytes} ${q.ms} ${Math.max(0, q.ms - r.int(0, 3))} "${clientIp(r)}" "${ua}" "${rid ?? "-"}" "api.harbourline.example" "${q.flag === "UF" || q.flag === "UH" ? "-" : up}"`;
    case "nginx": {
      const urt = q.status === 504 ? "60.001" : (q.ms / 1000).toFixed(3);
      return `${clientIp(r)} - - "${q.method} ${q.path} HTTP/1.1" ${q.status} ${q.bytes} "-" "${ua}" rt=${(q.ms / 1000 + 0.001).toFixed(3)} uct="0.00${r.int(0, 2)}" urt="${q.status === 502 && q.flag ? "-" : urt}" ups="${q.upstream.name}"`;
    }
    case "traefik":
      return `${clientIp(r)} - - "${q.method} ${q.path} HTTP/2.0" ${q.status} ${q.bytes} "-" "-" ${r.int(1000, 99999)} "${q.upstream.name}@kubernetescrd" "http://${up}" ${q.ms}ms`;
    case "haproxy": {
      const tw = r.int(0, 2);
      const tc = q.flag === "SC--" ? -1 : r.int(0, 2);
      const tr = q.flag === "sH--" ? -1 : q.ms;
      return `${clientIp(r)}:${r.int(30000, 65000)} fe_https~ be_${q.upstream.name.replace(/-/g, "_")}/srv${r.int(1, 3)} 0/${tw}/${tc}/${tr}/${q.ms + tw + 1} ${q.status} ${q.bytes} - - ${q.flag ?? "----"} ${r.int(80, 260)}/${r.int(70, 250)}/${r.int(2, 30)}/${r.int(0, 9)}/0 0/0 "${q.method} ${q.path} HTTP/1.1"`;
    }
  }
}

/** How the upstream's own runtime logs the request it served. */
export function serverLine(rt: Runtime, r: Rng, q: Req): string {
  const ms = Math.max(1, q.ms - r.int(1, 4));
  switch (rt) {
    case "node":
      return `${q.method} ${q.path} ${q.status} ${ms}.${r.int(100, 999)} ms - ${q.bytes}`;
    case "java":
      return `${q.method} "${q.path}", status=${q.status}, duration=${ms}ms`;
    case "go":
      return `http request served method=${q.method} path=${q.path} status=${q.status} took=${ms}.${r.int(10, 99)}ms`;
    case "python":
      return `${podIpLike(r)}:${r.int(30000, 65000)} - "${q.method} ${q.path} HTTP/1.1" ${q.status}`;
    case "ruby":
      return `Completed ${q.status} ${STATUS_TEXT[q.status] ?? "OK"} in ${ms}ms (Views: ${(ms * 0.2).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${q.method} http://${q.upstream.name}${q.path} - ${q.status} ${q.bytes} application/json;+charset=utf-8 ${ms}.${r.int(1000, 9999)}ms`;
  }
}

function podIpLike(r: Rng): string {
  return `10.0.${r.int(0, 3)}.${r.int(2, 250)}`;
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const DOCKS = ["A", "B", "C", "D", "E", "F", "G", "H", "T"];
const BOATS = [
  "Bavaria 37",
  "Beneteau Oceanis 40.1",
  "Hallberg-Rassy 342",
  "Jeanneau Sun Odyssey 410",
  "Nordhavn 47",
  "Boston Whaler 230",
  "Contest 42CS",
  "Dehler 34",
  "Grand Banks 42",
  "Westerly Centaur",
  "Catalina 27",
  "Axopar 28",
];
const FUELS = ["diesel", "petrol_95", "red_diesel", "hvo100"];

/** One line of routine domain work for a service of this role. */
export function workLine(role: Role, r: Rng, mysql = false): string {
  const berth = `${r.pick(DOCKS)}${r.int(1, 64)}`;
  const mem = `M${r.int(10000, 99999)}`;
  switch (role) {
    case "booking":
      return r.pick([
        `hold placed on berth ${berth} for ${r.int(1, 14)} nights, loa=${r.float(6, 18).toFixed(1)}m, expires in 15m`,
        `booking BK-${r.int(100000, 999999)} confirmed for berth ${berth} (${r.int(1, 21)} nights)`,
        `availability computed for ${r.int(3, 40)} berths across ${r.int(1, 4)} pontoons in ${r.int(4, 60)}ms`,
        `released expired hold on berth ${berth}`,
        `visitor arrival logged: berth ${berth}, vessel "${r.pick(["Sea Otter", "Kittiwake", "Blue Heron", "Marlin", "Saoirse", "Puffin II", "Halcyon"])}"`,
      ]);
    case "fuel":
      return r.pick([
        `sale recorded pump ${r.int(1, 4)}: ${r.float(8, 420).toFixed(2)} L ${r.pick(FUELS)} @ ${r.float(1.4, 2.1).toFixed(3)}/L`,
        `pump ${r.int(1, 4)} authorised for member ${mem}`,
        `tank ${r.int(1, 3)} level ${r.int(22, 91)}% (${r.int(2000, 18000)} L)`,
        `receipt FD-${r.int(10000, 99999)} emailed`,
      ]);
    case "haulout":
      return r.pick([
        `lift slot ${r.int(7, 16)}:${r.pick(["00", "30"])} reserved for ${r.pick(BOATS)} (${r.float(2, 22).toFixed(1)} t)`,
        `travel-lift schedule recomputed: ${r.int(4, 18)} lifts, ${r.int(0, 3)} conflicts resolved`,
        `work order WO-${r.int(20000, 29999)} moved to ${r.pick(["antifouling", "survey", "engine service", "osmosis check", "rigging", "launch-ready"])}`,
        `cradle ${r.int(1, 40)} assigned to WO-${r.int(20000, 29999)}`,
      ]);
    case "listings":
      return r.pick([
        `listing L-${r.int(300000, 399999)} viewed (${r.pick(BOATS)}, asking ${r.int(18, 690) * 1000})`,
        `search "${r.pick(["catamaran", "bilge keel", "twin engine", "under 30ft", "liveaboard", "ribs"])}" -> ${r.int(0, 240)} results in ${r.int(8, 120)}ms`,
        `enquiry forwarded to broker for L-${r.int(300000, 399999)}`,
        `listing L-${r.int(300000, 399999)} price updated`,
      ]);
    case "search":
      return r.pick([
        `query took ${r.int(3, 90)}ms, hits=${r.int(0, 400)}`,
        `refreshed ${r.int(1, 60)} documents in ${r.int(2, 40)}ms`,
        `slip ${berth} occupancy updated`,
      ]);
    case "billing":
      return r.pick([
        `invoice INV-${r.int(1000000, 1999999)} issued to ${mem}: ${r.float(40, 6400).toFixed(2)} GBP`,
        `mooring dues prorated for ${mem} (${r.int(1, 12)} months)`,
        `statement generated for ${mem} in ${r.int(10, 300)}ms`,
        `payment allocated to INV-${r.int(1000000, 1999999)}`,
      ]);
    case "payments":
      return r.pick([
        `payment_intent pi_${r.hex(14)} succeeded amount=${r.int(1500, 640000)} currency=gbp`,
        `charge authorised ch_${r.hex(14)} (3DS frictionless)`,
        `refund re_${r.hex(14)} created amount=${r.int(500, 90000)}`,
        `webhook payment_intent.succeeded processed in ${r.int(4, 60)}ms`,
      ]);
    case "notify":
      return r.pick([
        `sent ${r.pick(["booking_confirmation", "haulout_reminder", "invoice_ready", "arrival_instructions", "fuel_receipt"])} to ${mem} via ${r.pick(["email", "sms", "push"])}`,
        `batch of ${r.int(2, 80)} messages handed to provider in ${r.int(30, 400)}ms`,
      ]);
    case "auth":
      return r.pick([
        `token issued client=${r.pick(["portal-web", "dockwise-app", "pos-terminal", "yard-tablet"])} grant=${r.pick(["authorization_code", "refresh_token", "client_credentials"])}`,
        `session refreshed for ${mem}`,
        `login ok for ${mem} (mfa=${r.pick(["totp", "none", "webauthn"])})`,
      ]);
    case "members":
      return r.pick([
        `member ${mem} profile read`,
        `membership ${mem} renewed until 2027-${String(r.int(1, 12)).padStart(2, "0")}`,
      ]);
    case "portal":
      return r.pick([
        `rendered ${r.pick(["dashboard", "moorings", "invoices", "jobs", "account"])} for ${mem}`,
        `session ${r.hex(10)} active`,
      ]);
    case "db":
      if (mysql)
        return r.pick([
          `[Note] [MY-010914] [Server] Aborted connection ${r.int(1000, 99999)} to db: 'yard' user: 'yard_app' host: '172.18.0.${r.int(2, 30)}' (Got timeout reading communication packets).`,
          `[Note] [MY-011953] [InnoDB] Page cleaner took ${r.int(4000, 9000)}ms to flush ${r.int(100, 900)} pages`,
        ]);
      return r.pick([
        `checkpoint complete: wrote ${r.int(40, 3000)} buffers (${r.float(0.1, 3).toFixed(1)}%); write=${r.float(1, 29).toFixed(3)} s`,
        `automatic analyze of table "${r.pick(["berths", "bookings", "invoices", "work_orders", "fuel_sales"])}" system usage: CPU: user: 0.0${r.int(1, 9)} s`,
      ]);
    case "queue":
      return r.pick([
        `task ${r.pick(["send_reminder", "render_invoice_pdf", "sync_tide_tables", "recalc_yard_plan"])}[${r.hex(8)}-${r.hex(4)}] succeeded in ${r.float(0.01, 3).toFixed(3)}s`,
        `delivered ${r.int(1, 400)} msgs on ${r.pick(["bookings.created", "fuel.sale", "haulout.updated"])}`,
      ]);
    case "cache":
      return `${r.int(1, 9)} clients connected, used_memory=${r.int(200, 900)}M, hit ratio ${r.float(0.88, 0.99).toFixed(2)}`;
    case "media":
      return r.pick([
        `thumbnail ${r.int(320, 1600)}w generated for photo ${r.hex(12)} in ${r.int(5, 90)}ms`,
        `served photo ${r.hex(12)} from cache`,
      ]);
    case "proxy":
      return `upstream health: ${r.int(8, 24)}/${r.int(24, 24)} endpoints healthy`;
  }
}
