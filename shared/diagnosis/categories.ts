// Weighted evidence rules for the 13 root-cause categories. Each rule is a family of wordings
// (several runtimes and vendors), never one product's phrase; a template's evidence is the sum
// of its matching rules, so one stray keyword cannot outvote a consistent story.
import type { Category } from "../domain/analysis-vocabulary.js";
import { LOCALIZED_RULES } from "./categories-localized.js";

export interface CategoryRule {
  category: Exclude<Category, "unknown">;
  re: RegExp;
  weight: number;
  /** What the evidence says, used in errorType ("database connection limit"). */
  label: string;
  /**
   * Names the medium that carried the failure (an SQL driver's exception, an "upstream" word)
   * rather than why it failed: it yields to another category's specific cause in the same message.
   */
  carrier?: boolean;
}

const r = (
  category: CategoryRule["category"],
  weight: number,
  label: string,
  re: RegExp,
  carrier = false,
): CategoryRule => ({ category, re, weight, label, carrier });

/**
 * Not a request log's own answer ("POST /v1/ingest -> 503 in 6ms", a router's "status=503"): what the service
 * answered, not what it called.
 */
const OWN_ANSWER = String.raw`(?<!\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S{0,200} (?:->|=>|responded|returned|status)?\s{0,2}|\bstatus=)`;

const DATABASE_UNREACHABLE = "database unreachable";

export const CATEGORY_RULES: CategoryRule[] = [
  // products' own words for a cause (AWS, browsers, Active Directory, .NET)
  // AWS refusing a request's credentials: expired or unknown session tokens, access keys it does not know
  r(
    "authentication",
    4,
    "cloud credentials expired or invalid",
    /\bsecurity token\b[^\n]{0,40}\b(?:is|are) (?:expired|invalid)\b|\bExpiredToken(?:Exception)?\b|\bUnrecognizedClientException\b|\bInvalidClientTokenId\b/,
  ),
  // an AWS service failing inside (KMS's or STS's InternalFailure, a 500): the managed dependency failed, not the caller
  // (a 503 is often its throttling, "SlowDown"; a database's own service is read as the database)
  r(
    "dependency",
    3,
    "managed service failed internally",
    /\b(?:InternalFailure|InternalError|InternalServerError)\b[^\n]{0,120}\(Service: (?!DynamoDb|Rds|RDS)\w+, Status Code: 50[02]\b/,
  ),
  // a vendor's SDK reporting its service's 5xx answer, thrown from the SDK's own frames ("ResponseError: Internal Server
  // Error\n    at …/node_modules/@sendgrid/client/…"): the vendor failed, not the caller
  r(
    "dependency",
    3,
    "vendor API failed",
    /\b(?:ResponseError|ApiError|APIError|ServiceError|HttpError)\b: (?:Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)\b[^\n]{0,80}\n\s+at [^\n]{0,120}\bnode_modules\/@[\w.-]+\//,
  ),
  // a browser refusing a page's call its Content Security Policy does not allow: the page's settings (its API base URL,
  // or the policy itself)
  r(
    "configuration",
    3,
    "blocked by Content Security Policy",
    /\bviolates the following Content Security Policy directive\b/,
  ),
  // .NET refusing a file its process may not open: the share's or the file's permissions
  r("authorization", 4, "file access denied", /\bAccess to the path '[^'\n]{1,200}' is denied\b/),
  // Active Directory refusing a bound account's change: its rights, not its login
  r("authorization", 3, "LDAP insufficient access rights", /\bINSUFF_ACCESS_RIGHTS\b|\binsufficientAccessRights\b/),
  // .NET built with InvariantGlobalization asked for a culture: a build or runtime setting
  r(
    "configuration",
    3,
    "globalization-invariant mode",
    /\bglobalization-invariant mode\b|\bGlobalizationInvariantMode\b/,
  ),
  // a failure that sends its reader to a settings file or an environment variable to fix it ("pools must not be empty
  // (check matchmaking.yaml profiles[1].pools)", "open : no such file or directory (check DKIM_KEY_PATH)"): the
  // settings, however the check words it
  r(
    "configuration",
    4,
    "settings file named as the fix",
    /(?<=\()check (?:[\w./-]+\.(?:ya?ml|toml|ini|conf|cfg|properties|json)\b|[A-Z][A-Z0-9]*_[A-Z0-9_]+\))/,
  ),
  // or a value it could not read that it places in a settings file ("parsing \"140bpm\": invalid syntax (rules.yaml:
  // thresholds.high_hr_bpm)")
  r(
    "configuration",
    4,
    "a value in a settings file it could not read",
    /\b(?:invalid syntax|cannot parse|could not parse|failed to parse|parse error|invalid value)\b[^\n]{0,80}\(\s?[\w./-]+\.(?:ya?ml|toml|ini|conf|cfg|properties):\s?[\w.[\]-]+\)/i,
  ),
  // authentication
  r(
    "authentication",
    3,
    "LDAP bind / invalid credentials",
    /\bldap\b.*\b(bind|error code 49|invalid credentials)|\bbind\b.*\bfailed\b.*\bldap|AcceptSecurityContext|\bLDAPBindError\b|\binvalidCredentials\b/i,
  ),
  r(
    "authentication",
    4,
    "authentication failed",
    /\b\w*authenticat\w* (fail\w*|error|rejected|denied)|\binvalid_user_credentials\b|\b(missing|malformed|invalid|bad|no) (authorization|auth|bearer) (header|token)|\b(username|user name|password|credentials?)( and password)? (not accepted|rejected|incorrect|mismatch)|\bWRONGPASS\b|\bNOAUTH\b|\binvalid username[- ](or[- ])?password|\bbad user ?name or password\b|\bAccess denied for user\b.{0,80}\busing password|\bLogin failed for user\b|\bincorrect (username|user name|password)\b|\b(username|user name) or password (is |was )?(incorrect|wrong|invalid)|\b(login|sign[- ]?in|logon) (failed|rejected|denied)|\bpassword authentication failed|\bfailed to authenticate|\bunauthenticated\b/i,
  ),
  r(
    "authentication",
    2.5,
    "invalid or expired credential",
    /\b(invalid|bad|wrong|expired|revoked|rejected)\s+(credentials?|password|api[ _-]?key|token|secret|client secret|jwt|signature|certificate for client)|\b(token|jwt|credentials?|session) (has )?expired|invalid_grant|invalid_client|InvalidClientTokenId|ExpiredToken|SignatureDoesNotMatch|\b28P01\b|\b28000\b|\b(client secret|secret keys?|api[ _-]?keys?|access keys?|credentials?|password)\b[^.;]{0,60}\b(are|is|has|have) (been )?(expired|revoked|invalid)|\bAADSTS(7000215|7000222|50126|700016)\b/i,
  ),
  r(
    "authentication",
    3.5,
    "token verification failure",
    /\b(jwt|jws|jwks|jwk|id[_ ]token|access[_ ]token|bearer token|token signature)\b[^.;]{0,60}\b(invalid|fail\w*|expired|rejected|not found|unknown|mismatch|unverifiable)|\b(signature|token) (verification|validation) fail\w*|\b(no|unknown) (matching )?(signing )?key\b[^.;]{0,40}\b(kid|jwks?)\b|\bkid\b[^.;]{0,40}\bnot found|\binvalid (token )?signature\b|\bJwtException\b|\bsignature (we calculated )?does not match|\bInvalidSignatureException\b|\bJsonWebTokenError\b|\bTokenExpiredError\b|\bInvalidSignatureError\b|\bExpiredJwtException\b/i,
  ),
  r("authentication", 3, "HTTP 401 unauthorized", /\b401 unauthori[sz]ed|\bunauthori[sz]ed\b/i),
  // a DNS server refusing a transfer's or a notify's TSIG signature (RFC 8945's BADKEY, BADSIG, BADTIME; BIND's "tsig
  // verify failure"): the shared key is wrong or retired
  r(
    "authentication",
    4,
    "TSIG signature refused",
    /\bTSIG\b[^\n]{0,40}\b(?:BADKEY|BADSIG|BADTIME)\b|\btsig verify failure\b/i,
  ),
  // a login of its own refused: a user name or password the far end does not take, an SSH or SFTP login (JSch's
  // "Auth fail")
  r(
    "authentication",
    3,
    "login refused",
    /\binvalid user ?name or password\b|\b(?:SFTP|SSH|FTPS?) login\b[^\n]{0,80}\b(?:rejected|refused|failed)\b|\bJSchException: Auth fail\b/i,
  ),
  // an API client's own error for credentials its service refused (Stripe::AuthenticationError,
  // GoCardlessPro::AuthenticationError, openai.AuthenticationError): "The access token you've used is not a valid …"
  // (not .NET's System.Security.Authentication.AuthenticationException: a TLS handshake's)
  r(
    "authentication",
    4,
    "the API refused the client's credentials",
    /\b(?:[A-Z]\w*(?:::|\.))?AuthenticationError\b|\b(?:access|api|auth) (?:token|key) (?:you(?:'ve| have)? used |provided )?is not (?:a )?valid\b/,
  ),
  // an MQTT broker that answers but cannot serve: CONNACK "server unavailable" (3 in v3.1.1, 136 in v5)
  r(
    "dependency",
    4,
    "MQTT broker unavailable (CONNACK)",
    /\bCONNACK\b[^\n]{0,40}\b(?:server[_ ]unavailable|(?:rc|return code|reason code)[=: ]*(?:3|136)\b)/i,
  ),
  // an OCPP central system refusing a charge point's message its schema does not allow (OCPP-J's CALLERROR codes)
  r(
    "validation",
    4,
    "OCPP message refused by its schema",
    /\bCALLERROR (?:FormationViolation|FormatViolation|PropertyConstraintViolation|Occurr?enceConstraintViolation|TypeConstraintViolation)\b/,
  ),
  // an MQTT broker refusing the connection's credentials: CONNACK return code 4/5 (v3.1.1), reason 134/135 (v5)
  r(
    "authentication",
    4,
    "broker refused the login (MQTT CONNACK)",
    /\bCONNACK\b[^\n]{0,40}\b((rc|return code|reason code)[=: ]*(4|5|134|135)\b|not authori[sz]ed|bad user ?name or password)|\b(not authori[sz]ed|bad user ?name or password) \(CONNACK (4|5|134|135)\)/i,
  ),
  r(
    "authentication",
    4,
    "login refused / token expired",
    // a broker or server refusing the login itself; .NET's token handler (IDX10223 "Lifetime validation failed. The
    // token is expired") is the credential expiring, not bad input
    /\b(login|logon|sign[- ]?in) (was )?(refused|rejected|denied)\b|\bpassword\b[^.;\n]{0,30}\b(was |were )?(rejected|refused|not accepted)\b|\binvalid client credentials\b|\b401 from (the )?token endpoint\b|\bincorrect (api[ _-]?key|token|secret|credentials?)\b|\binvalid (api[ _-]?key|secret key)( provided)?\b|\bExpiredSignature\w*|\bSignature has expired\b|\bFailed password for\b|\breason"?[=:]\s*"?(token_expired|expired_token|bad_password|wrong_password|invalid_password|invalid_credentials)\b|\bgrpc[_.]?(code|status)[=:]\s*"?16\b|\bLogin incorrect\b|\bassertion (has )?(expired|invalid|rejected)\b|\bSAML(?:Response|Assertion)?\b[^.;\n]{0,30}\b(rejected|invalid|expired|failed)\b|\b(signature|assertion|token)\b[^.;\n]{0,20}\b(does|did|could) not verify\b|\b535 5\.7\.\d\b|\b(authentication )?credentials (are |were )?invalid\b|\bPre-authentication\b[^.;\n]{0,30}\binvalid\b|\binvalid_token\b|\bToken is not active\b|\bInvalidAccessKeyId\b|\bis not the hash of the given password\b|\bincorrect (username|user name|password)\b|\bunable to authenticate\b|\brejected (our |the |my |its )?credentials\b|\bNo valid credentials provided\b|\bGSSException\b|\bno supported (authentication )?methods remain\b|\bsignature mismatch\b[^.;\n]{0,40}\bsign in\b|\bmust sign in again\b|\berror="invalid_token"|\bAccess Key Id you provided does not exist\b|\bSecurityToken\w*Exception\b|\bIDX10[2-5]\d\d\b|\b(token|jwt|credentials?|session|password) is expired\b/i,
  ),
  r(
    "authentication",
    4,
    "the server refused the credentials it was given",
    // APNs refusing the provider token a sender signed (its 403 is about the key, not a grant), FCM refusing the APNs
    // credentials it holds for the sender; IBM MQ's "not authorized" to connect (JMSWMQ2013's "security authentication
    // was not valid", reason 2035), a SOAP service's WS-Security fault on its UsernameToken
    /\b(?:Invalid|Expired|Missing)ProviderToken\b|\bTHIRD_PARTY_AUTH_ERROR\b|\bMQRC_NOT_AUTHORIZED\b|\bJMSWMQ2013\b|\bsecurity authentication (?:was )?not valid\b|\breason(?: code)?[ =:]'?2035\b|\bwsse:FailedAuthentication\b|\bUsernameToken (?:was )?rejected\b|\bsecurity token could not be authenticated\b/i,
  ),
  r("authentication", 2, "HTTP 401 unauthorized", /\b401\b/),
  // a queue the client was told to use that its queue manager does not have (IBM MQ's 2085, JMS's invalid destination)
  r(
    "configuration",
    3.5,
    "a queue its settings name does not exist",
    /\bMQRC_UNKNOWN_OBJECT_NAME\b|\bInvalidDestinationException\b|\breason(?: code)?[ =:]'?2085\b/i,
  ),
  // JES2's spool volumes full ($HASP355); not its shortage warning ($HASP050 at 80 % of the track groups), which passes
  r("disk", 4, "batch spool full", /\$HASP355\b|\bSPOOL VOLUMES ARE FULL\b/),
  // a setting the service read and refused: "config \"ocr.minConfidence\" must be a number between 0 and 1, got \"85\""
  r(
    "configuration",
    4,
    "a setting's value out of its range",
    /\bconfig(?:uration)?(?: key| value| setting| option)?\s+["'`]?[\w.-]+["'`]?\s+must be\b/i,
  ),
  r(
    "authentication",
    1,
    "credential problem",
    /\b(credential|kerberos|saml|oidc|oauth2?|sasl|jwks?|jwt|api[ _-]?key)\b/i,
  ),
  // authorization
  r(
    "authorization",
    3,
    "permission denied",
    /\bpermission(s)? denied|\bdoes not exist or (is )?not authori[sz]ed\b|\bdoes not have ([\w.:-]+ )?(access|permission|authori[sz]ation)\b|\bdoes not have (the )?(required|necessary|sufficient) (permissions?|access|scopes?|privileges?)\b|\b\w+PermissionError\b|\bAuthorization\w*(Failed|Mismatch)\b|\baccess (is )?denied|\bAccessDenied\w*|\bnot (authori[sz]ed|permitted|allowed) to\b|\binsufficient (privileges|permissions|scope)|\bPERMISSION_DENIED\b|\bmissing (required )?(scope|role|permission)|\bauthori[sz]ation failed\b|\b\w*AuthorizationRequirement\b|\bIsInRole\b|\bNOPERM\b/i,
  ),
  r(
    "authorization",
    4,
    "database privilege denied",
    // the database refusing the app's role a privilege (SQL Server 229/230, Postgres 42501, MySQL 1142/1143):
    // a grant, not the database failing
    /\b(SELECT|INSERT|UPDATE|DELETE|EXECUTE|REFERENCES|ALTER|CREATE \w+) permission (was )?denied\b|\bpermission denied for (table|relation|schema|sequence|database|function)\b|\bInsufficientPrivilege\b|\b42501\b|\bcommand denied to user\b/i,
  ),
  r("authorization", 2.5, "HTTP 403 forbidden", /\b403\b|\bforbidden\b/i),
  r(
    "authorization",
    4,
    "permission denied",
    // gRPC's Go/Java code name, a caller lacking a role, MongoDB's "not authorized on db to execute", Laravel's and
    // Elasticsearch's "action … is unauthorized" (a known caller refused an action: a grant, not a login)
    /\b(?:code = |StatusCode="?)PermissionDenied\b|\bpolicy[_ ]deni(ed|al)\b|\b(does not|doesn't) (hold|have) (the )?([\w.:-]+ )?(role|permission|privilege|grant)\b|\bmissing (the )?[\w.:-]+ permission\b|\bForbidden(Exception|Error)\b|\bnot a member of (the )?(group|role|team|org)\b|\baccess_denied\b|\bis not granted\b|\bROLE_[A-Z_]+ required\b|\bAccessDeniedException\b|\brequested access to the resource is denied\b|\bgrpc[_.]?(code|status)[=:]\s*"?7\b|\b(policy|rbac|acl|casbin|opa|authz)\b[^;\n]{0,20}\b(deny|denied)\b|\bpolicy decision:? deny\b|\bdenied by policy\b|\bdoes not (hold|have) (the )?(role|permission|privilege|grant)\b|\black(s|ing)? (the )?(required )?(role|permission|privilege|scope)s?\b|\bnot authori[sz]ed on \S+ to\b|\bAuthorization(Exception|Error)\b|\b(this )?action (\[\S{1,120}\] )?is unauthori[sz]ed\b|\bunauthori[sz]ed to access (repository|resource|project|bucket)\b[^\n]{0,80}\baction:? ?(push|pull|delete|write|read)\b/i,
  ),
  r("authorization", 1, "access policy", /\b(rbac|iam|acl|policy|privilege|role binding)\b/i),
  // database
  r(
    "database",
    3,
    "database connection limit (too many connections)",
    /\b(connection|queue|db|database|jdbc|hikari|sql)[ -]?pool\b[^.;]{0,50}\b(limit|exhausted|saturated|reached|full|overflow|depleted)|\bConnection is not available, request timed out|\bSQLTransientConnectionException\b|\btoo many (connections|clients)|\bmax_connections\b|\bconnection pool (exhausted|timeout|is full)|\bpool (exhausted|is exhausted)|\bremaining connection slots\b|\b(could not|cannot|unable to) (obtain|acquire|get) (a )?(jdbc |db |database )?connection/i,
  ),
  r(
    "database",
    3,
    "SQL error",
    // …and a server reading a damaged page or index ("invalid page in block 4821 of relation base/16384/24601")
    /\bSQLIntegrityConstraint\w*\b|\bdeadlock (found|detected)|\brelation "[^"]+" does not exist|\bduplicate key value|\bsyntax error at or near|\binvalid page in block \d+ of relation\b|\bcould not read block \d+ (in file|of relation)\b|\bpage verification failed, calculated checksum\b|\bIncorrect key file for table\b|\bTable '[^']+' is marked as crashed\b/i,
  ),
  // a value the column's type or the sequence cannot hold: the schema's limit, not the client's input (Postgres's
  // "integer out of range" as a key's sequence passes 2^31, MySQL's "Out of range value for column")
  r(
    "database",
    4,
    "a value its column cannot hold",
    /\b(?:integer|smallint|bigint) out of range\b|\bvalue out of range for type\b|\bnumeric field overflow\b|\bOut of range value for column\b|\breached maximum value of sequence\b/i,
  ),
  r(
    "database",
    3,
    "SQL error",
    /\bSQLSTATE\b|\bORA-\d{5}|\bSQL(Exception|Error)\b|\bPSQLException|\bMySQL\w*Exception|\bER_\w+/i,
    true,
  ),
  r(
    "database",
    3,
    "database error",
    /\b\w*(Sql|SQL|Jdbc|JDBC|Mongo|Redis|Cassandra|Database|Db|DB|Dynamo\w*)\w*(Exception|Error)\b|\bDB::Exception\b|\b(OperationalError|InterfaceError|ProgrammingError|IntegrityError|DataError)\b/,
    true,
  ),
  // a database shutting down, starting or recovering (after a crash): its state, not why it went down; the cause it
  // gave before (PANIC: could not write … No space left on device) outweighs these, however many clients met them
  r("database", 2, "database error", /\bthe database system is (shutting down|starting up|in recovery mode)/i),
  r(
    "database",
    3,
    "database error",
    /\blost connection to (\w+ )?server\b|\bdatabase (is )?(unavailable|down|shutting down|in recovery)\b|\bserver closed the connection unexpectedly|\bConnection terminated unexpectedly\b|\bCommunications link failure|\bCommunicationsException\b|\bserver has gone away|\bmax(imum)? number of clients reached|\bnot (writable )?primary\b|\bNotWritablePrimary\b|\bNotMaster\b|\bno primary\b|\bReplicaSetNoPrimary\b|\breplica ?set\b[^.;]{0,30}\b(no|lost|without|unavailable)|\bprimary (stepped down|unavailable|election)|\bread[- ]only transaction\b|\bREADONLY You can't write against a read only replica|\bCLUSTERDOWN\b|\bserialization failure\b|\bcould not serialize access\b|\bNoHostAvailable\w*|\bSeconds_Behind_(Source|Master)\b|\breplica(tion)? lag\b|\btombstones? (cells )?during query\b|\bTombstoneOverwhelming\w*|\bREAD_TOMBSTONE_OVERWHELM\b|\bAll host\(s\) tried for query failed|\bno hosts available\b|\bduplicate (entry|key)\b|\b(unique|foreign key|not-null|check|integrity) constraint\b|\bviolates \w+ constraint|\bError \d{4} \([0-9A-Z]{5}\)/i,
  ),
  r(
    "database",
    2,
    "database error",
    /\b(mysql|postgres(ql)?|mariadb|mongo(db|s)?|redis|sqlalchemy|gocql|cql|pgx|pq|psycopg2?|pymongo|asyncpg|knex|sequelize|prisma|typeorm|oracle|sql ?server|mssql|cassandra|dynamodb|cockroach|sqlite|jdbc|hikari\w*|db pool|database|replica lag|replication)\b/i,
    true,
  ),
  r("database", 1, "query failure", /\b(query|transaction|tx) (failed|aborted|rolled back)|\bdb\b/i, true),
  r(
    "database",
    4,
    "database connection pool / migration / replica",
    // waiting on the pool is the database's capacity, whatever the exception calls the wait; a schema migration
    // pending or failed; a read replica cancelling a query; Cassandra short of replicas for a consistency level
    /\ball pooled connections (were|are) in use\b|\bslots reserved for (superuser|replication)\b|\b(db )?conn(ection)? pool exh\w*|\bpool exh\w*|\bReplicaLag\w*|\blag_seconds\b|\b(replica|replication|standby|secondary)\b[^.;\n]{0,50}\bbehind (the )?primary\b|\bWriteConcernFailed\b|\bwrite ?concern\b[^\n]{0,60}\bnot satisfied\b|\bcolumn [\w."]+ does not exist\b|\bUndefined(Column|Table)\b|\bmarked as crashed\b|\bTransactionConflict\b|\bTransactionCanceledException\b|\btransaction rolled back by (the )?server\b|\b(db|database|postgres\w*|mysql)\b[^.;\n]{0,20}\brefused (new )?connections\b|\b(get|obtain|acquire)\b[^.;\n]{0,20}\b(db |database )?conn(ection)?s? from (the )?pool\b|\ball \d+ conn(ection)?s in use\b|\bCasMismatch\w*|\bconcurrently modified\b|\bOptimisticLock\w*|\bStaleObjectState\w*|\bDeadlock\w*|\bTOO_MANY_PARTS\b|\bDuplicate row\b|\bno more connections allowed\b|\bmax_client_conn\b|\bprimary is not serving\b|\breparent\w*|\bconnection from the pool within\b|\bmigrations? (are |is )?pending\b|\bPendingMigration\w*|\bdetected failed migration\b|\bmigrations? (have |has )?failed\b|\bconflict with recovery\b|\bnot enough replicas available for query\b|\bat consistency (LOCAL_)?(ONE|TWO|THREE|QUORUM|ALL|SERIAL)\b/i,
  ),
  r(
    "database",
    6,
    "waiting for one of the pool's database connections",
    // a request waiting for one of the pool's connections (Knex, Ecto's DBConnection queue, Npgsql's exhausted pool):
    // the database's capacity, though the words say timeout (heavier than every timeout rule those words also meet; a
    // lock waited on too long is a timeout, as the conventions say)
    /\bTimeout acquiring a connection\b[^\n]{0,40}\bpool\b|\bconnection not available and request was dropped from queue\b|\bThe connection pool has been exhausted\b/i,
  ),
  // a driver that finds no database server it may use (MongoDB's server selection: no primary, none reachable): the
  // database's state, though the driver words it as a selection that timed out
  r(
    "database",
    4,
    "no database server selectable",
    /\b(?:MongoServerSelectionError|ServerSelectionTimeoutError|MongoNotPrimaryError|NotPrimaryError|ReplicaSetNoPrimary)\b/,
  ),
  // FreeRADIUS's SQL module out of connections, and the login it then refuses for want of one: the database
  r(
    "database",
    5,
    "no SQL connection to be had",
    /\bFailed to get (?:an? )?SQL connection\b|\brlm_sql\b[^\n]{0,40}\bNo connections available\b/,
  ),
  r(
    "database",
    3.5,
    "deadlock / replica lag / schema",
    /\bdeadlock (detected|found)\b|\bDeadlock found when trying to get lock|\bstill waiting for \w*Lock on (relation|tuple|transaction)\b|\b40P01\b|\bER_LOCK_DEADLOCK\b|\b(replica|replication|slave|standby)\b[^.;]{0,20}\b(lag|delay|behind)\b|\bseconds[_ ]behind[_ ]master\b|\brelation "[^"]+" does not exist|\bcolumn "[^"]+" (of relation "[^"]+" )?does not exist|\bUnknown column '[^']+' in\b|\bTable '[^']+' doesn't exist|\bno such (table|column)\b|\b53300\b|\b53200\b|\b57P0[13]\b|\b08006\b/i,
  ),
  r(
    "database",
    3,
    DATABASE_UNREACHABLE,
    /\b(could not|can't|cannot|unable to|failed to) connect to (the )?(\w+ )?(database|db|mysql|postgres\w*|mongo\w*|redis|MySQL server|server on socket|cluster)\b|\b08001\b|\bconnection to (the )?(database|db|postgres\w*|mysql|mongo\w*) (failed|refused|lost|closed)\b/i,
  ),
  // network
  r(
    "network",
    3,
    "connection reset (ECONNRESET)",
    /\bECONNRESET\b|\bprematurely closed\b|\bclosed (the )?connection prematurely|\breset before headers\b|\bupstream connect error\b|\bconnection reset( by peer)?\b|\bsocket hang up\b|\bbroken pipe\b|\bEPIPE\b|\bconnection (was )?(closed|aborted) (unexpectedly|by peer|prematurely)/i,
  ),
  r(
    "network",
    3,
    "DNS resolution failure",
    /\bENOTFOUND\b|\b(lookup|resolving|resolve) .{0,40}\b(i\/o timeout|timed out|no such host)|:53: i\/o timeout|\b(timed out|i\/o timeout|timeout) (while )?(resolving|looking up)\b|\bEAI_AGAIN\b|\bgetaddrinfo\b|\bname resolution\b|\bno such host\b|\bunknown host|\bUnknownHostException|\bNXDOMAIN\b|\bdns (lookup|resolution|query) (failed|timed out|error)|\bcould not resolve host/i,
  ),
  // Go's resolver: "lookup <host> on <dns>:53: … i/o timeout" is DNS failing, whatever timed out inside it
  // .NET reports a failed TLS handshake as an AuthenticationException ("the remote party sent a TLS alert"): the path's
  // TLS, not a login
  r(
    "network",
    5,
    "TLS handshake failure",
    /\bThe SSL connection could not be established\b|\bremote party sent a TLS alert\b|\bTLS alert: '?HandshakeFailure\b/i,
  ),
  // Envoy could not open a connection to the upstream at all: the path failed, whatever the upstream is
  r(
    "network",
    4,
    "upstream connection failure",
    /\breset reason: (connection failure|connection termination|remote reset)\b/i,
  ),
  // (and a resolver's own query to its upstream on port 53 timing out: CoreDNS's "A: read udp …->…:53: i/o timeout")
  r("network", 5, "DNS resolution failure", /\blookup \S+ on [\d.:[\]a-f]+:53\b|->\S+:53: i\/o timeout\b/i),
  r(
    "network",
    3,
    "network unreachable",
    /\bEHOSTUNREACH\b|\bENETUNREACH\b|\bno route to host|\bnetwork is unreachable|\bhost (is )?unreachable|\bpacket loss\b|\blink (down|flap)|\blink\b[^\n]{0,60}\bsaturated\b|\bretransmits? \d+(\.\d+)? ?%/i,
  ),
  // a connection that could not even be set up in time: packets do not get through (a dropped route, a firewall, a
  // lost VPN), the path's failure, not a callee slow to answer
  r(
    "network",
    3.5,
    "connection attempt timed out",
    /\bdial tcp [^\n]{0,80}: i\/o timeout\b|\bconnect timed out\b|\bConnectTimeout\w*|\bconnect(ion)? timeout\b|\btimed out (while )?connecting\b|\bconnection attempt timed out\b/i,
  ),
  // a cluster whose nodes lost sight of each other: the path between them failed (RabbitMQ/Mnesia, Elasticsearch,
  // Consul, Akka); a node's tick or heartbeat timing out over it is the same partition, not slow work
  r(
    "network",
    4,
    "network partition",
    /\bnetwork partition|partitioned[_ ]network\b|\bpartition(ed)? (detected|between nodes)|\bsplit[- ]brain\b|\bnet_tick_timeout\b/i,
  ),
  // (and Python's ssl module when the peer or a middlebox cuts the TLS stream: "SSLEOFError(8, 'EOF occurred in
  // violation of protocol')"; Node's and OpenSSL's verify errors by name: "unable to get local issuer certificate
  // (UNABLE_TO_GET_ISSUER_CERT_LOCALLY)")
  r(
    "network",
    3,
    "TLS handshake failure",
    /\btls handshake|\bssl handshake|\bhandshake (failed|failure|timed out)|\bSSLHandshakeException|\bcertificate (verify|verification) failed|\bCERTIFICATE_VERIFY_FAILED\b|\bSSL_ERROR_\w+|\bSSL_connect\b|\bTLS error\b|\bSSL routines\b|\bcertificate (has )?expired|\bunknown (ca|certificate authority)\b|\bself[- ]signed certificate|\bx509:|\bremote certificate is invalid|\bUntrustedRoot\b|\bRemoteCertificate\w*(Error|Mismatch)|\bcertificate chain\b[^.;]{0,40}\b(error|invalid|untrusted|incomplete)|\b(received )?fatal alert: (protocol_version|handshake_failure|bad_certificate|certificate_\w+|unknown_ca|illegal_parameter)|\bno (appropriate|supported) protocol\b|\bwrong version number\b|\btlsv1 alert\b|\bEOF occurred in violation of protocol\b|\bUNEXPECTED_EOF_WHILE_READING\b|\bSSLEOFError\b|\bunable to (get local issuer certificate|verify the first certificate)\b|\b(UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|UNABLE_TO_VERIFY_LEAF_SIGNATURE|CERT_HAS_EXPIRED|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERR_TLS_CERT_ALTNAME_INVALID)\b|\bdoes not match certificate's altnames\b/i,
  ),
  r(
    "network",
    1.5,
    "connection dropped",
    /\b(uplink|socket|tcp|connection|stream|link|tunnel|websocket)\b.*\b(dropped|lost|closed|interrupted|disconnected)\b|\bdisconnect(ed)?\b|\bpeer\b/i,
  ),
  r("network", 2.5, "connection refused", /\bECONNREFUSED\b|\bconnection refused\b/i),
  r(
    "network",
    3.5,
    "connection lost / DNS / link down",
    // hyper's IncompleteMessage, .NET's "forcibly closed by the remote host", glibc's and Rust's resolver words, a
    // bonded NIC or conntrack table dropping packets
    /\bconnection closed before message completed\b|\bCannot connect to host\b|\bLost carrier\b|\b(connection|socket)\b[^.;\n]{0,20}\breset by (the )?peer\b|\bSERVFAIL\b|\bDNS lookup\b[^.;\n]{0,60}\bfailed\b|\bcarrier lost\b|\breset the connection\b|\bTargetConnectionReset\b|\berrno[=:]\s*"?(104|111|113)\b|\bConnect call failed\b|\bClientConnectorError\b|\bConnection aborted\b|\bRemoteDisconnected\b|\bRemote end closed connection\b|\bactively refused\b|\bIncompleteMessage\b|\bforcibly closed by the remote host\b|\bUnable to read data from the transport connection\b|\bdns error\b|\bName or service not known\b|\bfailed to lookup address\b|\bTemporary failure in name resolution\b|\bnodename nor servname\b|\blink (status )?(is )?(definitely )?down\b|\bNIC Link is Down\b|\bconntrack\b[^\n]{0,30}\btable full\b|\bdropping packets?\b/i,
  ),
  // the client side ran out of source ports or addresses (ephemeral port exhaustion, SNAT)
  r(
    "network",
    3,
    "cannot assign requested address",
    /\bcannot assign requested address\b|\bEADDRNOTAVAIL\b|\bAddress not available\b/i,
  ),
  // timeout
  r(
    "timeout",
    3,
    "timed out",
    /\btimed[ -]?out\b|\btime[ -]?out (after|exceeded|waiting|while|expired)|\bdeadline exceeded\b|\b(request|upstream|read|write|idle|socket|query|statement|lock|operation) time-?out\b|\bexceeded (the )?(max(imum)? )?(run ?time|duration|time limit|execution time)|\bmax(imum)? (statement )?execution time exceeded|\bexecution time(out)? (exceeded|expired)|\bexceeded (the |its |a )?(\d+(\.\d+)?\s*(ms|s|sec|seconds|minutes?) )?(deadline|time ?limit|timeout)\b|\bdeadline (of \S+ )?(expired|reached|passed)\b|\bDEADLINE_EXCEEDED\b|\bETIMEDOUT\b|\bESOCKETTIMEDOUT\b|\bTimeoutException\b|\bTimeoutError\b|\bdid not (answer|respond|complete|finish) (within|in time)|\btook too long\b|\block wait timeout|\bstatement timeout\b|\bexecution expired\b/i,
  ),
  r(
    "timeout",
    3,
    "timed out",
    /\b\w+Timeout(Exception|Error)\b|\bReadTimeout\b|\btimeout of \d+\s*m?s exceeded|\bi\/o timeout\b|\bcontext canceled\b.{0,40}\bdeadline|\bcanceling statement due to (statement|lock) timeout|\bno response (received )?(within|after) \d+|\b(soft |hard )?time ?limit\b[^.;\n]{0,40}\bexceeded\b|\b(wall[- ]?clock|run ?time) limit\b[^.;\n]{0,20}\b(reached|hit|exceeded)\b|\b(Soft)?TimeLimitExceeded\b|\bHttpClient\.Timeout\b|\b(cancel+ed|aborted) after \d+(\.\d+)?\s*(ms|s|sec|seconds)\b|\bfailed(?! to connect)\b[^.;\n]{0,40}? after (\d{4,}\s*ms|[1-9]\d*(\.\d+)?\s*(s|sec|seconds))\b/i,
  ),
  // a warehouse's statement limit (Snowflake's "Statement reached its statement or warehouse timeout of 3600 second(s)")
  r("timeout", 4, "statement timeout", /\breached its (?:\w+ ){0,4}timeout\b/i),
  // a request it served in tens of seconds: slow past any caller's patience (a slow query is the database's)
  r(
    "timeout",
    3,
    "requests slow past their callers' patience",
    /\bslow (?:request|response|call|operation)\b[^\n]{0,100}\btook \d{2,}(?:\.\d+)? ?s\b/i,
  ),
  // a checkpoint that ran out of time (Flink's "Checkpoint expired before completing"), a z/OS step past its CPU time
  // (abend S322), work that took longer than the budget the line states ("took 5077ms (budget 500ms)": a line inside its
  // budget is no failure at all)
  r(
    "timeout",
    4,
    "work past its time limit",
    /\bexpired before completing\b|\bABEND(?:ED)?[ =]S?322\b|\btook \d+(?:\.\d+)? ?(?:ms|s)\b[^\n]{0,10}\((?:budget|limit|deadline|timeout|max) \d+(?:\.\d+)? ?(?:ms|s)\)/i,
  ),
  // (a consumer's poll loop running late may be its heap's doing, which the service says beside it: weighed lighter)
  r("timeout", 2.5, "consumer too slow between polls", /\bmax\.poll\.interval\.ms\b|\bpoll timeout has expired\b/i),
  r("timeout", 2, "HTTP 504 gateway timeout", /\b504\b|\bgateway time-?out\b|\b408\b/i),
  r(
    "timeout",
    3.5,
    "ran out of time",
    // tokio's Elapsed ("deadline has elapsed"), an Elixir GenServer.call exiting on its timeout, Envoy's
    // upstream_request_timeout / UT flag, PHP's max_execution_time, a Cloud Function's "finished with status:
    // 'timeout'", any work past its stated time ("Rule evaluation exceeded 5000 ms", "tesseract exceeded 120s on
    // DOC-1251117")
    /\bexceed(?:ed|s) (its |the )?(time |latency )?budget\b|\bfinished with status:? '?timeout\b|\b[a-z]\w*s? (exceeded|ran past|took longer than) (its |the )?\d+(\.\d+)? ?(ms|s|sec|seconds|min|minutes)\b|\b(time|latency) budget exceeded\b|\bdeadline has (elapsed|expired|passed)\b|\b(could not|couldn't|failed to|unable to)\b[^.;\n]{0,50}\bin time\b|\bDeadlineExceeded\b|\btmo\b|\b(time budget|time limit)\b[^.;\n]{0,20}\b(ran out|exhausted|expired|elapsed)\b|\bnever (replied|answered|responded)\b|\bgave up after \d+\s*(ms|s|sec|seconds|m|min|minutes)\b|\bwaiting for \S+ to respond\b|\berror"?\s*[:=]\s*"?timeout\b|\bgrpc[_.]?(code|status)[=:]\s*"?4\b|"?(outcome|result|reason)"?[=:]\s*"?timeout\b|\bgateway time-?out\b|\berrno[=:]\s*"?110\b|\bdeadline( of)? \S{1,12} exceeded\b|\b[A-Z][a-z]\w*Timeout\b|\b[A-Z_]*_TIMEOUT\b|\bTimeout Error\b|\(EXIT\) time ?out\b|\bGenServer\.call\b[^\n]{0,200}\btime ?out\b|\b(upstream_request|request|read|connect|idle|statement|lock_wait)_timeout\b|\bmax(imum)? execution time of \d+ \w+ exceeded\b|\b(unable|failed|could ?not|couldn't|cannot) (to )?acquire (a |the )?lock\b[^.;\n]{0,40}\b(after|within) \d+/i,
  ),
  // its own work holding the thread past its budget: Node's blocked event loop, a stalled worker, a watchdog's warning
  r(
    "timeout",
    3,
    "work blocked past its time",
    // (not HikariCP's housekeeper finding its own clock jumped, "Thread starvation or clock leap detected": a pause of
    // the process or its host, beside whatever the pool's callers met)
    /\bevent[- ]loop (was )?(blocked|stalled)\b|\bblocked (the )?event[- ]loop\b|\bWORKER TIMEOUT\b|\bhung (thread|worker|task)s?\b|\bthread starvation\b(?! or clock leap)|\bstarvation detected\b(?! \(housekeeper)/i,
  ),
  r("timeout", 1, "slow response", /\btimeout\b|\bdeadline\b|\bwaited \d+/i),
  // rate limiting
  r(
    "rate_limiting",
    3,
    "rate limit / quota exceeded",
    /\brate[ -]?limit(ed|ing|s)?\b|\bthrottl(ed|ing|e)\b|\bThrottlingException\b|\bTooManyRequests|\btoo many requests\b|\bOVER_QUERY_LIMIT\b|\bRESOURCE_EXHAUSTED\b|\bRequestLimitExceeded\b|\bSlowDown\b|\breduce your request rate\b|\b(api|request|call|query) quota\b|\bquota (exceeded|exhausted)\b|\bover (the )?(quota|limit)\b|\bretry[- ]after\b|\b(call|request|api|concurrency|usage) limit( \d+)? (reached|exceeded|hit)\b|\bexceeded (your |the )?(current )?quota\b|\binsufficient_quota\b|\b\w*Throughput\w*Exceeded\w*|\b(Rate|Request|Limit|Quota)\w*Exceeded\w*\b|\bthroughput (limit )?exceeded|\bRateLimiter\b[^.;]{0,60}\b(does not permit|not permitted|rejected)|\bRequestNotPermitted\b|\blimiting (requests|connections)(, excess:| by zone)/i,
  ),
  r(
    "rate_limiting",
    4,
    "rate limit / quota exceeded",
    // a call rate stated and exceeded, a limiter's own exception (Sidekiq's OverLimit, Laravel's ThrottleRequests)
    /\bexceeded \d+ (calls|requests)\b|\brate[ -]?limit (exceeded|reached|hit)\b|\bexceeded \d+ req(uest)?s?\/(s|sec|min|minute|h|hour)\b|\b\d+ ?(msg|msgs|messages|req|reqs|requests|calls)\/(s|sec|min)\b[^\d\n]{0,20}\b(account |api |rate )?limit \d+\b|\bgrpc[_.]?(code|status)[=:]\s*"?8\b|\bquota exh\w*|\brl hit\b|\btoo many \w+ requests\b|\basked us to slow down\b|\bRateLimit\w*\b[^.;\n]{0,40}\b(reject\w*|denied|block\w*)\b|\b(calls|requests|tokens) per (second|minute|hour|day)\b[^.;\n]{0,30}\b(limit|exceeded|reached)\b|\b(requests|calls)\/(s|sec|min|minute|hour)\b[^.;\n]{0,20}\ballowed\b|\bOverLimit\b|\blimiter\b[^.;\n]{0,40}\bexceeded\b|\bToo Many Attempts\b|\bThrottle\w*(Exception|Error)\b/i,
  ),
  r("rate_limiting", 2.5, "HTTP 429 too many requests", /\b429\b/),
  r(
    "rate_limiting",
    1,
    "request budget",
    /\b(qps|rps|requests per (second|minute)|burst|quota|backpressure|load shed\w*)\b/i,
  ),
  // validation
  // MongoDB's $jsonSchema validator refusing a document a client wrote
  r("validation", 4, "document failed the schema", /\bDocument failed validation\b/i),
  // a record refused for what it holds: "batch RB-75126 failed validation: entry 466 … contains invalid character 'É'"
  r("validation", 3, "record failed validation", /\bfailed validation\b|\bcontains (?:an )?invalid character\b/i),
  // data a store refused for what it holds: a sample too old or out of order, a label too long ("the sample has been
  // rejected because its timestamp is too old", "received a series whose label value length exceeds the limit")
  r(
    "validation",
    3,
    "data refused for what it holds",
    /\b(?:has been|was|were) rejected because\b|\bout[- ]of[- ]order (?:samples?|entr(?:y|ies)|events?)\b|\b(?:label|field|attribute|tag) (?:name |value )?length exceeds\b/i,
  ),
  // a time-series store refusing points whose field changed type ("partial write: field type conflict: input field
  // \"cadence\" … is type float, already exists as type integer")
  r("validation", 4, "a point's field of another type", /\bfield type conflict\b/i),
  // a delimited file whose record has more or fewer fields than its header (Go's encoding/csv, pandas)
  r(
    "validation",
    3,
    "a record of the wrong shape",
    /\bwrong number of (?:fields|columns)\b|\bExpected \d+ fields in line\b/i,
  ),
  // data a decoder could not read for its layout: asn1tools' DecodeTagError, protobuf's DecodeError, a payload in a
  // version it does not know ("ValueError: unsupported payload version 0x03 (expected 0x01 or 0x02)")
  r(
    "validation",
    3,
    "undecodable data",
    /\b\w*DecodeTagError\b|\bprotobuf\.message\.DecodeError\b|\bExpected choice member tag\b|\bunsupported (?:payload|message|frame|packet|record|schema) version\b/i,
  ),
  r(
    "validation",
    3,
    "schema validation error",
    /\bvalidation (failed|errors?|exception|failures?)\b|\bValidationException\b|\bJSON::ParserError\b|\bJSONDecodeError\b|\binvalid character '.{1,4}' looking for beginning of value\b|\bdoes not validate (with|against)\b|\b(field|parameter|property|attribute) is required\b|\bis a required (field|property|parameter)\b|\binvalid input (syntax|value)\b|\binvalid_(request|type|format|value|enum_value|string|union)\b|\bZodError\b|\bInvalidFormatException\b|\b(cannot|can't|could not|unable to|failed to) (unmarshal|deserialize|decode|convert|coerce)\b|\b(could not|cannot) be (converted|deserialized|parsed|coerced)\b|\bunmarshal\w* (error|fail\w*)|\bValidationError\b|\bschema (validation|violation|mismatch)|\bcvc-[\w.-]+|\bfailed to (validate|parse|deserialize|unmarshal|decode)|(?<!\bresponse (was |is )?|[#/-])\b(malformed|unparseable|unprocessable)\b|\bJSON ?(parse|decode) error|\bunexpected (token|end of|element|field)|\bInvalid content was found|\bJsonParseException\b|\bFlatFileParseException\b|\bParsing error at line\b|\bMismatchedInputException\b|\bNumberFormatException\b|\b(error|failure|exception) (while )?(de)?serializ\w*|\b\w*(De)?[Ss]eriali[sz]ation(Exception|Error)\b|\b(de)?serializ\w* (error|fail\w*)|\bschema\b[^.;]{0,30}\b(incompatible|mismatch|not compatible)|\bincompatible schema\b|\bdoes not (conform|match) (to )?(the )?schema|\binvalid (type|value): [^,\n]{1,60}, expected\b|\b[A-Z][a-z]+ParseError\b/i,
  ),
  r(
    "validation",
    2,
    "invalid input",
    /\binvalid (request|input|payload|format|value|field|argument|parameter|message|body|content|xml|json|event|record|entry|document)|\b(required|missing) (field|parameter|property|element)\b|\bmust (be|not be|match)\b|\bINVALID_ARGUMENT\b|\b422\b|\b400 bad request|\bbad request\b/i,
  ),
  r(
    "validation",
    3,
    "input rejected by a rule",
    /\bdoes not match\b[^.;\n]{0,12}\b(pattern|format|regex)\b|\bdoes not match \^|\b(outside|out of) (the )?(allowed|valid|permitted|accepted|supported) range\b|\bcheck ?(digit|sum) (mismatch|invalid|failed)\b|\b(rejected|rejecting)\b:? invalid \w+|\b(rejected|rejecting)\b[^.;\n]{0,60}\b(does not match|doesn't match|exceeds|out of range|not allowed|too (long|short|large|small)|must be|is not a valid)\b/i,
  ),
  r(
    "validation",
    3.5,
    "input failed validation",
    // ASP.NET's problem details, go-playground/validator, Ecto changesets, gRPC's InvalidArgument code, Symfony's and
    // other frameworks' *ValidationFailed*/*Validation*Exception, a typed field with the wrong shape (a warehouse's
    // "Numeric value 'N/A' is not recognized": a value in the data, whatever the driver's exception calls it)
    /\bvalidation errors? occurred\b|\b(Numeric|Date|Timestamp|Time|Boolean) value '[^'\n]{0,40}' is not recognized\b|\bmod-?\d+ check(sum)?\b|\bMissingField\w*|(?<!index |integer |smallint |bigint )\bout of range\b|\bmissing field\b|\b(rejected|refused) (it|the (order|request|file|payload|message|event|record|upload))\b|\bcolumns? on row \d+\b|\bbut the header has\b|\bis not a valid (\w+ ){0,3}(month|year|day|date|number|email|postcode|code|value)\b|\bfailed (format|schema|range|length) check\b|\bmust be (non-negative|positive|negative|non-empty)\b|\binvalid (postcode|zip|postal code|phone( number)?|email( address)?|currency|iban|sku|quantity|amount)\b|\bFormatException\b|\bnot in a correct format\b|\bschema_violation\b|\brequired property missing\b|\bbut it was missing\b|\bmissing required propert(y|ies)\b|\bdoes not match (the )?(model )?schema\b|\b(is )?not valid JSON\b|\bInvalidMessageContents\b|\bgrpc[_.]?(code|status)[=:]\s*"?3\b|\bvalidation[._]\w+[=:]\s*"?(rejected|failed|invalid)\b|\bArgumentOutOfRange\w*|\bout of the range of valid values\b|\bmissing required (field|property|parameter|attribute)\b|\bis not a (valid )?(number|integer|decimal|date|boolean|uuid|guid)\b|\bnot in (the )?(ISO|allowed|valid|accepted)[\w -]{0,20}(list|set|values)\b|\bexceeds \d+ (chars|characters|bytes|digits)\b|"VALIDATION(_ERROR)?"|\bChangeset invalid\b|\bmust be a valid \w+|\bexpected \d+ (digits|characters|chars|columns|fields)\b|\brow \d+ (refused|rejected|invalid)\b|\bBadRequest(Exception|Error)\b|\bERR_VALIDATION\b|\bmust be (>=|<=|>|<|an? (email|url|uuid))|\bschema check\b|\b(less|greater) than the (minimum|maximum)\b|\bis not a (valid )?calendar date\b|(?<!hibernate\.exception\.)\bConstraintViolationException\b|\bparsing \w+ failed\b|\bexpected \w+, but encountered \w+\b|\b(has|have) \d+ decimal places\b|\binvalid (?!(status|http|response|return) )(\w+ ){0,4}(code|id|identifier|number) '[^']{1,40}'|\bField validation for '[^']+' failed\b|\bvalidation for '?[\w.]+'? failed\b|\[validation: :\w+\]|\bhas invalid format\b|\bvalid\?: false\b|\bcode = InvalidArgument\b|\b(?!\w*(?:Options|Settings|Config))\w*Validation\w*(Exception|Error)\b|\b(has )?(the )?(wrong|invalid|incorrect) (format|type)\b|\binvalid (integer|number|decimal|string|date|datetime|email|boolean|uuid|enum value|iban)\b|\bis not a valid (\w+ ){0,4}(number|email|date|iban|value|identifier|code)\b|\binvalid (?:[\w.-]+ ){1,3}(?:payload|body|document)\b|\binvalid (?:packed|zoned)[- ]decimal\b|\bDocumentInvalid\b|\blength \d+ exceeds (?:the )?max(?:imum)?\b|\bEDIFACT syntax error\b|\b\w+(?:\[\d+\])?(?:\.\w+(?:\[\d+\])?)*\[\d+\]\.\w+ (?:is )?(?:missing|required)\b/i,
  ),
  r(
    "validation",
    1,
    "rejected message",
    /\b(rejected|reject)\b.*\b(message|request|payload|document|record)\b|\bxml\b|\bxsd\b|\bschema\b/i,
  ),
  // null reference
  r(
    "null_reference",
    4,
    "null reference (NullPointerException)",
    /NullPointerException\b|\bsegfault at 0 |\bSIGSEGV \(@(0x)?0+\)|\bSEGV on unknown address (0x)?0+\b|\bat address (0x)?0+\b|\bNPE\b|\b(nil|null) ptr\b|\bptr deref|\bnull pointer\b|\btried to read\b[^.;\n]{0,40}\b(null|nil|None|undefined)\b|\b(null|nil|None|undefined)\b[^.;\n]{0,40}\btried to read\b|\bproperty `?\w+`? of (null|undefined|None|nil)\b|\bTypeError: \S+ is (undefined|null)\b|\bon a null object reference\b|\b(access|read|get) '?\w+'? (of|on|from) (None|null|nil|undefined)\b|\bArgumentNullException\b|\bValue cannot be null\b|\bOption::unwrap\(\)|\bon a `?None`? value|\bNoSuchElementException: No value present|\blateinit property \w+ has not been initialized|\bUninitializedPropertyAccessException\b|\b(undefined|null) is not (a function|an object|iterable)|\bCannot destructure property|\bNullReferenceException\b|\bnil pointer dereference|\binvalid memory address or nil pointer|\bObject reference not set to an instance|\bCannot read propert(y|ies) of (undefined|null)|\bis not an object \(evaluating|\bundefined is not an object|'NoneType' object (has no attribute|is not subscriptable|is not iterable|is not callable)|\bCannot (read|set) propert(y|ies)( '[^']*')? of (undefined|null)|\bmember function \S+ on null\b|\bundefined method .{0,60} for nil\b|\bnil:NilClass\b|\bspecified as non-null is null|\bunexpectedly found nil|\bnull dereference|\bfunction nil\.[\w?!]+\/\d+ is undefined\b/i,
  ),
  r(
    "null_reference",
    4,
    "null reference",
    // PHP 8's "Attempt to read property … on null", Elixir's "key :id not found in: nil" / "got: nil", Python's
    // NoneType in any operation, Go's nil pointer (templates, reflection), the kernel's NULL pointer dereference
    /\bAttempt to (read|assign) property "?\w+"? on null\b|\bNone\.get\b|\bfromJust: Nothing\b|\b(reference|ref|pointer|object) (was|is) (null|nil|None|undefined)\b|\bproperty "[^"]+" on null\b|\bnot found in: nil\b|\bgot: nil\b|'NoneType'|\bnil pointer\b|\bNULL pointer dereference\b/i,
  ),
  r(
    "null_reference",
    1.5,
    "null value",
    /\b(is|was|returned) (null|nil|None|undefined)\b|\bnull (value|pointer|reference)\b|\bTypeError\b/i,
  ),
  // configuration
  r(
    "configuration",
    3,
    "missing or invalid configuration",
    /\b(missing|undefined|unset|not set|no value for|invalid|unknown|bad)( required)? (config(uration)?|setting|env(ironment)?( variable| var)?|property|option|parameter)\b|\b(config(uration)?|settings?|env(ironment)? var(iable)?|property):? .{0,40}\b(missing|not (set|found|defined|configured)|is required|invalid)|\bKeyError: '[A-Z][A-Z0-9_]{2,}'|\bImproperlyConfigured\b|\bConfigurationException\b|\bConfigError\b|\bno such (config|configuration|setting)|\bfeature flag\b.*\b(missing|invalid)|\bmisconfigur/i,
  ),
  r(
    "configuration",
    3.5,
    "missing or invalid configuration",
    /\b(error|failed|failure|unable|cannot|could not) (loading|to load|load|parsing|to parse|parse|reading|to read) (the )?(settings|config(uration)?|env(ironment)?|properties)\b|\bmissing\b[^.;]{0,40}\bin \S*\.(toml|ya?ml|ini|properties|conf|cfg|env|json)\b|\b(could not|cannot|unable to) resolve (placeholder|property|variable|setting)|\brequired (key|setting|env(ironment)?( variable| var)?|config(uration)? (key|value)|option|flag)\b|\bFailed to bind properties\b|\bOptionsValidationException\b|\b\w*(Options|Settings|Config)\b[^.;\n]{0,30}\bvalidation failed|\bvalidation errors? for (Settings|\w+Settings|\w+Config)\b|\bconfig(uration)? (validation )?(error|invalid|problem)\b|\b(could not find|cannot find|no) (a )?value for [A-Z][A-Z0-9_]{2,}|\bnot (found|set|defined) in (the )?environment\b|\binvalid value\b.{0,40}\bfor (flag|option|setting)\b|\bNo such file or directory\b.{0,80}\.(ya?ml|toml|ini|conf|cfg|properties|env)\b|\b(unresolved|unresolvable) (placeholder|property|variable)|\bno (value|binding) (found )?for (key|property|variable|setting)|\b(settings|config(uration)?|env(ironment)?)\b[^.;]{0,30}\b(key|field|entry|variable)\b[^.;]{0,40}\b(missing|not (set|found|defined)|required)\b/i,
  ),
  // (a setting's name, never a code whose last part is a number: "edit check EC_CM_007 dose unit missing fired")
  r(
    "configuration",
    4,
    "invalid setting from environment / config file",
    /\b(invalid|bad|illegal|unparseable|malformed|unsupported|unknown|empty)\b[^.;\n]{0,40}\b(?!ERR_|ERROR_|E_)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b(?<!_ERROR|_FAILED|_FAILURE|_DENIED|_REJECTED|_EXCEPTION|_\d+)|\b(?!ERR_|ERROR_|E_)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b(?<!_ERROR|_FAILED|_FAILURE|_DENIED|_REJECTED|_EXCEPTION|_\d+)[^.;\n]{0,40}\b((is )?(not set|missing|required|invalid|empty)|must be|not a valid|cannot be parsed|could not be parsed)|\b(invalid|bad|malformed|unparseable)\b[^.;\n]{0,40}\b(value|url|uri|endpoint|host|port|dsn|connection string|duration|format)\b[^.;\n]{0,40}\b(env(ironment)?|config(uration)?|settings?|property|variable|flag|option|\.ya?ml|\.properties|\.toml|\.ini|\.conf|\.env)\b/,
  ),
  // a bucket the requests name that does not exist (S3's NoSuchBucket): a bucket's name is the settings' to give (an
  // index may be missing for want of the data it is made from: change.ts reads that from the settings that changed)
  r("configuration", 3, "a bucket that does not exist", /\bNoSuchBucket\b|\bThe specified bucket does not exist\b/i),
  // a value its code read from the environment that does not parse, the read shown in the failure's stack ("timeout =
  // int(os.environ.get('DISPATCH_TIMEOUT', '45'))", "ValueError: invalid literal for int() with base 10: '45s'")
  r(
    "configuration",
    4,
    "a setting from the environment that does not parse",
    /^(?=[\s\S]{0,2000}?\b(?:ValueError|invalid literal|NumberFormatException|FormatException|could not convert|cannot parse|strconv\.\w+: parsing|invalid digit|ParseError)\b)[\s\S]{0,3000}?\b(?:os\.environ(?:\.get)?|os\.getenv|process\.env|System\.getenv|os\.Getenv|ENV\.fetch|Environment\.GetEnvironmentVariable)\s?[[(.]\s?["']?[A-Z][A-Z0-9]*_[A-Z0-9_]+/,
  ),
  // Django asked for a setting its settings module does not define
  r("configuration", 4, "a setting its settings do not define", /'Settings' object has no attribute '\w+'/),
  // a key the service signs or encrypts with left empty by its settings ("sign payload: hmac key is empty"), or a file
  // under /etc its settings name that is not there
  r(
    "configuration",
    3,
    "a key or file its settings name is missing",
    /\b(?:hmac|signing|secret|encryption|private|api|access)[ _-]?(?:key|secret|token)\b[^\n]{0,20}\bis (?:empty|blank|unset|not set|missing)\b|['"]?\/etc\/[^\s'":]+['"]?: No such file or directory\b/i,
  ),
  // a request refused because a setting does not list what it needs (Django's DisallowedHost: "You may need to add 'x'
  // to ALLOWED_HOSTS"; "add … to the CORS_ALLOWED_ORIGINS setting"): the setting is wrong, not the request
  r(
    "configuration",
    4,
    "setting lacks a needed value",
    /\bDisallowedHost\b|\bInvalid HTTP_HOST header\b|\b(you may need to|you must|please) (add|set|include)\b[^\n]{0,100}\b(to|in) (the )?(?!ERR_|ERROR_|E_)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/,
  ),
  // an error telling its operator which setting to change ("Try increasing `gpu_memory_utilization` or decreasing
  // `max_model_len` when initializing the engine"): the value set is what failed
  r(
    "configuration",
    3.5,
    "setting too small or too large",
    // (a setting's own lower-case name: PyTorch's out-of-memory advice to "try setting PYTORCH_CUDA_ALLOC_CONF" is
    // about fragmentation, not a value set wrong)
    /\b(?:[Tt]ry|[Cc]onsider|[Yy]ou (?:may|might) need to) (?:increasing|decreasing|raising|lowering|reducing|setting|increase|decrease|raise|lower|reduce|set) [`'"]?[a-z]+(?:_[a-z0-9]+)+\b/,
  ),
  // a URL built from a setting that is no URL (Node's ERR_INVALID_URL, Java's "no protocol", .NET's UriFormatException)
  r(
    "configuration",
    3.5,
    "URL setting invalid",
    /\bERR_INVALID_URL\b|\bMalformedURLException: no protocol\b|\bInvalid URI: The format of the URI\b/,
  ),
  // a file of its settings or templates missing ("open /etc/notifier/templates/v2/invite.html: no such file or directory")
  r("configuration", 3, "settings file missing", /\bopen \/etc\/[^\s:]+: no such file or directory\b/),
  // a setting a release came without (.NET: "Section 'Pricing:CurrencyRates' has no value for 'Endpoint'"; an INI
  // profile's "key 'max_volumetric_speed' not found in [filament:PETG]"; a router's "no vehicle profile 'truck_26ft'
  // loaded", GraphHopper's "The requested profile 'truck' does not exist"), or a key of the wrong mode (Stripe: "a
  // similar object exists in live mode, but a test mode key was used")
  r(
    "configuration",
    4,
    "setting missing or of the wrong mode",
    /\bSection '[\w:.-]+' has no value for\b|\bkey '[\w.-]+' not found in \[[\w:. -]+\]|\bno [\w ]{0,20}profile ['"][\w.-]+['"] loaded\b|\brequested profile ['"][\w.-]+['"] does not exist\b|\bbut a (?:test|live) mode key was used\b/,
  ),
  // MySQL refusing a query its sql_mode forbids (ONLY_FULL_GROUP_BY after a restart with default settings)
  r("configuration", 4, "server mode forbids the query", /\bincompatible with sql_mode\b/i),
  // Envoy answering for a route that points at no cluster, or a path no route matches: its response flag NC / NR in
  // the access line, or the response details cluster_not_found / route_not_found: its routing configuration
  r(
    "configuration",
    4,
    "route to a cluster that is not configured",
    /\bcluster_not_found\b|\broute_not_found\b|" [45]\d\d N[CR] \d/,
  ),
  // a URL the service built from its own settings that does not parse (Node's ERR_INVALID_URL, Java's
  // MalformedURLException or URISyntaxException, Go's url.Parse errors, requests' MissingSchema): an endpoint setting
  r(
    "configuration",
    3,
    "malformed endpoint URL",
    /\bERR_INVALID_URL\b|\bTypeError: Invalid URL\b|\bMalformedURLException\b|\b(unsupported|missing) protocol scheme\b|\brequests\.exceptions\.(MissingSchema|InvalidSchema|InvalidURL)\b|\bUriFormatException\b|\bURISyntaxException\b|\bfirst path segment in URL cannot contain colon\b|\binvalid port "[^"]*" after host\b|\binvalid URL escape\b|\binvalid control character in URL\b/,
  ),
  r(
    "configuration",
    4,
    "missing or wrong setting",
    // Postgres 3D000 / MySQL 1049 at connect: the DSN names a database that is not there (a relation that is not there
    // is a schema problem, database); S3 answering a request sent to the wrong region; a CA bundle it cannot read; a
    // thing it was asked for that its settings do not hold ("no such station configured", "key stations.punta-2.lat
    // missing", "partnership 'NORTHBANK-FDA' is not defined", "no partner profile for sender … in /etc/x12/partners"), or
    // the setting that pointed it there ("No PAYE tax table … under payroll.tax-tables.location=classpath:/tables/…")
    /\b(is|are|was|were|\w+ v?\d+(\.\d+)*) not configured\b|\bNameNotFoundException\b|\bis not bound in this Context\b|\bno (\w+ ){1,4}configured (for|in|on)\b|\bno such [\w-]+ configured\b|\b[a-z][\w-]*(?:\.[\w-]+)+\.(?:location|path|dir|directory|file|url|uri)=\S+|(?<!Error: )\b(?!name |variable |function |global )[a-z]+ '[^'\n]{1,60}' is not (?:defined|configured)\b|\bno [\w -]{1,30} for\b[^\n]{0,80}\bin \/etc\/|\bkey [a-z][\w-]*(?:\.[\w-]+)+ (?:is )?(?:missing|not set|not found|not defined)\b|\bhas no (entry|section|key|value) (in|for) \S*\.(ya?ml|toml|ini|json|conf|cfg|properties|env)\b|\bnot (found|defined|present) in (the )?config(uration)?\b|\bdisabled by (feature[- ])?flag\b|\bFailed to inject value for (parameter|field)\b|\bSRCFG\d{5}\b|\bconfig property [\w.-]+ is required\b|\bConfiguration property "[^"]{1,200}" is not defined\b|\b(no|missing)\b[^.;\n]{0,40}\b(key|secret|setting|value|variable|url|endpoint|password|certificate)s? (has|have) been (specified|set|configured)\b|\b(key|secret|setting|variable|url|endpoint)s? (has|have) not been (specified|set|configured)\b|\bvalidation failed for '?\w*(Options|Settings|Config(uration)?)\b|\bFATAL:\s+database "[^"]+" does not exist|\bUnknown database '[^']+'|\bdatabase not found: "[^"\n]+"|\bPermanentRedirect\b|\bmust be addressed using the specified endpoint\b|\b(could not|cannot|unable to|failed to) (read|load|open)\b[^.;\n]{0,20}\b(CA|certificate|trust) ?(bundle|file|store)\b/i,
  ),
  r(
    "configuration",
    3.5,
    "certificate / trust-store / endpoint setting",
    /\bPKIX path building failed|\bunable to find valid certification path|\btrust ?store\b|\bkey ?store\b[^.;]{0,40}\b(not found|missing|invalid|password|failed|load)|\b(no such file|not found|cannot open|failed to load|could not load|cannot find the file)\b[^.;\n]{0,60}\.(pem|crt|cer|key|jks|p12|pfx)\b|\.(pem|crt|cer|jks|p12|pfx)\b'?\)?:? (not found|missing|does not exist|is missing)\b|\b(no|missing|invalid|unknown) (endpoint|base[_ ]?url|service url)\b[^.;]{0,30}\b(configured|specified|set|for)\b|\bendpoint (is )?not configured\b/i,
  ),
  r(
    "configuration",
    4,
    "missing or wrong setting",
    // Spring's "Failed to configure a DataSource", a Kubernetes secret key or configmap that is not there, nginx's
    // [emerg] directives, an SDK told no region or provider, a placeholder never filled in ('${PRICING_API_URL}'),
    // a config file that is missing, has errors or does not define what is asked for
    /\bFailed to configure an? \w+|\b(failed to|could not|cannot|unable to) (load|parse|read) [^\n]{0,40}\bfrom \S*\b(config|conf|settings|flags)\b\S*\.(json|ya?ml|toml|ini|conf|cfg|properties)\b|\binvalid value (\S{1,40} )?for (config(uration)? )?(key|setting|option|property)\b|\binvalid\b[^;\n]{0,60}\bin property [\w.-]+|\b(bad|invalid|missing) cfg\b|\bpoints (at|to) (the |a )?(old |wrong |stale )?(sandbox|staging|test|dev|old|wrong|stale)\b|\bconfig(uration)? key\b[^;\n]{0,60}\b(never added|missing|not (set|found|defined))\b|\bconfig(uration)? value\b[^;\n]{0,60}\binvalid\b|\binvalid URL scheme\b|\bload(ing)? config(uration)?:|\.(pem|crt|cer|key|jks|p12|pfx):? no such file or directory\b|\bload key pair\b|\bsetting [A-Z][A-Z0-9_]{2,}\b|\bis set to \S+ but\b|\bParameterNotFound\b|\bparameter \/\S+ does not exist\b|\bconfigured [\w ]{1,30} not found\b|\byaml: line \d+\b|\b(loading|parsing|reading) \S*config\S*\.(ya?ml|json|toml|ini)\b|\b(endpoint|url|host|setting)\b is (empty|blank|unset)\b|\b(cannot|can't|could not|unable to) (find|load|open|read) (module |file )?'?\S*config\S*|\bpoints to (a |the )?(sandbox|staging|test|wrong|dev)\b|\bin production config\b|\bconfig(uration)?: (field|key|option)\b|\bfrom [A-Z][A-Z0-9_]+ env\b|\bConfiguration(Error|Exception)\b|\bno (\w+ ){0,3}(address(es)?|hosts?|endpoints?|urls?|servers?|brokers?|credentials?|keys?) (configured|set|specified|given)\b|\bNo connection string named\b|\bConnectionString property has not been initialized\b|\bin the (application )?config(uration)? file\b|\b(middleware|router|entrypoint|resolver|subset|profile|listener|conn_id|destination set|dispatcher set)\b[^.;\n]{0,40}\b(does not exist|is not defined|isn't defined|not defined|not found)\b|\bfeature flag\b[^;\n]{0,60}\b(not defined|undefined|unknown)\b|\bConfigException\b|\bInvalid value \S+ for configuration\b|\b(could not|cannot|can't) find (a )?(profile|conn_id|connection string|setting|property) named\b|\bmust be set in (your|the) config(uration)?\b|\bUnsupported argument\b|\bAn argument named "[^"]+" is not expected here\b|\bflag provided but not defined\b|\bunknown (command[- ]line )?(flag|option)\b|\breferenced by\b[^.;\n]{0,60}\b(is not defined|not found|does not exist)\b|\bunknown time ?zone\b|\bsetting in \S+\.(ya?ml|toml|json|ini|conf|env)\b|\bvalidation errors? for \w*(Settings|Config)\b|\b'?\w+'? (attribute|property|parameter|option|setting) is not (specified|set)\b|\b(couldn't|could not|cannot|can't) find key \S+ in (Secret|ConfigMap)\b|\b(configmaps?|secrets?) "[^"]+" not found\b|\bunknown directive\b|\[emerg\]|\bNoRegionError\b|\bmust specify a region\b|\bno (\w+ )?(provider|value|endpoint|url|key|secret|region|credentials?|connection string|database|certificate|host)s? (has|have) been configured\b|\$\{[A-Z][A-Z0-9_]*\}|\b(not defined|missing|not found|unknown) in \S*\.(toml|ya?ml|ini|properties|conf|cfg|env|json)\b|\bmissing\b[^.;\n]{0,40}\bfor '?\w+'? environment\b|\bconfiguration file\b[^\n]{0,100}\b(contains errors|is invalid|syntax error)\b|\.(ya?ml|toml|ini|conf|cfg|properties|env)\b:? (no such file or directory|not found|does not exist)\b|\bFeatureFlag\w*Error\b|\b(upstream )?cluster "?[\w.-]+"? not found\b|\bcluster not found\b|\bflags=NR\b|\bno route configured\b|\b(required|requested)\b[^.;\n]{0,160}\bis (above|over|greater than) the (max|maximum)\b/i,
  ),
  r(
    "configuration",
    2,
    "configuration problem",
    /\b(configmap|config map|\.env\b|env file|dotenv|application\.(ya?ml|properties)|settings\.py|helm values|secret .* not found)|\bKeyError\b|\bconfig(uration)?\b/i,
  ),
  // dependency (and Kafka's partitions without a leader while one is elected: the brokers', not the client's)
  r(
    "dependency",
    3,
    "dependency unavailable",
    /\b(HTTP |status[=: ]?)?50[023]\b.{0,30}\bfrom [a-z0-9.-]+\.[a-z]{2,}|\bfrom [a-z0-9.-]+\.[a-z]{2,}\b.{0,30}\b50[023]\b|\bcircuit[- ]?breaker\b.{0,20}\b(open|opened|tripped)|\bservice ?unavailable\b|\bservice not available\b|\b4[25]\d 4\.\d{1,3}\.\d{1,3}\b|\bunable to handle (the )?request|\bCallNotPermittedException\b|\bServerTooBusyException\b|\b(broker|brokers|kafka|rabbitmq|amqp|nats|sqs|pubsub|queue|message bus)\b( [\w.:-]+){0,3} (is )?(down|unavailable|not available|unreachable)|\b(no|out of) (available )?brokers\b|\bbrokers? (is |are )?(not available|unreachable|down)\b|\bLEADER_NOT_AVAILABLE\b|\bNOT_LEADER_(?:OR_FOLLOWER|FOR_PARTITION)\b|\bNotLeader(?:OrFollower|ForPartition)\w*|\bno leader for (?:this |the )?topic-?partition\b|\bin the middle of a leadership election\b|\brefused by broker\b|\bbroker is not running\b|\bCONNECTION_FORCED\b|\b(consul|eureka|etcd|zookeeper|service discovery|service registry)\b[^.;\n]{0,40}\b(unavailable|unreachable|failed|error|down|no (known |available )?(servers?|leader))\b|\bthird[- ]party\b|\b(provider|vendor|partner|psp|upstream|processor|aggregator|third[- ]party)( [\w-]+){0,2} (error|outage|down|unavailable|failure|(returned|responded)(?! 4\d\d))/i,
  ),
  r(
    "dependency",
    4,
    "cache / broker unavailable",
    // infrastructure that does not log here (Redis, Memcached, Kafka, RabbitMQ, NATS, ZooKeeper, an Elasticsearch cluster
    // with no shards or master to answer): refusing, resetting or answering in its own words is that dependency down,
    // not the network path to it (an MQTT broker refusing, not resetting: a reset on the way to it is the network's)
    /\b(redis|ioredis|memcached?|kafka|rabbitmq|amqp|kombu|nats|zookeeper)\b[^\n]{0,80}\b(ECONNREFUSED|connection refused|ECONNRESET|connection reset|unavailable|unreachable|not reachable|is down)\b|\b(ECONNREFUSED|connection refused|ECONNRESET|connection reset)\b[^\n]{0,40}:(6379|6380|11211|9092|5672|4222|2181)\b|\b(mqtt|mosquitto)\b[^\n]{0,80}\b(ECONNREFUSED|connection refused|server unavailable|is down)\b|\bnats: no servers available\b|\bBrokerUnreachableException\b|\bAmqpConnectException\b|\bREADONLY You can't write against a read only replica|\bShrinking ISR\b|\bOut of sync replicas\b|\bunder-?replicated partitions?\b|\bLOADING:? Redis is loading|\ball shards failed\b|\bNoShardAvailableActionException\b|\b(no master|master_not_discovered_exception|MasterNotDiscoveredException)\b|\bcluster health status changed from \[?\w+\]? to \[?RED\b|\bcluster (health |status ){1,2}(is |went )?\[?RED\b/i,
  ),
  // a Kafka client that cannot reach the brokers, in the Java client's words: the node may not be available (its
  // batches expiring undelivered alone are a time run out: delivery.timeout.ms passes whether a broker is down or slow)
  r(
    "dependency",
    4,
    "message broker unavailable",
    /\bConnection to node -?\d+\b[^\n]{0,120}\bcould not be established\. (?:Node|Broker) may not be available\b/i,
  ),
  r(
    "dependency",
    2,
    "upstream dependency error",
    new RegExp(
      String.raw`\bupstream\b[^.;]{0,30}\b(error|fail\w*|unavailable|(returned|responded)(?! 4\d\d)|5\d\d)\b|\b(error|fail\w*) from upstream\b|${OWN_ANSWER}\b503\b|\bUNAVAILABLE\b|\bexternal (api|service)\b|\bbad gateway\b`,
      "i",
    ),
    true,
  ),
  r(
    "dependency",
    2.5,
    "upstream provider error (5xx)",
    // the origin itself says something it called answered 5xx: a callee that logs here would have
    // been the origin, so what answered is outside (a vendor, a managed service)
    // (not a request log's own answer: Serilog's "HTTP POST /wallet/topups responded 500 in 10.9 ms")
    /(?<!\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S{0,200} )\b(responded|returned|answered|replied|got|received)( with)?( an?)?( HTTP| status| error)?[ :=]*5\d\d\b|\b(5\d\d|error|failure)\)? from (the |our )?(payment |card |external |third[- ]party )?(provider|vendor|partner|psp|processor)\b|\bunexpected (response|status)( code)?:? 5\d\d\b|\b5\d\d (Internal Server Error|Bad Gateway|Service Unavailable)\b.{0,20}\b(from|for|calling|when calling)\b|\bbad gateway\b/i,
  ),
  r(
    "dependency",
    3,
    "cloud service error (5xx)",
    // a cloud SDK's own words for the managed service answering 5xx (AWS SDK for Go v2, Java and boto3): the
    // service is outside, so its failure is a dependency's, whatever the calling line says about retries (S3's 503
    // SlowDown is its rate limit)
    /\boperation error [\w ]{1,40}: \w+,[^\n]{0,160}\bStatusCode: 5\d\d\b(?![^\n]{0,200}\bSlowDown\b)|\(Service: [\w ]{1,40}; Status Code: 5\d\d\b(?!; Error Code: SlowDown)|\bAn error occurred \((InternalError|InternalFailure|InternalServerError|ServiceUnavailable(Exception)?)\) when calling\b|\bapi error (InternalError|InternalFailure|ServiceUnavailable)\b|\bWe encountered an internal error\b/,
  ),
  r(
    "dependency",
    4,
    "dependency unavailable",
    // an open breaker (Polly, opossum), a broker the client cannot reach or short of in-sync replicas, a proxy with no
    // live upstream server (nginx, HAProxy, Envoy's UH), a sealed Vault, a client's "failed with status code 503", an API
    // client's exception on a 5xx ("ApiException: An unknown error occurred; code: api_error; … (status 500)")
    /\bBrokenCircuit\w*|\bapi_error \(5\d\d\)|\bBusyLoadingError\b|\bupstr\b[^.;\n]{0,10}\b5\d\d\b|\b(cb|breaker) open\b|\b(provider|vendor|partner)\b[^.;\n]{0,60}\b(answering|returning|responding)\b[^.;\n]{0,40}\b5\d\d\b|\bbroker\b[^.;\n]{0,40}\b(nodes|brokers)\b[^.;\n]{0,20}\b(down|offline|unavailable)\b|\ball (brokers|nodes) (down|offline|unavailable)\b|\bCircuitBreaker(Error|Exception)\b|\bcircuit '?[\w-]+'? (?:is )?open\b|\bupstream_error\b|\bis loading the dataset\b|\bcircuit[=:]\s*"?open\b|\bCircuitBreakerOpen\w*|\bbreaker \S+ open\b|\bdependency[=:]\s*\S+ (state|status)[=:]\s*"?(down|unavailable)\b|\bbrokers_available[=:]\s*0\b|\b(vendor|provider|partner|upstream)[._](status|status_code|http_status)[=:]\s*"?5\d\d\b|\bgrpc[_.]?(code|status)[=:]\s*"?14\b|\bprovider's end\b|\b(provider|vendor|partner|psp|third[- ]party)\b[^.;\n]{0,30}\b(returning|returns|returned|answering|responding) 5\d\d\b|\bservice is (currently |temporarily )?unavailable\b|\bbreaker\b[^.;\n]{0,30}\b(tripped|opened)\b|\btemporarily unavailable\b|\bno responders available\b|\bno healthy (instances|hosts|endpoints|upstreams?|backends?|targets)\b|\b(major|partial|ongoing) outage\b|\bcircuit (is )?(now )?open\b|\bbreaker (is )?open\b|\bEOPENBREAKER\b|\bBroker may not be available\b|\bnot present in metadata after\b|\bNotEnoughReplicas\w*|\bfewer in-sync replicas\b|\bno live upstreams\b|\bhas no server available\b|\bno[_ ]healthy[_ ]upstream\b|\bVault is sealed\b|\bfailed with status code 50[0234]\b|\bcode: :api_error\b|\bcode[:=] ?api_error\b|\bApiException\b[^\n]{0,200}\bstatus:? 5\d\d\b|\b"?type"?[:=] ?"?api_error\b|\bhttp_status: 5\d\d\b/i,
  ),
  r("dependency", 0.5, "dependency call failed", new RegExp(String.raw`${OWN_ANSWER}\b50[02]\b`), true),
  r("dependency", 1, "upstream mention", /\bupstream\b|\bprovider\b|\bvendor\b|\bpsp\b/i, true),
  // memory
  r(
    "memory",
    4,
    "out of memory",
    /(?<!\bPerhaps )\bout of memory\b|\bheap usage (9\d|100)%|\bheap_exhausted\b|\bgc thrash\w*|\balloc fail\w*|\bheap (9\d|100)%|\bHeapExhausted\b|\berrno[=:]\s*"?12\b|\bafter full GC\b|\bOutOfMemory(Error|Exception)?\b|\bbeyond (physical|virtual) memory limits?\b|\bexceeded (its |the )?(RSS|memory) limit\b|\bRSS limit\b|\blow (virtual )?memory condition\b|\bData too large\b|\bCircuitBreakingException\b|\bAllowed memory size of \d+ bytes exhausted\b|\binsufficient memory\b|\bmemory allocation\b[^.;\n]{0,30}\bfailed\b|\bOOM(Killed| killer|-killed)?\b|\bCannot allocate\b|\b(memory )?allocation of \d+ bytes failed|\b(failed|unable) to allocate\b(?![^\n]{0,120}\b(?:No space left on device|ENOSPC)\b)|\bENOMEM\b|\bMemoryError\b|\bheap out of memory|\bGC overhead limit|\b(memory|heap|buffer|page) allocation fail(ed|ure)|\bheap (space|exhausted)|\beheap_alloc|\bstd::bad_alloc|\bmemory (limit|high watermark|pressure) (exceeded|reached|hit)?|memory_high_watermark\b|\bexit code 137\b/i,
  ),
  // gunicorn's guess on any worker it had to SIGKILL ("Worker (pid:332) was sent SIGKILL! Perhaps out of memory?"), its
  // own WORKER TIMEOUT kills among them: a guess, weighed below what the lines beside it say
  r("memory", 1.5, "a worker killed, perhaps for memory", /\bPerhaps out of memory\?/),
  // (a Lambda runtime killed by a signal is its sandbox enforcing the memory size)
  r(
    "memory",
    4,
    "out of memory (OOM killed / exit 137)",
    /\boom[-_ ]?kill(ed|er)?\b|\bRuntime exited with error: signal: killed\b|\bRuntime\.OutOfMemory\b|\binvoked oom-killer\b|\b(exit(ed)?|exit code|exit status|exited with( code)?|status|code)[ :=]*137\b|\bReason:\s*OOMKilled\b|\b(killed|terminated|evicted)\b[^.;]{0,60}\b(memory|oom)\b|\blow on (resource: )?memory\b|\bReached heap limit\b|\bMetaspace\b|\bJava heap space\b|\bmemory cgroup out of memory\b|\bmemory limit (exceeded|reached)|\bexceeded (its |the )?memory limit|\bmalloc(\(\))? failed|\bkill(ed)? process \d+|\bmemory quota (vastly )?exceeded\b/i,
  ),
  // not a Lambda REPORT line's "Memory Size: 512 MB Max Memory Used: 180 MB", which every invocation prints
  r("memory", 2, "memory pressure", /\bmemory\b(?! size:| used:)|\bheap\b|\brss\b|\bgc pause|\bswap/i),
  // a heap still nearly full after a collection: "heap after GC 2703MB / 3072MB (88%)"
  r(
    "memory",
    3.5,
    "heap nearly full after collection",
    /\bheap (?:after (?:GC|collection)|used after (?:GC|collection))\b[^\n]{0,40}\b(?:8[5-9]|9\d|100)(?:\.\d+)?\s?%/i,
  ),
  // disk
  r(
    "disk",
    4,
    "disk full / flood-stage watermark",
    /\bno space left on device|\bThe table '?\S+'? is full\b|\breclaim (nodefs|imagefs)\b|\bnot enough (disk )?space\b|\binsufficient (disk |storage )?space\b|\bephemeral[- ]storage\b|\bDiskPressure\b|\bENOSPC\b|\bdisk (is )?full|\bdisk (usage|space) (exceeded|critical|low)|\bflood[- ]stage|\bdisk watermark|\bread-only (file ?system|-allow-delete)|\bEROFS\b|\bdisk quota exceeded|\bEDQUOT\b|\bvolume (is )?full|\bout of (disk|inodes)|\bno inodes?\b|\bfilesystem (is )?full|\b(ledger |data |log )?(directories|directory|dirs?)\b[^\n]{0,40}\b(are|is) (non[- ]?writable|not writable|full)\b/i,
  ),
  r(
    "disk",
    4,
    "disk full / read-only / disk error",
    // ext4 remounting read-only after errors, kubelet reclaiming inodes, Kafka's log dir failing, Redis unable to persist
    /\bremounting (file ?system )?read-only\b|\bno free space\b|\bout of free (disk )?space\b|\bdisk (9[5-9]|100)%|\binodes 0 free\b|\bmounted read-only\b|\bvolume_full\b|\bused_pct"?\s*[=:]\s*"?(9[5-9]|100)\b|\bstorage has been exhausted\b|\b(fs|disk|volume)\.used_pct[=:]\s*"?(9[5-9]|100)\b|\binodes_free[=:]\s*"?0\b|\bflood_stage\b|\bread_only_allow_delete\b|\berrno[=:]\s*"?(28|30|122)\b|\bdisk usage (9\d|100)(\.\d+)?%|\bvolume \S+ is full\b|\b0 bytes free\b|\b(9[5-9]|100)(\.\d+)?% full\b|\bStorageFull\b|\bfree (drive|disk|space) threshold\b|\bstorage resources are insufficient\b|\bI\/O error,? (on )?dev\b|\bBuffer I\/O error\b|\binsufficient storage\b|\bfull osd|\b(osd\.\d+|osd\(s\)|pool\(s\)) (is )?full\b|\bout of (disk )?space\b|\b(disk|volume|drive|filesystem)\b[^.;\n]{0,20}\b(at|near) (or near )?(full )?capacity\b|\binodes?( table)?\b[^.;\n]{0,20}\b(exhausted|full)\b|\bIUse% 100\b|\b(volume|disk|drive|filesystem|partition|pvc)\b[^.;\n]{0,30}\b100% (full|used)\b|\binsufficient free (disk |storage )?space\b|\b(file ?system|fs) (is |was )?(now )?read-only\b|\breclaim (inodes|ephemeral-storage)\b|\bKafkaStorageException\b|\bdisk (i\/o )?error\b|\bMISCONF\b|\bunable to persist to disk\b/i,
  ),
  // (a trade's volume or a stream's event-time watermark is no disk's: "volume differs by 0.007 MWh", "dropped 30
  // samples older than watermark"; nor is a module of code named storage: "await storage.put(key)", "/app/storage.py")
  r(
    "disk",
    2,
    "storage pressure",
    /\bdisk\b|\b(?:flood[ _-]?stage|high|low|disk)[ _.-]?(?:disk[ _.-]?)?watermark\b|(?<![/.])\bstorage\b(?!\.\w)|\bvolume\b(?! differs\b)(?![^\n]{0,30}\bMWh?\b)|\binode|\bfree: [\d.]+\s*[kmgt]?b/i,
  ),
  // enterprise and batch runtimes in their own words: SAP's logon refusal and its dumps for want of memory; RACF
  // refusing a job its dataset (ICH408I, abend S913) and a COBOL program's data exception (S0C7); a reply not back
  // within its timer; a loader refusing a row's unknown field, a feed's XML cut short, SAP's 'check your entry'
  r(
    "network",
    3,
    "TCP/IP communications failure",
    /\b(?:communications? (?:error|failure)|error (?:sending|receiving) data)\b[^\n]{0,80}\bTCP\/IP\b|\bTCP\/IP\b[^\n]{0,80}\bcommunications? (?:error|failure)\b/i,
  ),
  r(
    "authentication",
    4,
    "logon failure",
    /\bRFC_ERROR_LOGON_FAILURE\b|\b(?:user ?name|name) or password (?:is )?incorrect\b/i,
  ),
  r(
    "memory",
    4,
    "out of memory (ABAP / z/OS storage)",
    /\bTSV_TNEW_(?:PAGE_ALLOC_FAILED|BLOCKS_NO_ROLL_MEMORY)\b|\bSYSTEM_NO_ROLL\b|\bMEMORY_NO_MORE_PAGING\b|\bNo more storage space available for extending\b|\bABEND(?:ED)?[ =]S?(?:80A|878)\b/,
  ),
  r(
    "authorization",
    4,
    "insufficient access authority (RACF)",
    /\bINSUFFICIENT ACCESS AUTHORITY\b|\bICH408I\b|\bABEND(?:ED)?[ =]S?913\b/,
  ),
  r("validation", 3, "data exception (S0C7)", /\bABEND(?:ED)?[ =]S?0C7\b|\bdata exception\b/),
  // CICS purging a task that waited past its deadlock timeout (abend AKCS)
  r("timeout", 4, "deadlock timeout (abend AKCS)", /\babend[= ]AKCS\b/i),
  r(
    "timeout",
    3,
    "no reply within its timer",
    /\bunanswered after \d+ ?(?:ms|s|sec(?:ond)?s)\b|\bno (?:response|reply|answer|\d{4}) (?:for \S+ )?within \d+ ?(?:ms|s|sec(?:ond)?s)\b/i,
  ),
  r(
    "validation",
    3,
    "input rejected as malformed",
    /\bcheck your entry\b|\bJSON parsing error in row\b|\bNo such field: \w|\bXML::SyntaxError\b|\bPremature end of data\b/,
  ),
  ...LOCALIZED_RULES,
];

export interface CategoryEvidence {
  scores: Map<CategoryRule["category"], number>;
  labels: Map<CategoryRule["category"], { label: string; weight: number }>;
  /** The strongest single rule seen per category, unscaled: volume cannot make a weak word a cause. */
  strongest: Map<CategoryRule["category"], number>;
}

export function emptyEvidence(): CategoryEvidence {
  return { scores: new Map(), labels: new Map(), strongest: new Map() };
}

// a message about loading or parsing the service's own settings ("failed to load config from …/config.toml")
const SETTINGS_SOURCE_RE =
  /\b(load|loading|parse|parsing|read|reading)\b[^.;\n]{0,20}\b(config(uration)?|settings|env(ironment)?)\b|\b(config(uration)?|settings)[\w.-]*\.(toml|ya?ml|ini|properties|conf|cfg|json)\b/i;

/** Adds one message's rule hits, scaled by `scale` (how much this template matters). */
export function addCategoryEvidence(acc: CategoryEvidence, message: string, scale: number): void {
  const text = message.length > 4000 ? message.slice(0, 4000) : message;
  // strongest first: a category counts its strongest rule fully, whatever order the rules are listed in
  let hits = CATEGORY_RULES.filter((rule) => rule.re.test(text)).sort((a, b) => b.weight - a.weight);
  // a value the service could not load from its own settings (config.toml, the environment) is a bad setting, however
  // its parser words the complaint ("invalid type: string \"12k\", expected u32")
  if (
    hits.some((h) => h.category === "validation") &&
    hits.some((h) => h.category === "configuration" && h.weight >= 3) &&
    SETTINGS_SOURCE_RE.test(text)
  )
    hits = hits.filter((h) => h.category !== "validation");
  // a connection to a database refused for its login ("Failed to connect to DB: … Incorrect username or password"):
  // the login failed, the database only carried the news
  if (
    hits.some((h) => h.category === "authentication" && h.weight >= 4) &&
    hits.every((h) => h.category !== "database" || h.carrier || h.label === DATABASE_UNREACHABLE)
  )
    hits = hits.filter((h) => h.category !== "database");
  const specific = new Set(hits.filter((h) => !h.carrier && h.weight >= 3).map((h) => h.category));
  const seen = new Map<CategoryRule["category"], number>();
  for (const rule of hits) {
    if (rule.carrier && specific.size > 0 && !specific.has(rule.category)) continue;
    // within one message a category counts its strongest rule fully and the rest at a third
    const prev = seen.get(rule.category) ?? 0;
    const add = prev === 0 ? rule.weight : rule.weight / 3;
    seen.set(rule.category, prev + add);
    acc.strongest.set(rule.category, Math.max(acc.strongest.get(rule.category) ?? 0, rule.weight));
    const best = acc.labels.get(rule.category);
    if (!best || best.weight < rule.weight * scale)
      acc.labels.set(rule.category, { label: rule.label, weight: rule.weight * scale });
  }
  for (const [cat, v] of seen) acc.scores.set(cat, (acc.scores.get(cat) ?? 0) + v * scale);
}

/** The words of `message` that carry `category` best (the strongest rule's match), if any. */
export function evidenceText(message: string, category: Category): string | undefined {
  const text = message.length > 4000 ? message.slice(0, 4000) : message;
  let best: { w: number; m: string } | undefined;
  for (const rule of CATEGORY_RULES) {
    if (rule.category !== category || (best && best.w >= rule.weight)) continue;
    const m = rule.re.exec(text);
    if (m && m[0].trim().length >= 3) best = { w: rule.weight, m: m[0].trim() };
  }
  return best?.m.replace(/\s+/g, " ").slice(0, 60);
}

export interface Classification {
  category: Category;
  score: number;
  runnerUp: number;
  label: string;
}

/** A category needs at least one rule this strong somewhere in its evidence. */
const MIN_RULE_WEIGHT = 2;

/** The winning category, or unknown when no category has real weight. */
export function decideCategory(acc: CategoryEvidence, minScore: number): Classification {
  let best: Category = "unknown";
  let bestScore = 0;
  let second = 0;
  for (const [cat, v] of acc.scores) {
    if ((acc.strongest.get(cat) ?? 0) < MIN_RULE_WEIGHT) continue;
    if (v > bestScore) {
      second = bestScore;
      bestScore = v;
      best = cat;
    } else if (v > second) second = v;
  }
  if (bestScore < minScore) return { category: "unknown", score: bestScore, runnerUp: second, label: "" };
  return {
    category: best,
    score: bestScore,
    runnerUp: second,
    label: acc.labels.get(best as CategoryRule["category"])?.label ?? "",
  };
}

/** Evidence this strong names a cause on its own (the engine's one threshold for a category). */
export const MIN_CAUSE_SCORE = 2.5;

/** The category the given texts name on their own evidence, or unknown. */
export function categoryOfText(...texts: string[]): Category {
  const ev = emptyEvidence();
  for (const text of texts) addCategoryEvidence(ev, text, 1);
  return decideCategory(ev, MIN_CAUSE_SCORE).category;
}
