// The eight windows where something really breaks, each a different category, written as the software
// involved would log it: the origin in its own runtime's words, callers in theirs.
import { access, type Hooks } from "./baseline.js";
import type { Role } from "./estates.js";
import { chance, hex, int, pick } from "./rng.js";
import { agent, emit, every, mls, nm, type Route, type Scene, street } from "./scene.js";
import { cpp, java, node, python, ruby } from "./stacks.js";

export interface Incident {
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Emits what the origin and the others log from `at` on and says how traffic changes. */
  setup: (s: Scene, at: number) => Hooks;
}

export const INCIDENTS: Incident[] = [
  {
    estate: "hearthline",
    origin: "showings",
    category: "database",
    hints: ["connection", "database", "postgres", "slots", "too many", "operationalerror", "psycopg"],
    severity: "high",
    note: "showing-scheduler's Postgres runs out of connection slots; bookings and availability fail and web-bff retries them",
    setup: (s, at) => {
      const dbErr =
        'psycopg2.OperationalError: connection to server at "showings-db.hl-prod.internal" (10.20.4.11), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections';
      const tb = () =>
        python(
          s.r,
          [
            ["/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py", "_wrap_pool_connect", "return fn()"],
            [
              "/app/.venv/lib/python3.12/site-packages/sqlalchemy/pool/base.py",
              "connect",
              "return _ConnectionFairy._checkout(self)",
            ],
            [
              "/app/.venv/lib/python3.12/site-packages/psycopg2/__init__.py",
              "connect",
              "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
            ],
          ],
          dbErr,
        );
      emit(s, at + 800, "showings", "error", "Exception on /v1/showings [POST]", tb());
      every(s, at + 20_000, s.end, 120_000, (t) =>
        emit(
          s,
          t,
          "showings",
          "error",
          `reminder job failed: (${dbErr.split(":")[0]}) ${dbErr.slice(dbErr.indexOf("FATAL"))}`,
        ),
      );
      return {
        intercept: (sc: Scene, route: Route, t: number, tr) => {
          if (t < at) return false;
          if (route === "showing") {
            for (let a = 1; a <= 3; a++) {
              const tt = t + (a - 1) * 650;
              emit(
                sc,
                tt + 120,
                "showings",
                "error",
                chance(sc.r, 0.3)
                  ? "Exception on /v1/showings [POST]"
                  : `POST /v1/showings 500 (sqlalchemy.exc.OperationalError: ${dbErr.slice(dbErr.indexOf("FATAL"))})`,
                chance(sc.r, 0.3) ? tb() : undefined,
                tr,
              );
              if (a < 3)
                emit(
                  sc,
                  tt + 140,
                  "gw",
                  "warn",
                  `showing-scheduler POST /v1/showings responded 500, retrying (attempt ${a + 1}/3)`,
                  undefined,
                  tr,
                );
            }
            access(sc, t, route, 502, int(sc.r, 1500, 2400), tr, "showing-scheduler unavailable after 3 attempts");
            return true;
          }
          if (route === "detail" && chance(sc.r, 0.5)) {
            emit(
              sc,
              t + 60,
              "showings",
              "error",
              `GET /v1/availability/${mls(sc)} 500 (OperationalError: FATAL:  remaining connection slots are reserved for non-replication superuser connections)`,
              undefined,
              tr,
            );
            emit(
              sc,
              t + 90,
              "gw",
              "warn",
              "showing availability fetch failed: showing-scheduler responded 500; rendering listing without tour slots",
              undefined,
              tr,
            );
            access(sc, t, route, 200, int(sc.r, 90, 300), tr);
            return true;
          }
          return false;
        },
      };
    },
  },
  {
    estate: "hearthline",
    origin: "ingest",
    category: "authentication",
    hints: ["401", "unauthorized", "login", "credential", "authentication", "auth"],
    severity: "medium",
    note: "mls-rets-ingest's feed credentials stop being accepted at RETS login (HTTP 401); it retries at WARN every 30 s while listings go stale and the freshness checks complain",
    setup: (s, at) => {
      every(s, at, s.end, 30_000, (t, i) => {
        emit(
          s,
          t,
          "ingest",
          "warn",
          `RETS Login https://rets.actris.example/rets/login as hl_idx_feed -> HTTP 401 Unauthorized (Digest realm="rets@actris", stale=false); attempt ${i + 1}, next try in 30s`,
        );
        if (i % 3 === 2)
          emit(
            s,
            t + 50,
            "ingest",
            "warn",
            `no successful RETS session for ${Math.round((t - at) / 60_000)}m; last sync ${new Date(at - 12_000).toISOString()}`,
          );
      });
      every(s, at + 4 * 60_000, s.end, 60_000, (t) => {
        emit(
          s,
          t,
          "search",
          "warn",
          `IndexFreshnessCheck - newest MLS modification is ${Math.round((t - at) / 60_000) + 1}m old (threshold 3m), source=mls-rets-ingest`,
        );
        emit(s, t + 2000, "alerts", "warn", "saved-search batch skipped: no new or changed listings since last run");
      });
      return {
        silent: (role: Role, t: number) => t >= at && (role === "ingest" || role === "photos" || role === "alerts"),
      };
    },
  },
  {
    estate: "keystone",
    origin: "photos",
    category: "configuration",
    hints: ["config", "bucket", "nosuchbucket", "s3", "env", "setting"],
    severity: "medium",
    note: "media-resizer is redeployed with a staging bucket name and every rendition write fails with NoSuchBucket; listings publish without photos",
    setup: (s, at) => {
      emit(s, at - 9000, "photos", "info", "Received SIGTERM, draining in-flight jobs (grace 30s)");
      emit(s, at - 2000, "photos", "info", "media-resizer v3.8.0 (a41c9e2) starting, NODE_ENV=production");
      emit(
        s,
        at - 1500,
        "photos",
        "info",
        "config: MEDIA_BUCKET=keystone-listing-media-stg MEDIA_REGION=us-east-2 CONCURRENCY=16",
      );
      emit(s, at, "photos", "info", "listening on :8080, consuming queue media-jobs");
      every(s, at + 1500, s.end, 2200, (t) => {
        const l = mls(s);
        emit(
          s,
          t,
          "photos",
          "error",
          `job ${hex(s.r, 8)} listing=${l} failed: NoSuchBucket: The specified bucket does not exist`,
          chance(s.r, 0.4)
            ? [
                "NoSuchBucket: The specified bucket does not exist",
                ...node(s.r, [
                  "de_NoSuchBucketRes (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4955:21)",
                  "de_CommandError (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4778:19)",
                  "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                  "async putRendition (/app/dist/storage.js:41:5)",
                  "async processJob (/app/dist/worker.js:88:9)",
                ]),
              ]
            : undefined,
        );
        if (chance(s.r, 0.5))
          emit(
            s,
            t + 300,
            "ingest",
            "warn",
            `media for ListingKey=${l} not ready after 3 attempts (media-resizer job failed); publishing without photos`,
          );
      });
      every(s, at + 60_000, s.end, 45_000, (t) =>
        emit(
          s,
          t,
          "photos",
          "warn",
          `queue media-jobs: ${int(s.r, 200, 2000)} messages in dead-letter queue media-jobs-dlq`,
        ),
      );
      return {
        silent: (role: Role, t: number) => t >= at && role === "photos",
        intercept: (sc: Scene, route: Route, t: number) => {
          if (t < at + 60_000 || route !== "detail" || !chance(sc.r, 0.3)) return false;
          emit(
            sc,
            t + 40,
            "search",
            "warn",
            `ListingController - listing ${mls(sc)} has 0 renditions (media-resizer), serving placeholder image`,
          );
          access(sc, t, route, 200, int(sc.r, 30, 120), undefined);
          return true;
        },
      };
    },
  },
  {
    estate: "keystone",
    origin: "es",
    category: "disk",
    hints: ["disk", "watermark", "flood", "read-only", "read_only", "storage", "space"],
    severity: "high",
    note: "a listings-es data node crosses the flood-stage watermark and its indices go read-only; reso-sync bulk writes are rejected and retried loudly",
    setup: (s, at) => {
      const node1 = `${nm(s, "es")}-1`;
      emit(
        s,
        at - 150_000,
        "es",
        "warn",
        `[${node1}] high disk watermark [90%] exceeded on [kQ2v3m][${node1}][/usr/share/elasticsearch/data] free: 11.2gb[9.4%], shards will be relocated away from this node; currently relocating away shards totalling [0] bytes; the node is expected to continue to exceed the high disk watermark when these relocations are complete`,
      );
      every(s, at, s.end, 30_000, (t) =>
        emit(
          s,
          t,
          "es",
          "warn",
          `[${node1}] flood stage disk watermark [95%] exceeded on [kQ2v3m][${node1}][/usr/share/elasticsearch/data] free: ${(5.9 - (t - at) / 400_000).toFixed(1)}gb[${(4.9 - (t - at) / 600_000).toFixed(1)}%], all indices on this node will be marked read-only`,
        ),
      );
      const block =
        "index [listings_v12] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];";
      every(s, at + 4000, s.end, 3500, (t) => {
        const n = int(s.r, 20, 200);
        emit(
          s,
          t,
          "ingest",
          "error",
          `bulk index of ${n} listings failed: 429 cluster_block_exception: ${block} retrying in ${pick(s.r, [1, 2, 4, 8])}s`,
        );
        if (chance(s.r, 0.5))
          emit(
            s,
            t + 200,
            "ingest",
            "error",
            `ListingKey=${mls(s)} not indexed after 5 attempts, left in outbox (outbox size ${int(s.r, 300, 5000)})`,
          );
      });
      return {
        intercept: (sc: Scene, route: Route, t: number) => {
          if (t < at || route !== "detail" || !chance(sc.r, 0.35)) return false;
          emit(
            sc,
            t + 30,
            "search",
            "error",
            `ViewCounter - failed to update view count for ${mls(sc)}`,
            java(
              sc.r,
              `org.elasticsearch.ElasticsearchStatusException: Elasticsearch exception [type=cluster_block_exception, reason=${block}]`,
              [
                "org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)",
                "org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2484)",
                "com.keystone.search.views.ViewCounter.increment(ViewCounter.java:57)",
              ],
            ),
          );
          access(sc, t, route, 200, int(sc.r, 40, 160), undefined);
          return true;
        },
      };
    },
  },
  {
    estate: "nestfinder",
    origin: "tiles",
    category: "memory",
    hints: ["memory", "oom", "bad_alloc", "heap", "out of memory"],
    severity: "high",
    note: "map-tiles' memory grows until it aborts with std::bad_alloc and then crash-loops, mostly silent, while api-edge reports refused connections for tiles",
    setup: (s, at) => {
      for (let i = 0; i < 6; i++)
        emit(
          s,
          at - 150_000 + i * 25_000,
          "tiles",
          "warn",
          `memory: rss=${(2.4 + i * 0.27).toFixed(2)}GiB limit=4.00GiB feature_cache=${(1.7 + i * 0.25).toFixed(2)}GiB (evictions not keeping up)`,
        );
      const crash = (t: number) => {
        emit(s, t, "tiles", "fatal", "terminate called after throwing an instance of 'std::bad_alloc'", [
          "  what():  std::bad_alloc",
          ...cpp(s.r, [
            "__GI_raise (sig=sig@entry=6) at ../sysdeps/unix/sysv/linux/raise.c:50",
            "__GI_abort () at abort.c:79",
            "operator new(unsigned long) () from /lib/x86_64-linux-gnu/libstdc++.so.6",
            "maptiles::FeatureCache::insert(maptiles::TileKey const&, std::vector<maptiles::Feature>&&)",
            "maptiles::Renderer::render(maptiles::TileKey const&)",
          ]),
        ]);
      };
      crash(at);
      const ups: [number, number][] = [];
      let t = at + 25_000;
      let back = 10_000;
      while (t < s.end) {
        const life = int(s.r, 25_000, 55_000);
        ups.push([t, t + life]);
        emit(s, t, "tiles", "info", "map-tiles 4.2.1 starting: 14 styles, mbtiles=/data/tampa-bay.mbtiles");
        emit(s, t + 1200, "tiles", "info", "listening on 0.0.0.0:8080 (threads=16)");
        emit(
          s,
          t + life - 8000,
          "tiles",
          "warn",
          `memory: rss=${(3.5 + s.r() * 0.4).toFixed(2)}GiB limit=4.00GiB feature_cache=${(3.0 + s.r() * 0.3).toFixed(2)}GiB`,
        );
        if (chance(s.r, 0.4)) crash(t + life);
        back = Math.min(back * 2, 160_000);
        t += life + back;
      }
      const up = (x: number) => x < at || ups.some(([a, b]) => x >= a + 1200 && x < b);
      return {
        silent: (role: Role, x: number) => role === "tiles" && !up(x),
        intercept: (sc: Scene, route: Route, x: number, tr) => {
          if (route !== "tiles" || up(x)) return false;
          const n = int(sc.r, 1, 3);
          for (let a = 0; a < n; a++)
            emit(
              sc,
              x + a * 80,
              "gw",
              "warn",
              `upstream map-tiles: dial tcp 10.44.${int(sc.r, 1, 9)}.${int(sc.r, 2, 250)}:8080: connect: connection refused (attempt ${a + 1}/3)`,
              undefined,
              tr,
            );
          access(sc, x, route, 503, n * 80 + int(sc.r, 2, 60), tr, "no healthy upstream");
          return true;
        },
      };
    },
  },
  {
    estate: "nestfinder",
    origin: "prequal",
    category: "dependency",
    hints: ["lender", "503", "unavailable", "circuit", "upstream", "dependency", "third"],
    severity: "medium",
    note: "the lender baycoast-mortgage starts answering 503; mortgage-quotes fails over to nothing, its breaker opens and prequal requests fail at api-edge",
    setup: (s, at) => {
      const lender = "baycoast-mortgage";
      const feign = () =>
        java(
          s.r,
          `feign.FeignException$ServiceUnavailable: [503 Service Unavailable] during [POST] to [https://api.${lender}.example/v2/prequalifications] [LenderClient#prequalify(PrequalRequest)]: [<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>]`,
          [
            "feign.FeignException.serverErrorStatus(FeignException.java:256)",
            "feign.FeignException.errorStatus(FeignException.java:197)",
            "feign.codec.ErrorDecoder$Default.decode(ErrorDecoder.java:92)",
            "com.nestfinder.mortgage.lender.BaycoastAdapter.quote(BaycoastAdapter.java:73)",
            "com.nestfinder.mortgage.QuoteService.quote(QuoteService.java:112)",
          ],
        );
      every(s, at, s.end, 30_000, (t) =>
        emit(s, t, "prequal", "error", `lender ${lender} ping failed: 503 Service Unavailable`),
      );
      const open = at + 45_000;
      emit(
        s,
        open,
        "prequal",
        "warn",
        `CircuitBreaker '${lender}' changed state from CLOSED to OPEN (failure rate 100.0% of 20 calls)`,
      );
      every(s, open + 60_000, s.end, 60_000, (t) => {
        emit(s, t, "prequal", "info", `CircuitBreaker '${lender}' changed state from OPEN to HALF_OPEN`);
        emit(
          s,
          t + 900,
          "prequal",
          "warn",
          `CircuitBreaker '${lender}' changed state from HALF_OPEN to OPEN (3 of 3 probe calls failed with 503)`,
        );
      });
      return {
        intercept: (sc: Scene, route: Route, t: number, tr) => {
          if (t < at || route !== "prequal") return false;
          if (t < open)
            emit(
              sc,
              t + 900,
              "prequal",
              "error",
              `prequal ${hex(sc.r, 8)} failed at lender ${lender}`,
              chance(sc.r, 0.5) ? feign() : undefined,
              tr,
            );
          else
            emit(
              sc,
              t + 5,
              "prequal",
              "error",
              `prequal ${hex(sc.r, 8)} rejected: io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker '${lender}' is OPEN and does not permit further calls`,
              undefined,
              tr,
            );
          access(
            sc,
            t,
            route,
            502,
            t < open ? int(sc.r, 900, 2500) : int(sc.r, 5, 30),
            tr,
            "mortgage-quotes returned 502 Bad Gateway",
          );
          return true;
        },
      };
    },
  },
  {
    estate: "porchlight",
    origin: "leads",
    category: "network",
    hints: ["dns", "eai_again", "getaddrinfo", "network", "econnreset", "resolve", "lookup"],
    severity: "high",
    note: "lead-dispatch's pods can no longer resolve or hold connections to its database and Redis (EAI_AGAIN, ECONNRESET); lead submissions fail at the gateway",
    setup: (s, at) => {
      const host = pick(s.r, ["pg-leads.porch.svc.cluster.local", "leads-db.porch.internal"]);
      const dns = () => [
        `Error: getaddrinfo EAI_AGAIN ${host}`,
        "    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)",
      ];
      const reset = () => [
        "Error: read ECONNRESET",
        "    at TCP.onStreamRead (node:internal/stream_base_commons:217:20)",
      ];
      every(s, at, s.end, 4000, (t) => {
        if (chance(s.r, 0.5))
          emit(
            s,
            t,
            "leads",
            "error",
            `pg pool error: getaddrinfo EAI_AGAIN ${host}`,
            chance(s.r, 0.3) ? dns() : undefined,
          );
        else
          emit(
            s,
            t,
            "leads",
            "error",
            `[ioredis] Unhandled error event: ${chance(s.r, 0.5) ? "Error: read ECONNRESET" : "Error: getaddrinfo EAI_AGAIN redis-leads.porch.svc.cluster.local"}`,
            chance(s.r, 0.3) ? reset() : undefined,
          );
      });
      return {
        silent: (role: Role, t: number) => t >= at && role === "leads",
        intercept: (sc: Scene, route: Route, t: number) => {
          if (t < at || route !== "lead") return false;
          emit(
            sc,
            t + int(sc.r, 2000, 5000),
            "leads",
            "error",
            `POST /leads 500 - lead for listing ${mls(sc)} not saved: Error: getaddrinfo EAI_AGAIN ${host}`,
          );
          for (let a = 1; a <= 2; a++)
            emit(sc, t + a * 900, "gw", "warn", `lead-dispatch POST /leads failed (socket hang up), retry ${a}/2`);
          access(sc, t, route, 502, int(sc.r, 5000, 9000), undefined, "lead-dispatch: socket hang up");
          emit(
            sc,
            t + 9100,
            "gw",
            "error",
            `lead from ${street(sc)} inquiry for agent ${agent(sc)} could not be delivered; queued to /var/spool/leads-fallback`,
          );
          return true;
        },
      };
    },
  },
  {
    estate: "porchlight",
    origin: "showings",
    category: "timeout",
    hints: ["timeout", "timed out", "lock", "deadline"],
    severity: "medium",
    note: "a stuck calendar-sync job holds the agent-calendar lock and every booking waits out its lock timeout; the gateway returns 504s",
    setup: (s, at) => {
      emit(
        s,
        at,
        "showings",
        "info",
        `CalendarSyncJob started for brokerage BRK-${int(s.r, 100, 999)} (412 agents) jid=${hex(s.r, 24)}`,
      );
      every(s, at + 120_000, s.end, 120_000, (t) =>
        emit(
          s,
          t,
          "showings",
          "warn",
          `Sidekiq job CalendarSyncJob jid=${hex(s.r, 24)} running for ${Math.round((t - at) / 1000)}s (expected < 60s), holding lock calendar:brokerage`,
        ),
      );
      const trace = () => [
        "Redlock::LockError: failed to acquire lock on 'calendar:brokerage' within 10000ms",
        ...ruby(s.r, [
          ["/usr/local/bundle/gems/redlock-2.0.6/lib/redlock/client.rb", "lock!"],
          ["/app/app/services/showing_booker.rb", "book"],
          ["/app/app/controllers/showings_controller.rb", "create"],
        ]),
      ];
      return {
        silent: (role: Role, t: number) => t >= at + 30_000 && role === "showings",
        intercept: (sc: Scene, route: Route, t: number) => {
          if (t < at + 30_000 || route !== "showing") return false;
          emit(
            sc,
            t + 10_000,
            "showings",
            "error",
            "Completed 503 Service Unavailable in 10004ms: lock wait timed out (calendar:brokerage)",
            chance(sc.r, 0.4) ? trace() : undefined,
          );
          access(sc, t, route, 504, 15_000, undefined, "upstream calendar-sync timed out after 15000ms");
          if (chance(sc.r, 0.6))
            emit(
              sc,
              t + 15_100,
              "gw",
              "warn",
              `retrying POST /api/showings against calendar-sync (idempotency key ${hex(sc.r, 12)})`,
            );
          return true;
        },
      };
    },
  },
];
