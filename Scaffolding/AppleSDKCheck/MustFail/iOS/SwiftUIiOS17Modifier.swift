// expect: 'scrollPosition(id:anchor:)' is only available in iOS 17.0 or newer
// expect[ios-floor]: value of type 'ScrollView<LazyVStack<ForEach<Range<Int>, Int, Text>>>' has no member 'scrollPosition'
import SwiftUI

// `scrollPosition(id:)` is iOS 17, and `#available(iOS 16, *)` does not reach it: an iOS 17 SDK
// says so; the iOS 16.4 SDK does not declare it at all.
@available(iOS 15.0, *)
struct ScrollsToRow: View {
  @State private var position: Int?

  var body: some View {
    if #available(iOS 16, *) {
      ScrollView {
        LazyVStack { ForEach(0..<3, id: \.self) { Text("\($0)") } }
      }
      .scrollPosition(id: $position)
    }
  }
}
