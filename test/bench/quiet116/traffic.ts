// Normal request traffic of a dating app: swipes, recs, chat, photo uploads, purchases, reports, verifications.
import { access, type Ctx, has, ms, type Role, uid } from "./estates.js";

const CITIES = ["Lisbon", "Austin", "Leeds", "Lyon", "Krakow", "Denver", "Porto", "Dublin", "Utrecht", "Seville"];
const PRODUCTS = ["plus_1m", "gold_1m", "gold_6m", "platinum_1m", "boost_5pack", "superlike_15pack", "spotlight_1"];

type Flow = { roles: Role[]; also?: Role[]; run: (ctx: Ctx, t: number, tr: string | undefined) => void };

const FLOWS: { w: number; f: Flow }[] = [
  {
    w: 30,
    f: {
      roles: ["swipe"],
      run(ctx, t, tr) {
        const r = ctx.r;
        const a = uid(r);
        const b = uid(r);
        const like = r.chance(0.42);
        ctx.emit("swipe", t + 8, "info", `swipe recorded actor=${a} target=${b} dir=${like ? "right" : "left"}`, {
          trace: tr,
        });
        if (like && r.chance(0.12)) {
          ctx.emit("swipe", t + 14, "info", `mutual like ${a}<->${b}: match m_${r.hex(8)} created`, { trace: tr });
          if (has(ctx.est, "chat"))
            ctx.emit("chat", t + 40, "info", `conversation c_${r.hex(9)} opened for new match`, { trace: tr });
          if (has(ctx.est, "push"))
            ctx.emit("push", t + 70, "info", `sent new_match notification to 2 devices (apns=1 fcm=1)`, { trace: tr });
        }
        ctx.emit("gw", t + ms(r, 25, 90), "info", access(ctx, "POST", "/v2/swipes", 201, ms(r, 18, 95)), { trace: tr });
      },
    },
  },
  {
    w: 16,
    f: {
      roles: ["discovery"],
      run(ctx, t, tr) {
        const r = ctx.r;
        const n = r.int(8, 40);
        ctx.emit(
          "discovery",
          t + 10,
          "info",
          `recs served user=${uid(r)} city=${r.pick(CITIES)} radius_km=${r.int(5, 80)} candidates=${n} took=${r.int(14, 120)}ms`,
          { trace: tr },
        );
        ctx.emit("gw", t + ms(r, 40, 160), "info", access(ctx, "GET", "/v2/recs", 200, ms(r, 40, 160)), { trace: tr });
      },
    },
  },
  {
    w: 16,
    f: {
      roles: ["profile"],
      run(ctx, t, tr) {
        const r = ctx.r;
        ctx.emit("profile", t + 6, "info", `profile ${uid(r)} loaded (photos=${r.int(1, 9)}, prompts=${r.int(0, 3)})`, {
          trace: tr,
        });
        ctx.emit("gw", t + ms(r, 20, 70), "info", access(ctx, "GET", `/v2/profiles/${uid(r)}`, 200, ms(r, 12, 70)), {
          trace: tr,
        });
      },
    },
  },
  {
    w: 20,
    f: {
      roles: ["chat"],
      run(ctx, t, tr) {
        const r = ctx.r;
        const kind = r.pick(["text", "text", "text", "gif", "photo", "voice"]);
        ctx.emit("chat", t + 9, "info", `message delivered conv=c_${r.hex(9)} type=${kind} seq=${r.int(2, 900)}`, {
          trace: tr,
        });
        if (has(ctx.est, "push") && r.chance(0.4))
          ctx.emit("push", t + 55, "info", `sent new_message notification to 1 device (${r.pick(["apns", "fcm"])})`, {
            trace: tr,
          });
        ctx.emit(
          "gw",
          t + ms(r, 20, 80),
          "info",
          access(ctx, "POST", "/v2/conversations/messages", 201, ms(r, 15, 80)),
          {
            trace: tr,
          },
        );
      },
    },
  },
  {
    w: 6,
    f: {
      roles: ["moderation"],
      also: ["media"],
      run(ctx, t, tr) {
        const r = ctx.r;
        const p = `ph_${r.hex(10)}`;
        if (has(ctx.est, "media"))
          ctx.emit("media", t + 30, "info", `stored ${p}.jpg ${r.int(180, 4200)}KB variants=4`, { trace: tr });
        ctx.emit(
          "moderation",
          t + ms(r, 200, 900),
          "info",
          `photo ${p} approved nsfw=${(r.next() * 0.2).toFixed(3)} face=1 quality=${(0.6 + r.next() * 0.4).toFixed(2)}`,
          { trace: tr },
        );
        ctx.emit("gw", t + ms(r, 150, 600), "info", access(ctx, "POST", "/v2/photos", 202, ms(r, 120, 600)), {
          trace: tr,
        });
      },
    },
  },
  {
    w: 3,
    f: {
      roles: ["billing"],
      run(ctx, t, tr) {
        const r = ctx.r;
        const store = r.pick(["app_store", "play"]);
        ctx.emit(
          "billing",
          t + ms(r, 150, 500),
          "info",
          `receipt validated store=${store} product=${r.pick(PRODUCTS)} user=${uid(r)} entitlement granted`,
          { trace: tr },
        );
        ctx.emit("gw", t + ms(r, 200, 700), "info", access(ctx, "POST", "/v2/purchases/verify", 200, ms(r, 180, 700)), {
          trace: tr,
        });
      },
    },
  },
  {
    w: 2,
    f: {
      roles: ["safety"],
      run(ctx, t, tr) {
        const r = ctx.r;
        ctx.emit(
          "safety",
          t + 20,
          "info",
          `report rp_${r.hex(8)} filed reason=${r.pick(["spam", "fake_profile", "harassment", "underage", "scam", "inappropriate_photo"])} queue=${r.pick(["t1", "t1", "t2"])}`,
          { trace: tr },
        );
        ctx.emit("gw", t + ms(r, 30, 90), "info", access(ctx, "POST", "/v2/reports", 201, ms(r, 25, 90)), {
          trace: tr,
        });
      },
    },
  },
  {
    w: 2,
    f: {
      roles: ["verify"],
      run(ctx, t, tr) {
        const r = ctx.r;
        ctx.emit(
          "verify",
          t + ms(r, 600, 2400),
          "info",
          `selfie verification v_${r.hex(8)} passed similarity=${(0.86 + r.next() * 0.13).toFixed(3)} liveness=pass`,
          { trace: tr },
        );
        ctx.emit(
          "gw",
          t + ms(r, 700, 2600),
          "info",
          access(ctx, "POST", "/v2/verification/selfie", 200, ms(r, 600, 2500)),
          {
            trace: tr,
          },
        );
      },
    },
  },
];

/** Requests at `perSec` on average over the window. */
export function traffic(ctx: Ctx, perSec: number): void {
  const flows = FLOWS.filter((x) => x.f.roles.every((role) => has(ctx.est, role)));
  const total = flows.reduce((s, x) => s + x.w, 0);
  let t = ctx.t0 + ctx.r.next() * 500;
  while (t < ctx.t1) {
    let k = ctx.r.next() * total;
    let f = flows[0].f;
    for (const x of flows) {
      k -= x.w;
      if (k < 0) {
        f = x.f;
        break;
      }
    }
    const touched = [...f.roles, ...(f.also ?? []).filter((role) => has(ctx.est, role))];
    const hurt = Math.max(...touched.map((role) => ctx.impaired(role, t)));
    if (!ctx.r.chance(hurt)) f.run(ctx, t, ctx.trace());
    t += (-Math.log(1 - ctx.r.next()) * 1000) / perSec;
  }
}
