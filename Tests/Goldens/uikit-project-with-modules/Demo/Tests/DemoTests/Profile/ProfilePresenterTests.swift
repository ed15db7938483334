//
//  ProfilePresenterTests.swift
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
final class ProfilePresenterTests: XCTestCase {
    func testViewDidLoadShowsTheEntities() {
        let view = ProfileViewSpy()
        let presenter = makePresenter(view: view)

        presenter.viewDidLoad()

        XCTAssertEqual(view.configuredEntities.count, 1)
        XCTAssertTrue(view.navigation.isEmpty)
    }

    func testPresenterKeepsItsInteractorAndRouter() {
        let view = ProfileViewSpy()
        weak var interactor: ProfileInteractor?
        weak var router: ProfileRouterOutput?

        let presenter: ProfilePresenter = {
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
        weak var view: ProfileViewSpy?

        let presenter: ProfilePresenter = {
            let viewSpy = ProfileViewSpy()
            view = viewSpy
            return makePresenter(view: viewSpy)
        }()

        XCTAssertNil(view, "The screen owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    func testRouterInputWiresTheScreen() throws {
        let view = ProfileRouterInput().view(entryEntity: ProfileEntryEntity())

        let presenter = try XCTUnwrap(view.presenter as? ProfilePresenter)
        XCTAssertIdentical(presenter.dependencies.interactor.presenter, presenter)
        XCTAssertIdentical(presenter.dependencies.router.view, view)
    }

    func testScreenMadeByTheRouterInputIsReleasedAsAWhole() {
        weak var view: ProfileViewController?
        weak var presenter: AnyObject?
        weak var interactor: ProfileInteractor?
        weak var router: ProfileRouterOutput?

        do {
            let screen = ProfileRouterInput().view(entryEntity: ProfileEntryEntity())
            let screenPresenter = screen.presenter as? ProfilePresenter
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
    private func makePresenter(view: ProfileViewSpy) -> ProfilePresenter {
        ProfilePresenter(
            entities: ProfileEntities(entryEntity: ProfileEntryEntity()),
            view: view,
            dependencies: (
                interactor: ProfileInteractor(),
                router: ProfileRouterOutput(view)
            )
        )
    }
}
