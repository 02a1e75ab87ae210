// Harmless noise at the doors of the estate: failed logins and a blocked credential-stuffing run, expired
// sessions, seat-map scrapers rate limited, vulnerability scanners, and a certificate rotation.
import { nginxTime } from "../access.js";
import { nodeErr, pyErr } from "../stacks.js";
import { burst, type NoiseKind } from "./types.js";

export const failedLogins: NoiseKind = {
  key: "failed-logins",
  label: "failed logins and a credential-stuffing run that gets blocked",
  roles: ["auth"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const auth = c.s("auth");
    const path = c.path("auth", "/token");
    const attacker = `185.220.${c.r.int(100, 103)}.${c.r.int(2, 250)}`;
    const stuffFrom = from + (to - from) * c.r.float(0.2, 0.5);
    c.poisson(from, to, main ? c.r.int(40, 80) : c.r.int(6, 12), (t) => {
      const stuffing = t > stuffFrom && t < stuffFrom + 180000 && c.r.chance(0.7);
      const ip = stuffing ? attacker : c.customerIp();
      const user = c.maskedEmail();
      if (auth.pkg === "org.keycloak")
        c.emit(
          t,
          auth,
          "WARN",
          `type="LOGIN_ERROR", realmId="meridian", clientId="storefront", userId="null", ipAddress="${ip}", error="${stuffing ? "user_not_found" : "invalid_user_credentials"}", auth_method="openid-connect", username="${user}"`,
          { logger: "org.keycloak.events" },
        );
      else if (auth.runtime === "dotnet")
        c.emit(
          t,
          auth,
          "WARN",
          `Sign-in failed for ${user} from ${ip}: ${stuffing ? "UnknownUser" : "InvalidPassword"}`,
          { logger: "Corvid.Doorman.SignIn.PasswordSignInHandler" },
        );
      else if (auth.runtime === "python")
        c.emit(
          t,
          auth,
          "WARN",
          `login failed user=${user} ip=${ip} reason=${stuffing ? "no_such_user" : "bad_password"}`,
        );
      else
        c.emit(t, auth, "WARN", `Authentication failed for ${user} from ${ip}: invalid credentials`, {
          logger: `${auth.pkg}.login.PasswordAuthenticator`,
        });
      const blocked = stuffing && c.r.chance(0.5);
      c.edge(t + 4, "auth", "POST", path, blocked ? 429 : 401, c.r.int(20, 90), {
        ip,
        ua: stuffing ? "python-requests/2.31.0" : c.browser(),
      });
    });
    const lvl = auth.runtime === "python" ? "WARN" : "WARN";
    c.emit(
      stuffFrom + 60000,
      auth,
      lvl,
      `brute-force protection: ${attacker} exceeded 20 failures in 60s, temporarily blocked for 15m`,
    );
    c.emit(
      stuffFrom + 90000,
      auth,
      lvl,
      `brute-force protection: ${c.r.int(30, 120)} accounts temporarily locked after repeated failures from ${attacker}`,
    );
  },
};

export const expiredSessions: NoiseKind = {
  key: "expired-sessions",
  label: "expired sessions and refresh tokens bouncing patrons to the login page",
  roles: ["bff", "auth"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const bff = c.s("bff");
    c.poisson(from, to, main ? c.r.int(40, 80) : c.r.int(5, 12), (t) => {
      const sid = c.r.hex(16);
      const path = c.r.pick(["/account/tickets", "/basket", "/account/membership", "/account/donations"]);
      if (bff.runtime === "ruby")
        c.emit(t, bff, "INFO", `Session ${sid} expired (idle 30m); redirecting to /login?return_to=${path}`);
      else c.emit(t, bff, "WARN", `session expired sid=${sid} idle=${c.r.int(31, 240)}m -> redirect /login`);
      if (c.r.chance(0.5))
        c.emit(
          t - 20,
          "auth",
          c.s("auth").runtime === "python" ? "WARN" : "WARN",
          `refresh token rejected: invalid_grant (Token is not active) client=patron-web sub=${c.r.int(100000, 999999)}`,
        );
      c.edge(t + 4, "bff", "GET", path, c.r.chance(0.6) ? 302 : 401, c.r.int(4, 30));
    });
  },
};

const BOTS = [
  "python-requests/2.31.0",
  "Scrapy/2.11.1 (+https://scrapy.org)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/122.0.0.0 Safari/537.36",
  "Go-http-client/2.0",
  "curl/8.5.0",
];

export const scraperLimited: NoiseKind = {
  key: "scraper-429",
  label: "seat-availability scrapers being rate limited",
  roles: ["seats"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const bots = Array.from({ length: c.r.int(2, 5) }, () => ({
      ip: `${c.r.pick(["45.134", "103.152", "194.26", "5.188"])}.${c.r.int(1, 250)}.${c.r.int(1, 250)}`,
      ua: c.r.pick(BOTS),
    }));
    const seats = c.s("seats");
    c.poisson(from, to, main ? c.r.int(120, 240) : c.r.int(15, 30), (t) => {
      const b = c.r.pick(bots);
      const path = c.path("seats", `/performances/${c.perf()}/availability`);
      const limited = c.r.chance(0.75);
      c.edge(t, "seats", "GET", path, limited ? 429 : 200, limited ? c.r.float(0.3, 2) : c.r.int(5, 40), {
        ip: b.ip,
        ua: b.ua,
      });
      if (limited && c.r.chance(0.15)) {
        if (seats.runtime === "go")
          c.emit(t, seats, "WARN", `rate limit exceeded client=${b.ip} route=availability limit=120/min`);
        else
          c.emit(t, seats, "WARN", `Rate limit exceeded for ${b.ip} on availability (120/min)`, {
            logger: `${seats.pkg}.web.RateLimitFilter`,
          });
      }
    });
  },
};

const PROBES = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/actuator/env",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/index.php?s=/Index/\\think\\app/invokefunction",
  "/boaform/admin/formLogin",
  "/../../../../etc/passwd",
  "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
  "/server-status",
  "/api/v1/pods",
  "/.aws/credentials",
  "/owa/auth/logon.aspx",
];

export const vulnScanner: NoiseKind = {
  key: "vuln-scanner",
  label: "a vulnerability scanner probing the storefront",
  roles: ["bff"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const ip = `${c.r.pick(["162.243", "167.94", "80.82", "64.62"])}.${c.r.int(1, 250)}.${c.r.int(1, 250)}`;
    const ua = c.r.pick([
      "Mozilla/5.0 zgrab/0.x",
      "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
      "Mozilla/5.00 (Nikto/2.5.0) (Evasions:None) (Test:000830)",
    ]);
    const bff = c.s("bff");
    c.poisson(from, to, main ? c.r.int(80, 160) : c.r.int(10, 25), (t) => {
      const path = c.r.pick(PROBES);
      const st = path.includes("%c0") || path.includes("..") ? 400 : c.r.chance(0.85) ? 404 : 403;
      c.edge(t + 3, "bff", c.r.chance(0.85) ? "GET" : "POST", path, st, c.r.float(1, 12), { ip, ua });
      if (bff.runtime === "ruby" && st === 404) {
        c.emit(t, bff, "FATAL", `ActionController::RoutingError (No route matches [GET] "${path}"):`);
      } else if (bff.runtime === "node" && st === 400) {
        c.emit(t, bff, "ERROR", `failed to decode request path ${path}`, {
          err: nodeErr(
            "URIError",
            "URI malformed",
            [
              "decodeURIComponent@<anonymous>",
              "decode_param@/app/node_modules/express/lib/router/layer.js:172:12",
              "Layer.match@/app/node_modules/express/lib/router/layer.js:148:15",
            ],
            { async: false },
          ),
        });
      } else if (bff.runtime === "python" && c.r.chance(0.3)) {
        c.emit(t, bff, "ERROR", `Invalid HTTP_HOST header: '${ip}'. You may need to add '${ip}' to ALLOWED_HOSTS.`, {
          logger: "django.security.DisallowedHost",
          err: pyErr(
            "django.core.exceptions.DisallowedHost",
            `Invalid HTTP_HOST header: '${ip}'. You may need to add '${ip}' to ALLOWED_HOSTS.`,
            [
              [
                "/usr/local/lib/python3.12/site-packages/django/http/request.py",
                151,
                "get_host",
                "raise DisallowedHost(msg)",
              ],
            ],
            { head: "django" },
          ),
        });
      } else if (c.r.chance(0.2)) c.emit(t, bff, "WARN", `Not Found: ${path}`);
    });
  },
};

export const certRotation: NoiseKind = {
  key: "cert-rotation",
  label: "the edge certificate rotated, with a few old clients failing TLS handshakes",
  roles: ["edge"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const edge = c.s("edge");
    const nb = new Date(from + 86400000 * 89).toISOString().slice(0, 10);
    const p = c.est.proxy;
    if (p === "envoy")
      c.emit(
        from,
        edge,
        "INFO",
        `secret 'wildcard-${c.est.domain.split(".")[0]}-tls' updated via SDS; new certificate notAfter=${nb}`,
        { logger: "envoy.secret" },
      );
    else if (p === "nginx")
      c.emit(
        from,
        edge,
        "INFO",
        `${nginxTime(c.local(edge, from))} [notice] 1#1: signal 1 (SIGHUP) received from 1, reconfiguring (certbot deploy hook: new cert valid to ${nb})`,
      );
    else if (p === "haproxy")
      c.emit(
        from,
        edge,
        "INFO",
        `[NOTICE]   (1) : CLI: 'commit ssl cert /etc/haproxy/certs/${c.est.domain}.pem' succeeded, notAfter=${nb}`,
      );
    else
      c.emit(from, edge, "INFO", `Adding certificate for domain(s) www.${c.est.domain},${c.est.domain} notAfter=${nb}`);
    c.poisson(from, to, main ? c.r.int(30, 70) : c.r.int(4, 10), (t) => {
      const ip = c.customerIp();
      const port = c.r.int(30000, 65000);
      if (p === "envoy")
        c.emit(
          t,
          edge,
          "DEBUG",
          `[C${c.r.int(100000, 999999)}] TLS error: 268436502:SSL routines:OPENSSL_internal:SSLV3_ALERT_CERTIFICATE_UNKNOWN`,
          { logger: "envoy.connection" },
        );
      else if (p === "nginx")
        c.emit(
          t,
          edge,
          "WARN",
          `${nginxTime(c.local(edge, t))} [info] 31#31: *${c.r.int(100000, 999999)} SSL_do_handshake() failed (SSL: error:0A000418:SSL routines::tlsv1 alert unknown ca:SSL alert number 48) while SSL handshaking, client: ${ip}, server: 0.0.0.0:443`,
        );
      else if (p === "haproxy")
        c.emit(
          t,
          edge,
          "WARN",
          `${ip}:${port} [${new Date(c.local(edge, t)).toISOString()}] fe_https/1: SSL handshake failure`,
        );
      else c.emit(t, edge, "WARN", `http: TLS handshake error from ${ip}:${port}: remote error: tls: bad certificate`);
    });
    // Stage consoles pin the old chain until they fetch the new bundle.
    if (c.has("stage") && main) {
      const t = from + c.r.int(20000, 90000);
      c.emit(
        t,
        "stage",
        "WARN",
        "TLS handshake with lighting console bridge failed: x509: certificate signed by unknown authority; refreshing CA bundle",
      );
      c.emit(t + 4000, "stage", "INFO", "CA bundle refreshed (3 certs); lighting console bridge reconnected");
    }
  },
};
