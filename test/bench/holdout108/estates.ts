// The four made-up broadband estates: service names per role and what each role logs on a normal day.
import type { Level } from "./formats.js";

export type Role =
  | "app"
  | "qualify"
  | "orders"
  | "prov"
  | "radius"
  | "dhcp"
  | "acs"
  | "inv"
  | "dispatch"
  | "telemetry"
  | "billing"
  | "outage"
  | "speedtest";

export const ROLES: Role[] = [
  "app",
  "qualify",
  "orders",
  "prov",
  "radius",
  "dhcp",
  "acs",
  "inv",
  "dispatch",
  "telemetry",
  "billing",
  "outage",
  "speedtest",
];

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  names: Record<Role, string>;
}

export const ESTATES: Estate[] = [
  {
    key: "brightline",
    company: "Brightline Fibre",
    namespace: "bl-prod",
    traces: true,
    names: {
      app: "myfibre-app-api",
      qualify: "address-qual",
      orders: "order-capture",
      prov: "oss-provisioner",
      radius: "radius-auth",
      dhcp: "dhcp-pd",
      acs: "acs-tr069",
      inv: "net-inventory",
      dispatch: "field-dispatch",
      telemetry: "line-telemetry",
      billing: "billing-core",
      outage: "outage-detect",
      speedtest: "speedtest-api",
    },
  },
  {
    key: "kestrel",
    company: "Kestrel Broadband",
    namespace: "kestrel-live",
    traces: false,
    names: {
      app: "selfcare-bff",
      qualify: "sq-lookup",
      orders: "orders-svc",
      prov: "modem-activator",
      radius: "aaa-radius",
      dhcp: "kea-pd-ctl",
      acs: "genie-acs",
      inv: "nim-inventory",
      dispatch: "workforce-sched",
      telemetry: "pnm-collector",
      billing: "rating-billing",
      outage: "alarm-correlator",
      speedtest: "speedcheck",
    },
  },
  {
    key: "northwave",
    company: "Northwave Net",
    namespace: "nw-core",
    traces: true,
    names: {
      app: "nw-gateway",
      qualify: "serviceability",
      orders: "order-hub",
      prov: "gpon-activation",
      radius: "freeradius-edge",
      dhcp: "dhcpv6-pd-mgr",
      acs: "cwmp-server",
      inv: "topology-inventory",
      dispatch: "tech-dispatch",
      telemetry: "optics-stream",
      billing: "invoice-runner",
      outage: "outage-radar",
      speedtest: "speedtest-edge",
    },
  },
  {
    key: "pebble",
    company: "Pebble Telecom",
    namespace: "pebble",
    traces: false,
    names: {
      app: "pebble-app-gw",
      qualify: "addr-check",
      orders: "orders",
      prov: "provisioning-engine",
      radius: "aaa-proxy",
      dhcp: "ipam-dhcp",
      acs: "acs",
      inv: "netinv",
      dispatch: "workforce",
      telemetry: "telemetry-ingest",
      billing: "billing",
      outage: "outage-monitor",
      speedtest: "speedtest",
    },
  },
];

export interface Line {
  level: Level;
  msg: string;
}
export interface RoleDef {
  info: string[];
  warn: string[]; // harmless warnings: retries that succeed, slow but fine
  deprec: string;
  health: string;
  jobs: { every: number; msg: string }[];
  noise: Line[]; // a constant harmless error this role may repeat all window long
  weight: number; // relative traffic
}

export const ROLE_DEFS: Record<Role, RoleDef> = {
  app: {
    info: [
      "GET /v1/services/{acct}/status 200 {ms}ms",
      "GET /v1/bills/latest 200 {ms}ms",
      "POST /v1/speedtest 202 {ms}ms",
      "GET /v1/outages?postcode=2{n} 200 {ms}ms",
      "POST /v1/orders 201 {ms}ms",
      "GET /v1/appointments/{job} 200 {ms}ms",
      "POST /v1/auth/refresh 200 {ms}ms",
    ],
    warn: [
      "upstream {svc:billing} slow: GET /invoices took {slow}ms (served from cache)",
      "retrying GET {svc:orders}/orders/{ord} after 502 (attempt 2/3) -> 200",
    ],
    deprec:
      "DeprecationWarning: client android/5.{n} calls /v1/modem/reboot, deprecated in favour of /v2/devices/{id}/reboot",
    health: "GET /healthz 200 1ms",
    jobs: [{ every: 300, msg: "refreshed feature flags from config service (41 flags, 0 changed)" }],
    noise: [
      { level: "warn", msg: "POST /v1/auth/login 401 {ms}ms: invalid password for customer {acct}" },
      { level: "error", msg: "push notification to device token ...{hex} failed: Unregistered (app uninstalled)" },
    ],
    weight: 1.4,
  },
  qualify: {
    info: [
      "qualified {gnaf} '{addr}': FTTP serviceable, max 1000/50",
      "qualified {gnaf} '{addr}': HFC serviceable, max 250/25",
      "lookup '{addr}' -> {gnaf} (cache hit)",
      "registry lookup {gnaf} ok in {ms}ms",
    ],
    warn: ["registry lookup {gnaf} slow ({slow}ms), retried once, ok"],
    deprec: "registry API v2 responses carry Sunset: Sat, 31 Jan 2027 header; migrate to /v3/locations",
    health: "GET /health 200 OK",
    jobs: [{ every: 240, msg: "serviceability cache warmed: {n} polygons reloaded" }],
    noise: [
      { level: "error", msg: "address not serviceable: {gnaf} '{addr}' has no technology type (greenfield estate)" },
      { level: "warn", msg: "no match for free-text address '{addr} Unit {n}', returned 0 candidates" },
    ],
    weight: 1,
  },
  orders: {
    info: [
      "order {ord} accepted: plan FIBRE-{mbps} for {acct}",
      "order {ord} state CAPTURED -> QUALIFIED",
      "order {ord} state QUALIFIED -> PROVISIONING",
      "order {ord} appointment booked {job}",
    ],
    warn: ["order {ord}: credit check slow ({slow}ms), proceeding"],
    deprec: "field 'promoCode' on OrderRequest is deprecated and will be ignored from 2027-03",
    health: "GET /actuator/health 200",
    jobs: [{ every: 180, msg: "stale-order sweeper: {n} orders checked, 0 expired" }],
    noise: [{ level: "error", msg: "order {ord} rejected: address not serviceable" }],
    weight: 0.9,
  },
  prov: {
    info: [
      "ONT {ont} activated on {olt} pon {pon}, service profile FTTP_1000_50",
      "service VLAN 10{n} assigned to {acct} on {olt}",
      "activation job {ord} done in {slow}ms",
      "cable modem {cm} config file pushed (DOCSIS 3.1, 500/50)",
    ],
    warn: ["NETCONF session to {olt} reset, reconnected on attempt 2"],
    deprec: "DEPRECATED: ont-profile 'GPON_LEGACY_100' still referenced by {n} subscribers",
    health: "GET /health 200",
    jobs: [{ every: 120, msg: "activation queue depth 0, workers 8/8 idle" }],
    noise: [{ level: "warn", msg: "ONT {ont} rx power {dbm} dBm on {olt} pon {pon} (long drop, below -27 dBm)" }],
    weight: 0.8,
  },
  radius: {
    info: [
      "Login OK: [{sub}] (from client bng-{n} port {port} cli {mac})",
      "Accounting-Request Interim-Update for {sub} session {hex}",
      "Accounting-Request Start for {sub} Framed-IP-Address {ip}",
      "Accounting-Request Stop for {sub} Acct-Terminate-Cause User-Request",
    ],
    warn: ["Ignoring duplicate packet from client bng-{n} port {port} - ID: {n} due to unfinished request"],
    deprec: "WARNING: 'Auth-Type := PAP' in users file is deprecated, use Auth-Type PAP",
    health: "Status-Server from monitor: Access-Accept",
    jobs: [{ every: 60, msg: "stats: {n} auth/s, {n} acct/s, 0 dropped" }],
    noise: [{ level: "error", msg: "Login incorrect (account suspended): [{sub}] (from client bng-{n} port {port})" }],
    weight: 1.5,
  },
  dhcp: {
    info: [
      "DHCP6_LEASE_ALLOC [hwtype=1 {mac}], cid=[00:03:00:01:{mac}], tid=0x{hex}: lease for prefix {pfx} and iaid={n} allocated",
      "DHCP6_LEASE_RENEW [hwtype=1 {mac}]: prefix {pfx} renewed",
      "DHCP4_LEASE_ALLOC [hwtype=1 {mac}], tid=0x{hex}: lease {ip} has been allocated for 3600 seconds",
    ],
    warn: ["DHCP6_PACKET_DROP_DUPLICATE duplicate Solicit from {mac}, dropped"],
    deprec: "DHCPSRV_DEPRECATED parameter 'reservation-mode' is deprecated, use 'reservations-global'",
    health: "control-agent: status-get ok (uptime {n}s)",
    jobs: [{ every: 150, msg: "DHCPSRV_MEMFILE_LFC_START starting lease file cleanup" }],
    noise: [{ level: "warn", msg: "DHCP6_DECLINE_LEASE address declined by client {mac}: duplicate address detected" }],
    weight: 1.2,
  },
  acs: {
    info: [
      "{ip} {cpe}: Inform; event: 2 PERIODIC",
      "{ip} {cpe}: Inform; event: 1 BOOT, 4 VALUE CHANGE",
      '{ip} {cpe}: ACS request; acsRequestId: "{hex}" acsRequestName: "GetParameterValues"',
      '{ip} {cpe}: CPE response; cpeResponseName: "SetParameterValuesResponse"',
    ],
    warn: ["{ip} {cpe}: Connection request timed out, will retry on next Inform"],
    deprec: "WARN: provision script 'legacy-wifi' uses declare() without timestamp, deprecated",
    health: "GET /status 200",
    jobs: [{ every: 200, msg: "firmware campaign fw-{ver}: {n} devices pending, 0 failed" }],
    noise: [{ level: "error", msg: "{ip} {cpe}: CPE returned 9002 Internal error (rebooted mid-session)" }],
    weight: 1.6,
  },
  inv: {
    info: [
      "GET /api/ports?olt={olt} 200 {ms}ms",
      "POST /api/assignments 201 {ms}ms",
      "GET /api/circuits/{acct} 200 {ms}ms",
      "topology cache hit ratio 0.9{n}",
    ],
    warn: [
      "slow query (1{n} ms): SELECT ... FROM port_assignment WHERE olt_id=$1",
      "EMS lookup for {olt} retried after connection reset, ok",
    ],
    deprec: "client {svc:prov} uses /api/v1/ports (deprecated), please call /api/v2/ports",
    health: "GET /healthz 200",
    jobs: [{ every: 300, msg: "reconcile with EMS: {n} ports compared, 0 drift" }],
    noise: [{ level: "error", msg: "reconcile: port {olt} {pon} referenced by 2 circuits (known data issue INV-{n})" }],
    weight: 1,
  },
  dispatch: {
    info: [
      "job {job} assigned to {tech} (window 08:00-12:00)",
      "tablet {tab} synced {n} jobs",
      "job {job} status ON_SITE by {tech}",
      "job {job} completed, ONT {ont} light level {okdbm} dBm",
    ],
    warn: ["tablet {tab} sync retried after 503 from edge, ok"],
    deprec: "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials",
    health: "Completed 200 OK in 2ms (GET /up)",
    jobs: [{ every: 240, msg: "route optimiser run: {n} jobs, {n} techs, solved in {slow}ms" }],
    noise: [{ level: "error", msg: "tablet {tab} offline for 35 min, last seen cell tower {n} ({tech})" }],
    weight: 0.8,
  },
  telemetry: {
    info: [
      "batch from {olt}: {n} ONT optical samples ingested",
      "flushed {n} points to tsdb in {ms}ms",
      "kafka consumer lag partition {n}: 0",
    ],
    warn: ["collector {olt} late by {n}s, samples accepted"],
    deprec: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal",
    health: "GET /readyz 200",
    jobs: [{ every: 60, msg: "checkpoint committed offset={n}{n}" }],
    noise: [{ level: "error", msg: "ONT {ont} low optical power rx={dbm} dBm tx=2.1 dBm on {olt} {pon}" }],
    weight: 1.5,
  },
  billing: {
    info: [
      "invoice {inv} issued for {acct}: AUD {amt}",
      "payment captured for {acct}: AUD {amt}",
      "usage rated for {acct}: {n} GB",
      "GET /invoices/{inv} 200 {ms}ms",
    ],
    warn: ["payment for {acct} declined by issuer (insufficient_funds), dunning step 1"],
    deprec: "obsolete: TaxCalculator.Compute(decimal) is obsolete, use Compute(TaxContext)",
    health: "Health check /health: Healthy",
    jobs: [{ every: 300, msg: "dunning batch: {n} accounts evaluated" }],
    noise: [{ level: "error", msg: "card expired for {acct}, autopay skipped" }],
    weight: 0.8,
  },
  outage: {
    info: [
      "evaluated {n} OLTs, 0 correlated outages",
      "{olt}: {n} ONTs online, 0 dying-gasp in last 60s",
      "published outage map tiles ({n} areas)",
    ],
    warn: ["{olt} pon {pon}: 1 dying-gasp (single premises, power off), ignored"],
    deprec: "config key 'thresholds.ont_loss_pct' is deprecated, use 'rules.pon_loss.percent'",
    health: "GET /healthz 200",
    jobs: [{ every: 60, msg: "correlation sweep done in {ms}ms" }],
    noise: [{ level: "warn", msg: "{olt} pon {pon}: ONT {ont} LOS alarm raised (customer premises)" }],
    weight: 0.9,
  },
  speedtest: {
    info: [
      "test {hex} done: {mbps} Mbps down / {n} Mbps up, rtt {n}ms (ethernet)",
      "test {hex} done: {n} Mbps down / {n} Mbps up, rtt {n}ms (wifi 5GHz)",
      "test {hex} started from {ip} server mel-{n}",
    ],
    warn: ["test {hex}: upload phase retried after socket close, ok"],
    deprec: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    health: "GET /ping 200 0ms",
    jobs: [{ every: 120, msg: "server list refreshed: 14 servers healthy" }],
    noise: [
      { level: "error", msg: "test {hex} aborted: client timeout during download phase (wifi 2.4GHz, rssi -8{pct})" },
    ],
    weight: 1.1,
  },
};

/** Request chains that share one trace id where the estate prints them. */
export const FLOWS: Role[][] = [
  ["app", "orders", "qualify"],
  ["app", "billing"],
  ["app", "speedtest"],
  ["orders", "prov", "inv"],
  ["prov", "acs"],
  ["dispatch", "inv"],
  ["radius", "dhcp"],
  ["telemetry", "outage"],
];
