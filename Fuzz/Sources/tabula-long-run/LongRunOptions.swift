/// What the long run is asked for on the command line.
struct LongRunOptions {
  var plans = 1_000_000
  var edits = 1_000_000
  var seed: UInt64 = 0
  var bytesPerInput = 256

  static let usage = """
    usage: tabula-long-run [--plans N] [--edits N] [--seed S] [--bytes B]
      Runs N random plan pairs and N random edit sequences (1,000,000 each by default), each
      decoded from B random bytes (256) by the fuzz targets' decoders; input i of a run with
      seed S replays alone with --seed S+i and N = 1.
    """

  init(arguments: some Sequence<String>) throws(LongRunOptions.Invalid) {
    var arguments = arguments.makeIterator()
    while let flag = arguments.next() {
      guard let text = arguments.next(), let value = Int(text), value >= 0 else {
        throw Invalid(argument: flag)
      }
      switch flag {
      case "--plans": plans = value
      case "--edits": edits = value
      case "--seed": seed = UInt64(value)
      case "--bytes": bytesPerInput = value
      default: throw Invalid(argument: flag)
      }
    }
  }

  /// An argument the long run does not understand, or a flag without a count.
  struct Invalid: Error {
    var argument: String
  }
}
