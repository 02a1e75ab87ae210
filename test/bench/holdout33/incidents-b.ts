// Incident scripts, part two: memory, network, null_reference.
import { envoy } from "./estates.js";
import type { Incident } from "./incidents-a.js";
import { argoSync, crashLoop, edgeFails, ipOf, min, pod, sec } from "./kit.js";

export const PART_B: Incident[] = [
  // ---------------- memory ----------------
  {
    key: "node-memory-pressure-eviction",
    category: "memory",
    platform: ["kubelet", "k8s-events", "kube-scheduler"],
    origin: (e) => e.api2.name,
    hints: ["memory", "evict", "memorypressure", "oom"],
    sev: "high",
    note: (e) =>
      `${e.api2.name} (no memory limit) grew its in-process cache to 11 GiB; the node hit MemoryPressure and kubelet evicted it and two neighbours`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api2.name;
      s.every(
        t0 - 4 * min,
        t0 + 20 * sec,
        30000,
        x,
        "warn",
        (i) => `cache size ${6 + i}.${r.int(0, 9)} GiB (${r.int(1, 9)}M entries), eviction policy none`,
      );
      s.emit(
        t0,
        "kubelet",
        "warn",
        `eviction_manager.go:369] "Eviction manager: attempting to reclaim" resourceName="memory"`,
      );
      s.emit(
        t0 + 100,
        "kubelet",
        "info",
        `eviction_manager.go:398] "Eviction manager: pods ranked for eviction" pods=["${e.ns}/${pod(x)}","${e.ns}/${pod(e.extra[0].name)}","${e.ns}/${pod(e.worker.name)}"]`,
      );
      s.emit(
        t0 + 400,
        "k8s-events",
        "warn",
        `Warning Evicted pod/${pod(x)} The node was low on resource: memory. Threshold quantity: 100Mi, available: 61412Ki. Container ${x} was using 11534336Ki, request is 2Gi, has larger consumption of memory.`,
      );
      s.emit(
        t0 + 500,
        "k8s-events",
        "warn",
        `Warning Evicted pod/${pod(e.extra[0].name)} The node was low on resource: memory. Threshold quantity: 100Mi, available: 88120Ki. Container ${e.extra[0].name} was using 402112Ki, request is 512Mi, has larger consumption of memory.`,
      );
      s.emit(
        t0 + 600,
        "k8s-events",
        "warn",
        `Warning NodeHasInsufficientMemory node/ip-10-3-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal Node status is now: NodeHasInsufficientMemory`,
      );
      s.every(
        t0 + 3000,
        end,
        30000,
        "kube-scheduler",
        "info",
        () =>
          `schedule_one.go:1004] "Unable to schedule pod; no fit; waiting" pod="${e.ns}/${pod(x, 0, 2)}" err="0/12 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/memory-pressure: }, 11 Insufficient memory. preemption: 0/12 nodes are available: 12 No preemption victims found for incoming pod."`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.55);
      s.every(
        t0 + 1000,
        end,
        1100,
        e.api.name,
        "error",
        () => `call to ${x} failed: connect ECONNREFUSED ${ipOf(r)}:8080 (1/3 endpoints ready)`,
      );
      edgeFails(
        { s, e, r, t0, end },
        t0 + 1500,
        end,
        1800,
        (p) => `GET ${p} -> 503 in ${r.int(3, 50)}ms (${e.api.name} unavailable)`,
      );
    },
  },
  {
    key: "cgroup-oom-kill-java",
    category: "memory",
    platform: ["kernel", "kubelet", "k8s-events"],
    origin: (e) => e.api.name,
    hints: ["oom", "memory", "killed", "oomkilled"],
    sev: "high",
    note: (e) =>
      `${e.api.name}'s JVM off-heap (Netty direct buffers) grows past the container limit; the kernel OOM-kills it every few minutes (OOMKilled, restarts)`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api.name;
      for (let t = t0, k = 0; t < end; t += r.int(70, 150) * sec, k++) {
        const pid = r.int(10000, 60000);
        s.emit(
          t - 20 * sec,
          x,
          "warn",
          `LEAK: ByteBuf.release() was not called before it's garbage-collected. Recent access records: ${r.int(2, 9)}`,
        );
        s.emit(
          t,
          "kernel",
          "warn",
          `java invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=${r.int(900, 999)}`,
        );
        s.emit(
          t + 2,
          "kernel",
          "error",
          `Memory cgroup out of memory: Killed process ${pid} (java) total-vm:${r.int(7000000, 9000000)}kB, anon-rss:${r.int(2050000, 2097000)}kB, file-rss:${r.int(10000, 30000)}kB, shmem-rss:0kB, UID:1000 pgtables:${r.int(4000, 9000)}kB oom_score_adj:${r.int(900, 999)}`,
        );
        s.emit(
          t + 5,
          "kernel",
          "info",
          `oom_reaper: reaped process ${pid} (java), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB`,
        );
        s.emit(
          t + 900,
          "k8s-events",
          "warn",
          `Warning BackOff pod/${pod(x, 0, k % 3)} Back-off restarting failed container ${x} (last state: Terminated reason=OOMKilled exitCode=137)`,
        );
        s.emit(
          t + 1200,
          "kubelet",
          "info",
          `kubelet.go:2489] "SyncLoop (PLEG): event for pod" pod="${e.ns}/${pod(x, 0, k % 3)}" event={"Type":"ContainerDied"}`,
        );
        s.emit(
          t + 12000,
          x,
          "info",
          `Started Application in ${r.int(9, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(10, 20)}.4)`,
        );
        for (let j = 0; j < 12; j++)
          s.emit(
            t + 100 + j * 700,
            e.edge.name,
            "error",
            `${r.pick(["GET", "POST"])} ${r.pick(e.paths)} -> 502 in ${r.int(1, 30)}ms (upstream ${x} connection reset)`,
          );
      }
    },
  },
  {
    key: "jvm-heap-oom-batch",
    category: "memory",
    platform: ["kubelet", "cluster-autoscaler"],
    origin: (e) => e.api2.name,
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: (e) =>
      `a nightly export endpoint loads a whole result set into ${e.api2.name}'s heap; GC thrashes and it throws java.lang.OutOfMemoryError: Java heap space`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api2.name;
      s.every(
        t0 - 60 * sec,
        t0,
        8000,
        x,
        "warn",
        (i) =>
          `[gc] Pause Full (G1 Compaction Pause) ${3400 + i * 20}M->${3300 + i * 25}M(4096M) ${r.int(900, 2500)}.${r.int(100, 999)}ms`,
      );
      s.every(
        t0,
        end,
        1500,
        x,
        "error",
        () => `Servlet.service() for servlet [dispatcherServlet] threw exception`,
        0.4,
      );
      s.every(
        t0 + 200,
        end,
        1500,
        x,
        "error",
        () =>
          `java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat org.hibernate.sql.results.spi.ListResultsConsumer.consume(ListResultsConsumer.java:198)`,
      );
      s.every(t0 + 300, end, 5000, x, "warn", () => `[gc] GC overhead: ${r.int(92, 99)}% of time in GC over last 10s`);
      s.every(t0 + 800, end, 1200, e.api.name, "error", () => `call to ${x} failed: timeout after 10000ms`);
      s.healthy = (t) => (t < t0 ? 1 : 0.5);
    },
  },
  {
    key: "redis-maxmemory-oom",
    category: "memory",
    platform: ["kubelet", "argocd"],
    origin: (e) => e.cache,
    hints: ["maxmemory", "oom", "memory", "redis"],
    sev: "high",
    note: (e) =>
      `${e.cache} reached maxmemory with policy noeviction; every write command is refused with OOM and ${e.api.name} cannot store sessions`,
    run: ({ s, e, r, t0, end }) => {
      s.every(t0 - 3 * min, t0, 20000, e.cache, "warn", (i) =>
        `WARNING: used_memory ${3.6 + i * 0.05} GB is close to maxmemory 4gb (policy noeviction)`.replace(
          /(\d\.\d{2})\d+/,
          "$1",
        ),
      );
      s.every(
        t0,
        end,
        5000,
        e.cache,
        "warn",
        () =>
          `OOM command not allowed when used memory > 'maxmemory'. (client id=${r.int(1000, 9999)} addr=${ipOf(r)}:${r.int(30000, 60000)} cmd=set)`,
      );
      s.every(
        t0 + 200,
        end,
        800,
        e.api.name,
        "error",
        () =>
          `ReplyError: OOM command not allowed when used memory > 'maxmemory'. command=SET args=["sess:${r.hex(16)}", "...", "EX", "3600"]`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.4);
      edgeFails(
        { s, e, r, t0, end },
        t0 + 500,
        end,
        1200,
        (p) => `POST ${p} -> 500 in ${r.int(3, 40)}ms (${e.api.name} error)`,
      );
    },
  },
  // ---------------- network ----------------
  {
    key: "networkpolicy-blocks-namespace",
    category: "network",
    platform: ["argocd", "kubelet", "coredns"],
    origin: (e) => e.api.name,
    hints: ["networkpolicy", "timeout", "network", "connect", "etimedout", "egress"],
    sev: "high",
    note: (e) =>
      `a default-deny-egress NetworkPolicy was synced into ${e.api.name}'s namespace without an allow rule for ${e.cache}'s port; its connections now hang and time out`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(c, t0 - 6 * sec, e.api.name, r.hex(7), "networkpolicy.yaml: default-deny-egress");
      s.emit(
        t0 - 4 * sec,
        "argocd",
        "info",
        `NetworkPolicy.networking.k8s.io/${e.api.name}-default-deny-egress created application=argocd/${e.api.name}`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.35);
      s.every(
        t0,
        end,
        900,
        e.api.name,
        "error",
        () => `connect ETIMEDOUT ${ipOf(r)}:6379 (${e.cache}.${e.ns}.svc.cluster.local)`,
      );
      s.every(
        t0 + 300,
        end,
        1600,
        e.api.name,
        "error",
        () => `dial tcp ${ipOf(r)}:8080: i/o timeout calling ${e.api2.name}`,
      );
      edgeFails(
        c,
        t0 + 5000,
        end,
        1200,
        (p) => `GET ${p} -> 504 in ${r.int(10000, 10050)}ms (${e.api.name} did not answer)`,
      );
    },
  },
  {
    key: "conntrack-table-full",
    category: "network",
    platform: ["kernel", "kubelet", "istio-proxy"],
    origin: () => "kernel",
    hints: ["conntrack", "dropping packet", "network", "table full"],
    sev: "high",
    note: (e) =>
      `the nf_conntrack table on the node hosting ${e.api.name} and ${e.api2.name} filled up; the kernel drops new connections and callers see connection timeouts and resets`,
    run: ({ s, e, r, t0, end }) => {
      s.every(t0, end, 700, "kernel", "warn", () => `nf_conntrack: nf_conntrack: table full, dropping packet`);
      s.every(t0 + 5000, end, 5000, "kernel", "warn", () => `net_ratelimit: ${r.int(200, 2000)} callbacks suppressed`);
      s.healthy = (t) => (t < t0 ? 1 : 0.6);
      s.every(t0 + 300, end, 1000, "istio-proxy", "warn", (_i, t) =>
        envoy(r, t, e, e.api2.name, "GET", "/internal/v1/lookup", 503, "UF", r.int(1000, 3000)),
      );
      s.every(
        t0 + 400,
        end,
        1300,
        e.api.name,
        "error",
        () =>
          `upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 110 (calling ${e.api2.name})`,
      );
      s.every(t0 + 600, end, 2500, e.api2.name, "error", () => `dial tcp ${e.db}:5432: connect: connection timed out`);
      edgeFails(
        { s, e, r, t0, end },
        t0 + 900,
        end,
        1600,
        (p) => `GET ${p} -> 503 in ${r.int(1000, 3100)}ms (upstream ${e.api.name})`,
      );
    },
  },
  {
    key: "coredns-upstream-timeouts",
    category: "network",
    platform: ["coredns", "kubelet", "k8s-events"],
    origin: () => "coredns",
    hints: ["dns", "eai_again", "resolve", "lookup", "network"],
    sev: "high",
    note: () =>
      "CoreDNS was scaled to one replica by an operator and its upstream forwarder times out; lookups fail cluster-wide with EAI_AGAIN / i/o timeout",
    run: ({ s, e, r, t0, end }) => {
      s.emit(
        t0 - 60 * sec,
        "k8s-events",
        "info",
        `Normal ScalingReplicaSet deployment/coredns Scaled down replica set coredns-5d78c9869d to 1 from 3`,
      );
      s.every(
        t0,
        end,
        600,
        "coredns",
        "error",
        () =>
          `[ERROR] plugin/errors: 2 ${r.pick([e.db, e.cache, e.api2.name, e.vendor.host])}${r.chance(0.7) ? `.${e.ns}.svc.cluster.local` : ""}. A: read udp ${ipOf(r)}:${r.int(30000, 60000)}->10.0.0.2:53: i/o timeout`,
      );
      s.every(
        t0 + 10000,
        end,
        15000,
        "coredns",
        "warn",
        () =>
          `[WARNING] plugin/health: Local health request to "http://:8080/health" took more than 1s: 1.${r.int(100, 900)}s`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.5);
      s.every(
        t0 + 300,
        end,
        1100,
        e.api.name,
        "error",
        () => `getaddrinfo EAI_AGAIN ${e.api2.name}.${e.ns}.svc.cluster.local`,
      );
      s.every(
        t0 + 500,
        end,
        1700,
        e.api2.name,
        "error",
        () =>
          `dial tcp: lookup ${e.db}.${e.ns}.svc.cluster.local on 10.96.0.10:53: read udp ${ipOf(r)}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      );
      s.every(
        t0 + 700,
        end,
        2500,
        e.worker.name,
        "error",
        () => `socket.gaierror: [Errno -3] Temporary failure in name resolution`,
      );
    },
  },
  {
    key: "cert-manager-renewal-failed-expired",
    category: "network",
    platform: ["cert-manager", "ingress-nginx", "istio-proxy"],
    origin: () => "cert-manager",
    hints: ["certificate", "x509", "expired", "tls", "acme"],
    sev: "high",
    note: (e) =>
      `cert-manager could not complete the HTTP-01 challenge for api.${e.domain} (404 from the solver) and the certificate expired; clients now fail the TLS handshake`,
    run: ({ s, e, r, t0, end }) => {
      s.every(
        s.start,
        end,
        30000,
        "cert-manager",
        "error",
        () =>
          `sync.go:190] "cert-manager/challenges: propagation check failed" err="wrong status code '404', expected '200'" dnsName="api.${e.domain}" type="HTTP-01" resource_name="${e.edge.name}-tls-${r.int(1000000000, 2999999999)}" resource_namespace="${e.ns}"`,
      );
      s.emit(
        t0,
        "cert-manager",
        "warn",
        `Certificate ${e.ns}/${e.edge.name}-tls is not Ready: "The certificate has expired" (notAfter ${new Date(t0).toISOString().slice(0, 19)}Z)`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.3);
      s.every(
        t0 + 200,
        end,
        900,
        "ingress-nginx",
        "warn",
        () =>
          `*${r.int(100000, 999999)} SSL_do_handshake() failed (SSL: error:0A000415:SSL routines::sslv3 alert certificate expired:SSL alert number 45) while SSL handshaking, client: ${ipOf(r)}, server: 0.0.0.0:443`,
      );
      s.every(
        t0 + 400,
        end,
        1400,
        e.extra[0].name,
        "error",
        () =>
          `request to https://api.${e.domain}/v1/callback failed, reason: certificate has expired (CERT_HAS_EXPIRED)`,
      );
      s.every(
        t0 + 600,
        end,
        2600,
        e.api.name,
        "error",
        () =>
          `Post "https://api.${e.domain}/internal/notify": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time ${new Date(t0 + 60000).toISOString().slice(0, 19)}Z is after ${new Date(t0).toISOString().slice(0, 19)}Z`,
      );
    },
  },
  // ---------------- null_reference ----------------
  {
    key: "node-typeerror-after-rollout",
    category: "null_reference",
    platform: ["argocd", "kubelet", "k8s-events"],
    origin: (e) => e.extra[0].name,
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: (e) =>
      `Argo CD rolled out ${e.extra[0].name} v4.2.0, which reads account.plan.tier for accounts that have no plan; the handler throws TypeError and returns 500`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      const x = e.extra[0].name;
      argoSync(c, t0 - 40 * sec, x, r.hex(7), "image tag 4.1.3 -> 4.2.0");
      s.emit(
        t0 - 30 * sec,
        "k8s-events",
        "info",
        `Normal Pulled pod/${pod(x, 1)} Successfully pulled image "registry.${e.domain}/${x}:4.2.0" in 2.3s (2.3s including waiting)`,
      );
      s.every(t0, end, 1300, x, "error", () => `TypeError: Cannot read properties of undefined (reading 'tier')`, 0.4);
      s.every(
        t0 + 1,
        end,
        1300,
        x,
        "error",
        () =>
          `    at resolveLimits (/app/dist/accounts/limits.js:41:37)\n    at async Router.handle (/app/dist/http/router.js:88:14)`,
        0.4,
      );
      s.every(
        t0 + 400,
        end,
        2000,
        e.api.name,
        "warn",
        () => `call to ${x} failed: HTTP 500 Internal Server Error, continuing without enrichment`,
      );
    },
  },
  {
    key: "go-operator-nil-pointer-crashloop",
    category: "null_reference",
    platform: ["kubelet", "k8s-events", "kube-apiserver"],
    extra: () => ["tenant-operator"],
    origin: () => "tenant-operator",
    hints: ["nil pointer", "nil", "panic", "segmentation"],
    sev: "medium",
    note: (e) =>
      `tenant-operator panics with a nil pointer dereference on a Tenant resource without spec.quota; it crash-loops and no new tenants in ${e.ns} are provisioned`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      s.every(
        s.start,
        t0,
        20000,
        "tenant-operator",
        "info",
        () =>
          `"Reconciling Tenant" controller=tenant controllerGroup=platform.${e.domain} Tenant="t-${r.int(100, 999)}" reconcileID="${r.hex(8)}-${r.hex(4)}"`,
      );
      s.every(
        t0,
        end,
        25000,
        "tenant-operator",
        "error",
        () => `panic: runtime error: invalid memory address or nil pointer dereference [recovered]`,
        0.1,
      );
      s.every(
        t0 + 5,
        end,
        25000,
        "tenant-operator",
        "error",
        () =>
          `[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x1a3f2c4]\n\ngoroutine 214 [running]:\ngithub.com/${e.company.split(" ")[0].toLowerCase()}/tenant-operator/internal/controller.(*TenantReconciler).applyQuota(0xc000512a80, {0x22c1e48, 0xc0009c1c20}, 0xc000b16000)\n\t/workspace/internal/controller/tenant_controller.go:187 +0x84`,
        0.1,
      );
      crashLoop(c, "tenant-operator", t0 + 1000, end, "Error", 2);
      s.every(
        t0 + 30 * sec,
        end,
        20000,
        e.edge.name,
        "warn",
        () => `signup ${r.hex(6)} waiting for tenant provisioning for ${r.int(30, 400)}s`,
      );
    },
  },
  {
    key: "java-npe-missing-optional-config",
    category: "null_reference",
    platform: ["flux", "kubelet", "istio-proxy"],
    origin: (e) => e.api2.name,
    hints: ["nullpointerexception", "null", "npe"],
    sev: "medium",
    note: (e) =>
      `${e.api2.name} dereferences request.getRegion() which is null for requests from the new EU edge; a NullPointerException fails those requests`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api2.name;
      s.every(
        t0,
        end,
        1200,
        x,
        "error",
        () =>
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "String.toUpperCase()" because the return value of "${e.company.split(" ")[0].toLowerCase()}.api.LookupRequest.getRegion()" is null] with root cause`,
        0.4,
      );
      s.every(
        t0 + 1,
        end,
        1200,
        x,
        "error",
        () =>
          `java.lang.NullPointerException: Cannot invoke "String.toUpperCase()" because the return value of "LookupRequest.getRegion()" is null\n\tat ${e.company.split(" ")[0].toLowerCase()}.api.RegionRouter.route(RegionRouter.java:58)\n\tat ${e.company.split(" ")[0].toLowerCase()}.api.LookupController.lookup(LookupController.java:33)`,
        0.4,
      );
      s.every(t0 + 300, end, 1500, "istio-proxy", "info", (_i, t) =>
        envoy(r, t, e, x, "GET", "/internal/v1/lookup", 500, "-"),
      );
      s.every(t0 + 500, end, 2000, e.api.name, "error", () => `call to ${x} failed: HTTP 500 Internal Server Error`);
    },
  },
  {
    key: "python-nonetype-webhook",
    category: "null_reference",
    platform: ["kubelet", "ingress-nginx"],
    origin: (e) => e.worker.name,
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "medium",
    note: (e) =>
      `${e.worker.name} gets None from the customer lookup for guest sessions and calls .get on it; AttributeError kills every such job`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.worker.name;
      s.every(t0, end, 1800, x, "error", () => `job ${r.hex(8)} failed`, 0.4);
      s.every(
        t0 + 1,
        end,
        1800,
        x,
        "error",
        () =>
          `Traceback (most recent call last):\n  File "/app/worker/jobs.py", line 142, in run\n    prefs = customer.get("preferences", {})\nAttributeError: 'NoneType' object has no attribute 'get'`,
        0.4,
      );
      s.every(t0 + 10 * sec, end, 20000, x, "warn", () => `dead-letter queue size ${r.int(50, 900)}`);
    },
  },
];
