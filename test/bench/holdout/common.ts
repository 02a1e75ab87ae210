// Shared bits for the scenario definitions: time helpers, ramps, background noise in each runtime's words.
import type { Level, Rng, Scenario } from "./core.js";

export type Def = Omit<Scenario, "id"> & { key: string };

export const min = (m: number): number => Math.round(m * 60_000);
export const sec = (s: number): number => Math.round(s * 1000);

/** failure probability rising linearly to `full` over `rampS` seconds */
export const ramp =
  (full: number, rampS: number, floor = 0.05) =>
  (dt: number): number =>
    Math.min(full, floor + (dt / (rampS * 1000)) * (full - floor));
export const flat = (p: number) => (): number => p;

type NoiseFn = (r: Rng, t: number) => [Level, string, string[]?];

export const N = {
  otelExport: ((r) => [
    "error",
    `failed to upload metrics: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.0.${r.i(1, 9)}.${r.i(2, 250)}:4317: connect: connection refused"`,
  ]) as NoiseFn,
  statsd: ((r) => [
    "warn",
    `Could not send metrics to statsd-exporter:9125 (java.net.PortUnreachableException: ICMP Port Unreachable) [${r.i(1, 40)} dropped]`,
  ]) as NoiseFn,
  pyDeprecation: (() => [
    "warn",
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  ]) as NoiseFn,
  nodeDeprecation: (() => [
    "warn",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ]) as NoiseFn,
  featureFlags: ((r) => [
    "error",
    `feature flag refresh failed: GET http://flagd.platform:8013/flags.json returned 404 (stale copy ${r.i(2, 90)}m old kept)`,
  ]) as NoiseFn,
  dotnetHttps: (() => ["warn", "Failed to determine the https port for redirect."]) as NoiseFn,
  dataProtection: (() => [
    "warn",
    "No XML encryptor configured. Key {" +
      "0b6f3c9e-2d4a-4a51-9a57-4c3f1d0e8b21} may be persisted to storage in unencrypted form.",
  ]) as NoiseFn,
  slowSql: ((r) => [
    "warn",
    `slow query ${r.i(1100, 2900)}ms: SELECT ... FROM audit_events WHERE created_at > $1 ORDER BY id LIMIT 500`,
  ]) as NoiseFn,
  badClient: ((r) => [
    "error",
    `rejected client upload: checksum mismatch for chunk ${r.i(1, 40)} (client ${r.p(["ios-5.2.1", "android-5.2.0"])})`,
  ]) as NoiseFn,
  sentry: ((r) => [
    "error",
    `sentry: failed to send event ${r.hex(32)}: 429 Too Many Requests (project rate limit)`,
  ]) as NoiseFn,
  certWarn: (() => ["warn", "certificate for metrics.internal expires in 13 days"]) as NoiseFn,
  goDeprecated: ((r) => [
    "warn",
    `grpc: addrConn.createTransport failed to connect to {Addr: "zipkin.tracing:9411"}: deprecated exporter, dropping ${r.i(10, 400)} spans`,
  ]) as NoiseFn,
};

export function springBoot(app: string, version: string, secs: number): string[] {
  return [
    `Starting ${app} v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`,
    'The following 1 profile is active: "prod"',
    "Tomcat initialized with port 8080 (http)",
    "HikariPool-1 - Starting...",
    "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@6b2e5f1a",
    "HikariPool-1 - Start completed.",
    "Tomcat started on port 8080 (http) with context path '/'",
    `Started ${app} in ${secs.toFixed(3)} seconds (process running for ${(secs + 0.8).toFixed(3)})`,
  ];
}
