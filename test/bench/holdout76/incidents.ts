// The 52 incident scenarios of holdout76 (4 per category): where the fault lives, how the origin logs it and how
// its callers report it in their own words. Tracks are Poisson emitters that start `at` seconds after the fault.
import type { Estate } from "./estates.js";
import type { Level } from "./formats.js";

export interface Track {
  s?: string; // default: the origin
  l: Level;
  hz: number;
  at?: number;
  to?: number;
  m: string[];
  st?: { ex: string; f: string[]; p?: number };
  /** a follow-up line of the same service [seconds later, level, template], e.g. the restart after a crash */
  next?: [number, Level, string];
}
export interface IncidentSpec {
  est: Estate["key"];
  origin: string;
  cat: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** the origin's normal lines stop this many seconds after the start (it goes quiet) */
  mute?: number;
  /** share of request flows through the origin that no longer complete normally */
  degrade?: number;
  /** a release or config change at the origin this many seconds before the start */
  change?: [number, string];
  tracks: Track[];
}

export const INCIDENTS: IncidentSpec[] = [
  // ---- authentication
  {
    est: "halvorsen",
    origin: "access-control",
    cat: "authentication",
    hints: ["ldap", "bind", "credential", "authentication", "password"],
    sev: "high",
    note: "access-control's directory service account password expires; every LDAP bind fails with data 532, so visitor credentials and badge lookups fail.",
    degrade: 0.5,
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: [
          "LDAP bind failed for CN=svc-acs,OU=Service Accounts,DC=halvorsen,DC=local: 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563",
        ],
        st: {
          ex: "System.DirectoryServices.Protocols.LdapException: The supplied credential is invalid.",
          f: [
            "Directory.LdapPool.BindAsync",
            "Directory.PrincipalResolver.ResolveAsync",
            "Credentials.IssueController.Post",
          ],
          p: 0.4,
        },
      },
      { l: "warn", hz: 0.2, m: ["badge sync paused: directory unavailable for principal lookups (last ok {n}s ago)"] },
      {
        s: "visitor-desk",
        l: "error",
        hz: 0.3,
        at: 4,
        m: [
          "Completed 502 Bad Gateway in {lat}ms POST /visits (access-control: credential issue failed)",
          "AccessControl::Client::Error: POST /credentials returned 502",
        ],
      },
      {
        s: "notify-hub",
        l: "warn",
        hz: 0.15,
        at: 6,
        m: ["host notification skipped: visit V{n4}{n} has no credential yet"],
      },
      {
        s: "tenant-portal",
        l: "error",
        hz: 0.2,
        at: 5,
        m: ["POST /api/v3/visitors 502 {lat}ms - upstream visitor-desk failed"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "payment-adapter",
    cat: "authentication",
    hints: ["oauth", "token", "unauthorized", "401", "client", "authentication"],
    sev: "high",
    note: "payment-adapter cannot renew its OAuth token with the acquirer (client secret expired), so all card authorisations are refused with 401 and pay stations and the app fail.",
    degrade: 0.95,
    tracks: [
      {
        l: "error",
        hz: 0.15,
        m: [
          'Token refresh failed: POST https://auth.acquirer.example/oauth2/token -> 401 {"error":"invalid_client","error_description":"client secret expired"}',
        ],
        st: {
          ex: "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
          f: ["Acquirer.TokenProvider.RefreshAsync", "Acquirer.AuthorisationClient.AuthoriseAsync"],
          p: 0.5,
        },
      },
      {
        l: "error",
        hz: 0.8,
        at: 2,
        m: ["Authorization failed amount={eur} EUR: acquirer returned 401 Unauthorized (no valid access token)"],
      },
      {
        s: "paystation-api",
        l: "error",
        hz: 0.6,
        at: 3,
        m: [
          "ERROR [pay] payment for station PS-{nn} failed: payment-adapter responded 502 Bad Gateway",
          "ERROR [pay] POST /v1/stations/PS-{nn}/payments 502 {lat}ms",
        ],
      },
      {
        s: "mobile-pay",
        l: "error",
        hz: 0.9,
        at: 3,
        m: [
          "payment authorisation failed after 3 attempts: payment-adapter 502",
          "POST /sessions/start 502 {lat}ms zone={nn}",
          "retrying authorisation (attempt {2|3}/3) after payment-adapter 502",
        ],
      },
      {
        s: "barrier-ctl",
        l: "warn",
        hz: 0.2,
        at: 30,
        m: ["lane={lane} exit held: ticket unpaid, intercom call raised"],
      },
    ],
  },
  {
    est: "northline",
    origin: "violations-bo",
    cat: "authentication",
    hints: ["ssh", "authentication", "sftp", "credential", "auth"],
    sev: "medium",
    note: "violations-bo's SFTP login to the vehicle registry agency is rejected, so keeper lookups for unpaid trips fail and cases pile up.",
    tracks: [
      {
        l: "error",
        hz: 0.2,
        m: [
          "KeeperLookupJob failed: Net::SSH::AuthenticationFailed: Authentication failed for user nltoll@sftp.vehicle-registry.example",
        ],
        st: {
          ex: "Net::SSH::AuthenticationFailed: Authentication failed for user nltoll@sftp.vehicle-registry.example",
          f: ["jobs/keeper_lookup_job#perform", "services/registry_sftp#download"],
          p: 0.6,
        },
      },
      { l: "warn", hz: 0.1, at: 20, m: ["keeper lookup backlog {nn}{n} cases (oldest {n} min)"] },
      { s: "image-review", l: "warn", hz: 0.1, at: 60, m: ["case IR-{n4}{nn} waiting for keeper details, deferred"] },
    ],
  },
  {
    est: "meridian",
    origin: "badge-server",
    cat: "authentication",
    hints: ["secure channel", "osdp", "authentication", "key", "scbk"],
    sev: "high",
    note: "badge-server's secure-channel sessions to the door panels fail authentication (key mismatch), panels drop offline and visitor cards cannot be issued.",
    degrade: 0.8,
    tracks: [
      {
        l: "error",
        hz: 0.7,
        m: [
          "ERROR c.m.badge.PanelSession - panel P-{n} secure channel rejected: OSDP osdp_NAK 0x06 (cryptogram mismatch, SCBK)",
          "ERROR c.m.badge.PanelSession - panel P-{n} session authentication failed, backing off {n}s",
        ],
        st: {
          ex: "com.meridianwp.badge.osdp.SecureChannelException: client cryptogram verification failed",
          f: ["osdp.SecureChannel.establish", "PanelSession.connect"],
          p: 0.2,
        },
      },
      {
        l: "warn",
        hz: 0.3,
        at: 10,
        m: ["WARN  c.m.badge.PanelRegistry - panel P-{n} offline, doors running on cached privileges"],
      },
      {
        s: "visitor-kiosk",
        l: "error",
        hz: 0.3,
        at: 5,
        m: [
          "fail: Kiosk.CardIssue[0] Issue card failed: badge-server returned 503 Service Unavailable",
          "Visitor {n4} sign-in incomplete: card not issued",
        ],
      },
      {
        s: "workplace-app",
        l: "error",
        hz: 0.2,
        at: 8,
        m: ['{"level":"error","msg":"mobile credential provisioning failed","upstream":"badge-server","status":503}'],
      },
    ],
  },
  // ---- authorization
  {
    est: "halvorsen",
    origin: "room-booking",
    cat: "authorization",
    hints: ["access", "denied", "forbidden", "403", "permission", "authorization"],
    sev: "high",
    note: "room-booking's calendar application loses its Graph permission, so every calendar write returns 403 ErrorAccessDenied and bookings fail.",
    degrade: 0.6,
    tracks: [
      {
        l: "error",
        hz: 0.7,
        m: [
          "graph PATCH /users/{room}@halvorsen.example/events failed 403 ErrorAccessDenied: Access is denied. Check credentials and try again.",
        ],
        st: {
          ex: "GraphError: Access is denied. Check credentials and try again.",
          f: ["CalendarWriter.upsertEvent", "BookingService.create"],
          p: 0.3,
        },
      },
      {
        s: "tenant-portal",
        l: "error",
        hz: 0.6,
        at: 2,
        m: ["POST /api/v3/bookings 500 {lat}ms", "booking failed: room-booking responded 500 (calendar write)"],
      },
      { s: "notify-hub", l: "warn", hz: 0.1, at: 10, m: ["invite for booking BK-{n4}{nn} cancelled upstream"] },
    ],
  },
  {
    est: "kestrel",
    origin: "permit-service",
    cat: "authorization",
    hints: ["accessdenied", "not authorized", "access", "denied", "authorization", "iam"],
    sev: "medium",
    note: "permit-service's role loses s3:PutObject on the permit documents bucket, so permit applications with uploads fail with AccessDenied.",
    tracks: [
      {
        l: "error",
        hz: 0.3,
        m: [
          "Aws::S3::Errors::AccessDenied: User: arn:aws:sts::4417:assumed-role/permit-service-prod/i-0ab3 is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::kp-permit-docs/applications/{id}.pdf",
        ],
        st: {
          ex: "Aws::S3::Errors::AccessDenied: Access Denied",
          f: ["services/document_store#put", "controllers/applications_controller#create"],
          p: 0.5,
        },
      },
      { l: "error", hz: 0.3, at: 1, m: ["Completed 500 Internal Server Error in {lat}ms POST /permits/applications"] },
      {
        s: "parking-web",
        l: "error",
        hz: 0.3,
        at: 2,
        m: ["POST /account/permits/apply 502 {lat}ms (permit-service 500)"],
      },
    ],
  },
  {
    est: "northline",
    origin: "trip-builder",
    cat: "authorization",
    hints: ["authorization", "topicauthorization", "acl", "not authorized", "topic"],
    sev: "high",
    note: "trip-builder's producer loses its write ACL on the trips topic; every send fails with TopicAuthorizationException and billing stops receiving trips.",
    mute: 30,
    tracks: [
      {
        l: "error",
        hz: 0.6,
        m: ["ERROR t.Outbox - send failed for trip batch {id}: Not authorized to access topics: [toll.trips.v2]"],
        st: {
          ex: "org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [toll.trips.v2]",
          f: ["Outbox.flush", "TripAssembler.close"],
          p: 0.3,
        },
      },
      { l: "warn", hz: 0.2, at: 20, m: ["WARN  t.Outbox - outbox backlog {n4} trips, oldest {nn}s"] },
      { s: "account-billing", l: "warn", hz: 0.05, at: 90, m: ["Posting job: no trips received in the last {nn}0s"] },
    ],
  },
  {
    est: "meridian",
    origin: "occupancy-api",
    cat: "authorization",
    hints: ["privilege", "permission", "denied", "insufficientprivilege", "authorization"],
    sev: "high",
    note: "occupancy-api's database role loses SELECT on occupancy_samples after a grants clean-up; every floor query fails with permission denied.",
    degrade: 0.9,
    tracks: [
      {
        l: "error",
        hz: 0.8,
        m: [
          "ActiveRecord::StatementInvalid (PG::InsufficientPrivilege: ERROR:  permission denied for table occupancy_samples)",
        ],
        st: {
          ex: "PG::InsufficientPrivilege: ERROR:  permission denied for table occupancy_samples",
          f: ["models/occupancy_sample#floor_summary", "controllers/api/floors_controller#show"],
          p: 0.4,
        },
      },
      {
        l: "error",
        hz: 0.6,
        at: 1,
        m: ["Completed 500 Internal Server Error in {ms}ms (ActiveRecord: 1.{n}ms) GET /api/occupancy/floors/{floor}"],
      },
      {
        s: "desk-booking",
        l: "error",
        hz: 0.5,
        at: 2,
        m: [
          "occupancy-api returned 500 for floor {floor}, serving desks without live occupancy",
          "requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url: http://occupancy-api:3000/api/occupancy/floors/{floor}",
        ],
      },
      {
        s: "workplace-app",
        l: "warn",
        hz: 0.3,
        at: 3,
        m: ['{"level":"warn","msg":"floor heatmap unavailable","status":502}'],
      },
    ],
  },
  // ---- database
  {
    est: "halvorsen",
    origin: "visitor-desk",
    cat: "database",
    hints: ["connection", "database", "too many", "postgres", "pg"],
    sev: "high",
    note: "visitor-desk exhausts the Postgres connection limit (too many clients) and visit registrations fail.",
    degrade: 0.9,
    tracks: [
      {
        l: "error",
        hz: 0.8,
        m: [
          'ActiveRecord::ConnectionNotEstablished (connection to server at "10.41.3.12", port 5432 failed: FATAL:  sorry, too many clients already)',
        ],
        st: {
          ex: 'PG::ConnectionBad: connection to server at "10.41.3.12", port 5432 failed: FATAL:  sorry, too many clients already',
          f: ["controllers/visits_controller#create", "models/visit#register!"],
          p: 0.3,
        },
      },
      {
        l: "error",
        hz: 0.4,
        at: 30,
        m: [
          "ActiveRecord::ConnectionTimeoutError: could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use",
        ],
      },
      {
        s: "tenant-portal",
        l: "error",
        hz: 0.4,
        at: 3,
        m: ["POST /api/v3/visitors 502 {lat}ms - upstream visitor-desk 500"],
      },
      {
        s: "access-control",
        l: "warn",
        hz: 0.1,
        at: 20,
        m: ["warn: Credentials.Sync[0] visitor-desk pre-registration feed empty for {nn}s"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "lot-manager",
    cat: "database",
    hints: ["deadlock", "database", "lock", "sql", "mysql"],
    sev: "high",
    note: "lot-manager's session table hits repeated MySQL deadlocks and lock waits, so entries and exits are not recorded and barriers fall back to slow paths.",
    degrade: 0.7,
    tracks: [
      {
        l: "error",
        hz: 0.7,
        m: [
          "ERROR [lot] o.h.e.j.s.SqlExceptionHelper - Deadlock found when trying to get lock; try restarting transaction",
          "ERROR [lot] o.h.e.j.s.SqlExceptionHelper - Lock wait timeout exceeded; try restarting transaction",
        ],
        st: {
          ex: "org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [update parking_session set state=?, exit_at=? where id=?]",
          f: ["SessionRepository.close", "SessionService.recordExit"],
          p: 0.4,
        },
      },
      {
        l: "warn",
        hz: 0.3,
        at: 10,
        m: [
          "WARN  [lot] c.z.h.p.HikariPool - HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=41s)",
        ],
      },
      {
        s: "barrier-ctl",
        l: "warn",
        hz: 0.6,
        at: 5,
        m: [
          "lane={lane} exit decision from lot-manager timed out after 3s, open-on-valid-ticket fallback",
          "lane={lane} lot-manager POST /sessions/exit 500, retrying",
        ],
      },
      {
        s: "plate-resolver",
        l: "warn",
        hz: 0.3,
        at: 8,
        m: ["lot-manager session push failed (500), queued for retry ({nn} queued)"],
      },
    ],
  },
  {
    est: "northline",
    origin: "account-billing",
    cat: "database",
    hints: ["deadlock", "sql", "database", "sqlexception", "lock"],
    sev: "high",
    note: "account-billing's posting job and statement reads deadlock on the ledger tables in SQL Server; postings abort and statements time out.",
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: ["fail: Billing.Posting[0] Posting batch {n4} aborted"],
        st: {
          ex: "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID {n}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
          f: ["Ledger.PostingRepository.ApplyAsync", "Posting.PostingJob.RunAsync"],
          p: 1,
        },
      },
      {
        l: "error",
        hz: 0.3,
        at: 20,
        m: [
          "fail: Billing.Statements[0] Statement query failed: Execution Timeout Expired. The timeout period elapsed prior to completion of the operation or the server is not responding.",
        ],
      },
      {
        s: "customer-portal",
        l: "error",
        hz: 0.4,
        at: 25,
        m: ["GET /api/statements 504 {lat}ms (account-billing timeout)", "account-billing 500, retrying (1/2)"],
      },
    ],
  },
  {
    est: "meridian",
    origin: "desk-booking",
    cat: "database",
    hints: ["partition", "database", "postgres", "sql", "psycopg"],
    sev: "high",
    note: "desk-booking writes into a partitioned table whose next partition was never created; every reservation insert fails with 'no partition of relation found for row'.",
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: ["reservation insert failed for desk {floor}-{nn}"],
        st: {
          ex: 'sqlalchemy.exc.IntegrityError: (psycopg2.errors.CheckViolation) no partition of relation "desk_reservations" found for row\nDETAIL:  Partition key of the failing row contains (reserved_for) = (2026-12-01).',
          f: ["reservations.create", "repo.insert"],
          p: 1,
        },
      },
      {
        s: "workplace-app",
        l: "error",
        hz: 0.5,
        at: 1,
        m: [
          '{"method":"POST","url":"/desks/reserve","statusCode":500,"responseTime":{lat}}',
          '{"level":"error","msg":"reserve failed","upstream":"desk-booking","status":500}',
        ],
      },
    ],
  },
  // ---- network
  {
    est: "halvorsen",
    origin: "bms-gateway",
    cat: "network",
    hints: ["connection", "reset", "route", "network", "tcp", "unreachable"],
    sev: "high",
    note: "bms-gateway loses its path to the plant-room Modbus/BACnet segment (resets, then no route to host), so HVAC and meters see stale data.",
    degrade: 0.9,
    tracks: [
      {
        l: "error",
        hz: 0.6,
        to: 40,
        m: ["modbus: read tcp {ip}:{port}->10.40.2.17:502: read: connection reset by peer"],
      },
      {
        l: "error",
        hz: 0.8,
        at: 35,
        m: [
          "dial tcp 10.40.2.{n}:502: connect: no route to host",
          "bacnet: sendto 10.40.2.255:47808: network is unreachable",
        ],
      },
      { l: "warn", hz: 0.1, at: 60, m: ["poll cycle degraded: {nn} of 212 devices unreachable"] },
      {
        s: "hvac-control",
        l: "warn",
        hz: 0.5,
        at: 20,
        m: [
          "WARN  c.h.hvac.PointCache - point data for AHU-{n} stale ({nn}s) from bms-gateway, holding last command",
          "WARN  c.h.hvac.Optimiser - skipped zone Z-{nn}: inputs stale",
        ],
      },
      {
        s: "energy-meter-ingest",
        l: "warn",
        hz: 0.3,
        at: 30,
        m: ["no readings from bms-gateway bridge for meter group plant-B in 60s"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "anpr-edge",
    cat: "network",
    hints: ["network", "unreachable", "connect", "uplink", "curl"],
    sev: "medium",
    note: "anpr-edge's site uplink drops; it can no longer reach the resolver, buffers reads locally and plate-based entries stop.",
    mute: 0,
    tracks: [
      {
        l: "warn",
        hz: 0.7,
        m: [
          "upload to plate-resolver failed: curl error 7 (Couldn't connect to server: Network is unreachable), buffered {nn} reads",
          "link eth1 carrier lost on uplink switch port, retrying in 5s",
        ],
      },
      { l: "warn", hz: 0.6, m: ["lane {lane} {entry|exit}: plate read {plate} buffered (offline)"] },
      { s: "lot-manager", l: "warn", hz: 0.1, at: 60, m: ["WARN  [lot] no ANPR events from site {N|S} lanes in 60s"] },
      {
        s: "barrier-ctl",
        l: "warn",
        hz: 0.4,
        at: 10,
        m: ["lane={lane} anpr decision missing, asking for ticket (fallback)"],
      },
    ],
  },
  {
    est: "northline",
    origin: "tag-reader",
    cat: "network",
    hints: ["dns", "lookup", "network", "resolve", "no such host"],
    sev: "high",
    note: "tag-reader can no longer resolve tag-registry (DNS lookups time out), so tag validations fail and every tag trip falls back to plate images.",
    degrade: 0.9,
    tracks: [
      {
        l: "error",
        hz: 0.9,
        m: [
          'validate tag {tag}: Get "http://tag-registry.toll-prod.svc.cluster.local:8080/v1/tags/{tag}": dial tcp: lookup tag-registry.toll-prod.svc.cluster.local on 10.96.0.10:53: read udp {ip}:{port}->10.96.0.10:53: i/o timeout',
          "validate tag {tag}: dial tcp: lookup tag-registry.toll-prod.svc.cluster.local: no such host",
        ],
      },
      {
        s: "gantry-agent",
        l: "warn",
        hz: 0.5,
        at: 5,
        m: ["G{nn} lane {lane} tag validation unavailable, transaction sent to video path"],
      },
      { s: "plate-match", l: "warn", hz: 0.5, at: 8, m: ["ocr queue depth {nn}{n} (normal < 50), lag {nn}s"] },
    ],
  },
  {
    est: "meridian",
    origin: "chiller-plant",
    cat: "network",
    hints: ["ssl", "handshake", "tls", "network", "connection"],
    sev: "medium",
    note: "chiller-plant's TLS connections to the plant controllers are dropped during the handshake, so chiller sequencing runs blind.",
    tracks: [
      { l: "warn", hz: 0.4, m: ["WARN  c.m.plant.ControllerLink - CH-{n} reconnect failed, retry in {n}s"] },
      {
        l: "error",
        hz: 0.3,
        m: ["ERROR c.m.plant.ControllerLink - CH-{n} link down"],
        st: {
          ex: "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
          f: ["ControllerLink.connect", "Sequencer.poll"],
          p: 0.7,
        },
      },
      {
        s: "modbus-bridge",
        l: "warn",
        hz: 0.2,
        at: 15,
        m: ["chiller setpoint write for CH-{n} not confirmed by chiller-plant in 30s"],
      },
    ],
  },
  // ---- timeout
  {
    est: "halvorsen",
    origin: "hvac-control",
    cat: "timeout",
    hints: ["timeout", "timed out", "deadline"],
    sev: "high",
    note: "hvac-control's optimiser runs blow past their deadline and hold the setpoint lock, so schedule changes and portal comfort requests time out.",
    tracks: [
      {
        l: "error",
        hz: 0.3,
        m: ["ERROR c.h.hvac.Optimiser - optimiser run aborted after 45000 ms"],
        st: {
          ex: "java.util.concurrent.TimeoutException: optimiser run exceeded 45000 ms",
          f: ["Optimiser.run", "ScheduleService.apply"],
          p: 0.8,
        },
      },
      {
        l: "warn",
        hz: 0.4,
        at: 10,
        m: ["WARN  c.h.hvac.SetpointLock - waited 10000 ms for setpoint lock (holder optimiser-{n}), giving up"],
      },
      {
        s: "tenant-portal",
        l: "error",
        hz: 0.4,
        at: 15,
        m: ["POST /api/v3/comfort/requests 504 {lat}ms - hvac-control did not answer within 10s"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "plate-resolver",
    cat: "timeout",
    hints: ["timeout", "timed out", "read timed out"],
    sev: "medium",
    note: "plate-resolver's calls to the national vehicle registry stop answering within the 5 s read timeout, so plate resolution backs up and entries fall back to tickets.",
    degrade: 0.6,
    tracks: [
      {
        l: "warn",
        hz: 0.8,
        m: [
          "registry lookup for {plate} failed: HTTPSConnectionPool(host='api.vehicle-registry.example', port=443): Read timed out. (read timeout=5)",
          "registry lookup slow: {n4}ms for {plate}, retrying once",
        ],
      },
      {
        s: "anpr-edge",
        l: "warn",
        hz: 0.4,
        at: 10,
        m: ["lane {lane}: resolver answer late ({n4}ms), barrier released on ticket"],
      },
      { s: "barrier-ctl", l: "warn", hz: 0.3, at: 10, m: ["lane={lane} decision latency {n4}ms > 3000ms budget"] },
    ],
  },
  {
    est: "northline",
    origin: "trip-builder",
    cat: "timeout",
    hints: ["timeout", "lock", "timed out"],
    sev: "high",
    note: "trip-builder cannot obtain its per-trip locks in time, so trip assembly stalls and segments are dropped.",
    degrade: 0.7,
    tracks: [
      {
        l: "error",
        hz: 0.7,
        m: ["ERROR t.TripAssembler - could not acquire lock trip:TR{n4}{nn} within 5000 ms, segment G{nn} parked"],
        st: {
          ex: "org.redisson.client.RedisTimeoutException: Unable to acquire lock trip:TR{n4}{nn} after 5000 ms",
          f: ["TripLocks.acquire", "TripAssembler.extend"],
          p: 0.3,
        },
      },
      { l: "warn", hz: 0.2, at: 30, m: ["WARN  t.TripAssembler - parked segments {nn}{n}, oldest {nn}s"] },
      {
        s: "account-billing",
        l: "warn",
        hz: 0.05,
        at: 60,
        m: ["Posting job: only {n} trips in the last 60s (expected > 100)"],
      },
    ],
  },
  {
    est: "meridian",
    origin: "elevator-telemetry",
    cat: "timeout",
    hints: ["deadline", "timeout", "timed out", "deadlineexceeded"],
    sev: "medium",
    note: "elevator-telemetry's status snapshot builds exceed their deadline, so lift status calls from the app time out.",
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: [
          "snapshot build failed: context deadline exceeded (budget 10s, elapsed 10.0{n}s)",
          "grpc: GetCarStatus rpc error: code = DeadlineExceeded desc = context deadline exceeded",
        ],
      },
      {
        s: "workplace-app",
        l: "error",
        hz: 0.5,
        at: 10,
        m: [
          '{"method":"GET","url":"/lifts/status","statusCode":504,"responseTime":10{nn}}',
          '{"level":"error","msg":"upstream elevator-telemetry timed out after 10000ms"}',
        ],
      },
    ],
  },
  // ---- rate_limiting
  {
    est: "halvorsen",
    origin: "notify-hub",
    cat: "rate_limiting",
    hints: ["429", "rate", "too many", "throttl", "limit"],
    sev: "medium",
    note: "notify-hub hits its email/SMS provider's rate limit and gets 429 Too Many Requests, so visitor and booking notifications pile up.",
    tracks: [
      {
        l: "warn",
        hz: 1.2,
        m: [
          "provider responded 429 Too Many Requests (X-RateLimit-Remaining: 0), backing off {n}s",
          "sms send deferred: 429 rate limit exceeded for account hfm-notify",
        ],
      },
      { l: "warn", hz: 0.15, at: 30, m: ["outbox depth {nn}{n} messages, oldest {n} min"] },
      {
        s: "visitor-desk",
        l: "warn",
        hz: 0.1,
        at: 60,
        m: ["host notification for visit V{n4}{n} not confirmed after 120s"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "mobile-pay",
    cat: "rate_limiting",
    hints: ["429", "rate", "limit", "too many"],
    sev: "high",
    note: "mobile-pay's push/SMS verification provider throttles it with 429 rate_limit, so app session starts fail.",
    degrade: 0.7,
    tracks: [
      {
        l: "error",
        hz: 0.9,
        m: [
          'verify provider 429: {"code":20429,"message":"Too Many Requests"} retry-after=30',
          "POST /sessions/start 429 {lat}ms zone={nn} (verification rate limited)",
        ],
      },
      { l: "warn", hz: 0.3, at: 5, m: ["verification retry queue {nn} entries"] },
      { s: "parking-web", l: "warn", hz: 0.2, at: 10, m: ["app session start failures {nn}% over 1m"] },
    ],
  },
  {
    est: "northline",
    origin: "image-review",
    cat: "rate_limiting",
    hints: ["quota", "resourceexhausted", "rate", "429", "exhausted"],
    sev: "medium",
    note: "image-review exceeds the OCR vendor's per-minute quota; requests fail with RESOURCE_EXHAUSTED and the review queue grows.",
    tracks: [
      {
        l: "error",
        hz: 0.6,
        m: [
          "ocr second-opinion failed for case IR-{n4}{nn}: 429 RESOURCE_EXHAUSTED Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'",
        ],
        st: {
          ex: "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for quota metric 'Requests' and limit 'Requests per minute per project'",
          f: ["ocr.second_opinion", "worker.process_case"],
          p: 0.3,
        },
      },
      { s: "plate-match", l: "warn", hz: 0.2, at: 30, m: ["manual review queue {nn}{n} (image-review slow)"] },
    ],
  },
  {
    est: "meridian",
    origin: "desk-booking",
    cat: "rate_limiting",
    hints: ["throttl", "429", "too many", "rate"],
    sev: "medium",
    note: "desk-booking's calendar sync is throttled by the Graph API (429 ApplicationThrottled), so reservations stop syncing to calendars.",
    tracks: [
      {
        l: "warn",
        hz: 1,
        m: [
          "graph calendar sync throttled: 429 TooManyRequests (ApplicationThrottled) Retry-After: {nn}",
          "calendar sync for reservation R{n4}{n} deferred (throttled)",
        ],
      },
      { l: "error", hz: 0.15, at: 40, m: ["calendar sync gave up after 5 throttled attempts for R{n4}{n}"] },
      {
        s: "workplace-app",
        l: "warn",
        hz: 0.1,
        at: 50,
        m: ['{"level":"warn","msg":"calendar status pending for reservation","pending":{nn}}'],
      },
    ],
  },
  // ---- validation
  {
    est: "halvorsen",
    origin: "energy-meter-ingest",
    cat: "validation",
    hints: ["validation", "validationerror", "invalid", "float", "schema"],
    sev: "medium",
    note: "energy-meter-ingest rejects every reading from the new meter firmware because kwh arrives as a comma-decimal string, so energy data stops accumulating.",
    tracks: [
      {
        l: "warn",
        hz: 0.9,
        m: [
          "reading rejected meter EM-{nn}: 1 validation error for MeterReading kwh: Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='{nn},{n}']",
        ],
      },
      {
        l: "error",
        hz: 0.1,
        at: 20,
        m: ["batch {id} dropped: {nn} of {nn} readings invalid"],
        st: {
          ex: "pydantic_core._pydantic_core.ValidationError: 1 validation error for MeterReading\nkwh\n  Input should be a valid number, unable to parse string as a number [type=float_parsing]",
          f: ["ingest.parse_batch", "models.__init__"],
          p: 0.5,
        },
      },
      {
        s: "hvac-control",
        l: "warn",
        hz: 0.05,
        at: 120,
        m: ["WARN  c.h.hvac.Optimiser - energy baseline missing for last interval, using forecast"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "paystation-api",
    cat: "validation",
    hints: ["validation", "deserializ", "invalid", "parse", "httpmessagenotreadable"],
    sev: "high",
    note: 'paystation-api rejects payment posts from updated pay stations that send the amount as "2,50"; card payments at those stations fail with 400.',
    degrade: 0.6,
    tracks: [
      {
        l: "warn",
        hz: 0.8,
        m: [
          'WARN  [pay] .w.s.m.m.a.ExceptionHandlerExceptionResolver : Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type `java.math.BigDecimal` from String "{n},{nn}": not a valid representation]',
          "WARN  [pay] POST /v1/stations/PS-{nn}/payments 400 {ms}ms",
        ],
      },
      { s: "lot-manager", l: "warn", hz: 0.2, at: 30, m: ["WARN  [lot] exit denied ticket T{n4}{nn}: unpaid"] },
      {
        s: "barrier-ctl",
        l: "warn",
        hz: 0.2,
        at: 30,
        m: ["lane={lane} exit held: ticket unpaid, intercom call raised"],
      },
    ],
  },
  {
    est: "northline",
    origin: "violations-bo",
    cat: "validation",
    hints: ["validation", "invalid", "recordinvalid", "country"],
    sev: "medium",
    note: "violations-bo rejects every case created from foreign plates because plate_country arrives as a name instead of an ISO code; case creation fails with RecordInvalid.",
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: [
          "Completed 422 Unprocessable Entity in {ms}ms POST /cases",
          "CaseImport failed: ActiveRecord::RecordInvalid: Validation failed: Plate country is not a valid ISO 3166-1 alpha-2 code ('{Germany|Belgium|France}')",
        ],
        st: {
          ex: "ActiveRecord::RecordInvalid: Validation failed: Plate country is not a valid ISO 3166-1 alpha-2 code",
          f: ["services/case_import#create_case", "controllers/cases_controller#create"],
          p: 0.3,
        },
      },
      {
        s: "image-review",
        l: "warn",
        hz: 0.3,
        at: 3,
        m: ["case hand-off to violations-bo rejected (422), kept in review queue"],
      },
    ],
  },
  {
    est: "meridian",
    origin: "visitor-kiosk",
    cat: "validation",
    hints: ["validation", "invalid", "must"],
    sev: "medium",
    note: "visitor-kiosk rejects visitor sign-ins with FluentValidation errors on the phone number field after a form update, so most walk-ins cannot sign in.",
    degrade: 0.8,
    tracks: [
      {
        l: "warn",
        hz: 0.6,
        m: [
          "warn: Kiosk.SignIn[0] Sign-in rejected: Validation failed: -- PhoneNumber: 'Phone Number' is not in the correct format. Severity: Error",
          "warn: Kiosk.SignIn[0] One or more validation errors occurred. (PhoneNumber)",
        ],
      },
      {
        s: "badge-server",
        l: "info",
        hz: 0.05,
        at: 60,
        m: ["INFO  c.m.badge.IssueService - visitor card requests: {n} in last 5m (usual ~40)"],
      },
    ],
  },
  // ---- null_reference
  {
    est: "halvorsen",
    origin: "lift-monitor",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "lift-monitor crashes on telemetry from a modernised car that has no floor field, so lift status and fault alerts stop.",
    tracks: [
      {
        l: "error",
        hz: 0.6,
        m: ["telemetry handler failed for car L{n}"],
        st: {
          ex: "TypeError: Cannot read properties of undefined (reading 'floor')",
          f: ["normalizeTrip", "TelemetryConsumer.onMessage"],
          p: 1,
        },
      },
      {
        s: "tenant-portal",
        l: "error",
        hz: 0.3,
        at: 5,
        m: ["GET /api/v3/lifts/status 502 {lat}ms - lift-monitor returned 500"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "barrier-ctl",
    cat: "null_reference",
    hints: ["nil", "pointer", "null", "panic", "segmentation"],
    sev: "high",
    note: "barrier-ctl panics with a nil pointer dereference when a lane reports no loop state and restarts in a loop; barriers stop answering.",
    mute: 5,
    tracks: [
      {
        l: "fatal",
        hz: 0.08,
        m: ["panic: runtime error: invalid memory address or nil pointer dereference"],
        st: {
          ex: "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8a1f3c]",
          f: ["lane.(*Controller).decide", "lane.(*Controller).onEvent"],
          p: 1,
        },
        next: [4, "info", "barrier-ctl v4.2.0 starting, 12 lanes configured"],
      },
      {
        s: "lot-manager",
        l: "error",
        hz: 0.4,
        at: 6,
        m: ["ERROR [lot] barrier command lane {lane} failed: Connection refused: barrier-ctl/10.52.1.9:7400"],
      },
      { s: "anpr-edge", l: "warn", hz: 0.3, at: 6, m: ["lane {lane}: barrier-ctl not acknowledging open command"] },
    ],
  },
  {
    est: "northline",
    origin: "account-billing",
    cat: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "account-billing throws NullReferenceException for accounts without a billing address, so statements and postings fail for them.",
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: ["fail: Billing.Statements[0] Statement render failed for account A{n4}{nn}"],
        st: {
          ex: "System.NullReferenceException: Object reference not set to an instance of an object.",
          f: ["Statements.StatementBuilder.AddAddressBlock", "Statements.StatementService.RenderAsync"],
          p: 1,
        },
      },
      {
        s: "customer-portal",
        l: "error",
        hz: 0.4,
        at: 2,
        m: ["GET /api/statements 500 {lat}ms", "account-billing responded 500 for /statements/latest"],
      },
    ],
  },
  {
    est: "meridian",
    origin: "occupancy-api",
    cat: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "high",
    note: "occupancy-api raises NoMethodError on nil for floors whose sensors have no zone, so floor occupancy requests fail.",
    degrade: 0.6,
    tracks: [
      {
        l: "error",
        hz: 0.6,
        m: ["Completed 500 Internal Server Error in {ms}ms GET /api/occupancy/floors/{floor}"],
        st: {
          ex: "NoMethodError (undefined method `zone_id' for nil:NilClass)",
          f: ["models/floor_summary#zones", "controllers/api/floors_controller#show"],
          p: 0.8,
        },
      },
      {
        s: "desk-booking",
        l: "error",
        hz: 0.4,
        at: 2,
        m: ["occupancy-api returned 500 for floor {floor}, serving desks without live occupancy"],
      },
    ],
  },
  // ---- configuration
  {
    est: "halvorsen",
    origin: "tenant-portal",
    cat: "configuration",
    hints: ["config", "url", "invalid", "configuration"],
    sev: "high",
    note: "tenant-portal is rolled out with a relative booking service URL in its config; every booking call fails with Invalid URL right after the rollout.",
    change: [40, "tenant-portal v5.12.0 started (config rev 318, NODE_ENV=production)"],
    degrade: 0.9,
    tracks: [
      {
        l: "error",
        hz: 0.9,
        m: ["GET /api/v3/rooms/availability 500 {ms}ms", "booking proxy failed"],
        st: {
          ex: "TypeError [ERR_INVALID_URL]: Invalid URL\n    input: 'room-booking:8080/api'",
          f: ["BookingClient.request", "availabilityRoute"],
          p: 0.5,
        },
      },
    ],
  },
  {
    est: "kestrel",
    origin: "permit-service",
    cat: "configuration",
    hints: ["config", "zone", "unknown", "configuration", "keyerror"],
    sev: "medium",
    note: "after a tariff config reload, permit-service references zone codes missing from the new zones file, so permit checks for those zones fail.",
    change: [30, "Reloaded config/tariffs.yml (rev 2026.11-b, 41 zones)"],
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: [
          'PermitCheck failed: KeyError: key not found: "Z-NORTH-2" (config/tariffs.yml)',
          "Completed 500 Internal Server Error in {ms}ms GET /permits/check",
        ],
      },
      {
        s: "plate-resolver",
        l: "warn",
        hz: 0.4,
        at: 2,
        m: ["permit check for {plate} failed (permit-service 500), treating as visitor"],
      },
    ],
  },
  {
    est: "northline",
    origin: "gantry-agent",
    cat: "configuration",
    hints: ["config", "antenna", "configuration", "power"],
    sev: "medium",
    note: "a gantry config push sets antenna power beyond the allowed maximum, gantry-agent disables the lane antennas and tags on those lanes stop being read.",
    change: [20, "G{nn} config push received: profile lanes-v7 (rev 912), applying"],
    tracks: [
      {
        l: "warn",
        hz: 0.4,
        m: [
          "G{nn} lane {lane}: antenna_power_dbm=36 exceeds regulatory max 33, antenna disabled by config validator",
          "G{nn} lane {lane}: no tag reader, transaction sent to video path",
        ],
      },
      { s: "tag-reader", l: "warn", hz: 0.3, at: 5, m: ["G{nn} lane {lane}: zero tag reads in 60s"] },
      { s: "plate-match", l: "warn", hz: 0.4, at: 10, m: ["ocr queue depth {nn}{n} (normal < 50)"] },
    ],
  },
  {
    est: "meridian",
    origin: "modbus-bridge",
    cat: "configuration",
    hints: ["config", "register map", "configuration", "scale", "map"],
    sev: "medium",
    note: "modbus-bridge loads a new register map without scale factors for several units, so their values are dropped and chiller/meter data goes missing.",
    change: [25, "register map v14 loaded from /etc/modbus-bridge/maps.yaml (58 units)"],
    tracks: [
      {
        l: "error",
        hz: 0.7,
        m: [
          "unit {n} reg 400{nn}: scale factor missing in register map v14, value dropped",
          "unit {n}: register map entry 'kw_total' has no type, skipping",
        ],
      },
      {
        s: "chiller-plant",
        l: "warn",
        hz: 0.3,
        at: 20,
        m: ["WARN  c.m.plant.Loop - CH-{n} load input missing, sequencing frozen"],
      },
      {
        s: "meter-rollup",
        l: "warn",
        hz: 0.3,
        at: 30,
        m: ["interval gap for meter M{nn}: no samples from modbus-bridge"],
      },
    ],
  },
  // ---- dependency
  {
    est: "halvorsen",
    origin: "lift-monitor",
    cat: "dependency",
    hints: ["503", "unavailable", "upstream", "remote", "oem"],
    sev: "medium",
    note: "the elevator maker's remote monitoring cloud returns 503 and lift-monitor opens its circuit breaker; lift status and fault alerts go stale.",
    tracks: [
      {
        l: "error",
        hz: 0.5,
        to: 50,
        m: ["remote monitoring API GET /v2/equipment/{id}/status -> 503 Service Unavailable"],
      },
      {
        l: "warn",
        hz: 0.3,
        at: 45,
        m: ["circuit breaker oem-cloud OPEN (50% failures in 60s), serving cached status"],
      },
      {
        l: "error",
        hz: 0.15,
        at: 50,
        m: ["circuit breaker oem-cloud half-open probe failed: 503 Service Unavailable"],
      },
      { s: "tenant-portal", l: "warn", hz: 0.2, at: 50, m: ["lift status stale ({nn}s) from lift-monitor"] },
    ],
  },
  {
    est: "kestrel",
    origin: "payment-adapter",
    cat: "dependency",
    hints: ["acquirer", "unavailable", "503", "circuit", "upstream", "issuer"],
    sev: "high",
    note: "the card acquirer answers 503 then stops responding; payment-adapter's circuit breaker opens and card payments fail across pay stations and the app.",
    degrade: 0.9,
    tracks: [
      {
        l: "error",
        hz: 0.8,
        to: 60,
        m: ["Authorization failed amount={eur} EUR: acquirer returned 503 Service Unavailable"],
      },
      { l: "warn", hz: 0.3, at: 55, m: ["Circuit breaker 'acquirer' OPEN, failing fast for 30s"] },
      {
        l: "error",
        hz: 0.6,
        at: 60,
        m: ["Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls."],
      },
      {
        s: "paystation-api",
        l: "error",
        hz: 0.7,
        at: 5,
        m: ["ERROR [pay] payment for station PS-{nn} failed: payment-adapter responded 502 Bad Gateway"],
      },
      {
        s: "mobile-pay",
        l: "error",
        hz: 1,
        at: 5,
        m: [
          "retrying authorisation (attempt {2|3}/3) after payment-adapter 502",
          "payment authorisation failed after 3 attempts: payment-adapter 502",
        ],
      },
    ],
  },
  {
    est: "northline",
    origin: "tag-registry",
    cat: "dependency",
    hints: ["hub", "503", "unavailable", "interop", "circuit"],
    sev: "medium",
    note: "the national interoperability hub goes unavailable; tag-registry cannot fetch list deltas, opens its breaker and serves an ageing tag list.",
    mute: 0,
    tracks: [
      {
        l: "error",
        hz: 0.3,
        to: 60,
        m: [
          "interop delta fetch failed: GET https://hub.interop.example/v3/deltas?after={n4}: 503 Service Unavailable",
          'interop delta fetch failed: Get "https://hub.interop.example/v3/deltas": EOF',
        ],
      },
      { l: "warn", hz: 0.1, at: 60, m: ["breaker interop-hub open; tag list age {nn} min (limit 30)"] },
      {
        s: "tag-reader",
        l: "warn",
        hz: 0.2,
        at: 90,
        m: ["tag {tag} not on current list (list age > 5 min), image fallback"],
      },
    ],
  },
  {
    est: "meridian",
    origin: "meter-rollup",
    cat: "dependency",
    hints: ["kafka", "broker", "unavailable", "brokers"],
    sev: "medium",
    note: "the Kafka cluster becomes unreachable for meter-rollup, which can neither consume samples nor publish rollups.",
    mute: 10,
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: [
          "kafka: client has run out of available brokers to talk to: dial tcp 10.44.7.{n}:9092: connect: connection refused",
          "consumer group meter-rollup: Error while fetching metadata: kafka: broker not connected",
        ],
      },
      {
        s: "workplace-app",
        l: "warn",
        hz: 0.1,
        at: 60,
        m: ['{"level":"warn","msg":"energy dashboard data older than 10 min"}'],
      },
    ],
  },
  // ---- memory
  {
    est: "halvorsen",
    origin: "hvac-control",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "hvac-control's heap fills (long GC pauses, then OutOfMemoryError) and the JVM restarts, so AHU commands lag and stop.",
    tracks: [
      {
        l: "warn",
        hz: 0.2,
        to: 60,
        m: ["WARN  c.h.hvac.GcMonitor - GC pause {n4}ms (G1 Evacuation Pause), heap 97% of 2048M"],
      },
      {
        l: "error",
        hz: 0.3,
        at: 50,
        m: ["ERROR c.h.hvac.PointCache - point update failed"],
        st: {
          ex: "java.lang.OutOfMemoryError: Java heap space",
          f: ["PointCache.update", "BmsSubscriber.onCov"],
          p: 1,
        },
      },
      {
        l: "error",
        hz: 0.02,
        at: 70,
        m: ["Terminating due to java.lang.OutOfMemoryError: Java heap space"],
        next: [12, "info", "Starting HvacControlApplication v8.3.1 using Java 21.0.4 with PID 1"],
      },

      {
        s: "bms-gateway",
        l: "warn",
        hz: 0.3,
        at: 55,
        m: ["COV notification to hvac-control not acknowledged ({nn} pending)"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "anpr-edge",
    cat: "memory",
    hints: ["bad_alloc", "memory", "oom", "alloc"],
    sev: "high",
    note: "anpr-edge leaks frame buffers until allocations fail with std::bad_alloc and the process is OOM-killed, leaving lanes without plate reads.",
    mute: 120,
    tracks: [
      {
        l: "warn",
        hz: 0.1,
        to: 120,
        m: ["frame pool grew to {n4} buffers (rss {n4} MiB), lane {lane} decode queue backing up"],
      },
      {
        l: "fatal",
        hz: 0.02,
        at: 110,
        m: ["terminate called after throwing an instance of 'std::bad_alloc'"],
        st: {
          ex: "  what():  std::bad_alloc",
          f: ["FramePool::acquire(unsigned long)", "Decoder::onFrame(Frame const&)"],
          p: 1,
        },
        next: [9, "info", "anpr-edge 3.9.4 starting, 12 cameras"],
      },
      {
        s: "barrier-ctl",
        l: "warn",
        hz: 0.4,
        at: 115,
        m: ["lane={lane} anpr decision missing, asking for ticket (fallback)"],
      },
    ],
  },
  {
    est: "northline",
    origin: "plate-match",
    cat: "memory",
    hints: ["memory", "sigkill", "oom", "memoryerror"],
    sev: "high",
    note: "plate-match workers run out of memory on large image batches and are SIGKILLed by gunicorn, so OCR matches stop.",
    degrade: 0.8,
    tracks: [
      {
        l: "error",
        hz: 0.2,
        m: [
          "[CRITICAL] WORKER TIMEOUT (pid:{nn})",
          "[ERROR] Worker (pid:{nn}) was sent SIGKILL! Perhaps out of memory?",
        ],
      },
      {
        l: "error",
        hz: 0.1,
        m: ["ocr batch failed"],
        st: {
          ex: "MemoryError: Unable to allocate 1.{n} GiB for an array with shape (4096, 3072, 3) and data type float32",
          f: ["ocr.preprocess", "worker.run_batch"],
          p: 1,
        },
      },
      { l: "info", hz: 0.2, m: ["[INFO] Booting worker with pid: {nn}"] },
      {
        s: "trip-builder",
        l: "warn",
        hz: 0.3,
        at: 10,
        m: ["WARN  t.TripAssembler - video trip TR{n4}{nn} waiting for plate-match result ({nn}s)"],
      },
    ],
  },
  {
    est: "meridian",
    origin: "workplace-app",
    cat: "memory",
    hints: ["heap", "memory", "allocation"],
    sev: "high",
    note: "workplace-app's Node heap grows until V8 aborts with 'JavaScript heap out of memory' and the container restarts repeatedly.",
    tracks: [
      { l: "warn", hz: 0.05, to: 90, m: ['{"level":"warn","msg":"event loop delay p99 {n4}ms, heapUsed {n4}MB"}'] },
      {
        l: "fatal",
        hz: 0.02,
        at: 80,
        next: [7, "info", '{"level":"info","msg":"workplace-app listening on :3000","version":"9.4.1"}'],
        m: ["FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"],
        st: {
          ex: "<--- Last few GCs --->\n[1:0x5f1c0a0]   {n4}{nn} ms: Mark-Compact 2037.{n} (2080.{n}) -> 2035.{n} (2081.{n}) MB, 1{nn}.{n} / 0.0 ms  (average mu = 0.1{n}, current mu = 0.0{n}) allocation failure; scavenge might not succeed\n<--- JS stacktrace --->",
          f: [],
          p: 1,
        },
      },

      {
        s: "visitor-kiosk",
        l: "warn",
        hz: 0.2,
        at: 80,
        m: ["warn: Kiosk.HostLookup[0] workplace-app host directory call failed: Connection refused"],
      },
    ],
  },
  // ---- disk
  {
    est: "halvorsen",
    origin: "occupancy-sensors",
    cat: "disk",
    hints: ["no space", "disk", "space", "enospc"],
    sev: "high",
    note: "occupancy-sensors' WAL volume fills up; writes fail with 'no space left on device' and zone snapshots stop updating.",
    degrade: 0.7,
    tracks: [
      {
        l: "error",
        hz: 0.8,
        m: [
          "wal append failed: write /var/lib/occupancy/wal/000{nn}{n}.log: no space left on device",
          "snapshot persist failed: open /var/lib/occupancy/snap.tmp: no space left on device",
        ],
      },
      {
        s: "room-booking",
        l: "warn",
        hz: 0.3,
        at: 20,
        m: ["occupancy snapshot stale ({nn}s) for zone Z-{nn}, availability may be off"],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "plate-resolver",
    cat: "disk",
    hints: ["no space", "disk", "errno 28", "oserror"],
    sev: "medium",
    note: "plate-resolver's image cache disk fills; evidence images can no longer be written and resolutions fail.",
    tracks: [
      {
        l: "error",
        hz: 0.6,
        m: ["evidence store failed"],
        st: {
          ex: "OSError: [Errno 28] No space left on device: '/var/cache/plates/{id}.jpg'",
          f: ["evidence.save", "resolver.handle"],
          p: 1,
        },
      },
      { s: "lot-manager", l: "warn", hz: 0.2, at: 20, m: ["WARN  [lot] session without evidence image lane {lane}"] },
    ],
  },
  {
    est: "northline",
    origin: "violations-bo",
    cat: "disk",
    hints: ["flood", "disk", "read-only", "watermark", "cluster_block"],
    sev: "medium",
    note: "the search cluster behind violations-bo crosses its flood-stage watermark and blocks writes; case indexing fails with cluster_block_exception.",
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: [
          'Elasticsearch::Transport::Transport::Errors::TooManyRequests: [429] {"error":{"type":"cluster_block_exception","reason":"index [violation-cases] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}}',
        ],
      },
      { l: "warn", hz: 0.2, at: 10, m: ["CaseIndexJob: {nn} cases left unindexed, will retry"] },
      { s: "image-review", l: "warn", hz: 0.1, at: 30, m: ["case search returned stale results (index lag {nn} min)"] },
    ],
  },
  {
    est: "meridian",
    origin: "elevator-telemetry",
    cat: "disk",
    hints: ["read-only", "disk", "file system", "erofs"],
    sev: "medium",
    note: "elevator-telemetry's buffer volume remounts read-only; writes fail and car telemetry stops being stored.",
    tracks: [
      {
        l: "error",
        hz: 0.6,
        m: [
          "buffer write failed: open /data/buffer/seg-00{nn}.bin: read-only file system",
          "segment rotate failed: rename /data/buffer/active /data/buffer/seg-00{nn}.bin: read-only file system",
        ],
      },
      {
        s: "workplace-app",
        l: "warn",
        hz: 0.1,
        at: 40,
        m: ['{"level":"warn","msg":"lift history empty for last 5 min"}'],
      },
    ],
  },
  // ---- unknown
  {
    est: "halvorsen",
    origin: "room-booking",
    cat: "unknown",
    hints: ["exit", "crash", "unavailable", "refused", "unknown"],
    sev: "high",
    note: "room-booking exits repeatedly with status 1 and no message; callers get connection refused and bookings fail.",
    mute: 0,
    tracks: [
      {
        l: "error",
        hz: 0.04,
        m: ["process exited with code 1"],
        next: [6, "info", "room-booking 7.4.2 listening on :8080"],
      },
      {
        s: "tenant-portal",
        l: "error",
        hz: 0.9,
        at: 1,
        m: [
          "POST /api/v3/bookings 502 {lat}ms",
          "connect ECONNREFUSED 10.41.8.{n}:8080 (room-booking)",
          "GET /api/v3/rooms/availability 503 {ms}ms",
        ],
      },
    ],
  },
  {
    est: "kestrel",
    origin: "paystation-api",
    cat: "unknown",
    hints: ["internal", "500", "error", "unknown"],
    sev: "high",
    note: "paystation-api starts answering 500 to most payment posts with only an opaque error id; pay stations cannot take payments.",
    degrade: 0.8,
    tracks: [
      {
        l: "error",
        hz: 0.7,
        m: [
          "ERROR [pay] POST /v1/stations/PS-{nn}/payments 500 {ms}ms error_id={id}",
          "ERROR [pay] unexpected error, see error_id={id}",
        ],
      },
      { s: "lot-manager", l: "warn", hz: 0.2, at: 30, m: ["WARN  [lot] exit denied ticket T{n4}{nn}: unpaid"] },
    ],
  },
  {
    est: "northline",
    origin: "tag-reader",
    cat: "unknown",
    hints: ["exit", "crash", "status", "unknown"],
    sev: "high",
    note: "tag-reader exits with status 2 every few seconds without logging why; gantries route all tag trips to the video path.",
    mute: 0,
    tracks: [
      {
        l: "error",
        hz: 0.05,
        m: ["tag-reader exited with status 2"],
        next: [3, "info", "tag-reader 2.11.0 starting (GOMAXPROCS=4)"],
      },
      {
        s: "gantry-agent",
        l: "warn",
        hz: 0.6,
        at: 2,
        m: ["G{nn} lane {lane} tag-reader connection refused, transaction sent to video path"],
      },
      { s: "plate-match", l: "warn", hz: 0.3, at: 20, m: ["ocr queue depth {nn}{n} (normal < 50), lag {nn}s"] },
    ],
  },
  {
    est: "meridian",
    origin: "badge-server",
    cat: "unknown",
    hints: ["unhandled", "error", "unknown", "500"],
    sev: "high",
    note: "badge-server fails card issuing with bare 500s and no cause; visitor sign-in and mobile credentials fail.",
    degrade: 0.7,
    tracks: [
      {
        l: "error",
        hz: 0.5,
        m: [
          "ERROR c.m.badge.IssueService - issue failed for request {id}",
          "ERROR o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw exception",
        ],
      },
      {
        s: "visitor-kiosk",
        l: "error",
        hz: 0.3,
        at: 2,
        m: ["fail: Kiosk.CardIssue[0] Issue card failed: badge-server returned 500 Internal Server Error"],
      },
      {
        s: "workplace-app",
        l: "error",
        hz: 0.2,
        at: 3,
        m: ['{"level":"error","msg":"mobile credential provisioning failed","upstream":"badge-server","status":500}'],
      },
    ],
  },
];
