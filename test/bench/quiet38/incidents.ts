// The eight failures of quiet38, one per category, each told the way the services involved really log it.
import type { Ctx, Role } from "./estates.js";

export interface Failure {
  name: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** Lays the failure from true time t0 to the end of the window. */
  run(c: Ctx, t0: number): void;
}

const after = (c: Ctx, t0: number, perMin: number) => c.s.times(t0, c.b, perMin);

export const FAILURES: Failure[] = [
  {
    name: "bureau-vendor-503",
    estate: "kestrel",
    origin: "bureau",
    category: "dependency",
    hints: ["experian", "bureau", "503", "unavailable", "circuit", "vendor", "upstream"],
    sev: "high",
    note: "Experian's credit-search API answers 503 and bureau-gateway (WARN only) opens its breaker; loan-applications retries loudly and decisions pend",
    run(c, t0) {
      const { r } = c;
      c.s.suppress(t0, 0.93, (x) => x.tag === "apply" && x.svc !== c.svc("gw") && x.svc !== c.svc("apply"));
      for (const t of after(c, t0, 5 * c.k)) {
        c.emit(
          t,
          "bureau",
          "warn",
          `Experian CreditSearch POST https://uk-api.experian.com/consumer-services/credit-search/v2/searches failed: 503 Service Unavailable (${r.i(20, 900)}ms) body={"errorCode":"SVC_UNAVAILABLE","message":"Service temporarily unavailable"}`,
        );
      }
      c.emit(
        t0 + 9000,
        "bureau",
        "warn",
        "CircuitBreaker 'experian' changed state from CLOSED to OPEN (failure rate 62.5% > threshold 50.0%)",
      );
      c.s.every(t0 + 69000, c.b, 60000, (t) => {
        c.emit(t, "bureau", "warn", "CircuitBreaker 'experian' changed state from OPEN to HALF_OPEN");
        c.emit(t + r.i(300, 1500), "bureau", "warn", "CircuitBreaker 'experian' changed state from HALF_OPEN to OPEN");
      });
      for (const t of after(c, t0 + 9000, 9 * c.k)) {
        const id = c.trace();
        const app = c.app();
        c.emit(
          t,
          "bureau",
          "warn",
          "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'experian' is OPEN and does not permit further calls",
          id,
        );
        for (let k = 1; k <= 3; k++)
          c.emit(
            t + k * r.i(180, 400),
            "apply",
            "warn",
            `Retry 'bureauClient', waiting PT0.5S until attempt '${k + 1}'. Last attempt failed with exception 'feign.FeignException$ServiceUnavailable: [503 Service Unavailable] during [POST] to [http://bureau-gateway:8080/v1/searches]'.`,
            id,
          );
        c.emit(
          t + r.i(1600, 2200),
          "apply",
          "error",
          `bureau pull failed for ${app} after 4 attempts
feign.FeignException$ServiceUnavailable: [503 Service Unavailable] during [POST] to [http://bureau-gateway:8080/v1/searches] [BureauClient#search(SearchRequest)]: [{"status":503,"error":"Service Unavailable","message":"experian: circuit open"}]
\tat feign.FeignException.serverErrorStatus(FeignException.java:256)
\tat feign.FeignException.errorStatus(FeignException.java:197)
\tat feign.codec.ErrorDecoder$Default.decode(ErrorDecoder.java:92)
\tat feign.AsyncResponseHandler.handleResponse(AsyncResponseHandler.java:98)
\tat uk.co.kestrel.applications.bureau.BureauService.pull(BureauService.java:71)
\tat uk.co.kestrel.applications.flow.ApplicationFlow.onSubmitted(ApplicationFlow.java:133)`,
          id,
        );
        c.emit(
          t + r.i(2300, 2600),
          "decision",
          "warn",
          `decision app=${app} outcome=PENDING reasons=BUREAU_DATA_MISSING requeue_in=300s`,
          id,
        );
        if (r.chance(0.5))
          c.emit(
            t + r.i(2600, 2900),
            "gw",
            "error",
            `POST /v1/applications 503 ${r.i(2200, 2900)}.${r.digits(3)} ms - 121`,
            id,
          );
      }
    },
  },
  {
    name: "disburse-no-route",
    estate: "kestrel",
    origin: "disburse",
    category: "network",
    hints: ["network", "route", "connection", "reset", "dial", "tcp", "unreachable"],
    sev: "high",
    note: "funds-disburser loses its path to the sponsor bank's Faster Payments gateway (no route to host, resets) and payouts stall",
    run(c, t0) {
      const { r } = c;
      c.s.suppress(t0, 0.95, (x) => x.tag === "fund" && x.svc === c.svc("disburse"));
      for (const t of after(c, t0, 2.2 * c.k)) {
        const id = c.trace();
        const p = `PO${r.digits(10)}`;
        const app = c.app();
        for (let k = 1; k <= 3; k++) {
          const err = r.pick([
            `dial tcp 10.60.4.21:443: connect: no route to host`,
            `read tcp 10.42.7.${r.i(2, 250)}:${r.i(30000, 60000)}->10.60.4.21:443: read: connection reset by peer`,
            `dial tcp 10.60.4.21:443: connect: no route to host`,
          ]);
          c.emit(
            t + k * 1000 * k,
            "disburse",
            "warn",
            `payout ${p} submit attempt ${k}/3 failed: Post "https://fps-gw.sponsorbank.internal/v2/payments": ${err}`,
            id,
          );
        }
        c.emit(
          t + 9500,
          "disburse",
          "error",
          `payout ${p} not submitted, parked for retry: Post "https://fps-gw.sponsorbank.internal/v2/payments": dial tcp 10.60.4.21:443: connect: no route to host`,
          id,
        );
        c.emit(
          t + r.i(120000, 125000),
          "apply",
          "error",
          `funding timer expired for ${app}: payout ${p} not confirmed within 120s, state FUNDING (stuck)`,
          id,
        );
      }
      c.s.every(t0 + 20000, c.b, 30000, (t) =>
        c.emit(
          t,
          "disburse",
          "warn",
          `fps-gw health probe failed: dial tcp 10.60.4.21:443: i/o timeout (consecutive=${Math.round((t - t0) / 30000)})`,
        ),
      );
      c.s.every(t0 + 60000, c.b, 60000, (t) =>
        c.emit(t, "disburse", "warn", `outbound queue depth=${Math.round((t - t0) / 1000)} payouts parked`),
      );
    },
  },
  {
    name: "scorecard-hang",
    estate: "moorfield",
    origin: "decision",
    category: "timeout",
    hints: ["timeout", "timed out", "worker", "scorecard"],
    sev: "high",
    note: "scorecard-svc's gunicorn workers hang on scoring and are killed by the worker timeout; its decisions stop and applications-api times out calling it",
    run(c, t0) {
      const { r } = c;
      c.s.suppress(t0, 0.97, (x) => x.svc === c.svc("decision"));
      c.s.every(t0 + 30000, c.b, r.i(28000, 34000), (t) => {
        const pid = r.i(40, 400);
        c.emit(t, "decision", "fatal", `WORKER TIMEOUT (pid:${pid})`);
        c.emit(t + r.i(200, 800), "decision", "info", `Booting worker with pid: ${pid + r.i(1, 30)}`);
      });
      for (const t of after(c, t0, 7 * c.k)) {
        const app = c.app();
        c.emit(
          t + 30000,
          "apply",
          "warn",
          `Polly: Retry 1 of 2 for scorecard-svc POST /score after TaskCanceledException (app ${app})`,
        );
        if (r.chance(0.6))
          c.emit(
            t + 60500,
            "apply",
            "error",
            `Scoring failed for application ${app}
System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.
 ---> System.TimeoutException: The operation was canceled.
 ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.
   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)
   --- End of inner exception stack trace ---
   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)
   at Moorfield.Lending.Scoring.ScorecardClient.ScoreAsync(ScoreRequest req) in /src/Moorfield.Lending/Scoring/ScorecardClient.cs:line 58
   at Moorfield.Lending.Applications.DecisionStep.ExecuteAsync(ApplicationContext ctx) in /src/Moorfield.Lending/Applications/DecisionStep.cs:line 41`,
          );
        c.emit(
          t + r.i(30005, 30400),
          "gw",
          "warn",
          `GET /api/applications/${app}/decision 504 ${r.i(30001, 30390)}.${r.digits(3)} ms - 74`,
        );
      }
    },
  },
  {
    name: "bacs-spool-full",
    estate: "moorfield",
    origin: "disburse",
    category: "disk",
    hints: ["disk", "space", "no space", "device", "ioexception"],
    sev: "high",
    note: "payout-bacs fills /var/spool/bacs and can no longer write submission files; funding requests fail with 500s",
    run(c, t0) {
      const { r } = c;
      c.emit(t0 - 240000, "disburse", "warn", "Low disk space on /var/spool/bacs: 2.1 GB free of 50.0 GB (96%)");
      c.emit(t0 - 90000, "disburse", "warn", "Low disk space on /var/spool/bacs: 380 MB free of 50.0 GB (99%)");
      c.s.suppress(t0, 0.96, (x) => x.tag === "fund" && x.svc === c.svc("disburse"));
      for (const t of after(c, t0, 2.5 * c.k)) {
        const app = c.app();
        c.emit(
          t,
          "disburse",
          "error",
          `Failed to write BACS submission file /var/spool/bacs/out/STD18_${r.digits(6)}.txt for ${app}
java.io.IOException: No space left on device
\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)
\tat java.base/sun.nio.ch.FileDispatcherImpl.write(FileDispatcherImpl.java:62)
\tat java.base/sun.nio.ch.IOUtil.write(IOUtil.java:132)
\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)
\tat com.moorfield.payouts.bacs.Std18Writer.flush(Std18Writer.java:114)
\tat com.moorfield.payouts.bacs.SubmissionService.submit(SubmissionService.java:67)`,
        );
        c.emit(
          t + r.i(30, 120),
          "apply",
          "error",
          `Funding request for ${app} failed: payout-bacs responded 500 (Internal Server Error)`,
        );
        c.emit(
          t + r.i(150, 300),
          "gw",
          "warn",
          `POST /api/applications/${app}/funding 502 ${r.i(60, 200)}.${r.digits(3)} ms - 88`,
        );
      }
      c.s.every(t0 + 15000, c.b, 60000, (t) =>
        c.emit(t, "disburse", "error", "Low disk space on /var/spool/bacs: 0 B free of 50.0 GB (100%)"),
      );
    },
  },
  {
    name: "ledger-pg-slots",
    estate: "tallypay",
    origin: "ledger",
    category: "database",
    hints: ["database", "postgres", "too many", "connection", "sql", "53300", "clients"],
    sev: "high",
    note: "ledger-writer can no longer get Postgres connections (too many clients); authz-switch declines with rc=91 and retries hard",
    run(c, t0) {
      const { r } = c;
      c.s.suppress(
        t0,
        0.85,
        (x) => (x.tag === "auth" || x.tag === "app" || x.tag === "clear") && x.svc === c.svc("ledger"),
      );
      c.s.suppress(t0, 0.8, (x) => x.tag === "auth" && x.svc === c.svc("auth"));
      for (const t of after(c, t0, 6 * c.k)) {
        c.emit(
          t,
          "ledger",
          "error",
          `hold create failed: failed to connect to \`user=ledger_rw database=ledger\`: 10.50.1.8:5432 (ledger-pg-primary.tallypay-prd.svc): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)`,
        );
      }
      for (const t of after(c, t0, 16 * c.k)) {
        const id = c.trace();
        const stan = r.digits(6);
        for (let k = 1; k <= 3; k++)
          c.emit(
            t + k * r.i(40, 90),
            "auth",
            "warn",
            `ledger hold stan=${stan} attempt ${k} failed: rpc error: code = Unavailable desc = ledger-writer: hold not created, retrying`,
            id,
          );
        c.emit(
          t + r.i(320, 420),
          "auth",
          "error",
          `auth stan=${stan} pan=${c.pan()} rc=91 issuer_or_switch_inoperative (ledger-writer unavailable after 3 attempts)`,
          id,
        );
      }
      for (const t of after(c, t0, 5 * c.k))
        c.emit(
          t,
          "gw",
          "error",
          `upstream error path=/v2/accounts/${r.digits(8)}/transactions status=503 upstream=ledger-writer:9090 err="rpc error: code = Unavailable"`,
        );
    },
  },
  {
    name: "vault-heap",
    estate: "tallypay",
    origin: "token",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    sev: "high",
    note: "token-vault's JVM runs out of heap (GC thrash, then OutOfMemoryError, restarts); wallet authorisations time out at authz-switch",
    run(c, t0) {
      const { r } = c;
      c.s.every(t0 - 150000, t0, 20000, (t, n) =>
        c.emit(
          t,
          "token",
          "warn",
          `GC pause (G1 Evacuation Pause) ${900 + n * 400}ms, heap ${(5.2 + n * 0.1).toFixed(1)}G/6.0G after collection`,
        ),
      );
      c.s.suppress(t0, 0.9, (x) => x.svc === c.svc("token"));
      for (const t of after(c, t0, 4 * c.k)) {
        c.emit(
          t,
          "token",
          "error",
          `Exception in thread "http-nio-8443-exec-${r.i(1, 200)}" java.lang.OutOfMemoryError: Java heap space
\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)
\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)
\tat io.tallypay.vault.cache.DpanIndex.load(DpanIndex.java:96)
\tat io.tallypay.vault.DetokenizeService.resolve(DetokenizeService.java:54)
\tat io.tallypay.vault.web.VaultController.detokenize(VaultController.java:41)`,
        );
      }
      c.s.every(t0 + 70000, c.b, 150000, (t) => {
        c.emit(t, "token", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.emit(
          t + r.i(15000, 22000),
          "token",
          "info",
          `Starting TokenVaultApplication v3.9.2 using Java 21.0.5 with PID 1`,
        );
        c.emit(
          t + r.i(30000, 36000),
          "token",
          "info",
          `Started TokenVaultApplication in ${r.i(11, 16)}.${r.digits(3)} seconds`,
        );
      });
      for (const t of after(c, t0, 7 * c.k)) {
        const id = c.trace();
        c.emit(
          t,
          "auth",
          "error",
          `detokenize failed stan=${r.digits(6)}: context deadline exceeded (token-vault:8443, 800ms) -> rc=96 system_malfunction`,
          id,
        );
      }
      for (const t of after(c, t0, 1.5 * c.k))
        c.emit(
          t,
          "issuing",
          "error",
          `provisioning callback failed card_id=crd_${r.hex(10)}: token-vault returned 503 Service Unavailable`,
        );
    },
  },
  {
    name: "provisioning-key-missing",
    estate: "quillbank",
    origin: "token",
    category: "configuration",
    hints: ["config", "key", "missing", "setting", "signing", "keystore"],
    sev: "high",
    note: "a provisioning-svc release ships without the MDES signing key id setting; every wallet provisioning fails right after the rollout",
    run(c, t0) {
      const { r } = c;
      c.emit(t0 - 4000, "token", "warn", "received SIGTERM, draining connections");
      c.emit(
        t0,
        "token",
        "info",
        "provisioning-svc v4.18.0 (commit 9f2c1ab) starting, config=/etc/provisioning/config.yaml",
      );
      c.emit(
        t0 + 40,
        "token",
        "warn",
        'config: mdes.signing_key_id is empty (env MDES_SIGNING_KEY_ID not set), using ""',
      );
      c.emit(t0 + 400, "token", "info", "listening on :8080");
      c.s.suppress(t0, 1, (x) => x.tag === "prov");
      for (const t of after(c, t0 + 3000, 4 * c.k)) {
        const card = r.hex(10);
        c.emit(
          t,
          "token",
          "error",
          `provisioning failed card=${card} tokenRequestor=${r.pick(["APPLE_PAY", "GOOGLE_PAY"])}: mdes: build tokenize request: encrypt payload: jwe: key id "" not found in keystore /etc/provisioning/keys.p12`,
        );
        c.emit(
          t + r.i(20, 80),
          "issuing",
          "error",
          `Push provisioning for card ${card} failed: provisioning-svc returned 500 InternalServerError`,
        );
        c.emit(
          t + r.i(90, 160),
          "gw",
          "error",
          `POST /v1/cards/${card}/wallet-provisioning 502 ${r.i(60, 200)}.${r.digits(3)} ms - 64`,
        );
      }
    },
  },
  {
    name: "chargeback-none",
    estate: "quillbank",
    origin: "disputes",
    category: "null_reference",
    hints: ["attributeerror", "nonetype", "null", "none", "attribute"],
    sev: "medium",
    note: "chargebacks-api crashes on dispute intake when a reason code has no mapping (AttributeError on None); partner-hooks and settlement-recon report 500s",
    run(c, t0) {
      const { r } = c;
      for (const t of after(c, t0, 4 * c.k)) {
        const arn = r.digits(23);
        c.emit(
          t,
          "disputes",
          "error",
          `Internal Server Error: /api/v1/chargebacks/intake
Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner
    response = get_response(request)
  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/base.py", line 197, in _get_response
    response = wrapped_callback(request, *callback_args, **callback_kwargs)
  File "/app/chargebacks/api/views.py", line 88, in intake
    case = IntakeService().open_case(payload)
  File "/app/chargebacks/services/intake.py", line 142, in open_case
    category = REASON_CODES.get(payload["reason_code"]).category
AttributeError: 'NoneType' object has no attribute 'category'`,
        );
        if (r.chance(0.6))
          c.emit(
            t + r.i(30, 120),
            "webhook",
            "error",
            `Faraday::ServerError: the server responded with status 500 (POST http://chargebacks-api:8000/api/v1/chargebacks/intake) arn=${arn}
/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in \`on_complete'
/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in \`block in call'
/app/app/jobs/dispute_forward_job.rb:21:in \`perform'`,
          );
        else
          c.emit(
            t + r.i(30, 120),
            "settle",
            "error",
            `dispute intake for arn=${arn} failed: 500 Server Error: Internal Server Error for url: http://chargebacks-api:8000/api/v1/chargebacks/intake; will retry`,
          );
      }
    },
  },
];

/** An unrelated deploy or config reload on a service other than `avoid`, near t. */
export function unrelatedChange(c: Ctx, t: number, avoid?: Role): void {
  const roles = (Object.keys(c.e.svc) as Role[]).filter((x) => x !== avoid && x !== "gw");
  const role = c.r.pick(roles);
  if (c.r.chance(0.5)) {
    c.emit(t, role, "warn", "received SIGTERM, shutting down gracefully");
    c.emit(
      t + c.r.i(6000, 14000),
      role,
      "info",
      `${c.svc(role)} ${c.r.pick(["v2.31.4", "2026.11.27-2", "v1.88.0", "build 4412"])} started (image sha256:${c.r.hex(12)})`,
    );
  } else {
    c.emit(
      t,
      role,
      "info",
      `configuration reloaded: 3 keys changed (feature.${c.r.pick(["new_statement_layout", "sms_provider_fallback", "dark_mode_banner"])}, log.level, http.keepalive_ms)`,
    );
  }
}
