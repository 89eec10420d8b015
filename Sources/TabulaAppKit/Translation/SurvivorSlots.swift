/// Where the elements that stay land when others leave and arrive, as UIKit counts a batch:
/// those that stay keep their order and fill, in order, the new places no arrival takes.
///
/// Used for sections (deleted or moved away, inserted or moved in) and for the items of a
/// section alike.
struct SurvivorSlots {
  /// The old places of the elements that leave, sorted and unique.
  let leaving: [Int]
  /// The new places the arrivals take, sorted and unique.
  let arriving: [Int]

  /// Creates the slots from places in any order, repeated or not.
  init(leaving: [Int], arriving: [Int]) {
    self.init(
      sortedLeaving: Array(Set(leaving)).sorted(), sortedArriving: Array(Set(arriving)).sorted())
  }

  /// Creates the slots from places already sorted and unique.
  init(sortedLeaving: [Int], sortedArriving: [Int]) {
    leaving = sortedLeaving
    arriving = sortedArriving
  }

  /// The new place of the element that stays at `old`.
  ///
  /// - Complexity: O(log *c*) for *c* leaving and arriving elements.
  func newPlace(ofSurvivorAt old: Int) -> Int {
    arriving.freePlace(rank: old - leaving.countOfElements(below: old))
  }
}

// MARK: - Array + Sorted counts

extension Array where Element == Int {
  /// The number of elements below `value` in this sorted array.
  ///
  /// - Complexity: O(log *n*).
  func countOfElements(below value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The place of rank `rank` (from 0) among those this sorted, unique array does not take.
  ///
  /// - Complexity: O(log *n*).
  func freePlace(rank: Int) -> Int {
    // `self[k] - k` free places come before `self[k]`: the free place of rank `rank` comes
    // after every element with at most `rank` free places before it.
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return rank + low
  }
}
