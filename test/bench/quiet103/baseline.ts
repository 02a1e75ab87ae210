// Normal background of a wine and spirits shop: browse and checkout traffic, probes, periodic jobs, one noisy
// service, deprecation warnings, retries that succeed and an unrelated deploy or config reload.
import type { Role } from "./estates.js";
import { stack } from "./stacks.js";
import type { Scene } from "./stream.js";

export interface Flow {
  order: string;
  trace?: string;
  place: string;
  total: string;
  qty: number;
  sku: string;
  wh: string;
  carrier: string;
  ua: string;
  ip: string;
}

/** A step hook returns true when it took over the step (and logged the failure); the flow then stops there. */
export type StepHook = (step: Role, t: number, f: Flow) => boolean;

const UA = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
  "okhttp/4.12.0",
  "CellarApp/5.3.1 (Android 14)",
];

export function newFlow(s: Scene): Flow {
  const r = s.rng;
  const e = s.est;
  return {
    order: `${["W", "BH", "MV", "RR"][e.style]}${r.digits(7)}`,
    trace: s.trace(),
    place: r.pick(e.places),
    total: `${r.int(28, 640)}.${r.digits(2).slice(0, 2)}`,
    qty: r.pick([1, 2, 3, 6, 6, 12]),
    sku: r.pick(e.skus),
    wh: r.pick(e.wh),
    carrier: r.pick(e.carriers),
    ua: r.pick(UA),
    ip: `${r.pick(["203.0.113", "198.51.100", "192.0.2", "100.64.12", "172.58.44"])}.${r.int(2, 250)}`,
  };
}

export function edgeLine(
  s: Scene,
  method: string,
  path: string,
  status: number,
  ms: number,
  up: Role,
  f: Flow,
): string {
  const bytes = status >= 400 ? s.rng.int(19, 120) : s.rng.int(300, 9000);
  const upstream = status === 503 && ms < 5 ? "-" : `${s.name(up)}:${s.est.rt[up] === "ruby" ? 3000 : 8080}`;
  const rid = f.trace ?? `${s.rng.hex(8)}-${s.rng.hex(4)}-${s.rng.hex(4)}-${s.rng.hex(4)}-${s.rng.hex(12)}`;
  return `"${method} ${path} HTTP/1.1" ${status} ${status === 503 && ms < 5 ? "UH" : "-"} ${s.rng.int(0, 900)} ${bytes} ${ms} ${Math.max(0, ms - s.rng.int(1, 4))} "${f.ip}" "${f.ua}" "${rid}" "${upstream}"`;
}

export function checkoutFlow(s: Scene, t: number, hook?: StepHook): void {
  const r = s.rng;
  const e = s.est;
  const f = newFlow(s);
  const o = { trace: f.trace };
  const st = e.style;
  let now = t;
  const path = ["/api/checkout", "/v2/orders", "/api/basket/checkout", "/cart/checkout"][st];
  s.emit(
    now,
    "checkout",
    "info",
    [
      `order ${f.order} created: ${f.qty} items, total=${f.total} ${e.currency}, ship_to=${f.place}`,
      `Creating order ${f.order} ({Items}=${f.qty}, {ShipTo}=${f.place}, {Total}=${f.total})`.replace(/[{}]/g, ""),
      `basket ${f.order} -> checkout (lines=${f.qty} dest=${f.place} amount=${f.total} EUR)`,
      `checkout start order=${f.order} qty=${f.qty} state=${f.place} total=${f.total}`,
    ][st],
    o,
  );
  const steps: Role[] = ["age", "comply", "tax", "pay", "stock", "carrier"];
  for (const step of steps) {
    now += r.int(30, 400);
    if (hook?.(step, now, f)) return;
    stepLine(s, step, now, f);
  }
  now += r.int(20, 120);
  const ms = Math.round(now - t + r.int(10, 60));
  s.emit(
    now,
    "checkout",
    "info",
    [
      `order ${f.order} confirmed in ${ms}ms`,
      `Order ${f.order} placed in ${ms} ms`,
      `basket ${f.order} committed (${ms} ms)`,
      `checkout done order=${f.order} status=confirmed took=${ms}ms`,
    ][st],
    o,
  );
  s.emit(now + 5, "edge", "info", edgeLine(s, "POST", path, 201, ms + 3, "checkout", f), o);
  if (s.has("mailer"))
    s.emit(
      now + r.int(200, 900),
      "mailer",
      "info",
      `queued template=order-confirmation to=${r.pick(["j", "m", "a", "k", "s"])}***@${r.pick(["gmail.com", "outlook.com", "icloud.com", "yahoo.com"])} order=${f.order}`,
      o,
    );
}

export function stepLine(s: Scene, step: Role, t: number, f: Flow): void {
  const r = s.rng;
  const e = s.est;
  const st = e.style;
  const o = { trace: f.trace };
  switch (step) {
    case "age": {
      const ms = r.int(140, 620);
      s.emit(
        t,
        "age",
        "info",
        [
          `age check passed order=${f.order} vendor=${e.ageVendor} result=MATCH dob_match=exact latency_ms=${ms}`,
          `verification ok for ${f.order}: ${e.ageVendor} score=0.${r.int(86, 99)} (${ms}ms)`,
          `Age verification for basket ${f.order}: majority confirmed (${ms} ms)`,
          `age-gate ok order=${f.order} provider=${e.ageVendor} outcome=pass elapsed=${ms / 1000}s`,
        ][st],
        o,
      );
      return;
    }
    case "comply":
      s.emit(
        t,
        "comply",
        "info",
        [
          `ship-to ${f.place} allowed for order ${f.order}: DTC permit active, ytd volume ${r.int(1, 20)}.${r.int(0, 9)}L`,
          `Rule set ${f.place}-DTC-v${r.int(11, 19)} PASS for ${f.order} (bottle limit ${r.pick([6, 12, 24])}/month)`,
          `destination ${f.place} cleared for ${f.order} (excise regime=${f.place === "FR" ? "domestic" : "DAA/e-AD"})`,
          `Compliance check ${f.order}: state=${f.place} result=allowed license=DTC-${r.digits(5)}`,
        ][st],
        o,
      );
      return;
    case "tax":
      s.emit(
        t,
        "tax",
        "info",
        [
          `quote ${f.order}: sales ${r.int(4, 10)}.${r.digits(2)}% + excise ${r.int(0, 3)}.${r.digits(2)} ${e.currency} (${f.place})`,
          `Tax calculated for ${f.order}: jurisdiction=${f.place} rate=0.0${r.int(40, 99)} excise=${r.int(1, 9)}.${r.digits(2)}`,
          `droits d'accise calcules ${f.order}: ${r.int(0, 9)}.${r.digits(2)} EUR (pays=${f.place})`,
          `excise quote order=${f.order} state=${f.place} proof_gal=0.${r.digits(3)} tax=${r.int(1, 30)}.${r.digits(2)}`,
        ][st],
        o,
      );
      return;
    case "pay": {
      const ms = r.int(180, 900);
      const brand = r.pick(["visa", "mastercard", "amex", "discover"]);
      s.emit(
        t + ms,
        "pay",
        "info",
        [
          `authorized ${f.total} ${e.currency} ch_${r.hex(14)} (${brand} ****${r.digits(4)}) in ${ms}ms`,
          `Authorization approved for ${f.order}: txn ${r.hex(8)} ${brand} ${f.total} USD (${ms} ms)`,
          `Adyen AUTHORISATION pspReference=${r.digits(16)} resultCode=Authorised amount=${f.total} EUR`,
          `Charge approved order=${f.order} trans_id=${r.digits(11)} auth_code=${r.hex(6).toUpperCase()} (${ms}ms)`,
        ][st],
        o,
      );
      return;
    }
    case "stock":
      s.emit(
        t,
        "stock",
        "info",
        [
          `reserved ${f.qty} x ${f.sku} at ${f.wh} for ${f.order} (on_hand=${r.int(20, 900)})`,
          `Reservation ${f.order}: ${f.qty} x ${f.sku} from ${f.wh} (taxpaid), remaining ${r.int(4, 400)}`,
          `reservation ok order=${f.order} sku=${f.sku} qty=${f.qty} entrepot=${f.wh}`,
          `Reserved ${f.qty} units of ${f.sku} in ${f.wh} for order ${f.order}`,
        ][st],
        o,
      );
      return;
    case "carrier":
      s.emit(
        t,
        "carrier",
        "info",
        [
          `label created order=${f.order} carrier=${f.carrier} service=GROUND tracking=1Z${r.hex(16).toUpperCase()} adult_signature=DSA`,
          `Shipment label ok for ${f.order}: ${f.carrier} ${r.digits(12)} (ADULT signature option)`,
          `etiquette ${f.carrier} creee pour ${f.order}: colis ${r.hex(10).toUpperCase()} remise contre signature`,
          `label ok order=${f.order} carrier=${f.carrier} trk=${r.digits(12)} sig=ADULT`,
        ][st],
        o,
      );
      return;
    default:
      return;
  }
}

const BROWSE = [
  "/wines/cabernet-sauvignon-2019",
  "/spirits/bourbon",
  "/club",
  "/search?q=pinot",
  "/gift-sets",
  "/account/orders",
  "/products/ROSE-2023-750",
  "/api/cart",
  "/api/availability",
];

export function background(
  s: Scene,
  opts: { hook?: StepHook; linesTarget: number; deployAt: number; deployRole: Role; noisyKind: number },
): void {
  const r = s.rng;
  const e = s.est;
  const secs = (s.t1 - s.t0) / 1000;
  const perSec = opts.linesTarget / secs;
  // checkout flow ~11 lines, browse ~2 lines; fixed work below ~ 0.35 lines/s
  const flowEvery = 1000 / Math.max(0.05, ((perSec - 0.4) * 0.45) / 11);
  const browseEvery = 1000 / Math.max(0.2, ((perSec - 0.4) * 0.55) / 2);
  s.every(flowEvery, (t) => checkoutFlow(s, t, opts.hook));
  s.every(browseEvery, (t) => {
    const f = newFlow(s);
    const p = r.pick(BROWSE);
    const ms = r.int(8, 240);
    const up: Role = s.has("store") ? "store" : "checkout";
    if (s.has("store"))
      s.emit(t, "store", "info", e.style === 0 ? `GET ${p} 200 ${ms}ms` : `rendered ${p} status=200 ssr_ms=${ms}`, {
        trace: f.trace,
      });
    else if (r.chance(0.5))
      s.emit(
        t,
        "checkout",
        "info",
        e.style === 1 ? `HTTP GET ${p} responded 200 in ${ms}.${r.digits(4)} ms` : `GET ${p} 200 ${ms}ms`,
        { trace: f.trace },
      );
    s.emit(t + ms, "edge", "info", edgeLine(s, "GET", p, r.chance(0.03) ? 304 : 200, ms + 2, up, f), {
      trace: f.trace,
    });
  });
  // probes
  for (const role of ["age", "comply", "stock", "pay"] as Role[]) {
    s.every(15000, (t) => s.emit(t, role, "info", probeLine(s, role)));
  }
  periodic(s);
  noisy(s, opts.noisyKind);
  deprecations(s);
  retriesThatSucceed(s);
  deploy(s, opts.deployAt, opts.deployRole);
}

function probeLine(s: Scene, role: Role): string {
  switch (s.est.rt[role]) {
    case "go":
      return `http: GET /healthz 200 ${s.rng.int(0, 2)}ms kube-probe/1.29`;
    case "python":
      return `10.42.${s.rng.int(0, 9)}.1 - - "GET /health HTTP/1.1" 200 15 "-" "kube-probe/1.29"`;
    case "ruby":
      return `Completed 200 OK in ${s.rng.int(1, 4)}ms (Views: 0.2ms | ActiveRecord: 0.4ms) GET /up`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${s.name(role)}:8080/healthz - 200 - text/plain ${s.rng.int(0, 3)}.${s.rng.digits(4)}ms`;
    case "node":
      return `GET /healthz 200 ${s.rng.int(0, 3)}.${s.rng.digits(3)} ms - 15`;
    default:
      return `GET /actuator/health 200 UP (db=UP, diskSpace=UP) ${s.rng.int(2, 9)}ms`;
  }
}

function periodic(s: Scene): void {
  const r = s.rng;
  const e = s.est;
  s.every(60000, (t) =>
    s.emit(
      t,
      "stock",
      "info",
      `WMS sync: ${r.int(900, 2600)} SKUs across ${e.wh.length} warehouses, ${r.int(0, 14)} changed (${r.int(200, 1900)}ms)`,
    ),
  );
  s.every(90000, (t) =>
    s.emit(
      t,
      "carrier",
      "info",
      `tracking poll ${e.carriers[0]}: ${r.int(80, 600)} shipments, ${r.int(3, 40)} status changes, ${r.int(1, 12)} delivered`,
    ),
  );
  s.every(120000, (t) =>
    s.emit(
      t,
      "club",
      "info",
      `scheduler: ${e.club} run window opens in ${r.int(2, 70)}h; ${r.int(4000, 19000)} active members, ${r.int(0, 40)} skips this cycle`,
    ),
  );
  s.every(45000, (t) =>
    s.emit(
      t,
      "club",
      "info",
      `member ${r.pick(["M", "C"])}${r.digits(6)} ${r.pick(["updated shipping address", "changed club tier", "skipped next shipment", "added gift recipient", "updated card on file"])}`,
    ),
  );
  s.every(300000, (t) =>
    s.emit(
      t,
      "comply",
      "info",
      `permit registry refreshed: ${e.places.length} destinations, ${e.blocked.length} not shippable (${r.int(40, 300)}ms)`,
    ),
  );
  s.every(240000, (t) =>
    s.emit(t, "tax", "info", `rate table check: ${r.int(800, 12000)} jurisdictions, ${r.int(0, 3)} updated`),
  );
  s.every(180000, (t) =>
    s.emit(t, "pay", "info", `settlement batch ${r.digits(6)} submitted to ${e.psp}: ${r.int(40, 900)} captures`),
  );
  s.every(8000, (t) =>
    s.emit(
      t,
      "pay",
      "info",
      `webhook ${r.pick(["charge.succeeded", "payment_intent.succeeded", "charge.captured", "AUTHORISATION", "CAPTURE"])} ${r.hex(12)} processed`,
    ),
  );
  s.every(60000, (t) =>
    s.emit(t, "age", "info", `vendor ${e.ageVendor} status ok p50=${r.int(120, 240)}ms p95=${r.int(300, 700)}ms`),
  );
  if (s.has("mailer"))
    s.every(30000, (t) => s.emit(t, "mailer", "info", `queue drained: ${r.int(2, 60)} messages sent, 0 deferred`));
}

function noisy(s: Scene, kind: number): void {
  const r = s.rng;
  const e = s.est;
  const variants: Array<[Role, number, () => string, "warn" | "error"]> = [
    [
      "store",
      7000,
      () =>
        `image resize failed for /labels/${r.pick(e.skus).toLowerCase()}.png: unsupported ICC color profile, serving original`,
      "error",
    ],
    [
      "carrier",
      9000,
      () => `address validation: ZIP+4 lookup failed for ${r.digits(5)}, continuing with 5-digit ZIP`,
      "error",
    ],
    [
      "club",
      8000,
      () =>
        `preference sync: unknown varietal code '${r.pick(["GRUNER", "XINO", "ASSYRT", "MENCIA"])}' for member C${r.digits(6)}, skipped`,
      "error",
    ],
    [
      "tax",
      10000,
      () => `report line mapping: SKU ${r.pick(e.skus)} has no proof factor on file, using default 100 proof`,
      "warn",
    ],
    [
      "mailer",
      6000,
      () =>
        `bounce processed: 550 5.1.1 <${r.hex(6)}@${r.pick(["aol.com", "hotmail.com", "comcast.net"])}> mailbox unavailable`,
      "error",
    ],
    ["stock", 11000, () => `barcode ${r.digits(12)} scanned at ${r.pick(e.wh)} matches no SKU, ignored`, "error"],
  ];
  let v = variants[kind % variants.length];
  if (!s.has(v[0])) v = variants[(kind + 1) % variants.length];
  if (!s.has(v[0])) v = variants[5];
  s.every(v[1], (t) => s.emit(t, v[0], v[3], v[2]()), s.t0 + 500, s.t1, 0.5);
}

function deprecations(s: Scene): void {
  const r = s.rng;
  for (const role of ["checkout", "pay", "carrier", "age"] as Role[]) {
    const rt = s.est.rt[role];
    const msg =
      rt === "node"
        ? "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead."
        : rt === "python"
          ? "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC."
          : rt === "ruby"
            ? "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.1 (use `to_fs(:db)` instead)"
            : rt === "dotnet"
              ? "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead."
              : rt === "go"
                ? "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x."
                : rt === "cpp"
                  ? "libcurl: CURLOPT_PROTOCOLS is deprecated since 7.85.0, use CURLOPT_PROTOCOLS_STR"
                  : "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)";
    s.every(r.int(150000, 300000), (t) => s.emit(t, role, "warn", msg));
  }
}

function retriesThatSucceed(s: Scene): void {
  const r = s.rng;
  const e = s.est;
  s.every(r.int(50000, 90000), (t) => {
    const order = `${["W", "BH", "MV", "RR"][e.style]}${r.digits(7)}`;
    s.emit(
      t,
      "pay",
      "warn",
      `${e.psp} request timed out after 5000ms (attempt 1/3, idempotency_key=${r.hex(20)}), retrying in 250ms`,
    );
    s.emit(t + 5300, "pay", "info", `${e.psp} request succeeded on attempt 2 for ${order}`);
  });
  s.every(r.int(70000, 130000), (t) => {
    s.emit(t, "carrier", "warn", `${e.carriers[0]} rate API returned 503, retry 1/4 in 1s`);
    s.emit(t + 1100, "carrier", "info", `${e.carriers[0]} rate API ok after retry (${r.int(300, 900)}ms)`);
  });
  s.every(r.int(100000, 200000), (t) => {
    const rt = s.est.rt.checkout ?? "java";
    s.emit(t, "checkout", "warn", `transient failure talking to ${s.name("stock")}, retrying (1/2)`, {
      errType: "java.net.SocketTimeoutException",
      stack:
        rt === "java"
          ? [
              "java.net.SocketTimeoutException: Read timed out",
              ...stack("java", "", "", [
                "java.net.SocketInputStream.socketRead0",
                "org.apache.http.impl.io.SessionInputBufferImpl.fillBuffer",
                `com.${s.est.key}.checkout.inventory.InventoryClient.reserve`,
              ]),
            ]
          : undefined,
    });
    s.emit(t + 700, "checkout", "info", `retry against ${s.name("stock")} succeeded`);
  });
}

export function deploy(s: Scene, at: number, role: Role): void {
  const r = s.rng;
  const rt = s.est.rt[role];
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`;
  if (r.chance(0.4)) {
    s.emit(
      at,
      role,
      "info",
      `config reloaded from /etc/${s.name(role)}/app.yaml (revision ${r.int(300, 9000)}, ${r.int(1, 9)} keys changed)`,
    );
    return;
  }
  s.emit(
    at,
    role,
    "info",
    rt === "java"
      ? "Commencing graceful shutdown. Waiting for active requests to complete"
      : "SIGTERM received, draining connections",
  );
  s.emit(at + 1500, role, "info", `shutdown complete`);
  s.emit(
    at + 9000,
    role,
    "info",
    rt === "java"
      ? `Started Application in ${r.int(6, 19)}.${r.digits(3)} seconds (process running for ${r.int(8, 22)}.1) version=${ver}`
      : `starting ${s.name(role)} version=${ver} commit=${r.hex(7)}`,
  );
  s.emit(at + 9500, role, "warn", `health: NOT_READY (warming caches, ${r.int(2, 9)} of 12 loaded)`);
  s.emit(at + 14000, role, "info", `ready, listening on :${rt === "ruby" ? 3000 : 8080}`);
}
