//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Testing
import UIKit

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The app's start: the coordinator shows the Main module first.
@MainActor
struct ___FILEBASENAMEASIDENTIFIER___ {
    @Test func coordinatorStartsWithMain() {
        let coordinator = AppCoordinator(dependencies: Dependencies())

        coordinator.start()

        let stack = coordinator.rootViewController.viewControllers
        #expect(stack.count == 1)
        #expect(stack.first is MainViewController)
    }
}
