// Grainline quiet windows.
import {
  BATCHER,
  customer,
  DRIVERS,
  doughBatch,
  driver,
  EDI,
  INTAKE,
  INVOICE,
  LABELLER,
  lateReason,
  PLANNER,
  PORTAL,
  planId,
  RABBIT,
} from "../estates/grainline.js";
import { day, ev, MIN, poisson, SEC } from "../kit.js";
import { rollout } from "../lifecycle.js";
import type { Ev, Quiet } from "../types.js";

const shiftChange: Quiet = {
  key: "gl-quiet-shift-change",
  estate: "grainline",
  note: "Shift change: a dough-batcher rollout makes RabbitMQ log clients that closed TCP connections unexpectedly, one malformed Brightmart PO is rejected with a negative 997 as designed, and an invoice deadlock victim succeeds on retry.",
  events: (c) => {
    const r = c.r;
    const at = c.t0;
    const out: Ev[] = [...rollout(c, BATCHER, "go", at, "2.19.0")];
    for (let k = 0; k < 2; k++) {
      const conn = `<0.${r.int(1000, 9999)}.0>`;
      out.push(
        ev(
          at + 300 + k * 200,
          RABBIT,
          "WARN",
          `closing AMQP connection ${conn} (10.20.4.${r.int(2, 250)}:${r.int(30000, 60000)} -> 10.20.1.9:5672, vhost: 'plant', user: 'batcher'):\nclient unexpectedly closed TCP connection`,
        ),
      );
    }
    const ic = `0000${r.int(41000, 42999)}`;
    out.push(
      ev(c.t0 - 3 * MIN, EDI, "INFO", `received 850 interchange ${ic} from BRIGHTMART (1 POs, 12 lines) via sftp`),
      ev(
        c.t0 - 3 * MIN + 60,
        EDI,
        "ERROR",
        `850 interchange ${ic} from BRIGHTMART rejected: X12 validation failed: segment DTM*2 element DTM02 date '20260231' invalid`,
      ),
      ev(
        c.t0 - 3 * MIN + 150,
        EDI,
        "WARN",
        `sent 997 to BRIGHTMART for interchange ${ic}: AK5*R*5 (rejected, 1 element errors)`,
      ),
      ev(
        c.t0 + 2 * MIN,
        INVOICE,
        "WARN",
        "Transaction (Process ID 87) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
      ),
      ev(
        c.t0 + 2 * MIN + 5,
        INVOICE,
        "WARN",
        `Failed to process the job '${r.int(88000, 89999)}': an exception occurred. Retry attempt 1 of 10 will be performed in 00:00:17.`,
      ),
      ev(
        c.t0 + 2 * MIN + 17_500,
        INVOICE,
        "INFO",
        `Posted invoice INV-2026-0${r.int(80000, 99999)} for ${customer(c)[0]} £${r.int(200, 3000)}.${r.int(10, 99)} (${r.int(4, 40)} lines)`,
      ),
    );
    return out;
  },
};

const planningNight: Quiet = {
  key: "gl-quiet-planning",
  hours: [[0, 3]],
  estate: "grainline",
  note: "Planning night: the solver stops at its time limit and returns a near-optimal plan, a warm dough batch is chilled within limits, a label task retries once, and order-intake prints Hibernate deprecation warnings on restart.",
  events: (c) => {
    const r = c.r;
    const run = `P-${day(c.t0, 1).slice(5).replace("-", "")}-A`;
    return [
      ev(
        c.t0 - 120 * SEC,
        PLANNER,
        "INFO",
        `planning run ${run} attempt 1 started: ${r.int(900, 1300)} order lines, horizon 36h, solver deadline 120s`,
      ),
      ev(
        c.t0,
        PLANNER,
        "WARN",
        `solver hit 120s time limit for ${run}; returning best feasible plan (gap 0.${r.int(2, 9)}%)`,
      ),
      ev(c.t0 + 900, PLANNER, "INFO", `plan ${run} released: 240/240 batches, 3 mixers, first mix 02:10`),
      ev(
        c.t0 + r.int(60, 200) * SEC,
        BATCHER,
        "WARN",
        `mixer M1: batch ${doughBatch(c)} dough temp 27.9C approaching limit 28.0C, chilled water dosed`,
      ),
      ...poisson(c, c.start, c.end, 200, (t) => {
        const task = r.uuid();
        return [
          ev(
            t,
            LABELLER,
            "WARN",
            `Task labeller.tasks.render_case_labels[${task}] retry: Retry in 5s: ConnectionError(MaxRetryError("HTTPConnectionPool(host='recipe-registry', port=8080): Max retries exceeded with url: /recipes/BRIOCHE-BUN-6?rev=current (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a2c1b9d50>: Failed to establish a new connection: [Errno 111] Connection refused'))"))`,
          ),
          ev(
            t + 5400,
            LABELLER,
            "INFO",
            `Task labeller.tasks.render_case_labels[${task}] succeeded in 0.${r.int(400, 999)}s: {'labels': ${r.int(12, 96)}, 'sku': 'BRIOCHE-BUN-6', 'allergens': ['gluten', 'milk', 'egg']}`,
          ),
        ];
      }),
      ...rollout(c, INTAKE, "java", c.t0 + 3 * MIN, "5.2.1"),
      ev(
        c.t0 + 3 * MIN + 9000,
        INTAKE,
        "WARN",
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      ),
      ev(
        c.t0 + r.int(10, 300) * SEC,
        PLANNER,
        "INFO",
        `plan ${planId(c.t0)}: batch ${doughBatch(c)} re-sequenced after M2 cleaning overran by 6m`,
      ),
    ];
  },
};

const driverMorning: Quiet = {
  key: "gl-quiet-drivers",
  hours: [[4, 7]],
  estate: "grainline",
  note: "Driver morning: expired driver sessions are refused and re-logged in, oversized proof-of-delivery photos are rejected for resizing, late orders are refused after cutoff, a customer over credit has an invoice held, and the portal throttles a password-guessing IP.",
  events: (c) => {
    const r = c.r;
    const ip = `94.${r.int(100, 200)}.${r.int(1, 254)}.${r.int(1, 254)}`;
    return [
      ...poisson(c, c.start, c.end, 30, (t) => {
        const d = driver(c);
        return [
          ev(t, DRIVERS, "WARN", `401 session expired driver=${d}, re-login required`),
          ev(
            t + r.int(8, 40) * SEC,
            DRIVERS,
            "INFO",
            `driver ${d} logged in (device ${r.pick(["SM-G991B", "Pixel 6a", "iPhone14,7"])})`,
          ),
        ];
      }),
      ...poisson(c, c.start, c.end, 90, (t) => [
        ev(
          t,
          DRIVERS,
          "WARN",
          `photo upload for DRP-${r.int(80000, 99999)} rejected: 413 Payload Too Large (${r.int(11, 19)} MB, client will resize)`,
        ),
      ]),
      ...poisson(c, c.start, c.end, 60, (t) => [
        ev(t, INTAKE, "WARN", `Order rejected for ${customer(c)[0]}: ${lateReason(t)}`),
      ]),
      ev(
        c.t0,
        INVOICE,
        "WARN",
        "customer C-0602 over credit limit (£4,210.00 of £4,000.00), invoice INV-2026-091204 held for review",
      ),
      ...poisson(c, c.t0, Math.min(c.end, c.t0 + 2 * MIN), 4, (t) => [
        ev(t, PORTAL, "WARN", `[Rack::Attack] throttle logins/ip ${ip} POST /users/sign_in (20 req/min)`),
      ]),
    ];
  },
};

export const grainlineQuiet: Quiet[] = [shiftChange, planningNight, driverMorning];
