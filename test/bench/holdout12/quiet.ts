// Quiet windows: background, noise, benign warnings and a few isolated errors that recover.
import { type Ctx, type QuietSpec, rollout } from "./build.js";
import { every, min } from "./help.js";
import { java, py } from "./traces.js";

const at = (c: Ctx, frac: number) => c.t0 + (c.end - c.t0) * frac;

export const QUIET: QuietSpec[] = [
  {
    estate: "port",
    uses: ["tos", "gate-ops-api", "yard-alloc-svc"],
    note: "One Postgres connection reset in tos during a pgbouncer restart; Hikari evicts it and the retry succeeds.",
    run(c) {
      const t = at(c, 0.45);
      c.emit(
        t,
        "tos",
        "warn",
        "c.z.h.p.PoolBase - HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5a1e2c7b (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      c.emit(
        t + 200,
        "tos",
        "error",
        "c.h.tos.move.MoveService - transient DB error, retrying",
        java(
          "org.postgresql.util.PSQLException: An I/O error occurred while sending to the backend.",
          ["org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:395)"],
          [
            [
              "java.net.SocketException: Connection reset",
              ["java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)"],
            ],
          ],
        ),
      );
      c.emit(t + 900, "tos", "info", "c.h.tos.move.MoveService - work instruction issued after retry (attempt 2)");
    },
  },
  {
    estate: "port",
    uses: ["gate-ops-api", "kubelet", "customs-bridge"],
    note: "A rolling deploy of gate-ops-api with two failed readiness probes per pod while warming up, then normal traffic.",
    run(c) {
      for (let i = 0; i < 3; i++) {
        const t = at(c, 0.4) + i * 50000;
        rollout(c, "gate-ops-api", t, false, "v4.11.3");
        c.emit(
          t + 1500,
          "kubelet",
          "warn",
          `Readiness probe failed: Get "http://10.42.${i}.8:3000/health": dial tcp 10.42.${i}.8:3000: connect: connection refused`,
        );
        c.emit(t + 2500, "kubelet", "warn", `Readiness probe failed: HTTP probe failed with statuscode: 503`);
      }
    },
  },
  {
    estate: "port",
    uses: ["customs-bridge", "vgm-weigh", "billing-ledger"],
    note: "A single 503 from the customs authority API that customs-bridge retries successfully, plus routine GC and cache warnings.",
    run(c) {
      const t = at(c, 0.5);
      c.emit(
        t,
        "customs-bridge",
        "warn",
        "Polly[0] Execution attempt. Source: 'customs-gw-pipeline/Retry', Result: '503', Handled: 'True', Attempt: '0', Execution Time: 212.44ms",
      );
      c.emit(
        t + 1200,
        "customs-bridge",
        "info",
        "Customs.Bridge.Sync[0] Delta sync complete after retry: 14 status changes",
      );
      every(
        c,
        300,
        (x) => c.emit(x, "billing-ledger", "warn", '[warning] Ecto query took 612ms (source: "invoice_lines")'),
        c.t0 + min,
      );
    },
  },
  {
    estate: "port",
    uses: ["edi-ingest-worker", "tos", "berth-planner"],
    note: "A few individual EDI messages from one partner fail validation and are quarantined, as happens every day; everything else flows.",
    run(c) {
      every(
        c,
        400,
        (t) =>
          c.emit(
            t,
            "edi-ingest-worker",
            "warn",
            `edi.parse: message ${c.r.hex(8)}.edi quarantined: UNB interchange ref mismatch`,
          ),
        c.t0 + 2 * min,
      );
      c.emit(
        at(c, 0.6),
        "berth-planner",
        "warn",
        "planner.eta: vessel ONE HARMONY ETA moved by 3h (AIS), plan recomputed",
      );
    },
  },
  {
    estate: "ehr",
    uses: ["lis", "hl7-mllp-bridge", "fhir-gateway"],
    note: "One MLLP connection drop during a lab analyzer reboot that reconnects in seconds; results resume.",
    run(c) {
      const t = at(c, 0.55);
      c.emit(t, "hl7-mllp-bridge", "warn", `mllp read failed\tpeer=10.9.0.41:2575 error="EOF"`);
      c.emit(t + 4000, "hl7-mllp-bridge", "info", "mllp reconnected\tpeer=10.9.0.41:2575");
      c.emit(t + 6000, "lis", "info", "inbound ORU backlog drained\tpending=0");
    },
  },
  {
    estate: "ehr",
    uses: ["idp-broker", "ehr-portal", "pas"],
    note: "cert-manager renews the portal certificate and idp-broker reloads keys; a handful of users mistype passwords (normal login errors).",
    run(c) {
      every(
        c,
        120,
        (t) =>
          c.emit(
            t,
            "idp-broker",
            "warn",
            `org.keycloak.events - type=LOGIN_ERROR, realmId=clinical, clientId=ehr-portal, error=invalid_user_credentials, username=nurse${c.r.int(10, 99)}`,
          ),
        c.t0 + min,
      );
      c.emit(at(c, 0.5), "ehr-portal", "info", "TLS certificate reloaded (notAfter +90d)");
    },
  },
  {
    estate: "ehr",
    uses: ["pacs-indexer-worker", "fhir-gateway", "audit-trail"],
    note: "A Celery task hits one soft time limit on a huge study and is retried successfully; audit-trail compacts a segment.",
    run(c) {
      const t = at(c, 0.35);
      c.emit(
        t,
        "pacs-indexer-worker",
        "error",
        "Task pacs.tasks.index_study[7c1d0b2e-55aa-4f0e-9f55-2a6b8e0c1d34] raised unexpected: SoftTimeLimitExceeded()",
        py(
          [["/app/pacs/tasks.py", 71, "index_study", "for inst in series.instances():"]],
          ["billiard.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()"],
        ),
      );
      c.emit(
        t + 60000,
        "pacs-indexer-worker",
        "info",
        "Task pacs.tasks.index_study[7c1d0b2e-55aa-4f0e-9f55-2a6b8e0c1d34] succeeded in 212.4s: {'instances': 8812}",
      );
      c.emit(at(c, 0.7), "audit-trail", "info", "compacted segments seg-1101..seg-1140 reclaimed=3.1GiB");
    },
  },
  {
    estate: "ehr",
    uses: ["scheduling", "patient-notify-worker", "rx-orders-svc"],
    note: "The SMS provider returns one 429 during the hourly reminder burst; the worker backs off and all messages go out.",
    run(c) {
      const t = at(c, 0.5);
      c.emit(t, "patient-notify-worker", "warn", "sms provider throttled (429, code 20429), backing off 2000ms");
      c.emit(t + 2100, "patient-notify-worker", "info", "sms batch resumed, 212 queued");
      every(
        c,
        240,
        (x) =>
          c.emit(
            x,
            "rx-orders-svc",
            "warn",
            "Microsoft.EntityFrameworkCore.Query[20504] Compiling a query which loads related collections for more than one collection navigation without configuring QuerySplittingBehavior.",
          ),
        c.t0 + min,
      );
    },
  },
  {
    estate: "game",
    uses: ["matchmaker", "session-broker", "edge-gw"],
    note: "A few context deadline exceeded errors during a brief regional spike that clear within a minute.",
    run(c) {
      const t = at(c, 0.5);
      for (let i = 0; i < 4; i++)
        c.emit(
          t + i * 9000,
          "matchmaker",
          "warn",
          `queue request slow\tticket=${c.r.hex(8)} error="context deadline exceeded" retried=true`,
        );
      c.emit(t + 60000, "matchmaker", "info", "pool solve back under budget\tp99=2100ms");
    },
  },
  {
    estate: "game",
    uses: ["store-checkout", "inventory-api", "kubelet"],
    note: "A node drain evicts an inventory-api pod, which reschedules cleanly; one payment retry succeeds.",
    run(c) {
      const t = at(c, 0.4);
      c.emit(t, "kubelet", "info", "Evicted pod inventory-api-5c8d9f7b6-q2w8x: node ip-10-42-8-17 is being drained");
      rollout(c, "inventory-api", t + 2000, false, "2026.6.1");
      c.emit(at(c, 0.6), "store-checkout", "warn", "retrying payment intent attempt=2/3 backoff=400ms (provider 503)");
      c.emit(at(c, 0.6) + 700, "store-checkout", "info", "checkout completed after retry");
    },
  },
  {
    estate: "game",
    uses: ["leaderboard-worker", "replay-archiver", "player-profile"],
    note: "Disk usage on replay-archiver's staging volume warns at 82% and the cleanup cron brings it back down; leaderboard cache warms after a scheduled flush.",
    run(c) {
      const t = at(c, 0.45);
      c.emit(t, "replay-archiver", "warn", "staging volume usage high\tused_pct=82 path=/data/replays");
      c.emit(t + 30000, "replay-archiver", "info", "cleanup removed 1412 uploaded replays\tused_pct=41");
      c.emit(
        at(c, 0.3),
        "leaderboard-worker",
        "info",
        "lb.cache: scheduled flush done, warming top-1000 for 14 queues",
      );
      every(
        c,
        30,
        (x) => c.emit(x, "player-profile", "debug", "g.s.profile.Cache - miss ratio 0.31 (warming)"),
        at(c, 0.3),
        at(c, 0.36),
      );
    },
  },
  {
    estate: "game",
    uses: ["chat-relay", "lobby-svc", "anticheat-ingest"],
    note: "A chat-relay node leaves the cluster during a deploy and rejoins; lobby-svc logs one GenServer timeout that is retried.",
    run(c) {
      const t = at(c, 0.55);
      c.emit(
        t,
        "chat-relay",
        "warn",
        "[warning] node chat-relay@10.42.6.3 disconnected from cluster, rebalancing topics",
      );
      rollout(c, "chat-relay", t + 500, false, "v1.22.0");
      c.emit(t + 6000, "chat-relay", "info", "[info] node chat-relay@10.42.6.3 joined cluster (3 nodes)");
      c.emit(t + 2000, "lobby-svc", "warn", "[warning] party fan-out timed out once, retried OK");
    },
  },
];
