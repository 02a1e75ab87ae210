// Iris & Co: insurer-facing and patient-facing faults. Every line of a request shares its x-request-id.
import { IC, icClinic, icMember, icPatient, icPayer } from "../estates/iris.js";
import { uuid } from "../rng.js";
import * as st from "../stacks.js";
import type { IncidentSpec } from "./spec.js";

const ag976 =
  "The target database, 'VisionPlans', is participating in an availability group and is currently not accessible for queries. Either data movement is suspended or the availability replica is not enabled for read access. To allow read-only access to this and other databases in the availability group, enable read access to one or more secondary availability replicas in the group.  For more information, see the ALTER AVAILABILITY GROUP statement in SQL Server Books Online.";

export const irisIncidents: IncidentSpec[] = [
  {
    estate: "iris",
    category: "database",
    origin: IC.elig,
    hints: ["sql", "database", "availability", "sqlexception"],
    severity: "high",
    note: "After a SQL Server availability-group failover, ic-eligibility (connected to the old primary by host name, not the listener) got error 976 on every plan lookup, so benefits checks and insured bookings failed.",
    nearby: IC.notify,
    build(c) {
      const r = c.r;
      c.mute(IC.elig, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 1100, (i, t, tr) => {
        const member = icMember(r);
        c.emit(
          IC.elig,
          t,
          [
            "error",
            `Plan lookup failed for member ${member}`,
            i % 5 === 0
              ? st
                  .dotnet(
                    `Microsoft.Data.SqlClient.SqlException (0x80131904): ${ag976}`,
                    [
                      "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                      "Microsoft.Data.SqlClient.TdsParser.ThrowExceptionAndWarning(TdsParserStateObject stateObj, Boolean callerHasConnectionLock, Boolean asyncClose)",
                      "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
                      "Microsoft.Data.SqlClient.SqlCommand.ExecuteReaderAsync(CommandBehavior behavior, CancellationToken cancellationToken)",
                      "Dapper.SqlMapper.QueryAsync[T](IDbConnection cnn, Type effectiveType, CommandDefinition command) in /_/Dapper/SqlMapper.Async.cs:line 434",
                      "IrisCo.Eligibility.Plans.PlanRepository.GetActivePlanAsync(String memberId) in /src/Eligibility/Plans/PlanRepository.cs:line 38",
                      "IrisCo.Eligibility.Api.EligibilityController.Check(EligibilityRequest req) in /src/Eligibility/Api/EligibilityController.cs:line 57",
                    ],
                    undefined,
                    [4],
                  )
                  .concat(["ClientConnectionId:" + `${uuid(r)}`, "Error Number:976,State:1,Class:14"])
              : undefined,
          ],
          tr,
        );
        if (r.chance(0.6)) {
          c.emit(
            IC.portal,
            t + 15,
            ["error", `GET /api/benefits/${member} 503 ${r.int(20, 60)}ms - eligibility service error`],
            tr,
          );
        } else {
          c.emit(
            IC.appts,
            t + 20,
            [
              "warn",
              `Eligibility unavailable for ${member} (HTTP 500); booking APT-${r.digits(7)} held as self-pay pending check`,
            ],
            tr,
          );
          c.emit(IC.portal, t + 40, ["info", `POST /api/appointments 201 ${r.int(80, 200)}ms`], tr);
        }
      });
      c.every(IC.elig, c.at(10), c.end, 30000, () => [
        "warn",
        "Health check 'sql-visionplans' is Unhealthy: SqlException 976",
      ]);
    },
  },
  {
    estate: "iris",
    category: "disk",
    origin: IC.claims,
    hints: ["space", "disk", "ioexception", "device"],
    severity: "medium",
    note: "The outbound volume where ic-claims writes 837P batch files filled up (old batches never purged), so claim batches and the audit trail could not be written and claims piled up unsent.",
    build(c) {
      const r = c.r;
      c.emit(IC.claims, c.at(-180), ["warn", "Volume /data/outbound is 96% full (free 812 MB)"]);
      c.emit(IC.claims, c.at(0), [
        "error",
        "837P batch write failed; batch will be retried at next window",
        st.dotnet(
          `System.IO.IOException: No space left on device : '/data/outbound/837/batch-${new Date(c.at(0)).toISOString().slice(0, 10).replace(/-/g, "")}-${r.int(1000, 1500)}.x12'`,
          [
            "Microsoft.Win32.SafeHandles.SafeFileHandle.Init(String path, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize)",
            "System.IO.Strategies.OSFileStreamStrategy..ctor(String path, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize)",
            "System.IO.File.WriteAllTextAsync(String path, String contents, Encoding encoding, CancellationToken cancellationToken)",
            "IrisCo.Claims.Edi.BatchWriter.WriteAsync(ClaimBatch batch) in /src/Claims/Edi/BatchWriter.cs:line 61",
          ],
        ),
      ]);
      c.mute(IC.claims, c.at(0), c.end, 0.4);
      c.loop(c.at(5), c.end, 3000, (i, t) => {
        const clm = `CLM-${r.digits(8)}`;
        c.emit(IC.claims, t, [
          i % 3 === 0 ? "error" : "warn",
          i % 3 === 0
            ? `Audit write failed for ${clm}: System.IO.IOException: No space left on device : '/data/outbound/audit/${clm}.json'`
            : `Claim ${clm} could not be staged (disk full), left in PENDING`,
        ]);
      });
      c.every(IC.claims, c.at(60), c.end, 60000, (i) => [
        "warn",
        `837P backlog ${60 + i * 22} claims; payer cut-off 17:00 at risk`,
      ]);
    },
  },
  {
    estate: "iris",
    category: "memory",
    origin: IC.portal,
    hints: ["memory", "heap", "oom"],
    severity: "high",
    note: "ic-portal's server-side render cache grew without bound until Node hit its heap limit and aborted, repeatedly; patients got 502s, and services it called logged broken pipes from the dropped connections.",
    nearby: IC.hearing,
    build(c) {
      const r = c.r;
      c.every(IC.portal, c.at(0), c.at(120), 8000, () => [
        "warn",
        `event loop lag ${r.int(400, 2400)}ms (heap used ${r.int(1880, 2030)} MB of 2048 MB)`,
      ]);
      const crashes = [130, 300, 470, 640, 810].map((s) => c.at(s));
      for (const t of crashes) {
        const up = r.int(4000000, 9000000);
        c.emit(IC.portal, t, [
          "error",
          "<--- Last few GCs --->",
          [
            "",
            `[1:0x6a4e3b0] ${up} ms: Mark-Compact ${r.int(2030, 2040)}.8 (2083.4) -> 2030.1 (2084.1) MB, 1712.44 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
            `[1:0x6a4e3b0] ${up + 1843} ms: Mark-Compact 2045.2 (2084.1) -> 2041.9 (2088.6) MB, 1790.01 / 0.00 ms  (average mu = 0.071, current mu = 0.030) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8a7b0 node::Abort() [node]",
            " 2: 0xa96834  [node]",
            " 3: 0xd6bd60 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 4: 0xd6c107 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 5: 0xf49c95  [node]",
            " 6: 0xf5bb7d v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
          ],
          "raw",
        ]);
        c.mute(IC.portal, t - 2000, t + 25000);
        c.emit(IC.portal, t + 24000, ["info", "ic-portal listening on http://0.0.0.0:3000 (node v20.12.2, pid 1)"]);
        for (let k = 0; k < r.int(2, 5); k++)
          c.emit(IC.pricing, t + r.int(5, 300), [
            "error",
            "Servlet.service() for servlet [dispatcherServlet] threw exception",
            k === 0
              ? st.java("org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe", [
                  "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:343)",
                  "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)",
                  "org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:128)",
                ])
              : undefined,
          ]);
        for (let k = 0; k < r.int(2, 6); k++)
          c.emit(IC.appts, t + r.int(5, 400), [
            "warn",
            "Failure in @ExceptionHandler: org.apache.catalina.connector.ClientAbortException: java.io.IOException: Connection reset by peer",
          ]);
      }
      c.mute(IC.portal, c.at(0), c.end, 0.6);
    },
  },
  {
    estate: "iris",
    category: "network",
    origin: IC.notify,
    hints: ["connection", "reset", "network", "proxy"],
    severity: "medium",
    note: "The egress proxy path ic-notify uses to reach the SMS and email providers started resetting connections mid-request; notifications failed or timed out in bursts while everything else was healthy.",
    build(c) {
      const r = c.r;
      c.mute(IC.notify, c.at(0), c.end, 0.3);
      c.loop(c.at(0), c.end, 1200, (i, t) => {
        const port = r.int(32768, 60999);
        const what = r.pick([
          `Post "https://api.sms-provider.example/2010-04-01/Accounts/AC${r.hex(32)}/Messages.json": read tcp 10.60.3.14:${port}->10.60.0.8:3128: read: connection reset by peer`,
          `Post "https://api.sms-provider.example/2010-04-01/Accounts/AC${r.hex(32)}/Messages.json": unexpected EOF`,
          `Post "https://email.eu-west-1.amazonaws.com/v2/email/outbound-emails": proxyconnect tcp: read tcp 10.60.3.14:${port}->10.60.0.8:3128: read: connection reset by peer`,
        ]);
        c.emit(IC.notify, t, [i % 3 === 0 ? "error" : "warn", `send failed (attempt ${1 + (i % 3)}/3): ${what}`]);
      });
      c.every(IC.notify, c.at(30), c.end, 30000, (i) => [
        "warn",
        `outbox drained sent=${r.int(0, 3)} failed=${r.int(8, 20)} pending=${30 + i * 12}`,
      ]);
      c.every(IC.appts, c.at(90), c.end, 20000, () => [
        "warn",
        `confirmation for APT-${r.digits(7)} not delivered after 3 attempts; flagged for clinic call`,
      ]);
    },
  },
  {
    estate: "iris",
    category: "timeout",
    origin: IC.elig,
    hints: ["timeout", "timed", "clearinghouse"],
    severity: "medium",
    note: "The insurance clearinghouse stopped answering 270 requests in time; ic-eligibility only logged Polly timeout warnings, while ic-appointments and ic-portal logged the louder read timeouts and 504s.",
    build(c) {
      const r = c.r;
      c.mute(IC.elig, c.at(0), c.end, 0.1);
      c.loop(c.at(0), c.end, 1000, (i, t, tr) => {
        const member = icMember(r);
        c.emit(
          IC.elig,
          t + 8000,
          [
            "warn",
            `270 for member ${member} payer ${icPayer(r)}: clearinghouse did not answer within 8s (Polly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.)`,
          ],
          tr,
        );
        if (r.chance(0.5)) {
          c.emit(
            IC.appts,
            t + 10000,
            [
              "error",
              `Eligibility call failed for ${member}`,
              i % 4 === 0
                ? st.java(
                    'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://ic-eligibility/api/v1/check": Read timed out',
                    [
                      "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                      "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
                      "com.irisco.appointments.eligibility.EligibilityClient.check(EligibilityClient.java:47)",
                    ],
                    [
                      {
                        head: "java.net.SocketTimeoutException: Read timed out",
                        frames: [
                          "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
                          "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)",
                        ],
                        omitted: 58,
                      },
                    ],
                  )
                : undefined,
            ],
            tr,
          );
          c.emit(
            IC.portal,
            t + 10050,
            ["error", `POST /api/appointments 504 ${r.int(10030, 10100)}ms upstream timed out`],
            tr,
          );
        } else
          c.emit(
            IC.portal,
            t + 8040,
            ["error", `GET /api/benefits/${member} 504 ${r.int(8020, 8080)}ms upstream timed out`],
            tr,
          );
      });
    },
  },
  {
    estate: "iris",
    category: "dependency",
    origin: IC.lenses,
    hints: ["stripe", "500", "payment", "vendor"],
    severity: "medium",
    note: "The card vendor's API returned 500/502 to ic-cl-replenish for most charge attempts, so contact-lens subscription renewals failed and piled up in Sidekiq retries; normal card declines continued alongside.",
    nearby: IC.chart,
    build(c) {
      const r = c.r;
      c.mute(IC.lenses, c.at(0), c.end, 0.15);
      c.loop(c.at(0), c.end, 2300, (i, t) => {
        const sub = `SUB-${r.digits(6)}`;
        const status = r.pick([500, 500, 502]);
        const req = `req_${r.alnum(14)}`;
        c.emit(IC.lenses, t, [
          "warn",
          `ReplenishmentChargeJob ${sub} failed: Stripe::APIError: (Status ${status}) (Request ${req}) ${status === 500 ? "An unknown error occurred" : "Bad Gateway"}`,
          i % 5 === 0
            ? st.ruby(`Stripe::APIError: (Status ${status}) (Request ${req}) An unknown error occurred`, [
                "/usr/local/bundle/gems/stripe-10.14.0/lib/stripe/stripe_client.rb:829:in `handle_error_response'",
                "/usr/local/bundle/gems/stripe-10.14.0/lib/stripe/stripe_client.rb:434:in `execute_request_with_rescues'",
                "/usr/local/bundle/gems/stripe-10.14.0/lib/stripe/api_operations/create.rb:8:in `create'",
                "/app/app/services/billing/charge.rb:27:in `call'",
                "/app/app/jobs/replenishment_charge_job.rb:19:in `perform'",
              ])
            : undefined,
        ]);
        c.emit(IC.lenses, t + 15, [
          "info",
          `ReplenishmentChargeJob ${sub} retry ${r.int(1, 8)} scheduled in ${r.int(20, 600)}s`,
        ]);
        if (r.chance(0.15))
          c.emit(IC.lenses, t + 400, [
            "warn",
            `Replenishment ${sub} payment declined (card_declined/insufficient_funds); dunning step 1 scheduled`,
          ]);
      });
      c.every(IC.lenses, c.at(60), c.end, 60000, (i) => [
        "error",
        `Sidekiq retry set size ${140 + i * 60} (ReplenishmentChargeJob)`,
      ]);
    },
  },
  {
    estate: "iris",
    category: "authentication",
    origin: IC.imaging,
    hints: ["expiredtoken", "token", "expired", "credential"],
    severity: "medium",
    note: "ic-imaging-gw's web-identity credentials stopped refreshing and S3 rejected every upload with ExpiredToken; fundus and OCT images from clinics could not be stored.",
    build(c) {
      const r = c.r;
      c.mute(IC.imaging, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 2400, (_i, t, tr) => {
        const p = icPatient(r);
        c.emit(
          IC.imaging,
          t,
          [
            "error",
            `store image patient=${p}: operation error S3: PutObject, https response error StatusCode: 400, RequestID: ${r.upper(16)}, HostID: ${r.alnum(56)}=, api error ExpiredToken: The provided token has expired.`,
          ],
          tr,
        );
        c.emit(
          IC.chart,
          t + 30,
          ["error", `Image attach failed for ${p}: ic-imaging-gw responded 502 BAD_GATEWAY`],
          tr,
        );
        if (r.chance(0.4)) c.emit(IC.portal, t + 45, ["warn", `POST /api/clinic/images 502 ${r.int(100, 400)}ms`], tr);
      });
      c.every(IC.imaging, c.at(-60), c.end, 300000, () => [
        "warn",
        "credential refresh: reading /var/run/secrets/eks.amazonaws.com/serviceaccount/token: token unchanged since last refresh, using cached credentials",
      ]);
    },
  },
  {
    estate: "iris",
    category: "authorization",
    origin: IC.claims,
    hints: ["forbidden", "403", "scope", "authorization"],
    severity: "medium",
    note: "The clearinghouse narrowed Iris & Co's API client scopes and ic-claims' 837 submissions were answered 403 insufficient_scope; no claim reached any payer.",
    build(c) {
      const r = c.r;
      c.loop(c.at(0), c.end, 4200, (i, t) => {
        const batch = `B${r.digits(6)}`;
        c.emit(IC.claims, t, [
          "error",
          `837P submission ${batch} rejected: 403 Forbidden {"error":"insufficient_scope","error_description":"The request requires higher privileges than provided by the access token.","required_scope":"claims:submit"}`,
          i % 4 === 0
            ? st.dotnet(
                "System.Net.Http.HttpRequestException: Response status code does not indicate success: 403 (Forbidden).",
                [
                  "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                  "IrisCo.Claims.Clearinghouse.SubmissionClient.SubmitAsync(ClaimBatch batch, CancellationToken ct) in /src/Claims/Clearinghouse/SubmissionClient.cs:line 88",
                  "IrisCo.Claims.Workers.SubmitWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Claims/Workers/SubmitWorker.cs:line 42",
                ],
              )
            : undefined,
        ]);
        c.emit(IC.claims, t + 30, ["warn", `batch ${batch} returned to queue (${r.int(10, 60)} claims)`]);
      });
      c.every(IC.claims, c.at(200), c.end, 90000, (i) => [
        "warn",
        `no 999 acknowledgements received for ${3 + i * 2} min`,
      ]);
    },
  },
  {
    estate: "iris",
    category: "rate_limiting",
    origin: IC.notify,
    hints: ["429", "rate", "limit", "throttle"],
    severity: "medium",
    note: "ic-notify started a contact-lens reorder campaign at full speed and the SMS provider throttled the account (HTTP 429, code 20429), delaying appointment confirmations behind the campaign backlog.",
    build(c) {
      const r = c.r;
      c.emit(IC.notify, c.at(-2), [
        "info",
        `campaign CL-REORDER-MAY started: ${r.int(11000, 13000)} recipients, concurrency=64`,
      ]);
      c.mute(IC.notify, c.at(0), c.end, 0.3);
      c.loop(c.at(0), c.end, 380, (i, t) => {
        c.emit(IC.notify, t, [
          i % 5 === 0 ? "error" : "warn",
          `sms to +3538${r.digits(8)} throttled: 429 Too Many Requests (code 20429), backing off ${r.pick([1, 2, 4, 8])}s`,
        ]);
      });
      c.every(IC.notify, c.at(20), c.end, 30000, (i) => [
        "warn",
        `queue sms: depth ${3000 + i * 700}, appt_confirm oldest ${1 + i} min`,
      ]);
      c.every(IC.appts, c.at(150), c.end, 45000, () => [
        "warn",
        `confirmation sms for APT-${r.digits(7)} still pending after 2 min`,
      ]);
    },
  },
  {
    estate: "iris",
    category: "validation",
    origin: IC.appts,
    hints: ["invalid", "format", "deserialize", "parse"],
    severity: "medium",
    note: "A booking partner switched to dd/MM/yyyy dates; ic-appointments rejected every partner booking as unreadable JSON (logged only as WARN) and the portal's partner endpoint returned 400s.",
    build(c) {
      const r = c.r;
      c.loop(c.at(0), c.end, 1900, (i, t, tr) => {
        const d = `${String(r.int(13, 28)).padStart(2, "0")}/0${r.int(5, 7)}/2026`;
        c.emit(
          IC.appts,
          t,
          [
            "warn",
            `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${d}": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '${d}' could not be parsed at index 2]`,
            i % 6 === 0
              ? [
                  `com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type \`java.time.LocalDate\` from String "${d}": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '${d}' could not be parsed at index 2`,
                  ' at [Source: (org.springframework.util.StreamUtils$NonClosingInputStream); line: 1, column: 87] (through reference chain: com.irisco.appointments.partner.PartnerBooking["appointmentDate"])',
                  ...st
                    .java("", [
                      "com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)",
                      "com.fasterxml.jackson.databind.DeserializationContext.weirdStringException(DeserializationContext.java:1958)",
                      "com.fasterxml.jackson.datatype.jsr310.deser.JSR310DeserializerBase._handleDateTimeException(JSR310DeserializerBase.java:176)",
                      "com.fasterxml.jackson.datatype.jsr310.deser.LocalDateDeserializer.deserialize(LocalDateDeserializer.java:96)",
                    ])
                    .slice(1),
                ]
              : undefined,
          ],
          tr,
        );
        c.emit(
          IC.portal,
          t + 8,
          [
            "warn",
            `POST /api/partner/bookings 400 ${r.int(8, 30)}ms partner=${r.pick(["lookoptic-aggregator", "clinicfinder"])}`,
          ],
          tr,
        );
      });
      c.every(IC.appts, c.at(300), c.end, 120000, () => [
        "info",
        `partner bookings last 5 min: accepted=0 rejected=${r.int(120, 190)}`,
      ]);
    },
  },
  {
    estate: "iris",
    category: "null_reference",
    origin: IC.chart,
    hints: ["nullpointer", "null", "npe"],
    severity: "medium",
    note: "ic-patient-chart dereferenced the subjective refraction of every encounter; patients with a hearing-only encounter have none, so their charts failed with NullPointerException and the portal returned 500.",
    build(c) {
      const r = c.r;
      c.mute(IC.chart, c.at(0), c.end, 0.6);
      c.loop(c.at(0), c.end, 1800, (i, t, tr) => {
        const p = icPatient(r);
        c.emit(
          IC.chart,
          t,
          [
            "error",
            `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.irisco.chart.model.Refraction.getNearAdd()" because the return value of "com.irisco.chart.model.Encounter.getSubjectiveRefraction()" is null] with root cause`,
            i % 3 === 0
              ? st.java(
                  'java.lang.NullPointerException: Cannot invoke "com.irisco.chart.model.Refraction.getNearAdd()" because the return value of "com.irisco.chart.model.Encounter.getSubjectiveRefraction()" is null',
                  [
                    "com.irisco.chart.summary.RxSummaryBuilder.lambda$build$2(RxSummaryBuilder.java:58)",
                    "java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)",
                    "java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1625)",
                    "com.irisco.chart.summary.RxSummaryBuilder.build(RxSummaryBuilder.java:61)",
                    "com.irisco.chart.api.ChartController.get(ChartController.java:44)",
                  ],
                )
              : undefined,
          ],
          tr,
        );
        c.emit(IC.portal, t + 12, ["error", `GET /api/chart/${p} 500 ${r.int(20, 80)}ms`], tr);
      });
    },
  },
  {
    estate: "iris",
    category: "configuration",
    origin: IC.pricing,
    hints: ["config", "bind", "property", "startup"],
    severity: "high",
    note: 'A config change shipped pricing.plans.discount as "15%" instead of a number; restarted ic-pricing pods failed to bind their properties and never started, so every quote from the portal failed.',
    build(c) {
      const r = c.r;
      c.emit(IC.pricing, c.at(0), ["info", "Commencing graceful shutdown. Waiting for active requests to complete"]);
      c.emit(IC.pricing, c.at(0) + 600, ["info", "Graceful shutdown complete"]);
      c.mute(IC.pricing, c.at(0), c.end);
      let t = c.at(8);
      let back = 10;
      while (t < c.end) {
        c.emit(IC.pricing, t, ["info", "Starting PricingApplication v3.19.0 using Java 21.0.3 with PID 1"]);
        c.emit(IC.pricing, t + 40, ["info", 'The following 1 profile is active: "prod"']);
        c.emit(IC.pricing, t + 4100, [
          "error",
          "APPLICATION FAILED TO START",
          [
            "***************************",
            "",
            "Description:",
            "",
            "Failed to bind properties under 'pricing.plans.discount' to java.math.BigDecimal:",
            "",
            "    Property: pricing.plans.discount",
            '    Value: "15%"',
            "    Origin: URL [file:/config/application-prod.yml] - 42:17",
            '    Reason: failed to convert java.lang.String to java.math.BigDecimal (caused by java.lang.NumberFormatException: Character % is neither a decimal digit number, decimal point, nor "e" notation exponential mark.)',
            "",
            "Action:",
            "",
            "Update your application's configuration",
          ],
          "raw",
        ]);
        t += 4200 + back * 1000;
        back = Math.min(back * 2, 300);
      }
      c.loop(c.at(2), c.end, 1100, (_i, tt, tr) => {
        c.emit(
          IC.portal,
          tt,
          [
            "error",
            `POST /api/quotes 503 ${r.int(1, 9)}ms - pricing unavailable: connect ECONNREFUSED 10.60.${r.int(1, 9)}.${r.int(2, 250)}:8080`,
          ],
          tr,
        );
      });
      c.every(IC.appts, c.at(30), c.end, 25000, () => [
        "warn",
        `quote for ${icClinic(r)} booking skipped: pricing unavailable`,
      ]);
    },
  },
  {
    estate: "iris",
    category: "unknown",
    origin: IC.hearing,
    hints: ["unknown", "500", "internal", "hearing"],
    severity: "medium",
    note: "ic-hearing-fit began answering most fitting requests with 500 after a few milliseconds and never logged an exception or reason; the portal shows the failures.",
    build(c) {
      const r = c.r;
      c.mute(IC.hearing, c.at(0), c.end, 0.1);
      c.loop(c.at(0), c.end, 1500, (_i, t, tr) => {
        const id = `FT-${r.int(10000, 99999)}`;
        c.emit(IC.hearing, t, ["info", `Started GET "/fittings/${id}" for 10.30.${r.int(0, 3)}.${r.int(2, 250)}`], tr);
        c.emit(IC.hearing, t + 1, ["info", "Processing by FittingsController#show as JSON"], tr);
        c.emit(
          IC.hearing,
          t + r.int(6, 20),
          [
            "error",
            `Completed 500 Internal Server Error in ${r.int(5, 19)}ms (ActiveRecord: ${r.float(0.5, 3).toFixed(1)}ms | Allocations: ${r.int(900, 2000)})`,
          ],
          tr,
        );
        c.emit(IC.portal, t + 25, ["error", `GET /api/hearing/fittings/${id} 500 ${r.int(20, 40)}ms`], tr);
      });
    },
  },
];
