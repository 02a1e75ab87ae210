// The shapes every generator shares: the emitting context and a made-up company's estate.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  t0: number;
  t1: number;
  /** Emits one event at true time t (ms). */
  emit(t: number, svc: string, level: Level, msg: string, req?: string): void;
  /** A request id when the estate propagates them, else undefined. */
  rid(): string | undefined;
}

export interface Flow {
  name: string;
  weight: number;
  run(c: Ctx, t: number, req: string | undefined): void;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  ids: boolean;
  services: string[];
  flows: Flow[];
  /** Health checks, periodic jobs, the noisy service, deprecation warnings, retries that succeed. */
  background(c: Ctx): void;
  /** An unrelated rollout or config reload of `svc` at t. */
  deploy(c: Ctx, t: number, svc: string): void;
  /** Services that may be redeployed without being part of the story. */
  deployable: string[];
  hour: number;
}
