// The evaluation data sets live beside the repo in ../shared/data, not inside it: a fresh clone has
// none. Tests that read them run when they are there and are skipped, saying why, when not.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe } from "@jest/globals";

export const SHARED_DATA = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "shared", "data");

/** The data set's directory, or undefined (with a plain message) when ../shared/data lacks it. */
export function sharedData(name: string): string | undefined {
  const dir = join(SHARED_DATA, name);
  if (existsSync(dir)) return dir;
  console.log(`skipping tests on ${name}: ${dir} is absent (the shared data sets sit beside the repo)`);
  return undefined;
}

/** `describe` when the data set is present, a skipped describe when it is not. */
export function describeWithData(name: string): typeof describe | typeof describe.skip {
  return sharedData(name) ? describe : describe.skip;
}
