// expect: 'keepsMenuPresented' is unavailable
import UIKit

@MainActor func stayingAction() -> UIAction {
  UIAction(title: "Add", attributes: .keepsMenuPresented) { _ in }
}
