// Blind vocabulary table 5: the first line an origin service logs in 260 imagined incidents across industries
// (free text, key=value, framework prefixes, raw exceptions), with the category a person would give; written
// without reading the classifier or the earlier tables.
export const VOCABULARY_5: Array<[string, string]> = [
  // database
  [
    "database",
    "could not settle batch 2231 — ledger DB refused new connections (remaining slots reserved for superuser)",
  ],
  [
    "database",
    "[ERROR] [o.h.e.j.s.SqlExceptionHelper] ERROR: deadlock detected Detail: Process 48211 waits for ShareLock on transaction 99120331; blocked by process 48190.",
  ],
  [
    "database",
    'event=shipment_upsert_failed reason="duplicate key value violates unique constraint \\"shipments_tracking_no_key\\"" sqlstate=23505 tracking_no=ZX88120',
  ],
  [
    "database",
    "HikariPool-1 - Connection is not available (total=50, active=50, idle=0, waiting=212) — pool exhausted for claims-db",
  ],
  ["database", "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL:  sorry, too many clients already"],
  [
    "database",
    "pq: could not serialize access due to concurrent update (SQLSTATE 40001) while reserving seat 14C on flight KX204",
  ],
  [
    "database",
    "Mysql2::Error: Deadlock found when trying to get lock; try restarting transaction: UPDATE `inventory_items` SET `qty` = 3 WHERE `sku` = 'RT-5512'",
  ],
  [
    "database",
    'level=error caller=replica.go:141 msg="refusing read: replica lag 412s exceeds max_staleness 30s" db=orders-replica-2',
  ],
  [
    "database",
    "ActiveRecord::PendingMigrationError: Migrations are pending. To resolve this issue, run: bin/rails db:migrate RAILS_ENV=production",
  ],
  ["database", 'Npgsql.PostgresException (0x80004005): 42P01: relation "patient_allergies_v2" does not exist'],
  ["database", "ERROR 1040 (08004): Too many connections — meter-readings ingest paused"],
  [
    "database",
    'E1125 10:02:03.123 12 store.go:203] failed to commit tx for wallet 8812: pq: could not obtain lock on row in relation "wallets" (SQLSTATE 55P03)',
  ],
  [
    "database",
    "PDOException: SQLSTATE[23000]: Integrity constraint violation: 1452 Cannot add or update a child row: a foreign key constraint fails (`lms`.`enrollments`, CONSTRAINT `fk_course`)",
  ],
  [
    "database",
    'MongoServerError: E11000 duplicate key error collection: gaming.player_profiles index: handle_1 dup key: { handle: "xX_n00b_Xx" }',
  ],
  ["database", "ORA-00060: deadlock detected while waiting for resource -- tariff recalculation job aborted"],
  [
    "database",
    '{"level":"error","msg":"booking insert failed","err":"ERROR: current transaction is aborted, commands ignored until end of transaction block (SQLSTATE 25P02)"}',
  ],
  [
    "database",
    "impossible to get db conn from pool: all 40 conns in use, 300 waiters — claims adjudication is stalled",
  ],
  ["database", 'psycopg2.errors.UndefinedColumn: column "vat_rate" of relation "invoice_lines" does not exist'],
  [
    "database",
    "Error: ER_CON_COUNT_ERROR: Too many connections at Handshake.Sequence._packetToError (/app/node_modules/mysql/lib/protocol/sequences/Sequence.js:47:14)",
  ],
  ["database", "warehouse sync aborted: SQLSTATE 40P01 deadlock_detected on table stock_moves (tx 77120 rolled back)"],

  // network
  [
    "network",
    "java.net.ConnectException: Connection refused (Connection refused) connecting to fx-rates.internal:8443",
  ],
  ["network", "Error: read ECONNRESET at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20)"],
  ["network", "dial tcp: lookup tracking-api.svc.cluster.local on 10.96.0.10:53: no such host"],
  ["network", "getaddrinfo ENOTFOUND telemetry-ingest.eu-west.internal"],
  [
    "network",
    'level=error caller=uplink.go:77 msg="push failed" err="write tcp 10.4.2.17:51844->10.4.9.3:9092: write: broken pipe"',
  ],
  ["network", "SSL handshake with payments-gw.partner.example failed: sslv3 alert handshake failure"],
  ["network", "System.Net.Http.HttpRequestException: No such host is known. (ledger-sync.corp.local:443)"],
  [
    "network",
    "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='eligibility.payer.example', port=443): Max retries exceeded with url: /v2/check (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f2a1c>: Failed to establish a new connection: [Errno 113] No route to host'))",
  ],
  ["network", "connect EHOSTUNREACH 10.20.3.44:5672 - telemetry fan-out suspended"],
  ["network", "sftp upload to bank remittance host dropped: Connection reset by peer, 0 of 1450 files transferred"],
  [
    "network",
    'E1125 03:14:07.551 1 grpc_client.go:120] rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing dial tcp 10.0.12.8:50051: connect: connection refused"',
  ],
  ["network", 'Post "https://carrier-proxy.int:443/labels": remote error: tls: handshake failure'],
  [
    "network",
    'Errno::ECONNREFUSED: Failed to open TCP connection to search-node-3:9200 (Connection refused - connect(2) for "search-node-3" port 9200)',
  ],
  ["network", "curl error 6: Could not resolve host: cdn-origin.media-int.net (asset prefetch aborted)"],
  ["network", "socket hang up while streaming match replay chunk 88/120 to edge-relay-7"],
  [
    "network",
    "ERROR [reqwest::connect] error trying to connect: tcp connect error: Network is unreachable (os error 101)",
  ],
  ["network", '{"severity":"ERROR","event":"hl7_forward_failed","peer":"10.60.1.9:2575","error":"ECONNRESET"}'],
  ["network", "** (Mint.TransportError) connection refused — ticket inventory push to gds-bridge:4000 not possible"],
  ["network", "[Errno -3] Temporary failure in name resolution while resolving smtp-relay.school.local"],
  ["network", "IPsec SA to substation-42 deleted, no route to host 172.16.42.10 — SCADA poll skipped"],

  // timeout
  ["timeout", "Mysql2::Error: Lock wait timeout exceeded; try restarting transaction"],
  ["timeout", "context deadline exceeded while calling pricing.Quote (budget 800ms)"],
  [
    "timeout",
    "java.net.SocketTimeoutException: Read timed out — GET https://customs-broker.example/api/declarations/7781",
  ],
  ["timeout", "nightly settlement export: ERROR: canceling statement due to statement timeout"],
  ["timeout", "Task timed out after 30.03 seconds"],
  ["timeout", "asyncio.exceptions.TimeoutError — waited 15s for EHR vitals response, giving up"],
  ["timeout", "job report-gen-2026Q3 killed: exceeded max runtime of 3600s"],
  [
    "timeout",
    "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
  ],
  [
    "timeout",
    'level=warn caller=lock.go:55 msg="could not acquire distributed lock in time" key=settlement:2026-11-25 waited=30s',
  ],
  ["timeout", "Net::ReadTimeout with #<TCPSocket:(closed)> while fetching boarding pass PDF"],
  ["timeout", "Timeout::Error: execution expired (geo lookup for order 55120)"],
  ["timeout", "Error: ESOCKETTIMEDOUT — no response from loyalty-points within 10000ms"],
  ["timeout", "grpc: code = DeadlineExceeded desc = context deadline exceeded (method=/fleet.v1.Dispatch/Assign)"],
  ["timeout", "Query execution was interrupted, maximum statement execution time exceeded"],
  ["timeout", "PHP Fatal error:  Maximum execution time of 30 seconds exceeded in /var/www/app/Report.php on line 212"],
  ["timeout", "E1125 10:02:03.123 12 reconciler.go:88] timed out waiting for the condition"],
  ["timeout", "concurrent.futures._base.TimeoutError: render of invoice batch 991 did not finish in 300s"],
  ["timeout", "** (exit) exited in: GenServer.call(Matchmaker.Queue, {:enqueue, 8812}, 5000) ** (EXIT) time out"],
  ["timeout", "tokio::time::error::Elapsed: deadline has elapsed (sensor snapshot flush)"],
  [
    "timeout",
    '{"lvl":"error","msg":"payment auth aborted: deadline 8000ms exceeded","elapsed_ms":8001,"psp":"acq-north"}',
  ],

  // rate_limiting
  ["rate_limiting", "HTTP 429 Too Many Requests from maps.geocoder.example (retry-after: 30)"],
  ["rate_limiting", "ThrottlingException: Rate exceeded (Service: DynamoDb; Status Code: 400; Request ID: 7F2A9C)"],
  ["rate_limiting", 'event=sms_send_failed provider=smsgw status=429 code=20429 msg="Too many requests"'],
  [
    "rate_limiting",
    "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.example-apis.com'",
  ],
  ["rate_limiting", 'level=warn msg="rate limited by upstream" api=shop-admin bucket=40/40 retry_in=2s'],
  ["rate_limiting", "LLMProviderError: Error code: 429 - rate_limit_exceeded: Rate limit reached for requests per min"],
  ["rate_limiting", "chat API returned ratelimited, backing off 60s before posting incident digest"],
  ["rate_limiting", "API rate limit exceeded for installation 88123 (0 of 5000 remaining, resets 10:42Z)"],
  ["rate_limiting", "RequestLimitExceeded: Request limit exceeded. (DescribeInstances, autoscaler tick)"],
  ["rate_limiting", "Stripe::RateLimitError: Too many requests made to the API too quickly"],
  ["rate_limiting", "we are throttled by carrier API, 0 tokens left in bucket for account ACME-LOG-3"],
  ["rate_limiting", "SlowDown: Please reduce your request rate. (PUT s3://media-transcode-out/ep-12/seg-0031.ts)"],
  [
    "rate_limiting",
    "[WARN] [RateLimiterFilter] rejecting request: client 10.1.1.8 exceeded 100 req/min on /api/grades",
  ],
  ["rate_limiting", "bot API: Too Many Requests: retry after 37"],
  [
    "rate_limiting",
    "ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level",
  ],
  ["rate_limiting", "daily API call quota (10000) exhausted for weather feed, forecasts going stale"],
  [
    "rate_limiting",
    "Microsoft.Azure.Cosmos.CosmosException: Response status code does not indicate success: TooManyRequests (429); Substatus: 3200; request rate is large",
  ],
  ["rate_limiting", "ratelimit: send_push denied, tenant=edu-114 used 1200/1200 per hour"],
  ["rate_limiting", "e-sign vendor answered 'API rate limit exceeded' on envelope create; 412 envelopes queued"],
  ["rate_limiting", "THROTTLED: too many calls per second to fare-search partner (limit 50/s), request dropped"],

  // validation
  [
    "validation",
    "pydantic_core._pydantic_core.ValidationError: 1 validation error for ShipmentCreate weight_kg Input should be greater than 0 [type=greater_than, input_value=-3.5, input_type=float]",
  ],
  ["validation", "rejecting HL7 ADT^A08 from ward-7: PID-7 birth date '2026-13-40' is not a valid date"],
  [
    "validation",
    'event=order_rejected reason="schema validation failed: /items/0/quantity must be integer" order_id=R-99812',
  ],
  [
    "validation",
    "com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.LocalDate` from String \"31/11/2026\": Text '31/11/2026' could not be parsed",
  ],
  ["validation", "IBAN DE00INVALID0000 failed mod-97 check, transfer tx-8812 rejected"],
  ["validation", "422 Unprocessable Entity: field 'email' has invalid format ('jane.doe@@mail')"],
  ["validation", "json: cannot unmarshal string into Go struct field Reading.temperature of type float64"],
  [
    "validation",
    "System.ArgumentOutOfRangeException: Specified argument was out of the range of valid values. (Parameter 'seatCount') Actual value was -2.",
  ],
  ["validation", "invalid msg on topic meter.readings partition 3 offset 88123: missing required field 'meter_id'"],
  [
    "validation",
    "ActiveRecord::RecordInvalid: Validation failed: Postal code is not a valid UK postcode, Phone can't be blank",
  ],
  ["validation", 'webhook payload from POS terminal T-55 rejected: amount "12,50" is not a number'],
  [
    "validation",
    'Illuminate\\Validation\\ValidationException: The given data was invalid. {"start_date":["The start date must be a date after today."]}',
  ],
  ["validation", 'level=warn msg="bad request" err="currency \'XYZ\' not in ISO-4217 list" route=/v1/quotes'],
  [
    "validation",
    "serde_json::Error: invalid value: integer `-40`, expected u8 at line 1 column 58 (telemetry frame from device dx-220)",
  ],
  ["validation", '{"error":"VALIDATION","detail":"player name exceeds 16 chars","player_id":"p-55120"}'],
  [
    "validation",
    'Ecto.Changeset invalid: errors: [departure_at: {"must be before arrival_at", []}] for itinerary IT-3391',
  ],
  ["validation", '"student_id" must be a valid GUID (enrolment import row 4411)'],
  [
    "validation",
    'java.lang.NumberFormatException: For input string: "1O5" while parsing dosage for prescription RX-7781',
  ],
  [
    "validation",
    "XML schema validation failed for customs declaration CD-2231: cvc-pattern-valid: Value 'ABC' is not facet-valid with respect to pattern '[0-9]{8}' for type 'HSCode'",
  ],
  ["validation", "CSV row 112 refused: tariff code empty, expected 10 digits (upload by grid operator GO-7)"],

  // null_reference
  [
    "null_reference",
    'java.lang.NullPointerException: Cannot invoke "com.acme.ledger.Account.getCurrency()" because "acct" is null',
  ],
  ["null_reference", "TypeError: Cannot read properties of undefined (reading 'trackingNumber')"],
  ["null_reference", "AttributeError: 'NoneType' object has no attribute 'patient_id'"],
  [
    "null_reference",
    "panic: runtime error: invalid memory address or nil pointer dereference [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c1a2f]",
  ],
  [
    "null_reference",
    "System.NullReferenceException: Object reference not set to an instance of an object. at Booking.Services.FareCalculator.Apply(Booking b)",
  ],
  ["null_reference", "NoMethodError: undefined method `[]' for nil:NilClass (app/jobs/sync_grades_job.rb:41)"],
  [
    "null_reference",
    "PHP Fatal error:  Uncaught Error: Call to a member function getPrice() on null in /srv/shop/src/Cart.php:88",
  ],
  [
    "null_reference",
    "thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', src/ingest/decoder.rs:212:34",
  ],
  ["null_reference", "** (UndefinedFunctionError) function nil.name/0 is undefined"],
  ["null_reference", "TypeError: Cannot read property 'price' of null"],
  [
    "null_reference",
    "E1125 07:40:11.902 9 handler.go:64] recovered panic in /v1/loyalty: nil pointer dereference on member.Tier",
  ],
  ["null_reference", "kotlin.KotlinNullPointerException at com.fleet.dispatch.RouteMapper.map(RouteMapper.kt:57)"],
  ["null_reference", "TypeError: 'NoneType' object is not subscriptable (resp['items'] in sync_catalog)"],
  ["null_reference", "event=render_failed err=\"undefined is not an object (evaluating 'session.user.locale')\""],
  ["null_reference", "TypeError: player.inventory is undefined"],
  ["null_reference", "[ERROR] [c.a.w.ShiftController] Request processing failed: java.lang.NullPointerException: null"],
  ["null_reference", "NullReferenceException in MatchResultProcessor.Process — opponent was null for match 99120"],
  ["null_reference", "Fatal error: Unexpectedly found nil while unwrapping an Optional value (FlightCell.swift:88)"],
  [
    "null_reference",
    "Attempt to invoke virtual method 'java.lang.String com.edu.Course.getTitle()' on a null object reference",
  ],
  ["null_reference", "refund callback crashed: cannot access 'amount' of None — event ev_881 skipped"],

  // configuration
  ["configuration", "missing required environment variable LEDGER_DB_URL; refusing to start"],
  ["configuration", "KeyError: 'PAYOUT_API_BASE' (os.environ lookup in settings.py line 44)"],
  ["configuration", "Invalid value for config key 'retry.backoff' = \"fast\": expected a duration (e.g. 500ms)"],
  [
    "configuration",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Spring placeholder syntax is part of the log text
    "java.lang.IllegalStateException: Failed to load ApplicationContext: Could not resolve placeholder 'carrier.api.key' in value \"${carrier.api.key}\"",
  ],
  ["configuration", "config file /etc/telemetry/agent.yaml not found, cannot start collector"],
  ["configuration", "yaml: line 14: mapping values are not allowed in this context (loading /app/config/routing.yml)"],
  ["configuration", "feature flag 'new-pricing-engine' is enabled but pricing.v2.endpoint is empty"],
  ["configuration", "ERROR unknown region 'eu-west-9' in STORAGE_REGION; check deployment values"],
  [
    "configuration",
    "truststore /opt/app/certs/partners.jks has no CA for bank-gw.partner.example (PKIX path building failed) — check javax.net.ssl.trustStore setting",
  ],
  [
    "configuration",
    "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmtpOptions' members: 'Host' with the error: 'The Host field is required.'",
  ],
  [
    "configuration",
    'level=fatal msg="invalid DATABASE_URL" err="parse \\"postgress//reports@db-7/reports\\": missing protocol scheme"',
  ],
  ["configuration", "Error: Cannot find module '/app/config/production.json'"],
  ["configuration", "webhook endpoint misconfigured: CALLBACK_URL=http://localhost:8080/hooks in prod profile"],
  ["configuration", "PAYMENT_GATEWAY_URL points to sandbox host in production config, live charges cannot be placed"],
  ["configuration", 'panic: config: field "max_workers" must be > 0, got 0 (from WORKERS env)'],
  ["configuration", "ConfigurationError: unknown log sink 'kafkaa' in logging.sinks[2]"],
  ["configuration", "flag provided but not defined: -shard-count"],
  [
    "configuration",
    "ArgumentError: Missing `secret_key_base` for 'production' environment, set this string with `bin/rails credentials:edit`",
  ],
  [
    "configuration",
    '{"level":"error","msg":"no broker addresses configured","setting":"KAFKA_BOOTSTRAP_SERVERS","value":""}',
  ],
  ["configuration", 'SMTP_PORT="twenty-five" could not be parsed as int — mailer disabled'],

  // authentication
  ["authentication", "401 Unauthorized from core-banking API: invalid client credentials (client_id=teller-app)"],
  ["authentication", "JWT verification failed: token expired at 2026-11-25T10:01:00Z (sub=driver-8812)"],
  ["authentication", "org.springframework.security.authentication.BadCredentialsException: Bad credentials"],
  ["authentication", 'FATAL:  password authentication failed for user "reporting"'],
  ["authentication", "LDAP bind failed: 49 - Invalid Credentials (uid=svc-ehr,ou=services,dc=hosp,dc=local)"],
  ["authentication", "invalid_grant: refresh token revoked or expired for integration 'erp-sync'"],
  [
    "authentication",
    "SASL authentication failed for kafka user telemetry-producer: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
  ],
  ["authentication", 'level=error msg="auth failed" reason="id token signature mismatch" provider=oidc kid=k-2291'],
  ["authentication", "AuthenticationException: The API key provided is invalid or has been revoked (carrier=fastship)"],
  ["authentication", "SAML response rejected: assertion expired (NotOnOrAfter 2026-11-25T09:58:00Z)"],
  ["authentication", "ssh: unable to authenticate, attempted methods [none publickey], no supported methods remain"],
  [
    "authentication",
    "MongoServerError: Authentication failed. (code 18, AuthenticationFailed) user=catalog_rw db=admin",
  ],
  ["authentication", 'WWW-Authenticate: Bearer error="invalid_token", error_description="The access token expired"'],
  [
    "authentication",
    "The security token included in the request is invalid. (Service: Sts; Status Code: 403; Error Code: InvalidClientTokenId)",
  ],
  ["authentication", "WRONGPASS invalid username-password pair or user is disabled."],
  ["authentication", "smtp: 535 5.7.8 Authentication credentials invalid — grade reports not mailed"],
  [
    "authentication",
    "UNAUTHENTICATED: Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
  ],
  ["authentication", "Kerberos: Pre-authentication information was invalid (24) for principal svc-batch@CORP.LOCAL"],
  [
    "authentication",
    '401 - {"error":"invalid_token","error_description":"Token is not active"} from keycloak introspection',
  ],
  ["authentication", "PHP Warning:  ftp_login(): Login incorrect. (uploading nightly manifest to partner FTP)"],

  // authorization
  ["authorization", "403 Forbidden: user 'teller-441' lacks permission 'payments:approve'"],
  [
    "authorization",
    "AccessDeniedException: User: arn:aws:iam::123456789012:role/etl-runner is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::claims-archive/2026/11",
  ],
  ["authorization", "ERROR: permission denied for table shipments"],
  [
    "authorization",
    'pods is forbidden: User "system:serviceaccount:ci:deployer" cannot list resource "pods" in API group "" in the namespace "prod"',
  ],
  ["authorization", "org.springframework.security.access.AccessDeniedException: Access is denied"],
  ["authorization", "insufficient_scope: token lacks scope 'inventory.write' (client=store-kiosk-12)"],
  [
    "authorization",
    "rpc error: code = PermissionDenied desc = caller svc-reporting not allowed to call Ledger/ExportAll",
  ],
  ["authorization", "event=policy_denied subject=group:contractors action=read resource=patient/88123 engine=opa"],
  ["authorization", "Pundit::NotAuthorizedError: not allowed to update? this Course"],
  ["authorization", "The caller does not have permission (403) — storage.objects.create on bucket media-raw-ingest"],
  [
    "authorization",
    "AuthorizationFailed: The client 'svc-fare-sync' does not have authorization to perform action 'Microsoft.KeyVault/vaults/secrets/read' over scope '/subscriptions/0000/kv-fares'",
  ],
  ["authorization", 'level=warn msg="rbac deny" role=viewer required=admin path=/admin/tariffs'],
  ["authorization", '403 {"code":"FORBIDDEN","message":"account is not entitled to feature bulk_export"}'],
  ["authorization", 'MongoServerError: not authorized on telemetry to execute command { insert: "readings" }'],
  [
    "authorization",
    "Symfony\\Component\\Security\\Core\\Exception\\AccessDeniedException: Access Denied. (route: admin_refunds)",
  ],
  ["authorization", "TOPIC_AUTHORIZATION_FAILED: Not authorized to access topics: [orders.v2]"],
  ["authorization", "ERROR 1142 (42000): INSERT command denied to user 'grader'@'10.1.%' for table 'results'"],
  ["authorization", "tenant mismatch: user u-5531 of tenant t-88 tried to read invoice of tenant t-12, access denied"],
  ["authorization", "role 'dispatcher' is not permitted to cancel trips in region NORTH (forbidden)"],
  ["authorization", "casbin: enforce denied (sub=svc-billing, obj=/vault/hr/*, act=read)"],

  // dependency
  ["dependency", "payment provider returned 502 Bad Gateway for charge ch_8812 (acquirer=northbank)"],
  ["dependency", "CircuitBreaker 'carrierRates' is OPEN and does not permit further calls"],
  ["dependency", 'event=publish_failed reason="message broker down: no brokers available" cluster=events-prod'],
  ["dependency", "upstream eligibility service unavailable (503 Service Unavailable), claims queued"],
  ["dependency", "amqp: 320 CONNECTION_FORCED - broker forced connection closure with reason 'shutdown' (rabbit@mq-2)"],
  ["dependency", '503 from geocoding vendor: "service temporarily unavailable, try again later"'],
  ["dependency", "Hystrix: short-circuited command LoyaltyBalance, fallback triggered (circuit open)"],
  ["dependency", "SMS gateway answered 500 Internal Server Error for 1200 OTP messages"],
  ["dependency", "Breaker is open — skipping call to weather-provider"],
  ["dependency", "PSP api_error (500): An unknown error occurred on the provider's end (charge attempt ca_7712)"],
  [
    "dependency",
    "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (FlightStatusClient)",
  ],
  ["dependency", "identity verification vendor down (HTTP 503), customer onboarding blocked"],
  ["dependency", "nats: no responders available for request on subject pricing.quote"],
  ["dependency", "GDS provider returned SOAP Fault: Server.Unavailable — booking PNR ZX99K failed"],
  ["dependency", 'level=error msg="zookeeper ensemble unavailable, cannot elect leader" quorum=0/3'],
  ["dependency", "map tile vendor returning 500 Internal Server Error on every request since 10:02"],
  [
    "dependency",
    "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'ehrGateway' is OPEN and does not permit further calls",
  ],
  ["dependency", "webhook delivery to partner ERP failed: 503 Service Unavailable (partner maintenance window)"],
  ["dependency", "Pub/Sub publish failed: 503 The service is currently unavailable. (topic=telemetry-raw)"],
  ["dependency", "upstream grades-api is unavailable (all instances 503), cannot publish report cards"],

  // memory
  ["memory", "java.lang.OutOfMemoryError: Java heap space"],
  ["memory", "java.lang.OutOfMemoryError: GC overhead limit exceeded (reconciliation batch 2231)"],
  ["memory", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"],
  ["memory", "container telemetry-agg OOMKilled (exit code 137), memory limit 512Mi"],
  ["memory", "MemoryError while building recommendations matrix (shape 2.1M x 40k)"],
  ["memory", "fatal error: runtime: out of memory: cannot allocate 1073741824-byte block (3221225472 in use)"],
  ["memory", "memory allocation of 268435456 bytes failed"],
  ["memory", "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown."],
  ["memory", "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes)"],
  ["memory", "Out of memory: Killed process 4412 (render-worker) total-vm:8123456kB, anon-rss:7900112kB"],
  ["memory", 'eheap_alloc: Cannot allocate 2147483648 bytes of memory (of type "heap").'],
  ["memory", "fork: Cannot allocate memory (spawning pdf-renderer)"],
  ["memory", "NoMemoryError: failed to allocate memory"],
  ["memory", 'level=warn msg="heap usage 97% after full GC, shedding load" service=match-sim'],
  ["memory", "OOM command not allowed when used memory > 'maxmemory'."],
  ["memory", "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"],
  ["memory", "worker exit 137: killed, RSS reached cgroup memory.max (2G)"],
  ["memory", "java.lang.OutOfMemoryError: Metaspace"],
  [
    "memory",
    "terminate called after throwing an instance of 'std::bad_alloc' what(): std::bad_alloc (TileCache::load)",
  ],
  [
    "memory",
    "io.netty.util.internal.OutOfDirectMemoryError: failed to allocate 16777216 byte(s) of direct memory (used: 1056964615, max: 1073741824)",
  ],

  // disk
  ["disk", "OSError: [Errno 28] No space left on device: '/data/exports/claims_2026-11-25.csv'"],
  ["disk", "ENOSPC: no space left on device, write '/var/app/uploads/tmp-8812'"],
  [
    "disk",
    "index [tracks-2026.11] blocked by: [FORBIDDEN/12/index read-only / allow delete (api)]; flood stage disk watermark [95%] exceeded on es-data-3",
  ],
  ["disk", "open /var/lib/telemetry/wal/000231.log: read-only file system"],
  ["disk", "mkdir /tmp/render-8812: no space left on device"],
  ["disk", 'PANIC:  could not write to file "pg_wal/xlogtemp.123": No space left on device'],
  ["disk", "inode exhaustion on /var/spool/queue (IUse% 100), cannot create new message files"],
  [
    "disk",
    "java.io.IOException: No space left on device at java.base/java.io.FileOutputStream.writeBytes(Native Method)",
  ],
  ["disk", 'level=error msg="disk full" mount=/mnt/media free=0B action=pause_transcode'],
  ["disk", "IOError: [Errno 30] Read-only file system: '/srv/backups/nightly.tar.gz'"],
  ["disk", "System.IO.IOException: There is not enough space on the disk. : 'D:\\Reports\\fare_audit.pdf'"],
  [
    "disk",
    "ERROR Error while appending records to orders-3 in dir /kafka/data (kafka.server.LogDirFailureChannel) java.io.IOException: No space left on device",
  ],
  ["disk", "disk usage 99.7% on /var/lib/docker, image pull aborted, no free space"],
  ["disk", "Errno::ENOSPC: No space left on device @ io_write - /app/log/production.log"],
  ["disk", "write /data/tiles/z14/8812.png: disk quota exceeded"],
  [
    "disk",
    "WiredTiger error (28) __posix_file_write: /data/db/collection-7.wt: handle-write: pwrite: failed to write 4096 bytes at offset 0: No space left on device",
  ],
  ["disk", "EXT4-fs error (device sdb1): remounting filesystem read-only — scanner uploads failing"],
  ["disk", "the volume /mnt/recordings is full (0 bytes free), dropping call recording rec-8812"],
  ["disk", 'rsync: write failed on "/backup/edu/grades-2026.tar": No space left on device (28)'],
  ["disk", "cannot rotate logs: /var/log is 100% full, kiosk app halted"],

  // unknown
  ["unknown", "settlement run 2231 failed"],
  ["unknown", "Unhandled exception in worker, restarting (attempt 3/5)"],
  ["unknown", "event=sync_failed job=inventory-nightly status=error"],
  ["unknown", "ERROR: something went wrong while processing order R-88123"],
  ["unknown", "500 Internal Server Error returned for POST /v1/claims"],
  ["unknown", "panic: unreachable"],
  ["unknown", "process exited with code 1"],
  ["unknown", "E1125 10:02:03.123 12 reconciler.go:88] reconcile failed for tenant edu-114"],
  ["unknown", "[ERROR] [c.a.b.BookingService] Booking failed for PNR ZX99K"],
  ["unknown", 'level=error caller=worker.go:212 msg="task failed" task_id=8812 retries=5'],
  ["unknown", 'Exception in thread "pool-3-thread-7" com.acme.grid.MeterSyncException: sync failed'],
  ["unknown", "fatal: unexpected error in matchmaking loop, shutting down"],
  ["unknown", "RuntimeError: export did not complete (status=FAILED)"],
  ["unknown", '{"level":"error","msg":"operation failed","op":"publish_grades","code":"E_UNKNOWN"}'],
  ["unknown", "Error: Unexpected error (code -1) in render pipeline"],
  ["unknown", "** (RuntimeError) shipment label generation failed"],
  ["unknown", "thread 'worker-3' panicked at 'internal error: entered unreachable code', src/pipeline.rs:88:14"],
  ["unknown", "transcode job tj-7781 FAILED after 0.4s (exit status 255)"],
  ["unknown", "ERR patient merge could not be completed, contact support ref #A7F3"],
  ["unknown", "Invoice generation failed for account 55120. Please retry later."],
];
