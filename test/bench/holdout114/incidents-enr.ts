// Scenarios of the state's election-night reporting estate (tabulator uploads, aggregation, public results site).
import { deploy, type IncidentSpec } from "./incidents.js";
import { dotnet, java, node, ruby } from "./stacks.js";

const contest = (n: number) => String(n).padStart(4, "0");
const ip = (r: { int(a: number, b: number): number }) =>
  `${r.int(1, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;

export const ENR_INCIDENTS: IncidentSpec[] = [
  {
    estate: "enr",
    origin: "county-feed",
    category: "authentication",
    hints: ["401", "unauthorized", "auth", "api key", "credential"],
    severity: "medium",
    note: "county-feed's API key for county 023's results export is revoked; it only warns about 401s while county 023 goes stale on the public site.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.end, 8000, (t) =>
        c.emit(
          t,
          "county-feed",
          "warn",
          `polled county 023 export: 401 Unauthorized ({"error":"invalid_api_key"}), retrying in ${r.pick([5, 10, 30])}s`,
        ),
      );
      c.every(c.t0 + 120_000, c.end, 60_000, (t) =>
        c.emit(t, "results-aggregator", "warn", `County 023 results stale for ${r.int(2, 20)} min (last batch 31)`),
      );
    },
  },
  {
    estate: "enr",
    origin: "tab-upload",
    category: "authorization",
    hints: ["access", "denied", "kms", "not authorized", "permission"],
    severity: "high",
    note: "tab-upload's role loses kms:Decrypt on the county upload key, every signed results file fails to decrypt and no new county results reach the aggregator.",
    run: (c) => {
      const r = c.rng;
      c.block("tab-upload", 1);
      c.every(c.t0, c.end, 6000, (t, i) => {
        const cty = r.pick(["003", "007", "019", "031", "041"]);
        c.emit(
          t,
          "tab-upload",
          "error",
          `Rejected ENR_${cty}_batch_${r.int(30, 90)}.xml.enc from county ${cty}: decrypt failed`,
          i % 2 === 0
            ? {
                errType: "software.amazon.awssdk.services.kms.model.KmsException",
                stack: java(
                  `software.amazon.awssdk.services.kms.model.KmsException: User: arn:aws:sts::662018733412:assumed-role/tab-upload-prod/i-0${r.hex(16)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:us-west-2:662018733412:key/${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)} because no identity-based policy allows the kms:Decrypt action (Service: Kms, Status Code: 400, Request ID: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)})`,
                  [
                    "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
                    "software.amazon.awssdk.core.internal.handler.BaseSyncClientHandler.execute(BaseSyncClientHandler.java:171)",
                    "gov.sos.enr.upload.EnvelopeDecryptor.decrypt(EnvelopeDecryptor.java:39)",
                  ],
                ),
              }
            : undefined,
        );
      });
      c.every(c.t0 + 120_000, c.end, 50_000, (t) =>
        c.emit(
          t,
          "results-aggregator",
          "warn",
          `No batches applied in ${r.int(2, 15)} min; ${r.int(3, 9)} counties behind`,
        ),
      );
    },
  },
  {
    estate: "enr",
    origin: "results-aggregator",
    category: "database",
    hints: ["deadlock", "sql", "database", "sqlexception"],
    severity: "high",
    note: "results-aggregator's batch applies deadlock in SQL Server as counties upload at once; applies fail and tab-upload reports the aggregator's 500s.",
    run: (c) => {
      const r = c.rng;
      c.block("results-aggregator", 0.8);
      c.every(c.t0, c.end, 3000, (t, i) => {
        const cty = r.pick(["003", "007", "019", "031", "041", "047"]);
        c.emit(
          t,
          "results-aggregator",
          "error",
          `Failed to apply county ${cty} batch ${r.int(30, 90)}`,
          i % 2 === 0
            ? {
                errType: "Microsoft.Data.SqlClient.SqlException",
                stack: dotnet(
                  `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
                  [
                    "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                    "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteNonQueryAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
                    "Enr.Aggregation.BatchApplier.ApplyAsync(ResultBatch batch) in /src/Enr.Aggregation/BatchApplier.cs:line 112",
                  ],
                ),
              }
            : undefined,
        );
        c.emit(
          t + r.int(30, 90),
          "tab-upload",
          "warn",
          `results file from county ${cty} accepted but apply failed: results-aggregator 500, requeued`,
        );
      });
    },
  },
  {
    estate: "enr",
    origin: "results-api",
    category: "network",
    hints: ["connection reset", "network", "i/o timeout", "reset", "dial"],
    severity: "high",
    note: "Connections from results-api to its Redis are reset and dials time out at the network layer (Redis itself logs nothing unusual); results pages 502 and the cache retries storm.",
    run: (c) => {
      const r = c.rng;
      c.block("results-api", 0.8);
      c.every(c.t0, c.end, 900, (t) =>
        c.emit(
          t,
          "results-api",
          "error",
          r.chance(0.6)
            ? `redis GET contest:${contest(r.int(1, 260))}: read tcp 10.8.2.14:${r.int(30000, 60000)}->10.8.5.3:6379: read: connection reset by peer`
            : "redis pool: dial tcp 10.8.5.3:6379: i/o timeout",
        ),
      );
      c.every(c.t0 + 1000, c.end, 500, (t) => {
        const ct = contest(r.int(1, 260));
        c.emit(
          t,
          "results-web",
          "error",
          `GET /contest/${ct} 502 in ${r.int(1000, 3000)}ms: upstream results-api returned 500`,
        );
        c.emit(
          t + 20,
          "results-cache",
          "error",
          `[error] 31#31: *${r.digits(6)} upstream prematurely closed connection while reading response header from upstream, client: ${ip(r)}, server: results.sos.example.gov, request: "GET /results/general-2026/contest/${ct} HTTP/2.0", upstream: "http://10.8.1.20:3000/contest/${ct}"`,
        );
      });
    },
  },
  {
    estate: "enr",
    origin: "media-feed",
    category: "timeout",
    hints: ["timeout", "readtimeout", "timed out"],
    severity: "medium",
    note: "The AP results endpoint stops answering in time; every media-feed post ends in Net::ReadTimeout after 60 s and media outlets get stale numbers.",
    run: (c) => {
      const r = c.rng;
      c.silence("media-feed", c.t0);
      c.every(c.t0 + 60_000, c.end, 62_000, (t) => {
        c.emit(t, "media-feed", "error", `AP results feed post seq=${r.digits(4)} failed after 60.0s`, {
          errType: "Net::ReadTimeout",
          stack: ruby("Net::ReadTimeout with #<TCPSocket:(closed)> (Net::ReadTimeout)", [
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
            "/usr/local/lib/ruby/3.3.0/net/http.rb:2357:in `transport_request'",
            "/app/app/services/ap_feed_client.rb:27:in `post_results'",
            "/app/app/jobs/ap_feed_job.rb:11:in `perform'",
          ]),
        });
        c.emit(t + 200, "media-feed", "warn", `AP feed is ${r.int(1, 15)} min behind; retrying with full snapshot`);
      });
    },
  },
  {
    estate: "enr",
    origin: "results-aggregator",
    category: "rate_limiting",
    hints: ["429", "rate", "too many requests", "purge"],
    severity: "medium",
    note: "results-aggregator's CDN cache purges after each batch are throttled with 429, so the public site keeps serving old totals; it only logs warnings.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.end, 1500, (t) =>
        c.emit(
          t,
          "results-aggregator",
          "warn",
          `Cache purge for county ${r.pick(["003", "007", "019", "031", "041"])} (${r.int(20, 200)} URLs) rejected by CDN API: 429 Too Many Requests, retry after ${r.pick([30, 60])}s`,
        ),
      );
      c.every(c.t0 + 90_000, c.end, 45_000, (t) =>
        c.emit(
          t,
          "results-aggregator",
          "warn",
          `${r.int(200, 2000)} purge requests queued; site content up to ${r.int(2, 12)} min old`,
        ),
      );
    },
  },
  {
    estate: "enr",
    origin: "tab-upload",
    category: "validation",
    hints: ["validation", "schema", "xml", "invalid", "sax"],
    severity: "medium",
    note: "tab-upload rejects county 041's results files because they fail NIST 1500-100 schema validation; the county keeps re-uploading and goes unreported.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.end, 9000, (t, i) =>
        c.emit(
          t,
          "tab-upload",
          "error",
          `Rejected ENR_041_batch_${22 + Math.floor(i / 3)}.xml from county 041: schema validation failed`,
          {
            errType: "org.xml.sax.SAXParseException",
            stack: java(
              `org.xml.sax.SAXParseException; lineNumber: ${r.int(300, 900)}; columnNumber: ${r.int(10, 40)}; cvc-complex-type.2.4.a: Invalid content was found starting with element 'VoteCounts'. One of '{"NIST_V2_election_results_reporting.xsd":GpUnitId}' is expected.`,
              [
                "java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)",
                "java.xml/com.sun.org.apache.xerces.internal.jaxp.validation.XMLSchemaValidator.handleStartElement(XMLSchemaValidator.java:1980)",
                "gov.sos.enr.upload.CdfValidator.validate(CdfValidator.java:48)",
              ],
            ),
          },
        ),
      );
      c.every(c.t0 + 120_000, c.end, 60_000, (t) =>
        c.emit(
          t,
          "results-aggregator",
          "warn",
          `County 041 has not reported since ${new Date(c.t0).toISOString().slice(11, 16)}Z`,
        ),
      );
    },
  },
  {
    estate: "enr",
    origin: "results-aggregator",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    severity: "high",
    note: "results-aggregator throws NullReferenceException rolling up write-in candidates, so batches containing write-ins fail to apply.",
    run: (c) => {
      const r = c.rng;
      c.block("results-aggregator", 0.6);
      c.every(c.t0, c.end, 3500, (t, i) => {
        const cty = r.pick(["003", "007", "019", "031", "041", "047"]);
        c.emit(
          t,
          "results-aggregator",
          "error",
          `Failed to apply county ${cty} batch ${r.int(30, 90)}`,
          i % 2 === 0
            ? {
                errType: "System.NullReferenceException",
                stack: dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
                  "Enr.Aggregation.ContestRollup.AddCandidate(CandidateTotal total) in /src/Enr.Aggregation/ContestRollup.cs:line 88",
                  "Enr.Aggregation.BatchApplier.ApplyAsync(ResultBatch batch) in /src/Enr.Aggregation/BatchApplier.cs:line 97",
                  "Enr.Aggregation.Worker.ExecuteAsync(CancellationToken stoppingToken) in /src/Enr.Aggregation/Worker.cs:line 41",
                ]),
              }
            : undefined,
        );
        c.emit(
          t + r.int(30, 90),
          "tab-upload",
          "warn",
          `results file from county ${cty} accepted but apply failed: results-aggregator 500, requeued`,
        );
      });
    },
  },
  {
    estate: "enr",
    origin: "results-web",
    category: "configuration",
    hints: ["config", "invalid url", "env", "url", "results_api_base"],
    severity: "high",
    note: "results-web is released without RESULTS_API_BASE; every uncached page render fails on an invalid URL and the cache serves 500s for missed pages.",
    run: (c) => {
      const r = c.rng;
      deploy(c, "results-web", c.t0 - 6000, "8.4.0");
      c.emit(c.t0 - 1000, "results-web", "warn", "env RESULTS_API_BASE is not set");
      c.block("results-web", 1);
      c.every(c.t0, c.end, 700, (t, i) => {
        const ct = contest(r.int(1, 260));
        c.emit(
          t,
          "results-web",
          "error",
          `GET /contest/${ct} 500 in ${r.int(2, 9)}ms`,
          i % 4 === 0
            ? {
                errType: "TypeError",
                stack: node("TypeError [ERR_INVALID_URL]: Invalid URL", [
                  "new URL (node:internal/url:816:29)",
                  `fetchContest (/app/.next/server/chunks/412.js:1:${r.int(2000, 9000)})`,
                  "async getServerSideProps (/app/.next/server/pages/contest/[id].js:1:1377)",
                ]).concat(["  code: 'ERR_INVALID_URL',", `  input: 'undefined/v1/contests/${ct}'`]),
              }
            : undefined,
        );
        c.emit(
          t + 10,
          "results-cache",
          "info",
          `${ip(r)} - - "GET /results/general-2026/contest/${ct} HTTP/2.0" 500 213 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)" rt=0.0${r.digits(2)} cache=MISS`,
        );
      });
    },
  },
  {
    estate: "enr",
    origin: "tab-upload",
    category: "dependency",
    hints: ["s3", "503", "unavailable", "dependency", "upstream"],
    severity: "medium",
    note: "S3 answers tab-upload's archive writes with 503 beyond every retry, so uploads are refused before they reach the aggregator (the usual SlowDown retries also continue).",
    run: (c) => {
      const r = c.rng;
      c.block("tab-upload", 0.9);
      c.every(c.t0, c.end, 4000, (t, i) => {
        c.emit(
          t,
          "tab-upload",
          "warn",
          `S3 PutObject archive/ENR attempt ${r.int(1, 3)} failed: 503 Service Unavailable, retrying`,
        );
        if (i % 2 === 0)
          c.emit(
            t + 1500,
            "tab-upload",
            "error",
            `Upload ENR_${r.pick(["003", "007", "019", "031"])}_batch_${r.int(30, 90)}.xml refused: archive write failed after 4 attempts`,
            {
              errType: "software.amazon.awssdk.services.s3.model.S3Exception",
              stack: java(
                `software.amazon.awssdk.services.s3.model.S3Exception: Service Unavailable (Service: S3, Status Code: 503, Request ID: ${r.hex(16).toUpperCase()})`,
                [
                  "software.amazon.awssdk.core.internal.handler.BaseSyncClientHandler.execute(BaseSyncClientHandler.java:171)",
                  "gov.sos.enr.upload.Archive.store(Archive.java:57)",
                ],
              ),
            },
          );
      });
    },
  },
  {
    estate: "enr",
    origin: "results-web",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "oom"],
    severity: "high",
    note: "results-web's server-side render cache grows until Node runs out of heap and the process dies repeatedly; the cache reports upstream connection failures.",
    run: (c) => {
      const r = c.rng;
      c.block("results-web", 0.7, c.t0 + 20_000);
      c.every(c.t0, c.end, 70_000, (t) => {
        c.emit(t, "results-web", "warn", `render cache size ${r.int(1400, 1900)} MB (${r.int(30000, 60000)} entries)`);
        c.emit(
          t + 20_000,
          "results-web",
          "fatal",
          `<--- Last few GCs --->\n\n[1:0x${r.hex(10)}]   ${r.int(300000, 900000)} ms: Mark-Compact 2039.8 (2083.4) -> 2038.1 (2083.9) MB, ${r.int(1200, 2400)}.4 / 0.0 ms  (average mu = 0.102, current mu = 0.031) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8d0a3 node::Abort() [node]\n 2: 0xa96834  [node]\n 3: 0xd687f0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
        );
        c.emit(t + 24_000, "results-web", "info", "results-web@8.3.2 starting (node v20.18.0, NODE_ENV=production)");
      });
      c.every(c.t0 + 20_000, c.end, 800, (t) =>
        c.emit(
          t,
          "results-cache",
          "error",
          `[error] 31#31: *${r.digits(6)} connect() failed (111: Connection refused) while connecting to upstream, client: ${ip(r)}, server: results.sos.example.gov, request: "GET /results/general-2026/contest/${contest(r.int(1, 260))} HTTP/2.0", upstream: "http://10.8.1.20:3000/"`,
        ),
      );
    },
  },
  {
    estate: "enr",
    origin: "results-redis",
    category: "disk",
    hints: ["disk", "no space", "misconf", "rdb", "space left"],
    severity: "high",
    note: "results-redis cannot write its RDB snapshot because the volume is full, flips to MISCONF and refuses writes; results-api fails every cache write.",
    run: (c) => {
      const r = c.rng;
      c.block("results-api", 0.5);
      c.every(c.t0, c.end, 20_000, (t) => {
        c.emit(t, "results-redis", "info", "1:M * Background saving started by pid " + r.int(100, 900));
        c.emit(
          t + 800,
          "results-redis",
          "warn",
          `${r.int(100, 900)}:C * Write error saving DB on disk: No space left on device`,
        );
        c.emit(t + 900, "results-redis", "warn", "1:M # Background saving error");
      });
      c.every(c.t0 + 1000, c.end, 1100, (t) =>
        c.emit(
          t,
          "results-api",
          "error",
          `redis SET contest:${contest(r.int(1, 260))}: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs for details about the RDB error.`,
        ),
      );
    },
  },
  {
    estate: "enr",
    origin: "results-api",
    category: "unknown",
    hints: ["unknown", "500", "internal"],
    severity: "medium",
    note: "results-api starts failing most requests with a bare 500 and no cause in its own logs; results-web and the cache report the upstream errors.",
    run: (c) => {
      const r = c.rng;
      c.block("results-api", 0.85);
      c.every(c.t0, c.end, 800, (t) => {
        const ct = contest(r.int(1, 260));
        c.emit(t, "results-api", "error", `GET /v1/contests/${ct} 500 ${r.int(0, 3)}ms`);
        c.emit(
          t + r.int(5, 30),
          "results-web",
          "error",
          `GET /contest/${ct} 502 in ${r.int(10, 60)}ms: upstream results-api returned 500`,
        );
      });
    },
  },
];
