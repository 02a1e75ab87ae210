// The normal life of an accounting estate: request traffic, probes, jobs, one noisy service, domain grumbles,
// deprecation warnings, retries that succeed and an unrelated deploy or config reload.
import { type Role, roleList } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Scene } from "./stream.js";

const MERCHANTS = [
  "Pret A Manger",
  "Shell Forecourt",
  "Staples",
  "Uber BV",
  "Officeworks",
  "Bunnings",
  "Countdown",
  "WHSmith",
  "Trainline",
  "Amazon EU SARL",
];
const BANKS = [
  "Barclays",
  "HSBC UK",
  "Monzo",
  "Starling",
  "Lloyds",
  "ANZ",
  "Westpac",
  "ASB",
  "NatWest",
  "Commonwealth Bank",
];
const ROUTES: Record<Role, string[]> = {
  gw: [],
  inv: [
    "POST /api/v2/invoices",
    "GET /api/v2/invoices/:id",
    "POST /api/v2/invoices/:id/send",
    "GET /api/v2/invoices?status=overdue",
  ],
  pay: ["POST /api/v2/payment-links", "GET /pay/:token", "POST /webhooks/psp"],
  feeds: ["GET /api/v2/bank-accounts/:id/transactions", "POST /api/v2/bank-connections/:id/refresh"],
  rules: ["POST /api/v2/bank-rules", "POST /api/v2/transactions/:id/categorise"],
  ocr: ["POST /api/v2/receipts", "GET /api/v2/receipts/:id"],
  payroll: ["GET /api/v2/payruns/:id", "POST /api/v2/payruns/:id/preview"],
  tax: ["GET /api/v2/tax/obligations", "GET /api/v2/tax/returns/:period"],
  export: ["POST /api/v2/exports", "GET /api/v2/exports/:id"],
  portal: ["GET /portal/clients", "GET /portal/clients/:id/dashboard"],
  fx: ["GET /api/v2/currencies/rates"],
  search: ["GET /api/v2/search"],
};
const WEIGHT: Record<Role, number> = {
  gw: 0,
  inv: 5,
  pay: 3,
  feeds: 5,
  rules: 2,
  ocr: 3,
  payroll: 1,
  tax: 1,
  export: 1,
  portal: 2,
  fx: 1,
  search: 2,
};

export const id = (rng: Rng, p: string, n = 8) => `${p}${rng.hex(n)}`;
const money = (rng: Rng) => `${rng.int(12, 9800)}.${String(rng.int(0, 99)).padStart(2, "0")}`;

export function gwLine(
  s: Scene,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  trace?: string,
): void {
  const gw = s.estate.roles.gw;
  const lvl = status >= 500 ? "ERROR" : status >= 400 ? "WARN" : "INFO";
  const msg =
    gw?.rt === "go"
      ? `access method=${method} path=${path} status=${status} dur=${ms}ms bytes=${s.rng.int(90, 18000)}`
      : `${method} ${path} ${status} ${ms}ms - ${s.rng.pick(["Mozilla/5.0", "Tallybook-iOS/7.2", "okhttp/4.12.0", "python-requests/2.31"])}`;
  s.emit(t, "gw", lvl, msg, { trace });
}

export const fillPath = (s: Scene, p: string) =>
  p
    .replace(":id", s.rng.hex(6))
    .replace(":token", `pl_${s.rng.hex(12)}`)
    .replace(":period", `${s.rng.pick(["24A1", "24A2", "25A1"])}`);

export function routeOf(s: Scene, r: Role): [string, string] {
  const [m, p] = (s.rng.pick(ROUTES[r].length ? ROUTES[r] : ["GET /api/v2/status"]) as string).split(" ") as [
    string,
    string,
  ];
  return [m, fillPath(s, p)];
}

/** The ordinary line the service behind a route logs for one good request. */
export function okLine(s: Scene, r: Role, t: number, trace?: string): void {
  const g = s.rng;
  const c = s.estate.currency;
  const lines: Partial<Record<Role, () => string>> = {
    inv: () =>
      g.pick([
        `invoice INV-${g.int(1000, 99999)} created for contact ${id(g, "ct_", 6)} (${g.int(1, 9)} lines, total ${money(g)} ${c})`,
        `invoice INV-${g.int(1000, 99999)} sent to ${g.pick(["accounts", "billing", "ap", "finance"])}@${g.pick(["acme", "bluegum", "hollis", "kereru"])}.example with pay link`,
        `reminder scheduled for INV-${g.int(1000, 99999)} (7 days overdue)`,
      ]),
    pay: () =>
      g.pick([
        `payment link ${id(g, "pl_", 12)} created amount=${money(g)} ${c} expires_in=30d`,
        `checkout completed link=${id(g, "pl_", 12)} psp_ref=${id(g, "pi_", 14)} amount=${money(g)}`,
        `webhook payment_intent.succeeded verified, invoice marked paid`,
      ]),
    feeds: () =>
      g.pick([
        `fetched ${g.int(0, 80)} transactions for account ${id(g, "ba_", 8)} (${g.pick(BANKS)})`,
        `connection ${id(g, "cn_", 8)} refreshed in ${g.int(300, 4200)}ms`,
        `skipped ${g.int(1, 4)} duplicate transactions (same fitid) for account ${id(g, "ba_", 8)}`,
      ]),
    rules: () =>
      `applied ${g.int(3, 40)} rules to ${g.int(1, 60)} transactions: ${g.int(1, 50)} categorised, ${g.int(0, 9)} left for review`,
    ocr: () =>
      `receipt ${id(g, "rc_", 10)} extracted merchant="${g.pick(MERCHANTS)}" total=${money(g)} confidence=0.${g.int(80, 99)}`,
    payroll: () => `payrun ${id(g, "pr_", 8)} preview computed for ${g.int(2, 60)} employees in ${g.int(40, 900)}ms`,
    tax: () => `obligations fetched for ${g.int(100000000, 999999999)}: ${g.int(0, 4)} open periods`,
    export: () =>
      `export ${id(g, "ex_", 8)} (${g.pick(["trial balance", "aged receivables", "general ledger", "VAT detail"])}, ${g.pick(["xlsx", "csv", "xlsx"])}) finished: ${g.int(20, 9000)} rows in ${g.int(1, 40)}.${g.int(0, 9)}s`,
    portal: () => `practice ${id(g, "pr_", 6)} dashboard rendered for ${g.int(3, 140)} clients`,
    fx: () => `served ${g.int(20, 160)} rates base=${c}`,
    search: () => `[txn-search-2026.11][${g.int(0, 4)}] took[${g.int(3, 90)}ms], total hits ${g.int(0, 500)}`,
  };
  const f = lines[r];
  if (f) s.emit(t + g.int(2, 40), r, "INFO", f(), { trace });
}

export interface BaseOpts {
  reqPerSec: number;
  near: number; // where the unrelated deploy/config reload lands
}

export function baseline(s: Scene, o: BaseOpts): void {
  const g = s.rng;
  const roles = roleList(s.estate).filter((r) => r !== "gw");
  const routed = roles.filter((r) => WEIGHT[r] > 0);
  const total = routed.reduce((a, r) => a + WEIGHT[r], 0);
  // request traffic through the gateway
  let t = s.start + g.exp(1000 / o.reqPerSec);
  while (t < s.end) {
    let x = g.next() * total;
    let r: Role = routed[0] as Role;
    for (const c of routed) {
      x -= WEIGHT[c];
      if (x <= 0) {
        r = c;
        break;
      }
    }
    const tr = s.tr();
    const hook = (s.hooks.get(r) ?? []).find((h) => t >= h.from && t < h.to && g.chance(h.p));
    if (!hook?.fn(Math.round(t), tr)) {
      const [method, path] = (g.pick(ROUTES[r]) as string).split(" ") as [string, string];
      okLine(s, r, Math.round(t), tr);
      const ms = g.int(18, 420);
      gwLine(s, Math.round(t) + ms, method, fillPath(s, path), method === "POST" ? 201 : 200, ms, tr);
    }
    t += g.exp(1000 / o.reqPerSec);
  }
  // probes
  for (const r of roleList(s.estate)) {
    const rt = s.estate.roles[r]?.rt;
    const probe =
      rt === "dotnet"
        ? "Request finished HTTP/1.1 GET http://10.0.3.7:8080/health - 200 - text/plain 0.4ms"
        : rt === "java"
          ? "GET /actuator/health 200 (2 ms)"
          : rt === "ruby"
            ? 'Started GET "/up" for 10.0.0.1 ... Completed 200 OK in 1ms'
            : "GET /healthz 200 0.6ms kube-probe/1.29";
    s.every(s.start, s.end, g.pick([15000, 20000, 30000]), (tt) => s.emit(tt, r, "DEBUG", probe));
  }
  jobs(s);
  noisy(s);
  grumbles(s);
  deprecations(s);
  retries(s);
  change(s, o.near);
}

function jobs(s: Scene): void {
  const g = s.rng;
  if (s.has("feeds"))
    s.every(s.start, s.end, 60000, (t) =>
      s.emit(
        t,
        "feeds",
        "INFO",
        `sync cycle done: ${g.int(300, 900)} connections refreshed, ${g.int(0, 6)} need reauth, ${g.int(1200, 9000)} transactions imported`,
      ),
    );
  if (s.has("fx"))
    s.every(s.start, s.end, 60000, (t) =>
      s.emit(
        t,
        "fx",
        "INFO",
        `rate snapshot stored: ${g.int(150, 170)} currencies base=${s.estate.currency} source=ecb-mirror age=${g.int(1, 50)}s`,
      ),
    );
  if (s.has("tax"))
    s.every(s.start, s.end, 45000, (t) =>
      s.emit(
        t,
        "tax",
        "INFO",
        `receipt poller: ${g.int(0, 5)} submissions awaiting acknowledgement, ${g.int(0, 3)} acknowledged`,
      ),
    );
  if (s.has("payroll"))
    s.every(s.start, s.end, 120000, (t) =>
      s.emit(
        t,
        "payroll",
        "INFO",
        `scheduler tick: ${g.int(0, 12)} payruns due before 17:00, ${g.int(0, 4)} RTI submissions queued`,
      ),
    );
  if (s.has("export"))
    s.every(s.start, s.end, 20000, (t) => {
      const rt = s.estate.roles.export?.rt;
      s.emit(
        t,
        "export",
        "INFO",
        rt === "ruby"
          ? `SpreadsheetExportJob JID-${g.hex(24)} done: ${g.int(1, 30)}.${g.int(100, 999)} sec`
          : `export queue: ${g.int(0, 14)} pending, ${g.int(1, 6)} workers busy`,
      );
    });
  if (s.has("ocr"))
    s.every(s.start, s.end, 30000, (t) =>
      s.emit(t, "ocr", "INFO", `inbox poll: ${g.int(0, 40)} new receipts from email-in, queue depth ${g.int(0, 25)}`),
    );
  if (s.has("inv"))
    s.every(s.start, s.end, 90000, (t) =>
      s.emit(t, "inv", "INFO", `recurring invoices: generated ${g.int(0, 30)} drafts, ${g.int(0, 12)} auto-sent`),
    );
  if (s.has("search"))
    s.every(s.start, s.end, 60000, (t) =>
      s.emit(
        t,
        "search",
        "INFO",
        `[es-data-${g.int(0, 2)}] [gc][${g.int(1000, 9000)}] overhead, spent [${g.int(100, 300)}ms] collecting in the last [1s]`,
      ),
    );
  if (s.has("portal"))
    s.every(s.start, s.end, 40000, (t) =>
      s.emit(t, "portal", "INFO", `session store: ${g.int(80, 400)} active accountant sessions`),
    );
}

function noisy(s: Scene): void {
  const g = s.rng;
  const r = s.estate.noisy;
  const f: Partial<Record<Role, () => [string, "WARN" | "ERROR"]>> = {
    feeds: () => [
      `consent expired for connection ${id(g, "cn_", 8)} (${g.pick(BANKS)}): ITEM_LOGIN_REQUIRED, marked reauth_required and customer emailed`,
      "ERROR",
    ],
    ocr: () => [
      `OCR failed for receipt ${id(g, "rc_", 10)}: no text regions found (image too blurry, variance 11.${g.int(0, 9)}), sent to manual entry`,
      "ERROR",
    ],
    portal: () => [`analytics beacon rejected: Request failed with status code 400 (session ${g.hex(10)})`, "ERROR"],
    rules: () => [`rule ${id(g, "r_", 6)} references archived account code ${g.int(200, 899)}; skipped`, "WARN"],
  };
  const gen = f[r];
  if (gen)
    s.every(s.start, s.end, g.int(5000, 12000), (t) => {
      const [m, l] = gen();
      s.emit(t, r, l, m);
    });
}

function grumbles(s: Scene): void {
  const g = s.rng;
  const list: [Role, "WARN" | "ERROR" | "INFO", () => string][] = [
    [
      "inv",
      "WARN",
      () =>
        `delivery of INV-${g.int(1000, 99999)} to ${g.pick(["acounts", "bilingg", "info"])}@${g.pick(["acme", "hollis"])}.example bounced: 550 5.1.1 user unknown`,
    ],
    [
      "tax",
      "WARN",
      () =>
        `${s.estate.taxName} for period ${g.pick(["2025-07", "2025-08", "Q3-2025"])} rejected by tax authority: ${g.pick(["INVALID_REQUEST: totalAcquisitionsExVAT missing", "RULE_INVALID_PERIOD_KEY", "DUPLICATE_SUBMISSION"])}; customer notified`,
    ],
    ["pay", "INFO", () => `payment link ${id(g, "pl_", 12)} opened after expiry, showing expired page`],
    [
      "feeds",
      "INFO",
      () =>
        `consent for ${g.pick(BANKS)} connection ${id(g, "cn_", 8)} expires in ${g.int(1, 7)} days, reconnect reminder sent`,
    ],
    [
      "ocr",
      "WARN",
      () => `receipt ${id(g, "rc_", 10)} low confidence 0.${g.int(30, 59)}, total not found, routed to review`,
    ],
    ["export", "WARN", () => `export ${id(g, "ex_", 8)} truncated at 1048576 rows (xlsx limit), suggested csv`],
    ["rules", "INFO", () => `rule conflict for txn ${id(g, "tx_", 8)}: 2 rules matched, used highest priority`],
    ["payroll", "WARN", () => `employee ${id(g, "em_", 6)} missing tax code, emergency code 1257L M1 applied`],
    ["fx", "WARN", () => `rate for ${g.pick(["VES", "ZWL", "SSP"])} stale (${g.int(2, 9)}h), using last known`],
  ];
  for (const [r, l, m] of list)
    if (s.has(r)) s.every(s.start, s.end, g.int(40000, 150000), (t) => s.emit(t, r, l, m()));
}

function deprecations(s: Scene): void {
  const g = s.rng;
  for (const r of roleList(s.estate)) {
    const rt = s.estate.roles[r]?.rt;
    const m = {
      node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      python:
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
      go: "WARNING: grpc.Dial is deprecated: use grpc.NewClient instead",
      ruby: "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0.",
      dotnet: "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured.",
    }[rt ?? "node"];
    if (g.chance(0.5)) s.every(s.start, s.end, g.int(120000, 300000), (t) => s.emit(t, r, "WARN", m));
  }
}

function retries(s: Scene): void {
  const g = s.rng;
  const pairs: [Role, Role, string][] = [
    ["feeds", "rules", "POST /categorise"],
    ["ocr", "inv", "POST /attachments"],
    ["export", "inv", "GET /ledger/entries"],
    ["portal", "inv", "GET /clients/summary"],
  ];
  for (const [a, b, p] of pairs) {
    if (!s.has(a) || !s.has(b)) continue;
    s.every(s.start, s.end, g.int(90000, 240000), (t) => {
      s.emit(t, a, "WARN", `${s.name(b)} ${p} returned ${g.pick([502, 503])}, retrying (attempt 2/3) in 200ms`);
      s.emit(t + g.int(250, 600), a, "INFO", `${s.name(b)} ${p} succeeded on attempt 2`);
    });
  }
}

function change(s: Scene, near: number): void {
  const g = s.rng;
  const cands = roleList(s.estate).filter((r) => r !== "gw");
  const r = g.pick(cands);
  const t = near + g.int(-150000, 120000);
  const ver = `v${g.int(2, 9)}.${g.int(0, 40)}.${g.int(0, 9)}`;
  if (g.chance(0.5)) {
    s.emit(t, r, "INFO", `received SIGTERM, draining connections (deploy ${ver})`);
    s.emit(t + g.int(4000, 9000), r, "INFO", `starting ${s.name(r)} ${ver} (git ${g.hex(7)})`);
    s.emit(t + g.int(9000, 14000), r, "INFO", `${s.name(r)} ${ver} ready, listening on :8080`);
  } else {
    s.emit(
      t,
      r,
      "INFO",
      `config reloaded from configmap ${s.name(r)}-config: ${g.int(1, 4)} keys changed (feature_flags.${g.pick(["new_dashboard", "bulk_reconcile", "ai_suggestions"])})`,
    );
  }
}

/** Things a quiet window may also hold that look alarming for a moment but are routine. */
export function quietExtras(s: Scene, mid: number): void {
  const g = s.rng;
  if (s.has("feeds")) {
    const bank = g.pick(BANKS);
    s.emit(
      mid - 60000,
      "feeds",
      "WARN",
      `aggregator notice: ${bank} planned maintenance, syncs for ${bank} connections paused for 30m`,
    );
    s.every(mid - 55000, mid + 60000, 9000, (t) =>
      s.emit(t, "feeds", "INFO", `skipping ${bank} connection ${id(g, "cn_", 8)}: institution in maintenance window`),
    );
  }
  if (s.has("ocr") && g.chance(0.7))
    s.emit(
      mid + g.int(-200000, 200000),
      "ocr",
      "WARN",
      `could not open attachment for receipt ${id(g, "rc_", 10)} (encrypted PDF), asked sender for a plain copy`,
    );
  if (s.has("tax"))
    s.emit(
      mid + g.int(-100000, 100000),
      "tax",
      "WARN",
      `${s.estate.taxName} draft for org ${g.int(10000, 99999)} failed pre-check: box 6 (total sales) missing; draft kept`,
    );
  if (s.has("pay"))
    s.every(s.start, s.end, g.int(60000, 120000), (t) =>
      s.emit(t, "pay", "WARN", `card payment declined for link ${id(g, "pl_", 12)}: insufficient_funds`),
    );
}
