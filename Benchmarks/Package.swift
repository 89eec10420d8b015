// swift-tools-version: 6.1

import PackageDescription

// NB: a nested package, so that clients of Tabula never resolve the benchmark dependency.
let package = Package(
  name: "TabulaBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Tabula", path: ".."),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "TabulaBenchmarks",
      dependencies: [
        .product(name: "Tabula", package: "Tabula"),
        .product(name: "TabulaTesting", package: "Tabula"),
        .product(name: "TabulaGRDB", package: "Tabula"),
        // On Linux, TabulaUIKit builds against the UIKit stand-in: the hosted-list benchmarks
        // compare its SwiftUI entry point (ListHost) with its UIKit path on the same views.
        .product(name: "TabulaUIKit", package: "Tabula"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TabulaAppKit", package: "Tabula"),
        "CGlibcMalloc",
      ],
      path: "Benchmarks/TabulaBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .systemLibrary(name: "CGlibcMalloc", path: "Benchmarks/CGlibcMalloc"),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ])
  target.swiftSettings = settings
}
