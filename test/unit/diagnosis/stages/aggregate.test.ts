import { aggregatesOf, type Row } from "./fixture.js";

// .NET's console logger writes `fail: Category[EventId]` and the message on the indented lines under it
function dotnetRows(head: (category: string) => string): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 300; i++)
    rows.push([
      i * 1000,
      "label-gateway",
      "info",
      `${head("Microsoft.AspNetCore.Hosting.Diagnostics[2]")}\n      Request finished HTTP/1.1 GET http://label-gateway/labels/${i} - 200 466 application/json ${i % 90}.12ms`,
    ]);
  for (let i = 200; i < 300; i += 5)
    rows.push([
      i * 1000 + 1,
      "label-gateway",
      "error",
      `${head("label.gateway.Carriers.LabelClient[0]")}\n      Label request to carrier endpoint failed after 3000${i % 9} ms\n      System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.`,
    ]);
  return rows;
}

describe("templates of multi-line records", () => {
  it.each([
    ["the Category[EventId] header kept", (c: string) => c],
    ["the header read off, leaving an empty first line", () => ""],
  ])("a .NET record is templated by its message, not by its logger header (%s)", (_, head) => {
    const agg = aggregatesOf(dotnetRows(head));
    const failing = [...agg.templates.values()].filter((t) => t.errorCount > 0);
    expect(failing).toHaveLength(1);
    expect(failing[0].errorCount).toBe(20);
    expect(failing[0].count).toBe(20);
    expect(agg.templateText(failing[0])).toContain("Label request to carrier");
    expect(agg.templateText(failing[0])).toContain("TaskCanceledException");
  });
});
