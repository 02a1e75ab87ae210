// Incidents of the null_reference, rate_limiting, timeout, validation and unknown categories (4 each): most of
// them travel through data (records, DLQs, lag) rather than through calls.
import { byQ, type Incident, kc, loaderFails, PY } from "./incidents.js";
import type { Ctx } from "./stream.js";
import { airflowFail, jstack, pytb, sensorTimeout, staleSource, starving } from "./traces.js";

const jvmQ = (c: Ctx) => c.e.queue === "kafka" || c.e.queue === "rabbitmq";

/** One failing record: retried, then dead-lettered, in the wording of the estate's queue. */
function deadLetter(c: Ctx, t: number, err: string, stack: string[]): void {
  const off = c.num(1_800_000, 1_900_000);
  const p = c.num(0, 11);
  for (let a = 1; a <= 3; a++)
    c.emit(
      t + (a - 1) * 2000,
      "consumer",
      a < 3 ? "warn" : "error",
      `handler failed for ${c.e.topic}-${p}@${off} (attempt ${a}/3): ${err}`,
      a === 3 ? stack : undefined,
    );
  byQ(c, {
    kafka: () =>
      c.emit(
        t + 4200,
        "consumer",
        "error",
        `Backoff FixedBackOff{interval=2000, currentAttempts=3, maxAttempts=2} exhausted for ${c.e.topic}-${p}@${off}; publishing to ${c.e.topic}.DLT`,
      ),
    rabbitmq: () =>
      c.emit(
        t + 4200,
        "consumer",
        "error",
        `message delivery_tag=${off} rejected (requeue=false) after x-death count 3; dead-lettered to ${c.e.topic2}.dlq`,
      ),
    sqs: () =>
      c.emit(
        t + 4200,
        "consumer",
        "error",
        `message ${c.r.uuid()} reached ApproximateReceiveCount=3 (maxReceiveCount 3); moved to ${c.e.topic}-dlq by redrive policy`,
      ),
    nats: () =>
      c.emit(
        t + 4200,
        "consumer",
        "error",
        `msg ${c.e.topic} seq=${off} reached MaxDeliver=3, terminated and copied to ${c.e.topic}_DLQ`,
      ),
  })();
}

const nullRef: Incident[] = [
  {
    key: "consumer-npe-on-field",
    cat: "null_reference",
    origin: "consumer",
    hints: ["null", "nullpointer", "nonetype", "npe", "undefined"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")}'s handler dereferences an optional field that recent ${c.e.entity} records leave empty; those records fail three times and land in the DLQ`,
    run: (c) => {
      c.every(c.onset, c.end, 3, (t) =>
        jvmQ(c)
          ? deadLetter(
              c,
              t,
              `java.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "com.${c.e.ns.split("-")[0]}.events.${c.e.entity[0].toUpperCase()}${c.e.entity.slice(1)}Event.getDeliveryNote()" is null`,
              [
                'java.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "getDeliveryNote()" is null',
                ...jstack([
                  `com.${c.e.ns.split("-")[0]}.consumer.EventHandler.normalise(EventHandler.java:142)`,
                  `com.${c.e.ns.split("-")[0]}.consumer.EventHandler.handle(EventHandler.java:88)`,
                ]),
              ],
            )
          : deadLetter(
              c,
              t,
              "AttributeError: 'NoneType' object has no attribute 'strip'",
              pytb(
                [["/app/consumer/handler.py", 142, "normalise", 'note = event["delivery_note"].strip()']],
                "AttributeError: 'NoneType' object has no attribute 'strip'",
              ),
            ),
      );
      c.every(c.onset + 6 * 60_000, c.end, 120, (t) =>
        c.emit(
          t,
          "webhook",
          "warn",
          `${c.e.entity} status updates missing for ${c.num(30, 300)} records older than 5m (reconciliation check)`,
        ),
      );
    },
  },
  {
    key: "worker-nil-after-deploy",
    cat: "null_reference",
    origin: "worker",
    hints: ["nonetype", "nil", "null", "undefined", "cannot read", "nullpointer"],
    sev: "high",
    note: (c) =>
      `a new build of ${c.svc("worker")} dereferences a missing value in its main job; most jobs fail and retry`,
    run: (c) => {
      c.deploy("worker", c.onset - 40_000, "2026.25.0");
      const [m, st] = {
        celery: [
          "TypeError: 'NoneType' object is not subscriptable",
          pytb(
            [["/app/fulfil/tasks.py", 211, "allocate_slot", 'slot = order["slot"]["window_start"]']],
            "TypeError: 'NoneType' object is not subscriptable",
          ),
        ],
        sidekiq: [
          "NoMethodError: undefined method `[]' for nil",
          [
            "/app/app/jobs/invoice_line_job.rb:38:in `perform'",
            "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'",
          ],
        ],
        bullmq: [
          "TypeError: Cannot read properties of null (reading 'patientId')",
          [
            "    at renderVisitSummary (/app/dist/jobs/visit-summary.js:57:33)",
            "    at Worker.processFn (/app/dist/worker.js:31:18)",
          ],
        ],
        oban: [
          "** (KeyError) key :duration not found in: nil. If you are using the dot syntax, such as map.field, make sure the left-hand side of the dot is a map",
          [
            "    (copperline 2026.25.0) lib/copperline/workers/transcode.ex:44: Copperline.Workers.Transcode.perform/1",
            "    (oban 2.17.10) lib/oban/queue/executor.ex:129: Oban.Queue.Executor.perform/1",
          ],
        ],
        hangfire: [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          ["   at Jobs.Sync.Run() in /src/Jobs/Sync.cs:line 44"],
        ],
        "spring-batch": [
          'java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.add(java.math.BigDecimal)" because "openingBalance" is null',
          jstack([
            "com.quillmarsh.batch.StatementProcessor.process(StatementProcessor.java:77)",
            "org.springframework.batch.core.step.item.SimpleChunkProcessor.doProcess(SimpleChunkProcessor.java:134)",
          ]),
        ],
      }[c.e.runner] as [string, string[]];
      c.every(c.onset, c.end, 2.2, (t, i) =>
        c.emit(
          t,
          "worker",
          "error",
          `job ${c.r.hex(12)} failed (attempt ${1 + (i % 3)}/3): ${m}`,
          i % 4 === 0 ? st : undefined,
        ),
      );
    },
  },
  {
    key: "webhook-undefined-payload",
    cat: "null_reference",
    origin: "webhook",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "medium",
    note: (c) =>
      `${c.svc("webhook")} crashes building payloads for one event type whose customer object is missing; those deliveries never go out`,
    run: (c) => {
      c.every(c.onset, c.end, 2.5, (t) =>
        c.emit(
          t,
          "webhook",
          "error",
          `failed to build payload for ${c.e.entity}.cancelled evt_${c.r.hex(16)}: TypeError: Cannot read properties of undefined (reading 'id')`,
          [
            "    at buildPayload (/app/dist/payload.js:41:37)",
            "    at Dispatcher.deliver (/app/dist/dispatcher.js:88:21)",
            "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          ],
        ),
      );
    },
  },
  {
    key: "outbox-nil-pointer-panic",
    cat: "null_reference",
    origin: "outbox",
    hints: ["nil pointer", "nil", "invalid memory address", "null", "panic"],
    sev: "high",
    note: (c) =>
      `${c.svc("outbox")} panics on a nil pointer when it reads an outbox row with no headers; it crash-loops and nothing is relayed`,
    run: (c) => {
      c.stop("outbox", c.onset);
      c.every(c.onset, c.end, 35, (t, i) => {
        c.emit(t, "outbox", "fatal", "panic: runtime error: invalid memory address or nil pointer dereference", [
          `[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x${c.r.hex(6)}]`,
          "",
          "goroutine 41 [running]:",
          `${c.e.ns.split("-")[0]}/outbox/relay.(*Relay).headersFor(0xc0001b2000, 0x0)`,
          "\t/src/relay/headers.go:27 +0x3a",
          `${c.e.ns.split("-")[0]}/outbox/relay.(*Relay).publishBatch(0xc0001b2000, {0xc000420000, 0x32, 0x40})`,
          "\t/src/relay/relay.go:118 +0x1c5",
        ]);
        c.emit(
          t + 6000,
          "outbox",
          "info",
          `${c.svc("outbox")} starting (restart ${i + 1}), resuming from outbox id ${c.num(9e6, 1e7)}`,
        );
      });
      c.stop("consumer", c.onset + 30_000);
      starving(c, "consumer", c.onset + 300_000, `messages on ${c.e.topic}`);
    },
  },
];

const rateLimiting: Incident[] = [
  {
    key: "loader-warehouse-quota",
    cat: "rate_limiting",
    origin: "loader",
    hints: ["quota", "rate", "exceeded", "throttl", "limit"],
    sev: "high",
    note: (c) =>
      `the ${c.e.warehouse} account starts rejecting ${c.svc("loader")}'s loads as over quota / rate; loads stop and raw tables go stale`,
    run: (c) =>
      loaderFails(c, c.onset, () =>
        c.e.warehouse === "bigquery"
          ? [
              `load job for ${c.e.table} rejected`,
              pytb(
                [
                  [
                    `${PY}/google/cloud/bigquery/job/base.py`,
                    966,
                    "result",
                    "return super(_AsyncJob, self).result(timeout=timeout, **kwargs)",
                  ],
                ],
                `google.api_core.exceptions.Forbidden: 403 Quota exceeded: Your table exceeded quota for imports or query appends per table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas`,
              ),
            ]
          : c.e.warehouse === "snowflake"
            ? [
                `COPY INTO ${c.e.table} rejected`,
                pytb(
                  [
                    [
                      `${PY}/snowflake/connector/errors.py`,
                      290,
                      "errorhandler_wrapper",
                      "handed_over = Error.hand_to_other_handler(",
                    ],
                  ],
                  "snowflake.connector.errors.ProgrammingError: 000606 (57P03): Warehouse 'LOADING_WH' cannot be resumed because resource monitor 'LOAD_MONITOR' has exceeded its quota.",
                ),
              ]
            : [
                `COPY ${c.e.table} rejected`,
                pytb(
                  [
                    [
                      `${PY}/botocore/client.py`,
                      1021,
                      "_make_api_call",
                      "raise error_class(parsed_response, operation_name)",
                    ],
                  ],
                  "botocore.errorfactory.ThrottlingException: An error occurred (ThrottlingException) when calling the ExecuteStatement operation (reached max retries: 4): Rate exceeded",
                ),
              ],
      ),
  },
  {
    key: "mailer-ses-throttled",
    cat: "rate_limiting",
    origin: "mailer",
    hints: ["throttl", "rate", "sending rate", "limit"],
    sev: "medium",
    note: (c) =>
      `a bulk campaign is enqueued and ${c.svc("mailer")} exceeds its SES sending rate; sends are throttled and transactional mail is delayed`,
    run: (c) => {
      c.emit(c.onset - 5000, "cron", "info", `enqueued ${c.num(30, 80)}k digest emails for campaign ${c.r.hex(6)}`);
      c.every(c.onset, c.end, 0.8, (t, i) => {
        c.emit(
          t,
          "mailer",
          "warn",
          `send failed for message ${c.r.hex(10)}: Throttling: Maximum sending rate exceeded. (requeued with backoff ${1 + (i % 8)}s)`,
        );
        if (i % 80 === 79)
          c.emit(
            t + 30,
            "mailer",
            "error",
            `transactional queue delayed: oldest ${c.e.entity} confirmation waiting ${Math.round((t - c.onset) / 1000)}s`,
          );
      });
    },
  },
  {
    key: "webhook-partner-429",
    cat: "rate_limiting",
    origin: "webhook",
    hints: ["429", "too many requests", "rate", "retry-after"],
    sev: "medium",
    note: (c) =>
      `a replay of events floods one partner and ${c.svc("webhook")} is answered 429 Too Many Requests; deliveries back up`,
    run: (c) => {
      c.emit(
        c.onset - 2000,
        "webhook",
        "info",
        `replay requested for ${c.e.entity}.updated since ${new Date(c.onset - 86_400_000).toISOString()}: ${c.num(20, 90)}k events queued`,
      );
      c.every(c.onset, c.end, 0.9, (t, i) => {
        c.emit(
          t,
          "webhook",
          "warn",
          `POST https://api.integrations.example/v1/events -> 429 Too Many Requests (Retry-After: 30, event evt_${c.r.hex(16)})`,
        );
        if (i % 70 === 69)
          c.emit(
            t + 10,
            "webhook",
            "error",
            `delivery backlog for api.integrations.example: ${(i + 1) * 11} events, oldest ${Math.round((t - c.onset) / 1000)}s`,
          );
      });
    },
  },
  {
    key: "consumer-api-rate-limit",
    cat: "rate_limiting",
    origin: "consumer",
    hints: ["rate", "limit", "429", "throttl"],
    sev: "medium",
    note: (c) =>
      `after a partition assignment with a big backlog, ${c.svc("consumer")} calls the payment provider too fast and is rate limited; records fail and are retried`,
    run: (c) => {
      c.emit(
        c.onset - 1000,
        "consumer",
        "info",
        byQ(c, {
          kafka: `${kc(c)} Adding newly assigned partitions: ${c.e.topic}-3, ${c.e.topic}-4, ${c.e.topic}-5`,
          rabbitmq: `consumer count on ${c.e.topic2} scaled 2 -> 8, prefetch_count=200`,
          sqs: `scaled pollers 2 -> 12 for backlog (ApproximateNumberOfMessages=182000)`,
          nats: `bound 8 pull subscribers to ${c.e.topic}/${c.e.group} (num_pending=182000)`,
        }),
      );
      c.every(c.onset, c.end, 0.9, (t) =>
        c.emit(
          t,
          "consumer",
          "warn",
          jvmQ(c)
            ? `enrichment call failed, record will be retried: com.stripe.exception.RateLimitException: Request rate limit exceeded. You can learn more about rate limits here https://stripe.com/docs/rate-limits.; code: rate_limit; request-id: req_${c.r.hex(14)}`
            : `enrichment call failed, message will be retried: stripe.error.RateLimitError: Request rate limit exceeded. You can learn more about rate limits here https://stripe.com/docs/rate-limits.`,
        ),
      );
    },
  },
];

const timeout: Incident[] = [
  {
    key: "consumer-too-slow-lag",
    cat: "timeout",
    origin: "consumer",
    hints: ["timeout", "timed out", "poll", "deadline", "visibility", "ack"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")}'s handler becomes too slow for its processing deadline; messages are redelivered, lag grows and the downstream sensor times out`,
    run: (c) => {
      c.stop("consumer", c.onset);
      c.every(c.onset, c.end, 6, (t, i) =>
        c.emit(
          t,
          "consumer",
          "info",
          `processed batch records=${c.num(1, 20)} took=${c.num(18, 60)}${c.num(100, 999)}ms lag=${3000 + i * 900}`,
        ),
      );
      c.every(c.onset + 60_000, c.end, 50, (t, i) =>
        byQ(c, {
          kafka: () => {
            c.emit(
              t,
              "consumer",
              "warn",
              `${kc(c)} consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.`,
            );
            c.emit(
              t + 300,
              "consumer",
              "info",
              `${kc(c)} Member ${c.svc("consumer")}-0-${c.r.uuid()} sending LeaveGroup request to coordinator ${c.svc("broker")}:9092 (id: 2147483645 rack: null) due to consumer poll timeout has expired.`,
            );
            c.emit(t + 4000, "consumer", "info", `${kc(c)} (Re-)joining group`);
          },
          rabbitmq: () => {
            c.emit(
              t - 100,
              "broker",
              "warn",
              `Consumer ${c.r.hex(8)} on channel 1 has timed out waiting for a consumer acknowledgement of a delivery with delivery tag = ${c.num(1, 9999)}. Timeout used: 1800000 ms. This timeout value can be configured, see consumers doc guide to learn more`,
            );
            c.emit(
              t,
              "consumer",
              "error",
              `channel closed by server: 406 (PRECONDITION-FAILED) with message "PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed out. Timeout value used: 1800000 ms."`,
            );
          },
          sqs: () =>
            c.emit(
              t,
              "consumer",
              "warn",
              `handler took ${c.num(61, 140)}s > VisibilityTimeout 60s; message ${c.r.uuid()} became visible again (ApproximateReceiveCount=${2 + (i % 4)})`,
            ),
          nats: () =>
            c.emit(
              t,
              "consumer",
              "warn",
              `ack deadline exceeded (AckWait 30s) for ${c.e.topic} seq=${c.num(1e6, 2e6)}, redelivered (num_delivered=${2 + (i % 4)})`,
            ),
        })(),
      );
      sensorTimeout(c, c.onset + 90_000, c.e.table, 540);
    },
  },
  {
    key: "airflow-task-execution-timeout",
    cat: "timeout",
    origin: "scheduler",
    hints: ["timeout", "airflowtasktimeout", "timed out"],
    sev: "medium",
    note: (c) =>
      `${c.e.dag}.${c.e.tasks[0]} on ${c.svc("scheduler")} runs past its execution_timeout and is killed, twice; the DAG run fails and marts go stale`,
    run: (c) => {
      for (let a = 0; a < 2; a++) {
        const t0 = c.onset + a * 540_000;
        c.emit(
          t0,
          "scheduler",
          "info",
          `{taskinstance.py:2192} INFO - Executing <Task(PythonOperator): ${c.e.tasks[0]}> on ${new Date(c.onset - 3600_000).toISOString()} (attempt ${a + 1} of 2, execution_timeout=0:08:00)`,
        );
        c.every(t0 + 60_000, t0 + 480_000, 60, (t) =>
          c.emit(
            t,
            "scheduler",
            "info",
            `{logging_mixin.py:188} INFO - extract: ${c.num(1, 9)}${c.num(100, 999)}k rows fetched so far`,
          ),
        );
        airflowFail(
          c,
          t0 + 480_000,
          c.e.tasks[0],
          pytb(
            [[`${PY}/airflow/utils/timeout.py`, 69, "handle_timeout", "raise AirflowTaskTimeout(self.error_message)"]],
            `airflow.exceptions.AirflowTaskTimeout: Timeout, PID: ${c.num(2000, 9000)}`,
          ),
          a === 1,
          480,
        );
      }
      staleSource(c, c.onset + 9 * 60_000, c.e.models[2].includes("fct") ? `marts.${c.e.models[2]}` : "marts.daily");
    },
  },
  {
    key: "cron-lock-timeout",
    cat: "timeout",
    origin: "cron",
    hints: ["timeout", "lock timeout", "canceling statement", "locknotavailable"],
    sev: "medium",
    note: (c) =>
      `${c.svc("cron")}'s rebuild cannot take its table lock in time; every run is cancelled by lock_timeout and the job fails`,
    run: (c) => {
      c.stop("cron", c.onset);
      c.every(c.onset, c.end, 300, (t) => {
        const job = `${c.svc("cron")}-${Math.floor(t / 300_000)}`;
        c.emit(t, "cron", "info", `Job ${job} started (k8s CronJob, concurrencyPolicy=Forbid)`);
        c.emit(
          t + 30_000,
          "cron",
          "error",
          "rebuild failed",
          pytb(
            [
              [
                "/app/jobs/rebuild.py",
                98,
                "swap_tables",
                'cur.execute("LOCK TABLE slot_capacity IN ACCESS EXCLUSIVE MODE")',
              ],
            ],
            "psycopg2.errors.LockNotAvailable: canceling statement due to lock timeout",
          ),
        );
        c.emit(t + 31_000, "cron", "error", `Job ${job} failed: exit code 1 (backoffLimit reached)`);
      });
    },
  },
  {
    key: "mailer-api-timeout",
    cat: "timeout",
    origin: "mailer",
    hints: ["timeout", "timed out", "etimedout"],
    sev: "medium",
    note: (c) =>
      `the email API stops answering ${c.svc("mailer")} in time; every send times out after 10s and the queue grows`,
    run: (c) => {
      c.stop("mailer", c.onset);
      c.every(c.onset + 10_000, c.end, 2.5, (t, i) => {
        c.emit(
          t,
          "mailer",
          "error",
          `send failed for message ${c.r.hex(10)} (requeued): RequestError: Timeout awaiting 'request' for 10000ms`,
          i % 5 === 0
            ? [
                "    at ClientRequest.<anonymous> (/app/node_modules/got/dist/source/core/index.js:792:61)",
                "    at Timeout.timeoutHandler [as _onTimeout] (/app/node_modules/got/dist/source/core/timed-out.js:42:25) {",
                "  code: 'ETIMEDOUT',",
                "  timings: { phases: { wait: 1, dns: 2, tcp: 11, tls: 19, request: undefined } }",
                "}",
              ]
            : undefined,
        );
        if (i % 40 === 39)
          c.emit(
            t + 20,
            "mailer",
            "warn",
            `send queue depth ${(i + 1) * 9}, oldest message ${Math.round((t - c.onset) / 1000)}s`,
          );
      });
    },
  },
];

const validation: Incident[] = [
  {
    key: "producer-schema-change",
    cat: "validation",
    origin: "producer",
    hints: ["schema", "deserializ", "serializ", "avro", "validation", "parse"],
    sev: "high",
    note: (c) =>
      `${c.svc("producer")} is deployed with a changed ${c.e.entity} event schema (amount becomes a string); ${c.svc("consumer")} cannot deserialize the new records`,
    run: (c) => {
      c.deploy("producer", c.onset, "2026.25.3");
      c.emit(
        c.onset + 5000,
        "registry",
        "info",
        `10.2.0.${c.num(2, 250)} - - "POST /subjects/${c.e.topic}-value/versions HTTP/1.1" 200 12  ${c.num(5, 20)} (io.confluent.rest-utils.requests)`,
      );
      c.emit(
        c.onset + 5100,
        "registry",
        "info",
        `Registered schema id 213 for subject ${c.e.topic}-value (compatibility NONE)`,
      );
      const lag = c.onset + c.num(40, 120) * 1000;
      c.stop("consumer", lag);
      c.every(lag, c.end, 1.1, (t, i) =>
        jvmQ(c)
          ? c.emit(
              t,
              "consumer",
              "error",
              `${c.e.queue === "kafka" ? `${kc(c)} ` : ""}Error deserializing value for ${c.e.topic}-${c.num(0, 11)} at offset ${c.num(1.8e6, 1.9e6)}. If needed, please seek past the record to continue consumption.`,
              i % 6 === 0
                ? jstack(
                    ["org.apache.kafka.common.serialization.Deserializer.deserialize(Deserializer.java:62)"],
                    [
                      "org.apache.kafka.common.errors.SerializationException: Error deserializing Avro message for id 213",
                      "org.apache.avro.AvroTypeException: Found string, expecting double",
                    ],
                  )
                : undefined,
            )
          : c.emit(
              t,
              "consumer",
              "error",
              `rejecting message ${c.r.uuid()}: 1 validation error for ${c.e.entity[0].toUpperCase()}${c.e.entity.slice(1)}Event\namount\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${c.num(10, 99)},${c.num(10, 99)}', input_type=str]`,
            ),
      );
      sensorTimeout(c, c.onset + 180_000, c.e.table, 600);
    },
  },
  {
    key: "consumer-strict-model-rejects",
    cat: "validation",
    origin: "consumer",
    hints: ["deserializ", "validation", "parse", "invalidformat", "schema"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")} is deployed with a stricter event model and rejects the timestamps the (unchanged) producer sends; records pile up in the DLQ`,
    run: (c) => {
      c.deploy("consumer", c.onset, "2026.25.1");
      c.stop("consumer", c.onset - 1500);
      c.every(c.onset + 3000, c.end, 2, (t) =>
        jvmQ(c)
          ? deadLetter(
              c,
              t,
              `com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type \`java.time.Instant\` from String "2026-06-16 07:41:02": Failed to deserialize java.time.Instant: (java.time.format.DateTimeParseException) Text '2026-06-16 07:41:02' could not be parsed at index 10`,
              jstack([
                "com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)",
                "com.fasterxml.jackson.databind.DeserializationContext.weirdStringException(DeserializationContext.java:1958)",
              ]),
            )
          : deadLetter(
              c,
              t,
              `1 validation error for Event\noccurred_at\n  Input should be a valid datetime, invalid timezone sign [type=datetime_from_date_parsing, input_value='2026-06-23 07:41:02', input_type=str]`,
              pytb(
                [["/app/consumer/handler.py", 51, "handle", "event = Event.model_validate_json(body)"]],
                "pydantic_core._pydantic_core.ValidationError: 1 validation error for Event",
              ),
            ),
      );
    },
  },
  {
    key: "consumer-poison-message-blocks-partition",
    cat: "validation",
    origin: "consumer",
    hints: ["poison", "dlq", "dead", "validation", "numberformat", "invalid", "dlt"],
    sev: "medium",
    note: (c) =>
      `a run of malformed records (weight "N/A") reaches ${c.svc("consumer")}; each one is retried with long backoff, blocking its partition, then dead-lettered, and lag builds`,
    run: (c) => {
      c.every(c.onset, c.end, 30, (t) => {
        for (let a = 1; a <= 5; a++)
          c.emit(
            t + (a - 1) * 5000,
            "consumer",
            a < 5 ? "warn" : "error",
            `handler failed for ${c.e.topic}-4 (attempt ${a}/5, backoff 5s): ${jvmQ(c) ? 'java.lang.NumberFormatException: For input string: "N/A"' : "ValueError: could not convert string to float: 'N/A'"}`,
          );
        c.emit(
          t + 21_000,
          "consumer",
          "error",
          `poison message on ${c.e.topic}-4 moved to ${c.e.topic}.dlq after 5 attempts (field weight_kg='N/A')`,
        );
        c.emit(
          t + 21_100,
          "consumer",
          "warn",
          `partition ${c.e.topic}-4 lag ${c.num(4000, 9000)} (blocked ${c.num(20, 29)}s by retries)`,
        );
      });
    },
  },
  {
    key: "loader-copy-rejects-bad-rows",
    cat: "validation",
    origin: "loader",
    hints: ["parse", "invalid", "numeric", "validation", "not recognized", "reject"],
    sev: "medium",
    note: (c) =>
      `files arriving for ${c.svc("loader")} contain 'N/A' in a numeric column; every COPY is rejected and the raw table stops advancing`,
    run: (c) =>
      loaderFails(c, c.onset, (t) => {
        const file = `${c.e.entity}s/dt=${new Date(t).toISOString().slice(0, 10)}/part-${String(c.num(0, 40)).padStart(5, "0")}.csv.gz`;
        if (c.e.warehouse === "snowflake")
          return [
            `COPY INTO ${c.e.table} failed (ON_ERROR=ABORT_STATEMENT)`,
            [
              `snowflake.connector.errors.ProgrammingError: 100038 (22018): Numeric value 'N/A' is not recognized`,
              `  File '${file}', line ${c.num(100, 40000)}, character 44`,
              `  Row ${c.num(100, 40000)}, column "${c.e.table.split(".")[1]}"["AMOUNT":7]`,
            ],
          ];
        if (c.e.warehouse === "bigquery")
          return [
            `load job for ${c.e.table} failed`,
            [
              `google.api_core.exceptions.BadRequest: 400 Error while reading data, error message: CSV table encountered too many errors, giving up. Rows: ${c.num(100, 40000)}; errors: 1. Please look into the errors[] collection for more details.`,
              `  Could not parse 'N/A' as DOUBLE for field duration_s (position 6) starting at location ${c.num(1e5, 9e6)} with message 'Unable to parse'`,
            ],
          ];
        return [
          `COPY ${c.e.table} failed`,
          [
            `redshift_connector.error.ProgrammingError: {'S': 'ERROR', 'C': 'XX000', 'M': "Load into table 'postings' failed. Check 'stl_load_errors' system table for details.", 'F': '../src/pg/src/backend/commands/commands_copy.c'}`,
            "  stl_load_errors: Invalid digit, Value 'N', Pos 0, Type: Decimal",
          ],
        ];
      }),
  },
];

const unknown: Incident[] = [
  {
    key: "consumer-exits-silently",
    cat: "unknown",
    origin: "consumer",
    hints: ["exit", "crash", "unexpected", "restart", "unknown"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")} keeps stopping with no reason logged; it restarts, rejoins and exits again, and the downstream sensor times out`,
    run: (c) => {
      c.stop("consumer", c.onset);
      c.every(c.onset, c.end, 45, (t, i) => {
        c.emit(t, "consumer", "error", "consumer loop exited unexpectedly; shutting down");
        if (c.e.queue === "kafka")
          c.emit(
            t + 200,
            "consumer",
            "info",
            `${kc(c)} Member ${c.svc("consumer")}-0-${c.r.uuid()} sending LeaveGroup request to coordinator ${c.svc("broker")}:9092 (id: 2147483645 rack: null) due to the consumer is being closed`,
          );
        c.emit(t + 600, "consumer", "info", "shutdown complete (exit status 1)");
        c.emit(t + 9000, "consumer", "info", `starting ${c.svc("consumer")} (restart ${i + 1})`);
        c.emit(
          t + 12_000,
          "consumer",
          "info",
          byQ(c, {
            kafka: `${kc(c)} Adding newly assigned partitions: ${c.e.topic}-0, ${c.e.topic}-1, ${c.e.topic}-2`,
            rabbitmq: `consumer registered on queue ${c.e.topic2}`,
            sqs: `polling ${c.e.topic}`,
            nats: `bound to ${c.e.topic}/${c.e.group}`,
          }),
        );
      });
      sensorTimeout(c, c.onset + 100_000, c.e.table, 600);
    },
  },
  {
    key: "cron-fails-without-reason",
    cat: "unknown",
    origin: "cron",
    hints: ["exit", "failed", "unknown", "backoff"],
    sev: "medium",
    note: (c) =>
      `${c.svc("cron")} fails every run with exit code 1 and no error message; downstream data stops updating`,
    run: (c) => {
      c.stop("cron", c.onset);
      c.every(c.onset, c.end, 300, (t) => {
        const job = `${c.svc("cron")}-${Math.floor(t / 300_000)}`;
        c.emit(t, "cron", "info", `Job ${job} started (k8s CronJob, concurrencyPolicy=Forbid)`);
        c.emit(t + 2000, "cron", "info", `run ${c.r.hex(8)} started (schedule "*/5 * * * *")`);
        for (let a = 0; a < 3; a++)
          c.emit(
            t + 9000 + a * 10_000,
            "cron",
            "error",
            `Job ${job} pod ${job}-${c.r.hex(5)} failed: exit code 1 (attempt ${a + 1}/3)`,
          );
        c.emit(t + 40_000, "cron", "error", `Job ${job} failed: BackoffLimitExceeded`);
      });
    },
  },
  {
    key: "flink-job-fails-bare-exception",
    cat: "unknown",
    origin: "consumer",
    hints: ["failed", "runtimeexception", "unknown", "restart"],
    sev: "high",
    note: (c) =>
      `the Flink job in ${c.svc("consumer")} fails with a bare RuntimeException (no message, no cause), exhausts its restarts and switches to FAILED`,
    run: (c) => {
      c.stop("consumer", c.onset);
      const job = `${c.e.group}-enrichment (${c.r.hex(32)})`;
      for (let a = 0; a < 4; a++) {
        const t = c.onset + a * 50_000;
        c.emit(
          t,
          "consumer",
          "warn",
          `Source: ${c.e.topic} -> Map -> Sink: postgres (3/8)#${a} (${c.r.hex(32)}) switched from RUNNING to FAILED with failure cause:`,
          [
            "java.lang.RuntimeException",
            ...jstack([
              `com.${c.e.ns.split("-")[0]}.flink.EnrichFunction.map(EnrichFunction.java:88)`,
              "org.apache.flink.streaming.api.operators.StreamMap.processElement(StreamMap.java:38)",
            ]),
          ],
        );
        if (a < 3) {
          c.emit(t + 500, "consumer", "info", `Job ${job} switched from state RUNNING to RESTARTING.`);
          c.emit(t + 10_500, "consumer", "info", `Job ${job} switched from state RESTARTING to RUNNING.`);
        }
      }
      const f = c.onset + 150_500;
      c.emit(f, "consumer", "error", `Job ${job} switched from state RUNNING to FAILING.`, [
        "org.apache.flink.runtime.JobException: Recovery is suppressed by FixedDelayRestartBackoffTimeStrategy(maxNumberRestartAttempts=3, backoffTimeMS=10000)",
        ...jstack(
          [
            "org.apache.flink.runtime.executiongraph.failover.flip1.ExecutionFailureHandler.handleFailure(ExecutionFailureHandler.java:176)",
          ],
          ["java.lang.RuntimeException"],
        ),
      ]);
      c.emit(f + 900, "consumer", "error", `Job ${job} switched from state FAILING to FAILED.`);
      sensorTimeout(c, c.onset + 160_000, c.e.table, 540);
    },
  },
  {
    key: "webhook-unhandled-rejection",
    cat: "unknown",
    origin: "webhook",
    hints: ["unhandled", "rejection", "crash", "unknown"],
    sev: "medium",
    note: (c) =>
      `${c.svc("webhook")} crash-loops on an unhandled promise rejection whose reason is an opaque object; deliveries stop`,
    run: (c) => {
      c.stop("webhook", c.onset);
      c.every(c.onset, c.end, 30, (t, i) => {
        c.emit(
          t,
          "webhook",
          "fatal",
          "node:internal/process/promises:289\n            triggerUncaughtException(err, true /* fromPromise */);\n            ^\n\n[UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason \"[object Object]\".] {\n  code: 'ERR_UNHANDLED_REJECTION'\n}",
        );
        c.emit(t + 200, "webhook", "info", "Node.js v20.14.0");
        c.emit(
          t + 7000,
          "webhook",
          "info",
          `starting ${c.svc("webhook")} (restart ${i + 1}), ${c.num(800, 9000)} deliveries pending`,
        );
      });
      c.every(c.onset + 5 * 60_000, c.end, 150, (t) =>
        c.emit(
          t,
          "outbox",
          "warn",
          `webhook fan-out lag: ${c.num(2000, 20000)} events not acknowledged by ${c.svc("webhook")}`,
        ),
      );
    },
  },
];

export const INCIDENTS_C: Incident[] = [...nullRef, ...rateLimiting, ...timeout, ...validation, ...unknown];
