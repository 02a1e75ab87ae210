// Lumenflix (video on demand) scenarios: one per category.
import { lumenflix as e } from "./estates.js";
import { END, type IncidentSpec, MIN } from "./spec.js";
import { dotnet, node, python, ruby } from "./traces.js";

const tt = (n: number) => `tt${n}`;

export const VOD: IncidentSpec[] = [
  {
    estate: e,
    category: "authentication",
    origin: "entitlements",
    hints: ["signature", "token", "jwt", "authentication", "idx10503", "key"],
    severity: "high",
    note: "entitlements keeps a stale signing-key set after the identity provider rotated keys and rejects every access token with IDX10503, so playback returns 401.",
    run(c) {
      c.at(
        -4000,
        "entitlements",
        "info",
        "Refreshing OpenID configuration from https://id.lumenflix.example/.well-known/openid-configuration (cached keys: 2)",
      );
      c.at(
        -3200,
        "entitlements",
        "warn",
        "IDX10234: Unable to refresh metadata: cached copy kept, next attempt in 00:05:00.",
      );
      c.every(
        "entitlements",
        0,
        END,
        700,
        "error",
        (r) =>
          `Bearer was not authenticated. Failure message: IDX10503: Signature validation failed. Token does not have a kid. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: ${r.pick(["k-2026-09", "k-2026-10"])}'. Number of keys in TokenValidationParameters: '2'.`,
      );
      c.every("entitlements", 2000, END, 9000, "error", () => "Exception occurred while processing message.", {
        errType: "Microsoft.IdentityModel.Tokens.SecurityTokenSignatureKeyNotFoundException",
        stack: () =>
          dotnet(
            "Microsoft.IdentityModel.Tokens.SecurityTokenSignatureKeyNotFoundException: IDX10503: Signature validation failed. Token does not have a kid.",
            [
              "System.IdentityModel.Tokens.Jwt.JwtSecurityTokenHandler.ValidateSignature(String token, TokenValidationParameters validationParameters)",
              "System.IdentityModel.Tokens.Jwt.JwtSecurityTokenHandler.ValidateToken(String token, TokenValidationParameters validationParameters, SecurityToken& validatedToken)",
              "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler.HandleAuthenticateAsync()",
            ],
          ),
      });
      c.mute("entitlements", 0, 0.95);
      c.mute("playback-api", 0, 0.6);
      c.every(
        "playback-api",
        300,
        END,
        350,
        "warn",
        (r) => `GET /v2/playback/${tt(r.int(100000, 999999))} 401 ${r.int(8, 40)}ms entitlements: invalid_token`,
        { trace: true },
      );
      c.every(
        "playback-api",
        60000,
        END,
        15000,
        "error",
        (r) => `entitlement failures above threshold: ${r.int(88, 99)}% of checks returned 401 in the last 60s`,
      );
    },
  },
  {
    estate: e,
    category: "authorization",
    origin: "transcode-worker",
    hints: ["accessdenied", "access denied", "permission", "authoriz", "forbidden", "iam"],
    severity: "medium",
    note: "After an IAM policy change transcode-worker may no longer PutObject to the renditions bucket, so new renditions fail and the packager cannot find them.",
    run(c) {
      c.mute("transcode-worker", 0, 1);
      c.every(
        "transcode-worker",
        0,
        END,
        4500,
        "error",
        (r) => `job tj-${r.int(40000, 49999)} upload of rendition ${r.pick(["1080p", "720p", "540p"])} failed`,
        {
          errType: "botocore.exceptions.ClientError",
          stack: (r) =>
            python(
              [
                ["/app/transcode/upload.py", 88, "push_rendition", "s3.upload_file(local, RENDITION_BUCKET, key)"],
                ["/usr/local/lib/python3.12/site-packages/boto3/s3/transfer.py", 292, "upload_file", "future.result()"],
                [
                  "/usr/local/lib/python3.12/site-packages/s3transfer/futures.py",
                  103,
                  "result",
                  "return self._coordinator.result()",
                ],
              ],
              `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::481203377512:assumed-role/transcode-worker-prod/botocore-session-${r.int(1700000000, 1799999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::lmf-renditions-prod/vod/tt${r.int(100000, 999999)}/720p/seg_00001.m4s" because no identity-based policy allows the s3:PutObject action`,
            ),
        },
      );
      c.every(
        "ingest-api",
        30000,
        END,
        12000,
        "warn",
        (r) => `Transcode job tj-${r.int(40000, 49999)} failed on worker, requeueing (attempt ${r.int(2, 5)}/5)`,
      );
      c.every(
        "manifest-packager",
        60000,
        END,
        5000,
        "error",
        (r) =>
          `level=error msg="rendition missing in storage" asset=tt${r.int(100000, 999999)} rendition=720p key=vod/tt${r.int(100000, 999999)}/720p/init.mp4 status=404`,
      );
    },
  },
  {
    estate: e,
    category: "database",
    origin: "catalog-meta",
    hints: ["connection", "postgres", "pg", "database", "slots", "activerecord", "pool"],
    severity: "high",
    note: "catalog-meta exhausts PostgreSQL connection slots and its pool times out, so title pages behind playback-api fail with 500/504.",
    run(c) {
      c.mute("catalog-meta", 0, 0.85);
      c.every(
        "catalog-meta",
        0,
        END,
        900,
        "error",
        (r) =>
          r.chance(0.5)
            ? `ActiveRecord::ConnectionNotEstablished (connection to server at "10.40.2.11", port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections)`
            : "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use)",
        {
          errType: "ActiveRecord::ConnectionTimeoutError",
          stack: () =>
            ruby([
              "activerecord (7.1.3.4) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
              "activerecord (7.1.3.4) lib/active_record/connection_adapters/abstract/connection_pool.rb:651:in `acquire_connection'",
              "app/controllers/titles_controller.rb:14:in `show'",
            ]),
        },
      );
      c.mute("playback-api", 0, 0.3);
      c.every(
        "playback-api",
        2000,
        END,
        450,
        "error",
        (r) =>
          r.chance(0.6)
            ? `GET /v2/titles/${tt(r.int(100000, 999999))} 500 ${r.int(5000, 5100)}ms upstream=catalog-meta`
            : `GET /v2/titles/${tt(r.int(100000, 999999))} 504 8000ms upstream=catalog-meta timeout`,
        { trace: true },
      );
    },
  },
  {
    estate: e,
    category: "network",
    origin: "drm-license",
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    severity: "high",
    note: "drm-license can no longer resolve its key service hostname (DNS lookups time out / NXDOMAIN), so licences fail and playback-api retries loudly.",
    run(c) {
      c.mute("drm-license", 0, 0.9);
      c.every("drm-license", 0, END, 1200, "error", (r) =>
        r.chance(0.7)
          ? `level=error msg="key fetch failed" kid=${r.hex(8)} err="Get \\"https://keys.drm.lumenflix.internal/v1/keys\\": dial tcp: lookup keys.drm.lumenflix.internal on 172.20.0.10:53: no such host"`
          : `level=error msg="key fetch failed" kid=${r.hex(8)} err="Get \\"https://keys.drm.lumenflix.internal/v1/keys\\": dial tcp: lookup keys.drm.lumenflix.internal on 172.20.0.10:53: read udp 10.21.4.9:${r.int(30000, 60000)}->172.20.0.10:53: i/o timeout"`,
      );
      c.every(
        "playback-api",
        400,
        END,
        300,
        "error",
        (r) =>
          `POST /v2/license/${r.pick(["widevine", "playready"])} 502 ${r.int(900, 5200)}ms drm-license responded 500 (retry ${r.int(1, 3)}/3)`,
        { trace: true },
      );
      c.mute("playback-api", 0, 0.4);
    },
  },
  {
    estate: e,
    category: "timeout",
    origin: "entitlements",
    hints: ["timeout", "timed out", "execution timeout", "sqlexception"],
    severity: "high",
    note: "entitlements' rights query starts exceeding its SQL command timeout and the playback path times out behind it.",
    run(c) {
      c.mute("entitlements", 0, 0.7);
      c.every(
        "entitlements",
        0,
        END,
        1500,
        "error",
        () =>
          "Failed executing DbCommand (30,012ms) [Parameters=[@__userId_0='?' (Size = 64)], CommandType='Text', CommandTimeout='30']",
        {
          errType: "Microsoft.Data.SqlClient.SqlException",
          stack: () =>
            dotnet(
              "Microsoft.Data.SqlClient.SqlException (0x80131904): Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
              [
                "Microsoft.Data.SqlClient.SqlCommand.EndExecuteReaderAsync(IAsyncResult asyncResult)",
                "Lumenflix.Entitlements.Data.RightsRepository.GetActiveRightsAsync(String userId, CancellationToken ct) in /src/Entitlements/Data/RightsRepository.cs:line 61",
                "Lumenflix.Entitlements.Api.CheckEndpoint.HandleAsync(CheckRequest req, CancellationToken ct) in /src/Entitlements/Api/CheckEndpoint.cs:line 33",
              ],
            ),
        },
      );
      c.every(
        "playback-api",
        1000,
        END,
        400,
        "error",
        (r) =>
          `GET /v2/playback/${tt(r.int(100000, 999999))} 504 ${r.int(3000, 3010)}ms entitlements: ETIMEDOUT after 3000ms`,
        { trace: true },
      );
      c.mute("playback-api", 0, 0.5);
    },
  },
  {
    estate: e,
    category: "rate_limiting",
    origin: "ingest-api",
    hints: ["slowdown", "slow down", "throttl", "rate", "503"],
    severity: "medium",
    note: "ingest-api's multipart uploads to object storage are throttled with SlowDown responses; it logs only warnings while partner uploads stall.",
    run(c) {
      c.every(
        "ingest-api",
        0,
        END,
        600,
        "warn",
        (r) =>
          `S3 UploadPart throttled for us-${r.hex(10)} part ${r.int(1, 900)}: SlowDown: Please reduce your request rate. (Status Code: 503; Request ID: ${r.hex(16).toUpperCase()}), backing off ${r.pick([200, 400, 800, 1600])}ms`,
      );
      c.every(
        "ingest-api",
        90000,
        END,
        20000,
        "warn",
        (r) =>
          `Upload session us-${r.hex(10)} stalled: ${r.int(40, 70)}% complete after 15 min, partner ${r.pick(["studio-north", "kinoworks"])} notified`,
      );
      c.mute("ingest-api", 0, 0.9);
    },
  },
  {
    estate: e,
    category: "validation",
    origin: "catalog-meta",
    hints: ["validation", "invalid", "recordinvalid", "422"],
    severity: "medium",
    note: "A partner metadata batch fails catalog-meta's model validation (runtime and rating), so the titles are rejected with 422 and ingest-api reports failed imports.",
    run(c) {
      c.every(
        "catalog-meta",
        0,
        4 * MIN,
        700,
        "error",
        (r) =>
          `ActiveRecord::RecordInvalid (Validation failed: Runtime must be greater than 0, Content rating ${r.pick(["'NR-17'", "'TV-MAX'", "''"])} is not included in the list): app/services/partner_import.rb:${r.int(40, 60)}:in \`upsert_title!'`,
      );
      c.every(
        "catalog-meta",
        0,
        4 * MIN,
        700,
        "info",
        () => "Completed 422 Unprocessable Entity in 18ms (ActiveRecord: 4.2ms | Allocations: 2211)",
      );
      c.every(
        "ingest-api",
        2000,
        4 * MIN,
        2500,
        "error",
        (r) =>
          `Metadata import for delivery kinoworks-${r.int(1000, 1999)} rejected by catalog-meta: 422 {"errors":{"runtime":["must be greater than 0"]}}`,
      );
    },
  },
  {
    estate: e,
    category: "null_reference",
    origin: "playback-api",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    severity: "high",
    note: "playback-api crashes with a TypeError on titles whose audio track list is missing, returning 500 on a large share of playback requests.",
    run(c) {
      c.mute("playback-api", 0, 0.5);
      c.every(
        "playback-api",
        0,
        END,
        500,
        "error",
        (r) => `GET /v2/playback/${tt(r.int(100000, 999999))} 500 ${r.int(20, 90)}ms`,
        {
          errType: "TypeError",
          trace: true,
          stack: () =>
            node("TypeError: Cannot read properties of undefined (reading 'codecs')", [
              "selectAudio (/app/dist/playback/tracks.js:41:38)",
              "buildPlaybackContext (/app/dist/playback/context.js:112:19)",
              "async PlaybackController.get (/app/dist/routes/playback.js:57:21)",
            ]),
        },
      );
    },
  },
  {
    estate: e,
    category: "configuration",
    origin: "manifest-packager",
    hints: ["config", "env", "missing", "required", "key_server"],
    severity: "high",
    note: "A manifest-packager rollout lacks the PACKAGER_KEY_SERVER_URL setting, so the new pods exit at start-up and the shield gets 502/503 for manifests.",
    run(c) {
      c.at(-20000, "manifest-packager", "info", 'level=info msg="shutting down" signal=terminated version=3.7.4');
      c.mute("manifest-packager", -19000, 1);
      // crash loop: each start is followed by the same fatal line, with growing back-off
      for (let t = 0, n = 0; t < c.left; n++, t += Math.min(40000, 10000 * 2 ** n) + c.r.int(0, 3000)) {
        c.at(
          t,
          "manifest-packager",
          "info",
          'level=info msg="manifest-packager starting" version=3.8.0 commit=9f2c1ab go=go1.22.6',
        );
        c.at(
          t + c.r.int(30, 90),
          "manifest-packager",
          "fatal",
          'level=fatal msg="config: required key PACKAGER_KEY_SERVER_URL missing value"',
        );
      }
      c.every(
        "origin-shield",
        1000,
        END,
        250,
        "error",
        (r) =>
          `[error] 31#31: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${r.ip()}, server: vod-origin, request: "GET /vod/tt${r.int(100000, 999999)}/master.m3u8 HTTP/1.1", upstream: "http://10.21.6.${r.int(10, 40)}:8080/vod/master.m3u8"`,
      );
      c.every(
        "playback-api",
        2000,
        END,
        900,
        "error",
        (r) => `GET /v2/playback/${tt(r.int(100000, 999999))} 502 ${r.int(50, 300)}ms manifest unavailable`,
        { trace: true },
      );
    },
  },
  {
    estate: e,
    category: "dependency",
    origin: "drm-license",
    hints: ["widevine", "503", "unavailable", "upstream", "circuit", "provider"],
    severity: "high",
    note: "The external Widevine licence proxy answers 503 to drm-license, its breaker opens and Widevine playback fails while FairPlay keeps working.",
    run(c) {
      c.every(
        "drm-license",
        0,
        50000,
        500,
        "error",
        (r) =>
          `level=error msg="widevine upstream error" status=503 body="<html><body><h1>503 Service Unavailable</h1>" provider=license.widevine.com latency_ms=${r.int(200, 1500)}`,
      );
      c.at(
        50000,
        "drm-license",
        "warn",
        'level=warn msg="circuit breaker state change" name=widevine-proxy from=closed to=open failures=50 window=60s',
      );
      c.every(
        "drm-license",
        51000,
        END,
        1200,
        "error",
        () => 'level=error msg="license request rejected" system=widevine err="circuit breaker is open"',
      );
      c.every(
        "playback-api",
        800,
        END,
        300,
        "error",
        (r) => `POST /v2/license/widevine 502 ${r.int(40, 1600)}ms drm-license: upstream unavailable`,
        { trace: true },
      );
    },
  },
  {
    estate: e,
    category: "memory",
    origin: "transcode-worker",
    hints: ["memory", "oom", "killed", "137", "sigkill"],
    severity: "medium",
    note: "transcode-worker's ffmpeg children grow past the pod memory limit on 4K sources and are OOM-killed, so jobs are lost and requeued.",
    run(c) {
      c.every(
        "transcode-worker",
        0,
        END,
        20000,
        "warn",
        (r) =>
          `memory watchdog: rss ${r.int(7, 7)}.${r.int(2, 9)}GiB of 8GiB cgroup limit (job tj-${r.int(40000, 49999)}, source 2160p HDR10)`,
      );
      c.every(
        "transcode-worker",
        15000,
        END,
        22000,
        "error",
        (r) =>
          `job tj-${r.int(40000, 49999)}: ffmpeg exited with code 137 (SIGKILL) after ${r.int(60, 400)}s; oom_kill count now ${r.int(1, 12)}`,
      );
      c.every(
        "ingest-api",
        20000,
        END,
        14000,
        "warn",
        (r) => `Transcode job tj-${r.int(40000, 49999)} lost its worker (heartbeat missed), requeueing`,
      );
      c.mute("transcode-worker", 0, 0.6);
    },
  },
  {
    estate: e,
    category: "disk",
    origin: "origin-shield",
    hints: ["no space", "disk", "enospc", "28", "cache"],
    severity: "medium",
    note: "origin-shield's cache volume fills up; nginx cannot write cache files (28: No space left on device) and proxies every segment upstream, slowing playback.",
    run(c) {
      c.every(
        "origin-shield",
        0,
        END,
        700,
        "error",
        (r) =>
          `[crit] 27#27: *${r.int(100000, 999999)} pwrite() "/var/cache/nginx/vod/temp/${r.int(1, 9)}/${r.int(10, 99)}/00000${r.int(10000, 99999)}" failed (28: No space left on device) while reading upstream, client: ${r.ip()}, server: vod-origin`,
      );
      c.every(
        "origin-shield",
        30000,
        END,
        30000,
        "warn",
        () =>
          "[alert] 19#19: cache manager: could not free enough space in /var/cache/nginx/vod (inactive=7d, max_size not set)",
      );
      c.every(
        "manifest-packager",
        60000,
        END,
        2500,
        "warn",
        (r) => `level=warn msg="segment request burst from shield" qps=${r.int(400, 900)} cache_status=BYPASS`,
      );
    },
  },
  {
    estate: e,
    category: "unknown",
    origin: "watch-history",
    hints: ["unavailable", "unknown", "no response", "down", "unreachable"],
    severity: "medium",
    note: "watch-history stops logging and answering without any message; playback-api's heartbeat writes to it fail with 503s and socket hang-ups.",
    run(c) {
      c.mute("watch-history", 0, 1);
      c.every(
        "playback-api",
        1500,
        END,
        500,
        "error",
        (r) =>
          r.chance(0.6)
            ? `POST /v2/heartbeat 503 ${r.int(2000, 2100)}ms watch-history: socket hang up`
            : `POST /v2/heartbeat 503 2000ms watch-history: ECONNREFUSED 10.21.8.${r.int(10, 40)}:8080`,
        { trace: true },
      );
      c.every(
        "playback-api",
        60000,
        END,
        30000,
        "warn",
        () => "resume positions unavailable, serving playback without bookmark",
      );
    },
  },
];
