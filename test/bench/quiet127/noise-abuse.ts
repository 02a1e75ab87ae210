// Harmless noise from hostile or careless outsiders that the estate already handles: credential
// stuffing met by rate limits, vulnerability scanners, floods scrubbed upstream, cheaters banned,
// bot sign-ups refused, a community tool using a revoked key.
import { access } from "./access.js";
import { by, dcIp, type Noise, paths } from "./util.js";

const credStuffing: Noise = (c, heavy) => {
  const auth = c.svc("auth");
  const ips = Array.from({ length: c.r.int(3, 9) }, () => dcIp(c));
  const at = c.at(0.1, 0.7);
  const secs = c.r.int(60, heavy ? 240 : 120);
  const n = Math.round(secs * c.r.float(heavy ? 5 : 2, heavy ? 9 : 4));
  const flagged = new Set<string>();
  c.burst(at, secs * 1000, n, (t, i) => {
    const r = c.r;
    const ip = r.pick(ips);
    const ua = r.pick(["python-requests/2.31.0", "okhttp/4.9.3", c.e.ua(r), "Go-http-client/1.1"]);
    if (i < 25 || r.chance(0.08)) {
      access(c, t, { m: "POST", path: paths(c).login, code: 401, ms: r.int(30, 120), ip, ua });
      return;
    }
    access(c, t, { m: "POST", path: paths(c).login, code: 429, ms: r.int(0, 3), ip, ua, flags: "RL" });
    if (!flagged.has(ip)) {
      flagged.add(ip);
      c.emit(
        t,
        auth,
        "warn",
        by(c, auth, {
          java: `Login rate limit exceeded for ${ip} (bucket=login-ip, 20/min); blocking for 3600s`,
          python: `auth.ratelimit: ip ${ip} exceeded login quota (20/m) - blocked 1h [credential-stuffing heuristic]`,
          dotnet: `Rate limit rejected request from ${ip}: policy 'login-per-ip' (20 per 1m). Blocked for 01:00:00`,
          go: `ratelimit: blocked ip=${ip} bucket=auth_exchange limit=20/m ttl=1h reason=stuffing_pattern`,
          _: `blocked ${ip} (login rate)`,
        }),
      );
    } else if (r.chance(0.05)) {
      c.emit(
        t,
        auth,
        "warn",
        by(c, auth, {
          go: `ratelimit: dropped ${r.int(20, 400)} requests from ip=${ip} in last 10s`,
          _: `still rejecting ${ip}: ${r.int(20, 400)} attempts in 10s`,
        }),
      );
    }
  });
};

const SCAN_PATHS = [
  "/.env",
  "/.git/config",
  "/wp-login.php",
  "/wp-admin/setup-config.php",
  "/actuator/env",
  "/..;/actuator/heapdump",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/server-status",
  "/api/v1/pods",
  "/.aws/credentials",
  "/boaform/admin/formLogin",
  "/owa/auth/logon.aspx",
  "/console/login/LoginForm.jsp",
  "/phpmyadmin/index.php",
  "/solr/admin/info/system",
  "/_ignition/execute-solution",
  "/%2e%2e/%2e%2e/etc/passwd",
];

const scanner: Noise = (c, heavy) => {
  const ip = dcIp(c);
  const ua = c.r.pick([
    "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
    "Mozilla/5.0 zgrab/0.x",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.129 Safari/537.36",
  ]);
  const app = c.svc("auth");
  let tomcatSaid = false;
  const secs = c.r.int(40, heavy ? 200 : 90);
  c.burst(c.at(0.05, 0.8), secs * 1000, Math.round(secs * c.r.float(heavy ? 3 : 1, heavy ? 6 : 3)), (t) => {
    const r = c.r;
    const path = r.pick(SCAN_PATHS);
    const code = path.includes("%2e") || path.includes(";") ? 400 : r.pick([404, 404, 404, 403]);
    access(c, t, { m: r.pick(["GET", "GET", "POST", "HEAD"]), path, code, ms: r.int(0, 4), ip, ua });
    if (r.chance(0.15) && !(c.rt(app) === "java" && tomcatSaid)) {
      tomcatSaid = true;
      const text = by(c, app, {
        java: `Error parsing HTTP request header\n Note: further occurrences of HTTP request parsing errors will be logged at DEBUG level.\njava.lang.IllegalArgumentException: Invalid character found in the request target [${path} ]. The valid characters are defined in RFC 7230 and RFC 3986\n\tat org.apache.coyote.http11.Http11InputBuffer.parseRequestLine(Http11InputBuffer.java:482)\n\tat org.apache.coyote.http11.Http11Processor.service(Http11Processor.java:263)\n\tat org.apache.coyote.AbstractProcessorLight.process(AbstractProcessorLight.java:63)\n\tat org.apache.coyote.AbstractProtocol$ConnectionHandler.process(AbstractProtocol.java:904)\n\tat org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1741)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
        python: `Invalid HTTP_HOST header: '${ip}'. You may need to add '${ip}' to ALLOWED_HOSTS.`,
        dotnet: `Connection id "0HN${r.b36(10).toUpperCase()}" bad request data: "Invalid request line: '${r.pick(["GET", "POST"])} ${path} HTTP/1.1\\x0D\\x0A'"`,
        go: `http: TLS handshake error from ${ip}:${r.int(1024, 65535)}: tls: client offered only unsupported versions: [302 301]`,
        _: `URIError: URI malformed (${path})`,
      }).split("\n");
      c.emit(t + 1, app, c.rt(app) === "java" ? "info" : r.chance(0.5) ? "error" : "warn", text[0], {
        stack: text.length > 1 ? text.slice(1) : undefined,
      });
    }
  });
};

const ddosScrub: Noise = (c, heavy) => {
  const fleet = c.svc("fleet");
  const gs = c.svc("gs", "fleet");
  const at = c.at(0.1, 0.6);
  const target = c.e.server(c.r);
  const mins = c.r.int(2, heavy ? 8 : 4);
  for (let k = 0; k < mins * 2; k++) {
    const t = at + k * 30_000 + c.r.int(0, 2000);
    c.emit(
      t,
      fleet,
      "warn",
      by(c, fleet, {
        go: `ddos: volumetric UDP flood toward ${target} ${c.r.float(0.4, 3.2).toFixed(1)}Mpps, mitigation=upstream-scrubbing sessions_lost=0`,
        python: `WARNING gs_supervisor.net: provider scrubbing active for ${target}: ${c.r.int(300, 2800)} kpps dropped, players unaffected`,
        _: `flood mitigated toward ${target}`,
      }),
    );
  }
  c.burst(at, mins * 60_000, Math.round(mins * (heavy ? 40 : 15)), (t) => {
    const r = c.r;
    c.emit(
      t,
      gs,
      "warn",
      by(c, gs, {
        unreal: `LogNet: Warning: Received packet with bad header from ${dcIp(c)}:${r.int(1024, 65535)}, dropping`,
        go: `udp: dropped malformed packet from ${dcIp(c)}:${r.int(1024, 65535)} server=${target} len=${r.int(1, 60)}`,
        _: `dropped malformed datagram from ${dcIp(c)} (len ${r.int(1, 60)})`,
      }),
    );
  });
};

const cheaterBans: Noise = (c, heavy) => {
  const ac = c.svc("anticheat", "gs");
  const gs = c.svc("gs", "fleet");
  const auth = c.svc("auth");
  c.spread(heavy ? 0.06 : 0.02, (t) => {
    const r = c.r;
    const p = c.pid();
    const srv = c.e.server(r);
    const kind = r.pick(["speedhack", "aimbot_signature", "memory_tamper", "packet_replay", "wallhack_esp"]);
    c.emit(
      t,
      ac,
      "error",
      by(c, ac, {
        python: `intake.verdict: VIOLATION player=${p} server=${srv} detector=${kind} confidence=0.${r.int(95, 99)}`,
        go: `violation player=${p} server=${srv} rule=${kind} score=0.${r.int(95, 99)} action=kick+ban`,
        _: `VIOLATION ${p} ${kind}`,
      }),
    );
    c.emit(
      t + r.int(200, 1500),
      gs,
      "warn",
      by(c, gs, {
        unreal: `LogSkyreach: Warning: [${srv}] Kicking player ${p}: anti-cheat violation (${kind})`,
        python: `kicked ${p} from ${srv}: EasyAntiCheat violation (${kind})`,
        go: `kicked player=${p} server=${srv} reason=anticheat:${kind}`,
        _: `kicked ${p} (${kind})`,
      }),
    );
    c.emit(
      t + r.int(1600, 4000),
      auth,
      "warn",
      by(c, auth, {
        java: `Ban applied to player ${p}: ${kind}, duration=permanent, appeal=open`,
        python: `auth.bans: banned ${p} (${kind}) until further notice`,
        dotnet: `Player ${p} banned (reason: ${kind}); active sessions revoked`,
        go: `ban applied sub=${p} reason=${kind} sessions_revoked=1`,
        _: `ban ${p}`,
      }),
    );
  });
};

const botSignups: Noise = (c, heavy) => {
  const auth = c.svc("auth");
  const n = c.r.int(heavy ? 120 : 30, heavy ? 400 : 90);
  c.burst(c.at(0.05, 0.8), c.r.int(2, 6) * 60_000, n, (t) => {
    const r = c.r;
    const reason = r.weighted([
      ["captcha", 5],
      ["disposable", 3],
      ["velocity", 2],
    ]);
    const domain = r.pick(["mailinator.com", "guerrillamail.com", "10minutemail.net", "yopmail.com"]);
    const msg =
      reason === "captcha"
        ? by(c, auth, {
            java: `Sign-up rejected: captcha verification failed (score=0.${r.int(0, 2)}, action=register)`,
            python: `auth.signup: captcha failed score=0.${r.int(0, 2)} ip=${dcIp(c)}`,
            dotnet: `Registration blocked: CAPTCHA token invalid or low score (0.${r.int(0, 2)})`,
            go: `register rejected reason=captcha score=0.${r.int(0, 2)}`,
            _: `captcha failed`,
          })
        : reason === "disposable"
          ? `sign-up rejected: disposable email domain ${domain}`
          : `sign-up rejected: ${r.int(6, 40)} registrations from ${dcIp(c)} in 10m (velocity rule)`;
    c.emit(t, auth, "warn", msg);
    access(c, t + 2, { m: "POST", path: paths(c).signup, code: reason === "velocity" ? 429 : 400, ms: r.int(20, 200) });
  });
};

const apiKeyAbuse: Noise = (c, heavy) => {
  const board = c.svc("board");
  const ip = dcIp(c);
  const key = `${c.r.pick(["sk_live_", "pk_", "apk-"])}${c.r.b36(6)}…${c.r.b36(4)}`;
  c.spread(
    heavy ? 1.2 : 0.3,
    (t) => {
      const r = c.r;
      const code = r.chance(0.7) ? 403 : 429;
      access(c, t, {
        m: "GET",
        path: `${paths(c).board}?page=${r.int(0, 400)}`,
        code,
        ms: r.int(0, 5),
        ip,
        ua: "StatTrackerBot/0.3 (+https://discord.gg/redacted)",
      });
      if (r.chance(0.2)) {
        c.emit(
          t + 1,
          board,
          "warn",
          by(c, board, {
            java: `Rejected API key ${key} from ${ip}: key revoked on 2026-02-01 (partner offboarded)`,
            go: `api key rejected key=${key} reason=revoked remote=${ip}`,
            node: `api key ${key} revoked - 403 to ${ip}`,
            ruby: `[${r.uuid()}] Unauthorized partner key ${key} (revoked)`,
            _: `revoked key ${key}`,
          }),
        );
      }
    },
    c.at(0, 0.3),
    c.at(0.6, 1),
  );
};

export const ABUSE_NOISE: Record<string, Noise> = {
  "cred-stuffing": credStuffing,
  scanner,
  "ddos-scrub": ddosScrub,
  "cheater-bans": cheaterBans,
  "bot-signups": botSignups,
  "api-key-abuse": apiKeyAbuse,
};
