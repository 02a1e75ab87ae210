// The three made-up companies (estates), their services by role, and the everyday traffic each one logs.
import { chance, hex, int, ip, pick, qid, type Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Role =
  | "mta"
  | "submission"
  | "spam"
  | "dkim"
  | "imap"
  | "webmail"
  | "auth"
  | "dns"
  | "backup"
  | "jobs"
  | "edge"
  | "waf"
  | "php"
  | "panel"
  | "db"
  | "acme"
  | "billing"
  | "provisioner";

export interface Estate {
  key: "postbox" | "hostlane" | "kettle";
  company: string;
  namespace: string;
  traces: boolean;
  svc: Partial<Record<Role, string>>;
}

export const ESTATES: Estate[] = [
  {
    key: "postbox",
    company: "Postbox Mail (hosted mailboxes for small businesses)",
    namespace: "mail-prod",
    traces: false,
    svc: {
      mta: "mx-inbound",
      submission: "submission-gw",
      spam: "rspamd",
      dkim: "opendkim",
      imap: "dovecot-imap",
      webmail: "webmail",
      auth: "account-api",
      dns: "pdns-auth",
      backup: "backup-runner",
      jobs: "quota-sync",
    },
  },
  {
    key: "hostlane",
    company: "Hostlane (shared PHP hosting and domains)",
    namespace: "hosting-prod",
    traces: true,
    svc: {
      edge: "edge-nginx",
      waf: "modsec-waf",
      php: "php-fpm",
      panel: "panel-api",
      db: "mysql-tenants",
      acme: "acme-renew",
      billing: "billing-svc",
      provisioner: "provisioner",
      dns: "ns-pdns",
      backup: "backup-agent",
    },
  },
  {
    key: "kettle",
    company: "Kettle Hosting (mail and web for clubs and shops)",
    namespace: "kettle",
    traces: true,
    svc: {
      mta: "haraka-mx",
      spam: "spamassassin",
      imap: "imap",
      edge: "nginx-front",
      php: "php-sites",
      db: "site-db",
      acme: "cert-bot",
      panel: "hostpanel",
      backup: "borg-backup",
    },
  },
];

export const services = (e: Estate): string[] => Object.values(e.svc) as string[];
export const has = (e: Estate, ...roles: Role[]) => roles.every((r) => e.svc[r] !== undefined);
export const S = (e: Estate, r: Role): string => {
  const s = e.svc[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s;
};

export const CUSTOMER_DOMAINS = [
  "bakkerij-devries.nl",
  "lakeside-dental.com",
  "mountainview-yoga.ca",
  "kitchenstories.blog",
  "ferreira-advogados.pt",
  "oldmill-bnb.co.uk",
  "studio-kvist.se",
  "northfield-rugby.org",
  "pixelpunch.io",
  "greenhaus-garden.de",
  "cafe-lindner.at",
  "harbourview-vets.ie",
];
export const USERS = [
  "anna",
  "j.smith",
  "info",
  "office",
  "mark.t",
  "sales",
  "lisa.b",
  "bookings",
  "k.novak",
  "frontdesk",
];
export const SENDERS = [
  ["mail-ej1-f54.google.com", "209.85.218.54", "gmail.com"],
  ["mail-oa1-f43.google.com", "209.85.160.43", "gmail.com"],
  ["mail-db8eur05on2071.outbound.protection.outlook.com", "40.107.20.71", "outlook.com"],
  ["mta-202a.mailchimpapp.net", "198.2.180.202", "mcsv.net"],
  ["o1.ptr4471.sendgrid.net", "167.89.55.12", "sendgrid.net"],
  ["mx2.mail.ovh.net", "188.165.51.139", "ovh.net"],
  ["smtp-out.amazonses.com", "54.240.8.31", "amazonses.com"],
] as const;
export const UA = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
];

export const addr = (r: Rng) => `${pick(r, USERS)}@${pick(r, CUSTOMER_DOMAINS)}`;
export const pid = (r: Rng) => int(r, 1200, 64000);
export const sess = (r: Rng) => {
  const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let s = "";
  for (let i = 0; i < 16; i++) s += a[Math.floor(r() * a.length)];
  return s;
};
export const uuid = (r: Rng) =>
  `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${pick(r, ["8", "9", "a", "b"])}${hex(r, 3)}-${hex(r, 12)}`.toUpperCase();
export const traceOf = (s: Stream, e: Estate) => (e.traces ? hex(s.r, 16) : undefined);
const ms = (r: Rng, lo: number, hi: number) => (lo + r() * (hi - lo)).toFixed(1);
export const pool = (r: Rng) => `c${int(r, 1100, 9800)}`;

/** Normal traffic and health checks; `scale` multiplies the request rates to reach the file's size. */
export function traffic(s: Stream, e: Estate, scale: number): void {
  const r = s.r;
  if (e.key === "postbox") postboxTraffic(s, e, scale);
  if (e.key === "hostlane") hostlaneTraffic(s, e, scale);
  if (e.key === "kettle") kettleTraffic(s, e, scale);
  // periodic jobs common to estates
  if (has(e, "backup"))
    s.periodic(180, (t) => {
      const b = S(e, "backup");
      if (e.key === "kettle") {
        s.emit(
          t,
          b,
          "info",
          `Creating archive at "ssh://borg@vault-02/./sites::web01-${new Date(t).toISOString().slice(0, 16)}"`,
        );
        s.emit(
          t + int(r, 20000, 60000),
          b,
          "info",
          `terminating with success status, rc 0 (archive web01: ${int(r, 900, 4000)} MB original, ${int(r, 3, 90)} MB deduplicated)`,
        );
      } else {
        const snap = hex(r, 8);
        s.emit(
          t,
          b,
          "info",
          `${e.key === "postbox" ? "mailstore" : "tenant-files"} shard ${int(r, 1, 12)}: backup started (restic)`,
        );
        s.emit(
          t + int(r, 15000, 50000),
          b,
          "info",
          `Files: ${int(r, 0, 90)} new, ${int(r, 10, 600)} changed, ${int(r, 20000, 90000)} unmodified; snapshot ${snap} saved`,
        );
      }
    });
  if (has(e, "dns"))
    s.every(20 / scale, (t) => {
      const d = S(e, "dns");
      const dom = pick(r, CUSTOMER_DOMAINS);
      if (chance(r, 0.5)) s.emit(t, d, "info", `Queued notification of domain '${dom}.' to 198.51.100.53:53`);
      else s.emit(t, d, "info", `Received NOTIFY response for '${dom}.' from 198.51.100.53:53`);
    });
  if (has(e, "dns"))
    s.periodic(60, (t) =>
      s.emit(
        t,
        S(e, "dns"),
        "info",
        `${int(r, 800, 2400)} queries/s, packetcache hit ratio ${int(r, 85, 97)}%, ${int(r, 0, 4)} servfail answers in the last minute`,
      ),
    );
}

function postboxTraffic(s: Stream, e: Estate, k: number): void {
  const r = s.r;
  const [mx, sub, spam, dkim, imap, web, auth, jobs] = [
    S(e, "mta"),
    S(e, "submission"),
    S(e, "spam"),
    S(e, "dkim"),
    S(e, "imap"),
    S(e, "webmail"),
    S(e, "auth"),
    S(e, "jobs"),
  ];
  // inbound mail
  s.every(2.6 / k, (t) => {
    const [host, addrIp, dom] = pick(r, SENDERS);
    const q = qid(r);
    const p = pid(r);
    const to = addr(r);
    const from = `${pick(r, ["noreply", "billing", "news", "j.doe", "support", "orders"])}@${dom}`;
    const len = int(r, 2200, 90000);
    const msgid = `${hex(r, 12)}@${dom}`;
    s.emit(t, mx, "info", `postfix/smtpd[${p}]: connect from ${host}[${addrIp}]`);
    s.emit(t + 180, mx, "info", `postfix/smtpd[${p}]: ${q}: client=${host}[${addrIp}]`);
    s.emit(t + 260, mx, "info", `postfix/cleanup[${pid(r)}]: ${q}: message-id=<${msgid}>`);
    s.emit(t + 300, dkim, "info", `${q}: DKIM verification successful`);
    const score = (r() * 4 - 2).toFixed(2);
    s.emit(
      t + 420,
      spam,
      "info",
      `<${hex(r, 6)}>; task; rspamd_task_write_log: id: <${msgid}>, qid: <${q}>, ip: ${addrIp}, from: <${from}>, (default: F (no action): [${score}/15.00] [DKIM_TRACE(0.00){${dom}:+;},R_SPF_ALLOW(-0.20){+ip4:${addrIp};},DMARC_POLICY_ALLOW(-0.50){${dom};reject;},BAYES_HAM(-2.99){99.99%;}]), len: ${len}, time: ${ms(r, 30, 200)}ms, dns req: ${int(r, 4, 30)}, digest: <${hex(r, 32)}>, rcpts: <${to}>, mime_rcpts: <${to}>`,
    );
    s.emit(t + 520, mx, "info", `postfix/qmgr[1184]: ${q}: from=<${from}>, size=${len}, nrcpt=1 (queue active)`);
    s.emit(t + 600, imap, "info", `lmtp(${to})<${pid(r)}><${sess(r)}>: msgid=<${msgid}>: saved mail to INBOX`);
    s.emit(
      t + 640,
      mx,
      "info",
      `postfix/lmtp[${pid(r)}]: ${q}: to=<${to}>, relay=dovecot-imap.mail-prod.svc[10.20.3.14]:24, delay=0.${int(r, 4, 9)}, delays=0.2/0/0.03/0.${int(r, 1, 5)}, dsn=2.0.0, status=sent (250 2.0.0 <${to}> ${sess(r)} Saved)`,
    );
    s.emit(t + 660, mx, "info", `postfix/qmgr[1184]: ${q}: removed`);
    s.emit(
      t + 700,
      mx,
      "info",
      `postfix/smtpd[${p}]: disconnect from ${host}[${addrIp}] ehlo=2 starttls=1 mail=1 rcpt=1 data=1 quit=1 commands=7`,
    );
  });
  // outbound submission
  s.every(6 / k, (t) => {
    const q = qid(r);
    const user = addr(r);
    const dom = user.split("@")[1];
    const [rdom, relay] = pick(r, [
      ["gmail.com", "gmail-smtp-in.l.google.com[142.250.27.26]:25"],
      ["outlook.com", "outlook-com.olc.protection.outlook.com[52.101.68.18]:25"],
      ["web.de", "mx-ha03.web.de[212.227.15.17]:25"],
      ["yahoo.com", "mta7.am0.yahoodns.net[67.195.204.72]:25"],
    ]);
    s.emit(t, auth, "info", `POST /v1/auth/password 200 ${ms(r, 3, 14)}ms user=${user} client=submission-gw`);
    s.emit(
      t + 40,
      sub,
      "info",
      `postfix/submission/smtpd[${pid(r)}]: ${q}: client=unknown[10.20.5.${int(r, 2, 60)}], sasl_method=PLAIN, sasl_username=${user}`,
    );
    s.emit(t + 90, dkim, "info", `${q}: DKIM-Signature field added (s=pb2026, d=${dom})`);
    s.emit(
      t + int(r, 600, 2400),
      sub,
      "info",
      `postfix/smtp[${pid(r)}]: ${q}: to=<${pick(r, USERS)}@${rdom}>, relay=${relay}, delay=${(r() * 2 + 0.4).toFixed(1)}, delays=0.1/0/0.2/0.9, dsn=2.0.0, status=sent (${rdom === "gmail.com" ? `250 2.0.0 OK  ${Math.floor(t / 1000)} ${hex(r, 10)}.${int(r, 100, 999)} - gsmtp` : `250 2.0.0 Ok: queued as ${hex(r, 12).toUpperCase()}`})`,
    );
  });
  // imap sessions
  s.every(2.2 / k, (t) => {
    const u = addr(r);
    const p = pid(r);
    const ss = sess(r);
    s.emit(t, auth, "info", `POST /v1/auth/password 200 ${ms(r, 3, 14)}ms user=${u} client=dovecot`);
    s.emit(
      t + 30,
      imap,
      "info",
      `imap-login: Login: user=<${u}>, method=PLAIN, rip=${ip(r)}, lip=10.20.3.14, mpid=${p}, TLS, session=<${ss}>`,
    );
    s.emit(
      t + int(r, 2000, 40000),
      imap,
      "info",
      `imap(${u})<${p}><${ss}>: Disconnected: Logged out in=${int(r, 90, 900)} out=${int(r, 600, 90000)} deleted=0 expunged=0 trashed=0 hdr_count=${int(r, 0, 40)} hdr_bytes=${int(r, 0, 9000)} body_count=${int(r, 0, 4)} body_bytes=${int(r, 0, 60000)}`,
    );
  });
  // webmail
  s.every(3 / k, (t) => {
    const act = pick(r, ["refresh", "list", "show", "preview", "compose", "send"]);
    s.emit(
      t,
      web,
      "info",
      `${ip(r)} "${act === "send" ? "POST" : "GET"} /?_task=mail&_action=${act}&_mbox=INBOX" 200 ${int(r, 30, 400)}ms`,
    );
  });
  s.every(40 / k, (t) => {
    const u = addr(r);
    s.emit(t, auth, "info", `POST /v1/auth/password 200 ${ms(r, 3, 14)}ms user=${u} client=webmail`);
    s.emit(
      t + 30,
      web,
      "info",
      `Successful login for ${u} (ID: ${int(r, 1000, 90000)}) from ${ip(r)} in session ${hex(r, 26)} (error: 0)`,
    );
  });
  s.periodic(10, (t) => s.emit(t, auth, "debug", "GET /healthz 200 0.3ms"));
  s.periodic(60, (t) =>
    s.emit(
      t,
      jobs,
      "info",
      `refreshed usage for ${int(r, 900, 1000)} mailboxes (shard ${int(r, 1, 8)}/8) in ${(r() * 2 + 0.5).toFixed(2)}s`,
    ),
  );
  s.periodic(30, (t) =>
    s.emit(
      t,
      spam,
      "info",
      `rspamd_controller_stat: scanned: ${int(r, 40, 90)}k, ham: ${int(r, 30, 60)}k, spam: ${int(r, 5, 20)}k, greylist: ${int(r, 1, 9)}k`,
    ),
  );
}

function hostlaneTraffic(s: Stream, e: Estate, k: number): void {
  const r = s.r;
  const [edge, waf, php, panel, db, acme, bill, prov] = [
    S(e, "edge"),
    S(e, "waf"),
    S(e, "php"),
    S(e, "panel"),
    S(e, "db"),
    S(e, "acme"),
    S(e, "billing"),
    S(e, "provisioner"),
  ];
  s.every(0.9 / k, (t) => {
    const tr = traceOf(s, e);
    const dom = pick(r, CUSTOMER_DOMAINS);
    const path = pick(r, [
      "/",
      "/shop/",
      "/contact/",
      "/wp-admin/admin-ajax.php",
      "/blog/2026/11/",
      "/index.php?route=product/category&path=20",
      "/menu/",
    ]);
    const p = pool(r);
    const d = r() * 0.3 + 0.02;
    if (chance(r, 0.3))
      s.emit(t, waf, "debug", `ModSecurity: Audit pass, host=${dom} uri=${path.split("?")[0]} anomaly_score=0`, {
        trace: tr,
      });
    s.emit(
      t + 5,
      php,
      "info",
      `pool ${p}: "GET ${path}" 200 ${(d * 1000).toFixed(3)}ms mem=${int(r, 2, 40) * 1024}KB cpu=${(r() * 90).toFixed(2)}%`,
      { trace: tr },
    );
    s.emit(
      t + Math.round(d * 1000) + 8,
      edge,
      "info",
      `${ip(r)} - - "GET ${path} HTTP/2.0" 200 ${int(r, 900, 90000)} "-" "${pick(r, UA)}" host=${dom} rt=${d.toFixed(3)} uct=0.000 urt=${(d - 0.002).toFixed(3)}`,
      { trace: tr },
    );
  });
  s.every(7 / k, (t) => {
    const tr = traceOf(s, e);
    const acct = int(r, 1000, 9900);
    const path = pick(r, [
      `/domains/${acct}/dns`,
      `/accounts/${acct}/invoices`,
      `/sites/${acct}/php`,
      `/mailboxes/${acct}`,
      "/dashboard",
    ]);
    s.emit(t, panel, "info", `Started GET "${path}" for ${ip(r)}`, { trace: tr });
    if (path.includes("invoices"))
      s.emit(
        t + 20,
        bill,
        "info",
        `info: Hostlane.Billing.Api.InvoicesController[0] GET /api/accounts/${acct}/invoices responded 200 in ${ms(r, 6, 40)} ms`,
        { trace: tr },
      );
    if (path.includes("php") || path.includes("dns"))
      s.emit(
        t + 25,
        prov,
        "info",
        `INFO  n.h.provisioner.web.SiteController - GET /v2/sites/${acct} -> 200 (${int(r, 4, 60)} ms)`,
        { trace: tr },
      );
    const dt = int(r, 30, 300);
    s.emit(
      t + dt,
      panel,
      "info",
      `Completed 200 OK in ${dt}ms (Views: ${(dt * 0.4).toFixed(1)}ms | ActiveRecord: ${(dt * 0.2).toFixed(1)}ms | Allocations: ${int(r, 5000, 40000)})`,
      {
        trace: tr,
      },
    );
    s.emit(
      t + dt + 3,
      edge,
      "info",
      `${ip(r)} - - "GET ${path} HTTP/2.0" 200 ${int(r, 2000, 40000)} "-" "${pick(r, UA)}" host=panel.hostlane.net rt=${(dt / 1000).toFixed(3)} uct=0.001 urt=${(dt / 1000).toFixed(3)}`,
      {
        trace: tr,
      },
    );
  });
  s.every(30 / k, (t) => {
    const tr = traceOf(s, e);
    const dom = pick(r, CUSTOMER_DOMAINS);
    s.emit(
      t,
      prov,
      "info",
      `INFO  n.h.provisioner.vhost.VhostApplier - vhost ${dom} applied on web-${int(r, 1, 14).toString().padStart(2, "0")} (${int(r, 200, 1500)} ms)`,
      { trace: tr },
    );
  });
  s.every(25 / k, (t) => {
    const acct = int(r, 1000, 9900);
    s.emit(
      t,
      bill,
      "info",
      `info: Hostlane.Billing.Renewals.RenewalWorker[0] Renewal charged for account ${acct}: ${pick(r, ["4.99", "9.99", "14.00", "19.90"])} EUR (psp ch_${hex(r, 24)})`,
    );
  });
  s.periodic(10, (t) => {
    s.emit(
      t,
      edge,
      "debug",
      `10.30.0.9 - - "GET /nginx_status HTTP/1.1" 200 97 "-" "Prometheus/2.54.1" host=localhost rt=0.000`,
    );
    s.emit(t + 3, panel, "debug", `Started GET "/up" for 10.30.0.9`);
    s.emit(
      t + 5,
      bill,
      "debug",
      `dbug: Microsoft.AspNetCore.Diagnostics.HealthChecks.DefaultHealthCheckService[100] Running health checks`,
    );
  });
  s.every(45 / k, (t) => {
    const dom = pick(r, CUSTOMER_DOMAINS);
    s.emit(t, acme, "info", `[INFO] [${dom}] acme: Trying renewal with ${int(r, 600, 719)} hours remaining`);
    s.emit(t + 400, acme, "info", `[INFO] [${dom}] acme: Obtaining bundled SAN certificate`);
    s.emit(t + 1200, acme, "info", `[INFO] [${dom}] acme: use http-01 solver`);
    s.emit(t + 3200, acme, "info", `[INFO] [${dom}] The server validated our request`);
    s.emit(t + 5200, acme, "info", `[INFO] [${dom}] Server responded with a certificate.`);
  });
  s.periodic(60, (t) =>
    s.emit(
      t,
      db,
      "info",
      `[Note] [MY-010000] [Server] tenant stats: ${int(r, 1180, 1220)} schemas, threads_connected=${int(r, 60, 140)}, threads_running=${int(r, 2, 9)}, qps=${int(r, 300, 900)}`,
    ),
  );
}

function kettleTraffic(s: Stream, e: Estate, k: number): void {
  const r = s.r;
  const [mx, spam, imap, edge, php, db, cert, panel] = [
    S(e, "mta"),
    S(e, "spam"),
    S(e, "imap"),
    S(e, "edge"),
    S(e, "php"),
    S(e, "db"),
    S(e, "acme"),
    S(e, "panel"),
  ];
  s.every(3.5 / k, (t) => {
    const tr = traceOf(s, e);
    const [host, addrIp, dom] = pick(r, SENDERS);
    const u = uuid(r);
    const to = addr(r);
    const port = int(r, 30000, 60000);
    const len = int(r, 2000, 80000);
    const mid = `${hex(r, 10)}@${dom}`;
    const sc = (r() * 3 - 1.5).toFixed(1);
    s.emit(t, mx, "info", `[NOTICE] [${u}] [core] connect ip=${addrIp} port=${port} local_ip=10.40.0.5 local_port=25`, {
      trace: tr,
    });
    s.emit(
      t + 200,
      spam,
      "info",
      `spamd: connection from haraka-mx [10.40.0.5]:${int(r, 40000, 60000)} to port 783, fd 5`,
      { trace: tr },
    );
    s.emit(t + 210, spam, "info", `spamd: processing message <${mid}> for haraka:1000`, { trace: tr });
    const st = (r() * 1.4 + 0.2).toFixed(1);
    s.emit(t + 900, spam, "info", `spamd: clean message (${sc}/5.0) for haraka:1000 in ${st} seconds, ${len} bytes.`, {
      trace: tr,
    });
    s.emit(
      t + 910,
      spam,
      "info",
      `spamd: result: . ${Math.round(Number(sc))} - BAYES_00,DKIM_SIGNED,DKIM_VALID,SPF_PASS scantime=${st},size=${len},user=haraka,uid=1000,required_score=5.0,rhost=haraka-mx,raddr=10.40.0.5,rport=${port},mid=<${mid}>,autolearn=ham`,
      { trace: tr },
    );
    s.emit(
      t + 920,
      mx,
      "info",
      `[INFO] [${u}.1] [spamassassin] status=No, score=${sc}, required=5.0, tests=BAYES_00,DKIM_SIGNED,DKIM_VALID,SPF_PASS, time=${st}s`,
      { trace: tr },
    );
    s.emit(t + 960, imap, "info", `lmtp(${to})<${pid(r)}><${sess(r)}>: msgid=<${mid}>: saved mail to INBOX`, {
      trace: tr,
    });
    s.emit(
      t + 990,
      mx,
      "info",
      `[NOTICE] [${u}.1] [queue/lmtp] delivered to imap:24 - 250 2.0.0 <${to}> ${sess(r)} Saved`,
      { trace: tr },
    );
    s.emit(
      t + 1000,
      mx,
      "info",
      `[NOTICE] [${u}] [core] disconnect ip=${addrIp} rdns=${host} helo=${host} relay=N early=N esmtp=Y tls=Y pipe=N errors=0 txns=1 rcpts=1/0/0 msgs=1/0/0 bytes=${len} lr="" time=1.${int(r, 0, 9)}`,
      {
        trace: tr,
      },
    );
  });
  s.every(3 / k, (t) => {
    const u = addr(r);
    s.emit(
      t,
      imap,
      "info",
      `imap-login: Login: user=<${u}>, method=PLAIN, rip=${ip(r)}, lip=10.40.0.7, mpid=${pid(r)}, TLS, session=<${sess(r)}>`,
    );
  });
  s.every(1.4 / k, (t) => {
    const tr = traceOf(s, e);
    const dom = pick(r, CUSTOMER_DOMAINS);
    const path = pick(r, ["/", "/wp-json/wp/v2/posts?per_page=10", "/fixtures/", "/shop/cart/", "/events/", "/?p=412"]);
    const d = r() * 0.4 + 0.02;
    s.emit(
      t,
      php,
      "info",
      `[pool ${dom.split(".")[0]}] "GET ${path.split("?")[0]}" 200 ${(d * 1000).toFixed(3)}ms mem=${int(r, 2, 60) * 1024}KB`,
      { trace: tr },
    );
    if (chance(r, 0.3))
      s.emit(
        t + 10,
        db,
        "debug",
        `Query OK schema=wp_${dom.split(".")[0].replace(/-/g, "_")} rows=${int(r, 1, 60)} time=${ms(r, 0.2, 9)}ms`,
        { trace: tr },
      );
    s.emit(
      t + Math.round(d * 1000) + 6,
      edge,
      "info",
      `${ip(r)} - - "GET ${path} HTTP/1.1" 200 ${int(r, 900, 80000)} "-" "${pick(r, UA)}" host=${dom} rt=${d.toFixed(3)}`,
      { trace: tr },
    );
  });
  s.every(9 / k, (t) => {
    const tr = traceOf(s, e);
    const path = pick(r, ["/api/sites", "/api/mailboxes", "/api/dns/records", "/api/certificates", "/api/backups"]);
    const dt = int(r, 20, 250);
    s.emit(t, panel, "info", `GET ${path}?account=${int(r, 100, 2900)} 200 ${dt}ms`, { trace: tr });
  });
  s.periodic(15, (t) => {
    s.emit(t, panel, "debug", "GET /healthz 200 1ms");
    s.emit(
      t + 4,
      edge,
      "debug",
      `127.0.0.1 - - "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.30" host=localhost rt=0.000`,
    );
  });
  s.every(50 / k, (t) => {
    const dom = pick(r, CUSTOMER_DOMAINS);
    if (chance(r, 0.6))
      s.emit(
        t,
        cert,
        "info",
        `Certificate not yet due for renewal: /etc/letsencrypt/live/${dom}/fullchain.pem (expires ${int(r, 31, 80)} days)`,
      );
    else {
      s.emit(t, cert, "info", `Renewing an existing certificate for ${dom} and www.${dom}`);
      s.emit(
        t + int(r, 4000, 9000),
        cert,
        "info",
        `Congratulations, all renewals succeeded: /etc/letsencrypt/live/${dom}/fullchain.pem (success)`,
      );
    }
  });
  s.periodic(60, (t) =>
    s.emit(
      t,
      db,
      "info",
      `[Note] status: Threads_connected=${int(r, 40, 110)} Threads_running=${int(r, 1, 8)} Questions/s=${int(r, 150, 600)} Slow_queries=+${int(r, 0, 3)}`,
    ),
  );
}
