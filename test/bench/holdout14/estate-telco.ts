// Estate 2: a mobile operator's BSS ("northwave"): Envoy API gateway, self-care web, CRM, SIM activation, number
// porting, online charging (Diameter Gy), rating, usage mediation off Kafka, billing, eSIM SM-DP+ and the SMS
// gateway. Traced. Runtimes: Envoy, Node, .NET, Java, Ruby, Elixir, Rust, Python, Go, Postgres; kubelet.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";
import { imsi, msf, msisdn } from "./util.js";

const UA = [
  "NorthWave/8.14.2 (Android 14)",
  "NorthWave/8.14.1 (iOS 17.5)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
];
const ROUTES = [
  "/v1/balance",
  "/v1/topup",
  "/v1/bundles",
  "/v1/usage",
  "/v1/sim/activate",
  "/v1/invoices",
  "/v1/profile",
];
const upstream = (r: Rng) => `10.244.${r.int(0, 7)}.${r.int(2, 250)}:8080`;
export const envoyLine = (r: Rng, method: string, path: string, status: number, flags = "-", dur?: number) =>
  `"${method} ${path} HTTP/1.1" ${status} ${flags} ${r.int(0, 900)} ${r.int(40, 4000)} ${dur ?? r.int(4, 180)} ${status >= 500 ? "-" : r.int(3, 170)} "${r.ip("100.64")}" "${r.pick(UA)}" "${r.uuid()}" "api.northwave.example" "${status === 503 && flags !== "-" ? "-" : upstream(r)}"`;

export const TELCO: Estate = {
  name: "northwave-bss",
  namespace: "bss-prod",
  traced: true,
  cd: "spinnaker-orca",
  services: [
    {
      name: "api-gateway",
      runtime: "envoy",
      weight: 6,
      normal: [
        (r) => envoyLine(r, "GET", r.pick(ROUTES), 200),
        (r) => envoyLine(r, "POST", r.pick(["/v1/topup", "/v1/bundles/purchase", "/v1/sim/activate"]), 200),
        (r) => envoyLine(r, "GET", "/v1/balance", 304),
      ],
      chatter: [
        { level: "info", every: [30, 120], msg: (r) => envoyLine(r, "GET", `/.env`, 404) },
        { level: "info", every: [20, 80], msg: (r) => envoyLine(r, "POST", "/v1/auth/login", 401) },
      ],
    },
    {
      name: "selfcare-web",
      runtime: "node",
      weight: 4,
      normal: [
        (r) =>
          `request completed ${r.pick(["GET", "GET", "POST"])} ${r.pick(ROUTES)} ${r.pick([200, 200, 200, 201, 304])} ${r.int(6, 220)}ms`,
        (r) => `session refreshed for subscriber ${msisdn(r)}`,
        (r) => `rendered page /account/usage in ${r.int(20, 180)}ms (cache ${r.pick(["hit", "hit", "miss"])})`,
      ],
      chatter: [
        {
          level: "warn",
          every: [90, 400],
          msg: () =>
            "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        },
      ],
    },
    {
      name: "crm-api",
      runtime: "dotnet",
      weight: 4,
      normal: [
        (r) =>
          `Request finished HTTP/1.1 GET http://crm-api:8080/api/subscribers/${msisdn(r)} - 200 ${r.int(400, 3000)} application/json;+charset=utf-8 ${msf(r, 2, 60)}ms`,
        (r) =>
          `Request finished HTTP/1.1 PUT http://crm-api:8080/api/subscribers/${msisdn(r)}/profile - 204 0 - ${msf(r, 5, 80)}ms`,
        (r) =>
          `Executed DbCommand (${r.int(1, 25)}ms) [Parameters=[@__msisdn_0='?' (Size = 15)], CommandType='Text', CommandTimeout='30']`,
      ],
      chatter: [
        {
          level: "warn",
          every: [150, 600],
          msg: () =>
            "Compiling a query which loads related collections for more than one collection navigation, either via 'Include' or through projection, but no 'QuerySplittingBehavior' has been configured.",
        },
      ],
    },
    {
      name: "sim-activation-svc",
      runtime: "java",
      weight: 2,
      normal: [
        (r) =>
          `c.n.sim.ActivationService : ICCID 8944${r.int(100000000, 999999999)}${r.int(1000000, 9999999)} activated for MSISDN ${msisdn(r)} (HSS provisioned in ${r.int(80, 600)} ms)`,
        (r) => `c.n.sim.web.ActivationController : POST /activations 202 ${r.int(20, 140)}ms`,
        (r) => `c.n.sim.otp.OtpSender : OTP queued for ${msisdn(r)} via notif-gw`,
      ],
    },
    {
      name: "number-porting",
      runtime: "ruby",
      weight: 2,
      normal: [
        (r, ms) =>
          `Started ${r.pick(["GET", "POST"])} "/api/v1/port_requests${r.chance(0.5) ? `/PRT-${r.int(100000, 999999)}` : ""}" for ${r.ip()} at ${new Date(ms).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        (r) => `Processing by Api::V1::PortRequestsController#${r.pick(["show", "create", "index"])} as JSON`,
        (r) =>
          `Completed 200 OK in ${r.int(8, 140)}ms (Views: ${msf(r, 0.2, 4)}ms | ActiveRecord: ${msf(r, 1, 30)}ms | Allocations: ${r.int(900, 12000)})`,
        (r) =>
          `[ActiveJob] [PortStatusPollJob] [${r.uuid()}] Performed PortStatusPollJob (Job ID: ${r.uuid()}) from Sidekiq(default) in ${msf(r, 40, 900)}ms`,
      ],
    },
    {
      name: "ocs",
      runtime: "elixir",
      weight: 5,
      normal: [
        (r) =>
          `CCR-U session=ocs.northwave.example;${r.int(100000000, 999999999)};${r.int(1, 999)} msisdn=${msisdn(r)} rg=${r.pick([10, 20, 30])} used=${r.int(0, 10485760)} granted=10485760 result=2001`,
        (r) =>
          `CCR-I session=ocs.northwave.example;${r.int(100000000, 999999999)};1 msisdn=${msisdn(r)} rg=10 granted=10485760 result=2001`,
        (r) =>
          `CCR-T session=ocs.northwave.example;${r.int(100000000, 999999999)};${r.int(2, 40)} msisdn=${msisdn(r)} result=2001`,
        (r) => `reservation committed msisdn=${msisdn(r)} amount=${r.int(1, 500)} balance_after=${r.int(0, 90000)}`,
      ],
      chatter: [
        {
          level: "warn",
          every: [60, 200],
          msg: (r) => `CCR-U msisdn=${msisdn(r)} rg=30 result=4012 (DIAMETER_CREDIT_LIMIT_REACHED)`,
        },
        {
          level: "error",
          every: [45, 160],
          msg: () =>
            "diameter: CER from pgw-lon-03.epc.northwave.example rejected: unknown Origin-Host (result 3010 DIAMETER_UNKNOWN_PEER)",
        },
      ],
    },
    {
      name: "rating-engine",
      runtime: "rust",
      weight: 4,
      normal: [
        (r) =>
          `rating_engine::tariff: rated event imsi=${imsi(r)} rg=${r.pick([10, 20, 30])} units=${r.int(1, 10485760)} tariff=${r.pick(["NW-UNL-5G", "NW-PAYG", "NW-ROAM-EU", "NW-BIZ-40"])} price_micros=${r.int(0, 900000)}`,
        (r) => `rating_engine::server: request served path=/v2/rate status=200 latency_ms=${r.int(1, 20)}`,
        (r) => `rating_engine::cache: tariff snapshot ok version=${r.int(3100, 3180)} plans=${r.int(410, 440)}`,
      ],
    },
    {
      name: "usage-mediation",
      runtime: "java",
      weight: 3,
      normal: [
        (r) =>
          `[mediation-consumer-${r.int(0, 5)}] c.n.med.CdrBatchProcessor : processed ${r.int(200, 500)} CDRs from cdr-raw-${r.int(0, 11)} offset ${r.int(80000000, 99000000)} in ${r.int(8, 90)} ms`,
        (r) =>
          `[mediation-producer] c.n.med.RatedUsagePublisher : published ${r.int(200, 500)} rated records to cdr-rated`,
        (_r) => `[scheduling-1] c.n.med.RoamingFileWatcher : no new TAP files in /data/inbound/roaming`,
      ],
    },
    {
      name: "billing-worker",
      runtime: "python",
      weight: 2,
      normal: [
        (r) => `Task billing.tasks.rate_invoice_lines[${r.uuid()}] succeeded in ${msf(r, 0.05, 2)}s: ${r.int(1, 80)}`,
        (r) => `Task billing.tasks.generate_invoice[${r.uuid()}] received`,
        (r) =>
          `Task billing.tasks.generate_invoice[${r.uuid()}] succeeded in ${msf(r, 0.3, 6)}s: 'INV-2026-${r.int(1000000, 9999999)}'`,
      ],
    },
    {
      name: "esim-smdp",
      runtime: "go",
      weight: 1,
      normal: [
        (r) =>
          `ES9+ authenticateClient ok\t{"transactionId": "${r.hex(32).toUpperCase()}", "eid": "8904903200${r.hex(22).toUpperCase()}"}`,
        (r) =>
          `ES9+ getBoundProfilePackage ok\t{"iccid": "8944${r.int(100000000, 999999999)}", "bytes": ${r.int(9000, 40000)}, "elapsed": "${r.int(40, 300)}ms"}`,
        (r) => `ES2+ confirmOrder ok\t{"iccid": "8944${r.int(100000000, 999999999)}", "functionCallId": "${r.uuid()}"}`,
      ],
    },
    {
      name: "notif-gw",
      runtime: "go",
      weight: 2,
      normal: [
        (r) =>
          `submit_sm ok\t{"to": "${msisdn(r)}", "message_id": "${r.hex(10)}", "smsc": "smsc-${r.int(1, 2)}", "elapsed": "${r.int(4, 90)}ms"}`,
        (r) => `deliver_sm receipt\t{"message_id": "${r.hex(10)}", "stat": "DELIVRD"}`,
        (r) => `enquire_link ok\t{"smsc": "smsc-${r.int(1, 2)}"}`,
      ],
      chatter: [
        {
          level: "warn",
          every: [60, 300],
          msg: (r) => `deliver_sm receipt\t{"message_id": "${r.hex(10)}", "stat": "UNDELIV", "err": "001"}`,
        },
      ],
    },
    {
      name: "billing-db",
      runtime: "postgres",
      weight: 0.4,
      normal: [
        () => "LOG:  checkpoint starting: time",
        (r) =>
          `LOG:  checkpoint complete: wrote ${r.int(800, 9000)} buffers (${msf(r, 1, 12)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 6)} recycled; write=${msf(r, 20, 269)} s, sync=0.0${r.int(10, 99)} s, total=${msf(r, 20, 270)} s; sync files=${r.int(20, 140)}, longest=0.0${r.int(10, 99)} s, average=0.00${r.int(1, 9)} s; distance=${r.int(20000, 90000)} kB, estimate=${r.int(40000, 90000)} kB`,
        (r) =>
          `LOG:  automatic vacuum of table "billing.public.invoice_lines": index scans: 1\n\tpages: 0 removed, ${r.int(90000, 200000)} remain, ${r.int(100, 9000)} scanned (${msf(r, 0.1, 6)}% of total)\n\ttuples: ${r.int(1000, 90000)} removed, ${r.int(4000000, 9000000)} remain, 0 are dead but not yet removable`,
      ],
    },
    {
      name: "kernel",
      runtime: "kernel",
      weight: 0.06,
      normal: [
        (r) => `IPv6: ADDRCONF(NETDEV_CHANGE): veth${r.hex(8)}: link becomes ready`,
        (r) => `cni0: port ${r.int(2, 40)}(veth${r.hex(8)}) entered forwarding state`,
        (r) => `eth0: renamed from tmp${r.int(10000, 99999)}`,
      ],
    },
    {
      name: "kubelet",
      runtime: "kubelet",
      weight: 0.25,
      normal: [
        (r) =>
          `"SyncLoop (PLEG): event for pod" pod="bss-prod/${r.pick(["ocs", "rating-engine", "crm-api"])}-${r.pod()}" event={"Type":"ContainerStarted"}`,
        (r) =>
          `"Cleaned up orphaned pod volumes dir" podUID="${r.uuid()}" path="/var/lib/kubelet/pods/${r.uuid()}/volumes"`,
      ],
    },
  ],
  flows: [
    ["api-gateway", "selfcare-web", "crm-api"],
    ["api-gateway", "selfcare-web", "ocs", "rating-engine"],
    ["api-gateway", "sim-activation-svc", "crm-api"],
    ["ocs", "rating-engine"],
    ["usage-mediation", "rating-engine"],
  ],
  blips: [
    (c, t) => {
      const tr = c.tid();
      c.at(
        t,
        "selfcare-web",
        "error",
        `upstream crm-api GET /api/subscribers/${msisdn(c.r)} failed: read ECONNRESET (attempt 1/3), retrying`,
        { trace: tr },
      );
      c.at(t + 0.2, "selfcare-web", "info", `request completed GET /v1/profile 200 ${c.r.int(300, 800)}ms`, {
        trace: tr,
      });
    },
    (c, t) => {
      c.at(
        t,
        "usage-mediation",
        "warn",
        `[mediation-consumer-${c.r.int(0, 5)}] o.a.k.c.c.internals.ConsumerCoordinator : [Consumer clientId=mediation-${c.r.int(0, 5)}, groupId=usage-mediation] Request joining group due to: group is already rebalancing`,
      );
      c.at(
        t + c.r.num(3, 8),
        "usage-mediation",
        "info",
        `[mediation-consumer-${c.r.int(0, 5)}] o.a.k.c.c.internals.ConsumerCoordinator : [Consumer clientId=mediation-${c.r.int(0, 5)}, groupId=usage-mediation] Successfully synced group in generation Generation{generationId=${c.r.int(300, 900)}, memberId='mediation-${c.r.uuid()}', protocol='cooperative-sticky'}`,
      );
    },
    (c, t) => {
      c.at(
        t,
        "number-porting",
        "error",
        `Net::ReadTimeout with #<TCPSocket:(closed)> (PortStatusPollJob attempt 1 of 5, will retry in 30s)`,
      );
      c.at(
        t + 31,
        "number-porting",
        "info",
        `[ActiveJob] [PortStatusPollJob] [${c.r.uuid()}] Performed PortStatusPollJob (Job ID: ${c.r.uuid()}) from Sidekiq(default) in ${msf(c.r, 200, 900)}ms`,
      );
    },
    (c, t) =>
      c.at(
        t,
        "ocs",
        "error",
        `GenServer Ocs.Diameter.PeerWatchdog received unexpected message in handle_info/2: {:DOWN, #Reference<0.${c.r.int(1000, 9999)}.${c.r.int(1000, 9999)}.${c.r.int(10000, 99999)}>, :process, #PID<0.${c.r.int(1000, 9999)}.0>, :normal}`,
      ),
    (c, t) => {
      const id = c.r.uuid();
      c.at(
        t,
        "billing-worker",
        "warn",
        `Task billing.tasks.generate_invoice[${id}] retry: Retry in 60s: ConnectionError('Error 104 while writing to socket. Connection reset by peer.')`,
      );
      c.at(
        t + 61,
        "billing-worker",
        "info",
        `Task billing.tasks.generate_invoice[${id}] succeeded in ${msf(c.r, 0.5, 4)}s: 'INV-2026-${c.r.int(1000000, 9999999)}'`,
      );
    },
    (c, t) => c.at(t, "crm-api", "warn", `Failed to determine the https port for redirect.`),
  ],
};
