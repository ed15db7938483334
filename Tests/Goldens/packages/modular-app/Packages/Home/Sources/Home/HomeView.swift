import SwiftUI

/// The Home tab.
public struct HomeView: View {
    /// Creates the screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        Text("Home")
    }
}
