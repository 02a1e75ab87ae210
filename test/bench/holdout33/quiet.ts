// Twelve quiet windows: routine platform churn in which nothing is broken for users. Each leaves the normal day
// running and adds the operators' and controllers' own lines (some at WARN, one FailedScheduling that resolves).
import { envoy } from "./estates.js";
import { argoSync, type Ctx, ipOf, min, pod, sec } from "./kit.js";

export interface Quiet {
  key: string;
  platform: string[];
  extra?: string[];
  note: string;
  run: (c: Ctx) => void;
}

function rollout(c: Ctx, svc: string, t: number, n: number): void {
  const { s, e, r } = c;
  for (let i = 0; i < n; i++) {
    const at = t + i * 25 * sec;
    s.emit(
      at,
      "k8s-events",
      "info",
      `Normal Scheduled pod/${pod(svc, 1, i)} Successfully assigned ${e.ns}/${pod(svc, 1, i)} to ip-10-1-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal`,
    );
    s.emit(
      at + 1500,
      "k8s-events",
      "info",
      `Normal Pulled pod/${pod(svc, 1, i)} Successfully pulled image "registry.${e.domain}/${svc}:2.${r.int(10, 40)}.1" in ${r.int(900, 3000)}ms`,
    );
    s.emit(at + 2000, "k8s-events", "info", `Normal Started pod/${pod(svc, 1, i)} Started container ${svc}`);
    s.emit(at + 9000, svc, "info", `${svc} ready in ${r.int(4, 9)}.${r.int(100, 999)}s`);
    s.emit(at + 12000, "k8s-events", "info", `Normal Killing pod/${pod(svc, 0, i)} Stopping container ${svc}`);
    s.emit(at + 12300, svc, "info", "received SIGTERM, draining connections (grace 30s)");
    s.emit(
      at + 14000,
      svc,
      "warn",
      `shutdown: ${r.int(1, 4)} in-flight requests completed during drain, ${r.int(0, 1)} client connections closed`,
    );
  }
}

export const QUIET: Quiet[] = [
  {
    key: "argo-rolling-deploy",
    platform: ["argocd", "k8s-events", "kubelet"],
    note: "Argo CD rolls out a new api image; pods are replaced one by one, readiness gates hold traffic, no errors for users",
    run: (c) => {
      argoSync(c, c.t0, c.e.api.name, c.r.hex(7), "image tag bump");
      rollout(c, c.e.api.name, c.t0 + 3000, 4);
    },
  },
  {
    key: "node-drain-cordon",
    platform: ["kubelet", "k8s-events", "kube-scheduler"],
    note: "an operator cordons and drains a node for kernel patching; PDBs are respected and pods reschedule cleanly",
    run: (c) => {
      const { s, e, r, t0 } = c;
      const node = `ip-10-1-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal`;
      s.emit(
        t0,
        "k8s-events",
        "info",
        `Normal NodeNotSchedulable node/${node} Node ${node} status is now: NodeNotSchedulable`,
      );
      for (const [i, x] of [e.api2.name, e.worker.name, e.extra[0].name].entries()) {
        s.emit(t0 + 5000 + i * 20000, "k8s-events", "info", `Normal Killing pod/${pod(x)} Stopping container ${x}`);
        s.emit(
          t0 + 5200 + i * 20000,
          "kube-scheduler",
          "info",
          `schedule_one.go:252] "Successfully bound pod to node" pod="${e.ns}/${pod(x, 0, 7)}" node="ip-10-1-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal" evaluatedNodes=12 feasibleNodes=9`,
        );
        s.emit(t0 + 5400 + i * 20000, x, "info", "received SIGTERM, finishing in-flight work");
        s.emit(t0 + 14000 + i * 20000, x, "info", `started, listening on :8080`);
      }
      s.emit(
        t0 + 2500,
        "kubelet",
        "warn",
        `eviction.go:... ] "Cannot evict pod as it would violate the pod's disruption budget." pod="${e.ns}/${pod(e.api2.name, 0, 1)}"`.replace(
          "... ",
          "184",
        ),
      );
      s.emit(
        t0 + 8 * min,
        "k8s-events",
        "info",
        `Normal NodeSchedulable node/${node} Node ${node} status is now: NodeSchedulable`,
      );
    },
  },
  {
    key: "hpa-up-and-down",
    platform: ["kube-controller-manager", "k8s-events", "cluster-autoscaler"],
    note: "the morning peak scales the api from 4 to 9 replicas and back down; no saturation, no errors",
    run: (c) => {
      const { s, e, t0 } = c;
      const x = e.api.name;
      [5, 7, 9].forEach((n, i) => {
        s.emit(
          t0 + i * 60 * sec,
          "k8s-events",
          "info",
          `Normal SuccessfulRescale horizontalpodautoscaler/${x} New size: ${n}; reason: cpu resource utilization (percentage of request) above target`,
        );
      });
      s.emit(
        t0 + 5 * min,
        "k8s-events",
        "info",
        `Normal SuccessfulRescale horizontalpodautoscaler/${x} New size: 6; reason: All metrics below target`,
      );
      s.emit(
        t0 + 8 * min,
        "k8s-events",
        "info",
        `Normal SuccessfulRescale horizontalpodautoscaler/${x} New size: 4; reason: All metrics below target`,
      );
    },
  },
  {
    key: "cert-manager-renewal",
    platform: ["cert-manager", "ingress-nginx", "k8s-events"],
    note: "cert-manager renews the edge TLS certificate 30 days before expiry; ingress-nginx reloads with the new secret",
    run: ({ s, e, r, t0 }) => {
      s.emit(
        t0,
        "cert-manager",
        "info",
        `trigger_controller.go:215] "cert-manager/certificates-trigger: Certificate must be re-issued" key="${e.ns}/${e.edge.name}-tls" reason="Renewing" message="Renewing certificate as renewal was scheduled at ${new Date(t0).toISOString()}"`,
      );
      s.emit(
        t0 + 900,
        "cert-manager",
        "info",
        `"cert-manager/certificaterequests-issuer-acme: created Order resource" resource_name="${e.edge.name}-tls-${r.int(1, 9)}" order="${e.edge.name}-tls-${r.int(1, 9)}-${r.int(1000000000, 2999999999)}"`,
      );
      s.emit(
        t0 + 8000,
        "cert-manager",
        "warn",
        `sync.go:190] "cert-manager/challenges: propagation check failed" err="wrong status code '503', expected '200'" dnsName="api.${e.domain}" type="HTTP-01"`,
      );
      s.emit(
        t0 + 18000,
        "cert-manager",
        "info",
        `"cert-manager/challenges: Challenge scheduled for processing" dnsName="api.${e.domain}" type="HTTP-01" state=valid`,
      );
      s.emit(
        t0 + 26000,
        "k8s-events",
        "info",
        `Normal Issuing certificate/${e.edge.name}-tls The certificate has been successfully issued`,
      );
      s.emit(t0 + 27000, "ingress-nginx", "info", `controller.go:210] "Backend successfully reloaded"`);
    },
  },
  {
    key: "slow-image-pull-once",
    platform: ["kubelet", "k8s-events", "kube-scheduler"],
    note: "one pod of a worker takes 94s to pull its image on a fresh node (slow registry mirror); it starts fine, others kept serving",
    run: ({ s, e, r, t0 }) => {
      const x = e.worker.name;
      s.emit(
        t0,
        "k8s-events",
        "info",
        `Normal Pulling pod/${pod(x, 0, 4)} Pulling image "registry.${e.domain}/${x}:1.${r.int(10, 40)}.0"`,
      );
      s.emit(
        t0 + 60 * sec,
        "kubelet",
        "warn",
        `kuberuntime_image.go:56] "Pulling image is taking longer than expected" image="registry.${e.domain}/${x}" elapsed="1m0s"`,
      );
      s.emit(
        t0 + 94 * sec,
        "k8s-events",
        "info",
        `Normal Pulled pod/${pod(x, 0, 4)} Successfully pulled image "registry.${e.domain}/${x}:1.21.0" in 1m34.2s (1m34.2s including waiting)`,
      );
      s.emit(t0 + 97 * sec, x, "info", "worker ready, concurrency=8");
    },
  },
  {
    key: "cronjob-completed-with-warning",
    platform: ["k8s-events", "kube-controller-manager"],
    extra: ["cron"],
    note: "the nightly report CronJob runs, logs a warning about 3 skipped rows, and completes successfully",
    run: ({ s, e, r, t0 }) => {
      const j = `${e.job}-${r.int(29000000, 29999999)}`;
      s.emit(t0, "k8s-events", "info", `Normal SuccessfulCreate cronjob/${e.job} Created job ${j}`);
      s.emit(t0 + 2000, e.worker.name, "info", `report ${j}: started`);
      s.emit(
        t0 + 50 * sec,
        e.worker.name,
        "warn",
        `report ${j}: skipped 3 rows with missing region (ids ${r.int(1000, 9999)}, ${r.int(1000, 9999)}, ${r.int(1000, 9999)})`,
      );
      s.emit(t0 + 70 * sec, e.worker.name, "info", `report ${j}: wrote ${r.int(10000, 90000)} rows in 68.2s`);
      s.emit(t0 + 72 * sec, "k8s-events", "info", `Normal Completed job/${j} Job completed`);
      s.emit(
        t0 + 73 * sec,
        "k8s-events",
        "info",
        `Normal SawCompletedJob cronjob/${e.job} Saw completed job: ${j}, condition: Complete`,
      );
      s.every(s.start, s.end, 60000, "cron", "info", () => `(root) CMD (/usr/lib/sa/sa1 1 1)`);
    },
  },
  {
    key: "autoscaler-scaleup-pending-resolves",
    platform: ["cluster-autoscaler", "kube-scheduler", "k8s-events"],
    note: "a batch deployment briefly cannot schedule (0/12 nodes Insufficient memory); cluster-autoscaler adds two nodes and the pods start",
    run: ({ s, e, r, t0 }) => {
      const x = e.worker.name;
      s.emit(
        t0,
        "kube-scheduler",
        "info",
        `schedule_one.go:1004] "Unable to schedule pod; no fit; waiting" pod="${e.ns}/${pod(x, 0, 5)}" err="0/12 nodes are available: 12 Insufficient memory. preemption: 0/12 nodes are available: 12 No preemption victims found for incoming pod."`,
      );
      s.emit(
        t0 + 200,
        "k8s-events",
        "warn",
        `Warning FailedScheduling pod/${pod(x, 0, 5)} 0/12 nodes are available: 12 Insufficient memory. preemption: 0/12 nodes are available: 12 No preemption victims found for incoming pod.`,
      );
      s.emit(
        t0 + 9000,
        "cluster-autoscaler",
        "info",
        `scale_up.go:477] Final scale-up plan: [{eks-workers-${r.hex(8)} 12->14 (max: 20)}]`,
      );
      s.emit(
        t0 + 9100,
        "k8s-events",
        "info",
        `Normal TriggeredScaleUp pod/${pod(x, 0, 5)} pod triggered scale-up: [{eks-workers-${r.hex(8)} 12->14 (max: 20)}]`,
      );
      s.emit(
        t0 + 110 * sec,
        "kube-scheduler",
        "info",
        `schedule_one.go:252] "Successfully bound pod to node" pod="${e.ns}/${pod(x, 0, 5)}" node="ip-10-1-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal" evaluatedNodes=14 feasibleNodes=2`,
      );
      s.emit(t0 + 125 * sec, x, "info", "worker ready, concurrency=8");
    },
  },
  {
    key: "external-secrets-rotation-reloaded",
    platform: ["external-secrets", "k8s-events", "kubelet"],
    note: "external-secrets rotates the api's database password; Reloader restarts the pods and they connect with the new secret",
    run: (c) => {
      const { s, e, r, t0 } = c;
      s.emit(
        t0,
        "external-secrets",
        "info",
        `rotated secret value detected, updating Secret ${e.ns}/${e.api.name}-db ExternalSecret=${e.ns}/${e.api.name}-db provider=aws-secretsmanager version=AWSCURRENT`,
      );
      s.emit(
        t0 + 1500,
        "k8s-events",
        "info",
        `Normal Reloaded deployment/${e.api.name} Changes detected in secret ${e.api.name}-db; rolling restart triggered by reloader`,
      );
      rollout(c, e.api.name, t0 + 3000, 3);
      s.emit(
        t0 + 4000,
        e.db,
        "info",
        `LOG:  connection authorized: user=${e.api.name.replace(/-/g, "_")}_app database=app SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)`,
      );
      s.emit(
        t0 + 30 * sec,
        e.db,
        "info",
        `LOG:  connection authorized: user=${e.api.name.replace(/-/g, "_")}_app database=app SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)`,
      );
      s.emit(
        t0 + 3000 + r.int(1, 5) * 1000,
        e.api.name,
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5e1c2d (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
    },
  },
  {
    key: "backup-job-ok",
    platform: ["k8s-events", "kubelet"],
    extra: ["db-backup"],
    note: "the scheduled pg_basebackup runs and uploads to object storage; one slow-upload retry that succeeds",
    run: ({ s, e, r, t0 }) => {
      s.emit(t0, "db-backup", "info", `pg_basebackup: initiating base backup, waiting for checkpoint to complete`);
      s.emit(t0 + 4000, "db-backup", "info", `pg_basebackup: checkpoint completed`);
      s.emit(t0 + 4100, e.db, "info", `LOG:  checkpoint starting: force wait`);
      s.every(
        t0 + 5000,
        t0 + 4 * min,
        20000,
        "db-backup",
        "info",
        (i) => `uploaded part ${i + 1} of ${e.db}-base-${r.hex(6)}.tar.zst (${r.int(60, 128)} MiB)`,
      );
      s.emit(
        t0 + 90 * sec,
        "db-backup",
        "warn",
        `upload part 5: RequestTimeout: Your socket connection to the server was not read from or written to within the timeout period; retrying (1/5)`,
      );
      s.emit(t0 + 95 * sec, "db-backup", "info", `upload part 5 retried successfully`);
      s.emit(
        t0 + 4 * min + 5000,
        "db-backup",
        "info",
        `backup complete: 1.${r.int(1, 9)} GiB in 245s, WAL up to 1A/${r.hex(8).toUpperCase()}`,
      );
    },
  },
  {
    key: "flux-config-reconcile",
    platform: ["flux", "k8s-events", "kubelet"],
    note: "Flux reconciles an unrelated HelmRelease (chart patch bump for the noisy service); one dry-run warning about a deprecated field",
    run: ({ s, e, r, t0 }) => {
      s.emit(
        t0,
        "flux",
        "info",
        `HelmRelease ${e.ns}/${e.noisy.name} upgrade succeeded: Helm upgrade succeeded for release ${e.ns}/${e.noisy.name}.v${r.int(10, 90)} with chart ${e.noisy.name}@1.4.${r.int(1, 9)}`,
      );
      s.emit(
        t0 - 3000,
        "flux",
        "warn",
        `dry-run warning: spec.template.spec.containers[0].resources.limits: deprecated field "ephemeral-storage" ignored by admission (HelmRelease ${e.ns}/${e.noisy.name})`,
      );
      s.emit(t0 + 15 * sec, e.noisy.name, "info", "started, version 1.4.2");
    },
  },
  {
    key: "mesh-sidecar-upgrade",
    platform: ["istio-proxy", "k8s-events", "argocd"],
    note: "istio sidecars are upgraded by a rolling restart; a handful of DC (downstream disconnect) access lines during drain, no user errors",
    run: (c) => {
      const { s, e, r, t0 } = c;
      argoSync(c, t0, "istio-system", r.hex(7), "istiod 1.22.3 -> 1.22.5");
      for (let i = 0; i < 4; i++)
        s.emit(
          t0 + 30 * sec + i * 8000,
          "istio-proxy",
          "info",
          envoy(r, t0 + 30 * sec + i * 8000, e, e.api2.name, "GET", "/internal/v1/lookup", 0, "DC"),
        );
      s.emit(
        t0 + 20 * sec,
        "istio-proxy",
        "warn",
        `Envoy proxy is NOT ready: config received from XDS server, but not yet applied (gRPC config stream to istiod closed: 0, )`,
      );
      s.emit(t0 + 24 * sec, "istio-proxy", "info", `Envoy proxy is ready`);
      s.emit(
        t0 + 21 * sec,
        "k8s-events",
        "info",
        `Normal Killing pod/${pod(e.api2.name, 0, 1)} Stopping container istio-proxy`,
      );
      s.emit(
        t0 + 22 * sec,
        "k8s-events",
        "info",
        `Normal Started pod/${pod(e.api2.name, 1, 1)} Started container istio-proxy`,
      );
    },
  },
  {
    key: "terraform-plan-noop-and-kernel-noise",
    platform: ["kernel", "systemd", "k8s-events"],
    extra: ["atlantis"],
    note: "an operator runs terraform plan/apply for tags only; the node logs routine kernel and journald messages; nothing user-facing",
    run: ({ s, e, r, t0 }) => {
      s.emit(
        t0,
        "atlantis",
        "info",
        `Running "terraform plan" in dir: "envs/prod/${e.ns}" workspace: "default" (PR #${r.int(800, 2400)})`,
      );
      s.emit(t0 + 40 * sec, "atlantis", "info", "Plan: 0 to add, 3 to change, 0 to destroy.");
      s.emit(
        t0 + 41 * sec,
        "atlantis",
        "warn",
        `Warning: Argument is deprecated: Use the aws_s3_bucket_lifecycle_configuration resource instead`,
      );
      s.emit(t0 + 3 * min, "atlantis", "info", "Apply complete! Resources: 0 added, 3 changed, 0 destroyed.");
      s.emit(
        t0 + 20 * sec,
        "kernel",
        "info",
        `audit: type=1400 audit(${Math.floor(t0 / 1000)}.${r.int(100, 999)}:${r.int(100, 999)}): apparmor="STATUS" operation="profile_replace" profile="unconfined" name="cri-containerd.apparmor.d" pid=${r.int(10000, 60000)} comm="apparmor_parser"`,
      );
      s.emit(t0 + 22 * sec, "kernel", "info", `eth0: renamed from tmp${r.int(10000, 99999)} (peer ${ipOf(r)})`);
      s.emit(
        t0 + 60 * sec,
        "systemd",
        "info",
        "Starting systemd-tmpfiles-clean.service - Cleanup of Temporary Directories...",
      );
      s.emit(t0 + 61 * sec, "systemd", "info", "systemd-tmpfiles-clean.service: Deactivated successfully.");
    },
  },
];
