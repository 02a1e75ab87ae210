// The eight failures, one per category, written the way each piece of software and its callers really log them.
import { addr, CUSTOMER_DOMAINS, type Estate, pid, type Role, S, sess, traceOf, UA, uuid } from "./estates.js";
import { hex, int, ip, pick, qid } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Failure {
  category: string;
  estate: Estate["key"];
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Writes the failure starting at t0 (true time at the origin) until the end of the window. */
  run: (s: Stream, e: Estate, t0: number) => void;
}

export const FAILURES: Failure[] = [
  {
    category: "database",
    estate: "postbox",
    origin: "auth",
    hints: ["connection", "database", "postgres", "sqlstate", "pool", "too many", "slots"],
    severity: "high",
    note: "account-api exhausts the Postgres connection slots of its accounts database, so IMAP, SMTP AUTH and webmail logins fail with temporary authentication failures",
    run: (s, e, t0) => {
      const [auth, imap, sub, web] = [S(e, "auth"), S(e, "imap"), S(e, "submission"), S(e, "webmail")];
      s.mute(auth, t0 + 15000, / 200 /, 0.85);
      s.mute(imap, t0 + 15000, /Login: user=/, 0.85);
      s.mute(web, t0 + 15000, /Successful login/, 0.85);
      s.emit(
        t0,
        auth,
        "warn",
        "pgxpool: acquire took 2.84s (50/50 conns in use, 212 waiting) host=pg-accounts.mail-prod.svc database=accounts",
      );
      s.every(
        5,
        (t) =>
          s.emit(
            t,
            auth,
            "warn",
            `pgxpool: acquire took ${(2 + s.r() * 3).toFixed(2)}s (50/50 conns in use, ${int(s.r, 150, 400)} waiting)`,
          ),
        t0,
        t0 + 20000,
      );
      s.every(
        1.1,
        (t) => {
          const u = addr(s.r);
          const client = pick(s.r, ["dovecot", "dovecot", "dovecot", "submission-gw", "webmail"]);
          if (s.r() < 0.5)
            s.emit(
              t,
              auth,
              "error",
              `POST /v1/auth/password 500 ${int(s.r, 3000, 5100)}ms user=${u} client=${client} err="lookup account: failed to connect to \`host=pg-accounts.mail-prod.svc user=account_api database=accounts\`: server error (FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute (SQLSTATE 53300))"`,
            );
          else
            s.emit(
              t,
              auth,
              "error",
              `POST /v1/auth/password 500 ${int(s.r, 5000, 5010)}ms user=${u} client=${client} err="lookup account: acquire conn: context deadline exceeded"`,
            );
          if (client === "dovecot") {
            const rip = ip(s.r);
            s.emit(
              t + 40,
              imap,
              "error",
              `auth: Error: lua(${u},${rip},<${sess(s.r)}>): passdb: account-api returned HTTP 500 for ${u}`,
            );
            s.emit(
              t + 60,
              imap,
              "info",
              `imap-login: Disconnected: Connection closed (internal failure, 1 attempts in 5 secs): user=<${u}>, method=PLAIN, rip=${rip}, lip=10.20.3.14, TLS, session=<${sess(s.r)}>`,
            );
          } else if (client === "submission-gw") {
            s.emit(
              t + 40,
              sub,
              "warn",
              `postfix/submission/smtpd[${pid(s.r)}]: warning: unknown[10.20.5.${int(s.r, 2, 60)}]: SASL PLAIN authentication failed: Temporary authentication failure`,
            );
          }
        },
        t0 + 8000,
      );
      // webmail retries each login several times
      s.every(
        0.5,
        (t) => {
          const u = addr(s.r);
          s.emit(
            t,
            web,
            "error",
            `IMAP Error: Login failed for ${u} against dovecot-imap.mail-prod.svc from ${ip(s.r)}. AUTHENTICATE PLAIN: [UNAVAILABLE] Temporary authentication failure. [ID ${hex(s.r, 8)}] in /var/www/roundcube/program/lib/Roundcube/rcube_imap.php on line 211 (POST /?_task=login&_action=login)`,
          );
          if (s.r() < 0.3)
            s.emit(t + 5, web, "warn", `${ip(s.r)} "POST /?_task=login&_action=login" 401 ${int(s.r, 5000, 5200)}ms`);
        },
        t0 + 10000,
      );
    },
  },
  {
    category: "disk",
    estate: "kettle",
    origin: "imap",
    hints: ["disk", "space", "enospc", "full", "storage"],
    severity: "high",
    note: "the mail volume behind imap fills up; Dovecot cannot write indexes or save mail and haraka-mx defers every delivery with 452",
    run: (s, e, t0) => {
      const [imap, mx, panel] = [S(e, "imap"), S(e, "mta"), S(e, "panel")];
      s.mute(imap, t0, /saved mail to INBOX/);
      s.mute(mx, t0, /queue\/lmtp\] delivered|status=No|disconnect ip=/, 0.95);
      s.emit(t0 - 90000, imap, "warn", "quota-fs: /var/vmail usage 97% (1.94T of 2.00T), 61G free");
      s.every(
        1.5,
        (t) => {
          const u = addr(s.r);
          const [l, d] = u.split("@");
          if (s.r() < 0.6)
            s.emit(
              t,
              imap,
              "error",
              `lmtp(${u})<${pid(s.r)}><${sess(s.r)}>: Error: write(/var/vmail/${d}/${l}/Maildir/tmp/${Math.floor(t / 1000)}.M${int(s.r, 1e5, 9e5)}P${pid(s.r)}.imap-7c9f) failed: No space left on device`,
            );
          else
            s.emit(
              t,
              imap,
              "error",
              `imap(${u})<${pid(s.r)}><${sess(s.r)}>: Error: Mailbox INBOX: write(/var/vmail/${d}/${l}/Maildir/dovecot.index.log) failed: No space left on device`,
            );
        },
        t0,
      );
      s.every(
        0.6,
        (t) => {
          const tr = traceOf(s, e);
          const u = uuid(s.r);
          const to = addr(s.r);
          s.emit(
            t,
            mx,
            "error",
            `[ERROR] [${u}.1] [queue/lmtp] imap:24 replied to RCPT/DATA for <${to}>: 452 4.3.1 <${to}> Insufficient system storage`,
            { trace: tr },
          );
          s.emit(
            t + 20,
            mx,
            "warn",
            `[NOTICE] [${u}.1] [core] queue code=DENYSOFT msg="452 4.3.1 Insufficient system storage" - message deferred, will retry in ${pick(s.r, [60, 120, 240, 480])}s`,
            { trace: tr },
          );
        },
        t0 + 3000,
      );
      s.every(
        20,
        (t) =>
          s.emit(
            t,
            panel,
            "error",
            `GET /api/mailboxes?account=${int(s.r, 100, 2900)} 500 ${int(s.r, 40, 90)}ms - Error: imap doveadm quota get failed: exit code 75 (tempfail)`,
          ),
        t0 + 20000,
      );
    },
  },
  {
    category: "configuration",
    estate: "hostlane",
    origin: "panel",
    hints: ["config", "keyerror", "key not found", "env", "missing", "pdns_api_key"],
    severity: "high",
    note: "a panel-api release goes out without the PDNS_API_KEY variable, so every domain and DNS page raises KeyError and returns 500",
    run: (s, e, t0) => {
      const [panel, edge] = [S(e, "panel"), S(e, "edge")];
      s.mute(panel, t0, /Started GET "\/domains|Completed 200/, 0.7);
      s.emit(t0 - 4000, panel, "info", "[1] - Gracefully shutting down workers...");
      s.emit(t0 - 1500, panel, "info", "=> Booting Puma");
      s.emit(
        t0 - 1400,
        panel,
        "info",
        "=> Rails 7.1.4 application starting in production (release 2026.11.30-2 sha 9c41e7a)",
      );
      s.emit(t0 - 900, panel, "info", '* Puma version: 6.4.3 (ruby 3.3.5-p100) ("The Eagle of Durango")');
      s.emit(t0 - 100, panel, "info", "* Listening on http://0.0.0.0:3000");
      s.every(
        1.6,
        (t) => {
          const tr = traceOf(s, e);
          const acct = int(s.r, 1000, 9900);
          const path = pick(s.r, [
            `/domains/${acct}/dns`,
            `/domains/${acct}`,
            `/domains/${acct}/dns/records`,
            "/domains",
          ]);
          s.emit(t, panel, "info", `Started GET "${path}" for ${ip(s.r)}`, { trace: tr });
          s.emit(t + 8, panel, "error", `KeyError (key not found: "PDNS_API_KEY"):`, {
            trace: tr,
            errKind: "KeyError",
            stack: [
              "app/services/pdns_client.rb:11:in `fetch'",
              "app/services/pdns_client.rb:11:in `initialize'",
              "app/controllers/dns_records_controller.rb:7:in `new'",
              "app/controllers/dns_records_controller.rb:7:in `load_zone'",
              "actionpack (7.1.4) lib/abstract_controller/callbacks.rb:34:in `block (2 levels) in <module:Callbacks>'",
            ],
          });
          s.emit(
            t + 12,
            panel,
            "info",
            "Completed 500 Internal Server Error in 9ms (ActiveRecord: 1.2ms | Allocations: 2204)",
            { trace: tr },
          );
          s.emit(
            t + 15,
            edge,
            "info",
            `${ip(s.r)} - - "GET ${path} HTTP/2.0" 500 1635 "-" "${pick(s.r, UA)}" host=panel.hostlane.net rt=0.014 uct=0.000 urt=0.014`,
            { trace: tr },
          );
        },
        t0 + 2000,
      );
    },
  },
  {
    category: "network",
    estate: "postbox",
    origin: "submission",
    hints: ["route", "network", "unreachable", "connect", "egress"],
    severity: "medium",
    note: "submission-gw loses its outbound route after a node network change, so every remote delivery is deferred with No route to host and the queue grows",
    run: (s, e, t0) => {
      const sub = S(e, "submission");
      s.mute(sub, t0, /status=sent/);
      const dests = [
        ["gmail.com", "gmail-smtp-in.l.google.com[142.250.27.26]:25"],
        ["outlook.com", "outlook-com.olc.protection.outlook.com[52.101.68.18]:25"],
        ["web.de", "mx-ha03.web.de[212.227.15.17]:25"],
        ["yahoo.com", "mta7.am0.yahoodns.net[67.195.204.72]:25"],
        ["gmx.net", "mx01.emig.gmx.net[212.227.17.5]:25"],
      ];
      s.every(
        1.8,
        (t) => {
          const [d, relay] = pick(s.r, dests);
          const q = qid(s.r);
          if (s.r() < 0.4) s.emit(t, sub, "warn", `postfix/smtp[${pid(s.r)}]: connect to ${relay}: No route to host`);
          s.emit(
            t + 5,
            sub,
            "warn",
            `postfix/smtp[${pid(s.r)}]: ${q}: to=<${pick(s.r, ["anna", "office", "m.king", "sales"])}@${d}>, relay=none, delay=${int(s.r, 1, 400)}, delays=0.1/0/${int(s.r, 1, 9)}/0, dsn=4.4.1, status=deferred (connect to ${relay}: No route to host)`,
          );
          if (s.r() < 0.3)
            s.emit(
              t + 9,
              sub,
              "warn",
              `postfix/error[${pid(s.r)}]: ${qid(s.r)}: to=<info@${d}>, relay=none, delay=${int(s.r, 30, 600)}, dsn=4.4.1, status=deferred (delivery temporarily suspended: connect to ${relay}: No route to host)`,
            );
        },
        t0,
      );
      s.periodic(
        60,
        (t) =>
          s.emit(
            t,
            sub,
            "warn",
            `postfix/qmgr[1184]: warning: deferred queue ${int(s.r, 400, 900) + Math.floor((t - t0) / 400)} messages, active 0; outbound transport smtp throttled`,
          ),
        t0 + 30000,
      );
    },
  },
  {
    category: "timeout",
    estate: "kettle",
    origin: "spam",
    hints: ["timeout", "timed out", "time limit", "spamd", "scan"],
    severity: "high",
    note: "after an sa-update spamassassin scans run into the 30 s limit; haraka-mx's spamassassin plugin times out and mail is tempfailed",
    run: (s, e, t0) => {
      const [spam, mx] = [S(e, "spam"), S(e, "mta")];
      s.mute(spam, t0, /clean message|result: \.|processing message/, 0.9);
      s.mute(mx, t0, /status=No|delivered to imap|disconnect ip=/, 0.9);
      s.emit(
        t0 - 70000,
        spam,
        "info",
        "sa-update: channel updates.spamassassin.org: rules updated to 1921206, running spamd reload",
      );
      s.emit(t0 - 66000, spam, "info", "spamd: restarting, received SIGHUP");
      s.emit(t0 - 64000, spam, "info", "spamd: server pid: 611; server successfully spawned child process, pid 48811");
      s.every(
        2.2,
        (t) => {
          const mid = `${hex(s.r, 10)}@${pick(s.r, ["gmail.com", "outlook.com", "mcsv.net"])}`;
          s.emit(
            t,
            spam,
            "warn",
            `check: exceeded time limit in Mail::SpamAssassin::Plugin::Check::_body_tests_on_meta, skipping further tests`,
          );
          if (s.r() < 0.5)
            s.emit(t + 30, spam, "warn", `spamd: timed out scanning <${mid}> after 30 seconds, returning unscanned`);
          else s.emit(t + 30, spam, "warn", "spamd: child processing timeout at /usr/sbin/spamd line 1360.");
        },
        t0,
      );
      s.every(
        0.9,
        (t) => {
          const tr = traceOf(s, e);
          const u = uuid(s.r);
          const [host, hip] = pick(s.r, [
            ["mail-ej1-f54.google.com", "209.85.218.54"],
            ["mta-202a.mailchimpapp.net", "198.2.180.202"],
            ["smtp-out.amazonses.com", "54.240.8.31"],
          ]);
          s.emit(
            t,
            mx,
            "error",
            `[CRIT] [${u}.1] [core] Plugin spamassassin timed out on hook data_post - make sure it calls the callback`,
            { trace: tr },
          );
          s.emit(
            t + 3,
            mx,
            "info",
            `[NOTICE] [${u}] [core] disconnect ip=${hip} rdns=${host} helo=${host} relay=N early=N esmtp=Y tls=Y pipe=N errors=1 txns=1 rcpts=0/1/0 msgs=0/1/0 bytes=${int(s.r, 3000, 60000)} lr="451 plugin timeout" time=${int(s.r, 30, 32)}.${int(s.r, 0, 9)}`,
            { trace: tr },
          );
        },
        t0 + 30000,
      );
    },
  },
  {
    category: "memory",
    estate: "hostlane",
    origin: "provisioner",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "provisioner runs out of Java heap, logs OutOfMemoryError and then goes silent; panel-api times out and retries against it",
    run: (s, e, t0) => {
      const [prov, panel, edge] = [S(e, "provisioner"), S(e, "panel"), S(e, "edge")];
      s.mute(prov, t0 + 70000);
      s.mute(panel, t0 + 20000, /Started GET "\/(sites|domains)|Completed 200/, 0.8);
      s.emit(
        t0 - 120000,
        prov,
        "warn",
        "[gc] Pause Young (Normal) (G1 Evacuation Pause) 1890M->1811M(2048M) 142.318ms",
      );
      s.every(
        8,
        (t) =>
          s.emit(
            t,
            prov,
            "warn",
            `[gc] Pause Full (G1 Compaction Pause) ${int(s.r, 2030, 2046)}M->${int(s.r, 2010, 2029)}M(2048M) ${int(s.r, 1800, 4200)}.${int(s.r, 100, 999)}ms`,
          ),
        t0,
        t0 + 60000,
      );
      s.emit(
        t0 + 41000,
        prov,
        "error",
        "ERROR o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space]",
        {
          errKind: "java.lang.OutOfMemoryError",
          stack: [
            "java.lang.OutOfMemoryError: Java heap space",
            "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "\tat java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:242)",
            "\tat com.fasterxml.jackson.databind.ObjectMapper.writeValueAsString(ObjectMapper.java:3964)",
            "\tat net.hostlane.provisioner.vhost.VhostInventory.snapshot(VhostInventory.java:118)",
            "\tat net.hostlane.provisioner.web.SiteController.list(SiteController.java:64)",
          ],
        },
      );
      s.emit(
        t0 + 52000,
        prov,
        "error",
        'Exception in thread "agent-poller-3" java.lang.OutOfMemoryError: Java heap space',
      );
      s.emit(t0 + 60000, prov, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      s.every(
        1.5,
        (t) => {
          const tr = traceOf(s, e);
          const acct = int(s.r, 1000, 9900);
          const path = pick(s.r, [`/sites/${acct}/php`, `/domains/${acct}/dns`, `/sites/${acct}`]);
          s.emit(t, panel, "info", `Started GET "${path}" for ${ip(s.r)}`, { trace: tr });
          const dead = t > t0 + 62000;
          for (let a = 1; a <= 3; a++)
            s.emit(
              t + a * (dead ? 40 : 10000),
              panel,
              "warn",
              dead
                ? `ProvisionerClient: GET http://provisioner:8080/v2/sites/${acct} failed (Faraday::ConnectionFailed: Failed to open TCP connection to provisioner:8080 (Connection refused - connect(2) for "provisioner" port 8080)), retry ${a}/3`
                : `ProvisionerClient: GET http://provisioner:8080/v2/sites/${acct} failed (Net::ReadTimeout with #<TCPSocket:(closed)>), retry ${a}/3`,
              { trace: tr },
            );
          const end = t + (dead ? 160 : 40000);
          s.emit(
            end,
            panel,
            "error",
            `Completed 502 Bad Gateway in ${end - t}ms (ActiveRecord: 3.1ms | Allocations: 4410)`,
            { trace: tr },
          );
          s.emit(
            end + 3,
            edge,
            "info",
            `${ip(s.r)} - - "GET ${path} HTTP/2.0" 502 512 "-" "${pick(s.r, UA)}" host=panel.hostlane.net rt=${((end - t) / 1000).toFixed(3)} uct=0.001 urt=${((end - t) / 1000).toFixed(3)}`,
            { trace: tr },
          );
        },
        t0 + 25000,
      );
    },
  },
  {
    category: "rate_limiting",
    estate: "kettle",
    origin: "acme",
    hints: ["rate", "ratelimit", "too many", "429", "limit"],
    severity: "medium",
    note: "cert-bot keeps re-requesting the same certificates and Let's Encrypt rate-limits the account, so new and renewing sites get no certificates",
    run: (s, e, t0) => {
      const [cert, panel] = [S(e, "acme"), S(e, "panel")];
      s.mute(cert, t0, /Congratulations|Certificate not yet due/);
      s.every(
        6,
        (t) =>
          s.emit(
            t,
            cert,
            "info",
            `Requesting a certificate for ${pick(s.r, ["shop.bakkerij-devries.nl", "www.oldmill-bnb.co.uk", "tickets.northfield-rugby.org"])} (renewal hook: ssl-sync, attempt ${int(s.r, 2, 40)})`,
          ),
        t0 - 240000,
        t0,
      );
      s.every(
        4,
        (t) => {
          const d = pick(s.r, CUSTOMER_DOMAINS);
          const after = new Date(t0 + 3 * 3600 * 1000).toISOString().replace("T", " ").slice(0, 19);
          s.emit(t, cert, "error", "An unexpected error occurred:", {
            errKind: "acme.messages.Error",
            stack: [
              `urn:ietf:params:acme:error:rateLimited :: Error creating new order :: too many new orders (300) from this account in the last 3h0m0s, retry after ${after} UTC: see https://letsencrypt.org/docs/rate-limits/#new-orders-per-account`,
            ],
          });
          s.emit(
            t + 20,
            cert,
            "error",
            `Failed to renew certificate ${d} with error: urn:ietf:params:acme:error:rateLimited :: too many new orders (300) from this account in the last 3h0m0s`,
            {
              stack: [
                "Traceback (most recent call last):",
                '  File "/usr/lib/python3/dist-packages/certbot/_internal/renewal.py", line 540, in handle_renewal_request',
                "    main.renew_cert(lineage_config, plugins, renewal_candidate)",
                '  File "/usr/lib/python3/dist-packages/acme/client.py", line 722, in _check_response',
                "    raise messages.Error.from_json(jobj)",
                "acme.messages.Error: urn:ietf:params:acme:error:rateLimited :: too many new orders (300) from this account in the last 3h0m0s",
              ],
            },
          );
          if (s.r() < 0.5)
            s.emit(
              t + 200,
              panel,
              "error",
              `POST /api/certificates 502 ${int(s.r, 2000, 6000)}ms - SSL activation failed for ${d}: certbot exited with code 1 (rateLimited)`,
              { trace: traceOf(s, e) },
            );
        },
        t0,
      );
    },
  },
  {
    category: "dependency",
    estate: "hostlane",
    origin: "billing",
    hints: ["payment", "stripe", "503", "unavailable", "circuit", "upstream", "dependency", "psp"],
    severity: "high",
    note: "the card processor answers billing-svc with 503s, its Polly circuit breaker opens, and panel-api checkouts and renewals fail",
    run: (s, e, t0) => {
      const [bill, panel, edge] = [S(e, "billing"), S(e, "panel"), S(e, "edge")];
      s.mute(bill, t0, /Renewal charged/);
      let n = 0;
      s.every(
        2,
        (t) => {
          n++;
          const rid = `req_${hex(s.r, 14)}`;
          if (n < 25)
            s.emit(
              t,
              bill,
              "warn",
              `warn: Polly[3] Execution attempt. Source: 'psp-pipeline/(null)/Retry', Operation Key: 'create-payment-intent', Result: '503', Handled: 'True', Attempt: '${int(s.r, 0, 2)}', Execution Time: ${int(s.r, 900, 5100)}.${int(s.r, 10, 99)}ms`,
            );
          s.emit(
            t + 10,
            bill,
            "error",
            n < 25
              ? `fail: Hostlane.Billing.Psp.StripeGateway[7] POST https://api.stripe.com/v1/payment_intents returned 503 Service Unavailable (Request-Id ${rid})`
              : `fail: Hostlane.Billing.Psp.StripeGateway[9] payment intent for account ${int(s.r, 1000, 9900)} not attempted: circuit is open`,
            {
              errKind: n < 25 ? "System.Net.Http.HttpRequestException" : "Polly.CircuitBreaker.BrokenCircuitException",
              stack:
                n % 6 === 0
                  ? n < 25
                    ? [
                        "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
                        "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                        "   at Hostlane.Billing.Psp.StripeGateway.CreateIntentAsync(ChargeRequest req, CancellationToken ct) in /src/Billing/Psp/StripeGateway.cs:line 88",
                        "   at Polly.Outcome`1.ThrowIfException()",
                      ]
                    : [
                        "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
                        "   at Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecuteAsync(ResilienceContext context)",
                        "   at Hostlane.Billing.Renewals.RenewalWorker.ChargeAsync(Account acct, CancellationToken ct) in /src/Billing/Renewals/RenewalWorker.cs:line 142",
                      ]
                  : undefined,
            },
          );
          if (n === 25)
            s.emit(
              t + 12,
              bill,
              "error",
              "fail: Polly[1] Circuit breaker opened. Source: 'psp-pipeline/(null)/CircuitBreaker', Operation Key: 'create-payment-intent', Result: '503', Break duration: 00:00:30",
            );
          if (n > 25 && n % 15 === 0) {
            s.emit(
              t + 15,
              bill,
              "warn",
              "warn: Polly[2] Circuit breaker half-opened. Source: 'psp-pipeline/(null)/CircuitBreaker'",
            );
            s.emit(
              t + 900,
              bill,
              "error",
              "fail: Polly[1] Circuit breaker opened. Source: 'psp-pipeline/(null)/CircuitBreaker', Operation Key: 'create-payment-intent', Result: '503', Break duration: 00:00:30",
            );
          }
          if (s.r() < 0.6) {
            const tr = traceOf(s, e);
            const acct = int(s.r, 1000, 9900);
            s.emit(t + 20, panel, "info", `Started POST "/accounts/${acct}/invoices/pay" for ${ip(s.r)}`, {
              trace: tr,
            });
            s.emit(
              t + 40,
              panel,
              "error",
              `Billing::Unavailable (billing-svc POST /api/payments responded 503: {"error":"psp_unavailable"}):`,
              {
                trace: tr,
                stack: [
                  "app/clients/billing_client.rb:48:in `pay!'",
                  "app/controllers/invoices_controller.rb:31:in `pay'",
                ],
              },
            );
            s.emit(
              t + 45,
              panel,
              "info",
              "Completed 503 Service Unavailable in 61ms (ActiveRecord: 4.4ms | Allocations: 6120)",
              { trace: tr },
            );
            s.emit(
              t + 50,
              edge,
              "info",
              `${ip(s.r)} - - "POST /accounts/${acct}/invoices/pay HTTP/2.0" 503 212 "-" "${pick(s.r, UA)}" host=panel.hostlane.net rt=0.062 uct=0.000 urt=0.062`,
              { trace: tr },
            );
          }
        },
        t0,
      );
    },
  },
];
