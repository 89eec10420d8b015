// swift-tools-version: 6.1

import PackageDescription

// NB: a package of its own, so that users of Tabula never resolve swift-syntax.
//
// swift-syntax comes from the toolchain where `UIKIT_HAZARDS_TOOLCHAIN_SYNTAX` names the
// toolchain's `usr/lib/swift/host` folder, which holds the modules it was built with (as
// interfaces) and their libraries: CI sets it (`.ci/run`), as building the package's sources
// took three minutes of its two cores. Anywhere else the package is resolved and built.
let toolchainSyntax = Context.environment["UIKIT_HAZARDS_TOOLCHAIN_SYNTAX"]

let syntax: [Target.Dependency] =
  toolchainSyntax == nil
  ? [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
  ] : []

let package = Package(
  name: "UIKitHazardLint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "uikit-hazards", targets: ["uikit-hazards"])
  ],
  dependencies: toolchainSyntax == nil
    ? [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1")] : [],
  targets: [
    .target(
      name: "HazardLint",
      dependencies: syntax,
      linkerSettings: toolchainSyntax.map { folder in
        [
          .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"),
          .unsafeFlags(["-L", folder, "-Xlinker", "-rpath", "-Xlinker", folder]),
        ]
      }
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
  if let toolchainSyntax { settings.append(.unsafeFlags(["-I", toolchainSyntax])) }
  target.swiftSettings = settings
}
