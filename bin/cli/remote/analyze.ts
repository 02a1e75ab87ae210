// `logdx analyze --since 15m [--until …] [--wait]`: asks the API for an analysis of the project's logs in a window.
import type { Command } from "commander";
import { failOnOption, type Severity, showAnalysis, waitWithProgress } from "./analysis-view.js";
import { jsonOption, projectOption } from "./common-options.js";
import { type CommonOptions, runRemote } from "./run.js";
import { windowOf } from "./time-window.js";

interface AnalyzeOptions extends CommonOptions {
  since: string;
  until?: string;
  description?: string;
  wait?: boolean;
  failOn?: Severity;
}

export function registerAnalyze(program: Command): void {
  program
    .command("analyze")
    .description("diagnose the project's logs over a time window through the API (every active log source)")
    .requiredOption("--since <when>", "window start: a duration back from now (15m, 2h, 7d) or an ISO 8601 time")
    .option("--until <when>", "window end, same forms (default: now)")
    .option("-d, --description <text>", "what is wrong, in plain language (default: names the window)")
    .option("--wait", "follow a long window to the end with a progress line, then print the diagnosis")
    .addOption(failOnOption())
    .addOption(jsonOption())
    .addOption(projectOption())
    .addHelpText(
      "after",
      "\nShort windows finish within the request; longer ones answer `processing` unless --wait is given.\n" +
        "Example: logdx analyze --since 15m --wait --fail-on high",
    )
    .action((opts: AnalyzeOptions) =>
      runRemote("analyze", opts, async (client) => {
        const window = windowOf(opts.since, opts.until);
        const description = opts.description ?? `logdx CLI: logs from ${window.timeStart} to ${window.timeEnd}`;
        let analysis = await client.analyses.create({ description, ...window, metadata: { client: "logdx-cli" } });
        if (opts.wait && (analysis.status === "pending" || analysis.status === "processing"))
          analysis = await waitWithProgress(client, analysis.id, Boolean(opts.json));
        return showAnalysis(analysis, opts);
      }),
    );
}
