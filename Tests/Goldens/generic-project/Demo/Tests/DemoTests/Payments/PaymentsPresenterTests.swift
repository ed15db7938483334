//
//  PaymentsPresenterTests.swift
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
struct PaymentsPresenterTests {
    @Test func viewModelShowsThePresentersState() {
        let state = PaymentsState()
        state.title = "Changed"
        let presenter = PaymentsPresenter(state: state, dependencies: Dependencies())

        let viewModel = PaymentsViewModel(delegate: presenter)

        #expect(viewModel.title == "Changed")
    }

    @Test func leavingTheScreenTellsTheModuleOutput() {
        let output = PaymentsModuleOutputSpy()
        let presenter = PaymentsPresenter(state: PaymentsState(), dependencies: Dependencies())
        presenter.output = output

        presenter.leaveEventTriggered()

        #expect(output.leftModules.count == 1)
        #expect(output.leftModules.first === presenter)
    }

    @Test func moduleConnectsItsScreenToItsPresenter() {
        let output = PaymentsModuleOutputSpy()
        let module = PaymentsModule(state: PaymentsState(), dependencies: Dependencies())
        module.output = output

        module.viewController.output.leaveEventTriggered()

        #expect(output.leftModules.count == 1)
        #expect(output.leftModules.first === module.input)
    }
}
