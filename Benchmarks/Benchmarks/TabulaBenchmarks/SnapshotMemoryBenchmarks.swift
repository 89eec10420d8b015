#if os(Linux)
import Benchmark
import CGlibcMalloc
import Glibc
import Tabula

/// What a snapshot holds: `Snapshot(sections:)` of 5k, 100k and 1M items in one section, the
/// snapshot kept alive while its memory is read, two ways.
///
/// - "heap bytes held": the allocator's bytes in use (`mallinfo2`, every arena and mapped
///   block) after the build less before it. Exact, whatever memory earlier samples freed.
/// - "resident bytes held": the process's resident size (`/proc/self/statm`) after the build
///   less before it, with `malloc_trim(0)` before each reading, so that neither free heap
///   memory left from before nor the build's freed scratch counts: what the system sees.
///
/// The items are the fixture's copies; a `String` identifier's characters are shared with
/// them, as an app's are with its models, and are not counted.
func addSnapshotMemoryBenchmarks() {
  for count in [5_000, 100_000, 1_000_000] {
    addSnapshotMemoryBenchmark(Int.self, count: count)
    addSnapshotMemoryBenchmark(String.self, count: count)
  }
}

private func addSnapshotMemoryBenchmark<ID: BenchmarkID>(_: ID.Type, count: Int) {
  let heap = BenchmarkMetric.custom(
    "heap bytes held", polarity: .prefersSmaller, useScalingFactor: false)
  let resident = BenchmarkMetric.custom(
    "resident bytes held", polarity: .prefersSmaller, useScalingFactor: false)
  let title = count == 1_000_000 ? "1M" : "\(count / 1_000)k"
  Benchmark(
    "Snapshot<\(ID.typeName)> memory held, \(title) items in 1 section",
    // NB: in K, so that the markdown table keeps every digit (it prints counts of eight
    // digits as 1.23e+07).
    configuration: .init(
      metrics: [.wallClock, heap, resident], units: [heap: .kilo, resident: .kilo],
      warmupIterations: 0, maxDuration: .seconds(10), maxIterations: count < 500_000 ? 20 : 5)
  ) { (benchmark: Benchmark, sections: BenchSections<ID>) in
    malloc_trim(0)
    let heapBefore = heapBytesInUse()
    let residentBefore = residentBytes()
    benchmark.startMeasurement()
    let snapshot = try BenchSnapshot<ID>(sections: sections)
    benchmark.stopMeasurement()
    malloc_trim(0)
    benchmark.measurement(heap, heapBytesInUse() - heapBefore)
    benchmark.measurement(resident, residentBytes() - residentBefore)
    precondition(snapshot.numberOfItems == count, "the snapshot lost items")
    blackHole(snapshot)
  } setup: {
    var generator = SeededGenerator(seed: UInt64(count))
    let items = (0..<count).map { BenchItem(id: ID.make(key: $0, using: &generator), revision: 0) }
    return [SnapshotSection(BenchSection(id: 0), items: items)]
  }
}

/// The bytes the allocator has handed out and not taken back, in every arena and in mapped
/// blocks.
private func heapBytesInUse() -> Int {
  let info = mallinfo2()
  return Int(info.uordblks + info.hblkhd)
}

/// The process's resident size, from the second field of `/proc/self/statm` (in pages).
private func residentBytes() -> Int {
  let descriptor = open("/proc/self/statm", O_RDONLY)
  precondition(descriptor >= 0, "cannot open /proc/self/statm")
  defer { close(descriptor) }
  // NB: read into the stack, so that reading the size allocates nothing.
  return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
    let length = read(descriptor, buffer.baseAddress, buffer.count)
    precondition(length > 0, "cannot read /proc/self/statm")
    // The first field is the program's size; the resident size follows the first space.
    var pages = 0
    var field = 0
    for byte in buffer.prefix(length) {
      if byte == UInt8(ascii: " ") {
        field += 1
      } else if field == 1 {
        pages = pages * 10 + Int(byte - UInt8(ascii: "0"))
      }
    }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
#endif
