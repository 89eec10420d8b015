// MARK: - ListDataSource + Supplementary views

extension ListDataSource {
  /// Registers the supplementary view of a kind (a header or a footer) with the surface, and
  /// makes the list configure it from the section's model; a later registration of the same
  /// kind replaces it.
  ///
  /// ```swift
  /// dataSource.register(
  ///   SupplementaryRegistration<TitleHeaderView, CountrySection>(kind: .header) {
  ///     view, _, section in view.title = section.continent
  ///   })
  /// ```
  ///
  /// - Parameter registration: The view, its kind, and how to configure it.
  public func register<View>(_ registration: SupplementaryRegistration<View, Section>) {
    let erased = registration.erased
    surface?.registerSupplementaryView(erased)
    supplementaryRegistrations[registration.kind] = (
      erased,
      { surface, index, section in
        let view = surface.dequeueSupplementaryView(
          ofKind: erased.kind, withReuseIdentifier: erased.reuseIdentifier, inSection: index)
        guard let typed = view as? View else { return nil }
        registration.handler(typed, index, section)
        return typed
      }
    )
  }

  /// The kinds of supplementary view registered with ``register(_:)``.
  @_spi(Surfaces) public var supplementaryKinds: Set<SupplementaryKind> {
    Set(supplementaryRegistrations.keys)
  }

  /// The configured supplementary view of a kind for a section.
  ///
  /// - Parameters:
  ///   - kind: What the view is for.
  ///   - surface: The surface asking, which dequeues the view.
  ///   - section: The index of the section.
  /// - Returns: The view; `nil` after a diagnostic when the kind was never registered, the
  ///   section does not exist, or the surface gave a view of another class.
  @_spi(Surfaces) public func supplementaryView(
    ofKind kind: SupplementaryKind, for surface: any ListSurface, inSection section: Int
  ) -> AnyObject? {
    guard let entry = supplementaryRegistrations[kind] else {
      let known = supplementaryKinds.map(\.rawValue).sorted().joined(separator: ", ")
      report(
        .unregisteredSupplementaryKind,
        "the surface asked for a \(kind) view in section \(section), but no "
          + "SupplementaryRegistration has that kind (registered: \(known.isEmpty ? "none" : known))"
      )
      return nil
    }
    guard let model = snapshot.section(at: section) else {
      report(
        .positionOutOfRange,
        "the surface asked for a \(kind) view in section \(section), "
          + "which is not in the list")
      return nil
    }
    guard let view = entry.make(surface, section, model) else {
      report(
        .cellMismatch,
        "the surface gave no \(entry.registration) for the \(kind) of section \(section)")
      return nil
    }
    return view
  }
}
