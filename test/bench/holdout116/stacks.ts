// Stack traces in each runtime's own shape. Frames are "Class.method" or "module.func" strings.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (s: string) => {
  const c = camel(s);
  return c[0].toUpperCase() + c.slice(1);
};

/** Lines after the first line of the error (the first line is the log message itself). */
export function stackFor(rt: Runtime, svc: string, errType: string, errMsg: string, frames: string[]): string {
  const pkg = camel(svc).toLowerCase();
  switch (rt) {
    case "java": {
      const lines = [`${errType}: ${errMsg}`];
      frames.forEach((f, i) => {
        const [cls, m] = f.split(".");
        lines.push(`\tat uk.nbs.${pkg}.${cls}.${m}(${cls}.java:${47 + i * 31})`);
      });
      lines.push(
        "\tat org.springframework.aop.framework.CglibAopProxy$DynamicAdvisedInterceptor.intercept(CglibAopProxy.java:751)",
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      );
      return lines.join("\n");
    }
    case "python": {
      const lines = ["Traceback (most recent call last):"];
      frames.forEach((f, i) => {
        const [mod, fn] = f.split(".");
        lines.push(`  File "/app/${pkg}/${mod}.py", line ${88 + i * 23}, in ${fn}`);
        const callee = frames[i + 1]?.split(".")[1];
        lines.push(
          callee
            ? `    return ${callee}(ctx, *args, **kwargs)`
            : `    raise ${errType.split(".").pop()}(msg, response=self)`,
        );
      });
      lines.push(`${errType}: ${errMsg}`);
      return lines.join("\n");
    }
    case "go": {
      const lines = [`panic: ${errMsg}`, "", "goroutine 4127 [running]:"];
      for (const [i, f] of frames.entries()) {
        const [typ, m] = f.split(".");
        const dir = typ.toLowerCase();
        lines.push(`github.com/nbs/${svc}/internal/${dir}.(*${typ}).${m}(0xc0004${i}e2a0, 0xc000a1f380)`);
        lines.push(`\t/src/internal/${dir}/${dir}.go:${120 + i * 17} +0x${(0x1a4 + i * 0x3c).toString(16)}`);
      }
      lines.push(
        "created by net/http.(*Server).Serve in goroutine 1",
        "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
      );
      return lines.join("\n");
    }
    case "node": {
      const lines = [`${errType}: ${errMsg}`];
      frames.forEach((f, i) => {
        lines.push(`    at ${f} (/srv/${svc}/dist/${f.split(".")[0].toLowerCase()}.js:${40 + i * 19}:${11 + i * 4})`);
      });
      lines.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
      return lines.join("\n");
    }
    case "dotnet": {
      const ns = `Nbs.${pascal(svc)}`;
      const lines = [`${errType}: ${errMsg}`];
      frames.forEach((f, i) => {
        lines.push(`   at ${ns}.${f}() in /src/${pascal(svc)}/${f.split(".")[0]}.cs:line ${61 + i * 27}`);
      });
      lines.push(
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      );
      return lines.join("\n");
    }
    case "ruby": {
      const lines = [`${errType} (${errMsg}):`, ""];
      frames.forEach((f, i) => {
        const [cls, m] = f.split(".");
        lines.push(
          `app/${cls.toLowerCase().includes("controller") ? "controllers" : "models"}/${cls.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase()}.rb:${30 + i * 12}:in \`${m}'`,
        );
      });
      lines.push("actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'");
      return lines.join("\n");
    }
    case "cpp": {
      const lines = [`terminate called after throwing an instance of '${errType}'`, `  what():  ${errMsg}`];
      frames.forEach((f, i) => {
        lines.push(
          ` ${i}# ${f.replace(".", "::")}() at /build/${svc}/src/${f.split(".")[0].toLowerCase()}.cpp:${200 + i * 41}`,
        );
      });
      lines.push(` ${frames.length}# main at /build/${svc}/src/main.cpp:88`);
      return lines.join("\n");
    }
  }
}
