//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Testing

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the router input relies on it: it shows its entities when the
/// screen loads and starts the interactor's load, shows what the interactor reports, keeps its
/// interactor and router output, holds its screen weakly (the screen owns it), and a screen made
/// by the router input is released as a whole.
@MainActor
struct ___VARIABLE_moduleName___PresenterTests {
    @Test func viewDidLoadShowsTheEntitiesAndStartsTheLoad() async {
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(view.configuredEntities.map(\.title) == ["Hello"])
        #expect(presenter.dependencies.interactor.loadTitleCount == 1)
        #expect(view.navigation.isEmpty)
    }

    @Test func didLoadShowsTheLoadedTitle() {
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")

        presenter.didLoad(title: "Loaded")

        #expect(presenter.entities.title == "Loaded")
        #expect(view.configuredEntities.map(\.title) == ["Loaded"])
    }

    @Test func interactorReportsWhatItLoadsToItsPresenter() async {
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")
        let interactor = ___VARIABLE_moduleName___Interactor()
        interactor.presenter = presenter

        await interactor.loadTitle()

        #expect(view.configuredEntities.map(\.title) == ["___VARIABLE_moduleName:swiftString___"])
    }

    @Test func presenterGoingCancelsItsLoad() {
        let view = ___VARIABLE_moduleName___ViewSpy()
        var load: Task<Void, Never>?

        do {
            let presenter = makePresenter(view: view)
            presenter.viewDidLoad()
            load = presenter.loadTask
        }

        #expect(load?.isCancelled == true, "The screen's load must stop when the screen goes.")
    }

    @Test func presenterKeepsItsInteractorAndRouter() {
        let view = ___VARIABLE_moduleName___ViewSpy()
        weak var interactor: ___VARIABLE_moduleName___InteractorSpy?
        weak var router: ___VARIABLE_moduleName___RouterSpy?

        let presenter: ___VARIABLE_moduleName___Presenter<___VARIABLE_moduleName___InteractorSpy, ___VARIABLE_moduleName___RouterSpy> = {
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
        weak var view: ___VARIABLE_moduleName___ViewSpy?

        let presenter: ___VARIABLE_moduleName___Presenter<___VARIABLE_moduleName___InteractorSpy, ___VARIABLE_moduleName___RouterSpy> = {
            let viewSpy = ___VARIABLE_moduleName___ViewSpy()
            view = viewSpy
            return makePresenter(view: viewSpy)
        }()

        #expect(view == nil, "The screen owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    @Test func routerInputWiresTheScreen() throws {
        let view = ___VARIABLE_moduleName___RouterInput().view(entryEntity: ___VARIABLE_moduleName___EntryEntity())

        let presenter = try #require(
            view.presenter as? ___VARIABLE_moduleName___Presenter<___VARIABLE_moduleName___Interactor, ___VARIABLE_moduleName___RouterOutput>)
        #expect(presenter.dependencies.interactor.presenter === presenter)
        #expect(presenter.dependencies.router.view === view)
    }

    @Test func screenMadeByTheRouterInputIsReleasedAsAWhole() {
        weak var view: ___VARIABLE_moduleName___ViewController?
        weak var presenter: AnyObject?
        weak var interactor: ___VARIABLE_moduleName___Interactor?
        weak var router: ___VARIABLE_moduleName___RouterOutput?

        do {
            let screen = ___VARIABLE_moduleName___RouterInput().view(entryEntity: ___VARIABLE_moduleName___EntryEntity())
            let screenPresenter =
                screen.presenter as? ___VARIABLE_moduleName___Presenter<___VARIABLE_moduleName___Interactor, ___VARIABLE_moduleName___RouterOutput>
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
        view: ___VARIABLE_moduleName___ViewSpy, title: String = "___VARIABLE_moduleName:swiftString___"
    ) -> ___VARIABLE_moduleName___Presenter<___VARIABLE_moduleName___InteractorSpy, ___VARIABLE_moduleName___RouterSpy> {
        ___VARIABLE_moduleName___Presenter(
            entities: ___VARIABLE_moduleName___Entities(entryEntity: ___VARIABLE_moduleName___EntryEntity(), title: title),
            view: view,
            dependencies: (
                interactor: ___VARIABLE_moduleName___InteractorSpy(), router: ___VARIABLE_moduleName___RouterSpy(view: view)
            )
        )
    }
}
