// The eight failures of quiet46, one per category, each written as the real software reports it: the origin's own
// lines (sometimes WARN only, sometimes silence), callers in their own words, retry storms louder than the origin.
import type { Flow } from "./estates.js";
import { ids } from "./estates.js";
import type { Rng } from "./rng.js";
import { stackFor } from "./stacks.js";
import { type Ctx, deploy, type Ev, latency } from "./stream.js";

export interface IncidentDef {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  setup(ctx: Ctx, start: number): void;
}

const { dev, user, acct, txn, uuid } = ids;

/** Requests through `origin` after `start` fail with probability `p`; `fail` writes what each hop then prints. */
function failing(
  ctx: Ctx,
  origin: string,
  start: number,
  p: number,
  fail: (flow: Flow, t: number, trace: string | undefined, at: number) => Ev[] | null,
): void {
  ctx.intercept = (flow, t, trace) => {
    const i = flow.path.indexOf(origin);
    if (i < 0 || t < start || !ctx.r.chance(p)) return null;
    return fail(flow, t, trace, i);
  };
}

const ev = (t: number, svc: string, level: Ev["level"], msg: string, more: Partial<Ev> = {}): Ev => ({
  t: Math.round(t),
  svc,
  level,
  msg,
  ...more,
});

function javaCaused(r: Rng, head: string, frames: string[], causes: [string, string[]][]): string {
  const f = (xs: string[]) =>
    xs.map((x) => `\tat ${x}(${x.split(".").slice(-2, -1)[0]?.replace(/\$.*/, "")}.java:${r.int(40, 400)})`);
  const out = [head, ...f(frames)];
  for (const [c, fr] of causes) out.push(`Caused by: ${c}`, ...f(fr), `\t... ${r.int(20, 90)} common frames omitted`);
  return out.join("\n");
}

export const INCIDENTS: readonly IncidentDef[] = [
  {
    key: "registry-pg-slots",
    estate: "kestrel-device",
    origin: "device-registry",
    category: "database",
    hints: ["database", "connection", "jdbc", "sql", "postgres", "pool", "hikari", "too many"],
    severity: "high",
    note: "device-registry's Postgres refuses new connections (too many clients) so its Hikari pool starves; sync-edge, fw-rollout and pairing-api time out and answer 503 on device lookups",
    setup(ctx, S) {
      const { r } = ctx;
      for (let i = 0; i < 6; i++)
        ctx.add(
          S + i * r.int(300, 2500),
          "device-registry",
          "warn",
          `HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@${r.hex(8)} marked as broken because of SQLSTATE(08006), ErrorCode(0)`,
        );
      ctx.add(
        S + 4000,
        "device-registry",
        "error",
        "HikariPool-1 - Exception during pool initialization of new connection",
        {
          errType: "org.postgresql.util.PSQLException",
          stack: javaCaused(
            r,
            "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication",
              "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect",
              "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl",
              "com.zaxxer.hikari.pool.PoolBase.newConnection",
              "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call",
            ],
            [],
          ),
        },
      );
      ctx.drop.push((e) => e.svc === "device-registry" && e.t >= S && e.msg.startsWith("HikariPool-1 - Pool stats"));
      for (let t = S + 2000; t < ctx.t1; t += 30_000)
        ctx.add(
          t,
          "device-registry",
          "warn",
          `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(90, 400)})`,
        );
      failing(ctx, "device-registry", S + 1500, 0.85, (flow, t, trace, i) => {
        const out: Ev[] = [];
        const d = dev(r);
        if (r.chance(0.45)) {
          out.push(
            ev(
              t + 30_000,
              "device-registry",
              "error",
              `Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction]`,
              {
                trace,
                errType: "java.sql.SQLTransientConnectionException",
                stack: javaCaused(
                  r,
                  `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(90, 400)})`,
                  [
                    "com.zaxxer.hikari.pool.HikariPool.createTimeoutException",
                    "com.zaxxer.hikari.pool.HikariPool.getConnection",
                    "com.zaxxer.hikari.HikariDataSource.getConnection",
                    "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection",
                    "com.kestrel.registry.device.DeviceService.resolve",
                  ],
                  [
                    [
                      "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
                      [
                        "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication",
                        "com.zaxxer.hikari.pool.PoolBase.newConnection",
                      ],
                    ],
                  ],
                ),
              },
            ),
          );
        }
        const caller = flow.path[i - 1] ?? flow.path[0] ?? "sync-edge";
        if (caller === "sync-edge") {
          for (let a = 1; a <= 3; a++)
            out.push(
              ev(
                t + a * 5000,
                "sync-edge",
                "warn",
                `device-registry lookup failed (attempt ${a}/3): Get "http://device-registry.kw-device-prod:8080/v1/devices/${d}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
                { trace },
              ),
            );
          out.push(
            ev(
              t + 15_200,
              "sync-edge",
              "error",
              `POST /v3/sync/batches status=503 dur=15204ms device=${d} err="device-registry unavailable after 3 attempts"`,
              { trace },
            ),
          );
        } else if (caller === "fw-rollout") {
          out.push(
            ev(
              t + 10_000,
              "fw-rollout",
              "error",
              `registry check failed for ${d}: HTTPConnectionPool(host='device-registry', port=8080): Read timed out. (read timeout=10)`,
              { trace },
            ),
          );
          out.push(
            ev(
              t + 10_050,
              "sync-edge",
              "error",
              `GET /v3/firmware/manifest status=502 dur=10061ms device=${d} err="fw-rollout: 500 Internal Server Error"`,
              { trace },
            ),
          );
        } else {
          out.push(
            ev(
              t + 30_020,
              "pairing-api",
              "error",
              `POST /v1/pairings 500 30021ms - device-registry responded 500 Internal Server Error (binding ${d})`,
              { trace },
            ),
          );
        }
        return out;
      });
    },
  },
  {
    key: "hr-analytics-oom",
    estate: "kestrel-device",
    origin: "hr-analytics",
    category: "memory",
    hints: ["memory", "oom", "sigkill", "memoryerror", "allocate", "out of memory"],
    severity: "high",
    note: "hr-analytics workers run out of memory on a large zone recomputation and are SIGKILLed over and over; the service goes mostly silent while ingest-worker and sync-edge report timeouts and 502s",
    setup(ctx, S) {
      const { r } = ctx;
      ctx.silenced.push({ svc: "hr-analytics", from: S, to: ctx.t1 });
      for (let t = S; t < ctx.t1; t += r.int(50_000, 110_000)) {
        const pid = r.int(40, 900);
        if (r.chance(0.5)) {
          const tr = stackFor(
            r,
            "python",
            "numpy.core._exceptions._ArrayMemoryError",
            `Unable to allocate ${r.int(11, 29) / 10} GiB for an array with shape (${r.int(140, 390)}000000,) and data type float64`,
            [
              "/usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py:handle_request",
              "/app/hr/api.py:recompute_zones",
              "/app/hr/zones.py:load_history",
            ],
          );
          ctx.add(t - 2000, "hr-analytics", "error", `Exception on /v1/zones/recompute [POST]`, { ...tr, keep: true });
        }
        ctx.add(t, "hr-analytics", "error", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`, {
          keep: true,
        });
        ctx.add(t + r.int(300, 1500), "hr-analytics", "info", `Booting worker with pid: ${pid + r.int(1, 40)}`, {
          keep: true,
        });
      }
      failing(ctx, "hr-analytics", S, 0.9, (_flow, t, trace) => {
        const u = user(r);
        const out: Ev[] = [];
        for (let a = 1; a <= 2; a++)
          out.push(
            ev(
              t + a * 10_000,
              "ingest-worker",
              "warn",
              `hr-analytics call for ${u} failed (attempt ${a}/3): ${r.chance(0.5) ? "java.net.SocketTimeoutException: Read timed out" : "502 Bad Gateway"}; retrying in ${a * 400}ms`,
              { trace },
            ),
          );
        const tr = stackFor(
          r,
          "java",
          "org.springframework.web.client.ResourceAccessException",
          `I/O error on POST request for "http://hr-analytics:8000/v1/zones/recompute": Read timed out`,
          [
            "org.springframework.web.client.RestTemplate.createResourceAccessException",
            "org.springframework.web.client.RestTemplate.doExecute",
            "com.kestrel.ingest.workout.HrAnalyticsClient.recompute",
            "com.kestrel.ingest.workout.WorkoutConsumer.onMessage",
          ],
        );
        out.push(
          ev(
            t + 30_500,
            "ingest-worker",
            "error",
            `Workout for ${u} parked in retry topic activity-retry after 3 attempts`,
            { trace, ...(r.chance(0.3) ? tr : {}) },
          ),
        );
        out.push(
          ev(
            t + 30_000,
            "sync-edge",
            "error",
            `POST /v3/sync/workouts status=504 dur=30001ms device=${dev(r)} err="upstream ingest-worker: timeout awaiting response headers"`,
            { trace },
          ),
        );
        return out;
      });
    },
  },
  {
    key: "merge-spool-full",
    estate: "kestrel-social",
    origin: "workout-merge",
    category: "disk",
    hints: ["disk", "space", "errno 28", "no space", "enospc", "full", "oserror"],
    severity: "high",
    note: "workout-merge's spool volume fills up; every upload it handles fails with ENOSPC while the app retries uploads through feed-api",
    setup(ctx, S) {
      const { r } = ctx;
      ctx.drop.push((e) => e.svc === "workout-merge" && e.t >= S && e.msg.startsWith("dedupe window scan"));
      ctx.every(
        "workout-merge",
        S + 5000,
        ctx.t1,
        50,
        "error",
        () => "dedupe window scan aborted: sqlite3.OperationalError: database or disk is full",
      );
      failing(ctx, "workout-merge", S, 0.92, (_flow, t, trace) => {
        const w = `w_${r.hex(12)}`;
        const out: Ev[] = [];
        if (r.chance(0.6)) {
          const tr = stackFor(
            r,
            "python",
            "OSError",
            `[Errno 28] No space left on device: '/var/lib/workout-merge/spool/${w}.fit'`,
            [
              "/app/merge/api.py:handle_upload",
              "/app/merge/spool.py:write_fit",
              "/usr/local/lib/python3.11/shutil.py:copyfileobj",
            ],
          );
          out.push(ev(t + 40, "workout-merge", "error", `upload ${w} failed while spooling`, { ...tr, trace }));
        }
        const tries = r.int(1, 4);
        for (let a = 0; a < tries; a++)
          out.push(
            ev(
              t + 60 + a * r.int(2000, 9000),
              "feed-api",
              "error",
              `POST /v2/workouts 500 ${latency(r)}ms - workout-merge responded 500 Internal Server Error${a ? ` (client retry ${a})` : ""}`,
              { trace },
            ),
          );
        return out;
      });
    },
  },
  {
    key: "leaderboard-node-network",
    estate: "kestrel-social",
    origin: "leaderboard",
    category: "network",
    hints: ["network", "connection", "reset", "route", "econnreset", "socket", "unreachable", "dns", "i/o timeout"],
    severity: "medium",
    note: "the node under leaderboard loses its network path: its Redis dials and DNS lookups reset or time out (logged at WARN) and feed-api and challenge-engine see resets calling it",
    setup(ctx, S) {
      const { r } = ctx;
      const me = "10.42.7.19";
      ctx.every("leaderboard", S, ctx.t1, 2.5, "warn", (rr) =>
        rr.pick([
          `rank lookup failed: read tcp ${me}:${rr.int(32768, 60999)}->10.42.3.8:6379: read: connection reset by peer`,
          `score write retry: dial tcp 10.42.3.8:6379: connect: no route to host`,
          `redis: discarding bad PubSub connection: read tcp ${me}:${rr.int(32768, 60999)}->10.42.3.8:6379: i/o timeout`,
          `lookup redis-leaderboard.kw-social.svc.cluster.local on 10.96.0.10:53: read udp ${me}:${rr.int(32768, 60999)}->10.96.0.10:53: i/o timeout`,
        ]),
      );
      ctx.drop.push((e) => e.svc === "leaderboard" && e.t >= S && e.msg.startsWith("incremental rank update"));
      failing(ctx, "leaderboard", S, 0.8, (flow, t) => {
        if (flow.path[0] === "feed-api" && flow.path[1] === "leaderboard") {
          const bad = r.chance(0.5);
          const st = stackFor(r, "node", "Error", "read ECONNRESET", [
            "TCP.onStreamRead@node:internal/stream_base_commons",
          ]);
          return [
            ev(
              t + r.int(20, 3000),
              "feed-api",
              "error",
              `GET /v2/leaderboards/weekly 502 ${r.int(20, 3000)}ms - leaderboard: ${bad ? "read ECONNRESET" : "connect EHOSTUNREACH 10.42.7.19:8080"}`,
              bad ? st : {},
            ),
            ev(t + r.int(100, 900), "feed-api", "warn", "leaderboard request failed, retrying once"),
          ];
        }
        const u = user(r);
        const tr = stackFor(
          r,
          "java",
          "org.springframework.web.client.ResourceAccessException",
          `I/O error on POST request for "http://leaderboard.kw-social:8080/v1/scores": Connection reset`,
          [
            "org.springframework.web.client.RestTemplate.doExecute",
            "com.kestrel.challenge.score.LeaderboardClient.post",
            "com.kestrel.challenge.ChallengeService.apply",
          ],
        );
        return [
          ev(t + latency(r), "feed-api", "info", `POST /v2/workouts 201 ${latency(r)}ms`),
          ev(
            t + 50,
            "workout-merge",
            "info",
            `workout w_${r.hex(12)} normalised (run, ${r.int(2, 20)}.${r.int(10, 99)} km) for ${u}`,
          ),
          ev(
            t + 90,
            "challenge-engine",
            "warn",
            `Posting score to leaderboard failed for ${u} (attempt 1/3), retrying`,
          ),
          ev(
            t + 2500,
            "challenge-engine",
            "error",
            `Score for ${u} not posted to leaderboard after 3 attempts; queued for replay`,
            tr,
          ),
        ];
      });
    },
  },
  {
    key: "validator-empty-truststore",
    estate: "lumen-billing",
    origin: "receipt-validator",
    category: "configuration",
    hints: ["config", "certificate", "trust", "anchor", "property", "invalidalgorithmparameter", "verification"],
    severity: "high",
    note: "receipt-validator 5.3.0 ships with an empty Apple root-certificate location, so every signed transaction fails verification; store-gateway returns 502 and clients retry purchases",
    setup(ctx, S) {
      const { r } = ctx;
      deploy(ctx, "receipt-validator", S - 9000, "5.3.0");
      ctx.add(
        S - 2000,
        "receipt-validator",
        "info",
        "Loaded 0 Apple root certificates from classpath:certs/apple/*.cer (storekit.root-certificates-location)",
        { keep: true },
      );
      ctx.drop.push((e) => e.svc === "receipt-validator" && e.t >= S && e.msg.startsWith("Refreshed Apple root CA"));
      ctx.every("receipt-validator", S, ctx.t1, 120, "info", () => "Refreshed Apple root CA bundle (0 certificates)");
      failing(ctx, "receipt-validator", S, 0.97, (flow, t, trace) => {
        if (flow.path[0] !== "store-gateway") return null;
        const x = txn(r);
        const out: Ev[] = [
          ev(t + 30, "receipt-validator", "error", `Transaction verification failed for ${x}`, {
            trace,
            errType: "com.apple.itunes.storekit.verification.VerificationException",
            stack: javaCaused(
              r,
              "com.apple.itunes.storekit.verification.VerificationException: Verification failed with status INVALID_CHAIN",
              [
                "com.apple.itunes.storekit.verification.ChainVerifier.verifyChainWithoutCaching",
                "com.apple.itunes.storekit.verification.SignedDataVerifier.decodeSignedObject",
                "com.apple.itunes.storekit.verification.SignedDataVerifier.verifyAndDecodeTransaction",
                "com.lumen.billing.validator.AppleVerifier.verify",
              ],
              [
                [
                  "java.security.InvalidAlgorithmParameterException: the trustAnchors parameter must be non-empty",
                  [
                    "java.base/java.security.cert.PKIXParameters.setTrustAnchors",
                    "java.base/java.security.cert.PKIXParameters.<init>",
                  ],
                ],
              ],
            ),
          }),
        ];
        const tries = r.int(1, 4);
        for (let a = 0; a < tries; a++)
          out.push(
            ev(
              t + 60 + a * r.int(1500, 6000),
              "store-gateway",
              "error",
              `POST /v1/purchases/verify 502 ${r.int(40, 200)}ms platform=ios upstream=receipt-validator status=500${a ? ` client_retry=${a}` : ""}`,
              { trace },
            ),
          );
        return out;
      });
    },
  },
  {
    key: "rtdn-play-quota",
    estate: "lumen-billing",
    origin: "rtdn-consumer",
    category: "rate_limiting",
    hints: ["rate", "quota", "429", "throttl", "limit"],
    severity: "medium",
    note: "after a subscription replay rtdn-consumer exhausts its Google Play Developer API per-minute quota; it only warns and nacks while Android renewals stop, entitlements expire and purchases fail",
    setup(ctx, S) {
      const { r } = ctx;
      ctx.add(
        S - 1500,
        "rtdn-consumer",
        "info",
        "subscription play-rtdn-sub seeked to 2026-10-05T00:00:00Z: 48211 messages will be redelivered",
      );
      ctx.drop.push((e) => e.svc === "rtdn-consumer" && e.t >= S && e.msg.startsWith("pubsub pull"));
      let back = 1200;
      for (let t = S; t < ctx.t1; t += 30_000) {
        back += r.int(1500, 4000);
        ctx.add(
          t,
          "rtdn-consumer",
          "warn",
          `pubsub pull: 40 messages, ${back} redelivered, oldest unacked ${Math.round((t - S) / 1000) + 90}s`,
        );
      }
      const q = () =>
        `<HttpError 429 when requesting https://androidpublisher.googleapis.com/androidpublisher/v3/applications/com.lumen.coach/purchases/subscriptionsv2/tokens/${r.hex(24)}?alt=json returned "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute' of service 'androidpublisher.googleapis.com' for consumer 'project_number:481220933117'.". Details: "[{'message': 'Quota exceeded', 'domain': 'usageLimits', 'reason': 'rateLimitExceeded'}]">`;
      ctx.every(
        "rtdn-consumer",
        S,
        ctx.t1,
        0.6,
        "warn",
        () => `subscriptionsv2.get failed, nacking message ${r.int(1e15, 9e15)}: ${q()}`,
      );
      ctx.every(
        "entitlements",
        S + 60_000,
        ctx.t1,
        3,
        "warn",
        () => `Entitlement premium expired for ${acct(r)} (no Google Play renewal received, expiry passed)`,
      );
      ctx.every(
        "account-api",
        S + 90_000,
        ctx.t1,
        5,
        "error",
        () =>
          `entitlement mismatch: client reports active Play order GPA.33${r.int(10, 99)}-${r.int(1000, 9999)}-${r.int(1000, 9999)} for ${acct(r)} but premium=expired`,
      );
      ctx.every(
        "store-gateway",
        S,
        ctx.t1,
        2.5,
        "error",
        () =>
          `POST /v1/purchases/verify 503 ${r.int(200, 900)}ms platform=android upstream=rtdn-consumer err="play verification unavailable"`,
      );
      failing(ctx, "rtdn-consumer", S, 0.95, () => []);
    },
  },
  {
    key: "apns-key-revoked",
    estate: "lumen-content",
    origin: "push-sender",
    category: "authentication",
    hints: ["auth", "token", "credential", "invalidprovidertoken", "403", "provider"],
    severity: "medium",
    note: "push-sender's APNs signing key stops being accepted and every iOS push is refused with 403 InvalidProviderToken; reminder-scheduler retries its dispatch tasks in a storm",
    setup(ctx, S) {
      const { r } = ctx;
      ctx.every(
        "push-sender",
        S + 3000,
        ctx.t1,
        40,
        "warn",
        () => "Regenerating APNs provider token (kid=7XQ2P9K3LM, team=LUMN4T8R2Q) after InvalidProviderToken",
      );
      failing(ctx, "push-sender", S, 0.8, (_flow, t) => {
        const id = uuid(r);
        const n = r.int(5, 40);
        const out: Ev[] = [];
        for (let k = 0; k < r.int(1, 3); k++)
          out.push(
            ev(
              t + 20 + k * 5,
              "push-sender",
              "error",
              `APNs rejected notification apns-id=${uuid(r).toUpperCase()} status=403 reason=InvalidProviderToken topic=com.lumen.coach`,
            ),
          );
        const tr = stackFor(
          r,
          "python",
          "PushSendError",
          `push-sender: ${n - r.int(0, 3)}/${n} deliveries failed (apns 403)`,
          [
            "/usr/local/lib/python3.12/site-packages/celery/app/trace.py:trace_task",
            "/app/reminders/tasks.py:dispatch",
            "/app/reminders/push.py:send_batch",
          ],
        );
        out.push(
          ev(
            t + 200,
            "reminder-scheduler",
            "error",
            `Task reminders.dispatch[${id}] raised unexpected: PushSendError('push-sender: deliveries failed (apns 403)')`,
            tr,
          ),
        );
        for (let a = 1; a <= r.int(2, 4); a++)
          out.push(
            ev(
              t + 200 + a * 60_000,
              "reminder-scheduler",
              "warn",
              `Task reminders.dispatch[${id}] retry: Retry in 60s: PushSendError('push-sender: deliveries failed (apns 403)')`,
            ),
          );
        return out;
      });
    },
  },
  {
    key: "progress-rack-timeout",
    estate: "lumen-content",
    origin: "progress-tracker",
    category: "timeout",
    hints: ["timeout", "timed out", "rack", "deadline", "requesttimeout"],
    severity: "high",
    note: "progress-tracker's streak recomputation runs past Rack::Timeout's 15 s on most progress writes; coach-api reports 504s and retries",
    setup(ctx, S) {
      const { r } = ctx;
      failing(ctx, "progress-tracker", S, 0.85, (_flow, t) => {
        const id = uuid(r);
        const out: Ev[] = [];
        out.push(
          ev(
            t + 200,
            "progress-tracker",
            "info",
            `StreakCalculator#recompute! ${user(r)}: scanning ${r.int(8000, 40000)} sessions`,
          ),
        );
        out.push(
          ev(
            t + 15_000,
            "progress-tracker",
            "info",
            `source=rack-timeout id=${id} timeout=15000ms service=15000ms state=timed_out`,
          ),
        );
        if (r.chance(0.5)) {
          const tr = stackFor(
            r,
            "ruby",
            "Rack::Timeout::RequestTimeoutException",
            "Request ran for longer than 15000ms",
            [
              "/app/app/services/streak_calculator.rb:block in recompute!",
              "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/relation/batches.rb:each",
              "/app/app/services/streak_calculator.rb:recompute!",
              "/app/app/controllers/progress_controller.rb:create",
            ],
          );
          out.push(
            ev(
              t + 15_005,
              "progress-tracker",
              "error",
              "Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms):",
              tr,
            ),
          );
        }
        out.push(
          ev(
            t + 15_010,
            "progress-tracker",
            "info",
            `Completed 500 Internal Server Error in 15003ms (ActiveRecord: ${r.int(9000, 14000)}.${r.int(0, 9)}ms)`,
          ),
        );
        out.push(ev(t + 15_030, "coach-api", "warn", "progress-tracker request timed out after 15000ms, retry 1/2"));
        out.push(
          ev(
            t + 30_060,
            "coach-api",
            "error",
            "POST /v1/progress 504 30061ms - progress-tracker did not answer in time",
          ),
        );
        return out;
      });
    },
  },
];
