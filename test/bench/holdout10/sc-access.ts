// Authentication (expired Entra client secret, Mongo auth after a password rotation, Postgres password auth,
// an S3 access key that no longer exists) and authorization (GCS object create, S3 AccessDenied after a bucket
// policy change, Kinesis not authorized, Postgres permission denied after a migration).
import { dotnet, java, python } from "./stacks.js";
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;

export const authentication: Scenario[] = [
  {
    estate: "claims",
    cat: "authentication",
    origin: "payout-engine",
    hints: ["secret", "expired", "aadsts", "credential"],
    sev: "medium",
    note: "payout-engine's Entra ID client secret for the bank API expired at midnight; token acquisition fails AADSTS7000222; payouts pile up",
    run: (x) => {
      x.every("payout-engine", "error", 0, INF, 4, "Token acquisition for BankConnect failed", () =>
        dotnet(
          "Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app 'a7f3c2e1-payout-bank' are expired. Visit the Azure portal to create new keys for your app. Trace ID: 6f2d... Correlation ID: 1c9b... Timestamp: 2026-07-14 00:00:04Z",
          [
            "Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
            "Claims.Payouts.Bank.BankTokenProvider.GetAsync() in /src/Payouts/Bank/BankTokenProvider.cs:line 39",
          ],
        ),
      );
      x.every(
        "payout-engine",
        "warn",
        10,
        INF,
        12,
        (r) => `Payout queue depth ${r.int(300, 4000)} (SEPA submissions paused: no bank token)`,
      );
      x.every(
        "policy-ledger",
        "warn",
        40,
        INF,
        10,
        "c.c.l.PayoutSync : payouts not settled within SLA, 0 confirmations in last 5m",
      );
      x.every(
        "claims-portal",
        "error",
        20,
        INF,
        6,
        (r) => `GET /api/v3/payouts 500 ${r.int(20, 200)}ms upstream=payout-engine`,
      );
    },
  },
  {
    estate: "podcast",
    cat: "authentication",
    origin: "user-library",
    hints: ["authentication", "auth", "credential"],
    sev: "high",
    note: "the Mongo password for user-library was rotated but pods kept the old secret; new connections fail 'Authentication failed.' as the pool recycles",
    run: (x) => {
      x.every(
        "user-library",
        "error",
        0,
        INF,
        1.5,
        "connection pool error",
        () =>
          "MongoServerError: Authentication failed.\n    at Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:205:26)\n    at async performInitialHandshake (/app/node_modules/mongodb/lib/cmap/connect.js:104:13)\n  ok: 0, code: 18, codeName: 'AuthenticationFailed'",
      );
      x.thin("user-library", 0, 0.3);
      x.every(
        "listen-edge",
        "error",
        5,
        INF,
        0.8,
        (r) => `GET /v2/me/library status=500 dur=${r.int(5, 90)}ms upstream=user-library`,
      );
      x.every("playback-api", "warn", 5, INF, 3, "progress lookup failed (user-library 500), starting from 0");
      x.deploy(-40, "episode-transcoder", "v2.31.0", "go");
    },
  },
  {
    estate: "port",
    cat: "authentication",
    origin: "billing-tariffs",
    hints: ["password", "authentication"],
    sev: "medium",
    note: "billing-tariffs redeployed with the staging DB password; Postgres rejects it; invoices fail",
    run: (x) => {
      x.deploy(-15, "billing-tariffs", "2026.7.3", "python");
      x.every(
        "billing-tariffs",
        "error",
        0,
        INF,
        2.5,
        "ERROR django.request: Internal Server Error: /api/invoices/",
        () =>
          python(
            [
              [
                "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py",
                122,
                "connect",
                "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              ],
            ],
            'django.db.utils.OperationalError: connection to server at "tariffs-db" (10.30.1.8), port 5432 failed: FATAL:  password authentication failed for user "tariffs"',
          ),
      );
      x.every(
        "terminal-api",
        "error",
        3,
        INF,
        3,
        (r) => `GET /billing/invoices 500 ${r.int(10, 90)}ms upstream billing-tariffs`,
      );
    },
  },
  {
    estate: "claims",
    cat: "authentication",
    origin: "doc-vault",
    hints: ["access key", "invalidaccesskeyid", "credential"],
    sev: "medium",
    note: "doc-vault's IAM access key was deactivated by a key-rotation job; S3 PutObject fails InvalidAccessKeyId; uploads fail in the portal",
    run: (x) => {
      x.thin("doc-vault", 0, 0.1);
      x.every(
        "doc-vault",
        "error",
        0,
        INF,
        2,
        (r) =>
          `put claims-docs/CLM-${r.int(2026000, 2026999)}/${r.hex(10)}.jpg failed: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, api error InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.`,
      );
      x.every(
        "claims-portal",
        "error",
        1,
        INF,
        1.5,
        (r) => `POST /api/v3/claims/{id}/documents 502 ${r.int(100, 900)}ms upstream=doc-vault`,
      );
      x.every(
        "fnol-intake",
        "warn",
        10,
        INF,
        6,
        "c.c.f.DocumentChecklist : photos missing for claim, reminder scheduled",
      );
    },
  },
];

export const authorization: Scenario[] = [
  {
    estate: "claims",
    cat: "authorization",
    origin: "fnol-intake",
    hints: ["403", "access", "permission", "forbidden"],
    sev: "medium",
    note: "an IAM cleanup removed roles/storage.objectCreator from fnol-intake's service account; damage-photo uploads to GCS fail 403",
    run: (x) => {
      x.every(
        "fnol-intake",
        "error",
        0,
        INF,
        2.5,
        "c.c.f.PhotoArchiver : archive failed",
        () =>
          java(
            "com.google.cloud.storage.StorageException: claims-intake@claims-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
            [
              "com.google.cloud.storage.StorageException.translate(StorageException.java:209)",
              "com.google.cloud.storage.BlobWriteChannel.flushBuffer(BlobWriteChannel.java:137)",
              "com.claims.fnol.PhotoArchiver.archive(PhotoArchiver.java:58)",
            ],
          ) + "\nCaused by: com.google.api.client.googleapis.json.GoogleJsonResponseException: 403 Forbidden",
      );
      x.every(
        "claims-portal",
        "error",
        1,
        INF,
        2,
        (r) => `POST /api/v3/claims 500 ${r.int(300, 1500)}ms upstream=fnol-intake`,
      );
      x.deploy(-20, "adjuster-assign", "2026.07.14", "python");
    },
  },
  {
    estate: "podcast",
    cat: "authorization",
    origin: "episode-transcoder",
    hints: ["access denied", "accessdenied", "403"],
    sev: "medium",
    note: "a bucket policy change on the audio bucket denies the transcoder role; renditions fail to upload AccessDenied",
    run: (x) => {
      x.every(
        "episode-transcoder",
        "error",
        0,
        INF,
        3,
        (r) =>
          `upload rendition ep_${r.hex(10)}/aac-128.m4a failed: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, api error AccessDenied: Access Denied`,
      );
      x.every("cdn-purger", "warn", 5, INF, 6, (r) => `purge for ep_${r.hex(10)} skipped: no new rendition`);
      x.every(
        "playback-api",
        "warn",
        10,
        INF,
        2.5,
        (r) => `rendition missing for ep_${r.hex(10)}, serving original enclosure`,
      );
    },
  },
  {
    estate: "port",
    cat: "authorization",
    origin: "vessel-ais",
    hints: ["not authorized", "accessdenied", "permission"],
    sev: "medium",
    note: "vessel-ais's role lost kinesis:PutRecords after a permissions boundary change; AIS positions stop flowing; berth ETAs go stale",
    run: (x) => {
      x.thin("vessel-ais", 0, 0.2);
      x.every("vessel-ais", "error", 0, INF, 3, "ERROR ais.publisher: batch publish failed", () =>
        python(
          [
            [
              "/app/ais/publisher.py",
              58,
              "flush",
              "resp = self.kinesis.put_records(StreamName=self.stream, Records=batch)",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/botocore/client.py",
              1021,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          "botocore.exceptions.ClientError: An error occurred (AccessDeniedException) when calling the PutRecords operation: User: arn:aws:sts::418296503117:assumed-role/vessel-ais-task/3f9c is not authorized to perform: kinesis:PutRecords on resource: arn:aws:kinesis:eu-west-1:418296503117:stream/ais-positions because no permissions boundary allows the kinesis:PutRecords action",
        ),
      );
      x.every(
        "berth-planner",
        "warn",
        60,
        INF,
        10,
        (r) => `c.t.berth.EtaService : no AIS update for ${r.int(5, 40)} vessels in 5 min, ETA confidence degraded`,
      );
    },
  },
  {
    estate: "claims",
    cat: "authorization",
    origin: "policy-ledger",
    hints: ["permission", "denied", "42501"],
    sev: "medium",
    note: "a migration recreated claim_reserves owned by the migrator role without GRANTs to the app role; policy-ledger hits 42501 permission denied",
    run: (x) => {
      x.at(
        -20,
        "policy-ledger",
        "info",
        'o.f.core.internal.command.DbMigrate : Successfully applied 1 migration to schema "ledger", now at version v2026.07.14.1 (execution time 00:01.812s)',
      );
      x.deploy(-18, "policy-ledger", "7.22.0", "java");
      x.every(
        "policy-ledger",
        "warn",
        0,
        INF,
        2,
        "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 42501",
      );
      x.every(
        "policy-ledger",
        "error",
        0,
        INF,
        2,
        "o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: permission denied for table claim_reserves",
      );
      x.every(
        "claims-pg",
        "error",
        0,
        INF,
        3,
        "ERROR:  permission denied for table claim_reserves\nSTATEMENT:  select c1_0.id,c1_0.amount from ledger.claim_reserves c1_0 where c1_0.claim_id=$1",
      );
      x.every(
        "payout-engine",
        "error",
        3,
        INF,
        2,
        "Reserve check failed: Response status code does not indicate success: 500 (Internal Server Error)",
      );
      x.every("fnol-intake", "error", 3, INF, 2, "c.c.f.LedgerClient : policy-ledger returned 500 for reserve init");
    },
  },
];
