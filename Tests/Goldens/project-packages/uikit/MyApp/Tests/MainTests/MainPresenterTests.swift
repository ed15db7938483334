//
//  MainPresenterTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Testing

@testable import Main

/// The presenter's contract, as the router input relies on it: it shows its entities when the
/// screen loads and starts the interactor's load, shows what the interactor reports, keeps its
/// interactor and router output, holds its screen weakly (the screen owns it), and a screen made
/// by the router input is released as a whole.
@MainActor
struct MainPresenterTests {
    @Test func viewDidLoadShowsTheEntitiesAndStartsTheLoad() async {
        let view = MainViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(view.configuredEntities.map(\.title) == ["Hello"])
        #expect(presenter.dependencies.interactor.loadTitleCount == 1)
        #expect(view.navigation.isEmpty)
    }

    @Test func didLoadShowsTheLoadedTitle() {
        let view = MainViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")

        presenter.didLoad(title: "Loaded")

        #expect(presenter.entities.title == "Loaded")
        #expect(view.configuredEntities.map(\.title) == ["Loaded"])
    }

    @Test func interactorReportsWhatItLoadsToItsPresenter() async {
        let view = MainViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")
        let interactor = MainInteractor()
        interactor.presenter = presenter

        await interactor.loadTitle()

        #expect(view.configuredEntities.map(\.title) == ["Main"])
    }

    @Test func presenterGoingCancelsItsLoad() {
        let view = MainViewSpy()
        var load: Task<Void, Never>?

        do {
            let presenter = makePresenter(view: view)
            presenter.viewDidLoad()
            load = presenter.loadTask
        }

        #expect(load?.isCancelled == true, "The screen's load must stop when the screen goes.")
    }

    @Test func presenterKeepsItsInteractorAndRouter() {
        let view = MainViewSpy()
        weak var interactor: MainInteractorSpy?
        weak var router: MainRouterSpy?

        let presenter: MainPresenter<MainInteractorSpy, MainRouterSpy> = {
            let presenter = makePresenter(view: view)
            interactor = presenter.dependencies.interactor
            router = presenter.dependencies.router
            return presenter
        }()

        #expect(interactor != nil, "The presenter must keep its interactor.")
        #expect(router != nil, "The presenter must keep its router output.")
        withExtendedLifetime(presenter) {}
    }

    @Test func presenterDoesNotKeepItsView() {
        weak var view: MainViewSpy?

        let presenter: MainPresenter<MainInteractorSpy, MainRouterSpy> = {
            let viewSpy = MainViewSpy()
            view = viewSpy
            return makePresenter(view: viewSpy)
        }()

        #expect(view == nil, "The screen owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    @Test func routerInputWiresTheScreen() throws {
        let view = MainRouterInput().view(entryEntity: MainEntryEntity())

        let presenter = try #require(
            view.presenter as? MainPresenter<MainInteractor, MainRouterOutput>)
        #expect(presenter.dependencies.interactor.presenter === presenter)
        #expect(presenter.dependencies.router.view === view)
    }

    @Test func screenMadeByTheRouterInputIsReleasedAsAWhole() {
        weak var view: MainViewController?
        weak var presenter: AnyObject?
        weak var interactor: MainInteractor?
        weak var router: MainRouterOutput?

        do {
            let screen = MainRouterInput().view(entryEntity: MainEntryEntity())
            let screenPresenter =
                screen.presenter as? MainPresenter<MainInteractor, MainRouterOutput>
            view = screen
            presenter = screenPresenter
            interactor = screenPresenter?.dependencies.interactor
            router = screenPresenter?.dependencies.router
            #expect(presenter != nil, "The screen must keep its presenter.")
        }

        #expect(view == nil, "A reference cycle keeps the screen alive.")
        #expect(presenter == nil, "A reference cycle keeps the presenter alive.")
        #expect(interactor == nil, "A reference cycle keeps the interactor alive.")
        #expect(router == nil, "A reference cycle keeps the router output alive.")
    }

    /// A presenter on `view` with an interactor spy and a router spy, its entities titled
    /// `title`.
    private func makePresenter(
        view: MainViewSpy, title: String = "Main"
    ) -> MainPresenter<MainInteractorSpy, MainRouterSpy> {
        MainPresenter(
            entities: MainEntities(entryEntity: MainEntryEntity(), title: title),
            view: view,
            dependencies: (
                interactor: MainInteractorSpy(), router: MainRouterSpy(view: view)
            )
        )
    }
}
