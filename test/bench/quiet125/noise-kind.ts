// One kind of harmless noise: an id, a sentence for the label note, and a writer.
import type { Ctx } from "./types.js";

export interface NoiseKind {
  id: string;
  what: string;
  run: (ctx: Ctx) => void;
}
