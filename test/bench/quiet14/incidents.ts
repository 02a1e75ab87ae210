// The eight incidents, one per category, each laid on one quiet kind's noise so the engine must still find them.
import type { Ctx } from "./stream.js";

export interface IncidentKind {
  kind: string;
  estate: string;
  /** quiet kind whose noise rides along */
  noise: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** adds the fault's lines, starting at true time `t`; returns nothing */
  run: (c: Ctx, t: number) => void;
}

export const INCIDENTS: IncidentKind[] = [
  {
    kind: "login-release-config",
    estate: "tidewater",
    noise: "ios-offline",
    origin: "login-broker",
    category: "configuration",
    hints: ["config", "jwks", "setting", "issuer"],
    severity: "high",
    note: "login-broker release 5.3.0 ships without auth.jwks_uri; every client login fails with 401 from then on",
    run: (c, t) => {
      const s = "login-broker";
      c.drop(s, t, ["token refreshed"]);
      c.emit(s, t - 4000, "info", "deploy: login-broker 5.3.0 (git 9f3c2e1) rolling out, 3/3 pods ready");
      c.emit(
        s,
        t,
        "error",
        "config: required key auth.jwks_uri is not set (env AUTH_JWKS_URI empty); using empty key set",
      );
      c.every((t - c.t0) / c.dur, 1, 400, (u) => {
        const tr = c.r.hex(12);
        c.emit(
          s,
          u,
          "error",
          `token exchange failed: no signing key found for kid "tw-2026-10" (key set is empty) client=${c.r.pick(["ios/8.15", "android/8.15", "web"])}`,
          { trace: tr },
        );
        c.emit("mb-edge", u + c.r.int(5, 40), "warn", `POST /v3/oauth/token -> 401 in ${c.r.int(4, 20)}ms`, {
          trace: tr,
        });
      });
      c.every((t - c.t0) / c.dur + 0.02, 1, 3000, (u) =>
        c.emit(
          "client-telemetry",
          u,
          "error",
          "login failed: HTTP 401 invalid_token from /v3/oauth/token (all attempts)",
        ),
      );
    },
  },
  {
    kind: "region-db-down",
    estate: "brightcart",
    noise: "card-declines",
    origin: "checkout-eu",
    category: "database",
    hints: ["database", "postgres", "connection", "sql", "jdbc"],
    severity: "high",
    note: "checkout-eu's Postgres in europe-west3 goes down (connections refused, pool exhausted); traffic shifted to europe-west4 overloads it",
    run: (c, t) => {
      const s = "checkout-eu";
      c.drop(s, t, ["order BC-", "Adyen /payments succeeded"]);
      c.every((t - c.t0) / c.dur, 1, 500, (u, i) => {
        c.emit(
          s,
          u,
          "error",
          i % 3 === 0
            ? "HikariPool-1 - Connection is not available, request timed out after 30000ms."
            : "org.postgresql.util.PSQLException: Connection to orders-pg.europe-west3.internal:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.",
          i % 7 === 0
            ? {
                stack:
                  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
              }
            : {},
        );
        c.emit(
          "shop-front",
          u + 100,
          "error",
          `POST /api/checkout -> 500 in ${c.r.int(30000, 30100)}ms region=europe-west3`,
        );
      });
      c.emit(
        "region-router",
        t + 60000,
        "warn",
        "europe-west3 error rate 64% > 20%, shifting checkout traffic to europe-west4",
      );
      c.every((t - c.t0) / c.dur + 0.1, 1, 1200, (u) =>
        c.emit(
          "region-router",
          u,
          "warn",
          `europe-west4 saturation: cpu 97%, queue depth ${c.r.int(200, 900)}, p99 ${c.r.int(3000, 9000)}ms`,
        ),
      );
    },
  },
  {
    kind: "label-disk-full",
    estate: "kaito",
    noise: "lang-ja",
    origin: "label-print",
    category: "disk",
    hints: ["disk", "space", "enospc", "full"],
    severity: "high",
    note: "label-print's spool volume fills up: ENOSPC on every label write, shippers cannot print labels (Japanese and English messages)",
    run: (c, t) => {
      const s = "label-print";
      c.drop(s, t, ["ラベル印刷完了", "再接続に成功"]);
      c.emit(s, t - 60000, "warn", "警告: ディスク使用率が 95% を超えました (/var/spool/labels)");
      c.every((t - c.t0) / c.dur, 1, 700, (u, i) => {
        c.emit(
          s,
          u,
          "error",
          i % 2
            ? `ENOSPC: no space left on device, write '/var/spool/labels/${c.r.int(1e11, 9e11)}.pdf'`
            : "エラー: ディスクの空き容量が不足しています。ラベルを保存できません",
        );
        c.emit(
          "haiso-api",
          u + 60,
          "error",
          `POST /v1/labels -> 500 in ${c.r.int(10, 60)}ms (label-print: storage error)`,
        );
      });
    },
  },
  {
    kind: "push-credential-expired",
    estate: "lumen",
    noise: "apns-pruning",
    origin: "push-relay",
    category: "authentication",
    hints: ["apns", "provider", "token", "credential", "expired", "auth"],
    severity: "high",
    note: "push-relay's APNs provider token (p8 key) expired/revoked: every iOS push fails with 403 ExpiredProviderToken, on top of the usual token pruning",
    run: (c, t) => {
      const s = "push-relay";
      c.drop(s, t, ["push batch done"]);
      c.every((t - c.t0) / c.dur, 1, 600, (u) =>
        c.emit(
          s,
          u,
          "error",
          `APNs 403 {"reason":"ExpiredProviderToken"} for topic com.lumenplay.app (key id 8Q2XK7L4M9), message dropped`,
        ),
      );
      c.every((t - c.t0) / c.dur + 0.01, 1, 5000, (u) =>
        c.emit(
          s,
          u,
          "error",
          `push batch done: sent=${c.r.int(300, 600)} delivered=0 failed=all (ExpiredProviderToken)`,
        ),
      );
    },
  },
  {
    kind: "statement-oom",
    estate: "tidewater",
    noise: "iis-recycle",
    origin: "statement-render",
    category: "memory",
    hints: ["memory", "outofmemory", "oom"],
    severity: "high",
    note: "statement-render (.NET on IIS) runs out of memory rendering large statements; w3wp crashes until rapid-fail protection stops the pool",
    run: (c, t) => {
      const s = "statement-render";
      c.drop(s, t, ["Rendered statement", "Application '/LM"]);
      c.every((t - c.t0) / c.dur - 0.05, (t - c.t0) / c.dur, 6000, (u) =>
        c.emit(
          s,
          u,
          "warn",
          `GC heap size ${c.r.int(3400, 3900)} MB of 4096 MB limit, gen2 collections ${c.r.int(30, 90)}/min`,
        ),
      );
      c.every((t - c.t0) / c.dur, 1, 8000, (u) => {
        c.emit(
          s,
          u,
          "error",
          "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
          {
            stack:
              "   at System.IO.MemoryStream.set_Capacity(Int32 value)\n   at PdfSharp.Pdf.IO.PdfWriter.Write(PdfDocument doc)\n   at Statements.Renderer.RenderAsync(StatementRequest req)",
          },
        );
        c.emit(
          s,
          u + 300,
          "error",
          `A process serving application pool 'StatementsPool' terminated unexpectedly. The process id was '${c.r.int(2000, 9000)}'. The process exit code was '0xe0434352'.`,
        );
        c.emit(
          "mb-edge",
          u + 500,
          "error",
          `GET /v3/statements -> 503 in ${c.r.int(1, 5)}ms (upstream statement-render unavailable)`,
        );
      });
    },
  },
  {
    kind: "sms-vendor-429",
    estate: "solana",
    noise: "lang-es",
    origin: "notificaciones",
    category: "rate_limiting",
    hints: ["429", "rate", "too many", "limit", "throttl"],
    severity: "medium",
    note: "notificaciones hits Twilio's account rate limit (429 / 20429) for every appointment reminder; reminders pile up unsent",
    run: (c, t) => {
      const s = "notificaciones";
      c.drop(s, t, ["Conexión restablecida"]);
      c.every((t - c.t0) / c.dur, 1, 350, (u, i) =>
        c.emit(
          s,
          u,
          i % 4 ? "error" : "warn",
          i % 4
            ? "Twilio API error 20429: Too Many Requests (HTTP 429) - recordatorio de cita no enviado"
            : `cola de recordatorios: ${200 + i * 3} pendientes, límite de envío alcanzado`,
        ),
      );
    },
  },
  {
    kind: "ledger-sql-timeout",
    estate: "tidewater",
    noise: "sqlserver-deadlock",
    origin: "ledger-api",
    category: "timeout",
    hints: ["timeout", "timed out", "execution"],
    severity: "high",
    note: "ledger-api's posting query runs past its 30 s command timeout (SQL Server 'Execution Timeout Expired'); payments stall behind it",
    run: (c, t) => {
      const s = "ledger-api";
      c.every((t - c.t0) / c.dur, 1, 900, (u, i) => {
        c.emit(
          s,
          u,
          "error",
          "Microsoft.Data.SqlClient.SqlException (0x80131904): Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
          i % 5 === 0
            ? {
                stack:
                  "   at Microsoft.Data.SqlClient.SqlCommand.ExecuteNonQuery()\n   at Ledger.Posting.PostJournalAsync(Journal j)\n ---> System.ComponentModel.Win32Exception (258): The wait operation timed out.",
              }
            : {},
        );
        c.emit(
          "payments-orch",
          u + 200,
          "warn",
          `ledger posting for transfer ${c.r.hex(10)} timed out after 30000ms, transfer held`,
        );
      });
    },
  },
  {
    kind: "replication-link-network",
    estate: "brightcart",
    noise: "lang-de",
    origin: "bestand-sync",
    category: "network",
    hints: ["network", "route", "unreachable", "connect", "reset"],
    severity: "medium",
    note: "bestand-sync loses its cross-region path: 'no route to host' and connection resets to the stock broker in europe-west4; stock goes stale",
    run: (c, t) => {
      const s = "bestand-sync";
      c.drop(s, t, ["Verbindung wiederhergestellt"]);
      c.every((t - c.t0) / c.dur, 1, 800, (u, i) =>
        c.emit(
          s,
          u,
          "error",
          i % 3
            ? "dial tcp 10.164.0.12:5672: connect: no route to host (amqp stock-broker.europe-west4)"
            : "Fehler: Verbindung zum Broker abgebrochen: read tcp 10.156.0.7:44812->10.164.0.12:5672: read: connection reset by peer",
        ),
      );
      c.every((t - c.t0) / c.dur + 0.05, 1, 6000, (u) =>
        c.emit(
          "cart-svc",
          u,
          "warn",
          `stock for SKU ${c.r.int(1e5, 9e5)} is ${c.r.int(2, 9)} min stale (bestand-sync lag)`,
        ),
      );
    },
  },
];
