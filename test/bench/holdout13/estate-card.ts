// Estate 2: a bank's card-authorisation path (nginx gateway, JVM ISO 8583 switch and authz core, Python fraud
// scoring and settlement, Go vault/HSM proxy, .NET limits and stand-in, MySQL). No request ids between hops.
import { nginxAccess } from "./native.js";
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const pan = (r: Rng) => `${r.pick(["4571", "5355", "4921", "5412"])}********${r.int(1000, 9999)}`;
const stan = (r: Rng) => String(r.int(0, 999999)).padStart(6, "0");
const amt = (r: Rng) => r.float(1, 400).toFixed(2);
const mcc = (r: Rng) => r.pick(["5411", "5812", "5541", "4121", "5999", "5732", "7011"]);
const tok = (r: Rng) => `tok_${r.hex(20)}`;

export const card: Estate = {
  name: "card",
  namespace: "cards-auth",
  ids: "none",
  services: [
    "auth-gateway",
    "iso8583-switch",
    "authz-core",
    "fraud-scorer",
    "token-vault",
    "spend-limits",
    "hsm-proxy",
    "ledger-writer",
    "mysql-cards",
    "stand-in-processor",
    "settlement-batch",
    "notify-sms",
  ],
  flows: [
    {
      w: 5,
      hops: [
        {
          svc: "iso8583-switch",
          msg: (r) =>
            `c.b.iso.InboundHandler - MTI=0100 stan=${stan(r)} de32=${r.int(400000, 499999)} de49=${r.pick(["978", "978", "826", "840"])} amount=${amt(r)} from VISA-BASE1`,
        },
        { svc: "token-vault", msg: (r) => `detokenize ${tok(r)} ok keyver=7 took=${r.int(1, 6)}ms` },
        {
          svc: "hsm-proxy",
          msg: (r) => `ARQC verify ok pan=${pan(r)} atc=${r.int(1, 900)} slot=${r.int(0, 7)} took=${r.int(2, 9)}ms`,
        },
        {
          svc: "fraud-scorer",
          msg: (r) =>
            `scored txn stan=${stan(r)} mcc=${mcc(r)} score=${r.float(0, 0.3).toFixed(4)} model=gbm-2026-10 took=${r.int(9, 60)}ms`,
        },
        {
          svc: "spend-limits",
          msg: (r) =>
            `info: Cards.Limits.LimitCheck[0] Limit check card=${pan(r)} available=${r.float(50, 9000).toFixed(2)} result=Pass`,
        },
        {
          svc: "authz-core",
          msg: (r) =>
            `c.b.authz.DecisionService - decision=APPROVED rc=00 pan=${pan(r)} amount=${amt(r)} mcc=${mcc(r)} took=${r.int(30, 140)}ms`,
        },
        {
          svc: "ledger-writer",
          msg: (r) =>
            `c.b.ledger.HoldWriter - hold H${r.int(1e8, 9e8)} posted amount=${amt(r)} account=ACC${r.int(1e6, 9e6)}`,
        },
        {
          svc: "iso8583-switch",
          msg: (r) =>
            `c.b.iso.OutboundHandler - MTI=0110 stan=${stan(r)} rc=00 sent to VISA-BASE1 in ${r.int(40, 180)}ms`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "auth-gateway",
          msg: (r, t) => nginxAccess(r, t, "POST", `/v3/payments/${r.uuid()}/authorize`, 200, r.float(0.05, 0.3)),
        },
        { svc: "token-vault", msg: (r) => `detokenize ${tok(r)} ok keyver=7 took=${r.int(1, 6)}ms` },
        {
          svc: "authz-core",
          msg: (r) =>
            `c.b.authz.DecisionService - decision=${r.pick(["APPROVED", "APPROVED", "APPROVED", "DECLINED"])} rc=${r.pick(["00", "00", "00", "51"])} pan=${pan(r)} channel=ecom took=${r.int(30, 140)}ms`,
        },
      ],
    },
    {
      w: 1.5,
      hops: [
        { svc: "auth-gateway", msg: (r, t) => nginxAccess(r, t, "POST", "/v3/tokens", 201, r.float(0.01, 0.06)) },
        { svc: "token-vault", msg: (r) => `tokenize ok ${tok(r)} bin=${r.int(400000, 559999)} took=${r.int(1, 5)}ms` },
      ],
    },
    {
      w: 0.6,
      hops: [
        {
          svc: "notify-sms",
          msg: (r) => `sms queued to +44*******${r.int(10, 99)} template=purchase_alert sid=SM${r.hex(32)}`,
        },
      ],
    },
  ],
  jobs: [
    { svc: "auth-gateway", every: 10, lvl: "info", msg: (r, t) => nginxAccess(r, t, "GET", "/healthz", 200, 0.001) },
    {
      svc: "iso8583-switch",
      every: 30,
      lvl: "info",
      msg: (r) => `c.b.iso.NetworkMgmt - MTI=0800 echo test to VISA-BASE1 ok (de70=301) rtt=${r.int(8, 30)}ms`,
    },
    {
      svc: "hsm-proxy",
      every: 60,
      lvl: "info",
      msg: (r) => `pool status healthy=8/8 in_use=${r.int(0, 5)} p99=${r.int(4, 12)}ms`,
    },
    {
      svc: "ledger-writer",
      every: 45,
      lvl: "info",
      msg: (r) =>
        `[gc,start] GC(${r.int(100, 9999)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(300, 900)}M->${r.int(120, 290)}M(2048M) ${r.float(3, 18).toFixed(3)}ms`,
    },
    {
      svc: "mysql-cards",
      every: 200,
      lvl: "info",
      msg: (r) =>
        `[Note] [MY-010914] [Server] Aborted connection ${r.int(1000, 99999)} to db: 'cards' user: 'report' host: '${r.ip()}' (Got an error reading communication packets).`,
    },
    {
      svc: "settlement-batch",
      every: 20,
      lvl: "info",
      msg: (r) =>
        `clearing file VISA_IN_${r.int(1000, 9999)}: processed ${r.int(1000, 5000)} rows, ${r.int(0, 4)} exceptions`,
    },
    {
      svc: "stand-in-processor",
      every: 60,
      lvl: "info",
      msg: () => "info: StandIn.Health[0] STIP idle, primary path healthy",
    },
    // noise
    {
      svc: "settlement-batch",
      every: 5,
      lvl: "error",
      msg: (r) =>
        `row ${r.int(1000, 90000)} rejected: merchant ${r.int(100000000, 999999999)} has unknown MCC 0000, parking for manual review`,
    },
    {
      svc: "spend-limits",
      every: 150,
      lvl: "warn",
      msg: () =>
        "warn: Microsoft.EntityFrameworkCore.Model.Validation[30000] No store type was specified for the decimal property 'Available' on entity type 'CardLimit'.",
    },
    {
      svc: "notify-sms",
      every: 40,
      lvl: "warn",
      msg: (r) => `twilio send slow: ${r.int(1500, 3900)}ms (retry 1 succeeded)`,
    },
    {
      svc: "fraud-scorer",
      every: 120,
      lvl: "warn",
      msg: () =>
        "/usr/local/lib/python3.11/site-packages/sklearn/base.py:376: InconsistentVersionWarning: Trying to unpickle estimator DecisionTreeRegressor from version 1.3.2 when using version 1.5.1.",
    },
    {
      svc: "authz-core",
      every: 55,
      lvl: "warn",
      msg: (r) => `c.b.authz.DecisionService - slow decision stan=${stan(r)} took=${r.int(600, 1400)}ms (budget 500ms)`,
    },
  ],
};
