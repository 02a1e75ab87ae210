// Quiet windows: only the domain's normal noise, plus the harmless events that look alarming at a glance.
import type { Burst, Once } from "./types.js";

export interface Quiet {
  est: number;
  note: string;
  once: Once[];
  bursts: Burst[];
}

export const QUIET: Quiet[] = [
  {
    est: 0,
    note: "an ordinary morning: traffic, suspended-account RADIUS rejects and a routine deploy of the app API.",
    once: [],
    bursts: [],
  },
  {
    est: 1,
    note: "a storm knocks power out in one street; a burst of routers reboot and re-authenticate successfully.",
    once: [
      {
        role: "outage",
        at: 0,
        level: "warn",
        msg: "{olt} pon {pon}: 11 dying-gasp alarms in 60s (mains power event), watching",
      },
    ],
    bursts: [
      {
        role: "radius",
        level: "info",
        msgs: ["Login OK: [{sub}] (from client bng-{n} port {port} cli {mac})"],
        every: [0.2, 0.6],
        from: 40,
        until: 160,
      },
      {
        role: "acs",
        level: "info",
        msgs: ["{ip} {cpe}: Inform; event: 1 BOOT"],
        every: [0.4, 1],
        from: 60,
        until: 200,
      },
      {
        role: "outage",
        level: "info",
        msgs: ["{olt} pon {pon}: ONT {ont} back online"],
        every: [2, 5],
        from: 70,
        until: 220,
      },
    ],
  },
  {
    est: 2,
    note: "a firmware campaign batch reboots routers; informs spike and settle, nothing fails.",
    once: [{ role: "acs", at: 0, level: "info", msg: "firmware campaign fw-7.14.0: batch 2 released (640 devices)" }],
    bursts: [
      {
        role: "acs",
        level: "info",
        msgs: ["{ip} {cpe}: Inform; event: 1 BOOT, 7 TRANSFER COMPLETE", "{ip} {cpe}: TransferComplete ok (fw-7.14.0)"],
        every: [0.3, 0.9],
        from: 30,
        until: 300,
      },
      {
        role: "acs",
        level: "warn",
        msgs: ["{ip} {cpe}: download retried (HTTP 503 from fw mirror), second attempt ok"],
        every: [10, 25],
        from: 30,
        until: 300,
      },
    ],
  },
  {
    est: 3,
    note: "scheduled billing run with a few declined cards and expired cards; everything else normal.",
    once: [{ role: "billing", at: 0, level: "info", msg: "monthly bill run started: cycle 30, 18422 accounts" }],
    bursts: [
      {
        role: "billing",
        level: "info",
        msgs: ["invoice {inv} issued for {acct}: AUD {amt}"],
        every: [0.3, 0.8],
        from: 5,
      },
      {
        role: "billing",
        level: "warn",
        msgs: ["payment for {acct} declined by issuer (do_not_honor), dunning step 1"],
        every: [8, 20],
        from: 5,
      },
    ],
  },
  {
    est: 0,
    note: "a config reload on dhcp-pd and a brief slow period at the address registry that recovers by itself.",
    once: [
      { role: "dhcp", at: 0, level: "info", msg: "COMMAND_RECEIVED Received command 'config-reload'" },
      {
        role: "dhcp",
        at: 0.4,
        level: "info",
        msg: "DHCP6_CONFIG_LOAD_SUCCESS configuration successfully loaded from /etc/kea/kea-dhcp6.conf (pd-pools: 3, subnets: 42)",
      },
    ],
    bursts: [
      {
        role: "qualify",
        level: "warn",
        msgs: ["registry lookup {gnaf} slow ({slow}ms), retried once, ok"],
        every: [4, 9],
        from: 60,
        until: 150,
      },
    ],
  },
  {
    est: 1,
    note: "technicians' tablets drop off in a rural area and resync; the noisy offline errors are normal.",
    once: [],
    bursts: [
      {
        role: "dispatch",
        level: "warn",
        msgs: ["tablet {tab} reconnected after {n} min offline, {n} queued updates replayed"],
        every: [10, 30],
        from: 20,
      },
    ],
  },
  {
    est: 2,
    note: "evening peak: many Wi-Fi speed tests time out on the customer side while the servers are healthy.",
    once: [],
    bursts: [
      {
        role: "speedtest",
        level: "warn",
        msgs: ["test {hex} aborted by client (page closed)", "test {hex}: upload phase retried after socket close, ok"],
        every: [3, 8],
        from: 0,
      },
    ],
  },
  {
    est: 3,
    note: "long drops with low optical power keep warning while new activations succeed.",
    once: [],
    bursts: [
      {
        role: "prov",
        level: "info",
        msgs: ["ONT {ont} activated on {olt} pon {pon}, service profile FTTP_1000_50"],
        every: [4, 10],
      },
    ],
  },
  {
    est: 0,
    note: "an inventory reconciliation job flags known drift and finishes; one canary deploy in dispatch.",
    once: [{ role: "inv", at: 0, level: "info", msg: "reconcile with EMS started (full run)" }],
    bursts: [
      {
        role: "inv",
        level: "warn",
        msgs: ["reconcile drift: port {olt} {pon} admin state differs (EMS up, inventory planned), queued for review"],
        every: [6, 15],
        from: 10,
        until: 240,
      },
    ],
  },
  {
    est: 1,
    note: "a short wave of suspended-account RADIUS rejects after a collections batch, expected and harmless.",
    once: [
      { role: "billing", at: -30, level: "info", msg: "collections batch: 212 accounts suspended for non-payment" },
    ],
    bursts: [
      {
        role: "radius",
        level: "error",
        msgs: ["Login incorrect (account suspended): [{sub}] (from client bng-{n} port {port})"],
        every: [0.5, 1.5],
        from: 30,
        until: 240,
      },
    ],
  },
  {
    est: 2,
    note: "the outage radar reacts to one cut drop cable (single customer) and a technician is dispatched.",
    once: [
      { role: "outage", at: 0, level: "warn", msg: "{olt} pon {pon}: ONT {ont} LOS, single premises, no correlation" },
    ],
    bursts: [
      { role: "dispatch", level: "info", msgs: ["job {job} status EN_ROUTE by {tech}"], every: [60, 90], from: 60 },
    ],
  },
  {
    est: 3,
    note: "addresses in a greenfield estate keep failing qualification as not serviceable, which is normal, during a routine release.",
    once: [],
    bursts: [
      {
        role: "qualify",
        level: "warn",
        msgs: ["address not serviceable: {gnaf} '{addr}' (no infrastructure planned)"],
        every: [3, 8],
      },
    ],
  },
];
