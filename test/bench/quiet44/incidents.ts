// The eight failures of quiet44, one per category, each told by its origin and, more loudly, by its callers.
import { rollout } from "./background.js";
import { callId, type Estate } from "./estates.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface IncidentKind {
  key: string;
  estate: Estate["key"];
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  gen(s: Stream, E: Estate, t0: number): void;
}

export const INCIDENTS: IncidentKind[] = [
  {
    key: "cdr-spool-full",
    estate: "ringwell",
    category: "disk",
    origin: "cdr-rater",
    hints: ["disk", "space", "enospc", "errno 28", "device"],
    severity: "high",
    note: "the CDR spool volume of cdr-rater fills up; rating stops, the SBC spools CDRs locally and the ledger receives empty batches",
    gen(s, _E, t0) {
      const r = s.r;
      s.every(
        60000,
        (t) =>
          s.emit(
            t,
            "cdr-rater",
            "warn",
            `spool /var/spool/cdr usage ${Math.min(99, 90 + Math.round((t - t0 + 240000) / 60000))}% (${r.int(1, 3)}.${r.digits(1)}G free)`,
          ),
        t0 - 240000,
        t0,
      );
      s.mute("cdr-rater", t0, s.end, 0.05);
      s.every(
        900,
        (t) => {
          const st = pyStack(
            r,
            [
              ["/app/rater/spool.py", "persist", "fh.write(record.to_csv())"],
              ["/app/rater/worker.py", "handle_cdr", "self.spool.persist(cdr)"],
            ],
            "OSError: [Errno 28] No space left on device",
          );
          s.emit(
            t,
            "cdr-rater",
            "error",
            `failed to persist cdr ci=${r.hex(8)} to /var/spool/cdr/incoming/${r.hex(6)}.csv`,
            r.chance(0.35) ? { stack: st, errType: "OSError" } : { errType: "OSError" },
          );
        },
        t0,
        s.end,
      );
      s.every(
        500,
        (t) => {
          const ci = callId(r);
          s.emit(
            t,
            "sip-edge",
            "error",
            `acc: POST http://cdr-rater:8000/v1/cdr failed: 500 Internal Server Error, cdr for ci=${ci.slice(0, 8)} written to local fallback spool`,
            { id: ci },
          );
        },
        t0 + 2000,
        s.end,
      );
      s.every(
        20000,
        (t) =>
          s.emit(
            t,
            "sip-edge",
            "warn",
            `acc fallback spool holds ${Math.round((t - t0) / 200)} records, replay pending`,
          ),
        t0 + 30000,
        s.end,
      );
      s.every(
        60000,
        (t) =>
          s.emit(
            t,
            "billing-ledger",
            "warn",
            "batch window closed with 0 rated CDRs from cdr-rater (expected ~400), ledger lagging",
          ),
        t0 + 60000,
        s.end,
      );
      s.every(
        15000,
        (t) =>
          s.emit(
            t,
            "voice-api",
            "warn",
            `GET /2010-04-01/Accounts/AC${r.hex(10)}/Calls/CA${r.hex(10)}.json price=null (rating pending > 120s)`,
          ),
        t0 + 90000,
        s.end,
      );
    },
  },
  {
    key: "smpp-bind-rejected",
    estate: "ringwell",
    category: "authentication",
    origin: "sms-gateway",
    hints: ["auth", "password", "bind", "credential", "rinvpaswd", "esme"],
    severity: "medium",
    note: "the SMSC rejects every SMPP bind of sms-gateway with invalid password; outbound SMS queue and API 503s grow",
    gen(s, _E, t0) {
      const r = s.r;
      s.mute("sms-gateway", t0, s.end, 0.0);
      s.emit(t0, "sms-gateway", "warn", "SMPP session smsc-tier1#1 unbound by peer (unbind received), reconnecting");
      s.every(
        5000,
        (t) =>
          s.emit(
            t,
            "sms-gateway",
            "error",
            `SMPP bind_transceiver to smpp.tier1-carrier.example:2775 system_id=ringwell01 failed: command_status=0x0000000E (ESME_RINVPASWD Invalid Password)`,
          ),
        t0 + 300,
        s.end,
      );
      s.every(
        30000,
        (t) =>
          s.emit(
            t,
            "sms-gateway",
            "warn",
            `outbound queue depth ${Math.round((t - t0) / 60)} messages, 0 of 4 SMPP sessions bound`,
          ),
        t0 + 15000,
        s.end,
      );
      s.every(
        350,
        (t) => {
          const ci = `SM${r.hex(12)}`;
          const code = r.chance(0.8) ? "503 Service Unavailable" : "502 Bad Gateway";
          s.emit(
            t,
            "voice-api",
            "error",
            `POST /2010-04-01/Accounts/AC${r.hex(10)}/Messages.json ${code} ${r.int(2, 30)}ms upstream=sms-gateway err="no bound SMPP session"`,
            { id: ci },
          );
          if (r.chance(0.4))
            s.emit(
              t + r.int(200, 900),
              "voice-api",
              "warn",
              `retrying message ${ci} via sms-gateway (attempt ${r.int(2, 5)}/5)`,
              { id: ci },
            );
        },
        t0 + 4000,
        s.end,
      );
    },
  },
  {
    key: "router-nil-pointer",
    estate: "ringwell",
    category: "null_reference",
    origin: "call-router",
    hints: ["nil", "null", "pointer", "dereference", "panic"],
    severity: "high",
    note: "call-router panics with a nil pointer dereference on routes without an LCR entry; the SBC answers callers 503",
    gen(s, _E, t0) {
      const r = s.r;
      s.mute("call-router", t0, s.end, 0.3);
      s.every(
        1200,
        (t) => {
          const ci = callId(r);
          s.emit(
            t,
            "call-router",
            "error",
            `http: panic serving 10.20.${r.int(1, 9)}.${r.int(2, 60)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
            {
              id: ci,
              errType: "runtime.Error",
              stack: goPanic(r, "", [
                ["github.com/ringwell/call-router/internal/lcr.(*Table).pickCarrier", "/src/internal/lcr/table.go"],
                ["github.com/ringwell/call-router/internal/route.(*Handler).Route", "/src/internal/route/handler.go"],
                ["net/http.HandlerFunc.ServeHTTP", "/usr/local/go/src/net/http/server.go"],
              ]).slice(3),
            },
          );
          s.emit(
            t + r.int(3, 20),
            "sip-edge",
            "error",
            `t_relay: http_async_query call-router/route returned 500, replying 503 Service Unavailable to ci=${ci.slice(0, 8)}`,
            { id: ci },
          );
          if (r.chance(0.5))
            s.emit(
              t + r.int(20, 80),
              "voice-api",
              "error",
              `POST /2010-04-01/Accounts/AC${r.hex(10)}/Calls.json 502 Bad Gateway: call-router returned 500`,
              { id: ci },
            );
        },
        t0,
        s.end,
      );
      s.every(
        400,
        (t) =>
          s.emit(
            t,
            "sip-edge",
            "warn",
            `INVITE ci=${r.hex(8)} retransmission from ${r.pick(["198.51.100", "203.0.113"])}.${r.int(2, 250)} after 503, Retry-After 5`,
          ),
        t0 + 5000,
        s.end,
      );
    },
  },
  {
    key: "sfu-node-unreachable",
    estate: "meetbright",
    category: "network",
    origin: "sfu-media",
    hints: ["network", "unreachable", "route", "connection", "socket", "reset"],
    severity: "high",
    note: "sfu-media on one node loses its network path (no route to host / network unreachable); signalling moves peers and ICE drops",
    gen(s, _E, t0) {
      const r = s.r;
      s.mute("sfu-media", t0, s.end, 0.4);
      s.every(
        1500,
        (t) =>
          s.emit(
            t,
            "sfu-media",
            "warn",
            r.pick([
              `sfu-3: write udp 10.44.3.17:50000->${r.int(80, 200)}.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}:${r.int(40000, 60000)}: sendto: network is unreachable`,
              `sfu-3: grpc: addrConn.createTransport failed to connect to {Addr: "room-service:9090"}: dial tcp 10.44.0.12:9090: connect: no route to host`,
              `sfu-3: rtcp read: read udp 10.44.3.17:50000: recvmsg: connection refused`,
            ]),
          ),
        t0,
        s.end,
      );
      s.every(
        700,
        (t) => {
          const p = r.hex(8);
          s.emit(
            t,
            "signal-ws",
            "error",
            `sfu-3 request allocate failed: connect EHOSTUNREACH 10.44.3.17:7000 (peer ${p}), reassigning`,
          );
          if (r.chance(0.6))
            s.emit(
              t + r.int(100, 600),
              "signal-ws",
              "warn",
              `peer ${p} ICE state disconnected on sfu-3, sending ice-restart`,
            );
        },
        t0 + 3000,
        s.end,
      );
      s.every(
        5000,
        (t) =>
          s.emit(
            t,
            "room-service",
            "warn",
            `media node sfu-3 missed ${Math.min(9, 3 + Math.round((t - t0) / 20000))} heartbeats, marked unhealthy`,
          ),
        t0 + 15000,
        s.end,
      );
      s.every(
        2500,
        (t) =>
          s.emit(
            t,
            "meet-api",
            "error",
            `POST /api/v2/rooms/${r.hex(6)}/join 502 upstream signal-ws: sfu allocation failed`,
          ),
        t0 + 8000,
        s.end,
      );
    },
  },
  {
    key: "room-service-heap",
    estate: "meetbright",
    category: "memory",
    origin: "room-service",
    hints: ["memory", "heap", "outofmemory", "oom", "gc overhead"],
    severity: "high",
    note: "room-service's heap fills (participant cache leak): long GCs, OutOfMemoryError and an OOM kill; joins time out at the callers",
    gen(s, _E, t0) {
      const r = s.r;
      s.every(
        15000,
        (t) => {
          const used = Math.min(4090, 3000 + Math.round((t - t0) / 200));
          s.emit(
            t,
            "room-service",
            "warn",
            `[gc] GC(${r.int(900, 2000)}) Pause Full (G1 Compaction Pause) ${used}M->${used - r.int(2, 30)}M(4096M) ${r.int(1800, 5200)}.${r.digits(3)}ms`,
          );
        },
        t0,
        s.end,
      );
      s.mute("room-service", t0 + 90000, s.end, 0.15);
      s.every(
        9000,
        (t) =>
          s.emit(
            t,
            "room-service",
            "error",
            "Handler dispatch failed; nested exception is java.lang.OutOfMemoryError: Java heap space",
            {
              errType: "java.lang.OutOfMemoryError",
              stack: javaStack(r, "java.lang.OutOfMemoryError: Java heap space", [
                "java.base/java.util.HashMap.resize",
                "io.meetbright.room.ParticipantCache.put",
                "io.meetbright.room.RoomController.join",
              ]),
            },
          ),
        t0 + 150000,
        s.end,
      );
      s.emit(t0 + 260000, "room-service", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      s.emit(
        t0 + 262000,
        "room-service",
        "info",
        "Starting RoomServiceApplication v4.8.1 using Java 21.0.2 with PID 1 (restart 1, last state OOMKilled)",
      );
      s.every(
        600,
        (t) => {
          const tr = r.hex(32);
          s.emit(
            t,
            "meet-api",
            "error",
            `POST /api/v2/rooms/${r.hex(6)}/join 504 ${r.int(5000, 5050)}ms upstream room-service: timeout of 5000ms exceeded`,
            { id: tr },
          );
          if (r.chance(0.5))
            s.emit(
              t + r.int(300, 800),
              "signal-ws",
              "error",
              `join failed: room-service GET /rooms/${r.hex(6)}/participants -> 503`,
              { id: tr },
            );
        },
        t0 + 100000,
        s.end,
      );
    },
  },
  {
    key: "ivr-missing-property",
    estate: "callharbor",
    category: "configuration",
    origin: "ivr-engine",
    hints: ["config", "placeholder", "property", "setting"],
    severity: "high",
    note: "a new ivr-engine release needs a TTS voice property that its config lacks; it fails to start and calls skip the menu",
    gen(s, E, t0) {
      const r = s.r;
      rollout(s, E, "ivr-engine", t0 - 6000);
      s.mute("ivr-engine", t0, s.end, 0);
      s.every(
        25000,
        (t) => {
          s.emit(
            t,
            "ivr-engine",
            "warn",
            "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'ttsClient': Injection of autowired dependencies failed",
          );
          s.emit(t + 200, "ivr-engine", "error", "Application run failed", {
            errType: "IllegalArgumentException",
            stack: javaStack(
              r,
              `java.lang.IllegalArgumentException: Could not resolve placeholder 'ivr.tts.default-voice' in value "${"$"}{ivr.tts.default-voice}"`,
              [
                "org.springframework.util.PropertyPlaceholderHelper.parseStringValue",
                "org.springframework.beans.factory.support.AbstractBeanFactory.resolveEmbeddedValue",
                "io.callharbor.ivr.IvrEngineApplication.main",
              ],
            ),
          });
          s.emit(t + 1500, "ivr-engine", "info", "Starting IvrEngineApplication using Java 21.0.2 with PID 1");
        },
        t0,
        s.end,
        0.1,
      );
      s.every(
        800,
        (t) =>
          s.emit(
            t,
            "telephony-bridge",
            "error",
            `[ERR] mod_httapi.c:2807 Error fetching http://ivr-engine:8080/flow/main-menu: Connection refused, playing fallback and bridging to queue general`,
          ),
        t0 + 2000,
        s.end,
      );
      s.every(
        5000,
        (t) =>
          s.emit(
            t,
            "skills-router",
            "warn",
            `queue=general overflow: ${Math.round((t - t0) / 3000)} untriaged calls without intent, skills=[en]`,
          ),
        t0 + 20000,
        s.end,
      );
    },
  },
  {
    key: "router-deadline",
    estate: "callharbor",
    category: "timeout",
    origin: "skills-router",
    hints: ["timeout", "deadline", "timed out"],
    severity: "medium",
    note: "skills-router's route decisions exceed their deadline (it only warns); the bridge retries loudly and agents sit idle",
    gen(s, _E, t0) {
      const r = s.r;
      s.mute("skills-router", t0, s.end, 0.25);
      s.every(
        1400,
        (t) =>
          s.emit(
            t,
            "skills-router",
            "warn",
            `route call=${r.hex(8)} queue=${r.pick(["billing", "tech-support", "claims"])}: scoring ${r.int(350, 480)} candidates took ${r.int(3000, 3050)}ms: context deadline exceeded, requeued`,
          ),
        t0,
        s.end,
      );
      s.every(
        300,
        (t) =>
          s.emit(
            t,
            "telephony-bridge",
            "error",
            `[ERR] mod_callcenter.c:1712 route request to skills-router for ${r.hex(8)}-${r.hex(4)} timed out after 5000ms, retry ${r.int(1, 5)}/5`,
          ),
        t0 + 5000,
        s.end,
      );
      s.every(
        8000,
        (t) => s.emit(t, "agent-desktop-api", "warn", `${r.int(40, 160)} agents Ready with no offer for > 90s`),
        t0 + 90000,
        s.end,
      );
      s.every(
        15000,
        (t) =>
          s.emit(
            t,
            "queue-stats",
            "warn",
            `longest wait ${Math.round((t - t0) / 1000) + 40}s, SL(20s)=${Math.max(5, 80 - Math.round((t - t0) / 8000))}%`,
          ),
        t0 + 30000,
        s.end,
      );
    },
  },
  {
    key: "salesforce-503-breaker",
    estate: "callharbor",
    category: "dependency",
    origin: "crm-connector",
    hints: ["503", "unavailable", "salesforce", "circuit", "dependency", "upstream"],
    severity: "medium",
    note: "Salesforce answers 503 to crm-connector, whose circuit breaker opens; screen-pops fail at the agent desktop",
    gen(s, _E, t0) {
      const r = s.r;
      s.mute("crm-connector", t0, s.end, 0.1);
      s.every(
        2000,
        (t) =>
          s.emit(
            t,
            "crm-connector",
            "error",
            `fail: CallHarbor.Crm.SalesforceClient[0] GET https://callharbor.my.salesforce.com/services/data/v59.0/query failed`,
            {
              errType: "HttpRequestException",
              stack: r.chance(0.3)
                ? dotnetStack(
                    r,
                    "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
                    [
                      "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode",
                      "CallHarbor.Crm.SalesforceClient.QueryAsync",
                    ],
                  )
                : undefined,
            },
          ),
        t0,
        s.end,
      );
      s.every(
        30000,
        (t) =>
          s.emit(
            t,
            "crm-connector",
            "warn",
            "warn: Polly[3] Circuit breaker 'salesforce' opened for 00:00:30 after 5 consecutive failures (503 Service Unavailable)",
          ),
        t0 + 10000,
        s.end,
      );
      s.every(
        450,
        (t) => {
          const st = nodeStack(r, "Error: Request failed with status code 502", [
            ["settle", "/app/node_modules/axios/lib/core/settle.js"],
            ["ScreenPop.lookup", "/app/dist/screenpop.js"],
          ]);
          s.emit(
            t,
            "agent-desktop-api",
            "error",
            `screen-pop for agent-${r.int(1000, 1600)}: crm-connector GET /api/contacts?ani=${r.digits(10)} -> 502, showing ANI only`,
            r.chance(0.1) ? { stack: st, errType: "AxiosError" } : {},
          );
        },
        t0 + 3000,
        s.end,
      );
    },
  },
];
