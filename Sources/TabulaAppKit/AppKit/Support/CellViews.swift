#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) internal import Tabula

/// The cell views registered with a table or outline view, by reuse identifier: views
/// from a nib registered with the view (`register(_:forIdentifier:)`), else made from their
/// class and tagged with the identifier, so `makeView(withIdentifier:owner:)` reuses them.
@MainActor
struct CellViews {
  private var classes: [String: NSView.Type] = [:]

  /// Registers a cell registration's nib with the view, or remembers its class.
  mutating func register(_ registration: AnyCellRegistration, with tableView: NSTableView) {
    let identifier = NSUserInterfaceItemIdentifier(registration.reuseIdentifier)
    if let nibName = registration.nibName {
      let bundle = Bundle(for: registration.cellClass)
      tableView.register(NSNib(nibNamed: nibName, bundle: bundle), forIdentifier: identifier)
    } else if let viewClass = registration.cellClass as? NSView.Type {
      classes[registration.reuseIdentifier] = viewClass
    }
  }

  /// A free view with the identifier, else a new one of the registered class; a bare view
  /// for an identifier without a view class, which the registration then reports.
  func makeView(reuseIdentifier: String, in tableView: NSTableView) -> NSView {
    let identifier = NSUserInterfaceItemIdentifier(reuseIdentifier)
    if let view = tableView.makeView(withIdentifier: identifier, owner: nil) { return view }
    let view = (classes[reuseIdentifier] ?? NSView.self).init(frame: .zero)
    view.identifier = identifier
    return view
  }

  /// The view of a group row: a section's title.
  static func groupRowView(title: String, in tableView: NSTableView) -> NSView {
    titleRowView(
      title, identifier: NSUserInterfaceItemIdentifier("Tabula.GroupRow"), in: tableView,
      make: makeGroupRowView)
  }

  /// The view of a footer row: a section's footer title, in the small secondary text of a
  /// caption.
  static func footerRowView(title: String, in tableView: NSTableView) -> NSView {
    titleRowView(
      title, identifier: NSUserInterfaceItemIdentifier("Tabula.FooterRow"), in: tableView,
      make: makeFooterRowView)
  }

  /// A free view of a row of a title with the identifier, else a new one, showing `title`.
  private static func titleRowView(
    _ title: String, identifier: NSUserInterfaceItemIdentifier, in tableView: NSTableView,
    make: (NSUserInterfaceItemIdentifier) -> NSTableCellView
  ) -> NSView {
    let cell =
      tableView.makeView(withIdentifier: identifier, owner: nil) as? NSTableCellView
      ?? make(identifier)
    cell.textField?.stringValue = title
    return cell
  }

  private static func makeFooterRowView(identifier: NSUserInterfaceItemIdentifier)
    -> NSTableCellView
  {
    let cell = makeGroupRowView(identifier: identifier)
    cell.textField?.font = .systemFont(ofSize: NSFont.smallSystemFontSize)
    cell.textField?.textColor = .secondaryLabelColor
    cell.textField?.lineBreakMode = .byTruncatingTail
    return cell
  }

  private static func makeGroupRowView(identifier: NSUserInterfaceItemIdentifier)
    -> NSTableCellView
  {
    let cell = NSTableCellView()
    cell.identifier = identifier
    let label = NSTextField(labelWithString: "")
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    cell.textField = label
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 2),
      label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor),
      label.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
    ])
    return cell
  }
}
#endif
