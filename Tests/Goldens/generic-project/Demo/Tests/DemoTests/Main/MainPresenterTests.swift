//
//  MainPresenterTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule
import Testing

@testable import Demo

/// The presenter's contract, as GenericModule wires it: the view model reads the presenter's
/// state, leaving the screen tells the module's output, and the module connects its screen to
/// its presenter.
@MainActor
struct MainPresenterTests {
    @Test func viewModelShowsThePresentersState() {
        let state = MainState()
        state.title = "Changed"
        let presenter = MainPresenter(state: state, dependencies: Dependencies())

        let viewModel = MainViewModel(delegate: presenter)

        #expect(viewModel.title == "Changed")
    }

    @Test func leavingTheScreenTellsTheModuleOutput() {
        let output = MainModuleOutputSpy()
        let presenter = MainPresenter(state: MainState(), dependencies: Dependencies())
        presenter.output = output

        presenter.leaveEventTriggered()

        #expect(output.leftModules.count == 1)
        #expect(output.leftModules.first === presenter)
    }

    @Test func moduleConnectsItsScreenToItsPresenter() {
        let output = MainModuleOutputSpy()
        let module = MainModule(state: MainState(), dependencies: Dependencies())
        module.output = output

        module.viewController.output.leaveEventTriggered()

        #expect(output.leftModules.count == 1)
        #expect(output.leftModules.first === module.input)
    }
}
