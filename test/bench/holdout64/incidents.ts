// The 52 failures of holdout64, four per category, spread over the three estates. Each one writes the origin's
// own lines (some at WARN only, some going quiet) and the callers' reports in their own words.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack, rubyStack, rustPanic } from "./stacks.js";

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

export type Emit = [Level, string, string?];
export interface Ctx {
  r: Rng;
  once(svc: string, dtSec: number, level: Level, msg: string, stack?: string): void;
  storm(svc: string, fromSec: number, toSec: number | null, perMin: number, f: (r: Rng, i: number) => Emit): void;
}
export interface Inc {
  cat: Category;
  estate: "rail" | "sat" | "bldg";
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  mode: "stop" | "thin" | "keep";
  /** callers whose ordinary success lines thin out once they start failing */
  hush?: string[];
  note: string;
  build(c: Ctx): void;
}

const crs = ["LDS", "YRK", "HUD", "WKF", "HGT", "SHF", "DON", "MAN"];
const stn = ["SVB-1", "SVB-2", "KIR-1", "AWA-1"];
const p2 = (n: number) => String(n).padStart(2, "0");
const sc = (r: Rng) => `SKV-${p2(r.int(1, 12))}`;
const hc = (r: Rng) => `${r.int(1, 9)}${r.pick(["A", "D", "K", "N", "R"])}${p2(r.int(1, 99))}`;
const fl = (r: Rng) => `L${p2(r.int(1, 24))}`;

export const INCIDENTS: Inc[] = [
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    estate: "rail",
    origin: "running-data",
    hints: ["sasl", "authentication", "credential", "kafka"],
    sev: "high",
    mode: "stop",
    note: "running-data's Kafka producer is rejected with SASL authentication failures after the SCRAM secret was rotated on the cluster, so forecasts stop and journey-api and pis-display serve stale data.",
    build(c) {
      c.storm("running-data", 0, null, 10, (r) => [
        "error",
        `[Producer clientId=rtd-forecasts-1] Connection to node ${r.int(1, 3)} (kafka-${r.int(0, 2)}.kafka.por-ops.svc/10.20.4.${r.int(10, 40)}:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
      ]);
      c.storm("running-data", 5, null, 2, (r) => [
        "error",
        "Failed to publish forecast batch",
        javaStack(
          "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
          [
            "org.apache.kafka.clients.NetworkClient.processDisconnection(NetworkClient.java:822)",
            "org.apache.kafka.clients.NetworkClient.poll(NetworkClient.java:614)",
            `uk.co.por.rtd.ForecastPublisher.flush(ForecastPublisher.java:${r.int(80, 140)})`,
          ],
        ),
      ]);
      c.storm("journey-api", 40, null, 24, (r) => [
        "warn",
        `running-data forecasts stale for ${r.pick(crs)} (last update ${r.int(45, 400)}s ago), serving timetable times`,
      ]);
      c.storm("pis-display", 60, null, 8, (r) => [
        "warn",
        `board ${r.pick(crs)}-P${r.int(1, 12)}: no live estimates, falling back to scheduled times`,
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "sat",
    origin: "pass-scheduler",
    hints: ["401", "unauthorized", "invalid_client", "oauth", "authentication", "token"],
    sev: "medium",
    mode: "thin",
    note: "pass-scheduler's OAuth client for the partner ground network is rejected with invalid_client, so pass bookings fail and ops-console shows 502s.",
    build(c) {
      c.storm("pass-scheduler", 0, null, 8, (_r, i) => [
        "error",
        `token refresh for partner network failed: 401 Unauthorized {"error":"invalid_client","error_description":"Client authentication failed"} (client_id=skv-sched-prod, attempt ${(i % 3) + 1})`,
      ]);
      c.storm("pass-scheduler", 3, null, 3, (r) => [
        "error",
        `booking ${sc(r)} over ${r.pick(["AWA-1", "TRO-2", "PUN-3"])} failed`,
        pyStack(
          [
            ["/app/sched/booking.py", 88, "book_pass", "token = self.auth.token()"],
            ["/app/sched/auth.py", 41, "token", "resp.raise_for_status()"],
            [
              "/usr/local/lib/python3.12/site-packages/requests/models.py",
              1024,
              "raise_for_status",
              "raise HTTPError(http_error_msg, response=self)",
            ],
          ],
          "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://auth.partner-gn.example/oauth2/token",
        ),
      ]);
      c.storm("ops-console", 20, null, 14, (r) => [
        "error",
        `POST /api/passes/book 502 ${r.int(300, 900)} ms - upstream pass-scheduler: booking rejected`,
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "bldg",
    origin: "access-ctl",
    hints: ["ldap", "bind", "credential", "authentication", "invalid"],
    sev: "medium",
    mode: "thin",
    hush: ["visitor-api"],
    note: "access-ctl's LDAP bind to the directory fails with Invalid Credentials, so card enrolments and visitor badge provisioning fail.",
    build(c) {
      c.storm("access-ctl", 0, null, 9, (r) => [
        "error",
        `Directory sync: bind as cn=svc-access,ou=service,dc=halden,dc=local failed`,
        r.chance(0.5)
          ? dotnetStack(
              "Novell.Directory.Ldap.LdapException: Invalid Credentials (49) Invalid Credentials\nLDAP server message: 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563",
              [
                "Novell.Directory.Ldap.LdapConnection.ChkResultCode(LdapMessage m)",
                "Novell.Directory.Ldap.LdapConnection.Bind(Int32 version, String dn, Byte[] passwd)",
                `Halden.Access.Directory.LdapUserSource.SyncAsync(CancellationToken ct) in /src/Access/Directory/LdapUserSource.cs:line ${r.int(40, 90)}`,
              ],
            )
          : undefined,
      ]);
      c.storm("visitor-api", 30, null, 12, (r) => [
        "error",
        `POST /visits 502 ${r.int(200, 1500)}ms - badge provisioning failed: access-ctl responded 500 (directory unavailable)`,
      ]);
      c.storm("tenant-portal", 60, null, 3, (r) => [
        "warn",
        `method=POST path=/requests/access controller=ServiceRequestsController action=create status=503 duration=${r.int(900, 3000)}.12 error='Access control service unavailable'`,
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "sat",
    origin: "tlm-ingest",
    hints: ["sle", "bind", "credential", "authentication", "access denied"],
    sev: "high",
    mode: "stop",
    note: "tlm-ingest's SLE BIND to the station providers is refused with an access-denied diagnostic after the initiator password was changed, so telemetry stops and archive-writer and ops-console see gaps.",
    build(c) {
      c.storm("tlm-ingest", 0, null, 8, (r) => [
        "error",
        `SLE BIND rejected by ${r.pick(stn)} responder: diagnostic=access-denied (initiator-identifier=SKVTLM01, credentials check failed)`,
      ]);
      c.storm("tlm-ingest", 10, null, 5, (r) => [
        "warn",
        `RAF instance for ${r.pick(stn)} not bound, retrying in ${r.pick([5, 10, 20])}s`,
      ]);
      c.storm("archive-writer", 60, null, 4, (r) => [
        "warn",
        `no frames appended to tm-a-${r.int(1000, 1200)} for ${r.int(60, 300)}s`,
      ]);
      c.storm("ops-console", 45, null, 10, (r) => [
        "error",
        `telemetry freshness check failed: ${sc(r)} last TM ${r.int(70, 400)} s ago (threshold 60 s)`,
      ]);
    },
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    estate: "rail",
    origin: "timetable-pub",
    hints: ["accessdenied", "access denied", "forbidden", "permission", "authorization"],
    sev: "medium",
    mode: "thin",
    note: "timetable-pub can no longer write its snapshots to the object store (AccessDenied on PutObject after a bucket policy change), so journey-api keeps serving yesterday's timetable.",
    build(c) {
      c.storm("timetable-pub", 0, null, 4, (r) => [
        "error",
        "failed to publish timetable snapshot",
        pyStack(
          [
            ["/srv/ttpub/publish.py", 212, "upload_snapshot", "s3.put_object(Bucket=BUCKET, Key=key, Body=body)"],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              569,
              "_api_call",
              "return self._make_api_call(operation_name, kwargs)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              1023,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::4410${r.int(10000000, 99999999)}:assumed-role/ttpub-prod/botocore-session is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::por-timetable-snapshots/2026-11-03/full.json.gz" because no identity-based policy allows the s3:PutObject action`,
        ),
      ]);
      c.storm("timetable-pub", 30, null, 2, () => [
        "warn",
        "snapshot upload failed, will retry next cycle (3 consecutive failures)",
      ]);
      c.storm("journey-api", 90, null, 10, (r) => [
        "warn",
        `timetable snapshot for 2026-11-03 not yet available, using 2026-11-02 (${r.int(1, 60)} requests)`,
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "sat",
    origin: "mdp-pipeline",
    hints: ["permission", "forbidden", "403", "access", "authorization"],
    sev: "medium",
    mode: "thin",
    note: "mdp-pipeline's service account loses write access to the product bucket (403 storage.objects.create denied), so L1 products fail to publish.",
    build(c) {
      c.storm("mdp-pipeline", 0, null, 6, (r) => [
        "error",
        `[stage-publish] upload of ${sc(r)}_MSI_${r.int(10000, 99999)}.tif failed`,
        javaStack(
          "com.google.cloud.storage.StorageException: mdp-writer@skyvane-ground.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
          [
            "com.google.cloud.storage.StorageException.translate(StorageException.java:209)",
            "com.google.cloud.storage.StorageImpl.create(StorageImpl.java:186)",
            "space.skyvane.mdp.publish.GcsPublisher.write(GcsPublisher.java:77)",
            "space.skyvane.mdp.stage.PublishStage.run(PublishStage.java:51)",
          ],
          "com.google.api.client.googleapis.json.GoogleJsonResponseException: 403 Forbidden",
          [
            "com.google.api.client.googleapis.json.GoogleJsonResponseException.from(GoogleJsonResponseException.java:146)",
          ],
        ),
      ]);
      c.storm("ops-console", 60, null, 5, (r) => [
        "warn",
        `product delivery SLA at risk: ${r.int(3, 40)} products pending publish`,
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "bldg",
    origin: "bms-gateway",
    hints: ["denied", "authorization", "permission", "forbidden", "role"],
    sev: "medium",
    mode: "keep",
    hush: ["hvac-sched"],
    note: "a policy update in bms-gateway drops write permission for the scheduler role, so bms-gateway denies hvac-sched's setpoint writes (WARN only) and hvac-sched logs 403 errors.",
    build(c) {
      c.once("bms-gateway", -20, "info", "Policy bundle v31 loaded: 14 roles, 212 point grants");
      c.storm("bms-gateway", 0, null, 7, (r) => [
        "warn",
        `WriteProperty denied: principal=svc-hvac-sched role=scheduler object=analog-value:${r.int(3100, 3199)} property=present-value (no write grant in policy v31)`,
      ]);
      c.storm("hvac-sched", 2, null, 16, (r) => [
        "error",
        `Failed to apply schedule to zone ${fl(r)}-${r.pick(["East", "West", "Core"])}: bms-gateway returned 403 Forbidden`,
        r.chance(0.3)
          ? dotnetStack(
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 403 (Forbidden).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Halden.Hvac.Scheduling.BmsClient.WriteSetpointAsync(String point, Double value) in /src/Hvac/Scheduling/BmsClient.cs:line 58",
                "Halden.Hvac.Scheduling.ZoneScheduler.ApplyAsync(Zone zone) in /src/Hvac/Scheduling/ZoneScheduler.cs:line 112",
              ],
            )
          : undefined,
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "rail",
    origin: "crew-diagrams",
    hints: ["permission", "denied", "sqlexception", "authorization"],
    sev: "medium",
    mode: "thin",
    note: "after a database role change crew-diagrams is denied SELECT on dbo.Diagrams, so diagram lookups return 500 and timetable-pub's crew export fails.",
    build(c) {
      c.storm("crew-diagrams", 0, null, 10, (r) => [
        "error",
        `An unhandled exception has occurred while executing the request.`,
        dotnetStack(
          "Microsoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'Diagrams', database 'Crew', schema 'dbo'.",
          [
            "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream)",
            `Por.Crew.Data.DiagramRepository.GetAsync(Int32 id) in /src/Crew.Data/DiagramRepository.cs:line ${r.int(30, 60)}`,
            "Por.Crew.Api.Controllers.DiagramsController.Get(Int32 id) in /src/Crew.Api/Controllers/DiagramsController.cs:line 27",
          ],
        ),
      ]);
      c.storm("crew-diagrams", 1, null, 8, (r) => [
        "info",
        `Request finished HTTP/1.1 GET http://crew-diagrams/api/diagrams/${r.int(100, 499)} - 500 - application/problem+json ${r.int(5, 40)}.2210ms`,
      ]);
      c.storm("timetable-pub", 60, null, 3, (r) => [
        "error",
        `crew export step failed: GET crew-diagrams/api/diagrams returned 500 (${r.int(12, 40)} diagrams skipped)`,
      ]);
    },
  },
  // ---------------- database ----------------
  {
    cat: "database",
    estate: "rail",
    origin: "gate-validator",
    hints: ["too many clients", "postgres", "database", "connection", "53300"],
    sev: "high",
    mode: "thin",
    note: "gate-validator's Postgres refuses new connections (too many clients), so gates drop into offline validation and journey-api is unaffected.",
    build(c) {
      c.storm("gate-validator", 0, null, 30, (r) => [
        "error",
        `validate gate=${r.pick(crs)}-G${p2(r.int(1, 24))}: lookup ticket: failed to connect to \`host=gates-pg.por-ops.svc user=gates database=gates\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`,
      ]);
      c.storm("gate-validator", 10, null, 14, (r) => [
        "warn",
        `gate=${r.pick(crs)}-G${p2(r.int(1, 24))} switched to OFFLINE validation (local hotlist age ${r.int(2, 50)}m)`,
      ]);
      c.storm("ticket-keys", 30, null, 3, (r) => [
        "warn",
        `Slow request: GET /v1/keys/current from gate-validator took ${r.int(1200, 4000)}ms`,
      ]);
    },
  },
  {
    cat: "database",
    estate: "sat",
    origin: "orbit-det",
    hints: ["deadlock", "database", "postgres", "operationalerror", "sql"],
    sev: "medium",
    mode: "thin",
    note: "orbit-det's writes of OD solutions deadlock in Postgres and the batch fails, so pass-scheduler plans with stale ephemerides.",
    build(c) {
      c.storm("orbit-det", 0, null, 5, (r) => [
        "error",
        `OD ${sc(r)}: failed to persist solution`,
        pyStack(
          [
            ["/opt/od/od/store.py", 141, "save_solution", "session.commit()"],
            [
              "/opt/od/.venv/lib/python3.11/site-packages/sqlalchemy/orm/session.py",
              1969,
              "commit",
              "trans.commit(_to_root=True)",
            ],
            [
              "/opt/od/.venv/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
              922,
              "do_execute",
              "cursor.execute(statement, parameters)",
            ],
          ],
          `sqlalchemy.exc.OperationalError: (psycopg2.errors.DeadlockDetected) deadlock detected\nDETAIL:  Process ${r.int(20000, 40000)} waits for ShareLock on transaction ${r.int(900000, 999999)}; blocked by process ${r.int(20000, 40000)}.\nProcess ${r.int(20000, 40000)} waits for ShareLock on transaction ${r.int(900000, 999999)}; blocked by process ${r.int(20000, 40000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${r.int(10, 90)},${r.int(1, 40)}) in relation "state_vectors"`,
        ),
      ]);
      c.storm("pass-scheduler", 50, null, 6, (r) => [
        "warn",
        `ephemeris for ${sc(r)} older than 26h, AOS prediction uncertainty ${r.int(4, 30)}s`,
      ]);
    },
  },
  {
    cat: "database",
    estate: "bldg",
    origin: "tenant-portal",
    hints: ["readonly", "read-only", "pg", "database", "statementinvalid"],
    sev: "high",
    mode: "thin",
    note: "tenant-portal keeps writing to a Postgres node that became a read-only replica after a failover, so every booking and visitor write fails with ReadOnlySqlTransaction.",
    build(c) {
      c.storm("tenant-portal", 0, null, 14, (r) => [
        "error",
        `method=POST path=/${r.pick(["bookings", "visitors", "requests"])} format=html controller=${r.pick(["BookingsController", "VisitorsController"])} action=create status=500 duration=${r.int(20, 90)}.44 error='ActiveRecord::StatementInvalid: PG::ReadOnlySqlTransaction: ERROR:  cannot execute INSERT in a read-only transaction'`,
      ]);
      c.storm("tenant-portal", 5, null, 2, () => [
        "error",
        "ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction):",
        rubyStack("", [
          "app/models/booking.rb:44:in `confirm!'",
          "app/controllers/bookings_controller.rb:31:in `create'",
          "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ]).trimStart(),
      ]);
      c.storm("visitor-api", 40, null, 5, (r) => [
        "warn",
        `visit ${r.int(10000, 99999)} saved locally; tenant-portal sync returned 500, queued`,
      ]);
    },
  },
  {
    cat: "database",
    estate: "sat",
    origin: "cmd-uplink",
    hints: ["psqlexception", "database", "recovery", "postgres", "sql"],
    sev: "high",
    mode: "thin",
    hush: ["ops-console"],
    note: "cmd-uplink's Postgres is in recovery mode and rejects connections, so telecommand queues cannot be read and ops-console command requests fail.",
    build(c) {
      c.storm("cmd-uplink", 0, null, 8, (r) => [
        "error",
        "HikariPool-1 - Exception during pool initialization.",
        r.chance(0.5)
          ? javaStack("org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode", [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
              "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
              `space.skyvane.uplink.queue.TcQueueRepository.pending(TcQueueRepository.java:${r.int(40, 90)})`,
            ])
          : undefined,
      ]);
      c.storm("cmd-uplink", 3, null, 6, (r) => [
        "error",
        `TC queue poll failed for ${sc(r)}: could not get JDBC Connection; FATAL: the database system is in recovery mode`,
      ]);
      c.storm("ops-console", 30, null, 14, (r) => [
        "error",
        `POST /api/tc/queue 503 ${r.int(30, 300)} ms - cmd-uplink unavailable`,
      ]);
    },
  },
  // ---------------- network ----------------
  {
    cat: "network",
    estate: "rail",
    origin: "signalling-gw",
    hints: ["connection reset", "reset", "network", "socket", "econnreset"],
    sev: "medium",
    mode: "thin",
    note: "signalling-gw's TCP sessions to the interlocking data links are reset repeatedly (a flapping WAN path), so running-data and td-ingest see missing S-class updates.",
    build(c) {
      c.storm("signalling-gw", 0, null, 14, (r) => [
        "error",
        `[sgw] area=${r.pick(["LS", "YK", "HU"])} link 10.${r.int(60, 63)}.${r.int(0, 9)}.${r.int(2, 250)}:7001 read failed: Connection reset by peer (errno=104), reconnecting`,
      ]);
      c.storm("signalling-gw", 5, null, 6, (r) => [
        "warn",
        `[sgw] area=${r.pick(["LS", "YK"])} reconnected after ${r.int(1, 9)} attempts, ${r.int(1, 30)}s of updates lost`,
      ]);
      c.storm("running-data", 40, null, 12, (r) => [
        "warn",
        `No S-class data for area ${r.pick(["LS", "YK", "HU"])} in ${r.int(30, 120)}s, platform predictions degraded for ${hc(r)}`,
      ]);
      c.storm("td-ingest", 60, null, 5, (r) => [
        "warn",
        `area=${r.pick(["LS", "YK"])} heartbeat (CT) missing for ${r.int(60, 200)}s`,
      ]);
    },
  },
  {
    cat: "network",
    estate: "sat",
    origin: "gs-link",
    hints: ["dns", "lookup", "network", "i/o timeout", "udp"],
    sev: "medium",
    mode: "thin",
    hush: ["tlm-ingest"],
    note: "gs-link cannot reach its DNS resolver (lookups fail with read udp i/o timeout), so it cannot resolve station SLE providers and passes are lost.",
    build(c) {
      c.storm("gs-link", 0, null, 12, (r) => [
        "error",
        `dial sle-provider.${r.pick(["kir", "svb", "awa"])}.gn.internal:5100: lookup sle-provider.${r.pick(["kir", "svb", "awa"])}.gn.internal on 10.96.0.10:53: read udp 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      ]);
      c.storm("tlm-ingest", 40, null, 10, (r) => [
        "warn",
        `no frames from ${r.pick(stn)} since AOS+${r.int(30, 300)}s (gs-link reports instance unbound)`,
      ]);
      c.storm("pass-scheduler", 90, null, 4, (r) => [
        "error",
        `pass ${sc(r)}@${r.pick(stn)} marked LOST: ground link not established by AOS+60s`,
      ]);
    },
  },
  {
    cat: "network",
    estate: "bldg",
    origin: "bms-gateway",
    hints: ["no route", "noroutetohost", "network", "unreachable", "socket"],
    sev: "high",
    mode: "thin",
    hush: ["chiller-ctl", "energy-meters"],
    note: "bms-gateway loses its route to the plant-room Modbus/BACnet subnet (No route to host), so chiller-ctl and energy-meters lose their readings.",
    build(c) {
      c.storm("bms-gateway", 0, null, 18, (r) => [
        "error",
        `Modbus poll unit=${r.int(1, 40)} failed: java.net.NoRouteToHostException: No route to host (Host unreachable) 10.12.${r.int(40, 41)}.${r.int(2, 200)}:502`,
      ]);
      c.storm("bms-gateway", 2, null, 2, () => [
        "error",
        "BACnet/IP send failed",
        javaStack("java.net.NoRouteToHostException: No route to host (sendto failed)", [
          "java.base/sun.nio.ch.DatagramChannelImpl.send0(Native Method)",
          "java.base/sun.nio.ch.DatagramChannelImpl.send(DatagramChannelImpl.java:900)",
          "com.serotonin.bacnet4j.npdu.ip.IpNetwork.sendPacket(IpNetwork.java:312)",
          "com.halden.bms.bacnet.PointReader.readMultiple(PointReader.java:88)",
        ]),
      ]);
      c.storm("chiller-ctl", 30, null, 8, (r) => [
        "error",
        `CH-${r.int(1, 3)} telemetry unavailable from bms-gateway (HTTP 504), holding last stage`,
      ]);
      c.storm("energy-meters", 30, null, 6, (r) => [
        "warn",
        `meter EM-${fl(r)}-0${r.int(1, 6)} read via bms-gateway failed: 504 Gateway Timeout`,
      ]);
    },
  },
  {
    cat: "network",
    estate: "rail",
    origin: "pis-display",
    hints: ["econnreset", "mqtt", "network", "connection", "tls"],
    sev: "medium",
    mode: "thin",
    note: "pis-display's MQTT/TLS connections to the station display controllers keep dropping with ECONNRESET, so boards go stale while journey-api is fine.",
    build(c) {
      c.storm("pis-display", 0, null, 16, (r) => [
        "error",
        `mqtt client ${r.pick(crs)}-ctrl error: read ECONNRESET (broker mqtts://pis-ctrl.${r.pick(["lds", "yrk", "hud"])}.stations.por:8883), reconnect in ${r.pick([1, 2, 4, 8])}s`,
      ]);
      c.storm("pis-display", 3, null, 2, () => [
        "error",
        "publish failed",
        nodeStack("Error: read ECONNRESET", [
          "TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20)",
          "TLSWrap.callbackTrampoline (node:internal/async_hooks:130:17)",
        ]),
      ]);
      c.storm("announcer", 80, null, 3, (r) => [
        "warn",
        `display sync for ${r.pick(crs)} not confirmed, announcing from timetable`,
      ]);
    },
  },
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    estate: "sat",
    origin: "acu-ctl",
    hints: ["timeout", "timed out", "acu"],
    sev: "medium",
    mode: "thin",
    note: "acu-ctl's commands to the SVB-2 antenna control unit stop completing in time (2000 ms command timeouts), so passes over SVB-2 are aborted.",
    build(c) {
      c.storm("acu-ctl", 0, null, 14, (r) => [
        "error",
        `ACU SVB-2 cmd=${r.pick(["PROGRAM_TRACK", "STATUS", "PRESET"])} seq=${r.int(10000, 99999)} timed out after 2000 ms (no response on 10.8.2.20:4001)`,
      ]);
      c.storm("pass-scheduler", 45, null, 5, (r) => [
        "error",
        `pass ${sc(r)}@SVB-2 aborted: antenna not on track at AOS`,
      ]);
      c.storm("tlm-ingest", 60, null, 6, () => ["warn", "station=SVB-2 carrier not locked, 0 frames this pass"]);
    },
  },
  {
    cat: "timeout",
    estate: "rail",
    origin: "crew-diagrams",
    hints: ["timeout", "execution timeout", "expired"],
    sev: "medium",
    mode: "thin",
    note: "crew-diagrams' diagram queries run past their command timeout behind a long lock (Execution Timeout Expired), so timetable-pub's export and journey-api's crew lookups time out.",
    build(c) {
      c.storm("crew-diagrams", 0, null, 8, (r) => [
        "error",
        `Failed executing DbCommand (${r.int(30000, 30050)}ms) [Parameters=[@__depot_0='${r.pick(["NL", "YK", "HT"])}'], CommandType='Text', CommandTimeout='30']`,
        dotnetStack(
          "Microsoft.Data.SqlClient.SqlException (0x80131904): Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.\n ---> System.ComponentModel.Win32Exception (258): The wait operation timed out.",
          [
            "Microsoft.Data.SqlClient.SqlCommand.ExecuteReaderAsync(CommandBehavior behavior, CancellationToken cancellationToken)",
            "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
            "Por.Crew.Data.DiagramRepository.ForDepotAsync(String depot) in /src/Crew.Data/DiagramRepository.cs:line 71",
          ],
        ),
      ]);
      c.storm("timetable-pub", 40, null, 4, () => [
        "error",
        "crew export: GET http://crew-diagrams/api/diagrams?depot=NL timed out after 60s",
      ]);
      c.storm("running-data", 30, null, 6, (r) => [
        "warn",
        `crew allocation lookup for ${hc(r)} timed out (crew-diagrams), publishing without crew`,
      ]);
    },
  },
  {
    cat: "timeout",
    estate: "bldg",
    origin: "lift-monitor",
    hints: ["deadline", "timeout", "context deadline exceeded"],
    sev: "medium",
    mode: "thin",
    note: "lift-monitor's polls of the lift group controller gateway stop answering in time (context deadline exceeded), so lift status goes stale and alarm-router raises lift-monitor health alarms.",
    build(c) {
      c.storm("lift-monitor", 0, null, 12, (r) => [
        "error",
        `poll group=${r.pick(["A-D", "A-D", "F1"])} controller=10.12.50.${r.int(10, 12)}:10001: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      ]);
      c.storm("lift-monitor", 10, null, 3, () => ["warn", "status cache older than 30s for cars A,B,C,D"]);
      c.storm("alarm-router", 60, null, 4, () => [
        "warn",
        "lift-monitor status stale > 60s, raised LIFT_MONITOR_DEGRADED to fm-desk",
      ]);
    },
  },
  {
    cat: "timeout",
    estate: "sat",
    origin: "mdp-pipeline",
    hints: ["timeout", "timeoutexception", "timed out"],
    sev: "medium",
    mode: "thin",
    note: "mdp-pipeline's orthorectification stage stops finishing within its 300 s limit (TimeoutException), so product backlog grows and ops-console warns about delivery.",
    build(c) {
      c.storm("mdp-pipeline", 0, null, 4, (r) => [
        "error",
        `[stage-L1] ${sc(r)}_MSI_${r.int(10000, 99999)} ortho stage failed`,
        javaStack("java.util.concurrent.TimeoutException: Futures timed out after [300 seconds]", [
          "scala.concurrent.impl.Promise$DefaultPromise.tryAwait0(Promise.scala:248)",
          "scala.concurrent.Await$.result(package.scala:124)",
          "space.skyvane.mdp.ortho.OrthoStage.run(OrthoStage.scala:92)",
          "space.skyvane.mdp.Pipeline.process(Pipeline.scala:57)",
        ]),
      ]);
      c.storm("mdp-pipeline", 5, null, 4, (r) => [
        "warn",
        `[stage-L1] backlog ${r.int(20, 90)} products, oldest ${r.int(8, 40)} min`,
      ]);
      c.storm("ops-console", 90, null, 4, (r) => [
        "warn",
        `product delivery latency ${r.int(20, 60)} min exceeds 15 min target`,
      ]);
    },
  },
  // ---------------- rate limiting ----------------
  {
    cat: "rate_limiting",
    estate: "rail",
    origin: "pis-display",
    hints: ["429", "rate", "too many requests", "throttl"],
    sev: "medium",
    mode: "thin",
    note: "pis-display's pushes to the hosted display-content API are throttled with 429 Too Many Requests after a change doubled its update frequency, so boards lag.",
    build(c) {
      c.once("pis-display", -25, "info", "config reloaded: board_refresh_ms=2500 (was 5000)");
      c.storm("pis-display", 0, null, 20, (r) => [
        "warn",
        `content API PUT /v1/boards/${r.pick(crs)}-P${r.int(1, 12)} -> 429 Too Many Requests (retry-after ${r.pick([10, 20, 30])}s, quota 600/min)`,
      ]);
      c.storm("pis-display", 20, null, 4, (r) => [
        "error",
        `board ${r.pick(crs)}-P${r.int(1, 12)} not updated for ${r.int(60, 240)}s (throttled)`,
      ]);
    },
  },
  {
    cat: "rate_limiting",
    estate: "sat",
    origin: "ephemeris-sync",
    hints: ["rate limit", "429", "rate", "throttl"],
    sev: "medium",
    mode: "thin",
    note: "ephemeris-sync exceeds Space-Track's request limits and is answered 429 on every fetch, so orbit-det runs on aged TLEs.",
    build(c) {
      c.storm("ephemeris-sync", 0, null, 14, (r) => [
        "warn",
        `GET https://www.space-track.org/basicspacedata/query/class/gp/NORAD_CAT_ID/${r.int(57000, 57999)} -> 429 Too Many Requests: "You've exceeded your rate limit of 30 requests per minute"`,
      ]);
      c.storm("ephemeris-sync", 30, null, 2, () => ["error", "sync cycle failed: 12 objects, 12 failures (throttled)"]);
      c.storm("orbit-det", 60, null, 4, (r) => [
        "warn",
        `${sc(r)}: newest TLE epoch age ${r.int(30, 60)}h exceeds 24h, OD a-priori degraded`,
      ]);
    },
  },
  {
    cat: "rate_limiting",
    estate: "bldg",
    origin: "visitor-api",
    hints: ["429", "too many requests", "rate", "20429"],
    sev: "medium",
    mode: "keep",
    note: "visitor-api's SMS provider throttles it (HTTP 429, error 20429) during the morning arrival peak, so host notifications fail.",
    build(c) {
      c.storm("visitor-api", 0, null, 22, (r) => [
        "error",
        `host notification for visit ${r.int(10000, 99999)} failed: RestException [HTTP 429] Unable to create record: Too Many Requests (code 20429)`,
      ]);
      c.storm("visitor-api", 10, null, 3, () => [
        "error",
        "notify worker error",
        nodeStack("RestException [Error]: Too Many Requests", [
          "success (/app/node_modules/twilio/lib/base/Version.js:79:23)",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          "async notifyHost (/app/src/notify.js:41:5)",
        ]),
      ]);
      c.storm("tenant-portal", 90, null, 2, () => [
        "warn",
        "method=GET path=/visitors status=200 duration=88.10 notice='host notifications delayed'",
      ]);
    },
  },
  {
    cat: "rate_limiting",
    estate: "rail",
    origin: "announcer",
    hints: ["quota", "429", "rate", "resource_exhausted"],
    sev: "medium",
    mode: "thin",
    note: "announcer exhausts its text-to-speech quota (429 RESOURCE_EXHAUSTED), so disruption announcements are not synthesised.",
    build(c) {
      c.storm("announcer", 0, null, 10, (r) => [
        "error",
        `tts synth failed station=${r.pick(crs)} template=${r.pick(["delay_apology", "platform_alteration"])}`,
        pyStack(
          [
            [
              "/app/announcer/tts.py",
              63,
              "synth",
              "resp = client.synthesize_speech(input=text, voice=voice, audio_config=cfg)",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/google/api_core/grpc_helpers.py",
              78,
              "error_remapped_callable",
              "raise exceptions.from_grpc_error(exc) from exc",
            ],
          ],
          "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for quota metric 'Synthesize requests' and limit 'Synthesize requests per minute' of service 'texttospeech.googleapis.com'",
        ),
      ]);
      c.storm("announcer", 20, null, 6, (r) => [
        "warn",
        `announcement ${r.int(1000, 9999)} dropped after 3 attempts (quota)`,
      ]);
    },
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    estate: "rail",
    origin: "timetable-pub",
    hints: ["validation", "invalid", "schema"],
    sev: "medium",
    mode: "thin",
    note: "timetable-pub rejects the day's CIF update because schedules carry impossible times (validation errors), so no new timetable is published.",
    build(c) {
      c.storm("timetable-pub", 0, null, 12, (r) => [
        "error",
        `schedule C${r.int(10000, 99999)} rejected: location ${r.pick(crs)} departure '2${r.int(4, 9)}${r.int(60, 99)}' is not a valid HHMM time`,
      ]);
      c.storm("timetable-pub", 15, null, 2, () => [
        "error",
        "publish aborted",
        pyStack(
          [
            ["/srv/ttpub/cif.py", 301, "load_delta", "ScheduleRecord.model_validate(rec)"],
            [
              "/usr/local/lib/python3.11/site-packages/pydantic/main.py",
              509,
              "model_validate",
              "return cls.__pydantic_validator__.validate_python(",
            ],
          ],
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for ScheduleRecord\nlocations.14.departure\n  Value error, invalid HHMM time [type=value_error, input_value='2471', input_type=str]",
        ),
      ]);
      c.storm("journey-api", 120, null, 3, () => [
        "warn",
        "timetable snapshot unchanged for 95 min, latest cancellations not applied",
      ]);
    },
  },
  {
    cat: "validation",
    estate: "sat",
    origin: "cmd-uplink",
    hints: ["validation", "range", "invalid", "rejected"],
    sev: "medium",
    mode: "thin",
    note: "cmd-uplink rejects every telecommand of a newly loaded procedure because a parameter is out of its allowed range, so ops-console gets 422s.",
    build(c) {
      c.once("cmd-uplink", -30, "info", "procedure AOCS_SAFE_EXIT_v7 loaded (42 TCs)");
      c.storm("cmd-uplink", 0, null, 10, (r) => [
        "warn",
        `TC ${sc(r)} AOCS_SET_QUAT seq=${r.int(1000, 9999)} rejected by validator: parameter Q1=1.0${r.int(1, 9)}${r.int(0, 9)} outside [-1.0, 1.0]`,
      ]);
      c.storm("cmd-uplink", 5, null, 2, () => [
        "error",
        "procedure step failed",
        javaStack(
          "jakarta.validation.ConstraintViolationException: setQuaternion.q1: must be less than or equal to 1.0",
          [
            "org.hibernate.validator.internal.engine.ValidatorImpl.validateParameters(ValidatorImpl.java:244)",
            "space.skyvane.uplink.tc.TcBuilder.setQuaternion(TcBuilder.java:133)",
            "space.skyvane.uplink.proc.ProcedureRunner.step(ProcedureRunner.java:71)",
          ],
        ),
      ]);
      c.storm("ops-console", 10, null, 14, (r) => [
        "warn",
        `POST /api/tc/procedures/AOCS_SAFE_EXIT_v7/run 422 ${r.int(10, 60)} ms`,
      ]);
    },
  },
  {
    cat: "validation",
    estate: "bldg",
    origin: "hvac-sched",
    hints: ["json", "validation", "invalid", "convert"],
    sev: "medium",
    mode: "thin",
    note: "hvac-sched cannot deserialize the schedule documents saved by tenant-portal's new editor (times in a format it rejects), so zones stay on their previous schedules.",
    build(c) {
      c.storm("hvac-sched", 0, null, 8, (r) => [
        "error",
        `Schedule document for zone ${fl(r)}-${r.pick(["East", "West"])} rejected`,
        dotnetStack(
          `System.Text.Json.JsonException: The JSON value could not be converted to System.TimeOnly. Path: $.days[${r.int(0, 6)}].occupied.start | LineNumber: 0 | BytePositionInLine: ${r.int(80, 300)}.\n ---> System.FormatException: String '7:30 AM' was not recognized as a valid TimeOnly.`,
          [
            "System.Text.Json.ThrowHelper.ReThrowWithPath(ReadStack& state, Utf8JsonReader& reader, Exception ex)",
            "System.Text.Json.JsonSerializer.Deserialize[TValue](String json, JsonSerializerOptions options)",
            "Halden.Hvac.Scheduling.ScheduleStore.LoadAsync(String zoneId) in /src/Hvac/Scheduling/ScheduleStore.cs:line 39",
          ],
        ),
      ]);
      c.storm("hvac-sched", 10, null, 4, (r) => [
        "warn",
        `Zone ${fl(r)}-Core keeping previous schedule (document invalid)`,
      ]);
    },
  },
  {
    cat: "validation",
    estate: "sat",
    origin: "archive-writer",
    hints: ["validation", "schema", "invalid"],
    sev: "medium",
    mode: "thin",
    note: "archive-writer rejects telemetry packets whose header fails its schema check (negative on-board time field), so archive segments stop growing while tlm-ingest keeps receiving.",
    build(c) {
      c.storm("archive-writer", 0, null, 12, (r) => [
        "warn",
        `packet rejected: APID 0x${r.int(400, 499).toString(16)} seq=${r.int(1, 16000)}: schema validation failed: field 'obt' must be >= 0, got -${r.int(1, 9999999)}`,
      ]);
      c.storm("archive-writer", 20, null, 2, (r) => [
        "error",
        `batch from tlm-ingest refused: ${r.int(200, 4000)} of ${r.int(4000, 4096)} packets invalid`,
      ]);
      c.storm("tlm-ingest", 25, null, 6, () => [
        "warn",
        "archive-writer returned 422 for batch, frames kept in memory buffer",
      ]);
    },
  },
  // ---------------- null reference ----------------
  {
    cat: "null_reference",
    estate: "rail",
    origin: "crew-diagrams",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    mode: "thin",
    note: "crew-diagrams throws NullReferenceException for diagrams whose relief point has no location, returning 500s to running-data.",
    build(c) {
      c.storm("crew-diagrams", 0, null, 9, (r) => [
        "error",
        "An unhandled exception has occurred while executing the request.",
        dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
          `Por.Crew.Domain.Turn.get_ReliefLocation() in /src/Crew.Domain/Turn.cs:line ${r.int(40, 60)}`,
          "Por.Crew.Api.Mapping.DiagramMapper.ToDto(Diagram d) in /src/Crew.Api/Mapping/DiagramMapper.cs:line 22",
          "Por.Crew.Api.Controllers.DiagramsController.Get(Int32 id) in /src/Crew.Api/Controllers/DiagramsController.cs:line 29",
        ]),
      ]);
      c.storm("running-data", 20, null, 14, (r) => [
        "warn",
        `crew allocation lookup for ${hc(r)} failed: crew-diagrams returned 500, retrying (attempt ${r.int(1, 3)}/3)`,
      ]);
    },
  },
  {
    cat: "null_reference",
    estate: "sat",
    origin: "pass-scheduler",
    hints: ["nonetype", "attributeerror", "null", "none"],
    sev: "medium",
    mode: "thin",
    hush: ["ops-console"],
    note: "pass-scheduler crashes with AttributeError on a NoneType for spacecraft with no visible pass in the horizon, so the planning endpoint fails for ops-console.",
    build(c) {
      c.storm("pass-scheduler", 0, null, 7, (r) => [
        "error",
        `Exception on /plan/${sc(r)} [GET]`,
        pyStack(
          [
            [
              "/usr/local/lib/python3.12/site-packages/flask/app.py",
              880,
              "full_dispatch_request",
              "rv = self.dispatch_request()",
            ],
            ["/app/sched/api.py", 57, "plan", "return jsonify(plan_for(scid))"],
            ["/app/sched/planner.py", 133, "plan_for", "aos = nxt.aos.isoformat()"],
          ],
          "AttributeError: 'NoneType' object has no attribute 'aos'",
        ),
      ]);
      c.storm("ops-console", 10, null, 16, (r) => [
        "error",
        `GET /api/passes?sc=${sc(r)} 502 ${r.int(20, 90)} ms - pass-scheduler responded 500`,
      ]);
    },
  },
  {
    cat: "null_reference",
    estate: "bldg",
    origin: "tenant-portal",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "medium",
    mode: "thin",
    note: "tenant-portal raises NoMethodError on nil for bookings of meeting rooms without a floor, so the bookings page returns 500.",
    build(c) {
      c.storm("tenant-portal", 0, null, 10, (r) => [
        "error",
        `method=GET path=/bookings format=html controller=BookingsController action=index status=500 duration=${r.int(30, 90)}.10 error='NoMethodError: undefined method \`floor_label' for nil'`,
      ]);
      c.storm("tenant-portal", 2, null, 3, () => [
        "error",
        "NoMethodError (undefined method `floor_label' for nil):",
        rubyStack("", [
          "app/views/bookings/_row.html.erb:7",
          "app/presenters/booking_presenter.rb:18:in `location'",
          "app/controllers/bookings_controller.rb:12:in `index'",
        ]).trimStart(),
      ]);
    },
  },
  {
    cat: "null_reference",
    estate: "rail",
    origin: "journey-api",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    mode: "thin",
    note: "journey-api throws TypeError reading 'platform' of undefined for calling points missing platform data, so departures boards in apps get 500s.",
    build(c) {
      c.storm("journey-api", 0, null, 20, (r) => [
        "error",
        `GET /v2/departures?crs=${r.pick(crs)}&rows=10 500 ${r.int(5, 40)}ms`,
        r.chance(0.3)
          ? nodeStack("TypeError: Cannot read properties of undefined (reading 'platform')", [
              "toDeparture (/app/dist/mappers/departures.js:48:37)",
              "Array.map (<anonymous>)",
              "getDepartures (/app/dist/routes/departures.js:31:29)",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            ])
          : undefined,
      ]);
      c.storm("pis-display", 60, null, 2, () => [
        "warn",
        "journey-api enrichment unavailable (500), using running-data directly",
      ]);
    },
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    estate: "sat",
    origin: "gs-link",
    hints: ["config", "configuration", "unknown station", "invalid"],
    sev: "high",
    mode: "thin",
    hush: ["tlm-ingest"],
    note: "a gs-link release renames station ids in its config ('KIR1' instead of 'KIR-1'), so it refuses to open service instances for passes over KIR-1 and SVB-2.",
    build(c) {
      c.once("gs-link", -40, "info", "starting gs-link version=2.14.0 commit=9e1c2aa go=go1.23.2");
      c.once("gs-link", -38, "info", "loaded stations.yaml: 6 stations (KIR1, SVB2, SVB1, AWA1, PUN3, TRO2)");
      c.storm("gs-link", 0, null, 10, (r) => [
        "error",
        `cannot open RAF instance for pass ${sc(r)}: station "${r.pick(["KIR-1", "SVB-2"])}" not found in configuration (known: KIR1, SVB2, SVB1, AWA1, PUN3, TRO2)`,
      ]);
      c.storm("tlm-ingest", 30, null, 8, (r) => [
        "warn",
        `no frames from ${r.pick(["KIR-1", "SVB-2"])} since AOS+${r.int(30, 200)}s`,
      ]);
      c.storm("pass-scheduler", 60, null, 3, (r) => [
        "error",
        `pass ${sc(r)}@KIR-1 marked LOST: ground link not established`,
      ]);
    },
  },
  {
    cat: "configuration",
    estate: "rail",
    origin: "signalling-gw",
    hints: ["config", "configuration", "missing", "area map"],
    sev: "medium",
    mode: "thin",
    note: "a config reload of signalling-gw drops the LS area from its area map, so S-class frames for Leeds are discarded and platform predictions degrade.",
    build(c) {
      c.once("signalling-gw", -15, "info", "[main] signalling-gw 4.2.7 (build 1be0c8e2) config reloaded on SIGHUP");
      c.once("signalling-gw", -14, "info", "[cfg] areas.yaml: 5 areas loaded (YK HU WY DN SK)");
      c.storm("signalling-gw", 0, null, 18, (r) => [
        "warn",
        `[sgw] SF frame for area=LS addr=${r.hex(2).toUpperCase()} discarded: area not configured in /etc/sgw/areas.yaml`,
      ]);
      c.storm("running-data", 45, null, 10, (r) => [
        "warn",
        `No S-class data for area LS in ${r.int(60, 300)}s, platform predictions degraded for ${hc(r)}`,
      ]);
      c.storm("pis-display", 90, null, 4, () => ["warn", "board LDS-P8: platform unconfirmed for 3 services"]);
    },
  },
  {
    cat: "configuration",
    estate: "bldg",
    origin: "chiller-ctl",
    hints: ["config", "configuration", "setpoint", "unit"],
    sev: "high",
    mode: "thin",
    note: "a chiller-ctl release reads the chilled-water setpoint in Fahrenheit as Celsius (44.0), refuses to write it and leaves the plant uncontrolled, so zone temperatures rise.",
    build(c) {
      c.once("chiller-ctl", -30, "info", "Booting worker with pid: 9 (release 3.8.0)");
      c.once(
        "chiller-ctl",
        -29,
        "info",
        "settings loaded from env: CHW_SETPOINT=44.0 CHW_SETPOINT_UNIT=(unset, default C) STAGING=lead-lag",
      );
      c.storm("chiller-ctl", 0, null, 8, (r) => [
        "error",
        `CH-${r.int(1, 3)} setpoint 44.0C outside safe band [5.0, 12.0], refusing to write; plant left on last command`,
      ]);
      c.storm("bms-gateway", 120, null, 5, (r) => [
        "warn",
        `AHU-${r.int(1, 14)} supply air ${r.int(15, 19)}.${r.int(0, 9)}C above setpoint for 120s (CHW valve 100%)`,
      ]);
      c.storm("alarm-router", 180, null, 3, (r) => ["info", `routed event TEMP_HIGH src=${fl(r)} -> fm-desk`]);
    },
  },
  {
    cat: "configuration",
    estate: "rail",
    origin: "gate-validator",
    hints: ["key", "config", "configuration", "not found"],
    sev: "high",
    mode: "thin",
    note: "a gate-validator deploy points KEYSTORE_PATH at a directory without the current barcode key set, so every barcode fails signature lookup and gates reject valid tickets.",
    build(c) {
      c.once("gate-validator", -35, "info", "starting gate-validator version=5.3.0 commit=71fa0c2 go=go1.23.2");
      c.once(
        "gate-validator",
        -34,
        "warn",
        "keystore /etc/gates/keys-v2: 0 key sets loaded (expected current=POR-2026-11)",
      );
      c.storm("gate-validator", 0, null, 36, (r) => [
        "warn",
        `validate gate=${r.pick(crs)}-G${p2(r.int(1, 24))} type=aztec result=REJECT reason=UNKNOWN_KEY key_id=POR-2026-11 (keystore=/etc/gates/keys-v2)`,
      ]);
      c.storm("gate-validator", 60, null, 3, (r) => [
        "error",
        `gate ${r.pick(crs)} reject rate ${r.int(70, 99)}% over 60s (threshold 20%)`,
      ]);
    },
  },
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    estate: "rail",
    origin: "running-data",
    hints: ["503", "unavailable", "upstream", "dependency", "circuit"],
    sev: "high",
    mode: "thin",
    hush: ["journey-api"],
    note: "the national train-movements feed that running-data subscribes to answers 503 and running-data's circuit breaker opens, so forecasts freeze and journey-api serves timetable times.",
    build(c) {
      c.storm("running-data", 0, null, 8, (_r, i) => [
        "error",
        `Movements feed GET https://feeds.nationalrail.example/movements/v1/stream failed: 503 Service Unavailable (attempt ${(i % 5) + 1})`,
      ]);
      c.once("running-data", 40, "warn", "CircuitBreaker 'movementsFeed' changed state from CLOSED to OPEN");
      c.storm("running-data", 41, null, 6, () => [
        "warn",
        "CallNotPermittedException: CircuitBreaker 'movementsFeed' is OPEN and does not permit further calls",
      ]);
      c.storm("journey-api", 60, null, 20, (r) => [
        "warn",
        `running-data forecasts stale for ${r.pick(crs)} (last update ${r.int(60, 500)}s ago), serving timetable times`,
      ]);
    },
  },
  {
    cat: "dependency",
    estate: "sat",
    origin: "tlm-ingest",
    hints: ["kafka", "broker", "unavailable", "dependency"],
    sev: "high",
    mode: "thin",
    hush: ["archive-writer"],
    note: "the Kafka cluster tlm-ingest publishes to becomes unavailable (no brokers reachable), so tlm-ingest buffers and then drops frames and archive-writer starves.",
    build(c) {
      c.storm("tlm-ingest", 0, null, 10, () => [
        "error",
        "kafka: client has run out of available brokers to talk to: EOF",
      ]);
      c.storm("tlm-ingest", 20, null, 4, (r) => [
        "warn",
        `producer buffer ${r.int(60, 100)}% full (${r.int(300, 512)} MiB), backpressure on station links`,
      ]);
      c.storm("tlm-ingest", 120, null, 3, (r) => [
        "error",
        `dropped ${r.int(2000, 40000)} frames for ${sc(r)}: producer queue full`,
      ]);
      c.storm("archive-writer", 30, null, 8, () => [
        "error",
        "consumer group archive-tm: Broker: Coordinator not available, retrying",
      ]);
    },
  },
  {
    cat: "dependency",
    estate: "bldg",
    origin: "access-ctl",
    hints: ["503", "unavailable", "circuit", "dependency", "mobile credential"],
    sev: "medium",
    mode: "keep",
    note: "the mobile-credential cloud service used by access-ctl answers 503 and its Polly circuit breaker opens, so phone badges cannot be issued (card access keeps working).",
    build(c) {
      c.storm("access-ctl", 0, null, 8, (r) => [
        "error",
        `Mobile credential issue for user ${r.int(10000, 99999)} failed: POST https://api.mobilekeys.example/credential-management/issue returned 503 (Service Unavailable)`,
      ]);
      c.once(
        "access-ctl",
        30,
        "warn",
        "Polly: Circuit breaker 'mobile-keys' opened for 00:00:30 after 5 consecutive failures",
      );
      c.storm("access-ctl", 31, null, 5, () => [
        "error",
        "Issue request failed fast",
        dotnetStack("Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.", [
          "Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
          "Halden.Access.Mobile.MobileKeysClient.IssueAsync(IssueRequest req) in /src/Access/Mobile/MobileKeysClient.cs:line 64",
        ]),
      ]);
      c.storm("visitor-api", 20, null, 10, (r) => [
        "warn",
        `visit ${r.int(10000, 99999)}: mobile pass not issued (access-ctl 503), printed badge required`,
      ]);
    },
  },
  {
    cat: "dependency",
    estate: "sat",
    origin: "pass-scheduler",
    hints: ["502", "503", "bad gateway", "unavailable", "dependency", "partner"],
    sev: "medium",
    mode: "thin",
    note: "the partner ground network's booking API that pass-scheduler calls answers 502/503, so partner passes cannot be booked.",
    build(c) {
      c.storm("pass-scheduler", 0, null, 9, (r) => [
        "error",
        `partner booking ${sc(r)}@${r.pick(["AWA-1", "TRO-2"])} failed: 50${r.pick([2, 3])} ${r.pick(["Bad Gateway", "Service Unavailable"])} from https://api.partner-gn.example/v2/contacts`,
      ]);
      c.storm("pass-scheduler", 5, null, 3, (r) => [
        "warn",
        `retry ${r.int(1, 5)}/5 for partner booking in ${r.pick([2, 4, 8, 16])}s`,
      ]);
      c.storm("ops-console", 30, null, 12, (r) => [
        "error",
        `POST /api/passes/book 502 ${r.int(2000, 9000)} ms - upstream pass-scheduler: partner network unavailable`,
      ]);
    },
  },
  // ---------------- memory ----------------
  {
    cat: "memory",
    estate: "sat",
    origin: "mdp-pipeline",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    mode: "stop",
    note: "mdp-pipeline runs out of Java heap on a large scene (OutOfMemoryError), then goes silent, and ops-console reports the product backlog.",
    build(c) {
      c.storm("mdp-pipeline", -90, 0, 3, (r) => [
        "warn",
        `[GC] Pause Full (G1 Compaction Pause) ${r.int(7800, 8100)}M->${r.int(7700, 8000)}M(8192M) ${r.int(900, 4000)}.${r.int(100, 999)}ms`,
      ]);
      c.once(
        "mdp-pipeline",
        0,
        "error",
        "[stage-L1] worker thread died",
        javaStack("java.lang.OutOfMemoryError: Java heap space", [
          "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "space.skyvane.mdp.raster.TileBuffer.grow(TileBuffer.java:61)",
          "space.skyvane.mdp.ortho.OrthoStage.resample(OrthoStage.scala:140)",
        ]),
      );
      c.once("mdp-pipeline", 2, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.storm("ops-console", 60, null, 6, (r) => [
        "error",
        `GET /api/products/status 502 ${r.int(5, 40)} ms - mdp-pipeline connection refused`,
      ]);
      c.storm("archive-writer", 90, null, 2, () => ["warn", "mdp-pipeline consumer lag growing (no commits for 90s)"]);
    },
  },
  {
    cat: "memory",
    estate: "rail",
    origin: "td-ingest",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    mode: "stop",
    hush: ["running-data"],
    note: "td-ingest's memory grows until the Go runtime dies with 'out of memory' and the service goes quiet, so running-data stops receiving berth steps.",
    build(c) {
      c.storm("td-ingest", -120, 0, 2, (r) => [
        "warn",
        `replay buffer ${r.int(1800, 2000)} MiB (limit 2048 MiB), ${r.int(400000, 900000)} messages pending`,
      ]);
      c.once(
        "td-ingest",
        0,
        "fatal",
        "fatal error: runtime: out of memory",
        goPanic("runtime: out of memory: cannot allocate 67108864-byte block (2143485952 in use)", [
          ["runtime.throw({0x9c1b2e?, 0x2000?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
          [
            "github.com/por-rail/td-ingest/internal/replay.(*Buffer).Append(...)",
            "/src/internal/replay/buffer.go:88 +0x1f4",
          ],
          [
            "main.(*consumer).handle(0xc0001a2000, {0xc01e4a8000, 0x1b2, 0x200})",
            "/src/cmd/td-ingest/consumer.go:131 +0x2b1",
          ],
        ]),
      );
      c.storm("running-data", 45, null, 16, (r) => [
        "warn",
        `No TD berth steps for area ${r.pick(["LS", "YK", "HU", "WY"])} in ${r.int(45, 300)}s, forecasts frozen`,
      ]);
      c.storm("journey-api", 90, null, 6, (r) => [
        "warn",
        `forecast age ${r.int(90, 400)}s for ${r.pick(crs)} exceeds 90s`,
      ]);
    },
  },
  {
    cat: "memory",
    estate: "bldg",
    origin: "alarm-router",
    hints: ["heap", "memory", "out of memory"],
    sev: "high",
    mode: "stop",
    note: "alarm-router's Node heap fills up (JavaScript heap out of memory) and the process dies, so alarms from BMS and access control are not routed.",
    build(c) {
      c.storm("alarm-router", -60, 0, 2, (r) => [
        "warn",
        `event loop lag ${r.int(300, 2000)}ms, dedupe cache size ${r.int(900000, 1200000)}`,
      ]);
      c.once(
        "alarm-router",
        0,
        "fatal",
        "<--- Last few GCs --->",
        [
          "[1:0x6a8b2c0]  3612007 ms: Mark-Compact 2045.1 (2083.6) -> 2043.9 (2084.1) MB, 1844.21 / 0.00 ms  (average mu = 0.102, current mu = 0.011) allocation failure; scavenge might not succeed",
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          " 1: 0xb8a3f0 node::Abort() [node]",
          " 2: 0xa96834  [node]",
          " 3: 0xd63fd0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ].join("\n"),
      );
      c.storm("bms-gateway", 30, null, 6, (r) => [
        "error",
        `alarm forward to alarm-router failed: connect ECONNREFUSED / java.net.ConnectException: Connection refused (event ${r.pick(["TEMP_HIGH", "FILTER_DIRTY", "FAN_FAIL"])})`,
      ]);
      c.storm("access-ctl", 40, null, 5, () => [
        "error",
        "Alarm DOOR_FORCED not delivered: alarm-router unreachable (Connection refused)",
      ]);
    },
  },
  {
    cat: "memory",
    estate: "bldg",
    origin: "occupancy-svc",
    hints: ["memoryerror", "memory", "oom"],
    sev: "medium",
    mode: "stop",
    note: "occupancy-svc raises MemoryError while building its wifi/badge fusion matrix and then stops logging, so hvac-sched falls back to fixed schedules.",
    build(c) {
      c.once(
        "occupancy-svc",
        0,
        "error",
        "fusion worker crashed",
        pyStack(
          [
            [
              "/app/occupancy/fusion.py",
              94,
              "build_matrix",
              "m = np.zeros((len(macs), len(readers), 144), dtype=np.float64)",
            ],
          ],
          "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 11.2 GiB for an array with shape (48213, 216, 144) and data type float64",
        ),
      );
      c.once("occupancy-svc", 1, "error", "worker exited with MemoryError, supervisor restart limit reached");
      c.storm("hvac-sched", 60, null, 6, (r) => [
        "warn",
        `Occupancy feed stale for floor ${fl(r)} (>120s), using fixed schedule`,
      ]);
    },
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    estate: "sat",
    origin: "archive-writer",
    hints: ["no space", "disk", "enospc", "space left"],
    sev: "high",
    mode: "thin",
    hush: ["tlm-ingest"],
    note: "archive-writer's archive volume fills up (No space left on device, os error 28), so telemetry segments cannot be written and tlm-ingest buffers.",
    build(c) {
      c.storm("archive-writer", -120, 0, 1, (r) => ["warn", `archive volume /data/tm ${r.int(96, 99)}% used`]);
      c.storm("archive-writer", 0, null, 10, (r) => [
        "error",
        `failed to append ${r.int(200, 4096)} frames to segment tm-a-${r.int(1000, 1200)}: No space left on device (os error 28)`,
      ]);
      c.once(
        "archive-writer",
        5,
        "error",
        "segment writer task failed",
        rustPanic(
          "src/segment.rs:214:18",
          'called `Result::unwrap()` on an `Err` value: Os { code: 28, kind: StorageFull, message: "No space left on device" }',
        ),
      );
      c.storm("tlm-ingest", 15, null, 10, () => [
        "warn",
        "archive-writer append returned 507, frames kept in memory buffer",
      ]);
    },
  },
  {
    cat: "disk",
    estate: "rail",
    origin: "timetable-pub",
    hints: ["read-only", "read only", "disk", "errno 30", "file system"],
    sev: "medium",
    mode: "thin",
    note: "timetable-pub's work volume is remounted read-only after I/O errors (Errno 30), so it cannot stage the timetable and publishing stops.",
    build(c) {
      c.storm("timetable-pub", 0, null, 6, (r) => [
        "error",
        "staging write failed",
        pyStack(
          [["/srv/ttpub/publish.py", 150, "stage", "with open(path, 'wb') as fh:"]],
          `OSError: [Errno 30] Read-only file system: '/var/lib/ttpub/stage/delta-${r.int(1000, 9999)}.cif'`,
        ),
      ]);
      c.storm("timetable-pub", 10, null, 2, () => ["error", "publish cycle aborted: staging directory not writable"]);
      c.storm("journey-api", 120, null, 3, () => [
        "warn",
        "timetable snapshot unchanged for 95 min, latest cancellations not applied",
      ]);
    },
  },
  {
    cat: "disk",
    estate: "bldg",
    origin: "energy-meters",
    hints: ["disk", "full", "sqlite", "database or disk is full"],
    sev: "medium",
    mode: "thin",
    note: "energy-meters' local buffer volume fills and its SQLite spool fails with 'database or disk is full', so meter readings are lost.",
    build(c) {
      c.storm("energy-meters", 0, null, 10, (r) => [
        "error",
        `spool insert failed for meter EM-${fl(r)}-0${r.int(1, 6)}: sqlite3.OperationalError: database or disk is full`,
      ]);
      c.storm("energy-meters", 20, null, 2, () => [
        "warn",
        "spool /var/spool/meters at 100% (5.0G/5.0G), readings dropped",
      ]);
      c.storm("tenant-portal", 120, null, 2, () => [
        "warn",
        "method=GET path=/energy status=200 duration=120.00 notice='no readings in last 5 minutes'",
      ]);
    },
  },
  {
    cat: "disk",
    estate: "rail",
    origin: "td-ingest",
    hints: ["no space", "disk", "enospc", "space left"],
    sev: "high",
    mode: "thin",
    hush: ["running-data"],
    note: "td-ingest's replay journal volume is full (no space left on device), so it stops acknowledging berth messages and running-data loses train positions.",
    build(c) {
      c.storm("td-ingest", 0, null, 14, (r) => [
        "error",
        `journal append failed: write /data/td/journal/${r.int(100000, 999999)}.wal: no space left on device`,
      ]);
      c.storm("td-ingest", 5, null, 3, () => [
        "warn",
        "consumer paused: journal not writable, messages not acknowledged",
      ]);
      c.storm("running-data", 40, null, 14, (r) => [
        "warn",
        `No TD berth steps for area ${r.pick(["LS", "YK", "HU"])} in ${r.int(45, 300)}s, forecasts frozen`,
      ]);
    },
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    estate: "rail",
    origin: "signalling-gw",
    hints: ["unknown", "stopped", "stall", "exit"],
    sev: "high",
    mode: "stop",
    note: "signalling-gw simply stops forwarding and logging (its last line is a plain exit code), while running-data and td-ingest report missing signalling data.",
    build(c) {
      c.once("signalling-gw", 0, "error", "[main] worker 2 exited with status 134");
      c.once("signalling-gw", 1, "error", "[main] worker 3 exited with status 134");
      c.storm("running-data", 30, null, 14, (r) => [
        "warn",
        `No S-class data for area ${r.pick(["LS", "YK", "HU", "WY", "DN"])} in ${r.int(30, 400)}s, platform predictions degraded for ${hc(r)}`,
      ]);
      c.storm("td-ingest", 50, null, 6, (r) => [
        "error",
        `signalling cross-check: area=${r.pick(["LS", "YK", "HU"])} no SG snapshot for ${r.int(60, 400)}s`,
      ]);
    },
  },
  {
    cat: "unknown",
    estate: "sat",
    origin: "acu-ctl",
    hints: ["fault", "unknown", "acu"],
    sev: "high",
    mode: "thin",
    note: "acu-ctl reports the KIR-1 antenna controller in an alarm state with a bare return code and no reason, so passes over KIR-1 fail.",
    build(c) {
      c.storm("acu-ctl", 0, null, 10, (r) => [
        "error",
        `ACU KIR-1 status=ALARM servo=DISABLED mode=STANDBY cmd=${r.pick(["PROGRAM_TRACK", "PRESET", "RESET"])} rc=-7`,
      ]);
      c.storm("pass-scheduler", 60, null, 4, (r) => ["error", `pass ${sc(r)}@KIR-1 aborted: antenna unavailable`]);
      c.storm("tlm-ingest", 70, null, 5, () => ["warn", "station=KIR-1 carrier not locked, 0 frames this pass"]);
    },
  },
  {
    cat: "unknown",
    estate: "bldg",
    origin: "lift-monitor",
    hints: ["unknown", "stopped", "heartbeat"],
    sev: "medium",
    mode: "stop",
    note: "lift-monitor stops logging and reporting without a word, and alarm-router and tenant-portal report missing lift heartbeats.",
    build(c) {
      c.storm("alarm-router", 75, null, 6, (r) => [
        "error",
        `no heartbeat from lift-monitor for ${r.int(75, 600)}s, raised LIFT_MONITOR_DOWN`,
      ]);
      c.storm("tenant-portal", 120, null, 2, () => [
        "warn",
        "method=GET path=/lifts status=200 duration=45.00 notice='lift status unavailable'",
      ]);
    },
  },
  {
    cat: "unknown",
    estate: "bldg",
    origin: "chiller-ctl",
    hints: ["unknown", "sequence", "failed", "abort"],
    sev: "high",
    mode: "thin",
    note: "chiller-ctl's staging sequence keeps aborting with a bare status code and no explanation, so chilled water temperature climbs and bms-gateway reports warm supply air.",
    build(c) {
      c.storm("chiller-ctl", 0, null, 6, (r) => [
        "error",
        `sequence step ${r.int(3, 5)} failed (status=0xE3), plant sequence aborted`,
      ]);
      c.storm("chiller-ctl", 10, null, 3, (r) => [
        "warn",
        `CH-${r.int(1, 3)} not staged, CHWS=${r.int(9, 13)}.${r.int(0, 9)}C`,
      ]);
      c.storm("bms-gateway", 100, null, 6, (r) => [
        "warn",
        `AHU-${r.int(1, 14)} supply air ${r.int(15, 19)}.${r.int(0, 9)}C above setpoint for 120s (CHW valve 100%)`,
      ]);
    },
  },
];
