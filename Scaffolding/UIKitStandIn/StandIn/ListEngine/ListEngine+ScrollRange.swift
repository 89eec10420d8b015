// MARK: - ListEngine + ScrollRange

extension ListEngine {
  /// Records UIKit's exception when `indexPath` is not one of the view's index paths, and says
  /// whether it is.
  ///
  /// The texts follow crash reports: tables, a section past the last "Attempted to scroll the
  /// table view to an out-of-bounds section (18) when there are only 1 sections."
  /// (SURYAKANTSHARMA/CountryPicker#54, `NSRangeException`) and a row past a section's end
  /// "Attempted to scroll the table view to an out-of-bounds row (0) when there are only 0 rows
  /// in section 3. Table view: <UITableView: …>" (Provenance-Emu/Provenance#1876); collection
  /// views, "Attempted to scroll the collection view to an out-of-bounds item (0) when there are
  /// only 0 items in section 0. Collection view: <UICollectionView: …>."
  /// (Provenance-Emu/Provenance#1771, `NSInternalInconsistencyException`; airbnb/epoxy-ios#142
  /// reproduced it on a simulator). The view's description is shortened to its class and a zero
  /// address, so only the table's section text is verbatim; the collection view's section text
  /// is inferred from the table's.
  ///
  /// - Parameter indexPath: Where a scroll was asked to go.
  /// - Returns: Whether the view has that index path.
  func checkScrollTarget(_ indexPath: IndexPath) -> Bool {
    let counts = counts()
    guard indexPath.count == 2 else { return false }
    let (section, item) = (indexPath[0], indexPath[1])
    let view = words.view.prefix(1).uppercased() + words.view.dropFirst()
    let description = "\(view): <\(words.viewClassName): 0x0000000000000000>"
    let tail = words.item == "row" ? "" : "."
    let violation: UIKitStandInViolation
    if section < 0 || section >= counts.count {
      let sentence =
        "Attempted to scroll the \(words.view) to an out-of-bounds section (\(section)) when "
        + "there are only \(counts.count) sections."
      violation = UIKitStandInViolation(
        kind: .scrollToInvalidIndexPath, exceptionName: words.scrollOutOfBoundsException,
        reason: words.item == "row" ? sentence : sentence + " \(description)\(tail)",
        fidelity: words.item == "row" ? .verbatim : .approximate)
    } else if item < 0 || item >= counts[section] {
      violation = UIKitStandInViolation(
        kind: .scrollToInvalidIndexPath, exceptionName: words.scrollOutOfBoundsException,
        reason: "Attempted to scroll the \(words.view) to an out-of-bounds \(words.item) "
          + "(\(item)) when there are only \(counts[section]) \(words.items) in section "
          + "\(section). \(description)\(tail)",
        fidelity: .approximate)
    } else {
      return true
    }
    record(violation)
    return false
  }
}
