// The 52 incident scenarios: 13 categories x 4 estates. Each writes what the origin and its callers log once
// things go wrong, and marks which background traffic stops or fails.

import { din, donor, type Estate, hospital } from "./estates.js";
import type { Level } from "./formats.js";
import { rollout } from "./quiet.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

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

export interface Incident {
  cat: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  run(s: Stream, t0: number, e: Estate): void;
}

type M = (r: Rng, i: number) => string;
const loop = (s: Stream, svc: string, from: number, mean: number, level: Level, msg: M, to = s.end) =>
  s.every(from, to, mean, (t, i) => s.emit(t, svc, level, msg(s.r, i), s.r.hex(16)));
const crashes = (
  s: Stream,
  svc: string,
  from: number,
  mean: number,
  level: Level,
  msg: M,
  errType: string,
  errMsg: M,
  frames: string[],
  to = s.end,
) =>
  s.every(from, to, mean, (t, i) => s.crash(t, svc, level, msg(s.r, i), errType, errMsg(s.r, i), frames, s.r.hex(16)));
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const MIN = 60000;

const authentication: Incident[] = [
  {
    cat: "authentication",
    estate: "donor",
    origin: "donor-registry",
    hints: ["password", "authentication", "credential", "postgres", "login"],
    sev: "high",
    note: "donor-registry's database password stops working (rotated elsewhere); its pool cannot open connections and booking and profile calls fail with 500s.",
    run(s, t0) {
      s.fail("donor-registry", t0 + 4000);
      crashes(
        s,
        "donor-registry",
        t0 + 2000,
        2500,
        "error",
        () => "HikariPool-1 - Exception during pool initialization / connection add",
        "org.postgresql.util.PSQLException",
        () => 'FATAL: password authentication failed for user "registry_app"',
        ["HikariDataSource.getConnection", "DonorRepository.findById", "DonorController.get"],
      );
      loop(
        s,
        "donor-registry",
        t0 + 3000,
        1500,
        "warn",
        (r) =>
          `HikariPool-1 - Connection is not available, request timed out after ${r.int(30000, 30010)}ms (total=0, active=0, idle=0, waiting=${r.int(4, 30)})`,
      );
      loop(
        s,
        "booking-api",
        t0 + 5000,
        600,
        "error",
        (r) =>
          `Appointment booking failed for donor ${donor(r)}: 500 INTERNAL_SERVER_ERROR from GET http://donor-registry:8080/donors/${donor(r)}`,
      );
      loop(
        s,
        "booking-api",
        t0 + 5000,
        900,
        "warn",
        (_r, i) => `Retrying donor-registry call (attempt ${(i % 3) + 2}/4) after ${200 * 2 ** (i % 3)}ms`,
      );
      loop(
        s,
        "donor-web",
        t0 + 5500,
        500,
        "error",
        (r) => `POST /api/appointments 502 ${ms(r, 30100, 31800)}ms - booking backend error`,
      );
      loop(s, "donor-web", t0 + 6000, 900, "error", (r) => `GET /api/donors/me 500 ${ms(r, 30000, 30400)}ms`);
    },
  },
  {
    cat: "authentication",
    estate: "lab",
    origin: "nat-results",
    hints: ["unauthorized", "401", "invalid_client", "token", "credential", "authentication"],
    sev: "high",
    note: "nat-results can no longer get a token for the LIMS API (client secret expired), so NAT pool results stop reaching LIMS and releases stall.",
    run(s, t0) {
      s.fail("nat-results", t0);
      loop(
        s,
        "nat-results",
        t0 + 1500,
        4000,
        "error",
        (_r) =>
          `token refresh failed: 401 Unauthorized {"error":"invalid_client","error_description":"Invalid client or Invalid client credentials"} (client_id=nat-results-svc)`,
      );
      crashes(
        s,
        "nat-results",
        t0 + 2000,
        3500,
        "error",
        (r) => `failed to post pool ${r.int(100, 999)} results to LIMS, will retry`,
        "requests.exceptions.HTTPError",
        () => "401 Client Error: Unauthorized for url: https://lims-core.nbs-lab-prod.svc/api/v2/nat/results",
        ["worker.run", "uploader.post_results", "client.raise_for_status"],
      );
      loop(
        s,
        "nat-results",
        t0 + 4000,
        2500,
        "warn",
        (r) => `upload queue depth ${r.int(12, 90)} pools (oldest ${r.int(2, 14)}m)`,
      );
      loop(
        s,
        "release-gate",
        t0 + 3 * MIN,
        6000,
        "warn",
        (r) => `release check ${din(r)}: waiting on NAT (pending ${r.int(40, 95)} min) -> HOLD`,
      );
      loop(
        s,
        "lims-core",
        t0 + 4 * MIN,
        20000,
        "warn",
        (r) => `NAT result backlog: ${r.int(30, 120)} donations awaiting NAT beyond 60 min SLA`,
      );
    },
  },
  {
    cat: "authentication",
    estate: "supply",
    origin: "courier-track",
    hints: ["api key", "unauthorized", "401", "authentication", "credential"],
    sev: "medium",
    note: "courier-track's API key for the courier platform is rejected, so shipment positions stop updating and the planner and portal show stale tracking.",
    run(s, t0) {
      s.fail("courier-track", t0);
      loop(
        s,
        "courier-track",
        t0 + 800,
        1400,
        "error",
        (r) =>
          `poll shipments failed: GET https://api.swiftmed-couriers.example/v3/shipments?since=${r.int(1, 60)}s: 401 Unauthorized: {"code":"INVALID_API_KEY","message":"The API key provided is not valid or has been revoked"}`,
      );
      loop(
        s,
        "courier-track",
        t0 + 30000,
        15000,
        "warn",
        (r) => `${r.int(8, 30)} active shipments without position for > ${r.int(2, 12)} min`,
      );
      loop(
        s,
        "dispatch-planner",
        t0 + 2 * MIN,
        7000,
        "warn",
        (r) =>
          `WARNING eta for run ${r.pick(["R-N1", "R-E2", "R-S3"])} unavailable: tracking data stale (last fix ${r.int(3, 15)} min ago)`,
      );
      loop(
        s,
        "hospital-portal",
        t0 + 2 * MIN,
        5000,
        "warn",
        (r) => `GET /v1/shipments/SH-${r.int(70000, 79999)}/track 200 ${r.int(20, 90)}ms stale=true`,
      );
      loop(
        s,
        "alert-hub",
        t0 + 5 * MIN,
        30000,
        "warn",
        () => "cold-chain watch degraded: no courier box telemetry for 5 min on 11 shipments",
      );
    },
  },
  {
    cat: "authentication",
    estate: "opo",
    origin: "registry-link",
    hints: ["oauth", "token", "invalid_grant", "authentication", "refresh"],
    sev: "high",
    note: "registry-link's refresh token for the national registry expires; waitlist sync and match submissions fail and match runs use a stale waitlist.",
    run(s, t0) {
      s.silence("registry-link", t0);
      crashes(
        s,
        "registry-link",
        t0 + 1000,
        6000,
        "error",
        () => "Registry session refresh failed",
        "org.springframework.security.oauth2.core.OAuth2AuthorizationException",
        () => "[invalid_grant] Refresh token expired or revoked",
        ["RegistryTokenManager.refresh", "RegistryClient.exchange", "WaitlistSync.pull"],
      );
      loop(
        s,
        "registry-link",
        t0 + 1500,
        4000,
        "error",
        (r) =>
          `POST /registry/api/match-submissions -> 401 Unauthorized (WWW-Authenticate: Bearer error="invalid_token") case OPO-26-0${r.int(100, 980)}`,
      );
      loop(
        s,
        "match-run",
        t0 + 2 * MIN,
        20000,
        "warn",
        (r) => `waitlist snapshot is ${r.int(6, 25)} min old (max 5), ranking anyway with stale=true`,
      );
      loop(
        s,
        "case-api",
        t0 + 60000,
        6000,
        "error",
        (r) =>
          `fail: Opo.CaseApi.Allocation[0] Submitting match run for OPO-26-0${r.int(100, 980)} failed: registry-link returned 502 Bad Gateway`,
      );
      loop(
        s,
        "opo-web",
        t0 + 90000,
        9000,
        "error",
        (r) =>
          `method=POST path=/cases/OPO-26-0${r.int(100, 980)}/match format=html controller=MatchesController action=create status=502 duration=${r.int(300, 900)}.11`,
      );
    },
  },
];

const authorization: Incident[] = [
  {
    cat: "authorization",
    estate: "donor",
    origin: "notify-gw",
    hints: ["accessdenied", "not authorized", "permission", "iam", "authoriz"],
    sev: "medium",
    note: "notify-gw's IAM role loses ses:SendEmail, so appointment confirmation emails fail while SMS keeps working.",
    run(s, t0) {
      crashes(
        s,
        "notify-gw",
        t0 + 500,
        1800,
        "error",
        (r) => `email send failed template=APPT_CONFIRM to=donor.${r.int(1000, 99999)}@example.org`,
        "AccessDenied",
        () =>
          "User: arn:aws:sts::418273559102:assumed-role/notify-gw-prod/i-0b7c2d1f is not authorized to perform: ses:SendEmail on resource: arn:aws:ses:eu-west-2:418273559102:identity/nbs-donor.example",
        ["SESv2Client.send", "EmailChannel.deliver", "Dispatcher.handle"],
      );
      loop(s, "notify-gw", t0 + 60000, 20000, "warn", (r) => `email dead-letter queue depth ${r.int(40, 400)}`);
      loop(
        s,
        "booking-api",
        t0 + 20000,
        4000,
        "warn",
        (r) => `Confirmation for appointment ${r.hex(8)} not delivered: notify-gw responded 502 for channel=email`,
      );
      loop(
        s,
        "reminder-cron",
        t0 + 2 * MIN,
        12000,
        "error",
        () => "[ReminderJob] notify-gw rejected batch: 502 Bad Gateway (email channel)",
      );
    },
  },
  {
    cat: "authorization",
    estate: "lab",
    origin: "isbt-labeller",
    hints: ["permission", "execute permission", "denied", "authoriz", "sql"],
    sev: "high",
    note: "after a database role change isbt-labeller may no longer execute the DIN allocation procedure; labelling fails and component processing backs up.",
    run(s, t0) {
      s.fail("isbt-labeller", t0);
      crashes(
        s,
        "isbt-labeller",
        t0 + 800,
        1600,
        "error",
        (r) => `fail: Nbs.IsbtLabeller.LabelService[0] Label composition failed for ${din(r)}`,
        "Microsoft.Data.SqlClient.SqlException (0x80131904)",
        () =>
          "The EXECUTE permission was denied on the object 'usp_AllocateDinSequence', database 'Labelling', schema 'dbo'.",
        ["DinAllocator.AllocateAsync", "LabelService.ComposeAsync", "LabelsController.Post"],
      );
      loop(
        s,
        "component-proc",
        t0 + 2000,
        1200,
        "error",
        (r) => `Labelling request for ${din(r)} failed: 500 Internal Server Error from isbt-labeller`,
      );
      loop(
        s,
        "component-proc",
        t0 + 2500,
        900,
        "warn",
        (_r, i) => `Retry ${(i % 3) + 1}/3 POST http://isbt-labeller:8080/labels in ${500 * ((i % 3) + 1)}ms`,
      );
      loop(s, "release-gate", t0 + 3 * MIN, 8000, "warn", (r) => `release check ${din(r)}: label not verified -> HOLD`);
    },
  },
  {
    cat: "authorization",
    estate: "supply",
    origin: "stock-ledger",
    hints: ["permission denied", "permission", "authoriz", "grant", "42501"],
    sev: "high",
    note: "a schema migration recreates the holds table without grants; stock-ledger gets permission denied and orders and crossmatch holds fail.",
    run(s, t0) {
      s.fail("stock-ledger", t0);
      s.emit(t0 - 40000, "stock-ledger", "info", "migrate: applied 20261130_0912_partition_unit_holds.sql (1.8s)");
      loop(
        s,
        "stock-ledger",
        t0 + 300,
        700,
        "error",
        (r) =>
          `reserve failed sku=E0238V00 qty=${r.int(1, 6)}: ERROR: permission denied for table unit_holds (SQLSTATE 42501)`,
      );
      loop(
        s,
        "stock-ledger",
        t0 + 400,
        2200,
        "error",
        (r) => `hold ${din(r)} failed: ERROR: permission denied for sequence unit_holds_id_seq (SQLSTATE 42501)`,
      );
      loop(
        s,
        "order-svc",
        t0 + 1500,
        800,
        "error",
        (r) =>
          `Order ORD-${r.int(400000, 499999)} reservation failed: stock-ledger returned 500 {"error":"reserve failed"}`,
      );
      loop(
        s,
        "crossmatch-svc",
        t0 + 2000,
        2500,
        "error",
        (r) =>
          `fail: Nbs.CrossmatchSvc.Holds[0] Could not place hold for XM-${r.int(10000, 99999)}: HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error).`,
      );
      loop(
        s,
        "hospital-portal",
        t0 + 2000,
        900,
        "error",
        (r) => `POST /v1/orders 500 ${r.int(80, 300)}ms hospital="${hospital(r)}"`,
      );
    },
  },
  {
    cat: "authorization",
    estate: "opo",
    origin: "doc-vault",
    hints: ["403", "forbidden", "permission", "storage.objects.create", "authoriz"],
    sev: "medium",
    note: "doc-vault's service account loses object-create on its bucket; serology and consent documents cannot be stored and case uploads fail.",
    run(s, t0) {
      s.fail("doc-vault", t0);
      crashes(
        s,
        "doc-vault",
        t0 + 1000,
        5000,
        "error",
        (r) =>
          `upload of ${r.pick(["serology-report.pdf", "consent-form.pdf", "ct-chest.dcm.zip", "echo-report.pdf"])} failed`,
        "google.api_core.exceptions.Forbidden",
        () =>
          "403 POST https://storage.googleapis.com/upload/storage/v1/b/opo-north-docs/o?uploadType=multipart: doc-vault@opo-north-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
        ["api.store", "storage.put_object", "blob.upload_from_file"],
      );
      loop(
        s,
        "opo-web",
        t0 + 3000,
        6000,
        "error",
        (r) =>
          `method=POST path=/cases/OPO-26-0${r.int(100, 980)}/documents format=html controller=DocumentsController action=create status=500 duration=${r.int(200, 1200)}.40 error="DocVault::UploadError: doc-vault responded 500"`,
      );
      loop(
        s,
        "case-api",
        t0 + 60000,
        15000,
        "warn",
        (r) =>
          `warn: Opo.CaseApi.Checklist[0] Case OPO-26-0${r.int(100, 980)} missing required document 'serology' for allocation`,
      );
    },
  },
];

const database: Incident[] = [
  {
    cat: "database",
    estate: "donor",
    origin: "booking-api",
    hints: ["deadlock", "database", "postgres", "sql", "transaction"],
    sev: "high",
    note: "a new slot-locking query in booking-api deadlocks against itself; most bookings fail with deadlock errors while the front end retries.",
    run(s, t0) {
      s.fail("booking-api", t0, s.end, 0.8);
      crashes(
        s,
        "booking-api",
        t0 + 500,
        900,
        "error",
        (r) => `Booking transaction rolled back for donor ${donor(r)}`,
        "org.springframework.dao.CannotAcquireLockException",
        (r) =>
          `could not execute statement [ERROR: deadlock detected\n  Detail: Process ${r.int(20000, 29999)} waits for ShareLock on transaction ${r.int(8800000, 8899999)}; blocked by process ${r.int(20000, 29999)}.\n  Hint: See server log for query details.]`,
        ["SlotReservationService.reserve", "AppointmentService.book", "AppointmentController.create"],
      );
      loop(s, "booking-api", t0 + 800, 2500, "warn", () => "SQL Error: 0, SQLState: 40P01");
      loop(s, "donor-web", t0 + 1000, 450, "error", (r) => `POST /api/appointments 500 ${r.int(150, 900)}ms`);
      loop(
        s,
        "donor-web",
        t0 + 1200,
        700,
        "warn",
        (_r, i) => `retrying POST booking-api/appointments (attempt ${(i % 2) + 2}) after 500 response`,
      );
      loop(
        s,
        "clinic-slots",
        t0 + 30000,
        9000,
        "warn",
        (r) =>
          `warn: Nbs.ClinicSlots.Reservations[0] Reservation for session MU-${r.int(1, 14)} released by caller rollback`,
      );
    },
  },
  {
    cat: "database",
    estate: "lab",
    origin: "lims-core",
    hints: ["read-only", "read only transaction", "database", "postgres", "replica", "failover"],
    sev: "high",
    note: "after a database failover lims-core's pool keeps connections to the old primary, now a read-only standby; every result write fails.",
    run(s, t0) {
      s.fail("lims-core", t0);
      crashes(
        s,
        "lims-core",
        t0 + 400,
        700,
        "error",
        (r) => `Failed to file result for ${din(r)}`,
        "org.postgresql.util.PSQLException",
        () => "ERROR: cannot execute UPDATE in a read-only transaction",
        ["ResultService.accept", "DonationRepository.updateStatus", "ResultController.post"],
      );
      loop(s, "lims-core", t0 + 1000, 4000, "warn", () => "SQL Error: 0, SQLState: 25006");
      loop(
        s,
        "analyser-bridge",
        t0 + 1500,
        900,
        "error",
        (r) =>
          `LIMS upload rejected HTTP 500 for ${din(r)}, spooling result to /var/spool/analyser-bridge (queue ${r.int(10, 400)})`,
      );
      loop(
        s,
        "nat-results",
        t0 + 3000,
        5000,
        "error",
        (r) => `ERROR failed to post pool ${r.int(100, 999)} results to LIMS: 500 Server Error`,
      );
      loop(
        s,
        "release-gate",
        t0 + 5000,
        2500,
        "error",
        (r) => `release ${din(r)} failed: lims-core PATCH /units status=500`,
      );
      loop(s, "audit-log", t0 + 60000, 20000, "warn", (r) => `no lims.result.accepted events for ${r.int(1, 9)} min`);
    },
  },
  {
    cat: "database",
    estate: "supply",
    origin: "crossmatch-svc",
    hints: ["deadlock", "sql", "database", "sqlexception", "1205"],
    sev: "high",
    note: "crossmatch-svc's new batch allocation runs against the same rows as live requests on SQL Server; requests die as deadlock victims.",
    run(s, t0) {
      s.fail("crossmatch-svc", t0, s.end, 0.85);
      crashes(
        s,
        "crossmatch-svc",
        t0 + 600,
        1500,
        "error",
        (_r) =>
          `fail: Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type 'Nbs.CrossmatchSvc.Data.XmContext'.`,
        "Microsoft.Data.SqlClient.SqlException (0x80131904)",
        (r) =>
          `Transaction (Process ID ${r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
        ["Data.XmContext.SaveChangesAsync", "Allocation.AllocateUnitsAsync", "CrossmatchController.Create"],
      );
      loop(
        s,
        "crossmatch-svc",
        t0 + 1000,
        3000,
        "warn",
        () =>
          "warn: Microsoft.EntityFrameworkCore.Infrastructure[10404] A transient exception occurred during execution. The operation will be retried after 1240ms.",
      );
      loop(s, "hospital-portal", t0 + 1500, 1200, "error", (r) => `POST /v1/crossmatch 500 ${r.int(1500, 9000)}ms`);
      loop(
        s,
        "stock-ledger",
        t0 + 2000,
        6000,
        "warn",
        (r) => `hold ${din(r)} orphaned: crossmatch never confirmed, released after 120s`,
      );
    },
  },
  {
    cat: "database",
    estate: "opo",
    origin: "hla-store",
    hints: ["connection", "too many", "slots", "database", "jdbc", "postgres"],
    sev: "high",
    note: "hla-store exhausts its database's connection slots (a leak in a new report query) and HLA reads and writes fail, blocking match runs.",
    run(s, t0) {
      s.fail("hla-store", t0 + 60000);
      loop(
        s,
        "hla-store",
        t0,
        8000,
        "warn",
        (r) =>
          `HikariPool-1 - Pool stats (total=${r.int(44, 50)}, active=${r.int(44, 50)}, idle=0, waiting=${r.int(0, 12)})`,
        t0 + 60000,
      );
      crashes(
        s,
        "hla-store",
        t0 + 60000,
        1300,
        "error",
        (r) => `Failed to load typing for OPO-26-0${r.int(100, 980)}`,
        "org.hibernate.exception.JDBCConnectionException",
        () =>
          "Unable to acquire JDBC Connection [FATAL: remaining connection slots are reserved for non-replication superuser connections]",
        ["HlaTypingRepository.findByCase", "HlaService.typingFor", "HlaController.get"],
      );
      loop(
        s,
        "match-run",
        t0 + 65000,
        4000,
        "error",
        (r) => `match ${r.hex(6)} aborted: donor typing fetch failed (hla-store HTTP 500)`,
      );
      loop(
        s,
        "case-api",
        t0 + 66000,
        3000,
        "error",
        (r) => `fail: Opo.CaseApi.Hla[0] GET http://hla-store:8080/typings/OPO-26-0${r.int(100, 980)} returned 500`,
      );
      loop(
        s,
        "opo-web",
        t0 + 70000,
        7000,
        "error",
        (r) =>
          `method=GET path=/cases/OPO-26-0${r.int(100, 980)}/hla format=html controller=HlaController action=show status=500 duration=${r.int(30000, 30600)}.02`,
      );
    },
  },
];

const network: Incident[] = [
  {
    cat: "network",
    estate: "donor",
    origin: "session-sync",
    hints: ["connection reset", "reset", "network", "tls", "handshake", "vpn"],
    sev: "medium",
    note: "the cellular VPN path into session-sync starts resetting connections; every mobile unit fails to sync and the booking side works from stale rosters.",
    run(s, t0) {
      s.silence("session-sync", t0);
      loop(
        s,
        "session-sync",
        t0 + 500,
        1100,
        "error",
        (r) =>
          `sync MU-${String(r.int(1, 14)).padStart(2, "0")} failed: read tcp 10.64.0.12:8443->10.200.${r.int(1, 40)}.${r.int(2, 250)}:${r.int(30000, 60000)}: read: connection reset by peer`,
      );
      loop(
        s,
        "session-sync",
        t0 + 700,
        2600,
        "error",
        (r) => `http: TLS handshake error from 10.200.${r.int(1, 40)}.${r.int(2, 250)}:${r.int(30000, 60000)}: EOF`,
      );
      loop(
        s,
        "session-sync",
        t0 + 900,
        1500,
        "warn",
        (r, i) => `MU-${String(r.int(1, 14)).padStart(2, "0")} upload retry ${(i % 5) + 1}/5 backoff ${2 ** (i % 5)}s`,
      );
      loop(
        s,
        "booking-api",
        t0 + 3 * MIN,
        15000,
        "warn",
        (r) =>
          `Session roster for MU-${r.int(1, 14)} not confirmed by session-sync for ${r.int(10, 30)} min, using cached roster`,
      );
      loop(
        s,
        "dhq-service",
        t0 + 4 * MIN,
        20000,
        "warn",
        () => "WARNING on-site deferral records not received from mobile units in the last 15 min",
      );
    },
  },
  {
    cat: "network",
    estate: "lab",
    origin: "analyser-bridge",
    hints: ["no route", "connection reset", "network", "socket", "errno"],
    sev: "high",
    note: "a switch change cuts the analyser VLAN: analyser-bridge loses its TCP links to the instruments (resets, no route) and results stop flowing into LIMS.",
    run(s, t0) {
      s.fail("analyser-bridge", t0);
      loop(
        s,
        "analyser-bridge",
        t0 + 200,
        900,
        "error",
        (r) =>
          `recv() from ${r.pick(["PK7300-2", "PK7300-3", "Alinity-s-1", "Alinity-s-2"])} 10.20.4.${r.int(30, 38)}:5000 failed: Connection reset by peer (errno 104)`,
      );
      loop(
        s,
        "analyser-bridge",
        t0 + 1500,
        1300,
        "error",
        (r) =>
          `connect() to ${r.pick(["PK7300-2", "PK7300-3", "Alinity-s-1", "Alinity-s-2"])} 10.20.4.${r.int(30, 38)}:5000 failed: No route to host (errno 113), reconnect in ${r.pick([1, 2, 4, 8])}s`,
      );
      loop(
        s,
        "lims-core",
        t0 + 2 * MIN,
        15000,
        "warn",
        (r) =>
          `No results received from instrument ${r.pick(["PK7300-2", "Alinity-s-1"])} for ${r.int(2, 12)} min (expected ~40/min)`,
      );
      loop(
        s,
        "release-gate",
        t0 + 3 * MIN,
        9000,
        "warn",
        (r) => `release check ${din(r)}: grouping result missing -> HOLD`,
      );
    },
  },
  {
    cat: "network",
    estate: "supply",
    origin: "dispatch-planner",
    hints: ["dns", "name resolution", "resolve", "network", "getaddrinfo"],
    sev: "high",
    note: "dispatch-planner can no longer resolve the routing service's hostname (DNS), so orders are accepted but never assigned to a courier run.",
    run(s, t0) {
      s.fail("dispatch-planner", t0);
      crashes(
        s,
        "dispatch-planner",
        t0 + 1000,
        1600,
        "error",
        (r) => `ERROR route solve failed for order ORD-${r.int(400000, 499999)}`,
        "requests.exceptions.ConnectionError",
        () =>
          "HTTPSConnectionPool(host='routing.maps.nbs-supply.internal', port=443): Max retries exceeded with url: /v2/matrix (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f3a1c2b9d50>: Failed to resolve 'routing.maps.nbs-supply.internal' ([Errno -3] Temporary failure in name resolution)\"))",
        ["planner.assign", "routing.matrix", "sessions.request"],
      );
      loop(
        s,
        "order-svc",
        t0 + 30000,
        2500,
        "warn",
        (r) =>
          `Order ORD-${r.int(400000, 499999)} not assigned to a run after ${r.int(120, 900)}s (dispatch-planner: 503)`,
      );
      loop(
        s,
        "hospital-portal",
        t0 + 60000,
        8000,
        "warn",
        (r) => `GET /v1/orders/ORD-${r.int(400000, 499999)} 200 eta=unknown`,
      );
      loop(s, "courier-track", t0 + 3 * MIN, 20000, "info", () => "no new runs received from planner in last 3m");
    },
  },
  {
    cat: "network",
    estate: "opo",
    origin: "transport-coord",
    hints: ["dns", "no such host", "lookup", "network", "dial"],
    sev: "medium",
    note: "transport-coord's lookups of the flight and courier partner hosts fail (no such host / server misbehaving), so transport legs cannot be booked or tracked.",
    run(s, t0) {
      s.fail("transport-coord", t0);
      loop(
        s,
        "transport-coord",
        t0 + 500,
        1700,
        "error",
        (r) =>
          `booking leg OPO-26-0${r.int(100, 980)}/${r.pick(["kidney-L", "kidney-R", "liver"])}: Post "https://api.${r.pick(["aeromed-charters", "bluelight-couriers"])}.example/v1/bookings": dial tcp: lookup api.${r.pick(["aeromed-charters", "bluelight-couriers"])}.example on 10.96.0.10:53: ${r.pick(["no such host", "server misbehaving"])}`,
      );
      loop(
        s,
        "transport-coord",
        t0 + 900,
        4000,
        "warn",
        (r) =>
          `flight tracker poll failed: dial tcp: lookup flightaware-proxy.opo-north.internal on 10.96.0.10:53: read udp 10.44.3.9:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      );
      loop(
        s,
        "case-api",
        t0 + 30000,
        8000,
        "error",
        (r) =>
          `fail: Opo.CaseApi.Transport[0] Transport plan for OPO-26-0${r.int(100, 980)} failed: transport-coord returned 502`,
      );
      loop(
        s,
        "opo-web",
        t0 + 40000,
        12000,
        "error",
        (r) =>
          `method=POST path=/cases/OPO-26-0${r.int(100, 980)}/transport format=html controller=TransportController action=create status=502 duration=${r.int(2000, 9000)}.5`,
      );
    },
  },
];

const timeout: Incident[] = [
  {
    cat: "timeout",
    estate: "donor",
    origin: "clinic-slots",
    hints: ["timeout", "timed out", "execution timeout", "sql"],
    sev: "high",
    note: "the slot search query in clinic-slots starts running past its 30 s command timeout; appointment search and booking time out in the portal.",
    run(s, t0) {
      s.fail("clinic-slots", t0);
      crashes(
        s,
        "clinic-slots",
        t0 + 30000,
        1400,
        "error",
        (r) =>
          `fail: Nbs.ClinicSlots.Search[0] SlotsNear(${r.pick(["CM1", "CB6", "SS14", "CO1"])}) failed after ${r.int(30000, 30090)}ms`,
        "Microsoft.Data.SqlClient.SqlException (0x80131904)",
        () =>
          "Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
        ["Search.SlotRepository.NearAsync", "Search.SlotSearchHandler.Handle", "SlotsController.Get"],
      );
      loop(
        s,
        "clinic-slots",
        t0 + 5000,
        4000,
        "warn",
        (r) => `warn: Nbs.ClinicSlots.Search[0] Slow query SlotsNear took ${r.int(9000, 29000)}ms`,
        t0 + 40000,
      );
      loop(
        s,
        "donor-web",
        t0 + 8000,
        350,
        "error",
        (r) =>
          `GET /api/appointments/search?postcode=${r.pick(["CM1", "CB6", "SS14", "CO1", "CM20"])}&radius=15 504 ${r.int(10000, 10050)}ms - upstream clinic-slots timed out`,
      );
      loop(
        s,
        "donor-web",
        t0 + 9000,
        600,
        "warn",
        (_r, i) => `clinic-slots request aborted after 10000ms, retry ${(i % 2) + 1}/2`,
      );
      loop(
        s,
        "booking-api",
        t0 + 20000,
        3000,
        "error",
        (r) =>
          `Slot check timed out: I/O error on GET request for "http://clinic-slots:8080/slots/${r.hex(6)}": Read timed out`,
      );
    },
  },
  {
    cat: "timeout",
    estate: "lab",
    origin: "component-proc",
    hints: ["lock timeout", "timeout", "lock", "canceling statement"],
    sev: "high",
    note: "a long-running relabel job in component-proc holds row locks and its live split transactions give up on lock timeout; component processing stalls.",
    run(s, t0) {
      s.fail("component-proc", t0);
      s.emit(t0, "component-proc", "info", "Relabel batch RB-2211 started (1,840 units)");
      crashes(
        s,
        "component-proc",
        t0 + 5000,
        1600,
        "error",
        (r) => `Component split failed for ${din(r)}`,
        "org.springframework.dao.PessimisticLockingFailureException",
        () =>
          'could not execute statement [ERROR: canceling statement due to lock timeout\n  Where: while updating tuple (1842,17) in relation "unit"]',
        ["SplitService.split", "UnitRepository.lockForUpdate", "SplitController.post"],
      );
      loop(
        s,
        "component-proc",
        t0 + 6000,
        3000,
        "warn",
        (r) => `Split for ${din(r)} waited ${r.int(5000, 5010)}ms for lock on unit, giving up`,
      );
      loop(
        s,
        "isbt-labeller",
        t0 + 2 * MIN,
        15000,
        "info",
        (r) => `info: Nbs.IsbtLabeller.LabelService[0] idle: no label requests in ${r.int(60, 120)}s`,
      );
      loop(
        s,
        "release-gate",
        t0 + 3 * MIN,
        10000,
        "warn",
        (r) => `quarantine sweep: ${r.int(120, 400)} units awaiting processing, oldest ${r.int(30, 90)} min`,
      );
    },
  },
  {
    cat: "timeout",
    estate: "supply",
    origin: "courier-track",
    hints: ["deadline", "timeout", "timed out", "awaiting headers"],
    sev: "medium",
    note: "the courier platform stops answering in time; courier-track's position polls hit context deadlines and the portal and planner show stale shipments.",
    run(s, t0) {
      s.fail("courier-track", t0);
      loop(
        s,
        "courier-track",
        t0 + 10000,
        1200,
        "error",
        (r) =>
          `poll shipments: Get "https://api.swiftmed-couriers.example/v3/shipments?since=${r.int(10, 60)}s": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      );
      loop(
        s,
        "courier-track",
        t0 + 12000,
        1800,
        "warn",
        (_r, i) => `retrying courier poll in ${[1, 2, 4, 8][i % 4]}s (attempt ${(i % 4) + 1})`,
      );
      loop(
        s,
        "dispatch-planner",
        t0 + 2 * MIN,
        9000,
        "warn",
        (r) =>
          `WARNING eta for run ${r.pick(["R-N1", "R-E2", "R-S3"])} unavailable: courier-track /positions timed out after 5.0s`,
      );
      loop(
        s,
        "hospital-portal",
        t0 + 60000,
        4000,
        "warn",
        (r) => `GET /v1/shipments/SH-${r.int(70000, 79999)}/track 504 ${r.int(5000, 5100)}ms`,
      );
    },
  },
  {
    cat: "timeout",
    estate: "opo",
    origin: "match-run",
    hints: ["deadline", "timeout", "exceeded", "timed out"],
    sev: "high",
    note: "match-run's scoring starts blowing its 30 s deadline on every run and aborts; case-api times out waiting and no offers go out.",
    run(s, t0) {
      s.fail("match-run", t0);
      loop(
        s,
        "match-run",
        t0 + 30000,
        9000,
        "error",
        (r) =>
          `match ${r.hex(6)} aborted: deadline 30000ms exceeded after scoring ${r.int(80, 240)}/${r.int(300, 420)} candidates (stage=crossmatch_virtual)`,
      );
      loop(
        s,
        "match-run",
        t0 + 31000,
        14000,
        "warn",
        (r) => `scoring slow: candidate ${r.int(1000, 9999)} virtual crossmatch took ${r.int(800, 2400)}ms (p50 3ms)`,
      );
      crashes(
        s,
        "case-api",
        t0 + 31000,
        9000,
        "error",
        (r) => `fail: Opo.CaseApi.Allocation[0] Match run for OPO-26-0${r.int(100, 980)} failed`,
        "System.Threading.Tasks.TaskCanceledException",
        () => "The request was canceled due to the configured HttpClient.Timeout of 35 seconds elapsing.",
        ["Allocation.MatchClient.RunAsync", "Allocation.AllocationService.StartAsync", "AllocationController.Post"],
      );
      loop(
        s,
        "opo-web",
        t0 + 36000,
        10000,
        "error",
        (r) =>
          `method=POST path=/cases/OPO-26-0${r.int(100, 980)}/match format=html controller=MatchesController action=create status=504 duration=${r.int(35000, 35200)}.7`,
      );
      loop(s, "offer-notify", t0 + 4 * MIN, 30000, "info", () => "no offer batches received in last 4m");
    },
  },
];

const rateLimiting: Incident[] = [
  {
    cat: "rate_limiting",
    estate: "donor",
    origin: "notify-gw",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "a recall campaign pushes notify-gw past the SMS provider's rate limit; the provider answers 429 and notify-gw's retries make it worse.",
    run(s, t0) {
      s.fail("notify-gw", t0, s.end, 0.7);
      s.emit(
        t0 - 20000,
        "reminder-cron",
        "info",
        "[ReminderJob] campaign O-NEG-APPEAL started: 48,210 recipients, channel=sms",
      );
      loop(
        s,
        "notify-gw",
        t0 + 300,
        300,
        "warn",
        (r) =>
          `sms send throttled by textlocal: 429 Too Many Requests (retry-after ${r.int(30, 60)}s) batch=${r.hex(6)}`,
      );
      loop(s, "notify-gw", t0 + 500, 500, "warn", (r, i) => `requeue sms ${r.hex(10)} attempt ${(i % 5) + 2}`);
      loop(
        s,
        "notify-gw",
        t0 + 60000,
        15000,
        "warn",
        (r) => `sms queue depth ${r.int(5000, 40000)} (oldest ${r.int(3, 20)}m)`,
      );
      loop(
        s,
        "booking-api",
        t0 + 30000,
        5000,
        "warn",
        (r) => `Appointment confirmation SMS for ${donor(r)} not accepted by notify-gw (503 queue full)`,
      );
      loop(
        s,
        "reminder-cron",
        t0 + 60000,
        20000,
        "error",
        () => "[ReminderJob] Faraday::ServerError the server responded with status 503 (notify-gw)",
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "lab",
    origin: "release-gate",
    hints: ["429", "rate limit", "quota", "too many requests", "throttl"],
    sev: "medium",
    note: "release-gate exhausts its quota on the national traceability API; every release check that needs a traceability write is throttled and units stay in quarantine.",
    run(s, t0) {
      s.fail("release-gate", t0, s.end, 0.8);
      loop(
        s,
        "release-gate",
        t0 + 400,
        700,
        "warn",
        (r) =>
          `traceability POST /v2/units/${din(r)}/events -> 429 Too Many Requests (quota 600/min exhausted, resets in ${r.int(5, 59)}s)`,
      );
      loop(
        s,
        "release-gate",
        t0 + 600,
        1500,
        "error",
        (r) => `release ${din(r)} not completed: traceability write rejected (rate limited), unit stays QUARANTINE`,
      );
      loop(
        s,
        "lims-core",
        t0 + 3 * MIN,
        12000,
        "warn",
        (r) => `Release backlog ${r.int(80, 400)} units (issue requests from stock waiting)`,
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "supply",
    origin: "alert-hub",
    hints: ["429", "rate limit", "ratelimited", "too many requests", "throttl"],
    sev: "medium",
    note: "alert-hub hits the paging provider's rate limit while fanning out routine events; genuine cold-chain alerts are dropped after retries.",
    run(s, t0) {
      loop(
        s,
        "alert-hub",
        t0 + 200,
        350,
        "warn",
        (r) =>
          `pagerduty events v2 responded 429 {"status":"throttled","message":"Rate limit reached"} dedup_key=${r.hex(12)}`,
      );
      loop(
        s,
        "alert-hub",
        t0 + 400,
        600,
        "warn",
        (r, i) => `retrying event ${r.hex(8)} in ${2 ** (i % 6)}s (attempt ${(i % 6) + 1}/6)`,
      );
      loop(
        s,
        "alert-hub",
        t0 + 40000,
        4000,
        "error",
        (r) =>
          `giving up on event ${r.hex(8)} after 6 attempts (cold-chain ${r.pick(["TL-40312", "TL-40871", "TL-40455"])}): rate limited`,
      );
      loop(
        s,
        "coldchain-ingest",
        t0 + 60000,
        20000,
        "warn",
        (r) => `alert-hub acknowledged 0/${r.int(2, 6)} alerts in last 60s`,
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "opo",
    origin: "offer-notify",
    hints: ["429", "too many requests", "rate limit", "twilio", "throttl"],
    sev: "high",
    note: "offer-notify is throttled by the SMS/voice provider during a multi-organ case; offers to transplant centres go out late or not at all.",
    run(s, t0) {
      s.fail("offer-notify", t0, s.end, 0.8);
      crashes(
        s,
        "offer-notify",
        t0 + 300,
        700,
        "error",
        (r) => `page to ${r.pick(["NTH-TX1", "MID-TX4", "EST-TX2", "STH-TX3"])} on-call failed`,
        "twilio.base.exceptions.TwilioRestException",
        () => "HTTP 429 error: Unable to create record: Too Many Requests",
        ["notifier.page", "channels.sms_send", "rest.create"],
      );
      loop(
        s,
        "offer-notify",
        t0 + 500,
        500,
        "warn",
        (r, i) => `WARNING backing off ${[1, 2, 4, 8][i % 4]}s before re-sending offer ${r.hex(6)}`,
      );
      loop(
        s,
        "case-api",
        t0 + 2 * MIN,
        10000,
        "warn",
        (r) =>
          `warn: Opo.CaseApi.Allocation[0] Offer for OPO-26-0${r.int(100, 980)} not acknowledged by any centre after ${r.int(10, 25)} min`,
      );
      loop(
        s,
        "transport-coord",
        t0 + 4 * MIN,
        40000,
        "warn",
        () => "recovery team departure on hold: allocation not confirmed",
      );
    },
  },
];

const validation: Incident[] = [
  {
    cat: "validation",
    estate: "donor",
    origin: "dhq-service",
    hints: ["validation", "pydantic", "invalid", "schema", "422"],
    sev: "medium",
    note: "a new mobile app release sends questionnaire answers in a shape dhq-service rejects (422), so online health questionnaires cannot be submitted.",
    run(s, t0) {
      s.fail("dhq-service", t0, s.end, 0.75);
      loop(
        s,
        "dhq-service",
        t0 + 500,
        900,
        "warn",
        (r) =>
          `422 POST /dhq/submit: 2 validation errors for DhqSubmission\nanswers.q${r.int(20, 31)}.value\n  Input should be 'yes' or 'no' [type=literal_error, input_value=${r.pick(["true", "false"])}, input_type=bool]\nclient_version\n  String should match pattern '^4\\.\\d+\\.\\d+$' [type=string_pattern_mismatch, input_value='5.0.0', input_type=str]`,
      );
      loop(
        s,
        "donor-web",
        t0 + 700,
        800,
        "error",
        (r) => `POST /api/dhq/submit 422 ${r.int(40, 200)}ms ua="NBSGiveBlood/5.0.0 (iOS 18.1)"`,
      );
      loop(
        s,
        "booking-api",
        t0 + 3 * MIN,
        15000,
        "warn",
        (r) => `Appointment for ${donor(r)} tomorrow has no completed questionnaire`,
      );
    },
  },
  {
    cat: "validation",
    estate: "lab",
    origin: "isbt-labeller",
    hints: ["check character", "validation", "invalid", "mod 37", "din"],
    sev: "high",
    note: "a new batch of pre-printed donation numbers fails ISBT 128 check-character validation in isbt-labeller; labels are refused and units cannot be labelled.",
    run(s, t0) {
      s.fail("isbt-labeller", t0, s.end, 0.7);
      loop(
        s,
        "isbt-labeller",
        t0 + 300,
        900,
        "error",
        (r) =>
          `fail: Nbs.IsbtLabeller.Validation[0] DIN G0817 26 ${r.int(500000, 509999)} rejected: ISO 7064 Mod 37-2 check character mismatch (expected '${r.pick(["K", "7", "Q", "*"])}', scanned '${r.pick(["3", "H", "B"])}')`,
      );
      loop(
        s,
        "isbt-labeller",
        t0 + 600,
        4000,
        "warn",
        () => "warn: Nbs.IsbtLabeller.Validation[0] Data structure 001 failed validation, flag characters out of range",
      );
      loop(
        s,
        "component-proc",
        t0 + 1000,
        1300,
        "error",
        (r) => `Label rejected for ${din(r)}: 422 from isbt-labeller {"error":"DIN failed check character validation"}`,
      );
      loop(s, "label-print-agent", t0 + 2 * MIN, 20000, "info", () => "queue empty, 0 jobs in last 60s");
    },
  },
  {
    cat: "validation",
    estate: "supply",
    origin: "order-svc",
    hints: ["validation", "invalid", "productcode", "rejected value", "methodargumentnotvalid"],
    sev: "medium",
    note: "order-svc starts rejecting hospital orders that carry a newly issued product code its validator does not accept; hospitals get 400s.",
    run(s, t0) {
      s.fail("order-svc", t0, s.end, 0.65);
      loop(
        s,
        "order-svc",
        t0 + 400,
        900,
        "warn",
        (r) =>
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public OrderDto uk.nbs.ordersvc.OrderController.create(OrderRequest): [Field error in object 'orderRequest' on field 'lines[${r.int(0, 3)}].productCode': rejected value [E${r.pick(["7521", "7522", "7530"])}V00]; codes [Pattern.orderRequest.lines.productCode]; default message [must match "E0[0-9]{3}V[0-9]{2}|E[2-4][0-9]{3}V[0-9]{2}"]]]`,
      );
      loop(
        s,
        "hospital-portal",
        t0 + 600,
        800,
        "error",
        (r) => `POST /v1/orders 400 ${r.int(20, 90)}ms hospital="${hospital(r)}" - order rejected by order service`,
      );
      loop(
        s,
        "hospital-portal",
        t0 + 800,
        1400,
        "warn",
        (r) =>
          `LIS integration ${r.pick(["WinPath", "Telepath", "Clinisys"])} resubmitting order (attempt ${r.int(2, 5)})`,
      );
    },
  },
  {
    cat: "validation",
    estate: "opo",
    origin: "hla-store",
    hints: ["validation", "invalid", "allele", "nomenclature", "hla"],
    sev: "medium",
    note: "the typing lab switches to a newer allele nomenclature; hla-store rejects the typings as invalid (WARN only) and match runs lack donor HLA.",
    run(s, t0) {
      s.fail("hla-store", t0, s.end, 0.8);
      loop(
        s,
        "hla-store",
        t0 + 500,
        2200,
        "warn",
        (r) =>
          `Rejected typing for OPO-26-0${r.int(100, 980)}: InvalidHlaTypingException: allele '${r.pick(["A*02:01:01:01G", "B*44:02:01G", "DRB1*15:01:01G"])}' not valid for nomenclature 3.55.0 (G-group suffix not permitted)`,
      );
      loop(
        s,
        "opo-web",
        t0 + 800,
        4000,
        "error",
        (r) =>
          `method=POST path=/cases/OPO-26-0${r.int(100, 980)}/hla format=json controller=HlaController action=create status=422 duration=${r.int(80, 300)}.2`,
      );
      loop(
        s,
        "match-run",
        t0 + 2 * MIN,
        12000,
        "warn",
        (r) =>
          `match ${r.hex(6)}: donor HLA incomplete, ${r.int(40, 300)} candidates left unscored for mismatch points`,
      );
    },
  },
];

const nullRef: Incident[] = [
  {
    cat: "null_reference",
    estate: "donor",
    origin: "donor-web",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    sev: "high",
    note: "donor-web crashes rendering profiles for donors without a recorded blood group (TypeError on undefined); the profile and booking pages return 500.",
    run(s, t0) {
      s.fail("donor-web", t0, s.end, 0.5);
      crashes(
        s,
        "donor-web",
        t0 + 200,
        800,
        "error",
        (r) => `GET /api/donors/me 500 ${r.int(20, 120)}ms`,
        "TypeError",
        () => "Cannot read properties of undefined (reading 'bloodGroup')",
        ["formatDonorSummary", "DonorProfileHandler.render", "Layer.handle"],
      );
      loop(
        s,
        "donor-web",
        t0 + 600,
        1500,
        "error",
        (r) =>
          `unhandled error in POST /api/appointments: TypeError: Cannot read properties of undefined (reading 'bloodGroup') donor=${donor(r)}`,
      );
    },
  },
  {
    cat: "null_reference",
    estate: "lab",
    origin: "release-gate",
    hints: ["nil pointer", "nil", "invalid memory address", "panic"],
    sev: "high",
    note: "release-gate panics with a nil pointer dereference on units that have no NAT record; releases fail and LIMS sees 500s.",
    run(s, t0) {
      s.fail("release-gate", t0, s.end, 0.7);
      s.every(t0 + 300, s.end, 2600, (t) => {
        const e = s.emit(
          t,
          "release-gate",
          "error",
          `http: panic serving 10.42.1.${s.r.int(2, 60)}:${s.r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        );
        if (e)
          e.stack = [
            `goroutine ${s.r.int(80000, 99999)} [running]:`,
            "net/http.(*conn).serve.func1()",
            "\t/usr/local/go/src/net/http/server.go:1903 +0xbe",
            "panic({0xa3c9e0?, 0x11a4f70?})",
            "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
            "github.com/nbs/release-gate/internal/checks.(*Checker).natComplete(0xc00041e2a0, 0xc000a1f380)",
            "\t/src/internal/checks/nat.go:57 +0x2c",
            "github.com/nbs/release-gate/internal/checks.(*Checker).Evaluate(0xc00041e2a0, {0xc3e1a0, 0xc000b2c0f0})",
            "\t/src/internal/checks/checker.go:112 +0x1a4",
            "github.com/nbs/release-gate/internal/api.(*Server).release(0xc0001b8000, {0xc3f580, 0xc0004d21c0}, 0xc000a7c000)",
            "\t/src/internal/api/release.go:44 +0x211",
          ].join("\n");
      });
      loop(
        s,
        "lims-core",
        t0 + 800,
        2500,
        "error",
        (r) => `Release request for ${din(r)} failed: 500 Internal Server Error from release-gate (empty body)`,
      );
      loop(s, "lims-core", t0 + 60000, 20000, "warn", (r) => `Release backlog ${r.int(60, 300)} units`);
    },
  },
  {
    cat: "null_reference",
    estate: "supply",
    origin: "crossmatch-svc",
    hints: ["nullreference", "object reference", "null"],
    sev: "high",
    note: "crossmatch-svc throws NullReferenceException for patients with no antibody history; most crossmatch requests from hospitals fail.",
    run(s, t0) {
      s.fail("crossmatch-svc", t0, s.end, 0.75);
      crashes(
        s,
        "crossmatch-svc",
        t0 + 400,
        1000,
        "error",
        () =>
          `fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.`,
        "System.NullReferenceException",
        () => "Object reference not set to an instance of an object.",
        [
          "Matching.AntibodyProfile.ExcludesAntigen",
          "Matching.UnitSelector.SelectCompatible",
          "CrossmatchController.Create",
        ],
      );
      loop(
        s,
        "hospital-portal",
        t0 + 600,
        1100,
        "error",
        (r) => `POST /v1/crossmatch 500 ${r.int(40, 200)}ms hospital="${hospital(r)}"`,
      );
      loop(s, "hospital-portal", t0 + 900, 2000, "warn", () => "crossmatch submit failed, user retried");
    },
  },
  {
    cat: "null_reference",
    estate: "opo",
    origin: "opo-web",
    hints: ["nomethoderror", "nil", "undefined method", "nilclass"],
    sev: "high",
    note: "the opo-web case page calls a method on nil for cases with no organ offered yet (NoMethodError); coordinators get 500s on case pages.",
    run(s, t0) {
      s.fail("opo-web", t0, s.end, 0.6);
      crashes(
        s,
        "opo-web",
        t0 + 500,
        2500,
        "error",
        (r) =>
          `method=GET path=/cases/OPO-26-0${r.int(100, 980)} format=html controller=CasesController action=show status=500 duration=${r.int(20, 90)}.3 error="NoMethodError"`,
        "NoMethodError",
        () => "undefined method `organ_type' for nil:NilClass",
        ["CasesController.show", "OfferSummary.headline", "OfferPresenter.organ_label"],
      );
    },
  },
];

const configuration: Incident[] = [
  {
    cat: "configuration",
    estate: "donor",
    origin: "donor-web",
    hints: ["enotfound", "config", "url", "getaddrinfo", "hostname"],
    sev: "high",
    note: "a ConfigMap change gives donor-web a misspelt booking-api hostname; after the reload every booking and profile call fails with ENOTFOUND.",
    run(s, t0) {
      s.fail("donor-web", t0, s.end, 0.85);
      s.emit(
        t0,
        "donor-web",
        "info",
        "config change detected (/etc/donor-web/runtime.json), reloading: BOOKING_API_URL, REGISTRY_API_URL",
      );
      crashes(
        s,
        "donor-web",
        t0 + 800,
        700,
        "error",
        (r) => `POST /api/appointments 502 ${r.int(3, 30)}ms`,
        "Error",
        () => "getaddrinfo ENOTFOUND booking-api.nbs-donor-prod.svc.cluser.local",
        ["GetAddrInfoReqWrap.onlookup", "BookingClient.request", "AppointmentsRoute.create"],
      );
      loop(
        s,
        "donor-web",
        t0 + 900,
        1000,
        "error",
        (r) =>
          `GET /api/donors/me 502 ${r.int(3, 30)}ms - request to http://donor-registry.nbs-donor-prod.svc.cluser.local:8080/donors/${donor(r)} failed, reason: getaddrinfo ENOTFOUND donor-registry.nbs-donor-prod.svc.cluser.local`,
      );
    },
  },
  {
    cat: "configuration",
    estate: "lab",
    origin: "analyser-bridge",
    hints: ["config", "no route configured", "mapping", "instrument"],
    sev: "medium",
    note: "after a config reload analyser-bridge's instrument map no longer lists two analysers, so their results are dropped with warnings.",
    run(s, t0) {
      s.fail("analyser-bridge", t0, s.end, 0.5);
      s.emit(
        t0,
        "analyser-bridge",
        "info",
        "SIGHUP received, reloading /etc/analyser-bridge/instruments.yaml (2 instruments)",
      );
      s.emit(t0 + 40, "analyser-bridge", "warn", "instrument map reloaded: PK7300-3, Alinity-s-2 removed");
      loop(
        s,
        "analyser-bridge",
        t0 + 1000,
        700,
        "warn",
        (r) =>
          `no route configured for instrument ${r.pick(["PK7300-3", "Alinity-s-2"])} (sender id ${r.pick(["PK7300^3", "ALNTY^S2"])}), result ${din(r)} dropped`,
      );
      loop(
        s,
        "lims-core",
        t0 + 3 * MIN,
        15000,
        "warn",
        (r) =>
          `No results received from instrument ${r.pick(["PK7300-3", "Alinity-s-2"])} for ${r.int(3, 12)} min (expected ~35/min)`,
      );
      loop(
        s,
        "release-gate",
        t0 + 4 * MIN,
        12000,
        "warn",
        (r) => `release check ${din(r)}: grouping result missing -> HOLD`,
      );
    },
  },
  {
    cat: "configuration",
    estate: "supply",
    origin: "order-svc",
    hints: ["config", "bind", "property", "application failed to start", "placeholder"],
    sev: "high",
    note: "order-svc's new release cannot bind a changed property (sla-minutes) and fails to start; pods crash-loop and hospital orders fail.",
    run(s, t0) {
      s.silence("order-svc", t0);
      s.fail("order-svc", t0);
      s.emit(t0 - 3000, "order-svc", "info", "Commencing graceful shutdown. Waiting for active requests to complete");
      for (let t = t0 + 2000, n = 0; t < s.end; t += 10000 * 2 ** Math.min(n, 4) + s.r.int(0, 3000), n++) {
        s.emit(t, "order-svc", "info", "Starting OrderSvcApplication v5.2.0 using Java 21.0.4 with PID 1");
        s.emit(
          t + 6000,
          "order-svc",
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.boot.context.properties.bind.BindException: Failed to bind properties under 'order.priority.sla-minutes' to java.time.Duration",
        );
        const e = s.emit(t + 6100, "order-svc", "error", "APPLICATION FAILED TO START");
        if (e) {
          e.errType = "BindException";
          e.stack = [
            "***************************",
            "",
            "Description:",
            "",
            "Failed to bind properties under 'order.priority.sla-minutes' to java.time.Duration:",
            "",
            "    Property: order.priority.sla-minutes",
            '    Value: "90 minutes"',
            '    Origin: System Environment Property "ORDER_PRIORITY_SLA_MINUTES"',
            "    Reason: failed to convert java.lang.String to java.time.Duration",
            "",
            "Action:",
            "",
            "Update your application's configuration",
          ].join("\n");
        }
      }
      loop(
        s,
        "hospital-portal",
        t0 + 1000,
        700,
        "error",
        (r) => `POST /v1/orders 503 ${r.int(2, 20)}ms - connect ECONNREFUSED 10.44.7.${r.int(10, 40)}:8080 (order-svc)`,
      );
      loop(
        s,
        "crossmatch-svc",
        t0 + 30000,
        9000,
        "warn",
        () => "warn: Nbs.CrossmatchSvc.Orders[0] Could not link crossmatch to order: order-svc unavailable (503)",
      );
    },
  },
  {
    cat: "configuration",
    estate: "opo",
    origin: "case-api",
    hints: ["connection string", "config", "invalidoperation", "configuration"],
    sev: "high",
    note: "case-api is rolled out with a settings file missing the CaseDb connection string; every case call throws and the web front end shows 500s.",
    run(s, t0, e) {
      s.fail("case-api", t0);
      rollout(s, e, "case-api", t0 - 6000, "2026.11.30.3");
      crashes(
        s,
        "case-api",
        t0 + 300,
        900,
        "error",
        () =>
          'fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN8F3" , Request id "0HN8F3:00000002": An unhandled exception was thrown by the application.',
        "System.InvalidOperationException",
        () => "No connection string named 'CaseDb' could be found in the application configuration.",
        ["Data.CaseDbContextFactory.Create", "Cases.CaseRepository.GetAsync", "CasesController.Get"],
      );
      loop(
        s,
        "opo-web",
        t0 + 800,
        1800,
        "error",
        (r) =>
          `method=GET path=/cases/OPO-26-0${r.int(100, 980)} format=html controller=CasesController action=show status=500 duration=${r.int(30, 120)}.4 error="CaseApi::Error: 500 Internal Server Error"`,
      );
      loop(
        s,
        "referral-intake",
        t0 + 2000,
        5000,
        "error",
        (r) => `failed to forward referral ${r.hex(8)} to case-api: Request failed with status code 500`,
      );
    },
  },
];

const dependency: Incident[] = [
  {
    cat: "dependency",
    estate: "donor",
    origin: "donor-registry",
    hints: ["circuit", "503", "pds", "unavailable", "upstream"],
    sev: "medium",
    note: "the national demographics service (PDS) that donor-registry calls starts answering 503; its circuit breaker opens and new registrations fail.",
    run(s, t0) {
      loop(
        s,
        "donor-registry",
        t0 + 200,
        1500,
        "warn",
        (r) =>
          `PDS lookup for NHS number ${r.int(400, 499)} ${r.int(100, 999)} ${r.int(1000, 9999)} failed: 503 Service Unavailable from https://pds.spine.example/personal-demographics/FHIR/R4/Patient`,
        t0 + 45000,
      );
      s.emit(t0 + 45000, "donor-registry", "warn", "CircuitBreaker 'pds' changed state from CLOSED to OPEN");
      loop(
        s,
        "donor-registry",
        t0 + 45500,
        1100,
        "warn",
        () => "CallNotPermittedException: CircuitBreaker 'pds' is OPEN and does not permit further calls",
      );
      loop(
        s,
        "donor-registry",
        t0 + 105000,
        60000,
        "info",
        () => "CircuitBreaker 'pds' changed state from OPEN to HALF_OPEN",
      );
      loop(
        s,
        "donor-registry",
        t0 + 106000,
        60000,
        "warn",
        () => "CircuitBreaker 'pds' changed state from HALF_OPEN to OPEN",
      );
      loop(
        s,
        "donor-web",
        t0 + 50000,
        3000,
        "error",
        (r) => `POST /api/register 503 ${r.int(5, 40)}ms - registration temporarily unavailable`,
      );
      loop(
        s,
        "dedupe-worker",
        t0 + 60000,
        20000,
        "warn",
        () => "WARNING candidate check skipped: demographics unavailable",
      );
    },
  },
  {
    cat: "dependency",
    estate: "lab",
    origin: "nat-results",
    hints: ["502", "bad gateway", "middleware", "unavailable", "upstream"],
    sev: "high",
    note: "the analyser vendor's NAT middleware server stops serving its API (502/503); nat-results cannot fetch run results and NAT clearance stops.",
    run(s, t0) {
      s.fail("nat-results", t0);
      crashes(
        s,
        "nat-results",
        t0 + 1000,
        4000,
        "error",
        (r) => `ERROR fetch run results from cobas infinity failed (run ${r.int(4400, 4499)})`,
        "requests.exceptions.HTTPError",
        () =>
          "502 Server Error: Bad Gateway for url: https://cobas-infinity.lab.nbs.internal/api/v1/runs?status=complete",
        ["poller.poll", "infinity.fetch_runs", "client.raise_for_status"],
      );
      loop(
        s,
        "nat-results",
        t0 + 2000,
        3000,
        "warn",
        (r, i) =>
          `WARNING middleware unavailable (${r.pick(["502", "503", "502"])}), retry ${(i % 5) + 1} in ${[5, 10, 20, 40, 60][i % 5]}s`,
      );
      loop(
        s,
        "release-gate",
        t0 + 3 * MIN,
        7000,
        "warn",
        (r) => `release check ${din(r)}: waiting on NAT (pending ${r.int(40, 95)} min) -> HOLD`,
      );
    },
  },
  {
    cat: "dependency",
    estate: "supply",
    origin: "coldchain-ingest",
    hints: ["503", "vendor", "upstream", "unavailable", "service unavailable"],
    sev: "high",
    note: "the temperature-logger vendor cloud that coldchain-ingest pulls from answers 503; no readings arrive and shipments lose cold-chain evidence.",
    run(s, t0) {
      s.fail("coldchain-ingest", t0);
      loop(
        s,
        "coldchain-ingest",
        t0 + 500,
        2000,
        "error",
        (r) =>
          `fetch readings gw-${r.int(1, 6)} failed: HTTP 503 Service Unavailable from api.coldtrace-cloud.example (Retry-After: 120)`,
      );
      loop(
        s,
        "coldchain-ingest",
        t0 + 1000,
        5000,
        "warn",
        (r) => `gateway gw-${r.int(1, 6)} backlog ${r.int(200, 4000)} readings not retrieved`,
      );
      loop(
        s,
        "alert-hub",
        t0 + 3 * MIN,
        9000,
        "warn",
        (r) => `cold-chain watch: no readings for SH-${r.int(70000, 79999)} in ${r.int(3, 15)} min`,
      );
      loop(
        s,
        "courier-track",
        t0 + 4 * MIN,
        15000,
        "warn",
        (r) => `shipment SH-${r.int(70000, 79999)} box temp unknown (no logger data)`,
      );
      loop(
        s,
        "stock-ledger",
        t0 + 5 * MIN,
        20000,
        "warn",
        (r) => `returned units ${din(r)} quarantined: cold-chain record incomplete`,
      );
    },
  },
  {
    cat: "dependency",
    estate: "opo",
    origin: "registry-link",
    hints: ["503", "circuit", "registry", "unavailable", "upstream"],
    sev: "high",
    note: "the national transplant registry API returns 503s; registry-link's breaker opens and match submissions and waitlist syncs fail.",
    run(s, t0) {
      s.silence("registry-link", t0);
      loop(
        s,
        "registry-link",
        t0 + 300,
        1800,
        "error",
        (r) =>
          `POST https://registry.transplant.example/api/v3/match-submissions -> 503 Service Unavailable (x-request-id ${r.hex(12)})`,
        t0 + 40000,
      );
      s.emit(
        t0 + 40000,
        "registry-link",
        "warn",
        "CircuitBreaker 'national-registry' changed state from CLOSED to OPEN",
      );
      loop(
        s,
        "registry-link",
        t0 + 40500,
        2000,
        "warn",
        () => "CallNotPermittedException: CircuitBreaker 'national-registry' is OPEN and does not permit further calls",
      );
      loop(
        s,
        "case-api",
        t0 + 10000,
        7000,
        "error",
        (r) =>
          `fail: Opo.CaseApi.Allocation[0] Registry submission for OPO-26-0${r.int(100, 980)} failed: 502 from registry-link`,
      );
      loop(
        s,
        "match-run",
        t0 + 3 * MIN,
        20000,
        "warn",
        (r) => `waitlist snapshot is ${r.int(6, 25)} min old (max 5), ranking anyway with stale=true`,
      );
    },
  },
];

const memory: Incident[] = [
  {
    cat: "memory",
    estate: "donor",
    origin: "dhq-service",
    hints: ["memory", "oom", "sigkill", "out of memory"],
    sev: "high",
    note: "dhq-service's workers grow until the kernel kills them; gunicorn reports SIGKILL perhaps out of memory and questionnaire submits fail with 502s.",
    run(s, t0) {
      s.fail("dhq-service", t0 + 60000, s.end, 0.6);
      loop(
        s,
        "dhq-service",
        t0,
        15000,
        "warn",
        (r) =>
          `WARNING worker rss ${r.int(1400, 1900)}MB above soft limit 1024MB (rules cache ${r.int(300, 900)}k entries)`,
        t0 + 60000,
      );
      s.every(t0 + 60000, s.end, 11000, (t) => {
        const pid = s.r.int(20, 400);
        s.emit(t, "dhq-service", "error", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        s.emit(t + 30, "dhq-service", "info", `Booting worker with pid: ${pid + 1}`);
      });
      loop(
        s,
        "donor-web",
        t0 + 61000,
        900,
        "error",
        (r) => `POST /api/dhq/submit 502 ${r.int(3000, 9000)}ms - socket hang up (dhq-service)`,
      );
      loop(
        s,
        "donor-web",
        t0 + 62000,
        1400,
        "warn",
        (_r, i) => `retrying dhq-service submit (attempt ${(i % 3) + 2}/4)`,
      );
    },
  },
  {
    cat: "memory",
    estate: "lab",
    origin: "lims-core",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "lims-core's heap fills (a report loads every open donation); long GC pauses and then OutOfMemoryError fail result filing.",
    run(s, t0) {
      s.fail("lims-core", t0 + 90000, s.end, 0.8);
      loop(
        s,
        "lims-core",
        t0,
        12000,
        "warn",
        (r) =>
          `[gc] Pause Full (G1 Compaction Pause) ${r.int(3900, 4090)}M->${r.int(3800, 4000)}M(4096M) ${r.int(1800, 6400)}.${r.int(100, 999)}ms`,
      );
      crashes(
        s,
        "lims-core",
        t0 + 90000,
        3000,
        "error",
        (_r) =>
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space]`,
        "java.lang.OutOfMemoryError",
        () => "Java heap space",
        ["DonationQueryService.openDonations", "BacklogReport.build", "ResultController.post"],
      );
      loop(
        s,
        "analyser-bridge",
        t0 + 60000,
        1000,
        "error",
        (r) => `LIMS upload timed out after 10000 ms for ${din(r)}, spooling result (queue ${r.int(20, 600)})`,
      );
      loop(
        s,
        "release-gate",
        t0 + 95000,
        3000,
        "error",
        (r) => `release ${din(r)} failed: lims-core PATCH /units: status=500`,
      );
    },
  },
  {
    cat: "memory",
    estate: "supply",
    origin: "hospital-portal",
    hints: ["heap", "out of memory", "memory", "allocation failed"],
    sev: "high",
    note: "hospital-portal (Node) runs out of heap building stock exports and crashes repeatedly; hospitals get 502s from the ingress.",
    run(s, t0) {
      s.fail("hospital-portal", t0 + 60000, s.end, 0.5);
      loop(
        s,
        "hospital-portal",
        t0,
        20000,
        "warn",
        (r) => `GET /v1/stock/export?format=csv 200 ${r.int(9000, 24000)}ms rows=${r.int(180000, 420000)}`,
        t0 + 60000,
      );
      for (let t = t0 + 60000; t < s.end; t += s.r.int(40000, 80000)) {
        const e = s.emit(
          t,
          "hospital-portal",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        );
        if (e) {
          e.errType = "OOM";
          e.stack = `<--- Last few GCs --->\n\n[1:0x6f1e2a0]   ${s.r.int(200000, 900000)} ms: Mark-Compact 2031.4 (2083.1) -> 2029.8 (2084.6) MB, 1788.21 / 0.00 ms  (average mu = 0.101, current mu = 0.012) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\n 1: 0xb8d0a3 node::Abort() [node]\n 2: 0xa9a83c node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 3: 0xd6c1e0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`;
        }
        s.emit(
          t + s.r.int(4000, 9000),
          "hospital-portal",
          "info",
          "hospital-portal@3.9.1 starting (node v20.17.0, NODE_ENV=production)",
        );
      }
      loop(
        s,
        "order-svc",
        t0 + 65000,
        30000,
        "warn",
        () => "No orders received via portal in last 60s (usual ~20/min)",
      );
    },
  },
  {
    cat: "memory",
    estate: "opo",
    origin: "match-run",
    hints: ["bad_alloc", "memory", "oom", "allocation"],
    sev: "high",
    note: "match-run dies with std::bad_alloc on a large multi-organ run and restarts; case-api's match calls fail with connection resets.",
    run(s, t0) {
      s.fail("match-run", t0);
      loop(
        s,
        "match-run",
        t0,
        9000,
        "warn",
        (r) =>
          `resident memory ${r.int(6800, 7900)} MiB of 8192 MiB limit (candidate matrix ${r.int(300, 420)}x${r.int(9000, 14000)})`,
        t0 + 40000,
      );
      for (let t = t0 + 40000; t < s.end; t += s.r.int(50000, 90000)) {
        s.crash(t, "match-run", "fatal", "match worker aborted", "std::bad_alloc", "std::bad_alloc", [
          "CandidateMatrix.resize",
          "VirtualCrossmatch.score",
          "MatchRun.execute",
        ]);
        s.emit(
          t + s.r.int(5000, 9000),
          "match-run",
          "info",
          "match-run 3.2.1 starting, config=/etc/match-run/match-run.yaml",
        );
      }
      loop(
        s,
        "case-api",
        t0 + 41000,
        5000,
        "error",
        (r) =>
          `fail: Opo.CaseApi.Allocation[0] Match run for OPO-26-0${r.int(100, 980)} failed: HttpRequestException: An error occurred while sending the request. ---> IOException: The response ended prematurely.`,
      );
      loop(
        s,
        "opo-web",
        t0 + 45000,
        12000,
        "error",
        (r) =>
          `method=POST path=/cases/OPO-26-0${r.int(100, 980)}/match format=html controller=MatchesController action=create status=502 duration=${r.int(900, 9000)}.7`,
      );
    },
  },
];

const disk: Incident[] = [
  {
    cat: "disk",
    estate: "donor",
    origin: "session-sync",
    hints: ["no space", "disk", "enospc", "space left"],
    sev: "high",
    note: "session-sync's spool volume fills; uploads from mobile units fail to write with no space left on device.",
    run(s, t0) {
      s.fail("session-sync", t0);
      loop(
        s,
        "session-sync",
        t0 - 60000,
        20000,
        "warn",
        (r) => `spool volume /var/spool/session-sync ${r.int(95, 99)}% used`,
        t0,
      );
      loop(
        s,
        "session-sync",
        t0 + 300,
        1400,
        "error",
        (r) =>
          `sync MU-${String(r.int(1, 14)).padStart(2, "0")} failed: write /var/spool/session-sync/MU-${String(r.int(1, 14)).padStart(2, "0")}/batch-${r.hex(8)}.json: no space left on device`,
      );
      loop(
        s,
        "session-sync",
        t0 + 2000,
        4000,
        "error",
        () => "compaction failed: open /var/spool/session-sync/.compact.tmp: no space left on device",
      );
      loop(
        s,
        "booking-api",
        t0 + 3 * MIN,
        15000,
        "warn",
        (r) =>
          `Session roster for MU-${r.int(1, 14)} not confirmed by session-sync for ${r.int(10, 30)} min, using cached roster`,
      );
    },
  },
  {
    cat: "disk",
    estate: "lab",
    origin: "audit-log",
    hints: ["flood-stage", "disk", "read-only", "cluster_block", "watermark"],
    sev: "high",
    note: "the audit index hits the Elasticsearch flood-stage watermark and goes read-only; audit-log writes fail and LIMS refuses releases without an audit trail.",
    run(s, t0) {
      s.fail("audit-log", t0);
      crashes(
        s,
        "audit-log",
        t0 + 200,
        900,
        "error",
        () => "audit write failed",
        "ResponseError",
        () =>
          "cluster_block_exception: [cluster_block_exception] Reason: index [audit-lims-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
        ["Client.index", "AuditWriter.flush", "Router.post"],
      );
      loop(
        s,
        "audit-log",
        t0 + 30000,
        10000,
        "warn",
        (r) => `buffered audit events: ${r.int(500, 9000)} (spill file /data/audit-spill.ndjson)`,
      );
      loop(
        s,
        "lims-core",
        t0 + 1000,
        1500,
        "error",
        (r) => `Release of ${din(r)} blocked: audit trail write failed (audit-log 503)`,
      );
      loop(
        s,
        "release-gate",
        t0 + 2000,
        3000,
        "error",
        (r) => `release ${din(r)} failed: lims-core PATCH /units: status=409 audit unavailable`,
      );
    },
  },
  {
    cat: "disk",
    estate: "supply",
    origin: "coldchain-ingest",
    hints: ["no space", "disk", "errno 28", "space left"],
    sev: "high",
    note: "coldchain-ingest's local buffer disk fills; it cannot write readings and drops them, so cold-chain monitoring goes blind.",
    run(s, t0) {
      s.fail("coldchain-ingest", t0);
      loop(
        s,
        "coldchain-ingest",
        t0 - 90000,
        30000,
        "warn",
        (r) => `buffer volume /var/lib/coldchain ${r.int(96, 99)}% full`,
        t0,
      );
      loop(
        s,
        "coldchain-ingest",
        t0 + 200,
        1200,
        "error",
        (r) =>
          `fwrite(/var/lib/coldchain/wal/${r.int(100000, 999999)}.seg) failed: No space left on device (errno 28), dropping ${r.int(20, 80)} readings from gw-${r.int(1, 6)}`,
      );
      loop(
        s,
        "alert-hub",
        t0 + 3 * MIN,
        10000,
        "warn",
        (r) => `cold-chain watch: no readings for SH-${r.int(70000, 79999)} in ${r.int(3, 15)} min`,
      );
      loop(
        s,
        "courier-track",
        t0 + 4 * MIN,
        15000,
        "warn",
        (r) => `shipment SH-${r.int(70000, 79999)} box temp unknown (no logger data)`,
      );
    },
  },
  {
    cat: "disk",
    estate: "opo",
    origin: "doc-vault",
    hints: ["read-only", "errno 30", "file system", "disk"],
    sev: "high",
    note: "doc-vault's data volume is remounted read-only after storage errors; every document write fails with EROFS.",
    run(s, t0) {
      s.fail("doc-vault", t0);
      crashes(
        s,
        "doc-vault",
        t0 + 300,
        4000,
        "error",
        () => "Exception on /documents [POST]",
        "OSError",
        (r) => `[Errno 30] Read-only file system: '/data/vault/staging/${r.hex(12)}.part'`,
        ["app.wsgi_app", "api.store", "storage.write_stream"],
      );
      loop(
        s,
        "doc-vault",
        t0 + 2000,
        20000,
        "error",
        () => "retention sweep failed: [Errno 30] Read-only file system: '/data/vault/archive/.lock'",
      );
      loop(
        s,
        "opo-web",
        t0 + 3000,
        6000,
        "error",
        (r) =>
          `method=POST path=/cases/OPO-26-0${r.int(100, 980)}/documents format=html controller=DocumentsController action=create status=500 duration=${r.int(200, 1200)}.40 error="DocVault::UploadError: doc-vault responded 500"`,
      );
    },
  },
];

const unknown: Incident[] = [
  {
    cat: "unknown",
    estate: "donor",
    origin: "booking-api",
    hints: ["unavailable", "crash", "restart", "exit", "unknown"],
    sev: "high",
    note: "booking-api stops logging and serving without a word, restarts and goes quiet again; callers only see refused connections and 503s.",
    run(s, t0) {
      s.silence("booking-api", t0);
      s.fail("booking-api", t0);
      for (let t = t0 + 40000; t < s.end; t += s.r.int(90000, 150000)) {
        s.emit(t, "booking-api", "info", "Starting BookingApiApplication v7.4.2 using Java 21.0.4 with PID 1");
        s.emit(
          t + 14000,
          "booking-api",
          "info",
          `Started BookingApiApplication in ${s.r.int(12, 15)}.${s.r.int(100, 999)} seconds (process running for 15.2)`,
        );
      }
      loop(
        s,
        "donor-web",
        t0 + 500,
        500,
        "error",
        (r) => `POST /api/appointments 503 ${r.int(1, 20)}ms - connect ECONNREFUSED 10.44.2.${r.int(10, 60)}:8080`,
      );
      loop(s, "donor-web", t0 + 800, 700, "warn", (_r, i) => `booking-api unreachable, retry ${(i % 3) + 1}/3`);
      loop(
        s,
        "reminder-cron",
        t0 + 60000,
        15000,
        "error",
        () =>
          '[ReminderJob] Faraday::ConnectionFailed Failed to open TCP connection to booking-api:8080 (Connection refused - connect(2) for "booking-api" port 8080)',
      );
    },
  },
  {
    cat: "unknown",
    estate: "lab",
    origin: "isbt-labeller",
    hints: ["unhandled", "500", "unknown", "internal"],
    sev: "high",
    note: "isbt-labeller starts failing most label requests with unhandled-exception lines that carry no exception detail; labelling stalls.",
    run(s, t0) {
      s.fail("isbt-labeller", t0, s.end, 0.85);
      loop(
        s,
        "isbt-labeller",
        t0 + 300,
        1100,
        "error",
        (r) =>
          `fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN8${r.hex(8).toUpperCase()}", Request id "0HN8${r.hex(8).toUpperCase()}:00000001": An unhandled exception was thrown by the application.`,
      );
      loop(
        s,
        "isbt-labeller",
        t0 + 400,
        1400,
        "info",
        (r) =>
          `Request finished HTTP/1.1 POST http://isbt-labeller:8080/labels - 500 0 - ${r.int(2, 40)}.${r.int(1000, 9999)}ms`,
      );
      loop(
        s,
        "component-proc",
        t0 + 1000,
        1300,
        "error",
        (r) => `Labelling request for ${din(r)} failed: 500 Internal Server Error from isbt-labeller`,
      );
      loop(
        s,
        "component-proc",
        t0 + 1500,
        1000,
        "warn",
        (_r, i) => `Retry ${(i % 3) + 1}/3 POST http://isbt-labeller:8080/labels in ${500 * ((i % 3) + 1)}ms`,
      );
    },
  },
  {
    cat: "unknown",
    estate: "supply",
    origin: "dispatch-planner",
    hints: ["unresponsive", "stalled", "heartbeat", "unknown"],
    sev: "high",
    note: "dispatch-planner silently stops working (no logs, no heartbeats) and orders pile up unassigned while callers time out.",
    run(s, t0) {
      s.silence("dispatch-planner", t0);
      s.fail("dispatch-planner", t0);
      loop(
        s,
        "order-svc",
        t0 + 20000,
        1500,
        "error",
        (r) =>
          `Dispatch request for ORD-${r.int(400000, 499999)} failed: I/O error on POST request for "http://dispatch-planner:8000/plan": Read timed out`,
      );
      loop(s, "order-svc", t0 + 60000, 20000, "warn", (r) => `${r.int(10, 80)} orders awaiting dispatch assignment`);
      loop(s, "courier-track", t0 + 3 * MIN, 20000, "warn", () => "no new runs received from planner in last 3m");
      loop(
        s,
        "hospital-portal",
        t0 + 60000,
        6000,
        "warn",
        (r) => `GET /v1/orders/ORD-${r.int(400000, 499999)} 200 eta=unknown`,
      );
    },
  },
  {
    cat: "unknown",
    estate: "opo",
    origin: "transport-coord",
    hints: ["internal error", "500", "unknown"],
    sev: "medium",
    note: "transport-coord answers most requests with a bare internal error and logs nothing more; transport plans cannot be created.",
    run(s, t0) {
      s.fail("transport-coord", t0, s.end, 0.8);
      loop(
        s,
        "transport-coord",
        t0 + 300,
        2500,
        "error",
        (r) => `request failed method=POST path=/legs status=500 err="internal error" dur=${r.int(1, 9)}ms`,
      );
      loop(
        s,
        "case-api",
        t0 + 1000,
        4000,
        "error",
        (r) =>
          `fail: Opo.CaseApi.Transport[0] Transport plan for OPO-26-0${r.int(100, 980)} failed: transport-coord returned 500`,
      );
      loop(
        s,
        "opo-web",
        t0 + 2000,
        8000,
        "error",
        (r) =>
          `method=POST path=/cases/OPO-26-0${r.int(100, 980)}/transport format=html controller=TransportController action=create status=502 duration=${r.int(30, 300)}.5`,
      );
    },
  },
];

export const INCIDENTS: Incident[] = [
  ...authentication,
  ...authorization,
  ...database,
  ...network,
  ...timeout,
  ...rateLimiting,
  ...validation,
  ...nullRef,
  ...configuration,
  ...dependency,
  ...memory,
  ...disk,
  ...unknown,
];
