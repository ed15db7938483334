import SwiftUI

/// The Home tab.
public struct HomeView: View {
    public init() {}

    public var body: some View {
        Text("Home")
    }
}
