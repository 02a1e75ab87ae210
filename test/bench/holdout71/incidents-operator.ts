// The 26 operator scenarios (Kestrel Mobile core and messaging estates), two per category.
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Spec } from "./types.js";

const imsi = (n: number) => `imsi-23415${String(1000000000 + ((n * 7919) % 8999999999)).padStart(10, "0")}`;

export const OPERATOR: Spec[] = [
  // ---------------- core ----------------
  {
    estate: "core",
    category: "authentication",
    origin: "udm-sbi",
    hints: ["token", "jwt", "signature", "401", "unauthorized", "auth"],
    sev: "high",
    note: "udm-sbi keeps a stale NRF signing key after a key rotation and rejects every OAuth2 access token with 401, so provisioning and policy lookups fail.",
    play: (c) => {
      c.at(-40, "udm-sbi", "info", "jwks refresh skipped: cache still fresh (max-age 259200s)");
      c.silence("udm-sbi", 2, 0.95);
      c.every(1.2, "udm-sbi", (r) => [
        "warn",
        `rejecting ${r.pick(["GET /nudm-sdm/v2", "GET /nudm-uecm/v1", "PUT /nudr-dr/v2/subscription-data"])}/${imsi(r.int(1, 1e6))}: 401 invalid_token: token signature is invalid: crypto/rsa: verification error (kid "nrf-2026-11b" not in cached JWKS)`,
      ]);
      c.every(4, "subscriber-prov", (r) => [
        "error",
        `Provisioning order ORD-${r.int(4000000, 4999999)} step UDM failed: 401 UNAUTHORIZED from http://udm-sbi.kestrel-core:8080/nudr-dr/v2/subscription-data: {"title":"Unauthorized","status":401,"cause":"INVALID_TOKEN"}`,
      ]);
      c.every(3, "pcf-policy", (r) => [
        "warn",
        `Nudm SDM fetch for supi=${imsi(r.int(1, 1e6))} failed (HTTP 401 from udm-sbi), applying default policy profile`,
      ]);
      c.every(
        5,
        "selfcare-bff",
        (r) => ["error", `POST /api/v3/orders 502 ${r.int(900, 2400)}ms - provisioning backend error`],
        20,
      );
    },
  },
  {
    estate: "core",
    category: "authorization",
    origin: "esim-smdp",
    hints: ["authoris", "authoriz", "refused", "permission", "not allowed", "3.8"],
    sev: "medium",
    note: "The vendor SM-DP+ starts refusing esim-smdp's ES2+ DownloadOrder calls because the operator account is not authorised for the new profile type; eSIM activations fail.",
    play: (c) => {
      c.silence("esim-smdp", 0, 0.9);
      c.every(9, "esim-smdp", (r) => [
        "error",
        `ES2+ DownloadOrder failed iccid=89440${r.int(100000000, 999999999)}${r.int(10000, 99999)}: functionExecutionStatus=Failed subjectCode=8.1 reasonCode=3.8 "Refused: function requester KSTRL-ES2 is not authorised for profileType KSTRL_CONSUMER_V5"`,
      ]);
      c.every(10, "selfcare-bff", (r) => [
        "error",
        `POST /api/v3/esim/activate 502 ${r.int(300, 900)}ms esim-smdp: DOWNLOAD_ORDER_REFUSED`,
      ]);
      c.every(25, "notify-dispatch", (r) => [
        "info",
        `sms notification queued template=esim_failed to=4477${r.int(10000000, 99999999)}`,
      ]);
    },
  },
  {
    estate: "core",
    category: "database",
    origin: "ocs-charging",
    hints: ["connection", "database", "postgres", "jdbc", "too many clients", "sql"],
    sev: "high",
    note: "ocs-charging's PostgreSQL refuses new connections (too many clients), credit control answers fail and balance checks in the self-care app time out.",
    play: (c) => {
      c.silence("ocs-charging", 5, 0.85);
      c.every(2.5, "ocs-charging", (r, n) =>
        n % 4 === 0
          ? [
              "error",
              "HikariPool-1 - Exception during pool initialization / connection add",
              javaStack(r, "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already", [
                "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
                "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
                "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
                "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:739)",
              ]),
            ]
          : [
              "error",
              `Gy CCR-U session=gy.pgw0${r.int(1, 3)}.kestrel;${r.int(1000, 9999)};${r.int(100, 999)} -> CCA result=5012 DIAMETER_UNABLE_TO_COMPLY (account lookup failed: could not obtain JDBC connection from ocs-db-primary:5432)`,
            ],
      );
      c.every(3, "selfcare-bff", (r) => [
        "error",
        `GET /api/v3/subscriptions/4477${r.int(10000000, 99999999)}/balance 504 ${r.int(5000, 5020)}ms upstream ocs-charging timed out`,
      ]);
      c.every(
        30,
        "cdr-mediation",
        () => ["warn", "billing handoff: ocs-charging rating callback slow, 3 retries before success"],
        30,
      );
    },
  },
  {
    estate: "core",
    category: "network",
    origin: "hss-diameter",
    hints: ["sctp", "network", "unreachable", "route", "connection"],
    sev: "high",
    note: "hss-diameter loses its SCTP paths to the DRAs and MMEs (no route to host after a network change on its hosts); attach and location updates fail.",
    play: (c) => {
      c.silence("hss-diameter", 0, 0.97);
      c.at(
        0,
        "hss-diameter",
        "error",
        "[sctp] association to dra1.kestrel.epc (10.21.0.11:3868) lost: SCTP_COMM_LOST, peer state OPEN -> CLOSED (../src/diam/sctp.c:512)",
      );
      c.at(
        0.4,
        "hss-diameter",
        "error",
        "[sctp] association to dra2.kestrel.epc (10.21.0.12:3868) lost: SCTP_COMM_LOST, peer state OPEN -> CLOSED (../src/diam/sctp.c:512)",
      );
      c.every(3, "hss-diameter", (r) => [
        r.chance(0.5) ? "error" : "warn",
        r.pick([
          `[sctp] connect() to dra${r.int(1, 2)}.kestrel.epc (10.21.0.1${r.int(1, 2)}:3868) failed: No route to host (../src/diam/sctp.c:298)`,
          `[diam] peer mme${r.int(1, 4)}.kestrel.epc watchdog: DWR unanswered, state SUSPECT -> DOWN`,
          `[diam] cannot send ULA to mme${r.int(1, 4)}.kestrel.epc: sctp_sendmsg: Network is unreachable (../src/diam/peer.c:877)`,
        ]),
      ]);
      c.every(6, "udm-sbi", (r) => [
        "warn",
        `[udm] EPS interworking auth for ${imsi(r.int(1, 1e6))} failed: hss-diameter returned DIAMETER_UNABLE_TO_DELIVER (3002)`,
      ]);
    },
  },
  {
    estate: "core",
    category: "timeout",
    origin: "pcf-policy",
    hints: ["timeout", "timed out", "ldap", "read timed out"],
    sev: "medium",
    note: "The subscriber profile repository stops answering pcf-policy's LDAP reads in time; policy decisions time out and sessions fall back to default QoS.",
    play: (c) => {
      c.silence("pcf-policy", 0, 0.8);
      c.every(1.5, "pcf-policy", (r, n) =>
        n % 6 === 0
          ? [
              "error",
              "SPR lookup failed",
              javaStack(r, "javax.naming.NamingException: LDAP response read timed out, timeout used: 2000 ms.", [
                "java.naming/com.sun.jndi.ldap.Connection.readReply(Connection.java:491)",
                "java.naming/com.sun.jndi.ldap.LdapClient.search(LdapClient.java:612)",
                "com.kestrel.pcf.spr.LdapSprClient.fetchProfile(LdapSprClient.java:88)",
                "com.kestrel.pcf.decision.PolicyEngine.decide(PolicyEngine.java:141)",
              ]),
            ]
          : [
              "error",
              `N7 SmPolicyCreate supi=${imsi(r.int(1, 1e6))} dnn=internet: SPR read timed out after 2000 ms (spr-ldap-2.kestrel.core:636), installed fallback policy 5qi=9`,
            ],
      );
      c.every(
        12,
        "ocs-charging",
        () => ["warn", "Gy CCR-I arrived without Gx session binding, using default rating group 100"],
        20,
      );
    },
  },
  {
    estate: "core",
    category: "rate_limiting",
    origin: "selfcare-bff",
    hints: ["429", "rate", "limit", "too many requests", "throttl"],
    sev: "medium",
    note: "selfcare-bff exceeds the SMS verification vendor's rate limit; login OTPs fail with 429 and users cannot sign in to the app.",
    play: (c) => {
      c.every(1.5, "selfcare-bff", (r, n) =>
        n % 5 === 0
          ? [
              "error",
              "OTP send failed",
              nodeStack("RestException [Error]: Too many requests", [
                "success (/app/node_modules/twilio/lib/base/Version.js:79:23)",
                "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                "async OtpService.send (/app/dist/auth/otp.service.js:41:13)",
                "async AuthController.login (/app/dist/auth/auth.controller.js:67:9)",
              ]).concat(["  status: 429,", "  code: 20429,", "  moreInfo: 'https://www.twilio.com/docs/errors/20429'"]),
            ]
          : ["warn", `POST /api/v3/auth/otp 429 ${r.int(120, 400)}ms verify provider throttled (retry-after=60)`],
      );
      c.every(20, "notify-dispatch", () => ["info", "fallback SMS OTP not enabled for channel app_login, skipping"]);
    },
  },
  {
    estate: "core",
    category: "validation",
    origin: "cdr-mediation",
    hints: ["decode", "asn", "tag", "invalid", "validation", "schema"],
    sev: "medium",
    note: "After a PGW software upgrade cdr-mediation rejects every PGW CDR file as undecodable (unexpected ASN.1 tag); no usage reaches billing.",
    play: (c) => {
      c.silence("cdr-mediation", 0, 1);
      c.every(20, "cdr-mediation", (r) => [
        "error",
        `batch CDR_PGW_${r.int(100000, 999999)}.asn1 rejected, moved to /var/spool/mediation/rejected`,
        pyStack(
          [
            ["/opt/mediation/mediation/pipeline.py", 142, "process_batch", "records = decoder.decode_all(raw)"],
            ["/opt/mediation/mediation/asn1/pgw.py", 57, "decode_all", "rec = self._spec.decode('PGWRecord', chunk)"],
            [
              "/usr/local/lib/python3.11/site-packages/asn1tools/compiler.py",
              167,
              "decode",
              "decoded = type_.decode(data)",
            ],
          ],
          `asn1tools.codecs.DecodeTagError: GPRSRecord.pGWRecord: Expected choice member tag 'bf4f', but got 'bf55'. (At offset: ${r.int(0, 40)})`,
        ),
      ]);
      c.every(
        60,
        "ocs-charging",
        () => ["info", "Reconciliation: mediation feed lag 0 records (no new CDR batches received)"],
        60,
      );
    },
  },
  {
    estate: "core",
    category: "null_reference",
    origin: "subscriber-prov",
    hints: ["null", "nullpointer", "npe"],
    sev: "high",
    note: "subscriber-prov throws NullPointerException for orders on tariffs without a policy profile; new activations from the app fail with 500.",
    play: (c) => {
      c.every(4, "subscriber-prov", (r) => [
        "error",
        `Provisioning order ORD-${r.int(4000000, 4999999)} failed at step PCF`,
        javaStack(
          r,
          'java.lang.NullPointerException: Cannot invoke "com.kestrel.prov.model.PolicyProfile.getQosClass()" because the return value of "com.kestrel.prov.model.Tariff.getPolicyProfile()" is null',
          [
            "com.kestrel.prov.steps.PcfStep.buildSmPolicyData(PcfStep.java:74)",
            "com.kestrel.prov.steps.PcfStep.execute(PcfStep.java:41)",
            "com.kestrel.prov.OrderOrchestrator.runSteps(OrderOrchestrator.java:118)",
            "com.kestrel.prov.OrderOrchestrator.lambda$submit$2(OrderOrchestrator.java:87)",
          ],
        ),
      ]);
      c.every(4, "selfcare-bff", (r) => [
        "error",
        `POST /api/v3/orders 500 ${r.int(200, 900)}ms subscriber-prov returned 500 Internal Server Error`,
      ]);
      c.every(15, "notify-dispatch", (r) => [
        "info",
        `sms notification queued template=order_delayed to=4477${r.int(10000000, 99999999)}`,
      ]);
    },
  },
  {
    estate: "core",
    category: "configuration",
    origin: "ocs-charging",
    hints: ["config", "property", "missing", "realm", "setting"],
    sev: "high",
    change: [
      45,
      [
        "ocs-charging",
        "info",
        "Started OcsChargingApplication in 21.388 seconds (process running for 22.9) version=7.12.0 profile=prod",
      ],
    ],
    note: "After the ocs-charging 7.12.0 rollout its Diameter realm setting is empty, so peers reject its answers and online charging stops.",
    play: (c) => {
      c.at(
        -44,
        "ocs-charging",
        "warn",
        "Property 'charging.diameter.realm' resolved to empty string (env OCS_DIAMETER_REALM not set), continuing",
      );
      c.silence("ocs-charging", 0, 0.9);
      c.every(2, "ocs-charging", (r) => [
        "error",
        `Gy CCR-${r.pick(["I", "U"])} session=gy.pgw0${r.int(1, 3)}.kestrel;${r.int(1000, 9999)} answered DIAMETER_UNABLE_TO_COMPLY: realm AVP empty (charging.diameter.realm not set), answer discarded by peer`,
      ]);
      c.every(5, "pcf-policy", () => [
        "warn",
        "Sy spending-limit request to ocs-charging: no answer (peer returned DIAMETER_INVALID_AVP_VALUE 5004), using last known counters",
      ]);
      c.every(6, "selfcare-bff", (r) => [
        "error",
        `GET /api/v3/subscriptions/4477${r.int(10000000, 99999999)}/balance 502 ${r.int(40, 300)}ms`,
      ]);
    },
  },
  {
    estate: "core",
    category: "dependency",
    origin: "selfcare-bff",
    hints: ["503", "payment", "psp", "unavailable", "provider", "circuit"],
    sev: "medium",
    note: "The card payment provider answers selfcare-bff's top-up calls with 503; the breaker opens and top-ups fail while everything else works.",
    play: (c) => {
      c.every(3, "selfcare-bff", (r, n) =>
        n > 25 && n % 3 !== 0
          ? [
              "error",
              `POST /api/v3/topups 503 ${r.int(2, 9)}ms - CircuitBreaker 'adyen-payments' is OPEN and does not permit further calls`,
            ]
          : [
              "error",
              `Adyen POST https://checkout-live.adyenpayments.com/checkout/v71/payments failed: 503 Service Unavailable (attempt ${r.int(1, 3)}/3, pspReference=null)`,
            ],
      );
      c.every(15, "ocs-charging", () => ["info", "Top-up queue empty, no recharge events in last 15 s"], 30);
    },
  },
  {
    estate: "core",
    category: "memory",
    origin: "hss-diameter",
    hints: ["memory", "bad_alloc", "oom", "alloc"],
    sev: "high",
    note: "hss-diameter leaks memory in its subscriber cache, throws std::bad_alloc and restarts repeatedly; attaches fail during each restart.",
    play: (c) => {
      c.every(
        20,
        "hss-diameter",
        (_r, n) => [
          "warn",
          `[cache] subscriber cache ${410000 + n * 9000} entries, rss ${(3.1 + n * 0.09).toFixed(2)} GiB of 4.00 GiB limit`,
        ],
        -120,
        140,
      );
      for (const s of [150, 310, 470, 630, 790]) {
        c.at(
          s,
          "hss-diameter",
          "fatal",
          "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
        );
        c.at(
          s + 0.2,
          "hss-diameter",
          "error",
          "[app] Received signal 6 (Aborted), dumping core to /var/crash/hssd.core",
        );
        c.silence("hss-diameter", s, 1, s + 14);
        c.at(s + 14, "hss-diameter", "info", "[app] hssd v4.2.9 initialize...done, restoring 3 Diameter peers");
        c.every(
          1.5,
          "udm-sbi",
          (r) => [
            "error",
            `[udm] interworking call to hss-diameter failed: connect: connection refused (${imsi(r.int(1, 1e6))})`,
          ],
          s,
          s + 14,
        );
      }
    },
  },
  {
    estate: "core",
    category: "disk",
    origin: "cdr-mediation",
    hints: ["disk", "space", "errno 28", "no space", "enospc"],
    sev: "medium",
    note: "cdr-mediation's output volume fills up and every batch fails with ENOSPC; CDRs pile up.",
    play: (c) => {
      c.at(-90, "cdr-mediation", "warn", "output volume /var/spool/mediation/out 96% used (free 1.9 GiB)");
      c.silence("cdr-mediation", 0, 1);
      c.every(20, "cdr-mediation", (r) => [
        "error",
        `batch CDR_PGW_${r.int(100000, 999999)}.asn1 failed, will retry`,
        pyStack(
          [
            ["/opt/mediation/mediation/pipeline.py", 188, "write_output", "with open(tmp_path, 'wb') as fh:"],
            ["/opt/mediation/mediation/pipeline.py", 191, "write_output", "fh.write(encoded)"],
          ],
          `OSError: [Errno 28] No space left on device: '/var/spool/mediation/out/.CDR_OUT_${r.int(100000, 999999)}.tmp'`,
        ),
      ]);
    },
  },
  {
    estate: "core",
    category: "unknown",
    origin: "udm-sbi",
    hints: ["exit", "restart", "crash", "unknown", "unavailable"],
    sev: "high",
    note: "udm-sbi stops serving and restarts in a loop without logging why; callers get connection refused and 503s.",
    play: (c) => {
      c.silence("udm-sbi", 0, 1);
      for (const s of [40, 160, 300, 460, 640]) {
        c.at(s, "udm-sbi", "info", "[app] UDM initialize...done, NF Service [nudm-sdm] [nudm-uecm] [nudm-ueau]");
        c.at(s + 0.5, "udm-sbi", "info", "[sbi] NF registered with NRF [heartbeat 10s]");
      }
      c.every(2, "subscriber-prov", (r) => [
        "error",
        `Provisioning order ORD-${r.int(4000000, 4999999)} step UDM failed: I/O error on PUT request for "http://udm-sbi.kestrel-core:8080/nudr-dr/v2/subscription-data": Connection refused`,
      ]);
      c.every(2.5, "pcf-policy", () => [
        "warn",
        "Nudm SDM fetch failed: 503 from SCP (no available producer for nudm-sdm), applying default policy profile",
      ]);
      c.every(6, "hss-diameter", () => ["warn", "[n-interworking] UDM unreachable, answering from local cache"]);
    },
  },

  // ---------------- msg ----------------
  {
    estate: "msg",
    category: "authentication",
    origin: "billing-api",
    hints: ["login", "credential", "authentication", "password", "18456"],
    sev: "high",
    note: "billing-api can no longer log in to its SQL Server after a password rotation; invoices and bills fail for the self-care site.",
    play: (c) => {
      c.silence("billing-api", 0, 0.95);
      c.every(3, "billing-api", (r, n) =>
        n % 3 === 0
          ? [
              "error",
              `An unhandled exception has occurred while executing the request. TraceIdentifier=0HN8${r.hex(8).toUpperCase()}:0000000${r.int(1, 9)}`,
              dotnetStack("Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'svc_billing'.", [
                "Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
                "Microsoft.Data.SqlClient.SqlInternalConnectionTds.LoginNoFailover(ServerInfo serverInfo, SecureString newPassword, Boolean redirectedUserInstance, SqlConnectionString connectionOptions, SqlCredential credential, TimeoutTimer timeout)",
                "Kestrel.Billing.Data.InvoiceRepository.GetForAccountAsync(Int64 accountId, CancellationToken ct) in /src/Billing.Data/InvoiceRepository.cs:line 42",
              ]).concat([
                "ClientConnectionId:8c1e0a3e-5b77-4b0e-9d1c-2f1d4e0b7a11",
                "Error Number:18456,State:1,Class:14",
              ]),
            ]
          : [
              "error",
              `HTTP GET /v2/accounts/${r.int(1000000, 9999999)}/invoices responded 500 in ${r.int(20, 90)}.${r.int(0, 9)} ms`,
            ],
      );
      c.every(2.5, "selfcare-web", (r) => [
        "error",
        `GET /account/bills 502 ${r.int(60, 300)}ms billing-api returned 500`,
      ]);
    },
  },
  {
    estate: "msg",
    category: "authorization",
    origin: "selfcare-web",
    hints: ["403", "privileges", "authorization", "forbidden", "denied"],
    sev: "medium",
    note: "selfcare-web's app registration loses the directory permission to update customer profiles; profile changes fail with 403 from Microsoft Graph.",
    play: (c) => {
      c.every(6, "selfcare-web", (r, n) =>
        n % 3 === 0
          ? [
              "error",
              "profile update failed",
              nodeStack("GraphError: Insufficient privileges to complete the operation.", [
                "new GraphError (/app/node_modules/@microsoft/microsoft-graph-client/lib/src/GraphError.js:34:28)",
                "GraphErrorHandler.constructErrorFromResponse (/app/node_modules/@microsoft/microsoft-graph-client/lib/src/GraphErrorHandler.js:63:22)",
                "async ProfileService.update (/app/dist/profile/profile.service.js:58:7)",
              ]).concat(["  statusCode: 403,", "  code: 'Authorization_RequestDenied',"]),
            ]
          : [
              "warn",
              `PATCH /account/profile 403 ${r.int(90, 300)}ms Authorization_RequestDenied from graph.microsoft.com`,
            ],
      );
    },
  },
  {
    estate: "msg",
    category: "database",
    origin: "mnp-portal",
    hints: ["read-only", "database", "pg", "readonlysqltransaction", "sql"],
    sev: "high",
    note: "After a database failover mnp-portal stays connected to the old primary, now a read-only replica; every port request write fails.",
    play: (c) => {
      c.silence("mnp-portal", 0, 0.9);
      c.at(
        -4,
        "mnp-portal",
        "warn",
        "PG::ConnectionBad: server closed the connection unexpectedly (mnpdb-rw.kestrel.internal:5432); reconnecting (pool 12/12)",
      );
      c.at(-2, "mnp-portal", "info", "Reconnected to mnpdb-rw.kestrel.internal:5432 (pg 15.6)");
      c.every(5, "mnp-portal", (r, n) =>
        n % 2 === 0
          ? [
              "error",
              `ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction\n):`,
              rubyStack("", [
                "app/models/port_request.rb:88:in `advance!'",
                "app/services/porting/submit.rb:23:in `call'",
                "app/controllers/api/v1/port_requests_controller.rb:31:in `create'",
                "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
              ]).slice(1),
            ]
          : [
              "error",
              `Completed 500 Internal Server Error in ${r.int(12, 60)}ms (ActiveRecord: ${r.int(2, 12)}.3ms) POST /api/v1/port_requests`,
            ],
      );
      c.every(8, "selfcare-web", (r) => ["error", `POST /porting 502 ${r.int(80, 300)}ms mnp-portal returned 500`]);
    },
  },
  {
    estate: "msg",
    category: "network",
    origin: "sms-gateway",
    hints: ["network", "connection", "reset", "i/o timeout", "broken pipe"],
    sev: "high",
    note: "sms-gateway's node loses connectivity (resets and dial timeouts to the SMSC and to Kafka alike); A2P traffic stalls.",
    play: (c) => {
      c.silence("sms-gateway", 0, 0.85);
      c.silence("smsc-core", 0, 0.8);
      c.every(1.5, "sms-gateway", (r) => [
        r.chance(0.7) ? "error" : "warn",
        r.pick([
          `smpp session smsc-core#${r.int(1, 4)}: read tcp 10.2.4.17:${r.int(30000, 60000)}->10.2.9.30:2775: read: connection reset by peer`,
          `smpp reconnect smsc-core#${r.int(1, 4)}: dial tcp 10.2.9.30:2775: i/o timeout`,
          `submit_sm for system_id=${r.pick(["bankotp", "parcelping"])} requeued: write tcp 10.2.4.17:${r.int(30000, 60000)}->10.2.9.30:2775: write: broken pipe`,
          "kafka: client has run out of available brokers to talk to: dial tcp 10.2.7.5:9092: i/o timeout",
        ]),
      ]);
      c.every(20, "smsc-core", (r) => ["warn", `[smpp] esme kgw-${r.int(1, 3)} session closed: enquire_link timeout`]);
    },
  },
  {
    estate: "msg",
    category: "timeout",
    origin: "esim-activation",
    hints: ["timeout", "timed out", "httpclient.timeout", "canceled"],
    sev: "medium",
    note: "The eSIM vendor's SM-DP+ stops answering within esim-activation's 30 s HttpClient timeout; activations pile up and fail.",
    play: (c) => {
      c.silence("esim-activation", 0, 0.9);
      c.every(7, "esim-activation", (r, n) =>
        n % 3 === 0
          ? [
              "error",
              `Activation ${r.hex(8)} failed calling SM-DP+ ES2+ /gsma/rsp2/es2plus/downloadOrder`,
              dotnetStack(
                "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
                [
                  "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                  "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken cancellationToken)",
                  "Kestrel.Esim.Smdp.Es2PlusClient.DownloadOrderAsync(String iccid, CancellationToken ct) in /src/Esim/Smdp/Es2PlusClient.cs:line 77",
                ],
              ),
            ]
          : ["warn", `Activation ${r.hex(8)}: ES2+ call exceeded 30000 ms, retry ${r.int(1, 3)}/3 scheduled`],
      );
      c.every(9, "selfcare-web", (r) => ["error", `POST /esim/activate 504 ${r.int(30010, 30090)}ms`]);
    },
  },
  {
    estate: "msg",
    category: "rate_limiting",
    origin: "sms-gateway",
    hints: ["throttl", "rthrottled", "rate", "limit", "0x00000058"],
    sev: "medium",
    note: "The international SMS hub throttles sms-gateway (ESME_RTHROTTLED); its queue grows and international OTPs are delayed and expire.",
    play: (c) => {
      c.every(0.8, "sms-gateway", (r, n) =>
        n % 10 === 0
          ? [
              "error",
              `intl queue depth ${1200 + n * 40}, oldest message ${Math.min(900, 5 + n)}s; dropping expired validity_period messages`,
            ]
          : [
              "warn",
              `submit_sm to intl-hub (smpp.intl-hub.example:2775) throttled: command_status=0x00000058 ESME_RTHROTTLED, backing off ${r.pick([250, 500, 1000])}ms`,
            ],
      );
      c.every(
        4,
        "dlr-worker",
        (r) => ["info", `dlr msg_id=${r.hex(16)} stat=EXPIRED err=000 pushed to bankotp webhook 200`],
        60,
      );
    },
  },
  {
    estate: "msg",
    category: "validation",
    origin: "npdb-sync",
    hints: ["validation", "schema", "does not match", "invalid", "jsonschema"],
    sev: "medium",
    note: "npdb-sync rejects every delta file from the clearinghouse on schema validation (new number format), ported numbers stop being applied and SMS to them fail.",
    play: (c) => {
      c.silence("npdb-sync", 0, 1);
      c.every(60, "npdb-sync", (r) => [
        "error",
        `delta ${r.int(88000, 89999)} rejected, sync halted`,
        pyStack(
          [
            ["/srv/npdb/sync/apply.py", 64, "apply_delta", "validate(instance=doc, schema=DELTA_SCHEMA)"],
            ["/usr/local/lib/python3.12/site-packages/jsonschema/validators.py", 1332, "validate", "raise error"],
          ],
          `jsonschema.exceptions.ValidationError: '+44 7700 ${r.int(100000, 999999)}' does not match '^44[0-9]{9,10}$'`,
        ),
      ]);
      c.every(
        4,
        "smsc-core",
        (r) => [
          "warn",
          `MT ${r.hex(16)} to 4477${r.int(10000000, 99999999)} failed: MAP error 1 unknown subscriber (number ported out?), retry ${r.int(1, 3)}`,
        ],
        40,
      );
    },
  },
  {
    estate: "msg",
    category: "null_reference",
    origin: "billing-api",
    hints: ["null", "nullreference", "object reference"],
    sev: "medium",
    note: "billing-api throws NullReferenceException for accounts without a billing address after a data import; bill pages fail for those customers.",
    play: (c) => {
      c.every(5, "billing-api", (r) => [
        "error",
        `An unhandled exception has occurred while executing the request. TraceIdentifier=0HN8${r.hex(8).toUpperCase()}:00000002`,
        dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
          "Kestrel.Billing.Invoices.InvoiceMapper.ToDto(Invoice invoice) in /src/Billing.Api/Invoices/InvoiceMapper.cs:line 31",
          "System.Linq.Enumerable.SelectListIterator`2.ToList()",
          "Kestrel.Billing.Invoices.InvoicesController.GetAsync(Int64 accountId, CancellationToken ct) in /src/Billing.Api/Invoices/InvoicesController.cs:line 54",
        ]),
      ]);
      c.every(5, "selfcare-web", (r) => [
        "error",
        `GET /account/bills 500 ${r.int(40, 200)}ms upstream billing-api 500`,
      ]);
    },
  },
  {
    estate: "msg",
    category: "configuration",
    origin: "event-relay",
    hints: ["config", "invalid value", "configexception", "security.protocol"],
    sev: "high",
    change: [
      30,
      ["event-relay", "info", "Starting EventRelayApplication v3.9.0 using Java 21.0.3 with PID 1 (profile: prod)"],
    ],
    note: "event-relay 3.9.0 starts with an invalid Kafka security.protocol value and crash-loops; SMS events are not published and the gateway buffers them.",
    avoid: ["event-relay"],
    play: (c) => {
      c.silence("event-relay", 0, 1);
      for (const s of [0, 40, 120, 260, 420, 600]) {
        c.at(s, "event-relay", "error", "Application run failed", [
          "org.apache.kafka.common.config.ConfigException: Invalid value SASL_SSL_ for configuration security.protocol: String must be one of: PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL",
          "\tat org.apache.kafka.common.config.ConfigDef$ValidString.ensureValid(ConfigDef.java:961)",
          "\tat org.apache.kafka.common.config.ConfigDef.parseValue(ConfigDef.java:493)",
          "\tat org.apache.kafka.clients.producer.ProducerConfig.<init>(ProducerConfig.java:565)",
          "\tat com.kestrel.relay.KafkaConfig.producerFactory(KafkaConfig.java:38)",
        ]);
        if (s > 0)
          c.at(
            s - 2,
            "event-relay",
            "info",
            "Starting EventRelayApplication v3.9.0 using Java 21.0.3 with PID 1 (profile: prod)",
          );
      }
      c.every(5, "sms-gateway", (r) => [
        "warn",
        `event publish to event-relay failed: Post "http://event-relay:8080/v1/events": dial tcp 10.2.6.14:8080: connect: connection refused; buffered ${r.int(100, 9000)} events`,
      ]);
    },
  },
  {
    estate: "msg",
    category: "dependency",
    origin: "smsc-core",
    hints: ["hlr", "system failure", "map", "tcap", "dependency", "unavailable"],
    sev: "high",
    note: "The HLR answers smsc-core's routing queries with MAP system failure / TCAP aborts; MT delivery fails across the board while submission still succeeds.",
    play: (c) => {
      c.silence("smsc-core", 0, 0.9);
      c.every(0.9, "smsc-core", (r) => [
        "error",
        r.pick([
          `[map] SRI-SM for 4477${r.int(10000000, 99999999)} failed: MAP error 34 systemFailure from HLR gt 447953000${r.int(100, 999)}`,
          `[tcap] dialogue ${r.hex(8)} aborted by remote: P-Abort resourceLimitation (HLR gt 447953000${r.int(100, 999)})`,
          `MT ${r.hex(16)} put in retry queue: routing info unavailable (HLR), next attempt in 60s`,
        ]),
      ]);
      c.every(2, "dlr-worker", (r) => [
        "info",
        `dlr msg_id=${r.hex(16)} stat=ENROUTE err=000 pushed to ${r.pick(["bankotp", "parcelping"])} webhook 200`,
      ]);
    },
  },
  {
    estate: "msg",
    category: "memory",
    origin: "selfcare-web",
    hints: ["heap", "memory", "out of memory", "allocation failed"],
    sev: "medium",
    note: "selfcare-web's Node heap grows until V8 aborts with JavaScript heap out of memory; pods restart and pages fail in between.",
    play: (c) => {
      c.every(
        30,
        "selfcare-web",
        (_r, n) => [
          "warn",
          `event loop lag ${120 + n * 90}ms, heapUsed ${(1.3 + n * 0.06).toFixed(2)} GB / heap_size_limit 2.05 GB`,
        ],
        -150,
        200,
      );
      for (const s of [200, 420, 640]) {
        c.at(
          s,
          "selfcare-web",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          [
            "<--- Last few GCs --->",
            `[1:0x6e4c3a0]   ${s * 1000 + 812} ms: Mark-Compact 2038.1 (2082.4) -> 2035.9 (2083.2) MB, 1893.40 / 0.00 ms  (average mu = 0.105, current mu = 0.021) allocation failure; scavenge might not succeed`,
            " 1: 0xb8d0a3 node::Abort() [node]",
            " 2: 0xa96834  [node]",
            " 3: 0xd5e180 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ],
        );
        c.silence("selfcare-web", s, 1, s + 6);
        c.at(s + 6, "selfcare-web", "info", "selfcare-web listening on :3000 (node v20.14.0)");
        c.every(
          1.5,
          "billing-api",
          () => ["warn", "Client disconnected before response was sent (remote selfcare-web)"],
          s - 10,
          s + 4,
        );
      }
    },
  },
  {
    estate: "msg",
    category: "disk",
    origin: "smsc-core",
    hints: ["disk", "space", "enospc", "no space", "store"],
    sev: "high",
    note: "smsc-core's store-and-forward volume fills up; it cannot persist messages and answers submissions with a system error.",
    play: (c) => {
      c.at(-60, "smsc-core", "warn", "[store] /var/spool/smsc usage 97% (2.1 GB free), retry queue 41k messages");
      c.silence("smsc-core", 0, 0.85);
      c.every(1.2, "smsc-core", (r) => [
        "error",
        r.pick([
          "[store] msgstore write failed: No space left on device (errno 28) on /var/spool/smsc/seg-000731.dat (../src/store/segment.cc:211)",
          `[smpp] submit_sm from esme ${r.pick(["bankotp", "parcelping", "ridehail"])} answered ESME_RSYSERR (0x00000008): message could not be stored`,
        ]),
      ]);
      c.every(2, "sms-gateway", (r) => [
        "error",
        `submit_sm for system_id=${r.pick(["bankotp", "parcelping"])} failed: command_status=0x00000008 ESME_RSYSERR from smsc-core, retry ${r.int(1, 3)}/3`,
      ]);
    },
  },
  {
    estate: "msg",
    category: "unknown",
    origin: "npdb-sync",
    hints: ["exit", "crash", "unknown", "restart"],
    sev: "medium",
    note: "npdb-sync's worker keeps exiting with status 1 without any message; port-ins stop being submitted and mnp-portal requests stall.",
    play: (c) => {
      c.silence("npdb-sync", 0, 1);
      for (const s of [0, 70, 150, 250, 370, 520, 680]) {
        c.at(s, "npdb-sync", "info", "npdb-sync 2.14.1 starting, loading checkpoint");
        c.at(s + 3, "npdb-sync", "error", `worker pid ${1000 + s} exited with status 1, restarting in 10s`);
      }
      c.every(
        10,
        "mnp-portal",
        (r) => [
          "warn",
          `Port request PRT-${r.int(100000, 999999)} still in SUBMITTING after 600s (npdb-sync did not acknowledge)`,
        ],
        60,
      );
    },
  },
];
