// Haulwise (broker): the 13 failures, as the services involved would log them.
import { flow, one } from "./estates.js";
import type { Rule, Step } from "./stream.js";

export interface Incident {
  estate: string;
  cat: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** rules relative to the start of the failure (`from`/`to` in ms after it) */
  rules: Rule[];
  /** a change logged shortly before the start (configuration) */
  pre?: Step[];
  /** the origin's INFO lines stop at the start */
  silence?: boolean;
}

const after = (ms: number, r: Rule): Rule => ({ ...r, from: ms });

export const HAULWISE: Incident[] = [
  {
    estate: "haulwise",
    cat: "authentication",
    origin: "rateconf-svc",
    hints: ["auth", "jwt", "grant", "credential", "token", "unauthorized"],
    sev: "high",
    note: "rateconf-svc's DocuSign JWT grant starts failing with invalid_grant after the signing key was rotated, so no rate confirmation can be sent and bookings stall.",
    rules: [
      one(
        14,
        "rateconf-svc",
        "error",
        'Failed to obtain DocuSign access token for envelope of RC-{load}\ncom.docusign.esign.client.ApiException: Error while requesting server, received a non successful HTTP code 400 with response Body: \'{"error":"invalid_grant","error_description":"no_valid_keys_or_signatures"}\'\n\tat com.docusign.esign.client.ApiClient.requestJWTUserToken(ApiClient.java:794)\n\tat com.haulwise.rateconf.esign.DocusignTokenProvider.refresh(DocusignTokenProvider.java:58)\n\tat com.haulwise.rateconf.esign.EnvelopeSender.send(EnvelopeSender.java:112)\n\tat com.haulwise.rateconf.RateConfService.issue(RateConfService.java:77)',
      ),
      one(6, "rateconf-svc", "warn", "Envelope send for RC-{load} deferred; retry scheduled in 60s (attempt {n})"),
      flow(
        18,
        ["loadboard-api", "info", "POST /v2/loads/{load}/book 202 {ms}ms carrier={mc}"],
        [
          "loadboard-api",
          "warn",
          "booking {load}: rate confirmation not issued by rateconf-svc (502 Bad Gateway), holding load",
          900,
        ],
      ),
      one(5, "notify-hub", "warn", "rate_con email for load {load} skipped: envelope url missing"),
    ],
  },
  {
    estate: "haulwise",
    cat: "authorization",
    origin: "edi-gateway",
    hints: ["access", "denied", "permission", "forbidden", "authoriz", "s3"],
    sev: "high",
    note: "edi-gateway loses s3:PutObject on its archive bucket and can no longer accept inbound 204 tenders, which then never reach the load board.",
    rules: [
      one(
        16,
        "edi-gateway",
        "error",
        'Failed to archive interchange ISA {ctl}, 204 not acknowledged\nsoftware.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::418220736512:assumed-role/edi-gateway-prod/i-0c1a7e33 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::hw-edi-archive-prod/inbound/2026/11/30/{ctl}.x12" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: {hex})\n\tat software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)\n\tat software.amazon.awssdk.services.s3.DefaultS3Client.putObject(DefaultS3Client.java:10628)\n\tat com.haulwise.edi.archive.S3Archiver.store(S3Archiver.java:41)\n\tat com.haulwise.edi.inbound.InterchangeHandler.accept(InterchangeHandler.java:96)',
      ),
      one(
        8,
        "edi-gateway",
        "warn",
        "AS2 MDN for ISA {ctl} returned as processing-error; partner {shipper} will resend",
      ),
      one(3, "loadboard-api", "warn", "no EDI tenders received from edi-gateway in the last 5 minutes (expected ~20)"),
    ],
  },
  {
    estate: "haulwise",
    cat: "database",
    origin: "loadboard-api",
    hints: ["deadlock", "database", "postgres", "sql", "lock"],
    sev: "high",
    note: "loadboard-api's load-booking transactions start deadlocking in Postgres, so bookings and postings fail with 500s that shipper-portal reports.",
    rules: [
      one(
        26,
        "loadboard-api",
        "error",
        "error: deadlock detected\n    at /app/node_modules/pg/lib/client.js:526:17\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at async BookingRepo.book (/app/dist/repo/booking.js:88:9)\n    at async /app/dist/routes/loads.js:142:20 {\n  code: '40P01',\n  detail: 'Process 48811 waits for ShareLock on transaction 99120412; blocked by process 48790.',\n  where: 'while updating tuple (1402,7) in relation \"loads\"'\n}",
      ),
      one(
        9,
        "loadboard-api",
        "error",
        "POST /v2/loads/{load}/book 500 {ms}ms - could not serialize access due to concurrent update",
      ),
      flow(
        30,
        ["shipper-portal", "error", "POST /api/loads 500 {ms}ms upstream=loadboard-api"],
        ["shipper-portal", "warn", "retrying POST /v2/loads (attempt 2/3) after 500 from loadboard-api", 400],
      ),
    ],
  },
  {
    estate: "haulwise",
    cat: "network",
    origin: "match-engine",
    hints: ["dns", "lookup", "network", "resolve", "host"],
    sev: "high",
    note: "match-engine can no longer resolve its Redis geo index host (DNS i/o timeouts), so search and matching fail and loadboard-api returns 503s.",
    rules: [
      one(
        30,
        "match-engine",
        "error",
        "geo query failed: dial tcp: lookup redis-geo.haulwise-prod.svc.cluster.local on 172.20.0.10:53: read udp {ip}:41733->172.20.0.10:53: i/o timeout",
      ),
      one(
        6,
        "match-engine",
        "warn",
        "redis: connection pool: failed to dial after 3 attempts: dial tcp: lookup redis-geo.haulwise-prod.svc.cluster.local: no such host",
      ),
      one(
        40,
        "loadboard-api",
        "error",
        "GET /v2/loads/search?origin={city}&radius=150 503 {slow}ms - match-engine: upstream connect error",
      ),
      one(12, "loadboard-api", "warn", "retry 1/2 for match-engine /score after 503"),
    ],
  },
  {
    estate: "haulwise",
    cat: "timeout",
    origin: "rateconf-svc",
    hints: ["timeout", "timed out", "render", "pdf"],
    sev: "medium",
    note: "rateconf-svc's PDF rendering of rate confirmations starts exceeding its 30 s limit, so booking calls from loadboard-api time out.",
    rules: [
      one(
        12,
        "rateconf-svc",
        "error",
        "Rate confirmation RC-{load} failed\njava.util.concurrent.TimeoutException: PDF render did not complete within 30000 ms\n\tat java.base/java.util.concurrent.CompletableFuture.timedGet(CompletableFuture.java:1960)\n\tat java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2095)\n\tat com.haulwise.rateconf.pdf.PdfRenderer.render(PdfRenderer.java:64)\n\tat com.haulwise.rateconf.RateConfService.issue(RateConfService.java:71)",
      ),
      one(8, "rateconf-svc", "warn", "slow render RC-{load}: 2{n}410 ms (template carrier_v7, 3 pages)"),
      one(
        16,
        "loadboard-api",
        "error",
        "POST /v2/loads/{load}/book 504 30012ms - rateconf-svc did not respond in time",
      ),
    ],
  },
  {
    estate: "haulwise",
    cat: "rate_limiting",
    origin: "carrier-vetting",
    hints: ["rate", "429", "limit", "throttl", "quota"],
    sev: "medium",
    note: "carrier-vetting exceeds the FMCSA QCMobile API quota and gets 429s, so carrier checks fail and loadboard-api holds bookings and retries loudly.",
    rules: [
      one(
        20,
        "carrier-vetting",
        "warn",
        "FMCSA QCMobile GET /carriers/{dot} -> 429 Too Many Requests (Retry-After: 300); authority check for {mc} not done",
      ),
      one(4, "carrier-vetting", "error", "vetting failed for {mc}: upstream quota exhausted, 0 of 3 checks completed"),
      one(34, "loadboard-api", "error", "booking {load} held: carrier-vetting returned 503 for {mc}"),
      one(40, "loadboard-api", "warn", "retry {n}/5 carrier-vetting /vet/{mc} after 503"),
    ],
  },
  {
    estate: "haulwise",
    cat: "validation",
    origin: "loadboard-api",
    hints: ["validation", "invalid", "schema", "window", "must be"],
    sev: "medium",
    note: "loadboard-api starts rejecting every EDI-created tender because its stop-window validation refuses same-day windows, so edi-gateway tenders bounce.",
    rules: [
      one(
        16,
        "loadboard-api",
        "error",
        'POST /internal/loads 422 {fast}ms - ValidationError: "stops[1].window.end" must be greater than "ref:stops[1].window.start"',
      ),
      one(
        16,
        "edi-gateway",
        "warn",
        "Tender from {shipper} ISA {ctl} not created: load board answered 422 Unprocessable Entity; 990 decline (D) sent",
      ),
    ],
  },
  {
    estate: "haulwise",
    cat: "null_reference",
    origin: "match-engine",
    hints: ["nil", "pointer", "panic", "null", "dereference"],
    sev: "high",
    note: "match-engine panics with a nil pointer dereference while scoring loads that have no equipment preference, so loadboard-api sees 502s.",
    rules: [
      one(
        14,
        "match-engine",
        "error",
        "http: panic serving {ip}:5{n}12: runtime error: invalid memory address or nil pointer dereference\ngoroutine 48213 [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1898 +0xbe\npanic({0x1a2b3c0?, 0x2f7e6a0?})\n\t/usr/local/go/src/runtime/panic.go:770 +0x132\ngithub.com/haulwise/match-engine/internal/score.(*Scorer).equipmentFit(...)\n\t/src/internal/score/equipment.go:44\ngithub.com/haulwise/match-engine/internal/score.(*Scorer).Score(0xc000512a80, 0xc0009e4000)\n\t/src/internal/score/scorer.go:131 +0x2f1\ngithub.com/haulwise/match-engine/internal/api.(*Handler).score(0xc0001c2090, {0x1d6a0b8, 0xc000a1e1c0}, 0xc000b4c300)\n\t/src/internal/api/score.go:58 +0x1a5",
      ),
      one(16, "loadboard-api", "error", "scoring failed for load {load}: match-engine responded 502 Bad Gateway"),
      one(8, "shipper-portal", "warn", "load {load} posted but carrier suggestions unavailable"),
    ],
  },
  {
    estate: "haulwise",
    cat: "configuration",
    origin: "loadboard-api",
    hints: ["config", "econnrefused", "url", "env", "setting"],
    sev: "high",
    note: "Right after a loadboard-api rollout its MATCH_ENGINE_URL points at localhost, so every search and scoring call is refused.",
    pre: [
      ["loadboard-api", "info", "Deployment loadboard-api rolled out image tag 2026.11.30-{hex} (4/4 ready)"],
      ["loadboard-api", "info", "config: MATCH_ENGINE_URL=http://127.0.0.1:8081 LOAD_CACHE_TTL=30s"],
    ],
    rules: [
      one(
        40,
        "loadboard-api",
        "error",
        "GET /v2/loads/search failed: connect ECONNREFUSED 127.0.0.1:8081\nError: connect ECONNREFUSED 127.0.0.1:8081\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1605:16) {\n  errno: -111,\n  code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: '127.0.0.1',\n  port: 8081\n}",
      ),
      one(24, "shipper-portal", "error", "GET /api/carrier-suggestions 502 {ms}ms upstream=loadboard-api"),
    ],
  },
  {
    estate: "haulwise",
    cat: "dependency",
    origin: "quickpay-worker",
    hints: ["bank", "ach", "503", "unavailable", "circuit", "payment"],
    sev: "medium",
    note: "The ACH payments provider quickpay-worker calls starts answering 503, its circuit breaker opens and quick-pay payouts pile up.",
    rules: [
      one(
        8,
        "quickpay-worker",
        "error",
        "QuickPayJob JID-{hex} failed: Faraday::ServerError: the server responded with status 503 (POST https://api.paymentsprovider.example/v1/payment_orders)\n/app/vendor/bundle/ruby/3.3.0/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'\n/app/app/clients/ach_client.rb:42:in `create_payment_order'\n/app/app/jobs/quick_pay_job.rb:19:in `perform'",
      ),
      after(
        90000,
        one(
          10,
          "quickpay-worker",
          "warn",
          "Circuit ach_provider is OPEN (failures=25 in 60s); QuickPayJob re-enqueued in 300s",
        ),
      ),
      one(5, "invoicing", "warn", "quick-pay for invoice {inv} still pending after 10 min"),
    ],
  },
  {
    estate: "haulwise",
    cat: "memory",
    origin: "rateconf-svc",
    hints: ["memory", "heap", "outofmemory", "oom"],
    sev: "high",
    note: "rateconf-svc runs out of Java heap while rendering large rate confirmation batches and keeps restarting, so bookings get 503s from it.",
    rules: [
      one(
        3,
        "rateconf-svc",
        "error",
        'Exception in thread "pdf-render-4" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)\n\tat org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory.createFromImage(LosslessFactory.java:79)\n\tat com.haulwise.rateconf.pdf.PdfRenderer.render(PdfRenderer.java:88)',
      ),
      one(2, "rateconf-svc", "warn", "GC overhead: pause 4{n}12ms (G1 Evacuation Pause) heap 3998M->3991M(4096M)"),
      one(1, "rateconf-svc", "info", "Starting RateconfApplication v3.14.2 using Java 21.0.5 with PID 1"),
      one(22, "loadboard-api", "error", "POST /v2/loads/{load}/book 503 {ms}ms - rateconf-svc: no healthy upstream"),
    ],
  },
  {
    estate: "haulwise",
    cat: "disk",
    origin: "edi-gateway",
    hints: ["disk", "space", "no space", "device", "full"],
    sev: "high",
    note: "edi-gateway's local spool volume fills up; it can no longer write inbound interchanges and 204 tenders and 214 updates stop.",
    rules: [
      one(
        16,
        "edi-gateway",
        "error",
        "Unable to spool interchange ISA {ctl}\njava.io.IOException: No space left on device\n\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:311)\n\tat com.haulwise.edi.spool.FileSpool.append(FileSpool.java:57)\n\tat com.haulwise.edi.inbound.InterchangeHandler.accept(InterchangeHandler.java:88)",
      ),
      one(2, "edi-gateway", "warn", "spool volume /var/edi usage 100% (0 B free)"),
      one(3, "loadboard-api", "warn", "no EDI tenders received from edi-gateway in the last 5 minutes (expected ~20)"),
    ],
  },
  {
    estate: "haulwise",
    cat: "unknown",
    origin: "carrier-vetting",
    hints: ["500", "internal", "unknown", "error"],
    sev: "medium",
    note: "carrier-vetting stops completing checks and answers 500 with no explanation, while loadboard-api holds bookings and retries.",
    silence: true,
    rules: [
      one(18, "carrier-vetting", "error", '{ip} - - "POST /vet HTTP/1.1" 500 21'),
      one(3, "carrier-vetting", "error", "vetting worker exited unexpectedly, respawning"),
      one(30, "loadboard-api", "error", "booking {load} held: carrier-vetting returned 500 for {mc}"),
      one(20, "loadboard-api", "warn", "retry {n}/5 carrier-vetting /vet/{mc} after 500"),
    ],
  },
];
