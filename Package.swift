// swift-tools-version: 6.1

import PackageDescription

// Which dependency each trait brings. SwiftPM has no development dependencies: it resolves the
// dependencies of every library and executable product of a package an app uses, but not those
// only test targets or unused targets use, nor those behind a trait that is off. So this
// package's own tools sit behind traits, and which traits are on by default depends on who
// reads this manifest (`.ci/check-consumer-resolution` checks both):
//
// - an app that depends on Tabula by URL, the usual way (`.package(url:from:)`, or Xcode's Add
//   Package dialog): SwiftPM and Xcode keep such a dependency in a folder named `checkouts`.
//   There no trait is on by default, so the app resolves no other package; `traits:
//   ["SQLite"]` brings GRDB for TabulaGRDB.
// - anywhere else, as in a clone of this repository: every trait is on by default, so that
//   `swift run tabula-demo` and `swift test` build everything. An app that depends on such a
//   clone by path writes `traits: []` (or `["SQLite"]`).
let readByAnApp = Context.packageDirectory.split(separator: "/").contains("checkouts")
let sqlite: TargetDependencyCondition? = .when(traits: ["SQLite"])
let demo: TargetDependencyCondition? = .when(traits: ["Demo"])
let development: TargetDependencyCondition? = .when(traits: ["Development"])

#if os(Linux)
// NB: behind the Development trait too, so that an app on Linux gets no module named UIKit.
let uikitStandIn: [Target.Dependency] = [
  .target(name: "UIKit", condition: .when(platforms: [.linux], traits: ["Development"]))
]
let testingUIKitOverlay: [Target.Dependency] = [
  .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux], traits: ["Development"]))
]
#else
let uikitStandIn: [Target.Dependency] = []
let testingUIKitOverlay: [Target.Dependency] = []
#endif

let package = Package(
  name: "Tabula",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "Tabula", targets: ["Tabula"]),
    .library(name: "TabulaTesting", targets: ["TabulaTesting"]),
    .library(name: "TabulaGRDB", targets: ["TabulaGRDB"]),
    .library(name: "TabulaUIKit", targets: ["TabulaUIKit"]),
    .library(name: "TabulaSwiftUI", targets: ["TabulaSwiftUI"]),
    .library(name: "TabulaAppKit", targets: ["TabulaAppKit"]),
    .executable(name: "tabula-demo", targets: ["tabula-demo"]),
  ],
  traits: [
    .trait(name: "SQLite", description: "TabulaGRDB's live SQLite lists: brings GRDB."),
    .trait(name: "Demo", description: "The terminal demo's command line: brings ArgumentParser."),
    .trait(
      name: "Development",
      description: "This package's tests and the UIKit stand-in's build order on Linux."),
    .default(enabledTraits: readByAnApp ? [] : ["SQLite", "Demo", "Development"]),
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
    .target(name: "TabulaUIKit", dependencies: ["Tabula"] + uikitStandIn),
    // SwiftUI: on iOS 16 and visionOS a thin shell over TabulaUIKit's ListHost, on macOS 12
    // over TabulaAppKit's DeclarativeListHost. Its files compile to nothing on Linux; CI
    // typechecks them against the real iOS and macOS SDKs.
    .target(
      name: "TabulaSwiftUI",
      dependencies: [
        "Tabula", "TabulaUIKit",
        .target(name: "TabulaAppKit", condition: .when(platforms: [.macOS])),
      ]),
    // AppKit on macOS 12: NSTableView and NSOutlineView adapters over ListDataSource. Every
    // decision (a batch as NSTableView's one-call-at-a-time updates, sections as group rows,
    // NSOutlineView's children by parent and objects by identity, selection, menus, keys) is
    // platform-free and tested on Linux; the AppKit files compile to nothing elsewhere, and CI
    // typechecks them against the macOS 14 SDK.
    .target(name: "TabulaAppKit", dependencies: ["Tabula"]),
    // Every mirrored UIKit signature in use, for one build against the real SDK on a Mac.
    .target(name: "UIKitAPIShape", dependencies: uikitStandIn, path: "Scaffolding/UIKitAPIShape"),
    .target(
      name: "TabulaGRDB",
      dependencies: [
        "Tabula",
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
        .product(name: "GRDBSQLite", package: "GRDB.swift", condition: sqlite),
      ]
    ),
    // The seeds' models, without UIKit, written with Tabula's public API: shared by the demo,
    // the UIKit screens and the tests; never a product.
    .target(
      name: "TabulaExampleModels",
      dependencies: ["Tabula"],
      path: "Examples/Models"
    ),
    // Seed 004's countries in SQLite, for the demo and the Mac's live countries table: apart
    // from the models, so that what uses those alone never needs GRDB; never a product.
    .target(
      name: "TabulaExampleDatabase",
      dependencies: [
        "Tabula", "TabulaExampleModels", "TabulaGRDB",
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
      ],
      path: "Examples/Database"
    ),
    // The seeds' UIKit screens over those models: used by the UIKit tests; never a product.
    .target(
      name: "TabulaExamples",
      dependencies: ["Tabula", "TabulaUIKit", "TabulaExampleModels"] + uikitStandIn,
      path: "Examples/UIKitScreens"
    ),
    // The seeds' screens, the chat and an outline as SwiftUI views; typechecked against the
    // real iOS SDKs (the outline and the countries against the macOS SDK too), empty
    // elsewhere; never a product.
    .target(
      name: "TabulaSwiftUIExamples",
      dependencies: ["Tabula", "TabulaSwiftUI", "TabulaExampleModels"],
      path: "Examples/SwiftUIScreens"
    ),
    // The seeds' books and the live countries from SQLite in NSTableViews, the places outline
    // and a 100,000-row atlas in NSOutlineViews; typechecked against the real macOS SDK, empty
    // elsewhere; never a product.
    .target(
      name: "TabulaAppKitExamples",
      dependencies: [
        "Tabula", "TabulaAppKit", "TabulaExampleModels", "TabulaExampleDatabase", "TabulaGRDB",
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
      ],
      path: "Examples/AppKitScreens"
    ),
    // The demo's screens, terminal and command line, as a library its tests import.
    .target(
      name: "TabulaDemo",
      dependencies: [
        "Tabula",
        "TabulaGRDB",
        "TabulaExampleModels",
        "TabulaExampleDatabase",
        "TabulaTesting",
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
        .product(name: "ArgumentParser", package: "swift-argument-parser", condition: demo),
      ]
    ),
    .executableTarget(name: "tabula-demo", dependencies: ["TabulaDemo"]),
    // What every test target shares: the seeded generator, recorders, waiting; like
    // swift-collections' `_CollectionsTestSupport`. It depends on nothing, so that the UIKit
    // stand-in's tests stay independent of Tabula.
    .target(name: "TabulaTestSupport", path: "Tests/TabulaTestSupport"),
    .testTarget(
      name: "TabulaTests",
      dependencies: [
        "TabulaTestSupport",
        "Tabula",
        "TabulaTesting",
        .product(name: "PropertyBased", package: "swift-property-based", condition: development),
      ]
    ),
    .testTarget(
      name: "TabulaGRDBTests",
      dependencies: [
        "TabulaTestSupport",
        "Tabula",
        "TabulaGRDB",
        "TabulaTesting",
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
        .product(name: "PropertyBased", package: "swift-property-based", condition: development),
      ]
    ),
    .testTarget(
      name: "TabulaDemoTests",
      dependencies: [
        "TabulaTestSupport",
        "TabulaDemo",
        "TabulaExampleDatabase",
        "TabulaExampleModels",
        "TabulaGRDB",
        "TabulaTesting",
        .product(
          name: "SnapshotTesting", package: "swift-snapshot-testing", condition: development),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "TabulaAppKitTests",
      dependencies: [
        "TabulaTestSupport",
        "Tabula",
        "TabulaAppKit",
        "TabulaTesting",
        "TabulaExampleModels",
        .product(name: "PropertyBased", package: "swift-property-based", condition: development),
      ]
    ),
    .testTarget(
      name: "TabulaUIKitTests",
      dependencies: [
        "TabulaTestSupport",
        "Tabula",
        "TabulaUIKit",
        "TabulaGRDB",
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
        "TabulaTesting",
        "TabulaExamples",
        "TabulaExampleModels",
        .product(name: "PropertyBased", package: "swift-property-based", condition: development),
      ] + uikitStandIn + testingUIKitOverlay
    ),
  ],
  swiftLanguageModes: [.v6]
)

// UIKit exists on Apple platforms only. On Linux, the adapters in TabulaUIKit compile against
// a stand-in module named `UIKit` that models UIKit's rules; it is never a product. Both the
// targets and the dependencies on them exist only when the manifest runs on Linux, so that
// the stand-in can never shadow the real SDK.
#if os(Linux)
package.targets += [
  .target(
    name: "UIKit",
    // Not used by the stand-in: these packages test `#if canImport(UIKit)`, which turns true
    // for every module built after the stand-in's (SwiftPM shares one Modules folder), and
    // then fail without Apple's UIKit. Depending on them builds them first, on every clean
    // build.
    dependencies: [
      .product(name: "PropertyBased", package: "swift-property-based", condition: development),
      .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: development),
    ],
    path: "Scaffolding/UIKitStandIn",
    exclude: ["SIGNATURES.md"]
  ),
  // Swift Testing's cross-import overlay for a module named UIKit; empty on purpose.
  .target(name: "_Testing_UIKit", path: "Scaffolding/TestingUIKitOverlay"),
  .testTarget(
    name: "UIKitStandInTests",
    dependencies: [
      "UIKit", "_Testing_UIKit", "TabulaTestSupport",
      .product(name: "PropertyBased", package: "swift-property-based", condition: development),
    ]
  ),
]
#endif

// Built in release only by CI's sanitizer run, which tests them as the test targets do: the
// seeds' examples and the demo (what benchmarks and the fuzz package use stays optimized, and
// so does the UIKit stand-in, which the benchmarks' UIKit path runs through).
let unoptimizedInRelease: Set<String> = [
  "TabulaExampleModels", "TabulaExampleDatabase", "TabulaExamples", "TabulaSwiftUIExamples",
  "TabulaAppKitExamples", "TabulaDemo", "tabula-demo", "TabulaTestSupport",
]

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ])
  if target.type == .test || unoptimizedInRelease.contains(target.name) {
    // A release test run (CI's sanitizer run) optimizes the library, not the tests: optimizing
    // the test targets, one compiler each, took a third of that build. In batch mode a target's
    // files compile in two jobs; the driver notes that it then ignores the thread count
    // SwiftPM passes for release.
    settings.append(
      .unsafeFlags(
        ["-Onone", "-no-whole-module-optimization", "-enable-batch-mode"],
        .when(configuration: .release)))
  }
  target.swiftSettings = settings
}

// A run of some tests only (CI's sanitizer runs: .ci/run) lists their files and folders,
// from the package's root, in TABULA_TEST_SOURCES: each test target then compiles only those
// within it, and a test target with none is left out.
if let selected = Context.environment["TABULA_TEST_SOURCES"] {
  let paths = selected.split(separator: " ").map(String.init)
  for target in package.targets where target.type == .test {
    let folder = target.path ?? "Tests/\(target.name)"
    target.sources = paths.compactMap { path -> String? in
      if path == folder { return "." }
      return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
    }
  }
  package.targets.removeAll { $0.type == .test && $0.sources?.isEmpty == true }
}
