// Cartwheel (online retail, catalog search) scenarios: one per category. No request ids in this estate.
import { cartwheel as e } from "./estates.js";
import { END, type IncidentSpec } from "./spec.js";
import { dotnet, java, python } from "./traces.js";

const sku = (n: number) => `SKU-${n}`;
const Q = ["running shoes", "usb c hub", "air fryer", "rain jacket women", "4k monitor 27", "lego technic"];

export const SHOP: IncidentSpec[] = [
  {
    estate: e,
    category: "authentication",
    origin: "search-api",
    hints: ["authentication", "credential", "401", "security_exception", "unauthorized"],
    severity: "high",
    note: "After the OpenSearch user password was rotated search-api still presents the old one; the cluster answers 401 and search is down.",
    run(c) {
      c.mute("search-api", 0, 1);
      c.every(
        "opensearch-data",
        0,
        END,
        3000,
        "warn",
        (r) =>
          `[o.o.s.a.BackendRegistry] [os-data-${r.int(0, 2)}] Authentication finally failed for svc_search from ${r.ip()}:${r.int(30000, 60000)}`,
      );
      c.every(
        "search-api",
        0,
        END,
        600,
        "error",
        () =>
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception",
        {
          errType: "org.opensearch.client.ResponseException",
          stack: (r) =>
            java(
              `org.opensearch.client.ResponseException: method [POST], host [https://opensearch.shop-prod.svc:9200], URI [/products/_search?typed_keys=true], status line [HTTP/1.1 401 Unauthorized]\n{"error":{"root_cause":[{"type":"security_exception","reason":"Unauthorized"}],"type":"security_exception","reason":"Unauthorized"},"status":401}`,
              [
                "org.opensearch.client.RestClient.convertResponse(RestClient.java:375)",
                "org.opensearch.client.RestClient.performRequest(RestClient.java:345)",
                `com.cartwheel.search.QueryService.search(QueryService.java:${r.int(80, 120)})`,
              ],
            ),
        },
      );
      c.mute("storefront-bff", 0, 0.5);
      c.every(
        "storefront-bff",
        500,
        END,
        250,
        "error",
        (r) =>
          `GET /api/search?q=${encodeURIComponent(r.pick(Q))}&page=1 502 - ${r.int(20, 90)} ms (search-api responded 500)`,
      );
    },
  },
  {
    estate: e,
    category: "authorization",
    origin: "catalog-indexer",
    hints: ["permission", "forbidden", "403", "security_exception", "authoriz"],
    severity: "medium",
    note: "catalog-indexer's OpenSearch role lost write permission on the new products index, so every bulk request is refused with 403 and the catalog goes stale.",
    run(c) {
      c.mute("catalog-indexer", 0, 1);
      c.every(
        "catalog-indexer",
        0,
        END,
        4000,
        "error",
        (r) =>
          `ERROR catalog_indexer.bulk: bulk of ${r.int(100, 500)} docs rejected: AuthorizationException(403, 'security_exception', 'no permissions for [indices:data/write/bulk[s]] and User [name=svc_indexer, backend_roles=[catalog_writer], requestedTenant=null]')`,
      );
      c.every(
        "catalog-indexer",
        60000,
        END,
        60000,
        "warn",
        (r) => `WARNING catalog_indexer.lag: index products_v42 is ${r.int(2, 9)} minutes behind product-feed`,
      );
      c.every(
        "product-feed",
        90000,
        END,
        40000,
        "warn",
        (r) => `downstream ack lag for catalog-indexer: ${r.int(2000, 9000)} updates pending`,
      );
    },
  },
  {
    estate: e,
    category: "database",
    origin: "price-service",
    hints: ["hikari", "connection", "pool", "deadlock", "sql", "mysql"],
    severity: "high",
    note: "price-service's MySQL pool is exhausted by deadlocking promo updates; price lookups fail and product pages return 500.",
    run(c) {
      c.every(
        "price-service",
        0,
        END,
        3000,
        "error",
        () =>
          "o.h.engine.jdbc.spi.SqlExceptionHelper : Deadlock found when trying to get lock; try restarting transaction",
      );
      c.every(
        "price-service",
        20000,
        END,
        800,
        "error",
        (r) => `c.c.pricing.PriceResolver : price lookup failed for ${sku(r.int(100000, 999999))}`,
        {
          errType: "java.sql.SQLTransientConnectionException",
          stack: () =>
            java(
              "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
              [
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)",
                "com.cartwheel.pricing.PriceRepository.findCurrent(PriceRepository.java:41)",
              ],
              [
                "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=61)",
                "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "\t... 41 common frames omitted",
              ],
            ),
        },
      );
      c.mute("price-service", 20000, 0.8);
      c.mute("storefront-bff", 20000, 0.3);
      c.every(
        "storefront-bff",
        25000,
        END,
        350,
        "error",
        (r) => `GET /api/products/${sku(r.int(100000, 999999))} 500 - ${r.int(30000, 30100)} ms (price-service: 500)`,
      );
    },
  },
  {
    estate: e,
    category: "network",
    origin: "opensearch-data",
    hints: ["connection", "transport", "disconnect", "network", "reset", "partition"],
    severity: "high",
    note: "One OpenSearch data node loses its network path to the others (transport resets, node-left), shards go unassigned and search-api gets partial/failed searches.",
    run(c) {
      c.at(
        0,
        "opensearch-data",
        "warn",
        "[o.o.t.TcpTransport] [os-data-2] exception caught on transport layer [Netty4TcpChannel{localAddress=/10.30.4.12:9300, remoteAddress=/10.30.5.20:51344}], closing connection\njava.io.IOException: Connection reset by peer",
      );
      c.every("opensearch-data", 2000, END, 6000, "warn", (r) =>
        r.chance(0.5)
          ? `[o.o.c.NodeConnectionsService] [os-data-${r.pick([0, 1])}] failed to connect to {os-data-2}{Xk3q}{10.30.4.12}{10.30.4.12:9300}{dimr} (tried [${r.int(2, 40)}] times)\norg.opensearch.transport.ConnectTransportException: [os-data-2][10.30.4.12:9300] connect_timeout[30s]`
          : `[o.o.t.TcpTransport] [os-data-2] exception caught on transport layer [Netty4TcpChannel{localAddress=/10.30.4.12:9300, remoteAddress=/10.30.5.${r.int(10, 30)}:${r.int(40000, 60000)}}], closing connection\njava.io.IOException: Connection reset by peer`,
      );
      c.at(
        31000,
        "opensearch-data",
        "info",
        "[o.o.c.s.MasterService] [os-data-0] node-left[{os-data-2}{Xk3q}{10.30.4.12}{10.30.4.12:9300}{dimr} reason: followers check retry count exceeded], term: 14, version: 88412",
      );
      c.at(
        32000,
        "opensearch-data",
        "warn",
        "[o.o.c.r.a.AllocationService] [os-data-0] Cluster health status changed from [GREEN] to [YELLOW] (reason: [{os-data-2} reason: followers check retry count exceeded]).",
      );
      c.every(
        "search-api",
        5000,
        END,
        700,
        "warn",
        (r) =>
          `c.c.search.QueryService : partial results for q="${r.pick(Q)}": ${r.int(1, 3)} of 6 shards failed (NodeDisconnectedException [os-data-2])`,
      );
      c.every(
        "search-api",
        33000,
        END,
        1300,
        "error",
        () => "c.c.search.QueryService : search failed: SearchPhaseExecutionException[all shards failed]",
      );
      c.every(
        "storefront-bff",
        33000,
        END,
        1000,
        "error",
        (r) => `GET /api/search?q=${encodeURIComponent(r.pick(Q))}&page=1 503 - ${r.int(40, 300)} ms`,
      );
    },
  },
  {
    estate: e,
    category: "timeout",
    origin: "reco-widget",
    hints: ["timeout", "timed out", "readtimeout", "read timed out"],
    severity: "medium",
    note: "The vector similarity endpoint reco-widget calls stops answering in time; reco-widget's reads time out and product pages wait for it.",
    run(c) {
      c.mute("reco-widget", 0, 0.8);
      c.every(
        "reco-widget",
        0,
        END,
        900,
        "error",
        (r) => `ERROR reco_widget.similar: similar items failed for ${sku(r.int(100000, 999999))}`,
        {
          errType: "requests.exceptions.ReadTimeout",
          stack: () =>
            python(
              [
                [
                  "/app/reco_widget/similar.py",
                  57,
                  "fetch_similar",
                  "resp = session.post(VECTOR_URL, json=body, timeout=(0.3, 1.5))",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                  713,
                  "send",
                  "raise ReadTimeout(e, request=request)",
                ],
              ],
              "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='vectors.internal.cartwheel.example', port=443): Read timed out. (read timeout=1.5)",
            ),
        },
      );
      c.every(
        "storefront-bff",
        1000,
        END,
        800,
        "warn",
        (r) =>
          `GET /api/products/${sku(r.int(100000, 999999))} 200 - ${r.int(1600, 1800)} ms (reco-widget timed out, rendered without recommendations)`,
      );
    },
  },
  {
    estate: e,
    category: "rate_limiting",
    origin: "bot-shield",
    hints: ["rate", "429", "limit", "too many"],
    severity: "high",
    note: "A bot-shield rule change keys the per-IP limit on the CDN egress address, so real shoppers are throttled with 429 and storefront search collapses.",
    run(c) {
      c.at(
        -40000,
        "bot-shield",
        "info",
        "rules reloaded from configmap bot-shield-rules (revision 212): crawler-rate key=client_ip -> key=remote_addr",
      );
      c.mute("bot-shield", 0, 0.9);
      c.every(
        "bot-shield",
        0,
        END,
        400,
        "warn",
        (r) =>
          `ratelimit exceeded ip=${r.pick(["151.101.2.15", "151.101.66.15", "151.101.130.15"])} rule=crawler-rate limit=50r/s burst=100 path=/api/search -> 429`,
      );
      c.mute("storefront-bff", 0, 0.6);
      c.every(
        "storefront-bff",
        800,
        END,
        300,
        "error",
        (r) =>
          `GET /api/search?q=${encodeURIComponent(r.pick(Q))}&page=1 429 - ${r.int(1, 9)} ms (rejected upstream by bot-shield)`,
      );
    },
  },
  {
    estate: e,
    category: "validation",
    origin: "catalog-indexer",
    hints: ["mapper_parsing", "parse", "validation", "invalid", "number_format"],
    severity: "medium",
    note: "A supplier feed sends price values like 'N/A'; catalog-indexer's bulk items fail OpenSearch mapping validation and those products disappear from search.",
    run(c) {
      c.every(
        "catalog-indexer",
        0,
        END,
        1200,
        "error",
        (r) =>
          `ERROR catalog_indexer.bulk: ${r.int(20, 180)} of ${r.int(300, 500)} items failed: {'type': 'mapper_parsing_exception', 'reason': "failed to parse field [price.amount] of type [scaled_float] in document with id '${sku(r.int(100000, 999999))}'. Preview of field's value: 'N/A'", 'caused_by': {'type': 'number_format_exception', 'reason': 'For input string: "N/A"'}}`,
      );
      c.every(
        "search-api",
        40000,
        END,
        8000,
        "warn",
        (r) =>
          `c.c.search.QueryService : zero-result query q="${r.pick(["nordhome sofa", "nordhome lamp", "nordhome rug"])}"`,
      );
    },
  },
  {
    estate: e,
    category: "null_reference",
    origin: "cart-svc",
    hints: ["nullreference", "null", "object reference"],
    severity: "high",
    note: "cart-svc throws NullReferenceException in the promotion engine for carts without a loyalty tier, so add-to-cart returns 500.",
    run(c) {
      c.at(
        -90000,
        "cart-svc",
        "info",
        "Application started. Hosting environment: Production; Content root path: /app (Cart.Api 5.12.0)",
      );
      c.mute("cart-svc", 0, 0.6);
      c.every(
        "cart-svc",
        0,
        END,
        900,
        "error",
        () => "An unhandled exception has occurred while executing the request.",
        {
          errType: "System.NullReferenceException",
          stack: () =>
            dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
              "Cart.Api.Promotions.PromotionEngine.Apply(Cart cart, Customer customer) in /src/Cart.Api/Promotions/PromotionEngine.cs:line 88",
              "Cart.Api.Controllers.CartController.AddItem(AddItemRequest request) in /src/Cart.Api/Controllers/CartController.cs:line 47",
              "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
            ]),
        },
      );
      c.every("storefront-bff", 200, END, 700, "error", (r) => `POST /api/cart/items 500 - ${r.int(10, 60)} ms`);
    },
  },
  {
    estate: e,
    category: "configuration",
    origin: "search-api",
    hints: ["index_not_found", "config", "alias", "no such index"],
    severity: "high",
    note: "A search-api config reload points queries at index alias products_v43, which does not exist yet, so every search fails with index_not_found_exception.",
    run(c) {
      c.at(
        -3000,
        "search-api",
        "info",
        "o.s.c.e.event.RefreshEventListener : Refresh keys changed: [search.index.read-alias]",
      );
      c.at(-2500, "search-api", "info", "c.c.search.SearchConfig : read alias now products_v43 (was products_v42)");
      c.mute("search-api", 0, 1);
      c.every(
        "search-api",
        0,
        END,
        500,
        "error",
        (r) =>
          `c.c.search.QueryService : search failed q="${r.pick(Q)}": OpenSearchException[Opensearch exception [type=index_not_found_exception, reason=no such index [products_v43]]]`,
      );
      c.mute("storefront-bff", 0, 0.5);
      c.every(
        "storefront-bff",
        300,
        END,
        300,
        "error",
        (r) =>
          `GET /api/search?q=${encodeURIComponent(r.pick(Q))}&page=1 502 - ${r.int(10, 60)} ms (search-api responded 500)`,
      );
    },
  },
  {
    estate: e,
    category: "dependency",
    origin: "reco-widget",
    hints: ["redis", "clusterdown", "cluster", "unavailable", "cache"],
    severity: "medium",
    note: "The managed Redis cluster reco-widget caches into reports CLUSTERDOWN; reco-widget errors on every lookup and storefront renders pages without recommendations.",
    run(c) {
      c.mute("reco-widget", 0, 0.9);
      c.every(
        "reco-widget",
        0,
        END,
        700,
        "error",
        (r) => `ERROR reco_widget.cache: cache read failed for similar:${sku(r.int(100000, 999999))}`,
        {
          errType: "redis.exceptions.ClusterDownError",
          stack: () =>
            python(
              [
                ["/app/reco_widget/cache.py", 31, "get_similar", "raw = self.client.get(key)"],
                [
                  "/usr/local/lib/python3.11/site-packages/redis/cluster.py",
                  1110,
                  "_execute_command",
                  "raise ClusterDownError(e)",
                ],
              ],
              "redis.exceptions.ClusterDownError: CLUSTERDOWN The cluster is down",
            ),
        },
      );
      c.every(
        "storefront-bff",
        1000,
        END,
        900,
        "warn",
        (r) =>
          `GET /api/products/${sku(r.int(100000, 999999))} 200 - ${r.int(90, 300)} ms (recommendations omitted: reco-widget 503)`,
      );
    },
  },
  {
    estate: e,
    category: "memory",
    origin: "opensearch-data",
    hints: ["memory", "heap", "outofmemory", "circuit", "data too large"],
    severity: "high",
    note: "An OpenSearch data node runs out of heap (parent circuit breaker trips, then OutOfMemoryError), searches fail with 429/503 behind search-api.",
    run(c) {
      c.every(
        "opensearch-data",
        0,
        100000,
        4000,
        "warn",
        (r) =>
          `[o.o.m.j.JvmGcMonitorService] [os-data-1] [gc][${r.int(80000, 90000)}] overhead, spent [${r.int(4, 9)}.${r.int(1, 9)}s] collecting in the last [${r.int(5, 10)}.${r.int(1, 9)}s]`,
      );
      c.every(
        "opensearch-data",
        30000,
        END,
        2500,
        "warn",
        (r) =>
          `[o.o.i.b.HierarchyCircuitBreakerService] [os-data-1] [parent] Data too large, data for [<http_request>] would be [${r.int(8100, 8200)}000000/7.${r.int(6, 9)}gb], which is larger than the limit of [8160437862/7.5gb]`,
      );
      c.at(
        110000,
        "opensearch-data",
        "fatal",
        "[o.o.b.OpenSearchUncaughtExceptionHandler] [os-data-1] fatal error in thread [opensearch[os-data-1][search][T#7]], exiting",
        {
          errType: "java.lang.OutOfMemoryError",
          stack: java("java.lang.OutOfMemoryError: Java heap space", [
            "org.apache.lucene.util.ArrayUtil.growExact(ArrayUtil.java:323)",
            "org.opensearch.search.aggregations.bucket.terms.GlobalOrdinalsStringTermsAggregator.buildAggregations(GlobalOrdinalsStringTermsAggregator.java:204)",
          ]),
        },
      );
      c.every(
        "search-api",
        35000,
        END,
        600,
        "error",
        (r) =>
          `c.c.search.QueryService : search failed q="${r.pick(Q)}": OpenSearchStatusException[status=429, circuit_breaking_exception: [parent] Data too large]`,
      );
      c.every(
        "storefront-bff",
        36000,
        END,
        600,
        "error",
        (r) => `GET /api/search?q=${encodeURIComponent(r.pick(Q))}&page=1 503 - ${r.int(200, 900)} ms`,
      );
    },
  },
  {
    estate: e,
    category: "disk",
    origin: "opensearch-data",
    hints: ["disk", "flood", "watermark", "read-only", "read_only"],
    severity: "medium",
    note: "An OpenSearch data node passes the flood-stage disk watermark, its indices become read-only and catalog-indexer's bulks are refused with 429 cluster_block_exception.",
    run(c) {
      c.at(
        -60000,
        "opensearch-data",
        "warn",
        "[o.o.c.r.a.DiskThresholdMonitor] [os-data-0] high disk watermark [90%] exceeded on [Xk3q][os-data-2][/usr/share/opensearch/data/nodes/0] free: 21.4gb[9.3%], shards will be relocated away from this node",
      );
      c.every(
        "opensearch-data",
        0,
        END,
        30000,
        "warn",
        (r) =>
          `[o.o.c.r.a.DiskThresholdMonitor] [os-data-0] flood stage disk watermark [95%] exceeded on [Xk3q][os-data-2][/usr/share/opensearch/data/nodes/0] free: ${r.int(6, 11)}.${r.int(0, 9)}gb[${r.int(2, 4)}.${r.int(0, 9)}%], all indices on this node will be marked read-only`,
      );
      c.mute("catalog-indexer", 0, 1);
      c.every(
        "catalog-indexer",
        1000,
        END,
        1500,
        "error",
        () =>
          "ERROR catalog_indexer.bulk: bulk rejected: TransportError(429, 'cluster_block_exception', 'index [products_v42] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];'), retrying in 30s",
      );
    },
  },
  {
    estate: e,
    category: "unknown",
    origin: "price-service",
    hints: ["500", "internal", "unknown", "unhandled", "restart"],
    severity: "high",
    note: "price-service starts answering 500 and restarting without ever logging a reason; product pages fail behind it.",
    run(c) {
      c.mute("price-service", 0, 0.9);
      c.every(
        "price-service",
        0,
        END,
        2500,
        "error",
        (r) =>
          `c.c.pricing.ErrorAdvice : request failed status=500 path=/prices/${sku(r.int(100000, 999999))} error=INTERNAL`,
      );
      c.every(
        "price-service",
        20000,
        END,
        45000,
        "info",
        (r) =>
          `c.c.pricing.PricingApplication : Started PricingApplication in ${r.int(8, 14)}.${r.int(100, 999)} seconds (process running for ${r.int(9, 15)}.${r.int(100, 999)})`,
      );
      c.every(
        "storefront-bff",
        500,
        END,
        350,
        "error",
        (r) => `GET /api/products/${sku(r.int(100000, 999999))} 500 - ${r.int(5, 40)} ms (price-service responded 500)`,
      );
      c.mute("storefront-bff", 0, 0.4);
    },
  },
];
