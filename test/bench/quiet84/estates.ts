// The four made-up accounting-software companies: their services (by role), runtimes, routes and healthy lines.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { access, type Runtime } from "./runtimes.js";

export type Role =
  | "edge"
  | "invoice"
  | "links"
  | "feeds"
  | "rules"
  | "ocr"
  | "tax"
  | "ledger"
  | "payroll"
  | "fx"
  | "portal"
  | "notify";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  country: string;
  currency: string;
  taxAuthority: string;
  taxName: string;
  aggregator: string;
  psp: string;
  traced: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Partial<Record<Role, Runtime>>;
  /** The one service that logs the same harmless error from the first minute. */
  noisy: { role: Role; every: number; line: (r: Rng) => [Level, string] };
  banks: string[];
  merchants: string[];
}

export const ESTATES: Estate[] = [
  {
    key: "ledgerly",
    company: "Ledgerly",
    namespace: "ledgerly-prod",
    country: "GB",
    currency: "GBP",
    taxAuthority: "HMRC",
    taxName: "VAT",
    aggregator: "TrueLayer",
    psp: "Stripe",
    traced: true,
    svc: {
      edge: "api-edge",
      invoice: "invoicing",
      links: "paylinks",
      feeds: "bankfeeds",
      rules: "categorise",
      ocr: "receipt-ocr",
      tax: "mtd-vat",
      ledger: "ledger",
      payroll: "payroll-rti",
      notify: "mailer",
    },
    rt: {
      edge: "node",
      invoice: "ruby",
      links: "node",
      feeds: "python",
      rules: "python",
      ocr: "python",
      tax: "dotnet",
      ledger: "java",
      payroll: "java",
      notify: "go",
    },
    noisy: {
      role: "rules",
      every: 6,
      line: (r) => ["error", `feature 'merchant_mcc' missing for txn tx_${r.hex(10)}; model skipped, rules only`],
    },
    banks: ["ob-barclays", "ob-hsbc", "ob-lloyds", "ob-monzo", "ob-starling", "ob-natwest", "ob-santander"],
    merchants: ["Pret A Manger", "Screwfix", "Tesco Express", "Trainline", "Shell", "Wickes", "Costa Coffee"],
  },
  {
    key: "tallystack",
    company: "Tallystack",
    namespace: "tally-prod",
    country: "AU",
    currency: "AUD",
    taxAuthority: "ATO",
    taxName: "GST",
    aggregator: "Basiq",
    psp: "Stripe",
    traced: false,
    svc: {
      edge: "gateway",
      invoice: "invoice-svc",
      links: "pay-now",
      feeds: "cdr-feeds",
      rules: "auto-coder",
      ocr: "snap-receipts",
      tax: "bas-lodge",
      ledger: "gl-core",
      payroll: "stp-payroll",
    },
    rt: {
      edge: "go",
      invoice: "node",
      links: "go",
      feeds: "go",
      rules: "python",
      ocr: "python",
      tax: "java",
      ledger: "java",
      payroll: "dotnet",
    },
    noisy: {
      role: "ocr",
      every: 5,
      line: (r) => [
        "error",
        `PIL.UnidentifiedImageError: cannot read EXIF orientation of upload up_${r.hex(8)}, assuming 1`,
      ],
    },
    banks: ["CBA", "Westpac", "ANZ", "NAB", "Bendigo", "ING AU", "Macquarie"],
    merchants: ["Bunnings", "Officeworks", "Woolworths", "Ampol", "Coles", "JB Hi-Fi", "Qantas"],
  },
  {
    key: "kontoro",
    company: "Kontoro",
    namespace: "kontoro-prd",
    country: "DE",
    currency: "EUR",
    taxAuthority: "ELSTER",
    taxName: "USt",
    aggregator: "finAPI",
    psp: "Mollie",
    traced: true,
    svc: {
      edge: "web-bff",
      invoice: "billing-docs",
      links: "checkout-links",
      feeds: "psd2-connector",
      rules: "txn-rules",
      ocr: "doc-capture",
      tax: "vat-filer",
      ledger: "books-api",
      fx: "fx-revalue",
      portal: "advisor-portal",
    },
    rt: {
      edge: "node",
      invoice: "java",
      links: "node",
      feeds: "java",
      rules: "go",
      ocr: "python",
      tax: "python",
      ledger: "ruby",
      fx: "go",
      portal: "node",
    },
    noisy: {
      role: "portal",
      every: 7,
      line: (r) => [
        "error",
        `CSP violation: blocked-uri=https://www.googletagmanager.com/gtm.js violated-directive=script-src-elem document-uri=https://advisor.kontoro.de/clients/${r.i(1000, 9999)}`,
      ],
    },
    banks: ["Sparkasse KölnBonn", "Deutsche Bank", "Commerzbank", "ING DiBa", "N26", "Volksbank Mittelhessen", "DKB"],
    merchants: ["DB Fernverkehr", "REWE", "Aral", "Hornbach", "Lufthansa", "Edeka", "Bauhaus"],
  },
  {
    key: "fernledger",
    company: "Fernledger",
    namespace: "fern-prod",
    country: "NZ",
    currency: "NZD",
    taxAuthority: "IRD",
    taxName: "GST",
    aggregator: "Akahu",
    psp: "Windcave",
    traced: false,
    svc: {
      edge: "frontdoor",
      invoice: "invoices",
      links: "paylink",
      feeds: "feed-ingest",
      rules: "rules-svc",
      ocr: "ocr-pipeline",
      tax: "ird-gst",
      ledger: "journal",
      payroll: "payday",
      portal: "practice-portal",
    },
    rt: {
      edge: "node",
      invoice: "python",
      links: "ruby",
      feeds: "node",
      rules: "ruby",
      ocr: "cpp",
      tax: "go",
      ledger: "dotnet",
      payroll: "python",
      portal: "node",
    },
    noisy: {
      role: "invoice",
      every: 6,
      line: (r) => {
        const ip = `203.0.113.${r.i(2, 250)}`;
        return ["error", `Invalid HTTP_HOST header: '${ip}'. You may need to add '${ip}' to ALLOWED_HOSTS.`];
      },
    },
    banks: ["ANZ NZ", "ASB", "BNZ", "Westpac NZ", "Kiwibank", "TSB", "Co-operative Bank"],
    merchants: ["Mitre 10", "Z Energy", "Countdown", "Air New Zealand", "Noel Leeming", "PAK'nSAVE", "Placemakers"],
  },
];

/** Request chains, edge first, as roles; only those whose roles the estate has are used. */
export const ROUTES: Role[][] = [
  ["edge", "invoice", "ledger"],
  ["edge", "invoice", "links"],
  ["edge", "invoice", "notify"],
  ["edge", "links", "ledger"],
  ["edge", "feeds", "rules", "ledger"],
  ["edge", "rules", "ledger"],
  ["edge", "ocr", "ledger"],
  ["edge", "tax", "ledger"],
  ["edge", "payroll", "ledger"],
  ["edge", "fx", "ledger"],
  ["portal", "ledger"],
  ["portal", "tax"],
  ["edge", "ledger"],
];

export const has = (e: Estate, role: Role): boolean => e.svc[role] !== undefined;
export const S = (e: Estate, role: Role): string => e.svc[role] ?? e.svc.edge ?? "api";

const money = (r: Rng, lo = 20, hi = 4800): string => r.f(lo, hi).toFixed(2);
export const org = (r: Rng): number => r.i(10000, 98000);

const EDGE_PATHS: Record<Role, string[]> = {
  edge: ["/api/v2/me", "/api/v2/dashboard"],
  invoice: ["/api/v2/invoices", "/api/v2/invoices/{id}", "/api/v2/invoices/{id}/send"],
  links: ["/api/v2/payment-links", "/pay/{id}"],
  feeds: ["/api/v2/bank-accounts/{id}/sync", "/api/v2/bank-accounts"],
  rules: ["/api/v2/rules", "/api/v2/transactions/{id}/categorise"],
  ocr: ["/api/v2/receipts", "/api/v2/receipts/{id}"],
  tax: ["/api/v2/tax/returns", "/api/v2/tax/obligations"],
  ledger: ["/api/v2/reports/pnl", "/api/v2/journals"],
  payroll: ["/api/v2/payruns", "/api/v2/payruns/{id}/approve"],
  fx: ["/api/v2/revaluations", "/api/v2/fx/rates"],
  portal: ["/clients", "/clients/{id}/ledger"],
  notify: ["/api/v2/invoices/{id}/send"],
};

/** A path the edge serves for a request that goes on to `next`. */
export const edgePath = (next: Role | undefined, r: Rng): string =>
  r.p(EDGE_PATHS[next ?? "edge"]).replace("{id}", String(r.i(100000, 999999)));

/** The healthy line a service writes for its hop of a request (null: it writes nothing for that hop). */
export function okLine(e: Estate, role: Role, next: Role | undefined, r: Rng): string | null {
  const rt = e.rt[role] ?? "node";
  const cur = e.currency;
  switch (role) {
    case "edge": {
      const path = edgePath(next, r);
      const method =
        path.includes("sync") || path.includes("approve") || path.endsWith("s") ? r.p(["GET", "POST"]) : "GET";
      const status = method === "POST" ? (r.c(0.5) ? 201 : 200) : 200;
      return access(rt, r, method, path, status, r.f(18, 420));
    }
    case "invoice":
      if (rt === "ruby" && r.c(0.4)) return access(rt, r, "POST", "/invoices", 201, r.f(30, 180));
      return r.p([
        `invoice INV-${r.digits(6)} issued to contact ${r.i(1000, 99999)} total=${money(r)} ${cur} due in ${r.p([7, 14, 20, 30])}d`,
        `invoice INV-${r.digits(6)} rendered to PDF (${r.i(1, 6)} pages, ${r.i(40, 300)}KB) in ${r.i(120, 900)}ms`,
        `recurring schedule rs_${r.hex(6)}: next invoice created for org ${org(r)}`,
      ]);
    case "links":
      return r.p([
        `payment link plink_${r.hex(8)} created for INV-${r.digits(6)} amount=${money(r)} ${cur}`,
        `${e.psp} payment ${e.psp === "Stripe" ? `pi_${r.hex(14)}` : `tr_${r.hex(10)}`} succeeded amount=${money(r)} ${cur} (card ${r.p(["visa", "mastercard", "amex"])})`,
        `checkout page served for plink_${r.hex(8)} (status=open)`,
      ]);
    case "feeds":
      return `sync account acc_${r.hex(8)} via ${e.aggregator} (${r.p(e.banks)}): ${r.i(0, 40)} new, ${r.i(0, 6)} pending, ${r.i(0, 3)} duplicates skipped in ${r.i(180, 2600)}ms`;
    case "rules":
      return `categorised ${r.i(1, 40)} txns for org ${org(r)}: ${r.i(1, 30)} by rule, ${r.i(0, 8)} by model (p>0.8${r.i(0, 9)}), ${r.i(0, 3)} left for review`;
    case "ocr":
      return `receipt rcpt_${r.hex(10)} extracted merchant="${r.p(e.merchants)}" total=${money(r, 3, 400)} ${cur} tax=${money(r, 0, 60)} conf=0.${r.i(82, 99)} (${r.i(300, 2400)}ms)`;
    case "tax":
      if (rt === "dotnet" && r.c(0.35)) return access(rt, r, "GET", "/mtd-vat/obligations", 200, r.f(20, 300));
      return r.p([
        `${e.taxName} obligations fetched for org ${org(r)}: ${r.i(0, 2)} open (${e.taxAuthority} ${r.i(90, 600)}ms)`,
        `${e.taxName} return draft recalculated for org ${org(r)} period 2026-${r.p(["Q3", "10", "09"])}: box totals balanced`,
      ]);
    case "ledger":
      if (rt === "ruby" && r.c(0.3)) return access(rt, r, "GET", "/journals", 200, r.f(15, 260));
      return r.p([
        `journal J-${r.digits(8)} posted: ${r.i(2, 9)} lines, balanced (org ${org(r)})`,
        `report pnl org=${org(r)} range=2026-${r.p(["01", "04", "07"])}-01..2026-11-30 built in ${r.i(40, 900)}ms (cache ${r.p(["hit", "miss"])})`,
        `bank reconciliation org=${org(r)}: matched ${r.i(1, 30)} lines`,
      ]);
    case "payroll":
      return `payslip calculated employee E-${r.digits(5)} gross=${money(r, 900, 9000)} net=${money(r, 700, 7000)} ${cur} (payrun pr_${r.hex(6)})`;
    case "fx":
      return `revalued org ${org(r)}: ${r.i(1, 6)} foreign balances (USD,GBP,CHF), unrealised ${r.p(["gain", "loss"])} ${money(r, 0, 900)} ${cur}`;
    case "portal":
      return access(rt, r, "GET", r.p(EDGE_PATHS.portal).replace("{id}", String(org(r))), 200, r.f(30, 500));
    case "notify":
      return `sent invoice email message-id=<${r.hex(16)}@mail.${e.key}.io> smtp=250 2.0.0 OK queued as ${r.hex(10).toUpperCase()}`;
    default:
      return null;
  }
}

/** Health checks, job heartbeats and deprecation warnings every estate writes, by role. */
export function backgroundJobs(e: Estate): [number, Role, (r: Rng) => [Level, string]][] {
  const out: [number, Role, (r: Rng) => [Level, string]][] = [];
  for (const role of Object.keys(e.svc) as Role[]) {
    const rt = e.rt[role] ?? "node";
    out.push([r0(role, 10), role, (r) => ["debug", access(rt, r, "GET", "/healthz", 200, r.f(0.4, 3))]]);
  }
  out.push([60, "ledger", (r) => ["info", `outbox relay: published ${r.i(20, 400)} events, lag ${r.i(0, 900)}ms`]]);
  out.push([
    45,
    "feeds",
    (r) => ["info", `scheduler: ${r.i(40, 400)} accounts due for refresh, ${r.i(0, 9)} skipped (consent pending)`],
  ]);
  out.push([90, "invoice", (r) => ["info", `overdue reminder sweep: ${r.i(0, 60)} reminders queued`]]);
  if (has(e, "payroll"))
    out.push([120, "payroll", (r) => ["info", `payrun scheduler: ${r.i(0, 12)} payruns due today`]]);
  if (has(e, "fx"))
    out.push([75, "fx", (r) => ["info", `rates cache refreshed from ECB reference feed (${r.i(30, 32)} currencies)`]]);
  out.push([180, depRole(e), (r) => ["warn", deprecation(e.rt[depRole(e)] ?? "node", r)]]);
  return out;
}

const r0 = (role: Role, base: number): number => base + (role.length % 5);

const depRole = (e: Estate): Role => (has(e, "portal") ? "portal" : "feeds");

export function deprecation(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "python":
      return "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).";
    case "ruby":
      return `DEPRECATION WARNING: TimeWithZone#to_s(:db) is deprecated. Please use #to_fs(:db) instead. (called from block in <class:InvoicePresenter> at app/presenters/invoice_presenter.rb:${r.i(30, 60)})`;
    case "java":
      return "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)";
    case "go":
      return '[WARNING] Running in "debug" mode. Switch to "release" mode in production.';
    case "dotnet":
      return "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed.";
    default:
      return "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.";
  }
}
