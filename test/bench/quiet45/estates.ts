// The four made-up developer-platform companies of quiet45: service names per role, runtimes, and who carries ids.
export type Role = "edge" | "git" | "ci" | "runner" | "registry" | "scanner" | "deploy" | "flags" | "search" | "hooks";
export type Runtime = "java" | "go" | "node" | "python" | "ruby" | "dotnet" | "cpp" | "rust";

export const ROLES: readonly Role[] = [
  "edge",
  "git",
  "ci",
  "runner",
  "registry",
  "scanner",
  "deploy",
  "flags",
  "search",
  "hooks",
];

export interface Estate {
  key: string;
  ns: string;
  /** request ids shared across services (some estates have none) */
  traced: boolean;
  gitHost: string;
  registryHost: string;
  pkg: string;
  names: Record<Role, string>;
  runtime: Record<Role, Runtime>;
  projects: readonly string[];
  apps: readonly string[];
}

export const ESTATES: readonly Estate[] = [
  {
    key: "forgewell",
    ns: "forge-prod",
    traced: true,
    gitHost: "git.forgewell.dev",
    registryHost: "cr.forgewell.dev",
    pkg: "dev.forgewell",
    names: {
      edge: "web-gateway",
      git: "repo-store",
      ci: "pipeline-scheduler",
      runner: "runner-pool",
      registry: "artifact-hub",
      scanner: "image-scan",
      deploy: "rollout-ctl",
      flags: "flagsmithy",
      search: "grep-index",
      hooks: "hook-dispatch",
    },
    runtime: {
      edge: "ruby",
      git: "go",
      ci: "java",
      runner: "go",
      registry: "java",
      scanner: "go",
      deploy: "go",
      flags: "node",
      search: "rust",
      hooks: "node",
    },
    projects: [
      "payments/ledger",
      "web/storefront",
      "infra/terraform-live",
      "mobile/ios-app",
      "data/etl-jobs",
      "platform/auth",
    ],
    apps: ["storefront", "ledger-api", "auth-svc", "etl-worker"],
  },
  {
    key: "tessellate",
    ns: "tessellate",
    traced: false,
    gitHost: "code.tessellate.io",
    registryHost: "registry.tessellate.io",
    pkg: "io.tessellate",
    names: {
      edge: "api-front",
      git: "git-rpc",
      ci: "build-queue",
      runner: "build-agents",
      registry: "pkg-mirror",
      scanner: "cve-watch",
      deploy: "ship-it",
      flags: "toggle-svc",
      search: "code-search",
      hooks: "event-relay",
    },
    runtime: {
      edge: "node",
      git: "go",
      ci: "python",
      runner: "go",
      registry: "go",
      scanner: "python",
      deploy: "ruby",
      flags: "java",
      search: "java",
      hooks: "dotnet",
    },
    projects: ["core/engine", "apps/console", "tools/cli", "ml/feature-store", "sdk/python", "sdk/js"],
    apps: ["console", "engine", "feature-store", "billing"],
  },
  {
    key: "harborline",
    ns: "hl-platform",
    traced: true,
    gitHost: "src.harborline.net",
    registryHost: "images.harborline.net",
    pkg: "net.harborline",
    names: {
      edge: "edge-proxy",
      git: "gitd",
      ci: "ci-coordinator",
      runner: "fleet-runner",
      registry: "oci-registry",
      scanner: "vuln-scanner",
      deploy: "deploy-engine",
      flags: "feature-gate",
      search: "symbol-search",
      hooks: "notify-bus",
    },
    runtime: {
      edge: "go",
      git: "cpp",
      ci: "dotnet",
      runner: "go",
      registry: "go",
      scanner: "go",
      deploy: "python",
      flags: "go",
      search: "cpp",
      hooks: "ruby",
    },
    projects: ["fleet/telemetry", "apps/checkout", "apps/catalog", "infra/k8s-manifests", "libs/shared-ui"],
    apps: ["checkout", "catalog", "telemetry-ingest", "shared-ui-docs"],
  },
  {
    key: "quillworks",
    ns: "qw-devplat",
    traced: false,
    gitHost: "hub.quillworks.co",
    registryHost: "artifacts.quillworks.co",
    pkg: "co.quillworks",
    names: {
      edge: "gateway",
      git: "githost",
      ci: "ci-api",
      runner: "executor",
      registry: "artifactory-shim",
      scanner: "sbom-audit",
      deploy: "release-train",
      flags: "flags-api",
      search: "search-svc",
      hooks: "webhook-out",
    },
    runtime: {
      edge: "dotnet",
      git: "ruby",
      ci: "java",
      runner: "python",
      registry: "java",
      scanner: "node",
      deploy: "node",
      flags: "python",
      search: "go",
      hooks: "go",
    },
    projects: ["editor/desktop", "editor/web", "backend/sync", "backend/billing", "ops/ansible"],
    apps: ["sync", "billing", "editor-web", "collab"],
  },
];
