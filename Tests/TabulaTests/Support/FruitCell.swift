import Tabula
import TabulaTesting

/// A cell for ``Fruit`` that a ``HeadlessListView`` can create, and that remembers what it
/// was given.
final class FruitCell: ConfigurableCell, HeadlessConstructibleCell, HeadlessReusableCell {
  private(set) var shown: Fruit?
  private(set) var configurationCount = 0
  private(set) var reuseCount = 0

  init() {}

  func configure(with fruit: Fruit, at path: ItemPath) {
    shown = fruit
    configurationCount += 1
  }

  func prepareForReuse() {
    reuseCount += 1
  }
}

extension HeadlessListView {
  /// A headless view with a data source for fruits on shelves, showing `snapshot`.
  static func showingFruits(
    _ snapshot: FruitSnapshot = FruitSnapshot(),
    visibleRowLimit: Int = 20,
    diagnostics: ListDiagnostic.Handler = .ignore
  ) -> (view: HeadlessListView, dataSource: ListDataSource<Shelf, Fruit>) {
    let view = HeadlessListView(visibleRowLimit: visibleRowLimit)
    let dataSource = ListDataSource<Shelf, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: diagnostics)
    // The user may delete and move, as the tests of editing need; read-only tests say so.
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    dataSource.apply(snapshot, animated: false)
    view.layoutIfNeeded()
    return (view, dataSource)
  }
}

/// The cell of a ripe fruit: another cell type than ``FruitCell``.
final class RipeFruitCell: ConfigurableCell, HeadlessConstructibleCell, HeadlessReusableCell {
  private(set) var shown: Fruit?
  private(set) var reuseCount = 0

  init() {}

  func configure(with fruit: Fruit, at path: ItemPath) {
    shown = fruit
  }

  func prepareForReuse() {
    reuseCount += 1
  }
}

extension HeadlessListView {
  /// A headless view with a data source whose fruits show in a cell class per kind
  /// (``FruitCell`` or ``RipeFruitCell``, as `cellKind` names them).
  static func showingFruits(
    _ snapshot: FruitSnapshot, cellKind: @escaping (Fruit) -> String,
    visibleRowLimit: Int = 20, diagnostics: DiagnosticRecorder
  ) -> (view: HeadlessListView, dataSource: ListDataSource<Shelf, Fruit>) {
    let view = HeadlessListView(visibleRowLimit: visibleRowLimit)
    let dataSource = ListDataSource<Shelf, Fruit>(
      surface: view,
      registrations: { _ in
        [
          AnyCellRegistration(
            reuseIdentifier: FruitCell.reuseIdentifier, cellClass: FruitCell.self),
          AnyCellRegistration(
            reuseIdentifier: RipeFruitCell.reuseIdentifier, cellClass: RipeFruitCell.self),
        ]
      },
      reuseIdentifier: cellKind,
      diagnostics: diagnostics.handler
    ) { surface, path, fruit in
      let cell = surface.dequeueCell(withReuseIdentifier: cellKind(fruit), for: path)
      (cell as? FruitCell)?.configure(with: fruit, at: path)
      (cell as? RipeFruitCell)?.configure(with: fruit, at: path)
      return cell
    }
    dataSource.apply(snapshot, animated: false)
    view.layoutIfNeeded()
    return (view, dataSource)
  }
}
