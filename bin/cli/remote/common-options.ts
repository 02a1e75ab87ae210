// Options every remote command shares.
import { Option } from "commander";

export const jsonOption = () => new Option("--json", "print exactly one JSON value (the API's data) for scripts");
export const projectOption = () =>
  new Option("--project <id>", "project id for an org key (X-Project-Id); default LOGDX_PROJECT or the login's");
