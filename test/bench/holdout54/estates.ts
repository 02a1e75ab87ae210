// The four made-up companies of holdout54 and their normal noise: traffic, health checks, periodic jobs, one noisy
// service with a constant harmless complaint, deprecation warnings and retries that succeed.
import type { Level } from "./formats.js";

export type Kind = "ci" | "batch" | "game";
export type Line = [svc: string, level: Level, msg: string];

export interface Estate {
  key: string;
  kind: Kind;
  company: string;
  ns: string;
  services: string[];
  /** Weighted request/job traffic, one or more lines sharing a trace id. */
  traffic: Array<[weight: number, lines: Line[]]>;
  health: Line[];
  periodic: Line[][];
  noisy: Line;
  deprecation: Line[];
  /** A warning then the success that follows it. */
  retry: Array<[Line, Line]>;
  deploys: Line[];
}

export const ESTATES: Record<string, Estate> = {
  kestrel: {
    key: "kestrel",
    kind: "ci",
    company: "Kestrel Forge (developer platform)",
    ns: "ci-prod",
    services: [
      "jenkins-controller",
      "jenkins-agent",
      "gitlab-runner",
      "argocd-repo-server",
      "argocd-app-controller",
      "nexus",
      "harbor",
      "vault",
      "build-notifier",
    ],
    traffic: [
      [
        5,
        [
          ["jenkins-controller", "info", "{repo} » {br} #{b} Started by GitHub push by dev{n3}"],
          ["jenkins-agent", "info", "Running on k8s-agent-{sha} in /home/jenkins/agent/workspace/{repo}_{br}"],
          [
            "nexus",
            "info",
            "GET /repository/maven-public/org/springframework/spring-core/6.1.{s}/spring-core-6.1.{s}.jar 200 {ms}ms",
          ],
          ["jenkins-controller", "info", "{repo} » {br} #{b} Completed: SUCCESS ({s}m {s}s)"],
        ],
      ],
      [
        4,
        [
          [
            "gitlab-runner",
            "info",
            "Checking for jobs... received                     job={n}{n3} repo_url=https://git.kestrelforge.io/platform/{repo}.git runner=xK{sha}",
          ],
          ["harbor", "info", 'GET /v2/library/node/manifests/20-alpine HTTP/1.1 200 {ms}ms user="robot$ci-pull"'],
          [
            "gitlab-runner",
            "info",
            "Job succeeded                                      duration_s={s}.{n3} job={n}{n3} project={n3} runner=xK{sha}",
          ],
        ],
      ],
      [
        3,
        [
          ["harbor", "info", 'PUT /v2/platform/{repo}/manifests/sha-{sha} HTTP/1.1 201 {ms}ms user="robot$ci-push"'],
          [
            "argocd-app-controller",
            "info",
            'level=info msg="Comparing app state (cluster: https://kubernetes.default.svc, namespace: {repo})" application=argocd/{repo}',
          ],
          ["argocd-repo-server", "info", 'level=info msg="manifest cache hit" application={repo} revision={sha}'],
          ["argocd-app-controller", "info", 'level=info msg="Update successful" application=argocd/{repo}'],
        ],
      ],
      [
        3,
        [
          ["vault", "info", "[INFO]  auth.approle: login succeeded: role=ci-{repo} accessor=hmac-sha256:{h}"],
          ["jenkins-agent", "info", "[withVault] Retrieved 3 secrets from secret/ci/{repo}"],
        ],
      ],
      [
        2,
        [
          [
            "nexus",
            "info",
            "PUT /repository/maven-snapshots/io/kestrel/{repo}/1.{s}.0-SNAPSHOT/maven-metadata.xml 201 {ms}ms",
          ],
        ],
      ],
      [
        2,
        [
          [
            "argocd-repo-server",
            "info",
            'level=info msg="git fetch origin --tags --force --prune" dir=/tmp/_argocd-repo/{h} execID={sha}',
          ],
        ],
      ],
    ],
    health: [
      ["jenkins-controller", "info", "GET /login 200 3ms (kube-probe/1.29)"],
      ["nexus", "info", "GET /service/rest/v1/status 200 2ms"],
      ["harbor", "info", "GET /api/v2.0/ping HTTP/1.1 200 1ms"],
      ["vault", "info", "[DEBUG] core: health check: sealed=false standby=false"],
    ],
    periodic: [
      [
        ["jenkins-controller", "info", "Started Periodic background build discarder"],
        ["jenkins-controller", "info", "Finished Periodic background build discarder. {s} ms"],
      ],
      [
        [
          "argocd-app-controller",
          "info",
          'level=info msg="Refreshing app status (controller refresh requested)" application=argocd/platform-root',
        ],
      ],
    ],
    noisy: [
      "build-notifier",
      "error",
      "slack webhook returned 404 for channel #team-payments-old (channel_not_found); dropping notification",
    ],
    deprecation: [
      [
        "jenkins-controller",
        "warn",
        "Plugin 'pipeline-utility-steps' uses deprecated API readYaml(text:) - see JENKINS-68042",
      ],
      ["gitlab-runner", "warn", 'WARNING: "docker+machine" executor is deprecated and will be removed in 17.0'],
    ],
    retry: [
      [
        [
          "jenkins-agent",
          "warn",
          "ERROR: Error fetching remote repo 'origin' (attempt 1 of 3): git fetch timed out, retrying in 10s",
        ],
        [
          "jenkins-agent",
          "info",
          "Fetching upstream changes from https://git.kestrelforge.io/platform/{repo}.git (attempt 2) ok",
        ],
      ],
    ],
    deploys: [
      [
        "argocd-app-controller",
        "info",
        "level=info msg=\"Initiated automated sync to '{sha}'\" application=argocd/{repo}",
      ],
    ],
  },
  northfold: {
    key: "northfold",
    kind: "batch",
    company: "Northfold Mutual (insurance back office)",
    ns: "batch-prod",
    services: [
      "controlm-server",
      "controlm-agent",
      "jes-monitor",
      "sftp-gateway",
      "policy-batch",
      "claims-extract",
      "ledger-db",
      "report-mailer",
    ],
    traffic: [
      [
        4,
        [
          ["controlm-server", "info", "JOB NFX{file}{n3} ORDERID 0{h} SUBMITTED TO controlm-agent-0{s}"],
          ["controlm-agent", "info", "JOB NFX{file}{n3} ORDERID 0{h} STARTED"],
          ["controlm-agent", "info", "JOB NFX{file}{n3} ORDERID 0{h} ENDED OK RC=0 ELAPSED {s}s"],
        ],
      ],
      [
        4,
        [
          ["jes-monitor", "info", "$HASP373 NF{file}{n3} STARTED - INIT {s}   - CLASS B - SYS PRD1"],
          ["jes-monitor", "info", "IEF404I NF{file}{n3} - ENDED - TIME=0{s}.{s}.{s}"],
          ["jes-monitor", "info", "$HASP395 NF{file}{n3} ENDED - RC=0000"],
        ],
      ],
      [
        3,
        [
          ["sftp-gateway", "info", "session opened for partner=acme-bank user=nfx_xfer from {ip}"],
          ["sftp-gateway", "info", "put /outbound/{file}{day}.{n3}.dat ({mb} KB) completed in {ms}ms"],
        ],
      ],
      [
        3,
        [
          ["policy-batch", "info", "Step: [renewStep] executed in {ms}ms"],
          [
            "ledger-db",
            "info",
            "LOG:  duration: {ms}.{n3} ms  statement: INSERT INTO ledger_entry (policy_no, amount) VALUES ($1,$2)",
          ],
          ["policy-batch", "info", "Commit interval 500 reached, wrote {n3} items to ledger_entry"],
        ],
      ],
      [
        3,
        [
          [
            "claims-extract",
            "info",
            "Job: [FlowJob: [name=claimsExtractJob]] launched with the following parameters: [{run.id={n}}]",
          ],
          ["claims-extract", "info", "Executing step: [readClaims]"],
          [
            "claims-extract",
            "info",
            "Job: [FlowJob: [name=claimsExtractJob]] completed with the following status: [COMPLETED] in {s}s{ms}ms",
          ],
        ],
      ],
    ],
    health: [
      ["controlm-server", "info", "CTM: alive check from controlm-agent-01 OK"],
      ["sftp-gateway", "info", "GET /actuator/health 200 2ms"],
      ["ledger-db", "info", "LOG:  checkpoint complete: wrote {n3} buffers (0.{s}%); 0 WAL file(s) added"],
    ],
    periodic: [
      [
        ["controlm-server", "info", "New Day procedure check: ODATE unchanged, {n3} jobs in AJF"],
        ["report-mailer", "info", "queued {s} daily reports for distribution"],
      ],
      [["ledger-db", "info", 'LOG:  automatic vacuum of table "ledger.public.ledger_entry": index scans: 1']],
    ],
    noisy: [
      "report-mailer",
      "warn",
      "SMTP relay rejected recipient ops-archive@northfold-legacy.example (550 5.1.1 user unknown); skipping",
    ],
    deprecation: [
      [
        "policy-batch",
        "warn",
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      ],
    ],
    retry: [
      [
        [
          "sftp-gateway",
          "warn",
          "put /outbound/{file}{day}.{n3}.dat failed: SocketTimeoutException: Read timed out, retry 1/3 in 15s",
        ],
        ["sftp-gateway", "info", "put /outbound/{file}{day}.{n3}.dat ({mb} KB) completed in {ms}ms (attempt 2)"],
      ],
    ],
    deploys: [["controlm-agent", "info", "Agent configuration reloaded (CTM/AG 9.0.21.100)"]],
  },
  pellucid: {
    key: "pellucid",
    kind: "batch",
    company: "Pellucid Freight (logistics data platform)",
    ns: "data-prod",
    services: [
      "airflow-scheduler",
      "airflow-worker",
      "shipment-batch",
      "sftp-ingest",
      "warehouse-db",
      "object-archiver",
      "cron-runner",
      "metrics-exporter",
    ],
    traffic: [
      [
        5,
        [
          [
            "airflow-scheduler",
            "info",
            "Sending TaskInstanceKey(dag_id='carrier_manifests', task_id='load_{region}', run_id='scheduled__{h}', try_number=1, map_index=-1) to executor with priority 3 and queue default",
          ],
          ["airflow-worker", "info", "Executing <Task(PythonOperator): load_{region}> on 2026-11-{s}"],
          [
            "airflow-worker",
            "info",
            "Marking task as SUCCESS. dag_id=carrier_manifests, task_id=load_{region}, execution_date=20261101T{n3}00",
          ],
        ],
      ],
      [
        3,
        [
          [
            "shipment-batch",
            "info",
            "Job: [SimpleJob: [name=shipmentRollupJob]] launched with the following parameters: [{run.id={n}}]",
          ],
          [
            "warehouse-db",
            "info",
            "LOG:  duration: {ms}.{n3} ms  execute <unnamed>: INSERT INTO shipment_daily SELECT ...",
          ],
          [
            "shipment-batch",
            "info",
            "Job: [SimpleJob: [name=shipmentRollupJob]] completed with the following status: [COMPLETED] in {s}s{ms}ms",
          ],
        ],
      ],
      [
        3,
        [
          ["sftp-ingest", "info", "Accepted publickey for carrier_{region} from {ip} port {n} ssh2"],
          ["sftp-ingest", "info", 'close "/inbound/{region}/manifest_{day}_{n3}.csv" bytes read 0 written {n}{n3}'],
        ],
      ],
      [
        2,
        [["object-archiver", "info", "uploaded s3://pellucid-archive/manifests/{day}/{h}.csv.gz ({mb} KB) in {ms}ms"]],
      ],
      [2, [["airflow-worker", "info", "Task exited with return code 0"]]],
    ],
    health: [
      ["airflow-scheduler", "info", "Scheduler heartbeat: ok (last {s}s)"],
      ["shipment-batch", "info", "GET /actuator/health 200 3ms"],
      ["object-archiver", "info", "GET /healthz 200 1ms"],
    ],
    periodic: [
      [["cron-runner", "info", "CRON[{n}]: (etl) CMD (/opt/etl/bin/rotate-staging.sh)"]],
      [["airflow-scheduler", "info", "Adopting or resetting orphaned tasks for active dag runs"]],
    ],
    noisy: [
      "metrics-exporter",
      "error",
      'collector pg_stat_statements failed: pq: relation "pg_stat_statements" does not exist (extension not installed)',
    ],
    deprecation: [
      [
        "airflow-worker",
        "warn",
        "RemovedInAirflow3Warning: The 'schedule_interval' parameter is deprecated. Please use 'schedule' instead.",
      ],
    ],
    retry: [
      [
        [
          "airflow-worker",
          "warn",
          "Retry #1 for GET https://api.carrierhub.example/v2/manifests: ReadTimeout, sleeping 4s",
        ],
        ["airflow-worker", "info", "GET https://api.carrierhub.example/v2/manifests 200 ({ms}ms, attempt 2)"],
      ],
    ],
    deploys: [["airflow-scheduler", "info", "Filling up the DagBag from /opt/airflow/dags (dag_bundle {sha})"]],
  },
  emberpeak: {
    key: "emberpeak",
    kind: "game",
    company: "Emberpeak Games (online shooter backend)",
    ns: "game-live",
    services: [
      "player-auth",
      "matchmaker",
      "agones-allocator",
      "gameserver-fleet",
      "lobby-service",
      "leaderboard",
      "leaderboard-redis",
      "store-payments",
      "chat-gateway",
      "telemetry-ingest",
    ],
    traffic: [
      [
        5,
        [
          ["player-auth", "info", "POST /v1/session 200 {ms}ms platform=steam player={p}"],
          ["lobby-service", "info", "player {p} joined party pt_{sha} (size 3)"],
          ["matchmaker", "info", "ticket tk_{h} created mode={mode} region={region} party_size=3"],
        ],
      ],
      [
        4,
        [
          ["matchmaker", "info", "match mt_{h} formed mode={mode} players=10 wait_p50={s}s"],
          ["agones-allocator", "info", "GameServerAllocation Allocated gameserver=gs-{mode}-{sha} fleet={region}-live"],
          ["gameserver-fleet", "info", "[LogNet] Server travel to /Game/Maps/{map} complete, players=10"],
        ],
      ],
      [
        3,
        [
          ["leaderboard", "info", "POST /v1/boards/weekly-ranked/scores 204 {ms}ms player={p}"],
          ["leaderboard-redis", "info", "1:M 02 Nov 2026 {s}:{s}:{s}.{n3} * {n} changes in 60 seconds. Saving..."],
        ],
      ],
      [
        2,
        [
          ["store-payments", "info", "purchase ok sku=skin_{map} player={p} amount=9.99 EUR psp_ref=pi_{h}"],
          ["player-auth", "info", "entitlement granted player={p} sku=skin_{map}"],
        ],
      ],
      [3, [["chat-gateway", "info", "ws connected player={p} channel=party:pt_{sha}"]]],
      [2, [["gameserver-fleet", "info", "[LogGameMode] Match ended, winner team {s}, duration {s}m"]]],
    ],
    health: [
      ["matchmaker", "info", "GET /healthz 200 1ms"],
      ["player-auth", "info", "GET /healthz 200 1ms"],
      ["agones-allocator", "info", "GET /live 200"],
      ["leaderboard", "info", "GET /readyz 200 2ms"],
    ],
    periodic: [
      [["leaderboard", "info", "recomputed top-100 cache for weekly-ranked in {ms}ms"]],
      [["agones-allocator", "info", "fleet {region}-live: Ready={s} Allocated={n3} Reserved=0"]],
    ],
    noisy: [
      "telemetry-ingest",
      "warn",
      "dropped {s} events from client build 1.42.0: schema 'match_v3' is unknown (expected match_v4)",
    ],
    deprecation: [
      ["player-auth", "warn", "DeprecationWarning: platform=psn uses legacy /v1/token exchange; migrate to /v2/token"],
    ],
    retry: [
      [
        ["lobby-service", "warn", "redis GET party:pt_{sha} failed (ECONNRESET), retrying 1/2"],
        ["lobby-service", "info", "redis GET party:pt_{sha} ok after retry"],
      ],
    ],
    deploys: [["gameserver-fleet", "info", "Fleet eu-west-live rolling update: 12 of 40 GameServers on build 7.3.{s}"]],
  },
};
