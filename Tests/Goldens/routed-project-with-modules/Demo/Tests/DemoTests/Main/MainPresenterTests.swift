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
/// opens its paths with it, routing shows the screen through the wireframe and calls back, the
/// screen shows the URL's title or else the one the interactor loads, and a closed screen is
/// released with its presenter.
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
        let presenter = makePresenter(wireframe: wireframe, interactor: MainInteractorSpy())

        presenter.route(parameters: nil, path: "/show", callback: nil)

        #expect(wireframe.presented.count == 1)
        let screen = try #require(wireframe.presented.first as? MainViewController)
        #expect(screen.presenter === presenter)
        #expect(presenter.view === screen)
        wireframe.closeScreens()
    }

    @Test func screenShowsTheTitleOfItsURL() {
        let wireframe = MainWireframeSpy()
        let view = MainViewSpy()
        let interactor = MainInteractorSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: interactor)
        presenter.route(
            parameters: [MainModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.shownTitles == ["Hello"])
        #expect(interactor.loadTitleCount == 0)
        wireframe.closeScreens()
    }

    @Test func screenWithoutATitleShowsTheOneTheInteractorLoads() async {
        let wireframe = MainWireframeSpy()
        let view = MainViewSpy()
        let interactor = MainInteractorSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: interactor)
        presenter.route(parameters: nil, path: "/show", callback: nil)
        presenter.view = view

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(interactor.loadTitleCount == 1)
        #expect(view.shownTitles == ["Loaded"])
        wireframe.closeScreens()
    }

    @Test func interactorLoadsTheModulesName() async {
        #expect(await MainInteractor().loadTitle() == "Main")
    }

    @Test func routeCallsBackWithSuccess() {
        let wireframe = MainWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: MainInteractorSpy())
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
            let modulePresenter = makePresenter(
                wireframe: wireframe, interactor: MainInteractorSpy())
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.view as? MainViewController
        }
        #expect(presenter != nil, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        #expect(screen == nil, "A reference cycle keeps the closed screen alive.")
        #expect(presenter == nil, "A reference cycle keeps the closed screen's presenter alive.")
    }

    @Test func closedScreenCancelsItsLoad() {
        let wireframe = MainWireframeSpy()
        var load: Task<Void, Never>?

        do {
            let presenter = makePresenter(wireframe: wireframe, interactor: MainInteractorSpy())
            presenter.route(parameters: nil, path: "/show", callback: nil)
            presenter.viewDidLoad()
            load = presenter.loadTask
        }
        wireframe.closeScreens()

        #expect(load?.isCancelled == true, "The screen's load must stop when the screen goes.")
    }

    /// A presenter on `wireframe` and `interactor`.
    private func makePresenter(
        wireframe: MainWireframeSpy,
        interactor: MainInteractorSpy
    ) -> MainPresenter {
        let presenter = MainPresenter()
        presenter.wireframe = wireframe
        presenter.interactor = interactor
        return presenter
    }
}
