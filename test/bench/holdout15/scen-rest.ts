// The other eight categories (4 scenarios each): authentication, authorization, rate limiting, validation,
// null reference, dependency, disk and unknown.
import type { Scenario } from "./types.js";

const M = 60_000;

export const REST: Scenario[] = [
  {
    estate: "lab",
    category: "authentication",
    origin: "lis-bridge",
    hints: ["access denied", "password", "credential"],
    sev: "high",
    note: "LIS bridge's database account password was rotated in MySQL but not in the bridge; every new connection is denied.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "lis-bridge",
        0,
        null,
        3000,
        "error",
        "HikariPool-lis - Exception during pool initialization: java.sql.SQLException: Access denied for user 'lis_sync'@'10.12.4.31' (using password: YES)",
      );
      k.rep(
        "lab-mysql",
        0,
        null,
        3000,
        "warn",
        "[Note] [MY-010926] [Server] Access denied for user 'lis_sync'@'10.12.4.31' (using password: YES)",
      );
      k.rep("specimen-tracker", 5000, null, 9000, "error", "LIS order lookup failed: lis-bridge 503");
    },
  },
  {
    estate: "wx",
    category: "authentication",
    origin: "station-registry",
    hints: ["secret", "token", "auth"],
    sev: "medium",
    note: ".NET station registry cannot get tokens for the national met office API because its client secret expired.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep(
        "station-registry",
        0,
        null,
        15_000,
        "error",
        "Token acquisition failed: AADSTS7000222: The provided client secret keys for app 'wx-station-sync' are expired. Visit the Azure portal to create new keys for your app.",
      );
      k.rep(
        "station-registry",
        20_000,
        null,
        60_000,
        "warn",
        "Station metadata sync skipped, using cache from 2026-08-13",
      );
    },
  },
  {
    estate: "crew",
    category: "authentication",
    origin: "roster-api",
    hints: ["jwt", "signature", "token"],
    sev: "high",
    note: "Roster API keeps an old signing key after the identity provider rotated; all crew tokens fail verification.",
    traced: true,
    noise: 2,
    run: (k) => {
      k.rep(
        "roster-api",
        0,
        null,
        900,
        "warn",
        "Authentication failed: io.jsonwebtoken.security.SignatureException: JWT signature does not match locally computed signature (kid=2026-08b not in cached JWKS)",
        { traced: true },
      );
      k.rep(
        "crew-edge",
        100,
        null,
        500,
        "info",
        (r) => `[GET /api/roster/C${r.int(10000, 99999)}] 401 upstream=roster-api rt=${r.int(2, 9)}ms`,
      );
    },
  },
  {
    estate: "lab",
    category: "authentication",
    origin: "clinician-portal",
    hints: ["ldap", "bind", "credential"],
    sev: "high",
    note: "Node clinician portal's LDAP service account bind fails (invalid credentials) so no clinician can sign in.",
    traced: true,
    noise: 1,
    run: (k) => {
      k.rep(
        "clinician-portal",
        0,
        null,
        2500,
        "error",
        "login failed: LDAP bind as svc-labportal failed: InvalidCredentialsError: 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563",
        { traced: true },
      );
      k.rep("fhir-gateway", 500, null, 3000, "warn", "[POST /auth/login] 401 upstream=clinician-portal", {
        traced: true,
      });
    },
  },
  {
    estate: "wx",
    category: "authorization",
    origin: "radar-tiler",
    hints: ["accessdenied", "access denied", "permission", "authorized"],
    sev: "medium",
    note: "An IAM policy change removes PutObject from the tiler's role; every upload is denied.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "radar-tiler",
        0,
        null,
        2000,
        "error",
        "upload tile batch: operation error S3: PutObject, https response error StatusCode: 403, api error AccessDenied: User: arn:aws:sts::4410:assumed-role/radar-tiler/pod is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::wx-radar-tiles/z6/*",
      );
    },
  },
  {
    estate: "crew",
    category: "authorization",
    origin: "ops-feed-ingest",
    hints: ["authorization", "acl", "topic"],
    sev: "high",
    note: "Kafka ACLs were tightened and the ingest consumer's principal loses read on its topic.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "ops-feed-ingest",
        0,
        null,
        6000,
        "error",
        "consumer error: KafkaError (Message consumption error: TopicAuthorizationFailed (Broker: Topic authorization failed)) topic=crew.movements",
      );
      k.rep(
        "kafka-broker",
        0,
        null,
        20_000,
        "info",
        "Principal = User:ops-feed-ingest is Denied Operation = Read from host = 10.2.7.19 on resource = Topic:LITERAL:crew.movements",
      );
      k.mute("ops-feed-ingest", 0, 0.1);
    },
  },
  {
    estate: "lab",
    category: "authorization",
    origin: "audit-trail",
    hints: ["permission", "denied", "42501"],
    sev: "medium",
    note: "A schema migration re-creates the audit table without grants; the Rust writer gets permission denied (42501).",
    traced: false,
    noise: 2,
    run: (k) => {
      k.log("audit-trail", -40_000, "info", "migration 0042_partition_access_events applied");
      k.rep(
        "audit-trail",
        0,
        null,
        1500,
        "error",
        "append failed: db error: ERROR: permission denied for table access_events_2026_08 (SQLSTATE 42501)",
      );
      k.mute("audit-trail", 0, 0);
    },
  },
  {
    estate: "wx",
    category: "authorization",
    origin: "forecast-api",
    hints: ["forbidden", "rbac"],
    sev: "medium",
    note: "Forecast API's service account loses its RBAC role binding and cannot read the model config maps.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep(
        "forecast-api",
        0,
        null,
        30_000,
        "error",
        'Failed to reload model catalogue: configmaps is forbidden: User "system:serviceaccount:wxdata-prod:forecast-api" cannot list resource "configmaps" in API group "" in the namespace "wxdata-prod"',
      );
    },
  },
  {
    estate: "crew",
    category: "rate_limiting",
    origin: "crew-notify",
    hints: ["429", "rate", "throttl"],
    sev: "medium",
    note: "SMS provider throttles the notifier with 429s during a mass disruption rebuild; messages queue.",
    traced: false,
    noise: 2,
    run: (k) => {
      k.rep(
        "crew-notify",
        0,
        null,
        800,
        "warn",
        (r) => `SMS send throttled: HTTP 429 Too Many Requests (Retry-After: ${r.int(5, 60)}s), message requeued`,
      );
      k.rep(
        "crew-notify",
        60_000,
        null,
        30_000,
        "error",
        (r) => `sms backlog ${r.int(2000, 9000)} exceeds SLA, oldest 14 min`,
      );
    },
  },
  {
    estate: "wx",
    category: "rate_limiting",
    origin: "api-edge",
    hints: ["limit", "rate"],
    sev: "medium",
    note: "nginx per-key request limiting rejects a large customer's traffic after a zone was tightened.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "api-edge",
        0,
        null,
        400,
        "error",
        (r) =>
          `limiting requests, excess: ${r.int(10, 40)}.${r.int(100, 999)} by zone "per_key", client: 34.90.${r.int(0, 255)}.${r.int(1, 250)}, request: "GET /v3/forecast/hourly HTTP/1.1"`,
      );
      k.rep("metering", 10_000, null, 60_000, "info", "Recorded 0 calls for ak_9c1e44d0 in last minute (was 4200)");
    },
  },
  {
    estate: "lab",
    category: "rate_limiting",
    origin: "fhir-gateway",
    hints: ["rate", "429", "ratelimit"],
    sev: "medium",
    note: "Envoy local rate limit on the FHIR gateway rejects the ward dashboards' polling with 429.",
    traced: true,
    noise: 0,
    run: (k) => {
      k.rep(
        "fhir-gateway",
        0,
        null,
        300,
        "warn",
        "[GET /fhir/r4/Observation] 429 response_flags=RL x-envoy-ratelimited upstream=- 0ms",
        { traced: true },
      );
    },
  },
  {
    estate: "wx",
    category: "rate_limiting",
    origin: "model-runner",
    hints: ["slowdown", "throttl", "rate"],
    sev: "medium",
    note: "The object store throttles the model runner's burst of writes (SlowDown).",
    traced: false,
    noise: 2,
    run: (k) => {
      k.rep(
        "model-runner",
        0,
        null,
        4000,
        "error",
        "write member grid failed: botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.",
      );
      k.rep("forecast-api", 3 * M, null, 60_000, "warn", "ensemble members missing for run 18z: 12/31");
    },
  },
  {
    estate: "lab",
    category: "validation",
    origin: "hl7-intake",
    hints: ["validation", "invalid", "hl7"],
    sev: "medium",
    note: "After an analyzer firmware update the HL7 intake NAKs results with malformed timestamps.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep(
        "hl7-intake",
        0,
        null,
        1500,
        "error",
        (r) =>
          `ORU^R01 control=${r.int(100000, 999999)} rejected, ACK AE: OBX-14 '2026081425${r.int(10, 59)}' is not a valid HL7 DTM value`,
      );
    },
  },
  {
    estate: "crew",
    category: "validation",
    origin: "pairing-optimizer",
    hints: ["validation", "pydantic"],
    sev: "medium",
    note: "A roster-api change sends a new timestamp format; the Python optimizer rejects every solve request with pydantic errors.",
    traced: true,
    noise: 1,
    run: (k) => {
      k.rep(
        "pairing-optimizer",
        0,
        null,
        5000,
        "error",
        "422 Unprocessable Entity: 2 validation errors for SolveRequest\\nperiod.start: Input should be a valid datetime, invalid character in year [type=datetime_parsing, input_value='14/08/2026 00:00']",
        { traced: true },
      );
      k.rep("roster-api", 500, null, 5000, "warn", "solve request rejected by pairing-optimizer (422)", {
        traced: true,
      });
    },
  },
  {
    estate: "wx",
    category: "validation",
    origin: "forecast-api",
    hints: ["invalid", "validation", "parameter"],
    sev: "medium",
    note: "A partner SDK release sends swapped coordinates; the forecast API rejects them with 400.",
    traced: true,
    noise: 0,
    run: (k) => {
      k.rep(
        "forecast-api",
        0,
        null,
        900,
        "warn",
        (r) =>
          `400 Bad Request: invalid query parameter 'lat'=${r.int(91, 179)}.${r.int(10, 99)}: must be between -90 and 90 (client sdk wxkit-swift/3.0.0)`,
        { traced: true },
      );
    },
  },
  {
    estate: "lab",
    category: "validation",
    origin: "specimen-tracker",
    hints: ["validation", "recordinvalid", "invalid"],
    sev: "medium",
    note: "Ruby specimen tracker rejects scans whose collection time a scanner clock puts in the future.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "specimen-tracker",
        0,
        null,
        3000,
        "error",
        "ActiveRecord::RecordInvalid: Validation failed: Collected at can't be in the future",
      );
    },
  },
  {
    estate: "crew",
    category: "null_reference",
    origin: "qualifications-svc",
    hints: ["nullreference", "null"],
    sev: "high",
    note: ".NET qualifications service throws NullReferenceException for crew without a medical record after a release.",
    traced: true,
    noise: 0,
    run: (k) => {
      k.log(
        "qualifications-svc",
        -50_000,
        "info",
        "Application started. Hosting environment: Production; version 7.3.0",
      );
      k.rep(
        "qualifications-svc",
        0,
        null,
        2000,
        "error",
        "An unhandled exception has occurred while executing the request.",
        {
          traced: true,
          stack:
            "System.NullReferenceException: Object reference not set to an instance of an object.\n   at Crew.Qualifications.MedicalExpiry.Compute(CrewMember member) in /src/Qualifications/MedicalExpiry.cs:line 41\n   at Crew.Qualifications.Api.QualificationsController.Get(String crewId)",
        },
      );
      k.rep("duty-legality", 300, null, 2000, "error", "qualification check failed: qualifications-svc returned 500", {
        traced: true,
      });
    },
  },
  {
    estate: "wx",
    category: "null_reference",
    origin: "alert-dispatch",
    hints: ["typeerror", "undefined"],
    sev: "high",
    note: "Node alert dispatcher crashes on warnings without a polygon: cannot read properties of undefined.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep("alert-dispatch", 0, null, 10_000, "error", "uncaught exception, restarting worker", {
        stack:
          "TypeError: Cannot read properties of undefined (reading 'coordinates')\n    at matchSubscriptions (/app/dist/match.js:58:31)\n    at Consumer.onMessage (/app/dist/consumer.js:22:9)",
      });
    },
  },
  {
    estate: "lab",
    category: "null_reference",
    origin: "result-router",
    hints: ["nil", "pointer"],
    sev: "high",
    note: "Go router panics with a nil pointer dereference on results lacking an ordering provider.",
    traced: true,
    noise: 2,
    run: (k) => {
      k.rep(
        "result-router",
        0,
        null,
        20_000,
        "fatal",
        "panic: runtime error: invalid memory address or nil pointer dereference",
        {
          stack:
            "[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x8f2a1c]\n\ngoroutine 211 [running]:\nlab/router/route.(*Rule).Match(0x0, 0xc0003e2000)\n\t/src/router/route/rule.go:64 +0x1c",
        },
      );
      k.mute("result-router", 0, 0.4);
      k.rep(
        "fhir-gateway",
        1000,
        null,
        2500,
        "error",
        "[GET /fhir/r4/Observation] 503 upstream reset: connection termination upstream=result-router",
        { traced: true },
      );
    },
  },
  {
    estate: "crew",
    category: "null_reference",
    origin: "layover-hotels",
    hints: ["nomethoderror", "nil"],
    sev: "medium",
    note: "Ruby layover service fails on pairings ending at an outstation without a hotel contract (undefined method for nil).",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "layover-hotels",
        0,
        null,
        6000,
        "error",
        "NoMethodError (undefined method `contract_rate' for nil:NilClass):",
        {
          stack: "app/services/layover_booker.rb:57:in `book'\napp/controllers/layovers_controller.rb:12:in `create'",
        },
      );
    },
  },
  {
    estate: "wx",
    category: "dependency",
    origin: "metering",
    hints: ["stripe", "503", "payment"],
    sev: "medium",
    note: "The payment provider answers 503 to usage-record calls; metering retries and invoices lag.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep(
        "metering",
        0,
        null,
        3000,
        "error",
        "Stripe::APIError: (Status 503) (Request req_8fKq2) An unexpected error occurred communicating with Stripe",
      );
    },
  },
  {
    estate: "crew",
    category: "dependency",
    origin: "roster-api",
    hints: ["circuit", "breaker", "vendor"],
    sev: "medium",
    note: "A crew-bidding vendor returns 500s and roster-api's circuit breaker opens.",
    traced: true,
    noise: 0,
    run: (k) => {
      k.rep(
        "roster-api",
        0,
        40_000,
        2000,
        "warn",
        "bid import from bidline-vendor failed: HTTP 500 Internal Server Error",
      );
      k.rep(
        "roster-api",
        40_000,
        null,
        3000,
        "error",
        "CircuitBreaker 'bidlineVendor' is OPEN and does not permit further calls",
        { traced: true },
      );
    },
  },
  {
    estate: "lab",
    category: "dependency",
    origin: "critical-callback",
    hints: ["twilio", "provider", "500"],
    sev: "high",
    note: "The telephony provider fails voice callbacks for critical results with HTTP 500.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "critical-callback",
        0,
        null,
        20_000,
        "error",
        "callback to ward phone failed: twilio.base.exceptions.TwilioRestException: HTTP 500 error: Unable to create record: Internal Server Error",
      );
    },
  },
  {
    estate: "wx",
    category: "dependency",
    origin: "forecast-api",
    hints: ["upstream", "503", "unavailable"],
    sev: "medium",
    note: "An external reanalysis data service is unavailable; the forecast API's climate endpoints fail.",
    traced: true,
    noise: 2,
    run: (k) => {
      k.rep(
        "forecast-api",
        0,
        null,
        4000,
        "error",
        "climate normals fetch failed: upstream cds.reanalysis.example responded 503 Service Unavailable",
        { traced: true },
      );
    },
  },
  {
    estate: "wx",
    category: "disk",
    origin: "obs-store",
    hints: ["space", "disk"],
    sev: "high",
    note: "ClickHouse runs out of disk space for merges and inserts; the Rust ingest is louder.",
    traced: false,
    noise: 2,
    run: (k) => {
      k.rep(
        "obs-store",
        0,
        null,
        8000,
        "error",
        "<Error> executeQuery: Code: 243. DB::Exception: Cannot reserve 1.00 MiB, not enough space. (NOT_ENOUGH_SPACE)",
      );
      k.rep(
        "obs-ingest",
        1000,
        null,
        1000,
        "error",
        "batch insert failed after 3 attempts: server returned 500, buffering to local spool",
      );
    },
  },
  {
    estate: "crew",
    category: "disk",
    origin: "kafka-broker",
    hints: ["space", "disk"],
    sev: "high",
    note: "A Kafka broker's log volume fills; it takes the log dir offline and producers fail.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.log(
        "kafka-broker",
        0,
        "error",
        "Error while appending records to crew.movements-3 in dir /var/lib/kafka/data",
        "java.io.IOException: No space left on device\n\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
      );
      k.log("kafka-broker", 500, "error", "Stopping serving logs in dir /var/lib/kafka/data (kafka.log.LogManager)");
      k.rep(
        "ops-feed-ingest",
        2000,
        null,
        4000,
        "error",
        "produce failed: Broker: Not leader for partition (crew.movements-3), retrying",
      );
    },
  },
  {
    estate: "lab",
    category: "disk",
    origin: "audit-trail",
    hints: ["read-only", "filesystem"],
    sev: "high",
    note: "The audit writer's volume remounts read-only; the Rust service cannot append segments.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "audit-trail",
        0,
        null,
        2000,
        "error",
        'segment append failed: Os { code: 30, kind: ReadOnlyFilesystem, message: "Read-only file system" }',
      );
      k.mute("audit-trail", 0, 0);
    },
  },
  {
    estate: "crew",
    category: "disk",
    origin: "roster-db",
    hints: ["space", "disk", "wal"],
    sev: "high",
    note: "Postgres fills its WAL volume and panics; the roster API loses its database.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.log("roster-db", 0, "fatal", 'PANIC:  could not write to file "pg_wal/xlogtemp.2211": No space left on device');
      k.rep(
        "roster-api",
        1000,
        null,
        1500,
        "error",
        "org.postgresql.util.PSQLException: Connection to roster-db:5432 refused. Check that the hostname and port are correct",
      );
    },
  },
  {
    estate: "lab",
    category: "unknown",
    origin: "lis-bridge",
    hints: ["crash", "exit", "restart", "unknown"],
    sev: "medium",
    note: "LIS bridge exits repeatedly without a reason in its logs; kubelet restarts it.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep("lis-bridge", 0, null, 90_000, "error", "Shutdown hook invoked, exiting with status 1");
      k.rep("kubelet", 3000, null, 90_000, "warn", "Container lis-bridge restarted (exit code 1)");
    },
  },
  {
    estate: "wx",
    category: "unknown",
    origin: "station-registry",
    hints: ["unhandled", "500", "error"],
    sev: "medium",
    note: "Station registry returns 500s with only a generic error text.",
    traced: true,
    noise: 0,
    run: (k) => {
      k.rep(
        "station-registry",
        0,
        null,
        3000,
        "error",
        "Request finished HTTP/1.1 GET /stations/lookup - 500 (an error occurred, see correlation id)",
        { traced: true },
      );
    },
  },
  {
    estate: "crew",
    category: "unknown",
    origin: "fatigue-model",
    hints: ["worker", "exit", "crash"],
    sev: "medium",
    note: "gunicorn workers of the fatigue model keep exiting without a traceback.",
    traced: false,
    noise: 2,
    run: (k) => {
      k.rep(
        "fatigue-model",
        0,
        null,
        15_000,
        "error",
        (r) => `[ERROR] Worker (pid:${r.int(100, 999)}) exited with code 1`,
      );
      k.rep("duty-legality", 2000, null, 9000, "warn", "fatigue score unavailable, pairing marked provisional");
    },
  },
  {
    estate: "wx",
    category: "unknown",
    origin: "alert-dispatch",
    hints: ["internal", "error"],
    sev: "medium",
    note: "Alert dispatch fails deliveries with an opaque internal error code.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep("alert-dispatch", 0, null, 5000, "error", "dispatch failed code=E_INTERNAL");
      k.rep("alert-dispatch", 0, null, 60_000, "warn", "delivery success rate below 90% for 60s");
      k.log("alert-dispatch", -M, "info", "worker pool resized to 8");
    },
  },
];
