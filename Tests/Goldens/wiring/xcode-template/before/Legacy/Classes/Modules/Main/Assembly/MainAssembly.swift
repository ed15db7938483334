import SwiftUI

final class MainAssembly: Assembly {
    func build() -> some View {
        MainView()
    }
}
