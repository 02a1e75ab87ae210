// The changes a window can show, in the wording of the tools that make them: Argo CD syncs and app start-up banners,
// config reloads, flag flips, schema migrations, Terraform applies, certificate and secret rotations; plus the
// harmless change that sits beside the real cause.
import type { Ctx } from "./stream.js";

export type Runtime = "java" | "node" | "go" | "python" | "ruby";

const RT: Record<string, Runtime> = {};
const put = (rt: Runtime, names: string) => {
  for (const x of names.split(" ")) RT[x] = rt;
};
put(
  "java",
  "shipment-api rate-quoter route-planner claims-engine payments-orch ledger-writer accounts-core card-auth statement-batch catalog-api",
);
put(
  "node",
  "shipper-portal label-service notify-worker patient-web mobile-bff lobby-gw telemetry-sink push-notifier chat-relay",
);
put(
  "go",
  "tracking-ingest carrier-sync edge-gateway playback-auth entitlements search-api matchmaker leaderboard inventory-svc fraud-scorer",
);
put(
  "python",
  "invoice-runner eligibility-check rx-router chart-store recs-service transcode-worker thumbnailer kyc-checker season-jobs ingest-watcher",
);
put("ruby", "booking-api reminder-worker billing-sub store-checkout provider-directory audit-trail player-profile");
export const runtime = (svc: string): Runtime => RT[svc] ?? "go";

const camel = (svc: string) =>
  svc
    .split("-")
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join("");

/** Argo CD syncs a new image and the service restarts pod by pod, printing its new version. */
export function deploy(c: Ctx, svc: string, sec: number, ver: string, pods = 2) {
  const sha = c.r.hex(7);
  const app = `argocd/${svc}-prod`;
  const ac = "argocd-application-controller";
  c.at(sec - 25, ac, "info", `Refreshing app status (normal refresh requested), level (2) application=${app}`);
  c.at(sec - 24, ac, "info", `Updated sync status: Synced -> OutOfSync application=${app}`);
  c.at(
    sec - 22,
    ac,
    "info",
    `Initiated automated sync to '${sha}' application=${app} dest-namespace=${c.est.namespace}`,
  );
  c.at(
    sec - 21,
    ac,
    "info",
    `Applying resource Deployment/${svc} in cluster: https://kubernetes.default.svc, namespace: ${c.est.namespace}`,
  );
  c.at(
    sec - 20,
    ac,
    "info",
    `Updating operation state. phase: Running -> Running, message: 'one or more tasks are running' application=${app}`,
  );
  for (let p = 0; p < pods; p++) {
    const s = sec + p * 14;
    banner(c, svc, s, ver);
  }
  c.at(sec + pods * 14 + 2, ac, "info", `Sync operation to ${sha} succeeded application=${app}`);
  c.at(sec + pods * 14 + 3, ac, "info", `Updated health status: Progressing -> Healthy application=${app}`);
}

/** The start-up lines a service of each runtime prints. */
export function banner(c: Ctx, svc: string, s: number, ver: string) {
  const rt = runtime(svc);
  const C = camel(svc);
  if (rt === "java") {
    c.at(s - 1, svc, "info", "Commencing graceful shutdown. Waiting for active requests to complete");
    c.at(s - 0.4, svc, "info", "Graceful shutdown complete");
    c.at(
      s,
      svc,
      "info",
      `Starting ${C}Application v${ver} using Java 21.0.4 with PID 1 (/app/app.jar started by app in /app)`,
    );
    c.at(s + 0.2, svc, "info", 'The following 1 profile is active: "prod"');
    c.at(s + 4.1, svc, "info", "HikariPool-1 - Starting...");
    c.at(s + 4.6, svc, "info", "HikariPool-1 - Start completed.");
    c.at(s + 7.9, svc, "info", "Tomcat started on port 8080 (http) with context path '/'");
    c.at(s + 8, svc, "info", `Started ${C}Application in 8.4${c.r.int(10, 99)} seconds (process running for 9.1)`);
  } else if (rt === "node") {
    c.at(s - 0.5, svc, "info", "received SIGTERM, closing server");
    c.at(s, svc, "info", `${svc}@${ver} starting (node v20.15.1, NODE_ENV=production)`);
    c.at(s + 1.3, svc, "info", `server listening on http://0.0.0.0:3000 (version ${ver})`);
  } else if (rt === "go") {
    c.at(s - 0.5, svc, "info", "shutting down: received signal terminated");
    c.at(s, svc, "info", `starting ${svc} version=v${ver} commit=${c.r.hex(8)} go=go1.22.5`);
    c.at(s + 0.6, svc, "info", "http server listening addr=:8080");
  } else if (rt === "python") {
    c.at(s - 0.5, svc, "info", "[1] [INFO] Handling signal: term");
    c.at(s, svc, "info", `[1] [INFO] Starting gunicorn 22.0.0 (${svc} ${ver})`);
    c.at(s + 0.1, svc, "info", "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)");
    c.at(s + 0.2, svc, "info", `[1] [INFO] Booting worker with pid: ${c.r.int(7, 40)}`);
  } else {
    c.at(s - 0.5, svc, "info", "- Gracefully stopping, waiting for requests to finish");
    c.at(
      s,
      svc,
      "info",
      `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.4 (${svc} ${ver})`,
    );
    c.at(s + 1.5, svc, "info", "* Listening on http://0.0.0.0:3000");
  }
}

/** Spring Cloud Config / consul-template style reload of a service's settings. */
export function configReload(c: Ctx, svc: string, sec: number, keys: string[]) {
  const rt = runtime(svc);
  if (rt === "java") {
    c.at(sec, svc, "info", "Fetching config from server at : http://config-server.platform:8888");
    c.at(
      sec + 0.3,
      svc,
      "info",
      `Located environment: name=${svc}, profiles=[prod], label=main, version=${c.r.hex(40)}, state=null`,
    );
    c.at(sec + 0.6, svc, "info", `Refresh keys changed: [${keys.join(", ")}]`);
  } else {
    c.at(sec, svc, "info", `consul-template: (runner) rendered "/etc/${svc}/app.env.ctmpl" => "/etc/${svc}/app.env"`);
    c.at(sec + 0.4, svc, "info", `Reloading configuration (SIGHUP): changed keys ${keys.join(", ")}`);
    c.at(sec + 0.9, svc, "info", "configuration reloaded");
  }
}

/** A feature flag flip as the SDKs report it. */
export function flagFlip(
  c: Ctx,
  svc: string,
  sec: number,
  flag: string,
  value: string,
  sdk: "ld" | "unleash" | "flagd",
) {
  if (sdk === "ld")
    c.at(
      sec,
      svc,
      "info",
      `[LaunchDarkly] Received patch event for flag "${flag}" (version ${c.r.int(12, 90)}); new fallthrough variation ${value}`,
    );
  else if (sdk === "unleash")
    c.at(sec, svc, "info", `unleash: toggle "${flag}" updated (enabled=${value}, strategies=[flexibleRollout 100%])`);
  else
    c.at(
      sec,
      svc,
      "info",
      `flagd: configuration change: flag "${flag}" defaultVariant -> "${value}" (source: configmap/flagd-flags)`,
    );
}

export function flyway(c: Ctx, svc: string, sec: number, ver: number, desc: string, ms: number) {
  c.at(sec, svc, "info", "Flyway OSS Edition 10.15.2 by Redgate");
  c.at(sec + 0.1, svc, "info", `Database: jdbc:postgresql://pg-main.${c.est.namespace}:5432/app (PostgreSQL 15.7)`);
  c.at(sec + 0.3, svc, "info", `Successfully validated ${ver} migrations (execution time 00:00.0${c.r.int(10, 99)}s)`);
  c.at(sec + 0.4, svc, "info", `Current version of schema "public": ${ver - 1}`);
  c.at(sec + 0.5, svc, "info", `Migrating schema "public" to version "${ver} - ${desc}"`);
  const done = sec + 0.5 + ms / 1000;
  const mm = String(Math.floor(ms / 60000)).padStart(2, "0");
  const ss = ((ms % 60000) / 1000).toFixed(3).padStart(6, "0");
  c.at(
    done,
    svc,
    "info",
    `Successfully applied 1 migration to schema "public", now at version v${ver} (execution time ${mm}:${ss}s)`,
  );
}

export function alembic(c: Ctx, svc: string, sec: number, from: string, to: string, desc: string) {
  c.at(sec, svc, "info", "[alembic.runtime.migration] Context impl PostgresqlImpl.");
  c.at(sec + 0.01, svc, "info", "[alembic.runtime.migration] Will assume transactional DDL.");
  c.at(sec + 0.2, svc, "info", `[alembic.runtime.migration] Running upgrade ${from} -> ${to}, ${desc}`);
}

export function railsMigration(c: Ctx, svc: string, sec: number, name: string, op: string, secs: number) {
  const v = `20260${c.r.int(601, 709)}${c.r.int(100000, 235959)}`;
  c.at(sec, svc, "info", `== ${v} ${name}: migrating ${"=".repeat(20)}`);
  c.at(sec + 0.01, svc, "info", `-- ${op}`);
  c.at(sec + secs, svc, "info", `   -> ${secs.toFixed(4)}s`);
  c.at(sec + secs + 0.01, svc, "info", `== ${v} ${name}: migrated (${secs.toFixed(4)}s) ${"=".repeat(20)}`);
}

export function liquibase(c: Ctx, svc: string, sec: number, file: string, ms: number) {
  c.at(sec, svc, "info", `Running Changeset: ${file}`);
  c.at(sec + ms / 1000, svc, "info", `ChangeSet ${file} ran successfully in ${ms}ms`);
  c.at(sec + ms / 1000 + 0.05, svc, "info", "UPDATE SUMMARY Run: 1 Previously run: 87 Filtered out: 0 Failed: 0");
  c.at(sec + ms / 1000 + 0.06, svc, "info", "Liquibase: Update has been successful. Rows affected: 0");
}

/** An Atlantis-run Terraform apply changing one resource. */
export function terraform(c: Ctx, sec: number, resource: string, id: string, pr: number) {
  const at = "atlantis";
  c.at(sec, at, "info", `running "terraform apply" in "infra/prod" for PR #${pr}`);
  c.at(sec + 2, at, "info", `${resource}: Modifying... [id=${id}]`);
  c.at(sec + 5, at, "info", `${resource}: Modifications complete after 3s [id=${id}]`);
  c.at(sec + 5.5, at, "info", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.");
}

/** cert-manager renews a certificate into a Secret. */
export function certRenew(c: Ctx, sec: number, cert: string) {
  const cm = "cert-manager";
  c.at(
    sec,
    cm,
    "info",
    `"msg"="Renewing certificate as renewal was scheduled at ${new Date(Date.UTC(2026, 6, 1)).toISOString()}" "resource_name"="${cert}"`,
  );
  c.at(
    sec + 3,
    cm,
    "info",
    `"msg"="Certificate issued" "related_resource_name"="${cert}-${c.r.hex(5)}" "resource_kind"="CertificateRequest"`,
  );
  c.at(
    sec + 3.5,
    cm,
    "info",
    `"msg"="Issuing certificate as Secret was previously issued by a different Issuer; updated Secret" "resource_name"="${cert}"`,
  );
}

/** A change in the window that does not cause anything: one of four kinds, on a service other than `avoid`. */
export function harmless(c: Ctx, sec: number, avoid: string[], platform: boolean) {
  const svc = c.r.pick(c.est.services.filter((s) => !avoid.includes(s)));
  const k = platform ? c.r.int(0, 3) : c.r.int(1, 2);
  if (k === 0) deploy(c, svc, sec, `${c.r.int(1, 6)}.${c.r.int(0, 40)}.${c.r.int(0, 9)}`, 1);
  else if (k === 1) configReload(c, svc, sec, [`${svc.replace(/-/g, ".")}.log-level`]);
  else if (k === 2)
    flagFlip(c, svc, sec, `${c.r.pick(["dark-mode-banner", "new-onboarding-copy", "holiday-theme"])}`, "true", "ld");
  else terraform(c, sec, `aws_cloudwatch_log_group.${svc.replace(/-/g, "_")}`, `/ecs/${svc}`, c.r.int(1200, 4800));
}
