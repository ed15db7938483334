//
//  PaymentsPresenterTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import XCTest

@testable import MyApp

/// The presenter's contract, as the assembly relies on it: it keeps its router and interactor,
/// holds its view state weakly (the view state owns it), and leaves connecting the two to the
/// assembly.
final class PaymentsPresenterTests: XCTestCase {
    func testPresenterKeepsItsRouterAndInteractor() {
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

        XCTAssertNotNil(router, "The presenter must keep its router.")
        XCTAssertNotNil(interactor, "The presenter must keep its interactor.")
        withExtendedLifetime(presenter) {}
    }

    func testPresenterDoesNotKeepItsViewState() {
        weak var viewState: PaymentsViewStateSpy?

        let presenter: PaymentsPresenter = {
            let viewStateSpy = PaymentsViewStateSpy()
            viewState = viewStateSpy
            return makePresenter(viewState: viewStateSpy)
        }()

        XCTAssertNil(viewState, "The view state owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    func testCreatingThePresenterLeavesConnectingTheViewStateToTheAssembly() {
        let viewState = PaymentsViewStateSpy()

        let presenter = makePresenter(viewState: viewState)

        XCTAssertTrue(viewState.connectedPresenters.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    func testScreenWiredLikeTheAssemblyIsReleasedAsAWhole() {
        weak var presenter: PaymentsPresenter?
        weak var viewState: PaymentsViewState?

        do {
            let screenViewState = PaymentsViewState()
            let screenPresenter = makePresenter(viewState: screenViewState)
            screenViewState.set(with: screenPresenter)
            presenter = screenPresenter
            viewState = screenViewState
        }

        XCTAssertNil(viewState, "A reference cycle keeps the screen's view state alive.")
        XCTAssertNil(presenter, "A reference cycle keeps the screen's presenter alive.")
    }

    func testViewStateKeepsThePresenterItIsConnectedTo() {
        let viewState = PaymentsViewState()
        weak var presenter: PaymentsPresenter?

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
        viewState: any PaymentsViewStateProtocol
    ) -> PaymentsPresenter {
        PaymentsPresenter(
            router: PaymentsRouterSpy(),
            interactor: PaymentsInteractorSpy(),
            viewState: viewState
        )
    }
}
