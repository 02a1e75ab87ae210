// The eight failures of quiet116, one per category, as the services involved would really log them.
import { access, type Ctx, type Role, uid } from "./estates.js";
import { stack } from "./stacks.js";

export interface Impair {
  role: Role;
  from: number;
  to: number;
  p: number;
}

export interface IncidentDef {
  key: string;
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  /** minutes of window and of baseline before the start */
  minutes: number;
  lead: number;
  note: string;
  /** the service that gets an unrelated deploy or reload near the start */
  bystander: Role;
  /** emits the failure; returns the impairments of normal traffic and silenced roles */
  gen(ctx: Ctx, s: number): { impair: Impair[]; silence: { role: Role; from: number; to: number }[] };
}

function each(ctx: Ctx, s: number, e: number, perSec: number, fn: (t: number) => void): void {
  for (let t = s + ctx.r.next() * 500; t < e; t += (-Math.log(1 - ctx.r.next()) * 1000) / perSec) fn(t);
}

export const INCIDENTS: IncidentDef[] = [
  {
    key: "pg-pool",
    estate: "emberly",
    role: "profile",
    category: "database",
    hints: ["connection", "database", "postgres", "pool", "jdbc", "sql", "too many"],
    severity: "high",
    minutes: 14,
    lead: 5,
    note: "profile-svc can no longer get Postgres connections (Hikari pool exhausted, server says too many clients); edge-api retries and returns 503 on profile and deck calls, swipe-ledger and nearby-feed complain about profile-svc.",
    bystander: "discovery",
    gen(c, s) {
      const end = c.t1;
      c.emit(
        "profile",
        s + 200,
        "warn",
        "HikariPool-1 - Connection is not valid; possibly consider using a shorter maxLifetime value.",
      );
      each(c, s + 800, end, 1.3, (t) => {
        const tr = c.trace();
        const which = c.r.next();
        if (which < 0.55) {
          c.emit(
            "profile",
            t,
            "error",
            `Request processing failed: org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection`,
            {
              trace: tr,
              stack: stack(
                "java",
                "java.sql.SQLTransientConnectionException",
                "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=212)",
                [
                  ["com.zaxxer.hikari.pool.HikariPool.createTimeoutException", "HikariPool.java", 686],
                  ["com.zaxxer.hikari.pool.HikariPool.getConnection", "HikariPool.java", 179],
                  ["com.zaxxer.hikari.HikariDataSource.getConnection", "HikariDataSource.java", 100],
                  [
                    "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection",
                    "DatasourceConnectionProviderImpl.java",
                    122,
                  ],
                  ["com.emberly.profile.repo.ProfileRepository.findByIds", "ProfileRepository.java", 74],
                  ["com.emberly.profile.api.ProfileController.batch", "ProfileController.java", 51],
                ],
              ),
            },
          );
        } else if (which < 0.7) {
          c.emit(
            "profile",
            t,
            "error",
            `HikariPool-1 - Exception during pool initialization of new connection: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already`,
            { trace: tr },
          );
        }
        c.emit(
          "gw",
          t + c.r.int(20, 200),
          "warn",
          `upstream profile-svc responded 503, retrying GET /internal/profiles/batch (attempt ${c.r.int(1, 2)}/3)`,
          { trace: tr },
        );
        c.emit(
          "gw",
          t + c.r.int(250, 600),
          "warn",
          `upstream profile-svc responded 503, retrying GET /internal/profiles/batch (attempt 3/3)`,
          { trace: tr },
        );
        c.emit(
          "gw",
          t + c.r.int(600, 900),
          "error",
          access(
            c,
            "GET",
            c.r.pick(["/v2/profiles/" + uid(c.r), "/v2/recs", "/v2/matches"]),
            503,
            30000 + c.r.next() * 900,
          ),
          { trace: tr },
        );
        if (c.r.chance(0.35))
          c.emit(
            "swipe",
            t + 100,
            "error",
            `profile enrichment failed: GET http://profile-svc:8080/internal/profiles/batch: 503 Service Unavailable`,
            { trace: tr },
          );
        if (c.r.chance(0.3))
          c.emit(
            "discovery",
            t + 150,
            "warn",
            `deck hydration: profile-svc unavailable (503), serving stale deck for ${uid(c.r)}`,
            { trace: tr },
          );
      });
      return { impair: [{ role: "profile", from: s, to: end, p: 0.85 }], silence: [] };
    },
  },
  {
    key: "inbox-routes",
    estate: "lovelace",
    role: "chat",
    category: "network",
    hints: ["route", "reset", "network", "connection", "dial", "unreachable", "socket"],
    severity: "high",
    minutes: 12,
    lead: 4,
    note: "inbox loses its network path to its message-store nodes (no route to host, connection reset by peer); mobile-bff returns 502 for conversation calls and notify-hub sees fewer sends.",
    bystander: "billing",
    gen(c, s) {
      const end = c.t1;
      const host = () => `10.12.4.${c.r.pick([31, 32, 33])}`;
      each(c, s, end, 1.3, (t) => {
        const x = c.r.next();
        if (x < 0.45)
          c.emit(
            "chat",
            t,
            "error",
            `store write failed conv=c_${c.r.hex(9)}: dial tcp ${host()}:9042: connect: no route to host`,
          );
        else if (x < 0.8)
          c.emit(
            "chat",
            t,
            "error",
            `store read failed: read tcp 10.12.9.${c.r.int(10, 60)}:${c.r.int(40000, 60000)}->${host()}:9042: read: connection reset by peer`,
          );
        else
          c.emit(
            "chat",
            t,
            "warn",
            `gocql: unable to dial control conn ${host()}:9042: dial tcp ${host()}:9042: connect: no route to host`,
          );
        c.emit(
          "gw",
          t + c.r.int(30, 300),
          "error",
          `Upstream inbox call failed: Response status code does not indicate success: 502 (Bad Gateway).`,
          c.r.chance(0.6)
            ? {}
            : {
                stack: stack(
                  "dotnet",
                  "System.Net.Http.HttpRequestException",
                  "Response status code does not indicate success: 502 (Bad Gateway).",
                  [
                    [
                      "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                      "/_/src/libraries/System.Net.Http/src/System/Net/Http/HttpResponseMessage.cs",
                      172,
                    ],
                    [
                      "Lovelace.Bff.Clients.InboxClient.SendAsync(MessageDto msg, CancellationToken ct)",
                      "/src/Bff/Clients/InboxClient.cs",
                      63,
                    ],
                    [
                      "Lovelace.Bff.Controllers.ConversationsController.Post(String id, MessageDto body)",
                      "/src/Bff/Controllers/ConversationsController.cs",
                      41,
                    ],
                  ],
                ),
              },
        );
        c.emit(
          "gw",
          t + c.r.int(310, 400),
          "info",
          access(c, "POST", "/v2/conversations/messages", 502, 1000 + c.r.next() * 2000),
        );
      });
      return { impair: [{ role: "chat", from: s, to: end, p: 0.8 }], silence: [] };
    },
  },
  {
    key: "verify-worker-timeout",
    estate: "twinflame",
    role: "verify",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "worker"],
    severity: "medium",
    minutes: 11,
    lead: 6,
    note: "id-verify's face-match jobs start taking longer than their deadline and gunicorn kills workers on WORKER TIMEOUT; api-gateway returns 504 on selfie verification and accounts logs read timeouts.",
    bystander: "chat",
    gen(c, s) {
      const end = c.t1;
      each(c, s, end, 1.1, (t) => {
        const tr = c.trace();
        const took = (10 + c.r.next() * 25).toFixed(1);
        c.emit("verify", t, "warn", `face match for v_${c.r.hex(8)} took ${took}s (deadline 10.0s), result discarded`, {
          trace: tr,
        });
        if (c.r.chance(0.3)) {
          const pid = c.r.int(20, 90);
          c.emit("verify", t + 300, "fatal", `WORKER TIMEOUT (pid:${pid})`);
          if (c.r.chance(0.3))
            c.emit("verify", t + 320, "error", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
          c.emit("verify", t + 900, "info", `Booting worker with pid: ${c.r.int(91, 300)}`);
        }
        c.emit(
          "gw",
          t + 100,
          "error",
          `upstream request timeout: POST http://id-verify:8000/v1/selfie/match exceeded 15s`,
          { trace: tr },
        );
        c.emit("gw", t + 110, "info", access(c, "POST", "/v2/verification/selfie", 504, 15000 + c.r.next() * 30), {
          trace: tr,
        });
        if (c.r.chance(0.4))
          c.emit(
            "profile",
            t + 400,
            "error",
            `badge sync for ${uid(c.r)} failed: Net::ReadTimeout with #<TCPSocket:(closed)>`,
            {
              trace: tr,
              stack: stack("ruby", "Net::ReadTimeout", "Net::ReadTimeout with #<TCPSocket:(closed)>", [
                ["rbuf_fill", "/usr/local/lib/ruby/3.3.0/net/protocol.rb", 229],
                ["readuntil", "/usr/local/lib/ruby/3.3.0/net/protocol.rb", 199],
                ["sync_badge!", "/app/app/services/verification_badge_sync.rb", 34],
                ["perform", "/app/app/jobs/badge_sync_job.rb", 12],
              ]),
            },
          );
      });
      return { impair: [{ role: "verify", from: s, to: end, p: 0.9 }], silence: [] };
    },
  },
  {
    key: "appstore-503",
    estate: "pebble",
    role: "billing",
    category: "dependency",
    hints: ["app store", "apple", "upstream", "503", "unavailable", "vendor", "circuit", "dependency"],
    severity: "high",
    minutes: 13,
    lead: 7,
    note: "Apple's receipt endpoint answers 503 to payments-iap, which retries and opens its breaker at WARN level; front-api returns 502 on purchase verification and user-profile fails to refresh entitlements.",
    bystander: "profile",
    gen(c, s) {
      const end = c.t1;
      let opened = false;
      each(c, s, end, 1.5, (t) => {
        const n = c.r.int(1, 3);
        c.emit(
          "billing",
          t,
          "warn",
          `POST https://buy.itunes.apple.com/verifyReceipt -> 503 Service Unavailable (${c.r.int(40, 900)}ms), retry ${n}/3`,
        );
        if (!opened && t > s + 45000) {
          opened = true;
          c.emit(
            "billing",
            t + 10,
            "warn",
            `circuit breaker 'apple-verify-receipt' state CLOSED -> OPEN (failure rate 87% over 50 calls)`,
          );
        }
        if (opened && c.r.chance(0.1))
          c.emit(
            "billing",
            t + 20,
            "warn",
            `circuit breaker 'apple-verify-receipt' HALF_OPEN probe failed (503), back to OPEN for 30s`,
          );
        c.emit(
          "gw",
          t + 400,
          "error",
          `payments-iap returned 502 for POST /internal/receipts/verify: {"error":"store_unavailable"}`,
        );
        c.emit("gw", t + 410, "info", access(c, "POST", "/v2/purchases/verify", 502, 800 + c.r.next() * 4000));
        if (c.r.chance(0.3))
          c.emit(
            "profile",
            t + 600,
            "error",
            `entitlement refresh for ${uid(c.r)} failed: payments-iap 502 store_unavailable; keeping cached tier`,
          );
      });
      return { impair: [{ role: "billing", from: s, to: end, p: 0.7 }], silence: [] };
    },
  },
  {
    key: "mod-threshold-config",
    estate: "emberly",
    role: "moderation",
    category: "configuration",
    hints: ["config", "setting", "environment", "threshold", "parse", "invalid"],
    severity: "high",
    minutes: 12,
    lead: 4,
    note: "a new photo-mod release reads NSFW_THRESHOLD='0,85' from its updated config map and every classification job fails settings parsing; uploads queue up unmoderated and profile-svc warns about photos stuck pending.",
    bystander: "billing",
    gen(c, s) {
      const end = c.t1;
      c.emit("moderation", s - 9000, "warn", "Handling signal: term", { force: true });
      c.emit("moderation", s - 6000, "info", "Starting gunicorn 22.0.0 (release 2026.11.30-2.9c1e07a)", {
        force: true,
      });
      c.emit(
        "moderation",
        s - 5000,
        "info",
        "config map photo-mod-env rev 41 applied (NSFW_THRESHOLD, FACE_MIN_SIZE changed)",
        { force: true },
      );
      c.emit("moderation", s - 4000, "info", "Listening at: http://0.0.0.0:8000 (1)", { force: true });
      each(c, s, end, 2.4, (t) => {
        const p = `ph_${c.r.hex(10)}`;
        c.emit("moderation", t, "error", `classification job for ${p} failed`, {
          stack: stack(
            "python",
            "pydantic_core._pydantic_core.ValidationError",
            "1 validation error for ModerationSettings\nnsfw_threshold\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='0,85', input_type=str]",
            [
              [
                "__init__",
                "/usr/local/lib/python3.12/site-packages/pydantic_settings/main.py",
                167,
                "super().__init__(",
              ],
              ["get_settings", "/app/photomod/settings.py", 48, "return ModerationSettings()"],
              ["classify", "/app/photomod/jobs.py", 112, "threshold = get_settings().nsfw_threshold"],
              ["handle", "/app/photomod/worker.py", 77, "result = classify(job.photo_id, job.variants)"],
            ],
          ),
        });
        if (c.r.chance(0.25))
          c.emit(
            "profile",
            t + 1500,
            "warn",
            `photo ${p} still pending moderation after ${c.r.int(60, 400)}s; hidden from deck`,
          );
        if (c.r.chance(0.15))
          c.emit("media", t + 800, "warn", `moderation callback for ${p} missing, variants kept private`);
      });
      for (let t = s + 30000; t < end; t += 30000)
        c.emit(
          "moderation",
          t,
          "warn",
          `queue photo-moderation depth ${Math.round((t - s) / 80)} (consumer lag rising)`,
        );
      return { impair: [{ role: "moderation", from: s, to: end, p: 1 }], silence: [] };
    },
  },
  {
    key: "uploads-heap",
    estate: "twinflame",
    role: "media",
    category: "memory",
    hints: ["heap", "memory", "oom", "allocation"],
    severity: "high",
    minutes: 15,
    lead: 5,
    note: "uploads (Node) runs out of heap on large photo batches and crashes repeatedly; api-gateway reports upstream resets and 503 on photo uploads and moderation-worker cannot fetch originals.",
    bystander: "safety",
    gen(c, s) {
      const end = c.t1;
      const silence: { role: Role; from: number; to: number }[] = [];
      const impair: Impair[] = [{ role: "media", from: s, to: end, p: 0.15 }];
      let heap = 1400;
      for (let t = s; t < end; ) {
        const crashAt = t + c.r.int(40000, 80000);
        for (let u = t + 3000; u < crashAt; u += 8000) {
          heap += c.r.int(60, 140);
          c.emit(
            "media",
            u,
            "warn",
            `heap used ${Math.min(heap, 2030)}MB of 2048MB limit while resizing batch (${c.r.int(6, 24)} originals in flight)`,
            { force: true },
          );
        }
        c.emit(
          "media",
          crashAt,
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            force: true,
            stack: [
              "<--- Last few GCs --->",
              `[1:0x6b3c2a0]  ${c.r.int(80000, 90000)} ms: Mark-Compact 2041.8 (2083.4) -> 2039.6 (2084.1) MB, 1650.3 / 0.0 ms  (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed`,
              "",
              "<--- JS stacktrace --->",
              "",
              " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 3: 0x1302f07 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
            ].join("\n"),
          },
        );
        const back = crashAt + c.r.int(8000, 20000);
        silence.push({ role: "media", from: crashAt, to: back });
        impair.push({ role: "media", from: crashAt, to: back, p: 1 });
        each(c, crashAt, back, 3, (u) => {
          const tr = c.trace();
          c.emit(
            "gw",
            u,
            "error",
            `upstream connect error or disconnect/reset before headers. reset reason: connection termination (upstream=uploads:3000)`,
            { trace: tr },
          );
          c.emit("gw", u + 2, "info", access(c, "POST", "/v2/photos", 503, 3 + c.r.next() * 40), { trace: tr });
          if (c.r.chance(0.4))
            c.emit(
              "moderation",
              u + 300,
              "error",
              `fetch original for ph_${c.r.hex(10)} failed: HTTPConnectionPool(host='uploads', port=3000): Max retries exceeded (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))`,
              { trace: tr },
            );
        });
        c.emit("media", back, "info", "build 2026.11.27-4.2d9f1a0 starting (node v20.18.0)", { force: true });
        c.emit("media", back + 900, "info", "Server listening at http://0.0.0.0:3000", { force: true });
        heap = 1300;
        t = back;
      }
      return { impair, silence };
    },
  },
  {
    key: "evidence-enospc",
    estate: "lovelace",
    role: "safety",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "no space", "volume"],
    severity: "medium",
    minutes: 10,
    lead: 3,
    note: "safety-desk's evidence volume fills up and every report snapshot fails with Errno 28; mobile-bff returns 500 on report submission while blocks still work.",
    bystander: "swipe",
    gen(c, s) {
      const end = c.t1;
      c.emit("safety", s - 60000, "warn", "evidence volume /var/lib/safety-desk/evidence 96% used (free 1.9GiB)", {
        force: true,
      });
      c.emit("safety", s - 20000, "warn", "evidence volume /var/lib/safety-desk/evidence 99% used (free 310MiB)", {
        force: true,
      });
      each(c, s, end, 1.4, (t) => {
        const rp = `rp_${c.r.hex(8)}`;
        c.emit("safety", t, "error", `failed to snapshot evidence for report ${rp}`, {
          stack: stack(
            "python",
            "OSError",
            `[Errno 28] No space left on device: '/var/lib/safety-desk/evidence/${rp}.tar.zst'`,
            [
              ["write", "/usr/local/lib/python3.11/tarfile.py", 441, "self.fileobj.write(s)"],
              [
                "addfile",
                "/usr/local/lib/python3.11/tarfile.py",
                2260,
                "copyfileobj(fileobj, self.fileobj, tarinfo.size, bufsize=bufsize)",
              ],
              ["snapshot_conversation", "/app/safetydesk/evidence.py", 93, "tar.addfile(info, io.BytesIO(blob))"],
              ["create_report", "/app/safetydesk/api/reports.py", 58, "path = snapshot_conversation(report)"],
            ],
          ),
        });
        c.emit(
          "gw",
          t + 200,
          "error",
          `Upstream safety-desk returned 500 Internal Server Error for POST /reports (report ${rp})`,
        );
        c.emit("gw", t + 210, "info", access(c, "POST", "/v2/reports", 500, 300 + c.r.next() * 400));
      });
      return { impair: [{ role: "safety", from: s, to: end, p: 1 }], silence: [] };
    },
  },
  {
    key: "match-engine-hang",
    estate: "pebble",
    role: "swipe",
    category: "unknown",
    hints: ["unresponsive", "hang", "timeout", "unavailable", "stopped", "unknown"],
    severity: "high",
    minutes: 12,
    lead: 5,
    note: "match-engine stops answering and stops logging altogether; front-api times out on every swipe and chat-core cannot check matches, without any line saying why match-engine hangs.",
    bystander: "media",
    gen(c, s) {
      const end = c.t1;
      c.emit("swipe", s - 1200, "info", `swipe recorded actor=${uid(c.r)} target=${uid(c.r)} dir=right`, {
        force: true,
      });
      each(c, s + 2000, end, 3.5, (t) => {
        c.emit(
          "gw",
          t,
          "error",
          `httpx.ReadTimeout calling match-engine POST /v1/swipes after 5.0s (attempt ${c.r.int(1, 3)}/3)`,
        );
        c.emit("gw", t + 15, "info", access(c, "POST", "/v2/swipes", 504, 15000 + c.r.next() * 200));
        if (c.r.chance(0.3))
          c.emit(
            "chat",
            t + 200,
            "error",
            `match check failed before send: TimeoutError: request to http://match-engine:8080/v1/matches/check timed out after 3000ms`,
            {
              stack: stack(
                "node",
                "TimeoutError",
                "request to http://match-engine:8080/v1/matches/check timed out after 3000ms",
                [
                  ["Timeout.<anonymous>", "/app/node_modules/undici/lib/core/request.js", 211],
                  ["MatchClient.check", "/app/dist/clients/match.js", 48],
                  ["async SendMessageHandler.handle", "/app/dist/handlers/send.js", 31],
                ],
              ),
            },
          );
      });
      return {
        impair: [
          { role: "swipe", from: s, to: end, p: 1 },
          { role: "chat", from: s, to: end, p: 0.3 },
        ],
        silence: [{ role: "swipe", from: s, to: end }],
      };
    },
  },
];
