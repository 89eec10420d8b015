/// How a list keeps the user's place when an update inserts, deletes or resizes rows above
/// what they are reading.
///
/// Before each batch, the data source asks its surface which rows the viewport shows, picks
/// an anchor row, and after the batch has the surface put that row back at the same distance
/// from the viewport's top. A row inserted above the viewport (an older chat message, a new
/// post in a feed, a page loaded at the top) then appears above the user's place instead of
/// pushing what they read down the screen.
///
/// ```swift
/// dataSource.scrollAnchoring = .stickToBottom  // a chat: new messages follow the user there
/// ```
///
/// If the anchor row was deleted, the nearest surviving row of the old order takes its place.
/// While the user drags or the list decelerates, the data source holds updates back and
/// applies the newest once the scrolling stops: correcting the offset under the user's finger
/// would cancel their scroll.
///
/// The default, ``stickToTop``, changes nothing for a list the user has not scrolled (new rows
/// at the top show, as UIKit shows them) and keeps the place of a user who has.
public enum ScrollAnchoring: Hashable, Sendable {
  /// The surface keeps its scroll offset, as UIKit does: rows inserted above the viewport
  /// push the visible rows down.
  case none

  /// The anchor row stays at the same distance from the viewport's top, wherever the user is.
  ///
  /// - Parameter anchor: Which visible row is the anchor.
  case keepAnchor(Anchor)

  /// At the top of the list, the list stays at its top (rows inserted there show); anywhere
  /// else, the first fully visible row keeps its place.
  case stickToTop

  /// At the bottom of the list, the list stays at its bottom (rows appended there show, as a
  /// chat's new messages do); anywhere else, the first fully visible row keeps its place.
  case stickToBottom

  /// Which visible row an anchored update keeps in place.
  public enum Anchor: Hashable, Sendable {
    /// The first row whose whole height is in the viewport (the first visible one if none
    /// is whole).
    case firstFullyVisible
    /// The last row whose whole height is in the viewport (the last visible one if none is
    /// whole).
    case lastFullyVisible
  }
}
