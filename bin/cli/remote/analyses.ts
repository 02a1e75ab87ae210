// `logdx analyses list|get`: the project's analyses.
import type { Command } from "commander";
import { Option } from "commander";
import { failOnOption, SEVERITIES, type Severity, showAnalysis, waitWithProgress } from "./analysis-view.js";
import { jsonOption, projectOption } from "./common-options.js";
import { printJson, printTable } from "./output.js";
import { type CommonOptions, runRemote } from "./run.js";
import { parseTimeArg } from "./time-window.js";

interface ListOptions extends CommonOptions {
  status?: "pending" | "processing" | "complete" | "partial" | "failed";
  severity?: Severity;
  since?: string;
  until?: string;
  limit?: string;
  cursor?: string;
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
    .option("--limit <n>", "at most this many (1-100, default 20)")
    .option("--cursor <cursor>", "the next page, from a previous --json answer's nextCursor")
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
          limit: opts.limit ? Number(opts.limit) : undefined,
          cursor: opts.cursor,
        });
        if (opts.json) printJson(page);
        else {
          printTable(
            page.data.map((a) => ({
              ID: a.id,
              STATUS: a.status,
              SEVERITY: a.result?.severity ?? "-",
              CREATED: a.createdAt,
              SUMMARY: a.result?.summary ?? a.description,
            })),
            "no analyses",
          );
          if (page.nextCursor) process.stdout.write(`more: --cursor ${page.nextCursor}\n`);
        }
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
