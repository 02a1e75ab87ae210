// Harmless noise: chronic errors from minute one, unrelated deploys/reloads, and the quiet windows' main kinds.
import type { Role, Service } from "./estates.js";
import { callFail, deploy, edgeReload, once } from "./kit.js";
import { accessLine } from "./runtime.js";
import type { Win } from "./window.js";
import { SEC } from "./window.js";

function pickSvc(w: Win, roles: Role[], avoid?: Role): Service | undefined {
  const c = roles.filter((r) => r !== avoid && w.has(r));
  return c.length ? w.s(w.rng.pick(c)) : undefined;
}

/** A chronic harmless error stream: returns a function that writes `count` lines evenly over the window. */
export interface Chronic {
  name: string;
  roles: Role[];
  level: "WARN" | "ERROR";
  msg: (w: Win, s: Service) => string;
}

export const CHRONIC: Chronic[] = [
  {
    name: "mail bounces",
    roles: ["notify"],
    level: "ERROR",
    msg: (w) =>
      `bounce received for parent${w.rng.int(100, 999)}@example.org: 550 5.1.1 <parent@example.org>: Recipient address rejected: User unknown in virtual mailbox table`,
  },
  {
    name: "tablet heartbeat",
    roles: ["rooms"],
    level: "ERROR",
    msg: (w) =>
      `door tablet ${w.rng.pick(["R6", "R6", "Studio-B"])} heartbeat missed (last seen ${w.rng.int(60, 400)}s ago, battery=${w.rng.int(3, 9)}%)`,
  },
  {
    name: "csp reports",
    roles: ["web"],
    level: "ERROR",
    msg: (w) =>
      `CSP violation report: blocked-uri=https://www.googletagmanager.com/gtag/js document-uri=https://www.${w.estate.domain}/${w.rng.pick(["practice-log", "dashboard", "timetable/week"])} violated-directive=script-src-elem`,
  },
  {
    name: "idempotent duplicate entries",
    roles: ["exams"],
    level: "ERROR",
    msg: (w) =>
      `duplicate key value violates unique constraint "exam_entries_candidate_session_key" (candidate C${w.rng.int(100000, 999999)}, session 2027-SPRING) - entry already submitted, treating resubmission as success`,
  },
  {
    name: "metrics push resets",
    roles: ["rooms", "billing", "media", "auth"],
    level: "ERROR",
    msg: () =>
      `metrics push failed: Post "http://pushgateway.monitoring:9091/metrics/job/batch": read tcp 10.2.3.4:48812->10.9.0.12:9091: read: connection reset by peer`,
  },
  {
    name: "dead ICS feeds",
    roles: ["lessons"],
    level: "ERROR",
    msg: (w) =>
      `calendar import failed for teacher ${w.rng.pick(["Moreau", "Quinn", "Achterberg"])}: ICS feed https://calendar.google.com/calendar/ical/${w.rng.alnum(10)}/basic.ics returned 404 Not Found`,
  },
  {
    name: "gc pauses",
    roles: ["hire", "lessons", "exams"],
    level: "WARN",
    msg: (w, s) =>
      s.runtime === "spring"
        ? `[gc] GC(${w.rng.int(100, 999)}) Pause Young (Normal) (G1 Evacuation Pause) ${w.rng.int(400, 700)}M->${w.rng.int(150, 300)}M(1024M) ${w.rng.int(210, 480)}.${w.rng.int(100, 999)}ms`
        : `event loop blocked for ${w.rng.int(210, 480)}ms (gc pause)`,
  },
  {
    name: "auth failures",
    roles: ["auth"],
    level: "WARN",
    msg: (w) =>
      `login failed for user ${w.rng.pick(["s.ahmed", "family.wong", "grace.h", "teacher.demo"])}: invalid password`,
  },
  {
    name: "worker 503 retries",
    roles: ["worker", "notify", "billing"],
    level: "ERROR",
    msg: (w) =>
      `holiday calendar API call failed: 503 Service Unavailable (attempt ${w.rng.int(1, 2)}/3), retrying in 5s`,
  },
  {
    name: "report statement timeouts",
    roles: ["db"],
    level: "ERROR",
    msg: () => `ERROR:  canceling statement due to statement timeout`,
  },
];

/** Edge-specific chronic noise in each proxy's real words. */
export function edgeChronic(w: Win): Chronic {
  const rt = w.s("edge").runtime;
  return {
    name: "edge noise",
    roles: ["edge"],
    level: rt === "envoy" || rt === "haproxy" ? "WARN" : "ERROR",
    msg: (ww) => {
      const ip = `203.0.113.${ww.rng.int(2, 250)}`;
      switch (rt) {
        case "nginx":
          return `${ww.rng.int(20, 40)}#${ww.rng.int(20, 40)}: *${ww.rng.int(1000, 99999)} open() "/usr/share/nginx/html/apple-touch-icon-precomposed.png" failed (2: No such file or directory), client: ${ip}, server: ${ww.estate.domain}, request: "GET /apple-touch-icon-precomposed.png HTTP/1.1", host: "${ww.estate.domain}"`;
        case "traefik":
          return `Error while Peeking first byte: read tcp 172.18.0.2:443->${ip}:${ww.rng.int(30000, 65000)}: read: connection reset by peer`;
        case "haproxy":
          return `${ip}:${ww.rng.int(30000, 65000)} [${new Date(ww.start).toUTCString().slice(5, 25)}] fe_https/1: SSL handshake failure`;
        default:
          return `[upstream] health check failed for cluster legacy_blog: upstream connect error or disconnect/reset before headers. reset reason: connection failure`;
      }
    },
  };
}

export function writeChronic(w: Win, c: Chronic, count: number, avoid?: Role): string | undefined {
  const s = pickSvc(w, c.roles, avoid);
  if (!s || count <= 0) return undefined;
  const gap = (w.end - w.start) / count;
  let t = w.start + w.rng.float(0, gap);
  while (t < w.end) {
    w.add(Math.round(t), s.name, c.level, c.msg(w, s));
    t += gap * w.rng.float(0.6, 1.4);
  }
  return s.name;
}

/** An unrelated deploy or config reload near t. */
export function nearbyChange(w: Win, t: number, avoid: Role): void {
  const cands = w.estate.services.filter((x) => x.role !== avoid && x.role !== "edge" && x.role !== "db");
  const s = w.rng.pick(cands);
  if (w.rng.chance(0.7)) deploy(w, s, t, `${w.rng.int(1, 9)}.${w.rng.int(0, 40)}.${w.rng.int(0, 9)}`);
  if (w.rng.chance(0.5)) edgeReload(w, t + w.rng.int(-60, 60) * SEC);
  if (w.rng.chance(0.4)) {
    const o = w.rng.pick(cands);
    once(
      w,
      o.name,
      t + w.rng.int(-90, 90) * SEC,
      "INFO",
      `feature flags reloaded (${w.rng.int(20, 60)} flags, 1 changed: ${w.rng.pick(["newTimetableUI", "practiceStreaks", "hireWaitlist", "examReminderV2"])})`,
    );
  }
}

// ---- quiet-window noise kinds: each writes bursts of harmless errors at `k` intensity (1 = main kind) ----

export type QuietKind = (w: Win, k: number) => void;

function bursts(w: Win, k: number, n: number, len: number, gap: number, fn: (t: number) => void): void {
  const count = Math.max(1, Math.round(n * k));
  for (let b = 0; b < count; b++) {
    const at = w.start + w.rng.float(0.03, 0.95) * (w.end - w.start);
    w.over(at, at + len, gap, (t) => fn(t));
  }
}

export const QUIET: Record<string, QuietKind> = {
  declinedCards(w, k) {
    bursts(w, k, 5, 40 * SEC, 2500, (t) => {
      once(
        w,
        "billing",
        t,
        "ERROR",
        `payment declined for invoice INV-${w.rng.int(20000, 99999)}: card_declined (${w.rng.pick(["insufficient_funds", "do_not_honor", "expired_card", "authentication_required"])})`,
      );
      if (w.rng.chance(0.6)) once(w, "web", t + 300, "WARN", "checkout: card declined, showing retry form to family");
    });
  },
  failedLogins(w, k) {
    const ip = `198.51.100.${w.rng.int(2, 250)}`;
    bursts(w, k, 4, 60 * SEC, 900, (t) => {
      once(
        w,
        "auth",
        t,
        "WARN",
        `login failed for user ${w.rng.pick(["admin", "info", "parent", "test", "teacher1"])}@${w.estate.domain}: invalid credentials (ip=${ip})`,
      );
      if (w.rng.chance(0.15))
        once(
          w,
          "auth",
          t + 5,
          "ERROR",
          `account locked after 5 failed attempts user=${w.rng.pick(["admin", "info"])}@${w.estate.domain} ip=${ip}`,
        );
      w.add(
        t + 20,
        w.n("edge"),
        "INFO",
        accessLine(w, {
          t,
          method: "POST",
          path: "/login",
          status: 401,
          ms: w.rng.int(30, 90),
          upstream: w.s("auth"),
          ip,
        }),
        { ids: null as never },
      );
    });
  },
  scanners(w, k) {
    const paths = [
      "/wp-login.php",
      "/.env",
      "/phpmyadmin/index.php",
      "/.git/config",
      "/xmlrpc.php",
      "/actuator/env",
      "/cgi-bin/luci",
    ];
    const ip = `198.51.100.${w.rng.int(2, 250)}`;
    bursts(w, k, 3, 50 * SEC, 250, (t) => {
      const p = w.rng.pick(paths);
      w.add(
        t,
        w.n("edge"),
        "INFO",
        accessLine(w, {
          t,
          method: "GET",
          path: p,
          status: 404,
          ms: w.rng.int(1, 9),
          upstream: w.s("web"),
          ip,
          ua: "Mozilla/5.0 zgrab/0.x",
        }),
        { ids: null as never },
      );
      if (w.rng.chance(0.4)) {
        const web = w.s("web");
        const m =
          web.runtime === "rails"
            ? `ActionController::RoutingError (No route matches [GET] "${p}"):`
            : web.runtime === "php"
              ? `production.ERROR: The route ${p.slice(1)} could not be found. {"exception":"[object] (Symfony\\\\Component\\\\HttpKernel\\\\Exception\\\\NotFoundHttpException(code: 0))"}`
              : `unhandled route GET ${p} -> 404`;
        once(w, "web", t + 2, web.runtime === "node" ? "WARN" : "ERROR", m);
      }
    });
  },
  scraper429(w, k) {
    const ip = `203.0.113.${w.rng.int(2, 250)}`;
    bursts(w, k, 4, 60 * SEC, 400, (t) => {
      const up = w.has("lessons") ? w.s("lessons") : w.s("web");
      w.add(
        t,
        w.n("edge"),
        "INFO",
        accessLine(w, {
          t,
          method: "GET",
          path: `/api/teachers/availability?page=${w.rng.int(1, 400)}`,
          status: 429,
          ms: 1,
          upstream: up,
          ip,
          ua: "python-httpx/0.27.0",
        }),
        { ids: null as never },
      );
      if (w.rng.chance(0.2))
        once(
          w,
          "edge",
          t + 1,
          "WARN",
          `rate limit exceeded for client ${ip} on /api/teachers (limit 10r/s), responding 429`,
        );
    });
  },
  rollingRestart(w, k) {
    const cands = w.estate.services.filter((x) => ["lessons", "rooms", "hire", "exams", "auth"].includes(x.role));
    const callers = w.estate.services.filter((x) => x.role === "web" || x.role === "notify");
    const n = Math.max(1, Math.round(4 * k));
    const base = w.start + w.rng.float(0.1, 0.4) * (w.end - w.start);
    for (let i = 0; i < n; i++) {
      const s = cands[i % cands.length];
      const at = base + i * w.rng.int(40, 90) * SEC;
      deploy(w, s, at, `${w.rng.int(2, 7)}.${w.rng.int(0, 30)}.${w.rng.int(0, 9)}`);
      w.over(at, at + 12 * SEC, 350, (t) => {
        const c = w.rng.pick(callers);
        const m = `${callFail(s, c, w.rng.chance(0.5) ? "refused" : "5xx", 503)} (attempt 1/3, retrying)`;
        once(w, c.name, t, "ERROR", m);
        once(w, c.name, t + 800, "INFO", `retry succeeded calling ${s.name} (attempt 2/3)`);
      });
    }
  },
  certRotation(w, k) {
    const at = w.start + w.rng.float(0.2, 0.6) * (w.end - w.start);
    edgeReload(w, at);
    const cert = `TLS certificate for *.${w.estate.domain} reloaded (serial ${w.rng.hex(16)}, not after 2027-03-02)`;
    once(w, "edge", at + 100, "INFO", cert);
    const svcs = w.estate.services.filter((x) => x.role !== "edge" && x.role !== "db");
    for (const s of svcs.slice(0, Math.max(1, Math.round(svcs.length * k)))) {
      const t1 = at + w.rng.int(1, 60) * SEC;
      once(w, s.name, t1, "INFO", "mTLS client certificate rotated by cert-manager; reloading keypair");
      w.over(t1 - 15 * SEC, t1, 900, (t) => {
        const peer = `10.2.${w.rng.int(0, 9)}.${w.rng.int(2, 90)}`;
        const m =
          s.runtime === "spring"
            ? `javax.net.ssl.SSLHandshakeException: Received fatal alert: bad_certificate (peer ${peer})`
            : s.runtime === "dotnet"
              ? `Failed to authenticate HTTPS connection. System.Security.Authentication.AuthenticationException: Authentication failed because the remote party sent a TLS alert: 'BadCertificate'.`
              : s.runtime === "go"
                ? `http: TLS handshake error from ${peer}:${w.rng.int(30000, 60000)}: remote error: tls: bad certificate`
                : `TLS handshake with ${peer} failed: certificate verify failed (peer still presenting previous client certificate), retrying`;
        once(w, s.name, t, "WARN", m);
      });
    }
  },
  backfill(w, k) {
    const s = pickSvc(w, ["exams", "worker", "lessons"]) ?? w.s("web");
    let done = 0;
    w.over(w.start + 30 * SEC, w.end, 1500 / k, (t) => {
      done += w.rng.int(20, 60);
      if (w.rng.chance(0.75))
        once(
          w,
          s.name,
          t,
          "ERROR",
          `duplicate key value violates unique constraint "exam_results_candidate_id_session_key" DETAIL: Key (candidate_id, session)=(C${w.rng.int(100000, 999999)}, 2026-SUMMER) already exists. - skipping row (already imported)`,
        );
      else
        once(
          w,
          s.name,
          t,
          "INFO",
          `results backfill 2019-2026 progress ${done}/48210 inserted=${Math.round(done * 0.2)} skipped_duplicates=${Math.round(done * 0.8)}`,
        );
    });
  },
  rebalance(w, k) {
    const consumers = w.estate.services.filter((x) => ["lessons", "rooms", "notify", "hire"].includes(x.role));
    for (let i = 0; i < Math.max(1, Math.round(3 * k)); i++) {
      const at = w.start + w.rng.float(0.05, 0.9) * (w.end - w.start);
      for (const c of consumers) {
        const g = `${c.name}-lesson-events`;
        once(
          w,
          c.name,
          at + w.rng.int(0, 800),
          "INFO",
          `[Consumer clientId=consumer-${g}-1, groupId=${g}] Request joining group due to: group is already rebalancing`,
        );
        once(
          w,
          c.name,
          at + w.rng.int(800, 1500),
          "WARN",
          `[Consumer clientId=consumer-${g}-1, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
        );
        if (w.rng.chance(0.5))
          once(
            w,
            c.name,
            at + w.rng.int(1500, 2000),
            "ERROR",
            `[Consumer clientId=consumer-${g}-1, groupId=${g}] Offset commit failed on partition lesson-events-${w.rng.int(0, 11)} at offset ${w.rng.int(10000, 99999)}: The coordinator is not aware of this member.`,
          );
        once(
          w,
          c.name,
          at + w.rng.int(2500, 4000),
          "INFO",
          `[Consumer clientId=consumer-${g}-1, groupId=${g}] Successfully synced group in generation Generation{generationId=${w.rng.int(40, 400)}}`,
        );
      }
    }
  },
  reportTimeouts(w, k) {
    const s = pickSvc(w, ["db", "worker", "billing"]) ?? w.s("lessons");
    bursts(w, k, 4, 30 * SEC, 3000, (t) => {
      once(
        w,
        s.name,
        t,
        "ERROR",
        s.runtime === "postgres"
          ? "ERROR:  canceling statement due to statement timeout"
          : `end-of-term attendance report timed out after 60s (statement timeout), will retry in the 02:00 window`,
      );
      if (s.runtime === "postgres")
        once(
          w,
          s.name,
          t + 1,
          "INFO",
          "STATEMENT:  SELECT teacher_id, count(*) FROM lesson_attendance WHERE term = '2026-AUTUMN' GROUP BY 1 ORDER BY 2 DESC",
        );
    });
  },
  wifiDevices(w, k) {
    bursts(w, k, 6, 90 * SEC, 5000, (t) => {
      const room = w.rng.pick(["R2", "R3", "R5", "R8", "Studio-B"]);
      once(w, "rooms", t, "WARN", `door tablet ${room} disconnected (wifi, rssi=-${w.rng.int(78, 91)}dBm)`);
      if (w.rng.chance(0.3))
        once(w, "rooms", t + 50, "ERROR", `push to door tablet ${room} failed: device offline, queued for redelivery`);
      once(
        w,
        "rooms",
        t + w.rng.int(5, 40) * SEC,
        "INFO",
        `door tablet ${room} reconnected, redelivered 1 queued command`,
      );
    });
  },
  thresholdAlerts(w, k) {
    const svcs = w.estate.services.filter((x) => x.role !== "edge" && x.role !== "db");
    bursts(w, k, 5, 20 * SEC, 4000, (t) => {
      const s = w.rng.pick(svcs);
      once(
        w,
        s.name,
        t,
        "WARN",
        w.rng.pick([
          `disk usage /var/lib/${s.name} at ${w.rng.int(80, 84)}% (warn threshold 80%)`,
          `heap usage ${w.rng.int(75, 82)}% after GC (warn threshold 75%)`,
          `p95 latency ${w.rng.int(800, 1400)}ms over the last 5m (warn threshold 750ms)`,
        ]),
      );
    });
  },
  badInput(w, k) {
    const refusals: Array<[Role, string, string]> = [
      [
        "exams",
        "validation failed for exam entry: candidate date of birth 2031-04-02 is in the future",
        "/api/exams/entries",
      ],
      ["exams", "validation failed for exam entry: grade 9 is not offered for piano (1-8)", "/api/exams/entries"],
      ["hire", 'validation failed: delivery postcode "N1 ABC" is not a valid UK postcode', "/api/hire/agreements"],
      ["hire", "rejected hire application: deposit amount must be at least £50.00 (got £5.00)", "/api/hire/agreements"],
      ["lessons", "validation failed: lesson duration 25 not in [30, 45, 60]", "/api/lessons"],
    ];
    bursts(w, k, 5, 60 * SEC, 2500, (t) => {
      const [role, msg, path] = w.rng.pick(refusals);
      const s = w.s(role);
      once(w, s.name, t, w.rng.chance(0.5) ? "ERROR" : "WARN", msg);
      w.add(
        t + 5,
        w.n("edge"),
        "INFO",
        accessLine(w, { t, method: "POST", path, status: 422, ms: w.rng.int(5, 40), upstream: s }),
        { ids: null as never },
      );
    });
  },
};

export const QUIET_KINDS = Object.keys(QUIET);
