// Unrelated change lines near the middle of every window: a rollout or config reload of a bystander service,
// worded as its runtime logs it.
import type { Estate, Runtime } from "./estates.js";
import type { Stream } from "./stream.js";

const START: Record<Runtime, (svc: string, v: string) => string> = {
  java: (svc, v) =>
    `Started ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application v${v} in 21.774 seconds (process running for 23.1)`,
  go: (svc, v) => `starting ${svc} version=${v} go=go1.23.4 listen=:8080`,
  node: (svc, v) => `${svc}@${v} listening on :3000 (NODE_ENV=production)`,
  python: (_svc, v) => `Started server process [1] (build ${v}); Application startup complete.`,
  dotnet: (_svc, v) =>
    `Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; Version: ${v}`,
  ruby: (_svc, v) => `Puma starting in cluster mode... * Puma version: 6.4.3 ("The Eagle of Durango") * Release: ${v}`,
  cpp: (_svc, v) => `[info] build ${v} starting, 8 worker threads`,
  elixir: (_svc, v) => `[info] Running ChatWeb.Endpoint with Bandit 1.5.7 at :::4000 (http), release ${v}`,
};

export function bystanderChange(s: Stream, est: Estate, at: number, exclude: string): string {
  const { r } = s;
  const cands = est.services.filter((x) => x.name !== exclude && x.name !== est.noisy.svc);
  const svc = r.pick(cands);
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  if (r.chance(0.6)) {
    s.emit(svc.name, at, "warn", "received SIGTERM, finishing in-flight requests");
    s.emit(svc.name, at + r.int(4000, 9000), "info", START[svc.rt](svc.name, v));
    s.emit(svc.name, at + r.int(9000, 15000), "info", `rollout ${svc.name} ${v}: 3/3 pods ready`);
  } else {
    s.emit(
      svc.name,
      at,
      "info",
      `config reload: watched file /etc/${svc.name}/app.yaml changed (checksum ${r.hex(8)})`,
    );
    s.emit(
      svc.name,
      at + r.int(50, 400),
      "info",
      `config applied: ${r.pick(["log.level=info", "cache.ttl=300s", "rate.per_user=120/min", "flags.refresh=60s"])}`,
    );
  }
  return svc.name;
}
