// The eight failures of quiet124, one per category, each written the way its runtime and its callers log it.
import { gwLine } from "./background.js";
import { type Estate, S } from "./estates.js";
import { chance, hex, int, pick } from "./rng.js";
import type { Win } from "./stream.js";

export interface Failure {
  estate: string;
  category: string;
  origin: "ingest" | "alerts" | "push" | "pump" | "extra";
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Unrelated release or reload near the start. */
  decoy: "auth" | "share" | "clinic" | "sensors";
  /** Writes the failure from true time t0 on; returns the true start time at the origin. */
  run: (w: Win, e: Estate, t0: number) => number;
}

const ip = (w: Win) => `10.42.${int(w.r, 0, 31)}.${int(w.r, 2, 250)}`;

/** The phone app retries a failed call; the gateway logs every attempt. */
function gwRetries(
  w: Win,
  e: Estate,
  t: number,
  tr: string | undefined,
  route: string,
  status: number,
  ms: number,
  callee: string,
  flags: string,
): void {
  const [method, path] = route.split(" ");
  const n = chance(w.r, 0.7) ? int(w.r, 2, 4) : 1;
  for (let i = 0; i < n; i++) {
    const at = t + i * (ms + int(w.r, 800, 4000));
    w.add(
      at + ms,
      S(e, "gw"),
      status >= 500 ? "error" : "warn",
      gwLine(e, w.r, at, method, path ?? "/", status, ms, callee, flags),
      undefined,
      tr,
    );
  }
}

export const FAILURES: readonly Failure[] = [
  {
    estate: "sugarwise",
    category: "database",
    origin: "ingest",
    hints: ["connection", "database", "pool", "hikari", "sql", "postgres", "slots"],
    severity: "high",
    note: "cgm-uploader can no longer get Postgres connections (pool exhausted, server out of connection slots); uploads fail with 500/502 at nginx and glyco-alerts sees stale data",
    decoy: "auth",
    run: (w, e, t0) => {
      const r = w.r;
      const svc = S(e, "ingest");
      w.add(t0 - 40000, svc, "debug", "HikariPool-1 - Pool stats (total=40, active=31, idle=9, waiting=0)");
      w.each(
        30000,
        (t) =>
          w.add(
            t,
            svc,
            "debug",
            `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${int(r, 120, 400)})`,
          ),
        t0,
        w.end,
        0.05,
      );
      w.add(
        t0 + 1200,
        svc,
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5c3b6c1e (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      w.add(
        t0 + 2600,
        svc,
        "warn",
        `HikariPool-1 - Pool is empty, failed to create/setup connection (org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections)`,
      );
      w.hooks.set(svc, (t, tr, _caller, route) => {
        if (t < t0 || chance(r, 0.12)) return false;
        const wait = 5000 + int(r, 0, 3);
        w.add(
          t + wait,
          svc,
          "error",
          `Unhandled exception in ${route}: HikariPool-1 - Connection is not available, request timed out after ${wait}ms.`,
          [
            `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after ${wait}ms (total=40, active=40, idle=0, waiting=${int(r, 150, 420)})`,
            "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
            "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
            "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:144)",
            "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
            "\tat org.jetbrains.exposed.sql.Database$Companion$connect$3.invoke(Database.kt:212)",
            "\tat org.jetbrains.exposed.sql.transactions.ThreadLocalTransactionManager$ThreadLocalTransaction$connectionLazy$1.invoke(ThreadLocalTransactionManager.kt:91)",
            "\tat io.sugarwise.upload.ReadingRepository.insertBatch(ReadingRepository.kt:58)",
            "\tat io.sugarwise.upload.UploadRoutesKt$uploadRoutes$1$1.invokeSuspend(UploadRoutes.kt:41)",
            "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "\t... 14 common frames omitted",
          ],
          tr,
        );
        w.add(
          t + wait + 2,
          svc,
          "info",
          `500 Internal Server Error: ${route.replace(" ", " - ")} in ${wait + 3}ms`,
          undefined,
          tr,
        );
        if (route.startsWith("POST")) {
          w.add(
            t + wait + 4,
            S(e, "gw"),
            "error",
            `upstream prematurely closed connection while reading response header from upstream, client: ${ip(w)}, server: api.sugarwise.io, request: "${route} HTTP/1.1", upstream: "http://${ip(w)}:8080${route.split(" ")[1]}", host: "api.sugarwise.io"`,
            undefined,
            tr,
          );
          gwRetries(w, e, t, tr, route, 502, wait + 6, svc, "-");
        } else gwRetries(w, e, t, tr, route, 500, wait + 6, svc, "-");
        return true;
      });
      w.each(
        60000,
        (t) =>
          w.add(
            t,
            S(e, "alerts"),
            "warn",
            `stale data check: ${int(r, 900, 2600)} patients without a new reading in 10 min (usual ${int(r, 40, 90)})`,
          ),
        t0 + 90000,
      );
      return t0;
    },
  },
  {
    estate: "glucolink",
    category: "network",
    origin: "ingest",
    hints: ["network", "dns", "lookup", "i/o timeout", "dial", "reset", "connection"],
    severity: "high",
    note: "egv-ingest pods lose their network path to egv-store and cluster DNS (lookup and dial i/o timeouts, resets); egv-store itself stays healthy and keeps serving reads",
    decoy: "clinic",
    run: (w, e, t0) => {
      const r = w.r;
      const svc = S(e, "ingest");
      const store = `egv-store.${e.namespace}.svc.cluster.local`;
      const me = `10.44.3.${int(r, 10, 90)}`;
      const errs = () =>
        pick(r, [
          `dial tcp: lookup ${store} on 10.96.0.10:53: read udp ${me}:${int(r, 30000, 60000)}->10.96.0.10:53: i/o timeout`,
          `dial tcp 10.44.12.31:7400: i/o timeout`,
          `write tcp ${me}:${int(r, 30000, 60000)}->10.44.12.31:7400: write: connection reset by peer`,
          `dial tcp: lookup ${store}: i/o timeout`,
        ]);
      w.hooks.set(S(e, "extra"), (t, tr, caller) => {
        if (t < t0 || caller !== svc) return false;
        for (let i = 1; i <= 3; i++)
          w.add(
            t + i * 1200,
            svc,
            "warn",
            `egv write failed, retrying attempt=${i}/3 backoff=${i * 400}ms err="${errs()}"`,
            undefined,
            tr,
          );
        w.add(t + 3700, svc, "error", `store batch failed after 3 attempts: ${errs()}; returning 503`, undefined, tr);
        w.add(t + 3710, S(e, "gw"), "error", gwLine(e, r, t, "POST", "/v1/egvs", 503, 3710, svc, "-"), undefined, tr);
        return true;
      });
      w.each(
        20000,
        (t) => w.add(t, svc, "warn", `healthcheck dependency egv-store: unreachable (${errs()})`),
        t0 + 5000,
      );
      w.each(
        45000,
        (t) =>
          w.add(
            t,
            S(e, "alerts"),
            "warn",
            `no new EGVs for ${int(r, 700, 2100)} active patients in the last 5 minutes`,
          ),
        t0 + 120000,
      );
      return t0;
    },
  },
  {
    estate: "betacell",
    category: "timeout",
    origin: "alerts",
    hints: ["timeout", "timed out", "deadline", "lock"],
    severity: "medium",
    note: "hypo-watch evaluations stall waiting on its patient-state lock and blow their deadline (logged at WARN only); bg-ingest times out calling it and retries loudly, no alerts reach fanout-push",
    decoy: "share",
    run: (w, e, t0) => {
      const r = w.r;
      const svc = S(e, "alerts");
      w.add(
        t0,
        svc,
        "warn",
        `snapshot writer holding patient-state lock for ${int(r, 2100, 2900)}ms (shard ${int(r, 0, 7)})`,
      );
      w.each(
        7000,
        (t) =>
          w.add(
            t,
            svc,
            "warn",
            `evaluate batch aborted: context deadline exceeded (budget=2s waited_on=patient-state lock ${int(r, 2, 9)}.${int(r, 0, 9)}s) patients=${int(r, 60, 400)} deferred=${int(r, 60, 400)}`,
          ),
        t0 + 2000,
      );
      w.each(
        30000,
        (t) =>
          w.add(
            t,
            svc,
            "warn",
            `snapshot writer holding patient-state lock for ${int(r, 4, 19)}.${int(r, 0, 9)}s (shard ${int(r, 0, 7)})`,
          ),
        t0 + 10000,
      );
      const ing = S(e, "ingest");
      w.hooks.set(svc, (t, tr) => {
        if (t < t0) return false;
        for (let i = 1; i <= 3; i++)
          w.add(
            t + i * 3000,
            ing,
            "warn",
            `h.b.ingest.AlertClient - POST http://${svc}:8080/v1/evaluate failed (attempt ${i}/3): java.net.SocketTimeoutException: Read timed out`,
            undefined,
            tr,
          );
        if (chance(r, 0.5))
          w.add(
            t + 9050,
            ing,
            "error",
            `h.b.ingest.ReadingService - alert evaluation skipped after retries, readings stored without evaluation`,
            [
              `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${svc}:8080/v1/evaluate": Read timed out`,
              "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
              "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
              "\tat org.springframework.web.client.RestTemplate.execute(RestTemplate.java:790)",
              "\tat org.springframework.web.client.RestTemplate.postForEntity(RestTemplate.java:543)",
              "\tat health.betacell.ingest.AlertClient.evaluate(AlertClient.java:64)",
              "\tat health.betacell.ingest.ReadingService.afterStore(ReadingService.java:118)",
              "Caused by: java.net.SocketTimeoutException: Read timed out",
              "\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:551)",
              "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:309)",
              "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
              "\t... 41 common frames omitted",
            ],
            tr,
          );
        else
          w.add(
            t + 9050,
            ing,
            "error",
            `h.b.ingest.ReadingService - alert evaluation skipped after 3 attempts (Read timed out), readings stored without evaluation`,
            undefined,
            tr,
          );
        return true;
      });
      w.each(
        60000,
        (t) => w.add(t, S(e, "push"), "info", `no alert deliveries in last 60s (queue depth 0)`),
        t0 + 60000,
      );
      return t0;
    },
  },
  {
    estate: "lumen",
    category: "dependency",
    origin: "push",
    hints: ["fcm", "firebase", "unavailable", "503", "upstream", "circuit", "provider"],
    severity: "high",
    note: "Firebase Cloud Messaging answers 503 UNAVAILABLE to apns-fcm-gateway, whose breaker opens; Android alerts to patients and followers stop while APNs deliveries continue",
    decoy: "sensors",
    run: (w, e, t0) => {
      const r = w.r;
      const svc = S(e, "push");
      const al = S(e, "alerts");
      w.add(
        t0 + 800,
        svc,
        "warn",
        `fcm send failed: POST https://fcm.googleapis.com/v1/projects/lumen-cgm-eu/messages:send status=503 UNAVAILABLE "The service is currently unavailable." retry=1/3`,
      );
      w.add(t0 + 41000, svc, "error", "circuit breaker fcm-v1: CLOSED -> OPEN (failure ratio 0.93 over last 50 calls)");
      w.each(
        30000,
        (t) => {
          w.add(t, svc, "info", "circuit breaker fcm-v1: OPEN -> HALF_OPEN, probing");
          w.add(
            t + int(r, 300, 900),
            svc,
            "error",
            `fcm probe failed: status=503 UNAVAILABLE; circuit breaker fcm-v1: HALF_OPEN -> OPEN`,
          );
        },
        t0 + 71000,
        w.end,
        0.02,
      );
      w.hooks.set(svc, (t, _tr, _caller) => {
        if (t < t0) return false;
        const open = t > t0 + 41000;
        const id = hex(r, 10);
        if (!open)
          for (let i = 1; i <= 3; i++)
            w.add(
              t + i * 400,
              svc,
              i < 3 ? "warn" : "error",
              `fcm send failed alert=${id}: status=503 UNAVAILABLE "The service is currently unavailable." retry=${i}/3`,
            );
        else w.add(t + 3, svc, "error", `fcm send rejected locally alert=${id}: circuit breaker fcm-v1 is OPEN`);
        if (chance(r, 0.4)) w.add(t + 60, svc, "info", `delivered alert=${id} apns=1 fcm=0 in ${int(r, 40, 200)}ms`);
        else {
          w.add(
            t + 1300,
            al,
            "error",
            `e.l.alerts.DeliveryClient - delivery of alert ${id} via ${svc} failed: 502 Bad Gateway {"error":"provider_unavailable","provider":"fcm"}`,
          );
          for (let i = 1; i <= 3; i++)
            w.add(
              t + 1300 + i * 20000,
              al,
              "warn",
              `e.l.alerts.RedeliveryScheduler - redelivering alert ${id} (attempt ${i + 1}/5) via ${svc}`,
            );
        }
        return true;
      });
      return t0;
    },
  },
  {
    estate: "glucolink",
    category: "configuration",
    origin: "alerts",
    hints: ["config", "threshold", "property", "illegalstate", "profile", "missing"],
    severity: "high",
    note: "alert-engine is released with a config that no longer sets its threshold profiles; every evaluation throws IllegalStateException, egv-ingest gets 500s and push-relay goes silent",
    decoy: "share",
    run: (w, e, t0) => {
      const r = w.r;
      const svc = S(e, "alerts");
      w.add(t0 - 9000, svc, "info", "Commencing graceful shutdown. Waiting for active requests to complete");
      w.add(t0 - 8500, svc, "info", "Graceful shutdown complete");
      w.silence(svc, t0 - 8400, t0);
      w.add(
        t0,
        svc,
        "info",
        "Starting AlertEngineApplication v3.18.0 using Java 21.0.4 with PID 1 (/app/alert-engine.jar started by app in /app)",
      );
      w.add(t0 + 300, svc, "info", `The following 2 profiles are active: "prod", "eu-west-1"`);
      w.add(
        t0 + 2100,
        svc,
        "warn",
        "No threshold profiles bound from 'alerts.thresholds.profiles' (property source 'configmap.alert-engine-config' has 0 entries); evaluations will fail until configured",
      );
      w.add(
        t0 + 5200,
        svc,
        "info",
        `Started AlertEngineApplication in 5.${int(r, 100, 999)} seconds (process running for 6.${int(r, 100, 999)})`,
      );
      const ing = S(e, "ingest");
      w.hooks.set(svc, (t, tr) => {
        if (t < t0 + 5200) return false;
        if (chance(r, 0.35))
          w.add(
            t + 4,
            svc,
            "error",
            `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.IllegalStateException: No threshold profile configured for region 'US']`,
            [
              "java.lang.IllegalStateException: No threshold profile configured for region 'US'",
              "\tat com.glucolink.alerts.threshold.ThresholdResolver.resolve(ThresholdResolver.java:52)",
              "\tat com.glucolink.alerts.AlertEvaluator.evaluate(AlertEvaluator.java:88)",
              "\tat com.glucolink.alerts.api.EvaluateController.evaluate(EvaluateController.java:37)",
              "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
              "\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
              "\tat org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)",
              "\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
            ],
            tr,
          );
        else
          w.add(
            t + 4,
            svc,
            "error",
            `AlertEvaluator - evaluation failed: No threshold profile configured for region '${pick(r, ["US", "US", "CA"])}'`,
            undefined,
            tr,
          );
        w.add(
          t + 9,
          ing,
          "warn",
          `alert evaluation request failed status=500 callee=alert-engine body="{\\"status\\":500,\\"error\\":\\"Internal Server Error\\",\\"path\\":\\"/v1/evaluate\\"}"`,
          undefined,
          tr,
        );
        return true;
      });
      w.each(60000, (t) => w.add(t, S(e, "push"), "info", `alert queue idle: 0 deliveries in last 60s`), t0 + 70000);
      return t0;
    },
  },
  {
    estate: "sugarwise",
    category: "memory",
    origin: "pump",
    hints: ["memory", "outofmemory", "oom", "heap"],
    severity: "medium",
    note: "insulin-bridge loads whole pump histories into memory, hits the GC heap hard limit and is killed and restarted over and over; nginx answers 502 for pump uploads while it is down",
    decoy: "clinic",
    run: (w, e, t0) => {
      const r = w.r;
      const svc = S(e, "pump");
      const downs: Array<[number, number]> = [];
      let t = t0;
      while (t < w.end) {
        const s = `PS${int(r, 1000000, 9999999)}`;
        w.add(
          t - 20000,
          svc,
          "warn",
          `Loading full history for pump ${s}: ${int(r, 300, 900)},${int(r, 100, 999)} records (no since-cursor on request)`,
        );
        w.add(
          t - 9000,
          svc,
          "warn",
          `GC heap usage ${(1.6 + r() * 0.15).toFixed(2)} GB of 1.80 GB hard limit after gen2 collection`,
        );
        w.add(
          t,
          svc,
          "fatal",
          "Unhandled exception. System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
          [
            "   at System.Collections.Generic.List`1.set_Capacity(Int32 value)",
            "   at System.Text.Json.Serialization.Converters.ListOfTConverter`2.Add(TElement& value, ReadStack& state)",
            "   at System.Text.Json.JsonSerializer.Deserialize[TValue](Stream utf8Json, JsonSerializerOptions options)",
            "   at Sugarwise.InsulinBridge.History.PartnerHistoryClient.FetchAllAsync(String pumpSerial, CancellationToken ct) in /src/InsulinBridge/History/PartnerHistoryClient.cs:line 88",
            "   at Sugarwise.InsulinBridge.History.HistoryImporter.ImportAsync(String pumpSerial, CancellationToken ct) in /src/InsulinBridge/History/HistoryImporter.cs:line 41",
            "   at Sugarwise.InsulinBridge.Api.PumpController.PostHistory(PumpUpload upload) in /src/InsulinBridge/Api/PumpController.cs:line 29",
          ],
        );
        const up = t + int(r, 25000, 45000);
        downs.push([t + 50, up]);
        w.silence(svc, t + 50, up);
        w.add(up, svc, "info", "Now listening on: http://[::]:8080");
        w.add(up + 200, svc, "info", "Application started. Press Ctrl+C to shut down.");
        w.add(up + 210, svc, "info", "Hosting environment: Production");
        t = up + int(r, 50000, 90000);
      }
      w.hooks.set(svc, (at, tr, _c, route) => {
        if (!downs.some(([a, b]) => at >= a && at < b)) return false;
        w.add(
          at + 2,
          S(e, "gw"),
          "error",
          `connect() failed (111: Connection refused) while connecting to upstream, client: ${ip(w)}, server: api.sugarwise.io, request: "${route} HTTP/1.1", upstream: "http://${ip(w)}:8080${route.split(" ")[1]}", host: "api.sugarwise.io"`,
          undefined,
          tr,
        );
        gwRetries(w, e, at, tr, route, 502, 2, svc, "-");
        return true;
      });
      return t0;
    },
  },
  {
    estate: "betacell",
    category: "disk",
    origin: "extra",
    hints: ["disk", "space", "no space", "enospc", "storage", "wal", "full"],
    severity: "high",
    note: "tsdb-writer's data volume fills up; WAL appends fail with ENOSPC and writes are refused while reads still work, so bg-ingest parks readings and retries",
    decoy: "auth",
    run: (w, e, t0) => {
      const r = w.r;
      const svc = S(e, "extra");
      w.add(t0 - 180000, svc, "warn", "disk usage /var/lib/tsdb 94.1% (threshold 90%), retention compaction running");
      w.add(
        t0 - 90000,
        svc,
        "warn",
        "disk usage /var/lib/tsdb 97.8% (threshold 90%), compaction cannot free space: 3 blocks pinned by snapshot",
      );
      w.add(
        t0,
        svc,
        "error",
        `wal: append to segment 0000${int(r, 4000, 4999)} failed: No space left on device (errno=28)`,
      );
      w.add(t0 + 20, svc, "error", "storage: volume /var/lib/tsdb has 0 bytes free, switching to read-only mode");
      w.each(
        15000,
        (t) => w.add(t, svc, "warn", `disk usage /var/lib/tsdb 100.0% (0 B free); writes refused`),
        t0 + 5000,
      );
      const ing = S(e, "ingest");
      w.hooks.set(svc, (t, tr, caller) => {
        if (t < t0 || caller !== ing) return false;
        w.add(
          t + 3,
          svc,
          "error",
          `write rejected series=egv shard=${int(r, 0, 15)}: read-only mode (ENOSPC)`,
          undefined,
          tr,
        );
        w.add(t + 1700, S(e, "gw"), "info", gwLine(e, r, t - 5, "POST", "/v1/egvs", 202, 1705, ing), undefined, tr);
        for (let i = 1; i <= 2; i++)
          w.add(
            t + 5 + i * 500,
            ing,
            "warn",
            `h.b.ingest.TsdbClient - write to ${svc} failed (attempt ${i}/3): 507 Insufficient Storage`,
            undefined,
            tr,
          );
        w.add(
          t + 1600,
          ing,
          "error",
          `h.b.ingest.ReadingService - batch ${hex(r, 12)} parked in retry queue after 3 attempts (${svc}: 507 Insufficient Storage); retry queue size ${int(r, 2000, 90000)}`,
          undefined,
          tr,
        );
        return true;
      });
      return t0;
    },
  },
  {
    estate: "lumen",
    category: "null_reference",
    origin: "pump",
    hints: ["null", "nullpointer", "npe"],
    severity: "medium",
    note: "pump-history throws NullPointerException on uploads from pumps with no active basal schedule (new firmware); the gateway returns 500 and apps retry every upload",
    decoy: "auth",
    run: (w, e, t0) => {
      const r = w.r;
      const svc = S(e, "pump");
      w.hooks.set(svc, (t, tr, _c, route) => {
        if (t < t0 || chance(r, 0.3)) return false;
        const fw = pick(r, ["3.4.0", "3.4.0", "3.4.1"]);
        w.add(
          t + 30,
          svc,
          "error",
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "eu.lumen.pump.model.BasalSchedule.getSegments()" because the return value of "eu.lumen.pump.model.PumpSettings.getActiveBasalSchedule()" is null]`,
          [
            `java.lang.NullPointerException: Cannot invoke "eu.lumen.pump.model.BasalSchedule.getSegments()" because the return value of "eu.lumen.pump.model.PumpSettings.getActiveBasalSchedule()" is null`,
            "\tat eu.lumen.pump.history.BasalNormalizer.normalize(BasalNormalizer.java:73)",
            "\tat eu.lumen.pump.history.HistoryImportService.importUpload(HistoryImportService.java:142)",
            "\tat eu.lumen.pump.api.UploadController.upload(UploadController.java:58)",
            "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
            "\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
            "\tat org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)",
          ],
          tr,
        );
        w.add(
          t + 10,
          svc,
          "info",
          `upload from pump PS${int(r, 1000000, 9999999)} firmware=${fw} model=${pick(r, ["LP-2", "LP-2S"])} records=${int(r, 40, 900)}`,
          undefined,
          tr,
        );
        gwRetries(w, e, t, tr, route, 500, int(r, 30, 120), svc, "-");
        return true;
      });
      return t0;
    },
  },
];
