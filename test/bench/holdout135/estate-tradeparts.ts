// Estate 3, "tradeparts": a trade counter and warehouse business that sells parts to independent garages. Garages
// price and order through a portal; orders are credit-checked, reserved in a stock ledger, picked by the WMS,
// routed onto delivery vans and invoiced; supplier stock arrives by EDI. Mostly .NET and Java with Go, Python,
// Node and Ruby; no request or trace ids anywhere.
import { GENERIC_DISTRACTORS } from "./changes.js";
import { money, sku, skuSlug } from "./domain.js";
import type { Req, Scn } from "./stream.js";
import type { Estate, Noise, Svc } from "./types.js";

export const TP = {
  portal: "trade-portal",
  identity: "identity",
  prices: "pricebook",
  wms: "wms",
  ledger: "stock-ledger",
  edi: "supplier-edi",
  credit: "credit-check",
  vans: "van-routing",
  invoicing: "invoicing",
  events: "order-events",
  labels: "label-svc",
} as const;

const svc = (name: string, rt: Svc["rt"], pods: number, app: string, version: string, probe = false): Svc => ({
  name,
  rt,
  pods,
  app,
  version,
  ids: false,
  probe,
});

const SERVICES: Svc[] = [
  svc(TP.portal, "dotnet", 3, "TradeParts.Portal", "24.19.0"),
  svc(TP.identity, "dotnet", 2, "TradeParts.Identity", "8.2.5", true),
  svc(TP.prices, "java", 2, "PricebookApplication", "4.6.2"),
  svc(TP.wms, "java", 2, "WmsApplication", "11.3.0"),
  svc(TP.ledger, "dotnet", 2, "TradeParts.StockLedger", "3.14.1", true),
  svc(TP.edi, "go", 1, "supplier-edi", "0.19.4"),
  svc(TP.credit, "python", 1, "credit_check.api:app", "2.3.0", true),
  svc(TP.vans, "go", 1, "van-routing", "1.27.1", true),
  svc(TP.invoicing, "ruby", 1, "sidekiq invoicing", "5.8.0"),
  svc(TP.events, "node", 1, "order-events", "1.9.0"),
  svc(TP.labels, "python", 1, "worker:label-svc", "0.9.12"),
];

export const TP_BRANCHES = ["LDS", "BRD", "WKF", "HUD", "YRK"];
export const TP_SUPPLIERS = ["bosch-aa", "febi-uk", "mahle-direct", "autoparts-nl", "trw-aftermarket"];

export function tpAccount(r: Req["r"]): string {
  return `GA-${r.int(10_000, 14_999)}`;
}

export function tpOrder(r: Req["r"]): string {
  return `TP${r.int(7_700_000, 7_799_999)}`;
}

/** ASP.NET Core's request-finished line, as the trade portal logs every request. */
export function tpFinished(q: Req, d: number, method: string, path: string, status: number, ms: number): void {
  const r = q.r;
  const type = status === 204 ? "-" : "application/json;+charset=utf-8";
  const bytes = status >= 400 ? r.int(90, 400) : r.int(200, 9000);
  q.log(
    d,
    TP.portal,
    "info",
    `Request finished HTTP/2 ${method} https://trade.tradeparts.co.uk${path} - ${status} ${bytes} ${type} ${ms.toFixed(4)}ms`,
  );
}

export function tpPriceFlow(q: Req): void {
  const r = q.r;
  const s = sku(r);
  const acct = tpAccount(r);
  const d = r.lat(14);
  const list = Number(money(r, 3, 300));
  const band = r.pick(["A", "B", "C", "C", "D", "T1"]);
  q.log(
    d,
    TP.prices,
    "info",
    `price sku=${s} account=${acct} band=${band} list=${list.toFixed(2)} net=${(list * r.range(0.55, 0.85)).toFixed(2)} rule=garage-tier-${band.toLowerCase()}`,
  );
  tpFinished(q, d + r.int(2, 6), "GET", `/api/parts/${skuSlug(s)}/price?account=${acct}`, 200, d + r.range(4, 12));
}

export function tpStockFlow(q: Req): void {
  const r = q.r;
  const s = sku(r);
  const br = r.pick(TP_BRANCHES);
  const d = r.lat(8);
  const on = r.int(0, 60);
  const res = Math.min(on, r.int(0, 6));
  q.log(
    d,
    TP.ledger,
    "info",
    `Stock query ${s} at ${br}: on hand ${on}, reserved ${res}, available ${on - res} (${r.int(1, 9)} ms)`,
  );
  tpFinished(q, d + r.int(2, 5), "GET", `/api/stock/${skuSlug(s)}?branch=${br}`, 200, d + r.range(3, 9));
}

export interface TpOrderHooks {
  credit?(q: Req, d: number, acct: string, total: string): number | null;
  reserve?(q: Req, d: number, order: string, lines: number): number | null;
  publish?(q: Req, d: number, order: string): number | null;
  downstream?(q: Req, d: number, order: string): void;
}

/** A trade order: credit check, stock reservation, event out to WMS and invoicing. */
export function tpOrderFlow(q: Req, h: TpOrderHooks = {}): void {
  const r = q.r;
  const acct = tpAccount(r);
  const total = money(r, 20, 1800);
  const lines = r.int(1, 9);
  let d: number | null = r.lat(120);
  if (r.chance(0.05)) {
    q.log(
      d,
      TP.credit,
      "info",
      `credit hold account=${acct}: exposure ${money(r, 4800, 9000)} + order ${total} exceeds limit 5000.00`,
    );
    q.log(d + 6, TP.portal, "info", `Order for ${acct} placed on credit hold, customer asked to call branch`);
    tpFinished(q, d + 9, "POST", "/api/orders", 402, d + 14);
    return;
  }
  if (h.credit) d = h.credit(q, d, acct, total);
  else
    q.log(
      d,
      TP.credit,
      "info",
      `credit ok account=${acct} exposure=${money(r, 0, 4000)} limit=5000.00 order=${total} (bureau score cached)`,
    );
  if (d === null) return;
  const order = tpOrder(r);
  d += r.lat(25);
  if (h.reserve) d = h.reserve(q, d, order, lines);
  else q.log(d, TP.ledger, "info", `Reserved ${lines} line(s) for order ${order} at ${r.pick(TP_BRANCHES)}`);
  if (d === null) return;
  d += r.lat(12);
  if (h.publish) d = h.publish(q, d, order);
  else
    q.log(
      d,
      TP.events,
      "info",
      `published order.created ${order} to exchange trade.orders (routing key branch.${r.pick(TP_BRANCHES).toLowerCase()}) confirm=${r.int(1, 9)}ms`,
    );
  if (d === null) return;
  q.log(d + 4, TP.portal, "info", `Order ${order} accepted for ${acct}: ${lines} lines, ${total} GBP net`);
  tpFinished(q, d + 6, "POST", "/api/orders", 201, d + r.range(8, 20));
  if (h.downstream) h.downstream(q, d + 10, order);
  else {
    q.log(
      d + r.int(200, 1500),
      TP.wms,
      "info",
      `Pick task created for order ${order}: ${lines} lines, zone ${r.pick(["A", "B", "C", "BULK"])}`,
      { logger: "c.t.wms.picking.PickTaskService" },
    );
    q.log(d + r.int(1500, 5000), TP.invoicing, "info", `InvoiceJob queued invoice for ${order} (${lines} lines)`);
  }
}

function loginFlow(q: Req): void {
  const r = q.r;
  const d = r.lat(60);
  const user = `u_${r.hex(6)}`;
  if (r.chance(0.08)) {
    q.log(d, TP.identity, "warn", `Login failed for ${user}: invalid password (attempt ${r.int(1, 4)})`);
    tpFinished(q, d + 3, "POST", "/account/login", 200, d + 5);
    return;
  }
  if (r.chance(0.02)) {
    q.log(d, TP.identity, "warn", `User ${user} locked out after 5 failed attempts`);
    tpFinished(q, d + 3, "POST", "/account/login", 200, d + 5);
    return;
  }
  q.log(
    d,
    TP.identity,
    "info",
    `Token issued: client=trade-portal grant=authorization_code sub=${user} scopes="openid profile trade.api"`,
  );
  tpFinished(q, d + r.int(5, 15), "GET", "/signin-oidc", 302, d + r.range(15, 30));
}

export function tpEtaFlow(q: Req): void {
  const r = q.r;
  const order = tpOrder(r);
  const d = r.lat(10);
  const br = r.pick(TP_BRANCHES);
  const stop = r.int(1, 14);
  q.log(
    d,
    TP.vans,
    "info",
    `eta order=${order} run=${br}-R${r.int(1, 6)} stop=${stop}/${r.int(stop, 18)} eta=${String(r.int(9, 17)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")} source=live`,
  );
  tpFinished(q, d + r.int(2, 6), "GET", `/api/orders/${order}/eta`, 200, d + r.range(4, 9));
}

export function tpEdiPoll(s: Scn, t: number, sup = s.r.pick(TP_SUPPLIERS)): void {
  const r = s.r;
  const n = r.int(0, 3);
  const stamp = new Date(t).toISOString().replace(/[-:]/g, "").slice(0, 13).replace("T", "_");
  s.emit(t, TP.edi, "info", `sftp poll supplier=${sup} files=${n}`);
  if (!n) return;
  const lines = r.int(200, 4000);
  const changes = r.int(0, 120);
  s.emit(
    t + r.int(300, 1500),
    TP.edi,
    "info",
    `processed INVRPT_${stamp}.edi from ${sup}: segments=${lines} stock_changes=${changes} archived=true`,
  );
  if (changes)
    s.emit(t + r.int(1600, 2200), TP.ledger, "info", `Applied ${changes} supplier stock changes from ${sup}`);
}

export function tpLabelRun(s: Scn, t: number): void {
  const r = s.r;
  const n = r.int(0, 5);
  if (n)
    s.emit(
      t,
      TP.labels,
      "info",
      `printed ${n} label(s) to zpl://${r.pick(TP_BRANCHES).toLowerCase()}-despatch-0${r.int(1, 3)} carrier=${r.pick(["dx", "dpd", "apc"])} profile=zpl-4x6-203dpi`,
    );
}

const chronic: Noise[] = [
  {
    svc: TP.wms,
    perMin: 1.5,
    emit: (s, t) =>
      s.emit(
        t,
        TP.wms,
        "error",
        `Scanner event rejected: unknown bay 'Z99' from device RF-${s.r.int(10, 19)} (user ${s.r.pick(["kpatel", "dgreen", "mnowak", "sali"])})`,
        { logger: "c.t.wms.scan.ScanEventHandler" },
      ),
  },
  {
    svc: TP.portal,
    perMin: 1,
    emit: (s, t) =>
      s.emit(
        t,
        TP.portal,
        "error",
        'Failed to send telemetry batch: 400 Bad Request {"itemsReceived":50,"itemsAccepted":0,"errors":[{"message":"Invalid instrumentation key"}]}',
      ),
  },
  {
    svc: TP.edi,
    perMin: 0.6,
    emit: (s, t) =>
      s.emit(
        t,
        TP.edi,
        "error",
        `supplier autoparts-nl: functional acknowledgement (997) missing for interchange ${s.r.digits(9)} sent ${s.r.int(2, 6)}d ago`,
      ),
  },
  {
    svc: TP.invoicing,
    perMin: 0.8,
    emit: (s, t) =>
      s.emit(t, TP.invoicing, "warn", "PDF render: font 'Helvetica Neue' not found, falling back to 'DejaVu Sans'"),
  },
];

const deprecations: Noise[] = [
  {
    svc: TP.portal,
    perMin: 0.2,
    emit: (s, t) =>
      s.emit(
        t,
        TP.portal,
        "warn",
        "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
      ),
  },
  {
    svc: TP.wms,
    perMin: 0.3,
    emit: (s, t) =>
      s.emit(
        t,
        TP.wms,
        "warn",
        "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
        { logger: "org.hibernate.orm.deprecation" },
      ),
  },
  {
    svc: TP.credit,
    perMin: 0.6,
    emit: (s, t) =>
      s.emit(
        t,
        TP.credit,
        "warn",
        "/app/credit_check/models.py:41: PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead. Deprecated in Pydantic V2.0 to be removed in V3.0.",
      ),
  },
];

export const tradeparts: Estate = {
  key: "tradeparts",
  title: "trade counter and warehouse",
  namespace: "trade",
  services: SERVICES,
  idStyle: "none",
  flows: [
    { name: "price", weight: 3, run: tpPriceFlow },
    { name: "stock", weight: 2.4, run: tpStockFlow },
    { name: "order", weight: 0.7, run: (q) => tpOrderFlow(q) },
    { name: "login", weight: 0.4, run: loginFlow },
    { name: "eta", weight: 0.6, run: tpEtaFlow },
  ],
  jobs: [
    { name: "edi-poll", periodMs: 60_000, jitterMs: 2000, run: (s, t) => tpEdiPoll(s, t) },
    {
      name: "wave",
      periodMs: 90_000,
      jitterMs: 3000,
      run: (s, t) =>
        s.emit(
          t,
          TP.wms,
          "info",
          `Wave W-${new Date(t).toISOString().slice(0, 10)}-${String(s.r.int(1, 60)).padStart(3, "0")} released: ${s.r.int(5, 40)} picks across ${s.r.int(1, 4)} zones`,
          { logger: "c.t.wms.waves.WavePlanner" },
        ),
    },
    {
      name: "routes",
      periodMs: 120_000,
      jitterMs: 4000,
      run: (s, t) =>
        s.emit(
          t,
          TP.vans,
          "info",
          `route run ${s.r.pick(TP_BRANCHES)}-R${s.r.int(1, 6)} re-optimised: stops=${s.r.int(6, 18)} distance=${s.r.range(30, 110).toFixed(1)}km late_risk=${s.r.int(0, 3)}`,
        ),
    },
    {
      name: "invoices",
      periodMs: 60_000,
      jitterMs: 1500,
      run: (s, t) => {
        const n = s.r.int(0, 14);
        if (n) s.emit(t, TP.invoicing, "info", `InvoiceBatchJob: ${n} invoices generated, ${n} emailed`);
      },
    },
    { name: "labels", periodMs: 45_000, jitterMs: 2000, run: tpLabelRun },
  ],
  linesPerReq: 2.2,
  maxRps: 3.6,
  chronic,
  deprecations,
  distractors: GENERIC_DISTRACTORS,
  flags: ["portal.quick-order", "pricebook.promo-engine", "wms.batch-picking", "invoicing.e-invoice"],
  probePath: "/health/live",
};
