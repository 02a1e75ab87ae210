// Four made-up estates (two benefits agencies, two hiring platforms): services, runtimes, request flows,
// health checks, periodic jobs, the one noisy service, deprecation warnings, retries that succeed, deploys.
import type { Level } from "./formats.js";
import type { Ctx } from "./stream.js";
import type { Runtime } from "./traces.js";

export type Role =
  | "edge"
  | "apply"
  | "rules"
  | "case"
  | "idv"
  | "pay"
  | "docs"
  | "letters"
  | "mfa"
  | "wages"
  | "cert"
  | "core"
  | "cand"
  | "boards"
  | "parser"
  | "bgcheck"
  | "sched"
  | "esign"
  | "hris"
  | "mailer";

export interface Estate {
  key: string;
  company: string;
  domain: "gov" | "ats";
  namespace: string;
  traced: boolean;
  services: { name: string; rt: Runtime }[];
  roles: Partial<Record<Role, string>>;
  /** one request through the estate, edge line last */
  flows: ((c: Ctx, t: number) => void)[];
  jobs: (c: Ctx) => void;
  noisy: (c: Ctx) => void;
  retryPairs: [Role, Role, string][];
}

export const rt = (c: Ctx, svc: string): Runtime => c.estate.services.find((s) => s.name === svc)?.rt ?? "go";

const ip = (c: Ctx) => `10.${c.rng.int(16, 63)}.${c.rng.int(0, 255)}.${c.rng.int(2, 254)}`;
const num = (c: Ctx, d: number) => String(c.rng.int(10 ** (d - 1), 10 ** d - 1));
const UA = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
];

/** The edge's own access-line shape for one request. */
export function edgeLine(
  c: Ctx,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  trace?: string,
  flags = "-",
): void {
  const lvl: Level = status >= 500 ? "error" : status >= 400 && status !== 404 ? "warn" : "info";
  const e = c.svc("edge");
  const o = { trace, via: upstream };
  switch (c.estate.key) {
    case "mybenefits":
      c.emit(
        t,
        e,
        lvl,
        `request completed method=${method} url=${path} statusCode=${status} responseTime=${ms} upstream=${upstream}`,
        o,
      );
      break;
    case "lakeshore-ui":
      c.emit(
        t,
        e,
        lvl,
        `${ip(c)} - - "${method} ${path} HTTP/1.1" ${status} ${c.rng.int(180, 9000)} "-" "${c.rng.pick(UA)}" rt=${(ms / 1000).toFixed(3)} uct=0.001 upstream=${upstream}:8080`,
        o,
      );
      break;
    case "hirewell":
      c.emit(t, e, lvl, `${method} ${path} ${status} in ${ms}ms (upstream ${upstream})`, o);
      break;
    default:
      c.emit(
        t,
        e,
        lvl,
        `"${method} ${path} HTTP/2" ${status} ${flags} ${c.rng.int(0, 4000)} ${c.rng.int(20, 9000)} ${ms} ${Math.max(0, ms - c.rng.int(0, 4))} "${ip(c)}" "${c.rng.pick(UA)}" "${c.rng.hex(8)}-${c.rng.hex(4)}-${c.rng.hex(4)}" "${upstream}.tg-prod.svc:8080"`,
        o,
      );
  }
}

function health(c: Ctx): void {
  for (const s of c.estate.services) {
    if (s.rt === "nginx" || s.rt === "envoy") continue;
    if (!c.rng.chance(0.6)) continue;
    const period = c.rng.pick([10000, 15000, 30000]);
    const line =
      s.rt === "java"
        ? `GET /actuator/health 200 (kube-probe/1.29) ${"{"}"status":"UP"${"}"}`
        : s.rt === "python"
          ? `"GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`
          : s.rt === "dotnet"
            ? "Health check liveness completed after 1.2ms with status Healthy"
            : s.rt === "ruby"
              ? 'Started GET "/up" for 10.0.0.1 ... Completed 200 OK in 1ms'
              : "GET /healthz 200 0.4ms kube-probe/1.29";
    c.every(c.t0, c.t1, period, (t) => c.emit(t, s.name, "info", line));
  }
}

const DEPREC: Record<Runtime, string[]> = {
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead. Deprecated in Pydantic V2.0 to be removed in V3.0.",
  ],
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  ],
  dotnet: [
    "warn: Microsoft.EntityFrameworkCore.Model.Validation[10622] Entity 'CaseNote' has a global query filter defined and is the required end of a relationship with the entity 'Attachment'. This may lead to unexpected results when the required entity is filtered out.",
    "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead (called from internal/clients/conn.go:41)",
    "WARNING: the AWS SDK for Go v1 has entered maintenance mode; migrate to v2",
  ],
  cpp: ["warning: option --pdf-legacy-renderer is deprecated and will be removed in 4.0"],
  nginx: [
    '[warn] 1#1: the "listen ... http2" directive is deprecated, use the "http2" directive instead in /etc/nginx/conf.d/claims.conf:3',
  ],
  envoy: [
    "[warning][misc] Using deprecated option 'envoy.config.route.v3.RouteAction.max_grpc_timeout' from file route_components.proto. This configuration will be removed from Envoy soon.",
  ],
};

/** Deploy (or config reload) lines of one service at t, as its runtime prints them. */
export function deploy(c: Ctx, t: number, svc: string, version: string): void {
  const r = rt(c, svc);
  const seqs: Record<Runtime, [number, Level, string][]> = {
    java: [
      [0, "info", "Commencing graceful shutdown. Waiting for active requests to complete"],
      [900, "info", "Graceful shutdown complete"],
      [14000, "info", `Starting application v${version} using Java 21.0.3 with PID 1`],
      [
        26000,
        "info",
        `Started ${svc.replace(/(^|-)(\w)/g, (_m, _a, b: string) => b.toUpperCase())}Application in 11.4 seconds (process running for 12.9)`,
      ],
    ],
    python: [
      [0, "info", "Handling signal: term"],
      [400, "info", `Worker exiting (pid: ${c.rng.int(7, 40)})`],
      [1500, "info", "Shutting down: Master"],
      [9000, "info", `Starting gunicorn 22.0.0 (release ${version})`],
      [9100, "info", "Listening at: http://0.0.0.0:8000 (1)"],
      [9300, "info", `Booting worker with pid: ${c.rng.int(7, 40)}`],
    ],
    node: [
      [0, "info", "SIGTERM received, draining connections"],
      [1200, "info", "server closed"],
      [8000, "info", `server listening on 0.0.0.0:3000 (release ${version})`],
    ],
    go: [
      [0, "info", "shutdown signal received: terminated"],
      [600, "info", "http server stopped"],
      [7000, "info", `starting ${svc} version=${version} go=go1.22.3`],
      [7200, "info", "listening addr=:8080"],
    ],
    dotnet: [
      [0, "info", "Microsoft.Hosting.Lifetime[0] Application is shutting down..."],
      [9000, "info", "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080"],
      [
        9100,
        "info",
        `Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production (build ${version})`,
      ],
    ],
    ruby: [
      [0, "info", "- Gracefully stopping, waiting for requests to finish"],
      [8000, "info", `Puma starting in cluster mode... * Puma version: 6.4.2 (ruby 3.3.1-p55) release ${version}`],
      [9000, "info", "* Listening on http://0.0.0.0:3000"],
    ],
    cpp: [
      [0, "info", "received SIGTERM, draining 3 in-flight jobs"],
      [6000, "info", `${svc} ${version} listening on 0.0.0.0:7070 (8 worker threads)`],
    ],
    nginx: [
      [0, "info", "[notice] 1#1: signal 1 (SIGHUP) received from 57, reconfiguring"],
      [10, "info", "[notice] 1#1: reconfiguring"],
      [60, "info", "[notice] 1#1: start worker processes"],
      [800, "info", "[notice] 31#31: gracefully shutting down"],
    ],
    envoy: [
      [0, "info", "[info][upstream] cds: add 0 cluster(s), remove 0 cluster(s)"],
      [40, "info", "[info][upstream] lds: add/update listener 'ingress_https'"],
      [90, "info", `[info][config] all dependencies initialized. starting workers (config ${version})`],
    ],
  };
  for (const [d, l, m] of seqs[r]) c.emit(t + d, svc, l, m);
}

/** Everything every window carries regardless of what else happens in it. */
export function background(c: Ctx, meanFlowMs: number): void {
  const e = c.estate;
  c.poisson(c.t0, c.t1, meanFlowMs, (t) => c.rng.pick(e.flows)(c, t));
  health(c);
  e.jobs(c);
  e.noisy(c);
  const n = c.rng.int(2, 6);
  for (let i = 0; i < n; i++) {
    const s = c.rng.pick(e.services);
    c.emit(c.rng.float(c.t0, c.t1), s.name, "warn", c.rng.pick(DEPREC[s.rt]));
  }
  c.poisson(c.t0, c.t1, c.rng.int(60000, 150000), (t) => {
    const [a, b, what] = c.rng.pick(e.retryPairs);
    const code = c.rng.pick(["503", "502", "connection reset", "read timeout"]);
    c.at(
      t,
      a,
      "warn",
      `${what} to ${c.svc(b)} failed (${code}), retrying in ${c.rng.pick([200, 250, 500])}ms (attempt 1/3)`,
    );
    c.at(t + c.rng.int(250, 900), a, "info", `${what} to ${c.svc(b)} succeeded on attempt 2`);
  });
}

// ---------------------------------------------------------------------------------------------- estates

const mybenefits: Estate = {
  key: "mybenefits",
  company: "Commonwealth Dept. of Human Services (MyBenefits portal)",
  domain: "gov",
  namespace: "dhs-mybenefits-prod",
  traced: true,
  services: [
    { name: "benefits-web", rt: "node" },
    { name: "apply-svc", rt: "java" },
    { name: "elig-rules", rt: "java" },
    { name: "casework-api", rt: "dotnet" },
    { name: "id-proofing", rt: "go" },
    { name: "pay-runner", rt: "python" },
    { name: "doc-upload", rt: "python" },
    { name: "notice-gen", rt: "ruby" },
    { name: "sms-mfa", rt: "go" },
  ],
  roles: {
    edge: "benefits-web",
    apply: "apply-svc",
    rules: "elig-rules",
    case: "casework-api",
    idv: "id-proofing",
    pay: "pay-runner",
    docs: "doc-upload",
    letters: "notice-gen",
    mfa: "sms-mfa",
  },
  flows: [
    (c, t) => {
      const tr = c.trace();
      const app = `APP-2026-${num(c, 7)}`;
      const sec = c.rng.pick(["household", "income", "expenses", "contact", "resources"]);
      c.at(
        t,
        "apply",
        "info",
        `c.d.m.apply.DraftController : saved draft ${app} section=${sec} members=${c.rng.int(1, 6)}`,
        {
          trace: tr,
        },
      );
      edgeLine(c, t + 30, "PUT", `/api/applications/${app}/${sec}`, 200, c.rng.int(40, 260), "apply-svc", tr);
    },
    (c, t) => {
      const tr = c.trace();
      const app = `APP-2026-${num(c, 7)}`;
      const prog = c.rng.pick(["SNAP", "TANF", "MEDICAID", "LIHEAP", "WIC"]);
      const ms = c.rng.int(18, 90);
      c.at(
        t,
        "rules",
        "info",
        `c.d.m.rules.RuleRunner : evaluated ruleset ${prog}-2026.03 for ${app}: outcome=${c.rng.pick(["ELIGIBLE", "ELIGIBLE", "ELIGIBLE", "PENDING_VERIFICATION"])} rules_fired=${c.rng.int(20, 70)} in ${ms}ms`,
        { trace: tr },
      );
      c.at(t + ms + 5, "apply", "info", `c.d.m.apply.ScreeningService : screening ${app} program=${prog} done`, {
        trace: tr,
      });
      edgeLine(
        c,
        t + ms + 20,
        "POST",
        `/api/applications/${app}/screen`,
        200,
        ms + c.rng.int(30, 120),
        "apply-svc",
        tr,
      );
    },
    (c, t) => {
      const tr = c.trace();
      const cs = `C-${num(c, 7)}`;
      const ms = c.rng.int(12, 80);
      c.at(
        t,
        "case",
        "info",
        `Casework.Api.Controllers.CasesController[0] Loaded case ${cs} (${c.rng.int(0, 6)} open tasks) in ${ms}ms`,
        { trace: tr },
      );
      edgeLine(c, t + ms + 10, "GET", `/api/cases/${cs}`, 200, ms + c.rng.int(10, 60), "casework-api", tr);
    },
    (c, t) => {
      const tr = c.trace();
      const ms = c.rng.int(600, 2400);
      c.at(
        t,
        "idv",
        "info",
        `idv session ${c.rng.hex(12)} completed result=PASS level=IAL2 vendor_ms=${ms - c.rng.int(50, 200)}`,
        { trace: tr },
      );
      edgeLine(c, t + 20, "POST", "/api/identity/verify", 200, ms, "id-proofing", tr);
    },
    (c, t) => {
      const tr = c.trace();
      const kb = c.rng.int(80, 4800);
      const ty = c.rng.pick(["paystub", "lease", "utility_bill", "birth_certificate", "id_card", "bank_statement"]);
      c.at(
        t,
        "docs",
        "info",
        `stored document DOC-${num(c, 8)} type=${ty} pages=${c.rng.int(1, 6)} size=${kb}KB clamav=OK`,
        { trace: tr },
      );
      edgeLine(c, t + 25, "POST", "/api/documents", 201, c.rng.int(200, 1800), "doc-upload", tr);
    },
    (c, t) => {
      const tr = c.trace();
      c.at(
        t,
        "mfa",
        "info",
        `otp sent channel=sms to=+1******${num(c, 4)} provider=sns message_id=${c.rng.hex(8)}-${c.rng.hex(4)}`,
        {
          trace: tr,
        },
      );
      edgeLine(c, t + 15, "POST", "/api/auth/otp", 200, c.rng.int(60, 300), "sms-mfa", tr);
    },
    (c, t) => {
      const tr = c.trace();
      const cs = `C-${num(c, 7)}`;
      c.at(t, "pay", "info", `payment history case=${cs} issued=${c.rng.int(0, 14)} pending=${c.rng.int(0, 1)}`, {
        trace: tr,
      });
      edgeLine(c, t + 15, "GET", `/api/payments?case=${cs}`, 200, c.rng.int(20, 140), "pay-runner", tr);
    },
    (c, t) => {
      const tr = c.trace();
      const cs = `C-${num(c, 7)}`;
      const code = c.rng.pick(["NOA-104", "RFI-211", "REN-030", "NOA-118"]);
      c.at(
        t,
        "letters",
        "info",
        `Rendered notice ${code} for case ${cs} (${c.rng.int(1, 5)} pages) in ${c.rng.int(120, 700)}ms`,
        {
          trace: tr,
        },
      );
      c.at(t + 30, "case", "info", `Casework.Api.Notices.NoticeLinker[0] Linked notice ${code} to ${cs}`, {
        trace: tr,
      });
    },
  ],
  jobs: (c) => {
    c.every(c.t0, c.t1, 60000, (t) =>
      c.at(t, "rules", "info", "c.d.m.rules.RulesetCache : refresh complete: 14 rulesets, 0 changed"),
    );
    c.every(c.t0, c.t1, 30000, (t) =>
      c.at(
        t,
        "letters",
        "info",
        `NoticeBatchJob JID-${c.rng.hex(24)} done: ${c.rng.int(5, 60)} notices queued for print vendor`,
      ),
    );
    c.every(c.t0, c.t1, 120000, (t) =>
      c.at(
        t,
        "pay",
        "info",
        `scheduler: job reconcile_returns ran in ${c.rng.float(0.4, 3).toFixed(2)}s (0 new returns)`,
      ),
    );
  },
  noisy: (c) =>
    c.every(c.t0 + c.rng.int(1000, 20000), c.t1, c.rng.int(9000, 20000), (t) =>
      c.at(
        t,
        "rules",
        "error",
        `c.d.m.rules.FactResolver : rule ELIG-117 references retired fact household.legacyUnearnedIncome; evaluated as 0 for APP-2026-${num(c, 7)}`,
      ),
    ),
  retryPairs: [
    ["apply", "rules", "POST /evaluate"],
    ["edge", "case", "GET /cases"],
    ["letters", "case", "GET /cases/notices"],
  ],
};

const lakeshore: Estate = {
  key: "lakeshore-ui",
  company: "Lakeshore State Dept. of Labor (unemployment insurance)",
  domain: "gov",
  namespace: "dol-ui-prod",
  traced: false,
  services: [
    { name: "claimant-gw", rt: "nginx" },
    { name: "ui-claims", rt: "java" },
    { name: "monetary-elig", rt: "python" },
    { name: "wage-match", rt: "python" },
    { name: "adjudication", rt: "dotnet" },
    { name: "idv-bridge", rt: "node" },
    { name: "benefit-pay", rt: "go" },
    { name: "weekly-cert", rt: "java" },
    { name: "letters-svc", rt: "ruby" },
    { name: "doc-capture", rt: "java" },
  ],
  roles: {
    edge: "claimant-gw",
    apply: "ui-claims",
    rules: "monetary-elig",
    wages: "wage-match",
    case: "adjudication",
    idv: "idv-bridge",
    pay: "benefit-pay",
    cert: "weekly-cert",
    letters: "letters-svc",
    docs: "doc-capture",
  },
  flows: [
    (c, t) => {
      const clm = `CLM-${num(c, 8)}`;
      c.at(
        t,
        "cert",
        "info",
        `o.l.ui.cert.CertificationService : weekly certification accepted claim=${clm} week_ending=2026-03-${c.rng.int(10, 28)} work_search_contacts=${c.rng.int(3, 5)}`,
      );
      edgeLine(c, t + 40, "POST", "/claims/weekly-cert", 200, c.rng.int(60, 400), "weekly-cert");
    },
    (c, t) => {
      const clm = `CLM-${num(c, 8)}`;
      c.at(
        t,
        "wages",
        "info",
        `wage records fetched claimant=${clm} base_period=2025Q1-2025Q4 employers=${c.rng.int(1, 3)} rows=${c.rng.int(4, 12)}`,
      );
      c.at(
        t + 80,
        "rules",
        "info",
        `monetary determination ${clm}: eligible wba=$${c.rng.int(180, 612)} mba=$${c.rng.int(4000, 15000)}`,
      );
      c.at(t + 120, "apply", "info", `o.l.ui.claims.ClaimIntake : initial claim ${clm} filed, monetary=ELIGIBLE`);
      edgeLine(c, t + 160, "POST", "/claims/initial", 201, c.rng.int(300, 1400), "ui-claims");
    },
    (c, t) => {
      const clm = `CLM-${num(c, 8)}`;
      c.at(
        t,
        "apply",
        "info",
        `o.l.ui.claims.ClaimStatusController : status lookup ${clm} -> ${c.rng.pick(["PAYABLE", "PAYABLE", "PENDING_ADJ", "ACTIVE"])}`,
      );
      edgeLine(c, t + 20, "GET", `/claims/${clm}/status`, 200, c.rng.int(20, 180), "ui-claims");
    },
    (c, t) => {
      c.at(
        t,
        "case",
        "info",
        `Adjudication.Issues.IssueService[0] Issue ISS-${num(c, 7)} resolved by adjudicator a${num(c, 4)}: ${c.rng.pick(["able_available", "separation_quit", "separation_discharge", "refusal_of_work"])} -> ${c.rng.pick(["ALLOW", "ALLOW", "DENY"])}`,
      );
    },
    (c, t) => {
      c.at(
        t,
        "idv",
        "info",
        `identity check ok ref=${c.rng.hex(10)} score=${c.rng.int(700, 990)} duration=${c.rng.int(400, 1900)}ms`,
      );
      edgeLine(c, t + 20, "POST", "/idv/verify", 200, c.rng.int(500, 2000), "idv-bridge");
    },
    (c, t) => {
      const clm = `CLM-${num(c, 8)}`;
      c.at(
        t,
        "pay",
        "info",
        `payment scheduled claim=${clm} amount=${c.rng.int(180, 612)}.00 method=${c.rng.pick(["direct_deposit", "debit_card"])}`,
      );
    },
    (c, t) => {
      c.at(
        t,
        "docs",
        "info",
        `o.l.ui.docs.UploadController : stored ${c.rng.pick(["separation_notice", "pay_stub", "id_front", "id_back", "1099-G"])} ${c.rng.int(90, 3500)}KB for CLM-${num(c, 8)}`,
      );
      edgeLine(c, t + 30, "POST", "/documents", 201, c.rng.int(200, 1500), "doc-capture");
    },
    (c, t) => {
      c.at(
        t,
        "letters",
        "info",
        `LetterJob: generated ${c.rng.pick(["UI-1A monetary determination", "UI-7 adjudication decision", "UI-12 overpayment notice"])} for CLM-${num(c, 8)}`,
      );
    },
  ],
  jobs: (c) => {
    c.every(c.t0, c.t1, 60000, (t) =>
      c.at(t, "pay", "info", `ach batch watcher: 0 files awaiting transmission, last=${c.rng.hex(6)}`),
    );
    c.every(c.t0, c.t1, 45000, (t) =>
      c.at(
        t,
        "case",
        "info",
        `Adjudication.Jobs.QueueBalancer[0] Rebalanced ${c.rng.int(40, 400)} issues across ${c.rng.int(12, 40)} adjudicators`,
      ),
    );
    c.every(c.t0, c.t1, 90000, (t) =>
      c.at(t, "wages", "info", `celery beat: sent task wage_match.tasks.refresh_employer_index (${c.rng.hex(8)})`),
    );
  },
  noisy: (c) =>
    c.every(c.t0 + c.rng.int(1000, 20000), c.t1, c.rng.int(8000, 18000), (t) =>
      c.at(
        t,
        "letters",
        "error",
        `AddressValidation::NoMatch: ZIP+4 lookup found no delivery point for CLM-${num(c, 8)}; letter routed to manual review queue`,
      ),
    ),
  retryPairs: [
    ["apply", "wages", "GET /wages"],
    ["cert", "pay", "POST /schedule"],
    ["apply", "idv", "POST /verify"],
  ],
};

const hirewell: Estate = {
  key: "hirewell",
  company: "Hirewell (applicant tracking SaaS)",
  domain: "ats",
  namespace: "hirewell-prod",
  traced: true,
  services: [
    { name: "careers-web", rt: "node" },
    { name: "ats-core", rt: "ruby" },
    { name: "job-syndication", rt: "go" },
    { name: "resume-parser", rt: "python" },
    { name: "bgcheck-connector", rt: "java" },
    { name: "interview-sched", rt: "node" },
    { name: "offer-esign", rt: "dotnet" },
    { name: "hris-sync", rt: "java" },
    { name: "notify-mailer", rt: "go" },
  ],
  roles: {
    edge: "careers-web",
    core: "ats-core",
    boards: "job-syndication",
    parser: "resume-parser",
    bgcheck: "bgcheck-connector",
    sched: "interview-sched",
    esign: "offer-esign",
    hris: "hris-sync",
    mailer: "notify-mailer",
  },
  flows: [
    (c, t) => {
      const tr = c.trace();
      const job = num(c, 5);
      const ms = c.rng.int(700, 3200);
      c.at(
        t,
        "parser",
        "info",
        `parsed resume ${c.rng.hex(10)}.pdf pages=${c.rng.int(1, 4)} sections=${c.rng.int(4, 9)} skills=${c.rng.int(6, 40)} in ${ms}ms`,
        { trace: tr },
      );
      c.at(
        t + ms + 40,
        "core",
        "info",
        `Completed 201 Created in ${c.rng.int(60, 300)}ms (ActiveRecord: ${c.rng.float(4, 40).toFixed(1)}ms) POST /api/v2/jobs/${job}/applications`,
        { trace: tr },
      );
      edgeLine(c, t + ms + 80, "POST", `/api/jobs/${job}/apply`, 201, ms + c.rng.int(100, 400), "ats-core", tr);
    },
    (c, t) => {
      const tr = c.trace();
      c.at(
        t,
        "core",
        "info",
        `Completed 200 OK in ${c.rng.int(15, 120)}ms (Views: ${c.rng.float(1, 20).toFixed(1)}ms | ActiveRecord: ${c.rng.float(2, 30).toFixed(1)}ms) GET /api/v2/jobs?page=${c.rng.int(1, 9)}`,
        { trace: tr },
      );
      edgeLine(
        c,
        t + 15,
        "GET",
        `/jobs?location=${c.rng.pick(["remote", "austin", "denver", "toronto"])}`,
        200,
        c.rng.int(30, 250),
        "ats-core",
        tr,
      );
    },
    (c, t) => {
      const tr = c.trace();
      c.at(
        t,
        "sched",
        "info",
        `interview slot booked candidate=cand_${c.rng.hex(8)} panel=${c.rng.int(2, 5)} provider=${c.rng.pick(["google", "microsoft"])} event=${c.rng.hex(10)}`,
        { trace: tr },
      );
      c.at(
        t + 60,
        "mailer",
        "info",
        `sent template=interview_confirmation to=${c.rng.hex(6)}@*** smtp=250 2.0.0 OK queued as ${c.rng.hex(10).toUpperCase()}`,
        { trace: tr },
      );
    },
    (c, t) => {
      const tr = c.trace();
      c.at(
        t,
        "boards",
        "info",
        `feed push board=${c.rng.pick(["indeed", "linkedin", "glassdoor", "ziprecruiter"])} jobs=${c.rng.int(1, 40)} accepted=all took=${c.rng.int(80, 900)}ms`,
        { trace: tr },
      );
    },
    (c, t) => {
      const tr = c.trace();
      c.at(
        t,
        "bgcheck",
        "info",
        `c.h.bg.OrderService : report ${c.rng.hex(12)} status=${c.rng.pick(["pending", "complete", "complete"])} package=${c.rng.pick(["basic_plus", "pro", "driver_pro"])}`,
        { trace: tr },
      );
      c.at(t + 40, "core", "info", `BackgroundCheckStatusJob done: candidate ${num(c, 7)} updated`, { trace: tr });
    },
    (c, t) => {
      const tr = c.trace();
      c.at(
        t,
        "esign",
        "info",
        `OfferEsign.Envelopes.EnvelopeService[0] Envelope ${c.rng.hex(8)}-${c.rng.hex(4)} status=${c.rng.pick(["sent", "delivered", "completed"])} for offer OF-${num(c, 6)}`,
        { trace: tr },
      );
    },
    (c, t) => {
      c.at(t, "hris", "info", `c.h.hris.WorkerPush : new hire NH-${num(c, 6)} pushed to HRIS, worker_id=${num(c, 8)}`);
    },
  ],
  jobs: (c) => {
    c.every(c.t0, c.t1, 60000, (t) =>
      c.at(t, "boards", "info", `sitemap regenerated: ${c.rng.int(4000, 9000)} open jobs`),
    );
    c.every(c.t0, c.t1, 30000, (t) =>
      c.at(
        t,
        "core",
        "info",
        `[ActiveJob] [SyncPipelineStatsJob] Performed SyncPipelineStatsJob from Sidekiq(default) in ${c.rng.int(40, 400)}ms`,
      ),
    );
    c.every(c.t0, c.t1, 120000, (t) =>
      c.at(t, "hris", "info", `c.h.hris.DeltaPoller : HRIS delta poll: ${c.rng.int(0, 12)} changed workers`),
    );
  },
  noisy: (c) =>
    c.every(c.t0 + c.rng.int(1000, 20000), c.t1, c.rng.int(8000, 16000), (t) =>
      c.at(
        t,
        "boards",
        "error",
        `feed item rejected board=ziprecruiter job=${num(c, 5)} err="salary_min greater than salary_max" action=skip`,
      ),
    ),
  retryPairs: [
    ["core", "parser", "POST /parse"],
    ["core", "bgcheck", "POST /orders"],
    ["core", "sched", "GET /availability"],
  ],
};

const talentgrid: Estate = {
  key: "talentgrid",
  company: "TalentGrid (recruiting platform)",
  domain: "ats",
  namespace: "tg-prod",
  traced: false,
  services: [
    { name: "tg-gateway", rt: "envoy" },
    { name: "requisitions", rt: "java" },
    { name: "candidates", rt: "java" },
    { name: "cv-extract", rt: "cpp" },
    { name: "feed-publisher", rt: "python" },
    { name: "screening-svc", rt: "go" },
    { name: "calendar-bridge", rt: "python" },
    { name: "offers", rt: "node" },
    { name: "hr-connector", rt: "dotnet" },
    { name: "mail-relay", rt: "go" },
  ],
  roles: {
    edge: "tg-gateway",
    core: "requisitions",
    cand: "candidates",
    parser: "cv-extract",
    boards: "feed-publisher",
    bgcheck: "screening-svc",
    sched: "calendar-bridge",
    esign: "offers",
    hris: "hr-connector",
    mailer: "mail-relay",
  },
  flows: [
    (c, t) => {
      const ms = c.rng.int(200, 1800);
      c.at(
        t,
        "parser",
        "info",
        `job ${c.rng.hex(8)}: extracted ${c.rng.int(300, 4000)} tokens from application/pdf (${c.rng.int(1, 5)} pages) in ${ms} ms`,
      );
      c.at(
        t + ms + 30,
        "cand",
        "info",
        `c.t.cand.ApplicationService : application AP-${num(c, 7)} created for REQ-${num(c, 5)}`,
      );
      edgeLine(c, t + ms + 60, "POST", "/v1/applications", 201, ms + c.rng.int(40, 200), "candidates");
    },
    (c, t) => {
      c.at(
        t,
        "core",
        "info",
        `c.t.req.RequisitionController : GET requisition REQ-${num(c, 5)} (${c.rng.int(0, 90)} candidates in pipeline)`,
      );
      edgeLine(c, t + 10, "GET", `/v1/requisitions/REQ-${num(c, 5)}`, 200, c.rng.int(10, 120), "requisitions");
    },
    (c, t) => {
      c.at(
        t,
        "sched",
        "info",
        `freebusy ok interviewers=${c.rng.int(2, 5)} window=5d provider=${c.rng.pick(["graph", "google"])} elapsed=${c.rng.float(0.2, 1.6).toFixed(2)}s`,
      );
      edgeLine(c, t + 20, "POST", "/v1/interviews/slots", 200, c.rng.int(250, 1700), "calendar-bridge");
    },
    (c, t) => {
      c.at(
        t,
        "esign",
        "info",
        `offer OF-${num(c, 6)} ${c.rng.pick(["drafted", "approved", "sent", "signed"])} by ${c.rng.pick(["recruiter", "hiring_manager", "candidate"])}`,
      );
      edgeLine(c, t + 20, "POST", `/v1/offers/OF-${num(c, 6)}/transition`, 200, c.rng.int(40, 300), "offers");
    },
    (c, t) => {
      c.at(
        t,
        "bgcheck",
        "info",
        `screening order=${c.rng.hex(10)} state=${c.rng.pick(["invited", "in_progress", "clear"])} provider=sterling`,
      );
    },
    (c, t) => {
      c.at(
        t,
        "cand",
        "info",
        `c.t.cand.SearchController : candidate search q="${c.rng.pick(["java", "nurse", "forklift", "sales", "data analyst"])}" hits=${c.rng.int(0, 900)} took=${c.rng.int(8, 90)}ms`,
      );
      edgeLine(c, t + 10, "GET", "/v1/candidates/search", 200, c.rng.int(20, 150), "candidates");
    },
    (c, t) => {
      c.at(
        t,
        "mailer",
        "info",
        `delivered msg=${c.rng.hex(12)} to=<${c.rng.hex(6)}@***> relay=email-smtp.us-east-1.amazonaws.com dsn=2.0.0 status=sent`,
      );
    },
  ],
  jobs: (c) => {
    c.every(c.t0, c.t1, 60000, (t) =>
      c.at(t, "boards", "info", `publish cycle: ${c.rng.int(200, 900)} postings checked, ${c.rng.int(0, 20)} updated`),
    );
    c.every(c.t0, c.t1, 90000, (t) =>
      c.at(
        t,
        "hris",
        "info",
        `HrConnector.Sync.DeltaJob[0] Delta sync finished: ${c.rng.int(0, 30)} employees, 0 conflicts`,
      ),
    );
    c.every(c.t0, c.t1, 40000, (t) =>
      c.at(t, "core", "info", `c.t.req.AgingJob : ${c.rng.int(0, 9)} requisitions passed target fill date`),
    );
  },
  noisy: (c) =>
    c.every(c.t0 + c.rng.int(1000, 20000), c.t1, c.rng.int(7000, 15000), (t) =>
      c.at(t, "parser", "error", `Syntax Error (${c.rng.int(1000, 90000)}): Illegal character <2f> in hex string`),
    ),
  retryPairs: [
    ["cand", "parser", "POST /extract"],
    ["core", "hris", "POST /positions"],
    ["esign", "mailer", "POST /send"],
  ],
};

export const ESTATES: Estate[] = [mybenefits, lakeshore, hirewell, talentgrid];
export const estate = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(key);
  return e;
};
