// Eight failures, one per category, each bound to one estate and written as the software involved really logs
// it: callers complain in their own words and louder than the service where the trouble sits.
import type { Role } from "./estates.js";
import type { Ev } from "./formats.js";
import { stack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Incident {
  estate: string;
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** The failure's own lines from `t0`, and which background lines it silences. */
  gen: (c: Ctx, t0: number) => { evs: Ev[]; drop?: (e: Ev) => boolean };
}

const every = (c: Ctx, a: number, b: number, lo: number, hi: number): number[] => {
  const out: number[] = [];
  for (let t = a; t < b; t += c.r.int(lo, hi)) out.push(t);
  return out;
};

export const INCIDENTS: Incident[] = [
  {
    estate: "murmur",
    category: "database",
    origin: "match",
    hints: ["connection", "postgres", "database", "slots", "pq", "too many clients"],
    severity: "high",
    note: "social-graph's Postgres runs out of connection slots; feed-ranker retries loudly and edge-api returns 503 on timelines",
    gen: (c, t0) => {
      const evs: Ev[] = [];
      const g = c.S("match");
      evs.push(c.ev("match", t0, "WARN", "pgxpool: acquire took 4.8s (pool 64/64 in use, 212 waiting)"));
      for (const t of every(c, t0 + 3000, c.end, 700, 2600)) {
        const tr = c.trace();
        evs.push(
          c.ev(
            "match",
            t,
            "ERROR",
            c.r.chance(0.6)
              ? "failed to connect to `host=pg-graph-primary.db user=graph database=graph`: server error (FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300))"
              : "query following edges: FATAL: sorry, too many clients already (SQLSTATE 53300)",
            undefined,
            tr,
          ),
        );
        for (let k = 1; k <= 3; k++) {
          evs.push(
            c.ev(
              "feed",
              t + 50 + k * 120,
              k < 3 ? "WARN" : "ERROR",
              k < 3
                ? `grpc call ${g}/GetFollowing failed: StatusCode.UNAVAILABLE, retry ${k}/3`
                : `timeline build failed for uid=u${c.r.digits(9)}: <_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAVAILABLE details = "${g}: store unavailable">`,
              undefined,
              tr,
            ),
          );
        }
        evs.push(
          c.ev(
            "gw",
            t + 520,
            "ERROR",
            `GET /v3/timeline/home 503 ${c.r.int(380, 900)}ms upstream=feed-ranker err="upstream unavailable"`,
            undefined,
            tr,
          ),
        );
      }
      return {
        evs,
        drop: (e) =>
          e.t > t0 + 3000 &&
          (e.svc === g || e.msg.includes("ranked home timeline") || e.msg.includes("/v3/timeline/home 200")) &&
          c.r.chance(0.8),
      };
    },
  },
  {
    estate: "murmur",
    category: "memory",
    origin: "transcode",
    hints: ["memory", "bad_alloc", "alloc", "oom", "rss"],
    severity: "high",
    note: "transcode-worker's memory grows on 4K uploads until it aborts with std::bad_alloc and restarts in a loop; media-ingest sees lost leases",
    gen: (c, t0) => {
      const evs: Ev[] = [];
      const w = c.S("transcode");
      let rss = 2.1;
      for (const t of every(c, t0, t0 + 50000, 8000, 12000)) {
        rss += 0.4;
        evs.push(
          c.ev(
            "transcode",
            t,
            "WARN",
            `worker rss=${rss.toFixed(1)}GiB (soft limit 3.0GiB) frames_buffered=${c.r.int(400, 1600)} job=${c.r.hex(10)} src=3840x2160 hevc`,
          ),
        );
      }
      let t = t0 + 55000;
      while (t < c.end) {
        evs.push(
          c.ev("transcode", t, "FATAL", "terminate called after throwing an instance of 'std::bad_alloc'", [
            "  what():  std::bad_alloc",
            "*** Aborted at " +
              Math.floor(t / 1000) +
              ' (unix time) try "date -d @' +
              Math.floor(t / 1000) +
              '" if you are using GNU date ***',
            `PC: @     0x7f${c.r.hex(10)} (unknown)`,
            "*** SIGABRT (@0x1) received by PID 1 (TID 0x7f3ac1ff3700) from PID 1; stack trace: ***",
            `    @     0x${c.r.hex(12)} av::FrameQueue::push()`,
            `    @     0x${c.r.hex(12)} av::HevcDecoder::decode()`,
            `    @     0x${c.r.hex(12)} worker::Job::run()`,
          ]),
        );
        for (const k of [1, 2, 3]) {
          evs.push(
            c.ev(
              "media",
              t + 20000 + k * 4000,
              "ERROR",
              `transcode lease expired job=${c.r.hex(10)} worker=${w}-${c.r.int(0, 5)} (no heartbeat for 20s), requeueing (attempt ${k})`,
            ),
          );
        }
        evs.push(c.ev("gw", t + 31000, "ERROR", 'GET /v3/media/processing-status 500 8ms err="transcode failed"'));
        evs.push(c.ev("transcode", t + 38000, "INFO", `${w} starting: 8 threads, ffmpeg libavcodec 60.31.102`));
        t += c.r.int(60000, 90000);
      }
      return { evs, drop: (e) => e.t > t0 + 55000 && e.svc === w && e.lvl === "INFO" && e.msg.includes("done:") };
    },
  },
  {
    estate: "emberly",
    category: "timeout",
    origin: "match",
    hints: ["timeout", "timed out", "deadline"],
    severity: "medium",
    note: "match-engine's candidate scoring runs past its deadline (logged only at WARN); discover-deck gets read timeouts and api-gateway 504s",
    gen: (c, t0) => {
      const evs: Ev[] = [];
      const m = c.S("match");
      for (const t of every(c, t0, c.end, 600, 2200)) {
        evs.push(
          c.ev(
            "match",
            t,
            "WARN",
            `scoring aborted for member ${c.r.hex(8)}: exceeded deadline 800ms after ${c.r.int(801, 3100)}ms (geo shard ${c.r.int(0, 15)}, ${c.r.int(9000, 40000)} candidates)`,
          ),
        );
        if (c.r.chance(0.7)) {
          evs.push(
            c.ev(
              "feed",
              t + 3000,
              "ERROR",
              `deck build failed: I/O error on POST request for "http://${m}:8080/score": Read timed out`,
              stack("java", c.r, c.S("feed"), "java.net.SocketTimeoutException: Read timed out", [
                "deck.MatchClient.score",
                "deck.DeckService.build",
                "deck.web.DeckController.get",
              ]),
            ),
          );
          evs.push(c.ev("gw", t + 3050, "ERROR", `GET /api/v5/deck 504 - 3012 ms upstream=discover-deck`));
          if (c.r.chance(0.5))
            evs.push(
              c.ev("gw", t + 3300, "WARN", `retrying GET /api/v5/deck (client retry, x-retry-count=${c.r.int(1, 3)})`),
            );
        }
      }
      return {
        evs,
        drop: (e) =>
          e.t > t0 &&
          (e.msg.startsWith("scored ") || e.msg.startsWith("deck built") || e.msg.startsWith("GET /api/v5/deck 200")) &&
          c.r.chance(0.75),
      };
    },
  },
  {
    estate: "emberly",
    category: "disk",
    origin: "mod",
    hints: ["disk", "space", "errno 28", "enospc", "no space"],
    severity: "high",
    note: "safety-reports fills its evidence volume and every report submission fails with Errno 28; chat-service and api-gateway surface 500s",
    gen: (c, t0) => {
      const evs: Ev[] = [];
      const s = c.S("mod");
      evs.push(c.ev("mod", t0 - 120000, "WARN", "evidence volume /var/lib/safety usage 94% (threshold 90%)"));
      evs.push(c.ev("mod", t0 - 40000, "WARN", "evidence volume /var/lib/safety usage 98% (threshold 90%)"));
      for (const t of every(c, t0, c.end, 1500, 5000)) {
        const id = c.r.hex(12);
        evs.push(
          c.ev(
            "mod",
            t,
            "ERROR",
            `failed to persist report ${id}`,
            stack(
              "python",
              c.r,
              s,
              `OSError: [Errno 28] No space left on device: '/var/lib/safety/evidence/${id}/screenshot.png'`,
              [
                "safety/api/reports.py|create_report|evidence.store(report, files)",
                "safety/evidence/store.py|store|shutil.copyfileobj(src, fh)",
                "/usr/local/lib/python3.11/shutil.py|copyfileobj|fdst_write(buf)",
              ],
            ),
          ),
        );
        evs.push(
          c.ev(
            "mod",
            t + 5,
            "INFO",
            `10.42.${c.r.int(0, 7)}.${c.r.int(2, 250)}:${c.r.int(32768, 60999)} - "POST /v1/reports HTTP/1.1" 500`,
          ),
        );
        evs.push(
          c.ev(
            "chat",
            t + 30,
            "ERROR",
            `report from conversation ${c.r.hex(10)} not submitted: ${s} responded 500 Internal Server Error`,
          ),
        );
        evs.push(c.ev("gw", t + 40, "ERROR", "POST /api/v5/reports 502 - 61 ms"));
      }
      return { evs };
    },
  },
  {
    estate: "pinfold",
    category: "dependency",
    origin: "billing",
    hints: ["google", "play", "503", "unavailable", "upstream", "androidpublisher", "dependency"],
    severity: "medium",
    note: "the Google Play Developer API answers 503 to store-billing, whose breaker opens; subscription verification fails at the gateway",
    gen: (c, t0) => {
      const evs: Ev[] = [];
      let opened = false;
      for (const t of every(c, t0, c.end, 900, 3200)) {
        const tr = c.trace();
        if (!opened && t > t0 + 40000) {
          evs.push(
            c.ev("billing", t - 10, "WARN", "CircuitBreaker 'androidpublisher' changed state from CLOSED to OPEN"),
          );
          opened = true;
        }
        if (!opened || c.r.chance(0.2)) {
          evs.push(
            c.ev(
              "billing",
              t,
              "ERROR",
              "purchases.subscriptionsv2.get failed",
              stack(
                "java",
                c.r,
                c.S("billing"),
                'com.google.api.client.googleapis.json.GoogleJsonResponseException: 503 Service Unavailable\nGET https://androidpublisher.googleapis.com/androidpublisher/v3/applications/com.pinfold.app/purchases/subscriptionsv2/tokens/...\n{\n  "code" : 503,\n  "message" : "The service is currently unavailable.",\n  "status" : "UNAVAILABLE"\n}',
                [
                  "billing.play.PlayClient.getSubscription",
                  "billing.VerifyService.verify",
                  "billing.web.VerifyController.post",
                ],
              ),
              tr,
            ),
          );
        } else {
          evs.push(
            c.ev(
              "billing",
              t,
              "WARN",
              "CallNotPermittedException: CircuitBreaker 'androidpublisher' is OPEN and does not permit further calls",
              undefined,
              tr,
            ),
          );
        }
        evs.push(
          c.ev(
            "gw",
            t + 40,
            "ERROR",
            `"POST /api/billing/verify HTTP/1.1" 502 98 0.${c.r.int(40, 900)} upstream=store-billing`,
            undefined,
            tr,
          ),
        );
      }
      return {
        evs,
        drop: (e) =>
          e.t > t0 &&
          (e.msg.startsWith("purchase token verified") || e.msg.includes('/api/billing/verify HTTP/1.1" 200')),
      };
    },
  },
  {
    estate: "pinfold",
    category: "network",
    origin: "profile",
    hints: ["socket", "dns", "resolve", "network", "connection", "name or service"],
    severity: "high",
    note: "user-svc can no longer resolve its session cache host after a node DNS problem; its requests fail with socket errors, gateway and feed-api report 503s",
    gen: (c, t0) => {
      const evs: Ev[] = [];
      const u = c.S("profile");
      for (const t of every(c, t0, c.end, 700, 2500)) {
        const tr = c.trace();
        evs.push(
          c.ev(
            "profile",
            t,
            "ERROR",
            `Unhandled exception while processing GET /users/pf_${c.r.digits(8)}`,
            stack(
              "dotnet",
              c.r,
              u,
              "StackExchange.Redis.RedisConnectionException: It was not possible to connect to the redis server(s). UnableToResolvePhysicalConnection on GET\n ---> System.Net.Sockets.SocketException (00000001, 11): Resource temporarily unavailable (sessions-cache.pinfold-live.svc.cluster.local:6379)",
              ["UserSvc.Sessions.SessionStore.GetAsync", "UserSvc.Controllers.UsersController.Get"],
            ),
            tr,
          ),
        );
        if (c.r.chance(0.6))
          evs.push(
            c.ev(
              "feed",
              t + 30,
              "ERROR",
              `author hydration failed: ${u} returned 503 Service Unavailable (attempt 3/3)`,
              undefined,
              tr,
            ),
          );
        evs.push(
          c.ev(
            "gw",
            t + 40,
            "ERROR",
            `"GET /api/users/pf_${c.r.digits(8)} HTTP/1.1" 503 57 0.0${c.r.int(10, 99)} upstream=${u}`,
            undefined,
            tr,
          ),
        );
      }
      return {
        evs,
        drop: (e) =>
          e.t > t0 &&
          ((e.svc === u && e.msg.includes(" - 200 ")) || (e.msg.includes("/api/users/") && e.msg.includes(" 200 "))),
      };
    },
  },
  {
    estate: "tandem",
    category: "configuration",
    origin: "media",
    hints: ["bucket", "config", "nosuchbucket", "configuration", "setting"],
    severity: "high",
    note: "media-api is redeployed with a wrong MEDIA_BUCKET value; every photo upload fails with NoSuchBucket and tandem-web returns 500s",
    gen: (c, t0) => {
      const evs: Ev[] = [
        c.ev("media", t0 - 30000, "INFO", "Received SIGTERM, draining in-flight requests (grace period 30s)"),
        c.ev("media", t0 - 25000, "INFO", "starting media-api version=4.12.0 commit=9f3c2ab env=tandem"),
        c.ev(
          "media",
          t0 - 24000,
          "INFO",
          "settings loaded: MEDIA_BUCKET=tandem-media-prod-euw1 CDN_HOST=img.tandem.app MAX_UPLOAD_MB=25",
        ),
        c.ev("media", t0 - 20000, "INFO", "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)"),
      ];
      for (const t of every(c, t0, c.end, 900, 3000)) {
        evs.push(
          c.ev(
            "media",
            t,
            "ERROR",
            "Exception in ASGI application",
            stack(
              "python",
              c.r,
              c.S("media"),
              "botocore.errorfactory.NoSuchBucket: An error occurred (NoSuchBucket) when calling the PutObject operation: The specified bucket does not exist",
              [
                "media/routes/photos.py|upload_photo|await storage.put(key, body)",
                "media/storage.py|put|self.client.put_object(Bucket=self.bucket, Key=key, Body=body)",
                "/usr/local/lib/python3.12/site-packages/botocore/client.py|_make_api_call|raise error_class(parsed_response, operation_name)",
              ],
            ),
          ),
        );
        evs.push(
          c.ev(
            "gw",
            t + 60,
            "ERROR",
            `method=POST path=/v1/media format=json status=500 duration=${c.r.int(60, 200)}.${c.r.int(0, 99)} view=0.00 db=0.00 error="Faraday::ServerError: the server responded with status 500 (media-api)"`,
          ),
        );
      }
      return {
        evs,
        drop: (e) =>
          e.t > t0 &&
          (e.msg.startsWith("INFO photo accepted") ||
            e.msg.startsWith("method=POST path=/v1/media format=json status=201")),
      };
    },
  },
  {
    estate: "tandem",
    category: "authentication",
    origin: "push",
    hints: ["token", "auth", "credential", "invalidprovidertoken", "jwt", "provider"],
    severity: "medium",
    note: "pushd's APNs provider token is rejected after a signing key change (403 InvalidProviderToken, WARN only); iOS pushes stop while Android still works",
    gen: (c, t0) => {
      const evs: Ev[] = [c.ev("push", t0 - 2000, "INFO", "apns: refreshed provider JWT (kid=8K2Q7M4T9P, iat rotated)")];
      for (const t of every(c, t0, c.end, 250, 1200)) {
        evs.push(
          c.ev(
            "push",
            t,
            "WARN",
            `apns: push rejected status=403 reason=InvalidProviderToken apns-id=${c.r.hex(8).toUpperCase()}-${c.r.hex(4).toUpperCase()}-${c.r.hex(4).toUpperCase()} topic=app.tandem.ios`,
          ),
        );
        if (c.r.chance(0.25))
          evs.push(c.ev("chat", t + 80, "WARN", `notify match=${c.r.digits(9)}: pushd accepted 0/1 deliveries (ios)`));
      }
      for (const t of every(c, t0 + 120000, c.end, 20000, 40000)) {
        evs.push(c.ev("push", t, "WARN", `apns: delivery success rate 0.0% over last 60s (android fcm 99.6%)`));
      }
      return { evs };
    },
  },
];
