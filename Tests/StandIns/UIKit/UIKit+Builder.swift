// UIKit API the builder and generic styles' templates use beyond UIKit.swift (see there): how a
// view controller learns it is leaving, to tell its module's output.

extension UIViewController {
    /// Whether the view controller is being removed from its parent (popped, say); meaningful
    /// in `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
    public var isMovingFromParent: Bool { false }
    /// Whether the view controller is being dismissed; meaningful in `viewWillDisappear(_:)` and
    /// `viewDidDisappear(_:)`.
    public var isBeingDismissed: Bool { false }
}
