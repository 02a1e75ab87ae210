// The four made-up companies: their services, normal request traffic, periodic jobs and the standing noise each
// estate always has (one constantly complaining service, deprecation warnings, retries that succeed, deploys).
import { type Ctx, emit, every, poisson, tid } from "./ctx.js";

export type EstateId = "fab" | "pharma" | "port" | "hotel";

export interface Estate {
  id: EstateId;
  company: string;
  namespace: string;
  ids: boolean;
  services: string[];
  /** one request flow starting at t */
  flow(c: Ctx, t: number): void;
  jobs(c: Ctx): void;
  /** the service that logs the same harmless complaint from the first minute */
  noisy(c: Ctx): void;
  deprecations(c: Ctx): void;
  retries(c: Ctx): void;
  /** an unrelated rollout or config reload of some service at t */
  deploy(c: Ctx, t: number, svc: string): void;
}

const ms = (c: Ctx, lo: number, hi: number) => c.rng.int(lo, hi);
const lot = (c: Ctx) => `L${c.rng.digits(2)}${String.fromCharCode(65 + c.rng.int(0, 25))}${c.rng.digits(4)}.1`;
const cont = (c: Ctx) => `${c.rng.pick(["MSCU", "MAEU", "CMAU", "HLBU", "OOLU", "TGHU", "EGSU"])}${c.rng.digits(7)}`;

function k8sDeploy(c: Ctx, t: number, svc: string, version: string, javaLike: boolean): void {
  emit(c, t, svc, "info", "Received SIGTERM, starting graceful shutdown (drain 20s)");
  emit(c, t + 900, svc, "info", "Graceful shutdown complete, 0 requests in flight");
  emit(c, t + 6100, svc, "info", `starting ${svc} ${version} (build ${c.rng.hex(7)})`);
  if (javaLike)
    emit(c, t + 14800, svc, "info", `Started application in ${(c.rng.int(90, 190) / 10).toFixed(1)} seconds`);
  emit(c, t + 15500, svc, "info", "readiness probe passed, accepting traffic");
}

const fab: Estate = {
  id: "fab",
  company: "Kestrel Semiconductor Assembly",
  namespace: "kestrel-fab-prod",
  ids: false,
  services: [
    "mes-dispatch",
    "eap-secsgem",
    "opcua-gateway",
    "lims-core",
    "spc-monitor",
    "recipe-mgmt",
    "wip-tracker",
    "shopfloor-ui",
    "fdc-collector",
    "label-print",
  ],
  flow(c, t) {
    const l = lot(c);
    const tool = c.rng.pick(["DB-03", "WB-11", "WB-12", "MOLD-02", "SAW-07", "PLT-01", "DB-05"]);
    const kind = c.rng.int(0, 5);
    if (kind <= 2) {
      emit(c, t, "shopfloor-ui", "info", `POST /api/trackin lot=${l} eqp=${tool} 200 ${ms(c, 40, 260)}ms`);
      emit(
        c,
        t + 20,
        "mes-dispatch",
        "info",
        `TrackIn lot ${l} on ${tool} step ${c.rng.int(100, 990)}0 qty=${c.rng.int(200, 2400)}`,
      );
      emit(
        c,
        t + 70,
        "recipe-mgmt",
        "info",
        `PPID ${tool.split("-")[0]}_${c.rng.hex(4).toUpperCase()} v${c.rng.int(3, 40)} resolved for ${tool}`,
      );
      emit(c, t + 140, "eap-secsgem", "info", `${tool} S2F41 PP-SELECT ack HCACK=0 (${ms(c, 30, 180)} ms)`);
      emit(c, t + 260, "wip-tracker", "info", `lot ${l} state WAIT->RUN at ${tool}`);
    } else if (kind === 3) {
      emit(
        c,
        t,
        "eap-secsgem",
        "info",
        `${tool} S6F11 CEID=${c.rng.pick([1010, 1020, 4001, 4002])} ProcessComplete lot=${l}`,
      );
      emit(
        c,
        t + 50,
        "mes-dispatch",
        "info",
        `TrackOut lot ${l} from ${tool} good=${c.rng.int(200, 2400)} scrap=${c.rng.int(0, 4)}`,
      );
      emit(
        c,
        t + 110,
        "wip-tracker",
        "info",
        `lot ${l} state RUN->WAIT next=${c.rng.pick(["WB", "MOLD", "TEST", "PLT"])}`,
      );
      emit(
        c,
        t + 160,
        "spc-monitor",
        "info",
        `chart ${tool}-${c.rng.pick(["BONDPULL", "DIEHEIGHT", "WIRELOOP"])} +1 point, in control`,
      );
    } else if (kind === 4) {
      emit(
        c,
        t,
        "opcua-gateway",
        "info",
        `Subscription 7 publish: ${c.rng.int(40, 400)} monitored items changed (ns=2;s=${tool}.*)`,
      );
      emit(
        c,
        t + 30,
        "fdc-collector",
        "info",
        `stored ${c.rng.int(300, 4000)} samples for ${tool} (${ms(c, 3, 40)}ms)`,
      );
    } else {
      emit(
        c,
        t,
        "lims-core",
        "info",
        `sample S-${c.rng.digits(7)} result posted test=${c.rng.pick(["XRF", "SEM", "PULL", "SHEAR"])} status=PASS`,
      );
      emit(c, t + 80, "mes-dispatch", "info", `QC disposition received for lot ${l}: RELEASE`);
    }
  },
  jobs(c) {
    every(c, c.t0, c.t1, 60000, (t) =>
      emit(c, t, "wip-tracker", "info", `WIP snapshot: ${c.rng.int(380, 460)} lots, ${c.rng.int(14, 30)} on hold`),
    );
    every(c, c.t0, c.t1, 120000, (t) =>
      emit(c, t, "label-print", "info", `spooler heartbeat: 6 printers online, queue=${c.rng.int(0, 3)}`),
    );
    every(c, c.t0, c.t1, 300000, (t) =>
      emit(
        c,
        t,
        "spc-monitor",
        "info",
        `recomputed control limits for ${c.rng.int(120, 180)} charts (${ms(c, 900, 3000)}ms)`,
      ),
    );
  },
  noisy(c) {
    poisson(c, c.t0, c.t1, 3, (t) =>
      emit(
        c,
        t,
        "eap-secsgem",
        "error",
        `WB-${c.rng.pick([11, 12, 14])} replied S9F5 Unrecognized Function Type to S1F21 (DVNAMELIST not supported by equipment)`,
      ),
    );
  },
  deprecations(c) {
    poisson(c, c.t0, c.t1, 0.4, (t) =>
      emit(
        c,
        t,
        "mes-dispatch",
        "warn",
        "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA javax.persistence.criteria.CriteriaQuery instead",
      ),
    );
    emit(
      c,
      c.t0 + 9000,
      "shopfloor-ui",
      "warn",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    );
  },
  retries(c) {
    poisson(c, c.t0, c.t1, 0.5, (t) => {
      const tool = c.rng.pick(["DB-03", "MOLD-02", "SAW-07"]);
      emit(c, t, "eap-secsgem", "warn", `${tool} T3 reply timeout on S1F3 (45s), retrying 1/3`);
      emit(c, t + 1800, "eap-secsgem", "info", `${tool} S1F4 received on retry 1`);
    });
  },
  deploy(c, t, svc) {
    k8sDeploy(c, t, svc, `v2.${c.rng.int(10, 40)}.${c.rng.int(0, 9)}`, svc === "mes-dispatch");
  },
};

const pharma: Estate = {
  id: "pharma",
  company: "Nordpak Pharma Packaging",
  namespace: "pack-line",
  ids: true,
  services: [
    "mes-pack",
    "serialization-svc",
    "label-print",
    "qc-lims",
    "vision-inspect",
    "line-opcua-bridge",
    "batch-record",
    "aggregation-svc",
    "epcis-export",
    "hmi-web",
  ],
  flow(c, t) {
    const id = tid(c);
    const line = c.rng.pick(["PL-01", "PL-02", "PL-04"]);
    const gtin = `0${c.rng.pick(["5701234", "7612345"])}${c.rng.digits(6)}`;
    const k = c.rng.int(0, 3);
    if (k <= 1) {
      const n = c.rng.int(20, 120);
      emit(
        c,
        t,
        "serialization-svc",
        "info",
        `allocated ${n} serials GTIN ${gtin} line ${line} (pool ${c.rng.int(20000, 90000)} left)`,
        { trace: id },
      );
      emit(
        c,
        t + 40,
        "label-print",
        "info",
        `job ${c.rng.hex(8)} sent to ${line}-LBL1: ${n} labels ZPL ${c.rng.int(40, 160)}KB`,
        { trace: id },
      );
      emit(c, t + 300, "vision-inspect", "info", `${line} cam2 batch ${n} reads ok, grade A:${n - 1} B:1`, {
        trace: id,
      });
      emit(c, t + 420, "aggregation-svc", "info", `case SSCC 00${c.rng.digits(16)} aggregated ${n} packs`, {
        trace: id,
      });
    } else if (k === 2) {
      emit(c, t, "hmi-web", "info", `GET /api/lines/${line}/status 200 ${ms(c, 8, 90)}ms`, { trace: id });
      emit(
        c,
        t + 15,
        "mes-pack",
        "info",
        `line ${line} OEE tick: avail 0.9${c.rng.int(0, 8)} perf 0.8${c.rng.int(0, 9)}`,
        { trace: id },
      );
      emit(c, t + 25, "line-opcua-bridge", "info", `read 42 nodes from ${line}-PLC in ${ms(c, 4, 30)}ms`, {
        trace: id,
      });
    } else {
      emit(
        c,
        t,
        "batch-record",
        "info",
        `eBR step ${c.rng.int(10, 80)} signed by operator op${c.rng.digits(4)} batch B${c.rng.digits(6)}`,
        { trace: id },
      );
      emit(
        c,
        t + 60,
        "qc-lims",
        "info",
        `in-process check IPC-${c.rng.digits(5)} weight ${c.rng.int(498, 503)}.${c.rng.int(0, 9)}mg PASS`,
        { trace: id },
      );
    }
  },
  jobs(c) {
    every(c, c.t0, c.t1, 60000, (t) =>
      emit(c, t, "epcis-export", "info", `exported ${c.rng.int(20, 300)} ObjectEvents to repository (HTTP 202)`),
    );
    every(c, c.t0, c.t1, 30000, (t) =>
      emit(c, t, "line-opcua-bridge", "info", "session keep-alive ok to 3 PLC endpoints"),
    );
    every(c, c.t0, c.t1, 240000, (t) => emit(c, t, "qc-lims", "info", "celery beat: sent task lims.tasks.sync_specs"));
  },
  noisy(c) {
    poisson(c, c.t0, c.t1, 4, (t) =>
      emit(
        c,
        t,
        "vision-inspect",
        "error",
        `PL-02 cam1 OCR read failed on pack (lot field contrast 0.${c.rng.int(21, 34)}), pack rejected to bin`,
      ),
    );
  },
  deprecations(c) {
    poisson(c, c.t0, c.t1, 0.3, (t) =>
      emit(
        c,
        t,
        "qc-lims",
        "warn",
        "/usr/local/lib/python3.11/site-packages/celery/app/utils.py:203: CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0 and above.",
      ),
    );
    emit(
      c,
      c.t0 + 12000,
      "batch-record",
      "warn",
      "DEPRECATION WARNING: ActiveRecord::Base.default_timezone is deprecated and will be removed from Rails 7.2",
    );
  },
  retries(c) {
    poisson(c, c.t0, c.t1, 0.4, (t) => {
      emit(c, t, "epcis-export", "warn", "POST https://epcis.nordpak.example/capture failed with 502, retry 1/5 in 2s");
      emit(c, t + 2300, "epcis-export", "info", "POST https://epcis.nordpak.example/capture 202 Accepted (attempt 2)");
    });
  },
  deploy(c, t, svc) {
    k8sDeploy(c, t, svc, `1.${c.rng.int(4, 19)}.${c.rng.int(0, 12)}`, svc === "mes-pack" || svc === "aggregation-svc");
  },
};

const port: Estate = {
  id: "port",
  company: "Westkade Container Terminal",
  namespace: "tos",
  ids: true,
  services: [
    "tos-core",
    "gate-ocr",
    "crane-telemetry",
    "edi-gateway",
    "ais-ingest",
    "yard-planner",
    "vgm-service",
    "truck-appointments",
    "reefer-monitor",
    "customs-bridge",
  ],
  flow(c, t) {
    const id = tid(c);
    const k = c.rng.int(0, 4);
    const box = cont(c);
    if (k <= 1) {
      const lane = c.rng.int(1, 14);
      emit(
        c,
        t,
        "gate-ocr",
        "info",
        `lane ${lane} read ${box} conf=0.9${c.rng.int(1, 9)} plate ${c.rng.pick(["BX", "VK", "ZL"])}-${c.rng.digits(3)}-${c.rng.pick(["KT", "RP", "DN"])}`,
        { trace: id },
      );
      emit(
        c,
        t + 60,
        "truck-appointments",
        "info",
        `Completed 200 OK in ${ms(c, 12, 90)}ms (Views: 0.3ms | ActiveRecord: ${ms(c, 2, 20)}.1ms) appt=A${c.rng.digits(7)}`,
        { trace: id },
      );
      emit(c, t + 140, "tos-core", "info", `gate-in ${box} lane ${lane} visit TV${c.rng.digits(6)} accepted`, {
        trace: id,
      });
      emit(
        c,
        t + 230,
        "yard-planner",
        "info",
        `slot assigned ${box} -> ${c.rng.pick(["A", "B", "C", "D"])}${c.rng.int(10, 48)}.${c.rng.int(1, 30)}.${c.rng.int(1, 6)} (${ms(c, 4, 60)}ms)`,
        { trace: id },
      );
    } else if (k === 2) {
      const qc = `QC${String(c.rng.int(1, 9)).padStart(2, "0")}`;
      emit(c, t, "crane-telemetry", "info", `${qc} move complete ${box} cycle ${c.rng.int(85, 160)}s spreader 40ft`, {
        trace: id,
      });
      emit(c, t + 90, "tos-core", "info", `work instruction WI-${c.rng.digits(7)} ${qc} COMPLETE`, { trace: id });
    } else if (k === 3) {
      emit(
        c,
        t,
        "ais-ingest",
        "info",
        `decoded ${c.rng.int(200, 900)} AIVDM sentences, ${c.rng.int(30, 90)} vessels in area`,
      );
    } else {
      emit(c, t, "vgm-service", "info", `VGM received ${box} ${c.rng.int(8000, 30000)}kg method SM${c.rng.int(1, 2)}`, {
        trace: id,
      });
      emit(c, t + 50, "tos-core", "info", `VGM attached to ${box}`, { trace: id });
    }
  },
  jobs(c) {
    every(c, c.t0, c.t1, 60000, (t) =>
      emit(c, t, "edi-gateway", "info", `SFTP poll partner MAEU: ${c.rng.int(0, 4)} new files`),
    );
    every(c, c.t0, c.t1, 30000, (t) =>
      emit(c, t, "reefer-monitor", "info", `polled ${c.rng.int(600, 900)} reefers, ${c.rng.int(0, 3)} alarms active`),
    );
    every(c, c.t0, c.t1, 180000, (t) =>
      emit(c, t, "customs-bridge", "info", `released ${c.rng.int(3, 40)} containers from customs (batch)`),
    );
  },
  noisy(c) {
    poisson(c, c.t0, c.t1, 3, (t) =>
      emit(
        c,
        t,
        "ais-ingest",
        "error",
        `dropped !AIVDM sentence: checksum mismatch (got *${c.rng.hex(2).toUpperCase()}) from feed ais-rx-2`,
      ),
    );
  },
  deprecations(c) {
    poisson(c, c.t0, c.t1, 0.3, (t) =>
      emit(
        c,
        t,
        "tos-core",
        "warn",
        "The 'spring.jpa.open-in-view' property is enabled by default. Database queries may be performed during view rendering.",
      ),
    );
    emit(
      c,
      c.t0 + 7000,
      "edi-gateway",
      "warn",
      "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    );
  },
  retries(c) {
    poisson(c, c.t0, c.t1, 0.5, (t) => {
      emit(c, t, "customs-bridge", "warn", "customs portal returned 503, retrying in 5s (1/3)");
      emit(c, t + 5200, "customs-bridge", "info", "customs portal call succeeded on attempt 2");
    });
  },
  deploy(c, t, svc) {
    k8sDeploy(c, t, svc, `2026.11.${c.rng.int(1, 28)}`, svc === "tos-core" || svc === "crane-telemetry");
  },
};

const hotel: Estate = {
  id: "hotel",
  company: "Lumen Hotels & Resorts",
  namespace: "lumen-dist",
  ids: false,
  services: [
    "pms-core",
    "channel-manager",
    "booking-engine",
    "ari-publisher",
    "payment-tokenizer",
    "rate-shopper",
    "guest-notify",
    "gds-bridge",
    "housekeeping-sync",
    "loyalty-api",
  ],
  flow(c, t) {
    const prop = c.rng.pick(["LUM-AMS1", "LUM-LIS2", "LUM-BCN1", "LUM-PRG1"]);
    const k = c.rng.int(0, 5);
    if (k <= 1) {
      const r = `R${c.rng.digits(8)}`;
      emit(c, t, "booking-engine", "info", `POST /api/v3/reservations 201 ${ms(c, 180, 900)}ms property=${prop}`);
      emit(
        c,
        t + 50,
        "payment-tokenizer",
        "info",
        `card tokenized scheme=${c.rng.pick(["VISA", "MC", "AMEX"])} token=tok_${c.rng.hex(12)} (${ms(c, 90, 400)}ms)`,
      );
      emit(
        c,
        t + 420,
        "pms-core",
        "info",
        `Reservation ${r} created for ${prop}, ${c.rng.int(1, 7)} nights, rate ${c.rng.pick(["BAR", "ADV14", "CORP", "PKG-BB"])}`,
      );
      emit(c, t + 500, "loyalty-api", "info", `member ${c.rng.digits(9)} stay credited (pending)`);
    } else if (k <= 3) {
      emit(
        c,
        t,
        "booking-engine",
        "info",
        `GET /api/v3/availability?property=${prop}&nights=${c.rng.int(1, 5)} 200 ${ms(c, 60, 420)}ms`,
      );
    } else if (k === 4) {
      emit(
        c,
        t,
        "ari-publisher",
        "info",
        `OTA_HotelAvailNotifRQ ${prop} ${c.rng.int(2, 60)} rooms x ${c.rng.int(1, 90)} days -> ${c.rng.pick(["booking", "expedia", "hrs"])} Success (${ms(c, 120, 800)}ms)`,
      );
      emit(c, t + 30, "channel-manager", "info", `ARI delta queued ${prop} seq=${c.rng.digits(6)}`);
    } else {
      emit(
        c,
        t,
        "housekeeping-sync",
        "info",
        `room ${c.rng.int(101, 940)} status ${c.rng.pick(["DIRTY->CLEAN", "CLEAN->INSPECTED", "OCC->DIRTY"])} ${prop}`,
      );
      emit(c, t + 40, "pms-core", "info", `room status updated ${prop}`);
    }
  },
  jobs(c) {
    every(c, c.t0, c.t1, 60000, (t) =>
      emit(c, t, "rate-shopper", "info", `shop run complete: ${c.rng.int(40, 120)} compset rates collected`),
    );
    every(c, c.t0, c.t1, 90000, (t) =>
      emit(c, t, "gds-bridge", "info", `session pool: ${c.rng.int(8, 12)}/12 sessions alive`),
    );
    every(c, c.t0, c.t1, 45000, (t) =>
      emit(
        c,
        t,
        "guest-notify",
        "info",
        `Sidekiq stats processed=${c.rng.int(100, 999)} failed=0 enqueued=${c.rng.int(0, 9)}`,
      ),
    );
  },
  noisy(c) {
    poisson(c, c.t0, c.t1, 3, (t) =>
      emit(
        c,
        t,
        "channel-manager",
        "error",
        `OTA_HotelResNotifRS from expedia: Errors Type=3 Code=783 "Room or rate not found" for RatePlanCode=GOV-${c.rng.int(10, 99)} (mapping inactive, skipped)`,
      ),
    );
  },
  deprecations(c) {
    poisson(c, c.t0, c.t1, 0.4, (t) =>
      emit(c, t, "booking-engine", "warn", "(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated."),
    );
    emit(
      c,
      c.t0 + 15000,
      "guest-notify",
      "warn",
      "DEPRECATION WARNING: Sidekiq::Worker is deprecated, use Sidekiq::Job instead",
    );
  },
  retries(c) {
    poisson(c, c.t0, c.t1, 0.5, (t) => {
      emit(
        c,
        t,
        "gds-bridge",
        "warn",
        "Sabre session ST-" + c.rng.hex(6) + " expired (USG_AUTHORIZATION_FAILED), re-authenticating",
      );
      emit(c, t + 700, "gds-bridge", "info", "Sabre SessionCreateRQ ok, request replayed");
    });
  },
  deploy(c, t, svc) {
    k8sDeploy(
      c,
      t,
      svc,
      `v${c.rng.int(3, 9)}.${c.rng.int(0, 30)}.${c.rng.int(0, 9)}`,
      svc === "channel-manager" || svc === "ari-publisher",
    );
  },
};

export const ESTATES: Record<EstateId, Estate> = { fab, pharma, port, hotel };

/** Health probes of every service, like the kubelet or compose would trigger them. */
export function health(c: Ctx, svc: string, style: number): void {
  const period = [10000, 15000, 30000][style % 3];
  every(c, c.t0, c.t1, period, (t) => emit(c, t, svc, "info", `GET /healthz 200 ${c.rng.int(1, 4)}ms`));
}
