// Four made-up estates: two mail providers and two web hosts, with their normal traffic and noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Gen = (r: Rng) => [Level, string];
export interface Step {
  svc: string;
  gen: Gen;
}
export interface Estate {
  key: string;
  namespace: string;
  traces: boolean;
  services: string[];
  flows: Step[][]; // one request through the estate, in call order
  periodic: { svc: string; everyS: number; gen: Gen }[];
  noisy: { svc: string; everyS: number; gen: Gen };
  sprinkle: { svc: string; gen: Gen }[]; // domain noise: rejected mail, blocked logins, customer PHP errors
  deploys: { svc: string; lines: string[] }[]; // unrelated changes near the trouble
}

const users = ["anna", "j.meyer", "support", "info", "kees", "mlopez", "billing", "hr", "t.nguyen", "office"];
const doms = ["bakkerij-vos.nl", "alpenhof.at", "studio-lumo.de", "kayakclub.se", "drukwerk24.nl", "osteria-nona.it"];
const ext = ["gmail.com", "outlook.com", "yahoo.com", "web.de", "orange.fr", "icloud.com", "gmx.net"];
const ip = (r: Rng): string => `${r.pick([81, 94, 185, 203, 45, 62, 77])}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}`;
const qid = (r: Rng): string => r.hex(10).toUpperCase();
const addr = (r: Rng): string => `${r.pick(users)}@${r.pick(doms)}`;
const eaddr = (r: Rng): string => `${r.pick(["newsletter", "noreply", "peter", "sales", "m.rossi"])}@${r.pick(ext)}`;
const site = (r: Rng): string => `${r.pick(["www.", ""])}${r.pick(doms)}`;

export const kestrel: Estate = {
  key: "kestrel",
  namespace: "kestrel-mail",
  traces: false,
  services: [
    "mx-in",
    "rspamd",
    "clamd",
    "lmtp-store",
    "dovecot",
    "roundcube",
    "relay-out",
    "opendkim",
    "quota-policyd",
    "user-directory",
  ],
  flows: [
    [
      {
        svc: "mx-in",
        gen: (r) => [
          "info",
          `${qid(r)}: client=mail-${r.hex(4)}.${r.pick(ext)}[${ip(r)}], from=<${eaddr(r)}>, size=${r.i(2000, 90000)}`,
        ],
      },
      { svc: "quota-policyd", gen: (r) => ["info", `action=DUNNO rcpt=${addr(r)} usage=${r.i(3, 91)}%`] },
      {
        svc: "rspamd",
        gen: (r) => [
          "info",
          `<${r.hex(6)}>; task; rspamd_task_write_log: id: <${r.hex(12)}@${r.pick(ext)}>, qid: <${qid(r)}>, ip: ${ip(r)}, from: <${eaddr(r)}>, (default: F (no action): [${(r.f() * 4 - 1).toFixed(2)}/15.00] [DKIM_SIGNED(0.00){${r.pick(ext)};s=20230601;},DMARC_POLICY_ALLOW(-0.50){${r.pick(ext)};none;}]), len: ${r.i(2000, 90000)}, time: ${r.i(40, 400)}.${r.i(100, 999)}ms`,
        ],
      },
      { svc: "clamd", gen: (r) => ["info", `instream(127.0.0.1@${r.i(30000, 60000)}): OK`] },
      {
        svc: "lmtp-store",
        gen: (r) => [
          "info",
          `lmtp(${addr(r)})<${r.i(1000, 99999)}><${r.hex(8)}>: msgid=<${r.hex(12)}@${r.pick(ext)}>: saved mail to INBOX`,
        ],
      },
      {
        svc: "mx-in",
        gen: (r) => [
          "info",
          `${qid(r)}: to=<${addr(r)}>, relay=lmtp-store[10.8.2.14]:24, delay=${(r.f() * 2).toFixed(1)}, delays=0.1/0/0.02/0.${r.i(1, 9)}, dsn=2.0.0, status=sent (250 2.0.0 <${addr(r)}> ${r.hex(6)} Saved)`,
        ],
      },
    ],
    [
      {
        svc: "roundcube",
        gen: (r) => [
          "info",
          `${ip(r)} - - "${r.pick(["GET /?_task=mail&_action=list&_mbox=INBOX", "POST /?_task=mail&_action=refresh", "GET /?_task=mail&_action=show&_uid=" + r.i(100, 9999)])} HTTP/1.1" 200 ${r.i(300, 40000)}`,
        ],
      },
      {
        svc: "dovecot",
        gen: (r) => [
          "info",
          `imap(${addr(r)})<${r.i(1000, 99999)}><${r.hex(8)}>: Logged out in=${r.i(40, 900)} out=${r.i(500, 90000)} deleted=0 expunged=0 trashed=0 hdr_count=${r.i(0, 60)} body_count=${r.i(0, 3)}`,
        ],
      },
    ],
    [
      {
        svc: "dovecot",
        gen: (r) => [
          "info",
          `imap-login: Login: user=<${addr(r)}>, method=PLAIN, rip=${ip(r)}, lip=10.8.2.20, mpid=${r.i(1000, 60000)}, TLS, session=<${r.hex(12)}>`,
        ],
      },
      {
        svc: "user-directory",
        gen: (r) => [
          "info",
          `conn=${r.i(1000, 9000)} op=${r.i(1, 40)} SRCH base="ou=mail,dc=kestrel,dc=net" scope=2 filter="(mail=${addr(r)})" nentries=1 etime=0.000${r.i(100, 999)}`,
        ],
      },
    ],
    [
      {
        svc: "roundcube",
        gen: (r) => [
          "info",
          `User ${addr(r)} [${ip(r)}]; Message <${r.hex(16)}@${r.pick(doms)}> for <${eaddr(r)}>; 250: 2.0.0 Ok: queued as ${qid(r)}`,
        ],
      },
      {
        svc: "opendkim",
        gen: (r) => ["info", `${qid(r)}: DKIM-Signature field added (s=k2026, d=${r.pick(doms)})`],
      },
      {
        svc: "relay-out",
        gen: (r) => [
          "info",
          `${qid(r)}: to=<${eaddr(r)}>, relay=${r.pick(["gmail-smtp-in.l.google.com[142.250.102.27]:25", "outlook-com.olc.protection.outlook.com[52.101.68.9]:25", "mx00.emig.gmx.net[212.227.15.9]:25"])}, delay=${(r.f() * 3).toFixed(1)}, dsn=2.0.0, status=sent (250 2.0.0 OK ${r.hex(8)})`,
        ],
      },
    ],
  ],
  periodic: [
    { svc: "clamd", everyS: 60, gen: () => ["info", "SelfCheck: Database status OK."] },
    {
      svc: "relay-out",
      everyS: 300,
      gen: (r) => ["info", `statistics: max connection rate ${r.i(3, 30)}/60s for (smtp:10.8.1.5) at Nov 30`],
    },
    {
      svc: "quota-policyd",
      everyS: 120,
      gen: (r) => ["info", `quota warn job: ${r.i(2, 19)} mailboxes above 90%, notices queued`],
    },
    {
      svc: "user-directory",
      everyS: 90,
      gen: (r) => [
        "info",
        `conn=${r.i(1000, 9000)} fd=${r.i(12, 90)} ACCEPT from IP=10.8.0.2:${r.i(30000, 60000)} (IP=0.0.0.0:389) healthcheck`,
      ],
    },
  ],
  noisy: {
    svc: "mx-in",
    everyS: 6,
    gen: (r) => [
      "warn",
      `warning: hostname ${r.pick(["static", "host", "dsl", "pool"])}-${ip(r).replace(/\./g, "-")}.${r.pick(["vnpt.vn", "telkom.net.id", "ttnet.com.tr"])} does not resolve to address ${ip(r)}: Name or service not known`,
    ],
  },
  sprinkle: [
    {
      svc: "mx-in",
      gen: (r) => [
        "info",
        `NOQUEUE: reject: RCPT from unknown[${ip(r)}]: 450 4.7.1 <${addr(r)}>: Recipient address rejected: Greylisted, see https://postgrey.schweikert.ch/help/${r.pick(doms)}.html; from=<${eaddr(r)}> to=<${addr(r)}> proto=ESMTP helo=<${r.hex(6)}>`,
      ],
    },
    {
      svc: "mx-in",
      gen: (r) => [
        "info",
        `NOQUEUE: reject: RCPT from unknown[${ip(r)}]: 554 5.7.1 Service unavailable; Client host [${ip(r)}] blocked using zen.spamhaus.org; from=<${eaddr(r)}> to=<${addr(r)}> proto=ESMTP helo=<localhost>`,
      ],
    },
    {
      svc: "rspamd",
      gen: (r) => [
        "info",
        `<${r.hex(6)}>; task; rspamd_add_passthrough_result: reject: DMARC policy p=reject for ${r.pick(["paypal.com", "dhl.de", "ing.nl"])} failed (spf=fail dkim=none) from ${ip(r)}`,
      ],
    },
    {
      svc: "lmtp-store",
      gen: (r) => [
        "warn",
        `lmtp(${addr(r)})<${r.i(1000, 99999)}><${r.hex(8)}>: Error: msgid=<${r.hex(10)}@${r.pick(ext)}>: save failed to INBOX: Quota exceeded (mailbox for user is full)`,
      ],
    },
    {
      svc: "dovecot",
      gen: (r) => [
        "info",
        `auth: ldap(${addr(r)},${ip(r)},<${r.hex(12)}>): Password mismatch (given password: <hidden>)`,
      ],
    },
    {
      svc: "relay-out",
      gen: (r) => [
        "info",
        `${qid(r)}: to=<${eaddr(r)}>, relay=mx.${r.pick(["kabelmail.de", "hetnet.nl"])}[${ip(r)}]:25, delay=${r.i(2, 900)}, dsn=4.7.0, status=deferred (host said: 421 4.7.0 Try again later (in reply to RCPT TO command))`,
      ],
    },
    {
      svc: "roundcube",
      gen: () => [
        "warn",
        "PHP Deprecated:  Creation of dynamic property rcube_imap_generic::$prefs is deprecated in /var/www/roundcube/program/lib/Roundcube/rcube_imap_generic.php on line 64",
      ],
    },
  ],
  deploys: [
    {
      svc: "rspamd",
      lines: [
        "rspamd_worker_reload: reloading configuration by SIGHUP",
        "rspamd_config_read: loaded multimap rules from /etc/rspamd/local.d/multimap.conf (14 maps)",
        "rspamd_map_read_http_cached_file: read cached data for map https://maps.rspamd.com/rspamd/phishing_whitelist.inc.zst",
      ],
    },
    {
      svc: "roundcube",
      lines: [
        "plugin managesieve updated to 9.6.1 (composer)",
        "cache cleared: 412 entries removed from cache_messages",
      ],
    },
  ],
};

export const postwerk: Estate = {
  key: "postwerk",
  namespace: "pw-mail-prod",
  traces: true,
  services: [
    "smtp-gateway",
    "spamscore",
    "virusgate",
    "outbound-mta",
    "dkim-sign",
    "jmap-api",
    "imap-front",
    "blobstore",
    "webmail-bff",
    "accounts",
  ],
  flows: [
    [
      {
        svc: "smtp-gateway",
        gen: (r) => [
          "info",
          `accepted envelope from=${eaddr(r)} rcpt=${addr(r)} remote=${ip(r)} tls=TLS1.3 size=${r.i(2000, 120000)}`,
        ],
      },
      {
        svc: "spamscore",
        gen: (r) => [
          "info",
          `scored message verdict=ham score=${(r.f() * 3).toFixed(2)} model=gbt-2026.10 took=${r.i(8, 90)}ms`,
        ],
      },
      {
        svc: "virusgate",
        gen: (r) => [
          "info",
          `scan ok bytes=${r.i(2000, 120000)} engine=clam-1.4.1 sigs=8712034 elapsed_us=${r.i(900, 40000)}`,
        ],
      },
      {
        svc: "blobstore",
        gen: (r) => ["info", `PUT /v1/blobs/${r.hex(24)} 201 ${r.i(3, 60)}ms shard=${r.i(0, 15)}`],
      },
      { svc: "smtp-gateway", gen: (r) => ["info", `delivered to mailbox rcpt=${addr(r)} took=${r.i(40, 600)}ms`] },
    ],
    [
      {
        svc: "webmail-bff",
        gen: (r) => ["info", `POST /jmap 200 ${r.i(20, 400)}ms methods=Email/query,Email/get`],
      },
      {
        svc: "accounts",
        gen: (r) => [
          "info",
          `Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 POST http://accounts/oauth/introspect - 200 ${r.i(200, 500)} application/json ${(r.f() * 20 + 2).toFixed(4)}ms`,
        ],
      },
      {
        svc: "jmap-api",
        gen: (r) => [
          "info",
          `c.p.jmap.http.ApiHandler - account=${r.hex(8)} calls=${r.i(1, 4)} status=200 elapsed=${r.i(10, 300)}ms`,
        ],
      },
      { svc: "blobstore", gen: (r) => ["info", `GET /v1/blobs/${r.hex(24)} 200 ${r.i(1, 30)}ms shard=${r.i(0, 15)}`] },
    ],
    [
      {
        svc: "webmail-bff",
        gen: (r) => ["info", `POST /api/send 202 ${r.i(50, 300)}ms`],
      },
      {
        svc: "jmap-api",
        gen: (r) => [
          "info",
          `c.p.jmap.submission.EmailSubmissionSet - submission ${r.hex(12)} queued for ${r.i(1, 5)} recipients`,
        ],
      },
      {
        svc: "dkim-sign",
        gen: (r) => ["info", `signed message d=${r.pick(doms)} s=pw2026 alg=ed25519-sha256 took=${r.i(1, 6)}ms`],
      },
      {
        svc: "outbound-mta",
        gen: (r) => [
          "info",
          `${qid(r)}: to=<${eaddr(r)}>, relay=${r.pick(["gmail-smtp-in.l.google.com[142.251.9.26]:25", "mx1.web.de[212.227.15.41]:25"])}, delay=${(r.f() * 2).toFixed(2)}, dsn=2.0.0, status=sent (250 2.0.0 OK)`,
        ],
      },
    ],
    [
      {
        svc: "imap-front",
        gen: (r) => [
          "info",
          `imap-login: Login: user=<${addr(r)}>, method=XOAUTH2, rip=${ip(r)}, lip=10.40.3.7, TLS, session=<${r.hex(12)}>`,
        ],
      },
      {
        svc: "accounts",
        gen: (r) => [
          "info",
          `Postwerk.Accounts.Auth.TokenValidator: token ok for sub ${r.hex(8)} scope=mail.read (${r.i(1, 9)}ms)`,
        ],
      },
    ],
  ],
  periodic: [
    {
      svc: "blobstore",
      everyS: 30,
      gen: (r) => ["info", `compaction: shard=${r.i(0, 15)} reclaimed=${r.i(1, 900)}MiB`],
    },
    { svc: "accounts", everyS: 45, gen: () => ["info", "Health check 'sqlserver' completed with status Healthy"] },
    {
      svc: "virusgate",
      everyS: 120,
      gen: (r) => ["info", `freshclam: daily.cld is up to date (version: ${r.i(27400, 27420)})`],
    },
    {
      svc: "jmap-api",
      everyS: 60,
      gen: (r) => ["info", `c.p.jmap.push.EventSourceHub - ${r.i(800, 3000)} push connections open`],
    },
  ],
  noisy: {
    svc: "spamscore",
    everyS: 5,
    gen: (r) => [
      "error",
      `feature extractor: charset 'x-${r.pick(["mac-cyrillic", "user-defined", "unknown-8bit"])}' not supported, body features skipped for message ${r.hex(10)}`,
    ],
  },
  sprinkle: [
    {
      svc: "smtp-gateway",
      gen: (r) => [
        "info",
        `rejected rcpt=${addr(r)} remote=${ip(r)} reason="SPF fail for ${r.pick(ext)}" code=550 5.7.23`,
      ],
    },
    {
      svc: "smtp-gateway",
      gen: (r) => ["info", `deferred remote=${ip(r)} reason=greylist triplet=${r.hex(8)} retry_after=300s`],
    },
    {
      svc: "smtp-gateway",
      gen: (r) => ["warn", `retrying blob write attempt=2 previous="stream reset by peer" rcpt=${addr(r)} ok=true`],
    },
    {
      svc: "webmail-bff",
      gen: () => [
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    },
    {
      svc: "accounts",
      gen: (r) => [
        "warn",
        `Postwerk.Accounts.Auth.LoginController: failed login for ${addr(r)} from ${ip(r)} (bad password, attempt ${r.i(1, 4)})`,
      ],
    },
    {
      svc: "outbound-mta",
      gen: (r) => [
        "info",
        `${qid(r)}: to=<${eaddr(r)}>, relay=none, delay=${r.i(100, 3000)}, dsn=5.1.1, status=bounced (host mx.${r.pick(ext)} said: 550 5.1.1 user unknown)`,
      ],
    },
    {
      svc: "jmap-api",
      gen: (r) => [
        "warn",
        `c.p.jmap.quota.QuotaGuard - account ${r.hex(8)} over quota (101%), Email/import refused overQuota`,
      ],
    },
  ],
  deploys: [
    {
      svc: "imap-front",
      lines: [
        "master: Warning: SIGHUP received - reloading configuration",
        "config: Warning: please set ssl_min_protocol=TLSv1.2, TLSv1 is deprecated",
      ],
    },
    {
      svc: "virusgate",
      lines: [
        "rollout: image registry.pw.internal/virusgate:2.8.4 started (was 2.8.3)",
        "loaded 8712034 signatures in 14.2s",
      ],
    },
  ],
};

export const harbor: Estate = {
  key: "harbor",
  namespace: "harbor-shared",
  traces: false,
  services: [
    "nginx-edge",
    "php-fpm",
    "mariadb-shared",
    "control-panel",
    "acme-renew",
    "backupd",
    "waf-guard",
    "billing",
    "pdns",
  ],
  flows: [
    [
      {
        svc: "waf-guard",
        gen: (r) => [
          "info",
          `allow ${ip(r)} host=${site(r)} path=/${r.pick(["", "shop/", "contact", "wp-json/wp/v2/posts", "menu.pdf"])} rules=0`,
        ],
      },
      {
        svc: "nginx-edge",
        gen: (r) => [
          "info",
          `${ip(r)} - - "${r.pick(["GET / HTTP/2.0", "GET /shop/ HTTP/2.0", "POST /wp-admin/admin-ajax.php HTTP/2.0", "GET /contact HTTP/1.1"])}" 200 ${r.i(800, 90000)} "-" "Mozilla/5.0" host=${site(r)} rt=${(r.f() * 0.6).toFixed(3)} uct=0.000`,
        ],
      },
      {
        svc: "php-fpm",
        gen: (r) => [
          "info",
          `[pool cust_${r.i(1000, 9999)}] child ${r.i(1000, 60000)} served /index.php in ${r.i(20, 600)}ms mem=${r.i(4, 60)}MB`,
        ],
      },
      {
        svc: "mariadb-shared",
        gen: (r) => [
          "info",
          `Query_time: 0.00${r.i(100, 999)} Rows_examined: ${r.i(1, 900)} db=cust_${r.i(1000, 9999)} (sampled)`,
        ],
      },
    ],
    [
      {
        svc: "nginx-edge",
        gen: (r) => [
          "info",
          `${ip(r)} - admin "GET /panel/${r.pick(["domains", "mail", "databases", "ssl"])} HTTP/2.0" 200 ${r.i(2000, 30000)} host=panel.harbor.host rt=${(r.f() * 0.4).toFixed(3)}`,
        ],
      },
      {
        svc: "control-panel",
        gen: (r) => [
          "info",
          `Completed 200 OK in ${r.i(20, 300)}ms (Views: ${r.i(5, 80)}.${r.i(0, 9)}ms | ActiveRecord: ${r.i(1, 40)}.${r.i(0, 9)}ms | Allocations: ${r.i(2000, 40000)})`,
        ],
      },
    ],
    [
      {
        svc: "control-panel",
        gen: (r) => ["info", `Started POST "/api/invoices/${r.i(10000, 99999)}/pay" for 10.2.0.${r.i(2, 30)}`],
      },
      {
        svc: "billing",
        gen: (r) => [
          "info",
          `Harbor.Billing.Payments.ChargeService: charged invoice INV-${r.i(100000, 999999)} amount=${r.i(3, 60)}.${r.i(10, 99)} EUR psp=ok`,
        ],
      },
    ],
  ],
  periodic: [
    {
      svc: "pdns",
      everyS: 60,
      gen: (r) => ["info", `${r.i(20, 300)} domains for which we are authoritative need refreshing; 0 slaves`],
    },
    {
      svc: "backupd",
      everyS: 40,
      gen: (r) => ["info", `snapshot cust_${r.i(1000, 9999)}: ${r.i(20, 4000)} files, ${r.i(1, 900)} MiB sent`],
    },
    {
      svc: "acme-renew",
      everyS: 90,
      gen: (r) => ["info", `renewal check: ${r.i(300, 900)} certs, ${r.i(0, 4)} due in <30d`],
    },
    { svc: "php-fpm", everyS: 30, gen: () => ["info", "NOTICE: [pool www] ping ok"] },
    {
      svc: "nginx-edge",
      everyS: 15,
      gen: () => ["info", '10.2.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"'],
    },
  ],
  noisy: {
    svc: "php-fpm",
    everyS: 4,
    gen: (r) => [
      "warn",
      `[pool cust_${r.pick([2213, 4471, 5518])}] child ${r.i(1000, 60000)} said into stderr: "PHP Warning:  Undefined array key "${r.pick(["utm_source", "lang", "page_id"])}" in /home/cust_${r.pick([2213, 4471, 5518])}/public_html/wp-content/themes/${r.pick(["astra-child", "flatsome"])}/functions.php on line ${r.i(40, 400)}"`,
    ],
  },
  sprinkle: [
    {
      svc: "waf-guard",
      gen: (r) => [
        "warn",
        `block ${ip(r)} host=${site(r)} path=/wp-login.php rule=wp-bruteforce count=${r.i(20, 300)}/60s`,
      ],
    },
    {
      svc: "waf-guard",
      gen: (r) => ["warn", `block ${ip(r)} host=${site(r)} path=/xmlrpc.php rule=xmlrpc-multicall`],
    },
    {
      svc: "acme-renew",
      gen: (r) => [
        "warn",
        `renewal failed for ${r.pick(["old-shop.", "blog.", "www."])}${r.pick(doms)}: urn:ietf:params:acme:error:unauthorized: Invalid response from http://${r.pick(doms)}/.well-known/acme-challenge/${r.hex(16)}: 404 (domain no longer points here); retry in 12h`,
      ],
    },
    {
      svc: "php-fpm",
      gen: (r) => [
        "error",
        `[pool cust_${r.i(1000, 9999)}] child ${r.i(1000, 60000)} said into stderr: "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate ${r.i(20000, 4000000)} bytes) in /home/cust_${r.i(1000, 9999)}/public_html/wp-content/plugins/${r.pick(["revslider", "woocommerce", "elementor"])}/includes/class-loader.php on line ${r.i(10, 900)}"`,
      ],
    },
    {
      svc: "nginx-edge",
      gen: (r) => ["info", `${ip(r)} - - "GET /wp-admin/ HTTP/1.1" 302 0 host=${site(r)} rt=0.${r.i(10, 99)}`],
    },
    {
      svc: "billing",
      gen: (r) => [
        "warn",
        `Harbor.Billing.Payments.ChargeService: card declined for invoice INV-${r.i(100000, 999999)} (insufficient_funds), dunning step 2`,
      ],
    },
    {
      svc: "backupd",
      gen: (r) => [
        "warn",
        `snapshot cust_${r.i(1000, 9999)}: file vanished during transfer: wp-content/cache/${r.hex(8)}.tmp (retried ok)`,
      ],
    },
  ],
  deploys: [
    {
      svc: "nginx-edge",
      lines: [
        "signal 1 (SIGHUP) received from 1, reconfiguring",
        "reconfiguring",
        "gracefully shutting down worker 88",
        "start worker processes",
      ],
    },
    {
      svc: "control-panel",
      lines: [
        "Puma starting in cluster mode... Version 6.4.2",
        "* Restarting... (release v2026.11.4)",
        "- Worker 0 (PID: 4012) booted in 1.9s, phase: 1",
      ],
    },
  ],
};

export const lumen: Estate = {
  key: "lumen",
  namespace: "lumen-wp",
  traces: true,
  services: [
    "haproxy",
    "apache-web",
    "fpm-pool",
    "mysql-tenant",
    "panel-api",
    "cert-bot",
    "dns-api",
    "backup-runner",
    "sftp-gw",
  ],
  flows: [
    [
      {
        svc: "haproxy",
        gen: (r) => [
          "info",
          `${ip(r)}:${r.i(30000, 60000)} [30/Nov/2026] fe_https~ be_apache/web${r.i(1, 3)} 0/0/1/${r.i(20, 400)}/${r.i(20, 410)} 200 ${r.i(900, 70000)} - - ---- ${r.i(100, 300)}/${r.i(90, 290)}/3/1/0 0/0 "GET ${r.pick(["/", "/shop/", "/blog/", "/wp-json/wc/store/cart"])} HTTP/2.0"`,
        ],
      },
      {
        svc: "apache-web",
        gen: (r) => [
          "info",
          `${site(r)}:443 ${ip(r)} - - "GET / HTTP/1.1" 200 ${r.i(900, 70000)} "-" "Mozilla/5.0" ${r.i(20000, 400000)}us`,
        ],
      },
      {
        svc: "fpm-pool",
        gen: (r) => [
          "info",
          `pool=site${r.i(100, 999)} pid=${r.i(1000, 60000)} script=/index.php duration=${r.i(20, 500)}ms memory=${r.i(8, 80)}MB`,
        ],
      },
      {
        svc: "mysql-tenant",
        gen: (r) => [
          "info",
          `slowlog-sample db=wp_site${r.i(100, 999)} query_time=0.0${r.i(10, 99)} rows_sent=${r.i(1, 50)}`,
        ],
      },
    ],
    [
      { svc: "panel-api", gen: (r) => ["info", `GET /v1/sites/${r.i(100, 999)} 200 ${r.i(10, 200)}ms`] },
      {
        svc: "dns-api",
        gen: (r) => [
          "info",
          `zone get ${r.pick(doms)}. records=${r.i(6, 40)} serial=2026113${r.i(10, 99)} took=${r.i(1, 9)}ms`,
        ],
      },
    ],
    [
      { svc: "panel-api", gen: (r) => ["info", `POST /v1/sites/${r.i(100, 999)}/ssl 202 ${r.i(20, 120)}ms`] },
      { svc: "cert-bot", gen: (r) => ["info", `[INFO] [${site(r)}] acme: Obtaining bundled SAN certificate`] },
      { svc: "dns-api", gen: (r) => ["info", `record upsert _acme-challenge.${r.pick(doms)}. TXT ttl=60 ok`] },
      { svc: "cert-bot", gen: (r) => ["info", `[INFO] [${site(r)}] Server responded with a certificate.`] },
    ],
    [
      {
        svc: "sftp-gw",
        gen: (r) => [
          "info",
          `Accepted publickey for site${r.i(100, 999)} from ${ip(r)} port ${r.i(30000, 60000)} ssh2: ED25519 SHA256:${r.hex(16)}`,
        ],
      },
      {
        svc: "sftp-gw",
        gen: (r) => [
          "info",
          `session closed for local user site${r.i(100, 999)} from [${ip(r)}] (${r.i(1, 200)} files written)`,
        ],
      },
    ],
  ],
  periodic: [
    {
      svc: "backup-runner",
      everyS: 35,
      gen: (r) => [
        "info",
        `I, [2026-11-30] INFO -- : site${r.i(100, 999)}: db dump uploaded (${r.i(1, 300)} MB) to s3://lumen-backups/daily/`,
      ],
    },
    {
      svc: "haproxy",
      everyS: 20,
      gen: (r) => [
        "info",
        `Health check for server be_apache/web${r.i(1, 3)} succeeded, reason: Layer7 check passed, code: 200, check duration: ${r.i(1, 9)}ms, status: 3/3 UP.`,
      ],
    },
    {
      svc: "mysql-tenant",
      everyS: 60,
      gen: (r) => ["info", `Threads_connected=${r.i(40, 120)} Threads_running=${r.i(1, 9)} (status poll)`],
    },
    {
      svc: "cert-bot",
      everyS: 100,
      gen: (r) => ["info", `[INFO] renewal scan: ${r.i(200, 700)} certificates, ${r.i(0, 3)} due`],
    },
  ],
  noisy: {
    svc: "apache-web",
    everyS: 5,
    gen: (r) => [
      "error",
      `[proxy_fcgi:error] [pid ${r.i(1000, 60000)}:tid ${r.i(100000, 999999)}] [client ${ip(r)}:${r.i(30000, 60000)}] AH01071: Got error 'PHP message: PHP Warning:  Cannot modify header information - headers already sent by (output started at /var/www/site${r.pick([214, 388, 702])}/wp-config.php:1) in /var/www/site${r.pick([214, 388, 702])}/wp-includes/pluggable.php on line 1435'`,
    ],
  },
  sprinkle: [
    {
      svc: "haproxy",
      gen: (r) => [
        "warn",
        `${ip(r)}:${r.i(30000, 60000)} [30/Nov/2026] fe_https~ fe_https/<NOSRV> -1/-1/-1/-1/0 429 212 - - PR-- "POST /wp-login.php HTTP/1.1" (login rate limit)`,
      ],
    },
    {
      svc: "cert-bot",
      gen: (r) => [
        "warn",
        `[WARN] [${r.pick(["shop.", "old."])}${r.pick(doms)}] acme: error: 403 :: urn:ietf:params:acme:error:unauthorized :: no valid A records found; will retry in 6h`,
      ],
    },
    {
      svc: "sftp-gw",
      gen: (r) => [
        "info",
        `Failed password for invalid user ${r.pick(["admin", "test", "oracle", "ubuntu"])} from ${ip(r)} port ${r.i(30000, 60000)} ssh2`,
      ],
    },
    {
      svc: "fpm-pool",
      gen: (r) => [
        "warn",
        `pool=site${r.i(100, 999)} PHP Deprecated: Return type of WC_Session::offsetGet($key) should be compatible with ArrayAccess::offsetGet(mixed $offset) in /var/www/site${r.i(100, 999)}/wp-content/plugins/woocommerce/includes/abstracts/abstract-wc-session.php on line 87`,
      ],
    },
    {
      svc: "panel-api",
      gen: (r) => ["warn", `upstream dns-api slow (${r.i(800, 1900)}ms), retry 1/3 succeeded`],
    },
    {
      svc: "mysql-tenant",
      gen: (r) => [
        "warn",
        `[Warning] Aborted connection ${r.i(10000, 99999)} to db: 'wp_site${r.i(100, 999)}' user: 'site${r.i(100, 999)}' host: '10.50.2.${r.i(2, 40)}' (Got timeout reading communication packets)`,
      ],
    },
  ],
  deploys: [
    {
      svc: "panel-api",
      lines: [
        "deploy: panel-api 3.19.0 (sha 7c1e0a2) rolling out, 2/2 replicas",
        "listening on :8080 (NODE_ENV=production)",
      ],
    },
    {
      svc: "sftp-gw",
      lines: ["Received SIGHUP; restarting.", "Server listening on 0.0.0.0 port 22."],
    },
  ],
};

export const ESTATES: Estate[] = [kestrel, postwerk, harbor, lumen];
