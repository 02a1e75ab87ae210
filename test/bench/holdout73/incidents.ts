// The 52 failures of holdout73: one per category in each of the four estates. Each names where the fault lives,
// what that service prints (or stops printing) and how its callers report it in their own words.
import type { Line } from "./estates.js";

export interface Caller {
  svc: string;
  every: number;
  lines: Line[];
}
export interface Spec {
  est: string;
  cat: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** origin lines while failing and seconds between them (0: it prints nothing) */
  o: Line[];
  oEvery: number;
  stack?: string[];
  stackP?: number;
  callers: Caller[];
  /** lines the origin prints at the start (a release, a reload, a crash) */
  pre?: Line[];
  /** origin's everyday lines stop */
  quiet?: boolean;
}

const W = "WARN" as const;
const E = "ERROR" as const;
const F = "FATAL" as const;
const I = "INFO" as const;

export const SPECS: Spec[] = [
  // ---------------- Skylark Air ----------------
  {
    est: "skylark",
    cat: "database",
    origin: "pnr-store",
    hints: ["connection", "pool", "hikari", "database", "sql", "postgres"],
    sev: "high",
    note: "pnr-store exhausts its Postgres connections (reserved slots) and every PNR read/write fails; ndc-gateway and ticketing-svc report 5xx from it.",
    o: [
      [
        E,
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting={n})",
      ],
      [E, "Failed to save PNR {pnr}: could not open JPA EntityManager for transaction"],
      [W, "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting={big})"],
    ],
    oEvery: 1.5,
    stack: [
      "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
      "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
      "\tat com.skylark.pnr.PnrRepository.save(PnrRepository.java:88)",
      "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
      "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
      "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
      "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
      "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
    ],
    stackP: 0.4,
    callers: [
      {
        svc: "ndc-gateway",
        every: 0.5,
        lines: [
          [E, 'POST /ndc/v21.3/OrderCreate 503 {ms2}ms upstream=pnr-store error="Service Unavailable"'],
          [W, "retrying OrderCreate against pnr-store (attempt 2/3)"],
        ],
      },
      {
        svc: "ticketing-svc",
        every: 2,
        lines: [[E, "cannot issue ETKT: GET http://pnr-store:8080/pnrs/{pnr} returned 500"]],
      },
    ],
  },
  {
    est: "skylark",
    cat: "network",
    origin: "seatmap-svc",
    hints: ["dns", "name", "resolve", "network", "socket", "host"],
    sev: "medium",
    note: "DNS resolution breaks on the seatmap-svc pods, so its calls to offer-pricing fail with name resolution errors and seat maps are served 502 through ndc-gateway.",
    o: [
      [
        E,
        "Pricing seat {seat} on {flt} failed: Resource temporarily unavailable (offer-pricing.skylark-commercial.svc.cluster.local:8080)",
      ],
      [W, "DNS lookup for offer-pricing.skylark-commercial.svc.cluster.local failed, using no cached address"],
    ],
    oEvery: 2,
    stack: [
      "System.Net.Http.HttpRequestException: Resource temporarily unavailable (offer-pricing.skylark-commercial.svc.cluster.local:8080)",
      " ---> System.Net.Sockets.SocketException (11): Resource temporarily unavailable",
      "   at System.Net.Dns.GetHostEntryOrAddressesCore(String hostName, Boolean justAddresses, AddressFamily addressFamily, Int64 startingTimestamp)",
      "   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
      "   --- End of inner exception stack trace ---",
      "   at Skylark.SeatMap.Pricing.SeatPriceClient.GetAsync(String flight, String seat) in /src/SeatMap/Pricing/SeatPriceClient.cs:line 47",
    ],
    stackP: 0.5,
    callers: [
      {
        svc: "ndc-gateway",
        every: 1,
        lines: [
          [E, "POST /ndc/v21.3/SeatAvailability 502 {ms2}ms upstream=seatmap-svc"],
          [W, "seatmap-svc answered 502, serving seat map without prices"],
        ],
      },
    ],
  },
  {
    est: "skylark",
    cat: "timeout",
    origin: "payment-orchestrator",
    hints: ["timeout", "timed out", "read", "socket", "acquirer"],
    sev: "high",
    note: "The card acquirer stops answering in time; payment-orchestrator's authorisation calls hit their 20 s read timeout and ticketing and ndc-gateway back up behind it.",
    o: [
      [
        E,
        'authorisation failed psp=adyen ref={hex}: I/O error on POST request for "https://pal-live.adyen.example/pal/servlet/Payment/v68/authorise": Read timed out',
      ],
      [W, "psp=adyen p99 latency 19{d}00 ms over last 60 s"],
    ],
    oEvery: 2,
    stack: [
      'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://pal-live.adyen.example/pal/servlet/Payment/v68/authorise": Read timed out',
      "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
      "\tat com.skylark.payments.psp.AdyenClient.authorise(AdyenClient.java:112)",
      "Caused by: java.net.SocketTimeoutException: Read timed out",
      "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
      "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
    ],
    stackP: 0.5,
    callers: [
      {
        svc: "ndc-gateway",
        every: 1,
        lines: [[E, "POST /ndc/v21.3/OrderCreate 504 30001ms upstream=payment-orchestrator"]],
      },
      {
        svc: "ticketing-svc",
        every: 2,
        lines: [[W, "payment-orchestrator did not answer within 25000 ms for PNR {pnr}, ticketing deferred"]],
      },
    ],
  },
  {
    est: "skylark",
    cat: "rate_limiting",
    origin: "gds-feed-sync",
    hints: ["429", "rate", "throttl", "quota", "too many"],
    sev: "medium",
    note: "After a schedule change wave gds-feed-sync is throttled by the GDS API with 429 and its AVS/SSM queue backs up.",
    o: [
      [W, "1A API responded 429 Too Many Requests (Retry-After: 30) for AVS batch, {big} messages pending"],
      [
        E,
        "AVS push aborted after 5 attempts: HTTPError 429 Client Error: Too Many Requests for url: https://api.gds-1a.example/v1/avs",
      ],
    ],
    oEvery: 1.5,
    stack: [
      "Traceback (most recent call last):",
      '  File "/app/gdsfeed/push.py", line 88, in push_batch',
      "    resp.raise_for_status()",
      '  File "/usr/local/lib/python3.11/site-packages/requests/models.py", line 1021, in raise_for_status',
      "    raise HTTPError(http_error_msg, response=self)",
      "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.gds-1a.example/v1/avs",
    ],
    stackP: 0.3,
    callers: [
      {
        svc: "shopping-engine",
        every: 6,
        lines: [[W, "availability for {flt} is {n} min stale (last AVS from gds-feed-sync)"]],
      },
    ],
  },
  {
    est: "skylark",
    cat: "validation",
    origin: "ticketing-svc",
    hints: ["validation", "constraint", "invalid", "violation"],
    sev: "medium",
    note: "ticketing-svc starts rejecting issuance because of a bean validation constraint on document expiry, so orders stay unticketed.",
    o: [
      [
        E,
        "issueTicket rejected for PNR {pnr}: issueTicket.request.passengers[0].document.expiryDate: must be a future date",
      ],
    ],
    oEvery: 2,
    stack: [
      "jakarta.validation.ConstraintViolationException: issueTicket.request.passengers[0].document.expiryDate: must be a future date",
      "\tat org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
      "\tat com.skylark.ticketing.IssueService$$SpringCGLIB$$0.issueTicket(<generated>)",
      "\tat com.skylark.ticketing.api.TicketController.issue(TicketController.java:57)",
    ],
    stackP: 0.5,
    callers: [
      {
        svc: "ndc-gateway",
        every: 3,
        lines: [[W, "OrderCreate {pnr} accepted but ticketing-svc returned 400, order left in PENDING_TICKETING"]],
      },
      { svc: "notif-dispatch", every: 8, lines: [[W, "e-ticket receipt for {pnr} skipped: no ticket number yet"]] },
    ],
  },
  {
    est: "skylark",
    cat: "null_reference",
    origin: "loyalty-ledger",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "medium",
    note: "loyalty-ledger raises NoMethodError on nil tier for members without a tier record; accruals and balance calls return 500.",
    o: [
      [E, "NoMethodError (undefined method `tier_code' for nil):"],
      [I, "Completed 500 Internal Server Error in {ms}ms (ActiveRecord: 2.{n}ms | Allocations: {big})"],
    ],
    oEvery: 2,
    stack: [
      "app/models/member.rb:64:in `earn_multiplier'",
      "app/services/accrual_service.rb:23:in `call'",
      "app/controllers/api/accruals_controller.rb:12:in `create'",
      "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
    ],
    stackP: 0.5,
    callers: [
      {
        svc: "ticketing-svc",
        every: 3,
        lines: [[W, "miles accrual for ETKT 176-{tkt} failed: loyalty-ledger HTTP 500, queued for replay"]],
      },
      {
        svc: "ndc-gateway",
        every: 4,
        lines: [[E, "GET /loyalty/members/{ffp}/balance 502 {ms}ms upstream=loyalty-ledger"]],
      },
    ],
  },
  {
    est: "skylark",
    cat: "configuration",
    origin: "offer-pricing",
    hints: ["config", "currency", "missing", "no such file", "setting"],
    sev: "high",
    note: "A new offer-pricing release cannot find its currency table at the configured path, and every priced offer fails with unknown currency.",
    pre: [
      [I, "offer-pricing v4.12.0 (commit 9f2c1ab) starting, config=/etc/offer-pricing/config.yaml"],
      [
        W,
        "currency table: open /etc/offer-pricing/currencies.yaml: no such file or directory; continuing with empty table",
      ],
      [I, "http: listening on :8080"],
    ],
    o: [
      [E, "price offer {hex}: unknown currency {cur} (0 currencies loaded)"],
      [E, "POST /v1/price 500 (0.{n}ms)"],
    ],
    oEvery: 1,
    callers: [
      {
        svc: "shopping-engine",
        every: 0.6,
        lines: [
          [E, 'OfferPrice call to offer-pricing failed with HTTP 500: {"error":"unknown currency"}'],
          [W, "retrying offer-pricing (attempt {pid}/3)"],
        ],
      },
      { svc: "ndc-gateway", every: 1.5, lines: [[E, "POST /ndc/v21.3/OfferPrice 500 {ms}ms"]] },
    ],
  },
  {
    est: "skylark",
    cat: "dependency",
    origin: "notif-dispatch",
    hints: ["503", "unavailable", "sendgrid", "circuit", "upstream", "dependency"],
    sev: "medium",
    note: "The email provider answers 503 and notif-dispatch opens its circuit breaker; receipts and schedule-change mails stop going out.",
    o: [
      [E, "sendgrid POST /v3/mail/send failed: 503 Service Unavailable (x-message-id none)"],
      [W, "circuit 'sendgrid' OPEN after 10 failures in 30s, half-open in 60s"],
      [E, "email e-ticket-receipt for PNR {pnr} failed: CircuitOpenError: Breaker is open"],
    ],
    oEvery: 1.5,
    callers: [
      { svc: "ticketing-svc", every: 5, lines: [[W, "notif-dispatch returned 503 for receipt of {pnr}, will retry"]] },
    ],
  },
  {
    est: "skylark",
    cat: "authentication",
    origin: "shopping-engine",
    hints: ["auth", "token", "credential", "401", "invalid_client", "oauth"],
    sev: "high",
    note: "shopping-engine's OAuth client secret expires and it cannot get tokens for the fare provider; shopping collapses to errors at ndc-gateway.",
    o: [
      [
        E,
        'Failed to obtain access token from https://idp.skylark.example/oauth2/token: 401 UNAUTHORIZED {"error":"invalid_client","error_description":"client secret expired"}',
      ],
      [E, "AirShopping {apt}-{apt2} failed: no valid token for fare-provider"],
    ],
    oEvery: 1.5,
    stack: [
      "org.springframework.security.oauth2.client.ClientAuthorizationException: [invalid_client] client secret expired",
      "\tat org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.getTokenResponse(ClientCredentialsOAuth2AuthorizedClientProvider.java:95)",
      "\tat com.skylark.shopping.fares.FareProviderClient.token(FareProviderClient.java:41)",
    ],
    stackP: 0.4,
    callers: [
      {
        svc: "ndc-gateway",
        every: 0.5,
        lines: [[E, "POST /ndc/v21.3/AirShopping 500 {ms}ms upstream=shopping-engine"]],
      },
    ],
  },
  {
    est: "skylark",
    cat: "authorization",
    origin: "ndc-gateway",
    hints: ["403", "forbidden", "scope", "permission", "authoriz", "denied"],
    sev: "medium",
    note: "After a policy sync ndc-gateway refuses OrderCreate for most agencies with 403 missing scope; it only warns.",
    pre: [[I, "agency policy bundle v2026.11.{n} loaded (scopes remapped for 412 agencies)"]],
    o: [
      [W, 'POST /ndc/v21.3/OrderCreate 403 {ms}ms agency=IATA{ffp} reason="scope ndc:order.create not granted"'],
      [W, "access denied for agency IATA{ffp}: required scope ndc:order.create, granted [ndc:shop ndc:price]"],
    ],
    oEvery: 0.7,
    callers: [],
  },
  {
    est: "skylark",
    cat: "memory",
    origin: "shopping-engine",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "shopping-engine runs out of Java heap under a large fare cache, GC thrashes and requests fail; ndc-gateway times out against it.",
    o: [
      [W, "GC pause (G1 Evacuation Pause) {d}{d}{d}0 ms, heap 81{d}{d}M->81{d}{d}M(8192M)"],
      [E, 'Exception in thread "http-nio-8080-exec-{n}" java.lang.OutOfMemoryError: Java heap space'],
    ],
    oEvery: 3,
    stack: [
      "java.lang.OutOfMemoryError: Java heap space",
      "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
      "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
      "\tat com.skylark.shopping.offers.OfferAssembler.combine(OfferAssembler.java:201)",
    ],
    stackP: 0.5,
    callers: [
      {
        svc: "ndc-gateway",
        every: 0.8,
        lines: [[E, "POST /ndc/v21.3/AirShopping 504 30000ms upstream=shopping-engine (timeout)"]],
      },
    ],
  },
  {
    est: "skylark",
    cat: "disk",
    origin: "gds-feed-sync",
    hints: ["space", "disk", "errno 28", "no space", "device"],
    sev: "medium",
    note: "gds-feed-sync's spool volume fills up; writing inbound SSM files fails with ENOSPC and schedule changes stop flowing.",
    o: [[E, "failed to spool SSM batch: [Errno 28] No space left on device: '/var/spool/gds/ssm/in/{hex}.ssm'"]],
    oEvery: 2,
    stack: [
      "Traceback (most recent call last):",
      '  File "/app/gdsfeed/spool.py", line 41, in write',
      '    with open(path, "wb") as fh:',
      "OSError: [Errno 28] No space left on device: '/var/spool/gds/ssm/in/batch.ssm'",
    ],
    stackP: 0.4,
    callers: [
      { svc: "shopping-engine", every: 10, lines: [[W, "schedule version unchanged for 5 min, gds-feed-sync behind"]] },
    ],
  },
  {
    est: "skylark",
    cat: "unknown",
    origin: "seatmap-svc",
    hints: ["crash", "restart", "unavailable", "exit", "unhandled"],
    sev: "high",
    note: "seatmap-svc keeps restarting without logging a reason; ndc-gateway sees connection refused and 502 from it.",
    quiet: true,
    o: [
      [I, "Application started. Press Ctrl+C to shut down."],
      [I, "Now listening on: http://[::]:8080"],
      [I, "Hosting environment: Production"],
    ],
    oEvery: 25,
    callers: [
      {
        svc: "ndc-gateway",
        every: 0.6,
        lines: [
          [
            E,
            "POST /ndc/v21.3/SeatAvailability 502 {ms}ms upstream=seatmap-svc error=connect ECONNREFUSED 10.42.7.19:8080",
          ],
        ],
      },
      { svc: "pnr-store", every: 8, lines: [[W, "seat sync to seatmap-svc failed (connection refused), will retry"]] },
    ],
  },
  // ---------------- BlueCrest Airlines ----------------
  {
    est: "bluecrest",
    cat: "database",
    origin: "crew-roster",
    hints: ["deadlock", "database", "sql", "psycopg", "operationalerror"],
    sev: "medium",
    note: "Two crew-roster writers deadlock on the pairing tables; roster publishes and lookups fail while callers show stale crew data.",
    o: [[E, "publish pairing P{big} failed: (psycopg2.errors.DeadlockDetected) deadlock detected"]],
    oEvery: 2,
    stack: [
      "Traceback (most recent call last):",
      '  File "/app/roster/publish.py", line 133, in publish',
      "    session.commit()",
      '  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py", line 922, in do_execute',
      "    cursor.execute(statement, parameters)",
      "sqlalchemy.exc.OperationalError: (psycopg2.errors.DeadlockDetected) deadlock detected",
      "DETAIL:  Process 48211 waits for ShareLock on transaction 99120311; blocked by process 48190.",
      "Process 48190 waits for ShareLock on transaction 99120307; blocked by process 48211.",
    ],
    stackP: 0.6,
    callers: [
      {
        svc: "crew-tracking",
        every: 4,
        lines: [[W, "roster fetch from crew-roster returned 500, using snapshot from {n} min ago"]],
      },
      { svc: "mobile-bff", every: 2, lines: [[E, "GET /v1/crew/roster 502 {ms2}ms (crew-roster: 500)"]] },
    ],
  },
  {
    est: "bluecrest",
    cat: "network",
    origin: "crew-tracking",
    hints: ["reset", "connection", "network", "socket", "broken pipe"],
    sev: "medium",
    note: "The datalink feed of crew-tracking keeps getting connection resets; it only warns and reconnects, while flight-ops-hub notices stale OOOI events.",
    o: [
      [W, "acars feed: read tcp 10.20.4.17:{port}->10.20.8.3:7100: read: connection reset by peer; reconnecting in 2s"],
      [W, "acars feed: write tcp 10.20.4.17:{port}->10.20.8.3:7100: write: broken pipe"],
      [W, "acars feed reconnected, resync from seq {big}"],
    ],
    oEvery: 2,
    quiet: true,
    callers: [
      {
        svc: "flight-ops-hub",
        every: 5,
        lines: [[W, "No OOOI events from crew-tracking for {n} flights in 3 min; marking positions stale"]],
      },
    ],
  },
  {
    est: "bluecrest",
    cat: "timeout",
    origin: "load-control",
    hints: ["timeout", "deadline", "exceeded", "timed out"],
    sev: "medium",
    note: "load-control's trim computation runs past its deadline and aborts (warnings only); flight-ops-hub's loadsheet requests time out.",
    o: [
      [W, "trim calc {flt} aborted: deadline 5000ms exceeded (elapsed 50{n}ms, iterations {big})"],
      [W, "worker pool saturated: 16/16 busy, queue depth {n}"],
    ],
    oEvery: 3,
    callers: [
      {
        svc: "flight-ops-hub",
        every: 1.5,
        lines: [
          [E, "Loadsheet request for {flt} to load-control timed out after 10 seconds"],
          [W, "Retrying loadsheet for {flt} (attempt {pid})"],
        ],
      },
      {
        svc: "dcs-checkin",
        every: 6,
        lines: [[W, "flight {flt} cannot close: final loadsheet pending from load-control"]],
      },
    ],
  },
  {
    est: "bluecrest",
    cat: "rate_limiting",
    origin: "apis-submitter",
    hints: ["429", "rate", "quota", "throttl", "too many"],
    sev: "medium",
    note: "The border agency API throttles apis-submitter with 429; it warns and requeues, and check-in holds passengers without APIS ack.",
    o: [
      [W, "iAPI POST /paxlst returned 429 Too Many Requests (quota 300/min exceeded), requeued {flt}"],
      [W, "iAPI throttled: backing off {n}s, {big} PAXLST pending"],
    ],
    oEvery: 1.5,
    callers: [
      {
        svc: "dcs-checkin",
        every: 1,
        lines: [
          [W, "APIS ack pending for {pnr}/1 on {flt}, boarding pass withheld"],
          [E, "check-in {pnr} blocked: no APIS ack from apis-submitter after 60s"],
        ],
      },
    ],
  },
  {
    est: "bluecrest",
    cat: "validation",
    origin: "weather-ingest",
    hints: ["parse", "invalid", "malformed", "validation", "metar"],
    sev: "medium",
    note: "A changed METAR feed layout makes weather-ingest reject every report as malformed (warn level); flight-ops-hub runs on stale weather.",
    o: [
      [
        W,
        'METAR rejected for E{apt}: parse error at token 7 "RMK": unexpected remark group before QNH (invalid report)',
      ],
    ],
    oEvery: 1,
    quiet: true,
    callers: [
      {
        svc: "flight-ops-hub",
        every: 8,
        lines: [[W, "Weather for {apt} older than 40 min; OFP release blocked for {flt}"]],
      },
    ],
  },
  {
    est: "bluecrest",
    cat: "null_reference",
    origin: "disruption-rebook",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "disruption-rebook hits a NullPointerException on itineraries without an alternative and rebooking for cancelled flights fails.",
    o: [[E, "rebook failed for PNR {pnr} on cancelled {flt}"]],
    oEvery: 1.5,
    stack: [
      'java.lang.NullPointerException: Cannot invoke "com.bluecrest.rebook.model.Itinerary.getSegments()" because "alternative" is null',
      "\tat com.bluecrest.rebook.Reaccommodator.protect(Reaccommodator.kt:118)",
      "\tat com.bluecrest.rebook.Reaccommodator.run(Reaccommodator.kt:64)",
      "\tat com.bluecrest.rebook.DisruptionListener.onCancel(DisruptionListener.kt:31)",
    ],
    stackP: 0.9,
    callers: [
      { svc: "mobile-bff", every: 2, lines: [[E, "POST /v1/rebook 500 {ms2}ms (disruption-rebook)"]] },
      {
        svc: "flight-ops-hub",
        every: 10,
        lines: [[W, "Disruption batch for {flt} not acknowledged by disruption-rebook"]],
      },
    ],
  },
  {
    est: "bluecrest",
    cat: "configuration",
    origin: "boarding-pass-svc",
    hints: ["config", "key", "signing", "not found", "missing"],
    sev: "high",
    note: "After a config reload boarding-pass-svc points at a signing key id that is not in its keystore and cannot issue any boarding pass.",
    pre: [[I, "config reloaded: BP_SIGNING_KEY_ID=bp-2026-q4, PASS_TYPE_ID=pass.com.bluecrest.boarding"]],
    o: [
      [
        E,
        "BCBP issue failed for {pnr}: Error: signing key 'bp-2026-q4' not found in keystore /etc/bp/keys (known: bp-2026-q3)",
      ],
    ],
    oEvery: 1.2,
    stack: [
      "Error: signing key 'bp-2026-q4' not found in keystore /etc/bp/keys (known: bp-2026-q3)",
      "    at KeyStore.get (/app/src/keystore.js:42:11)",
      "    at signPass (/app/src/pass/sign.js:17:24)",
      "    at async issue (/app/src/routes/issue.js:58:18)",
    ],
    stackP: 0.5,
    callers: [
      { svc: "dcs-checkin", every: 2, lines: [[E, "boarding pass for {pnr}/1 not generated: boarding-pass-svc 500"]] },
      { svc: "mobile-bff", every: 1.5, lines: [[E, "GET /v1/boardingpass/{pnr} 502 {ms}ms"]] },
    ],
  },
  {
    est: "bluecrest",
    cat: "dependency",
    origin: "flight-ops-hub",
    hints: ["502", "circuit", "upstream", "flight plan", "unavailable", "dependency"],
    sev: "high",
    note: "The external flight planning provider returns 502; flight-ops-hub's Polly breaker opens and no OFPs can be requested.",
    o: [
      [
        E,
        "OFP request for {flt} failed: Response status code does not indicate success: 502 (Bad Gateway). Provider=lido-flightplan",
      ],
      [W, "Circuit breaker for 'lido-flightplan' opened for 00:00:30 after 5 consecutive failures"],
      [E, "OFP request for {flt} rejected: The circuit is now open and is not allowing calls."],
    ],
    oEvery: 1.5,
    callers: [{ svc: "load-control", every: 6, lines: [[W, "no OFP fuel figures for {flt}, loadsheet held"]] }],
  },
  {
    est: "bluecrest",
    cat: "authentication",
    origin: "crew-roster",
    hints: ["ldap", "credential", "bind", "auth", "invalidcredentials"],
    sev: "high",
    note: "crew-roster's LDAP service account password expires, binds fail with invalidCredentials (data 532) and crew cannot log in or fetch rosters.",
    o: [
      [
        E,
        "LDAP bind as svc-crewroster failed: LDAPInvalidCredentialsResult - 49 - invalidCredentials - None - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563",
      ],
      [W, "login for crew {crew} refused: directory unavailable for bind"],
    ],
    oEvery: 2,
    callers: [{ svc: "mobile-bff", every: 1.5, lines: [[E, "POST /v1/crew/login 502 {ms}ms (crew-roster 503)"]] }],
  },
  {
    est: "bluecrest",
    cat: "authorization",
    origin: "apis-submitter",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "403"],
    sev: "medium",
    note: "After an IAM change apis-submitter may no longer write PAXLST archives to S3 (AccessDenied) and stops submitting.",
    o: [
      [
        E,
        'archive PAXLST {flt} failed: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::448812093311:assumed-role/apis-submitter/botocore-session-{big} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::bc-apis-archive/paxlst/{flt}.edi" because no identity-based policy allows the s3:PutObject action',
      ],
    ],
    oEvery: 2,
    stack: [
      "Traceback (most recent call last):",
      '  File "/app/apis/archive.py", line 29, in store',
      "    s3.put_object(Bucket=BUCKET, Key=key, Body=payload)",
      '  File "/usr/local/lib/python3.11/site-packages/botocore/client.py", line 1021, in _make_api_call',
      "    raise error_class(parsed_response, operation_name)",
      "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
    ],
    stackP: 0.4,
    callers: [{ svc: "dcs-checkin", every: 3, lines: [[W, "APIS ack pending for {pnr}/1 on {flt} (apis-submitter)"]] }],
  },
  {
    est: "bluecrest",
    cat: "memory",
    origin: "load-control",
    hints: ["bad_alloc", "memory", "oom", "alloc"],
    sev: "high",
    note: "load-control aborts with std::bad_alloc and restarts repeatedly; loadsheets time out at flight-ops-hub.",
    o: [
      [W, "rss 3{d}{d}0 MiB of 4096 MiB, weight tables cache {big} entries"],
      [F, "terminate called after throwing an instance of 'std::bad_alloc'"],
      [F, "  what():  std::bad_alloc"],
      [I, "load-control 7.3.2 starting (pid {big})"],
    ],
    oEvery: 8,
    quiet: true,
    callers: [
      {
        svc: "flight-ops-hub",
        every: 1,
        lines: [[E, "Loadsheet request for {flt} failed: Connection refused (load-control:7400)"]],
      },
    ],
  },
  {
    est: "bluecrest",
    cat: "disk",
    origin: "apis-submitter",
    hints: ["read-only", "disk", "file system", "errno 30"],
    sev: "medium",
    note: "apis-submitter's volume remounts read-only; writing PAXLST files fails with Errno 30 and passenger data is not submitted.",
    o: [[E, "cannot write PAXLST for {flt}: [Errno 30] Read-only file system: '/data/outbox/{flt}.edi'"]],
    oEvery: 2,
    stack: [
      "Traceback (most recent call last):",
      '  File "/app/apis/outbox.py", line 52, in write_message',
      "    tmp.write_bytes(edifact)",
      "OSError: [Errno 30] Read-only file system: '/data/outbox/.tmp'",
    ],
    stackP: 0.4,
    callers: [{ svc: "dcs-checkin", every: 1.5, lines: [[W, "APIS ack not received for {pnr}/1 on {flt} after 90s"]] }],
  },
  {
    est: "bluecrest",
    cat: "unknown",
    origin: "dcs-checkin",
    hints: ["unavailable", "unresponsive", "stopped", "no response"],
    sev: "high",
    note: "dcs-checkin goes silent (no more lines at all) while mobile-bff and boarding-pass-svc get connection errors and 503 from it.",
    quiet: true,
    o: [],
    oEvery: 0,
    callers: [
      {
        svc: "mobile-bff",
        every: 0.5,
        lines: [
          [E, "POST /v1/checkin 503 {ms2}ms upstream dcs-checkin: socket hang up"],
          [W, "retrying dcs-checkin (attempt {pid}/3)"],
        ],
      },
      {
        svc: "boarding-pass-svc",
        every: 3,
        lines: [[E, "cannot fetch sequence for {pnr} from dcs-checkin: connect ECONNREFUSED 10.20.4.31:8080"]],
      },
    ],
  },
  // ---------------- Port Meridian Airport ----------------
  {
    est: "meridian",
    cat: "database",
    origin: "aodb-core",
    hints: ["ora-", "session", "database", "sql", "oracle"],
    sev: "high",
    note: "aodb-core hits Oracle's session limit (ORA-00018); movement updates fail and FIDS and gate allocation run on stale data.",
    o: [[E, "movement update {oflt} failed: ORA-00018: maximum number of sessions exceeded"]],
    oEvery: 1.5,
    stack: [
      "java.sql.SQLException: ORA-00018: maximum number of sessions exceeded",
      "\tat oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:630)",
      "\tat oracle.jdbc.driver.T4CConnection.logon(T4CConnection.java:797)",
      "\tat oracle.ucp.jdbc.PoolDataSourceImpl.getConnection(PoolDataSourceImpl.java:2001)",
      "\tat aero.mrd.aodb.movement.MovementDao.update(MovementDao.java:77)",
    ],
    stackP: 0.5,
    callers: [
      {
        svc: "fids-publisher",
        every: 1,
        lines: [[E, "aodb-core GET /movements?since=... returned 500; FIDS rows not refreshed"]],
      },
      { svc: "gate-allocator", every: 4, lines: [[W, "aodb-core unavailable (HTTP 500), keeping last plan"]] },
    ],
  },
  {
    est: "meridian",
    cat: "network",
    origin: "bsm-router",
    hints: ["reset", "connection", "network", "socket", "eof"],
    sev: "high",
    note: "The type B link of bsm-router keeps being reset; BSMs stop reaching sortation and bag-reconcile reports bags without messages.",
    o: [
      [E, "typeb session MRDXBXH: read tcp 10.30.6.22:{port}->172.16.40.11:5010: read: connection reset by peer"],
      [W, "typeb session MRDXBXH reconnecting (backoff 4s)"],
      [E, "typeb session MRDXBXH: unexpected EOF during handshake"],
    ],
    oEvery: 2,
    callers: [
      {
        svc: "bag-reconcile",
        every: 1.5,
        lines: [[W, "bag {tag} scanned at make-up but no BSM on file ({oflt}); held for manual check"]],
      },
      {
        svc: "sortation-plc-bridge",
        every: 3,
        lines: [[W, "tag {tag} unknown (no sort instruction), sent to problem bag area"]],
      },
    ],
  },
  {
    est: "meridian",
    cat: "timeout",
    origin: "gate-allocator",
    hints: ["timeout", "time limit", "timed out", "deadline"],
    sev: "medium",
    note: "gate-allocator's solver keeps hitting its 30 s time limit on the morning bank; aodb-core and stand-planner time out waiting for plans.",
    o: [
      [W, "re-plan horizon 4h: solver stopped at time limit 30.0s (status=FEASIBLE_NOT_OPTIMAL, {big} conflicts open)"],
      [E, "plan request {hex} timed out after 30s"],
    ],
    oEvery: 4,
    stack: [
      "Traceback (most recent call last):",
      '  File "/app/allocator/api.py", line 77, in plan',
      "    result = await asyncio.wait_for(solve(req), timeout=30)",
      '  File "/usr/local/lib/python3.12/asyncio/tasks.py", line 520, in wait_for',
      "    raise exceptions.TimeoutError() from exc",
      "TimeoutError",
    ],
    stackP: 0.5,
    callers: [
      {
        svc: "aodb-core",
        every: 2,
        lines: [[E, "gate-allocator POST /plan timed out (35000 ms), {oflt} left without gate"]],
      },
      { svc: "stand-planner", every: 5, lines: [[W, "Gate plan from gate-allocator not received within 35s"]] },
    ],
  },
  {
    est: "meridian",
    cat: "rate_limiting",
    origin: "airport-api",
    hints: ["429", "rate", "quota", "too many"],
    sev: "medium",
    note: "airport-api exceeds its quota at the external flight-status provider and gets 429s, so flight lookups on the public site fail.",
    o: [
      [W, "aeroapi GET /flights/{oflt} -> 429 Too Many Requests (retry-after 60)"],
      [E, "GET /v2/flights/{oflt} 503 {ms}ms upstream quota exhausted"],
    ],
    oEvery: 0.8,
    callers: [
      { svc: "fids-publisher", every: 10, lines: [[W, "codeshare enrichment skipped for {oflt}: airport-api 503"]] },
    ],
  },
  {
    est: "meridian",
    cat: "validation",
    origin: "bag-reconcile",
    hints: ["invalid", "bsm", "validation", "parse"],
    sev: "medium",
    note: "bag-reconcile rejects BSMs with a changed .N element as invalid, so bags lose their reconciliation status.",
    o: [[E, "BSM rejected: invalid .N element '{tag}001' (expected 10 digits + count); message discarded"]],
    oEvery: 1.5,
    stack: [
      "aero.mrd.bags.bsm.InvalidBsmException: invalid .N element: length 13, expected 13 with count <= 999 and leading 0",
      "\tat aero.mrd.bags.bsm.BsmParser.tagNumbers(BsmParser.java:211)",
      "\tat aero.mrd.bags.bsm.BsmParser.parse(BsmParser.java:64)",
      "\tat aero.mrd.bags.ingest.BsmConsumer.onMessage(BsmConsumer.java:38)",
    ],
    stackP: 0.4,
    callers: [
      {
        svc: "sortation-plc-bridge",
        every: 4,
        lines: [[W, "tag {tag} unknown to reconciliation, diverted to problem bag area"]],
      },
    ],
  },
  {
    est: "meridian",
    cat: "null_reference",
    origin: "fids-publisher",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: "fids-publisher crashes on flights without a gate object (TypeError reading 'gate'), and departure screens stop updating.",
    o: [[E, "render departures failed: TypeError: Cannot read properties of undefined (reading 'gate')"]],
    oEvery: 1.5,
    stack: [
      "TypeError: Cannot read properties of undefined (reading 'gate')",
      "    at rowFor (/srv/fids/src/render/departures.js:88:37)",
      "    at Array.map (<anonymous>)",
      "    at renderGroup (/srv/fids/src/render/departures.js:41:22)",
      "    at async Publisher.tick (/srv/fids/src/publisher.js:119:5)",
    ],
    stackP: 0.8,
    callers: [{ svc: "airport-api", every: 8, lines: [[W, "display heartbeat: 37 screens stale > 120s"]] }],
  },
  {
    est: "meridian",
    cat: "configuration",
    origin: "stand-planner",
    hints: ["config", "options", "validation failed", "required", "setting"],
    sev: "high",
    note: "A stand-planner release ships without the WingspanLimitsPath setting; options validation fails on every plan call.",
    pre: [
      [I, "Deploying stand-planner 5.4.0 (build 2211)"],
      [I, "Now listening on: http://[::]:8080"],
    ],
    o: [
      [
        E,
        "Stand assignment for {oflt} failed: DataAnnotation validation failed for 'StandRulesOptions' members: 'WingspanLimitsPath' with the error: 'The WingspanLimitsPath field is required.'",
      ],
    ],
    oEvery: 2,
    stack: [
      "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'StandRulesOptions' members: 'WingspanLimitsPath' with the error: 'The WingspanLimitsPath field is required.'",
      "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
      "   at Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
      "   at Mrd.StandPlanner.Rules.WingspanRule..ctor(IOptions`1 options) in /src/StandPlanner/Rules/WingspanRule.cs:line 22",
    ],
    stackP: 0.5,
    callers: [{ svc: "aodb-core", every: 3, lines: [[E, "stand-planner POST /assign returned 500 for {oflt}"]] }],
  },
  {
    est: "meridian",
    cat: "dependency",
    origin: "sortation-plc-bridge",
    hints: ["opc", "unavailable", "plc", "not connected", "dependency"],
    sev: "high",
    note: "The baggage PLC's OPC UA server stops answering, sortation-plc-bridge cannot send sort instructions and bags go to manual.",
    o: [
      [
        E,
        "OPC UA write ns=2;s=Sorter.Lateral{n}.Cmd failed: BadServerNotConnected (0x800D0000) endpoint opc.tcp://bhs-plc-03:4840",
      ],
      [W, "OPC UA session to bhs-plc-03 lost, reconnect attempt {n}"],
    ],
    oEvery: 1,
    callers: [{ svc: "bag-reconcile", every: 4, lines: [[W, "{oflt}: {n} bags unsorted at make-up, load at risk"]] }],
  },
  {
    est: "meridian",
    cat: "authentication",
    origin: "aodb-core",
    hints: ["sasl", "authentication", "credential", "scram"],
    sev: "high",
    note: "aodb-core's Kafka credentials are rotated and its producer fails SASL authentication, so movement events stop flowing to consumers.",
    o: [
      [
        E,
        "[Producer clientId=aodb-movements] Connection to node -1 (kafka-1.mrd.internal/10.30.2.5:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
      ],
    ],
    oEvery: 2,
    stack: [
      "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
    ],
    stackP: 0.3,
    callers: [
      { svc: "fids-publisher", every: 5, lines: [[W, "no movement events for 60s, falling back to polling aodb"]] },
      { svc: "gate-allocator", every: 8, lines: [[W, "movement topic idle for 120s"]] },
    ],
  },
  {
    est: "meridian",
    cat: "authorization",
    origin: "bsm-router",
    hints: ["2035", "not_authorized", "authoriz", "permission"],
    sev: "high",
    note: "After a queue manager permission change bsm-router gets MQRC_NOT_AUTHORIZED (2035) opening the BSM queue and stops routing.",
    o: [
      [E, "MQOPEN BSM.IN.MRD failed: MQCC_FAILED reason 2035 (MQRC_NOT_AUTHORIZED)"],
      [W, "consumer for BSM.IN.MRD stopped, retrying in 10s"],
    ],
    oEvery: 2,
    callers: [{ svc: "bag-reconcile", every: 2, lines: [[W, "bag {tag} has no BSM ({oflt}), held for manual check"]] }],
  },
  {
    est: "meridian",
    cat: "memory",
    origin: "bag-reconcile",
    hints: ["outofmemory", "gc overhead", "memory", "heap"],
    sev: "high",
    note: "bag-reconcile runs out of heap (GC overhead limit exceeded) and stops reconciling flights.",
    o: [
      [W, "Pause Full (G1 Compaction Pause) 204{d}M->204{d}M(2048M) 3{d}{d}0.4ms"],
      [E, "reconcile {oflt} failed: java.lang.OutOfMemoryError: GC overhead limit exceeded"],
    ],
    oEvery: 3,
    stack: [
      "java.lang.OutOfMemoryError: GC overhead limit exceeded",
      "\tat java.base/java.util.HashMap.resize(HashMap.java:702)",
      "\tat aero.mrd.bags.reconcile.BagIndex.put(BagIndex.java:58)",
    ],
    stackP: 0.4,
    callers: [{ svc: "aodb-core", every: 6, lines: [[W, "bag-reconcile did not confirm load for {oflt} (HTTP 503)"]] }],
  },
  {
    est: "meridian",
    cat: "disk",
    origin: "security-queue-metrics",
    hints: ["flood", "watermark", "disk", "read-only", "cluster_block"],
    sev: "medium",
    note: "The metrics Elasticsearch hits its flood-stage watermark and security-queue-metrics' bulk writes are blocked (it only warns).",
    o: [
      [
        W,
        "bulk index failed ({n} docs): TransportError(429, 'cluster_block_exception', 'index [queue-metrics-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')",
      ],
    ],
    oEvery: 2,
    quiet: true,
    callers: [
      { svc: "airport-api", every: 6, lines: [[W, "GET /v2/security/wait-times served stale data (age {n} min)"]] },
    ],
  },
  {
    est: "meridian",
    cat: "unknown",
    origin: "gate-allocator",
    hints: ["unavailable", "unresponsive", "no response", "stopped"],
    sev: "high",
    note: "gate-allocator stops logging entirely while aodb-core and stand-planner get 503/no healthy upstream from it.",
    quiet: true,
    o: [],
    oEvery: 0,
    callers: [
      { svc: "aodb-core", every: 1, lines: [[E, "gate-allocator POST /plan -> 503 no healthy upstream"]] },
      {
        svc: "stand-planner",
        every: 4,
        lines: [[W, "Gate plan request failed: 503 (Service Unavailable) from gate-allocator"]],
      },
    ],
  },
  // ---------------- Kestrel Regional ----------------
  {
    est: "kestrel",
    cat: "database",
    origin: "res-core",
    hints: ["too many connections", "connection", "mysql", "sql", "database"],
    sev: "high",
    note: "res-core's MySQL refuses new connections (Too many connections); bookings and check-ins fail at web-booking and the kiosks.",
    o: [
      [
        E,
        'create PNR failed: Data source rejected establishment of connection, message from server: "Too many connections"',
      ],
    ],
    oEvery: 1.5,
    stack: [
      'java.sql.SQLNonTransientConnectionException: Data source rejected establishment of connection,  message from server: "Too many connections"',
      "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:111)",
      "\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:828)",
      "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
      "\tat com.kestrel.res.pnr.PnrService.create(PnrService.java:93)",
    ],
    stackP: 0.5,
    callers: [
      {
        svc: "web-booking",
        every: 0.7,
        lines: [
          [E, "Faraday::ServerError: the server responded with status 500 (POST http://res-core:8080/pnr)"],
          [I, "Completed 502 Bad Gateway in {ms2}ms"],
        ],
      },
      { svc: "checkin-kiosk-gw", every: 3, lines: [[E, "res-core returned 500 for PNR {pnr}; kiosk session aborted"]] },
    ],
  },
  {
    est: "kestrel",
    cat: "network",
    origin: "checkin-kiosk-gw",
    hints: ["reset", "connection", "socket", "network", "transport"],
    sev: "medium",
    note: "After a firewall change the path from checkin-kiosk-gw to res-core resets connections; kiosk check-ins fail while web bookings are fine.",
    o: [[E, "Check-in for {pnr} failed: Unable to read data from the transport connection: Connection reset by peer."]],
    oEvery: 1.5,
    stack: [
      "System.Net.Http.HttpRequestException: An error occurred while sending the request.",
      " ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
      " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
      "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
      "   --- End of inner exception stack trace ---",
      "   at Kestrel.Kiosk.Gateway.ResCoreClient.CheckInAsync(String pnr) in /src/Gateway/ResCoreClient.cs:line 71",
    ],
    stackP: 0.5,
    callers: [{ svc: "bagtag-print", every: 8, lines: [[W, "print job queue empty for 120s on BTP-{pid}"]] }],
  },
  {
    est: "kestrel",
    cat: "timeout",
    origin: "fare-cache",
    hints: ["timeout", "deadline", "exceeded", "timed out"],
    sev: "medium",
    note: "The external fare filing feed stops answering in time; fare-cache refreshes hit context deadline exceeded and web-booking times out on fares.",
    o: [
      [
        E,
        'refresh {apt}-{apt2} failed: Get "https://filing.fares-vendor.example/v3/fares?mkt={apt}{apt2}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
      ],
      [W, "fare lookup {apt}-{apt2} miss, upstream refresh in flight (waiting)"],
    ],
    oEvery: 1.5,
    callers: [
      {
        svc: "web-booking",
        every: 0.8,
        lines: [
          [E, "Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> (fare-cache GET /fares)"],
          [I, "Completed 504 Gateway Timeout in 15{n}ms"],
        ],
      },
    ],
  },
  {
    est: "kestrel",
    cat: "rate_limiting",
    origin: "sms-gateway-client",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "During a wave of delay notices sms-gateway-client is throttled by the SMS provider (429, code 20429) and messages pile up.",
    o: [
      [W, "Twilio API 429 Too Many Requests (code 20429) for +44***{n}; requeue in {n}s"],
      [
        E,
        "SMS for {flt} dropped after 5 attempts: RestException [HTTP 429] Unable to create record: Too Many Requests",
      ],
    ],
    oEvery: 0.8,
    callers: [
      { svc: "ops-control", every: 6, lines: [[W, "delay notice for {flt} not confirmed by sms-gateway-client"]] },
    ],
  },
  {
    est: "kestrel",
    cat: "validation",
    origin: "crew-portal",
    hints: ["validation", "recordinvalid", "invalid", "unprocessable"],
    sev: "medium",
    note: "crew-portal rejects the monthly roster import with ActiveRecord validation errors and crew see empty rosters.",
    o: [
      [
        E,
        "ActiveRecord::RecordInvalid (Validation failed: Duty end must be after duty start, Rest period can't be blank):",
      ],
      [I, "Completed 422 Unprocessable Content in {ms}ms (ActiveRecord: 4.{n}ms)"],
    ],
    oEvery: 2,
    stack: [
      "app/models/duty.rb:18:in `block in <class:Duty>'",
      "app/services/roster_import.rb:57:in `import_row'",
      "app/controllers/api/rosters_controller.rb:9:in `create'",
    ],
    stackP: 0.4,
    callers: [
      { svc: "ops-control", every: 5, lines: [[W, "roster push to crew-portal rejected (422) for crew {crew}"]] },
    ],
  },
  {
    est: "kestrel",
    cat: "null_reference",
    origin: "ffp-rewards",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "medium",
    note: "ffp-rewards raises AttributeError on members without a tier; credits and balances fail and web-booking shows errors.",
    o: [[E, "Internal Server Error: /members/{ffp}/credit"]],
    oEvery: 2,
    stack: [
      "Traceback (most recent call last):",
      '  File "/app/rewards/views.py", line 74, in credit',
      "    multiplier = member.tier.multiplier",
      "AttributeError: 'NoneType' object has no attribute 'multiplier'",
    ],
    stackP: 0.9,
    callers: [{ svc: "web-booking", every: 2.5, lines: [[W, "points credit for {pnr} failed: ffp-rewards 500"]] }],
  },
  {
    est: "kestrel",
    cat: "configuration",
    origin: "web-booking",
    hints: ["config", "keyerror", "key not found", "env", "missing"],
    sev: "high",
    note: "A web-booking release reads a missing environment variable for the payment merchant id; every checkout fails with KeyError.",
    pre: [
      [I, "=> Booting Puma"],
      [I, '* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")'],
      [I, "release web-booking 2026.11.30-2 ready"],
    ],
    o: [
      [E, 'KeyError (key not found: "PAYMENT_MERCHANT_ID"):'],
      [I, "Completed 500 Internal Server Error in {ms}ms"],
    ],
    oEvery: 1,
    stack: [
      "app/services/payment_session.rb:12:in `fetch'",
      "app/services/payment_session.rb:12:in `merchant_id'",
      "app/controllers/checkout_controller.rb:31:in `create'",
    ],
    stackP: 0.5,
    callers: [],
  },
  {
    est: "kestrel",
    cat: "dependency",
    origin: "ops-control",
    hints: ["amqp", "broker", "rabbit", "refused", "dependency", "unavailable"],
    sev: "high",
    note: "ops-control's RabbitMQ broker goes away; it cannot publish delay events and downstream notices stop.",
    o: [
      [
        E,
        "Failed to publish delay event for {flt}: org.springframework.amqp.AmqpConnectException: java.net.ConnectException: Connection refused",
      ],
      [
        W,
        "Broker not available; cannot force queue declarations during start: java.net.ConnectException: Connection refused",
      ],
    ],
    oEvery: 2,
    stack: [
      "org.springframework.amqp.AmqpConnectException: java.net.ConnectException: Connection refused",
      "\tat org.springframework.amqp.rabbit.support.RabbitExceptionTranslator.convertRabbitAccessException(RabbitExceptionTranslator.java:61)",
      "\tat org.springframework.amqp.rabbit.connection.AbstractConnectionFactory.createBareConnection(AbstractConnectionFactory.java:603)",
      "Caused by: java.net.ConnectException: Connection refused",
    ],
    stackP: 0.4,
    callers: [{ svc: "sms-gateway-client", every: 15, lines: [[I, "no delay events received in last 60s"]] }],
  },
  {
    est: "kestrel",
    cat: "authentication",
    origin: "ffp-rewards",
    hints: ["token", "401", "auth", "expired", "credential"],
    sev: "medium",
    note: "ffp-rewards' partner token expires and refresh fails with invalid_grant; partner point transfers return 401.",
    o: [
      [
        E,
        'partner transfer to HOTELPTS failed: 401 Client Error: Unauthorized {"error":"invalid_token","error_description":"The access token expired"}',
      ],
      [E, "token refresh for partner HOTELPTS failed: invalid_grant (refresh token revoked)"],
    ],
    oEvery: 2,
    callers: [{ svc: "web-booking", every: 5, lines: [[W, "points transfer unavailable: ffp-rewards returned 502"]] }],
  },
  {
    est: "kestrel",
    cat: "authorization",
    origin: "ops-control",
    hints: ["accessdenied", "access denied", "403", "forbidden", "role"],
    sev: "medium",
    note: "A role-mapping change in ops-control denies duty managers access; crew swaps and re-timings are refused with AccessDeniedException.",
    pre: [[I, "role mapping reloaded from config server (profile prod, 14 mappings)"]],
    o: [
      [
        W,
        "Access denied for user dm.{crew} on PUT /flights/{flt}/etd: org.springframework.security.access.AccessDeniedException: Access Denied (required ROLE_DUTY_MANAGER)",
      ],
    ],
    oEvery: 1.5,
    callers: [{ svc: "crew-portal", every: 4, lines: [[W, "ops-control answered 403 for swap request {hex}"]] }],
  },
  {
    est: "kestrel",
    cat: "memory",
    origin: "fare-cache",
    hints: ["out of memory", "memory", "oom", "alloc"],
    sev: "high",
    note: "fare-cache runs out of memory and the Go runtime aborts; web-booking gets connection refused while it restarts.",
    o: [
      [W, "cache size 2{d}{d}{d}MB over soft limit 2048MB, eviction lagging"],
      [F, "fatal error: runtime: out of memory"],
      [I, "fare-cache 1.19.3 starting, warming from snapshot"],
    ],
    oEvery: 10,
    stack: [
      "runtime stack:",
      "runtime.throw({0x1a2b3c4, 0x16})",
      "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
      "runtime.sysMapOS(0xc1a0000000, 0x40000000)",
      "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
      "goroutine 88 [running]:",
      "kestrel/fare-cache/store.(*Shard).Put(0xc000212000, {0xc0a1f2e000, 0x12}, ...)",
      "\t/src/store/shard.go:71 +0x1f4",
    ],
    stackP: 0.35,
    callers: [
      {
        svc: "web-booking",
        every: 1,
        lines: [
          [
            E,
            'Faraday::ConnectionFailed: Failed to open TCP connection to fare-cache:8080 (Connection refused - connect(2) for "fare-cache" port 8080)',
          ],
        ],
      },
    ],
  },
  {
    est: "kestrel",
    cat: "disk",
    origin: "bagtag-print",
    hints: ["space", "disk", "enospc", "no space", "device"],
    sev: "medium",
    note: "bagtag-print's spool disk fills up and print jobs cannot be written; check-in desks and kiosks cannot print bag tags.",
    o: [[E, "spool write /var/spool/bagtag/BTP-{pid}/{hex}.job failed: No space left on device (errno 28)"]],
    oEvery: 2,
    callers: [
      {
        svc: "checkin-kiosk-gw",
        every: 3,
        lines: [[W, "Kiosk KSK-{pid}: bag tag print failed (bagtag-print 507), passenger sent to desk"]],
      },
    ],
  },
  {
    est: "kestrel",
    cat: "unknown",
    origin: "crew-portal",
    hints: ["500", "error", "unavailable", "internal"],
    sev: "medium",
    note: "crew-portal answers 500 on most requests without logging any exception; ops-control's roster pushes fail.",
    o: [
      [I, "Completed 500 Internal Server Error in {ms}ms"],
      [E, "Internal Server Error"],
    ],
    oEvery: 1,
    quiet: true,
    callers: [{ svc: "ops-control", every: 3, lines: [[W, "crew-portal returned 500 for roster push {hex}"]] }],
  },
];
