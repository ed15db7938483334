//
//  ProfilePresenterTests.swift
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
struct ProfilePresenterTests {
    @Test func moduleOpensItsPathsWithThePresenter() {
        let module = ProfileModule()

        #expect(module.route == "profile")
        #expect(module.paths == ProfilePresenter.getPaths())
        #expect(module.subscribedRoutables.contains { $0 == ProfilePresenter.self })
    }

    @Test func everyURLOpenedGetsAPresenterOfItsOwn() {
        #expect(ProfilePresenter.routable() !== ProfilePresenter.routable())
    }

    @Test func routeShowsTheScreenThroughTheWireframe() throws {
        let wireframe = ProfileWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: ProfileInteractorSpy())

        presenter.route(parameters: nil, path: "/show", callback: nil)

        #expect(wireframe.presented.count == 1)
        let screen = try #require(wireframe.presented.first as? ProfileViewController)
        #expect(screen.presenter === presenter)
        #expect(presenter.view === screen)
        wireframe.closeScreens()
    }

    @Test func screenShowsTheTitleOfItsURL() {
        let wireframe = ProfileWireframeSpy()
        let view = ProfileViewSpy()
        let interactor = ProfileInteractorSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: interactor)
        presenter.route(
            parameters: [ProfileModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.shownTitles == ["Hello"])
        #expect(interactor.loadTitleCount == 0)
        wireframe.closeScreens()
    }

    @Test func screenWithoutATitleShowsTheOneTheInteractorLoads() async {
        let wireframe = ProfileWireframeSpy()
        let view = ProfileViewSpy()
        let interactor = ProfileInteractorSpy()
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
        #expect(await ProfileInteractor().loadTitle() == "Profile")
    }

    @Test func routeCallsBackWithSuccess() {
        let wireframe = ProfileWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: ProfileInteractorSpy())
        var results: [Result<ModuleParameters, ResponseError>] = []

        presenter.route(parameters: nil, path: "/show") { results.append($0) }

        #expect(results == [.success([:])])
        wireframe.closeScreens()
    }

    @Test func closedScreenIsReleasedWithItsPresenter() {
        let wireframe = ProfileWireframeSpy()
        weak var screen: ProfileViewController?
        weak var presenter: ProfilePresenter?

        do {
            let modulePresenter = makePresenter(
                wireframe: wireframe, interactor: ProfileInteractorSpy())
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.view as? ProfileViewController
        }
        #expect(presenter != nil, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        #expect(screen == nil, "A reference cycle keeps the closed screen alive.")
        #expect(presenter == nil, "A reference cycle keeps the closed screen's presenter alive.")
    }

    @Test func closedScreenCancelsItsLoad() {
        let wireframe = ProfileWireframeSpy()
        var load: Task<Void, Never>?

        do {
            let presenter = makePresenter(wireframe: wireframe, interactor: ProfileInteractorSpy())
            presenter.route(parameters: nil, path: "/show", callback: nil)
            presenter.viewDidLoad()
            load = presenter.loadTask
        }
        wireframe.closeScreens()

        #expect(load?.isCancelled == true, "The screen's load must stop when the screen goes.")
    }

    /// A presenter on `wireframe` and `interactor`.
    private func makePresenter(
        wireframe: ProfileWireframeSpy,
        interactor: ProfileInteractorSpy
    ) -> ProfilePresenter {
        let presenter = ProfilePresenter()
        presenter.wireframe = wireframe
        presenter.interactor = interactor
        return presenter
    }
}
