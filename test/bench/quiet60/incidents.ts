// The eight outages of quiet60, one per category, each written the way its runtime and its callers really log it.
import { type Estate, restartLines } from "./estates.js";
import type { Stream } from "./stream.js";

export interface Outage {
  key: string;
  estate: Estate["key"];
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  needs: string[];
  note: string;
  /** Called once the background is written; `start` is the true time the fault begins at the origin. */
  run(s: Stream, start: number, end: number): void;
}

const R = (s: Stream, lo: number, hi: number) => s.rng.int(lo, hi);
const ramp = (s: Stream, t: number, start: number, full: number, p: number) =>
  t >= start && s.rng.chance(Math.min(1, (t - start) / full) * p);

const NODE_OOM = (pid: string, ms: number) => `
<--- Last few GCs --->

[1:0x${pid}]   ${ms} ms: Mark-Compact (reduce) 2043.1 (2081.6) -> 2042.7 (2082.1) MB, pooled: 0 MB, 1893.21 / 0.00 ms  (average mu = 0.091, current mu = 0.004) allocation failure; GC in old space requested
[1:0x${pid}]   ${ms + 1951} ms: Mark-Compact (reduce) 2043.9 (2082.1) -> 2043.6 (2083.1) MB, pooled: 0 MB, 1917.84 / 0.00 ms  (average mu = 0.047, current mu = 0.002) allocation failure; GC in old space requested


<--- JS stacktrace --->

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
----- Native stack trace -----

 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]
 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
 3: 0xf06537 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
 4: 0x1118105  [node]
 5: 0x112ff88 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]
 6: 0x1106091 v8::internal::HeapAllocator::AllocateRawWithLightRetrySlowPath(int, v8::internal::AllocationType, v8::internal::AllocationOrigin, v8::internal::AllocationAlignment) [node]
 7: 0x10f7705 v8::internal::Factory::NewFillerObject(int, v8::internal::AllocationAlignment, v8::internal::AllocationType, v8::internal::AllocationOrigin) [node]
 8: 0x14d87a6 v8::internal::Runtime_AllocateInYoungGeneration(int, unsigned long*, v8::internal::Isolate*) [node]
 9: 0x7f4c2fe99ef6`;

const DOTNET_ENOSPC = (f: string) => `System.IO.IOException: No space left on device : '/var/tmp/sealer/${f}.pdf'
   at Interop.ThrowExceptionForIoErrno(ErrorInfo errorInfo, String path, Boolean isDirError)
   at Microsoft.Win32.SafeHandles.SafeFileHandle.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan\`1 buffer, Int64 fileOffset)
   at System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan\`1 buffer)
   at System.IO.Strategies.BufferedFileStreamStrategy.Flush(Boolean flushToStorage)
   at iText.IO.Source.OutputStream\`1.Flush()
   at Inkpact.Sealer.SealWorker.SealAsync(SealRequest req, CancellationToken ct) in /src/Inkpact.Sealer/SealWorker.cs:line 131
   at Inkpact.Sealer.SealWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Inkpact.Sealer/SealWorker.cs:line 61`;

const JAVA_READ_TIMEOUT = `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://audit-trail:8080/v1/events": Read timed out
\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)
\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)
\tat org.springframework.web.client.RestTemplate.postForEntity(RestTemplate.java:512)
\tat com.inkpact.envelope.audit.AuditClient.append(AuditClient.java:58)
\tat com.inkpact.envelope.SigningService.recordSignature(SigningService.java:203)
Caused by: java.net.SocketTimeoutException: Read timed out
\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)
\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)
\t... 71 common frames omitted`;

const NODE_REFUSED = `Error: connect ECONNREFUSED 127.0.0.1:587
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1610:16) {
  errno: -111,
  code: 'ESOCKET',
  syscall: 'connect',
  address: '127.0.0.1',
  port: 587,
  command: 'CONN'
}`;

const JAVA_ES401 = `org.elasticsearch.client.ResponseException: method [POST], host [https://tm-es.lingotide.internal:9200], URI [/tm-*/_search?typed_keys=true], status line [HTTP/1.1 401 Unauthorized]
{"error":{"root_cause":[{"type":"security_exception","reason":"unable to authenticate user [tm_svc] for REST request [/tm-*/_search]","header":{"WWW-Authenticate":["Basic realm=\\"security\\" charset=\\"UTF-8\\"","ApiKey"]}}],"type":"security_exception","reason":"unable to authenticate user [tm_svc] for REST request [/tm-*/_search]"},"status":401}
\tat org.elasticsearch.client.RestClient.convertResponse(RestClient.java:347)
\tat org.elasticsearch.client.RestClient.performRequest(RestClient.java:313)
\tat co.elastic.clients.transport.rest_client.RestClientHttpClient.performRequest(RestClientHttpClient.java:91)
\tat co.elastic.clients.elasticsearch.ElasticsearchClient.search(ElasticsearchClient.java:1897)
\tat com.lingotide.tm.search.FuzzyIndex.lookup(FuzzyIndex.java:112)
\tat com.lingotide.tm.LookupController.lookup(LookupController.java:64)`;

const PY_READ_TIMEOUT = `Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py", line 536, in _make_request
    response = conn.getresponse()
  File "/usr/local/lib/python3.11/http/client.py", line 1395, in getresponse
    response.begin()
  File "/usr/local/lib/python3.11/socket.py", line 706, in readinto
    return self._sock.recv_into(b)
TimeoutError: timed out

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/app/doc_import/pretranslate.py", line 64, in pretranslate
    resp = self.session.post(f"{MT_ROUTER}/v1/translate/batch", json=batch, timeout=30)
  File "/usr/local/lib/python3.11/site-packages/requests/adapters.py", line 713, in send
    raise ReadTimeout(e, request=request)
requests.exceptions.ReadTimeout: HTTPConnectionPool(host='mt-router', port=8080): Read timed out. (read timeout=30)`;

export const OUTAGES: Outage[] = [
  {
    key: "intake-pg-slots",
    estate: "formwell",
    origin: "response-intake",
    category: "database",
    hints: ["database", "postgres", "connection", "sqlstate", "slots", "53300", "pg"],
    severity: "high",
    needs: ["response-intake", "forms-edge", "spam-guard"],
    note: "response-intake can no longer get Postgres connections (remaining slots reserved, SQLSTATE 53300) and submissions fail with 503 at the edge",
    run(s, start) {
      s.hooks.push((flow, t, tr) => {
        if (flow !== "submit" || !ramp(s, t, start, 40_000, 0.9)) return false;
        const f = s.rng.pick(["fm_8Kq2Lx", "fm_T4ncZa", "fm_2xZe9k", "fm_Vb5sNc"]);
        s.emit(t + 10, "spam-guard", "info", `recaptcha verdict form=${f} score=0.9 action=submit -> allow`, {
          trace: tr,
        });
        const tries = s.rng.int(1, 3);
        for (let i = 0; i < tries; i++) {
          const tt = t + 40 + i * 1500;
          if (s.rng.chance(0.7))
            s.emit(
              tt,
              "response-intake",
              "error",
              `store response form=${f}: failed to connect to \`user=intake database=forms\`: 10.40.3.12:5432 (pg-forms-primary): server error: FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute (SQLSTATE 53300)`,
              { trace: tr },
            );
          else
            s.emit(
              tt,
              "response-intake",
              "error",
              `store response form=${f}: pgxpool acquire: context deadline exceeded (waited 5s, pool 40/40 in use)`,
              { trace: tr },
            );
          s.emit(
            tt + 5060,
            "forms-edge",
            "error",
            `POST /api/v1/forms/${f}/responses 503 ${R(s, 5040, 5120)}ms upstream=response-intake${i > 0 ? ` (client retry ${i})` : ""}`,
            { trace: tr },
          );
        }
        return true;
      });
      for (let t = start + 20_000; t < s.end; t += R(s, 12_000, 20_000))
        s.emit(
          t,
          "response-intake",
          "warn",
          `readiness: db ping failed: FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute (SQLSTATE 53300)`,
        );
    },
  },
  {
    key: "recaptcha-siteverify-down",
    estate: "formwell",
    origin: "spam-guard",
    category: "dependency",
    hints: ["recaptcha", "siteverify", "upstream", "503", "unavailable", "circuit", "dependency"],
    severity: "high",
    needs: ["spam-guard", "response-intake", "forms-edge"],
    note: "Google's reCAPTCHA siteverify answers 503 and times out, spam-guard's breaker opens fail-closed and every submission is refused",
    run(s, start) {
      let opened = false;
      s.hooks.push((flow, t, tr) => {
        if (flow !== "submit" || t < start) return false;
        const f = s.rng.pick(["fm_8Kq2Lx", "fm_T4ncZa", "fm_2xZe9k", "fm_Vb5sNc"]);
        if (!opened && t > start + 25_000) {
          opened = true;
          s.emit(
            t,
            "spam-guard",
            "error",
            `circuit 'recaptcha-siteverify' OPEN after 20 failures in 30s; policy=fail_closed, submissions will be held back`,
          );
        }
        for (let i = 0; i < 3; i++) {
          const tt = t + i * 800;
          if (!opened || s.rng.chance(0.1)) {
            if (s.rng.chance(0.6))
              s.emit(
                tt + 5,
                "spam-guard",
                "error",
                `siteverify POST https://www.google.com/recaptcha/api/siteverify -> 503 Service Unavailable (${R(s, 40, 300)}ms)`,
                { trace: tr },
              );
            else
              s.emit(
                tt + 3000,
                "spam-guard",
                "error",
                `siteverify request failed: httpx.ReadTimeout: timed out after 3.0s`,
                { trace: tr },
              );
          } else
            s.emit(
              tt + 2,
              "spam-guard",
              "warn",
              `circuit 'recaptcha-siteverify' open, rejecting verify for form=${f}`,
              { trace: tr },
            );
          s.emit(
            tt + (opened ? 20 : 3020),
            "response-intake",
            "error",
            `spam check failed for form=${f}: spam-guard returned 503 {"detail":"verification unavailable"} (attempt ${i + 1}/3)`,
            { trace: tr },
          );
        }
        s.emit(
          t + (opened ? 1700 : 5500),
          "forms-edge",
          "error",
          `POST /api/v1/forms/${f}/responses 503 ${opened ? R(s, 1620, 1700) : R(s, 5000, 9300)}ms upstream=response-intake`,
          { trace: tr },
        );
        return true;
      });
      for (let t = start + 60_000; t < s.end; t += 30_000) {
        s.emit(t, "spam-guard", "warn", `circuit 'recaptcha-siteverify' half-open, probe request sent`);
        s.emit(t + 400, "spam-guard", "error", `siteverify probe -> 503 Service Unavailable; circuit stays OPEN`);
      }
    },
  },
  {
    key: "upload-heap-oom",
    estate: "formwell",
    origin: "upload-svc",
    category: "memory",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    severity: "high",
    needs: ["upload-svc", "forms-edge"],
    note: "upload-svc buffers large multipart uploads in memory, runs out of V8 heap, crashes and crash-loops while the edge returns 502 for uploads",
    run(s, start, end) {
      const crashes: number[] = [];
      for (let t = start + R(s, 50_000, 80_000); t < end; t += R(s, 70_000, 110_000)) crashes.push(t);
      s.emit(start, "upload-svc", "warn", `event loop delay p99=${R(s, 400, 900)}ms, heapUsed=1.61GB/2.00GB`);
      for (let t = start + 8000; t < end; t += R(s, 8_000, 14_000)) {
        const next = crashes.find((c) => c > t) ?? end;
        const gb = (1.62 + 0.38 * (1 - (next - t) / 90_000)).toFixed(2);
        s.emit(t, "upload-svc", "warn", `event loop delay p99=${R(s, 900, 4200)}ms, heapUsed=${gb}GB/2.00GB`);
      }
      for (const c of crashes) {
        s.emit(
          c,
          "upload-svc",
          "fatal",
          NODE_OOM(s.rng.hex(7), R(s, 60_000, 900_000))
            .trimStart()
            .split("\n")[0],
          {
            stack: NODE_OOM(s.rng.hex(7), R(s, 60_000, 900_000))
              .trimStart()
              .split("\n")
              .slice(1)
              .join("\n"),
            errType: "FATAL ERROR: JavaScript heap out of memory",
          },
        );
        let t = c + R(s, 4000, 9000);
        s.mute("upload-svc", c + 1, t);
        for (const l of restartLines({ name: "upload-svc", rt: "node" }, s.rng, "2026.11.20-9b1e4c2").slice(1)) {
          s.emit(t, "upload-svc", l.level, l.msg);
          t += R(s, 100, 600);
        }
      }
      s.hooks.push((flow, t, tr) => {
        if (flow !== "upload" || t < start + 20_000) return false;
        const c = crashes.find((x) => x >= t - 9000);
        const down = crashes.some((x) => t >= x && t < x + 9000);
        if (down)
          s.emit(
            t + 3,
            "forms-edge",
            "error",
            `POST /api/v1/uploads 502 ${R(s, 1, 4)}ms upstream=upload-svc: dial tcp 10.40.7.21:8080: connect: connection refused`,
            { trace: tr },
          );
        else if (c !== undefined && c - t < 40_000)
          s.emit(
            t + 30_000,
            "forms-edge",
            "error",
            `POST /api/v1/uploads 504 30001ms upstream=upload-svc: context deadline exceeded`,
            { trace: tr },
          );
        else return false;
        return true;
      });
      s.hooks.push((flow, t, tr) => {
        if (flow !== "submit" || !crashes.some((x) => t >= x && t < x + 9000) || !s.rng.chance(0.4)) return false;
        s.emit(
          t + 60,
          "forms-edge",
          "error",
          `POST /api/v1/forms/fm_Ww1kPo/responses 502 ${R(s, 60, 90)}ms upstream=response-intake: attachment fetch from upload-svc failed (EOF)`,
          { trace: tr },
        );
        return true;
      });
    },
  },
  {
    key: "sealer-enospc",
    estate: "inkpact",
    origin: "pdf-sealer",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "ioexception", "device"],
    severity: "high",
    needs: ["pdf-sealer", "envelope-svc", "sign-api"],
    note: "pdf-sealer's scratch volume /var/tmp/sealer fills up, every seal fails with 'No space left on device' and envelope-svc retries completions in a storm",
    run(s, start) {
      s.emit(
        start - R(s, 90_000, 150_000),
        "pdf-sealer",
        "warn",
        `Inkpact.Sealer.ScratchMonitor[0] Scratch volume /var/tmp/sealer at 91% (9.1 GiB of 10 GiB), oldest file 3d old`,
      );
      s.emit(
        start - R(s, 20_000, 60_000),
        "pdf-sealer",
        "warn",
        `Inkpact.Sealer.ScratchMonitor[0] Scratch volume /var/tmp/sealer at 98% (9.8 GiB of 10 GiB), oldest file 3d old`,
      );
      s.hooks.push((flow, t, tr) => {
        if (flow !== "sign" || t < start || !s.rng.chance(0.55)) return false;
        const env = s.rng.uuid();
        s.emit(
          t + 50,
          "envelope-svc",
          "info",
          `c.i.envelope.SigningService : recipient ${R(s, 1, 3)} signed envelope ${env}`,
          { trace: tr },
        );
        s.emit(
          t + 130,
          "sign-api",
          "info",
          `PUT /restapi/v2.1/accounts/c55e90aa/envelopes/${env}/recipients 200 ${R(s, 110, 200)}ms`,
          { trace: tr },
        );
        for (let i = 1; i <= 5; i++) {
          const tt = t + 300 + (2 ** i - 1) * 1000;
          const f = s.rng.hex(12);
          s.emit(tt, "pdf-sealer", "error", `Inkpact.Sealer.SealWorker[0] Seal failed for envelope ${env}`, {
            stack: i === 1 ? DOTNET_ENOSPC(f) : undefined,
            errType: "System.IO.IOException",
            trace: tr,
          });
          s.emit(
            tt + 40,
            "envelope-svc",
            "error",
            `c.i.envelope.CompletionService : sealing envelope ${env} failed: pdf-sealer responded 500 Internal Server Error, retry ${i}/5`,
            { trace: tr },
          );
        }
        s.emit(
          t + 300 + 31_100,
          "envelope-svc",
          "error",
          `c.i.envelope.CompletionService : envelope ${env} stuck in status=signed, completion parked after 5 attempts`,
          { trace: tr },
        );
        return true;
      });
    },
  },
  {
    key: "audit-lock-timeouts",
    estate: "inkpact",
    origin: "audit-trail",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "lock"],
    severity: "medium",
    needs: ["audit-trail", "envelope-svc", "sign-api"],
    note: "audit-trail's chain checkpoint holds the per-account chain lock for minutes; appends wait out their 5s deadline (logged at WARN) and signers get 504s",
    run(s, start) {
      s.emit(start, "audit-trail", "info", `chain checkpoint started accounts=all mode=full (rehash)`);
      s.hooks.push((flow, t, tr) => {
        if ((flow !== "sign" && flow !== "view") || !ramp(s, t, start, 30_000, flow === "sign" ? 0.8 : 0.3))
          return false;
        const env = s.rng.uuid();
        const ev = flow === "sign" ? "RecipientSigned" : "EnvelopeViewed";
        s.emit(
          t + 5050,
          "audit-trail",
          "warn",
          `append event=${ev} envelope=${env}: waited 5.000s for chain lock account=${s.rng.pick(["a7f3c2e1", "0b9d4411", "c55e90aa"])}: context deadline exceeded`,
          { trace: tr },
        );
        if (flow === "sign") {
          s.emit(
            t + 10_020,
            "envelope-svc",
            "error",
            `c.i.envelope.SigningService : could not record signature for envelope ${env}, rolling back`,
            { stack: JAVA_READ_TIMEOUT, errType: "ResourceAccessException", trace: tr },
          );
          s.emit(
            t + 10_060,
            "sign-api",
            "error",
            `PUT /restapi/v2.1/accounts/0b9d4411/envelopes/${env}/recipients 504 ${R(s, 10_040, 10_090)}ms errorCode=UPSTREAM_TIMEOUT`,
            { trace: tr },
          );
        } else
          s.emit(
            t + 5080,
            "sign-api",
            "warn",
            `GET /signing/${env}/view 200 ${R(s, 5070, 5150)}ms (audit append skipped: deadline)`,
            { trace: tr },
          );
        return true;
      });
      for (let t = start + 60_000; t < s.end; t += 60_000)
        s.emit(
          t,
          "audit-trail",
          "warn",
          `chain checkpoint still running: ${R(s, 40, 400)} of 912 accounts rehashed, lock wait queue=${R(s, 30, 140)}`,
        );
    },
  },
  {
    key: "notify-smtp-config",
    estate: "inkpact",
    origin: "notify-hub",
    category: "configuration",
    hints: ["config", "smtp", "missing", "env", "econnrefused", "setting"],
    severity: "medium",
    needs: ["notify-hub", "envelope-svc"],
    note: "a notify-hub release drops SMTP_HOST from its environment, the mailer falls back to localhost:587 and every signing e-mail fails and is re-queued",
    run(s, start) {
      let t = start - R(s, 8000, 15_000);
      for (const l of restartLines({ name: "notify-hub", rt: "node" }, s.rng, "2026.11.30-4c1d2aa")) {
        s.emit(t, "notify-hub", l.level, l.msg);
        t += R(s, 100, 700);
      }
      s.emit(
        start - 500,
        "notify-hub",
        "warn",
        `config: SMTP_HOST is not set, using default "localhost"; SMTP_PORT=587`,
      );
      s.emit(start, "notify-hub", "info", `mail transport ready pool=true maxConnections=5`);
      let n = 0;
      const fail = (tt: number, tpl: string, env: string) => {
        n++;
        s.emit(
          tt,
          "notify-hub",
          "error",
          `email send failed template=${tpl} envelope=${env}: connect ECONNREFUSED 127.0.0.1:587`,
          { stack: n % 4 === 1 ? NODE_REFUSED : undefined, errType: "Error" },
        );
        for (let i = 1; i <= 3; i++)
          s.emit(
            tt + i * 15_000,
            "notify-hub",
            "warn",
            `retry ${i}/5 template=${tpl} envelope=${env}: connect ECONNREFUSED 127.0.0.1:587`,
          );
      };
      s.hooks.push((flow, tq, tr) => {
        if (flow !== "create" || tq < start) return false;
        const env = s.rng.uuid();
        s.emit(
          tq + 100,
          "envelope-svc",
          "info",
          `c.i.envelope.EnvelopeService : envelope ${env} created status=sent recipients=${R(s, 1, 4)} account=f1e2d3c4`,
          { trace: tr },
        );
        s.emit(
          tq + 150,
          "audit-trail",
          "info",
          `appended event=EnvelopeSent envelope=${env} seq=1 hash=${s.rng.hex(16)}`,
          { trace: tr },
        );
        s.emit(tq + 220, "sign-api", "info", `POST /restapi/v2.1/accounts/f1e2d3c4/envelopes 201 ${R(s, 180, 260)}ms`, {
          trace: tr,
        });
        fail(tq + 300, "envelope_sent", env);
        return true;
      });
      for (let tt = start + 30_000; tt < s.end; tt += 30_000)
        s.emit(
          tt,
          "notify-hub",
          "warn",
          `outbound queue depth=${Math.round((tt - start) / 1000) * 2 + R(s, 0, 20)} oldest=${Math.round((tt - start) / 1000)}s`,
        );
      for (let tt = start + 90_000; tt < s.end; tt += 60_000)
        s.emit(
          tt,
          "envelope-svc",
          "warn",
          `c.i.envelope.DeliveryMonitor : ${R(s, 20, 90)} envelopes sent >60s ago without email-delivered event`,
        );
    },
  },
  {
    key: "tm-es-auth",
    estate: "lingotide",
    origin: "tm-service",
    category: "authentication",
    hints: ["authenticat", "credential", "security_exception", "401", "unauthorized"],
    severity: "high",
    needs: ["tm-service", "tms-web", "doc-import"],
    note: "tm-service's Elasticsearch user tm_svc can no longer authenticate (401 security_exception), so every TM lookup and leverage fails and the editor retries",
    run(s, start) {
      let n = 0;
      const err = (t: number, what: string) => {
        n++;
        s.emit(
          t,
          "tm-service",
          "error",
          `c.l.tm.LookupController : ${what} failed: security_exception: unable to authenticate user [tm_svc] for REST request [/tm-*/_search]`,
          {
            stack: n % 6 === 1 ? JAVA_ES401 : undefined,
            errType: "ResponseException",
          },
        );
      };
      s.hooks.push((flow, t) => {
        if (flow !== "editor" || t < start) return false;
        const job = R(s, 80000, 99999);
        for (let i = 0; i < 3; i++) {
          err(t + i * 700 + 10, `lookup job=${job}`);
          s.emit(
            t + i * 700 + 40,
            "tms-web",
            "error",
            `TmClient::Error: tm-service POST /lookup returned 500 (attempt ${i + 1}/3) job=${job}`,
          );
        }
        s.emit(
          t + 2200,
          "tms-web",
          "info",
          `Completed 502 Bad Gateway in ${R(s, 2100, 2300)}ms (ActiveRecord: 3.1ms | Allocations: 4410) POST /api/jobs/${job}/segments/suggest`,
        );
        return true;
      });
      s.hooks.push((flow, t) => {
        if (flow !== "import" || t < start) return false;
        const job = R(s, 80000, 99999);
        s.emit(
          t,
          "doc-import",
          "info",
          `import job=${job} file=manual-ch${R(s, 1, 9)}.docx filter=docx -> ${R(s, 40, 900)} segments, ${R(s, 0, 90)} inline tags`,
        );
        err(t + 600, `leverage job=${job}`);
        s.emit(
          t + 700,
          "doc-import",
          "error",
          `leverage for job=${job} failed: tm-service 500 Internal Server Error; job left in status=analysis_failed`,
        );
        return true;
      });
      for (let t = start + 5000; t < s.end; t += 60_000) err(t, "index maintenance");
    },
  },
  {
    key: "mt-router-silent",
    estate: "lingotide",
    origin: "mt-router",
    category: "unknown",
    hints: ["unknown", "unresponsive", "hang", "silent", "stopped", "no response"],
    severity: "high",
    needs: ["mt-router", "tms-web", "doc-import"],
    note: "mt-router stops answering and stops logging altogether; the editor and pretranslation callers time out against it",
    run(s, start) {
      s.mute("mt-router", start);
      s.hooks.push((flow, t) => {
        if (flow !== "editor" || t < start) return false;
        const job = R(s, 80000, 99999);
        s.emit(
          t + 20,
          "tm-service",
          "info",
          `c.l.tm.LookupController : lookup job=${job} seg=${R(s, 1, 600)} best=${s.rng.pick(["85%", "72%", "no match"])} in ${R(s, 4, 60)}ms`,
        );
        s.emit(
          t + 15_020,
          "tms-web",
          "error",
          `MtClient suggest failed job=${job}: Net::ReadTimeout with #<TCPSocket:(closed)> (mt-router:8080, 15s)`,
        );
        s.emit(
          t + 15_040,
          "tms-web",
          "info",
          `Completed 200 OK in ${R(s, 15_030, 15_090)}ms (Views: 0.3ms | ActiveRecord: ${R(s, 2, 9)}.${R(s, 0, 9)}ms | Allocations: ${R(s, 3000, 9000)}) POST /api/jobs/${job}/segments/suggest (mt: unavailable)`,
        );
        return true;
      });
      s.hooks.push((flow, t) => {
        if (flow !== "import" || t < start) return false;
        const job = R(s, 80000, 99999);
        s.emit(
          t,
          "doc-import",
          "info",
          `import job=${job} file=release-notes.md filter=md -> ${R(s, 40, 600)} segments, ${R(s, 0, 40)} inline tags`,
        );
        for (let i = 1; i <= 3; i++)
          s.emit(
            t + i * 30_500,
            "doc-import",
            i < 3 ? "warn" : "error",
            `pretranslate job=${job} batch 1: mt-router read timeout (attempt ${i}/3)`,
            { stack: i === 3 ? PY_READ_TIMEOUT : undefined, errType: "requests.exceptions.ReadTimeout" },
          );
        return true;
      });
      for (let t = start + 45_000; t < s.end; t += R(s, 25_000, 45_000))
        s.emit(
          t,
          "review-queue",
          "warn",
          `mt preview for task T-${R(s, 100000, 999999)} unavailable: request to mt-router timed out after 10000ms`,
        );
    },
  },
];
