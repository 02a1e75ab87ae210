// Harmless noise that looks alarming: every file's fixed background, and the kinds a quiet window is built around.
import {
  addr,
  CUSTOMER_DOMAINS,
  type Estate,
  has,
  pid,
  pool,
  type Role,
  S,
  SENDERS,
  sess,
  traceOf,
  UA,
  USERS,
  uuid,
} from "./estates.js";
import { chance, hex, int, ip, pick, qid } from "./rng.js";
import type { Stream } from "./stream.js";

/** Every file: one service's constant harmless error from minute one, deprecations, retries that succeed. */
export function background(s: Stream, e: Estate): void {
  const r = s.r;
  if (e.key === "postbox") {
    s.every(9, (t) => {
      const [, , dom] = pick(r, SENDERS);
      const d = pick(r, ["newsletter-tools.biz", "promo-mailer.net", "kleinanzeigen-shop.de", dom]);
      const sel = pick(r, ["s1", "selector1", "k2", "mail"]);
      s.emit(
        t,
        S(e, "dkim"),
        "error",
        `${qid(r)}: key retrieval failed (s=${sel}, d=${d}): '${sel}._domainkey.${d}' record not found`,
      );
    });
    s.every(70, (t) =>
      s.emit(
        t,
        S(e, "webmail"),
        "warn",
        "PHP Deprecated:  Creation of dynamic property rcube_imap_generic::$prefs is deprecated in /var/www/roundcube/program/lib/Roundcube/rcube_imap_generic.php on line 1017",
      ),
    );
    s.every(150, (t) => {
      const q = qid(r);
      s.emit(
        t,
        S(e, "submission"),
        "info",
        `postfix/smtp[${pid(r)}]: ${q}: to=<orders@oldmill-supplies.co.uk>, relay=none, delay=31, delays=0.1/0/30/0, dsn=4.4.1, status=deferred (connect to mx.oldmill-supplies.co.uk[81.2.69.160]:25: Connection timed out)`,
      );
      s.emit(
        t + int(r, 40000, 90000),
        S(e, "submission"),
        "info",
        `postfix/smtp[${pid(r)}]: ${q}: to=<orders@oldmill-supplies.co.uk>, relay=mx.oldmill-supplies.co.uk[81.2.69.160]:25, delay=95, delays=60/0/0.4/0.6, dsn=2.0.0, status=sent (250 OK id=1tGx2K-00043b-2P)`,
      );
    });
  }
  if (e.key === "hostlane") {
    s.every(6, (t) => {
      const tr = traceOf(s, e);
      s.emit(
        t,
        S(e, "php"),
        "error",
        `[pool c2291] child ${pid(r)} said into stderr: "PHP Fatal error:  Uncaught TypeError: count(): Argument #1 ($value) must be of type Countable|array, null given in /home/c2291/public_html/wp-content/plugins/flavor-slider/slider.php:88"`,
        { trace: tr },
      );
      s.emit(
        t + 30,
        S(e, "edge"),
        "info",
        `${ip(r)} - - "GET /?slide=${int(r, 1, 9)} HTTP/2.0" 500 0 "-" "${pick(r, UA)}" host=northfield-rugby.org rt=0.041 uct=0.000 urt=0.041`,
        { trace: tr },
      );
    });
    s.every(90, (t) =>
      s.emit(
        t,
        S(e, "panel"),
        "warn",
        "DEPRECATION WARNING: `config.active_record.legacy_connection_handling` is deprecated and will be removed from Rails 7.2 (called from <main> at /app/config/application.rb:31)",
      ),
    );
    s.every(120, (t) => {
      const h = `web-${int(r, 1, 14).toString().padStart(2, "0")}`;
      s.emit(
        t,
        S(e, "provisioner"),
        "warn",
        `WARN  n.h.provisioner.agent.AgentClient - attempt 1/5 to reach ${h}:7443 failed: java.net.SocketTimeoutException: Read timed out; retrying in 2000 ms`,
      );
      s.emit(
        t + 2600,
        S(e, "provisioner"),
        "info",
        `INFO  n.h.provisioner.agent.AgentClient - ${h}:7443 answered on attempt 2/5 (212 ms)`,
      );
    });
    s.every(200, (t) =>
      s.emit(
        t,
        S(e, "billing"),
        "warn",
        "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
      ),
    );
  }
  if (e.key === "kettle") {
    s.every(7, (t) =>
      s.emit(
        t,
        S(e, "spam"),
        "warn",
        `spamd: Use of uninitialized value $host in pattern match (m//) at /usr/share/perl5/Mail/SpamAssassin/Plugin/URIDNSBL.pm line ${pick(r, [1120, 1147])}.`,
      ),
    );
    s.every(100, (t) =>
      s.emit(
        t,
        S(e, "panel"),
        "warn",
        "(node:41) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
    );
    s.every(140, (t) => {
      s.emit(t, S(e, "panel"), "warn", `borg status request failed (ECONNRESET), retrying in 1s (attempt 2/4)`);
      s.emit(
        t + 1300,
        S(e, "panel"),
        "info",
        `GET /api/backups?account=${int(r, 100, 2900)} 200 ${int(r, 900, 1800)}ms`,
      );
    });
  }
}

/** An unrelated deploy or config reload at `t`. */
export function deploy(s: Stream, e: Estate, t: number): string {
  const r = s.r;
  const opts: Array<() => string> = [];
  if (has(e, "mta") && e.key === "postbox")
    opts.push(() => {
      s.emit(t, S(e, "mta"), "info", "postfix/postfix-script[88412]: refreshing the Postfix mail system");
      s.emit(t + 40, S(e, "mta"), "info", "postfix/master[1]: reload -- version 3.8.6, configuration /etc/postfix");
      return "postfix reload";
    });
  if (e.key === "postbox")
    opts.push(() => {
      s.emit(t, S(e, "spam"), "info", "rspamd_worker_control_handler: reloading configuration (maps: 4 changed)");
      s.emit(
        t + 900,
        S(e, "spam"),
        "info",
        "rspamd_config_read: loaded 2104 symbols, 77 modules; fuzzy storage fuzzy1 ok",
      );
      return "rspamd reload";
    });
  if (has(e, "edge"))
    opts.push(() => {
      const ed = S(e, "edge");
      s.emit(t, ed, "info", `[notice] 1#1: signal 1 (SIGHUP) received from ${int(r, 200, 9000)}, reconfiguring`);
      s.emit(t + 5, ed, "info", "[notice] 1#1: reconfiguring");
      s.emit(t + 30, ed, "info", '[notice] 1#1: using the "epoll" event method');
      s.emit(t + 40, ed, "info", "[notice] 1#1: start worker processes");
      s.emit(t + 2000, ed, "info", "[notice] 1#1: signal 17 (SIGCHLD) received from 412");
      return "nginx reload";
    });
  if (e.key === "hostlane")
    opts.push(() => {
      s.emit(t, S(e, "billing"), "info", "info: Microsoft.Hosting.Lifetime[0] Application is shutting down...");
      s.emit(
        t + 4200,
        S(e, "billing"),
        "info",
        "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
      );
      s.emit(
        t + 4300,
        S(e, "billing"),
        "info",
        "info: Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; image billing-svc:2026.47.2",
      );
      return "billing-svc rollout";
    });
  if (e.key === "kettle")
    opts.push(() => {
      s.emit(t, S(e, "panel"), "info", "SIGTERM received, closing http server (release 4.18.0 rolling out)");
      s.emit(
        t + 3000,
        S(e, "panel"),
        "info",
        "hostpanel 4.18.1 listening on :3000 (node v22.11.0, NODE_ENV=production)",
      );
      return "hostpanel rollout";
    });
  return pick(r, opts)();
}

export interface Noise {
  kind: string;
  needs: Role[];
  /** Emits the noise over [from, to) with an intensity around 1. */
  run: (s: Stream, e: Estate, from: number, to: number, k: number) => void;
  note: string;
}

const burst = (s: Stream, from: number, to: number) => {
  const a = from + s.r() * (to - from) * 0.5;
  return [a, Math.min(to, a + (to - from) * (0.25 + s.r() * 0.4))] as const;
};
const bad = (r: () => number) => ip(r);

export const NOISES: Noise[] = [
  {
    kind: "spf-fail-rejects",
    needs: ["mta"],
    note: "a phishing wave forging a customer domain is rejected on SPF fail",
    run: (s, e, f, to, k) => {
      const [a, b] = burst(s, f, to);
      s.every(
        2 / k,
        (t) => {
          const h = bad(s.r);
          const rc = addr(s.r);
          if (e.key === "postbox")
            s.emit(
              t,
              S(e, "mta"),
              "info",
              `postfix/smtpd[${pid(s.r)}]: NOQUEUE: reject: RCPT from unknown[${h}]: 550 5.7.23 <${rc}>: Recipient address rejected: Message rejected due to: SPF fail - not authorized. Please see http://www.openspf.net/Why?s=mfrom;id=invoice@${rc.split("@")[1]};ip=${h};r=<UNKNOWN>; from=<invoice@${rc.split("@")[1]}> to=<${rc}> proto=ESMTP helo=<WIN-${hex(s.r, 6).toUpperCase()}>`,
            );
          else
            s.emit(
              t,
              S(e, "mta"),
              "info",
              `[INFO] [${uuid(s.r)}.1] [spf] identity=mfrom ip=${h} domain="${rc.split("@")[1]}" result=Fail; rejecting: 550 5.7.1 SPF fail for ${rc.split("@")[1]}`,
            );
        },
        a,
        b,
      );
    },
  },
  {
    kind: "dmarc-policy-rejects",
    needs: ["spam"],
    note: "mail claiming to be from a bank fails DMARC p=reject and is refused",
    run: (s, e, f, to, k) => {
      const [a, b] = burst(s, f, to);
      s.every(
        3 / k,
        (t) => {
          const h = bad(s.r);
          const d = pick(s.r, ["paypal.com", "ing.nl", "dhl.com", "microsoft.com"]);
          if (e.key === "postbox")
            s.emit(
              t,
              S(e, "spam"),
              "info",
              `<${hex(s.r, 6)}>; task; rspamd_task_write_log: id: <${hex(s.r, 12)}@${d}>, qid: <${qid(s.r)}>, ip: ${h}, from: <service@${d}>, (default: T (reject): [17.40/15.00] [DMARC_POLICY_REJECT(2.00){${d};reject;},R_SPF_FAIL(1.00){-all;},R_DKIM_NA(0.00){},PHISHING(4.20){}]), len: ${int(s.r, 8000, 40000)}, time: 112.3ms, dns req: 21`,
            );
          else
            s.emit(
              t,
              S(e, "spam"),
              "info",
              `spamd: identified spam (${(12 + s.r() * 8).toFixed(1)}/5.0) for haraka:1000 in 1.${int(s.r, 0, 9)} seconds, ${int(s.r, 8000, 40000)} bytes. (DMARC_REJECT,SPF_FAIL,HTML_PHISH from service@${d})`,
            );
          s.emit(
            t + 30,
            S(e, "mta"),
            "warn",
            e.key === "postbox"
              ? `postfix/cleanup[${pid(s.r)}]: ${qid(s.r)}: milter-reject: END-OF-MESSAGE from unknown[${h}]: 5.7.1 Rejected by DMARC policy for ${d}; from=<service@${d}> to=<${addr(s.r)}>`
              : `[INFO] [${uuid(s.r)}.1] [spamassassin] denying message: 550 5.7.1 Rejected by DMARC policy for ${d}`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    kind: "greylisting",
    needs: ["mta"],
    note: "greylisting defers first-time senders with 4xx and they come back later",
    run: (s, e, f, to, k) =>
      s.every(
        5 / k,
        (t) => {
          const [host, hip] = pick(s.r, [
            ["mail.fresh-newsletter.io", "94.16.121.9"],
            ["smtp.bigcrm-mailer.com", "185.201.8.44"],
            ["mx1.dentalsupply.eu", "91.198.174.12"],
          ]);
          const rc = addr(s.r);
          const line =
            e.key === "postbox"
              ? `postfix/smtpd[${pid(s.r)}]: NOQUEUE: reject: RCPT from ${host}[${hip}]: 450 4.2.0 <${rc}>: Recipient address rejected: Greylisted, see http://postgrey.schweikert.ch/help/${rc.split("@")[1]}.html; from=<news@${host.split(".").slice(1).join(".")}> to=<${rc}> proto=ESMTP helo=<${host}>`
              : `[INFO] [${uuid(s.r)}.1] [greylist] greylisted ${hip} <news@${host}> -> <${rc}>: 451 4.7.1 Greylisted, please try again in 300 seconds`;
          s.emit(t, S(e, "mta"), "info", line);
        },
        f,
        to,
      ),
  },
  {
    kind: "dnsbl-blocked-senders",
    needs: ["mta"],
    note: "botnet hosts listed on Spamhaus are refused at connect",
    run: (s, e, f, to, k) =>
      s.every(
        1.8 / k,
        (t) => {
          const h = bad(s.r);
          if (e.key === "postbox")
            s.emit(
              t,
              S(e, "mta"),
              "warn",
              `postfix/postscreen[${pid(s.r)}]: NOQUEUE: reject: RCPT from [${h}]:${int(s.r, 30000, 65000)}: 550 5.7.1 Service unavailable; client [${h}] blocked using zen.spamhaus.org; from=<${hex(s.r, 6)}@${pick(s.r, CUSTOMER_DOMAINS)}>, to=<${addr(s.r)}>, proto=ESMTP, helo=<${h}>`,
            );
          else
            s.emit(
              t,
              S(e, "mta"),
              "info",
              `[INFO] [${uuid(s.r)}] [dnsbl] ${h} listed on zen.spamhaus.org (127.0.0.4); disconnect: 554 5.7.1 ${h} is listed on zen.spamhaus.org`,
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "mailbox-over-quota",
    needs: ["imap"],
    note: "a few customers' mailboxes are full and deliveries to them bounce",
    run: (s, e, f, to, k) => {
      const full = [addr(s.r), addr(s.r)];
      s.every(
        14 / k,
        (t) => {
          const u = pick(s.r, full);
          s.emit(
            t,
            S(e, "imap"),
            "error",
            `lmtp(${u})<${pid(s.r)}><${sess(s.r)}>: Error: msgid=<${hex(s.r, 10)}@mailer.example>: save failed to INBOX: Quota exceeded (mailbox for user is full)`,
          );
          if (e.key === "postbox")
            s.emit(
              t + 30,
              S(e, "mta"),
              "info",
              `postfix/lmtp[${pid(s.r)}]: ${qid(s.r)}: to=<${u}>, relay=dovecot-imap.mail-prod.svc[10.20.3.14]:24, delay=0.31, dsn=5.2.2, status=bounced (host dovecot-imap.mail-prod.svc[10.20.3.14] said: 552 5.2.2 <${u}> Quota exceeded (mailbox for user is full) (in reply to end of DATA command))`,
            );
          else
            s.emit(
              t + 30,
              S(e, "mta"),
              "warn",
              `[WARN] [${uuid(s.r)}.1] [queue/lmtp] ${u} rejected by imap:24 - 552 5.2.2 <${u}> Quota exceeded (mailbox for user is full); bounce sent`,
            );
        },
        f,
        to,
      );
    },
  },
  {
    kind: "imap-password-spraying",
    needs: ["imap"],
    note: "a password-spraying botnet fails IMAP logins and gets banned",
    run: (s, e, f, to, k) => {
      const [a, b] = burst(s, f, to);
      s.every(
        0.8 / k,
        (t) => {
          const h = bad(s.r);
          s.emit(
            t,
            S(e, "imap"),
            "info",
            `imap-login: Disconnected: Connection closed (auth failed, ${int(s.r, 1, 3)} attempts in ${int(s.r, 2, 14)} secs): user=<${pick(s.r, ["admin", "info", "test", "office", "postmaster"])}@${pick(s.r, CUSTOMER_DOMAINS)}>, method=PLAIN, rip=${h}, lip=10.20.3.14, TLS, session=<${sess(s.r)}>`,
          );
          if (chance(s.r, 0.15))
            s.emit(
              t + 200,
              S(e, "imap"),
              "warn",
              `auth: Warning: policy(${h}): auth throttled: ${int(s.r, 20, 80)} failures from ${h} in 60 s, delaying replies 15 s`,
            );
        },
        a,
        b,
      );
    },
  },
  {
    kind: "smtp-auth-bruteforce",
    needs: ["submission"],
    note: "SASL brute force against the submission port fails harmlessly",
    run: (s, e, f, to, k) =>
      s.every(
        1.5 / k,
        (t) => {
          const h = bad(s.r);
          const p = pid(s.r);
          s.emit(
            t,
            S(e, "submission"),
            "warn",
            `postfix/submission/smtpd[${p}]: warning: unknown[${h}]: SASL LOGIN authentication failed: UGFzc3dvcmQ6`,
          );
          s.emit(
            t + 400,
            S(e, "submission"),
            "info",
            `postfix/submission/smtpd[${p}]: lost connection after AUTH from unknown[${h}]`,
          );
          if (chance(s.r, 0.5))
            s.emit(
              t + 10,
              S(e, "auth"),
              "info",
              `POST /v1/auth/password 401 ${int(s.r, 3, 9)}ms user=${pick(s.r, USERS)}@${pick(s.r, CUSTOMER_DOMAINS)} client=submission-gw reason=invalid_credentials`,
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "inbound-dkim-bad-signature",
    needs: ["dkim"],
    note: "mailing-list mail whose body was rewritten fails DKIM verification but is still delivered",
    run: (s, e, f, to, k) =>
      s.every(
        8 / k,
        (t) => {
          const q = qid(s.r);
          s.emit(t, S(e, "dkim"), "error", `${q}: bad signature data`);
          s.emit(
            t + 5,
            S(e, "dkim"),
            "warn",
            `${q}: s=${pick(s.r, ["google", "k1", "selector2"])} d=${pick(s.r, ["lists.debian.org", "groups.io", "googlegroups.com"])} SSL error:02000068:rsa routines::bad signature`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "remote-connect-timeouts",
    needs: ["submission"],
    note: "outbound mail to a few dead customer-of-customer servers is deferred with timeouts and retried",
    run: (s, e, f, to, k) =>
      s.every(
        9 / k,
        (t) => {
          const d = pick(s.r, [
            "autohaus-berger.de",
            "smallfirm-mail.co.za",
            "mail.lakesidemotel.us",
            "praxis-wolff.at",
          ]);
          s.emit(
            t,
            S(e, "submission"),
            "info",
            `postfix/smtp[${pid(s.r)}]: ${qid(s.r)}: to=<info@${d}>, relay=none, delay=${int(s.r, 300, 90000)}, delays=${int(s.r, 200, 9000)}/0/30/0, dsn=4.4.1, status=deferred (connect to mx.${d}[${ip(s.r)}]:25: Connection timed out)`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "gmail-rate-deferrals",
    needs: ["submission"],
    note: "Gmail temporarily rate-limits one customer's newsletter blast and the queue drains slowly",
    run: (s, e, f, to, k) => {
      const [a, b] = burst(s, f, to);
      s.every(
        1.2 / k,
        (t) => {
          s.emit(
            t,
            S(e, "submission"),
            "info",
            `postfix/smtp[${pid(s.r)}]: ${qid(s.r)}: to=<${pick(s.r, USERS)}${int(s.r, 1, 999)}@gmail.com>, relay=gmail-smtp-in.l.google.com[142.250.27.26]:25, delay=${int(s.r, 2, 600)}, dsn=4.7.28, status=deferred (host gmail-smtp-in.l.google.com[142.250.27.26] said: 421-4.7.28 Gmail has detected an unusual rate of unsolicited mail originating from your DKIM domain [kitchenstories.blog      12]. To protect our users from spam, mail has been temporarily rate limited. (in reply to end of DATA command))`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    kind: "tls-scanner-handshakes",
    needs: ["mta"],
    note: "internet scanners open TLS with junk and the handshakes fail",
    run: (s, e, f, to, k) =>
      s.every(
        4 / k,
        (t) => {
          const h = bad(s.r);
          if (e.key === "postbox") {
            s.emit(
              t,
              S(e, "mta"),
              "warn",
              `postfix/smtpd[${pid(s.r)}]: warning: TLS library problem: error:0A00010B:SSL routines::wrong version number:../ssl/record/ssl3_record.c:354:`,
            );
            s.emit(t + 2, S(e, "mta"), "info", `postfix/smtpd[${pid(s.r)}]: SSL_accept error from unknown[${h}]: -1`);
          } else
            s.emit(
              t,
              S(e, "mta"),
              "error",
              `[ERROR] [${uuid(s.r)}] [core] tls error: Error: 40F8F2E7BB7F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number ip=${h}`,
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "unknown-recipient-rejects",
    needs: ["mta"],
    note: "dictionary attacks hit non-existent addresses and are rejected",
    run: (s, e, f, to, k) =>
      s.every(
        2.5 / k,
        (t) => {
          const rc = `${pick(s.r, ["a.jones", "accounts", "hr", "ceo", "jobs", "paul"])}@${pick(s.r, CUSTOMER_DOMAINS)}`;
          if (e.key === "postbox")
            s.emit(
              t,
              S(e, "mta"),
              "info",
              `postfix/smtpd[${pid(s.r)}]: NOQUEUE: reject: RCPT from unknown[${bad(s.r)}]: 550 5.1.1 <${rc}>: Recipient address rejected: User unknown in virtual mailbox table; from=<> to=<${rc}> proto=ESMTP helo=<localhost>`,
            );
          else
            s.emit(
              t,
              S(e, "mta"),
              "warn",
              `[WARN] [${uuid(s.r)}.1] [rcpt_to.ldap] recipient ${rc} not found: 550 5.1.1 No such user`,
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "webmail-failed-logins",
    needs: ["webmail"],
    note: "customers mistyping passwords in webmail",
    run: (s, e, f, to, k) =>
      s.every(
        12 / k,
        (t) => {
          const u = addr(s.r);
          s.emit(
            t,
            S(e, "auth"),
            "info",
            `POST /v1/auth/password 401 ${int(s.r, 3, 9)}ms user=${u} client=webmail reason=invalid_credentials`,
          );
          s.emit(
            t + 20,
            S(e, "webmail"),
            "error",
            `IMAP Error: Login failed for ${u} against dovecot-imap.mail-prod.svc from ${ip(s.r)}. AUTHENTICATE PLAIN: Authentication failed. in /var/www/roundcube/program/lib/Roundcube/rcube_imap.php on line 211 (POST /?_task=login&_action=login)`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "webmail-attachment-too-large",
    needs: ["webmail"],
    note: "users try to attach files over the upload limit",
    run: (s, e, f, to, k) =>
      s.every(
        25 / k,
        (t) =>
          s.emit(
            t,
            S(e, "webmail"),
            "error",
            `PHP Warning:  POST Content-Length of ${int(s.r, 26, 90) * 1048576} bytes exceeds the limit of 26214400 bytes in Unknown on line 0`,
          ),
        f,
        to,
      ),
  },
  {
    kind: "rspamd-rbl-dns-timeouts",
    needs: ["spam"],
    note: "a public RBL answers slowly and rspamd skips it per message",
    run: (s, e, f, to, k) =>
      s.every(
        3 / k,
        (t) => {
          if (e.key === "postbox")
            s.emit(
              t,
              S(e, "spam"),
              "warn",
              `<${hex(s.r, 6)}>; rbl; rbl_dns_cb: error requesting ${int(s.r, 1, 254)}.${int(s.r, 1, 254)}.${int(s.r, 1, 254)}.${int(s.r, 1, 254)}.bl.spamcop.net: timed out (retransmits: 2)`,
            );
          else
            s.emit(
              t,
              S(e, "spam"),
              "warn",
              `spamd: dns: no callback for id ${int(s.r, 1000, 65000)}/IN/A/${int(s.r, 1, 254)}.${int(s.r, 1, 254)}.${int(s.r, 1, 254)}.${int(s.r, 1, 254)}.bl.spamcop.net, ignored, packet on next line`,
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "quota-warning-mails",
    needs: ["jobs"],
    note: "the nightly job warns customers at 90 percent of quota",
    run: (s, e, f, to, k) =>
      s.every(
        4 / k,
        (t) =>
          s.emit(
            t,
            S(e, "jobs"),
            "warn",
            `WARNING quota_sync.notify: ${addr(s.r)} at ${int(s.r, 90, 99)}% of ${pick(s.r, [2, 5, 10])} GiB, warning mail queued`,
          ),
        f,
        to,
      ),
  },
  {
    kind: "backup-file-changed",
    needs: ["backup"],
    note: "the backup sees files change while reading them and saves the snapshot anyway",
    run: (s, e, f, to, k) =>
      s.every(
        6 / k,
        (t) => {
          const p =
            e.key === "postbox"
              ? `/srv/vmail/${pick(s.r, CUSTOMER_DOMAINS)}/${pick(s.r, USERS)}/dovecot.index.log`
              : `/home/${pool(s.r)}/public_html/wp-content/cache/page_enhanced/index.html_gzip`;
          s.emit(
            t,
            S(e, "backup"),
            "warn",
            e.key === "kettle"
              ? `${p}: file changed while we backed it up`
              : `error: read ${p}: file changed as we read it, retrying`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "acme-domain-pointed-elsewhere",
    needs: ["acme"],
    note: "renewals fail for customer domains whose DNS now points to another provider",
    run: (s, e, f, to, k) =>
      s.every(
        20 / k,
        (t) => {
          const d = pick(s.r, ["oldshop-berger.de", "teamcamp2019.org", "vintage-vinyl.co.uk", "marias-bakery.com"]);
          const h = ip(s.r);
          if (e.key === "hostlane") {
            s.emit(
              t,
              S(e, "acme"),
              "error",
              `[ERROR] [${d}] acme: error: 403 :: POST :: https://acme-v02.api.letsencrypt.org/acme/chall/${int(s.r, 1e8, 9e8)}/${int(s.r, 1e9, 9e9)}/${hex(s.r, 6)} :: urn:ietf:params:acme:error:unauthorized :: ${h}: Invalid response from http://${d}/.well-known/acme-challenge/${hex(s.r, 20)}: 404`,
            );
            s.emit(
              t + 50,
              S(e, "acme"),
              "warn",
              `[WARN] renewal of ${d} failed; ${int(s.r, 3, 20)} days left, customer notified (A record ${h} is not ours)`,
            );
          } else {
            s.emit(
              t,
              S(e, "acme"),
              "error",
              `Failed to renew certificate ${d} with error: Some challenges have failed.`,
            );
            s.emit(
              t + 10,
              S(e, "acme"),
              "error",
              "Certbot failed to authenticate some domains (authenticator: webroot). The Certificate Authority reported these problems:",
              {
                stack: [
                  `  Domain: ${d}`,
                  "  Type:   unauthorized",
                  `  Detail: ${h}: Invalid response from http://${d}/.well-known/acme-challenge/${hex(s.r, 20)}: 404`,
                ],
              },
            );
          }
        },
        f,
        to,
      ),
  },
  {
    kind: "acme-nxdomain-expired",
    needs: ["acme"],
    note: "renewals fail for customer domains that have expired at their registrar",
    run: (s, e, f, to, k) =>
      s.every(
        30 / k,
        (t) => {
          const d = pick(s.r, ["summerfest-2024.nl", "joes-pizza-ottawa.ca", "kvist-design.se"]);
          s.emit(
            t,
            S(e, "acme"),
            "error",
            e.key === "hostlane"
              ? `[ERROR] [${d}] acme: error: 400 :: urn:ietf:params:acme:error:dns :: DNS problem: NXDOMAIN looking up A for ${d} - check that a DNS record exists for this domain`
              : `Failed to renew certificate ${d} with error: DNS problem: NXDOMAIN looking up A for ${d} - check that a DNS record exists for this domain`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "customer-php-fatal",
    needs: ["php"],
    note: "one customer's old code calls removed mysql_* functions and 500s",
    run: (s, e, f, to, k) =>
      s.every(
        5 / k,
        (t) => {
          const tr = traceOf(s, e);
          const c = e.key === "hostlane" ? "c4471" : "ferreira-advogados";
          s.emit(
            t,
            S(e, "php"),
            "error",
            `[pool ${c}] child ${pid(s.r)} said into stderr: "PHP Fatal error:  Uncaught Error: Call to undefined function mysql_connect() in /home/${c}/public_html/inc/db.php:12"`,
            {
              trace: tr,
              stack: [
                `Stack trace:`,
                `#0 /home/${c}/public_html/index.php(4): require_once()`,
                `#1 {main}`,
                `  thrown in /home/${c}/public_html/inc/db.php on line 12`,
              ],
            },
          );
          s.emit(
            t + 20,
            S(e, "edge"),
            "info",
            `${ip(s.r)} - - "GET /index.php HTTP/1.1" 500 0 "-" "${pick(s.r, UA)}" host=ferreira-advogados.pt rt=0.012`,
            { trace: tr },
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "wp-login-bruteforce-blocked",
    needs: ["edge"],
    note: "a WordPress login brute force is blocked with 403/429",
    run: (s, e, f, to, k) => {
      const [a, b] = burst(s, f, to);
      const d = pick(s.r, CUSTOMER_DOMAINS);
      s.every(
        0.5 / k,
        (t) => {
          const h = bad(s.r);
          s.emit(
            t,
            S(e, "edge"),
            "warn",
            `${h} - - "POST /wp-login.php HTTP/1.1" ${pick(s.r, [403, 429])} 162 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:109.0) Gecko/20100101 Firefox/115.0" host=${d} rt=0.000`,
          );
          if (has(e, "waf") && chance(s.r, 0.3))
            s.emit(
              t + 1,
              S(e, "waf"),
              "warn",
              `ModSecurity: Access denied with code 403 (phase 2). Matched "Operator \`Ge' with parameter \`10' against variable \`IP:BF_COUNTER'" [id "9502100"] [msg "WordPress login brute force"] [hostname "${d}"] [uri "/wp-login.php"] [client ${h}]`,
            );
        },
        a,
        b,
      );
    },
  },
  {
    kind: "xmlrpc-pingback-flood",
    needs: ["waf"],
    note: "an xmlrpc.php pingback flood is dropped by the WAF",
    run: (s, e, f, to, k) =>
      s.every(
        1 / k,
        (t) => {
          const h = bad(s.r);
          s.emit(
            t,
            S(e, "waf"),
            "error",
            `ModSecurity: Access denied with code 403 (phase 1). Matched "Operator \`Rx' with parameter \`xmlrpc\\.php'" [id "9507100"] [msg "XML-RPC access blocked"] [severity "CRITICAL"] [hostname "${pick(s.r, CUSTOMER_DOMAINS)}"] [uri "/xmlrpc.php"] [client ${h}]`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "sqli-probes-blocked",
    needs: ["waf"],
    note: "a scanner's SQL injection probes are blocked by CRS rules",
    run: (s, e, f, to, k) => {
      const [a, b] = burst(s, f, to);
      s.every(
        1.5 / k,
        (t) =>
          s.emit(
            t,
            S(e, "waf"),
            "error",
            `ModSecurity: Warning. detected SQLi using libinjection. [file "/etc/modsecurity/crs/rules/REQUEST-942-APPLICATION-ATTACK-SQLI.conf"] [id "942100"] [msg "SQL Injection Attack Detected via libinjection"] [severity "CRITICAL"] [hostname "${pick(s.r, CUSTOMER_DOMAINS)}"] [uri "/index.php"] [client ${bad(s.r)}] Access denied with code 403`,
          ),
        a,
        b,
      );
    },
  },
  {
    kind: "fpm-pool-max-children",
    needs: ["php"],
    note: "one customer's pool hits its own pm.max_children during a traffic spike",
    run: (s, e, f, to, k) =>
      s.every(
        15 / k,
        (t) => {
          const c = e.key === "hostlane" ? "c3308" : "kitchenstories";
          s.emit(
            t,
            S(e, "php"),
            "warn",
            `WARNING: [pool ${c}] server reached pm.max_children setting (5), consider raising it`,
          );
          s.emit(
            t + 200,
            S(e, "edge"),
            "warn",
            `[warn] ${int(s.r, 20, 40)}#${int(s.r, 20, 40)}: *${int(s.r, 1e5, 9e6)} an upstream response is buffered to a temporary file /var/cache/nginx/fastcgi_temp/4/21/0000${int(s.r, 1000, 9999)} while reading upstream, client: ${ip(s.r)}, server: kitchenstories.blog`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "fpm-slowlog",
    needs: ["php"],
    note: "a customer's wp-cron runs slowly and FPM writes slowlog traces",
    run: (s, e, f, to, k) =>
      s.every(
        20 / k,
        (t) => {
          const c = e.key === "hostlane" ? pool(s.r) : "oldmill-bnb";
          s.emit(
            t,
            S(e, "php"),
            "warn",
            `WARNING: [pool ${c}] child ${pid(s.r)}, script '/home/${c}/public_html/wp-cron.php' (request: "GET /wp-cron.php?doing_wp_cron") executing too slow (${(5 + s.r() * 20).toFixed(6)} sec), logging`,
            {
              stack: [
                `[0x00007f3a1c0153e0] curl_exec() /home/${c}/public_html/wp-includes/Requests/src/Transport/Curl.php:205`,
                `[0x00007f3a1c015290] request() /home/${c}/public_html/wp-includes/class-wp-http.php:395`,
                `[0x00007f3a1c014e40] wp_remote_get() /home/${c}/public_html/wp-content/plugins/feed-importer/cron.php:41`,
              ],
            },
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "mysql-aborted-connections",
    needs: ["db"],
    note: "customer scripts exit without closing their connections",
    run: (s, e, f, to, k) =>
      s.every(
        5 / k,
        (t) => {
          const c = pool(s.r);
          s.emit(
            t,
            S(e, "db"),
            "warn",
            e.key === "hostlane"
              ? `[Warning] [MY-010055] [Server] Aborted connection ${int(s.r, 1e5, 9e6)} to db: 'wp_${c}' user: '${c}' host: '10.30.2.${int(s.r, 2, 60)}' (Got an error reading communication packets).`
              : `[Warning] Aborted connection ${int(s.r, 1e5, 9e6)} to db: 'wp_${c}' user: '${c}' host: 'localhost' (Got timeout reading communication packets)`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "mysql-customer-access-denied",
    needs: ["db"],
    note: "a customer changed their DB password but not their wp-config.php",
    run: (s, e, f, to, k) =>
      s.every(
        4 / k,
        (t) => {
          s.emit(
            t,
            S(e, "db"),
            "warn",
            e.key === "hostlane"
              ? `[Note] [MY-010926] [Server] Access denied for user 'c5120'@'10.30.2.17' (using password: YES)`
              : `[Warning] Access denied for user 'pixelpunch'@'localhost' (using password: YES)`,
          );
          s.emit(
            t + 10,
            S(e, "php"),
            "error",
            `[pool ${e.key === "hostlane" ? "c5120" : "pixelpunch"}] child ${pid(s.r)} said into stderr: "PHP Warning:  mysqli_real_connect(): (HY000/1045): Access denied for user '${e.key === "hostlane" ? "c5120" : "pixelpunch"}'@'${e.key === "hostlane" ? "10.30.2.17" : "localhost"}' (using password: YES) in /home/site/public_html/wp-includes/class-wpdb.php on line 1982"`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "customer-schema-deadlocks",
    needs: ["db"],
    note: "a customer's WooCommerce plugin deadlocks on its own tables and retries",
    run: (s, e, f, to, k) =>
      s.every(
        30 / k,
        (t) =>
          s.emit(
            t,
            S(e, "db"),
            "warn",
            "[Note] InnoDB: Transactions deadlock detected, dumping detailed information. (lock_sys) schema wp_c6021 table `wp_c6021`.`wp_wc_order_stats`; WE ROLL BACK TRANSACTION (2)",
            {
              stack: [
                "*** (1) TRANSACTION:",
                `TRANSACTION ${int(s.r, 1e6, 9e6)}, ACTIVE 0 sec inserting`,
                "mysql tables in use 1, locked 1",
                "*** (2) TRANSACTION:",
                `TRANSACTION ${int(s.r, 1e6, 9e6)}, ACTIVE 0 sec updating or deleting`,
              ],
            },
          ),
        f,
        to,
      ),
  },
  {
    kind: "slow-customer-queries",
    needs: ["db"],
    note: "a customer's unindexed search query lands in the slow log",
    run: (s, e, f, to, k) =>
      s.every(
        12 / k,
        (t) =>
          s.emit(
            t,
            S(e, "db"),
            "warn",
            `slow query: Query_time: ${(2 + s.r() * 9).toFixed(6)}  Lock_time: 0.000${int(s.r, 100, 900)} Rows_sent: ${int(s.r, 0, 30)}  Rows_examined: ${int(s.r, 300000, 2000000)} schema=wp_c7714 SELECT * FROM wp_posts WHERE post_content LIKE '%${pick(s.r, ["rugby", "menu", "booking"])}%'`,
          ),
        f,
        to,
      ),
  },
  {
    kind: "scanner-404s",
    needs: ["edge"],
    note: "vulnerability scanners walk common paths and get 404s",
    run: (s, e, f, to, k) =>
      s.every(
        0.7 / k,
        (t) => {
          const p = pick(s.r, [
            "/.env",
            "/.git/config",
            "/phpmyadmin/index.php",
            "/wp-content/plugins/wp-file-manager/lib/php/connector.minimal.php",
            "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
            "/actuator/health",
            "/cgi-bin/luci/;stok=/locale",
            "/backup.zip",
          ]);
          s.emit(
            t,
            S(e, "edge"),
            "info",
            `${bad(s.r)} - - "GET ${p} HTTP/1.1" 404 153 "-" "Mozilla/5.0 zgrab/0.x" host=${pick(s.r, CUSTOMER_DOMAINS)} rt=0.000`,
          );
          if (chance(s.r, 0.3))
            s.emit(
              t + 1,
              S(e, "edge"),
              "error",
              `[error] 31#31: *${int(s.r, 1e5, 9e6)} open() "/var/www/default${p}" failed (2: No such file or directory), client: ${bad(s.r)}, server: _, request: "GET ${p} HTTP/1.1"`,
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "customer-app-upstream-refused",
    needs: ["edge"],
    note: "one customer's own Node app on their account is stopped and their site 502s",
    run: (s, e, f, to, k) =>
      s.every(
        3 / k,
        (t) =>
          s.emit(
            t,
            S(e, "edge"),
            "error",
            `[error] 29#29: *${int(s.r, 1e5, 9e6)} connect() failed (111: Connection refused) while connecting to upstream, client: ${ip(s.r)}, server: app.pixelpunch.io, request: "GET /api/portfolio HTTP/2.0", upstream: "http://127.0.0.1:3011/api/portfolio", host: "app.pixelpunch.io"`,
          ),
        f,
        to,
      ),
  },
  {
    kind: "dns-refused-open-resolver-probes",
    needs: ["dns"],
    note: "the authoritative server refuses recursion and AXFR probes from the internet",
    run: (s, e, f, to, k) =>
      s.every(
        2 / k,
        (t) => {
          const h = bad(s.r);
          if (chance(s.r, 0.7))
            s.emit(
              t,
              S(e, "dns"),
              "warn",
              `Remote ${h} wants '${pick(s.r, ["isc.org", "cloudflare.com", "sl.", "peacecorps.gov"])}|ANY', do = 1, bufsize = 4096: not authoritative, REFUSED`,
            );
          else
            s.emit(
              t,
              S(e, "dns"),
              "error",
              `AXFR-out zone '${pick(s.r, CUSTOMER_DOMAINS)}', client '${h}:${int(s.r, 1e4, 6e4)}', failed: client may not request AXFR`,
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "dns-customer-zone-errors",
    needs: ["dns"],
    note: "customers' hand-edited zones have CNAME conflicts and are skipped on rectify",
    run: (s, e, f, to, k) =>
      s.every(
        25 / k,
        (t) =>
          s.emit(
            t,
            S(e, "dns"),
            "error",
            `Error rectifying zone 'blog.${pick(s.r, CUSTOMER_DOMAINS)}.': CNAME record at 'www.blog.${pick(s.r, CUSTOMER_DOMAINS)}.' conflicts with other data; zone left unchanged`,
          ),
        f,
        to,
      ),
  },
  {
    kind: "panel-validation-errors",
    needs: ["panel"],
    note: "customers submit forms with invalid values and get 422s",
    run: (s, e, f, to, k) =>
      s.every(
        10 / k,
        (t) => {
          const tr = traceOf(s, e);
          if (e.key === "hostlane") {
            s.emit(t, S(e, "panel"), "info", `Started POST "/domains" for ${ip(s.r)}`, { trace: tr });
            s.emit(
              t + 40,
              S(e, "panel"),
              "warn",
              `Validation failed: Domain has already been taken, Name servers must point to ns1.hostlane.net (ActiveRecord::RecordInvalid)`,
              { trace: tr },
            );
            s.emit(
              t + 60,
              S(e, "panel"),
              "info",
              "Completed 422 Unprocessable Content in 48ms (ActiveRecord: 9.1ms | Allocations: 8112)",
              { trace: tr },
            );
          } else
            s.emit(
              t,
              S(e, "panel"),
              "warn",
              `POST /api/dns/records 422 12ms - ValidationError: "value" must be a valid ip address`,
              { trace: tr },
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "card-declines",
    needs: ["billing"],
    note: "renewal charges for some customers are declined and go to dunning",
    run: (s, e, f, to, k) =>
      s.every(
        9 / k,
        (t) =>
          s.emit(
            t,
            S(e, "billing"),
            "warn",
            `warn: Hostlane.Billing.Renewals.RenewalWorker[3] Charge failed for account ${int(s.r, 1000, 9900)}: card_declined (${pick(s.r, ["insufficient_funds", "expired_card", "do_not_honor"])}); dunning step ${int(s.r, 1, 3)} scheduled`,
          ),
        f,
        to,
      ),
  },
  {
    kind: "suspend-unpaid-accounts",
    needs: ["provisioner"],
    note: "the overdue job suspends unpaid sites, which then serve the 'suspended' page",
    run: (s, e, f, to, k) =>
      s.every(
        20 / k,
        (t) => {
          const d = pick(s.r, CUSTOMER_DOMAINS);
          s.emit(
            t,
            S(e, "provisioner"),
            "warn",
            `WARN  n.h.provisioner.lifecycle.SuspendJob - suspending ${d} (account ${int(s.r, 1000, 9900)}): invoice overdue 30 days`,
          );
          s.emit(
            t + 500,
            S(e, "edge"),
            "info",
            `${ip(s.r)} - - "GET / HTTP/2.0" 503 1022 "-" "${pick(s.r, UA)}" host=${d} rt=0.000`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "outbound-sender-ratelimit",
    needs: ["submission"],
    note: "a customer's hijacked account is held by the outbound sender rate limit as designed",
    run: (s, e, f, to, k) => {
      const [a, b] = burst(s, f, to);
      s.every(
        1.5 / k,
        (t) =>
          s.emit(
            t,
            S(e, "submission"),
            "warn",
            `postfix/submission/smtpd[${pid(s.r)}]: NOQUEUE: reject: RCPT from unknown[${bad(s.r)}]: 450 4.7.1 <${hex(s.r, 6)}@${pick(s.r, ["yahoo.com", "gmail.com", "hotmail.com"])}>: Recipient address rejected: sender limit exceeded for sasl_username=mark.t@studio-kvist.se (500/hour), account held; proto=ESMTP`,
          ),
        a,
        b,
      );
    },
  },
  {
    kind: "dovecot-index-self-heal",
    needs: ["imap"],
    note: "corrupted index caches are rebuilt automatically",
    run: (s, e, f, to, k) =>
      s.every(
        18 / k,
        (t) => {
          const u = addr(s.r);
          s.emit(
            t,
            S(e, "imap"),
            "error",
            `imap(${u})<${pid(s.r)}><${sess(s.r)}>: Error: Corrupted index cache file /srv/vmail/${u.split("@")[1]}/${u.split("@")[0]}/Maildir/dovecot.index.cache: invalid record size`,
          );
          s.emit(
            t + 40,
            S(e, "imap"),
            "warn",
            `imap(${u})<${pid(s.r)}><${sess(s.r)}>: Warning: fscking index file /srv/vmail/${u.split("@")[1]}/${u.split("@")[0]}/Maildir/dovecot.index`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "imap-client-idle-disconnects",
    needs: ["imap"],
    note: "phones drop IDLE connections on flaky mobile networks",
    run: (s, e, f, to, k) =>
      s.every(
        1.5 / k,
        (t) => {
          const u = addr(s.r);
          s.emit(
            t,
            S(e, "imap"),
            "info",
            `imap(${u})<${pid(s.r)}><${sess(s.r)}>: Disconnected: Connection reset by peer (IDLE running for ${int(s.r, 60, 1700)}.${int(s.r, 100, 999)} + waiting input for 0.001 secs, ${int(s.r, 1, 9)} B in + ${int(s.r, 10, 90)} B out, state=wait-input) in=${int(s.r, 100, 900)} out=${int(s.r, 500, 9000)}`,
          );
        },
        f,
        to,
      ),
  },
  {
    kind: "spamd-child-recycling",
    needs: ["spam"],
    note: "spamd recycles children and logs every spawn",
    run: (s, e, f, to, k) =>
      s.every(
        6 / k,
        (t) => {
          if (e.key === "kettle") {
            s.emit(t, S(e, "spam"), "info", `prefork: child states: ${pick(s.r, ["IIIBK", "IIBBI", "BIIKK"])}`);
            s.emit(
              t + 30,
              S(e, "spam"),
              "warn",
              `spamd: handled cleanup of child pid [${pid(s.r)}] due to SIGCHLD: exit 0`,
            );
          } else
            s.emit(
              t,
              S(e, "spam"),
              "warn",
              `rspamd_main_heartbeat_cb: lost ${int(s.r, 2, 4)} heartbeats from worker normal(${pid(s.r)}), last beat on: ${int(s.r, 2, 9)}.${int(s.r, 100, 999)}s ago; worker restarted by main process`,
            );
        },
        f,
        to,
      ),
  },
  {
    kind: "backup-customer-db-skip",
    needs: ["backup", "db"],
    note: "a customer's DB dump is skipped because they revoked LOCK TABLES",
    run: (s, e, f, to, k) =>
      s.every(
        40 / k,
        (t) =>
          s.emit(
            t,
            S(e, "backup"),
            "error",
            `mysqldump: Got error: 1044: "Access denied for user 'c8810'@'%' to database 'wp_c8810'" when using LOCK TABLES; schema wp_c8810 skipped, ${int(s.r, 1180, 1219)} others dumped`,
          ),
        f,
        to,
      ),
  },
];
