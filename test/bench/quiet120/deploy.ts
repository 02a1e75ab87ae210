// The unrelated release somewhere in every window: SIGTERM, start-up banner in the runtime's words, first requests.
import type { Estate } from "./estates.js";
import type { Stream } from "./stream.js";

export function deployNear(s: Stream, e: Estate, at: number, avoid: string | null): void {
  const r = s.rng;
  const pool = s.services.filter((x) => x !== avoid && x !== e.roles.front);
  const svc = r.pick(pool);
  const ver = `${r.int(1, 6)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  const rt = e.runtimes[svc];
  s.add(at, svc, "info", "Received SIGTERM, draining connections (terminationGracePeriodSeconds=30)");
  const up = at + r.int(8000, 25000);
  const banner: Record<string, string[]> = {
    java: [
      `Starting ${svc.replace(/-/g, "")}Application v${ver} using Java 21.0.4 with PID 1`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started in ${r.int(14, 38)}.${r.int(100, 999)} seconds (process running for ${r.int(40, 60)}.${r.int(1, 9)})`,
    ],
    node: [`${svc}@${ver} starting (node v20.17.0, NODE_ENV=production)`, "server listening on 0.0.0.0:8080"],
    go: [`starting ${svc} version=v${ver} commit=${r.hex(7)} go=go1.23.2`, `http server listening addr=:8080`],
    python: [
      `Started server process [1]`,
      "Waiting for application startup.",
      "Application startup complete.",
      `release ${ver} ready`,
    ],
    ruby: [
      `Puma starting in cluster mode...`,
      `* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")`,
      `* Environment: production, release ${ver}`,
      "Use Ctrl-C to stop",
    ],
    dotnet: [
      "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
      "info: Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
      `info: Startup[0] ${svc} ${ver} (net8.0)`,
    ],
    cpp: [
      `${svc} ${ver} starting (build ${r.hex(7)}, openssl 3.0.13)`,
      "listening mqtts on 0.0.0.0:8883, https on 0.0.0.0:8443",
    ],
  };
  (banner[rt] ?? banner.go).forEach((m, i) => {
    s.add(up + i * 120, svc, "info", m);
  });
  if (r.chance(0.6))
    s.add(
      up + 900,
      svc,
      "warn",
      `${rt === "java" ? "HikariPool-1 - " : ""}first requests slow after start (warming up caches)`,
    );
}
