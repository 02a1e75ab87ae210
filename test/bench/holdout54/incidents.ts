// The 52 faults of holdout54 (4 per category): where each lives, what the origin prints, how callers report it.

import type { Line } from "./estates.js";
import type { Level } from "./formats.js";

export interface Fault {
  level: Level;
  msg: string;
  stack?: string;
}

export interface Incident {
  category: string;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** One-off line at the fault start (a config change, a release). */
  pre?: Line;
  fault: Fault[];
  symptoms: Line[];
}

const E = (msg: string, stack?: string): Fault => ({ level: "error", msg, stack });
const W = (msg: string): Fault => ({ level: "warn", msg });

const JAVA_IO =
  "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n\tat java.base/sun.nio.ch.IOUtil.write(IOUtil.java:62)\n\tat hudson.util.AtomicFileWriter.commit(AtomicFileWriter.java:203)";

export const INCIDENTS: Incident[] = [
  // authentication
  {
    category: "authentication",
    estate: "kestrel",
    origin: "nexus",
    hints: ["ldap", "credential", "auth", "401"],
    sev: "high",
    note: "nexus LDAP bind account password expired; every authenticated artifact fetch from builds gets 401",
    fault: [
      E(
        "Unable to authenticate user 'svc-ci': javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563]",
      ),
      E(
        "LDAP connection to ldaps://ad.kestrelforge.io:636 failed: bind as cn=svc-nexus-bind,ou=svc rejected (Invalid Credentials)",
      ),
    ],
    symptoms: [
      [
        "jenkins-agent",
        "error",
        "[ERROR] Failed to execute goal on project {repo}: Could not resolve dependencies: status code: 401, reason phrase: Unauthorized (401) from nexus",
      ],
      [
        "gitlab-runner",
        "error",
        "ERROR: Job failed: exit code 1 (npm ERR! code E401 Unable to authenticate, your authentication token seems to be invalid) job={n}{n3}",
      ],
    ],
  },
  {
    category: "authentication",
    estate: "northfold",
    origin: "sftp-gateway",
    hints: ["auth", "ssh", "key", "userauth"],
    sev: "high",
    note: "sftp-gateway's private key for the acme-bank partner was rotated without updating the partner; outbound transfers fail auth",
    fault: [
      E(
        "net.schmizz.sshj.userauth.UserAuthException: Exhausted available authentication methods (partner=acme-bank user=nfx_xfer)",
        "\tat net.schmizz.sshj.SSHClient.auth(SSHClient.java:230)\n\tat io.northfold.xfer.PartnerSession.open(PartnerSession.java:88)",
      ),
      E("session to sftp.acme-bank.example:22 closed: publickey authentication rejected for nfx_xfer (key SHA256:{h})"),
    ],
    symptoms: [
      ["controlm-agent", "error", "JOB NFXPAY{n3} ORDERID 0{h} ENDED NOTOK RC=08"],
      ["claims-extract", "warn", "outbound handoff not confirmed by sftp-gateway, marking batch as pending"],
    ],
  },
  {
    category: "authentication",
    estate: "emberpeak",
    origin: "player-auth",
    hints: ["signature", "token", "jwt", "auth"],
    sev: "high",
    note: "player-auth loaded a stale JWKS after key rotation; platform tokens fail signature checks and nobody can log in",
    fault: [
      E(
        "com.auth0.jwt.exceptions.SignatureVerificationException: The Token's Signature resulted invalid when verified using the Algorithm: SHA256withRSA",
        "\tat com.auth0.jwt.algorithms.RSAAlgorithm.verify(RSAAlgorithm.java:50)\n\tat gg.emberpeak.auth.TokenVerifier.verify(TokenVerifier.java:71)",
      ),
      W("JWKS kid=ep-2026-11 not found in cached key set (cache age 412m), using kid=ep-2026-08"),
    ],
    symptoms: [
      ["lobby-service", "error", "POST /v1/party/join 401 from player-auth: invalid_token player={p}"],
      ["matchmaker", "warn", "ticket rejected: session validation failed (401) player={p}"],
    ],
  },
  {
    category: "authentication",
    estate: "kestrel",
    origin: "vault",
    hints: ["login", "unauthorized", "token", "auth"],
    sev: "high",
    note: "vault's Kubernetes auth method token-reviewer JWT was invalidated; CI logins to vault fail",
    fault: [
      E(
        "[ERROR] auth.kubernetes.auth_kubernetes_{sha}: login unauthorized due to: lookup failed: service account unauthorized; this could mean it has been deleted or recreated with a new token",
      ),
      E(
        "[ERROR] auth.kubernetes: token review failed: tokenreviews.authentication.k8s.io is invalid: 401 Unauthorized",
      ),
    ],
    symptoms: [
      [
        "jenkins-agent",
        "error",
        'com.bettercloud.vault.VaultException: Vault responded with HTTP status code: 500 Response body: {"errors":["login unauthorized"]}',
      ],
      [
        "argocd-repo-server",
        "error",
        'level=error msg="argocd-vault-plugin: Error making API request. URL: PUT https://vault:8200/v1/auth/kubernetes/login Code: 500"',
      ],
    ],
  },
  // authorization
  {
    category: "authorization",
    estate: "kestrel",
    origin: "harbor",
    hints: ["denied", "permission", "forbidden", "access"],
    sev: "high",
    note: "a harbor project policy change removed push permission from the CI robot account; image pushes are denied",
    pre: ["harbor", "info", 'audit: project "platform" member robot$ci-push role changed Developer -> Guest by admin'],
    fault: [
      W(
        'unauthorized to access repository: platform/{repo}, action: push: unauthorized to access repository: platform/{repo}, action: push user="robot$ci-push"',
      ),
      E('PUT /v2/platform/{repo}/blobs/uploads/ HTTP/1.1 403 user="robot$ci-push" code=DENIED'),
    ],
    symptoms: [
      [
        "jenkins-agent",
        "error",
        "denied: requested access to the resource is denied (docker push harbor.kestrelforge.io/platform/{repo}:sha-{sha})",
      ],
      [
        "gitlab-runner",
        "error",
        "ERROR: Job failed: exit code 1 (push harbor.kestrelforge.io/platform/{repo}: denied)",
      ],
    ],
  },
  {
    category: "authorization",
    estate: "northfold",
    origin: "jes-monitor",
    hints: ["access", "authority", "racf", "913"],
    sev: "high",
    note: "a RACF profile change removed PRODBAT's UPDATE access to the claims datasets; batch steps abend S913",
    fault: [
      E(
        "ICH408I USER(BATCHP1 ) GROUP(PRODBAT ) NAME(CLAIMS BATCH ) NFX.PROD.CLAIMS.MASTER CL(DATASET ) INSUFFICIENT ACCESS AUTHORITY ACCESS INTENT(UPDATE ) ACCESS ALLOWED(READ )",
      ),
      E("IEC150I 913-38,IFG0194A,NFCLM{n3},STEP030,CLMOUT,NFX.PROD.CLAIMS.MASTER"),
      E("IEF450I NFCLM{n3} STEP030 - ABEND=S913 U0000 REASON=00000038"),
    ],
    symptoms: [
      ["controlm-agent", "error", "JOB NFXCLM{n3} ORDERID 0{h} ENDED NOTOK RC=S913"],
      [
        "claims-extract",
        "error",
        "upstream dataset NFX.PROD.CLAIMS.MASTER not refreshed for ODATE, step readClaims read 0 items",
      ],
    ],
  },
  {
    category: "authorization",
    estate: "pellucid",
    origin: "object-archiver",
    hints: ["accessdenied", "access denied", "not authorized", "permission"],
    sev: "high",
    note: "an IAM policy change dropped s3:PutObject from the archiver role; archive uploads are denied",
    fault: [
      E(
        'upload failed: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::4411:assumed-role/pellucid-archiver/botocore-session-{n} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::pellucid-archive/manifests/{day}/{h}.csv.gz" because no identity-based policy allows the s3:PutObject action',
      ),
    ],
    symptoms: [
      [
        "airflow-worker",
        "error",
        "Task failed with exception: archive_manifests: object-archiver returned 502 for batch {n}",
      ],
      ["cron-runner", "warn", "rotate-staging.sh: staging dir still holds {n3} unarchived files"],
    ],
  },
  {
    category: "authorization",
    estate: "emberpeak",
    origin: "agones-allocator",
    hints: ["forbidden", "rbac", "cannot create", "permission"],
    sev: "high",
    note: "an RBAC cleanup removed the allocator's create permission on gameserverallocations; matches cannot get servers",
    fault: [
      E(
        'allocation failed: gameserverallocations.allocation.agones.dev is forbidden: User "system:serviceaccount:agones-system:agones-allocator" cannot create resource "gameserverallocations" in API group "allocation.agones.dev" in the namespace "game-live"',
      ),
    ],
    symptoms: [
      ["matchmaker", "error", "match mt_{h} could not be placed: allocator returned 500 Internal Server Error"],
      ["lobby-service", "warn", "party pt_{sha} returned to queue after failed placement"],
    ],
  },
  // configuration
  {
    category: "configuration",
    estate: "kestrel",
    origin: "argocd-repo-server",
    hints: ["config", "plugin", "configmap", "manifest"],
    sev: "high",
    note: "an edit of argocd-cm dropped the avp-kustomize plugin entry; the repo server cannot generate manifests",
    pre: [
      "argocd-repo-server",
      "info",
      'level=info msg="argocd-cm configmap updated, reloading settings" resourceVersion={n}{n3}',
    ],
    fault: [
      E(
        'level=error msg="finished unary call with code Unknown" error="plugin sidecar failed. could not find plugin \'avp-kustomize\' in configmap argocd-cm or sidecar" grpc.method=GenerateManifest',
      ),
    ],
    symptoms: [
      [
        "argocd-app-controller",
        "warn",
        'level=warning msg="ComparisonError: rpc error: code = Unknown desc = Manifest generation error (cached): plugin sidecar failed. could not find plugin avp-kustomize" application=argocd/{repo}',
      ],
    ],
  },
  {
    category: "configuration",
    estate: "northfold",
    origin: "controlm-server",
    hints: ["calendar", "config", "not defined", "definition"],
    sev: "high",
    note: "a scheduler definition deploy referenced calendar NFX_BUSDAY2 that does not exist; claims and policy jobs are not ordered",
    pre: ["controlm-server", "info", "Deploy of job definitions NFX-PROD-2026-11b applied by user ctmadm ({n3} jobs)"],
    fault: [
      E("CTM5102E Job NFX{file}{n3} not ordered: calendar NFX_BUSDAY2 is not defined"),
      W("Folder NFX_CLAIMS_DAILY ordering skipped: {s} jobs reference undefined calendar NFX_BUSDAY2"),
    ],
    symptoms: [
      ["claims-extract", "warn", "no job parameters received from scheduler for ODATE, idle"],
      ["report-mailer", "error", "daily claims report missing input CLM{day}.dat, not sent"],
    ],
  },
  {
    category: "configuration",
    estate: "pellucid",
    origin: "shipment-batch",
    hints: ["config", "bind", "propert"],
    sev: "high",
    note: "a release of shipment-batch shipped a malformed pellucid.sftp.port property; the app fails to start on every restart",
    pre: ["shipment-batch", "info", "Starting ShipmentBatchApplication v3.8.0 using Java 21.0.4 with PID 1"],
    fault: [
      E(
        "APPLICATION FAILED TO START. Description: Failed to bind properties under 'pellucid.sftp.port' to java.lang.Integer: Property: pellucid.sftp.port Value: \"22 \" Origin: class path resource [application-prod.yml] - 14:11 Reason: failed to convert java.lang.String to java.lang.Integer",
      ),
      W("Application run failed, container exiting with code 1 (restart {s})"),
    ],
    symptoms: [
      [
        "airflow-worker",
        "error",
        "SimpleHttpOperator trigger_rollup failed: HTTPConnectionPool(host='shipment-batch', port=8080): Max retries exceeded (Connection refused)",
      ],
    ],
  },
  {
    category: "configuration",
    estate: "emberpeak",
    origin: "matchmaker",
    hints: ["config", "pool", "invalid", "region"],
    sev: "high",
    note: "a matchmaker config push referenced an unknown region; ranked pools failed to load and tickets are never matched",
    pre: ["matchmaker", "info", "config reloaded from configmap matchmaker-pools (version 2026-11-02.3)"],
    fault: [
      E("invalid matchmaking config: pool 'ranked-eu' references unknown region 'eu-central-2'; pool disabled"),
      W("ticket tk_{h} has no eligible pool (mode=ranked region=eu-central), holding"),
    ],
    symptoms: [["lobby-service", "warn", "party pt_{sha} waited {n3}s in ranked queue, cancelled by client"]],
  },
  // database
  {
    category: "database",
    estate: "kestrel",
    origin: "nexus",
    hints: ["connection", "database", "postgres", "pool"],
    sev: "high",
    note: "nexus exhausted its postgres connection pool; component lookups fail and builds cannot resolve artifacts",
    fault: [
      E(
        "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
      ),
      E(
        "HikariPool-1 - Connection is not available, request timed out after 30000ms.",
        "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)\n\tat org.sonatype.nexus.datastore.mybatis.MyBatisDataStore.openSession(MyBatisDataStore.java:412)",
      ),
    ],
    symptoms: [
      [
        "jenkins-agent",
        "error",
        "[ERROR] Could not transfer artifact io.kestrel:{repo}:pom:1.{s}.0 from/to nexus: status code: 500, reason phrase: Server Error (500)",
      ],
      [
        "gitlab-runner",
        "warn",
        "WARNING: Retrying download of cache (500 Internal Server Error from nexus) job={n}{n3}",
      ],
    ],
  },
  {
    category: "database",
    estate: "northfold",
    origin: "ledger-db",
    hints: ["too many clients", "connection", "postgres", "database"],
    sev: "high",
    note: "ledger-db hit max_connections; batch writers cannot connect",
    fault: [
      E("FATAL:  sorry, too many clients already"),
      W("LOG:  could not accept new connection: max_connections (200) reached"),
    ],
    symptoms: [
      [
        "policy-batch",
        "error",
        "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
      ],
      [
        "claims-extract",
        "error",
        "Job: [FlowJob: [name=claimsExtractJob]] completed with the following status: [FAILED] in {s}s{ms}ms",
      ],
    ],
  },
  {
    category: "database",
    estate: "pellucid",
    origin: "warehouse-db",
    hints: ["deadlock", "database", "lock", "sql"],
    sev: "high",
    note: "warehouse-db starts aborting rollup transactions with deadlocks",
    fault: [
      E("ERROR:  deadlock detected"),
      E(
        "DETAIL:  Process {n} waits for ShareLock on transaction {n}{n3}; blocked by process {n}. Process {n} waits for ShareLock on transaction {n}{n3}; blocked by process {n}.",
      ),
    ],
    symptoms: [
      [
        "shipment-batch",
        "error",
        "org.springframework.dao.DeadlockLoserDataAccessException: PreparedStatementCallback; SQL [UPDATE shipment_daily SET qty = qty + ? WHERE day = ? AND lane = ?]; ERROR: deadlock detected",
      ],
      ["airflow-worker", "warn", "load_{region} retrying after database error (try 2 of 3)"],
    ],
  },
  {
    category: "database",
    estate: "emberpeak",
    origin: "leaderboard-redis",
    hints: ["max number of clients", "redis", "clients", "connection"],
    sev: "high",
    note: "leaderboard-redis reached maxclients; leaderboard writes and reads are refused",
    fault: [
      W("# Error accepting a client connection: max number of clients reached (maxclients=10000)"),
      E("# Client id={n} addr={ip}:{n} refused: ERR max number of clients reached"),
    ],
    symptoms: [
      [
        "leaderboard",
        "error",
        "POST /v1/boards/weekly-ranked/scores 503: ReplyError: ERR max number of clients reached",
      ],
      ["gameserver-fleet", "warn", "[LogStats] score upload for match mt_{h} failed (503), queued for retry"],
    ],
  },
  // dependency
  {
    category: "dependency",
    estate: "kestrel",
    origin: "nexus",
    hints: ["upstream", "remote", "502", "blocked", "maven"],
    sev: "high",
    note: "Maven Central answers 502 to the nexus proxy; nexus auto-blocks the remote and uncached artifacts cannot be fetched",
    fault: [
      W("Remote 'maven-central' is now blocked: auto-blocked, 502 Bad Gateway from https://repo1.maven.org/maven2/"),
      E(
        "Exception during remote fetch of org/apache/commons/commons-text/1.12.0/commons-text-1.12.0.pom from maven-central: org.sonatype.nexus.repository.httpclient.RemoteBlockedIOException: Remote Auto Blocked",
      ),
    ],
    symptoms: [
      [
        "jenkins-agent",
        "error",
        "[ERROR] Failed to execute goal on project {repo}: Could not resolve dependencies: Could not find artifact org.apache.commons:commons-text:jar:1.12.0 in nexus (https://nexus.kestrelforge.io/repository/maven-public/)",
      ],
    ],
  },
  {
    category: "dependency",
    estate: "northfold",
    origin: "policy-batch",
    hints: ["503", "unavailable", "circuit", "rating"],
    sev: "high",
    note: "the external rating vendor returns 503; policy-batch's circuit breaker opens and renewals fail",
    fault: [
      E("RatingClient call failed: 503 Service Unavailable from https://api.ratewise.example/v3/quote"),
      W("CircuitBreaker 'ratewise' changed state from CLOSED to OPEN"),
      E(
        "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'ratewise' is OPEN and does not permit further calls",
      ),
    ],
    symptoms: [["controlm-agent", "error", "JOB NFXRNW{n3} ORDERID 0{h} ENDED NOTOK RC=12"]],
  },
  {
    category: "dependency",
    estate: "pellucid",
    origin: "airflow-worker",
    hints: ["503", "unavailable", "carrier", "upstream"],
    sev: "medium",
    note: "the carrier hub API is down (503); manifest loads fail after their retries",
    fault: [
      E(
        "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.carrierhub.example/v2/manifests?since={day}",
        'Traceback (most recent call last):\n  File "/opt/airflow/dags/carrier_manifests.py", line 88, in load_region\n    resp.raise_for_status()\n  File "/usr/local/lib/python3.11/site-packages/requests/models.py", line 1021, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)',
      ),
      W("Marking task as UP_FOR_RETRY. dag_id=carrier_manifests, task_id=load_{region}"),
    ],
    symptoms: [
      [
        "airflow-scheduler",
        "warn",
        "DagRun carrier_manifests @ scheduled__{h}: task load_{region} failed, dag run state failed",
      ],
    ],
  },
  {
    category: "dependency",
    estate: "emberpeak",
    origin: "store-payments",
    hints: ["502", "circuit", "provider", "payment", "psp"],
    sev: "high",
    note: "the payment provider returns 502s; store-payments opens its circuit breaker and purchases fail",
    fault: [
      E('PSP error: status=502 type=api_error message="An unknown error occurred" request=req_{h}'),
      W("CircuitBreaker 'psp' changed state from CLOSED to OPEN (failure rate 74.0%)"),
    ],
    symptoms: [["lobby-service", "warn", "store checkout for player={p} failed: store-payments 503"]],
  },
  // disk
  {
    category: "disk",
    estate: "kestrel",
    origin: "jenkins-controller",
    hints: ["no space", "disk", "space"],
    sev: "high",
    note: "JENKINS_HOME filled up; the controller cannot write build records or archive artifacts",
    fault: [
      W("Disk space is too low. Only 0.{s}GB left on /var/jenkins_home."),
      E("java.io.IOException: No space left on device", JAVA_IO),
      E("Failed to save build record of {repo} » {br} #{b}"),
    ],
    symptoms: [
      [
        "jenkins-agent",
        "error",
        "ERROR: Step ‘Archive the artifacts’ aborted due to exception: java.io.IOException: No space left on device",
      ],
      ["gitlab-runner", "warn", "WARNING: Jenkins downstream trigger returned 500 for {repo}"],
    ],
  },
  {
    category: "disk",
    estate: "northfold",
    origin: "ledger-db",
    hints: ["no space", "disk", "space", "extend"],
    sev: "high",
    note: "ledger-db's data volume is full; inserts fail",
    fault: [
      E('ERROR:  could not extend file "base/16384/24577.3": No space left on device'),
      E("HINT:  Check free disk space."),
    ],
    symptoms: [
      [
        "policy-batch",
        "error",
        "org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [INSERT INTO ledger_entry ...]; SQL state [53100]; ERROR: could not extend file",
      ],
      ["controlm-agent", "error", "JOB NFXPOL{n3} ORDERID 0{h} ENDED NOTOK RC=12"],
    ],
  },
  {
    category: "disk",
    estate: "pellucid",
    origin: "sftp-ingest",
    hints: ["no space", "disk", "space", "write failed"],
    sev: "high",
    note: "the sftp-ingest inbound volume is full; carrier uploads fail and loaders find nothing",
    fault: [
      E("error: process_write: write failed: No space left on device"),
      W("session closed for carrier_{region}: upload of manifest_{day}_{n3}.csv incomplete"),
    ],
    symptoms: [["airflow-worker", "warn", "SFTPSensor poke: no new manifest for {region} after 600s"]],
  },
  {
    category: "disk",
    estate: "emberpeak",
    origin: "leaderboard-redis",
    hints: ["disk", "space", "misconf", "rdb", "persist"],
    sev: "high",
    note: "leaderboard-redis can no longer write RDB snapshots (disk full) and blocks writes",
    fault: [
      E(
        "# Failed opening the temp RDB file temp-{n}.rdb (in server root dir /data) for saving: No space left on device",
      ),
      W("# Background saving error"),
    ],
    symptoms: [
      [
        "leaderboard",
        "error",
        "POST /v1/boards/weekly-ranked/scores 500: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled",
      ],
    ],
  },
  // memory
  {
    category: "memory",
    estate: "kestrel",
    origin: "gitlab-runner",
    hints: ["137", "oom", "memory", "killed"],
    sev: "high",
    note: "gitlab-runner build pods hit their memory limit after the runner's default limit was lowered; jobs are OOM-killed",
    fault: [
      E("ERROR: Job failed: exit code 137 job={n}{n3} project={n3} runner=xK{sha}"),
      W("WARNING: Pod runner-xk{sha}-project-{n3}-concurrent-0 terminated: OOMKilled (limit 2Gi)"),
    ],
    symptoms: [["jenkins-controller", "warn", "GitLab pipeline for {repo} reported failed, downstream job skipped"]],
  },
  {
    category: "memory",
    estate: "kestrel",
    origin: "jenkins-controller",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    note: "the Jenkins controller runs out of heap; agent channels drop",
    fault: [
      E(
        "java.lang.OutOfMemoryError: Java heap space",
        "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat org.jenkinsci.plugins.workflow.support.storage.SimpleXStreamFlowNodeStorage.load(SimpleXStreamFlowNodeStorage.java:132)",
      ),
      W("GC overhead: {pct}s of last 60s spent in G1 Full GC"),
    ],
    symptoms: [
      ["jenkins-agent", "error", "java.io.IOException: Unexpected termination of the channel"],
      ["gitlab-runner", "warn", "WARNING: Jenkins trigger webhook timed out"],
    ],
  },
  {
    category: "memory",
    estate: "northfold",
    origin: "claims-extract",
    hints: ["outofmemory", "gc overhead", "memory"],
    sev: "high",
    note: "claims-extract runs out of memory reading a large claims file",
    fault: [
      E(
        "java.lang.OutOfMemoryError: GC overhead limit exceeded",
        "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat io.northfold.claims.ClaimItemReader.read(ClaimItemReader.java:64)",
      ),
      E("Job: [FlowJob: [name=claimsExtractJob]] completed with the following status: [FAILED] in {s}s{ms}ms"),
    ],
    symptoms: [["controlm-agent", "error", "JOB NFXCLM{n3} ORDERID 0{h} ENDED NOTOK RC=12"]],
  },
  {
    category: "memory",
    estate: "emberpeak",
    origin: "gameserver-fleet",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "a new game-server build leaks memory; servers crash mid-match",
    pre: [
      "gameserver-fleet",
      "info",
      "Fleet eu-west-live rolling update complete: 40 of 40 GameServers on build 7.4.0",
    ],
    fault: [
      E("[LogMemory] Fatal error: Ran out of memory allocating 67108864 bytes with alignment 0"),
      W("[LogMemory] Platform Memory Stats: Used Physical {n3}00 MB (limit 6144 MB)"),
    ],
    symptoms: [
      ["matchmaker", "warn", "match mt_{h} ended abnormally (server lost), requeueing 10 players"],
      ["agones-allocator", "warn", "GameServer gs-{mode}-{sha} state Unhealthy"],
    ],
  },
  // network
  {
    category: "network",
    estate: "kestrel",
    origin: "jenkins-agent",
    hints: ["connection reset", "network", "socket", "channel"],
    sev: "high",
    note: "the agent pool's NAT gateway drops connections; agents lose their remoting channel to the controller",
    fault: [
      E("SEVERE: Failed to connect to controller: java.net.SocketException: Connection reset"),
      W(
        "INFO: Connected. Protocol JNLP4-connect ... then: java.nio.channels.ClosedChannelException (agent k8s-agent-{sha})",
      ),
    ],
    symptoms: [
      [
        "jenkins-controller",
        "error",
        "Agent k8s-agent-{sha} disconnected: java.io.IOException: Unexpected termination of the channel",
      ],
    ],
  },
  {
    category: "network",
    estate: "northfold",
    origin: "sftp-gateway",
    hints: ["unknownhost", "dns", "name or service", "resolve"],
    sev: "high",
    note: "a DNS change broke resolution of the partner host on the sftp-gateway",
    fault: [
      E("java.net.UnknownHostException: sftp.acme-bank.example: Name or service not known"),
      W("partner acme-bank unreachable, {s} transfers queued"),
    ],
    symptoms: [["controlm-agent", "error", "JOB NFXPAY{n3} ORDERID 0{h} ENDED NOTOK RC=08"]],
  },
  {
    category: "network",
    estate: "pellucid",
    origin: "object-archiver",
    hints: ["endpoint", "connect", "network", "connection"],
    sev: "high",
    note: "a route table change removed the S3 endpoint route for object-archiver",
    fault: [
      E(
        'botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "https://pellucid-archive.s3.eu-west-1.amazonaws.com/manifests/{day}/{h}.csv.gz"',
      ),
      W("connect timeout to s3.eu-west-1.amazonaws.com:443 ({ip}), retry {s}"),
    ],
    symptoms: [["airflow-worker", "error", "archive_manifests failed: object-archiver returned 504 Gateway Timeout"]],
  },
  {
    category: "network",
    estate: "emberpeak",
    origin: "chat-gateway",
    hints: ["connection reset", "network", "nats", "dial"],
    sev: "medium",
    note: "chat-gateway loses its NATS connections (resets and dial timeouts); chat messages drop",
    fault: [
      E("nats: read tcp {ip}:{n}->{ip}:4222: read: connection reset by peer"),
      W("nats: disconnected, reconnecting to nats://nats.game-live:4222"),
      E("nats: dial tcp {ip}:4222: i/o timeout"),
    ],
    symptoms: [["lobby-service", "warn", "party chat relay for pt_{sha} failed: chat-gateway 503"]],
  },
  // null_reference
  {
    category: "null_reference",
    estate: "kestrel",
    origin: "argocd-app-controller",
    hints: ["nil pointer", "nil", "panic", "dereference"],
    sev: "high",
    note: "argocd-app-controller panics with a nil pointer dereference on one application and restarts",
    fault: [
      E(
        "panic: runtime error: invalid memory address or nil pointer dereference",
        "[signal SIGSEGV: segmentation violation code=0x1 addr=0x48 pc=0x2b1f3c4]\n\ngoroutine 812 [running]:\ngithub.com/argoproj/argo-cd/v2/controller.(*appStateManager).CompareAppState(0xc000a14000, 0xc0023f2000)\n\t/go/src/github.com/argoproj/argo-cd/controller/state.go:512 +0x1c4",
      ),
      W('level=info msg="Starting Application Controller (restart {s})"'),
    ],
    symptoms: [
      [
        "argocd-repo-server",
        "warn",
        'level=warning msg="client disconnected during GenerateManifest" grpc.code=Canceled',
      ],
    ],
  },
  {
    category: "null_reference",
    estate: "northfold",
    origin: "policy-batch",
    hints: ["nullpointer", "null"],
    sev: "high",
    note: "policy-batch hits a NullPointerException on policies without a rate; renewal jobs fail",
    fault: [
      E(
        "Encountered an error executing step renewStep in job policyRenewalJob",
        'java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because the return value of "io.northfold.policy.Premium.getRate()" is null\n\tat io.northfold.policy.RenewalProcessor.process(RenewalProcessor.java:57)\n\tat org.springframework.batch.core.step.item.SimpleChunkProcessor.doProcess(SimpleChunkProcessor.java:134)',
      ),
      E("Job: [FlowJob: [name=policyRenewalJob]] completed with the following status: [FAILED] in {s}s{ms}ms"),
    ],
    symptoms: [["controlm-agent", "error", "JOB NFXRNW{n3} ORDERID 0{h} ENDED NOTOK RC=12"]],
  },
  {
    category: "null_reference",
    estate: "pellucid",
    origin: "airflow-worker",
    hints: ["nonetype", "none", "attribute", "null"],
    sev: "high",
    note: "a DAG task dereferences None for lanes missing a carrier code",
    fault: [
      E(
        "Task failed with exception",
        "Traceback (most recent call last):\n  File \"/opt/airflow/dags/lanes.py\", line 141, in enrich_lanes\n    code = lane.carrier.get(\"scac\")\nAttributeError: 'NoneType' object has no attribute 'get'",
      ),
      W("Marking task as FAILED. dag_id=lane_enrichment, task_id=enrich_lanes"),
    ],
    symptoms: [
      [
        "airflow-scheduler",
        "warn",
        "DagRun lane_enrichment @ scheduled__{h}: task enrich_lanes failed, dag run state failed",
      ],
    ],
  },
  {
    category: "null_reference",
    estate: "emberpeak",
    origin: "lobby-service",
    hints: ["undefined", "typeerror", "cannot read", "null"],
    sev: "high",
    note: "lobby-service crashes on party invites for players without a party",
    fault: [
      E(
        "TypeError: Cannot read properties of undefined (reading 'partyId')",
        "    at PartyService.invite (/app/dist/party/service.js:212:38)\n    at async Router.handle (/app/dist/http/router.js:44:9)",
      ),
      E("POST /v1/party/invite 500 {ms}ms"),
    ],
    symptoms: [["chat-gateway", "warn", "invite notify for player={p} failed: lobby-service 500"]],
  },
  // rate_limiting
  {
    category: "rate_limiting",
    estate: "kestrel",
    origin: "harbor",
    hints: ["429", "rate limit", "too many requests", "toomanyrequests"],
    sev: "medium",
    note: "the harbor Docker Hub proxy cache hits Docker Hub's pull rate limit; builds cannot pull base images",
    fault: [
      W(
        "pull-through: upstream https://registry-1.docker.io returned 429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit.",
      ),
      E('GET /v2/dockerhub-proxy/library/node/manifests/20-alpine HTTP/1.1 429 user="robot$ci-pull"'),
    ],
    symptoms: [
      [
        "gitlab-runner",
        "error",
        'ERROR: Job failed: failed to pull image "harbor.kestrelforge.io/dockerhub-proxy/library/node:20-alpine": 429 Too Many Requests',
      ],
      ["jenkins-agent", "error", "ERROR: toomanyrequests: pulling library/node:20-alpine via harbor"],
    ],
  },
  {
    category: "rate_limiting",
    estate: "northfold",
    origin: "claims-extract",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "claims-extract's address-geocoding vendor throttles it (429) after a concurrency bump",
    fault: [
      W(
        "GeoClient: 429 Too Many Requests from https://api.geomatch.example/v1/address (X-RateLimit-Remaining: 0, Retry-After: 60)",
      ),
      E("step geocodeClaims failed after 3 retries: rate limit exceeded"),
    ],
    symptoms: [["controlm-agent", "error", "JOB NFXCLM{n3} ORDERID 0{h} ENDED NOTOK RC=12"]],
  },
  {
    category: "rate_limiting",
    estate: "pellucid",
    origin: "object-archiver",
    hints: ["slowdown", "reduce your request rate", "throttl", "rate"],
    sev: "medium",
    note: "object-archiver is throttled by S3 (SlowDown) after a change to per-record uploads",
    fault: [
      W(
        "An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.",
      ),
      E("archive batch {n} aborted: S3 throttling (SlowDown) on prefix manifests/{day}/"),
    ],
    symptoms: [["airflow-worker", "warn", "archive_manifests slow: object-archiver p95 {n}ms"]],
  },
  {
    category: "rate_limiting",
    estate: "emberpeak",
    origin: "player-auth",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "high",
    note: "the console platform's token API rate-limits player-auth during an evening login wave",
    fault: [
      E(
        "platform token exchange failed: HTTP 429 Too Many Requests from https://user.auth.xboxlive.com/user/authenticate (Retry-After: 30)",
      ),
      W("xbl: rate limit exceeded, shedding {pct}% of logins"),
    ],
    symptoms: [["lobby-service", "warn", "session refresh for player={p} failed: player-auth 503"]],
  },
  // timeout
  {
    category: "timeout",
    estate: "kestrel",
    origin: "argocd-repo-server",
    hints: ["deadline", "timeout", "timed out"],
    sev: "high",
    note: "argocd-repo-server's helm template runs exceed the exec timeout; manifests cannot be generated",
    fault: [
      E(
        'level=error msg="`helm template . --name-template platform-root --values values-prod.yaml` failed timeout after 1m30s"',
      ),
      E(
        'level=error msg="finished unary call with code DeadlineExceeded" error="rpc error: code = DeadlineExceeded desc = context deadline exceeded" grpc.method=GenerateManifest',
      ),
    ],
    symptoms: [
      [
        "argocd-app-controller",
        "warn",
        'level=warning msg="ComparisonError: rpc error: code = DeadlineExceeded desc = context deadline exceeded" application=argocd/{repo}',
      ],
    ],
  },
  {
    category: "timeout",
    estate: "northfold",
    origin: "jes-monitor",
    hints: ["s322", "time", "timeout"],
    sev: "high",
    note: "a claims batch step loops and exceeds its CPU time limit (S322)",
    fault: [
      W("IEF450I NFCLM{n3} STEP020 - ABEND=S322 U0000 REASON=00000000 TIME=1440 EXCEEDED"),
      E("$HASP395 NFCLM{n3} ENDED - ABEND=S322"),
    ],
    symptoms: [["controlm-agent", "error", "JOB NFXCLM{n3} ORDERID 0{h} ENDED NOTOK RC=S322"]],
  },
  {
    category: "timeout",
    estate: "pellucid",
    origin: "airflow-worker",
    hints: ["timeout"],
    sev: "medium",
    note: "the rollup task in airflow-worker exceeds its execution_timeout",
    fault: [
      E("airflow.exceptions.AirflowTaskTimeout: Timeout, PID: {n}"),
      W("Marking task as UP_FOR_RETRY. dag_id=daily_rollup, task_id=rollup_lanes"),
    ],
    symptoms: [["airflow-scheduler", "warn", "DagRun daily_rollup @ scheduled__{h}: running longer than SLA (45m)"]],
  },
  {
    category: "timeout",
    estate: "emberpeak",
    origin: "agones-allocator",
    hints: ["deadline", "timeout", "timed out"],
    sev: "high",
    note: "agones-allocator allocations time out against the cluster API",
    fault: [
      E(
        'error allocating gameserver: Post "https://10.96.0.1:443/apis/allocation.agones.dev/v1/namespaces/game-live/gameserverallocations": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
      ),
    ],
    symptoms: [["matchmaker", "warn", "match mt_{h} placement timed out after 30s, requeueing"]],
  },
  // validation
  {
    category: "validation",
    estate: "kestrel",
    origin: "argocd-app-controller",
    hints: ["validation", "invalid", "validating"],
    sev: "medium",
    note: "a merged manifest has an invalid resource value; argocd-app-controller's sync fails schema validation",
    fault: [
      E(
        'level=error msg="error validating data: ValidationError(Deployment.spec.template.spec.containers[0].resources.limits.memory): invalid value \\"2 Gi\\", expected quantity" application=argocd/payments-api',
      ),
      W(
        'level=info msg="Sync operation to {sha} failed: one or more objects failed to apply" application=argocd/payments-api',
      ),
    ],
    symptoms: [["build-notifier", "warn", "deploy of payments-api marked Degraded by argocd"]],
  },
  {
    category: "validation",
    estate: "northfold",
    origin: "claims-extract",
    hints: ["parse", "flatfileparse", "validation", "invalid"],
    sev: "high",
    note: "claims-extract rejects a malformed inbound claims file",
    fault: [
      E(
        "org.springframework.batch.item.file.FlatFileParseException: Parsing error at line: {n} in resource=[file [/data/inbound/CLM{day}.dat]], input=[CLM|{n}|2026-11-3X|AMT=12,40|]",
      ),
      E("Job: [FlowJob: [name=claimsExtractJob]] completed with the following status: [FAILED] in {s}s{ms}ms"),
    ],
    symptoms: [["controlm-agent", "error", "JOB NFXCLM{n3} ORDERID 0{h} ENDED NOTOK RC=12"]],
  },
  {
    category: "validation",
    estate: "pellucid",
    origin: "shipment-batch",
    hints: ["constraint", "validation", "must be"],
    sev: "medium",
    note: "shipment-batch rejects manifest rows with negative weights",
    fault: [
      E("jakarta.validation.ConstraintViolationException: load.shipment.weightKg: must be greater than or equal to 0"),
      W("Skipping item after validation failure (skip count {s} of limit 50)"),
    ],
    symptoms: [["airflow-worker", "warn", "trigger_rollup returned FAILED from shipment-batch"]],
  },
  {
    category: "validation",
    estate: "emberpeak",
    origin: "store-payments",
    hints: ["receipt", "validation", "malformed", "invalid"],
    sev: "medium",
    note: "store-payments rejects receipts from the new client build as malformed",
    fault: [
      E("receipt validation failed: status 21002 (The data in the receipt-data property was malformed) player={p}"),
      W("POST /v1/store/verify 422 {ms}ms"),
    ],
    symptoms: [["lobby-service", "warn", "purchase for player={p} not confirmed by store-payments (422)"]],
  },
  // unknown
  {
    category: "unknown",
    estate: "kestrel",
    origin: "nexus",
    hints: ["exit", "crash", "restart", "unknown"],
    sev: "high",
    note: "nexus keeps exiting with code 1 and no reason logged; builds cannot reach it",
    fault: [E("nexus exited with code 1"), W("Starting Nexus Repository Manager 3.72.0-04 (restart {s})")],
    symptoms: [
      [
        "jenkins-agent",
        "error",
        "[ERROR] Could not transfer artifact io.kestrel:{repo}:jar:1.{s}.0 from/to nexus: Connect to nexus.kestrelforge.io:443 failed: Connection refused",
      ],
      ["gitlab-runner", "warn", "WARNING: Failed to download cache from nexus: 503 Service Unavailable"],
    ],
  },
  {
    category: "unknown",
    estate: "northfold",
    origin: "policy-batch",
    hints: ["fail", "exit", "unknown"],
    sev: "high",
    note: "policyRenewalJob fails every run with no exception or reason in its log",
    fault: [
      E("Job: [FlowJob: [name=policyRenewalJob]] completed with the following status: [FAILED] in {s}s{ms}ms"),
      W("Step: [renewStep] executed in {ms}ms (status FAILED, exitStatus=FAILED)"),
    ],
    symptoms: [["controlm-agent", "error", "JOB NFXRNW{n3} ORDERID 0{h} ENDED NOTOK RC=12"]],
  },
  {
    category: "unknown",
    estate: "pellucid",
    origin: "cron-runner",
    hints: ["exit", "status", "fail", "unknown"],
    sev: "medium",
    note: "the rollup cron script on cron-runner exits 1 with no output; its downstream sensor waits",
    fault: [
      E("CRON[{n}]: (etl) /opt/etl/bin/lane-rollup.sh exited with status 1"),
      W("CRON[{n}]: (etl) MAIL (mailed 0 bytes of output but got status 0x0001)"),
    ],
    symptoms: [["airflow-worker", "warn", "ExternalTaskSensor poke: lane_rollup marker not present yet"]],
  },
  {
    category: "unknown",
    estate: "emberpeak",
    origin: "gameserver-fleet",
    hints: ["exit", "crash", "unknown", "unhealthy"],
    sev: "high",
    note: "game servers on the new build exit unexpectedly with no reason logged",
    pre: [
      "gameserver-fleet",
      "info",
      "Fleet eu-west-live rolling update complete: 40 of 40 GameServers on build 7.4.1",
    ],
    fault: [
      E("[agones-sdk] game server process exited unexpectedly (exit code 1), marking Unhealthy"),
      W("[agones-sdk] health ping missed ({s}s), GameServer gs-{mode}-{sha}"),
    ],
    symptoms: [
      ["matchmaker", "warn", "match mt_{h} ended abnormally (server lost), requeueing 10 players"],
      ["agones-allocator", "warn", "fleet eu-west-live: Ready=0 Allocated={n3}, allocation pending"],
    ],
  },
];
