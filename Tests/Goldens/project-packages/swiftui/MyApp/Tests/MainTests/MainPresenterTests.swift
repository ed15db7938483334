//
//  MainPresenterTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Testing

@testable import Main

/// The presenter's contract, as the assembly and the view rely on it: it keeps its router and
/// interactor, holds its view state weakly (the view state owns it), leaves connecting the two to
/// the assembly, and shows what the interactor loads when the screen appears.
@Suite("Main presenter")
@MainActor
struct MainPresenterTests {
    @Test func presenterKeepsItsRouterAndInteractor() {
        weak var router: MainRouterSpy?
        weak var interactor: MainInteractorSpy?
        let viewState = MainViewStateSpy()

        let presenter: MainPresenter = {
            let routerSpy = MainRouterSpy()
            let interactorSpy = MainInteractorSpy()
            router = routerSpy
            interactor = interactorSpy
            return MainPresenter(
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
        let interactor = MainInteractorSpy()
        interactor.title = "Loaded title"
        let viewState = MainViewStateSpy()
        let presenter = MainPresenter(
            router: MainRouterSpy(),
            interactor: interactor,
            viewState: viewState
        )

        await presenter.viewAppeared()

        #expect(interactor.loadTitleCallCount == 1)
        #expect(viewState.shownTitles == ["Loaded title"])
    }

    @Test func presenterDoesNotKeepItsViewState() {
        weak var viewState: MainViewStateSpy?

        let presenter: MainPresenter = {
            let viewStateSpy = MainViewStateSpy()
            viewState = viewStateSpy
            return makePresenter(viewState: viewStateSpy)
        }()

        #expect(viewState == nil, "The view state owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    @Test func creatingThePresenterLeavesConnectingTheViewStateToTheAssembly() {
        let viewState = MainViewStateSpy()

        let presenter = makePresenter(viewState: viewState)

        #expect(viewState.connectedPresenters.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    @Test func screenWiredLikeTheAssemblyIsReleasedAsAWhole() {
        weak var presenter: MainPresenter?
        weak var viewState: MainViewState?

        do {
            let screenViewState = MainViewState()
            let screenPresenter = makePresenter(viewState: screenViewState)
            screenViewState.set(with: screenPresenter)
            presenter = screenPresenter
            viewState = screenViewState
        }

        #expect(viewState == nil, "A reference cycle keeps the screen's view state alive.")
        #expect(presenter == nil, "A reference cycle keeps the screen's presenter alive.")
    }

    @Test func viewStateKeepsThePresenterItIsConnectedTo() {
        let viewState = MainViewState()
        weak var presenter: MainPresenter?

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
        viewState: any MainViewStateProtocol
    ) -> MainPresenter {
        MainPresenter(
            router: MainRouterSpy(),
            interactor: MainInteractorSpy(),
            viewState: viewState
        )
    }
}
