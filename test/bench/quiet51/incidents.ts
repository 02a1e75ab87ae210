// The eight failures, each of a different category, written as the services involved would log them.
import { doc, http, user } from "./baseline.js";
import type { Role } from "./estates.js";
import type { Window } from "./stream.js";

export interface IncidentKind {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(w: Window, t0: number): void;
}

const S = 1000;

export const INCIDENTS: IncidentKind[] = [
  {
    key: "pg-clients",
    estate: "quillpad",
    origin: "docs",
    category: "database",
    hints: ["connection", "database", "postgres", "psql", "too many", "sql", "pool"],
    severity: "high",
    note: "doc-store cannot get Postgres connections (too many clients) and collab-sync's persist retries and edge 503s follow",
    run(w, t0) {
      const { rng, end } = w;
      w.quiet.set("docs", { from: t0 + 20 * S, keep: 0.25 });
      w.every(t0, end, 1800, (t) => {
        w.emit(t, "docs", "warn", "SQL Error: 0, SQLState: 53300");
        w.emit(t + 1, "docs", "error", "FATAL: sorry, too many clients already", {
          errType: "org.postgresql.util.PSQLException",
          stack: [
            "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:698)",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:207)",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:262)",
            "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
            "\tat com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:732)",
          ],
        });
      });
      w.every(t0 + 30 * S, end, 2500, (t) =>
        w.emit(
          t,
          "docs",
          "error",
          `saveSnapshot failed for ${doc(w)}: Could not open JPA EntityManager for transaction`,
          {
            errType: "org.springframework.transaction.CannotCreateTransactionException",
            stack: [
              "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
              "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
              "\tat io.quillpad.docstore.SnapshotService.save(SnapshotService.kt:88)",
              "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=212)",
              "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
              "\t... 41 common frames omitted",
              "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            ],
          },
        ),
      );
      w.every(t0 + 32 * S, end, 260, (t) => {
        const d = doc(w);
        const a = rng.int(1, 5);
        w.emit(
          t,
          "sync",
          a === 5 ? "error" : "warn",
          a === 5
            ? `giving up persisting ${d} after 5 attempts, keeping ${rng.int(20, 900)} updates in memory`
            : `persist ${d} to doc-store failed: 503 Service Unavailable, retry ${a}/5 in ${100 * 2 ** a}ms`,
        );
      });
      w.every(t0 + 35 * S, end, 700, (t) =>
        w.emit(
          t,
          "gw",
          "error",
          `${http(w, "gw", "GET", `/api/v2/docs/${doc(w)}`, rng.chance(0.6) ? 503 : 504, rng.int(3000, 30000))} upstream=doc-store`,
        ),
      );
    },
  },
  {
    key: "relay-heap",
    estate: "marginalia",
    origin: "sync",
    category: "memory",
    hints: ["memory", "heap", "oom", "allocation"],
    severity: "high",
    note: "crdt-relay's heap grows with loaded rooms until V8 aborts, it crash-loops and ingress and awareness report the lost sockets",
    run(w, t0) {
      const { rng, end } = w;
      for (let i = 0; i < 6; i++)
        w.emit(
          t0 + i * 15 * S,
          "sync",
          "warn",
          `heap used ${3320 + i * 140} MB of 4144 MB after GC, rooms loaded=${8120 + i * 300}, evicting idle rooms`,
        );
      const crash = (tc: number) => {
        w.emit(tc, "sync", "error", "<--- Last few GCs --->", {
          stack: [
            `[1:0x6c3f2a0]  ${rng.int(400000, 900000)} ms: Mark-Compact 4046.2 (4130.5) -> 4039.8 (4131.7) MB, 2411.62 / 0.00 ms  (average mu = 0.121, current mu = 0.009) allocation failure; scavenge might not succeed`,
            "<--- JS stacktrace --->",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8d0a3 node::Abort() [node]",
            " 2: 0xa96834 node::FatalError(char const*, char const*) [node]",
            " 3: 0xd6afae v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
            " 4: 0xf3e8b2 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
          ],
        });
        w.emit(
          tc + rng.int(18, 30) * S,
          "sync",
          "info",
          `crdt-relay 4.12.0 starting (node v20.11.1), max-old-space-size=4096`,
        );
        w.emit(
          tc + rng.int(31, 40) * S,
          "sync",
          "info",
          "ready: accepting websocket connections, warming 8000 rooms from revision-store",
        );
        w.quiet.set("sync", { from: tc, keep: 0.2 });
      };
      const first = t0 + 95 * S;
      for (let tc = first; tc < end; tc += rng.int(100, 150) * S) crash(tc);
      w.every(first, end, 220, (t) => {
        const k = rng.next();
        if (k < 0.5)
          w.emit(
            t,
            "gw",
            "error",
            `upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111 (crdt-relay:4000 /sync/ws) 503`,
          );
        else if (k < 0.8)
          w.emit(
            t,
            "presence",
            "warn",
            `lost link to crdt-relay (socket hang up), ${rng.int(50, 900)} peers orphaned, reconnect attempt ${rng.int(1, 12)}`,
          );
        else w.emit(t, "docs", "warn", `snapshot stream from crdt-relay ended early for ${doc(w)} (EOF), keeping rev`);
      });
    },
  },
  {
    key: "es-flood",
    estate: "quillpad",
    origin: "es",
    category: "disk",
    hints: ["disk", "watermark", "flood", "read-only", "read_only", "space"],
    severity: "high",
    note: "a search-es data node passes the flood-stage watermark, docs-v7 goes read-only and search-indexer's bulk writes fail with 429 cluster blocks",
    run(w, t0) {
      const { rng, end } = w;
      const path = "[lTr3XqBvRr2K0j9W7qvNwA][es-data-1][/usr/share/elasticsearch/data]";
      w.emit(
        t0 - 150 * S,
        "es",
        "warn",
        `[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-master-0] high disk watermark [90%] exceeded on ${path} free: 19.4gb[9.4%], shards will be relocated away from this node; currently relocating away shards totalling [0b] and ignoring [2] shards`,
      );
      w.emit(
        t0,
        "es",
        "warn",
        `[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-master-0] flood stage disk watermark [95%] exceeded on ${path} free: 9.8gb[4.7%], all indices on this node will be marked read-only`,
      );
      w.every(t0 + 30 * S, end, 30 * S, (t) =>
        w.emit(
          t,
          "es",
          "warn",
          `[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-master-0] flood stage disk watermark [95%] exceeded on ${path} free: ${(9.5 - (t - t0) / 200000).toFixed(1)}gb[4.${rng.int(1, 6)}%], all indices on this node will be marked read-only`,
        ),
      );
      w.quiet.set("search", { from: t0 + 2 * S, keep: 0.05 });
      w.every(t0 + 2 * S, end, 400, (t) => {
        if (rng.chance(0.6))
          w.emit(
            t,
            "search",
            "error",
            `bulk request to docs-v7 failed: ${rng.int(80, 400)} of ${rng.int(400, 500)} items rejected: [429] cluster_block_exception: index [docs-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`,
          );
        else
          w.emit(
            t,
            "search",
            "warn",
            `retrying bulk batch b_${rng.hex(6)} (attempt ${rng.int(2, 8)}/8), backlog ${rng.int(2000, 60000)} docs`,
          );
      });
      w.every(t0 + 60 * S, end, 9000, (t) =>
        w.emit(t, "sync", "warn", `search index hook lagging: ${rng.int(500, 9000)} docs not yet searchable`),
      );
    },
  },
  {
    key: "smtp-auth",
    estate: "inkwell",
    origin: "mail",
    category: "authentication",
    hints: ["auth", "smtp", "credential", "535"],
    severity: "medium",
    note: "after a secret rotation digest-mailer's SMTP logins are refused with 535 and every digest and mention email job fails and retries",
    run(w, t0) {
      const { rng, end } = w;
      w.emit(
        t0 - 4 * S,
        "mail",
        "info",
        "reloaded SMTP credentials from secret digest-mailer-smtp (rotated by vault-agent)",
      );
      w.quiet.set("mail", { from: t0, keep: 0 });
      w.every(t0, end, 900, (t) => {
        const jid = rng.hex(24);
        w.emit(
          t,
          "mail",
          "warn",
          `{"context":"Job raised exception","job":{"retry":true,"queue":"mailers","class":"DigestDeliveryJob","jid":"${jid}","retry_count":${rng.int(0, 6)}}}`,
        );
        w.emit(t + 2, "mail", "error", "535 5.7.8 Authentication credentials invalid", {
          errType: "Net::SMTPAuthenticationError",
          stack: [
            "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp.rb:1099:in `check_auth_response'",
            "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp/authenticator.rb:27:in `critical'",
            "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp/auth_login.rb:10:in `auth'",
            "/usr/local/bundle/gems/mail-2.8.1/lib/mail/network/delivery_methods/smtp.rb:109:in `start_smtp_session'",
            "/app/app/jobs/digest_delivery_job.rb:31:in `perform'",
          ],
        });
      });
      w.every(t0 + 60 * S, end, 20 * S, (t) =>
        w.emit(
          t,
          "notify",
          "warn",
          `email channel backlog: ${rng.int(400, 9000)} messages waiting on digest-mailer (oldest ${Math.round((t - t0) / 1000)}s)`,
        ),
      );
    },
  },
  {
    key: "cursors-redis-env",
    estate: "loomdesk",
    origin: "presence",
    category: "configuration",
    hints: ["config", "redis_addr", "missing", "env", "setting"],
    severity: "high",
    note: "cursors 2.8.0 rolls out without REDIS_ADDR, falls back to localhost and cannot publish; realtime-hub and api-gateway report the failed cursor calls",
    run(w, t0) {
      const { rng, end } = w;
      w.emit(t0 - 12 * S, "presence", "info", "received SIGTERM, draining (41 in-flight)");
      w.emit(t0 - 2 * S, "presence", "info", "cursors 2.8.0 starting (git 4be19a2, go1.22.3)");
      w.emit(t0 - 1 * S, "presence", "warn", "config: REDIS_ADDR not set, falling back to localhost:6379");
      w.emit(t0, "presence", "info", "ready: listening on :8080");
      w.quiet.set("presence", { from: t0, keep: 0 });
      w.every(t0 + 500, end, 1400, (t) =>
        w.emit(
          t,
          "presence",
          "error",
          `publish cursor doc=${doc(w)}: dial tcp [::1]:6379: connect: connection refused`,
        ),
      );
      w.every(t0 + 1 * S, end, 650, (t) => {
        if (rng.chance(0.4))
          w.emit(t, "sync", "error", "Failed to invoke hub method 'UpdateCursor'.", {
            errType: "System.Net.Http.HttpRequestException",
            stack: [
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
              "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
              "   at Loomdesk.Realtime.Presence.CursorsClient.PublishAsync(CursorUpdate update, CancellationToken ct) in /src/Realtime/Presence/CursorsClient.cs:line 58",
              "   at Loomdesk.Realtime.Hubs.DocHub.UpdateCursor(CursorUpdate update) in /src/Realtime/Hubs/DocHub.cs:line 112",
            ],
          });
        else
          w.emit(
            t,
            "gw",
            "error",
            `${http(w, "gw", "POST", "/presence/v1/cursor", 503, rng.int(1, 9))} upstream=cursors`,
          );
      });
    },
  },
  {
    key: "dir-timeout",
    estate: "marginalia",
    origin: "acl",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline"],
    severity: "high",
    note: "sharing's group-membership lookups stop getting answers within 5 s, its threads pile up, and ingress, crdt-relay and discuss time out on it",
    run(w, t0) {
      const { rng, end } = w;
      w.quiet.set("acl", { from: t0, keep: 0.08 });
      w.every(t0 + 5 * S, end, 1500, (t) =>
        w.emit(
          t,
          "acl",
          "warn",
          `group expansion for ${user(w)} failed, denying cached-miss check: GET https://dir.mg.internal/v1/groups?member=... timed out`,
          {
            errType: "java.net.http.HttpTimeoutException",
            stack: [
              "java.net.http.HttpTimeoutException: request timed out",
              "\tat java.net.http/jdk.internal.net.http.HttpClientImpl.send(HttpClientImpl.java:950)",
              "\tat java.net.http/jdk.internal.net.http.HttpClientFacade.send(HttpClientFacade.java:133)",
              "\tat io.marginalia.sharing.directory.GroupClient.expand(GroupClient.java:74)",
              "\tat io.marginalia.sharing.GrantEvaluator.evaluate(GrantEvaluator.java:131)",
            ],
          },
        ),
      );
      w.every(t0 + 60 * S, end, 30 * S, (t) =>
        w.emit(t, "acl", "warn", `request executor saturated: active=200 queued=${rng.int(300, 2000)}`),
      );
      w.every(t0 + 6 * S, end, 230, (t) => {
        const k = rng.next();
        if (k < 0.45)
          w.emit(
            t,
            "gw",
            "error",
            `upstream request timeout (sharing:8443, GET /v1/check) -> ${http(w, "gw", "GET", `/api/v2/docs/${doc(w)}`, 504, 15000)}`,
          );
        else if (k < 0.75)
          w.emit(
            t,
            "sync",
            "error",
            `join rejected for cl_${rng.hex(8)}: permission check timed out after 10000ms (sharing)`,
          );
        else
          w.emit(
            t,
            "comments",
            "error",
            "permission check failed: HTTPConnectionPool(host='sharing', port=8443): Read timed out. (read timeout=8)",
            {
              errType: "requests.exceptions.ReadTimeout",
            },
          );
      });
    },
  },
  {
    key: "fcm-quota",
    estate: "inkwell",
    origin: "notify",
    category: "rate_limiting",
    hints: ["rate", "429", "quota", "throttl", "resource_exhausted", "exhausted"],
    severity: "medium",
    note: "a product-announcement fan-out pushes notif-fanout past its FCM send quota; sends get 429 RESOURCE_EXHAUSTED and mention pushes are dropped",
    run(w, t0) {
      const { rng, end } = w;
      w.emit(
        t0 - 20 * S,
        "notify",
        "info",
        'campaign "whats-new-nov" fan-out started: 1,204,331 recipients, concurrency 64',
      );
      w.every(t0, end, 420, (t) => {
        if (rng.chance(0.75))
          w.emit(
            t,
            "notify",
            "warn",
            `fcm send failed: 429 RESOURCE_EXHAUSTED "Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute' of service 'fcm.googleapis.com'", retry-after ${rng.int(20, 60)}s`,
          );
        else
          w.emit(
            t,
            "notify",
            "error",
            `dropping push for ${user(w)} after 5 attempts: 429 RESOURCE_EXHAUSTED (queue depth ${rng.int(20000, 400000)})`,
          );
      });
      w.every(t0 + 40 * S, end, 3000, (t) =>
        w.emit(
          t,
          "comments",
          "warn",
          `notification enqueue to notif-fanout slow (${rng.int(2000, 9000)}ms), queue near capacity`,
        ),
      );
    },
  },
  {
    key: "mention-null",
    estate: "loomdesk",
    origin: "comments",
    category: "null_reference",
    hints: ["typeerror", "null", "cannot read", "undefined"],
    severity: "medium",
    note: "comment-thread throws a TypeError rendering mentions of deprovisioned users, so thread loads and posts fail with 500 at the gateway",
    run(w, t0) {
      const { rng, end } = w;
      w.emit(
        t0 - 25 * S,
        "acl",
        "info",
        `SCIM sync: deprovisioned ${rng.int(120, 400)} users (offboarding batch), grants revoked`,
      );
      w.quiet.set("comments", { from: t0, keep: 0.4 });
      w.every(t0, end, 1600, (t) =>
        w.emit(t, "comments", "error", "unhandled error in GET /v1/threads/:id", {
          errType: "TypeError",
          trace: w.trace(),
          stack: [
            "TypeError: Cannot read properties of null (reading 'displayName')",
            "    at renderMention (/srv/comment-thread/dist/mentions/render.js:44:31)",
            "    at Array.map (<anonymous>)",
            "    at serializeThread (/srv/comment-thread/dist/threads/serialize.js:87:40)",
            "    at async ThreadsController.get (/srv/comment-thread/dist/threads/controller.js:52:20)",
          ],
        }),
      );
      w.every(t0 + 200, end, 900, (t) => {
        if (rng.chance(0.7))
          w.emit(
            t,
            "gw",
            "error",
            `${http(w, "gw", "GET", `/api/v2/docs/${doc(w)}/comments`, 500, rng.int(10, 60))} upstream=comment-thread`,
          );
        else
          w.emit(
            t,
            "sync",
            "warn",
            `comment sidebar refresh for ${doc(w)} failed: upstream comment-thread returned 500`,
          );
      });
    },
  },
];
