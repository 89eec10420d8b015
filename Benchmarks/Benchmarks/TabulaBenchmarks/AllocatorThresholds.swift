#if os(Linux)
import CGlibcMalloc
#endif

/// The allocator's thresholds, the same for every benchmark.
///
/// glibc hands memory back to the system when the free space at the top of its heap passes a
/// threshold, and serves blocks over another threshold with a mapping of their own. Both start
/// at 128 KiB and rise to the size of the first mapped block freed, so a benchmark that happens
/// to free one block of 132 KiB early (the `Dictionary` floor of 5k identifiers) runs with
/// higher thresholds than one whose blocks are smaller (building a snapshot of the same ids),
/// which then gives its memory back and faults it in again on every iteration: 60 µs of
/// 290 there. Fixed thresholds measure the code rather than the order of its frees.
enum AllocatorThresholds {
  /// Blocks of up to 32 MiB come from the heap, which keeps up to 64 MiB free at its top.
  static func fix() {
    #if os(Linux)
    let mapped = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    let trimmed = mallopt(M_TRIM_THRESHOLD, 64 << 20)
    precondition(mapped == 1 && trimmed == 1, "glibc refused the allocator's thresholds")
    #endif
  }
}
