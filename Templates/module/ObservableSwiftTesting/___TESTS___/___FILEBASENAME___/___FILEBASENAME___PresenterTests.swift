//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Testing

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the assembly and the view rely on it: it keeps its router and
/// interactor, holds its view state weakly (the view state owns it), leaves connecting the two to
/// the assembly, and shows what the interactor loads when the screen appears.
@Suite("___VARIABLE_moduleName___ presenter")
@MainActor
struct ___VARIABLE_moduleName___PresenterTests {
    @Test func presenterKeepsItsRouterAndInteractor() {
        weak var router: ___VARIABLE_moduleName___RouterSpy?
        weak var interactor: ___VARIABLE_moduleName___InteractorSpy?
        let viewState = ___VARIABLE_moduleName___ViewStateSpy()

        let presenter: ___VARIABLE_moduleName___Presenter = {
            let routerSpy = ___VARIABLE_moduleName___RouterSpy()
            let interactorSpy = ___VARIABLE_moduleName___InteractorSpy()
            router = routerSpy
            interactor = interactorSpy
            return ___VARIABLE_moduleName___Presenter(
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
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        interactor.title = "Loaded title"
        let viewState = ___VARIABLE_moduleName___ViewStateSpy()
        let presenter = ___VARIABLE_moduleName___Presenter(
            router: ___VARIABLE_moduleName___RouterSpy(),
            interactor: interactor,
            viewState: viewState
        )

        await presenter.viewAppeared()

        #expect(interactor.loadTitleCallCount == 1)
        #expect(viewState.shownTitles == ["Loaded title"])
    }

    @Test func presenterDoesNotKeepItsViewState() {
        weak var viewState: ___VARIABLE_moduleName___ViewStateSpy?

        let presenter: ___VARIABLE_moduleName___Presenter = {
            let viewStateSpy = ___VARIABLE_moduleName___ViewStateSpy()
            viewState = viewStateSpy
            return makePresenter(viewState: viewStateSpy)
        }()

        #expect(viewState == nil, "The view state owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    @Test func creatingThePresenterLeavesConnectingTheViewStateToTheAssembly() {
        let viewState = ___VARIABLE_moduleName___ViewStateSpy()

        let presenter = makePresenter(viewState: viewState)

        #expect(viewState.connectedPresenters.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    @Test func screenWiredLikeTheAssemblyIsReleasedAsAWhole() {
        weak var presenter: ___VARIABLE_moduleName___Presenter?
        weak var viewState: ___VARIABLE_moduleName___ViewState?

        do {
            let screenViewState = ___VARIABLE_moduleName___ViewState()
            let screenPresenter = makePresenter(viewState: screenViewState)
            screenViewState.set(with: screenPresenter)
            presenter = screenPresenter
            viewState = screenViewState
        }

        #expect(viewState == nil, "A reference cycle keeps the screen's view state alive.")
        #expect(presenter == nil, "A reference cycle keeps the screen's presenter alive.")
    }

    @Test func viewStateKeepsThePresenterItIsConnectedTo() {
        let viewState = ___VARIABLE_moduleName___ViewState()
        weak var presenter: ___VARIABLE_moduleName___Presenter?

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
        viewState: any ___VARIABLE_moduleName___ViewStateProtocol
    ) -> ___VARIABLE_moduleName___Presenter {
        ___VARIABLE_moduleName___Presenter(
            router: ___VARIABLE_moduleName___RouterSpy(),
            interactor: ___VARIABLE_moduleName___InteractorSpy(),
            viewState: viewState
        )
    }
}
