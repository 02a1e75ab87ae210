// The three made-up companies of quiet60 and their everyday traffic: request flows, periodic jobs, health checks,
// deprecation warnings and the one service per file that logs a harmless error from the first minute.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Runtime = "java" | "node" | "go" | "python" | "ruby" | "dotnet" | "cpp";

export interface Service {
  name: string;
  rt: Runtime;
}

export interface Flow {
  name: string;
  weight: number;
  run(s: Stream, t: number, tr: string | undefined): void;
}

export interface Job {
  every: number;
  run(s: Stream, t: number): void;
}

export interface Estate {
  key: "formwell" | "inkpact" | "lingotide";
  ns: string;
  traceStyle: "hex12" | "hex32" | null;
  services: Service[];
  flows: Flow[];
  jobs: Job[];
  /** Constant harmless errors; one is chosen per file and runs from the first minute. */
  noisy: { svc: string; every: number; run(s: Stream, t: number): void }[];
  /** Requests per second of the front door. */
  rate: [number, number];
}

const R = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

const HEALTH: Record<Runtime, (svc: string, r: Rng) => string> = {
  java: (_s, r) => `GET /actuator/health 200 ${R(r, 1, 6)}ms`,
  node: (_s, r) => `GET /healthz 200 - ${R(r, 0, 3)}.${R(r, 100, 999)} ms`,
  go: (_s, r) => `http: GET /healthz 200 ${R(r, 80, 900)}µs`,
  python: (_s, r) => `"GET /health HTTP/1.1" 200 15 ${R(r, 1, 4)}ms`,
  ruby: (_s, r) => `Completed 200 OK in ${R(r, 1, 5)}ms (ActiveRecord: 0.${R(r, 1, 9)}ms) GET /up`,
  dotnet: (_s, r) =>
    `Request finished HTTP/1.1 GET http://0.0.0.0:8080/healthz - 200 - text/plain ${R(r, 0, 2)}.${R(r, 1000, 9999)}ms`,
  cpp: (_s, r) => `health probe ok (queue depth ${R(r, 0, 3)}, workers 8/8)`,
};

const DEPRECATIONS: Record<Runtime, string[]> = {
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  go: ["grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x."],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "UserWarning: pkg_resources is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
  ],
  dotnet: [
    "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {7e1b0c1a-3f51-4b5e-9a1c-2d2b5f0e6a11} may be persisted to storage in unencrypted form.",
  ],
  cpp: ["config key 'render.legacy_antialias' is deprecated and ignored; use 'render.aa_mode'"],
};

export function healthLine(sv: Service, r: Rng): string {
  return HEALTH[sv.rt](sv.name, r);
}
export function deprecation(sv: Service, r: Rng): string {
  return r.pick(DEPRECATIONS[sv.rt]);
}

/** Shutdown and start-up lines of one rolling restart, in the runtime's own words. */
export function restartLines(sv: Service, r: Rng, version: string): { level: "info" | "warn"; msg: string }[] {
  const port = sv.rt === "python" ? 8000 : 8080;
  const stop = { level: "info" as const, msg: "Received SIGTERM, shutting down gracefully" };
  const start: Record<Runtime, string[]> = {
    java: [
      `Starting ${sv.name.replace(/-./g, (m) => m[1].toUpperCase())}Application v${version} using Java 21.0.4 with PID 1`,
      `Tomcat started on port ${port} (http) with context path '/'`,
      `Started Application in ${R(r, 6, 14)}.${R(r, 100, 999)} seconds (process running for ${R(r, 15, 19)}.${R(r, 1, 9)})`,
    ],
    node: [`${sv.name}@${version} starting (node v20.17.0, NODE_ENV=production)`, `listening on 0.0.0.0:${port}`],
    go: [`starting ${sv.name} version=${version} go=go1.22.6`, `http server listening addr=:${port}`],
    python: [
      "Started server process [1]",
      "Waiting for application startup.",
      "Application startup complete.",
      `Uvicorn running on http://0.0.0.0:${port} (Press CTRL+C to quit)`,
    ],
    ruby: [
      "Puma starting in cluster mode...",
      `* Puma version: 6.4.2 ("The Eagle of Durango")`,
      `* Listening on http://0.0.0.0:${port}`,
      "Use Ctrl-C to stop",
    ],
    dotnet: [
      `Now listening on: http://[::]:${port}`,
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
    ],
    cpp: [`${sv.name} ${version} starting, 8 worker threads`, `bound 0.0.0.0:${port}`],
  };
  return [
    stop,
    ...start[sv.rt].map((m) => ({ level: "info" as const, msg: m })),
    { level: "warn", msg: deprecation(sv, r) },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Formwell: forms and surveys.

const FORMS = ["fm_8Kq2Lx", "fm_T4ncZa", "fm_p0Wy7e", "fm_Hq3vRb", "fm_2xZe9k", "fm_Lm7Qa1", "fm_Vb5sNc", "fm_Ww1kPo"];

const formwell: Estate = {
  key: "formwell",
  ns: "formwell-prod",
  traceStyle: "hex12",
  rate: [1.0, 2.2],
  services: [
    { name: "forms-edge", rt: "go" },
    { name: "form-builder", rt: "node" },
    { name: "response-intake", rt: "go" },
    { name: "spam-guard", rt: "python" },
    { name: "upload-svc", rt: "node" },
    { name: "integrations-worker", rt: "ruby" },
    { name: "sheets-sync", rt: "python" },
    { name: "crm-connector", rt: "java" },
    { name: "notify-mailer", rt: "python" },
    { name: "report-exporter", rt: "java" },
  ],
  flows: [
    {
      name: "submit",
      weight: 5,
      run(s, t, tr) {
        if (s.hooked("submit", t, tr)) return;
        const r = s.rng;
        const f = r.pick(FORMS);
        const rs = `rs_${r.alnum(10)}`;
        const score = (r.int(7, 9) / 10).toFixed(1);
        s.emit(
          t + R(r, 5, 20),
          "spam-guard",
          "info",
          `recaptcha verdict form=${f} score=${score} action=submit -> allow`,
          {
            trace: tr,
          },
        );
        const took = R(r, 8, 40);
        s.emit(
          t + R(r, 30, 60),
          "response-intake",
          "info",
          `response stored form=${f} id=${rs} fields=${R(r, 4, 22)} took=${took}ms`,
          {
            trace: tr,
          },
        );
        s.emit(
          t + R(r, 70, 140),
          "forms-edge",
          "info",
          `POST /api/v1/forms/${f}/responses 201 ${took + R(r, 40, 90)}ms`,
          {
            trace: tr,
          },
        );
        if (r.chance(0.35))
          s.emit(
            t + R(r, 200, 900),
            "integrations-worker",
            "info",
            `class=SheetsAppendJob jid=${r.hex(24)} INFO: start`,
          );
        if (r.chance(0.3))
          s.emit(
            t + R(r, 900, 2500),
            "sheets-sync",
            "info",
            `appended 1 row to spreadsheet 1${r.alnum(21)} range 'Form Responses 1'!A:Z (HTTP 200, ${R(r, 180, 700)}ms)`,
          );
        if (r.chance(0.12))
          s.emit(
            t + R(r, 600, 3000),
            "crm-connector",
            "info",
            `c.f.crm.SalesforceSink : upserted Lead 00Q${r.alnum(12)} for org 00D${r.alnum(12)} (form ${f})`,
          );
        if (r.chance(0.25))
          s.emit(
            t + R(r, 300, 1500),
            "notify-mailer",
            "info",
            `sent new-response notification form=${f} via ses MessageId=0100019${r.hex(9)}-${r.uuid()}-000000`,
          );
      },
    },
    {
      name: "render",
      weight: 6,
      run(s, t, tr) {
        if (s.hooked("render", t, tr)) return;
        const r = s.rng;
        const f = r.pick(FORMS);
        s.emit(
          t + R(r, 3, 15),
          "form-builder",
          "info",
          `rendered form ${f} v${R(r, 2, 40)} (${R(r, 3, 30)} fields, cache ${r.chance(0.8) ? "hit" : "miss"})`,
          {
            trace: tr,
          },
        );
        s.emit(t + R(r, 20, 60), "forms-edge", "info", `GET /f/${f} 200 ${R(r, 12, 90)}ms`, { trace: tr });
      },
    },
    {
      name: "upload",
      weight: 1.2,
      run(s, t, tr) {
        if (s.hooked("upload", t, tr)) return;
        const r = s.rng;
        const name = r.pick([
          "receipt.pdf",
          "IMG_4412.jpg",
          "cv_2026.docx",
          "photo.png",
          "invoice-0331.pdf",
          "scan001.pdf",
        ]);
        const size = R(r, 40_000, 4_800_000);
        s.emit(
          t + R(r, 40, 400),
          "upload-svc",
          "info",
          `upload stored key=uploads/${r.pick(FORMS)}/${r.uuid()}/${name} size=${size} clamav=OK`,
          {
            trace: tr,
          },
        );
        s.emit(t + R(r, 450, 900), "forms-edge", "info", `POST /api/v1/uploads 201 ${R(r, 420, 880)}ms`, { trace: tr });
      },
    },
    {
      name: "builder",
      weight: 1,
      run(s, t, tr) {
        if (s.hooked("builder", t, tr)) return;
        const r = s.rng;
        const f = r.pick(FORMS);
        if (r.chance(0.8)) {
          s.emit(
            t + R(r, 5, 20),
            "form-builder",
            "info",
            `autosaved draft ${f} rev ${R(r, 10, 400)} by usr_${r.alnum(8)}`,
            { trace: tr },
          );
          s.emit(t + R(r, 25, 60), "forms-edge", "info", `PATCH /api/v1/forms/${f}/draft 200 ${R(r, 20, 60)}ms`, {
            trace: tr,
          });
        } else {
          s.emit(t + R(r, 5, 20), "form-builder", "info", `published ${f} as v${R(r, 2, 40)} (${R(r, 3, 30)} fields)`, {
            trace: tr,
          });
          s.emit(t + R(r, 25, 80), "forms-edge", "info", `POST /api/v1/forms/${f}/publish 200 ${R(r, 30, 80)}ms`, {
            trace: tr,
          });
        }
      },
    },
  ],
  jobs: [
    {
      every: 30_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "integrations-worker",
          "info",
          `class=Sidekiq::Scheduled::Poller INFO: enqueued ${R(r, 0, 14)} scheduled jobs`,
        );
      },
    },
    {
      every: 60_000,
      run(s, t) {
        const r = s.rng;
        const ex = `ex_${r.alnum(8)}`;
        s.emit(
          t,
          "report-exporter",
          "info",
          `c.f.export.ExportRunner : export ${ex} started (csv, form ${r.pick(FORMS)})`,
        );
        s.emit(
          t + R(r, 800, 9000),
          "report-exporter",
          "info",
          `c.f.export.ExportRunner : export ${ex} finished rows=${R(r, 20, 40000)} bytes=${R(r, 10_000, 9_000_000)}`,
        );
      },
    },
    {
      every: 45_000,
      run(s, t) {
        const r = s.rng;
        s.emit(t, "notify-mailer", "info", `digest batch: ${R(r, 3, 90)} daily summaries queued`);
      },
    },
  ],
  noisy: [
    {
      svc: "form-builder",
      every: 9_000,
      run(s, t) {
        s.emit(
          t,
          "form-builder",
          "error",
          `theme "legacy-serif": failed to load font metrics from /assets/fonts/LegacySerif.woff2 (ENOENT), falling back to system-ui`,
        );
      },
    },
    {
      svc: "notify-mailer",
      every: 11_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "notify-mailer",
          "error",
          `SES bounce: Permanent/General for ${r.alnum(6).toLowerCase()}@${r.pick(["gmial.com", "hotmial.com", "yaho.com"])} - address added to suppression list`,
        );
      },
    },
    {
      svc: "report-exporter",
      every: 13_000,
      run(s, t) {
        s.emit(
          t,
          "report-exporter",
          "warn",
          `o.a.p.x.s.XSSFWorkbook : Cell style count exceeds 4000 in workbook, reusing default style`,
        );
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Inkpact: e-signature.

const ACCTS = ["a7f3c2e1", "0b9d4411", "c55e90aa", "f1e2d3c4", "9a8b7c6d"];

const inkpact: Estate = {
  key: "inkpact",
  ns: "inkpact-prod",
  traceStyle: "hex32",
  rate: [0.8, 1.8],
  services: [
    { name: "sign-api", rt: "java" },
    { name: "envelope-svc", rt: "java" },
    { name: "signer-auth", rt: "go" },
    { name: "pdf-sealer", rt: "dotnet" },
    { name: "audit-trail", rt: "go" },
    { name: "notify-hub", rt: "node" },
    { name: "webhook-dispatcher", rt: "node" },
    { name: "template-svc", rt: "ruby" },
    { name: "billing-meter", rt: "python" },
    { name: "doc-render", rt: "cpp" },
  ],
  flows: [
    {
      name: "create",
      weight: 2,
      run(s, t, tr) {
        if (s.hooked("create", t, tr)) return;
        const r = s.rng;
        const env = r.uuid();
        const acct = r.pick(ACCTS);
        if (r.chance(0.4))
          s.emit(
            t + R(r, 5, 30),
            "template-svc",
            "info",
            `Completed 200 OK in ${R(r, 18, 90)}ms (Views: ${R(r, 1, 9)}.${R(r, 0, 9)}ms | ActiveRecord: ${R(r, 3, 30)}.${R(r, 0, 9)}ms) GET /templates/${r.uuid()}`,
            {
              trace: tr,
            },
          );
        s.emit(
          t + R(r, 40, 80),
          "doc-render",
          "info",
          `rendered ${R(r, 1, 24)} pages for envelope ${env} at 144dpi in ${R(r, 30, 400)}ms`,
          { trace: tr },
        );
        s.emit(
          t + R(r, 90, 140),
          "envelope-svc",
          "info",
          `c.i.envelope.EnvelopeService : envelope ${env} created status=sent recipients=${R(r, 1, 4)} account=${acct}`,
          {
            trace: tr,
          },
        );
        s.emit(
          t + R(r, 140, 180),
          "audit-trail",
          "info",
          `appended event=EnvelopeSent envelope=${env} seq=1 hash=${r.hex(16)}`,
          { trace: tr },
        );
        s.emit(
          t + R(r, 150, 400),
          "notify-hub",
          "info",
          `email queued template=envelope_sent envelope=${env} to=${r.alnum(1).toLowerCase()}***@${r.pick(["acme.example", "mail.example", "corp.example"])}`,
          {
            trace: tr,
          },
        );
        s.emit(
          t + R(r, 190, 260),
          "sign-api",
          "info",
          `POST /restapi/v2.1/accounts/${acct}/envelopes 201 ${R(r, 180, 260)}ms`,
          { trace: tr },
        );
        if (r.chance(0.6))
          s.emit(t + R(r, 300, 900), "billing-meter", "info", `metered envelope_sent account=${acct} qty=1`);
      },
    },
    {
      name: "sign",
      weight: 2.5,
      run(s, t, tr) {
        if (s.hooked("sign", t, tr)) return;
        const r = s.rng;
        const env = r.uuid();
        const acct = r.pick(ACCTS);
        if (r.chance(0.3))
          s.emit(
            t + R(r, 10, 40),
            "signer-auth",
            "info",
            `access code verified envelope=${env} recipient=${R(r, 1, 4)}`,
            { trace: tr },
          );
        s.emit(
          t + R(r, 40, 80),
          "envelope-svc",
          "info",
          `c.i.envelope.SigningService : recipient ${R(r, 1, 4)} signed envelope ${env}`,
          { trace: tr },
        );
        s.emit(
          t + R(r, 80, 110),
          "audit-trail",
          "info",
          `appended event=RecipientSigned envelope=${env} seq=${R(r, 3, 12)} hash=${r.hex(16)}`,
          { trace: tr },
        );
        const done = r.chance(0.45);
        if (done) {
          const pages = R(r, 1, 24);
          s.emit(
            t + R(r, 300, 900),
            "pdf-sealer",
            "info",
            `Inkpact.Sealer.SealWorker[0] Sealed envelope ${env}: ${pages} pages, PAdES-B-LT, TSA ${R(r, 60, 240)} ms, total ${R(r, 300, 900)} ms`,
            {
              trace: tr,
            },
          );
          s.emit(
            t + R(r, 950, 1000),
            "envelope-svc",
            "info",
            `c.i.envelope.EnvelopeService : envelope ${env} completed, certificate of completion attached`,
            { trace: tr },
          );
          s.emit(
            t + R(r, 1000, 1050),
            "audit-trail",
            "info",
            `appended event=EnvelopeCompleted envelope=${env} seq=${R(r, 6, 20)} hash=${r.hex(16)}`,
            { trace: tr },
          );
          s.emit(
            t + R(r, 1100, 1900),
            "webhook-dispatcher",
            "info",
            `delivered envelope-completed ${env} to https://hooks.${r.pick(["acme", "northwind", "contoso", "globex"])}.example/inkpact 200 in ${R(r, 80, 600)}ms`,
          );
          s.emit(
            t + R(r, 1100, 1600),
            "notify-hub",
            "info",
            `email queued template=envelope_completed envelope=${env}`,
          );
        }
        s.emit(
          t + R(r, 120, 200),
          "sign-api",
          "info",
          `PUT /restapi/v2.1/accounts/${acct}/envelopes/${env}/recipients 200 ${R(r, 110, 200)}ms`,
          { trace: tr },
        );
      },
    },
    {
      name: "view",
      weight: 4,
      run(s, t, tr) {
        if (s.hooked("view", t, tr)) return;
        const r = s.rng;
        const env = r.uuid();
        s.emit(
          t + R(r, 10, 60),
          "doc-render",
          "info",
          `served page ${R(r, 1, 12)} of envelope ${env} from cache (${R(r, 40, 300)} KiB)`,
          { trace: tr },
        );
        s.emit(
          t + R(r, 60, 90),
          "audit-trail",
          "info",
          `appended event=EnvelopeViewed envelope=${env} seq=${R(r, 2, 9)} hash=${r.hex(16)}`,
          { trace: tr },
        );
        s.emit(t + R(r, 90, 140), "sign-api", "info", `GET /signing/${env}/view 200 ${R(r, 60, 140)}ms`, { trace: tr });
      },
    },
  ],
  jobs: [
    {
      every: 20_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "webhook-dispatcher",
          "info",
          `retry sweep: ${R(r, 0, 6)} deliveries due, ${R(r, 0, 3)} dead-lettered total today`,
        );
      },
    },
    {
      every: 60_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "billing-meter",
          "info",
          `flushed usage batch: ${R(r, 20, 300)} records to ledger in ${R(r, 40, 400)}ms`,
        );
      },
    },
    {
      every: 30_000,
      run(s, t) {
        const r = s.rng;
        s.emit(t, "audit-trail", "info", `chain checkpoint written accounts=${R(r, 200, 900)} head=${r.hex(16)}`);
      },
    },
  ],
  noisy: [
    {
      svc: "doc-render",
      every: 8_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "doc-render",
          "error",
          `font 'Calibri' not embedded in source document ${r.uuid()}, substituted with 'Carlito'`,
        );
      },
    },
    {
      svc: "notify-hub",
      every: 10_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "notify-hub",
          "error",
          `SendGrid event: dropped to=${r.alnum(1).toLowerCase()}***@${r.pick(["example.invalid", "old-domain.example"])} reason="Bounced Address"`,
        );
      },
    },
    {
      svc: "billing-meter",
      every: 12_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "billing-meter",
          "warn",
          `account ${r.pick(ACCTS)} has no active plan mapping for sku=SMS_AUTH, metering as overage`,
        );
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Lingotide: translation management.

const PAIRS = ["en-US>de-DE", "en-US>fr-FR", "en-US>ja-JP", "en-US>es-ES", "de-DE>en-GB", "en-US>pt-BR", "en-US>zh-CN"];

const lingotide: Estate = {
  key: "lingotide",
  ns: "lingotide",
  traceStyle: null,
  rate: [0.9, 2.0],
  services: [
    { name: "tms-web", rt: "ruby" },
    { name: "doc-import", rt: "python" },
    { name: "segmenter", rt: "cpp" },
    { name: "mt-router", rt: "go" },
    { name: "tm-service", rt: "java" },
    { name: "qa-checker", rt: "python" },
    { name: "review-queue", rt: "node" },
    { name: "file-export", rt: "dotnet" },
    { name: "glossary-svc", rt: "go" },
    { name: "vendor-bridge", rt: "node" },
  ],
  flows: [
    {
      name: "page",
      weight: 5,
      run(s, t) {
        if (s.hooked("page", t, undefined)) return;
        const r = s.rng;
        const path = r.pick([
          "/projects",
          `/projects/${R(r, 4000, 4999)}/jobs`,
          `/jobs/${R(r, 80000, 99999)}/editor`,
          "/dashboard",
        ]);
        const views = R(r, 5, 80);
        const ar = R(r, 4, 90);
        s.emit(
          t + R(r, 30, 200),
          "tms-web",
          "info",
          `Completed 200 OK in ${views + ar + R(r, 5, 90)}ms (Views: ${views}.${R(r, 0, 9)}ms | ActiveRecord: ${ar}.${R(r, 0, 9)}ms | Allocations: ${R(r, 4000, 90000)}) GET ${path}`,
        );
      },
    },
    {
      name: "editor",
      weight: 4,
      run(s, t) {
        if (s.hooked("editor", t, undefined)) return;
        const r = s.rng;
        const job = R(r, 80000, 99999);
        s.emit(
          t + R(r, 5, 30),
          "tm-service",
          "info",
          `c.l.tm.LookupController : lookup job=${job} seg=${R(r, 1, 600)} best=${r.pick(["100%", "98%", "85%", "72%", "no match"])} in ${R(r, 4, 60)}ms`,
        );
        if (r.chance(0.5))
          s.emit(
            t + R(r, 5, 30),
            "glossary-svc",
            "info",
            `term lookup project=${R(r, 4000, 4999)} pair=${r.pick(PAIRS)} hits=${R(r, 0, 9)} took=${R(r, 1, 9)}ms`,
          );
        if (r.chance(0.5))
          s.emit(
            t + R(r, 40, 500),
            "mt-router",
            "info",
            `mt ok engine=${r.pick(["deepl", "google-v3", "custom-nmt"])} pair=${r.pick(PAIRS)} segs=1 chars=${R(r, 20, 600)} took=${R(r, 90, 700)}ms`,
          );
        s.emit(
          t + R(r, 60, 700),
          "tms-web",
          "info",
          `Completed 200 OK in ${R(r, 60, 700)}ms (Views: 0.4ms | ActiveRecord: ${R(r, 2, 20)}.${R(r, 0, 9)}ms | Allocations: ${R(r, 2000, 9000)}) POST /api/jobs/${job}/segments/suggest`,
        );
      },
    },
    {
      name: "import",
      weight: 0.5,
      run(s, t) {
        if (s.hooked("import", t, undefined)) return;
        const r = s.rng;
        const name = r.pick([
          "contract_v3.docx",
          "release-notes.md",
          "strings.xliff",
          "UI_en.json",
          "brochure.idml",
          "manual-ch4.docx",
          "pricing.xlsx",
        ]);
        const segs = R(r, 40, 1800);
        const job = R(r, 80000, 99999);
        s.emit(
          t,
          "doc-import",
          "info",
          `import job=${job} file=${name} filter=${name.split(".").pop()} -> ${segs} segments, ${R(r, 0, 200)} inline tags`,
        );
        s.emit(
          t + R(r, 100, 400),
          "segmenter",
          "info",
          `SRX ${r.pick(PAIRS).slice(0, 5)}: job ${job} ${segs} segments in ${R(r, 2, 60)}ms`,
        );
        s.emit(
          t + R(r, 500, 3000),
          "tm-service",
          "info",
          `c.l.tm.LeverageJob : job=${job} segs=${segs} 101%=${R(r, 0, 20)} 100%=${R(r, 0, 200)} fuzzy=${R(r, 0, 300)} new=${R(r, 10, segs)}`,
        );
        s.emit(
          t + R(r, 3000, 9000),
          "mt-router",
          "info",
          `mt batch ok engine=${r.pick(["deepl", "google-v3", "custom-nmt"])} pair=${r.pick(PAIRS)} segs=${Math.min(segs, 50)} chars=${R(r, 2000, 30000)} took=${R(r, 600, 4000)}ms`,
        );
        s.emit(t + R(r, 9000, 12000), "qa-checker", "info", `QA run job=${job}: ${R(r, 0, 12)} warnings, 0 errors`);
        s.emit(
          t + R(r, 12000, 14000),
          "review-queue",
          "info",
          `task T-${R(r, 100000, 999999)} created for job ${job} (${r.pick(PAIRS)}), due in 48h`,
        );
      },
    },
    {
      name: "export",
      weight: 0.5,
      run(s, t) {
        if (s.hooked("export", t, undefined)) return;
        const r = s.rng;
        s.emit(
          t,
          "file-export",
          "info",
          `Lingotide.Export.ExportHandler[0] Exported job ${R(r, 80000, 99999)} to ${r.pick(["docx", "xliff", "json", "idml", "xlsx"])} (${R(r, 20, 1500)} segments) in ${R(r, 80, 2000)} ms`,
        );
        s.emit(
          t + R(r, 20, 60),
          "tms-web",
          "info",
          `Completed 200 OK in ${R(r, 90, 900)}ms (Views: 0.2ms | ActiveRecord: 4.${R(r, 0, 9)}ms | Allocations: 3120) GET /jobs/${R(r, 80000, 99999)}/download`,
        );
      },
    },
    {
      name: "review",
      weight: 1.2,
      run(s, t) {
        if (s.hooked("review", t, undefined)) return;
        const r = s.rng;
        s.emit(
          t,
          "review-queue",
          "info",
          `task T-${R(r, 100000, 999999)} ${r.pick(["claimed by", "approved by", "returned to translator by"])} rv_${r.alnum(6)} (${r.pick(PAIRS)})`,
        );
      },
    },
  ],
  jobs: [
    {
      every: 30_000,
      run(s, t) {
        const r = s.rng;
        s.emit(t, "vendor-bridge", "info", `polled vendor portal: ${R(r, 0, 6)} new offers, ${R(r, 0, 4)} deliveries`);
      },
    },
    {
      every: 60_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "tm-service",
          "info",
          `c.l.tm.IndexMaintenance : refreshed fuzzy index tm=${R(r, 100, 199)} (${R(r, 10_000, 900_000)} TUs) in ${R(r, 200, 3000)}ms`,
        );
      },
    },
    {
      every: 40_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "review-queue",
          "info",
          `queue stats: open=${R(r, 200, 900)} claimed=${R(r, 50, 200)} overdue=${R(r, 0, 12)}`,
        );
      },
    },
  ],
  noisy: [
    {
      svc: "qa-checker",
      every: 7_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "qa-checker",
          "error",
          `spellcheck dictionary for locale '${r.pick(["sr-Latn-ME", "ca-ES-valencia", "es-419"])}' not installed, skipping spelling checks for job ${R(r, 80000, 99999)}`,
        );
      },
    },
    {
      svc: "vendor-bridge",
      every: 12_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "vendor-bridge",
          "error",
          `vendor ${r.pick(["LinguaPro", "TransBridge GmbH"])} callback rejected: HMAC signature mismatch (stale secret on vendor side), ignoring`,
        );
      },
    },
    {
      svc: "glossary-svc",
      every: 10_000,
      run(s, t) {
        const r = s.rng;
        s.emit(
          t,
          "glossary-svc",
          "warn",
          `term conflict in glossary ${R(r, 100, 300)}: source "${r.pick(["dashboard", "checkout", "sign in", "account"])}" has 2 approved targets for de-DE, using newest`,
        );
      },
    },
  ],
};

export const ESTATES: Estate[] = [formwell, inkpact, lingotide];
export const estate = (k: Estate["key"]): Estate => ESTATES.find((e) => e.key === k)!;

/** Writes everyday traffic, jobs, health checks, deprecations and the chosen noisy service for [s.start, s.end). */
export function background(s: Stream, e: Estate, noisyIdx: number): void {
  const r = s.rng;
  const rate = r.int(e.rate[0] * 10, e.rate[1] * 10) / 10;
  const total = e.flows.reduce((a, f) => a + f.weight, 0);
  for (let t = s.start + r.exp(1000 / rate); t < s.end; t += r.exp(1000 / rate)) {
    let x = r.next() * total;
    const f = e.flows.find((fl) => {
      x -= fl.weight;
      return x < 0;
    })!;
    f.run(s, t, s.trace());
  }
  for (const j of e.jobs)
    for (let t = s.start + r.int(0, j.every); t < s.end; t += j.every + r.int(-800, 800)) j.run(s, t);
  for (const sv of e.services) {
    const every = r.pick([10_000, 15_000, 30_000]);
    for (let t = s.start + r.int(0, every); t < s.end; t += every + r.int(-40, 40))
      s.emit(t, sv.name, "info", healthLine(sv, r));
  }
  for (const sv of e.services)
    if (r.chance(0.5))
      for (let t = s.start + r.int(0, 300_000); t < s.end; t += r.int(200_000, 400_000))
        s.emit(t, sv.name, "warn", deprecation(sv, r));
  const n = e.noisy[noisyIdx % e.noisy.length];
  for (let t = s.start + r.int(500, 20_000); t < s.end; t += n.every * (0.6 + r.next() * 0.8)) n.run(s, t);
}
