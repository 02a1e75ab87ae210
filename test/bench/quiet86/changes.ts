// Unrelated deploys and config reloads, written as each runtime announces a restart.
import { type Ctx, emit } from "./background.js";
import { has, type Role } from "./estates.js";

export function deploy(c: Ctx, t: number, role: Role): string {
  const r = c.rng;
  const e = c.est;
  if (!has(e, role)) return "";
  const v = `${r.int(1, 6)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  const rt = e.rt[role];
  const svc = e.svc[role] ?? "";
  const lines: string[] =
    rt === "java"
      ? [
          `Starting ${svc.replace(/(^|-)(\w)/g, (_m, _d, ch: string) => ch.toUpperCase())}Application v${v} using Java 21.0.4 with PID 1`,
          `Tomcat started on port 8080 (http) with context path '/'`,
          `Started in ${(r.next() * 9 + 6).toFixed(3)} seconds (process running for ${(r.next() * 9 + 8).toFixed(3)})`,
        ]
      : rt === "python"
        ? [
            `Started server process [1]`,
            `Waiting for application startup.`,
            `Application startup complete. build=${v}`,
            `Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)`,
          ]
        : rt === "node"
          ? [`${svc}@${v} starting (node v20.17.0, NODE_ENV=production)`, `listening on :3000`]
          : rt === "dotnet"
            ? [
                `Now listening on: http://[::]:8080`,
                `Application started. Press Ctrl+C to shut down.`,
                `Hosting environment: Production (build ${v})`,
              ]
            : rt === "ruby"
              ? [
                  `Puma starting in cluster mode...`,
                  `* Puma version: 6.4.2 ("The Eagle of Durango")`,
                  `* Workers: 4`,
                  `Use Ctrl-C to stop (release v${v})`,
                ]
              : rt === "go"
                ? [`starting ${svc} version=${v} commit=${r.hex(7)} go=go1.22.6`, `http server listening addr=:8080`]
                : rt === "cpp"
                  ? [
                      `DHCP4_DYNRECONF_SUCCESS dynamic server reconfiguration succeeded with file: /etc/kea/kea-dhcp4.conf`,
                      `DHCP4_CONFIG_COMPLETE DHCPv4 server has completed configuration: added IPv4 subnets: 46; DDNS: disabled`,
                    ]
                  : [
                      `Signalled to reload`,
                      `Loaded virtual server acct_detail`,
                      `Loaded virtual server inner-tunnel`,
                      `Ready to process requests`,
                    ];
  const pre: string[] =
    rt === "cpp" || rt === "c"
      ? []
      : rt === "java"
        ? ["Commencing graceful shutdown. Waiting for active requests to complete", "Graceful shutdown complete"]
        : ["received SIGTERM, draining connections"];
  const oldPod = `${r.hex(9)}-${r.hex(5)}`;
  for (const [i, m] of pre.entries()) emit(c, t + i * 300, role, "info", m, { pod: oldPod });
  for (const [i, m] of lines.entries()) emit(c, t + 2000 + i * r.int(200, 1500), role, "info", m);
  return rt === "cpp" || rt === "c" ? `config reload of ${svc}` : `deploy of ${svc} ${v}`;
}
