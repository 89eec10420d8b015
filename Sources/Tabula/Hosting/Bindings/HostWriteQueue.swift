// MARK: - HostWriteQueue

/// Where the list's writes to a declarative view's bindings wait while the view updates the
/// list: SwiftUI forbids changing state during a view update ("Modifying state during view
/// update, this will cause undefined behavior"), so those writes run once it ends, on the next
/// turn of the main queue.
@MainActor
@_spi(Hosting) public final class HostWriteQueue {
  /// Runs a block later on the main actor: `DispatchQueue.main.async` in an app, a queue the
  /// test drains in tests.
  public typealias Scheduler = @MainActor (@escaping @MainActor () -> Void) -> Void

  /// Whether an update of the view runs now.
  public private(set) var isInUpdate = false

  /// How many writes ran: for tests. A write that a newer value from outside overtook runs
  /// and leaves its binding alone.
  public private(set) var writeCount = 0

  /// Whether any write waits for the scheduler.
  public var hasQueuedWrites: Bool { !queued.isEmpty || isScheduled }

  private let schedule: Scheduler
  private var queued: [@MainActor () -> Void] = []
  private var isScheduled = false
  private var notifications: [@MainActor () -> Void] = []
  private var isClosed = false

  // MARK: Lifecycle

  /// Creates a queue that runs deferred writes with `schedule`.
  ///
  /// - Parameter schedule: Runs a block on a later turn of the main actor.
  public init(schedule: @escaping Scheduler) {
    self.schedule = schedule
  }

  // MARK: Package

  /// Runs `body` as an update of the view: writes asked for meanwhile wait until it ends.
  ///
  /// - Parameter body: The update.
  package func update(_ body: () -> Void) {
    isInUpdate = true
    body()
    isInUpdate = false
    scheduleQueuedWrites()
  }

  /// Writes to a binding now, or after the running update.
  ///
  /// - Parameter write: The write.
  /// - Returns: `true` if it ran now, `false` if it waits.
  package func write(_ write: @escaping @MainActor () -> Void) -> Bool {
    guard !isClosed else { return false }
    guard isInUpdate || isScheduled else {
      writeCount += 1
      write()
      return true
    }
    queued.append(write)
    return false
  }

  /// Tells the view something that is not a binding (it may change the view's state too):
  /// now, or once the running update ends. Unlike writes, it never waits behind them.
  ///
  /// - Parameter notification: What to run.
  package func notify(_ notification: @escaping @MainActor () -> Void) {
    guard !isClosed else { return }
    guard isInUpdate else { return notification() }
    if notifications.isEmpty {
      schedule { [weak self] in self?.deliverNotifications() }
    }
    notifications.append(notification)
  }

  /// Runs `work` on the scheduler's next turn (the main queue's, in an app), unless the view is
  /// gone by then: for what must not run inside the view's layout pass or an update.
  ///
  /// - Parameter work: What to run.
  package func later(_ work: @escaping @MainActor () -> Void) {
    guard !isClosed else { return }
    schedule { [weak self] in
      guard self?.isClosed == false else { return }
      work()
    }
  }

  /// Drops every waiting write and refuses new ones: the view is gone.
  package func close() {
    isClosed = true
    queued = []
    notifications = []
  }

  // MARK: Private

  private func scheduleQueuedWrites() {
    guard !queued.isEmpty, !isScheduled else { return }
    isScheduled = true
    schedule { [weak self] in self?.deliver() }
  }

  private func deliver() {
    isScheduled = false
    guard !isClosed else { return }
    let writes = queued
    queued = []
    writeCount += writes.count
    for write in writes { write() }
  }

  private func deliverNotifications() {
    let waiting = notifications
    notifications = []
    guard !isClosed else { return }
    for notification in waiting { notification() }
  }
}
