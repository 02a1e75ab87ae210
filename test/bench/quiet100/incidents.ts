// The eight failures, one per category, each written the way the failing software and its callers really log it.

import { deploy } from "./background.js";
import type { Role, Runtime } from "./estates.js";
import { hex, int, pick } from "./rng.js";
import { stack } from "./stacks.js";
import { access, type Ctx } from "./stream.js";

export interface Incident {
  category: string;
  role: Role;
  hints: string[];
  severity: "medium" | "high";
  note: (ctx: Ctx) => string;
  run: (ctx: Ctx, start: number) => void;
}

const byRt = <T>(rt: Runtime, m: Record<Runtime, T>): T => m[rt];

export const INCIDENTS: Incident[] = [
  {
    category: "database",
    role: "bulky",
    hints: ["database", "connection", "pool", "postgres", "sql", "too many"],
    severity: "high",
    note: (c) =>
      `${c.name("bulky")} exhausts its Postgres connections (too many clients) and every booking fails with 500 at the portal`,
    run: (c, s) => {
      const rt = c.rt("bulky");
      c.emit("bulky", s - 40000, "warn", "db pool: 18 of 20 connections busy, 4 callers waiting", { force: true });
      c.every(
        0.05,
        (t) => c.emit("bulky", t, "warn", `db pool: 20 of 20 connections busy, ${int(c.r, 20, 70)} callers waiting`),
        s,
        c.t1,
      );
      const err = byRt(rt, {
        java: [
          "org.springframework.jdbc.CannotGetJdbcConnectionException",
          "Failed to obtain JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
        ],
        dotnet: ["Npgsql.PostgresException", "53300: sorry, too many clients already"],
        ruby: [
          "ActiveRecord::ConnectionNotEstablished",
          'connection to server at "10.42.9.4", port 5432 failed: FATAL:  sorry, too many clients already',
        ],
        python: [
          "sqlalchemy.exc.OperationalError",
          '(psycopg2.OperationalError) connection to server at "bulky-db" (10.42.9.4), port 5432 failed: FATAL:  sorry, too many clients already',
        ],
        node: ["error", "sorry, too many clients already"],
        go: ["pq", "sorry, too many clients already"],
        cpp: ["pqxx::broken_connection", "FATAL:  sorry, too many clients already"],
      });
      c.down.set("bulky", {
        from: s,
        style: "5xx",
        status: 500,
        calleeSide: (cc, t, trace) => {
          const st = stack(cc.r, rt, cc.estate.pkg, err[0], err[1], [
            { mod: "booking.BookingRepository", fn: "reserveSlot" },
            { mod: "booking.BookingService", fn: "confirm" },
          ]);
          cc.emit("bulky", t + int(cc.r, 5, 40), "error", `POST /bookings failed: ${err[1]}`, {
            trace,
            stack: st,
            errType: err[0],
            force: true,
          });
          access(cc, "bulky", t + int(cc.r, 50, 90), "POST", "/bookings", 500, int(cc.r, 40, 90), trace);
        },
      });
      // the slot calendar reads fail too
      c.every(
        0.12,
        (t) => {
          const tr = c.newTrace();
          c.emit("bulky", t, "error", `GET /slots failed: ${err[1]}`, { trace: tr, force: true });
          access(c, "portal", t + 60, "GET", "/api/bulky/slots", 500, int(c.r, 30, 80), tr);
        },
        s + 2000,
        c.t1,
      );
    },
  },
  {
    category: "dependency",
    role: "reports",
    hints: ["crm", "dependency", "upstream", "503", "unavailable", "circuit"],
    severity: "high",
    note: (c) =>
      `the council CRM that ${c.name("reports")} files cases into answers 503; it opens its breaker at WARN and portal report submissions fail with 502`,
    run: (c, s) => {
      const host = pick(c.r, [
        "crm.council-services.example.net",
        "dynamics.crm11.example.com",
        "case-api.civica.example",
      ]);
      c.down.set("reports", {
        from: s,
        style: "5xx",
        status: 503,
        calleeSide: (cc, t, trace) => {
          const n = Math.round((t - s) / 900) + 6;
          if (t - s < 40000)
            cc.emit(
              "reports",
              t + 20,
              "warn",
              `CRM create case failed: POST https://${host}/api/cases -> 503 Service Unavailable (attempt 3/3), answering 503`,
              { trace, force: true },
            );
          else
            cc.emit(
              "reports",
              t + 5,
              "warn",
              `circuit crm-cases is OPEN (${n} failures), rejecting case creation with 503`,
              { trace, force: true },
            );
        },
      });
      c.emit(
        "reports",
        s + 3000,
        "warn",
        `CRM health check https://${host}/health -> 503 upstream connect error or disconnect/reset before headers`,
        { force: true },
      );
      c.periodic(
        30000,
        (t) => c.emit("reports", t, "warn", `CRM health check https://${host}/health -> 503`, { force: true }),
        s + 30000,
        c.t1,
      );
    },
  },
  {
    category: "disk",
    role: "weigh",
    hints: ["disk", "space", "enospc", "no space", "volume"],
    severity: "high",
    note: (c) =>
      `the ticket spool volume of ${c.name("weigh")} fills up; no weighbridge ticket can be written and trucks queue at the transfer station`,
    run: (c, s) => {
      const rt = c.rt("weigh");
      const text = byRt(rt, {
        cpp: "write(/var/lib/wb/spool/WB.tmp) failed: No space left on device (errno 28)",
        python: "OSError: [Errno 28] No space left on device: '/var/lib/wb/spool/ticket.tmp'",
        java: "java.io.IOException: No space left on device",
        dotnet: "System.IO.IOException: No space left on device : '/var/lib/wb/spool/ticket.tmp'",
        node: "Error: ENOSPC: no space left on device, write",
        go: "write /var/lib/wb/spool/ticket.tmp: no space left on device",
        ruby: "Errno::ENOSPC: No space left on device @ io_write - /var/lib/wb/spool/ticket.tmp",
      });
      c.emit("weigh", s - 90000, "warn", "disk usage on /var/lib/wb is 96% (threshold 80%)", { force: true });
      c.mute.set("weigh", s);
      c.every(
        0.04,
        (t) => {
          const tk = c.truck();
          c.emit("weigh", t, "error", `ticket for vrm="${tk.vrm}" not issued: ${text}`, { force: true });
          c.emit(
            "weigh",
            t + 200,
            "warn",
            `weighbridge lane ${int(c.r, 1, 2)} held, ${int(c.r, 2, 9)} vehicles queued`,
            { force: true },
          );
        },
        s,
        c.t1,
      );
      c.periodic(
        60000,
        (t) => c.emit("weigh", t, "error", "disk usage on /var/lib/wb is 100%, spool write failed", { force: true }),
        s + 10000,
        c.t1,
      );
      c.periodic(
        45000,
        (t) => c.emit("weigh", t, "error", `sqlite: database or disk is full (ticket index wb.db)`, { force: true }),
        s + 20000,
        c.t1,
      );
    },
  },
  {
    category: "memory",
    role: "telematics",
    hints: ["memory", "oom", "heap", "out of memory"],
    severity: "high",
    note: (c) =>
      `${c.name("telematics")} runs out of memory and crash-loops; its frames stop while bin-lift and weighbridge lookups to it are refused`,
    run: (c, s) => {
      const rt = c.rt("telematics");
      c.emit(
        "telematics",
        s - 120000,
        "warn",
        `frame buffer holding ${int(c.r, 300, 400)}k frames, backpressure on vehicle.frames`,
        { force: true },
      );
      c.emit(
        "telematics",
        s - 45000,
        "warn",
        `frame buffer holding ${int(c.r, 700, 900)}k frames, backpressure on vehicle.frames`,
        { force: true },
      );
      const crash = (t: number) => {
        if (rt === "go") {
          c.emit("telematics", t, "fatal", "fatal error: runtime: out of memory", {
            force: true,
            errType: "runtime: out of memory",
            stack: [
              "",
              "runtime stack:",
              "runtime.throw({0x1a2b3c4?, 0x400000?})",
              "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
              "runtime.sysMap(0xc0a4000000, 0x4000000, 0x2e8e5f0?)",
              "\t/usr/local/go/src/runtime/mem_linux.go:167 +0xc8",
              "runtime.(*mheap).grow(0x2e6e920, 0x2?)",
              "\t/usr/local/go/src/runtime/mheap.go:1501 +0x225",
              "",
              "goroutine 211 [running]:",
              "main/internal/frames.(*Buffer).Append(0xc000122000, {0xc0b2f1e000, 0x1e, 0x20})",
              "\t/build/internal/frames/buffer.go:88 +0x1f4",
            ],
          });
        } else if (rt === "java") {
          const st = stack(c.r, rt, c.estate.pkg, "java.lang.OutOfMemoryError", "Java heap space", [
            { mod: "frames.FrameBuffer", fn: "append" },
            { mod: "frames.FrameConsumer", fn: "onBatch" },
          ]);
          c.emit(
            "telematics",
            t,
            "error",
            'Exception in thread "kafka-consumer-0" java.lang.OutOfMemoryError: Java heap space',
            { stack: st, force: true, errType: "java.lang.OutOfMemoryError" },
          );
          c.emit("telematics", t + 200, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space", {
            force: true,
          });
        } else {
          c.emit(
            "telematics",
            t,
            "fatal",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            {
              force: true,
              errType: "heap out of memory",
              stack: [
                "<--- Last few GCs --->",
                `[1:0x6a3f2c0]  ${int(c.r, 800000, 900000)} ms: Mark-Compact 2041.6 (2083.2) -> 2039.9 (2084.4) MB, 1744.21 / 0.00 ms  (average mu = 0.112, current mu = 0.020) allocation failure`,
                "<--- JS stacktrace --->",
                " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
                " 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              ],
            },
          );
        }
      };
      crash(s);
      c.mute.set("telematics", s);
      // crash loop: each restart logs its banner and dies again
      for (let t = s + int(c.r, 20000, 40000), k = 1; t < c.t1; t += 10000 * 2 ** Math.min(k, 4), k++) {
        c.emit(
          "telematics",
          t,
          "info",
          `starting ${c.name("telematics")} version=3.${int(c.r, 10, 20)}.${int(c.r, 0, 9)} replaying from committed offsets`,
          { force: true },
        );
        if (k % 2 === 1) crash(t + int(c.r, 8000, 20000));
      }
      c.down.set("telematics", { from: s, style: "refused" });
      c.periodic(
        30000,
        (t) =>
          c.emit(
            "tablet",
            t,
            "warn",
            `live positions stale for ${int(c.r, 12, 26)} cabs (no update from ${c.name("telematics")} in ${Math.round((t - s) / 1000)}s)`,
          ),
        s + 60000,
        c.t1,
      );
    },
  },
  {
    category: "configuration",
    role: "tablet",
    hints: ["config", "url", "setting", "environment", "manifest_base_url", "localhost"],
    severity: "medium",
    note: (c) =>
      `a release of ${c.name("tablet")} starts without MANIFEST_BASE_URL and every cab manifest pull goes to localhost and fails`,
    run: (c, s) => {
      const rt = c.rt("tablet");
      deploy(c, "tablet", s - 11000, `v4.${int(c.r, 8, 12)}.0`);
      c.emit("tablet", s - 500, "warn", "MANIFEST_BASE_URL not set, using http://localhost:8081", {
        force: true,
      });
      const refused = byRt(rt, {
        node: "connect ECONNREFUSED 127.0.0.1:8081",
        java: 'I/O error on GET request for "http://localhost:8081/v1/manifests/current": Connection refused',
        go: 'Get "http://localhost:8081/v1/manifests/current": dial tcp 127.0.0.1:8081: connect: connection refused',
        dotnet: "System.Net.Http.HttpRequestException: Connection refused (localhost:8081)",
        python: "httpx.ConnectError: [Errno 111] Connection refused (http://localhost:8081/v1/manifests/current)",
        ruby: "Faraday::ConnectionFailed: Failed to open TCP connection to localhost:8081",
        cpp: "curl error 7: Failed to connect to localhost port 8081",
      });
      c.intercept.set("tablet>routing", (t, trace) => {
        if (t < s) return true;
        const tk = c.truck();
        c.emit("tablet", t, "error", `manifest pull for cab ${tk.fleet} failed: ${refused}`, { trace });
        c.emit(
          "tablet",
          t + 5,
          "warn",
          `cab ${tk.fleet} keeps cached manifest from ${new Date(s - int(c.r, 8, 20) * 3600000).toISOString().slice(0, 16)}Z`,
          { trace },
        );
        return false;
      });
      c.periodic(
        60000,
        (t) => c.emit("tablet", t, "error", `${int(c.r, 14, 30)} cabs running on stale manifests (newest pull failed)`),
        s + 60000,
        c.t1,
      );
    },
  },
  {
    category: "authentication",
    role: "rfid",
    hints: ["auth", "credential", "password", "not authorized", "mqtt", "connack"],
    severity: "high",
    note: (c) =>
      `${c.name("rfid")} is refused by the truck MQTT broker with bad username or password after its credential expires; bin lifts stop arriving`,
    run: (c, s) => {
      const rt = c.rt("rfid");
      const msg = byRt(rt, {
        go: "mqtt connect: not Authorized",
        cpp: "MQTT CONNACK rc=5 (Connection Refused: not authorised)",
        python: "paho.mqtt: Connection Refused: not authorised. (rc=5)",
        java: "MqttSecurityException: Not authorized to connect (5)",
        node: "Error: Connection refused: Not authorized",
        dotnet: "MQTTnet.Exceptions.MqttConnectingFailedException: Connecting with MQTT server failed (NotAuthorized).",
        ruby: "MQTT::ProtocolException: Connection refused: not authorised",
      });
      c.emit("rfid", s, "warn", "mqtt: connection to broker mqtt.fleet.internal:8883 lost (EOF), reconnecting", {
        force: true,
      });
      c.mute.set("rfid", s);
      for (let t = s + 1000, k = 0; t < c.t1; t += Math.min(30000, 1000 * 2 ** k), k++) {
        c.emit("rfid", t, "error", `${msg} (client=lift-ingest-${hex(c.r, 4)} user=svc-liftingest)`, { force: true });
        c.emit(
          "rfid",
          t + 20,
          "warn",
          `mqtt reconnect attempt ${k + 1} failed, next in ${Math.min(30, 2 ** (k + 1))}s`,
          { force: true },
        );
      }
      c.periodic(
        60000,
        (t) =>
          c.emit(
            "reports",
            t,
            "warn",
            `no lift events received for ${Math.round((t - s) / 60000)} min, auto-close paused`,
          ),
        s + 60000,
        c.t1,
      );
    },
  },
  {
    category: "timeout",
    role: "routing",
    hints: ["timeout", "timed out", "deadline", "exceeded"],
    severity: "high",
    note: (c) =>
      `${c.name("routing")} requests start running past their 30 s deadline (warnings only); the portal, cab tablets and reports time out calling it`,
    run: (c, s) => {
      c.down.set("routing", {
        from: s,
        style: "timeout",
        calleeSide: (cc, t, trace) => {
          if (cc.r() < 0.5)
            cc.emit(
              "routing",
              t + 30000 + int(cc.r, 5, 900),
              "warn",
              `request exceeded deadline 30000ms, abandoned (round lookup held ${int(cc.r, 30, 90)}s on solver lock)`,
              { trace, force: true },
            );
        },
      });
      c.mute.set("routing", s);
      c.periodic(
        20000,
        (t) =>
          c.emit(
            "routing",
            t,
            "warn",
            `worker pool saturated: 8/8 busy, ${int(c.r, 30, 140)} queued, oldest ${int(c.r, 30, 200)}s`,
            { force: true },
          ),
        s + 5000,
        c.t1,
      );
    },
  },
  {
    category: "null_reference",
    role: "portal",
    hints: ["null", "undefined", "nil", "reference", "nonetype"],
    severity: "medium",
    note: (c) =>
      `${c.name("portal")} dereferences a missing round on properties without a schedule and answers 500 on collection-day lookups`,
    run: (c, s) => {
      const rt = c.rt("portal");
      const e = byRt(rt, {
        node: ["TypeError", "Cannot read properties of undefined (reading 'roundId')"],
        ruby: ["NoMethodError", "undefined method `round_id' for nil:NilClass"],
        dotnet: ["System.NullReferenceException", "Object reference not set to an instance of an object."],
        java: ["java.lang.NullPointerException", 'Cannot invoke "Schedule.getRoundId()" because "schedule" is null'],
        python: ["AttributeError", "'NoneType' object has no attribute 'round_id'"],
        go: ["panic: runtime error", "invalid memory address or nil pointer dereference"],
        cpp: ["std::logic_error", "null schedule"],
      });
      c.emit(
        "routing",
        s - 12000,
        "info",
        `gazetteer import: ${int(c.r, 300, 600)} new properties added from LLPG extract, round assignment pending`,
      );
      c.every(
        0.3,
        (t) => {
          const tr = c.newTrace();
          const st = stack(c.r, rt, c.estate.pkg, e[0], e[1], [
            { mod: "collections.ScheduleView", fn: "nextCollection" },
            { mod: "collections.CollectionsController", fn: "show" },
          ]);
          c.emit("routing", t - 30, "info", `schedule uprn=${c.uprn()} round=none (property not on a round)`, {
            trace: tr,
          });
          c.emit("portal", t, "error", `unhandled error on GET /api/collections: ${e[1]}`, {
            trace: tr,
            stack: st,
            errType: e[0],
          });
          access(c, "portal", t + 2, "GET", `/api/collections/${c.uprn()}`, 500, int(c.r, 5, 30), tr);
        },
        s,
        c.t1,
      );
    },
  },
];
