// The 12 quiet windows (four per estate): nothing is broken. Background, chatter and isolated recovered errors come
// from build.ts; each window adds one thing that looks alarming but resolves or is expected.
import { FAB, TOOLS } from "./estate-fab.js";
import { LENDING, nginxLine } from "./estate-lending.js";
import { envoyLine, TELCO } from "./estate-telco.js";
import { probeFail } from "./kube.js";
import { java, node } from "./stacks.js";
import type { Scenario } from "./types.js";
import { day, loanId, lot, msisdn } from "./util.js";

const q = (s: Omit<Scenario, "incident">): Scenario => ({ ...s, incident: false });

export const QUIET: Scenario[] = [
  q({
    key: "quiet-fab-mes-core-rollout",
    estate: FAB,
    noDeploy: true,
    note: "routine mes-core rollout: new pods fail readiness for ~20s while Spring starts, eqp-gateway retries two TrackOuts that succeed on retry",
    play(c) {
      const t0 = c.r.num(0.2, 0.7) * c.end;
      c.deploy(t0, "mes-core", "v8.13.3");
      for (let i = 0; i < 3; i++)
        probeFail(
          c,
          t0 + 9 + i * 7,
          "mes-core",
          "Readiness",
          `Get "http://10.244.2.${c.r.int(2, 250)}:8080/actuator/health/readiness": dial tcp 10.244.2.40:8080: connect: connection refused`,
        );
      for (let i = 0; i < 2; i++) {
        const l = lot(c.r);
        c.at(
          t0 + 12 + i * 3,
          "eqp-gateway",
          "warn",
          `TrackOut failed, will retry\t{"eqp": "${c.r.pick(TOOLS)}", "lot": "${l}", "error": "Post \\"http://mes-core:8080/api/v2/lots/trackout\\": EOF", "attempt": 1}`,
        );
        c.at(t0 + 14 + i * 3, "eqp-gateway", "info", `TrackOut ok after retry\t{"lot": "${l}", "attempt": 2}`);
      }
    },
  }),
  q({
    key: "quiet-fab-litho-pm",
    estate: FAB,
    note: "LITHO-03 goes down for planned preventive maintenance: the HSMS session drops and T7/connect retries warn for twenty minutes, dispatcher skips the tool, then it reconnects",
    play(c) {
      const t0 = c.r.num(0.1, 0.4) * c.end;
      const t1 = Math.min(c.end - 30, t0 + c.r.num(600, 1300));
      c.at(
        t0 - 30,
        "mes-core",
        "info",
        `[http-nio-8080-exec-3] c.f.m.eqp.EquipmentStateService : LITHO-03 state PRODUCTIVE -> SCHEDULED_DOWN (PM-QUARTERLY, ticket PM-${c.r.int(10000, 99999)}) by ${c.r.pick(["mkarimi", "hsato"])}`,
      );
      c.at(t0, "eqp-gateway", "warn", `hsms connection lost\t{"eqp": "LITHO-03", "error": "EOF"}`);
      c.every(t0 + 10, t1, 30, (t) =>
        c.at(
          t,
          "eqp-gateway",
          "warn",
          `hsms connect failed, retrying\t{"eqp": "LITHO-03", "addr": "10.31.8.43:5000", "error": "dial tcp 10.31.8.43:5000: connect: connection refused", "retry_in": "30s"}`,
        ),
      );
      c.every(t0 + 30, t1, 60, (t) =>
        c.at(t, "dispatcher", "info", `[dispatch-loop] c.f.d.DispatchCycle : skipping LITHO-03 (SCHEDULED_DOWN)`),
      );
      c.at(t1, "eqp-gateway", "info", `hsms select.rsp received, session SELECTED\t{"eqp": "LITHO-03"}`);
      c.at(
        t1 + 40,
        "mes-core",
        "info",
        `[http-nio-8080-exec-9] c.f.m.eqp.EquipmentStateService : LITHO-03 state SCHEDULED_DOWN -> STANDBY (PM complete, qual passed)`,
      );
    },
  }),
  q({
    key: "quiet-fab-nightly-yield",
    estate: FAB,
    note: "the nightly yield rollup runs heavy: slow-query lines from mes-db, long task durations, a soft time limit on one task that is retried and succeeds",
    play(c) {
      const t0 = c.r.num(0.05, 0.3) * c.end;
      c.at(t0, "yield-analytics", "info", "Scheduler: Sending due task nightly-rollup (yield.tasks.nightly_rollup)");
      c.every(t0 + 5, Math.min(c.end, t0 + 1200), 25, (t) => {
        c.at(
          t,
          "mes-db",
          "info",
          `LOG:  duration: ${c.r.int(2000, 9000)}.${c.r.int(100, 999)} ms  statement: SELECT w.wafer_id, b.bin, count(*) FROM die_bin b JOIN wafer w ON w.id = b.wafer_id WHERE w.lot_no = ANY($1) GROUP BY 1, 2`,
        );
        c.at(
          t + 0.5,
          "yield-analytics",
          "info",
          `Task yield.tasks.rollup_wafer_bins[${c.r.uuid()}] succeeded in ${c.r.num(20, 80).toFixed(2)}s: None`,
        );
      });
      const id = c.r.uuid();
      c.at(
        t0 + 300,
        "yield-analytics",
        "warn",
        `Soft time limit (120s) exceeded for yield.tasks.rollup_wafer_bins[${id}]`,
      );
      c.at(
        t0 + 300.1,
        "yield-analytics",
        "warn",
        `Task yield.tasks.rollup_wafer_bins[${id}] retry: Retry in 60s: SoftTimeLimitExceeded()`,
      );
      c.at(t0 + 420, "yield-analytics", "info", `Task yield.tasks.rollup_wafer_bins[${id}] succeeded in 88.41s: None`);
    },
  }),
  q({
    key: "quiet-fab-old-kiosk-client",
    estate: FAB,
    note: "one bay kiosk runs an outdated portal bundle that sends hold releases without a reason code; fab-portal answers 400 all window and logs one TypeError from that client, everything else normal",
    play(c) {
      c.every(c.r.num(0, 30), c.end, 25, (t) =>
        c.at(
          t,
          "fab-portal",
          "warn",
          `request completed POST /holds/${lot(c.r)}/release 400 ${c.r.int(3, 20)}ms (reasonCode required; client kiosk-bay-c2 bundle 2024.11.3)`,
        ),
      );
      c.at(
        c.r.num(0.3, 0.8) * c.end,
        "fab-portal",
        "error",
        "unhandled error in POST /holds/:lot/release (kiosk-bay-c2)",
        {
          stack: node("TypeError: Cannot read properties of undefined (reading 'trim')", [
            "normalizeReason (/app/dist/holds/release.js:22:31)",
            "/app/dist/holds/routes.js:48:17",
            "Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
          ]),
        },
      );
    },
  }),
  q({
    key: "quiet-telco-redis-failover",
    estate: TELCO,
    note: "planned Redis Sentinel failover of redis-sessions: crm-api logs a burst of connection errors for about four seconds, then reconnects to the new primary; no request errors afterwards",
    play(c) {
      const t0 = c.r.num(0.2, 0.8) * c.end;
      c.at(t0 - 60, "crm-api", "info", "Maintenance: redis-sessions failover scheduled by platform team (CHG-20817)");
      for (let i = 0; i < c.r.int(3, 6); i++)
        c.at(
          t0 + c.r.num(0, 4),
          "crm-api",
          "warn",
          `StackExchange.Redis.RedisConnectionException: No connection is active/available to service this operation: GET session:${c.r.hex(24)}; It was not possible to connect to the redis server(s). ConnectTimeout, inst: 0, qu: 0, qs: 0, aw: False, bw: Inactive, rs: ReadAsync, ws: Idle, in: 0, last-in: 0, cur-in: 0, sync-ops: 0, async-ops: ${c.r.int(1e5, 9e5)}, serverEndpoint: redis-sessions.bss-prod.svc.cluster.local:6379, mc: 1/1/0, mgr: 10 of 10 available, clientName: crm-api-${c.r.hex(5)}(SE.Redis-v2.7.33.41805), v: 2.7.33.41805`,
        );
      c.at(
        t0 + 4.5,
        "crm-api",
        "info",
        "StackExchange.Redis: endpoint redis-sessions.bss-prod.svc.cluster.local:6379 reconnected (role: primary)",
      );
    },
  }),
  q({
    key: "quiet-telco-kafka-rolling-restart",
    estate: TELCO,
    note: "Strimzi rolls the Kafka brokers one at a time; usage-mediation logs disconnects, NOT_LEADER_OR_FOLLOWER retries and rebalances for each broker, then catches up",
    play(c) {
      const t0 = c.r.num(0.1, 0.4) * c.end;
      for (let b = 0; b < 3; b++) {
        const tb = t0 + b * c.r.num(150, 260);
        c.at(
          tb,
          "usage-mediation",
          "info",
          `[mediation-consumer-${c.r.int(0, 5)}] o.apache.kafka.clients.NetworkClient : [Consumer clientId=mediation-${c.r.int(0, 5)}, groupId=usage-mediation] Node ${b} disconnected.`,
        );
        c.at(
          tb + 0.5,
          "usage-mediation",
          "warn",
          `[mediation-producer] o.a.k.c.producer.internals.Sender : [Producer clientId=mediation-producer] Got error produce response with correlation id ${c.r.int(100000, 999999)} on topic-partition cdr-rated-${c.r.int(0, 11)}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
        );
        c.at(
          tb + 0.6,
          "usage-mediation",
          "warn",
          `[mediation-producer] o.a.k.c.producer.internals.Sender : [Producer clientId=mediation-producer] Received invalid metadata error in produce request on partition cdr-rated-${c.r.int(0, 11)} due to org.apache.kafka.common.errors.NotLeaderOrFollowerException: For requests intended only for the leader, this error indicates that the broker is not the current leader. For requests intended for any replica, this error indicates that the broker is not a replica of the topic partition.. Going to request metadata update now`,
        );
        c.at(
          tb + 3,
          "usage-mediation",
          "info",
          `[mediation-consumer-${c.r.int(0, 5)}] o.a.k.c.c.internals.ConsumerCoordinator : [Consumer clientId=mediation-${c.r.int(0, 5)}, groupId=usage-mediation] Successfully synced group in generation Generation{generationId=${c.r.int(300, 900)}, memberId='mediation-${c.r.uuid()}', protocol='cooperative-sticky'}`,
        );
      }
    },
  }),
  q({
    key: "quiet-telco-credential-stuffing-blocked",
    estate: TELCO,
    note: "a credential-stuffing run against /v1/auth/login: the gateway's local rate limit answers 429 and selfcare-web logs failed logins at WARN; the protection works, real users unaffected",
    play(c) {
      const t0 = c.r.num(0.1, 0.5) * c.end;
      const t1 = Math.min(c.end, t0 + c.r.num(400, 900));
      c.ramp(t0, t1, 2, 1, (t) => {
        if (c.r.chance(0.6)) c.at(t, "api-gateway", "info", envoyLine(c.r, "POST", "/v1/auth/login", 429, "RL", 0));
        else {
          c.at(t, "api-gateway", "info", envoyLine(c.r, "POST", "/v1/auth/login", 401));
          c.at(
            t + 0.01,
            "selfcare-web",
            "warn",
            `login failed for ${msisdn(c.r)}: invalid password (ip ${c.r.ip("185.220")}, attempt ${c.r.int(1, 5)})`,
          );
        }
      });
      c.at(
        t0 + 60,
        "selfcare-web",
        "warn",
        `login failure rate high from ASN 4224 (${c.r.int(300, 900)} in 60s); captcha enforced`,
      );
    },
  }),
  q({
    key: "quiet-telco-cert-rotation",
    estate: TELCO,
    note: "cert-manager renews the gateway certificate; Envoy hot-reloads it via SDS and drains old listeners, a handful of 503 UC while connections close, then normal",
    play(c) {
      const t0 = c.r.num(0.2, 0.8) * c.end;
      c.at(
        t0,
        "api-gateway",
        "info",
        `[source/common/secret/sds_api.cc:84] sds: secret api-northwave-tls updated (version ${day(c.ms(t0))}-renewal)`,
      );
      c.at(
        t0 + 0.1,
        "api-gateway",
        "info",
        "[source/common/listener_manager/listener_manager_impl.cc:915] lds: add/update listener 'https_listener'",
      );
      for (let i = 0; i < c.r.int(3, 7); i++)
        c.at(t0 + c.r.num(0.2, 6), "api-gateway", "info", envoyLine(c.r, "GET", "/v1/balance", 503, "UC", 0));
      c.at(
        t0 + 600,
        "api-gateway",
        "info",
        "[source/common/listener_manager/listener_impl.cc:1079] draining listener 'https_listener' complete",
      );
    },
  }),
  q({
    key: "quiet-lending-bureau-blip",
    estate: LENDING,
    note: "the credit bureau returns 503 twice within a minute; credit-pull-svc retries with backoff and both pulls succeed, los never sees an error",
    play(c) {
      const t0 = c.r.num(0.2, 0.8) * c.end;
      for (let i = 0; i < 2; i++) {
        const app = loanId(c.r);
        c.at(
          t0 + i * 35,
          "credit-pull-svc",
          "warn",
          `tri-merge attempt failed, retrying\t{"application": "${app}", "status": 503, "attempt": 1, "backoff": "2s"}`,
        );
        c.at(
          t0 + i * 35 + 3,
          "credit-pull-svc",
          "info",
          `tri-merge report received\t{"application": "${app}", "bureaus": 3, "elapsed": "5.8s", "attempts": 2}`,
        );
      }
    },
  }),
  q({
    key: "quiet-lending-report-replica-lag",
    estate: LENDING,
    note: "the month-end pipeline report runs on the replica; a long query conflicts with recovery once (canceled), lag peaks at 9s and returns to zero; underwriting warns once",
    play(c) {
      const t0 = c.r.num(0.2, 0.7) * c.end;
      c.at(t0, "los-pg-replica", "error", "ERROR:  canceling statement due to conflict with recovery");
      c.at(
        t0 + 0.01,
        "los-pg-replica",
        "info",
        "DETAIL:  User query might have needed to see row versions that must be removed.",
      );
      c.at(
        t0 + 0.02,
        "los-pg-replica",
        "info",
        "STATEMENT:  SELECT branch, count(*), sum(loan_amount) FROM application WHERE created_at >= date_trunc('month', now()) GROUP BY branch",
      );
      c.at(t0 + 5, "underwriting", "warn", "db.router: replica los-pg-replica lag 9s (max_staleness 30s)");
      c.at(t0 + 40, "underwriting", "info", "db.router: replica los-pg-replica lag 0s");
    },
  }),
  q({
    key: "quiet-lending-hpa-scale-in",
    estate: LENDING,
    note: "after the lunchtime peak the HPA scales borrower-portal and los in; pods get SIGTERM, drain and exit cleanly; a few connection-closed warnings during the drain",
    play(c) {
      const t0 = c.r.num(0.2, 0.7) * c.end;
      for (const svc of ["borrower-portal", "los"]) {
        const t = t0 + c.r.num(0, 60);
        c.at(
          t,
          "kubelet",
          "info",
          `"Killing container with a grace period" pod="los-prod/${svc}-${c.r.pod()}" podUID="${c.r.uuid()}" containerName="${svc}" containerID="containerd://${c.r.hex(64)}" gracePeriod=30`,
        );
        if (svc === "los") {
          c.at(
            t + 0.2,
            "los",
            "info",
            "[SpringApplicationShutdownHook] o.s.b.w.e.tomcat.GracefulShutdown : Commencing graceful shutdown. Waiting for active requests to complete",
          );
          c.at(
            t + 2.4,
            "los",
            "info",
            "[tomcat-shutdown] o.s.b.w.e.tomcat.GracefulShutdown : Graceful shutdown complete",
          );
          c.at(
            t + 2.6,
            "los",
            "info",
            "[SpringApplicationShutdownHook] com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Shutdown completed.",
          );
        } else {
          c.at(t + 0.1, "borrower-portal", "info", "SIGTERM received, closing server");
          c.at(
            t + 1.5,
            "borrower-portal",
            "warn",
            "upstream los keep-alive socket closed by peer (ECONNRESET) during drain, request retried",
          );
        }
      }
      c.at(t0 - 5, "ingress-nginx", "info", nginxLine(c.r, c.ms(t0 - 5), "GET", "/api/me", 200));
    },
  }),
  q({
    key: "quiet-lending-rate-sheet-rows-rejected",
    estate: LENDING,
    note: "partner rate sheets arrive on schedule; one has three rows with unknown product codes, which pricing skips with warnings while the sheet is accepted",
    play(c) {
      c.every(c.r.num(30, 120), c.end, 600, (t) => {
        const inv = c.r.pick(["INV-PENNY", "INV-ROCK", "FNMA"]);
        const rows = c.r.int(380, 420);
        c.at(
          t,
          "pricing",
          "info",
          `Rate sheet file received: s3://keystone-ratesheets/inbound/${inv}/${day(c.ms(t))}-0${c.r.int(1, 6)}.csv (${rows} rows)`,
        );
        if (c.r.chance(0.6))
          for (let i = 0; i < 3; i++)
            c.at(
              t + 0.2 + i * 0.01,
              "pricing",
              "warn",
              `Rate sheet ${inv} row ${c.r.int(2, rows)} skipped: unknown product code '${c.r.pick(["CONV20-HB", "ARM71-X", "USDA30"])}'`,
            );
        c.at(t + 0.5, "pricing", "info", `Rate sheet ${inv} imported: ${rows - 3} rows in effect`);
      });
      c.at(
        c.r.num(0.3, 0.8) * c.end,
        "los",
        "error",
        `[http-nio-8080-exec-12] c.k.los.web.ApiExceptionHandler : bad request`,
        {
          stack: java(
            "org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Unexpected character ('}' (code 125)): was expecting double-quote to start field name",
            [
              "org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter.readJavaType(AbstractJackson2HttpMessageConverter.java:406)",
            ],
          ),
        },
      );
    },
  }),
];
