// Stack traces in each runtime's own style.
import type { Rng } from "./rng.js";

export const javaStack = (r: Rng, head: string, frames: string[], cause?: string): string => {
  const body = frames.map((f) => `\tat ${f}`).join("\n");
  const common = [
    "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:166)",
    `\tat java.base/java.lang.Thread.run(Thread.java:${r.pick([833, 840, 1583])})`,
  ].join("\n");
  const web = frames.some((f) => /Controller|Resource\.request|Repository|CatalogSearch|SlotService/.test(f));
  const tail = web ? common : `\tat java.base/java.lang.Thread.run(Thread.java:${r.pick([833, 840, 1583])})`;
  return `${head}\n${body}\n${tail}${cause ? `\nCaused by: ${cause}\n\t... ${r.int(40, 90)} common frames omitted` : ""}`;
};

export const pyStack = (frames: Array<[string, number, string, string]>, last: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const dotnetStack = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyStack = (head: string, frames: string[]): string => [head, ...frames].join("\n");

export const nodeStack = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `    at ${f}`)].join("\n");
