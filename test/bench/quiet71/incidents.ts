// The eight failures, each of a different category, told the way the broken service and its callers really log it.
import { access, ESTATES, type Estate, member, type Role } from "./estates.js";
import type { Rng } from "./rng.js";
import { stack } from "./stacks.js";
import type { Stream } from "./stream.js";
import { entryLine, type Hook, type Req } from "./traffic.js";

export interface Incident {
  category: string;
  estate: string;
  role: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Emits the origin's own lines and returns the hook that changes affected requests. */
  run: (s: Stream, e: Estate, start: number) => Hook;
}

const touches = (q: Req, role: Role) => q.flow.entry === role || q.flow.hops.some((h) => h.role === role);

/** A deploy of some other service, near but unrelated to what breaks. */
export function deploy(s: Stream, e: Estate, at: number, avoid: Role): void {
  const r = s.rng;
  const role = r.pick(
    (["pos", "trainer", "notify", "kit", "waitlist", "gw"] as Role[]).filter((x) => x !== avoid && e.svc[x]),
  );
  const svc = e.svc[role];
  const v = `${r.int(1, 6)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  const lines: Record<string, string[]> = {
    node: [
      `npm WARN config production Use \`--omit=dev\` instead.`,
      `> ${svc}@${v} start`,
      `server listening on port 3000 (env=production, release ${v})`,
    ],
    java: [
      `Starting ${svc} v${v} using Java 21.0.4 with PID 1`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started in ${r.int(8, 20)}.${r.int(1, 9)} seconds (process running for ${r.int(9, 22)}.1)`,
    ],
    python: [
      `Started server process [1]`,
      "Waiting for application startup.",
      `Application startup complete. version=${v}`,
    ],
    go: [
      `starting ${svc} version=${v} commit=${r.hex(7)}`,
      "config loaded from /etc/app/config.yaml",
      "listening on :8080",
    ],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      `Hosting environment: Production (build ${v})`,
    ],
    ruby: [
      `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango`,
      "* Min threads: 5, max threads: 5",
      `* Listening on http://0.0.0.0:3000 (release ${v})`,
    ],
    cpp: [`${svc} ${v} starting`, "loaded 0 overrides from /etc/app.conf", "ready"],
  };
  s.emit(at - 2500, svc, "WARN", "SIGTERM received, shutting down gracefully");
  for (const [i, l] of lines[e.rt[role]].entries()) s.emit(at + i * 700, svc, "INFO", l);
}

const E = (k: string) => ESTATES.find((e) => e.key === k)!;
const S = (r: Rng) => `S-${r.int(1000, 9999)}`;

export const INCIDENTS: Incident[] = [
  {
    category: "database",
    estate: "pulsefit",
    role: "members",
    hints: ["database", "postgres", "psql", "connection", "sql", "jdbc", "slots"],
    severity: "high",
    note: "membership-core's PostgreSQL refuses new connections (slots exhausted); portal and door hub fail every member lookup and retry",
    run: (s, e, start) => {
      const r = s.rng;
      const m = e.svc.members;
      s.emit(
        start,
        m,
        "WARN",
        `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      );
      s.every(
        6000,
        (t) =>
          s.emit(t, m, "WARN", `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(30, 140)})`),
        start,
        s.t1,
      );
      const fail = (t: number, trace?: string) => {
        const full = r.chance(0.5);
        s.emit(t, m, "ERROR", "Failed to obtain JDBC Connection", {
          trace,
          stack: full
            ? stack(
                r,
                "java",
                "org.springframework.jdbc.CannotGetJdbcConnectionException",
                "Failed to obtain JDBC Connection",
                [
                  ["org.springframework.jdbc.datasource.DataSourceUtils.getConnection", "DataSourceUtils.java"],
                  ["com.pulsefit.membership.repo.MemberRepository.findById", "MemberRepository.java"],
                  ["com.pulsefit.membership.api.MemberController.get", "MemberController.java"],
                ],
              ).concat([
                "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
                `\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:${r.int(500, 700)})`,
                "\t... 48 common frames omitted",
              ])
            : undefined,
        });
      };
      s.tick(
        60000,
        (t) =>
          t >= start &&
          s.emit(
            t,
            m,
            "ERROR",
            "visits sync failed: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
          ),
      );
      return (q) => {
        if (q.t < start || !touches(q, "members")) return false;
        fail(q.t + 3 + r.int(0, 30), q.trace);
        if (q.flow.entry === "door") {
          const who = member(r);
          for (let a = 1; a <= 3; a++)
            s.emit(
              q.t + a * 250,
              e.svc.door,
              "WARN",
              `verify ${who}: membership-core returned 500 Internal Server Error, retry ${a}/3`,
              { trace: q.trace },
            );
          s.emit(
            q.t + 800,
            e.svc.door,
            "ERROR",
            `verify failed after 3 attempts, offline allowlist miss -> entry refused at ${r.pick(e.gates)}`,
            { trace: q.trace },
          );
          return true;
        }
        s.emit(
          q.t + 40,
          e.svc.gw,
          "ERROR",
          `upstream membership-core responded 500 for ${q.flow.method} ${q.flow.path(r)}`,
          { trace: q.trace },
        );
        entryLine(s, e, q, 502, 60 + r.next() * 90, "ERROR");
        return true;
      };
    },
  },
  {
    category: "configuration",
    estate: "pulsefit",
    role: "billing",
    hints: ["config", "configuration", "property", "missing", "profile", "illegalstate"],
    severity: "high",
    note: "dd-collections 3.18.0 starts with an empty collection profile map; every card capture and mandate fails while desk and portal report 500s",
    run: (s, e, start) => {
      const r = s.rng;
      const b = e.svc.billing;
      s.emit(start - 9000, b, "WARN", "SIGTERM received, shutting down gracefully");
      s.emit(start - 5000, b, "INFO", `Starting DdCollectionsApplication v3.18.0 using Java 21.0.4 with PID 1`);
      s.emit(start - 4200, b, "INFO", 'The following 1 profile is active: "prod"');
      s.emit(start - 1800, b, "INFO", "Tomcat started on port 8080 (http) with context path '/'");
      s.emit(start - 1500, b, "INFO", "Started DdCollectionsApplication in 3.9 seconds (process running for 4.6)");
      return (q) => {
        if (q.t < start || !touches(q, "billing")) return false;
        const club = r.pick(e.clubs);
        s.emit(q.t + 20, b, "ERROR", `capture failed for club ${club}`, {
          trace: q.trace,
          stack: stack(
            r,
            "java",
            "java.lang.IllegalStateException",
            `No collection profile for club '${club}' (collections.profiles is empty)`,
            [
              ["com.pulsefit.collections.profile.ProfileRegistry.forClub", "ProfileRegistry.java"],
              ["com.pulsefit.collections.capture.CaptureService.capture", "CaptureService.java"],
              ["com.pulsefit.collections.api.CaptureController.post", "CaptureController.java"],
            ],
          ),
        });
        if (q.flow.entry === "pos") {
          s.emit(q.t + 60, e.svc.pos, "ERROR", "POST http://dd-collections/captures failed", {
            trace: q.trace,
            stack: stack(
              r,
              "dotnet",
              "System.Net.Http.HttpRequestException",
              "Response status code does not indicate success: 500 (Internal Server Error).",
              [
                [
                  "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                  "/_/src/libraries/System.Net.Http/src/System/Net/Http/HttpResponseMessage.cs",
                ],
                [
                  "FrontDesk.Pos.Payments.CollectionsClient.CaptureAsync(CaptureRequest req)",
                  "/src/FrontDesk.Pos/Payments/CollectionsClient.cs",
                ],
              ],
            ),
          });
          entryLine(s, e, q, 500, 85 + r.next() * 20, "ERROR");
          return true;
        }
        s.emit(
          q.t + 30,
          e.svc.members,
          "WARN",
          `mandate setup for ${member(r)} deferred: dd-collections answered 500`,
          { trace: q.trace },
        );
        entryLine(s, e, q, 500, 80 + r.next() * 60, "ERROR");
        return true;
      };
    },
  },
  {
    category: "network",
    estate: "ironworks",
    role: "door",
    hints: ["network", "connection", "reset", "route", "socket", "link", "unreachable"],
    severity: "high",
    note: "gatekeeper loses its network path to the turnstile controllers (resets, no route to host); members are waved through by hand at the desk",
    run: (s, e, start) => {
      const r = s.rng;
      const g = e.svc.door;
      s.mute(g, start, /heartbeat ok/);
      e.gates.forEach((gate, i) => {
        const ip = `10.20.1.${11 + i}`;
        s.emit(
          start + i * 300,
          g,
          "ERROR",
          `controller ${gate} (${ip}:4370): read failed: Connection reset by peer [asio.system:104]`,
        );
        for (let t = start + 1000 + i * 200, k = 0; t < s.t1; t += Math.min(30000, 1000 * 2 ** k++) + r.int(0, 400))
          s.emit(
            t,
            g,
            "WARN",
            `reconnect ${gate} ${ip}:4370 failed: ${r.pick(["No route to host [asio.system:113]", "Connection timed out [asio.system:110]", "No route to host [asio.system:113]"])} (backoff ${Math.min(30, 2 ** k)}s)`,
          );
      });
      s.tick(20000, (t) => t >= start && s.emit(t, g, "ERROR", `controller heartbeat: 0/${e.gates.length} online`));
      return (q) => {
        if (q.t < start) return false;
        if (q.flow.entry === "door") {
          s.emit(
            q.t + 5,
            g,
            "ERROR",
            `unlock for ${r.pick(e.gates)} not delivered: controller link down (Connection reset by peer)`,
          );
          if (r.chance(0.6))
            s.emit(
              q.t + 9000,
              e.svc.pos,
              "WARN",
              `desk override: ${member(r)} let in manually, turnstile not responding`,
            );
          return true;
        }
        return false;
      };
    },
  },
  {
    category: "disk",
    estate: "ironworks",
    role: "trainer",
    hints: ["disk", "space", "enospc", "volume", "full"],
    severity: "medium",
    note: "pt-diary's data volume fills up; every write fails with ENOSPC and the edge returns 500s for trainer sessions",
    run: (s, e, start) => {
      const r = s.rng;
      const p = e.svc.trainer;
      for (const [i, pct] of [88, 93, 97, 99].entries())
        s.emit(
          start - 240000 + i * 60000,
          p,
          "WARN",
          `disk usage /var/lib/pt-diary at ${pct}% (attachments ${r.int(40, 48)}GB)`,
        );
      const enospc = (t: number, what: string) =>
        s.emit(t, p, "ERROR", `${what} failed`, {
          stack: stack(r, "node", "Error", "ENOSPC: no space left on device, write", [
            ["WriteStream._write", "node:internal/fs/streams"],
            ["DiaryStore.append", "/app/dist/store/diary-store.js"],
            ["SessionService.book", "/app/dist/services/session-service.js"],
          ]),
        });
      s.every(
        3000,
        (t) => {
          enospc(t, "saving session note");
          const retry = r.int(1, 3);
          for (let a = 0; a < retry; a++)
            s.emit(
              t + 40 + a * 500,
              e.svc.gw,
              "ERROR",
              `upstream pt-diary 500 on POST /sessions/${r.int(10000, 99999)}/notes (attempt ${a + 1})`,
            );
          s.emit(
            t + 60 + retry * 500,
            e.svc.gw,
            "WARN",
            access(r, "node", e.svc.gw, "POST", "/v2/pt/notes", 500, 40 + r.next() * 80),
          );
        },
        start,
        s.t1,
      );
      s.tick(45000, (t) => t >= start && enospc(t, "persisting calendar sync cursor"));
      return (q) => {
        if (q.t < start || !touches(q, "trainer")) return false;
        enospc(q.t + 10, "booking session");
        entryLine(s, e, q, 500, 60 + r.next() * 30, "ERROR");
        return true;
      };
    },
  },
  {
    category: "timeout",
    estate: "swimfit",
    role: "classes",
    hints: ["timeout", "timed out", "lock", "deadline"],
    severity: "high",
    note: "sessions-api's booking threads wait on a session capacity lock and run out of time; leisure-web and lane-booking time out and retry",
    run: (s, e, start) => {
      const r = s.rng;
      const c = e.svc.classes;
      const hot = S(r);
      s.every(
        8000,
        (t) => s.emit(t, c, "WARN", `booking-exec pool saturated: active=64/64 queued=${r.int(80, 400)}`),
        start,
        s.t1,
      );
      return (q) => {
        if (q.t < start || !touches(q, "classes")) return false;
        if (q.flow.name === "timetable") {
          s.emit(q.t + 4000, c, "WARN", `slow request GET /api/sessions took ${r.int(3800, 9000)}ms`);
          entryLine(s, e, q, 200, 4200 + r.next() * 3000, "WARN");
          return true;
        }
        s.emit(q.t + 5000, c, "ERROR", `booking on ${hot} aborted`, {
          stack: stack(
            r,
            "java",
            "java.util.concurrent.TimeoutException",
            `lock 'session:${hot}:capacity' not acquired within 5000 ms`,
            [
              ["com.riverside.sessions.booking.CapacityLock.acquire", "CapacityLock.java"],
              ["com.riverside.sessions.booking.BookingService.book", "BookingService.java"],
              ["com.riverside.sessions.api.BookingController.book", "BookingController.java"],
            ],
          ),
        });
        s.emit(q.t + 10000, e.svc.gw, "ERROR", `POST http://sessions-api/api/sessions/${hot}/book failed`, {
          stack: stack(
            r,
            "dotnet",
            "System.Threading.Tasks.TaskCanceledException",
            "The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
            [
              [
                "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "/_/src/libraries/System.Net.Http/src/System/Net/Http/HttpClient.cs",
              ],
              [
                "Riverside.Web.Booking.SessionsClient.BookAsync(String sessionId, BookRequest req)",
                "/src/Riverside.Web/Booking/SessionsClient.cs",
              ],
            ],
          ),
        });
        for (let a = 1; a <= 3; a++)
          s.emit(
            q.t + a * 1200,
            e.svc.waitlist,
            "WARN",
            `Retrying (Retry(total=${3 - a}, connect=None, read=None)) after connection broken by 'ReadTimeoutError("HTTPConnectionPool(host='sessions-api', port=8080): Read timed out. (read timeout=10)")': /api/sessions/${hot}/lanes`,
          );
        entryLine(s, e, q, 504, 10000 + r.next() * 40, "ERROR");
        return true;
      };
    },
  },
  {
    category: "memory",
    estate: "swimfit",
    role: "members",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "account-svc exhausts its Java heap, throws OutOfMemoryError and restarts, twice; callers see 500s and refused entries",
    run: (s, e, start) => {
      const r = s.rng;
      const a = e.svc.members;
      for (const [i, h] of [88, 91, 94, 96, 98].entries())
        s.emit(
          start - 75000 + i * 15000,
          a,
          "WARN",
          `GC overhead: ${r.int(55, 90)}% of time in GC over last 15s, old gen ${h}% after full GC`,
        );
      const restart = start + 150000 + r.int(0, 60000);
      s.emit(restart - 200, a, "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      s.emit(restart + 6000, a, "INFO", "Starting AccountServiceApplication v2.41.3 using Java 17.0.12 with PID 1");
      s.emit(restart + 14000, a, "INFO", "Started AccountServiceApplication in 7.8 seconds (process running for 8.4)");
      const down = (t: number) => t >= restart - 200 && t < restart + 14000;
      return (q) => {
        if (q.t < start || !touches(q, "members")) return false;
        if (!down(q.t) && q.t > restart + 14000 && q.t < restart + 90000) return false;
        if (!down(q.t))
          s.emit(q.t + 200, a, "ERROR", `Servlet.service() for servlet [dispatcherServlet] threw exception`, {
            stack: stack(r, "java", "java.lang.OutOfMemoryError", "Java heap space", [
              ["java.util.Arrays.copyOf", "Arrays.java"],
              ["java.util.ArrayList.grow", "ArrayList.java"],
              ["com.riverside.accounts.cache.VisitHistoryCache.load", "VisitHistoryCache.java"],
              ["com.riverside.accounts.api.AccountController.get", "AccountController.java"],
            ]),
          });
        if (q.flow.entry === "door") {
          s.emit(
            q.t + 300,
            e.svc.door,
            "ERROR",
            `verify ${member(r)}: account-svc ${down(q.t) ? "connect refused" : "HTTP 500"}, entry refused`,
          );
          return true;
        }
        entryLine(s, e, q, down(q.t) ? 503 : 500, 300 + r.next() * 900, "ERROR");
        return true;
      };
    },
  },
  {
    category: "dependency",
    estate: "coreclub",
    role: "billing",
    hints: ["stripe", "upstream", "dependency", "provider", "api", "unavailable", "503"],
    severity: "high",
    note: "Stripe answers pay-intents with 500/503 errors; app checkouts and studio retail sales fail and the bff opens its circuit breaker",
    run: (s, e, start) => {
      const r = s.rng;
      const p = e.svc.billing;
      let fails = 0;
      return (q) => {
        if (q.t < start || !touches(q, "billing")) return false;
        for (let a = 1; a <= 2; a++)
          s.emit(
            q.t + a * 500,
            p,
            "WARN",
            `Stripe request POST /v1/payment_intents failed with status ${r.pick([500, 503, 503])}, retrying (attempt ${a} of 2) req_${r.hex(14)}`,
            { trace: q.trace },
          );
        s.emit(q.t + 1600, p, "ERROR", "payment intent not created", {
          trace: q.trace,
          stack: stack(
            r,
            "ruby",
            "Stripe::APIError",
            `(Status 503) (Request req_${r.hex(14)}) An error occurred while processing your request. Try again later.`,
            [
              ["execute_request_with_rescues", "/usr/local/bundle/gems/stripe-10.15.0/lib/stripe/stripe_client.rb"],
              ["execute_request", "/usr/local/bundle/gems/stripe-10.15.0/lib/stripe/stripe_client.rb"],
              ["create", "/app/app/services/payment_intent_creator.rb"],
              ["create", "/app/app/controllers/intents_controller.rb"],
            ],
          ),
        });
        fails++;
        if (fails === 12)
          s.emit(q.t + 1700, e.svc.gw, "WARN", "circuit breaker 'pay-intents' OPEN (error rate 100% over 20 calls)");
        if (q.flow.entry === "pos") {
          s.emit(q.t + 1700, e.svc.pos, "ERROR", "checkout failed: pay-intents responded 502 Bad Gateway", {
            trace: q.trace,
          });
          return true;
        }
        s.emit(q.t + 1650, e.svc.gw, "ERROR", `pay-intents responded 502 for ${q.flow.path(r)}`, { trace: q.trace });
        entryLine(s, e, q, 502, 1690 + r.next() * 30, "ERROR");
        return true;
      };
    },
  },
  {
    category: "unknown",
    estate: "coreclub",
    role: "classes",
    hints: ["unknown", "unresponsive", "hang", "unavailable", "no response", "silent"],
    severity: "high",
    note: "studio-sched stops logging and stops answering without a word; app-bff and spot-picker time out and fail every schedule call",
    run: (s, e, start) => {
      const r = s.rng;
      const c = e.svc.classes;
      s.mute(c, start);
      s.mute(e.svc.waitlist, start, /^waitlist sweep: \d/);
      s.every(
        5000,
        (t) =>
          s.emit(
            t,
            e.svc.waitlist,
            "ERROR",
            `waitlist sweep: fetch roster C-${r.int(20000, 99999)}: Get "http://studio-sched:8080/v1/classes/roster": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          ),
        start + 3000,
        s.t1,
      );
      let n = 0;
      return (q) => {
        if (q.t < start || !touches(q, "classes")) return false;
        n++;
        if (n === 15)
          s.emit(q.t + 3000, e.svc.gw, "WARN", "circuit breaker 'studio-sched' OPEN after 15 consecutive failures");
        if (n > 15 && r.chance(0.7)) {
          s.emit(q.t + 2, e.svc.gw, "ERROR", "studio-sched unavailable (breaker open), failing fast", {
            trace: q.trace,
          });
          entryLine(s, e, q, 503, 2 + r.next() * 3, "ERROR");
          return true;
        }
        s.emit(
          q.t + 3000,
          e.svc.gw,
          "ERROR",
          `GET http://studio-sched:8080${q.flow.name === "book" ? "/v1/bookings" : "/v1/classes"} did not respond within 3000ms`,
          { trace: q.trace },
        );
        entryLine(s, e, q, 504, 3000 + r.next() * 8, "ERROR");
        return true;
      };
    },
  },
];

export const estateOf = (i: Incident) => E(i.estate);
