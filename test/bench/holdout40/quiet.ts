// The 12 quiet windows of holdout40: partial-looking but harmless. One pod evicted and rescheduled cleanly,
// one replica restarted by a planned rollout, one tenant's user mistyping a password a few times, one route
// that is always slow (from the first minute), one zone's health check flapping once.
import type { Estate, Lang, Svc } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Ctx, Injection } from "./stream.js";

export type QuietKind = "evicted" | "rollout" | "wrong-password" | "slow-route" | "zone-flap";
export const QUIET_KINDS: QuietKind[] = [
  "evicted",
  "rollout",
  "wrong-password",
  "slow-route",
  "zone-flap",
  "evicted",
  "rollout",
  "wrong-password",
  "slow-route",
  "zone-flap",
  "rollout",
  "slow-route",
];

const STOP: Record<Lang, string[]> = {
  java: ["Commencing graceful shutdown. Waiting for active requests to complete", "Graceful shutdown complete"],
  go: ["received signal terminated, shutting down", "server stopped gracefully"],
  node: ["SIGTERM received, closing HTTP server", "HTTP server closed, exiting"],
  python: [
    "[1] [INFO] Handling signal: term",
    "[7] [INFO] Worker exiting (pid: 7)",
    "[1] [INFO] Shutting down: Master",
  ],
  dotnet: [
    "Application is shutting down...",
    "Waiting for the host to be disposed. Ensure all 'IHost' instances are wrapped in 'using' blocks.",
  ],
  ruby: ["- Gracefully stopping, waiting for requests to finish", "- Goodbye!"],
  rust: ["signal received, starting graceful shutdown", "graceful shutdown complete"],
};
const START: Record<Lang, string[]> = {
  java: [
    "Starting Application v{v} using Java 21.0.5 with PID 1",
    "Started Application in 10.92 seconds (process running for 11.7)",
  ],
  go: ["starting server version={v} go=go1.23.4", "listening on :8080"],
  node: ["server listening on http://0.0.0.0:3000 version={v}"],
  python: ["[1] [INFO] Starting gunicorn 22.0.0", "[1] [INFO] Booting worker with pid: 7"],
  dotnet: ["Now listening on: http://[::]:8080", "Application started. Press Ctrl+C to shut down."],
  ruby: ['* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")', "* Listening on http://0.0.0.0:3000"],
  rust: ["starting service version={v}", "listening on 0.0.0.0:8080"],
};

export interface QuietPlan {
  svc: Svc;
  note: string;
  inj: Injection;
}

function restart(c: Ctx, s: Svc, pod: number, t: number, newPod: string, version: string, why: string): Ev[] {
  const out: Ev[] = [];
  const edge = c.est.services.find((x) => x.kind === "edge") as Svc;
  const ip = c.pods(s).ips[pod];
  STOP[s.lang].forEach((m, k) => {
    out.push(c.ev(s, pod, t + k * 1200, "info", m));
  });
  out.push(
    c.ev(
      edge,
      0,
      t + 300,
      "warn",
      `upstream ${s.name} ${ip}:8080 returned 503 (pod draining), retrying on next endpoint (attempt 1 of 3)`,
    ),
  );
  out.push(c.ev(edge, 1, t + 900, "info", `endpoint ${ip}:8080 removed from ${s.name} pool (${why})`));
  START[s.lang].forEach((m, k) => {
    const e = c.ev(s, pod, t + 9000 + k * 1500, "info", m.replace("{v}", version));
    out.push({ ...e, pod: newPod, version });
  });
  out.push(c.ev(edge, 0, t + 16000, "info", `endpoint added to ${s.name} pool, readiness probe passed`));
  return out;
}

export function quietPlan(kind: QuietKind, est: Estate, svc: Svc, rng: Rng): QuietPlan {
  switch (kind) {
    case "evicted":
      return {
        svc,
        note: `one ${svc.name} pod evicted for node maintenance and rescheduled cleanly; one retried request`,
        inj: {
          extra: (c) => {
            const pod = rng.int(0, svc.replicas - 1);
            const t = c.from + rng.int(30000, 120000);
            return restart(
              c,
              svc,
              pod,
              t,
              `${svc.name}-${rng.hex(9)}-${rng.hex(5)}`,
              c.pods(svc).versions[pod] as string,
              "pod evicted: node drain",
            );
          },
        },
      };
    case "rollout": {
      const v = `${rng.int(3, 9)}.${rng.int(41, 60)}.0`;
      return {
        svc,
        note: `planned rollout restarts one ${svc.name} replica onto ${v}; it comes back healthy`,
        inj: {
          extra: (c) => {
            const pod = rng.int(0, svc.replicas - 1);
            const t = c.from + rng.int(20000, 90000);
            return [
              c.ev(
                est.services.find((x) => x.kind === "cron") as Svc,
                0,
                t - 5000,
                "info",
                `deploy: rolling ${svc.name} to ${v} (maxUnavailable=1), change CHG-${rng.int(1000, 9999)} approved`,
              ),
              ...restart(c, svc, pod, t, `${svc.name}-${rng.hex(9)}-${rng.hex(5)}`, v, "rolling update"),
            ];
          },
        },
      };
    }
    case "wrong-password": {
      const tenant = rng.pick(est.tenants);
      const user = `${rng.pick(["j.morgan", "a.chen", "p.ruiz", "l.okafor", "s.berg"])}@${tenant}.example`;
      return {
        svc,
        note: `a user of tenant ${tenant} mistypes a password four times on ${svc.name}, then logs in`,
        inj: {
          extra: (c) => {
            const t0 = c.from + rng.int(10000, 90000);
            const out: Ev[] = [];
            for (let k = 1; k <= 4; k++)
              out.push(
                c.ev(
                  svc,
                  rng.int(0, svc.replicas - 1),
                  t0 + k * rng.int(6000, 15000),
                  "warn",
                  `login failed user=${user} tenant=${tenant} reason=invalid_password attempt=${k}/5 (401)`,
                ),
              );
            out.push(c.ev(svc, 0, t0 + 80000, "info", `login ok user=${user} tenant=${tenant} mfa=totp`));
            return out;
          },
        },
      };
    }
    case "slow-route": {
      const route = svc.routes.includes("/v2/export") ? "/v2/export" : (svc.routes[0] as string);
      return {
        svc,
        note: `${svc.name} route ${route} is always slow (4-7s), from the first minute; nothing changes`,
        inj: {
          extra: (c) => {
            const out: Ev[] = [];
            for (let t = c.start + rng.int(2000, 20000); t < c.end; t += rng.int(15000, 40000))
              out.push(
                c.ev(
                  svc,
                  rng.int(0, svc.replicas - 1),
                  t,
                  "warn",
                  `slow request: GET ${route} took ${rng.int(4000, 7000)}ms (threshold 2000ms) tenant=${rng.pick(est.tenants)}`,
                ),
              );
            return out;
          },
        },
      };
    }
    case "zone-flap": {
      const az = rng.pick(["a", "b", "c"]);
      return {
        svc,
        note: `one ${svc.name} health check in zone ${est.region}${az} fails once and recovers 20s later`,
        inj: {
          extra: (c) => {
            const edge = est.services.find((x) => x.kind === "edge") as Svc;
            const pod = c.pods(svc).azs.indexOf(az);
            const ip = c.pods(svc).ips[Math.max(pod, 0)];
            const t = c.from + rng.int(20000, 120000);
            return [
              c.ev(
                edge,
                0,
                t,
                "warn",
                `health check failed for ${svc.name} ${ip}:8080 (${est.region}${az}): GET /healthz: context deadline exceeded (Client.Timeout exceeded while awaiting headers); marking unhealthy after 3 failures`,
              ),
              c.ev(
                edge,
                0,
                t + 21000,
                "info",
                `health check passed for ${svc.name} ${ip}:8080 (${est.region}${az}); marking healthy`,
              ),
            ];
          },
        },
      };
    }
  }
}
