// The eight failures of quiet16, one per category, each laid on an estate's ordinary traffic. `run` writes the
// lines from the true start t0; callers speak in their own words, retry storms are louder than the origin.
import { deployLines, type Estate } from "./estates.js";
import { chance, digits, hex, int, pick } from "./rng.js";
import * as st from "./stacks.js";
import type { Stream } from "./stream.js";

export interface Failure {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Minutes of window needed after t0. */
  after: number;
  run: (s: Stream, t0: number, e: Estate) => void;
}

const MIN = 60000;

export const FAILURES: Failure[] = [
  {
    key: "pacs-disk-full",
    estate: "northgate",
    origin: "pacs-router",
    category: "disk",
    hints: ["disk", "space", "enospc", "storage", "out of resources", "full"],
    severity: "high",
    note: "the DICOM router's incoming volume fills up, C-STOREs are refused with Out of Resources and modalities keep re-sending while the portal cannot show new studies",
    after: 5,
    run(s, t0) {
      const r = s.r;
      s.add(
        t0 - 2 * MIN,
        "pacs-router",
        "warn",
        "storage /var/lib/pacs/incoming: 94% used (threshold 90%), forwarder backlog 212 studies",
        { keep: true },
      );
      s.add(
        t0 - 40000,
        "pacs-router",
        "warn",
        "storage /var/lib/pacs/incoming: 98% used, forwarder backlog 240 studies",
        { keep: true },
      );
      s.mute("pacs-router", t0, s.end, 0.08);
      s.poisson(t0, s.end, 40, (t) => {
        const ae = pick(r, ["CT_SIEMENS_01", "MR_GE_02", "CR_FUJI_04", "US_PHILIPS_03"]);
        const uid = `1.2.840.113619.2.${digits(r, 3)}.${digits(r, 10)}.${digits(r, 5)}`;
        s.add(t, "pacs-router", "info", `Association accepted: ${ae} -> NGH_ROUTER (1 presentation ctx)`, {
          keep: true,
        });
        s.add(
          t + 40,
          "pacs-router",
          "error",
          `E: cannot write DICOM file: /var/lib/pacs/incoming/${ae}/${uid}.dcm: No space left on device`,
          { keep: true },
        );
        s.add(
          t + 41,
          "pacs-router",
          "error",
          `E: Store SCP: sending C-STORE-RSP status 0xA700 (Refused: Out of Resources) to ${ae}`,
          { keep: true },
        );
      });
      s.poisson(t0 + 20000, s.end, 30, (t) => {
        const tr = hex(r, 16);
        s.add(
          t,
          "fhir-api",
          "error",
          `WADO-RS GET /studies/1.2.840.113619.2.${digits(r, 3)}.${digits(r, 10)} -> pacs-router 404 Not Found (study announced by ORM but never stored)`,
          { trace: tr },
        );
        s.add(t + 15, "portal-bff", "error", `GET /v1/patients/me/imaging 502 ${int(r, 30, 90)}ms upstream=fhir-api`, {
          trace: tr,
        });
      });
      s.poisson(t0 + 60000, s.end, 6, (t) =>
        s.add(
          t,
          "hl7-gateway",
          "warn",
          `Channel 'ORU Radiology' preliminary report MSH-10=${digits(r, 10)} references study with 0 instances in archive, holding`,
        ),
      );
    },
  },
  {
    key: "fhir-ig-missing",
    estate: "northgate",
    origin: "fhir-api",
    category: "configuration",
    hints: ["config", "profile", "implementation guide", "property", "setting", "unknown"],
    severity: "high",
    note: "fhir-api 5.12.0 is released with the US Core package property left empty, so every write declaring a US Core profile is rejected 422 and lab results and orders pile up in callers' retry loops",
    after: 5,
    run(s, t0) {
      const r = s.r;
      deployLines(s, t0 - 45000, "fhir-api", "java", "5.12.0");
      s.add(
        t0 - 20000,
        "fhir-api",
        "warn",
        "Implementation guide package 'hl7.fhir.us.core' not installed: property hapi.fhir.implementationguides.uscore.packageUrl is empty",
        { keep: true },
      );
      s.add(t0 - 19000, "fhir-api", "info", "Validation: RequestValidatingInterceptor enabled (failOnSeverity=ERROR)", {
        keep: true,
      });
      s.poisson(t0, s.end, 45, (t) => {
        const tr = hex(r, 16);
        const [res, prof] = pick(r, [
          ["Observation", "us-core-observation-lab"],
          ["ServiceRequest", "us-core-servicerequest"],
          ["Bundle", "us-core-observation-lab"],
        ] as const);
        s.add(
          t,
          "fhir-api",
          "warn",
          `HTTP 422 Unprocessable Entity POST /fhir/R4/${res === "Bundle" ? "" : res}: HAPI-0574: Profile reference 'http://hl7.org/fhir/us-core/StructureDefinition/${prof}' has not been checked because it is unknown, and the validator is set to not fetch unknown profiles`,
          { trace: tr, keep: true },
        );
        if (res === "ServiceRequest") {
          s.add(
            t + 20,
            "order-entry",
            "error",
            `POST /api/orders 502 ${int(r, 100, 300)}ms order=ORD${digits(r, 7)}: fhir-api responded 422 Unprocessable Entity`,
            { trace: tr, keep: true },
          );
        } else {
          for (let i = 1; i <= 3; i++)
            s.add(
              t + 20 + i * 400,
              "lab-results",
              i < 3 ? "warn" : "error",
              i < 3
                ? `fhir-api rejected Bundle for accession A${digits(r, 8)} (HTTP 422), retry ${i}/3`
                : `giving up on accession A${digits(r, 8)} after 3 attempts: fhir-api 422, parked in dead-letter`,
              { trace: tr, keep: true },
            );
        }
      });
      s.mute("fhir-api", t0, s.end, 0.45);
      s.mute("order-entry", t0, s.end, 0.35);
      s.mute("lab-results", t0, s.end, 0.35);
      s.poisson(t0 + 30000, s.end, 8, (t) =>
        s.add(
          t,
          "hl7-gateway",
          "warn",
          `Channel 'ORU Inbound' ACK AE sent to LAB_SUNQ MSH-10=${digits(r, 10)}: downstream store failed`,
        ),
      );
    },
  },
  {
    key: "feature-store-pg-slots",
    estate: "lumen",
    origin: "feature-store",
    category: "database",
    hints: ["database", "postgres", "too many clients", "connection", "sqlstate", "53300"],
    severity: "high",
    note: "the feature store's Postgres runs out of connection slots; feature-store only warns and answers 503 while ingest-api and the materialize job fail and retry loudly",
    after: 5,
    run(s, t0) {
      const r = s.r;
      s.mute("feature-store", t0, s.end, 0.1);
      s.poisson(t0, s.end, 30, (t) =>
        s.add(
          t,
          "feature-store",
          "warn",
          `online read failed: failed to connect to \`user=feast database=features\`: 10.12.0.40:5432 (fs-pg.lumen-data.svc): server error: FATAL: sorry, too many clients already (SQLSTATE 53300); returning 503`,
          { keep: true },
        ),
      );
      s.every(t0 + 5000, s.end, 30000, 2000, (t) =>
        s.add(
          t,
          "feature-store",
          "warn",
          "materialize user_activity_7d: upsert batch failed: FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300), will retry next cycle",
          { keep: true },
        ),
      );
      s.poisson(t0 + 2000, s.end, 80, (t) => {
        const uid = digits(r, 8);
        s.add(
          t,
          "ingest-api",
          "warn",
          `enrich: GET http://feature-store:8080/v1/features/user/${uid}: 503 Service Unavailable, retrying (1/3)`,
        );
        s.add(
          t + 100,
          "ingest-api",
          "warn",
          `enrich: GET http://feature-store:8080/v1/features/user/${uid}: 503 Service Unavailable, retrying (2/3)`,
        );
        s.add(
          t + 350,
          "ingest-api",
          "error",
          `enrich failed for user ${uid} after 3 attempts: feature-store: 503 Service Unavailable; event forwarded without features`,
        );
      });
      s.poisson(t0 + 60000, s.end, 4, (t) =>
        s.err(
          t,
          "spark-driver",
          "warn",
          `TaskSetManager: Lost task ${int(r, 0, 199)}.0 in stage ${int(r, 10, 60)}.0 (TID ${digits(r, 5)}) (10.12.${int(r, 1, 9)}.${int(r, 2, 250)} executor ${int(r, 1, 24)}): java.io.IOException: feature-store lookup failed: HTTP 503`,
          st.java("java.io.IOException", "feature-store lookup failed: HTTP 503", [
            "com.lumen.features.FeatureClient.fetch(FeatureClient.scala:61)",
            "com.lumen.jobs.ScoreUsers$$anonfun$1.apply(ScoreUsers.scala:44)",
            "org.apache.spark.sql.execution.MapPartitionsExec.$anonfun$doExecute$3(objects.scala:201)",
          ]),
        ),
      );
    },
  },
  {
    key: "spark-broadcast-timeout",
    estate: "lumen",
    origin: "spark-driver",
    category: "timeout",
    hints: ["timeout", "timed out", "broadcast", "futures"],
    severity: "medium",
    note: "the nightly scoring job's broadcast join never completes; the driver goes quiet for five minutes, fails with a broadcast timeout and Airflow retries it into the same wait",
    after: 8,
    run(s, t0) {
      const r = s.r;
      s.add(
        t0,
        "spark-driver",
        "info",
        "BroadcastExchangeExec: Starting broadcast of relation dim_accounts (estimated 1.9 GiB) for BroadcastHashJoin",
        { keep: true },
      );
      s.mute("spark-driver", t0, s.end, 0.03);
      s.every(t0 + MIN, t0 + 5 * MIN, 60000, 500, (t) =>
        s.add(t, "spark-driver", "info", "ExecutorAllocationManager: no pending tasks; 0 running stages have backlog", {
          keep: true,
        }),
      );
      const fail = (t: number, attempt: number) => {
        s.err(
          t,
          "spark-driver",
          "error",
          'Exception in thread "main" org.apache.spark.SparkException: Could not execute broadcast in 300 secs. You can increase the timeout for broadcasts via spark.sql.broadcastTimeout or disable broadcast join by setting spark.sql.autoBroadcastJoinThreshold to -1',
          st.java(
            "org.apache.spark.SparkException",
            "Could not execute broadcast in 300 secs.",
            [
              "org.apache.spark.sql.errors.QueryExecutionErrors$.executeBroadcastTimeoutError(QueryExecutionErrors.scala:1938)",
              "org.apache.spark.sql.execution.exchange.BroadcastExchangeExec.doExecuteBroadcast(BroadcastExchangeExec.scala:211)",
              "org.apache.spark.sql.execution.joins.BroadcastHashJoinExec.doExecute(BroadcastHashJoinExec.scala:142)",
              "com.lumen.jobs.ScoreAccounts$.main(ScoreAccounts.scala:73)",
            ],
            [
              "java.util.concurrent.TimeoutException",
              "Futures timed out after [300 seconds]",
              [
                "scala.concurrent.impl.Promise$DefaultPromise.tryAwait0(Promise.scala:248)",
                "org.apache.spark.util.ThreadUtils$.awaitResult(ThreadUtils.scala:311)",
              ],
            ],
          ),
          { keep: true },
        );
        s.add(t + 200, "spark-driver", "info", "SparkContext: Successfully stopped SparkContext", { keep: true });
        s.err(
          t + 1500,
          "airflow-worker",
          "error",
          "Task failed with exception",
          st.python(
            "airflow.exceptions.AirflowException",
            "Cannot execute: spark-submit --master k8s://https://kubernetes.default.svc --deploy-mode cluster --name score_accounts ... Error code is: 1.",
            [
              [
                "/home/airflow/.local/lib/python3.11/site-packages/airflow/providers/apache/spark/operators/spark_submit.py",
                174,
                "execute",
                "self._hook.submit(self.application)",
              ],
              [
                "/home/airflow/.local/lib/python3.11/site-packages/airflow/providers/apache/spark/hooks/spark_submit.py",
                512,
                "submit",
                "raise AirflowException(",
              ],
            ],
          ),
        );
        s.add(
          t + 1600,
          "airflow-worker",
          "info",
          `Marking task as UP_FOR_RETRY. dag_id=nightly_scoring, task_id=score_accounts, run_id=scheduled__${s.day(-1)}T00:00:00+00:00 (try ${attempt}/4)`,
        );
        s.add(
          t + 20000,
          "airflow-worker",
          "info",
          `Running <TaskInstance: nightly_scoring.score_accounts scheduled__${s.day(-1)}T00:00:00+00:00 [queued]> on host airflow-worker-1 (try ${attempt + 1})`,
        );
        s.add(
          t + 60000,
          "spark-driver",
          "info",
          "BroadcastExchangeExec: Starting broadcast of relation dim_accounts (estimated 1.9 GiB) for BroadcastHashJoin",
          { keep: true },
        );
      };
      fail(t0 + 300000 + int(r, 100, 900), 1);
      fail(t0 + 660000 + int(r, 100, 900), 2);
      s.poisson(t0 + 5 * MIN, s.end, 3, (t) =>
        s.add(
          t,
          "warehouse-loader",
          "warn",
          `source freshness: analytics.account_scores last loaded ${int(r, 25, 40)}h ago (warn after 24h)`,
        ),
      );
      s.every(t0 + 5 * MIN, s.end, 30000, 1000, (t) =>
        s.add(
          t,
          "dbt-runner",
          "warn",
          "Waiting for upstream nightly_scoring.score_accounts (ExternalTaskSensor), poke 30s",
        ),
      );
    },
  },
  {
    key: "model-server-leak",
    estate: "reelwave",
    origin: "model-server",
    category: "memory",
    hints: ["memory", "oom", "sigkill", "out of memory", "rss"],
    severity: "high",
    note: "model-server workers leak host memory after the tokenizer cache change; RSS climbs, gunicorn workers are SIGKILLed one after another and recs-ranker falls back while retrying",
    after: 6,
    run(s, t0) {
      const r = s.r;
      for (let i = 0; i < 12; i++)
        s.add(
          t0 + i * 20000,
          "model-server",
          "warn",
          `worker ${31 + (i % 4)} rss=${(5.1 + i * 0.45).toFixed(2)}GiB (limit 10GiB), gc.collect() freed 0.01GiB`,
          { keep: true },
        );
      const k0 = t0 + 4 * MIN;
      s.mute("model-server", k0, s.end, 0.25);
      s.every(k0, s.end, 25000, 5000, (t, i) => {
        s.add(t, "model-server", "error", `Worker (pid:${31 + i}) was sent SIGKILL! Perhaps out of memory?`, {
          keep: true,
        });
        s.add(t + 300, "model-server", "info", `Booting worker with pid: ${60 + i}`, { keep: true });
        s.add(t + 9000, "model-server", "info", `worker ${60 + i}: loaded homerow v37 (1.9 GiB)`, { keep: true });
      });
      s.poisson(k0 + 3000, s.end, 120, (t) => {
        const tr = hex(r, 16);
        s.add(
          t,
          "recs-ranker",
          "warn",
          "model-server infer attempt 1 failed: StatusCode.UNAVAILABLE (upstream connect error or disconnect/reset before headers. reset reason: connection termination)",
          { trace: tr },
        );
        s.add(t + 60, "recs-ranker", "warn", "model-server infer attempt 2 failed: 503 Service Unavailable", {
          trace: tr,
        });
        if (chance(r, 0.7))
          s.add(
            t + 200,
            "recs-ranker",
            "error",
            "model-server infer failed after 3 attempts; serving popularity fallback row",
            { trace: tr },
          );
      });
      s.poisson(k0 + 5000, s.end, 30, (t) =>
        s.add(t, "playback-api", "warn", `GET /v2/rows/home 200 ${int(r, 900, 2500)}ms degraded=recs_fallback`),
      );
    },
  },
  {
    key: "drm-widevine-upstream",
    estate: "reelwave",
    origin: "drm-license",
    category: "dependency",
    hints: ["upstream", "widevine", "503", "unavailable", "vendor", "circuit", "dependency"],
    severity: "high",
    note: "the cloud Widevine license service answers 503s; drm-license's breaker opens for Widevine while FairPlay and PlayReady keep working, and Android and web players fail to start and retry",
    after: 5,
    run(s, t0) {
      const r = s.r;
      const up = "https://license.widevine.cloud-drm.example/cenc/getlicense";
      s.poisson(t0, t0 + 50000, 60, (t) =>
        s.add(
          t,
          "drm-license",
          "error",
          `widevine upstream POST ${up}: 503 Service Unavailable (${int(r, 200, 4000)}ms), attempt 1/2`,
          { keep: true },
        ),
      );
      s.add(
        t0 + 50000,
        "drm-license",
        "warn",
        "circuit breaker 'widevine-upstream' changed from closed to open (failure ratio 0.93 over 60 requests)",
        { keep: true },
      );
      s.every(t0 + 80000, s.end, 30000, 0, (t) => {
        s.add(t, "drm-license", "info", "circuit breaker 'widevine-upstream' changed from open to half-open", {
          keep: true,
        });
        s.add(
          t + 900,
          "drm-license",
          "error",
          `widevine upstream POST ${up}: 502 Bad Gateway (probe), breaker back to open`,
          { keep: true },
        );
      });
      s.poisson(t0 + 50000, s.end, 50, (t) =>
        s.add(t, "drm-license", "error", "license request rejected: circuit breaker is open (widevine-upstream)", {
          keep: true,
        }),
      );
      s.poisson(t0 + 2000, s.end, 110, (t) => {
        const tr = hex(r, 16);
        const dev = pick(r, ["androidtv", "web", "android", "chromecast"]);
        s.add(
          t,
          "playback-api",
          "error",
          `POST /v2/playback/start 502 ${int(r, 50, 4200)}ms title=tt${digits(r, 7)} device=${dev}: license acquisition failed: drm-license responded 502 LICENSE_UPSTREAM_UNAVAILABLE`,
          { trace: tr },
        );
        if (chance(r, 0.6))
          s.add(
            t + int(r, 1000, 3000),
            "playback-api",
            "warn",
            `player retry ${int(r, 2, 4)}/4 for device=${dev} (errorCode 6007)`,
            { trace: tr },
          );
      });
    },
  },
  {
    key: "card-switch-link-loss",
    estate: "harbor",
    origin: "card-switch",
    category: "network",
    hints: ["network", "connection reset", "reset", "route", "link", "socket", "unreachable"],
    severity: "high",
    note: "the card switch loses its TCP link to the acquirer network (resets, then no route to host); its approval lines stop, stand-in declines appear and downstream feeds stall",
    after: 5,
    run(s, t0) {
      const r = s.r;
      s.mute("card-switch", t0, s.end, 0);
      s.add(
        t0,
        "card-switch",
        "warn",
        "link ACQ-NET-1 (10.200.4.10:7001): recv() failed: Connection reset by peer (errno 104), 38 requests in flight",
        { keep: true },
      );
      s.add(t0 + 5, "card-switch", "warn", "link ACQ-NET-1 down, failing over to ACQ-NET-2 (10.200.5.10:7001)", {
        keep: true,
      });
      s.add(
        t0 + 3010,
        "card-switch",
        "warn",
        "link ACQ-NET-2 (10.200.5.10:7001): connect() failed: No route to host (errno 113)",
        { keep: true },
      );
      s.every(t0 + 8000, s.end, 8000, 500, (t, i) => {
        const n = (i % 2) + 1;
        s.add(
          t,
          "card-switch",
          "warn",
          `link ACQ-NET-${n} (10.200.${n + 3}.10:7001): connect() failed: ${i % 3 === 0 ? "Connection timed out (errno 110)" : "No route to host (errno 113)"}, retry in 8s`,
          { keep: true },
        );
      });
      s.every(t0 + 30000, s.end, 30000, 300, (t) =>
        s.add(t, "card-switch", "error", "0800 network echo to ACQ-NET-1 not sent: no link up", { keep: true }),
      );
      s.poisson(t0 + 1000, s.end, 25, (t) =>
        s.add(
          t,
          "card-switch",
          "warn",
          `0100 stan=${digits(r, 6)} stand-in decline rc=91 (issuer or switch inoperative), link unavailable`,
          { keep: true },
        ),
      );
      s.every(t0 + 90000, s.end, 30000, 2000, (t) => {
        s.add(
          t,
          "ledger-core",
          "warn",
          `card authorisation hold feed stalled: no message from card-switch for ${Math.round((t - t0) / 1000)}s`,
        );
        s.add(
          t + 500,
          "fraud-scoring",
          "warn",
          `card stream idle: 0 events from card-switch in last 30s (expected ~${int(r, 40, 60)})`,
        );
      });
      s.poisson(t0 + 20000, s.end, 12, (t) =>
        s.add(t, "notif-svc", "info", `sms queued template=card_declined to=+44******${digits(r, 3)} reason=91`),
      );
    },
  },
  {
    key: "sap-logon-rotation",
    estate: "harbor",
    origin: "sap-connector",
    category: "authentication",
    hints: ["logon", "password", "authentication", "credential", "locked", "jco_error_logon_failure"],
    severity: "high",
    note: "the SAP technical user's password was rotated in SAP but not for the connector; RFC logons fail, the user gets locked and GL postings from eod-batch and recon fail with 502s",
    after: 5,
    run(s, t0) {
      const r = s.r;
      const logon = (t: number, locked: boolean) =>
        s.err(
          t,
          "sap-connector",
          "error",
          `RFC call BAPI_ACC_DOCUMENT_POST failed for user RFC_HMBO client 100`,
          st.java(
            "com.sap.conn.jco.JCoException",
            locked
              ? "(103) JCO_ERROR_LOGON_FAILURE: User is locked. Please notify the person responsible on sap-ecc-prd"
              : "(103) JCO_ERROR_LOGON_FAILURE: Name or password is incorrect (repeat logon) on sap-ecc-prd",
            [
              "com.sap.conn.jco.rt.MiddlewareJavaRfc$JavaRfcClient.connect(MiddlewareJavaRfc.java:1361)",
              "com.sap.conn.jco.rt.ClientConnection.connect(ClientConnection.java:804)",
              "com.sap.conn.jco.rt.PoolingFactory.init(PoolingFactory.java:103)",
              "com.harbormutual.sap.RfcPool.call(RfcPool.java:52)",
              "com.harbormutual.sap.GlPostingController.post(GlPostingController.java:88)",
            ],
          ),
          { keep: true },
        );
      s.mute("sap-connector", t0, s.end, 0);
      for (let i = 0; i < 5; i++) logon(t0 + i * 3000, false);
      s.add(
        t0 + 15500,
        "sap-connector",
        "warn",
        "destination HM_ECC_PRD: pool exhausted by failed logons, 0/20 connections usable",
        { keep: true },
      );
      s.poisson(t0 + 16000, s.end, 14, (t) => logon(t, true));
      s.every(t0 + 5000, s.end, 20000, 2000, (t) => {
        s.add(
          t,
          "eod-batch",
          "warn",
          `Step [postGL] item GL-${digits(r, 8)} failed: POST http://sap-connector:8080/gl/postings -> 502 Bad Gateway, retry 1/3`,
        );
        s.add(
          t + 1000,
          "eod-batch",
          "warn",
          "Step [postGL] item failed: POST http://sap-connector:8080/gl/postings -> 502 Bad Gateway, retry 2/3",
        );
        s.add(
          t + 3000,
          "eod-batch",
          "error",
          "Step [postGL] chunk rolled back: sap-connector returned 502 Bad Gateway after 3 attempts (skip limit 0)",
        );
      });
      s.poisson(t0 + 30000, s.end, 6, (t) =>
        s.add(
          t,
          "recon-svc",
          "error",
          `SAP open items fetch failed for company HM01: Faraday::ServerError (the server responded with status 502 from sap-connector)`,
        ),
      );
    },
  },
];
