// Harmless noise that looks alarming: loud, red, bursty or new, but how these systems normally behave.
// Each kind lays its lines from t0 on; nothing is broken and traffic keeps succeeding.
import { type Domain, deployLines, type Estate } from "./estates.js";
import { chance, digits, hex, int, pick } from "./rng.js";
import * as st from "./stacks.js";
import type { Stream } from "./stream.js";

export interface Noise {
  key: string;
  domain: Domain | "any";
  note: string;
  run: (s: Stream, t0: number, e: Estate) => void;
}

const MIN = 60000;
const javaSvc = (e: Estate) => Object.keys(e.services).filter((n) => e.services[n] === "java");
const anySvc = (e: Estate, i: number) => Object.keys(e.services)[i % Object.keys(e.services).length];
const burst = (s: Stream, t0: number, dur: number, n: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) fn(t0 + s.r() * dur, i);
};

/** "connection refused" as each runtime's HTTP client words it. */
const REFUSED: Record<string, (svc: string) => string> = {
  java: (svc) => `java.net.ConnectException: Connection refused calling http://${svc}:8080, retrying`,
  python: (svc) =>
    `HTTPConnectionPool(host='${svc}', port=8080): Max retries exceeded ([Errno 111] Connection refused), retrying`,
  go: (svc) => `dial tcp ${svc}:8080: connect: connection refused, retrying`,
  node: (svc) => `call to ${svc} failed: connect ECONNREFUSED ${svc}:8080, retrying`,
  dotnet: (svc) => `System.Net.Http.HttpRequestException: Connection refused (${svc}:8080), retrying`,
  ruby: (svc) =>
    `Faraday::ConnectionFailed: Failed to open TCP connection to ${svc}:8080 (Connection refused), retrying`,
  cpp: (svc) => `connect() to ${svc}:8080 failed: Connection refused (errno 111), retrying`,
};

export const NOISES: Noise[] = [
  // ---- healthcare integration
  {
    key: "hl7-ack-ae-training",
    domain: "health",
    note: "the training facility sends ORUs for test patients that the lab system rejects with ACK AE; business rejects only",
    run(s, t0) {
      burst(s, t0, 4 * MIN, 70, (t) => {
        const ctl = digits(s.r, 10);
        s.add(
          t,
          "hl7-gateway",
          "error",
          `Channel 'ORU Inbound' ACK AE for MSH-10=${ctl} from TRAINING_FAC: ERR|^^^204&Unknown key identifier&HL70357|PID^1^3|E|patient ZZTEST${digits(s.r, 4)} not in MPI`,
        );
        s.add(
          t + 20,
          "patient-index",
          "warn",
          `No EMPI match for ZZTEST${digits(s.r, 4)} (facility TRAINING_FAC), returning 404`,
        );
      });
    },
  },
  {
    key: "dicom-echo-unknown-ae",
    domain: "health",
    note: "a new ultrasound cart not yet registered keeps sending C-ECHO and is rejected as calling AE unknown",
    run(s, t0) {
      s.every(t0, t0 + 7 * MIN, 6000, 1000, (t) => {
        s.add(t, "pacs-router", "warn", "Association Received from US_CART_7 (10.44.18.231:50412) -> NGH_ROUTER");
        s.add(
          t + 3,
          "pacs-router",
          "error",
          "Association Rejected: Result: Rejected Permanent, Source: Service User, Reason: Calling AE Title Not Recognized (US_CART_7)",
        );
      });
    },
  },
  {
    key: "fhir-bulk-export",
    domain: "health",
    note: "a payer's nightly FHIR $export runs: long queries, 429 throttling on the export client and slow-query warnings, then completes",
    run(s, t0) {
      const job = hex(s.r, 8);
      s.add(
        t0,
        "fhir-api",
        "info",
        `Bulk export job ${job} started: _type=Patient,Encounter,Observation _since=${s.day(-30)} (client payer-bcbs)`,
      );
      burst(s, t0 + 5000, 5 * MIN, 60, (t) =>
        s.add(
          t,
          "fhir-api",
          "warn",
          `Slow query (${int(s.r, 3000, 14000)}ms) for bulk export ${job}: SELECT ... FROM HFJ_RESOURCE WHERE RES_TYPE='Observation' AND RES_UPDATED >= ? (page ${int(s.r, 1, 400)})`,
        ),
      );
      burst(s, t0 + 10000, 5 * MIN, 45, (t) =>
        s.add(
          t,
          "fhir-api",
          "warn",
          `HTTP 429 Too Many Requests for GET /fhir/R4/$export-poll-status?_jobId=${job} (client payer-bcbs polls every 1s, Retry-After: 10)`,
        ),
      );
      s.add(t0 + 5.5 * MIN, "fhir-api", "info", `Bulk export job ${job} COMPLETE: 3 files, 1284411 resources, 5m28s`);
    },
  },
  {
    key: "mpi-duplicate-sweep",
    domain: "health",
    note: "the weekly EMPI duplicate sweep logs hundreds of potential-duplicate warnings and a merge report",
    run(s, t0) {
      s.add(t0, "patient-index", "info", "Duplicate candidate sweep started (threshold 0.82, blocking on DOB+soundex)");
      burst(s, t0, 6 * MIN, 180, (t) =>
        s.add(
          t,
          "patient-index",
          "warn",
          `Potential duplicate: EMPI ${digits(s.r, 9)} ~ EMPI ${digits(s.r, 9)} score=0.8${int(s.r, 2, 9)} (name transposition) queued for data steward`,
        ),
      );
      s.add(
        t0 + 6 * MIN + 2000,
        "patient-index",
        "info",
        "Duplicate candidate sweep finished: 181 candidates, 0 auto-merged, 181 queued for review",
      );
    },
  },
  {
    key: "hl7-queue-replay",
    domain: "health",
    note: "after the lab vendor's announced maintenance the integration engine replays its queued ORMs; backlog warnings drain to zero",
    run(s, t0) {
      let depth = int(s.r, 900, 1500);
      s.add(
        t0,
        "hl7-gateway",
        "warn",
        `Channel 'ORM Outbound' destination LAB_SUNQ back online, ${depth} messages queued, resending`,
      );
      for (let t = t0 + 2000; depth > 0; t += 2000) {
        depth = Math.max(0, depth - int(s.r, 10, 24));
        s.add(
          t,
          "hl7-gateway",
          depth > 100 ? "warn" : "info",
          `Channel 'ORM Outbound' queue depth ${depth} (resend rate 6/s)`,
        );
        if (chance(s.r, 0.3))
          s.add(
            t + 5,
            "hl7-gateway",
            "warn",
            `ACK AR for MSH-10=${digits(s.r, 10)}: duplicate control id, already processed by receiver`,
          );
      }
    },
  },
  {
    key: "consent-deny-research",
    domain: "health",
    note: "a research extract asks for records of patients who opted out; consent-svc denies them as designed",
    run(s, t0) {
      burst(s, t0, 4 * MIN, 120, (t) => {
        const pid = digits(s.r, 6);
        s.add(
          t,
          "consent-svc",
          "warn",
          `consent decision=DENY purpose=HRESCH patient=${pid} reason=opt-out directive 2025-${int(s.r, 10, 12)}`,
        );
        s.add(
          t + 4,
          "fhir-api",
          "info",
          `GET /fhir/R4/Patient/${pid}/$everything 403 Forbidden (consent DENY, client research-etl)`,
        );
      });
    },
  },
  // ---- data platforms
  {
    key: "spark-spot-decommission",
    domain: "data",
    note: "spot instances are reclaimed; Spark loses executors, resubmits their tasks and the stage still finishes",
    run(s, t0) {
      for (let i = 0; i < 5; i++) {
        const t = t0 + i * int(s.r, 15000, 50000);
        const ex = int(s.r, 1, 24);
        const ip = `10.12.${int(s.r, 1, 9)}.${int(s.r, 2, 250)}`;
        s.add(
          t,
          "spark-driver",
          "warn",
          `TaskSchedulerImpl: Lost executor ${ex} on ${ip}: worker decommissioned because of spot instance interruption`,
        );
        for (let j = 0; j < int(s.r, 6, 14); j++)
          s.add(
            t + j * 8,
            "spark-driver",
            "warn",
            `TaskSetManager: Lost task ${int(s.r, 0, 399)}.0 in stage ${int(s.r, 10, 60)}.0 (TID ${digits(s.r, 5)}) (${ip} executor ${ex}): ExecutorLostFailure (executor ${ex} exited caused by one of the running tasks) Reason: Executor decommission.`,
          );
        s.add(
          t + 300,
          "spark-driver",
          "info",
          `DAGScheduler: Resubmitting ShuffleMapStage ${int(s.r, 10, 60)} (mapPartitions at Exchange.scala:139) due to fetch failure`,
        );
        s.add(
          t + 9000,
          "spark-driver",
          "info",
          `ExecutorAllocationManager: Requesting 1 new executor because tasks are backlogged (new desired total will be ${int(s.r, 18, 24)})`,
        );
      }
    },
  },
  {
    key: "spark-speculation",
    domain: "data",
    note: "speculative execution kills slower duplicate attempts; TaskKilled lines are normal",
    run(s, t0) {
      burst(s, t0, 5 * MIN, 90, (t) => {
        const task = `${int(s.r, 0, 399)}.0 in stage ${int(s.r, 10, 60)}.0`;
        s.add(
          t,
          "spark-driver",
          "info",
          `TaskSetManager: Marking task ${task} (on 10.12.${int(s.r, 1, 9)}.${int(s.r, 2, 250)}) as speculatable because it ran more than ${int(s.r, 9000, 40000)} ms`,
        );
        s.add(
          t + int(s.r, 2000, 9000),
          "spark-driver",
          "warn",
          `TaskSetManager: Lost task ${task.replace(".0 in", ".1 in")} (TID ${digits(s.r, 5)}) (10.12.${int(s.r, 1, 9)}.${int(s.r, 2, 250)} executor ${int(s.r, 1, 24)}): TaskKilled (another attempt succeeded)`,
        );
      });
    },
  },
  {
    key: "airflow-sensor-retries",
    domain: "data",
    note: "an upstream file lands late; the sensor pokes, a task fails once with exit code 1 and succeeds on retry",
    run(s, t0) {
      s.every(t0, t0 + 5 * MIN, 30000, 500, (t) =>
        s.add(
          t,
          "airflow-worker",
          "info",
          `Poking for file s3://lumen-landing/partner/orders_${s.day(-1, true)}.csv ... not found, rescheduling`,
        ),
      );
      const tf = t0 + 2 * MIN;
      s.err(
        tf,
        "airflow-worker",
        "error",
        "Task failed with exception",
        st.python("FileNotFoundError", `[Errno 2] No such file or directory: '/tmp/orders_${s.day(-1, true)}.csv'`, [
          [
            "/home/airflow/.local/lib/python3.11/site-packages/airflow/models/taskinstance.py",
            465,
            "_execute_task",
            "result = _execute_callable(context=context, **execute_callable_kwargs)",
          ],
          ["/opt/airflow/dags/partner_orders.py", 58, "load_orders", "with open(local_path) as fh:"],
        ]),
      );
      s.add(
        tf + 30,
        "airflow-worker",
        "info",
        `Marking task as UP_FOR_RETRY. dag_id=partner_orders, task_id=load_orders, run_id=scheduled__${s.day(-1)}T00:00:00+00:00`,
      );
      s.add(tf + 60, "airflow-worker", "info", "Task exited with return code 1");
      s.add(
        tf + 5 * MIN,
        "airflow-worker",
        "info",
        `Marking task as SUCCESS. dag_id=partner_orders, task_id=load_orders, run_id=scheduled__${s.day(-1)}T00:00:00+00:00 (try_number=2)`,
      );
    },
  },
  {
    key: "connect-rebalance",
    domain: "data",
    note: "a Connect worker joins after a node roll; the group rebalances, heartbeats fail during it, tasks restart and run",
    run(s, t0) {
      s.add(t0, "kafka-connect", "info", "[Worker clientId=connect-1, groupId=connect-cluster] Rebalance started");
      burst(s, t0, 20000, 40, (t) =>
        s.add(
          t,
          "kafka-connect",
          "warn",
          `[Consumer clientId=connector-consumer-s3-sink-events-${int(s.r, 0, 5)}, groupId=connect-s3-sink-events] Attempt to heartbeat failed since group is rebalancing`,
        ),
      );
      burst(s, t0 + 3000, 20000, 24, (t) =>
        s.add(
          t,
          "kafka-connect",
          "info",
          `[s3-sink-events|task-${int(s.r, 0, 5)}] Revoking previously assigned partitions [events-${int(s.r, 0, 11)}]`,
        ),
      );
      s.add(
        t0 + 25000,
        "kafka-connect",
        "info",
        "[Worker clientId=connect-1, groupId=connect-cluster] Joined group at generation 214 with protocol version 2 and got assignment: Assignment{error=0, leader='connect-3', connectorIds=[s3-sink-events], taskIds=[s3-sink-events-0, s3-sink-events-3]}",
      );
      s.add(
        t0 + 26000,
        "kafka-connect",
        "info",
        "[Worker clientId=connect-1, groupId=connect-cluster] Finished starting connectors and tasks",
      );
    },
  },
  {
    key: "dbt-test-warnings",
    domain: "data",
    note: "dbt tests configured with severity warn flag known data issues; the run completes with warnings",
    run(s, t0) {
      for (let i = 0; i < 18; i++) {
        const t = t0 + i * 9000;
        const test = pick(s.r, [
          "unique_fct_orders_order_id",
          "not_null_dim_customers_email",
          "accepted_values_stg_events_type",
          "relationships_fct_sessions_user_id",
        ]);
        s.add(
          t,
          "dbt-runner",
          "warn",
          `${i + 1} of 18 WARN ${int(s.r, 1, 400)} ${test} .......... [WARN ${int(s.r, 1, 400)} in ${int(s.r, 1, 5)}.${int(s.r, 10, 99)}s]`,
        );
        s.add(
          t + 20,
          "dbt-runner",
          "warn",
          `Warning in test ${test} (models/marts/schema.yml)\n  Got ${int(s.r, 1, 400)} results, configured to warn if != 0`,
        );
      }
      s.add(t0 + 18 * 9000 + 500, "dbt-runner", "info", "Done. PASS=24 WARN=18 ERROR=0 SKIP=0 TOTAL=42");
    },
  },
  {
    key: "warehouse-queueing",
    domain: "data",
    note: "month-end queries queue on the warehouse; loader logs queued statements and long waits, all complete",
    run(s, t0) {
      burst(s, t0, 6 * MIN, 70, (t) =>
        s.add(
          t,
          "warehouse-loader",
          "warn",
          `query ${hex(s.r, 8)}-0000-${hex(s.r, 4)} queued: warehouse LOAD_WH at max concurrency (queued ${int(s.r, 5, 140)}s, 8 running)`,
        ),
      );
      burst(s, t0 + MIN, 6 * MIN, 20, (t) =>
        s.add(
          t,
          "dbt-runner",
          "warn",
          `Statement on warehouse TRANSFORM_WH took ${int(s.r, 90, 400)}s (queued ${int(s.r, 30, 300)}s)`,
        ),
      );
    },
  },
  {
    key: "consumer-lag-backfill",
    domain: "data",
    note: "a planned backfill republishes a day of events; consumer lag alarms climb and then drain",
    run(s, t0) {
      let lag = 0;
      for (let i = 0; i < 40; i++) {
        const t = t0 + i * 10000;
        lag = i < 18 ? lag + int(s.r, 80000, 150000) : Math.max(0, lag - int(s.r, 80000, 170000));
        s.add(
          t,
          "kafka-connect",
          lag > 500000 ? "warn" : "info",
          `[s3-sink-events] consumer lag ${lag} records (backfill topic events-replay, max.poll.records=2000)`,
        );
      }
      s.add(
        t0,
        "ingest-api",
        "info",
        `backfill producer started: replaying ${s.day(-2)} from archive at 40k ev/s (ticket DATA-2231)`,
      );
    },
  },
  {
    key: "schema-evolution",
    domain: "data",
    note: "a producer registers a new compatible schema version; older consumers log unknown-field warnings",
    run(s, t0) {
      s.add(
        t0,
        "ingest-api",
        "info",
        "schema registry: subject events-value registered version 14 (BACKWARD compatible)",
      );
      burst(s, t0, 5 * MIN, 150, (t) =>
        s.add(
          t,
          pick(s.r, ["kafka-connect", "feature-store"]),
          "warn",
          `ignoring unknown field "consent_flags" in record (writer schema v14, reader v13)`,
        ),
      );
    },
  },
  {
    key: "airflow-zombie-cleanup",
    domain: "data",
    note: "the scheduler reaps zombie task instances left by a drained worker and reschedules them",
    run(s, t0) {
      for (let i = 0; i < 6; i++) {
        const d = pick(s.r, ["daily_orders", "hourly_sessions", "ads_spend"]);
        s.add(
          t0 + i * 20000,
          "airflow-scheduler",
          "error",
          `Detected zombie job: {'full_filepath': '/opt/airflow/dags/${d}.py', 'processor_subdir': '/opt/airflow/dags', 'msg': 'Detected <TaskInstance: ${d}.transform scheduled__${s.day(-1)}T00:00:00+00:00 [running]> as zombie', 'simple_task_instance': <airflow.models.taskinstance.SimpleTaskInstance object at 0x7f${hex(s.r, 10)}>, 'is_failure_callback': True}`,
        );
        s.add(
          t0 + i * 20000 + 500,
          "airflow-scheduler",
          "info",
          `Marking task as UP_FOR_RETRY. dag_id=${d}, task_id=transform`,
        );
      }
    },
  },
  // ---- media streaming and ML serving
  {
    key: "ffmpeg-bad-mezzanine",
    domain: "media",
    note: "a studio mezzanine file has broken timestamps; ffmpeg spews warnings while producing valid output",
    run(s, t0) {
      burst(s, t0, 5 * MIN, 250, (t) =>
        s.add(
          t,
          "transcoder",
          pick(s.r, ["warn", "error"]),
          pick(s.r, [
            `[h264 @ 0x55${hex(s.r, 10)}] mmco: unref short failure`,
            `[h264 @ 0x55${hex(s.r, 10)}] error while decoding MB ${int(s.r, 0, 119)} ${int(s.r, 0, 67)}, bytestream -${int(s.r, 1, 40)}`,
            `[mov,mp4,m4a,3gp,3g2,mj2 @ 0x55${hex(s.r, 10)}] Past duration 0.99${int(s.r, 1, 9)} too large`,
            `[aac @ 0x55${hex(s.r, 10)}] Queue input is backward in time`,
          ]),
        ),
      );
      s.add(
        t0 + 5 * MIN + 1000,
        "transcoder",
        "info",
        "job tj-mezz01 complete: 480/480 segments, validation passed (vmaf 95.1)",
      );
    },
  },
  {
    key: "rental-window-expiry",
    domain: "media",
    note: "at the top of the hour many rentals expire; license requests are correctly denied and players show the rent again screen",
    run(s, t0) {
      burst(s, t0, 3 * MIN, 160, (t) => {
        const tr = hex(s.r, 16);
        s.add(
          t,
          "drm-license",
          "warn",
          `license denied kid=${hex(s.r, 32)} reason=RENTAL_EXPIRED window_end=${new Date(Math.floor(t0 / 3600000) * 3600000).toISOString()}`,
          { trace: tr },
        );
        s.add(t + 6, "playback-api", "info", `POST /v2/playback/start 403 ${int(s.r, 20, 60)}ms code=RENTAL_EXPIRED`, {
          trace: tr,
        });
      });
    },
  },
  {
    key: "cdn-mass-purge",
    domain: "media",
    note: "a catalog artwork refresh triggers a mass CDN purge; shield-fetch and cache-miss warnings spike and settle",
    run(s, t0) {
      s.add(t0, "cdn-purger", "info", `catalog publish ${s.day(0)}#3: purging 48211 artwork URLs in 97 batches`);
      for (let i = 0; i < 97; i++)
        s.add(t0 + i * 1500, "cdn-purger", "info", `purge batch ${i + 1}/97 accepted (500 URLs, id ${hex(s.r, 12)})`);
      burst(s, t0 + 5000, 4 * MIN, 80, (t) =>
        s.add(
          t,
          "playback-api",
          "warn",
          `artwork cache MISS ratio ${int(s.r, 30, 70)}% over 10s (shield fetch p95 ${int(s.r, 300, 900)}ms)`,
        ),
      );
    },
  },
  {
    key: "model-warmup",
    domain: "media",
    note: "a new model version loads and warms up; first requests are slow and the server logs CUDA allocator warnings",
    run(s, t0) {
      s.add(t0, "model-server", "info", "Loading model homerow version 38 from s3://rw-models/homerow/38 (1.9 GiB)");
      s.add(
        t0 + 14000,
        "model-server",
        "warn",
        "CUDA caching allocator: reserved 7.81 GiB, allocated 6.02 GiB; consider PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True",
      );
      burst(s, t0 + 15000, 40000, 40, (t) =>
        s.add(
          t,
          "model-server",
          "warn",
          `slow inference: homerow v38 batch=16 latency=${int(s.r, 400, 2200)}ms (warm-up, cudnn autotune)`,
        ),
      );
      s.add(t0 + 60000, "model-server", "info", "model homerow v38 READY; v37 unloaded (traffic 100% -> v38)");
    },
  },
  {
    key: "search-alias-swap",
    domain: "media",
    note: "nightly reindex swaps the search alias; a few in-flight scrolls hit the deleted index and are retried",
    run(s, t0) {
      s.add(
        t0,
        "search-api",
        "info",
        "reindex catalog_v912 -> catalog_v913 complete (2.1M docs), swapping alias catalog",
      );
      burst(s, t0 + 2000, 30000, 25, (t) =>
        s.err(
          t,
          "search-api",
          "warn",
          "scroll failed, restarting query on alias",
          st.java(
            "co.elastic.clients.elasticsearch._types.ElasticsearchException",
            "[es/scroll] failed: [index_not_found_exception] no such index [catalog_v912]",
            [
              "co.elastic.clients.transport.ElasticsearchTransportBase.getApiResponse(ElasticsearchTransportBase.java:357)",
              "co.elastic.clients.elasticsearch.ElasticsearchClient.scroll(ElasticsearchClient.java:1812)",
              "com.reelwave.search.CatalogScroller.next(CatalogScroller.java:88)",
            ],
          ),
        ),
      );
      s.add(t0 + 40000, "search-api", "info", "deleted index catalog_v910 (retention 2)");
    },
  },
  {
    key: "live-event-client-aborts",
    domain: "media",
    note: "a live match ends and viewers close players; the API logs broken pipes and 499s",
    run(s, t0) {
      burst(s, t0, 3 * MIN, 200, (t) =>
        s.add(
          t,
          "playback-api",
          pick(s.r, ["warn", "error"]),
          pick(s.r, [
            `GET /v2/live/ch-sport1/manifest.m3u8 499 client closed request after ${int(s.r, 1, 900)}ms`,
            "write EPIPE while streaming heartbeat response (client gone)",
            `session ${hex(s.r, 12)} heartbeat: ECONNRESET from client, ending session`,
          ]),
        ),
      );
      s.add(t0 + 2000, "session-tracker", "info", "live event ch-sport1 ended; concurrency falling from 412k");
    },
  },
  {
    key: "gpu-batch-split",
    domain: "media",
    note: "an oversize batch exceeds GPU memory; the server catches it, splits the batch and answers",
    run(s, t0) {
      for (let i = 0; i < 8; i++) {
        const t = t0 + i * int(s.r, 20000, 40000);
        s.err(
          t,
          "model-server",
          "warn",
          "batch of 128 exceeded GPU memory, splitting into 2x64 and retrying",
          st.python(
            "torch.OutOfMemoryError",
            "CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 has a total capacity of 22.05 GiB of which 1.12 GiB is free.",
            [
              ["/srv/model_server/batcher.py", 141, "run_batch", "out = self.model(inputs)"],
              [
                "/usr/local/lib/python3.11/site-packages/torch/nn/modules/module.py",
                1736,
                "_wrapped_call_impl",
                "return self._call_impl(*args, **kwargs)",
              ],
            ],
          ),
        );
        s.add(t + 120, "model-server", "info", "split batch served: 2x64 in 38ms");
      }
    },
  },
  // ---- banking back office
  {
    key: "eod-business-rejects",
    domain: "bank",
    note: "end-of-day batch rejects records with invalid IBANs into the exceptions file and completes with exit code 0",
    run(s, t0) {
      s.add(
        t0,
        "eod-batch",
        "info",
        `Job: [FlowJob: [name=eodSettlement]] launched with the following parameters: [{businessDate=${s.day(-1)}}]`,
      );
      burst(s, t0, 5 * MIN, 140, (t) =>
        s.add(
          t,
          "eod-batch",
          "error",
          `Skipping record ${digits(s.r, 7)} in step [settleSepa]: IBAN checksum invalid (DE${digits(s.r, 2)}${digits(s.r, 8)}XXXX), written to exceptions`,
        ),
      );
      s.add(
        t0 + 5 * MIN + 1000,
        "eod-batch",
        "info",
        "Step: [settleSepa] executed in 5m2s; read=48210 write=48070 skip=140",
      );
      s.add(
        t0 + 5 * MIN + 1500,
        "eod-batch",
        "info",
        `Job: [FlowJob: [name=eodSettlement]] completed with the following parameters: [{businessDate=${s.day(-1)}}] and the following status: [COMPLETED]`,
      );
    },
  },
  {
    key: "swift-rma-rejects",
    domain: "bank",
    note: "messages to a correspondent without RMA authorisation are NAKed by SWIFT and routed to repair, as designed",
    run(s, t0) {
      burst(s, t0, 4 * MIN, 40, (t) => {
        s.add(
          t,
          "swift-gateway",
          "error",
          `NAK for MT103 to ${pick(s.r, ["BKCHCNBJ", "SBININBB", "ICBKCNBJ"])}XXX: error code H25 (no RMA authorisation for this correspondent/message type), routed to repair queue`,
        );
        s.add(
          t + 200,
          "mq-bridge",
          "info",
          `MQPUT PAY.REPAIR msgid=414d5120484d5150${hex(s.r, 16)} len=${int(s.r, 1200, 4000)}`,
        );
      });
    },
  },
  {
    key: "payday-declines",
    domain: "bank",
    note: "after midnight on payday the card switch logs a wave of ordinary declines (51, 05, 55) from issuers",
    run(s, t0) {
      burst(s, t0, 6 * MIN, 300, (t) => {
        const [rc, why] = pick(s.r, [
          ["51", "insufficient funds"],
          ["05", "do not honor"],
          ["55", "incorrect PIN"],
          ["54", "expired card"],
          ["61", "exceeds withdrawal limit"],
        ] as const);
        s.add(
          t,
          "card-switch",
          "error",
          `0110 stan=${digits(s.r, 6)} rc=${rc} (${why}) issuer=${pick(s.r, ["HMB", "VISA-STIP", "MC-STIP"])} ${int(s.r, 40, 220)}ms`,
        );
      });
    },
  },
  {
    key: "sap-rfc-idle-reconnect",
    domain: "bank",
    note: "SAP closes idle RFC connections overnight; the connector logs communication errors and reconnects on next use",
    run(s, t0) {
      for (let i = 0; i < 10; i++) {
        const t = t0 + i * int(s.r, 15000, 35000);
        s.err(
          t,
          "sap-connector",
          "warn",
          "RFC connection closed by partner, reopening",
          st.java(
            "com.sap.conn.jco.JCoException",
            "(102) JCO_ERROR_COMMUNICATION: connection to partner 'sap-ecc-prd:3300' broken: Connection closed by peer (idle timeout rdisp/keepalive)",
            [
              "com.sap.conn.jco.rt.MiddlewareJavaRfc$JavaRfcClient.receive(MiddlewareJavaRfc.java:1472)",
              "com.sap.conn.jco.rt.ClientConnection.execute(ClientConnection.java:1252)",
              "com.harbormutual.sap.RfcPool.call(RfcPool.java:77)",
            ],
          ),
        );
        s.add(
          t + 400,
          "sap-connector",
          "info",
          `RFC connection ${i + 1} re-established to sap-ecc-prd:3300 (client 100) in ${int(s.r, 90, 300)}ms`,
        );
      }
    },
  },
  {
    key: "ledger-deadlock-retry",
    domain: "bank",
    note: "interest posting and payments occasionally deadlock; the transaction is retried and succeeds",
    run(s, t0) {
      burst(s, t0, 5 * MIN, 14, (t) => {
        s.err(
          t,
          "ledger-core",
          "warn",
          "Deadlock on journal posting, retrying (attempt 2 of 3)",
          st.java(
            "org.springframework.dao.CannotAcquireLockException",
            "could not execute statement; SQL [n/a]",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)",
              "com.harbormutual.ledger.JournalService.post(JournalService.java:143)",
            ],
            [
              "org.postgresql.util.PSQLException",
              "ERROR: deadlock detected\n  Detail: Process 4188 waits for ShareLock on transaction 99182731; blocked by process 4201.",
              ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)"],
            ],
          ),
        );
        s.add(t + int(s.r, 40, 200), "ledger-core", "info", `journal J${digits(s.r, 10)} posted on attempt 2`);
      });
    },
  },
  {
    key: "mq-partner-window",
    domain: "bank",
    note: "a partner's announced weekly maintenance takes its MQ channel to RETRYING; messages wait on the xmitq and flow after",
    run(s, t0) {
      s.add(
        t0,
        "mq-bridge",
        "warn",
        "AMQ9999E: Channel 'HM.TO.CLEARCO' to host 'mq.clearco.example(1414)' ended abnormally. (partner maintenance window 00:00-00:20 per CHG-88213)",
      );
      s.every(t0 + 5000, t0 + 6 * MIN, 30000, 1000, (t, i) =>
        s.add(
          t,
          "mq-bridge",
          "warn",
          `AMQ9202E: Remote host 'mq.clearco.example (1414)' not available, retry later. Channel HM.TO.CLEARCO RETRYING, xmitq depth ${40 + i * 12}`,
        ),
      );
      s.add(
        t0 + 6 * MIN + 3000,
        "mq-bridge",
        "info",
        "AMQ9002I: Channel 'HM.TO.CLEARCO' is starting. Channel RUNNING, xmitq depth 0",
      );
    },
  },
  // ---- anywhere
  {
    key: "gc-pauses",
    domain: "any",
    note: "a JVM running a big batch shows long young-gen pauses and a full GC, heap falls back afterwards",
    run(s, t0, e) {
      const svc = javaSvc(e)[0];
      burst(s, t0, 4 * MIN, 30, (t) =>
        s.add(
          t,
          svc,
          "warn",
          `[gc] GC(${int(s.r, 800, 2000)}) Pause Young (Normal) (G1 Evacuation Pause) ${int(s.r, 2800, 3600)}M->${int(s.r, 900, 1400)}M(4096M) ${int(s.r, 180, 620)}.${int(s.r, 100, 999)}ms`,
        ),
      );
      s.add(t0 + 2 * MIN, svc, "warn", "[gc] GC(1999) Pause Full (G1 Compaction Pause) 3901M->1022M(4096M) 1811.402ms");
    },
  },
  {
    key: "rolling-restart",
    domain: "any",
    note: "a routine rolling restart: pods drain, callers see a few refused connections and retry successfully",
    run(s, t0, e) {
      const names = Object.keys(e.services);
      const svc = names[2];
      const caller = names[0];
      for (let i = 0; i < 3; i++) {
        const t = t0 + i * 50000;
        deployLines(s, t, svc, e.services[svc], "2026.11.29-3");
        for (let j = 0; j < 5; j++) s.add(t + 2000 + j * 300, caller, "warn", REFUSED[e.services[caller]](svc));
        s.add(t + 4000, caller, "info", `call to ${svc} recovered after retry`);
      }
    },
  },
  {
    key: "leader-handover",
    domain: "any",
    note: "a singleton scheduler loses its lease during a node drain and another replica takes over",
    run(s, t0, e) {
      const svc = anySvc(e, 3);
      s.add(
        t0,
        svc,
        "error",
        `leaderelection: failed to renew lease ${e.namespace}/${svc}-leader: timed out waiting for the condition`,
      );
      s.add(t0 + 10, svc, "warn", "leaderelection: lost lease, stepping down; scheduled jobs paused on this replica");
      s.add(t0 + 2500, svc, "info", "leaderelection: successfully acquired lease (replica 2), resuming scheduled jobs");
    },
  },
  {
    key: "debug-logging-on",
    domain: "any",
    note: "someone enables DEBUG on one service; a flood of debug lines with scary words like error_count and exception handler",
    run(s, t0, e) {
      const svc = anySvc(e, 1);
      s.add(t0, svc, "info", `log level for ${svc} changed to DEBUG via admin endpoint (by ops-oncall, TTL 15m)`);
      burst(s, t0, 6 * MIN, 500, (t) =>
        s.add(
          t,
          svc,
          "debug",
          pick(s.r, [
            `pool stats: active=${int(s.r, 1, 9)} idle=${int(s.r, 1, 9)} error_count=0 timeouts=0`,
            "registered exception handler for FatalProcessingException (retry=false)",
            `retry policy: max_attempts=3 backoff=200ms failures_last_min=0`,
            `cache get key=${hex(s.r, 10)} hit=${chance(s.r, 0.8)}`,
          ]),
        ),
      );
    },
  },
  {
    key: "scanner-probes",
    domain: "any",
    note: "the weekly authorised vulnerability scan hits the edge with probes; 404s and failed logins for nonexistent users",
    run(s, t0, e) {
      const svc = Object.keys(e.services)[0];
      burst(s, t0, 5 * MIN, 220, (t) =>
        s.add(
          t,
          svc,
          "warn",
          pick(s.r, [
            `GET /${pick(s.r, [".env", "wp-admin/setup-config.php", "actuator/gateway/routes", "cgi-bin/luci", ".git/config"])} 404 from 10.99.0.${int(s.r, 10, 20)} (ua=Nessus)`,
            `authentication failed for user '${pick(s.r, ["admin", "root", "test", "oracle"])}' from 10.99.0.${int(s.r, 10, 20)}: unknown user`,
            "rejected request: invalid JWT (signature mismatch) from 10.99.0.14",
          ]),
        ),
      );
    },
  },
  {
    key: "clock-step",
    domain: "any",
    note: "chrony steps the clock on one node after a VM migration; services warn about time jumps",
    run(s, t0, e) {
      for (const svc of Object.keys(e.services).slice(0, 3))
        s.add(
          t0 + int(s.r, 0, 2000),
          svc,
          "warn",
          `clock jumped backwards by ${int(s.r, 300, 900)}ms (monotonic ok), token skew tolerance 5s`,
        );
      s.add(t0 + 100, anySvc(e, 4), "warn", "System clock was stepped by -0.712s (chronyd); timers recalculated");
    },
  },
  {
    key: "disk-housekeeping",
    domain: "any",
    note: "a volume crosses the 85% watermark, the cleanup job deletes rotated files and usage drops",
    run(s, t0, e) {
      const svc = anySvc(e, 5);
      s.add(t0, svc, "warn", `disk usage on /var/lib/${svc} at 86% (threshold 85%), starting housekeeping`);
      for (let i = 0; i < 30; i++)
        s.add(
          t0 + 500 + i * 200,
          svc,
          "info",
          `housekeeping: deleted ${svc}.log.${i + 8}.gz (${int(s.r, 200, 900)} MB)`,
        );
      s.add(t0 + 7000, svc, "info", `housekeeping done: freed 14.2 GB, /var/lib/${svc} at 61%`);
    },
  },
  {
    key: "partner-rate-limited",
    domain: "any",
    note: "a partner's batch exceeds its API quota; our edge answers 429 as configured and the partner backs off",
    run(s, t0, e) {
      const svc = Object.keys(e.services)[0];
      burst(s, t0, 3 * MIN, 180, (t) =>
        s.add(
          t,
          svc,
          "warn",
          `429 Too Many Requests client_id=partner-${pick(s.r, ["acme", "northwind"])} quota=600/min current=${int(s.r, 601, 1400)} Retry-After=${int(s.r, 5, 30)}`,
        ),
      );
    },
  },
  {
    key: "cert-renewal",
    domain: "any",
    note: "cert-manager renews a certificate; services warn about near expiry, then reload the new one",
    run(s, t0, e) {
      for (const svc of Object.keys(e.services).slice(0, 4)) {
        s.add(
          t0 + int(s.r, 0, 60000),
          svc,
          "warn",
          `TLS certificate CN=${svc}.internal expires in 9 days (notAfter=${s.day(9)}T00:00:00Z)`,
        );
        s.add(
          t0 + 3 * MIN + int(s.r, 0, 30000),
          svc,
          "info",
          `TLS certificate reloaded from /etc/tls/${svc} (serial ${hex(s.r, 16)}, notAfter=${s.day(90)})`,
        );
      }
    },
  },
];
