// Five made-up companies whose work is mostly asynchronous: one name per pipeline role, the queue and job-runner
// technology each runs, its topics / DAGs / models, and the noisy service with a constant harmless complaint.
export type Role =
  | "producer"
  | "broker"
  | "registry"
  | "consumer"
  | "worker"
  | "scheduler"
  | "spark"
  | "dbt"
  | "loader"
  | "outbox"
  | "webhook"
  | "mailer"
  | "cron";
export const ROLES: Role[] = [
  "producer",
  "broker",
  "registry",
  "consumer",
  "worker",
  "scheduler",
  "spark",
  "dbt",
  "loader",
  "outbox",
  "webhook",
  "mailer",
  "cron",
];

export type Queue = "kafka" | "rabbitmq" | "sqs" | "nats";
export type Runner = "celery" | "sidekiq" | "bullmq" | "oban" | "hangfire" | "spring-batch";

export interface Estate {
  company: string;
  ns: string;
  /** Day the windows are on (UTC midnight, epoch ms). */
  day: number;
  queue: Queue;
  runner: Runner;
  svc: Record<Role, string>;
  topic: string;
  topic2: string;
  group: string;
  dag: string;
  tasks: string[];
  models: string[];
  bucket: string;
  warehouse: "snowflake" | "bigquery" | "redshift";
  table: string;
  entity: string;
  noisy: { role: Role; level: "warn" | "error"; text: string[] };
}

const d = (s: string) => Date.parse(`${s}T00:00:00.000Z`);

export const ESTATES: Estate[] = [
  {
    company: "Fernhollow Grocers (online grocery delivery)",
    ns: "fernhollow-prod",
    day: d("2026-06-02"),
    queue: "kafka",
    runner: "celery",
    svc: {
      producer: "basket-service",
      broker: "kafka-2",
      registry: "schema-registry",
      consumer: "picking-consumer",
      worker: "celery-fulfil",
      scheduler: "airflow-worker",
      spark: "spark-substitutions",
      dbt: "dbt-runner",
      loader: "snowpipe-loader",
      outbox: "order-outbox-relay",
      webhook: "store-webhooks",
      mailer: "receipt-mailer",
      cron: "slot-rebuild-cron",
    },
    topic: "orders.placed.v3",
    topic2: "picking.tasks.v1",
    group: "picking-consumer",
    dag: "grocery_daily_sales",
    tasks: ["extract_orders", "load_raw_orders", "build_marts", "publish_kpis"],
    models: ["stg_orders", "stg_basket_lines", "fct_orders", "fct_substitutions", "dim_store"],
    bucket: "fernhollow-landing",
    warehouse: "snowflake",
    table: "RAW.ORDERS",
    entity: "order",
    noisy: {
      role: "mailer",
      level: "error",
      text: [
        "bounce webhook: unknown message_id <{hex}@mail.fernhollow.example>, ignored",
        "suppression list hit for {hex}@gmail.com (hard bounce), receipt not sent",
      ],
    },
  },
  {
    company: "Tallyrun Freight (road logistics)",
    ns: "tallyrun",
    day: d("2026-06-09"),
    queue: "rabbitmq",
    runner: "sidekiq",
    svc: {
      producer: "shipment-api",
      broker: "rabbitmq-0",
      registry: "apicurio-registry",
      consumer: "tracking-ingestor",
      worker: "sidekiq-billing",
      scheduler: "airflow-worker",
      spark: "spark-route-costs",
      dbt: "dbt-core",
      loader: "gcs-bq-loader",
      outbox: "dispatch-outbox",
      webhook: "carrier-webhooks",
      mailer: "pod-mailer",
      cron: "invoice-cronjob",
    },
    topic: "shipment.events",
    topic2: "tracking.pings",
    group: "tracking-ingestor",
    dag: "freight_margin_nightly",
    tasks: ["export_shipments", "load_bq", "dbt_build", "refresh_dashboards"],
    models: ["stg_shipments", "stg_stops", "fct_route_margin", "fct_late_deliveries", "dim_carrier"],
    bucket: "tallyrun-exports",
    warehouse: "bigquery",
    table: "raw_tracking.pings",
    entity: "shipment",
    noisy: {
      role: "webhook",
      level: "warn",
      text: [
        "endpoint https://edi.oldcarrier.example/hooks/tallyrun answered 410 Gone, subscription {hex} stays disabled",
        "skipping delivery to disabled subscription {hex} (410 Gone since 2026-03-11)",
      ],
    },
  },
  {
    company: "Quillmarsh Bank (retail banking ledger)",
    ns: "ledger-prod",
    day: d("2026-06-16"),
    queue: "kafka",
    runner: "spring-batch",
    svc: {
      producer: "payments-core",
      broker: "kafka-1",
      registry: "schema-registry",
      consumer: "ledger-posting-consumer",
      worker: "statement-batch",
      scheduler: "airflow-worker",
      spark: "spark-risk-agg",
      dbt: "dbt-runner",
      loader: "redshift-copy-loader",
      outbox: "payments-outbox",
      webhook: "open-banking-webhooks",
      mailer: "statement-mailer",
      cron: "fx-rates-cronjob",
    },
    topic: "payments.settled.v2",
    topic2: "ledger.postings.v1",
    group: "ledger-posting",
    dag: "risk_exposure_hourly",
    tasks: ["extract_positions", "copy_to_redshift", "dbt_run", "notify_risk"],
    models: ["stg_payments", "stg_postings", "fct_daily_balances", "fct_exposure", "dim_account"],
    bucket: "quillmarsh-ledger-landing",
    warehouse: "redshift",
    table: "raw.postings",
    entity: "payment",
    noisy: {
      role: "cron",
      level: "error",
      text: [
        "ECB feed: rate for currency XDR missing on {date}, keeping previous value",
        "ECB feed: rate for currency XDR missing on {date}, keeping previous value",
      ],
    },
  },
  {
    company: "Brightfern Clinics (appointment booking)",
    ns: "clinics",
    day: d("2026-06-23"),
    queue: "sqs",
    runner: "bullmq",
    svc: {
      producer: "booking-api",
      broker: "elasticmq",
      registry: "glue-schema-proxy",
      consumer: "reminder-poller",
      worker: "bullmq-docs",
      scheduler: "airflow-worker",
      spark: "spark-capacity",
      dbt: "dbt-runner",
      loader: "s3-snowflake-loader",
      outbox: "booking-outbox",
      webhook: "ehr-webhooks",
      mailer: "sms-email-sender",
      cron: "waitlist-cronjob",
    },
    topic: "appointment-events",
    topic2: "reminder-jobs",
    group: "reminder-poller",
    dag: "clinic_utilisation_daily",
    tasks: ["unload_bookings", "copy_into_raw", "dbt_build", "push_to_looker"],
    models: ["stg_appointments", "stg_slots", "fct_utilisation", "fct_no_shows", "dim_clinic"],
    bucket: "brightfern-raw",
    warehouse: "snowflake",
    table: "RAW.APPOINTMENTS",
    entity: "appointment",
    noisy: {
      role: "producer",
      level: "error",
      text: [
        "insurance lookup: payer id {num} not in directory, booking kept as self-pay",
        "insurance lookup: payer id {num} not in directory, booking kept as self-pay",
      ],
    },
  },
  {
    company: "Copperline Media (podcast hosting and analytics)",
    ns: "copperline",
    day: d("2026-06-30"),
    queue: "nats",
    runner: "oban",
    svc: {
      producer: "ingest-gateway",
      broker: "nats-0",
      registry: "schema-registry",
      consumer: "plays-aggregator",
      worker: "oban-transcode",
      scheduler: "airflow-worker",
      spark: "spark-audience",
      dbt: "dbt-runner",
      loader: "bq-loader",
      outbox: "episode-outbox",
      webhook: "feed-pinger",
      mailer: "digest-mailer",
      cron: "royalty-cronjob",
    },
    topic: "PLAYS",
    topic2: "EPISODES",
    group: "plays-agg",
    dag: "audience_rollup",
    tasks: ["export_plays", "load_plays_bq", "dbt_build", "sync_advertisers"],
    models: ["stg_plays", "stg_downloads", "fct_listens", "fct_ad_impressions", "dim_show"],
    bucket: "copperline-plays",
    warehouse: "bigquery",
    table: "raw.plays",
    entity: "play",
    noisy: {
      role: "consumer",
      level: "warn",
      text: [
        "dropping play with user-agent 'Mozilla/5.0 (compatible; bingbot/2.0)' (bot filter)",
        "IAB bot list match for ip 66.249.{num}.{num}, play not counted",
      ],
    },
  },
];
