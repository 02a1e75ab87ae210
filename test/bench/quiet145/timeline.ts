// Small timing helpers the scenarios share: repeat a line over an interval, bursts, and ramps.
import type { Ctx } from "./types.js";

/** Calls `f(t, i)` at random times with mean gap `meanMs` between `from` and `to` (absolute ms). */
export function every(c: Ctx, from: number, to: number, meanMs: number, f: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = from + c.r.gap(meanMs); t < to; t += c.r.gap(meanMs)) f(t, i++);
}

/** Fraction of the window to absolute time. */
export const at = (c: Ctx, frac: number) => c.start + (c.end - c.start) * frac;

/** A deploy/restart announcement in the service's runtime's words. */
export function deployLines(c: Ctx, svc: string, t: number, version: string): void {
  const s = c.estate.services.find((x) => x.name === svc);
  const rt = s?.runtime ?? "go";
  c.emit(svc, t, "info", "received SIGTERM, shutting down gracefully");
  const boot: Record<string, string> = {
    node: `server listening on :8080 (node v20.18.1, version ${version})`,
    go: `starting ${svc} version=${version} go=go1.23.4`,
    python: `Booting worker with pid: ${c.r.int(7, 90)} (release ${version})`,
    java: `Started Application in ${(c.r.next() * 10 + 8).toFixed(3)} seconds (process running for ${(c.r.next() * 10 + 12).toFixed(3)}) version=${version}`,
    ruby: `Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {} release=${version}`,
  };
  c.emit(svc, t + c.r.int(4000, 20000), "info", boot[rt] ?? `started version ${version}`);
}
