// The eight incidents, each from a failure mode seen in public postmortems, in the words the real software uses.
// Origins are often quiet (WARN only, or a few lines) while callers, retries and edge 5xx are loud.
import { deployLines, every } from "./timeline.js";
import type { Scenario } from "./types.js";

const esNode = "[es-data-1][Qm3xT0bFRy2oF6Z1u9lq3A][/usr/share/elasticsearch/data]";

export const incidents: Scenario[] = [
  {
    kind: "es-flood-stage-read-only",
    estate: "lingoloop",
    needs: ["tutor-search-es", "search-tutors", "lesson-booking", "homework-upload", "notify-dispatch"],
    incident: {
      origin: "tutor-search-es",
      category: "disk",
      hints: ["disk", "watermark", "flood", "read-only", "block"],
      severity: "medium",
      at: 0.4,
    },
    note: "The tutor search Elasticsearch node crosses the flood-stage disk watermark and only WARNs while its indices go read-only; the search service's availability writes fail with cluster_block_exception and retries, bookings then hit stale slots.",
    run: (c, f) => {
      every(c, c.start, f, 45000, (t) =>
        c.emit(
          "tutor-search-es",
          t,
          "warn",
          `high disk watermark [90%] exceeded on ${esNode} free: ${(9.8 - ((t - c.start) / (f - c.start)) * 4).toFixed(1)}gb[${(9.6 - ((t - c.start) / (f - c.start)) * 4).toFixed(1)}%], shards will be relocated away from this node`,
        ),
      );
      every(c, c.start, c.end, 20000, (t) =>
        c.emit(
          "homework-upload",
          t,
          "warn",
          `disk usage of /tmp/multipart at ${c.r.int(71, 79)}%, sweeping parts older than 1h`,
        ),
      );
      c.emit(
        "tutor-search-es",
        f,
        "warn",
        `flood stage disk watermark [95%] exceeded on ${esNode} free: 4.8gb[4.9%], all indices on this node will be marked read-only`,
      );
      every(c, f + 1000, c.end, 30000, (t) =>
        c.emit(
          "tutor-search-es",
          t,
          "warn",
          `flood stage disk watermark [95%] exceeded on ${esNode} free: ${(4.8 - (t - f) / 400000).toFixed(1)}gb[4.${c.r.int(1, 8)}%], all indices on this node will be marked read-only`,
        ),
      );
      deployLines(c, "notify-dispatch", f - 95000, "2026.10.3");
      every(c, f + 2000, c.end, 1300, (t) => {
        const id = c.r.hex(8);
        for (let a = 1; a <= 3; a++) {
          c.emit(
            "search-tutors",
            t + a * a * 200,
            a < 3 ? "warn" : "error",
            `availability update for tutor t_${c.r.int(1000, 9999)} failed (attempt ${a}/3): ResponseError: cluster_block_exception: [cluster_block_exception] Reason: index [tutors_v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`,
            a === 3
              ? `ResponseError: cluster_block_exception\n    at onBody (/app/node_modules/@elastic/transport/lib/Transport.js:567:23)\n    at IncomingMessage.onEnd (/app/node_modules/@elastic/transport/lib/Transport.js:482:11)\n    at IncomingMessage.emit (node:events:531:35)`
              : undefined,
            id,
          );
        }
      });
      every(c, f + 60000, c.end, 5000, (t, i) =>
        c.emit(
          "lesson-booking",
          t,
          "warn",
          `availability feed lagging: ${40 + i * 6} tutor updates not yet searchable`,
        ),
      );
      every(c, f + 90000, c.end, 2200, (t) => {
        const rid = c.rid();
        c.emit(
          "lesson-booking",
          t,
          "error",
          `booking rejected: slot ${c.r.int(6, 22)}:00 for tutor t_${c.r.int(1000, 9999)} already taken (shown as free in search)`,
          undefined,
          rid,
        );
        c.access(t + 3, "POST", "/v1/bookings", 409, c.r.int(30, 90), "lesson-booking", rid);
      });
    },
  },
  {
    kind: "speech-vendor-slow-timeouts",
    estate: "lingoloop",
    needs: ["speech-scoring-proxy", "placement-test", "lesson-booking", "enrolment-api"],
    incident: {
      origin: "speech-scoring-proxy",
      category: "timeout",
      hints: ["timeout", "deadline", "timed out"],
      severity: "medium",
      at: 0.45,
    },
    note: "The speaking-test scoring proxy's vendor calls stop answering within 8 s; the proxy only WARNs context deadline exceeded while placement-test retries with axios timeouts and Envoy returns 504s, next to an unrelated lesson-booking deploy.",
    run: (c, f) => {
      deployLines(c, "lesson-booking", f - 70000, "v812");
      every(c, c.start, f, 9000, (t) =>
        c.emit("speech-scoring-proxy", t, "info", `scored speaking item in ${c.r.int(900, 2600)}ms model=pron-v3`),
      );
      every(c, f, c.end, 1500, (t) => {
        const rid = c.rid();
        c.emit(
          "speech-scoring-proxy",
          t + 8000,
          "warn",
          `vendor score request failed: Post "https://api.speechgrade.example/v2/score": context deadline exceeded (Client.Timeout exceeded while awaiting headers) item=it_${c.r.int(1000, 9999)}`,
          undefined,
          rid,
        );
        for (let a = 1; a <= 3; a++) {
          c.emit(
            "placement-test",
            t + 10000 * a + c.r.int(0, 200),
            "error",
            `speaking item scoring failed (attempt ${a}/3): AxiosError: timeout of 10000ms exceeded`,
            a === 3
              ? "AxiosError: timeout of 10000ms exceeded\n    at RedirectableRequest.handleRequestTimeout (/srv/node_modules/axios/lib/adapters/http.js:647:16)\n    at RedirectableRequest.emit (node:events:519:28)\n    at Timeout.<anonymous> (/srv/node_modules/follow-redirects/index.js:221:12)"
              : undefined,
            rid,
          );
        }
        c.access(t + 15000, "POST", `/v1/placement/${c.r.hex(8)}/answers`, 504, 15000, "placement-test", rid);
      });
      every(c, f + 40000, c.end, 20000, (t) =>
        c.emit(
          "placement-test",
          t,
          "warn",
          `event loop delay p99=${c.r.int(180, 900)}ms, ${c.r.int(40, 160)} scoring requests in flight`,
        ),
      );
    },
  },
  {
    kind: "celery-worker-oom-killed",
    estate: "parla",
    needs: ["invoice_runner", "student_portal", "celery_beat", "attendance_sync"],
    incident: {
      origin: "invoice_runner",
      category: "memory",
      hints: ["memory", "oom", "sigkill", "killed"],
      severity: "medium",
      at: 0.35,
    },
    note: "Term statements with embedded campus photos make the Celery invoice workers grow until the kernel OOM-kills them; the pool reports signal 9 and lost workers, acks_late retries re-kill them, and the portal shows invoices stuck with nginx 504s.",
    run: (c, f) => {
      c.emit("celery_beat", f - 30000, "info", "Scheduler: Sending due task render_term_statements (invoices.tasks)");
      c.emit(
        "invoice_runner",
        f - 25000,
        "info",
        `Task invoices.render_term_statements[${c.r.hex(8)}-${c.r.hex(4)}] received`,
      );
      every(c, f, f + 60000, 9000, (t) =>
        c.emit(
          "invoice_runner",
          t,
          "warn",
          `ForkPoolWorker-${c.r.int(1, 4)}: rss ${c.r.int(1400, 1900)}MB above worker_max_memory_per_child 1500MB, will recycle after current task`,
        ),
      );
      every(c, f + 40000, c.end, 14000, (t) => {
        const w = c.r.int(1, 4);
        const job = c.r.int(40, 400);
        c.emit(
          "invoice_runner",
          t,
          "error",
          `Process 'ForkPoolWorker-${w}' pid:${c.r.int(300, 9000)} exited with 'signal 9 (SIGKILL)'`,
        );
        c.emit(
          "invoice_runner",
          t + 40,
          "error",
          `Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${job}.')`,
          `Traceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/billiard/pool.py", line 1264, in mark_as_worker_lost\n    raise WorkerLostError(\nbilliard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: ${job}.`,
        );
        c.emit(
          "invoice_runner",
          t + 900,
          "info",
          `Task invoices.render_term_statements[${c.r.hex(8)}-${c.r.hex(4)}] received`,
        );
      });
      every(c, f + 70000, c.end, 2500, (t) => {
        c.emit(
          "student_portal",
          t,
          "error",
          `invoice INV-${c.r.int(20000, 99999)} still pending after 30s, rendering placeholder`,
        );
        c.access(t + 5, "GET", `/portal/invoices/INV-${c.r.int(20000, 99999)}.pdf`, 504, 30001, "student_portal");
      });
    },
  },
  {
    kind: "saml-idp-cert-rollover",
    estate: "parla",
    needs: ["sso_bridge", "student_portal", "teacher_timesheet", "class_scheduler"],
    incident: {
      origin: "sso_bridge",
      category: "authentication",
      hints: ["saml", "signature", "sso", "auth", "certificate"],
      severity: "high",
      at: 0.3,
    },
    note: "The identity provider rolls over its SAML signing certificate and the SSO bridge, still pinned to the old one, rejects every staff login at WARN; staff retry, the portal bounces them and timesheets get 401s.",
    run: (c, f) => {
      every(c, f, c.end, 2200, (t) => {
        c.emit(
          "sso_bridge",
          t,
          "warn",
          `saml: login failed for idp https://sts.windows.net/4f1c2a9e-7d31-4b8e-9a55-2c8f0e1d3b77/: Signature validation failed. SAML Response rejected (reason: invalid_response)`,
        );
        c.access(t + 4, "POST", "/sso/acs/", 403, c.r.int(20, 60), "sso_bridge");
        c.emit(
          "student_portal",
          t + c.r.int(300, 900),
          "info",
          "staff dashboard: anonymous session redirected to /sso/login/",
        );
      });
      every(c, f + 60000, c.end, 6000, (t) =>
        c.emit(
          "teacher_timesheet",
          t,
          "error",
          `timesheet submit failed: HTTPError: 401 Client Error: Unauthorized for url: http://sso_bridge:8000/session/introspect`,
        ),
      );
      every(c, f + 120000, c.end, 30000, (t) =>
        c.emit(
          "class_scheduler",
          t,
          "warn",
          `timetable change for campus ${c.r.pick(["milano", "lyon", "porto"])} awaiting staff approval for ${c.r.int(10, 40)}m`,
        ),
      );
    },
  },
  {
    kind: "replica-wal-removed",
    estate: "verbly",
    needs: ["pgreplica", "pgprimary", "schedule", "enrol", "quizzer", "classroom"],
    incident: {
      origin: "pgreplica",
      category: "database",
      hints: ["replica", "replication", "wal", "postgres", "lag"],
      severity: "medium",
      at: 0.3,
    },
    note: "The read replica falls behind and its WAL receiver can no longer fetch a segment the primary already removed; it loops quietly on FATAL while schedule reads are rerouted to the primary, which slows and exhausts enrol's Hikari pool, alongside an unrelated quizzer rollout.",
    run: (c, f) => {
      const seg = "00000001000002A10000004F";
      every(c, f, c.end, 5000, (t) => {
        c.emit("pgreplica", t, "info", "started streaming WAL from primary at 2A1/4F000000 on timeline 1");
        c.emit(
          "pgreplica",
          t + 30,
          "fatal",
          `could not receive data from WAL stream: ERROR:  requested WAL segment ${seg} has already been removed`,
        );
      });
      every(c, f, c.end, 5000, (t) =>
        c.emit("pgprimary", t, "error", `requested WAL segment ${seg} has already been removed`),
      );
      deployLines(c, "quizzer", f + 50000, "3.41.0");
      every(c, f + 30000, c.end, 4000, (t, i) =>
        c.emit(
          "schedule",
          t,
          "warn",
          `c.v.schedule.ReplicaRouter : replica lag ${35 + i * 4}s exceeds 30s, routing reads to primary`,
        ),
      );
      every(c, f + 90000, c.end, 3000, (t) =>
        c.emit(
          "pgprimary",
          t,
          "info",
          `duration: ${c.r.int(1100, 6000)}.${c.r.int(100, 999)} ms  statement: SELECT c.* FROM class_sessions c JOIN enrolments e ON e.class_id = c.id WHERE e.learner_id = $1 AND c.starts_at BETWEEN $2 AND $3`,
        ),
      );
      every(c, f + 150000, c.end, 2500, (t) => {
        const rid = c.rid();
        c.emit(
          "enrol",
          t,
          "error",
          "o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms.",
          "org.springframework.dao.DataAccessResourceFailureException: unable to obtain isolated JDBC connection\n\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
          rid,
        );
        c.access(t + 5, "POST", "/api/subscriptions", 500, 30020, "enrol", rid);
      });
    },
  },
  {
    kind: "payout-vendor-503-breaker",
    estate: "verbly",
    needs: ["payouts", "ledger", "mailer", "identity"],
    incident: {
      origin: "payouts",
      category: "dependency",
      hints: ["payrail", "vendor", "503", "circuit", "provider", "unavailable"],
      severity: "medium",
      at: 0.4,
    },
    note: "The payout vendor starts answering 503 during the weekly teacher payout run; payouts logs the HTTP errors, its Resilience4j breaker opens and rejects calls, and the ledger and mailer report missing settlements, among the routine KYC errors.",
    run: (c, f) => {
      every(c, f, f + 60000, 1500, (t) =>
        c.emit(
          "payouts",
          t,
          "error",
          `c.v.payouts.PayRailClient : transfer create failed for payout ${c.r.hex(10)}: 503 Service Unavailable: "{"error":"upstream_unavailable","retry_after":30}"`,
          "org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable\n\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)\n\tat c.v.payouts.PayRailClient.createTransfer(PayRailClient.java:88)",
        ),
      );
      c.emit(
        "payouts",
        f + 60000,
        "warn",
        "i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'payrail' changed state from CLOSED to OPEN",
      );
      let open = true;
      for (let t = f + 120000; t < c.end; t += 60000) {
        c.emit(
          "payouts",
          t,
          "warn",
          `i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'payrail' changed state from ${open ? "OPEN to HALF_OPEN" : "HALF_OPEN to OPEN"}`,
        );
        open = !open;
      }
      every(c, f + 60000, c.end, 700, (t) =>
        c.emit(
          "payouts",
          t,
          "error",
          `c.v.payouts.PayoutJob : payout ${c.r.hex(10)} deferred: io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'payrail' is OPEN and does not permit further calls`,
        ),
      );
      every(c, f + 120000, c.end, 15000, (t, i) =>
        c.emit("ledger", t, "warn", `c.v.ledger.Settlement : ${20 + i * 9} payouts awaiting settlement confirmation`),
      );
      every(c, f + 90000, c.end, 10000, (t) =>
        c.emit("mailer", t, "warn", "c.v.mailer.Outbox : payout receipt deferred: payout not confirmed"),
      );
    },
  },
  {
    kind: "turn-config-missing-after-release",
    estate: "polyglot",
    needs: ["live-signalling", "live-recorder", "growth-promo", "core-accounts"],
    incident: {
      origin: "live-signalling",
      category: "configuration",
      hints: ["config", "turn", "ice", "missing"],
      severity: "high",
      at: 0.35,
    },
    note: "A live-signalling release ships without TURN_URLS, so rooms only offer STUN; learners behind corporate NATs never connect (ICE failed), recorder sessions abort, joins retry, while growth-promo deploys minutes earlier.",
    run: (c, f) => {
      deployLines(c, "growth-promo", f - 150000, "r2291");
      c.emit("live-signalling", f - 8000, "info", "received SIGTERM, shutting down gracefully");
      c.emit("live-signalling", f, "info", "starting live-signalling version=4.18.0 go=go1.23.4");
      c.emit(
        "live-signalling",
        f + 20,
        "warn",
        "config: TURN_URLS not set, ice servers = [stun:stun.polyglothub.com:3478]",
      );
      every(c, f + 1000, c.end, 900, (t) => {
        const rid = c.rid();
        c.emit("live-signalling", t, "info", "join: offer sent", undefined, rid);
        c.access(t + 3, "GET", `/live/rooms/lr_${c.r.hex(8)}/join`, 200, c.r.int(20, 80), "live-signalling", rid);
        if (c.r.chance(0.6))
          c.emit(
            "live-signalling",
            t + 15000,
            "warn",
            `peer ${c.r.hex(6)} ice state checking -> failed (room lr_${c.r.hex(8)}, candidates: host,srflx)`,
          );
      });
      every(c, f + 30000, c.end, 5000, (t) =>
        c.emit(
          "live-recorder",
          t,
          "error",
          `recording rec_${c.r.hex(8)} aborted: no media received from room lr_${c.r.hex(8)} within 20s`,
        ),
      );
    },
  },
  {
    kind: "recorder-egress-tls-resets",
    estate: "polyglot",
    needs: ["live-recorder", "live-signalling", "assess-grader", "pay-payouts"],
    incident: {
      origin: "live-recorder",
      category: "network",
      hints: ["tls", "handshake", "reset", "network", "connection"],
      severity: "medium",
      at: 0.4,
    },
    note: "After a node pool change the recorder's egress path to object storage breaks: TLS handshakes time out and connections are reset, the recorder WARNs on part retries and only errors when they run out, while signalling complains about unacknowledged stops and the grader has its own usual read timeouts.",
    run: (c, f) => {
      every(c, c.start, c.end, 25000, (t) =>
        c.emit(
          "assess-grader",
          t,
          "warn",
          `PlagiarismCheckJob JID-${c.r.hex(24)} failed: Net::ReadTimeout with #<TCPSocket:(closed)> (retry ${c.r.int(1, 3)}/25)`,
        ),
      );
      every(c, f, c.end, 1800, (t) => {
        const rec = c.r.hex(8);
        const err = c.r.chance(0.5)
          ? `Put "https://storage.googleapis.com/phub-recordings/rec_${rec}/part-${c.r.int(1, 40)}": net/http: TLS handshake timeout`
          : `Put "https://storage.googleapis.com/phub-recordings/rec_${rec}/part-${c.r.int(1, 40)}": write tcp 10.42.5.9:${c.r.int(30000, 60000)}->142.250.74.${c.r.int(10, 250)}:443: write: connection reset by peer`;
        c.emit("live-recorder", t, "warn", `upload part retry ${c.r.int(1, 4)}/5: ${err}`);
      });
      every(c, f + 80000, c.end, 9000, (t) =>
        c.emit(
          "live-recorder",
          t,
          "error",
          `recording rec_${c.r.hex(8)} upload abandoned after 5 attempts, kept on local spool`,
        ),
      );
      every(c, f + 60000, c.end, 4000, (t) =>
        c.emit(
          "live-signalling",
          t,
          "warn",
          `recorder did not ack stop for room lr_${c.r.hex(8)} within 10s, forcing close`,
        ),
      );
    },
  },
];
