// The 52 incidents (4 per category): what goes wrong at the origin from the onset, in the wording of the tool that
// prints it, and what downstream jobs say about it minutes later. Labels are what an on-call engineer would conclude.
import type { Queue, Role } from "./estates.js";
import type { Ctx } from "./stream.js";
import { airflowFail, jstack, pytb, sensorTimeout, staleSource, starving } from "./traces.js";

export type Category =
  | "authentication"
  | "authorization"
  | "configuration"
  | "database"
  | "dependency"
  | "disk"
  | "memory"
  | "network"
  | "null_reference"
  | "rate_limiting"
  | "timeout"
  | "validation"
  | "unknown";

export interface Incident {
  key: string;
  cat: Category;
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  note: (c: Ctx) => string;
  run: (c: Ctx) => void;
}

const byQ = <T>(c: Ctx, m: Record<Queue, T>): T => m[c.e.queue];
const rawSource = (c: Ctx) => `raw.${c.e.models[0].replace("stg_", "")}`;
const kc = (c: Ctx) => `[Consumer clientId=${c.svc("consumer")}-0, groupId=${c.e.group}]`;
const PY = "/usr/local/lib/python3.11/site-packages";

/** The loader's failing run, once a minute, with the error and its traceback. */
function loaderFails(c: Ctx, from: number, msg: (t: number) => [string, string[]]): void {
  c.stop("loader", from);
  c.every(from, c.end, 60, (t) => {
    const [m, tb] = msg(t);
    c.emit(t, "loader", "error", m, tb);
    c.emit(
      t + 300,
      "loader",
      "warn",
      `load run aborted, ${c.num(3, 40)} files left in landing, will retry next schedule`,
    );
  });
  staleSource(c, from + 5 * 60_000, rawSource(c));
}

const authentication: Incident[] = [
  {
    key: "loader-expired-credential",
    cat: "authentication",
    origin: "loader",
    hints: ["expired", "token", "credential", "invalid_grant", "auth"],
    sev: "high",
    note: (c) =>
      `${c.svc("loader")}'s cloud credential expires; every load run fails to authenticate, raw tables go stale and dbt freshness turns ERROR STALE`,
    run: (c) =>
      loaderFails(c, c.onset, () =>
        c.e.warehouse === "bigquery"
          ? [
              "load run failed: could not refresh service account credentials",
              pytb(
                [
                  [`${PY}/google/cloud/storage/client.py`, 1108, "list_blobs", "return self._list_resource("],
                  [`${PY}/google/oauth2/_client.py`, 270, "jwt_grant", "response_data = _token_endpoint_request("],
                ],
                "google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant', 'error_description': 'Invalid JWT Signature.'})",
              ),
            ]
          : [
              `load run failed listing s3://${c.e.bucket}/${c.e.entity}s/`,
              pytb(
                [
                  [
                    "/app/loader/landing.py",
                    88,
                    "list_new_files",
                    "page = s3.list_objects_v2(Bucket=bucket, Prefix=prefix)",
                  ],
                  [
                    `${PY}/botocore/client.py`,
                    1021,
                    "_make_api_call",
                    "raise error_class(parsed_response, operation_name)",
                  ],
                ],
                "botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the ListObjectsV2 operation: The provided token has expired.",
              ),
            ],
      ),
  },
  {
    key: "consumer-bad-credentials",
    cat: "authentication",
    origin: "consumer",
    hints: ["sasl", "auth", "credential", "login", "token", "access_refused"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")} restarts with a rotated secret that the broker rejects; it cannot log in, consumes nothing and the downstream sensor times out`,
    run: (c) => {
      c.deploy("consumer", c.onset - 3000, "2026.06.2");
      c.stop("consumer", c.onset - 3000);
      const host = c.svc("broker");
      c.every(c.onset, c.end, byQ(c, { kafka: 8, rabbitmq: 5, sqs: 20, nats: 4 }), (t) => {
        byQ(c, {
          kafka: () => {
            c.emit(
              t,
              "consumer",
              "error",
              `[Consumer clientId=${c.svc("consumer")}-0, groupId=${c.e.group}] Connection to node -1 (${host}.kafka:9093) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
            );
            c.emit(
              t + 30,
              "consumer",
              "error",
              "Consumer poll failed, backing off 5000 ms",
              jstack(
                [
                  "org.apache.kafka.clients.NetworkClient.processDisconnection(NetworkClient.java:835)",
                  "org.apache.kafka.clients.consumer.internals.ConsumerNetworkClient.poll(ConsumerNetworkClient.java:280)",
                ],
                [
                  "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
                ],
              ),
            );
          },
          rabbitmq: () => {
            c.emit(
              t,
              "consumer",
              "error",
              "AMQP connection failed: ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile.",
            );
            c.emit(
              t - 20,
              "broker",
              "error",
              `Error on AMQP connection <0.${c.num(1000, 40000)}.0> (10.8.3.21:${c.num(30000, 60000)} -> 10.8.0.15:5672, state: starting):\nPLAIN login refused: user 'ingestor' - invalid credentials`,
            );
          },
          sqs: () =>
            c.emit(
              t,
              "consumer",
              "error",
              "ReceiveMessage failed",
              pytb(
                [
                  [
                    `${PY}/botocore/client.py`,
                    1021,
                    "_make_api_call",
                    "raise error_class(parsed_response, operation_name)",
                  ],
                ],
                "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the ReceiveMessage operation: The security token included in the request is invalid.",
              ),
            ),
          nats: () => {
            c.emit(
              t,
              "consumer",
              "error",
              `nats: error: nats: Authorization Violation (reconnecting to nats://${host}:4222)`,
            );
            c.emit(
              t - 15,
              "broker",
              "error",
              `[ERR] 10.4.2.${c.num(2, 250)}:${c.num(30000, 60000)} - cid:${c.num(100, 9999)} - authentication error - User "${c.e.group}"`,
            );
          },
        })();
      });
      sensorTimeout(c, c.onset + 60_000, c.e.table, 600);
    },
  },
  {
    key: "mailer-smtp-auth",
    cat: "authentication",
    origin: "mailer",
    hints: ["535", "auth", "login", "credential", "smtp"],
    sev: "medium",
    note: (c) =>
      `${c.svc("mailer")}'s SMTP relay login starts failing with 535; no email is sent and the send queue grows`,
    run: (c) => {
      c.stop("mailer", c.onset);
      c.every(c.onset, c.end, 6, (t, i) => {
        c.emit(
          t,
          "mailer",
          "error",
          `send failed for message ${c.r.hex(10)}: Error: Invalid login: 535 5.7.8 Authentication credentials invalid`,
          [
            "    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)",
            "    at SMTPConnection._actionAUTHComplete (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1577:34)",
          ],
        );
        if (i % 10 === 9)
          c.emit(t + 100, "mailer", "warn", `send queue depth ${200 + i * 14}, oldest message ${i * 6}s`);
      });
    },
  },
  {
    key: "airflow-warehouse-password",
    cat: "authentication",
    origin: "scheduler",
    hints: ["password", "authentication", "auth", "credential"],
    sev: "high",
    note: (c) =>
      `${c.e.dag} tasks on ${c.svc("scheduler")} fail with "password authentication failed" for the ETL user; retries exhaust and the DAG run fails`,
    run: (c) => {
      const tb = pytb(
        [
          [
            `${PY}/airflow/providers/postgres/hooks/postgres.py`,
            175,
            "get_conn",
            "self.conn = psycopg2.connect(**conn_args)",
          ],
          [
            `${PY}/psycopg2/__init__.py`,
            122,
            "connect",
            "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
          ],
        ],
        `psycopg2.OperationalError: connection to server at "dw-primary.${c.e.ns}.internal" (10.20.4.11), port 5432 failed: FATAL:  password authentication failed for user "etl_loader"`,
      );
      let n = 0;
      c.every(c.onset, c.end, 90, (t) => {
        const task = c.e.tasks[n % 2];
        airflowFail(c, t, task, tb, n % 3 === 2, 4);
        n++;
      });
      staleSource(c, c.onset + 6 * 60_000, rawSource(c));
    },
  },
];

const authorization: Incident[] = [
  {
    key: "loader-access-denied",
    cat: "authorization",
    origin: "loader",
    hints: ["accessdenied", "access denied", "denied", "permission", "forbidden", "not authorized"],
    sev: "high",
    note: (c) =>
      `${c.svc("loader")} loses permission on the landing bucket / target table; every load is denied and raw data goes stale`,
    run: (c) =>
      loaderFails(c, c.onset, () =>
        c.e.warehouse === "bigquery"
          ? [
              `load job failed for ${c.e.table}`,
              pytb(
                [
                  [
                    `${PY}/google/cloud/bigquery/job/base.py`,
                    966,
                    "result",
                    "return super(_AsyncJob, self).result(timeout=timeout, **kwargs)",
                  ],
                ],
                `google.api_core.exceptions.Forbidden: 403 Access Denied: Table ${c.e.ns}-dw:${c.e.table}: Permission bigquery.tables.updateData denied on table ${c.e.ns}-dw:${c.e.table} (or it may not exist).`,
              ),
            ]
          : [
              `load run failed reading s3://${c.e.bucket}/${c.e.entity}s/`,
              pytb(
                [
                  [
                    `${PY}/botocore/client.py`,
                    1021,
                    "_make_api_call",
                    "raise error_class(parsed_response, operation_name)",
                  ],
                ],
                `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: User: arn:aws:sts::441922870321:assumed-role/${c.svc("loader")}/botocore-session-${c.num(1e9, 2e9)} is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::${c.e.bucket}/${c.e.entity}s/part-00000.parquet" with an explicit deny in a resource-based policy`,
              ),
            ],
      ),
  },
  {
    key: "consumer-topic-acl",
    cat: "authorization",
    origin: "consumer",
    hints: ["authorization", "not authorized", "access_refused", "denied", "permission", "refused"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")} is refused access to its ${c.e.topic} subscription (ACL / permission removed); it consumes nothing and downstream waits`,
    run: (c) => {
      c.stop("consumer", c.onset);
      c.every(c.onset, c.end, 10, (t) =>
        byQ(c, {
          kafka: () =>
            c.emit(
              t,
              "consumer",
              "error",
              `${kc(c)} Not authorized to access topics: [${c.e.topic}]`,
              jstack(
                ["org.apache.kafka.clients.consumer.internals.Fetcher.initializeCompletedFetch(Fetcher.java:1259)"],
                [
                  `org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [${c.e.topic}]`,
                ],
              ),
            ),
          rabbitmq: () =>
            c.emit(
              t,
              "consumer",
              "error",
              `channel closed by server: 403 (ACCESS-REFUSED) with message "ACCESS_REFUSED - access to queue '${c.e.topic2}' in vhost '/' refused for user 'ingestor'"`,
            ),
          sqs: () =>
            c.emit(
              t,
              "consumer",
              "error",
              "ReceiveMessage failed",
              pytb(
                [
                  [
                    `${PY}/botocore/client.py`,
                    1021,
                    "_make_api_call",
                    "raise error_class(parsed_response, operation_name)",
                  ],
                ],
                `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the ReceiveMessage operation: User: arn:aws:sts::441922870321:assumed-role/${c.svc("consumer")}/i-0${c.r.hex(16)} is not authorized to perform: sqs:receivemessage on resource: arn:aws:sqs:eu-west-1:441922870321:${c.e.topic} because no identity-based policy allows the sqs:receivemessage action`,
              ),
            ),
          nats: () =>
            c.emit(
              t,
              "consumer",
              "error",
              `nats: Permissions Violation for Subscription to "${c.e.topic}.>" using queue "${c.e.group}"`,
            ),
        })(),
      );
      sensorTimeout(c, c.onset + 90_000, c.e.table, 600);
    },
  },
  {
    key: "dbt-schema-privileges",
    cat: "authorization",
    origin: "dbt",
    hints: ["permission", "denied", "not authorized", "privilege", "access"],
    sev: "medium",
    note: (c) =>
      `${c.svc("dbt")} loses privileges on the marts schema; every mart model fails with a permission error and dashboards stop refreshing`,
    run: (c) => {
      c.stop("dbt", c.onset);
      const err = (m: string) =>
        c.e.warehouse === "snowflake"
          ? `  002003 (02000): SQL compilation error:\n  Schema 'ANALYTICS.MARTS' does not exist or not authorized.`
          : c.e.warehouse === "bigquery"
            ? `  Access Denied: Table ${c.e.ns}-dw:marts.${m}: Permission bigquery.tables.create denied on dataset ${c.e.ns}-dw:marts (or it may not exist).`
            : `  permission denied for schema marts`;
      c.every(c.onset, c.end, 240, (t) => {
        const n = c.e.models.length;
        c.emit(t, "dbt", "info", "Running with dbt=1.8.7");
        c.emit(
          t + 2000,
          "dbt",
          "info",
          `1 of ${n} OK created sql view model analytics.${c.e.models[0]} ..... [SUCCESS 1 in 0.81s]`,
        );
        for (let k = 2; k < n; k++) {
          const m = c.e.models[k];
          c.emit(
            t + 2000 + k * 900,
            "dbt",
            "error",
            `${k + 1} of ${n} ERROR creating sql table model marts.${m} ..... [ERROR in 0.4${k}s]`,
          );
          c.emit(t + 9000 + k * 100, "dbt", "error", `Database Error in model ${m} (models/marts/${m}.sql)\n${err(m)}`);
        }
        c.emit(t + 10_000, "dbt", "error", `Done. PASS=2 WARN=0 ERROR=${n - 2} SKIP=0 TOTAL=${n}`);
      });
      c.every(c.onset + 8 * 60_000, c.end, 300, (t) =>
        c.emit(
          t,
          "scheduler",
          "warn",
          `{logging_mixin.py:188} WARNING - publish_kpis: marts.${c.e.models[2]} not refreshed since ${new Date(c.onset).toISOString()}, publishing previous snapshot`,
        ),
      );
    },
  },
  {
    key: "cron-export-forbidden",
    cat: "authorization",
    origin: "cron",
    hints: ["403", "forbidden", "permission", "denied", "access"],
    sev: "medium",
    note: (c) =>
      `${c.svc("cron")} export runs are denied writing to the export bucket (403); the loader finds nothing new`,
    run: (c) => {
      c.stop("cron", c.onset);
      c.every(c.onset, c.end, 300, (t) => {
        const job = `${c.svc("cron")}-${Math.floor(t / 300_000)}`;
        c.emit(t, "cron", "info", `Job ${job} started (k8s CronJob, concurrencyPolicy=Forbid)`);
        const gcs = c.e.warehouse === "bigquery";
        c.emit(
          t + 4000,
          "cron",
          "info",
          `exporting ${c.num(4000, 60000)} rows to ${gcs ? "gs" : "s3"}://${c.e.bucket}/exports/`,
        );
        for (let a = 0; a < 3; a++)
          c.emit(
            t + 9000 + a * 12_000,
            "cron",
            "error",
            gcs
              ? `upload failed: 403 Forbidden: POST https://storage.googleapis.com/upload/storage/v1/b/${c.e.bucket}/o?uploadType=resumable: ${c.svc("cron")}@${c.e.ns}.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).`
              : `upload failed: AccessDenied: User: arn:aws:sts::441922870321:assumed-role/${c.svc("cron")}/${c.r.hex(16)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${c.e.bucket}/exports/${c.e.entity}s.csv" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403)`,
          );
        c.emit(t + 46_000, "cron", "error", `Job ${job} failed: exit code 1 (backoffLimit reached)`);
        c.emit(
          t + 70_000,
          "loader",
          "warn",
          `no new export files under ${c.e.warehouse === "bigquery" ? "gs" : "s3"}://${c.e.bucket}/exports/ since ${new Date(c.onset).toISOString()} (expected every 5m)`,
        );
      });
    },
  },
];

const configuration: Incident[] = [
  {
    key: "producer-deploy-bad-broker-config",
    cat: "configuration",
    origin: "producer",
    hints: ["config", "bootstrap", "region", "env", "url", "setting"],
    sev: "high",
    note: (c) =>
      `${c.svc("producer")} is deployed with a broken broker setting; its publisher cannot start, every write answers 503 and consumers starve`,
    run: (c) => {
      c.deploy("producer", c.onset, "2026.24.0");
      c.stop("producer", c.onset - 1500);
      const boot = byQ(c, {
        kafka: [
          "Failed to construct kafka producer",
          jstack(
            ["org.apache.kafka.clients.producer.KafkaProducer.<init>(KafkaProducer.java:465)"],
            ["org.apache.kafka.common.config.ConfigException: No resolvable bootstrap urls given in bootstrap.servers"],
          ),
        ] as [string, string[]],
        rabbitmq: [
          "publisher init failed",
          pytb(
            [["/app/shipments/settings.py", 41, "<module>", 'AMQP_URL = os.environ["AMQP_URL"]']],
            "KeyError: 'AMQP_URL'",
          ),
        ] as [string, string[]],
        sqs: [
          "publisher init failed",
          pytb(
            [["/app/booking/publisher.py", 17, "__init__", 'self.sqs = boto3.client("sqs")']],
            "botocore.exceptions.NoRegionError: You must specify a region.",
          ),
        ] as [string, string[]],
        nats: [
          `publisher init failed: parse "nats//${c.svc("broker")}.nats:4222": first path segment in URL cannot contain colon`,
          [],
        ] as [string, string[]],
      });
      c.emit(c.onset + 1200, "producer", "error", boot[0], boot[1]);
      c.every(c.onset + 3000, c.end, 1.5, (t, i) => {
        c.emit(t, "producer", "info", `POST /v1/${c.e.entity}s 503 ${c.num(1, 4)}ms`);
        if (i % 20 === 0)
          c.emit(t + 5, "producer", "error", `publish rejected: publisher not initialised (see startup error)`);
      });
      c.stop("consumer", c.onset + 60_000);
      starving(c, "consumer", c.onset + 300_000, `messages on ${c.e.topic}`);
    },
  },
  {
    key: "worker-missing-setting",
    cat: "configuration",
    origin: "worker",
    hints: ["config", "environment", "env", "placeholder", "improperlyconfigured", "not set", "key not found"],
    sev: "high",
    note: (c) => `${c.svc("worker")} is deployed without a required setting; it crash-loops at start and jobs pile up`,
    run: (c) => {
      c.deploy("worker", c.onset, "2026.24.1");
      c.stop("worker", c.onset - 1500);
      const [m, st] = {
        celery: [
          "Unrecoverable error: ImproperlyConfigured('Set the LABEL_PRINTER_URL environment variable')",
          pytb(
            [["/app/fulfil/settings.py", 112, "<module>", 'LABEL_PRINTER_URL = env("LABEL_PRINTER_URL")']],
            "django.core.exceptions.ImproperlyConfigured: Set the LABEL_PRINTER_URL environment variable",
          ),
        ],
        sidekiq: [
          'key not found: "CARRIER_API_BASE_URL" (KeyError)',
          ["/app/config/initializers/carrier.rb:3:in `fetch'", "/app/config/initializers/carrier.rb:3:in `<main>'"],
        ],
        bullmq: [
          "Error: Missing required environment variable PDF_RENDERER_URL",
          ["    at requireEnv (/app/dist/config.js:12:11)", "    at Object.<anonymous> (/app/dist/worker.js:8:21)"],
        ],
        oban: [
          '** (ArgumentError) could not fetch environment variable "TRANSCODER_BUCKET" because it is not set',
          ["    (elixir 1.16.2) lib/system.ex:705: System.fetch_env!/1", "    config/runtime.exs:31: (file)"],
        ],
        hangfire: ["System.InvalidOperationException: Connection string 'JobsDb' not found.", []],
        "spring-batch": [
          "Application run failed",
          jstack(
            ["org.springframework.boot.SpringApplication.run(SpringApplication.java:335)"],
            [
              `org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'statementArchiveStep': Injection of autowired dependencies failed`,
              `java.lang.IllegalArgumentException: Could not resolve placeholder 'statement.archive.bucket' in value "\${statement.archive.bucket}"`,
            ],
          ),
        ],
      }[c.e.runner] as [string, string[]];
      c.every(c.onset + 2500, c.end, 40, (t, i) => {
        c.emit(t, "worker", "fatal", m, st);
        c.emit(t + 3000, "worker", "info", `starting ${c.svc("worker")} version=2026.24.1 (restart ${i + 1})`);
        if (i % 4 === 3)
          c.emit(
            t + 3100,
            "producer",
            "warn",
            `job queue for ${c.svc("worker")}: ${400 + i * 90} jobs waiting, oldest ${i * 40}s`,
          );
      });
    },
  },
  {
    key: "spark-executor-memory-config",
    cat: "configuration",
    origin: "spark",
    hints: ["config", "threshold", "executor", "illegalargument", "memory"],
    sev: "medium",
    note: (c) =>
      `spark-defaults for ${c.svc("spark")} are changed to ask for 16g executors above the cluster maximum; every submission is rejected and the Airflow task fails`,
    run: (c) => {
      c.stop("spark", c.onset - 60_000);
      c.emit(c.onset - 60_000, "spark", "info", "SparkContext: Successfully stopped SparkContext");
      c.every(c.onset, c.end, 150, (t) => {
        c.emit(t, "spark", "info", "SparkContext: Running Spark version 3.5.1");
        c.emit(
          t + 300,
          "spark",
          "info",
          "ResourceUtils: Resources for spark.executor: memory -> 16g, memoryOverhead -> 1638m, cores -> 4",
        );
        c.emit(t + 1200, "spark", "error", "SparkContext: Error initializing SparkContext.", [
          "java.lang.IllegalArgumentException: Required executor memory (16384 MB), offHeap memory (0) MB, overhead (1638 MB), and PySpark memory (0 MB) is above the max threshold (12288 MB) of this cluster! Please check the values of 'yarn.scheduler.maximum-allocation-mb' and/or 'yarn.nodemanager.resource.memory-mb'.",
          ...jstack(["org.apache.spark.deploy.yarn.Client.verifyClusterResources(Client.scala:406)"]),
        ]);
        c.emit(t + 1600, "spark", "info", "ShutdownHookManager: Shutdown hook called");
        airflowFail(
          c,
          t + 2500,
          c.e.tasks[2],
          [
            "Traceback (most recent call last):",
            `  File "${PY}/airflow/providers/apache/spark/hooks/spark_submit.py", line 502, in submit`,
            "airflow.exceptions.AirflowException: Cannot execute: spark-submit --master yarn --conf spark.executor.memory=16g --name " +
              `${c.svc("spark")} /opt/jobs/${c.svc("spark")}.py. Error code is: 1.`,
          ],
          false,
          3,
        );
      });
    },
  },
  {
    key: "airflow-missing-conn-id",
    cat: "configuration",
    origin: "scheduler",
    hints: ["conn_id", "connection", "config", "not defined", "notfound"],
    sev: "medium",
    note: (c) =>
      `a new version of DAG ${c.e.dag} references a connection id that is not defined; its tasks fail on ${c.svc("scheduler")} and the run fails`,
    run: (c) => {
      c.emit(
        c.onset - 20_000,
        "scheduler",
        "info",
        `{dagbag.py:588} INFO - Filling up the DagBag from /opt/airflow/dags/${c.e.dag}.py`,
      );
      c.emit(
        c.onset - 19_000,
        "scheduler",
        "info",
        `{dag.py:3053} INFO - Sync 1 DAGs; DAG ${c.e.dag} updated (git-sync rev ${c.r.hex(7)})`,
      );
      let n = 0;
      c.every(c.onset, c.end, 75, (t) => {
        airflowFail(
          c,
          t,
          c.e.tasks[1],
          pytb(
            [
              [
                `${PY}/airflow/hooks/base.py`,
                83,
                "get_connection",
                "conn = Connection.get_connection_from_secrets(conn_id)",
              ],
              [
                `${PY}/airflow/models/connection.py`,
                519,
                "get_connection_from_secrets",
                'raise AirflowNotFoundException(f"The conn_id `{conn_id}` isn\'t defined")',
              ],
            ],
            "airflow.exceptions.AirflowNotFoundException: The conn_id `warehouse_rw` isn't defined",
          ),
          n % 3 === 2,
          2,
        );
        n++;
      });
      staleSource(c, c.onset + 6 * 60_000, rawSource(c));
    },
  },
];

export const INCIDENTS_A: Incident[] = [...authentication, ...authorization, ...configuration];
export { byQ, kc, loaderFails, PY, rawSource };
