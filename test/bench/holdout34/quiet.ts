// Six kinds of routine pipeline churn, each used twice for the 12 quiet windows: noisy but self-healing, no data
// lost, nothing late.
import { byQ, kc, PY } from "./incidents.js";
import type { Ctx } from "./stream.js";
import { pytb } from "./traces.js";

export interface Quiet {
  key: string;
  note: (c: Ctx) => string;
  run: (c: Ctx) => void;
}

const rebalance: Quiet = {
  key: "rebalance-settles",
  note: (c) =>
    `${c.svc("consumer")}'s consumers are reshuffled (group rebalance / queue leader move / poller scale-out) and settle; lag blips and drains, nothing lost`,
  run: (c) => {
    const t = c.onset;
    byQ(c, {
      kafka: () => {
        c.emit(
          t - 400,
          "broker",
          "info",
          `[GroupCoordinator 2]: Preparing to rebalance group ${c.e.group} in state PreparingRebalance with old generation 41 (__consumer_offsets-12) (reason: Adding new member ${c.svc("consumer")}-3-${c.r.uuid()} with group instance id None; client reason: need to re-join with the given member-id) (kafka.coordinator.group.GroupCoordinator)`,
        );
        c.emit(t, "consumer", "info", `${kc(c)} Request joining group due to: group is already rebalancing`);
        c.emit(
          t + 100,
          "consumer",
          "info",
          `${kc(c)} Revoke previously assigned partitions ${c.e.topic}-6, ${c.e.topic}-7, ${c.e.topic}-8`,
        );
        c.emit(t + 200, "consumer", "info", `${kc(c)} (Re-)joining group`);
        c.emit(
          t + 3100,
          "broker",
          "info",
          `[GroupCoordinator 2]: Stabilized group ${c.e.group} generation 42 (__consumer_offsets-12) with 4 members (kafka.coordinator.group.GroupCoordinator)`,
        );
        c.emit(
          t + 3300,
          "consumer",
          "info",
          `${kc(c)} Successfully joined group with generation Generation{generationId=42, memberId='${c.svc("consumer")}-0-${c.r.uuid()}', protocol='cooperative-sticky'}`,
        );
        c.emit(
          t + 3400,
          "consumer",
          "info",
          `${kc(c)} Successfully synced group in generation Generation{generationId=42, memberId='${c.svc("consumer")}-0-${c.r.uuid()}', protocol='cooperative-sticky'}`,
        );
        c.emit(t + 3500, "consumer", "info", `${kc(c)} Adding newly assigned partitions: ${c.e.topic}-6`);
        c.emit(
          t + 3600,
          "consumer",
          "info",
          `${kc(c)} Setting offset for partition ${c.e.topic}-6 to the committed offset FetchPosition{offset=${c.num(1.8e6, 1.9e6)}, offsetEpoch=Optional[17], currentLeader=LeaderAndEpoch{leader=Optional[${c.svc("broker")}:9092 (id: 2 rack: null)], epoch=17}}`,
        );
      },
      rabbitmq: () => {
        c.emit(
          t,
          "consumer",
          "warn",
          `consumer cancelled by broker (basic.cancel) on queue ${c.e.topic2}: queue leader moved to rabbit@rabbitmq-1, re-subscribing`,
        );
        c.emit(
          t + 2000,
          "consumer",
          "info",
          `consumer registered on queue ${c.e.topic2} (ctag amq.ctag-${c.r.hex(22)})`,
        );
        c.emit(
          t - 300,
          "broker",
          "info",
          `queue '${c.e.topic2}' in vhost '/': leader moved to rabbit@rabbitmq-1 (rebalance)`,
        );
      },
      sqs: () => {
        c.emit(t, "consumer", "info", "scaling pollers 2 -> 4 (ApproximateNumberOfMessages=2410)");
        c.emit(t + 1500, "consumer", "info", "4 pollers running");
      },
      nats: () => {
        c.emit(
          t - 200,
          "broker",
          "info",
          `[INF] JetStream cluster new consumer leader for '$G > ${c.e.topic} > ${c.e.group}'`,
        );
        c.emit(t, "consumer", "warn", `nats: consumer leadership changed, re-fetching (pending=${c.num(500, 3000)})`);
      },
    })();
    let lag = c.num(1500, 4000);
    c.every(t + 5000, t + 240_000, 15, (tt) => {
      c.emit(tt, "consumer", "info", `consumer lag on ${c.e.topic}: ${lag} (draining)`);
      lag = Math.max(0, Math.round(lag * 0.6) - 20);
    });
  },
};

const retriedOnce: Quiet = {
  key: "task-retried-once",
  note: (c) =>
    `an Airflow task of ${c.e.dag} and a ${c.svc("worker")} job each fail once on a transient connection reset and succeed on their second attempt`,
  run: (c) => {
    const task = c.e.tasks[0];
    c.emit(
      c.onset,
      "scheduler",
      "error",
      "{taskinstance.py:2905} ERROR - Task failed with exception",
      pytb(
        [[`${PY}/requests/adapters.py`, 501, "send", "raise ConnectionError(err, request=request)"]],
        "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
      ),
    );
    c.emit(
      c.onset + 60,
      "scheduler",
      "info",
      `{taskinstance.py:1206} INFO - Marking task as UP_FOR_RETRY. dag_id=${c.e.dag}, task_id=${task}`,
    );
    c.emit(c.onset + 300_000, "scheduler", "info", "{taskinstance.py:2171} INFO - Starting attempt 2 of 3");
    c.emit(
      c.onset + 340_000,
      "scheduler",
      "info",
      `{taskinstance.py:1138} INFO - Marking task as SUCCESS. dag_id=${c.e.dag}, task_id=${task}`,
    );
    const t = c.onset + c.num(60, 200) * 1000;
    const id = c.r.hex(12);
    c.emit(t, "worker", "warn", `job ${id} failed (attempt 1/3, retry in 8s): connection reset by peer`);
    c.emit(t + 9000, "worker", "info", `job ${id} succeeded on attempt 2`);
  },
};

const backfill: Quiet = {
  key: "backfill-skips-duplicates",
  note: (c) =>
    `${c.svc("consumer")} replays a day of ${c.e.topic} for a backfill; most records are already stored and skipped as duplicates, the rest insert, it completes`,
  run: (c) => {
    const t0 = c.onset;
    c.emit(
      t0,
      "consumer",
      "info",
      `backfill started: replaying ${c.e.topic} from ${new Date(t0 - 86_400_000).toISOString()} (idempotent upsert)`,
    );
    let dup = 0;
    const endT = t0 + c.num(300, 540) * 1000;
    c.every(t0 + 2000, endT, 0.7, (t) => {
      dup++;
      c.emit(
        t,
        "consumer",
        c.r.chance(0.5) ? "warn" : "info",
        `skipping duplicate ${c.e.entity} ${c.r.hex(10)} (idempotency key already processed at ${new Date(t - c.num(3600, 80000) * 1000).toISOString()})`,
      );
    });
    c.emit(
      endT + 1000,
      "consumer",
      "info",
      `backfill complete: ${dup + c.num(200, 900)} records, ${dup} duplicates skipped, 0 errors`,
    );
  },
};

const sensorPokes: Quiet = {
  key: "sensor-pokes-reschedules",
  note: (c) =>
    `an Airflow sensor in ${c.e.dag} pokes for an upstream partition, reschedules several times, then succeeds well within its timeout`,
  run: (c) => {
    const task = `wait_for_${c.e.entity}s_partition`;
    c.emit(
      c.onset,
      "scheduler",
      "info",
      `{taskinstance.py:2192} INFO - Executing <Task(S3KeySensor): ${task}> on ${new Date(c.onset - 3600_000).toISOString()}`,
    );
    const done = c.onset + c.num(5, 9) * 60_000;
    c.every(c.onset + 1000, done, 60, (t) => {
      c.emit(t, "scheduler", "info", `{s3.py:117} INFO - Poking for key : s3://${c.e.bucket}/${c.e.entity}s/_SUCCESS`);
      c.emit(
        t + 150,
        "scheduler",
        "info",
        "{taskinstance.py:2360} INFO - Rescheduling task, marking task as UP_FOR_RESCHEDULE",
      );
    });
    c.emit(done, "scheduler", "info", "{base.py:301} INFO - Success criteria met. Exiting.");
    c.emit(
      done + 100,
      "scheduler",
      "info",
      `{taskinstance.py:1138} INFO - Marking task as SUCCESS. dag_id=${c.e.dag}, task_id=${task}`,
    );
  },
};

const lagAfterDeploy: Quiet = {
  key: "lag-rises-then-drains-after-deploy",
  note: (c) =>
    `${c.svc("consumer")} is redeployed; lag climbs past its warning threshold during the rollout and drains back within minutes, no SLA missed`,
  run: (c) => {
    c.deploy("consumer", c.onset, "2026.26.0");
    let lag = 800;
    let warned = false;
    c.every(c.onset + 4000, c.onset + 600_000, 20, (t, i) => {
      lag = i < 7 ? lag + c.num(1500, 2500) : Math.max(30, Math.round(lag * 0.55));
      if (lag > 10_000 && !warned) {
        warned = true;
        c.emit(t, "consumer", "warn", `consumer lag ${lag} above warning threshold 10000 on ${c.e.topic}`);
      } else c.emit(t, "consumer", "info", `consumer lag on ${c.e.topic}: ${lag}`);
      if (warned && lag < 1000) {
        warned = false;
        c.emit(t + 10, "consumer", "info", `consumer lag back below threshold (${lag})`);
      }
    });
  },
};

const speculative: Quiet = {
  key: "spark-speculative-task",
  note: (c) =>
    `a slow Spark task in ${c.svc("spark")} is speculatively re-executed; the copy wins, the original is killed and the job finishes`,
  run: (c) => {
    const t = c.onset;
    for (let k = 0; k < 3; k++) {
      const task = c.num(0, 199);
      const tt = t + k * 90_000;
      c.emit(
        tt,
        "spark",
        "info",
        `TaskSetManager: Marking task ${task} in stage 9.0 (on 10.12.3.7) as speculatable because it ran more than ${c.num(9000, 20000)} ms`,
      );
      c.emit(
        tt + 200,
        "spark",
        "info",
        `TaskSetManager: Starting task ${task}.1 in stage 9.0 (TID ${1800 + k}) (10.12.5.2, executor 6, partition ${task}, PROCESS_LOCAL, 8012 bytes) speculatively`,
      );
      c.emit(
        tt + 9000,
        "spark",
        "info",
        `TaskSetManager: Finished task ${task}.1 in stage 9.0 (TID ${1800 + k}) in 8712 ms on 10.12.5.2 (executor 6) (${150 + k}/200)`,
      );
      c.emit(
        tt + 9100,
        "spark",
        "info",
        `TaskSetManager: Killing attempt 0 for task ${task}.0 in stage 9.0 (TID ${1700 + k}) on 10.12.3.7 as the attempt 1 succeeded on 10.12.5.2`,
      );
      c.emit(
        tt + 9400,
        "spark",
        "warn",
        `TaskSetManager: Lost task ${task}.0 in stage 9.0 (TID ${1700 + k}) (10.12.3.7 executor 2): TaskKilled (another attempt succeeded)`,
      );
    }
    c.emit(
      t + 300_000,
      "spark",
      "info",
      `DAGScheduler: Job 14 finished: save at Aggregate.scala:88, took ${c.num(300, 400)}.${c.num(100, 999)} s`,
    );
  },
};

export const QUIET: Quiet[] = [rebalance, retriedOnce, backfill, sensorPokes, lagAfterDeploy, speculative];
