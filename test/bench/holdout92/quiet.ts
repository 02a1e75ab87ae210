// The 12 quiet windows: only the domain's normal noise plus a harmless blip each (nothing is broken).
import { bpTrk, dcl, drv, hh, hubBc, lk, merch } from "./estates.js";
import type { Scenario } from "./incidents.js";

const sec = (n: number) => n * 1000;
const quiet = (estate: string, note: string, run: Scenario["run"]): Scenario => ({
  estate,
  category: null,
  origin: null,
  hints: [],
  sev: null,
  note,
  run,
});

export const QUIET: Scenario[] = [
  quiet(
    "brightpost",
    "a normal afternoon: one merchant's webhook endpoint is down and some addresses do not validate.",
    () => {},
  ),
  quiet(
    "brightpost",
    "one merchant's integration exceeds its own API quota for a minute and gets 429s while everything else runs normally.",
    (c) => {
      const r = c.r;
      const m = merch(r);
      c.poisson(c.start, c.start + sec(70), 40, (t) =>
        c.emit(
          "merchant-api",
          t,
          "WARN",
          `rate limit exceeded for merchant ${m} (api key …${r.hex(4)}): 429 Too Many Requests, limit 20 rps`,
        ),
      );
    },
  ),
  quiet(
    "brightpost",
    "a rolling restart of label-service with the usual start-up warnings; retries to it succeed.",
    (c) => {
      const r = c.r;
      c.emit("label-service", c.start, "INFO", "Commencing graceful shutdown. Waiting for active requests to complete");
      c.emit(
        "label-service",
        c.start + sec(9),
        "INFO",
        "Starting LabelServiceApplication v7.4.1 using Java 21.0.5 with PID 1",
      );
      c.emit(
        "label-service",
        c.start + sec(14),
        "WARN",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
      );
      c.emit(
        "label-service",
        c.start + sec(19),
        "INFO",
        "Started LabelServiceApplication in 10.214 seconds (process running for 11.03)",
      );
      for (let i = 0; i < 6; i++)
        c.emit(
          "merchant-api",
          c.start + sec(2 + i * 2),
          "WARN",
          `label-service call failed (ECONNREFUSED), retry 1/2 shipment=SHP${r.digits(9)} - succeeded on retry`,
        );
    },
  ),
  quiet(
    "kronhub",
    "a busy unloading wave: more no-reads and duplicate scans than usual, all handled by manual sorting.",
    (c) => {
      const r = c.r;
      c.poisson(c.start, c.start + sec(180), 20, (t) =>
        c.emit(
          "manual-sort-queue",
          t,
          "INFO",
          `Parcel ${hubBc(r)} queued for manual sorting (reason: NoRead), queue depth ${r.int(15, 40)}`,
        ),
      );
    },
  ),
  quiet("kronhub", "routine shift: a printer runs out of ribbon and yard-mgmt is redeployed.", (c) => {
    const r = c.r;
    c.every(c.start, c.start + sec(240), 30, (t) =>
      c.emit("label-reprint", t, "WARN", `printer ZD621-0${r.int(1, 6)} paused: ribbon out`),
    );
  }),
  quiet("kronhub", "the sorter PLC connection blips once and reconnects immediately; sorting continues.", (c) => {
    c.emit("sorter-plc-bridge", c.start, "WARN", "[plc] recv() timed out on 10.60.1.20:102 after 2000ms, reconnecting");
    c.emit("sorter-plc-bridge", c.start + 600, "INFO", "[plc] connected to 10.60.1.20:102 (rack 0 slot 1), PDU 960");
  }),
  quiet("routewise", "drivers come out of a dead zone together and sync late; lockers are full as usual.", (c) => {
    const r = c.r;
    c.poisson(c.start, c.start + sec(120), 25, (t) =>
      c.emit(
        "handheld-sync",
        t,
        "WARN",
        `device ${hh(r)} synced late: offline for ${r.int(10, 45)}m (dead zone), replayed ${r.int(30, 200)} queued events`,
      ),
    );
  }),
  quiet("routewise", "a normal morning of deliveries with lockers full and some late syncs.", () => {}),
  quiet(
    "routewise",
    "route-planner replans a depot wave, one solve runs long but finishes; a driver's proof-of-delivery upload is retried successfully.",
    (c) => {
      const r = c.r;
      c.emit("route-planner", c.start, "INFO", "planning depot UTR-1 wave 3: 38 routes, 4120 stops");
      c.emit(
        "route-planner",
        c.start + sec(52),
        "WARN",
        "solver for UTR-1 wave 3 took 51.8s (soft limit 45s), solution accepted: 38 routes",
      );
      c.emit(
        "pod-store",
        c.start + sec(70),
        "WARN",
        `upload of pod for ${bpTrk(r)} retried after 503 SlowDown, succeeded on attempt 2`,
      );
      c.emit("driver-notify", c.start + sec(75), "INFO", `Push to driver ${drv(r)}: route re-planned`);
    },
  ),
  quiet("eastmark", "a normal evening: customs holds for missing invoices and a few bounced emails.", () => {}),
  quiet(
    "eastmark",
    "a large marketplace batch arrives; many declarations are held for missing invoices and duty-calc works through them.",
    (c) => {
      const r = c.r;
      c.poisson(c.start, c.start + sec(150), 18, (t) =>
        c.emit(
          "customs-declare",
          t,
          "ERROR",
          `Declaration ${dcl(r)} on hold at destination US: commercial invoice missing (declared value ${r.int(151, 900)}.00 EUR > 150.00)`,
        ),
      );
    },
  ),
  quiet(
    "eastmark",
    "edi-bridge polls an empty mailbox for a while and the partner gateway has one slow handover; a locker-style redelivery note is sent.",
    (c) => {
      const r = c.r;
      c.emit("partner-gw", c.start, "WARN", `POST /partner/v1/handover slow: dur=4120ms partner=posten (p99 900ms)`);
      c.emit(
        "notification-svc",
        c.start + sec(30),
        "INFO",
        `email sent template=redelivery_notice to=***@gmail.com msg_id=${r.hex(16)} locker=${lk(r)}`,
      );
    },
  ),
];
