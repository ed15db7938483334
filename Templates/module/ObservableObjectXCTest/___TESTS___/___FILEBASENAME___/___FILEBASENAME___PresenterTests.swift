//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the assembly and the view rely on it: it keeps its router and
/// interactor, holds its view state weakly (the view state owns it), leaves connecting the two to
/// the assembly, and shows what the interactor loads when the screen appears.
@MainActor
final class ___VARIABLE_moduleName___PresenterTests: XCTestCase {
    func testPresenterKeepsItsRouterAndInteractor() {
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

        XCTAssertNotNil(router, "The presenter must keep its router.")
        XCTAssertNotNil(interactor, "The presenter must keep its interactor.")
        withExtendedLifetime(presenter) {}
    }

    func testViewAppearedShowsTheTitleTheInteractorLoads() async {
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        interactor.title = "Loaded title"
        let viewState = ___VARIABLE_moduleName___ViewStateSpy()
        let presenter = ___VARIABLE_moduleName___Presenter(
            router: ___VARIABLE_moduleName___RouterSpy(),
            interactor: interactor,
            viewState: viewState
        )

        await presenter.viewAppeared()

        XCTAssertEqual(interactor.loadTitleCallCount, 1)
        XCTAssertEqual(viewState.shownTitles, ["Loaded title"])
    }

    func testPresenterDoesNotKeepItsViewState() {
        weak var viewState: ___VARIABLE_moduleName___ViewStateSpy?

        let presenter: ___VARIABLE_moduleName___Presenter = {
            let viewStateSpy = ___VARIABLE_moduleName___ViewStateSpy()
            viewState = viewStateSpy
            return makePresenter(viewState: viewStateSpy)
        }()

        XCTAssertNil(viewState, "The view state owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    func testCreatingThePresenterLeavesConnectingTheViewStateToTheAssembly() {
        let viewState = ___VARIABLE_moduleName___ViewStateSpy()

        let presenter = makePresenter(viewState: viewState)

        XCTAssertTrue(viewState.connectedPresenters.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    func testScreenWiredLikeTheAssemblyIsReleasedAsAWhole() {
        weak var presenter: ___VARIABLE_moduleName___Presenter?
        weak var viewState: ___VARIABLE_moduleName___ViewState?

        do {
            let screenViewState = ___VARIABLE_moduleName___ViewState()
            let screenPresenter = makePresenter(viewState: screenViewState)
            screenViewState.set(with: screenPresenter)
            presenter = screenPresenter
            viewState = screenViewState
        }

        XCTAssertNil(viewState, "A reference cycle keeps the screen's view state alive.")
        XCTAssertNil(presenter, "A reference cycle keeps the screen's presenter alive.")
    }

    func testViewStateKeepsThePresenterItIsConnectedTo() {
        let viewState = ___VARIABLE_moduleName___ViewState()
        weak var presenter: ___VARIABLE_moduleName___Presenter?

        do {
            let screenPresenter = makePresenter(viewState: viewState)
            viewState.set(with: screenPresenter)
            presenter = screenPresenter
        }

        XCTAssertNotNil(presenter, "The view state must keep its presenter for the screen's life.")
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
