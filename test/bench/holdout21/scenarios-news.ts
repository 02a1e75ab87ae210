// Incidents of the newsroom publishing system (inkwire): Node story API, PHP/Laravel CMS, Rust renderer,
// Elixir wire ingest, Go paywall and transcoder, Python/Celery search indexing, Rails comments, Kotlin syndication,
// Cassandra, NATS and kubelet.
import { E, F, I, W } from "./lines.js";
import type { Rng } from "./rng.js";
import type { Spec } from "./types.js";

const story = (r: Rng) => `st-${r.hex(6)}`;
const reader = (r: Rng) => `r${r.int(100000, 999999)}`;

export const NEWS: Spec[] = [
  {
    estate: "news",
    origin: "search-indexer",
    category: "memory",
    hints: ["memory", "oom", "137", "sigkill"],
    sev: "high",
    note: "search-indexer's Celery worker grows past its memory limit and is OOMKilled (exit 137) by the kubelet; Celery reports the worker lost to SIGKILL.",
    first: [W("worker rss 3.6 GiB exceeds soft limit 3.0 GiB while bulk reindexing stories-v8")],
    rate: 3,
    gen: [
      (r) =>
        E(
          `Task indexer.reindex_desk[${r.uuid()}] raised unexpected: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${r.int(100, 900)}.')`,
        ),
      (r) => W(`worker rss ${r.int(3, 4)}.${r.int(0, 9)} GiB exceeds soft limit 3.0 GiB`),
    ],
    callers: [
      {
        svc: "kubelet",
        rate: 1,
        lag: 30,
        gen: [
          (r) =>
            W(
              `"Container terminated" pod="newsroom/search-indexer-${r.hex(5)}" containerName="search-indexer" exitCode=137 reason="OOMKilled"`,
            ),
        ],
      },
      {
        svc: "story-api",
        rate: 3,
        lag: 90,
        gen: [(r) => W(`search results for desk ${r.pick(["metro", "sport"])} are ${r.int(5, 30)} minutes stale`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "story-api",
    category: "memory",
    hints: ["memory", "heap", "out of memory"],
    sev: "high",
    note: "story-api (Node) reaches the V8 heap limit and crashes with JavaScript heap out of memory; render-farm then cannot reach it.",
    first: [
      W(
        "<--- Last few GCs ---> [1:0x6a3c2e0] 611422 ms: Mark-Compact 2030.1 (2083.4) -> 2021.7 (2084.2) MB, 1902.44 / 0.00 ms (average mu = 0.121)",
      ),
      F("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", [
        " 1: 0xb8cf80 node::Abort() [node]",
        " 2: 0xa98ae4  [node]",
        " 3: 0xd6c6b0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        " 4: 0xf44a35 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
      ]),
    ],
    silence: true,
    rate: 0.8,
    gen: [() => F("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory")],
    callers: [
      {
        svc: "render-farm",
        rate: 18,
        lag: 4,
        gen: [
          (r) =>
            E(
              `fetch story ${story(r)} failed: error sending request for url (http://story-api.newsroom.svc:3000/v1/stories/${story(r)}): tcp connect error: Connection refused (os error 111)`,
            ),
        ],
      },
      {
        svc: "kubelet",
        rate: 0.8,
        lag: 6,
        gen: [() => W('"Container terminated" containerName="story-api" exitCode=134 reason="Error"')],
      },
    ],
  },
  {
    estate: "news",
    origin: "cms-editor",
    category: "timeout",
    hints: ["timeout", "execution time", "exceeded"],
    sev: "medium",
    note: "cms-editor's image-crop step runs past PHP's 30 s max_execution_time on large uploads, so saving drafts with images fails.",
    rate: 8,
    gen: [
      () =>
        F(
          "PHP Fatal error:  Maximum execution time of 30 seconds exceeded in /var/www/app/Media/CropService.php on line 144",
        ),
      (r) => E(`[http] 500 POST /drafts/${story(r)}/media ${r.int(30000, 30200)}ms`),
    ],
    callers: [],
  },
  {
    estate: "news",
    origin: "paywall-svc",
    category: "timeout",
    hints: ["deadline", "timeout", "lock"],
    sev: "medium",
    note: "paywall-svc cannot take its per-reader meter lock within 2 s (context deadline exceeded); story-api falls back to metered access with warnings.",
    rate: 14,
    gen: [
      (r) =>
        E(`meter update reader=${reader(r)}: acquire lock meter:${reader(r)}: context deadline exceeded (waited 2.0s)`),
      (r) => W(`entitlement check reader=${reader(r)} degraded: lock wait ${r.int(1900, 2100)}ms`),
    ],
    callers: [
      {
        svc: "story-api",
        rate: 10,
        lag: 6,
        gen: [(r) => W(`paywall check for ${reader(r)} timed out after 2500ms, serving metered fallback`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "comments-svc",
    category: "database",
    hints: ["database", "too many", "connections", "pg"],
    sev: "high",
    note: "comments-svc's PostgreSQL server runs out of connection slots (too many clients already); comment posts fail across the site.",
    rate: 14,
    gen: [
      () =>
        E(
          'ActiveRecord::ConnectionNotEstablished (connection to server at "10.6.4.20", port 5432 failed: FATAL:  sorry, too many clients already):',
          [
            "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:61:in `rescue in new_client'",
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:1082:in `checkout_new_connection'",
            "app/controllers/comments_controller.rb:21:in `create'",
          ],
        ),
      (r) => E(`Completed 500 Internal Server Error in ${r.int(20, 400)}ms`),
    ],
    callers: [
      {
        svc: "story-api",
        rate: 8,
        lag: 10,
        gen: [(r) => E(`POST /v1/stories/${story(r)}/comments 502: comments-svc responded 500`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "wire-ingest",
    category: "database",
    hints: ["dbconnection", "connection", "pool", "database"],
    sev: "high",
    note: "wire-ingest's Ecto pool cannot serve checkouts fast enough (DBConnection queue drops) while a long migration holds connections.",
    rate: 12,
    gen: [
      (r) =>
        E(`store wire item failed slug=${r.hex(8)}`, [
          `** (DBConnection.ConnectionError) connection not available and request was dropped from queue after ${r.int(2000, 3200)}ms. This means requests are coming in and your connection pool cannot serve them fast enough.`,
          "    (ecto_sql 3.11.1) lib/ecto/adapters/sql.ex:1054: Ecto.Adapters.SQL.raise_sql_call_error/1",
          "    (wire_ingest 1.9.0) lib/wire_ingest/store.ex:33: WireIngest.Store.insert_item/1",
        ]),
      (r) =>
        W(
          `Postgrex.Protocol (#PID<0.${r.int(400, 900)}.0>) disconnected: ** (DBConnection.ConnectionError) client #PID<0.${r.int(1000, 9000)}.0> timed out because it queued and checked out the connection for longer than 15000ms`,
        ),
    ],
    callers: [{ svc: "story-api", rate: 2, lag: 120, gen: [() => W("no wire items received in the last 3 minutes")] }],
  },
  {
    estate: "news",
    origin: "render-farm",
    category: "configuration",
    hints: ["config", "invalid", "url", "template_cdn_base"],
    sev: "high",
    note: "A render-farm release ships an invalid TEMPLATE_CDN_BASE; the Rust binary panics at start-up in a crash loop and story pages return 503.",
    pre: [
      {
        dt: -30,
        svc: "render-farm",
        line: I("render-farm 0.42.0 starting (config: /etc/render/render.toml, env overrides: TEMPLATE_CDN_BASE)"),
      },
    ],
    first: [
      F("thread 'main' panicked at src/config.rs:88:14:", [
        'invalid TEMPLATE_CDN_BASE "cdn.inkwire.example/tpl": relative URL without a base',
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
      ]),
    ],
    silence: true,
    rate: 1.2,
    gen: [
      () =>
        F(
          "thread 'main' panicked at src/config.rs:88:14: invalid TEMPLATE_CDN_BASE \"cdn.inkwire.example/tpl\": relative URL without a base",
        ),
    ],
    callers: [
      {
        svc: "kubelet",
        rate: 1,
        lag: 20,
        gen: [
          () =>
            W(
              '"Back-off restarting failed container" containerName="render-farm" pod="newsroom/render-farm-6f7d9" exitCode=101',
            ),
        ],
      },
      {
        svc: "story-api",
        rate: 12,
        lag: 8,
        gen: [(r) => E(`GET /v1/stories/${story(r)}/html 503: render-farm unavailable`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "syndication-feed",
    category: "configuration",
    hints: ["config", "endpoint", "property", "unknownhost"],
    sev: "medium",
    note: "A config-server refresh changes syndication-feed's partner endpoint to a host that does not exist, so every push to that partner fails.",
    pre: [
      {
        dt: -18,
        svc: "syndication-feed",
        line: I("Refreshed keys : [feeds.partners.apple-news.endpoint] (config revision 7f2a91c)"),
      },
    ],
    rate: 9,
    gen: [
      (r) =>
        E(`Push to partner apple-news failed for ${story(r)} (endpoint from feeds.partners.apple-news.endpoint)`, [
          'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://news-ingest.apple-partner.example.invalid/v1/channels/inkwire/articles": news-ingest.apple-partner.example.invalid',
          "Caused by: java.net.UnknownHostException: news-ingest.apple-partner.example.invalid",
          "\tat java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java:567)",
          "\tat com.inkwire.syndication.partner.PartnerClient.push(PartnerClient.kt:47)",
        ]),
    ],
    callers: [],
  },
  {
    estate: "news",
    origin: "paywall-svc",
    category: "network",
    hints: ["network", "route", "dial", "tcp"],
    sev: "medium",
    note: "paywall-svc loses the network route to its entitlement cache node (no route to host); story-api reports failed paywall checks.",
    rate: 14,
    gen: [
      () => E("entitlement cache: dial tcp 10.6.3.21:6379: connect: no route to host"),
      (r) =>
        E(
          `entitlement check reader=${reader(r)} failed: read tcp 10.6.2.9:${r.int(40000, 60000)}->10.6.3.21:6379: read: connection reset by peer`,
        ),
    ],
    callers: [
      {
        svc: "story-api",
        rate: 12,
        lag: 4,
        gen: [(r) => E(`paywall-svc returned 500 for ${reader(r)}, denying premium content`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "media-transcoder",
    category: "network",
    hints: ["network", "reset", "tls", "connection"],
    sev: "medium",
    note: "media-transcoder's uploads to the CDN origin fail on the path: TLS handshakes time out and connections are reset.",
    rate: 10,
    gen: [
      (r) =>
        E(
          `upload segment job=${r.hex(10)} seg=${r.int(1, 400)}: Put "https://origin.cdn-partner.example/hls/": net/http: TLS handshake timeout`,
        ),
      (r) =>
        E(
          `upload segment job=${r.hex(10)}: write tcp 10.6.2.14:${r.int(40000, 60000)}->203.0.113.40:443: write: connection reset by peer`,
        ),
    ],
    callers: [
      {
        svc: "cms-editor",
        rate: 2,
        lag: 120,
        gen: [(r) => W(`video for ${story(r)} still processing after 10 minutes`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "wire-ingest",
    category: "authentication",
    hints: ["authentication", "401", "credentials", "unauthorized"],
    sev: "medium",
    note: "wire-ingest's agency feed login is rejected after a password rotation (401 invalid credentials), so no wire copy arrives; the agency does not log here.",
    rate: 6,
    gen: [
      (r) =>
        E(
          `feed ${r.pick(["ap", "reuters"])} poll failed: HTTP 401 Unauthorized: invalid credentials for account newsroom-ingest`,
        ),
      () => W("feed poller backing off 60s after authentication failure"),
    ],
    callers: [{ svc: "story-api", rate: 1, lag: 180, gen: [() => W("no wire items received in the last 3 minutes")] }],
  },
  {
    estate: "news",
    origin: "comments-svc",
    category: "authorization",
    hints: ["authorization", "notauthorized", "not allowed", "permission"],
    sev: "medium",
    note: "After a role migration comments-svc's policy denies moderators (Pundit::NotAuthorizedError), so moderation actions fail with 403.",
    rate: 8,
    gen: [
      (r) =>
        E(
          `Pundit::NotAuthorizedError (not allowed to moderate? this Comment c${r.int(100000, 999999)}) user=mod${r.int(10, 99)} role=desk_moderator`,
        ),
      (r) => W(`Completed 403 Forbidden in ${r.int(3, 30)}ms`),
    ],
    callers: [
      {
        svc: "cms-editor",
        rate: 3,
        lag: 20,
        gen: [(r) => W(`moderation queue action failed: comments-svc 403 for c${r.int(100000, 999999)}`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "media-transcoder",
    category: "rate_limiting",
    hints: ["rate", "quota", "exceeded", "429"],
    sev: "medium",
    note: "media-transcoder's pushes to the video platform exceed the upload quota and are rejected with rateLimitExceeded/429; the platform does not log here.",
    rate: 8,
    gen: [
      (r) =>
        E(
          `publish job=${r.hex(10)} to video platform: googleapi: Error 429: rateLimitExceeded, Too many uploads in a short period`,
        ),
      (r) => W(`publish job=${r.hex(10)} deferred: daily upload quota exceeded, retry after ${r.int(10, 60)}m`),
    ],
    callers: [],
  },
  {
    estate: "news",
    origin: "wire-ingest",
    category: "validation",
    hints: ["validation", "invalid", "schema"],
    sev: "medium",
    note: "wire-ingest rejects agency items whose NewsML pubDate no longer validates after the agency changed its feed.",
    rate: 10,
    gen: [
      (r) =>
        W(
          `rejecting wire item slug=${r.hex(8)}: %Ecto.Changeset{valid?: false, errors: [published_at: {"is invalid", [type: :utc_datetime, validation: :cast]}]}`,
        ),
      (r) =>
        E(
          `batch from ${r.pick(["afp", "dpa"])}: ${r.int(20, 60)} items failed validation (pubDate "2026-09-22T25:${r.int(10, 59)}:00+02:00")`,
        ),
    ],
    callers: [],
  },
  {
    estate: "news",
    origin: "render-farm",
    category: "null_reference",
    hints: ["none", "unwrap", "option", "null"],
    sev: "medium",
    note: "render-farm panics unwrapping a missing byline (Option::unwrap on None) for wire stories, so those pages return 500.",
    rate: 8,
    gen: [
      (r) =>
        E(
          `thread 'tokio-runtime-worker' panicked at src/render/byline.rs:52:37: called \`Option::unwrap()\` on a \`None\` value (story ${story(r)})`,
        ),
      () => E("request handler panicked, returning 500"),
    ],
    callers: [
      {
        svc: "story-api",
        rate: 6,
        lag: 3,
        gen: [(r) => E(`GET /v1/stories/${story(r)}/html 502: render-farm responded 500`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "paywall-svc",
    category: "dependency",
    hints: ["dependency", "502", "circuit", "breaker", "upstream"],
    sev: "medium",
    note: "The subscription vendor behind paywall-svc answers 502/503 and paywall-svc's circuit breaker opens; the vendor does not log here, so paywall-svc is the origin.",
    rate: 12,
    gen: [
      (r) =>
        E(
          `subscription lookup reader=${reader(r)}: vendor returned 502 Bad Gateway (https://api.subs-vendor.example/v2/entitlements)`,
        ),
      () => W("circuit breaker subs-vendor state changed from closed to open (failures 25/50)"),
      (r) => E(`subscription lookup reader=${reader(r)}: circuit breaker is open`),
    ],
    callers: [
      {
        svc: "story-api",
        rate: 6,
        lag: 15,
        gen: [(r) => W(`paywall-svc degraded for ${reader(r)}: subscription status unknown`)],
      },
    ],
  },
  {
    estate: "news",
    origin: "cassandra",
    category: "disk",
    hints: ["disk", "space", "full"],
    sev: "high",
    note: "A Cassandra node's commit-log volume fills up, the disk failure policy stops transport, and comments-svc writes fail.",
    first: [
      E(
        "CommitLog.java:412 - Failed managing commit log segments. Commit disk failure policy is stop; terminating thread",
        ["java.io.IOException: No space left on device", "\tat sun.nio.ch.FileDispatcherImpl.write0(Native Method)"],
      ),
    ],
    rate: 4,
    gen: [
      () => E("StorageService.java:492 - Stopping gossiper and native transport due to disk failure policy"),
      () => W("Directories.java:244 - /var/lib/cassandra/commitlog has only 0 MiB free"),
    ],
    callers: [
      {
        svc: "comments-svc",
        rate: 12,
        lag: 10,
        gen: [
          () =>
            E(
              "Cassandra::Errors::NoHostsAvailable: All attempted hosts failed: 10.6.5.11 (Cassandra::Errors::IOError: Connection refused)",
            ),
        ],
      },
    ],
  },
  {
    estate: "news",
    origin: "cms-editor",
    category: "unknown",
    hints: ["unknown", "500", "error"],
    sev: "medium",
    note: "cms-editor's publish endpoint starts failing with bare 500s and a generic message, never saying why; editors' publishes stop reaching story-api.",
    rate: 10,
    gen: [
      (r) => E(`[http] 500 POST /drafts/${story(r)}/publish ${r.int(5, 40)}ms`),
      () => E("Server Error: An unexpected error occurred."),
    ],
    callers: [],
  },
];
