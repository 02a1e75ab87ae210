// The eight failures of quiet45, one per category, each bound to one estate and written as the software involved
// really logs it: callers in their own words, retry storms, WARN-only or silent sources.
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface Incident {
  key: string;
  estate: string;
  category: string;
  origin: Role;
  severity: "medium" | "high";
  hints: string[];
  note: string;
  install(c: Ctx, start: number): void;
}

const ip = (c: Ctx) => `10.${c.rng.int(0, 63)}.${c.rng.int(0, 255)}.${c.rng.int(2, 254)}`;

export const INCIDENTS: readonly Incident[] = [
  {
    key: "ci-pg-slots",
    estate: "forgewell",
    category: "database",
    origin: "ci",
    severity: "high",
    hints: ["database", "postgres", "psql", "jdbc", "connection", "sql"],
    note: "pipeline-scheduler runs out of PostgreSQL connection slots; runners hammer the job-request endpoint with retries and the gateway returns 502s.",
    install(c, start) {
      const stack = (line: number) => [
        "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
        "\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
        "\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
        `\tat dev.forgewell.pipelines.dispatch.JobQueueRepository.claimNext(JobQueueRepository.java:${line})`,
        "\tat dev.forgewell.pipelines.dispatch.JobRequestController.request(JobRequestController.java:58)",
        "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
        "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:477)",
        "\t... 41 common frames omitted",
      ];
      c.emit(
        start,
        "ci",
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5b1f0c2e (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      c.every(
        2_500,
        (t) => {
          if (c.rng.chance(0.5))
            c.emit(t, "ci", "error", `Request processing failed: POST /api/v4/jobs/request`, {
              stack: stack(c.rng.int(100, 130)),
              errKind: "CannotGetJdbcConnectionException",
            });
          else
            c.emit(
              t,
              "ci",
              "warn",
              `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=${c.rng.int(38, 40)}, active=40, idle=0, waiting=${c.rng.int(120, 400)})`,
            );
        },
        start + 4_000,
        c.t1,
      );
      c.every(
        350,
        (t) => {
          c.emit(
            t,
            "runner",
            "warn",
            `requesting job from https://${c.est.gitHost}/api/v4/jobs/request: POST 500 Internal Server Error; retrying in ${c.rng.pick([1, 2, 3, 5])}s (runner ${c.runnerId()})`,
          );
        },
        start + 8_000,
        c.t1,
      );
      c.failHook = (t, flow, tid) => {
        if (t < start + 6_000 || (flow !== "api" && flow !== "job") || c.rng.chance(0.15)) return false;
        const x = tid ? { trace: tid } : {};
        if (flow === "api") {
          c.emit(
            t + 30_010,
            "edge",
            "error",
            `GET /api/v4/projects/${c.rng.int(100, 9000)}/pipelines 502 30012ms upstream=${c.n("ci")}: Faraday::TimeoutError (Net::ReadTimeout)`,
            x,
          );
        } else
          c.emit(
            t,
            "ci",
            "error",
            "could not claim next job: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            x,
          );
        return true;
      };
    },
  },
  {
    key: "gitrpc-deadline",
    estate: "forgewell",
    category: "timeout",
    origin: "git",
    severity: "medium",
    hints: ["timeout", "deadline", "timed out", "deadlineexceeded"],
    note: "repo-store gRPC calls run into their 30s deadline while waiting on git processes; the gateway answers 504 and runners retry their clones.",
    install(c, start) {
      const methods = [
        "FindCommit",
        "GetTreeEntries",
        "PostUploadPackWithSidechannel",
        "ListCommitsByOid",
        "CommitIsAncestor",
      ];
      c.every(
        3_000,
        (t) => {
          const m = c.rng.pick(methods);
          const p = c.project();
          if (c.rng.chance(0.55))
            c.emit(
              t,
              "git",
              "error",
              `finished unary call with code DeadlineExceeded grpc.method=${m} grpc.request.glRepository=${p} grpc.time_ms=${c.rng.int(30000, 30040)} error="rpc error: code = DeadlineExceeded desc = context deadline exceeded"`,
            );
          else
            c.emit(
              t,
              "git",
              "warn",
              `git process exceeded context deadline, killing: cmd="git rev-list --count --objects ${c.sha()}" repo=${p} waited=${c.rng.int(28, 30)}.${c.rng.int(0, 9)}s pid=${c.rng.int(10000, 60000)}`,
            );
        },
        start,
        c.t1,
      );
      c.failHook = (t, flow, tid) => {
        if (t < start + 2_000 || (flow !== "browse" && flow !== "clone" && flow !== "hook") || c.rng.chance(0.3))
          return false;
        const x = tid ? { trace: tid } : {};
        const p = c.project();
        if (flow === "browse") {
          c.emit(t + 30_020, "edge", "error", `GET /${p}/-/tree/main 504 30021ms`, {
            ...x,
            stack: [
              "GRPC::DeadlineExceeded (4:Deadline Exceeded. debug_error_string:{UNKNOWN:Deadline Exceeded {grpc_status:4}}):",
              "  lib/forgewell/git_rpc/commit_service.rb:118:in `find_commit'",
              "  lib/forgewell/git_rpc/wrapped_client.rb:41:in `call'",
              "  app/controllers/projects/tree_controller.rb:31:in `show'",
            ],
            errKind: "GRPC::DeadlineExceeded",
          });
        } else if (flow === "clone") {
          for (let i = 0; i < 3; i++)
            c.emit(
              t + 30_050 + i * 33_000,
              "runner",
              "warn",
              `fatal: unable to access 'https://${c.est.gitHost}/${p}.git/': Operation timed out after 30000 milliseconds with 0 bytes received; retrying fetch (${i + 1}/3)`,
              x,
            );
          c.emit(
            t + 130_000,
            "runner",
            "error",
            `job ${c.job()}: ERROR: Job failed: fetching ${p} failed after 3 attempts (runner_system_failure)`,
            x,
          );
        } else {
          c.emit(
            t + 30_000,
            "ci",
            "error",
            `could not create pipeline for ${p}@${c.sha()}: reading .ci.yml failed: GRPC::DeadlineExceeded 4:Deadline Exceeded`,
            x,
          );
        }
        return true;
      };
    },
  },
  {
    key: "mirror-enospc",
    estate: "tessellate",
    category: "disk",
    origin: "registry",
    severity: "high",
    hints: ["disk", "space", "enospc", "device", "storage", "full"],
    note: "pkg-mirror's cache volume fills up, every write fails with ENOSPC and builds fail on npm and image pulls that miss the cache.",
    install(c, start) {
      c.emit(
        start - 90_000,
        "registry",
        "warn",
        "cache volume /srv/mirror usage 97.8% (free 21GiB), eviction running behind ingest",
      );
      c.every(
        1_800,
        (t) => {
          const what = c.rng.pick([
            `failed to cache upstream response for /npm/${c.rng.pick(["react", "@babel/core", "typescript", "esbuild", "webpack"])}: write /srv/mirror/npm/.tmp/${c.rng.hex(10)}: no space left on device`,
            `blob upload ${c.rng.hex(8)}-${c.rng.hex(4)} failed: err.code=unknown err.message="filesystem: write /srv/mirror/docker/registry/v2/blobs/sha256/${c.rng.hex(2)}/${c.rng.hex(12)}/data: no space left on device"`,
            "index compaction aborted: open /srv/mirror/meta/index.db-journal: no space left on device",
          ]);
          c.emit(t, "registry", "error", what);
        },
        start,
        c.t1,
      );
      c.every(
        600,
        (t) => {
          const pkg = c.rng.pick(["react", "@babel/core", "typescript", "esbuild", "webpack", "lodash"]);
          c.emit(
            t,
            "runner",
            c.rng.chance(0.6) ? "warn" : "error",
            c.rng.chance(0.5)
              ? `npm WARN retry will retry, error on last attempt: Error: 500 Internal Server Error - GET https://${c.est.registryHost}/npm/${pkg}`
              : `npm ERR! 500 Internal Server Error - GET https://${c.est.registryHost}/npm/${pkg}/-/${pkg.replace(/^@.*\//, "")}-${c.rng.int(1, 9)}.${c.rng.int(0, 20)}.${c.rng.int(0, 9)}.tgz`,
          );
        },
        start + 5_000,
        c.t1,
      );
      c.failHook = (t, flow) => {
        if (t < start + 3_000 || (flow !== "push" && flow !== "pull") || (flow === "pull" && c.rng.chance(0.6)))
          return false;
        const p = c.project();
        c.emit(
          t + 200,
          "runner",
          "error",
          flow === "push"
            ? `job ${c.job()}: ERROR: failed to push ${c.est.registryHost}/${p}:${c.sha()}: unexpected status from PUT request: 500 Internal Server Error`
            : `job ${c.job()}: ERROR: failed to pull ${c.est.registryHost}/cache/library/node:20: received unexpected HTTP status: 500 Internal Server Error`,
        );
        return true;
      };
    },
  },
  {
    key: "ldap-bind",
    estate: "tessellate",
    category: "authentication",
    origin: "git",
    severity: "high",
    hints: ["ldap", "bind", "credential", "authentication", "invalid"],
    note: "git-rpc's LDAP service account password expires, every LDAP-backed sign-in and HTTPS git operation is refused while token-based CI keeps working.",
    install(c, start) {
      const users = ["akhan", "m.ortiz", "jdoe", "lee.w", "p.nowak", "s.ito", "r.banerjee"];
      c.every(
        1_500,
        (t) => {
          const u = c.rng.pick(users);
          c.emit(
            t,
            "git",
            "error",
            `ldap: bind as CN=svc-gitrpc,OU=Service Accounts,DC=tessellate,DC=io failed: LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563`,
          );
          c.emit(t + 5, "git", "warn", `auth: user ${u} rejected: ldap search unavailable (bind failed)`);
          c.emit(
            t + 20,
            "edge",
            "warn",
            c.rng.chance(0.5)
              ? `POST /users/auth/ldapmain/callback 401 ${c.rng.int(30, 90)}ms user=${u} reason="Invalid credentials"`
              : `GET /${c.project()}.git/info/refs?service=git-upload-pack 401 ${c.rng.int(20, 60)}ms user=${u}`,
          );
        },
        start,
        c.t1,
      );
      c.every(
        4_000,
        (t) => {
          c.emit(
            t,
            "edge",
            "error",
            `HTTP 401 for user ${c.rng.pick(users)}: sign-in failed ${c.rng.int(3, 9)} times in 5m, showing captcha`,
          );
        },
        start + 60_000,
        c.t1,
      );
    },
  },
  {
    key: "symbols-oom",
    estate: "harborline",
    category: "memory",
    origin: "search",
    severity: "medium",
    hints: ["memory", "bad_alloc", "oom", "alloc", "heap"],
    note: "symbol-search's memory climbs after an index merge until it aborts with std::bad_alloc and gets OOMKilled again and again, so the edge proxy returns 503s for search.",
    install(c, start) {
      let t = start;
      let used = 11.2;
      let seg = c.rng.int(400, 470);
      const down: [number, number][] = [];
      while (t < c.t1) {
        for (let k = 0; k < 6 && used < 15.9; k++) {
          used += 0.4 + c.rng.next() * 0.4;
          seg += 1;
          c.emit(
            t,
            "search",
            "warn",
            `rss ${Math.min(used, 15.9).toFixed(1)}GiB of 16.0GiB limit; symbol table arena grew to ${(used * 0.78).toFixed(1)}GiB during merge of segment ${seg}`,
          );
          t += c.rng.int(6_000, 12_000);
        }
        c.emit(t, "search", "error", "terminate called after throwing an instance of 'std::bad_alloc'", {
          stack: [
            "  what():  std::bad_alloc",
            `*** Aborted at ${Math.floor(t / 1000)} (unix time) try "date -d @${Math.floor(t / 1000)}" if you are using GNU date ***`,
            `PC: @     0x7f3c2a1e9e2c abort`,
            "*** SIGABRT (@0x1) received by PID 1 (TID 0x7f3c1b7fe640) from PID 1; stack trace: ***",
            "    @     0x55d0c4a1b2f0  symidx::SegmentMerger::mergePostings()",
            "    @     0x55d0c4a19a11  symidx::IndexWriter::commit()",
            "    @     0x55d0c49f0c8e  folly::ThreadPoolExecutor::runTask()",
          ],
          errKind: "std::bad_alloc",
        });
        const back = t + c.rng.int(35_000, 60_000);
        down.push([t, back]);
        c.emit(
          t + 2_000,
          "deploy",
          "warn",
          `app ${c.n("search")}: pod ${c.n("search")}-1 restarted (reason OOMKilled, exit 137), restartCount=${down.length + 2}`,
        );
        c.emit(
          back,
          "search",
          "info",
          `${c.n("search")} 5.14.2 starting, mmap index /data/index (segments=${c.rng.int(470, 490)})`,
          { always: true },
        );
        c.emit(back + 8_000, "search", "info", "index loaded, serving on :9090", { always: true });
        used = 11.0 + c.rng.next();
        t = back + 10_000;
      }
      c.failHook = (tt, flow, tid) => {
        if (flow !== "search" || tt < start) return false;
        const isDown = down.some(([a, b]) => tt >= a && tt < b + 8_000);
        if (!isDown && c.rng.chance(0.7)) return false;
        const x = tid ? { trace: tid } : {};
        c.emit(
          tt + (isDown ? 3 : 15_000),
          "edge",
          isDown ? "error" : "warn",
          isDown
            ? `GET /search 503 3ms upstream_cluster=${c.n("search")} "upstream connect error or disconnect/reset before headers. reset reason: connection failure" (no healthy upstream)`
            : `GET /search 504 15002ms upstream_cluster=${c.n("search")} upstream request timeout`,
          x,
        );
        return true;
      };
      c.silent.search = down.map(([a, b]) => [a, b + 8_000]);
    },
  },
  {
    key: "runner-noroute",
    estate: "harborline",
    category: "network",
    origin: "runner",
    severity: "medium",
    hints: ["route", "network", "dial", "connect", "unreachable", "host"],
    note: "fleet-runner loses its route to the coordinator and source hosts after a node-pool change; it only warns while ci-coordinator marks runners lost and fails jobs.",
    install(c, start) {
      c.silent.runner = [[start, c.t1]];
      const coordIp = ip(c);
      const gitIps = [ip(c), ip(c)];
      c.every(
        2_000,
        (t) => {
          const line = c.rng.chance(0.6)
            ? `Post "https://${c.n("ci")}.${c.est.ns}.svc:8443/api/v1/runners/heartbeat": dial tcp ${coordIp}:8443: connect: no route to host`
            : `Get "https://${c.est.gitHost}/${c.project()}.git/info/refs?service=git-upload-pack": dial tcp ${c.rng.pick(gitIps)}:443: connect: no route to host`;
          c.emit(t, "runner", "warn", `${line} (runner ${c.runnerId()}, will retry in ${c.rng.pick([5, 10, 15])}s)`);
        },
        start,
        c.t1,
      );
      c.every(
        3_000,
        (t) => {
          const rid = c.runnerId();
          c.emit(
            t,
            "ci",
            "error",
            c.rng.chance(0.5)
              ? `Runner ${rid} missed 3 heartbeats (last seen ${c.rng.int(45, 90)}s ago); marking lost, requeueing ${c.rng.int(1, 4)} jobs`
              : `Job ${c.job()} failed: runner_system_failure (runner ${rid} lost)`,
            {
              stack: c.rng.chance(0.3)
                ? [
                    "System.TimeoutException: No heartbeat received within 60 seconds.",
                    "   at Harborline.Ci.Coordinator.RunnerRegistry.SweepAsync(CancellationToken ct) in /src/Coordinator/RunnerRegistry.cs:line 212",
                    "   at Harborline.Ci.Coordinator.Workers.LeaseSweeper.ExecuteAsync(CancellationToken stoppingToken) in /src/Coordinator/Workers/LeaseSweeper.cs:line 47",
                  ]
                : undefined,
              errKind: "System.TimeoutException",
            },
          );
        },
        start + 60_000,
        c.t1,
      );
      c.every(
        20_000,
        (t) =>
          c.emit(
            t,
            "ci",
            "warn",
            `queue depth pending=${c.rng.int(80, 400)} running=${c.rng.int(2, 20)} runners_online=${c.rng.int(0, 4)} (capacity degraded)`,
          ),
        start + 70_000,
        c.t1,
      );
      c.failHook = (t, flow) =>
        t >= start && (flow === "clone" || flow === "pull" || flow === "push" || flow === "job");
    },
  },
  {
    key: "flags-env-key",
    estate: "quillworks",
    category: "configuration",
    origin: "flags",
    severity: "medium",
    hints: ["config", "environment", "keyerror", "setting", "yaml", "missing"],
    note: "right after release-train rolls out flags-api 3.18.0 its environment lookup fails with KeyError 'production'; every evaluation returns 500 and callers fall back to defaults.",
    install(c, start) {
      c.emit(
        start - 70_000,
        "deploy",
        "info",
        `train #${c.rng.int(900, 999)}: rolling out flags-api 3.18.0 (commit ${c.sha()}) to prod, strategy=rolling maxSurge=1`,
      );
      c.emit(
        start - 2_000,
        "flags",
        "info",
        "flags-api 3.18.0 starting (gunicorn 22.0.0, 4 workers), settings from /etc/flags/environments.yaml",
      );
      c.emit(start, "flags", "warn", "environments.yaml: loaded 2 environments ['prod', 'staging']");
      c.emit(start + 30_000, "deploy", "info", "train: flags-api 3.18.0 3/3 pods ready, rollout complete");
      c.every(
        900,
        (t) => {
          c.emit(t, "flags", "error", `Exception on /api/v2/evaluate [POST]`, {
            stack: [
              "Traceback (most recent call last):",
              '  File "/usr/local/lib/python3.12/site-packages/flask/app.py", line 1473, in wsgi_app',
              "    response = self.full_dispatch_request()",
              '  File "/app/flags_api/views/evaluate.py", line 58, in evaluate',
              '    env = current_app.environments[request.json["environment"]]',
              '  File "/app/flags_api/config.py", line 91, in __getitem__',
              "    return self._by_name[name]",
              "KeyError: 'production'",
            ],
            errKind: "KeyError",
          });
        },
        start + 1_000,
        c.t1,
      );
      c.every(
        1_200,
        (t) => {
          const caller = c.rng.pick(["edge", "ci", "deploy"] as const);
          const msg =
            caller === "edge"
              ? `flags-api POST /api/v2/evaluate returned 500 InternalServerError; serving fallback variants for ${c.rng.int(3, 30)} flags`
              : caller === "ci"
                ? `feature flag lookup failed (HTTP 500 from flags-api), treating ci.${c.rng.pick(["new-scheduler", "parallel-clone", "sbom-gate"])} as disabled`
                : `release gate check: flags-api returned 500 Internal Server Error for train.auto-promote, holding promotion`;
          c.emit(t, caller, "warn", msg);
        },
        start + 3_000,
        c.t1,
      );
      c.failHook = (t, flow) => t >= start && flow === "flag";
    },
  },
  {
    key: "maven-upstream",
    estate: "quillworks",
    category: "dependency",
    origin: "registry",
    severity: "medium",
    hints: ["upstream", "503", "unavailable", "circuit", "dependency", "maven", "remote"],
    note: "the public Maven upstream behind artifactory-shim answers 503, its circuit breaker opens and Gradle builds on executor fail resolving artifacts with 502 from the shim.",
    install(c, start) {
      c.every(
        2_000,
        (t) => {
          const a = c.rng.pick([
            "org/springframework/boot/spring-boot-starter-web/3.3.5",
            "com/fasterxml/jackson/core/jackson-databind/2.17.2",
            "io/netty/netty-handler/4.1.114.Final",
            "org/jetbrains/kotlin/kotlin-stdlib/2.0.21",
          ]);
          c.emit(
            t,
            "registry",
            "warn",
            `remote maven-central: GET https://repo.maven.apache.org/maven2/${a}/${a.split("/").slice(-2).join("-")}.pom -> 503 Service Unavailable (${c.rng.int(200, 1500)}ms)`,
          );
        },
        start,
        start + 45_000,
      );
      c.emit(
        start + 45_000,
        "registry",
        "warn",
        "CircuitBreaker 'maven-central' changed state from CLOSED to OPEN (failure rate 87.5% over 40 calls)",
      );
      c.every(
        1_000,
        (t) => {
          c.emit(
            t,
            "registry",
            "error",
            `remote maven-central unavailable: CallNotPermittedException: CircuitBreaker 'maven-central' is OPEN and does not permit further calls; answering 502 for ${c.rng.pick(["io/netty", "org/apache/commons", "com/google/guava", "org/slf4j"])}/...`,
          );
        },
        start + 46_000,
        c.t1,
      );
      c.every(
        60_000,
        (t) => {
          c.emit(t, "registry", "warn", "CircuitBreaker 'maven-central' changed state from OPEN to HALF_OPEN");
          c.emit(
            t + 1_500,
            "registry",
            "warn",
            "CircuitBreaker 'maven-central' changed state from HALF_OPEN to OPEN (probe: 503 Service Unavailable)",
          );
        },
        start + 105_000,
        c.t1,
        0.05,
      );
      c.every(
        500,
        (t) => {
          const dep = c.rng.pick([
            "org.springframework.boot:spring-boot-starter-web:3.3.5",
            "io.netty:netty-handler:4.1.114.Final",
            "com.google.guava:guava:33.3.1-jre",
          ]);
          if (c.rng.chance(0.65))
            c.emit(
              t,
              "runner",
              "warn",
              `Could not GET 'https://${c.est.registryHost}/maven/${dep.replace(/[:.]/g, "/")}.pom'. Received status code 502 from server: Bad Gateway; retrying (${c.rng.int(1, 3)}/3)`,
            );
          else
            c.emit(
              t,
              "runner",
              "error",
              `job ${c.job()} failed: Execution failed for task ':compileJava'. > Could not resolve all files for configuration ':compileClasspath'. > Could not resolve ${dep}.`,
              {
                stack: c.rng.chance(0.3)
                  ? [
                      "Traceback (most recent call last):",
                      '  File "/opt/executor/executor/steps.py", line 211, in run_step',
                      "    raise StepFailed(step.name, proc.returncode)",
                      "executor.errors.StepFailed: step 'gradle build' exited with 1",
                    ]
                  : undefined,
                errKind: "StepFailed",
              },
            );
        },
        start + 20_000,
        c.t1,
      );
    },
  },
];
