// Incident scripts, part one: authentication, authorization, configuration, database, dependency, disk.
// Each says what a senior on-call would conclude (origin, category) and writes the evidence for it.
import { type Estate, envoy, nginx } from "./estates.js";
import { argoSync, type Ctx, crashLoop, edgeFails, ipOf, min, pod, sec } from "./kit.js";

export type Category =
  | "authentication"
  | "authorization"
  | "configuration"
  | "database"
  | "dependency"
  | "disk"
  | "memory"
  | "network"
  | "null_reference"
  | "rate_limiting"
  | "timeout"
  | "validation"
  | "unknown";

export interface Incident {
  key: string;
  category: Category;
  platform: string[];
  /** Services the script adds beyond the estate's apps. */
  extra?: (e: Estate) => string[];
  origin: (e: Estate) => string;
  hints: string[];
  sev: "medium" | "high";
  note: (e: Estate) => string;
  run: (c: Ctx) => void;
}

const jdbcUser = (e: Estate) => `${e.api2.name.replace(/-/g, "_")}_app`;

export const PART_A: Incident[] = [
  // ---------------- authentication ----------------
  {
    key: "es-rotated-db-password-not-reloaded",
    category: "authentication",
    platform: ["external-secrets", "kubelet", "k8s-events"],
    origin: (e) => e.api2.name,
    hints: ["password", "authentication", "credential", "28p01"],
    sev: "high",
    note: (e) =>
      `external-secrets rotated the ${e.db} password; ${e.api2.name} kept the old one in its pool and new connections fail password authentication`,
    run: ({ s, e, r, t0, end }) => {
      s.emit(
        t0 - 40 * sec,
        "external-secrets",
        "info",
        `rotated secret value detected, updating Secret ${e.ns}/${e.api2.name}-db ExternalSecret=${e.ns}/${e.api2.name}-db provider=aws-secretsmanager version=AWSCURRENT`,
      );
      s.emit(t0 - 39 * sec, "external-secrets", "info", `reconciled secret ExternalSecret=${e.ns}/${e.api2.name}-db`);
      s.healthy = (t) => (t < t0 ? 1 : 0.45);
      s.every(t0, end, 2500, e.db, "error", () => `FATAL:  password authentication failed for user "${jdbcUser(e)}"`);
      s.every(
        t0 + 300,
        end,
        2500,
        e.db,
        "info",
        () => `DETAIL:  Connection matched pg_hba.conf line 12: "hostssl all all 10.0.0.0/8 scram-sha-256"`,
      );
      s.every(
        t0 + 500,
        end,
        2500,
        e.api2.name,
        "error",
        () => `HikariPool-1 - Exception during pool initialization.`,
        0.3,
      );
      s.every(
        t0 + 900,
        end,
        1800,
        e.api2.name,
        "error",
        () =>
          `o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: password authentication failed for user "${jdbcUser(e)}" (SQLState 28P01)`,
      );
      s.every(
        t0 + 2000,
        end,
        1200,
        e.api.name,
        "error",
        () =>
          `call to ${e.api2.name} failed: HTTP 500 Internal Server Error (JDBCConnectionException: Unable to acquire JDBC Connection) trace=${r.hex(12)}`,
      );
      edgeFails(
        { s, e, r, t0, end },
        t0 + 2500,
        end,
        1500,
        (p) => `GET ${p} -> 502 in ${r.int(30, 90)}ms (upstream ${e.api.name} returned 500)`,
      );
    },
  },
  {
    key: "sa-token-expired-old-client",
    category: "authentication",
    platform: ["kube-apiserver", "kubelet"],
    origin: (e) => e.worker.name,
    hints: ["token", "unauthorized", "authentication", "401", "credential"],
    sev: "medium",
    note: (e) =>
      `${e.worker.name} uses an old Kubernetes client that never refreshes its projected service account token; after the 1h expiry every API call is 401 and job dispatch stops`,
    run: ({ s, e, r, t0, end }) => {
      s.every(
        t0,
        end,
        3000,
        "kube-apiserver",
        "error",
        () =>
          `authentication.go:73] "Unable to authenticate the request" err="[invalid bearer token, service account token has expired]"`,
      );
      s.every(
        t0 + 200,
        end,
        3000,
        e.worker.name,
        "error",
        () =>
          `kubernetes.client.exceptions.ApiException: (401) Reason: Unauthorized HTTP response body: {"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Unauthorized","reason":"Unauthorized","code":401}`,
      );
      s.every(
        t0 + 5000,
        end,
        20000,
        e.worker.name,
        "warn",
        () => `dispatch loop: could not create Job for slot batch ${r.int(1000, 9999)}, will retry in 20s`,
      );
      s.every(
        t0 + 60 * sec,
        end,
        30000,
        e.api.name,
        "warn",
        () => `work items still pending after 60s: ${r.int(40, 400)} waiting for ${e.worker.name}`,
      );
    },
  },
  {
    key: "redis-password-rotated-terraform",
    category: "authentication",
    platform: ["kubelet", "k8s-events"],
    extra: () => ["atlantis"],
    origin: (e) => e.api.name,
    hints: ["wrongpass", "password", "auth", "credential"],
    sev: "high",
    note: (e) =>
      `terraform apply rotated the ${e.cache} AUTH password; ${e.api.name} still presents the old one and every Redis command fails with WRONGPASS`,
    run: ({ s, e, r, t0, end }) => {
      s.emit(
        t0 - 70 * sec,
        "atlantis",
        "info",
        `Running "terraform apply" in dir: "envs/prod/${e.cache}" workspace: "default" (PR #${r.int(800, 2400)})`,
      );
      s.emit(
        t0 - 20 * sec,
        "atlantis",
        "info",
        `aws_elasticache_user.app: Modifications complete after 48s [id=${e.api.name}]`,
      );
      s.emit(t0 - 19 * sec, "atlantis", "info", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.");
      s.healthy = (t) => (t < t0 ? 1 : 0.3);
      s.every(
        t0,
        end,
        900,
        e.api.name,
        "error",
        () =>
          `ReplyError: WRONGPASS invalid username-password pair or user is disabled. command=AUTH node=${e.cache}.${e.ns}.svc:6379`,
      );
      s.every(
        t0 + 100,
        end,
        4000,
        e.api.name,
        "warn",
        () => `redis client reconnecting in 2000ms (attempt ${r.int(2, 40)})`,
      );
      edgeFails(
        { s, e, r, t0, end },
        t0 + 500,
        end,
        1000,
        (p) => `POST ${p} -> 503 in ${r.int(3, 40)}ms (${e.api.name}: session store unavailable)`,
      );
    },
  },
  {
    key: "oauth2-proxy-cookie-secret-changed",
    category: "authentication",
    platform: ["ingress-nginx", "argocd"],
    extra: () => ["oauth2-proxy"],
    origin: () => "oauth2-proxy",
    hints: ["cookie", "session", "oidc", "authentication", "token"],
    sev: "medium",
    note: (e) =>
      `Argo CD synced oauth2-proxy with a new client secret that does not match the IdP; every login callback fails and ${e.edge.name} users are bounced back to sign-in`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(c, t0 - 30 * sec, "oauth2-proxy", r.hex(7), "values.yaml: rotate clientSecret");
      s.every(
        s.start,
        t0,
        4000,
        "oauth2-proxy",
        "info",
        () =>
          `${ipOf(r)} - ${r.hex(8)} - user${r.int(10, 999)}@${e.domain} [${new Date(t0).toISOString().slice(0, 10)}] ${e.domain} GET - "/" HTTP/1.1 "Mozilla/5.0" 202 0 0.00${r.int(1, 9)}`,
      );
      s.every(
        t0,
        end,
        1500,
        "oauth2-proxy",
        "error",
        () =>
          `Error redeeming code during OAuth2 callback: token exchange failed: oauth2: "invalid_client" "Invalid client or Invalid client credentials"`,
      );
      s.every(
        t0 + 300,
        end,
        1500,
        "oauth2-proxy",
        "info",
        () =>
          `${ipOf(r)} - ${r.hex(8)} - - [-] ${e.domain} GET - "/oauth2/callback?code=${r.hex(16)}&state=${r.hex(12)}" HTTP/1.1 "Mozilla/5.0" 500 2912 0.0${r.int(10, 90)}`,
      );
      s.every(t0 + 500, end, 2200, "ingress-nginx", "warn", (_i, t) => nginx(r, t, e, "/oauth2/callback", 500));
      s.every(
        t0 + 30 * sec,
        end,
        20000,
        e.edge.name,
        "warn",
        () => `login funnel: ${r.int(40, 90)}% of sessions ended on /oauth2/sign_in in last 20s`,
      );
    },
  },
  // ---------------- authorization ----------------
  {
    key: "rbac-role-trimmed-job-runner",
    category: "authorization",
    platform: ["argocd", "kube-apiserver", "k8s-events"],
    origin: (e) => e.worker.name,
    hints: ["forbidden", "rbac", "permission", "authorization", "403"],
    sev: "medium",
    note: (e) =>
      `an Argo CD sync of the platform RBAC repo dropped "create jobs" from ${e.worker.name}'s Role; its service account is now forbidden from creating Jobs`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(c, t0 - 25 * sec, "platform-rbac", r.hex(7), `roles/${e.ns}.yaml: least-privilege cleanup`);
      const sa = `system:serviceaccount:${e.ns}:${e.worker.name}`;
      s.every(
        t0,
        end,
        4000,
        e.worker.name,
        "error",
        () =>
          `kubernetes.client.exceptions.ApiException: (403) Reason: Forbidden: jobs.batch is forbidden: User "${sa}" cannot create resource "jobs" in API group "batch" in the namespace "${e.ns}"`,
      );
      s.every(
        t0 + 100,
        end,
        4000,
        "kube-apiserver",
        "info",
        () =>
          `httplog.go:132] "HTTP" verb="POST" URI="/apis/batch/v1/namespaces/${e.ns}/jobs" latency="1.${r.int(100, 999)}ms" userAgent="OpenAPI-Generator/29.0.0/python" audit-ID="${r.hex(8)}-${r.hex(4)}" srcIP="${ipOf(r)}:${r.int(30000, 60000)}" resp=403`,
      );
      s.every(
        t0 + 20 * sec,
        end,
        25000,
        e.api.name,
        "warn",
        () => `${r.int(20, 300)} requests waiting on ${e.worker.name} results for more than 30s`,
      );
    },
  },
  {
    key: "iam-policy-s3-accessdenied",
    category: "authorization",
    platform: ["kubelet", "flux"],
    extra: () => ["atlantis"],
    origin: (e) => e.worker.name,
    hints: ["accessdenied", "access denied", "not authorized", "authorization", "iam", "s3"],
    sev: "medium",
    note: (e) =>
      `terraform replaced ${e.worker.name}'s IAM role policy and left out s3:PutObject on the documents bucket; every upload is AccessDenied`,
    run: ({ s, e, r, t0, end }) => {
      s.emit(
        t0 - 50 * sec,
        "atlantis",
        "info",
        `aws_iam_role_policy.${e.worker.name.replace(/-/g, "_")}: Modifying... [id=${e.worker.name}:${e.worker.name}-s3]`,
      );
      s.emit(
        t0 - 48 * sec,
        "atlantis",
        "info",
        `aws_iam_role_policy.${e.worker.name.replace(/-/g, "_")}: Modifications complete after 1s`,
      );
      s.emit(t0 - 47 * sec, "atlantis", "info", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.");
      s.every(
        t0,
        end,
        2500,
        e.worker.name,
        "error",
        () =>
          `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::4412${r.int(10000000, 99999999)}:assumed-role/${e.worker.name}/botocore-session-${r.int(1700000000, 1799999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${e.ns}-documents/out/${r.hex(8)}.pdf" because no identity-based policy allows the s3:PutObject action`,
      );
      s.every(
        t0 + 600,
        end,
        5000,
        e.worker.name,
        "warn",
        () => `job ${r.hex(6)} failed, re-queued (attempt ${r.int(2, 5)}/5)`,
      );
    },
  },
  {
    key: "istio-authz-policy-deny",
    category: "authorization",
    platform: ["istio-proxy", "argocd"],
    origin: () => "istio-proxy",
    hints: ["rbac", "access denied", "authorization", "403", "policy"],
    sev: "high",
    note: (e) =>
      `an AuthorizationPolicy synced for ${e.api2.name} only allows the old service account; its sidecar denies every call from ${e.api.name} with RBAC: access denied`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(
        c,
        t0 - 15 * sec,
        `${e.api2.name}-mesh`,
        r.hex(7),
        `AuthorizationPolicy/${e.api2.name}-allow: tighten principals`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.35);
      s.every(t0, end, 500, "istio-proxy", "info", (_i, t) =>
        envoy(r, t, e, e.api2.name, "GET", "/internal/v1/lookup", 403, "-").replace(
          "via_upstream",
          "rbac_access_denied_matched_policy[none]",
        ),
      );
      s.every(
        t0 + 100,
        end,
        900,
        e.api.name,
        "error",
        () => `call to ${e.api2.name} failed: HTTP 403 Forbidden, body="RBAC: access denied"`,
      );
      edgeFails(
        c,
        t0 + 400,
        end,
        1300,
        (p) => `GET ${p} -> 500 in ${r.int(5, 40)}ms (${e.api.name}: downstream ${e.api2.name} 403)`,
      );
    },
  },
  {
    key: "external-secrets-iam-denied",
    category: "authorization",
    platform: ["external-secrets", "kubelet", "k8s-events"],
    origin: () => "external-secrets",
    hints: ["accessdenied", "not authorized", "authorization", "secretsmanager", "permission"],
    sev: "medium",
    note: (e) =>
      `external-secrets lost secretsmanager:GetSecretValue after an IAM change; the Secret for ${e.extra[0].name} stopped syncing and its new pods fail with CreateContainerConfigError`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.extra[0].name;
      s.every(
        t0,
        end,
        10000,
        "external-secrets",
        "error",
        () =>
          `error processing spec.data[0] (key: prod/${x}/api-key), err: AccessDeniedException: User: arn:aws:sts::4412${r.int(10000000, 99999999)}:assumed-role/external-secrets/${r.hex(10)} is not authorized to perform: secretsmanager:GetSecretValue on resource: prod/${x}/api-key because no identity-based policy allows the secretsmanager:GetSecretValue action`,
      );
      s.every(
        t0 + 200,
        end,
        10000,
        "external-secrets",
        "error",
        () => `Reconciler error ExternalSecret=${e.ns}/${x}-env reason=SecretSyncedError`,
      );
      s.every(
        t0 + 60 * sec,
        end,
        15000,
        "kubelet",
        "error",
        () =>
          `pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"${x}\\" with CreateContainerConfigError: \\"secret \\\\\\"${x}-env\\\\\\" not found\\"" pod="${e.ns}/${pod(x, 2)}"`,
      );
      s.every(
        t0 + 61 * sec,
        end,
        15000,
        "k8s-events",
        "warn",
        () => `Warning Failed pod/${pod(x, 2)} Error: secret "${x}-env" not found`,
      );
      s.every(
        t0 + 90 * sec,
        end,
        4000,
        e.api.name,
        "warn",
        () => `${x} unavailable (0/3 endpoints ready), request served degraded`,
      );
    },
  },
  // ---------------- configuration ----------------
  {
    key: "configmap-wrong-key-crashloop",
    category: "configuration",
    platform: ["argocd", "kubelet", "k8s-events"],
    origin: (e) => e.api2.name,
    hints: ["config", "missing", "environment", "variable", "setting"],
    sev: "high",
    note: (e) =>
      `Argo CD rolled out a ConfigMap that renamed UPSTREAM_BASE_URL to UPSTREAM_URL; ${e.api2.name} refuses to start without the old key and crash-loops`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      const x = e.api2.name;
      argoSync(c, t0 - 12 * sec, x, r.hex(7), "configmap.yaml: rename UPSTREAM_BASE_URL");
      s.emit(
        t0 - 3 * sec,
        "k8s-events",
        "info",
        `Normal ScalingReplicaSet deployment/${x} Scaled up replica set ${x}-${pod(x, 1).split("-").slice(-2, -1)[0]} to 1`,
      );
      s.healthy = (t) => (t < t0 + 90 * sec ? 1 : 0.5);
      s.every(t0, end, 25000, x, "info", () => `starting ${x} v2.${r.int(10, 30)}.0 (pid 1)`, 0.1);
      s.every(
        t0 + 400,
        end,
        25000,
        x,
        "error",
        () => `config: required key UPSTREAM_BASE_URL missing value; refusing to start`,
        0.1,
      );
      crashLoop(c, x, t0 + 1000, end, "Error", 1);
      s.emit(
        t0 + 8 * min > end ? end - 5000 : t0 + 8 * min,
        "argocd",
        "warn",
        `Health status changed: Healthy -> Degraded application=argocd/${x}`,
      );
      s.emit(
        t0 + 90 * sec,
        "k8s-events",
        "warn",
        `Warning ProgressDeadlineExceeded deployment/${x} ReplicaSet "${x}" has timed out progressing.`,
      );
      s.every(
        t0 + 90 * sec,
        end,
        2000,
        e.api.name,
        "error",
        () => `GET http://${x}:8080/v1/lookup failed: connect ECONNREFUSED, ${x} has 1/3 ready endpoints`,
      );
    },
  },
  {
    key: "ingress-rewrite-target-404",
    category: "configuration",
    platform: ["ingress-nginx", "argocd"],
    origin: () => "ingress-nginx",
    hints: ["rewrite", "ingress", "config", "404", "route"],
    sev: "high",
    note: (e) =>
      `an Ingress change added rewrite-target /$2 without a matching capture group; ingress-nginx now sends every request to ${e.edge.name} as "/" and users get 404s`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(
        c,
        t0 - 8 * sec,
        `${e.edge.name}-ingress`,
        r.hex(7),
        "ingress.yaml: add nginx.ingress.kubernetes.io/rewrite-target",
      );
      s.emit(
        t0 - 5 * sec,
        "ingress-nginx",
        "info",
        `event.go:364] Event(v1.ObjectReference{Kind:"Ingress", Namespace:"${e.ns}", Name:"${e.edge.name}"}): type: 'Normal' reason: 'Sync' Scheduled for sync`,
      );
      s.emit(
        t0 - 4 * sec,
        "ingress-nginx",
        "info",
        `controller.go:190] "Configuration changes detected, backend reload required"`,
      );
      s.emit(t0 - 2 * sec, "ingress-nginx", "info", `controller.go:210] "Backend successfully reloaded"`);
      s.healthy = (t) => (t < t0 ? 1 : 0.05);
      s.every(t0, end, 400, "ingress-nginx", "info", (_i, t) => nginx(r, t, e, r.pick(e.paths), 404));
      s.every(
        t0 + 50,
        end,
        700,
        e.edge.name,
        "warn",
        () => `GET / -> 404 in 1ms (no route matched; x-original-uri=${r.pick(e.paths)}/${r.int(1000, 9999)})`,
      );
    },
  },
  {
    key: "helm-values-spring-bind-failure",
    category: "configuration",
    platform: ["flux", "kubelet", "k8s-events"],
    origin: (e) => e.api.name,
    hints: ["bind", "property", "config", "application failed to start", "conversion"],
    sev: "high",
    note: (e) =>
      `Flux applied a HelmRelease whose values put a literal \${DB_POOL_SIZE} into ${e.api.name}'s environment; Spring cannot bind it to an int and the new pods never start`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      const x = e.api.name;
      s.emit(
        t0 - 20 * sec,
        "flux",
        "info",
        `HelmRelease ${e.ns}/${x} upgrade succeeded: Helm upgrade succeeded for release ${e.ns}/${x}.v${r.int(40, 90)} with chart ${x}@3.${r.int(1, 9)}.0`,
      );
      s.healthy = (t) => (t < t0 + 60 * sec ? 1 : 0.4);
      s.every(
        t0,
        end,
        20000,
        x,
        "error",
        () =>
          `Failed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int:\n\n    Property: spring.datasource.hikari.maximum-pool-size\n    Value: "\${DB_POOL_SIZE}"\n    Origin: System Environment Property "SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE"\n    Reason: failed to convert java.lang.String to int (caused by java.lang.NumberFormatException: For input string: "\${DB_POOL_SIZE}")`,
        0.1,
      );
      s.every(t0 + 100, end, 20000, x, "error", () => "APPLICATION FAILED TO START", 0.1);
      crashLoop(c, x, t0 + 2000, end, "Error", 1);
      s.every(
        t0 + 60 * sec,
        end,
        1500,
        e.edge.name,
        "error",
        () => `POST ${r.pick(e.paths)} -> 503 in ${r.int(1, 9)}ms (no healthy upstream for ${x})`,
      );
    },
  },
  {
    key: "virtualservice-missing-subset-nr",
    category: "configuration",
    platform: ["istio-proxy", "argocd"],
    origin: () => "istio-proxy",
    hints: ["route", "virtualservice", "config", "nr", "subset"],
    sev: "high",
    note: (e) =>
      `a VirtualService for ${e.api2.name} now routes to subset v3 that no DestinationRule defines; the sidecars have no route and answer 404 NR / 503 NC`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(c, t0 - 10 * sec, `${e.api2.name}-mesh`, r.hex(7), "virtualservice.yaml: canary 10% to subset v3");
      s.healthy = (t) => (t < t0 ? 1 : 0.4);
      s.every(t0, end, 500, "istio-proxy", "warn", (_i, t) =>
        r.chance(0.5)
          ? envoy(r, t, e, e.api2.name, "GET", "/internal/v1/lookup", 404, "NR")
          : envoy(r, t, e, e.api2.name, "GET", "/internal/v1/lookup", 503, "UH").replace(
              " UH no_healthy_upstream",
              " NC cluster_not_found",
            ),
      );
      s.every(
        t0 + 100,
        end,
        900,
        e.api.name,
        "error",
        () => `call to ${e.api2.name} failed: HTTP 404 Not Found (empty body, server: envoy)`,
      );
      edgeFails(c, t0 + 400, end, 1400, (p) => `GET ${p} -> 500 in ${r.int(5, 40)}ms (${e.api.name} error)`);
    },
  },
  // ---------------- database ----------------
  {
    key: "hpa-scaleout-exhausts-pg-connections",
    category: "database",
    platform: ["kube-controller-manager", "k8s-events", "kubelet"],
    origin: (e) => e.db,
    hints: ["connection", "too many", "clients", "database", "postgres"],
    sev: "high",
    note: (e) =>
      `HPA scaled ${e.api.name} from 6 to 24 replicas; each opens a pool of 20 and ${e.db} hits max_connections, refusing new clients`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      const x = e.api.name;
      s.emit(
        t0 - 45 * sec,
        "k8s-events",
        "info",
        `Normal SuccessfulRescale horizontalpodautoscaler/${x} New size: 12; reason: cpu resource utilization (percentage of request) above target`,
      );
      s.emit(
        t0 - 15 * sec,
        "k8s-events",
        "info",
        `Normal SuccessfulRescale horizontalpodautoscaler/${x} New size: 24; reason: cpu resource utilization (percentage of request) above target`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.55);
      s.every(t0, end, 700, e.db, "error", () => "FATAL:  sorry, too many clients already");
      s.every(
        t0 + 200,
        end,
        3000,
        e.db,
        "error",
        () => "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
      );
      s.every(
        t0 + 300,
        end,
        1100,
        x,
        "error",
        () =>
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=${r.int(3, 8)}, active=${r.int(3, 8)}, idle=0, waiting=${r.int(10, 80)}) org.postgresql.util.PSQLException: FATAL: sorry, too many clients already`,
      );
      edgeFails(c, t0 + 800, end, 1500, (p) => `GET ${p} -> 500 in ${r.int(30, 30050)}ms (${x} returned 500)`);
    },
  },
  {
    key: "patroni-failover-readonly",
    category: "database",
    platform: ["kubelet", "k8s-events"],
    origin: (e) => e.db,
    hints: ["read-only", "readonly", "database", "failover", "primary"],
    sev: "high",
    note: (e) =>
      `the ${e.db} primary's node was drained; Patroni failed over but ${e.api2.name}'s pooled connections still point at the demoted replica and every write fails read-only`,
    run: ({ s, e, r, t0, end }) => {
      s.emit(
        t0 - 30 * sec,
        "k8s-events",
        "info",
        `Normal NodeNotSchedulable node/ip-10-1-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal Node is now: NodeNotSchedulable`,
      );
      s.emit(t0 - 8 * sec, e.db, "info", `INFO: Lock owner: ${e.db}-0; I am ${e.db}-0`);
      s.emit(
        t0 - 6 * sec,
        e.db,
        "warn",
        `INFO: received SIGTERM, demoting self (${e.db}-0) because of shutdown request`,
      );
      s.emit(t0 - 3 * sec, e.db, "info", `INFO: promoted self to leader by acquiring session lock (${e.db}-1)`);
      s.emit(t0 - 2 * sec, e.db, "info", `server promoted`);
      s.emit(t0, e.db, "info", `INFO: Lock owner: ${e.db}-1; I am ${e.db}-0, following a different leader`);
      s.every(
        t0 + 500,
        end,
        900,
        e.db,
        "error",
        () => `ERROR:  cannot execute ${r.pick(["INSERT", "UPDATE"])} in a read-only transaction`,
      );
      s.every(
        t0 + 700,
        end,
        1000,
        e.api2.name,
        "error",
        () =>
          `org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction\n\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)`,
      );
      s.every(
        t0 + 1000,
        end,
        1500,
        e.api.name,
        "error",
        () => `call to ${e.api2.name} failed: HTTP 500 (could not post journal)`,
      );
    },
  },
  {
    key: "pgbouncer-max-client-conn",
    category: "database",
    platform: ["kubelet", "argocd"],
    extra: () => ["pgbouncer"],
    origin: () => "pgbouncer",
    hints: ["pgbouncer", "max_client_conn", "connection", "pool", "database"],
    sev: "high",
    note: (e) =>
      `pgbouncer in front of ${e.db} reached max_client_conn after a new worker deployment opened long-lived sessions; every other client is refused`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      s.every(
        s.start,
        t0,
        60000,
        "pgbouncer",
        "info",
        () =>
          `stats: ${r.int(200, 900)} xacts/s, ${r.int(200, 900)} queries/s, in ${r.int(50000, 300000)} B/s, out ${r.int(50000, 900000)} B/s, xact ${r.int(400, 2000)} us, query ${r.int(300, 1500)} us, wait 0 us`,
      );
      argoSync(
        c,
        t0 - 4 * min < s.start ? s.start + 5000 : t0 - 4 * min,
        e.worker.name,
        r.hex(7),
        "deployment.yaml: replicas 4 -> 16",
      );
      s.every(
        t0,
        end,
        800,
        "pgbouncer",
        "warn",
        () =>
          `C-0x${r.hex(12)}: (nodb)/(nouser)@${ipOf(r)}:${r.int(30000, 60000)} closing because: no more connections allowed (max_client_conn) (age=0s)`,
      );
      s.every(
        t0 + 30000,
        end,
        60000,
        "pgbouncer",
        "info",
        () =>
          `stats: ${r.int(20, 80)} xacts/s, ${r.int(20, 80)} queries/s, in ${r.int(5000, 30000)} B/s, out ${r.int(5000, 90000)} B/s, xact ${r.int(4000, 20000)} us, query ${r.int(3000, 15000)} us, wait ${r.int(900000, 4000000)} us`,
      );
      s.every(
        t0 + 200,
        end,
        1000,
        e.api.name,
        "error",
        () => `org.postgresql.util.PSQLException: FATAL: no more connections allowed (max_client_conn)`,
      );
      s.every(
        t0 + 300,
        end,
        1600,
        e.api2.name,
        "error",
        () => `could not get connection from pool: FATAL: no more connections allowed (max_client_conn)`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.5);
    },
  },
  {
    key: "mongo-primary-evicted-no-primary",
    category: "database",
    platform: ["kubelet", "k8s-events"],
    extra: () => ["catalog-mongo"],
    origin: () => "catalog-mongo",
    hints: ["mongo", "primary", "database", "election", "replica"],
    sev: "high",
    note: (e) =>
      `the catalog-mongo replica set lost its primary and cannot elect a new one (one of three members down, one lagging past catchUpTimeout); ${e.api2.name} reads and writes fail`,
    run: ({ s, e, r, t0, end }) => {
      s.every(
        s.start,
        t0,
        30000,
        "catalog-mongo",
        "info",
        () =>
          `{"t":{"$date":"${new Date(t0).toISOString()}"},"s":"I","c":"NETWORK","id":22943,"ctx":"listener","msg":"Connection accepted","attr":{"remote":"${ipOf(r)}:${r.int(30000, 60000)}","connectionCount":${r.int(40, 90)}}}`,
      );
      s.emit(
        t0,
        "catalog-mongo",
        "warn",
        `{"s":"I","c":"REPL","id":21358,"ctx":"ReplCoord-12","msg":"Replica set state transition","attr":{"newState":"SECONDARY","oldState":"PRIMARY"}}`,
      );
      s.emit(
        t0 + 100,
        "catalog-mongo",
        "info",
        `{"s":"I","c":"REPL","id":21809,"ctx":"ReplCoord-12","msg":"Stepping down from primary","attr":{"reason":"heartbeat: member catalog-mongo-2 unreachable, lost majority"}}`,
      );
      s.every(
        t0 + 2000,
        end,
        10000,
        "catalog-mongo",
        "error",
        () =>
          `{"s":"I","c":"ELECTION","id":4615655,"ctx":"ReplCoord-13","msg":"Not starting an election, since we are not electable","attr":{"reason":"Not standing for election because I cannot see a majority (mask 0x1)"}}`,
      );
      s.every(
        t0 + 500,
        end,
        900,
        e.api2.name,
        "error",
        () =>
          `MongoServerSelectionError: Server selection timed out after 30000 ms (ReplicaSetNoPrimary) topology=catalog-rs`,
      );
      s.every(
        t0 + 800,
        end,
        2000,
        e.api2.name,
        "error",
        () =>
          `MongoNotPrimaryException: Command failed with error 10107 (NotWritablePrimary): 'not primary' on server catalog-mongo-0:27017`,
      );
      s.every(
        t0 + 1000,
        end,
        1500,
        e.api.name,
        "error",
        () => `call to ${e.api2.name} failed: HTTP 503 Service Unavailable`,
      );
      s.emit(
        t0 - 20 * sec,
        "k8s-events",
        "warn",
        `Warning Unhealthy pod/catalog-mongo-2 Readiness probe failed: command timed out`,
      );
    },
  },
  // ---------------- dependency ----------------
  {
    key: "vendor-5xx-circuit-open",
    category: "dependency",
    platform: ["istio-proxy", "kubelet"],
    origin: (e) => e[e.vendor.caller].name,
    hints: ["vendor", "503", "upstream", "circuit", "unavailable", "dependency", "external"],
    sev: "medium",
    note: (e) =>
      `the ${e.vendor.name} returns 503s; ${e[e.vendor.caller].name} exhausts retries and opens its circuit breaker`,
    run: ({ s, e, r, t0, end }) => {
      const x = e[e.vendor.caller].name;
      s.every(
        t0,
        end,
        1200,
        x,
        "warn",
        () =>
          `POST https://${e.vendor.host}/v1/${r.pick(["orders", "authorize", "eligibility"])} -> 503 Service Unavailable (attempt ${r.int(1, 3)}/3, retry in ${r.int(100, 800)}ms)`,
      );
      s.every(
        t0 + 2000,
        end,
        2500,
        x,
        "error",
        () =>
          `${e.vendor.name} call failed after 3 attempts: 503 Service Unavailable {"errorCode":"000","message":"Service temporarily unavailable"}`,
      );
      s.emit(
        t0 + 20 * sec,
        x,
        "error",
        `CircuitBreaker '${e.vendor.host}' changed state from CLOSED to OPEN (failure rate 74.0% > threshold 50.0%)`,
      );
      s.every(
        t0 + 21 * sec,
        end,
        1000,
        x,
        "warn",
        () => `CircuitBreaker '${e.vendor.host}' is OPEN and does not permit further calls`,
      );
      s.every(
        t0 + 82 * sec,
        end,
        60000,
        x,
        "info",
        () => `CircuitBreaker '${e.vendor.host}' changed state from OPEN to HALF_OPEN`,
      );
      s.every(
        t0 + 83 * sec,
        end,
        60000,
        x,
        "warn",
        () => `CircuitBreaker '${e.vendor.host}' changed state from HALF_OPEN to OPEN (probe got 503)`,
      );
      s.every(
        t0 + 3000,
        end,
        2000,
        e.edge.name,
        "warn",
        () => `POST ${r.pick(e.paths)} -> 424 in ${r.int(10, 60)}ms (${x}: ${e.vendor.name} unavailable)`,
      );
    },
  },
  {
    key: "registry-5xx-imagepull",
    category: "dependency",
    platform: ["kubelet", "k8s-events", "kube-controller-manager"],
    origin: () => "kubelet",
    hints: ["registry", "image", "pull", "500", "dependency"],
    sev: "medium",
    note: (e) =>
      `the container registry answers 500 to manifest requests; during an HPA scale-out of ${e.api.name} kubelet cannot pull its image and the new pods stay in ImagePullBackOff while the old ones saturate`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api.name;
      s.emit(
        t0 - 5 * sec,
        "k8s-events",
        "info",
        `Normal SuccessfulRescale horizontalpodautoscaler/${x} New size: 10; reason: cpu resource utilization (percentage of request) above target`,
      );
      const img = `registry.${e.domain}/${x}:2.${r.int(10, 40)}.${r.int(0, 9)}`;
      s.every(
        t0,
        end,
        6000,
        "kubelet",
        "error",
        () =>
          `log.go:32] "PullImage from image service failed" err="rpc error: code = Unknown desc = failed to pull and unpack image \\"${img}\\": failed to resolve reference \\"${img}\\": unexpected status from HEAD request to https://registry.${e.domain}/v2/${x}/manifests/${img.split(":")[1]}: 500 Internal Server Error" image="${img}"`,
      );
      s.every(
        t0 + 300,
        end,
        6000,
        "k8s-events",
        "warn",
        () => `Warning Failed pod/${pod(x, 0, r.int(4, 9))} Failed to pull image "${img}": 500 Internal Server Error`,
      );
      s.every(
        t0 + 600,
        end,
        9000,
        "k8s-events",
        "warn",
        () => `Warning Failed pod/${pod(x, 0, r.int(4, 9))} Error: ImagePullBackOff`,
      );
      s.every(
        t0 + 60 * sec,
        end,
        4000,
        x,
        "warn",
        () => `request queue depth ${r.int(200, 900)} (limit 1000); event loop lag ${r.int(300, 1800)}ms`,
      );
      s.every(
        t0 + 90 * sec,
        end,
        3000,
        e.edge.name,
        "warn",
        () => `GET ${r.pick(e.paths)} -> 200 in ${r.int(2500, 9000)}ms (slow)`,
      );
    },
  },
  {
    key: "sms-provider-outage",
    category: "dependency",
    platform: ["kubelet", "cert-manager"],
    origin: (e) => e.worker.name,
    hints: ["twilio", "provider", "503", "dependency", "unavailable"],
    sev: "medium",
    note: (e) =>
      `the SMS provider (Twilio) API returns 503 for every send; ${e.worker.name} backs off and its outbound queue grows`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.worker.name;
      s.every(
        t0,
        end,
        1400,
        x,
        "error",
        () =>
          `twilio.base.exceptions.TwilioRestException: HTTP 503 error: Unable to create record: Service Unavailable (POST https://api.twilio.com/2010-04-01/Accounts/AC${r.hex(32)}/Messages.json)`,
      );
      s.every(
        t0 + 500,
        end,
        10000,
        x,
        "warn",
        () => `outbound sms queue depth ${r.int(500, 9000)}, oldest message ${r.int(60, 900)}s`,
      );
      s.every(
        t0 + 700,
        end,
        15000,
        x,
        "info",
        () => `backing off ${r.int(5, 60)}s before next send batch (consecutive failures: ${r.int(10, 300)})`,
      );
    },
  },
  {
    key: "managed-kafka-broker-unavailable",
    category: "dependency",
    platform: ["kubelet", "k8s-events"],
    origin: (e) => e.api.name,
    hints: ["kafka", "broker", "leader", "dependency", "unavailable"],
    sev: "high",
    note: (e) =>
      `the managed Kafka cluster (MSK) lost two brokers during provider maintenance; ${e.api.name}'s producer has no leader for its partitions and publish calls time out`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api.name;
      s.every(
        t0,
        end,
        1500,
        x,
        "warn",
        () =>
          `[Producer clientId=${x}-1] Connection to node ${r.int(1, 3)} (b-${r.int(1, 3)}.events-prod.${r.hex(6)}.c3.kafka.eu-west-1.amazonaws.com/${ipOf(r)}:9094) could not be established. Broker may not be available.`,
      );
      s.every(
        t0 + 400,
        end,
        2000,
        x,
        "warn",
        () =>
          `[Producer clientId=${x}-1] Got error produce response with correlation id ${r.int(10000, 99999)} on topic-partition ${e.ns}.events-${r.int(0, 11)}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
      );
      s.every(
        t0 + 8000,
        end,
        1300,
        x,
        "error",
        () =>
          `org.apache.kafka.common.errors.TimeoutException: Expiring 1 record(s) for ${e.ns}.events-${r.int(0, 11)}:120000 ms has passed since batch creation`,
      );
      s.healthy = (t) => (t < t0 + 8000 ? 1 : 0.6);
      s.every(
        t0 + 9000,
        end,
        1800,
        e.edge.name,
        "error",
        () => `POST ${r.pick(e.paths)} -> 500 in ${r.int(2000, 9000)}ms (${x} failed to publish event)`,
      );
    },
  },
  // ---------------- disk ----------------
  {
    key: "pvc-filled-by-debug-logs",
    category: "disk",
    platform: ["kubelet", "k8s-events", "argocd"],
    origin: (e) => e.api2.name,
    hints: ["enospc", "no space", "disk", "volume", "full"],
    sev: "high",
    note: (e) => `debug logging left on after an incident filled ${e.api2.name}'s PVC; writes fail with ENOSPC`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api2.name;
      argoSync({ s, e, r, t0, end }, s.start + 2000, x, r.hex(7), "values.yaml: LOG_LEVEL=debug (incident follow-up)");
      s.every(
        s.start + 5000,
        t0,
        350,
        x,
        "debug",
        () =>
          `cache lookup key=${r.hex(16)} hit=${r.chance(0.8)} ttl=${r.int(1, 600)}s payload_bytes=${r.int(200, 9000)}`,
      );
      s.emit(t0, x, "error", `Error: ENOSPC: no space left on device, write '/data/spool/${r.hex(8)}.json'`);
      s.every(
        t0 + 300,
        end,
        800,
        x,
        "error",
        () =>
          `failed to persist ${r.pick(["session", "snapshot", "spool file"])}: Error: ENOSPC: no space left on device, open '/data/spool/${r.hex(8)}.json'`,
      );
      s.every(
        t0 + 2000,
        end,
        20000,
        x,
        "warn",
        () => `log rotation failed: cannot create /data/logs/${x}.log.1: No space left on device`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.6);
      s.every(t0 + 700, end, 1600, e.api.name, "error", () => `call to ${x} failed: HTTP 507 Insufficient Storage`);
    },
  },
  {
    key: "ephemeral-storage-eviction",
    category: "disk",
    platform: ["kubelet", "k8s-events", "kube-scheduler"],
    origin: (e) => e.worker.name,
    hints: ["ephemeral", "storage", "evicted", "disk"],
    sev: "medium",
    note: (e) =>
      `${e.worker.name} spills export files to /tmp (emptyDir without a limit); the node runs low on ephemeral-storage and kubelet evicts it and its neighbours`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.worker.name;
      s.every(
        t0 - 3 * min,
        t0,
        20000,
        x,
        "info",
        (i) => `export ${r.hex(6)}: spilled ${1 + i}.${r.int(0, 9)} GiB to /tmp/export-${r.hex(6)}.parquet`,
      );
      const node = `ip-10-2-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal`;
      s.emit(
        t0,
        "kubelet",
        "warn",
        `eviction_manager.go:369] "Eviction manager: attempting to reclaim" resourceName="ephemeral-storage"`,
      );
      s.emit(
        t0 + 100,
        "kubelet",
        "info",
        `eviction_manager.go:380] "Eviction manager: must evict pod(s) to reclaim" resourceName="ephemeral-storage"`,
      );
      s.emit(
        t0 + 200,
        "kubelet",
        "info",
        `eviction_manager.go:398] "Eviction manager: pods ranked for eviction" pods=["${e.ns}/${pod(x)}","${e.ns}/${pod(e.api2.name)}","${e.ns}/${pod(e.extra[0].name)}"]`,
      );
      s.emit(
        t0 + 600,
        "k8s-events",
        "warn",
        `Warning Evicted pod/${pod(x)} The node was low on resource: ephemeral-storage. Threshold quantity: 2Gi, available: 1572Ki. Container ${x} was using 17Gi, request is 0, has larger consumption of ephemeral-storage.`,
      );
      s.emit(
        t0 + 900,
        "k8s-events",
        "warn",
        `Warning Evicted pod/${pod(e.api2.name)} The node was low on resource: ephemeral-storage. Threshold quantity: 2Gi, available: 1412Ki. Container ${e.api2.name} was using 28Ki, request is 0, has larger consumption of ephemeral-storage.`,
      );
      s.emit(
        t0 + 1000,
        "k8s-events",
        "warn",
        `Warning EvictionThresholdMet node/${node} Attempting to reclaim ephemeral-storage`,
      );
      s.every(
        t0 + 2000,
        end,
        30000,
        "kube-scheduler",
        "info",
        () =>
          `schedule_one.go:1004] "Unable to schedule pod; no fit; waiting" pod="${e.ns}/${pod(x, 0, 3)}" err="0/9 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/disk-pressure: }, 8 Insufficient cpu. preemption: 0/9 nodes are available: 9 No preemption victims found for incoming pod."`,
      );
      s.every(
        t0 + 5000,
        end,
        5000,
        e.api.name,
        "warn",
        () => `${x} results overdue for ${r.int(10, 200)} requests; ${e.api2.name} 2/3 endpoints ready`,
      );
      s.every(
        t0 + 3000,
        end,
        15000,
        x,
        "error",
        () => `export ${r.hex(6)} lost: worker pod terminated mid-run, re-queued`,
      );
    },
  },
  {
    key: "es-flood-stage-readonly",
    category: "disk",
    platform: ["kubelet", "k8s-events"],
    extra: () => ["search-es"],
    origin: () => "search-es",
    hints: ["flood", "watermark", "disk", "read-only", "read_only"],
    sev: "high",
    note: (e) =>
      `search-es crossed the flood-stage disk watermark and set indices read-only; ${e.api2.name} indexing fails with cluster_block_exception`,
    run: ({ s, e, r, t0, end }) => {
      s.every(
        s.start,
        t0,
        30000,
        "search-es",
        "info",
        () =>
          `[search-es-1] [gc][${r.int(100000, 900000)}] overhead, spent [${r.int(100, 300)}ms] collecting in the last [1s]`,
      );
      s.emit(
        t0 - 90 * sec,
        "search-es",
        "warn",
        `[search-es-2] high disk watermark [90%] exceeded on [x1Yb${r.hex(6)}][search-es-2][/usr/share/elasticsearch/data] free: 9.8gb[9.6%], shards will be relocated away from this node; currently relocating away shards totalling [0b] bytes`,
      );
      s.emit(
        t0,
        "search-es",
        "warn",
        `[search-es-2] flood stage disk watermark [95%] exceeded on [x1Yb${r.hex(6)}][search-es-2][/usr/share/elasticsearch/data] free: 4.9gb[4.8%], all indices on this node will be marked read-only`,
      );
      s.every(
        t0 + 30 * sec,
        end,
        30000,
        "search-es",
        "warn",
        () =>
          `[search-es-2] flood stage disk watermark [95%] exceeded on [x1Yb${r.hex(6)}][search-es-2][/usr/share/elasticsearch/data] free: 4.${r.int(1, 8)}gb[4.${r.int(0, 7)}%], all indices on this node will be marked read-only`,
      );
      s.every(
        t0 + 800,
        end,
        1200,
        e.api2.name,
        "error",
        () =>
          `bulk index failed: cluster_block_exception: index [catalog-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`,
      );
      s.every(
        t0 + 2000,
        end,
        6000,
        e.api.name,
        "warn",
        () => `search results stale: last successful index ${r.int(1, 9)}m ago`,
      );
    },
  },
  {
    key: "nvme-io-error-readonly-fs",
    category: "disk",
    platform: ["kernel", "kubelet", "k8s-events"],
    origin: () => "kernel",
    hints: ["i/o error", "io error", "disk", "read-only", "blk", "nvme"],
    sev: "high",
    note: (e) =>
      `the EBS/NVMe volume under ${e.db} started returning I/O errors; ext4 remounted read-only and the database can no longer write`,
    run: ({ s, e, r, t0, end }) => {
      s.every(
        t0,
        t0 + 40 * sec,
        1500,
        "kernel",
        "error",
        () =>
          `blk_update_request: I/O error, dev nvme1n1, sector ${r.int(100000000, 900000000)} op 0x1:(WRITE) flags 0x800 phys_seg 1 prio class 0`,
      );
      s.emit(
        t0 + 5000,
        "kernel",
        "error",
        `Buffer I/O error on dev nvme1n1, logical block ${r.int(1000000, 9000000)}, lost async page write`,
      );
      s.emit(
        t0 + 9000,
        "kernel",
        "error",
        `EXT4-fs error (device nvme1n1): ext4_journal_check_start:83: comm postgres: Detected aborted journal`,
      );
      s.emit(t0 + 9100, "kernel", "fatal", `EXT4-fs (nvme1n1): Remounting filesystem read-only`);
      s.every(
        t0 + 9500,
        end,
        1500,
        e.db,
        "error",
        () => `PANIC:  could not write to file "pg_wal/xlogtemp.${r.int(100, 999)}": Read-only file system`,
      );
      s.every(
        t0 + 12000,
        end,
        20000,
        e.db,
        "error",
        () => `LOG:  startup process (PID ${r.int(20, 99)}) was terminated by signal 6: Aborted`,
      );
      s.every(
        t0 + 12500,
        end,
        20000,
        "kubelet",
        "warn",
        () =>
          `prober.go:107] "Probe failed" probeType="Liveness" pod="${e.ns}/${e.db}-0" podUID="${r.hex(8)}" containerName="postgres" probeResult="failure" output="/var/run/postgresql:5432 - no response"`,
      );
      s.healthy = (t) => (t < t0 + 10000 ? 1 : 0.3);
      s.every(
        t0 + 10000,
        end,
        900,
        e.api2.name,
        "error",
        () =>
          `org.postgresql.util.PSQLException: Connection to ${e.db}:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.`,
      );
      s.every(t0 + 10500, end, 1500, e.api.name, "error", () => `call to ${e.api2.name} failed: HTTP 500`);
    },
  },
];
