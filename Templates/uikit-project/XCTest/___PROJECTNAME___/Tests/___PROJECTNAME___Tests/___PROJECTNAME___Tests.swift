//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit
import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

@MainActor
final class ___FILEBASENAMEASIDENTIFIER___: XCTestCase {
    func testRouterForwardsPopAndDismissToItsView() {
        let view = NavigationRecorder()
        let router = RouterStub(view: view)

        router.pop(animated: false)
        router.dismiss(animated: true)

        XCTAssertEqual(view.navigation, ["pop", "dismiss"])
    }

    func testRouterDoesNotKeepItsView() {
        weak var view: NavigationRecorder?

        let router: RouterStub = {
            let recorder = NavigationRecorder()
            view = recorder
            return RouterStub(view: recorder)
        }()

        XCTAssertNil(view)
        withExtendedLifetime(router) {}
    }

    func testMainScreenIsWiredByItsRouterInput() {
        let main = MainRouterInput().view(entryEntity: MainEntryEntity())

        XCTAssertNotNil(main.presenter)
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
