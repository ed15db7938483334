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
        let main = MainBuilder().createMain()

        main.launch(in: window)

        let navigation = try XCTUnwrap(window.rootViewController as? UINavigationController)
        XCTAssertTrue(navigation.topViewController is MainViewController)
    }

    func testMainIsPushedOntoANavigationStack() {
        let navigation = UINavigationController()
        let main = MainBuilder().createMain()

        main.launch(from: navigation)

        XCTAssertTrue(navigation.topViewController is MainViewController)
    }

    func testAPoppedScreenIsNotKeptAliveByItsModulesIO() {
        let navigation = UINavigationController()
        let main = MainBuilder().createMain()
        weak var screen: UIViewController?
        main.launch(from: navigation)
        screen = navigation.topViewController

        navigation.popViewController(animated: true)

        withExtendedLifetime(main) {
            XCTAssertNil(
                screen, "Once launched, the screen belongs to what shows it, not to the IO.")
        }
    }
}
