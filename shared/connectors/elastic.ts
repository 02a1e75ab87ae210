import type { LogSourceConnection } from "../domain/log-source.schema.js";
import type { PlatformDriver, ResolvedDeps } from "./driver.js";

export function createElasticDriver(_conn: LogSourceConnection, _deps: ResolvedDeps): PlatformDriver {
  throw new Error("not yet");
}
