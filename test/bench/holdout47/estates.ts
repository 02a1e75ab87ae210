// Five made-up companies, 12-13 services each, with their everyday traffic and the chronic errors every one of
// them already logs before anything happens (the six kinds the brief names).
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Role =
  | "edge"
  | "api"
  | "auth"
  | "svcA"
  | "svcB"
  | "svcC"
  | "svcD"
  | "worker"
  | "consumer"
  | "pg"
  | "redis"
  | "kafka"
  | "extra";

/** One event at true time t (ms); role is resolved to a service name per estate. */
export interface Ev {
  t: number;
  role: Role;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface Estate {
  company: string;
  pkg: string; // Java/.NET package root
  ns: string;
  names: Record<Role, string>;
  hasExtra: boolean;
  nouns: { a: string; b: string; c: string; d: string };
  partner: string; // the partner API svcC calls
  vendor: string; // the flaky vendor svcB calls
  decom: string; // the decommissioned host the consumer keeps retrying
  db: string;
}

const mk = (
  company: string,
  pkg: string,
  ns: string,
  names: Record<Role, string>,
  hasExtra: boolean,
  nouns: Estate["nouns"],
  partner: string,
  vendor: string,
  decom: string,
  db: string,
): Estate => ({ company, pkg, ns, names, hasExtra, nouns, partner, vendor, decom, db });

export const ESTATES: Estate[] = [
  mk(
    "Larkspur Freight",
    "com.larkspur",
    "lk-prod",
    {
      edge: "lk-ingress",
      api: "shipper-portal-api",
      auth: "lk-identity",
      svcA: "consignment-svc",
      svcB: "route-optimizer",
      svcC: "tariff-calc",
      svcD: "invoice-hub",
      worker: "lk-batch",
      consumer: "tracking-events",
      pg: "lk-pg-main",
      redis: "lk-redis",
      kafka: "lk-kafka",
      extra: "label-printer-bridge",
    },
    true,
    { a: "consignment", b: "route", c: "tariff", d: "invoice" },
    "api.customs-gw.example",
    "api.mapgrid.example",
    "graphite-old.lk.internal",
    "freight",
  ),
  mk(
    "Bramblecart",
    "io.bramblecart",
    "bc-prod",
    {
      edge: "bc-edge-nginx",
      api: "storefront-bff",
      auth: "bc-auth",
      svcA: "basket-service",
      svcB: "slot-allocator",
      svcC: "promo-engine",
      svcD: "settlement-api",
      worker: "bc-celery",
      consumer: "order-events-consumer",
      pg: "bc-postgres",
      redis: "bc-redis-cache",
      kafka: "bc-kafka-0",
      extra: "picker-handheld-sync",
    },
    false,
    { a: "basket", b: "slot", c: "promotion", d: "settlement" },
    "api.loyaltyhub.example",
    "api.geofleet.example",
    "statsd-legacy.bc.internal",
    "grocer",
  ),
  mk(
    "Quillmark Mutual",
    "com.quillmark",
    "qm-prod",
    {
      edge: "qm-gateway",
      api: "claims-portal-bff",
      auth: "qm-sts",
      svcA: "claims-core",
      svcB: "fraud-scorer",
      svcC: "quote-engine",
      svcD: "payout-service",
      worker: "qm-jobs",
      consumer: "policy-events",
      pg: "qm-pg-claims",
      redis: "qm-redis",
      kafka: "qm-kafka-1",
      extra: "doc-ocr",
    },
    true,
    { a: "claim", b: "score", c: "quote", d: "payout" },
    "api.vehicle-registry.example",
    "api.riskdata.example",
    "syslog-dc1.qm.internal",
    "claims",
  ),
  mk(
    "Tidewell Energy",
    "uk.tidewell",
    "tw-prod",
    {
      edge: "tw-edge",
      api: "customer-app-api",
      auth: "tw-auth",
      svcA: "meter-ledger",
      svcB: "tariff-switcher",
      svcC: "usage-forecast",
      svcD: "billing-engine",
      worker: "tw-scheduler",
      consumer: "meter-reading-ingest",
      pg: "tw-postgres",
      redis: "tw-redis",
      kafka: "tw-kafka",
      extra: "smart-hub-gw",
    },
    false,
    { a: "account", b: "switch", c: "forecast", d: "bill" },
    "api.elexon-bridge.example",
    "api.gridprice.example",
    "influx-v1.tw.internal",
    "energy",
  ),
  mk(
    "Orchard Lane Clinics",
    "org.orchardlane",
    "ol-prod",
    {
      edge: "ol-nginx",
      api: "patient-app-gw",
      auth: "ol-keycloak-proxy",
      svcA: "appointments",
      svcB: "rota-planner",
      svcC: "triage-assist",
      svcD: "clinic-billing",
      worker: "ol-celery-beat",
      consumer: "referral-consumer",
      pg: "ol-pg",
      redis: "ol-redis",
      kafka: "ol-kafka",
      extra: "sms-notifier",
    },
    true,
    { a: "appointment", b: "shift", c: "triage", d: "claim" },
    "api.nhs-spine-proxy.example",
    "api.mapbox-like.example",
    "elk-old.ol.internal",
    "clinic",
  ),
];

export const roles = (e: Estate): Role[] =>
  (
    ["edge", "api", "auth", "svcA", "svcB", "svcC", "svcD", "worker", "consumer", "pg", "redis", "kafka"] as Role[]
  ).concat(e.hasExtra ? ["extra"] : []);

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const ua = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)",
  "Dart/3.3 (dart:io)",
  "axios/1.6.8",
];

/** An nginx access line as the edge prints it. */
export function access(r: Rng, method: string, path: string, code: number, rt: number): string {
  const bytes = code >= 500 ? r.int(150, 600) : r.int(200, 9000);
  return `${r.ip()} - - "${method} ${path} HTTP/1.1" ${code} ${bytes} "-" "${r.pick(ua)}" rt=${rt.toFixed(3)} uct=0.001 urt=${Math.max(0, rt - 0.001).toFixed(3)}`;
}

/** One ordinary user request crossing two or three services, all succeeding. */
export function flow(e: Estate, r: Rng, t: number): Ev[] {
  const tr = r.hex(12);
  const n = e.nouns;
  const id = r.int(10000, 99999);
  const k = r.int(0, 9);
  const ms = r.int(8, 140);
  const out: Ev[] = [];
  const push = (dt: number, role: Role, msg: string, level: Level = "info") =>
    out.push({ t: t + dt, role, level, msg, trace: tr });
  if (k <= 2) {
    const m = r.pick(["GET", "GET", "POST"]);
    push(
      0,
      "svcA",
      `${e.pkg}.${n.a}.web.${cap(n.a)}Controller : ${m === "GET" ? "Fetched" : "Saved"} ${n.a} ${id} in ${ms} ms`,
    );
    push(ms + 3, "api", `request completed ${m} /api/v2/${n.a}s/${id} ${m === "GET" ? 200 : 201} ${ms + 6}ms`);
    push(ms + 5, "edge", access(r, m, `/api/v2/${n.a}s/${id}`, m === "GET" ? 200 : 201, (ms + 9) / 1000));
  } else if (k <= 4) {
    push(0, "svcB", `handled request method=POST path=/v1/${n.b}s/plan status=200 dur=${ms}.${r.int(0, 9)}ms`);
    push(ms + 4, "api", `request completed POST /api/v2/${n.b}s 200 ${ms + 8}ms`);
    push(ms + 6, "edge", access(r, "POST", `/api/v2/${n.b}s`, 200, (ms + 10) / 1000));
  } else if (k <= 5) {
    push(0, "svcC", `${r.ip()}:${r.int(30000, 60000)} - "POST /v1/${n.c}s HTTP/1.1" 200`);
    push(ms + 4, "api", `request completed POST /api/v2/${n.c}s 200 ${ms + 7}ms`);
    push(ms + 6, "edge", access(r, "POST", `/api/v2/${n.c}s`, 200, (ms + 9) / 1000));
  } else if (k <= 6) {
    push(
      0,
      "svcD",
      `info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://${e.names.svcD}/api/${n.d}s/${id} - 200 - application/json ${ms}.${r.int(0, 9)}ms`,
    );
    push(ms + 4, "api", `request completed GET /api/v2/${n.d}s/${id} 200 ${ms + 7}ms`);
    push(ms + 6, "edge", access(r, "GET", `/api/v2/${n.d}s/${id}`, 200, (ms + 9) / 1000));
  } else if (k <= 7) {
    push(
      0,
      "auth",
      `token issued client_id=${r.pick(["web", "ios", "android", "partner-portal"])} grant_type=${r.pick(["refresh_token", "authorization_code", "client_credentials"])} expires_in=3600`,
    );
    push(4, "edge", access(r, "POST", "/auth/token", 200, 0.012));
  } else if (k <= 8) {
    push(0, "svcA", `${e.pkg}.${n.a}.events.Publisher : published ${cap(n.a)}Updated key=${id} to ${n.a}s.v2`);
    push(
      r.int(20, 400),
      "consumer",
      `Processed ${cap(n.a)}Updated key=${id} partition=${r.int(0, 11)} offset=${r.int(100000, 999999)} in ${r.int(2, 40)} ms`,
    );
  } else {
    push(0, "api", `cache ${r.pick(["hit", "hit", "miss"])} key=${n.a}:summary:${id} (${r.int(0, 3)}ms)`);
    if (e.hasExtra && r.chance(0.4))
      push(10, "extra", `sync ok device=${r.hex(6)} items=${r.int(1, 40)} (${r.int(20, 300)}ms)`);
  }
  return out;
}

/** Health checks, periodic jobs, housekeeping and deprecation warnings: everything clock-driven and harmless. */
export function periodic(e: Estate, r: Rng, from: number, to: number): Ev[] {
  const out: Ev[] = [];
  const every = (role: Role, sec: number, f: (t: number) => Omit<Ev, "t" | "role"> | Omit<Ev, "t" | "role">[]) => {
    for (let t = from + r.int(0, sec * 1000); t < to; t += sec * 1000 + r.int(-300, 300)) {
      const x = f(t);
      for (const y of Array.isArray(x) ? x : [x]) out.push({ t: t + r.int(0, 40), role, ...y });
    }
  };
  every("edge", 10, () => ({
    level: "info",
    msg: `${r.ip()} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29" rt=0.000 uct=- urt=-`,
  }));
  every("svcB", 10, () => ({
    level: "info",
    msg: `handled request method=GET path=/healthz status=200 dur=0.${r.int(1, 9)}ms`,
  }));
  every("svcC", 15, () => ({ level: "info", msg: `${r.ip()}:${r.int(30000, 60000)} - "GET /health HTTP/1.1" 200` }));
  every("auth", 30, () => ({ level: "info", msg: `jwks refreshed keys=2 kid=${e.ns}-2026-06 next_refresh=300s` }));
  every("pg", 300, () => [
    { level: "info", msg: "checkpoint starting: time" },
    {
      level: "info",
      msg: `checkpoint complete: wrote ${r.int(300, 4000)} buffers (${r.int(1, 9)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${r.int(20, 269)}.${r.int(100, 999)} s, sync=0.0${r.int(10, 99)} s, total=${r.int(20, 270)}.${r.int(100, 999)} s`,
    },
  ]);
  every("pg", 170, () => ({
    level: "info",
    msg: `automatic vacuum of table "${e.db}.public.${r.pick([e.nouns.a, e.nouns.d, "audit_log", "outbox"])}s": index scans: 1, pages: 0 removed, ${r.int(1000, 90000)} remain, tuples: ${r.int(100, 9000)} removed`,
  }));
  every("redis", 60, () => [
    { level: "info", msg: `${r.int(100, 10000)} changes in 60 seconds. Saving...` },
    { level: "info", msg: `Background saving started by pid ${r.int(1000, 9000)}` },
    { level: "info", msg: "DB saved on disk" },
    { level: "info", msg: "Background saving terminated with success" },
  ]);
  every("kafka", 45, () => ({
    level: "info",
    msg: `[LocalLog partition=${e.nouns.a}s.v2-${r.int(0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1000000, 9999999)} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
  }));
  every("worker", 60, () => {
    const id = r.uuid();
    const task = r.pick([
      `${e.nouns.d}s.tasks.send_reminders`,
      `${e.nouns.a}s.tasks.expire_holds`,
      "core.tasks.refresh_materialized_views",
    ]);
    return [
      { level: "info", msg: `Task ${task}[${id}] received` },
      { level: "info", msg: `Task ${task}[${id}] succeeded in ${r.float(0.05, 3).toFixed(3)}s: None` },
    ];
  });
  every("consumer", 120, () => ({
    level: "info",
    msg: `[Consumer clientId=${e.names.consumer}-0, groupId=${e.names.consumer}] Committed offsets for ${r.int(12, 24)} partitions (lag total=${r.int(0, 60)})`,
  }));
  every("api", 190, () => ({
    level: "warn",
    msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  }));
  every("svcC", 140, () => ({
    level: "warn",
    msg: `/app/${e.nouns.c}/clock.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).`,
  }));
  every("svcA", 600, () => ({
    level: "warn",
    msg: "o.h.e.j.s.SqlExceptionHelper : SQL Warning Code: 0, SQLState: 00000 -- HHH90000026: PostgreSQLDialect has been deprecated; use org.hibernate.dialect.PostgreSQLDialect instead",
  }));
  if (e.hasExtra)
    every("extra", 20, () => ({ level: "info", msg: `heartbeat ok upstream=${e.names.api} queued=${r.int(0, 5)}` }));
  return out;
}

export type ChronicKey = "endpoint" | "deprecated" | "cron" | "flaky" | "handled" | "decom";

/** The six kinds of chronic noise: per-minute rate and one occurrence's lines at time t. */
export interface Chronic {
  key: ChronicKey;
  role: Role;
  perMin: number;
  emit: (r: Rng, t: number) => Ev[];
}

export function jstack(e: Estate, exc: string, frames: string[]): string[] {
  return [
    exc,
    ...frames.map((f) => `\tat ${f.startsWith("org.") || f.startsWith("java") ? f : `${e.pkg}.${f}`}`),
    "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
    "\t... 48 common frames omitted",
  ];
}

export function pytrace(file: string, fn: string, line: number, exc: string): string[] {
  return [
    "Traceback (most recent call last):",
    '  File "/usr/local/lib/python3.12/site-packages/celery/app/trace.py", line 453, in trace_task',
    "    R = retval = fun(*args, **kwargs)",
    `  File "/app/${file}", line ${line}, in ${fn}`,
    `    ${fn === "run" ? "return self.process(batch)" : "row = mapping[key]"}`,
    exc,
  ];
}

export function chronics(e: Estate): Chronic[] {
  const n = e.nouns;
  return [
    {
      key: "endpoint",
      role: "svcA",
      perMin: 2.2,
      emit: (r, t) => {
        const tr = r.hex(12);
        return [
          {
            t,
            role: "svcA",
            level: "error",
            trace: tr,
            msg: `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.IllegalStateException: No report template registered for locale 'cy_GB'] with root cause`,
            stack: jstack(e, "java.lang.IllegalStateException: No report template registered for locale 'cy_GB'", [
              `${n.a}.export.TemplateRegistry.lookup(TemplateRegistry.java:58)`,
              `${n.a}.export.ExportService.render(ExportService.java:112)`,
              `${n.a}.web.ExportController.export(ExportController.java:41)`,
            ]),
          },
          {
            t: t + 6,
            role: "api",
            level: "error",
            trace: tr,
            msg: `upstream ${e.names.svcA} responded 500 for GET /api/v1/${n.a}s/export?format=pdf`,
          },
          {
            t: t + 8,
            role: "edge",
            level: "error",
            trace: tr,
            msg: access(r, "GET", `/api/v1/${n.a}s/export?format=pdf`, 500, 0.09),
          },
        ];
      },
    },
    {
      key: "deprecated",
      role: "svcC",
      perMin: 3,
      emit: (r, t) => [
        {
          t,
          role: "svcC",
          level: "warn",
          msg: `legacy sync failed, will retry next cycle: requests.exceptions.HTTPError: 410 Client Error: Gone for url: https://${e.partner}/v1/${r.pick(["rates", "lookup", "bulk"])}?since=${r.int(1000, 9999)}`,
        },
      ],
    },
    {
      key: "cron",
      role: "worker",
      perMin: 0.5,
      emit: (r, t) => {
        const id = r.uuid();
        const task = `${n.d}s.tasks.reconcile_ledger`;
        return [
          { t, role: "worker", level: "info", msg: `Task ${task}[${id}] received` },
          {
            t: t + r.int(300, 2500),
            role: "worker",
            level: "error",
            msg: `Task ${task}[${id}] raised unexpected: KeyError('cost_centre')`,
            stack: pytrace(`${n.d}s/tasks.py`, "reconcile_ledger", 212, "KeyError: 'cost_centre'"),
          },
        ];
      },
    },
    {
      key: "flaky",
      role: "svcB",
      perMin: 0.7,
      emit: (r, t) => [
        {
          t,
          role: "svcB",
          level: "warn",
          msg: `vendor call failed, retrying attempt=1 err="Post \\"https://${e.vendor}/v2/matrix\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
        },
        {
          t: t + r.int(200, 900),
          role: "svcB",
          level: "info",
          msg: `vendor call ok after retry attempt=2 dur=${r.int(300, 900)}ms`,
        },
      ],
    },
    {
      key: "handled",
      role: "svcD",
      perMin: 1.6,
      emit: (r, t) => {
        const id = r.int(100000, 999999);
        return [
          {
            t,
            role: "svcD",
            level: "error",
            msg: `fail: ${cap(e.company.split(" ")[0])}.${cap(n.d)}s.Api.${cap(n.d)}Controller[0] ${cap(n.d)} ${id} not found, returning 404`,
            stack: [
              `System.Collections.Generic.KeyNotFoundException: The given key '${id}' was not present in the dictionary.`,
              "   at System.Collections.Generic.Dictionary`2.get_Item(TKey key)",
              `   at ${cap(e.company.split(" ")[0])}.${cap(n.d)}s.Domain.${cap(n.d)}Cache.Get(Int64 id) in /src/Domain/${cap(n.d)}Cache.cs:line 37`,
              `   at ${cap(e.company.split(" ")[0])}.${cap(n.d)}s.Api.${cap(n.d)}Controller.Get(Int64 id) in /src/Api/${cap(n.d)}Controller.cs:line 52`,
            ],
          },
        ];
      },
    },
    {
      key: "decom",
      role: "consumer",
      perMin: 2,
      emit: (_r, t) => [
        {
          t,
          role: "consumer",
          level: "warn",
          msg: `Failed to flush metrics to ${e.decom}:2003, retrying in 30s: java.net.UnknownHostException: ${e.decom}: Name or service not known`,
        },
      ],
    },
  ];
}
