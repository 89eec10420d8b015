// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Tabula",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "Tabula", targets: ["Tabula"]),
    .library(name: "TabulaTesting", targets: ["TabulaTesting"]),
    .executable(name: "tabula-demo", targets: ["tabula-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(name: "Tabula"),
    .target(name: "TabulaTesting", dependencies: ["Tabula"]),
    .executableTarget(name: "tabula-demo", dependencies: ["Tabula"]),
    .testTarget(
      name: "TabulaTests",
      dependencies: [
        "Tabula",
        "TabulaTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "TabulaDemoTests", dependencies: ["tabula-demo"]),
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
