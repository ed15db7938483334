//
//  MainPresenterTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule
import XCTest

@testable import Demo

/// The presenter's contract, as GenericModule wires it: the view model reads the presenter's
/// state, leaving the screen tells the module's output, and the module connects its screen to
/// its presenter.
@MainActor
final class MainPresenterTests: XCTestCase {
    func testViewModelShowsThePresentersState() {
        let state = MainState()
        state.title = "Changed"
        let presenter = MainPresenter(state: state, dependencies: Dependencies())

        let viewModel = MainViewModel(delegate: presenter)

        XCTAssertEqual(viewModel.title, "Changed")
    }

    func testLeavingTheScreenTellsTheModuleOutput() {
        let output = MainModuleOutputSpy()
        let presenter = MainPresenter(state: MainState(), dependencies: Dependencies())
        presenter.output = output

        presenter.leaveEventTriggered()

        XCTAssertEqual(output.leftModules.count, 1)
        XCTAssertIdentical(output.leftModules.first, presenter)
    }

    func testModuleConnectsItsScreenToItsPresenter() {
        let output = MainModuleOutputSpy()
        let module = MainModule(state: MainState(), dependencies: Dependencies())
        module.output = output

        module.viewController.output.leaveEventTriggered()

        XCTAssertEqual(output.leftModules.count, 1)
        XCTAssertIdentical(output.leftModules.first, module.input)
    }
}
