// The 52 faults (4 per category): where each starts, what the origin prints, and how callers report it in their own words.
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface Incident {
  category: string;
  origin: Role;
  severity: "medium" | "high";
  hints: string[];
  /** Roles whose ordinary traffic stops once the fault starts. */
  suppress: Role[];
  note: (c: Ctx) => string;
  run: (c: Ctx, t0: number, t1: number) => void;
}

const S = (n: number) => n * 1000;

export const INCIDENTS: Incident[] = [
  // ---------------- authentication ----------------
  {
    category: "authentication",
    origin: "pbx",
    severity: "high",
    hints: ["auth", "401", "registration", "credential", "password"],
    suppress: [],
    note: (c) =>
      `${c.name("pbx")} outbound trunk registration to ${c.e.carrier} rejected with 401 after the carrier rotated trunk credentials; outbound calls fail`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(20), (t) => {
        c.log(
          "pbx",
          t,
          "warn",
          `res_pjsip_outbound_registration.c: Sending REGISTER to 'sip:${c.e.carrier}' for client 'sip:trunk@${c.e.domain}'`,
        );
        c.log(
          "pbx",
          t + 60,
          "error",
          `res_pjsip_outbound_registration.c: Fatal response '401' received from 'sip:${c.e.carrier}' on registration attempt to 'sip:trunk@${c.e.domain}', retrying in '60' seconds (Wrong password? authentication failed for user 'trunk')`,
        );
      });
      c.every(t0 + S(10), t1, S(3), (t) =>
        c.log(
          "pbx",
          t,
          "warn",
          `res_pjsip_session.c: Failed to authenticate INVITE to sip:${c.phone()}@${c.e.carrier}: 401 Unauthorized (credentials rejected)`,
        ),
      );
      c.every(t0 + S(12), t1, S(4), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `SIP/2.0 503 Service Unavailable relayed to sip:${c.ext()}@${c.e.domain} (pbx reports trunk unregistered)`,
        ),
      );
      c.every(t0 + S(30), t1, S(15), (t) =>
        c.log(
          "api",
          t,
          "error",
          `POST /v1/calls -> 502 in ${c.r.int(900, 3000)}ms: call origination failed (pbx returned 503)`,
        ),
      );
    },
  },
  {
    category: "authentication",
    origin: "sms",
    severity: "high",
    hints: ["bind", "password", "esme_rinvpaswd", "auth", "credential"],
    suppress: ["sms"],
    note: (c) =>
      `${c.name("sms")} SMPP bind to ${c.e.smsc} refused with ESME_RINVPASWD after the SMSC password was rotated; no SMS leaves`,
    run: (c, t0, t1) => {
      c.log("sms", t0 - S(2), "info", `SMPP session to ${c.e.smsc}:2775 closed by peer (unbind), rebinding`);
      c.from(t0, t1, S(10), (t) =>
        c.log(
          "sms",
          t,
          "error",
          `bind_transceiver failed: bind_transceiver_resp command_status=0x0000000E ESME_RINVPASWD (Invalid Password) system_id=${c.e.company.split(" ")[0].toLowerCase()}01 host=${c.e.smsc}`,
        ),
      );
      c.every(t0 + S(5), t1, S(6), (t) =>
        c.log("sms", t, "warn", `no bound SMPP session available, ${c.r.int(40, 900)} messages queued`),
      );
      c.every(t0 + S(8), t1, S(3), (t) =>
        c.log(
          "api",
          t,
          "error",
          `POST /v1/messages -> 503 in ${c.r.int(5, 40)}ms: sms gateway unavailable (${c.name("sms")}: no bound session)`,
        ),
      );
    },
  },
  {
    category: "authentication",
    origin: "lnp",
    severity: "medium",
    hints: ["401", "api key", "unauthorized", "auth", "credential"],
    suppress: ["lnp"],
    note: (c) =>
      `${c.name("lnp")} portability provider rejects its API key with 401 (key expired); dips fail and calls to ported numbers misroute`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(2), (t) =>
        c.log(
          "lnp",
          t,
          "error",
          `portability provider returned HTTP 401 Unauthorized: {"error":"invalid_api_key","message":"API key has expired"} for dip ${c.phone()}`,
        ),
      );
      c.every(t0 + S(4), t1, S(5), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `LNP dip failed for ${c.phone()}, routing on dialled number (${c.name("lnp")} error)`,
        ),
      );
      c.every(t0 + S(20), t1, S(12), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `SIP/2.0 404 Not Found from ${c.e.carrier} ci=${c.callId()} (number ported, routed without LRN)`,
        ),
      );
    },
  },
  {
    category: "authentication",
    origin: "api",
    severity: "high",
    hints: ["jwt", "token", "signature", "auth", "401"],
    suppress: ["api"],
    note: (c) =>
      `${c.name("api")} rejects every customer token: JWT signature verification fails after its signing key was rotated without the JWKS update`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(0.6), (t) =>
        c.log(
          "api",
          t,
          c.r.chance(0.7) ? "warn" : "error",
          `JsonWebTokenError: invalid signature (kid=${c.r.pick(["k-2026-06", "k-2026-05"])}) -> 401 Unauthorized ${c.r.pick(["GET /v1/calls", "POST /v1/messages", "GET /v1/numbers"])}`,
          { trace: c.trace() },
        ),
      );
      c.every(t0 + S(30), t1, S(40), (t) =>
        c.log(
          "api",
          t,
          "error",
          `auth failure rate ${c.r.int(92, 100)}% over last 30s (401 responses ${c.r.int(300, 900)})`,
        ),
      );
    },
  },
  // ---------------- authorization ----------------
  {
    category: "authorization",
    origin: "cdr",
    severity: "high",
    hints: ["permission", "denied", "grant", "privilege"],
    suppress: ["cdr"],
    note: (c) =>
      `${c.name("cdr")} cannot insert into the new monthly CDR partition: permission denied for table cdr_2026_07 (grant missing)`,
    run: (c, t0, t1) => {
      c.log("cdr", t0 - S(1), "info", "partition rollover: now writing to cdr_2026_07");
      c.from(t0, t1, S(10), (t) =>
        c.log(
          "cdr",
          t,
          "error",
          `batch insert failed: org.postgresql.util.PSQLException: ERROR: permission denied for table cdr_2026_07 (SQLState 42501), ${c.r.int(20, 130)} CDRs kept in spool`,
        ),
      );
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log(
          "billing",
          t,
          "warn",
          `rating cycle found 0 new CDRs since ${new Date(t0).toISOString()} (expected ~${c.r.int(2000, 4000)})`,
        ),
      );
      c.every(t0 + S(20), t1, S(30), (t) =>
        c.log("api", t, "warn", `GET /v1/calls -> 200 but newest CDR is ${Math.round((t - t0) / 1000)}s old`),
      );
    },
  },
  {
    category: "authorization",
    origin: "proxy",
    severity: "high",
    hints: ["forbidden", "403", "trusted", "permission", "not allowed"],
    suppress: [],
    note: (c) =>
      `${c.name("proxy")} permissions table lost the carrier's new signalling IPs; inbound INVITEs from ${c.e.carrier} answered 403 Forbidden`,
    run: (c, t0, t1) => {
      c.log("proxy", t0 - S(3), "info", "permissions: trusted table reloaded (12 entries)");
      c.from(t0, t1, S(1.5), (t) => {
        const ip = `192.0.2.${c.r.int(40, 47)}`;
        c.log(
          "proxy",
          t,
          "warn",
          `permissions [permissions.c:476]: allow_trusted(): source ${ip} not in trusted table -> SIP/2.0 403 Forbidden for INVITE sip:${c.phone()}@${c.e.domain}`,
        );
      });
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log("pbx", t, "warn", `inbound call volume from trunk is 0 in the last 60s (normally ${c.r.int(40, 90)})`),
      );
    },
  },
  {
    category: "authorization",
    origin: "pbx",
    severity: "medium",
    hints: ["accessdenied", "access denied", "403", "permission", "s3"],
    suppress: [],
    note: (c) =>
      `${c.name("pbx")} call recording uploads to S3 fail with AccessDenied after the bucket policy change; recordings pile up locally`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(6), (t) =>
        c.log(
          "pbx",
          t,
          "error",
          `recording upload failed: AccessDenied: User: arn:aws:iam::412938102231:role/pbx-recorder is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::${c.e.ns}-recordings/2026/06/${c.r.hex(16)}.wav (status 403)`,
        ),
      );
      c.every(t0 + S(90), t1, S(90), (t) =>
        c.log("pbx", t, "warn", `recording spool /var/spool/asterisk/monitor holds ${c.r.int(80, 900)} unsent files`),
      );
      c.every(t0 + S(30), t1, S(20), (t) =>
        c.log("api", t, "warn", `GET /v1/recordings/RE${c.r.hex(8)} -> 404: recording not yet available`),
      );
    },
  },
  {
    category: "authorization",
    origin: "api",
    severity: "medium",
    hints: ["forbidden", "403", "permission", "not authorized", "role"],
    suppress: [],
    note: (c) =>
      `${c.name("api")} RBAC policy update drops numbers:write from the reseller role; every number order answers 403`,
    run: (c, t0, t1) => {
      c.log("api", t0 - S(2), "info", "policy bundle v214 loaded (roles=9, rules=212)");
      c.from(t0, t1, S(2), (t) =>
        c.log(
          "api",
          t,
          "warn",
          `403 Forbidden POST /v1/numbers/orders: principal reseller:AC${c.r.hex(6)} is not authorized to perform numbers:write`,
          { trace: c.trace() },
        ),
      );
      c.every(t0 + S(40), t1, S(50), (t) =>
        c.log("api", t, "error", `number order failures: ${c.r.int(40, 160)} in 5m, all 403 (policy v214)`),
      );
    },
  },
  // ---------------- configuration ----------------
  {
    category: "configuration",
    origin: "proxy",
    severity: "high",
    hints: ["dispatcher", "config", "destination set", "not found", "setid"],
    suppress: [],
    note: (c) =>
      `config push to ${c.name("proxy")} references dispatcher set 4 that does not exist; calls to the PBX get 503`,
    run: (c, t0, t1) => {
      c.log("proxy", t0 - S(4), "info", "config push 2026.06.18-3 applied, kamcmd cfg.reload OK");
      c.log("proxy", t0 - S(3), "info", "dispatcher: reloaded list: 2 sets, 5 destinations");
      c.from(t0, t1, S(1.2), (t) => {
        c.log(
          "proxy",
          t,
          "error",
          `ERROR: dispatcher [dispatch.c:2147]: ds_select_dst_limit(): destination set [4] not found`,
        );
        if (c.r.chance(0.6))
          c.log(
            "proxy",
            t + 2,
            "warn",
            `SIP/2.0 503 Service Unavailable sent for INVITE sip:${c.phone()}@${c.e.domain} (no destination)`,
          );
      });
      c.every(t0 + S(20), t1, S(30), (t) =>
        c.log("pbx", t, "warn", `no inbound INVITE from ${c.name("proxy")} in the last 30s`),
      );
    },
  },
  {
    category: "configuration",
    origin: "sms",
    severity: "high",
    hints: ["config", "environment", "missing", "setting", "smpp_host"],
    suppress: ["sms"],
    note: (c) =>
      `${c.name("sms")} release 4.2.0 expects SMPP_SYSTEM_ID, which the deployment lacks; the gateway crash-loops`,
    run: (c, t0, t1) => {
      c.log("sms", t0 - S(5), "info", "Starting sms gateway version 4.2.0 (build 7f3a1c)");
      c.from(t0, t1, S(25), (t) => {
        c.log("sms", t, "info", "Starting sms gateway version 4.2.0 (build 7f3a1c)");
        c.log(
          "sms",
          t + 300,
          "fatal",
          "config error: required setting SMPP_SYSTEM_ID is not set (renamed from SMPP_USER in 4.2.0); exiting with status 78",
        );
      });
      c.every(t0 + S(3), t1, S(2.5), (t) =>
        c.log("api", t, "error", `POST /v1/messages -> 502: upstream ${c.name("sms")}:8080 connect ECONNREFUSED`, {
          trace: c.trace(),
        }),
      );
    },
  },
  {
    category: "configuration",
    origin: "media",
    severity: "high",
    hints: ["interface", "config", "advertised", "one-way", "sdp"],
    suppress: ["media"],
    note: (c) =>
      `config push to ${c.name("media")} drops the public address of interface 'pub'; SDP advertises a private IP and calls have no audio`,
    run: (c, t0, t1) => {
      c.log(
        "media",
        t0 - S(2),
        "info",
        "[core] config reloaded from /etc/rtpengine/rtpengine.conf (push 2026.06.18-7)",
      );
      c.log(
        "media",
        t0,
        "warn",
        `[core] WARNING: interface 'pub' has no advertised address, using local 10.${c.r.int(10, 40)}.4.17 in SDP`,
      );
      c.every(t0 + S(1), t1, S(1.5), (t) =>
        c.log(
          "media",
          t,
          "warn",
          `[${c.callId()}]: [core] WARNING: no RTP received from ${c.pubIp()} for 5 seconds (one-way audio?)`,
        ),
      );
      c.every(t0 + S(10), t1, S(4), (t) =>
        c.log(
          "proxy",
          t,
          "info",
          `BYE ci=${c.callId()} -> 200 OK, duration ${c.r.int(3, 12)}s (Reason: Q.850;cause=16;text="no audio")`,
        ),
      );
      c.every(t0 + S(60), t1, S(45), (t) =>
        c.log("api", t, "warn", `spike in short calls: ${c.r.int(60, 95)}% of calls < 15s in the last minute`),
      );
    },
  },
  {
    category: "configuration",
    origin: "signal",
    severity: "high",
    hints: ["origin", "config", "allowed_origins", "cors", "websocket"],
    suppress: [],
    note: (c) =>
      `${c.name("signal")} deployed with an allowed_origins list missing the web app origin; every browser websocket is rejected`,
    run: (c, t0, t1) => {
      c.log(
        "signal",
        t0 - S(6),
        "info",
        "signalling v3.14.0 listening on :8443 (allowed_origins=https://admin." + c.e.domain + ")",
      );
      c.from(t0, t1, S(0.8), (t) =>
        c.log(
          "signal",
          t,
          "warn",
          `WebSocket upgrade rejected: Origin https://app.${c.e.domain} not in allowed_origins (403)`,
        ),
      );
      c.every(t0 + S(30), t1, S(40), (t) =>
        c.log(
          "api",
          t,
          "warn",
          `webrtc client error reports: ${c.r.int(30, 200)} in 60s ("WebSocket connection failed")`,
        ),
      );
    },
  },
  // ---------------- database ----------------
  {
    category: "database",
    origin: "cdr",
    severity: "high",
    hints: ["connection", "too many", "database", "postgres", "pool"],
    suppress: ["cdr"],
    note: (c) =>
      `${c.name("cdr")} cannot get database connections: PostgreSQL refuses with too many clients; CDRs spool and billing starves`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(4), (t) =>
        c.log(
          "cdr",
          t,
          "error",
          `batch insert failed: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already (host cdr-db.${c.e.ns}.svc:5432)`,
        ),
      );
      c.every(t0 + S(8), t1, S(9), (t) =>
        c.log(
          "cdr",
          t,
          "error",
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${c.r.int(20, 80)})`,
        ),
      );
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log("billing", t, "warn", `no new CDRs from ${c.name("cdr")} in the last cycle`),
      );
    },
  },
  {
    category: "database",
    origin: "registrar",
    severity: "high",
    hints: ["mysql", "database", "db_mysql", "lost connection", "usrloc"],
    suppress: ["registrar"],
    note: (c) =>
      `${c.name("registrar")} loses its MySQL location database; usrloc writes fail and REGISTERs answer 500`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.5), (t) => {
        c.log(
          "registrar",
          t,
          "error",
          `ERROR: db_mysql [km_dbase.c:122]: db_mysql_submit_query(): driver error on query: Lost connection to MySQL server during query (2013)`,
        );
        c.log(
          "registrar",
          t + 3,
          "error",
          `ERROR: usrloc [ucontact.c:612]: db_insert_ucontact(): inserting contact in db failed ${c.ext()}@${c.e.domain}`,
        );
        if (c.r.chance(0.5))
          c.log("registrar", t + 5, "warn", `REGISTER sip:${c.ext()}@${c.e.domain} -> 500 Server Internal Error`);
      });
      c.every(t0 + S(30), t1, S(20), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `SIP/2.0 480 Temporarily Unavailable for INVITE sip:${c.ext()}@${c.e.domain} (no registered contact)`,
        ),
      );
    },
  },
  {
    category: "database",
    origin: "billing",
    severity: "medium",
    hints: ["deadlock", "database", "postgres", "transaction", "lock"],
    suppress: [],
    note: (c) =>
      `${c.name("billing")} rating transactions deadlock on the balances table after the new top-up job; rating stalls`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(5), (t) =>
        c.log(
          "billing",
          t,
          "error",
          `rating batch rolled back: psycopg2.errors.DeadlockDetected: deadlock detected\nDETAIL:  Process ${c.r.int(20000, 40000)} waits for ShareLock on transaction ${c.r.int(9000000, 9999999)}; blocked by process ${c.r.int(20000, 40000)}.\nCONTEXT:  while updating tuple (${c.r.int(100, 900)},${c.r.int(1, 40)}) in relation "account_balances"`,
        ),
      );
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log(
          "api",
          t,
          "warn",
          `GET /v1/usage/daily -> 200 with stale balance (last rated ${Math.round((t - t0) / 60000)}m ago)`,
        ),
      );
    },
  },
  {
    category: "database",
    origin: "api",
    severity: "high",
    hints: ["read-only", "database", "transaction", "postgres", "sql"],
    suppress: [],
    note: (c) =>
      `${c.name("api")} keeps writing to the demoted primary after a database failover: cannot execute INSERT in a read-only transaction`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.5), (t) =>
        c.log(
          "api",
          t,
          "error",
          `POST ${c.r.pick(["/v1/numbers/orders", "/v1/sip-trunks", "/v1/messages"])} -> 500: error: cannot execute INSERT in a read-only transaction (code 25006)`,
          { trace: c.trace() },
        ),
      );
      c.every(t0 + S(20), t1, S(30), (t) =>
        c.log(
          "api",
          t,
          "warn",
          `pg pool: ${c.r.int(10, 20)} connections to db-primary.${c.e.ns}.svc report transaction_read_only=on`,
        ),
      );
    },
  },
  // ---------------- dependency ----------------
  {
    category: "dependency",
    origin: "proxy",
    severity: "high",
    hints: ["503", "carrier", "trunk", "gateway", "unavailable"],
    suppress: [],
    note: (c) =>
      `carrier ${c.e.carrier} answers every INVITE with 503 Service Unavailable; ${c.name("proxy")} marks the trunk down and outbound calls fail`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.2), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `SIP/2.0 503 Service Unavailable from ${c.e.carrier} for INVITE sip:${c.phone()}@${c.e.carrier} ci=${c.callId()} (Retry-After: 120)`,
        ),
      );
      c.log(
        "proxy",
        t0 + S(15),
        "error",
        `dispatcher [dispatch.c:3106]: ds_update_state(): destination sip:${c.e.carrier}:5061 set to inactive (probing) after 5 failed OPTIONS`,
      );
      c.every(t0 + S(20), t1, S(30), (t) =>
        c.log(
          "proxy",
          t,
          "error",
          `OPTIONS to sip:${c.e.carrier}:5061 -> SIP/2.0 503 Service Unavailable, gateway remains inactive`,
        ),
      );
      c.every(t0 + S(5), t1, S(6), (t) =>
        c.log(
          "pbx",
          t,
          "warn",
          `app_dial.c: Everyone is busy/congested at this time (1:0/1/0) for PJSIP/carrier/sip:${c.phone()}`,
        ),
      );
    },
  },
  {
    category: "dependency",
    origin: "sms",
    severity: "high",
    hints: ["esme_rsyserr", "smsc", "system error", "dependency", "submit"],
    suppress: [],
    note: (c) => `the SMSC ${c.e.smsc} answers submit_sm with ESME_RSYSERR; ${c.name("sms")} cannot hand off messages`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(0.9), (t) =>
        c.log(
          "sms",
          t,
          "error",
          `submit_sm seq=${c.r.int(10000, 999999)} dst=${c.phone()} -> submit_sm_resp command_status=0x00000008 ESME_RSYSERR (System Error) from ${c.e.smsc}`,
        ),
      );
      c.every(t0 + S(30), t1, S(30), (t) =>
        c.log(
          "sms",
          t,
          "warn",
          `retry queue depth ${c.r.int(500, 9000)}, oldest message ${Math.round((t - t0) / 1000)}s`,
        ),
      );
      c.every(t0 + S(10), t1, S(8), (t) =>
        c.log("api", t, "warn", `message MS${c.r.hex(10)} status=failed error_code=30008 (carrier error)`),
      );
    },
  },
  {
    category: "dependency",
    origin: "lnp",
    severity: "medium",
    hints: ["502", "503", "provider", "circuit", "upstream"],
    suppress: [],
    note: (c) =>
      `the number portability provider returns 502/503; ${c.name("lnp")} opens its circuit breaker and serves stale cache`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.5), (t) =>
        c.log(
          "lnp",
          t,
          "error",
          `portability provider https://api.npac-hub.example/v2/dip returned ${c.r.pick(["502 Bad Gateway", "503 Service Unavailable"])} for ${c.phone()}`,
        ),
      );
      c.log("lnp", t0 + S(20), "error", "circuit breaker 'npac-hub' OPEN after 20 consecutive failures");
      c.every(t0 + S(50), t1, S(30), (t) =>
        c.log(
          "lnp",
          t,
          "warn",
          "circuit breaker 'npac-hub' HALF_OPEN probe failed (503 Service Unavailable), staying OPEN",
        ),
      );
      c.every(t0 + S(22), t1, S(5), (t) =>
        c.log("proxy", t, "warn", `LNP dip for ${c.phone()} served from stale cache (${c.name("lnp")} degraded)`),
      );
    },
  },
  {
    category: "dependency",
    origin: "billing",
    severity: "high",
    hints: ["kafka", "broker", "dependency", "unavailable", "brokers"],
    suppress: ["billing"],
    note: (c) => `the Kafka cluster carrying CDR events is unavailable; ${c.name("billing")} cannot consume or produce`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(3), (t) =>
        c.log(
          "billing",
          t,
          "error",
          "kafka: client has run out of available brokers to talk to (Is your cluster reachable?) topic=cdr-events group=rating",
        ),
      );
      c.every(t0 + S(10), t1, S(15), (t) =>
        c.log("billing", t, "warn", `consumer group rating: rebalance failed, retrying in ${c.r.pick([2, 4, 8])}s`),
      );
      c.every(t0 + S(15), t1, S(20), (t) =>
        c.log(
          "cdr",
          t,
          "warn",
          "CDR event publish failed: kafka server: Request was for a topic or partition that does not exist on this broker, buffered locally",
        ),
      );
    },
  },
  // ---------------- disk ----------------
  {
    category: "disk",
    origin: "pbx",
    severity: "high",
    hints: ["space", "disk", "enospc", "no space", "full"],
    suppress: [],
    note: (c) => `${c.name("pbx")} recording volume fills up; MixMonitor cannot write and calls with recording fail`,
    run: (c, t0, t1) => {
      c.log("pbx", t0 - S(60), "warn", "disk usage /var/spool/asterisk at 97%");
      c.from(t0, t1, S(2.5), (t) =>
        c.log(
          "pbx",
          t,
          "error",
          `ERROR[${c.r.int(1200, 9000)}]: file.c:1357 ast_writestream: Unable to write frame to /var/spool/asterisk/monitor/${c.r.hex(12)}.wav: No space left on device`,
        ),
      );
      c.every(t0 + S(5), t1, S(8), (t) =>
        c.log(
          "pbx",
          t,
          "warn",
          `app_mixmonitor.c: Cannot open /var/spool/asterisk/monitor/${c.r.hex(12)}.wav for writing: No space left on device`,
        ),
      );
      c.every(t0 + S(20), t1, S(20), (t) =>
        c.log("api", t, "warn", `GET /v1/recordings/RE${c.r.hex(8)} -> 404: recording missing`),
      );
    },
  },
  {
    category: "disk",
    origin: "cdr",
    severity: "high",
    hints: ["space", "disk", "enospc", "spool", "no space"],
    suppress: ["cdr"],
    note: (c) => `${c.name("cdr")} local spool volume is full; it cannot write batch files and drops CDRs`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(3), (t) =>
        c.log(
          "cdr",
          t,
          "error",
          `spool write failed: write /var/spool/cdr/batch-${c.r.int(100000, 999999)}.json: no space left on device`,
        ),
      );
      c.every(t0 + S(10), t1, S(20), (t) =>
        c.log("cdr", t, "warn", `dropping ${c.r.int(10, 120)} CDRs: spool unavailable`),
      );
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log("billing", t, "warn", `CDR gap detected: 0 CDRs received from ${c.name("cdr")} in 60s`),
      );
    },
  },
  {
    category: "disk",
    origin: "sms",
    severity: "high",
    hints: ["space", "disk", "ioexception", "no space", "store"],
    suppress: ["sms"],
    note: (c) =>
      `${c.name("sms")} message store volume is full; every submit fails with IOException: No space left on device`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.5), (t) =>
        c.log("sms", t, "error", `failed to persist message MS${c.r.hex(10)} before submit`, {
          stack: `java.io.IOException: No space left on device\n\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)\n\tat com.smsgw.store.MessageJournal.append(MessageJournal.java:118)\n\tat com.smsgw.submit.SubmitService.accept(SubmitService.java:64)`,
        }),
      );
      c.every(t0 + S(4), t1, S(3), (t) =>
        c.log("api", t, "error", `POST /v1/messages -> 502 in ${c.r.int(20, 80)}ms: ${c.name("sms")} returned 500`, {
          trace: c.trace(),
        }),
      );
    },
  },
  {
    category: "disk",
    origin: "api",
    severity: "medium",
    hints: ["enospc", "space", "disk", "no space", "upload"],
    suppress: [],
    note: (c) => `${c.name("api")} temp volume is full; audio prompt uploads fail with ENOSPC`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(4), (t) =>
        c.log(
          "api",
          t,
          "error",
          `POST /v1/audio-prompts -> 500: Error: ENOSPC: no space left on device, write '/tmp/uploads/${c.r.hex(16)}'`,
          { trace: c.trace() },
        ),
      );
      c.every(t0 + S(30), t1, S(60), (t) => c.log("api", t, "warn", `disk /tmp at 100% (${c.r.int(0, 3)} MB free)`));
    },
  },
  // ---------------- memory ----------------
  {
    category: "memory",
    origin: "sms",
    severity: "high",
    hints: ["outofmemory", "heap", "memory", "gc"],
    suppress: ["sms"],
    note: (c) => `${c.name("sms")} leaks pending delivery receipts until the JVM runs out of heap and dies`,
    run: (c, t0, t1) => {
      c.every(t0 - S(120), t0, S(15), (t) =>
        c.log(
          "sms",
          t,
          "warn",
          `GC overhead: old gen ${c.r.int(88, 98)}% after full GC (pending DLR map size ${c.r.int(400000, 900000)})`,
        ),
      );
      c.log("sms", t0, "fatal", 'Exception in thread "smpp-rx-2" java.lang.OutOfMemoryError: Java heap space', {
        stack:
          "\tat java.base/java.util.HashMap.resize(HashMap.java:702)\n\tat java.base/java.util.HashMap.putVal(HashMap.java:661)\n\tat com.smsgw.dlr.PendingReceipts.track(PendingReceipts.java:47)\n\tat com.smsgw.smpp.ReceiverLoop.run(ReceiverLoop.java:133)",
      });
      c.every(t0 + S(20), t1, S(40), (t) => {
        c.log("sms", t, "info", "Starting sms gateway (JVM -Xmx1g)");
        c.log(
          "sms",
          t + S(12),
          "fatal",
          "java.lang.OutOfMemoryError: Java heap space (replaying 812344 pending receipts)",
        );
      });
      c.every(t0 + S(2), t1, S(3), (t) =>
        c.log("api", t, "error", `POST /v1/messages -> 503: ${c.name("sms")} unavailable`, { trace: c.trace() }),
      );
    },
  },
  {
    category: "memory",
    origin: "signal",
    severity: "high",
    hints: ["heap", "memory", "out of memory", "allocation"],
    suppress: ["signal"],
    note: (c) =>
      `${c.name("signal")} (Node) leaks room state and aborts with JavaScript heap out of memory; websocket sessions drop`,
    run: (c, t0, t1) => {
      c.every(t0 - S(180), t0, S(30), (t) =>
        c.log(
          "signal",
          t,
          "warn",
          `heap used ${c.r.int(1700, 2000)} MB of 2048 MB, rooms in memory ${c.r.int(40000, 90000)}`,
        ),
      );
      c.log(
        "signal",
        t0,
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        {
          stack:
            " 1: 0xb090e0 node::Abort() [node]\n 2: 0xa1b70e  [node]\n 3: 0xce1890 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]\n 4: 0xce1c37 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, bool) [node]",
        },
      );
      c.every(t0 + S(15), t1, S(60), (t) => {
        c.log("signal", t, "info", "signalling listening on :8443");
        c.log(
          "signal",
          t + S(40),
          "fatal",
          "FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory",
        );
      });
      c.every(t0 + S(1), t1, S(8), (t) =>
        c.log(
          "turn",
          t,
          "info",
          `session 00${c.r.int(1, 9)}000000000${c.r.int(10000, 99999)}: closed (2nd stage), reason: allocation timeout`,
        ),
      );
    },
  },
  {
    category: "memory",
    origin: "pbx",
    severity: "high",
    hints: ["memory", "allocation", "malloc"],
    suppress: [],
    note: (c) =>
      `${c.name("pbx")} runs out of memory: Asterisk reports Memory Allocation Failure and cannot create channels`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(2), (t) =>
        c.log(
          "pbx",
          t,
          "error",
          `ERROR[${c.r.int(1200, 9000)}]: astmm.c: Memory Allocation Failure in function __ast_channel_alloc_ap at line 1024 of channel.c`,
        ),
      );
      c.every(t0 + S(3), t1, S(4), (t) =>
        c.log("pbx", t, "warn", `WARNING[${c.r.int(1200, 9000)}]: chan_pjsip.c: Unable to allocate channel structure`),
      );
      c.every(t0 + S(5), t1, S(3), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `SIP/2.0 500 Server Internal Error from ${c.name("pbx")} for INVITE ci=${c.callId()}`,
        ),
      );
    },
  },
  {
    category: "memory",
    origin: "billing",
    severity: "high",
    hints: ["out of memory", "memory", "oom"],
    suppress: ["billing"],
    note: (c) =>
      `${c.name("billing")} (Go) loads a whole month of CDRs for a re-rate and dies with runtime: out of memory`,
    run: (c, t0, t1) => {
      c.log("billing", t0 - S(40), "info", "re-rate job started for 2026-05 (all accounts)");
      c.log("billing", t0, "fatal", "fatal error: runtime: out of memory", {
        stack:
          "\nruntime stack:\nruntime.throw({0x1a2b3c4, 0x16})\n\t/usr/local/go/src/runtime/panic.go:1047 +0x5d\nruntime.sysMap(0xc1c0000000, 0x4000000, 0x2f1e0b0)\n\t/usr/local/go/src/runtime/mem_linux.go:187 +0x11b",
      });
      c.every(t0 + S(30), t1, S(90), (t) => {
        c.log("billing", t, "info", "rating-engine starting, resuming re-rate job for 2026-05");
        c.log("billing", t + S(50), "fatal", "fatal error: runtime: out of memory");
      });
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log("api", t, "warn", `GET /v1/usage/daily -> 200 with stale data: ${c.name("billing")} not responding`),
      );
    },
  },
  // ---------------- network ----------------
  {
    category: "network",
    origin: "proxy",
    severity: "high",
    hints: ["tls", "certificate", "handshake", "expired", "ssl"],
    suppress: [],
    note: (c) =>
      `the TLS certificate ${c.name("proxy")} presents on the SIP trunk to ${c.e.carrier} expired; every TLS handshake fails`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(2), (t) =>
        c.log(
          "proxy",
          t,
          "error",
          `ERROR: tls [tls_server.c:1206]: tls_h_read_f(): TLS connect:error:14094415:SSL routines:ssl3_read_bytes:sslv3 alert certificate expired (${c.e.carrier}:5061)`,
        ),
      );
      c.every(t0 + S(1), t1, S(3), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `ERROR: <core> [core/tcp_main.c:3340]: tcpconn_1st_send(): connect ${c.e.carrier}:5061 failed (TLS handshake)`,
        ),
      );
      c.every(t0 + S(5), t1, S(6), (t) =>
        c.log(
          "pbx",
          t,
          "warn",
          `app_dial.c: Everyone is busy/congested at this time (1:0/0/1) for PJSIP/carrier/sip:${c.phone()}`,
        ),
      );
    },
  },
  {
    category: "network",
    origin: "lnp",
    severity: "medium",
    hints: ["dns", "enotfound", "getaddrinfo", "resolve"],
    suppress: [],
    note: (c) =>
      `${c.name("lnp")} cannot resolve the portability provider host after a resolver change (getaddrinfo ENOTFOUND)`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.5), (t) =>
        c.log("lnp", t, "error", "Error: getaddrinfo ENOTFOUND api.npac-hub.example (dip request aborted)"),
      );
      c.every(t0 + S(5), t1, S(6), (t) =>
        c.log("proxy", t, "warn", `LNP dip for ${c.phone()} failed (${c.name("lnp")} 503), routing on dialled number`),
      );
    },
  },
  {
    category: "network",
    origin: "pbx",
    severity: "high",
    hints: ["network", "unreachable", "route", "socket", "transport"],
    suppress: [],
    note: (c) =>
      `${c.name("pbx")} host loses its route to the signalling network after a netplan change; every SIP send fails with Network is unreachable`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.5), (t) =>
        c.log(
          "pbx",
          t,
          "error",
          `ERROR[${c.r.int(1200, 9000)}]: res_pjsip/pjsip_transport_management.c: Error 120101 'Network is unreachable' sending ${c.r.pick(["INVITE", "200 OK", "OPTIONS", "BYE"])} to UDP:${c.privIp()}:5060`,
        ),
      );
      c.every(t0 + S(4), t1, S(8), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `dispatcher: OPTIONS keepalive to sip:${c.name("pbx")}:5060 -> 408 Request Timeout, destination inactive`,
        ),
      );
      c.every(t0 + S(6), t1, S(4), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `SIP/2.0 408 Request Timeout for INVITE ci=${c.callId()} (no response from ${c.name("pbx")})`,
        ),
      );
    },
  },
  {
    category: "network",
    origin: "media",
    severity: "high",
    hints: ["network", "reset", "unreachable", "socket", "sendto"],
    suppress: ["media"],
    note: (c) =>
      `${c.name("media")} uplink flaps; relaying fails with sendto Network is unreachable and calls lose audio`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(0.8), (t) =>
        c.log(
          "media",
          t,
          "error",
          `[${c.callId()}]: [core] ERR: Error sending RTP packet to ${c.pubIp()}:${c.r.int(10000, 60000)}: Network is unreachable`,
        ),
      );
      c.every(t0 + S(10), t1, S(30), (t) =>
        c.log("media", t, "warn", "[control] ERR: Error sending on control socket: Connection reset by peer"),
      );
      c.every(t0 + S(5), t1, S(5), (t) =>
        c.log(
          "proxy",
          t,
          "info",
          `BYE ci=${c.callId()} -> 200 OK, duration ${c.r.int(3, 20)}s (Reason: Q.850;cause=16;text="RTP timeout")`,
        ),
      );
    },
  },
  // ---------------- null_reference ----------------
  {
    category: "null_reference",
    origin: "signal",
    severity: "high",
    hints: ["typeerror", "undefined", "null", "sdp"],
    suppress: [],
    note: (c) =>
      `softphone release 5.0 sends offers without a session description; ${c.name("signal")} crashes reading offer.sdp of undefined`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.2), (t) =>
        c.log("signal", t, "error", "uncaught exception in message handler for type=offer (client softphone/5.0.0)", {
          stack:
            "TypeError: Cannot read properties of undefined (reading 'sdp')\n    at handleOffer (/app/dist/rooms/negotiate.js:88:31)\n    at Room.onMessage (/app/dist/rooms/room.js:142:14)\n    at WebSocket.<anonymous> (/app/dist/ws/server.js:61:12)",
        }),
      );
      c.every(t0 + S(2), t1, S(4), (t) =>
        c.log("signal", t, "warn", `ws session ${c.r.hex(8)} closed 1011 (internal error)`),
      );
    },
  },
  {
    category: "null_reference",
    origin: "api",
    severity: "high",
    hints: ["nullpointerexception", "null", "npe"],
    suppress: [],
    note: (c) =>
      `${c.name("api")} NullPointerException on numbers without an emergency address after the address field became optional`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(2), (t) =>
        c.log("api", t, "error", `GET /v1/numbers -> 500: unhandled exception`, {
          trace: c.trace(),
          stack: `java.lang.NullPointerException: Cannot invoke "com.telco.numbers.E911Address.getPostalCode()" because "address" is null\n\tat com.telco.numbers.NumberView.from(NumberView.java:57)\n\tat com.telco.numbers.NumbersController.list(NumbersController.java:91)\n\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)`,
        }),
      );
    },
  },
  {
    category: "null_reference",
    origin: "billing",
    severity: "medium",
    hints: ["attributeerror", "nonetype", "none", "null"],
    suppress: [],
    note: (c) =>
      `${c.name("billing")} crashes on CDRs whose destination prefix has no tariff row ('NoneType' has no attribute 'rate_per_min')`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(4), (t) =>
        c.log("billing", t, "error", `rating batch failed for account AC${c.r.hex(6)}`, {
          stack: `Traceback (most recent call last):\n  File "/app/rating/worker.py", line 212, in rate_batch\n    amount = self.price(cdr)\n  File "/app/rating/tariffs.py", line 87, in price\n    return ceil(cdr.billsec / 60) * tariff.rate_per_min\nAttributeError: 'NoneType' object has no attribute 'rate_per_min'`,
        }),
      );
    },
  },
  {
    category: "null_reference",
    origin: "lnp",
    severity: "high",
    hints: ["nil pointer", "panic", "nil", "segmentation"],
    suppress: ["lnp"],
    note: (c) =>
      `${c.name("lnp")} (Go) panics with a nil pointer dereference on provider answers missing the LRN block; it restarts in a loop`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(20), (t) => {
        c.log("lnp", t, "fatal", "panic: runtime error: invalid memory address or nil pointer dereference", {
          stack:
            "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8c1f2a]\n\ngoroutine 412 [running]:\nmain.(*Dipper).lrnFor(0xc0001a2000, 0xc00041e0c0)\n\t/src/lnp/dip.go:141 +0x2a\nmain.(*Server).handleDip(0xc000132000, {0xa1e6c0, 0xc0003c2000}, 0xc000410200)\n\t/src/lnp/server.go:77 +0x1c5",
        });
        c.log("lnp", t + S(3), "info", "lnp service starting on :8080");
      });
      c.every(t0 + S(2), t1, S(4), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `LNP dip for ${c.phone()} failed: connection refused (${c.name("lnp")}:8080), routing on dialled number`,
        ),
      );
    },
  },
  // ---------------- rate_limiting ----------------
  {
    category: "rate_limiting",
    origin: "sms",
    severity: "medium",
    hints: ["throttl", "esme_rthrottled", "rate", "window"],
    suppress: [],
    note: (c) =>
      `a marketing campaign pushes ${c.name("sms")} past the SMSC's agreed TPS; the SMSC answers ESME_RTHROTTLED and the queue grows`,
    run: (c, t0, t1) => {
      c.log("sms", t0 - S(10), "info", "campaign CP-2291 enqueued 240000 messages");
      c.from(t0, t1, S(0.4), (t) =>
        c.log(
          "sms",
          t,
          "warn",
          `submit_sm seq=${c.r.int(10000, 999999)} -> submit_sm_resp command_status=0x00000058 ESME_RTHROTTLED (Throttling error), window 10, TPS ${c.r.int(180, 260)} > 100`,
        ),
      );
      c.every(t0 + S(30), t1, S(30), (t) =>
        c.log(
          "sms",
          t,
          "error",
          `outbound queue ${c.r.int(50000, 200000)} messages, throttled ${c.r.int(4000, 9000)} in last 30s`,
        ),
      );
      c.every(t0 + S(60), t1, S(20), (t) =>
        c.log("api", t, "warn", `message MS${c.r.hex(10)} still queued after ${Math.round((t - t0) / 1000)}s`),
      );
    },
  },
  {
    category: "rate_limiting",
    origin: "lnp",
    severity: "medium",
    hints: ["429", "rate", "quota", "too many"],
    suppress: [],
    note: (c) =>
      `${c.name("lnp")} cache flush sends every dip to the provider, which answers 429 Too Many Requests (quota exceeded)`,
    run: (c, t0, t1) => {
      c.log("lnp", t0 - S(5), "info", "cache flushed by operator request (ticket OPS-8812)");
      c.from(t0, t1, S(0.9), (t) =>
        c.log(
          "lnp",
          t,
          "warn",
          `portability provider returned 429 Too Many Requests (X-RateLimit-Remaining: 0, Retry-After: ${c.r.int(10, 60)}) for ${c.phone()}`,
        ),
      );
      c.every(t0 + S(6), t1, S(6), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `LNP dip for ${c.phone()} rejected by ${c.name("lnp")} (rate limited), routing on dialled number`,
        ),
      );
    },
  },
  {
    category: "rate_limiting",
    origin: "proxy",
    severity: "high",
    hints: ["pike", "rate", "block", "flood"],
    suppress: [],
    note: (c) =>
      `${c.name("proxy")} pike module blocks a big customer's PBX during its morning burst and answers its INVITEs 503`,
    run: (c, t0, t1) => {
      const ip = `198.51.100.${c.r.int(10, 60)}`;
      c.from(t0, t1, S(0.7), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `WARNING: pike [pike_funcs.c:182]: pike_check_req(): PIKE - BLOCKing ip ${ip}, node=${c.r.hex(8)} -> 503 Service Unavailable (rate limit exceeded)`,
        ),
      );
      c.every(t0 + S(30), t1, S(40), (t) =>
        c.log("api", t, "warn", `customer AC${c.r.hex(6)} reports failed outbound calls from trunk ${ip}`),
      );
    },
  },
  {
    category: "rate_limiting",
    origin: "api",
    severity: "medium",
    hints: ["429", "rate limit", "too many", "quota"],
    suppress: [],
    note: (c) => `${c.name("api")} per-account limiter lowered by a bad default rejects a reseller's polling with 429`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(0.5), (t) =>
        c.log(
          "api",
          t,
          "warn",
          `429 Too Many Requests GET /v1/calls?limit=50 account=AC7f31c2 (limit 10/min, remaining 0)`,
          { trace: c.trace() },
        ),
      );
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log("api", t, "error", `rate limiter: ${c.r.int(400, 1200)} requests rejected in the last minute`),
      );
    },
  },
  // ---------------- timeout ----------------
  {
    category: "timeout",
    origin: "pbx",
    severity: "high",
    hints: ["timeout", "timed out", "agi", "retransmission"],
    suppress: [],
    note: (c) =>
      `${c.name("pbx")} dialplan AGI routing script hangs; channels wait and the proxy reports 408 Request Timeout`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.5), (t) =>
        c.log(
          "pbx",
          t,
          "warn",
          `WARNING[${c.r.int(1200, 9000)}]: res_agi.c: FastAGI agi://127.0.0.1:4573/route timed out after 5000 ms on channel PJSIP/carrier-000${c.r.hex(5)}`,
        ),
      );
      c.every(t0 + S(3), t1, S(5), (t) =>
        c.log(
          "pbx",
          t,
          "warn",
          `chan_sip.c: Maximum retries exceeded on transmission ${c.callId()} for seqno 1 (Critical Response) -- See https://wiki.asterisk.org/wiki/display/AST/SIP+Retransmissions`,
        ),
      );
      c.every(t0 + S(4), t1, S(2), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `SIP/2.0 408 Request Timeout for INVITE ci=${c.callId()} (fr_inv_timer expired waiting for ${c.name("pbx")})`,
        ),
      );
    },
  },
  {
    category: "timeout",
    origin: "lnp",
    severity: "medium",
    hints: ["deadline", "timeout", "timed out", "awaiting headers"],
    suppress: [],
    note: (c) => `the portability provider stops answering in time; ${c.name("lnp")} dips hit the client timeout`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.2), (t) =>
        c.log(
          "lnp",
          t,
          "error",
          `dip ${c.phone()} failed: Post "https://api.npac-hub.example/v2/dip": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ),
      );
      c.every(t0 + S(3), t1, S(3), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `LNP dip for ${c.phone()} took 3000ms and failed, routing on dialled number (post-dial delay)`,
        ),
      );
    },
  },
  {
    category: "timeout",
    origin: "billing",
    severity: "medium",
    hints: ["deadline", "timeout", "budget", "exceeded"],
    suppress: [],
    note: (c) =>
      `${c.name("billing")} rating cycles exceed their 30s budget after a tariff table grew tenfold; cycles are cancelled`,
    run: (c, t0, t1) => {
      c.log("billing", t0 - S(30), "info", "tariff import finished: 412930 prefixes (was 40118)");
      c.from(t0, t1, S(32), (t) =>
        c.log(
          "billing",
          t,
          "error",
          `rating cycle cancelled: context deadline exceeded after 30s (${c.r.int(200, 900)}/${c.r.int(2000, 4000)} CDRs rated)`,
        ),
      );
      c.every(t0 + S(5), t1, S(10), (t) =>
        c.log("billing", t, "warn", `slow tariff lookup: prefix ${c.phone().slice(0, 6)} took ${c.r.int(800, 2500)}ms`),
      );
    },
  },
  {
    category: "timeout",
    origin: "sms",
    severity: "high",
    hints: ["enquire_link", "timeout", "timed out", "response"],
    suppress: [],
    note: (c) =>
      `the SMSC stops answering enquire_link and submit_sm in time; ${c.name("sms")} times out and rebinds in a loop`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(30), (t) => {
        c.log("sms", t, "error", `enquire_link_resp not received within 30000 ms from ${c.e.smsc}, closing session`);
        c.log("sms", t + S(2), "info", `bind_transceiver to ${c.e.smsc}:2775 -> ESME_ROK`);
      });
      c.every(t0 + S(1), t1, S(1.5), (t) =>
        c.log("sms", t, "warn", `submit_sm seq=${c.r.int(10000, 999999)} response timeout after 10000 ms, requeued`),
      );
      c.every(t0 + S(20), t1, S(10), (t) =>
        c.log("api", t, "warn", `message MS${c.r.hex(10)} delayed: gateway timeouts`),
      );
    },
  },
  // ---------------- validation ----------------
  {
    category: "validation",
    origin: "proxy",
    severity: "high",
    hints: ["parse", "invalid", "400", "bad request", "header"],
    suppress: [],
    note: (c) =>
      `softphone release 6.2 sends INVITEs with a malformed To header; ${c.name("proxy")} rejects them with 400 Bad Request`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.2), (t) => {
        c.log(
          "proxy",
          t,
          "error",
          `ERROR: <core> [core/parser/parse_to.c:88]: parse_to(): invalid To header: unexpected char [ ] in status 10: <<sip:+${c.r.int(200, 999)} ${c.r.int(100, 999)} ${c.r.int(1000, 9999)}@${c.e.domain}>>`,
        );
        c.log(
          "proxy",
          t + 2,
          "warn",
          `SIP/2.0 400 Bad Request (Bad To header) sent to ${c.pubIp()} User-Agent: Softphone/6.2.0`,
        );
      });
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log("api", t, "warn", `support tickets tagged "calls fail" in the last minute: ${c.r.int(3, 15)}`),
      );
    },
  },
  {
    category: "validation",
    origin: "sms",
    severity: "medium",
    hints: ["esme_rinvmsglen", "length", "invalid", "validation"],
    suppress: [],
    note: (c) =>
      `${c.name("sms")} template change builds 300-character GSM messages without segmentation; the SMSC rejects them with ESME_RINVMSGLEN`,
    run: (c, t0, t1) => {
      c.log("sms", t0 - S(20), "info", "templates reloaded: otp_v3 (segmentation=off)");
      c.from(t0, t1, S(1), (t) =>
        c.log(
          "sms",
          t,
          "error",
          `submit_sm seq=${c.r.int(10000, 999999)} template=otp_v3 sm_length=${c.r.int(161, 310)} -> submit_sm_resp command_status=0x00000001 ESME_RINVMSGLEN (Message Length is invalid)`,
        ),
      );
      c.every(t0 + S(5), t1, S(6), (t) =>
        c.log("api", t, "warn", `message MS${c.r.hex(10)} status=failed error_code=30003 (invalid message length)`),
      );
    },
  },
  {
    category: "validation",
    origin: "api",
    severity: "medium",
    hints: ["422", "validation", "e.164", "invalid", "unprocessable"],
    suppress: [],
    note: (c) =>
      `the customer portal release sends national-format numbers; ${c.name("api")} rejects calls and messages with 422 "to must be E.164"`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(0.9), (t) =>
        c.log(
          "api",
          t,
          "warn",
          `422 Unprocessable Entity ${c.r.pick(["POST /v1/messages", "POST /v1/calls"])}: ValidationError: "to" must be a valid E.164 number (got "0${c.r.int(7000, 7999)} ${c.r.int(100000, 999999)}") client=portal/2026.06.2`,
          { trace: c.trace() },
        ),
      );
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log("api", t, "error", `validation failures: ${c.r.int(200, 700)} in the last minute (baseline < 5)`),
      );
    },
  },
  {
    category: "validation",
    origin: "billing",
    severity: "medium",
    hints: ["validationerror", "validation", "pydantic", "invalid"],
    suppress: [],
    note: (c) =>
      `${c.name("billing")} rejects every CDR whose duration is negative after a PBX clock jump; pydantic ValidationError on each batch`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(3), (t) =>
        c.log("billing", t, "error", `CDR batch rejected (${c.r.int(20, 200)} records)`, {
          stack: `pydantic_core._pydantic_core.ValidationError: 1 validation error for Cdr\nduration\n  Input should be greater than or equal to 0 [type=greater_than_equal, input_value=-${c.r.int(3000, 3700)}, input_type=int]`,
        }),
      );
      c.every(t0 + S(60), t1, S(60), (t) =>
        c.log("api", t, "warn", `GET /v1/usage/daily -> 200 with stale balance (rating rejected batches)`),
      );
    },
  },
  // ---------------- unknown ----------------
  {
    category: "unknown",
    origin: "media",
    severity: "high",
    hints: ["exit", "crash", "abort", "killed", "unknown"],
    suppress: ["media"],
    note: (c) => `${c.name("media")} exits repeatedly with no reason logged; calls lose media until the restart`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(45), (t) => {
        c.log("media", t, "error", "rtpengine.service: Main process exited, code=killed, status=6/ABRT");
        c.log("media", t + S(5), "info", "[core] Startup complete, version 11.5.1.3");
      });
      c.every(t0 + S(1), t1, S(3), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `rtpengine: no response from rtpengine ${c.name("media")}:2223 for offer ci=${c.callId()}`,
        ),
      );
    },
  },
  {
    category: "unknown",
    origin: "pbx",
    severity: "high",
    hints: ["exit", "died", "restart", "crash", "unknown"],
    suppress: ["pbx"],
    note: (c) =>
      `${c.name("pbx")} Asterisk dies and is restarted by safe_asterisk over and over, without any error beforehand`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(50), (t) => {
        c.log("pbx", t, "error", "Asterisk ended with exit status 1");
        c.log("pbx", t + 50, "error", "Asterisk died with code 1. Automatically restarting.");
        c.log("pbx", t + S(6), "info", "Asterisk Ready.");
      });
      c.every(t0 + S(1), t1, S(2.5), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `SIP/2.0 408 Request Timeout for INVITE ci=${c.callId()} (no response from ${c.name("pbx")})`,
        ),
      );
    },
  },
  {
    category: "unknown",
    origin: "sms",
    severity: "medium",
    hints: ["exit", "worker", "crash", "unknown"],
    suppress: [],
    note: (c) => `${c.name("sms")} submit workers exit with code 1 and no message; throughput halves`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(8), (t) => {
        c.log("sms", t, "error", `worker submit-${c.r.int(1, 8)} exited unexpectedly (code 1), restarting`);
      });
      c.every(t0 + S(30), t1, S(30), (t) =>
        c.log("api", t, "warn", `messages queued longer than 60s: ${c.r.int(100, 900)}`),
      );
    },
  },
  {
    category: "unknown",
    origin: "lnp",
    severity: "medium",
    hints: ["internal", "500", "error", "unknown"],
    suppress: [],
    note: (c) => `${c.name("lnp")} answers 500 internal error to most dips and logs nothing but the status`,
    run: (c, t0, t1) => {
      c.from(t0, t1, S(1.2), (t) => c.log("lnp", t, "error", `dip ${c.phone()} -> 500 internal error`));
      c.every(t0 + S(3), t1, S(5), (t) =>
        c.log(
          "proxy",
          t,
          "warn",
          `LNP dip for ${c.phone()} failed (HTTP 500 from ${c.name("lnp")}), routing on dialled number`,
        ),
      );
    },
  },
];
