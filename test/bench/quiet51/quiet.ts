// Harmless things that look alarming in a collaboration product. Each kind writes one episode starting at `at`.
import { doc, file, http, user } from "./baseline.js";
import type { Window } from "./stream.js";

export interface NoiseKind {
  key: string;
  what: string;
  run(w: Window, at: number): void;
}

const nodeStack = (fn: string, file: string) => [
  `    at ${fn} (/app/dist/${file}:${120 + (fn.length % 80)}:17)`,
  "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
];

export const NOISE: NoiseKind[] = [
  {
    key: "laptop-sleep",
    what: "a wave of sockets closing abnormally as laptops sleep, then reconnecting and resyncing",
    run(w, at) {
      w.spread(at, at + 90000, w.rng.int(60, 140), (t) => {
        const c = `cl_${w.rng.hex(8)}`;
        w.emit(
          t,
          "sync",
          "warn",
          `client ${c} socket closed abnormally code=1006 reason="" (no close frame) after ${w.rng.int(300, 30000)}s`,
        );
        w.emit(
          t + w.rng.int(20000, 200000),
          "sync",
          "info",
          `client ${c} reconnected, resync: sent ${w.rng.int(0, 400)} missing updates (state vector diff)`,
        );
      });
    },
  },
  {
    key: "edit-rebase",
    what: "concurrent edits rejected for a stale base and rebased by clients",
    run(w, at) {
      const d = doc(w);
      w.spread(at, at + 120000, w.rng.int(40, 90), (t) => {
        const rev = w.rng.int(4000, 9000);
        w.emit(
          t,
          "sync",
          "warn",
          `op rejected doc=${d}: base rev ${rev} < head ${rev + w.rng.int(1, 9)} (concurrent edit), client must transform and resubmit`,
        );
        if (w.rng.chance(0.8))
          w.emit(t + w.rng.int(40, 400), "sync", "info", `op accepted doc=${d} after client rebase (rev ${rev + 10})`);
      });
    },
  },
  {
    key: "corrupt-upload",
    what: "a user uploads a folder of corrupt PDFs that previews cannot parse",
    run(w, at) {
      w.spread(at, at + 60000, w.rng.int(25, 50), (t) => {
        w.emit(
          t,
          "preview",
          "error",
          `render failed for ${file(w)}: PDFSyntaxError: Invalid xref table (startxref points outside file)`,
          {
            errType: "PDFSyntaxError",
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/preview/render.py", line 88, in render_pdf',
              "    doc = pdfium.PdfDocument(path)",
              '  File "/usr/local/lib/python3.12/site-packages/pypdfium2/_helpers/document.py", line 78, in __init__',
              '    raise PdfiumError(f"Failed to load document (PDFium: {err}).")',
              "pypdfium2._helpers.misc.PdfiumError: Failed to load document (PDFium: Data format error).",
            ],
          },
        );
        w.emit(
          t + 30,
          "gw",
          "info",
          http(w, "gw", "GET", `/api/v2/files/f_${w.rng.hex(8)}/preview`, 200, w.rng.int(300, 900)),
        );
      });
    },
  },
  {
    key: "no-access-links",
    what: "a link pasted in a big chat channel opened by people without access",
    run(w, at) {
      const d = doc(w);
      w.spread(at, at + 150000, w.rng.int(60, 160), (t) => {
        const u = user(w);
        w.emit(
          t,
          "acl",
          "warn",
          `access denied doc=${d} principal=${u}: no grant, link sharing=restricted (offering request-access)`,
        );
        w.emit(t + 8, "gw", "warn", http(w, "gw", "GET", `/api/v2/docs/${d}`, 403, w.rng.int(5, 30)));
        if (w.rng.chance(0.2)) w.emit(t + 20000, "notify", "info", `access request for ${d} from ${u} sent to owner`);
      });
    },
  },
  {
    key: "digest-throttled",
    what: "the mail provider defers the morning digest burst with 421 and later accepts it",
    run(w, at) {
      const r = w.has("mail") ? "mail" : "notify";
      w.spread(at, at + 180000, w.rng.int(50, 120), (t) => {
        w.emit(
          t,
          r,
          "warn",
          `digest to ${user(w)}@… deferred: 421 4.7.0 Try again later, closing connection (throttled), requeued with backoff ${w.rng.pick([30, 60, 120])}s`,
        );
      });
      w.spread(at + 120000, at + 400000, w.rng.int(20, 40), (t) =>
        w.emit(t, r, "info", `digest batch ${w.rng.int(1, 60)} delivered after deferral (250 2.0.0 OK)`),
      );
    },
  },
  {
    key: "hard-bounces",
    what: "hard bounces for departed employees' addresses, suppressed",
    run(w, at) {
      const r = w.has("mail") ? "mail" : "notify";
      w.spread(at, at + 100000, w.rng.int(20, 45), (t) =>
        w.emit(
          t,
          r,
          "error",
          `delivery failed for ${user(w)}: 550 5.1.1 The email account that you tried to reach does not exist, address added to suppression list`,
        ),
      );
    },
  },
  {
    key: "es-slowlog",
    what: "search slow log and GC overhead warnings during a wildcard query spike",
    run(w, at) {
      w.spread(at, at + 90000, w.rng.int(15, 40), (t) => {
        const ms = w.rng.int(1200, 6000);
        if (w.has("es"))
          w.emit(
            t,
            "es",
            "warn",
            `[WARN ][i.s.s.query] [es-data-1] [docs-v7][${w.rng.int(0, 4)}] took[${(ms / 1000).toFixed(1)}s], took_millis[${ms}], total_hits[${w.rng.int(1000, 90000)}+ hits], search_type[QUERY_THEN_FETCH], source[{"query":{"wildcard":{"body":{"value":"*${w.rng.pick(["a", "e", "in", "the"])}*"}}}}]`,
          );
        w.emit(
          t + 50,
          "search",
          "warn",
          `slow query ${ms}ms workspace=w_${w.rng.int(100, 999)} q="*${w.rng.pick(["a", "e", "in"])}*" (leading wildcard)`,
        );
      });
      if (w.has("es"))
        w.spread(at, at + 60000, 6, (t) =>
          w.emit(
            t,
            "es",
            "warn",
            `[WARN ][o.e.m.j.JvmGcMonitorService] [es-data-1] [gc][${w.rng.int(10000, 90000)}] overhead, spent [${w.rng.int(300, 900)}ms] collecting in the last [1s]`,
          ),
        );
    },
  },
  {
    key: "bulk-partial",
    what: "a workspace reindex where a few documents are rejected by the mapping",
    run(w, at) {
      w.spread(at, at + 80000, w.rng.int(12, 30), (t) =>
        w.emit(
          t,
          "search",
          "error",
          `bulk item failed id=${doc(w)}: mapper_parsing_exception: failed to parse field [custom.due] of type [date] in document, preview: [tomorrow-ish]; skipping document`,
        ),
      );
      w.emit(
        at + 85000,
        "search",
        "info",
        `reindex workspace=w_${w.rng.int(100, 999)} finished: ${w.rng.int(20000, 90000)} indexed, 23 skipped`,
      );
    },
  },
  {
    key: "sync-rollout",
    what: "a rolling restart of the sync tier: sockets drained, a few 502s, clients reconnect elsewhere",
    run(w, at) {
      w.emit(
        at,
        "sync",
        "info",
        `received SIGTERM, closing ${w.rng.int(800, 3000)} sockets with 1012 (service restart)`,
      );
      w.spread(at, at + 40000, w.rng.int(40, 90), (t) =>
        w.emit(t, "sync", "info", `client cl_${w.rng.hex(8)} disconnected code=1012 (service restart)`),
      );
      w.spread(at, at + 15000, w.rng.int(6, 20), (t) =>
        w.emit(
          t,
          "gw",
          "error",
          `upstream connect error or disconnect/reset before headers. reset reason: connection termination (upstream ${w.name("sync")}:8080, /sync/ws) 502`,
        ),
      );
      w.emit(
        at + 30000,
        "sync",
        "info",
        `${w.name("sync")} ${w.rng.int(2, 5)}.${w.rng.int(0, 30)}.${w.rng.int(0, 9)} starting`,
      );
      w.emit(at + 36000, "sync", "info", "ready: accepting websocket connections");
    },
  },
  {
    key: "cert-reload",
    what: "the gateway reloads its certificates; a handful of in-flight streams are cut and retried",
    run(w, at) {
      w.emit(
        at,
        "gw",
        "info",
        "TLS certificate for *.app reloaded (notAfter 2027-02-27T23:59:59Z), hot-swapped listeners",
      );
      w.spread(at, at + 5000, w.rng.int(5, 15), (t) =>
        w.emit(
          t,
          "gw",
          "warn",
          `client closed connection during TLS handshake: remote error: tls: bad certificate (client ${w.rng.int(10, 200)}.${w.rng.int(0, 255)}.x.x, old pinned cert)`,
        ),
      );
    },
  },
  {
    key: "probe-blip",
    what: "one readiness probe fails during a slow GC and recovers",
    run(w, at) {
      const r = w.rng.pick(["docs", "acl", "comments"] as const);
      w.emit(at, r, "warn", `health check /readyz took 3120ms (threshold 3000ms) - reporting NOT READY`);
      w.emit(at + 10000, r, "warn", `health check /readyz took 2890ms`);
      w.emit(at + 20000, r, "info", `health check /readyz ok (12ms), READY again`);
      w.emit(
        at + 400,
        "gw",
        "warn",
        `endpoint ${w.name(r)}:8080 removed from pool (readiness failed), 2 endpoints remain`,
      );
      w.emit(at + 20400, "gw", "info", `endpoint ${w.name(r)}:8080 added back to pool`);
    },
  },
  {
    key: "huge-paste",
    what: "clients pasting huge content hit the message size limit and are told to chunk",
    run(w, at) {
      w.spread(at, at + 60000, w.rng.int(10, 25), (t) =>
        w.emit(
          t,
          "sync",
          "error",
          `message from cl_${w.rng.hex(8)} rejected: payload ${w.rng.int(17, 60)} MB exceeds max 16 MB (close 1009 Message Too Big); client will split update`,
        ),
      );
    },
  },
  {
    key: "expired-links-crawler",
    what: "a link checker crawling old share links that expired",
    run(w, at) {
      w.spread(at, at + 120000, w.rng.int(80, 200), (t) => {
        w.emit(
          t,
          "gw",
          "warn",
          `${http(w, "gw", "GET", `/s/${w.rng.hex(12)}`, 404, w.rng.int(1, 5))} ua="LinkChecker/10.2"`,
        );
        if (w.rng.chance(0.5))
          w.emit(t + 3, "acl", "info", `share token lookup: token expired or revoked (returning 404)`);
      });
    },
  },
  {
    key: "abusive-client",
    what: "one integration hammers the API and the gateway's own limiter answers 429 as designed",
    run(w, at) {
      const k = `key_${w.rng.hex(6)}`;
      w.spread(at, at + 100000, w.rng.int(100, 250), (t) =>
        w.emit(
          t,
          "gw",
          "warn",
          `rate limit exceeded api_key=${k} route=/api/v2/docs limit=600/min -> 429 (retry-after 12s)`,
        ),
      );
    },
  },
  {
    key: "old-clients",
    what: "old desktop clients speaking a deprecated protocol are asked to upgrade",
    run(w, at) {
      w.spread(at, at + 200000, w.rng.int(40, 100), (t) =>
        w.emit(
          t,
          "sync",
          "warn",
          `client cl_${w.rng.hex(8)} speaks protocol v1 (desktop 3.${w.rng.int(0, 8)}.x), deprecated: sent upgrade-required notice, falling back to polling`,
        ),
      );
    },
  },
  {
    key: "tombstone-purge",
    what: "the nightly purge of trashed documents skips ones still referenced",
    run(w, at) {
      w.emit(at, "docs", "info", "purge job started: trashed docs older than 30 days");
      w.spread(at, at + 90000, w.rng.int(20, 50), (t) =>
        w.emit(
          t,
          "docs",
          "error",
          `purge: cannot delete ${doc(w)}: still referenced by ${w.rng.int(1, 4)} live embed(s), skipped`,
        ),
      );
      w.emit(at + 95000, "docs", "info", `purge job done: deleted ${w.rng.int(400, 3000)}, skipped 34`);
    },
  },
  {
    key: "jvm-pause",
    what: "a long GC pause on the document store, traffic resumes",
    run(w, at) {
      w.emit(
        at,
        "docs",
        "warn",
        `Detected pause in JVM or host machine (eg GC): pause of approximately ${w.rng.int(1500, 4000)}ms`,
      );
      w.spread(at, at + 3000, w.rng.int(4, 10), (t) =>
        w.emit(t, "sync", "warn", `slow persist to ${w.name("docs")}: ${w.rng.int(1500, 4000)}ms (threshold 1000ms)`),
      );
    },
  },
  {
    key: "duplicate-mentions",
    what: "mention notifications deduplicated after a client double-submits",
    run(w, at) {
      w.spread(at, at + 80000, w.rng.int(20, 60), (t) =>
        w.emit(
          t,
          "notify",
          "warn",
          `duplicate mention suppressed key=${w.rng.hex(10)} (already sent ${w.rng.int(1, 20)}s ago)`,
        ),
      );
    },
  },
  {
    key: "cdn-purge-thumbs",
    what: "a thumbnail cache purge causes a regeneration wave",
    run(w, at) {
      w.emit(at, "preview", "info", "thumbnail cache invalidated by purge request (prefix thumbs/v2/)");
      w.spread(at, at + 150000, w.rng.int(150, 300), (t) =>
        w.emit(
          t,
          "preview",
          "warn",
          `thumbnail cache miss ${w.rng.hex(12)} 256px, regenerating (queue depth ${w.rng.int(10, 400)})`,
        ),
      );
    },
  },
  {
    key: "slow-compaction",
    what: "compaction of a giant document's op log runs long",
    run(w, at) {
      const d = doc(w);
      w.spread(at, at + 60000, 8, (t, i) =>
        w.emit(
          t,
          "docs",
          "warn",
          `compaction of ${d} still running: ${(i + 1) * 260000} ops folded, elapsed ${(i + 1) * 7}s (slow)`,
        ),
      );
      w.emit(at + 62000, "docs", "info", `compaction of ${d} done: 2.1M ops -> snapshot 38 MB`);
    },
  },
  {
    key: "version-conflicts",
    what: "indexer version conflicts retried successfully",
    run(w, at) {
      w.spread(at, at + 90000, w.rng.int(20, 50), (t) => {
        const d = doc(w);
        w.emit(
          t,
          "search",
          "warn",
          `version_conflict_engine_exception on ${d}: current version [${w.rng.int(10, 99)}] is different than the one provided, retrying with fresh doc`,
        );
        w.emit(t + w.rng.int(50, 300), "search", "info", `reindexed ${d} after conflict`);
      });
    },
  },
  {
    key: "mobile-pings",
    what: "mobile clients on flaky networks miss heartbeats and are closed",
    run(w, at) {
      w.spread(at, at + 150000, w.rng.int(40, 100), (t) =>
        w.emit(
          t,
          "sync",
          "warn",
          `ping timeout: no pong from cl_${w.rng.hex(8)} (ios ${w.rng.int(15, 18)}.x) in 30000ms, terminating socket`,
        ),
      );
      w.spread(at, at + 150000, w.rng.int(20, 50), (t) =>
        w.emit(t, "presence", "info", `peer left on timeout, cursor removed doc=${doc(w)}`),
      );
    },
  },
  {
    key: "slow-consumer",
    what: "presence drops cursor updates for a slow consumer in a 300-person all-hands doc",
    run(w, at) {
      const d = doc(w);
      w.spread(at, at + 100000, w.rng.int(30, 70), (t) =>
        w.emit(
          t,
          "presence",
          "warn",
          `slow consumer cl_${w.rng.hex(8)} on ${d}: send buffer full, dropped ${w.rng.int(10, 400)} cursor updates (coalescing)`,
        ),
      );
    },
  },
  {
    key: "mention-left-user",
    what: "mentions of people who left the workspace",
    run(w, at) {
      w.spread(at, at + 100000, w.rng.int(15, 40), (t) =>
        w.emit(
          t,
          "comments",
          "error",
          `mention target ${user(w)} is not a member of workspace w_${w.rng.int(100, 999)} (deprovisioned), notification not sent`,
        ),
      );
    },
  },
  {
    key: "group-sync",
    what: "a directory group sync invalidates the permission cache and latency rises briefly",
    run(w, at) {
      w.emit(
        at,
        "acl",
        "info",
        `group sync: ${w.rng.int(200, 900)} membership changes from directory, invalidating permission cache`,
      );
      w.spread(at, at + 40000, w.rng.int(30, 80), (t) =>
        w.emit(
          t,
          "acl",
          "warn",
          `permission cache miss storm: evaluated grants for doc=${doc(w)} in ${w.rng.int(200, 900)}ms (slow)`,
        ),
      );
    },
  },
  {
    key: "av-quarantine",
    what: "the upload scanner quarantines test files",
    run(w, at) {
      w.spread(at, at + 60000, w.rng.int(5, 15), (t) =>
        w.emit(
          t,
          "preview",
          "error",
          `upload f_${w.rng.hex(8)} quarantined: clamd: stream: Eicar-Test-Signature FOUND, preview refused`,
        ),
      );
    },
  },
  {
    key: "unsupported-type",
    what: "previews requested for file types without a renderer",
    run(w, at) {
      w.spread(at, at + 120000, w.rng.int(30, 70), (t) =>
        w.emit(
          t,
          "preview",
          "warn",
          `no renderer for ${w.rng.pick(["application/x-sketch", "image/vnd.adobe.photoshop", "application/x-figma", "model/stl"])}, serving generic icon`,
        ),
      );
    },
  },
  {
    key: "expired-sessions",
    what: "tabs left open overnight present expired tokens and refresh",
    run(w, at) {
      w.spread(at, at + 120000, w.rng.int(60, 150), (t) => {
        w.emit(
          t,
          "gw",
          "warn",
          `401 Unauthorized /sync/ws: jwt expired at ${new Date(t - w.rng.int(3600000, 40000000)).toISOString()} (client will refresh)`,
        );
        if (w.rng.chance(0.7))
          w.emit(
            t + w.rng.int(300, 2000),
            "gw",
            "info",
            http(w, "gw", "POST", "/auth/refresh", 200, w.rng.int(20, 90)),
          );
      });
    },
  },
  {
    key: "offline-replay",
    what: "clients back from a flight replay big offline backlogs",
    run(w, at) {
      w.spread(at, at + 120000, w.rng.int(10, 25), (t) =>
        w.emit(
          t,
          "sync",
          "warn",
          `client cl_${w.rng.hex(8)} replayed ${w.rng.int(2000, 40000)} offline updates for ${doc(w)} (took ${w.rng.int(1500, 9000)}ms, blocking room)`,
        ),
      );
    },
  },
  {
    key: "replica-lag",
    what: "read replica lag during a vacuum; reads fall back to the primary",
    run(w, at) {
      w.spread(at, at + 60000, w.rng.int(10, 25), (t) =>
        w.emit(
          t,
          "docs",
          "warn",
          `replica lag ${(w.rng.int(30, 120) / 10).toFixed(1)}s exceeds 2.0s, routing reads to primary`,
        ),
      );
      w.emit(at + 65000, "docs", "info", "replica lag 0.1s, reads back on replica");
    },
  },
  {
    key: "unhandled-client-error",
    what: "a browser extension sends malformed updates that are dropped with a stack trace",
    run(w, at) {
      w.spread(at, at + 90000, w.rng.int(6, 14), (t) =>
        w.emit(
          t,
          "sync",
          "error",
          `dropped malformed update from cl_${w.rng.hex(8)}: RangeError: Invalid typed array length: ${w.rng.int(-9, -1)}`,
          {
            errType: "RangeError",
            stack: [
              "RangeError: Invalid typed array length: -4",
              ...nodeStack("Decoder.readVarUint8Array", "lib/decoding.js"),
              ...nodeStack("applyUpdateV2", "lib/sync.js"),
            ],
          },
        ),
      );
    },
  },
  {
    key: "sso-cancelled",
    what: "users abandoning the SSO login page produce callback errors",
    run(w, at) {
      w.spread(at, at + 120000, w.rng.int(20, 50), (t) =>
        w.emit(
          t,
          "gw",
          "error",
          `oidc callback error: access_denied "The user cancelled the login" state=${w.rng.hex(10)} -> redirect /login`,
        ),
      );
    },
  },
  {
    key: "spam-comments",
    what: "a spam account posting comments in a public doc is blocked by validation",
    run(w, at) {
      w.spread(at, at + 70000, w.rng.int(30, 70), (t) =>
        w.emit(
          t,
          "comments",
          "warn",
          `${http(w, "comments", "POST", `/v1/threads/c_${w.rng.hex(6)}/comments`, 422, w.rng.int(4, 20))} body rejected: link_spam score=0.${w.rng.int(91, 99)}`,
        ),
      );
    },
  },
  {
    key: "large-export",
    what: "a workspace export job retries chunk uploads and finishes",
    run(w, at) {
      w.spread(at, at + 150000, w.rng.int(10, 25), (t) => {
        w.emit(
          t,
          "docs",
          "warn",
          `export ex_${w.rng.hex(6)}: chunk upload slow (SlowDown: Please reduce your request rate), retrying in 1s`,
        );
        w.emit(t + 1200, "docs", "info", "export chunk uploaded after retry");
      });
    },
  },
];
