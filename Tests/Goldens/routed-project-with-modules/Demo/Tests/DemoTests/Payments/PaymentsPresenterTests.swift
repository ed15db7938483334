//
//  PaymentsPresenterTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Testing

@testable import Demo

/// The presenter's contract, as the module and the application router rely on it: the module
/// opens its paths with it, routing shows the screen through the wireframe and calls back, and
/// a closed screen is released with its presenter.
@MainActor
struct PaymentsPresenterTests {
    @Test func moduleOpensItsPathsWithThePresenter() {
        let module = PaymentsModule()

        #expect(module.route == "payments")
        #expect(module.paths == PaymentsPresenter.getPaths())
        #expect(module.subscribedRoutables.contains { $0 == PaymentsPresenter.self })
    }

    @Test func everyURLOpenedGetsAPresenterOfItsOwn() {
        #expect(PaymentsPresenter.routable() !== PaymentsPresenter.routable())
    }

    @Test func routeShowsTheScreenThroughTheWireframe() throws {
        let wireframe = PaymentsWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(parameters: nil, path: "/show", callback: nil)

        #expect(wireframe.presented.count == 1)
        let screen = try #require(wireframe.presented.first as? PaymentsViewController)
        #expect(screen.presenter === presenter)
        #expect(presenter.viewController === screen)
        #expect(screen.title == "Payments")
        wireframe.closeScreens()
    }

    @Test func routeTitlesTheScreenFromItsParameters() {
        let wireframe = PaymentsWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(
            parameters: [PaymentsModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)

        #expect(wireframe.presented.first?.title == "Hello")
        wireframe.closeScreens()
    }

    @Test func routeCallsBackWithSuccess() {
        let wireframe = PaymentsWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)
        var results: [Result<ModuleParameters, ResponseError>] = []

        presenter.route(parameters: nil, path: "/show") { results.append($0) }

        #expect(results == [.success([:])])
        wireframe.closeScreens()
    }

    @Test func closedScreenIsReleasedWithItsPresenter() {
        let wireframe = PaymentsWireframeSpy()
        weak var screen: PaymentsViewController?
        weak var presenter: PaymentsPresenter?

        do {
            let modulePresenter = makePresenter(wireframe: wireframe)
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.viewController
        }
        #expect(presenter != nil, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        #expect(screen == nil, "A reference cycle keeps the closed screen alive.")
        #expect(presenter == nil, "A reference cycle keeps the closed screen's presenter alive.")
    }

    /// A presenter whose wireframe is `wireframe`.
    private func makePresenter(wireframe: PaymentsWireframeSpy) -> PaymentsPresenter {
        let presenter = PaymentsPresenter()
        presenter.wireframe = wireframe
        return presenter
    }
}
