// The catalogue of harmless noise kinds (41) and how a scenario lays them on.
import type { Ctx } from "./ctx.js";
import { ABUSE_NOISE } from "./noise-abuse.js";
import { JOB_NOISE } from "./noise-jobs.js";
import { OPS_NOISE } from "./noise-ops.js";
import { PARTNER_NOISE } from "./noise-partners.js";
import { PLAYER_NOISE } from "./noise-players.js";
import type { Noise } from "./util.js";

export const NOISE: Record<string, Noise> = {
  ...PLAYER_NOISE,
  ...ABUSE_NOISE,
  ...OPS_NOISE,
  ...PARTNER_NOISE,
  ...JOB_NOISE,
};

export const NOISE_KINDS = Object.keys(NOISE);

/** The first kind is laid on heavily (the reason the window looks alarming), the others lightly. */
export function layNoise(c: Ctx, kinds: string[]): void {
  kinds.forEach((k, i) => {
    NOISE[k](c, i === 0);
  });
}
