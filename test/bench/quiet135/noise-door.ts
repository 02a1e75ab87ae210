// Harmless noise at the door: age refusals, suspected fake IDs, capacity holds, guest-list limits, door
// scanners rebooting for a firmware update.
import { deviceId } from "./background.js";
import { runtimeOf } from "./estates.js";
import { hit, type NoiseKind } from "./noise-kit.js";
import { exc } from "./stacks.js";

const DOCS = ["DRIVING_LICENCE", "PASSPORT", "CITIZENCARD", "PROVISIONAL_LICENCE", "NATIONAL_ID"];

export const underageRefusals: NoiseKind = {
  key: "underage_refusals",
  what: "door age checks refusing under-18s and expired documents",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const door = ctx.svc("door");
    const loud = runtimeOf(door.framework) === "dotnet" || r.chance(0.3);
    ctx.poisson(a, b, 7 * k, (t) => {
      const venue = r.pick(ctx.estate.venues);
      const lane = r.int(1, 3);
      const x = r.next();
      if (x < 0.55) {
        const age = r.int(15, 17);
        hit(ctx, "door", t, 200, { match: /scan|verify|checks|idcheck/ });
        ctx.emit(
          door,
          t + r.int(60, 200),
          loud ? "ERROR" : "WARN",
          `id scan result=REFUSE reason=UNDERAGE age=${age} doc=${r.pick(DOCS)} venue=${venue} lane=${lane}`,
        );
      } else if (x < 0.85) {
        const y = r.int(2019, 2025);
        hit(ctx, "door", t, 422, { match: /scan|verify|checks|idcheck/ });
        ctx.emit(
          door,
          t + r.int(40, 120),
          "WARN",
          `id scan result=REFUSE reason=DOCUMENT_EXPIRED expiry=${y}-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")} doc=${r.pick(DOCS)} venue=${venue} lane=${lane}`,
        );
      } else {
        hit(ctx, "door", t, 422, { match: /scan|verify|checks|idcheck/ });
        const e = exc(r, door, "validation", {
          cls:
            runtimeOf(door.framework) === "dotnet"
              ? "NeonPelican.Doorman.Verification.DocumentUnreadableException"
              : undefined,
          detail: `MRZ unreadable after 3 attempts (lane ${lane}, glare=${r.float(0.4, 0.9).toFixed(2)})`,
          where: ["verification:MrzReader.parse", "verification:ScanPipeline.run"],
        });
        ctx.emitExc(
          door,
          t + r.int(50, 200),
          loud ? "ERROR" : "WARN",
          "id scan could not read document; asking staff for manual check",
          e,
        );
      }
      if (r.chance(0.15))
        ctx.emit(
          door,
          t + r.int(20000, 60000),
          "INFO",
          `manual override by staff=${r.pick(["D", "S"])}${r.int(100, 999)} lane=${lane} reason=${r.pick(["second_id_shown", "supervisor_ok", "known_regular"])}`,
        );
    });
  },
};

export const fakeIdFlags: NoiseKind = {
  key: "fake_id_flags",
  what: "the door scanner flagging suspected fake IDs for a supervisor",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const door = ctx.svc("door");
    ctx.poisson(a, b, 3 * k, (t) => {
      const lane = r.int(1, 3);
      hit(ctx, "door", t, 200, { match: /scan|verify|checks|idcheck/, ms: r.int(300, 900) });
      ctx.emit(
        door,
        t + r.int(300, 900),
        "ERROR",
        `document authenticity check FAILED doc=${r.pick(DOCS)} issuer=${r.pick(["GBR", "IRL", "POL", "ESP", "USA"])} uv_pattern=${r.pick(["MISSING", "WEAK"])} hologram=${r.pick(["FAIL", "INCONCLUSIVE"])} mrz_checksum=${r.pick(["OK", "MISMATCH"])} score=${r.float(0.1, 0.6).toFixed(2)} threshold=0.70 lane=${lane}`,
      );
      ctx.emit(
        door,
        t + r.int(1000, 2000),
        "WARN",
        `supervisor alert raised lane=${lane} banned_list_match=${r.chance(0.1)} action=HOLD_DOCUMENT`,
      );
      if (r.chance(0.6))
        ctx.emit(
          door,
          t + r.int(30000, 90000),
          "INFO",
          `supervisor resolved alert lane=${lane} outcome=${r.pick(["REFUSED", "REFUSED", "ADMITTED_SECOND_ID", "POLICE_INFORMED"])}`,
        );
    });
  },
};

export const occupancyHolds: NoiseKind = {
  key: "occupancy_holds",
  what: "a venue at its licensed capacity pausing entry one-in-one-out",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const door = ctx.svc("door");
    const venue = r.pick(ctx.estate.venues);
    const cap = r.pick([350, 420, 500, 650]);
    let occ = cap - r.int(20, 40);
    ctx.every(a, b, 20000 / Math.max(0.3, k), (t) => {
      occ = Math.min(cap + 2, Math.max(cap - 45, occ + r.int(-6, 8)));
      const pct = ((occ / cap) * 100).toFixed(1);
      if (occ >= cap) {
        ctx.emit(
          door,
          t,
          "ERROR",
          `occupancy ${occ}/${cap} (${pct}%) at venue=${venue}: licensed capacity reached, entry PAUSED`,
        );
      } else if (occ >= cap * 0.95)
        ctx.emit(door, t, "WARN", `occupancy ${occ}/${cap} (${pct}%) at venue=${venue}: one-in-one-out`);
      else ctx.emit(door, t, "INFO", `occupancy ${occ}/${cap} (${pct}%) at venue=${venue}: entry open`);
    });
    ctx.poisson(a, b, 6 * k, (t) => {
      hit(ctx, "door", t, 423, { match: /scan|verify|checks|idcheck/, ms: r.int(20, 60) });
      ctx.emit(
        door,
        t + 30,
        "WARN",
        `admission deferred: venue=${venue} at capacity, guest asked to wait (queue position ${r.int(1, 40)})`,
      );
    });
  },
};

export const guestlistCaps: NoiseKind = {
  key: "guestlist_caps",
  what: "promoters running out of guest-list allocation and plus-one limits",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const g = ctx.svc("guests");
    const promoters = ["uni-socs", "crew-a", "lxg", "sundays", "house-list"];
    ctx.poisson(a, b, 8 * k, (t) => {
      const p = r.pick(promoters);
      const x = r.next();
      hit(ctx, "guests", t, x < 0.7 ? 409 : 404, { match: /checkin|arriv|entries|guests/ });
      const cap = r.pick([50, 100, 150]);
      if (x < 0.45)
        ctx.emit(
          g,
          t + 20,
          "WARN",
          `promoter allocation exhausted promoter=${p} list=${r.int(100, 9999)} used=${cap}/${cap}`,
        );
      else if (x < 0.7) {
        if (r.chance(0.3)) {
          const e = exc(r, g, "validation", {
            cls:
              runtimeOf(g.framework) === "node"
                ? "ConflictError"
                : runtimeOf(g.framework) === "ruby"
                  ? "GuestList::PlusOneLimitReached"
                  : undefined,
            detail: `plus-one limit reached for guest ${r.int(10000, 99999)} (limit 2)`,
            where: ["guests:GuestListService.admit", "guests:CheckinController.create"],
          });
          ctx.emitExc(g, t + 20, "ERROR", "check-in rejected", e);
        } else ctx.emit(g, t + 20, "WARN", `plus-one limit reached guest=${r.int(10000, 99999)} limit=2 promoter=${p}`);
      } else
        ctx.emit(
          g,
          t + 15,
          "INFO",
          `guest not on list name="${r.pick(["J. Smith", "A. Khan", "M. Kelly", "S. Ozturk"])}" list=${r.int(100, 9999)}`,
        );
    });
  },
};

export const scannerFirmware: NoiseKind = {
  key: "id_scanner_firmware",
  what: "door ID scanners rebooting one by one for a firmware update",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const dev = ctx.svc("devices");
    const door = ctx.svc("door");
    const count = Math.max(2, Math.round(8 * k));
    const from = r.pick(["5.1.7", "5.1.9"]);
    let t = a + r.float(0, 30000);
    for (let i = 0; i < count && t < b; i++) {
      const id = deviceId(ctx, "door");
      const lane = r.int(1, 3);
      ctx.emit(dev, t, "INFO", `ota: pushing firmware 5.2.1 to ${id} (current ${from})`);
      ctx.emit(dev, t + r.int(20000, 50000), "WARN", `device ${id} disconnected: EOF (reason=ota_reboot)`);
      ctx.emit(
        door,
        t + r.int(25000, 55000),
        "WARN",
        `scanner on lane ${lane} unavailable, falling back to manual ID check`,
      );
      if (r.chance(0.4))
        ctx.emit(dev, t + r.int(55000, 70000), "ERROR", `mqtt: client ${id} keepalive timeout (90s), closing session`);
      const back = t + r.int(75000, 140000);
      ctx.emit(dev, back, "INFO", `device ${id} connected firmware=5.2.1 rssi=-${r.int(48, 75)}dBm`);
      ctx.emit(door, back + r.int(500, 3000), "INFO", `scanner on lane ${lane} back online`);
      t += r.float(40000, 90000) / Math.max(0.5, k);
    }
  },
};
