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

/// The app's start: the Main module is what the scene delegate launches in the window.
@MainActor
struct DemoTests {
    @Test func mainLaunchesAtTheRootOfTheWindow() throws {
        let window = UIWindow(frame: .zero)
        let main = MainBuilder().createMain()

        main.launch(in: window)

        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.topViewController is MainViewController)
    }

    @Test func mainIsPushedOntoANavigationStack() {
        let navigation = UINavigationController()
        let main = MainBuilder().createMain()

        main.launch(from: navigation)

        #expect(navigation.topViewController is MainViewController)
    }

    @Test func aPoppedScreenIsNotKeptAliveByItsModulesIO() {
        let navigation = UINavigationController()
        let main = MainBuilder().createMain()
        weak var screen: UIViewController?
        main.launch(from: navigation)
        screen = navigation.topViewController

        navigation.popViewController(animated: true)

        withExtendedLifetime(main) {
            #expect(
                screen == nil, "Once launched, the screen belongs to what shows it, not to the IO.")
        }
    }
}
