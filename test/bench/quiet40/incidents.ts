// The eight real failures, one per category, each written the way the software involved logs it: the service with
// the problem, the callers that report it in their own words, their retries and breakers.
import { isoG } from "./background.js";
import type { Role } from "./estates.js";
import { ip, MIN, n, type Scene } from "./scene.js";

export interface IncidentDef {
  key: string;
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  gen: (sc: Scene, start: number) => void;
}

const vendorHost = "api.guardrail-ai.example.net";

export const INCIDENTS: IncidentDef[] = [
  {
    key: "moderation-vendor-down",
    estate: "kestrel",
    role: "gw",
    category: "dependency",
    hints: ["moderation", "vendor", "503", "unavailable", "circuit", "upstream", "guardrail"],
    severity: "high",
    note: "the third-party moderation API the inference gateway calls before every completion starts answering 503; the gateway retries, opens its breaker and fails chat requests",
    gen: (sc, start) => {
      const { s, r } = sc;
      const gw = n(sc, "gw");
      let open = 0;
      sc.hooks.request = (t, tr) => {
        if (t < start || r.chance(0.12)) return false;
        const tenant = r.pick(sc.e.tenants);
        if (t > start + 75_000 && r.chance(0.8)) {
          open++;
          if (open % 40 === 1)
            s.add(
              t - 5,
              gw,
              "error",
              `circuit breaker "moderation-vendor" is OPEN (failure ratio 0.${r.int(81, 97)} over last 100 calls), next probe in 30s`,
              { trace: tr },
            );
          s.add(
            t + 1,
            gw,
            "error",
            `POST /v1/chat/completions 503 2ms model=kestrel-chat-8b tenant=${tenant} error="moderation unavailable: circuit open"`,
            { trace: tr },
          );
          return true;
        }
        let at = t;
        for (let a = 1; a <= 3; a++) {
          const code = r.pick([
            "503 Service Unavailable",
            "503 Service Unavailable",
            "502 Bad Gateway",
            "context deadline exceeded (Client.Timeout exceeded while awaiting headers)",
          ]);
          at += code.startsWith("context") ? 2000 : r.int(30, 300);
          s.add(
            at,
            gw,
            a < 3 ? "warn" : "error",
            `moderation call POST https://${vendorHost}/v2/classify failed (attempt ${a}/3): ${code}`,
            { trace: tr },
          );
          at += 100 * 2 ** a;
        }
        s.add(
          at + 2,
          gw,
          "error",
          `POST /v1/chat/completions 503 ${Math.round(at - t)}ms model=kestrel-chat-8b tenant=${tenant} error="moderation check failed after 3 attempts"`,
          { trace: tr },
        );
        return true;
      };
      s.add(
        start + 20_000,
        gw,
        "warn",
        `moderation p99 latency ${r.int(1800, 2600)}ms over budget 400ms (host ${vendorHost})`,
      );
    },
  },
  {
    key: "ckpt-scratch-full",
    estate: "kestrel",
    role: "train",
    category: "disk",
    hints: ["disk", "space", "errno 28", "enospc", "no space", "scratch"],
    severity: "medium",
    note: "the trainer's local scratch volume fills while staging a checkpoint; torch.save fails with ENOSPC, the job crashes, restarts and fails again",
    gen: (sc, start) => {
      const { s, r, e } = sc;
      const tr = n(sc, "train");
      const sch = n(sc, "sched");
      const o = n(sc, "orch");
      const job = e.jobs[0];
      s.add(
        start - 3 * MIN,
        tr,
        "warn",
        "[rank0]: /scratch usage 93% (1.74 TiB of 1.86 TiB), staging checkpoint needs ~140 GiB",
      );
      s.add(
        start - 10_000,
        tr,
        "info",
        `[rank0]: saving checkpoint step_41200 to /scratch/${job}/step_41200 (staging before upload)`,
      );
      s.mute(tr, start + 2000);
      const crash = (t: number) => {
        s.add(t, tr, "error", "[rank0]: checkpoint save failed", {
          force: true,
          stack: [
            "[rank0]: Traceback (most recent call last):",
            '[rank0]:   File "/workspace/kestrel/train/checkpoint.py", line 88, in save',
            "[rank0]:     torch.save(state, tmp_path)",
            '[rank0]:   File "/opt/conda/lib/python3.11/site-packages/torch/serialization.py", line 652, in save',
            "[rank0]:     with _open_zipfile_writer(f) as opened_zipfile:",
            '[rank0]:   File "/opt/conda/lib/python3.11/site-packages/torch/serialization.py", line 499, in __exit__',
            "[rank0]:     self.file_like.write_end_of_file()",
            "[rank0]: RuntimeError: [enforce fail at inline_container.cc:603] . unexpected pos 81270913472 vs 81270913360",
            "[rank0]: ",
            "[rank0]: During handling of the above exception, another exception occurred:",
            "[rank0]: ",
            "[rank0]: OSError: [Errno 28] No space left on device",
          ],
        });
        s.add(
          t + 900,
          tr,
          "error",
          `torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: 1) local_rank: 0 (pid: ${r.int(40, 90)}) of binary: /opt/conda/bin/python`,
          { force: true },
        );
        for (let k = 1; k < 8; k++)
          s.add(
            t + 1200 + k * 40,
            tr,
            "warn",
            `[rank${k}]: ProcessGroupNCCL: received abort from rank 0, terminating`,
            { force: true },
          );
      };
      crash(start);
      s.add(
        start + 4000,
        sch,
        "warn",
        `workload ${job}-${r.hex(5)} pod ${job}-worker-0 terminated: Error (exit code 1), restarting gang (restart 1/3)`,
      );
      const again = start + 2 * MIN;
      s.add(again, tr, "info", `[rank0]: resuming from ${e.bucket}/${job}/step_40000, will re-save step_41200`, {
        force: true,
      });
      s.add(
        again + 60_000,
        tr,
        "info",
        `[rank0]: saving checkpoint step_41200 to /scratch/${job}/step_41200 (staging before upload)`,
        { force: true },
      );
      crash(again + 75_000);
      s.add(
        again + 79_000,
        sch,
        "error",
        `workload ${job} failed: restart limit reached (3/3 within 10m), GPUs released on ${e.gpuPools[0]}`,
      );
      s.add(again + 80_000, sch, "info", `workload ${job} requeued with backoff 600s (reason=BackoffLimitExceeded)`);
      s.add(
        start + 3 * MIN,
        o,
        "warn",
        `eval_nightly.pull_checkpoints: checkpoint ${job}/step_41200 not found yet in ${e.bucket}, rescheduling`,
      );
    },
  },
  {
    key: "snowflake-jwt-invalid",
    estate: "halcyon",
    role: "wh",
    category: "authentication",
    hints: ["jwt", "authentication", "auth", "token", "credential", "key"],
    severity: "high",
    note: "the loader's key-pair login to the warehouse starts failing with JWT token is invalid; every COPY fails, Airflow load tasks fail and dbt sources go stale",
    gen: (sc, start) => {
      const { s, r, e } = sc;
      const wh = n(sc, "wh");
      const o = n(sc, "orch");
      const d = n(sc, "dbt");
      s.mute(wh, start);
      s.every(start, sc.t1, 12_000, 3000, (t) => {
        s.add(t, wh, "error", `Failed to connect to warehouse account halcyon-eu1, user SVC_SNOWPIPE_LOADER`, {
          force: true,
          stack: pyTbAuth(r.hex(8)),
        });
        s.add(t + 30, wh, "warn", `COPY INTO ${r.pick(e.tables.slice(0, 2))} not started: no session (retry in 10s)`, {
          force: true,
        });
      });
      s.every(start + 60_000, sc.t1, 45_000, 10_000, (t) => {
        const run = `scheduled__${new Date(t).toISOString().slice(0, 13)}:00:00+00:00`;
        s.add(
          t,
          o,
          "error",
          `Task failed with exception: snowpipe-loader job copy_into_raw returned status=FAILED (250001: JWT token is invalid)`,
        );
        s.add(
          t + 20,
          o,
          "info",
          `Marking task as UP_FOR_RETRY. dag_id=claims_daily, task_id=copy_into_raw, run_id=${run}`,
        );
      });
      s.add(
        start + 5 * MIN,
        d,
        "warn",
        "Freshness of RAW.CLAIMS_EVENTS: max(_loaded_at) is 0:05:12 old, warn_after 0:05:00",
      );
    },
  },
  {
    key: "connect-heap-oom",
    estate: "halcyon",
    role: "connect",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "the CDC Connect worker's heap fills on a large transaction; it pauses in full GCs, dies with OutOfMemoryError and goes quiet while the loader and dbt see no new data",
    gen: (sc, start) => {
      const { s, r, e } = sc;
      const c = n(sc, "connect");
      const wh = n(sc, "wh");
      let used = 3200;
      for (let i = 0; i < 6; i++) {
        used = Math.min(4090, used + r.int(100, 200));
        s.add(
          start + i * 12_000,
          c,
          "warn",
          `[gc] GC(${1800 + i}) Pause Full (G1 Compaction Pause) ${used}M->${used - r.int(2, 30)}M(4096M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
        );
      }
      const oom = start + 80_000;
      s.add(
        oom,
        c,
        "error",
        `WorkerSourceTask{id=${e.connectors[0]}-0} Task threw an uncaught and unrecoverable exception. Task is being killed and will not recover until manually restarted`,
        {
          stack: [
            "java.lang.OutOfMemoryError: Java heap space",
            "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "\tat io.debezium.connector.oracle.logminer.processor.memory.MemoryTransaction.addEvent(MemoryTransaction.java:42)",
            "\tat io.debezium.connector.oracle.logminer.processor.AbstractLogMinerEventProcessor.addToTransaction(AbstractLogMinerEventProcessor.java:1210)",
            "\tat io.debezium.connector.oracle.logminer.LogMinerStreamingChangeEventSource.execute(LogMinerStreamingChangeEventSource.java:242)",
          ],
        },
      );
      s.add(
        oom + 700,
        c,
        "error",
        "Uncaught exception in thread 'kafka-producer-network-thread | connector-producer-oracle-claims-cdc-0':",
        {
          stack: ["java.lang.OutOfMemoryError: Java heap space"],
        },
      );
      s.mute(c, oom + 2000);
      s.every(oom + 3 * MIN, sc.t1, 60_000, 5000, (t) =>
        s.add(
          t,
          wh,
          "warn",
          `no new files under ${e.bucket}/landing/claims_events/ for ${Math.round((t - oom) / 60000) + 1}m (expected every ~1m)`,
        ),
      );
      s.every(oom + 2 * MIN, sc.t1, 60_000, 3000, (t) =>
        s.add(
          t,
          n(sc, "orch"),
          "warn",
          `claims_daily.wait_for_policy_extract: no change events on ${e.topics[0]} since ${new Date(oom).toISOString().slice(11, 19)}Z (lag check), rescheduling in 60s`,
        ),
      );
      s.add(
        oom + 5 * MIN,
        n(sc, "dbt"),
        "warn",
        "Freshness of RAW.CLAIMS_EVENTS: max(_loaded_at) is 0:06:40 old, warn_after 0:05:00",
      );
    },
  },
  {
    key: "featurizer-cache-lock",
    estate: "marlowe",
    role: "feat",
    category: "timeout",
    hints: ["timeout", "timed out", "slow", "lock", "deadline"],
    severity: "medium",
    note: "featurizer requests wait on a cache lock and take seconds (it warns only); the edge gateway times out, retries, opens its breaker and serves fallback lists",
    gen: (sc, start) => {
      const { s, r } = sc;
      const gw = n(sc, "gw");
      const ft = n(sc, "feat");
      let fails = 0;
      sc.hooks.request = (t, tr) => {
        if (t < start || r.chance(0.15)) return false;
        const user = `u${r.int(100000, 999999)}`;
        const took = r.int(1400, 4800);
        s.add(
          t + took,
          ft,
          "warn",
          `Feature build for ${user} took ${took} ms (budget 80 ms); waited ${took - r.int(5, 40)} ms on lock user_embeddings:${r.int(0, 63)}`,
          { trace: tr },
        );
        fails++;
        if (fails % 25 === 0)
          s.add(
            t + 1001,
            gw,
            "error",
            `circuit breaker featurizer OPEN after ${r.int(20, 40)} consecutive failures; fallback=popular_items for 30s`,
            { trace: tr },
          );
        if (r.chance(0.35)) {
          s.add(t + 1000, gw, "error", `featurizer call failed for ${user}`, {
            trace: tr,
            stack: [
              "TimeoutError: The operation was aborted due to timeout",
              "    at new DOMException (node:internal/per_context/domexception:53:5)",
              "    at AbortSignal.timeout (node:internal/abort_controller:141:14)",
              "    at FeaturizerClient.build (/app/dist/clients/featurizer.js:48:31)",
              "    at async RecsHandler.home (/app/dist/routes/recs.js:112:22)",
            ],
          });
        } else s.add(t + 1000, gw, "warn", `retrying featurizer (attempt 2/2) after timeout 1000ms`, { trace: tr });
        s.add(
          t + 1010,
          gw,
          "warn",
          `GET /recs/home?surface=${r.pick(sc.e.tenants)} 200 ${r.int(1005, 2100)}ms items=24 fallback=popular_items reason="featurizer timeout"`,
          { trace: tr },
        );
        return true;
      };
    },
  },
  {
    key: "triton-repo-path",
    estate: "marlowe",
    role: "serve",
    category: "configuration",
    hints: ["config", "configuration", "repository", "pbtxt", "not found", "no such file"],
    severity: "high",
    note: "a ranker-triton release points the model repository at a path without config.pbtxt; Triton fails to load the model and exits in a loop while the gateway serves fallbacks",
    gen: (sc, start) => {
      const { s, r } = sc;
      const sv = n(sc, "serve");
      const gw = n(sc, "gw");
      s.add(start - 41_000, sv, "info", `I${isoG(start - 41_000)} 1 server.cc:296] Signal (15) received.`);
      s.add(
        start - 40_000,
        sv,
        "info",
        `I${isoG(start - 40_000)} 1 server.cc:325] Waiting for in-flight requests to complete.`,
      );
      s.add(
        start - 39_000,
        sv,
        "info",
        `I${isoG(start - 39_000)} 1 server.cc:341] Timeout 30: Found 0 live models and 0 in-flight non-inference requests`,
      );
      s.mute(sv, start - 38_000);
      let t = start;
      while (t < sc.t1) {
        s.add(
          t,
          sv,
          "info",
          `I${isoG(t)} 1 server.cc:607] Triton Server 2.49.0 starting, image marlowe/ranker-triton:24.08-r42 (MODEL_REPOSITORY=gs://marlowe-recs-models/repo/v2)`,
          { force: true },
        );
        s.add(
          t + 800,
          sv,
          "info",
          `I${isoG(t + 800)} 1 pinned_memory_manager.cc:277] Pinned memory pool is created at '0x7f${r.hex(8)}' with size 268435456`,
          { force: true },
        );
        s.add(
          t + 2400,
          sv,
          "error",
          `E${isoG(t + 2400)} 1 model_repository_manager.cc:1335] Poll failed for model directory 'ranker_dlrm': failed to open text file for read gs://marlowe-recs-models/repo/v2/ranker_dlrm/config.pbtxt: No such file or directory`,
          { force: true },
        );
        s.add(
          t + 2500,
          sv,
          "error",
          `E${isoG(t + 2500)} 1 model_repository_manager.cc:1335] Poll failed for model directory 'ranker_dlrm_shadow': failed to open text file for read gs://marlowe-recs-models/repo/v2/ranker_dlrm_shadow/config.pbtxt: No such file or directory`,
          { force: true },
        );
        s.add(t + 2600, sv, "info", `I${isoG(t + 2600)} 1 server.cc:653] No model is loaded`, { force: true });
        s.add(t + 2700, sv, "error", "error: creating server: Internal - failed to load all models", { force: true });
        t += r.int(35, 80) * 1000;
      }
      sc.hooks.request = (tq, tr) => {
        if (tq < start - 38_000 || r.chance(0.1)) return false;
        const a = `${ip(sc)}:8001`;
        s.add(
          tq + 12,
          gw,
          "error",
          r.chance(0.5)
            ? `ranker infer failed: 14 UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED ${a}`
            : `ranker infer failed: no ready endpoints for service ranker-triton`,
          { trace: tr },
        );
        s.add(
          tq + 15,
          gw,
          "warn",
          `GET /recs/home?surface=${r.pick(sc.e.tenants)} 200 ${r.int(14, 40)}ms items=24 fallback=popular_items reason="ranker unavailable"`,
          { trace: tr },
        );
        return true;
      };
    },
  },
  {
    key: "feature-registry-pg-exhausted",
    estate: "pinecrest",
    role: "feat",
    category: "database",
    hints: ["database", "postgres", "too many clients", "connection", "sqlstate", "pool"],
    severity: "high",
    note: "feature-svc's Postgres rejects new connections with too many clients; feature reads fail, embed-serving retries them hard and the gateway returns 5xx",
    gen: (sc, start) => {
      const { s, r } = sc;
      const ft = n(sc, "feat");
      const sv = n(sc, "serve");
      const gw = n(sc, "gw");
      s.add(start - 20_000, ft, "warn", "pgxpool: acquire wait 740ms (max_conns=50, acquired=50, idle=0)");
      sc.hooks.request = (t, _tr) => {
        if (t < start || r.chance(0.15)) return false;
        const doc = r.int(10000000, 99999999);
        for (let a = 1; a <= 3; a++) {
          const ta = t + (a - 1) * 250;
          if (r.chance(0.6))
            s.add(
              ta + 3,
              ft,
              "error",
              `GET /v1/features/doc/${doc} 500 ${r.int(2, 30)}ms: failed to connect to \`host=features-pg.research.svc user=features database=features\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`,
            );
          s.add(
            ta + 35,
            sv,
            a < 3 ? "warn" : "error",
            `feature fetch for doc ${doc} failed (attempt ${a}/3): httpx.HTTPStatusError: Server error '500 Internal Server Error' for url 'http://feature-svc:8080/v1/features/doc/${doc}'`,
          );
        }
        s.add(
          t + 560,
          gw,
          "warn",
          `[${new Date(t).toISOString()}] "POST /v1/embed HTTP/1.1" 500 - 9120 61 560 558 "${ip(sc)}" "pinecrest-sdk/1.8.0" "${r.hex(8)}" "embed-serving:8080" "${ip(sc)}:8080"`,
        );
        return true;
      };
      s.every(start + 30_000, sc.t1, 20_000, 5000, (t) =>
        s.add(
          t,
          ft,
          "warn",
          `pgxpool: acquire timeout after 5s (max_conns=50, acquired=50, idle=0, waiting=${r.int(60, 300)})`,
        ),
      );
    },
  },
  {
    key: "nccl-ib-errors",
    estate: "pinecrest",
    role: "train",
    category: "network",
    hints: ["nccl", "network", "ib", "infiniband", "remote", "connection"],
    severity: "medium",
    note: "InfiniBand completions between two training nodes start failing; NCCL reports remote errors, the run aborts, is requeued and fails again on the same link",
    gen: (sc, start) => {
      const { s, r } = sc;
      const tr = n(sc, "train");
      const sch = n(sc, "sched");
      const jid = r.int(481000, 489999);
      const peer = ip(sc);
      const fail = (t: number) => {
        for (let k = 0; k < 3; k++)
          s.add(
            t + k * 200,
            tr,
            "warn",
            `gpu-021:${r.int(100, 999)}:${r.int(1000, 2000)} [${k}] NCCL WARN NET/IB : Got completion from peer ${peer}<${r.int(40000, 60000)}> with status=12 opcode=0 len=0 vendor err 129 (Recv) localGid ::ffff:${ip(sc)} remoteGids::ffff:${peer} hca mlx5_1`,
            { force: true },
          );
        s.add(t + 900, tr, "error", "[rank5]: Traceback (most recent call last):", {
          force: true,
          stack: [
            '[rank5]:   File "/workspace/pc/train_contrastive.py", line 188, in <module>',
            "[rank5]:     main()",
            '[rank5]:   File "/workspace/pc/train_contrastive.py", line 141, in main',
            "[rank5]:     dist.all_reduce(loss_t)",
            '[rank5]:   File "/opt/conda/lib/python3.11/site-packages/torch/distributed/c10d_logger.py", line 79, in wrapper',
            "[rank5]:     return func(*args, **kwargs)",
            "[rank5]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, remote process exited or there was a network error, NCCL version 2.20.5",
            "[rank5]: ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.",
            "[rank5]: Last error:",
            `[rank5]: NET/IB : Got completion from peer ${peer}<${r.int(40000, 60000)}> with status=12 opcode=0 len=0 vendor err 129 (Recv)`,
          ],
        });
        s.add(t + 2500, tr, "error", `srun: error: gpu-021: task 5: Exited with exit code 1`, { force: true });
      };
      s.mute(tr, start + 1000);
      fail(start);
      s.add(start + 4000, sch, "info", `_job_complete: JobId=${jid} WEXITSTATUS 1`);
      s.add(start + 4200, sch, "info", `Requeuing JobId=${jid} (requeue on failure, count 1)`);
      s.add(
        start + 70_000,
        sch,
        "info",
        `sched: Allocate JobId=${jid} NodeList=gpu-[021-022] #CPUs=128 Partition=gpu-a100`,
      );
      s.add(start + 80_000, tr, "info", "[rank0]: world_size=16, starting training loop (resume step 8800)", {
        force: true,
      });
      fail(start + 80_000 + r.int(40, 120) * 1000);
      s.add(
        start + 5 * MIN,
        sch,
        "error",
        `JobId=${jid} failed twice on gpu-[021-022], held (JobHeldAdmin); node gpu-021 set DRAIN reason="ib errors mlx5_1"`,
      );
    },
  },
];

function pyTbAuth(req: string): string[] {
  return [
    "Traceback (most recent call last):",
    '  File "/app/loader/session.py", line 61, in connect',
    "    return snowflake.connector.connect(**self._conn_args())",
    '  File "/usr/local/lib/python3.11/site-packages/snowflake/connector/connection.py", line 456, in __init__',
    "    self.connect(**kwargs)",
    '  File "/usr/local/lib/python3.11/site-packages/snowflake/connector/auth/_auth.py", line 418, in authenticate',
    "    Error.errorhandler_wrapper(",
    `snowflake.connector.errors.DatabaseError: 250001 (08001): Failed to connect to DB: halcyon-eu1.snowflakecomputing.com:443. JWT token is invalid. [${req}-${req.slice(0, 4)}-4b1e-9f0a-${req}${req.slice(0, 4)}]`,
  ];
}
