// Framework frames that sit under application frames in real traces (Spring MVC on Tomcat, ASP.NET Core, Express,
// Rails, net/http), so each trace ends the way the real one does.

export const SPRING_MVC = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
  "org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:195)",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:140)",
  "org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:167)",
  "org.apache.coyote.http11.Http11Processor.service(Http11Processor.java:391)",
  "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1736)",
  "org.apache.tomcat.util.threads.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1191)",
  "org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:63)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

export function springHandler(controller: string, method: string, line: number): string[] {
  return [
    `${controller}.${method}(${controller.split(".").pop()}.java:${line})`,
    "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
    "java.base/java.lang.reflect.Method.invoke(Method.java:580)",
    "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
    "org.springframework.web.method.support.InvocableHandlerMethod.invokeForRequest(InvocableHandlerMethod.java:188)",
    "org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)",
    "org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.invokeHandlerMethod(RequestMappingHandlerAdapter.java:926)",
    "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
    "org.springframework.web.servlet.DispatcherServlet.doService(DispatcherServlet.java:979)",
  ];
}

export const ASPNET = [
  "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  "Microsoft.AspNetCore.Authorization.AuthorizationMiddleware.Invoke(HttpContext context)",
  "Microsoft.AspNetCore.Authentication.AuthenticationMiddleware.Invoke(HttpContext context)",
  "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpProtocol.ProcessRequests[TContext](IHttpApplication`1 application)",
];

export const EXPRESS = [
  "Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
  "next (/app/node_modules/express/lib/router/route.js:149:13)",
  "Route.dispatch (/app/node_modules/express/lib/router/route.js:119:3)",
  "Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
  "/app/node_modules/express/lib/router/index.js:284:15",
];

export const GO_HTTP: Array<readonly [string, string]> = [
  [
    "net/http.HandlerFunc.ServeHTTP(0xc0001a2f40?, {0x1a3c1e0?, 0xc0004c61c0?}, 0xc000114360?)",
    "/usr/local/go/src/net/http/server.go:2166 +0x29",
  ],
  [
    "net/http.(*ServeMux).ServeHTTP(0x0?, {0x1a3c1e0, 0xc0004c61c0}, 0xc000114360)",
    "/usr/local/go/src/net/http/server.go:2683 +0x1ad",
  ],
  [
    "net/http.serverHandler.ServeHTTP({0xc0002b8c00?}, {0x1a3c1e0?, 0xc0004c61c0?}, 0x6?)",
    "/usr/local/go/src/net/http/server.go:3137 +0x8e",
  ],
  [
    "net/http.(*conn).serve(0xc0003f4000, {0x1a3e9d8, 0xc000290ab0})",
    "/usr/local/go/src/net/http/server.go:2039 +0x5e8",
  ],
  ["created by net/http.(*Server).Serve in goroutine 1", "/usr/local/go/src/net/http/server.go:3285 +0x4b4"],
];
