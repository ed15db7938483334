//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The navigation service the routers share: one instance, and the stack and presentations it
/// keeps.
@MainActor
final class ___FILEBASENAMEASIDENTIFIER___: XCTestCase {
    func testNavigationAssemblyProvidesOneSharedService() {
        let container = DependencyContainer(assemblyFactory: AssemblyFactory())
        container.apply(NavigationAssembly.self)

        let first = container.resolve(NavigationAssembly.self).build()
        let second = container.resolve(NavigationAssembly.self).build()

        XCTAssertIdentical(first, second)
    }

    func testPushAndPopChangeTheNavigationStack() {
        let navigation = NavigationService()

        navigation.push(.main)
        XCTAssertEqual(navigation.items, [.main])

        navigation.pop()
        XCTAssertTrue(navigation.items.isEmpty)
    }

    func testDismissClosesTheModalScreenAndThePopUp() {
        let navigation = NavigationService()
        navigation.present(.main)
        navigation.popupView = .main

        navigation.dismiss()

        XCTAssertNil(navigation.modalView)
        XCTAssertNil(navigation.popupView)
    }
}
