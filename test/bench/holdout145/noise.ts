// Steady background traffic of a bakery estate: request flows, routine work, and the WARNs and ERRORs that are
// always there.
import type { Edge, Role } from "./estates.js";
import type { Rng } from "./rng.js";

const PRODUCTS = [
  "SOURDOUGH-800",
  "BRIOCHE-BUN-6",
  "RYE-500",
  "CROISSANT-BTR",
  "BAGUETTE-250",
  "SEEDED-BATCH",
  "CINN-SWIRL",
  "GF-WHITE-400",
  "FOCACCIA-RSM",
  "HOT-X-BUN-4",
];
const ALLERGENS = ["gluten", "sesame", "milk", "egg", "soya", "nuts", "mustard"];

export function fill(tpl: string, r: Rng): string {
  return tpl.replace(/\{(\w+)\}/g, (_m, k: string) => {
    switch (k) {
      case "n":
        return String(r.int(2, 480));
      case "small":
        return String(r.int(1, 12));
      case "big":
        return String(r.int(1000, 99999));
      case "ms":
        return String(r.int(3, 240));
      case "id":
        return r.hex(8);
      case "sku":
        return r.pick(PRODUCTS);
      case "alg":
        return r.pick(ALLERGENS);
      case "store":
        return `S${r.int(101, 164)}`;
      case "till":
        return `T${r.int(1, 6)}`;
      case "route":
        return `R${r.int(10, 58)}`;
      case "cust":
        return `C${r.int(10000, 99999)}`;
      case "order":
        return `WO-${r.int(400000, 499999)}`;
      case "batch":
        return `B${r.int(2600, 2999)}-${r.int(1, 40)}`;
      case "line":
        return `L${r.int(1, 5)}`;
      case "temp":
        return String(r.int(205, 245));
      case "pct":
        return String(r.int(1, 97));
      default:
        return k;
    }
  });
}

export const INFO: Record<Exclude<Role, "edge">, string[]> = {
  web: [
    "rendered catalogue page for {cust} in {ms}ms",
    "session refreshed for {cust}",
    "basket updated {cust} items={small}",
  ],
  orders: [
    "order {order} accepted for {cust}: {small} lines, delivery slot 04:00-06:00",
    "order {order} amended: {sku} qty {n}",
    "cutoff check ok for {order}",
  ],
  wholesale: [
    "EDI ORDERS message parsed from {cust}: {small} lines",
    "ASN sent for {order}",
    "partner {cust} file polled, 0 new",
  ],
  prod: [
    "plan recalculated for {line}: {n} trays {sku}",
    "batch {batch} scheduled on {line}",
    "dough demand for tomorrow updated ({big} kg)",
  ],
  line: [
    "{line} oven zone 2 at {temp}C, belt speed nominal",
    "batch {batch} proved {n} min, released to oven",
    "{line} heartbeat ok",
  ],
  label: [
    "label {sku} rendered, allergens: {alg}",
    "allergen matrix cache hit for {sku}",
    "PPDS label approved for {sku} rev {n}",
  ],
  print: [
    "job {id} printed on {line}-zebra-{small} ({n} labels)",
    "printer {line}-zebra-2 status ready",
    "spool depth {n}",
  ],
  routes: [
    "route {route} optimised: {n} drops, {big} m",
    "ETA recomputed for {route}",
    "vehicle assignment for {route} unchanged",
  ],
  driver: [
    "proof of delivery stored for {order} ({route})",
    "driver position update {route}",
    "drop {small} completed on {route}",
  ],
  tills: [
    "till {store}/{till} uploaded {n} transactions",
    "end-of-hour totals {store} synced",
    "till {store}/{till} heartbeat",
  ],
  pay: [
    "authorised card payment {id} at {store} amount {small}.{pct}",
    "capture settled {id}",
    "refund {id} processed",
  ],
  stock: ["reserved {big} g flour for {batch}", "stock level {sku} updated", "goods-in recorded lot {id}"],
  invoice: ["invoice INV-{big} generated for {cust}", "credit note for {order} issued", "statement run chunk {n} done"],
  notify: [
    "email queued to {cust} (order confirmation)",
    "delivery window SMS sent for {route}",
    "template render ok in {ms}ms",
  ],
  auth: [
    "token issued for client trade-portal scope orders:write",
    "session validated for {cust}",
    "JWKS served (2 keys)",
  ],
};

/** Routine noise that is always there: not part of any incident. */
export const ROUTINE_WARN: Record<Exclude<Role, "edge">, string[]> = {
  web: ["slow render of /catalogue ({big}ms), cache cold for {cust}", "deprecated query param 'cat' used by {cust}"],
  orders: ["order {order} placed after soft cutoff, flagged for review", "duplicate submit ignored for {order}"],
  wholesale: ["partner {cust} sent unknown segment FTX, ignored", "EDI file from {cust} had BOM, stripped"],
  prod: ["plan for {line} exceeds oven capacity by {pct}%, spilling to next shift"],
  line: ["{line} zone 3 temperature drift {small}C above setpoint", "{line} sensor read retry (modbus)"],
  label: ["{sku} has no image artwork, using text-only label"],
  print: ["printer {line}-zebra-{small} low ribbon", "printer {line}-zebra-3 paused by operator"],
  routes: ["drop {cust} has no geocode, using postcode centroid"],
  driver: ["driver app version 3.{n}.0 is outdated"],
  tills: ["till {store}/{till} clock differs by {small}s from server", "till {store}/{till} offline queue replayed"],
  pay: ["card declined {id}: insufficient funds", "3DS challenge abandoned {id}"],
  stock: ["negative stock for {sku} at {store}, clamped to 0"],
  invoice: ["customer {cust} has no billing email, statement skipped"],
  notify: ["SMS to {cust} undeliverable (invalid number)"],
  auth: ["login failed for {cust}: bad password", "refresh token reused for {cust}, session revoked"],
};
export const ROUTINE_ERROR: Record<Exclude<Role, "edge">, string[]> = {
  web: ["failed to load recommendations widget for {cust}: empty result"],
  orders: ["order {order} rejected: customer {cust} on credit hold"],
  wholesale: ["EDI file from {cust} rejected: unknown GTIN 50{big}{big}"],
  prod: ["plan export to ERP skipped: ERP maintenance window"],
  line: ["{line} checkweigher reject: pack {n}g under declared weight"],
  label: ["label preview failed for {sku}: font 'Helvetica-Condensed' missing, fallback used"],
  print: ["printer {line}-zebra-4 unreachable (powered off)"],
  routes: ["geocoder returned ZERO_RESULTS for {cust}"],
  driver: ["photo upload for {order} failed: payload too large, will retry on wifi"],
  tills: ["till {store}/{till} sent malformed receipt {id}, quarantined"],
  pay: ["card payment {id} failed: do_not_honor"],
  stock: ["stocktake import row {n} invalid, skipped"],
  invoice: ["PDF for INV-{big} could not attach logo, sent without"],
  notify: ["bounce from {cust}: 550 5.1.1 mailbox unavailable"],
  auth: ["login failed for {cust}: account locked"],
};

export interface Flow {
  method: string;
  path: string;
  chain: Role[];
}
export const FLOWS: Flow[] = [
  { method: "POST", path: "/api/v2/orders", chain: ["web", "orders", "stock"] },
  { method: "GET", path: "/api/v2/catalogue", chain: ["web", "label"] },
  { method: "GET", path: "/api/v2/orders/{order}", chain: ["web", "orders"] },
  { method: "POST", path: "/edi/as2/inbound", chain: ["wholesale", "orders"] },
  { method: "POST", path: "/pos/v1/transactions", chain: ["tills", "pay"] },
  { method: "POST", path: "/pos/v1/heartbeat", chain: ["tills"] },
  { method: "GET", path: "/driver/v1/manifest", chain: ["driver", "routes"] },
  { method: "POST", path: "/driver/v1/pod", chain: ["driver", "orders"] },
  { method: "POST", path: "/auth/token", chain: ["auth"] },
  { method: "GET", path: "/api/v2/labels/{sku}", chain: ["web", "label", "print"] },
];

export const PORTS: Record<string, number> = { node: 3000, java: 8080, go: 8000, python: 8000, ruby: 9292 };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
function clf(ms: number): string {
  const d = new Date(ms);
  const p = (x: number) => String(x).padStart(2, "0");
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** One access line of the estate's edge proxy. `flag` is envoy/haproxy termination detail for failures. */
export function accessLine(
  edge: Edge,
  r: Rng,
  t: number,
  method: string,
  path: string,
  status: number,
  upstream: string,
  port: number,
  ms: number,
): string {
  const ip = `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 254)}`;
  const up = `10.8.${r.int(0, 15)}.${r.int(2, 254)}:${port}`;
  const bytes = status >= 500 ? r.int(150, 560) : r.int(200, 18000);
  const ua = r.pick(["Mozilla/5.0", "okhttp/4.12.0", "TillClient/2.8", "python-requests/2.31.0", "Dart/3.3 (dart:io)"]);
  switch (edge) {
    case "nginx":
      return `${ip} - - [${clf(t)}] "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${ua}" rt=${(ms / 1000).toFixed(3)} uct=${status === 502 ? "-" : "0.001"} urt=${(ms / 1000).toFixed(3)} upstream=${up}`;
    case "envoy": {
      const flag =
        status === 504 ? "UT" : status === 503 ? "UF,URX" : status === 502 ? "UC" : status === 429 ? "RL" : "-";
      return `[${new Date(t).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${flag} ${r.int(0, 900)} ${bytes} ${ms} ${Math.max(0, ms - 1)} "${ip}" "${ua}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" "${upstream}:${port}" "${up}"`;
    }
    case "traefik":
      return `${ip} - - [${clf(t)}] "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${ua}" ${r.int(10000, 99999)} "${upstream}@docker" "http://${up}" ${ms}ms`;
    case "haproxy": {
      const term = status === 504 ? "sH--" : status === 503 ? "SC--" : status === 502 ? "SH--" : "----";
      return `${ip}:${r.int(30000, 65000)} [${clf(t).replace(" +0000", ".000")}] fe_https~ be_${upstream.replace(/-/g, "_")}/${status === 503 ? "<NOSRV>" : `srv${r.int(1, 3)}`} 0/0/1/${ms}/${ms + 1} ${status} ${bytes} - - ${term} ${r.int(80, 300)}/${r.int(60, 280)}/${r.int(0, 20)}/${r.int(0, 9)}/0 0/0 "${method} ${path} HTTP/1.1"`;
    }
  }
}
