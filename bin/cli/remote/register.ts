// The commands that talk to a logdx API through @logdx/sdk, added to the `logdx` program, with the program's version
// and the exit codes every command follows.
import type { Command } from "commander";
import pkg from "../../../package.json" with { type: "json" };
import { registerAnalyses } from "./analyses.js";
import { registerAnalyze } from "./analyze.js";
import { registerChannels } from "./channels.js";
import { registerLogin } from "./login.js";
import { registerProjects } from "./projects.js";
import { registerRules } from "./rules.js";
import { registerSources } from "./sources.js";

export function registerRemoteCommands(program: Command): void {
  program.version(pkg.version, "-V, --version", "print the logdx version");
  registerLogin(program);
  registerAnalyze(program);
  registerAnalyses(program);
  registerSources(program);
  registerProjects(program);
  registerChannels(program);
  registerRules(program);
  program.addHelpText(
    "after",
    "\nRemote commands (login, analyze, analyses, sources, projects, channels, rules) use the key from `logdx login`, or\n" +
      "LOGDX_URL and LOGDX_KEY. Add --json to any of them for one JSON value on stdout.\n" +
      "Exit codes: 0 done · 1 bad usage · 2 failed (API, network, input, not logged in) ·\n" +
      "3 done, but the answer is bad news (--fail-on reached, a source test failed).",
  );
}
