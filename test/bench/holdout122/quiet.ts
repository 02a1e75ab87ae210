// The 12 quiet windows: which estate and what the ordinary day looks like (nothing is broken).
export interface Quiet {
  estate: number;
  note: string;
}

const notes: Record<number, string> = {
  0: "An ordinary Haulwell window: quotes, bookings, stop updates, the Twilio invalid-number errors, late crews and an overweight truck at the scale.",
  1: "An ordinary RelocaOne window: transferee pages, expense reports (some rejected over policy caps), carrier tenders and the retired cost-code warnings.",
  2: "An ordinary Tandem Movers window: estimates, dispatch plans, late punches, the odometer telemetry errors and a deploy of a helper service.",
  3: "An ordinary BoxBridge window: bookings, photo uploads, claims without photos, the tamper-switch errors of the north gate and a config reload.",
};

export const QUIETS: readonly Quiet[] = Array.from({ length: 12 }, (_, i) => ({
  estate: i % 4,
  note: notes[i % 4] ?? "",
}));
