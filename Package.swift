// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
  // Release builds leave out the run-time exclusivity checks (`swift_beginAccess` on every
  // access to a class's stored property or a global): about 2 % of a large diff's CPU time.
  // Debug builds, and so the tests and both sanitizers, keep them and trap on a violation.
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

// Release builds on Linux allocate with jemalloc (Debian's libjemalloc-dev, which
// `TOKENDIFF_RELEASE=1 scripts/setup` installs): the many small, short-lived allocations of a
// diff spent about a sixth of their CPU time in glibc's malloc and free, with both cores
// allocating (README, Performance). Debug builds, the tests and the sanitizers keep the system
// allocator, and need no jemalloc installed.
let allocator: [LinkerSetting] = [
  .linkedLibrary("jemalloc", .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "tokendiff",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "tokendiff", targets: ["tokendiff"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // The C library: the only place libgit2 enters the build.
    .systemLibrary(
      name: "Clibgit2",
      pkgConfig: "libgit2",
      providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]
    ),
    // Reads commits, trees and blobs. Knows nothing about tokens.
    .target(name: "TokenDiffGit", dependencies: ["Clibgit2"], swiftSettings: strict),
    // Pure: JSON (and YAML, through the libyaml Yams builds), parsing, resolving, diffing,
    // policies. No git, no file I/O.
    .target(
      name: "TokenDiffCore",
      dependencies: [.product(name: "Yams", package: "Yams")],
      swiftSettings: strict
    ),
    // Reads Swift token sources (declarations, asset catalogs, registries) into the token model.
    // Its own target so that the JSON path builds and tests without swift-syntax.
    .target(
      name: "TokenDiffSwift",
      dependencies: [
        "TokenDiffCore",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    // Pure renderers of the report model.
    .target(name: "TokenDiffReports", dependencies: ["TokenDiffCore"], swiftSettings: strict),
    // The GitHub REST client: the pull request comment, retries, pagination.
    .target(name: "TokenDiffGitHub", swiftSettings: strict),
    // Commands, loading from git or disk, configuration files, exit status.
    .target(
      name: "TokenDiffCLI",
      dependencies: [
        "TokenDiffCore", "TokenDiffGit", "TokenDiffReports", "TokenDiffGitHub", "TokenDiffSwift",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "tokendiff",
      dependencies: [
        "TokenDiffCLI", "TokenDiffCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict,
      linkerSettings: allocator
    ),
    // A second executable for the benchmark floor (read blobs + parse JSON only).
    .executableTarget(
      name: "tokendiff-bench",
      dependencies: ["TokenDiffCore", "TokenDiffGit", "TokenDiffCLI", "TokenDiffSwift"],
      path: "Benchmarks/tokendiff-bench",
      swiftSettings: strict,
      linkerSettings: allocator
    ),

    .target(
      name: "TokenDiffTestSupport",
      dependencies: ["TokenDiffGit", "TokenDiffCore"],
      path: "Tests/TokenDiffTestSupport",
      swiftSettings: strict
    ),
    .testTarget(
      name: "TokenDiffCoreTests",
      dependencies: ["TokenDiffCore", "TokenDiffTestSupport"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "TokenDiffSwiftTests",
      dependencies: ["TokenDiffSwift", "TokenDiffCore", "TokenDiffTestSupport"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "TokenDiffGitTests",
      dependencies: ["TokenDiffGit", "TokenDiffTestSupport"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "TokenDiffReportsTests",
      dependencies: ["TokenDiffReports", "TokenDiffCore", "TokenDiffTestSupport"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "TokenDiffGitHubTests",
      dependencies: ["TokenDiffGitHub", "TokenDiffTestSupport"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "TokenDiffCLITests",
      dependencies: [
        "TokenDiffCLI", "TokenDiffCore", "TokenDiffGit", "TokenDiffReports", "TokenDiffTestSupport",
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strict
    ),
  ]
)

// The libFuzzer harness of the targets that need swift-syntax or Yams (Fuzz/README.md). Declared
// only for `scripts/fuzz`, which builds it with the fuzzer sanitizer: it has no `main` of its own.
if Context.environment["TOKENDIFF_FUZZ"] == "1" {
  package.products.append(
    .executable(name: "tokendiff-fuzz-modules", targets: ["tokendiff-fuzz-modules"])
  )
  package.targets.append(
    .executableTarget(
      name: "tokendiff-fuzz-modules",
      dependencies: ["TokenDiffCore", "TokenDiffSwift", "TokenDiffCLI"],
      path: "Fuzz",
      sources: ["ModuleHarness", "Shared"],
      // Like Fuzz/Harness (compiled by swiftc): libFuzzer calls in on one thread.
      swiftSettings: [.swiftLanguageMode(.v5)]
    )
  )
}
