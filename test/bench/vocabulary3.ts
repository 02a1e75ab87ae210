// Blind vocabulary table 3: real-world error wordings across runtimes and vendors, one line each, with the
// category a person would give; written without reading the classifier or the earlier tables.
export const VOCABULARY_3: Array<[string, string]> = [
  ["authentication", "org.springframework.security.authentication.BadCredentialsException: Bad credentials"],
  [
    "authentication",
    "io.jsonwebtoken.ExpiredJwtException: JWT expired at 2026-05-14T07:41:02Z. Current time: 2026-05-14T07:43:10Z, a difference of 128412 milliseconds.  Allowed clock skew: 0 milliseconds.",
  ],
  [
    "authentication",
    "JsonWebTokenError: invalid signature at /app/node_modules/jsonwebtoken/verify.js:171:19 (auth middleware, route POST /api/cart/items)",
  ],
  [
    "authentication",
    "botocore.exceptions.ClientError: An error occurred (ExpiredTokenException) when calling the GetObject operation: The security token included in the request is expired",
  ],
  [
    "authentication",
    "AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2026-02-11T09:14:27Z and was inactive for 90.00:00:00. Trace ID: 3c1f0a2e-5b7d-4e21-9a0c-8d1e2f3a4b5c",
  ],
  ["authentication", "rpc error: code = Unauthenticated desc = invalid authentication credentials"],
  [
    "authentication",
    'oauth2: cannot fetch token: 401 Unauthorized Response: {"error":"invalid_client","error_description":"Client authentication failed"}',
  ],
  ["authentication", "stripe.error.AuthenticationError: Invalid API Key provided: sk_live_********************k2Pq"],
  [
    "authentication",
    "Net::SMTPAuthenticationError: 535-5.7.8 Username and Password not accepted. For more information, go to 535 5.7.8 https://support.mail-vendor.example/answer/14257",
  ],
  [
    "authentication",
    "[ioredis] Unhandled error event: ReplyError: WRONGPASS invalid username-password pair or user is disabled.",
  ],
  ["authentication", "MongoServerError: Authentication failed. { ok: 0, code: 18, codeName: 'AuthenticationFailed' }"],
  ["authentication", "error: You must be logged in to the server (Unauthorized)"],
  [
    "authentication",
    "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]",
  ],
  [
    "authentication",
    "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
  ],
  [
    "authentication",
    "amqp connection closed: ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile.",
  ],
  [
    "authentication",
    "Microsoft.IdentityModel.Tokens.SecurityTokenExpiredException: IDX10223: Lifetime validation failed. The token is expired. ValidTo (UTC): '5/14/2026 7:41:02 AM', Current time (UTC): '5/14/2026 7:45:10 AM'.",
  ],
  [
    "authentication",
    "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})",
  ],
  ["authentication", "SQLSTATE[HY000] [1045] Access denied for user 'reports_ro'@'10.20.4.17' (using password: YES)"],
  ["authentication", "envoy jwt_authn: Jwt verification fails for request GET /v2/accounts/me: Jwt is expired"],
  [
    "authentication",
    "Illuminate\\Auth\\AuthenticationException: Unauthenticated. in /var/www/html/vendor/laravel/framework/src/Illuminate/Auth/Middleware/Authenticate.php:102",
  ],
  ["authorization", "org.springframework.security.access.AccessDeniedException: Access is denied"],
  [
    "authorization",
    'An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::123456789012:assumed-role/ingest-worker/i-0a1b2c3d4e5f60718 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::acme-ingest-raw/2026/05/14/batch-0041.json" because no identity-based policy allows the s3:PutObject action',
  ],
  [
    "authorization",
    'pods is forbidden: User "system:serviceaccount:payments:payments-api" cannot list resource "pods" in API group "" in the namespace "payments"',
  ],
  [
    "authorization",
    "google.api_core.exceptions.PermissionDenied: 403 User not authorized to perform this action. Permission 'pubsub.topics.publish' denied on resource 'projects/acme-prod/topics/order-events'.",
  ],
  [
    "authorization",
    "rpc error: code = PermissionDenied desc = caller spiffe://mesh.internal/ns/reporting/sa/report-gen lacks role ledger.writer",
  ],
  ["authorization", "psycopg2.errors.InsufficientPrivilege: permission denied for table invoices"],
  [
    "authorization",
    'MongoServerError: not authorized on billing to execute command { insert: "ledger_entries", ordered: true, lsid: { id: UUID("8b1f...") }, $db: "billing" }',
  ],
  [
    "authorization",
    "AuthorizationFailed: The client '5f1c2a9e-7d3b-4e8a-b1c0-2a9d8e7f6c5b' with object id '5f1c2a9e-7d3b-4e8a-b1c0-2a9d8e7f6c5b' does not have authorization to perform action 'Microsoft.Storage/storageAccounts/listKeys/action' over scope '/subscriptions/0000aaaa-1111-bbbb-2222-cccc3333dddd/resourceGroups/rg-data/providers/Microsoft.Storage/storageAccounts/stdataprod01' or the scope is invalid.",
  ],
  [
    "authorization",
    "Azure.RequestFailedException: This request is not authorized to perform this operation using this permission. Status: 403 (This request is not authorized to perform this operation using this permission.) ErrorCode: AuthorizationPermissionMismatch",
  ],
  [
    "authorization",
    "org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [payments.settled]",
  ],
  [
    "authorization",
    "Channel closed by server: 403 (ACCESS-REFUSED) with message \"ACCESS_REFUSED - access to exchange 'orders' in vhost 'prod' refused for user 'billing-worker'\"",
  ],
  ["authorization", "ReplyError: NOPERM User cache-reader has no permissions to run the 'flushdb' command"],
  ["authorization", "Pundit::NotAuthorizedError: not allowed to destroy? this Invoice"],
  ["authorization", "Forbidden (Permission denied): /admin/orders/refund/8812/"],
  ["authorization", "Illuminate\\Auth\\Access\\AuthorizationException: This action is unauthorized."],
  [
    "authorization",
    "Microsoft.AspNetCore.Authorization.DefaultAuthorizationService: Authorization failed. These requirements were not met: RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (Admin|Finance)",
  ],
  [
    "authorization",
    "POST https://api.github.com/repos/acme/infra/dispatches: 403 Resource not accessible by integration",
  ],
  [
    "authorization",
    "Error making API request. URL: GET https://vault.internal:8200/v1/secret/data/payments/stripe Code: 403. Errors: * 1 error occurred: * permission denied",
  ],
  [
    "authorization",
    "security_exception: action [indices:data/write/bulk[s]] is unauthorized for user [logshipper] with roles [logs_reader], this action is granted by the index privileges [create_doc,create,index,write,all]",
  ],
  [
    "authorization",
    "envoy rbac: enforced denied, matched policy none; downstream principal spiffe://cluster.local/ns/web/sa/frontend -> POST /internal/refunds (403 RBAC: access denied)",
  ],
  ["database", "HikariPool-1 - Connection is not available, request timed out after 30000ms."],
  ["database", "FATAL:  sorry, too many clients already"],
  [
    "database",
    "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
  ],
  [
    "database",
    "ERROR:  deadlock detected DETAIL:  Process 41822 waits for ShareLock on transaction 99812734; blocked by process 41907. Process 41907 waits for ShareLock on transaction 99812730; blocked by process 41822.",
  ],
  [
    "database",
    "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
  ],
  [
    "database",
    'psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "payments_idempotency_key_uniq" DETAIL:  Key (idempotency_key)=(b7e1c2d4) already exists.',
  ],
  [
    "database",
    "PrismaClientKnownRequestError: Invalid `prisma.order.create()` invocation: Foreign key constraint failed on the field: `Order_customerId_fkey (index)` code: 'P2003'",
  ],
  ["database", '** (Postgrex.Error) ERROR 42P01 (undefined_table) relation "subscriptions" does not exist'],
  [
    "database",
    "ActiveRecord::PendingMigrationError: Migrations are pending. To resolve this issue, run: bin/rails db:migrate RAILS_ENV=production",
  ],
  [
    "database",
    "MongoServerError: WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction.",
  ],
  ["database", "replication lag on orders-pg-replica-2 is 412s (threshold 60s); replica removed from read pool"],
  [
    "database",
    "com.datastax.oss.driver.api.core.servererrors.UnavailableException: Not enough replicas available for query at consistency LOCAL_QUORUM (2 required but only 1 alive)",
  ],
  ["database", "Npgsql.PostgresException (0x80004005): 40001: could not serialize access due to concurrent update"],
  [
    "database",
    "ActiveRecord::ConnectionTimeoutError: could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use",
  ],
  ["database", "pq: remaining connection slots are reserved for non-replication superuser connections"],
  [
    "database",
    "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'orders.discount_code' in 'field list' (SQL: select `orders`.`discount_code` from `orders` where `id` = 88123)",
  ],
  [
    "database",
    "failed to connect to `host=orders-pg.internal user=orders database=orders`: server error (FATAL: the database system is in recovery mode (SQLSTATE 57P03))",
  ],
  [
    "database",
    "org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation. Detected failed migration to version 42 (add invoice totals).",
  ],
  ["database", "asyncpg.exceptions.ReadOnlySQLTransactionError: cannot execute UPDATE in a read-only transaction"],
  [
    "database",
    "error: canceling statement due to conflict with recovery at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:287:98)",
  ],
  [
    "network",
    "io.netty.channel.AbstractChannel$AnnotatedConnectException: Connection refused: inventory-svc.prod.internal/10.12.4.31:8080",
  ],
  ["network", "java.net.UnknownHostException: payments-db.prod.internal: Name or service not known"],
  ["network", "dial tcp: lookup ledger.finance.svc.cluster.local on 10.96.0.10:53: no such host"],
  ["network", "read tcp 10.1.4.22:51234->10.1.7.9:443: read: connection reset by peer"],
  [
    "network",
    "Error: Client network socket disconnected before secure TLS connection was established code=ECONNRESET host=api.partner-gateway.example port=443",
  ],
  ["network", "** (Mint.TransportError) host is unreachable"],
  ["network", "FetchError: request to https://catalog.internal/v1/items?ids=4411,4412 failed, reason: socket hang up"],
  [
    "network",
    "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.shipping-partner.example', port=443): Max retries exceeded with url: /v2/labels (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3c2a1b4d90>: Failed to establish a new connection: [Errno 111] Connection refused'))",
  ],
  ["network", "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake"],
  ["network", "dial tcp 10.20.0.5:5432: connect: no route to host"],
  ["network", "nf_conntrack: nf_conntrack: table full, dropping packet"],
  [
    "network",
    'connect() failed (111: Connection refused) while connecting to upstream, client: 10.2.0.14, server: api.example.internal, request: "GET /v1/orders HTTP/1.1", upstream: "http://10.2.3.41:8080/v1/orders", host: "api.example.internal"',
  ],
  [
    "network",
    "upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111",
  ],
  [
    "network",
    'rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.4.1.9:50051: connect: connection refused"',
  ],
  [
    "network",
    "error sending request for url (https://billing.internal/v1/charges): error trying to connect: dns error: failed to lookup address information: Name or service not known",
  ],
  ["network", "hyper::Error(IncompleteMessage): connection closed before message completed"],
  [
    "network",
    "System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: An existing connection was forcibly closed by the remote host.. ---> System.Net.Sockets.SocketException (10054)",
  ],
  [
    "network",
    "urllib3.exceptions.ProtocolError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
  ],
  ["network", "bond0: link status definitely down for interface eth1, disabling it"],
  [
    "network",
    "SocketError: Failed to open TCP connection to api.carrier.example:443 (getaddrinfo: Temporary failure in name resolution)",
  ],
  ["timeout", "java.net.SocketTimeoutException: Read timed out"],
  [
    "timeout",
    'Get "https://pricing.internal/v1/quote?sku=4411": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
  ],
  ["timeout", "rpc error: code = DeadlineExceeded desc = context deadline exceeded"],
  [
    "timeout",
    "ERROR:  canceling statement due to statement timeout STATEMENT:  SELECT * FROM shipments WHERE created_at > $1 ORDER BY created_at",
  ],
  ["timeout", "Error 1205 (HY000): Lock wait timeout exceeded; try restarting transaction"],
  [
    "timeout",
    "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.tax-engine.example', port=443): Read timed out. (read timeout=10)",
  ],
  [
    "timeout",
    "AxiosError: timeout of 5000ms exceeded code=ECONNABORTED url=http://recommendations:3000/v1/for-user/8812",
  ],
  ["timeout", "HeadersTimeoutError: Headers Timeout Error code=UND_ERR_HEADERS_TIMEOUT"],
  [
    "timeout",
    "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
  ],
  [
    "timeout",
    "Polly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.",
  ],
  [
    "timeout",
    "Hard time limit (300s) exceeded for reports.tasks.generate_monthly[9f1c2e7a-3b4d-4c5e-8f9a-0b1c2d3e4f5a]",
  ],
  ["timeout", "2026-05-14T07:41:32.118Z 6f0e2d1c-8a7b-4c3d-9e8f-1a2b3c4d5e6f Task timed out after 30.03 seconds"],
  [
    "timeout",
    'upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.3.0.7, server: reports.internal, request: "GET /api/export?month=2026-04 HTTP/1.1", upstream: "http://10.3.1.8:8000/api/export?month=2026-04"',
  ],
  ["timeout", "quote_fetcher: fetch_quotes failed for basket 77120: deadline has elapsed"],
  ["timeout", '** (exit) exited in: GenServer.call(Inventory.Cache, {:get, "sku-4411"}, 5000) ** (EXIT) time out'],
  ["timeout", "Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>"],
  ["timeout", "redis.exceptions.TimeoutError: Timeout reading from socket"],
  [
    "timeout",
    "org.apache.kafka.common.errors.TimeoutException: Expiring 14 record(s) for orders-3:120001 ms has passed since batch creation",
  ],
  [
    "timeout",
    '[2026-05-14T07:41:02.123Z] "POST /v1/checkout HTTP/1.1" 504 UT upstream_request_timeout 0 24 15001 - "10.1.2.3" "okhttp/4.12.0" "c1d2e3f4" "checkout.internal:8080"',
  ],
  [
    "timeout",
    "PHP Fatal error:  Maximum execution time of 30 seconds exceeded in /var/www/html/app/Services/ReportBuilder.php on line 214",
  ],
  [
    "rate_limiting",
    "stripe.error.RateLimitError: Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.",
  ],
  [
    "rate_limiting",
    "botocore.exceptions.ClientError: An error occurred (ThrottlingException) when calling the DescribeInstances operation (reached max retries: 4): Rate exceeded",
  ],
  [
    "rate_limiting",
    "ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.",
  ],
  [
    "rate_limiting",
    "S3 PutObject failed: SlowDown: Please reduce your request rate. status code: 503, request id: 7Q2B1X9K, host id: aGVsbG8=",
  ],
  [
    "rate_limiting",
    "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:481220733'.",
  ],
  ["rate_limiting", "rpc error: code = ResourceExhausted desc = rate limit exceeded for tenant t-4411: 200 req/s"],
  [
    "rate_limiting",
    "GET https://api.github.com/repos/acme/web/pulls: 403 API rate limit exceeded for installation ID 4821733.",
  ],
  ["rate_limiting", "TwilioRestException: HTTP 429 error: Unable to create record: Too Many Requests (code 20429)"],
  [
    "rate_limiting",
    'limiting requests, excess: 20.450 by zone "api_per_ip", client: 203.0.113.50, server: api.example.com, request: "POST /v1/login HTTP/1.1", host: "api.example.com"',
  ],
  [
    "rate_limiting",
    "envoy ratelimit: over_limit for descriptor (generic_key=checkout, remote_address=198.51.100.7), returning 429 x-envoy-ratelimited",
  ],
  [
    "rate_limiting",
    "Microsoft.Azure.Cosmos.CosmosException: Response status code does not indicate success: TooManyRequests (429); Substatus: 3200; Reason: (Request rate is large. More Request Units may be needed, so no changes were made. Please retry this request later.)",
  ],
  [
    "rate_limiting",
    "Error code: 429 - {'error': {'message': 'Rate limit reached for requests per min (RPM): Limit 500, Used 500, Requested 1.', 'type': 'requests', 'code': 'rate_limit_exceeded'}}",
  ],
  [
    "rate_limiting",
    "Throttled produce request for client-id order-publisher by 1240 ms (quota violation: byte-rate 10485760 exceeded)",
  ],
  [
    "rate_limiting",
    "Polly.RateLimit.RateLimitRejectedException: The operation could not be executed because it was rejected by the rate limiter. It can be retried after '00:00:01.2000000'.",
  ],
  [
    "rate_limiting",
    "Rack::Attack throttled request: 203.0.113.7 POST /api/v1/sessions matched logins/ip (count 21, limit 20, period 60s)",
  ],
  [
    "rate_limiting",
    "io.github.resilience4j.ratelimiter.RequestNotPermitted: RateLimiter 'partnerApi' does not permit further calls",
  ],
  ["rate_limiting", "Salesforce API error REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded."],
  [
    "rate_limiting",
    'python_http_client.exceptions.TooManyRequestsError: HTTP Error 429: Too Many Requests {"errors":[{"field":null,"message":"too many requests"}]}',
  ],
  [
    "rate_limiting",
    "Waited for 4.182s due to client-side throttling, not priority and fairness, request: GET:https://10.96.0.1:443/api/v1/namespaces/batch/pods?labelSelector=job%3Dnightly",
  ],
  [
    "rate_limiting",
    "slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage) The server responded with: {'ok': False, 'error': 'ratelimited'}",
  ],
  [
    "validation",
    "org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity<OrderDto> OrderController.create(CreateOrderRequest): [Field error in object 'createOrderRequest' on field 'quantity': rejected value [-3]; default message [must be greater than or equal to 1]]",
  ],
  [
    "validation",
    'com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.LocalDate` from String "2026-13-45": Failed to deserialize java.time.LocalDate',
  ],
  [
    "validation",
    "pydantic_core._pydantic_core.ValidationError: 1 validation error for CreateShipment weight_kg Input should be greater than 0 [type=greater_than, input_value=-2.5, input_type=float]",
  ],
  [
    "validation",
    'Bad Request: /api/v1/bookings/ {"check_in": ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."]}',
  ],
  ["validation", 'ValidationError: "email" must be a valid email'],
  ["validation", "ValidationError: User validation failed: phone: Path `phone` is invalid (+1-555-CALL-NOW)."],
  ["validation", "ActiveRecord::RecordInvalid: Validation failed: Postal code is invalid, Country can't be blank"],
  [
    "validation",
    "Illuminate\\Validation\\ValidationException: The amount field must be at least 0.01. (and 1 more error)",
  ],
  [
    "validation",
    '{"type":"https://tools.ietf.org/html/rfc9110#section-15.5.1","title":"One or more validation errors occurred.","status":400,"errors":{"$.items[0].sku":["The JSON value could not be converted to System.Guid. Path: $.items[0].sku | LineNumber: 0 | BytePositionInLine: 41."]}}',
  ],
  ["validation", "json: cannot unmarshal string into Go struct field CreateOrder.quantity of type int"],
  ["validation", "Key: 'SignupRequest.Email' Error:Field validation for 'Email' failed on the 'email' tag"],
  [
    "validation",
    "Failed to deserialize the JSON body into the target type: missing field `currency` at line 1 column 63",
  ],
  ["validation", "stripe.error.InvalidRequestError: Request req_8Hx2LmQ: Invalid integer: 12.50"],
  ["validation", "jsonschema.exceptions.ValidationError: 'USD1' is not one of ['USD', 'EUR', 'GBP']"],
  [
    "validation",
    '#Ecto.Changeset<action: :insert, changes: %{email: "jane.doe@@example"}, errors: [email: {"has invalid format", [validation: :format]}], data: #Accounts.User<>, valid?: false>',
  ],
  [
    "validation",
    "rpc error: code = InvalidArgument desc = invalid CreateInvoiceRequest.DueDate: value must be greater than now",
  ],
  [
    "validation",
    "mapper_parsing_exception: failed to parse field [price] of type [float] in document with id 'sku-88121'. Preview of field's value: 'N/A'",
  ],
  [
    "validation",
    "SyntaxError: Unexpected token } in JSON at position 87 (body-parser entity.parse.failed, POST /webhooks/orders)",
  ],
  [
    "validation",
    "Symfony\\Component\\Validator\\Exception\\ValidationFailedException: Object(App\\Dto\\TransferRequest).iban: This is not a valid International Bank Account Number (IBAN).",
  ],
  [
    "validation",
    'ZodError: [{"code":"invalid_type","expected":"number","received":"string","path":["amount_cents"],"message":"Expected number, received string"}]',
  ],
  [
    "null_reference",
    'java.lang.NullPointerException: Cannot invoke "com.acme.billing.Customer.getAddress()" because "order.customer" is null',
  ],
  ["null_reference", "AttributeError: 'NoneType' object has no attribute 'get'"],
  ["null_reference", "TypeError: 'NoneType' object is not subscriptable"],
  [
    "null_reference",
    "TypeError: Cannot read properties of undefined (reading 'id') at serializeOrder (/app/dist/orders/serializer.js:42:31)",
  ],
  ["null_reference", "TypeError: Cannot read property 'length' of null"],
  [
    "null_reference",
    "panic: runtime error: invalid memory address or nil pointer dereference [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8a3f21]",
  ],
  [
    "null_reference",
    "System.NullReferenceException: Object reference not set to an instance of an object. at Acme.Orders.PricingService.Apply(Cart cart) in /src/Orders/PricingService.cs:line 57",
  ],
  ["null_reference", "NoMethodError: undefined method `email' for nil:NilClass"],
  [
    "null_reference",
    "NoMethodError: undefined method 'total_cents' for nil (app/models/invoice.rb:44:in 'Invoice#balance')",
  ],
  [
    "null_reference",
    "Error: Call to a member function getId() on null in /var/www/app/src/Controller/CheckoutController.php:118",
  ],
  [
    "null_reference",
    'PHP Warning:  Attempt to read property "email" on null in /var/www/app/Http/Controllers/InvoiceController.php on line 88',
  ],
  [
    "null_reference",
    "java.lang.NullPointerException: Parameter specified as non-null is null: method com.acme.rides.TripMapper.toDto, parameter driver",
  ],
  [
    "null_reference",
    "thread 'tokio-runtime-worker' panicked at src/handlers/quote.rs:88:41: called `Option::unwrap()` on a `None` value",
  ],
  [
    "null_reference",
    "** (KeyError) key :id not found in: nil. If you are using the dot syntax, such as map.field, make sure the left-hand side of the dot is a map",
  ],
  [
    "null_reference",
    "System.ArgumentNullException: Value cannot be null. (Parameter 'source') at System.Linq.ThrowHelper.ThrowArgumentNullException(ExceptionArgument argument)",
  ],
  ["null_reference", "TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'"],
  ["null_reference", "TypeError: Cannot destructure property 'userId' of 'req.session' as it is undefined."],
  [
    "null_reference",
    'template: invoice.html:14:22: executing "invoice.html" at <.Customer.Name>: nil pointer evaluating *model.Customer.Name',
  ],
  ["null_reference", "BUG: kernel NULL pointer dereference, address: 0000000000000008"],
  ["null_reference", "TypeError: undefined is not an object (evaluating 'order.items.map')"],
  [
    "configuration",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: literal log text, not a template
    "java.lang.IllegalArgumentException: Could not resolve placeholder 'payments.gateway.url' in value \"${payments.gateway.url}\"",
  ],
  [
    "configuration",
    "Failed to configure a DataSource: 'url' attribute is not specified and no embedded datasource could be configured. Reason: Failed to determine a suitable driver class",
  ],
  ["configuration", "django.core.exceptions.ImproperlyConfigured: Set the SENTRY_DSN environment variable"],
  [
    "configuration",
    "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings redis_url Field required [type=missing, input_value={'app_env': 'production'}, input_type=dict]",
  ],
  ["configuration", "Error: Missing required environment variable: JWT_PUBLIC_KEY"],
  ["configuration", "failed to load config: yaml: line 42: mapping values are not allowed in this context"],
  ["configuration", "Error: couldn't find key DB_PASSWORD in Secret payments/payments-db-credentials"],
  ["configuration", 'Error: configmap "checkout-config" not found'],
  ["configuration", 'nginx: [emerg] unknown directive "proxy_pass_headers" in /etc/nginx/conf.d/api.conf:27'],
  [
    "configuration",
    "sun.security.validator.ValidatorException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
  ],
  ["configuration", "botocore.exceptions.NoRegionError: You must specify a region."],
  [
    "configuration",
    "System.InvalidOperationException: No database provider has been configured for this DbContext. A provider can be configured by overriding the 'DbContext.OnConfiguring' method or by using 'AddDbContext' on the application service provider.",
  ],
  [
    "configuration",
    "FeatureFlagError: flag 'payments.use_new_processor' references variant 'adyen_v2' which is not defined in flags.yaml",
  ],
  [
    "configuration",
    "ArgumentError: Missing `secret_key_base` for 'production' environment, set this string with `bin/rails credentials:edit`",
  ],
  ["configuration", "RuntimeException: No application encryption key has been specified."],
  ["configuration", '** (ArgumentError) could not fetch environment variable "SECRET_KEY_BASE" because it is not set'],
  ["configuration", 'FATAL:  configuration file "/etc/postgresql/16/main/postgresql.conf" contains errors'],
  [
    "configuration",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: literal log text, not a template
    "TypeError [ERR_INVALID_URL]: Invalid URL { input: '${PRICING_API_URL}/v1/quotes', code: 'ERR_INVALID_URL' }",
  ],
  ["configuration", "open /etc/ledger/config.yaml: no such file or directory"],
  [
    "configuration",
    'org.apache.kafka.common.config.ConfigException: Missing required configuration "bootstrap.servers" which has no default value.',
  ],
  [
    "dependency",
    "stripe.error.APIError: Request req_Qv8TnX2a: Sorry, something went wrong. We've already been notified of the problem. (HTTP 500 api_error from api.stripe.com)",
  ],
  [
    "dependency",
    "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'inventoryClient' is OPEN and does not permit further calls",
  ],
  ["dependency", "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls."],
  ["dependency", "Error: Breaker is open code=EOPENBREAKER breaker=geo-lookup"],
  [
    "dependency",
    "[Producer clientId=order-events-producer] Connection to node 2 (kafka-2.kafka-headless/10.0.5.12:9092) could not be established. Broker may not be available.",
  ],
  [
    "dependency",
    "python_http_client.exceptions.ServiceUnavailableError: HTTP Error 503: Service Unavailable (POST https://api.sendgrid.com/v3/mail/send)",
  ],
  [
    "dependency",
    "TwilioRestException: HTTP 502 error: Unable to create record: Bad Gateway (POST /2010-04-01/Accounts/AC****/Messages.json)",
  ],
  [
    "dependency",
    'no live upstreams while connecting to upstream, client: 10.2.0.14, server: shop.internal, request: "GET /api/search?q=boots HTTP/1.1", upstream: "http://search_backend/api/search?q=boots"',
  ],
  ["dependency", "backend be_search has no server available!"],
  [
    "dependency",
    '"GET /v1/recommendations HTTP/1.1" 503 UH no_healthy_upstream 0 19 0 - "10.1.2.3" "Go-http-client/1.1" "a9b8c7d6" "-" (no healthy upstream)',
  ],
  [
    "dependency",
    "rpc error: code = Unavailable desc = upstream recommendations-v2 unavailable: 503 Service Unavailable",
  ],
  [
    "dependency",
    "org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable: 503 Service Unavailable from POST http://fraud-scoring/api/v1/score",
  ],
  [
    "dependency",
    "google.api_core.exceptions.ServiceUnavailable: 503 The service is currently unavailable. (Publish to projects/acme-prod/topics/order-events)",
  ],
  [
    "dependency",
    "ShopifyAPI::Errors::HttpResponseError: Received 503 Service Unavailable from https://acme-store.myshopify.example/admin/api/2024-04/orders.json",
  ],
  [
    "dependency",
    "PartnerApi::Client error: Faraday::ServerError: the server responded with status 502 (POST https://api.carrier.example/v3/shipments)",
  ],
  [
    "dependency",
    "AxiosError: Request failed with status code 503 (POST https://api.payments-vendor.example/v2/authorizations)",
  ],
  [
    "dependency",
    "Error making API request. URL: GET https://vault.internal:8200/v1/secret/data/checkout Code: 503. Errors: * Vault is sealed",
  ],
  [
    "dependency",
    "org.apache.kafka.common.errors.NotEnoughReplicasException: Messages are rejected since there are fewer in-sync replicas than required.",
  ],
  [
    "dependency",
    "PayPal API error INTERNAL_SERVICE_ERROR: An internal service error has occurred. debug_id=8f1a2b3c4d5e6 (HTTP 500 from api-m.paypal.com)",
  ],
  [
    "dependency",
    "requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://geo.maps-vendor.example/v1/geocode?q=Kings+Cross",
  ],
  ["memory", "java.lang.OutOfMemoryError: Java heap space"],
  ["memory", "java.lang.OutOfMemoryError: GC overhead limit exceeded"],
  ["memory", "java.lang.OutOfMemoryError: Metaspace"],
  ["memory", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"],
  [
    "memory",
    "Out of memory: Killed process 48213 (java) total-vm:8123456kB, anon-rss:3981232kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:8012kB oom_score_adj:0",
  ],
  [
    "memory",
    "Container checkout-api in pod checkout-api-7d9f8b6c4-xk2lp terminated: Reason=OOMKilled ExitCode=137, restarting",
  ],
  [
    "memory",
    "Memory cgroup out of memory: Killed process 2211 (python3) total-vm:2894412kB, anon-rss:1048212kB, file-rss:10240kB, shmem-rss:0kB",
  ],
  [
    "memory",
    "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 11.2 GiB for an array with shape (1500000000,) and data type float64",
  ],
  ["memory", "fatal error: runtime: out of memory"],
  ["memory", "memory allocation of 4294967296 bytes failed"],
  ["memory", "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown."],
  ["memory", "ReplyError: OOM command not allowed when used memory > 'maxmemory'."],
  [
    "memory",
    "CircuitBreakingException: [parent] Data too large, data for [<http_request>] would be [1031798784/984mb], which is larger than the limit of [1020054732/972.7mb]",
  ],
  ["memory", 'ERROR:  out of memory DETAIL:  Failed on request of size 262144 in memory context "ExecutorState".'],
  [
    "memory",
    "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes) in /var/www/vendor/league/csv/src/Reader.php on line 312",
  ],
  ["memory", "NoMemoryError: failed to allocate memory"],
  [
    "memory",
    "io.netty.util.internal.OutOfDirectMemoryError: failed to allocate 16777216 byte(s) of direct memory (used: 1056964615, max: 1073741824)",
  ],
  ["memory", 'eheap_alloc: Cannot allocate 1318267592 bytes of memory (of type "heap").'],
  [
    "memory",
    "There is insufficient memory for the Java Runtime Environment to continue. Native memory allocation (mmap) failed to map 262144 bytes for committing reserved memory.",
  ],
  [
    "memory",
    "The node was low on resource: memory. Threshold quantity: 100Mi, available: 84212Ki. Container report-worker was using 3721884Ki, request is 1Gi, has larger consumption of memory.",
  ],
  ["disk", "OSError: [Errno 28] No space left on device: '/var/lib/app/uploads/tmp/9f2c.part'"],
  ["disk", "Error: ENOSPC: no space left on device, write"],
  ["disk", 'PANIC:  could not write to file "pg_wal/xlogtemp.412": No space left on device'],
  [
    "disk",
    "ClusterBlockException: index [logs-2026.05.14] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
  ],
  ["disk", "EXT4-fs (nvme1n1p1): Remounting filesystem read-only"],
  ["disk", "open /data/segments/000412.log: read-only file system"],
  ["disk", "Warning  EvictionThresholdMet  kubelet  Attempting to reclaim inodes"],
  [
    "disk",
    "org.apache.kafka.common.errors.KafkaStorageException: Disk error when trying to access log file on the disk.",
  ],
  [
    "disk",
    "[ERROR] [MY-000035] [Server] Disk is full writing './binlog.000412' (OS errno 28 - No space left on device). Waiting for someone to free space... Retry in 60 secs.",
  ],
  [
    "disk",
    "MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option).",
  ],
  ["disk", "failed to register layer: write /usr/lib/x86_64-linux-gnu/libLLVM-15.so.1: no space left on device"],
  ["disk", "OSError: [Errno 122] Disk quota exceeded: '/home/etl/exports/2026-05-14.csv'"],
  [
    "disk",
    "Not enough space for compaction of ledger.entries, estimated sstables = 14, expected write size = 412318793728",
  ],
  [
    "disk",
    "System.IO.IOException: There is not enough space on the disk. : 'D:\\App_Data\\exports\\report-2026-05.xlsx'",
  ],
  ["disk", "sqlite3.OperationalError: database or disk is full"],
  ["disk", 'pwrite() "/var/cache/nginx/client_temp/0000004121" failed (28: No space left on device)'],
  [
    "disk",
    "high disk watermark [90%] exceeded on [es-data-3][/usr/share/elasticsearch/data] free: 18.2gb[8.9%], shards will be relocated away from this node",
  ],
  [
    "disk",
    "The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 2218204Ki. Container log-shipper was using 12Gi, request is 0, has larger consumption of ephemeral-storage.",
  ],
  ["disk", "Errno::EROFS: Read-only file system @ rb_sysopen - /app/tmp/cache/bootsnap/compile-cache-iseq/3f/1a2b3c4d"],
  [
    "disk",
    "java.io.IOException: No space left on device at java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
  ],
  ["unknown", "Internal Server Error: /api/v1/checkout/"],
  ["unknown", "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception"],
  ["unknown", "exit status 1"],
  [
    "unknown",
    "Back-off restarting failed container api in pod api-6c9d7f8b5-2kqpl_default(4f1e2d3c-5b6a-4798-8a9b-0c1d2e3f4a5b)",
  ],
  ["unknown", "An unexpected error occurred. Please try again later. (ref: 7f3a9c21)"],
  ["unknown", "rpc error: code = Internal desc = internal error"],
  [
    "unknown",
    "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware: An unhandled exception has occurred while executing the request.",
  ],
  ["unknown", 'PM2 | Script /app/dist/server.js had too many unstable restarts (16). Stopped. "errored"'],
  ["unknown", "Completed 500 Internal Server Error in 231ms (ActiveRecord: 12.4ms | Allocations: 48211)"],
  ["unknown", "orders-worker.service: Main process exited, code=exited, status=1/FAILURE"],
  ["unknown", '10.2.0.14 - - [14/May/2026:07:41:02 +0000] "POST /v1/orders HTTP/1.1" 500 0 "-" "okhttp/4.12.0"'],
  [
    "unknown",
    "Task billing.tasks.reconcile[4b1e2a0c-77f3-4d8a-9d2e-0a6c1f3e9b21] raised unexpected: Exception('reconcile failed')",
  ],
  [
    "unknown",
    'InvoiceMailerJob JID-5a1f2c3d4e5f6a7b8c9d0e1f FAIL: 0.41 sec, error_class=RuntimeError error_message="failed"',
  ],
  ["unknown", "production.ERROR: Whoops, looks like something went wrong."],
  ["unknown", "Request: POST /api/transfers ** (exit) an exception was raised: ** (RuntimeError) transfer failed"],
  [
    "unknown",
    "error: process didn't exit successfully: `target/release/ingestd --config /etc/ingestd` (exit status: 1)",
  ],
  ["unknown", "ERROR c.a.orders.OrderService - Failed to process order 88213"],
  [
    "unknown",
    "RequestId: 6f0e2d1c-8a7b-4c3d-9e8f-1a2b3c4d5e6f Error: Runtime exited with error: exit status 1 Runtime.ExitError",
  ],
  [
    "unknown",
    "Job has reached the specified backoff limit (reason: BackoffLimitExceeded, job: nightly-settlement-29611840)",
  ],
  ["unknown", "Unhandled exception in job sync_inventory; job marked FAILED after 3 attempts"],
];
