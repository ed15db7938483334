//
//  MyAppTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import XCTest

@testable import MyApp

final class MyAppTests: XCTestCase {
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
