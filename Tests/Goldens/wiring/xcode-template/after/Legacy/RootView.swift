// swift-format-ignore-file
//
//  RootView.swift
//  Legacy
//
//  Created by Jane Appleseed on 1/5/24
//

import SwiftUI

struct RootView: View {
    
    @ObservedObject var navigationService: NavigationService
    @ObservedObject var appViewBuilder: ApplicationViewBuilder
    
    var body: some View {
        NavigationStack(path: $navigationService.items) {
            appViewBuilder.build(view: .main)
                .navigationDestination(for: Views.self) { path in
                    switch path {
                    case .payments:
                        appViewBuilder.build(view: .payments)
                    default:
                        fatalError()
                    }
                }
        }
        .fullScreenCover(isPresented: .constant($navigationService.modalView.wrappedValue != nil)) {
            if let modal = navigationService.modalView {
                switch modal {
                default:
                    fatalError()
                }
            }
        }
    }
}
