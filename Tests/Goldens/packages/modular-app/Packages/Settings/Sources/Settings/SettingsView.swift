import SwiftUI

/// The Settings tab.
public struct SettingsView: View {
    /// Creates the screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        Text("Settings")
    }
}
