// Noise at the edge: price scrapers rate limited, vulnerability scanners, certificate rotation with a few
// stale clients, tech apps too old to be served, config reloads with deprecations, replayed vendor webhooks.
import { access, api, routeOf } from "./http.js";
import { count, enc, type NoiseKind, rate } from "./noise-kit.js";

export const scrapers: NoiseKind = {
  id: "scraper_rate_limited",
  title: "a price scraper held by the rate limiter",
  run(ctx, r, w) {
    const web = ctx.svc("web");
    const pricing = ctx.svc("pricing");
    const ip = ctx.ip();
    const ua = r.pick([
      "Mozilla/5.0 (compatible; PriceRadarBot/2.3; +http://priceradar.example/bot)",
      ctx.ua("bot"),
      "Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/115.0",
    ]);
    const from = ctx.at(r, 0, 0.4);
    const to = Math.min(ctx.t1, from + r.int(4, 14) * 60000);
    let hits = 0;
    ctx.poisson(
      r,
      rate(40, w),
      (t) => {
        hits++;
        const town = ctx.town();
        const path = r.chance(0.5)
          ? `/locksmiths/near/${enc(town.toLowerCase().replace(/ /g, "-"))}`
          : `${api(ctx, "/quote")}?postcode=${enc(ctx.postcode())}&type=${r.pick(["lockout", "lock-change"])}`;
        const limited = hits > 25 && r.chance(0.8);
        access(
          ctx,
          t,
          {},
          {
            method: "GET",
            path,
            status: limited ? 429 : 200,
            ms: limited ? r.int(0, 2) : r.int(20, 140),
            up: path.startsWith("/loc") ? web : pricing,
            ua,
            ip,
          },
        );
        if (limited && r.chance(0.12))
          ctx.emit(
            t + 1,
            web,
            "WARN",
            `rate limit exceeded client=${ip} bucket=public-search limit=60/min (${hits} in window)`,
          );
      },
      from,
      to,
    );
  },
};

const PROBES = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/actuator/env",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/cgi-bin/luci/;stok=/locale",
  "/server-status",
  "/api/v1/../../../../etc/passwd",
  "/owa/auth/logon.aspx",
  "/.aws/credentials",
  "/boaform/admin/formLogin",
  "/console/login/LoginForm.jsp",
  "/?id=1%27%20OR%20%271%27=%271",
  "/phpmyadmin/index.php",
  "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
  "/.DS_Store",
  "/HNAP1/",
];

export const scanners: NoiseKind = {
  id: "vuln_scanner",
  title: "a vulnerability scanner sweeping the public site",
  run(ctx, r, w) {
    const web = ctx.svc("web");
    const ip = ctx.ip();
    const ua = r.pick([
      "Mozilla/5.0 zgrab/0.x",
      "Nuclei - Open-source project (github.com/projectdiscovery/nuclei)",
      "sqlmap/1.7.2#stable (https://sqlmap.org)",
      "Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)",
    ]);
    const start = ctx.at(r, 0.05, 0.7);
    const n = count(ctx, w, 180);
    for (let i = 0; i < n; i++) {
      const t = start + i * r.int(80, 900);
      const path = r.pick(PROBES);
      const status =
        path.includes("..") || path.includes("%c0")
          ? 400
          : path.includes(".env") || path.includes(".git") || path.includes("aws") || path.startsWith("/?")
            ? 403
            : 404;
      access(
        ctx,
        t,
        {},
        { method: r.pick(["GET", "GET", "GET", "POST", "HEAD"]), path, status, ms: r.int(1, 12), up: web, ip, ua },
      );
      if (status !== 403 && r.chance(0.35)) {
        switch (web.runtime) {
          case "ruby":
            ctx.emit(
              t + 2,
              web,
              "FATAL",
              `ActionController::RoutingError (No route matches [GET] "${path.split("?")[0]}"):`,
            );
            break;
          case "node":
            if (path.includes("%c0"))
              ctx.emit(t + 2, web, "ERROR", `failed to decode request path ${path}`, {
                trace: {
                  ex: "URIError",
                  msg: "URI malformed",
                  frames: [
                    ["node:internal/url", "decodeURIComponent"],
                    ["router", "matchLayer"],
                    ["Layer", "match"],
                  ],
                },
              });
            else ctx.emit(t + 2, web, "WARN", `404 no route for GET ${path.split("?")[0]} from ${ip}`);
            break;
          default:
            ctx.emit(t + 2, web, "WARN", `No static resource ${path.split("?")[0].slice(1)}.`);
        }
      }
    }
  },
};

export const certRotation: NoiseKind = {
  id: "cert_rotation",
  title: "edge certificate rotation with a few stale clients",
  run(ctx, r, w) {
    const px = ctx.svc("proxy");
    const t = ctx.at(r, 0.1, 0.6);
    const exp = new Date(t + r.int(80, 90) * 86400000).toISOString().slice(0, 10);
    switch (px.runtime) {
      case "envoy":
        ctx.emit(t, px, "INFO", `sds: secret 'edge-tls' updated from cert-manager (not after ${exp})`);
        ctx.emit(t + 30, px, "INFO", "lds: add/update listener 'https_listener'");
        ctx.emit(t + 35, px, "INFO", "cds: added/updated 0 cluster(s), skipped 14 unmodified cluster(s)");
        break;
      case "nginx":
        ctx.emit(
          t,
          px,
          "INFO",
          `${new Date(ctx.clock(px.name, t)).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [notice] 1#1: signal 1 (SIGHUP) received from ${r.int(100, 900)}, reconfiguring`,
        );
        ctx.emit(
          t + 20,
          px,
          "INFO",
          `[notice] 1#1: reconfiguring (certificate /etc/nginx/tls/${ctx.estate.host}.pem not after ${exp})`,
        );
        ctx.emit(t + 60, px, "INFO", "[notice] 31#31: gracefully shutting down");
        ctx.emit(t + 90, px, "INFO", "[notice] 31#31: exiting");
        break;
      case "haproxy":
        ctx.emit(t, px, "INFO", "Reexecuting Master process");
        ctx.emit(
          t + 300,
          px,
          "INFO",
          `Loading success. (crt-list /etc/haproxy/certs.lst, ${ctx.estate.host} not after ${exp})`,
        );
        ctx.emit(t + 320, px, "WARN", `Proxy fe_https stopped (cumulated conns: FE: ${r.int(10000, 90000)}, BE: 0).`);
        break;
      default:
        ctx.emit(t, px, "INFO", `Adding certificate for domain(s) ${ctx.estate.host} (not after ${exp})`);
        ctx.emit(t + 40, px, "INFO", "Configuration loaded from provider kubernetescrd");
    }
    const stale = count(ctx, w, 25);
    for (let i = 0; i < stale; i++) {
      const at = t + r.int(1000, 240000);
      const ip = ctx.ip();
      const msg =
        px.runtime === "nginx"
          ? `[crit] 31#31: *${r.int(10000, 99999)} SSL_do_handshake() failed (SSL: error:0A000418:SSL routines::tlsv1 alert unknown ca:SSL alert number 48) while SSL handshaking, client: ${ip}, server: 0.0.0.0:443`
          : px.runtime === "haproxy"
            ? `${ip}:${r.int(30000, 60000)} [fe_https/1: SSL handshake failure (error:0A000418:SSL routines::tlsv1 alert unknown ca)]`
            : px.runtime === "traefik"
              ? `http: TLS handshake error from ${ip}:${r.int(30000, 60000)}: remote error: tls: bad certificate`
              : `TLS error: 268436502:SSL routines:OPENSSL_internal:SSLV3_ALERT_CERTIFICATE_UNKNOWN from ${ip}`;
      ctx.emit(at, px, r.chance(0.5) ? "WARN" : "ERROR", msg);
    }
    const sl = ctx.svc("smartlock");
    ctx.emit(
      t + r.int(5000, 60000),
      sl,
      "INFO",
      `mqtt: reloaded client certificate for ${ctx.estate.vendors.locks} bridge (serial ${r.hex(16)})`,
    );
  },
};

export const oldAppVersions: NoiseKind = {
  id: "old_app_versions",
  title: "tech app versions below the minimum getting 426",
  run(ctx, r, w) {
    const disp = ctx.svc("dispatch");
    const app = ctx.estate.techApp;
    ctx.poisson(r, rate(5, w), (t) => {
      const v = r.pick(["4.9.2", "5.0.3", "5.1.0", "5.1.4"]);
      const ids = ctx.ids();
      const { method, path } = routeOf(ctx, "dispatch");
      access(ctx, t, ids, {
        method,
        path,
        status: 426,
        ms: r.int(1, 5),
        up: disp,
        ua: `${app}/${v} (Android 11; SM-A125F)`,
      });
      if (r.chance(0.3))
        ctx.emit(
          t - 1,
          disp,
          "WARN",
          `client ${app}/${v} below minimum supported 5.2.0; responding 426 Upgrade Required (device ${ctx.tech()})`,
          { ids },
        );
    });
  },
};

export const configReload: NoiseKind = {
  id: "config_reload",
  title: "config reloads with deprecation warnings",
  run(ctx, r, w) {
    const targets = r.shuffle(ctx.apps()).slice(0, Math.max(1, Math.round(7 * w)));
    for (const s of targets) {
      const t = ctx.at(r, 0.05, 0.9);
      const sha = r.hex(12);
      ctx.emit(
        t,
        s,
        "INFO",
        `configuration reloaded from /etc/${s.name}/config.yaml (sha256 ${sha}, source=configmap)`,
      );
      ctx.emit(
        t + 3,
        s,
        "WARN",
        (([a, b]) => `config key '${a}' is deprecated; use '${b}' instead`)(
          r.pick([
            ["dispatch.maxRadiusKm", "dispatch.radius.max"],
            ["retry.backoffMs", "retry.backoff"],
            ["sms.senderId", "notify.sms.sender"],
            ["pricing.nightStart", "pricing.windows.night.start"],
            ["cache.ttl", "cache.default_ttl"],
          ]),
        ),
      );
      if (r.chance(0.5))
        ctx.emit(
          t + 4,
          s,
          "WARN",
          `unknown config field '${r.pick(["retryBudget", "legacyKeyfax", "featureX", "eta_v1"])}' ignored`,
        );
      if (r.chance(0.6))
        ctx.emit(
          t + 8,
          s,
          "INFO",
          `feature flag '${r.pick(["smart-eta-v2", "night-surcharge-2026", "van-stock-holds", "dual-dispatch"])}' rollout ${r.pick([10, 25, 50])}% -> ${r.pick([50, 75, 100])}%`,
        );
    }
  },
};

export const webhookReplays: NoiseKind = {
  id: "webhook_replays",
  title: "a vendor replaying old webhooks that fail signature checks",
  run(ctx, r, w) {
    const useLocks = r.chance(0.5);
    const svc = ctx.svc(useLocks ? "smartlock" : "payments");
    const vendor = useLocks ? ctx.estate.vendors.locks : ctx.estate.vendors.psp;
    const from = ctx.at(r, 0, 0.5);
    ctx.poisson(
      r,
      rate(6, w),
      (t) => {
        const evt = `evt_${r.alnum(14)}`;
        const age = r.int(400, 86000);
        ctx.emit(
          t,
          svc,
          "WARN",
          `Rejected ${vendor} webhook ${evt}: signature timestamp ${age}s old, outside 300s tolerance`,
        );
        access(
          ctx,
          t + 2,
          {},
          {
            method: "POST",
            path: api(ctx, `/webhooks/${vendor.toLowerCase().replace(/ /g, "-")}`),
            status: 401,
            ms: r.int(1, 6),
            up: svc,
            ua: `${vendor}-Webhooks/1.0`,
            ip: ctx.ip(),
          },
        );
      },
      from,
      from + r.int(3, 10) * 60000,
    );
    ctx.emit(
      from + 200,
      svc,
      "INFO",
      `${vendor} webhook redelivery run detected (backlog from their incident), accepting fresh events only`,
    );
  },
};

export const EDGE: NoiseKind[] = [scrapers, scanners, certRotation, oldAppVersions, configReload, webhookReplays];
