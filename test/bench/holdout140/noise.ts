// Harmless noise. Quiet windows are built around one main kind with one to three small kinds beside it;
// incident windows get small kinds too. All of it is what healthy escape room and laser tag businesses
// log on a busy evening: declined cards, password guessers, scanners, scrapers, restarts with retries that
// succeed, certificate rotation, duplicate-skipping backfills, consumer rebalances, report queries killed
// by timeouts, props and vests dropping offline, sensors crossing thresholds, abandoned carts.
import type { Ctx } from "./ctx.js";
import { edgeLine, edgeReload } from "./edge.js";
import { ids, jlog, logger, shutdown, startup } from "./runtime.js";
import { goTrace, javaTrace, netTrace, nodeTrace, pyTrace } from "./stacks.js";
import { serve } from "./traffic.js";
import type { EstateKey, Route, Service } from "./types.js";
import { clientIp, ngxDate, podIp } from "./vocab.js";

export interface NoiseKind {
  key: string;
  /** One line for the label's note. */
  what: string;
  estates: EstateKey[];
  run: (c: Ctx, from: number, to: number) => void;
}

function route(c: Ctx, pred: (r: Route) => boolean): Route | undefined {
  return c.est.routes.find((r) => pred(r) && r.hops.every((h) => c.has(h.svc)));
}

function burst(
  c: Ctx,
  r: Route | undefined,
  from: number,
  to: number,
  n: number,
  biz: [number, number][],
  ua?: string,
  ips?: string[],
): void {
  if (!r) return;
  const rr: Route = { ...r, biz };
  for (let i = 0; i < n; i++) serve(c, rr, c.r.float(from, to), ua, ips ? c.r.pick(ips) : undefined);
}

const BOT_UA = "Mozilla/5.0 (compatible; PriceWatchBot/2.1; +http://pricewatch-bot.example/info)";

/** An unrelated deploy of one service: graceful stop, start with the next version, a blip of retries that succeed. */
export function rollingRestart(c: Ctx, s: Service, at: number, pods = 2): void {
  const prev = s.version;
  const next = prev.replace(/(\d+)$/, (d) => String(Number(d) + 1));
  for (let i = 0; i < pods; i++) {
    const t = at + i * c.r.int(25000, 45000);
    const stop = shutdown(c, s, t);
    s.version = next;
    const up = t + stop + c.r.int(3000, 9000);
    const says = s.rt === "python" || s.rt === "ruby" || s.rt === "elixir";
    const boot = startup(c, s, up, i === 0 && says ? ` (version ${next})` : "");
    s.version = prev;
    c.fault({
      svc: s.name,
      from: t,
      to: up + boot + 1500,
      share: (_x, attempt) => (attempt === 0 ? 0.6 : 0.04),
      mode: "refused",
    });
  }
}

export const MAIN: NoiseKind[] = [
  {
    key: "declines",
    what: "a Friday-evening rush of party deposits with many declined cards and a small card-testing run blocked by velocity rules",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const pay = route(c, (r) => r.say === "pay");
      c.rush.push({ from, to, k: 1.3 });
      burst(c, pay, from, to, c.r.int(40, 80), [[402, 0.45]]);
      const tester = clientIp(c.r);
      const t0 = c.r.float(from, (from + to) / 2);
      const ps = c.role("pay");
      for (let i = 0; i < c.r.int(18, 30); i++) {
        const t = t0 + i * c.r.int(1500, 4000);
        if (i < 6)
          burst(
            c,
            pay,
            t,
            t + 1,
            1,
            [[402, 1]],
            c.r.pick(["python-requests/2.31.0", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"]),
            [tester],
          );
        else {
          c.emit(
            t,
            ps.name,
            "warn",
            `velocity rule blocked charge: ip=${tester} attempts_10m=${i + 1} bins_distinct=${Math.min(i, 9)} action=block`,
            { logger: logger(ps, "fraud.VelocityRule") },
          );
          edgeLine(c, t + 3, {
            m: "POST",
            path: c.fill(pay?.p ?? "/pay", c.vars(t)),
            status: 429,
            durMs: 4,
            ip: tester,
            ua: "python-requests/2.31.0",
          });
        }
      }
    },
  },
  {
    key: "login-stuffing",
    what: "a credential-stuffing run against customer and staff logins, refused with bad-credential answers and lockouts",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const login = route(c, (r) => (r.biz ?? []).some(([s]) => s === 401));
      const ips = Array.from({ length: c.r.int(4, 9) }, () => clientIp(c.r));
      const a = c.r.float(from, (from + to) / 2);
      const b = Math.min(to, a + c.r.int(180000, 420000));
      burst(c, login, a, b, c.r.int(80, 160), [[401, 0.97]], "python-httpx/0.26.0", ips);
      const auth = c.role("auth");
      c.poisson(a, b, 25000, (t) => {
        const u = `${c.r.pick(["anna", "tom", "lee", "sam", "office", "info", "bookings"])}${c.r.int(1, 99)}@${c.r.pick(["gmail.com", "yahoo.co.uk", "hotmail.com"])}`;
        if (auth.rt === "keycloak")
          c.emit(
            t,
            auth.name,
            "warn",
            `type="LOGIN_ERROR", realmId="${c.r.hex(8)}", realmName="blacklight", clientId="booking-web", userId="${c.r.uuid()}", ipAddress="${c.r.pick(ips)}", error="user_temporarily_disabled", auth_method="openid-connect", username="${u}"`,
            { logger: "org.keycloak.events" },
          );
        else if (auth.rt === "ruby")
          c.emit(
            t,
            auth.name,
            "warn",
            `[Rack::Attack] throttled logins/email discriminator=${u} ip=${c.r.pick(ips)} matched=logins/email`,
          );
        else
          c.emit(
            t,
            auth.name,
            "warn",
            `account temporarily locked user=${u} failed_attempts=5 lock=15m ip=${c.r.pick(ips)}`,
            { logger: logger(auth, "security.LockoutPolicy") },
          );
      });
    },
  },
  {
    key: "scanner",
    what: "a vulnerability scanner walking the public site for admin panels, dotfiles and path traversal, answered with 4xx",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const ip = clientIp(c.r);
      const ua = c.r.pick([
        "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
        "Mozilla/5.0 zgrab/0.x",
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.93 Safari/537.36",
      ]);
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/actuator/env",
        "/api/v1/../../../../etc/passwd",
        "/phpmyadmin/index.php",
        "/server-status",
        "/config.json",
        "/admin/login.jsp",
        "/cgi-bin/luci/;stok=/locale",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/.aws/credentials",
        "/owa/auth/logon.aspx",
        "/%2e%2e/%2e%2e/windows/win.ini",
        "/api/bookings?id=1%27%20OR%201=1--",
        "/console/api/rooms/../../admin",
      ];
      const a = c.r.float(from, (from + to) / 2);
      const n = c.r.int(120, 260);
      const app = c.role("book");
      for (let i = 0; i < n; i++) {
        const t = a + i * c.r.int(150, 900);
        const p = c.r.pick(paths);
        const st =
          p.includes("..") || p.includes("%2e")
            ? 400
            : p.includes("'") || p.includes("%27")
              ? 403
              : c.r.chance(0.1)
                ? 405
                : 404;
        edgeLine(c, t + 3, { m: c.r.chance(0.85) ? "GET" : "POST", path: p, status: st, durMs: c.r.int(1, 9), ip, ua });
        if (c.r.chance(0.12)) {
          if (app.rt === "java")
            c.emit(
              t,
              app.name,
              "warn",
              `Rejected request for "${p}": The request was rejected because the URL contained a potentially malicious String "${p.includes("%2e") ? "%2e" : ".."}"`,
              { logger: "o.s.security.web.firewall.RequestRejectedHandler" },
            );
          else if (app.rt === "ruby")
            c.emit(t, app.name, "fatal", `\nActionController::RoutingError (No route matches [GET] "${p}"):\n`);
          else if (app.rt === "dotnet")
            c.emit(
              t,
              app.name,
              "info",
              `Connection id "0HN${c.r.alnum(10)}" bad request data: "Invalid request target: '${p.slice(0, 30)}'"`,
              { logger: "Microsoft.AspNetCore.Server.Kestrel.BadRequests" },
            );
          else c.emit(t, app.name, "warn", `rejected suspicious path ${p} from ${ip}`);
        }
      }
      const w = c.role("waiver");
      if (w.rt === "python")
        c.emit(
          a + 5000,
          w.name,
          "error",
          `Invalid HTTP_HOST header: '${ip}'. You may need to add '${ip}' to ALLOWED_HOSTS.`,
          { logger: "django.security.DisallowedHost" },
        );
      const gs = c.svcs.find((x) => x.rt === "go" && x.role !== "edge");
      if (gs) {
        const at = a + c.r.int(20000, 60000);
        c.emit(
          at,
          gs.name,
          "error",
          `http: panic serving ${ip}:${c.r.int(30000, 65000)}: runtime error: slice bounds out of range [:-1]`,
          {
            err: { type: "runtime error", msg: "slice bounds out of range [:-1]" },
            stack: goTrace(
              "",
              [
                ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1898"],
                ["panic({0x8d1f40?, 0xc0003a2d80?})", "/usr/local/go/src/runtime/panic.go:770"],
                [`${gs.pkg}/internal/api.parseRoomPath({0xc0002f4a0e, 0x1})`, "/src/internal/api/paths.go:41"],
                [
                  `${gs.pkg}/internal/api.(*Handler).ServeHTTP(0xc0001a4000, {0xa21c58, 0xc0003c01c0}, 0xc0003b6000)`,
                  "/src/internal/api/handler.go:66",
                ],
              ],
              c.r.int(4000, 90000),
            ).replace(/^\n+/, ""),
          },
        );
      }
      const gm = c.role("gm");
      if (gm.rt === "node")
        c.emit(a + 9000, gm.name, "error", "request failed GET /console/api/rooms/%E0%A4%A 400", {
          stack: nodeTrace(
            "URIError: URI malformed",
            [
              "decodeURIComponent (<anonymous>)",
              "decode_param (/app/node_modules/express/lib/router/layer.js:172:12)",
              "Layer.match (/app/node_modules/express/lib/router/layer.js:148:15)",
            ],
            false,
          ),
          err: { type: "URIError", msg: "URI malformed" },
        });
    },
  },
  {
    key: "scraper",
    what: "a price-comparison bot scraping availability far above the published limits, throttled with 429s",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const avail = route(c, (r) => r.m === "GET" && r.hops.length === 2 && r.w >= 14);
      const ips = Array.from(
        { length: c.r.int(2, 4) },
        () => `185.${c.r.int(100, 250)}.${c.r.int(1, 250)}.${c.r.int(1, 250)}`,
      );
      const e = c.edge();
      const a = c.r.float(from, from + (to - from) * 0.3);
      const b = c.r.float((from + to) / 2, to);
      burst(c, avail, a, b, c.r.int(60, 120), [], BOT_UA, ips);
      c.poisson(a, b, 700 / c.scale, (t) => {
        const ip = c.r.pick(ips);
        const path = avail ? c.fill(avail.p, c.vars(t)) : "/api/availability";
        if (e.rt === "nginx")
          c.emit(
            t,
            e.name,
            "error",
            `${ngxDate(c.clock(e.name, t))} [error] 31#31: *${c.r.int(100000, 999999)} limiting requests, excess: ${c.r.float(10, 40).toFixed(3)} by zone "api_per_ip", client: ${ip}, server: ${c.est.host}, request: "GET ${path} HTTP/1.1", host: "${c.est.host}"`,
          );
        edgeLine(c, t + 1, { m: "GET", path, status: e.rt === "nginx" ? 503 : 429, durMs: 1, ip, ua: BOT_UA });
      });
      const app = avail ? c.s(avail.hops[0]?.svc ?? "") : c.role("book");
      c.every(a, b, 60000, 2000, (t) =>
        c.emit(
          t,
          app.name,
          "warn",
          `rate limit exceeded key=ip:${c.r.pick(ips)} limit=120/min window_hits=${c.r.int(400, 1600)}`,
          { logger: logger(app, "web.RateLimiter") },
        ),
      );
    },
  },
  {
    key: "rolling-restart",
    what: "a routine rolling deploy of one backend whose pods restart one by one, with callers retrying briefly and succeeding",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const cands = c.svcs.filter((s) => ["slots", "party", "waiver", "book"].includes(s.role) && s.rt !== "ruby");
      const s = c.r.pick(cands.length ? cands : c.svcs.filter((x) => x.role !== "edge"));
      const at = c.r.float(from, from + (to - from) * 0.4);
      c.rush.push({ from: at, to: at + 150000, k: 1.4 });
      rollingRestart(c, s, at, 3);
    },
  },
  {
    key: "cert-rotation",
    what: "the edge certificate and an internal mTLS client certificate rotated, with a few old clients failing handshakes until they pick up the new chain",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const e = c.edge();
      const t = c.r.float(from, (from + to) / 2);
      if (e.rt === "envoy") c.emit(t, e.name, "info", "[source/common/secret/sds_api.cc:82] Secret is updated.");
      edgeReload(c, t + 200);
      c.poisson(t + 500, t + c.r.int(60000, 180000), 6000, (x) => {
        const ip = clientIp(c.r);
        if (e.rt === "nginx")
          c.emit(
            x,
            e.name,
            "info",
            `${ngxDate(c.clock(e.name, x))} [info] 30#30: *${c.r.int(100000, 999999)} SSL_do_handshake() failed (SSL: error:0A000416:SSL routines::sslv3 alert certificate unknown:SSL alert number 46) while SSL handshaking, client: ${ip}, server: 0.0.0.0:443`,
          );
        else if (e.rt === "haproxy")
          c.emit(
            x,
            e.name,
            "info",
            `${ip}:${c.r.int(30000, 65000)} [${new Date(c.clock(e.name, x)).toISOString()}] fe_https/1: SSL handshake failure`,
          );
        else if (e.rt === "traefik")
          c.emit(
            x,
            e.name,
            "debug",
            `http: TLS handshake error from ${ip}:${c.r.int(30000, 65000)}: remote error: tls: unknown certificate`,
          );
        else
          c.emit(
            x,
            e.name,
            "debug",
            `[source/common/tls/ssl_socket.cc:255] [C${c.r.int(10000, 99999)}] remote address:${ip}:${c.r.int(30000, 65000)},TLS_error:|268436502:SSL routines:OPENSSL_internal:SSLV3_ALERT_CERTIFICATE_UNKNOWN:TLS_error_end`,
          );
      });
      const pay = c.role("pay");
      c.emit(
        t + 4000,
        pay.name,
        "info",
        `reloaded client certificate for acquirer mTLS serial=${c.r.hex(16)} not_after=2026-08-${c.r.int(10, 28)}T00:00:00Z`,
        { logger: logger(pay, "tls.CertReloader") },
      );
      const props = c.role("props");
      const dev = `${c.r.pick(c.est.rooms)}-${c.r.pick(c.est.props)}`;
      for (let i = 0; i < c.r.int(3, 6); i++)
        c.emit(
          t + 9000 + i * 5000,
          props.name,
          "warn",
          props.rt === "go"
            ? `mqtt tls connect failed client=${dev} err="x509: certificate signed by unknown authority" retry_in=5s`
            : `TLS handshake with broker failed for ${dev}: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006); retrying in 5s`,
          { logger: logger(props, "mqtt") },
        );
      c.emit(
        t + 40000,
        props.name,
        "info",
        props.rt === "go"
          ? `trust bundle reloaded certs=3; mqtt client=${dev} connected`
          : `trust bundle reloaded (3 certs); ${dev} connected`,
        { logger: logger(props, "mqtt") },
      );
    },
  },
  {
    key: "backfill-dupes",
    what: "a backfill re-importing waivers from a kiosk's offline queue, skipping thousands of rows that already exist as duplicate keys",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const w = c.role("waiver");
      const a = c.r.float(from, from + (to - from) * 0.3);
      const b = Math.min(to - 10000, a + c.r.int(240000, 480000));
      const total = c.r.int(3000, 6000);
      const kiosk = `kiosk-${c.r.pick(c.est.venues)}-${c.r.int(1, 4)}`;
      c.emit(a, w.name, "info", `backfill started source=${kiosk}/offline-queue records=${total} batch=200`, {
        logger: logger(w, "backfill"),
      });
      let done = 0;
      let dups = 0;
      c.every(a + 2000, b, c.r.int(900, 1600), 200, (t) => {
        const k =
          w.rt === "ruby"
            ? "ActiveRecord::RecordNotUnique"
            : w.rt === "python"
              ? "psycopg.errors.UniqueViolation"
              : "duplicate key";
        dups++;
        const hash = c.r.hex(12);
        if (c.r.chance(0.25))
          c.emit(
            t,
            w.name,
            "error",
            `${k}: duplicate key value violates unique constraint "waivers_signature_hash_key" DETAIL: Key (signature_hash)=(${hash}) already exists. -- skipping record`,
            { logger: logger(w, "backfill") },
          );
        else
          c.emit(t, w.name, "warn", `duplicate waiver skipped signature_hash=${hash} source=${kiosk}`, {
            logger: logger(w, "backfill"),
          });
      });
      c.every(a + 15000, b, 30000, 500, (t) => {
        done = Math.min(total, done + c.r.int(300, 700));
        c.emit(
          t,
          w.name,
          "info",
          `backfill progress ${done}/${total} imported=${Math.round(done * 0.18)} skipped_duplicates=${Math.round(done * 0.82)} errors=0`,
          { logger: logger(w, "backfill") },
        );
      });
      c.emit(
        b + 1500,
        w.name,
        "info",
        `backfill finished source=${kiosk} imported=${Math.round(total * 0.18)} skipped_duplicates=${Math.round(total * 0.82) + (dups % 7)} failed=0 took=${Math.round((b - a) / 1000)}s`,
        { logger: logger(w, "backfill") },
      );
    },
  },
  {
    key: "rebalance",
    what: "a consumer group rebalancing during a notification service deploy, with heartbeat errors and a lag spike that drains",
    estates: ["D", "A"],
    run: (c, from, to) => {
      const t = c.r.float(from, (from + to) / 2);
      const n = c.role("notify");
      rollingRestart(c, n, t, 2);
      for (const s of [n, c.svcs.find((x) => x.role === "report")].filter((x): x is Service => !!x)) {
        const group = s.role === "report" ? "reporting" : s.name;
        const g = c.r.int(140, 180);
        for (let i = 0; i < 2; i++) {
          const x = t + i * 35000 + c.r.int(300, 3000);
          if (s.rt === "node") {
            c.emit(
              x,
              s.name,
              "error",
              `[Connection] Response Heartbeat(key: 12, version: 3) broker=b-${c.r.int(1, 3)}.events.internal:9092 clientId=${s.name} error="The group is rebalancing, so a rejoin is needed" correlationId=${c.r.int(100, 9999)} size=10`,
              { logger: "kafkajs" },
            );
            c.emit(
              x + 3000,
              s.name,
              "info",
              `[ConsumerGroup] Consumer has joined the group groupId=${group} memberId=${s.name}-${c.r.uuid()} leaderId=${s.name}-${c.r.uuid()} isLeader=${i === 0} memberAssignment={"reservation-events":[${i * 3},${i * 3 + 1},${i * 3 + 2}]} groupProtocol=RoundRobinAssigner duration=${c.r.int(2800, 6000)}`,
              { logger: "kafkajs" },
            );
          } else if (s.rt === "python") {
            c.emit(x, s.name, "warn", `Heartbeat failed for group ${group} because it is rebalancing`, {
              logger: "aiokafka.consumer.group_coordinator",
            });
            c.emit(
              x + 40,
              s.name,
              "info",
              `Revoking previously assigned partitions {TopicPartition(topic='reservation-events', partition=${c.r.int(0, 5)})} for group ${group}`,
              { logger: "aiokafka.consumer.group_coordinator" },
            );
            c.emit(x + 3100, s.name, "info", `Successfully synced group ${group} with generation ${g + i}`, {
              logger: "aiokafka.consumer.group_coordinator",
            });
            c.emit(
              x + 3120,
              s.name,
              "info",
              `Setting newly assigned partitions {TopicPartition(topic='reservation-events', partition=${c.r.int(0, 5)})} for group ${group}`,
              { logger: "aiokafka.consumer.group_coordinator" },
            );
          } else {
            c.emit(
              x,
              s.name,
              "warn",
              `consumer group ${group} rebalancing: heartbeat failed, rejoining (generation ${g + i})`,
            );
          }
        }
        c.every(t + 5000, t + 120000, 15000, 1000, (x) =>
          c.emit(
            x,
            s.name,
            "warn",
            `consumer lag topic=reservation-events group=${group} lag=${Math.max(0, Math.round(900 - (x - t) / 150))} (threshold 500)`,
          ),
        );
      }
    },
  },
  {
    key: "report-timeouts",
    what: "heavy month-end report queries killed by the statement timeout and retried over smaller date ranges until they pass",
    estates: ["D", "B", "C", "A"],
    run: (c, from, to) => {
      const rep = c.svcs.find((s) => s.role === "report") ?? c.svcs.find((s) => s.role === "jobs") ?? c.role("book");
      const reports = [
        "revenue_by_site_monthly",
        "occupancy_heatmap_90d",
        "gm_hint_effectiveness",
        "party_upsell_funnel",
      ];
      c.poisson(from, to, (to - from) / c.r.int(4, 7), (t) => {
        const name = c.r.pick(reports);
        if (rep.rt === "python")
          c.emit(t, rep.name, "error", `report ${name} failed window=90d`, {
            logger: "reporting.jobs",
            stack: pyTrace(
              [
                ["/app/reporting/jobs.py", 141, "run_report", "rows = cur.execute(sql, params).fetchall()"],
                [
                  "/usr/local/lib/python3.11/site-packages/psycopg2/extras.py",
                  146,
                  "execute",
                  "return super().execute(query, vars)",
                ],
              ],
              "psycopg2.errors.QueryCanceled: canceling statement due to statement timeout",
            ),
          });
        else if (rep.rt === "ruby") {
          const jid = c.r.hex(24);
          c.emit(t, rep.name, "info", `class=ReportExportJob jid=${jid} elapsed=60.012 INFO: fail`);
          c.emit(
            t + 1,
            rep.name,
            "warn",
            `{"context":"Job raised exception","job":{"class":"ReportExportJob","jid":"${jid}","args":["${name}","90d"],"retry_count":0}} ActiveRecord::QueryCanceled: PG::QueryCanceled: ERROR:  canceling statement due to statement timeout`,
          );
        } else if (rep.rt === "dotnet")
          c.emit(t, rep.name, "error", `Report ${name} export failed`, {
            logger: `${rep.pkg}.Reports.ExportJob`,
            stack: netTrace(
              "Microsoft.Data.SqlClient.SqlException (0x80131904): Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
              [`${rep.pkg}.Reports.ExportJob.RunAsync(String name)|/src/${rep.pkg}/Reports/ExportJob.cs:77`],
              ["System.ComponentModel.Win32Exception (258): The wait operation timed out.", []],
            ),
          });
        else
          c.emit(t, rep.name, "error", `Report ${name} export failed`, {
            logger: jlog(rep, "reports.ExportJob"),
            stack: javaTrace(
              "org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [select ...]; ERROR: canceling statement due to statement timeout",
              ["com.blacklight.reservations.reports.ExportJob.run:58"],
              [
                [
                  "org.postgresql.util.PSQLException: ERROR: canceling statement due to statement timeout",
                  ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse:2725"],
                ],
              ],
              rep.rt === "kotlin" ? "kt" : "java",
            ),
          });
        c.emit(t + 2000, rep.name, "info", `retrying report ${name} with smaller window (90d -> 30d x3)`);
        c.emit(
          t + c.r.int(20000, 50000),
          rep.name,
          "info",
          `report ${name} finished rows=${c.r.int(200, 4000)} in ${c.r.int(14, 45)}.${c.r.int(0, 9)}s (3 chunks)`,
        );
      });
    },
  },
  {
    key: "devices-offline",
    what: "props and vests dropping off Wi-Fi during battery swaps and room resets and coming back within a minute or two",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const dev = c.svcs.find((s) => s.role === "props") ?? c.svcs.find((s) => s.role === "vests");
      if (!dev) return;
      const vest = dev.role === "vests";
      const gm = c.svcs.find((s) => s.role === "gm");
      c.poisson(from, to, 25000, (t) => {
        const id = vest
          ? `V-${String(c.r.int(1, 160)).padStart(4, "0")}`
          : `${c.r.pick(c.est.rooms)}/${c.r.pick(c.est.props)}`;
        const back = t + c.r.int(20000, 150000);
        if (dev.rt === "go") {
          c.emit(
            t,
            dev.name,
            "warn",
            vest
              ? `vest ${id} link lost bs=bs-${c.r.pick(c.est.venues)}-0${c.r.int(1, 8)} last_rssi=-${c.r.int(78, 90)}`
              : `prop offline ${id} missed_heartbeats=3 last_seen=${Math.round((t - 45000) / 1000)}`,
          );
          c.emit(
            back,
            dev.name,
            "info",
            vest
              ? `vest ${id} re-associated bs=bs-${c.r.pick(c.est.venues)}-0${c.r.int(1, 8)} battery=${c.r.int(60, 100)}%`
              : `prop online ${id} fw=2.4.${c.r.int(0, 3)} rssi=-${c.r.int(55, 75)}`,
          );
        } else {
          c.emit(t, dev.name, "warn", `MQTT client ${id.replace("/", "-")} disconnected: keepalive timeout (60s)`, {
            logger: logger(dev, "mqtt"),
          });
          c.emit(back, dev.name, "info", `MQTT client ${id.replace("/", "-")} connected (clean_session=False)`, {
            logger: logger(dev, "mqtt"),
          });
        }
        if (gm && gm.rt === "node" && c.r.chance(0.5))
          c.emit(t + 2000, gm.name, "warn", `${vest ? "vest" : "prop"} ${id} offline, flagged on console`);
      });
    },
  },
  {
    key: "physical-alerts",
    what: "sensor threshold alerts from the physical rooms (CO2, heat, fog fluid, a door held open, a staff fire drill releasing maglocks)",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const dev = c.svcs.find((s) => s.role === "props") ?? c.svcs.find((s) => s.role === "vests") ?? c.role("gm");
      const gm = c.svcs.find((s) => s.role === "gm");
      c.poisson(from, to, 40000, (t) => {
        const room = c.r.pick(c.est.rooms);
        const k = c.r.pick(["co2", "temp", "fog", "door", "humidity"]);
        const msg =
          k === "co2"
            ? `threshold exceeded room=${room} sensor=co2 value=${c.r.int(1250, 1700)}ppm limit=1200ppm action=ventilation_boost`
            : k === "temp"
              ? `threshold exceeded room=${room} sensor=temp value=${c.r.float(26.5, 29.5).toFixed(1)}C limit=26C`
              : k === "fog"
                ? `fog machine fluid low room=${room} level=${c.r.int(5, 15)}%`
                : k === "door"
                  ? `door held open room=${room} door=exit-1 duration=${c.r.int(90, 300)}s`
                  : `threshold exceeded room=${room} sensor=humidity value=${c.r.int(68, 80)}% limit=65%`;
        c.emit(t, dev.name, k === "fog" ? "warn" : "error", msg, { logger: logger(dev, "sensors") });
        if (k === "co2" || k === "temp")
          c.emit(t + c.r.int(120000, 300000), dev.name, "info", `threshold cleared room=${room} sensor=${k}`, {
            logger: logger(dev, "sensors"),
          });
      });
      const drill = c.r.float(from, to - 60000);
      const v = c.r.pick(c.est.venues);
      c.emit(
        drill,
        dev.name,
        "error",
        `EMERGENCY RELEASE activated venue=${v} source=panel-front-desk mode=fire_drill maglocks_released=${c.r.int(14, 30)}`,
        { logger: logger(dev, "safety") },
      );
      if (gm) c.emit(drill + 800, gm.name, "warn", `venue ${v}: all rooms paused (emergency release: fire_drill)`);
      c.emit(
        drill + c.r.int(240000, 420000),
        dev.name,
        "info",
        `emergency release cleared venue=${v}; maglocks re-armed by staff`,
        { logger: logger(dev, "safety") },
      );
    },
  },
  {
    key: "abandoned-carts",
    what: "abandoned checkouts: slot holds expiring, expired waiver links, expired sessions and form validation refusals",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const hold = route(c, (r) => r.say === "hold" || r.say === "book");
      burst(c, hold, from, to, c.r.int(40, 80), [
        [409, 0.25],
        [422, 0.2],
      ]);
      const wv = route(c, (r) => (r.biz ?? []).some(([s]) => s === 410)) ?? route(c, (r) => r.say === "waiver");
      burst(c, wv, from, to, c.r.int(20, 40), [
        [410, 0.5],
        [422, 0.3],
      ]);
      const book = c.role("book");
      c.every(from, to, 60000, 4000, (t) =>
        c.emit(t, book.name, "info", `Released ${c.r.int(6, 18)} expired slot hold(s)`, {
          logger: logger(book, "holds.HoldReaper"),
        }),
      );
      c.poisson(from, to, 15000, (t) =>
        c.emit(
          t,
          book.name,
          "warn",
          book.rt === "java" || book.rt === "kotlin"
            ? `JWT expired at ${new Date(t - c.r.int(60000, 4000000)).toISOString().slice(0, 19)}Z. Current time: ${new Date(t).toISOString().slice(0, 19)}Z, a difference of ${c.r.int(60000, 4000000)} milliseconds.  Allowed clock skew: 0 milliseconds.`
            : "session expired, redirecting to sign-in",
          { logger: logger(book, "security.JwtFilter") },
        ),
      );
    },
  },
];

export const SMALL: NoiseKind[] = [
  {
    key: "client-aborts",
    what: "mobile clients dropping connections mid-response",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const s = c.role("book");
      c.poisson(from, to, 60000, (t) => {
        if (s.rt === "java" || s.rt === "kotlin")
          c.emit(
            t,
            s.name,
            "warn",
            "Failure in sending response: org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
            { logger: jlog(s, "web.ResponseWriter") },
          );
        else if (s.rt === "dotnet")
          c.emit(
            t,
            s.name,
            "info",
            `Connection id "0HN${c.r.alnum(10)}", Request id "0HN${c.r.alnum(10)}:00000002": the application aborted the connection.`,
            { logger: "Microsoft.AspNetCore.Server.Kestrel" },
          );
        else if (s.rt === "ruby") c.emit(t, s.name, "warn", "Puma caught this error: Errno::EPIPE Broken pipe");
        else c.emit(t, s.name, "warn", "client disconnected before response completed: write: broken pipe");
        const e = c.edge();
        if (e.rt === "nginx")
          edgeLine(c, t + 2, {
            m: "GET",
            path: c.fill("/api/sessions?arena={venue}&date={date}", c.vars(t)),
            status: 499,
            durMs: c.r.int(800, 4000),
            ip: clientIp(c.r),
            ua: c.r.pick(["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X)"]),
          });
      });
    },
  },
  {
    key: "gc-pause",
    what: "one long but healthy full GC pause",
    estates: ["A", "D"],
    run: (c, from, to) => {
      const s = c.svcs.find((x) => x.rt === "java" || x.rt === "kotlin");
      if (!s) return;
      const t = c.r.float(from, to);
      c.emit(
        t,
        s.name,
        "info",
        `[gc] GC(${c.r.int(1500, 1600)}) Pause Full (G1 Compaction Pause) ${c.r.int(820, 900)}M->${c.r.int(300, 420)}M(1024M) ${c.r.int(600, 900)}.${c.r.int(100, 999)}ms`,
        { logger: "gc" },
      );
      c.emit(
        t + 20,
        s.name,
        "warn",
        `Slow request: GET /api/v1/availability took ${c.r.int(900, 1300)} ms (threshold 800 ms)`,
        { logger: jlog(s, "web.SlowRequestLogger") },
      );
    },
  },
  {
    key: "dns-retry",
    what: "a transient DNS lookup failure retried successfully",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const s =
        c.svcs.find((x) => x.rt === "node" && !c.protect.includes(x.name)) ??
        c.svcs.find((x) => x.rt === "go" && !c.protect.includes(x.name));
      if (!s) return;
      for (let i = 0; i < c.r.int(1, 3); i++) {
        const t = c.r.float(from, to);
        const host = c.r.pick([
          "api.postmark.example",
          "hooks.slack.com",
          "maps.googleapis.com",
          "api.trustpilot.example",
        ]);
        c.emit(
          t,
          s.name,
          "warn",
          s.rt === "node"
            ? `getaddrinfo EAI_AGAIN ${host} - retrying in 500ms`
            : `lookup ${host} on 10.96.0.10:53: server misbehaving, retrying`,
        );
        c.emit(t + 600, s.name, "info", `request to ${host} succeeded after 1 retry`);
      }
    },
  },
  {
    key: "config-reload",
    what: "an unrelated edge config reload and a feature-flag refresh",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      edgeReload(c, c.r.float(from, to));
      const s = c.r.pick(c.svcs.filter((x) => x.role !== "edge" && !c.protect.includes(x.name)));
      c.emit(
        c.r.float(from, to),
        s.name,
        "info",
        `feature flags refreshed changed=${c.r.int(1, 4)} (${c.r.pick(["new_checkout_copy", "gm_hint_timer_v2", "party_addon_cake", "vest_haptics"])}=on)`,
        { logger: logger(s, "flags") },
      );
    },
  },
  {
    key: "unrelated-deploy",
    what: "an unrelated service redeployed with no errors",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const s = c.r.pick(
        c.svcs.filter((x) => !["edge", "auth"].includes(x.role) && x.rt !== "pgbouncer" && !c.protect.includes(x.name)),
      );
      rollingRestart(c, s, c.r.float(from, to - 90000), 1);
    },
  },
  {
    key: "validation",
    what: "customers submitting bad form input",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const w = route(c, (r) => r.say === "waiver");
      burst(c, w, from, to, c.r.int(10, 25), [[w?.biz?.[0]?.[0] ?? 422, 0.8]]);
    },
  },
  {
    key: "slow-export",
    what: "an admin export killed by a statement timeout and retried",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const s = c.role("book");
      const t = c.r.float(from, to);
      const o = { ...ids(undefined, c), logger: logger(s, "admin.ExportController") };
      if (s.rt === "java" || s.rt === "kotlin")
        c.emit(
          t,
          s.name,
          "error",
          "Export bookings_2025_full failed: org.postgresql.util.PSQLException: ERROR: canceling statement due to statement timeout",
          o,
        );
      else if (s.rt === "dotnet")
        c.emit(
          t,
          s.name,
          "error",
          "Export bookings_2025_full failed: Microsoft.Data.SqlClient.SqlException (0x80131904): Execution Timeout Expired.",
          o,
        );
      else
        c.emit(
          t,
          s.name,
          "error",
          "Export bookings_2025_full failed: ActiveRecord::QueryCanceled: PG::QueryCanceled: ERROR:  canceling statement due to statement timeout",
        );
      c.emit(
        t + c.r.int(30000, 60000),
        s.name,
        "info",
        "Export bookings_2025_full completed in 4 chunks (41213 rows)",
        o,
      );
    },
  },
  {
    key: "dead-push",
    what: "push notifications to uninstalled apps",
    estates: ["A", "B", "C", "D"],
    run: (c, from, to) => {
      const n = c.role("notify");
      c.poisson(from, to, 50000, (t) =>
        c.emit(
          t,
          n.name,
          "warn",
          `push token ${c.r.hex(10)}… invalid: ${c.r.pick(["Unregistered", "BadDeviceToken", "NotRegistered"])} - removed from device list`,
          { logger: logger(n, "push") },
        ),
      );
    },
  },
];

/** Internal address of a service, for lines that name where they connect. */
export function addr(c: Ctx, s: Service): string {
  return `${podIp(c.r)}:${s.port || 8080}`;
}
