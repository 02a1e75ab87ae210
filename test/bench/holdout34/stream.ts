// One scenario's log stream: the scenario's own events plus the estate's routine churn (consumers, job runners,
// Airflow, Spark, dbt, loaders, health checks, periodic jobs, deprecation warnings, retries that succeed, the noisy
// service), each service's printed clock skewed by up to 300 ms, sorted by printed time and rendered in one format.
import type { Estate, Role } from "./estates.js";
import { ROLES } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  role: Role;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const MIN = 60_000;
const isoS = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, "+00:00");

/** What a scenario writes with: its onset, window, estate and the roles whose routine lines stop. */
export class Ctx {
  readonly events: Ev[] = [];
  readonly stopped = new Map<Role, number>();
  constructor(
    readonly r: Rng,
    readonly e: Estate,
    readonly start: number,
    readonly onset: number,
    readonly end: number,
  ) {}
  svc(role: Role): string {
    return this.e.svc[role];
  }
  /** onset + seconds. */
  at(sec: number): number {
    return this.onset + Math.round(sec * 1000);
  }
  emit(t: number, role: Role, level: Level, msg: string, stack?: string[], trace?: string): void {
    if (t < this.start || t > this.end) return;
    this.events.push({ t, role, level, msg, stack, trace });
  }
  /** Calls fn at roughly every `gapSec` seconds (±40%) from `from` to `to` (epoch ms), with a running index. */
  every(from: number, to: number, gapSec: number, fn: (t: number, i: number) => void): void {
    let t = from;
    let i = 0;
    while (t < Math.min(to, this.end)) {
      fn(t, i++);
      t += Math.max(50, Math.round(gapSec * 1000 * (0.6 + 0.8 * this.r.next())));
    }
  }
  stop(role: Role, t: number): void {
    const was = this.stopped.get(role);
    this.stopped.set(role, was === undefined ? t : Math.min(was, t));
  }
  /** The start-up lines a service prints after a deploy (its routine pauses for the restart). */
  deploy(role: Role, t: number, version: string): void {
    const s = this.svc(role);
    this.emit(t - 1500, role, "info", `received SIGTERM, draining in-flight work (grace period 30s)`);
    this.emit(t - 200, role, "info", `shutdown complete`);
    this.emit(t, role, "info", `starting ${s} version=${version} commit=${this.r.hex(7)} pid=1`);
    this.emit(t + 900, role, "info", `config loaded from /etc/${s}/application.yaml (profile=prod)`);
    this.emit(t + 2100, role, "info", `${s} ready in ${(2 + this.r.next() * 5).toFixed(2)}s`);
  }
  num(lo: number, hi: number): number {
    return this.r.int(lo, hi);
  }
}

type Line = [number, Level, string];

/** One routine unit of work of a role: a few lines a few ms to seconds apart. */
function routine(c: Ctx, role: Role, t: number): Line[] {
  const { r, e } = c;
  const p = r.int(0, 11);
  const off = 1_800_000 + Math.floor((t - e.day) / 40) + r.int(0, 500);
  const ms = r.int(3, 180);
  switch (role) {
    case "producer": {
      if (r.chance(0.5)) return [[0, "info", `POST /v1/${e.entity}s 201 ${ms}ms`]];
      if (e.queue === "kafka")
        return [
          [0, "info", `published ${e.entity}.created key=${r.hex(10)} to ${e.topic} partition=${p} offset=${off}`],
        ];
      if (e.queue === "rabbitmq")
        return [[0, "info", `published ${e.entity}.updated to exchange ${e.topic} (routing key ${e.entity}.updated)`]];
      if (e.queue === "sqs") return [[0, "info", `SendMessage ok queue=${e.topic} MessageId=${r.uuid()}`]];
      return [[0, "info", `published ${e.topic}.ingest seq=${off} (${r.int(1, 40)} events)`]];
    }
    case "broker": {
      if (e.queue === "kafka")
        return r.chance(0.6)
          ? [
              [
                0,
                "info",
                `[ProducerStateManager partition=${e.topic}-${p}] Wrote producer snapshot at offset ${off} with 0 producer ids in ${r.int(0, 3)} ms. (kafka.log.ProducerStateManager)`,
              ],
            ]
          : [
              [
                0,
                "info",
                `[LocalLog partition=${e.topic}-${p}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${off} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
              ],
            ];
      if (e.queue === "rabbitmq") {
        const pid = `<0.${r.int(1000, 40000)}.0>`;
        const peer = `10.8.${r.int(1, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} -> 10.8.0.15:5672`;
        return [
          [0, "info", `accepting AMQP connection ${pid} (${peer})`],
          [
            r.int(2, 20),
            "info",
            `connection ${pid} (${peer}): user '${r.pick(["ingestor", "billing", "webhooks"])}' authenticated and granted access to vhost '/'`,
          ],
        ];
      }
      if (e.queue === "sqs")
        return [[0, "info", `o.e.a.QueueActor - ${e.topic}: ${r.int(0, 60)} visible, ${r.int(0, 30)} in flight`]];
      return [
        [
          0,
          "info",
          `[INF] 10.4.${r.int(1, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} - cid:${r.int(100, 9999)} - "v1.36.0:go" - Client connection created`,
        ],
      ];
    }
    case "registry":
      return [
        [
          0,
          "info",
          `10.2.${r.int(0, 9)}.${r.int(2, 250)} - - "GET /schemas/ids/${r.int(180, 212)} HTTP/1.1" 200 ${r.int(600, 2400)}  ${r.int(1, 6)} (io.confluent.rest-utils.requests)`,
        ],
      ];
    case "consumer": {
      const n = r.int(1, 500);
      if (e.queue === "kafka")
        return [[0, "info", `processed batch partition=${e.topic}-${p} records=${n} lag=${r.int(0, 40)} took=${ms}ms`]];
      if (e.queue === "rabbitmq")
        return [
          [
            0,
            "info",
            `handled ${e.topic2} delivery_tag=${r.int(1, 99999)} ${e.entity}=SH-${r.int(100000, 999999)} ack`,
          ],
        ];
      if (e.queue === "sqs")
        return [
          [0, "info", `ReceiveMessage: ${r.int(1, 10)} messages from ${e.topic} (WaitTimeSeconds=20)`],
          [ms, "info", `DeleteMessageBatch: ${r.int(1, 10)} succeeded, 0 failed`],
        ];
      return [
        [0, "info", `fetched ${r.int(1, 100)} msgs from ${e.topic}/${e.group}, acked all (pending=${r.int(0, 30)})`],
      ];
    }
    case "worker":
      return workerLines(c);
    case "scheduler": {
      const task = r.pick(e.tasks);
      const ti = `<TaskInstance: ${e.dag}.${task} scheduled__${isoS(t - 3600_000)} [running]>`;
      const dur = r.int(4000, 40000);
      return [
        [0, "info", `{taskinstance.py:1957} INFO - Dependencies all met for dep_context=requeueable deps ti=${ti}`],
        [40, "info", `{taskinstance.py:2171} INFO - Starting attempt 1 of 3`],
        [
          90,
          "info",
          `{taskinstance.py:2192} INFO - Executing <Task(PythonOperator): ${task}> on ${isoS(t - 3600_000)}`,
        ],
        [
          dur,
          "info",
          `{taskinstance.py:1138} INFO - Marking task as SUCCESS. dag_id=${e.dag}, task_id=${task}, execution_date=${new Date(t - 3600_000).toISOString().slice(0, 19).replace(/[-:]/g, "")}, start_date=${new Date(t).toISOString().slice(0, 19).replace(/[-:]/g, "")}, end_date=${new Date(t + dur).toISOString().slice(0, 19).replace(/[-:]/g, "")}`,
        ],
        [dur + 300, "info", `{local_task_job_runner.py:234} INFO - Task exited with return code 0`],
      ];
    }
    case "spark": {
      const stage = 2 + (Math.floor((t - c.start) / 90_000) % 30);
      const i = r.int(0, 199);
      if (r.chance(0.15))
        return [
          [
            0,
            "info",
            `BlockManagerInfo: Added broadcast_${stage}_piece0 in memory on 10.12.${r.int(1, 9)}.${r.int(2, 250)}:${r.int(35000, 45000)} (size: ${(r.next() * 40).toFixed(1)} KiB, free: ${(2 + r.next() * 3).toFixed(1)} GiB)`,
          ],
        ];
      return [
        [
          0,
          "info",
          `TaskSetManager: Finished task ${i}.0 in stage ${stage}.0 (TID ${stage * 200 + i}) in ${r.int(300, 9000)} ms on 10.12.${r.int(1, 9)}.${r.int(2, 250)} (executor ${r.int(1, 8)}) (${r.int(1, 200)}/200)`,
        ],
      ];
    }
    case "dbt": {
      const m = r.pick(e.models);
      const k = e.models.indexOf(m) + 1;
      const n = e.models.length;
      return [
        [0, "info", `${k} of ${n} START sql incremental model analytics.${m} ${".".repeat(20)} [RUN]`],
        [
          r.int(800, 9000),
          "info",
          `${k} of ${n} OK created sql incremental model analytics.${m} ${".".repeat(15)} [SUCCESS ${r.int(10, 90000)} in ${(r.next() * 9 + 0.5).toFixed(2)}s]`,
        ],
      ];
    }
    case "loader": {
      const path = `${e.entity}s/dt=${new Date(t).toISOString().slice(0, 10)}/hour=${new Date(t).toISOString().slice(11, 13)}`;
      const rows = r.int(200, 90000);
      if (e.warehouse === "snowflake")
        return [
          [0, "info", `COPY INTO ${e.table} FROM @RAW.LANDING/${path}/ -> LOADED ${r.int(1, 12)} files, ${rows} rows`],
        ];
      if (e.warehouse === "bigquery")
        return [
          [
            0,
            "info",
            `load job ${e.ns}-dw:EU.job_${r.hex(20)} DONE: ${rows} rows appended to ${e.table} from gs://${e.bucket}/${path}/*.avro`,
          ],
        ];
      return [[0, "info", `COPY ${e.table} FROM 's3://${e.bucket}/${path}/' FORMAT PARQUET: ${rows} record(s) loaded`]];
    }
    case "outbox":
      return r.chance(0.3)
        ? [[0, "debug", `outbox poll: 0 rows pending`]]
        : [
            [
              0,
              "info",
              `relayed ${r.int(1, 60)} outbox rows to ${e.topic} (oldest ${(r.next() * 0.9).toFixed(3)}s old)`,
            ],
          ];
    case "webhook":
      return [
        [
          0,
          "info",
          `POST https://${r.pick(["hooks.partner-a.example", "api.integrations.example", "events.customer-b.example"])}/v1/events -> 200 in ${r.int(40, 700)}ms (event ${e.entity}.updated evt_${r.hex(16)})`,
        ],
      ];
    case "mailer":
      return [
        [
          0,
          "info",
          `sent ${r.pick(["confirmation", "reminder", "receipt", "digest"])} to ${r.hex(6)}@*** message-id=<${r.hex(16)}@mail.${e.ns}.example> (250 2.0.0 Ok: queued as ${r.hex(10).toUpperCase()})`,
        ],
      ];
    case "cron":
      return [
        [0, "info", `run ${r.hex(8)} started (schedule "*/5 * * * *")`],
        [r.int(3000, 40000), "info", `run finished: ${r.int(100, 20000)} rows checked, 0 changed`],
      ];
  }
}

function workerLines(c: Ctx): Line[] {
  const { r, e } = c;
  const dur = r.int(30, 4000);
  switch (e.runner) {
    case "celery": {
      const id = r.uuid();
      const name = r.pick(["fulfil.tasks.allocate_slot", "fulfil.tasks.print_labels", "fulfil.tasks.sync_stock"]);
      return [
        [0, "info", `Task ${name}[${id}] received`],
        [dur, "info", `Task ${name}[${id}] succeeded in ${(dur / 1000).toFixed(6)}s: None`],
      ];
    }
    case "sidekiq": {
      const jid = r.hex(24);
      const cls = r.pick(["InvoiceLineJob", "FuelSurchargeJob", "CarrierSettlementJob"]);
      return [
        [0, "info", `pid=1 tid=${r.hex(4)} class=${cls} jid=${jid} INFO: start`],
        [dur, "info", `pid=1 tid=${r.hex(4)} class=${cls} jid=${jid} elapsed=${(dur / 1000).toFixed(3)} INFO: done`],
      ];
    }
    case "bullmq": {
      const id = r.int(10000, 99999);
      const name = r.pick(["render-visit-summary", "fax-referral", "pdf-consent"]);
      return [
        [0, "info", `Job ${id} (${name}) active on queue docs`],
        [dur, "info", `Job ${id} (${name}) completed in ${dur}ms`],
      ];
    }
    case "oban":
      return [
        [
          0,
          "info",
          `{"event":"job:stop","worker":"Copperline.Workers.${r.pick(["Transcode", "Waveform", "Loudness"])}","queue":"transcode","state":"success","attempt":1,"duration":${dur * 1000},"queue_time":${r.int(100, 90000)}}`,
        ],
      ];
    case "hangfire":
      return [[0, "info", `Job ${r.int(10000, 99999)} succeeded in ${dur}ms`]];
    case "spring-batch": {
      const step = r.pick(["readPostings", "renderStatements", "archiveStatements"]);
      return [
        [0, "info", `Executing step: [${step}]`],
        [dur, "info", `Step: [${step}] executed in ${dur}ms`],
      ];
    }
  }
}

/** Deprecation and config warnings each role prints at start and now and then. */
function deprecation(e: Estate, role: Role): string {
  switch (role) {
    case "scheduler":
      return `{logging_mixin.py:188} WARNING - /opt/airflow/dags/${e.dag}.py:21 RemovedInAirflow3Warning: Param \`schedule_interval\` is deprecated and will be removed in a future release. Please use \`schedule\` instead.`;
    case "dbt":
      return `[WARNING]: Deprecated functionality The \`tests\` config has been renamed to \`data_tests\`. Please see https://docs.getdbt.com/docs/build/data-tests#new-data_tests-syntax for more information.`;
    case "spark":
      return `SparkConf: The configuration key 'spark.yarn.executor.memoryOverhead' has been deprecated as of Spark 2.3 and may be removed in the future. Please use the new key 'spark.executor.memoryOverhead' instead.`;
    case "consumer":
    case "producer":
    case "outbox":
      return e.queue === "kafka"
        ? `These configurations '[schema.registry.url, specific.avro.reader]' were supplied but are not used yet.`
        : `DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).`;
    case "webhook":
    case "mailer":
      return `(node:1) [DEP0040] DeprecationWarning: The \`punycode\` module is deprecated. Please use a userland alternative instead.`;
    case "worker":
      if (e.runner === "celery")
        return `CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0 and above.`;
      if (e.runner === "spring-batch")
        return `HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)`;
      if (e.runner === "bullmq")
        return `(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.`;
      return `warning: Oban.Plugins.Stager is deprecated and no longer needed, remove it from your plugins`;
    case "loader":
      return `PythonDeprecationWarning: Boto3 will no longer support Python 3.8 starting April 22, 2025. To continue receiving service updates, bug fixes, and security updates please upgrade to Python 3.9 or later.`;
    default:
      return "";
  }
}

/** Weight of each role in the routine traffic. */
const WEIGHT: Record<Role, number> = {
  producer: 9,
  broker: 3,
  registry: 3,
  consumer: 10,
  worker: 6,
  scheduler: 0.5,
  spark: 6,
  dbt: 0.8,
  loader: 0.6,
  outbox: 5,
  webhook: 5,
  mailer: 3,
  cron: 0.3,
};
const HEALTH: Role[] = ["producer", "registry", "consumer", "outbox", "webhook", "mailer"];

/** Adds the routine churn of the estate to `c` so the file holds about `target` lines. */
export function background(c: Ctx, target: number): void {
  const { r, e } = c;
  const dur = c.end - c.start;
  const calls = Math.max(400, Math.round((target * 0.82) / 1.6));
  const total = ROLES.reduce((s, k) => s + WEIGHT[k], 0);
  const live = (role: Role, t: number) => {
    const s = c.stopped.get(role);
    return s === undefined || t < s;
  };
  for (const role of ROLES) {
    const n = Math.round((calls * WEIGHT[role]) / total);
    for (let i = 0; i < n; i++) {
      const t = c.start + Math.floor(r.next() * dur);
      if (!live(role, t)) continue;
      const trace =
        ["producer", "consumer", "outbox", "webhook"].includes(role) && r.chance(0.4) ? r.hex(12) : undefined;
      for (const [dt, level, msg] of routine(c, role, t))
        if (live(role, t + dt)) c.emit(t + dt, role, level, msg, undefined, trace);
    }
  }
  // health checks
  for (const role of HEALTH) {
    const gap = r.pick([10, 15, 30]);
    const path = role === "consumer" || role === "registry" ? "/actuator/health" : "/healthz";
    c.every(c.start + r.int(0, 9000), c.end, gap, (t) => {
      if (live(role, t)) c.emit(t, role, "debug", `GET ${path} 200 ${(r.next() * 3).toFixed(1)}ms (kube-probe/1.30)`);
    });
  }
  // the noisy service's constant harmless complaint
  const nz = e.noisy;
  c.every(c.start + r.int(0, 20000), c.end, r.int(12, 40), (t) => {
    const text = r
      .pick(nz.text)
      .replace("{hex}", r.hex(10))
      .replace("{date}", new Date(t).toISOString().slice(0, 10))
      .replace(/\{num\}/g, () => String(r.int(10, 250)));
    c.emit(t, nz.role, nz.level, text);
  });
  // deprecation warnings
  for (const role of ROLES) {
    const w = deprecation(e, role);
    if (!w) continue;
    c.every(c.start + r.int(0, 120_000), c.end, r.int(240, 900), (t) => {
      if (live(role, t)) c.emit(t, role, "warn", w);
    });
  }
  // periodic jobs: the cron job's k8s-style run every 5 min, dbt source freshness every ~7 min
  c.every(c.start + r.int(0, 60_000), c.end, 300, (t) => {
    if (!live("cron", t)) return;
    const job = `${c.svc("cron")}-${Math.floor(t / 300_000)}`;
    c.emit(t, "cron", "info", `Job ${job} started (k8s CronJob, concurrencyPolicy=Forbid)`);
    c.emit(t + r.int(5000, 50000), "cron", "info", `Job ${job} succeeded, exit code 0`);
  });
  c.every(c.start + r.int(0, 120_000), c.end, 420, (t) => {
    if (!live("dbt", t)) return;
    c.emit(t, "dbt", "info", `Running with dbt=1.8.7`);
    c.emit(t + 900, "dbt", "info", `Found ${e.models.length} models, 41 data tests, 6 sources, 712 macros`);
    c.emit(
      t + 3200,
      "dbt",
      "info",
      `1 of 1 PASS freshness of raw.${e.models[0].replace("stg_", "")} ${".".repeat(12)} [PASS in ${(r.next() + 0.4).toFixed(2)}s]`,
    );
  });
  // retries that succeed
  const retriers: Role[] = ["webhook", "mailer", "consumer"];
  c.every(c.start + r.int(0, 90_000), c.end, r.int(60, 180), (t) => {
    const role = r.pick(retriers);
    if (!live(role, t)) return;
    if (role === "webhook") {
      const evt = `evt_${r.hex(16)}`;
      c.emit(
        t,
        role,
        "warn",
        `POST https://hooks.partner-a.example/v1/events failed: 503 Service Unavailable (attempt 1/6, event ${evt}), retrying in 4s`,
      );
      c.emit(
        t + r.int(4000, 5000),
        role,
        "info",
        `POST https://hooks.partner-a.example/v1/events -> 200 in ${r.int(80, 400)}ms (event ${evt}, attempt 2)`,
      );
    } else if (role === "mailer") {
      c.emit(
        t,
        role,
        "warn",
        `SMTP 421 4.7.0 Try again later from smtp-relay, message ${r.hex(10)} requeued (attempt 1)`,
      );
      c.emit(t + r.int(30_000, 60_000), role, "info", `message requeued earlier delivered on attempt 2 (250 2.0.0 Ok)`);
    } else if (e.queue === "kafka") {
      c.emit(
        t,
        role,
        "info",
        `[Consumer clientId=${c.svc("consumer")}-0, groupId=${e.group}] Error sending fetch request (sessionId=${r.int(1e8, 2e9)}, epoch=${r.int(10, 9000)}) to node ${r.int(0, 2)}: org.apache.kafka.common.errors.DisconnectException`,
      );
    } else {
      c.emit(t, role, "warn", `transient error talking to ${c.svc("broker")}, retrying in 500ms (attempt 1/5)`);
      c.emit(t + r.int(500, 900), role, "info", `reconnected to ${c.svc("broker")}`);
    }
  });
  // an unrelated deploy somewhere else
  const other = r.pick<Role>(["mailer", "webhook", "registry", "cron", "producer"]);
  if (!c.stopped.has(other) && other !== "cron")
    c.deploy(other, c.start + Math.floor(dur * (0.2 + 0.6 * r.next())), `2026.${r.int(20, 40)}.${r.int(0, 9)}`);
}

/** Skews, sorts by printed time and renders; returns the file's lines. */
export function renderStream(c: Ctx, fmt: Format): string[] {
  const skew = new Map<Role, number>();
  for (const role of ROLES) skew.set(role, c.r.int(-300, 300));
  const printed: Printed[] = c.events.map((ev) => ({
    at: ev.t + (skew.get(ev.role) ?? 0),
    svc: c.svc(ev.role),
    level: ev.level,
    msg: ev.msg,
    stack: ev.stack,
    trace: ev.trace,
  }));
  printed.sort((a, b) => a.at - b.at);
  const width = Math.max(...ROLES.map((r) => c.svc(r).length)) + 3;
  return printed.flatMap((p) => render(fmt, p, c.e.ns, width));
}

export { MIN };
