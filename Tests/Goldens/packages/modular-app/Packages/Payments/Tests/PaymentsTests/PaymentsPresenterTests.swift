//
//  PaymentsPresenterTests.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Testing

@testable import Payments

/// The presenter's contract, as the assembly and the view rely on it: it keeps its router and
/// interactor, holds its view state weakly (the view state owns it), leaves connecting the two to
/// the assembly, and shows what the interactor loads when the screen appears.
@Suite("Payments presenter")
@MainActor
struct PaymentsPresenterTests {
    @Test func presenterKeepsItsRouterAndInteractor() {
        weak var router: PaymentsRouterSpy?
        weak var interactor: PaymentsInteractorSpy?
        let viewState = PaymentsViewStateSpy()

        let presenter: PaymentsPresenter = {
            let routerSpy = PaymentsRouterSpy()
            let interactorSpy = PaymentsInteractorSpy()
            router = routerSpy
            interactor = interactorSpy
            return PaymentsPresenter(
                router: routerSpy,
                interactor: interactorSpy,
                viewState: viewState
            )
        }()

        #expect(router != nil, "The presenter must keep its router.")
        #expect(interactor != nil, "The presenter must keep its interactor.")
        withExtendedLifetime(presenter) {}
    }

    @Test func viewAppearedShowsTheTitleTheInteractorLoads() async {
        let interactor = PaymentsInteractorSpy()
        interactor.title = "Loaded title"
        let viewState = PaymentsViewStateSpy()
        let presenter = PaymentsPresenter(
            router: PaymentsRouterSpy(),
            interactor: interactor,
            viewState: viewState
        )

        await presenter.viewAppeared()

        #expect(interactor.loadTitleCallCount == 1)
        #expect(viewState.shownTitles == ["Loaded title"])
    }

    @Test func presenterDoesNotKeepItsViewState() {
        weak var viewState: PaymentsViewStateSpy?

        let presenter: PaymentsPresenter = {
            let viewStateSpy = PaymentsViewStateSpy()
            viewState = viewStateSpy
            return makePresenter(viewState: viewStateSpy)
        }()

        #expect(viewState == nil, "The view state owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    @Test func creatingThePresenterLeavesConnectingTheViewStateToTheAssembly() {
        let viewState = PaymentsViewStateSpy()

        let presenter = makePresenter(viewState: viewState)

        #expect(viewState.connectedPresenters.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    @Test func screenWiredLikeTheAssemblyIsReleasedAsAWhole() {
        weak var presenter: PaymentsPresenter?
        weak var viewState: PaymentsViewState?

        do {
            let screenViewState = PaymentsViewState()
            let screenPresenter = makePresenter(viewState: screenViewState)
            screenViewState.set(with: screenPresenter)
            presenter = screenPresenter
            viewState = screenViewState
        }

        #expect(viewState == nil, "A reference cycle keeps the screen's view state alive.")
        #expect(presenter == nil, "A reference cycle keeps the screen's presenter alive.")
    }

    @Test func viewStateKeepsThePresenterItIsConnectedTo() {
        let viewState = PaymentsViewState()
        weak var presenter: PaymentsPresenter?

        do {
            let screenPresenter = makePresenter(viewState: viewState)
            viewState.set(with: screenPresenter)
            presenter = screenPresenter
        }

        #expect(presenter != nil, "The view state must keep its presenter for the screen's life.")
        withExtendedLifetime(viewState) {}
    }

    /// A presenter over fresh router and interactor spies and `viewState`.
    private func makePresenter(
        viewState: any PaymentsViewStateProtocol
    ) -> PaymentsPresenter {
        PaymentsPresenter(
            router: PaymentsRouterSpy(),
            interactor: PaymentsInteractorSpy(),
            viewState: viewState
        )
    }
}
