// MARK: - ReusableListCell

/// What the list engine needs from a table-view cell or a collection-view cell.
@MainActor protocol ReusableListCell: UIView {
  var reuseIdentifier: String? { get set }
  func prepareForReuse()
  func showSelected(_ selected: Bool)
  func showEditing(_ editing: Bool)
}

extension UITableViewCell: ReusableListCell {
  func showSelected(_ selected: Bool) {
    if isSelected != selected {
      setSelected(selected, animated: false)
    }
  }

  func showEditing(_ editing: Bool) {
    if isEditing != editing {
      setEditing(editing, animated: false)
    }
  }
}

extension UICollectionViewCell: ReusableListCell {
  func showSelected(_ selected: Bool) {
    if isSelected != selected {
      isSelected = selected
    }
  }

  func showEditing(_ editing: Bool) {}
}
