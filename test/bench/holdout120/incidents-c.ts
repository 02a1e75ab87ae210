// Incident scripts, part C: memory, disk, unknown.
import { boat, card, member, ms, slip, wo } from "./estates.js";
import { javaStack, pyStack } from "./stacks.js";
import type { IncidentSpec } from "./types.js";

export const PART_C: IncidentSpec[] = [
  // ---------------- memory
  {
    estate: "harborline",
    category: "memory",
    origin: "resv",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "slip-reservations' availability cache grows without bound; long GC pauses turn into java.lang.OutOfMemoryError: Java heap space and slipway-api's slip calls time out and fail.",
    mute: { role: "resv", how: "thin" },
    down: ["resv"],
    emits: [
      {
        role: "resv",
        level: "warn",
        perMin: 4,
        f: (r) =>
          `[gc] GC(${r.int(4000, 9000)}) Pause Full (G1 Compaction Pause) 1998M->1991M(2048M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
        to: 120,
      },
      {
        role: "resv",
        level: "error",
        perMin: 5,
        f: () => "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
        stack: () =>
          javaStack("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "com.harborline.slips.availability.AvailabilityCache.snapshot(AvailabilityCache.java:61)",
            "com.harborline.slips.availability.AvailabilityService.search(AvailabilityService.java:79)",
          ]),
        kind: "java.lang.OutOfMemoryError",
        from: 60,
      },
      {
        role: "resv",
        level: "warn",
        perMin: 2,
        f: () => "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
        from: 80,
      },
      {
        role: "gw",
        level: "error",
        perMin: 14,
        f: (r) =>
          `GET /api/v2/slips/availability?marina=BHS&loa=${r.int(18, 62)} 504 ${ms(r, 10000, 10050)}.2 ms - slip-reservations socket hang up`,
        from: 30,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "memory",
    origin: "gw",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    note: "boater-app-bff leaks memory in its launch-status websocket fan-out, hits the V8 heap limit, aborts and restarts over and over while the app loses connections.",
    emits: [
      {
        role: "gw",
        level: "warn",
        perMin: 2,
        f: (r) => `ws fan-out: ${r.int(3000, 9000)} open subscriptions, heapUsed=${r.int(1700, 2000)}MB`,
        to: 150,
      },
      {
        role: "gw",
        level: "fatal",
        perMin: 0.8,
        f: (r) =>
          `\n<--- Last few GCs --->\n\n[1:0x${r.hex(10)}] ${r.int(400000, 900000)} ms: Mark-Compact 2031.6 (2083.4) -> 2029.9 (2084.1) MB, ${r.int(900, 2000)}.${r.int(10, 99)} / 0.00 ms  (average mu = 0.081, current mu = 0.012) allocation failure; scavenge might not succeed\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory`,
        stack: () =>
          [
            " 1: 0xb8c8e0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf03750 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0x1136fc5  [node]",
            " 4: 0x114f1b8 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
          ].join("\n"),
        kind: "FATAL ERROR",
        from: 60,
      },
      {
        role: "gw",
        level: "info",
        perMin: 0.8,
        f: (r) => `boater-app-bff@3.${r.int(2, 9)}.0 listening on :8080 (NODE_ENV=production)`,
        from: 65,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 3,
        f: (r) =>
          `status push to boater-app-bff failed: dial tcp 10.12.3.${r.int(10, 90)}:8080: connect: connection refused`,
        from: 60,
      },
    ],
  },
  {
    estate: "bluewater",
    category: "memory",
    origin: "billing",
    hints: ["memory", "oom", "sigkill", "rss"],
    sev: "medium",
    note: "billing-runner's month-end statement task loads every invoice line into memory; its RSS climbs to the container limit and Celery workers are SIGKILLed mid-task, so statements never go out.",
    emits: [
      {
        role: "billing",
        level: "warn",
        perMin: 3,
        f: (r) =>
          `statement build: ${r.int(120, 900)}k invoice lines loaded, rss=${r.int(1500, 1990)}MiB (limit 2048MiB)`,
        to: 200,
      },
      {
        role: "billing",
        level: "error",
        perMin: 2,
        f: (r) => `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(30, 400)} exited with 'signal 9 (SIGKILL)'`,
        from: 90,
      },
      {
        role: "billing",
        level: "error",
        perMin: 2,
        f: (r) =>
          `Task billing_runner.tasks.build_statements[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${r.int(1, 90)}.')`,
        stack: () =>
          pyStack(
            [
              [
                "/usr/local/lib/python3.12/site-packages/billiard/pool.py",
                1265,
                "mark_as_worker_lost",
                "raise WorkerLostError(",
              ],
            ],
            "billiard.einfo.ExceptionWithTraceback: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: 12.')",
          ),
        kind: "WorkerLostError",
        from: 95,
      },
      {
        role: "notify",
        level: "warn",
        perMin: 1,
        f: () => "statement mail batch empty for 2026-09, nothing to send",
        from: 150,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "memory",
    origin: "fuel",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "pump-controller buffers unsent pump telemetry without a cap, the Go runtime runs out of memory and the process crashes and restarts repeatedly, pumps drop offline.",
    mute: { role: "fuel", how: "thin" },
    emits: [
      {
        role: "fuel",
        level: "warn",
        perMin: 3,
        f: (r) => `telemetry buffer ${r.int(900, 4000)}k events (${r.int(1, 3)}.${r.int(1, 9)}GiB), uplink slow`,
        to: 90,
      },
      {
        role: "fuel",
        level: "fatal",
        perMin: 1,
        f: (r) =>
          `runtime: out of memory: cannot allocate ${r.pick([134217728, 268435456])}-byte block (${r.int(3700000000, 3990000000)} in use)\nfatal error: out of memory`,
        stack: (r) =>
          [
            "",
            `goroutine ${r.int(20, 900)} [running]:`,
            "runtime.throw({0x9b3f21?, 0x2000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
            "runtime.(*mcache).allocLarge(0x0?, 0x10000000, 0x1)",
            "\t/usr/local/go/src/runtime/mcache.go:236 +0x176",
            "tidewater/pump-controller/internal/telemetry.(*Buffer).Append(...)",
            "\t/src/internal/telemetry/buffer.go:52",
          ].join("\n"),
        kind: "fatal error",
        from: 60,
      },
      {
        role: "fuel",
        level: "info",
        perMin: 1,
        f: (r) => `starting pump-controller version=v3.2.${r.int(0, 4)} commit=${r.hex(7)} go=go1.22.6`,
        from: 62,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 3,
        f: (r) => `Fuel dock status: ${r.int(0, 3)} of 6 pumps online`,
        from: 60,
      },
    ],
  },
  // ---------------- disk
  {
    estate: "harborline",
    category: "disk",
    origin: "access",
    hints: ["disk", "space", "full", "errno 28"],
    sev: "high",
    note: "gatekeeper's data volume fills up with reader audit logs; writes to its SQLite card cache fail with 'database or disk is full' and card grants at the gates start failing.",
    emits: [
      {
        role: "access",
        level: "warn",
        perMin: 1,
        f: (r) => `/var/lib/gatekeeper usage ${r.int(97, 99)}% (${r.int(190, 199)}G of 200G)`,
        to: 60,
      },
      {
        role: "access",
        level: "error",
        perMin: 10,
        f: (r) => `grant check for card ${card(r)} at ${r.pick(["Gate 1", "Gate 2", "Dock B"])} failed`,
        stack: () =>
          pyStack(
            [
              [
                "/app/gatekeeper/cache.py",
                113,
                "record_event",
                'cur.execute("INSERT INTO events VALUES (?,?,?,?)", row)',
              ],
            ],
            "sqlite3.OperationalError: database or disk is full",
          ),
        kind: "OperationalError",
        from: 20,
      },
      {
        role: "access",
        level: "error",
        perMin: 3,
        f: () =>
          "audit log write failed: [Errno 28] No space left on device: '/var/lib/gatekeeper/audit/2026-07-11.jsonl'",
        from: 10,
      },
      {
        role: "gw",
        level: "error",
        perMin: 4,
        f: (r) => `GET /api/v1/me/access-cards 500 ${ms(r, 10, 40)}.0 ms - gatekeeper: 500 INTERNAL SERVER ERROR`,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "disk",
    origin: "forklift",
    hints: ["space", "disk", "enospc", "errno 28"],
    sev: "high",
    note: "forklift-dispatch's /data volume fills with lift cycle logs; it can no longer append cycle records, refuses new lift jobs and launch-queue sees 500s.",
    emits: [
      {
        role: "forklift",
        level: "error",
        perMin: 8,
        f: (r) =>
          `cycle_log.cc:77] append /data/cycles/2026-08-02.bin failed: No space left on device (errno 28), job ${r.int(10000, 99999)} rejected`,
      },
      {
        role: "forklift",
        level: "warn",
        perMin: 2,
        f: () => "disk_watch.cc:31] /data free 0 MiB (0.0%), write-ahead disabled",
      },
      {
        role: "launch",
        level: "error",
        perMin: 9,
        f: (r) => `dispatch boat ${boat(r)}: forklift-dispatch POST /v1/jobs returned 500: "cycle log unavailable"`,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 10,
        f: (r) => `retrying forklift-dispatch job for ${boat(r)} attempt=${r.int(2, 5)}`,
      },
    ],
  },
  {
    estate: "bluewater",
    category: "disk",
    origin: "notify",
    hints: ["read-only", "erofs", "filesystem", "disk"],
    sev: "medium",
    note: "mailer's spool volume is remounted read-only after storage errors on its node; every queued message fails with [Errno 30] Read-only file system and confirmations and invoices are not mailed.",
    mute: { role: "notify", how: "thin" },
    emits: [
      {
        role: "notify",
        level: "error",
        perMin: 9,
        f: (r) => `could not spool message for ${member(r)}`,
        stack: (r) =>
          pyStack(
            [["/app/mailer/spool.py", 48, "enqueue", 'with open(path, "wb") as fh:']],
            `OSError: [Errno 30] Read-only file system: '/var/spool/mailer/q/${r.hex(12)}.eml'`,
          ),
        kind: "OSError",
      },
      {
        role: "resv",
        level: "warn",
        perMin: 4,
        f: (r) => `confirmation mail for R${r.int(400000, 499999)} not accepted by mailer (500)`,
      },
      {
        role: "billing",
        level: "warn",
        perMin: 3,
        f: (r) => `invoice INV-${r.int(700000, 799999)} mail handoff failed: mailer returned 500`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "disk",
    origin: "orders",
    hints: ["flood", "watermark", "disk", "read-only"],
    sev: "medium",
    note: "The Elasticsearch cluster behind service-desk passes the flood-stage disk watermark and blocks writes; ticket indexing fails and new work orders cannot be saved.",
    emits: [
      {
        role: "orders",
        level: "error",
        perMin: 9,
        f: (r) =>
          `index work order ${wo(r)} failed: ResponseError: cluster_block_exception: [cluster_block_exception] Reason: index [service-tickets] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`,
      },
      {
        role: "orders",
        level: "warn",
        perMin: 3,
        f: (r) => `ticket ${wo(r)} saved without search index (reindex queue ${r.int(10, 400)})`,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 3,
        f: (r) => `Service request for ${boat(r)} failed: service-desk returned 503`,
      },
    ],
  },
  // ---------------- unknown
  {
    estate: "harborline",
    category: "unknown",
    origin: "fuel",
    hints: ["crash", "unavailable", "exit", "unknown"],
    sev: "high",
    note: "fueldock-pos stops serving without logging an error (its normal lines stop, it restarts twice), slipway-api and the pumps' member charges fail against it.",
    mute: { role: "fuel", how: "silent" },
    down: ["fuel"],
    once: [
      { role: "fuel", level: "info", at: 95, f: () => "Now listening on: http://[::]:8080" },
      { role: "fuel", level: "info", at: 96, f: () => "Application started. Press Ctrl+C to shut down." },
      { role: "fuel", level: "info", at: 260, f: () => "Now listening on: http://[::]:8080" },
      { role: "fuel", level: "info", at: 261, f: () => "Application started. Press Ctrl+C to shut down." },
    ],
    emits: [
      {
        role: "gw",
        level: "error",
        perMin: 10,
        f: (r) => `GET /api/v1/fuel/prices 502 ${ms(r, 1, 30)}.8 ms - fueldock-pos: socket hang up`,
      },
      {
        role: "billing",
        level: "warn",
        perMin: 4,
        f: (r) => `Fuel charges import: fueldock-pos GET /internal/sales returned 503 (attempt ${r.int(1, 3)})`,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "unknown",
    origin: "notify",
    hints: ["internal", "500", "unknown", "error"],
    sev: "medium",
    note: "push-sender starts answering every send with 500 and an uninformative 'internal error' (its usual FCM token-cleanup errors stop too); launch-ready pushes are not delivered.",
    mute: { role: "notify", how: "silent" },
    emits: [
      {
        role: "notify",
        level: "error",
        perMin: 8,
        f: (r) => `POST /v1/send 500 ${r.int(1, 4)}ms: internal error (req ${r.hex(8)})`,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 6,
        f: (r) => `launch_ready push for boat ${boat(r)} failed: push-sender 500, will retry`,
      },
      { role: "gw", level: "warn", perMin: 3, f: (r) => `push-sender /v1/send returned 500 for ${member(r)}` },
    ],
  },
  {
    estate: "bluewater",
    category: "unknown",
    origin: "resv",
    hints: ["worker", "exit", "crash", "unknown", "134"],
    sev: "high",
    note: "berth-booking's gunicorn workers abort one after another (code 134) with nothing logged beforehand, and haven-web's berth pages fail with 502s.",
    mute: { role: "resv", how: "thin" },
    down: ["resv"],
    emits: [
      { role: "resv", level: "error", perMin: 5, f: (r) => `Worker (pid:${r.int(20, 900)}) was sent code 134!` },
      { role: "resv", level: "info", perMin: 5, f: (r) => `Booting worker with pid: ${r.int(20, 900)}` },
      {
        role: "gw",
        level: "error",
        perMin: 10,
        f: (r) =>
          `berth-booking call failed: ('Connection aborted.', RemoteDisconnected('Remote end closed connection without response')) path=/internal/berths/${slip(r)}`,
      },
      {
        role: "gw",
        level: "info",
        perMin: 6,
        f: (r) => `"GET /berths/${slip(r)}/ HTTP/1.1" 502 0 ${ms(r, 20, 200)}ms`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "unknown",
    origin: "billing",
    hints: ["stalled", "stopped", "unknown", "latency"],
    sev: "medium",
    note: "ledger-worker stops processing jobs and goes silent with no error; invoice queues back up and mooring-book and member-portal report missing invoices.",
    mute: { role: "billing", how: "silent" },
    emits: [
      {
        role: "resv",
        level: "warn",
        perMin: 6,
        f: (r) =>
          `invoice for reservation R${r.int(400000, 499999)} still pending after ${r.int(2, 12)}m (ledger queue latency ${r.int(120, 900)}s)`,
        from: 60,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 4,
        f: (r) => `Invoice list for ${member(r)} incomplete: ledger last updated ${r.int(5, 15)} min ago`,
        from: 90,
      },
      {
        role: "fuel",
        level: "warn",
        perMin: 2,
        f: (r) => `fuel charge ${r.hex(6)} enqueued to ledger (queue size ${r.int(200, 3000)})`,
        from: 30,
      },
    ],
  },
];
