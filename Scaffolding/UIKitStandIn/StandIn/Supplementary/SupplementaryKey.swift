// MARK: - SupplementaryKey

/// Where a supplementary view is shown: its kind and index path.
struct SupplementaryKey: Hashable {
  let kind: String
  let indexPath: IndexPath
}

/// What a supplementary view is reused under: its kind and reuse identifier.
struct SupplementaryReuseKey: Hashable {
  let kind: String
  let identifier: String
}

/// One request of the collection view for a supplementary view.
@MainActor final class SupplementaryRequest {
  let key: SupplementaryKey
  /// The views dequeued for this kind and index path while the request ran.
  var dequeued: Set<ObjectIdentifier> = []

  init(key: SupplementaryKey) {
    self.key = key
  }
}
