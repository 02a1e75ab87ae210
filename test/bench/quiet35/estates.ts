// Four made-up companies: two mobile operators, two DNS/CDN providers. Each has its services (with runtime),
// roles the noise kinds use, request flows, health checks, periodic jobs, a noisy service and deprecations.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Domain = "mobile" | "cdn";
export type Role = string;

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  ns: string;
  traces: boolean;
  services: string[];
  roles: Record<Role, string>;
  /** One request or transaction; returns the services it touched. */
  flows: ((s: Stream, t: number, id?: string) => void)[];
  background(s: Stream): void;
}

const msisdn = (r: Rng) => `4477009${r.digits(5)}`;
const imsi = (r: Rng) => `23415${r.digits(10)}`;
const iccid = (r: Rng) => `894410${r.digits(13)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const CUSTOMER_ZONES = [
  "shop-ansel.com",
  "brightmoor.io",
  "kettleandco.co.uk",
  "vireo-games.net",
  "northfield-clinic.org",
  "paperlane.app",
  "tidewater.media",
  "oakhurst-bank.com",
  "lumen-fit.de",
  "quarrystone.fr",
];
export const zone = (r: Rng) => r.pick(CUSTOMER_ZONES);
const ip = (r: Rng) => `${r.pick([81, 92, 176, 31, 86, 203, 45])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
export const helpers = { msisdn, imsi, iccid, ip };

function commonBackground(s: Stream, health: string[], jobs: [string, number, (r: Rng) => string][]): void {
  const r = s.rng;
  for (const svc of health) {
    s.every(10, (t) =>
      s.add(t, svc, "INFO", r.pick(["GET /healthz 200 1ms", "GET /readyz 200 2ms", "health probe ok"])),
    );
  }
  for (const [svc, every, f] of jobs) s.every(every, (t) => s.add(t, svc, "INFO", f(r)));
}

const kestrel: Estate = {
  key: "kestrel",
  company: "Kestrel Mobile",
  domain: "mobile",
  ns: "kestrel-core",
  traces: true,
  services: [
    "selfcare-api",
    "sub-provisioning",
    "pcrf-gx",
    "chf-charging",
    "smsc-router",
    "mnp-gateway",
    "esim-smdp",
    "hss-frontend",
    "notif-sender",
  ],
  roles: {
    gw: "selfcare-api",
    prov: "sub-provisioning",
    policy: "pcrf-gx",
    h2: "chf-charging",
    charging: "chf-charging",
    sms: "smsc-router",
    porting: "mnp-gateway",
    esim: "esim-smdp",
    dia: "hss-frontend",
    notify: "notif-sender",
    batch: "sub-provisioning",
  },
  flows: [
    (s, t, id) => {
      const r = s.rng;
      const m = msisdn(r);
      s.add(
        t,
        "chf-charging",
        "INFO",
        `Nchf balance query supi=imsi-${imsi(r)} remaining=${r.int(0, 40000)}MB in ${ms(r, 4, 30)}ms`,
        { trace: id },
      );
      s.add(t + ms(r, 20, 60), "selfcare-api", "INFO", `GET /v1/subscribers/${m}/balance 200 ${ms(r, 25, 140)}ms`, {
        trace: id,
      });
    },
    (s, t, id) => {
      const r = s.rng;
      const m = msisdn(r);
      const plan = r.pick(["UNL-5G", "DATA-30", "ROAM-EU", "FAMILY-4"]);
      s.add(
        t,
        "sub-provisioning",
        "INFO",
        `order ORD-${r.digits(8)} plan=${plan} applied msisdn=${m} (${ms(r, 40, 180)}ms)`,
        { trace: id },
      );
      s.add(
        t + ms(r, 30, 90),
        "pcrf-gx",
        "INFO",
        `RAR sent to pgw02.epc.kestrel.net session=pgw02;${r.digits(9)};${r.digits(4)} rule=${plan.toLowerCase()} RAA 2001`,
        { trace: id },
      );
      s.add(t + ms(r, 100, 200), "selfcare-api", "INFO", `POST /v1/subscribers/${m}/plan 202 ${ms(r, 120, 320)}ms`, {
        trace: id,
      });
      if (r.chance(0.6))
        s.add(
          t + ms(r, 200, 600),
          "notif-sender",
          "INFO",
          `enqueued sms template=plan_changed to=${m} job=${r.hex(12)}`,
          { trace: id },
        );
    },
    (s, t, id) => {
      const r = s.rng;
      const ic = iccid(r);
      s.add(t, "esim-smdp", "INFO", `ES2+ DownloadOrder ok iccid=${ic} profileType=KSTL-CONSUMER-v4`, { trace: id });
      s.add(
        t + ms(r, 40, 120),
        "esim-smdp",
        "INFO",
        `ES2+ ConfirmOrder ok iccid=${ic} matchingId=${r.hex(4).toUpperCase()}-${r.hex(4).toUpperCase()}-${r.hex(4).toUpperCase()} releaseFlag=true`,
        { trace: id },
      );
      s.add(t + ms(r, 130, 220), "sub-provisioning", "INFO", `ICCID ${ic} bound to MSISDN ${msisdn(r)} (esim)`, {
        trace: id,
      });
      s.add(t + ms(r, 240, 400), "selfcare-api", "INFO", `POST /v1/esim/activations 201 ${ms(r, 260, 700)}ms`, {
        trace: id,
      });
    },
    (s, t, id) => {
      const r = s.rng;
      const sess = `pgw0${r.int(1, 4)}.epc.kestrel.net;${r.digits(9)};${r.digits(5)}`;
      s.add(
        t,
        "pcrf-gx",
        "INFO",
        `CCR-${r.pick(["I", "U", "U", "T"])} session=${sess} imsi=${imsi(r)} result=2001 (${ms(r, 2, 14)}ms)`,
        { trace: id },
      );
      s.add(
        t + ms(r, 5, 30),
        "chf-charging",
        "INFO",
        `POST /nchf-convergedcharging/v3/chargingdata/${r.digits(10)}/update 200 (${ms(r, 6, 40)}ms)`,
        { trace: id },
      );
    },
    (s, t, id) => {
      const r = s.rng;
      const mid = r.hex(10);
      s.add(
        t,
        "smsc-router",
        "INFO",
        `submit_sm esme=${r.pick(["bank-otp", "courier-notify", "kestrel-care"])} seq=${r.int(1000, 99999)} msg_id=${mid} -> MT queue`,
        { trace: id },
      );
      s.add(t + ms(r, 300, 3000), "smsc-router", "INFO", `deliver_sm DLR id:${mid} stat:DELIVRD err:000`, {
        trace: id,
      });
    },
    (s, t, id) => {
      const r = s.rng;
      s.add(
        t,
        "mnp-gateway",
        "INFO",
        `NP lookup ${msisdn(r)} -> RN ${r.pick(["0211", "0233", "0245", "own"])} (cache ${r.pick(["hit", "hit", "miss"])})`,
        { trace: id },
      );
      s.add(
        t + ms(r, 10, 40),
        "hss-frontend",
        "INFO",
        `${r.pick(["AIR", "ULR", "NOR"])} from mme0${r.int(1, 3)}.epc.kestrel.net imsi=${imsi(r)} result=2001`,
        { trace: id },
      );
    },
  ],
  background(s) {
    const r = s.rng;
    commonBackground(
      s,
      ["selfcare-api", "esim-smdp", "mnp-gateway", "notif-sender"],
      [
        ["pcrf-gx", 30, () => `DWR/DWA with dra01.kestrel.net ok (state OPEN)`],
        ["hss-frontend", 30, () => `DWR/DWA with mme0${r.int(1, 3)}.epc.kestrel.net ok`],
        [
          "sub-provisioning",
          60,
          () => `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 6)}, idle=${r.int(10, 19)}, waiting=0)`,
        ],
        ["mnp-gateway", 90, () => `NPDB delta sync: ${r.int(3, 60)} records updated from clearinghouse`],
        [
          "notif-sender",
          45,
          () => `Sidekiq stats processed=${r.int(100000, 900000)} failed=${r.int(40, 90)} enqueued=${r.int(0, 20)}`,
        ],
      ],
    );
    // Noisy from the first minute: dead push tokens.
    s.every(4, (t) =>
      s.add(
        t,
        "notif-sender",
        "ERROR",
        `FCM send failed: UNREGISTERED (token ${r.hex(8)}...) - token removed from device ${r.int(100000, 999999)}`,
      ),
    );
    s.every(240, (t) =>
      s.add(
        t,
        "selfcare-api",
        "WARN",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ),
    );
    s.every(300, (t) =>
      s.add(
        t,
        "chf-charging",
        "WARN",
        "Deprecated property 'spring.redis.host' used; please migrate to 'spring.data.redis.host'",
      ),
    );
    s.every(150, (t) => {
      s.add(t, "selfcare-api", "WARN", `upstream chf-charging ECONNRESET on keep-alive socket, retrying (attempt 1/3)`);
      s.add(
        t + r.int(30, 90),
        "selfcare-api",
        "INFO",
        `retry succeeded for GET /v1/subscribers/${msisdn(r)}/balance (attempt 2)`,
      );
    });
  },
};

const tallis: Estate = {
  key: "tallis",
  company: "Tallis Telecom",
  domain: "mobile",
  ns: "tallis-prod",
  traces: false,
  services: [
    "retail-web",
    "crm-orders",
    "dea-edge",
    "ocs-diameter",
    "pcf-npcf",
    "sms-gw",
    "port-adapter",
    "esim-activation",
    "usage-mediation",
  ],
  roles: {
    gw: "retail-web",
    prov: "crm-orders",
    policy: "pcf-npcf",
    h2: "pcf-npcf",
    charging: "ocs-diameter",
    sms: "sms-gw",
    porting: "port-adapter",
    esim: "esim-activation",
    dia: "dea-edge",
    notify: "crm-orders",
    batch: "usage-mediation",
  },
  flows: [
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "ocs-diameter",
        "INFO",
        `CCA Gy session=smf0${r.int(1, 3)}.tallis;${r.digits(10)} CC-Request-Type=${r.pick(["UPDATE", "UPDATE", "INITIAL", "TERMINATION"])} granted=${r.pick([10, 50, 100])}MB rc=2001 t=${ms(r, 2, 20)}ms`,
      );
      s.add(
        t - ms(r, 1, 5),
        "dea-edge",
        "INFO",
        `routed CCR app=4 from smf0${r.int(1, 3)}.tallis.3gppnetwork.org to ocs-diameter (realm tallis.net)`,
      );
    },
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "pcf-npcf",
        "INFO",
        `POST /npcf-smpolicycontrol/v1/sm-policies 201 supi=imsi-${imsi(r)} dnn=internet latency=${ms(r, 3, 25)}ms`,
      );
    },
    (s, t) => {
      const r = s.rng;
      const o = `SO-${r.digits(7)}`;
      s.add(t, "retail-web", "INFO", `POST /api/checkout 200 ${ms(r, 180, 700)}ms order=${o}`);
      s.add(
        t + ms(r, 10, 60),
        "crm-orders",
        "INFO",
        `Order ${o} created for account ${r.digits(9)} (lines=${r.int(1, 3)})`,
      );
      if (r.chance(0.4))
        s.add(
          t + ms(r, 200, 500),
          "sms-gw",
          "INFO",
          `submit_sm_resp seq=${r.int(1, 99999)} status=ESME_ROK message_id=${r.hex(16)}`,
        );
    },
    (s, t) => {
      const r = s.rng;
      const ic = iccid(r);
      s.add(t, "esim-activation", "INFO", `ES2+ downloadOrder iccid=${ic} -> 200 (${ms(r, 60, 240)}ms)`);
      s.add(t + ms(r, 250, 500), "crm-orders", "INFO", `eSIM ${ic} reserved for order SO-${r.digits(7)}`);
      s.add(t + ms(r, 500, 900), "retail-web", "INFO", `GET /api/esim/${ic}/qr 200 ${ms(r, 30, 120)}ms`);
    },
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "port-adapter",
        "INFO",
        `port-in request ${msisdn(r)} donor=${r.pick(["VODA", "O2UK", "EEUK", "3UK"])} ref=PAC${r.hex(6).toUpperCase()} submitted`,
      );
    },
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "usage-mediation",
        "INFO",
        `cdr batch ${r.pick(["pgw", "smsc", "msc"])}-${r.digits(6)}.asn1 decoded: ${r.int(800, 5000)} records, 0 rejected`,
      );
    },
  ],
  background(s) {
    const r = s.rng;
    commonBackground(
      s,
      ["retail-web", "crm-orders", "esim-activation", "port-adapter", "pcf-npcf"],
      [
        ["dea-edge", 30, () => `peer ocs-diameter.tallis.net: DWR sent, DWA rc=2001`],
        ["dea-edge", 30, () => `peer smf0${r.int(1, 3)}.tallis.3gppnetwork.org: DWA received rc=2001`],
        [
          "usage-mediation",
          120,
          () => `Kafka commit offsets topic=cdr.rated partition=${r.int(0, 11)} offset=${r.int(1e6, 9e6)}`,
        ],
        ["ocs-diameter", 60, () => `rating worker pool: busy=${r.int(2, 9)}/32 queue=0 p99=${r.int(8, 25)}ms`],
      ],
    );
    s.every(5, (t) =>
      s.add(
        t,
        "port-adapter",
        "ERROR",
        `clearinghouse callback signature mismatch for message ${r.hex(10)} (legacy v1 sender), acked and ignored`,
      ),
    );
    s.every(200, (t) =>
      s.add(
        t,
        "crm-orders",
        "WARN",
        "warning CS0618: 'HttpClientHandler.ServerCertificateCustomValidationCallback' usage is obsolete at runtime binding (Tallis.Crm.Integration)",
      ),
    );
    s.every(260, (t) =>
      s.add(
        t,
        "usage-mediation",
        "WARN",
        "/app/mediation/decode.py:88: DeprecationWarning: datetime.datetime.utcfromtimestamp() is deprecated and scheduled for removal",
      ),
    );
    s.every(170, (t) => {
      s.add(
        t,
        "esim-activation",
        "WARN",
        `ES2+ call to smdp.idemia-partner.example timed out after 5000ms, retrying (1/3)`,
      );
      s.add(t + r.int(600, 1800), "esim-activation", "INFO", `ES2+ retry ok after 1 attempt(s)`);
    });
  },
};

const vantor: Estate = {
  key: "vantor",
  company: "Vantor Edge",
  domain: "cdn",
  ns: "vantor-edge",
  traces: true,
  services: [
    "edge-cache",
    "shield-cache",
    "waf-filter",
    "authdns",
    "zone-publisher",
    "control-api",
    "purge-api",
    "cert-orderer",
    "log-shipper",
  ],
  roles: {
    edge: "edge-cache",
    shield: "shield-cache",
    waf: "waf-filter",
    dns: "authdns",
    publisher: "zone-publisher",
    api: "control-api",
    purge: "purge-api",
    cert: "cert-orderer",
    ship: "log-shipper",
  },
  flows: [
    (s, t, id) => {
      const r = s.rng;
      const z = zone(r);
      const path = r.pick([
        "/",
        "/assets/app.js",
        "/img/hero.webp",
        "/api/catalog",
        "/fonts/inter.woff2",
        "/static/main.css",
      ]);
      const hit = r.chance(0.8);
      s.add(t, "waf-filter", "INFO", `pass ${r.pick(["GET", "GET", "POST"])} ${z}${path} score=0`, { trace: id });
      if (!hit)
        s.add(
          t + ms(r, 2, 10),
          "shield-cache",
          "INFO",
          `"GET ${path} HTTP/2.0" 200 ${r.int(500, 90000)} host=${z} upstream_response_time=0.${r.digits(3)}`,
          { trace: id },
        );
      s.add(
        t + ms(r, 10, 200),
        "edge-cache",
        "INFO",
        `GET https://www.${z}${path} 200 ${hit ? "HIT" : "MISS"} ${ms(r, 1, hit ? 8 : 180)}ms pop=${r.pick(["lhr1", "ams2", "fra1", "cdg1"])}`,
        { trace: id },
      );
    },
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "authdns",
        "INFO",
        `query ${r.pick(["www", "api", "mail", "_dmarc", "cdn"])}.${zone(r)} ${r.pick(["A", "AAAA", "TXT", "HTTPS", "A"])} from ${ip(r)} NOERROR ${r.int(60, 400)}B`,
      );
    },
    (s, t, id) => {
      const r = s.rng;
      const z = zone(r);
      const serial = `202611${r.int(10, 29)}${r.digits(2)}`;
      s.add(t, "control-api", "INFO", `POST /v4/zones/${z}/records 201 (${ms(r, 40, 160)}ms) user=api-token`, {
        trace: id,
      });
      s.add(
        t + ms(r, 200, 900),
        "zone-publisher",
        "INFO",
        `zone ${z} serial ${serial} signed and published to 41/41 nameservers`,
        { trace: id },
      );
      s.add(
        t + ms(r, 900, 1800),
        "authdns",
        "INFO",
        `[${z}.] zone updated, serial ${Number(serial) - 1} -> ${serial}`,
        { trace: id },
      );
    },
    (s, t, id) => {
      const r = s.rng;
      s.add(
        t,
        "purge-api",
        "INFO",
        `purge accepted kind=${r.pick(["url", "tag", "prefix"])} zone=${zone(r)} id=${r.hex(12)} fanout=38 pops`,
        { trace: id },
      );
      s.add(
        t + ms(r, 300, 1500),
        "edge-cache",
        "INFO",
        `BAN applied (${r.int(1, 900)} objects invalidated) purge=${r.hex(12)}`,
        { trace: id },
      );
    },
  ],
  background(s) {
    const r = s.rng;
    commonBackground(
      s,
      ["control-api", "purge-api", "zone-publisher", "cert-orderer"],
      [
        ["log-shipper", 20, () => `sink=s3_customer_logs flushed ${r.int(8000, 60000)} events (${r.int(2, 30)} MiB)`],
        [
          "cert-orderer",
          120,
          () => `renewal scan: ${r.int(0, 4)} certificates due within 30d, ${r.int(10000, 12000)} ok`,
        ],
        ["edge-cache", 60, () => `storage s0: ${r.int(70, 85)}% used, LRU nuked ${r.int(0, 400)} objects`],
        ["authdns", 60, () => `stats: qps=${r.int(30000, 60000)} nxdomain=${r.int(3, 9)}% rrl-slipped=${r.int(0, 40)}`],
      ],
    );
    s.every(3, (t) =>
      s.add(
        t,
        "log-shipper",
        "ERROR",
        `Events dropped: mapping error in transform "parse_waf": unable to parse "-" as timestamp (count=1)`,
      ),
    );
    s.every(300, (t) =>
      s.add(t, "control-api", "WARN", "RemovedInDjango51Warning: The USE_L10N setting is deprecated."),
    );
    s.every(180, (t) => {
      s.add(t, "zone-publisher", "WARN", `notify to ns${r.int(1, 40)}.vantor-dns.net timed out, retrying (1/5)`);
      s.add(
        t + r.int(1000, 4000),
        "zone-publisher",
        "INFO",
        `notify acknowledged by ns${r.int(1, 40)}.vantor-dns.net after retry`,
      );
    });
  },
};

const corvid: Estate = {
  key: "corvid",
  company: "Corvid CDN",
  domain: "cdn",
  ns: "corvid-prod",
  traces: false,
  services: [
    "edge-proxy",
    "bot-mgmt",
    "anycast-dns",
    "dnssec-signer",
    "tls-keyserver",
    "cache-purger",
    "logpush",
    "customer-portal",
    "billing-usage",
  ],
  roles: {
    edge: "edge-proxy",
    shield: "edge-proxy",
    waf: "bot-mgmt",
    dns: "anycast-dns",
    publisher: "dnssec-signer",
    api: "customer-portal",
    purge: "cache-purger",
    cert: "tls-keyserver",
    ship: "logpush",
  },
  flows: [
    (s, t) => {
      const r = s.rng;
      const z = zone(r);
      s.add(
        t,
        "edge-proxy",
        "INFO",
        `[${new Date(t).toISOString()}] "GET ${r.pick(["/", "/app.js", "/v1/products", "/img/a.jpg", "/robots.txt"])} HTTP/2" 200 - 0 ${r.int(300, 80000)} ${ms(r, 1, 150)} ${ms(r, 0, 140)} "${ip(r)}" "${r.pick(["Mozilla/5.0", "okhttp/4.12.0", "curl/8.5.0"])}" "${r.hex(8)}-${r.hex(4)}" "www.${z}" "${r.pick(["backend_" + z.split(".")[0], "cache_local"])}"`,
      );
    },
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "anycast-dns",
        "INFO",
        `[INFO] ${ip(r)}:${r.int(1024, 65000)} - ${r.int(1, 65535)} "${r.pick(["A", "AAAA", "MX", "TXT"])} IN ${r.pick(["www", "api", "m"])}.${zone(r)}. udp 52 false 1232" NOERROR qr,aa,rd ${r.int(80, 300)} 0.000${r.digits(3)}s`,
      );
    },
    (s, t) => {
      const r = s.rng;
      s.add(t, "bot-mgmt", "INFO", `verdict allow score=${r.int(1, 20)} ja4=t13d1516h2_${r.hex(12)} zone=${zone(r)}`);
    },
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "tls-keyserver",
        "INFO",
        `sign op=ECDSA-P256 ski=${r.hex(16)} from edge ${r.pick(["lhr", "ams", "fra", "mad"])}${r.int(1, 9)} ${ms(r, 0, 3)}ms`,
      );
    },
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "customer-portal",
        "INFO",
        `Completed 200 OK in ${ms(r, 20, 300)}ms (Views: ${r.int(5, 80)}.${r.digits(1)}ms | ActiveRecord: ${r.int(1, 30)}.${r.digits(1)}ms) GET /dashboard/zones/${zone(r)}`,
      );
      if (r.chance(0.3))
        s.add(
          t + ms(r, 10, 50),
          "billing-usage",
          "INFO",
          `GET /usage/accounts/${r.digits(6)}/current 200 ${ms(r, 10, 60)}ms`,
        );
    },
    (s, t) => {
      const r = s.rng;
      s.add(
        t,
        "cache-purger",
        "INFO",
        `purge ${r.hex(10)} zone=${zone(r)} ${r.pick(["files", "tags", "everything"])} queued -> ${r.int(200, 330)} edges acked`,
      );
    },
  ],
  background(s) {
    const r = s.rng;
    commonBackground(
      s,
      ["customer-portal", "billing-usage", "cache-purger", "bot-mgmt"],
      [
        [
          "logpush",
          30,
          () =>
            `job ${r.int(1000, 9999)} dataset=http_requests pushed ${r.int(2000, 40000)} lines to r2://${zone(r).split(".")[0]}-logs`,
        ],
        [
          "billing-usage",
          60,
          () => `Consumed ${r.int(5000, 40000)} usage records from topic edge.usage.v2 (lag ${r.int(0, 300)})`,
        ],
        ["dnssec-signer", 90, () => `resigned ${r.int(50, 400)} RRsets for ${r.int(3, 30)} zones (ZSK alg 13)`],
        ["anycast-dns", 60, () => `[INFO] plugin/reload: Running configuration SHA512 = ${r.hex(16)}`],
      ],
    );
    s.every(4, (t) =>
      s.add(
        t,
        "edge-proxy",
        "WARN",
        `[warning][upstream] [source/common/upstream/health_discovery_service.cc:331] hds: stale endpoint ${ip(r)}:443 for cluster legacy_probe_v1, ignoring`,
      ),
    );
    s.every(280, (t) =>
      s.add(
        t,
        "customer-portal",
        "WARN",
        "DEPRECATION WARNING: `ActiveSupport::Deprecation.warn` is deprecated, use your own deprecator (called from ZonesController#index)",
      ),
    );
    s.every(320, (t) =>
      s.add(t, "cache-purger", "WARN", "(node:7) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."),
    );
    s.every(160, (t) => {
      s.add(
        t,
        "billing-usage",
        "WARN",
        "Npgsql.NpgsqlException: transient failure (Exception while reading from stream), retry 1 of 3 in 200ms",
      );
      s.add(t + r.int(200, 500), "billing-usage", "INFO", "Retry succeeded, command completed");
    });
  },
};

export const ESTATES: readonly Estate[] = [kestrel, tallis, vantor, corvid];
