// Harmless episodes of each estate (spot preemption, rebalances, late partitions, queued queries, test warnings).
// Quiet windows hold one or two of them; incident windows hold one too, away from the trouble.
import type { Burst, Once } from "./stream.js";

export interface Episode {
  bursts: Burst[];
  once: Once[];
}

export const EPISODES: Record<string, Episode[]> = {
  tw: [
    {
      bursts: [
        {
          svc: "spark-driver",
          lvl: "warn",
          perMin: 6,
          until: 40,
          msgs: [
            "YarnSchedulerBackend$YarnDriverEndpoint: Requesting driver to remove executor {i:1-24} for reason Container container_1780{i:100000-999999}_0042_01_0000{i:10-99} on host: ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal was preempted.",
            "TaskSetManager: Lost task {i:0-199}.0 in stage {i:3-41}.0 (TID {i:1000-9999}) (ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal executor {i:1-24}): ExecutorLostFailure (executor {i:1-24} exited unrelated to the running tasks) Reason: Container container_1780{i:100000-999999}_0042_01_0000{i:10-99} on host: ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal was preempted.",
          ],
        },
        {
          svc: "spark-driver",
          lvl: "info",
          perMin: 6,
          delay: 20,
          until: 70,
          msgs: [
            "DAGScheduler: Resubmitting ShuffleMapStage {i:3-41} (parquet at StoreSalesJob.scala:{i:40-140}) and ResultStage {i:3-41} due to fetch failure",
            "YarnAllocator: Launching container container_1780{i:100000-999999}_0042_01_0000{i:10-99} on host ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal for executor with ID {i:25-40}",
          ],
        },
      ],
      once: [],
    },
    {
      bursts: [
        {
          svc: "airflow-worker",
          lvl: "warn",
          perMin: 3,
          until: 90,
          msgs: [
            "Partition s3://tw-landing/traffic/dt=2026-06-0{i:1-9}/hour={i:10-23} not present yet, rescheduling sensor (reschedule mode, poke {i:3-9})",
          ],
        },
      ],
      once: [
        {
          at: 95,
          svc: "airflow-worker",
          lvl: "info",
          msg: "Success criteria met. Exiting. (partition s3://tw-landing/traffic arrived {i:4-12} min late)",
        },
      ],
    },
  ],
  ks: [
    {
      bursts: [
        {
          svc: "connect-worker",
          lvl: "info",
          perMin: 8,
          until: 25,
          msgs: [
            "[Worker clientId=connect-1, groupId=ks-connect] Rebalance started (org.apache.kafka.connect.runtime.distributed.WorkerCoordinator)",
            "[Worker clientId=connect-1, groupId=ks-connect] (Re-)joining group (org.apache.kafka.clients.consumer.internals.AbstractCoordinator)",
            "[Worker clientId=connect-1, groupId=ks-connect] Joined group at generation {i:300-400} with protocol version 2 and got assignment: Assignment{error=0, leader='connect-1-{h:8}', leaderUrl='http://10.4.2.{i:10-250}:8083/', offset={i:100-900}, connectorIds=[debezium-payments, s3-archive-sink], taskIds=[debezium-payments-0, s3-archive-sink-{i:0-3}], revokedConnectorIds=[], revokedTaskIds=[], delay=0}",
          ],
        },
      ],
      once: [
        {
          at: 28,
          svc: "connect-worker",
          lvl: "info",
          msg: "[Worker clientId=connect-1, groupId=ks-connect] Finished starting connectors and tasks (org.apache.kafka.connect.runtime.distributed.DistributedHerder)",
        },
      ],
    },
    {
      bursts: [
        {
          svc: "flink-jobmanager",
          lvl: "info",
          perMin: 2,
          until: 120,
          msgs: [
            "Checkpoint {i:4400-4460} of job 7c1f{h:28} is taking {i:40-90}s (alignment {i:20-60}s), still within timeout 600000 ms",
          ],
        },
      ],
      once: [],
    },
  ],
  sm: [
    {
      bursts: [
        {
          svc: "sessionize-driver",
          lvl: "warn",
          perMin: 5,
          until: 30,
          msgs: [
            "KubernetesClusterSchedulerBackend: Executor {i:1-16} lost: The executor with id {i:1-16} was deleted by a user or the framework (spot node preemption).",
            "TaskSetManager: Lost task {i:0-399}.0 in stage {i:2-20}.0 (TID {i:100-9999}) (10.60.{i:1-9}.{i:10-250} executor {i:1-16}): ExecutorLostFailure (executor {i:1-16} exited unrelated to the running tasks) Reason: The executor with id {i:1-16} was deleted by a user or the framework.",
          ],
        },
        {
          svc: "sessionize-driver",
          lvl: "info",
          perMin: 4,
          delay: 15,
          until: 60,
          msgs: [
            "ExecutorPodsAllocator: Going to request 2 executors from Kubernetes for ResourceProfile Id: 0, target: 16, known: 14, sharedSlotFromPendingPods: 2147483647.",
            "TaskSetManager: Starting task {i:0-399}.1 in stage {i:2-20}.0 (TID {i:100-9999}) (10.60.{i:1-9}.{i:10-250}, executor {i:17-30}, partition {i:0-399}, PROCESS_LOCAL, 9121 bytes)",
          ],
        },
      ],
      once: [],
    },
    {
      bursts: [
        {
          svc: "bq-loader",
          lvl: "info",
          perMin: 4,
          until: 90,
          msgs: ["query job job_{h:20} PENDING: queued, waiting for slots (reservation sm-batch, {i:2-9} jobs ahead)"],
        },
      ],
      once: [],
    },
  ],
  ib: [
    {
      bursts: [
        {
          svc: "wh-query-gw",
          lvl: "warn",
          perMin: 6,
          until: 80,
          msgs: ["query queued pool=reporting wlm_queue=bi position={i:6-14} (queue wait {i:10-40}s)"],
        },
      ],
      once: [],
    },
    {
      bursts: [
        {
          svc: "dbt-redshift",
          lvl: "warn",
          perMin: 4,
          until: 30,
          msgs: [
            "{i:1-12} of 12 WARN {i:1-30} test relationships_fct_shipments_depot_id__depot_id__ref_dim_depot_ ........ [WARN {i:1-30}]",
            "{i:1-12} of 12 WARN {i:1-9} test dbt_utils_recency_fct_shipments_scanned_at ........ [WARN {i:1-9}]",
          ],
        },
      ],
      once: [{ at: 35, svc: "dbt-redshift", lvl: "info", msg: "Done. PASS=34 WARN=2 ERROR=0 SKIP=0 TOTAL=36" }],
    },
  ],
};
