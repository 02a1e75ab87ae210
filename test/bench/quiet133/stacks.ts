// Stack traces in each runtime's own shape. The first element is the headline the runtime prints.
import type { Rng } from "./rng.js";

const SPRING = [
  "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
  "org.springframework.web.method.support.InvocableHandlerMethod.invokeForRequest(InvocableHandlerMethod.java:188)",
  "org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)",
  "org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.invokeHandlerMethod(RequestMappingHandlerAdapter.java:926)",
  "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:205)",
  "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1744)",
  "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

const KTOR = [
  "io.ktor.server.routing.Route$buildPipeline$1$1.invokeSuspend(Route.kt:116)",
  "io.ktor.util.pipeline.SuspendFunctionGun.loop(SuspendFunctionGun.kt:120)",
  "io.ktor.util.pipeline.SuspendFunctionGun.proceed(SuspendFunctionGun.kt:78)",
  "io.ktor.server.engine.DefaultEnginePipelineKt$defaultEnginePipeline$1.invokeSuspend(DefaultEnginePipeline.kt:123)",
  "kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)",
  "kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)",
  "io.netty.util.concurrent.SingleThreadEventExecutor$4.run(SingleThreadEventExecutor.java:997)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

const QUARKUS = [
  "org.keycloak.services.resources.KeycloakApplication$2.lambda$filter$0(KeycloakApplication.java:112)",
  "org.jboss.resteasy.reactive.server.handlers.InvocationHandler.handle(InvocationHandler.java:29)",
  "io.quarkus.resteasy.reactive.server.runtime.QuarkusResteasyReactiveRequestContext.invokeHandler(QuarkusResteasyReactiveRequestContext.java:141)",
  "org.jboss.resteasy.reactive.common.core.AbstractResteasyReactiveContext.run(AbstractResteasyReactiveContext.java:147)",
  "io.quarkus.vertx.core.runtime.VertxCoreRecorder$14.runWith(VertxCoreRecorder.java:599)",
  "org.jboss.threads.EnhancedQueueExecutor$Task.run(EnhancedQueueExecutor.java:2516)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

export type JavaHost = "spring" | "ktor" | "keycloak" | "plain";

export interface JavaCause {
  exc: string;
  msg: string;
  frames: string[];
  omitted?: number;
}

export function javaTrace(exc: string, msg: string, app: string[], host: JavaHost, causes: JavaCause[] = []): string[] {
  const fw = host === "spring" ? SPRING : host === "ktor" ? KTOR : host === "keycloak" ? QUARKUS : [];
  const out = [msg ? `${exc}: ${msg}` : exc];
  for (const f of [...app, ...fw]) out.push(`\tat ${f}`);
  for (const c of causes) {
    out.push(`Caused by: ${c.msg ? `${c.exc}: ${c.msg}` : c.exc}`);
    for (const f of c.frames) out.push(`\tat ${f}`);
    out.push(`\t... ${c.omitted ?? 23} common frames omitted`);
  }
  return out;
}

export type PyFrame = [file: string, line: number, fn: string, code: string];

const PY_SITE = "/usr/local/lib/python3.11/site-packages";

export function pyTrace(
  exc: string,
  msg: string,
  frames: PyFrame[],
  chained?: { exc: string; msg: string; frames: PyFrame[] },
): string[] {
  const block = (fs: PyFrame[], e: string, m: string) => {
    const out = ["Traceback (most recent call last):"];
    for (const [file, line, fn, code] of fs) {
      out.push(`  File "${file.startsWith("~") ? PY_SITE + file.slice(1) : file}", line ${line}, in ${fn}`);
      out.push(`    ${code}`);
    }
    out.push(m ? `${e}: ${m}` : e);
    return out;
  };
  if (!chained) return block(frames, exc, msg);
  return [
    ...block(chained.frames, chained.exc, chained.msg),
    "",
    "During handling of the above exception, another exception occurred:",
    "",
    ...block(frames, exc, msg),
  ];
}

export function nodeTrace(headline: string, frames: string[], extra: string[] = []): string[] {
  return [headline, ...frames.map((f) => `    at ${f}`), ...extra];
}

export function goPanic(
  r: Rng,
  headline: string,
  frames: Array<[fn: string, file: string]>,
  state = "running",
): string[] {
  const out = [headline, "", `goroutine ${r.int(18, 4200)} [${state}]:`];
  for (const [fn, file] of frames) {
    out.push(fn);
    out.push(`\t${file} +0x${r.hex(2)}`);
  }
  return out;
}

export function dotnetTrace(
  exc: string,
  msg: string,
  frames: string[],
  inner?: { exc: string; msg: string; frames: string[] },
): string[] {
  const out = [`${exc}: ${msg}`];
  if (inner) out[0] += ` ---> ${inner.exc}: ${inner.msg}`;
  if (inner) {
    for (const f of inner.frames) out.push(`   at ${f}`);
    out.push("   --- End of inner exception stack trace ---");
  }
  for (const f of frames) out.push(`   at ${f}`);
  return out;
}

export const ASPNET_TAIL = [
  "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
  "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
  "Microsoft.AspNetCore.Mvc.Infrastructure.ResourceInvoker.<InvokeFilterPipelineAsync>g__Awaited|20_0(ResourceInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)",
  "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  "Microsoft.AspNetCore.Authorization.AuthorizationMiddleware.Invoke(HttpContext context)",
];

export function rubyTrace(frames: string[], rails = true): string[] {
  const fw = rails
    ? [
        "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        "/usr/local/bundle/gems/actionpack-7.1.3/lib/abstract_controller/base.rb:224:in `process_action'",
        "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/rendering.rb:165:in `process_action'",
        "/usr/local/bundle/gems/activesupport-7.1.3/lib/active_support/callbacks.rb:121:in `block in run_callbacks'",
        "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/instrumentation.rb:67:in `process_action'",
      ]
    : [
        "/usr/local/bundle/gems/sidekiq-7.2.2/lib/sidekiq/processor.rb:202:in `execute_job'",
        "/usr/local/bundle/gems/sidekiq-7.2.2/lib/sidekiq/processor.rb:170:in `block (2 levels) in process'",
        "/usr/local/bundle/gems/sidekiq-7.2.2/lib/sidekiq/middleware/chain.rb:180:in `traverse'",
      ];
  return [...frames, ...fw];
}
