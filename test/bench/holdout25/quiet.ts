// Twelve quiet windows: alarming-looking but harmless situations, in the same wording style as the incidents.
import type { Kind } from "./estates.js";
import { pyTrace, uuid, type X } from "./faultkit.js";
import { kafkaTime, klogTime, redisTime } from "./stream.js";

export interface QuietSpec {
  kind: Kind;
  note: string;
  run: (x: X) => void;
}

export const QUIET: QuietSpec[] = [
  {
    kind: "jvm",
    note: "rolling deploy of {o}: pods get SIGTERM, shut down gracefully, a handful of 502s at the edge during the swap, new pods ready",
    run: (x) => {
      const { o, r } = x;
      for (let k = 0; k < 3; k++) {
        const at = x.t0 + k * 40000;
        x.emit(
          at,
          x.kube,
          "info",
          `I${klogTime(at)}    ${r.int(1000, 9999)} kuberuntime_container.go:770] "Killing container with a grace period" pod="${x.e.ns}/${o.name}-${r.hex(9)}-${r.hex(5)}" containerName="${o.name}" gracePeriod=30`,
        );
        x.emit(
          at + 200,
          o,
          "info",
          "[ionShutdownHook] o.s.b.w.e.tomcat.GracefulShutdown : Commencing graceful shutdown. Waiting for active requests to complete",
        );
        x.emit(
          at + 1800,
          o,
          "info",
          "[tomcat-shutdown] o.s.b.w.e.tomcat.GracefulShutdown : Graceful shutdown complete",
        );
        x.emit(
          at + 2000,
          o,
          "warn",
          "[ionShutdownHook] com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Shutdown initiated...",
        );
        if (r.chance(0.6)) x.edgeErr(at + 900, 502, o);
        x.emit(
          at + 15000,
          o,
          "info",
          `[           main] ${o.pkg}.Application : Started Application in 13.${r.int(100, 999)} seconds (process running for 15.2)`,
        );
        x.emit(
          at + 17000,
          x.kube,
          "info",
          `I${klogTime(at + 17000)}    ${r.int(1000, 9999)} kubelet.go:2461] "SyncLoop (probe)" probe="readiness" status="ready" pod="${x.e.ns}/${o.name}-${r.hex(9)}-${r.hex(5)}"`,
        );
      }
    },
  },
  {
    kind: "postgres",
    note: "nightly bulk load on {o}: 'checkpoints are occurring too frequently' warnings and slow-statement logs; no errors in callers",
    run: (x) => {
      const { o, r } = x;
      x.loop(25, (at) => {
        x.emit(
          at,
          o,
          "info",
          `LOG:  checkpoints are occurring too frequently (${r.int(8, 29)} seconds apart)\nHINT:  Consider increasing the configuration parameter "max_wal_size".`,
        );
        x.emit(
          at + r.int(100, 5000),
          o,
          "info",
          `LOG:  duration: ${r.int(2000, 9000)}.${r.int(100, 999)} ms  statement: COPY staging.readings_import FROM STDIN WITH (FORMAT csv)`,
        );
      });
    },
  },
  {
    kind: "kafka",
    note: "consumers of {o} scale out; groups rebalance, partitions are revoked and reassigned, lag drains within a minute",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        40,
        (at, i) => {
          x.emit(
            at,
            o,
            "info",
            `[${kafkaTime(at)}] INFO [GroupCoordinator 1]: Preparing to rebalance group ${c.name}-consumers in state PreparingRebalance with old generation ${20 + i} (__consumer_offsets-${r.int(0, 49)}) (reason: Adding new member ${c.name}-0-${uuid(r)} with group instance id None; client reason: not provided) (kafka.coordinator.group.GroupCoordinator)`,
          );
          x.emit(
            at + 3000,
            o,
            "info",
            `[${kafkaTime(at + 3000)}] INFO [GroupCoordinator 1]: Stabilized group ${c.name}-consumers generation ${21 + i} (__consumer_offsets-${r.int(0, 49)}) with ${r.int(3, 6)} members (kafka.coordinator.group.GroupCoordinator)`,
          );
          x.emit(
            at + 100,
            c,
            "warn",
            `[Consumer clientId=${c.name}-0, groupId=${c.name}-consumers] Request joining group due to: group is already rebalancing`,
          );
          x.emit(
            at + 3200,
            c,
            "info",
            `[Consumer clientId=${c.name}-0, groupId=${c.name}-consumers] Adding newly assigned partitions: events-${r.int(0, 5)}, events-${r.int(6, 11)}`,
          );
        },
        x.t0,
        x.t0 + 200000,
      );
    },
  },
  {
    kind: "redis",
    note: "{o} replica restarts for a patch: overcommit warning, LOADING errors retried by clients, then ready",
    run: (x) => {
      const { o, c, r } = x;
      const at = x.t0;
      x.emit(at, o, "info", `1:signal-handler (${Math.round(at / 1000)}) Received SIGTERM scheduling shutdown...`);
      x.emit(at + 3000, o, "info", `1:C ${redisTime(at + 3000)} # oO0OoO0OoO0Oo Redis is starting oO0OoO0OoO0Oo`);
      x.emit(
        at + 3010,
        o,
        "warn",
        `1:M ${redisTime(at + 3010)} # WARNING Memory overcommit must be enabled! Without it, a background save or replication may fail under low memory condition. To fix this issue add 'vm.overcommit_memory = 1' to /etc/sysctl.conf and then reboot or run the command 'sysctl vm.overcommit_memory=1' for this to take effect.`,
      );
      x.loop(
        1,
        (t) =>
          x.emit(
            t,
            c,
            "warn",
            `redis GET session:${r.hex(16)} failed: LOADING Redis is loading the dataset in memory, retrying in 100ms`,
          ),
        at + 3100,
        at + 9000,
      );
      x.emit(at + 9200, o, "info", `1:M ${redisTime(at + 9200)} * DB loaded from disk: 5.${r.int(100, 999)} seconds`);
      x.emit(at + 9300, o, "info", `1:M ${redisTime(at + 9300)} * Ready to accept connections tcp`);
    },
  },
  {
    kind: "jvm",
    note: "{o} has a long G1 pause during a cache warm-up: one HikariCP 'Thread starvation or clock leap' warning and slow requests, then normal",
    run: (x) => {
      const { o, r } = x;
      x.emit(
        x.t0,
        o,
        "info",
        `[   scheduling-1] ${o.pkg}.cache.CatalogueCache : warming cache from snapshot (${r.int(200000, 900000)} entries)`,
      );
      x.emit(
        x.t0 + 9000,
        o,
        "warn",
        `[l-1 housekeeper] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(31, 59)}s${r.int(100, 999)}ms).`,
      );
      x.loop(
        2,
        (at) =>
          x.emit(
            at,
            o,
            "warn",
            `[nio-8080-exec-${r.int(1, 40)}] ${o.pkg}.web.SlowRequestFilter : slow request GET ${o.paths[0]} took ${r.int(1500, 4000)} ms`,
          ),
        x.t0 + 9000,
        x.t0 + 25000,
      );
      x.emit(
        x.t0 + 30000,
        o,
        "info",
        `[   scheduling-1] ${o.pkg}.cache.CatalogueCache : cache warm (hit ratio 0.${r.int(90, 99)})`,
      );
    },
  },
  {
    kind: "nginx",
    note: "TLS certificate renewed and {o} reloaded; internet scanners cause SSL handshake errors and 400s that are unrelated to customers",
    run: (x) => {
      const { o, r } = x;
      x.emit(x.t0, o, "info", `${r.int(1, 9)}#${r.int(1, 9)}: signal process started`);
      x.emit(x.t0 + 50, o, "info", `1#1: signal 1 (SIGHUP) received from ${r.int(10, 99)}, reconfiguring`);
      x.loop(6, (at) =>
        x.emit(
          at,
          o,
          r.chance(0.5) ? "info" : "error",
          `${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: ${r.int(40, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}, server: 0.0.0.0:443`,
        ),
      );
      x.loop(9, (at) =>
        x.emit(
          at,
          o,
          "info",
          `${r.int(40, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)} - - [-] "GET /${r.pick(["wp-login.php", ".env", "vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "cgi-bin/luci"])} HTTP/1.1" 404 153 "-" "Mozilla/5.0 zgrab/0.x"`,
        ),
      );
    },
  },
  {
    kind: "dotnet",
    note: "a brief blip to an internal service: {o}'s Polly retries fire a few times and every call eventually succeeds",
    run: (x) => {
      const { o, r } = x;
      x.loop(
        4,
        (at) => {
          x.emit(
            at,
            o,
            "warn",
            `Polly: Retry 1 of 3 after 00:00:00.${r.int(200, 600)}0000 due to: System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`,
          );
          x.emit(
            at + r.int(300, 900),
            o,
            "info",
            `Received HTTP response headers after ${r.int(20, 90)}.${r.int(1000, 9999)}ms - 200`,
          );
        },
        x.t0,
        x.t0 + 45000,
      );
    },
  },
  {
    kind: "python",
    note: "nightly import in {o} skips malformed rows with warnings and logs one handled exception per bad file; the job completes",
    run: (x) => {
      const { o, r } = x;
      x.emit(x.t0, o, "info", "nightly import started: 14 files");
      x.loop(
        3,
        (at) =>
          x.emit(
            at,
            o,
            "warn",
            `row ${r.int(1, 90000)} skipped: postcode '${r.pick(["N/A", "", "00000", "TBC"])}' is not a valid postcode`,
          ),
        x.t0,
        x.t0 + 120000,
      );
      x.emit(
        x.t0 + 60000,
        o,
        "error",
        "file import_07.csv skipped",
        pyTrace([[`/app/${o.pkg}/importer.py`, 88, "read_file", "header = next(reader)"]], "StopIteration"),
      );
      x.emit(
        x.t0 + 121000,
        o,
        "info",
        `nightly import finished: ${r.int(80000, 90000)} rows imported, ${r.int(200, 400)} skipped, 1 empty file`,
      );
    },
  },
  {
    kind: "go",
    note: "{o} is scaled up by the HPA; new pods fail readiness while warming (connection refused from the probe), then become ready",
    run: (x) => {
      const { o, r } = x;
      x.emit(
        x.t0,
        x.kube,
        "info",
        `I${klogTime(x.t0)}    ${r.int(1000, 9999)} horizontal.go:${r.int(800, 900)}] Successful rescale of ${o.name}, old size: 3, new size: 6, reason: cpu resource utilization (percentage of request) above target`,
      );
      for (let k = 0; k < 3; k++) {
        const at = x.t0 + 2000 + k * 3000;
        const pod = `${o.name}-${r.hex(9)}-${r.hex(5)}`;
        x.emit(
          at,
          x.kube,
          "info",
          `I${klogTime(at)}    ${r.int(1000, 9999)} prober.go:107] "Probe failed" probeType="Readiness" pod="${x.e.ns}/${pod}" podUID="${uuid(r)}" containerName="${o.name}" probeResult="failure" output="Get \\"http://${x.ip()}:8080/readyz\\": dial tcp ${x.ip()}:8080: connect: connection refused"`,
        );
        x.emit(at + 1000, o, "info", `starting ${o.name} version=v2.14.3 addr=:8080`);
        x.emit(at + 1500, o, "info", `warming route cache entries=${r.int(10000, 90000)}`);
        x.emit(
          at + 6000,
          x.kube,
          "info",
          `I${klogTime(at + 6000)}    ${r.int(1000, 9999)} kubelet.go:2461] "SyncLoop (probe)" probe="readiness" status="ready" pod="${x.e.ns}/${pod}"`,
        );
      }
    },
  },
  {
    kind: "node",
    note: "after a library upgrade {o} prints deprecation warnings on every worker start and a MaxListenersExceededWarning; nothing fails",
    run: (x) => {
      const { o } = x;
      x.loop(
        20,
        (at) => {
          x.emit(
            at,
            o,
            "warn",
            "(node:1) [DEP0170] DeprecationWarning: The URL redis://cache-redis:6379 is invalid. Future versions of Node.js will throw an error.",
          );
          x.emit(
            at + 10,
            o,
            "warn",
            "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 error listeners added to [Socket]. Use emitter.setMaxListeners() to increase limit",
          );
        },
        x.t0,
        x.t0 + 100000,
      );
    },
  },
  {
    kind: "go",
    note: "clients abandon long polls: 499s at the edge and 'context canceled' lines from {o}; expected behaviour",
    run: (x) => {
      const { o, r } = x;
      x.loop(3, (at) => {
        x.emit(
          at,
          o,
          "warn",
          `request canceled by client method=GET path=${o.paths[0] ?? "/"}/poll err="context canceled" duration=${r.int(5, 29)}.${r.int(100, 999)}s`,
        );
        x.edgeErr(at + 5, 499, o, r.int(5000, 29000));
      });
    },
  },
  {
    kind: "jvm",
    note: "credential-stuffing attempt against {o}'s login is rejected: bursts of 401s and account-lockout warnings; the rate limiter and service behave as designed",
    run: (x) => {
      const { o, r } = x;
      x.loop(
        1.5,
        (at) => {
          x.emit(
            at,
            o,
            "warn",
            `[nio-8080-exec-${r.int(1, 40)}] o.s.s.a.DefaultAuthenticationEventPublisher : AuthenticationFailureBadCredentialsEvent user=${r.pick(["admin", "test", "info", "j.smith"])}@${r.pick(["gmail.com", "yahoo.com", "example.org"])} ip=${r.int(40, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
          );
          x.edgeErr(at + 3, 401, o, r.int(20, 90));
        },
        x.t0,
        x.t0 + 90000,
      );
      x.loop(
        20,
        (at) =>
          x.emit(
            at,
            o,
            "warn",
            `[nio-8080-exec-${r.int(1, 40)}] ${o.pkg}.security.LoginThrottle : account temporarily locked after 5 failed attempts`,
          ),
        x.t0 + 10000,
        x.t0 + 90000,
      );
    },
  },
];
