// Harmless lab noise that looks alarming: each kind writes its lines over [a, b] of a window.
import type { Ctx } from "./baseline.js";
import { ev, every } from "./baseline.js";
import type { Role } from "./estates.js";
import type { Ev } from "./formats.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";

export interface NoiseKind {
  name: string;
  needs: Role[];
  make(c: Ctx, a: number, b: number): Ev[];
}

const K = (name: string, needs: Role[], make: NoiseKind["make"]): NoiseKind => ({ name, needs, make });

export const NOISE: NoiseKind[] = [
  K("haemolysed rejections", ["track", "lis"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 25000, (t) => {
      const s = c.ids.spec();
      o.push(
        ev(
          t,
          c.svc("track"),
          "warn",
          `specimen ${s} rejected at chem-line-inlet: HIL index H=${c.rng.int(3, 5)} exceeds limit for K,LD,AST`,
        ),
      );
      o.push(
        ev(
          t + 300,
          c.svc("lis"),
          "error",
          `Specimen ${s} status=REJECTED reason=HEMOLYZED; recollect task created for ward ${c.rng.pick(["4W", "ED", "ICU2", "5E"])}`,
        ),
      );
    });
    return o;
  }),
  K("unlabelled specimens", ["track"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 40000, (t) => {
      o.push(
        ev(
          t,
          c.svc("track"),
          "error",
          `scan failed at central-receiving: tube without readable barcode (bin UNLABELED-${c.rng.int(1, 3)})`,
        ),
      );
      if (c.rng.chance(0.5))
        o.push(
          ev(
            t + 900,
            c.svc("track"),
            "error",
            `label mismatch: tube ${c.ids.spec()} name on label does not match order patient; specimen quarantined`,
          ),
        );
    });
    return o;
  }),
  K("critical values held for call", ["mw", "lis"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 60000, (t) => {
      const s = c.ids.spec();
      const v = c.rng.pick([
        "K=6.9 mmol/L",
        "GLU=38 mg/dL",
        "NA=119 mmol/L",
        "PLT=14 10*3/uL",
        "INR=6.2",
        "TROPHS=1840 ng/L",
      ]);
      o.push(ev(t, c.svc("mw"), "warn", `CRITICAL ${v} on ${s}: autoverification halted, held for phone notification`));
      o.push(
        ev(
          t + 60000,
          c.svc("lis"),
          "error",
          `Critical call for ${c.ids.spec()} not documented within 15 min; escalated to charge technologist`,
        ),
      );
      o.push(
        ev(
          t + 90000,
          c.svc("lis"),
          "info",
          `Critical call documented for ${s}: read-back by RN ${c.rng.pick(["J.OKAFOR", "M.LEE", "T.NGUYEN"])}`,
        ),
      );
    });
    return o;
  }),
  K("analyzer nightly maintenance", ["analyzer", "mw"], (c, a, b) => {
    const an = c.est.analyzers[1];
    const s = c.svc("analyzer");
    const o = [
      ev(a, s, "warn", `${an}: ENQ not answered in 15s, link state -> IDLE`),
      ev(a + 500, s, "error", `${an}: connection closed by peer (instrument entered MAINTENANCE)`),
      ev(
        a + 2000,
        c.svc("mw"),
        "warn",
        `Instrument ${an} status MAINTENANCE: routing ${c.rng.int(3, 20)} pending tests to backup module`,
      ),
    ];
    every(c.rng, a + 5000, b - 20000, 30000, (t) =>
      o.push(
        ev(t, s, "error", `${an}: reconnect failed: ECONNREFUSED 10.40.${c.rng.int(1, 9)}.21:5001 (retry in 30s)`),
      ),
    );
    o.push(ev(b - 10000, s, "info", `${an}: connected, ASTM session established, 0 results pending`));
    return o;
  }),
  K("delta check holds", ["mw"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 30000, (t) => {
      const ts = c.ids.test();
      o.push(
        ev(
          t,
          c.svc("mw"),
          "warn",
          `Delta check failed ${c.ids.spec()} ${ts.code}: ${c.ids.value(ts)} vs ${c.ids.value(ts)} 18h ago (limit 25%) - result HELD for review`,
        ),
      );
    });
    return o;
  }),
  K("portal account lockouts", ["portal"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 20000, (t) => {
      const u = `pt${c.rng.digits(6)}`;
      for (let i = 1; i <= 5; i++)
        o.push(
          ev(t + i * 2500, c.svc("portal"), "warn", `login failed for user ${u}: invalid password (attempt ${i}/5)`),
        );
      o.push(ev(t + 13000, c.svc("portal"), "error", `account ${u} locked for 30 minutes after 5 failed attempts`));
    });
    return o;
  }),
  K("westgard qc rejection", ["mw"], (c, a, b) => {
    const an = c.rng.pick(c.est.analyzers);
    return [
      ev(
        a,
        c.svc("mw"),
        "error",
        `QC rule 1-3s violated on ${an} CREA level 2 (value 4.91, mean 4.20, SD 0.22): patient results for CREA HELD`,
      ),
      ev(a + 3000, c.svc("mw"), "warn", `${c.rng.int(8, 30)} results held pending QC review on ${an}`),
      ev(Math.min(b, a + 420000), c.svc("mw"), "info", `QC rerun accepted on ${an} CREA; held results released`),
    ];
  }),
  K("ehr ack AE for unknown patient", ["hl7out"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 45000, (t) => {
      o.push(
        ev(
          t,
          c.svc("hl7out"),
          "error",
          `ORU^R01 ${c.ids.ctrl()} NACK from ${c.est.ehrHost}: MSA|AE, ERR|PID^1^3|204^Unknown key identifier (patient merged) - moved to error queue`,
        ),
      );
    });
    return o;
  }),
  K("astm checksum errors", ["analyzer"], (c, a, b) => {
    const o: Ev[] = [];
    const an = c.rng.pick(c.est.analyzers);
    every(c.rng, a, b, 15000, (t) => {
      o.push(
        ev(
          t,
          c.svc("analyzer"),
          "warn",
          `${an}: frame ${c.rng.int(1, 7)} checksum mismatch (got ${c.rng.hex(2).toUpperCase()} expected ${c.rng.hex(2).toUpperCase()}), NAK sent`,
        ),
      );
      o.push(ev(t + 180, c.svc("analyzer"), "info", `${an}: frame retransmitted, ACK`));
    });
    return o;
  }),
  K("reference orders not in compendium", ["refgw"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 50000, (t) => {
      o.push(
        ev(
          t,
          c.svc("refgw"),
          "error",
          `sendout rejected by ${c.rng.pick(c.est.refLabs)}: test code ${c.rng.pick(["TPMT-GEN", "ZNC-SER", "BART-PCR"])} not in client compendium (ORC-1 CA)`,
        ),
      );
    });
    return o;
  }),
  K("billing denials with backtrace", ["billing"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 60000, (t) => {
      const msg = `Claim ${c.rng.digits(9)} denied by payer: CO-50 medical necessity (no ABN on file)`;
      o.push(
        ev(t, c.svc("billing"), "error", msg, {
          exc: { type: "Claims::DeniedError", message: msg },
          stack: rubyStack("Claims::DeniedError", msg, [
            "/app/app/services/claims/submitter.rb:88:in `raise_for_status!'",
            "/app/app/services/claims/submitter.rb:41:in `submit'",
            "/app/app/jobs/claim_submit_job.rb:12:in `perform'",
            "/usr/local/bundle/gems/activejob-7.1.3/lib/active_job/execution.rb:68:in `block in _perform_job'",
          ]),
        }),
      );
    });
    return o;
  }),
  K("insufficient quantity", ["lis"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 35000, (t) =>
      o.push(
        ev(
          t,
          c.svc("lis"),
          "error",
          `QNS: specimen ${c.ids.spec()} volume 0.2 mL below 0.5 mL minimum for ${c.ids.test().code}; test cancelled, recollect requested`,
        ),
      ),
    );
    return o;
  }),
  K("stability expired", ["track"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 40000, (t) =>
      o.push(
        ev(
          t,
          c.svc("track"),
          "error",
          `specimen ${c.ids.spec()} received ${c.rng.int(5, 9)}h after collection: stability exceeded for GLU (4h), rejected`,
        ),
      ),
    );
    return o;
  }),
  K("freezer door alarm", ["track"], (c, a, b) => {
    const s = c.svc("track");
    const o = [ev(a, s, "error", "ALARM freezer FZ-03 (-80) probe T1 reads -61.4C above -65.0C threshold")];
    every(c.rng, a + 30000, a + 240000, 30000, (t) =>
      o.push(
        ev(
          t,
          s,
          "warn",
          `freezer FZ-03 temperature -${c.rng.int(58, 68)}.${c.rng.int(0, 9)}C (door open, restock in progress)`,
        ),
      ),
    );
    o.push(
      ev(Math.min(b, a + 260000), s, "info", "freezer FZ-03 back in range -78.9C; alarm cleared by user lab.tech2"),
    );
    return o;
  }),
  K("duplicate order cancellations", ["orders", "lis"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 30000, (t) =>
      o.push(
        ev(
          t,
          c.svc("orders"),
          "warn",
          `duplicate order rejected: ${c.ids.test().code} already ordered for ${c.ids.mrn()} within 24h (ORC|CA)`,
        ),
      ),
    );
    return o;
  }),
  K("autoverify rule disabled on reload", ["mw"], (c, a) => [
    ev(
      a,
      c.svc("mw"),
      "warn",
      "Rule AV-TROPHS-07 disabled by configuration (owner: chem lead); TROPHS results require manual review",
    ),
    ev(a + 50, c.svc("mw"), "warn", "Manual review queue TROPHS: expect increased volume"),
  ]),
  K("calibration due masking", ["analyzer", "mw"], (c, a, b) => {
    const an = c.rng.pick(c.est.analyzers);
    return [
      ev(
        a,
        c.svc("analyzer"),
        "warn",
        `${an}: calibration expired for TSH reagent lot 41822; test masked on instrument`,
      ),
      ev(a + 800, c.svc("mw"), "warn", `Test TSH masked on ${an}; orders rerouted`),
      ev(Math.min(b, a + 360000), c.svc("analyzer"), "info", `${an}: TSH calibration accepted, test unmasked`),
    ];
  }),
  K("tube station offline", ["track"], (c, a, b) => {
    const o = [
      ev(a, c.svc("track"), "error", "pneumatic tube station PTS-12 (ED) offline: carrier jam reported by facilities"),
    ];
    every(c.rng, a + 60000, b, 60000, (t) =>
      o.push(ev(t, c.svc("track"), "warn", "PTS-12 still offline; ED specimens arriving by runner")),
    );
    return o;
  }),
  K("results withheld by release rule", ["portal"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 15000, (t) =>
      o.push(
        ev(
          t,
          c.svc("portal"),
          "warn",
          `result ${c.ids.acc()} withheld from patient view until provider release (rule PATH-72H)`,
        ),
      ),
    );
    return o;
  }),
  K("certificate expiry warnings", ["hl7out"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 120000, (t) =>
      o.push(
        ev(
          t,
          c.svc("hl7out"),
          "warn",
          `TLS certificate for MLLP listener CN=lab-interface expires in 21 days (2026-12-21T00:00:00Z)`,
        ),
      ),
    );
    return o;
  }),
  K("scanner 404s on portal", ["portal"], (c, a, b) => {
    const o: Ev[] = [];
    const ip = `185.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}`;
    const paths = ["/wp-login.php", "/.env", "/admin/config.php", "/phpmyadmin/", "/.git/config", "/actuator/env"];
    every(c.rng, a, Math.min(b, a + 180000), 800, (t) =>
      o.push(ev(t, c.svc("portal"), "warn", `Not Found: ${c.rng.pick(paths)} from ${ip}`)),
    );
    return o;
  }),
  K("adt pending for results", ["hl7out"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 40000, (t) =>
      o.push(
        ev(
          t,
          c.svc("hl7out"),
          "warn",
          `ORU held: no ADT^A04 yet for visit ${c.rng.digits(10)}; will retry when ADT arrives`,
        ),
      ),
    );
    return o;
  }),
  K("portal rate limiting one client", ["portal"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, Math.min(b, a + 120000), 1500, (t) =>
      o.push(
        ev(
          t,
          c.svc("portal"),
          "warn",
          `"GET /api/results/?page=${c.rng.int(1, 400)} HTTP/1.1" 429 57 (client aggregator-app throttled)`,
        ),
      ),
    );
    return o;
  }),
  K("nightly vacuum slow queries", ["lis"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, Math.min(b, a + 300000), 20000, (t) =>
      o.push(
        ev(
          t,
          c.svc("lis"),
          "warn",
          `Slow query ${(c.rng.int(21, 64) / 10).toFixed(1)}s: SELECT r.* FROM result r JOIN specimen s ... (nightly VACUUM ANALYZE running)`,
        ),
      ),
    );
    return o;
  }),
  K("long gc pause during batch", ["lis"], (c, a) => [
    ev(a, c.svc("lis"), "warn", "[gc] GC(4412) Pause Full (G1 Compaction Pause) 3712M->1188M(4096M) 2841.337ms"),
    ev(a + 3000, c.svc("lis"), "warn", "Thread starvation or clock leap detected (housekeeper delta=2s841ms)."),
    ev(a + 60000, c.svc("lis"), "info", "CumulativeReportJob finished: 18234 reports in 412s"),
  ]),
  K("planned db failover drill", ["lis", "billing"], (c, a) => {
    const l = c.svc("lis");
    return [
      ev(
        a - 5000,
        l,
        "info",
        `Maintenance notice: planned database failover drill starting ${new Date(a).toISOString().slice(11, 16)}Z (CHG0042187)`,
      ),
      ev(
        a,
        l,
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5b1ce4 (This connection has been closed.)",
      ),
      ev(
        a + 200,
        l,
        "error",
        "org.postgresql.util.PSQLException: An I/O error occurred while sending to the backend.",
        {
          exc: {
            type: "org.postgresql.util.PSQLException",
            message: "An I/O error occurred while sending to the backend.",
          },
          stack: javaStack("org.postgresql.util.PSQLException", "An I/O error occurred while sending to the backend.", [
            "org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:395)",
            "org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:498)",
            "com.zaxxer.hikari.pool.ProxyPreparedStatement.executeQuery(ProxyPreparedStatement.java:52)",
          ]),
        },
      ),
      ev(a + 4000, l, "info", "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@71a2e0 (new primary)"),
      ev(a + 4500, l, "info", "database failover complete, writes resumed"),
    ];
  }),
  K("sftp empty polls", ["refgw"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 30000, (t) => {
      const f = `ORU_${c.rng.digits(8)}.hl7`;
      o.push(
        ev(t, c.svc("refgw"), "error", `Exception while parsing ${f}: empty file (0 bytes), moved to /inbound/bad`, {
          exc: { type: "ValueError", message: "empty HL7 batch" },
          stack: pyStack(
            [
              ["/app/refgw/inbound.py", 142, "process_file", "batch = parse_batch(raw)"],
              ["/app/refgw/hl7.py", 37, "parse_batch", 'raise ValueError("empty HL7 batch")'],
            ],
            "ValueError",
            "empty HL7 batch",
          ),
        }),
      );
    });
    return o;
  }),
  K("label printer out of stock", ["track"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 50000, (t) =>
      o.push(
        ev(
          t,
          c.svc("track"),
          "error",
          `print job ${c.rng.digits(5)} failed on ZD621-DRAW-${c.rng.int(1, 4)}: PAPER OUT; rerouted to ZD621-DRAW-5`,
        ),
      ),
    );
    return o;
  }),
  K("corrected reports", ["hl7out", "lis"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 60000, (t) => {
      const acc = c.ids.acc();
      o.push(
        ev(
          t,
          c.svc("lis"),
          "warn",
          `Result CORRECTED acc=${acc} by user MT.KOWALSKI: previous value invalidated (reason: wrong specimen type)`,
        ),
      );
      o.push(ev(t + 800, c.svc("hl7out"), "info", `ORU^R01 for ${acc} sent with OBX-11=C (corrected)`));
    });
    return o;
  }),
  K("consumer rebalance", ["mw"], (c, a) => [
    ev(
      a,
      c.svc("mw"),
      "warn",
      "Consumer group 'results-in' rebalancing: member av-worker-2 left (session timeout 45000ms)",
    ),
    ev(a + 3500, c.svc("mw"), "info", "Partitions assigned: results-in-0, results-in-1, results-in-2"),
  ]),
  K("analyzer pc clock drift", ["analyzer"], (c, a, b) => {
    const o: Ev[] = [];
    const an = c.rng.pick(c.est.analyzers);
    every(c.rng, a, b, 90000, (t) =>
      o.push(
        ev(
          t,
          c.svc("analyzer"),
          "warn",
          `${an}: result timestamp ${c.rng.int(61, 140)}s in the future (instrument clock drift); using receive time`,
        ),
      ),
    );
    return o;
  }),
  K("add-on rejected specimen discarded", ["orders"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 60000, (t) => {
      const m = `add-on ${c.ids.test().code} rejected: specimen ${c.ids.spec()} already discarded`;
      o.push(
        ev(t, c.svc("orders"), "error", m, {
          exc: { type: "AddOnRejectedError", message: m },
          stack: nodeStack("AddOnRejectedError", m, [
            "validateAddOn (/srv/app/dist/orders/addon.js:61:11)",
            "async OrdersController.addOn (/srv/app/dist/orders/controller.js:144:5)",
          ]),
        }),
      );
    });
    return o;
  }),
  K("clot flag rerun", ["mw", "analyzer"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 45000, (t) => {
      const s = c.ids.spec();
      o.push(
        ev(
          t,
          c.svc("analyzer"),
          "error",
          `${c.rng.pick(c.est.analyzers)}: sample ${s} aspiration error: CLOT DETECTED (flag >C)`,
        ),
      );
      o.push(ev(t + 400, c.svc("mw"), "warn", `Rerun ordered for ${s}: instrument flag clot`));
      o.push(ev(t + 95000, c.svc("mw"), "info", `Rerun ${s} acceptable, released`));
    });
    return o;
  }),
  K("eligibility 503 with retry", ["orders"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 40000, (t) => {
      o.push(
        ev(t, c.svc("orders"), "warn", `eligibility ${c.est.payer} returned 503 Service Unavailable, retrying (1/3)`),
      );
      o.push(ev(t + 1200, c.svc("orders"), "info", `eligibility ${c.est.payer} 200 on attempt 2`));
    });
    return o;
  }),
  K("dotnet validation exceptions", ["mw"], (c, a, b) => {
    const o: Ev[] = [];
    every(c.rng, a, b, 50000, (t) => {
      const m = "Result value '>1000' is not numeric; rule skipped, result routed to manual review";
      o.push(
        ev(t, c.svc("mw"), "error", m, {
          exc: { type: "System.FormatException", message: "The input string '>1000' was not in a correct format." },
          stack: dotnetStack("System.FormatException", "The input string '>1000' was not in a correct format.", [
            "System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)",
            "System.Decimal.Parse(String s, IFormatProvider provider)",
            "Lab.Rules.NumericRange.Evaluate(ResultContext ctx) in /src/Lab.Rules/NumericRange.cs:line 27",
          ]),
        }),
      );
    });
    return o;
  }),
];
