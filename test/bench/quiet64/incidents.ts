// The eight failures of quiet64, one per category, each told the way the affected software really logs it.
import { access, type Estate, ep, type FlowHook, type Role, S, uid } from "./estates.js";
import { chance, digits, hex, int, pick } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Incident {
  key: string;
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Lays the failure from `start` (true time) and returns the hook that rewrites affected requests. */
  install: (s: Stream, e: Estate, start: number) => FlowHook;
}

const rubyPg = [
  "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb:58:in `rescue in new_client'",
  "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb:49:in `new_client'",
  "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb:980:in `connect'",
  "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/abstract/connection_pool.rb:646:in `new_connection'",
  "/app/app/models/play_accrual.rb:41:in `commit_batch!'",
  "/app/app/consumers/play_events_consumer.rb:27:in `consume'",
];

export const INCIDENTS: Incident[] = [
  {
    key: "db",
    estate: "tidewave",
    role: "money",
    category: "database",
    hints: ["postgres", "connection", "database", "pg", "slots", "too many"],
    severity: "high",
    note: "royalty-ledger's Postgres runs out of connection slots: its play-event batches stop committing and fail with PG::ConnectionBad, consumer lag grows and api-edge returns 500s for artist earnings.",
    install: (s, e, start) => {
      const r = s.rng;
      const svc = S(e, "money");
      const gw = S(e, "gw");
      s.quietFrom.set(svc, start);
      s.every(
        int(r, 3, 6) * 1000,
        (t) => {
          const host = `10.42.${int(r, 1, 9)}.${int(r, 10, 200)}`;
          s.emit(
            t,
            svc,
            "error",
            `play-events batch ${hex(r, 8)} failed, will redeliver: ActiveRecord::ConnectionNotEstablished`,
            {
              stack: [
                `connection to server at "${host}", port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections (ActiveRecord::ConnectionNotEstablished)`,
                ...rubyPg,
              ],
            },
          );
        },
        start + int(r, 200, 1500),
      );
      s.every(
        30_000,
        (t) =>
          s.emit(
            t,
            svc,
            "warn",
            `consumer lag on plays.accrual: ${Math.round((t - start) / 1000) * int(r, 90, 120)} messages behind`,
          ),
        start + 20_000,
      );
      s.poisson(
        int(r, 10, 18),
        (t) => {
          const tr = s.trace();
          s.emit(
            t,
            svc,
            "error",
            `ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use) GET /internal/artists/${digits(r, 7)}/earnings`,
            { trace: tr },
          );
          s.emit(
            t + int(r, 5000, 5200),
            gw,
            "error",
            `GET /v1/artists/${digits(r, 7)}/earnings failed: upstream royalty-ledger responded 500 Internal Server Error after ${int(r, 5000, 5200)}ms`,
            { trace: tr },
          );
        },
        start + int(r, 2000, 8000),
      );
      return () => false;
    },
  },
  {
    key: "cfg",
    estate: "tidewave",
    role: "lic",
    category: "configuration",
    hints: ["config", "provider", "fairplay", "missing", "section", "setting"],
    severity: "high",
    note: "drm-license 4.18.0 is rolled out without its FairPlay provider section; every FairPlay licence fails with InvalidOperationException, so iOS playback and offline downloads fail through playback-gw and api-edge.",
    install: (s, e, start) => {
      const r = s.rng;
      const svc = S(e, "lic");
      const play = S(e, "play");
      const gw = S(e, "gw");
      const grt = e.rt[gw];
      s.emit(start - 14_000, svc, "info", "Application is shutting down...");
      s.emit(start - 6000, svc, "info", "Starting Tidewave.Drm.LicenseServer 4.18.0+9c1e2af (environment Production)");
      s.emit(start - 2500, svc, "info", "Loaded DRM providers: Widevine, PlayReady");
      s.emit(start - 2000, svc, "info", "Now listening on: http://[::]:8080");
      s.emit(start - 1900, svc, "info", "Application started. Press Ctrl+C to shut down.");
      const fail = (t: number, tr: string | undefined, offline: boolean) => {
        s.emit(
          t + 6,
          svc,
          "error",
          `Unhandled exception processing ${offline ? "POST /licences/offline" : "POST /licences/fairplay/ckc"}`,
          {
            trace: tr,
            stack: [
              "System.InvalidOperationException: No key provider registered for DRM system 'FairPlay'. Check configuration section 'Drm:Providers:FairPlay'.",
              "   at Tidewave.Drm.Providers.KeyProviderRegistry.Resolve(DrmSystem system) in /src/Tidewave.Drm/Providers/KeyProviderRegistry.cs:line 47",
              "   at Tidewave.Drm.Licensing.LicenseIssuer.IssueAsync(LicenseRequest request, CancellationToken ct) in /src/Tidewave.Drm/Licensing/LicenseIssuer.cs:line 112",
              "   at Tidewave.Drm.Api.LicenseController.PostAsync(LicenseRequest body) in /src/Tidewave.Drm.Api/LicenseController.cs:line 38",
              "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
              "   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
            ],
          },
        );
        if (!offline)
          s.emit(
            t + 18,
            play,
            "error",
            `licence request failed for session ${hex(r, 12)}: drm-license returned 500 Internal Server Error (system=fairplay, attempt ${int(r, 1, 3)}/3)`,
            { trace: tr },
          );
        s.emit(
          t + int(r, 40, 120),
          gw,
          "error",
          access(
            r,
            grt,
            offline ? "POST" : "GET",
            offline ? "/v1/offline/licences" : `/v1/tracks/${hex(r, 8)}/stream`,
            502,
            int(r, 40, 120),
          ),
          { trace: tr },
        );
      };
      return (flow, t, tr) => {
        if (t < start) return false;
        if ((flow === "stream" || flow === "offline") && chance(r, 0.42)) {
          fail(t, tr, flow === "offline");
          return true;
        }
        return false;
      };
    },
  },
  {
    key: "net",
    estate: "kestrel",
    role: "play",
    category: "network",
    hints: ["econnreset", "eai_again", "dns", "network", "connection", "reset", "socket"],
    severity: "high",
    note: "stream-auth's pods lose their network path: its calls to territory-rights and offline-keys fail with EAI_AGAIN and ECONNRESET while those services stay healthy, and edge-gateway returns 502 for stream starts.",
    install: (s, e, start) => {
      const r = s.rng;
      const svc = S(e, "play");
      const gw = S(e, "gw");
      const rights = S(e, "rights");
      const keys = S(e, "lic");
      const nodeErr = (target: string): [string, string[]] =>
        chance(r, 0.5)
          ? [
              `authorize stream: call to ${target} failed`,
              [
                `Error: getaddrinfo EAI_AGAIN ${target}.${e.namespace}.svc.cluster.local`,
                "    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:120:26) {",
                "  errno: -3001,",
                "  code: 'EAI_AGAIN',",
                "  syscall: 'getaddrinfo',",
                `  hostname: '${target}.${e.namespace}.svc.cluster.local'`,
                "}",
              ],
            ]
          : [
              `authorize stream: call to ${target} failed`,
              [
                "Error: read ECONNRESET",
                "    at TCP.onStreamRead (node:internal/stream_base_commons:217:20) {",
                "  errno: -104,",
                "  code: 'ECONNRESET',",
                "  syscall: 'read'",
                "}",
              ],
            ];
      s.every(
        20_000,
        (t) =>
          s.emit(
            t,
            svc,
            "warn",
            `undici pool to ${pick(r, [rights, keys])}: ${int(r, 8, 40)} sockets closed by peer in last 20s`,
          ),
        start + 5000,
      );
      return (flow, t, _tr) => {
        if (t < start || !(flow === "stream" || flow === "offline") || !chance(r, 0.75)) return false;
        const [m, st] = nodeErr(flow === "stream" ? rights : keys);
        s.emit(t + int(r, 3, 30), svc, "error", m, { stack: st });
        for (let k = 1; k <= int(r, 1, 3); k++)
          s.emit(
            t + 30 + k * int(r, 200, 600),
            gw,
            "warn",
            `upstream stream-auth attempt ${k}/3 failed: 502 Bad Gateway, retrying`,
          );
        s.emit(
          t + int(r, 1500, 2500),
          gw,
          "error",
          access(r, e.rt[gw], "GET", `/v1/tracks/${hex(r, 8)}/stream`, 502, int(r, 1500, 2500)),
        );
        return true;
      };
    },
  },
  {
    key: "mem",
    estate: "kestrel",
    role: "recs",
    category: "memory",
    hints: ["memory", "oom", "sigkill", "allocate", "out of memory"],
    severity: "high",
    note: "taste-model's gunicorn workers run out of memory after a larger candidate set: one _ArrayMemoryError, then workers killed with SIGKILL in a loop; its ranking lines stop and edge-gateway times out and serves editorial fallbacks.",
    install: (s, e, start) => {
      const r = s.rng;
      const svc = S(e, "recs");
      const gw = S(e, "gw");
      const mix = S(e, "social");
      s.quietFrom.set(svc, start + 15_000);
      s.emit(start, svc, "error", "rank request failed", {
        stack: [
          "Traceback (most recent call last):",
          '  File "/app/taste_model/server.py", line 142, in rank',
          "    scores = self.scorer.score(user_vec, candidates)",
          '  File "/app/taste_model/scorer.py", line 77, in score',
          "    sims = candidates.matrix @ user_vec.T",
          "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 1.41 GiB for an array with shape (48213, 7680) and data type float32",
        ],
      });
      let pid = int(r, 300, 900);
      s.every(
        int(r, 9, 16) * 1000,
        (t) => {
          s.emit(t, svc, "error", `[1] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`, {
            keep: true,
          });
          pid += int(r, 1, 9);
          s.emit(t + int(r, 50, 300), svc, "info", `[1] [INFO] Booting worker with pid: ${pid}`, { keep: true });
        },
        start + 8000,
      );
      s.poisson(
        int(r, 4, 8),
        (t) =>
          s.emit(
            t,
            mix,
            "warn",
            `radio seed for ${uid(r)}: taste-model unavailable (HTTPConnectionPool(host='taste-model', port=8000): Read timed out. (read timeout=2.0)), using genre radio`,
          ),
        start + 10_000,
      );
      return (flow, t) => {
        if (t < start + 12_000 || flow !== "home") return false;
        s.emit(
          t + 800,
          gw,
          "warn",
          `home feed: taste-model did not answer within 800ms (context deadline exceeded), serving editorial fallback`,
        );
        if (chance(r, 0.3))
          s.emit(
            t + 810,
            gw,
            "error",
            `upstream taste-model: dial tcp 10.8.${int(r, 0, 9)}.${int(r, 2, 250)}:8000: connect: connection refused`,
          );
        s.emit(t + 820, gw, "info", access(r, e.rt[gw], "GET", "/v1/home", 200, int(r, 805, 900)));
        return true;
      };
    },
  },
  {
    key: "timeout",
    estate: "harbour",
    role: "feed",
    category: "timeout",
    hints: ["timeout", "timed out", "rack", "request ran"],
    severity: "medium",
    note: "feed-renderer's renders of the largest feeds start running past Rack::Timeout's 15s limit (state=timed_out); studio-api's previews time out with Net::ReadTimeout and retry three times, louder than the renderer.",
    install: (s, e, start) => {
      const r = s.rng;
      const svc = S(e, "feed");
      const gw = S(e, "gw");
      const big = ["deep-dive-daily", "true-crime-tonight", "the-quiet-hour"];
      const fail = (t: number, tr: string | undefined) => {
        const id = hex(r, 8) + "-" + hex(r, 4);
        const sh = pick(r, big);
        s.emit(t, svc, "info", `Started GET "/feeds/${sh}.xml" for 10.20.${int(r, 0, 9)}.${int(r, 2, 250)}`, {
          trace: tr,
        });
        s.emit(
          t + 15_000,
          svc,
          "error",
          `source=rack-timeout id=${id} timeout=15000ms service=15000ms state=timed_out`,
          { trace: tr },
        );
        s.emit(
          t + 15_010,
          svc,
          "error",
          `Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):`,
          {
            trace: tr,
            stack: [
              "app/views/feeds/show.rss.builder:31:in `block (3 levels) in _app_views_feeds_show_rss_builder'",
              "app/views/feeds/show.rss.builder:22:in `each'",
              "app/models/episode.rb:118:in `enclosure_url'",
              "app/controllers/feeds_controller.rb:14:in `show'",
            ],
          },
        );
        return sh;
      };
      return (flow, t, tr) => {
        if (t < start) return false;
        if (flow === "feed" && chance(r, 0.45)) {
          fail(t, tr);
          return true;
        }
        if (flow === "studio" && chance(r, 0.5)) {
          const sh = fail(t, tr);
          for (let k = 1; k <= 3; k++)
            s.emit(
              t + k * 8000 + int(r, 0, 40),
              gw,
              k < 3 ? "warn" : "error",
              `feed preview for ${sh} failed (attempt ${k}/3): Net::ReadTimeout with #<TCPSocket:(closed)> calling feed-renderer`,
              { trace: tr },
            );
          s.emit(t + 24_100, gw, "error", access(r, e.rt[gw], "GET", `/api/shows/${sh}/preview`, 504, 24_100));
          return true;
        }
        return false;
      };
    },
  },
  {
    key: "disk",
    estate: "harbour",
    role: "media",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "volume"],
    severity: "high",
    note: "audio-pipeline's /scratch volume fills up: transcodes fail with 'no space left on device', upload-svc marks episodes failed and retries, studio-api shows processing errors.",
    install: (s, e, start) => {
      const r = s.rng;
      const svc = S(e, "media");
      const up = S(e, "upload");
      s.emit(
        start - int(r, 90, 150) * 1000,
        svc,
        "warn",
        "scratch volume /scratch at 91% (68.2Gi of 75Gi), janitor running",
      );
      s.emit(start - int(r, 30, 60) * 1000, svc, "warn", "janitor: freed 0.4Gi on /scratch, 2 job dirs still locked");
      const fail = (t: number, tr: string | undefined) => {
        const id = ep(r);
        s.emit(
          t,
          svc,
          "error",
          pick(r, [
            `transcode ${id} failed: write /scratch/${id}/out_128k.mp3: no space left on device`,
            `transcode ${id} failed: ffmpeg exited with status 1: [mp3 @ 0x55${hex(r, 10)}] Error writing trailer of /scratch/${id}/out_128k.mp3: No space left on device`,
            `download of master for ${id} aborted: open /scratch/${id}/master.wav: no space left on device`,
          ]),
          { trace: tr },
        );
        s.emit(
          t + int(r, 200, 900),
          up,
          "error",
          `processing failed for ${id} (audio-pipeline job ${hex(r, 8)} state=failed), scheduling retry ${int(r, 1, 5)}/5`,
          { trace: tr },
        );
      };
      s.poisson(int(r, 6, 12), (t) => fail(t, s.trace()), start);
      s.every(
        60_000,
        (t) => s.emit(t, svc, "error", `scratch volume /scratch at 100% (75Gi of 75Gi), janitor could not free space`),
        start + 5000,
      );
      return (flow, t, tr) => {
        if (t < start || flow !== "upload") return false;
        s.emit(t, up, "info", `upload complete ${ep(r)} ${(r() * 150 + 10).toFixed(1)} MB (wav)`, { trace: tr });
        fail(t + int(r, 3000, 9000), tr);
        return true;
      };
    },
  },
  {
    key: "dep",
    estate: "orbitcast",
    role: "ads",
    category: "dependency",
    hints: ["exchange", "upstream", "503", "circuit", "dependency", "unavailable", "ssp"],
    severity: "medium",
    note: "The third-party ad exchange behind dai-server answers 503 and then nothing: dai-server logs only warnings (bid failures, circuit breaker OPEN) and stitch-edge serves episodes without ads.",
    install: (s, e, start) => {
      const r = s.rng;
      const svc = S(e, "ads");
      const st = S(e, "stitch");
      const openAt = start + int(r, 15, 30) * 1000;
      s.poisson(
        int(r, 40, 70),
        (t) =>
          s.emit(
            t,
            svc,
            "warn",
            `bid request ${hex(r, 12)} to ssp.adnexa-exchange.com failed: HTTP 503 Service Unavailable (${int(r, 30, 300)}ms)`,
          ),
        start,
        openAt,
      );
      s.emit(
        openAt,
        svc,
        "warn",
        "CircuitBreaker 'adnexa-bids' changed state from CLOSED to OPEN (failure rate 87.5% > threshold 50.0%)",
      );
      s.every(
        60_000,
        (t) => {
          s.emit(t, svc, "warn", "CircuitBreaker 'adnexa-bids' changed state from OPEN to HALF_OPEN");
          s.emit(
            t + int(r, 200, 900),
            svc,
            "warn",
            `bid request ${hex(r, 12)} to ssp.adnexa-exchange.com failed: HTTP 503 Service Unavailable`,
          );
          s.emit(
            t + int(r, 950, 1200),
            svc,
            "warn",
            "CircuitBreaker 'adnexa-bids' changed state from HALF_OPEN to OPEN (failure rate 100.0% > threshold 50.0%)",
          );
        },
        openAt + 60_000,
      );
      return (flow, t, tr) => {
        if (t < start || flow !== "download" || !chance(r, 0.85)) return false;
        const id = ep(r);
        const open = t >= openAt;
        s.emit(
          t + 5,
          svc,
          "warn",
          open
            ? `CallNotPermittedException: CircuitBreaker 'adnexa-bids' is OPEN and does not permit further calls; decision ${id}: 0/${int(r, 1, 3)} slots filled`
            : `decision ${id}: exchange bid failed (503), 0 slots filled`,
          { trace: tr },
        );
        s.emit(t + int(r, 20, 60), st, "warn", `GET /e/${id}.mp3 206 served without ads (decision empty)`, {
          trace: tr,
        });
        s.emit(
          t + int(r, 60, 200),
          S(e, "analytics"),
          "info",
          `download recorded ${id} ua=${pick(r, ["AppleCoreMedia/1.0.0.21E236", "Spotify/8.9.18", "PocketCasts/7.63"])}`,
        );
        return true;
      };
    },
  },
  {
    key: "auth",
    estate: "orbitcast",
    role: "upload",
    category: "authentication",
    hints: ["token", "expired", "credential", "auth", "expiredtoken"],
    severity: "high",
    note: "episode-upload's S3 session token expires and is never refreshed: every master upload fails with ExpiredToken, creators retry from web-bff and transcode-q receives no new jobs.",
    install: (s, e, start) => {
      const r = s.rng;
      const svc = S(e, "upload");
      const bff = S(e, "gw");
      const fail = (t: number) => {
        const id = ep(r);
        const op = pick(r, ["CreateMultipartUpload", "PutObject"]);
        s.emit(t, svc, "error", `master upload for ${id} failed`, {
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/episode_upload/storage.py", line 64, in put_master',
            "    self.s3.upload_fileobj(fh, self.bucket, key, ExtraArgs=extra)",
            '  File "/usr/local/lib/python3.12/site-packages/boto3/s3/inject.py", line 642, in upload_fileobj',
            "    return future.result()",
            '  File "/usr/local/lib/python3.12/site-packages/boto3/s3/transfer.py", line 378, in upload_file',
            "    raise S3UploadFailedError(",
            `boto3.exceptions.S3UploadFailedError: Failed to upload /tmp/${id}.wav to orbit-masters/${id}/master.wav: An error occurred (ExpiredToken) when calling the ${op} operation: The provided token has expired.`,
          ],
        });
        s.emit(
          t + int(r, 20, 80),
          svc,
          "warn",
          `${int(r, 10, 250)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}:${int(r, 30000, 60000)} - "POST /uploads/${id}/complete HTTP/1.1" 500`,
        );
        s.emit(
          t + int(r, 100, 200),
          bff,
          "error",
          `POST /api/episodes/${id}/upload failed: episode-upload responded 500 (creator will retry)`,
        );
      };
      s.emit(
        start - int(r, 60, 150) * 1000,
        svc,
        "warn",
        "Refreshing temporary credentials failed during advisory refresh period.",
        {
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.12/site-packages/botocore/credentials.py", line 547, in _protected_refresh',
            "    metadata = self._refresh_using()",
            "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the AssumeRoleWithWebIdentity operation: Not authorized to perform sts:AssumeRoleWithWebIdentity",
          ],
        },
      );
      s.poisson(int(r, 6, 12), fail, start);
      return (flow, t) => {
        if (t < start || flow !== "upload") return false;
        fail(t);
        return true;
      };
    },
  },
];
