// The eight quiet26 failures, one per category, written the way each runtime and its callers really report them.
// Each runs after 3-8 minutes of baseline; `mute` thins or stops the origin's (and its flow's) normal lines.
import type { NoiseCtx } from "./quiet.js";

export interface IncCtx extends NoiseCtx {
  ts: number;
  trace: () => string | undefined;
  mute: (svc: string, from: number, to: number, frac: number, re?: RegExp) => void;
}

export interface IncidentSpec {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** noise kinds that would blur the labelled story and are not laid on this one */
  avoid: string[];
  run: (c: IncCtx) => void;
}

const S = 1000;
const M = 60 * S;
const loop = (c: IncCtx, from: number, gap: number, f: (t: number, i: number) => void, to = c.t1) => {
  let i = 0;
  for (let t = from + c.r.next() * gap; t < to; t += gap * (0.5 + c.r.next())) f(t, i++);
};
const mrn = (c: IncCtx) => `MRN${c.r.int(10000000, 99999999)}`;

export const INCIDENTS: IncidentSpec[] = [
  {
    estate: "st-brigid",
    origin: "emr-adt-feed",
    category: "database",
    hints: ["database", "jdbc", "connection", "sql", "postgres", "pool", "hikari"],
    severity: "high",
    note: "emr-adt-feed's Postgres runs out of connection slots; its Hikari pool times out while hl7-engine retries ADT deliveries and the portal shows 502s",
    avoid: ["archive-purge", "adt-shift-burst"],
    run: (c) => {
      const o = "emr-adt-feed";
      c.mute(o, c.ts, c.t1, 0.88, /^(PUT|GET) /);
      loop(c, c.ts - 40 * S, 30 * S, (t, i) =>
        c.emit(
          o,
          t < c.ts ? "debug" : "warn",
          `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${Math.min(180, 8 + i * 9)})`,
          t,
        ),
      );
      loop(c, c.ts, 2500, (t, i) => {
        if (i % 4 === 0)
          c.emit(o, "error", "HikariPool-1 - Exception during pool initialization of additional connection.", t, {
            errKind: "org.postgresql.util.PSQLException",
            stack: [
              "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
              "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:614)",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:164)",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:215)",
              "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
              "\tat com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:724)",
            ],
          });
        else
          c.emit(
            o,
            "error",
            `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection]`,
            t,
            {
              errKind: "java.sql.SQLTransientConnectionException",
              stack: [
                "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=" +
                  c.r.int(40, 180) +
                  ")",
                "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)",
                "\tat org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
                "\tat org.sbh.emr.adt.EncounterRepository.upsert(EncounterRepository.java:88)",
                "\tat org.sbh.emr.adt.web.EncounterController.put(EncounterController.java:54)",
              ],
            },
          );
      });
      loop(c, c.ts + 31 * S, 700, (t) => {
        const a = c.r.int(2, 6);
        c.emit(
          "hl7-engine",
          "error",
          `Channel ADT_IN destination EMR_API: HTTP 503 from http://emr-adt-feed:8080/api/v1/encounters/${mrn(c)} after 30012ms, queued for retry (attempt ${a}/10)`,
          t,
        );
      });
      loop(c, c.ts + 35 * S, 20 * S, (t, i) =>
        c.emit(
          "hl7-engine",
          "warn",
          `Channel ADT_IN queued=${120 + i * 64} errored=${30 + i * 22} (destination EMR_API)`,
          t,
        ),
      );
      loop(c, c.ts + 32 * S, 3500, (t) =>
        c.emit(
          "clinical-portal",
          "error",
          `GET /worklist 502 10004ms user=rn.${c.r.pick(["kowalski", "osei", "dunne", "moreau"])} upstream=emr-adt-feed error="socket hang up"`,
          t,
        ),
      );
    },
  },
  {
    estate: "st-brigid",
    origin: "clinical-portal",
    category: "authentication",
    hints: ["auth", "credential", "secret", "token", "aadsts", "client", "oauth", "login"],
    severity: "high",
    note: "clinical-portal's Entra ID client secret expires, every sign-in callback fails with invalid_client and clinicians cannot log in",
    avoid: ["portal-login-typos"],
    run: (c) => {
      const o = "clinical-portal";
      c.mute(o, c.ts, c.t1, 0.75);
      c.mute("pump-gateway", c.ts, c.t1, 0.6, /^Auto-programming order/);
      loop(c, c.ts, 2200, (t) => {
        const cid = `${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}`;
        c.emit(
          o,
          "error",
          `acquireTokenByCode failed: invalid_client: Error(s): 7000222 - Timestamp: 2026-11-30 ${c.r.int(10, 23)}:${c.r.int(10, 59)}:${c.r.int(10, 59)}Z - Description: AADSTS7000222: The provided client secret keys for app '7c2e9a41-55d0-4b6f-9d1e-0a8f3b2c6e11' are expired. Visit the Azure portal to create new keys for your app. Trace ID: ${c.r.hex(8)}-${c.r.hex(4)} Correlation ID: ${cid}`,
          t,
          {
            errKind: "ServerError",
            stack: [
              "ServerError: invalid_client: Error(s): 7000222 - Description: AADSTS7000222: The provided client secret keys for app '7c2e9a41-55d0-4b6f-9d1e-0a8f3b2c6e11' are expired.",
              "    at ResponseHandler.validateTokenResponse (/app/node_modules/@azure/msal-common/dist/response/ResponseHandler.mjs:87:23)",
              "    at AuthorizationCodeClient.executeTokenRequest (/app/node_modules/@azure/msal-common/dist/client/AuthorizationCodeClient.mjs:124:25)",
              "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "    at async ConfidentialClientApplication.acquireTokenByCode (/app/node_modules/@azure/msal-node/dist/client/ClientApplication.mjs:139:28)",
              "    at async /app/dist/routes/auth.js:48:24",
            ],
          },
        );
        c.emit(o, "warn", `GET /auth/callback 500 ${c.r.int(180, 600)}ms user=-`, t + c.r.int(5, 40));
      });
      loop(c, c.ts + 2 * M, 40 * S, (t) =>
        c.emit(
          o,
          "warn",
          `GET /api/orders 401 3ms reason="session expired" user=rn.${c.r.pick(["osei", "dunne", "haddad"])}`,
          t,
        ),
      );
    },
  },
  {
    estate: "harbourview",
    origin: "alarm-mgmt",
    category: "dependency",
    hints: ["paging", "vendor", "503", "unavailable", "upstream", "circuit", "http", "dependency"],
    severity: "high",
    note: "the hosted paging gateway alarm-mgmt delivers to starts answering 503; its circuit breaker opens and alarms fall back to unit desks while nurse-call-gw retries",
    avoid: ["pager-fallback"],
    run: (c) => {
      const o = "alarm-mgmt";
      c.mute(o, c.ts, c.t1, 0.92, /delivered to handset/);
      let open = 0;
      loop(c, c.ts, 1800, (t, i) => {
        const a = c.r.hex(8);
        if (t < open) {
          c.emit(
            o,
            "warn",
            `warn: HarbourView.Alarms.Delivery.DeliveryService[7] Alarm ${a} ${c.r.pick(["3E", "4W", "5W", "ICU2"])}-${String(c.r.int(1, 28)).padStart(2, "0")} not sent to paging gateway (circuit open), fallback to unit desk phone`,
            t,
          );
          return;
        }
        c.emit(
          o,
          "error",
          `fail: HarbourView.Alarms.Delivery.PagingClient[3] Delivery of alarm ${a} to handset ${c.r.int(5000, 5999)} failed`,
          t,
          {
            errKind: "System.Net.Http.HttpRequestException",
            stack: [
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
              "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
              "   at HarbourView.Alarms.Delivery.PagingClient.SendAsync(PageRequest request, CancellationToken ct) in /src/Alarms.Delivery/PagingClient.cs:line 88",
              "   at Polly.CircuitBreaker.AsyncCircuitBreakerEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken)",
              "   at HarbourView.Alarms.Delivery.DeliveryService.DeliverAsync(Alarm alarm) in /src/Alarms.Delivery/DeliveryService.cs:line 131",
            ],
          },
        );
        if (i % 6 === 5) {
          c.emit(
            o,
            "warn",
            "warn: HarbourView.Alarms.Delivery.PagingClient[9] Circuit breaker for paging gateway https://gw.pagelink-cloud.example/v3/pages opened for 30s after 5 consecutive failures",
            t + 5,
          );
          open = t + 30 * S;
        }
      });
      loop(c, c.ts + 20 * S, 900, (t) => {
        const b = `${c.r.pick(["3E", "4W", "5W"])}-${String(c.r.int(1, 28)).padStart(2, "0")}`;
        c.emit(
          "nurse-call-gw",
          "warn",
          `no delivery confirmation from alarm-mgmt for call ${b} within 30s, re-submitting (attempt ${c.r.int(2, 5)})`,
          t,
        );
      });
      loop(c, c.ts + 60 * S, 30 * S, (t, i) =>
        c.emit(
          "telemetry-central",
          "warn",
          `W telemetry: ${3 + i} alarms awaiting secondary notification confirmation`,
          t,
        ),
      );
    },
  },
  {
    estate: "harbourview",
    origin: "hl7-router",
    category: "disk",
    hints: ["disk", "space", "enospc", "storage", "volume", "ioexception"],
    severity: "high",
    note: "hl7-router's message store volume fills up; it cannot persist inbound lab and ADT messages, NAKs senders and downstream bed-board stops getting updates",
    avoid: ["hl7-held-unknown-patient", "interface-downtime-drill"],
    run: (c) => {
      const o = "hl7-router";
      c.mute(o, c.ts, c.t1, 0.9, /accepted/);
      c.mute("bed-board", c.ts, c.t1, 0.95, /AdtController/);
      c.mute("audit-log", c.ts, c.t1, 0.8, /hl7\.route/);
      c.emit(o, "warn", "[store] /var/lib/hl7router/store usage 95% (47.6G of 50.0G)", c.ts - 4 * M);
      c.emit(o, "warn", "[store] /var/lib/hl7router/store usage 98% (49.1G of 50.0G)", c.ts - 90 * S);
      loop(c, c.ts, 1600, (t, i) => {
        const ch = c.r.pick(["LAB_IN", "ADT_IN", "RAD_IN"]);
        if (i % 5 === 0)
          c.emit(o, "error", `[MLLP ${ch}] failed to persist message ctrl=${c.r.int(1000000, 9999999)}`, t, {
            errKind: "java.io.IOException",
            stack: [
              "java.io.IOException: No space left on device",
              "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
              "\tat java.base/sun.nio.ch.FileDispatcherImpl.write(FileDispatcherImpl.java:62)",
              "\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
              "\tat org.hvh.hl7router.store.SegmentWriter.append(SegmentWriter.java:97)",
              "\tat org.hvh.hl7router.mllp.InboundHandler.channelRead0(InboundHandler.java:61)",
              "\tat io.netty.channel.SimpleChannelInboundHandler.channelRead(SimpleChannelInboundHandler.java:99)",
            ],
          });
        else
          c.emit(
            o,
            "error",
            `[MLLP ${ch}] ACK AR sent for ctrl=${c.r.int(1000000, 9999999)}: message store write failed (No space left on device)`,
            t,
          );
      });
      loop(c, c.ts + 10 * S, 60 * S, (t, i) =>
        c.emit(
          o,
          "warn",
          `[stats] LAB_IN in=${c.r.int(40, 70)} out=0 queued=0 rejected=${c.r.int(40, 70)} | ADT_IN in=${c.r.int(20, 50)} rejected=${c.r.int(20, 50)} (minute ${i + 1})`,
          t,
        ),
      );
      loop(c, c.ts + 2 * M, 45 * S, (t, i) =>
        c.emit("bed-board", "warn", `ADT feed silent for ${120 + i * 45}s, bed census may be stale`, t),
      );
      loop(c, c.ts + 3 * M, 50 * S, (t) =>
        c.emit("patient-id-svc", "info", "INFO  c.h.empi.Inbound - inbound PID rate 0/min (expected ~40/min)", t),
      );
    },
  },
  {
    estate: "fieldhand",
    origin: "lns-bridge",
    category: "network",
    hints: ["dns", "network", "lookup", "resolve", "udp", "dial"],
    severity: "medium",
    note: "lns-bridge can no longer resolve the ingest service through cluster DNS; it logs only warnings while buffering, and downstream soil data stops",
    avoid: ["lorawan-duplicate-uplinks", "gateway-lte-failover"],
    run: (c) => {
      const o = "lns-bridge";
      c.mute("telematics-ingest", c.ts, c.t1, 0.97, /^soil probe/);
      loop(c, c.ts, 2200, (t, i) => {
        const e = c.r.hex(16);
        if (i % 3 === 0)
          c.emit(
            o,
            "warn",
            `forward uplink dev_eui=${e} failed: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp: lookup telematics-ingest.fieldhand-prod.svc.cluster.local on 10.96.0.10:53: read udp 10.42.3.17:${c.r.int(30000, 60000)}->10.96.0.10:53: i/o timeout"`,
            t,
            { trace: c.trace() },
          );
        else
          c.emit(
            o,
            "warn",
            `forward uplink dev_eui=${e} failed, buffered (buffer ${Math.min(50000, 200 + i * 90)}/50000)`,
            t,
            { trace: c.trace() },
          );
      });
      loop(
        c,
        c.ts + 6 * M,
        4 * S,
        (t) => c.emit(o, "warn", `uplink buffer full (50000), dropping oldest uplink dev_eui=${c.r.hex(16)}`, t),
        c.t1,
      );
      loop(c, c.ts + 70 * S, 15 * S, (t) =>
        c.emit(
          "telematics-ingest",
          "warn",
          `no LoRaWAN uplinks consumed from topic lns.uplinks in last ${c.r.int(60, 90)}s (expected ~${c.r.int(180, 260)}/min)`,
          t,
        ),
      );
      loop(c, c.ts + 2 * M, 40 * S, (t) =>
        c.emit(
          "irrigation-scheduler",
          "warn",
          `WARN  o.f.irrigation.PlanService - zone ${c.r.int(1, 40)}: no soil moisture reading for ${c.r.int(10, 25)} min, falling back to ET-only plan`,
          t,
        ),
      );
      loop(c, c.ts + 90 * S, 20 * S, (t) =>
        c.emit(
          "fleet-api",
          "warn",
          `GET /v2/fields/F-${c.r.int(100, 999)}/moisture 200 ${c.r.int(10, 60)}ms stale=true age=${c.r.int(3, 20)}m`,
          t,
          { trace: c.trace() },
        ),
      );
    },
  },
  {
    estate: "fieldhand",
    origin: "ota-campaigns",
    category: "configuration",
    hints: ["config", "setting", "bucket", "environment", "forbidden", "access"],
    severity: "medium",
    note: "a release of ota-campaigns points FIRMWARE_BUCKET at the staging bucket; every firmware lookup is denied and device-shadow retries OTA jobs loudly",
    avoid: ["ota-download-retries", "ota-deferred-battery"],
    run: (c) => {
      const o = "ota-campaigns";
      c.emit(o, "info", "[INFO] Handling signal: term", c.ts - 25 * S);
      c.emit(o, "info", "[INFO] Starting gunicorn 22.0.0 (ota-campaigns 2.31.0)", c.ts - 12 * S);
      c.emit(
        o,
        "info",
        "INFO ota.settings: loaded settings from env: AWS_REGION=eu-west-1 FIRMWARE_BUCKET=fh-firmware-staging MANIFEST_PREFIX=releases/ SIGNING_KEY_ID=fw-2026-q4",
        c.ts - 8 * S,
      );
      c.emit(o, "info", "[INFO] Booting worker with pid: 9", c.ts - 6 * S);
      loop(c, c.ts, 2000, (t, i) => {
        const d = `trk-${c.r.hex(4)}`;
        const tr = c.trace();
        if (i % 3 === 0)
          c.emit(o, "error", `ERROR ota.api: check-in from ${d} failed for campaign C-118 (trk-fw-7.4.2.bin)`, t, {
            trace: tr,
            errKind: "botocore.exceptions.ClientError",
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/ota/api/checkin.py", line 74, in checkin',
              "    meta = store.head_image(campaign.image_key)",
              '  File "/app/ota/store.py", line 31, in head_image',
              "    return self.s3.head_object(Bucket=settings.FIRMWARE_BUCKET, Key=key)",
              '  File "/usr/local/lib/python3.11/site-packages/botocore/client.py", line 565, in _api_call',
              "    return self._make_api_call(operation_name, kwargs)",
              '  File "/usr/local/lib/python3.11/site-packages/botocore/client.py", line 1021, in _make_api_call',
              "    raise error_class(parsed_response, operation_name)",
              "botocore.exceptions.ClientError: An error occurred (403) when calling the HeadObject operation: Forbidden",
            ],
          });
        else c.emit(o, "warn", `WARNING ota.api: POST /v1/checkin device=${d} -> 500`, t, { trace: tr });
      });
      loop(c, c.ts + 5 * S, 800, (t) =>
        c.emit(
          "device-shadow",
          "error",
          `ota job for trk-${c.r.hex(4)} failed: ota-campaigns returned 500 on check-in, job re-queued (attempt ${c.r.int(2, 8)})`,
          t,
          { trace: c.trace() },
        ),
      );
      loop(c, c.ts + 60 * S, 30 * S, (t) =>
        c.emit("fleet-api", "warn", `campaign C-118 progress stalled at 41.2% (0 completions in last 60s)`, t),
      );
    },
  },
  {
    estate: "frostline",
    origin: "geofence",
    category: "timeout",
    hints: ["timeout", "deadline", "slow", "exceeded"],
    severity: "medium",
    note: "a customer's huge corridor fence makes geofence evaluations overrun their 5s deadline (it logs warnings only) while tracker-ingest reports DeadlineExceeded and lags",
    avoid: ["geofence-flapping"],
    run: (c) => {
      const o = "geofence";
      c.mute(o, c.ts, c.t1, 0.85, /^evaluated/);
      c.emit(
        "shipment-api",
        "info",
        "c.f.shipment.fence.FenceService : fence pharmaroute-eu-corridor updated by customer pharmaroute (241377 vertices)",
        c.ts - 2 * S,
      );
      loop(c, c.ts, 2500, (t, i) => {
        const tr = `FL${c.r.int(100000, 999999)}`;
        if (i % 2 === 0)
          c.emit(
            o,
            "warn",
            `slow evaluation tracker=${tr} fence=pharmaroute-eu-corridor took=${c.r.int(3, 4)}.${c.r.int(1, 9)}s`,
            t,
          );
        else
          c.emit(
            o,
            "warn",
            `evaluation exceeded deadline tracker=${tr} fences=${c.r.int(3, 14)} budget=5s, result discarded`,
            t,
          );
      });
      loop(c, c.ts + 5 * S, 600, (t) =>
        c.emit(
          "tracker-ingest",
          "error",
          `msg="geofence check failed" tracker=FL${c.r.int(100000, 999999)} err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" attempt=${c.r.int(1, 3)}`,
          t,
          { trace: c.trace() },
        ),
      );
      loop(c, c.ts + 30 * S, 30 * S, (t, i) =>
        c.emit(
          "tracker-ingest",
          "warn",
          `msg="consumer lag" topic=tracker.readings partition_max_lag=${2000 + i * 3100}`,
          t,
        ),
      );
      loop(c, c.ts + 40 * S, 15 * S, (t) =>
        c.emit(
          "shipment-api",
          "warn",
          `c.f.shipment.eta.EtaService : ETA recompute skipped for SHP-${c.r.int(10000, 99999)}: geofence answer missing`,
          t,
        ),
      );
    },
  },
  {
    estate: "frostline",
    origin: "tracker-ingest",
    category: "memory",
    hints: ["memory", "oom", "heap", "rss"],
    severity: "high",
    note: "tracker-ingest's heap grows until the container is killed; it goes silent, restarts from its spool, and mqtt-gw and temp-excursions report the gap",
    avoid: ["nightly-report-slow", "late-backfill"],
    run: (c) => {
      const o = "tracker-ingest";
      const crashes = [c.ts + 3 * M, c.ts + 7 * M, c.ts + 10 * M];
      let t = c.ts;
      let heap = 1.31;
      for (const k of crashes) {
        while (t < k - 10 * S) {
          heap = Math.min(1.74, heap + 0.02 + c.r.next() * 0.02);
          c.emit(
            o,
            "warn",
            `msg="memory pressure" heap_inuse=${heap.toFixed(2)}GiB gomemlimit=1.75GiB gc_cpu=${Math.round(20 + heap * 25)}% pending_batches=${c.r.int(900, 4000)}`,
            t,
          );
          t += c.r.int(8, 16) * S;
        }
        const down = k + c.r.int(55, 80) * S;
        c.mute(o, k, down, 1);
        c.mute("geofence", k, down, 1, /^evaluated/);
        c.mute("temp-excursions", k, down, 1, /within range/);
        loop(
          c,
          k + 3 * S,
          700,
          (u) =>
            c.emit(
              "mqtt-gw",
              "warn",
              `Outgoing messages are being dropped for client tracker-ingest-${c.r.int(0, 2)}.`,
              u,
            ),
          down,
        );
        c.emit(
          "mqtt-gw",
          "warn",
          `Client tracker-ingest-${c.r.int(0, 2)} has exceeded timeout, disconnecting.`,
          k + c.r.int(20, 40) * S,
        );
        c.emit(
          "temp-excursions",
          "error",
          `ERROR excursions.monitor: no readings for ${c.r.int(300, 500)} active shipments in 60s, opening data-gap alerts`,
          k + 62 * S,
        );
        c.emit(o, "info", `msg="starting tracker-ingest" version=3.8.1 go=go1.22.5 GOMEMLIMIT=1750MiB`, down);
        c.emit(o, "info", `msg="spool recovered" unacked=${c.r.int(9000, 30000)} from=/var/spool/ingest`, down + 900);
        if (c.t1 > down + 2 * S)
          c.emit(
            "temp-excursions",
            "info",
            "INFO excursions.monitor: readings resumed, data-gap alerts closed",
            down + 40 * S,
          );
        t = down + 5 * S;
        heap = 1.4;
      }
      while (t < c.t1) {
        heap = Math.min(1.74, heap + 0.03);
        c.emit(
          o,
          "warn",
          `msg="memory pressure" heap_inuse=${heap.toFixed(2)}GiB gomemlimit=1.75GiB gc_cpu=${Math.round(20 + heap * 25)}%`,
          t,
        );
        t += 12 * S;
      }
    },
  },
];
