//
//  MyAppTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Testing

@testable import MyApp

/// The navigation service the routers share: one instance, and the stack and presentations it
/// keeps.
@Suite("Navigation")
@MainActor
struct MyAppTests {
    @Test func navigationAssemblyProvidesOneSharedService() {
        let container = DependencyContainer(assemblyFactory: AssemblyFactory())
        container.apply(NavigationAssembly.self)

        let first = container.resolve(NavigationAssembly.self).build()
        let second = container.resolve(NavigationAssembly.self).build()

        #expect(first === second)
    }

    @Test func pushAndPopChangeTheNavigationStack() {
        let navigation = NavigationService()

        navigation.push(.main)
        #expect(navigation.items == [.main])

        navigation.pop()
        #expect(navigation.items.isEmpty)
    }

    @Test func dismissClosesTheModalScreenAndThePopUp() {
        let navigation = NavigationService()
        navigation.present(.main)
        navigation.popupView = .main

        navigation.dismiss()

        #expect(navigation.modalView == nil)
        #expect(navigation.popupView == nil)
    }
}
