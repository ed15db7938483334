//
//  MainPresenterTests.swift
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
struct MainPresenterTests {
    @Test func moduleOpensItsPathsWithThePresenter() {
        let module = MainModule()

        #expect(module.route == "main")
        #expect(module.paths == MainPresenter.getPaths())
        #expect(module.subscribedRoutables.contains { $0 == MainPresenter.self })
    }

    @Test func everyURLOpenedGetsAPresenterOfItsOwn() {
        #expect(MainPresenter.routable() !== MainPresenter.routable())
    }

    @Test func routeShowsTheScreenThroughTheWireframe() throws {
        let wireframe = MainWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(parameters: nil, path: "/show", callback: nil)

        #expect(wireframe.presented.count == 1)
        let screen = try #require(wireframe.presented.first as? MainViewController)
        #expect(screen.presenter === presenter)
        #expect(presenter.viewController === screen)
        #expect(screen.title == "Main")
        wireframe.closeScreens()
    }

    @Test func routeTitlesTheScreenFromItsParameters() {
        let wireframe = MainWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(
            parameters: [MainModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)

        #expect(wireframe.presented.first?.title == "Hello")
        wireframe.closeScreens()
    }

    @Test func routeCallsBackWithSuccess() {
        let wireframe = MainWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)
        var results: [Result<ModuleParameters, ResponseError>] = []

        presenter.route(parameters: nil, path: "/show") { results.append($0) }

        #expect(results == [.success([:])])
        wireframe.closeScreens()
    }

    @Test func closedScreenIsReleasedWithItsPresenter() {
        let wireframe = MainWireframeSpy()
        weak var screen: MainViewController?
        weak var presenter: MainPresenter?

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
    private func makePresenter(wireframe: MainWireframeSpy) -> MainPresenter {
        let presenter = MainPresenter()
        presenter.wireframe = wireframe
        return presenter
    }
}
