// The four made-up companies: which service plays which role, in which runtime, with whose vocabulary, and whether
// their logs carry request ids.

export type Role = "gw" | "serve" | "sched" | "train" | "feat" | "orch" | "spark" | "connect" | "wh" | "dbt" | "reg";
export type Runtime = "go" | "python" | "java" | "node" | "dotnet" | "ruby" | "cpp" | "c";

export interface Svc {
  name: string;
  role: Role;
  runtime: Runtime;
  version: string;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  svcs: Svc[];
  models: string[];
  tenants: string[];
  dags: { dag: string; tasks: string[] }[];
  tables: string[];
  connectors: string[];
  topics: string[];
  users: string[];
  gpuPools: string[];
  jobs: string[];
  bucket: string;
  warehouse: string;
}

export const ESTATES: Estate[] = [
  {
    key: "kestrel",
    company: "Kestrel Labs (hosted LLM assistant)",
    namespace: "ml-prod",
    traces: true,
    svcs: [
      { name: "inference-gw", role: "gw", runtime: "go", version: "1.42.3" },
      { name: "llm-serve", role: "serve", runtime: "python", version: "0.6.3" },
      { name: "gpu-scheduler", role: "sched", runtime: "go", version: "2.8.0" },
      { name: "trainer", role: "train", runtime: "python", version: "2026.11.2" },
      { name: "feature-store", role: "feat", runtime: "java", version: "4.1.7" },
      { name: "airflow-scheduler", role: "orch", runtime: "python", version: "2.9.3" },
      { name: "spark-etl", role: "spark", runtime: "java", version: "3.5.1" },
      { name: "kafka-connect", role: "connect", runtime: "java", version: "7.6.1" },
      { name: "wh-loader", role: "wh", runtime: "python", version: "3.3.0" },
      { name: "model-registry", role: "reg", runtime: "python", version: "2.16.2" },
    ],
    models: ["kestrel-chat-8b", "kestrel-chat-70b", "kestrel-embed-v3", "kestrel-coder-13b"],
    tenants: ["acme-support", "northwind", "globex-legal", "initech-helpdesk", "umbrella-docs", "hooli-search"],
    dags: [
      {
        dag: "conversations_hourly",
        tasks: ["wait_for_export", "spark_sessionize", "load_warehouse", "publish_metrics"],
      },
      { dag: "eval_nightly", tasks: ["pull_checkpoints", "run_mmlu", "run_internal_evals", "post_report"] },
      { dag: "feature_refresh", tasks: ["extract_usage", "materialize_user_stats", "validate_counts"] },
    ],
    tables: ["raw.chat_events", "raw.feedback", "analytics.sessions", "analytics.token_usage"],
    connectors: ["pg-billing-cdc", "s3-sink-chat-events"],
    topics: ["chat-events", "feedback", "billing.public.invoices"],
    users: ["mchen", "apatel", "jkowalski", "svc-evals", "lnguyen", "rgarcia"],
    gpuPools: ["h100-reserved", "h100-spot", "a100-spot"],
    jobs: ["pretrain-7b-r3", "sft-chat-70b-v12", "rm-pairwise-v4", "dpo-coder-13b-a2", "distill-embed-v3"],
    bucket: "s3://kestrel-ml-checkpoints",
    warehouse: "snowflake",
  },
  {
    key: "halcyon",
    company: "Halcyon Mutual (insurer, claims data platform)",
    namespace: "data-prod",
    traces: false,
    svcs: [
      { name: "query-api", role: "gw", runtime: "dotnet", version: "8.4.0" },
      { name: "scoring-svc", role: "serve", runtime: "python", version: "14.2.1" },
      { name: "feast-online", role: "feat", runtime: "go", version: "0.40.1" },
      { name: "airflow", role: "orch", runtime: "python", version: "2.8.4" },
      { name: "spark-jobs", role: "spark", runtime: "java", version: "3.4.2" },
      { name: "connect-cdc", role: "connect", runtime: "java", version: "3.7.0" },
      { name: "snowpipe-loader", role: "wh", runtime: "python", version: "1.9.4" },
      { name: "dbt-runner", role: "dbt", runtime: "python", version: "1.8.7" },
      { name: "catalog-meta", role: "reg", runtime: "ruby", version: "5.2.0" },
    ],
    models: ["claims-fraud", "claims-severity", "lapse-risk"],
    tenants: ["adjuster-portal", "underwriting-ui", "partner-api", "batch-rescore"],
    dags: [
      { dag: "claims_daily", tasks: ["wait_for_policy_extract", "spark_clean_claims", "copy_into_raw", "dbt_build"] },
      { dag: "policy_snapshot", tasks: ["extract_policies", "spark_snapshot", "copy_into_raw"] },
      { dag: "fraud_features", tasks: ["compute_features", "materialize_online", "check_drift"] },
    ],
    tables: ["RAW.CLAIMS_EVENTS", "RAW.POLICY_SNAPSHOT", "ANALYTICS.FCT_CLAIMS", "ANALYTICS.DIM_POLICY"],
    connectors: ["oracle-claims-cdc", "pg-policy-cdc"],
    topics: ["claims.CLAIMS.CLAIM_LINES", "policy.public.policies", "claims.CLAIMS.PAYMENTS"],
    users: ["dbt_svc", "analyst_kim", "actuary_ross", "svc_airflow"],
    gpuPools: [],
    jobs: [],
    bucket: "s3://halcyon-landing",
    warehouse: "snowflake",
  },
  {
    key: "marlowe",
    company: "Marlowe Market (retail marketplace recommendations)",
    namespace: "recs",
    traces: true,
    svcs: [
      { name: "edge-gateway", role: "gw", runtime: "node", version: "5.12.0" },
      { name: "ranker-triton", role: "serve", runtime: "cpp", version: "24.08" },
      { name: "featurizer", role: "feat", runtime: "dotnet", version: "3.9.2" },
      { name: "train-queue", role: "sched", runtime: "go", version: "0.9.1" },
      { name: "ddp-worker", role: "train", runtime: "python", version: "7.3.0" },
      { name: "dag-scheduler", role: "orch", runtime: "python", version: "2.10.2" },
      { name: "dbt-core", role: "dbt", runtime: "python", version: "1.8.4" },
      { name: "bq-loader", role: "wh", runtime: "go", version: "1.4.6" },
      { name: "mlflow", role: "reg", runtime: "python", version: "2.14.3" },
    ],
    models: ["ranker_dlrm", "ranker_dlrm_shadow", "two_tower_retrieval"],
    tenants: ["web-home", "ios-app", "android-app", "email-digest"],
    dags: [
      { dag: "clickstream_hourly", tasks: ["wait_for_partition", "load_clicks", "dbt_run_sessions", "dq_checks"] },
      { dag: "ranker_retrain", tasks: ["build_training_set", "submit_training", "evaluate", "register_model"] },
      { dag: "catalog_sync", tasks: ["export_catalog", "load_items", "refresh_embeddings"] },
    ],
    tables: ["raw.clicks", "raw.orders", "marts.user_sessions", "marts.item_ctr"],
    connectors: [],
    topics: [],
    users: ["pwalsh", "dkim", "svc-retrain", "omartin"],
    gpuPools: ["a100-80g", "l4-spot"],
    jobs: ["ranker-dlrm-v88", "two-tower-v31", "ranker-dlrm-sweep-17"],
    bucket: "gs://marlowe-recs-models",
    warehouse: "bigquery",
  },
  {
    key: "pinecrest",
    company: "Pinecrest Research (document search and embeddings)",
    namespace: "research",
    traces: false,
    svcs: [
      { name: "api-gateway", role: "gw", runtime: "go", version: "1.29.2" },
      { name: "embed-serving", role: "serve", runtime: "python", version: "2.3.1" },
      { name: "slurm-ctld", role: "sched", runtime: "c", version: "23.11.6" },
      { name: "torchrun-job", role: "train", runtime: "python", version: "2.4.1" },
      { name: "feature-svc", role: "feat", runtime: "go", version: "0.18.0" },
      { name: "airflow-worker", role: "orch", runtime: "python", version: "2.9.1" },
      { name: "spark-driver", role: "spark", runtime: "java", version: "3.5.0" },
      { name: "connect-s3-sink", role: "connect", runtime: "java", version: "7.5.3" },
      { name: "redshift-loader", role: "wh", runtime: "python", version: "0.12.1" },
      { name: "dbt-jobs", role: "dbt", runtime: "python", version: "1.7.17" },
    ],
    models: ["e5-large-v2", "pc-embed-base", "bge-reranker"],
    tenants: ["search-web", "legal-discovery", "partner-sync", "reindex-batch"],
    dags: [
      { dag: "corpus_ingest", tasks: ["wait_for_crawl", "spark_parse_docs", "copy_to_redshift", "dbt_models"] },
      { dag: "reindex_embeddings", tasks: ["select_stale_docs", "embed_batch", "swap_alias"] },
      { dag: "usage_rollup", tasks: ["extract_usage", "rollup", "publish"] },
    ],
    tables: ["raw.documents", "raw.queries", "analytics.query_sessions", "analytics.doc_usage"],
    connectors: ["s3-sink-queries", "s3-sink-docs"],
    topics: ["search.queries", "docs.parsed"],
    users: ["hbauer", "tsingh", "yli", "svc-reindex"],
    gpuPools: ["gpu-a100", "gpu-l40s"],
    jobs: ["contrastive-e5-ft-9", "reranker-distill-4", "embed-base-pretrain-2"],
    bucket: "s3://pinecrest-artifacts",
    warehouse: "redshift",
  },
];

export const svcOf = (e: Estate, role: Role): Svc | undefined => e.svcs.find((s) => s.role === role);
export const nameOf = (e: Estate, role: Role): string => svcOf(e, role)?.name ?? "";
export const has = (e: Estate, ...roles: Role[]): boolean => roles.every((r) => !!svcOf(e, r));
