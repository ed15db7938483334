//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the builder wires it: it asks for the model when the view
/// loads, shows what the interactor reports, tells the module's output when the user leaves,
/// and holds its view and output weakly.
@MainActor
final class ___VARIABLE_moduleName___PresenterTests: XCTestCase {
    func testLoadingTheViewAsksTheInteractorForTheModel() {
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        let presenter = ___VARIABLE_moduleName___Presenter(
            interactor: interactor, wireframe: ___VARIABLE_moduleName___Wireframe())

        presenter.viewDidLoad()

        XCTAssertEqual(interactor.loadModelCallCount, 1)
    }

    func testLoadedModelIsShownInTheView() {
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view)

        presenter.modelDidLoad(___VARIABLE_moduleName___Model(title: "Loaded"))

        XCTAssertEqual(view.shownTitles, ["Loaded"])
        XCTAssertEqual(view.shownErrorMessages, [])
    }

    func testLoadFailureIsShownInTheView() {
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view)
        let failure = LoadFailure()

        presenter.modelDidFailToLoad(with: failure)

        XCTAssertEqual(view.shownErrorMessages, [failure.localizedDescription])
        XCTAssertEqual(view.shownTitles, [])
    }

    func testLeavingTheScreenTellsTheModuleOutput() {
        let output = ___VARIABLE_moduleName___OutputSpy()
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view)
        presenter.output = output

        presenter.viewDidLeave()

        XCTAssertEqual(output.leaveCount, 1)
    }

    func testPresenterDoesNotKeepItsViewOrOutput() {
        weak var view: ___VARIABLE_moduleName___ViewSpy?
        weak var output: ___VARIABLE_moduleName___OutputSpy?
        let presenter = ___VARIABLE_moduleName___Presenter(
            interactor: ___VARIABLE_moduleName___InteractorSpy(), wireframe: ___VARIABLE_moduleName___Wireframe())

        do {
            let viewSpy = ___VARIABLE_moduleName___ViewSpy()
            let outputSpy = ___VARIABLE_moduleName___OutputSpy()
            presenter.view = viewSpy
            presenter.output = outputSpy
            view = viewSpy
            output = outputSpy
        }

        XCTAssertNil(view, "The view controller owns the presenter, which must hold it weakly.")
        XCTAssertNil(output, "The module's output is the code that launched it: hold it weakly.")
    }

    /// A presenter over a fresh interactor spy, showing in `view`.
    private func makePresenter(view: ___VARIABLE_moduleName___ViewSpy) -> ___VARIABLE_moduleName___Presenter {
        let presenter = ___VARIABLE_moduleName___Presenter(
            interactor: ___VARIABLE_moduleName___InteractorSpy(), wireframe: ___VARIABLE_moduleName___Wireframe())
        presenter.view = view
        return presenter
    }

    /// The error a failed load reports.
    private struct LoadFailure: Error {}
}
