// The 52 failure stories of holdout66 (4 per category), each told by the services as they would log it.
import { ids } from "./estates.js";
import { dotnet, go, java, node, python, ruby } from "./stacks.js";
import type { Sim } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Spec {
  cat: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  needs: string[];
  run(s: Sim, t0: number): void;
}

const { vin, imei, eui, ip } = ids;
const sh = (n: number) => `SH-${n}`;

export const SPECS: Spec[] = [
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    estate: "harrowline",
    origin: "ota-campaigns",
    hints: ["auth", "token", "401", "unauthorized", "credential", "expired"],
    sev: "high",
    note: "ota-campaigns' token for the firmware artifact store expires; every chunk download gets 401 and campaigns stall while machines keep retrying.",
    needs: ["ota-campaigns", "device-registry", "fleet-dashboard"],
    run(s, t0) {
      s.goQuiet("ota-campaigns", t0);
      s.emit(
        "ota-campaigns",
        t0 + 400,
        "WARN",
        "artifact-store session token refresh failed: 401 invalid_client, keeping current token (expires_at reached)",
      );
      s.rep(
        "ota-campaigns",
        t0,
        s.end,
        3,
        "ERROR",
        (r) =>
          `download of fw-4.12.3/chunk-${r.int(1, 64)}.bin failed: 401 Unauthorized (ExpiredToken: The provided token has expired.)`,
      );
      s.repStack(
        "ota-campaigns",
        t0 + 5000,
        s.end,
        25,
        "ERROR",
        () => "campaign worker crashed, requeueing batch",
        (r) =>
          python(
            r,
            [
              ["/app/ota/worker.py", "run_batch", "blob = store.fetch(chunk_key)"],
              ["/app/ota/store.py", "fetch", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://artifacts.harrowline-fw.example/fw-4.12.3/manifest.json",
          ),
        "HTTPError",
      );
      s.rep(
        "fleet-dashboard",
        t0 + 20000,
        s.end,
        9,
        "WARN",
        (r) =>
          `GET /api/campaigns/fw-4.12.3/progress 200 ${r.int(30, 90)}ms (progress unchanged for ${r.int(2, 9)} min)`,
      );
      s.rep(
        "ota-campaigns",
        t0,
        s.end,
        6,
        "WARN",
        (r) => `machine ${vin(r)} requested chunk again (attempt ${r.int(2, 9)}), nothing to serve`,
      );
    },
  },
  {
    cat: "authentication",
    estate: "rainfold",
    origin: "valve-control",
    hints: ["auth", "token", "unauthenticated", "api key", "credential"],
    sev: "high",
    note: "valve-control's ChirpStack API key was revoked; every downlink enqueue returns gRPC Unauthenticated, so scheduled irrigation runs never open valves.",
    needs: ["valve-control", "irrigation-scheduler", "grower-api", "notifier"],
    run(s, t0) {
      s.goQuiet("valve-control", t0);
      s.breakChains("valve-control", t0, 0.95);
      s.rep(
        "valve-control",
        t0,
        s.end,
        4,
        "ERROR",
        (r) =>
          `enqueue downlink dev_eui=${eui(r)} failed: status: Unauthenticated, message: "Invalid token: api key does not exist or was revoked"`,
      );
      s.rep(
        "irrigation-scheduler",
        t0 + 3000,
        s.end,
        3,
        "ERROR",
        (r) =>
          `zone Z${r.int(1, 40)} start failed: valve-control POST /commands returned 502 Bad Gateway, retry ${r.int(1, 5)}/5`,
      );
      s.rep(
        "grower-api",
        t0 + 5000,
        s.end,
        6,
        "ERROR",
        (r) =>
          `POST /v1/zones/Z${r.int(1, 40)}/run 502 ${r.int(200, 900)}ms - upstream irrigation-scheduler: valve command not accepted`,
      );
      s.rep(
        "notifier",
        t0 + 60000,
        s.end,
        30,
        "WARN",
        (r) => `Queued alert 'zone did not start' for farm F-${r.int(1000, 1999)}`,
      );
    },
  },
  {
    cat: "authentication",
    estate: "coldtrail",
    origin: "tracker-ingest",
    hints: ["auth", "not authorized", "password", "credential", "mqtt"],
    sev: "high",
    note: "After a password rotation tracker-ingest still uses the old MQTT credentials; the broker answers CONNACK 'not authorized' and telemetry stops flowing.",
    needs: ["tracker-ingest", "excursion-detector", "shipper-portal", "geofence"],
    run(s, t0) {
      s.goQuiet("tracker-ingest", t0);
      s.breakChains("tracker-ingest", t0, 1);
      s.emit(
        "tracker-ingest",
        t0,
        "WARN",
        "mqtt: connection lost: EOF; reconnecting to ssl://mqtt.coldtrail.internal:8883",
      );
      s.rep(
        "tracker-ingest",
        t0 + 500,
        s.end,
        5,
        "ERROR",
        (r) =>
          `mqtt: connect failed: not Authorized (CONNACK 5) client_id=tracker-ingest-${r.int(0, 2)} user=svc-tracker-ingest; backoff ${r.pick([1, 2, 4, 8, 16, 30])}s`,
      );
      s.rep(
        "excursion-detector",
        t0 + 90000,
        s.end,
        12,
        "WARN",
        (r) => `no telemetry for ${r.int(200, 900)} active shipments in the last ${r.int(2, 9)} min, cannot evaluate`,
      );
      s.rep(
        "shipper-portal",
        t0 + 60000,
        s.end,
        15,
        "WARN",
        (r) => `Shipment ${sh(r.int(100000, 999999))} last reading is stale (${r.int(2, 12)} min), showing grey status`,
      );
    },
  },
  {
    cat: "authentication",
    estate: "harrowline",
    origin: "fleet-dashboard",
    hints: ["jwt", "signature", "token", "auth", "401"],
    sev: "high",
    note: "fleet-dashboard keeps a stale JWKS after the identity provider rotated its signing key, so every operator token fails signature checks with 401.",
    needs: ["fleet-dashboard", "device-registry", "alerting"],
    run(s, t0) {
      s.breakChains("fleet-dashboard", t0, 0.9);
      s.rep(
        "fleet-dashboard",
        t0,
        s.end,
        2,
        "WARN",
        (r) =>
          `GET /api/machines/${vin(r)}/position 401 ${r.int(1, 5)}ms - JsonWebTokenError: invalid signature (kid=hl-2026-06)`,
      );
      s.repStack(
        "fleet-dashboard",
        t0 + 2000,
        s.end,
        30,
        "ERROR",
        () => "token verification failed for operator session",
        (r) =>
          node(r, "JsonWebTokenError: invalid signature", [
            "/app/node_modules/jsonwebtoken/verify.js:L",
            "getSecret (/app/node_modules/jsonwebtoken/verify.js:L)",
            "verifyToken (/app/src/auth/jwt.ts:L)",
            "async authenticate (/app/src/auth/middleware.ts:L)",
          ]),
        "JsonWebTokenError",
      );
      s.emit(
        "fleet-dashboard",
        t0 + 1000,
        "INFO",
        "jwks: using cached keys (2 keys, fetched 26h ago), refresh skipped: cache ttl 48h",
      );
      s.rep(
        "alerting",
        t0 + 20000,
        s.end,
        20,
        "ERROR",
        (r) => `NotifyOperatorJob JID-${r.hex(24)} fleet-dashboard rejected callback with 401, will retry`,
      );
    },
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    estate: "harrowline",
    origin: "modem-link",
    hints: ["accessdenied", "not authorized", "permission", "iam", "forbidden"],
    sev: "medium",
    note: "An IAM policy change leaves modem-link's role without iot:UpdateThingShadow, so SIM state changes stop being published; ingest notices stale shadows.",
    needs: ["modem-link", "telematics-ingest", "fleet-dashboard"],
    run(s, t0) {
      s.rep(
        "modem-link",
        t0,
        s.end,
        3,
        "ERROR",
        (r) =>
          `update shadow imei=${imei(r)}: operation error IoT Data Plane: UpdateThingShadow, https response error StatusCode: 403, RequestID: ${r.hex(8)}-${r.hex(4)}, ForbiddenException: User: arn:aws:sts::418207331905:assumed-role/modem-link-prod/${r.hex(8)} is not authorized to perform: iot:UpdateThingShadow`,
      );
      s.rep(
        "modem-link",
        t0,
        s.end,
        8,
        "WARN",
        (r) => `shadow sync retry ${r.int(1, 5)}/5 imei=${imei(r)}: AccessDenied`,
      );
      s.rep(
        "telematics-ingest",
        t0 + 60000,
        s.end,
        15,
        "WARN",
        (r) => `connectivity shadow for vin=${vin(r)} older than ${r.int(5, 30)}m, treating machine as offline`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 90000,
        s.end,
        20,
        "WARN",
        (r) => `machine ${vin(r)} connectivity unknown (shadow stale)`,
      );
    },
  },
  {
    cat: "authorization",
    estate: "rainfold",
    origin: "soil-ingest",
    hints: ["403", "permission", "access", "iam", "forbidden"],
    sev: "high",
    note: "soil-ingest's service account loses storage.objects.create on the raw-readings bucket; every archive flush fails with 403 and its buffer grows.",
    needs: ["soil-ingest", "payload-decoder", "irrigation-scheduler"],
    run(s, t0) {
      s.goQuiet("soil-ingest", t0);
      s.rep(
        "soil-ingest",
        t0,
        s.end,
        4,
        "ERROR",
        (r) =>
          `archive flush failed: googleapi: Error 403: soil-ingest@rainfold-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden (object raw/2026/${r.int(1000, 9999)}.avro)`,
      );
      s.rep(
        "soil-ingest",
        t0 + 30000,
        s.end,
        20,
        "WARN",
        (r) => `in-memory buffer at ${r.int(40, 99)}% (${r.int(20000, 90000)} readings), backpressure on decoder`,
      );
      s.rep(
        "payload-decoder",
        t0 + 60000,
        s.end,
        5,
        "WARN",
        (r) => `soil-ingest push slow (${r.int(2, 9)}s), ${r.int(100, 900)} readings queued locally`,
      );
      s.rep(
        "irrigation-scheduler",
        t0 + 120000,
        s.end,
        25,
        "WARN",
        (r) => `farm F-${r.int(1000, 1999)}: newest soil reading older than 15 min, using forecast-only plan`,
      );
    },
  },
  {
    cat: "authorization",
    estate: "coldtrail",
    origin: "shipment-svc",
    hints: ["permission", "denied", "sql", "authoriz"],
    sev: "high",
    note: "shipment-svc's database login lost INSERT on ShipmentEvents after a grants cleanup; event writes fail and the portal shows 500s.",
    needs: ["shipment-svc", "shipper-portal", "tracker-ingest"],
    run(s, t0) {
      s.breakChains("shipment-svc", t0, 0.6);
      s.repStack(
        "shipment-svc",
        t0,
        s.end,
        4,
        "ERROR",
        (r) =>
          `Microsoft.EntityFrameworkCore.Update: An exception occurred in the database while saving changes for context type 'Coldtrail.Shipments.ShipmentsDbContext' (shipment ${sh(r.int(100000, 999999))})`,
        (r) =>
          dotnet(
            r,
            "Microsoft.Data.SqlClient.SqlException (0x80131904): The INSERT permission was denied on the object 'ShipmentEvents', database 'coldtrail', schema 'dbo'.",
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
              "Coldtrail.Shipments.Events.EventWriter.AppendAsync(ShipmentEvent ev) in /src/Shipments/Events/EventWriter.cs:L",
            ],
          ),
        "SqlException",
      );
      s.rep(
        "shipper-portal",
        t0 + 1000,
        s.end,
        5,
        "ERROR",
        (r) =>
          `Completed 500 Internal Server Error in ${r.int(40, 200)}ms PATCH /shipments/${sh(r.int(100000, 999999))} (shipment-svc responded 500)`,
      );
      s.rep(
        "tracker-ingest",
        t0 + 3000,
        s.end,
        8,
        "WARN",
        (r) => `status event for ${sh(r.int(100000, 999999))} rejected by shipment-svc (500), retry ${r.int(1, 3)}`,
      );
    },
  },
  {
    cat: "authorization",
    estate: "rainfold",
    origin: "irrigation-scheduler",
    hints: ["permission", "denied", "postgres", "authoriz", "privilege"],
    sev: "high",
    note: "irrigation-scheduler's Postgres role lost UPDATE on schedule_runs after a grants migration; plans can't be saved and grower schedule requests fail.",
    needs: ["irrigation-scheduler", "grower-api", "valve-control"],
    run(s, t0) {
      s.breakChains("irrigation-scheduler", t0, 0.85);
      s.repStack(
        "irrigation-scheduler",
        t0,
        s.end,
        5,
        "ERROR",
        (r) => `failed to persist plan for farm F-${r.int(1000, 1999)}`,
        (r) =>
          java(r, "org.postgresql.util.PSQLException: ERROR: permission denied for table schedule_runs", [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:L)",
            "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:L)",
            "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
            "com.rainfold.sched.store.PlanRepository.save(PlanRepository.kt:L)",
            "com.rainfold.sched.PlanService.replan(PlanService.kt:L)",
          ]),
        "PSQLException",
      );
      s.rep(
        "grower-api",
        t0 + 2000,
        s.end,
        4,
        "ERROR",
        (r) =>
          `GET /v1/farms/F-${r.int(1000, 1999)}/schedule 500 ${r.int(30, 120)}ms - irrigation-scheduler: internal error`,
      );
      s.rep(
        "valve-control",
        t0 + 90000,
        s.end,
        25,
        "WARN",
        (r) => `no new schedule for zone Z${r.int(1, 40)} in ${r.int(2, 4)} cycles, keeping last known`,
      );
    },
  },
  // ---------------- database ----------------
  {
    cat: "database",
    estate: "harrowline",
    origin: "machine-history",
    hints: ["connection", "pool", "hikari", "database", "jdbc"],
    sev: "high",
    note: "machine-history's Hikari pool is exhausted by a runaway report query; requests wait 30 s for a connection and the dashboard times out.",
    needs: ["machine-history", "fleet-dashboard", "device-registry"],
    run(s, t0) {
      s.breakChains("machine-history", t0, 0.8);
      s.rep(
        "machine-history",
        t0,
        t0 + 25000,
        8,
        "WARN",
        (r) => `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(5, 60)})`,
      );
      s.repStack(
        "machine-history",
        t0 + 30000,
        s.end,
        4,
        "ERROR",
        (r) => `query engine_hours failed for ${vin(r)}`,
        (r) =>
          java(
            r,
            "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
            [
              "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:L)",
              "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:L)",
              "com.harrowline.history.EngineHoursDao.window(EngineHoursDao.java:L)",
            ],
            [
              "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
              "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
              "\t... 14 common frames omitted",
            ],
          ),
        "CannotGetJdbcConnectionException",
      );
      s.rep(
        "fleet-dashboard",
        t0 + 30000,
        s.end,
        1.5,
        "ERROR",
        (r) => `GET /api/machines/${vin(r)}/history 504 ${r.int(30000, 31000)}ms - upstream machine-history timed out`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 31000,
        s.end,
        3,
        "WARN",
        (r) => `retrying machine-history call (${r.int(1, 3)}/3) after ETIMEDOUT`,
      );
    },
  },
  {
    cat: "database",
    estate: "rainfold",
    origin: "weather-ingest",
    hints: ["database", "postgres", "connection", "recovery", "operationalerror"],
    sev: "high",
    note: "weather-ingest's Postgres goes into recovery after a failover and refuses connections; station data and forecasts stop being stored.",
    needs: ["weather-ingest", "irrigation-scheduler", "grower-api"],
    run(s, t0) {
      s.goQuiet("weather-ingest", t0);
      s.repStack(
        "weather-ingest",
        t0,
        s.end,
        6,
        "ERROR",
        (r) => `failed to store station WS-${r.int(100, 199)} observation`,
        (r) =>
          python(
            r,
            [
              ["/app/weather/store.py", "save_observation", "with engine.begin() as conn:"],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py",
                "_handle_dbapi_exception",
                "raise sqlalchemy_exception.with_traceback(exc_info[2]) from e",
              ],
            ],
            'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "weather-db.field-net.svc" (10.12.4.9), port 5432 failed: FATAL:  the database system is in recovery mode',
          ),
        "OperationalError",
      );
      s.rep(
        "weather-ingest",
        t0 + 2000,
        s.end,
        9,
        "WARN",
        (r) => `db pool: discarding broken connection, reconnect attempt ${r.int(1, 20)}`,
      );
      s.rep(
        "irrigation-scheduler",
        t0 + 60000,
        s.end,
        10,
        "WARN",
        (r) => `weather-ingest GET /et0?farm=F-${r.int(1000, 1999)} returned 503, planning with yesterday's ET0`,
      );
      s.rep(
        "grower-api",
        t0 + 60000,
        s.end,
        12,
        "ERROR",
        (r) => `GET /v1/farms/F-${r.int(1000, 1999)}/weather 503 ${r.int(10, 80)}ms`,
      );
    },
  },
  {
    cat: "database",
    estate: "coldtrail",
    origin: "tracker-ingest",
    hints: ["too many clients", "postgres", "connection", "database", "53300"],
    sev: "high",
    note: "tracker-ingest exhausts the Timescale connection limit (too many clients); reading inserts fail while nb-iot-bridge retries loudly.",
    needs: ["tracker-ingest", "nb-iot-bridge", "excursion-detector"],
    run(s, t0) {
      s.goQuiet("tracker-ingest", t0);
      s.breakChains("tracker-ingest", t0, 0.9);
      s.rep(
        "tracker-ingest",
        t0,
        s.end,
        3,
        "ERROR",
        (r) =>
          `insert readings batch=${r.int(20, 300)}: failed to connect to \`host=tsdb.coldchain.svc user=ingest database=telemetry\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`,
      );
      s.rep(
        "nb-iot-bridge",
        t0 + 1000,
        s.end,
        1,
        "ERROR",
        (r) =>
          `POST /ingest/batch -> tracker-ingest 503 (${r.int(5, 40)}ms), retry ${r.int(1, 6)}/6 in ${r.pick([200, 400, 800, 1600])}ms`,
      );
      s.rep(
        "excursion-detector",
        t0 + 60000,
        s.end,
        15,
        "WARN",
        (r) => `telemetry gap for ${r.int(50, 400)} shipments, evaluation skipped`,
      );
    },
  },
  {
    cat: "database",
    estate: "rainfold",
    origin: "chirpstack",
    hints: ["pool", "postgres", "database", "storage", "connection"],
    sev: "high",
    note: "ChirpStack's PostgreSQL pool times out on every device-session lookup; uplinks are dropped and downstream decoders starve.",
    needs: ["chirpstack", "payload-decoder", "soil-ingest", "lora-gw-bridge"],
    run(s, t0) {
      s.goQuiet("chirpstack", t0 + 10000);
      s.rep(
        "chirpstack",
        t0,
        s.end,
        1.2,
        "ERROR",
        (r) =>
          `uplink: Handle uplink error error=Get device-session error: Storage error: pool: Timed out in bb8 dev_addr=${r.hex(8)}`,
      );
      s.rep(
        "chirpstack",
        t0 + 5000,
        s.end,
        15,
        "ERROR",
        () => "api: Storage error: error connecting to database: timed out waiting for connection",
      );
      s.rep(
        "payload-decoder",
        t0 + 60000,
        s.end,
        20,
        "WARN",
        (r) => `no uplinks from network server in ${r.int(60, 300)}s (application/1/device/+/event/up)`,
      );
      s.rep("soil-ingest", t0 + 90000, s.end, 25, "WARN", () => "0 readings received in last flush interval");
    },
  },
  // ---------------- network ----------------
  {
    cat: "network",
    estate: "harrowline",
    origin: "modem-link",
    hints: ["route", "network", "unreachable", "dial", "connect"],
    sev: "high",
    note: "A routing change on modem-link's node loses the path to the carrier's SMPP/APN gateway (no route to host); modem sessions stop and machines go dark.",
    needs: ["modem-link", "telematics-ingest", "mqtt-broker", "fleet-dashboard"],
    run(s, t0) {
      s.goQuiet("modem-link", t0);
      s.rep(
        "modem-link",
        t0,
        s.end,
        3,
        "ERROR",
        (r) => `carrier gateway: dial tcp 100.64.${r.int(0, 3)}.12:2775: connect: no route to host`,
      );
      s.rep(
        "modem-link",
        t0 + 2000,
        s.end,
        10,
        "WARN",
        (r) => `radius accounting to 100.64.1.20:1813 unanswered (${r.int(3, 9)} retries)`,
      );
      s.rep(
        "mqtt-broker",
        t0 + 30000,
        s.end,
        1.5,
        "INFO",
        (r) => `client_disconnected clientid=tractor-${vin(r)} reason=keepalive_timeout`,
      );
      s.rep(
        "telematics-ingest",
        t0 + 90000,
        s.end,
        12,
        "WARN",
        (r) => `frame rate dropped to ${r.int(5, 30)}% of baseline (${r.int(200, 900)} machines silent)`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 120000,
        s.end,
        10,
        "WARN",
        (r) => `${r.int(300, 900)} machines marked offline in last 5 min`,
      );
    },
  },
  {
    cat: "network",
    estate: "rainfold",
    origin: "lora-gw-bridge",
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "high",
    note: "DNS lookups from lora-gw-bridge start failing; it cannot reach the MQTT broker to publish gateway uplinks, so ChirpStack sees no traffic.",
    needs: ["lora-gw-bridge", "chirpstack", "payload-decoder"],
    run(s, t0) {
      s.goQuiet("lora-gw-bridge", t0 + 5000);
      s.rep(
        "lora-gw-bridge",
        t0,
        s.end,
        2,
        "ERROR",
        (r) =>
          `integration/mqtt: publish uplink error: network Error : dial tcp: lookup mosquitto.field-net.svc.cluster.local on 10.96.0.10:53: read udp 10.12.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      );
      s.rep(
        "lora-gw-bridge",
        t0 + 1000,
        s.end,
        8,
        "WARN",
        (r) => `integration/mqtt: connection lost, reconnecting in ${r.pick([2, 4, 8, 16])}s`,
      );
      s.goQuiet("chirpstack", t0 + 40000);
      s.rep(
        "chirpstack",
        t0 + 40000,
        s.end,
        30,
        "WARN",
        (r) => `gateway: last seen ${r.int(60, 400)}s ago gateway_id=${ids.gw(r)}`,
      );
      s.rep(
        "payload-decoder",
        t0 + 60000,
        s.end,
        30,
        "WARN",
        (r) => `no uplinks from network server in ${r.int(60, 300)}s`,
      );
    },
  },
  {
    cat: "network",
    estate: "coldtrail",
    origin: "tracker-ingest",
    hints: ["reset", "connection", "network", "econnreset", "mqtt"],
    sev: "medium",
    note: "tracker-ingest's TCP sessions to the MQTT broker are reset every few seconds by a faulty node uplink; ingestion flaps and readings arrive late.",
    needs: ["tracker-ingest", "excursion-detector", "geofence"],
    run(s, t0) {
      s.rep(
        "tracker-ingest",
        t0,
        s.end,
        4,
        "ERROR",
        (r) =>
          `mqtt: connection lost: read tcp ${ip(r)}:${r.int(40000, 60000)}->10.8.0.40:8883: read: connection reset by peer`,
      );
      s.rep(
        "tracker-ingest",
        t0 + 500,
        s.end,
        4,
        "INFO",
        () => "mqtt: reconnected to ssl://mqtt.coldtrail.internal:8883 (session present=false)",
      );
      s.rep(
        "tracker-ingest",
        t0 + 1000,
        s.end,
        9,
        "WARN",
        (r) =>
          `write tcp ${ip(r)}:${r.int(40000, 60000)}->10.8.0.40:8883: write: broken pipe (puback lost, will redeliver)`,
      );
      s.rep(
        "excursion-detector",
        t0 + 60000,
        s.end,
        20,
        "WARN",
        (r) => `readings for ${r.int(20, 200)} shipments arriving ${r.int(30, 200)}s late`,
      );
    },
  },
  {
    cat: "network",
    estate: "harrowline",
    origin: "fleet-dashboard",
    hints: ["dns", "eai_again", "getaddrinfo", "network"],
    sev: "high",
    note: "fleet-dashboard's node loses DNS (getaddrinfo EAI_AGAIN) for every upstream; dashboards fail though device-registry and machine-history stay healthy.",
    needs: ["fleet-dashboard", "device-registry", "machine-history"],
    run(s, t0) {
      s.breakChains("fleet-dashboard", t0, 0.9);
      s.repStack(
        "fleet-dashboard",
        t0,
        s.end,
        1.5,
        "ERROR",
        (r) => `GET /api/machines/${vin(r)}/position 502 ${r.int(5000, 5100)}ms`,
        (r) =>
          node(
            r,
            `Error: getaddrinfo EAI_AGAIN ${r.pick(["device-registry", "machine-history"])}.telematics-prod.svc.cluster.local`,
            ["GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:L)"],
          ),
        "Error",
      );
      s.rep(
        "fleet-dashboard",
        t0 + 2000,
        s.end,
        4,
        "WARN",
        (r) => `upstream request retry ${r.int(1, 3)}/3 after EAI_AGAIN`,
      );
    },
  },
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    estate: "harrowline",
    origin: "device-registry",
    hints: ["lock", "timeout", "timed out", "deadline"],
    sev: "high",
    note: "A bulk re-assignment job in device-registry holds row locks; lookups wait for 'Lock wait timeout exceeded' and callers hit their deadlines.",
    needs: ["device-registry", "telematics-ingest", "fleet-dashboard", "ota-campaigns"],
    run(s, t0) {
      s.breakChains("device-registry", t0, 0.75);
      s.emit(
        "device-registry",
        t0 - 2000,
        "INFO",
        "DealerReassignmentJob started: 48211 machines to move from dealer 3307 to 4410",
      );
      s.rep(
        "device-registry",
        t0,
        s.end,
        6,
        "WARN",
        (r) => `Slow request GET /machines/by-imei/${imei(r)} took ${r.int(20000, 50000)} ms`,
      );
      s.repStack(
        "device-registry",
        t0 + 50000,
        s.end,
        10,
        "ERROR",
        () => "Request processing failed",
        (r) =>
          java(
            r,
            "org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [update machine set dealer_id=? where vin=?]; Lock wait timeout exceeded; try restarting transaction",
            [
              "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:L)",
              "com.harrowline.registry.MachineService.resolve(MachineService.java:L)",
            ],
            [
              "Caused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
            ],
          ),
        "CannotAcquireLockException",
      );
      s.rep(
        "telematics-ingest",
        t0 + 5000,
        s.end,
        1,
        "ERROR",
        (r) =>
          `registry lookup vin=${vin(r)} failed: Get "http://device-registry:8080/machines/by-imei/${imei(r)}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 5000,
        s.end,
        3,
        "ERROR",
        (r) =>
          `GET /api/machines/${vin(r)}/position 504 ${r.int(10000, 10100)}ms - device-registry: timeout of 10000ms exceeded`,
      );
    },
  },
  {
    cat: "timeout",
    estate: "rainfold",
    origin: "weather-ingest",
    hints: ["timeout", "timed out", "read timeout", "readtimeout"],
    sev: "medium",
    note: "The agriweather forecast API stops answering within weather-ingest's 10 s read timeout; forecasts go stale and the scheduler falls back, origin logs WARN only.",
    needs: ["weather-ingest", "irrigation-scheduler", "grower-api"],
    run(s, t0) {
      s.goQuiet("weather-ingest", t0);
      s.rep(
        "weather-ingest",
        t0,
        s.end,
        5,
        "WARN",
        (r) =>
          `forecast pull for farm F-${r.int(1000, 1999)} failed: HTTPSConnectionPool(host='api.agriweather.example', port=443): Read timed out. (read timeout=10) - will retry`,
      );
      s.rep(
        "weather-ingest",
        t0,
        s.end,
        25,
        "INFO",
        (r) => `station WS-${r.int(100, 199)}: rain=0.0mm wind=${r.int(0, 40)}km/h`,
      );
      s.rep(
        "irrigation-scheduler",
        t0 + 120000,
        s.end,
        12,
        "WARN",
        (r) => `ET0 forecast for F-${r.int(1000, 1999)} is ${r.int(20, 90)} min stale, using climatology`,
      );
      s.rep(
        "grower-api",
        t0 + 60000,
        s.end,
        15,
        "WARN",
        (r) => `GET /v1/farms/F-${r.int(1000, 1999)}/forecast 200 ${r.int(10000, 12000)}ms (slow)`,
      );
    },
  },
  {
    cat: "timeout",
    estate: "coldtrail",
    origin: "report-gen",
    hints: ["timeout", "time limit", "timelimitexceeded", "timed out"],
    sev: "medium",
    note: "report-gen's PDF tasks start hitting Celery's soft and hard time limits; compliance reports are never produced and the portal times out waiting.",
    needs: ["report-gen", "shipper-portal", "shipment-svc"],
    run(s, t0) {
      s.goQuiet("report-gen", t0);
      s.repStack(
        "report-gen",
        t0,
        s.end,
        10,
        "ERROR",
        (r) => `Task reports.build_pdf[${r.hex(8)}-${r.hex(4)}] raised unexpected: SoftTimeLimitExceeded()`,
        (r) =>
          python(
            r,
            [
              [
                "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              ["/app/reports/tasks.py", "build_pdf", "chart = render_temperature_chart(readings)"],
              ["/app/reports/charts.py", "render_temperature_chart", "fig.savefig(buf, format='png', dpi=300)"],
            ],
            "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
          ),
        "SoftTimeLimitExceeded",
      );
      s.rep(
        "report-gen",
        t0 + 30000,
        s.end,
        30,
        "ERROR",
        (r) => `Hard time limit (300s) exceeded for reports.build_pdf[${r.hex(8)}-${r.hex(4)}]`,
      );
      s.rep(
        "shipper-portal",
        t0 + 60000,
        s.end,
        8,
        "ERROR",
        (r) =>
          `Net::ReadTimeout waiting for report of ${sh(r.int(100000, 999999))} (Completed 504 Gateway Timeout in 60003ms)`,
      );
    },
  },
  {
    cat: "timeout",
    estate: "rainfold",
    origin: "irrigation-scheduler",
    hints: ["deadline", "timeout", "budget", "timed out"],
    sev: "medium",
    note: "irrigation-scheduler's plan solver blows its time budget on every farm after the season's zone count grows; grower-api calls hit DEADLINE_EXCEEDED, origin warns only.",
    needs: ["irrigation-scheduler", "grower-api", "valve-control"],
    run(s, t0) {
      s.breakChains("irrigation-scheduler", t0, 0.8);
      s.rep(
        "irrigation-scheduler",
        t0,
        s.end,
        5,
        "WARN",
        (r) =>
          `plan solve for farm F-${r.int(1000, 1999)} exceeded 25s budget (zones=${r.int(40, 140)}), aborted; keeping previous plan`,
      );
      s.rep(
        "grower-api",
        t0 + 1000,
        s.end,
        2,
        "ERROR",
        (r) =>
          `GET /v1/farms/F-${r.int(1000, 1999)}/schedule 504 ${r.int(30000, 30050)}ms - 4 DEADLINE_EXCEEDED: Deadline exceeded after 30.001s`,
      );
      s.rep("grower-api", t0 + 2000, s.end, 6, "WARN", (r) => `retrying scheduler call (${r.int(1, 2)}/2)`);
    },
  },
  // ---------------- rate limiting ----------------
  {
    cat: "rate_limiting",
    estate: "harrowline",
    origin: "alerting",
    hints: ["429", "rate", "too many requests", "throttl"],
    sev: "medium",
    note: "A burst of low-fuel alerts pushes alerting over its SMS provider quota; Twilio answers 429 and operator notifications back up.",
    needs: ["alerting", "fleet-dashboard", "telematics-ingest"],
    run(s, t0) {
      s.rep("alerting", t0 - 20000, s.end, 1, "INFO", (r) => `rule low-fuel fired for ${vin(r)}, notifying operator`);
      s.rep(
        "alerting",
        t0,
        s.end,
        1.5,
        "ERROR",
        (r) =>
          `SmsNotifyJob JID-${r.hex(24)} Twilio::REST::RestError: [HTTP 429] 20429 : Unable to create record: Too Many Requests`,
      );
      s.rep(
        "alerting",
        t0 + 2000,
        s.end,
        3,
        "WARN",
        (r) => `SmsNotifyJob JID-${r.hex(24)} retry ${r.int(1, 25)} in ${r.int(10, 300)}s`,
      );
      s.rep(
        "alerting",
        t0 + 30000,
        s.end,
        30,
        "WARN",
        (r) => `Sidekiq queue sms latency ${r.int(60, 900)}s (${r.int(500, 9000)} enqueued)`,
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "rainfold",
    origin: "notifier",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "notifier exceeds the SendGrid rate limit during the morning digest; mails fail with 429 and retries pile up.",
    needs: ["notifier", "irrigation-scheduler", "grower-api"],
    run(s, t0) {
      s.emit("notifier", t0 - 5000, "INFO", "DigestWorker: morning digest started for 4812 growers");
      s.rep(
        "notifier",
        t0,
        s.end,
        1,
        "WARN",
        (r) =>
          `SendGrid API returned 429 TooManyRequests for grower ${r.int(10000, 99999)} (X-RateLimit-Remaining: 0, reset in ${r.int(1, 60)}s)`,
      );
      s.repStack(
        "notifier",
        t0 + 5000,
        s.end,
        20,
        "ERROR",
        () => "DigestWorker: batch failed after 3 retries",
        (r) =>
          dotnet(r, "Rainfold.Notify.RateLimitedException: SendGrid 429 TooManyRequests", [
            "Rainfold.Notify.Mail.SendGridSender.SendAsync(MailMessage msg, CancellationToken ct) in /src/Notify/Mail/SendGridSender.cs:L",
            "Polly.Retry.AsyncRetryEngine.ImplementationAsync[TResult](...)",
            "Rainfold.Notify.DigestWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Notify/DigestWorker.cs:L",
          ]),
        "RateLimitedException",
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "coldtrail",
    origin: "geofence",
    hints: ["quota", "rate", "429", "over_query_limit", "limit"],
    sev: "medium",
    note: "geofence's routing/ETA calls exceed the maps vendor's per-second quota (429 OVER_QUERY_LIMIT); ETAs stop updating and callers retry.",
    needs: ["geofence", "tracker-ingest", "shipper-portal"],
    run(s, t0) {
      s.rep(
        "geofence",
        t0,
        s.end,
        2,
        "WARN",
        (r) =>
          `ETA lookup for ${sh(r.int(100000, 999999))} rejected: HTTP 429 {"status":"OVER_QUERY_LIMIT","error_message":"You have exceeded your rate-limit for this API."}`,
      );
      s.rep(
        "geofence",
        t0 + 2000,
        s.end,
        12,
        "ERROR",
        (r) =>
          `EtaRefresher: ${r.int(100, 900)} shipments without ETA after backoff, quota resets in ${r.int(10, 59)}s`,
      );
      s.rep(
        "shipper-portal",
        t0 + 60000,
        s.end,
        15,
        "WARN",
        (r) => `ETA unavailable for ${sh(r.int(100000, 999999))}, rendered without arrival window`,
      );
      s.rep(
        "tracker-ingest",
        t0 + 3000,
        s.end,
        6,
        "WARN",
        (r) => `geofence POST /v1/evaluate 429, retry in ${r.int(1, 4)}s`,
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "harrowline",
    origin: "telematics-ingest",
    hints: ["throughput", "rate exceeded", "throttl", "provisionedthroughputexceeded"],
    sev: "high",
    note: "Morning harvest start floods telematics-ingest and its Kinesis stream shards throttle (ProvisionedThroughputExceeded); frames back up and drop.",
    needs: ["telematics-ingest", "can-gateway", "fleet-dashboard"],
    run(s, t0) {
      s.rep(
        "telematics-ingest",
        t0,
        s.end,
        1,
        "ERROR",
        (r) =>
          `put records failed: operation error Kinesis: PutRecords, ProvisionedThroughputExceededException: Rate exceeded for shard shardId-00000000000${r.int(0, 7)} in stream harrowline-frames under account 418207331905.`,
      );
      s.rep(
        "telematics-ingest",
        t0 + 1000,
        s.end,
        3,
        "WARN",
        (r) => `backoff ${r.int(100, 3200)}ms, ${r.int(2000, 40000)} records pending`,
      );
      s.rep(
        "can-gateway",
        t0 + 30000,
        s.end,
        5,
        "WARN",
        (r) => `[uplink] ingest ack delayed ${r.int(3, 20)}s, local ring buffer ${r.int(40, 98)}% full`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 90000,
        s.end,
        15,
        "WARN",
        (r) => `positions lag ${r.int(60, 400)}s behind realtime`,
      );
    },
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    estate: "rainfold",
    origin: "payload-decoder",
    hints: ["valueerror", "payload", "validation", "unsupported", "decode"],
    sev: "medium",
    note: "Probes on new firmware send payload version 0x03 that payload-decoder rejects as unsupported; most soil readings are lost.",
    needs: ["payload-decoder", "soil-ingest", "irrigation-scheduler", "chirpstack"],
    run(s, t0) {
      s.rep(
        "payload-decoder",
        t0,
        s.end,
        1.2,
        "ERROR",
        (r) =>
          `decode failed dev_eui=${eui(r)} fPort=2: ValueError: unsupported payload version 0x03 (expected 0x01 or 0x02), frame dropped`,
      );
      s.repStack(
        "payload-decoder",
        t0 + 3000,
        s.end,
        40,
        "ERROR",
        () => "batch decode raised",
        (r) =>
          python(
            r,
            [
              ["/app/decoder/soil.py", "decode", "return PARSERS[version](buf[1:])"],
              ["/app/decoder/soil.py", "<dictcomp>", 'raise ValueError(f"unsupported payload version {hex(version)}")'],
            ],
            "ValueError: unsupported payload version 0x03",
          ),
        "ValueError",
      );
      s.rep("soil-ingest", t0 + 60000, s.end, 20, "WARN", (r) => `readings down ${r.int(60, 90)}% vs last hour`);
    },
  },
  {
    cat: "validation",
    estate: "harrowline",
    origin: "device-registry",
    hints: ["constraint", "validation", "serial", "invalid", "400"],
    sev: "medium",
    note: "Dealers start registering machines with a new serial-number format that device-registry's @Pattern check rejects; provisioning fails with 400.",
    needs: ["device-registry", "modem-link", "ota-campaigns"],
    run(s, t0) {
      s.rep(
        "device-registry",
        t0,
        s.end,
        3,
        "WARN",
        (r) =>
          `POST /machines 400: Validation failed for argument [0]: Field error in object 'machineRegistration' on field 'serialNumber': rejected value [HLX${r.int(100000000, 999999999)}]; must match "^HL[0-9]{10}$"`,
      );
      s.repStack(
        "device-registry",
        t0 + 4000,
        s.end,
        25,
        "ERROR",
        () => "Provisioning batch from dealer portal rejected",
        (r) =>
          java(
            r,
            'jakarta.validation.ConstraintViolationException: register.arg0.serialNumber: must match "^HL[0-9]{10}$"',
            [
              "org.hibernate.validator.internal.engine.ValidatorImpl.validate(ValidatorImpl.java:L)",
              "com.harrowline.registry.ProvisioningService.register(ProvisioningService.java:L)",
            ],
          ),
        "ConstraintViolationException",
      );
      s.rep(
        "modem-link",
        t0 + 30000,
        s.end,
        12,
        "WARN",
        (r) => `sim activation for imei=${imei(r)} pending: machine not registered`,
      );
      s.rep(
        "ota-campaigns",
        t0 + 60000,
        s.end,
        30,
        "WARN",
        (r) => `${r.int(5, 60)} new machines excluded from campaign (unknown to registry)`,
      );
    },
  },
  {
    cat: "validation",
    estate: "coldtrail",
    origin: "shipment-svc",
    hints: ["validation", "validationexception", "invalid", "400"],
    sev: "medium",
    note: "A shipper's manifest feed starts sending temperature ranges with min above max; shipment-svc's FluentValidation rejects them and bookings fail.",
    needs: ["shipment-svc", "shipper-portal", "carrier-edi"],
    run(s, t0) {
      s.repStack(
        "shipment-svc",
        t0,
        s.end,
        3,
        "WARN",
        (r) =>
          `Request finished HTTP/1.1 POST http://shipment-svc/api/shipments - 400 - application/problem+json ${r.int(3, 20)}ms`,
        (r) =>
          dotnet(
            r,
            "FluentValidation.ValidationException: Validation failed: \n -- TemperatureRange.Max: 'Max' must be greater than '8'. Severity: Error",
            [
              "FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
              "Coldtrail.Shipments.Api.ShipmentsController.Create(CreateShipmentRequest req) in /src/Shipments/Api/ShipmentsController.cs:L",
            ],
          ),
        "ValidationException",
      );
      s.rep(
        "shipper-portal",
        t0 + 1000,
        s.end,
        5,
        "ERROR",
        () =>
          "Completed 422 Unprocessable Entity in 48ms POST /manifests/import (shipment-svc rejected 37 of 40 lines)",
      );
      s.rep(
        "carrier-edi",
        t0 + 60000,
        s.end,
        30,
        "WARN",
        (r) => `IFTMIN for booking ${r.int(40000000, 49999999)} held: shipment not created`,
      );
    },
  },
  {
    cat: "validation",
    estate: "rainfold",
    origin: "grower-api",
    hints: ["validation", "must be less", "schema", "400", "invalid"],
    sev: "medium",
    note: "Mobile app 5.2 sends flow rates in litres per hour; grower-api's schema rejects every zone sync with 400 'must be less than or equal to 5000'.",
    needs: ["grower-api", "irrigation-scheduler", "notifier"],
    run(s, t0) {
      s.rep(
        "grower-api",
        t0,
        s.end,
        2,
        "WARN",
        (r) =>
          `PUT /v1/farms/F-${r.int(1000, 1999)}/zones 400 ${r.int(2, 9)}ms - ValidationError: "zones[${r.int(0, 12)}].flowRateLpm" must be less than or equal to 5000 (app=android-5.2.0)`,
      );
      s.rep(
        "grower-api",
        t0 + 20000,
        s.end,
        40,
        "ERROR",
        (r) => `zone sync failed for ${r.int(20, 200)} farms since app 5.2 rollout`,
      );
      s.rep("notifier", t0 + 120000, s.end, 60, "INFO", () => "Push delivered: 'Your changes could not be saved'");
    },
  },
  // ---------------- null reference ----------------
  {
    cat: "null_reference",
    estate: "harrowline",
    origin: "telematics-ingest",
    hints: ["nil pointer", "nil", "panic", "null", "segmentation"],
    sev: "high",
    note: "telematics-ingest panics on a nil pointer for frames from machines without a registered implement, crash-looping while can-gateway buffers and retries.",
    needs: ["telematics-ingest", "can-gateway", "fleet-dashboard", "device-registry"],
    run(s, t0) {
      s.goQuiet("telematics-ingest", t0);
      s.breakChains("telematics-ingest", t0, 0.9);
      for (let t = t0; t < s.end; t += s.r.int(20000, 45000)) {
        s.emit(
          "telematics-ingest",
          t,
          "FATAL",
          "panic: runtime error: invalid memory address or nil pointer dereference",
          {
            stack: go(s.r, "[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x9c3e1a]", [
              [
                "github.com/harrowline/telematics/ingest.(*Enricher).attachImplement(0xc0001a2000, 0xc000ae4f00)",
                "/src/ingest/enrich.go",
              ],
              [
                "github.com/harrowline/telematics/ingest.(*Pipeline).handle(0xc000132480, {0xc000f21000, 0x1a4, 0x200})",
                "/src/ingest/pipeline.go",
              ],
              [
                "created by github.com/harrowline/telematics/ingest.(*Pipeline).Start in goroutine 1",
                "/src/ingest/pipeline.go",
              ],
            ]),
            errKind: "panic",
          },
        );
        s.restart("telematics-ingest", t + s.r.int(8000, 15000), "1.42.0");
      }
      s.rep(
        "can-gateway",
        t0 + 5000,
        s.end,
        3,
        "ERROR",
        (r) =>
          `[uplink] POST telematics-ingest:9443/frames failed: Connection refused, retry ${r.int(1, 8)} (buffered ${r.int(1000, 90000)} frames)`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 60000,
        s.end,
        20,
        "WARN",
        (r) => `positions lag ${r.int(60, 400)}s behind realtime`,
      );
    },
  },
  {
    cat: "null_reference",
    estate: "rainfold",
    origin: "irrigation-scheduler",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "irrigation-scheduler throws a NullPointerException on zones with no crop assigned; planning for those farms fails and the grower API returns 500.",
    needs: ["irrigation-scheduler", "grower-api", "valve-control"],
    run(s, t0) {
      s.breakChains("irrigation-scheduler", t0, 0.7);
      s.repStack(
        "irrigation-scheduler",
        t0,
        s.end,
        4,
        "ERROR",
        (r) => `replan failed for farm F-${r.int(1000, 1999)}`,
        (r) =>
          java(
            r,
            'java.lang.NullPointerException: Cannot invoke "com.rainfold.sched.model.Crop.getKc(java.time.LocalDate)" because the return value of "com.rainfold.sched.model.Zone.getCrop()" is null',
            [
              "com.rainfold.sched.water.DeficitCalculator.deficitMm(DeficitCalculator.kt:L)",
              "com.rainfold.sched.PlanService.replan(PlanService.kt:L)",
              "com.rainfold.sched.PlanService$tick$1.invokeSuspend(PlanService.kt:L)",
            ],
          ),
        "NullPointerException",
      );
      s.rep(
        "grower-api",
        t0 + 1000,
        s.end,
        4,
        "ERROR",
        (r) =>
          `GET /v1/farms/F-${r.int(1000, 1999)}/schedule 500 ${r.int(20, 90)}ms - irrigation-scheduler responded 500`,
      );
    },
  },
  {
    cat: "null_reference",
    estate: "coldtrail",
    origin: "excursion-detector",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "high",
    note: "excursion-detector hits AttributeError on shipments without a product profile ('NoneType' has no attribute 'setpoint_c'); evaluation loop aborts each batch.",
    needs: ["excursion-detector", "tracker-ingest", "shipper-portal"],
    run(s, t0) {
      s.goQuiet("excursion-detector", t0);
      s.repStack(
        "excursion-detector",
        t0,
        s.end,
        6,
        "ERROR",
        (r) => `evaluation batch ${r.int(1000, 9999)} aborted`,
        (r) =>
          python(
            r,
            [
              ["/app/excursion/loop.py", "run_once", "alerts = evaluate(shipment, readings)"],
              [
                "/app/excursion/rules.py",
                "evaluate",
                "limit = shipment.profile.setpoint_c + shipment.profile.tolerance_c",
              ],
            ],
            "AttributeError: 'NoneType' object has no attribute 'setpoint_c'",
          ),
        "AttributeError",
      );
      s.rep(
        "tracker-ingest",
        t0 + 5000,
        s.end,
        10,
        "WARN",
        (r) => `excursion-detector consumer lag ${r.int(500, 40000)} messages`,
      );
    },
  },
  {
    cat: "null_reference",
    estate: "harrowline",
    origin: "alerting",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "alerting's operator notification job raises NoMethodError on nil for machines whose operator was deleted; Sidekiq retries flood the log.",
    needs: ["alerting", "fleet-dashboard", "machine-history"],
    run(s, t0) {
      s.breakChains("alerting", t0, 0.8);
      s.repStack(
        "alerting",
        t0,
        s.end,
        3,
        "ERROR",
        (r) => `NotifyOperatorJob JID-${r.hex(24)} FAIL: ${(r.int(5, 90) / 1000).toFixed(3)} sec`,
        (r) =>
          ruby(r, "NoMethodError: undefined method `phone_number' for nil:NilClass", [
            "/app/app/jobs/notify_operator_job.rb:L:in `perform'",
            "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:L:in `execute_job'",
            "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:L:in `block (2 levels) in process'",
          ]),
        "NoMethodError",
      );
      s.rep(
        "alerting",
        t0 + 1000,
        s.end,
        2,
        "WARN",
        (r) => `NotifyOperatorJob JID-${r.hex(24)} retry ${r.int(1, 25)} scheduled in ${r.int(15, 600)}s`,
      );
    },
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    estate: "rainfold",
    origin: "valve-control",
    hints: ["config", "env", "port", "missing", "fport"],
    sev: "high",
    note: "valve-control v2.8.0 ships without VALVE_FPORT; it falls back to fPort 0 and ChirpStack rejects every valve downlink.",
    needs: ["valve-control", "irrigation-scheduler", "grower-api"],
    run(s, t0) {
      s.restart("valve-control", t0 - 6000, "2.8.0");
      s.emit("valve-control", t0 - 1500, "WARN", "config: VALVE_FPORT not set, falling back to 0");
      s.goQuiet("valve-control", t0 - 6000);
      s.breakChains("valve-control", t0, 0.95);
      s.rep(
        "valve-control",
        t0,
        s.end,
        4,
        "ERROR",
        (r) => `enqueue downlink dev_eui=${eui(r)} failed: status: InvalidArgument, message: "FPort must not be 0"`,
      );
      s.rep(
        "irrigation-scheduler",
        t0 + 3000,
        s.end,
        3,
        "ERROR",
        (r) => `zone Z${r.int(1, 40)} start failed: valve-control returned 500, retry ${r.int(1, 5)}/5`,
      );
      s.rep(
        "grower-api",
        t0 + 5000,
        s.end,
        8,
        "ERROR",
        (r) => `POST /v1/zones/Z${r.int(1, 40)}/run 502 ${r.int(200, 700)}ms`,
      );
    },
  },
  {
    cat: "configuration",
    estate: "harrowline",
    origin: "can-gateway",
    hints: ["config", "dbc", "file", "missing", "no such file"],
    sev: "medium",
    note: "A config reload points can-gateway at a DBC file that isn't on the image; it decodes nothing and ingest sees only raw frames.",
    needs: ["can-gateway", "telematics-ingest", "fleet-dashboard"],
    run(s, t0) {
      s.emit(
        "can-gateway",
        t0 - 800,
        "INFO",
        "[config] SIGHUP received, reloading /etc/can-gateway/gateway.yaml (dbc: j1939-harrowline-v8.dbc)",
      );
      s.emit(
        "can-gateway",
        t0,
        "ERROR",
        "[dbc] cannot open /etc/can-gateway/dbc/j1939-harrowline-v8.dbc: No such file or directory; continuing with empty signal map",
      );
      s.goQuiet("can-gateway", t0);
      s.rep(
        "can-gateway",
        t0,
        s.end,
        3,
        "WARN",
        (r) => `[j1939] ${r.int(200, 1900)} frames with unknown PGN (no signal definition), forwarded raw`,
      );
      s.rep(
        "telematics-ingest",
        t0 + 20000,
        s.end,
        6,
        "ERROR",
        (r) => `frame vin=${vin(r)} has no decoded signals (fuel_level, engine_hours missing), not stored`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 60000,
        s.end,
        15,
        "WARN",
        (r) => `machine ${vin(r)} has no fuel/engine data for ${r.int(2, 10)} min`,
      );
    },
  },
  {
    cat: "configuration",
    estate: "coldtrail",
    origin: "tracker-ingest",
    hints: ["config", "topic", "subscription", "prefix"],
    sev: "high",
    note: "tracker-ingest redeploys with MQTT_TOPIC_PREFIX=coldtrail/v2 while trackers still publish on v1; it goes quiet and downstream sees no telemetry.",
    needs: ["tracker-ingest", "excursion-detector", "shipper-portal", "geofence"],
    run(s, t0) {
      s.restart("tracker-ingest", t0 - 5000, "3.0.0");
      s.emit("tracker-ingest", t0 - 1000, "INFO", "mqtt: subscribed to coldtrail/v2/+/telemetry (qos=1)");
      s.goQuiet("tracker-ingest", t0 - 5000);
      s.breakChains("tracker-ingest", t0, 1);
      s.rep(
        "tracker-ingest",
        t0 + 60000,
        s.end,
        60,
        "INFO",
        () => "ingested 0 readings from 0 trackers (topic coldtrail/v2/+/telemetry)",
      );
      s.rep(
        "excursion-detector",
        t0 + 90000,
        s.end,
        12,
        "WARN",
        (r) => `no telemetry for ${r.int(300, 900)} active shipments in the last ${r.int(2, 9)} min, cannot evaluate`,
      );
      s.rep(
        "shipper-portal",
        t0 + 120000,
        s.end,
        10,
        "WARN",
        (r) => `Shipment ${sh(r.int(100000, 999999))} last reading is stale (${r.int(2, 12)} min)`,
      );
    },
  },
  {
    cat: "configuration",
    estate: "harrowline",
    origin: "machine-history",
    hints: ["config", "property", "bind", "invalid", "startup"],
    sev: "high",
    note: "A config change sets the Hikari pool size to 'twenty'; machine-history fails to start after the rollout and the dashboard's history calls fail.",
    needs: ["machine-history", "fleet-dashboard", "device-registry"],
    run(s, t0) {
      s.goQuiet("machine-history", t0);
      s.breakChains("machine-history", t0, 1);
      for (let t = t0; t < s.end; t += s.r.int(30000, 70000)) {
        s.emit("machine-history", t, "INFO", "Starting MachineHistoryApplication v5.3.1 using Java 21.0.3 with PID 1");
        s.emit("machine-history", t + 4000, "ERROR", "Application run failed", {
          stack: java(
            s.r,
            "org.springframework.boot.context.properties.bind.BindException: Failed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int",
            [
              "org.springframework.boot.context.properties.bind.Binder.handleBindError(Binder.java:L)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:L)",
            ],
            [
              "Caused by: org.springframework.core.convert.ConversionFailedException: Failed to convert from type [java.lang.String] to type [int] for value [twenty]",
            ],
          ),
          errKind: "BindException",
        });
        s.emit("machine-history", t + 4300, "ERROR", "APPLICATION FAILED TO START", {
          stack: [
            "",
            "Description:",
            "",
            "Failed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int:",
            "",
            "    Property: spring.datasource.hikari.maximum-pool-size",
            '    Value: "twenty"',
            "    Reason: failed to convert java.lang.String to int",
          ],
          errKind: "BindException",
        });
      }
      s.rep(
        "fleet-dashboard",
        t0 + 2000,
        s.end,
        2,
        "ERROR",
        (r) =>
          `GET /api/machines/${vin(r)}/history 503 ${r.int(1, 8)}ms - connect ECONNREFUSED 10.0.${r.int(1, 9)}.${r.int(2, 250)}:8080 (machine-history)`,
      );
    },
  },
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    estate: "harrowline",
    origin: "ota-campaigns",
    hints: ["503", "unavailable", "cdn", "upstream", "dependency"],
    sev: "medium",
    note: "The firmware CDN that ota-campaigns pulls from answers 503 Service Unavailable; chunk fetches fail and campaigns stall.",
    needs: ["ota-campaigns", "device-registry", "fleet-dashboard"],
    run(s, t0) {
      s.rep(
        "ota-campaigns",
        t0,
        s.end,
        2.5,
        "ERROR",
        (r) =>
          `GET https://fw-cdn.harrowline.example/fw-4.12.3/chunk-${r.int(1, 64)}.bin -> 503 Service Unavailable (x-cache: Error from cloudfront), attempt ${r.int(1, 5)}/5`,
      );
      s.rep(
        "ota-campaigns",
        t0 + 30000,
        s.end,
        20,
        "WARN",
        () => "circuit 'fw-cdn' OPEN after 50 consecutive failures, pausing campaign fw-4.12.3 for 60s",
      );
      s.rep(
        "fleet-dashboard",
        t0 + 60000,
        s.end,
        20,
        "WARN",
        (r) => `GET /api/campaigns/fw-4.12.3/progress 200 ${r.int(30, 90)}ms (stalled)`,
      );
    },
  },
  {
    cat: "dependency",
    estate: "rainfold",
    origin: "valve-control",
    hints: ["broker", "mqtt", "unavailable", "connection refused", "dependency"],
    sev: "high",
    note: "The MQTT broker that valve-control publishes commands to is down (connection refused); its circuit breaker opens and no valves move.",
    needs: ["valve-control", "irrigation-scheduler", "grower-api", "notifier"],
    run(s, t0) {
      s.goQuiet("valve-control", t0);
      s.breakChains("valve-control", t0, 0.95);
      s.rep(
        "valve-control",
        t0,
        s.end,
        5,
        "ERROR",
        () =>
          "mqtt: connect to tcp://mosquitto.field-net.svc:1883 failed: dial tcp 10.12.0.31:1883: connect: connection refused",
      );
      s.rep(
        "valve-control",
        t0 + 15000,
        s.end,
        20,
        "WARN",
        () => "circuit breaker 'mqtt-publish' state=open (failures=20/20), rejecting commands for 30s",
      );
      s.rep(
        "irrigation-scheduler",
        t0 + 15000,
        s.end,
        2.5,
        "ERROR",
        (r) =>
          `zone Z${r.int(1, 40)} start failed: valve-control 503 Service Unavailable (circuit open), retry ${r.int(1, 5)}/5`,
      );
      s.rep(
        "grower-api",
        t0 + 20000,
        s.end,
        8,
        "ERROR",
        (r) => `POST /v1/zones/Z${r.int(1, 40)}/run 503 ${r.int(10, 90)}ms`,
      );
      s.rep(
        "notifier",
        t0 + 90000,
        s.end,
        30,
        "WARN",
        (r) => `Queued alert 'zone did not start' for farm F-${r.int(1000, 1999)}`,
      );
    },
  },
  {
    cat: "dependency",
    estate: "coldtrail",
    origin: "nb-iot-bridge",
    hints: ["502", "503", "carrier", "upstream", "unavailable", "dependency"],
    sev: "medium",
    note: "The NB-IoT carrier's platform API that nb-iot-bridge polls returns 502/503; tracker messages stop arriving and ingest goes thin.",
    needs: ["nb-iot-bridge", "tracker-ingest", "excursion-detector"],
    run(s, t0) {
      s.rep(
        "nb-iot-bridge",
        t0,
        s.end,
        2,
        "ERROR",
        (r) =>
          `carrier API GET /v1/sims/messages?since=${r.int(100000, 999999)} failed: Request failed with status code ${r.pick([502, 503, 503])} (carrier-platform)`,
      );
      s.rep(
        "nb-iot-bridge",
        t0 + 1000,
        s.end,
        6,
        "WARN",
        (r) => `carrier poll retry ${r.int(1, 10)} in ${r.pick([1, 2, 4, 8])}s`,
      );
      s.goQuiet("tracker-ingest", t0 + 30000);
      s.rep(
        "tracker-ingest",
        t0 + 30000,
        s.end,
        8,
        "INFO",
        (r) => `ingested ${r.int(0, 8)} readings from ${r.int(0, 4)} trackers in ${r.int(2, 9)}ms`,
      );
      s.rep(
        "excursion-detector",
        t0 + 120000,
        s.end,
        20,
        "WARN",
        (r) => `telemetry gap for ${r.int(100, 500)} shipments`,
      );
    },
  },
  {
    cat: "dependency",
    estate: "coldtrail",
    origin: "carrier-edi",
    hints: ["as2", "503", "partner", "unavailable", "dependency"],
    sev: "medium",
    note: "The ocean carrier's AS2 endpoint that carrier-edi posts status messages to answers 503; messages pile up and the portal shows stale milestones.",
    needs: ["carrier-edi", "shipment-svc", "shipper-portal"],
    run(s, t0) {
      s.repStack(
        "carrier-edi",
        t0,
        s.end,
        4,
        "ERROR",
        (r) => `AS2 send of IFTSTA ${r.int(40000000, 49999999)} to partner CARRIER-NL failed`,
        (r) =>
          java(
            r,
            "com.coldtrail.edi.as2.As2TransportException: HTTP 503 Service Unavailable from https://as2.carrier-nl.example/receive",
            [
              "com.coldtrail.edi.as2.As2Client.send(As2Client.java:L)",
              "com.coldtrail.edi.outbound.OutboundDispatcher.dispatch(OutboundDispatcher.java:L)",
            ],
          ),
        "As2TransportException",
      );
      s.rep(
        "carrier-edi",
        t0 + 20000,
        s.end,
        15,
        "WARN",
        (r) => `outbound queue CARRIER-NL depth=${r.int(100, 4000)}, oldest ${r.int(1, 20)} min`,
      );
      s.rep(
        "shipper-portal",
        t0 + 90000,
        s.end,
        20,
        "WARN",
        (r) => `milestones for ${sh(r.int(100000, 999999))} not confirmed by carrier`,
      );
    },
  },
  // ---------------- memory ----------------
  {
    cat: "memory",
    estate: "harrowline",
    origin: "machine-history",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "machine-history runs out of Java heap while building yearly engine-hour aggregates; GC thrashes, requests fail and the pod restarts.",
    needs: ["machine-history", "fleet-dashboard", "device-registry"],
    run(s, t0) {
      s.breakChains("machine-history", t0 + 30000, 0.85);
      s.rep(
        "machine-history",
        t0,
        t0 + 40000,
        6,
        "WARN",
        (r) => `GC pause (G1 Evacuation Pause) ${r.int(900, 4000)}ms, heap ${r.int(92, 99)}% of 4096M`,
      );
      s.repStack(
        "machine-history",
        t0 + 40000,
        s.end,
        8,
        "ERROR",
        () => "Servlet.service() for servlet [dispatcherServlet] threw exception",
        (r) =>
          java(r, "java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:L)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:L)",
            "com.harrowline.history.AggregateService.yearly(AggregateService.java:L)",
          ]),
        "OutOfMemoryError",
      );
      s.rep(
        "fleet-dashboard",
        t0 + 40000,
        s.end,
        2,
        "ERROR",
        (r) => `GET /api/machines/${vin(r)}/history 500 ${r.int(2000, 9000)}ms - machine-history responded 500`,
      );
      s.restart("machine-history", t0 + 200000, "5.3.0");
    },
  },
  {
    cat: "memory",
    estate: "rainfold",
    origin: "payload-decoder",
    hints: ["memory", "oom", "sigkill", "killed"],
    sev: "high",
    note: "payload-decoder's gunicorn workers leak and get SIGKILLed by the OOM killer one after another; decoding stalls and soil-ingest starves.",
    needs: ["payload-decoder", "soil-ingest", "chirpstack"],
    run(s, t0) {
      s.breakChains("payload-decoder", t0, 0.6);
      s.rep(
        "payload-decoder",
        t0,
        s.end,
        7,
        "ERROR",
        (r) => `[1] [ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
      );
      s.rep(
        "payload-decoder",
        t0 + 500,
        s.end,
        7,
        "INFO",
        (r) => `[1] [INFO] Booting worker with pid: ${r.int(100, 999)}`,
      );
      s.rep(
        "payload-decoder",
        t0 - 60000,
        s.end,
        30,
        "WARN",
        (r) => `worker rss ${r.int(1400, 1990)}MiB above soft limit 1024MiB`,
      );
      s.rep(
        "chirpstack",
        t0 + 10000,
        s.end,
        6,
        "WARN",
        (r) =>
          `integration: http post to http://payload-decoder:8000/uplink error=error sending request: connection closed before message completed dev_eui=${eui(r)}`,
      );
      s.rep("soil-ingest", t0 + 60000, s.end, 20, "WARN", (r) => `readings down ${r.int(40, 80)}% vs last hour`);
    },
  },
  {
    cat: "memory",
    estate: "coldtrail",
    origin: "report-gen",
    hints: ["memory", "memoryerror", "sigkill", "oom"],
    sev: "medium",
    note: "report-gen loads whole seasons of readings into pandas for a large shipper; Celery workers die with MemoryError and SIGKILL.",
    needs: ["report-gen", "shipper-portal", "shipment-svc"],
    run(s, t0) {
      s.repStack(
        "report-gen",
        t0,
        s.end,
        15,
        "ERROR",
        (r) => `Task reports.build_pdf[${r.hex(8)}-${r.hex(4)}] raised unexpected: MemoryError()`,
        (r) =>
          python(
            r,
            [
              ["/app/reports/tasks.py", "build_pdf", "df = load_readings(shipment_ids)"],
              [
                "/usr/local/lib/python3.11/site-packages/pandas/core/frame.py",
                "__init__",
                "mgr = dict_to_mgr(data, index, columns, dtype=dtype, copy=copy, typ=manager)",
              ],
            ],
            "MemoryError: Unable to allocate 3.71 GiB for an array with shape (498211840,) and data type float64",
          ),
        "MemoryError",
      );
      s.rep(
        "report-gen",
        t0 + 10000,
        s.end,
        20,
        "ERROR",
        (r) => `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(100, 999)} exited with 'signal 9 (SIGKILL)'`,
      );
      s.rep(
        "shipper-portal",
        t0 + 60000,
        s.end,
        15,
        "ERROR",
        (r) =>
          `Report for ${sh(r.int(100000, 999999))} failed: worker lost (Completed 502 Bad Gateway in ${r.int(1000, 9000)}ms)`,
      );
    },
  },
  {
    cat: "memory",
    estate: "harrowline",
    origin: "fleet-dashboard",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    note: "fleet-dashboard's websocket fan-out leaks; Node hits its heap limit, aborts and restarts repeatedly while operators lose the map.",
    needs: ["fleet-dashboard", "device-registry", "alerting"],
    run(s, t0) {
      s.rep(
        "fleet-dashboard",
        t0 - 120000,
        t0,
        20,
        "WARN",
        (r) => `event loop lag ${r.int(200, 900)}ms, heapUsed=${r.int(1700, 2000)}MB`,
      );
      for (let t = t0; t < s.end; t += s.r.int(50000, 90000)) {
        s.emit(
          "fleet-dashboard",
          t,
          "FATAL",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack: [
              "----- Native stack trace -----",
              " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 3: 0x12f1b35 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
            ],
            errKind: "OOM",
          },
        );
        s.restart("fleet-dashboard", t + s.r.int(3000, 8000), "2026.6.2");
      }
      s.breakChains("fleet-dashboard", t0, 0.5);
      s.rep(
        "alerting",
        t0 + 2000,
        s.end,
        10,
        "ERROR",
        (r) => `NotifyOperatorJob JID-${r.hex(24)} fleet-dashboard callback failed: Errno::ECONNREFUSED, will retry`,
      );
    },
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    estate: "harrowline",
    origin: "telematics-ingest",
    hints: ["no space", "disk", "enospc", "spool"],
    sev: "high",
    note: "telematics-ingest's local spool volume fills up; writes fail with 'no space left on device' and it rejects frames from can-gateway.",
    needs: ["telematics-ingest", "can-gateway", "fleet-dashboard"],
    run(s, t0) {
      s.rep(
        "telematics-ingest",
        t0 - 90000,
        t0,
        20,
        "WARN",
        (r) => `spool volume /var/spool/telemetry ${r.int(94, 99)}% used`,
      );
      s.goQuiet("telematics-ingest", t0);
      s.rep(
        "telematics-ingest",
        t0,
        s.end,
        2,
        "ERROR",
        (r) =>
          `spool write failed: write /var/spool/telemetry/seg-${r.int(100000, 999999)}.wal: no space left on device`,
      );
      s.rep(
        "can-gateway",
        t0 + 2000,
        s.end,
        2,
        "ERROR",
        (r) =>
          `[uplink] telematics-ingest replied 507 Insufficient Storage, retry ${r.int(1, 8)} (buffered ${r.int(1000, 90000)} frames)`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 60000,
        s.end,
        20,
        "WARN",
        (r) => `positions lag ${r.int(60, 400)}s behind realtime`,
      );
    },
  },
  {
    cat: "disk",
    estate: "rainfold",
    origin: "soil-ingest",
    hints: ["flood", "watermark", "read-only", "disk", "cluster_block"],
    sev: "high",
    note: "The Elasticsearch cluster behind soil-ingest crosses the flood-stage watermark and the index turns read-only; every bulk write from soil-ingest is blocked.",
    needs: ["soil-ingest", "payload-decoder", "grower-api"],
    run(s, t0) {
      s.goQuiet("soil-ingest", t0);
      s.rep(
        "soil-ingest",
        t0,
        s.end,
        3,
        "ERROR",
        () =>
          "bulk index failed: elastic: Error 429 (Too Many Requests): index [soil-readings-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]; [type=cluster_block_exception]",
      );
      s.rep(
        "soil-ingest",
        t0 + 10000,
        s.end,
        15,
        "WARN",
        (r) => `retry queue ${r.int(1000, 60000)} readings, oldest ${r.int(1, 15)}m`,
      );
      s.rep(
        "payload-decoder",
        t0 + 30000,
        s.end,
        8,
        "WARN",
        (r) => `soil-ingest push slow (${r.int(2, 9)}s), ${r.int(100, 900)} readings queued locally`,
      );
      s.rep(
        "grower-api",
        t0 + 60000,
        s.end,
        15,
        "WARN",
        (r) => `GET /v1/probes/${r.int(100, 999)}/history 200 served stale data (newest ${r.int(5, 30)} min old)`,
      );
    },
  },
  {
    cat: "disk",
    estate: "coldtrail",
    origin: "geofence",
    hints: ["no space", "disk", "ioexception", "space"],
    sev: "medium",
    note: "geofence's tile cache volume fills; writes throw IOException 'No space left on device' and evaluations fail for new regions.",
    needs: ["geofence", "tracker-ingest", "shipper-portal"],
    run(s, t0) {
      s.breakChains("geofence", t0, 0.6);
      s.repStack(
        "geofence",
        t0,
        s.end,
        4,
        "ERROR",
        (r) => `Fence evaluation failed for ${sh(r.int(100000, 999999))}`,
        (r) =>
          java(r, "java.io.IOException: No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:L)",
            "com.coldtrail.geofence.tiles.TileCache.put(TileCache.java:L)",
            "com.coldtrail.geofence.FenceEvaluator.evaluate(FenceEvaluator.java:L)",
          ]),
        "IOException",
      );
      s.rep(
        "tracker-ingest",
        t0 + 2000,
        s.end,
        3,
        "WARN",
        (r) => `geofence POST /v1/evaluate 500, position for CT-${r.int(10000, 99999)} requeued`,
      );
    },
  },
  {
    cat: "disk",
    estate: "rainfold",
    origin: "lora-gw-bridge",
    hints: ["read-only", "file system", "disk", "readonly"],
    sev: "medium",
    note: "The node volume under lora-gw-bridge is remounted read-only; it cannot persist gateway state and drops reconnecting gateways, origin warns mostly.",
    needs: ["lora-gw-bridge", "chirpstack", "payload-decoder"],
    run(s, t0) {
      s.rep(
        "lora-gw-bridge",
        t0,
        s.end,
        3,
        "WARN",
        (r) =>
          `backend/basicstation: save gateway state gateway_id=${ids.gw(r)} error: open /var/lib/gw-bridge/state/${ids.gw(r)}.json: read-only file system`,
      );
      s.rep(
        "lora-gw-bridge",
        t0 + 20000,
        s.end,
        12,
        "ERROR",
        (r) =>
          `backend/basicstation: rejecting gateway ${ids.gw(r)}: router-info persist failed (read-only file system)`,
      );
      s.goQuiet("lora-gw-bridge", t0 + 60000);
      s.rep(
        "chirpstack",
        t0 + 90000,
        s.end,
        20,
        "WARN",
        (r) => `gateway: last seen ${r.int(60, 400)}s ago gateway_id=${ids.gw(r)}`,
      );
    },
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    estate: "harrowline",
    origin: "device-registry",
    hints: ["crash", "exit", "restart", "unavailable", "unknown"],
    sev: "high",
    note: "device-registry restarts again and again with no error before it dies; callers see connection refused and 503s.",
    needs: ["device-registry", "telematics-ingest", "fleet-dashboard", "ota-campaigns"],
    run(s, t0) {
      s.goQuiet("device-registry", t0);
      s.breakChains("device-registry", t0, 0.85);
      for (let t = t0 + 20000; t < s.end; t += s.r.int(40000, 80000)) s.restart("device-registry", t, "7.9.2");
      s.rep(
        "telematics-ingest",
        t0 + 1000,
        s.end,
        1.2,
        "ERROR",
        (r) =>
          `registry lookup vin=${vin(r)} failed: Get "http://device-registry:8080/machines/by-imei/${imei(r)}": dial tcp ${ip(r)}:8080: connect: connection refused`,
      );
      s.rep(
        "fleet-dashboard",
        t0 + 2000,
        s.end,
        3,
        "ERROR",
        (r) => `GET /api/machines/${vin(r)}/position 503 ${r.int(1, 30)}ms - device-registry unavailable`,
      );
      s.rep(
        "ota-campaigns",
        t0 + 5000,
        s.end,
        15,
        "WARN",
        (r) => `eligibility check for ${vin(r)} skipped: registry returned 503`,
      );
    },
  },
  {
    cat: "unknown",
    estate: "rainfold",
    origin: "irrigation-scheduler",
    hints: ["unresponsive", "hang", "unknown", "stalled", "504"],
    sev: "high",
    note: "irrigation-scheduler stops logging and answering mid-window without a word; grower-api gets 504s and valve-control gets no schedules.",
    needs: ["irrigation-scheduler", "grower-api", "valve-control"],
    run(s, t0) {
      s.goQuiet("irrigation-scheduler", t0);
      s.breakChains("irrigation-scheduler", t0, 1);
      s.rep(
        "grower-api",
        t0 + 5000,
        s.end,
        2.5,
        "ERROR",
        (r) => `GET /v1/farms/F-${r.int(1000, 1999)}/schedule 504 30001ms - upstream irrigation-scheduler timed out`,
      );
      s.rep("grower-api", t0 + 6000, s.end, 8, "WARN", (r) => `retrying scheduler call (${r.int(1, 2)}/2)`);
      s.rep(
        "valve-control",
        t0 + 60000,
        s.end,
        15,
        "WARN",
        (r) => `no schedule update for zone Z${r.int(1, 40)} in ${r.int(2, 6)} cycles`,
      );
    },
  },
  {
    cat: "unknown",
    estate: "coldtrail",
    origin: "excursion-detector",
    hints: ["failed", "unknown", "error", "batch"],
    sev: "medium",
    note: "excursion-detector fails every evaluation batch with a bare 'batch failed' and no exception; open excursions are never raised.",
    needs: ["excursion-detector", "tracker-ingest", "shipper-portal"],
    run(s, t0) {
      s.goQuiet("excursion-detector", t0);
      s.rep(
        "excursion-detector",
        t0,
        s.end,
        5,
        "ERROR",
        (r) => `evaluation batch ${r.int(1000, 9999)} failed (${r.int(30, 300)} shipments), will retry`,
      );
      s.rep(
        "tracker-ingest",
        t0 + 30000,
        s.end,
        10,
        "WARN",
        (r) => `excursion-detector consumer lag ${r.int(500, 40000)} messages`,
      );
      s.rep(
        "shipper-portal",
        t0 + 120000,
        s.end,
        25,
        "WARN",
        (r) => `excursion status for ${sh(r.int(100000, 999999))} not updated in ${r.int(3, 12)} min`,
      );
    },
  },
  {
    cat: "unknown",
    estate: "coldtrail",
    origin: "shipment-svc",
    hints: ["500", "internal", "unknown", "error"],
    sev: "high",
    note: "shipment-svc starts answering 500 on most requests and logs only the status, with no exception; the portal and EDI fail in turn.",
    needs: ["shipment-svc", "shipper-portal", "carrier-edi", "tracker-ingest"],
    run(s, t0) {
      s.breakChains("shipment-svc", t0, 0.8);
      s.rep(
        "shipment-svc",
        t0,
        s.end,
        2,
        "ERROR",
        (r) =>
          `Request finished HTTP/1.1 GET http://shipment-svc/api/shipments/${sh(r.int(100000, 999999))} - 500 - - ${r.int(1, 9)}.${r.int(0, 9)}ms`,
      );
      s.rep(
        "shipper-portal",
        t0 + 500,
        s.end,
        3,
        "ERROR",
        (r) =>
          `Completed 502 Bad Gateway in ${r.int(10, 90)}ms GET /shipments/${sh(r.int(100000, 999999))} (shipment-svc 500)`,
      );
      s.rep(
        "carrier-edi",
        t0 + 20000,
        s.end,
        10,
        "ERROR",
        (r) => `shipment lookup for booking ${r.int(40000000, 49999999)} failed: shipment-svc HTTP 500`,
      );
    },
  },
];
