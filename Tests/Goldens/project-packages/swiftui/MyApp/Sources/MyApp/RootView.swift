//
//  RootView.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import SwiftUI

/// The navigation stack of the application, with its modal screens, pop-ups and alerts.
struct RootView: View {
    @Bindable var navigationService: NavigationService
    let appViewBuilder: ApplicationViewBuilder
    /// The screen at the bottom of the stack, built once by `RootApp`.
    let mainScreen: AnyView

    var body: some View {
        NavigationStack(path: $navigationService.items) {
            mainScreen
                .navigationDestination(for: Views.self) { view in
                    switch view {
                    case .main: appViewBuilder.build(view: .main)
                    }
                }
        }
        .fullScreenCover(item: $navigationService.modalView) { view in
            appViewBuilder.build(view: view)
        }
        .fullScreenCover(item: $navigationService.popupView) { view in
            appViewBuilder.build(view: view)
                .presentationBackground(.clear)
        }
        .alert(
            navigationService.alert?.title ?? "",
            isPresented: isAlertPresented,
            presenting: navigationService.alert
        ) { alert in
            Button(alert.dismissButtonTitle, role: .cancel) {}
        } message: { alert in
            Text(alert.message)
        }
    }

    /// Whether an alert is shown; dismissing it clears the navigation service's alert.
    private var isAlertPresented: Binding<Bool> {
        Binding(
            get: { navigationService.alert != nil },
            set: { isPresented in
                if !isPresented {
                    navigationService.alert = nil
                }
            }
        )
    }
}
