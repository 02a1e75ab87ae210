// Tiny constructors for scenario lines.
import type { Line } from "./types.js";

export const E = (msg: string, stack?: string[]): Line => ({ level: "error", msg, stack });
export const W = (msg: string, stack?: string[]): Line => ({ level: "warn", msg, stack });
export const F = (msg: string, stack?: string[]): Line => ({ level: "fatal", msg, stack });
export const I = (msg: string): Line => ({ level: "info", msg });
