//
//  PaymentsPresenterTests.swift
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
struct PaymentsPresenterTests {
    @Test func loadingTheViewShowsTheLoadedModel() async {
        let interactor = PaymentsInteractorSpy()
        interactor.loadModelResult = .success(PaymentsModel(title: "Loaded"))
        let view = PaymentsViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(interactor.loadModelCallCount == 1)
        #expect(view.shownTitles == ["Loaded"])
        #expect(view.shownErrorMessages.isEmpty)
    }

    @Test func loadFailureIsShownInTheView() async {
        let interactor = PaymentsInteractorSpy()
        let failure = LoadFailure()
        interactor.loadModelResult = .failure(failure)
        let view = PaymentsViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(view.shownErrorMessages == [failure.localizedDescription])
        #expect(view.shownTitles.isEmpty)
    }

    @Test func leavingTheScreenCancelsTheLoad() async {
        let interactor = PaymentsInteractorSpy()
        let view = PaymentsViewSpy()
        let presenter = makePresenter(interactor: interactor, view: view)

        presenter.viewDidLoad()
        presenter.viewDidLeave()
        await presenter.loadTask?.value

        #expect(interactor.cancelledLoadCount == 1)
        #expect(view.shownTitles.isEmpty)
        #expect(view.shownErrorMessages.isEmpty)
    }

    @Test func aPresenterThatGoesCancelsItsLoad() async {
        let interactor = PaymentsInteractorSpy()
        let view = PaymentsViewSpy()
        var presenter: PaymentsPresenter? = makePresenter(interactor: interactor, view: view)
        presenter?.viewDidLoad()
        let load = presenter?.loadTask

        presenter = nil
        await load?.value

        #expect(interactor.cancelledLoadCount == 1, "The load must not keep the presenter alive.")
    }

    @Test func leavingTheScreenTellsTheModuleOutput() {
        let output = PaymentsOutputSpy()
        let view = PaymentsViewSpy()
        let presenter = makePresenter(interactor: PaymentsInteractorSpy(), view: view)
        presenter.output = output

        presenter.viewDidLeave()

        #expect(output.leaveCount == 1)
    }

    @Test func presenterDoesNotKeepItsViewOrOutput() {
        weak var view: PaymentsViewSpy?
        weak var output: PaymentsOutputSpy?
        let presenter = PaymentsPresenter(
            interactor: PaymentsInteractorSpy(), wireframe: PaymentsWireframe())

        do {
            let viewSpy = PaymentsViewSpy()
            let outputSpy = PaymentsOutputSpy()
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
        interactor: PaymentsInteractorSpy, view: PaymentsViewSpy
    ) -> PaymentsPresenter {
        let presenter = PaymentsPresenter(interactor: interactor, wireframe: PaymentsWireframe())
        presenter.view = view
        return presenter
    }

    /// The error a failed load reports.
    private struct LoadFailure: Error {}
}
