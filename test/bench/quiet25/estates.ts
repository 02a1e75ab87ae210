// The four made-up estates: services and runtimes, everyday request flows, probes, periodic jobs, the one
// noisy service, deprecations and retries that succeed.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Ctx, Extra } from "./stream.js";

export type Lang = "java" | "go" | "node" | "python" | "dotnet" | "ruby" | "cpp";
export type Step = [number, string, Level, string];

export interface Service {
  name: string;
  lang: Lang;
  probeEvery: number;
  probe(r: Rng): string;
  deploy(r: Rng): [number, Level, string][];
}
export interface Flow {
  touches: string[];
  steps(r: Rng): Step[];
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  traceLen: number;
  services: Service[];
  flows: Flow[];
  jobs: { period: number; run(c: Ctx, t: number): void }[];
  noisy: { svc: string; gap: number; line(r: Rng): [Level, string, Extra?] };
  deprecations: { svc: string; gap: number; msg(r: Rng): string }[];
  retry: { gap: number; steps(r: Rng): Step[] };
}

const camel = (s: string) => s.replace(/(^|-)(\w)/g, (_, __, ch: string) => ch.toUpperCase());
const ip = (r: Rng) => `10.42.${r.int(0, 7)}.${r.int(2, 250)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

function svc(name: string, lang: Lang, version: string): Service {
  const probeEvery = lang === "java" || lang === "cpp" ? 60_000 : 30_000;
  const probe = (r: Rng): string => {
    switch (lang) {
      case "go":
        return `GET /healthz 200 ${r.int(90, 900)}µs ua=kube-probe/1.29`;
      case "node":
        return `GET /health 200 ${(r.next() * 2 + 0.3).toFixed(3)} ms - 15`;
      case "python":
        return `${ip(r)} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
      case "dotnet":
        return `Request finished HTTP/1.1 GET http://${name}:8080/health - 200 - text/plain ${(r.next() * 3).toFixed(4)}ms`;
      case "ruby":
        return `method=GET path=/up format=html controller=Rails::HealthController action=show status=200 duration=${(r.next() * 2).toFixed(2)} view=0.00 db=0.00`;
      case "java":
        return `GET /actuator/health -> 200 (${r.int(2, 14)}ms)`;
      case "cpp":
        return `health: ok (queue=${r.int(0, 6)}, workers=${r.int(6, 8)}/8)`;
    }
  };
  const deploy = (r: Rng): [number, Level, string][] => {
    const pid = r.int(1, 9);
    switch (lang) {
      case "java":
        return [
          [0, "info", "Commencing graceful shutdown. Waiting for active requests to complete"],
          [r.int(800, 2500), "info", "Graceful shutdown complete"],
          [
            r.int(3000, 9000),
            "info",
            `Starting ${camel(name)}Application v${version} using Java 17.0.10 with PID ${pid}`,
          ],
          [r.int(200, 600), "info", 'The following 1 profile is active: "prod"'],
          [r.int(5000, 9000), "info", "Tomcat started on port(s): 8080 (http) with context path ''"],
          [
            r.int(100, 400),
            "info",
            `Started ${camel(name)}Application in ${(r.next() * 10 + 9).toFixed(3)} seconds (process running for ${(r.next() * 10 + 11).toFixed(3)})`,
          ],
        ];
      case "go":
        return [
          [0, "info", `received SIGHUP, reloading configuration from /etc/${name}/config.yaml`],
          [r.int(20, 90), "info", `configuration reloaded sha256=${r.hex(12)} changed_keys=${r.int(1, 3)}`],
        ];
      case "node":
        return [
          [0, "info", "SIGTERM received, closing server (in-flight requests: 3)"],
          [r.int(4000, 9000), "info", `${name}@${version} starting (node v20.11.1, NODE_ENV=production)`],
          [r.int(300, 900), "info", "Server listening on http://0.0.0.0:3000"],
        ];
      case "python":
        return [
          [0, "info", `[${pid}] [INFO] Handling signal: term`],
          [r.int(500, 2000), "info", `[${pid}] [INFO] Shutting down: Master`],
          [r.int(3000, 8000), "info", "[1] [INFO] Starting gunicorn 21.2.0"],
          [r.int(10, 40), "info", "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)"],
          [r.int(10, 40), "info", "[1] [INFO] Using worker: uvicorn.workers.UvicornWorker"],
          [r.int(10, 90), "info", `[${pid + 6}] [INFO] Booting worker with pid: ${pid + 6}`],
          [r.int(800, 2000), "info", `release ${version} ready`],
        ];
      case "dotnet":
        return [
          [0, "info", "Application is shutting down..."],
          [r.int(4000, 9000), "info", "Now listening on: http://[::]:8080"],
          [r.int(5, 30), "info", "Application started. Press Ctrl+C to shut down."],
          [r.int(1, 5), "info", "Hosting environment: Production"],
          [r.int(1, 5), "info", `Content root path: /app (build ${version})`],
        ];
      case "ruby":
        return [
          [0, "info", "- Gracefully stopping, waiting for requests to finish"],
          [r.int(3000, 8000), "info", "Puma starting in cluster mode..."],
          [r.int(5, 30), "info", '* Puma version: 6.4.2 (ruby 3.2.3-p157) ("The Eagle of Durango")'],
          [r.int(5, 30), "info", "*  Environment: production"],
          [r.int(800, 2000), "info", "* Listening on http://0.0.0.0:3000"],
          [r.int(10, 60), "info", `release ${version} booted, 4 workers`],
        ];
      case "cpp":
        return [
          [0, "info", "SIGHUP: reloading /etc/pdf-normalizer/profiles.ini"],
          [r.int(30, 120), "info", `profiles reloaded (${r.int(9, 14)} profiles, build ${version})`],
        ];
    }
  };
  return { name, lang, probeEvery, probe, deploy };
}

const policyNo = (r: Rng) => `HM-${r.pick(["AU", "HO", "CP"])}-${r.digits(7)}`;
const claimNo = (r: Rng) => `CLM-2026-${r.digits(6)}`;

const harborline: Estate = {
  key: "harborline",
  company: "Harborline Mutual (personal lines insurer)",
  namespace: "claims-prod",
  traced: true,
  traceLen: 32,
  services: [
    svc("edge-gateway", "go", "1.27.3"),
    svc("claims-intake-api", "node", "4.31.0"),
    svc("fnol-worker", "node", "4.31.0"),
    svc("fraud-scorer", "python", "2026.11.2"),
    svc("policy-core", "java", "7.12.4"),
    svc("doc-render", "node", "3.8.1"),
    svc("ocr-pipeline", "python", "1.19.0"),
    svc("payments-disb", "dotnet", "5.4.0"),
    svc("notify-svc", "go", "2.3.9"),
    svc("underwriting-batch", "java", "7.12.4"),
  ],
  flows: [
    {
      touches: ["edge-gateway", "claims-intake-api", "policy-core", "fraud-scorer"],
      steps: (r) => {
        const c = claimNo(r);
        const p = policyNo(r);
        return [
          [0, "policy-core", "info", `GET /v3/policies/${p}/coverage -> 200 (${ms(r, 8, 60)}ms)`],
          [
            ms(r, 5, 40),
            "fraud-scorer",
            "info",
            `scored claim ${c} risk=${(r.next() * 0.4).toFixed(3)} band=LOW model=gbm-v14 ${ms(r, 12, 80)}ms`,
          ],
          [
            ms(r, 5, 30),
            "claims-intake-api",
            "info",
            `POST /api/v2/claims 201 ${ms(r, 90, 420)} ms - claim ${c} policy ${p}`,
          ],
          [
            ms(r, 1, 5),
            "edge-gateway",
            "info",
            `"POST /api/v2/claims HTTP/1.1" 201 - ${ms(r, 400, 3000)} ${ms(r, 200, 500)} ${ms(r, 100, 450)} ${ms(r, 100, 440)} "claims-intake-api"`,
          ],
        ];
      },
    },
    {
      touches: ["edge-gateway", "claims-intake-api", "policy-core"],
      steps: (r) => {
        const p = policyNo(r);
        return [
          [0, "policy-core", "info", `GET /v3/policies/${p} -> 200 (${ms(r, 4, 40)}ms)`],
          [ms(r, 3, 20), "claims-intake-api", "info", `GET /api/v2/policies/${p}/summary 200 ${ms(r, 20, 120)} ms`],
          [
            ms(r, 1, 5),
            "edge-gateway",
            "info",
            `"GET /api/v2/policies/${p}/summary HTTP/1.1" 200 - 0 ${ms(r, 800, 4000)} ${ms(r, 20, 130)} ${ms(r, 18, 120)} "claims-intake-api"`,
          ],
        ];
      },
    },
    {
      touches: ["fnol-worker", "doc-render", "ocr-pipeline"],
      steps: (r) => {
        const c = claimNo(r);
        const d = `DOC-${r.hex(10)}`;
        return [
          [
            0,
            "fnol-worker",
            "info",
            `consumed fnol.created claim=${c} partition=${r.int(0, 11)} offset=${r.digits(7)}`,
          ],
          [
            ms(r, 30, 200),
            "ocr-pipeline",
            "info",
            `ocr done doc=${d} pages=${r.int(1, 9)} mean_conf=0.9${r.int(1, 8)} engine=tesseract-5.3.4 ${ms(r, 900, 4000)}ms`,
          ],
          [
            ms(r, 20, 90),
            "doc-render",
            "info",
            `rendered acknowledgement letter ${c} (template ack-letter-v9, ${r.int(1, 3)} pages, ${ms(r, 120, 600)}ms)`,
          ],
        ];
      },
    },
    {
      touches: ["payments-disb", "policy-core", "notify-svc"],
      steps: (r) => {
        const c = claimNo(r);
        return [
          [0, "policy-core", "info", `GET /v3/policies/${policyNo(r)}/payees -> 200 (${ms(r, 5, 40)}ms)`],
          [
            ms(r, 5, 40),
            "payments-disb",
            "info",
            `Disbursement {DisbursementId} created for claim ${c}: ${r.int(180, 9000)}.${r.digits(2)} USD via ACH`.replace(
              "{DisbursementId}",
              `DSB-${r.digits(8)}`,
            ),
          ],
          [
            ms(r, 10, 80),
            "notify-svc",
            "info",
            `sent template=payment-issued channel=${r.pick(["email", "sms"])} to=***${r.digits(4)} provider_id=${r.hex(16)}`,
          ],
        ];
      },
    },
  ],
  jobs: [
    {
      period: 60_000,
      run: (c, t) =>
        c.ev(
          t,
          "underwriting-batch",
          "info",
          `renewal-offer chunk ${c.rng.int(40, 400)} committed: ${c.rng.int(180, 250)} written, 0 skipped (read=250)`,
        ),
    },
    {
      period: 120_000,
      run: (c, t) =>
        c.ev(t, "fnol-worker", "info", `consumer lag fnol.created group=fnol-worker lag=${c.rng.int(0, 40)}`),
    },
  ],
  noisy: {
    svc: "notify-svc",
    gap: 9_000,
    line: (r) => [
      "error",
      `sms delivery failed to=***${r.digits(4)} provider=twilio code=30006 err="Landline or unreachable carrier"`,
    ],
  },
  deprecations: [
    {
      svc: "claims-intake-api",
      gap: 70_000,
      msg: () =>
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "fraud-scorer",
      gap: 95_000,
      msg: () =>
        "/usr/local/lib/python3.11/site-packages/sklearn/base.py:348: InconsistentVersionWarning: Trying to unpickle estimator DecisionTreeRegressor from version 1.3.2 when using version 1.4.1.post1. This might lead to breaking code or invalid results. Use at your own risk.",
    },
  ],
  retry: {
    gap: 60_000,
    steps: (r) => [
      [0, "fnol-worker", "warn", `policy-core GET /v3/policies/${policyNo(r)} failed (ECONNRESET), retry 1/3 in 200ms`],
      [ms(r, 210, 260), "fnol-worker", "info", "policy-core call succeeded on attempt 2"],
    ],
  },
};

const matter = (r: Rng) => `M-${r.digits(5)}`;
const lexvault: Estate = {
  key: "lexvault",
  company: "Lexvault (e-discovery SaaS)",
  namespace: "lexvault",
  traced: false,
  traceLen: 0,
  services: [
    svc("review-web", "ruby", "2026.47.1"),
    svc("matter-api", "node", "9.2.0"),
    svc("ingest-coord", "go", "3.14.2"),
    svc("text-extract", "java", "2.28.0"),
    svc("dedupe-hasher", "go", "1.9.4"),
    svc("search-indexer", "java", "5.6.1"),
    svc("privilege-classifier", "python", "0.44.0"),
    svc("production-export", "dotnet", "8.1.3"),
    svc("audit-trail", "go", "1.2.0"),
  ],
  flows: [
    {
      touches: ["review-web", "matter-api", "search-indexer"],
      steps: (r) => {
        const m = matter(r);
        return [
          [
            0,
            "search-indexer",
            "info",
            `query matter=${m} hits=${r.int(0, 9000)} took=${ms(r, 12, 300)}ms shards=${r.int(3, 12)}/${r.int(12, 12)}`,
          ],
          [ms(r, 5, 20), "matter-api", "info", `GET /v1/matters/${m}/search 200 ${ms(r, 40, 400)}ms`],
          [
            ms(r, 5, 20),
            "review-web",
            "info",
            `method=POST path=/matters/${m}/search format=json controller=SearchController action=create status=200 duration=${ms(r, 60, 500)}.${r.digits(2)} view=${ms(r, 1, 20)}.${r.digits(2)} db=${ms(r, 1, 30)}.${r.digits(2)}`,
          ],
        ];
      },
    },
    {
      touches: ["review-web", "matter-api", "audit-trail"],
      steps: (r) => {
        const m = matter(r);
        const doc = `LEX${r.digits(9)}`;
        return [
          [0, "matter-api", "info", `PATCH /v1/matters/${m}/documents/${doc}/coding 200 ${ms(r, 10, 90)}ms`],
          [ms(r, 2, 10), "audit-trail", "info", `appended event=doc.coded matter=${m} doc=${doc} seq=${r.digits(8)}`],
          [
            ms(r, 2, 10),
            "review-web",
            "info",
            `method=PATCH path=/matters/${m}/documents/${doc}/coding format=json controller=CodingController action=update status=200 duration=${ms(r, 20, 200)}.${r.digits(2)} view=0.${r.digits(2)} db=${ms(r, 2, 20)}.${r.digits(2)}`,
          ],
        ];
      },
    },
    {
      touches: ["ingest-coord", "text-extract", "dedupe-hasher", "search-indexer", "privilege-classifier"],
      steps: (r) => {
        const m = matter(r);
        const doc = `LEX${r.digits(9)}`;
        return [
          [
            0,
            "ingest-coord",
            "info",
            `dispatched item matter=${m} item=${doc} mime=${r.pick(["message/rfc822", "application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"])}`,
          ],
          [
            ms(r, 50, 400),
            "text-extract",
            "info",
            `Extracted ${doc}: ${r.int(200, 90000)} chars, parser=${r.pick(["RFC822Parser", "PDFParser", "OOXMLParser"])}, ${ms(r, 30, 900)} ms`,
          ],
          [
            ms(r, 5, 40),
            "dedupe-hasher",
            "info",
            `hashed item=${doc} md5=${r.hex(32)} family=${r.digits(6)} dup=false`,
          ],
          [
            ms(r, 50, 300),
            "privilege-classifier",
            "info",
            `classified ${doc} privileged_p=0.0${r.int(1, 9)} label=NOT_PRIV`,
          ],
          [
            ms(r, 5, 90),
            "search-indexer",
            "info",
            `bulk indexed 1 doc into ${m.toLowerCase()}-docs-v3 (${ms(r, 5, 60)}ms)`,
          ],
        ];
      },
    },
  ],
  jobs: [
    {
      period: 60_000,
      run: (c, t) =>
        c.ev(
          t,
          "production-export",
          "info",
          `Production job PRD-${c.rng.digits(4)} heartbeat: ${c.rng.int(1000, 90000)} docs stamped, state=Running`,
        ),
    },
    {
      period: 30_000,
      run: (c, t) =>
        c.ev(
          t,
          "search-indexer",
          "info",
          `bulk processor flushed ${c.rng.int(40, 500)} actions in ${c.rng.int(80, 900)}ms`,
        ),
    },
  ],
  noisy: {
    svc: "review-web",
    gap: 12_000,
    line: (r) => [
      "error",
      `ActionController::RoutingError (No route matches [GET] "/${r.pick(["wp-login.php", ".env", "vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "actuator/env", ".git/config"])}")`,
    ],
  },
  deprecations: [
    {
      svc: "review-web",
      gap: 80_000,
      msg: () =>
        "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` with `ActiveSupport::Delegation` instead. (called from block in <class:DocumentPresenter> at /app/app/presenters/document_presenter.rb:14)",
    },
    {
      svc: "search-indexer",
      gap: 90_000,
      msg: () =>
        'request [POST http://es-review:9200/_bulk] returned 1 warnings: [299 Elasticsearch-8.11.3 "[types removal] Specifying types in bulk requests is deprecated."]',
    },
  ],
  retry: {
    gap: 55_000,
    steps: (r) => [
      [
        0,
        "ingest-coord",
        "warn",
        `s3 GetObject s3://lexvault-ingest/${r.hex(8)}/${r.hex(24)} failed: RequestTimeout, retrying attempt=2 backoff=400ms`,
      ],
      [ms(r, 420, 900), "ingest-coord", "info", "s3 GetObject ok after 2 attempts"],
    ],
  },
};

const caseNo = (r: Rng) => `${r.pick(["CV", "CR", "FA", "PR"])}-2026-${r.digits(6)}`;
const court: Estate = {
  key: "court",
  company: "Statewide court e-filing service",
  namespace: "efile-prod",
  traced: false,
  traceLen: 0,
  services: [
    svc("efile-portal", "node", "12.4.0"),
    svc("filing-review", "java", "4.9.2"),
    svc("fee-payments", "dotnet", "3.6.1"),
    svc("docket-sync", "python", "2.1.7"),
    svc("pdf-normalizer", "cpp", "3.2.1"),
    svc("service-notify", "go", "1.11.0"),
    svc("case-index", "java", "4.9.2"),
    svc("clerk-queue", "ruby", "5.3.0"),
  ],
  flows: [
    {
      touches: ["efile-portal", "pdf-normalizer", "filing-review", "fee-payments"],
      steps: (r) => {
        const cn = caseNo(r);
        const env = `ENV${r.digits(8)}`;
        return [
          [
            0,
            "pdf-normalizer",
            "info",
            `normalized envelope=${env} file=${r.int(1, 4)} pages=${r.int(2, 90)} pdfa=2b ${ms(r, 200, 2500)}ms`,
          ],
          [
            ms(r, 20, 80),
            "fee-payments",
            "info",
            `Payment authorized for envelope ${env}: ${r.pick(["435.00", "60.00", "225.00", "15.00"])} USD (auth ${r.digits(6)})`,
          ],
          [
            ms(r, 10, 60),
            "filing-review",
            "info",
            `Envelope ${env} queued for clerk review (case ${cn}, ${r.int(1, 4)} documents)`,
          ],
          [ms(r, 5, 20), "efile-portal", "info", `POST /api/envelopes 202 ${ms(r, 400, 3500)} ms - ${ms(r, 60, 200)}`],
        ];
      },
    },
    {
      touches: ["efile-portal", "case-index"],
      steps: (r) => [
        [
          0,
          "case-index",
          "info",
          `search q="${r.pick(["smith", "acme llc", "estate of", "doe", "garcia"])}" court=${r.int(1, 58)} hits=${r.int(0, 400)} took=${ms(r, 8, 120)}ms`,
        ],
        [
          ms(r, 5, 20),
          "efile-portal",
          "info",
          `GET /api/cases?query=... 200 ${ms(r, 20, 200)} ms - ${ms(r, 400, 9000)}`,
        ],
      ],
    },
    {
      touches: ["clerk-queue", "filing-review", "service-notify", "docket-sync"],
      steps: (r) => {
        const env = `ENV${r.digits(8)}`;
        const jid = r.hex(24);
        return [
          [0, "clerk-queue", "info", `FilingAcceptedJob JID-${jid} INFO: start`],
          [
            ms(r, 20, 90),
            "filing-review",
            "info",
            `Envelope ${env} accepted by clerk ${r.pick(["jmartin", "lwong", "pdavis", "kokafor"])}`,
          ],
          [
            ms(r, 20, 90),
            "docket-sync",
            "info",
            `docket entry pushed case=${caseNo(r)} entry=${r.int(1, 240)} cms=Tyler-Odyssey status=OK`,
          ],
          [ms(r, 10, 60), "service-notify", "info", `e-service sent envelope=${env} recipients=${r.int(1, 6)}`],
          [
            ms(r, 5, 30),
            "clerk-queue",
            "info",
            `FilingAcceptedJob JID-${jid} INFO: done: ${(r.next() * 2).toFixed(3)} sec`,
          ],
        ];
      },
    },
  ],
  jobs: [
    {
      period: 60_000,
      run: (c, t) =>
        c.ev(
          t,
          "docket-sync",
          "info",
          `poll cycle complete: ${c.rng.int(0, 60)} updates pulled, ${c.rng.int(0, 30)} pushed, lag ${c.rng.int(1, 9)}s`,
        ),
    },
    {
      period: 120_000,
      run: (c, t) =>
        c.ev(
          t,
          "clerk-queue",
          "info",
          `Sidekiq stats: processed=${c.rng.digits(6)} failed=${c.rng.digits(3)} busy=${c.rng.int(0, 12)} enqueued=${c.rng.int(0, 80)} retries=${c.rng.int(0, 9)}`,
        ),
    },
  ],
  noisy: {
    svc: "pdf-normalizer",
    gap: 7_000,
    line: (r) => [
      "warn",
      `qpdf: envelope ENV${r.digits(8)} file ${r.int(1, 3)}: object ${r.int(4, 300)} 0: stream length mismatch; recovered, attempting to reconstruct cross-reference table`,
    ],
  },
  deprecations: [
    {
      svc: "efile-portal",
      gap: 75_000,
      msg: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "docket-sync",
      gap: 85_000,
      msg: () =>
        "/app/docket_sync/client.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
  ],
  retry: {
    gap: 50_000,
    steps: (r) => [
      [
        0,
        "docket-sync",
        "warn",
        `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /odyssey/api/v2/cases/${caseNo(r)}/docket`,
      ],
      [ms(r, 300, 900), "docket-sync", "info", "docket entry pushed on retry status=OK"],
    ],
  },
};

const tin = (r: Rng) => `***-**-${r.digits(4)}`;
const subId = (r: Rng) => `${r.digits(6)}2026${r.digits(3)}${r.hex(7)}`;
const tax: Estate = {
  key: "tax",
  company: "State Department of Revenue (tax e-file and refunds)",
  namespace: "dor-efile",
  traced: true,
  traceLen: 16,
  services: [
    svc("taxpayer-portal", "java", "26.4.0"),
    svc("return-intake", "go", "4.2.1"),
    svc("mef-validator", "java", "2026.1.7"),
    svc("idp-proofing", "python", "3.0.2"),
    svc("fraud-rules", "python", "8.5.0"),
    svc("refund-batch", "java", "26.4.0"),
    svc("payment-hub", "dotnet", "6.12.0"),
    svc("notice-printer", "python", "1.4.3"),
    svc("ack-dispatcher", "node", "2.7.0"),
  ],
  flows: [
    {
      touches: ["taxpayer-portal", "return-intake", "mef-validator", "fraud-rules"],
      steps: (r) => {
        const s = subId(r);
        return [
          [
            0,
            "mef-validator",
            "info",
            `Submission ${s} passed schema TY2025 IndividualIncomeTax v${r.pick(["5.1", "5.2"])} and ${r.int(180, 260)} business rules in ${ms(r, 40, 600)}ms`,
          ],
          [
            ms(r, 5, 40),
            "fraud-rules",
            "info",
            `scored submission=${s} score=${r.int(1, 380)} decision=PASS rules_fired=${r.int(0, 3)}`,
          ],
          [
            ms(r, 5, 40),
            "return-intake",
            "info",
            `accepted submission id=${s} form=${r.pick(["1040-ST", "1040-NR-ST", "1040X-ST"])} bytes=${r.int(8000, 90000)} dur=${ms(r, 80, 900)}ms`,
          ],
          [ms(r, 5, 20), "taxpayer-portal", "info", `POST /efile/submit -> 202 in ${ms(r, 120, 1200)}ms`],
        ];
      },
    },
    {
      touches: ["taxpayer-portal", "idp-proofing"],
      steps: (r) => [
        [
          0,
          "idp-proofing",
          "info",
          `proofing session ${r.hex(12)} result=PASS method=${r.pick(["kba", "doc+selfie", "prior-year-agi"])} ${ms(r, 300, 3000)}ms`,
        ],
        [ms(r, 5, 30), "taxpayer-portal", "info", `POST /identity/verify -> 200 in ${ms(r, 300, 3200)}ms`],
      ],
    },
    {
      touches: ["taxpayer-portal", "payment-hub"],
      steps: (r) => [
        [
          0,
          "payment-hub",
          "info",
          `Payment PMT-${r.digits(9)} accepted: ${r.int(20, 9000)}.${r.digits(2)} USD method=${r.pick(["ACH_DEBIT", "CARD"])} tin=${tin(r)}`,
        ],
        [ms(r, 5, 30), "taxpayer-portal", "info", `POST /payments -> 201 in ${ms(r, 200, 1500)}ms`],
      ],
    },
    {
      touches: ["taxpayer-portal", "refund-batch"],
      steps: (r) => [
        [
          0,
          "refund-batch",
          "info",
          `GET /refunds/status tin=${tin(r)} -> 200 status=${r.pick(["PROCESSING", "APPROVED", "SENT"])} (${ms(r, 3, 40)}ms)`,
        ],
        [ms(r, 3, 20), "taxpayer-portal", "info", `GET /refund-status -> 200 in ${ms(r, 20, 200)}ms`],
      ],
    },
    {
      touches: ["ack-dispatcher", "return-intake"],
      steps: (r) => [
        [0, "return-intake", "info", `ack ready id=${subId(r)} status=A`],
        [
          ms(r, 20, 200),
          "ack-dispatcher",
          "info",
          `ack delivered transmitter=ETIN-${r.digits(5)} count=1 latency=${ms(r, 30, 400)}ms`,
        ],
      ],
    },
  ],
  jobs: [
    {
      period: 60_000,
      run: (c, t) =>
        c.ev(
          t,
          "refund-batch",
          "info",
          `refund-issue chunk ${c.rng.int(100, 900)}: ${c.rng.int(480, 500)} refunds queued to treasury file, read=500`,
        ),
    },
    {
      period: 90_000,
      run: (c, t) =>
        c.ev(
          t,
          "notice-printer",
          "info",
          `print batch NB-${c.rng.digits(6)} sent to vendor sftp (${c.rng.int(200, 4000)} notices)`,
        ),
    },
  ],
  noisy: {
    svc: "fraud-rules",
    gap: 8_000,
    line: (r) => [
      "error",
      `rule R-2231 (bank account reused across returns) matched submission=${subId(r)} accounts_shared=${r.int(3, 9)} -> hold for review`,
    ],
  },
  deprecations: [
    {
      svc: "taxpayer-portal",
      gap: 80_000,
      msg: () =>
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
    {
      svc: "payment-hub",
      gap: 100_000,
      msg: () =>
        "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
    },
  ],
  retry: {
    gap: 45_000,
    steps: (r) => [
      [
        0,
        "ack-dispatcher",
        "warn",
        `POST https://a2a.dor.state.example/mef/acks failed with 503 (attempt 1 of 4), retrying in ${ms(r, 250, 1000)}ms`,
      ],
      [ms(r, 1100, 1500), "ack-dispatcher", "info", "acks delivered on attempt 2"],
    ],
  },
};

export const ESTATES: readonly Estate[] = [harborline, lexvault, court, tax];
export const estate = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
};
