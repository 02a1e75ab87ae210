// Finds which known services a message names: callers name their callees ("via room-inventory",
// "upstream billing-api returned 503", "http://billing-api.prod:8080"). Whole-name matches only, so
// "inventory" does not match "inventory-db-2"; ingress-nginx's "[prod-billing-api-8080]" names billing-api.
// Apart from names, a client's failure may speak of its server by technology ("amqp … channel closed", ":5432"):
// findByTechnology gives the window's one server of that kind, for localize to weigh.

// A client names the API it called by its command rather than the service's process name: "API ERROR: openstack
// server create …" was answered by nova-api. Each alias counts only when that service is in the window.
const COMMAND_ALIASES: Array<[RegExp, string]> = [
  [/\bopenstack (server|flavor|hypervisor|keypair|aggregate)\b|\bnova (boot|list|show|delete)\b/, "nova-api"],
  [/\bopenstack (volume|snapshot|backup)\b|\bcinder (create|list|show|delete)\b/, "cinder-api"],
  [/\bopenstack (network|subnet|port|router|floating ip|security group)\b/, "neutron-server"],
  [/\bopenstack image\b|\bglance image-/, "glance-api"],
  [/\bopenstack stack\b/, "heat-api"],
];

// processes that watch others start, die and restart: their word about a service is first-hand
export const SUPERVISOR_RE =
  /^(kubelet|kube-[\w-]+|(amazon-)?ecs-agent|nomad(-client)?|kernel|systemd|containerd|dockerd?|supervisord?|k8s-events|events|(kubernetes-)?event-exporter|eventrouter|init|launchd)$/i;

// the kernel's kill of a process, which it names by command ("celery", "beam.smp"), not by service
const KERNEL_KILL_RE = /\bKilled process \d+\b|\binvoked oom-killer\b/;
/** A report of a process killed this soon after the kernel killed one (a supervisor's, the service's own) is of it. */
export const KERNEL_KILL_LEAD_MS = 5000;

/** The kernel's line says it killed a process (out of memory), as the kernel or a node agent that relays it logs it. */
export function isKernelKill(service: string, message: string): boolean {
  return SUPERVISOR_RE.test(service) && KERNEL_KILL_RE.test(message.slice(0, 500));
}

// the workload a supervisor reports on: kubelet's container="search-indexer", systemd's "billing.service: …"
const SUPERVISED_RE =
  /\bcontainer(?:_name)?[=:]\s?"?([a-z0-9][a-z0-9._-]{0,62})"?|^([\w@.-]{1,100})\.service: |\bcontainer "?([a-z0-9][a-z0-9._-]{0,62})"? (?:in pod\b|(?:was )?(?:terminated|exited|killed|died)\b)/gi;

/** The workloads a supervisor's line reports on (lower-cased), by the name it gives them. */
export function supervisedWorkloads(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.slice(0, 2000).matchAll(SUPERVISED_RE)) out.add((m[1] ?? m[2] ?? m[3]).toLowerCase());
  return [...out];
}

export class ServiceMatcher {
  private readonly names: string[];
  /** Names too short to tell from a word ("sso", "api"): they count only as a URL's host. */
  private readonly hosts: Array<[RegExp, string]>;
  private readonly aliases: Array<[RegExp, string]>;
  /**
   * A service's last name part as its callers' client code calls it ("clients::optimizer" of route-optimizer), or its
   * whole name as a client class, which names it only where a call to it was answered badly or not at all (`true`).
   */
  private readonly clients: Array<[RegExp, string, boolean]>;
  /** A service by a word its name alone holds, as its caller tells that word answered with a server error. */
  private readonly answering: Array<[RegExp, string]>;

  constructor(services: Iterable<string>) {
    const all = [...services].filter((s) => s !== "unknown").map((s) => s.toLowerCase());
    this.names = all.filter((s) => s.length >= 4);
    this.hosts = all
      .filter((s) => s.length >= 2 && s.length < 4 && /^[a-z0-9-]+$/.test(s))
      .map((s) => [new RegExp(`://${s}(?=[.:/])`), s]);
    this.aliases = COMMAND_ALIASES.filter(([, name]) => this.names.includes(name));
    this.clients = clientAliases(this.names);
    this.answering = answeringAliases(all);
  }

  /** Services a client's failing command names ("openstack server create" → nova-api), excluding `self`. */
  findByCommand(text: string, self: string): string[] {
    if (this.aliases.length === 0) return [];
    const lower = text.toLowerCase();
    const me = self.toLowerCase();
    return this.aliases.filter(([re, name]) => name !== me && re.test(lower)).map(([, name]) => name);
  }

  /**
   * The one service in the window that is the server a client's failure speaks of by its technology ("amqp publish …
   * channel closed" of events-rabbit, "PSQLException" of records-pg), excluding `me`. None when two could be it.
   */
  findByTechnology(text: string, me: string): string[] {
    const head = text.slice(0, TECH_SCOPE);
    for (const [said, server] of TECHNOLOGIES) {
      if (!said.test(head)) continue;
      const servers = this.names.filter((n) => n !== me && server.test(n));
      if (server.test(me)) continue;
      if (servers.length === 1) return servers;
      // one such server per region or zone ("profiles-cass-us-west-2" beside "…-eu-north-1"): the caller's own
      const local = sameSuffix(servers, me);
      if (local) return [local];
    }
    return [];
  }

  /**
   * The window's one resolver when `text` says a lookup failed: the host the client meant to reach is named in such a
   * line, but the failure is the resolver's.
   */
  findResolver(text: string, me: string): string[] {
    return TECHNOLOGIES[0][0].test(text.slice(0, TECH_SCOPE)) ? this.findByTechnology(text, me) : [];
  }

  /** Known services named in `text` (lower-case names), excluding `self`. */
  find(text: string, self: string): string[] {
    // a URL its caller could not even build from its settings ("TypeError [ERR_INVALID_URL]: Invalid URL input:
    // 'room-booking/api'") names a service that never heard of the call: the caller's configuration failed
    if (INVALID_URL_RE.test(text.slice(0, 2000))) return [];
    const lower = text.toLowerCase();
    const me = self.toLowerCase();
    const out: string[] = [];
    // a name only in a request's path ("GET /v2/leaderboard 503 (upstream player-profile: …)") names the callee only
    // when the line names no service otherwise
    const inPathOnly: string[] = [];
    for (const name of this.names) {
      if (name === me) continue;
      let from = 0;
      let inPath = false;
      for (;;) {
        const i = lower.indexOf(name, from);
        if (i < 0) break;
        if (isTableName(lower, i) || isPathSegment(lower, i, name.length)) {
          from = i + 1;
          continue;
        }
        if (
          (isBoundary(lower, i - 1, true) &&
            (isBoundary(lower, i + name.length, false) || isPodSuffix(lower, i + name.length)) &&
            !isUrlPath(lower, i) &&
            !isUserAgent(lower, i, name.length) &&
            !isClientField(lower, i) &&
            !isStatusPhrase(lower, i, name.length)) ||
          isIngressUpstream(lower, i, name.length)
        ) {
          if (!isRequestPath(lower, i)) {
            out.push(name);
            inPath = false;
            break;
          }
          inPath = true;
        }
        from = i + 1;
      }
      if (inPath) inPathOnly.push(name);
    }
    if (out.length === 0) out.push(...inPathOnly);
    // an admission webhook that refused an object is named by its service's part: "validate.kyverno.svc-fail"
    const webhook = ADMISSION_DENIED_RE.exec(lower)?.[1].split(".") ?? [];
    for (const name of this.names) if (name !== me && webhook.includes(name) && !out.includes(name)) out.push(name);
    // a web server's FastCGI upstream names its PHP pool by socket ("upstream: \"fastcgi://unix:/run/php/php8.2-fpm.sock:\"")
    if (out.length === 0 && FASTCGI_UPSTREAM_RE.test(lower))
      for (const name of this.names) if (name !== me && PHP_POOL_RE.test(name)) out.push(name);
    if (out.length === 0)
      for (const [re, name, call] of this.clients)
        if (name !== me && re.test(lower) && (!call || CALL_ANSWERED_RE.test(lower))) out.push(name);
    if (out.length === 0) for (const [re, name] of this.answering) if (name !== me && re.test(lower)) out.push(name);
    for (const name of this.names)
      if (name.length > COMM_LENGTH && name !== me && !out.includes(name) && namesByComm(lower, name)) out.push(name);
    for (const [re, name] of this.hosts) if (name !== me && re.test(lower)) out.push(name);
    // "[claims-adjuster-portal-8080]" names adjuster-portal, not also portal
    return out.length < 2 ? out : out.filter((n) => !out.some((o) => o !== n && o.includes(n)));
  }
}

const INVALID_URL_RE =
  /\bERR_INVALID_URL\b|\bMalformedURLException: no protocol\b|\bInvalid URI: The format of the URI\b/;
const ADMISSION_DENIED_RE = /\badmission webhook "([^"]{1,120})" denied\b/;

/** Last name parts that say what a service is, not which: a gRPC package is the name without them. */
const GRPC_SUFFIXES = new Set(["service", "svc", "srv", "server", "api", "grpc"]);

/** A last name part this short is a common word ("api", "web", "db"), too vague to stand for one service. */
const MIN_CLIENT_PART = 6;
/** A shorter last part names its service only as a client class's name. */
const MIN_CLIENT_CLASS_PART = 4;

// a call answered with an error status, or not at all (Ruby's Net::ReadTimeout too): a client class in such a line
// names its callee (not one failing to be built from its settings: "OptionsValidationException … at
// TaxTablesClient..ctor")
const CALL_ANSWERED_RE =
  /\b[45]\d\d\b|\btimed? ?out\b|\b(?:read|open|connect)?timeout\b|\bdeadline exceeded\b|\brefused\b|\breset\b|\bunavailable\b|\bno response\b|\boperation was cancell?ed\b/;

/**
 * Callers name a service by its last part when their client code does: "route-optimizer" is "clients::optimizer",
 * "optimizer call failed", an "OptimizerClient" (and player-wallet is the "wallet balance fetch failed"). Only a part
 * no other service's name holds, and only in such a client's words, never the bare word. Its whole name as a client
 * class ("ClaimsAdjudicatorClient") names it too, in a line of a call answered badly.
 */
function clientAliases(names: string[]): Array<[RegExp, string, boolean]> {
  const out: Array<[RegExp, string, boolean]> = [];
  for (const name of names) {
    // (snake_case names part as kebab-case ones do: party_planner_client of party_planner)
    const parts = name.split(/[-_]/);
    const last = parts[parts.length - 1];
    // the whole name as a class of the caller's client code (ClaimsAdjudicatorClient, promo_engine_client), or as the
    // name of the resilience pipeline the caller wraps its calls in (Polly's "risk-limits-pipeline")
    if (parts.length >= 2 && parts.every((p) => /^[a-z0-9]+$/.test(p)))
      out.push([
        new RegExp(`\\b(${parts.join("")}|${parts.join("_")})_?client\\b|\\b${name}-(?:client|pipeline)\\b`),
        name,
        true,
      ]);
    // a gRPC client names its callee by the proto package of the method it called: "eta.GetPickupETA: rpc error" of
    // eta-service, as grpc-go's errors begin ("/eta.v1.Eta/Pickup: rpc error: code = Unavailable")
    const stem = parts.slice(0, -1);
    if (GRPC_SUFFIXES.has(last) && stem.join("").length >= 3 && stem.every((p) => /^[a-z][a-z0-9]*$/.test(p)))
      out.push([
        new RegExp(
          `(?:^|[\\s"'(/])(?:${stem.join("")}|${stem.join("_")})(?:\\.v\\d\\w*)?\\.[a-z]\\w*(?:/[a-z]\\w*)?: rpc error\\b`,
        ),
        name,
        false,
      ]);
    // or by its first part where it says what the call was for: "auction call failed" of auction-engine
    const first = parts[0];
    if (
      parts.length >= 2 &&
      first.length >= MIN_CLIENT_PART - 1 &&
      /^[a-z]+$/.test(first) &&
      !names.some((n) => n !== name && n.split(/[-_]/).includes(first))
    )
      out.push([new RegExp(`\\b${first} (?:call|rpc|request) (?:failed|error|timed out)\\b`), name, false]);
    // or by the tool it runs, as the command a scheduler ran and saw exit badly: "Command exited with return code 2
    // (dbt run --select tag:hourly)", "Command '['dbt', 'run']' returned non-zero exit status 2" of dbt-runner
    if (
      parts.length >= 2 &&
      first.length >= 3 &&
      /^[a-z]+$/.test(first) &&
      !names.some((n) => n !== name && n.split(/[-_]/).includes(first))
    )
      out.push([
        new RegExp(
          `^(?=[\\s\\S]*\\bcommand\\b)(?=[\\s\\S]*\\b(?:exit|return)|[\\s\\S]*\\bnon-zero\\b)[\\s\\S]*[\\s('"\`[]${first}['"]?,? '?[a-z]`,
        ),
        name,
        false,
      ]);
    if (parts.length < 2 || !/^[a-z]+$/.test(last)) continue;
    if (names.some((n) => n !== name && n.split("-").includes(last))) continue;
    // (a short last part, "rota" of chair-rota, only as the caller's client class: rota_client.rb, RotaClient)
    if (last.length < MIN_CLIENT_PART) {
      if (last.length >= MIN_CLIENT_CLASS_PART) out.push([new RegExp(`\\b${last}_?client\\b`), name, true]);
      continue;
    }
    out.push([
      new RegExp(
        `(\\bclients?(::|\\.)|\\bcall(ing)? (to )?)${last}\\b|\\b${last}(::|_?client\\b|(?: [a-z]+)? (call|rpc|request|fetch|lookup) (failed|error|timed out)\\b)`,
      ),
      name,
      false,
    ]);
  }
  return out;
}

/** Name parts that say what a service is or where it runs, not which one it is. */
const GENERIC_PARTS = new Set([
  ...GRPC_SUFFIXES,
  "core",
  "main",
  "app",
  "web",
  "backend",
  "frontend",
  "internal",
  "public",
  "edge",
  "proxy",
  "gateway",
  "worker",
  "workers",
  "jobs",
]);
const MIN_ANSWERING_PART = 5;

/**
 * Callers tell which service answered them with a server error by its shortest name: "billing returned 502 Bad
 * Gateway" of pay-billing-core, "rip answered 500 Internal Server Error" of a service named rip (too short to be
 * told from a word anywhere else). A part counts only when no other service's name holds it, and only before such
 * an answer.
 */
function answeringAliases(names: string[]): Array<[RegExp, string]> {
  const partsOf = new Map(names.map((n) => [n, n.split(/[-_]/)]));
  const out: Array<[RegExp, string]> = [];
  for (const [name, parts] of partsOf) {
    const words =
      parts.length === 1
        ? name.length < 4 && /^[a-z][a-z0-9]+$/.test(name)
          ? [name]
          : []
        : parts.filter(
            (p) =>
              p.length >= MIN_ANSWERING_PART &&
              /^[a-z]+$/.test(p) &&
              !GENERIC_PARTS.has(p) &&
              ![...partsOf].some(([n, ps]) => n !== name && ps.includes(p)),
          );
    for (const w of words)
      out.push([
        new RegExp(
          `(?:^|[\\s"'(:])${w}(?: service)? (?:returned|answered|responded(?: with)?)(?: an?)?(?: http| status(?: code)?)? ?5\\d\\d\\b`,
        ),
        name,
      ]);
  }
  return out;
}

/** How much of a message a technology is looked for in: its first lines. */
const TECH_SCOPE = 600;
// a client's words for the server it failed against, and the names such a server goes by
const ANY_DATABASE_RE = /postgres|pgsql|mysql|maria|(^|-)(pg|db|database)(-|\d|$)/;
// (and the document and wide-column stores)
// (SQL Server's clients name it in their driver's words, not by the generic ones: it is no "any database")
const DATABASE_SERVER_RE = new RegExp(
  `${ANY_DATABASE_RE.source}|mongo|cassandra|scylla|cockroach|mssql|sqlsrv|sql-?server`,
);

// a URL's host outside the estate: a public name ("https://shop.hallam-clinic.co.uk/"), not a service's, a cluster's
// internal name nor an address
const OUTSIDE_URL_HOST_RE =
  /\bhttps?:\/\/((?:[a-z0-9-]+\.)+(?!local\b|internal\b|cluster\b|svc\b|lan\b|corp\b)[a-z]{2,})\b/gi;

/** The hosts outside the estate that these lines call by URL. */
export function outsideHostsOf(lines: string[]): Set<string> {
  const hosts = new Set<string>();
  for (const line of lines)
    for (const m of line.slice(0, 600).matchAll(OUTSIDE_URL_HOST_RE)) hosts.add(m[1].toLowerCase());
  return hosts;
}

/** Whether a service's name says it is a database server (`orders-pg`, `mysql-lims`, `grades-mongo`). */
export function isDatabaseServer(service: string): boolean {
  return DATABASE_SERVER_RE.test(service.toLowerCase());
}

const TECHNOLOGIES: Array<[RegExp, RegExp]> = [
  // a lookup that failed speaks of the resolver, whatever the client meant to reach through it
  [
    /\bname resolution\b|\bno such host\b|\bgetaddrinfo\b|\bEAI_AGAIN\b|\bNXDOMAIN\b|\bSERVFAIL\b|\bUnknownHostException\b|\bunknown host\b|\bName or service not known\b|\bENOTFOUND\b|\bcould not (translate|resolve) host\b|\blookup \S+ on \S+:53\b/i,
    /(^|-)(core-?dns|kube-dns|dns|unbound|dnsmasq|consul)(-|\d|$)/,
  ],
  [/\b(amqp|rabbit)\w*|\bpika\b|\bACCESS_REFUSED\b|\bconnection\.blocked\b|:5672\b/i, /rabbit|amqp|(^|-)mq(-|\d|$)/],
  // IBM MQ's clients by its reason codes and message ids (JMSWMQ2007 … MQRC_RESOURCE_PROBLEM, MQRC 2033)
  [/\bMQRC[_ ]\w+|\bJMSWMQ\d+|\bMQJE\d+|\bAMQ\d{4}[EWI]?\b|:1414\b/, /(^|-)(mq|ibmmq|qm)(-|\d|$)|qmgr|queue-?manager/],
  // CICS by its Transaction Gateway's and its own message ids: the region, not a gateway or client in front of it
  [/\bCICS\b|\bECI_ERR_\w+|\bDFH[A-Z]{2}\d{4}\b|\bCTG\d{4}[EWI]\b/, /(^|-)cics(?!-?(?:gw|gateway|ctg|client))/],
  [/\bkafka\w*|\bnot leader for partition\b|\bNOT_LEADER\w*|\bNotLeader\w*|:9092\b/i, /kafka/],
  // (node-redis's and ioredis's ReplyError carries the server's own words)
  [
    /\bredis\w*|\bOOM command not allowed\b|\bMISCONF\b|\bREADONLY You can't write\b|:6379\b|\bReplyError\b|\bERR max number of clients reached\b|\bNOAUTH Authentication required\b|\bWRONGTYPE Operation against a key\b/i,
    /redis|valkey|keydb/,
  ],
  [
    /\b(elasticsearch|opensearch)\w*|\bcluster_block_exception\b|\bes_rejected_execution_exception\b|\bflood[- ]stage\b|\bSearchPhaseExecutionException\b|\bNoShardAvailableActionException\b|\ball shards failed\b/i,
    /elastic|opensearch|(^|-)es(-|\d|$)/,
  ],
  [/\b(py)?mongo\w*|\bNot(Writable)?Primary\w*|\bMaxTimeMSExpired\b|:27017\b/i, /mongo/],
  [/\b(pulsar|bookkeeper|bookie)\w*|:6650\b/i, /pulsar|bookie|bookkeeper/],
  [/\bnats\b|\bJetStream\b|:4222\b/i, /(^|-)nats(-|\d|$)/],
  [/\betcd(server)?\b|:2379\b/i, /(^|-)etcd(-|\d|$)/],
  // (MinIO's S3 errors: "XMinioStorageFull", "Storage backend has reached its minimum free drive threshold")
  [/\bX?minio\w*|\bminimum free drive threshold\b/i, /minio/],
  [/\b(cassandra|xandra|gocql|datastax)\w*|\bREAD_TOMBSTONE\w*|:9042\b/i, /cassandra|scylla|(^|-)cass(-|\d|$)/],
  [/\bcockroach\w*|:26257\b/i, /cockroach|(^|-)crdb(-|\d|$)/],
  // a pooler in front of the database, by words only it says (its clients quote the database's words too: read first)
  [/\bmax_client_conn\b|\bpgbouncer\b|:6432\b/i, /pgbouncer|pgpool/],
  [
    /\b(postgres|psql|psycopg|npgsql|asyncpg)\w*|\bpq: |\bpgx\b|\bthe database system is\b|[:\s]5432\b|\bSQLSTATE 57P0\d/i,
    /postgres|pgsql|(^|-)pg(-|\d|$)/,
  ],
  // SQL Server's clients (SqlClient's SqlException, "SQL Server" in its messages, its port)
  [/\bSqlClient\b|\bSqlException\b|\bSQL Server\b|\bmssql\w*|:1433\b/i, /mssql|sqlsrv|sql-?server/],
  [/\b(mysql|mariadb)\w*|\bCommunications link failure\b|:3306\b|\bsql_mode\b/i, /mysql|maria/],
  // a mesh sidecar that cannot get its workload certificate (istio-agent's SDS) speaks of the mesh's CA
  [
    /\bsds\b[^\n]{0,40}\bcertificate\b|\bfailed to fetch certificate\b|:15012\b/i,
    /istiod|(^|-)pilot(-|$)|citadel|mesh-ca/,
  ],
  // tokens whose signature a verifier cannot check against its key set: the identity provider that signs them
  [
    /\bJWKS\b|\bkid\b[^\n]{0,40}\bnot (found|in)\b|\b(jwt|token|bearer)\b[^\n]{0,40}\b(signature|verification) (failed|error|invalid)|\bsignature verification failed\b|\bIDX10(501|503|511)\b/i,
    /(^|-)(auth|idp|identity|sso|keycloak|oauth|oidc|iam|login|token)(-|\d|$)/,
  ],
  // any database, when the window holds one
  [
    /\b(database|db) (connection|pool|server)|\bconnection slots\b|\bJDBC\b|\bHikari\w*|\bQueuePool\b|\bSQLSTATE\b|\bConnection terminated unexpectedly\b/i,
    ANY_DATABASE_RE,
  ],
  // or by a server's own words its drivers pass on (MySQL's ER_ codes and deadlock, Postgres's recovery)
  [
    /\bER_[A-Z][A-Z_]{2,}\b|\bDeadlock found when trying to get lock\b|\bthe database system is\b|\bin a read-only transaction\b/,
    ANY_DATABASE_RE,
  ],
];

/** Of several servers, the one that alone ends as `me` does, in two hyphenated parts at least ("…-us-west-2"). */
function sameSuffix(servers: string[], me: string): string | undefined {
  const mine = me.split("-");
  let best: string | undefined;
  let bestLength = 1;
  let tie = false;
  for (const name of servers) {
    const parts = name.split("-");
    let n = 0;
    while (n < parts.length - 1 && n < mine.length - 1 && parts[parts.length - 1 - n] === mine[mine.length - 1 - n])
      n++;
    if (n > bestLength) {
      best = name;
      bestLength = n;
      tie = false;
    } else if (n === bestLength) tie = true;
  }
  return tie ? undefined : best;
}

const FASTCGI_UPSTREAM_RE = /\bfastcgi:\/\/\S*\bphp[\d.]*-fpm\b|\bFastCGI sent in stderr\b/i;
const PHP_POOL_RE = /(^|-)php[\d.]*-?fpm(-|\d|$)/;

/** Linux keeps a process's command name to 15 characters: the kernel's oom-killer names "historian-write". */
const COMM_LENGTH = 15;

/** `(historian-write)`, `historian-write invoked oom-killer`: the name cut where the kernel cuts it. */
function namesByComm(text: string, name: string): boolean {
  const comm = name.slice(0, COMM_LENGTH);
  for (let i = text.indexOf(comm); i >= 0; i = text.indexOf(comm, i + 1)) {
    const after = text[i + COMM_LENGTH];
    if (isBoundary(text, i - 1, true) && (after === undefined || /[\s)\]:,]/.test(after))) return true;
  }
  return false;
}

/**
 * A segment of a URL's path after its host ("http://leak-detector:8080/work-orders/41") names a resource at that host,
 * not the service of that name; the host itself, a gateway's route ("POST /api/orders") and "pod/<name>" still name
 * services.
 */
function isUrlPath(text: string, i: number): boolean {
  if (text[i - 1] !== "/" || text[i - 2] === "/") return false;
  let start = i - 1;
  while (start > 0 && !/[\s"'(=[]/.test(text[start - 1])) start--;
  const token = text.slice(start, i);
  // urllib3 names the host apart and the path after it: "host='crew-dispatch' … Max retries exceeded with url: /x"
  // and the Kubernetes API server's trace names the object it wrote: url:/apis/apps/v1/namespaces/x/deployments/<name>
  return token.includes("://") || token.startsWith("url:/") || text.slice(Math.max(0, start - 5), start) === "url: ";
}

/** "502 Bad Gateway", "504 Gateway Timeout": an HTTP status's reason phrase, not a service named gateway. */
function isStatusPhrase(text: string, i: number, length: number): boolean {
  if (text.slice(i, i + length) !== "gateway") return false;
  return text.slice(Math.max(0, i - 4), i) === "bad " || text.startsWith(" timeout", i + length);
}

/** The name is a segment of a request's path with no host before it ("GET /v2/leaderboard"). */
function isRequestPath(text: string, i: number): boolean {
  if (text[i - 1] !== "/") return false;
  let start = i - 1;
  while (start > 0 && !/[\s"'(=[]/.test(text[start - 1])) start--;
  return text[start] === "/";
}

// a folder of an object key or a file path, or a file in it named after a topic ("key
// 'topics/shipment-events/dt=…/shipment-events+4+0000532871.json.gz'"): the data's name, not a callee's
function isPathSegment(text: string, i: number, length: number): boolean {
  if (text[i - 1] !== "/" || text[i - 2] === "/" || (text[i + length] !== "/" && text[i + length] !== "+"))
    return false;
  // (a request's path, or a URL's, is read apart)
  return !isRequestPath(text, i) && !isUrlPath(text, i);
}

// a statement's table or keyspace ("SELECT * FROM comments.by_article", "INSERT INTO orders"): data, not the service
// (a bare "from" is not a statement: "error from billing-api" names billing-api)
const TABLE_LEAD_RE =
  /\b(?:(?:select|delete)\b[^;\n]{0,200}\bfrom|insert into|(?:alter|create|drop|truncate) table|keyspace)\s+["'`]?$/;

function isTableName(text: string, i: number): boolean {
  return TABLE_LEAD_RE.test(text.slice(Math.max(0, i - 240), i));
}

// a product token in a quoted User-Agent ("ops-console/5.2"): a proxy's access line naming its client, not a callee
const USER_AGENT_TAIL_RE = /^\/\d+(\.\d+)*[\s"(]/;

function isUserAgent(text: string, i: number, length: number): boolean {
  return text[i - 1] === '"' && USER_AGENT_TAIL_RE.test(text.slice(i + length, i + length + 16));
}

// a Kubernetes pod's name after its workload's: "-ec56b", "-7d9f8b6c4-x2x9z" (each part holding a digit, so that
// "billing-api-cache" stays another service's name)
const POD_SUFFIX_RE = /^(-(?=[a-z]*\d)[a-z0-9]{6,10})?-(?=[a-z]*\d)[a-z0-9]{5}(?![\w-])/;

function isPodSuffix(text: string, end: number): boolean {
  return text[end] === "-" && POD_SUFFIX_RE.test(text.slice(end, end + 24));
}

// a field naming who asked ("subject=svc:crew-dispatch", "principal: ledger", "principal svc:gate-svc lacks
// authority"): the server refusing or serving a client names that client, not a service it called
const CLIENT_FIELD_RE =
  /\b(?:(?:subject|principal|client(?:_?id|_?name)?|caller|consumer|requester|sub)\s*[=:]|principal\s)\s*["']?(?:[a-z]+:)?$/;

function isClientField(text: string, i: number): boolean {
  return CLIENT_FIELD_RE.test(text.slice(Math.max(0, i - 32), i));
}

// ingress-nginx's $proxy_upstream_name: "[<namespace>-<service>-<port>]"
const UPSTREAM_TAIL_RE = /^-\d{2,5}\]/;

function isIngressUpstream(text: string, i: number, length: number): boolean {
  if (!UPSTREAM_TAIL_RE.test(text.slice(i + length, i + length + 7))) return false;
  const open = text.lastIndexOf("[", i);
  return open >= 0 && i - open <= 64 && !/\s/.test(text.slice(open, i));
}

function isBoundary(text: string, i: number, before: boolean): boolean {
  if (i < 0 || i >= text.length) return true;
  const c = text[i];
  if (/[a-z0-9_]/.test(c)) return false;
  if (c === "-" || c === ".") {
    // "billing-api-1" (replica) and "billing-api." (sentence end) still name the service
    const next = text[before ? i - 1 : i + 1];
    if (before) return next === undefined || !/[a-z0-9]/.test(next);
    // "billing-api.prod.svc.cluster.local" is the service by host name; "billing-api-db" is not
    return next === undefined || c === "." || /[\d\s]/.test(next);
  }
  return true;
}
