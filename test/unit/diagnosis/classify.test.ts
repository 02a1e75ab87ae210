import { describe, expect, test } from "@jest/globals";
import { addCategoryEvidence, decideCategory, emptyEvidence } from "../../../shared/diagnosis/categories.js";
import { servedServerError } from "../../../shared/diagnosis/line-verdict.js";
import { readSignals } from "../../../shared/diagnosis/signals.js";

function categoryOf(...messages: string[]): string {
  const ev = emptyEvidence();
  for (const m of messages) addCategoryEvidence(ev, m, 1);
  return decideCategory(ev, 2.5).category;
}

describe("category evidence on real-world wordings", () => {
  test.each([
    ["authentication", 'FATAL:  password authentication failed for user "app"'],
    ["authentication", "JWT expired at 2026-05-14T07:00:00Z. Current time: 2026-05-14T07:41:02Z"],
    [
      "authentication",
      "MsalServiceException: AADSTS7000222: The provided client secret keys for app 'a1' are expired.",
    ],
    ["timeout", "Task timed out after 15.02 seconds"],
    ["timeout", "Function execution took 60002 ms, finished with status: 'timeout'"],
    ["memory", "RequestId: ed10895e-28b9-47f6-92ba-1046bc8c6286 Error: Runtime exited with error: signal: killed"],
    ["configuration", "System.InvalidOperationException: The ConnectionString property has not been initialized."],
    // .NET's GetRequiredSection, though the section names the cache it configures
    [
      "configuration",
      "System.InvalidOperationException: Section 'Cache:Redis:ConnectionString' not found in configuration.",
    ],
    [
      "authentication",
      "put docs/a.jpg failed: operation error S3: PutObject, StatusCode: 403, api error InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.",
    ],
    [
      "network",
      "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception. ---> System.Security.Authentication.AuthenticationException: Authentication failed because the remote party sent a TLS alert: 'HandshakeFailure'.",
    ],
    ["configuration", 'route episodes-stream: upstream cluster "playback-api-v2" not found in cluster manager'],
    [
      "dependency",
      'renewal charge failed: %Stripe.Error{source: :stripe, code: :api_error, message: "An unknown error occurred", extra: %{http_status: 500}}',
    ],
    ["memory", "[warning] :alarm_handler: {:set, {:system_memory_high_watermark, []}}"],
    ["rate_limiting", "[check] rejected: RateLimiter 'securityConfig' does not permit further calls"],
    ["network", "acquirer call failed: javax.net.ssl.SSLHandshakeException: Received fatal alert: protocol_version"],
    ["network", "print job failed: dial tcp 10.0.4.2:9100: connect: cannot assign requested address"],
    [
      "authorization",
      "Authorization failed. These requirements were not met:\n      RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (Payroll.Approver)",
    ],
    [
      "configuration",
      "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'TaxOptions' members: 'BaseUrl' with the error: 'The BaseUrl field is required.'",
    ],
    [
      "configuration",
      "Invalid HTTP_HOST header: 'enrol.example.edu'. You may need to add 'enrol.example.edu' to ALLOWED_HOSTS.",
    ],
    [
      "configuration",
      '"PUT /v1/profile HTTP/1.1" 503 NC 666 2461 0 - "100.64.4.217" "okhttp/4.12" "9bde7926" "api.x" "-"',
    ],
    ["configuration", '"POST /v2/match HTTP/2" 503 - 0 0 0 - "-" "client/3.14" "-" route_name=match cluster_not_found'],
    ["authorization", "AccessDenied: User: arn:aws:sts::1:assumed-role/app is not authorized to perform: s3:PutObject"],
    ["authorization", 'pods is forbidden: User "system:serviceaccount:x" cannot list resource "pods"'],
    ["database", "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved"],
    ["database", "SequelizeDatabaseError: deadlock detected"],
    ["network", "Error: getaddrinfo ENOTFOUND api.partner.example"],
    ["network", "read tcp 10.0.0.1:443: connection reset by peer"],
    ["network", "mnesia_event got {inconsistent_database, running_partitioned_network, 'rabbit@mq-1'}"],
    ["timeout", "event loop blocked for 1680ms (waiting room E755153 reorder)"],
    ["network", 'transport: Error while dialing: dial tcp 172.20.4.9:7443: i/o timeout"'],
    ["timeout", "upstream timed out (110: Connection timed out) while reading response header from upstream"],
    ["timeout", "clearing run for interval aborted: solver wall clock limit 240s reached (gap 38e-3)"],
    ["validation", "rejected batch a5e9 from build 99120: 3 validation errors for MatchEvent"],
    ["validation", "transfer rejected: IBAN NL56ABNA0542732113 failed mod-97 checksum (field creditor.iban)"],
    ["database", 'waiting for replication timed out; writeConcern {w: "majority", wtimeout: 5000} not satisfied'],
    ["network", "node 'rabbit@mq-1' down: net_tick_timeout"],
    ["timeout", "context deadline exceeded while calling pricing"],
    ["timeout", "Lock wait timeout exceeded; try restarting transaction"],
    ["rate_limiting", "ThrottlingException: Rate exceeded"],
    ["rate_limiting", "429 Too Many Requests from api.github.com"],
    ["validation", 'ValidationError: "email" must be a valid email'],
    ["null_reference", "TypeError: Cannot read properties of undefined (reading 'price')"],
    ["null_reference", "AttributeError: 'NoneType' object has no attribute 'id'"],
    ["null_reference", "panic: runtime error: invalid memory address or nil pointer dereference"],
    ["configuration", "environment variable DATABASE_URL is not set"],
    [
      "configuration",
      'publisher init failed: parse "nats//nats-0.nats:4222": first path segment in URL cannot contain colon',
    ],
    [
      "validation",
      "snowflake.connector.errors.ProgrammingError: 100038 (22018): Numeric value 'N/A' is not recognized",
    ],
    ["dependency", "circuit breaker 'stripe' is OPEN"],
    ["memory", "Container payments-worker in pod payments-7d9f terminated: exit code 137 (OOMKilled)"],
    ["memory", "Memory cgroup out of memory: Killed process 4242 (java) total-vm:8123456kB"],
    [
      "memory",
      "<--- JS stacktrace ---> FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
    ],
    ["memory", "java.lang.OutOfMemoryError: GC overhead limit exceeded"],
    ["timeout", "java.net.SocketTimeoutException: Read timed out"],
    ["timeout", "AxiosError: timeout of 5000ms exceeded"],
    ["timeout", "rpc error: code = DeadlineExceeded desc = context deadline exceeded"],
    ["timeout", "inference exceeded budget: 3379ms > 800ms, request cancelled"],
    [
      "authentication",
      "mqtt connect to tcp://mq.internal:1883 failed: CONNACK rc=5 not authorized (user meter-ingest)",
    ],
    ["network", "dial tcp: lookup ledger-db on 10.96.0.10:53: no such host"],
    ["network", "connect ECONNREFUSED 10.0.4.17:8080"],
    [
      "network",
      "dial tcp: lookup usage-store.grid.svc on 169.254.20.10:53: read udp 10.2.8.236:36881->169.254.20.10:53: i/o timeout",
    ],
    [
      "network",
      "AuthenticationException: The remote certificate is invalid because of errors in the certificate chain: UntrustedRoot",
    ],
    ["database", "ERROR: deadlock detected (SQLSTATE 40P01)"],
    ["database", "replica lag 47s exceeds max_replica_lag=10s; refusing reads"],
    ["database", 'psycopg2.errors.UndefinedTable: relation "invoices_v2" does not exist'],
    ["database", "HikariPool-1 - Connection is not available, request timed out after 30000ms."],
    ["configuration", "invalid value 'abc' for PAYMENT_TIMEOUT_MS: must be an integer"],
    ["configuration", "PKIX path building failed: unable to find valid certification path to requested target"],
    ["configuration", "MQTT_BROKER_URL not set, falling back to tcp://localhost:1883"],
    ["configuration", "purchase failed: pricing rule set 'dynamic-v2' is not configured"],
    ["configuration", "could not read CA bundle /etc/ssl/internal-ca.pem: open /etc/ssl/internal-ca.pem: no such file"],
    ["authorization", "SqlException (0x80131904): The SELECT permission was denied on the object 'MeterReads'"],
    ["authorization", "psycopg2.errors.InsufficientPrivilege: permission denied for table wave_plans"],
    [
      "configuration",
      'psycopg2.OperationalError: connection to server failed: FATAL:  database "registry_prd" does not exist',
    ],
    [
      "configuration",
      "DataAnnotation validation failed for 'SmtpOptions' members: 'Port' must be between 1 and 65535.",
    ],
    [
      "configuration",
      "PermanentRedirect: The bucket you are attempting to access must be addressed using the specified endpoint",
    ],
    ["validation", "register rejected: serial_number 'FPX-12' does not match ^FP[A-Z]{3}$"],
    ["validation", "rejecting order: price precision 8 exceeds tick size for BTC-USDT"],
    ["dependency", "service discovery failed: Unexpected response code: 500 (rpc error making call: )"],
    ["configuration", "failed to load /etc/ledger/tls/client.pem: no such file or directory"],
    ["dependency", "payment failed: HTTP 503 from api.psp.example"],
    ["dependency", "session lookup failed: connect ECONNREFUSED 10.12.4.7:6379"],
    ["dependency", "Bunny: connection to mq:5671 refused by broker (CONNECTION_FORCED - broker is not running)"],
    ["timeout", "celery.exceptions.SoftTimeLimitExceeded: Soft time limit (300s) exceeded for basecall.chunk[12]"],
    ["dependency", "[ioredis] Unhandled error event: Error: connect ECONNRESET redis-primary"],
    ["dependency", "ReplyError: READONLY You can't write against a read only replica."],
    ["dependency", "cache backend error: LOADING: Redis is loading the dataset in memory (redis-cache:6379)"],
    ["memory", "java.lang.OutOfMemoryError: Java heap space"],
    ["memory", "Error R14 (Memory quota exceeded)"],
    ["memory", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"],
    ["disk", "write /var/lib/data/wal: no space left on device"],
    ["disk", "OSError: [Errno 30] Read-only file system: '/data/x'"],
    [
      "dependency",
      "put object failed: operation error S3: PutObject, exceeded maximum number of attempts, 3, https response error StatusCode: 500, RequestID: 5BC5, api error InternalError: We encountered an internal error. Please try again.",
    ],
    [
      "dependency",
      "botocore.exceptions.ClientError: An error occurred (ServiceUnavailable) when calling the PutObject operation (reached max retries: 4)",
    ],
    [
      "dependency",
      "com.amazonaws.services.s3.model.AmazonS3Exception: We encountered an internal error. Please try again. (Service: Amazon S3; Status Code: 500; Error Code: InternalError)",
    ],
    [
      "rate_limiting",
      "AmazonS3Exception: Please reduce your request rate. (Service: Amazon S3; Status Code: 503; Error Code: SlowDown)",
    ],
    ["configuration", "No application encryption key has been specified."],
    ["timeout", "ScreeningPoller: lane 7 poll canceled after 30000ms (HttpClient.Timeout)"],
    ["timeout", "fail: Payments.Capture.CaptureHandler[0] Capture failed for trip TR-20875623 after 10002ms"],
    ["unknown", "transcode job tj-7781 FAILED after 0.4s (exit status 255)"],
    [
      "configuration",
      'Error: failed to load config from /etc/wafer-map/config.toml\n\nCaused by:\n    TOML parse error at line 14, column 19\n    invalid type: string "12k", expected u32',
    ],
    ["validation", 'request body rejected: invalid type: string "12k", expected u32'],
    ["configuration", "TypeError [ERR_INVALID_URL]: Invalid URL\n    at new URL (node:internal/url:775:36)"],
    ["configuration", 'Get "tos.prod.svc:8080/api": unsupported protocol scheme "tos.prod.svc"'],
    ["configuration", "java.net.MalformedURLException: no protocol: tos.prod.svc:8080/api"],
    ["dependency", "kombu.exceptions.OperationalError: [Errno 111] Connection refused"],
    ["validation", "dead-lettered 1 message after 3 validation failures"],
    ["authorization", "cache write failed: NOPERM User ticketing has no permissions to run the 'setex' command"],
    ["validation", "event rejected: jsonschema: '/amount' does not validate with schema#/properties/amount/type"],
    ["validation", "Publish rejected for story 9279: The byline field is required."],
    ["configuration", "pricing engine v2 not configured: missing rate card 'default'"],
    ["configuration", "falling back failed: v1 engine disabled by flag"],
    [
      "configuration",
      "Error starting Micronaut server: Failed to inject value for parameter [baseUrl] of class: LimsClient",
    ],
    [
      "configuration",
      "SRCFG00014: The config property assay.queue.url is required but it could not be found in any config source",
    ],
    ["configuration", 'Error: Configuration property "payments.baseUrl" is not defined'],
    ["dependency", "Renewal B936241 failed: Stripe.StripeException: api_error (500) from payment provider"],
    ["validation", 'dropping frame from bike B-72901: invalid type: string "NaN", expected f64 at line 1 column 214'],
    ["rate_limiting", '*98400 limiting requests, excess: 20.3 by zone "api_per_ip", client: 100.64.39.1'],
    ["null_reference", "** (UndefinedFunctionError) function nil.species/0 is undefined"],
    ["validation", "ValueError: setpoint -2450.0 kW outside allowed range [0, 3600] (park 3)"],
    ["validation", "bsm rejected: invalid licence plate: check digit mismatch"],
    ["configuration", "cannot create vendor client: CryptographicException (client-2026.pfx not found)"],
    ["configuration", "RuntimeError: the signing secret has not been set"],
    [
      "validation",
      "System.Text.Json.JsonException: The JSON value could not be converted to System.Decimal. Path: $.lines[2].unitPrice",
    ],
    ["database", "ERROR:  invalid page in block 4821 of relation base/16384/24601"],
    ["database", "WARNING:  page verification failed, calculated checksum 2231 but expected 8741"],
    [
      "authorization",
      "StripePermissionError: The provided key 'rk_live_***Xk2p' does not have the required permissions for this endpoint",
    ],
  ])("%s: %s", (category, message) => {
    expect(categoryOf(message)).toBe(category);
  });

  test("one stray keyword does not decide: weak evidence stays unknown", () => {
    expect(categoryOf("worker 3 exited with status 1; respawning")).toBe("unknown");
    expect(categoryOf("config")).toBe("unknown");
    expect(categoryOf("IndexError: list index out of range")).toBe("unknown");
  });

  test.each([
    ["authentication", 'token verification failed: no key with kid "k9" in JWKS'],
    ["database", "gocql: no hosts available in the pool"],
    ["database", "Error 1062 (23000): Duplicate entry 'x' for key 'PRIMARY'"],
    ["rate_limiting", "ProvisionedThroughputExceededException: throughput exceeded"],
    ["validation", "json: cannot unmarshal string into Go struct field A.b of type int"],
    ["null_reference", "called `Option::unwrap()` on a `None` value"],
    ["configuration", "Could not resolve placeholder 'api.url' in value \"${api.url}\""],
    ["configuration", "error loading settings: missing field `x` in [store]"],
    ["dependency", "kafka: client has run out of available brokers to talk to"],
    ["dependency", "SendGrid responded 500 Internal Server Error for POST /v3/mail/send"],
    ["network", "TLS error: SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED"],
    ["timeout", "pager call exceeded 10s deadline, delivery deferred"],
    ["authentication", "SAMLResponse rejected: signature does not verify with any trusted key (KeyName=idp-2)"],
    ["configuration", 'invalid value "5s" for key `flush_interval_ms` in /etc/stats/config.toml: expected an integer'],
    ["validation", "JSON::ParserError: unexpected character: 'NaN' at line 1 column 58"],
    ["validation", "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)"],
    ["timeout", 'request aborted: handler exceeded 8000ms {"route":"/rates/latest"}'],
    ["null_reference", "*** SIGSEGV (@0x0) received by PID 1 (TID 0x7f1c2affd700) from PID 0; stack trace: ***"],
    ["null_reference", "AddressSanitizer: SEGV on unknown address 0x000000000000"],
    ["disk", "Error: Storage resources are insufficient for the write operation .minio.sys/tmp/cb0c (cmd.StorageErr)"],
    [
      "disk",
      "blk_update_request: I/O error, dev nvme1n1, sector 633120359 op 0x1:(WRITE) flags 0x800 phys_seg 1 prio class 0",
    ],
    ["dependency", "TimeoutException: Topic appointments.events.v1 not present in metadata after 60000 ms."],
    [
      "database",
      "LOG:  process 9453 still waiting for RowExclusiveLock on relation 16402 of database 16384 after 1000.585 ms",
    ],
    ["dependency", "[Partition pings-2 broker=2] Shrinking ISR from 2,3,1 to 2. Out of sync replicas: (brokerId: 3)"],
    ["disk", "LedgerDirsMonitor - All ledger directories are non writable: /pulsar/data/ledgers is full (usage 95.2%)"],
    [
      "database",
      "ERROR [ReadStage-6] StorageProxy.java:2049 - Scanned over 100001 tombstones during query 'SELECT * FROM c.by_article WHERE id = 8' ; query aborted",
    ],
    ["database", "** (Xandra.Error) [read_failure] Operation failed - READ_TOMBSTONE_OVERWHELM from /10.1.0.4:7000"],
    ["database", "MongoServerSelectionError: Server selection timed out after 30000 ms (ReplicaSetNoPrimary)"],
    ["network", "[ERROR] plugin/errors: 2 route-planner. A: read udp 10.0.0.3:42546->10.96.0.10:53: i/o timeout"],
    ["database", "replica timescale-telemetry-replica-1 Seconds_Behind_Source=83 (threshold 30)"],
    ["rate_limiting", "backfill page 1232/2400 sent (62 msg/s, account limit 100 msg/s) — 96 queued"],
    [
      "dependency",
      "Error: Can't send mail - all recipients were rejected: 421 4.3.2 Service not available, closing transmission channel",
    ],
    ["dependency", "smtp deferred 1% of deliveries in last 60s: 421 4.7.0 Try again later"],
    [
      "authorization",
      "Database Error in model fct_utilisation (models/marts/fct_utilisation.sql)\n  002003 (02000): SQL compilation error:\n  Schema 'ANALYTICS.MARTS' does not exist or not authorized.",
    ],
    [
      "configuration",
      "java.lang.IllegalArgumentException: Required executor memory (16384 MB), offHeap memory (0) MB, overhead (1638 MB), and PySpark memory (0 MB) is above the max threshold (12288 MB) of this cluster!",
    ],
  ])("wider vocabulary, %s: %s", (category, message) => {
    expect(categoryOf(message)).toBe(category);
  });

  test("the medium that carried a failure yields to why it failed", () => {
    expect(categoryOf('org.postgresql.util.PSQLException: FATAL: password authentication failed for user "ro"')).toBe(
      "authentication",
    );
    expect(categoryOf("PSQLException: ERROR: could not extend file: No space left on device")).toBe("disk");
    expect(categoryOf("upstream connect error: TLS handshake failure")).toBe("network");
    // a database that could not be reached for its login: the login failed (SQLSTATE 08001 is "could not connect")
    expect(
      categoryOf(
        "snowflake.connector.errors.DatabaseError: 250001 (08001): None: Failed to connect to DB: acme.snowflakecomputing.com:443. Incorrect username or password was specified.",
      ),
    ).toBe("authentication");
    expect(categoryOf("snowflake.connector.errors.DatabaseError: 250001 (08001): Failed to connect to DB")).toBe(
      "database",
    );
  });

  test("a search cluster with no shards or master to answer is a dependency down; its full disk stays disk", () => {
    expect(
      categoryOf(
        "ElasticsearchStatusException[Elasticsearch exception [type=search_phase_execution_exception, reason=all shards failed]]",
      ),
    ).toBe("dependency");
    expect(categoryOf("ClusterBlockException[blocked by: [SERVICE_UNAVAILABLE/2/no master];]")).toBe("dependency");
    expect(categoryOf("Cluster health status changed from [YELLOW] to [RED] (reason: [shards failed])")).toBe(
      "dependency",
    );
    expect(categoryOf("cluster health status changed from [RED] to [YELLOW]")).toBe("unknown");
    expect(
      categoryOf(
        "cluster_block_exception: index [orders] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]",
      ),
    ).toBe("disk");
  });

  test("nothing configured for what a request needs, or no entry for it in a settings file, is configuration", () => {
    expect(categoryOf('ticket 77af allocation failed: no game server fleet configured for region "eu-wset"')).toBe(
      "configuration",
    );
    expect(categoryOf('region "eu-wset" has no entry in fleets.yaml; tickets for it cannot be allocated')).toBe(
      "configuration",
    );
  });

  test("a request log's own answer is not an upstream's: Serilog's 'HTTP POST /x responded 500'", () => {
    expect(categoryOf("HTTP POST /wallet/topups responded 500 in 10.9156 ms")).toBe("unknown");
    expect(categoryOf("payment provider responded 500 for POST /v1/charges")).toBe("dependency");
    // many of them do not add up to a dependency beside the one line that says why
    const own = Array(40).fill("POST /v1/ingest/batch -> 503 in 6ms");
    expect(categoryOf(...own, "GET /v1/devices/7623 502 28ms", "MQTT_BROKER_URL not set")).toBe("configuration");
    // a router's report of what the app answered ("status=503") is the app's answer too
    const router = Array(40).fill('at=error code=H10 desc="App crashed" method=POST path="/v1/x" status=503');
    expect(categoryOf(...router)).toBe("unknown");
  });

  test("volume cannot turn a weak word into a cause", () => {
    const ev = emptyEvidence();
    addCategoryEvidence(ev, "append failed, see upstream trace 9f", 50);
    expect(decideCategory(ev, 2.5).category).toBe("unknown");
  });

  test("a consistent story beats a single contradicting word", () => {
    expect(
      categoryOf(
        "index [books] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]",
      ),
    ).toBe("disk");
  });
});

describe("error signals beyond the level", () => {
  test("status, exception, errno, SQLSTATE", () => {
    expect(readSignals("GET /x -> 502 in 40ms")).toMatchObject({ status: 502 });
    expect(readSignals("java.lang.IllegalStateException: boom").exception).toBe("IllegalStateException");
    expect(readSignals("connect ECONNREFUSED 10.0.0.1:5432").errno).toBe("ECONNREFUSED");
    expect(readSignals("ERROR: SQLSTATE[40001] serialization failure").sqlstate).toBe("40001");
    expect(readSignals("served page in 40ms").errorScore).toBe(0);
    expect(readSignals("completed with 0 errors").errorScore).toBeLessThan(1);
  });

  test("a service's status after its name, not a quantity with its unit", () => {
    expect(readSignals("call failed: billing-api 503").status).toBe(503);
    expect(readSignals("Memory limit of 512 MiB exceeded with 531 MiB used").status).toBeUndefined();
    expect(readSignals("request failed after 450 ms").status).toBeUndefined();
  });

  test("an error number HTTP has no status for is no HTTP status", () => {
    const clickhouse =
      "Code: 516. DB::Exception: default: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)";
    expect(readSignals(clickhouse).status).toBeUndefined();
    expect(servedServerError(clickhouse)).toBe(false);
    expect(readSignals("upstream answered code=503 Service Unavailable").status).toBe(503);
    expect(readSignals("origin failed: HTTP 522").status).toBe(522);
  });

  test("an exception Python names without a suffix, where Python prints one", () => {
    expect(
      readSignals(
        "Failed to run task cinder.scheduler.flows.create_volume.ScheduleCreateVolumeTask;volume:create: No valid backend was found. No weighed backends available: NoValidBackend: No valid backend was found. No weighed backends available",
      ).exception,
    ).toBe("NoValidBackend");
    expect(
      readSignals(
        'Traceback (most recent call last):\n  File "x.py", line 3, in f\nnova.exception.InstanceNotFound: Instance abc could not be found.',
      ).exception,
    ).toBe("InstanceNotFound");
    // a heading, a header or a one-word name is no exception
    expect(readSignals("ContentType: application/json").exception).toBeUndefined();
    expect(readSignals("request done: Status: OK").exception).toBeUndefined();
  });

  test("Cloud Run's word for a crashed instance's response, or a link's anchor, is no malformed input", () => {
    expect(
      categoryOf(
        "The request failed because either the HTTP response was malformed or connection to the instance had an error. See https://cloud.google.com/run/docs/troubleshooting#malformed-response-or-connection-error",
      ),
    ).not.toBe("validation");
  });
});
