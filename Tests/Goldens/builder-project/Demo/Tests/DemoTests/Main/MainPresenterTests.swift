//
//  MainPresenterTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Testing

@testable import Demo

/// The presenter's contract, as the builder wires it: it loads the model when the view loads
/// and shows the outcome, stops the load when the screen goes, tells the module's output when
/// the user leaves, and holds its view and output weakly.
@MainActor
struct MainPresenterTests {
    @Test func loadingTheViewShowsTheLoadedModel() async {
        let interactor = MainInteractorSpy()
        interactor.loadModelResult = .success(MainModel(title: "Loaded"))
        let view = MainViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(interactor.loadModelCallCount == 1)
        #expect(view.shownTitles == ["Loaded"])
        #expect(view.shownErrorMessages.isEmpty)
    }

    @Test func loadFailureIsShownInTheView() async {
        let interactor = MainInteractorSpy()
        let failure = LoadFailure()
        interactor.loadModelResult = .failure(failure)
        let view = MainViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(view.shownErrorMessages == [failure.localizedDescription])
        #expect(view.shownTitles.isEmpty)
    }

    @Test func leavingTheScreenCancelsTheLoad() async {
        let interactor = MainInteractorSpy()
        let view = MainViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        presenter.viewDidLeave()
        await presenter.loadTask?.value

        #expect(interactor.cancelledLoadCount == 1)
        #expect(view.shownTitles.isEmpty)
        #expect(view.shownErrorMessages.isEmpty)
    }

    @Test func aPresenterThatGoesCancelsItsLoad() async {
        let interactor = MainInteractorSpy()
        let view = MainViewSpy()
        var presenter: MainPresenter? = makePresenter(interactor: interactor, view: view)
        presenter?.viewDidLoad()
        let load = presenter?.loadTask

        presenter = nil
        await load?.value

        #expect(interactor.cancelledLoadCount == 1, "The load must not keep the presenter alive.")
    }

    @Test func leavingTheScreenTellsTheModuleOutput() {
        let output = MainOutputSpy()
        let view = MainViewSpy()
        let presenter = makePresenter(interactor: MainInteractorSpy(), view: view)
        presenter.output = output

        presenter.viewDidLeave()

        #expect(output.leaveCount == 1)
    }

    @Test func presenterDoesNotKeepItsViewOrOutput() {
        weak var view: MainViewSpy?
        weak var output: MainOutputSpy?
        let presenter = MainPresenter(
            interactor: MainInteractorSpy(), wireframe: MainWireframe())

        do {
            let viewSpy = MainViewSpy()
            let outputSpy = MainOutputSpy()
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
        interactor: MainInteractorSpy, view: MainViewSpy
    ) -> MainPresenter {
        let presenter = MainPresenter(interactor: interactor, wireframe: MainWireframe())
        presenter.view = view
        return presenter
    }

    /// The error a failed load reports.
    private struct LoadFailure: Error {}
}
