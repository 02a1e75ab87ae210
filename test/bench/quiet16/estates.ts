// The four made-up companies of quiet16 and their ordinary day: request flows, health checks, periodic jobs,
// one noisy service, deprecation warnings, retries that succeed. `k` scales traffic to reach the line target.
import { chance, digits, hex, int, pick, type Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Domain = "health" | "data" | "media" | "bank";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  domain: Domain;
  traces: boolean;
  services: Record<string, Runtime>;
  traffic: (s: Stream, k: number) => void;
}

const hms = (t: number) => new Date(t).toISOString().slice(11, 19).replace(/:/g, "");
const tid = (r: Rng, on: boolean) => (on ? hex(r, 16) : undefined);
const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);

/** A release or config reload as each runtime prints it. */
export function deployLines(s: Stream, t: number, svc: string, rt: Runtime, version: string): void {
  const r = s.r;
  s.add(t, svc, "info", "Received SIGTERM, draining connections (grace 30s)", { keep: true });
  const t2 = t + int(r, 4000, 9000);
  const boot: Record<Runtime, string[]> = {
    java: [
      `Starting ${svc} v${version} using Java 21.0.5 with PID 1`,
      "Tomcat initialized with port 8080 (http)",
      `Started ${svc.replace(/-/g, "")}Application in ${int(r, 6, 14)}.${int(r, 100, 999)} seconds (process running for ${int(r, 7, 16)}.1)`,
    ],
    python: [`Starting gunicorn 22.0.0`, `Booting worker with pid: ${int(r, 7, 40)}`, `${svc} ${version} ready`],
    go: [`starting ${svc} version=${version} go=go1.23.4`, "listening on :8080"],
    node: [`${svc}@${version} starting (node v20.18.1)`, "server listening on 0.0.0.0:3000"],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      `Hosting environment: Production; ${svc} ${version}`,
    ],
    ruby: [
      `Puma starting in single mode...`,
      `* Version 6.4.3, codename: The Eagle of Durango`,
      `* Listening on http://0.0.0.0:9292`,
    ],
    cpp: [`${svc} ${version} (built with gcc 13.2) starting`, "config loaded, 8 worker threads"],
  };
  boot[rt].forEach((m, i) => {
    s.add(t2 + i * int(r, 30, 400), svc, "info", m, { keep: true });
  });
}

export function configReload(s: Stream, t: number, svc: string, what: string): void {
  s.add(t, svc, "info", `config change detected (${what}), reloading`, { keep: true });
  s.add(t + int(s.r, 50, 600), svc, "info", `configuration reloaded: ${what} (checksum ${hex(s.r, 8)})`, {
    keep: true,
  });
}

const health: Estate = {
  key: "northgate",
  company: "Northgate Health",
  namespace: "ngh-integration",
  domain: "health",
  traces: true,
  services: {
    "hl7-gateway": "java",
    "fhir-api": "java",
    "pacs-router": "cpp",
    "patient-index": "dotnet",
    "lab-results": "python",
    "order-entry": "node",
    "consent-svc": "go",
    "audit-sink": "go",
    "portal-bff": "node",
  },
  traffic(s, k) {
    const r = s.r;
    const { start: a, end: b } = s;
    s.poisson(a, b, 22 * k, (t) => {
      const tr = tid(r, true);
      const ord = `ORD${digits(r, 7)}`;
      const mrn = `MRN${digits(r, 8)}`;
      s.add(t, "order-entry", "info", `POST /api/orders 201 ${ms(r, 60, 240)}ms order=${ord}`, { trace: tr });
      s.add(
        t + ms(r, 5, 30),
        "fhir-api",
        "info",
        `ServiceRequest/${digits(r, 6)} created (version 1) in ${ms(r, 18, 90)}ms`,
        { trace: tr },
      );
      s.add(
        t + ms(r, 8, 40),
        "patient-index",
        "info",
        `Resolved ${mrn} -> EMPI ${digits(r, 9)} (score 0.9${int(r, 1, 9)})`,
        { trace: tr },
      );
      s.add(
        t + ms(r, 40, 160),
        "hl7-gateway",
        "info",
        `Channel 'ORM Outbound' sent ORM^O01 MSH-10=${digits(r, 10)} to LAB_SUNQ, ACK AA in ${ms(r, 20, 120)}ms`,
        { trace: tr },
      );
    });
    s.poisson(a, b, 26 * k, (t) => {
      const tr = tid(r, true);
      const n = int(r, 3, 14);
      s.add(
        t,
        "hl7-gateway",
        "info",
        `Channel 'ORU Inbound' received ORU^R01 from LAB_SUNQ MSH-10=${digits(r, 10)} (${n} OBX)`,
        { trace: tr },
      );
      s.add(t + ms(r, 10, 60), "lab-results", "info", `stored ${n} OBX results for accession A${digits(r, 8)}`, {
        trace: tr,
      });
      s.add(
        t + ms(r, 30, 120),
        "fhir-api",
        "info",
        `Bundle transaction: ${n} Observation created, 0 updated (${ms(r, 30, 200)}ms)`,
        { trace: tr },
      );
      s.add(
        t + ms(r, 40, 150),
        "audit-sink",
        "debug",
        `atna event=RESULT_RECEIVED accepted queue_depth=${int(r, 0, 40)}`,
      );
    });
    s.poisson(a, b, 34 * k, (t) => {
      const tr = tid(r, true);
      const path = pick(r, ["results", "appointments", "medications", "messages"]);
      s.add(t, "portal-bff", "info", `GET /v1/patients/me/${path} 200 ${ms(r, 40, 420)}ms`, { trace: tr });
      s.add(
        t - ms(r, 5, 30),
        "consent-svc",
        "info",
        `consent decision=PERMIT purpose=TREAT scope=patient/${path} latency=${ms(r, 1, 9)}ms`,
        { trace: tr },
      );
      s.add(
        t - ms(r, 1, 20),
        "fhir-api",
        "info",
        `GET /fhir/R4/${pick(r, ["Observation", "Appointment", "MedicationRequest", "Communication"])}?patient=${digits(r, 6)}&_count=50 200 (${int(r, 0, 50)} results) ${ms(r, 12, 300)}ms`,
        { trace: tr },
      );
    });
    s.poisson(a, b, 14 * k, (t) => {
      const tr = tid(r, true);
      const ae = pick(r, ["CT_SIEMENS_01", "MR_GE_02", "CR_FUJI_04", "US_PHILIPS_03"]);
      const imgs = int(r, 1, 60);
      s.add(t, "pacs-router", "info", `Association accepted: ${ae} -> NGH_ROUTER (1 presentation ctx)`, { trace: tr });
      s.add(
        t + ms(r, 200, 4000),
        "pacs-router",
        "info",
        `C-STORE ${imgs} instances from ${ae} stored, status 0x0000 (Success)`,
        { trace: tr },
      );
      s.add(
        t + ms(r, 4100, 4800),
        "audit-sink",
        "info",
        `atna event=DICOM_INSTANCES_TRANSFERRED source=${ae} count=${imgs}`,
        { trace: tr },
      );
    });
    // health checks
    s.every(a, b, 10000, 400, (t) => s.add(t, "fhir-api", "debug", "GET /actuator/health 200 2ms (kube-probe/1.30)"));
    s.every(a, b, 15000, 400, (t) => s.add(t, "portal-bff", "info", "GET /healthz 200 1ms"));
    s.every(a, b, 15000, 600, (t) => s.add(t, "consent-svc", "debug", "health ok"));
    // periodic jobs
    s.every(a, b, 30000, 2000, (t) =>
      s.add(
        t,
        "audit-sink",
        "info",
        `flushed ${int(r, 300, 900)} audit events to archive bucket in ${ms(r, 120, 600)}ms`,
      ),
    );
    s.every(a, b, 60000, 3000, (t) =>
      s.add(t, "patient-index", "info", `EMPI link refresh: ${int(r, 0, 6)} pending, ${int(r, 0, 3)} auto-linked`),
    );
    s.every(a, b, 120000, 5000, (t) =>
      s.add(t, "consent-svc", "info", `policy cache refreshed: ${int(r, 1800, 1900)} directives`),
    );
    // noisy: lab values that are not numeric, from the first minute
    s.every(a, b, 9000, 6000, (t) =>
      s.add(
        t,
        "lab-results",
        "error",
        `OBX-5 value '${pick(r, ["<0.5", "TNP", ">1000", "See comment", "HEMOLYZED"])}' not numeric for OBX-3 ${pick(r, ["2345-7^GLUCOSE", "2160-0^CREATININE", "718-7^HEMOGLOBIN"])}, stored as text (accession A${digits(r, 8)})`,
      ),
    );
    s.every(a, b, 240000, 30000, (t) =>
      s.add(
        t,
        "portal-bff",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ),
    );
    s.poisson(a, b, 0.8, (t) => {
      s.add(
        t,
        "order-entry",
        "warn",
        `fhir-api POST /fhir/R4/ServiceRequest attempt 1 failed: socket hang up; retrying in 200ms`,
      );
      s.add(t + ms(r, 210, 400), "order-entry", "info", `fhir-api POST /fhir/R4/ServiceRequest succeeded on attempt 2`);
    });
  },
};

const data: Estate = {
  key: "lumen",
  company: "Lumen Analytics",
  namespace: "lumen-data",
  domain: "data",
  traces: false,
  services: {
    "airflow-scheduler": "python",
    "airflow-worker": "python",
    "spark-driver": "java",
    "kafka-connect": "java",
    "dbt-runner": "python",
    "ingest-api": "go",
    "feature-store": "go",
    "warehouse-loader": "python",
    "lineage-svc": "node",
  },
  traffic(s, k) {
    const r = s.r;
    const { start: a, end: b } = s;
    const dags = ["daily_orders", "hourly_sessions", "crm_sync", "billing_rollup", "ads_spend"];
    s.poisson(a, b, 60 * k, (t) => {
      s.add(
        t,
        "ingest-api",
        "info",
        `POST /v1/events 202 batch=${int(r, 50, 500)} bytes=${int(r, 20000, 400000)} dur=${ms(r, 3, 40)}ms`,
      );
      if (chance(r, 0.5))
        s.add(
          t + ms(r, 1, 5),
          "feature-store",
          "info",
          `GET /v1/features/user/${digits(r, 8)} 200 keys=${int(r, 12, 64)} dur=${ms(r, 1, 9)}ms`,
        );
    });
    s.poisson(a, b, 18 * k, (t) =>
      s.add(
        t,
        "kafka-connect",
        "info",
        `[s3-sink-events|task-${int(r, 0, 5)}] Committing offsets asynchronously using sequence number ${int(r, 1000, 9000)}: {events-${int(r, 0, 11)}=OffsetAndMetadata{offset=${digits(r, 8)}, leaderEpoch=null, metadata=''}}`,
      ),
    );
    s.poisson(a, b, 70 * k, (t) => {
      const st = int(r, 10, 60);
      const tot = pick(r, [200, 400, 800]);
      s.add(
        t,
        "spark-driver",
        "info",
        `TaskSetManager: Finished task ${int(r, 0, tot - 1)}.0 in stage ${st}.0 (TID ${digits(r, 5)}) in ${ms(r, 300, 9000)} ms on 10.12.${int(r, 1, 9)}.${int(r, 2, 250)} (executor ${int(r, 1, 24)}) (${int(r, 1, tot)}/${tot})`,
      );
    });
    s.poisson(a, b, 6 * k, (t) => {
      const d = pick(r, dags);
      const task = pick(r, ["extract", "transform", "load", "check"]);
      s.add(
        t,
        "airflow-scheduler",
        "info",
        `Setting the following tasks to queued state:\n\t<TaskInstance: ${d}.${task} scheduled__${s.day(-1)}T00:00:00+00:00 [scheduled]>`,
      );
      s.add(
        t + ms(r, 800, 3000),
        "airflow-worker",
        "info",
        `Running <TaskInstance: ${d}.${task} scheduled__${s.day(-1)}T00:00:00+00:00 [queued]> on host airflow-worker-${int(r, 0, 3)}`,
      );
      s.add(
        t + ms(r, 20000, 90000),
        "airflow-worker",
        "info",
        `Marking task as SUCCESS. dag_id=${d}, task_id=${task}, run_id=scheduled__${s.day(-1)}T00:00:00+00:00, execution_date=${s.day(-1, true)}T000000, start_date=${s.day(0, true)}T${hms(t)}, end_date=${s.day(0, true)}T${hms(t + 60000)}`,
      );
      s.add(
        t + ms(r, 91000, 95000),
        "lineage-svc",
        "info",
        `POST /api/v1/lineage 201 OpenLineage RunEvent COMPLETE job=${d}.${task} ${ms(r, 5, 40)}ms`,
      );
    });
    s.poisson(a, b, 5 * k, (t) =>
      s.add(
        t,
        "warehouse-loader",
        "info",
        `COPY INTO analytics.${pick(r, ["orders_stage", "sessions_stage", "events_stage"])} loaded ${int(r, 1000, 90000)} rows from ${int(r, 1, 24)} files in ${int(r, 1, 30)}.${int(r, 0, 9)}s`,
      ),
    );
    s.poisson(a, b, 8 * k, (t) => {
      const n = int(r, 1, 42);
      const m = pick(r, ["fct_orders", "dim_customers", "fct_sessions", "int_payments", "stg_events"]);
      s.add(t, "dbt-runner", "info", `${n} of 42 START sql incremental model analytics.${m} ........ [RUN]`);
      s.add(
        t + ms(r, 2000, 12000),
        "dbt-runner",
        "info",
        `${n} of 42 OK created sql incremental model analytics.${m} ... [INSERT 0 ${int(r, 10, 9000)} in ${int(r, 1, 11)}.${int(r, 10, 99)}s]`,
      );
    });
    s.every(a, b, 10000, 300, (t) => s.add(t, "ingest-api", "debug", "GET /healthz 200 0.3ms"));
    s.every(a, b, 15000, 300, (t) => s.add(t, "lineage-svc", "info", "GET /health 200 2ms"));
    s.every(a, b, 5000, 300, (t) =>
      s.add(
        t,
        "airflow-scheduler",
        "debug",
        `Scheduler heartbeat: ${int(r, 80, 140)} DAGs parsed, loop ${ms(r, 200, 900)}ms`,
      ),
    );
    s.every(a, b, 30000, 2000, (t) =>
      s.add(
        t,
        "feature-store",
        "info",
        `materialize online store: ${int(r, 200, 4000)} rows upserted for view user_activity_7d`,
      ),
    );
    s.every(a, b, 60000, 3000, (t) =>
      s.add(
        t,
        "kafka-connect",
        "info",
        `[Worker clientId=connect-1, groupId=connect-cluster] Heartbeat ok, 6 connectors / 24 tasks RUNNING`,
      ),
    );
    // noisy: producers that keep sending bad events
    s.poisson(a, b, 9, (t) =>
      s.add(
        t,
        "ingest-api",
        "error",
        `rejected event from client=${pick(r, ["ios-4.12.0", "web-legacy", "partner-ftp"])}: schema validation failed: ${pick(r, ['field "ts" missing', 'field "user_id" must be string', "unknown event type 'pageview_v0'"])}`,
      ),
    );
    s.every(a, b, 180000, 30000, (t) =>
      s.add(
        t,
        "airflow-worker",
        "warn",
        "/opt/airflow/dags/crm_sync.py:4 DeprecationWarning: The `airflow.operators.python_operator.PythonOperator` class is deprecated. Please use `'airflow.operators.python.PythonOperator'`.",
      ),
    );
    s.every(a, b, 300000, 30000, (t) =>
      s.add(
        t,
        "spark-driver",
        "warn",
        "SparkConf: The configuration key 'spark.yarn.executor.memoryOverhead' has been deprecated as of Spark 2.3 and may be removed in the future. Please use the new key 'spark.executor.memoryOverhead' instead.",
      ),
    );
    s.poisson(a, b, 0.7, (t) => {
      s.add(
        t,
        "warehouse-loader",
        "warn",
        `PUT file://tmp/batch_${hex(r, 6)}.parquet to stage: HTTP 503 from stage storage, retry 1/5 in 2s`,
      );
      s.add(t + ms(r, 2100, 3500), "warehouse-loader", "info", `PUT batch_${hex(r, 6)}.parquet uploaded (attempt 2)`);
    });
  },
};

const media: Estate = {
  key: "reelwave",
  company: "Reelwave",
  namespace: "rw-prod",
  domain: "media",
  traces: true,
  services: {
    "playback-api": "node",
    "drm-license": "go",
    transcoder: "cpp",
    packager: "go",
    "cdn-purger": "python",
    "model-server": "python",
    "recs-ranker": "python",
    "search-api": "java",
    entitlement: "dotnet",
    "session-tracker": "go",
  },
  traffic(s, k) {
    const r = s.r;
    const { start: a, end: b } = s;
    s.poisson(a, b, 45 * k, (t) => {
      const tr = tid(r, true);
      const title = `tt${digits(r, 7)}`;
      const acct = `acc_${hex(r, 8)}`;
      s.add(
        t,
        "playback-api",
        "info",
        `POST /v2/playback/start 200 ${ms(r, 30, 180)}ms title=${title} device=${pick(r, ["androidtv", "tvos", "web", "roku", "ios"])}`,
        { trace: tr },
      );
      s.add(
        t - ms(r, 20, 60),
        "entitlement",
        "info",
        `Entitlement granted account=${acct} title=${title} plan=${pick(r, ["premium", "standard", "ads"])}`,
        { trace: tr },
      );
      s.add(
        t - ms(r, 5, 20),
        "drm-license",
        "info",
        `license issued system=${pick(r, ["widevine", "fairplay", "playready"])} kid=${hex(r, 32)} policy=${pick(r, ["hd-stream", "sd-stream", "uhd-stream"])} dur=${ms(r, 6, 40)}ms`,
        { trace: tr },
      );
      s.add(
        t + ms(r, 100, 900),
        "session-tracker",
        "info",
        `session ${hex(r, 12)} started bitrate=${pick(r, [2400, 4300, 5800, 15000])}k cdn=${pick(r, ["edge-fra", "edge-ams", "edge-lhr"])}`,
        { trace: tr },
      );
    });
    s.poisson(a, b, 55 * k, (t) => {
      const tr = tid(r, true);
      s.add(t, "playback-api", "info", `GET /v2/rows/home 200 ${ms(r, 40, 220)}ms`, { trace: tr });
      s.add(
        t - ms(r, 10, 35),
        "recs-ranker",
        "info",
        `ranked ${int(r, 120, 400)} candidates -> 40 in ${ms(r, 12, 60)}ms model=homerow-v37`,
        { trace: tr },
      );
      s.add(
        t - ms(r, 12, 40),
        "model-server",
        "info",
        `POST /v2/models/homerow/infer 200 batch=${pick(r, [8, 16, 32])} latency=${ms(r, 4, 22)}ms`,
        { trace: tr },
      );
    });
    s.poisson(a, b, 30 * k, (t) =>
      s.add(
        t,
        "search-api",
        "info",
        `GET /search?q=${pick(r, ["dune", "the+bear", "bluey", "f1", "succession", "anime"])} 200 hits=${int(r, 0, 80)} took=${ms(r, 8, 90)}ms`,
        { trace: tid(r, true) },
      ),
    );
    s.poisson(a, b, 20 * k, (t) => {
      const job = `tj-${hex(r, 6)}`;
      s.add(
        t,
        "transcoder",
        "info",
        `job ${job} segment ${int(r, 1, 480)}/480 encoded (h264 ${pick(r, ["1080p", "720p", "2160p"])}, ${int(r, 2, 9)}.${int(r, 0, 9)}x realtime)`,
      );
      s.add(
        t + ms(r, 100, 800),
        "packager",
        "info",
        `packaged CMAF segment ${job}/seg_${int(r, 1, 480)}.m4s (4.004s, ${int(r, 400, 4000)} KB)`,
      );
    });
    s.every(a, b, 20000, 3000, (t) =>
      s.add(t, "cdn-purger", "info", `purge batch of ${int(r, 1, 40)} URLs accepted by CDN (purge id ${hex(r, 12)})`),
    );
    s.every(a, b, 10000, 300, (t) => s.add(t, "model-server", "debug", "GET /v2/health/ready 200"));
    s.every(a, b, 10000, 300, (t) => s.add(t, "drm-license", "debug", "GET /healthz 200 0ms"));
    s.every(a, b, 15000, 300, (t) =>
      s.add(
        t,
        "entitlement",
        "info",
        "Request finished HTTP/1.1 GET http://entitlement:8080/health - 200 - text/plain 0.41ms",
      ),
    );
    s.every(a, b, 60000, 4000, (t) =>
      s.add(t, "session-tracker", "info", `concurrency snapshot: ${int(r, 80000, 120000)} active sessions`),
    );
    // noisy: ffmpeg's own warnings on every job
    s.poisson(a, b, 10, (t) =>
      s.add(
        t,
        "transcoder",
        "warn",
        `[mp4 @ 0x55${hex(r, 10)}] Non-monotonous DTS in output stream 0:1; previous: ${digits(r, 7)}, current: ${digits(r, 7)}; changing to ${digits(r, 7)}. This may result in incorrect timestamps in the output file.`,
      ),
    );
    s.every(a, b, 200000, 20000, (t) =>
      s.add(
        t,
        "model-server",
        "warn",
        "/usr/local/lib/python3.11/site-packages/torch/_utils.py:831: UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class.",
      ),
    );
    s.poisson(a, b, 0.8, (t) => {
      s.add(
        t,
        "recs-ranker",
        "warn",
        "model-server infer attempt 1 failed: StatusCode.UNAVAILABLE (Connection reset by peer); retrying in 50ms",
      );
      s.add(t + ms(r, 60, 200), "recs-ranker", "info", "model-server infer ok on attempt 2");
    });
  },
};

const bank: Estate = {
  key: "harbor",
  company: "Harbor Mutual",
  namespace: "hm-backoffice",
  domain: "bank",
  traces: false,
  services: {
    "payments-api": "dotnet",
    "swift-gateway": "java",
    "mq-bridge": "java",
    "card-switch": "cpp",
    "ledger-core": "java",
    "eod-batch": "java",
    "sap-connector": "java",
    "fraud-scoring": "python",
    "recon-svc": "ruby",
    "notif-svc": "node",
  },
  traffic(s, k) {
    const r = s.r;
    const { start: a, end: b } = s;
    s.poisson(a, b, 20 * k, (t) => {
      const p = `P${digits(r, 9)}`;
      const amt = `${int(r, 10, 90000)}.${digits(r, 2)}`;
      s.add(
        t,
        "payments-api",
        "info",
        `Request finished HTTP/1.1 POST http://payments-api/v1/payments - 202 - application/json ${ms(r, 40, 220)}.${int(r, 1, 9)}ms`,
      );
      s.add(
        t - ms(r, 30, 80),
        "fraud-scoring",
        "info",
        `payment=${p} score=0.0${int(r, 1, 9)} decision=allow model=gbm-2026-10`,
      );
      s.add(
        t + ms(r, 20, 90),
        "ledger-core",
        "info",
        `posted journal J${digits(r, 10)} for ${p}: 2 legs, balanced, EUR ${amt}`,
      );
      if (chance(r, 0.4)) {
        s.add(
          t + ms(r, 100, 300),
          "mq-bridge",
          "info",
          `MQPUT PAY.OUT.SWIFT msgid=414d5120484d5150${hex(r, 16)} len=${int(r, 1200, 4000)}`,
        );
        s.add(
          t + ms(r, 400, 1500),
          "swift-gateway",
          "info",
          `MT103 ${p} sent to SAA, UETR=${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}, ACK received`,
        );
      }
    });
    s.poisson(a, b, 90 * k, (t) =>
      s.add(
        t,
        "card-switch",
        "info",
        `0100 stan=${digits(r, 6)} mcc=${pick(r, ["5411", "5812", "5541", "4111", "5999"])} amt=${int(r, 1, 300)}.${digits(r, 2)} rc=00 ${ms(r, 40, 220)}ms`,
      ),
    );
    s.poisson(a, b, 12 * k, (t) =>
      s.add(
        t,
        "notif-svc",
        "info",
        `sms queued template=${pick(r, ["card_txn", "otp", "payment_sent"])} to=+44******${digits(r, 3)}`,
      ),
    );
    s.poisson(a, b, 6 * k, (t) =>
      s.add(
        t,
        "sap-connector",
        "info",
        `RFC BAPI_ACC_DOCUMENT_POST ok doc=${digits(r, 10)} company=HM01 ${ms(r, 120, 600)}ms`,
      ),
    );
    s.poisson(a, b, 4 * k, (t) =>
      s.add(
        t,
        "recon-svc",
        "info",
        `matched ${int(r, 100, 600)}/${int(r, 600, 610)} statement lines for account GB${digits(r, 2)}HMBK${digits(r, 8)}`,
      ),
    );
    s.every(a, b, 20000, 2000, (t) =>
      s.add(
        t,
        "eod-batch",
        "info",
        `Step: [postAccruals] chunk committed read=500 write=500 skip=0 (${ms(r, 600, 2400)}ms)`,
      ),
    );
    s.every(a, b, 10000, 300, (t) =>
      s.add(
        t,
        "payments-api",
        "debug",
        "Request finished HTTP/1.1 GET http://payments-api/health - 200 - text/plain 0.3ms",
      ),
    );
    s.every(a, b, 15000, 300, (t) => s.add(t, "ledger-core", "debug", "GET /actuator/health 200"));
    s.every(a, b, 30000, 300, (t) =>
      s.add(t, "card-switch", "info", `0800 network echo rc=00 link=ACQ-NET-1 rtt=${ms(r, 8, 30)}ms`),
    );
    s.every(a, b, 60000, 3000, (t) =>
      s.add(t, "mq-bridge", "info", `channel HM.TO.SAA status RUNNING, xmitq depth ${int(r, 0, 12)}`),
    );
    // noisy: statement lines nobody can match
    s.poisson(a, b, 7, (t) =>
      s.add(
        t,
        "recon-svc",
        "error",
        `unmatched statement line ref=${pick(r, ["NONREF", `FT${digits(r, 8)}`, `CHG${digits(r, 6)}`])} amount=${int(r, 1, 40)}.${digits(r, 2)}: no ledger candidate within tolerance, parked for ops`,
      ),
    );
    s.every(a, b, 240000, 30000, (t) =>
      s.add(
        t,
        "notif-svc",
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
    );
    s.every(a, b, 300000, 40000, (t) =>
      s.add(
        t,
        "ledger-core",
        "warn",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ),
    );
    s.poisson(a, b, 0.8, (t) => {
      s.add(t, "notif-svc", "warn", "sms provider returned 503, retry 1/3 in 500ms");
      s.add(t + ms(r, 520, 900), "notif-svc", "info", "sms accepted by provider on retry 1");
    });
  },
};

export const ESTATES: Estate[] = [health, data, media, bank];
