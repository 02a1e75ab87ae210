// The quiet windows: 32 kinds of alarming-looking but harmless logs from clients, regions and services that log in
// other languages. Each kind adds its lines on top of the estate's background; nothing is broken in any of them.
import type { Lang } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  kind: string;
  /** estate key it needs, if any */
  estate?: string;
  /** estates whose stack it fits (rotated over), if not all */
  fits?: string[];
  note: string;
  run: (c: Ctx) => void;
}

const UA = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
];

const LANG: Record<Lang, { retry: string; timeout: string; ok: string; skip: string }> = {
  de: {
    retry: "Warnung: Verbindung wird erneut versucht (Versuch 2/5) - Gegenstelle hat nicht geantwortet",
    timeout: "Warnung: Zeitüberschreitung beim Lesen vom SFTP-Server nach 30 s, erneuter Versuch",
    ok: "Verbindung wiederhergestellt, Übertragung abgeschlossen",
    skip: "Fehler: Datei leer, wird übersprungen (kein Handlungsbedarf)",
  },
  fr: {
    retry: "Avertissement : délai dépassé, nouvelle tentative (2/5)",
    timeout: "Avertissement : la connexion au serveur SMTP a expiré, nouvelle tentative dans 5 s",
    ok: "Connexion rétablie, lot envoyé avec succès",
    skip: "Erreur : facture déjà archivée, ignorée",
  },
  es: {
    retry: "Advertencia: tiempo de espera agotado, reintentando (intento 2 de 3)",
    timeout: "Advertencia: la conexión con el proveedor SMS tardó más de 10 s, se reintentará",
    ok: "Conexión restablecida, mensajes enviados correctamente",
    skip: "Error: número de teléfono sin formato E.164, mensaje omitido",
  },
  ja: {
    retry: "警告: 接続がタイムアウトしました。再試行します (2/3)",
    timeout: "警告: プリンタからの応答がありません (30秒)。再接続します",
    ok: "再接続に成功しました。印刷キューを再開します",
    skip: "エラー: 宛先住所の郵便番号が不正です。スキップしました",
  },
};

function language(lang: Lang, estate: string): QuietKind {
  const L = LANG[lang];
  return {
    kind: `lang-${lang}`,
    estate,
    note: `a service configured for locale ${lang} logs its routine retry/timeout warnings in that language; every retry succeeds`,
    run: (c) => {
      const s = c.e.roles.lang;
      c.every(0.2, 0.95, 20000, (t, i) => {
        c.emit(s, t, "warn", i % 2 ? L.retry : L.timeout);
        if (c.r.chance(0.4)) c.emit(s, t + 400, "error", L.skip);
        c.emit(s, t + c.r.int(1500, 6000), "info", L.ok);
      });
    },
  };
}

export const QUIET: QuietKind[] = [
  {
    kind: "browser-script-error",
    note: "browser error reports full of cross-origin 'Script error.' from third-party tags; no API errors",
    run: (c) =>
      c.every(0.1, 1, 2500, (t) =>
        c.emit(c.e.roles.telemetry, t, "error", `window.onerror: Script error. at :0:0 ua="${c.r.pick(UA)}" page=/`),
      ),
  },
  {
    kind: "resize-observer",
    note: "frontend error collector flooded with ResizeObserver loop warnings (benign browser notifications)",
    run: (c) =>
      c.every(0.05, 1, 1800, (t) =>
        c.emit(
          c.e.roles.telemetry,
          t,
          "error",
          c.r.chance(0.5)
            ? "Uncaught Error: ResizeObserver loop limit exceeded"
            : "ResizeObserver loop completed with undelivered notifications.",
        ),
      ),
  },
  {
    kind: "extension-errors",
    note: "browser errors thrown by scripts injected by users' extensions (chrome-extension://, __gCrWeb), not our code",
    run: (c) =>
      c.every(0.1, 1, 3000, (t) =>
        c.emit(
          c.e.roles.telemetry,
          t,
          "error",
          c.r.pick([
            `TypeError: Cannot read properties of undefined (reading 'sendMessage') at chrome-extension://${c.r.hex(16)}/content.js:1:${c.r.int(100, 9000)}`,
            "ReferenceError: Can't find variable: __gCrWeb",
            `Uncaught (in promise) Error: Could not establish connection. Receiving end does not exist. at moz-extension://${c.r.hex(8)}-${c.r.hex(4)}/inject.js:2:311`,
            "TypeError: window.ethereum.request is not a function",
          ]),
        ),
      ),
  },
  {
    kind: "failed-fetch-offline",
    note: "browser clients report 'Failed to fetch' / 'Load failed' while navigator.onLine=false (users on trains, laptops sleeping); server side all 200",
    run: (c) =>
      c.every(0.1, 1, 2200, (t) =>
        c.emit(
          c.e.roles.telemetry,
          t,
          "error",
          `${c.r.pick(["TypeError: Failed to fetch", "TypeError: Load failed", "TypeError: NetworkError when attempting to fetch resource."])} url=https://${c.e.apiHost}${c.r.pick(c.e.edgeRoutes)} online=false`,
        ),
      ),
  },
  {
    kind: "ios-offline",
    note: "iOS app error reports NSURLErrorDomain -1009/-1001/-1005 from users on bad mobile networks; server fine",
    run: (c) =>
      c.every(0.05, 1, 2000, (t) =>
        c.emit(
          c.e.roles.mobile,
          t,
          "warn",
          `client error report app=ios ${c.r.pick([
            'Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline."',
            'Error Domain=NSURLErrorDomain Code=-1001 "The request timed out."',
            'Error Domain=NSURLErrorDomain Code=-1005 "The network connection was lost."',
          ])} carrier=${c.r.pick(["none", "LTE", "3G"])}`,
        ),
      ),
  },
  {
    kind: "android-unknownhost",
    note: "Android crash-free error reports: UnknownHostException/SocketTimeoutException from phones losing signal, plus one device with a wrong clock failing TLS",
    run: (c) =>
      c.every(0.05, 1, 2300, (t) =>
        c.emit(
          c.e.roles.mobile,
          t,
          "warn",
          `client error report app=android ${c.r.pick([
            `java.net.UnknownHostException: Unable to resolve host "${c.e.apiHost}": No address associated with hostname`,
            "java.net.SocketTimeoutException: failed to connect to /" + c.e.apiHost + " (port 443) after 10000ms",
            "javax.net.ssl.SSLHandshakeException: Chain validation failed (device clock 2019-01-01)",
            "java.net.ConnectException: Failed to connect to " +
              c.e.apiHost +
              "/443: ENETUNREACH (Network is unreachable)",
          ])}`,
        ),
      ),
  },
  {
    kind: "apns-pruning",
    note: "APNs answers 410 Unregistered / 400 BadDeviceToken for uninstalled apps; tokens deleted from the table, the rest delivered",
    run: (c) =>
      c.every(0.05, 1, 5000, (t) => {
        const n = c.r.int(200, 800);
        const bad = c.r.int(3, 40);
        c.emit(
          c.e.roles.push,
          t,
          "error",
          `APNs 410 Unregistered for token ${c.r.hex(8)}... (app uninstalled), deleting device`,
        );
        c.emit(
          c.e.roles.push,
          t + 3,
          "error",
          `APNs 400 {"reason":"BadDeviceToken"} token=${c.r.hex(8)}..., deleting device`,
        );
        c.emit(c.e.roles.push, t + 40, "info", `push batch done: sent=${n} delivered=${n - bad} pruned=${bad}`);
      }),
  },
  {
    kind: "fcm-not-found",
    note: "FCM v1 returns NOT_FOUND / UNREGISTERED 'Requested entity was not found.' for stale registration tokens; pruned, other sends fine",
    run: (c) =>
      c.every(0.05, 1, 4500, (t) => {
        c.emit(
          c.e.roles.push,
          t,
          "error",
          `FCM send failed: 404 {"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"UNREGISTERED"}]}}`,
        );
        c.emit(
          c.e.roles.push,
          t + 20,
          "info",
          `removed stale FCM token ${c.r.hex(10)}; batch sent=${c.r.int(100, 600)} failed=0`,
        );
      }),
  },
  {
    kind: "old-app-426",
    note: "old app versions below the minimum get 426 Upgrade Required and 410 Gone on the retired /v1 API, as planned",
    run: (c) =>
      c.every(0.05, 1, 1500, (t) =>
        c.http(
          c.e.edge,
          t,
          "warn",
          "GET",
          c.r.chance(0.5) ? "/v1/home" : c.r.pick(c.e.edgeRoutes),
          c.r.chance(0.5) ? 426 : 410,
          c.r.int(1, 5),
          ` (client ${c.r.pick(["ios/5.9.2", "android/5.8.0", "android/5.7.3"])} below min_supported 6.0.0)`,
        ),
      ),
  },
  {
    kind: "zone-health-flap",
    note: "one zone's load-balancer health check fails three times, traffic moves to the other zones, target healthy again 40 s later",
    run: (c) => {
      const s = c.e.roles.router;
      const z = `${c.e.regions[0]}b`;
      const t = c.at(0.45);
      for (let i = 0; i < 3; i++)
        c.emit(
          s,
          t + i * 5000,
          "warn",
          `health check failed target=${c.e.edge}@${z} reason="context deadline exceeded" consecutive=${i + 1}`,
        );
      c.emit(
        s,
        t + 10100,
        "error",
        `zone ${z} marked unhealthy, shifting 100% of ${z} traffic to ${c.e.regions[0]}a,${c.e.regions[0]}c`,
      );
      for (let i = 0; i < 6; i++)
        c.http(
          c.e.edge,
          t + 10200 + i * 600,
          "error",
          "GET",
          c.r.pick(c.e.edgeRoutes),
          502,
          c.r.int(1, 30),
          ` (zone ${z} draining)`,
        );
      c.emit(s, t + 50000, "info", `health check ok target=${c.e.edge}@${z} consecutive=3, zone ${z} back in rotation`);
    },
  },
  {
    kind: "replication-lag-blip",
    note: "cross-region replica lag rises to ~14 s for a minute during a batch write, reads fall back to primary, lag back under 1 s",
    run: (c) => {
      const s = c.e.roles.db;
      const [a, b] = c.e.regions;
      c.every(0.4, 0.55, 5000, (t, i) => {
        const lag = Math.min(14, 2 + i * 2);
        c.emit(
          s,
          t,
          "warn",
          `replica lag ${b}: ${lag}.${c.r.int(0, 9)}s behind ${a} (threshold 5s), routing read-your-writes to primary`,
        );
      });
      c.emit(s, c.at(0.57), "info", `replica lag ${b}: 0.4s, read routing back to nearest replica`);
    },
  },
  {
    kind: "planned-drain",
    note: "planned drain of one region under a change ticket: nodes return 503 with Retry-After, clients retry in the other region, drain completes",
    run: (c) => {
      const s = c.e.roles.router;
      const [a, b] = c.e.regions;
      c.emit(
        s,
        c.at(0.3),
        "warn",
        `drain started for ${a} (change CHG-${c.r.int(10000, 99999)}, planned maintenance window), weight ${a}=0 ${b}=100`,
      );
      c.every(0.3, 0.38, 700, (t) =>
        c.http(
          c.e.edge,
          t,
          "warn",
          "GET",
          c.r.pick(c.e.edgeRoutes),
          503,
          c.r.int(1, 6),
          ` region=${a} Retry-After: 1 (draining)`,
        ),
      );
      c.emit(s, c.at(0.39), "info", `drain of ${a} complete: 0 active connections, serving from ${b}`);
    },
  },
  {
    kind: "failover-drill",
    fits: ["brightcart", "solana"],
    note: "scheduled database failover game day: primary demoted, replica promoted, clients reconnect after a few connection errors, RTO 38 s",
    run: (c) => {
      const s = c.e.roles.db;
      const t = c.at(0.4);
      c.emit(s, t, "warn", "GAMEDAY-11: starting planned failover drill of the primary database (announced in #ops)");
      for (let i = 0; i < 8; i++)
        c.emit(
          s,
          t + 2000 + i * 3000,
          "error",
          c.r.pick([
            "org.postgresql.util.PSQLException: FATAL: terminating connection due to administrator command",
            "HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@5b1c3a marked as broken because of SQLSTATE(08006), ErrorCode(0)",
            "org.postgresql.util.PSQLException: An I/O error occurred while sending to the backend.",
          ]),
        );
      c.emit(
        s,
        t + 38000,
        "info",
        "HikariPool-1 - Added connection to new primary; failover drill complete, RTO 38s, no data loss",
      );
    },
  },
  language("de", "tidewater"),
  language("fr", "lumen"),
  language("es", "solana"),
  language("ja", "kaito"),
  {
    kind: "windows-update-restart",
    fits: ["kaito", "solana", "brightcart", "tidewater"],
    note: "a Windows host is restarted by its scheduled update window; its service stops, callers retry, service starts and serves again",
    run: (c) => {
      const s = c.e.roles.win;
      const t = c.at(0.5);
      c.emit(
        s,
        t,
        "warn",
        `The process C:\\Windows\\system32\\svchost.exe (WIN-${c.r.hex(6).toUpperCase()}) has initiated the restart of computer on behalf of user NT AUTHORITY\\SYSTEM for the following reason: Operating System: Service pack (Planned) Reason Code: 0x80020010`,
      );
      c.emit(s, t + 2000, "warn", `The ${s} service was successfully sent a stop control.`);
      c.every(0.5, 0.53, 4000, (u) =>
        c.emit(c.e.edge, u + 3000, "warn", `upstream ${s} connection refused (10061), retrying on another instance`),
      );
      c.emit(s, t + 95000, "info", `The ${s} service entered the running state.`);
      c.muted.push([s, t + 2500, t + 95000]);
    },
  },
  {
    kind: "iis-recycle",
    fits: ["tidewater", "kaito", "solana", "brightcart"],
    note: "IIS application pool recycled at its scheduled time limit; a few requests see a slow first hit while it warms up",
    run: (c) => {
      const s = c.e.roles.win;
      const t = c.at(0.6);
      const pid = c.r.int(2000, 9000);
      c.emit(
        s,
        t,
        "warn",
        `A worker process with process id of '${pid}' serving application pool 'DefaultAppPool' has requested a recycle because the worker process reached its allowed processing time limit.`,
      );
      c.emit(
        s,
        t + 900,
        "warn",
        `A process serving application pool 'DefaultAppPool' exceeded time limits during shut down. The process id was '${pid}'.`,
      );
      c.emit(s, t + 1500, "info", "Application '/LM/W3SVC/1/ROOT' started (w3wp.exe), JIT warm-up 6.2s");
      for (let i = 0; i < 4; i++)
        c.emit(
          c.e.edge,
          t + 2000 + i * 900,
          "warn",
          `slow upstream ${s}: ${c.r.int(5000, 7000)}ms (first request after recycle)`,
        );
    },
  },
  {
    kind: "sqlserver-deadlock",
    fits: ["tidewater", "kaito", "solana"],
    note: "SQL Server picks a deadlock victim (error 1205) a few times; the transaction is retried and commits",
    run: (c) => {
      const s = c.e.roles.sql;
      c.every(0.2, 0.9, 40000, (t) => {
        c.emit(
          s,
          t,
          "error",
          `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${c.r.int(50, 200)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
          {
            stack:
              "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler)",
          },
        );
        c.emit(s, t + 150, "info", "deadlock victim retried (attempt 2), transaction committed");
      });
    },
  },
  {
    kind: "client-disconnects-499",
    note: "users closing tabs or swiping away the app mid-request: nginx 499 and Go 'context canceled', no server errors",
    run: (c) =>
      c.every(0.05, 1, 1500, (t) =>
        c.r.chance(0.5)
          ? c.http(
              c.e.edge,
              t,
              "warn",
              "GET",
              c.r.pick(c.e.edgeRoutes),
              499,
              c.r.int(300, 4000),
              " (client closed request)",
            )
          : c.emit(
              c.r.pick(c.e.traffic).svc,
              t,
              "error",
              `request aborted: context canceled (client disconnected) rid=${c.r.hex(8)}`,
            ),
      ),
  },
  {
    kind: "bot-scanners",
    note: "internet scanners probing for WordPress, .env and .git paths; all 404/403 at the edge",
    run: (c) =>
      c.every(0.1, 0.9, 1200, (t) =>
        c.http(
          c.e.edge,
          t,
          "warn",
          c.r.pick(["GET", "POST"]),
          c.r.pick([
            "/wp-login.php",
            "/.env",
            "/.git/config",
            "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
            "/cgi-bin/luci",
          ]),
          c.r.pick([403, 404]),
          c.r.int(1, 3),
          ` ua="${c.r.pick(["zgrab/0.x", "Mozilla/5.0 (compatible; Nuclei)", "python-requests/2.31.0"])}"`,
        ),
      ),
  },
  {
    kind: "token-expiry-refresh",
    note: "at the hourly access-token rollover many clients hit 401 'jwt expired' and refresh successfully right after",
    run: (c) =>
      c.every(0.45, 0.6, 600, (t) => {
        c.http(
          c.e.edge,
          t,
          "warn",
          "GET",
          c.r.pick(c.e.edgeRoutes),
          401,
          c.r.int(2, 8),
          " (TokenExpiredError: jwt expired)",
        );
        c.http(
          c.e.edge,
          t + c.r.int(80, 400),
          "info",
          "POST",
          "/oauth/token",
          200,
          c.r.int(30, 90),
          " grant_type=refresh_token",
        );
      }),
  },
  {
    kind: "chunk-load-after-deploy",
    note: "after a frontend deploy, users with old tabs hit ChunkLoadError for removed bundles; the app reloads itself",
    run: (c) => {
      c.emit(c.e.roles.telemetry, c.at(0.3), "info", `frontend release web-${c.r.int(400, 500)} published to CDN`);
      c.every(0.32, 1, 2500, (t) =>
        c.emit(
          c.e.roles.telemetry,
          t,
          "error",
          `ChunkLoadError: Loading chunk ${c.r.int(100, 900)} failed. (error: https://static.${c.e.apiHost.replace("api.", "")}/_next/static/chunks/${c.r.hex(16)}.js) - auto reload triggered`,
        ),
      );
    },
  },
  {
    kind: "websocket-backgrounded",
    note: "mobile apps sent to background drop their websockets (1006/1001) and reconnect when reopened",
    run: (c) =>
      c.every(0.05, 1, 1800, (t) => {
        c.emit(
          c.e.roles.mobile,
          t,
          "warn",
          `websocket closed code=${c.r.pick([1006, 1001])} reason="${c.r.pick(["", "going away"])}" client=${c.r.pick(["ios", "android"])} session=${c.r.hex(8)}`,
        );
        if (c.r.chance(0.6))
          c.emit(c.e.roles.mobile, t + c.r.int(5000, 60000), "info", "websocket reconnected, resumed subscription");
      }),
  },
  {
    kind: "card-declines",
    note: "payment declines from customers' banks (insufficient funds, 3DS abandoned) logged as errors; the provider is healthy",
    run: (c) =>
      c.every(0.05, 1, 4000, (t) =>
        c.emit(
          c.e.roles.pay,
          t,
          "error",
          `payment declined: ${c.r.pick(["card_declined (insufficient_funds)", "authentication_required: 3DS challenge abandoned by cardholder", "expired_card", "do_not_honor"])} order=${c.r.hex(8)}`,
        ),
      ),
  },
  {
    kind: "partner-rate-limited",
    note: "one partner's misconfigured integration polls too fast and gets 429 from our own limiter; other clients unaffected",
    run: (c) =>
      c.every(0.1, 1, 900, (t) =>
        c.http(
          c.e.edge,
          t,
          "warn",
          "GET",
          c.r.pick(c.e.edgeRoutes),
          429,
          1,
          " client_id=partner-acme-sync limit=20r/s Retry-After: 1",
        ),
      ),
  },
  {
    kind: "scale-in-sigterm",
    note: "autoscaler scales in: pods get SIGTERM, drain gracefully, a few callers retry connection refused onto other pods",
    run: (c) => {
      const s = c.e.roles.worker;
      c.every(0.4, 0.7, 30000, (t) => {
        c.emit(s, t, "warn", "received SIGTERM, starting graceful shutdown (terminationGracePeriodSeconds=30)");
        c.emit(
          c.e.edge,
          t + 800,
          "warn",
          `dial tcp 10.${c.r.int(0, 9)}.${c.r.int(0, 200)}.${c.r.int(2, 250)}:8080: connect: connection refused (upstream ${s}), retrying on another endpoint`,
        );
        c.emit(s, t + 4000, "info", "shutdown complete, in-flight requests drained");
      });
    },
  },
  {
    kind: "device-clock-skew",
    note: "phones with wrong clocks send tokens rejected as 'not yet valid' / signatures expired; app resyncs time and succeeds",
    run: (c) =>
      c.every(0.05, 1, 3500, (t) => {
        c.emit(
          c.e.roles.mobile,
          t,
          "warn",
          `rejected request: ${c.r.pick(["NotBeforeError: jwt not active", "Signature expired: request time is 412s in the future"])} client=${c.r.pick(["android/6.2.1", "ios/8.14"])}`,
        );
        c.emit(
          c.e.roles.mobile,
          t + c.r.int(300, 900),
          "info",
          "client resynced server time (Date header) and retried: 200",
        );
      }),
  },
  {
    kind: "cdn-purge",
    note: "planned full CDN purge: cache-miss ratio and origin latency rise for a couple of minutes, then settle; no errors returned",
    run: (c) => {
      c.emit(
        c.e.edge,
        c.at(0.35),
        "warn",
        `CDN purge_everything requested by deploy pipeline (purge id ${c.r.hex(12)})`,
      );
      c.every(0.35, 0.5, 3000, (t) =>
        c.emit(
          c.e.edge,
          t,
          "warn",
          `origin p99 latency ${c.r.int(900, 2400)}ms above SLO 800ms (cache hit ratio ${c.r.int(20, 60)}%)`,
        ),
      );
      c.emit(c.e.edge, c.at(0.52), "info", "cache hit ratio back to 94%, origin p99 310ms");
    },
  },
  {
    kind: "safari-itp-storage",
    note: "Safari/Firefox privacy modes block storage in third-party iframes: SecurityError and QuotaExceededError from users' browsers",
    run: (c) =>
      c.every(0.1, 1, 2600, (t) =>
        c.emit(
          c.e.roles.telemetry,
          t,
          "error",
          c.r.pick([
            "SecurityError: The operation is insecure.",
            "QuotaExceededError: The quota has been exceeded. (localStorage in private browsing)",
            `SecurityError: Blocked a frame with origin "https://checkout.${c.e.apiHost.replace("api.", "")}" from accessing a cross-origin frame.`,
          ]),
        ),
      ),
  },
  {
    kind: "sms-undeliverable",
    note: "OTP/notification SMS to landlines and ported numbers rejected by the carrier (Twilio 30003/30006); others delivered",
    run: (c) =>
      c.every(0.05, 1, 5000, (t) =>
        c.emit(
          c.e.roles.push,
          t,
          "error",
          `Twilio delivery failed: ${c.r.pick(["30003 Unreachable destination handset", "30006 Landline or unreachable carrier", "21614 'To' number is not a valid mobile number"])} to=+${c.r.int(10, 99)}*******${c.r.int(10, 99)}`,
        ),
      ),
  },
];
