// Errors that are always there: one or two unrelated services complain at a steady rate from the first minute.
import { chance, int, pick } from "../holdout3/kit.js";
import { exc } from "./stacks.js";
import type { Ctx, Lvl, Svc } from "./types.js";

type Line = (c: Ctx, s: Svc) => [Lvl, string, { err?: string; stack?: string[] }?];

const BY_RT: Record<string, Line[]> = {
  java: [
    () => ["WARN", "Dropped 12 spans: failed to export to http://otel-collector:4318/v1/traces (HTTP 404)"],
    (c, s) => [
      "ERROR",
      "Scheduled task 'legacyExportJob' failed",
      exc(s, c.estate.pkg, "java.io.FileNotFoundException", "/mnt/legacy-export/out.csv (No such file or directory)", [
        "export",
        "runScheduled",
      ]),
    ],
    () => [
      "WARN",
      "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA Criteria API instead",
    ],
  ],
  go: [
    () => [
      "ERROR",
      "failed to flush metrics batch to statsd: write udp 10.42.0.9:41122->10.96.0.44:8125: write: connection refused",
    ],
    () => ["WARN", "feature flag 'new-ranking' not found in remote config, using default=false"],
    () => ["ERROR", "webhook delivery to partner sandbox failed: 410 Gone"],
  ],
  python: [
    () => ["WARN", "Sentry responded with 429; dropping event"],
    (c, s) => [
      "ERROR",
      "periodic task cleanup_orphans raised unexpected: KeyError('legacy_bucket')",
      exc(s, c.estate.pkg, "KeyError", "'legacy_bucket'", ["cleanup_orphans"]),
    ],
    () => ["WARN", "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal"],
  ],
  node: [
    () => ["ERROR", "Error: getaddrinfo ENOTFOUND old-sessions.internal (session cache v1 is decommissioned)"],
    () => ["WARN", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."],
    () => ["ERROR", "analytics beacon rejected: 400 Bad Request (schema v3 expected)"],
  ],
  dotnet: [
    () => [
      "WARN",
      "No XML encryptor configured. Key {b1c6d0a2-8e1b-4d36-9a51-3f52b1f0e2c7} may be persisted to storage in unencrypted form.",
    ],
    () => ["ERROR", "Failed to publish telemetry to Application Insights: 400 Invalid instrumentation key"],
  ],
  ruby: [
    () => ["WARN", "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2"],
    () => ["ERROR", "Skylight::ConfigError: authentication token is missing for the 'staging' environment"],
  ],
  rust: [
    () => ["WARN", "otlp exporter: grpc status Unavailable, dropping batch of 512 spans"],
    () => ["ERROR", "legacy replay sink closed: channel closed"],
  ],
  php: [
    () => [
      "WARN",
      "Deprecated: Creation of dynamic property App\\Entity\\Legacy::$extra is deprecated in /var/www/src/Entity/Legacy.php on line 41",
    ],
    () => ["ERROR", "Failed to send mail via legacy relay smtp-old:25: Connection timed out"],
  ],
  redis: [
    () => [
      "WARN",
      "WARNING Memory overcommit must be enabled! Without it, a background save or replication may fail under low memory condition.",
    ],
  ],
  postgres: [() => ["ERROR", 'relation "tmp_report_2019" does not exist at character 15']],
  mysql: [() => ["WARN", "IP address '10.42.9.31' could not be resolved: Name or service not known"]],
  kafka: [
    () => [
      "WARN",
      "[SocketServer listenerType=BROKER, nodeId=1] Unexpected error from /10.42.7.3 (channelId=10.42.0.5:9092-10.42.7.3:51514-77); closing connection (org.apache.kafka.common.network.Selector)",
    ],
  ],
};

/** 1-2 noisy services (never those in `exclude`) log a constant complaint from the window start */
export function noisy(c: Ctx, exclude: string[]) {
  const cands = c.all.filter((s) => s.kind !== "sup" && s.kind !== "edge" && !exclude.includes(s.name) && BY_RT[s.rt]);
  const n = Math.min(cands.length, chance(c.r, 0.5) ? 2 : 1);
  for (let i = 0; i < n; i++) {
    const s = cands.splice(Math.floor(c.r() * cands.length), 1)[0];
    const line = pick(c.r, BY_RT[s.rt]);
    const every = int(c.r, 2000, 9000) * (s.kind === "app" ? 1 : 3);
    for (const t of c.ticks(c.winStart, c.end, every)) {
      const [lvl, msg, e] = line(c, s);
      c.emit(t, s, lvl, msg, e ?? {});
    }
  }
}
