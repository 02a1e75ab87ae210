// The four made-up companies of quiet38: two consumer lenders and two card/payments fintechs.
import type { Rng } from "./rng.js";
import type { Level, Stream } from "./stream.js";

export type Runtime = "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "cpp";
export type Role =
  | "gw"
  | "apply"
  | "bureau"
  | "kyc"
  | "decision"
  | "esign"
  | "disburse"
  | "repay"
  | "collect"
  | "notify"
  | "auth"
  | "issuing"
  | "fraud"
  | "ledger"
  | "disputes"
  | "settle"
  | "token"
  | "webhook";

export interface Estate {
  key: string;
  company: string;
  kind: "lender" | "card";
  ns: string;
  traces: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Partial<Record<Role, Runtime>>;
  bureau: string;
  vendor: string;
  cur: string;
  pkg: string;
}

export const ESTATES: Estate[] = [
  {
    key: "kestrel",
    company: "Kestrel Lending",
    kind: "lender",
    ns: "kestrel-prod",
    traces: true,
    svc: {
      gw: "apply-edge",
      apply: "loan-applications",
      bureau: "bureau-gateway",
      kyc: "idv-orchestrator",
      decision: "credit-decisioning",
      esign: "esign-callbacks",
      disburse: "funds-disburser",
      repay: "repayment-runner",
      collect: "arrears-manager",
      notify: "comms-dispatch",
    },
    rt: {
      gw: "node",
      apply: "java",
      bureau: "java",
      kyc: "python",
      decision: "java",
      esign: "node",
      disburse: "go",
      repay: "python",
      collect: "ruby",
      notify: "go",
    },
    bureau: "Experian",
    vendor: "Onfido",
    cur: "£",
    pkg: "uk.co.kestrel",
  },
  {
    key: "moorfield",
    company: "Moorfield Finance",
    kind: "lender",
    ns: "mf-live",
    traces: false,
    svc: {
      gw: "mf-portal-bff",
      apply: "applications-api",
      bureau: "cra-adapter",
      kyc: "kyc-checks",
      decision: "scorecard-svc",
      esign: "docsign-svc",
      disburse: "payout-bacs",
      repay: "dd-collections",
      collect: "recoveries-svc",
    },
    rt: {
      gw: "node",
      apply: "dotnet",
      bureau: "dotnet",
      kyc: "python",
      decision: "python",
      esign: "ruby",
      disburse: "java",
      repay: "dotnet",
      collect: "java",
    },
    bureau: "Equifax",
    vendor: "Jumio",
    cur: "£",
    pkg: "com.moorfield",
  },
  {
    key: "tallypay",
    company: "Tallypay",
    kind: "card",
    ns: "tallypay-prd",
    traces: true,
    svc: {
      gw: "tp-api-gateway",
      auth: "authz-switch",
      issuing: "card-issuer",
      fraud: "fraud-sentinel",
      ledger: "ledger-writer",
      disputes: "disputes-svc",
      settle: "clearing-ingest",
      token: "token-vault",
      notify: "push-notifier",
      webhook: "webhook-out",
    },
    rt: {
      gw: "go",
      auth: "go",
      issuing: "java",
      fraud: "python",
      ledger: "go",
      disputes: "ruby",
      settle: "java",
      token: "java",
      notify: "node",
      webhook: "node",
    },
    bureau: "",
    vendor: "Visa",
    cur: "€",
    pkg: "io.tallypay",
  },
  {
    key: "quillbank",
    company: "Quillbank",
    kind: "card",
    ns: "qb-production",
    traces: false,
    svc: {
      gw: "qb-edge",
      auth: "auth-host",
      issuing: "issuing-core",
      fraud: "risk-engine",
      ledger: "balances-svc",
      disputes: "chargebacks-api",
      settle: "settlement-recon",
      token: "provisioning-svc",
      webhook: "partner-hooks",
    },
    rt: {
      gw: "node",
      auth: "cpp",
      issuing: "dotnet",
      fraud: "java",
      ledger: "dotnet",
      disputes: "python",
      settle: "python",
      token: "go",
      webhook: "ruby",
    },
    bureau: "",
    vendor: "Mastercard",
    cur: "£",
    pkg: "com.quillbank",
  },
];

/** What every generator of noise or failure gets. */
export class Ctx {
  constructor(
    readonly s: Stream,
    readonly e: Estate,
    readonly a: number,
    readonly b: number,
    readonly k: number,
  ) {}
  get r(): Rng {
    return this.s.r;
  }
  has(role: Role): boolean {
    return this.e.svc[role] !== undefined;
  }
  svc(role: Role): string {
    const s = this.e.svc[role];
    if (!s) throw new Error(`${this.e.key} has no ${role}`);
    return s;
  }
  rt(role: Role): Runtime {
    return this.e.rt[role] ?? "go";
  }
  trace(): string | undefined {
    return this.e.traces ? this.r.hex(32) : undefined;
  }
  emit(t: number, role: Role, level: Level, msg: string, req?: string, tag?: string): void {
    this.s.emit(t, this.svc(role), level, msg, req, tag);
  }
  money(lo: number, hi: number): string {
    return `${this.e.cur}${this.r.i(lo, hi)}.${this.r.digits(2)}`;
  }
  app(): string {
    return this.e.key === "kestrel" ? `APP-${this.r.digits(8)}` : `MF${this.r.digits(7)}`;
  }
  loan(): string {
    return this.e.key === "kestrel" ? `LN-${this.r.digits(7)}` : `AGR${this.r.digits(8)}`;
  }
  pan(): string {
    return `${this.r.pick(["4", "5"])}${this.r.digits(5)}******${this.r.digits(4)}`;
  }
  /** An access-log line in the style of the role's runtime. */
  access(role: Role, method: string, path: string, status: number, ms: number): string {
    const r = this.r;
    switch (this.rt(role)) {
      case "node":
        return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${r.i(80, 2400)}`;
      case "java":
        return `[http-nio-8080-exec-${r.i(1, 40)}] ${this.e.pkg}.web.AccessLogFilter : ${method} ${path} -> ${status} (${Math.round(ms)} ms)`;
      case "go":
        return `http request method=${method} path=${path} status=${status} dur=${ms.toFixed(1)}ms bytes=${r.i(60, 3000)}`;
      case "python":
        return `10.${r.i(20, 60)}.${r.i(0, 255)}.${r.i(2, 250)}:${r.i(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status} (${Math.round(ms)}ms)`;
      case "dotnet":
        return `Request finished HTTP/1.1 ${method} http://${this.svc(role)}:8080${path} - ${status} ${r.i(0, 2400)} application/json;+charset=utf-8 ${ms.toFixed(4)}ms`;
      case "ruby":
        return `method=${method} path=${path} format=json status=${status} duration=${ms.toFixed(2)} view=${(ms * 0.1).toFixed(2)} db=${(ms * 0.4).toFixed(2)}`;
      default:
        return `[acceptor-${r.i(0, 7)}] ${method} ${path} -> ${status} (${Math.round(ms)} ms)`;
    }
  }
}

const DEPRECATION: Record<Runtime, string[]> = {
  java: [
    "Property 'spring.redis.host' is Deprecated: Use 'spring.data.redis.host' instead.",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  go: ["grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x."],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead.",
  ],
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  dotnet: [
    "Microsoft.AspNetCore.Server.Kestrel: Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
  ],
  ruby: [
    "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.",
  ],
  cpp: ["config: option 'iso.legacy_field55_passthrough' is deprecated and will be ignored in 5.0"],
};

/** Request traffic, health checks, periodic jobs, the noisy service, deprecations, retries that work. */
export function baseline(c: Ctx): void {
  const { s, r, e, a, b, k } = c;
  if (e.kind === "lender") lenderTraffic(c);
  else cardTraffic(c);
  // health checks on a few services
  const roles = Object.keys(e.svc) as Role[];
  for (const role of roles.filter((_, i) => i % 3 === 0)) {
    s.every(a, b, r.pick([10000, 15000, 30000]), (t) =>
      c.emit(t, role, "info", c.access(role, "GET", "/healthz", 200, r.f() * 3 + 0.4)),
    );
  }
  // deprecations: at the first minute, then hourly-ish reminders on one service
  for (const role of roles.filter((_, i) => i % 4 === 1)) {
    const msgs = DEPRECATION[c.rt(role)];
    c.emit(a + r.i(2000, 50000), role, "warn", r.pick(msgs));
    s.every(a + 60000, b, r.i(240000, 420000), (t) => c.emit(t, role, "warn", r.pick(msgs)));
  }
  // the noisy service with a constant harmless error/warning
  const noisy = NOISY[e.key];
  if (noisy) for (const t of s.times(a, b, noisy[1] * (0.8 + 0.4 * r.f()))) c.emit(t, noisy[0], noisy[2], noisy[3](c));
  // retries that succeed
  for (const t of s.times(a, b, 0.8 * k + 0.5)) {
    const role = r.pick(roles);
    const id = c.trace();
    c.emit(t, role, "warn", retryLine(c, role, 1), id);
    c.emit(t + r.i(150, 1200), role, "info", retryLine(c, role, 2), id);
  }
}

function retryLine(c: Ctx, role: Role, attempt: number): string {
  const r = c.r;
  const dest = r.pick([
    "redis-primary:6379",
    "vault.internal:8200",
    "config-server:8888",
    "s3.eu-west-2.amazonaws.com",
  ]);
  if (attempt === 2) {
    switch (c.rt(role)) {
      case "java":
        return `Retry 'downstream' recovered on attempt #2 (${dest})`;
      case "python":
        return `Retrying succeeded: ${dest} on attempt 2`;
      default:
        return `request to ${dest} succeeded after 1 retry`;
    }
  }
  switch (c.rt(role)) {
    case "java":
      return `Retry 'downstream', waiting PT0.2S until attempt '1'. Last attempt failed with exception 'java.net.SocketTimeoutException: Read timed out'.`;
    case "python":
      return `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='${dest.split(":")[0]}', port=443): Read timed out. (read timeout=2)")': /`;
    case "node":
      return `retrying ${dest} (attempt 1 of 3) after ECONNRESET`;
    case "dotnet":
      return `Polly: Retry 1 of 3 for ${dest} after 200ms due to HttpRequestException: An error occurred while sending the request.`;
    case "ruby":
      return `Faraday::TimeoutError calling ${dest}, retry 1/3 in 0.25s`;
    default:
      return `transient error talking to ${dest}: i/o timeout, retrying (1/3)`;
  }
}

const NOISY: Record<string, [Role, number, Level, (c: Ctx) => string]> = {
  kestrel: [
    "notify",
    9,
    "error",
    (c) =>
      `template render failed for locale cy-GB: template "arrears_reminder_d3" has no Welsh variant, sent en-GB copy customer=${c.r.digits(8)}`,
  ],
  moorfield: [
    "bureau",
    7,
    "warn",
    () =>
      "System.Xml.Serialization: Unknown element '{http://www.equifax.co.uk/schemas/ConsumerSearch}ExtendedAttributes' at line 1, position 4012 ignored",
  ],
  tallypay: [
    "fraud",
    11,
    "error",
    (c) => `feature store miss for merchant_id=${c.r.digits(9)} (key not found), scoring with cold-start defaults`,
  ],
  quillbank: [
    "webhook",
    8,
    "error",
    (c) =>
      `Rejected callback from partner sandbox-${c.r.i(1, 4)}: HMAC signature header X-Partner-Signature missing (ip 52.${c.r.i(10, 90)}.${c.r.i(0, 255)}.${c.r.i(1, 254)})`,
  ],
};

function lenderTraffic(c: Ctx): void {
  const { s, r, a, b, k, e } = c;
  const products = ["personal-loan", "car-finance", "debt-consolidation", "home-improvement"];
  for (const t of s.times(a, b, 7 * k)) {
    const id = c.trace();
    const app = c.app();
    const amt = r.i(10, 250) * 100;
    c.emit(t, "gw", "info", c.access("gw", "POST", "/v1/applications", 201, r.i(90, 420) + r.f()), id, "apply");
    c.emit(
      t + r.i(5, 40),
      "apply",
      "info",
      `application ${app} created product=${r.pick(products)} amount=${e.cur}${amt} term=${r.pick([24, 36, 48, 60])}m channel=${r.pick(["web", "ios", "android", "broker"])}`,
      id,
      "apply",
    );
    c.emit(
      t + r.i(60, 300),
      "bureau",
      "info",
      `${e.bureau} full search ok app=${app} score=${r.i(420, 990)} accounts=${r.i(1, 22)} searches_6m=${r.i(0, 5)} latency=${r.i(180, 900)}ms`,
      id,
      "apply",
    );
    c.emit(
      t + r.i(320, 900),
      "kyc",
      "info",
      `identity check ${app}: provider=${e.vendor} result=clear document=${r.pick(["passport", "driving_licence"])} facial_similarity=${(0.8 + r.f() * 0.19).toFixed(2)}`,
      id,
      "apply",
    );
    const out = r.f() < 0.72 ? "APPROVE" : r.f() < 0.6 ? "REFER" : "DECLINE";
    c.emit(
      t + r.i(950, 1500),
      "decision",
      "info",
      `decision app=${app} outcome=${out} scorecard=PL-2026.3 pd=${(r.f() * 0.09).toFixed(4)} ${out === "APPROVE" ? `offer_apr=${(9 + r.f() * 20).toFixed(1)}%` : `reasons=${r.pick(["AFF_LOW", "CIFAS_REVIEW", "INCOME_VERIFY", "DTI_HIGH"])}`}`,
      id,
      "apply",
    );
  }
  for (const t of s.times(a, b, 10 * k)) {
    const id = c.trace();
    c.emit(
      t,
      "gw",
      "info",
      c.access("gw", "GET", `/v1/applications/${c.app()}/status`, 200, r.i(8, 60) + r.f()),
      id,
      "status",
    );
  }
  for (const t of s.times(a, b, 2.2 * k)) {
    const id = c.trace();
    const app = c.app();
    const env = r.hex(8);
    c.emit(
      t,
      "esign",
      "info",
      `envelope ${env}-${r.hex(4)} completed for ${app} (2 signers, ${r.i(40, 900)}s)`,
      id,
      "fund",
    );
    c.emit(t + r.i(30, 200), "apply", "info", `application ${app} state SIGNED -> FUNDING`, id, "fund");
    const p = `PO${r.digits(10)}`;
    c.emit(
      t + r.i(400, 1500),
      "disburse",
      "info",
      `payout submitted id=${p} scheme=${e.key === "kestrel" ? "FPS" : "BACS"} amount=${c.money(1000, 25000)} app=${app}`,
      id,
      "fund",
    );
    c.emit(t + r.i(2500, 6000), "disburse", "info", `payout ${p} status=ACSC (accepted, settled)`, id, "fund");
  }
  for (const t of s.times(a, b, 5 * k)) {
    c.emit(
      t,
      "repay",
      "info",
      `repayment collected loan=${c.loan()} amount=${c.money(40, 600)} method=${r.pick(["card", "card", "direct_debit", "open_banking"])} status=paid`,
      c.trace(),
      "repay",
    );
  }
  s.every(a, b, 60000, (t) =>
    c.emit(t, "repay", "info", `Scheduler: Sending due task accrue-daily-interest (loans.tasks.accrue_interest)`),
  );
  s.every(a, b, 30000, (t) =>
    c.emit(
      t,
      "collect",
      "info",
      `ArrearsSweepJob done: scanned=${r.i(900, 1400)} in_arrears=${r.i(40, 90)} new_cases=${r.i(0, 4)} (${r.i(300, 1400)}ms)`,
    ),
  );
  for (const t of s.times(a, b, 2 * k)) {
    c.emit(
      t,
      "collect",
      "info",
      `case ${c.loan()} contact attempt channel=${r.pick(["sms", "email", "call"])} outcome=${r.pick(["delivered", "answered", "promise_to_pay", "delivered"])}`,
    );
  }
  if (c.has("notify"))
    for (const t of s.times(a, b, 6 * k))
      c.emit(
        t,
        "notify",
        "info",
        `sent ${r.pick(["sms", "email", "push"])} template=${r.pick(["offer_ready", "payment_received", "esign_request", "due_reminder"])} msg_id=${r.hex(12)}`,
      );
}

function cardTraffic(c: Ctx): void {
  const { s, r, a, b, k, e } = c;
  const mccs = ["5411", "5812", "5999", "4121", "5541", "5732", "7011", "4829"];
  for (const t of s.times(a, b, 18 * k)) {
    const id = c.trace();
    const stan = r.digits(6);
    const pan = c.pan();
    const tok = r.f() < 0.35;
    if (tok)
      c.emit(
        t + r.i(1, 6),
        "token",
        "info",
        `detokenize ok dpan=${pan.slice(-4)} wallet=${r.pick(["APPLE_PAY", "GOOGLE_PAY"])} ${r.i(2, 9)}ms`,
        id,
        "auth",
      );
    c.emit(
      t + r.i(8, 20),
      "fraud",
      "info",
      `scored stan=${stan} score=${(r.f() * 0.2).toFixed(3)} action=ALLOW model=gbm-v14 ${r.i(3, 18)}ms`,
      id,
      "auth",
    );
    c.emit(
      t + r.i(22, 40),
      "ledger",
      "info",
      `hold created acct=${r.digits(8)} amount=${c.money(1, 180)} available=${c.money(20, 4000)}`,
      id,
      "auth",
    );
    c.emit(
      t + r.i(45, 70),
      "auth",
      "info",
      e.key === "tallypay"
        ? `auth stan=${stan} mti=0100 mcc=${r.pick(mccs)} pan=${pan} rc=00 approved in ${r.i(35, 90)}ms`
        : `MTI 0100 STAN ${stan} DE18=${r.pick(mccs)} DE2=${pan} -> 0110 DE39=00 (${r.i(35, 90)} ms)`,
      id,
      "auth",
    );
    if (c.has("notify") && r.f() < 0.5)
      c.emit(t + r.i(200, 600), "notify", "info", `push delivered type=card_txn apns=ok ${r.i(40, 200)}ms`, id, "auth");
  }
  for (const t of s.times(a, b, 8 * k)) {
    const id = c.trace();
    c.emit(
      t,
      "gw",
      "info",
      c.access("gw", "GET", `/v2/accounts/${r.digits(8)}/transactions?limit=50`, 200, r.i(20, 140) + r.f()),
      id,
      "app",
    );
    c.emit(t + r.i(3, 15), "ledger", "info", `read balance acct=${r.digits(8)} ${r.i(1, 9)}ms`, id, "app");
  }
  s.every(a, b, 45000, (t) => {
    const n = r.i(800, 4000);
    c.emit(
      t,
      "settle",
      "info",
      `clearing batch ${r.hex(6)} processed presentments=${n} matched=${n - r.i(0, 3)} ${r.i(900, 4000)}ms`,
      undefined,
      "clear",
    );
    c.emit(
      t + r.i(300, 900),
      "ledger",
      "info",
      `posted ${n} cleared transactions batch=${r.hex(6)}`,
      undefined,
      "clear",
    );
  });
  for (const t of s.times(a, b, 1.5 * k))
    c.emit(
      t,
      "disputes",
      "info",
      `dispute DSP-${r.digits(7)} status ${r.pick(["evidence_submitted", "under_review", "won", "closed"])}`,
    );
  for (const t of s.times(a, b, 2 * k))
    c.emit(
      t,
      "issuing",
      "info",
      `card ${r.pick(["issued", "activated", "replaced", "pin_set"])} card_id=crd_${r.hex(10)} product=${r.pick(["debit-classic", "credit-plus", "virtual"])}`,
      c.trace(),
      "issue",
    );
  for (const t of s.times(a, b, 1.2 * k))
    c.emit(
      t,
      "token",
      "info",
      `provisioning request tokenRequestor=${r.pick(["APPLE_PAY", "GOOGLE_PAY", "SAMSUNG_PAY"])} decision=APPROVED card_id=crd_${r.hex(10)}`,
      c.trace(),
      "prov",
    );
  for (const t of s.times(a, b, 4 * k))
    c.emit(
      t,
      "webhook",
      "info",
      `delivered ${r.pick(["card.authorized", "card.cleared", "dispute.updated"])} evt_${r.hex(14)} to partner-${r.i(1, 30)} status=200 ${r.i(40, 400)}ms`,
    );
}
