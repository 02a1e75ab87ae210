// The 52 failures of holdout106: for each of the 13 categories one per estate (meridian, aurora, northchannel,
// islelink). Each factory is called once per scenario, so the closures hold that scenario's state.
import { helpers as h } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Emit, Fault } from "./stream.js";
import { dotnet, goPanic, java, node, python, ruby } from "./traces.js";

export type Mk = (r: Rng) => Fault;
const E = (svc: string, lvl: Emit["lvl"], msg: string, dt = 0): Emit => ({ svc, lvl, msg, dt });
/** A caller retrying: `n` attempts, each logged, spaced by backoff. */
const storm = (svc: string, n: number, base: number, msg: (k: number) => string, lvl: Emit["lvl"] = "warn"): Emit[] =>
  Array.from({ length: n }, (_, k) => E(svc, k === n - 1 ? "error" : lvl, msg(k + 1), base * 2 ** k));
const bk = (r: Rng) => `MSB-${r.i(100000, 999999)}`;
const nc = (r: Rng) => `NC${r.i(1000000, 9999999)}`;

const authentication: Mk[] = [
  () => ({
    cat: "authentication",
    origin: "crew-roster",
    hints: ["ldap", "authentication", "credential", "bind", "password"],
    sev: "medium",
    note: "crew-roster's LDAP service account password expires, every bind is rejected (data 532) and terminal crew-badge checks fail.",
    failRate: 1,
    silent: true,
    fail: (r, c) => [
      E(
        "crew-roster",
        "error",
        java(
          `Crew lookup failed for badge ${r.i(10000, 99999)}: LDAP bind as CN=svc-crewroster,OU=Service Accounts,DC=meridian,DC=corp rejected`,
          [
            "com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
            "com.sun.jndi.ldap.LdapCtx.processReturnCode(LdapCtx.java:3207)",
            "com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2993)",
            "org.springframework.ldap.core.support.LdapContextSource.getContext(LdapContextSource.java:114)",
            "com.meridianseas.crew.directory.CrewDirectory.findByBadge(CrewDirectory.java:88)",
            "com.meridianseas.crew.api.BadgeController.validate(BadgeController.java:41)",
          ],
          "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563]",
        ),
      ),
      ...(c.caller
        ? [
            E(
              c.caller,
              "error",
              `Crew badge ${r.i(10000, 99999)} could not be verified at ${r.p(["SOU-T1", "SOU-T2"])}: crew-roster responded 500 (Internal Server Error)`,
              r.i(20, 90),
            ),
          ]
        : []),
    ],
    ticks: [
      {
        every: 60,
        gen: () => [
          E(
            "crew-roster",
            "error",
            "Roster sync aborted: javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563]",
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "authentication",
    origin: "satlink-sync",
    hints: ["oauth", "401", "unauthorized", "invalid_client", "credential", "authentication", "token"],
    sev: "medium",
    note: "satlink-sync's shore client secret expires; the link is up but every token request gets 401 invalid_client and the outbox backs up.",
    silent: true,
    ticks: [
      {
        every: 20,
        gen: (r, k) => [
          E(
            "satlink-sync",
            "error",
            `token refresh failed: POST https://sync.meridianseas.com/oauth2/token: 401 Unauthorized {"error":"invalid_client","error_description":"client secret has expired"}`,
          ),
          E("satlink-sync", "warn", `upload paused, outbox depth=${40 + k * r.i(30, 60)} segments`, r.i(5, 40)),
        ],
      },
      {
        every: 60,
        gen: (r, k) => [
          E(
            "satlink-sync",
            "info",
            `link status up provider=KA-band snr=${r.i(9, 14)}.${r.i(0, 9)}dB queue_depth=${60 + k * 140}`,
          ),
          ...(k > 1
            ? [
                E(
                  "folio-ledger",
                  "warn",
                  `Shore replication lag ${k * 1 + 2} min (satlink-sync outbox not draining)`,
                  400,
                ),
              ]
            : []),
        ],
      },
    ],
  }),
  (r) => {
    const jid = () => r.hex(24);
    return {
      cat: "authentication",
      origin: "sms-notifier",
      hints: ["twilio", "401", "authenticate", "authentication", "credential", "20003"],
      sev: "medium",
      note: "sms-notifier's Twilio auth token is rotated at the provider; every send returns 401 / 20003 Authenticate and Sidekiq retries pile up.",
      failRate: 1,
      fail: (r, c) => [
        E(
          "sms-notifier",
          "error",
          ruby(
            `SmsReminderJob JID-${jid()} failed: Twilio::REST::RestError: [HTTP 401] 20003 : Unable to create record: Authenticate`,
            [
              "/usr/local/bundle/gems/twilio-ruby-7.2.3/lib/twilio-ruby/framework/rest/version.rb:187:in `create'",
              "/usr/local/bundle/gems/twilio-ruby-7.2.3/lib/twilio-ruby/rest/api/v2010/account/message.rb:104:in `create'",
              "/app/app/services/sms_sender.rb:22:in `deliver'",
              "/app/app/jobs/sms_reminder_job.rb:11:in `perform'",
            ],
          ),
        ),
        ...(c.caller
          ? [
              E(
                c.caller,
                "warn",
                `sms-notifier responded 502 for booking ${nc(r)} reminder; customer not notified`,
                150,
              ),
            ]
          : []),
      ],
      ticks: [
        {
          every: 30,
          gen: (r, k) => [
            E(
              "sms-notifier",
              "warn",
              `SmsReminderJob JID-${jid()} retry ${Math.min(25, 1 + k)} of 25 in ${r.i(20, 600)}s: Twilio::REST::RestError 20003`,
            ),
          ],
        },
      ],
    };
  },
  () => ({
    cat: "authentication",
    origin: "ticketing-core",
    hints: ["sasl", "authentication", "credential", "scram", "kafka"],
    sev: "high",
    note: "ticketing-core's Kafka SCRAM credentials are no longer accepted; ticket events cannot be published and ticket issue fails for the app and kiosks.",
    failRate: 0.85,
    fail: (r, c) => [
      E(
        "ticketing-core",
        "error",
        java(
          `Ticket issue aborted for route ${h.isle(r)}: event publish to topic ticket-events failed`,
          [
            "org.apache.kafka.clients.producer.internals.ProducerMetadata.maybeThrowFatalException(ProducerMetadata.java:120)",
            "org.apache.kafka.clients.producer.KafkaProducer.waitOnMetadata(KafkaProducer.java:1106)",
            "org.springframework.kafka.core.KafkaTemplate.doSend(KafkaTemplate.java:799)",
            "com.islelink.ticketing.events.TicketEventPublisher.publish(TicketEventPublisher.java:54)",
            "com.islelink.ticketing.TicketService.issue(TicketService.java:131)",
          ],
          "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
        ),
      ),
      ...(c.caller === "islands-api"
        ? storm(
            "islands-api",
            2,
            800,
            (k) => `ticketing-core POST /tickets returned 500 (attempt ${k}/2) user=${r.i(10000, 99999)}`,
          )
        : c.caller
          ? [E(c.caller, "error", `Ticket service error: 500 InternalServerError, boarding card not printed`, 300)]
          : []),
    ],
    ticks: [
      {
        every: 25,
        gen: () => [
          E(
            "ticketing-core",
            "warn",
            "[Producer clientId=ticketing-core-1] Connection to node -1 (kafka-0.kafka.islelink.svc/10.31.2.14:9093) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
          ),
        ],
      },
    ],
  }),
];

const authorization: Mk[] = [
  () => ({
    cat: "authorization",
    origin: "passport-ocr",
    hints: ["accessdenied", "access denied", "forbidden", "permission", "not authorized", "s3"],
    sev: "medium",
    note: "passport-ocr's IAM role loses s3:PutObject on the scans bucket; every passport upload in online check-in fails with AccessDenied.",
    failRate: 0.95,
    fail: (r, c) => [
      E(
        "passport-ocr",
        "error",
        python(
          `failed to store scan for guest ${h.pax(r)}`,
          [
            ["/app/ocr/api.py", 88, "scan", "key = store.put_scan(guest_id, image)"],
            [
              "/app/ocr/store.py",
              41,
              "put_scan",
              "self.s3.put_object(Bucket=self.bucket, Key=key, Body=data, ServerSideEncryption='aws:kms')",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              565,
              "_api_call",
              "return self._make_api_call(operation_name, kwargs)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              1021,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          'botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::418273645102:assumed-role/passport-ocr-prod/botocore-session-1764 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::meridian-guest-documents-prod/scans/2026/" because no identity-based policy allows the s3:PutObject action',
        ),
      ),
      E(
        c.caller ?? "checkin-svc",
        "error",
        `document step failed: passport-ocr returned 500 for guest ${h.pax(r)}`,
        r.i(30, 200),
      ),
    ],
  }),
  (r) => ({
    cat: "authorization",
    origin: "keycard-encoder",
    hints: ["unauthorizedaccess", "access", "denied", "permission"],
    sev: "medium",
    note: "After a host patch keycard-encoder can no longer read its site key file (access denied), so no key card or mobile key can be encoded.",
    failRate: 1,
    fail: (r, c) => [
      E(
        "keycard-encoder",
        "error",
        dotnet(`Encoding failed for cabin ${h.cabin(r)} (encoder GS-${r.i(1, 4)})`, [
          "System.IO.FileSystem.Open(String fullPath, FileMode mode, FileAccess access, FileShare share)",
          "System.IO.Strategies.OSFileStreamStrategy..ctor(String path, FileMode mode, FileAccess access, FileShare share)",
          "System.IO.File.ReadAllBytes(String path)",
          "Aurora.Keys.SiteKeyStore.Load() in D:\\a\\keys\\src\\Aurora.Keys\\SiteKeyStore.cs:line 37",
          "Aurora.Keys.Encoding.CardEncoder.EncodeAsync(EncodeRequest req) in D:\\a\\keys\\src\\Aurora.Keys\\Encoding\\CardEncoder.cs:line 92",
        ]).replace(
          "\n",
          "\nSystem.UnauthorizedAccessException: Access to the path 'D:\\LockSys\\keys\\site.key' is denied.\n",
        ),
      ),
      ...(c.caller
        ? [
            E(
              c.caller,
              "error",
              `mobile key provisioning failed for cabin ${h.cabin(r)}: keycard-encoder responded 500`,
              120,
            ),
          ]
        : []),
    ],
    once: [
      {
        dt: -r.i(60, 200),
        gen: () => [
          E(
            "keycard-encoder",
            "info",
            "Windows Update: KB5044284 installed, service account permissions re-applied by policy",
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "authorization",
    origin: "timetable-svc",
    hints: ["permission", "403", "denied", "access", "storage.objects.get", "forbidden"],
    sev: "medium",
    note: "timetable-svc's service account loses storage.objects.get on the timetable bucket; cache misses fail with 403 and the web app cannot show sailings.",
    failRate: 0.75,
    fail: (r, c) => [
      E(
        "timetable-svc",
        "error",
        java(`Failed to load timetable for route ${h.route(r)}`, [
          "com.google.cloud.storage.StorageException.translate(StorageException.java:165)",
          "com.google.cloud.storage.spi.v1.HttpStorageRpc.translate(HttpStorageRpc.java:313)",
          "com.google.cloud.storage.spi.v1.HttpStorageRpc.load(HttpStorageRpc.java:816)",
          "com.google.cloud.storage.BlobImpl.getContent(BlobImpl.java:189)",
          "uk.northchannel.timetable.feed.GcsTimetableSource.load(GcsTimetableSource.java:58)",
          "uk.northchannel.timetable.TimetableCache.get(TimetableCache.java:44)",
        ]).replace(
          "\n",
          "\ncom.google.cloud.storage.StorageException: timetable-svc@ncf-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).\n",
        ),
      ),
      ...(c.caller
        ? [E(c.caller, "error", `GET /api/timetable 502 ${r.i(80, 400)}.${r.i(100, 999)} ms - 67`, 60)]
        : []),
    ],
    ticks: [
      {
        every: 120,
        gen: () => [E("timetable-svc", "error", "Timetable cache refresh failed: 403 Forbidden (storage.objects.get)")],
      },
    ],
  }),
  () => ({
    cat: "authorization",
    origin: "card-payments",
    hints: ["permission", "stripepermission", "forbidden", "403", "key"],
    sev: "high",
    note: "card-payments is deployed with a restricted Stripe key lacking payment-intent write; every payment fails with a permission error while the usual declines continue.",
    failRate: 1,
    fail: (r, c) => [
      E(
        "card-payments",
        "error",
        node(
          "StripePermissionError: The provided key 'rk_live_*********************Qx3W' does not have the required permissions for this endpoint on account 'acct_1NcIsl4Lnk'. Having the 'rak_payment_intent_write' permission would allow this request to continue.",
          [
            "StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)",
            "res.toJSON.then.Error_js_1.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:54)",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            "async createIntent (/app/src/payments/intents.js:48:18)",
            "async /app/src/routes/pay.js:27:20",
          ],
        ),
      ),
      ...(c.caller
        ? [
            E(c.caller, "error", `Internal Server Error: /api/v1/payments/ (card-payments replied 502)`, 90),
            E(c.caller, "warn", `"POST /api/v1/payments/ HTTP/1.1" 502 112 ${r.i(300, 900)}ms`, 95),
          ]
        : []),
    ],
  }),
];

const database: Mk[] = [
  () => ({
    cat: "database",
    origin: "booking-engine",
    hints: ["connection", "database", "postgres", "psql", "pool", "hikari", "sql"],
    sev: "high",
    note: "booking-engine's Postgres runs out of connection slots; Hikari times out and bookings and quotes fail, the portal retries.",
    failRate: 0.85,
    fail: (r, c) => [
      E(
        "booking-engine",
        "error",
        java(
          `Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction`,
          [
            "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
            "org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
            "com.meridianseas.booking.BookingService$$SpringCGLIB$$0.quote(<generated>)",
            "com.meridianseas.booking.api.BookingController.quote(BookingController.java:73)",
          ],
          "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=" +
            r.i(120, 260) +
            ")",
          ["com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)"],
        ),
      ),
      ...storm(
        c.caller ?? "guest-portal-api",
        3,
        r.i(400, 900),
        (k) =>
          `upstream booking-engine responded 503 Service Unavailable (attempt ${k}/3) reqPath=/api/v3/bookings/quote`,
      ),
    ],
    ticks: [
      {
        every: 20,
        gen: () => [
          E(
            "booking-engine",
            "warn",
            `HikariPool-1 - Failed to create/setup connection: FATAL: remaining connection slots are reserved for non-replication superuser connections`,
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "database",
    origin: "folio-ledger",
    hints: ["deadlock", "database", "sql", "psql", "postgres"],
    sev: "high",
    note: "A new nightly folio consolidation in folio-ledger takes row locks in the opposite order to bar charges; Postgres reports deadlocks and POS charges fail and retry.",
    failRate: 0.4,
    fail: (r, c) => [
      E("folio-ledger", "warn", "SQL Error: 0, SQLState: 40P01"),
      E(
        "folio-ledger",
        "error",
        java(
          `Charge posting failed for folio ${r.i(200000, 299999)}: could not execute statement [ERROR: deadlock detected\n  Detail: Process ${r.i(3000, 9000)} waits for ShareLock on transaction ${r.i(8000000, 9000000)}; blocked by process ${r.i(3000, 9000)}.\nProcess ${r.i(3000, 9000)} waits for ShareLock on transaction ${r.i(8000000, 9000000)}; blocked by process ${r.i(3000, 9000)}.\n  Hint: See server log for query details.]`,
          [
            "org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:100)",
            "org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:58)",
            "com.aurora.folio.ChargeRepository.post(ChargeRepository.java:61)",
            "com.aurora.folio.FolioService.postCharge(FolioService.java:118)",
          ],
          "org.postgresql.util.PSQLException: ERROR: deadlock detected",
          ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)"],
        ),
        5,
      ),
      ...(c.caller === "pos-gateway"
        ? storm(
            "pos-gateway",
            2,
            500,
            (k) => `charge post to folio-ledger failed status=500 attempt=${k} folio=${r.i(200000, 299999)}`,
          )
        : c.caller
          ? [E(c.caller, "error", `folio-ledger responded 500 on /charges`, 80)]
          : []),
    ],
    once: [
      { dt: -5, gen: () => [E("folio-ledger", "info", "Folio consolidation job started (batch size 500, 3 threads)")] },
    ],
  }),
  () => ({
    cat: "database",
    origin: "sailing-inventory",
    hints: ["mysql", "read-only", "read_only", "database", "1290", "sql"],
    sev: "high",
    note: "After a MySQL failover sailing-inventory keeps writing to the old primary, now read-only (Error 1290); reservations and boardings fail.",
    failRate: 0.95,
    fail: (r, c) => [
      E(
        "sailing-inventory",
        "error",
        `reserve failed sailing=${h.route(r)}-${r.i(600, 2130)}: Error 1290 (HY000): The MySQL server is running with the --read-only option so it cannot execute this statement`,
      ),
      ...(c.caller === "deck-planner"
        ? storm(
            "deck-planner",
            3,
            300,
            (k) => `sailing-inventory reserve returned 500 (attempt ${k}), booking ${nc(r)}`,
          )
        : c.caller === "boarding-gate"
          ? [
              E(
                "boarding-gate",
                "error",
                `boarding record not stored gate=${r.p(["G1", "G2", "V1"])}: sailing-inventory status=500`,
                40,
              ),
            ]
          : []),
    ],
    once: [
      {
        dt: 2,
        gen: () => [
          E("sailing-inventory", "warn", "mysql: invalid connection, [mysql] packets.go:37: unexpected EOF"),
          E("sailing-inventory", "warn", "driver: bad connection", 40),
        ],
      },
    ],
  }),
  () => ({
    cat: "database",
    origin: "manifest-svc",
    hints: ["connection", "pool", "activerecord", "database", "connectiontimeout"],
    sev: "medium",
    note: "manifest-svc's ActiveRecord pool is exhausted by a stuck port-authority export; gates and kiosks cannot update the manifest.",
    failRate: 0.8,
    fail: (r, c) => [
      E(
        "manifest-svc",
        "error",
        ruby(
          "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use):",
          [
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:697:in `acquire_connection'",
            "app/controllers/manifest_entries_controller.rb:14:in `create'",
          ],
        ),
      ),
      ...(c.caller === "gate-controller"
        ? [
            E(
              "gate-controller",
              "warn",
              `manifest update failed for ticket ${r.i(100000, 999999)}: HTTP 500 from manifest-svc, gate held`,
              5100,
            ),
          ]
        : c.caller
          ? [E(c.caller, "warn", "Manifest sync to manifest-svc failed (500), queued for retry", 5200)]
          : []),
    ],
    once: [
      {
        dt: -20,
        gen: () => [E("manifest-svc", "info", "Manifest export to port authority started (6 sailings, full history)")],
      },
    ],
  }),
];

const network: Mk[] = [
  () => ({
    cat: "network",
    origin: "embark-terminal",
    hints: ["dns", "host", "socket", "network", "httprequestexception", "resolve"],
    sev: "medium",
    note: "embark-terminal's resolver at the terminal site stops answering; boarding-pass and crew checks fail with 'No such host is known' while the web check-in keeps working.",
    failRate: 0.9,
    fail: (r, c) => [
      E(
        "embark-terminal",
        "error",
        dotnet(`Boarding pass validation failed at ${r.p(["SOU-T1", "SOU-T2"])}/lane ${r.i(1, 12)}`, [
          "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
          "System.Net.Http.HttpConnectionPool.ConnectAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          "Meridian.Embark.Clients.CheckinClient.ValidatePassAsync(String barcode) in /src/Meridian.Embark/Clients/CheckinClient.cs:line 64",
        ]).replace(
          "\n",
          `\nSystem.Net.Http.HttpRequestException: No such host is known. (${c.path[1]}.meridian.internal:443)\n ---> System.Net.Sockets.SocketException (11001): No such host is known.\n`,
        ),
      ),
      E("embark-terminal", "warn", `Lane ${r.i(1, 12)} switched to offline manifest (age ${r.i(5, 40)} min)`, 30),
    ],
  }),
  () => ({
    cat: "network",
    origin: "door-lock-hub",
    hints: ["route", "network", "unreachable", "connect", "socket", "gateway"],
    sev: "medium",
    note: "door-lock-hub loses its route to the deck 7-9 lock gateways (no route to host); those locks go offline and key cards stop syncing.",
    ticks: [
      {
        every: 12,
        gen: (r) => [
          E(
            "door-lock-hub",
            "error",
            `gw deck${r.i(7, 9)}-${r.p(["fwd", "mid", "aft"])}: connect 10.44.${r.i(7, 9)}.${r.i(10, 30)}:7000 failed: No route to host (errno 113)`,
          ),
        ],
      },
      {
        every: 45,
        gen: (r) => [
          E(
            "door-lock-hub",
            "warn",
            `gw deck${r.i(7, 9)}-${r.p(["fwd", "aft"])}: heartbeat missed x3, marking ${r.i(60, 140)} locks offline`,
          ),
          E(
            "keycard-encoder",
            "warn",
            `Lock list sync incomplete: ${r.i(150, 420)} locks unreachable via door-lock-hub`,
            800,
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "network",
    origin: "boarding-gate",
    hints: ["route", "network", "dial", "connect", "unreachable", "tcp"],
    sev: "medium",
    note: "The port site link used by boarding-gate loses its route to sailing-inventory; gates fall back to offline mode while the web and kiosk paths are fine.",
    failRate: 0.9,
    fail: (r) => [
      E(
        "boarding-gate",
        "error",
        `record boarding: Post "https://sailing-inventory.ncf.internal/v1/boardings": dial tcp 172.31.40.12:443: connect: no route to host`,
      ),
      E(
        "boarding-gate",
        "warn",
        `gate ${r.p(["G1", "G2", "G3", "V1"])} validating against cached manifest (age ${r.i(3, 30)}m)`,
        15,
      ),
    ],
  }),
  () => ({
    cat: "network",
    origin: "islands-api",
    hints: ["network", "unreachable", "connectionerror", "connection", "errno 101"],
    sev: "high",
    note: "A broken egress route on islands-api's node pool makes every outbound call fail with 'Network is unreachable'; kiosks keep issuing tickets.",
    failRate: 0.95,
    fail: (r, c) => [
      E(
        "islands-api",
        "error",
        python(
          `Internal Server Error: /api/v1/${r.p(["tickets", "sailings", "passes", "payments"])}/`,
          [
            ["/app/islands/views/tickets.py", 57, "post", "resp = client.post(path, json=payload, timeout=5)"],
            [
              "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
              703,
              "send",
              "r = adapter.send(request, **kwargs)",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
              700,
              "send",
              "raise ConnectionError(e, request=request)",
            ],
          ],
          `requests.exceptions.ConnectionError: HTTPSConnectionPool(host='${c.path[1]}.islelink.svc', port=8443): Max retries exceeded with url: /v1/ (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a2c1b${r.hex(4)}>: Failed to establish a new connection: [Errno 101] Network is unreachable'))`,
        ),
      ),
      E("islands-api", "warn", `"POST /api/v1/tickets/ HTTP/1.1" 500 145 ${r.i(20, 90)}ms`, 10),
    ],
  }),
];

const timeout: Mk[] = [
  () => {
    let open = false;
    return {
      cat: "timeout",
      origin: "fare-pricing",
      hints: ["timeout", "timed out", "sla", "slow"],
      sev: "medium",
      note: "fare-pricing's rule evaluation slows past its SLA (it only warns); booking-engine times out reading from it, opens its circuit breaker and the portal returns 504s.",
      failRate: 0.8,
      fail: (r, c) => {
        const out: Emit[] = [
          E(
            "fare-pricing",
            "warn",
            `Pricing run for ${h.voyage(r)} took ${r.i(6000, 14000)} ms (SLA 2000 ms), rules engine queue=${r.i(30, 90)}`,
          ),
        ];
        if (c.n > 25 && !open) {
          open = true;
          out.push(E("booking-engine", "warn", "CircuitBreaker 'farePricing' changed state from CLOSED to OPEN", 50));
        }
        if (open && c.n % 40 === 0) {
          out.push(E("booking-engine", "info", "CircuitBreaker 'farePricing' changed state from OPEN to HALF_OPEN", 0));
          open = c.n % 80 !== 0;
        }
        out.push(
          open
            ? E(
                "booking-engine",
                "error",
                "Quote failed: CallNotPermittedException: CircuitBreaker 'farePricing' is OPEN and does not permit further calls",
                5,
              )
            : E(
                "booking-engine",
                "error",
                java(
                  `Quote failed for ${h.voyage(r)}: I/O error on POST request for "http://fare-pricing:8080/v2/price": Read timed out`,
                  [
                    "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                    "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
                    "com.meridianseas.booking.pricing.FarePricingClient.price(FarePricingClient.java:52)",
                  ],
                  "java.net.SocketTimeoutException: Read timed out",
                  ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)"],
                ),
                5000,
              ),
        );
        out.push(
          E(c.path[0], "error", `POST /api/v3/bookings/quote 504 ${r.i(5000, 5200)}.${r.i(100, 999)} ms - 72`, 5100),
        );
        return out;
      },
    };
  },
  () => ({
    cat: "timeout",
    origin: "cabin-services",
    hints: ["timelimit", "timeout", "softtimelimit", "time limit", "timed out"],
    sev: "medium",
    note: "cabin-services' order tasks hit the Celery soft time limit; room-service orders from the app time out.",
    failRate: 0.8,
    fail: (r, c) => [
      E(
        "cabin-services",
        "error",
        python(
          `Task cabin.tasks.place_order[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: SoftTimeLimitExceeded()`,
          [
            [
              "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
              453,
              "trace_task",
              "R = retval = fun(*args, **kwargs)",
            ],
            ["/app/cabin/tasks.py", 64, "place_order", "slot = galley.reserve_slot(order.deck, order.items)"],
            ["/app/cabin/galley.py", 112, "reserve_slot", "while not self._slot_free(deck):"],
            [
              "/usr/local/lib/python3.11/site-packages/billiard/pool.py",
              229,
              "soft_timeout_sighandler",
              "raise SoftTimeLimitExceeded()",
            ],
          ],
          "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
        ),
        10000,
      ),
      E(c.caller ?? "onboard-app-api", "error", "cabin-services did not respond within 10000ms (POST /orders)", 10000),
      E(
        c.caller ?? "onboard-app-api",
        "warn",
        `POST /v2/dining/orders 504 ${r.i(10000, 10050)}.${r.i(100, 999)} ms - 45`,
        10010,
      ),
    ],
  }),
  () => ({
    cat: "timeout",
    origin: "weather-ops",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "medium",
    note: "The marine forecast API stops answering in time; weather-ops' polls end in ReadTimeout and disruption status goes stale.",
    silent: true,
    ticks: [
      {
        every: 30,
        gen: (r) => [
          E(
            "weather-ops",
            "error",
            python(
              `forecast poll failed route=${h.route(r)}`,
              [
                [
                  "/app/weather/poller.py",
                  77,
                  "poll",
                  "resp = self.session.get(url, params=params, timeout=(3.05, 10))",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                  713,
                  "send",
                  "raise ReadTimeout(e, request=request)",
                ],
              ],
              "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.seastate-data.com', port=443): Read timed out. (read timeout=10)",
            ),
          ),
        ],
      },
      {
        every: 90,
        gen: (r, k) => [
          E(
            "timetable-svc",
            "warn",
            `Disruption status for ${h.route(r)} is ${k + 2} min old (weather-ops), showing last known`,
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "timeout",
    origin: "ticketing-core",
    hints: ["lock", "timeout", "lock wait"],
    sev: "medium",
    note: "A long allocation rebuild in ticketing-core holds row locks; ticket issue waits out MySQL's lock wait timeout and callers time out.",
    failRate: 0.6,
    fail: (_r, c) => [
      E(
        "ticketing-core",
        "error",
        java(
          "Ticket issue failed: PreparedStatementCallback; SQL [update sailing_allocation set seats_sold = seats_sold + ? where sailing_id = ?]; Lock wait timeout exceeded; try restarting transaction",
          [
            "org.springframework.jdbc.support.SQLExceptionSubclassTranslator.doTranslate(SQLExceptionSubclassTranslator.java:73)",
            "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1019)",
            "com.islelink.ticketing.AllocationDao.consume(AllocationDao.java:47)",
            "com.islelink.ticketing.TicketService.issue(TicketService.java:119)",
          ],
          "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
        ),
        50000,
      ),
      ...(c.caller === "checkin-kiosk"
        ? [
            E(
              "checkin-kiosk",
              "error",
              "Ticket lookup failed: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
              30000,
            ),
          ]
        : c.caller
          ? [
              E(
                c.caller,
                "error",
                "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='ticketing-core.islelink.svc', port=8443): Read timed out. (read timeout=20)",
                20000,
              ),
            ]
          : []),
    ],
    once: [
      {
        dt: -3,
        gen: () => [E("ticketing-core", "info", "Allocation rebuild started for 214 sailings (winter timetable)")],
      },
    ],
  }),
];

const rateLimiting: Mk[] = [
  () => ({
    cat: "rate_limiting",
    origin: "notify-dispatch",
    hints: ["429", "rate", "limit", "too many requests", "throttl"],
    sev: "medium",
    note: "A check-in-open campaign pushes notify-dispatch past its email provider's rate limit; sends come back 429 and confirmations are deferred.",
    failRate: 0.9,
    fail: (r, c) => [
      E(
        "notify-dispatch",
        "warn",
        node(`send failed template=booking-confirmation: ResponseError: Too Many Requests`, [
          "/app/node_modules/@sendgrid/client/src/classes/client.js:167:19",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          "async Dispatcher.send (/app/src/dispatch.js:88:7)",
        ]),
      ),
      E(
        c.caller ?? "booking-engine",
        "warn",
        `Confirmation email for ${bk(r)} not sent: notify-dispatch replied 503, will retry`,
        40,
      ),
    ],
    ticks: [
      {
        every: 15,
        gen: (r) => [
          E(
            "notify-dispatch",
            "error",
            `provider responded 429 Too Many Requests (x-ratelimit-remaining: 0, reset in ${r.i(20, 60)}s); ${r.i(200, 900)} messages deferred`,
          ),
        ],
      },
    ],
    once: [
      { dt: -2, gen: () => [E("notify-dispatch", "info", "campaign checkin-open-AM2614 started: 14,820 recipients")] },
    ],
  }),
  () => ({
    cat: "rate_limiting",
    origin: "excursion-desk",
    hints: ["429", "toomanyrequests", "too many requests", "rate", "limit"],
    sev: "medium",
    note: "excursion-desk's availability polling is throttled by the port tour operator's API (429); guests cannot book shore excursions in the app.",
    failRate: 0.85,
    fail: (r, c) => [
      E(
        "excursion-desk",
        "error",
        ruby(
          `Faraday::TooManyRequestsError: the server responded with status 429 for GET https://api.portexcursions.net/v2/availability?tour=${r.p(["KOT-04", "SPL-11", "DBV-03"])}`,
          [
            "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
            "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
            "/app/app/clients/tour_operator_client.rb:31:in `availability'",
            "/app/app/controllers/bookings_controller.rb:19:in `create'",
          ],
        ),
      ),
      E(c.caller ?? "onboard-app-api", "warn", `GET /v2/excursions 503 ${r.i(100, 900)}.${r.i(100, 999)} ms - 88`, 60),
    ],
    ticks: [
      {
        every: 40,
        gen: (r) => [E("excursion-desk", "warn", `Tour operator rate limit hit, Retry-After: ${r.i(30, 120)}`)],
      },
    ],
  }),
  () => ({
    cat: "rate_limiting",
    origin: "payments-svc",
    hints: ["429", "rate", "limit", "too many"],
    sev: "medium",
    note: "Rebookings after a weather cancellation push payments-svc past the PSP's request rate; captures come back 429 and web payments fail.",
    failRate: 0.7,
    fail: (r, c) => [
      E(
        "payments-svc",
        "error",
        `capture failed booking=${nc(r)}: PSP responded 429 Too Many Requests (errorType=rate_limited, retry_after=${r.i(10, 60)}s)`,
      ),
      ...storm(c.caller ?? "web-booking", 2, 1000, (k) => `payments-svc POST /payments -> 502 (attempt ${k}/2)`),
    ],
  }),
  () => ({
    cat: "rate_limiting",
    origin: "loyalty-pass",
    hints: ["quota", "429", "rate", "resource_exhausted", "limit"],
    sev: "medium",
    note: "loyalty-pass's Wallet object updates exceed the write quota per minute (429 RESOURCE_EXHAUSTED); pass debits fail in the app.",
    failRate: 0.85,
    fail: (r, c) => [
      E(
        "loyalty-pass",
        "error",
        java(`Pass ${r.i(10000, 99999)} update failed`, [
          "com.google.api.client.googleapis.json.GoogleJsonResponseException.from(GoogleJsonResponseException.java:146)",
          "com.google.api.client.googleapis.services.AbstractGoogleClientRequest.execute(AbstractGoogleClientRequest.java:475)",
          "com.islelink.loyalty.wallet.WalletSync.patch(WalletSync.java:66)",
        ]).replace(
          "\n",
          `\ncom.google.api.client.googleapis.json.GoogleJsonResponseException: 429 Too Many Requests\n{ "code": 429, "message": "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute' of service 'walletobjects.googleapis.com'", "status": "RESOURCE_EXHAUSTED" }\n`,
        ),
      ),
      E(c.caller ?? "islands-api", "warn", `"POST /api/v1/passes/ HTTP/1.1" 503 88 ${r.i(100, 600)}ms`, 60),
    ],
  }),
];

const validation: Mk[] = [
  () => ({
    cat: "validation",
    origin: "checkin-svc",
    hints: ["validation", "validationerror", "pydantic", "invalid", "date"],
    sev: "medium",
    note: "checkin-svc rejects the passport data it builds APIS records from (expiry in DD/MM/YYYY); online check-in submissions fail with validation errors.",
    failRate: 0.6,
    match: (p) => p[0] === "guest-portal-api",
    fail: (r) => [
      E(
        "checkin-svc",
        "error",
        python(
          `APIS record rejected for guest ${h.pax(r)}`,
          [
            ["/app/checkin/apis.py", 133, "build_record", "return ApisPassenger.model_validate(raw)"],
            [
              "/usr/local/lib/python3.11/site-packages/pydantic/main.py",
              596,
              "model_validate",
              "return cls.__pydantic_validator__.validate_python(",
            ],
          ],
          `pydantic_core._pydantic_core.ValidationError: 1 validation error for ApisPassenger\ndocument_expiry\n  Input should be a valid date or datetime, invalid date separator, expected \`-\` [type=date_from_datetime_parsing, input_value='${r.i(10, 28)}/${String(r.i(1, 12)).padStart(2, "0")}/20${r.i(27, 35)}', input_type=str]`,
        ),
      ),
      E(
        "guest-portal-api",
        "error",
        `POST /api/v3/checkin/documents 500 ${r.i(200, 900)}.${r.i(100, 999)} ms - 91`,
        80,
      ),
    ],
  }),
  () => ({
    cat: "validation",
    origin: "pos-gateway",
    hints: ["unmarshal", "json", "validation", "invalid", "decode"],
    sev: "medium",
    note: "After the bar terminals' firmware update pos-gateway cannot decode their charge payloads (amount as string) and rejects the charges with 400.",
    failRate: 0.55,
    fail: (r) => {
      const t = `P${r.i(1, 40)}`;
      return [
        E(
          "pos-gateway",
          "error",
          `decode charge request terminal=${t}: json: cannot unmarshal string into Go struct field ChargeRequest.amount of type int64`,
        ),
        E(
          "pos-gateway",
          "warn",
          `charge rejected outlet=${r.p(["POOL-BAR", "ATRIUM-BAR", "SKY-LOUNGE"])} terminal=${t} status=400`,
          2,
        ),
      ];
    },
  }),
  () => ({
    cat: "validation",
    origin: "timetable-svc",
    hints: ["schema", "validation", "invalid", "pattern"],
    sev: "medium",
    note: "timetable-svc rejects the new winter feed (departure times fail the schema); routes show no sailings on the web.",
    failRate: 0.5,
    fail: (r, c) => [
      E("timetable-svc", "warn", `Timetable lookup route=${h.route(r)}: 0 sailings (last import rejected)`),
      ...(c.caller ? [E(c.caller, "warn", `GET /api/sailings 404 ${r.i(20, 90)}.${r.i(100, 999)} ms - 41`, 20)] : []),
    ],
    ticks: [
      {
        every: 60,
        gen: (r) => [
          E(
            "timetable-svc",
            "error",
            java(`Timetable import failed: ${r.i(9, 40)} schema violations in feed ncf-2026w49.json`, [
              "uk.northchannel.timetable.feed.FeedValidator.validate(FeedValidator.java:52)",
              "uk.northchannel.timetable.feed.FeedImporter.run(FeedImporter.java:77)",
            ]).replace(
              "\n",
              `\ncom.networknt.schema.ValidationException: $.sailings[${r.i(1, 200)}].departure: does not match the date-time pattern ^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}\n`,
            ),
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "validation",
    origin: "manifest-svc",
    hints: ["validation", "recordinvalid", "invalid", "422"],
    sev: "medium",
    note: "manifest-svc rejects boarding records whose date of birth it reads as future dates (validation failed), so gates hold passengers.",
    failRate: 0.5,
    fail: (r, c) => [
      E(
        "manifest-svc",
        "error",
        ruby("ActiveRecord::RecordInvalid (Validation failed: Date of birth can't be in the future):", [
          "activerecord (7.1.3) lib/active_record/validations.rb:84:in `raise_validation_error'",
          "activerecord (7.1.3) lib/active_record/validations.rb:55:in `save!'",
          "app/models/manifest_entry.rb:48:in `record_boarding!'",
          "app/controllers/manifest_entries_controller.rb:14:in `create'",
        ]),
      ),
      E("manifest-svc", "info", `Completed 422 Unprocessable Entity in ${r.i(5, 40)}ms`, 3),
      ...(c.caller === "gate-controller"
        ? [
            E(
              "gate-controller",
              "warn",
              `manifest-svc rejected boarding record (422) for ticket ${r.i(100000, 999999)}, passenger held`,
              50,
            ),
          ]
        : c.caller
          ? [E(c.caller, "warn", "Manifest sync to manifest-svc rejected (422)", 50)]
          : []),
    ],
  }),
];

const nullRef: Mk[] = [
  () => ({
    cat: "null_reference",
    origin: "excursion-booker",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "excursion-booker crashes on tours without a meeting point (undefined method for nil); the portal's excursion calls return 500.",
    failRate: 0.7,
    fail: (r, c) => [
      E(
        "excursion-booker",
        "error",
        ruby("NoMethodError (undefined method `[]' for nil):", [
          "app/serializers/tour_serializer.rb:22:in `meeting_point'",
          "app/controllers/api/excursions_controller.rb:37:in `index'",
          "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ]),
      ),
      E("excursion-booker", "info", `Completed 500 Internal Server Error in ${r.i(10, 80)}ms`, 2),
      E(
        c.caller ?? "guest-portal-api",
        "error",
        `GET /api/v3/excursions 500 ${r.i(40, 200)}.${r.i(100, 999)} ms - 52`,
        90,
      ),
    ],
  }),
  () => ({
    cat: "null_reference",
    origin: "crew-scheduler",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "medium",
    note: "crew-scheduler's shift job crashes on crew members without a rank record ('NoneType' has no attribute 'rank'); no shifts are assigned.",
    silent: true,
    ticks: [
      {
        every: 30,
        gen: (r) => [
          E(
            "crew-scheduler",
            "error",
            python(
              `shift assignment run failed dept=${r.p(["HOTEL", "F&B", "DECK"])}`,
              [
                ["/app/scheduler/jobs.py", 41, "assign_shifts", "for slot in plan.open_slots():"],
                ["/app/scheduler/plan.py", 96, "open_slots", "if member.contract.rank in slot.ranks:"],
              ],
              "AttributeError: 'NoneType' object has no attribute 'rank'",
            ),
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "null_reference",
    origin: "port-kiosk",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "port-kiosk throws NullReferenceException for bookings without a vehicle record; kiosk check-in fails for foot passengers.",
    failRate: 0.6,
    fail: (r) => [
      E(
        "port-kiosk",
        "error",
        dotnet(
          `Check-in failed for booking ${nc(r)}\nSystem.NullReferenceException: Object reference not set to an instance of an object.`,
          [
            "NorthChannel.Kiosk.Checkin.LaneAssigner.Assign(Booking booking) in /src/Kiosk/Checkin/LaneAssigner.cs:line 58",
            "NorthChannel.Kiosk.Checkin.CheckinController.Complete(CheckinRequest req) in /src/Kiosk/Checkin/CheckinController.cs:line 103",
            "lambda_method(Closure, Object, Object[])",
          ],
        ),
      ),
      E("port-kiosk", "warn", `Kiosk ${r.p(["HOL-K1", "HOL-K2", "DUB-K4"])}: showing 'please see staff' screen`, 10),
    ],
  }),
  () => ({
    cat: "null_reference",
    origin: "capacity-planner",
    hints: ["nil pointer", "nil", "null", "panic", "dereference"],
    sev: "high",
    note: "capacity-planner panics with a nil pointer dereference on sailings without a vessel assignment and restarts; ticket issue fails upstream.",
    failRate: 0.7,
    fail: (r, c) =>
      c.n % 6 === 0
        ? [
            E(
              "capacity-planner",
              "fatal",
              goPanic(
                "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x8c41d2]",
                [
                  [
                    "github.com/islelink/capacity/internal/plan.(*Planner).deckShare(0xc0001a4000, 0x0)",
                    "/src/internal/plan/planner.go:142 +0x32",
                  ],
                  [
                    "github.com/islelink/capacity/internal/plan.(*Planner).Check(0xc0001a4000, {0xc000412f00, 0x12})",
                    "/src/internal/plan/planner.go:88 +0x1c5",
                  ],
                  [
                    "github.com/islelink/capacity/internal/api.(*Server).handleCheck(0xc000138000, {0xa1e5a0, 0xc0002e40e0}, 0xc000484000)",
                    "/src/internal/api/check.go:31 +0x10b",
                  ],
                ],
              ),
            ),
            E(
              "capacity-planner",
              "info",
              `starting capacity-planner version=v1.9.${r.i(0, 4)} commit=4be1c09 listen=:8080`,
              4000,
            ),
            E(
              c.caller ?? "ticketing-core",
              "error",
              'Capacity check failed: I/O error on POST request for "http://capacity-planner:8080/check": Unexpected end of file from server',
              30,
            ),
          ]
        : [
            E(
              c.caller ?? "ticketing-core",
              "error",
              'Capacity check failed: I/O error on POST request for "http://capacity-planner:8080/check": Connection refused',
              10,
            ),
            E(c.path[0], "warn", `"POST /api/v1/tickets/ HTTP/1.1" 502 104 ${r.i(30, 300)}ms`, 60),
          ],
  }),
];

const configuration: Mk[] = [
  () => ({
    cat: "configuration",
    origin: "payment-bridge",
    hints: ["config", "envconfig", "missing", "required key", "environment"],
    sev: "high",
    note: "A payment-bridge release drops the PSP_MERCHANT_ACCOUNT variable; the service exits at start in a loop and bookings and excursions cannot be paid.",
    change: true,
    changeLead: 8,
    silent: true,
    failRate: 1,
    fail: (r, c) =>
      c.caller === "booking-engine"
        ? [
            E(
              "booking-engine",
              "error",
              `Payment for ${bk(r)} failed: I/O error on POST request for "http://payment-bridge:8080/v1/authorise": Connection refused`,
            ),
          ]
        : [
            E(
              c.caller ?? "excursion-booker",
              "error",
              `Errno::ECONNREFUSED: Failed to open TCP connection to payment-bridge:8080 (Connection refused - connect(2) for "payment-bridge" port 8080)`,
            ),
          ],
    ticks: [
      {
        every: 40,
        gen: (r) => [
          E("payment-bridge", "info", `starting payment-bridge version=v2.14.0 commit=9f3c2ab listen=:8080`),
          E(
            "payment-bridge",
            "fatal",
            "envconfig.Process: required key PSP_MERCHANT_ACCOUNT missing value",
            r.i(30, 120),
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "configuration",
    origin: "onboard-app-api",
    hints: ["config", "url", "404", "setting", "folio_ledger_url"],
    sev: "medium",
    note: "A config reload of onboard-app-api sets FOLIO_LEDGER_URL to the retired /api/v1 base; every folio-backed app call gets 404 from folio-ledger.",
    failRate: 0.9,
    match: (p) => p.includes("folio-ledger"),
    fail: (r) => [
      E("folio-ledger", "warn", `No mapping for GET /api/v1/folios/${r.i(200000, 299999)}`),
      E(
        "onboard-app-api",
        "error",
        `folio request failed: GET http://folio-ledger.aurora.svc:8080/api/v1/folios/${r.i(200000, 299999)} -> 404 Not Found`,
        20,
      ),
      E("onboard-app-api", "warn", `GET /v2/folio 502 ${r.i(30, 200)}.${r.i(100, 999)} ms - 61`, 25),
    ],
    once: [
      {
        dt: -25,
        gen: () => [
          E("onboard-app-api", "info", "config watcher: /etc/onboard-app/app.env changed, reloading"),
          E(
            "onboard-app-api",
            "info",
            "configuration applied: FOLIO_LEDGER_URL=http://folio-ledger.aurora.svc:8080/api/v1, MOBILE_KEY_ENABLED=true",
            40,
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "configuration",
    origin: "boarding-gate",
    hints: ["config", "boarding_close_minutes", "invalid syntax", "strconv", "setting", "env"],
    sev: "medium",
    note: "A boarding-gate release reads BOARDING_CLOSE_MINUTES='45m', cannot parse it, falls back to 0 and rejects boarding passes (only WARN lines).",
    change: true,
    changeLead: 20,
    failRate: 0.9,
    fail: (r) => [
      E(
        "boarding-gate",
        "warn",
        `boarding pass rejected gate=${r.p(["G1", "G2", "G3", "V1"])} sailing=${h.route(r)}-${r.i(600, 2130)}: boarding closed (closes 0 min before departure)`,
      ),
    ],
    once: [
      {
        dt: -18,
        gen: () => [
          E(
            "boarding-gate",
            "warn",
            `invalid BOARDING_CLOSE_MINUTES="45m": strconv.Atoi: parsing "45m": invalid syntax; using default 0`,
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "configuration",
    origin: "islands-api",
    hints: ["missingschema", "config", "url", "scheme", "setting"],
    sev: "high",
    note: "An islands-api release ships TICKETING_BASE_URL without a scheme; every ticket call fails with MissingSchema while other calls work.",
    change: true,
    changeLead: 15,
    failRate: 1,
    match: (p) => p[1] === "ticketing-core",
    fail: (r) => [
      E(
        "islands-api",
        "error",
        python(
          "Internal Server Error: /api/v1/tickets/",
          [
            [
              "/app/islands/clients/ticketing.py",
              23,
              "issue",
              'return self.session.post(f"{settings.TICKETING_BASE_URL}/api/tickets", json=body)',
            ],
            ["/usr/local/lib/python3.12/site-packages/requests/models.py", 439, "prepare_url", "raise MissingSchema("],
          ],
          "requests.exceptions.MissingSchema: Invalid URL 'ticketing-core.islelink.svc:8443/api/tickets': No scheme supplied. Perhaps you meant https://ticketing-core.islelink.svc:8443/api/tickets?",
        ),
      ),
      E("islands-api", "warn", `"POST /api/v1/tickets/ HTTP/1.1" 500 145 ${r.i(5, 30)}ms`, 5),
    ],
  }),
];

const dependency: Mk[] = [
  () => {
    let fails = 0;
    return {
      cat: "dependency",
      origin: "excursion-booker",
      hints: ["503", "unavailable", "upstream", "partner", "circuit", "dependency"],
      sev: "medium",
      note: "The shore tour partner's API returns 503; excursion-booker fails, opens its circuit and the portal's excursion pages return 502.",
      failRate: 0.85,
      fail: (r, c) => {
        fails++;
        const open = fails > 20 && fails % 25 !== 0;
        return [
          open
            ? E("excursion-booker", "warn", "Circuitbox: circuit open for shoretours_api, skipping request")
            : E(
                "excursion-booker",
                "error",
                `ShoreTours::ApiError: 503 Service Unavailable from https://partners.shoretours.net/v3/availability (body: "upstream connect error or disconnect/reset before headers. reset reason: overflow")`,
              ),
          E(
            c.caller ?? "guest-portal-api",
            "error",
            `GET /api/v3/excursions 502 ${r.i(40, 2000)}.${r.i(100, 999)} ms - 58`,
            60,
          ),
        ];
      },
    };
  },
  () => ({
    cat: "dependency",
    origin: "satlink-sync",
    hints: ["503", "unavailable", "broker", "shore", "upstream", "dependency"],
    sev: "medium",
    note: "The shore sync gateway answers 503 (broker unavailable) although the satellite link is up; satlink-sync cannot upload and the outbox grows.",
    silent: true,
    ticks: [
      {
        every: 20,
        gen: (r) => [
          E(
            "satlink-sync",
            "warn",
            `upload segment ${r.i(40000, 49999)} failed: POST https://sync.meridianseas.com/v1/segments: 503 Service Unavailable (shore gateway: message broker unavailable)`,
          ),
        ],
      },
      {
        every: 60,
        gen: (r, k) => [
          E(
            "satlink-sync",
            "info",
            `link status up provider=KA-band snr=${r.i(9, 14)}.${r.i(0, 9)}dB queue_depth=${50 + k * 160}`,
          ),
          E(
            "satlink-sync",
            "error",
            `outbox backlog ${50 + k * 160} segments, oldest ${k + 1}m; shore endpoint unhealthy`,
            300,
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "dependency",
    origin: "deck-planner",
    hints: ["redis", "loading", "unavailable", "cache", "dependency"],
    sev: "high",
    note: "deck-planner's Redis restarts and answers LOADING for minutes; vehicle allocation fails for web, kiosks and ANPR lookups.",
    failRate: 0.85,
    fail: (r, c) => [
      E(
        "deck-planner",
        "error",
        java(
          "Vehicle slot allocation failed: io.lettuce.core.RedisLoadingException: LOADING Redis is loading the dataset in memory",
          [
            "io.lettuce.core.internal.ExceptionFactory.createExecutionException(ExceptionFactory.java:141)",
            "io.lettuce.core.LettuceFutures.awaitOrCancel(LettuceFutures.java:128)",
            "uk.northchannel.deck.LaneCache.reserve(LaneCache.java:73)",
          ],
        ),
      ),
      ...(c.caller === "web-booking"
        ? [E("web-booking", "error", `POST /api/bookings/vehicle 503 ${r.i(20, 200)}.${r.i(100, 999)} ms - 70`, 40)]
        : c.caller === "port-kiosk"
          ? [
              E(
                "port-kiosk",
                "error",
                `Vehicle check-in failed for ${nc(r)}: deck-planner returned 503 ServiceUnavailable`,
                40,
              ),
            ]
          : c.caller
            ? [E(c.caller, "warn", `booking lookup for plate failed (HTTP 503 from deck-planner), manual lane`, 40)]
            : []),
    ],
  }),
  () => ({
    cat: "dependency",
    origin: "disruption-feed",
    hints: ["503", "unavailable", "upstream", "service unavailable", "dependency"],
    sev: "medium",
    note: "The marine forecast provider answers 503; disruption-feed cannot poll and the app serves stale disruption banners.",
    silent: true,
    failRate: 1,
    fail: (r, c) => [
      E(
        "disruption-feed",
        "warn",
        `status for ${h.isle(r)} served from cache (age ${Math.round(c.since / 60000) + 1}m)`,
      ),
      E(c.caller ?? "islands-api", "warn", `disruption status stale for ${h.isle(r)}, serving cached banner`, 30),
    ],
    ticks: [
      {
        every: 30,
        gen: () => [
          E(
            "disruption-feed",
            "error",
            python(
              "forecast poll failed",
              [
                ["/app/feed/poll.py", 52, "poll", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/models.py",
                  1024,
                  "raise_for_status",
                  "raise HTTPError(http_error_msg, response=self)",
                ],
              ],
              "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.seastate-data.com/v2/forecast?area=hebrides",
            ),
          ),
        ],
      },
    ],
  }),
];

const memory: Mk[] = [
  () => ({
    cat: "memory",
    origin: "crew-roster",
    hints: ["outofmemory", "memory", "heap", "oom", "gc"],
    sev: "high",
    note: "crew-roster's heap fills (full GCs of seconds, then OutOfMemoryError); crew badge checks at the terminal time out.",
    failRate: 0.7,
    fail: (r, c) => [
      E(
        c.caller ?? "embark-terminal",
        "error",
        `Crew badge ${r.i(10000, 99999)} lookup timed out after 5000 ms (crew-roster)`,
        5000,
      ),
    ],
    ticks: [
      {
        every: 10,
        gen: (r) => [
          E(
            "crew-roster",
            "warn",
            `[gc] GC(${r.i(4000, 9000)}) Pause Full (G1 Compaction Pause) ${r.i(4010, 4090)}M->${r.i(3990, 4080)}M(4096M) ${r.i(1800, 4200)}.${r.i(100, 999)}ms`,
          ),
        ],
      },
      {
        every: 75,
        gen: () => [
          E(
            "crew-roster",
            "error",
            java('Exception in thread "http-nio-8080-exec-17" java.lang.OutOfMemoryError: Java heap space', [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "com.meridianseas.crew.roster.RosterCache.snapshot(RosterCache.java:102)",
              "com.meridianseas.crew.api.BadgeController.validate(BadgeController.java:39)",
            ]),
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "memory",
    origin: "onboard-app-api",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    note: "onboard-app-api leaks memory, hits the V8 heap limit and crashes every couple of minutes; guest app calls fail in between.",
    failRate: 0.4,
    fail: (r) => [
      E(
        "onboard-app-api",
        "warn",
        `event loop lag ${r.i(900, 4000)}ms; GET /v2/folio 503 ${r.i(3000, 9000)}.${r.i(100, 999)} ms - 39`,
      ),
    ],
    ticks: [
      {
        every: 110,
        gen: (r) => [
          E(
            "onboard-app-api",
            "error",
            `<--- Last few GCs --->\n\n[1:0x5d1c8e0]  ${r.i(100000, 900000)} ms: Mark-Compact 2031.4 (2083.9) -> 2029.8 (2084.1) MB, 1422.31 / 0.00 ms  (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
          ),
          E(
            "onboard-app-api",
            "info",
            `onboard-app-api 4.12.1 listening on 0.0.0.0:3000 (commit 81ac3d2, node v20.15.0)`,
            6000,
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "memory",
    origin: "anpr-ingest",
    hints: ["bad_alloc", "memory", "alloc", "oom"],
    sev: "medium",
    note: "anpr-ingest's frame queue grows until std::bad_alloc kills it repeatedly; plates stop being pre-matched and kiosks fall back to manual checks.",
    failRate: 0.8,
    fail: (r, c) =>
      c.n % 3 === 0
        ? [E("port-kiosk", "warn", `Plate not pre-matched for booking ${nc(r)}, manual vehicle check`, r.i(100, 5000))]
        : [],
    ticks: [
      {
        every: 15,
        gen: (r) => [
          E(
            "anpr-ingest",
            "warn",
            `frame queue depth ${r.i(900, 4000)} (max 512), dropping oldest frames cam=HOL-IN${r.i(1, 2)}`,
          ),
        ],
      },
      {
        every: 70,
        gen: (r) => [
          E(
            "anpr-ingest",
            "fatal",
            "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
          ),
          E("anpr-ingest", "info", `anpr-ingest 3.4.${r.i(0, 3)} starting (build 7c1e90aa)`, 3000),
        ],
      },
    ],
  }),
  () => ({
    cat: "memory",
    origin: "checkin-kiosk",
    hints: ["outofmemory", "memory"],
    sev: "medium",
    note: "checkin-kiosk runs out of memory rendering boarding cards (OutOfMemoryException); kiosks stop printing.",
    failRate: 0.6,
    fail: (r) => [
      E(
        "checkin-kiosk",
        "error",
        dotnet(
          `Boarding card print failed at kiosk ${r.p(["OBN-01", "OBN-02", "CRA-01"])}\nSystem.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.`,
          [
            "SkiaSharp.SKBitmap..ctor(SKImageInfo info, Int32 rowBytes)",
            "IsleLink.Kiosk.Printing.CardRenderer.Render(BoardingCard card) in /src/Kiosk/Printing/CardRenderer.cs:line 71",
            "IsleLink.Kiosk.Printing.PrintQueue.PrintAsync(BoardingCard card) in /src/Kiosk/Printing/PrintQueue.cs:line 33",
          ],
        ),
      ),
    ],
    ticks: [
      {
        every: 40,
        gen: (r) => [
          E(
            "checkin-kiosk",
            "warn",
            `GC heap size ${r.i(1700, 1990)} MB, working set ${r.i(1900, 2040)} MB (limit 2048 MB)`,
          ),
        ],
      },
    ],
  }),
];

const disk: Mk[] = [
  () => ({
    cat: "disk",
    origin: "passport-ocr",
    hints: ["no space", "disk", "space", "enospc", "errno 28"],
    sev: "medium",
    note: "passport-ocr's scratch volume fills (Errno 28); passport scans in online check-in fail while the usual MRZ rescans continue.",
    failRate: 0.85,
    fail: (r, c) => [
      E(
        "passport-ocr",
        "error",
        python(
          `scan processing failed for guest ${h.pax(r)}`,
          [
            ["/app/ocr/api.py", 71, "scan", "path = scratch.write(image)"],
            ["/app/ocr/scratch.py", 19, "write", "with open(path, 'wb') as fh:"],
          ],
          `OSError: [Errno 28] No space left on device: '/var/tmp/ocr/${r.hex(32)}.jpg'`,
        ),
      ),
      E(
        c.caller ?? "checkin-svc",
        "error",
        `document step failed: passport-ocr returned 500 for guest ${h.pax(r)}`,
        60,
      ),
    ],
  }),
  () => ({
    cat: "disk",
    origin: "satlink-sync",
    hints: ["no space", "disk", "space", "spool"],
    sev: "medium",
    note: "satlink-sync's spool volume fills during a long backlog; it cannot write new outbox segments and folio-ledger keeps charges locally.",
    ticks: [
      {
        every: 15,
        gen: (r) => [
          E(
            "satlink-sync",
            "error",
            `enqueue failed: write /var/spool/satlink/outbox/${String(r.i(48000, 49999)).padStart(8, "0")}.seg: no space left on device`,
          ),
        ],
      },
      {
        every: 45,
        gen: (r) => [
          E(
            "folio-ledger",
            "warn",
            `Outbox enqueue to satlink-sync rejected (507 Insufficient Storage), ${r.i(20, 200)} charges kept locally`,
          ),
        ],
      },
      { every: 120, gen: () => [E("satlink-sync", "warn", "spool /var/spool/satlink at 100% (29.4G/29.4G)")] },
    ],
  }),
  () => ({
    cat: "disk",
    origin: "web-booking",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "medium",
    note: "web-booking's ticket PDF volume fills (ENOSPC); new bookings fail at the ticket step.",
    failRate: 0.45,
    fail: (r) => [
      E(
        "web-booking",
        "error",
        node(`Error: ENOSPC: no space left on device, write`, [
          "Object.writeSync (node:fs:936:3)",
          "WriteStream._write (/app/node_modules/pdfkit/js/pdfkit.js:204:9)",
          `async renderTicket (/app/src/tickets/render.js:61:5)`,
        ]).replace("\n", `\n    errno: -28, code: 'ENOSPC', syscall: 'write', path: '/var/app/tickets/${nc(r)}.pdf'\n`),
      ),
      E("web-booking", "warn", `POST /api/bookings 500 ${r.i(100, 900)}.${r.i(100, 999)} ms - 48`, 5),
    ],
  }),
  () => ({
    cat: "disk",
    origin: "gate-controller",
    hints: ["read-only", "readonly", "erofs", "disk", "filesystem"],
    sev: "medium",
    note: "gate-controller's data partition is remounted read-only; gate events cannot be journaled and gates switch to manual boarding.",
    failRate: 0.9,
    fail: (r) => [
      E(
        "gate-controller",
        "error",
        `journal write failed: sqlite3_step: attempt to write a readonly database (8) /data/gate/events.db ticket=${r.i(100000, 999999)}`,
      ),
      E("gate-controller", "warn", `gate ${r.p(["OBN-G1", "OBN-G2", "CRA-G1"])} switched to manual boarding`, 10),
    ],
    once: [
      {
        dt: 1,
        gen: () => [
          E(
            "gate-controller",
            "error",
            "storage check: /data is mounted read-only (EROFS), remounted by kernel after I/O error on mmcblk0p3",
          ),
        ],
      },
    ],
  }),
];

const unknown: Mk[] = [
  () => ({
    cat: "unknown",
    origin: "fare-pricing",
    hints: ["exit", "unknown", "crash", "restart", "unavailable"],
    sev: "high",
    note: "fare-pricing stops logging and keeps restarting without a word about why; booking-engine gets connection refused and quotes fail.",
    silent: true,
    failRate: 1,
    fail: (r, c) => [
      E(
        c.caller ?? "booking-engine",
        "error",
        c.n % 3 === 0
          ? `Quote failed for ${h.voyage(r)}: 503 Service Unavailable from fare-pricing: "no healthy upstream"`
          : `Quote failed for ${h.voyage(r)}: I/O error on POST request for "http://fare-pricing:8080/v2/price": Connection refused`,
      ),
      E(c.path[0], "error", `POST /api/v3/bookings/quote 502 ${r.i(5, 60)}.${r.i(100, 999)} ms - 60`, 20),
    ],
    ticks: [
      {
        every: 80,
        gen: (r) => [
          E("fare-pricing", "info", `Starting FarePricingApplication v5.${r.i(10, 12)}.2 using Java 21.0.4 with PID 1`),
          E(
            "fare-pricing",
            "info",
            `Started FarePricingApplication in ${r.i(8, 12)}.${r.i(100, 999)} seconds (process running for 12.3)`,
            11000,
          ),
        ],
      },
    ],
  }),
  () => ({
    cat: "unknown",
    origin: "keycard-encoder",
    hints: ["exit", "unknown", "crash", "stopped", "restart"],
    sev: "medium",
    note: "keycard-encoder stops unexpectedly every minute or so without logging an exception; mobile keys and desk encoding fail.",
    silent: true,
    failRate: 1,
    fail: (r, c) =>
      c.caller
        ? [E(c.caller, "error", `mobile key provisioning failed for cabin ${h.cabin(r)}: keycard-encoder 503`)]
        : [],
    ticks: [
      {
        every: 65,
        gen: (r) => [
          E("keycard-encoder", "error", "Encoder service stopped unexpectedly (exit code 0xE0434352), restarting"),
          E("keycard-encoder", "info", "Now listening on: http://[::]:8080", r.i(3000, 6000)),
          E("keycard-encoder", "info", "Application started. Press Ctrl+C to shut down.", r.i(6100, 6300)),
        ],
      },
    ],
  }),
  () => ({
    cat: "unknown",
    origin: "sailing-inventory",
    hints: ["internal", "unknown", "500", "error"],
    sev: "high",
    note: "sailing-inventory starts failing most reservations with a bare 'internal error'; deck-planner and gates report 500s.",
    failRate: 0.8,
    fail: (r, c) => [
      E(
        "sailing-inventory",
        "error",
        `reserve sailing=${h.route(r)}-${r.i(600, 2130)}: internal error status=500 request_id=${r.hex(12)}`,
      ),
      ...(c.caller === "deck-planner"
        ? storm(
            "deck-planner",
            3,
            400,
            (k) => `sailing-inventory reserve returned 500 (attempt ${k}), booking ${nc(r)}`,
          )
        : c.caller
          ? [E(c.caller, "error", `boarding not recorded: sailing-inventory status=500`, 30)]
          : []),
    ],
  }),
  () => ({
    cat: "unknown",
    origin: "ticketing-core",
    hints: ["internal", "unknown", "error", "500"],
    sev: "high",
    note: "ticketing-core answers most ticket requests with a generic internal error and no exception detail; app and kiosks fail.",
    failRate: 0.75,
    fail: (r, c) => [
      E("ticketing-core", "error", `Internal error processing ticket request, reference ERR-${r.hex(8).toUpperCase()}`),
      ...(c.caller === "islands-api"
        ? storm("islands-api", 2, 600, (k) => `ticketing-core POST /tickets returned 500 (attempt ${k}/2)`)
        : c.caller
          ? [E(c.caller, "error", `Ticket service error: 500 InternalServerError`, 40)]
          : []),
    ],
  }),
];

export const CATEGORIES = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
] as const;

export const INCIDENTS: Record<(typeof CATEGORIES)[number], Mk[]> = {
  authentication,
  authorization,
  database,
  network,
  timeout,
  rate_limiting: rateLimiting,
  validation,
  null_reference: nullRef,
  configuration,
  dependency,
  memory,
  disk,
  unknown,
};
