//
//  PaymentsPresenterTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Testing

@testable import Demo

/// The presenter's contract, as the builder wires it: it asks for the model when the view
/// loads, shows what the interactor reports, tells the module's output when the user leaves,
/// and holds its view and output weakly.
@MainActor
struct PaymentsPresenterTests {
    @Test func loadingTheViewAsksTheInteractorForTheModel() {
        let interactor = PaymentsInteractorSpy()
        let presenter = PaymentsPresenter(
            interactor: interactor, wireframe: PaymentsWireframe())

        presenter.viewDidLoad()

        #expect(interactor.loadModelCallCount == 1)
    }

    @Test func loadedModelIsShownInTheView() {
        let view = PaymentsViewSpy()
        let presenter = makePresenter(view: view)

        presenter.modelDidLoad(PaymentsModel(title: "Loaded"))

        #expect(view.shownTitles == ["Loaded"])
        #expect(view.shownErrorMessages.isEmpty)
    }

    @Test func loadFailureIsShownInTheView() {
        let view = PaymentsViewSpy()
        let presenter = makePresenter(view: view)
        let failure = LoadFailure()

        presenter.modelDidFailToLoad(with: failure)

        #expect(view.shownErrorMessages == [failure.localizedDescription])
        #expect(view.shownTitles.isEmpty)
    }

    @Test func leavingTheScreenTellsTheModuleOutput() {
        let output = PaymentsOutputSpy()
        let view = PaymentsViewSpy()
        let presenter = makePresenter(view: view)
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

    /// A presenter over a fresh interactor spy, showing in `view`.
    private func makePresenter(view: PaymentsViewSpy) -> PaymentsPresenter {
        let presenter = PaymentsPresenter(
            interactor: PaymentsInteractorSpy(), wireframe: PaymentsWireframe())
        presenter.view = view
        return presenter
    }

    /// The error a failed load reports.
    private struct LoadFailure: Error {}
}
