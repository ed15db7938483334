//
//  DemoTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Testing
import UIKit

@testable import Demo

/// The app's start: the coordinator shows the Main module first.
@MainActor
struct DemoTests {
    @Test func coordinatorStartsWithMain() {
        let coordinator = AppCoordinator(dependencies: Dependencies())

        coordinator.start()

        let stack = coordinator.rootViewController.viewControllers
        #expect(stack.count == 1)
        #expect(stack.first is MainViewController)
    }
}
