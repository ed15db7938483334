//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Testing

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the builder wires it: it loads the model when the view loads
/// and shows the outcome, stops the load when the screen goes, tells the module's output when
/// the user leaves, and holds its view and output weakly.
@MainActor
struct ___VARIABLE_moduleName___PresenterTests {
    @Test func loadingTheViewShowsTheLoadedModel() async {
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        interactor.loadModelResult = .success(___VARIABLE_moduleName___Model(title: "Loaded"))
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(interactor.loadModelCallCount == 1)
        #expect(view.shownTitles == ["Loaded"])
        #expect(view.shownErrorMessages.isEmpty)
    }

    @Test func loadFailureIsShownInTheView() async {
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        let failure = LoadFailure()
        interactor.loadModelResult = .failure(failure)
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(view.shownErrorMessages == [failure.localizedDescription])
        #expect(view.shownTitles.isEmpty)
    }

    @Test func leavingTheScreenCancelsTheLoad() async {
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        presenter.viewDidLeave()
        await presenter.loadTask?.value

        #expect(interactor.cancelledLoadCount == 1)
        #expect(view.shownTitles.isEmpty)
        #expect(view.shownErrorMessages.isEmpty)
    }

    @Test func aPresenterThatGoesCancelsItsLoad() async {
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        let view = ___VARIABLE_moduleName___ViewSpy()
        var presenter: ___VARIABLE_moduleName___Presenter? = makePresenter(interactor: interactor, view: view)
        presenter?.viewDidLoad()
        let load = presenter?.loadTask

        presenter = nil
        await load?.value

        #expect(interactor.cancelledLoadCount == 1, "The load must not keep the presenter alive.")
    }

    @Test func leavingTheScreenTellsTheModuleOutput() {
        let output = ___VARIABLE_moduleName___OutputSpy()
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(interactor: ___VARIABLE_moduleName___InteractorSpy(), view: view)
        presenter.output = output

        presenter.viewDidLeave()

        #expect(output.leaveCount == 1)
    }

    @Test func presenterDoesNotKeepItsViewOrOutput() {
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

        #expect(view == nil, "The view controller owns the presenter, which must hold it weakly.")
        #expect(output == nil, "The module's output is the code that launched it: hold it weakly.")
    }

    /// A presenter over `interactor`, showing in `view`.
    private func makePresenter(
        interactor: ___VARIABLE_moduleName___InteractorSpy, view: ___VARIABLE_moduleName___ViewSpy
    ) -> ___VARIABLE_moduleName___Presenter {
        let presenter = ___VARIABLE_moduleName___Presenter(interactor: interactor, wireframe: ___VARIABLE_moduleName___Wireframe())
        presenter.view = view
        return presenter
    }

    /// The error a failed load reports.
    private struct LoadFailure: Error {}
}
