// The eight failures, one per category, each written the way its runtime and its callers really log it.
// An incident fills [start, to) of a window already carrying everyday traffic and harmless noise.
import type { Role } from "./estates.js";
import { access, type Ctx } from "./stream.js";

export interface Incident {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** noise kinds that would muddle the evidence beyond what an on-call engineer could untangle */
  avoid: string[];
  /** the origin stops logging at start */
  silent?: boolean;
  run(c: Ctx, start: number, to: number): void;
}

const DJANGO_TB = [
  "Traceback (most recent call last):",
  '  File "/usr/local/lib/python3.11/site-packages/django/db/backends/base/base.py", line 275, in ensure_connection',
  "    self.connect()",
  '  File "/usr/local/lib/python3.11/site-packages/django/db/backends/postgresql/base.py", line 275, in get_new_connection',
  "    connection = self.Database.connect(**conn_params)",
  '  File "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect',
  "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
  'psycopg2.OperationalError: connection to server at "pg-people.internal" (10.12.0.8), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
  "",
  "The above exception was the direct cause of the following exception:",
  "",
  "Traceback (most recent call last):",
  '  File "/app/directory/views/people.py", line 88, in retrieve',
  '    person = Person.objects.select_related("household").get(pk=pk)',
  '  File "/usr/local/lib/python3.11/site-packages/django/db/models/query.py", line 633, in get',
  "    num = len(clone)",
  'django.db.utils.OperationalError: connection to server at "pg-people.internal" (10.12.0.8), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
];

const NODE_OOM = [
  "",
  "<--- Last few GCs --->",
  "",
  "[1:0x6a4e2c0]  2417733 ms: Mark-Compact 2037.9 (2083.6) -> 2036.4 (2084.1) MB, 1902.41 / 0.00 ms  (average mu = 0.108, current mu = 0.012) allocation failure; scavenge might not succeed",
  "[1:0x6a4e2c0]  2419702 ms: Mark-Compact 2052.0 (2084.1) -> 2050.8 (2098.6) MB, 1938.77 / 0.00 ms  (average mu = 0.061, current mu = 0.016) allocation failure; scavenge might not succeed",
  "",
  "",
  "<--- JS stacktrace --->",
  "",
  " 1: 0xc99970 node::Abort() [node]",
  " 2: 0xb6ffcb  [node]",
  " 3: 0xebe910 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
  " 4: 0xebebf7 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
  " 5: 0x10d06a5  [node]",
  " 6: 0x10e8528 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
  " 7: 0x10be641 v8::internal::HeapAllocator::AllocateRawWithLightRetrySlowPath(int, v8::internal::AllocationType, v8::internal::AllocationOrigin, v8::internal::AllocationAlignment) [node]",
  " 8: 0x10bf7d5 v8::internal::HeapAllocator::AllocateRawWithRetryOrFailSlowPath(int, v8::internal::AllocationType, v8::internal::AllocationOrigin, v8::internal::AllocationAlignment) [node]",
  " 9: 0x109cd46 v8::internal::Factory::NewFillerObject(int, v8::internal::AllocationAlignment, v8::internal::AllocationType, v8::internal::AllocationOrigin) [node]",
  "10: 0x14f8a76 v8::internal::Runtime_AllocateInYoungGeneration(int, unsigned long*, v8::internal::Isolate*) [node]",
  "11: 0x7f3d6bed9ef6 ",
];

const RUBY_KEYERROR = [
  "/app/app/services/twilio_sender.rb:12:in `fetch'",
  "/app/app/services/twilio_sender.rb:12:in `messaging_service_sid'",
  "/app/app/services/twilio_sender.rb:31:in `deliver'",
  "/app/app/jobs/send_text_job.rb:9:in `perform'",
  "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in `execute_job'",
  "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:185:in `block (2 levels) in process'",
  "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/middleware/chain.rb:180:in `traverse'",
];

const DOTNET_NRE = [
  "System.NullReferenceException: Object reference not set to an instance of an object.",
  "   at Gracepoint.Events.Registration.SeatAllocator.Reserve(EventOccurrence occurrence, Int32 partySize) in /src/Events.Registration/SeatAllocator.cs:line 48",
  "   at Gracepoint.Events.Registration.RegistrationService.RegisterAsync(RegistrationRequest request, CancellationToken ct) in /src/Events.Registration/RegistrationService.cs:line 112",
  "   at Gracepoint.Events.Api.Controllers.RegistrationsController.Create(String eventId, RegistrationDto dto, CancellationToken ct) in /src/Events.Api/Controllers/RegistrationsController.cs:line 37",
  "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
  "   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
  "   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
];

const RUBY_ES_429 = [
  "/usr/local/bundle/gems/elasticsearch-transport-7.17.10/lib/elasticsearch/transport/transport/base.rb:218:in `__raise_transport_error'",
  "/usr/local/bundle/gems/elasticsearch-transport-7.17.10/lib/elasticsearch/transport/transport/base.rb:357:in `perform_request'",
  "/usr/local/bundle/gems/elasticsearch-api-7.17.10/lib/elasticsearch/api/actions/index.rb:78:in `index'",
  "/app/app/indexers/member_indexer.rb:22:in `call'",
  "/app/app/jobs/reindex_member_job.rb:7:in `perform'",
];

export const INCIDENTS: readonly Incident[] = [
  {
    key: "stripe-outage",
    estate: "stillwaters",
    origin: "giving",
    category: "dependency",
    hints: ["stripe", "processor", "payment", "dependency", "upstream", "503", "circuit", "unavailable"],
    severity: "high",
    note: "the card processor behind give-engine starts answering 503 and its circuit breaker opens; the gateway returns 502 on gifts and recurring-runner retries loudly",
    avoid: ["card-testing-blocked"],
    run(c, start, to) {
      const r = c.rng;
      c.degraded.push({ role: "giving", from: start, frac: 0.95 });
      let open = false;
      c.every(1400, start, to, (t) => {
        const req = `req_${r.hex(14)}`;
        if (!open || r.chance(0.12)) {
          c.emit(
            "giving",
            t,
            "ERROR",
            `stripe: POST /v1/payment_intents failed: 503 Service Unavailable (request_id=${req}) {"error":{"type":"api_error","message":"An unknown error occurred"}} attempt=${r.int(1, 3)}/3`,
          );
        } else {
          c.emit("giving", t, "WARN", `create payment intent for gift GF-{n7}: circuit breaker "stripe" is open`);
        }
        c.emit(
          "gw",
          t + r.int(20, 120),
          "ERROR",
          access(
            "go",
            "POST",
            "/api/v2/giving/gifts",
            502,
            r.int(40, 9000),
            "upstream give-engine: payment processor unavailable",
          ),
        );
        if (!open && t > start + 40000) {
          open = true;
          c.emit(
            "giving",
            t + 5,
            "WARN",
            'gobreaker: circuit breaker "stripe" state changed from closed to open (consecutive failures 25)',
          );
        }
      });
      c.periodic(60000, start + 70000, to, (t) => {
        c.emit("giving", t, "INFO", 'gobreaker: circuit breaker "stripe" state changed from open to half-open');
        c.emit(
          "giving",
          t + 700,
          "WARN",
          'gobreaker: circuit breaker "stripe" state changed from half-open to open (probe failed: 503 Service Unavailable)',
        );
      });
      c.every(600, start + 15000, to, (t) => {
        c.emit(
          "recurring",
          t,
          "ERROR",
          `charge for schedule RS-{n6} failed: give-engine returned 502 Bad Gateway ("payment processor unavailable"); retry ${r.int(1, 5)}/5 in ${r.pick([2, 4, 8, 16])}s`,
        );
      });
    },
  },
  {
    key: "pg-slots-exhausted",
    estate: "gracepoint",
    origin: "directory",
    category: "database",
    hints: ["database", "postgres", "operationalerror", "connection", "psycopg"],
    severity: "high",
    note: "people-directory can no longer get Postgres connections (slots exhausted) and returns 500s; check-in, events and the portal report failures from it",
    avoid: ["backup-window", "slow-query-log"],
    run(c, start, to) {
      const r = c.rng;
      c.degraded.push({ role: "directory", from: start, frac: 0.85 });
      c.emit(
        "directory",
        start,
        "WARN",
        'database connection pool: 0 idle, 20 in use, waited 4.9s for connection to "pg-people.internal"',
      );
      c.every(1500, start + 500, to, (t) => {
        const tr = c.tid();
        c.emit("directory", t, "ERROR", `Internal Server Error: /api/people/P${r.digits(6)}`, {
          stack: DJANGO_TB,
          trace: tr,
        });
        c.emit(
          "gw",
          t + r.int(10, 60),
          "ERROR",
          access(
            "node",
            "GET",
            `/api/v2/people/P${r.digits(6)}`,
            500,
            r.int(20, 300),
            "upstream people-directory responded 500",
          ),
          { trace: tr },
        );
      });
      c.every(500, start + 8000, to, (t) => {
        if (r.chance(0.6))
          c.emit(
            "checkin",
            t,
            "ERROR",
            `household lookup for P${r.digits(6)} failed: GET http://people-directory:8000/api/people/: 500 Internal Server Error (attempt ${r.int(1, 4)}/4)`,
          );
        else
          c.emit(
            "events",
            t,
            "WARN",
            "Household prefill skipped for REG-{n6}: System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error).",
          );
      });
    },
  },
  {
    key: "es-flood-stage",
    estate: "harvest",
    origin: "search",
    category: "disk",
    hints: ["disk", "watermark", "flood", "read-only", "storage", "space"],
    severity: "medium",
    note: "member-search-es crosses the flood-stage disk watermark and marks indices read-only (it only warns); members cannot index profile changes and parish-gw returns 500 on updates",
    avoid: ["es-shard-relocation"],
    run(c, start, to) {
      const r = c.rng;
      c.emit(
        "search",
        start - 240000,
        "WARN",
        "[o.e.c.r.a.DiskThresholdMonitor] [es-data-0] high disk watermark [90%] exceeded on [Xq3vT1mPQxW2][es-data-0][/usr/share/elasticsearch/data] free: 8.9gb[9.1%], shards will be relocated away from this node",
      );
      c.periodic(30000, start, to, (t) => {
        c.emit(
          "search",
          t,
          "WARN",
          `[o.e.c.r.a.DiskThresholdMonitor] [es-data-0] flood stage disk watermark [95%] exceeded on [Xq3vT1mPQxW2][es-data-0][/usr/share/elasticsearch/data] free: ${r.int(2, 4)}.${r.int(0, 9)}gb[${r.int(2, 4)}.${r.int(0, 9)}%], all indices on this node will be marked read-only`,
        );
      });
      c.every(1400, start + 3000, to, (t) => {
        c.emit(
          "directory",
          t,
          "ERROR",
          'ReindexMemberJob failed for member M{n6}: Elasticsearch::Transport::Transport::Errors::TooManyRequests: [429] {"error":{"root_cause":[{"type":"cluster_block_exception","reason":"index [members-v3] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}],"type":"cluster_block_exception"},"status":429}',
          { stack: RUBY_ES_429 },
        );
        if (r.chance(0.5))
          c.emit(
            "gw",
            t + r.int(10, 80),
            "ERROR",
            access(
              "go",
              "PATCH",
              `/api/v2/members/M${r.digits(6)}`,
              500,
              r.int(60, 400),
              "members: 500 Internal Server Error",
            ),
          );
      });
    },
  },
  {
    key: "chat-heap-oom",
    estate: "covenant",
    origin: "chat",
    category: "memory",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    severity: "high",
    note: "chat-relay leaks heap during the livestream, crashes with a JavaScript heap out of memory and keeps restarting; sermon-live and hub-api lose the chat upstream",
    avoid: [],
    run(c, start, to) {
      const r = c.rng;
      let heap = 1320;
      c.periodic(20000, start - 120000, start, (t) => {
        heap += r.int(60, 110);
        c.emit("chat", t, "INFO", `room live-main: ${r.int(700, 900)} sockets connected, heap used ${heap}MB`);
      });
      let t = start;
      while (t < to) {
        c.emit("chat", t, "WARN", `event loop lag ${r.int(900, 2600)}ms (heap used ${r.int(1960, 2040)}MB of 2048MB)`);
        c.emit(
          "chat",
          t + 4000,
          "FATAL",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          { stack: NODE_OOM },
        );
        const down = t + 4100;
        const up = down + r.int(15000, 30000);
        c.every(250, down, up, (u) => {
          if (r.chance(0.5))
            c.emit(
              "stream",
              u,
              "WARN",
              `chat sidecar ws://chat-relay:8080/ws closed (code 1006), reconnect attempt ${r.int(1, 9)} in ${r.pick([250, 500, 1000, 2000])}ms`,
            );
          else
            c.emit(
              "gw",
              u,
              "ERROR",
              access(
                "dotnet",
                "POST",
                "/api/live/chat/messages",
                502,
                r.int(2, 40),
                "connection refused (chat-relay:8080)",
              ),
              { trace: c.tid() },
            );
        });
        c.emit(
          "chat",
          up,
          "INFO",
          `server listening on 0.0.0.0:8080 (node v20.11.1, pid 1, restart #${Math.round((t - start) / 100000) + 1})`,
        );
        c.every(700, up, up + 20000, (u) =>
          c.emit("stream", u, "WARN", `chat sidecar resubscribe backlog ${r.int(200, 900)} messages`),
        );
        heap = 1500;
        const next = up + r.int(90000, 170000);
        c.periodic(15000, up + 5000, Math.min(next, to), (u) => {
          heap += r.int(40, 90);
          c.emit(
            "chat",
            u,
            "INFO",
            `room live-main: ${r.int(700, 900)} sockets connected, heap used ${Math.min(heap, 2040)}MB`,
          );
        });
        t = next;
      }
      c.degraded.push({ role: "chat", from: start, frac: 0.5 });
    },
  },
  {
    key: "sms-missing-env",
    estate: "gracepoint",
    origin: "sms",
    category: "configuration",
    hints: ["config", "keyerror", "environment", "env", "missing", "twilio_messaging_service_sid"],
    severity: "high",
    note: "sms-dispatch is redeployed without its TWILIO_MESSAGING_SERVICE_SID setting and every text job raises KeyError; Sidekiq retries and callers log failed texts",
    avoid: [],
    run(c, start, to) {
      const r = c.rng;
      c.degraded.push({ role: "sms", from: start, frac: 1 });
      c.emit("sms", start - 14000, "INFO", "SIGTERM received, draining connections (grace 30s)");
      c.emit(
        "sms",
        start - 6000,
        "INFO",
        "Puma starting in single mode... * Version 6.4.2, codename: The Eagle of Durango (v4.18.0, release 2026.11.3)",
      );
      c.emit(
        "sms",
        start - 3000,
        "INFO",
        "Booted Rails 7.1.3 application in production; Sidekiq 7.2.4 connecting to redis://redis-jobs:6379/2",
      );
      c.every(2600, start, to, (t) => {
        const jid = r.hex(24);
        c.emit(
          "sms",
          t,
          "ERROR",
          `SendTextJob JID-${jid} failed: KeyError: key not found: "TWILIO_MESSAGING_SERVICE_SID"`,
          { stack: RUBY_KEYERROR },
        );
      });
      c.every(800, start + 25000, to, (t) =>
        c.emit(
          "sms",
          t,
          "WARN",
          `SendTextJob JID-${r.hex(24)} retry ${r.int(1, 6)} failed: KeyError: key not found: "TWILIO_MESSAGING_SERVICE_SID"; next retry in ${r.int(20, 400)}s`,
        ),
      );
      c.every(2500, start + 2000, to, (t) => {
        if (r.chance(0.5))
          c.emit(
            "checkin",
            t,
            "ERROR",
            `guardian pickup text for P${r.digits(6)} not sent: sms-dispatch POST /v1/messages: 500 Internal Server Error`,
          );
        else
          c.emit(
            "events",
            t,
            "WARN",
            "Confirmation SMS for REG-{n6} failed: sms-dispatch responded 500 (Internal Server Error)",
          );
      });
    },
  },
  {
    key: "sendgrid-key-revoked",
    estate: "covenant",
    origin: "email",
    category: "authentication",
    hints: ["auth", "401", "unauthorized", "credential", "api key", "grant"],
    severity: "medium",
    note: "the SendGrid API key used by email-relay stops being accepted (401) and every outgoing mail fails; tithe-svc, signup-forms and serve-teams report email-relay 502s",
    avoid: [],
    run(c, start, to) {
      const r = c.rng;
      c.degraded.push({ role: "email", from: start, frac: 1 });
      c.every(1300, start, to, (t) => {
        c.emit(
          "email",
          t,
          "ERROR",
          `send failed msg_id=${r.hex(12)} provider=sendgrid status=401 body={"errors":[{"message":"The provided authorization grant is invalid, expired, or revoked","field":null,"help":null}]}`,
        );
      });
      c.periodic(45000, start + 20000, to, (t) =>
        c.emit(
          "email",
          t,
          "WARN",
          `campaign C${r.digits(5)} paused after 25 consecutive provider failures (last status 401)`,
        ),
      );
      c.every(1800, start + 1000, to, (t) => {
        const tr = c.tid();
        const who = r.int(0, 2);
        if (who === 0)
          c.emit(
            "giving",
            t,
            "ERROR",
            "Receipt email for gift GF-{n7} not sent: email-relay returned 502 (Bad Gateway); will retry",
            { trace: tr },
          );
        else if (who === 1)
          c.emit(
            "events",
            t,
            "ERROR",
            "confirmation email for submission FS-{n6} failed: HTTPError 502 Server Error: Bad Gateway for url: http://email-relay:8080/v1/send",
            { trace: tr },
          );
        else
          c.emit("volunteers", t, "WARN", "schedule notification to P{n6} deferred: email-relay 502, retrying in 60s", {
            trace: tr,
          });
      });
    },
  },
  {
    key: "events-null-capacity",
    estate: "gracepoint",
    origin: "events",
    category: "null_reference",
    hints: ["nullreference", "null"],
    severity: "medium",
    note: "an event published without a capacity makes every registration for it throw NullReferenceException in events-signup; the portal returns 500 to families signing up",
    avoid: ["group-full-signups"],
    run(c, start, to) {
      const r = c.rng;
      c.emit(
        "events",
        start - 2000,
        "INFO",
        'event EV4471 "Christmas Eve Candlelight 5pm" published by admin u_20931 (registration open, seats: not set)',
      );
      c.every(1500, start, to, (t) => {
        const tr = c.tid();
        c.emit("events", t, "ERROR", "An unhandled exception has occurred while executing the request.", {
          stack: DOTNET_NRE,
          trace: tr,
        });
        c.emit(
          "gw",
          t + r.int(5, 40),
          "ERROR",
          access(
            "node",
            "POST",
            "/api/v2/events/EV4471/registrations",
            500,
            r.int(30, 120),
            "upstream events-signup responded 500",
          ),
          { trace: tr },
        );
        if (r.chance(0.3))
          c.emit(
            "gw",
            t + r.int(3000, 9000),
            "WARN",
            access("node", "POST", "/api/v2/events/EV4471/registrations", 500, r.int(30, 120), "retry by client"),
          );
      });
    },
  },
  {
    key: "checkin-goes-quiet",
    estate: "stillwaters",
    origin: "checkin",
    category: "unknown",
    hints: ["unresponsive", "unavailable", "hang", "unknown", "timeout", "deadline", "stalled"],
    severity: "high",
    note: "checkin-svc stops logging and answering mid-rush without a word; sw-gateway times out kiosk calls and label-spooler cannot poll it",
    avoid: ["kiosk-heartbeats", "pool-high-water"],
    silent: true,
    run(c, start, to) {
      const r = c.rng;
      c.degraded.push({ role: "checkin", from: start, frac: 1 });
      c.every(220, start + 4000, to, (t) => {
        const path = r.pick([
          "/api/v2/checkin/sessions",
          "/api/v2/checkin/search?phone=****",
          "/api/v2/checkin/labels",
        ]);
        c.emit(
          "gw",
          t,
          "ERROR",
          access(
            "go",
            "POST",
            path,
            504,
            10000,
            `upstream checkin-svc: context deadline exceeded (kiosk ${r.pick(c.est.kiosks)})`,
          ),
        );
      });
      c.every(5000, start + 5000, to, (t) =>
        c.emit(
          "labels",
          t,
          "ERROR",
          "print queue poll failed: request to http://checkin-svc:8080/v1/print-queue timed out after 5000ms (TimeoutError)",
        ),
      );
      c.periodic(30000, start + 30000, to, (t) =>
        c.emit(
          "gw",
          t,
          "WARN",
          "upstream checkin-svc: 0/2 endpoints passing health checks (last error: context deadline exceeded)",
        ),
      );
    },
  },
];
