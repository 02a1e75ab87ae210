// Eight failures, one per category, each in the wording and runtime of the software that has it; callers report
// them in their own words and often louder than the service where the trouble is.
import { type Ctx, type Estate, fakeDevice, type Hook, restartLines } from "./estates.js";

export interface Incident {
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(c: Ctx, e: Estate, start: number): Hook;
}

const every = (c: Ctx, from: number, lo: number, hi: number, f: (t: number) => void) => {
  for (let t = from; t < c.s.end; t += c.rng.int(lo, hi)) f(t);
};

export const INCIDENTS: readonly Incident[] = [
  {
    estate: "tallyvault",
    category: "disk",
    origin: "chunk-store",
    hints: ["disk", "space", "read-only", "storage", "wal", "507"],
    severity: "high",
    note: "chunk-store's write-ahead-log volume fills up and it turns read-only; dedup-ingest retries PUTs in a storm, edge-gw returns 503 to agents while restores (reads) keep working",
    run(c, _e, start) {
      const { s, rng } = c;
      s.add(
        start,
        "chunk-store",
        "error",
        `wal append failed: write /data/wal/000${rng.int(400, 499)}.log: no space left on device`,
      );
      s.add(
        start + 15,
        "chunk-store",
        "error",
        "store switched to read-only mode: wal volume /data/wal has 0 B free of 200 GiB; rejecting writes",
      );
      every(c, start + 30000, 25000, 40000, (t) =>
        s.add(
          t,
          "chunk-store",
          "warn",
          "still read-only: /data/wal free=0 B (compaction cannot run without free space)",
        ),
      );
      return (flow, t, tr) => {
        if (flow !== "upload" || t < start) return false;
        const k = rng.hex(16);
        s.add(
          t + 8,
          "chunk-store",
          "error",
          `PUT /v2/objects/sha256/${k} status=507 err="store is read-only: wal volume full"`,
          { trace: tr },
        );
        const thr = rng.int(1, 40);
        for (let a = 1; a <= 3; a++)
          s.add(
            t + 10 + a * 120,
            "dedup-ingest",
            "warn",
            `[chunk-put-${rng.int(1, 8)}] WARN  c.t.ingest.StoreClient - PUT sha256:${k} to chunk-store failed: 507 Insufficient Storage, retrying (attempt ${a}/5) in ${100 * 2 ** a}ms`,
            { trace: tr },
          );
        s.add(
          t + 700,
          "dedup-ingest",
          "error",
          `[http-nio-8080-exec-${thr}] ERROR c.t.ingest.ChunkBatchController - batch failed after 5 attempts`,
          {
            trace: tr,
            stack: `com.tallyvault.ingest.store.StoreWriteException: chunk-store PUT sha256:${k} returned 507 Insufficient Storage\n\tat com.tallyvault.ingest.store.StoreClient.put(StoreClient.java:214)\n\tat com.tallyvault.ingest.ChunkBatchService.persistNew(ChunkBatchService.java:97)\n\tat com.tallyvault.ingest.ChunkBatchController.accept(ChunkBatchController.java:58)\n\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)\n\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)`,
          },
        );
        s.add(
          t + 720,
          "edge-gw",
          "error",
          `POST /v1/snapshots/s-${rng.hex(8)}/chunks 503 ${rng.int(600, 900)}ms upstream=dedup-ingest ua="TallyAgent/8.14.2 (Windows 10.0.22631)"`,
          { trace: tr },
        );
        if (rng.chance(0.3))
          s.add(
            t + 900,
            "agent-hub",
            "warn",
            `device ${fakeDevice(rng)} reported backup failed: server error 503 on chunk upload, will retry in 15m`,
          );
        return true;
      };
    },
  },
  {
    estate: "tallyvault",
    category: "configuration",
    origin: "share-links",
    hints: ["config", "keyerror", "key not found", "env", "missing", "signing"],
    severity: "medium",
    note: "share-links is rolled out on a new release without SHARE_URL_SIGNING_KEY in its environment; every share page answers 500 with KeyError while edge-gw and notify-worker report the failures",
    run(c, _e, start) {
      const { s, rng } = c;
      restartLines(c, "share-links", "ruby", start, "2026.11.30-1");
      return (flow, t, tr) => {
        if (flow !== "share" || t < start + 1300) return false;
        const tok = rng.hex(10);
        s.add(
          t,
          "share-links",
          "info",
          `Started GET "/s/${tok}" for 10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          { trace: tr },
        );
        s.add(t + 2, "share-links", "info", "Processing by SharesController#show as HTML", { trace: tr });
        s.add(
          t + 6,
          "share-links",
          "error",
          `Completed 500 Internal Server Error in ${rng.int(2, 9)}ms (ActiveRecord: ${(rng.next() * 2).toFixed(1)}ms | Allocations: ${rng.int(400, 1200)})`,
          { trace: tr },
        );
        s.add(t + 7, "share-links", "error", `KeyError (key not found: "SHARE_URL_SIGNING_KEY"):`, {
          trace: tr,
          stack:
            "app/services/share_url_signer.rb:9:in `fetch'\napp/services/share_url_signer.rb:9:in `initialize'\napp/controllers/shares_controller.rb:14:in `new'\napp/controllers/shares_controller.rb:14:in `show'",
        });
        s.add(
          t + rng.int(20, 40),
          "edge-gw",
          "error",
          `GET /s/${tok} 500 ${rng.int(8, 30)}ms upstream=share-links ua="Mozilla/5.0"`,
          { trace: tr },
        );
        if (rng.chance(0.25))
          s.add(
            t + 60,
            "notify-worker",
            "error",
            `share invite mail not sent: POST http://share-links:3000/api/shares failed with status code 500`,
          );
        return true;
      };
    },
  },
  {
    estate: "harborsafe",
    category: "dependency",
    origin: "blob-writer",
    hints: ["s3", "upstream", "unavailable", "503", "dependency", "serviceunavailable", "object storage"],
    severity: "medium",
    note: "the cold-tier object storage behind blob-writer answers 503 ServiceUnavailable to every PutObject; blob-writer only warns and applies backpressure while upload-frontdoor rejects parts and devices report failed backups",
    run(c, _e, start) {
      const { s, rng } = c;
      let att = 0;
      every(c, start, 700, 2200, (t) => {
        att = (att % 10) + 1;
        s.add(
          t,
          "blob-writer",
          "warn",
          `seal pk-${rng.hex(10)}: PutObject s3://hs-cold-eu2/packs/${rng.hex(2)}/: ServiceUnavailable: Service Unavailable, status code: 503, request id: ${rng.hex(16).toUpperCase()}, host id: ${rng.hex(24)}; retry ${att}/10 in ${Math.min(30, 2 ** Math.min(att, 5))}s`,
        );
      });
      let pct = 40;
      every(c, start + 40000, 20000, 30000, (t) => {
        pct = Math.min(100, pct + rng.int(6, 14));
        s.add(
          t,
          "blob-writer",
          "warn",
          `staging buffer ${pct}% full (${rng.int(100, 900)} packs pending upload), ${pct >= 90 ? "refusing new parts" : "applying backpressure"}`,
        );
      });
      s.mute("blob-writer", start);
      return (flow, t) => {
        if (flow === "upload" && t >= start + 45000) {
          const us = `us_${rng.hex(12)}`;
          s.add(
            t,
            "upload-frontdoor",
            "error",
            `upload session ${us} part ${rng.int(1, 40)}/40 rejected: blob-writer returned 503 (staging full), client told to retry in 30s`,
          );
          if (rng.chance(0.4))
            s.add(
              t + 50,
              "upload-frontdoor",
              "warn",
              `blob-writer busy, retrying handoff for ${us} (attempt ${rng.int(2, 5)}/5)`,
            );
          return true;
        }
        if (flow === "heartbeat" && t >= start + 90000 && rng.chance(0.35)) {
          s.add(
            t,
            "device-registry",
            "warn",
            `heartbeat device=${fakeDevice(rng)} client=6.2.1 status=failed last_error="upload rejected by server (503)"`,
          );
          return true;
        }
        return false;
      };
    },
  },
  {
    estate: "harborsafe",
    category: "database",
    origin: "index-catalog",
    hints: ["database", "connection", "postgres", "too many", "sql", "operationalerror", "pool"],
    severity: "high",
    note: "index-catalog can no longer get Postgres connections (too many clients, pool timeouts); portal-api browse calls, upload commits and restores all fail naming index-catalog",
    run(c, _e, start) {
      const { s, rng } = c;
      const tb = (err: string) =>
        `Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 145, in __init__\n    self._dbapi_connection = engine.raw_connection()\n  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/base.py", line 1270, in connect\n    return _ConnectionFairy._checkout(self)\n  File "/app/index_catalog/repo.py", line 88, in version_tree\n    with self.engine.connect() as conn:\n${err}`;
      const fail = (t: number, what: string) => {
        if (rng.chance(0.5))
          s.add(t, "index-catalog", "error", `ERROR index_catalog.api: ${what} failed`, {
            stack: tb(
              `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "catalog-pg.hs-live.svc" (10.4.9.12), port 5432 failed: FATAL:  sorry, too many clients already\n\n(Background on this error at: https://sqlalche.me/e/20/e3q8)`,
            ),
          });
        else
          s.add(t, "index-catalog", "error", `ERROR index_catalog.api: ${what} failed`, {
            stack: tb(
              "sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
            ),
          });
      };
      return (flow, t) => {
        if (t < start) return false;
        if (flow === "portal" && rng.chance(0.5)) {
          fail(t + 30, "browse");
          s.add(
            t + 31,
            "index-catalog",
            "info",
            `INFO:     10.4.${rng.int(0, 9)}.${rng.int(2, 250)}:${rng.int(30000, 60000)} - "GET /v1/tree HTTP/1.1" 500 Internal Server Error`,
          );
          s.add(
            t + 40,
            "portal-api",
            "error",
            `Catalog browse failed: Response status code does not indicate success: 500 (Internal Server Error). Service=index-catalog Path=/v1/tree`,
          );
          s.add(
            t + 42,
            "portal-api",
            "info",
            `Request finished HTTP/1.1 GET https://app.harborsafe.io/api/files/browse?path=%2FDocuments - 502 162 application/problem+json ${(rng.next() * 40 + 30000).toFixed(4)}ms`,
          );
          return true;
        }
        if (flow === "upload" && rng.chance(0.3)) {
          fail(t + 20, "commit version tree");
          s.add(
            t + 30,
            "upload-frontdoor",
            "error",
            `commit manifest for us_${rng.hex(12)} failed: index-catalog responded 500, will retry (attempt ${rng.int(1, 5)}/5)`,
          );
          return true;
        }
        if (flow === "restore") {
          const id = `rj-${rng.hex(8)}`;
          s.add(
            t,
            "restore-orchestrator",
            "info",
            `restore ${id} planned: ${rng.int(1, 3000)} files from ${rng.int(1, 40)} packs`,
          );
          fail(t + 40, "resolve paths");
          s.add(
            t + 60,
            "restore-orchestrator",
            "error",
            `restore ${id} failed: could not resolve paths: 500 Server Error: Internal Server Error for url: http://index-catalog:8000/v1/resolve`,
          );
          return true;
        }
        return false;
      };
    },
  },
  {
    estate: "brindle",
    category: "memory",
    origin: "indexer",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "indexer's heap fills during feed ingestion, it dies with OutOfMemoryError, goes silent, restarts and dies again; doc-feeder floods the stream with refused connections and retries",
    run(c, _e, start) {
      const { s, rng } = c;
      let t = start;
      let cycle = 0;
      const downs: [number, number][] = [];
      while (t < s.end) {
        for (let i = 0; i < 5; i++) {
          const used = 7600 + i * 110 + rng.int(0, 60);
          s.add(
            t + i * 9000,
            "indexer",
            "warn",
            `[gc] GC(${4100 + cycle * 40 + i}) Pause Full (G1 Compaction Pause) ${used}M->${used - rng.int(5, 40)}M(8192M) ${rng.int(2400, 5200)}.${rng.int(100, 999)}ms`,
          );
        }
        const die = t + 48000;
        s.add(
          die,
          "indexer",
          "error",
          `Exception in thread "feed-${rng.int(1, 8)}" java.lang.OutOfMemoryError: Java heap space`,
          {
            stack:
              "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat org.apache.lucene.util.ArrayUtil.growExact(ArrayUtil.java:323)\n\tat org.apache.lucene.util.ByteBlockPool.nextBuffer(ByteBlockPool.java:152)\n\tat org.apache.lucene.index.TermsHashPerField.add(TermsHashPerField.java:193)\n\tat org.apache.lucene.index.IndexingChain.processDocument(IndexingChain.java:620)\n\tat com.brindle.index.FeedHandler.accept(FeedHandler.java:77)",
          },
        );
        s.add(die + 300, "indexer", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        const back = die + rng.int(70000, 110000);
        downs.push([die + 300, back]);
        s.mute("indexer", die + 301, back, true);
        if (back < s.end) {
          s.add(back, "indexer", "info", "Starting IndexerApplication v4.12.0 using Java 21.0.5 with PID 1");
          s.add(
            back + 6000,
            "indexer",
            "info",
            `Started IndexerApplication in ${(8 + rng.next() * 4).toFixed(3)} seconds (process running for 9.2)`,
          );
          s.add(back + 6500, "indexer", "info", "[main] INFO  b.index.Recovery - replayed translog: 41 batches");
        }
        t = back + rng.int(60000, 120000);
        cycle++;
      }
      const isDown = (x: number) => downs.some(([a, b]) => x >= a && x < b);
      every(c, start, 400, 1500, (x) => {
        if (!isDown(x)) return;
        const b = rng.int(10000, 99999);
        s.add(
          x,
          "doc-feeder",
          "error",
          `push batch ${b} to indexer failed: HTTPConnectionPool(host='indexer', port=9200): Max retries exceeded with url: /feed (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${rng.hex(9)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        );
        s.add(
          x + 30,
          "doc-feeder",
          "warn",
          `retrying batch ${b} in ${rng.pick([1, 2, 4, 8])}s (backlog ${rng.int(2000, 40000)} docs)`,
        );
      });
      return (flow, x) => {
        if (flow === "feed" && x >= start && isDown(x)) return true;
        if (flow === "feed" && x >= start && rng.chance(0.4)) {
          s.add(
            x,
            "doc-feeder",
            "warn",
            `indexer slow to accept batch ${rng.int(10000, 99999)}: ${rng.int(4000, 15000)}ms`,
          );
          return true;
        }
        return false;
      };
    },
  },
  {
    estate: "brindle",
    category: "null_reference",
    origin: "spell-correct",
    hints: ["nonetype", "null", "none", "attributeerror"],
    severity: "medium",
    note: "spell-correct starts crashing with AttributeError on a None lexicon for most requests; query-api logs 500s from it and serves uncorrected results",
    run(c, _e, start) {
      const { s, rng } = c;
      return (flow, t, tr) => {
        if (flow !== "query" || t < start || !rng.chance(0.55)) return false;
        s.add(t + 3, "spell-correct", "error", "Exception in ASGI application", {
          trace: tr,
          stack: `Traceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/uvicorn/protocols/http/httptools_impl.py", line 426, in run_asgi\n    result = await app(  # type: ignore[func-returns-value]\n  File "/app/spell/api.py", line 61, in suggest\n    return corrector.correct(req.q, req.lang)\n  File "/app/spell/corrector.py", line 112, in correct\n    cands = self.lexicons.get(lang).candidates(tok, max_edits=2)\nAttributeError: 'NoneType' object has no attribute 'candidates'`,
        });
        s.add(
          t + 4,
          "spell-correct",
          "info",
          `10.8.${rng.int(0, 9)}.${rng.int(2, 250)}:${rng.int(30000, 60000)} - "POST /suggest HTTP/1.1" 500`,
          { trace: tr },
        );
        s.add(
          t + 10,
          "query-api",
          "error",
          `spell-correct call failed: POST http://spell-correct:8000/suggest: 500 Internal Server Error; serving uncorrected query`,
          { trace: tr },
        );
        s.add(
          t + 12,
          "ranker",
          "info",
          `rank: ${rng.int(50, 400)} candidates -> top 10 in ${(rng.next() * 12 + 1).toFixed(1)}ms (model lambdamart-v41)`,
          { trace: tr },
        );
        s.add(
          t + rng.int(30, 90),
          "query-api",
          "info",
          `GET /search lang=${rng.pick(["en", "pt", "es"])} terms=${rng.int(1, 6)} hits=${rng.int(0, 9000)} took=${rng.int(25, 95)}ms status=200 spell=degraded`,
          { trace: tr },
        );
        return true;
      };
    },
  },
  {
    estate: "kestrel",
    category: "timeout",
    origin: "shard-server",
    hints: ["timeout", "deadline", "timed out"],
    severity: "medium",
    note: "shard-server's query execution on its shards starts running past the 250 ms deadline and it cancels them with warnings; query-planner reports DeadlineExceeded and search-web answers 504",
    run(c, _e, start) {
      const { s, rng } = c;
      const slow = [rng.int(0, 7), rng.int(8, 15), rng.int(16, 23)];
      return (flow, t) => {
        if (flow !== "query" || t < start || !rng.chance(0.6)) return false;
        const sh = rng.pick(slow);
        s.add(
          t + 5,
          "shard-server",
          "warn",
          `shard=${sh} query cancelled: deadline 250ms exceeded after ${rng.int(251, 320)}ms (posting scan ${(rng.next() * 3 + 0.5).toFixed(1)}M entries)`,
        );
        s.add(
          t + 260,
          "query-planner",
          "warn",
          `shard=${sh} attempt 1 failed: rpc error: code = DeadlineExceeded desc = context deadline exceeded; retrying on replica`,
        );
        s.add(
          t + 520,
          "shard-server",
          "warn",
          `shard=${sh} query cancelled: deadline 250ms exceeded after ${rng.int(251, 320)}ms (posting scan ${(rng.next() * 3 + 0.5).toFixed(1)}M entries)`,
        );
        s.add(
          t + 780,
          "query-planner",
          "error",
          `fanout failed: shard=${sh}: rpc error: code = DeadlineExceeded desc = context deadline exceeded (2 attempts)`,
        );
        s.add(t + 1500, "search-web", "error", `upstream query-planner timed out after 1500ms`);
        s.add(
          t + 1502,
          "search-web",
          "error",
          `GET /s?q=<redacted> 504 ${(1500 + rng.next() * 10).toFixed(3)} ms - 312`,
        );
        return true;
      };
    },
  },
  {
    estate: "kestrel",
    category: "rate_limiting",
    origin: "safe-browse-check",
    hints: ["quota", "rate", "limit", "429", "resource_exhausted", "ratelimitexceeded"],
    severity: "medium",
    note: "safe-browse-check exhausts its per-minute quota at the external URL-reputation API and gets 429s; query-planner fails closed and search-web serves 503s",
    run(c, _e, start) {
      const { s, rng } = c;
      return (flow, t) => {
        if (flow !== "query" || t < start || !rng.chance(0.7)) return false;
        s.add(
          t + 5,
          "shard-server",
          "info",
          `shard=${rng.int(0, 23)} query served in ${(rng.next() * 14 + 1).toFixed(1)}ms candidates=${rng.int(10, 5000)}`,
        );
        s.add(
          t + 30,
          "safe-browse-check",
          "error",
          `lookup 10 urls failed: googleapi: Error 429: Quota exceeded for quota metric 'Lookup requests' and limit 'Lookup requests per minute' of service 'safebrowsing.googleapis.com' for consumer 'project_number:48211907731'., rateLimitExceeded`,
        );
        s.add(
          t + 35,
          "query-planner",
          "error",
          "result verification failed: safe-browse-check responded 503 (upstream quota); failing closed",
        );
        s.add(t + 40, "search-web", "error", `GET /s?q=<redacted> 503 ${(rng.next() * 30 + 40).toFixed(3)} ms - 1187`);
        return true;
      };
    },
  },
];
