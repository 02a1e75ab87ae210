// Harmless security-platform noise that looks alarming: scans, blocked attacks, denied policies, rotations, renewals.
import { type Estate, publicIp, rtOf } from "./estates.js";
import { access, type Frame, type Runtime, stack } from "./runtime.js";
import type { Stream } from "./stream.js";

export interface Noise {
  kind: string;
  /** What happens, for the label note. */
  note: string;
  run(s: Stream, e: Estate, t0: number, t1: number): void;
}

const burst = (s: Stream, t0: number, t1: number, n: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) fn(Math.round(t0 + ((t1 - t0) * i) / n + s.rng.next() * ((t1 - t0) / n)), i);
};

const PROBES = [
  "/.env",
  "/wp-login.php",
  "/actuator/env",
  "/.git/config",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/api/v1/users?id=1%27%20OR%201=1--",
  "/?x=%24%7Bjndi%3Aldap%3A%2F%2F127.0.0.1%3A1389%2Fa%7D",
  "/server-status",
  "/console/login/LoginForm.jsp",
];

type Bad = [string, string, Frame[]];
/** How each runtime reports a malformed request path or body, innermost frame first. */
const BAD_INPUT: Record<"path" | "json", Partial<Record<Runtime, Bad>>> = {
  path: {
    java: [
      "java.lang.IllegalArgumentException",
      "Invalid character found in the request target [/%c0%ae%c0%ae/etc/passwd]. The valid characters are defined in RFC 7230 and RFC 3986",
      [
        ["org.apache.coyote.http11.Http11InputBuffer.parseRequestLine", "Http11InputBuffer.java", 494],
        ["org.apache.coyote.http11.Http11Processor.service", "Http11Processor.java", 271],
        ["org.apache.coyote.AbstractProcessorLight.process", "AbstractProcessorLight.java", 63],
      ],
    ],
    python: [
      "UnicodeDecodeError",
      "'utf-8' codec can't decode byte 0xc0 in position 1: invalid start byte",
      [
        ["unquote", "/usr/local/lib/python3.11/urllib/parse.py", 676],
        ["get_path_info", "/usr/local/lib/python3.11/site-packages/django/core/handlers/wsgi.py", 156],
        ["__call__", "/usr/local/lib/python3.11/site-packages/django/core/handlers/wsgi.py", 124],
      ],
    ],
    dotnet: [
      "Microsoft.AspNetCore.Server.Kestrel.Core.BadHttpRequestException",
      "Invalid request target: '/%c0%ae%c0%ae/etc/passwd'",
      [
        [
          "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpParser`1.RejectRequestLine(ReadOnlySpan`1 requestLine)",
          "/_/src/Servers/Kestrel/Core/src/Internal/Http/HttpParser.cs",
          477,
        ],
        [
          "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.Http1Connection.ParseRequest(SequenceReader`1& reader)",
          "/_/src/Servers/Kestrel/Core/src/Internal/Http/Http1Connection.cs",
          615,
        ],
      ],
    ],
    ruby: [
      "ActionController::BadRequest",
      "Invalid path parameters: Invalid encoding for parameter: \xC0\xAE",
      [
        ["path_parameters", "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_dispatch/http/parameters.rb", 74],
        ["serve", "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_dispatch/journey/router.rb", 51],
        ["call", "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_dispatch/routing/route_set.rb", 882],
      ],
    ],
    node: [
      "URIError",
      "URI malformed",
      [
        ["decodeURIComponent", "<anonymous>", 1],
        ["decode_param", "/app/node_modules/express/lib/router/layer.js", 172],
        ["Layer.match", "/app/node_modules/express/lib/router/layer.js", 148],
      ],
    ],
  },
  json: {
    java: [
      "com.fasterxml.jackson.core.JsonParseException",
      "Unexpected character ('<' (code 60)): expected a valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'false')",
      [
        ["com.fasterxml.jackson.core.JsonParser._constructError", "JsonParser.java", 2477],
        ["com.fasterxml.jackson.core.json.ReaderBasedJsonParser._handleOddValue", "ReaderBasedJsonParser.java", 2013],
        ["com.fasterxml.jackson.databind.ObjectMapper._readMapAndClose", "ObjectMapper.java", 4905],
        [
          "org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter.readJavaType",
          "AbstractJackson2HttpMessageConverter.java",
          395,
        ],
      ],
    ],
    python: [
      "json.decoder.JSONDecodeError",
      "Expecting value: line 1 column 1 (char 0)",
      [
        ["raw_decode", "/usr/local/lib/python3.11/json/decoder.py", 355],
        ["decode", "/usr/local/lib/python3.11/json/decoder.py", 337],
        ["loads", "/usr/local/lib/python3.11/json/__init__.py", 346],
        ["post", "/app/api/views.py", 41],
      ],
    ],
    dotnet: [
      "System.Text.Json.JsonException",
      "'<' is an invalid start of a value. Path: $ | LineNumber: 0 | BytePositionInLine: 0.",
      [
        [
          "System.Text.Json.ThrowHelper.ReThrowWithPath(ReadStack& state, JsonReaderException ex)",
          "/_/src/libraries/System.Text.Json/src/System/Text/Json/ThrowHelper.Serialization.cs",
          269,
        ],
        [
          "Microsoft.AspNetCore.Mvc.Formatters.SystemTextJsonInputFormatter.ReadRequestBodyAsync(InputFormatterContext context, Encoding encoding)",
          "/_/src/Mvc/Mvc.Core/src/Formatters/SystemTextJsonInputFormatter.cs",
          72,
        ],
      ],
    ],
    ruby: [
      "JSON::ParserError",
      "unexpected token at '<script>alert(1)</script>'",
      [
        ["parse", "/usr/local/bundle/gems/json-2.7.2/lib/json/common.rb", 219],
        [
          "block in <class:Parameters>",
          "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_dispatch/http/parameters.rb",
          11,
        ],
        [
          "parse_formatted_parameters",
          "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_dispatch/http/parameters.rb",
          107,
        ],
      ],
    ],
    node: [
      "SyntaxError",
      "Unexpected token '<', \"<script>al\"... is not valid JSON",
      [
        ["JSON.parse", "<anonymous>", 1],
        ["parse", "/app/node_modules/body-parser/lib/types/json.js", 92],
        ["invokeCallback", "/app/node_modules/raw-body/index.js", 238],
      ],
    ],
  },
};

export const NOISES: readonly Noise[] = [
  {
    kind: "vuln-scan-sweep",
    note: "the internal vulnerability scanner sweeps every service and trips 404s, 400s and validation errors everywhere",
    run(s, e, t0, t1) {
      const r = s.rng;
      const src = `10.${r.int(20, 40)}.250.${r.int(10, 20)}`;
      s.emit(
        t0 - 2000,
        e.roles.scanner,
        "info",
        `scan policy "Internal Full Audit (credentialed)" started: ${e.services.length * 3} targets, ${r.int(90000, 180000)} plugins, source ${src}`,
      );
      for (const svc of [e.roles.front, ...e.roles.apps]) {
        const rt = rtOf(e, svc);
        burst(s, t0, t1, r.int(60, 140), (t) => {
          const p = r.pick(PROBES);
          const st = r.pick([404, 404, 404, 400, 405]);
          s.emit(
            t,
            svc,
            st === 400 ? "error" : "warn",
            access(rt, r, r.pick(["GET", "POST", "OPTIONS", "PROPFIND"]), p, st, r.int(1, 20), src),
          );
        });
        const bad = BAD_INPUT.path[rt];
        if (bad)
          s.emit(t0 + r.int(5000, 30000), svc, "error", `unhandled input while parsing request from ${src}`, {
            stack: stack(rt, bad[0], bad[1], bad[2], r),
          });
      }
      s.emit(
        t1 + 3000,
        e.roles.scanner,
        "info",
        `scan "Internal Full Audit (credentialed)" finished: ${r.int(0, 4)} critical, ${r.int(3, 20)} high, ${r.int(40, 200)} medium findings; report queued`,
      );
    },
  },
  {
    kind: "waf-blocked-sqli",
    note: "the WAF blocks a burst of SQL injection and path traversal attempts with 403s",
    run(s, e, t0, t1) {
      const r = s.rng;
      const src = publicIp(r);
      burst(s, t0, t1, r.int(80, 200), (t) => {
        const id = r.pick(["942100", "942190", "930120", "932160", "941100"]);
        s.emit(
          t,
          e.roles.waf,
          "error",
          `ModSecurity: Access denied with code 403 (phase 2). Matched "Operator \`Ge' with parameter \`5' against variable \`TX:ANOMALY_SCORE' (Value: \`${r.int(5, 30)}' )" [file "/etc/modsecurity/crs/rules/REQUEST-949-BLOCKING-EVALUATION.conf"] [id "949110"] [msg "Inbound Anomaly Score Exceeded (Total Score: ${r.int(5, 30)})"] [tag "attack-sqli"] [hostname "api.${e.domain}"] [uri "/api/search"] [unique_id "${r.hex(20)}"] [client ${src}] (triggered ${id})`,
        );
      });
    },
  },
  {
    kind: "idp-brute-force-lockouts",
    note: "a password spraying run against the identity provider is stopped by brute-force detection and account lockouts",
    run(s, e, t0, t1) {
      const r = s.rng;
      const src = publicIp(r);
      burst(s, t0, t1, r.int(120, 260), (t, i) => {
        const u = `${r.pick(["admin", "j.smith", "finance", "test", "helpdesk", "m.jones", "backup"])}${r.int(1, 40)}`;
        s.emit(
          t,
          e.roles.idp,
          "warn",
          `type=LOGIN_ERROR, realmId=${e.key}, clientId=web, userId=null, ipAddress=${src}, error=invalid_user_credentials, auth_method=openid-connect, username=${u}`,
        );
        if (i % 17 === 0)
          s.emit(
            t + 5,
            e.roles.idp,
            "error",
            `Account ${u} temporarily disabled: brute force protection triggered after 5 failures from ${src} (lockout 15m)`,
          );
      });
      s.emit(
        t1 + 2000,
        e.roles.siem,
        "warn",
        `rule "Password spray from single source" fired: ${src}, 60+ distinct usernames in 5m; action=blocklist-added (auto)`,
      );
    },
  },
  {
    kind: "credential-stuffing-429",
    note: "credential stuffing against the login endpoint is rate limited at the edge with 429s",
    run(s, e, t0, t1) {
      const r = s.rng;
      const rt = rtOf(e, e.roles.front);
      burst(s, t0, t1, r.int(150, 300), (t) => {
        s.emit(t, e.roles.front, "warn", access(rt, r, "POST", "/login", 429, r.int(1, 4), publicIp(r)));
      });
      burst(s, t0, t1, 6, (t) =>
        s.emit(
          t,
          e.roles.front,
          "error",
          `rate limiter: bucket login:ip exceeded for ${r.int(30, 90)} clients in last 60s (limit 10/min), rejecting`,
        ),
      );
    },
  },
  {
    kind: "mfa-push-denied",
    note: "a run of MFA push fatigue attempts is denied or left to expire by users, as designed",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(30, 70), (t) => {
        const u = `${r.pick(["kpark", "avega", "dlee", "snowak"])}${r.int(10, 99)}`;
        s.emit(
          t,
          e.roles.idp,
          "warn",
          r.chance(0.5)
            ? `MFA challenge for ${u} denied by user (reported as fraud: ${r.chance(0.3)}), sign-in blocked`
            : `MFA challenge for ${u} expired after 60s without response; sign-in failed`,
        );
      });
      s.emit(
        t1,
        e.roles.siem,
        "error",
        `ALERT [high] "MFA fatigue pattern": ${r.int(8, 20)} pushes to one user in 10 minutes; ticket SEC-${r.int(1000, 9999)} opened`,
      );
    },
  },
  {
    kind: "conditional-access-deny",
    note: "conditional access policies deny sign-ins from unmanaged devices and blocked countries",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(60, 130), (t) => {
        const pol = r.pick([
          "Require compliant device",
          "Block legacy authentication",
          "Block sign-in outside EU/US",
          "Require MFA for admins",
        ]);
        s.emit(
          t,
          e.roles.idp,
          "error",
          `Sign-in denied by conditional access policy '${pol}' for user ${r.pick(["ext", "stu", "emp"])}${r.int(10000, 99999)}@${e.domain} from ${publicIp(r)} (device: ${r.pick(["unmanaged", "non-compliant", "unknown"])}, client: ${r.pick(["Browser", "Exchange ActiveSync", "IMAP4"])}) error=access_denied`,
        );
      });
    },
  },
  {
    kind: "lease-expiry-renew",
    note: "short-lived database credentials expire and are revoked; apps reconnect with fresh leases after one failed attempt",
    run(s, e, t0) {
      const r = s.rng;
      for (const [i, app] of e.roles.apps.slice(0, 2).entries()) {
        const t = t0 + i * r.int(20_000, 60_000);
        const user = `v-approle-${app.slice(0, 8)}-${r.hex(6)}`;
        s.emit(t, e.roles.secrets, "info", `expiration: revoked lease lease_id=database/creds/${app}/${r.hex(22)}`);
        s.emit(t + 300, app, "error", `FATAL: password authentication failed for user "${user}" (SQLSTATE 28P01)`);
        s.emit(
          t + 320,
          app,
          "warn",
          `db pool: dropping connection after authentication failure, requesting new credentials from ${e.roles.secrets}`,
        );
        s.emit(
          t + 700,
          e.roles.secrets,
          "info",
          `core: issued lease lease_id=database/creds/${app}/${r.hex(22)} ttl=1h`,
        );
        s.emit(
          t + 900,
          app,
          "info",
          `db pool: refreshed credentials (lease ttl 3600s), ${r.int(5, 20)} connections re-established`,
        );
      }
    },
  },
  {
    kind: "token-max-ttl-reauth",
    note: "service tokens hit their max TTL and every client re-authenticates to the secrets manager with warnings",
    run(s, e, t0, t1) {
      const r = s.rng;
      for (const app of [e.roles.front, ...e.roles.apps]) {
        const t = t0 + r.next() * (t1 - t0);
        s.emit(
          t,
          app,
          "warn",
          `secrets client: renew token: Error making API request. URL: PUT https://${e.roles.secrets}:8200/v1/auth/token/renew-self Code: 400. Errors: * invalid lease ID or lease has reached max TTL`,
        );
        s.emit(
          t + 50,
          e.roles.secrets,
          "warn",
          `core: failed to renew token: error="past the max TTL, cannot renew" accessor=${r.hex(24)}`,
        );
        s.emit(
          t + 400,
          app,
          "info",
          "secrets client: re-authenticated with approle, new token ttl=768h, renewable=true",
        );
      }
    },
  },
  {
    kind: "acme-renewal-retry",
    note: "an ACME certificate renewal fails its first HTTP-01 challenge, succeeds on retry, and listeners reload with a few handshake resets",
    run(s, e, t0) {
      const r = s.rng;
      const d = `${r.pick(["api", "portal", "sso"])}.${e.domain}`;
      s.emit(t0, e.roles.certs, "info", `Renewing certificate ${d}: 29 days before expiry`);
      s.emit(
        t0 + 4000,
        e.roles.certs,
        "error",
        `acme: error: 403 :: urn:ietf:params:acme:error:unauthorized :: ${d}: Invalid response from http://${d}/.well-known/acme-challenge/${r.hex(20)}: 404 (challenge failed, will retry)`,
      );
      s.emit(
        t0 + 64_000,
        e.roles.certs,
        "info",
        `Challenge http-01 for ${d} valid; order finalized, certificate issued (expires 2026-${r.int(10, 12)}-${r.int(10, 28)})`,
      );
      s.emit(
        t0 + 66_000,
        e.roles.certs,
        "info",
        `secret ${e.namespace}/${d.split(".")[0]}-tls updated, triggering reload`,
      );
      const rt = rtOf(e, e.roles.front);
      s.emit(t0 + 67_000, e.roles.front, "info", "TLS certificate changed on disk, reloading listeners");
      burst(s, t0 + 67_000, t0 + 69_000, r.int(4, 12), (t) =>
        s.emit(
          t,
          e.roles.front,
          "error",
          rt === "go" || rt === "nginx"
            ? `http: TLS handshake error from ${publicIp(r)}:${r.int(30000, 60000)}: EOF`
            : `TLS handshake failed: socket hang up (client ${publicIp(r)}) during listener reload`,
        ),
      );
    },
  },
  {
    kind: "cert-expiry-report",
    note: "the daily certificate inventory warns about many certificates expiring in the coming weeks",
    run(s, e, t0) {
      const r = s.rng;
      for (let i = 0; i < r.int(12, 30); i++) {
        const days = r.int(3, 30);
        s.emit(
          t0 + i * 150,
          e.roles.certs,
          days < 7 ? "error" : "warn",
          `certificate CN=${r.pick(["legacy-ftp", "printers", "vpn-gw", "kiosk", "lab-wifi", "partner-sftp", "old-intranet"])}${r.int(1, 9)}.${e.domain} (serial ${r.hex(16)}) expires in ${days} days; owner team not set, not auto-renewable`,
        );
      }
    },
  },
  {
    kind: "edr-patch-reboot",
    note: "a patch window reboots nodes: EDR sensors go offline and reconnect, pods on those nodes restart cleanly",
    run(s, e, t0, t1) {
      const r = s.rng;
      const nodes = [1, 2, 3].map(() => `ip-10-${r.int(20, 40)}-${r.int(0, 9)}-${r.int(2, 250)}`);
      nodes.forEach((n, i) => {
        const t = t0 + ((t1 - t0) * i) / 3;
        s.emit(
          t,
          e.roles.edr,
          "warn",
          `sensor ${r.hex(12)} on host ${n} disconnected (last seen 0s ago, reason: host shutdown)`,
        );
        const victim = r.pick([...e.roles.apps, e.roles.front]);
        s.emit(t + 800, victim, "warn", "received SIGTERM, draining connections (grace 30s)");
        s.emit(t + 5000, victim, "info", "shutdown complete");
        s.emit(
          t + 95_000,
          e.roles.edr,
          "error",
          `sensor ${r.hex(12)} on host ${n} reconnected after 94s offline; kernel module reloaded, prevention policy re-applied`,
        );
        s.emit(t + 99_000, victim, "info", "started, listening on :8080");
      });
    },
  },
  {
    kind: "edr-eicar-quarantine",
    note: "a security awareness test drops EICAR files and the EDR quarantines them with critical detections",
    run(s, e, t0) {
      const r = s.rng;
      for (let i = 0; i < r.int(4, 9); i++) {
        s.emit(
          t0 + i * r.int(3000, 20000),
          e.roles.edr,
          "fatal",
          `DETECTION severity=critical tactic=Malware technique=Known-Malware file=/tmp/upload-${r.hex(6)}/eicar.com sha256=275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f action=quarantined host=${r.pick(e.roles.apps)}-${r.hex(5)}`,
        );
      }
    },
  },
  {
    kind: "siem-backpressure",
    note: "the SIEM pipeline hits backpressure, rejects bulk writes with 429 and catches up on retry",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(15, 40), (t) => {
        s.emit(
          t,
          e.roles.siem,
          "error",
          `bulk write failed: status=429 es_rejected_execution_exception: rejected execution of coordinating operation [coordinating_and_primary_bytes=${r.int(400, 520)}mb, max_coordinating_and_primary_bytes=512mb]; retrying in ${r.int(1, 8)}s (buffer ${r.int(60, 95)}% full)`,
        );
      });
      s.emit(
        t1 + 5000,
        e.roles.siem,
        "info",
        `backlog drained: ${r.int(40000, 200000)} events delivered late, 0 dropped`,
      );
    },
  },
  {
    kind: "siem-pentest-alerts",
    note: "an announced red-team exercise fires high-severity SIEM correlation alerts on an allow-listed account",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(10, 25), (t) => {
        s.emit(
          t,
          e.roles.siem,
          "error",
          `ALERT [${r.pick(["high", "critical"])}] rule="${r.pick(["Possible lateral movement via SMB", "Kerberoasting: many TGS requests", "Suspicious PowerShell encoded command", "New admin account created"])}" user=svc-redteam01 host=${r.pick(e.services).name}-${r.hex(5)} disposition=suppressed (exception EXC-2231: scheduled pentest)`,
        );
      });
    },
  },
  {
    kind: "pam-password-rotation",
    note: "the privileged-access vault rotates shared admin passwords; old sessions fail once and reconnect",
    run(s, e, t0) {
      const r = s.rng;
      for (const acct of ["root", "dbadmin", "svc-backup"]) {
        s.emit(
          t0 + r.int(0, 30000),
          e.roles.pam,
          "info",
          `password rotation succeeded for account ${acct}@${r.pick(e.roles.apps)}-db (policy: 24h, length 32)`,
        );
      }
      const app = r.pick(e.roles.apps);
      s.emit(
        t0 + 35_000,
        app,
        "error",
        `Access denied for user 'svc-backup'@'10.${r.int(20, 40)}.3.${r.int(2, 250)}' (using password: YES)`,
      );
      s.emit(t0 + 36_000, app, "info", "backup agent fetched rotated credential, reconnect ok");
    },
  },
  {
    kind: "pam-session-terminated",
    note: "privileged sessions are terminated by policy for idle time and out-of-window access",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(6, 15), (t) => {
        s.emit(
          t,
          e.roles.pam,
          "warn",
          `session ${r.hex(8)} of ${r.pick(["a.admin", "ops-oncall", "contractor-7"])} to ${r.pick(e.roles.apps)}-db terminated: ${r.pick(["idle timeout 15m", "outside approved change window", "command 'rm -rf' blocked by policy"])}`,
        );
      });
    },
  },
  {
    kind: "jwks-key-rotation",
    note: "the identity provider rotates its signing key; services see an unknown kid once, refetch JWKS and carry on",
    run(s, e, t0) {
      const r = s.rng;
      const kid = r.hex(12);
      s.emit(
        t0,
        e.roles.idp,
        "info",
        `signing key rotated: new active kid=${kid}, previous kid kept for verification 24h`,
      );
      for (const app of [e.roles.front, ...e.roles.apps]) {
        const t = t0 + r.int(1000, 20000);
        s.emit(
          t,
          app,
          "error",
          `JWT verification failed: no matching key for kid "${kid}" in cached JWKS, refreshing from https://${e.roles.idp}/.well-known/jwks.json`,
        );
        s.emit(t + 90, app, "info", "JWKS refreshed (3 keys), token verified");
      }
    },
  },
  {
    kind: "clock-skew-nbf",
    note: "tokens minted a second ahead on one node are rejected as not yet valid, and succeed on the client's retry",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(20, 50), (t) => {
        const app = r.pick(e.roles.apps);
        s.emit(
          t,
          app,
          "warn",
          `token rejected: nbf (not before) is ${r.int(1, 3)}s in the future (allowed skew 0s); client will retry`,
        );
      });
    },
  },
  {
    kind: "session-expiry-sweep",
    note: "a nightly sweep revokes expired sessions and refresh tokens; clients get 401 and log in again",
    run(s, e, t0, t1) {
      const r = s.rng;
      s.emit(
        t0,
        e.roles.idp,
        "info",
        `session sweep: ${r.int(3000, 12000)} expired sessions, ${r.int(500, 3000)} refresh tokens revoked`,
      );
      const rt = rtOf(e, e.roles.front);
      burst(s, t0, t1, r.int(80, 200), (t) =>
        s.emit(t, e.roles.front, "warn", access(rt, r, "GET", "/api/me", 401, r.int(2, 20))),
      );
      burst(s, t0, t1, r.int(40, 90), (t) =>
        s.emit(
          t,
          e.roles.idp,
          "warn",
          `type=REFRESH_TOKEN_ERROR, realmId=${e.key}, clientId=web, error=invalid_token, reason=Session not active`,
        ),
      );
    },
  },
  {
    kind: "tls-probe-handshakes",
    note: "the TLS compliance scanner probes old protocols and ciphers, filling logs with handshake failures",
    run(s, e, t0, t1) {
      const r = s.rng;
      const src = `10.${r.int(20, 40)}.250.${r.int(10, 20)}`;
      for (const svc of [e.roles.front, e.roles.waf, ...e.roles.apps.slice(0, 1)]) {
        burst(s, t0, t1, r.int(40, 90), (t) => {
          s.emit(
            t,
            svc,
            "error",
            r.pick([
              `http: TLS handshake error from ${src}:${r.int(30000, 60000)}: tls: client offered only unsupported versions: [302 301]`,
              `SSL_do_handshake() failed (SSL: error:0A000102:SSL routines::unsupported protocol) while SSL handshaking, client: ${src}`,
              `TLS handshake error from ${src}: tls: no cipher suite supported by both client and server`,
            ]),
          );
        });
      }
    },
  },
  {
    kind: "port-scan-resets",
    note: "an authorised network scan opens and drops raw connections, so services log resets and malformed preambles",
    run(s, e, t0, t1) {
      const r = s.rng;
      const src = `10.${r.int(20, 40)}.250.${r.int(10, 20)}`;
      for (const svc of e.roles.apps) {
        burst(s, t0, t1, r.int(20, 60), (t) =>
          s.emit(
            t,
            svc,
            r.chance(0.5) ? "error" : "warn",
            r.pick([
              `connection from ${src}:${r.int(30000, 60000)} closed: read: connection reset by peer`,
              `invalid HTTP preamble from ${src}: "\\x16\\x03\\x01\\x00"`,
              `grpc: Server.Serve failed to create ServerTransport: connection error: desc = "transport: http2Server.HandleStreams failed to receive the preface from client: EOF"`,
            ]),
          ),
        );
      }
    },
  },
  {
    kind: "log-shipper-restart",
    note: "the log shipper restarts on a config reload, replays its buffer and reports late delivery",
    run(s, e, t0) {
      const r = s.rng;
      s.emit(t0, e.roles.siem, "info", "config reload requested (SIGHUP)");
      s.emit(t0 + 200, e.roles.siem, "warn", `sink siem_http: stopping, ${r.int(200, 3000)} events buffered on disk`);
      s.emit(
        t0 + 1500,
        e.roles.siem,
        "error",
        `sink siem_http: healthcheck failed: error trying to connect: tcp connect error: Connection refused (os error 111); will retry`,
      );
      s.emit(
        t0 + 9000,
        e.roles.siem,
        "info",
        `sink siem_http: healthcheck passed; replaying buffer from checkpoint ${r.int(100000, 999999)}`,
      );
    },
  },
  {
    kind: "pentest-input-validation",
    note: "an announced application pentest floods endpoints with malformed input that is rejected with validation errors",
    run(s, e, t0, t1) {
      const r = s.rng;
      for (const svc of e.roles.apps.slice(0, 2)) {
        const rt = rtOf(e, svc);
        burst(s, t0, t1, r.int(40, 100), (t) =>
          s.emit(
            t,
            svc,
            "error",
            `request validation failed: field '${r.pick(["amount", "email", "shipmentId", "dob", "redirect_uri"])}' ${r.pick(["must match pattern", "contains script tag", "exceeds max length 256", "is not a valid UUID"])} (ua="Burp Suite Professional")`,
          ),
        );
        const bad = BAD_INPUT.json[rt];
        if (bad)
          s.emit(t0 + 20000, svc, "error", "unexpected payload from pentest client rejected", {
            stack: stack(rt, bad[0], bad[1], bad[2], r),
          });
      }
    },
  },
  {
    kind: "sbom-cve-report",
    note: "the dependency scanner reports known CVEs in images, in loud but harmless findings",
    run(s, e, t0) {
      const r = s.rng;
      for (const svc of e.services.slice(0, 6)) {
        s.emit(
          t0 + r.int(0, 60000),
          e.roles.scanner,
          r.chance(0.4) ? "error" : "warn",
          `image ${e.namespace}/${svc.name}:${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)}: ${r.int(0, 3)} CRITICAL, ${r.int(2, 14)} HIGH (e.g. ${r.pick(["CVE-2024-45337 golang.org/x/crypto", "CVE-2023-44487 http2 rapid reset", "CVE-2024-6387 openssh", "CVE-2021-44228 log4j-core (not loaded)"])}); policy: warn only`,
        );
      }
    },
  },
  {
    kind: "rbac-denials",
    note: "role-based access control denies users who lack a role, as it should",
    run(s, e, t0, t1) {
      const r = s.rng;
      for (const app of e.roles.apps.slice(0, 2)) {
        const rt = rtOf(e, app);
        burst(s, t0, t1, r.int(20, 60), (t) => {
          s.emit(
            t,
            app,
            "error",
            `access denied: user ${r.pick(["intern", "ext-audit", "student", "support"])}${r.int(1, 99)} lacks permission '${r.pick(["admin:export", "billing:refund", "records:write", "grades:override"])}'`,
          );
          s.emit(t + 2, app, "warn", access(rt, r, "POST", "/api/admin/export", 403, r.int(2, 15)));
        });
      }
    },
  },
  {
    kind: "impossible-travel-stepup",
    note: "the risk engine flags impossible travel and forces step-up MFA, which users complete",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(8, 20), (t) => {
        const u = `u${r.int(10000, 99999)}`;
        s.emit(
          t,
          e.roles.idp,
          "error",
          `risk: impossible travel for ${u}: ${r.pick(["Amsterdam", "Chicago", "Madrid"])} -> ${r.pick(["Singapore", "Lagos", "São Paulo"])} in ${r.int(10, 50)}m (risk=high); step-up required`,
        );
        s.emit(t + r.int(8000, 40000), e.roles.idp, "info", `risk: step-up MFA completed for ${u}, session elevated`);
      });
    },
  },
  {
    kind: "password-expired-binds",
    note: "users with expired directory passwords fail LDAP binds and are sent to the reset flow",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(25, 60), (t) =>
        s.emit(
          t,
          e.roles.idp,
          "warn",
          `LDAP bind for uid=${r.pick(["a", "b", "k", "m"])}${r.int(1000, 9999)},ou=people failed: 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563 (password expired) -> redirect to reset`,
        ),
      );
    },
  },
  {
    kind: "directory-deprovisioning",
    note: "the nightly directory sync disables leavers and skips groups that no longer exist",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(30, 80), (t) =>
        s.emit(
          t,
          e.roles.idp,
          r.chance(0.4) ? "error" : "warn",
          r.pick([
            `provisioning: user ${r.hex(6)} disabled in source of truth, revoking ${r.int(1, 12)} app assignments`,
            `provisioning: group 'proj-${r.hex(4)}' not found in target, skipping membership sync`,
            `provisioning: SCIM PATCH /Users/${r.hex(8)} returned 404 (already deleted)`,
          ]),
        ),
      );
    },
  },
  {
    kind: "siem-gc-pressure",
    note: "the SIEM JVM logs long young-generation GC pauses during a scheduled report run and recovers",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(10, 25), (t) =>
        s.emit(
          t,
          e.roles.siem,
          "warn",
          `[gc][${r.int(1000, 9000)}] overhead, spent [${(r.int(8, 30) / 10).toFixed(1)}s] collecting in the last [${(r.int(30, 50) / 10).toFixed(1)}s]`,
        ),
      );
      s.emit(
        t0,
        e.roles.siem,
        "info",
        `scheduled report "Weekly privileged access review" started (${r.int(30, 90)} days of data)`,
      );
      s.emit(t1, e.roles.siem, "info", "scheduled report finished, 412 rows");
    },
  },
  {
    kind: "ocsp-stapling-fallback",
    note: "the OCSP responder is slow and TLS terminators fall back to cached stapled responses",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(10, 30), (t) =>
        s.emit(
          t,
          e.roles.waf,
          "warn",
          `OCSP responder timed out (upstream: http://r11.o.lencr.org) while requesting certificate status, using cached response valid until ${new Date(t + 3 * 86400000).toISOString().slice(0, 10)}`,
        ),
      );
    },
  },
  {
    kind: "secrets-standby-forwarding",
    note: "a planned secrets-manager leader step-down forwards requests for a few seconds, clients retry successfully",
    run(s, e, t0) {
      const r = s.rng;
      s.emit(t0, e.roles.secrets, "warn", "core: stepping down from active operation to standby (operator request)");
      s.emit(
        t0 + 300,
        e.roles.secrets,
        "error",
        'core: error during forwarded RPC request: error="rpc error: code = Canceled desc = context canceled"',
      );
      s.emit(t0 + 2100, e.roles.secrets, "info", "core: acquired lock, enabling active operation");
      for (const app of e.roles.apps) {
        s.emit(
          t0 + r.int(400, 1800),
          app,
          "warn",
          `secrets client: GET /v1/${r.pick(["kv/data", "database/creds"])}/${app}: 503 Vault is sealed or in standby; retrying`,
        );
        s.emit(t0 + r.int(2200, 3000), app, "info", "secrets client: request succeeded after retry");
      }
    },
  },
  {
    kind: "waf-rate-limit-bots",
    note: "a crawler and scraper farm is throttled by edge rate limiting",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(150, 300), (t) =>
        s.emit(
          t,
          e.roles.waf,
          "error",
          `limiting requests, excess: ${r.int(10, 90)}.${r.int(100, 999)} by zone "perip", client: ${publicIp(r)}, server: api.${e.domain}, request: "GET /api/catalog?page=${r.int(1, 900)} HTTP/1.1"`,
        ),
      );
    },
  },
  {
    kind: "csp-violation-reports",
    note: "browsers report Content-Security-Policy violations from extensions and injected ad scripts",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(60, 150), (t) =>
        s.emit(
          t,
          e.roles.front,
          "warn",
          `CSP violation: blocked-uri="${r.pick(["chrome-extension", "https://pagead2.googlesyndication.com/pagead/js", "inline", "eval"])}" violated-directive="${r.pick(["script-src-elem", "style-src", "connect-src"])}" document-uri="https://app.${e.domain}/${r.pick(["dashboard", "login", "settings"])}"`,
        ),
      );
    },
  },
  {
    kind: "honeytoken-canary",
    note: "a canary credential planted in a test repo is used by a scanner bot, raising a critical alert on a fake account",
    run(s, e, t0) {
      const r = s.rng;
      s.emit(
        t0,
        e.roles.idp,
        "error",
        `login attempt with canary account svc-deploy-legacy from ${publicIp(r)}: account is a honeytoken, denied`,
      );
      s.emit(
        t0 + 800,
        e.roles.siem,
        "fatal",
        `ALERT [critical] "Honeytoken credential used" account=svc-deploy-legacy source=${publicIp(r)}; playbook "canary-triage" started`,
      );
      s.emit(
        t0 + 60_000,
        e.roles.siem,
        "info",
        "playbook canary-triage: source matched public GitHub scanner bot, no internal access; closed as expected",
      );
    },
  },
  {
    kind: "secret-scanner-findings",
    note: "the secret scanner finds leaked test keys in build logs and revokes them automatically",
    run(s, e, t0, t1) {
      const r = s.rng;
      burst(s, t0, t1, r.int(5, 12), (t) =>
        s.emit(
          t,
          e.roles.scanner,
          "error",
          `secret detected: ${r.pick(["AWS access key", "Slack webhook", "private key (RSA)", "JWT signing secret"])} in ci-logs/${r.pick(e.services).name}/build-${r.int(1000, 9999)}.log line ${r.int(10, 3000)}; auto-revoked=${r.chance(0.7)}, marked test-fixture`,
        ),
      );
    },
  },
];
