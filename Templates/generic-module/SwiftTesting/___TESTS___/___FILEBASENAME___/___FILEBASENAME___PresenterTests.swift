//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import GenericModule
import Testing

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as GenericModule wires it: the view model reads the presenter's
/// state, leaving the screen tells the module's output, and the module connects its screen to
/// its presenter.
@MainActor
struct ___VARIABLE_moduleName___PresenterTests {
    @Test func viewModelShowsThePresentersState() {
        let state = ___VARIABLE_moduleName___State()
        state.title = "Changed"
        let presenter = ___VARIABLE_moduleName___Presenter(state: state, dependencies: Dependencies())

        let viewModel = ___VARIABLE_moduleName___ViewModel(delegate: presenter)

        #expect(viewModel.title == "Changed")
    }

    @Test func leavingTheScreenTellsTheModuleOutput() {
        let output = ___VARIABLE_moduleName___ModuleOutputSpy()
        let presenter = ___VARIABLE_moduleName___Presenter(state: ___VARIABLE_moduleName___State(), dependencies: Dependencies())
        presenter.output = output

        presenter.leaveEventTriggered()

        #expect(output.leftModules.count == 1)
        #expect(output.leftModules.first === presenter)
    }

    @Test func moduleConnectsItsScreenToItsPresenter() {
        let output = ___VARIABLE_moduleName___ModuleOutputSpy()
        let module = ___VARIABLE_moduleName___Module(state: ___VARIABLE_moduleName___State(), dependencies: Dependencies())
        module.output = output

        module.viewController.output.leaveEventTriggered()

        #expect(output.leftModules.count == 1)
        #expect(output.leftModules.first === module.input)
    }
}
