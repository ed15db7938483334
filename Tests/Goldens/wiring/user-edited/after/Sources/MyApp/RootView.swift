import SwiftUI

struct RootView: View {
    @ObservedObject var navigationService: NavigationService
    let appViewBuilder: ApplicationViewBuilder

    var body: some View {
        NavigationStack(path: $navigationService.items) {
            appViewBuilder.build(view: .main)
                .navigationDestination(for: Views.self) { path in
                    switch path {
                    case .main, .settings, .about: appViewBuilder.build(view: path)
                    // Details slide in.
                    case .detail:
                        appViewBuilder.build(view: path)
                            .transition(.slide)
                    case .payments:
                        appViewBuilder.build(view: .payments)
                    }
                }
        }
        .fullScreenCover(item: $navigationService.modalView) { view in
            switch view {
            case .main: appViewBuilder.build(view: .main)
            default: EmptyView()
            }
        }
    }
}
