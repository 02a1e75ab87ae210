// Blind vocabulary table 6: each category as the origin logs it, as a platform reports it, and as key=value / JSON
// fields or bare codes, one line each, with the category a person would give; written without reading the
// classifier or the earlier tables.
export const VOCABULARY_6: Array<[string, string]> = [
  // database: origin
  [
    "database",
    "org.postgresql.util.PSQLException: ERROR: deadlock detected Detail: Process 48213 waits for ShareLock on transaction 99120; blocked by process 48190.",
  ],
  [
    "database",
    "com.zaxxer.hikari.pool.HikariPool$PoolInitializationException: Failed to initialize pool: FATAL: sorry, too many clients already",
  ],
  [
    "database",
    'sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "bookings_pkey" DETAIL: Key (booking_ref)=(HX-55120) already exists.',
  ],
  [
    "database",
    "pq: could not serialize access due to concurrent update (SQLSTATE 40001) while updating fare_caps for card 7781",
  ],
  [
    "database",
    "QueryFailedError: ER_LOCK_DEADLOCK: Deadlock found when trying to get lock; try restarting transaction",
  ],
  [
    "database",
    "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 87) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
  ],
  [
    "database",
    "ActiveRecord::StatementInvalid: PG::UndefinedColumn: ERROR:  column rooms.floor_code does not exist LINE 1: SELECT rooms.floor_code FROM rooms",
  ],
  ["database", "SQLSTATE[HY000] [1040] Too many connections"],
  // database: platform
  [
    "database",
    "Cloud SQL instance catalog-pg-prod: FATAL: remaining connection slots are reserved for non-replication superuser connections",
  ],
  [
    "database",
    "Amazon RDS event RDS-EVENT-0046: read replica fares-ro-2 replication lag is 1840 seconds behind source fares-primary",
  ],
  [
    "database",
    'Liveness probe failed for pod catalog-db-0: psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  the database system is in recovery mode',
  ],
  [
    "database",
    "mariadb.service: mysqld[2214]: [ERROR] Table './hotel/reservations' is marked as crashed and should be repaired",
  ],
  [
    "database",
    "TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict, None] (Service: DynamoDb, Status Code: 400)",
  ],
  [
    "database",
    "Azure SQL Database 'booking-db' on server 'sql-hotel-we': Error 1205: Transaction (Process ID 61) was deadlocked on lock resources and has been chosen as the deadlock victim.",
  ],
  // database: fields / codes
  ["database", "db.system=postgresql sqlstate=40P01 op=UPDATE table=seat_holds"],
  ["database", '{"err":{"code":"ER_CON_COUNT_ERROR","errno":1040,"msg":"Too many connections"},"db":"fares"}'],
  ["database", 'pool=primary active=50 idle=0 waiting=212 max=50 msg="db connection pool exhausted"'],
  ["database", '{"level":"error","db.system":"mysql","error.code":1213,"msg":"transaction rolled back by server"}'],
  [
    "database",
    'replica=pg-ro-3 replication_lag_seconds=412 msg="read replica too far behind primary, serving stale rows"',
  ],
  ["database", "error.kind=UniqueViolation sqlstate=23505 constraint=loans_item_id_key table=loans"],

  // network: origin
  ["network", "java.net.ConnectException: Connection refused (Connection refused) connecting to room-inventory:8080"],
  [
    "network",
    'Get "http://trip-planner.transit.svc.cluster.local/v1/plan": dial tcp: lookup trip-planner.transit.svc.cluster.local on 10.96.0.10:53: no such host',
  ],
  [
    "network",
    "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
  ],
  ["network", "Error: getaddrinfo ENOTFOUND catalog-search.internal"],
  [
    "network",
    "System.Net.Http.HttpRequestException: No route to host (fare-engine:8443) ---> System.Net.Sockets.SocketException (113): No route to host",
  ],
  [
    "network",
    'hyper::Error(Connect, ConnectError("tcp connect error", Os { code: 111, kind: ConnectionRefused, message: "Connection refused" }))',
  ],
  [
    "network",
    "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake (peer booking-desk.hotel.local:443)",
  ],
  ["network", "boost::system::system_error: read_some: Connection reset by peer [system:104] from 10.4.2.17:7000"],
  // network: platform
  ["network", "kernel: nf_conntrack: nf_conntrack: table full, dropping packet"],
  ["network", "kernel: ixgbe 0000:3b:00.0 eth0: NIC Link is Down"],
  ["network", "systemd-networkd[488]: ens5: Lost carrier"],
  [
    "network",
    "istio-proxy: upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111",
  ],
  [
    "network",
    'containerd: failed to resolve reference "registry.transit.local/fare-engine:5.1": dial tcp: lookup registry.transit.local on 127.0.0.53:53: server misbehaving',
  ],
  [
    "network",
    "AWS ALB: target 10.0.3.41:8080 in target group opac-web-tg reset the connection (error_reason=TargetConnectionReset)",
  ],
  // network: fields / codes
  ["network", 'error.kind=ConnectException error.message="Connection refused" peer.address=10.12.4.9:9000'],
  ["network", "errno=ECONNRESET peer=rider-app-gw:443 op=read"],
  ["network", '{"err":{"code":"ENOTFOUND","syscall":"getaddrinfo","hostname":"opac-web.lib.local"}}'],
  ["network", "net.error=EHOSTUNREACH dst=10.20.3.4 dst_port=8080"],
  ["network", "errno=ECONNREFUSED dst=10.1.7.22:5672"],
  [
    "network",
    '{"event":"tls_handshake","outcome":"failure","peer":"fare-engine:8443","error":"unexpected EOF during TLS handshake"}',
  ],

  // timeout: origin
  ["timeout", "java.net.SocketTimeoutException: Read timed out while calling booking-desk /api/holds"],
  [
    "timeout",
    'Get "http://trip-planner/v1/plan": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
  ],
  ["timeout", "asyncio.exceptions.TimeoutError: fare lookup did not complete within 5.0s"],
  [
    "timeout",
    "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
  ],
  [
    "timeout",
    "akka.pattern.AskTimeoutException: Ask timed out on [Actor[akka://fares/user/pricing#-1123]] after [3000 ms]",
  ],
  [
    "timeout",
    "Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> calling https://rooms.hotel.local/availability",
  ],
  [
    "timeout",
    "PHP Fatal error:  Maximum execution time of 30 seconds exceeded in /var/www/opac/src/Search.php on line 212",
  ],
  ["timeout", "** (exit) exited in: GenServer.call(RoomInventory.Cache, {:get, 42}, 5000) ** (EXIT) time out"],
  // timeout: platform
  ["timeout", "2026-05-14T07:41:02.123Z 3f2a9c1e-77b1-4b0e-9d2a-1c5e8f0a4b21 Task timed out after 30.03 seconds"],
  [
    "timeout",
    'heroku[router]: at=error code=H12 desc="Request timeout" method=GET path="/api/rooms" host=booking-desk.herokuapp.com dyno=web.2 connect=1ms service=30000ms status=503',
  ],
  ["timeout", "The request has been terminated because it has reached the maximum request timeout."],
  [
    "timeout",
    'Liveness probe failed: Get "http://10.244.2.8:8080/health": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
  ],
  ["timeout", "fare-engine.service: start operation timed out. Terminating."],
  [
    "timeout",
    'nginx: upstream timed out (110: Connection timed out) while reading response header from upstream, upstream: "http://10.0.4.12:8080/search"',
  ],
  // timeout: fields / codes
  ["timeout", "error.kind=DeadlineExceeded grpc_code=4 method=/fares.v1.Pricing/Quote"],
  ["timeout", 'status=504 upstream=trip-planner upstream_response_time=60.001 msg="gateway timeout"'],
  ["timeout", '{"err":{"code":"ETIMEDOUT","msg":"request to http://catalog-search/query timed out after 8000ms"}}'],
  ["timeout", 'sqlstate=57014 msg="canceling statement due to statement timeout" query=report_daily_occupancy'],
  ["timeout", "grpc_code=DEADLINE_EXCEEDED elapsed_ms=5003 deadline_ms=5000"],
  ["timeout", '{"job":"nightly-reindex","outcome":"timeout","elapsed_s":3600,"limit_s":3600}'],

  // rate_limiting: origin
  [
    "rate_limiting",
    "org.springframework.web.client.HttpClientErrorException$TooManyRequests: 429 Too Many Requests: [no body] from POST https://api.sms-vendor.example/v1/send",
  ],
  [
    "rate_limiting",
    "botocore.exceptions.ClientError: An error occurred (ThrottlingException) when calling the PutMetricData operation: Rate exceeded",
  ],
  [
    "rate_limiting",
    "googleapi: Error 429: Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user', rateLimitExceeded",
  ],
  ["rate_limiting", "HTTPError: Response code 429 (Too Many Requests) from maps.vendor.example, retry-after 30s"],
  [
    "rate_limiting",
    "Microsoft.Azure.Cosmos.CosmosException: Response status code does not indicate success: TooManyRequests (429); Substatus: 3200; Request rate is large.",
  ],
  ["rate_limiting", "Rack::Attack throttled request from 10.3.2.1 (rule: logins/ip, limit 5 per 60s)"],
  [
    "rate_limiting",
    "io.github.resilience4j.ratelimiter.RequestNotPermitted: RateLimiter 'partnerApi' does not permit further calls",
  ],
  [
    "rate_limiting",
    "Symfony\\Component\\RateLimiter\\Exception\\RateLimitExceededException: Rate Limit Exceeded for key checkout_10.8.1.5",
  ],
  // rate_limiting: platform
  [
    "rate_limiting",
    "I0514 07:41:02.123456 1 request.go:697] Waited for 1.19s due to client-side throttling, not priority and fairness, request: GET:https://10.96.0.1/api/v1/namespaces/transit/pods",
  ],
  [
    "rate_limiting",
    "RESOURCE_EXHAUSTED: Quota exceeded for quota metric 'Publish requests' and limit 'Publish requests per minute' of service 'pubsub.googleapis.com'",
  ],
  [
    "rate_limiting",
    "Azure Resource Manager: 429 TooManyRequests - Number of 'read' requests for subscription exceeded the limit of 12000 for time interval '01:00:00'",
  ],
  [
    "rate_limiting",
    'Failed to pull image "docker.io/library/nginx:1.25": toomanyrequests: You have reached your pull rate limit.',
  ],
  [
    "rate_limiting",
    "SlowDown: Please reduce your request rate. (Service: Amazon S3; Status Code: 503; Error Code: SlowDown)",
  ],
  ["rate_limiting", "Rate Exceeded. (Service: AWSLambda; Status Code: 429; Error Code: TooManyRequestsException)"],
  // rate_limiting: fields / codes
  ["rate_limiting", "status=429 retry_after=30 upstream=geo-api"],
  ["rate_limiting", '{"err":{"code":"RATE_LIMITED","msg":"too many requests","limit":100,"window":"1m"}}'],
  ["rate_limiting", "http.status_code=429 http.url=https://maps.vendor.example/v2/route"],
  ["rate_limiting", 'error.kind=ThrottlingException error.message="Rate exceeded" aws.service=SQS'],
  ["rate_limiting", "ratelimit.remaining=0 ratelimit.limit=5000 ratelimit.reset=1779000000 action=rejected"],
  ["rate_limiting", '{"status":429,"path":"/v1/trips","client":"rider-app"}'],

  // authentication: origin
  ["authentication", "org.springframework.security.authentication.BadCredentialsException: Bad credentials"],
  ["authentication", "jwt.exceptions.ExpiredSignatureError: Signature has expired"],
  [
    "authentication",
    'oauth2: cannot fetch token: 401 Unauthorized Response: {"error":"invalid_client","error_description":"client authentication failed"}',
  ],
  ["authentication", "JsonWebTokenError: invalid signature"],
  [
    "authentication",
    "Microsoft.IdentityModel.Tokens.SecurityTokenExpiredException: IDX10223: Lifetime validation failed. The token is expired.",
  ],
  ["authentication", "Net::LDAP bind failed for cn=svc-booking,ou=apps,dc=hotel: Invalid Credentials (49)"],
  [
    "authentication",
    '** (Postgrex.Error) FATAL 28P01 (invalid_password) password authentication failed for user "fares"',
  ],
  [
    "authentication",
    "grpc::Status UNAUTHENTICATED: Request had invalid authentication credentials. Expected OAuth 2 access token.",
  ],
  // authentication: platform
  [
    "authentication",
    'Failed to pull image "registry.hotel.local/booking:4.2": rpc error: code = Unknown desc = failed to authorize: failed to fetch oauth token: unexpected status: 401 Unauthorized',
  ],
  ["authentication", "sshd[2211]: Failed password for invalid user deploy from 10.9.8.7 port 50122 ssh2"],
  [
    "authentication",
    "An error occurred (ExpiredToken) when calling the AssumeRole operation: The security token included in the request is expired",
  ],
  [
    "authentication",
    "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID.",
  ],
  [
    "authentication",
    "kube-apiserver: Unable to authenticate the request due to an error: [invalid bearer token, service account token has expired]",
  ],
  ["authentication", 'catalog-db-1  | FATAL:  password authentication failed for user "catalog"'],
  // authentication: fields / codes
  ["authentication", "status=401 reason=token_expired sub=svc-fares"],
  ["authentication", '{"err":{"code":"UNAUTHENTICATED","msg":"missing or invalid bearer token"}}'],
  ["authentication", 'error.kind=AuthenticationException error.message="invalid username or password" realm=staff'],
  ["authentication", 'ldap_result=49 bind_dn="cn=svc-opac,ou=svc,dc=lib" msg="ldap bind rejected"'],
  ["authentication", 'http.status_code=401 www_authenticate="Bearer error=invalid_token" route=/v1/loans'],
  ["authentication", '{"event":"login","result":"failed","reason":"bad_password","user":"frontdesk7","attempts":5}'],

  // authorization: origin
  ["authorization", "org.springframework.security.access.AccessDeniedException: Access is denied"],
  [
    "authorization",
    'rpc error: code = PermissionDenied desc = caller "spiffe://transit/trip-planner" lacks permission fares.quotes.read',
  ],
  ["authorization", 'ForbiddenError: user 4412 does not have role "librarian" required for DELETE /loans/:id'],
  [
    "authorization",
    "Microsoft.AspNetCore.Authorization.DefaultAuthorizationService: Authorization failed. These requirements were not met: RolesAuthorizationRequirement: User.IsInRole must be true for one of the following roles: (Admin)",
  ],
  ["authorization", "Pundit::NotAuthorizedError: not allowed to update? this Reservation"],
  [
    "authorization",
    "Symfony\\Component\\Security\\Core\\Exception\\AccessDeniedException: Access Denied. (ROLE_STAFF required)",
  ],
  ["authorization", "** (Postgrex.Error) ERROR 42501 (insufficient_privilege) permission denied for table fare_rules"],
  ["authorization", 'Error: 403 Forbidden: token for client opac-web lacks scope "catalog:write"'],
  // authorization: platform
  [
    "authorization",
    'pods is forbidden: User "system:serviceaccount:hotel:booking-desk" cannot list resource "pods" in API group "" in the namespace "hotel"',
  ],
  [
    "authorization",
    "AccessDeniedException: User: arn:aws:sts::111122223333:assumed-role/fare-engine/i-0abc is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-1:111122223333:key/abcd because no identity-based policy allows the kms:Decrypt action",
  ],
  ["authorization", "PERMISSION_DENIED: Permission 'pubsub.topics.publish' denied on resource (or it may not exist)."],
  [
    "authorization",
    "AuthorizationFailed: The client 'a1b2c3' with object id 'a1b2c3' does not have authorization to perform action 'Microsoft.Storage/storageAccounts/listKeys/action' over scope '/subscriptions/0000/resourceGroups/hotel'",
  ],
  ["authorization", "denied: requested access to the resource is denied"],
  [
    "authorization",
    "vault: Error making API request. URL: GET https://vault.transit.local/v1/secret/data/fares Code: 403. Errors: * permission denied",
  ],
  // authorization: fields / codes
  ["authorization", "status=403 reason=insufficient_scope required_scope=rooms:write"],
  ["authorization", '{"err":{"code":"PERMISSION_DENIED","msg":"role viewer cannot perform trips.cancel"}}'],
  ["authorization", "grpc_code=7 method=/catalog.v1.Admin/Reindex caller=opac-web"],
  ["authorization", 'error.kind=AccessDeniedException error.message="not authorized to perform: sqs:SendMessage"'],
  ["authorization", "authz.decision=deny policy=tenant-isolation subject=user:881 resource=booking:5512"],
  ["authorization", "http.status_code=403 http.route=/admin/fares user.roles=[agent]"],

  // validation: origin
  ["validation", "javax.validation.ConstraintViolationException: createBooking.request.checkIn: must be a future date"],
  [
    "validation",
    "pydantic_core._pydantic_core.ValidationError: 1 validation error for TripRequest origin_stop_id Field required [type=missing, input_value={'dest': 'S12'}, input_type=dict]",
  ],
  ["validation", "json: cannot unmarshal string into Go struct field FareQuote.zones of type int"],
  ["validation", 'ValidationError: "email" must be a valid email'],
  [
    "validation",
    "FluentValidation.ValidationException: Validation failed: -- Nights: 'Nights' must be between 1 and 30. You entered 45.",
  ],
  ["validation", "ActiveRecord::RecordInvalid: Validation failed: Isbn is invalid, Title can't be blank"],
  ["validation", "Illuminate\\Validation\\ValidationException: The card number field must be 16 digits."],
  [
    "validation",
    "kotlinx.serialization.MissingFieldException: Field 'returnDate' is required for type with serial name 'BookingRequest', but it was missing",
  ],
  // validation: platform
  [
    "validation",
    'API Gateway: Request body does not match model schema for content type application/json: [object has missing required properties (["fareClass"])]',
  ],
  ["validation", "ValidationException: One or more parameter values were invalid: Missing the key tripId in the item"],
  [
    "validation",
    "Azure Event Grid: 400 Bad Request - event data is not valid JSON: Unexpected character encountered while parsing value: <. Path '', line 0, position 0.",
  ],
  [
    "validation",
    "mapper_parsing_exception: failed to parse field [published_year] of type [integer] in document with id 'b-9921'. Preview of field's value: 'unknown'",
  ],
  [
    "validation",
    "BigQuery: Error while reading data, error message: JSON parsing error in row starting at position 0: Could not convert value 'abc' to integer. Field: fare_cents; Value: abc",
  ],
  [
    "validation",
    "InvalidMessageContents: Invalid binary character '#x0' was found in the message body, the set of allowed characters is available at the W3C XML specification",
  ],
  // validation: fields / codes
  ["validation", 'status=400 error=invalid_request field=check_in reason="must be YYYY-MM-DD" value="14/05/2026"'],
  ["validation", '{"err":{"code":"VALIDATION_FAILED","fields":{"postcode":"invalid format"}}}'],
  ["validation", 'error.kind=SchemaValidationError error.message="/items/0/qty must be >= 1"'],
  ["validation", 'http.status_code=422 http.route=/v1/loans error="isbn checksum mismatch"'],
  ["validation", "grpc_code=3 method=/fares.v1.Pricing/Quote field=zone_from"],
  ["validation", "validation.result=rejected rule=max_length field=guest_name len=412 max=200"],

  // null_reference: origin
  [
    "null_reference",
    'java.lang.NullPointerException: Cannot invoke "com.hotel.rooms.Room.getRate()" because "room" is null',
  ],
  [
    "null_reference",
    "java.lang.NullPointerException: Parameter specified as non-null is null: method com.transit.fares.FareService.quote, parameter rider",
  ],
  ["null_reference", "AttributeError: 'NoneType' object has no attribute 'fare_zone'"],
  [
    "null_reference",
    "panic: runtime error: invalid memory address or nil pointer dereference [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8a3f21]",
  ],
  ["null_reference", "TypeError: Cannot read properties of undefined (reading 'stopId')"],
  ["null_reference", "System.NullReferenceException: Object reference not set to an instance of an object."],
  ["null_reference", "NoMethodError: undefined method `isbn' for nil:NilClass"],
  [
    "null_reference",
    "thread 'tokio-runtime-worker' panicked at 'called `Option::unwrap()` on a `None` value', src/holds.rs:88:41",
  ],
  // null_reference: platform
  [
    "null_reference",
    "kernel: fare-engine[4412]: segfault at 0 ip 000055d4c3a1b2f0 sp 00007ffd9c1e3a80 error 4 in fare-engine[55d4c3a00000+1b000]",
  ],
  [
    "null_reference",
    '{"errorType":"TypeError","errorMessage":"Cannot read properties of null (reading \'Records\')","trace":["TypeError: Cannot read properties of null (reading \'Records\')"]}',
  ],
  [
    "null_reference",
    "Exception while executing function: Functions.ProcessBooking ---> System.NullReferenceException: Object reference not set to an instance of an object.",
  ],
  [
    "null_reference",
    'Container fare-engine terminated: reason=Error exitCode=2 message="panic: runtime error: invalid memory address or nil pointer dereference"',
  ],
  ["null_reference", "heroku app[web.1]: NoMethodError (undefined method `name' for nil):"],
  [
    "null_reference",
    "Error Reporting: new error in trip-planner: AttributeError: 'NoneType' object has no attribute 'get'",
  ],
  // null_reference: fields / codes
  ["null_reference", 'error.kind=NullPointerException error.message="room is null" code.function=RateService.quote'],
  ["null_reference", '{"err":{"name":"TypeError","msg":"Cannot read properties of undefined (reading \'id\')"}}'],
  [
    "null_reference",
    'exception.type=System.NullReferenceException exception.message="Object reference not set to an instance of an object."',
  ],
  ["null_reference", 'panic="runtime error: invalid memory address or nil pointer dereference" goroutine=418'],
  ["null_reference", "error.type=AttributeError error.message=\"'NoneType' object has no attribute 'stop_id'\""],
  [
    "null_reference",
    '{"level":"error","error":{"kind":"NoMethodError","message":"undefined method \'title\' for nil"}}',
  ],

  // configuration: origin
  [
    "configuration",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Spring property placeholder, not a template literal
    "org.springframework.beans.factory.BeanCreationException: Error creating bean 'pricingClient': Could not resolve placeholder 'fares.pricing.url' in value \"${fares.pricing.url}\"",
  ],
  ["configuration", "django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty."],
  ["configuration", "envconfig.Process: required key REDIS_ADDR missing value"],
  ["configuration", "Error: Missing required environment variable: CATALOG_ES_URL"],
  [
    "configuration",
    "System.InvalidOperationException: No connection string named 'BookingDb' could be found in the application configuration.",
  ],
  [
    "configuration",
    'Symfony\\Component\\DependencyInjection\\Exception\\EnvNotFoundException: Environment variable not found: "MAILER_DSN".',
  ],
  [
    "configuration",
    "com.typesafe.config.ConfigException$Missing: application.conf @ jar:file:/app/fares.jar!/application.conf: 12: No configuration setting found for key 'pricing.endpoint'",
  ],
  [
    "configuration",
    "java.lang.IllegalArgumentException: Invalid URL 'htp://room-inventory:8080' in property rooms.base-url",
  ],
  // configuration: platform
  ["configuration", "Error: couldn't find key DB_PASSWORD in Secret hotel/booking-desk-secrets"],
  ["configuration", 'Error: configmap "trip-planner-config" not found'],
  ["configuration", "fare-engine.service: Failed to load environment files: No such file or directory"],
  [
    "configuration",
    "Azure App Service: WEBSITES_PORT is set to 8080 but the container listens on 3000; Container booking-api didn't respond to HTTP pings on port: 8080, failing site start.",
  ],
  ["configuration", "nomad: Template failed: kv.block(config/fare-engine/pricing_url): key not found"],
  [
    "configuration",
    "ECS task stopped: ResourceInitializationError: unable to pull secrets or registry auth: ParameterNotFound: parameter /prod/booking-desk/db_url does not exist",
  ],
  // configuration: fields / codes
  ["configuration", 'error.kind=ConfigError error.message="missing required setting PAYMENT_API_BASE_URL"'],
  [
    "configuration",
    '{"err":{"code":"CONFIG_INVALID","msg":"feature flag \'new_pricing\' references unknown variant \'v3\'"}}',
  ],
  ["configuration", 'config.key=catalog.es.hosts config.value="" msg="empty value for required config key"'],
  ["configuration", 'env.PORT=abc error="invalid port number in PORT env var" stage=startup'],
  [
    "configuration",
    '{"level":"fatal","msg":"cannot parse config file","file":"/etc/room-inventory/app.yaml","line":23,"err":"yaml: mapping values are not allowed in this context"}',
  ],
  ["configuration", 'setting=TLS_CA_FILE value=/etc/ssl/ca-internal.pem error="configured CA bundle not found"'],

  // dependency: origin
  [
    "dependency",
    "feign.FeignException$ServiceUnavailable: [503 Service Unavailable] during [POST] to [https://payments.vendor.example/v2/charges]",
  ],
  [
    "dependency",
    "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'smsGateway' is OPEN and does not permit further calls",
  ],
  ["dependency", "redis.exceptions.BusyLoadingError: Redis is loading the dataset in memory"],
  ["dependency", "kafka: client has run out of available brokers to talk to"],
  ["dependency", "Error: payment provider acquirer-x responded 502 Bad Gateway"],
  ["dependency", "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls."],
  ["dependency", "Faraday::ServerError: the server responded with status 503 (api.geocode-vendor.example)"],
  ["dependency", "rdkafka: Local: All broker connections are down (AllBrokersDown)"],
  // dependency: platform
  [
    "dependency",
    "InternalErrorException: Internal error (Service: AmazonSNS; Status Code: 500; Error Code: InternalError)",
  ],
  ["dependency", "google.api_core.exceptions.ServiceUnavailable: 503 The Firestore backend is currently unavailable."],
  ["dependency", "istio-proxy: no healthy upstream for cluster outbound|443||payments.vendor.example"],
  ["dependency", 'Readiness probe failed: dependency check "payments-vendor" returned HTTP 503'],
  [
    "dependency",
    "Azure Cache for Redis: cache hotel-cache is unavailable during platform maintenance, failover in progress",
  ],
  ["dependency", "Amazon MQ: broker transit-mq-1 is unavailable (status REBOOT_IN_PROGRESS)"],
  // dependency: fields / codes
  ["dependency", "upstream=payments-vendor status=503 circuit=open"],
  ["dependency", '{"err":{"code":"UPSTREAM_UNAVAILABLE","msg":"sms gateway returned 502","provider":"textco"}}'],
  ["dependency", 'error.kind=CircuitBreakerOpenException error.message="breaker geo-api open after 20 failures"'],
  ["dependency", 'grpc_code=14 peer=inventory-vendor.example:443 msg="upstream unavailable"'],
  ["dependency", "dependency=kafka state=down brokers_available=0/3"],
  ["dependency", "vendor=acquirer-x vendor.status_code=500 vendor.error=internal_error"],

  // memory: origin
  ["memory", "java.lang.OutOfMemoryError: Java heap space"],
  ["memory", "java.lang.OutOfMemoryError: GC overhead limit exceeded"],
  [
    "memory",
    "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.81 GiB for an array with shape (512000000,) and data type float64",
  ],
  ["memory", "fatal error: runtime: out of memory"],
  ["memory", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"],
  ["memory", "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes)"],
  ["memory", "memory allocation of 1073741824 bytes failed"],
  ["memory", "terminate called after throwing an instance of 'std::bad_alloc' what():  std::bad_alloc"],
  // memory: platform
  [
    "memory",
    "Container booking-desk in pod booking-desk-5c8f7-q2x9z was OOMKilled (exit code 137), memory limit 512Mi",
  ],
  [
    "memory",
    "kernel: Memory cgroup out of memory: Killed process 8812 (java) total-vm:4123456kB, anon-rss:1048576kB, file-rss:0kB",
  ],
  ["memory", "heroku[web.1]: Error R14 (Memory quota exceeded)"],
  ["memory", "Memory limit of 512 MiB exceeded with 530 MiB used. Consider increasing the memory limit."],
  ["memory", "ECS task stopped: OutOfMemoryError: Container killed due to memory usage"],
  ["memory", "fare-engine.service: A process of this unit has been killed by the OOM killer."],
  // memory: fields / codes
  ["memory", "exit_code=137 reason=OOMKilled container=room-inventory"],
  ["memory", '{"err":{"code":"ENOMEM","msg":"Cannot allocate memory","syscall":"spawn"}}'],
  ["memory", 'error.kind=OutOfMemoryError error.message="Java heap space" jvm.heap.max=2g'],
  ["memory", "heap_used_bytes=2147000000 heap_limit_bytes=2147483648 event=heap_exhausted"],
  ["memory", "errno=ENOMEM op=mmap size=268435456"],
  ["memory", "exit_code=137 oom_killed=true memory.max=1Gi memory.peak=1Gi"],

  // disk: origin
  ["disk", "java.io.IOException: No space left on device"],
  ["disk", "OSError: [Errno 28] No space left on device: '/var/lib/trip-planner/cache/tiles.db'"],
  ["disk", "write /data/wal/000123.log: no space left on device"],
  ["disk", "Error: ENOSPC: no space left on device, write"],
  ["disk", "System.IO.IOException: There is not enough space on the disk. : '/app/uploads/scan-8812.pdf'"],
  ["disk", "Errno::EROFS: Read-only file system @ rb_sysopen - /var/log/booking/app.log"],
  ["disk", "file_put_contents(): Only 0 of 4096 bytes written, possibly out of free disk space"],
  ["disk", '** (File.Error) could not write to file "/tmp/export.csv": no space left on device'],
  // disk: platform
  [
    "disk",
    "The node was low on resource: ephemeral-storage. Container opac-web was using 9Gi, which exceeds its request of 0.",
  ],
  ["disk", "kernel: EXT4-fs (nvme1n1p1): Remounting filesystem read-only"],
  [
    "disk",
    "flood stage disk watermark [95%] exceeded on [catalog-es-2][x7Yq][/usr/share/elasticsearch/data] free: 1.2gb[4.8%], all indices on this node will be marked read-only",
  ],
  ["disk", "Error response from daemon: write /var/lib/docker/tmp/GetImageBlob123: no space left on device"],
  ["disk", "systemd-journald[341]: Failed to write entry (22 items, 712 bytes), ignoring: No space left on device"],
  ["disk", "RDS-EVENT-0007: Allocated storage has been exhausted. Allocate additional storage to resolve the issue."],
  // disk: fields / codes
  ["disk", "errno=ENOSPC path=/var/spool/exports"],
  ["disk", '{"err":{"code":"EROFS","msg":"read-only file system","path":"/data/state.json"}}'],
  ["disk", 'fs.mount=/data fs.used_pct=100 fs.inodes_free=0 msg="cannot create temp file"'],
  ["disk", 'error.kind=IOException error.message="No space left on device" disk.device=/dev/xvdf'],
  ["disk", "disk.watermark=flood_stage index.blocks.read_only_allow_delete=true index=catalog-v7"],
  ["disk", "errno=28 op=write fd=12 bytes=65536"],

  // unknown: origin
  ["unknown", "ERROR c.h.booking.CheckoutService - checkout failed for booking B-88123"],
  ["unknown", "ERROR fare_engine.worker: job 7781 failed"],
  ["unknown", "failed to process batch 4412, giving up"],
  ["unknown", "Unhandled error in route POST /loans: Internal Server Error"],
  ["unknown", "fail: Booking.Api[0] An unhandled exception has occurred while executing the request."],
  ["unknown", "Completed 500 Internal Server Error in 412ms (ActiveRecord: 3.1ms)"],
  ["unknown", "app.CRITICAL: Unexpected failure while rendering catalogue page"],
  ["unknown", "ERROR indexer: unrecoverable error, shutting down"],
  // unknown: platform
  ["unknown", "Back-off restarting failed container trip-planner in pod trip-planner-6f7d9-x2k4q"],
  ["unknown", "catalog-indexer.service: Main process exited, code=exited, status=1/FAILURE"],
  ["unknown", "heroku[worker.1]: Process exited with status 1; State changed from up to crashed"],
  ["unknown", "ECS task stopped: Essential container in task exited (exitCode 1)"],
  ["unknown", "Container booking-api for site booking-api has exited, failing site start"],
  ["unknown", "Container called exit(1)."],
  // unknown: fields / codes
  ["unknown", 'level=error msg="request failed" route=/v1/quotes status=500'],
  ["unknown", '{"level":"error","msg":"unhandled exception","err":{}}'],
  ["unknown", 'error.kind=Error error.message="failed" op=sync_rooms'],
  ["unknown", "exit_code=1 task=nightly-export"],
  ["unknown", 'status=500 err="internal error" trace_id=ab12cd34'],
  ["unknown", "grpc_code=13 method=/catalog.v1.Search/Query"],
];
