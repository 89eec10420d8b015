import Foundation
import TabulaFuzzing

/// Runs the plan and edit fuzz targets' checks on a million random inputs each, in release,
/// without a fuzzer: the figures of the README's reliability section.
@main
struct LongRun {
  @MainActor
  static func main() {
    let options: LongRunOptions
    do {
      options = try LongRunOptions(arguments: CommandLine.arguments.dropFirst())
    } catch {
      print("tabula-long-run: cannot read '\(error.argument)'\n\(LongRunOptions.usage)")
      exit(2)
    }
    var failed = false
    for (target, count) in [(FuzzTarget.plan, options.plans), (.edits, options.edits)] {
      failed = !run(target, count: count, options) || failed
    }
    exit(failed ? 1 : 0)
  }

  /// Runs one target on `count` inputs; `false` if any broke a rule.
  @MainActor
  private static func run(_ target: FuzzTarget, count: Int, _ options: LongRunOptions) -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    var failures = 0
    for index in 0..<count {
      var random = SplitMix64(seed: options.seed &+ UInt64(index))
      let bytes = (0..<options.bytesPerInput).map { _ in UInt8.random(in: 0...255, using: &random) }
      do {
        try target.run(bytes)
      } catch {
        failures += 1
        print(
          "\(target.rawValue) input \(index) (--seed \(options.seed &+ UInt64(index))): \(error)")
        if failures == 10 { break }
      }
      if (index + 1) % 100_000 == 0 { print("\(target.rawValue): \(index + 1) inputs") }
    }
    let seconds = (clock.now - start) / .seconds(1)
    let rate = seconds > 0 ? Int(Double(count) / seconds) : count
    print(
      "\(target.rawValue): \(count) inputs, \(failures) failures, "
        + "\(String(format: "%.1f", seconds)) s, \(rate) inputs/s")
    return failures == 0
  }
}
