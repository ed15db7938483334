//
//  PaymentsPresenterTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import XCTest

@testable import Demo

/// The presenter's contract, as the router input relies on it: it shows its entities when the
/// screen loads, keeps its interactor and router output, holds its screen weakly (the screen
/// owns it), and a screen made by the router input is released as a whole.
@MainActor
final class PaymentsPresenterTests: XCTestCase {
    func testViewDidLoadShowsTheEntities() {
        let view = PaymentsViewSpy()
        let presenter = makePresenter(view: view)

        presenter.viewDidLoad()

        XCTAssertEqual(view.configuredEntities.count, 1)
        XCTAssertTrue(view.navigation.isEmpty)
    }

    func testPresenterKeepsItsInteractorAndRouter() {
        let view = PaymentsViewSpy()
        weak var interactor: PaymentsInteractor?
        weak var router: PaymentsRouterOutput?

        let presenter: PaymentsPresenter = {
            let presenter = makePresenter(view: view)
            interactor = presenter.dependencies.interactor
            router = presenter.dependencies.router
            return presenter
        }()

        XCTAssertNotNil(interactor, "The presenter must keep its interactor.")
        XCTAssertNotNil(router, "The presenter must keep its router output.")
        withExtendedLifetime(presenter) {}
    }

    func testPresenterDoesNotKeepItsView() {
        weak var view: PaymentsViewSpy?

        let presenter: PaymentsPresenter = {
            let viewSpy = PaymentsViewSpy()
            view = viewSpy
            return makePresenter(view: viewSpy)
        }()

        XCTAssertNil(view, "The screen owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    func testRouterInputWiresTheScreen() throws {
        let view = PaymentsRouterInput().view(entryEntity: PaymentsEntryEntity())

        let presenter = try XCTUnwrap(view.presenter as? PaymentsPresenter)
        XCTAssertIdentical(presenter.dependencies.interactor.presenter, presenter)
        XCTAssertIdentical(presenter.dependencies.router.view, view)
    }

    func testScreenMadeByTheRouterInputIsReleasedAsAWhole() {
        weak var view: PaymentsViewController?
        weak var presenter: AnyObject?
        weak var interactor: PaymentsInteractor?
        weak var router: PaymentsRouterOutput?

        do {
            let screen = PaymentsRouterInput().view(entryEntity: PaymentsEntryEntity())
            let screenPresenter = screen.presenter as? PaymentsPresenter
            view = screen
            presenter = screenPresenter
            interactor = screenPresenter?.dependencies.interactor
            router = screenPresenter?.dependencies.router
            XCTAssertNotNil(presenter, "The screen must keep its presenter.")
        }

        XCTAssertNil(view, "A reference cycle keeps the screen alive.")
        XCTAssertNil(presenter, "A reference cycle keeps the presenter alive.")
        XCTAssertNil(interactor, "A reference cycle keeps the interactor alive.")
        XCTAssertNil(router, "A reference cycle keeps the router output alive.")
    }

    /// A presenter over a fresh interactor and a router output for `view`.
    private func makePresenter(view: PaymentsViewSpy) -> PaymentsPresenter {
        PaymentsPresenter(
            entities: PaymentsEntities(entryEntity: PaymentsEntryEntity()),
            view: view,
            dependencies: (
                interactor: PaymentsInteractor(),
                router: PaymentsRouterOutput(view)
            )
        )
    }
}
