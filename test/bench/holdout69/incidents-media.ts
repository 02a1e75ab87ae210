// Northlight Play (streaming): thirteen failures, one per category, as playback, DRM and packaging stacks log them.
import type { Rng } from "./rng.js";
import { java, node, ruby } from "./stacks.js";
import type { IncidentSpec } from "./types.js";

const dev = (r: Rng) => r.pick(["androidtv/11.4.2", "tvos/11.4.0", "web/11.5.1", "roku/11.3.9", "ios/11.5.0"]);
const title = (r: Rng) =>
  r.pick(["tt-harbour-s02e04", "mv-cold-orbit", "live-sports-2", "tt-atlas-s03e10", "live-news-1"]);

export const MEDIA: IncidentSpec[] = [
  {
    estate: "media",
    category: "authentication",
    origin: "drm-license",
    hints: ["auth", "credential", "oauth", "invalid_client", "secret", "401", "unauthorized"],
    severity: "high",
    note: "drm-license's client secret for the key service expires, so content-key fetches fail with invalid_client and playback-api returns 502 on new licences.",
    dampen: ["drm-license", "playback-api"],
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(
        t0,
        "drm-license",
        "WARN",
        "token refresh for key service failed, serving from cached token (expires in 0s)",
      );
      c.every(
        "drm-license",
        "ERROR",
        2600,
        () =>
          `content key fetch failed kid=${r.hex(8)}: oauth2: "invalid_client" "AADSTS7000222: The provided client secret keys for app '4b1c0e6a-91f2-4d0b-a7c5-9e3f1d2a8b70' are expired. Visit the Azure portal to create new keys for your app."`,
        { from: 800 },
      );
      c.every(
        "drm-license",
        "WARN",
        3100,
        () => `license refused: content key unavailable for kid=${r.hex(8)} (key service returned 401 Unauthorized)`,
        { from: 2000 },
      );
      c.every(
        "playback-api",
        "ERROR",
        700,
        () =>
          `POST /v2/license 502 ${r.int(40, 300)}ms device=${dev(r)} upstream=drm-license err="license server error"`,
        { from: 1500, ramp: true, traced: true },
      );
      c.every(
        "playback-api",
        "WARN",
        1800,
        (i) => `retrying license for session ${r.hex(12)} (attempt ${(i % 3) + 1}/3)`,
        { from: 2500 },
      );
      c.every(
        "player-telemetry",
        "WARN",
        12000,
        () =>
          `c.n.t.ErrorSpikeDetector - error beacons spiking code=DRM_LICENSE_FAILED(6006) count=${r.int(300, 2400)}/min`,
        { from: 30000 },
      );
    },
  },
  {
    estate: "media",
    category: "authorization",
    origin: "packager",
    hints: ["access", "denied", "permission", "forbidden", "403", "authoriz", "not authorized"],
    severity: "medium",
    note: "The packager's role loses s3:PutObject on the live segments bucket, its segment uploads fail with AccessDenied and live channels go stale at shield-cache and players.",
    silence: [{ svc: "packager" }],
    emit: (c) => {
      const { r, t0 } = c;
      const ch = () => r.pick(["live-sports-2", "live-news-1", "live-kids-3"]);
      c.every("packager", "ERROR", 1500, () => {
        const s = `${ch()}/v${r.int(1, 6)}/seg_${r.int(10000, 99999)}.m4s`;
        return `[packager] upload failed ${s}: AccessDenied: User: arn:aws:sts::481522930107:assumed-role/packager-prod/i-0c${r.hex(15)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::nlp-live-segments/${s}" because no identity-based policy allows the s3:PutObject action (Status Code: 403; Request ID: ${r.hex(16).toUpperCase()})`;
      });
      c.every(
        "packager",
        "WARN",
        6000,
        () => `[packager] output queue ${r.int(40, 400)} segments behind, dropping oldest`,
        { from: 20000 },
      );
      c.every(
        "shield-cache",
        "WARN",
        900,
        () =>
          `[error] upstream returned 404 while reading response header from upstream, request: "GET /live/${ch()}/hls/v${r.int(1, 6)}/seg_${r.int(10000, 99999)}.m4s HTTP/1.1", upstream: "http://packager-live/live/"`,
        { from: 8000, ramp: true },
      );
      c.every(
        "playback-api",
        "WARN",
        2500,
        () => `live edge stale for ${ch()}: manifest age ${r.int(18, 240)}s > 3x target duration`,
        { from: 12000 },
      );
      c.every(
        "player-telemetry",
        "WARN",
        9000,
        () => `c.n.t.ErrorSpikeDetector - rebuffer ratio ${ch()} at ${r.int(12, 60)}% (baseline 0.4%)`,
        { from: 25000 },
      );
      c.ev(t0 - 95000, "cdn-purger", "INFO", "purge batch 9ac1 accepted: 12 paths, est. 4s");
    },
  },
  {
    estate: "media",
    category: "database",
    origin: "entitlements",
    hints: ["connection", "pool", "jdbc", "database", "hikari", "sql", "postgres"],
    severity: "high",
    note: "entitlements' Postgres runs out of connection slots, Hikari waits time out and playback-api's breaker opens on session starts.",
    dampen: ["entitlements", "playback-api"],
    emit: (c) => {
      const { r } = c;
      c.every(
        "entitlements",
        "ERROR",
        4000,
        () =>
          "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: remaining connection slots are reserved for non-replication superuser connections",
        { to: 120000 },
      );
      c.every(
        "entitlements",
        "WARN",
        3000,
        () =>
          `com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${r.int(80, 260)})`,
        { from: 30000 },
      );
      c.every(
        "entitlements",
        "ERROR",
        2200,
        () =>
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception",
        {
          from: 30500,
          stack: () =>
            java(
              r,
              "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
              [
                "org.springframework.jdbc.datasource.DataSourceUtils.getConnection",
                "org.springframework.jdbc.core.JdbcTemplate.execute",
                "com.northlight.entitlements.repo.SubscriptionRepository.findActive",
                "com.northlight.entitlements.EntitlementService.check",
                "com.northlight.entitlements.EntitlementController.entitlement",
              ],
              [
                "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException",
                "com.zaxxer.hikari.pool.HikariPool.getConnection",
              ],
            ),
        },
      );
      c.every(
        "playback-api",
        "ERROR",
        600,
        () =>
          `GET /v2/playback/${title(r)}/session 503 ${r.int(5000, 5010)}ms device=${dev(r)} upstream=entitlements err="entitlements unavailable"`,
        { from: 31000, ramp: true, traced: true },
      );
      c.ev(c.t0 + 75000, "playback-api", "WARN", 'breaker "entitlements" opened after 50% failures in 10s window');
      c.every(
        "playback-api",
        "WARN",
        1500,
        () => `breaker "entitlements" open, failing fast GET /v2/playback/${title(r)}/session`,
        { from: 76000 },
      );
    },
  },
  {
    estate: "media",
    category: "network",
    origin: "ssai-stitcher",
    hints: ["dns", "lookup", "network", "resolve", "dial"],
    severity: "medium",
    note: "ssai-stitcher cannot resolve the ad decision server (DNS lookups to kube-dns fail), so ad breaks are filled with slate and playback-api falls back to unstitched streams.",
    emit: (c) => {
      const { r } = c;
      c.every("ssai-stitcher", "ERROR", 1300, () => {
        const port = r.int(30000, 60000);
        return r.chance(0.7)
          ? `ad decision request failed: Get "https://ads.adsrv-one.example/vmap?pod=${r.int(1, 4)}&cust=${r.hex(6)}": dial tcp: lookup ads.adsrv-one.example on 10.96.0.10:53: read udp 10.42.7.19:${port}->10.96.0.10:53: i/o timeout`
          : `ad decision request failed: Get "https://ads.adsrv-one.example/vmap?pod=${r.int(1, 4)}": dial tcp: lookup ads.adsrv-one.example on 10.96.0.10:53: server misbehaving`;
      });
      c.every(
        "ssai-stitcher",
        "WARN",
        2400,
        () => `ad break pod=${r.int(1, 4)} title=${title(r)} served slate (0/${r.int(2, 5)} filled)`,
        { from: 3000 },
      );
      c.every(
        "playback-api",
        "WARN",
        2000,
        () => `ssai manifest for ${title(r)} fell back to unstitched stream (ssai-stitcher: no ads)`,
        { from: 6000, traced: true },
      );
    },
  },
  {
    estate: "media",
    category: "timeout",
    origin: "catalog-svc",
    hints: ["timeout", "timed out", "deadline", "rack"],
    severity: "medium",
    note: "catalog-svc's home-rail query starts running past Rack::Timeout's 15 s and playback-api's 5 s calls to it time out, serving stale rails.",
    dampen: ["catalog-svc"],
    emit: (c) => {
      const { r } = c;
      c.every(
        "catalog-svc",
        "ERROR",
        3500,
        () => `source=rack-timeout id=${r.hex(8)}-${r.hex(4)} timeout=15000ms service=15000ms state=timed_out`,
      );
      c.every(
        "catalog-svc",
        "ERROR",
        5200,
        () => "Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):",
        {
          from: 400,
          stack: () =>
            ruby(r, [
              "app/models/rail.rb#`block in ranked_titles'",
              "app/models/rail.rb#`each'",
              "app/models/rail.rb#`ranked_titles'",
              "app/controllers/rails_controller.rb#`show'",
              "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb#`send_action'",
            ]),
        },
      );
      c.every(
        "catalog-svc",
        "INFO",
        4200,
        () => `Completed 503 Service Unavailable in 15001ms (ActiveRecord: ${r.int(9000, 14000)}.${r.int(0, 9)}ms)`,
        { from: 200 },
      );
      c.every(
        "playback-api",
        "ERROR",
        900,
        () =>
          `GET catalog-svc /v1/rails/home failed after 5000ms: TimeoutError: The operation was aborted due to timeout`,
        { from: 5000, ramp: true, traced: true },
      );
      c.every("playback-api", "WARN", 3000, () => `serving cached home rails (stale ${r.int(60, 900)}s)`, {
        from: 6000,
      });
    },
  },
  {
    estate: "media",
    category: "rate_limiting",
    origin: "cdn-purger",
    hints: ["rate", "429", "limit", "throttl", "too many"],
    severity: "medium",
    note: "cdn-purger exceeds the CDN API's purge rate limit and gets 429s, so updated live manifests stay stale at the edge and players report stale playlists.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "cdn-purger",
        "WARN",
        1600,
        () =>
          `purge request rejected: HTTP 429 Too Many Requests {"success":false,"errors":[{"code":971,"message":"Please wait and consider throttling your request speed"}]} retry_after=${r.int(5, 60)}s`,
      );
      c.every(
        "cdn-purger",
        "ERROR",
        15000,
        (i) => `purge backlog ${400 + i * r.int(150, 400)} paths, oldest ${30 + i * 15}s; batches delayed`,
        { from: 20000 },
      );
      c.every(
        "playback-api",
        "WARN",
        2600,
        () => `player reported stale playlist for live-news-1 (media sequence unchanged ${r.int(3, 12)} fetches)`,
        { from: 40000 },
      );
      c.every(
        "player-telemetry",
        "WARN",
        11000,
        () => `c.n.t.ErrorSpikeDetector - error beacons code=LIVE_PLAYLIST_STALL count=${r.int(80, 900)}/min`,
        { from: 60000 },
      );
    },
  },
  {
    estate: "media",
    category: "validation",
    origin: "transcode-farm",
    hints: ["validation", "invalid", "schema", "pydantic", "jobspec"],
    severity: "medium",
    note: "transcode-farm rejects every new job because the ladder in the submitted specs fails pydantic validation, so catalog publishes stall.",
    emit: (c) => {
      const { r } = c;
      c.every("transcode-farm", "ERROR", 4000, () => `job tj-${r.hex(6)} rejected: 1 validation error for JobSpec`, {
        stack: () => [
          "ladder.3.bitrate_kbps",
          `  Input should be less than or equal to 20000 [type=less_than_equal, input_value=${r.pick([25000, 24000, 32000])}, input_type=int]`,
          "    For further information visit https://errors.pydantic.dev/2.6/v/less_than_equal",
        ],
      });
      c.every("transcode-farm", "WARN", 20000, (i) => `intake: ${i + 3} jobs rejected in last 60s, queue unchanged`, {
        from: 30000,
      });
      c.every(
        "catalog-svc",
        "WARN",
        9000,
        () =>
          `Publish blocked for ${r.pick(["mv-paper-lanterns", "tt-night-shift-s01e08", "tt-bakeoff-s09e02"])}: renditions missing (transcode status=rejected)`,
        { from: 20000 },
      );
    },
  },
  {
    estate: "media",
    category: "null_reference",
    origin: "playback-api",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    severity: "medium",
    note: "A playback-api release reads device capabilities that Android TV clients do not send, so licence requests from them crash with a TypeError.",
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(t0 - 50000, "playback-api", "INFO", "server listening on :8080 (playback-api 5.31.0, node v20.11.1)");
      c.every("playback-api", "ERROR", 1100, () => "POST /v2/license 500 3ms device=androidtv/11.4.2", {
        traced: true,
        stack: () =>
          node(r, "TypeError: Cannot read properties of undefined (reading 'hdcpLevel')", [
            "resolvePolicy (/app/dist/drm/policy.js#)",
            "Object.licenseFor (/app/dist/routes/license.js#)",
            "async /app/dist/routes/license.js#",
            "async Promise.all (index 1)",
          ]),
      });
      c.every(
        "player-telemetry",
        "WARN",
        10000,
        () =>
          `c.n.t.ErrorSpikeDetector - error beacons code=DRM_LICENSE_FAILED(6007) device=androidtv/11.4.2 count=${r.int(200, 900)}/min`,
        { from: 30000 },
      );
    },
  },
  {
    estate: "media",
    category: "configuration",
    origin: "packager",
    hints: ["config", "provider", "not defined", "key_providers", "setting"],
    severity: "high",
    note: "A packager config reload points Widevine at a key provider name that is not defined, live packaging jobs abort and segments stop reaching shield-cache.",
    silence: [{ svc: "packager", after: 4000 }],
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(
        t0 - 3000,
        "packager",
        "INFO",
        "[packager] config reloaded from /etc/packager/drm.yaml (rev 212, changed: drm.widevine.provider)",
      );
      c.every(
        "packager",
        "ERROR",
        2500,
        () =>
          `[packager] job live-${r.pick(["sports-2", "news-1", "kids-3"])} aborted: INVALID_ARGUMENT: drm.widevine.provider='widevine-stg' is not defined in key_providers (known: widevine-prod, fairplay-prod, playready-prod)`,
        { from: 4000 },
      );
      c.every(
        "shield-cache",
        "WARN",
        1000,
        () =>
          `[error] upstream returned 404 while reading response header from upstream, request: "GET /live/live-${r.pick(["sports-2", "news-1", "kids-3"])}/hls/v${r.int(1, 6)}/seg_${r.int(10000, 99999)}.m4s HTTP/1.1"`,
        { from: 12000, ramp: true },
      );
      c.every(
        "playback-api",
        "ERROR",
        1400,
        () =>
          `GET /v2/playback/live-${r.pick(["sports-2", "news-1"])}/session 504 ${r.int(3000, 3010)}ms device=${dev(r)} err="manifest not ready"`,
        { from: 15000, traced: true },
      );
    },
  },
  {
    estate: "media",
    category: "dependency",
    origin: "drm-license",
    hints: ["503", "unavailable", "upstream", "circuit", "vendor", "dependency"],
    severity: "high",
    note: "The external Widevine licence proxy starts answering 503, drm-license's breaker opens and playback-api returns 502 on most licence calls.",
    dampen: ["drm-license"],
    emit: (c) => {
      const { r, t0 } = c;
      c.every(
        "drm-license",
        "ERROR",
        1800,
        (i) =>
          `upstream wv.keyvendor.example POST /v1/license returned 503 Service Unavailable (attempt ${(i % 3) + 1}/3, ${r.int(20, 400)}ms)`,
        { to: 60000 },
      );
      c.ev(
        t0 + 60500,
        "drm-license",
        "WARN",
        'circuit breaker "keyvendor-widevine" state CLOSED -> OPEN (failures 31/50)',
      );
      c.every("drm-license", "ERROR", 2500, () => `license widevine kid=${r.hex(8)} failed: circuit breaker is open`, {
        from: 61000,
      });
      c.every(
        "drm-license",
        "INFO",
        30000,
        () => 'circuit breaker "keyvendor-widevine" state OPEN -> HALF_OPEN; probe returned 503, back to OPEN',
        { from: 90000 },
      );
      c.every(
        "playback-api",
        "ERROR",
        550,
        () =>
          `POST /v2/license 502 ${r.int(15, 900)}ms device=${r.pick(["androidtv/11.4.2", "web/11.5.1", "roku/11.3.9"])} upstream=drm-license`,
        { from: 1000, ramp: true, traced: true },
      );
    },
  },
  {
    estate: "media",
    category: "memory",
    origin: "player-telemetry",
    hints: ["memory", "outofmemory", "heap", "oom", "gc"],
    severity: "high",
    note: "player-telemetry's heap fills up, full GCs stretch to seconds and it dies with OutOfMemoryError and restarts in a loop while playback-api's beacon relay fails.",
    silence: [{ svc: "player-telemetry", after: 100000 }],
    emit: (c) => {
      const { r, t0 } = c;
      c.every(
        "player-telemetry",
        "WARN",
        6000,
        (i) =>
          `[gc] GC(${4100 + i}) Pause Full (G1 Compaction Pause) ${3900 + Math.min(i, 9) * 20}M->${3880 + Math.min(i, 9) * 21}M(4096M) ${r.int(900, 3900)}.${r.int(100, 999)}ms`,
        { to: 100000 },
      );
      for (let k = 0; t0 + 100000 + k * 75000 < c.end; k++) {
        const t = t0 + 100000 + k * 75000;
        c.ev(
          t,
          "player-telemetry",
          "ERROR",
          'Exception in thread "kafka-producer-network-thread | beacon-ingest"',
          java(r, "java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf",
            "java.base/java.io.ByteArrayOutputStream.grow",
            "com.northlight.telemetry.BeaconBuffer.append",
            "com.northlight.telemetry.BeaconIngest.onBatch",
          ]),
        );
        c.ev(t + 200, "player-telemetry", "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.ev(
          t + 21000,
          "player-telemetry",
          "INFO",
          "c.n.t.BeaconIngestApplication - Starting BeaconIngestApplication v4.2.1 using Java 17.0.9 with PID 1",
        );
        c.ev(
          t + 29000,
          "player-telemetry",
          "INFO",
          "c.n.t.BeaconIngestApplication - Started BeaconIngestApplication in 7.912 seconds",
        );
        c.every(
          "player-telemetry",
          "WARN",
          7000,
          (i) =>
            `[gc] GC(${i + 12}) Pause Young (Normal) (G1 Evacuation Pause) ${3100 + i * 90}M->${3050 + i * 95}M(4096M) ${r.int(300, 900)}.${r.int(100, 999)}ms`,
          { from: 100000 + k * 75000 + 32000, to: 100000 + k * 75000 + 74000 },
        );
      }
      c.every(
        "playback-api",
        "WARN",
        1500,
        () =>
          `beacon relay to player-telemetry failed: ${r.pick(["socket hang up", "connect ECONNREFUSED 10.42.3.18:8080", "503 Service Unavailable"])}`,
        { from: 60000, ramp: true },
      );
    },
  },
  {
    estate: "media",
    category: "disk",
    origin: "shield-cache",
    hints: ["disk", "space", "no space", "enospc", "storage", "28"],
    severity: "high",
    note: "shield-cache's proxy temp volume fills up, nginx fails writing buffered upstream responses with ENOSPC and serves 500s to the CDN while players rebuffer.",
    dampen: ["shield-cache"],
    emit: (c) => {
      const { r, t0 } = c;
      c.every("shield-cache", "ERROR", 1200, () => {
        const t = title(r);
        return `[crit] 31#31: *${r.int(100000, 999999)} pwrite() "/var/lib/nginx/proxy_temp/${r.int(0, 9)}/${r.int(10, 99)}/00000${r.int(10000, 99999)}" failed (28: No space left on device) while reading upstream, client: 10.8.${r.int(0, 9)}.${r.int(1, 250)}, server: shield, request: "GET /live/${t}/hls/v${r.int(1, 6)}/seg_${r.int(10000, 99999)}.m4s HTTP/1.1", upstream: "http://packager-live/live/${t}/"`;
      });
      c.every(
        "shield-cache",
        "INFO",
        1500,
        () =>
          `10.8.${r.int(0, 9)}.${r.int(1, 250)} - - "GET /live/${title(r)}/hls/v${r.int(1, 6)}/seg_${r.int(10000, 99999)}.m4s HTTP/1.1" 500 0 rt=0.0${r.int(10, 99)} ucs=MISS`,
        { from: 300 },
      );
      c.every(
        "player-telemetry",
        "WARN",
        8000,
        () => `c.n.t.ErrorSpikeDetector - segment 5xx from CDN, rebuffer ratio ${r.int(8, 40)}%`,
        { from: 30000 },
      );
      c.every(
        "playback-api",
        "WARN",
        4000,
        () => `player ${r.hex(8)} requested bitrate downshift after ${r.int(2, 6)} segment failures`,
        { from: 20000, traced: true },
      );
      c.ev(t0 - 200000, "shield-cache", "WARN", "temp path /var/lib/nginx/proxy_temp on / (rootfs) at 91% used");
    },
  },
  {
    estate: "media",
    category: "unknown",
    origin: "ssai-stitcher",
    hints: ["500", "internal", "crash", "restart", "unknown", "error"],
    severity: "high",
    note: "ssai-stitcher stops logging its work and keeps restarting without saying why, while playback-api's calls to it fail with 500s and hang-ups.",
    silence: [{ svc: "ssai-stitcher" }],
    emit: (c) => {
      const { r, t0 } = c;
      for (let t = t0 + 40000; t < c.end; t += r.int(60000, 90000)) {
        c.ev(t, "ssai-stitcher", "INFO", "ssai-stitcher starting (v3.8.2, go1.22.1, GOMAXPROCS=4)");
        c.ev(t + 900, "ssai-stitcher", "INFO", "listening on :8443");
        c.ev(t + r.int(8000, 20000), "ssai-stitcher", "ERROR", `stitch failed title=${title(r)}: internal error`);
      }
      c.every(
        "playback-api",
        "ERROR",
        900,
        () =>
          r.chance(0.6)
            ? `ad insertion failed for ${title(r)}: ssai-stitcher POST /v1/stitch -> 500 Internal Server Error (empty body)`
            : `ad insertion failed for ${title(r)}: ssai-stitcher socket hang up (ECONNRESET)`,
        { from: 1500, ramp: true, traced: true },
      );
      c.every("playback-api", "WARN", 2500, () => "ssai unavailable, serving unstitched manifest", { from: 5000 });
      c.ev(t0 - 1, "ssai-stitcher", "DEBUG", `stitch pod=${r.int(1, 3)} cache=warm`);
    },
  },
];
