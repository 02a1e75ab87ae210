// The eight faults, one per category. Each sets up its origin's own (often quiet) lines, takes over the requests
// that pass through the origin once it starts, makes the callers complain in their own words, and names the
// harmless noise that shares its vocabulary so that a keyword match alone misleads.
import type { Role } from "./estates.js";
import { rollingDeploy } from "./noise.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, requestLine, rubyTrace } from "./runtimes.js";
import { edgeHit, firingId, member, orderId } from "./traffic.js";
import type { Window } from "./window.js";

export interface IncidentDef {
  key: string;
  category: string;
  estate: string;
  origin: Role;
  needs: Role[];
  hints: string[];
  severity: "medium" | "high";
  /** Noise kinds that share the fault's words, always added to the window. */
  lookalikes: string[];
  note: string;
  build: (w: Window, start: number) => void;
}

/** The unresolved placeholder as Spring prints it (built so that no string literal holds a template). */
const PH = `$${"{"}FIRING_CONE_TABLE_URL}`;

/** Times from `from` to the window end, every `lo`..`hi` ms. */
function every(w: Window, from: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let t = from + w.rng.int(0, lo); t < w.t1; t += w.rng.int(lo, hi)) out.push(t);
  return out;
}

export const INCIDENTS: IncidentDef[] = [
  {
    key: "booking-db-readonly",
    category: "database",
    estate: "kilnhouse",
    origin: "bookings",
    needs: ["web", "bookings", "notify"],
    hints: ["read-only", "sql", "database", "postgres", "psql", "25006", "transaction", "jdbc"],
    severity: "high",
    lookalikes: ["idempotent-duplicates", "slow-queries"],
    note: "Kilnhouse class-booking (Spring) keeps reading fine but every write fails with SQLSTATE 25006 'cannot execute INSERT in a read-only transaction' after its Postgres endpoint lands on a replica; studio-web logs louder booking-create failures and retries, and a studio-web deploy lands a minute earlier.",
    build: (w, start) => {
      const r = w.rng;
      rollingDeploy(w, "web", start - r.int(60000, 100000));
      // the failover shows as a few broken pooled connections, at WARN
      for (let i = 0; i < r.int(3, 6); i++)
        w.emit(
          start + r.int(0, 3000),
          "bookings",
          "warn",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
          undefined,
          true,
        );
      // a write-only sweep that now fails every cycle
      for (const t of every(w, start, 30000, 31000))
        w.emit(
          t,
          "bookings",
          "error",
          `seat-hold sweep failed: PreparedStatementCallback; SQL [UPDATE seat_holds SET released_at = now() WHERE expires_at < now() AND released_at IS NULL]; ERROR: cannot execute UPDATE in a read-only transaction`,
        );
      w.fault = {
        intercept: (w2, t, route, path, id) => {
          if (t < start || route.method !== "POST" || !route.roles.includes("bookings")) return false;
          const b = w2.name("bookings");
          const tries = r.int(1, 2);
          for (let k = 0; k < tries; k++) {
            const tt = t + k * r.int(300, 900);
            w2.emit(
              tt + 40,
              "bookings",
              "error",
              `Request processing failed: org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [INSERT INTO bookings (member_id, session_id, seats, idempotency_key) VALUES (?, ?, ?, ?)]; SQL state [25006]; error code [0]; ERROR: cannot execute INSERT in a read-only transaction\n${javaTrace(b, "org.postgresql.util.PSQLException", "ERROR: cannot execute INSERT in a read-only transaction", ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)", "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)", "booking.repo.BookingRepository.insert(BookingRepository.java:77)", "booking.BookingService.create(BookingService.java:112)"])}`,
              w2.idFor(id, 2),
            );
            w2.emit(
              tt + 60,
              "web",
              k + 1 < tries ? "warn" : "error",
              k + 1 < tries
                ? `POST ${path}: class-booking answered 500, retrying once`
                : `booking create failed for ${member(r)}: upstream ${b} responded 500 Internal Server Error after ${r.int(40, 120)}ms`,
              w2.idFor(id, 1),
            );
          }
          w2.emit(
            t + 80,
            "web",
            "error",
            requestLine("node", r, w2.name("web"), "POST", path, 502, r.int(60, 900)),
            w2.idFor(id, 1),
          );
          edgeHit(w2, t, "POST", path, 502, r.int(90, 1200), "web", id);
          return true;
        },
      };
    },
  },
  {
    key: "curves-oom",
    category: "memory",
    estate: "slipworks",
    origin: "curves",
    needs: ["web", "firing", "curves"],
    hints: ["memory", "oom", "sigkill", "allocate", "out of memory", "memoryerror"],
    severity: "medium",
    lookalikes: ["rolling-deploy", "queue-redelivery"],
    note: "Slipworks kiln_curves (Python/gunicorn) starts building curves for a long candle-and-soak program that needs ever larger arrays; its workers are SIGKILLed ('Perhaps out of memory?') and reboot in a loop, while firing_queue and the Envoy edge log many more connection-termination errors than the origin does.",
    build: (w, start) => {
      const r = w.rng;
      const c = w.name("curves");
      w.emit(
        start,
        "curves",
        "info",
        `accepted curve job for ${firingId(r)}: program=candle-18h soak=480min resolution=0.5s`,
        undefined,
        true,
      );
      let t = start + r.int(20000, 40000);
      const deaths: number[] = [];
      while (t < w.t1) {
        deaths.push(t);
        t += r.int(45000, 110000);
      }
      deaths.forEach((d, i) => {
        if (i % 3 === 0)
          w.emit(
            d - r.int(200, 900),
            "curves",
            "error",
            `curve build failed for ${firingId(r)}\n${pyTrace(
              c,
              [
                ["curves/build.py", 141, "build", "samples = np.interp(grid, times, temps)"],
                [
                  "/usr/local/lib/python3.12/site-packages/numpy/lib/function_base.py",
                  1599,
                  "interp",
                  "return interp_func(x, xp, fp, left, right)",
                ],
              ],
              `numpy.core._exceptions._ArrayMemoryError: Unable to allocate ${r.int(1, 3)}.${r.int(10, 99)} GiB for an array with shape (${r.int(100, 400)}000000,) and data type float64`,
            )}`,
            undefined,
            true,
          );
        w.emit(
          d,
          "curves",
          "error",
          `[${r.int(1, 9)}] [ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
          undefined,
          true,
        );
        w.emit(
          d + r.int(300, 1500),
          "curves",
          "info",
          `[${r.int(1, 9)}] [INFO] Booting worker with pid: ${r.int(100, 999)}`,
          undefined,
          true,
        );
      });
      const down = (t2: number) =>
        deaths.some((d) => t2 >= d - 4000 && t2 < d + 2500) || (t2 > start + 25000 && r.chance(0.35));
      // firing_queue asks for curves in the background; those calls die with the workers
      for (const tt of every(w, start, 6000, 14000)) {
        if (!down(tt)) continue;
        w.emit(
          tt,
          "firing",
          "error",
          `curve request for ${firingId(r)} failed: %Mint.TransportError{reason: :closed} (POST http://${c}:8000/v1/curves)`,
          undefined,
          true,
        );
        if (r.chance(0.6)) w.emit(tt + 5, "firing", "warn", `${firingId(r)} kept in 'awaiting_curve', retry in 30s`);
      }
      w.fault = {
        intercept: (w2, t2, route, path, id) => {
          if (t2 < start || !route.roles.includes("curves") || !down(t2)) return false;
          w2.emit(
            t2 + 30,
            "firing",
            "error",
            `upstream connect error or disconnect/reset before headers. reset reason: connection termination (cluster ${c})`,
            w2.idFor(id, 2),
          );
          w2.emit(t2 + 40, "web", "error", `POST ${path} -> 503 from firing_queue`, w2.idFor(id, 1));
          edgeHit(w2, t2, "POST", path, 503, r.int(20, 4000), "web", id, "UC");
          return true;
        },
      };
    },
  },
  {
    key: "kilnwatch-disk-full",
    category: "disk",
    estate: "fireclay",
    origin: "kiln",
    needs: ["firing", "kiln", "shop", "media"],
    hints: ["disk", "space", "enospc", "no space", "storage", "volume", "507"],
    severity: "medium",
    lookalikes: ["disk-usage-warn"],
    note: "Fireclay kilnwatch (Go) fills its WAL volume: it logs 'no space left on device' at WARN while buffering samples and answers sample uploads with 507, so firings (.NET) logs many more HttpRequestException errors naming kilnwatch, while another service's long-standing 80%-volume warning is harmless.",
    build: (w, start) => {
      const r = w.rng;
      const kw = w.name("kiln");
      w.quietRole = "kiln";
      let seg = r.int(4000, 4900);
      for (const t of [start + r.int(0, 1500), ...every(w, start + 12000, 12000, 26000)]) {
        seg++;
        w.emit(
          t,
          "kiln",
          "warn",
          `wal: create segment /var/lib/kilnwatch/wal/0000${seg}: write /var/lib/kilnwatch/wal/0000${seg}: no space left on device; holding ${r.int(2000, 40000)} samples in memory`,
          undefined,
          true,
        );
      }
      for (const t of every(w, start + 120000, 90000, 150000))
        w.emit(
          t,
          "kiln",
          "error",
          `compaction of block 01J${r.hex(8).toUpperCase()} aborted: write /var/lib/kilnwatch/chunks/${r.hex(6)}: no space left on device`,
          undefined,
          true,
        );
      for (const t of every(w, start + 3000, 5000, 11000)) {
        const kiln = r.pick(w.estate.kilns);
        w.emit(
          t,
          "kiln",
          "info",
          `ingest POST /api/v1/samples kiln=${kiln} -> 507 (storage unavailable)`,
          undefined,
          true,
        );
        w.emit(
          t + r.int(5, 40),
          "firing",
          "error",
          dotnetTrace(
            "firings",
            "System.Net.Http.HttpRequestException",
            "Response status code does not indicate success: 507 (Insufficient Storage).",
            [
              "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
              "Telemetry.KilnwatchClient.PushSamplesAsync(Int32 batch, CancellationToken ct)",
              "Telemetry.SampleForwarder.ExecuteAsync(CancellationToken stoppingToken)",
            ],
          ).replace(/^/, `Failed to forward sample batch for ${firingId(r)} on ${kiln} to ${kw}\n`),
          undefined,
          true,
        );
      }
      w.fault = {
        intercept: (w2, t2, route, path) => {
          if (t2 < start || !route.roles.includes("kiln") || !route.roles.includes("firing") || r.chance(0.3))
            return false;
          w2.emit(
            t2 + 20,
            "firing",
            "error",
            `Kiln chart for ${path.split("/").pop()} unavailable: kilnwatch query failed (500: "read chunk: storage unavailable")`,
          );
          w2.emit(
            t2 + 40,
            "shop",
            "error",
            `[${new Date(t2).toISOString().slice(0, 19).replace("T", " ")}] production.ERROR: firing status page degraded: upstream firings returned 502`,
          );
          edgeHit(w2, t2, "GET", path, 502, r.int(30, 300), "shop");
          return true;
        },
      };
    },
  },
  {
    key: "schedule-placeholder",
    category: "configuration",
    estate: "wheelware",
    origin: "firing",
    needs: ["web", "firing", "kiln", "bookings"],
    hints: ["config", "placeholder", "property", "setting", "missing", "env", "startup"],
    severity: "high",
    lookalikes: ["health-flap"],
    note: "Wheel & Ware fire-schedule (Spring) is redeployed as v4.2.0 without the FIRING_CONE_TABLE_URL variable; every start fails on an unresolvable placeholder and the pod crash-loops, so HAProxy marks the backend down and serves 503s while learn-web and fire-kilnctl log the louder 'unavailable'/'connection refused' errors; learn-bookings deploys at nearly the same time.",
    build: (w, start) => {
      const r = w.rng;
      const fs = w.name("firing");
      rollingDeploy(w, "bookings", start + r.int(-70000, 40000));
      w.emit(
        start - 1500,
        "firing",
        "info",
        "deploy v4.2.0 rolling out (strategy Recreate, 2 replicas)",
        undefined,
        true,
      );
      w.emit(start - 1000, "firing", "info", "received SIGTERM, draining 3 in-flight requests", undefined, true);
      w.emit(start, "firing", "info", "shutdown complete", undefined, true);
      w.mutes.push({ svc: fs, from: start });
      let t = start + r.int(8000, 14000);
      let backoff = 10000;
      while (t < w.t1) {
        w.emit(
          t,
          "firing",
          "info",
          `Starting FireScheduleApplication v4.2.0 using Java 21.0.4 with PID 1`,
          undefined,
          true,
        );
        w.emit(
          t + 2100,
          "firing",
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'coneTableClient': Injection of autowired dependencies failed",
          undefined,
          true,
        );
        w.emit(
          t + 2250,
          "firing",
          "error",
          `Application run failed\n${javaTrace(fs, "org.springframework.beans.factory.BeanCreationException", "Error creating bean with name 'coneTableClient': Injection of autowired dependencies failed", ["org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)", "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)", "schedule.FireScheduleApplication.main(FireScheduleApplication.java:12)"], { ex: "java.lang.IllegalArgumentException", msg: "Could not resolve placeholder 'FIRING_CONE_TABLE_URL' in value \"" + PH + '"', frames: ["org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)", "org.springframework.core.env.AbstractPropertyResolver.resolveRequiredPlaceholders(AbstractPropertyResolver.java:239)"] })}`,
          undefined,
          true,
        );
        w.emit(
          t + 2300,
          "firing",
          "error",
          "APPLICATION FAILED TO START\n\nDescription:\n\nFailed to bind property 'firing.cone-table.url': could not resolve placeholder 'FIRING_CONE_TABLE_URL' in value \"" +
            PH +
            '"\n\nAction:\n\nDefine FIRING_CONE_TABLE_URL in the environment or set firing.cone-table.url in application.yaml',
          undefined,
          true,
        );
        t += 2500 + backoff + r.int(0, 1500);
        backoff = Math.min(backoff * 2, 160000);
      }
      w.emit(
        start + 2500,
        "edge",
        "warn",
        `Server be_schedule/schedule1 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 1 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
        undefined,
        true,
      );
      w.emit(
        start + 4100,
        "edge",
        "error",
        `Server be_schedule/schedule2 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 0 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
        undefined,
        true,
      );
      w.emit(start + 4100, "edge", "error", "backend be_schedule has no server available!", undefined, true);
      for (const tt of every(w, start + 5000, 8000, 20000))
        w.emit(
          tt,
          "kiln",
          "warn",
          `status push to ${fs} failed: Post "http://${fs}:8080/internal/kilns/status": dial tcp ${w.addr("firing")}: connect: connection refused (will retry)`,
          undefined,
          true,
        );
      w.fault = {
        intercept: (w2, t2, route, path, id) => {
          if (t2 < start + 4000 || !route.roles.includes("firing")) return false;
          w2.emit(
            t2 + 3,
            "web",
            "error",
            `GET ${path} failed: fire-schedule unavailable (503 Service Unavailable from plat-haproxy)`,
            w2.idFor(id, 1),
          );
          edgeHit(w2, t2, route.method, path, 503, r.int(0, 2), "firing", id, "sC--");
          return true;
        },
      };
    },
  },
  {
    key: "carrier-outage",
    category: "dependency",
    estate: "kilnhouse",
    origin: "shipping",
    needs: ["shop", "shipping", "pay"],
    hints: ["carrier", "upstream", "503", "unavailable", "circuit", "dependency", "provider", "crateline"],
    severity: "high",
    lookalikes: ["declined-cards", "retries-succeed", "webhook-replays"],
    note: "Kilnhouse shipping-quotes (Python) depends on the Crateline courier API, which starts answering 503; it logs a few retry WARNs and one 'circuit open' ERROR per half-open probe, while shop-checkout logs a checkout failure for every customer and card-bridge keeps logging routine declines.",
    build: (w, start) => {
      const r = w.rng;
      for (let i = 0; i < r.int(3, 6); i++)
        w.emit(
          start + r.int(0, 20000),
          "shipping",
          "warn",
          `crateline quote attempt ${r.int(1, 3)}/3 failed: HTTPStatusError: Server error '503 Service Unavailable' for url 'https://api.crateline.example/v3/quotes'`,
          undefined,
          true,
        );
      const open = start + r.int(20000, 30000);
      w.emit(
        open,
        "shipping",
        "error",
        "circuit breaker 'crateline' OPEN after 20 consecutive failures; failing fast for 30s",
        undefined,
        true,
      );
      for (const t of every(w, open + 30000, 30000, 31000))
        w.emit(
          t,
          "shipping",
          "warn",
          `circuit 'crateline' half-open probe failed (503 Service Unavailable, ${r.int(20, 90)}ms), staying OPEN`,
          undefined,
          true,
        );
      w.fault = {
        intercept: (w2, t2, route, path, id) => {
          if (t2 < start + 8000 || !route.roles.includes("shipping")) return false;
          if (r.chance(0.15))
            w2.emit(t2 + 20, "shipping", "info", `GET /v1/quotes -> 503 (circuit open)`, w2.idFor(id, 2));
          const checkout = path.includes("checkout");
          w2.emit(
            t2 + 30,
            "shop",
            "error",
            checkout
              ? nodeTrace(
                  "shop-checkout",
                  `CheckoutError: no shipping options for cart ${r.hex(10)} (shipping-quotes responded 503)`,
                  [
                    "CheckoutService.quoteShipping",
                    "CheckoutService.placeOrder",
                    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                  ],
                )
              : `shipping options unavailable for ${r.pick(["BS3", "M14", "EH7", "LS6"])}: shipping-quotes 503`,
            w2.idFor(id, 1),
          );
          if (checkout && r.chance(0.5))
            w2.emit(
              t2 + 35,
              "shop",
              "warn",
              `order ${orderId(r)} left in pending_shipping, customer shown 'try again later'`,
              w2.idFor(id, 1),
            );
          edgeHit(w2, t2, route.method, path, 502, r.int(20, 120), "shop", id);
          return true;
        },
      };
    },
  },
  {
    key: "smtp-auth",
    category: "authentication",
    estate: "slipworks",
    origin: "notify",
    needs: ["notify", "identity", "bookings"],
    hints: ["smtp", "535", "credential", "authentication", "auth"],
    severity: "medium",
    lookalikes: ["user-login-failures", "mail-bounces"],
    note: "Slipworks mail_out (Ruby/Sidekiq) can no longer log in to its SMTP relay after the relay password was rotated: every job fails with Net::SMTPAuthenticationError 535 and goes to retry, no confirmation or firing-ready mail leaves, while account_svc logs the usual member password failures and booking_api starts warning about undelivered confirmations.",
    build: (w, start) => {
      const r = w.rng;
      w.mutes.push({ svc: w.name("notify"), from: start });
      for (const t of every(w, start, 2500, 9000)) {
        const job = r.hex(24);
        const cls = r.pick(["BookingConfirmationJob", "FiringReadyJob", "ClassReminderJob", "WaitlistOfferJob"]);
        w.emit(t, "notify", "info", `${cls} JID-${job} INFO: start`, undefined, true);
        w.emit(
          t + r.int(300, 1200),
          "notify",
          "error",
          rubyTrace(
            `${cls} JID-${job} failed: Net::SMTPAuthenticationError: 535 5.7.8 Error: authentication failed: authentication failure`,
            [
              "/usr/local/bundle/gems/net-smtp-0.5.0/lib/net/smtp.rb:1107:in `check_auth_response'",
              "/usr/local/bundle/gems/net-smtp-0.5.0/lib/net/smtp/authenticator.rb:27:in `critical'",
              "/usr/local/bundle/gems/mail-2.8.1/lib/mail/network/delivery_methods/smtp.rb:109:in `start_smtp_session'",
              "mailers/studio_mailer.rb:31:in `deliver_now!'",
              `jobs/${cls
                .replace(/Job$/, "")
                .replace(/([a-z])([A-Z])/g, "$1_$2")
                .toLowerCase()}_job.rb:12:in \`perform'`,
            ],
          ),
          undefined,
          true,
        );
        if (r.chance(0.5))
          w.emit(
            t + r.int(1300, 1500),
            "notify",
            "warn",
            `${cls} JID-${job} retry_count=${r.int(0, 4)} next attempt in ${r.int(20, 200)}s`,
            undefined,
            true,
          );
      }
      for (const t of every(w, start + 120000, 20000, 60000))
        w.emit(
          t,
          "bookings",
          "warn",
          `confirmation mail for BK-${r.int(60000, 69999)} still undelivered after ${r.int(3, 12)}m (mail_out retrying), member ${member(r)} may contact the studio`,
        );
      w.emit(
        start + r.int(200000, 400000),
        "notify",
        "info",
        `smtp relay smtp.relaymail.example:587 greeting ok (STARTTLS), login as slipworks-notify`,
        undefined,
        true,
      );
    },
  },
  {
    key: "glazes-lock-timeout",
    category: "timeout",
    estate: "fireclay",
    origin: "glaze",
    needs: ["shop", "glaze"],
    hints: ["timeout", "deadline", "timed out", "lock"],
    severity: "high",
    lookalikes: ["retries-succeed", "out-of-stock"],
    note: "Fireclay glazes (Go) runs a supplier price recompute that holds the stock lock for tens of seconds; its handlers give up with 'context deadline exceeded' at WARN, while storefront (PHP) logs a cURL error 28 timeout for nearly every glaze page and Traefik returns 504s.",
    build: (w, start) => {
      const r = w.rng;
      const g = w.name("glaze");
      w.emit(
        start - r.int(500, 3000),
        "glaze",
        "info",
        `supplier price import started: ${r.int(1800, 4200)} lines from potterycrafts-feed`,
        undefined,
        true,
      );
      for (const t of every(w, start, 20000, 45000))
        w.emit(
          t,
          "glaze",
          "warn",
          `stock lock held by price-recompute for ${r.int(12, 90)}.${r.int(1, 9)}s (waiters=${r.int(8, 60)})`,
          undefined,
          true,
        );
      // an unrelated harmless timeout before the fault, same words
      w.emit(
        w.at(w.t0, start - 60000),
        "shop",
        "warn",
        `cURL error 28: Operation timed out after 3000 milliseconds with 0 bytes received (analytics beacon to https://stats.collector.example, dropped)`,
      );
      w.fault = {
        intercept: (w2, t2, route, path) => {
          if (t2 < start || !route.roles.includes("glaze") || r.chance(0.25)) return false;
          if (r.chance(0.3))
            w2.emit(
              t2 + 5000,
              "glaze",
              "warn",
              `${route.method} /internal/glaze/v1/${r.pick(["lookup", "reserve", "prices"])} abandoned after 5s: context deadline exceeded (waiting for stock lock)`,
            );
          w2.emit(
            t2 + 5002,
            "shop",
            "error",
            `[${new Date(t2 + 5002).toISOString().slice(0, 19).replace("T", " ")}] production.ERROR: GuzzleHttp\\Exception\\ConnectException: cURL error 28: Operation timed out after 5001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://${g}:8080/internal/glaze/v1/${r.pick(["lookup", "reserve", "prices"])}`,
          );
          edgeHit(w2, t2, route.method, path, 504, r.int(5003, 5030), "shop");
          return true;
        },
      };
    },
  },
  {
    key: "kiln-gateway-unreachable",
    category: "network",
    estate: "wheelware",
    origin: "kiln",
    needs: ["web", "firing", "kiln"],
    hints: ["route", "network", "unreachable", "dial", "connection", "reset", "no route"],
    severity: "medium",
    lookalikes: ["kiln-sensor-glitch", "retries-succeed"],
    note: "Wheel & Ware fire-kilnctl (Go) loses the path to the south studio's kiln gateway (first connection resets, then 'no route to host'), so the south kilns' telemetry stops; fire-schedule warns about stale kilns and holds ramps, and the usual thermocouple glitch noise shares the kiln vocabulary.",
    build: (w, start) => {
      const r = w.rng;
      const south = w.estate.kilns.filter((k) => k.startsWith("south"));
      w.kilnOutage = { kilns: south, from: start };
      const gw = "10.60.2.14:502";
      for (let i = 0; i < r.int(2, 4); i++)
        w.emit(
          start + r.int(0, 4000),
          "kiln",
          "warn",
          `modbus ${r.pick(south)}: read tcp 10.42.9.31:${r.int(40000, 60000)}->${gw}: read: connection reset by peer`,
          undefined,
          true,
        );
      for (const t of every(w, start + 5000, 9000, 16000)) {
        const k = r.pick(south);
        w.emit(
          t,
          "kiln",
          "error",
          `poll ${k} via gateway ${gw} failed: dial tcp ${gw}: connect: no route to host`,
          undefined,
          true,
        );
      }
      for (const t of every(w, start + 60000, 25000, 40000))
        w.emit(
          t,
          "firing",
          "warn",
          `kiln ${r.pick(south)} telemetry stale (last sample ${Math.round((t - start) / 1000)}s ago), holding ramp for ${firingId(r)}`,
        );
      for (const t of every(w, start + 200000, 120000, 200000))
        w.emit(
          t,
          "firing",
          "error",
          `firing ${firingId(r)} on ${r.pick(south)} paused: no telemetry for 180s, operator notified`,
        );
      w.fault = {
        intercept: (w2, t2, _route, path, id) => {
          if (t2 < start || !path.startsWith("/api/kilns") || r.chance(0.5)) return false;
          w2.emit(
            t2 + 10,
            "web",
            "warn",
            `kiln status for ${r.pick(south)} unavailable: fire-kilnctl returned 504 gateway unreachable`,
            w2.idFor(id, 1),
          );
          edgeHit(w2, t2, "GET", path, 504, r.int(3000, 3100), "web", id);
          return true;
        },
      };
    },
  },
];
