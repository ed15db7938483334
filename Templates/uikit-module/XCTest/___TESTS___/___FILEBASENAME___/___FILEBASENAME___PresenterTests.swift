//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the router input relies on it: it shows its entities when the
/// screen loads and starts the interactor's load, shows what the interactor reports, keeps its
/// interactor and router output, holds its screen weakly (the screen owns it), and a screen made
/// by the router input is released as a whole.
@MainActor
final class ___VARIABLE_moduleName___PresenterTests: XCTestCase {
    func testViewDidLoadShowsTheEntitiesAndStartsTheLoad() async {
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        XCTAssertEqual(view.configuredEntities.map(\.title), ["Hello"])
        XCTAssertEqual(presenter.dependencies.interactor.loadTitleCount, 1)
        XCTAssertTrue(view.navigation.isEmpty)
    }

    func testDidLoadShowsTheLoadedTitle() {
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")

        presenter.didLoad(title: "Loaded")

        XCTAssertEqual(presenter.entities.title, "Loaded")
        XCTAssertEqual(view.configuredEntities.map(\.title), ["Loaded"])
    }

    func testInteractorReportsWhatItLoadsToItsPresenter() async {
        let view = ___VARIABLE_moduleName___ViewSpy()
        let presenter = makePresenter(view: view, title: "Hello")
        let interactor = ___VARIABLE_moduleName___Interactor()
        interactor.presenter = presenter

        await interactor.loadTitle()

        XCTAssertEqual(view.configuredEntities.map(\.title), ["___VARIABLE_moduleName:swiftString___"])
    }

    func testPresenterGoingCancelsItsLoad() {
        let view = ___VARIABLE_moduleName___ViewSpy()
        var load: Task<Void, Never>?

        do {
            let presenter = makePresenter(view: view)
            presenter.viewDidLoad()
            load = presenter.loadTask
        }

        XCTAssertEqual(load?.isCancelled, true, "The screen's load must stop when the screen goes.")
    }

    func testPresenterKeepsItsInteractorAndRouter() {
        let view = ___VARIABLE_moduleName___ViewSpy()
        weak var interactor: ___VARIABLE_moduleName___InteractorSpy?
        weak var router: ___VARIABLE_moduleName___RouterSpy?

        let presenter: ___VARIABLE_moduleName___Presenter<___VARIABLE_moduleName___InteractorSpy, ___VARIABLE_moduleName___RouterSpy> = {
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
        weak var view: ___VARIABLE_moduleName___ViewSpy?

        let presenter: ___VARIABLE_moduleName___Presenter<___VARIABLE_moduleName___InteractorSpy, ___VARIABLE_moduleName___RouterSpy> = {
            let viewSpy = ___VARIABLE_moduleName___ViewSpy()
            view = viewSpy
            return makePresenter(view: viewSpy)
        }()

        XCTAssertNil(view, "The screen owns the presenter, which must hold it weakly.")
        withExtendedLifetime(presenter) {}
    }

    func testRouterInputWiresTheScreen() throws {
        let view = ___VARIABLE_moduleName___RouterInput().view(entryEntity: ___VARIABLE_moduleName___EntryEntity())

        let presenter = try XCTUnwrap(
            view.presenter as? ___VARIABLE_moduleName___Presenter<___VARIABLE_moduleName___Interactor, ___VARIABLE_moduleName___RouterOutput>)
        XCTAssertIdentical(presenter.dependencies.interactor.presenter, presenter)
        XCTAssertIdentical(presenter.dependencies.router.view, view)
    }

    func testScreenMadeByTheRouterInputIsReleasedAsAWhole() {
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
            XCTAssertNotNil(presenter, "The screen must keep its presenter.")
        }

        XCTAssertNil(view, "A reference cycle keeps the screen alive.")
        XCTAssertNil(presenter, "A reference cycle keeps the presenter alive.")
        XCTAssertNil(interactor, "A reference cycle keeps the interactor alive.")
        XCTAssertNil(router, "A reference cycle keeps the router output alive.")
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
