// The 52 faults (4 per category): where in the chain the origin sits, what it prints (or that it goes quiet), what its
// direct caller sees, and the label a senior on-call engineer would write.
import type { Rng } from "./rng.js";
import type { Line, Mode, Rt } from "./runtimes.js";

export interface Ctx {
  o: string;
  /** The hop right below the origin (a service or a third-party host). */
  down: string;
  ext: string;
  pod: string;
  orch: string;
  /** 1, 2, 3... on each call: restart counters. */
  count: () => number;
  ns: string;
  /** Fault start, ISO. */
  at: string;
  r: Rng;
}
export interface Variant {
  cat: string;
  rt: Rt;
  pos: "bff" | "mid" | "leaf" | "store";
  /** "died": stops logging (process gone, callers refused); "hung": stops answering (callers time out). */
  silent?: "died" | "hung";
  mode: Mode;
  code?: number;
  /** Time the origin spends before it reports the failure itself (callers give up earlier). */
  workMs?: number;
  /** Share of requests through the origin that fail after the fault starts. */
  frac: number;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  fail?: (c: Ctx) => Line;
  /** Lines at the fault start (a deploy, a last words line). */
  pre?: (c: Ctx) => Line[];
  /** Silent origins: the orchestrator's periodic line about it. */
  orch?: (c: Ctx) => Line;
  /** Silent-died origins come back now and then, print start-up and die again the same way. */
  restart?: boolean;
  /** What the origin's direct caller logs, when it is not the generic wording. */
  direct?: (c: Ctx) => Line;
}

const backoff = (c: Ctx): Line => ({
  svc: c.orch,
  level: "warn",
  msg: `Back-off restarting failed container ${c.o} in pod ${c.pod}_${c.ns}(${c.r.uuid()})`,
});
const liveness = (c: Ctx): Line => ({
  svc: c.orch,
  level: "warn",
  msg: `Liveness probe failed: Get "http://${c.r.ip()}:8080/healthz": context deadline exceeded (Client.Timeout exceeded while awaiting headers) pod=${c.pod}`,
});
const deploy = (c: Ctx, what: string): Line => ({
  svc: c.orch,
  level: "info",
  msg: `Successfully pulled image "registry.internal/${c.o}:${what}" in ${c.r.int(2, 9)}.${c.r.int(100, 999)}s; Started container ${c.o} (pod ${c.pod})`,
});
const jstack = (c: Ctx, cls: string, frames: string[]) =>
  frames.map((f, i) => `\tat com.${c.o.replace(/-/g, "")}.${f}(${cls}.java:${40 + i * 17 + c.r.int(0, 9)})`).join("\n");

export const VARIANTS: Variant[] = [
  // authentication
  {
    cat: "authentication",
    rt: "jvm",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.9,
    sev: "high",
    hints: ["invalid_client", "authentication", "oauth", "credential", "client"],
    note: "mid-chain {o} cannot get an OAuth token for {down}: its client secret was rotated at the IdP (invalid_client); callers see 500/502",
    fail: (c) => ({
      level: "error",
      msg: `Failed to authorize client registration 'partner-api' before calling ${c.down}`,
      stack: `org.springframework.security.oauth2.client.ClientAuthorizationException: [invalid_client] Client authentication failed\n\tat org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.getTokenResponse(ClientCredentialsOAuth2AuthorizedClientProvider.java:95)\n${jstack(c, "PartnerClient", ["client.PartnerClient.call", "service.QuoteService.quote"])}`,
    }),
  },
  {
    cat: "authentication",
    rt: "go",
    pos: "mid",
    mode: "err",
    code: 502,
    frac: 0.85,
    sev: "medium",
    hints: ["oauth2", "invalid_grant", "token", "authentication", "credential"],
    note: "{o} (middle of the chain) fails to refresh its service token (invalid_grant, revoked refresh token) and every call it makes downstream is refused before it leaves",
    fail: (c) => ({
      level: "error",
      msg: `calling ${c.down}: oauth2: cannot fetch token: 400 Bad Request\nResponse: {"error":"invalid_grant","error_description":"Token has been expired or revoked."}`,
    }),
  },
  {
    cat: "authentication",
    rt: "py",
    pos: "leaf",
    mode: "err",
    code: 500,
    frac: 0.95,
    sev: "high",
    hints: ["expiredtoken", "security token", "credential", "authentication", "token"],
    note: "{o} uses expired AWS session credentials (ExpiredToken) for object storage; everything above returns 5xx",
    fail: (c) => ({
      level: "error",
      msg: `failed to fetch document from s3://${c.o}-docs`,
      stack: `Traceback (most recent call last):\n  File "/app/${c.o.replace(/-/g, "_")}/storage.py", line 88, in fetch\n    obj = self._s3.get_object(Bucket=self.bucket, Key=key)\n  File "/usr/local/lib/python3.12/site-packages/botocore/client.py", line 1021, in _make_api_call\n    raise error_class(parsed_response, operation_name)\nbotocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired.`,
    }),
  },
  {
    cat: "authentication",
    rt: "node",
    pos: "bff",
    mode: "reject",
    code: 401,
    frac: 0.8,
    sev: "medium",
    hints: ["jwt", "signature", "jwks", "token", "authentication", "kid"],
    note: "BFF {o} has a stale JWKS cache after the IdP rotated signing keys; it rejects valid user tokens with 401 (JsonWebTokenError), the edge shows a wave of 401s",
    fail: (c) => ({
      level: "warn",
      msg: `auth: rejecting request: JsonWebTokenError: invalid signature (kid=${c.r.hex(16)} not found in cached JWKS, last refresh 26h ago)`,
    }),
  },
  // authorization
  {
    cat: "authorization",
    rt: "go",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.9,
    sev: "high",
    hints: ["permission denied", "403", "vault", "policy", "forbidden"],
    note: "{o} loses read on its Vault path after a policy change (403 permission denied); requests through it fail while {down} below stays healthy",
    fail: (c) => ({
      level: "error",
      msg: `loading signing key: Error making API request.\n\nURL: GET https://vault.${c.ns}.svc:8200/v1/secret/data/${c.o}/signing\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied`,
    }),
  },
  {
    cat: "authorization",
    rt: "jvm",
    pos: "leaf",
    mode: "err",
    code: 500,
    frac: 0.9,
    sev: "medium",
    hints: ["access denied", "403", "s3", "forbidden", "permission"],
    note: "{o} gets S3 Access Denied (403) writing to its bucket after an IAM policy change; callers above log 500/502",
    fail: (c) => ({
      level: "error",
      msg: `upload of export ${c.r.hex(8)}.csv failed`,
      stack: `software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::4120${c.r.int(10000000, 99999999)}:assumed-role/${c.o}-role/botocore-session is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${c.o}-exports/*" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: ${c.r.hex(16).toUpperCase()})\n${jstack(c, "ExportWriter", ["export.ExportWriter.put", "export.ExportService.run"])}`,
    }),
  },
  {
    cat: "authorization",
    rt: "py",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.8,
    sev: "medium",
    hints: ["forbidden", "403", "rbac", "permission", "serviceaccount"],
    note: "{o} is forbidden (403, RBAC) from reading its configmaps through the Kubernetes API after a ServiceAccount role change; its handlers fail",
    fail: (c) => ({
      level: "error",
      msg: `kubernetes.client.exceptions.ApiException: (403)\nReason: Forbidden\nHTTP response body: {"kind":"Status","apiVersion":"v1","status":"Failure","message":"configmaps \\"${c.o}-routing\\" is forbidden: User \\"system:serviceaccount:${c.ns}:${c.o}\\" cannot get resource \\"configmaps\\" in API group \\"\\" in the namespace \\"${c.ns}\\"","reason":"Forbidden","code":403}`,
    }),
  },
  {
    cat: "authorization",
    rt: "dotnet",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.75,
    sev: "medium",
    hints: ["permission", "denied", "select", "sqlexception", "authorization"],
    note: "{o} hits SQL Server 'SELECT permission was denied' on a table after a grants migration; the callers above get 500s",
    fail: () => ({
      level: "error",
      msg: "An unhandled exception has occurred while executing the request.",
      stack:
        "Microsoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'Invoices', database 'billing', schema 'dbo'.\n   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.SqlDataReader.TryConsumeMetaData()\nClientConnectionId:6a1f0d2e-93b1-4c55-8f0e-2d8a3b7c9e11\nError Number:229,State:5,Class:14",
    }),
  },
  // configuration
  {
    cat: "configuration",
    rt: "node",
    pos: "mid",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["environment", "missing", "config", "variable", "env"],
    note: "a release of {o} drops an env var; it exits at start-up ('Missing required environment variable') and crash-loops; callers see it unreachable",
    pre: (c) => [
      deploy(c, `2026.11.${c.r.int(10, 28)}-${c.r.int(1, 9)}`),
      {
        level: "error",
        msg: 'Error: Missing required environment variable "PRICING_API_URL"',
        stack:
          'Error: Missing required environment variable "PRICING_API_URL"\n    at requireEnv (/app/dist/config.js:14:11)\n    at Object.<anonymous> (/app/dist/config.js:31:20)\n    at Module._compile (node:internal/modules/cjs/loader:1376:14)',
      },
    ],
    orch: backoff,
  },
  {
    cat: "configuration",
    rt: "py",
    pos: "mid",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["settings", "config", "field required", "missing", "environment"],
    note: "new config map for {o} lacks REDIS_URL; pydantic Settings fail at import and the pod crash-loops while callers get connection refused",
    pre: (c) => [
      deploy(c, `v${c.r.int(2, 5)}.${c.r.int(0, 30)}.0`),
      {
        level: "error",
        msg: "Traceback (most recent call last):",
        stack: `  File "/app/${c.o.replace(/-/g, "_")}/settings.py", line 41, in <module>\n    settings = Settings()\n  File "/usr/local/lib/python3.12/site-packages/pydantic_settings/main.py", line 152, in __init__\n    super().__init__(\npydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nredis_url\n  Field required [type=missing, input_value={}, input_type=dict]`,
      },
    ],
    orch: backoff,
  },
  {
    cat: "configuration",
    rt: "go",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.9,
    sev: "medium",
    hints: ["config", "scheme", "url", "unsupported protocol"],
    note: "right after a config change {o}'s upstream URL for {down} lacks its scheme ('unsupported protocol scheme'); every call fails locally while {down} is fine",
    pre: (c) => [
      {
        level: "info",
        msg: `config reloaded from /etc/${c.o}/config.yaml revision=${c.r.int(100, 400)} changed_keys=[upstreams.${c.down}.url]`,
      },
    ],
    fail: (c) => ({
      level: "error",
      msg: `calling ${c.down}: Get "${c.down}.${c.ns}.svc:8080/v1/lookup": unsupported protocol scheme "${c.down}.${c.ns}.svc"`,
    }),
  },
  {
    cat: "configuration",
    rt: "ruby",
    pos: "bff",
    mode: "err",
    code: 500,
    frac: 0.6,
    sev: "medium",
    hints: ["keyerror", "key not found", "env", "config", "missing"],
    note: "after a deploy BFF {o} raises KeyError for a missing ENV key on the search endpoints (ENV.fetch); the edge returns 500s",
    pre: (c) => [deploy(c, `rel-${c.r.hex(7)}`)],
    fail: (c) => ({
      level: "error",
      msg: `KeyError (key not found: "SEARCH_API_HOST"):`,
      stack: `app/clients/search_client.rb:12:in \`fetch'\napp/clients/search_client.rb:12:in \`base_url'\napp/controllers/${c.o.split("-")[0]}/search_controller.rb:9:in \`index'`,
    }),
  },
  // database
  {
    cat: "database",
    rt: "jvm",
    pos: "mid",
    mode: "slow",
    workMs: 30000,
    frac: 0.85,
    sev: "high",
    hints: ["hikari", "connection", "pool", "jdbc", "database"],
    note: "{o}'s HikariCP pool is exhausted by a leaked transaction (leak warnings, then 30 s connection timeouts); callers time out earlier; the database itself keeps serving others",
    pre: (c) => [
      {
        level: "warn",
        msg: `HikariPool-1 - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@${c.r.hex(8)} on thread http-nio-8080-exec-${c.r.int(1, 200)}, stack trace follows`,
      },
    ],
    fail: (c) => ({
      level: "error",
      msg: "Failed to obtain JDBC Connection",
      stack: `org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=${c.r.int(20, 80)})\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)`,
    }),
  },
  {
    cat: "database",
    rt: "py",
    pos: "mid",
    mode: "slow",
    workMs: 30000,
    frac: 0.8,
    sev: "high",
    hints: ["queuepool", "sqlalchemy", "connection", "pool", "database"],
    note: "{o} exhausts its SQLAlchemy QueuePool (size 5 overflow 10) and waits 30 s per request; its callers time out first",
    fail: () => ({
      level: "error",
      msg: "Exception in ASGI application",
      stack:
        'Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/impl.py", line 168, in _do_get\n    raise exc.TimeoutError(\nsqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)',
    }),
  },
  {
    cat: "database",
    rt: "pg",
    pos: "store",
    silent: "died",
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["postgres", "recovery", "database", "segmentation", "server process"],
    note: "PostgreSQL {o} has a backend crash (signal 11), restarts into a long crash recovery and goes quiet; every app above fails to connect",
    pre: (c) => [
      {
        level: "info",
        msg: `server process (PID ${c.r.int(1000, 40000)}) was terminated by signal 11: Segmentation fault`,
      },
      { level: "info", msg: "terminating any other active server processes" },
      { level: "info", msg: "all server processes terminated; reinitializing" },
      {
        level: "info",
        msg: `database system was interrupted; last known up at ${c.at.replace("T", " ").slice(0, 19)} UTC`,
      },
      { level: "info", msg: `redo starts at ${c.r.int(10, 99)}/${c.r.hex(8).toUpperCase()}` },
    ],
    direct: () => ({ level: "error", msg: "FATAL: the database system is in recovery mode" }),
  },
  {
    cat: "database",
    rt: "go",
    pos: "leaf",
    mode: "err",
    code: 500,
    frac: 0.4,
    sev: "medium",
    hints: ["deadlock", "mysql", "1213", "transaction", "database"],
    note: "{o} (deepest app, MySQL behind it) hits a storm of InnoDB deadlocks (Error 1213) after a batch started writing the same rows",
    fail: (c) => ({
      level: "error",
      msg: `reserve stock: exec UPDATE inventory SET reserved = reserved + ? WHERE sku = ?: Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction sku=${c.r.hex(6).toUpperCase()}`,
    }),
  },
  // dependency
  {
    cat: "dependency",
    rt: "node",
    pos: "leaf",
    mode: "err",
    code: 502,
    frac: 0.9,
    sev: "high",
    hints: ["stripe", "503", "provider", "upstream", "unavailable"],
    note: "{o} calls the payment provider (api.stripe.com), which answers 503; the breaker opens and everything above reports 502s",
    fail: (c) => ({
      level: "error",
      msg: `StripeAPIError: payment intent create failed: api.stripe.com responded 503 Service Unavailable (request_id=req_${c.r.hex(14)})`,
    }),
  },
  {
    cat: "dependency",
    rt: "jvm",
    pos: "leaf",
    mode: "slow",
    workMs: 60000,
    frac: 0.95,
    sev: "high",
    hints: ["kafka", "broker", "metadata", "not available", "dependency"],
    note: "the Kafka brokers become unreachable; producer {o} blocks 60 s on metadata and logs broker-not-available; callers time out before it",
    pre: (c) => [
      {
        level: "warn",
        msg: `[Producer clientId=${c.o}-producer-1] Connection to node 2 (kafka-2.kafka-headless.${c.ns}.svc/10.0.4.12:9092) could not be established. Broker may not be available.`,
      },
    ],
    fail: (c) => ({
      level: "error",
      msg: `publish failed for topic ${c.o}.events.v1`,
      stack: `org.apache.kafka.common.errors.TimeoutException: Topic ${c.o}.events.v1 not present in metadata after 60000 ms.\n${jstack(c, "EventPublisher", ["events.EventPublisher.publish", "service.CommandHandler.handle"])}`,
    }),
  },
  {
    cat: "dependency",
    rt: "go",
    pos: "leaf",
    mode: "err",
    code: 502,
    frac: 0.85,
    sev: "medium",
    hints: ["upstream", "502", "provider", "vendor", "bad gateway"],
    note: "third-party {ext} returns 502 Bad Gateway to {o}; the chain above passes the failure up",
    fail: (c) => ({
      level: "error",
      msg: `provider call failed: GET https://${c.ext}/v3/route?from=..&to=..: 502 Bad Gateway: "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>cloudflare</center></body></html>"`,
    }),
  },
  {
    cat: "dependency",
    rt: "py",
    pos: "mid",
    mode: "err",
    code: 502,
    frac: 0.8,
    sev: "medium",
    hints: ["twilio", "503", "unavailable", "provider", "dependency"],
    note: "mid-chain {o} depends on the SMS vendor Twilio, which answers 503; the hops below it stay healthy",
    fail: (c) => ({
      level: "error",
      msg: `twilio.base.exceptions.TwilioRestException: HTTP 503 error: Unable to create record: Service is unavailable. Please try again (https://api.twilio.com/2010-04-01/Accounts/AC${c.r.hex(32)}/Messages.json)`,
    }),
  },
  // disk
  {
    cat: "disk",
    rt: "node",
    pos: "mid",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["enospc", "no space", "disk", "space"],
    note: "{o} crashes on ENOSPC writing its upload spool (volume full) and restarts into the same crash; callers find it unreachable",
    pre: (c) => [
      {
        level: "fatal",
        msg: "uncaughtException: ENOSPC: no space left on device, write",
        stack: `Error: ENOSPC: no space left on device, write\n    at Object.writeSync (node:fs:931:3)\n    at SpoolWriter.flush (/app/dist/spool.js:52:8)\n    at /app/dist/${c.o}.js:118:19`,
      },
    ],
    orch: backoff,
  },
  {
    cat: "disk",
    rt: "go",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.9,
    sev: "medium",
    hints: ["no space", "disk", "device", "space"],
    note: "{o}'s cache volume fills up; every request that writes a segment fails with 'no space left on device'",
    fail: (c) => ({
      level: "error",
      msg: `persist segment: write /var/lib/${c.o}/cache/segment-${c.r.int(100000, 999999)}.tmp: no space left on device`,
    }),
  },
  {
    cat: "disk",
    rt: "py",
    pos: "leaf",
    silent: "died",
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["no space", "errno 28", "disk", "ephemeral-storage", "evicted"],
    note: "{o} fills its ephemeral storage ([Errno 28]); the kubelet evicts the pod and it disappears",
    pre: (c) => [
      { level: "error", msg: "OSError: [Errno 28] No space left on device: '/tmp/render/report.pdf'" },
      {
        svc: c.orch,
        level: "warn",
        msg: `Evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 10%, available: ${c.r.int(100, 900)}Mi. Container ${c.o} was using ${c.r.int(9, 30)}Gi, request is 0. (pod ${c.pod})`,
      },
    ],
    orch: (c) => ({
      svc: c.orch,
      level: "warn",
      msg: `0/6 nodes are available: 3 node(s) had untolerated taint {node.kubernetes.io/disk-pressure: }, 3 Insufficient ephemeral-storage. preemption: 0/6 nodes are available (pod ${c.pod})`,
    }),
  },
  {
    cat: "disk",
    rt: "pg",
    pos: "store",
    silent: "died",
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["no space", "pg_wal", "disk", "space", "could not write"],
    note: "PostgreSQL {o} runs out of WAL space, PANICs and stays down; all apps above fail to connect",
    pre: (c) => [
      {
        level: "error",
        msg: `could not write to file "pg_wal/xlogtemp.${c.r.int(100, 9999)}": No space left on device`,
      },
      {
        level: "fatal",
        msg: `PANIC:  could not write to file "pg_wal/xlogtemp.${c.r.int(100, 9999)}": No space left on device`,
      },
      { level: "info", msg: "checkpointer process (PID 71) was terminated by signal 6: Aborted" },
    ],
    direct: () => ({
      level: "error",
      msg: "connection to server failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?",
    }),
  },
  // memory
  {
    cat: "memory",
    rt: "jvm",
    pos: "mid",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["outofmemory", "heap", "memory", "oom"],
    note: "{o} runs out of heap (ExitOnOutOfMemoryError) and dies; it restarts, fills up and dies again while callers report it unavailable",
    pre: (c) => [
      {
        level: "warn",
        msg: `Pause Young (G1 Evacuation Pause) ${c.r.int(1900, 2040)}M->${c.r.int(1950, 2040)}M(2048M) ${c.r.int(300, 900)}.${c.r.int(100, 999)}ms`,
      },
      { level: "error", msg: "Terminating due to java.lang.OutOfMemoryError: Java heap space" },
    ],
    orch: (c) => ({
      svc: c.orch,
      level: "warn",
      msg: `container ${c.o} in pod ${c.pod} terminated: reason=Error exitCode=3; Back-off restarting failed container`,
    }),
  },
  {
    cat: "memory",
    rt: "go",
    pos: "mid",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["oomkilled", "memory", "oom", "137"],
    note: "{o} is OOMKilled by the container limit without a word of its own; only the kubelet line says why, callers see refused connections",
    orch: (c) => ({
      svc: c.orch,
      level: "warn",
      msg: `container ${c.o} in pod ${c.pod} terminated: reason=OOMKilled exitCode=137 restartCount=${c.count()}`,
    }),
  },
  {
    cat: "memory",
    rt: "py",
    pos: "mid",
    silent: "died",
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["oom", "memory", "killed", "oom-kill"],
    note: "worker service {o} (systemd unit) is killed by the kernel OOM killer; callers get connection refused until systemd restarts it",
    orch: (c) => ({
      svc: c.orch === c.o ? c.o : "systemd",
      level: "error",
      msg: `${c.o}.service: A process of this unit has been killed by the OOM killer. ${c.o}.service: Main process exited, code=killed, status=9/KILL; Failed with result 'oom-kill'.`,
    }),
  },
  {
    cat: "memory",
    rt: "node",
    pos: "bff",
    mode: "slow",
    workMs: 20000,
    frac: 0.7,
    sev: "high",
    hints: ["heap", "memory", "allocation failed", "out of memory"],
    note: "BFF {o} leaks memory: long GC pauses, then 'JavaScript heap out of memory'; the edge times out on it",
    pre: () => [
      {
        level: "warn",
        msg: "<--- Last few GCs --->\n[1:0x6b8c2a0]  5122341 ms: Mark-Compact 2011.4 (2083.1) -> 2004.7 (2084.3) MB, 1841.22 / 0.00 ms  (average mu = 0.121, current mu = 0.043) allocation failure; scavenge might not succeed",
      },
    ],
    fail: () => ({
      level: "fatal",
      msg: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
      stack:
        " 1: 0xb85bc0 node::Abort() [node]\n 2: 0xa94834  [node]\n 3: 0xd66d10 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
    }),
  },
  // network
  {
    cat: "network",
    rt: "go",
    pos: "mid",
    mode: "err",
    code: 502,
    frac: 0.85,
    sev: "medium",
    hints: ["dns", "lookup", "i/o timeout", "network", "udp"],
    note: "node-local DNS on {o}'s node stops answering; its lookups of {down} time out while {down} keeps serving other callers",
    fail: (c) => ({
      level: "error",
      msg: `calling ${c.down}: dial tcp: lookup ${c.down}.${c.ns}.svc.cluster.local on 169.254.20.10:53: read udp ${c.r.ip()}:${c.r.int(30000, 60000)}->169.254.20.10:53: i/o timeout`,
    }),
  },
  {
    cat: "network",
    rt: "jvm",
    pos: "mid",
    mode: "err",
    code: 503,
    frac: 0.8,
    sev: "medium",
    hints: ["no route", "host unreachable", "network", "route"],
    note: "after a node network change {o} has no route to {down} (EHOSTUNREACH) though {down} is up and serving others",
    fail: (c) => ({
      level: "error",
      msg: `I/O error on GET request for "http://${c.down}:8080/v1/lookup": No route to host`,
      stack: `java.net.NoRouteToHostException: No route to host\n\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)\n\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:554)\n${jstack(c, "LookupClient", ["client.LookupClient.get"])}`,
    }),
  },
  {
    cat: "network",
    rt: "node",
    pos: "leaf",
    mode: "err",
    code: 500,
    frac: 0.7,
    sev: "medium",
    hints: ["econnreset", "reset", "socket", "network", "connection"],
    note: "{o}'s connections to its cache keep getting reset by a flapping network path (ECONNRESET), the cache itself is healthy",
    fail: (c) => ({
      level: "error",
      msg: `ReplyError: Connection lost: read ECONNRESET (${c.r.ip()}:6379)`,
      stack: "Error: read ECONNRESET\n    at TCP.onStreamRead (node:internal/stream_base_commons:217:20)",
    }),
  },
  {
    cat: "network",
    rt: "dotnet",
    pos: "mid",
    mode: "err",
    code: 502,
    frac: 0.85,
    sev: "medium",
    hints: ["name or service not known", "dns", "socketexception", "network", "resolve"],
    note: "{o} cannot resolve {down} (SocketException: Name or service not known) after a CoreDNS outage on its node",
    fail: (c) => ({
      level: "error",
      msg: `Call to ${c.down} failed`,
      stack: `System.Net.Http.HttpRequestException: Name or service not known (${c.down}:8080)\n ---> System.Net.Sockets.SocketException (0xFFFDFFFF): Name or service not known\n   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)`,
    }),
  },
  // null_reference
  {
    cat: "null_reference",
    rt: "jvm",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.5,
    sev: "high",
    hints: ["nullpointer", "null", "npe"],
    note: "{o} throws NullPointerException on customers without a tier (new data shape); about half the requests fail",
    fail: (c) => ({
      level: "error",
      msg: "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception",
      stack: `java.lang.NullPointerException: Cannot invoke "com.${c.o.replace(/-/g, "")}.model.Tier.discountRate()" because the return value of "com.${c.o.replace(/-/g, "")}.model.Customer.getTier()" is null\n${jstack(c, "DiscountService", ["service.DiscountService.apply", "web.QuoteController.quote"])}`,
    }),
  },
  {
    cat: "null_reference",
    rt: "go",
    pos: "mid",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["nil pointer", "panic", "null", "sigsegv"],
    note: "{o} panics on a nil pointer dereference and exits; each restart dies again on the next request, callers see it refused",
    pre: (c) => [
      {
        level: "fatal",
        msg: "panic: runtime error: invalid memory address or nil pointer dereference",
        stack: `[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x${c.r.hex(6)}]\n\ngoroutine ${c.r.int(100, 9999)} [running]:\ngithub.com/${c.o}/internal/handler.(*Server).Resolve(0xc000${c.r.hex(6)}, {0x1a2b3c0, 0xc000${c.r.hex(6)}})\n\t/src/internal/handler/resolve.go:${c.r.int(40, 200)} +0x${c.r.hex(3)}\nnet/http.HandlerFunc.ServeHTTP(...)\n\t/usr/local/go/src/net/http/server.go:2171`,
      },
    ],
    orch: backoff,
  },
  {
    cat: "null_reference",
    rt: "node",
    pos: "bff",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "high",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    note: "BFF {o} dies on an uncaught TypeError (reading a property of undefined) and restarts repeatedly; the edge reports upstream connect failures",
    pre: (c) => [
      {
        level: "fatal",
        msg: "TypeError: Cannot read properties of undefined (reading 'currency')",
        stack: `TypeError: Cannot read properties of undefined (reading 'currency')\n    at formatPrice (/app/dist/views/price.js:22:31)\n    at /app/dist/routes/${c.o}.js:87:14\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`,
      },
    ],
    orch: backoff,
  },
  {
    cat: "null_reference",
    rt: "dotnet",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.6,
    sev: "high",
    hints: ["nullreference", "object reference", "null"],
    note: "{o} throws NullReferenceException on records without an address; callers see 500s",
    fail: (c) => ({
      level: "error",
      msg: "An unhandled exception has occurred while executing the request.",
      stack: `System.NullReferenceException: Object reference not set to an instance of an object.\n   at ${c.o.replace(/-/g, ".")}.Services.AddressFormatter.Format(Customer customer) in /src/Services/AddressFormatter.cs:line ${c.r.int(20, 90)}\n   at ${c.o.replace(/-/g, ".")}.Controllers.AccountController.Get(String id) in /src/Controllers/AccountController.cs:line ${c.r.int(20, 90)}`,
    }),
  },
  // rate_limiting
  {
    cat: "rate_limiting",
    rt: "go",
    pos: "leaf",
    mode: "err",
    code: 502,
    frac: 0.7,
    sev: "medium",
    hints: ["429", "quota", "rate", "limit"],
    note: "{o} exceeds its per-minute quota at {ext} (429 Quota exceeded); the chain above returns errors",
    fail: (c) => ({
      level: "error",
      msg: `provider call failed: googleapi: Error 429: Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service '${c.ext}' for consumer 'project_number:${c.r.int(100000000, 999999999)}'., rateLimitExceeded`,
    }),
  },
  {
    cat: "rate_limiting",
    rt: "py",
    pos: "mid",
    mode: "err",
    code: 503,
    frac: 0.7,
    sev: "medium",
    hints: ["ratelimit", "429", "rate limit", "limit"],
    note: "mid-chain {o} is rate limited by the vendor {ext} (429, Retry-After) after a backfill burned its budget",
    fail: (c) => ({
      level: "error",
      msg: `vendor call failed: RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for requests per min (RPM): Limit 3000, Used 3000, Requested 1.', 'type': 'requests', 'code': 'rate_limit_exceeded'}} (retry-after: ${c.r.int(2, 40)}s)`,
    }),
  },
  {
    cat: "rate_limiting",
    rt: "jvm",
    pos: "mid",
    mode: "reject",
    code: 429,
    frac: 0.6,
    sev: "medium",
    hints: ["ratelimiter", "429", "rate", "permit", "limit"],
    note: "{o}'s own Resilience4j RateLimiter runs out of permits under a batch burst and sheds requests with 429",
    fail: (c) => ({
      level: "warn",
      msg: `io.github.resilience4j.ratelimiter.RequestNotPermitted: RateLimiter '${c.down}-calls' does not permit further calls`,
    }),
  },
  {
    cat: "rate_limiting",
    rt: "node",
    pos: "leaf",
    mode: "err",
    code: 502,
    frac: 0.65,
    sev: "medium",
    hints: ["429", "too many requests", "rate", "limit"],
    note: "{o} is throttled by {ext} (HTTP 429 Too Many Requests with Retry-After) and the chain above fails",
    fail: (c) => ({
      level: "error",
      msg: `HTTPError: Response code 429 (Too Many Requests) from https://${c.ext}/v1/push (retry-after ${c.r.int(1, 30)})`,
    }),
  },
  // timeout
  {
    cat: "timeout",
    rt: "jvm",
    pos: "mid",
    silent: "hung",
    mode: "slow",
    frac: 1,
    sev: "high",
    hints: ["timeout", "deadline", "liveness", "hang", "timed out"],
    note: "{o} hangs (all request threads stuck) and stops logging; its liveness probe times out, callers hit DEADLINE_EXCEEDED",
    pre: (c) => [
      {
        level: "warn",
        msg: `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.r.int(40, 90)}s).`,
      },
    ],
    orch: liveness,
  },
  {
    cat: "timeout",
    rt: "go",
    pos: "leaf",
    mode: "slow",
    workMs: 30000,
    frac: 0.8,
    sev: "medium",
    hints: ["timeout", "deadline", "timed out", "client.timeout"],
    note: "{o}'s calls to {ext} stop answering and run into its 30 s client timeout; its callers give up sooner",
    fail: (c) => ({
      level: "error",
      msg: `transfer submit failed: Post "https://${c.ext}/v2/transfers": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
    }),
  },
  {
    cat: "timeout",
    rt: "py",
    pos: "mid",
    mode: "slow",
    workMs: 30000,
    frac: 0.7,
    sev: "medium",
    hints: ["worker timeout", "timeout", "timed out"],
    note: "{o}'s gunicorn workers exceed their 30 s timeout on a slow report path and are killed; callers time out",
    fail: (c) => ({ level: "fatal", msg: `[CRITICAL] WORKER TIMEOUT (pid:${c.r.int(20, 900)})` }),
  },
  {
    cat: "timeout",
    rt: "node",
    pos: "mid",
    silent: "hung",
    mode: "slow",
    frac: 1,
    sev: "high",
    hints: ["timeout", "liveness", "deadline", "hang", "event loop"],
    note: "{o}'s event loop blocks and it stops answering (and logging); the kubelet's liveness probe times out and callers time out",
    pre: () => [{ level: "warn", msg: "event loop delay p99=4120ms exceeds 1000ms" }],
    orch: liveness,
  },
  // validation
  {
    cat: "validation",
    rt: "jvm",
    pos: "mid",
    mode: "reject",
    code: 400,
    frac: 0.7,
    sev: "medium",
    hints: ["deserialize", "invalid", "format", "validation", "json"],
    note: "{o} rejects the date format a new BFF release sends (Jackson InvalidFormatException, 400); the edge reports a wave of failed checkouts",
    fail: (c) => ({
      level: "warn",
      msg: `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${c.r.int(10, 28)}/11/2026": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '${c.r.int(10, 28)}/11/2026' could not be parsed at index 0]`,
    }),
  },
  {
    cat: "validation",
    rt: "py",
    pos: "mid",
    mode: "reject",
    code: 422,
    frac: 0.6,
    sev: "medium",
    hints: ["validation", "422", "pydantic", "invalid", "unprocessable"],
    note: "{o} returns 422 for payloads where quantity arrives as a string after a client change (pydantic validation errors)",
    fail: (c) => ({
      level: "warn",
      msg: `422 Unprocessable Entity: 1 validation error for LineItemIn\nquantity\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='${c.r.int(1, 9)} pcs', input_type=str]`,
    }),
  },
  {
    cat: "validation",
    rt: "go",
    pos: "leaf",
    mode: "err",
    code: 502,
    frac: 0.8,
    sev: "medium",
    hints: ["unmarshal", "json", "invalid", "validation", "schema"],
    note: "{o} cannot decode {ext}'s changed response (amount now a string: json unmarshal error) and fails every quote",
    fail: (c) => ({
      level: "error",
      msg: `decode ${c.ext} response: json: cannot unmarshal string into Go struct field QuoteResponse.data.amount of type float64`,
    }),
  },
  {
    cat: "validation",
    rt: "dotnet",
    pos: "bff",
    mode: "reject",
    code: 400,
    frac: 0.6,
    sev: "medium",
    hints: ["validation", "400", "invalid", "model", "required"],
    note: "BFF {o}'s new model validation rejects requests from the current mobile app (400 'One or more validation errors occurred')",
    fail: () => ({
      level: "warn",
      msg: `Request validation failed: {"type":"https://tools.ietf.org/html/rfc9110#section-15.5.1","title":"One or more validation errors occurred.","status":400,"errors":{"DeliveryWindow.Start":["The Start field is required."],"$.deliveryWindow":["The JSON value could not be converted to DeliveryWindow."]}}`,
    }),
  },
  // unknown
  {
    cat: "unknown",
    rt: "go",
    pos: "mid",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "medium",
    hints: ["exit", "crash", "unknown", "failure", "exited"],
    note: "{o} exits with status 1 without logging why; systemd restarts it and it dies again; callers see connection refused",
    orch: (c) => ({
      svc: c.orch === c.o ? c.o : "systemd",
      level: "error",
      msg: `${c.o}.service: Main process exited, code=exited, status=1/FAILURE; Failed with result 'exit-code'. Scheduled restart job, restart counter is at ${c.count()}.`,
    }),
  },
  {
    cat: "unknown",
    rt: "jvm",
    pos: "mid",
    silent: "died",
    restart: true,
    mode: "down",
    frac: 1,
    sev: "medium",
    hints: ["exit", "crash", "unknown", "restart", "back-off"],
    note: "{o} keeps terminating with exit code 1 and no message of its own (crash loop); callers only see it unreachable",
    orch: (c) => ({
      svc: c.orch,
      level: "warn",
      msg: `container ${c.o} in pod ${c.pod} terminated: reason=Error exitCode=1; Back-off restarting failed container ${c.o}`,
    }),
  },
  {
    cat: "unknown",
    rt: "py",
    pos: "leaf",
    mode: "err",
    code: 502,
    frac: 0.7,
    sev: "medium",
    hints: ["exit", "worker", "crash", "unknown", "139"],
    note: "{o}'s gunicorn workers keep exiting (code 139) with no traceback; requests in flight are lost and callers see 502s",
    fail: (c) => ({ level: "error", msg: `Worker (pid:${c.r.int(20, 900)}) exited with code 139` }),
  },
  {
    cat: "unknown",
    rt: "dotnet",
    pos: "mid",
    mode: "err",
    code: 500,
    frac: 0.6,
    sev: "medium",
    hints: ["unhandled", "exception", "unknown"],
    note: "{o} fails with a bare System.Exception (no message) on part of the requests; nothing says why",
    fail: () => ({
      level: "error",
      msg: "An unhandled exception has occurred while executing the request.",
      stack:
        "System.Exception: Exception of type 'System.Exception' was thrown.\n   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
    }),
  },
];
