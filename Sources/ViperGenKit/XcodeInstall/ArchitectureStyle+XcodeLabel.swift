import ViperGenProject

extension ArchitectureStyle {
    /// How Xcode's dialog names the style in its templates' names (`VIPER Module (UIKit)`).
    var xcodeLabel: String {
        switch self {
        case .swiftui: return "SwiftUI"
        case .uikit: return "UIKit"
        case .routed: return "Routed"
        case .builder: return "Builder"
        case .generic: return "GenericModule"
        }
    }
}
