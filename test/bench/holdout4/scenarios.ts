// The holdout4 scenario table: 52 incidents (4 per category) and 12 quiet windows, each with its estate, layout,
// origin, size and where the fault sits in the window. Split rule: within each category (and within the quiet
// windows), table positions 0 and 2 are "tune", 1 and 3 (and for quiet windows every odd position) are "locked".
import { APP_MODES } from "./modes-app.js";
import { DATA_MODES } from "./modes-data.js";
import { NET_MODES } from "./modes-net.js";
import type { Mode } from "./types.js";

const MODES = new Map([...DATA_MODES, ...NET_MODES, ...APP_MODES].map((m) => [m.id, m]));
export const modeById = (id: string): Mode => {
  const m = MODES.get(id);
  if (!m) throw new Error(`no mode ${id}`);
  return m;
};
export const allModes = () => [...MODES.values()];

/** mode, estate, origin, layout, lines, minutes, lead seconds (negative: already under way), services */
export type Row = [string, string, string, string, number, number, number, number];

export const INCIDENTS: Row[] = [
  ["jwks-rotation", "pressroom", "paywall-svc", "stern", 6200, 25, 640, 9],
  ["db-password-rotated", "gridmeter", "tariff-svc", "journald-json", 4800, 20, 47, 8],
  ["aad-client-secret-expired", "gridmeter", "billing-determinants", "azure", 9100, 40, 1380, 10],
  ["wire-feed-invalid-client", "pressroom", "wire-ingest", "zerolog", 1400, 15, 300, 6],
  ["s3-access-denied-iam", "helix", "blob-gateway", "cloudwatch", 7300, 30, 720, 9],
  ["k8s-rbac-forbidden", "dockyard", "slotting-engine", "klog", 2600, 20, 510, 7],
  ["pg-permission-denied", "dockyard", "pick-planner", "fluentbit", 39500, 45, 1500, 11],
  ["keyvault-forbidden", "dockyard", "label-gateway", "serilog-clef", 3300, 15, -90, 7],
  ["db-hikari-pool", "helix", "lims-core", "spring-boot", 8800, 35, 900, 8],
  ["pg-too-many-clients", "helix", "lims-pg", "vector", 12400, 30, 860, 11],
  ["mysql-deadlock-dotnet", "stubhall", "cart-svc", "nlog", 2900, 20, 55, 7],
  ["mysql-readonly-failover", "pressroom", "publish-api", "rails-lograge", 5600, 25, 800, 8],
  ["dns-no-such-host", "gridmeter", "usage-api", "slog-text", 3700, 20, 600, 7],
  ["tls-serving-cert-expired", "dockyard", "stock-ledger", "cloudwatch", 40000, 50, 1900, 12],
  ["kafka-broker-partition", "gridmeter", "meter-bus", "journald-short-iso", 6800, 30, 1100, 10],
  ["node-mysql-econnreset", "pressroom", "story-editor", "pino", 2300, 15, 420, 6],
  ["go-deadline-own-work", "dockyard", "slotting-engine", "zerolog", 4100, 25, 980, 7],
  ["php-lock-wait-timeout", "pressroom", "comments-php", "rfc5424", 5200, 20, 500, 9],
  ["celery-time-limit", "helix", "basecall-worker", "structlog", 3000, 30, 700, 8],
  ["dotnet-vendor-timeout", "dockyard", "label-gateway", "stern", 9800, 40, 1200, 10],
  ["carrier-api-429", "dockyard", "carrier-rates", "azure", 7600, 30, 40, 10],
  ["speech-vendor-429", "pressroom", "asset-pipeline", "python-logging", 2200, 15, 380, 6],
  ["dynamodb-throttle", "dockyard", "wms-api", "cloudwatch", 38700, 60, 2200, 11],
  ["push-vendor-429", "pressroom", "publish-api", "cf-logs", 3600, 20, -150, 7],
  ["wire-schema-change", "pressroom", "wire-ingest", "zap-json", 2500, 20, 520, 6],
  ["interval-constraint", "gridmeter", "vee-engine", "fluentbit", 8200, 35, 1300, 9],
  ["pydantic-barcode", "helix", "sample-intake", "django", 1800, 15, 35, 6],
  ["fluentvalidation-cart", "stubhall", "cart-svc", "nlog", 6600, 25, 700, 8],
  ["java-npe-after-deploy", "stubhall", "seatmap-svc", "vector", 9400, 30, 1000, 10],
  ["go-nil-pointer-panic", "stubhall", "event-catalog", "azure", 5300, 25, 640, 9],
  ["dotnet-nullref", "gridmeter", "billing-determinants", "serilog-clef", 2100, 12, 290, 6],
  ["node-undefined-prop", "dockyard", "carrier-rates", "winston", 4400, 20, -40, 7],
  ["spring-bad-duration", "pressroom", "paywall-svc", "vector", 5900, 30, 900, 9],
  ["missing-env-pydantic", "gridmeter", "tariff-svc", "cf-logs", 3100, 20, 50, 7],
  ["wrong-endpoint-after-change", "dockyard", "dock-scheduler", "rails-lograge", 2700, 15, 430, 6],
  ["options-validation-dotnet", "gridmeter", "billing-determinants", "journald-json", 39800, 50, 1700, 11],
  ["pg-wal-disk-full", "dockyard", "wms-pg", "journald-short-iso", 7700, 30, 1050, 10],
  ["ext4-readonly", "pressroom", "asset-pipeline", "journald-json", 4300, 20, 560, 8],
  ["inode-exhaustion-rust", "pressroom", "img-resizer", "stern", 10200, 40, 1400, 10],
  ["kafka-logdir-full", "dockyard", "task-bus", "rfc5424", 6100, 25, 45, 9],
  ["jvm-heap-gc", "gridmeter", "vee-engine", "fluentbit", 8600, 35, 1000, 9],
  ["k8s-oomkilled-go", "dockyard", "scanner-hub", "azure", 5400, 30, 760, 10],
  ["node-heap-oom", "gridmeter", "outage-map", "bunyan", 3200, 20, 480, 6],
  ["kernel-oom-python", "helix", "basecall-worker", "rfc5424", 39200, 55, 2000, 12],
  ["silent-exit-crashloop", "stubhall", "ticket-issuer", "vector", 4700, 25, 700, 9],
  ["opaque-500s", "helix", "plate-scheduler", "zap-json", 3900, 20, 52, 7],
  ["hang-liveness", "helix", "variant-caller", "klog", 6000, 30, 850, 8],
  ["systemd-exit-repeated", "helix", "results-portal", "journald-short-iso", 2400, 15, 42, 7],
  ["payproc-vendor-503", "stubhall", "payment-relay", "stern", 8900, 35, 1150, 10],
  ["s3-internal-error", "helix", "blob-gateway", "slog-text", 5000, 25, 660, 8],
  ["amqp-broker-down", "dockyard", "dock-scheduler", "cf-logs", 2800, 20, 380, 6],
  ["mail-api-503", "stubhall", "mailer-php", "cloudwatch", 3400, 20, 44, 8],
];

/** estate, layout, lines, minutes, services, episodes */
export type QuietRow = [string, string, number, number, number, string[]];

export const QUIET: QuietRow[] = [
  ["helix", "journald-json", 5200, 30, 9, ["deploy", "retryOk", "cronFail", "slowQuery", "certRenew"]],
  ["stubhall", "spring-boot", 6400, 30, 8, ["deploy", "blip", "deprecation", "autoscale"]],
  ["gridmeter", "pino", 3000, 20, 7, ["retryOk", "probe404", "cronFail", "deploy"]],
  ["pressroom", "structlog", 2600, 15, 7, ["deprecation", "blip", "retryOk", "certRenew"]],
  ["dockyard", "rfc5424", 9700, 40, 11, ["deploy", "deploy", "slowQuery", "retryOk", "blip"]],
  ["helix", "django", 2000, 15, 6, ["probe404", "cronFail", "autoscale", "retryOk"]],
  ["stubhall", "python-logging", 4100, 25, 8, ["blip", "deprecation", "deploy", "cronFail"]],
  ["gridmeter", "bunyan", 3500, 20, 7, ["retryOk", "deploy", "certRenew", "probe404"]],
  ["pressroom", "winston", 1500, 12, 6, ["deploy", "retryOk", "blip"]],
  ["dockyard", "vector", 39000, 55, 11, ["deploy", "autoscale", "blip", "slowQuery", "probe404", "certRenew"]],
  ["helix", "slog-text", 2300, 15, 6, ["retryOk", "cronFail", "deprecation"]],
  ["stubhall", "azure", 8000, 35, 10, ["deploy", "autoscale", "blip", "retryOk", "deprecation"]],
];
