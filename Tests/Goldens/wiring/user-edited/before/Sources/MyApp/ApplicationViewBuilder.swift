import SwiftUI

/// Builds every screen; the owner made the builders private.
final class ApplicationViewBuilder: Assembly, ObservableObject {
    @MainActor static var stub: ApplicationViewBuilder {
        ApplicationViewBuilder(container: RootApp.makeContainer())
    }

    @ViewBuilder
    func build(view: Views) -> some View {
        switch view {
        case .main:
            buildMain()
        case .settings, .about:
            buildSettings()
        case .detail(let id, let title):
            DetailView(id: id, title: title)
        }
    }

    @ViewBuilder
    private func buildMain() -> some View {
        container.resolve(MainAssembly.self).build()
    }

    @ViewBuilder
    private func buildSettings() -> some View {
        container.resolve(SettingsAssembly.self).build()
    }

    /// Not a module builder: no parameters rule it out.
    func buildTitle(for view: Views) -> String {
        view.stringKey.capitalized
    }
}
