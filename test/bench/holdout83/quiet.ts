// The 12 quiet windows: only the estate's everyday noise, plus one harmless blip each that looks busier than usual.
import { type Emit, e } from "./incidents.js";

export interface QuietSpec {
  estate: string;
  note: string;
  emits: Emit[];
}

export const QUIET: QuietSpec[] = [
  {
    estate: "pharmacy",
    note: "Normal pharmacy traffic; one PBM's formulary change brings a wave of prior-authorization rejects that pharmacists route to prescribers.",
    emits: [
      e(
        "claims-switch",
        "warn",
        "B1 claim rx={rx} bin=610502 -> response R reject 75 (Prior Authorization Required) plan=MedImpact",
        3,
        { from: 0, until: 300 },
      ),
    ],
  },
  {
    estate: "pharmacy",
    note: "Normal pharmacy traffic; the switch is slow for under a minute and every claim goes through on retry.",
    emits: [
      e("claims-switch", "warn", "switch timeout on attempt 1 for rx={rx} bin={bin}, retrying (reversal-safe)", 2, {
        until: 50,
      }),
      e("claims-switch", "info", "B1 claim rx={rx} bin={bin} -> response P (paid) on attempt 2", 2, {
        from: 2,
        until: 52,
      }),
    ],
  },
  {
    estate: "pharmacy",
    note: "Normal pharmacy traffic with a rolling store-pos-api restart; a handful of pickups get a 503 during the drain and succeed on retry.",
    emits: [
      e("store-pos-api", "warn", "POST /pos/v2/pickup store={store} 503 {ms}ms (pod draining) - client retried", 4, {
        until: 20,
      }),
      e(
        "escript-inbound",
        "warn",
        "CII NewRx msgid={id} held: DEA registration of prescriber pending verification",
        25,
      ),
    ],
  },
  {
    estate: "mailorder",
    note: "Normal mail-order fulfilment; the carrier throttles a little more than usual but every label is created on retry.",
    emits: [
      e("ship-label", "warn", "carrier API 429 on rate request, retry 1/3 in 500ms", 5, { until: 240 }),
      e("ship-label", "info", "label created carrier=UPS trk={trk} order={ord} after retry", 5, {
        from: 1,
        until: 241,
      }),
    ],
  },
  {
    estate: "mailorder",
    note: "Normal fulfilment; a cooler door is held open during restocking, the temperature alarm clears on its own.",
    emits: [
      e("cold-chain-mon", "warn", "cooler CC-3 door open {n}s, temp=8.{sec}C (excursion threshold 8.0C for 15m)", 15, {
        until: 120,
      }),
      e("cold-chain-mon", "info", "cooler CC-3 door closed, temp recovering", 200, { from: 125, until: 130 }),
    ],
  },
  {
    estate: "mailorder",
    note: "Normal fulfilment with a large refill-reminder batch and more declined cards than usual at the start of the month.",
    emits: [e("pay-capture", "warn", "card declined for order {ord}: expired_card (member notified)", 4)],
  },
  {
    estate: "televisit",
    note: "Normal telehealth traffic; no-shows cluster at the top of the hour and the clinicians are released.",
    emits: [
      e("video-broker", "warn", "room {room}: patient did not join within 10m, clinician released", 3, { until: 240 }),
    ],
  },
  {
    estate: "televisit",
    note: "Normal telehealth traffic; many eligibility lookups return inactive coverage after a plan-year rollover and patients move to self-pay.",
    emits: [e("eligibility-svc", "warn", "271 response: coverage inactive for member {pid} (payer {plan}, EB*6)", 2.5)],
  },
  {
    estate: "televisit",
    note: "Normal telehealth traffic; a visit-notes release recycles its workers gracefully.",
    emits: [
      e("visit-notes", "info", "[INFO] Worker exiting (pid: {big})", 10, { until: 30 }),
      e("visit-bff", "warn", "POST /v1/notes/{appt} retried once after upstream connection close", 12, { until: 30 }),
    ],
  },
  {
    estate: "urgentcare",
    note: "Normal urgent-care traffic; patients on one ISP need TURN relays, media still flows.",
    emits: [
      e("session-media", "warn", "session {hex}: TURN relay fallback after ICE failure on host candidates", 4, {
        until: 300,
      }),
    ],
  },
  {
    estate: "urgentcare",
    note: "Normal urgent-care traffic; a payer file update shows many terminated coverages and patients are offered self-pay.",
    emits: [
      e("coverage-check", "warn", "member {pid} coverage terminated on payer file ({plan}); self-pay offered", 3),
    ],
  },
  {
    estate: "urgentcare",
    note: "Normal urgent-care traffic; controlled-substance prescriptions wait for identity proofing during an evening rush.",
    emits: [
      e("rx-router", "warn", "controlled Rx held: identity proofing (IAL2) not completed for patient {pid}", 5),
      e("queue-router", "warn", "patient left queue before assignment (waited {n}m)", 6),
    ],
  },
];
