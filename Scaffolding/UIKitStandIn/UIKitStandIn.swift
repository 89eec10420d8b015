// UIKit re-exports Foundation on Apple platforms; the stand-in does the same.
@_exported public import Foundation
