// Estate "Chairly": a marketplace that resells last-minute salon, barber and nail slots pulled from partner
// booking systems (SalonSuite, Bookwell, Treatwise). Partner pulls land on Kafka, are indexed into OpenSearch and
// searched by a Go service; a .NET checkout takes payment, screens fraud and books the slot back at the partner;
// a Ruby payouts worker pays salons. Envoy at the edge logs JSON access lines; request ids are 16 hex chars.
import { shutdownLines, startupLines } from "../deploys.js";
import { log4jTime, maskedEmail, money, podName, slotStart } from "../domain.js";
import { ev } from "../ev.js";
import type { Rng } from "../rng.js";
import type { Estate, Ev, FlowKind, NoiseSource, Periodic, Runtime, Service } from "../types.js";

export const C = {
  edge: "edge-envoy",
  bff: "market-bff",
  ingest: "listing-ingest",
  search: "slot-search",
  os: "opensearch",
  checkout: "checkout",
  payouts: "payouts",
  partner: "partner-sync",
  fraud: "fraud-check",
  notify: "notify-fanout",
  kafka: "kafka",
} as const;

const RT: Record<string, Runtime> = {
  [C.edge]: "envoy",
  [C.bff]: "node",
  [C.ingest]: "java",
  [C.search]: "go",
  [C.os]: "opensearch",
  [C.checkout]: "dotnet",
  [C.payouts]: "ruby",
  [C.partner]: "python",
  [C.fraud]: "python",
  [C.notify]: "node",
  [C.kafka]: "kafka",
};

const APP: Record<string, string> = {
  [C.bff]: "market-bff",
  [C.ingest]: "ListingIngestApplication",
  [C.search]: "slot-search",
  [C.checkout]: "Chairly.Checkout",
  [C.payouts]: "payouts",
  [C.partner]: "partner_sync",
  [C.fraud]: "fraud_check",
  [C.notify]: "notify-fanout",
};

export const PARTNERS = ["salonsuite", "bookwell", "treatwise"];
export const salonId = (r: Rng) => `sal_${r.int(1000, 9999)}`;
export const orderId = (r: Rng, t: number) =>
  `MO-${new Date(t).toISOString().slice(0, 10).replace(/-/g, "").slice(2)}-${r.int(10000, 99999)}`;
export const userId = (r: Rng) => `u_${r.hex(10)}`;
export const tenant = (r: Rng) => `t_${r.int(1000, 1999)}`;
const QUERIES = [
  "gel-nails",
  "skin-fade",
  "balayage",
  "blow-dry",
  "brow-lamination",
  "beard-trim",
  "biab",
  "cut-and-finish",
];
const NEAR = ["51.514,-0.131", "51.545,-0.055", "53.480,-2.242", "52.486,-1.890", "51.454,-2.587", "55.953,-3.188"];

const UP: Record<string, string> = { [C.bff]: "10.40.2.17:3000", [C.checkout]: "10.40.3.12:8080" };

/** Envoy with a JSON access-log format. */
export function edgeLine(
  r: Rng,
  t: number,
  id: string | undefined,
  method: string,
  path: string,
  code: number,
  ms: number,
  flags = "-",
  upstream = C.bff,
): Ev {
  const o = {
    start_time: new Date(t).toISOString(),
    method,
    path,
    protocol: "HTTP/2",
    response_code: code,
    response_flags: flags,
    bytes_received: method === "GET" ? 0 : r.int(200, 900),
    bytes_sent: code >= 400 ? r.int(40, 300) : r.int(600, 14000),
    duration: ms,
    upstream_service_time: flags === "-" ? String(Math.max(0, ms - 1)) : null,
    upstream_host: flags === "UF" || flags === "UH" ? null : (UP[upstream] ?? "10.40.2.17:3000"),
    upstream_cluster: upstream,
    x_request_id: id ?? r.hex(16),
    user_agent: r.pick([
      "Chairly/3.8.0 (iPhone; iOS 17.4.1)",
      "Chairly/3.8.0 (Android 14)",
      "Mozilla/5.0 (X11; Linux x86_64)",
    ]),
  };
  return ev(t + ms, C.edge, "info", JSON.stringify(o), id);
}

export const bffLine = (t: number, id: string | undefined, method: string, path: string, code: number, ms: number) =>
  ev(t, C.bff, code >= 500 ? "error" : code >= 400 ? "warn" : "info", `${method} ${path} ${code} ${ms}ms`, id);

/** A front-door pair: market-bff's line then envoy's. */
export function door(
  r: Rng,
  t: number,
  id: string | undefined,
  method: string,
  path: string,
  code: number,
  ms: number,
): Ev[] {
  return [bffLine(t + ms - 1, id, method, path, code, ms - 1), edgeLine(r, t, id, method, path, code, ms + 1)];
}

export const osLine = (
  t: number,
  lvl: "INFO " | "WARN " | "ERROR",
  logger: string,
  node: string,
  msg: string,
  level: Ev["level"] = "info",
) => ev(t, C.os, level, `[${log4jTime(t)}][${lvl}][${logger}] [${node}] ${msg}`);

export const kafkaLine = (t: number, lvl: string, msg: string, level: Ev["level"] = "info") =>
  ev(t, C.kafka, level, `[${log4jTime(t, " ")}] ${lvl} ${msg}`);

const search: FlowKind = {
  name: "search",
  weight: 26,
  render(r, t, id) {
    const q = r.pick(QUERIES);
    const near = r.pick(NEAR);
    const es = r.int(4, 40);
    const took = es + r.int(2, 12);
    const ms = took + r.int(5, 20);
    return [
      ev(
        t + took + 2,
        C.search,
        "info",
        `search ok q=${q} near=${near} radius=3km hits=${r.int(0, 90)} took=${took}ms es_took=${es}ms`,
        id,
      ),
      ...door(r, t, id, "GET", `/v2/slots?service=${q}&near=${near}`, 200, ms),
    ];
  },
};

const salonPage: FlowKind = {
  name: "salon",
  weight: 8,
  render(r, t, id) {
    const s = salonId(r);
    const ms = r.int(6, 30);
    return [
      ev(
        t + ms - 3,
        C.search,
        "info",
        `salon listing ${s} served cache=${r.pick(["hit", "hit", "hit", "miss"])} slots=${r.int(0, 40)}`,
        id,
      ),
      ...door(r, t, id, "GET", `/v2/salons/${s}`, 200, ms),
    ];
  },
};

const checkout: FlowKind = {
  name: "checkout",
  weight: 5,
  render(r, t, id) {
    const o = orderId(r, t);
    const s = salonId(r);
    const p = r.pick(PARTNERS);
    const total = money(r, 18, 140);
    const out: Ev[] = [];
    const fr = r.int(20, 70);
    const roll = r.next();
    if (roll < 0.02) {
      out.push(
        ev(
          t + fr,
          C.fraud,
          "info",
          `score order=${o} score=0.${r.int(70, 89)} decision=review model=gbm-2026-04 took=${fr - 5}ms`,
          id,
        ),
      );
      out.push(ev(t + fr + 10, C.checkout, "info", `Order ${o} held for manual review (fraud score)`, id));
      return [...out, ...door(r, t, id, "POST", "/v2/orders", 202, fr + 40)];
    }
    out.push(
      ev(
        t + fr,
        C.fraud,
        "info",
        `score order=${o} score=0.0${r.int(1, 9)} decision=allow model=gbm-2026-04 took=${fr - 5}ms`,
        id,
      ),
    );
    const payMs = r.int(300, 900);
    if (roll < 0.06) {
      out.push(
        ev(
          t + fr + payMs,
          C.checkout,
          "info",
          `Payment declined for order ${o}: card_declined (${r.pick(["generic_decline", "insufficient_funds", "do_not_honor"])})`,
          id,
        ),
      );
      return [...out, ...door(r, t, id, "POST", "/v2/orders", 402, fr + payMs + 30)];
    }
    const pt = t + fr + payMs;
    const pMs = r.int(120, 500);
    if (roll < 0.09) {
      out.push(
        ev(
          pt + pMs,
          C.partner,
          "info",
          `partner rejected booking partner=${p} salon=${s}: slot no longer available (HTTP 409)`,
          id,
        ),
      );
      out.push(
        ev(
          pt + pMs + 12,
          C.checkout,
          "info",
          `Order ${o} voided: slot taken at partner ${p}; authorisation released`,
          id,
        ),
      );
      return [...out, ...door(r, t, id, "POST", "/v2/orders", 409, fr + payMs + pMs + 40)];
    }
    out.push(
      ev(
        pt + pMs,
        C.partner,
        "info",
        `booked slot partner=${p} tenant=${tenant(r)} ext_ref=${p.slice(0, 2).toUpperCase()}-${r.int(100000, 999999)} took=${pMs}ms`,
        id,
      ),
    );
    out.push(
      ev(
        pt + pMs + 10,
        C.checkout,
        "info",
        `Order ${o} placed: salon=${s} partner=${p} slot=${slotStart(r, t)} total=${total} GBP fee=${(Number(total) * 0.1).toFixed(2)}`,
        id,
      ),
    );
    out.push(
      ev(
        pt + pMs + r.int(60, 300),
        C.notify,
        "info",
        `push sent user=${userId(r)} template=booking_confirmed devices=${r.int(1, 2)}; email to ${maskedEmail(r)}`,
        id,
      ),
    );
    return [...out, ...door(r, t, id, "POST", "/v2/orders", 201, fr + payMs + pMs + r.int(30, 60))];
  },
};

const ingest: FlowKind = {
  name: "ingest",
  weight: 12,
  render(r, t) {
    const n = r.int(8, 180);
    const skipped = r.int(0, Math.min(8, n));
    const part = r.int(0, 11);
    const off = r.int(900000, 990000);
    return [
      ev(
        t,
        C.ingest,
        "info",
        `Consumed ${n} records from partner.slots.v3-${part}@${off}, upserted ${n - skipped}, unchanged ${skipped} in ${r.int(30, 400)}ms`,
      ),
    ];
  },
};

const partnerPull: FlowKind = {
  name: "pull",
  weight: 6,
  render(r, t) {
    const p = r.pick(PARTNERS);
    const n = r.int(20, 400);
    const secs = r.float(0.2, 2.4);
    return [
      ev(
        t,
        C.partner,
        "info",
        `pulled ${n} slots partner=${p} tenant=${tenant(r)} etag_changed=true in ${secs.toFixed(2)}s`,
      ),
      ev(t + secs * 1000 + r.int(5, 40), C.partner, "info", `published ${n} records to partner.slots.v3`),
    ];
  },
};

const aspnet = (r: Rng, t: number): Ev[] => {
  const ms = r.float(0.2, 1.5);
  return [
    ev(t, C.checkout, "info", "Request starting HTTP/1.1 GET http://10.40.3.12:8080/healthz - - -"),
    ev(
      t + 1,
      C.checkout,
      "info",
      `Request finished HTTP/1.1 GET http://10.40.3.12:8080/healthz - 200 - text/plain ${ms.toFixed(4)}ms`,
    ),
  ];
};

const periodic: Periodic[] = [
  { svc: C.checkout, every: 10000, jitter: 20, render: aspnet },
  {
    svc: C.os,
    every: 120000,
    jitter: 3000,
    render: (_r, t) => [osLine(t, "INFO ", "o.o.j.s.JobSweeper", "os-data-0", "Running full sweep")],
  },
  {
    svc: C.kafka,
    every: 90000,
    jitter: 20000,
    render: (r, t) => {
      const p = r.int(0, 11);
      const off = r.int(900000, 990000);
      return [
        kafkaLine(
          t,
          "INFO",
          `[LocalLog partition=partner.slots.v3-${p}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${off} in ${r.int(1, 6)} ms. (kafka.log.LocalLog)`,
        ),
      ];
    },
  },
  {
    svc: C.payouts,
    every: 60000,
    jitter: 100,
    render: (r, t) => [
      ev(
        t,
        C.payouts,
        "info",
        `PayoutSweepJob: ${r.weighted([
          [0, 9],
          [1, 1],
        ])} salons due, next batch at 18:00Z`,
      ),
    ],
  },
  {
    svc: C.fraud,
    every: 60000,
    jitter: 300,
    render: (r, t) => [
      ev(t, C.fraud, "info", `model gbm-2026-04 warm; p50=${r.int(18, 30)}ms p95=${r.int(35, 60)}ms over last 60s`),
    ],
  },
  {
    svc: C.bff,
    every: 60000,
    jitter: 500,
    render: (_r, t) => [ev(t, C.bff, "info", "flags synced (unchanged, 38 flags)")],
  },
  {
    svc: C.notify,
    every: 30000,
    jitter: 200,
    render: (r, t) => [ev(t, C.notify, "debug", `apns pool healthy connections=4 inflight=${r.int(0, 6)}`)],
  },
];

const chronic: NoiseSource[] = [
  {
    name: "delisted",
    svc: C.ingest,
    every: 20000,
    render: (r, t) => [
      ev(
        t,
        C.ingest,
        "warn",
        `Skipping record partner.slots.v3-${r.int(0, 11)}@${r.int(900000, 990000)}: salon sal_0091 is delisted`,
      ),
    ],
  },
  {
    name: "offboarded",
    svc: C.partner,
    every: 60000,
    render: (_r, t) => [
      ev(
        t,
        C.partner,
        "error",
        "pull failed partner=bookwell tenant=t_1044: HTTP 404 Not Found (tenant offboarded 2026-02-28)",
      ),
    ],
  },
  {
    name: "postcode",
    svc: C.search,
    every: 30000,
    render: (_r, t) => [
      ev(t, C.search, "error", 'geo lookup failed postcode="W1A 0AX" err="no results" action=drop_filter'),
    ],
  },
  {
    name: "fcm-unregistered",
    svc: C.notify,
    every: 25000,
    render: (r, t) => [
      ev(
        t,
        C.notify,
        "error",
        `push failed user=${userId(r)} code=messaging/registration-token-not-registered; token pruned`,
      ),
    ],
  },
  {
    name: "os-deprecation",
    svc: C.os,
    every: 45000,
    render: (_r, t) => [
      osLine(
        t,
        "WARN ",
        "o.o.d.DeprecationLogger",
        "os-data-1",
        "[types removal] Specifying types in search requests is deprecated.",
        "warn",
      ),
    ],
  },
];

const sporadic: NoiseSource[] = [
  {
    name: "fraud-block",
    svc: C.fraud,
    every: 200000,
    render: (r, t) => [
      ev(
        t,
        C.fraud,
        "warn",
        `score order=${orderId(r, t)} score=0.9${r.int(1, 8)} decision=block reasons=[velocity_card, ip_country_mismatch]`,
      ),
    ],
  },
  {
    name: "jwt-expired",
    svc: C.bff,
    every: 120000,
    render: (r, t) => [ev(t, C.bff, "warn", `auth: TokenExpiredError: jwt expired (user=${userId(r)}); 401`)],
  },
  {
    name: "slow-search",
    svc: C.search,
    every: 180000,
    render: (r, t) => [
      ev(t, C.search, "warn", `slow search q=balayage near=${r.pick(NEAR)} took=${r.int(900, 1600)}ms budget=800ms`),
    ],
  },
  {
    name: "account-closed",
    svc: C.payouts,
    every: 300000,
    render: (r, t) => [
      ev(t, C.payouts, "error", `Payout to ${salonId(r)} failed: account_closed; salon emailed to update bank details`),
    ],
  },
  {
    name: "partner-retry",
    svc: C.partner,
    every: 200000,
    render: (r, t) => [
      ev(
        t,
        C.partner,
        "warn",
        `GET https://api.treatwise.example/v2/availability?tenant=${tenant(r)} timed out after 5.0s, retry 1/3`,
      ),
      ev(
        t + r.int(5200, 6000),
        C.partner,
        "info",
        `pulled ${r.int(10, 90)} slots partner=treatwise tenant=${tenant(r)} etag_changed=true in 0.71s (after retry)`,
      ),
    ],
  },
  {
    name: "url-deprecation",
    svc: C.bff,
    every: 500000,
    render: (_r, t) => [
      ev(
        t,
        C.bff,
        "warn",
        "(node:1) [DEP0169] DeprecationWarning: `url.parse()` behavior is not standardized and prone to errors that have security implications. Use the WHATWG URL API instead.",
      ),
    ],
  },
  {
    name: "client-reset",
    svc: C.edge,
    every: 150000,
    render: (r, t) => [edgeLine(r, t, undefined, "GET", "/v2/slots", 0, r.int(2000, 9000), "DC")],
  },
];

function deploy(r: Rng, svc: string, t: number, version: string): Ev[] {
  const rt = RT[svc];
  return [
    ...startupLines(r, svc, rt, t, { app: APP[svc] ?? svc, version }),
    ...shutdownLines(r, svc, rt, t + r.int(9000, 15000)),
  ];
}

function reload(r: Rng, t: number): Ev[] {
  return [
    ev(
      t,
      C.bff,
      "info",
      `flags synced (${r.int(1, 3)} changed: search.rank_verified_first, checkout.apple_pay_web${r.chance(0.5) ? ", notify.quiet_hours" : ""})`,
    ),
  ];
}

const services: Service[] = Object.entries(RT).map(([name, runtime]) => ({
  name,
  runtime,
  host: name === C.os ? "opensearch-data-1" : name === C.kafka ? "kafka-1" : podName(name),
}));

export const chairly: Estate = {
  key: "chairly",
  brand: "Chairly",
  namespace: "chairly-prod",
  idStyle: "hex16",
  services,
  flows: [search, salonPage, checkout, ingest, partnerPull],
  periodic,
  chronic,
  sporadic,
  deploy,
  reload,
  hours: [6, 20],
};
