// Brightwell Opticians: one incident per category. Callers often shout louder than the origin.
import { BW, bwAccess, bwDate, bwPatient, bwSku, bwStaff, bwStore } from "../estates/brightwell.js";
import { uuid } from "../rng.js";
import * as st from "../stacks.js";
import type { IncidentSpec } from "./spec.js";

const hikariTimeout = (waiting: number): string[] =>
  st.java(
    "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
    [
      "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
      "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
      "org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:723)",
      "com.brightwell.records.repo.ClinicalRecordRepository.findByPatient(ClinicalRecordRepository.java:88)",
      "com.brightwell.records.service.RecordService.load(RecordService.java:54)",
      "com.brightwell.records.api.RecordController.get(RecordController.java:41)",
      "jdk.internal.reflect.GeneratedMethodAccessor212.invoke(Unknown Source)",
      "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    ],
    [
      {
        head: `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=30, active=30, idle=0, waiting=${waiting})`,
        frames: [
          "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:144)",
          "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
          "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
        ],
        omitted: 94,
      },
      {
        head: "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
        frames: [
          "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
          "org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:263)",
          "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)",
          "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:720)",
        ],
        omitted: 5,
      },
    ],
  );

export const brightwellIncidents: IncidentSpec[] = [
  {
    estate: "brightwell",
    category: "database",
    origin: BW.records,
    hints: ["connection", "postgres", "jdbc", "pool"],
    severity: "high",
    note: "The records database hit max_connections (a month-end export held ~80 sessions), so patient-records could not get JDBC connections and clinical record reads and imaging links failed chain-wide.",
    nearby: BW.stock,
    build(c) {
      const r = c.r;
      c.mute(BW.records, c.at(0), c.end, 0.12);
      c.emit(BW.records, c.at(0), [
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5e1d6a2f (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      ]);
      c.every(BW.records, c.at(1), c.end, 9000, () => [
        "error",
        "HikariPool-1 - Failed to create/setup connection: FATAL: sorry, too many clients already",
      ]);
      c.every(BW.records, c.at(2), c.end, 6000, () => [
        "warn",
        `HikariPool-1 - Pool stats (total=30, active=30, idle=0, waiting=${r.int(20, 70)})`,
      ]);
      c.loop(c.at(31), c.end, 1300, (i, t, tr) => {
        const p = bwPatient(r);
        c.emit(
          BW.records,
          t,
          [
            "error",
            `Request processing failed for GET /patients/${p}/record`,
            i % 6 === 0 ? hikariTimeout(r.int(20, 70)) : undefined,
          ],
          tr,
        );
        c.emit(
          BW.gateway,
          t + 4,
          ["error", bwAccess(r, "GET", `/api/v1/patients/${p}/record`, 500, 30004 + r.int(0, 40), BW.records, 143)],
          tr,
        );
      });
      c.loop(c.at(35), c.end, 3800, (_i, t, tr) => {
        const uid = `1.2.826.0.1.3680043.10.${r.digits(3)}.${r.digits(10)}`;
        for (let k = 1; k <= 3; k++)
          c.emit(
            BW.imaging,
            t + k * 1500,
            ["warn", `link study ${uid} -> patient-records failed (HTTP 500), retry ${k}/3`],
            tr,
          );
        c.emit(
          BW.imaging,
          t + 6000,
          [
            "error",
            `giving up linking study ${uid}: patient-records returned 500 three times; parked in link_retry queue`,
          ],
          tr,
        );
        c.emit(
          BW.gateway,
          t + 6100,
          ["info", bwAccess(r, "POST", "/api/v1/imaging/studies", 202, 6100, BW.imaging, 88)],
          tr,
        );
      });
    },
  },
  {
    estate: "brightwell",
    category: "disk",
    origin: BW.imaging,
    hints: ["space", "disk", "enospc", "storage"],
    severity: "medium",
    note: "The scratch volume retina-imaging uses to unpack DICOM uploads filled up, so OCT and fundus uploads from stores failed with ENOSPC and the devices kept re-sending.",
    build(c) {
      const r = c.r;
      c.emit(BW.imaging, c.at(-260), ["warn", "scratch volume /var/lib/retina/scratch at 91% (45.6G of 50.0G)"]);
      c.emit(BW.imaging, c.at(-130), [
        "warn",
        "scratch volume /var/lib/retina/scratch at 97% (48.6G of 50.0G); cleanup job last ran 3d ago",
      ]);
      c.mute(BW.imaging, c.at(0), c.end, 0.05);
      c.loop(c.at(0), c.end, 2600, (i, t, tr) => {
        const uid = `1.2.826.0.1.3680043.10.${r.digits(3)}.${r.digits(10)}`;
        const store = bwStore(r);
        c.emit(
          BW.imaging,
          t,
          [
            "error",
            `upload failed study=${uid} store=${store}: [Errno 28] No space left on device`,
            i % 5 === 0
              ? st.python(
                  [
                    [
                      "/app/retina/ingest/worker.py",
                      212,
                      "handle_upload",
                      "path = self.scratch.write(study_uid, payload)",
                    ],
                    ["/app/retina/ingest/scratch.py", 58, "write", "fh.write(chunk)"],
                  ],
                  "OSError: [Errno 28] No space left on device",
                )
              : undefined,
          ],
          tr,
        );
        c.emit(
          BW.gateway,
          t + 30,
          ["error", bwAccess(r, "POST", "/api/v1/imaging/studies", 500, r.int(900, 4000), BW.imaging, 187)],
          tr,
        );
        if (r.chance(0.6))
          c.emit(BW.gateway, t + r.int(5000, 9000), [
            "error",
            bwAccess(r, "POST", "/api/v1/imaging/studies", 500, r.int(900, 4000), BW.imaging, 187),
          ]);
      });
      c.every(BW.imaging, c.at(20), c.end, 30000, () => [
        "error",
        `thumbnail job failed: OSError(28, 'No space left on device') writing /var/lib/retina/scratch/thumbs/${r.hex(8)}.png`,
      ]);
      c.every(BW.imaging, c.at(60), c.end, 60000, () => [
        "warn",
        "scratch volume /var/lib/retina/scratch at 100% (50.0G of 50.0G)",
      ]);
    },
  },
  {
    estate: "brightwell",
    category: "memory",
    origin: BW.diary,
    hints: ["outofmemory", "heap", "memory", "oom"],
    severity: "high",
    note: "diary-service ran out of Java heap (a slot cache that never evicted), crashed with OutOfMemoryError and restarted in a loop while booking-web and the ingress returned 502s for slot searches.",
    build(c) {
      const r = c.r;
      let gc = 41230;
      c.every(BW.diary, c.at(0), c.at(150), 11000, (i) => [
        "warn",
        `[gc] GC(${gc++}) Pause Full (G1 Compaction Pause) ${4060 + i}M->${4020 + i}M(4096M) ${r.int(1400, 3900)}.${r.int(100, 999)}ms`,
      ]);
      const crashes = [c.at(160), c.at(330), c.at(520), c.at(700), c.at(880)];
      for (const [n, t] of crashes.entries()) {
        c.emit(BW.diary, t, [
          "error",
          "Servlet.service() for servlet [dispatcherServlet] threw exception",
          st.java("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "com.brightwell.diary.slots.SlotCache.put(SlotCache.java:77)",
            "com.brightwell.diary.slots.SlotQueryService.search(SlotQueryService.java:112)",
            "com.brightwell.diary.api.SlotController.slots(SlotController.java:48)",
          ]),
        ]);
        c.emit(BW.diary, t + 40, ["fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space"]);
        c.mute(BW.diary, t, t + 75000);
        c.emit(BW.diary, t + 62000, [
          "info",
          `Starting DiaryApplication v4.7.2 using Java 17.0.11 with PID 1 (restart ${n + 1})`,
        ]);
        c.emit(BW.diary, t + 71000, [
          "info",
          `Started DiaryApplication in ${r.float(8, 9.5).toFixed(3)} seconds (process running for 9.8)`,
        ]);
        c.loop(t + 200, t + 70000, 900, (_i, tt, tr) => {
          const store = bwStore(r);
          const d = bwDate(r);
          const refused = tt - t > 3000;
          c.emit(
            BW.booking,
            tt,
            [
              "error",
              refused
                ? `GET /slots?store=${store}&date=${d} 502 upstream diary-service: connect ECONNREFUSED 10.44.3.12:8080`
                : `GET /slots?store=${store}&date=${d} 502 upstream diary-service: socket hang up`,
            ],
            tr,
          );
          c.emit(
            BW.gateway,
            tt + 3,
            ["error", bwAccess(r, "GET", `/api/v1/slots?store=${store}&date=${d}`, 502, r.int(3, 40), BW.booking, 157)],
            tr,
          );
        });
      }
      c.mute(BW.diary, c.at(150), c.end, 0.5);
    },
  },
  {
    estate: "brightwell",
    category: "network",
    origin: BW.recall,
    hints: ["ssl", "tls", "certificate", "handshake"],
    severity: "medium",
    note: "The SMS vendor moved to a new intermediate CA that recall-notifier's pinned CA bundle did not contain, so every TLS handshake to the SMS API failed certificate verification and confirmations and recalls stopped going out.",
    nearby: BW.booking,
    build(c) {
      const r = c.r;
      const sslErr =
        "SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006)'))";
      c.loop(c.at(0), c.end, 1600, (i, t) => {
        const id = `${uuid(r)}`;
        c.emit(BW.recall, t, ["warn", `Task recall.tasks.send_sms[${id}] retry: Retry in 60s: ${sslErr}`]);
        if (i % 7 === 0)
          c.emit(BW.recall, t + 2, [
            "error",
            `Task recall.tasks.send_sms[${uuid(r)}] raised unexpected: SSLError(MaxRetryError("HTTPSConnectionPool(host='api.sms-relay.example', port=443): Max retries exceeded with url: /v2/messages (Caused by ${sslErr})"))`,
            st.python(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                  477,
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                ["/app/recall/tasks.py", 88, "send_sms", "resp = sms_client.send(to=msisdn, body=body)"],
                ["/app/recall/sms.py", 41, "send", "r = self.session.post(self.url, json=payload, timeout=10)"],
                [
                  "/usr/local/lib/python3.11/site-packages/requests/sessions.py",
                  637,
                  "post",
                  'return self.request("POST", url, data=data, json=json, **kwargs)',
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                  517,
                  "send",
                  "raise SSLError(e, request=request)",
                ],
              ],
              `requests.exceptions.SSLError: HTTPSConnectionPool(host='api.sms-relay.example', port=443): Max retries exceeded with url: /v2/messages (Caused by ${sslErr})`,
            ),
          ]);
      });
      c.every(BW.recall, c.at(45), c.end, 60000, (i) => [
        "warn",
        `sms outbox backlog ${180 + i * 140} messages (oldest ${i + 1}m); delivery rate 0/s`,
      ]);
      c.mute(BW.recall, c.at(0), c.end, 0.6);
    },
  },
  {
    estate: "brightwell",
    category: "timeout",
    origin: BW.pos,
    hints: ["timeout", "timed", "canceled", "erp"],
    severity: "medium",
    note: "Head office's ERP stopped answering pos-sync's batch postings in time, so every till batch hit HttpClient's 100 s timeout and stores fell behind on sales sync.",
    build(c) {
      const r = c.r;
      const stack = st.dotnet(
        "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
        [
          "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
          "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
          "Brightwell.PosSync.Erp.ErpClient.PostSalesBatchAsync(SalesBatch batch, CancellationToken ct) in /src/PosSync/Erp/ErpClient.cs:line 73",
          "Brightwell.PosSync.Workers.TillBatchWorker.ProcessAsync(TillBatch batch, CancellationToken ct) in /src/PosSync/Workers/TillBatchWorker.cs:line 118",
          "Polly.Retry.AsyncRetryEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken)",
        ],
        {
          head: "System.TimeoutException: The operation was canceled.",
          frames: [
            "System.Net.Http.HttpConnection.SendAsyncCore(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
            "System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, Boolean doRequestBuffering, CancellationToken cancellationToken)",
          ],
        },
      );
      c.mute(BW.pos, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 2500, (i, t) => {
        const seq = 890000 + i;
        c.emit(BW.pos, t, [
          "info",
          `Received till batch Store=${bwStore(r)} Till=${r.int(1, 4)} Transactions=${r.int(1, 22)} Seq=${seq}`,
        ]);
        if (i === 0)
          c.emit(BW.pos, t + 12400, [
            "warn",
            `ERP POST /api/sales/batches slow: no response after 12.4 s (seq ${seq})`,
          ]);
        c.emit(BW.pos, t + 100000, [
          "error",
          `Posting batch ${seq} to ERP failed; Polly retry ${1 + (i % 3)} of 3 in ${2 ** (i % 3)}s`,
          i % 4 === 0 ? stack : undefined,
        ]);
      });
      c.every(BW.pos, c.at(100), c.end, 30000, (i) => [
        "warn",
        `Heartbeat: ${r.int(396, 412)} stores connected, ${30 + i * 19} lagging > 5 min`,
      ]);
      c.every(BW.stock, c.at(200), c.end, 45000, () => [
        "warn",
        `no SALE decrements received for ${r.int(180, 600)}s; store stock may be overstated`,
      ]);
    },
  },
  {
    estate: "brightwell",
    category: "dependency",
    origin: BW.hearing,
    hints: ["503", "unavailable", "vendor", "fitting"],
    severity: "medium",
    note: "The hearing-aid maker's fitting cloud returned 503 to hearing-fit, whose circuit breaker then opened; fitting records could not be fetched or synced and the ingress showed 502s.",
    nearby: BW.recall,
    build(c) {
      const r = c.r;
      const faraday = (): string[] =>
        st.ruby("Faraday::ServerError: the server responded with status 503", [
          "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
          "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
          "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response.rb:42:in `on_complete'",
          "/app/app/services/fitting_cloud/client.rb:41:in `session'",
          "/app/app/controllers/hearing/fittings_controller.rb:19:in `show'",
        ]);
      c.mute(BW.hearing, c.at(0), c.end, 0.1);
      let open = false;
      c.loop(c.at(0), c.end, 2200, (i, t, tr) => {
        const id = r.int(100000, 999999);
        if (t > c.at(40)) open = true;
        if (!open) {
          c.emit(
            BW.hearing,
            t,
            ["warn", `FittingCloud GET /v3/sessions/${id} -> 503 Service Unavailable (attempt ${1 + (i % 2)}/2)`],
            tr,
          );
          c.emit(
            BW.hearing,
            t + 300,
            [
              "error",
              `Faraday::ServerError (the server responded with status 503):`,
              i % 3 === 0 ? faraday() : undefined,
            ],
            tr,
          );
        } else {
          c.emit(
            BW.hearing,
            t,
            ["error", `Stoplight::Error::RedLight (fitting-cloud): circuit open, skipping call for fitting ${id}`],
            tr,
          );
        }
        c.emit(
          BW.hearing,
          t + 320,
          [
            "info",
            `Completed 502 Bad Gateway in ${r.int(3, 900)}ms (ActiveRecord: ${r.float(1, 9).toFixed(1)}ms | Allocations: ${r.int(2000, 9000)})`,
          ],
          tr,
        );
        c.emit(
          BW.gateway,
          t + 330,
          ["error", bwAccess(r, "GET", `/api/v1/hearing/fittings/${id}`, 502, r.int(5, 900), BW.hearing, 96)],
          tr,
        );
      });
      c.emit(BW.hearing, c.at(41), ["warn", "Switching fitting-cloud from green to red (failures=5 threshold=5)"]);
      c.every(BW.hearing, c.at(60), c.end, 15000, () => [
        "warn",
        `SyncFittingSessionJob JID-${r.hex(24)} failed: Stoplight::Error::RedLight: fitting-cloud; will retry in ${r.int(20, 120)} seconds`,
      ]);
      c.every(BW.hearing, c.at(120), c.end, 60000, () => [
        "info",
        "Switching fitting-cloud from red to yellow (probe)",
      ]);
    },
  },
  {
    estate: "brightwell",
    category: "authentication",
    origin: BW.sso,
    hints: ["ldap", "bind", "credential", "authentication"],
    severity: "high",
    note: "The Active Directory service account staff-sso binds with had its password expire (LDAP error 49, data 532), so no store colleague could log in to the records, diary or till back-office.",
    build(c) {
      const r = c.r;
      const ldapMsg =
        "[LDAP: error code 49 - 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v3839]";
      c.mute(BW.sso, c.at(0), c.end, 0.15);
      c.loop(c.at(0), c.end, 1400, (i, t, tr) => {
        const user = bwStaff(r);
        c.emit(
          BW.sso,
          t,
          [
            "error",
            `KC-SERVICES0055: Error when authenticating to LDAP: ${ldapMsg}`,
            i % 8 === 0
              ? st.java(
                  `org.keycloak.models.ModelException: LDAP Query failed`,
                  [
                    "org.keycloak.storage.ldap.idm.store.ldap.LDAPIdentityStore.fetchQueryResults(LDAPIdentityStore.java:371)",
                    "org.keycloak.storage.ldap.LDAPStorageProvider.loadLDAPUserByUsername(LDAPStorageProvider.java:916)",
                    "org.keycloak.storage.UserStorageManager.getUserByUsername(UserStorageManager.java:398)",
                    "org.keycloak.authentication.authenticators.browser.AbstractUsernameFormAuthenticator.validateUser(AbstractUsernameFormAuthenticator.java:170)",
                  ],
                  [
                    {
                      head: `javax.naming.AuthenticationException: ${ldapMsg}`,
                      frames: [
                        "java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
                        "java.naming/com.sun.jndi.ldap.LdapCtx.processReturnCode(LdapCtx.java:3207)",
                        "java.naming/com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2806)",
                        "org.keycloak.storage.ldap.idm.store.ldap.LDAPContextManager.createLdapContext(LDAPContextManager.java:81)",
                      ],
                      omitted: 71,
                    },
                  ],
                )
              : undefined,
          ],
          tr,
        );
        c.emit(
          BW.sso,
          t + 5,
          [
            "warn",
            `type=LOGIN_ERROR, realmId=staff, clientId=${r.pick(["records-ui", "diary-ui", "pos-backoffice"])}, userId=null, ipAddress=10.12.${r.int(0, 7)}.${r.int(2, 250)}, error=user_not_found, username=${user}`,
          ],
          tr,
        );
        c.emit(
          BW.gateway,
          t + 9,
          [
            "info",
            bwAccess(r, "POST", "/auth/realms/staff/login-actions/authenticate", 200, r.int(40, 300), BW.sso, 5210),
          ],
          tr,
        );
        if (r.chance(0.35))
          c.emit(BW.pos, t + 400, [
            "error",
            `Back-office login for ${user} failed: SSO returned invalid_grant (Invalid user credentials)`,
          ]);
      });
      c.every(BW.records, c.at(60), c.end, 5000, () => [
        "warn",
        `401 Unauthorized GET /patients/${bwPatient(r)}/record: missing bearer token (session bounced from SSO)`,
      ]);
    },
  },
  {
    estate: "brightwell",
    category: "authorization",
    origin: BW.stock,
    hints: ["accessdenied", "denied", "iam", "permission"],
    severity: "medium",
    note: "A Terraform change trimmed frame-stock's IAM role, so its SQS consumer got AccessDenied on ReceiveMessage and replenishment deliveries stopped being applied; it only ever logged warnings.",
    nearby: BW.diary,
    build(c) {
      const r = c.r;
      c.every(BW.stock, c.at(0), c.end, 5200, () => [
        "warn",
        `replenishment consumer: receive failed, backing off 5s: operation error SQS: ReceiveMessage, https response error StatusCode: 403, RequestID: ${uuid(r)}, api error AccessDenied: User: arn:aws:sts::491766302214:assumed-role/frame-stock-prod/aws-go-sdk-${r.digits(10)} is not authorized to perform: sqs:receivemessage on resource: arn:aws:sqs:eu-west-2:491766302214:bw-stock-replenishment because no identity-based policy allows the sqs:receivemessage action`,
      ]);
      c.every(BW.stock, c.at(240), c.end, 60000, (i) => [
        "warn",
        `replenishment lag ${4 + i}m exceeds 5m target (last applied delivery DLV-${r.digits(7)})`,
      ]);
      c.loop(c.at(90), c.end, 9000, (_i, t, tr) => {
        const sku = bwSku(r);
        const store = bwStore(r);
        c.emit(
          BW.pos,
          t,
          [
            "error",
            `Till sale rejected stock check: sku=${sku} store=${store} on_hand=0 but delivery DLV-${r.digits(7)} was signed for; manual override used`,
          ],
          tr,
        );
      });
    },
  },
  {
    estate: "brightwell",
    category: "rate_limiting",
    origin: BW.booking,
    hints: ["quota", "rate", "limit", "over_query_limit"],
    severity: "medium",
    note: "A TV advert drove traffic to 'find a store near me' and booking-web exhausted its geocoding API quota (OVER_QUERY_LIMIT), so store search and the first booking step failed.",
    build(c) {
      const r = c.r;
      const towns = [
        "Leeds",
        "LS6 2AB",
        "Croydon",
        "Cardiff",
        "M14 5RG",
        "Bristol",
        "Norwich",
        "EH7 4HF",
        "Swansea",
        "Bath",
      ];
      c.loop(c.at(-200), c.at(0), 1500, (_i, t, tr) => {
        const town = r.pick(towns);
        const ms = r.int(60, 220);
        c.emit(BW.booking, t, ["info", `geocode "${town}" ok (${ms}ms), ${r.int(3, 9)} stores within 10 miles`], tr);
        c.emit(
          BW.gateway,
          t + 3,
          ["info", bwAccess(r, "GET", `/api/v1/stores/nearby?q=${encodeURIComponent(town)}`, 200, ms + 5, BW.booking)],
          tr,
        );
      });
      c.loop(c.at(0), c.end, 600, (i, t, tr) => {
        const town = r.pick(towns);
        c.emit(
          BW.booking,
          t,
          [
            i % 3 === 0 ? "error" : "warn",
            `geocode "${town}" failed: status=OVER_QUERY_LIMIT error_message="You have exceeded your rate-limit for this API."`,
          ],
          tr,
        );
        c.emit(
          BW.gateway,
          t + 4,
          [
            "warn",
            bwAccess(
              r,
              "GET",
              `/api/v1/stores/nearby?q=${encodeURIComponent(town)}`,
              503,
              r.int(30, 90),
              BW.booking,
              74,
            ),
          ],
          tr,
        );
      });
      c.every(BW.booking, c.at(30), c.end, 20000, () => [
        "warn",
        `store-search fallback: serving cached results for ${r.int(2, 9)}% of queries (cache hit rate too low)`,
      ]);
    },
  },
  {
    estate: "brightwell",
    category: "validation",
    origin: BW.imaging,
    hints: ["invalid", "dicom", "validation", "value"],
    severity: "medium",
    note: "After a firmware push to Cirrus OCT devices, their DICOM headers carried non-conformant dates and UIDs; retina-imaging's strict validation rejected every OCT upload from those stores and the devices kept retrying.",
    nearby: BW.stock,
    build(c) {
      const r = c.r;
      c.loop(c.at(0), c.end, 2100, (i, t, tr) => {
        const store = bwStore(r);
        const bad = r.chance(0.5)
          ? `ValueError: Unable to convert non-conformant value '2026/${r.pick(["05/14", "05/13"])}' to 'DA' object`
          : `ValueError: Invalid value for VR UI: '1.2.276.0.75.2.5.80.25.3.${r.digits(8)}.'. Please see <https://dicom.nema.org/medical/dicom/current/output/html/part05.html#table_6.2-1> for allowed values for each VR.`;
        c.emit(
          BW.imaging,
          t,
          [
            "error",
            `rejected upload from ZEISS-CIRRUS-5000 store=${store}: DICOM dataset failed validation (${bad.split(": ")[0]})`,
            i % 4 === 0
              ? st.python(
                  [
                    [
                      "/app/retina/ingest/worker.py",
                      204,
                      "handle_upload",
                      "ds = validate(pydicom.dcmread(io.BytesIO(payload)))",
                    ],
                    ["/app/retina/ingest/validate.py", 33, "validate", "_ = ds.StudyDate, ds.SeriesInstanceUID"],
                    [
                      "/usr/local/lib/python3.11/site-packages/pydicom/dataset.py",
                      908,
                      "__getattr__",
                      "return self[tag].value",
                    ],
                    [
                      "/usr/local/lib/python3.11/site-packages/pydicom/dataelem.py",
                      496,
                      "value",
                      "self._value = self._convert_value(val)",
                    ],
                  ],
                  bad,
                )
              : undefined,
          ],
          tr,
        );
        c.emit(
          BW.gateway,
          t + 6,
          ["warn", bwAccess(r, "POST", "/api/v1/imaging/studies", 422, r.int(300, 1500), BW.imaging, 211)],
          tr,
        );
        if (r.chance(0.5))
          c.emit(BW.gateway, t + r.int(15000, 30000), [
            "warn",
            bwAccess(r, "POST", "/api/v1/imaging/studies", 422, r.int(300, 1500), BW.imaging, 211),
          ]);
      });
    },
  },
  {
    estate: "brightwell",
    category: "null_reference",
    origin: BW.booking,
    hints: ["typeerror", "undefined", "null", "property"],
    severity: "medium",
    note: "booking-web's slot grid read roster.clinicians without checking for stores whose roster is not published yet; slot searches for the newly opened stores threw TypeError and returned 500 while diary-service answered normally.",
    build(c) {
      const r = c.r;
      const fresh = ["BW0431", "BW0432", "BW0433", "BW0434"];
      c.loop(c.at(0), c.end, 1700, (i, t, tr) => {
        const store = r.pick(fresh);
        const d = bwDate(r);
        const ms = r.int(15, 60);
        c.emit(
          BW.diary,
          t - ms + 3,
          ["info", `SlotQuery store=${store} date=${d} clinicians=0 -> 0 free (${ms - 8} ms)`],
          tr,
        );
        c.emit(
          BW.booking,
          t,
          [
            "error",
            `GET /slots?store=${store}&date=${d} 500 ${ms}ms`,
            i % 3 === 0
              ? st.node("TypeError: Cannot read properties of undefined (reading 'clinicians')", [
                  "buildSlotGrid (/app/.next/server/chunks/8812.js:1:48213)",
                  "async GET (/app/.next/server/app/api/slots/route.js:1:2214)",
                  "async /app/node_modules/next/dist/compiled/next-server/app-route.runtime.prod.js:6:36957",
                  "async eO.execute (/app/node_modules/next/dist/compiled/next-server/app-route.runtime.prod.js:6:27880)",
                ])
              : undefined,
          ],
          tr,
        );
        c.emit(
          BW.gateway,
          t + 3,
          ["error", bwAccess(r, "GET", `/api/v1/slots?store=${store}&date=${d}`, 500, ms + 3, BW.booking, 21)],
          tr,
        );
      });
    },
  },
  {
    estate: "brightwell",
    category: "configuration",
    origin: BW.hearing,
    hints: ["keyerror", "config", "env", "missing"],
    severity: "high",
    note: "hearing-fit release 2.31 read FITTING_CLOUD_API_URL with ENV.fetch but the variable was not added to the production manifest; every pod crash-looped at boot and all hearing appointments and fittings returned 502.",
    build(c) {
      const r = c.r;
      c.emit(BW.hearing, c.at(0), ["info", "- Gracefully stopping, waiting for requests to finish"]);
      const stop = new Date(c.at(1)).toISOString().replace("T", " ").slice(0, 19);
      c.emit(BW.hearing, c.at(1), ["info", `=== puma shutdown: ${stop} +0000 ===`]);
      c.mute(BW.hearing, c.at(0), c.end);
      let t = c.at(6);
      let backoff = 10;
      while (t < c.end) {
        c.emit(BW.hearing, t, ["info", "Puma starting in single mode..."]);
        c.emit(BW.hearing, t + 300, ["info", '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")']);
        c.emit(BW.hearing, t + 2100, [
          "error",
          '! Unable to load application: KeyError: key not found: "FITTING_CLOUD_API_URL"',
          st.ruby(
            '/app/config/initializers/fitting_cloud.rb:3:in `fetch\': key not found: "FITTING_CLOUD_API_URL" (KeyError)',
            [
              "\tfrom /app/config/initializers/fitting_cloud.rb:3:in `<main>'",
              "\tfrom /usr/local/bundle/gems/railties-7.1.3.2/lib/rails/engine.rb:689:in `load'",
              "\tfrom /usr/local/bundle/gems/railties-7.1.3.2/lib/rails/engine.rb:689:in `block in load_config_initializer'",
              "\tfrom /usr/local/bundle/gems/railties-7.1.3.2/lib/rails/application.rb:436:in `initialize!'",
              "\tfrom /app/config/environment.rb:5:in `<main>'",
            ],
          ),
        ]);
        c.emit(BW.hearing, t + 2150, ["error", "bundler: failed to load command: puma (/usr/local/bundle/bin/puma)"]);
        t += 2200 + backoff * 1000;
        backoff = Math.min(backoff * 2, 300);
      }
      c.loop(c.at(4), c.end, 1500, (_i, tt, tr) => {
        const id = r.int(100000, 999999);
        const path = r.chance(0.3) ? "/api/v1/hearing/appointments" : `/api/v1/hearing/fittings/${id}`;
        const method = path.endsWith("appointments") ? "POST" : "GET";
        c.emit(BW.gateway, tt, ["error", bwAccess(r, method, path, 502, 1, BW.hearing, 157)], tr);
        if (r.chance(0.5))
          c.emit(BW.gateway, tt + 1, [
            "error",
            `[error] 31#31: *${r.int(100000, 999999)} no live upstreams while connecting to upstream, client: 10.12.${r.int(0, 7)}.${r.int(2, 250)}, server: api.brightwell.co.uk, request: "${method} ${path} HTTP/1.1", upstream: "http://brightwell-prod-hearing-fit-3000${path}", host: "api.brightwell.co.uk"`,
          ]);
      });
    },
  },
  {
    estate: "brightwell",
    category: "unknown",
    origin: BW.pos,
    hints: ["unknown", "batch", "commit", "sync"],
    severity: "medium",
    note: "pos-sync began failing every till batch commit and its worker kept stopping and restarting, but nothing it logged says why; the ingress and frame-stock only show the consequences.",
    build(c) {
      const r = c.r;
      c.mute(BW.pos, c.at(0), c.end, 0);
      let seq = 893400;
      c.loop(c.at(0), c.end, 1900, (_i, t, tr) => {
        seq += 1;
        c.emit(
          BW.pos,
          t,
          [
            "info",
            `Received till batch Store=${bwStore(r)} Till=${r.int(1, 4)} Transactions=${r.int(1, 22)} Seq=${seq}`,
          ],
          tr,
        );
        c.emit(
          BW.pos,
          t + r.int(40, 300),
          ["error", `Batch ${seq} could not be committed; transaction rolled back. Status=Faulted`],
          tr,
        );
        c.emit(
          BW.gateway,
          t + r.int(310, 400),
          ["error", bwAccess(r, "POST", "/api/v1/tills/batches", 500, r.int(300, 500), BW.pos, 0)],
          tr,
        );
      });
      for (const off of [95, 260, 430, 610, 800]) {
        c.emit(BW.pos, c.at(off), ["fatal", "TillBatchWorker terminated unexpectedly; host stopping"]);
        c.emit(BW.pos, c.at(off) + 20, ["info", "Application is shutting down..."]);
        c.emit(BW.pos, c.at(off) + 9000, ["info", "Now listening on: http://[::]:8080"]);
        c.emit(BW.pos, c.at(off) + 9050, ["info", "Application started. Press Ctrl+C to shut down."]);
      }
      c.every(BW.stock, c.at(120), c.end, 40000, () => [
        "warn",
        `no SALE decrements from pos-sync for ${r.int(120, 500)}s`,
      ]);
    },
  },
];
