//
//  DemoTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit
import XCTest

@testable import Demo

/// The app's start: the coordinator shows the Main module first.
@MainActor
final class DemoTests: XCTestCase {
    func testCoordinatorStartsWithMain() {
        let coordinator = AppCoordinator(dependencies: Dependencies())

        coordinator.start()

        let stack = coordinator.rootViewController.viewControllers
        XCTAssertEqual(stack.count, 1)
        XCTAssertTrue(stack.first is MainViewController)
    }
}
