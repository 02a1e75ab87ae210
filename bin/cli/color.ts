import type { WriteStream } from "node:tty";
import { createColors } from "picocolors";

// picocolors alone also colours whenever a `CI` variable is set, so piped output carried escape codes.
// Colour only a terminal: NO_COLOR wins, FORCE_COLOR forces, otherwise the stream must be a TTY.
function colorsFor(stream: NodeJS.WriteStream | WriteStream) {
  const env = process.env;
  const on = !("NO_COLOR" in env) && ("FORCE_COLOR" in env || (stream.isTTY === true && env.TERM !== "dumb"));
  return createColors(on);
}

/** Colours for what goes to stdout (tables, results). */
export const pc = colorsFor(process.stdout);
/** Colours for what goes to stderr (progress, errors). */
export const pcErr = colorsFor(process.stderr);
