// null_reference: client 2.9.0 reaches players and sends Google Play one-time purchase receipts
// without a subscription block; Starfall Drift's bazaar dereferences the nil pointer while building
// entitlements. net/http recovers each panic and drops the connection; portal's reverse proxy logs
// "proxy error: EOF" and 502s, players retry purchases during an event. Other stores still work.
import { access } from "./access.js";
import { restart } from "./lifecycle.js";
import { goHttpPanic } from "./stacks.js";
import type { IncidentDef } from "./types.js";

const SVC = "bazaar";

export const nullRef: IncidentDef = {
  key: "null_reference",
  estate: "nightjar",
  category: "null_reference",
  origin: SVC,
  hints: ["nil", "pointer", "null", "dereference"],
  severity: "high",
  note: "bazaar panics with a nil pointer dereference on Google Play receipts from client 2.9.0 (no subscription block); portal returns 502 for those purchases and players retry.",
  noise: ["cdn-new-patch", "score-rejects"],
  run(c, t0) {
    const r = c.r;
    c.emit(
      t0 - r.int(120_000, 300_000),
      "depot",
      "info",
      "manifest v2.9.0-r1 published for android (staged rollout 20%)",
    );
    c.s.impact("bazaar.purchase", t0, c.end, 0.55);
    const purchase = (t: number): void => {
      const attempts = r.int(1, 4);
      for (let a = 0; a < attempts; a++) {
        const tt = t + a * r.int(3000, 12000);
        const ip = c.podIp();
        c.emit(
          tt + r.int(30, 200),
          SVC,
          "error",
          `http: panic serving ${ip}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
          {
            stack: goHttpPanic(r, [
              [
                `github.com/nightjarlabs/bazaar/internal/receipts.(*Verifier).entitlementsFor(0xc0001a4000, 0xc000${r.hex(6)})`,
                "/src/internal/receipts/verify.go:214 +0x3a",
              ],
              [
                `github.com/nightjarlabs/bazaar/internal/receipts.(*Verifier).Verify(0xc0001a4000, {0xd1e2f8, 0xc000${r.hex(6)}}, 0xc000${r.hex(6)})`,
                "/src/internal/receipts/verify.go:131 +0x2c5",
              ],
              [
                `github.com/nightjarlabs/bazaar/internal/api.(*Server).handlePurchase(0xc000132000, {0xd1c6a0, 0xc000${r.hex(6)}}, 0xc000${r.hex(6)})`,
                "/src/internal/api/purchase.go:58 +0x1f4",
              ],
            ]),
            kind: "runtime error",
          },
        );
        c.emit(tt + r.int(210, 260), "portal", "error", "http: proxy error: EOF");
        access(c, tt + r.int(261, 300), {
          m: "POST",
          path: "/v1/store/purchase",
          code: 502,
          ms: r.int(200, 300),
          ua: `StarfallDrift/2.9.0 (Android ${r.pick([13, 14])}; ${r.pick(["SM-S918B", "Pixel 7", "Pixel 8a", "SM-A546E"])})`,
        });
      }
    };
    purchase(t0 + 40);
    c.spread(0.3, purchase, t0 + 2000);
    c.every(60, (t) => {
      if (t > t0 + 60_000)
        c.emit(
          t,
          "ledger",
          "warn",
          `WARNING ledger.reconcile: store=google credits in last 5m: ${r.int(0, 3)} (7-day median ${r.int(30, 55)})`,
        );
    });
    restart(c, t0 - r.int(150_000, 280_000), "keymaster", `1.${r.int(20, 40)}.${r.int(0, 9)}`);
  },
};
