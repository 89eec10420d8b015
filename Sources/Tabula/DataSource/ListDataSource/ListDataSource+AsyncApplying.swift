// MARK: - ListDataSource + Async applying

extension ListDataSource {
  /// Shows a new snapshot, animating the difference from what is shown, and returns once the
  /// surface shows this snapshot or a newer one.
  ///
  /// This is ``apply(_:animated:completion:)`` for code that awaits: the update joins the same
  /// serial queue, in the same order, and the method returns when the completion would run.
  /// A snapshot applied while an update is animating waits for it; if a newer snapshot
  /// replaces it before it shows, it is never shown, and the method returns once the newer
  /// one shows.
  ///
  /// ```swift
  /// await dataSource.apply(snapshot)
  /// dataSource.item(at: ItemPath(section: 0, item: 0))   // an item of `snapshot`, on screen
  /// ```
  ///
  /// The method always returns:
  /// - Cancelling the awaiting task neither cancels nor reorders the update; the method still
  ///   returns once the surface shows the snapshot or a newer one.
  /// - A running update keeps its surface alive until the surface calls its completion, as
  ///   UIKit's animations do. A surface that releases the completion uncalled (one torn down
  ///   mid-animation) makes the data source give the update up and show its end without
  ///   animation; the method returns soon after, rather than never.
  /// - The data source cannot go away while you await: the call keeps it alive.
  ///
  /// In an `async` function, `apply(snapshot)` without `await` calls this method, as with
  /// UIKit's diffable data sources: write `await`, or pass a `completion` to call
  /// ``apply(_:animated:completion:)``.
  ///
  /// - Parameters:
  ///   - newSnapshot: What to show.
  ///   - animated: Whether to animate; `false` reloads the surface.
  /// - Complexity: As ``apply(_:animated:completion:)``.
  public func apply(_ newSnapshot: Snapshot<Section, Item>, animated: Bool = true) async {
    // The data source keeps the continuation until the queue of updates drains: it resumes
    // it exactly once, in `finish()` or when the surface drops a batch it never completed.
    await withCheckedContinuation { continuation in
      apply(newSnapshot, animated: animated) { continuation.resume() }
    }
  }

  /// Shows sections given as plain arrays, and returns once the surface shows them or newer
  /// ones; repeated identifiers do not crash.
  ///
  /// This is ``apply(sections:animated:completion:)`` for code that awaits. If the sections
  /// repeat an identifier, the data source reports a
  /// ``ListDiagnostic/Kind/duplicateIdentifiers`` diagnostic, reloads the surface with the
  /// first occurrence of each identifier, and returns once that shows. Cancellation and a
  /// surface that discards an update are handled as in ``apply(_:animated:)``.
  ///
  /// ```swift
  /// await dataSource.apply(sections: [SnapshotSection(ListSection("Books"), items: books)])
  /// ```
  ///
  /// - Parameters:
  ///   - sections: What to show, each section with its items.
  ///   - animated: Whether to animate; `false` reloads the surface.
  /// - Complexity: O(*n*) on average to build the snapshot, then as ``apply(_:animated:)``.
  public func apply(sections: [SnapshotSection<Section, Item>], animated: Bool = true) async {
    await withCheckedContinuation { continuation in
      apply(sections: sections, animated: animated) { continuation.resume() }
    }
  }

  /// How many completions and awaiting callers wait for the queue of updates to drain: for
  /// tests, which check it before they await.
  package var waitingCompletionCount: Int { waitingCompletions.count }
}
