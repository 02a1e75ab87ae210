// Harmless noise of a developer platform that looks alarming: each kind writes its own lines, either at a constant
// rate from the first minute (`steady`) or as one episode somewhere in the window. Nothing here is broken.
import type { Ctx } from "./stream.js";

export type Noise = (c: Ctx, steady: boolean) => void;

/** an episode: `f` over `len` ms from a random start, or the whole window when steady */
function span(c: Ctx, steady: boolean, len: number, f: (from: number, to: number) => void): void {
  if (steady) {
    f(c.t0 + c.rng.int(2_000, 40_000), c.t1);
    return;
  }
  const from = c.t0 + c.rng.next() * Math.max(1, c.t1 - c.t0 - len);
  f(from, Math.min(c.t1, from + len));
}

const pyTrace = (file: string, fn: string, line: number, err: string) => [
  "Traceback (most recent call last):",
  `  File "/builds/${file}", line ${line}, in ${fn}`,
  `    assert resp.status_code == 200, resp.text`,
  err,
];

export const NOISE: Record<string, Noise> = {
  flakyTest(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 50_000 : 30_000,
        (t) => {
          const j = c.job();
          const p = c.project();
          c.emit(
            t,
            "runner",
            "error",
            `job ${j} (${p}) failed: tests/integration/test_checkout.py::test_concurrent_cart_update FAILED`,
            {
              stack: pyTrace(
                "tests/integration/test_checkout.py",
                "test_concurrent_cart_update",
                c.rng.int(80, 140),
                "AssertionError: {'detail': 'cart version conflict'}",
              ),
              errKind: "AssertionError",
            },
          );
          c.emit(
            t + 2_000,
            "ci",
            "warn",
            `job ${j} failed (script_failure); retry 1/2 scheduled (retry: when: script_failure, test marked @flaky)`,
          );
          c.emit(
            t + c.rng.int(60_000, 120_000),
            "runner",
            "info",
            `job ${j + 1} succeeded in 2m${c.rng.int(10, 59)}s exit_code=0 (retry of ${j})`,
          );
        },
        a,
        b,
      ),
    );
  },
  supersededBuilds(c, steady) {
    span(c, steady, 200_000, (a, b) =>
      c.every(
        steady ? 40_000 : 12_000,
        (t) => {
          const p = c.pipeline();
          c.emit(
            t,
            "ci",
            "warn",
            `pipeline ${p} canceled: superseded by pipeline ${p + c.rng.int(1, 3)} on ${c.project()} (auto-cancel redundant pipelines)`,
          );
          c.emit(
            t + 300,
            "runner",
            "warn",
            `job ${c.job()} received SIGTERM: job canceled by coordinator, cleaning up build dir`,
          );
        },
        a,
        b,
      ),
    );
  },
  runnerScaleDown(c, steady) {
    span(c, steady, 180_000, (a, b) =>
      c.every(
        steady ? 60_000 : 20_000,
        (t) => {
          const rid = c.runnerId();
          const j = c.job();
          c.emit(
            t,
            "runner",
            "warn",
            `instance i-0${c.rng.hex(16)} (${rid}) terminated by autoscaler: scale-in, idle capacity 31%`,
          );
          c.emit(
            t + 1200,
            "ci",
            "warn",
            `runner ${rid} went away while job ${j} was pending; job re-queued (attempt 2)`,
          );
          c.emit(t + c.rng.int(8_000, 30_000), "ci", "info", `job ${j} assigned to runner ${c.runnerId()}`);
        },
        a,
        b,
      ),
    );
  },
  knownCves(c, steady) {
    const cves = [
      ["CVE-2023-44487", "golang.org/x/net", "HIGH", "HTTP/2 rapid reset"],
      ["CVE-2024-24790", "stdlib", "CRITICAL", "net/netip IPv4-mapped"],
      ["CVE-2022-40897", "setuptools", "MEDIUM", "ReDoS in package_index"],
      ["CVE-2021-44228", "log4j-core", "CRITICAL", "JNDI lookup (base image only, class removed)"],
      ["CVE-2023-45853", "zlib1g", "CRITICAL", "MiniZip overflow, will_not_fix"],
    ] as const;
    span(c, steady, 300_000, (a, b) =>
      c.every(
        steady ? 25_000 : 9_000,
        (t) => {
          const [id, pkg, sev, what] = c.rng.pick(cves);
          c.emit(
            t,
            "scanner",
            sev === "CRITICAL" ? "error" : "warn",
            `${id} ${sev} in ${pkg} (${what}) found in ${c.est.registryHost}/${c.project()}; matches allowlist entry, not blocking`,
          );
        },
        a,
        b,
      ),
    );
  },
  branchProtection(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 45_000 : 15_000,
        (t) => {
          const p = c.project();
          c.emit(
            t,
            "git",
            "error",
            `pre-receive hook declined push to ${p} refs/heads/main: protected branch, force-push not allowed (user ${c.rng.pick(["jdoe", "m.ortiz", "ci-bot", "akhan", "lee.w"])})`,
          );
          c.emit(t + 50, "edge", "warn", `POST /${p}.git/git-receive-pack 403 ${c.rng.int(30, 90)}ms`);
        },
        a,
        b,
      ),
    );
  },
  rateLimitedToken(c, steady) {
    span(c, steady, 180_000, (a, b) =>
      c.every(
        steady ? 6_000 : 1_500,
        (t) => {
          c.emit(
            t,
            "edge",
            "warn",
            `429 Too Many Requests: token ${c.rng.pick(["renovate-bot", "jira-sync", "backstage-catalog"])} (id ${c.rng.int(1000, 1999)}) exceeded 2000 req/min, retry-after=${c.rng.int(5, 60)}s`,
          );
        },
        a,
        b,
      ),
    );
  },
  coldCache(c, steady) {
    span(c, steady, 200_000, (a, b) =>
      c.every(
        steady ? 30_000 : 10_000,
        (t) => {
          const key = `${c.rng.pick(["node-modules", "gradle", "pip", "go-mod"])}-${c.rng.hex(12)}`;
          c.emit(
            t,
            "runner",
            "warn",
            `WARNING: cache not found: ${key} (runner ${c.runnerId()} is new); downloading dependencies, this may take a while`,
          );
          c.emit(
            t + c.rng.int(40_000, 90_000),
            "runner",
            "info",
            `Created cache ${key} (${c.rng.int(80, 900)} MB) uploaded in ${c.rng.int(3, 20)}s`,
          );
        },
        a,
        b,
      ),
    );
  },
  webhookCustomer404(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 20_000 : 7_000,
        (t) => {
          const h = c.rng.int(10000, 99999);
          c.emit(
            t,
            "hooks",
            "error",
            `webhook #${h} delivery failed: POST https://ci.old-partner.example/hooks/gitlab -> 404 Not Found (attempt ${c.rng.int(1, 5)}/5, hook owned by project ${c.project()})`,
          );
        },
        a,
        b,
      ),
    );
  },
  dockerHubLimit(c, steady) {
    span(c, steady, 180_000, (a, b) =>
      c.every(
        steady ? 30_000 : 8_000,
        (t) => {
          const img = c.rng.pick(["library/postgres:16", "library/redis:7", "library/node:20", "bitnami/kafka:3.7"]);
          c.emit(
            t,
            "registry",
            "warn",
            `upstream registry-1.docker.io: toomanyrequests: You have reached your pull rate limit for ${img}; serving cached manifest (age ${c.rng.int(2, 40)}h)`,
          );
        },
        a,
        b,
      ),
    );
  },
  blobGc(c, steady) {
    span(c, steady, 150_000, (a, b) => {
      c.emit(a, "registry", "info", "garbage-collect: mark phase started (dry-run=false, delete-untagged=true)");
      c.every(
        steady ? 20_000 : 2_500,
        (t) => {
          c.emit(
            t,
            "registry",
            c.rng.chance(0.3) ? "warn" : "info",
            c.rng.chance(0.3)
              ? `garbage-collect: blob unknown sha256:${c.rng.hex(64)} referenced by deleted manifest, skipping`
              : `garbage-collect: deleting untagged manifest ${c.project()}@sha256:${c.rng.hex(12)}`,
          );
        },
        a,
        b,
      );
    });
  },
  apiDeprecation(c, steady) {
    span(c, steady, 300_000, (a, b) =>
      c.every(
        steady ? 15_000 : 6_000,
        (t) => {
          c.emit(
            t,
            "edge",
            "warn",
            `Deprecation: GET ${c.rng.pick(["/api/v3/projects", "/api/v3/builds", "/api/v4/projects/:id/builds"])} is deprecated and will be removed on 2027-03-01 (client ${c.rng.pick(["jenkins-plugin/1.5.13", "python-gitlab/2.10", "curl/7.68.0"])})`,
          );
        },
        a,
        b,
      ),
    );
  },
  certExpiry(c, steady) {
    span(c, steady, 300_000, (a, b) =>
      c.every(
        steady ? 120_000 : 60_000,
        (t) => {
          c.emit(
            t,
            "edge",
            "warn",
            `certificate for *.${c.est.gitHost} expires in ${c.rng.int(18, 21)} days (2026-12-${c.rng.int(18, 21)}); renewal scheduled by cert-manager`,
          );
        },
        a,
        b,
      ),
    );
  },
  userJobOom(c, steady) {
    span(c, steady, 200_000, (a, b) =>
      c.every(
        steady ? 70_000 : 25_000,
        (t) => {
          c.emit(
            t,
            "runner",
            "error",
            `job ${c.job()} (${c.project()}): container "build" OOMKilled, exit code 137 (limit 4Gi) - ERROR: Job failed: command terminated with exit code 137`,
          );
        },
        a,
        b,
      ),
    );
  },
  shardRelocation(c, steady) {
    span(c, steady, 180_000, (a, b) => {
      c.emit(
        a,
        "search",
        "warn",
        `cluster health yellow: ${c.rng.int(2, 8)} shards relocating after node search-${c.rng.int(0, 5)} drained for kernel patching`,
      );
      c.every(
        steady ? 40_000 : 15_000,
        (t) =>
          c.emit(
            t,
            "search",
            "warn",
            `shard [repos-v7][${c.rng.int(0, 31)}] relocating, replica unassigned (reason: NODE_LEFT), queries served from primary`,
          ),
        a,
        b,
      );
      c.emit(b - 1000, "search", "info", "cluster health green: 0 relocating, 0 unassigned");
    });
  },
  staleSdk(c, steady) {
    span(c, steady, 300_000, (a, b) =>
      c.every(
        steady ? 20_000 : 8_000,
        (t) => {
          c.emit(
            t,
            "flags",
            "warn",
            `client ${c.rng.pick(["mobile-ios 7.2", "legacy-web", "etl-worker"])} uses SDK ${c.rng.pick(["2.3.1", "2.4.0"])} (streaming unsupported), falling back to polling every 30s`,
          );
        },
        a,
        b,
      ),
    );
  },
  botLogins(c, steady) {
    span(c, steady, 150_000, (a, b) =>
      c.every(
        steady ? 5_000 : 1_200,
        (t) => {
          const ip = `${c.rng.int(45, 203)}.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}`;
          c.emit(
            t,
            "edge",
            "warn",
            `POST /users/sign_in 401 ${c.rng.int(40, 120)}ms: invalid login for "${c.rng.pick(["admin", "root", "test", "git"])}" from ${ip} (rack-attack throttle ${c.rng.int(1, 10)}/10)`,
          );
        },
        a,
        b,
      ),
    );
  },
  hugeClone(c, steady) {
    span(c, steady, 200_000, (a, b) =>
      c.every(
        steady ? 60_000 : 30_000,
        (t) => {
          c.emit(
            t,
            "git",
            "warn",
            `slow upload-pack: repo=${c.rng.pick(["ml/model-zoo", "games/assets-lfs", "vendor/chromium-mirror"])} full clone sent=${c.rng.int(3, 14)}.${c.rng.int(0, 9)}GiB took=${c.rng.int(40, 190)}s (client did not use partial clone)`,
          );
        },
        a,
        b,
      ),
    );
  },
  lfsMissing(c, steady) {
    span(c, steady, 200_000, (a, b) =>
      c.every(
        steady ? 18_000 : 6_000,
        (t) => {
          c.emit(
            t,
            "git",
            "error",
            `LFS object not found: oid=${c.rng.hex(64)} repo=games/assets-lfs (pointer committed without upload)`,
          );
        },
        a,
        b,
      ),
    );
  },
  canaryPause(c, steady) {
    span(c, steady, 300_000, (a, b) => {
      const app = c.rng.pick(c.est.apps);
      c.emit(
        a,
        "deploy",
        "warn",
        `canary ${app} step 2/4 paused: analysis run p99 latency 412ms > 400ms (1 of 3 samples), waiting for next measurement`,
      );
      c.emit(a + 60_000, "deploy", "warn", `canary ${app} analysis inconclusive, re-measuring (successRate 99.7%)`);
      c.emit(
        a + 120_000,
        "deploy",
        "info",
        `canary ${app} analysis passed (p99 288ms, successRate 99.96%), promoting to step 3/4`,
      );
      if (steady)
        c.every(
          90_000,
          (t) =>
            c.emit(
              t,
              "deploy",
              "warn",
              `canary ${app}: metric provider returned no data for 1m window, retrying query`,
            ),
          a,
          b,
        );
    });
  },
  jvmGcPause(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 30_000 : 12_000,
        (t) => {
          c.emit(
            t,
            "ci",
            "warn",
            `[gc] GC(${c.rng.int(3000, 9000)}) Pause Young (G1 Evacuation Pause) ${c.rng.int(1200, 2400)}M->${c.rng.int(400, 900)}M(4096M) ${c.rng.int(180, 420)}.${c.rng.int(100, 999)}ms`,
          );
        },
        a,
        b,
      ),
    );
  },
  podEvicted(c, steady) {
    span(c, steady, 180_000, (a, b) =>
      c.every(
        steady ? 80_000 : 40_000,
        (t) => {
          const j = c.job();
          c.emit(
            t,
            "runner",
            "error",
            `job ${j}: pod runner-${c.rng.hex(8)}-project-${c.rng.int(100, 999)}-concurrent-0 Evicted: The node was low on resource: ephemeral-storage`,
          );
          c.emit(t + 2_000, "ci", "warn", `job ${j} failed (runner_system_failure); automatic retry 1/2`);
          c.emit(
            t + c.rng.int(50_000, 100_000),
            "runner",
            "info",
            `job ${j + 2} succeeded in 4m${c.rng.int(10, 59)}s exit_code=0 (retry of ${j})`,
          );
        },
        a,
        b,
      ),
    );
  },
  archivedSchedule(c, steady) {
    span(c, steady, 300_000, (a, b) =>
      c.every(
        steady ? 30_000 : 12_000,
        (t) => {
          c.emit(
            t,
            "ci",
            "error",
            `scheduled pipeline #${c.rng.int(100, 140)} for legacy/old-portal failed to start: project is archived (owner removed); schedule left active`,
          );
        },
        a,
        b,
      ),
    );
  },
  mergeConflicts(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 30_000 : 10_000,
        (t) => {
          c.emit(
            t,
            "git",
            "error",
            `mergeability check failed for !${c.rng.int(2000, 9999)} (${c.project()}): CONFLICT (content): Merge conflict in ${c.rng.pick(["package-lock.json", "go.sum", "CHANGELOG.md", "db/schema.rb"])}`,
          );
        },
        a,
        b,
      ),
    );
  },
  unsignedCommits(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 20_000 : 8_000,
        (t) => {
          c.emit(
            t,
            "git",
            "warn",
            `signature verification: commit ${c.sha()} on ${c.project()} is not signed (policy=warn, push accepted)`,
          );
        },
        a,
        b,
      ),
    );
  },
  upstream404(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 15_000 : 5_000,
        (t) => {
          const pkg = c.rng.pick([
            "left-pad/-/left-pad-1.3.1.tgz",
            "@internal%2fui-kit",
            "colors/-/colors-1.4.44.tgz",
            "event-stream/-/event-stream-3.3.6.tgz",
          ]);
          c.emit(
            t,
            "registry",
            "error",
            `proxy npm-remote: upstream https://registry.npmjs.org/${pkg} returned 404, caching negative result for 30m`,
          );
        },
        a,
        b,
      ),
    );
  },
  slowQuery(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 40_000 : 15_000,
        (t) => {
          c.emit(
            t,
            "ci",
            "warn",
            `slow query (${c.rng.int(1000, 2900)}ms): SELECT ci_builds.* FROM ci_builds WHERE ci_builds.commit_id IN (...) AND ci_builds.retried = false /* controller:pipelines,action:show */`,
          );
        },
        a,
        b,
      ),
    );
  },
  leaderHandover(c, steady) {
    span(c, steady, 200_000, (a, b) => {
      const step = steady ? 150_000 : 1e12;
      for (let t = a; t < b; t += step) {
        c.emit(
          t,
          "ci",
          "warn",
          `leader election: lease ci-dispatcher-leader lost by ${c.n("ci")}-${c.rng.int(0, 2)} (renew deadline exceeded after node drain)`,
        );
        c.emit(
          t + 4_000,
          "ci",
          "info",
          `leader election: ${c.n("ci")}-${c.rng.int(0, 2)} acquired lease ci-dispatcher-leader, resuming dispatch (backlog ${c.rng.int(3, 40)})`,
        );
      }
    });
  },
  uploadRetry(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 20_000 : 8_000,
        (t) => {
          const part = c.rng.int(2, 40);
          c.emit(
            t,
            "runner",
            "warn",
            `artifact upload part ${part} failed: write tcp 10.${c.rng.int(0, 9)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}:${c.rng.int(30000, 60000)}: connection reset by peer; retrying (1/5) in 2s`,
          );
          c.emit(t + 2_600, "runner", "info", `artifact upload part ${part} ok after retry (${c.rng.int(8, 64)} MiB)`);
        },
        a,
        b,
      ),
    );
  },
  secretPushProtection(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 50_000 : 20_000,
        (t) => {
          c.emit(
            t,
            "git",
            "error",
            `push rejected by secret detection: ${c.rng.pick(["AWS access key", "Slack bot token", "private key (RSA)", "GCP service account key"])} found in ${c.sha()} (${c.project()}, ${c.rng.pick(["config/dev.env", "scripts/deploy.sh", "test/fixtures/key.pem"])})`,
          );
        },
        a,
        b,
      ),
    );
  },
  dockerfileFail(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 45_000 : 15_000,
        (t) => {
          c.emit(
            t,
            "runner",
            "error",
            `job ${c.job()}: ERROR: failed to solve: process "/bin/sh -c npm ci --omit=dev" did not complete successfully: exit code: 1`,
            {
              stack: [
                "#12 4.218 npm ERR! code ERESOLVE",
                "#12 4.219 npm ERR! ERESOLVE could not resolve",
                '#12 4.219 npm ERR! peer react@"^17.0.0" from react-router-dom@5.3.4',
              ],
              errKind: "BuildError",
            },
          );
        },
        a,
        b,
      ),
    );
  },
  regexBudget(c, steady) {
    span(c, steady, 200_000, (a, b) =>
      c.every(
        steady ? 25_000 : 9_000,
        (t) => {
          c.emit(
            t,
            "search",
            "warn",
            `query /(a+)+b.*/ exceeded 5s budget on ${c.rng.int(3, 12)}/48 shards; returning partial results (user ${c.rng.pick(["akhan", "intern-07", "jdoe"])})`,
          );
        },
        a,
        b,
      ),
    );
  },
  renovateFlood(c, steady) {
    span(c, steady, 180_000, (a, b) =>
      c.every(
        steady ? 20_000 : 2_500,
        (t) => {
          c.emit(
            t,
            "ci",
            "info",
            `pipeline ${c.pipeline()} created for ${c.project()} ref renovate/${c.rng.pick(["lodash", "eslint", "spring-boot", "grpc-go"])}-${c.rng.int(1, 9)}.x by renovate-bot (${c.rng.int(4, 20)} jobs)`,
          );
          if (c.rng.chance(0.2))
            c.emit(
              t + 100,
              "ci",
              "warn",
              `pipeline quota: renovate-bot created ${c.rng.int(80, 140)} pipelines in the last hour (soft limit 100)`,
            );
        },
        a,
        b,
      ),
    );
  },
  decommissionedRunner(c, steady) {
    span(c, steady, 300_000, (a, b) =>
      c.every(
        steady ? 15_000 : 6_000,
        (t) => {
          c.emit(
            t,
            "ci",
            "error",
            `runner heartbeat check failed for r-legacy-0${c.rng.int(3, 7)} (last contact 2026-10-${c.rng.int(10, 30)}): runner offline; marked stale (decommissioned host, not yet removed)`,
          );
        },
        a,
        b,
      ),
    );
  },
  buildCachePrune(c, steady) {
    span(c, steady, 200_000, (a, b) => {
      c.emit(
        a,
        "runner",
        "warn",
        `disk usage on /var/lib/docker ${c.rng.int(82, 86)}% (threshold 80%), running docker builder prune --keep-storage 200GB`,
      );
      c.emit(
        a + 40_000,
        "runner",
        "info",
        `builder prune reclaimed ${c.rng.int(60, 180)}GB, disk usage now ${c.rng.int(51, 60)}%`,
      );
      if (steady)
        c.every(
          120_000,
          (t) =>
            c.emit(
              t,
              "runner",
              "warn",
              `disk usage on /var/lib/docker ${c.rng.int(80, 83)}% (threshold 80%), prune scheduled`,
            ),
          a,
          b,
        );
    });
  },
  staleLocks(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 30_000 : 10_000,
        (t) => {
          c.emit(
            t,
            "git",
            "warn",
            `removed stale lock ${c.project()}/refs/heads/${c.rng.pick(["main", "develop"])}.lock (age ${c.rng.int(11, 50)}m, owner pid gone)`,
          );
        },
        a,
        b,
      ),
    );
  },
  scanDbUpdate(c, steady) {
    span(c, steady, 120_000, (a, b) => {
      c.emit(
        a,
        "scanner",
        "warn",
        "vulnerability DB download failed: GET https://mirror.gcr.io/v2/aquasec/trivy-db/manifests/2: 502 Bad Gateway; retrying in 30s (current DB 6h old, still valid)",
      );
      c.emit(a + 31_000, "scanner", "info", "vulnerability DB updated to 2026-11-30T06:12:44Z (version 2)");
      if (steady)
        c.every(
          180_000,
          (t) => c.emit(t, "scanner", "warn", "vulnerability DB metadata check slow (4.8s); using cached DB"),
          a,
          b,
        );
    });
  },
  hookTimeoutRetry(c, steady) {
    span(c, steady, 200_000, (a, b) =>
      c.every(
        steady ? 30_000 : 10_000,
        (t) => {
          const h = c.rng.int(10000, 99999);
          c.emit(
            t,
            "hooks",
            "warn",
            `webhook #${h} to https://hooks.slack.com/services/T0.../B0... timed out after 10s, retrying (1/3)`,
          );
          c.emit(t + 12_500, "hooks", "info", `webhook #${h} delivered on retry 1 (200 in ${c.rng.int(100, 900)}ms)`);
        },
        a,
        b,
      ),
    );
  },
  expiredUserTokens(c, steady) {
    span(c, steady, 240_000, (a, b) =>
      c.every(
        steady ? 12_000 : 5_000,
        (t) => {
          c.emit(
            t,
            "edge",
            "warn",
            `401 Unauthorized: personal access token ...${c.rng.hex(4)} expired on 2026-11-${c.rng.int(1, 29)} (user ${c.rng.pick(["old-jenkins", "svc-reporting", "tmp-migration"])}); GET /api/v4/projects`,
          );
        },
        a,
        b,
      ),
    );
  },
  flagKillSwitch(c, steady) {
    span(c, steady, 120_000, (a, b) => {
      c.emit(
        a,
        "flags",
        "warn",
        `flag "checkout.new-payment-flow" set to OFF in prod by m.ortiz (kill switch, reason: "A/B done, rolling back variant")`,
      );
      c.emit(a + 3_000, "flags", "info", "ruleset published, 214 clients notified via stream");
      if (steady)
        c.every(
          60_000,
          (t) =>
            c.emit(
              t,
              "flags",
              "warn",
              `flag "${c.rng.pick(["search.v2", "ci.parallel-clone", "old-dashboard"])}" not evaluated for 90 days, consider removing`,
            ),
          a,
          b,
        );
    });
  },
};

export const NOISE_KINDS = Object.keys(NOISE);

/** what each kind looks like, for the labels' notes */
export const NOISE_NOTE: Record<string, string> = {
  flakyTest: "a flaky integration test fails with a traceback and passes on automatic retry",
  supersededBuilds: "pipelines are auto-canceled because newer pushes supersede them",
  runnerScaleDown: "the autoscaler terminates idle runners and pending jobs are re-queued",
  knownCves: "the image scanner reports known, allow-listed CVEs including CRITICAL ones",
  branchProtection: "pushes to protected branches are declined by the pre-receive hook",
  rateLimitedToken: "a busy integration token is rate limited with 429s",
  coldCache: "new runners miss their dependency caches and rebuild them",
  webhookCustomer404: "a customer's stale webhook endpoint keeps answering 404",
  dockerHubLimit: "Docker Hub rate-limits the mirror, which serves cached manifests",
  blobGc: "registry garbage collection deletes untagged manifests and skips unknown blobs",
  apiDeprecation: "old API clients trigger deprecation warnings",
  certExpiry: "a certificate nearing expiry is reported while renewal is already scheduled",
  userJobOom: "user build jobs exceed their container memory limit and are OOMKilled",
  shardRelocation: "search shards relocate after a planned node drain and health goes yellow then green",
  staleSdk: "old flag SDK clients fall back to polling",
  botLogins: "a bot guesses passwords and gets throttled 401s",
  hugeClone: "full clones of huge repositories are logged as slow",
  lfsMissing: "a repository references LFS objects that were never uploaded",
  canaryPause: "a canary analysis pauses on one slow sample and then promotes",
  jvmGcPause: "the scheduler's JVM logs long but harmless young-GC pauses",
  podEvicted: "job pods are evicted for ephemeral storage and retried successfully",
  archivedSchedule: "a schedule of an archived project fails to start every time",
  mergeConflicts: "mergeability checks report conflicts in merge requests",
  unsignedCommits: "unsigned commits are accepted with a policy warning",
  upstream404: "the npm proxy caches upstream 404s for unpublished packages",
  slowQuery: "the CI database logs occasional slow queries",
  leaderHandover: "the dispatcher's leader lease moves to another replica",
  uploadRetry: "artifact uploads hit connection resets and succeed on retry",
  secretPushProtection: "pushes containing secrets are rejected by secret detection",
  dockerfileFail: "user image builds fail on their own Dockerfile dependency errors",
  regexBudget: "pathological regex searches exceed their budget and return partial results",
  renovateFlood: "a dependency bot opens a flood of pipelines",
  decommissionedRunner: "heartbeat checks keep failing for decommissioned runners",
  buildCachePrune: "the build cache disk crosses its threshold and is pruned",
  staleLocks: "stale git ref locks are cleaned up",
  scanDbUpdate: "the vulnerability DB download fails once and succeeds on retry",
  hookTimeoutRetry: "chat webhooks time out and are delivered on retry",
  expiredUserTokens: "expired personal access tokens get 401s",
  flagKillSwitch: "a feature flag is switched off by hand after an experiment",
};

/** an unrelated deploy or config reload at true time t, never touching `avoid` */
export function unrelatedChange(c: Ctx, t: number, avoid: string | null): void {
  const kinds = ["deployApp", "edgeReload", "scannerPolicy", "hooksDeploy"].filter(
    (k) =>
      !(k === "edgeReload" && avoid === "edge") &&
      !(k === "hooksDeploy" && avoid === "hooks") &&
      !(k === "scannerPolicy" && avoid === "scanner"),
  );
  const k = c.rng.pick(kinds);
  if (k === "deployApp") {
    const app = c.rng.pick(c.est.apps);
    const rev = c.rng.int(120, 900);
    c.emit(
      t,
      "deploy",
      "info",
      `rollout ${app} env=prod revision ${rev} started (image ${c.est.registryHost}/${app}:${c.sha()})`,
    );
    c.emit(
      t + 20_000,
      "deploy",
      "warn",
      `rollout ${app} revision ${rev}: readiness probe failed for ${app}-${c.rng.hex(5)} (HTTP 503) during startup, waiting`,
    );
    c.emit(t + 75_000, "deploy", "info", `rollout ${app} env=prod revision ${rev} complete: 5/5 ready`);
  } else if (k === "edgeReload") {
    c.emit(
      t,
      "edge",
      "info",
      `SIGHUP received, reloading routes.yaml (${c.rng.int(180, 240)} routes, ${c.rng.int(1, 4)} changed)`,
    );
    c.emit(
      t + 400,
      "edge",
      "warn",
      "route /api/v3/* marked deprecated in routes.yaml, responses carry Deprecation header",
    );
    c.emit(t + 900, "edge", "info", "configuration reloaded, workers recycled gracefully");
  } else if (k === "scannerPolicy") {
    c.emit(
      t,
      "scanner",
      "info",
      `policy bundle reloaded: ${c.rng.int(40, 60)} rules, allowlist ${c.rng.int(90, 130)} entries (rev ${c.sha()})`,
    );
  } else {
    c.emit(
      t,
      "hooks",
      "info",
      `${c.n("hooks")} 2.${c.rng.int(10, 40)}.${c.rng.int(0, 9)} started, draining outbox of previous replica`,
    );
    c.emit(t + 3_000, "hooks", "warn", `outbox: ${c.rng.int(20, 80)} deliveries re-sent after restart (at-least-once)`);
  }
}
