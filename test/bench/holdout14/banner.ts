// What each runtime prints when a service starts, and what a CD controller prints when it rolls one out.
import type { Rng } from "./rng.js";
import type { Runtime } from "./types.js";

const camel = (svc: string) =>
  svc
    .replace(/-(svc|worker)$/, "")
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

/** Startup lines of one process, with their offsets in seconds from the container start. */
export function banner(rt: Runtime, svc: string, version: string, r: Rng): Array<[number, string]> {
  const app = camel(svc);
  switch (rt) {
    case "java":
      return [
        [
          0.8,
          `Starting ${app}Application v${version.replace(/^v/, "")} using Java 21.0.4 with PID 1 (/app/app.jar started by app in /app)`,
        ],
        [1.1, 'The following 1 profile is active: "prod"'],
        [6.2, "Tomcat initialized with port 8080 (http)"],
        [9.4, "HikariPool-1 - Starting..."],
        [9.9, `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`],
        [10.0, "HikariPool-1 - Start completed."],
        [
          r.num(17, 26),
          `Started ${app}Application in ${r.num(17, 26).toFixed(3)} seconds (process running for ${r.num(19, 29).toFixed(3)})`,
        ],
      ];
    case "go":
      return [
        [0.05, `starting ${svc}\t{"version": "${version}", "go": "go1.22.6", "pid": 1}`],
        [0.3, `http server listening\t{"addr": ":8080"}`],
        [0.31, `metrics server listening\t{"addr": ":9090"}`],
      ];
    case "python":
      return [
        [0.4, "Starting gunicorn 22.0.0"],
        [0.41, "Listening at: http://0.0.0.0:8000 (1)"],
        [0.42, "Using worker: gthread"],
        [0.6, `Booting worker with pid: ${r.int(7, 12)}`],
        [0.7, `Booting worker with pid: ${r.int(13, 20)}`],
      ];
    case "node":
      return [
        [0.3, `${svc}@${version.replace(/^v/, "")} starting (node v20.16.0, NODE_ENV=production)`],
        [1.2, "Server listening at http://0.0.0.0:3000"],
      ];
    case "dotnet":
      return [
        [1.5, "Now listening on: http://[::]:8080"],
        [1.51, "Application started. Press Ctrl+C to shut down."],
        [1.52, "Hosting environment: Production"],
        [1.53, "Content root path: /app"],
      ];
    case "ruby":
      return [
        [2.0, "Puma starting in cluster mode..."],
        [2.01, '* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")'],
        [2.02, "* Min threads: 5, max threads: 5"],
        [2.03, "* Environment: production"],
        [3.5, "* Listening on http://0.0.0.0:3000"],
        [3.6, `- Worker 0 (PID: ${r.int(20, 60)}) booted in 1.42s, phase: 0`],
      ];
    case "elixir":
      return [
        [1.1, `Running ${app}Web.Endpoint with Bandit 1.5.7 at :::4000 (http)`],
        [1.2, `Access ${app}Web.Endpoint at https://${svc}.internal`],
      ];
    case "rust":
      return [
        [0.02, `${svc.replace(/-/g, "_")}: starting version=${version} build=${r.hex(8)}`],
        [0.2, `${svc.replace(/-/g, "_")}::server: listening on 0.0.0.0:8080`],
      ];
    default:
      return [[0.1, `${svc} ${version} started`]];
  }
}

/** The CD controller's lines for one rollout of `svc`. */
export function cdLines(cd: string, ns: string, svc: string, version: string, r: Rng): Array<[number, string]> {
  const sha = r.hex(7);
  const n = r.int(2, 6);
  if (cd === "argocd-application-controller")
    return [
      [0, `Initiated automated sync to '${sha}${r.hex(33)}' application=${ns}/${svc}`],
      [0.4, `Updated sync status: Synced -> OutOfSync application=${ns}/${svc}`],
      [r.num(25, 60), `Updated health status: Progressing -> Healthy application=${ns}/${svc}`],
    ];
  if (cd === "flux-kustomize-controller")
    return [
      [0, `Deployment/${ns}/${svc} configured (image ${svc}:${version}, revision main@sha1:${sha})`],
      [
        r.num(25, 60),
        `Reconciliation finished in ${r.num(20, 60).toFixed(1)}s, next run in 5m0s revision=main@sha1:${sha}`,
      ],
    ];
  return [
    [
      0,
      `Starting pipeline deploy-${svc} execution ${r.hex(8).toUpperCase()}: stage "Deploy (Manifest)" image ${svc}:${version}`,
    ],
    [r.num(25, 60), `Stage "Deploy (Manifest)" SUCCEEDED: deployment ${svc} ${n}/${n} replicas updated`],
  ];
}
