//
//  PaymentsPresenterTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import XCTest

@testable import Demo

/// The presenter's contract, as the module and the application router rely on it: the module
/// opens its paths with it, routing shows the screen through the wireframe and calls back, and
/// a closed screen is released with its presenter.
@MainActor
final class PaymentsPresenterTests: XCTestCase {
    func testModuleOpensItsPathsWithThePresenter() {
        let module = PaymentsModule()

        XCTAssertEqual(module.route, "payments")
        XCTAssertEqual(module.paths, PaymentsPresenter.getPaths())
        XCTAssertTrue(module.subscribedRoutables.contains { $0 == PaymentsPresenter.self })
    }

    func testEveryURLOpenedGetsAPresenterOfItsOwn() {
        XCTAssertFalse(PaymentsPresenter.routable() === PaymentsPresenter.routable())
    }

    func testRouteShowsTheScreenThroughTheWireframe() throws {
        let wireframe = PaymentsWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(parameters: nil, path: "/show", callback: nil)

        XCTAssertEqual(wireframe.presented.count, 1)
        let screen = try XCTUnwrap(wireframe.presented.first as? PaymentsViewController)
        XCTAssertIdentical(screen.presenter, presenter)
        XCTAssertIdentical(presenter.viewController, screen)
        XCTAssertEqual(screen.title, "Payments")
        wireframe.closeScreens()
    }

    func testRouteTitlesTheScreenFromItsParameters() {
        let wireframe = PaymentsWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(
            parameters: [PaymentsModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)

        XCTAssertEqual(wireframe.presented.first?.title, "Hello")
        wireframe.closeScreens()
    }

    func testRouteCallsBackWithSuccess() {
        let wireframe = PaymentsWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)
        var results: [Result<ModuleParameters, ResponseError>] = []

        presenter.route(parameters: nil, path: "/show") { results.append($0) }

        XCTAssertEqual(results, [.success([:])])
        wireframe.closeScreens()
    }

    func testClosedScreenIsReleasedWithItsPresenter() {
        let wireframe = PaymentsWireframeSpy()
        weak var screen: PaymentsViewController?
        weak var presenter: PaymentsPresenter?

        do {
            let modulePresenter = makePresenter(wireframe: wireframe)
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.viewController
        }
        XCTAssertNotNil(presenter, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        XCTAssertNil(screen, "A reference cycle keeps the closed screen alive.")
        XCTAssertNil(presenter, "A reference cycle keeps the closed screen's presenter alive.")
    }

    /// A presenter whose wireframe is `wireframe`.
    private func makePresenter(wireframe: PaymentsWireframeSpy) -> PaymentsPresenter {
        let presenter = PaymentsPresenter()
        presenter.wireframe = wireframe
        return presenter
    }
}
