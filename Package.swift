// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Tabula",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "Tabula", targets: ["Tabula"]),
    .library(name: "TabulaTesting", targets: ["TabulaTesting"]),
    .library(name: "TabulaGRDB", targets: ["TabulaGRDB"]),
    .executable(name: "tabula-demo", targets: ["tabula-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(name: "Tabula"),
    .target(name: "TabulaTesting", dependencies: ["Tabula"]),
    .target(
      name: "TabulaGRDB",
      dependencies: ["Tabula", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .executableTarget(
      name: "tabula-demo",
      dependencies: [
        "Tabula",
        "TabulaGRDB",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "TabulaTests",
      dependencies: [
        "Tabula",
        "TabulaTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "TabulaGRDBTests",
      dependencies: [
        "Tabula",
        "TabulaGRDB",
        "TabulaTesting",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "TabulaDemoTests",
      dependencies: [
        "tabula-demo",
        "TabulaGRDB",
        "TabulaTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
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
