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

/// The app's start: the Main module is what the scene delegate launches in the window.
@MainActor
final class ___FILEBASENAMEASIDENTIFIER___: XCTestCase {
    func testMainLaunchesAtTheRootOfTheWindow() throws {
        let window = UIWindow(frame: .zero)
        let main = try XCTUnwrap(MainBuilder().createMain())

        main.launch(in: window)

        let navigation = try XCTUnwrap(window.rootViewController as? UINavigationController)
        XCTAssertTrue(navigation.topViewController is MainViewController)
    }

    func testMainIsPushedOntoANavigationStack() throws {
        let navigation = UINavigationController()
        let main = try XCTUnwrap(MainBuilder().createMain())

        main.launch(from: navigation)

        XCTAssertTrue(navigation.topViewController is MainViewController)
    }
}
