// The 52 troubled windows: 4 per category, each bound to one estate, written in the words each software really uses.
import type { Gen } from "./estates.js";
import type { Rng } from "./rng.js";

export interface Emitter {
  svc: string;
  everyS: number; // mean gap between lines
  gen: Gen;
  delayS?: number; // after the start
  once?: boolean;
}
export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  quietOrigin?: boolean; // origin's normal lines stop
  dropP?: number; // share of flows through the origin that no longer complete
  emit: Emitter[];
}

const ip = (r: Rng): string => `${r.pick([81, 94, 185, 62])}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}`;
const user = (r: Rng): string =>
  `${r.pick(["anna", "kees", "office", "info", "hr"])}@${r.pick(["bakkerij-vos.nl", "alpenhof.at", "studio-lumo.de"])}`;
const qid = (r: Rng): string => r.hex(10).toUpperCase();
const site = (r: Rng): number => r.i(100, 999);

export const INCIDENTS: Incident[] = [
  // ------------------------------------------------------------------ authentication
  {
    estate: "kestrel",
    origin: "dovecot",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "authentication"],
    sev: "high",
    note: "Dovecot's LDAP service bind is refused with Invalid credentials after the bind password rotated, so every IMAP and webmail login fails temporarily.",
    dropP: 0.8,
    emit: [
      {
        svc: "dovecot",
        everyS: 2,
        gen: (r) => [
          "error",
          `auth: Error: ldap(${user(r)},${ip(r)},<${r.hex(12)}>): ldap_bind() failed: Invalid credentials (bind dn cn=dovecot-auth,ou=services,dc=kestrel,dc=net)`,
        ],
      },
      {
        svc: "dovecot",
        everyS: 3,
        gen: (r) => [
          "info",
          `imap-login: Disconnected: Auth process broken (disconnected before auth was ready, waited 0 secs): user=<>, rip=${ip(r)}, TLS, session=<${r.hex(12)}>`,
        ],
      },
      {
        svc: "roundcube",
        everyS: 1.2,
        delayS: 4,
        gen: (r) => [
          "error",
          `IMAP Error: Login failed for ${user(r)} against imap.kestrel.net from ${ip(r)}. AUTHENTICATE PLAIN: [UNAVAILABLE] Temporary authentication failure. in /var/www/roundcube/program/lib/Roundcube/rcube_imap.php on line 211 (POST /?_task=login&_action=login)`,
        ],
      },
      {
        svc: "user-directory",
        everyS: 2,
        gen: (r) => [
          "info",
          `conn=${r.i(1000, 9000)} op=0 RESULT tag=97 err=49 text= (BIND dn="cn=dovecot-auth,ou=services,dc=kestrel,dc=net")`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "jmap-api",
    category: "authentication",
    hints: ["token", "jwt", "signature", "authentication", "credential"],
    sev: "high",
    note: "After accounts rotated its signing key, jmap-api keeps a stale JWKS cache and rejects every bearer token as badly signed, so webmail sessions get 401.",
    dropP: 0.85,
    emit: [
      {
        svc: "jmap-api",
        everyS: 0.8,
        gen: (r) => [
          "warn",
          `c.p.jmap.security.BearerAuthFilter - rejecting bearer token: com.nimbusds.jose.proc.BadJWSException: Signed JWT rejected: Another algorithm expected, or no matching key(s) found (kid=pw-${r.pick(["2026-11", "2026-11"])}b)`,
        ],
      },
      {
        svc: "jmap-api",
        everyS: 30,
        gen: () => [
          "info",
          "c.p.jmap.security.JwksCache - JWKS cache still valid (age 41m, ttl 24h), keys=[pw-2026-10a]",
        ],
      },
      {
        svc: "webmail-bff",
        everyS: 0.4,
        delayS: 2,
        gen: (r) => [
          "error",
          `POST /jmap 502 ${r.i(20, 90)}ms - upstream jmap-api answered 401 Unauthorized (www-authenticate: Bearer error="invalid_token"), session ${r.hex(8)} forced to re-login`,
        ],
      },
      {
        svc: "accounts",
        everyS: 1,
        delayS: 3,
        gen: (r) => [
          "info",
          `Postwerk.Accounts.Auth.LoginController: interactive login ok for ${user(r)}, issued token kid=pw-2026-11b`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "control-panel",
    category: "authentication",
    hints: ["access denied", "credential", "password", "authentication"],
    sev: "medium",
    note: "control-panel boots with a stale database password from its secrets file and MariaDB answers Access denied for user 'panel', so panel pages return 500.",
    dropP: 0.9,
    emit: [
      {
        svc: "control-panel",
        everyS: 1.5,
        gen: (r) => [
          "error",
          `Mysql2::Error::ConnectionError (Access denied for user 'panel'@'10.2.0.${r.i(20, 29)}' (using password: YES)):\n  mysql2 (0.5.6) lib/mysql2/client.rb:97:in \`connect'\n  mysql2 (0.5.6) lib/mysql2/client.rb:97:in \`initialize'\n  activerecord (7.1.3) lib/active_record/connection_adapters/mysql2_adapter.rb:47:in \`new'\n  activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:655:in \`new_connection'\n  app/controllers/domains_controller.rb:${r.i(10, 60)}:in \`index'`,
        ],
      },
      {
        svc: "control-panel",
        everyS: 2,
        gen: (r) => ["info", `Completed 500 Internal Server Error in ${r.i(5, 30)}ms`],
      },
      {
        svc: "mariadb-shared",
        everyS: 2.5,
        gen: (r) => ["warn", `[Warning] Access denied for user 'panel'@'10.2.0.${r.i(20, 29)}' (using password: YES)`],
      },
      {
        svc: "nginx-edge",
        everyS: 2,
        delayS: 1,
        gen: (r) => [
          "error",
          `${ip(r)} - admin "GET /panel/${r.pick(["domains", "mail", "databases"])} HTTP/2.0" 500 1120 host=panel.harbor.host rt=0.0${r.i(10, 60)}`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "sftp-gw",
    category: "authentication",
    hints: ["ldap", "pam", "bind", "authentication", "credential"],
    sev: "medium",
    note: "sftp-gw's PAM LDAP service account expired, so every customer key and password login is refused although credentials are right.",
    dropP: 0.95,
    emit: [
      {
        svc: "sftp-gw",
        everyS: 1.5,
        gen: () => [
          "error",
          `pam_ldap(sshd:account): error trying to bind as user "uid=sftp-svc,ou=system,dc=lumen,dc=host" (Invalid credentials)`,
        ],
      },
      {
        svc: "sftp-gw",
        everyS: 1.5,
        gen: (r) => ["error", `fatal: Access denied for user site${site(r)} by PAM account configuration [preauth]`],
      },
      {
        svc: "panel-api",
        everyS: 8,
        delayS: 30,
        gen: (r) => [
          "warn",
          `support ticket auto-tag: "sftp login fails" site${site(r)} (${r.i(3, 20)} in last 10 min)`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ authorization
  {
    estate: "kestrel",
    origin: "opendkim",
    category: "authorization",
    hints: ["permission", "denied", "eacces", "access"],
    sev: "medium",
    note: "A key ownership change leaves opendkim unable to open its private keys (Permission denied), so outgoing mail leaves unsigned and big receivers defer it.",
    emit: [
      {
        svc: "opendkim",
        everyS: 1.5,
        gen: (r) => [
          "error",
          `${qid(r)}: error loading key 'k2026._domainkey.${r.pick(["bakkerij-vos.nl", "alpenhof.at", "studio-lumo.de"])}': open(/etc/opendkim/keys/k2026.private): Permission denied`,
        ],
      },
      {
        svc: "relay-out",
        everyS: 1,
        delayS: 2,
        gen: (r) => [
          "warn",
          `${qid(r)}: to=<${r.pick(["peter", "sales"])}@gmail.com>, relay=gmail-smtp-in.l.google.com[142.250.102.27]:25, delay=${r.i(1, 9)}, dsn=4.7.26, status=deferred (host said: 421-4.7.26 This mail has been rate limited because it is unauthenticated. Gmail requires all senders to authenticate with either SPF or DKIM.)`,
        ],
      },
      {
        svc: "relay-out",
        everyS: 3,
        delayS: 5,
        gen: (r) => [
          "warn",
          `warning: milter inet:opendkim:8891: ${qid(r)}: tempfail during signing, message accepted unsigned (milter_default_action=accept)`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "blobstore",
    category: "authorization",
    hints: ["accessdenied", "access denied", "forbidden", "403", "permission"],
    sev: "high",
    note: "A tightened bucket policy makes the object store answer AccessDenied to blobstore's writes, so incoming mail cannot be stored and is tempfailed.",
    dropP: 0.8,
    emit: [
      {
        svc: "blobstore",
        everyS: 0.8,
        gen: (r) => [
          "error",
          `PUT /v1/blobs/${r.hex(24)} 500: s3 put shard-${r.i(0, 15)}: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, api error AccessDenied: Access Denied`,
        ],
      },
      {
        svc: "smtp-gateway",
        everyS: 0.5,
        delayS: 1,
        gen: (r) => [
          "error",
          `delivery tempfail rcpt=${user(r)} code=451 4.3.0 err="blobstore: PUT returned 500 Internal Server Error" attempt=${r.i(1, 5)}`,
        ],
      },
      {
        svc: "jmap-api",
        everyS: 3,
        delayS: 4,
        gen: (r) => [
          "error",
          `c.p.jmap.blob.BlobUploadHandler - upload failed for account ${r.hex(8)}: blobstore returned HTTP 500`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "php-fpm",
    category: "authorization",
    hints: ["permission", "denied", "session", "access"],
    sev: "medium",
    note: "A permissions sweep chowns the PHP session directory to root, so every pool on php-fpm fails session_start with Permission denied and logins to customer sites break.",
    emit: [
      {
        svc: "php-fpm",
        everyS: 0.7,
        gen: (r) => [
          "error",
          `[pool cust_${r.i(1000, 9999)}] child ${r.i(1000, 60000)} said into stderr: "PHP Warning:  session_start(): open(/var/lib/php/sessions/sess_${r.hex(26)}, O_RDWR) failed: Permission denied (13) in /home/cust_${r.i(1000, 9999)}/public_html/wp-content/plugins/woocommerce/includes/class-wc-session-handler.php on line 72"`,
        ],
      },
      {
        svc: "nginx-edge",
        everyS: 1.5,
        delayS: 1,
        gen: (r) => [
          "error",
          `${ip(r)} - - "POST /wp-login.php HTTP/2.0" 500 0 "-" "Mozilla/5.0" host=www.${r.pick(["alpenhof.at", "kayakclub.se", "drukwerk24.nl"])} rt=0.${r.i(10, 99)}`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "dns-api",
    category: "authorization",
    hints: ["forbidden", "403", "permission", "authorization", "scope"],
    sev: "medium",
    note: "dns-api's new registrar API token lacks the DNS edit permission, so TXT upserts are refused with 403 and DNS-01 certificate orders fail.",
    emit: [
      {
        svc: "dns-api",
        everyS: 2,
        gen: (r) => [
          "error",
          `record upsert _acme-challenge.${r.pick(["alpenhof.at", "studio-lumo.de"])}. TXT failed: provider returned 403 Forbidden: {"success":false,"errors":[{"code":10000,"message":"Authentication error: token does not have permission zone.dns:edit"}]}`,
        ],
      },
      {
        svc: "cert-bot",
        everyS: 2.5,
        delayS: 1,
        gen: (r) => [
          "error",
          `[ERROR] [site${site(r)}.lumen.site] acme: error presenting token: dns-api: unexpected status 502 from POST /v1/records`,
        ],
      },
      {
        svc: "panel-api",
        everyS: 3,
        delayS: 2,
        gen: (r) => ["error", `POST /v1/sites/${site(r)}/ssl 502 ${r.i(200, 900)}ms - cert-bot order failed`],
      },
    ],
  },
  // ------------------------------------------------------------------ database
  {
    estate: "kestrel",
    origin: "quota-policyd",
    category: "database",
    hints: ["connection", "postgres", "database", "slots", "operationalerror"],
    sev: "high",
    note: "quota-policyd exhausts its PostgreSQL connection slots, its policy checks crash, and mx-in tempfails every RCPT with 451 server configuration problem.",
    dropP: 0.9,
    emit: [
      {
        svc: "quota-policyd",
        everyS: 1,
        gen: (r) => [
          "error",
          `policy request failed for ${user(r)}\nTraceback (most recent call last):\n  File "/opt/quota-policyd/policyd/server.py", line ${r.i(80, 140)}, in handle\n    usage = self.store.usage(rcpt)\n  File "/opt/quota-policyd/policyd/store.py", line 41, in usage\n    with self.pool.getconn() as conn:\n  File "/usr/lib/python3/dist-packages/psycopg2/pool.py", line 169, in getconn\n    return self._getconn(key)\npsycopg2.OperationalError: connection to server at "pg-mail.internal" (10.8.4.2), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections`,
        ],
      },
      {
        svc: "mx-in",
        everyS: 0.5,
        delayS: 1,
        gen: (r) => [
          "warn",
          `NOQUEUE: reject: RCPT from mail-${r.hex(4)}.outlook.com[${ip(r)}]: 451 4.3.5 Server configuration problem; from=<noreply@outlook.com> to=<${user(r)}> proto=ESMTP helo=<mail.outlook.com>`,
        ],
      },
      {
        svc: "mx-in",
        everyS: 2,
        delayS: 1,
        gen: () => ["warn", "warning: problem talking to server inet:quota-policyd:10031: Connection reset by peer"],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "accounts",
    category: "database",
    hints: ["sql", "deadlock", "database", "sqlexception"],
    sev: "high",
    note: "A new session table index makes accounts' SQL Server transactions deadlock, token introspection fails and jmap-api and imap-front refuse logins.",
    dropP: 0.6,
    emit: [
      {
        svc: "accounts",
        everyS: 1,
        gen: (r) => [
          "error",
          `Microsoft.EntityFrameworkCore.Update: An exception occurred in the database while saving changes for context type 'Postwerk.Accounts.Data.AccountsDbContext'.\nMicrosoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.\n ---> Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.i(50, 200)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.\n   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream)\n   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)\n   at Postwerk.Accounts.Sessions.SessionStore.TouchAsync(Guid sessionId) in /src/Accounts/Sessions/SessionStore.cs:line ${r.i(40, 120)}`,
        ],
      },
      {
        svc: "jmap-api",
        everyS: 0.7,
        delayS: 2,
        gen: (r) => [
          "error",
          `c.p.jmap.security.IntrospectionClient - introspection failed: accounts returned 500 after ${r.i(400, 2000)}ms, rejecting request ${r.hex(8)}`,
        ],
      },
      {
        svc: "imap-front",
        everyS: 1.5,
        delayS: 2,
        gen: (r) => [
          "error",
          `auth: Error: oauth2(${user(r)},${ip(r)}): oauth2 failed: Introspection failed: Received status 500`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "mariadb-shared",
    category: "database",
    hints: ["crashed", "table", "mysql", "mariadb", "database"],
    sev: "medium",
    note: "After an unclean restart mariadb-shared reports Aria/MyISAM tables marked as crashed, and the sites on them show WordPress database errors.",
    emit: [
      {
        svc: "mariadb-shared",
        everyS: 1,
        gen: (r) => [
          "error",
          `[ERROR] mariadbd: Table './cust_${r.pick([3310, 3318, 4471, 5021])}/wp_${r.pick(["options", "postmeta", "sessions"])}' is marked as crashed and should be repaired`,
        ],
      },
      {
        svc: "mariadb-shared",
        everyS: 20,
        gen: (r) => ["warn", `[Warning] Checking table:   './cust_${r.pick([3310, 3318, 4471, 5021])}/wp_options'`],
      },
      {
        svc: "php-fpm",
        everyS: 0.9,
        delayS: 1,
        gen: (r) => [
          "error",
          `[pool cust_${r.pick([3310, 3318, 4471, 5021])}] child ${r.i(1000, 60000)} said into stderr: "PHP message: WordPress database error Table './cust_4471/wp_options' is marked as crashed and should be repaired for query SELECT option_value FROM wp_options WHERE option_name = 'siteurl' LIMIT 1 made by require('wp-blog-header.php'), wp_load_alloptions"`,
        ],
      },
      {
        svc: "nginx-edge",
        everyS: 1.5,
        delayS: 1,
        gen: (r) => [
          "error",
          `${ip(r)} - - "GET / HTTP/2.0" 500 2310 "-" "Mozilla/5.0" host=www.${r.pick(["osteria-nona.it", "alpenhof.at"])} rt=0.0${r.i(10, 90)}`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "mysql-tenant",
    category: "database",
    hints: ["too many connections", "connection", "mysql", "database"],
    sev: "high",
    note: "mysql-tenant hits max_connections, refuses new clients with Too many connections, and customer sites show Error establishing a database connection.",
    dropP: 0.7,
    emit: [
      {
        svc: "mysql-tenant",
        everyS: 1.2,
        gen: () => ["warn", "[Warning] Too many connections (max_connections=600, Threads_connected=600)"],
      },
      {
        svc: "fpm-pool",
        everyS: 0.4,
        delayS: 1,
        gen: (r) => [
          "error",
          `pool=site${site(r)} PHP Warning: mysqli_real_connect(): (08004/1040): Too many connections in /var/www/site${site(r)}/wp-includes/class-wpdb.php on line 1982`,
        ],
      },
      {
        svc: "apache-web",
        everyS: 0.8,
        delayS: 1,
        gen: (r) => [
          "error",
          `site${site(r)}.lumen.site:443 ${ip(r)} - - "GET / HTTP/1.1" 500 2931 "-" "Mozilla/5.0" (Error establishing a database connection)`,
        ],
      },
      {
        svc: "haproxy",
        everyS: 1,
        delayS: 2,
        gen: (r) => [
          "warn",
          `${ip(r)}:${r.i(30000, 60000)} [30/Nov/2026] fe_https~ be_apache/web${r.i(1, 3)} 0/0/1/${r.i(20, 400)}/${r.i(20, 410)} 500 3104 - - ---- "GET / HTTP/2.0"`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ network
  {
    estate: "kestrel",
    origin: "relay-out",
    category: "network",
    hints: ["route", "unreachable", "network", "connect"],
    sev: "medium",
    note: "A firewall change drops relay-out's egress route, so its SMTP connects fail with No route to host and Network is unreachable and the deferred queue grows.",
    emit: [
      {
        svc: "relay-out",
        everyS: 0.6,
        gen: (r) => [
          "warn",
          `connect to ${r.pick(["gmail-smtp-in.l.google.com[142.250.102.27]:25", "outlook-com.olc.protection.outlook.com[52.101.68.9]:25", "mx00.emig.gmx.net[212.227.15.9]:25", "mx01.mail.icloud.com[17.57.154.33]:25"])}: ${r.pick(["No route to host", "Network is unreachable"])}`,
        ],
      },
      {
        svc: "relay-out",
        everyS: 1.2,
        gen: (r) => [
          "info",
          `${qid(r)}: to=<${r.pick(["peter", "sales"])}@${r.pick(["gmail.com", "outlook.com"])}>, relay=none, delay=${r.i(1, 300)}, dsn=4.4.1, status=deferred (connect to ${r.pick(["gmail-smtp-in.l.google.com", "outlook-com.olc.protection.outlook.com"])}[${ip(r)}]:25: No route to host)`,
        ],
      },
      {
        svc: "roundcube",
        everyS: 12,
        delayS: 60,
        gen: (r) => [
          "warn",
          `User ${user(r)}: message queued but outgoing delivery delayed (queue for relay-out: ${r.i(200, 2000)} msgs)`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "jmap-api",
    category: "network",
    hints: ["tls", "handshake", "certificate", "ssl"],
    sev: "high",
    note: "jmap-api's internal serving certificate expires, TLS handshakes from webmail-bff fail with CERT_HAS_EXPIRED, and the webmail cannot reach its API.",
    dropP: 0.9,
    emit: [
      {
        svc: "jmap-api",
        everyS: 2,
        gen: (r) => [
          "warn",
          `i.n.h.ssl.SslHandler - [id: 0x${r.hex(8)}, L:/10.40.2.11:8443 ! R:/10.40.5.${r.i(2, 40)}:${r.i(30000, 60000)}] javax.net.ssl.SSLHandshakeException: Received fatal alert: certificate_expired`,
        ],
      },
      {
        svc: "webmail-bff",
        everyS: 0.35,
        delayS: 0.5,
        gen: (r) => [
          "error",
          `POST /jmap 502 ${r.i(3, 30)}ms - request to https://jmap-api.pw-mail-prod.svc:8443/jmap failed\nError: certificate has expired\n    at TLSSocket.onConnectSecure (node:_tls_wrap:1674:34)\n    at TLSSocket.emit (node:events:519:28)\n    at TLSSocket._finishInit (node:_tls_wrap:1085:8)\n    at ssl.onhandshakedone (node:_tls_wrap:871:12) {\n  code: 'CERT_HAS_EXPIRED'\n}`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "backupd",
    category: "network",
    hints: ["route", "connection", "network", "rsync", "ssh"],
    sev: "medium",
    note: "backupd loses its path to the backup vault (No route to host, rsync connection unexpectedly closed) after a VLAN change and every snapshot fails.",
    quietOrigin: true,
    emit: [
      {
        svc: "backupd",
        everyS: 5,
        gen: (r) => [
          "error",
          `snapshot cust_${r.i(1000, 9999)} failed (attempt ${r.i(1, 3)}/3):\nssh: connect to host vault02.backup.harbor.internal port 22: No route to host\nrsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: unexplained error (code 255) at io.c(231) [sender=3.2.7]`,
        ],
      },
      { svc: "backupd", everyS: 45, gen: (r) => ["warn", `backlog: ${r.i(40, 400)} customer snapshots overdue`] },
      {
        svc: "control-panel",
        everyS: 30,
        delayS: 40,
        gen: (r) => ["warn", `BackupStatusJob: ${r.i(10, 90)} accounts show last backup > 26h`],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "panel-api",
    category: "network",
    hints: ["dns", "getaddrinfo", "eai_again", "resolve", "network"],
    sev: "medium",
    note: "panel-api's pods can no longer resolve internal names (getaddrinfo EAI_AGAIN), so its calls to dns-api and mysql-tenant fail and the hosting panel errors out.",
    emit: [
      {
        svc: "panel-api",
        everyS: 0.8,
        gen: (r) => [
          "error",
          `GET /v1/sites/${site(r)} 500 ${r.i(5000, 5100)}ms\nError: getaddrinfo EAI_AGAIN ${r.pick(["dns-api.lumen-wp.svc.cluster.local", "mysql-tenant.lumen-wp.svc.cluster.local"])}\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26) {\n  errno: -3001,\n  code: 'EAI_AGAIN',\n  syscall: 'getaddrinfo',\n  hostname: 'dns-api.lumen-wp.svc.cluster.local'\n}`,
        ],
      },
      {
        svc: "haproxy",
        everyS: 1.5,
        delayS: 5,
        gen: (r) => [
          "warn",
          `${ip(r)}:${r.i(30000, 60000)} [30/Nov/2026] fe_https~ be_panel/panel${r.i(1, 2)} 0/0/0/5012/5012 500 412 - - ---- "GET /v1/sites/${site(r)} HTTP/2.0"`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ timeout
  {
    estate: "kestrel",
    origin: "clamd",
    category: "timeout",
    hints: ["timeout", "timed out", "scan"],
    sev: "medium",
    note: "A new signature set makes clamd's scans run past their time limit, rspamd's antivirus checks time out and mail is tempfailed at mx-in.",
    dropP: 0.7,
    emit: [
      {
        svc: "clamd",
        everyS: 3,
        gen: (r) => [
          "warn",
          `instream(127.0.0.1@${r.i(30000, 60000)}): Scan of stream exceeded MaxScanTime (120000 ms), aborted: Heuristics.Limits.Exceeded.MaxScanTime`,
        ],
      },
      {
        svc: "rspamd",
        everyS: 0.9,
        delayS: 2,
        gen: (r) => [
          "error",
          `<${r.hex(6)}>; lua; antivirus.lua:${r.i(80, 140)}: clamav [clamd:3310]: failed to scan, maximum retransmits exceed; timeout after 30.0 seconds`,
        ],
      },
      {
        svc: "mx-in",
        everyS: 0.8,
        delayS: 3,
        gen: (r) => [
          "warn",
          `${qid(r)}: milter-reject: END-OF-MESSAGE from mail-${r.hex(4)}.outlook.com[${ip(r)}]: 4.7.1 Try again later; from=<noreply@outlook.com> to=<${user(r)}> proto=ESMTP`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "blobstore",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out"],
    sev: "high",
    note: "blobstore's writes stall until its own 30 s deadline expires, callers see read timeouts and smtp-gateway defers incoming mail.",
    dropP: 0.8,
    emit: [
      {
        svc: "blobstore",
        everyS: 1.5,
        gen: (r) => [
          "warn",
          `PUT /v1/blobs/${r.hex(24)} 504 30001ms shard=${r.i(0, 15)} err="fsync segment: context deadline exceeded"`,
        ],
      },
      {
        svc: "jmap-api",
        everyS: 1.5,
        delayS: 5,
        gen: (r) => [
          "error",
          `c.p.jmap.blob.BlobClient - GET blob ${r.hex(24)} failed\njava.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)\n\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)\n\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)\n\tat com.postwerk.jmap.blob.BlobClient.fetch(BlobClient.java:${r.i(60, 140)})`,
        ],
      },
      {
        svc: "smtp-gateway",
        everyS: 0.6,
        delayS: 5,
        gen: (r) => [
          "error",
          `delivery tempfail rcpt=${user(r)} code=451 4.4.2 err="Put \\"http://blobstore:8080/v1/blobs\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)" attempt=${r.i(1, 5)}`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "control-panel",
    category: "timeout",
    hints: ["timeout", "requesttimeout", "timed out"],
    sev: "medium",
    note: "A slow domains listing pushes control-panel requests past rack-timeout's 15 s limit, and nginx-edge answers the panel with 504.",
    emit: [
      {
        svc: "control-panel",
        everyS: 2,
        gen: (r) => [
          "error",
          `Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):\n  activerecord (7.1.3) lib/active_record/relation.rb:911:in \`load'\n  app/models/domain.rb:${r.i(40, 90)}:in \`with_dns_status'\n  app/controllers/domains_controller.rb:${r.i(10, 40)}:in \`index'`,
        ],
      },
      {
        svc: "control-panel",
        everyS: 3,
        gen: () => ["warn", "source=rack-timeout id=- timeout=15000ms service=15001ms state=timed_out"],
      },
      {
        svc: "nginx-edge",
        everyS: 2,
        delayS: 15,
        gen: (r) => [
          "error",
          `[error] ${r.i(80, 99)}#${r.i(80, 99)}: *${r.i(100000, 999999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${ip(r)}, server: panel.harbor.host, request: "GET /panel/domains HTTP/2.0", upstream: "http://10.2.0.21:3000/panel/domains"`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "dns-api",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out"],
    sev: "medium",
    note: "dns-api's zone rebuilds overrun their 30 s deadline, panel calls and DNS-01 challenges time out waiting for it.",
    emit: [
      {
        svc: "dns-api",
        everyS: 3,
        gen: (r) => [
          "warn",
          `zone rebuild ${r.pick(["alpenhof.at", "studio-lumo.de", "lumen.site"])}. aborted after 30s: context deadline exceeded (records=${r.i(40000, 90000)})`,
        ],
      },
      {
        svc: "panel-api",
        everyS: 1,
        delayS: 3,
        gen: (r) => [
          "error",
          `GET /v1/sites/${site(r)}/dns 504 10003ms - TimeoutError: request to http://dns-api:8053/v1/zones timed out after 10000ms`,
        ],
      },
      {
        svc: "cert-bot",
        everyS: 4,
        delayS: 10,
        gen: (r) => [
          "error",
          `[ERROR] [site${site(r)}.lumen.site] acme: error presenting token: dns-api: Post "http://dns-api:8053/v1/records": context deadline exceeded`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ rate_limiting
  {
    estate: "kestrel",
    origin: "relay-out",
    category: "rate_limiting",
    hints: ["rate", "limit", "throttl", "421"],
    sev: "medium",
    note: "Microsoft starts throttling relay-out's sending IP (421 4.7.0 temporarily rate limited), so mail to Outlook/Hotmail piles up deferred.",
    emit: [
      {
        svc: "relay-out",
        everyS: 0.6,
        gen: (r) => [
          "warn",
          `${qid(r)}: host outlook-com.olc.protection.outlook.com[52.101.68.9] refused to talk to me: 421 4.7.0 [TSS04] Messages from 185.66.12.${r.i(2, 9)} temporarily rate limited due to IP reputation. For more information see https://go.microsoft.com/fwlink/?LinkID=526653 [${r.hex(8).toUpperCase()}.eurprd01.prod.outlook.com]`,
        ],
      },
      {
        svc: "relay-out",
        everyS: 1,
        gen: (r) => [
          "info",
          `${qid(r)}: to=<${r.pick(["m.rossi", "peter"])}@${r.pick(["outlook.com", "hotmail.com", "live.nl"])}>, relay=none, delay=${r.i(5, 900)}, dsn=4.7.0, status=deferred (host outlook-com.olc.protection.outlook.com said: 421 4.7.0 temporarily rate limited)`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "accounts",
    category: "rate_limiting",
    hints: ["rate", "limit", "429", "throttl"],
    sev: "high",
    note: "A new per-client rate limiter in accounts is sized for users instead of services and answers 429 to webmail-bff's and jmap-api's introspection calls.",
    dropP: 0.7,
    emit: [
      {
        svc: "accounts",
        everyS: 0.7,
        gen: (r) => [
          "warn",
          `Microsoft.AspNetCore.RateLimiting.RateLimitingMiddleware: Rate limit exceeded for partition 'client:${r.pick(["jmap-api", "webmail-bff", "imap-front"])}' (FixedWindow 100/min), rejecting request with 429`,
        ],
      },
      {
        svc: "jmap-api",
        everyS: 0.5,
        delayS: 1,
        gen: (r) => [
          "error",
          `c.p.jmap.security.IntrospectionClient - introspection failed: accounts returned 429 Too Many Requests (retry-after 38), rejecting request ${r.hex(8)}`,
        ],
      },
      {
        svc: "webmail-bff",
        everyS: 0.4,
        delayS: 1,
        gen: (r) => [
          "error",
          `POST /jmap 503 ${r.i(10, 60)}ms - jmap-api unavailable (token introspection throttled), retry ${r.i(1, 3)}/3`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "acme-renew",
    category: "rate_limiting",
    hints: ["ratelimit", "rate", "limit", "too many"],
    sev: "medium",
    note: "A renewal loop in acme-renew reissues the same certificates until Let's Encrypt answers rateLimited for the exact set of identifiers and new orders stop.",
    emit: [
      {
        svc: "acme-renew",
        everyS: 1.5,
        gen: (r) => [
          "error",
          `order failed for ${r.pick(["alpenhof.at", "kayakclub.se", "bakkerij-vos.nl"])},www.${r.pick(["alpenhof.at", "kayakclub.se"])}: 429 urn:ietf:params:acme:error:rateLimited: too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s, retry after 2026-12-0${r.i(1, 6)} ${r.i(10, 23)}:${r.i(10, 59)}:00 UTC: see https://letsencrypt.org/docs/rate-limits/#new-certificates-per-exact-set-of-identifiers`,
        ],
      },
      {
        svc: "acme-renew",
        everyS: 4,
        gen: (r) => [
          "info",
          `renewing ${r.pick(["alpenhof.at", "kayakclub.se", "bakkerij-vos.nl"])} (expires in 89 days, forced by hook)`,
        ],
      },
      {
        svc: "control-panel",
        everyS: 10,
        delayS: 30,
        gen: (r) => ["warn", `SslOrderJob: order ${r.i(1000, 9999)} stuck in pending for ${r.i(5, 30)}m`],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "haproxy",
    category: "rate_limiting",
    hints: ["rate", "limit", "429", "deny"],
    sev: "medium",
    note: "A stick-table rate rule pushed to haproxy counts all shop traffic per frontend IP range and denies real visitors with 429.",
    dropP: 0.6,
    emit: [
      {
        svc: "haproxy",
        everyS: 0.3,
        gen: (r) => [
          "warn",
          `${ip(r)}:${r.i(30000, 60000)} [30/Nov/2026] fe_https~ fe_https/<NOSRV> -1/-1/-1/-1/0 429 212 - - PR-- ${r.i(300, 500)}/${r.i(290, 490)}/0/0/0 0/0 "GET ${r.pick(["/", "/shop/", "/wp-json/wc/store/cart"])} HTTP/2.0"`,
        ],
      },
      {
        svc: "panel-api",
        everyS: 6,
        delayS: 60,
        gen: (r) => ["warn", `uptime probe site${site(r)}.lumen.site: HTTP 429 from edge (${r.i(2, 9)} consecutive)`],
      },
    ],
  },
  // ------------------------------------------------------------------ validation
  {
    estate: "kestrel",
    origin: "user-directory",
    category: "validation",
    hints: ["invalid", "syntax", "schema", "validation"],
    sev: "medium",
    note: "A provisioning import into user-directory writes mailQuota values like '5 GB' that violate the attribute syntax, and dovecot's quota lookups fail for those mailboxes.",
    emit: [
      {
        svc: "user-directory",
        everyS: 2,
        gen: (r) => [
          "warn",
          `conn=${r.i(1000, 9000)} op=${r.i(1, 90)} RESULT tag=103 err=21 text=mailQuota: value #0 invalid per syntax (MOD dn="uid=${r.pick(["anna", "kees", "office"])},ou=mail,dc=kestrel,dc=net")`,
        ],
      },
      {
        svc: "lmtp-store",
        everyS: 1.5,
        delayS: 5,
        gen: (r) => [
          "error",
          `lmtp(${user(r)})<${r.i(1000, 99999)}><${r.hex(8)}>: Error: quota: Invalid quota root quota: Invalid rule *:storage=5 GB: Invalid storage limit '5 GB'`,
        ],
      },
      {
        svc: "mx-in",
        everyS: 1.5,
        delayS: 6,
        gen: (r) => [
          "info",
          `${qid(r)}: to=<${user(r)}>, relay=lmtp-store[10.8.2.14]:24, delay=0.4, dsn=4.3.0, status=deferred (host lmtp-store[10.8.2.14] said: 451 4.3.0 Temporary internal error (in reply to end of DATA command))`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "spamscore",
    category: "validation",
    hints: ["validation", "invalid", "pydantic", "email"],
    sev: "high",
    note: "A stricter request schema in spamscore rejects internationalised recipient addresses as invalid, so mail to those mailboxes is tempfailed at the gateway.",
    emit: [
      {
        svc: "spamscore",
        everyS: 1.2,
        gen: (r) => [
          "error",
          `POST /score 422\nTraceback (most recent call last):\n  File "/app/spamscore/api.py", line ${r.i(40, 90)}, in score\n    req = ScanRequest.model_validate(payload)\n  File "/usr/local/lib/python3.12/site-packages/pydantic/main.py", line 596, in model_validate\n    return cls.__pydantic_validator__.validate_python(\npydantic_core._pydantic_core.ValidationError: 1 validation error for ScanRequest\nenvelope.rcpt_to.0\n  value is not a valid email address: The domain name ${r.pick(["bäckerei-süd.de", "café-lumo.fr", "müller-haus.at"])} contains characters not allowed [type=value_error, input_value='info@xn--${r.hex(8)}.de', input_type=str]`,
        ],
      },
      {
        svc: "smtp-gateway",
        everyS: 1,
        delayS: 0.5,
        gen: (r) => [
          "warn",
          `delivery tempfail rcpt=info@xn--${r.hex(8)}.de code=451 4.7.1 err="spamscore: 422 Unprocessable Entity" attempt=${r.i(1, 5)}`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "control-panel",
    category: "validation",
    hints: ["validation", "invalid", "recordinvalid"],
    sev: "medium",
    note: "The panel release makes control-panel's hostname validator reject every new domain with Validation failed: Hostname is invalid, so signups and domain adds fail.",
    emit: [
      {
        svc: "control-panel",
        everyS: 4,
        gen: (r) => [
          "error",
          `ActiveRecord::RecordInvalid (Validation failed: Hostname is invalid):\n  activerecord (7.1.3) lib/active_record/validations.rb:84:in \`raise_validation_error'\n  activerecord (7.1.3) lib/active_record/validations.rb:55:in \`save!'\n  app/services/domain_provisioner.rb:${r.i(20, 60)}:in \`call'\n  app/controllers/domains_controller.rb:${r.i(40, 80)}:in \`create'`,
        ],
      },
      {
        svc: "control-panel",
        everyS: 4,
        gen: (r) => ["info", `Completed 422 Unprocessable Entity in ${r.i(8, 40)}ms (ActiveRecord: 2.1ms)`],
      },
      {
        svc: "nginx-edge",
        everyS: 4,
        delayS: 0.1,
        gen: (r) => [
          "info",
          `${ip(r)} - admin "POST /panel/domains HTTP/2.0" 422 380 host=panel.harbor.host rt=0.0${r.i(10, 60)}`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "dns-api",
    category: "validation",
    hints: ["invalid", "validation", "txt", "record"],
    sev: "medium",
    note: "After an upgrade dns-api's strict record validator refuses TXT values over 255 characters, so DKIM records for new sites are rejected with 422.",
    emit: [
      {
        svc: "dns-api",
        everyS: 3,
        gen: (r) => [
          "warn",
          `record upsert pw2026._domainkey.site${site(r)}.lumen.site. TXT rejected: invalid record: character-string exceeds 255 octets (len=${r.i(390, 420)})`,
        ],
      },
      {
        svc: "panel-api",
        everyS: 3,
        delayS: 0.2,
        gen: (r) => [
          "error",
          `POST /v1/sites/${site(r)}/mail 502 ${r.i(20, 80)}ms - dns-api rejected DKIM record (422 Unprocessable Entity)`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ null_reference
  {
    estate: "kestrel",
    origin: "roundcube",
    category: "null_reference",
    hints: ["null", "member function", "error"],
    sev: "medium",
    note: "After a plugin update roundcube calls a method on a null message part when opening mail with calendar invites and shows users a server error.",
    emit: [
      {
        svc: "roundcube",
        everyS: 1.5,
        gen: (r) => [
          "error",
          `PHP Fatal error:  Uncaught Error: Call to a member function getHeader() on null in /var/www/roundcube/plugins/calendar/lib/calendar_itip.php:${r.i(200, 260)}\nStack trace:\n#0 /var/www/roundcube/plugins/calendar/calendar.php(2781): calendar_itip->mail_message_load(Array)\n#1 /var/www/roundcube/program/lib/Roundcube/rcube_plugin_api.php(${r.i(100, 140)}): calendar->mail_message_load(Array)\n#2 /var/www/roundcube/program/actions/mail/show.php(88): rcube_plugin_api->exec_hook('message_load', Array)\n#3 /var/www/roundcube/index.php(283): rcmail_action_mail_show->run(Array)\n#4 {main}\n  thrown in /var/www/roundcube/plugins/calendar/lib/calendar_itip.php on line 231`,
        ],
      },
      {
        svc: "roundcube",
        everyS: 1.5,
        gen: (r) => [
          "warn",
          `${r.pick(["81", "94"])}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)} - - "GET /?_task=mail&_action=show&_uid=${r.i(100, 9999)} HTTP/1.1" 500 0`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "jmap-api",
    category: "null_reference",
    hints: ["nullpointer", "null"],
    sev: "high",
    note: "jmap-api throws NullPointerException in Email/get for messages without a Date header after a parser change, failing mailbox listings.",
    dropP: 0.6,
    emit: [
      {
        svc: "jmap-api",
        everyS: 0.8,
        gen: (r) => [
          "error",
          `c.p.jmap.http.ApiHandler - method Email/get failed for account ${r.hex(8)}\njava.lang.NullPointerException: Cannot invoke "java.time.ZonedDateTime.toInstant()" because the return value of "com.postwerk.jmap.mime.ParsedHeaders.date()" is null\n\tat com.postwerk.jmap.email.EmailProjection.receivedAt(EmailProjection.java:${r.i(80, 120)})\n\tat com.postwerk.jmap.email.EmailGetMethod.lambda$process$2(EmailGetMethod.java:64)\n\tat java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)\n\tat com.postwerk.jmap.email.EmailGetMethod.process(EmailGetMethod.java:59)\n\tat com.postwerk.jmap.http.ApiHandler.dispatch(ApiHandler.java:141)`,
        ],
      },
      {
        svc: "webmail-bff",
        everyS: 0.9,
        delayS: 0.3,
        gen: (r) => [
          "error",
          `POST /jmap 200 ${r.i(30, 200)}ms but method error serverFail in Email/get (jmap-api), rendering empty list for session ${r.hex(8)}`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "billing",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "billing throws NullReferenceException for customers without a VAT country after a tax rule change, and invoice payments from the panel fail.",
    emit: [
      {
        svc: "billing",
        everyS: 2,
        gen: (r) => [
          "error",
          `Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware: An unhandled exception has occurred while executing the request.\nSystem.NullReferenceException: Object reference not set to an instance of an object.\n   at Harbor.Billing.Tax.VatResolver.RateFor(Customer customer) in /src/Billing/Tax/VatResolver.cs:line ${r.i(30, 70)}\n   at Harbor.Billing.Invoices.InvoiceCalculator.Total(Invoice invoice) in /src/Billing/Invoices/InvoiceCalculator.cs:line 88\n   at Harbor.Billing.Payments.ChargeService.ChargeAsync(String invoiceId) in /src/Billing/Payments/ChargeService.cs:line 41`,
        ],
      },
      {
        svc: "control-panel",
        everyS: 2,
        delayS: 0.2,
        gen: (r) => [
          "error",
          `Billing::Client::ServerError: POST http://billing:5000/charges returned 500 (invoice INV-${r.i(100000, 999999)})`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "panel-api",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: "panel-api reads a property of undefined for sites without a primary domain and its site pages return 500.",
    emit: [
      {
        svc: "panel-api",
        everyS: 1.2,
        gen: (r) => [
          "error",
          `GET /v1/sites/${site(r)} 500 ${r.i(3, 20)}ms\nTypeError: Cannot read properties of undefined (reading 'hostname')\n    at primaryHost (/app/dist/sites/serialize.js:${r.i(20, 60)}:31)\n    at serializeSite (/app/dist/sites/serialize.js:12:18)\n    at Array.map (<anonymous>)\n    at /app/dist/routes/sites.js:44:34\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`,
        ],
      },
      {
        svc: "haproxy",
        everyS: 2,
        delayS: 0.1,
        gen: (r) => [
          "info",
          `${ip(r)}:${r.i(30000, 60000)} [30/Nov/2026] fe_https~ be_panel/panel1 0/0/0/9/9 500 380 - - ---- "GET /v1/sites/${site(r)} HTTP/2.0"`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ configuration
  {
    estate: "kestrel",
    origin: "relay-out",
    category: "configuration",
    hints: ["configuration", "config", "lookup", "transport", "map"],
    sev: "high",
    note: "relay-out is reloaded with a transport map that was never compiled, so every lookup fails and all outgoing mail is deferred.",
    emit: [
      {
        svc: "relay-out",
        everyS: 20,
        once: true,
        gen: () => ["info", "reload -- version 3.8.6, configuration /etc/postfix"],
      },
      {
        svc: "relay-out",
        everyS: 1,
        delayS: 1,
        gen: () => ["error", "error: open database /etc/postfix/transport.lmdb: No such file or directory"],
      },
      {
        svc: "relay-out",
        everyS: 1,
        delayS: 1,
        gen: (r) => [
          "warn",
          `warning: lmdb:/etc/postfix/transport is unavailable. open database /etc/postfix/transport.lmdb: No such file or directory\nwarning: ${qid(r)}: transport_maps lookup error for *`,
        ],
      },
      {
        svc: "relay-out",
        everyS: 0.8,
        delayS: 1,
        gen: (r) => [
          "info",
          `${qid(r)}: to=<${r.pick(["peter", "sales"])}@${r.pick(["gmail.com", "web.de"])}>, relay=none, delay=${r.i(1, 200)}, dsn=4.3.0, status=deferred (mail transport unavailable)`,
        ],
      },
      {
        svc: "roundcube",
        everyS: 15,
        delayS: 90,
        gen: (r) => [
          "warn",
          `User ${user(r)}: message queued but outgoing delivery delayed (queue for relay-out: ${r.i(200, 2000)} msgs)`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "dkim-sign",
    category: "configuration",
    hints: ["config", "key", "selector", "missing"],
    sev: "high",
    note: "dkim-sign is rolled out with an empty DKIM_KEY_PATH setting, so it signs nothing and outbound-mta's mail is rejected by receivers for failed DMARC.",
    dropP: 0.9,
    emit: [
      {
        svc: "dkim-sign",
        everyS: 30,
        once: true,
        gen: () => ["info", 'starting dkim-sign v1.9.0 (commit 2f81c0d), selector=pw2026 key_path=""'],
      },
      {
        svc: "dkim-sign",
        everyS: 1.2,
        delayS: 2,
        gen: (r) => [
          "error",
          `sign failed d=${r.pick(["bakkerij-vos.nl", "alpenhof.at"])}: no private key for selector "pw2026": open : no such file or directory (check DKIM_KEY_PATH)`,
        ],
      },
      {
        svc: "outbound-mta",
        everyS: 0.8,
        delayS: 3,
        gen: (r) => [
          "warn",
          `${qid(r)}: to=<${r.pick(["peter", "sales"])}@gmail.com>, relay=gmail-smtp-in.l.google.com[142.251.9.26]:25, delay=1.1, dsn=5.7.26, status=bounced (host said: 550-5.7.26 Unauthenticated email from ${r.pick(["bakkerij-vos.nl", "alpenhof.at"])} is not accepted due to domain's DMARC policy)`,
        ],
      },
      {
        svc: "outbound-mta",
        everyS: 3,
        delayS: 3,
        gen: () => ["warn", "warning: milter inet:dkim-sign:8891: tempfail, continuing without signature"],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "php-fpm",
    category: "configuration",
    hints: ["config", "socket", "listen", "no such file"],
    sev: "high",
    note: "A php-fpm pool template change moves the listen socket, nginx-edge can no longer find it and returns 502 for every PHP site.",
    dropP: 0.9,
    emit: [
      {
        svc: "php-fpm",
        everyS: 20,
        once: true,
        gen: () => ["info", "NOTICE: Reloading in progress ..."],
      },
      {
        svc: "php-fpm",
        everyS: 20,
        once: true,
        delayS: 1,
        gen: () => [
          "warn",
          "WARNING: [pool www] listen = /run/php/php8.2-fpm-www.sock (was /run/php/php8.2-fpm.sock) from /etc/php/8.2/fpm/pool.d/www.conf",
        ],
      },
      {
        svc: "php-fpm",
        everyS: 20,
        once: true,
        delayS: 1.2,
        gen: () => ["info", "NOTICE: ready to handle connections"],
      },
      {
        svc: "nginx-edge",
        everyS: 0.25,
        delayS: 1.5,
        gen: (r) => [
          "error",
          `[crit] ${r.i(80, 99)}#${r.i(80, 99)}: *${r.i(100000, 999999)} connect() to unix:/run/php/php8.2-fpm.sock failed (2: No such file or directory) while connecting to upstream, client: ${ip(r)}, server: ${r.pick(["alpenhof.at", "kayakclub.se", "drukwerk24.nl"])}, request: "GET / HTTP/2.0", upstream: "fastcgi://unix:/run/php/php8.2-fpm.sock:", host: "www.${r.pick(["alpenhof.at", "kayakclub.se"])}"`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "haproxy",
    category: "configuration",
    hints: ["config", "backend", "connection refused", "port"],
    sev: "high",
    note: "A haproxy reload with a backend port typo (9001 instead of 8001) marks every apache-web server DOWN and sites return 503.",
    dropP: 0.95,
    emit: [
      {
        svc: "haproxy",
        everyS: 20,
        once: true,
        gen: () => ["info", "Proxy be_apache started. [haproxy.cfg reloaded by ansible, sha 9e2d41a]"],
      },
      {
        svc: "haproxy",
        everyS: 20,
        delayS: 2,
        gen: (r) => [
          "warn",
          `Server be_apache/web${r.i(1, 3)} is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 0 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
        ],
      },
      {
        svc: "haproxy",
        everyS: 60,
        delayS: 3,
        once: true,
        gen: () => ["error", "backend be_apache has no server available!"],
      },
      {
        svc: "haproxy",
        everyS: 0.3,
        delayS: 3,
        gen: (r) => [
          "info",
          `${ip(r)}:${r.i(30000, 60000)} [30/Nov/2026] fe_https~ be_apache/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- "GET ${r.pick(["/", "/shop/", "/blog/"])} HTTP/2.0"`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ dependency
  {
    estate: "kestrel",
    origin: "rspamd",
    category: "dependency",
    hints: ["redis", "connect", "dependency", "unavailable"],
    sev: "medium",
    note: "The Redis that rspamd uses for greylisting, ratelimits and Bayes goes away; rspamd cannot connect and soft-rejects mail, mx-in defers.",
    emit: [
      {
        svc: "rspamd",
        everyS: 0.8,
        gen: (r) => [
          "error",
          `<${r.hex(6)}>; lua; lua_redis.lua:${r.i(1100, 1300)}: cannot connect to redis server 10.8.4.9:6379: Connection refused`,
        ],
      },
      {
        svc: "rspamd",
        everyS: 2,
        gen: (r) => [
          "warn",
          `<${r.hex(6)}>; lua; greylist.lua:${r.i(280, 320)}: got error while getting greylisting keys: error connecting to redis; soft reject`,
        ],
      },
      {
        svc: "mx-in",
        everyS: 0.9,
        delayS: 1,
        gen: (r) => [
          "warn",
          `${qid(r)}: milter-reject: END-OF-MESSAGE from mail-${r.hex(4)}.google.com[${ip(r)}]: 4.7.1 Try again later; from=<noreply@gmail.com> to=<${user(r)}> proto=ESMTP`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "smtp-gateway",
    category: "dependency",
    hints: ["503", "unavailable", "reputation", "dependency", "circuit"],
    sev: "high",
    note: "The external IP-reputation vendor smtp-gateway queries starts answering 503, its circuit breaker opens and the gateway tempfails all inbound connections.",
    dropP: 0.9,
    emit: [
      {
        svc: "smtp-gateway",
        everyS: 1,
        gen: (r) => [
          "error",
          `reputation lookup ip=${ip(r)} failed: GET https://api.reputon.io/v2/ip: 503 Service Unavailable (upstream connect error or disconnect/reset before headers)`,
        ],
      },
      {
        svc: "smtp-gateway",
        everyS: 60,
        delayS: 15,
        gen: () => ["warn", "circuit breaker reputon opened after 50 consecutive failures; failing closed for 60s"],
      },
      {
        svc: "smtp-gateway",
        everyS: 0.5,
        delayS: 15,
        gen: (r) => [
          "info",
          `deferred remote=${ip(r)} code=421 4.3.2 reason="reputation service unavailable, try later"`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "billing",
    category: "dependency",
    hints: ["502", "gateway", "unavailable", "psp", "payment"],
    sev: "medium",
    note: "The payment provider billing charges through returns 502 Bad Gateway, billing's retries fail and invoice payments in the panel error.",
    emit: [
      {
        svc: "billing",
        everyS: 2,
        gen: (r) => [
          "error",
          `Harbor.Billing.Payments.ChargeService: charge for invoice INV-${r.i(100000, 999999)} failed after 3 attempts\nSystem.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).\n   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n   at Harbor.Billing.Psp.MollieClient.CreatePaymentAsync(PaymentRequest request) in /src/Billing/Psp/MollieClient.cs:line ${r.i(40, 90)}\n   at Polly.Retry.AsyncRetryEngine.ImplementationAsync[TResult](...)`,
        ],
      },
      {
        svc: "billing",
        everyS: 1,
        gen: () => ["warn", "Polly: Delaying for 2000ms, then making retry 2 (HTTP 502 from api.mollie.com)"],
      },
      {
        svc: "control-panel",
        everyS: 2,
        delayS: 1,
        gen: (r) => [
          "error",
          `Billing::Client::ServerError: POST http://billing:5000/charges returned 503 (invoice INV-${r.i(100000, 999999)})`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "backup-runner",
    category: "dependency",
    hints: ["s3", "serviceunavailable", "unavailable", "503"],
    sev: "medium",
    note: "The object storage backup-runner uploads to answers 503 ServiceUnavailable and nightly database dumps pile up unshipped.",
    quietOrigin: true,
    emit: [
      {
        svc: "backup-runner",
        everyS: 4,
        gen: (r) => [
          "error",
          `E, [2026-11-30] ERROR -- : site${site(r)}: upload failed: Service Unavailable (Aws::S3::Errors::ServiceUnavailable)\n/usr/local/bundle/gems/aws-sdk-core-3.191.0/lib/seahorse/client/plugins/raise_response_errors.rb:17:in \`call'\n/usr/local/bundle/gems/aws-sdk-s3-1.143.0/lib/aws-sdk-s3/plugins/sse_cpk.rb:24:in \`call'\n/app/lib/backup/uploader.rb:${r.i(30, 60)}:in \`upload'\n/app/lib/backup/job.rb:22:in \`run'`,
        ],
      },
      {
        svc: "backup-runner",
        everyS: 8,
        gen: (r) => [
          "warn",
          `W, [2026-11-30] WARN -- : retrying in ${r.pick([30, 60, 120])}s (attempt ${r.i(2, 5)}/5)`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ memory
  {
    estate: "kestrel",
    origin: "dovecot",
    category: "memory",
    hints: ["memory", "vsz_limit", "out of memory"],
    sev: "high",
    note: "An IMAP search change makes dovecot's imap processes hit vsz_limit; they die with Out of memory and webmail sessions break.",
    dropP: 0.6,
    emit: [
      {
        svc: "dovecot",
        everyS: 1.5,
        gen: (r) => [
          "error",
          `imap(${user(r)})<${r.i(1000, 99999)}><${r.hex(8)}>: Fatal: pool_system_realloc(${r.pick([131072, 262144, 524288])}): Out of memory`,
        ],
      },
      {
        svc: "dovecot",
        everyS: 1.5,
        gen: (r) => [
          "error",
          `master: Error: service(imap): child ${r.i(1000, 60000)} returned error 83 (Out of memory (service imap { vsz_limit=256 MB }, you may need to increase it) - set CORE_OUTOFMEM=1 environment to get core dump)`,
        ],
      },
      {
        svc: "roundcube",
        everyS: 1,
        delayS: 1,
        gen: (r) => [
          "error",
          `IMAP Error: Empty response from server for ${user(r)} (UID SEARCH) in /var/www/roundcube/program/lib/Roundcube/rcube_imap_generic.php on line 1210`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "webmail-bff",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "webmail-bff leaks attachment buffers until Node aborts with JavaScript heap out of memory, and the pods restart in a loop.",
    quietOrigin: true,
    emit: [
      {
        svc: "webmail-bff",
        everyS: 40,
        gen: (r) => [
          "fatal",
          `<--- Last few GCs --->\n[1:0x${r.hex(10)}]   ${r.i(180000, 300000)} ms: Mark-Compact 2011.4 (2082.1) -> 2009.8 (2083.6) MB, 1812.44 / 0.00 ms  (average mu = 0.094, current mu = 0.012) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x1126b65 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]`,
        ],
      },
      {
        svc: "webmail-bff",
        everyS: 40,
        delayS: 2,
        gen: () => ["info", "listening on :3000 (NODE_OPTIONS=--max-old-space-size=2048)"],
      },
      {
        svc: "jmap-api",
        everyS: 5,
        delayS: 2,
        gen: (r) => [
          "warn",
          `c.p.jmap.push.EventSourceHub - ${r.i(200, 900)} push connections dropped by peer 10.40.5.${r.i(2, 40)}`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "waf-guard",
    category: "memory",
    hints: ["memory", "out of memory", "oom"],
    sev: "high",
    note: "A rule-set update makes waf-guard's request cache grow until the Go runtime dies with out of memory, and sites drop while it restarts.",
    quietOrigin: true,
    emit: [
      {
        svc: "waf-guard",
        everyS: 5,
        gen: (r) => [
          "warn",
          `gc: heap in use ${r.i(1800, 3900)}MiB (GOMEMLIMIT 4GiB), request cache entries=${r.i(2000000, 9000000)}`,
        ],
      },
      {
        svc: "waf-guard",
        everyS: 60,
        delayS: 40,
        gen: (r) => [
          "fatal",
          `fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x${r.hex(6)}, 0x16})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.sysMapOS(0xc0${r.hex(8)}, 0x4000000)\n\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b\n\ngoroutine ${r.i(100, 9000)} [running]:\nharbor/wafguard/cache.(*LRU).Add(0xc000${r.hex(6)}, {0xc0${r.hex(8)}, 0x40})\n\t/src/cache/lru.go:${r.i(40, 90)} +0x1a4`,
        ],
      },
      {
        svc: "nginx-edge",
        everyS: 60,
        delayS: 41,
        gen: () => ["warn", "upstream waf-guard health check failed: connect() failed (111: Connection refused)"],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "apache-web",
    category: "memory",
    hints: ["memory", "fork", "cannot allocate"],
    sev: "high",
    note: "apache-web runs out of memory, cannot fork new children (Cannot allocate memory) and haproxy health checks start timing out.",
    dropP: 0.6,
    emit: [
      {
        svc: "apache-web",
        everyS: 1.5,
        gen: () => [
          "error",
          "[mpm_prefork:error] [pid 1] (12)Cannot allocate memory: AH00159: fork: Unable to fork new process",
        ],
      },
      {
        svc: "apache-web",
        everyS: 6,
        gen: (r) => ["warn", `[core:notice] [pid 1] AH00052: child pid ${r.i(1000, 60000)} exit signal Killed (9)`],
      },
      {
        svc: "haproxy",
        everyS: 4,
        delayS: 10,
        gen: (r) => [
          "warn",
          `Health check for server be_apache/web${r.i(1, 3)} failed, reason: Layer7 timeout, check duration: 2001ms, status: ${r.i(0, 2)}/3 ${r.pick(["UP", "DOWN"])}.`,
        ],
      },
      {
        svc: "haproxy",
        everyS: 0.7,
        delayS: 10,
        gen: (r) => [
          "info",
          `${ip(r)}:${r.i(30000, 60000)} [30/Nov/2026] fe_https~ be_apache/web${r.i(1, 3)} 0/0/-1/-1/3001 503 217 - - sC-- "GET / HTTP/2.0"`,
        ],
      },
    ],
  },
  // ------------------------------------------------------------------ disk
  {
    estate: "kestrel",
    origin: "lmtp-store",
    category: "disk",
    hints: ["space", "disk", "enospc", "no space"],
    sev: "high",
    note: "The mail volume behind lmtp-store fills up, saves fail with No space left on device and mx-in defers delivery with 451.",
    dropP: 0.8,
    emit: [
      {
        svc: "lmtp-store",
        everyS: 0.8,
        gen: (r) => [
          "error",
          `lmtp(${user(r)})<${r.i(1000, 99999)}><${r.hex(8)}>: Error: write(/srv/vmail/${r.pick(["bakkerij-vos.nl", "alpenhof.at"])}/${r.pick(["anna", "kees"])}/mdbox/storage/m.${r.i(100, 999)}) failed: No space left on device`,
        ],
      },
      {
        svc: "mx-in",
        everyS: 0.6,
        delayS: 0.5,
        gen: (r) => [
          "info",
          `${qid(r)}: to=<${user(r)}>, relay=lmtp-store[10.8.2.14]:24, delay=0.9, dsn=4.3.0, status=deferred (host lmtp-store[10.8.2.14] said: 451 4.3.0 <${user(r)}> Temporary internal error (in reply to end of DATA command))`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "outbound-mta",
    category: "disk",
    hints: ["storage", "space", "disk", "insufficient"],
    sev: "high",
    note: "outbound-mta's queue volume fills up, it rejects submissions with 452 Insufficient system storage and jmap-api cannot hand over outgoing mail.",
    emit: [
      {
        svc: "outbound-mta",
        everyS: 15,
        gen: (r) => [
          "warn",
          `warning: not enough free space in mail queue: ${r.i(0, 900000)} bytes < 1.5*message size limit`,
        ],
      },
      {
        svc: "outbound-mta",
        everyS: 1,
        gen: (r) => [
          "warn",
          `NOQUEUE: reject: MAIL from jmap-api.pw-mail-prod.svc[10.40.2.${r.i(10, 19)}]: 452 4.3.1 Insufficient system storage; proto=ESMTP helo=<jmap-api>`,
        ],
      },
      {
        svc: "jmap-api",
        everyS: 1,
        delayS: 0.5,
        gen: (r) => [
          "error",
          `c.p.jmap.submission.EmailSubmissionSet - submission ${r.hex(12)} failed: SMTP 452 4.3.1 from outbound-mta, will retry`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "mariadb-shared",
    category: "disk",
    hints: ["disk", "space", "full", "errcode: 28"],
    sev: "high",
    note: "Binary logs fill mariadb-shared's data volume; writes block with Disk is full and customer sites hang and time out.",
    emit: [
      {
        svc: "mariadb-shared",
        everyS: 60,
        gen: (r) => [
          "error",
          `[ERROR] mariadbd: Disk is full writing './mysql-bin.00${r.i(2300, 2399)}' (Errcode: 28 "No space left on device"). Waiting for someone to free space... (Expect up to 60 secs delay for server to continue after freeing disk space)`,
        ],
      },
      {
        svc: "mariadb-shared",
        everyS: 60,
        delayS: 1,
        gen: () => ["error", "[ERROR] mariadbd: Retry in 60 secs. Message reprinted in 600 secs"],
      },
      {
        svc: "php-fpm",
        everyS: 1,
        delayS: 20,
        gen: (r) => [
          "warn",
          `WARNING: [pool cust_${r.i(1000, 9999)}] child ${r.i(1000, 60000)}, script '/home/cust_${r.i(1000, 9999)}/public_html/index.php' (request: "POST /index.php") executing too slow (30.${r.i(100, 999)} sec), logging`,
        ],
      },
      {
        svc: "nginx-edge",
        everyS: 0.8,
        delayS: 60,
        gen: (r) => [
          "error",
          `[error] ${r.i(80, 99)}#${r.i(80, 99)}: *${r.i(100000, 999999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${ip(r)}, server: ${r.pick(["alpenhof.at", "kayakclub.se"])}, request: "POST /wp-admin/admin-ajax.php HTTP/2.0", upstream: "fastcgi://unix:/run/php/php8.2-fpm.sock:"`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "fpm-pool",
    category: "disk",
    hints: ["read-only", "read only", "disk", "filesystem"],
    sev: "high",
    note: "The shared web volume under fpm-pool is remounted read-only after storage errors, so uploads, caches and sessions fail to write and sites error.",
    emit: [
      {
        svc: "fpm-pool",
        everyS: 0.6,
        gen: (r) => [
          "error",
          `pool=site${site(r)} PHP Warning: file_put_contents(/var/www/site${site(r)}/wp-content/cache/${r.pick(["page", "object"])}/${r.hex(12)}.php): Failed to open stream: Read-only file system in /var/www/site${site(r)}/wp-content/plugins/w3-total-cache/Util_File.php on line 84`,
        ],
      },
      {
        svc: "fpm-pool",
        everyS: 3,
        gen: (r) => [
          "error",
          `pool=site${site(r)} PHP Warning: session_start(): Failed to write session data (files). Please verify that the current setting of session.save_path is correct (/var/www/.sessions)`,
        ],
      },
      {
        svc: "apache-web",
        everyS: 1.5,
        delayS: 1,
        gen: (r) => [
          "error",
          `[proxy_fcgi:error] [pid ${r.i(1000, 60000)}] [client ${ip(r)}] AH01071: Got error 'Primary script unknown'; upload to /wp-admin/async-upload.php failed with HTTP 500`,
        ],
      },
      {
        svc: "sftp-gw",
        everyS: 4,
        delayS: 5,
        gen: (r) => ["error", `error: process_write: write failed: Read-only file system (site${site(r)})`],
      },
    ],
  },
  // ------------------------------------------------------------------ unknown
  {
    estate: "kestrel",
    origin: "quota-policyd",
    category: "unknown",
    hints: ["exit", "crash", "unknown", "worker"],
    sev: "medium",
    note: "quota-policyd's workers keep exiting with status 1 without a message and get respawned, while mx-in logs policy server errors and tempfails mail.",
    quietOrigin: true,
    emit: [
      {
        svc: "quota-policyd",
        everyS: 5,
        gen: (r) => [
          "error",
          `worker ${r.i(1000, 60000)} exited with status 1, respawning (${r.i(2, 60)} restarts in 5m)`,
        ],
      },
      {
        svc: "mx-in",
        everyS: 0.8,
        delayS: 1,
        gen: (r) => [
          "warn",
          `warning: problem talking to server inet:quota-policyd:10031: ${r.pick(["Connection refused", "Success"])}\nwarning: problem talking to server inet:quota-policyd:10031: Connection refused`,
        ],
      },
      {
        svc: "mx-in",
        everyS: 0.8,
        delayS: 1,
        gen: (r) => [
          "warn",
          `NOQUEUE: reject: RCPT from mail-${r.hex(4)}.google.com[${ip(r)}]: 451 4.3.5 Server configuration problem; from=<noreply@gmail.com> to=<${user(r)}> proto=ESMTP`,
        ],
      },
    ],
  },
  {
    estate: "postwerk",
    origin: "virusgate",
    category: "unknown",
    hints: ["exit", "crash", "eof", "unknown"],
    sev: "high",
    note: "virusgate stops producing verdicts and its process exits with status 134 over and over with no reason logged; smtp-gateway reports EOF on scans and tempfails.",
    quietOrigin: true,
    emit: [
      {
        svc: "virusgate",
        everyS: 45,
        gen: () => ["error", "scanner process exited unexpectedly (status=134), supervisor restarting"],
      },
      {
        svc: "virusgate",
        everyS: 45,
        delayS: 3,
        gen: () => ["info", "virusgate 2.8.4 starting, loading signatures"],
      },
      {
        svc: "smtp-gateway",
        everyS: 0.6,
        delayS: 1,
        gen: (r) => [
          "error",
          `scan failed rcpt=${user(r)} err="read tcp 10.40.1.7:${r.i(30000, 60000)}->10.40.3.2:3310: read: EOF" action=tempfail code=451 4.7.0`,
        ],
      },
    ],
  },
  {
    estate: "harbor",
    origin: "pdns",
    category: "unknown",
    hints: ["exit", "signal", "crash", "unknown"],
    sev: "high",
    note: "pdns keeps dying and the guardian relaunches it with no reason given, so customer zones stop resolving and certificate renewals fail their DNS checks.",
    quietOrigin: true,
    emit: [
      {
        svc: "pdns",
        everyS: 30,
        gen: (r) => ["error", `Our pdns instance (${r.i(1000, 60000)}) exited after signal 6`],
      },
      { svc: "pdns", everyS: 30, delayS: 1, gen: () => ["info", "Guardian is launching an instance"] },
      { svc: "pdns", everyS: 30, delayS: 2, gen: () => ["info", "Creating backend connection for TCP"] },
      {
        svc: "acme-renew",
        everyS: 6,
        delayS: 10,
        gen: (r) => [
          "warn",
          `renewal failed for www.${r.pick(["alpenhof.at", "kayakclub.se"])}: urn:ietf:params:acme:error:dns: DNS problem: SERVFAIL looking up A for www.${r.pick(["alpenhof.at", "kayakclub.se"])} - the domain's nameservers may be malfunctioning`,
        ],
      },
      {
        svc: "control-panel",
        everyS: 5,
        delayS: 5,
        gen: (r) => [
          "error",
          `DnsSyncJob failed: Errno::ECONNREFUSED: Failed to open TCP connection to pdns:8081 (Connection refused - connect(2) for "pdns" port 8081) zone=${r.pick(["alpenhof.at", "kayakclub.se"])}`,
        ],
      },
    ],
  },
  {
    estate: "lumen",
    origin: "sftp-gw",
    category: "unknown",
    hints: ["exit", "status 255", "unknown", "session"],
    sev: "medium",
    note: "sftp-gw's session workers exit with status 255 right after login for every customer, with no reason logged, so uploads stop.",
    emit: [
      {
        svc: "sftp-gw",
        everyS: 1.5,
        gen: (r) => [
          "error",
          `subsystem request for sftp by user site${site(r)} failed: session worker exited with status 255`,
        ],
      },
      {
        svc: "sftp-gw",
        everyS: 1.5,
        gen: (r) => [
          "info",
          `Disconnected from user site${site(r)} ${r.pick(["81", "94"])}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)} port ${r.i(30000, 60000)}`,
        ],
      },
      {
        svc: "panel-api",
        everyS: 10,
        delayS: 60,
        gen: (r) => [
          "warn",
          `support ticket auto-tag: "cannot upload via sftp" site${site(r)} (${r.i(3, 20)} in last 10 min)`,
        ],
      },
    ],
  },
];
