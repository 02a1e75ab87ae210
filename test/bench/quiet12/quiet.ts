// The harmless episodes: everyday noise from edges, identity providers and security tooling that looks alarming
// out of context. Each one adds its lines to a window after the baseline; none of them is an incident.
import type { Ctx } from "./stream.js";
import { access, idp, sshd, waf } from "./voices.js";

export interface QuietKind {
  kind: string;
  note: string;
  run: (c: Ctx) => void;
}

const MIN = 60000;
const SCAN_UAS = [
  "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
  "Mozilla/5.0 zgrab/0.x",
  "l9explore/1.2.2",
  "Mozilla/5.0 (l9scan/2.0.1; +https://leakix.net)",
];
const SCAN_PATHS = [
  "/wp-admin/setup-config.php",
  "/wp-login.php",
  "/.env",
  "/.env.production",
  "/.git/config",
  "/phpmyadmin/index.php",
  "/pma/",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/cgi-bin/luci/;stok=/locale",
  "/actuator/env",
  "/server-status",
  "/.aws/credentials",
  "/config.json",
  "/xmlrpc.php",
  "/owa/auth/logon.aspx",
  "/.DS_Store",
];
const SSH_USERS = ["root", "admin", "oracle", "ubuntu", "test", "postgres", "git", "user", "ftpuser", "support"];

/** Scanner requests: 404s at the edge and CRS blocks at the WAF. Exported: incidents reuse it as noise. */
export function scanner(c: Ctx, from: number, to: number, count: number): void {
  const r = c.r;
  const ips = [r.ip(), r.ip(), r.ip()];
  for (let i = 0; i < count; i++) {
    const t = from + ((to - from) * i) / count + r.int(0, 300);
    const ip = r.pick(ips);
    const path = r.pick(SCAN_PATHS);
    const ua = r.pick(SCAN_UAS);
    const lfi = /\.env|\.git|\.aws|DS_Store|config\.json/.test(path);
    if (lfi || r.chance(0.3)) {
      waf(c, t, {
        ip,
        uri: path,
        id: lfi ? "930130" : "913100",
        msg: lfi ? "Restricted File Access Attempt" : "Found User-Agent associated with security scanner",
        data: lfi ? `Matched Data: ${path.slice(1)} found within REQUEST_FILENAME: ${path}` : ua.slice(0, 40),
        file: lfi ? "REQUEST-930-APPLICATION-ATTACK-LFI.conf" : "REQUEST-913-SCANNER-DETECTION.conf",
        block: true,
      });
      access(c, t + 2, { path, status: 403, ua, ip, ms: 1, upstream: "-" });
    } else access(c, t + 2, { path, status: 404, ua, ip, ms: r.int(1, 6), upstream: "-" });
  }
}

/** A botnet guessing SSH passwords from rotating addresses at a steady low rate. */
export function sshBots(c: Ctx, from: number, to: number, stepMs: number): void {
  const r = c.r;
  c.every(from, to, stepMs, stepMs, (t) => {
    const ip = r.ip();
    const port = r.int(30000, 65000);
    const u = r.pick(SSH_USERS);
    if (u === "root") {
      sshd(c, t, `Failed password for root from ${ip} port ${port} ssh2`);
      sshd(c, t + 900, `Failed password for root from ${ip} port ${port} ssh2`);
      sshd(
        c,
        t + 1900,
        `error: maximum authentication attempts exceeded for root from ${ip} port ${port} ssh2 [preauth]`,
        "error",
      );
      sshd(
        c,
        t + 1901,
        `Disconnecting authenticating user root ${ip} port ${port}: Too many authentication failures [preauth]`,
      );
    } else if (r.chance(0.2)) {
      sshd(c, t, `error: kex_exchange_identification: read: Connection reset by peer`, "error");
      sshd(c, t + 1, `banner exchange: Connection from ${ip} port ${port}: invalid format`);
    } else {
      sshd(c, t, `Invalid user ${u} from ${ip} port ${port}`);
      sshd(c, t + 3, `pam_unix(sshd:auth): check pass; user unknown`);
      sshd(c, t + 2100, `Failed password for invalid user ${u} from ${ip} port ${port} ssh2`, "warn");
      sshd(c, t + 2400, `Connection closed by invalid user ${u} ${ip} port ${port} [preauth]`);
    }
  });
}

/** A mobile release: a burst of token refreshes that succeed, a few stale ones refused. */
export function refreshBurst(c: Ctx, from: number, count: number): void {
  const r = c.r;
  for (let i = 0; i < count; i++) {
    const t = from + r.next() * r.next() * 4 * MIN;
    const user = `user${r.int(1000, 99999)}`;
    const ip = r.ip();
    const ua = "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A.240605.024) app/5.12.0";
    const stale = r.chance(0.04);
    const path =
      c.e.idpKind === "keycloak" ? `/realms/${c.e.realm}/protocol/openid-connect/token` : "/oauth2/default/v1/token";
    if (stale) {
      idp(c, t, "REFRESH_TOKEN_ERROR", { user, ip, client: "mobile-app", error: "invalid_grant" });
      access(c, t + 30, { method: "POST", path, status: 400, ip, ua, upstream: c.e.idp });
    } else {
      idp(c, t, "REFRESH_TOKEN", { user, ip, client: "mobile-app" });
      access(c, t + 30, { method: "POST", path, status: 200, ip, ua, upstream: c.e.idp, ms: r.int(20, 160) });
    }
  }
}

export const QUIET: QuietKind[] = [
  {
    kind: "vuln-scanner",
    note: "vulnerability scanners walk /wp-admin, /.env and /phpmyadmin: hundreds of 404s and WAF 930130/913100 blocks, nothing reaches an app",
    run: (c) => scanner(c, c.at, Math.min(c.at + c.r.int(3, 6) * MIN, c.end), c.r.int(350, 800)),
  },
  {
    kind: "ssh-bruteforce",
    note: "a botnet guesses SSH passwords on the bastion from rotating IPs at a steady low rate all window",
    run: (c) => sshBots(c, c.start, c.end, c.r.int(2500, 5000)),
  },
  {
    kind: "password-lockout",
    note: "users mistype passwords and a few lock themselves out (temporarily disabled), then log in after the lockout",
    run: (c) => {
      const r = c.r;
      for (let k = 0; k < r.int(4, 7); k++) {
        const user = `${r.pick(["m.jansen", "a.okafor", "l.rossi", "p.nguyen", "s.haddad", "k.berg", "t.mills"])}${k}`;
        const ip = r.ip();
        let t = c.at + r.int(0, 5 * MIN);
        const tries = r.int(3, 6);
        for (let i = 0; i < tries; i++, t += r.int(5000, 20000)) {
          idp(c, t, "LOGIN_ERROR", { user, ip, error: "invalid_user_credentials" });
          c.add(
            t + 20,
            c.e.web,
            "warn",
            `login failed for ${user}: 401 Unauthorized (invalid_grant: Invalid user credentials)`,
          );
        }
        if (tries >= 5) {
          idp(c, t, "LOGIN_ERROR", { user, ip, error: "user_temporarily_disabled" });
          c.add(
            t + 20,
            c.e.web,
            "warn",
            `login failed for ${user}: account is temporarily locked (too many failed attempts)`,
          );
          t += 15 * MIN > c.end - t ? r.int(2, 4) * MIN : 15 * MIN;
        }
        idp(c, t + r.int(20000, 60000), "LOGIN", { user, ip });
      }
    },
  },
  {
    kind: "oauth-wrong-secret",
    note: "an internal reporting client with a stale client secret fails the client_credentials grant every minute, unchanged since the first minute",
    run: (c) => {
      const a = c.r.pick(c.e.apps).name;
      c.every(c.start + c.r.int(0, 50000), c.end, MIN, 300, (t) => {
        idp(c, t, "CLIENT_LOGIN_ERROR", {
          user: "service-account-reporting-exporter",
          ip: "10.2.14.7",
          client: "reporting-exporter",
          error: "invalid_client_credentials",
        });
        c.add(
          t + 40,
          a,
          "error",
          `reporting-exporter: token request failed: 401 Unauthorized {"error":"unauthorized_client","error_description":"Invalid client or Invalid client credentials"}; next attempt in 60s`,
        );
      });
    },
  },
  {
    kind: "expired-sessions",
    note: "the morning's sessions hit the idle timeout together: refresh tokens refused as not active and users redirected to /login",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(80, 220); i++) {
        const t = c.at + r.next() * 4 * MIN;
        const user = `user${r.int(1000, 99999)}`;
        const ip = r.ip();
        idp(c, t, "REFRESH_TOKEN_ERROR", { user, ip, error: "invalid_token" });
        c.add(
          t + 10,
          c.e.web,
          "warn",
          `session expired for ${user} (refresh rejected: Token is not active), redirecting to /login`,
        );
        access(c, t + 12, { path: "/account", status: 302, ip, upstream: c.e.web, ms: 3 });
        if (r.chance(0.7)) idp(c, t + r.int(8000, 60000), "LOGIN", { user, ip });
      }
    },
  },
  {
    kind: "role-403",
    note: "users without the admin role open admin pages: 403s and Spring Security access-denied warnings, nothing broken",
    run: (c) => {
      const r = c.r;
      const a = r.pick(c.e.apps).name;
      for (let i = 0; i < r.int(40, 120); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const user = `user${r.int(1000, 99999)}`;
        c.add(
          t,
          a,
          "warn",
          `o.s.s.w.a.AccessDeniedHandlerImpl - Responding with 403 status code: Access Denied (user=${user} roles=[ROLE_VIEWER] required=ROLE_ADMIN)`,
        );
        access(c, t + 4, {
          path: `/admin/${r.pick(["users", "exports", "settings", "audit"])}`,
          status: 403,
          upstream: a,
        });
      }
    },
  },
  {
    kind: "mobile-refresh-burst",
    note: "a mobile release rolls out: a burst of token refreshes that succeed, a few stale refresh tokens refused with invalid_grant",
    run: (c) => refreshBurst(c, c.at, c.r.int(600, 1500)),
  },
  {
    kind: "jwks-rotation",
    note: "the IdP rotates its signing key: each API misses the new kid once, refetches JWKS and carries on; a handful of 401s",
    run: (c) => {
      const r = c.r;
      const kid = r.hex(16);
      c.add(
        c.at,
        c.e.idp,
        "info",
        `key rotation: generated rsa-generated key kid=${kid} (RS256), previous key kept passive for verification`,
      );
      const url = `https://${c.e.domain}/realms/${c.e.realm}/protocol/openid-connect/certs`;
      for (const a of c.e.apps) {
        const t = c.at + r.int(5000, 90000);
        c.add(t, a.name, "warn", `JWT kid "${kid}" not found in cached JWKS, refetching ${url}`);
        for (let i = 0; i < r.int(1, 4); i++)
          c.add(
            t + 5 + i,
            a.name,
            "error",
            `JWT verification failed: no matching key for kid "${kid}" (request rejected 401)`,
          );
        c.add(t + r.int(80, 300), a.name, "info", `JWKS refreshed from ${url}: 2 keys`);
      }
    },
  },
  {
    kind: "cert-renewal",
    note: "cert-manager renews the edge certificate via ACME (self-check fails twice during propagation, then issues); old cert valid for 29 more days",
    run: (c) => {
      const r = c.r;
      const m = c.e.certmgr;
      const key = `${c.e.ns}/edge-tls`;
      let t = c.at;
      c.add(
        t,
        m,
        "info",
        `cert-manager/certificates-trigger: Certificate must be re-issued key=${key} reason=Renewing message="Renewing certificate as renewal was scheduled at ${new Date(t - 1000).toISOString()}"`,
      );
      c.add(
        t + 400,
        m,
        "info",
        `cert-manager/certificaterequests-issuer-acme: created Order resource ${c.e.ns}/edge-tls-${r.int(1, 9)}-${r.int(1000000000, 4000000000)}`,
      );
      for (let i = 0; i < 2; i++) {
        t += r.int(10000, 30000);
        c.add(
          t,
          m,
          "error",
          `cert-manager/challenges: propagation check failed err="failed to perform self check GET request 'http://${c.e.domain}/.well-known/acme-challenge/${r.hex(22)}': Get \\"http://${c.e.domain}/.well-known/acme-challenge/${r.hex(22)}\\": EOF" dnsName=${c.e.domain} type=HTTP-01`,
        );
      }
      t += r.int(10000, 30000);
      c.add(
        t,
        m,
        "info",
        `cert-manager/challenges: Accepting challenge authorization dnsName=${c.e.domain} type=HTTP-01`,
      );
      c.add(
        t + 3000,
        m,
        "info",
        `cert-manager/certificates-issuing: The certificate has been successfully issued key=${key}`,
      );
      c.add(
        t + 3500,
        c.e.edge,
        "warn",
        c.e.edgeKind === "nginx"
          ? `signal process started; certificate "/etc/tls/edge/tls.crt" replaced (old certificate expires in 29 days)`
          : `sds: secret 'edge-tls' updated, draining listener filter chains`,
      );
    },
  },
  {
    kind: "fail2ban-ban",
    note: "one address hammers sshd; fail2ban bans it after maxretry and the noise stops",
    run: (c) => {
      const r = c.r;
      const ip = r.ip();
      let t = c.at;
      for (let i = 0; i < r.int(8, 20); i++, t += r.int(1500, 5000)) {
        const port = r.int(30000, 65000);
        const u = r.pick(SSH_USERS);
        sshd(c, t, `Failed password for invalid user ${u} from ${ip} port ${port} ssh2`, "warn");
        c.add(
          t + 80,
          c.e.bastion,
          "info",
          `fail2ban.filter [812]: INFO [sshd] Found ${ip} - ${new Date(t).toISOString().replace("T", " ").slice(0, 19)}`,
        );
      }
      c.add(t, c.e.bastion, "warn", `fail2ban.actions [812]: NOTICE [sshd] Ban ${ip}`);
      c.add(t + 10 * MIN, c.e.bastion, "warn", `fail2ban.actions [812]: NOTICE [sshd] Unban ${ip}`);
    },
  },
  {
    kind: "rate-limit-429",
    note: "an abusive client scrapes the API and is answered with 429s by the edge rate limiter; other traffic unaffected",
    run: (c) => {
      const r = c.r;
      const ip = r.ip();
      const a = r.pick(c.e.apps);
      for (let i = 0; i < r.int(300, 900); i++) {
        const t = c.at + r.next() * 5 * MIN;
        const path = c.fill(r.pick(a.paths));
        if (c.e.edgeKind === "nginx")
          c.add(
            t,
            c.e.edge,
            "error",
            `limiting requests, excess: ${r.int(10, 40)}.${r.int(100, 999)} by zone "api_per_ip", client: ${ip}, server: ${c.e.domain}, request: "GET ${path} HTTP/1.1", host: "${c.e.domain}"`,
          );
        access(c, t + 1, { path, status: 429, ip, ua: "python-requests/2.32.3", ms: 0, upstream: "-", flags: "RL" });
      }
    },
  },
  {
    kind: "cdn-purge",
    note: "a full CDN purge after a release: a cache-miss storm hits the origins, latency doubles for two minutes, everything served",
    run: (c) => {
      const r = c.r;
      c.add(
        c.at,
        c.e.web,
        "info",
        `release ${r.int(3, 9)}.${r.int(0, 30)}.0: purge_everything requested for zone ${c.e.domain}`,
      );
      for (let i = 0; i < r.int(400, 900); i++) {
        const t = c.at + 2000 + r.next() * r.next() * 3 * MIN;
        const a = r.pick(c.e.apps);
        const ms = r.int(250, 1400);
        access(c, t, { path: c.fill(r.pick(a.paths)), status: 200, ms, upstream: a.name, tail: "cache=MISS" });
        if (ms > 1000) c.add(t - 2, a.name, "warn", `slow request GET ${a.paths[0]} took ${ms}ms (threshold 1000ms)`);
        if (c.e.edgeKind === "nginx" && r.chance(0.05))
          c.add(
            t,
            c.e.edge,
            "warn",
            `an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/${r.int(1, 9)}/0${r.int(1, 9)}/00000${r.int(10000, 99999)} while reading upstream, client: ${r.ip()}, server: ${c.e.domain}`,
          );
      }
    },
  },
  {
    kind: "tls-old-ciphers",
    note: "an old point-of-sale fleet retries TLS 1.0 handshakes that the edge refuses, as it has for months",
    run: (c) => {
      const r = c.r;
      const ips = [r.ip(), r.ip(), r.ip(), r.ip()];
      c.every(c.start, c.end, r.int(1500, 4000), 1500, (t) => {
        const ip = r.pick(ips);
        if (c.e.edgeKind === "nginx")
          c.add(
            t,
            c.e.edge,
            "error",
            `SSL_do_handshake() failed (SSL: error:0A000102:SSL routines::unsupported protocol) while SSL handshaking, client: ${ip}, server: 0.0.0.0:443`,
          );
        else
          c.add(
            t,
            c.e.edge,
            "warn",
            `[C${r.int(10000, 999999)}] TLS error: 268435646:SSL routines:OPENSSL_internal:NO_SHARED_CIPHER remote=${ip}:${r.int(30000, 65000)}`,
          );
      });
    },
  },
  {
    kind: "retired-health-endpoint",
    note: "an external uptime checker still probes a health endpoint retired two releases ago: a 404 every 30s from the first minute",
    run: (c) => {
      const r = c.r;
      const ip = r.ip();
      c.every(c.start + r.int(0, 30000), c.end, 30000, 200, (t) => {
        if (c.e.edgeKind === "nginx")
          c.add(
            t,
            c.e.edge,
            "error",
            `open() "/usr/share/nginx/html/api/v1/status" failed (2: No such file or directory), client: ${ip}, server: ${c.e.domain}, request: "GET /api/v1/status HTTP/1.1"`,
          );
        access(c, t + 1, {
          path: "/api/v1/status",
          status: 404,
          ip,
          ua: "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)",
          upstream: "-",
        });
      });
    },
  },
  {
    kind: "csp-report-flood",
    note: "a marketing tag added without a CSP update: browsers flood the report endpoint with violation reports, all accepted",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(300, 900); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const blocked = r.pick([
          "https://connect.facebook.net",
          "https://www.googletagmanager.com",
          "https://static.hotjar.com",
          "inline",
        ]);
        c.add(
          t,
          c.e.web,
          "warn",
          `CSP violation report: document-uri=https://${c.e.domain}/${r.pick(["", "checkout", "account", "login"])} violated-directive=script-src-elem blocked-uri=${blocked} disposition=enforce`,
        );
        access(c, t + 1, { method: "POST", path: "/csp-report", status: 204, upstream: c.e.web, ms: 2 });
      }
    },
  },
  {
    kind: "pentest-window",
    note: "an announced penetration test (WAF set to detection-only for the testers' range): SQLi/XSS probes, 400s and parser errors",
    run: (c) => {
      const r = c.r;
      const base = `192.0.2.${r.pick([16, 32, 48])}`;
      c.add(
        c.at - 30000,
        c.e.waf,
        "info",
        `rules reloaded: SecRuleEngine DetectionOnly for ${base}/28 (authorised penetration test SEC-${r.int(1000, 9999)}, window 4h)`,
      );
      for (let i = 0; i < r.int(300, 700); i++) {
        const t = c.at + r.next() * 8 * MIN;
        const ip = base.replace(/\d+$/, (m) => String(Number(m) + r.int(1, 6)));
        const a = r.pick(c.e.apps);
        const sqli = r.chance(0.5);
        const uri = sqli
          ? `${a.paths[0]}?id=1%27%20OR%20%271%27=%271`
          : `${a.paths[0]}?q=%3Cscript%3Ealert(1)%3C/script%3E`;
        waf(c, t, {
          ip,
          uri,
          id: sqli ? "942100" : "941100",
          msg: sqli ? "SQL Injection Attack Detected via libinjection" : "XSS Attack Detected via libinjection",
          data: sqli ? "Matched Data: s&sos found within ARGS:id" : "Matched Data: XSS data found within ARGS:q",
          file: sqli ? "REQUEST-942-APPLICATION-ATTACK-SQLI.conf" : "REQUEST-941-APPLICATION-ATTACK-XSS.conf",
          block: false,
        });
        c.add(
          t + 3,
          a.name,
          "error",
          sqli
            ? `request rejected: invalid id parameter "1' OR '1'='1" (NumberFormatException: For input string)`
            : `request rejected: query contains disallowed characters`,
        );
        access(c, t + 5, {
          path: uri,
          status: 400,
          ip,
          ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0 BurpSuite",
          upstream: a.name,
        });
      }
    },
  },
  {
    kind: "audit-denied-admin",
    note: "audit logs record denied admin actions (a support engineer trying admin operations without the role); nothing executed",
    run: (c) => {
      const r = c.r;
      const a = r.pick(c.e.apps).name;
      for (let i = 0; i < r.int(20, 60); i++) {
        const t = c.at + r.next() * 6 * MIN;
        c.add(
          t,
          a,
          "warn",
          `audit: DENY actor=support.${r.pick(["ivanova", "osei", "lindqvist"])} action=${r.pick(["users.delete", "roles.grant", "export.all", "settings.update"])} target=${r.hex(8)} reason="missing role admin"`,
        );
        c.add(
          t + 10,
          c.e.vault,
          "error",
          `audit: path="sys/policies/acl/${r.pick(["admin", "ops"])}" operation=update display_name=oidc-support error="1 error occurred:\\n\\t* permission denied\\n\\n"`,
        );
      }
    },
  },
  {
    kind: "ldap-replica-failover",
    note: "the LDAP replica the IdP uses goes away for maintenance: one connection reset and failed query, reconnect to the other replica, logins fine",
    run: (c) => {
      const r = c.r;
      if (c.e.idpKind === "keycloak") {
        c.add(
          c.at,
          c.e.idp,
          "error",
          "KC-SERVICES0013: Failed authentication: org.keycloak.models.ModelException: LDAP Query failed",
          [
            "Caused by: javax.naming.CommunicationException: ldap-2.corp.internal:636 [Root exception is java.net.SocketException: Connection reset]",
            "\tat java.naming/com.sun.jndi.ldap.LdapClient.authenticate(LdapClient.java:201)",
            "\tat org.keycloak.storage.ldap.idm.store.ldap.LDAPOperationManager.authenticate(LDAPOperationManager.java:600)",
          ],
        );
        idp(c, c.at + 5, "LOGIN_ERROR", { error: "invalid_user_credentials" });
        c.add(
          c.at + 900,
          c.e.idp,
          "warn",
          "LDAP connection to ldaps://ldap-2.corp.internal:636 lost, failing over to ldaps://ldap-1.corp.internal:636",
        );
        c.add(c.at + 1400, c.e.idp, "info", "LDAP bind to ldaps://ldap-1.corp.internal:636 succeeded (pool size 8)");
      } else {
        c.add(
          c.at,
          c.e.idp,
          "warn",
          `eventType=system.agent.ad.connection_lost outcome.result=FAILURE displayMessage="AD agent DC02 lost connection" target=DC02.corp.internal`,
        );
        c.add(
          c.at + 2000,
          c.e.idp,
          "info",
          `eventType=system.agent.ad.reconnect outcome.result=SUCCESS displayMessage="Delegated authentication now routed to AD agent DC01"`,
        );
      }
      for (let i = 0; i < 20; i++) idp(c, c.at + 3000 + r.int(0, 4 * MIN), "LOGIN", {});
    },
  },
  {
    kind: "vault-late-renew",
    note: "the Vault agent's token renewal times out once and is renewed on retry with minutes of TTL to spare",
    run: (c) => {
      c.add(
        c.at,
        c.e.vault,
        "error",
        `[ERROR] agent.auth.handler: error renewing token: error="Put \\"https://vault.internal:8200/v1/auth/token/renew-self\\": context deadline exceeded"`,
      );
      c.add(c.at + 1000, c.e.vault, "info", "[INFO]  agent.auth.handler: authenticating");
      c.add(
        c.at + 1400,
        c.e.vault,
        "error",
        `[ERROR] agent.auth.handler: error authenticating: error="Post \\"https://vault.internal:8200/v1/auth/kubernetes/login\\": net/http: request canceled (Client.Timeout exceeded while awaiting headers)" backoff=1.7s`,
      );
      c.add(
        c.at + 3400,
        c.e.vault,
        "info",
        "[INFO]  agent.auth.handler: authentication successful, sending token to sinks",
      );
      c.add(c.at + 3500, c.e.vault, "warn", "[WARN]  agent.auth.handler: lease renewed late: 4m12s of 1h TTL remained");
      c.add(
        c.at + 3600,
        c.e.vault,
        "info",
        `[INFO]  agent: (runner) rendered "/vault/templates/db.ctmpl" => "/vault/secrets/db.env"`,
      );
    },
  },
  {
    kind: "geo-block",
    note: "the WAF's country rule blocks a wave of traffic from blocked regions; nothing else changes",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(150, 400); i++) {
        const t = c.at + r.next() * 5 * MIN;
        const ip = r.ip();
        waf(c, t, {
          ip,
          uri: "/",
          id: "100042",
          msg: `GeoIP: request from blocked country ${r.pick(["KP", "IR", "SY"])}`,
          data: ip,
          file: "RESPONSE-custom-geo.conf",
          block: true,
        });
        access(c, t + 1, { path: "/", status: 403, ip, ms: 0, upstream: "-" });
      }
    },
  },
  {
    kind: "bot-challenge",
    note: "a scraper harvesting the catalogue is flagged as a scanner/bot and blocked at the WAF, 403s at the edge",
    run: (c) => {
      const r = c.r;
      const a = r.pick(c.e.apps);
      for (let i = 0; i < r.int(200, 500); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const ip = r.ip();
        const uri = c.fill(r.pick(a.paths));
        waf(c, t, {
          ip,
          uri,
          id: "913100",
          msg: "Found User-Agent associated with security scanner",
          data: "python-httpx/0.27.0",
          file: "REQUEST-913-SCANNER-DETECTION.conf",
          block: true,
        });
        access(c, t + 1, { path: uri, status: 403, ip, ua: "python-httpx/0.27.0", ms: 0, upstream: "-" });
      }
    },
  },
  {
    kind: "mfa-abandoned",
    note: "MFA prompts expire and wrong OTP codes are typed at shift start; users retry and get in",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(40, 100); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const user = `user${r.int(1000, 99999)}`;
        const ip = r.ip();
        idp(c, t, c.e.idpKind === "keycloak" ? "LOGIN_ERROR" : "MFA_ERROR", {
          user,
          ip,
          error: r.chance(0.5) ? "invalid_user_credentials" : "expired_code",
        });
        c.add(
          t + 20,
          c.e.web,
          "warn",
          `MFA step failed for ${user}: ${r.pick(["OTP code invalid", "push not answered within 60s"])}`,
        );
        if (r.chance(0.85)) idp(c, t + r.int(10000, 40000), "LOGIN", { user, ip });
      }
    },
  },
  {
    kind: "reset-spam",
    note: "a bot submits password resets for unknown emails; the app answers identically, the mail relay throttles once and the retry succeeds",
    run: (c) => {
      const r = c.r;
      const mailer = c.e.apps[c.e.apps.length - 1].name;
      for (let i = 0; i < r.int(100, 300); i++) {
        const t = c.at + r.next() * 5 * MIN;
        c.add(
          t,
          c.e.web,
          "warn",
          `password reset requested for unknown address ${r.pick(["a", "j", "m", "x"])}***@${r.pick(["gmail.com", "mail.ru", "outlook.com"])}; generic response sent`,
        );
        access(c, t + 3, { method: "POST", path: "/account/password-reset", status: 202, upstream: c.e.web });
      }
      const t = c.at + 2 * MIN;
      c.add(
        t,
        mailer,
        "error",
        "smtp send failed: 421 4.7.0 Try again later, closing connection. (throttled by relay) - will retry",
      );
      c.add(t + 30000, mailer, "info", "smtp send succeeded on retry 1 (queued as 4XkP3b0Qz1z)");
    },
  },
  {
    kind: "ocsp-stapling",
    note: "the CA's OCSP responder is slow: the edge logs stapling timeouts and keeps serving the cached staple",
    run: (c) => {
      const r = c.r;
      c.every(c.at, Math.min(c.at + 6 * MIN, c.end), r.int(20000, 40000), 5000, (t) => {
        if (c.e.edgeKind === "nginx")
          c.add(
            t,
            c.e.edge,
            "warn",
            `OCSP responder timed out (110: Connection timed out) while requesting certificate status, responder: r11.o.lencr.org, peer: 23.215.0.${r.int(130, 140)}:80, certificate: "/etc/tls/edge/tls.crt"`,
          );
        else
          c.add(
            t,
            c.e.edge,
            "warn",
            `ocsp: fetching staple for 'edge-tls' failed: upstream connect error or disconnect/reset before headers. reset reason: connection timeout; keeping previous response`,
          );
      });
    },
  },
  {
    kind: "authn-proxy-cookies",
    note: "unauthenticated requests to protected routes (expired or missing proxy cookies) are bounced to sign-in by the auth proxy",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(150, 400); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const ip = r.ip();
        c.add(
          t,
          c.e.web,
          "error",
          `[oauthproxy.go:${r.pick([908, 1024])}] Error loading cookied session: cookie "_oauth2_proxy" not present, removing session`,
        );
        access(c, t + 2, {
          path: `/internal/${r.pick(["grafana", "kibana", "admin"])}/`,
          status: 401,
          ip,
          upstream: c.e.web,
          flags: "UAEX",
        });
      }
    },
  },
  {
    kind: "oidc-stale-tab",
    note: "users finish logins in stale tabs or with the back button: cookie_not_found / state mismatch, login restarted and completed",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(40, 110); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const user = `user${r.int(1000, 99999)}`;
        const ip = r.ip();
        idp(c, t, "LOGIN_ERROR", { user, ip, error: r.pick(["cookie_not_found", "expired_code"]) });
        c.add(
          t + 30,
          c.e.web,
          "error",
          `OIDC callback failed: state mismatch (expected ${r.hex(12)}, got ${r.hex(12)}), restarting login`,
        );
        idp(c, t + r.int(5000, 20000), "LOGIN", { user, ip });
      }
    },
  },
  {
    kind: "admin-allowlist",
    note: "internet clients probing /admin are refused by the IP allow-list; only the office range gets in",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(80, 250); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const ip = r.ip();
        if (c.e.edgeKind === "nginx")
          c.add(
            t,
            c.e.edge,
            "error",
            `access forbidden by rule, client: ${ip}, server: ${c.e.domain}, request: "GET /admin/ HTTP/1.1", host: "${c.e.domain}"`,
          );
        access(c, t + 1, { path: "/admin/", status: 403, ip, ms: 0, upstream: "-" });
      }
    },
  },
  {
    kind: "revoked-device-mtls",
    note: "a decommissioned device with a revoked client certificate keeps retrying mTLS every 30s, refused, as it has all week",
    run: (c) => {
      const r = c.r;
      const ip = r.ip();
      c.every(c.start + r.int(0, 30000), c.end, 30000, 300, (t) => {
        if (c.e.edgeKind === "nginx")
          c.add(
            t,
            c.e.edge,
            "error",
            `client SSL certificate verify error: (23:certificate revoked) while reading client request headers, client: ${ip}, server: ${c.e.domain}`,
          );
        else
          c.add(
            t,
            c.e.edge,
            "warn",
            `[C${r.int(10000, 999999)}] TLS error: 268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED remote=${ip}`,
          );
        access(c, t + 1, {
          path: "/device/telemetry",
          status: 400,
          ip,
          ua: "device-agent/2.3.1",
          ms: 0,
          upstream: "-",
        });
      });
    },
  },
  {
    kind: "upload-too-large",
    note: "clients upload files over the body limit and get 413s from the edge, as documented",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(30, 90); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const ip = r.ip();
        if (c.e.edgeKind === "nginx")
          c.add(
            t,
            c.e.edge,
            "error",
            `client intended to send too large body: ${r.int(11, 90) * 1048576} bytes, client: ${ip}, server: ${c.e.domain}, request: "POST /api/uploads HTTP/1.1"`,
          );
        access(c, t + 1, { method: "POST", path: "/api/uploads", status: 413, ip, upstream: "-" });
      }
    },
  },
  {
    kind: "ssh-cert-expired",
    note: "engineers' SSH certificates expire at end of day; sshd refuses them, they re-sign via Vault and log in",
    run: (c) => {
      const r = c.r;
      for (const u of ["jdoe", "asmith", "kpatel", "mgarcia"].slice(0, r.int(2, 4))) {
        const t = c.at + r.int(0, 5 * MIN);
        const ip = r.privIp();
        const port = r.int(40000, 65000);
        sshd(c, t, "error: Certificate invalid: expired", "error");
        sshd(
          c,
          t + 2,
          `Failed publickey for ${u} from ${ip} port ${port} ssh2: ED25519-CERT SHA256:${r.hex(20)} ID vault-oidc-${u}`,
          "warn",
        );
        c.add(
          t + r.int(20000, 50000),
          c.e.vault,
          "info",
          `ssh: signed certificate for ${u}, valid_principals=${u},deploy ttl=8h`,
        );
        sshd(
          c,
          t + r.int(60000, 90000),
          `Accepted publickey for ${u} from ${ip} port ${port + 1} ssh2: ED25519-CERT SHA256:${r.hex(20)} ID vault-oidc-${u}`,
        );
      }
    },
  },
  {
    kind: "waf-false-positive",
    note: "CRS flags an address field (O'Brien) as SQL injection for a few users; blocked forms, a known rule-tuning ticket, no outage",
    run: (c) => {
      const r = c.r;
      const a = r.pick(c.e.apps);
      for (let i = 0; i < r.int(10, 30); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const ip = r.ip();
        waf(c, t, {
          ip,
          uri: a.paths[0],
          id: "942100",
          msg: "SQL Injection Attack Detected via libinjection",
          data: "Matched Data: sos found within ARGS:address_line1: 12 O'Brien St",
          file: "REQUEST-942-APPLICATION-ATTACK-SQLI.conf",
          block: true,
        });
        access(c, t + 1, { method: "POST", path: a.paths[0], status: 403, ip, upstream: "-" });
      }
    },
  },
  {
    kind: "slow-clients",
    note: "mobile clients on bad networks time out sending headers; the edge closes them with 408s, upstreams never see them",
    run: (c) => {
      const r = c.r;
      for (let i = 0; i < r.int(80, 200); i++) {
        const t = c.at + r.next() * 6 * MIN;
        const ip = r.ip();
        if (c.e.edgeKind === "nginx")
          c.add(
            t,
            c.e.edge,
            "warn",
            `client timed out (110: Connection timed out) while reading client request headers, client: ${ip}, server: ${c.e.domain}`,
          );
        access(c, t + 1, { path: "-", status: 408, ip, ms: 60000, upstream: "-", flags: "DC" });
      }
    },
  },
];
