// The eight failures, one per category, each played the way such failures show up: callers complain in their own
// words and often louder than the service where the trouble is.
import type { Ctx } from "./stream.js";

export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(ctx: Ctx, s: number): void;
}

export const INCIDENTS: Incident[] = [
  {
    estate: "sentinel",
    origin: "callout-dialer",
    category: "dependency",
    hints: ["503", "unavailable", "telephony", "provider", "upstream", "circuit", "sip"],
    severity: "high",
    note: "The cloud telephony provider behind callout-dialer starts answering 503, so keyholder call-outs fail, its breaker opens and operators retry by hand.",
    run(ctx, s) {
      const r = ctx.rng;
      const end = ctx.t1;
      ctx.thin("callout-dialer", s, end, 0.15);
      ctx.poisson(
        14,
        (t) => {
          const c = `C-${r.hex(8)}`;
          ctx.emit(
            t,
            "callout-dialer",
            "warn",
            `Outbound call ${c} rejected by provider: POST https://api.voice-cloud.example/2010-04-01/Accounts/AC${r.hex(8)}/Calls.json returned 503 Service Unavailable (x-request-id ${r.hex(12)})`,
          );
        },
        s,
        end,
      );
      ctx.emit(
        s + 40000,
        "callout-dialer",
        "error",
        `Polly circuit breaker for 'voice-provider' opened for 30s after 10 consecutive failures`,
        {
          stack: ctx.stack(
            "callout-dialer",
            "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
            [
              [
                "Polly.CircuitBreaker.CircuitStateController`1",
                "OnActionPreExecute()",
                "/_/src/Polly/CircuitBreaker/CircuitStateController.cs",
                147,
              ],
              [
                "Sentinel.Callout.VoiceClient",
                "PlaceCallAsync(CallRequest req, CancellationToken ct)",
                "/src/Sentinel.Callout/VoiceClient.cs",
                88,
              ],
              [
                "Sentinel.Callout.CalloutWorker",
                "ExecuteAsync(CancellationToken stoppingToken)",
                "/src/Sentinel.Callout/CalloutWorker.cs",
                54,
              ],
            ],
          ),
          errKind: "BrokenCircuitException",
        },
      );
      ctx.every(
        32000,
        (t) => {
          ctx.emit(
            t,
            "callout-dialer",
            "warn",
            `Circuit 'voice-provider' half-open: trial call failed with 503, re-opening for 30s`,
          );
        },
        s + 72000,
        end,
      );
      ctx.poisson(
        20,
        (t) => {
          const al = `A-${r.int(100000, 999999)}`;
          ctx.emit(
            t,
            "operator-console",
            "error",
            `POST /api/alarms/${al}/callout 502 ${r.int(30, 2100)}ms - callout-dialer: "voice provider unavailable"`,
            { trace: ctx.trace() },
          );
          if (r.chance(0.6))
            ctx.emit(
              t + r.int(4000, 15000),
              "operator-console",
              "warn",
              `${r.pick(["op-04", "op-11", "op-17", "op-23"])} retried call-out for ${al} (attempt ${r.int(2, 5)})`,
            );
        },
        s + 20000,
        end,
      );
      ctx.poisson(
        3,
        (t) => {
          ctx.emit(
            t,
            "alarm-queue",
            "warn",
            `alarm A-${r.int(100000, 999999)} breached SLA 90s: awaiting keyholder call-out`,
          );
        },
        s + 90000,
        end,
      );
    },
  },
  {
    estate: "sentinel",
    origin: "alarm-queue",
    category: "database",
    hints: ["connection", "pool", "database", "postgres", "sql", "hikari", "jdbc"],
    severity: "high",
    note: "alarm-queue exhausts its PostgreSQL connection pool (server out of connection slots), so alarms cannot be enqueued and the router retries hard.",
    run(ctx, s) {
      const r = ctx.rng;
      const end = ctx.t1;
      ctx.thin("alarm-queue", s, end, 0.1);
      ctx.emit(
        s,
        "alarm-queue",
        "warn",
        `com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).`,
      );
      ctx.poisson(
        8,
        (t) => {
          ctx.emit(
            t,
            "alarm-queue",
            "error",
            `o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(40, 160)})`,
          );
        },
        s + 30000,
        end,
      );
      ctx.poisson(
        2.5,
        (t) => {
          ctx.emit(t, "alarm-queue", "error", `c.s.arc.queue.AlarmRepository : enqueue failed`, {
            stack: ctx.stack(
              "alarm-queue",
              "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
              [
                ["org.postgresql.core.v3.ConnectionFactoryImpl", "doAuthentication", "ConnectionFactoryImpl.java", 693],
                ["org.postgresql.core.v3.ConnectionFactoryImpl", "tryConnect", "ConnectionFactoryImpl.java", 203],
                ["com.zaxxer.hikari.pool.HikariPool", "createPoolEntry", "HikariPool.java", 476],
                ["c.s.arc.queue.AlarmRepository", "insert", "AlarmRepository.java", 61],
              ],
            ),
            errKind: "org.postgresql.util.PSQLException",
          });
        },
        s + 5000,
        end,
      );
      ctx.thin("alarm-router", s + 30000, end, 0.5);
      ctx.poisson(
        40,
        (t) => {
          const a = String(r.int(1000, 99999)).padStart(6, "0");
          ctx.emit(
            t,
            "alarm-router",
            "error",
            `c.s.arc.router.QueueClient : POST http://alarm-queue:8080/alarms failed for acct=${a}: 503 SERVICE_UNAVAILABLE, retry ${r.int(1, 5)}/5 in ${r.pick([200, 400, 800, 1600])}ms`,
            { trace: ctx.trace() },
          );
        },
        s + 31000,
        end,
      );
      ctx.poisson(
        10,
        (t) => {
          ctx.emit(
            t,
            "operator-console",
            "error",
            `GET /api/queue?state=waiting 500 ${r.int(30000, 30200)}ms - upstream alarm-queue error`,
            { trace: ctx.trace() },
          );
        },
        s + 35000,
        end,
      );
      ctx.poisson(
        1,
        (t) =>
          ctx.emit(
            t,
            "sia-receiver",
            "warn",
            `router backpressure: ${r.int(100, 900)} events buffered awaiting alarm-router ack`,
          ),
        s + 60000,
        end,
      );
    },
  },
  {
    estate: "halo",
    origin: "cellular-gw",
    category: "network",
    hints: ["network", "route", "reset", "connection", "tunnel", "unreachable", "ipsec"],
    severity: "high",
    note: "The IPsec tunnel from cellular-gw to the carrier packet gateway drops (no route to host, sessions reset), so every LTE hub goes offline and supervision alarms pile up.",
    run(ctx, s) {
      const r = ctx.rng;
      const end = ctx.t1;
      ctx.thin("cellular-gw", s, end, 0.05);
      ctx.emit(
        s,
        "cellular-gw",
        "warn",
        `charon: 09[IKE] giving up after 5 retransmits, DPD to 198.51.100.${r.int(2, 200)} failed`,
      );
      ctx.emit(
        s + 300,
        "cellular-gw",
        "error",
        `charon: 09[IKE] closing CHILD_SA carrier-pgw{1} with SPIs c${r.hex(7)}_i (${r.int(1, 9)}GB) ${r.hex(8)}_o`,
      );
      ctx.poisson(
        25,
        (t) => {
          ctx.emit(
            t,
            "cellular-gw",
            "error",
            r.chance(0.5)
              ? `session hub H-${r.hex(6)}: recv failed: Connection reset by peer (errno 104)`
              : `tunnel carrier-pgw: sendto 10.${r.int(64, 70)}.${r.int(0, 255)}.${r.int(1, 254)}:5684 failed: No route to host (errno 113)`,
          );
        },
        s + 1000,
        end,
      );
      ctx.every(
        20000,
        (t) =>
          ctx.emit(
            t,
            "cellular-gw",
            "warn",
            `charon: 12[IKE] initiating IKE_SA carrier-pgw[${r.int(3, 90)}] to 198.51.100.${r.int(2, 200)}: retransmit 3 of request with message ID 0`,
          ),
        s + 15000,
        end,
      );
      ctx.poisson(
        60,
        (t) => {
          ctx.emit(
            t,
            "device-registry",
            "warn",
            `hub H-${r.hex(6)} missed check-in (path=lte, last seen ${r.int(60, 600)}s ago)`,
          );
        },
        s + 60000,
        end,
      );
      ctx.poisson(
        10,
        (t) => {
          ctx.emit(
            t,
            "panel-link",
            "error",
            `command to hub H-${r.hex(6)} not acknowledged: no PUBACK within 10s (hub offline)`,
            { trace: ctx.trace() },
          );
        },
        s + 40000,
        end,
      );
      ctx.poisson(
        12,
        (t) => {
          ctx.emit(
            t,
            "app-gateway",
            "error",
            `POST /v3/systems/S-${r.hex(6)}/arm 504 10${r.int(100, 900)}ms - arming-service: hub did not respond`,
            { trace: ctx.trace() },
          );
        },
        s + 45000,
        end,
      );
      ctx.poisson(
        4,
        (t) => {
          ctx.emit(
            t,
            "monitoring-handoff",
            "warn",
            `c.h.handoff.ArcForwarder : forwarding supervision failure for S-${r.hex(6)} to ARC partner (hub offline > 120s)`,
          );
        },
        s + 130000,
        end,
      );
    },
  },
  {
    estate: "halo",
    origin: "notify-push",
    category: "configuration",
    hints: ["config", "topic", "missing", "apns", "setting", "environment"],
    severity: "medium",
    note: "notify-push is released with APNS_TOPIC unset, so every iOS push is rejected with MissingTopic while Android pushes still work.",
    run(ctx, s) {
      const r = ctx.rng;
      const end = ctx.t1;
      ctx.emit(s - 20000, "notify-push", "info", `Received SIGTERM, draining in-flight requests (grace period 30s)`, {
        force: true,
      });
      ctx.emit(s - 2000, "notify-push", "info", `notify-push@5.4.0 listening on :8080 (node v20.14.0)`, {
        force: true,
      });
      ctx.emit(s - 1500, "notify-push", "warn", `config: APNS_TOPIC is not set, falling back to ''`, { force: true });
      ctx.emit(
        s - 1000,
        "notify-push",
        "info",
        `apns: connected to api.push.apple.com:443 (http2, token auth key ${r.hex(10).toUpperCase()})`,
        { force: true },
      );
      ctx.poisson(
        18,
        (t) => {
          const id = r.hex(8);
          ctx.emit(
            t,
            "notify-push",
            "error",
            `apns rejected push ${id}-${r.hex(4)}: 400 {"reason":"MissingTopic"} device=${r.hex(8)}…`,
            {
              stack: r.chance(0.3)
                ? ctx.stack("notify-push", `ApnsError: MissingTopic`, [
                    ["", "Http2Client.send", "/app/node_modules/@parse/node-apn/lib/protocol/endpoint.js", 168],
                    ["", "async ApnsSender.deliver", "/app/dist/senders/apns.js", 74],
                    ["", "async Dispatcher.fanout", "/app/dist/dispatcher.js", 112],
                  ])
                : undefined,
              errKind: "ApnsError",
            },
          );
        },
        s,
        end,
      );
      ctx.poisson(
        9,
        (t) => {
          ctx.emit(
            t,
            "arming-service",
            "warn",
            `push for System S-${r.hex(6)} partially failed: notify-push reported 0/${r.int(1, 3)} iOS deliveries (fcm ok)`,
            { trace: ctx.trace() },
          );
        },
        s + 5000,
        end,
      );
      ctx.poisson(
        3,
        (t) => {
          ctx.emit(
            t,
            "app-gateway",
            "warn",
            `support: user u_${r.hex(6)} reports no alarm notification on iPhone (ticket ZD-${r.int(40000, 49999)})`,
          );
        },
        s + 120000,
        end,
      );
    },
  },
  {
    estate: "vigil",
    origin: "risk-scorer",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "budget", "slow"],
    severity: "medium",
    note: "risk-scorer's inference slows down until requests exceed their time budget; it only warns, while signal-normalizer logs timeouts and retries loudly.",
    run(ctx, s) {
      const r = ctx.rng;
      const end = ctx.t1;
      ctx.thin("risk-scorer", s, end, 0.2);
      ctx.poisson(
        12,
        (t) => {
          const el = r.int(2100, 9000);
          ctx.emit(
            t,
            "risk-scorer",
            "warn",
            `scoring acct=${r.hex(4).toUpperCase()} took ${el}ms (budget 1500ms), queue wait ${el - r.int(40, 300)}ms, workers busy 8/8`,
          );
        },
        s,
        end,
      );
      ctx.every(
        60000,
        (t) =>
          ctx.emit(
            t,
            "risk-scorer",
            "warn",
            `gunicorn: [CRITICAL] WORKER TIMEOUT (pid:${r.int(30, 400)}) after 30s, respawning`,
          ),
        s + 45000,
        end,
      );
      ctx.poisson(
        45,
        (t) => {
          ctx.emit(
            t,
            "signal-normalizer",
            "error",
            `risk-scorer call timed out after 2.0s for ${r.hex(4).toUpperCase()}/${r.pick(["1130", "1131", "1401"])}, retry ${r.int(1, 3)}/3`,
            {
              stack: r.chance(0.15)
                ? ctx.stack("signal-normalizer", "httpx.ReadTimeout: timed out", [
                    [
                      "resp = await client.post(SCORER_URL, json=payload, timeout=2.0)",
                      "score",
                      "/app/normalizer/scoring.py",
                      48,
                    ],
                    [
                      "return await self._send_single_request(request)",
                      "send",
                      "/usr/local/lib/python3.12/site-packages/httpx/_client.py",
                      1661,
                    ],
                    [
                      "raise mapped_exc(message) from exc",
                      "map_httpcore_exceptions",
                      "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py",
                      77,
                    ],
                  ])
                : undefined,
              errKind: "httpx.ReadTimeout",
            },
          );
        },
        s + 8000,
        end,
      );
      ctx.poisson(
        6,
        (t) => {
          ctx.emit(
            t,
            "alarm-desk-api",
            "warn",
            `AlarmDesk.Queue[0] Alarm ${r.int(700000, 799999)} queued without risk score (normalizer fallback priority 2)`,
          );
        },
        s + 30000,
        end,
      );
    },
  },
  {
    estate: "vigil",
    origin: "clip-fetcher",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "full", "volume"],
    severity: "medium",
    note: "The clip volume of clip-fetcher fills up, every clip write fails with no space left on device and operators lose video verification.",
    run(ctx, s) {
      const r = ctx.rng;
      const end = ctx.t1;
      ctx.emit(
        s,
        "clip-fetcher",
        "warn",
        `clip store usage 94% of /var/lib/clips (${r.int(470, 475)}G/500G), retention sweeper behind`,
      );
      ctx.emit(s + 60000, "clip-fetcher", "warn", `clip store usage 98% of /var/lib/clips`);
      s += 100000;
      ctx.thin("clip-fetcher", s, end, 0.05);
      ctx.poisson(
        10,
        (t) => {
          ctx.emit(
            t,
            "clip-fetcher",
            "error",
            `store clip for alarm ${r.int(700000, 799999)}: write /var/lib/clips/${r.hex(2)}/${r.hex(12)}.mp4: no space left on device`,
          );
        },
        s,
        end,
      );
      ctx.every(
        60000,
        (t) =>
          ctx.emit(
            t,
            "clip-fetcher",
            "error",
            `retention sweep aborted: open /var/lib/clips/.sweep.lock: no space left on device`,
          ),
        s + 20000,
        end,
      );
      ctx.poisson(
        12,
        (t) => {
          ctx.emit(
            t,
            "alarm-desk-api",
            "error",
            `AlarmDesk.Video[0] Clip for alarm ${r.int(700000, 799999)} unavailable: clip-fetcher responded 500 Internal Server Error`,
          );
        },
        s + 4000,
        end,
      );
      ctx.poisson(
        3,
        (t) =>
          ctx.emit(
            t,
            "police-link",
            "warn",
            `o.v.police.UrnClient : dispatch for alarm ${r.int(700000, 799999)} downgraded: no video confirmation attached`,
          ),
        s + 60000,
        end,
      );
    },
  },
  {
    estate: "bastion",
    origin: "event-bridge",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom", "gc"],
    severity: "high",
    note: "event-bridge runs out of Java heap, stalls in GC and restarts repeatedly; panel-gw buffers events and monitor-api stops getting alarms.",
    run(ctx, s) {
      const r = ctx.rng;
      const end = ctx.t1;
      ctx.thin("event-bridge", s, end, 0.5);
      for (let i = 0; i < 6; i++)
        ctx.emit(
          s + i * 20000,
          "event-bridge",
          "warn",
          `[gc] GC(${8800 + i}) Pause Full (G1 Compaction Pause) ${2040 - i}M->${1990 + i * 8}M(2048M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
        );
      let t = s + 120000;
      while (t < end) {
        ctx.emit(t, "event-bridge", "error", `Exception in thread "kafka-producer-network-thread | event-bridge-1"`, {
          stack: ctx.stack("event-bridge", "java.lang.OutOfMemoryError: Java heap space", [
            ["java.util.Arrays", "copyOf", "Arrays.java", 3537],
            ["java.io.ByteArrayOutputStream", "grow", "ByteArrayOutputStream.java", 100],
            ["c.b.bridge.EventPublisher", "serialize", "EventPublisher.java", 92],
            ["c.b.bridge.EventPublisher", "publish", "EventPublisher.java", 58],
          ]),
          errKind: "java.lang.OutOfMemoryError",
        });
        ctx.emit(t + 400, "event-bridge", "error", `Terminating due to java.lang.OutOfMemoryError: Java heap space`);
        ctx.thin("event-bridge", t + 500, t + 45000, 0, true);
        const up = t + r.int(35000, 45000);
        ctx.emit(
          up,
          "event-bridge",
          "info",
          `Started EventBridgeApplication in ${(r.int(110, 160) / 10).toFixed(1)} seconds (process running for 15.${r.int(1, 9)})`,
          { force: true },
        );
        ctx.emit(
          up + 20000,
          "event-bridge",
          "warn",
          `[gc] GC(${r.int(40, 90)}) Pause Full (G1 Compaction Pause) 2031M->2002M(2048M) ${r.int(2000, 4000)}ms`,
          { force: true },
        );
        t = up + r.int(60000, 110000);
      }
      ctx.poisson(
        35,
        (tt) => {
          ctx.emit(
            tt,
            "panel-gw",
            "error",
            `forward to event-bridge:8080 failed: ${r.pick(["dial tcp 10.20.3.14:8080: connect: connection refused", "context deadline exceeded", "EOF"])}; buffered=${r.int(800, 9000)} events`,
            { trace: ctx.trace() },
          );
        },
        s + 122000,
        end,
      );
      ctx.every(
        30000,
        (tt) =>
          ctx.emit(
            tt,
            "monitor-api",
            "error",
            `c.b.monitor.AlarmIntake : no alarm events consumed from event-bridge for ${r.int(30, 120)}s`,
          ),
        s + 150000,
        end,
      );
    },
  },
  {
    estate: "bastion",
    origin: "guard-dispatch",
    category: "unknown",
    hints: ["unknown", "exit", "crash", "worker", "unhandled", "failed"],
    severity: "high",
    note: "guard-dispatch's workers keep dying with no usable error and its normal lines stop, so patrol jobs are not created and monitor-api reports 500s.",
    run(ctx, s) {
      const r = ctx.rng;
      const end = ctx.t1;
      ctx.thin("guard-dispatch", s, end, 0.03);
      ctx.poisson(
        6,
        (t) => {
          ctx.emit(t, "guard-dispatch", "error", `job J-${r.int(10000, 99999)} failed: [object Object]`);
        },
        s,
        end,
      );
      ctx.every(
        70000,
        (t) => {
          ctx.emit(
            t,
            "guard-dispatch",
            "error",
            `worker ${r.int(20, 90)} died (code 1, signal null), forking replacement`,
          );
          ctx.emit(t + r.int(200, 900), "guard-dispatch", "info", `worker ${r.int(91, 150)} online`, { force: true });
        },
        s + 10000,
        end,
      );
      ctx.poisson(
        14,
        (t) => {
          const a = `BS-${r.int(10000, 39999)}`;
          ctx.emit(
            t,
            "monitor-api",
            "error",
            `c.b.monitor.DispatchClient : POST http://guard-dispatch:3000/v1/jobs for ${a} -> 500 Internal Server Error (empty body)`,
            { trace: ctx.trace() },
          );
          if (r.chance(0.5))
            ctx.emit(
              t + r.int(1000, 3000),
              "monitor-api",
              "warn",
              `c.b.monitor.DispatchClient : retrying dispatch for ${a} (attempt ${r.int(2, 4)}/4)`,
            );
        },
        s + 3000,
        end,
      );
      ctx.poisson(
        2,
        (t) =>
          ctx.emit(t, "sms-relay", "info", `sent SMS to duty supervisor: guard dispatch failing, dispatch by phone`),
        s + 180000,
        end,
      );
    },
  },
];
