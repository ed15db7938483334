/// What a corpus project's target builds: its product type and product file.
enum CorpusTargetKind {
    /// An iOS app.
    case app
    /// A watchOS app (one target, as Xcode 14 and later make it).
    case watchApp
    /// An app extension, such as a widget.
    case appExtension
    /// A framework.
    case framework
    /// A unit-test bundle.
    case unitTests
    /// A UI-test bundle.
    case uiTests

    /// The `productType` Xcode writes.
    var productType: String {
        switch self {
        case .app, .watchApp: return "com.apple.product-type.application"
        case .appExtension: return "com.apple.product-type.app-extension"
        case .framework: return "com.apple.product-type.framework"
        case .unitTests: return "com.apple.product-type.bundle.unit-test"
        case .uiTests: return "com.apple.product-type.bundle.ui-testing"
        }
    }

    /// The product's extension and `explicitFileType`.
    var product: (suffix: String, fileType: String) {
        switch self {
        case .app, .watchApp: return ("app", "wrapper.application")
        case .appExtension: return ("appex", "wrapper.app-extension")
        case .framework: return ("framework", "wrapper.framework")
        case .unitTests, .uiTests: return ("xctest", "wrapper.cfbundle")
        }
    }

    /// Whether the target is a test bundle, hosted by an app.
    var isTests: Bool { self == .unitTests || self == .uiTests }
}
