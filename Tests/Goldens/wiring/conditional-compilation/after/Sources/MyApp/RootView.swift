//
//  RootView.swift
//  MyApp
//

import SwiftUI

/// The navigation stack of the application.
struct RootView: View {
    @ObservedObject var navigationService: NavigationService
    let appViewBuilder: ApplicationViewBuilder

    var body: some View {
        NavigationStack(path: $navigationService.items) {
            appViewBuilder.build(view: .main)
                .navigationDestination(for: Views.self) { view in
                    switch view {
                    case .main: appViewBuilder.build(view: .main)
                    #if DEBUG
                        case .debugMenu: appViewBuilder.build(view: .debugMenu)
                    #else
                        case .feedback: appViewBuilder.build(view: .feedback)
                    #endif
                    case .payments: appViewBuilder.build(view: .payments)
                    }
                }
        }
        .fullScreenCover(item: $navigationService.modalView) { view in
            appViewBuilder.build(view: view)
        }
    }
}
