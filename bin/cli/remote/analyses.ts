// `logdx analyses list|get`: the project's analyses.
import type { Command } from "commander";
import { Option } from "commander";
import { failOnOption, SEVERITIES, type Severity, showAnalysis, waitWithProgress } from "./analysis-view.js";
import { cursorOption, jsonOption, limitOption, type PageOptions, pageQuery, projectOption } from "./common-options.js";
import { printPage } from "./output.js";
import { type CommonOptions, runRemote } from "./run.js";
import { parseTimeArg } from "./time-window.js";

interface ListOptions extends CommonOptions, PageOptions {
  status?: "pending" | "processing" | "complete" | "partial" | "failed";
  severity?: Severity;
  since?: string;
  until?: string;
}

export function registerAnalyses(program: Command): void {
  const analyses = program.command("analyses").description("list analyses or show one");
  analyses
    .command("list")
    .description("the project's analyses, newest first")
    .addOption(
      new Option("--status <status>", "only this status").choices([
        "pending",
        "processing",
        "complete",
        "partial",
        "failed",
      ]),
    )
    .addOption(new Option("--severity <severity>", "only this severity").choices(SEVERITIES))
    .option("--since <when>", "created at or after: a duration back from now (15m, 2h, 7d) or an ISO 8601 time")
    .option("--until <when>", "created before, same forms")
    .addOption(limitOption())
    .addOption(cursorOption())
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((opts: ListOptions) =>
      runRemote("analyses list", opts, async (client) => {
        const now = Date.now();
        const page = await client.analyses.list({
          status: opts.status,
          severity: opts.severity,
          since: opts.since ? parseTimeArg("--since", opts.since, now).toISOString() : undefined,
          until: opts.until ? parseTimeArg("--until", opts.until, now).toISOString() : undefined,
          ...pageQuery(opts),
        });
        printPage(
          page,
          opts.json,
          (a) => ({
            ID: a.id,
            STATUS: a.status,
            SEVERITY: a.result?.severity ?? "-",
            CREATED: a.createdAt,
            SUMMARY: a.result?.summary ?? a.description,
          }),
          "no analyses",
        );
        return 0;
      }),
    );
  analyses
    .command("get")
    .description("one analysis: the readable diagnosis, or its JSON")
    .argument("<id>", "analysis id")
    .option("--wait", "if it is still running, follow it to the end with a progress line")
    .addOption(failOnOption())
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((id: string, opts: CommonOptions & { wait?: boolean; failOn?: Severity }) =>
      runRemote(`analyses get ${id}`, opts, async (client) => {
        const analysis = opts.wait
          ? await waitWithProgress(client, id, Boolean(opts.json))
          : await client.analyses.get(id);
        return showAnalysis(analysis, opts);
      }),
    );
}
