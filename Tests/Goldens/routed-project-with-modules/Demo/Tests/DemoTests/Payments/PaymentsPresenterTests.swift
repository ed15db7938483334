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
/// opens its paths with it, routing shows the screen through the wireframe and calls back, the
/// screen shows the URL's title or else the one the interactor loads, and a closed screen is
/// released with its presenter.
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
        let presenter = makePresenter(wireframe: wireframe, interactor: PaymentsInteractorSpy())

        presenter.route(parameters: nil, path: "/show", callback: nil)

        #expect(wireframe.presented.count == 1)
        let screen = try #require(wireframe.presented.first as? PaymentsViewController)
        #expect(screen.presenter === presenter)
        #expect(presenter.view === screen)
        wireframe.closeScreens()
    }

    @Test func screenShowsTheTitleOfItsURL() {
        let wireframe = PaymentsWireframeSpy()
        let view = PaymentsViewSpy()
        let interactor = PaymentsInteractorSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: interactor)
        presenter.route(
            parameters: [PaymentsModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.shownTitles == ["Hello"])
        #expect(interactor.loadTitleCount == 0)
        wireframe.closeScreens()
    }

    @Test func screenWithoutATitleShowsTheOneTheInteractorLoads() async {
        let wireframe = PaymentsWireframeSpy()
        let view = PaymentsViewSpy()
        let interactor = PaymentsInteractorSpy()
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
        #expect(await PaymentsInteractor().loadTitle() == "Payments")
    }

    @Test func routeCallsBackWithSuccess() {
        let wireframe = PaymentsWireframeSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: PaymentsInteractorSpy())
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
            let modulePresenter = makePresenter(
                wireframe: wireframe, interactor: PaymentsInteractorSpy())
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.view as? PaymentsViewController
        }
        #expect(presenter != nil, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        #expect(screen == nil, "A reference cycle keeps the closed screen alive.")
        #expect(presenter == nil, "A reference cycle keeps the closed screen's presenter alive.")
    }

    @Test func closedScreenCancelsItsLoad() {
        let wireframe = PaymentsWireframeSpy()
        var load: Task<Void, Never>?

        do {
            let presenter = makePresenter(wireframe: wireframe, interactor: PaymentsInteractorSpy())
            presenter.route(parameters: nil, path: "/show", callback: nil)
            presenter.viewDidLoad()
            load = presenter.loadTask
        }
        wireframe.closeScreens()

        #expect(load?.isCancelled == true, "The screen's load must stop when the screen goes.")
    }

    /// A presenter on `wireframe` and `interactor`.
    private func makePresenter(
        wireframe: PaymentsWireframeSpy,
        interactor: PaymentsInteractorSpy
    ) -> PaymentsPresenter {
        let presenter = PaymentsPresenter()
        presenter.wireframe = wireframe
        presenter.interactor = interactor
        return presenter
    }
}
