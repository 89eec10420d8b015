import Foundation
import Testing

@testable import TabulaDemo

/// Long scripts of keys chosen at random, on every screen: whatever the user presses, the
/// terminal list never receives a batch that breaks UIKit's rules, and every row shows the
/// item its data source has there.
@MainActor
struct ScriptedRunValidationTests {
  /// The keys the random scripts press: every key but those that go back (which would
  /// end a run on the menu), and a few filters.
  static let keys = [
    "j", "j", "k", "pgdn", "pgup", "enter", "d", "d", "m", "M", "space", ">", "u", "u", "r", "i",
    "x", "/a", "/e", "/", "?",
  ]

  @Test(arguments: [ScreenID.users, .books, .pokedex, .customer, .menu])
  func `random keys on a screen never make an invalid batch`(screen: ScreenID) async throws {
    var batches = 0
    for seed in 1...Self.seeds {
      let script = Self.script(seed: UInt64(seed), length: 150)
      let run = try await DemoRun.run(screen, keys: script, height: 12)
      #expect(run.violations.isEmpty, "seed \(seed): \(script)")
      #expect(run.problems.isEmpty, "seed \(seed): \(script)")
      batches += run.batches
    }
    // A script may end up in a list with nothing to change (a user without repositories).
    #expect(batches > 0)
  }

  @Test func `random keys on the live countries never make an invalid batch`() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = Self.script(seed: 7, length: 80)
    let run = try await DemoRun.run(
      .countries, keys: script, height: 12, database: folder.path + "/countries.sqlite")
    #expect(run.violations.isEmpty, "\(script)")
    #expect(run.problems.isEmpty, "\(script)")
    #expect(run.batches > 0)
  }

  @Test func `random keys on the live outline never make an invalid batch`() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let keys = Self.keys + ["left", "right", "right", "left", "right"]
    let script = Self.script(seed: 11, length: 120, keys: keys)
    let run = try await DemoRun.run(
      .outline, keys: script, height: 12, database: folder.path + "/countries.sqlite")
    #expect(run.violations.isEmpty, "\(script)")
    #expect(run.problems.isEmpty, "\(script)")
    #expect(run.batches > 0)
  }

  /// How many scripts each screen runs: 3, or `TABULA_DEMO_SEEDS` from the environment.
  static let seeds = Int(ProcessInfo.processInfo.environment["TABULA_DEMO_SEEDS"] ?? "") ?? 3

  /// A script of `length` keys drawn from `keys` by a seeded generator.
  static func script(seed: UInt64, length: Int, keys: [String] = keys) -> String {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    var picked: [String] = []
    for _ in 0..<length {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      picked.append(keys[Int((state >> 33) % UInt64(keys.count))])
    }
    return picked.joined(separator: ",")
  }
}
