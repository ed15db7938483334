import SwiftUI

/// The Settings tab.
public struct SettingsView: View {
    public init() {}

    public var body: some View {
        Text("Settings")
    }
}
