// Broken windows, part 1: authentication, authorization, database, network, timeout, rate_limiting, validation.
import { bodyId, mkVin, type Role } from "./estates.js";
import type { Level } from "./formats.js";
import { add, type Ctx, every, ex, S, trace } from "./stream.js";

export interface Spec {
  cat: string;
  estate: number;
  origin: Role;
  uses: Role[];
  hints: string[];
  sev: "medium" | "high";
  note: string;
  run: (c: Ctx) => void;
}

export const st = (c: Ctx) => `${c.r.pick(c.e.lines)}-${String(c.r.int(1, 48) * 10).padStart(3, "0")}`;
export const loop = (c: Ctx, from: number, gap: number, fn: (t: number, i: number) => void) =>
  every(c, from, c.end, gap * c.gapScale, fn);
export const say = (c: Ctx, t: number, role: Role, level: Level, msg: string, id?: string) =>
  add(c, t, role, level, msg, { trace: id ?? trace(c) });

export const PART_A: Spec[] = [
  // ---------- authentication
  {
    cat: "authentication",
    estate: 0,
    origin: "edi",
    uses: ["edi", "jis", "agv"],
    hints: ["auth", "sftp", "credential", "password", "login"],
    sev: "high",
    note: "edi-bridge's SFTP login to the supplier VAN is refused after a password rotation, so JIS call-offs pile up unsent in jis-sequencer.",
    run: (c) => {
      const s = c.start;
      say(c, s - 40000, "edi", "info", "credential cache refreshed from vault path secret/edi/van-sftp (version 14)");
      loop(c, s, 4000, (t) => {
        const id = trace(c);
        const sup = c.r.pick(c.e.suppliers);
        const x = ex(
          c,
          "edi",
          "net.schmizz.sshj.userauth.UserAuthException",
          "Exhausted available authentication methods",
          ["net.schmizz.sshj.SSHClient.auth", "transport.VanSftpClient.connect", "transport.DeljitSender.send"],
        );
        add(
          c,
          t,
          "edi",
          "error",
          `DELJIT to ${sup}: SFTP login as halden_jis@van.ediconnect.example failed: Auth fail for methods 'publickey,password'`,
          { ...x, trace: id },
        );
        say(
          c,
          t + c.r.int(30, 120),
          "jis",
          "warn",
          `call-off seq ${c.r.int(10000, 99999)} for ${sup} not transmitted (edi-bridge returned 502), queued for resend`,
          id,
        );
      });
      loop(c, s + 90000, 30000, (t) =>
        say(
          c,
          t,
          "jis",
          "error",
          `${c.r.int(20, 140)} call-offs waiting for transmission, oldest ${Math.round((t - s) / 60000)}min - line-side shortage risk at TR1`,
        ),
      );
    },
  },
  {
    cat: "authentication",
    estate: 1,
    origin: "plc",
    uses: ["plc", "mes", "andon"],
    hints: ["identity", "token", "auth", "session", "user"],
    sev: "high",
    note: "opcua-bridge cannot activate its OPC UA sessions to the body-shop PLCs because its user identity token is rejected; body-mes stops receiving station events.",
    run: (c) => {
      const s = c.start;
      let k = 0;
      loop(c, s, 2500, (t) => {
        const plc = `plc-car${c.r.int(1, 2)}-${c.r.int(1, 6)}`;
        add(
          c,
          t,
          "plc",
          k++ % 3 === 0 ? "error" : "warn",
          `ActivateSession opc.tcp://${plc}:4840 failed: BadIdentityTokenRejected (0x80210000) user=svc_mes_bridge, reconnect in 5s`,
        );
      });
      c.silence.set(S(c, "plc"), s + 3000);
      loop(c, s + 20000, 6000, (t) =>
        say(
          c,
          t,
          "mes",
          "warn",
          `no station events from ${S(c, "plc")} for ${c.r.pick(c.e.lines.slice(0, 2))} in ${Math.round((t - s) / 1000)}s, tracking frozen`,
        ),
      );
      loop(c, s + 60000, 20000, (t) =>
        say(c, t, "mes", "error", `body tracking gap: ${c.r.int(3, 30)} bodies without position on CAR1/CAR2`),
      );
      loop(c, s + 45000, 30000, (t) => say(c, t, "andon", "warn", `line CAR1 status unknown: tracking feed stale`));
    },
  },
  {
    cat: "authentication",
    estate: 2,
    origin: "mes",
    uses: ["mes", "eol", "qdb", "jis"],
    hints: ["oauth", "token", "invalid_client", "auth", "credential"],
    sev: "high",
    note: "vin-tracker can no longer obtain an OAuth token (invalid_client after its client secret expired), so VIN releases and build sheets fail for its callers.",
    run: (c) => {
      const s = c.start;
      say(c, s - 5000, "mes", "info", "oauth token for client vin-tracker expires in 4s, refreshing");
      loop(c, s, 2200, (t) => {
        const id = trace(c);
        const x = ex(
          c,
          "mes",
          "org.springframework.security.oauth2.core.OAuth2AuthorizationException",
          "[invalid_client] Invalid client or Invalid client credentials",
          [
            "org.springframework.security.oauth2.client.endpoint.DefaultClientCredentialsTokenResponseClient.getTokenResponse",
            "auth.TokenProvider.fetch",
            "release.VinReleaseService.release",
          ],
        );
        add(
          c,
          t,
          "mes",
          "error",
          `token request to https://sso.kolin.example/realms/plant/protocol/openid-connect/token failed: 401 invalid_client`,
          { ...x, trace: id },
        );
        if (c.r.chance(0.5))
          say(
            c,
            t + c.r.int(20, 90),
            "eol",
            "error",
            `GET vin-tracker /api/vins/${mkVin(c.r)}/build-sheet -> 500, test plan not loaded`,
            id,
          );
        if (c.r.chance(0.4))
          say(
            c,
            t + c.r.int(20, 90),
            "jis",
            "warn",
            `vin-tracker release feed returned 500, retrying (attempt ${c.r.int(1, 5)})`,
            id,
          );
      });
    },
  },
  {
    cat: "authentication",
    estate: 3,
    origin: "eol",
    uses: ["eol", "qdb", "andon"],
    hints: ["ldap", "bind", "credential", "auth", "password"],
    sev: "medium",
    note: "eol-rework's LDAP service account password expired, so repair-bay operators cannot sign off rework and vehicles stack up at end of line.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 5000, (t) => {
        const x = ex(c, "eol", "Net::LDAP::Error", "Invalid credentials", [
          "services.ldap_authenticator.bind!",
          "controllers.sessions_controller.create",
        ]);
        add(
          c,
          t,
          "eol",
          "error",
          `LDAP bind as CN=svc-eolrework,OU=Service,DC=rdg,DC=corp failed: 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563`,
          x,
        );
        if (c.r.chance(0.5))
          add(
            c,
            t + 40,
            "eol",
            "warn",
            `sign-off rejected for operator ${c.r.int(10000, 99999)} at repair bay ${c.r.int(1, 4)}: directory unavailable for authentication`,
          );
      });
      loop(c, s + 120000, 40000, (t) =>
        say(c, t, "andon", "warn", `EOL buffer ${c.r.int(12, 25)}/25 full - rework sign-off backlog`),
      );
    },
  },
  // ---------- authorization
  {
    cat: "authorization",
    estate: 0,
    origin: "qdb",
    uses: ["qdb", "torque", "vision", "mes"],
    hints: ["permission", "denied", "grant", "privilege", "42501"],
    sev: "high",
    note: "after a schema migration quality-store lost its INSERT grant on fastening_result, so every torque result write fails and torque-hub buffers and retries loudly.",
    run: (c) => {
      const s = c.start;
      say(c, s - 20000, "qdb", "info", "migration 0047_split_fastening_tables applied (2.3s)");
      loop(c, s, 1500, (t) => {
        const id = trace(c);
        add(
          c,
          t,
          "qdb",
          "error",
          `insert fastening results body=${bodyId(c.r)}: ERROR: permission denied for table fastening_result (SQLSTATE 42501)`,
          { trace: id },
        );
        say(
          c,
          t + c.r.int(10, 60),
          "torque",
          "error",
          `POST quality-store /v1/fastening -> 500 Internal Server Error, result buffered (${c.r.int(100, 4000)} pending)`,
          id,
        );
        say(
          c,
          t + c.r.int(70, 300),
          "torque",
          "warn",
          `retry ${c.r.int(1, 5)}/5 for buffered results to quality-store`,
          id,
        );
      });
    },
  },
  {
    cat: "authorization",
    estate: 1,
    origin: "edi",
    uses: ["edi", "jis"],
    hints: ["forbidden", "denied", "role", "permission", "403"],
    sev: "medium",
    note: "an access-policy update in as2-gateway drops the EDI_SENDER role for parts-call, which gets 403 on every sequence call-off.",
    run: (c) => {
      const s = c.start;
      say(c, s - 8000, "edi", "info", "access policy bundle v58 loaded (12 principals, 31 grants)");
      loop(c, s, 3500, (t) => {
        add(
          c,
          t,
          "edi",
          "warn",
          `denied POST /as2/send: principal svc-parts-call lacks role EDI_SENDER for partner ${c.r.pick(c.e.suppliers)}`,
        );
        const x = ex(c, "jis", "Faraday::ForbiddenError", "the server responded with status 403", [
          "clients.as2_client.post_deljit",
          "jobs.call_off_job.perform",
        ]);
        add(
          c,
          t + c.r.int(10, 50),
          "jis",
          "error",
          `call-off ${c.r.int(10000, 99999)} failed: as2-gateway 403 Forbidden`,
          x,
        );
      });
    },
  },
  {
    cat: "authorization",
    estate: 2,
    origin: "agv",
    uses: ["agv", "jis", "andon"],
    hints: ["accessdenied", "access", "denied", "iam", "403"],
    sev: "high",
    note: "agv-traffic's service role loses read access to the floor-map bucket, so it cannot load the new route map and rejects all missions.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 3000, (t, i) => {
        add(
          c,
          t,
          "agv",
          "error",
          `reload floor map: operation error S3: GetObject, https response error StatusCode: 403, RequestID: ${c.r.hex(16).toUpperCase()}, api error AccessDenied: Access Denied (bucket=kolin-agv-maps key=maps/mon-hall/v${212 + (i % 2)}.json)`,
        );
        if (i % 2 === 0) add(c, t + 200, "agv", "warn", "mission planner has no valid map, refusing new missions");
        say(
          c,
          t + c.r.int(50, 300),
          "jis",
          "error",
          `AGV mission for ${c.r.pick(["seat-set", "cockpit", "bumper-fr"])} to ${st(c)} rejected by agv-traffic: 503 fleet not ready`,
        );
      });
      c.silence.set(S(c, "agv"), s + 1000);
      loop(c, s + 100000, 35000, (t) =>
        say(c, t, "andon", "warn", `material call overdue at ${st(c)} (${Math.round((t - s) / 60000)}min)`),
      );
    },
  },
  {
    cat: "authorization",
    estate: 3,
    origin: "qdb",
    uses: ["qdb", "eol", "vision"],
    hints: ["permission", "not permitted", "forbidden", "authorization", "rbac"],
    sev: "medium",
    note: "an RBAC change in quality-db-svc stops eol-rework from recording test results; quality-db-svc denies at WARN while eol-rework fails loudly.",
    run: (c) => {
      const s = c.start;
      say(c, s - 15000, "qdb", "info", "rbac: policy file reloaded, 44 rules");
      loop(c, s, 3000, (t) => {
        add(c, t, "qdb", "warn", `authz deny subject=svc:eol-rework action=results:write resource=plant/RDG/eol`);
        add(
          c,
          t + c.r.int(10, 40),
          "eol",
          "error",
          `could not record EOL result for ${mkVin(c.r)}: quality-db-svc responded 403 {"error":"forbidden"}`,
        );
      });
    },
  },
  // ---------- database
  {
    cat: "database",
    estate: 0,
    origin: "mes",
    uses: ["mes", "plc", "andon", "vision"],
    hints: ["connection", "pool", "hikari", "database", "jdbc"],
    sev: "high",
    note: "mes-tracking exhausts its Oracle connection pool, station events time out in the pool and plc-gateway's forwarding retries flood the stream.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 6000, (t) =>
        add(
          c,
          t,
          "mes",
          "warn",
          `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${c.r.int(20, 160)})`,
        ),
      );
      loop(c, s + 15000, 1400, (t) => {
        const id = trace(c);
        const x = ex(
          c,
          "mes",
          "java.sql.SQLTransientConnectionException",
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=118)",
          [
            "com.zaxxer.hikari.pool.HikariPool.createTimeoutException",
            "com.zaxxer.hikari.pool.HikariPool.getConnection",
            "tracking.StationEventRepository.save",
            "tracking.StationEventService.accept",
          ],
        );
        if (c.r.chance(0.5)) add(c, t, "mes", "error", "could not persist station event", { ...x, trace: id });
        say(
          c,
          t + c.r.int(100, 400),
          "plc",
          "error",
          `forward to mes-tracking failed: 503 Service Unavailable after 30012ms, retrying (${c.r.int(1, 8)})`,
          id,
        );
        say(c, t + c.r.int(500, 900), "plc", "warn", `retry queue ${c.r.int(200, 3000)} events`, id);
      });
      loop(c, s + 60000, 30000, (t) =>
        say(c, t, "andon", "error", `LINE STOP ${c.r.pick(c.e.lines)}: tracking not confirming bodies`),
      );
    },
  },
  {
    cat: "database",
    estate: 1,
    origin: "qdb",
    uses: ["qdb", "torque", "vision", "eol"],
    hints: ["too many clients", "connection", "postgres", "database", "psycopg"],
    sev: "high",
    note: "qdb-writer's PostgreSQL connections are refused (too many clients), so torque, vision and rework results cannot be stored.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1800, (t) => {
        const x = ex(
          c,
          "qdb",
          "psycopg2.OperationalError",
          'connection to server at "qdb-pg.planta-sal.svc" (10.40.2.17), port 5432 failed: FATAL:  sorry, too many clients already',
          ["qdb.db.pool.getconn", "qdb.writers.results.store", "qdb.api.routes.post_results"],
        );
        add(c, t, "qdb", "error", "POST /v1/results 500", x);
        const who = c.r.pick<Role>(["torque", "vision", "eol"]);
        if (who === "torque")
          add(
            c,
            t + 30,
            "torque",
            "error",
            `qdb-writer POST /v1/results: 500 Internal Server Error; spooling to disk (${c.r.int(50, 900)} spooled)`,
          );
        else if (who === "vision")
          add(c, t + 30, "vision", "warn", "result upload to qdb-writer failed (HTTP 500), will retry");
        else add(c, t + 30, "eol", "error", "rework close failed: qdb-writer returned 500");
      });
    },
  },
  {
    cat: "database",
    estate: 2,
    origin: "qdb",
    uses: ["qdb", "torque", "mes"],
    hints: ["deadlock", "sql", "sqlexception", "database", "1205"],
    sev: "medium",
    note: "quality-api's SQL Server writes start dying as deadlock victims after a new index job, failing a share of nutrunner-svc and vin-tracker requests.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 2600, (t) => {
        const id = trace(c);
        const x = ex(
          c,
          "qdb",
          "Microsoft.Data.SqlClient.SqlException",
          `Transaction (Process ID ${c.r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
          [
            "Microsoft.Data.SqlClient.SqlCommand.ExecuteNonQuery",
            "Quality.Data.ResultStore.Insert",
            "Quality.Api.ResultsController.Post",
          ],
        );
        add(
          c,
          t,
          "qdb",
          "error",
          "fail: Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes",
          { ...x, trace: id },
        );
        say(
          c,
          t + c.r.int(20, 80),
          c.r.chance(0.6) ? "torque" : "mes",
          "error",
          `quality-api POST /results returned 500 (Internal Server Error)`,
          id,
        );
      });
    },
  },
  {
    cat: "database",
    estate: 3,
    origin: "mes",
    uses: ["mes", "plc", "jis", "andon"],
    hints: ["notwritableprimary", "primary", "mongo", "database", "replica"],
    sev: "high",
    note: "assembly-mes keeps writing to a MongoDB member that is no longer primary (NotWritablePrimary) and its driver never rediscovers, so body moves fail.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1600, (t) => {
        const x = ex(
          c,
          "mes",
          "com.mongodb.MongoNotPrimaryException",
          "Command failed with error 10107 (NotWritablePrimary): 'not primary' on server mongo-1.rdg-plant.svc:27017",
          [
            "com.mongodb.internal.connection.ProtocolHelper.createSpecialException",
            "tracking.BodyMoveRepository.insert",
            "tracking.BodyMoveService.move",
          ],
        );
        add(c, t, "mes", "error", `body move ${bodyId(c.r)} -> ${st(c)} not stored`, x);
        if (c.r.chance(0.6))
          add(
            c,
            t + c.r.int(40, 200),
            "plc",
            "warn",
            `assembly-mes rejected station event (HTTP 500), keeping in outbox`,
          );
      });
      loop(c, s + 50000, 25000, (t) =>
        add(c, t, "jis", "error", `sequence feed from assembly-mes stale for ${Math.round((t - s) / 1000)}s`),
      );
      loop(c, s + 80000, 45000, (t) =>
        add(c, t, "andon", "error", `LINE STOP A${c.r.int(1, 3)}: body tracking unavailable`),
      );
    },
  },
  // ---------- network
  {
    cat: "network",
    estate: 0,
    origin: "plc",
    uses: ["plc", "mes", "andon"],
    hints: ["connection", "communication", "socket", "network", "reset"],
    sev: "high",
    note: "plc-gateway's OPC UA sessions to the paint-shop PLCs keep getting reset (BadConnectionClosed / ECONNRESET) after a switch port flaps, leaving mes-tracking without paint events.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1300, (t) => {
        const plc = `10.12.${c.r.int(30, 33)}.${c.r.int(10, 40)}`;
        add(
          c,
          t,
          "plc",
          c.r.chance(0.7) ? "error" : "warn",
          c.r.pick([
            `session opc.tcp://${plc}:4840 lost: BadConnectionClosed (0x80AE0000), read tcp 10.12.1.5:${c.r.int(40000, 60000)}->${plc}:4840: read: connection reset by peer`,
            `reconnect opc.tcp://${plc}:4840 failed: BadCommunicationError (0x80050000) dial tcp ${plc}:4840: i/o timeout`,
            `subscription PT1 KeepAlive missed for 3 publishing intervals on ${plc}`,
          ]),
        );
      });
      loop(c, s + 20000, 7000, (t) =>
        say(c, t, "mes", "warn", `paint shop PT1: no station events received for ${Math.round((t - s) / 1000)}s`),
      );
      loop(c, s + 70000, 40000, (t) =>
        say(c, t, "andon", "error", `LINE STOP PT1 at ${st(c)}: PLC communication lost`),
      );
    },
  },
  {
    cat: "network",
    estate: 1,
    origin: "edi",
    uses: ["edi", "jis"],
    hints: ["dns", "unknownhost", "resolve", "network", "host"],
    sev: "medium",
    note: "as2-gateway can no longer resolve its suppliers' AS2 hosts (UnknownHostException) after a DNS forwarder problem, so outbound call-offs fail.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 4000, (t) => {
        const sup = c.r.pick(c.e.suppliers);
        const host = `as2.${sup.toLowerCase().split("-")[0]}.example.com`;
        const x = ex(c, "edi", "java.net.UnknownHostException", `${host}: Temporary failure in name resolution`, [
          "java.net.Inet6AddressImpl.lookupAllHostAddr",
          "java.net.InetAddress.getAllByName",
          "as2.As2Sender.send",
        ]);
        add(c, t, "edi", "error", `AS2 send to ${sup} failed`, x);
        if (c.r.chance(0.7))
          add(
            c,
            t + c.r.int(30, 100),
            "jis",
            "warn",
            `call-off ${c.r.int(10000, 99999)} to ${sup} not confirmed by as2-gateway (status=failed), retry scheduled`,
          );
      });
    },
  },
  {
    cat: "network",
    estate: 2,
    origin: "plc",
    uses: ["plc", "mes", "torque", "andon"],
    hints: ["connection", "reset", "network", "socket", "refused"],
    sev: "high",
    note: "tag-relay's connections to the assembly-line OPC UA servers are reset and refused after a firewall rule change, so vin-tracker and nutrunner-svc stop seeing stations.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1500, (t) => {
        const ip = `10.20.9.${c.r.int(2, 30)}`;
        add(
          c,
          t,
          "plc",
          "error",
          c.r.pick([
            `read tcp 10.20.4.17:${c.r.int(40000, 60000)}->${ip}:4840: read: connection reset by peer`,
            `dial tcp ${ip}:4840: connect: connection refused`,
            `opcua: session for ${ip} closed: EOF, reconnecting`,
          ]),
        );
      });
      c.silence.set(S(c, "plc"), s + 2000);
      loop(c, s + 15000, 6000, (t) =>
        say(
          c,
          t,
          "mes",
          "warn",
          `no PLC events for MON-${c.r.int(1, 3)} via tag-relay in last ${Math.round((t - s) / 1000)}s`,
        ),
      );
      loop(c, s + 20000, 8000, (t) =>
        say(c, t, "torque", "warn", `station ${st(c)} release signal missing, tools disabled`),
      );
    },
  },
  {
    cat: "network",
    estate: 3,
    origin: "agv",
    uses: ["agv", "jis", "andon"],
    hints: ["route", "host", "network", "unreachable", "errno"],
    sev: "high",
    note: "agv-control loses its route to the AGV wireless subnet (No route to host), so AGVs fall out of control and jis-calloff missions stall.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1700, (t) => {
        const agv = c.r.int(1, 42);
        if (c.r.chance(0.3)) {
          const x = ex(c, "agv", "OSError", "[Errno 113] No route to host", [
            "agvctl.link.session.send",
            "agvctl.link.session.heartbeat",
          ]);
          add(c, t, "agv", "error", `heartbeat to AGV-${agv} (10.77.${c.r.int(1, 3)}.${agv}) failed`, x);
        } else add(c, t, "agv", "warn", `AGV-${agv} link lost: [Errno 113] No route to host, marking OFFLINE`);
      });
      loop(c, s + 30000, 9000, (t) =>
        add(
          c,
          t,
          "jis",
          "error",
          `mission for ${c.r.pick(c.e.suppliers)} rack not accepted: agv-control reports 0 vehicles available`,
        ),
      );
      loop(c, s + 90000, 40000, (t) => add(c, t, "andon", "warn", `material shortage ${st(c)}: AGV delivery overdue`));
    },
  },
  // ---------- timeout
  {
    cat: "timeout",
    estate: 0,
    origin: "torque",
    uses: ["torque", "mes", "andon"],
    hints: ["timeout", "timed out", "open protocol", "mid"],
    sev: "high",
    note: "torque-hub's Open Protocol requests to the trim-line tool controllers stop being answered in time, so fastenings are not confirmed and stations hold.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1600, (t) => {
        const ctl = `TC-TR${c.r.int(1, 2)}-${c.r.int(1, 12)}`;
        if (c.r.chance(0.3)) {
          const x = ex(c, "torque", "System.TimeoutException", `No MID 0061 from ${ctl} within 5000 ms`, [
            "OpenProtocol.ControllerSession.AwaitResultAsync",
            "Torque.Collection.ResultPump.RunAsync",
          ]);
          add(c, t, "torque", "error", `fastening result not received from ${ctl}`, { ...x, trace: trace(c) });
        } else say(c, t, "torque", "warn", `${ctl}: keep-alive MID 9999 not acknowledged after 5000 ms, resending`);
      });
      loop(c, s + 25000, 7000, (t) =>
        say(
          c,
          t,
          "mes",
          "warn",
          `station ${c.r.pick(["TR1", "TR2"])}-${c.r.int(1, 48) * 10} holding body ${bodyId(c.r)}: fastening batch not confirmed by torque-hub`,
        ),
      );
      loop(c, s + 80000, 40000, (t) =>
        say(c, t, "andon", "error", `LINE STOP TR${c.r.int(1, 2)}: fastening confirmation overdue`),
      );
    },
  },
  {
    cat: "timeout",
    estate: 1,
    origin: "vision",
    uses: ["vision", "mes"],
    hints: ["timeout", "budget", "exceeded", "deadline", "inference"],
    sev: "medium",
    note: "gap-flush-vision's inference runs past its time budget and drops verdicts (WARN only), so body-mes holds bodies at the gap/flush station.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1500, (t) =>
        add(
          c,
          t,
          "vision",
          "warn",
          `inference exceeded budget: ${c.r.int(2600, 9000)}ms > 2500ms for body ${bodyId(c.r)} cam=gap-${c.r.pick(["fl", "fr", "rl", "rr"])}, verdict dropped`,
        ),
      );
      c.slow.set(S(c, "vision"), { from: s, factor: 4 });
      loop(c, s + 4000, 2200, (t) => {
        const x = ex(
          c,
          "mes",
          "java.util.concurrent.TimeoutException",
          "Did not observe any item or terminal signal within 3000ms in 'source(MonoDefer)'",
          [
            "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout",
            "inspection.VisionVerdictClient.await",
          ],
        );
        if (c.r.chance(0.25)) add(c, t, "mes", "error", "vision verdict wait failed", x);
        else
          add(
            c,
            t,
            "mes",
            "error",
            `body ${bodyId(c.r)} held at ENS1-110: no gap/flush verdict from gap-flush-vision within 3s`,
          );
      });
    },
  },
  {
    cat: "timeout",
    estate: 2,
    origin: "qdb",
    uses: ["qdb", "eol", "torque", "vision"],
    hints: ["timeout", "execution timeout", "timed out", "expired"],
    sev: "medium",
    note: "quality-api's result queries run into SQL command timeouts after a heavy shift report starts, so eol-dyno and nutrunner-svc calls fail slowly.",
    run: (c) => {
      const s = c.start;
      say(c, s - 2000, "qdb", "info", "shift report job SR-NIGHT started (plant KOL, 3 days)");
      loop(c, s, 2400, (t) => {
        const id = trace(c);
        const x = ex(
          c,
          "qdb",
          "Microsoft.Data.SqlClient.SqlException",
          "Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
          [
            "Microsoft.Data.SqlClient.SqlCommand.ExecuteReader",
            "Quality.Data.ResultQueries.ForVin",
            "Quality.Api.VehiclesController.GetQuality",
          ],
        );
        add(c, t, "qdb", "error", `GET /api/vehicles/${mkVin(c.r)}/quality failed after 30011ms`, { ...x, trace: id });
        say(
          c,
          t + c.r.int(5, 40),
          c.r.pick<Role>(["eol", "torque", "vision"]),
          "error",
          `quality-api request timed out after 30s (HttpClient.Timeout)`,
          id,
        );
      });
    },
  },
  {
    cat: "timeout",
    estate: 3,
    origin: "edi",
    uses: ["edi", "jis"],
    hints: ["timeout", "sockettimeout", "read timed out", "timed out"],
    sev: "medium",
    note: "edi-van-client's HTTPS posts to the value-added network stop getting answers in time (read timeouts), delaying JIS call-offs.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 3500, (t) => {
        const x = ex(c, "edi", "java.net.SocketTimeoutException", "Read timed out", [
          "java.base/sun.nio.ch.NioSocketImpl.timedRead",
          "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer",
          "van.VanHttpsClient.post",
        ]);
        add(
          c,
          t,
          "edi",
          "error",
          `POST https://gw.van-exchange.example/as2/in (DELJIT ${c.r.int(100000, 999999)}) no response within 60000ms`,
          x,
        );
        add(
          c,
          t + c.r.int(20, 80),
          "jis",
          "warn",
          `call-off ${c.r.int(10000, 99999)} still pending at edi-van-client after ${c.r.int(1, 9)}min`,
        );
      });
    },
  },
  // ---------- rate limiting
  {
    cat: "rate_limiting",
    estate: 0,
    origin: "edi",
    uses: ["edi", "jis"],
    hints: ["429", "rate", "too many", "throttl", "limit"],
    sev: "medium",
    note: "after a backlog flush edi-bridge sends too fast and the VAN throttles it with 429s, so call-offs and ASN polls are delayed.",
    run: (c) => {
      const s = c.start;
      say(c, s - 3000, "edi", "info", "resend backlog: 1840 DELJIT messages queued after maintenance window");
      loop(c, s, 1100, (t) => {
        const id = trace(c);
        add(
          c,
          t,
          "edi",
          "warn",
          `VAN responded 429 Too Many Requests (limit 20/s, Retry-After: ${c.r.int(5, 60)}) for DELJIT ${c.r.int(100000, 999999)}`,
          { trace: id },
        );
        if (c.r.chance(0.4))
          say(
            c,
            t + c.r.int(20, 60),
            "jis",
            "error",
            `call-off to ${c.r.pick(c.e.suppliers)} delayed: edi-bridge send failed (throttled), retry ${c.r.int(1, 6)}`,
            id,
          );
      });
    },
  },
  {
    cat: "rate_limiting",
    estate: 1,
    origin: "jis",
    uses: ["jis", "edi", "agv"],
    hints: ["429", "rate", "limit", "too many", "throttl"],
    sev: "medium",
    note: "parts-call hits the supplier portal's API quota (429 Too Many Requests) while polling sequence confirmations in a tight loop.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1300, (t) => {
        const sup = c.r.pick(c.e.suppliers);
        if (c.r.chance(0.2)) {
          const x = ex(c, "jis", "SupplierPortal::RateLimited", "429 Too Many Requests (quota 600/min exceeded)", [
            "clients.supplier_portal.confirmations",
            "jobs.confirmation_poller.perform",
          ]);
          add(c, t, "jis", "error", `confirmation poll for ${sup} failed`, x);
        } else
          add(
            c,
            t,
            "jis",
            "warn",
            `supplier portal ${sup}: 429 Too Many Requests, X-RateLimit-Remaining: 0, retry in ${c.r.int(1, 30)}s`,
          );
      });
      loop(c, s + 60000, 20000, (t) =>
        add(
          c,
          t,
          "agv",
          "warn",
          `kit cart for ${c.r.pick(["seat-set", "cockpit"])} not released: no supplier confirmation`,
        ),
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: 2,
    origin: "vision",
    uses: ["vision", "mes"],
    hints: ["slowdown", "rate", "reduce", "throttl", "503"],
    sev: "medium",
    note: "surface-inspect's image uploads are throttled by object storage (SlowDown), its upload queue grows and verdicts come late.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1200, (t, i) => {
        add(
          c,
          t,
          "vision",
          "warn",
          `upload s3://kolin-inspection/${c.r.hex(8)}.png failed: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.`,
        );
        if (i % 8 === 0)
          add(c, t + 10, "vision", "error", `upload queue ${200 + i * 9} images, verdict latency ${c.r.int(4, 30)}s`);
      });
      loop(c, s + 30000, 8000, (t) =>
        say(
          c,
          t,
          "mes",
          "warn",
          `surface-inspect verdict late for body ${bodyId(c.r)} (${c.r.int(4, 30)}s), holding at LAK-1-480`,
        ),
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: 3,
    origin: "andon",
    uses: ["andon", "mes"],
    hints: ["429", "rate", "too many", "limit", "throttl"],
    sev: "medium",
    note: "andon-bus's SMS/Teams notifications for line stops are rate limited by the messaging provider (429), so supervisors are not paged.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1500, (t) => {
        if (c.r.chance(0.25)) {
          const x = ex(c, "andon", "RestException", "[HTTP 429] Unable to create record: Too Many Requests", [
            "notify.sms.send",
            "notify.dispatcher.flush",
          ]);
          add(c, t, "andon", "error", `page to supervisor group ${c.r.pick(c.e.lines)} failed (code 20429)`, x);
        } else
          add(
            c,
            t,
            "andon",
            "warn",
            `Teams webhook throttled: 429 Too Many Requests, Retry-After ${c.r.int(1, 10)}s, ${c.r.int(20, 400)} notifications queued`,
          );
      });
      loop(c, s + 120000, 50000, (t) =>
        add(c, t, "mes", "warn", `line stop ${c.r.pick(c.e.lines)} not acknowledged by supervisor after 5min`),
      );
    },
  },
  // ---------- validation
  {
    cat: "validation",
    estate: 0,
    origin: "mes",
    uses: ["mes", "plc"],
    hints: ["validation", "invalid", "pattern", "constraint", "422"],
    sev: "medium",
    note: "mes-tracking rejects chassis-line station events with 422 because the body id no longer matches its pattern after a PLC program change; plc-gateway retries them.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 2000, (t) => {
        const id = trace(c);
        const bad = `CH1_${c.r.int(1000, 9999)} `;
        add(
          c,
          t,
          "mes",
          "warn",
          `POST /api/v2/stations/CH1-${c.r.int(1, 20) * 10}/events 422: bodyId "${bad}" must match "^B[0-9]{7}$"`,
          { trace: id },
        );
        say(
          c,
          t + c.r.int(10, 50),
          "plc",
          "error",
          `mes-tracking rejected event from CH1 (422 Unprocessable Entity), retry ${c.r.int(1, 9)}`,
          id,
        );
      });
    },
  },
  {
    cat: "validation",
    estate: 1,
    origin: "qdb",
    uses: ["qdb", "torque"],
    hints: ["validation", "validationerror", "invalid", "float", "pydantic"],
    sev: "medium",
    note: "qdb-writer rejects fastening results whose torque values now arrive as strings with a unit, so fastening-collector's results are refused with 422.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1800, (t) => {
        const v = `${c.r.int(18, 120)},${c.r.int(0, 9)} Nm`;
        add(c, t, "qdb", "warn", "POST /v1/fastening 422: 1 validation error for FasteningResult", {
          stack: [
            "torque_nm",
            `  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${v}', input_type=str]`,
          ],
          errType: "pydantic_core.ValidationError",
        });
        add(
          c,
          t + c.r.int(10, 50),
          "torque",
          "error",
          `qdb-writer rejected batch (422 Unprocessable Entity): ${c.r.int(4, 16)} results not stored`,
        );
      });
    },
  },
  {
    cat: "validation",
    estate: 2,
    origin: "edi",
    uses: ["edi", "jis"],
    hints: ["validation", "invalid", "segment", "edifact", "syntax"],
    sev: "medium",
    note: "edi-outbound's EDIFACT validator rejects every DELJIT because the DTM date format changed, so sequence-caller's call-offs never leave the plant.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 3000, (t) => {
        const id = trace(c);
        const x = ex(
          c,
          "edi",
          "cz.danek.edi.EdifactValidationException",
          "Segment DTM+2 element 2380 value '2026-10-26T14:05' does not match format 203 (CCYYMMDDHHMM)",
          ["validation.EdifactValidator.check", "outbound.DeljitBuilder.build", "outbound.OutboundService.send"],
        );
        add(c, t, "edi", "error", `DELJIT for ${c.r.pick(c.e.suppliers)} rejected by validator, not sent`, {
          ...x,
          trace: id,
        });
        say(
          c,
          t + c.r.int(10, 60),
          "jis",
          "error",
          `call-off seq ${c.r.int(10000, 99999)} failed: edi-outbound returned 400`,
          id,
        );
      });
    },
  },
  {
    cat: "validation",
    estate: 3,
    origin: "eol",
    uses: ["eol", "mes"],
    hints: ["recordinvalid", "validation", "invalid", "check digit"],
    sev: "medium",
    note: "eol-rework refuses to open rework orders because its VIN check-digit validation rejects VINs sent in lower case by the new handheld scanners.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 3500, (t) => {
        const v = mkVin(c.r).toLowerCase();
        const x = ex(
          c,
          "eol",
          "ActiveRecord::RecordInvalid",
          "Validation failed: Vin is invalid, Vin check digit mismatch",
          ["models.rework_order.open!", "controllers.rework_orders_controller.create"],
        );
        add(
          c,
          t,
          "eol",
          "error",
          `Completed 422 Unprocessable Entity in ${c.r.int(8, 40)}ms (POST /rework_orders vin=${v})`,
          x,
        );
        if (c.r.chance(0.5))
          add(
            c,
            t + 60,
            "mes",
            "warn",
            `rework order for ${v.toUpperCase()} not confirmed by eol-rework, vehicle stays in EOL buffer`,
          );
      });
    },
  },
];
