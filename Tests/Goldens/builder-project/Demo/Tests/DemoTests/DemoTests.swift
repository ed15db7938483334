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

/// The app's start: the Main module is what the scene delegate launches in the window.
@MainActor
final class DemoTests: XCTestCase {
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
