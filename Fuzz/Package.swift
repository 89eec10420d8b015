// swift-tools-version: 6.1

import PackageDescription

// NB: a nested package, so that clients of Tabula never see the fuzz targets. The fuzz binary
// is built with `-sanitize=fuzzer,address`; `Fuzz/run-fuzzers` says how.
let package = Package(
  name: "TabulaFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Tabula", path: ".."),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
  ],
  targets: [
    // What each target decodes from the fuzzer's bytes, and the checks it runs.
    .target(
      name: "TabulaFuzzing",
      dependencies: [
        .product(name: "Tabula", package: "Tabula"),
        .product(name: "TabulaTesting", package: "Tabula"),
        .product(name: "TabulaGRDB", package: "Tabula"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // libFuzzer's driver, declared for Swift.
    .target(name: "CFuzzerDriver"),
    // The fuzz binary; `TABULA_FUZZ_TARGET` names the target to run.
    .executableTarget(
      name: "tabula-fuzz", dependencies: ["CFuzzerDriver", "TabulaFuzzing"],
      // NB: gold fails on this link with an internal error; lld ships with the toolchain.
      linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
    ),
    // The long run: random plan pairs and edit sequences through the targets' checks, built
    // like the fuzz binary (Fuzz/run-long-run) but driven by a seeded generator.
    .executableTarget(
      name: "tabula-long-run", dependencies: ["TabulaFuzzing"],
      linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ])
  target.swiftSettings = settings
}
