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

/// The app's start: the coordinator shows the Main module first.
@MainActor
final class ___FILEBASENAMEASIDENTIFIER___: XCTestCase {
    func testCoordinatorStartsWithMain() {
        let coordinator = AppCoordinator(dependencies: Dependencies())

        coordinator.start()

        let stack = coordinator.rootViewController.viewControllers
        XCTAssertEqual(stack.count, 1)
        XCTAssertTrue(stack.first is MainViewController)
    }
}
