// The eight broken windows of quiet77, one per category, written as each runtime really reports them.
import type { Format } from "./formats.js";
import { digits, hex, int, pick, type Rng } from "./rng.js";
import { BOOT, type Ctx } from "./stream.js";

export interface Incident {
  key: string;
  estate: string;
  format: Format;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  setup: (c: Ctx, start: number) => void;
}

const S = (sec: number) => sec * 1000;
const subj = (r: Rng) => `${int(r, 101, 148)}-${String(int(r, 1, 60)).padStart(3, "0")}`;
const ramp = (start: number, secs: number, lo: number, hi: number) => (t: number) =>
  Math.min(hi, lo + ((hi - lo) * (t - start)) / S(secs));

const PY_PG = (host: string) => `Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 145, in __init__
    self._dbapi_connection = engine.raw_connection()
  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/base.py", line 674, in __connect
    self.dbapi_connection = connection = pool._invoke_creator(self)
  File "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "${host}" (10.3.1.40), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/app/querymgr/api/queries.py", line 88, in open_query
    site = session.get(Site, payload.site_id)
  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/orm/session.py", line 3474, in get
    return self._get_impl(
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "${host}" (10.3.1.40), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections

(Background on this error at: https://sqlalche.me/e/20/e3q8)`;

const JAVA_500 = (
  url: string,
) => `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 INTERNAL SERVER ERROR: "{"detail":"Internal Server Error"}"
	at org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)
	at com.meridian.checks.query.QueryClient.open(QueryClient.java:57)
	at com.meridian.checks.RuleExecutor.raiseHits(RuleExecutor.java:212)
	at com.meridian.checks.RuleExecutor.evaluate(RuleExecutor.java:131)
	... 87 common frames omitted
Caused by: POST ${url}`;

export const INCIDENTS: readonly Incident[] = [
  {
    key: "querydb-connection-slots",
    estate: "meridian",
    format: "ecs",
    origin: "query-mgr",
    category: "database",
    hints: ["database", "postgres", "connection", "operationalerror", "psycopg2", "slots", "sql"],
    severity: "high",
    note: "query-mgr can no longer get Postgres connections (remaining connection slots reserved); edit-check-engine retries opening queries and api-gw returns 500s",
    setup: (c, start) => {
      c.emit(
        start - S(40),
        "query-mgr",
        "warn",
        "QueuePool limit of size 20 overflow 10 reached, waiting for connection (pool querydb)",
      );
      c.outages.push({
        svc: "query-mgr",
        from: start,
        failP: ramp(start, 90, 0.35, 0.92),
        callerSays: (caller, rr) =>
          caller === "edit-check-engine"
            ? {
                level: "error",
                msg: `c.m.checks.query.QueryClient : giving up on query for hit ${pick(rr, ["EC_VS_012", "EC_LB_044", "EC_AE_003"])} subject=${subj(rr)}: 500 INTERNAL SERVER ERROR from query-mgr`,
                stack: JAVA_500("http://query-mgr:8000/v1/queries"),
                errKind: "org.springframework.web.client.HttpServerErrorException$InternalServerError",
              }
            : { level: "error", msg: `query-mgr call failed: 500` },
        retrySays: (_caller, rr, k) => ({
          level: "warn",
          msg: `c.m.checks.query.QueryClient : POST http://query-mgr:8000/v1/queries -> 500, retry ${k}/3 in ${k * 200}ms (subject ${subj(rr)})`,
        }),
        retries: 3,
        gwStatus: (rr) => pick(rr, [500, 500, 503]),
        gwMs: (rr) => int(rr, 30, 31000),
        quietOwn: 0.6,
      });
      c.every(start + S(2), c.t1, 1.6, (t) => {
        c.emit(t, "query-mgr", "error", `Exception on /v1/queries [POST]`, {
          stack: PY_PG("querydb.mdt-prod.svc.cluster.local"),
          errKind: "sqlalchemy.exc.OperationalError",
          trace: c.trace(),
        });
      });
      c.every(start + S(5), c.t1, 11, (t) =>
        c.emit(
          t,
          "query-mgr",
          "error",
          `aging sweep failed: (psycopg2.OperationalError) FATAL:  sorry, too many clients already`,
        ),
      );
    },
  },
  {
    key: "kit-depot-egress-resets",
    estate: "halcyon",
    format: "logfmt",
    origin: "kit-depot",
    category: "network",
    hints: ["network", "connection", "reset", "route", "dial", "socket", "dns", "econnreset"],
    severity: "medium",
    note: "kit-depot's path to the depot warehouse system breaks (connection resets, no route to host, DNS timeouts) and it logs only WARN; rand-svc reports 502s from kit-depot and retries",
    setup: (c, start) => {
      const wms = "wms-nl1.depotlink.example";
      const errs = (r: Rng) =>
        pick(r, [
          `Post "https://${wms}/api/v2/reservations": read tcp 10.8.3.21:${int(r, 40000, 60000)}->172.20.9.14:443: read: connection reset by peer`,
          `Post "https://${wms}/api/v2/reservations": dial tcp 172.20.9.14:443: connect: no route to host`,
          `Get "https://${wms}/api/v2/stock?depot=NL1": dial tcp: lookup ${wms} on 10.96.0.10:53: read udp 10.8.3.21:${int(r, 30000, 60000)}->10.96.0.10:53: i/o timeout`,
          `Post "https://${wms}/api/v2/reservations": net/http: TLS handshake timeout`,
        ]);
      c.outages.push({
        svc: "kit-depot",
        from: start,
        failP: ramp(start, 60, 0.5, 0.85),
        callerSays: (_caller, r) => ({
          level: "error",
          msg: `h.r.KitClient - Kit reservation for subject ${subj(r)} failed after retries: 502 Bad Gateway from kit-depot`,
          stack: `org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway: "{"error":"reservation failed","code":"UPSTREAM"}"
	at org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:106)
	at org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:819)
	at org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:777)
	at com.halcyon.rand.kit.KitClient.reserve(KitClient.java:73)
	at com.halcyon.rand.DispensingService.dispense(DispensingService.java:140)
	... 118 common frames omitted`,
          errKind: "HttpServerErrorException.BadGateway",
        }),
        retrySays: (_caller, _r, k) => ({
          level: "warn",
          msg: `h.r.KitClient - POST http://kit-depot:8080/v1/reserve returned 502, retry ${k}/3`,
        }),
        retries: 3,
        gwStatus: () => 500,
        gwMs: (r) => int(r, 900, 4000),
        quietOwn: 0.2,
      });
      c.every(start + S(1), c.t1, 0.9, (t) => {
        c.emit(
          t,
          "kit-depot",
          "warn",
          `wms call failed, will retry depot=NL1 attempt=${int(c.r, 1, 3)} err="${errs(c.r)}"`,
        );
      });
      c.every(start + S(3), c.t1, 6, (t) =>
        c.emit(
          t,
          "kit-depot",
          "warn",
          `reserve kit returned 502 to caller site=${int(c.r, 101, 148)} err="wms unreachable after 3 attempts"`,
        ),
      );
    },
  },
  {
    key: "supply-planner-lock-wait",
    estate: "tessera",
    format: "compose",
    origin: "supply-planner",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "lock"],
    severity: "medium",
    note: "a full forecast rebuild holds supply-planner's forecast lock and its availability requests time out (WARN only); randomise reports DEADLINE_EXCEEDED and tessera-gw 504s for randomise",
    setup: (c, start) => {
      c.emit(
        start - S(2),
        "supply-planner",
        "info",
        "i.t.s.ForecastJob : full forecast rebuild started (48 sites, trigger=lot-release L88120)",
      );
      c.outages.push({
        svc: "supply-planner",
        from: start,
        failP: ramp(start, 45, 0.6, 0.95),
        callerSays: (_caller, r) => ({
          level: "error",
          msg: `E rand.cc:301] supply-planner availability call failed: DEADLINE_EXCEEDED after 5000ms (subject ${subj(r)}, site ${int(r, 101, 148)})`,
        }),
        retrySays: (_caller, _r, k) => ({
          level: "warn",
          msg: `W rand.cc:288] supply-planner slow, retrying availability (${k}/2)`,
        }),
        retries: 2,
        gwStatus: () => 504,
        gwMs: (r) => int(r, 15000, 15100),
        quietOwn: 0.5,
      });
      c.every(start + S(5), c.t1, 1.2, (t) => {
        c.emit(
          t,
          "supply-planner",
          "warn",
          `i.t.s.AvailabilityService : timed out after 5000 ms waiting for forecast read lock (site ${int(c.r, 101, 148)}), returning 503`,
        );
      });
      c.every(start + S(8), c.t1, 2, (t) =>
        c.emit(
          t,
          "tessera-gw",
          "error",
          `[error] 31#31: *${digits(c.r, 6)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.60.${int(c.r, 0, 7)}.${int(c.r, 2, 250)}, server: tessera, request: "POST /rand/v1/allocate HTTP/1.1", upstream: "http://10.60.2.14:7000/rand/v1/allocate"`,
        ),
      );
      c.every(start + S(60), c.t1, 30, (t) =>
        c.emit(
          t,
          "supply-planner",
          "warn",
          `i.t.s.ForecastJob : forecast rebuild still running (${int(c.r, 20, 60)}% of sites, lock held ${Math.round((t - start) / 1000)}s)`,
        ),
      );
    },
  },
  {
    key: "ev-gateway-unavailable",
    estate: "brightwater",
    format: "datadog",
    origin: "pv-submitter",
    category: "dependency",
    hints: ["gateway", "503", "unavailable", "circuit", "dependency", "callnotpermitted", "as2"],
    severity: "high",
    note: "the regulator's AS2 gateway answers 503 to pv-submitter, its circuit breaker opens and expedited ICSRs pile up; edc-core cannot forward SAEs",
    setup: (c, start) => {
      c.outages.push({
        svc: "pv-submitter",
        from: start + S(20),
        failP: () => 0.9,
        callerSays: (_caller, r) => ({
          level: "error",
          msg: `[http-nio-8080-exec-${int(r, 1, 40)}] ERROR b.edc.safety.SafetyForwarder - SAE forward to pv-submitter failed: 503 Service Unavailable, case stays in outbox`,
        }),
        retrySays: (_caller, _r, k) => ({
          level: "warn",
          msg: `[http-nio-8080-exec-9] WARN  b.edc.safety.SafetyForwarder - pv-submitter returned 503, retry ${k}/3`,
        }),
        retries: 3,
        gwStatus: () => 502,
        gwMs: (r) => int(r, 200, 2000),
        quietOwn: 0.3,
      });
      let open = false;
      c.every(start, c.t1, 2.2, (t, i) => {
        const id = `BW-${digits(c.r, 7)}`;
        if (i < 6 || (!open && i % 25 === 0)) {
          c.emit(
            t,
            "pv-submitter",
            "error",
            `[submit-${int(c.r, 1, 4)}] ERROR b.pv.GatewayClient - AS2 POST https://as2.ev-gateway.example/as2/in failed for ${id}: HTTP 503 Service Unavailable (attempt 3/3)`,
          );
          if (i === 5) {
            open = true;
            c.emit(
              t + 50,
              "pv-submitter",
              "warn",
              `[submit-1] WARN  i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'ev-gateway' changed state from CLOSED to OPEN`,
            );
          }
          return;
        }
        c.emit(
          t,
          "pv-submitter",
          "error",
          `[submit-${int(c.r, 1, 4)}] ERROR b.pv.SubmissionService - ICSR ${id} (expedited, 7-day clock) not submitted`,
          {
            stack: `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'ev-gateway' is OPEN and does not permit further calls
	at io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)
	at io.github.resilience4j.circuitbreaker.internal.CircuitBreakerStateMachine$OpenState.acquirePermission(CircuitBreakerStateMachine.java:696)
	at io.github.resilience4j.circuitbreaker.CircuitBreaker.lambda$decorateCheckedSupplier$82a9021a$1(CircuitBreaker.java:70)
	at com.brightwater.pv.gateway.GatewayClient.send(GatewayClient.java:91)
	at com.brightwater.pv.SubmissionService.submit(SubmissionService.java:154)
	at java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
	at java.base/java.lang.Thread.run(Thread.java:1583)`,
            errKind: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
          },
        );
      });
      c.every(start + S(60), c.t1, 60, (t) => {
        c.emit(
          t,
          "pv-submitter",
          "info",
          `[submit-2] INFO  i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'ev-gateway' changed state from OPEN to HALF_OPEN`,
        );
        c.emit(
          t + 900,
          "pv-submitter",
          "error",
          `[submit-2] ERROR b.pv.GatewayClient - AS2 POST https://as2.ev-gateway.example/as2/in failed: HTTP 503 Service Unavailable`,
        );
        c.emit(
          t + 950,
          "pv-submitter",
          "warn",
          `[submit-2] WARN  i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'ev-gateway' changed state from HALF_OPEN to OPEN`,
        );
      });
      c.every(start + S(30), c.t1, 40, (t, i) =>
        c.emit(
          t,
          "pv-submitter",
          "warn",
          `[outbox] WARN  b.pv.Outbox - ${12 + i * 9} ICSRs waiting, oldest ${Math.round((t - start) / 60000)} min (expedited: ${3 + i})`,
        ),
      );
    },
  },
  {
    key: "epro-sync-missing-setting",
    estate: "meridian",
    format: "gcp",
    origin: "epro-sync",
    category: "configuration",
    hints: ["config", "url", "invalid url", "err_invalid_url", "environment", "setting"],
    severity: "high",
    note: "epro-sync 4.12.0 rolls out without EDC_BASE_URL (renamed from EDC_API_URL); every diary upload fails with ERR_INVALID_URL and api-gw returns 500 to the diary apps",
    setup: (c, start) => {
      c.emit(start - S(3), "epro-sync", "info", "received SIGTERM, closing server");
      BOOT.node("epro-sync", "4.12.0", c.r).forEach((m, i) => {
        c.emit(start - S(2) + i * 400, "epro-sync", "info", m, { keep: true });
      });
      c.emit(
        start - S(1),
        "epro-sync",
        "warn",
        "env EDC_API_URL is deprecated and ignored since 4.12; set EDC_BASE_URL",
      );
      c.outages.push({
        svc: "epro-sync",
        from: start,
        failP: () => 0.97,
        callerSays: () => ({ level: "error", msg: "" }),
        retries: 0,
        gwStatus: () => 500,
        gwMs: (r) => int(r, 3, 30),
        quietOwn: 0.95,
      });
      c.every(start + 300, c.t1, 0.5, (t) => {
        const dev = hex(c.r, 12);
        c.emit(t, "epro-sync", "error", `diary upload failed device=${dev} subject=${subj(c.r)}`, {
          stack: `TypeError [ERR_INVALID_URL]: Invalid URL
    at new NodeError (node:internal/errors:405:5)
    at new URL (node:internal/url:676:13)
    at EdcClient.post (/app/dist/clients/edc.js:41:21)
    at DiarySync.forward (/app/dist/sync/diary.js:88:32)
    at async /app/dist/routes/upload.js:27:5 {
  input: 'undefined/edc/v2/diary-entries',
  code: 'ERR_INVALID_URL'
}`,
          errKind: "TypeError",
          trace: c.trace(),
        });
        if (c.r() < 0.5)
          c.emit(
            t + int(c.r, 1, 9),
            "api-gw",
            "error",
            c.estate
              .access(c.r, "POST", "/epro/v3/diary/upload", 500, int(c.r, 3, 20), "epro-sync")
              .replace(/ua="[^"]*"/, 'ua="MeridianDiary/5.8.2 (iOS 17.5) retry=1"'),
          );
      });
    },
  },
  {
    key: "crf-audit-volume-full",
    estate: "halcyon",
    format: "jsonl",
    origin: "crf-service",
    category: "disk",
    hints: ["disk", "space", "no space", "device", "ioexception", "full", "volume"],
    severity: "high",
    note: "crf-service's audit-trail volume fills up; every form save fails with IOException No space left on device and study-portal returns 500s",
    setup: (c, start) => {
      c.emit(
        start - S(150),
        "crf-service",
        "warn",
        "Halcyon.Crf.Audit.VolumeMonitor[0] Audit volume /var/lib/crf/audit is 96% full (1.9 GiB free)",
      );
      c.emit(
        start - S(60),
        "crf-service",
        "warn",
        "Halcyon.Crf.Audit.VolumeMonitor[0] Audit volume /var/lib/crf/audit is 99% full (212 MiB free)",
      );
      c.outages.push({
        svc: "crf-service",
        from: start,
        failP: (t) => (t < start + S(20) ? 0.5 : 0.8),
        callerSays: () => ({ level: "error", msg: "" }),
        retries: 0,
        gwStatus: () => 500,
        gwMs: (r) => int(r, 20, 90),
        quietOwn: 0.4,
      });
      c.every(start, c.t1, 1.1, (t) => {
        c.emit(
          t,
          "crf-service",
          "error",
          `Halcyon.Crf.Api.FormsController[0] Save refused for subject ${subj(c.r)}: audit trail write failed`,
          {
            stack: `System.IO.IOException: No space left on device : '/var/lib/crf/audit/2026-10/audit-${digits(c.r, 6)}.jsonl'
   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan\`1 buffer, Int64 fileOffset)
   at System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan\`1 buffer)
   at System.IO.Strategies.BufferedFileStreamStrategy.Flush(Boolean flushToDisk)
   at System.IO.StreamWriter.Flush(Boolean flushStream, Boolean flushEncoder)
   at Halcyon.Crf.Audit.FileAuditSink.Append(AuditRecord record) in /src/Halcyon.Crf/Audit/FileAuditSink.cs:line 57
   at Halcyon.Crf.Api.FormsController.Save(String formId, FormPayload payload) in /src/Halcyon.Crf/Api/FormsController.cs:line 112
   at lambda_method214(Closure, Object)
   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)`,
            errKind: "System.IO.IOException",
          },
        );
        if (c.r() < 0.7)
          c.emit(
            t + int(c.r, 5, 40),
            "study-portal",
            "error",
            `crf-service responded 500 Internal Server Error for POST /api/crf/${pick(c.r, ["vs", "ae", "lb_chem", "cm"])}; showing "save failed" to user`,
          );
      });
    },
  },
  {
    key: "checks-worker-oom",
    estate: "tessera",
    format: "ecs",
    origin: "checks-worker",
    category: "memory",
    hints: ["memory", "memoryerror", "oom", "sigkill", "out of memory"],
    severity: "high",
    note: "checks-worker's celery processes exhaust memory on a huge lab batch (MemoryError, workers killed with SIGKILL); capture-api times out waiting for edit-check results and re-queues them",
    setup: (c, start) => {
      for (let i = 0; i < 4; i++)
        c.emit(
          start - S(90 - i * 25),
          "checks-worker",
          "warn",
          `[WARNING/ForkPoolWorker-${i + 1}] rss ${(2.1 + i * 0.35).toFixed(2)} GiB after checks.run_edit_checks (LB_CHEM bulk, ${int(c.r, 40, 90)}k rows), above soft limit 2.00 GiB`,
        );
      c.outages.push({
        svc: "checks-worker",
        from: start,
        failP: ramp(start, 60, 0.4, 0.85),
        callerSays: (_caller, r) => ({
          level: "error",
          msg: `edit checks for ${pick(r, ["LB_CHEM", "LB_HEM", "VS"])} subject=${subj(r)} not completed`,
          stack: `Traceback (most recent call last):
  File "/app/capture/checks/dispatch.py", line 61, in run_checks_sync
    return result.get(timeout=30)
  File "/usr/local/lib/python3.12/site-packages/celery/result.py", line 251, in get
    return self.backend.wait_for_pending(
  File "/usr/local/lib/python3.12/site-packages/celery/backends/base.py", line 755, in wait_for_pending
    meta = self.wait_for(
  File "/usr/local/lib/python3.12/site-packages/celery/backends/base.py", line 1100, in wait_for
    raise TimeoutError('The operation timed out.')
celery.exceptions.TimeoutError: The operation timed out.`,
          errKind: "celery.exceptions.TimeoutError",
        }),
        retrySays: (_caller, r, k) => ({
          level: "warn",
          msg: `re-queued checks.run_edit_checks for form ${digits(r, 6)} (attempt ${k + 1}/4)`,
        }),
        retries: 3,
        gwStatus: (r) => pick(r, [502, 504]),
        gwMs: (r) => int(r, 30000, 60000),
        quietOwn: 0.8,
      });
      c.every(start, c.t1, 4, (t, i) => {
        const w = (i % 4) + 1;
        const pid = int(c.r, 300, 9000);
        if (i % 2 === 0)
          c.emit(
            t,
            "checks-worker",
            "error",
            `[ERROR/ForkPoolWorker-${w}] Task checks.run_edit_checks[${hex(c.r, 8)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 12)}] raised unexpected: MemoryError()`,
            {
              stack: `Traceback (most recent call last):
  File "/usr/local/lib/python3.12/site-packages/celery/app/trace.py", line 453, in trace_task
    R = retval = fun(*args, **kwargs)
  File "/app/checks/tasks.py", line 77, in run_edit_checks
    frame = load_lab_frame(form_id)
  File "/app/checks/labs.py", line 132, in load_lab_frame
    return pd.merge(results, ranges, on=["analyte", "unit"], how="left")
  File "/usr/local/lib/python3.12/site-packages/pandas/core/reshape/merge.py", line 184, in merge
    return op.get_result(copy=copy)
  File "/usr/local/lib/python3.12/site-packages/pandas/core/reshape/merge.py", line 888, in get_result
    result = self._reindex_and_concat(
numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.41 GiB for an array with shape (457000000,) and data type int64`,
              errKind: "MemoryError",
            },
          );
        else {
          c.emit(
            t,
            "checks-worker",
            "error",
            `[ERROR/MainProcess] Process 'ForkPoolWorker-${w}' pid:${pid} exited with 'signal 9 (SIGKILL)'`,
          );
          c.emit(
            t + 20,
            "checks-worker",
            "error",
            `[ERROR/MainProcess] Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${int(c.r, 1000, 9999)}.')`,
          );
        }
      });
    },
  },
  {
    key: "depot-sync-crashloop",
    estate: "brightwater",
    format: "compose",
    origin: "depot-sync",
    category: "unknown",
    hints: ["crash", "restart", "exit", "unavailable", "fail", "unknown"],
    severity: "medium",
    note: "depot-sync stops serving and restarts every minute or so without ever logging a reason; irt-core gets connection refused and 503 from depot-sync and dispensing fails",
    setup: (c, start) => {
      c.outages.push({
        svc: "depot-sync",
        from: start,
        failP: () => 0.93,
        callerSays: (_caller, r) =>
          r() < 0.5
            ? {
                level: "error",
                msg: `Brightwater.Irt.Dispensing[0] Kit request for ${subj(r)} failed: depot-sync returned 503 (Service Unavailable)`,
              }
            : {
                level: "error",
                msg: `Brightwater.Irt.Clients.DepotClient[0] Reserve call to depot-sync failed`,
                stack: `System.Net.Http.HttpRequestException: Connection refused (depot-sync:8080)
 ---> System.Net.Sockets.SocketException (111): Connection refused
   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)
   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.System.Threading.Tasks.Sources.IValueTaskSource.GetResult(Int16 token)
   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)
   --- End of inner exception stack trace ---
   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)
   at Brightwater.Irt.Clients.DepotClient.ReserveAsync(String siteId, CancellationToken ct) in /src/Irt/Clients/DepotClient.cs:line 64`,
                errKind: "System.Net.Http.HttpRequestException",
              },
        retrySays: (_caller, _r, k) => ({
          level: "warn",
          msg: `Polly[0] Execution attempt. Source: 'DepotClient/Reserve/Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '${k - 1}', Execution Time: ${int(c.r, 2, 40)}.${int(c.r, 0, 9)}ms`,
        }),
        retries: 3,
        gwStatus: () => 502,
        gwMs: (r) => int(r, 300, 3000),
        quietOwn: 1,
      });
      c.emit(start + 200, "depot-sync", "error", "sync cycle failed");
      let t = start + S(int(c.r, 8, 15)) + int(c.r, 0, 999);
      while (t < c.t1) {
        BOOT.go("depot-sync", "2.8.1", c.r).forEach((m, i) => {
          c.emit(t + i * 120, "depot-sync", "info", m, { keep: true });
        });
        c.emit(t + S(int(c.r, 6, 20)) + int(c.r, 0, 999), "depot-sync", "error", "sync cycle failed");
        t += S(int(c.r, 45, 80)) + int(c.r, 0, 999);
      }
    },
  },
];
