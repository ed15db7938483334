//
//  MyAppTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Testing
import UIKit

@testable import Main
@testable import MyApp

@MainActor
struct MyAppTests {
    @Test func routerForwardsPopAndDismissToItsView() {
        let view = NavigationRecorder()
        let router = RouterStub(view: view)

        router.pop(animated: false)
        router.dismiss(animated: true)

        #expect(view.navigation == ["pop", "dismiss"])
    }

    @Test func routerDoesNotKeepItsView() {
        weak var view: NavigationRecorder?

        let router: RouterStub = {
            let recorder = NavigationRecorder()
            view = recorder
            return RouterStub(view: recorder)
        }()

        #expect(view == nil)
        withExtendedLifetime(router) {}
    }

    @Test func mainScreenIsWiredByItsRouterInput() {
        let main = MainRouterInput().view(entryEntity: MainEntryEntity())

        #expect(main.presenter != nil)
    }
}

/// A screen that records the navigation asked of it.
private final class NavigationRecorder: Viewable {
    private(set) var navigation: [String] = []

    func push(_ viewController: UIViewController, animated: Bool) { navigation.append("push") }
    func present(_ viewController: UIViewController, animated: Bool) {
        navigation.append("present")
    }
    func pop(animated: Bool) { navigation.append("pop") }
    func dismiss(animated: Bool) { navigation.append("dismiss") }
}

/// A router output over a screen, using the default navigation of `Routerable`.
private final class RouterStub: Routerable {
    private(set) weak var view: (any Viewable)!

    init(view: any Viewable) {
        self.view = view
    }
}
