// swift-tools-version: 6.1

import PackageDescription

// NB: a package of its own, so that users of Tabula never resolve swift-syntax.
let package = Package(
  name: "UIKitHazardLint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "uikit-hazards", targets: ["uikit-hazards"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1")
  ],
  targets: [
    .target(
      name: "HazardLint",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .executableTarget(name: "uikit-hazards", dependencies: ["HazardLint"]),
    .testTarget(
      name: "HazardLintTests",
      // The tests run the executable on the fixtures, as CI runs it on the sources.
      dependencies: ["HazardLint", "uikit-hazards"],
      exclude: ["Fixtures"]
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
