// expect: incorrect argument label in call (have 'edges:_:', expected 'edge:_:')
import SwiftUI

@available(iOS 15.0, *)
struct SwipesToDelete: View {
  var body: some View {
    Text("Row")
      .swipeActions(edges: .trailing) { Button("Delete", role: .destructive) {} }
  }
}
