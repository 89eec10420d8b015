// expect: 'keepsMenuPresented' is only available in iOS 16.0 or newer
import UIKit

@MainActor func stayingAction() -> UIAction {
  UIAction(title: "Add", attributes: .keepsMenuPresented) { _ in }
}
