// The eight failures, one per category, each as its estate's software would log it: the origin in its own
// runtime's words (sometimes only WARN, sometimes silence), callers in theirs, retries louder than the origin.
import type { Ctx } from "./stream.js";

export interface Incident {
  id: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Service whose unrelated deploy or reload lands near the start. */
  bystander: string;
  emit(c: Ctx, start: number): void;
}

const S = 1000;
const MIN = 60 * S;
const policyNo = (c: Ctx) => `HM-${c.rng.pick(["AU", "HO", "CP"])}-${c.rng.digits(7)}`;
const claimNo = (c: Ctx) => `CLM-2026-${c.rng.digits(6)}`;
const doc = (c: Ctx) => `LEX${c.rng.digits(9)}`;
const env = (c: Ctx) => `ENV${c.rng.digits(8)}`;
const tr = (c: Ctx) => {
  const t = c.trace();
  return t ? { trace: t } : {};
};

export const INCIDENTS: readonly Incident[] = [
  {
    id: "policy-core-pg-slots",
    estate: "harborline",
    origin: "policy-core",
    category: "database",
    hints: ["connection", "jdbc", "postgres", "sql", "pool", "database"],
    severity: "high",
    note: "policy-core runs out of PostgreSQL connections (server refuses new ones, Hikari waits time out); claims intake and FNOL fail with 503s naming policy-core and retry loudly",
    bystander: "doc-render",
    emit: (c, start) => {
      c.broken.push({ svc: "policy-core", from: start, to: c.end, p: 0.85 });
      c.every(start, c.end, 15 * S, (t) =>
        c.ev(
          t,
          "policy-core",
          "warn",
          `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${c.rng.int(20, 90)})`,
        ),
      );
      c.every(start + 2 * S, c.end, 2500, (t) =>
        c.ev(
          t,
          "policy-core",
          "warn",
          `HikariPool-1 - Failed to create/setup connection: FATAL: remaining connection slots are reserved for non-replication superuser connections`,
        ),
      );
      c.every(start + 30 * S, c.end, 1400, (t) => {
        const p = policyNo(c);
        const x = tr(c);
        c.ev(t, "policy-core", "error", `Request processing failed: GET /v3/policies/${p}/coverage`, {
          ...x,
          errType: "org.springframework.transaction.CannotCreateTransactionException",
          stack: [
            "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
            "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
            "\tat com.harborline.policy.coverage.CoverageService.coverageFor(CoverageService.java:58)",
            "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=61)",
            "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
            "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
            "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "\t... 14 common frames omitted",
          ],
        });
        c.ev(
          t + 8,
          "claims-intake-api",
          "error",
          `GET /api/v2/policies/${p}/summary 503 ${c.rng.int(30010, 30090)} ms - upstream policy-core responded 503 Service Unavailable`,
          x,
        );
        c.ev(
          t + 10,
          "edge-gateway",
          "info",
          `"GET /api/v2/policies/${p}/summary HTTP/1.1" 503 - 0 91 ${c.rng.int(30010, 30100)} ${c.rng.int(30010, 30090)} "claims-intake-api"`,
          x,
        );
      });
      c.every(start + 30 * S, c.end, 700, (t) => {
        const n = c.rng.int(1, 3);
        c.ev(
          t,
          "fnol-worker",
          n === 3 ? "error" : "warn",
          n === 3
            ? `giving up on claim ${claimNo(c)} after 3 attempts: policy-core GET /v3/policies/${policyNo(c)} -> 503; message sent to fnol.created.DLQ`
            : `policy-core GET /v3/policies/${policyNo(c)} failed (503 Service Unavailable), retry ${n}/3 in ${200 * 2 ** n}ms`,
        );
      });
      c.every(start + 40 * S, c.end, 2000, (t) =>
        c.ev(
          t,
          "claims-intake-api",
          "error",
          `POST /api/v2/claims 503 ${c.rng.int(30000, 30100)} ms - coverage check failed: policy-core timeout/503 (claim not created)`,
          tr(c),
        ),
      );
    },
  },
  {
    id: "fraud-scorer-dns",
    estate: "harborline",
    origin: "fraud-scorer",
    category: "network",
    hints: ["dns", "name resolution", "connect", "network", "resolve"],
    severity: "high",
    note: "fraud-scorer can no longer resolve or reach its feature store (name resolution failures, connection resets); claims intake retries scoring and answers 502s",
    bystander: "notify-svc",
    emit: (c, start) => {
      c.broken.push({ svc: "fraud-scorer", from: start, to: c.end, p: 0.9 });
      c.every(start, c.end, 1600, (t) => {
        const cl = claimNo(c);
        const x = tr(c);
        const dns = c.rng.chance(0.7);
        c.ev(t, "fraud-scorer", "error", `Exception in ASGI application while scoring claim ${cl}`, {
          ...x,
          errType: dns ? "httpx.ConnectError" : "httpx.ReadError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.11/site-packages/httpx/_transports/default.py", line 69, in map_httpcore_exceptions',
            "    yield",
            '  File "/app/fraud_scorer/features.py", line 54, in fetch_features',
            '    resp = await self.client.get(f"/v2/features/claim/{claim_id}")',
            dns
              ? "httpx.ConnectError: [Errno -3] Temporary failure in name resolution"
              : "httpx.ReadError: [Errno 104] Connection reset by peer",
          ],
        });
        c.ev(
          t + 5,
          "fraud-scorer",
          "info",
          `${`10.42.${c.rng.int(0, 7)}.${c.rng.int(2, 250)}`}:0 - "POST /v1/score HTTP/1.1" 500`,
        );
        for (let i = 1; i <= 3; i++)
          c.ev(
            t + 10 + i * 250,
            "claims-intake-api",
            i === 3 ? "error" : "warn",
            i === 3
              ? `fraud-scorer POST /v1/score failed after 3 attempts (500 Internal Server Error) claim ${cl}; returning 502`
              : `fraud-scorer POST /v1/score -> 500, retrying (${i}/3)`,
            x,
          );
        c.ev(
          t + 800,
          "claims-intake-api",
          "error",
          `POST /api/v2/claims 502 ${c.rng.int(700, 1400)} ms - claim ${cl} policy ${policyNo(c)}`,
          x,
        );
      });
      c.every(start, c.end, 20 * S, (t) =>
        c.ev(
          t,
          "fraud-scorer",
          "warn",
          "feature cache miss ratio 1.00 over last 20s; feature-store.claims-prod.svc.cluster.local unreachable",
        ),
      );
    },
  },
  {
    id: "text-extract-scratch-full",
    estate: "lexvault",
    origin: "text-extract",
    category: "disk",
    hints: ["disk", "space", "ioexception", "device", "volume"],
    severity: "high",
    note: "text-extract's scratch volume fills up (low-space WARNs, then No space left on device); ingest-coord retries every item and its backlog grows",
    bystander: "privilege-classifier",
    emit: (c, start) => {
      let free = 4.1;
      c.every(start - 3 * MIN, start, 25 * S, (t) => {
        free = Math.max(0.2, free - 0.6);
        c.ev(
          t,
          "text-extract",
          "warn",
          `Low disk space on /var/tmp/extract: ${free.toFixed(1)}% free (${(free * 2).toFixed(1)} GiB of 200 GiB)`,
        );
      });
      c.broken.push({ svc: "text-extract", from: start, to: c.end, p: 0.92 });
      c.every(start, c.end, 1300, (t) => {
        const d = doc(c);
        c.ev(t, "text-extract", "error", `Extraction failed for ${d}`, {
          errType: "java.io.IOException",
          stack: [
            "java.io.IOException: No space left on device",
            "\tat java.base/java.io.FileOutputStream.writeBytes(Native Method)",
            "\tat java.base/java.io.FileOutputStream.write(FileOutputStream.java:367)",
            "\tat org.apache.commons.io.IOUtils.copyLarge(IOUtils.java:1487)",
            "\tat org.apache.tika.io.TikaInputStream.getPath(TikaInputStream.java:658)",
            "\tat com.lexvault.extract.TikaExtractor.extract(TikaExtractor.java:64)",
            "\tat com.lexvault.extract.ExtractWorker.run(ExtractWorker.java:41)",
          ],
        });
        for (let i = 1; i <= c.rng.int(2, 4); i++)
          c.ev(
            t + i * 400,
            "ingest-coord",
            "warn",
            `extract item=${d} failed: POST http://text-extract:8080/extract: 500 Internal Server Error; requeue attempt=${i}`,
          );
      });
      c.every(start + MIN, c.end, 20 * S, (t) =>
        c.ev(
          t,
          "ingest-coord",
          "error",
          `dispatch backlog growing matter=M-${c.rng.digits(5)} pending=${c.rng.int(4000, 40000)} failed_last_min=${c.rng.int(40, 60)}`,
        ),
      );
    },
  },
  {
    id: "search-indexer-es-timeouts",
    estate: "lexvault",
    origin: "search-indexer",
    category: "timeout",
    hints: ["timeout", "sockettimeout", "timed out", "elasticsearch"],
    severity: "high",
    note: "search-indexer's calls to its Elasticsearch cluster stop answering within 30 s; searches from matter-api and review-web time out with 504s and bulk indexing is retried",
    bystander: "review-web",
    emit: (c, start) => {
      c.broken.push({ svc: "search-indexer", from: start, to: c.end, p: 0.85 });
      c.every(start, c.end, 2400, (t) => {
        const m = `M-${c.rng.digits(5)}`;
        c.ev(t, "search-indexer", "error", `search request failed for matter=${m}`, {
          errType: "java.net.SocketTimeoutException",
          stack: [
            "java.net.SocketTimeoutException: 30,000 milliseconds timeout on connection http-outgoing-" +
              c.rng.int(3, 40) +
              " [ACTIVE]",
            "\tat org.elasticsearch.client.RestClient.extractAndWrapCause(RestClient.java:915)",
            "\tat org.elasticsearch.client.RestClient.performRequest(RestClient.java:300)",
            "\tat co.elastic.clients.transport.rest_client.RestClientHttpClient.performRequest(RestClientHttpClient.java:91)",
            "\tat com.lexvault.search.QueryService.search(QueryService.java:112)",
            "Caused by: java.net.SocketTimeoutException: 30,000 milliseconds timeout on connection http-outgoing-3 [ACTIVE]",
            "\tat org.apache.http.nio.protocol.HttpAsyncRequestExecutor.timeout(HttpAsyncRequestExecutor.java:387)",
            "\t... 11 more",
          ],
        });
        c.ev(
          t + 20,
          "matter-api",
          "error",
          `GET /v1/matters/${m}/search 504 ${c.rng.int(30000, 30100)}ms - search-indexer did not answer in time`,
        );
        c.ev(
          t + 40,
          "review-web",
          "error",
          `method=POST path=/matters/${m}/search format=json controller=SearchController action=create status=504 duration=${c.rng.int(30050, 30200)}.00 view=0.00 db=1.12 error="Net::ReadTimeout with #<TCPSocket:(closed)>"`,
        );
      });
      c.every(start, c.end, 12 * S, (t) =>
        c.ev(
          t,
          "search-indexer",
          "warn",
          `bulk request of ${c.rng.int(200, 500)} actions took 30001ms and failed (SocketTimeoutException); will retry in ${c.rng.pick([2, 4, 8])}s`,
        ),
      );
      c.every(start + 20 * S, c.end, 3000, (t) =>
        c.ev(t, "matter-api", "warn", `retrying search-indexer call (attempt ${c.rng.int(2, 3)}/3) after ETIMEDOUT`),
      );
    },
  },
  {
    id: "filing-review-heap",
    estate: "court",
    origin: "filing-review",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    severity: "high",
    note: "filing-review's heap fills on large envelopes (long full GCs at WARN, then OutOfMemoryError and restarts); efile-portal and clerk-queue report 502s and refused connections",
    bystander: "docket-sync",
    emit: (c, start) => {
      let gc = c.rng.int(4000, 5000);
      c.every(start - 90 * S, start + 2 * MIN, 6 * S, (t) => {
        gc += 1;
        c.ev(
          t,
          "filing-review",
          "warn",
          `[gc] GC(${gc}) Pause Full (G1 Compaction Pause) ${c.rng.int(3980, 4090)}M->${c.rng.int(3940, 4060)}M(4096M) ${c.rng.int(1800, 4200)}.${c.rng.digits(3)}ms`,
        );
      });
      const oom = start + 2 * MIN;
      c.ev(
        oom,
        "filing-review",
        "error",
        `Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space (envelope ${env(c)})`,
        {
          errType: "java.lang.OutOfMemoryError",
          stack: [
            "java.lang.OutOfMemoryError: Java heap space",
            "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "\tat java.base/java.io.ByteArrayOutputStream.grow(ByteArrayOutputStream.java:100)",
            "\tat java.base/java.io.ByteArrayOutputStream.write(ByteArrayOutputStream.java:132)",
            "\tat gov.courts.review.EnvelopeAssembler.bufferDocuments(EnvelopeAssembler.java:88)",
            "\tat gov.courts.review.ReviewController.queue(ReviewController.java:47)",
          ],
        },
      );
      c.ev(oom + 900, "filing-review", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.silent.push({ svc: "filing-review", from: oom + 1000, to: oom + 45 * S });
      for (const [dt, m] of [
        [46, "Starting FilingReviewApplication v4.9.2 using Java 17.0.10 with PID 1"],
        [52, "Tomcat started on port(s): 8080 (http) with context path ''"],
        [53, "Started FilingReviewApplication in 7.912 seconds (process running for 8.604)"],
      ] as const)
        c.ev(oom + dt * S, "filing-review", "info", m);
      c.every(oom + 3 * MIN, c.end, 6 * S, (t) =>
        c.ev(
          t,
          "filing-review",
          "warn",
          `[gc] GC(${c.rng.int(300, 900)}) Pause Full (G1 Compaction Pause) ${c.rng.int(3900, 4090)}M->${c.rng.int(3800, 4060)}M(4096M) ${c.rng.int(1500, 4000)}.${c.rng.digits(3)}ms`,
        ),
      );
      c.broken.push({ svc: "filing-review", from: start, to: c.end, p: 0.8 });
      c.every(start, c.end, 1500, (t) => {
        const down = t > oom && t < oom + 55 * S;
        c.ev(
          t,
          "efile-portal",
          "error",
          down
            ? `POST /api/envelopes 502 ${c.rng.int(2, 30)} ms - connect ECONNREFUSED 10.42.3.17:8080 (filing-review)`
            : `POST /api/envelopes 504 ${c.rng.int(30000, 30050)} ms - filing-review did not respond within 30000ms`,
        );
      });
      c.every(start + 30 * S, c.end, 1100, (t) =>
        c.ev(
          t,
          "clerk-queue",
          "warn",
          `FilingAcceptedJob JID-${c.rng.hex(24)} WARN: Faraday::${c.rng.chance(0.5) ? "TimeoutError: Net::ReadTimeout" : "ConnectionFailed: Failed to open TCP connection to filing-review:8080"} (retry ${c.rng.int(1, 6)})`,
        ),
      );
    },
  },
  {
    id: "fee-payments-processor-down",
    estate: "court",
    origin: "fee-payments",
    category: "dependency",
    hints: ["dependency", "processor", "circuit", "503", "unavailable", "gateway"],
    severity: "high",
    note: "the card processor fee-payments calls starts answering 503 and Polly's circuit breaker opens; efile-portal submissions fail and filers retry",
    bystander: "pdf-normalizer",
    emit: (c, start) => {
      c.broken.push({ svc: "fee-payments", from: start, to: c.end, p: 0.95 });
      let open = false;
      c.every(start, c.end, 1400, (t) => {
        const e = env(c);
        if (!open && t > start + 40 * S) {
          open = true;
          c.ev(
            t,
            "fee-payments",
            "warn",
            "Circuit breaker for PaymentProcessor opened for 00:00:30 after 12 failures (last: 503 ServiceUnavailable)",
          );
        }
        if (open && c.rng.chance(0.6)) {
          c.ev(t, "fee-payments", "error", `Payment for envelope ${e} not attempted`, {
            errType: "Polly.CircuitBreaker.BrokenCircuitException",
            stack: [
              "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
              "   at Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
              "   at Courts.Fees.Processor.ProcessorClient.AuthorizeAsync(ChargeRequest req, CancellationToken ct) in /src/Fees/Processor/ProcessorClient.cs:line 73",
              "   at Courts.Fees.Api.PaymentsController.Authorize(AuthorizeRequest body) in /src/Fees/Api/PaymentsController.cs:line 52",
            ],
          });
        } else {
          c.ev(
            t,
            "fee-payments",
            "error",
            `Processor call failed for envelope ${e}: POST https://api.paygateway.example/v1/charges -> 503 Service Unavailable ("upstream maintenance") in ${c.rng.int(80, 400)}ms`,
          );
        }
        c.ev(
          t + 30,
          "efile-portal",
          "error",
          `POST /api/envelopes 502 ${c.rng.int(200, 900)} ms - fee authorization failed (fee-payments 503)`,
        );
        if (c.rng.chance(0.7))
          c.ev(t + 300, "efile-portal", "warn", `filer retried submit envelope=${e} attempt=${c.rng.int(2, 6)}`);
      });
    },
  },
  {
    id: "payment-hub-missing-ach-setting",
    estate: "tax",
    origin: "payment-hub",
    category: "configuration",
    hints: ["configuration", "options", "setting", "config", "validation"],
    severity: "high",
    note: "a payment-hub release ships without the ACH company identification setting; every ACH debit fails options validation while card payments keep working",
    bystander: "notice-printer",
    emit: (c, start) => {
      let at = start - c.rng.int(12, 20) * S;
      for (const [dt, m] of [
        [0, "Application is shutting down..."],
        [6, "Now listening on: http://[::]:8080"],
        [0.02, "Application started. Press Ctrl+C to shut down."],
        [0.01, "Hosting environment: Production"],
        [0.01, "Content root path: /app (build 6.13.0)"],
      ] as const) {
        at += dt * S;
        c.ev(at, "payment-hub", "info", m);
      }
      c.broken.push({ svc: "payment-hub", from: start, to: c.end, p: 0.7 });
      c.every(start, c.end, 1500, (t) => {
        const x = tr(c);
        c.ev(t, "payment-hub", "error", "An unhandled exception has occurred while executing the request.", {
          ...x,
          errType: "Microsoft.Extensions.Options.OptionsValidationException",
          stack: [
            "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'AchBatchHeaderOptions' members: 'CompanyIdentification' with the error: 'The CompanyIdentification field is required.'.",
            "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
            "   at Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
            "   at Dor.PaymentHub.Ach.NachaBatchWriter..ctor(IOptions`1 options) in /src/PaymentHub/Ach/NachaBatchWriter.cs:line 29",
            "   at Dor.PaymentHub.Controllers.PaymentsController.Post(PaymentRequest req) in /src/PaymentHub/Controllers/PaymentsController.cs:line 41",
          ],
        });
        c.ev(
          t + 15,
          "taxpayer-portal",
          "error",
          `POST /payments -> 500 in ${c.rng.int(30, 90)}ms: payment-hub returned 500 Internal Server Error for ACH_DEBIT`,
          x,
        );
        if (c.rng.chance(0.5))
          c.ev(
            t + 900,
            "taxpayer-portal",
            "warn",
            `payment retry by user session ${c.rng.hex(10)} (attempt ${c.rng.int(2, 4)})`,
            x,
          );
      });
    },
  },
  {
    id: "idp-proofing-goes-quiet",
    estate: "tax",
    origin: "idp-proofing",
    category: "unknown",
    hints: ["unavailable", "connection", "refused", "unknown", "crash", "unresponsive"],
    severity: "high",
    note: "idp-proofing stops logging and answering (one restart, then silent again) with no error of its own; taxpayer-portal's identity checks fail with refused connections and 502s",
    bystander: "fraud-rules",
    emit: (c, start) => {
      const back = start + c.rng.int(3, 4) * MIN;
      c.silent.push({ svc: "idp-proofing", from: start, to: back });
      c.silent.push({ svc: "idp-proofing", from: back + 50 * S, to: c.end });
      for (const [dt, m] of [
        [0, "[1] [INFO] Starting gunicorn 21.2.0"],
        [0.02, "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)"],
        [0.03, "[1] [INFO] Using worker: uvicorn.workers.UvicornWorker"],
        [0.1, "[7] [INFO] Booting worker with pid: 7"],
        [2, "[7] [INFO] Application startup complete."],
      ] as const)
        c.ev(back + dt * S, "idp-proofing", "info", m);
      c.every(back + 3 * S, back + 40 * S, 2500, (t) =>
        c.ev(
          t,
          "idp-proofing",
          "info",
          `proofing session ${c.rng.hex(12)} result=PASS method=kba ${c.rng.int(300, 2000)}ms`,
        ),
      );
      c.broken.push({ svc: "idp-proofing", from: start, to: c.end, p: 0.97 });
      c.every(start + 5 * S, c.end, 1300, (t) => {
        if (t > back && t < back + 45 * S) return;
        const x = tr(c);
        const refused = c.rng.chance(0.5);
        c.ev(
          t,
          "taxpayer-portal",
          "error",
          refused
            ? "POST /identity/verify -> 502 in 3ms"
            : `POST /identity/verify -> 502 in ${c.rng.int(10000, 10030)}ms`,
          {
            ...x,
            errType: "org.springframework.web.client.ResourceAccessException",
            stack: [
              `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://idp-proofing:8000/v1/sessions": ${refused ? "Connection refused" : "Read timed out"}`,
              "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
              "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
              "\tat gov.dor.portal.identity.ProofingClient.start(ProofingClient.java:44)",
              `Caused by: java.net.${refused ? "ConnectException: Connection refused" : "SocketTimeoutException: Read timed out"}`,
              "\t... 38 common frames omitted",
            ],
          },
        );
        c.ev(
          t + 300,
          "taxpayer-portal",
          "warn",
          `identity step retry ${c.rng.int(1, 3)}/3 for session ${c.rng.hex(10)} (idp-proofing unavailable)`,
          x,
        );
      });
    },
  },
];
