// Harmless wobbles of each estate: bursts of normal domain noise that look alarming in isolation but resolve on
// their own. Every quiet window carries two, every other file one.
import { type Step, s } from "./estates.js";
import type { Rng } from "./rng.js";

type Wobble = (r: Rng) => Step[];

const burst = (n: number, gap: number, f: (i: number) => Step): Step[] =>
  Array.from({ length: n }, (_, i) => {
    const st = f(i);
    return { ...st, dt: i * gap + st.dt };
  });

export const WOBBLES: Record<string, Wobble[]> = {
  pawprint: [
    (r) => [
      ...burst(r.int(4, 7), 9000, (i) =>
        s("imaging-bridge", 0, "warn", `sensor XS-2 (USB) disconnected, reconnecting (attempt ${i + 1})`),
      ),
      s("imaging-bridge", 62_000, "info", "sensor XS-2 reconnected after cable reseat, calibration file loaded"),
    ],
    (r) => [
      s("lab-hl7-gateway", 0, "info", `ORU^R01 batch of ${r.int(30, 60)} messages received from REFLAB_EU`),
      ...burst(r.int(5, 9), 700, () =>
        s(
          "lab-hl7-gateway",
          100,
          "warn",
          `ORU^R01 MSH-10=RL${r.digits(9)}: PID-3 '${r.digits(7)}' not found in chart index, held for manual matching`,
        ),
      ),
    ],
    (r) => [
      s("pay-terminal-svc", 0, "warn", "terminal T-FRONT-2 offline (no heartbeat for 30s)"),
      s("pay-terminal-svc", 4000, "warn", "terminal T-FRONT-2 did not answer status poll, retry 2/3"),
      s("pay-terminal-svc", r.int(9000, 15000), "info", "terminal T-FRONT-2 back online, firmware 4.7.12"),
    ],
  ],
  brightsmile: [
    (r) => [
      ...burst(r.int(3, 5), 12_000, () =>
        s("xray-sensor-agent", 0, "warn", "sensor XIOS-XG USB reset detected, re-enumerating"),
      ),
      s("xray-sensor-agent", 55_000, "info", "sensor ready (firmware 5.2.1)"),
    ],
    (r) => [
      ...burst(r.int(3, 6), 1500, () =>
        s(
          "card-payments",
          0,
          "warn",
          `charge declined amount=${r.int(30, 400)}.00 GBP reason=do_not_honor terminal=reception-1`,
        ),
      ),
    ],
    (r) => [
      s("dicom-router", 0, "warn", "Association to PACS_DENT released abnormally (A-ABORT), will retry"),
      s("dicom-router", r.int(3000, 6000), "info", "Forward queue PACS_DENT: 3 pending, 0 failed (retry succeeded)"),
    ],
  ],
  tailwise: [
    (r) => [
      s("payout-service", 0, "warn", `Bank API returned 503 for payout PO-${r.digits(7)}, retry 1 of 3 in 2s`),
      s("payout-service", 2100, "warn", "Bank API returned 503, retry 2 of 3 in 4s"),
      s("payout-service", 6300, "info", "Bank API accepted payout on retry 2"),
    ],
    (r) => [
      ...burst(r.int(4, 8), 2000, () =>
        s(
          "claims-intake-api",
          0,
          "warn",
          `Claim CLM-${r.digits(8)} returned to practice: line 1 has no treatment code (VeNom) [status=INCOMPLETE]`,
        ),
      ),
    ],
    (r) => [
      s("fraud-score", 0, "warn", `slow scoring CLM-${r.digits(8)}: 2310ms exceeds budget 2000ms (cold feature cache)`),
      s("adjudication-engine", 2050, "warn", "fraud-score call timed out after 2.0s (attempt 1/3)"),
      s("adjudication-engine", 2400, "info", "fraud-score answered on attempt 2"),
    ],
  ],
  harbourside: [
    (r) => [
      ...burst(r.int(3, 5), 7000, () =>
        s("pacs-gateway", 0, "warn", "Association from US_CARDIO aborted by peer (A-ABORT), modality will reconnect"),
      ),
    ],
    (r) => [
      ...burst(r.int(3, 6), 1200, () =>
        s(
          "terminal-gw",
          0,
          "warn",
          `Authorisation declined terminal=HAH-2 amount=${r.int(40, 900)}.00 GBP code=05 (do not honour)`,
        ),
      ),
    ],
    () => [
      s("room-scheduler", 0, "warn", "slow request: GET /rooms/availability took 2140ms (cache rebuild)"),
      s("vetdesk-web", 2300, "info", "Completed 200 OK in 2291ms (Views: 40.2ms | ActiveRecord: 18.0ms)"),
    ],
  ],
};
