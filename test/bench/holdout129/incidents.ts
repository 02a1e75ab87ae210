// The 52 failures of holdout129 (4 per category, one per estate): what the broken service and its callers print.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Said {
  msg: string;
  stack?: string[];
}

/** One service's reaction: `perMin` lines a minute from `from` s after the start (until `until` s, if set). */
export interface Reaction {
  svc: string;
  level: Level;
  perMin: number;
  from?: number;
  until?: number;
  make: (r: Rng) => Said;
}

export interface Failure {
  cat: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** share of the broken service's own info lines that stop after the start (1 = it goes quiet) */
  silence?: number;
  /** lines printed once, `dt` ms relative to the start (negative: before it) */
  once?: Array<{ svc: string; level: Level; dt: number; msg: string; stack?: string[] }>;
  reactions: Reaction[];
}

const d = (r: Rng) => `D${r.digits(5)}`;
const bk = (r: Rng) => `BK-${r.digits(7)}`;
const jb = (r: Rng) => `J${r.digits(7)}`;
const rd = (r: Rng) => `rd_${r.digits(7)}`;
const nt = (r: Rng) => `NT${r.digits(7)}`;
const car = (r: Rng) => r.int(100, 899);

const pyTrace = (frames: string[], last: string) => [
  "Traceback (most recent call last):",
  ...frames.flatMap((f) => {
    const [loc, code] = f.split("|");
    return [`  File "${loc.split(":")[0]}", line ${loc.split(":")[1]}, in ${loc.split(":")[2]}`, `    ${code}`];
  }),
  last,
];
const javaTrace = (head: string, frames: string[], cause?: string[]) => [
  head,
  ...frames.map((f) => `\tat ${f}`),
  ...(cause ?? []),
];

export const FAILURES: Failure[] = [
  // ---------------------------------------------------------------- authentication
  {
    cat: "authentication",
    estate: "metrocab",
    origin: "compliance-checks",
    hints: ["401", "unauthorized", "oauth", "credential", "token", "auth"],
    sev: "high",
    note: "compliance-checks can no longer obtain an OAuth token from the licensing authority API (client secret expired), so licence checks fail and drivers cannot start shifts.",
    silence: 0.9,
    reactions: [
      {
        svc: "compliance-checks",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `licence check failed driver=${d(r)}: token request rejected`,
          stack: pyTrace(
            [
              "/app/compliance/authority.py:88:_token|resp.raise_for_status()",
              "/usr/local/lib/python3.11/site-packages/requests/models.py:1021:raise_for_status|raise HTTPError(http_error_msg, response=self)",
            ],
            "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://lpr-api.cityauthority.gov.uk/oauth2/token (error=invalid_client, error_description=client secret has expired)",
          ),
        }),
      },
      {
        svc: "driver-gateway",
        level: "warn",
        perMin: 22,
        from: 5,
        make: (r) => ({
          msg: `shift start blocked driver=${d(r)}: compliance status UNKNOWN (compliance-checks responded 502)`,
        }),
      },
      {
        svc: "control-room",
        level: "warn",
        perMin: 2,
        from: 60,
        make: (r) => ({ msg: `alert banner: ${r.int(12, 60)} drivers waiting for compliance clearance` }),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "bluebird",
    origin: "card-capture",
    hints: ["authentication", "braintree", "credential", "api key", "auth"],
    sev: "high",
    note: "card-capture's payment gateway merchant credentials are rejected on every charge, so end-of-ride card payments fail while the app retries.",
    reactions: [
      {
        svc: "card-capture",
        level: "error",
        perMin: 10,
        make: (r) => ({
          msg: `Braintree::AuthenticationError (Braintree::AuthenticationError) charge job=${jb(r)}`,
          stack: [
            "app/services/charge_ride.rb:41:in `call'",
            "vendor/bundle/ruby/3.2.0/gems/braintree-4.19.0/lib/braintree/http.rb:177:in `_handle_response'",
            "vendor/bundle/ruby/3.2.0/gems/braintree-4.19.0/lib/braintree/util.rb:218:in `raise_exception_for_status_code'",
            "app/controllers/charges_controller.rb:17:in `create'",
          ],
        }),
      },
      {
        svc: "app-bff",
        level: "error",
        perMin: 26,
        from: 3,
        make: (r) => ({
          msg: `POST /api/jobs/${jb(r)}/pay 502 ${r.int(300, 900)} ms - card-capture responded 500, client will retry`,
        }),
      },
      {
        svc: "meter-sync",
        level: "warn",
        perMin: 4,
        from: 20,
        make: (r) => ({ msg: `car=${car(r)} card payment not confirmed after 60s, prompting driver for cash` }),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "cityride",
    origin: "positions-stream",
    hints: ["sasl", "authentication", "credential", "scram"],
    sev: "high",
    note: "positions-stream's Kafka consumer fails SASL/SCRAM authentication after a credential rotation, so driver positions go stale and matchmaker cannot find drivers.",
    silence: 1,
    reactions: [
      {
        svc: "positions-stream",
        level: "error",
        perMin: 6,
        make: () => ({
          msg: "[Consumer clientId=positions-stream-1, groupId=positions-stream] Connection to node -1 (kafka-bootstrap.cityride-eu1.svc/10.42.3.11:9093) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
        }),
      },
      {
        svc: "positions-stream",
        level: "error",
        perMin: 1,
        from: 30,
        make: () => ({
          msg: "Consumer poll loop terminated, retrying in 10s",
          stack: javaTrace(
            "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
            [
              "org.apache.kafka.clients.NetworkClient.processDisconnection(NetworkClient.java:828)",
              "org.apache.kafka.clients.consumer.internals.ConsumerNetworkClient.poll(ConsumerNetworkClient.java:280)",
              "io.cityride.positions.PositionConsumer.run(PositionConsumer.java:74)",
            ],
          ),
        }),
      },
      {
        svc: "matchmaker",
        level: "warn",
        perMin: 30,
        from: 40,
        make: (r) => ({
          msg: `candidate pool empty ride=${rd(r)}: newest driver fix is ${r.int(60, 400)}s old, skipping`,
        }),
      },
      {
        svc: "rides-core",
        level: "error",
        perMin: 12,
        from: 60,
        make: (r) => ({ msg: `ride ${rd(r)} expired unassigned after 120s (matchmaker: no_candidates)` }),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "northern",
    origin: "radio-dispatch",
    hints: ["wrongpass", "noauth", "password", "authentication", "redis", "credential"],
    sev: "high",
    note: "radio-dispatch's Redis password stops being accepted after the cache was re-provisioned, so new jobs cannot be queued and bookings sit unassigned.",
    reactions: [
      {
        svc: "radio-dispatch",
        level: "error",
        perMin: 12,
        make: (r) => ({
          msg: `Failed to enqueue job ${nt(r)} onto rank queue`,
          stack: javaTrace(
            "redis.clients.jedis.exceptions.JedisAccessControlException: WRONGPASS invalid username-password pair or user is disabled.",
            [
              "redis.clients.jedis.Protocol.processError(Protocol.java:105)",
              "redis.clients.jedis.Connection.auth(Connection.java:424)",
              "redis.clients.jedis.JedisFactory.makeObject(JedisFactory.java:174)",
              "uk.coop.ntc.dispatch.RankQueue.push(RankQueue.java:61)",
            ],
          ),
        }),
      },
      {
        svc: "hail-intake",
        level: "error",
        perMin: 20,
        from: 2,
        make: (r) => ({
          msg: `booking ${nt(r)} dispatch handoff failed: radio-dispatch responded 500 (attempt ${r.int(1, 3)}/3)`,
        }),
      },
      {
        svc: "notifier",
        level: "warn",
        perMin: 3,
        from: 90,
        make: (r) => ({ msg: `delay apology sms queued for booking ${nt(r)}` }),
      },
    ],
  },
  // ---------------------------------------------------------------- authorization
  {
    cat: "authorization",
    estate: "metrocab",
    origin: "driver-payouts",
    hints: ["accessdenied", "access denied", "permission", "forbidden", "403", "iam"],
    sev: "medium",
    note: "driver-payouts is denied PutObject on the bank-file bucket after an IAM policy change, so payout files stop being delivered.",
    reactions: [
      {
        svc: "driver-payouts",
        level: "error",
        perMin: 4,
        make: (r) => ({
          msg: `upload of statement batch PB-${r.digits(6)} failed, will retry`,
          stack: pyTrace(
            [
              "/srv/payouts/bankfile.py:133:upload|s3.put_object(Bucket=BUCKET, Key=key, Body=body, SSEKMSKeyId=KMS_KEY)",
              "/usr/local/lib/python3.12/site-packages/botocore/client.py:1021:_make_api_call|raise error_class(parsed_response, operation_name)",
            ],
            'botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::418262114590:assumed-role/driver-payouts-task/9f1c is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::mcab-bank-outbound/bacs/2026/" because no identity-based policy allows the s3:PutObject action',
          ),
        }),
      },
      {
        svc: "driver-payouts",
        level: "warn",
        perMin: 2,
        from: 50,
        make: (r) => ({ msg: `payout sweep: ${r.int(3, 20)} statements held, bank cut-off at 17:30` }),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "bluebird",
    origin: "job-allocator",
    hints: ["authorization", "forbidden", "403", "scope", "claim"],
    sev: "high",
    note: "job-allocator starts refusing the phone-booking and app callers' tokens because its policy now requires a dispatch.write scope they do not carry.",
    reactions: [
      {
        svc: "job-allocator",
        level: "info",
        perMin: 14,
        make: () => ({
          msg: "Authorization failed. These requirements were not met: ClaimsAuthorizationRequirement:Claim.Type=scope and Claim.Value is one of the following values: (dispatch.write)",
        }),
      },
      {
        svc: "job-allocator",
        level: "warn",
        perMin: 3,
        from: 10,
        make: (r) => ({
          msg: `AuthenticationScheme: Bearer was forbidden. client_id=${r.pick(["phone-booking", "app-bff"])}`,
        }),
      },
      {
        svc: "phone-booking",
        level: "error",
        perMin: 9,
        from: 2,
        make: (r) => ({
          msg: `Job ${jb(r)} could not be handed to allocator: Response status code does not indicate success: 403 (Forbidden). Agent asked to retry.`,
        }),
      },
      {
        svc: "app-bff",
        level: "error",
        perMin: 14,
        from: 2,
        make: (r) => ({ msg: `POST /api/jobs 502 ${r.int(40, 160)} ms - job-allocator 403` }),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "cityride",
    origin: "docs-verify",
    hints: ["permission", "403", "forbidden", "access", "iam"],
    sev: "medium",
    note: "docs-verify's service account loses read access to the driver documents bucket, so document checks fail and drivers cannot go online.",
    reactions: [
      {
        svc: "docs-verify",
        level: "error",
        perMin: 10,
        make: (r) => ({
          msg: `ApiError: docs-verify@cityride-eu1.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist). driver=${d(r)}`,
          stack: [
            "    at new ApiError (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:114:15)",
            "    at Util.parseHttpRespBody (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:249:38)",
            "    at async verifyDocument (/app/dist/verify.js:58:22)",
          ],
        }),
      },
      {
        svc: "rides-core",
        level: "warn",
        perMin: 12,
        from: 8,
        make: (r) => ({ msg: `go-online rejected driver=${d(r)}: documents not verified (docs-verify 500)` }),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "northern",
    origin: "radio-dispatch",
    hints: ["forbidden", "rbac", "permission", "lease", "authorization"],
    sev: "high",
    note: "radio-dispatch's service account may no longer update its leader-election lease after an RBAC change, so no replica leads and jobs stop being dispatched.",
    silence: 0.95,
    reactions: [
      {
        svc: "radio-dispatch",
        level: "error",
        perMin: 6,
        make: () => ({
          msg: 'error retrieving resource lock ntc/radio-dispatch-leader: leases.coordination.k8s.io "radio-dispatch-leader" is forbidden: User "system:serviceaccount:ntc:radio-dispatch" cannot get resource "leases" in API group "coordination.k8s.io" in the namespace "ntc"',
        }),
      },
      {
        svc: "radio-dispatch",
        level: "warn",
        perMin: 1,
        from: 15,
        until: 40,
        make: () => ({ msg: "leadership lost, dispatch loop paused" }),
      },
      {
        svc: "hail-intake",
        level: "warn",
        perMin: 16,
        from: 30,
        make: (r) => ({ msg: `booking ${nt(r)} still unassigned after ${r.int(90, 400)}s` }),
      },
      {
        svc: "mdt-link",
        level: "info",
        perMin: 2,
        from: 60,
        make: () => ({ msg: "no job offers sent to any terminal in last 60s" }),
      },
    ],
  },
  // ---------------------------------------------------------------- database
  {
    cat: "database",
    estate: "metrocab",
    origin: "booking-svc",
    hints: ["connection", "database", "postgres", "sql", "pool", "jdbc"],
    sev: "high",
    note: "booking-svc exhausts its Postgres connection slots, bookings fail with pool timeouts and rider-api retries them loudly.",
    reactions: [
      {
        svc: "booking-svc",
        level: "error",
        perMin: 6,
        make: () => ({
          msg: "HikariPool-1 - Exception during pool initialization of new connection",
          stack: javaTrace(
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
            [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)",
              "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
            ],
          ),
        }),
      },
      {
        svc: "booking-svc",
        level: "error",
        perMin: 10,
        from: 30,
        make: (r) => ({
          msg: `Create booking failed channel=app: Could not open JPA EntityManager for transaction; nested exception is org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(30, 90)})]`,
        }),
      },
      {
        svc: "rider-api",
        level: "error",
        perMin: 34,
        from: 31,
        make: (r) => ({
          msg: `POST /v3/bookings 503 ${r.int(30001, 30090)}ms upstream=booking-svc retry=${r.int(1, 3)}`,
        }),
      },
      {
        svc: "payments",
        level: "warn",
        perMin: 3,
        from: 60,
        make: (r) => ({ msg: `booking lookup ${bk(r)} slow (booking-svc 30s), capture deferred` }),
      },
    ],
  },
  {
    cat: "database",
    estate: "bluebird",
    origin: "phone-booking",
    hints: ["deadlock", "sql", "database", "sqlexception"],
    sev: "high",
    note: "phone-booking's job saves deadlock on SQL Server after an index-heavy report query started, so phone agents lose jobs.",
    reactions: [
      {
        svc: "phone-booking",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `Failed executing DbCommand (${r.int(3000, 9000)}ms) [Parameters=[@p0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30'] UPDATE [Jobs] SET [Status] = @p0 ...`,
          stack: [
            "Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.",
            ` ---> Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(50, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
            "   at Bluebird.PhoneBooking.Jobs.JobStore.SaveAsync(Job job) in /src/PhoneBooking/Jobs/JobStore.cs:line 88",
            "ClientConnectionId:5e1c0d4b-2f7a-4b61-9a0e-3b1f2d8c7e44",
            "Error Number:1205,State:51,Class:13",
          ],
        }),
      },
      {
        svc: "ops-console",
        level: "warn",
        perMin: 5,
        from: 20,
        make: (r) => ({ msg: `agent ${r.int(100, 160)} reports job save failed, re-keying call` }),
      },
    ],
  },
  {
    cat: "database",
    estate: "cityride",
    origin: "pricing",
    hints: ["mongo", "replicaset", "primary", "server selection", "database"],
    sev: "high",
    note: "pricing loses its MongoDB primary (replica set has no primary), quotes fail and rides-core and edge-gw report 5xx for new rides.",
    silence: 0.9,
    reactions: [
      {
        svc: "pricing",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `quote failed ride=${rd(r)}: server selection error: context deadline exceeded, current topology: { Type: ReplicaSetNoPrimary, Servers: [{ Addr: pricing-mongo-0.pricing-mongo:27017, Type: RSSecondary }, { Addr: pricing-mongo-1.pricing-mongo:27017, Type: Unknown, Last error: dial tcp 10.42.9.7:27017: connect: connection refused }, { Addr: pricing-mongo-2.pricing-mongo:27017, Type: RSSecondary }, ] }`,
        }),
      },
      {
        svc: "rides-core",
        level: "error",
        perMin: 14,
        from: 2,
        make: (r) => ({ msg: `ride request failed: pricing quote 503 (attempt ${r.int(1, 3)}) ride=${rd(r)}` }),
      },
      {
        svc: "edge-gw",
        level: "error",
        perMin: 16,
        from: 3,
        make: (r) => ({
          msg: `"POST /v1/rides HTTP/1.1" 502 ${r.int(90, 160)} ${r.int(5000, 5200)}ms upstream=rides-core`,
        }),
      },
    ],
  },
  {
    cat: "database",
    estate: "northern",
    origin: "fare-meter",
    hints: ["too many clients", "postgres", "database", "operationalerror", "connection"],
    sev: "high",
    note: "fare-meter cannot get Postgres connections (too many clients), so fares are not recorded and card payments at drop-off cannot start.",
    reactions: [
      {
        svc: "fare-meter",
        level: "error",
        perMin: 9,
        make: (r) => ({
          msg: `meter off job=${nt(r)} not stored`,
          stack: pyTrace(
            [
              "/opt/fare/meter/store.py:52:save_close|session.commit()",
              "/opt/fare/venv/lib/python3.10/site-packages/sqlalchemy/engine/base.py:3285:raw_connection|return self.pool.connect()",
            ],
            'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "fares-db.ntc.internal" (10.9.0.21), port 5432 failed: FATAL:  sorry, too many clients already',
          ),
        }),
      },
      {
        svc: "card-terminal",
        level: "error",
        perMin: 8,
        from: 5,
        make: (r) => ({ msg: `Completed 502 Bad Gateway payment job=${nt(r)}: fare not available from fare-meter` }),
      },
    ],
  },
  // ---------------------------------------------------------------- network
  {
    cat: "network",
    estate: "metrocab",
    origin: "driver-gateway",
    hints: ["network", "route", "reset", "connection", "unreachable"],
    sev: "high",
    note: "driver-gateway's node loses its route to the geo index, position writes fail with no route to host / resets and dispatch-matcher sees stale driver positions.",
    silence: 0.8,
    reactions: [
      {
        svc: "driver-gateway",
        level: "error",
        perMin: 12,
        make: (r) => ({
          msg: r.chance(0.6)
            ? `geoindex write failed shard=${r.int(0, 7)}: dial tcp 10.20.3.14:6379: connect: no route to host`
            : `geoindex write failed shard=${r.int(0, 7)}: read tcp 10.20.1.${r.int(5, 9)}:${r.int(40000, 60000)}->10.20.3.14:6379: read: connection reset by peer`,
        }),
      },
      {
        svc: "dispatch-matcher",
        level: "warn",
        perMin: 24,
        from: 15,
        make: (r) => ({
          msg: `driver index stale zone=${r.pick(["SOHO", "KX", "CANARY", "SHOREDITCH"])} newest=${r.int(30, 300)}s, widening radius`,
        }),
      },
      {
        svc: "rider-api",
        level: "warn",
        perMin: 6,
        from: 60,
        make: (r) => ({
          msg: `GET /v3/bookings/${bk(r)}/track 200 ${r.int(8, 50)}ms driver_position_age=${r.int(60, 400)}s`,
        }),
      },
    ],
  },
  {
    cat: "network",
    estate: "bluebird",
    origin: "phone-booking",
    hints: ["dns", "socket", "name or service not known", "network", "host"],
    sev: "medium",
    note: "phone-booking cannot resolve or reach its telephony bridge, so agents lose caller-ID screen pops and phone bookings slow down.",
    reactions: [
      {
        svc: "phone-booking",
        level: "error",
        perMin: 7,
        make: (r) => ({
          msg: `Call pop lookup failed for call ${r.hex(8)}`,
          stack: [
            "System.Net.Http.HttpRequestException: Name or service not known (telephony-bridge.bluebird.internal:443)",
            " ---> System.Net.Sockets.SocketException (0xFFFDFFFF): Name or service not known",
            "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
            "   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
            "   --- End of inner exception stack trace ---",
            "   at Bluebird.PhoneBooking.Telephony.BridgeClient.GetCallerAsync(String callId) in /src/PhoneBooking/Telephony/BridgeClient.cs:line 47",
          ],
        }),
      },
      {
        svc: "phone-booking",
        level: "warn",
        perMin: 3,
        from: 40,
        make: () => ({ msg: "Polly: retry 3 of 3 for telephony-bridge exhausted" }),
      },
      {
        svc: "ops-console",
        level: "warn",
        perMin: 4,
        from: 60,
        make: (r) => ({ msg: `agent ${r.int(100, 160)} screen: no caller details for incoming call` }),
      },
    ],
  },
  {
    cat: "network",
    estate: "cityride",
    origin: "edge-gw",
    hints: ["reset", "connection", "network", "upstream connect"],
    sev: "high",
    note: "edge-gw's pods lose connectivity to the upstream cluster network, every proxied request resets before headers while upstreams see no traffic.",
    reactions: [
      {
        svc: "edge-gw",
        level: "error",
        perMin: 40,
        make: (r) => ({
          msg: `"${r.pick(["POST /v1/rides", "GET /v1/rides/" + rd(r), "POST /v1/payments/methods"])} HTTP/1.1" 503 UF,URX upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 113 upstream=${r.pick(["rides-core", "rides-core", "wallet"])}`,
        }),
      },
      {
        svc: "edge-gw",
        level: "warn",
        perMin: 2,
        from: 20,
        make: () => ({ msg: "outlier detection: ejected 3/3 hosts in cluster rides-core" }),
      },
    ],
    silence: 0.85,
  },
  {
    cat: "network",
    estate: "northern",
    origin: "mdt-link",
    hints: ["reset", "connection", "network", "socket"],
    sev: "high",
    note: "mdt-link's connections to the in-car terminals are reset en masse by the mobile network APN, so radio-dispatch cannot reach cars.",
    silence: 0.7,
    reactions: [
      {
        svc: "mdt-link",
        level: "warn",
        perMin: 18,
        make: (r) => ({
          msg: `terminal car=${r.int(1, 420)} channel closed: recvAddress(..) failed: Connection reset by peer`,
          stack: r.chance(0.2)
            ? ["io.netty.channel.unix.Errors$NativeIoException: recvAddress(..) failed: Connection reset by peer"]
            : undefined,
        }),
      },
      {
        svc: "mdt-link",
        level: "error",
        perMin: 1,
        from: 60,
        make: (r) => ({ msg: `heartbeat window: ${r.int(20, 80)} terminals connected, ${r.int(200, 280)} stale` }),
      },
      {
        svc: "radio-dispatch",
        level: "error",
        perMin: 30,
        from: 10,
        make: (r) => ({ msg: `car ${r.int(1, 420)} unreachable on MDT, job ${nt(r)} offered to next car` }),
      },
    ],
  },
  // ---------------------------------------------------------------- timeout
  {
    cat: "timeout",
    estate: "metrocab",
    origin: "fare-engine",
    hints: ["timeout", "timed out", "deadline"],
    sev: "high",
    note: "fare-engine's airport flat-rate quotes stop completing within their 2 s budget, booking-svc retries them and rider-api returns 504s.",
    reactions: [
      {
        svc: "fare-engine",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `quote ${bk(r)} zone=${r.pick(["LHR-T5", "LCY", "LHR-T5"])} aborted`,
          stack: javaTrace("java.util.concurrent.TimeoutException: Quote computation did not complete within 2000 ms", [
            "java.base/java.util.concurrent.CompletableFuture.timedGet(CompletableFuture.java:1960)",
            "java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2095)",
            "com.metrocab.fare.FlatRateQuoter.quote(FlatRateQuoter.kt:57)",
            "com.metrocab.fare.http.QuoteRoutes$quote$1.invokeSuspend(QuoteRoutes.kt:41)",
          ]),
        }),
      },
      {
        svc: "booking-svc",
        level: "warn",
        perMin: 20,
        from: 2,
        make: (r) => ({ msg: `fare-engine quote timed out after 2000ms for ${bk(r)}, retrying (${r.int(2, 3)}/3)` }),
      },
      {
        svc: "rider-api",
        level: "error",
        perMin: 8,
        from: 6,
        make: (r) => ({ msg: `POST /v3/bookings 504 ${r.int(6000, 6300)}ms upstream=booking-svc` }),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "bluebird",
    origin: "surge-pricer",
    hints: ["timeout", "deadline", "timed out"],
    sev: "medium",
    note: "surge-pricer's heatmap recompute overruns its deadline and quotes time out; callers fall back to 1.00 and app quotes slow down (surge-pricer only warns).",
    silence: 0.6,
    reactions: [
      {
        svc: "surge-pricer",
        level: "warn",
        perMin: 2,
        make: (r) => ({
          msg: `heatmap recompute exceeded deadline 15.0s (took ${(15 + r.next() * 20).toFixed(1)}s), serving previous map`,
        }),
      },
      {
        svc: "surge-pricer",
        level: "warn",
        perMin: 6,
        from: 10,
        make: (r) => ({
          msg: `quote job=${jb(r)} abandoned: asyncio.TimeoutError after 0.80s waiting for heatmap lock`,
        }),
      },
      {
        svc: "job-allocator",
        level: "warn",
        perMin: 14,
        from: 12,
        make: (r) => ({ msg: `Surge quote for job ${jb(r)} timed out after 800ms, using multiplier 1.00` }),
      },
      {
        svc: "app-bff",
        level: "error",
        perMin: 8,
        from: 15,
        make: (r) => ({ msg: `GET /api/quote 504 ${r.int(3000, 3050)} ms - surge-pricer did not answer in time` }),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "cityride",
    origin: "matchmaker",
    hints: ["deadline", "timeout", "lock"],
    sev: "high",
    note: "matchmaker's per-zone lock acquisition keeps running past its deadline, assignments time out and rides-core retries them.",
    reactions: [
      {
        svc: "matchmaker",
        level: "error",
        perMin: 10,
        make: (r) => ({
          msg: `assign ride=${rd(r)} failed: acquire lock match:zone:${r.pick(["centrum", "zuid", "airport"])}: context deadline exceeded (waited 2s)`,
        }),
      },
      {
        svc: "rides-core",
        level: "warn",
        perMin: 24,
        from: 2,
        make: (r) => ({ msg: `matchmaker.Assign DEADLINE_EXCEEDED after 2.0s ride=${rd(r)}, retry ${r.int(1, 4)}/4` }),
      },
      {
        svc: "rides-core",
        level: "error",
        perMin: 6,
        from: 20,
        make: (r) => ({ msg: `ride ${rd(r)} expired unassigned after 120s` }),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "northern",
    origin: "licence-check",
    hints: ["timeout", "timed out", "rack::timeout"],
    sev: "medium",
    note: "licence-check requests start running past Rack::Timeout's 15 s limit, so mdt-link's shift sign-on calls time out.",
    silence: 0.8,
    reactions: [
      {
        svc: "licence-check",
        level: "error",
        perMin: 5,
        make: (r) => ({
          msg: `Rack::Timeout::RequestTimeoutException: Request ran for longer than 15000ms (GET /badges/${r.digits(5)})`,
          stack: [
            "app/services/badge_history.rb:48:in `block in endorsements'",
            "app/services/badge_history.rb:31:in `each'",
            "app/models/badge.rb:22:in `current_for'",
            "app/controllers/badges_controller.rb:9:in `show'",
          ],
        }),
      },
      {
        svc: "mdt-link",
        level: "warn",
        perMin: 10,
        from: 5,
        make: (r) => ({
          msg: `sign-on car=${r.int(1, 420)} held: licence-check call failed: java.net.SocketTimeoutException: Read timed out`,
        }),
      },
    ],
  },
  // ---------------------------------------------------------------- rate_limiting
  {
    cat: "rate_limiting",
    estate: "metrocab",
    origin: "eta-router",
    hints: ["429", "rate", "quota", "throttl"],
    sev: "medium",
    note: "eta-router exceeds its live-traffic provider quota and gets 429s, so ETAs fall back to static speeds and dispatch-matcher complains about degraded ETAs.",
    reactions: [
      {
        svc: "eta-router",
        level: "warn",
        perMin: 20,
        make: (r) => ({
          msg: `traffic provider HTTP 429 Too Many Requests (quota 50 req/s, retry-after ${r.int(1, 5)}s); using static speed profile for tile ${r.int(1000, 9999)}`,
        }),
      },
      {
        svc: "eta-router",
        level: "error",
        perMin: 2,
        from: 30,
        make: () => ({ msg: "traffic client: 429 budget exhausted for this minute, 312 tile requests dropped" }),
      },
      {
        svc: "dispatch-matcher",
        level: "warn",
        perMin: 10,
        from: 10,
        make: (r) => ({ msg: `eta quality degraded (static) for booking ${bk(r)}, error band ±${r.int(4, 12)}m` }),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "bluebird",
    origin: "payout-batch",
    hints: ["rate", "429", "too many requests", "ratelimit"],
    sev: "medium",
    note: "payout-batch hammers the payments provider with transfers after a backlog and is throttled with 429 RateLimitError, so driver payouts stall.",
    reactions: [
      {
        svc: "payout-batch",
        level: "error",
        perMin: 12,
        make: (r) => ({
          msg: `Stripe::RateLimitError: Request rate limit exceeded. You can learn about rate limits at https://stripe.com/docs/rate-limits. (req_${r.hex(14)}) DriverTransferJob driver=${d(r)}`,
          stack: [
            "/usr/local/bundle/gems/stripe-10.6.0/lib/stripe/stripe_client.rb:757:in `handle_error_response'",
            "app/jobs/driver_transfer_job.rb:19:in `perform'",
          ],
        }),
      },
      {
        svc: "payout-batch",
        level: "warn",
        perMin: 10,
        from: 5,
        make: (r) => ({
          msg: `DriverTransferJob JID-${r.hex(24)} retry ${r.int(1, 25)} scheduled in ${r.int(20, 300)}s`,
        }),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "cityride",
    origin: "rides-core",
    hints: ["over_query_limit", "rate", "quota", "overquerylimit"],
    sev: "high",
    note: "rides-core exceeds its geocoding API quota (OVER_QUERY_LIMIT), so pickup addresses cannot be resolved and ride requests fail at edge-gw.",
    reactions: [
      {
        svc: "rides-core",
        level: "error",
        perMin: 10,
        make: (r) => ({
          msg: `geocode failed for ride ${rd(r)}`,
          stack: pyTrace(
            [
              "/app/rides/geo.py:41:resolve_pickup|result = gmaps.geocode(address, region='nl')",
              "/usr/local/lib/python3.12/site-packages/googlemaps/client.py:340:_get_body|raise googlemaps.exceptions._OverQueryLimit(",
            ],
            "googlemaps.exceptions._OverQueryLimit: OVER_QUERY_LIMIT - You have exceeded your rate-limit for this API.",
          ),
        }),
      },
      {
        svc: "edge-gw",
        level: "error",
        perMin: 18,
        from: 2,
        make: (r) => ({
          msg: `"POST /v1/rides HTTP/1.1" 502 ${r.int(80, 140)} ${r.int(200, 900)}ms upstream=rides-core`,
        }),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "northern",
    origin: "hail-intake",
    hints: ["rate", "429", "limit", "throttl"],
    sev: "medium",
    note: "hail-intake's per-client rate limiter starts rejecting the airport rank kiosk's bursts with 429, so rank bookings are lost.",
    reactions: [
      {
        svc: "hail-intake",
        level: "warn",
        perMin: 30,
        make: (r) => ({
          msg: `POST /bookings 429 ${r.int(1, 4)}ms - rate limit exceeded client=kiosk-airport-t2 limit=60/min`,
        }),
      },
      {
        svc: "hail-intake",
        level: "error",
        perMin: 1,
        from: 60,
        make: () => ({ msg: "rate limiter: client kiosk-airport-t2 over limit for 5 consecutive windows" }),
      },
      {
        svc: "radio-dispatch",
        level: "warn",
        perMin: 1,
        from: 120,
        make: () => ({ msg: "rank airport: 11 cars queued, 0 jobs for 5 min" }),
      },
    ],
  },
  // ---------------------------------------------------------------- validation
  {
    cat: "validation",
    estate: "metrocab",
    origin: "booking-svc",
    hints: ["validation", "constraint", "invalid", "phone"],
    sev: "medium",
    note: "booking-svc rejects every concierge-partner booking because their phone numbers fail its E.164 constraint, rider-api returns 400s.",
    reactions: [
      {
        svc: "booking-svc",
        level: "warn",
        perMin: 10,
        make: (r) => ({
          msg: `Resolved [jakarta.validation.ConstraintViolationException: create.request.passenger.phone: must match "^\\+[1-9]\\d{6,14}$" (value '0${r.digits(10)}')] partner=concierge-${r.pick(["savoy", "langham", "corinthia"])}`,
        }),
      },
      {
        svc: "rider-api",
        level: "error",
        perMin: 10,
        from: 1,
        make: (r) => ({
          msg: `POST /v3/partner/bookings 400 ${r.int(20, 60)}ms partner=concierge upstream=booking-svc`,
        }),
      },
    ],
  },
  {
    cat: "validation",
    estate: "bluebird",
    origin: "licensing-sync",
    hints: ["validation", "invalid", "date", "format"],
    sev: "medium",
    note: "licensing-sync rejects rows of the council register feed with an invalid expiry date format, marks those drivers unverified and job-allocator stops offering them jobs.",
    reactions: [
      {
        svc: "licensing-sync",
        level: "error",
        perMin: 6,
        make: (r) => ({
          msg: `register row ${r.int(1, 4000)} rejected badge=${r.digits(6)}`,
          stack: pyTrace(
            ["/srv/licensing/feed.py:77:parse_row|return BadgeRow.model_validate(raw)"],
            `pydantic_core._pydantic_core.ValidationError: 1 validation error for BadgeRow\nbadge_expiry\n  Input should be a valid date or datetime, invalid date separator, expected \`-\` [type=date_from_datetime_parsing, input_value='${r.int(10, 28)}/0${r.int(1, 9)}/2027', input_type=str]`,
          ),
        }),
      },
      {
        svc: "job-allocator",
        level: "warn",
        perMin: 12,
        from: 30,
        make: (r) => ({ msg: `Car ${car(r)} excluded from offers: licence status Unverified` }),
      },
    ],
  },
  {
    cat: "validation",
    estate: "cityride",
    origin: "rides-core",
    hints: ["validation", "decimal", "invalid", "400"],
    sev: "medium",
    note: "rides-core's serializer rejects pickup coordinates with too many decimal places sent by a new app build, so ride requests from it fail with 400.",
    reactions: [
      {
        svc: "rides-core",
        level: "warn",
        perMin: 14,
        make: (r) => ({
          msg: `Bad Request: /v1/rides ValidationError {'pickup_lat': [ErrorDetail(string='Ensure that there are no more than 6 decimal places.', code='max_decimal_places')]} app=android-9.2.0 ride_draft=${r.hex(8)}`,
        }),
      },
      {
        svc: "edge-gw",
        level: "info",
        perMin: 14,
        from: 1,
        make: (r) => ({
          msg: `"POST /v1/rides HTTP/1.1" 400 ${r.int(110, 160)} ${r.int(10, 40)}ms upstream=rides-core`,
        }),
      },
    ],
  },
  {
    cat: "validation",
    estate: "northern",
    origin: "fare-meter",
    hints: ["validation", "decimal", "invalid"],
    sev: "medium",
    note: "fare-meter rejects meter-off messages whose extras field is not a valid decimal, so fares are missing and card terminals ask drivers to key amounts.",
    reactions: [
      {
        svc: "fare-meter",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `meter off rejected car=${r.int(1, 420)}`,
          stack: [
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for MeterClose",
            "extras",
            `  Input should be a valid decimal [type=decimal_parsing, input_value='${r.int(0, 3)},50', input_type=str]`,
          ],
        }),
      },
      {
        svc: "card-terminal",
        level: "warn",
        perMin: 8,
        from: 4,
        make: (r) => ({ msg: `no fare for job ${nt(r)}, terminal prompted driver for manual amount` }),
      },
    ],
  },
  // ---------------------------------------------------------------- null_reference
  {
    cat: "null_reference",
    estate: "metrocab",
    origin: "dispatch-matcher",
    hints: ["nil", "nil pointer", "null"],
    sev: "high",
    note: "dispatch-matcher panics on a nil pointer when a candidate driver has no vehicle record and crash-loops, so bookings are not matched.",
    silence: 0.9,
    reactions: [
      {
        svc: "dispatch-matcher",
        level: "fatal",
        perMin: 2,
        make: (r) => ({
          msg: "panic: runtime error: invalid memory address or nil pointer dereference",
          stack: [
            "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0xa3f2c1]",
            "",
            `goroutine ${r.int(100, 900)} [running]:`,
            "github.com/metrocab/dispatch/matcher.(*Scorer).vehicleClassFit(0xc0001a2000, 0xc00b7e4c30)",
            "\t/src/matcher/score.go:112 +0x21",
            "github.com/metrocab/dispatch/matcher.(*Scorer).Score(0xc0001a2000, {0xc00b7e4c30, 0xe, 0x10})",
            "\t/src/matcher/score.go:64 +0x1c5",
            "main.(*server).matchLoop(0xc000132000)",
            "\t/src/cmd/matcher/main.go:188 +0x3a9",
          ],
        }),
      },
      {
        svc: "dispatch-matcher",
        level: "info",
        perMin: 2,
        from: 3,
        make: () => ({ msg: "dispatch-matcher starting build=9c41e2a listen=:7070" }),
      },
      {
        svc: "booking-svc",
        level: "error",
        perMin: 18,
        from: 2,
        make: (r) => ({
          msg: `Dispatch request for ${bk(r)} failed: I/O error on POST request for "http://dispatch-matcher:7070/match": Connection refused`,
        }),
      },
      {
        svc: "rider-api",
        level: "warn",
        perMin: 6,
        from: 40,
        make: (r) => ({ msg: `booking ${bk(r)} searching for driver > 90s` }),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "bluebird",
    origin: "job-allocator",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "job-allocator throws NullReferenceException scoring zones for jobs without a destination, so those jobs are never allocated.",
    reactions: [
      {
        svc: "job-allocator",
        level: "error",
        perMin: 9,
        make: (r) => ({
          msg: `Allocation failed for job ${jb(r)}`,
          stack: [
            "System.NullReferenceException: Object reference not set to an instance of an object.",
            "   at Bluebird.Allocation.ZoneScorer.Score(Job job, Vehicle candidate) in /src/Allocation/ZoneScorer.cs:line 73",
            "   at Bluebird.Allocation.Allocator.<RankCandidates>b__12_0(Vehicle v) in /src/Allocation/Allocator.cs:line 141",
            "   at System.Linq.Enumerable.SelectListIterator`2.ToList()",
            "   at Bluebird.Allocation.Allocator.AllocateAsync(Job job, CancellationToken ct) in /src/Allocation/Allocator.cs:line 98",
          ],
        }),
      },
      {
        svc: "phone-booking",
        level: "warn",
        perMin: 6,
        from: 30,
        make: (r) => ({ msg: `Job ${jb(r)} still unallocated after 180s, agent callback flagged` }),
      },
      {
        svc: "app-bff",
        level: "warn",
        perMin: 6,
        from: 30,
        make: (r) => ({ msg: `job ${jb(r)} status=searching for ${r.int(120, 400)}s` }),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "cityride",
    origin: "docs-verify",
    hints: ["typeerror", "undefined", "null"],
    sev: "medium",
    note: "docs-verify crashes with a TypeError reading expiresAt of an undefined inspection record, so drivers' go-online checks fail.",
    reactions: [
      {
        svc: "docs-verify",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `TypeError: Cannot read properties of undefined (reading 'expiresAt') driver=${d(r)}`,
          stack: [
            "    at checkInspection (/app/dist/rules/inspection.js:27:41)",
            "    at Array.map (<anonymous>)",
            "    at verifyDriver (/app/dist/verify.js:91:30)",
            "    at async /app/dist/routes.js:44:18",
          ],
        }),
      },
      {
        svc: "rides-core",
        level: "warn",
        perMin: 10,
        from: 5,
        make: (r) => ({ msg: `go-online rejected driver=${d(r)}: docs-verify returned 500` }),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "northern",
    origin: "licence-check",
    hints: ["nomethoderror", "nil", "undefined method"],
    sev: "medium",
    note: "licence-check raises NoMethodError on nil for badges without a linked vehicle, so mdt-link sign-ons for those cars fail.",
    reactions: [
      {
        svc: "licence-check",
        level: "error",
        perMin: 6,
        make: (r) => ({
          msg: `NoMethodError (undefined method \`plate' for nil:NilClass) GET /badges/${r.digits(5)}`,
          stack: [
            "app/serializers/badge_serializer.rb:14:in `vehicle_plate'",
            "app/controllers/badges_controller.rb:10:in `show'",
          ],
        }),
      },
      {
        svc: "mdt-link",
        level: "warn",
        perMin: 6,
        from: 4,
        make: (r) => ({ msg: `sign-on car=${r.int(1, 420)} refused: licence-check responded 500` }),
      },
    ],
  },
  // ---------------------------------------------------------------- configuration
  {
    cat: "configuration",
    estate: "metrocab",
    origin: "payments",
    hints: ["config", "merchant", "illegalstate", "not configured"],
    sev: "high",
    note: "payments is redeployed with an empty merchant-account map and every capture fails with 'No merchant account configured for currency GBP'.",
    once: [
      {
        svc: "payments",
        level: "info",
        dt: -40000,
        msg: "Starting PaymentsApplication v2026.22.1 using Java 21.0.3 with PID 1 (/app/payments.jar)",
      },
      {
        svc: "payments",
        level: "info",
        dt: -26000,
        msg: "Started PaymentsApplication in 13.82 seconds (process running for 14.6)",
      },
    ],
    reactions: [
      {
        svc: "payments",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `Capture failed booking=${bk(r)}`,
          stack: javaTrace(
            "java.lang.IllegalStateException: No merchant account configured for currency GBP (payments.psp.merchant-accounts is empty)",
            [
              "com.metrocab.payments.psp.MerchantResolver.forCurrency(MerchantResolver.java:38)",
              "com.metrocab.payments.capture.CaptureService.capture(CaptureService.java:71)",
              "com.metrocab.payments.capture.CaptureListener.onRideCompleted(CaptureListener.java:29)",
            ],
          ),
        }),
      },
      {
        svc: "booking-svc",
        level: "warn",
        perMin: 6,
        from: 5,
        make: (r) => ({ msg: `Booking ${bk(r)} payment pending, payments replied 500` }),
      },
    ],
  },
  {
    cat: "configuration",
    estate: "bluebird",
    origin: "avl-ingest",
    hints: ["config", "geofence", "no such file", "missing"],
    sev: "high",
    note: "avl-ingest reloads a config pointing at a geofence file that does not exist, every fix lands in zone UNKNOWN and job-allocator finds no vehicles.",
    once: [{ svc: "avl-ingest", level: "info", dt: -3000, msg: "config reload requested (SIGHUP), rev 4412" }],
    reactions: [
      {
        svc: "avl-ingest",
        level: "warn",
        perMin: 1,
        until: 20,
        make: () => ({
          msg: "geofences: open /etc/avl/zones-2026q2.geojson: no such file or directory; zone lookup disabled",
        }),
      },
      {
        svc: "avl-ingest",
        level: "warn",
        perMin: 6,
        from: 10,
        make: (r) => ({ msg: `${r.int(150, 500)} fixes published with zone=UNKNOWN (geofence index empty)` }),
      },
      {
        svc: "job-allocator",
        level: "warn",
        perMin: 22,
        from: 20,
        make: (r) => ({
          msg: `No vehicles available for job ${jb(r)} in ${r.pick(["Z01-CENTRAL", "Z04-AIRPORT", "Z07-UNIVERSITY", "Z11-HARBOUR"])} after 4 rings; passenger offered callback`,
        }),
      },
      {
        svc: "phone-booking",
        level: "warn",
        perMin: 4,
        from: 60,
        make: () => ({ msg: "Queue length 14 calls, longest wait 3m12s" }),
      },
    ],
  },
  {
    cat: "configuration",
    estate: "cityride",
    origin: "wallet",
    hints: ["placeholder", "config", "property", "could not resolve"],
    sev: "high",
    note: "wallet's new release cannot resolve the psp.webhook-secret placeholder and crash-loops at startup, so charges fail with 503 at rides-core.",
    silence: 1,
    once: [
      {
        svc: "wallet",
        level: "info",
        dt: -2000,
        msg: "Starting WalletApplication v3.41.0 using Java 17.0.11 with PID 1",
      },
    ],
    reactions: [
      {
        svc: "wallet",
        level: "error",
        perMin: 2,
        make: () => ({
          msg: "Application run failed",
          stack: javaTrace(
            "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'pspWebhookVerifier' defined in URL [jar:nested:/app/wallet.jar/!BOOT-INF/classes/!/io/cityride/wallet/psp/PspWebhookVerifier.class]: Unsatisfied dependency expressed through constructor parameter 0",
            [
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "io.cityride.wallet.WalletApplication.main(WalletApplication.java:12)",
            ],
            [
              `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'psp.webhook-secret' in value "\${psp.webhook-secret}"`,
              "\t... 24 common frames omitted",
            ],
          ),
        }),
      },
      {
        svc: "wallet",
        level: "info",
        perMin: 2,
        from: 10,
        make: () => ({ msg: "Starting WalletApplication v3.41.0 using Java 17.0.11 with PID 1" }),
      },
      {
        svc: "rides-core",
        level: "error",
        perMin: 10,
        from: 4,
        make: (r) => ({ msg: `charge for ride ${rd(r)} failed: wallet 503 Service Unavailable, queued for retry` }),
      },
      {
        svc: "edge-gw",
        level: "error",
        perMin: 4,
        from: 8,
        make: (r) => ({
          msg: `"POST /v1/payments/methods HTTP/1.1" 503 ${r.int(90, 120)} 1ms upstream=wallet no healthy upstream`,
        }),
      },
    ],
  },
  {
    cat: "configuration",
    estate: "northern",
    origin: "radio-dispatch",
    hints: ["config", "radius", "setting"],
    sev: "medium",
    note: "a config reload sets radio-dispatch's auto-dispatch radius to 0 km, so it finds no car for any job and bookings queue (radio-dispatch only warns).",
    once: [
      {
        svc: "radio-dispatch",
        level: "info",
        dt: -1500,
        msg: "Config reloaded from /etc/radio-dispatch/dispatch.properties: auto_dispatch.radius_km=0.0 (was 3.5), auto_dispatch.max_offers=4",
      },
    ],
    reactions: [
      {
        svc: "radio-dispatch",
        level: "warn",
        perMin: 16,
        make: (r) => ({
          msg: `no car within 0.0km for job ${nt(r)} (${r.int(3, 30)} cars free in zone), held for manual dispatch`,
        }),
      },
      {
        svc: "hail-intake",
        level: "warn",
        perMin: 8,
        from: 40,
        make: (r) => ({ msg: `booking ${nt(r)} still unassigned after ${r.int(90, 300)}s` }),
      },
    ],
  },
  // ---------------------------------------------------------------- dependency
  {
    cat: "dependency",
    estate: "metrocab",
    origin: "payments",
    hints: ["psp", "circuit", "503", "unavailable", "acquirer", "dependency"],
    sev: "high",
    note: "the card acquirer answers payments with 503s, payments' circuit breaker opens and captures at drop-off fail.",
    reactions: [
      {
        svc: "payments",
        level: "warn",
        perMin: 8,
        until: 50,
        make: (r) => ({
          msg: `PSP call /pal/servlet/Payment/v68/capture failed: 503 Service Unavailable (psp_ref=${r.hex(16).toUpperCase()}), retry 1/2`,
        }),
      },
      {
        svc: "payments",
        level: "error",
        perMin: 10,
        from: 40,
        make: (r) => ({
          msg: `Capture deferred booking=${bk(r)}: CallNotPermittedException: CircuitBreaker 'psp-acquirer' is OPEN and does not permit further calls`,
        }),
      },
      {
        svc: "payments",
        level: "info",
        perMin: 0.5,
        from: 100,
        make: () => ({ msg: "CircuitBreaker 'psp-acquirer' changed state from OPEN to HALF_OPEN" }),
      },
      {
        svc: "booking-svc",
        level: "warn",
        perMin: 6,
        from: 45,
        make: (r) => ({ msg: `Booking ${bk(r)} payment pending (capture deferred), rider receipt delayed` }),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "bluebird",
    origin: "licensing-sync",
    hints: ["502", "bad gateway", "council", "upstream", "unavailable"],
    sev: "medium",
    note: "the council licensing register API returns 502s, licensing-sync cannot refresh badge status and app-bff blocks driver logins that need a fresh check.",
    reactions: [
      {
        svc: "licensing-sync",
        level: "error",
        perMin: 5,
        make: () => ({
          msg: "register poll failed",
          stack: pyTrace(
            [
              "/srv/licensing/client.py:61:fetch_delta|resp.raise_for_status()",
              "/usr/local/lib/python3.11/site-packages/httpx/_models.py:761:raise_for_status|raise HTTPStatusError(message, request=request, response=self)",
            ],
            "httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'https://licensing.council.gov.uk/api/v2/register/delta?cursor=8c1f29e0'",
          ),
        }),
      },
      {
        svc: "app-bff",
        level: "warn",
        perMin: 8,
        from: 30,
        make: (r) => ({
          msg: `driver login ${d(r)} blocked: licence status stale (> 24h), licensing-sync unavailable`,
        }),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "cityride",
    origin: "positions-stream",
    hints: ["broker", "kafka", "unavailable", "not present in metadata"],
    sev: "high",
    note: "the Kafka brokers behind positions-stream become unavailable, the consumer cannot fetch driver positions and matchmaker runs on stale data.",
    silence: 1,
    reactions: [
      {
        svc: "positions-stream",
        level: "warn",
        perMin: 10,
        make: (r) => ({
          msg: `[Consumer clientId=positions-stream-1, groupId=positions-stream] Connection to node ${r.int(0, 2)} (kafka-${r.int(0, 2)}.kafka.cityride-eu1.svc/10.42.5.${r.int(10, 12)}:9092) could not be established. Broker may not be available.`,
        }),
      },
      {
        svc: "positions-stream",
        level: "error",
        perMin: 1,
        from: 60,
        make: () => ({
          msg: "poll failed",
          stack: javaTrace(
            "org.apache.kafka.common.errors.TimeoutException: Timeout of 60000ms expired before the position for partition driver-positions-4 could be determined",
            ["io.cityride.positions.PositionConsumer.run(PositionConsumer.java:74)"],
          ),
        }),
      },
      {
        svc: "matchmaker",
        level: "warn",
        perMin: 26,
        from: 45,
        make: (r) => ({
          msg: `candidate pool empty ride=${rd(r)}: newest driver fix is ${r.int(60, 400)}s old, skipping`,
        }),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "northern",
    origin: "notifier",
    hints: ["503", "sms", "gateway", "unavailable", "provider"],
    sev: "medium",
    note: "the SMS provider returns 503 to notifier, car-arriving texts are not delivered (notifier retries loudly).",
    silence: 0.9,
    reactions: [
      {
        svc: "notifier",
        level: "error",
        perMin: 14,
        make: (r) => ({
          msg: `sms send failed (attempt ${r.int(1, 5)}/5): provider responded 503 Service Unavailable {"code":"SERVICE_UNAVAILABLE","message":"Temporary outage, please retry"}`,
        }),
      },
      {
        svc: "notifier",
        level: "warn",
        perMin: 2,
        from: 30,
        make: (r) => ({ msg: `sms queue depth ${r.int(200, 900)}, oldest ${r.int(60, 400)}s` }),
      },
    ],
  },
  // ---------------------------------------------------------------- memory
  {
    cat: "memory",
    estate: "metrocab",
    origin: "eta-router",
    hints: ["bad_alloc", "memory", "oom", "alloc"],
    sev: "high",
    note: "eta-router's graph cache grows until allocations fail with std::bad_alloc and it restarts repeatedly, dispatch-matcher's route calls fail.",
    silence: 0.8,
    reactions: [
      {
        svc: "eta-router",
        level: "warn",
        perMin: 1,
        from: -120,
        until: 0,
        make: (r) => ({ msg: `graph cache rss=${r.int(5600, 7700)}MB limit=8192MB, evictions=0` }),
      },
      {
        svc: "eta-router",
        level: "fatal",
        perMin: 1.5,
        make: () => ({
          msg: "terminate called after throwing an instance of 'std::bad_alloc'",
          stack: [
            "  what():  std::bad_alloc",
            "PC: @     0x7f3a1c2e9e2c  (unknown)",
            "*** SIGABRT (@0x1) received by PID 1 (TID 0x7f3a0bfff640) from PID 1; stack trace: ***",
            "    @     0x55d0c4a1b2f3  eta::GraphCache::loadTile()",
            "    @     0x55d0c4a19c10  eta::Router::route()",
          ],
        }),
      },
      {
        svc: "eta-router",
        level: "info",
        perMin: 1.5,
        from: 5,
        make: () => ({ msg: "eta-router 3.8.2 loading graph osm-2026w22 (tiles=4096)" }),
      },
      {
        svc: "dispatch-matcher",
        level: "error",
        perMin: 20,
        from: 3,
        make: (r) => ({
          msg: `route request failed booking=${bk(r)}: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.20.4.8:5000: connect: connection refused"`,
        }),
      },
    ],
  },
  {
    cat: "memory",
    estate: "bluebird",
    origin: "ops-console",
    hints: ["heap", "out of memory", "memory", "allocation failed"],
    sev: "medium",
    note: "ops-console's Node process runs out of heap building the live job board and restarts repeatedly, dispatchers lose the screen.",
    silence: 0.7,
    reactions: [
      {
        svc: "ops-console",
        level: "fatal",
        perMin: 1,
        make: (r) => ({
          msg: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          stack: [
            "",
            "<--- Last few GCs --->",
            "",
            `[1:0x5f1c2a0]   ${r.int(300000, 900000)} ms: Mark-Compact 2037.6 (2083.4) -> 2031.9 (2084.1) MB, 1612.33 / 0.00 ms  (average mu = 0.121, current mu = 0.043) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            " 1: 0xb8ced0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf03ec0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ],
        }),
      },
      {
        svc: "ops-console",
        level: "info",
        perMin: 1,
        from: 8,
        make: (r) => ({ msg: `ops-console 2.${r.int(3, 9)}.4 started on port 3000 (NODE_ENV=production)` }),
      },
      {
        svc: "job-allocator",
        level: "warn",
        perMin: 3,
        from: 30,
        make: (r) => ({ msg: `Manual queue has ${r.int(8, 40)} jobs with no dispatcher acknowledgement` }),
      },
    ],
  },
  {
    cat: "memory",
    estate: "cityride",
    origin: "matchmaker",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "matchmaker runs out of memory building candidate pools and the Go runtime aborts, assignments fail while it restarts.",
    silence: 0.8,
    reactions: [
      {
        svc: "matchmaker",
        level: "fatal",
        perMin: 1,
        make: (r) => ({
          msg: "fatal error: runtime: out of memory",
          stack: [
            "",
            "runtime stack:",
            "runtime.throw({0x1b3c1a2?, 0x400000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
            "runtime.sysMap(0xc1c4000000, 0x4000000, 0x2a5e4b8?)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x8d",
            "",
            `goroutine ${r.int(100, 900)} [running]:`,
            "github.com/cityride/matchmaker/pool.(*Builder).Expand(...)",
            "\t/src/pool/builder.go:88 +0x1f4",
          ],
        }),
      },
      {
        svc: "matchmaker",
        level: "info",
        perMin: 1,
        from: 6,
        make: () => ({ msg: "matchmaker starting version=2.14.0 GOMEMLIMIT=1800MiB" }),
      },
      {
        svc: "rides-core",
        level: "error",
        perMin: 18,
        from: 2,
        make: (r) => ({
          msg: `matchmaker.Assign UNAVAILABLE: connection refused ride=${rd(r)}, retry ${r.int(1, 4)}/4`,
        }),
      },
    ],
  },
  {
    cat: "memory",
    estate: "northern",
    origin: "mdt-link",
    hints: ["outofmemory", "direct buffer", "memory"],
    sev: "high",
    note: "mdt-link exhausts Netty direct buffer memory, terminal channels fail and radio-dispatch cannot deliver job offers.",
    silence: 0.8,
    reactions: [
      {
        svc: "mdt-link",
        level: "error",
        perMin: 6,
        make: (r) => ({
          msg: `Exception caught on channel for car=${r.int(1, 420)}, closing`,
          stack: javaTrace(
            "java.lang.OutOfMemoryError: Cannot reserve 65536 bytes of direct buffer memory (allocated: 268419072, limit: 268435456)",
            [
              "java.base/java.nio.Bits.reserveMemory(Bits.java:178)",
              "io.netty.buffer.PoolArena$DirectArena.newChunk(PoolArena.java:645)",
              "io.netty.channel.nio.AbstractNioByteChannel$NioByteUnsafe.read(AbstractNioByteChannel.java:139)",
            ],
          ),
        }),
      },
      {
        svc: "radio-dispatch",
        level: "error",
        perMin: 18,
        from: 10,
        make: (r) => ({ msg: `offer for job ${nt(r)} to car ${r.int(1, 420)} not delivered: mdt-link 503` }),
      },
    ],
  },
  // ---------------------------------------------------------------- disk
  {
    cat: "disk",
    estate: "metrocab",
    origin: "driver-gateway",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "high",
    note: "driver-gateway's position spool volume fills up, writes fail with no space left on device and positions are dropped.",
    reactions: [
      {
        svc: "driver-gateway",
        level: "warn",
        perMin: 1,
        from: -90,
        until: 0,
        make: (r) => ({ msg: `spool usage ${r.int(93, 99)}% on /var/spool/positions` }),
      },
      {
        svc: "driver-gateway",
        level: "error",
        perMin: 12,
        make: (r) => ({
          msg: `spool append failed shard=${r.int(0, 7)}: write /var/spool/positions/seg-${r.digits(6)}.log: no space left on device; batch of ${r.int(180, 640)} dropped`,
        }),
      },
      {
        svc: "dispatch-matcher",
        level: "warn",
        perMin: 14,
        from: 30,
        make: (r) => ({
          msg: `driver index stale zone=${r.pick(["SOHO", "KX", "CANARY"])} newest=${r.int(30, 300)}s, widening radius`,
        }),
      },
    ],
  },
  {
    cat: "disk",
    estate: "bluebird",
    origin: "meter-sync",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "medium",
    note: "meter-sync's journal disk is full, meter closes are not written and card-capture defers charges for missing meter records.",
    reactions: [
      {
        svc: "meter-sync",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `journal write failed car=${r.int(100, 899)}: fwrite(/data/meter/journal.${r.int(100, 999)}): No space left on device (errno 28)`,
        }),
      },
      {
        svc: "card-capture",
        level: "warn",
        perMin: 6,
        from: 10,
        make: (r) => ({ msg: `charge deferred job=${jb(r)}: no meter record from meter-sync` }),
      },
    ],
  },
  {
    cat: "disk",
    estate: "cityride",
    origin: "dispatch-board",
    hints: ["flood", "disk", "read-only", "watermark"],
    sev: "medium",
    note: "dispatch-board's Elasticsearch index hits the flood-stage watermark and becomes read-only, board events fail to index and operators see a stale board.",
    reactions: [
      {
        svc: "dispatch-board",
        level: "error",
        perMin: 10,
        make: () => ({
          msg: '[error] bulk index failed: %Elasticsearch.Exception{status: 429, type: "cluster_block_exception", message: "index [board-events-000231] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}',
        }),
      },
      {
        svc: "dispatch-board",
        level: "warn",
        perMin: 2,
        from: 30,
        make: (r) => ({ msg: `[warning] event buffer ${r.int(2000, 9000)}/10000, dropping oldest` }),
      },
    ],
  },
  {
    cat: "disk",
    estate: "northern",
    origin: "trip-recorder",
    hints: ["read-only", "disk", "file system", "errno 30"],
    sev: "medium",
    note: "trip-recorder's data volume is remounted read-only, trips cannot be archived.",
    silence: 0.9,
    reactions: [
      {
        svc: "trip-recorder",
        level: "error",
        perMin: 8,
        make: (r) => ({
          msg: `archive failed for trip ${nt(r)}`,
          stack: pyTrace(
            ["/srv/trips/archive.py:58:write_segment|with open(path, 'ab') as fh:"],
            `OSError: [Errno 30] Read-only file system: '/data/trips/seg-${r.hex(6)}.parquet'`,
          ),
        }),
      },
    ],
  },
  // ---------------------------------------------------------------- unknown
  {
    cat: "unknown",
    estate: "metrocab",
    origin: "fare-engine",
    hints: ["500", "internal", "unknown", "error"],
    sev: "high",
    note: "fare-engine stops producing quotes and answers 500 with no detail; booking-svc reports the failures and no cause is ever logged.",
    silence: 1,
    reactions: [
      {
        svc: "fare-engine",
        level: "error",
        perMin: 3,
        make: (r) => ({ msg: `quote ${bk(r)} failed (500), see request log` }),
      },
      {
        svc: "booking-svc",
        level: "error",
        perMin: 20,
        from: 2,
        make: (r) => ({
          msg: `Quote for ${bk(r)} failed: 500 Internal Server Error from POST http://fare-engine:8080/quote: [no body]`,
        }),
      },
      {
        svc: "rider-api",
        level: "error",
        perMin: 10,
        from: 4,
        make: (r) => ({ msg: `POST /v3/bookings 502 ${r.int(60, 200)}ms upstream=booking-svc` }),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "bluebird",
    origin: "app-bff",
    hints: ["exit", "crash", "restart", "unknown"],
    sev: "high",
    note: "app-bff exits with code 1 every half minute without printing why, app bookings fail while it restarts.",
    silence: 0.75,
    reactions: [
      { svc: "app-bff", level: "error", perMin: 2, make: () => ({ msg: "process exited with code 1" }) },
      {
        svc: "app-bff",
        level: "info",
        perMin: 2,
        from: 4,
        make: (r) => ({ msg: `app-bff 5.${r.int(1, 3)}.0 listening on :8080` }),
      },
      {
        svc: "job-allocator",
        level: "warn",
        perMin: 3,
        from: 60,
        make: () => ({ msg: "App channel job intake dropped to 0 in last 60s" }),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "cityride",
    origin: "payouts",
    hints: ["workerlost", "exited", "unknown", "crash"],
    sev: "medium",
    note: "payouts' celery workers die with exit code 1 mid-task and settlements fail, without any log saying why.",
    reactions: [
      {
        svc: "payouts",
        level: "error",
        perMin: 4,
        make: (r) => ({
          msg: `Task payouts.tasks.settle_driver_day[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: WorkerLostError('Worker exited prematurely: exitcode 1 Job: ${r.int(10, 900)}.')`,
        }),
      },
      {
        svc: "payouts",
        level: "error",
        perMin: 2,
        from: 10,
        make: (r) => ({
          msg: `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(100, 999)} exited with 'exitcode 1'`,
        }),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "northern",
    origin: "mdt-link",
    hints: ["unresponsive", "heartbeat", "unknown", "unavailable"],
    sev: "high",
    note: "mdt-link stops logging and answering altogether; radio-dispatch gets no acknowledgements from any car and jobs pile up.",
    silence: 1,
    reactions: [
      {
        svc: "radio-dispatch",
        level: "error",
        perMin: 24,
        from: 20,
        make: (r) => ({ msg: `no ACK from car ${r.int(1, 420)} for job ${nt(r)} within 20s (mdt-link), re-offering` }),
      },
      {
        svc: "radio-dispatch",
        level: "warn",
        perMin: 1,
        from: 60,
        make: () => ({ msg: "mdt-link health probe: connect timed out after 5000ms" }),
      },
      {
        svc: "hail-intake",
        level: "warn",
        perMin: 6,
        from: 90,
        make: (r) => ({ msg: `booking ${nt(r)} still unassigned after ${r.int(90, 300)}s` }),
      },
    ],
  },
];
