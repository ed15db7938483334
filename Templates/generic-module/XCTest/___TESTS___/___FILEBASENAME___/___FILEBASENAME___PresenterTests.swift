//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import GenericModule
import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as GenericModule wires it: the view model reads the presenter's
/// state, leaving the screen tells the module's output, and the module connects its screen to
/// its presenter.
@MainActor
final class ___VARIABLE_moduleName___PresenterTests: XCTestCase {
    func testViewModelShowsThePresentersState() {
        let state = ___VARIABLE_moduleName___State()
        state.title = "Changed"
        let presenter = ___VARIABLE_moduleName___Presenter(state: state, dependencies: Dependencies())

        let viewModel = ___VARIABLE_moduleName___ViewModel(delegate: presenter)

        XCTAssertEqual(viewModel.title, "Changed")
    }

    func testLeavingTheScreenTellsTheModuleOutput() {
        let output = ___VARIABLE_moduleName___ModuleOutputSpy()
        let presenter = ___VARIABLE_moduleName___Presenter(state: ___VARIABLE_moduleName___State(), dependencies: Dependencies())
        presenter.output = output

        presenter.leaveEventTriggered()

        XCTAssertEqual(output.leftModules.count, 1)
        XCTAssertIdentical(output.leftModules.first, presenter)
    }

    func testModuleConnectsItsScreenToItsPresenter() {
        let output = ___VARIABLE_moduleName___ModuleOutputSpy()
        let module = ___VARIABLE_moduleName___Module(state: ___VARIABLE_moduleName___State(), dependencies: Dependencies())
        module.output = output

        module.viewController.output.leaveEventTriggered()

        XCTAssertEqual(output.leftModules.count, 1)
        XCTAssertIdentical(output.leftModules.first, module.input)
    }
}
