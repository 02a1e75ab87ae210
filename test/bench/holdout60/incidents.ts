// What goes wrong: 26 scenario templates (2 per category per domain), each played in both estates of its domain.
// Each writes the origin's own lines and the callers' reports in their own words, from `start` to the window's end.
import type { Domain, Role } from "./estates.js";
import type { Ctx } from "./quiet.js";

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

export interface Tpl {
  key: string;
  domain: Domain;
  cat: Category;
  role: Role;
  hints: string[];
  sev: "medium" | "high";
  /** origin's normal lines stop at start */
  quiet?: boolean;
  /** roles whose normal lines mostly stop at start (they fail instead) */
  thin?: Role[];
  note: (c: Ctx) => string;
  run: (c: Ctx, start: number, end: number) => void;
}

/** Calls fn about perMin times a minute between a and b. */
function loop(c: Ctx, a: number, b: number, perMin: number, fn: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = a + c.r.exp(60000 / perMin); t < b; t += c.r.exp(60000 / perMin)) fn(t, i++);
}
const ms = (c: Ctx, lo: number, hi: number) => c.r.int(lo, hi);
const num = (c: Ctx) => `${c.est.msisdnPrefix}${c.r.int(1000000, 9999999)}`;
const flt = (c: Ctx) => `${c.est.carrier}${c.r.pick([112, 231, 344, 402, 517, 618, 745, 803])}`;
const pkg = (c: Ctx) => (c.est.key === "korvel" ? "ch.korvel" : c.est.key === "orla" ? "ie.orla" : c.est.key);

const javaFrames = (c: Ctx, frames: string[]) => frames.map((f) => `\tat ${f.replace("$P", pkg(c))}`);

export const TEMPLATES: Tpl[] = [
  // ---------------- telco ----------------
  {
    key: "t-auth-prov",
    domain: "telco",
    cat: "authentication",
    role: "prov",
    hints: ["401", "token", "invalid_client", "credential", "authentication", "oauth"],
    sev: "high",
    thin: ["prov"],
    note: (c) =>
      `${c.s("prov")} can no longer obtain an NRF access token (invalid_client) so every UDM provisioning call fails with 401 and SIM swaps and port-ins stall.`,
    run: (c, a, b) => {
      loop(c, a, b, 14, (t) => {
        const id = c.tid();
        c.emit(
          t,
          "prov",
          "ERROR",
          `nrf: POST https://nrf.5gc.internal/oauth2/token: 401 Unauthorized {"error":"invalid_client","error_description":"client authentication failed"}`,
          undefined,
          id,
        );
        c.emit(
          t + 3,
          "prov",
          "ERROR",
          `provisioning order ORD-${c.r.int(100000, 999999)} failed step=PUT sdm/am-data: udm returned 401 (no bearer token)`,
          undefined,
          id,
        );
        const np = `NP${c.r.int(10000000, 99999999)}`;
        for (let k = 1; k <= 3; k++)
          c.emit(
            t + k * ms(c, 200, 900),
            "mnp",
            k < 3 ? "WARN" : "ERROR",
            `Port-in ${np} activation attempt ${k}/3 failed: ${c.s("prov")} responded 502 Bad Gateway`,
            undefined,
            id,
          );
        if (c.r.chance(0.4))
          c.emit(
            t + ms(c, 30, 120),
            "portal",
            "ERROR",
            `POST /api/v2/sim-swap 502 ${ms(c, 80, 400)}ms upstream=${c.s("prov")}`,
            undefined,
            id,
          );
      });
    },
  },
  {
    key: "t-auth-smsc",
    domain: "telco",
    cat: "authentication",
    role: "smsc",
    hints: ["bind", "password", "authentication", "rinvpaswd", "smpp"],
    sev: "medium",
    note: (c) =>
      `After the SMS hub rotated its SMPP password ${c.s("smsc")} fails to re-bind (ESME_RINVPASWD), so A2P and OTP messages queue and expire.`,
    run: (c, a, b) => {
      c.emit(a, "smsc", "WARN", "SMPP session to hub01.smshub.net:2775 closed by peer (unbind)");
      loop(c, a, b, 6, (t, i) => {
        c.emit(
          t,
          "smsc",
          "ERROR",
          `bind_transceiver system_id=${c.est.carrier}_A2P to hub0${(i % 2) + 1}.smshub.net:2775 failed: command_status=0x0000000E ESME_RINVPASWD`,
        );
        c.emit(t + 5, "smsc", "WARN", `outbound queue a2p depth=${1200 + i * 340}, oldest message ${i * 10 + 12}s`);
      });
      loop(c, a + 30000, b, 8, (t) => {
        c.emit(t, "portal", "WARN", `OTP delivery for ${num(c)} not confirmed after 30s, offering voice fallback`);
        if (c.r.chance(0.5))
          c.emit(
            t + 400,
            "mnp",
            "WARN",
            `Port-in SMS confirmation to ${num(c)} undelivered (submit_sm_resp missing), retry scheduled`,
          );
      });
    },
  },
  {
    key: "t-authz-mediation",
    domain: "telco",
    cat: "authorization",
    role: "mediation",
    hints: ["accessdenied", "access denied", "403", "forbidden", "permission", "authorization"],
    sev: "medium",
    note: (c) =>
      `A tightened bucket policy makes ${c.s("mediation")}'s archive upload fail with S3 AccessDenied, so decoded CDR batches are not released to ${c.s("rating")}.`,
    run: (c, a, b) => {
      loop(c, a, b, 5, (t) => {
        const f = `${c.r.pick(["MSC07", "MSC11", "PGW04"])}_${c.r.int(100000, 999999)}.ber`;
        c.emit(t, "mediation", "ERROR", `archive upload failed for ${f}, batch held`, [
          "software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::418273640021:assumed-role/mediation-prod/i-0c2 is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::cdr-archive-prod/2026/11/" +
            f +
            " because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: " +
            c.r.hex(16).toUpperCase() +
            ")",
          ...javaFrames(c, [
            "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
            "$P.mediation.archive.S3Archiver.put(S3Archiver.java:88)",
            "$P.mediation.pipeline.BatchReleaser.release(BatchReleaser.java:61)",
          ]),
        ]);
      });
      loop(c, a + 60000, b, 2, (t, i) =>
        c.emit(
          t,
          "rating",
          "WARN",
          `no new CDR batches from ${c.s("mediation")} for ${i * 30 + 60}s (expected every ~40s)`,
        ),
      );
    },
  },
  {
    key: "t-authz-rating",
    domain: "telco",
    cat: "authorization",
    role: "rating",
    hints: ["authorization", "not authorized", "topicauthorization", "acl", "permission"],
    sev: "medium",
    thin: ["rating"],
    note: (c) =>
      `Kafka ACLs for ${c.s("rating")}'s principal lost WRITE on cdr.rated; it logs TopicAuthorizationException and rated usage stops reaching billing.`,
    run: (c, a, b) => {
      loop(c, a, b, 8, (t) => {
        c.emit(t, "rating", "ERROR", `[Producer clientId=rater-1] failed to send rated batch to cdr.rated`, [
          "org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [cdr.rated]",
        ]);
      });
      loop(c, a + 45000, b, 3, (t) =>
        c.emit(
          t,
          "billing",
          "WARN",
          `usage feed lag on cdr.rated: last message ${c.r.int(2, 9)} min ago, accounts with open usage deferred`,
        ),
      );
      loop(c, a, b, 3, (t) =>
        c.emit(t, "mediation", "WARN", `rating ack outstanding for ${c.r.int(3, 14)} batches, holding release window`),
      );
    },
  },
  {
    key: "t-db-ocs",
    domain: "telco",
    cat: "database",
    role: "ocs",
    hints: ["connection", "pool", "hikari", "database", "sql", "jdbc"],
    sev: "high",
    thin: ["ocs"],
    note: (c) =>
      `${c.s("ocs")}'s HikariCP pool to the balance DB is exhausted, CCRs get 5012 UNABLE_TO_COMPLY and balance queries from the portal and USSD fail.`,
    run: (c, a, b) => {
      loop(c, a, b, 20, (t, i) => {
        const id = c.tid();
        if (i % 4 === 0)
          c.emit(
            t,
            "ocs",
            "ERROR",
            "balance reservation failed",
            [
              "java.sql.SQLTransientConnectionException: balance-ds - Connection is not available, request timed out after 30000ms.",
              ...javaFrames(c, [
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                "$P.ocs.balance.JdbcBalanceStore.reserve(JdbcBalanceStore.java:142)",
                "$P.ocs.gy.CreditControlHandler.onCcrUpdate(CreditControlHandler.java:77)",
              ]),
            ],
            id,
          );
        else
          c.emit(
            t,
            "ocs",
            "WARN",
            `CCR-U Subscription-Id=${num(c)} -> CCA Result-Code=5012 DIAMETER_UNABLE_TO_COMPLY (${ms(c, 29000, 30100)}ms)`,
            undefined,
            id,
          );
        if (c.r.chance(0.4))
          c.emit(
            t + ms(c, 30, 100),
            "portal",
            "ERROR",
            `GET /api/v2/balance 504 30012ms upstream ${c.s("ocs")} timeout`,
            undefined,
            id,
          );
        if (c.r.chance(0.3))
          c.emit(
            t + ms(c, 10, 80),
            "ussd",
            "ERROR",
            `session ${c.r.hex(10)} *100# balance lookup failed: ETIMEDOUT after 10000ms, sent "Service temporarily unavailable"`,
            undefined,
            id,
          );
      });
      loop(c, a + 10000, b, 2, (t) =>
        c.emit(t, "ocs", "WARN", `balance-ds - Pool stats (total=40, active=40, idle=0, waiting=${c.r.int(80, 300)})`),
      );
    },
  },
  {
    key: "t-db-billing",
    domain: "telco",
    cat: "database",
    role: "billing",
    hints: ["psycopg2", "operationalerror", "connection", "postgres", "database", "slots"],
    sev: "medium",
    thin: ["billing"],
    note: (c) =>
      `The bill run's PostgreSQL refuses new connections (slots reserved for superuser) and ${c.s("billing")} workers fail on every account.`,
    run: (c, a, b) => {
      loop(c, a, b, 12, (t) => {
        c.emit(
          t,
          "billing",
          "ERROR",
          `cycle C14 account=${c.r.int(10000000, 99999999)} failed, will retry in next pass`,
          [
            "Traceback (most recent call last):",
            '  File "/app/billrun/worker.py", line 211, in invoice_account',
            "    with pool.connection() as conn:",
            '  File "/usr/local/lib/python3.11/site-packages/psycopg_pool/pool.py", line 139, in connection',
            "    conn = self.getconn(timeout=timeout)",
            'psycopg2.OperationalError: connection to server at "billing-db.internal" (10.40.2.17), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
          ],
        );
      });
      loop(c, a + 30000, b, 2, (t, i) =>
        c.emit(
          t,
          "billing",
          "WARN",
          `bill run BR-2026-11 cycle C14 throughput ${Math.max(0, 40 - i * 9)} accounts/min (target 900)`,
        ),
      );
      loop(c, a, b, 3, (t) =>
        c.emit(t, "portal", "ERROR", `GET /api/v2/invoices 500 ${ms(c, 2000, 5000)}ms invoice service error`),
      );
    },
  },
  {
    key: "t-net-prov",
    domain: "telco",
    cat: "network",
    role: "prov",
    hints: ["dns", "no such host", "lookup", "network", "resolve"],
    sev: "medium",
    thin: ["prov"],
    note: (c) =>
      `${c.s("prov")} cannot resolve the HSS/UDM hostnames (no such host from the cluster resolver) so provisioning orders fail.`,
    run: (c, a, b) => {
      loop(c, a, b, 12, (t) => {
        const host = c.r.pick(["hss01.ims.internal", "udm-sdm.5gc.internal", "hss02.ims.internal"]);
        c.emit(
          t,
          "prov",
          "ERROR",
          `provisioning order ORD-${c.r.int(100000, 999999)} failed: Post "https://${host}/nudm-sdm/v2/imsi-${c.r.int(100000000, 999999999)}": dial tcp: lookup ${host} on 10.96.0.10:53: no such host`,
        );
      });
      loop(c, a + 5000, b, 5, (t) =>
        c.emit(
          t,
          "mnp",
          "ERROR",
          `Port-in NP${c.r.int(10000000, 99999999)} stuck in Scheduled: subscriber creation rejected by ${c.s("prov")} (502)`,
        ),
      );
      loop(c, a + 5000, b, 4, (t) =>
        c.emit(t, "portal", "ERROR", `POST /api/v2/esim/activate 502 ${ms(c, 40, 300)}ms upstream=${c.s("prov")}`),
      );
    },
  },
  {
    key: "t-net-mediation",
    domain: "telco",
    cat: "network",
    role: "mediation",
    hints: ["connection reset", "reset", "network", "sftp", "socket", "route"],
    sev: "medium",
    note: (c) =>
      `${c.s("mediation")}'s SFTP pulls from the MSCs and PGWs fail with connection resets and no route to host, CDR collection stops and rating idles.`,
    run: (c, a, b) => {
      loop(c, a, b, 8, (t, i) => {
        const ne = c.r.pick(["msc07.core.internal", "msc11.core.internal", "pgw04.epc.internal"]);
        c.emit(
          t,
          "mediation",
          i % 3 ? "WARN" : "ERROR",
          `collector ${ne}:22 poll failed, retry ${(i % 5) + 1}/5`,
          i % 3
            ? undefined
            : [
                "com.jcraft.jsch.JSchException: Session.connect: java.net.SocketException: Connection reset",
                ...javaFrames(c, [
                  "com.jcraft.jsch.Session.connect(Session.java:565)",
                  "$P.mediation.collect.SftpCollector.poll(SftpCollector.java:94)",
                ]),
              ],
        );
        if (c.r.chance(0.3))
          c.emit(
            t + 800,
            "mediation",
            "ERROR",
            `collector ${ne}: java.net.NoRouteToHostException: No route to host (Host unreachable)`,
          );
      });
      loop(c, a + 90000, b, 2, (t, i) => c.emit(t, "rating", "INFO", `idle: 0 batches rated in last ${60 + i * 30}s`));
    },
  },
  {
    key: "t-timeout-rating",
    domain: "telco",
    cat: "timeout",
    role: "rating",
    hints: ["timeout", "timed out", "lock", "deadline"],
    sev: "medium",
    thin: ["rating"],
    note: (c) =>
      `A tariff cache refresh in ${c.s("rating")} holds its lock far too long, rating threads time out waiting for it and mediation resubmits batches.`,
    run: (c, a, b) => {
      c.emit(a, "rating", "INFO", "tariff cache refresh started (plans=412, zones=1480)");
      loop(c, a + 30000, b, 7, (t) => {
        c.emit(t, "rating", "ERROR", `rating batch aborted`, [
          "java.util.concurrent.TimeoutException: Timed out waiting for tariff cache read lock after 30000 ms",
          ...javaFrames(c, [
            "$P.rating.tariff.TariffCache.awaitRead(TariffCache.java:203)",
            "$P.rating.engine.BatchRater.rate(BatchRater.java:119)",
            "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)",
          ]),
        ]);
        c.emit(
          t + ms(c, 500, 3000),
          "mediation",
          "WARN",
          `rating ack not received within 60s for batch ${c.r.int(100000, 999999)}, resubmitting (attempt ${c.r.int(2, 4)})`,
        );
      });
    },
  },
  {
    key: "t-timeout-mnp",
    domain: "telco",
    cat: "timeout",
    role: "mnp",
    hints: ["timeout", "timed out", "taskcanceled", "httpclient.timeout"],
    sev: "medium",
    thin: ["mnp"],
    note: (c) =>
      `The national portability clearinghouse stops answering in time; ${c.s("mnp")}'s calls time out after 100 s and port-ins from the portal pile up.`,
    run: (c, a, b) => {
      loop(c, a, b, 6, (t) => {
        const id = c.tid();
        c.emit(
          t,
          "mnp",
          "ERROR",
          `Port-in NP${c.r.int(10000000, 99999999)} SubmitPortRequest failed`,
          [
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
            " ---> System.TimeoutException: The operation was canceled.",
            "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "   at Portability.Clearinghouse.ChClient.SubmitAsync(PortRequest req) in /src/Portability/Clearinghouse/ChClient.cs:line 71",
            "   at Portability.Workflow.PortInSaga.HandleAsync(PortInRequested msg) in /src/Portability/Workflow/PortInSaga.cs:line 44",
          ],
          id,
        );
        if (c.r.chance(0.7))
          c.emit(
            t + ms(c, 10, 50),
            "portal",
            "ERROR",
            `POST /api/v2/port-in 504 ${ms(c, 100010, 100300)}ms upstream ${c.s("mnp")} timed out`,
            undefined,
            id,
          );
      });
    },
  },
  {
    key: "t-rate-prov",
    domain: "telco",
    cat: "rate_limiting",
    role: "prov",
    hints: ["429", "rate", "throttl", "too many requests", "limit"],
    sev: "medium",
    note: (c) =>
      `A bulk eSIM migration pushes ${c.s("prov")} over the UDR's request quota; the UDR answers 429 and retries amplify it while orders back up.`,
    run: (c, a, b) => {
      c.emit(a, "prov", "INFO", "bulk job MIG-ESIM-0412 started: 48210 subscribers, concurrency=64");
      loop(c, a, b, 26, (t, i) => {
        const retry = (i % 4) + 1;
        c.emit(
          t,
          "prov",
          i % 2 ? "WARN" : "ERROR",
          `PUT /nudr-dr/v2/subscription-data/imsi-${c.r.int(100000000, 999999999)}/provisioned-data: 429 Too Many Requests (Retry-After: 2), attempt ${retry}/5`,
        );
      });
      loop(c, a + 20000, b, 5, (t) =>
        c.emit(
          t,
          "portal",
          "WARN",
          `POST /api/v2/sim-swap 503 ${ms(c, 2000, 8000)}ms: ${c.s("prov")} busy, asked client to retry`,
        ),
      );
      loop(c, a + 20000, b, 3, (t) =>
        c.emit(t, "mnp", "WARN", `Port-in activation deferred: ${c.s("prov")} queue depth ${c.r.int(900, 4000)}`),
      );
    },
  },
  {
    key: "t-rate-smsc",
    domain: "telco",
    cat: "rate_limiting",
    role: "smsc",
    hints: ["throttl", "rthrottled", "rate", "limit", "tps"],
    sev: "medium",
    note: (c) =>
      `A bank's OTP campaign exceeds the interconnect hub's TPS and ${c.s("smsc")} receives ESME_RTHROTTLED on most submits; the portal's OTPs arrive late.`,
    run: (c, a, b) => {
      loop(c, a, b, 30, (t) => {
        c.emit(
          t,
          "smsc",
          "WARN",
          `submit_sm_resp seq=${c.r.int(1000, 999999)} command_status=0x00000058 ESME_RTHROTTLED from hub01.smshub.net, requeue in 1000ms`,
        );
      });
      loop(c, a + 15000, b, 3, (t) =>
        c.emit(t, "smsc", "ERROR", `window for hub01 exhausted: 200/200 TPS, ${c.r.int(2000, 9000)} messages waiting`),
      );
      loop(c, a + 30000, b, 6, (t) =>
        c.emit(t, "portal", "WARN", `OTP for login not delivered within 60s for ${num(c)}, user requested resend`),
      );
    },
  },
  {
    key: "t-valid-mediation",
    domain: "telco",
    cat: "validation",
    role: "mediation",
    hints: ["decode", "asn", "validation", "invalid", "schema", "tag"],
    sev: "medium",
    note: (c) =>
      `After the MSC vendor's software upgrade, ${c.s("mediation")} rejects every MSC CDR with an ASN.1 decode error on an unknown tag and voice usage stops being rated.`,
    run: (c, a, b) => {
      loop(c, a, b, 8, (t) => {
        const f = `MSC${c.r.pick(["07", "11"])}_${c.r.int(100000, 999999)}.ber`;
        c.emit(
          t,
          "mediation",
          "ERROR",
          `rejected ${f}: ${c.r.int(600, 9000)}/${c.r.int(9000, 9500)} records invalid, moved to /spool/cdr/reject`,
          [
            "org.bouncycastle.asn1.ASN1Exception: corrupted stream - unknown tag [PRIVATE 98] in MSCRecord.callEventRecord, expected one of [0..47]",
            ...javaFrames(c, [
              "$P.mediation.decode.Ts32298Decoder.decode(Ts32298Decoder.java:212)",
              "$P.mediation.pipeline.FileWorker.run(FileWorker.java:58)",
            ]),
          ],
        );
      });
      loop(c, a + 60000, b, 2, (t) =>
        c.emit(t, "rating", "WARN", `voice usage volume ${c.r.int(0, 4)}% of forecast for current window`),
      );
    },
  },
  {
    key: "t-valid-billing",
    domain: "telco",
    cat: "validation",
    role: "billing",
    hints: ["validationerror", "validation", "pydantic", "decimal", "invalid"],
    sev: "medium",
    note: (c) =>
      `${c.s("billing")} rejects invoices whose prorated totals carry more than two decimals (pydantic ValidationError) and skips those accounts in the bill run.`,
    run: (c, a, b) => {
      loop(c, a, b, 14, (t) => {
        c.emit(
          t,
          "billing",
          "ERROR",
          `invoice build failed for account ${c.r.int(10000000, 99999999)}, account skipped`,
          [
            "Traceback (most recent call last):",
            '  File "/app/billrun/invoice.py", line 98, in build_invoice',
            "    return Invoice(**payload)",
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for Invoice",
            "total_due",
            `  Decimal input should have no more than 2 decimal places [type=decimal_max_places, input_value=Decimal('${c.r.int(10, 99)}.${c.r.int(100, 999)}'), input_type=Decimal]`,
          ],
        );
      });
      loop(c, a + 40000, b, 2, (t) =>
        c.emit(t, "billing", "WARN", `bill run BR-2026-11 cycle C14 skipped accounts=${c.r.int(300, 4000)}`),
      );
    },
  },
  {
    key: "t-null-ocs",
    domain: "telco",
    cat: "null_reference",
    role: "ocs",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: (c) =>
      `${c.s("ocs")} throws NullPointerException on CCR-I requests without Subscription-Id (inbound roamers) and answers 5012, so their data sessions are refused.`,
    run: (c, a, b) => {
      loop(c, a, b, 14, (t) => {
        c.emit(
          t,
          "ocs",
          "ERROR",
          `Exception in Gy handler for Session-Id=pgw04;${c.r.int(1600000000, 1799999999)};${c.r.hex(8)}`,
          [
            'java.lang.NullPointerException: Cannot invoke "String.length()" because "msisdn" is null',
            ...javaFrames(c, [
              "$P.ocs.subscriber.MsisdnNormalizer.normalize(MsisdnNormalizer.java:31)",
              "$P.ocs.gy.CreditControlHandler.onCcrInitial(CreditControlHandler.java:52)",
              "org.jdiameter.server.impl.app.cca.ServerCCASessionImpl.processRequest(ServerCCASessionImpl.java:211)",
            ]),
          ],
        );
        c.emit(t + 2, "ocs", "WARN", "CCA Result-Code=5012 DIAMETER_UNABLE_TO_COMPLY sent");
      });
    },
  },
  {
    key: "t-null-portal",
    domain: "telco",
    cat: "null_reference",
    role: "portal",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: (c) =>
      `${c.s("portal")} crashes rendering the bundles page for subscribers without an active plan (TypeError reading 'bundles' of undefined) and returns 500.`,
    run: (c, a, b) => {
      loop(c, a, b, 12, (t) => {
        c.emit(t, "portal", "ERROR", `GET /api/v2/bundles 500 ${ms(c, 10, 40)}ms`, [
          "TypeError: Cannot read properties of undefined (reading 'bundles')",
          "    at mapOffers (/app/dist/routes/bundles.js:48:31)",
          "    at async Promise.all (index 1)",
          "    at async /app/dist/routes/bundles.js:22:20",
        ]);
      });
    },
  },
  {
    key: "t-conf-ussd",
    domain: "telco",
    cat: "configuration",
    role: "ussd",
    hints: ["config", "menu", "not found", "route", "missing"],
    sev: "medium",
    note: (c) =>
      `Right after a release ${c.s("ussd")} loads a menu table name that does not exist, so *100# and *121# sessions end with "unknown service code".`,
    run: (c, a, b) => {
      c.emit(a, "ussd", "INFO", "ussd-gateway v7.4.0 starting (NODE_ENV=production)");
      c.emit(
        a + 1500,
        "ussd",
        "WARN",
        "menu table 'prepaid_v7' not found in menus.yaml, routing table has 3 entries (expected 41)",
      );
      loop(c, a + 3000, b, 16, (t) => {
        const code = c.r.pick(["*100#", "*121#", "*135*2#"]);
        c.emit(
          t,
          "ussd",
          "ERROR",
          `session ${c.r.hex(10)} ${code}: no route for service code (menu table 'prepaid_v7' missing), replying "Unknown service code"`,
        );
      });
    },
  },
  {
    key: "t-conf-prov",
    domain: "telco",
    cat: "configuration",
    role: "prov",
    hints: ["config", "profile", "unknown", "missing", "yaml"],
    sev: "medium",
    note: (c) =>
      `After a config push ${c.s("prov")} refers to an HSS service profile that is not defined, so new subscriber creation fails for port-ins and new SIMs.`,
    run: (c, a, b) => {
      c.emit(
        a,
        "prov",
        "INFO",
        "config reloaded from /etc/prov/provisioning.yaml (sha 3f9a1c2), hss.profiles: 14 entries",
      );
      loop(c, a, b, 10, (t) => {
        c.emit(
          t,
          "prov",
          "ERROR",
          `provisioning order ORD-${c.r.int(100000, 999999)} rejected: unknown HSS profile "VOLTE_STD_V2" (not in hss.profiles)`,
        );
      });
      loop(c, a + 4000, b, 4, (t) =>
        c.emit(
          t,
          "mnp",
          "WARN",
          `Port-in NP${c.r.int(10000000, 99999999)} subscriber creation failed (${c.s("prov")} 422), retrying in 300s`,
        ),
      );
    },
  },
  {
    key: "t-dep-mnp",
    domain: "telco",
    cat: "dependency",
    role: "mnp",
    hints: ["503", "unavailable", "circuit", "clearinghouse", "dependency"],
    sev: "medium",
    note: (c) =>
      `The national portability clearinghouse answers 503 Service Unavailable, ${c.s("mnp")}'s circuit breaker opens and all port requests are parked.`,
    run: (c, a, b) => {
      loop(c, a, b, 10, (t, i) => {
        if (i === 6)
          c.emit(
            t,
            "mnp",
            "WARN",
            "Circuit breaker 'clearinghouse' transitioned from Closed to Open (failure ratio 0.83)",
          );
        else if (i > 6 && i % 5 === 0)
          c.emit(t, "mnp", "WARN", "Circuit breaker 'clearinghouse' is Open, call rejected (BrokenCircuitException)");
        else
          c.emit(
            t,
            "mnp",
            "ERROR",
            `Clearinghouse GetPortStatus failed: Response status code does not indicate success: 503 (Service Unavailable).`,
          );
      });
      loop(c, a + 10000, b, 4, (t) =>
        c.emit(t, "portal", "ERROR", `GET /api/v2/port-in/status 503 ${ms(c, 5, 30)}ms upstream=${c.s("mnp")}`),
      );
    },
  },
  {
    key: "t-dep-ocs-pcrf",
    domain: "telco",
    cat: "dependency",
    role: "ocs",
    hints: ["kafka", "broker", "unavailable", "dependency", "connection"],
    sev: "medium",
    note: (c) =>
      `The Kafka cluster behind usage events goes down; ${c.s("ocs")} cannot publish charging events (broker not available), buffers fill and it starts refusing new sessions.`,
    run: (c, a, b) => {
      loop(c, a, b, 10, (t, i) => {
        c.emit(
          t,
          "ocs",
          "WARN",
          `[Producer clientId=ocs-events] Connection to node ${(i % 3) + 1} (kafka-${i % 3}.kafka.internal/10.40.8.${11 + (i % 3)}:9092) could not be established. Broker may not be available.`,
        );
      });
      loop(c, a + 60000, b, 6, (t) => {
        c.emit(t, "ocs", "ERROR", `usage event buffer full (65536), CCR-I rejected with 5012`, [
          "org.apache.kafka.common.errors.TimeoutException: Topic charging.usage not present in metadata after 60000 ms.",
        ]);
        if (c.r.chance(0.5))
          c.emit(t + 50, "ussd", "ERROR", `session ${c.r.hex(10)} *100#: ${c.s("ocs")} returned 503`);
      });
    },
  },
  {
    key: "t-mem-rating",
    domain: "telco",
    cat: "memory",
    role: "rating",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: (c) =>
      `${c.s("rating")} runs out of Java heap rating an oversized roaming TAP file, GC thrashes and the pod restarts repeatedly.`,
    run: (c, a, b) => {
      c.emit(a, "rating", "WARN", "GC overhead: 94% of time in G1 Full GC over last 60s, heap 3968M/4096M");
      loop(c, a + 40000, b, 2, (t) => {
        c.emit(t, "rating", "ERROR", 'Uncaught exception in thread "rater-worker-3"', [
          "java.lang.OutOfMemoryError: Java heap space",
          ...javaFrames(c, [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "$P.rating.tap.TapFileReader.readAll(TapFileReader.java:77)",
          ]),
        ]);
        c.emit(
          t + 3000,
          "rating",
          "INFO",
          `Started RatingApplication in ${c.r.int(140, 220) / 10} seconds (process running for 23.4)`,
        );
        c.emit(
          t + ms(c, 4000, 9000),
          "mediation",
          "WARN",
          `rating ack not received within 60s for batch ${c.r.int(100000, 999999)}, resubmitting`,
        );
      });
    },
  },
  {
    key: "t-mem-ussd",
    domain: "telco",
    cat: "memory",
    role: "ussd",
    hints: ["heap", "memory", "allocation", "oom"],
    sev: "high",
    quiet: true,
    note: (c) =>
      `${c.s("ussd")} leaks session state until V8 hits its heap limit and the process aborts, restarts, and leaks again.`,
    run: (c, a, b) => {
      loop(c, a - 120000, a, 1, (t, i) =>
        c.emit(t, "ussd", "WARN", `session store size ${48000 + i * 9000} (ttl sweep removed 0)`),
      );
      for (let t = a; t < b; t += c.r.int(70000, 110000)) {
        c.emit(
          t,
          "ussd",
          "FATAL",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          [
            " 1: 0xb7a940 node::Abort() [node]",
            " 2: 0xa8e823  [node]",
            " 3: 0xd5c990 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
            " 4: 0xf39fe5 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
          ],
        );
        c.emit(t + 6000, "ussd", "INFO", "ussd-gateway v7.3.2 listening on :8080");
        for (let k = 0; k < 20; k++)
          c.emit(t + 7000 + k * 1500, "ussd", "INFO", `session ${c.r.hex(10)} BEGIN *100# from ${num(c)}`);
      }
      loop(c, a, b, 5, (t) =>
        c.emit(t, "portal", "WARN", `ussd callback for ${num(c)} failed: socket hang up (ECONNRESET)`),
      );
    },
  },
  {
    key: "t-disk-mediation",
    domain: "telco",
    cat: "disk",
    role: "mediation",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "high",
    note: (c) =>
      `The CDR spool volume of ${c.s("mediation")} fills up, writes fail with No space left on device and collection stops.`,
    run: (c, a, b) => {
      c.emit(a - 60000, "mediation", "WARN", "spool /var/spool/cdr usage 93% (threshold 90%)");
      loop(c, a, b, 8, (t) => {
        c.emit(
          t,
          "mediation",
          "ERROR",
          `failed to stage ${c.r.pick(["MSC07", "PGW04", "IMS01"])}_${c.r.int(100000, 999999)}.ber`,
          [
            "java.io.IOException: No space left on device",
            ...javaFrames(c, [
              "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
              "$P.mediation.collect.Stager.stage(Stager.java:44)",
            ]),
          ],
        );
      });
    },
  },
  {
    key: "t-disk-smsc",
    domain: "telco",
    cat: "disk",
    role: "smsc",
    hints: ["read-only", "read only", "disk", "filesystem", "erofs"],
    sev: "high",
    note: (c) =>
      `The store-and-forward volume of ${c.s("smsc")} is remounted read-only after I/O errors, so every submit_sm is answered with a system error.`,
    run: (c, a, b) => {
      c.emit(
        a,
        "smsc",
        "FATAL",
        "sfstore: journal write failed: /var/lib/smsc/store/journal.0042: Read-only file system (errno 30)",
      );
      loop(c, a, b, 20, (t) => {
        c.emit(
          t,
          "smsc",
          "ERROR",
          `submit_sm from ${c.r.pick(["bank_otp", "aggr_lk", "p2p"])} refused: store append failed (EROFS), command_status=0x00000008 ESME_RSYSERR`,
        );
      });
      loop(c, a + 10000, b, 5, (t) =>
        c.emit(t, "portal", "ERROR", `OTP send failed for ${num(c)}: SMSC replied ESME_RSYSERR`),
      );
    },
  },
  {
    key: "t-unknown-prov",
    domain: "telco",
    cat: "unknown",
    role: "prov",
    hints: ["exit", "crash", "unavailable", "unknown", "restart"],
    sev: "medium",
    quiet: true,
    note: (c) =>
      `${c.s("prov")} stops logging and keeps exiting with status 2 without a message; callers see connection refused and 503s.`,
    run: (c, a, b) => {
      for (let t = a + 20000; t < b; t += c.r.int(60000, 120000)) {
        c.emit(t, "prov", "INFO", "starting provisioning service build=2026.11.3 go1.22.5");
        c.emit(t + 1800, "prov", "ERROR", "exit status 2");
      }
      loop(c, a, b, 10, (t) => {
        c.emit(
          t,
          c.r.pick(["mnp", "portal"] as const),
          "ERROR",
          `call to ${c.s("prov")} failed: connect ECONNREFUSED 10.40.3.22:8443`,
        );
      });
    },
  },
  {
    key: "t-unknown-billing",
    domain: "telco",
    cat: "unknown",
    role: "billing",
    hints: ["exit", "killed", "worker", "unknown", "crash"],
    sev: "medium",
    quiet: true,
    note: (c) =>
      `${c.s("billing")} workers die one after another (exited with code 1, no traceback) and the bill run stalls.`,
    run: (c, a, b) => {
      loop(c, a, b, 3, (t, i) => {
        c.emit(t, "billing", "ERROR", `[celery] Worker exited prematurely: exitcode 1 Job: ${c.r.int(1000, 9999)}.`);
        if (i % 2 === 0) c.emit(t + 200, "billing", "WARN", `pool: replacing worker ForkPoolWorker-${i + 3}`);
      });
      loop(c, a + 60000, b, 1, (t) =>
        c.emit(t, "portal", "WARN", "invoice status for cycle C14 still 'in progress' (SLA 06:00)"),
      );
    },
  },
  // ---------------- air ----------------
  {
    key: "a-auth-gds",
    domain: "air",
    cat: "authentication",
    role: "gds",
    hints: ["sign", "authenticate", "password", "authentication", "credential"],
    sev: "high",
    thin: ["gds"],
    note: (c) =>
      `${c.s("gds")}'s 1A sign-in fails with an expired password after a session pool recycle, so availability and PNR sync to the GDS stop.`,
    run: (c, a, b) => {
      c.emit(a, "gds", "INFO", "EDIFACT session pool 1A: recycling 24 sessions (scheduled)");
      loop(c, a, b, 12, (t) => {
        c.emit(
          t,
          "gds",
          "ERROR",
          `Security_Authenticate rejected for office OSLSV08AA: ERC 16001 INVALID PASSWORD - PASSWORD EXPIRED`,
        );
      });
      loop(c, a + 10000, b, 8, (t) =>
        c.emit(t, "ndc", "ERROR", `AirShoppingRQ failed: no 1A session available from ${c.s("gds")} (pool 0/24)`),
      );
      loop(c, a + 10000, b, 4, (t) =>
        c.emit(t, "res", "WARN", `PNR sync to 1A deferred: ${c.s("gds")} returned NO_SESSION`),
      );
    },
  },
  {
    key: "a-auth-seats",
    domain: "air",
    cat: "authentication",
    role: "seats",
    hints: ["401", "invalid_client", "token", "authentication", "credential"],
    sev: "medium",
    thin: ["seats"],
    note: (c) =>
      `${c.s("seats")}'s OAuth client secret expired; it cannot get a token for the inventory API and check-in receives 502 for seat maps.`,
    run: (c, a, b) => {
      loop(c, a, b, 12, (t) => {
        const id = c.tid();
        c.emit(
          t,
          "seats",
          "ERROR",
          `token refresh: oauth2: "invalid_client" "AADSTS7000222: The provided client secret keys for app 'seatmap-prod' are expired."`,
          undefined,
          id,
        );
        c.emit(
          t + ms(c, 20, 80),
          "checkin",
          "ERROR",
          `Seat map for ${flt(c)} unavailable: HttpRequestException 502 (Bad Gateway) from ${c.s("seats")}`,
          undefined,
          id,
        );
      });
    },
  },
  {
    key: "a-authz-res",
    domain: "air",
    cat: "authorization",
    role: "res",
    hints: ["permission", "denied", "privilege", "authorization", "grant"],
    sev: "medium",
    note: (c) =>
      `A schema migration revoked ${c.s("res")}'s grant on pnr_remarks; writes fail with permission denied and PNR modifications are rejected.`,
    run: (c, a, b) => {
      loop(c, a, b, 10, (t) => {
        const id = c.tid();
        c.emit(
          t,
          "res",
          "ERROR",
          `PNR modify failed`,
          [
            "org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [insert into pnr_remarks (pnr, seq, text) values (?, ?, ?)]; SQL state [42501]; error code [0]; ERROR: permission denied for table pnr_remarks",
            "\tat org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)",
            `\tat com.${c.est.key}.pss.res.RemarkRepository.append(RemarkRepository.java:63)`,
          ],
          id,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + ms(c, 10, 60),
            "ndc",
            "ERROR",
            `OrderChangeRQ rejected: ${c.s("res")} returned 500`,
            undefined,
            id,
          );
      });
    },
  },
  {
    key: "a-authz-ops",
    domain: "air",
    cat: "authorization",
    role: "ops",
    hints: ["accessdenied", "access denied", "forbidden", "403", "authorization"],
    sev: "medium",
    note: (c) =>
      `${c.s("ops")} loses s3:PutObject on the ops snapshot bucket and its movement snapshots stop being published.`,
    run: (c, a, b) => {
      loop(c, a, b, 6, (t) => {
        c.emit(t, "ops", "ERROR", "snapshot publish failed", [
          "Aws::S3::Errors::AccessDenied: Access Denied",
          "/usr/local/bundle/gems/aws-sdk-core-3.191.0/lib/seahorse/client/plugins/raise_response_errors.rb:17:in `call'",
          "/app/lib/feed/snapshot_publisher.rb:42:in `publish'",
          "/app/lib/feed/poller.rb:88:in `block in run'",
        ]);
      });
      loop(c, a + 60000, b, 2, (t) =>
        c.emit(t, "wab", "WARN", `ops snapshot older than ${c.r.int(3, 9)} min, using last known ETDs`),
      );
    },
  },
  {
    key: "a-db-res",
    domain: "air",
    cat: "database",
    role: "res",
    hints: ["connection", "hikari", "pool", "database", "jdbc", "sql"],
    sev: "high",
    thin: ["res"],
    note: (c) => `${c.s("res")} exhausts its Oracle connection pool; PNR retrieves from check-in and NDC time out.`,
    run: (c, a, b) => {
      loop(c, a, b, 18, (t, i) => {
        const id = c.tid();
        if (i % 3 === 0)
          c.emit(
            t,
            "res",
            "ERROR",
            "PNR retrieve failed",
            [
              "java.sql.SQLTransientConnectionException: pnr-pool - Connection is not available, request timed out after 30001ms.",
              "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
              `\tat com.${c.est.key}.pss.res.PnrRepository.find(PnrRepository.java:51)`,
            ],
            id,
          );
        c.emit(
          t + ms(c, 30, 90),
          c.r.pick(["checkin", "ndc"] as const),
          "ERROR",
          `PNR lookup ${c.s("res")} timed out after 30000 ms`,
          undefined,
          id,
        );
      });
    },
  },
  {
    key: "a-db-checkin",
    domain: "air",
    cat: "database",
    role: "checkin",
    hints: ["sqlexception", "deadlock", "sql", "database"],
    sev: "medium",
    note: (c) =>
      `${c.s("checkin")}'s SQL Server transactions deadlock on the passenger table during flight close, and check-ins fail.`,
    run: (c, a, b) => {
      loop(c, a, b, 10, (t) => {
        c.emit(t, "checkin", "ERROR", `Check-in failed for ${flt(c)}`, [
          "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 87) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
          "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
          "   at Dcs.Checkin.Data.PassengerStore.AcceptAsync(Guid paxId) in /src/Dcs.Checkin/Data/PassengerStore.cs:line 118",
          "ClientConnectionId:3c1b6a0e-2d4f-4d1a-9a55-1f0f5c2b7e11",
          "Error Number:1205,State:51,Class:13",
        ]);
      });
    },
  },
  {
    key: "a-net-bags",
    domain: "air",
    cat: "network",
    role: "bags",
    hints: ["connection reset", "reset", "socket", "network", "connect"],
    sev: "medium",
    note: (c) =>
      `${c.s("bags")}'s TCP link to the airport baggage handling system keeps being reset, BSMs are not delivered and bags are held at sortation.`,
    run: (c, a, b) => {
      loop(c, a, b, 8, (t, i) => {
        c.emit(
          t,
          "bags",
          i % 2 ? "WARN" : "ERROR",
          `BHS link ${c.est.hub}-BHS1 10.60.1.40:7001 dropped, reconnect ${(i % 6) + 1}`,
          i % 2
            ? undefined
            : [
                "java.net.SocketException: Connection reset",
                "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)",
                `\tat com.${c.est.key}.brs.bhs.BhsLink.readAck(BhsLink.java:97)`,
              ],
        );
      });
      loop(c, a + 60000, b, 3, (t) =>
        c.emit(t, "boarding", "WARN", `${flt(c)}: ${c.r.int(3, 30)} bags without load authority, holding door`),
      );
    },
  },
  {
    key: "a-net-boarding",
    domain: "air",
    cat: "network",
    role: "boarding",
    hints: ["name or service not known", "dns", "httprequestexception", "network", "resolve"],
    sev: "medium",
    note: (c) =>
      `${c.s("boarding")} cannot resolve the check-in service's hostname after a resolver change; every gate scan fails.`,
    run: (c, a, b) => {
      loop(c, a, b, 16, (t) => {
        c.emit(t, "boarding", "ERROR", `${flt(c)} scan rejected: passenger lookup failed`, [
          `System.Net.Http.HttpRequestException: Name or service not known (${c.s("checkin")}.${c.est.namespace}.svc:443)`,
          " ---> System.Net.Sockets.SocketException (0xFFFDFFFE): Name or service not known",
          "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          "   at Gate.Boarding.Services.PaxLookup.GetAsync(String bcbp) in /src/Gate.Boarding/Services/PaxLookup.cs:line 39",
        ]);
      });
    },
  },
  {
    key: "a-timeout-wab",
    domain: "air",
    cat: "timeout",
    role: "wab",
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    sev: "medium",
    thin: ["wab"],
    note: (c) =>
      `${c.s("wab")}'s load sheet computation starts exceeding its 45 s deadline; flights cannot be finalised and departures are held.`,
    run: (c, a, b) => {
      loop(c, a, b, 5, (t) => {
        const f = flt(c);
        c.emit(t, "wab", "ERROR", `load sheet ${f} computation cancelled`, [
          "Traceback (most recent call last):",
          '  File "/app/wab/service.py", line 77, in compute_loadsheet',
          "    result = await asyncio.wait_for(solver.solve(flight), timeout=45)",
          '  File "/usr/local/lib/python3.12/asyncio/tasks.py", line 520, in wait_for',
          "    return await fut",
          "TimeoutError",
        ]);
        c.emit(t + 500, "checkin", "WARN", `${f}: final load sheet not received, closing delayed`);
        if (c.r.chance(0.5)) c.emit(t + 900, "boarding", "WARN", `${f}: departure held awaiting loadsheet`);
      });
    },
  },
  {
    key: "a-timeout-seats",
    domain: "air",
    cat: "timeout",
    role: "seats",
    hints: ["timeout", "deadline", "lock", "timed out"],
    sev: "medium",
    note: (c) =>
      `${c.s("seats")} cannot acquire seat locks in time (context deadline exceeded), seat assignment at check-in fails.`,
    run: (c, a, b) => {
      loop(c, a, b, 16, (t) => {
        const id = c.tid();
        c.emit(
          t,
          "seats",
          "ERROR",
          `assign seat ${c.r.int(1, 32)}${c.r.pick(["A", "C", "D", "F"])} on ${flt(c)}: acquire seat lock: context deadline exceeded (5s)`,
          undefined,
          id,
        );
        if (c.r.chance(0.6))
          c.emit(
            t + ms(c, 5000, 5100),
            "checkin",
            "WARN",
            `seat assignment timed out, passenger checked in without seat (SBY)`,
            undefined,
            id,
          );
      });
    },
  },
  {
    key: "a-rate-ndc",
    domain: "air",
    cat: "rate_limiting",
    role: "ndc",
    hints: ["429", "rate", "throttl", "limit", "quota"],
    sev: "medium",
    note: (c) =>
      `A meta-search partner floods ${c.s("ndc")}; the shared fare engine quota is hit and it answers 429 to sellers.`,
    run: (c, a, b) => {
      loop(c, a, b, 30, (t) => {
        c.emit(
          t,
          "ndc",
          "WARN",
          `AirShoppingRQ from ${c.r.pick(["KAYAK", "SKYSCAN", "KAYAK"])} throttled: 429 Too Many Requests (fare engine quota 400 rps exceeded)`,
        );
      });
      loop(c, a + 20000, b, 4, (t) =>
        c.emit(t, "ndc", "ERROR", `OrderCreateRQ from TMC-AMEX failed: upstream pricing returned 429, Retry-After 5`),
      );
    },
  },
  {
    key: "a-rate-checkin",
    domain: "air",
    cat: "rate_limiting",
    role: "checkin",
    hints: ["429", "rate", "throttl", "too many requests", "quota"],
    sev: "medium",
    note: (c) =>
      `${c.s("checkin")} exceeds the APIS/Timatic gateway's request quota during a bank of departures; document checks get 429 and check-in stalls.`,
    run: (c, a, b) => {
      loop(c, a, b, 20, (t) => {
        c.emit(
          t,
          "checkin",
          "WARN",
          `Timatic document check for ${flt(c)} throttled: 429 Too Many Requests (Retry-After: 3)`,
        );
      });
      loop(c, a + 30000, b, 4, (t) =>
        c.emit(t, "checkin", "WARN", `APIS submission for ${flt(c)} failed after 5 attempts: 429 Too Many Requests`),
      );
    },
  },
  {
    key: "a-valid-gds",
    domain: "air",
    cat: "validation",
    role: "gds",
    hints: ["edifact", "syntax", "segment", "validation", "invalid", "parse"],
    sev: "medium",
    note: (c) =>
      `${c.s("gds")} starts rejecting inbound PNRADD messages as invalid EDIFACT (element too long in TIF) and bookings made via the GDS are not stored.`,
    run: (c, a, b) => {
      loop(c, a, b, 10, (t) => {
        c.emit(
          t,
          "gds",
          "ERROR",
          `CONTRL sent for PNRADD UNH ${c.r.int(1000, 9999)}: segment TIF element 6353 length 74 exceeds max 70 (UN/EDIFACT syntax error 39)`,
        );
      });
      loop(c, a + 30000, b, 3, (t) =>
        c.emit(t, "res", "WARN", `GDS booking count last 5 min: ${c.r.int(0, 3)} (baseline ~60)`),
      );
    },
  },
  {
    key: "a-valid-ndc",
    domain: "air",
    cat: "validation",
    role: "ndc",
    hints: ["schema", "validation", "invalid", "xsd", "cvc"],
    sev: "medium",
    note: (c) =>
      `${c.s("ndc")} rejects OrderCreateRQ from sellers with XSD validation errors on PaxRefID after a schema update.`,
    run: (c, a, b) => {
      loop(c, a, b, 10, (t) => {
        c.emit(t, "ndc", "ERROR", `OrderCreateRQ rejected`, [
          "org.xml.sax.SAXParseException; lineNumber: 41; columnNumber: 29; cvc-complex-type.2.4.a: Invalid content was found starting with element 'PaxRefID'. One of '{\"http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage\":PaxJourneyRefID}' is expected.",
          "\tat org.apache.xerces.util.ErrorHandlerWrapper.createSAXParseException(Unknown Source)",
          `\tat com.${c.est.key}.ndc.order.OrderCreateValidator.validate(OrderCreateValidator.kt:36)`,
        ]);
      });
    },
  },
  {
    key: "a-null-checkin",
    domain: "air",
    cat: "null_reference",
    role: "checkin",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: (c) =>
      `${c.s("checkin")} throws NullReferenceException building APIS data for passengers without a document, and their check-in fails.`,
    run: (c, a, b) => {
      loop(c, a, b, 12, (t) => {
        c.emit(t, "checkin", "ERROR", `Unhandled exception checking in passenger on ${flt(c)}`, [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          "   at Dcs.Checkin.Apis.ApisBuilder.Build(Passenger pax) in /src/Dcs.Checkin/Apis/ApisBuilder.cs:line 57",
          "   at Dcs.Checkin.Controllers.CheckinController.Accept(AcceptRequest req) in /src/Dcs.Checkin/Controllers/CheckinController.cs:line 93",
        ]);
      });
    },
  },
  {
    key: "a-null-ops",
    domain: "air",
    cat: "null_reference",
    role: "ops",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "medium",
    note: (c) =>
      `${c.s("ops")} crashes on MVT messages without an estimated time (NoMethodError on nil) and movements stop being applied.`,
    run: (c, a, b) => {
      loop(c, a, b, 8, (t) => {
        c.emit(t, "ops", "ERROR", `MVT ${flt(c)} could not be applied`, [
          "NoMethodError: undefined method `utc' for nil:NilClass",
          "/app/lib/feed/mvt_parser.rb:61:in `estimated_time'",
          "/app/lib/feed/mvt_parser.rb:23:in `parse'",
          "/app/lib/feed/poller.rb:71:in `block in run'",
        ]);
      });
    },
  },
  {
    key: "a-conf-boarding",
    domain: "air",
    cat: "configuration",
    role: "boarding",
    hints: ["config", "not found", "missing", "profile", "setting"],
    sev: "medium",
    note: (c) =>
      `Right after a release ${c.s("boarding")} no longer finds the gate profile for its hub station, so boarding cannot start on those gates.`,
    run: (c, a, b) => {
      c.emit(a, "boarding", "INFO", "Application started. Hosting environment: Production; version 5.2.0");
      loop(c, a, b, 10, (t) => {
        c.emit(
          t,
          "boarding",
          "ERROR",
          `Cannot open boarding for ${flt(c)}: gate profile for station ${c.est.hub} not found in configuration section 'Gates:Profiles'`,
        );
      });
    },
  },
  {
    key: "a-conf-wab",
    domain: "air",
    cat: "configuration",
    role: "wab",
    hints: ["config", "missing", "keyerror", "aircraft"],
    sev: "medium",
    note: (c) =>
      `After a config reload ${c.s("wab")} is missing an aircraft registration in its weights table, so load sheets for that fleet fail with KeyError.`,
    run: (c, a, b) => {
      c.emit(a, "wab", "INFO", "reloaded aircraft weights from config/fleet.yaml (22 registrations)");
      loop(c, a, b, 6, (t) => {
        c.emit(t, "wab", "ERROR", `load sheet ${flt(c)} failed`, [
          "Traceback (most recent call last):",
          '  File "/app/wab/weights.py", line 33, in dry_operating_weight',
          "    return FLEET[registration].dow",
          "KeyError: 'LN-NGA'",
        ]);
      });
    },
  },
  {
    key: "a-dep-ops",
    domain: "air",
    cat: "dependency",
    role: "ops",
    hints: ["503", "502", "unavailable", "provider", "dependency"],
    sev: "medium",
    note: (c) =>
      `The external flight status provider returns 502/503 and ${c.s("ops")} can no longer refresh movements.`,
    run: (c, a, b) => {
      loop(c, a, b, 8, (t, i) => {
        c.emit(
          t,
          "ops",
          "WARN",
          `feed poll failed: flightstatus provider responded ${c.r.pick(["503 Service Unavailable", "502 Bad Gateway"])} (attempt ${(i % 3) + 1}/3)`,
        );
      });
    },
  },
  {
    key: "a-dep-bags",
    domain: "air",
    cat: "dependency",
    role: "bags",
    hints: ["worldtracer", "503", "unavailable", "circuit", "dependency"],
    sev: "medium",
    note: (c) =>
      `SITA WorldTracer answers 503 and ${c.s("bags")}'s circuit breaker opens; mishandled-bag reports cannot be filed.`,
    run: (c, a, b) => {
      loop(c, a, b, 8, (t, i) => {
        if (i === 5) c.emit(t, "bags", "WARN", "CircuitBreaker 'worldtracer' changed state from CLOSED to OPEN");
        else if (i > 5 && i % 3 === 0)
          c.emit(t, "bags", "WARN", "CircuitBreaker 'worldtracer' is OPEN and does not permit further calls");
        else c.emit(t, "bags", "ERROR", `WorldTracer AHL create failed: 503 Service Unavailable from wtr.sita.aero`);
      });
    },
  },
  {
    key: "a-mem-seats",
    domain: "air",
    cat: "memory",
    role: "seats",
    hints: ["out of memory", "memory", "oom", "oomkilled"],
    sev: "high",
    quiet: true,
    note: (c) =>
      `${c.s("seats")} grows without bound and dies with Go "runtime: out of memory", restarting repeatedly; check-in seat maps fail while it is down.`,
    run: (c, a, b) => {
      for (let t = a; t < b; t += c.r.int(80000, 140000)) {
        c.emit(t, "seats", "FATAL", "fatal error: runtime: out of memory", [
          "",
          "runtime stack:",
          "runtime.throw({0x1a2b3c4, 0x16})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
          "runtime.sysMap(0xc0a0000000, 0x4000000, 0x2f1a3a8)",
          "\t/usr/local/go/src/runtime/mem_linux.go:167 +0xcc",
          "",
          "goroutine 4127 [running]:",
          "main.(*SeatCache).Load(0xc000124000, {0xc00a1e2000, 0x6})",
          "\t/src/seatmap/cache.go:88 +0x2b4",
        ]);
        c.emit(t + 4000, "seats", "INFO", "seatmap-svc starting on :8080 (build 1.19.4)");
        for (let k = 0; k < 15; k++)
          c.emit(t + 5000 + k * 2000, "seats", "INFO", `seat map ${flt(c)} served ${c.r.int(3, 60)} free, cache=miss`);
      }
      loop(c, a, b, 8, (t) =>
        c.emit(t, "checkin", "ERROR", `Seat map request failed: connection refused (${c.s("seats")}:8080)`),
      );
    },
  },
  {
    key: "a-mem-wab",
    domain: "air",
    cat: "memory",
    role: "wab",
    hints: ["memoryerror", "memory", "oom"],
    sev: "high",
    note: (c) =>
      `${c.s("wab")} runs out of memory loading the whole day's flight schedule into its solver, raising MemoryError on each load sheet.`,
    run: (c, a, b) => {
      loop(c, a, b, 5, (t) => {
        c.emit(t, "wab", "ERROR", `load sheet ${flt(c)} failed`, [
          "Traceback (most recent call last):",
          '  File "/app/wab/solver.py", line 142, in solve',
          "    matrix = np.zeros((n_items, n_positions, n_cg_steps))",
          "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 7.45 GiB for an array with shape (4096, 512, 477) and data type float64",
        ]);
      });
      loop(c, a + 30000, b, 2, (t) =>
        c.emit(t, "wab", "WARN", `worker rss ${c.r.int(3700, 3990)}MiB of 4096MiB limit`),
      );
    },
  },
  {
    key: "a-disk-gds",
    domain: "air",
    cat: "disk",
    role: "gds",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "high",
    note: (c) =>
      `The EDIFACT trace volume of ${c.s("gds")} fills up; writes fail with No space left on device and message handling stops.`,
    run: (c, a, b) => {
      loop(c, a, b, 12, (t) => {
        c.emit(
          t,
          "gds",
          "ERROR",
          `msgstore: write /var/lib/edifact/queue/in/${c.r.hex(8)}.edi failed: No space left on device (errno=28); message NACKed`,
        );
      });
      loop(c, a + 20000, b, 4, (t) =>
        c.emit(t, "res", "WARN", `PNR sync to 1A deferred: ${c.s("gds")} queue rejected message`),
      );
    },
  },
  {
    key: "a-disk-bags",
    domain: "air",
    cat: "disk",
    role: "bags",
    hints: ["no space", "disk", "space", "ioexception"],
    sev: "high",
    note: (c) =>
      `The BSM archive disk of ${c.s("bags")} fills up and each incoming BSM fails with IOException: No space left on device.`,
    run: (c, a, b) => {
      loop(c, a, b, 10, (t) => {
        c.emit(t, "bags", "ERROR", "BSM archive write failed", [
          "java.io.IOException: No space left on device",
          "\tat java.base/java.io.FileOutputStream.writeBytes(Native Method)",
          `\tat com.${c.est.key}.brs.archive.BsmArchive.append(BsmArchive.java:52)`,
        ]);
      });
    },
  },
  {
    key: "a-unknown-ndc",
    domain: "air",
    cat: "unknown",
    role: "ndc",
    hints: ["exit", "crash", "unknown", "restart", "unavailable"],
    sev: "medium",
    quiet: true,
    note: (c) => `${c.s("ndc")} restarts again and again with exit code 1 and no stack trace; sellers get 503.`,
    run: (c, a, b) => {
      for (let t = a; t < b; t += c.r.int(60000, 100000)) {
        c.emit(t, "ndc", "INFO", "Started OfferOrderApplicationKt in 11.2 seconds");
        c.emit(t + c.r.int(10000, 30000), "ndc", "ERROR", "Application run failed, process exited with code 1");
      }
      loop(c, a, b, 6, (t) =>
        c.emit(t, "res", "WARN", `NDC OrderView callback failed: ${c.s("ndc")} 503 Service Unavailable`),
      );
    },
  },
  {
    key: "a-unknown-checkin",
    domain: "air",
    cat: "unknown",
    role: "checkin",
    hints: ["500", "unknown", "internal", "error"],
    sev: "medium",
    thin: ["checkin"],
    note: (c) =>
      `${c.s("checkin")} answers kiosks and the web with 500 Internal Server Error and logs nothing about why.`,
    run: (c, a, b) => {
      loop(c, a, b, 14, (t) => {
        c.emit(t, "checkin", "ERROR", `POST /api/checkin/accept responded 500 in ${ms(c, 5, 30)} ms`);
      });
    },
  },
];
